/* kernel _Z9stencil2dPKfPfii */
int hdk_0(hd_block *b) {
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2], nthr = b->nthreads;
unsigned char *const shm = b->shared; const unsigned char *const prm = b->params;
const uint32_t ctax_ = b->ctaid[0], ctay_ = b->ctaid[1], ctaz_ = b->ctaid[2], nctax_ = b->nctaid[0], nctay_ = b->nctaid[1], nctaz_ = b->nctaid[2];
(void)ctax_; (void)ctay_; (void)ctaz_; (void)nctax_; (void)nctay_; (void)nctaz_;
uint16_t *const st = (uint16_t *)b->state; int masked = 0, grp = 0;
uint32_t glo_ = 0, ghi_ = nthr; (void)glo_; (void)ghi_;
int jn_ = -2; (void)jn_;
unsigned char *const red_ = b->state + 2 * (size_t)nthr; (void)red_;
typedef uint32_t xt_t;
xt_t *const xv_ = (xt_t *)(b->state + ((3 * (size_t)nthr + 63) & ~(size_t)63));
uint32_t *const xa_ = (uint32_t *)(xv_ + nthr);
xt_t *const xv2_ = (xt_t *)((unsigned char *)xv_ + (((sizeof(xt_t) + 4) * (size_t)nthr + 7) & ~(size_t)7));
uint32_t *const xa2_ = (uint32_t *)(xv2_ + nthr);
uint32_t ep_ = 0; (void)xv_; (void)xa_; (void)xv2_; (void)xa2_; (void)ep_;
(void)ntx; (void)nty; (void)ntz; (void)nthr; (void)shm; (void)prm; (void)st; (void)masked; (void)grp;
uint8_t r0 = 0;
uint8_t r10 = 0;
uint8_t r20 = 0;
uint8_t r25 = 0;
float r33 = 0;
uint32_t r49 = 0;
uint32_t r55 = 0;
uint32_t r58 = 0;
uint32_t r59 = 0;
uint32_t r60 = 0;
uint32_t r61 = 0;
uint32_t r62 = 0;
uint32_t r63 = 0;
uint32_t r65 = 0;
uint32_t r68 = 0;
uint32_t r70 = 0;
uint32_t r71 = 0;
uint32_t r75 = 0;
uint32_t r76 = 0;
uint32_t r77 = 0;
uint64_t r78 = 0;
uint64_t r79 = 0;
uint64_t r82 = 0;
uint64_t r83 = 0;
uint64_t r89 = 0;
uint64_t r90 = 0;
float *const S34 = (float *)(b->scratch + (size_t)nthr * 0);
const uint64_t shlim_ = b->shtot; (void)shlim_;
goto U_0;
U_0:;
/*23*/ r83 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*24*/ r82 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*25*/ r58 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*26*/ r59 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 20)));
/*27*/ r60 = (uint32_t)(((uint32_t)ctax_));
/*28*/ r61 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r60) << ((uint32_t)4LL)));
/*31*/ r62 = (uint32_t)(((uint32_t)ctay_));
/*32*/ r63 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r62) << ((uint32_t)4LL)));
/*39*/ r79 = (uint64_t)(((uint64_t)r83));
/*42*/ r65 = (uint32_t)(((uint32_t)((uint64_t)0)));
goto U_18;
U_18:;
{ /* thread loop from block 18 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip_and(0, 1, 1, (0u + (uint32_t)r61), (uint32_t)r58, 0, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 2);
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) < (int32_t)(uint32_t)r59) == 1))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 2);
continue;
}
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
float r35;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r80;
uint64_t r84;
if (masked && st[t] != grp) continue;
L1_18:;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*46*/ r4 = (!r1) != 0;
goto L1_1;
L1_1:;
/*49*/ r35 = *((float *)(uintptr_t)((uint64_t)r80 + 0LL));
/*50*/ *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 76LL)) = r35;
if (masked) st[t] = 2;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) < (int32_t)(uint32_t)r59) == 1))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 2);
continue;
}
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
float r35;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r80;
uint64_t r84;
if (masked && st[t] != grp) continue;
L2_18:;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*46*/ r4 = (!r1) != 0;
goto L2_1;
L2_1:;
/*49*/ r35 = *((float *)(uintptr_t)((uint64_t)r80 + 0LL));
/*50*/ *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 76LL)) = r35;
if (masked) st[t] = 2;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
float r35;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r80;
uint64_t r84;
if (masked && st[t] != grp) continue;
L3_18:;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*46*/ r4 = (!r1) != 0;
if (r4) {
if (masked) st[t] = 2;
continue;
}
goto L3_1;
L3_1:;
/*49*/ r35 = *((float *)(uintptr_t)((uint64_t)r80 + 0LL));
/*50*/ *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 76LL)) = r35;
if (masked) st[t] = 2;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
float r35;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r80;
uint64_t r84;
if (masked && st[t] != grp) continue;
L4_18:;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*46*/ r4 = (!r1) != 0;
if (r4) {
if (masked) st[t] = 2;
continue;
}
goto L4_1;
L4_1:;
/*49*/ r35 = *((float *)(uintptr_t)((uint64_t)r80 + 0LL));
/*50*/ *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 76LL)) = r35;
if (masked) st[t] = 2;
continue;
}
}
}
}
}
}
if (!masked) goto U_2;
goto SCHED_;
}
U_2:;
{ /* thread loop from block 2 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip_and(5, 1, 0, 0u, (uint32_t)0LL, 0, ntx, &lo_, &hi_) & hd_clip_and(0, 1, 0, (0u + (uint32_t)r61), (uint32_t)1LL, 0, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 4);
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) >= (int32_t)(uint32_t)r59) == 0))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 4);
continue;
}
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
uint8_t r7;
uint8_t r8;
uint8_t r9;
float r36;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r80;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
if (masked && st[t] != grp) continue;
L5_2:;
/*53*/ r5 = ((((int32_t)r53) >= ((int32_t)r59))) != 0;
/*54*/ r6 = ((((int32_t)r51) < ((int32_t)1LL))) != 0;
/*55*/ r7 = ((((int32_t)r50) != ((int32_t)0LL))) != 0;
/*56*/ r8 = (r7 || r6) != 0;
/*57*/ r9 = (r8 || r5) != 0;
goto L5_3;
L5_3:;
/*60*/ r36 = *((float *)(uintptr_t)((uint64_t)r80 + -4LL));
/*61*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r66 + 72LL))) = r36;
if (masked) st[t] = 4;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) >= (int32_t)(uint32_t)r59) == 0))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 4);
continue;
}
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
uint8_t r7;
uint8_t r8;
uint8_t r9;
float r36;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r80;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
if (masked && st[t] != grp) continue;
L6_2:;
/*53*/ r5 = ((((int32_t)r53) >= ((int32_t)r59))) != 0;
/*54*/ r6 = ((((int32_t)r51) < ((int32_t)1LL))) != 0;
/*55*/ r7 = ((((int32_t)r50) != ((int32_t)0LL))) != 0;
/*56*/ r8 = (r7 || r6) != 0;
/*57*/ r9 = (r8 || r5) != 0;
goto L6_3;
L6_3:;
/*60*/ r36 = *((float *)(uintptr_t)((uint64_t)r80 + -4LL));
/*61*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r66 + 72LL))) = r36;
if (masked) st[t] = 4;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
uint8_t r7;
uint8_t r8;
uint8_t r9;
float r36;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r80;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
if (masked && st[t] != grp) continue;
L7_2:;
/*53*/ r5 = ((((int32_t)r53) >= ((int32_t)r59))) != 0;
/*54*/ r6 = ((((int32_t)r51) < ((int32_t)1LL))) != 0;
/*55*/ r7 = ((((int32_t)r50) != ((int32_t)0LL))) != 0;
/*56*/ r8 = (r7 || r6) != 0;
/*57*/ r9 = (r8 || r5) != 0;
if (r9) {
if (masked) st[t] = 4;
continue;
}
goto L7_3;
L7_3:;
/*60*/ r36 = *((float *)(uintptr_t)((uint64_t)r80 + -4LL));
/*61*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r66 + 72LL))) = r36;
if (masked) st[t] = 4;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
uint8_t r7;
uint8_t r8;
uint8_t r9;
float r36;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r80;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
if (masked && st[t] != grp) continue;
L8_2:;
/*53*/ r5 = ((((int32_t)r53) >= ((int32_t)r59))) != 0;
/*54*/ r6 = ((((int32_t)r51) < ((int32_t)1LL))) != 0;
/*55*/ r7 = ((((int32_t)r50) != ((int32_t)0LL))) != 0;
/*56*/ r8 = (r7 || r6) != 0;
/*57*/ r9 = (r8 || r5) != 0;
if (r9) {
if (masked) st[t] = 4;
continue;
}
goto L8_3;
L8_3:;
/*60*/ r36 = *((float *)(uintptr_t)((uint64_t)r80 + -4LL));
/*61*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r66 + 72LL))) = r36;
if (masked) st[t] = 4;
continue;
}
}
}
}
}
}
if (!masked) goto U_4;
goto SCHED_;
}
U_4:;
{ /* thread loop from block 4 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip_and(5, 1, 0, 0u, (uint32_t)15LL, 0, ntx, &lo_, &hi_) & hd_clip_and(3, 1, 0, ((0u + (uint32_t)r61) + (uint32_t)1LL), (uint32_t)r58, 0, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 6);
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) >= (int32_t)(uint32_t)r59) == 0))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 6);
continue;
}
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r11;
uint8_t r12;
uint8_t r13;
uint8_t r14;
float r37;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r69;
uint64_t r80;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*53*/ r5 = ((((int32_t)r53) >= ((int32_t)r59))) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
if (masked && st[t] != grp) continue;
L9_4:;
/*64*/ r69 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r51) + (uint32_t)((uint32_t)1LL)));
/*65*/ r11 = ((((int32_t)r69) >= ((int32_t)r58))) != 0;
/*66*/ r12 = ((((int32_t)r50) != ((int32_t)15LL))) != 0;
/*67*/ r13 = (r12 || r11) != 0;
/*68*/ r14 = (r13 || r5) != 0;
goto L9_5;
L9_5:;
/*71*/ r37 = *((float *)(uintptr_t)((uint64_t)r80 + 4LL));
/*72*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r66 + 140LL))) = r37;
if (masked) st[t] = 6;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) >= (int32_t)(uint32_t)r59) == 0))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 6);
continue;
}
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r11;
uint8_t r12;
uint8_t r13;
uint8_t r14;
float r37;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r69;
uint64_t r80;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*53*/ r5 = ((((int32_t)r53) >= ((int32_t)r59))) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
if (masked && st[t] != grp) continue;
L10_4:;
/*64*/ r69 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r51) + (uint32_t)((uint32_t)1LL)));
/*65*/ r11 = ((((int32_t)r69) >= ((int32_t)r58))) != 0;
/*66*/ r12 = ((((int32_t)r50) != ((int32_t)15LL))) != 0;
/*67*/ r13 = (r12 || r11) != 0;
/*68*/ r14 = (r13 || r5) != 0;
goto L10_5;
L10_5:;
/*71*/ r37 = *((float *)(uintptr_t)((uint64_t)r80 + 4LL));
/*72*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r66 + 140LL))) = r37;
if (masked) st[t] = 6;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r11;
uint8_t r12;
uint8_t r13;
uint8_t r14;
float r37;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r69;
uint64_t r80;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*53*/ r5 = ((((int32_t)r53) >= ((int32_t)r59))) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
if (masked && st[t] != grp) continue;
L11_4:;
/*64*/ r69 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r51) + (uint32_t)((uint32_t)1LL)));
/*65*/ r11 = ((((int32_t)r69) >= ((int32_t)r58))) != 0;
/*66*/ r12 = ((((int32_t)r50) != ((int32_t)15LL))) != 0;
/*67*/ r13 = (r12 || r11) != 0;
/*68*/ r14 = (r13 || r5) != 0;
if (r14) {
if (masked) st[t] = 6;
continue;
}
goto L11_5;
L11_5:;
/*71*/ r37 = *((float *)(uintptr_t)((uint64_t)r80 + 4LL));
/*72*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r66 + 140LL))) = r37;
if (masked) st[t] = 6;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r11;
uint8_t r12;
uint8_t r13;
uint8_t r14;
float r37;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r69;
uint64_t r80;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*53*/ r5 = ((((int32_t)r53) >= ((int32_t)r59))) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
/*41*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r84)));
if (masked && st[t] != grp) continue;
L12_4:;
/*64*/ r69 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r51) + (uint32_t)((uint32_t)1LL)));
/*65*/ r11 = ((((int32_t)r69) >= ((int32_t)r58))) != 0;
/*66*/ r12 = ((((int32_t)r50) != ((int32_t)15LL))) != 0;
/*67*/ r13 = (r12 || r11) != 0;
/*68*/ r14 = (r13 || r5) != 0;
if (r14) {
if (masked) st[t] = 6;
continue;
}
goto L12_5;
L12_5:;
/*71*/ r37 = *((float *)(uintptr_t)((uint64_t)r80 + 4LL));
/*72*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r66 + 140LL))) = r37;
if (masked) st[t] = 6;
continue;
}
}
}
}
}
}
if (!masked) goto U_6;
goto SCHED_;
}
U_6:;
{ /* thread loop from block 6 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip_and(3, 1, 0, (0u + (uint32_t)r61), (uint32_t)r58, 0, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 8);
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)ty != (int32_t)(uint32_t)0LL) == 0) && (((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) < (int32_t)(uint32_t)1LL) == 0))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 8);
continue;
}
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r15;
uint8_t r16;
uint8_t r17;
uint8_t r18;
uint8_t r19;
float r38;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r56;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r72;
uint32_t r73;
uint64_t r84;
uint64_t r85;
uint64_t r86;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L13_6:;
/*75*/ r15 = ((((int32_t)r51) >= ((int32_t)r58))) != 0;
/*76*/ r16 = ((((int32_t)r53) < ((int32_t)1LL))) != 0;
/*77*/ r17 = ((((int32_t)r52) != ((int32_t)0LL))) != 0;
/*78*/ r18 = (r17 || r16) != 0;
/*79*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r67)));
/*80*/ r19 = (r18 || r15) != 0;
goto L13_7;
L13_7:;
/*83*/ r72 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)-1LL)));
/*84*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*85*/ r85 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r73) * (int64_t)((int32_t)4LL)));
/*86*/ r86 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r85)));
/*87*/ r38 = *((float *)(uintptr_t)((uint64_t)r86 + 0LL));
/*88*/ *((float *)(shm + ((int64_t)(int32_t)r65 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)) = r38;
if (masked) st[t] = 8;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)ty != (int32_t)(uint32_t)0LL) == 0) && (((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) < (int32_t)(uint32_t)1LL) == 0))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 8);
continue;
}
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r15;
uint8_t r16;
uint8_t r17;
uint8_t r18;
uint8_t r19;
float r38;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r56;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r72;
uint32_t r73;
uint64_t r84;
uint64_t r85;
uint64_t r86;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L14_6:;
/*75*/ r15 = ((((int32_t)r51) >= ((int32_t)r58))) != 0;
/*76*/ r16 = ((((int32_t)r53) < ((int32_t)1LL))) != 0;
/*77*/ r17 = ((((int32_t)r52) != ((int32_t)0LL))) != 0;
/*78*/ r18 = (r17 || r16) != 0;
/*79*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r67)));
/*80*/ r19 = (r18 || r15) != 0;
goto L14_7;
L14_7:;
/*83*/ r72 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)-1LL)));
/*84*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*85*/ r85 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r73) * (int64_t)((int32_t)4LL)));
/*86*/ r86 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r85)));
/*87*/ r38 = *((float *)(uintptr_t)((uint64_t)r86 + 0LL));
/*88*/ *((float *)(shm + ((int64_t)(int32_t)r65 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)) = r38;
if (masked) st[t] = 8;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r15;
uint8_t r16;
uint8_t r17;
uint8_t r18;
uint8_t r19;
float r38;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r56;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r72;
uint32_t r73;
uint64_t r84;
uint64_t r85;
uint64_t r86;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L15_6:;
/*75*/ r15 = ((((int32_t)r51) >= ((int32_t)r58))) != 0;
/*76*/ r16 = ((((int32_t)r53) < ((int32_t)1LL))) != 0;
/*77*/ r17 = ((((int32_t)r52) != ((int32_t)0LL))) != 0;
/*78*/ r18 = (r17 || r16) != 0;
/*79*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r67)));
/*80*/ r19 = (r18 || r15) != 0;
if (r19) {
if (masked) st[t] = 8;
continue;
}
goto L15_7;
L15_7:;
/*83*/ r72 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)-1LL)));
/*84*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*85*/ r85 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r73) * (int64_t)((int32_t)4LL)));
/*86*/ r86 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r85)));
/*87*/ r38 = *((float *)(uintptr_t)((uint64_t)r86 + 0LL));
/*88*/ *((float *)(shm + ((int64_t)(int32_t)r65 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)) = r38;
if (masked) st[t] = 8;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r15;
uint8_t r16;
uint8_t r17;
uint8_t r18;
uint8_t r19;
float r38;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r56;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r72;
uint32_t r73;
uint64_t r84;
uint64_t r85;
uint64_t r86;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L16_6:;
/*75*/ r15 = ((((int32_t)r51) >= ((int32_t)r58))) != 0;
/*76*/ r16 = ((((int32_t)r53) < ((int32_t)1LL))) != 0;
/*77*/ r17 = ((((int32_t)r52) != ((int32_t)0LL))) != 0;
/*78*/ r18 = (r17 || r16) != 0;
/*79*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r67)));
/*80*/ r19 = (r18 || r15) != 0;
if (r19) {
if (masked) st[t] = 8;
continue;
}
goto L16_7;
L16_7:;
/*83*/ r72 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)-1LL)));
/*84*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*85*/ r85 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)-1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r73) * (int64_t)((int32_t)4LL)));
/*86*/ r86 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r85)));
/*87*/ r38 = *((float *)(uintptr_t)((uint64_t)r86 + 0LL));
/*88*/ *((float *)(shm + ((int64_t)(int32_t)r65 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)) = r38;
if (masked) st[t] = 8;
continue;
}
}
}
}
}
}
if (!masked) goto U_8;
goto SCHED_;
}
U_8:;
{ /* thread loop from block 8 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip_and(3, 1, 0, (0u + (uint32_t)r61), (uint32_t)r58, 0, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 10);
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)ty != (int32_t)(uint32_t)15LL) == 0) && (((int32_t)((uint32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) + (uint32_t)(uint32_t)1LL) >= (int32_t)(uint32_t)r59) == 0))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 10);
continue;
}
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r15;
uint8_t r21;
uint8_t r22;
uint8_t r23;
uint8_t r24;
float r39;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r56;
uint32_t r57;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r74;
uint64_t r84;
uint64_t r87;
uint64_t r88;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*75*/ r15 = ((((int32_t)r51) >= ((int32_t)r58))) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*79*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L17_8:;
/*91*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)1LL)));
/*92*/ r21 = ((((int32_t)r57) >= ((int32_t)r59))) != 0;
/*93*/ r22 = ((((int32_t)r52) != ((int32_t)15LL))) != 0;
/*94*/ r23 = (r22 || r21) != 0;
/*95*/ r24 = (r15 || r23) != 0;
goto L17_9;
L17_9:;
/*98*/ r74 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*99*/ r87 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r74) * (int64_t)((int32_t)4LL)));
/*100*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r87)));
/*101*/ r39 = *((float *)(uintptr_t)((uint64_t)r88 + 0LL));
/*102*/ *((float *)(shm + ((int64_t)(int32_t)r65 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 1228LL)) = r39;
if (masked) st[t] = 10;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)ty != (int32_t)(uint32_t)15LL) == 0) && (((int32_t)((uint32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) + (uint32_t)(uint32_t)1LL) >= (int32_t)(uint32_t)r59) == 0))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 10);
continue;
}
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r15;
uint8_t r21;
uint8_t r22;
uint8_t r23;
uint8_t r24;
float r39;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r56;
uint32_t r57;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r74;
uint64_t r84;
uint64_t r87;
uint64_t r88;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*75*/ r15 = ((((int32_t)r51) >= ((int32_t)r58))) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*79*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L18_8:;
/*91*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)1LL)));
/*92*/ r21 = ((((int32_t)r57) >= ((int32_t)r59))) != 0;
/*93*/ r22 = ((((int32_t)r52) != ((int32_t)15LL))) != 0;
/*94*/ r23 = (r22 || r21) != 0;
/*95*/ r24 = (r15 || r23) != 0;
goto L18_9;
L18_9:;
/*98*/ r74 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*99*/ r87 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r74) * (int64_t)((int32_t)4LL)));
/*100*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r87)));
/*101*/ r39 = *((float *)(uintptr_t)((uint64_t)r88 + 0LL));
/*102*/ *((float *)(shm + ((int64_t)(int32_t)r65 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 1228LL)) = r39;
if (masked) st[t] = 10;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = (((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r15;
uint8_t r21;
uint8_t r22;
uint8_t r23;
uint8_t r24;
float r39;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r56;
uint32_t r57;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r74;
uint64_t r84;
uint64_t r87;
uint64_t r88;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*75*/ r15 = ((((int32_t)r51) >= ((int32_t)r58))) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*79*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L19_8:;
/*91*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)1LL)));
/*92*/ r21 = ((((int32_t)r57) >= ((int32_t)r59))) != 0;
/*93*/ r22 = ((((int32_t)r52) != ((int32_t)15LL))) != 0;
/*94*/ r23 = (r22 || r21) != 0;
/*95*/ r24 = (r15 || r23) != 0;
if (r24) {
if (masked) st[t] = 10;
continue;
}
goto L19_9;
L19_9:;
/*98*/ r74 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*99*/ r87 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r74) * (int64_t)((int32_t)4LL)));
/*100*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r87)));
/*101*/ r39 = *((float *)(uintptr_t)((uint64_t)r88 + 0LL));
/*102*/ *((float *)(shm + ((int64_t)(int32_t)r65 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 1228LL)) = r39;
if (masked) st[t] = 10;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r15;
uint8_t r21;
uint8_t r22;
uint8_t r23;
uint8_t r24;
float r39;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r56;
uint32_t r57;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint32_t r74;
uint64_t r84;
uint64_t r87;
uint64_t r88;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*75*/ r15 = ((((int32_t)r51) >= ((int32_t)r58))) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*79*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L20_8:;
/*91*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)1LL)));
/*92*/ r21 = ((((int32_t)r57) >= ((int32_t)r59))) != 0;
/*93*/ r22 = ((((int32_t)r52) != ((int32_t)15LL))) != 0;
/*94*/ r23 = (r22 || r21) != 0;
/*95*/ r24 = (r15 || r23) != 0;
if (r24) {
if (masked) st[t] = 10;
continue;
}
goto L20_9;
L20_9:;
/*98*/ r74 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*99*/ r87 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r63 + (int64_t)ty) + (int64_t)(int32_t)1LL) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r74) * (int64_t)((int32_t)4LL)));
/*100*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r79) + (uint64_t)((uint64_t)r87)));
/*101*/ r39 = *((float *)(uintptr_t)((uint64_t)r88 + 0LL));
/*102*/ *((float *)(shm + ((int64_t)(int32_t)r65 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 1228LL)) = r39;
if (masked) st[t] = 10;
continue;
}
}
}
}
}
}
if (!masked) goto U_10;
goto SCHED_;
}
U_10:;
goto U_11;
U_11:;
{ /* thread loop from block 11 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip_and(0, 1, 1, (0u + (uint32_t)r61), (uint32_t)r58, 0, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 65535);
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) < (int32_t)(uint32_t)r59) == 1))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 65535);
continue;
}
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r26;
uint8_t r27;
uint8_t r28;
uint8_t r29;
uint8_t r30;
uint8_t r31;
uint8_t r32;
float r34;
float r40;
float r41;
float r42;
float r43;
float r44;
float r45;
float r46;
float r47;
float r48;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r81;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L21_11:;
goto L21_12;
L21_12:;
/*111*/ r75 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*114*/ r76 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)-1LL)));
/*118*/ r89 = (uint64_t)(((uint64_t)r82));
goto L21_19;
L21_13:;
goto L21_15;
L21_14:;
/*124*/ *((float *)(uintptr_t)((uint64_t)r81 + 0LL)) = r34;
if (masked) st[t] = 65535;
continue;
L21_15:;
/*128*/ r40 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 148LL));
/*129*/ r41 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL));
/*130*/ r42 = r41 + r40;
/*131*/ r43 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 72LL));
/*132*/ r44 = r42 + r43;
/*133*/ r45 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 80LL));
/*134*/ r46 = r44 + r45;
/*135*/ r47 = r46 * 0x1p-3f;
/*136*/ r48 = fmaf(r34, 0x1p-1f, r47);
/*137*/ *((float *)(uintptr_t)((uint64_t)r81 + 0LL)) = r48;
if (masked) st[t] = 65535;
continue;
L21_19:;
/*108*/ r26 = ((((int32_t)r51) == ((int32_t)0LL))) != 0;
/*109*/ r27 = ((((int32_t)r53) == ((int32_t)0LL))) != 0;
/*110*/ r28 = (r26 || r27) != 0;
/*112*/ r29 = ((((int32_t)r51) == ((int32_t)r75))) != 0;
/*113*/ r30 = (r28 || r29) != 0;
/*115*/ r31 = ((((int32_t)r53) == ((int32_t)r76))) != 0;
/*116*/ r32 = (r30 || r31) != 0;
/*117*/ r34 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 76LL));
/*119*/ r81 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)r84)));
if (r32) {
goto L21_14;
}
goto L21_13;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
if (!((((int32_t)((uint32_t)(uint32_t)r63 + (uint32_t)ty) < (int32_t)(uint32_t)r59) == 1))) {
if (0 || masked) hd_clip_mark(st + tb_, ntx, ntx, 0, 0, masked, grp, 65535);
continue;
}
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r26;
uint8_t r27;
uint8_t r28;
uint8_t r29;
uint8_t r30;
uint8_t r31;
uint8_t r32;
float r34;
float r40;
float r41;
float r42;
float r43;
float r44;
float r45;
float r46;
float r47;
float r48;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r81;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L22_11:;
goto L22_12;
L22_12:;
/*111*/ r75 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*114*/ r76 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)-1LL)));
/*118*/ r89 = (uint64_t)(((uint64_t)r82));
goto L22_19;
L22_13:;
goto L22_15;
L22_14:;
/*124*/ *((float *)(uintptr_t)((uint64_t)r81 + 0LL)) = r34;
if (masked) st[t] = 65535;
continue;
L22_15:;
/*128*/ r40 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 148LL));
/*129*/ r41 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL));
/*130*/ r42 = r41 + r40;
/*131*/ r43 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 72LL));
/*132*/ r44 = r42 + r43;
/*133*/ r45 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 80LL));
/*134*/ r46 = r44 + r45;
/*135*/ r47 = r46 * 0x1p-3f;
/*136*/ r48 = fmaf(r34, 0x1p-1f, r47);
/*137*/ *((float *)(uintptr_t)((uint64_t)r81 + 0LL)) = r48;
if (masked) st[t] = 65535;
continue;
L22_19:;
/*108*/ r26 = ((((int32_t)r51) == ((int32_t)0LL))) != 0;
/*109*/ r27 = ((((int32_t)r53) == ((int32_t)0LL))) != 0;
/*110*/ r28 = (r26 || r27) != 0;
/*112*/ r29 = ((((int32_t)r51) == ((int32_t)r75))) != 0;
/*113*/ r30 = (r28 || r29) != 0;
/*115*/ r31 = ((((int32_t)r53) == ((int32_t)r76))) != 0;
/*116*/ r32 = (r30 || r31) != 0;
/*117*/ r34 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 76LL));
/*119*/ r81 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)r84)));
if (r32) {
goto L22_14;
}
goto L22_13;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = ((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r26;
uint8_t r27;
uint8_t r28;
uint8_t r29;
uint8_t r30;
uint8_t r31;
uint8_t r32;
float r34;
float r40;
float r41;
float r42;
float r43;
float r44;
float r45;
float r46;
float r47;
float r48;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r81;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L23_11:;
if (r4) {
if (masked) st[t] = 65535;
continue;
}
goto L23_12;
L23_12:;
/*111*/ r75 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*114*/ r76 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)-1LL)));
/*118*/ r89 = (uint64_t)(((uint64_t)r82));
goto L23_19;
L23_13:;
goto L23_15;
L23_14:;
/*124*/ *((float *)(uintptr_t)((uint64_t)r81 + 0LL)) = r34;
if (masked) st[t] = 65535;
continue;
L23_15:;
/*128*/ r40 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 148LL));
/*129*/ r41 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL));
/*130*/ r42 = r41 + r40;
/*131*/ r43 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 72LL));
/*132*/ r44 = r42 + r43;
/*133*/ r45 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 80LL));
/*134*/ r46 = r44 + r45;
/*135*/ r47 = r46 * 0x1p-3f;
/*136*/ r48 = fmaf(r34, 0x1p-1f, r47);
/*137*/ *((float *)(uintptr_t)((uint64_t)r81 + 0LL)) = r48;
if (masked) st[t] = 65535;
continue;
L23_19:;
/*108*/ r26 = ((((int32_t)r51) == ((int32_t)0LL))) != 0;
/*109*/ r27 = ((((int32_t)r53) == ((int32_t)0LL))) != 0;
/*110*/ r28 = (r26 || r27) != 0;
/*112*/ r29 = ((((int32_t)r51) == ((int32_t)r75))) != 0;
/*113*/ r30 = (r28 || r29) != 0;
/*115*/ r31 = ((((int32_t)r53) == ((int32_t)r76))) != 0;
/*116*/ r32 = (r30 || r31) != 0;
/*117*/ r34 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 76LL));
/*119*/ r81 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)r84)));
if (r32) {
goto L23_14;
}
goto L23_13;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r26;
uint8_t r27;
uint8_t r28;
uint8_t r29;
uint8_t r30;
uint8_t r31;
uint8_t r32;
float r34;
float r40;
float r41;
float r42;
float r43;
float r44;
float r45;
float r46;
float r47;
float r48;
uint32_t r50;
uint32_t r51;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r64;
uint32_t r66;
uint32_t r67;
uint64_t r81;
uint64_t r84;
/*29*/ r50 = (uint32_t)(((uint32_t)tx));
/*30*/ r51 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r61) + (uint32_t)((uint32_t)r50)));
/*35*/ r2 = ((((int32_t)r51) < ((int32_t)r58))) != 0;
/*33*/ r52 = (uint32_t)(((uint32_t)ty));
/*34*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r63) + (uint32_t)((uint32_t)r52)));
/*36*/ r3 = ((((int32_t)r53) < ((int32_t)r59))) != 0;
/*37*/ r1 = (r2 && r3) != 0;
/*46*/ r4 = (!r1) != 0;
/*43*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r52) * (uint32_t)((uint32_t)72LL) + (uint32_t)((uint32_t)r65)));
/*44*/ r67 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) << ((uint32_t)2LL)));
/*45*/ r54 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r66) + (uint32_t)((uint32_t)r67)));
/*38*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) * (uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r51)));
/*40*/ r84 = (uint64_t)((nw_ ? (int64_t)(((((int64_t)(int32_t)r63 + (int64_t)ty) * (int64_t)(int32_t)r58) + ((int64_t)(int32_t)r61 + (int64_t)0)) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r64) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L24_11:;
if (r4) {
if (masked) st[t] = 65535;
continue;
}
goto L24_12;
L24_12:;
/*111*/ r75 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*114*/ r76 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)-1LL)));
/*118*/ r89 = (uint64_t)(((uint64_t)r82));
goto L24_19;
L24_13:;
goto L24_15;
L24_14:;
/*124*/ *((float *)(uintptr_t)((uint64_t)r81 + 0LL)) = r34;
if (masked) st[t] = 65535;
continue;
L24_15:;
/*128*/ r40 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 148LL));
/*129*/ r41 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL));
/*130*/ r42 = r41 + r40;
/*131*/ r43 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 72LL));
/*132*/ r44 = r42 + r43;
/*133*/ r45 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 80LL));
/*134*/ r46 = r44 + r45;
/*135*/ r47 = r46 * 0x1p-3f;
/*136*/ r48 = fmaf(r34, 0x1p-1f, r47);
/*137*/ *((float *)(uintptr_t)((uint64_t)r81 + 0LL)) = r48;
if (masked) st[t] = 65535;
continue;
L24_19:;
/*108*/ r26 = ((((int32_t)r51) == ((int32_t)0LL))) != 0;
/*109*/ r27 = ((((int32_t)r53) == ((int32_t)0LL))) != 0;
/*110*/ r28 = (r26 || r27) != 0;
/*112*/ r29 = ((((int32_t)r51) == ((int32_t)r75))) != 0;
/*113*/ r30 = (r28 || r29) != 0;
/*115*/ r31 = ((((int32_t)r53) == ((int32_t)r76))) != 0;
/*116*/ r32 = (r30 || r31) != 0;
/*117*/ r34 = *((float *)(shm + ((((int64_t)ty * (int64_t)(int32_t)72LL) + (int64_t)(int32_t)r65) + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 76LL));
/*119*/ r81 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)r84)));
if (r32) {
goto L24_14;
}
goto L24_13;
}
}
}
}
}
}
if (!masked) return 0;
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[21] = {0,0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[21] = {1,3,4,5,6,7,8,9,10,11,12,13,14,16,18,17,19,20,2,15,0};
int nx_ = hd_sched(b, "_Z9stencil2dPKfPfii", st, nthr, &masked, &grp, blockbar_, prio_, 0, 21u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 2: goto U_2;
case 4: goto U_4;
case 6: goto U_6;
case 8: goto U_8;
case 10: goto U_10;
case 11: goto U_11;
case 18: goto U_18;
}
return hd_diverged(b, "_Z9stencil2dPKfPfii");
}
}

/* kernel _Z9stencil1dPKiPii */
int hdk_1(hd_block *b) {
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2], nthr = b->nthreads;
unsigned char *const shm = b->shared; const unsigned char *const prm = b->params;
const uint32_t ctax_ = b->ctaid[0], ctay_ = b->ctaid[1], ctaz_ = b->ctaid[2], nctax_ = b->nctaid[0], nctay_ = b->nctaid[1], nctaz_ = b->nctaid[2];
(void)ctax_; (void)ctay_; (void)ctaz_; (void)nctax_; (void)nctay_; (void)nctaz_;
uint16_t *const st = (uint16_t *)b->state; int masked = 0, grp = 0;
uint32_t glo_ = 0, ghi_ = nthr; (void)glo_; (void)ghi_;
int jn_ = -2; (void)jn_;
unsigned char *const red_ = b->state + 2 * (size_t)nthr; (void)red_;
typedef uint32_t xt_t;
xt_t *const xv_ = (xt_t *)(b->state + ((3 * (size_t)nthr + 63) & ~(size_t)63));
uint32_t *const xa_ = (uint32_t *)(xv_ + nthr);
xt_t *const xv2_ = (xt_t *)((unsigned char *)xv_ + (((sizeof(xt_t) + 4) * (size_t)nthr + 7) & ~(size_t)7));
uint32_t *const xa2_ = (uint32_t *)(xv2_ + nthr);
uint32_t ep_ = 0; (void)xv_; (void)xa_; (void)xv2_; (void)xa2_; (void)ep_;
(void)ntx; (void)nty; (void)ntz; (void)nthr; (void)shm; (void)prm; (void)st; (void)masked; (void)grp;
uint8_t r0 = 0;
uint8_t r5 = 0;
uint32_t r6 = 0;
uint32_t r9 = 0;
uint32_t r10 = 0;
uint32_t r12 = 0;
uint32_t r13 = 0;
uint32_t r14 = 0;
uint32_t r15 = 0;
uint32_t r16 = 0;
uint32_t r17 = 0;
uint32_t r18 = 0;
uint32_t r19 = 0;
uint32_t r21 = 0;
uint32_t r22 = 0;
uint32_t r23 = 0;
uint64_t r41 = 0;
uint64_t r43 = 0;
uint64_t r44 = 0;
uint64_t r45 = 0;
uint64_t r47 = 0;
uint64_t r48 = 0;
uint32_t *const S38 = (uint32_t *)(b->scratch + (size_t)nthr * 0);
uint32_t *const S39 = (uint32_t *)(b->scratch + (size_t)nthr * 4);
uint32_t *const S40 = (uint32_t *)(b->scratch + (size_t)nthr * 8);
const uint64_t shlim_ = b->shtot; (void)shlim_;
goto U_0;
U_0:;
/*156*/ r44 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*157*/ r43 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*158*/ r16 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*159*/ r18 = (uint32_t)(((uint32_t)ntx));
/*160*/ r19 = (uint32_t)(((uint32_t)ctax_));
/*164*/ r45 = (uint64_t)(((uint64_t)r44));
goto U_14;
U_14:;
{ /* thread loop from block 14 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0), 1LL, 0, ntx);
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r38;
uint64_t r42;
uint64_t r46;
if (masked && st[t] != grp) continue;
L1_14:;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
/*166*/ r42 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r45) + (uint64_t)((uint64_t)r46)));
/*167*/ r38 = (uint32_t)(((uint32_t)0LL));
if (r1) {
goto L1_2;
}
goto L1_1;
L1_1:;
/*170*/ r38 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + 0LL)));
goto L1_2;
L1_2:;
/*174*/ r21 = (uint32_t)(((uint32_t)((uint64_t)0)));
goto L1_15;
L1_15:;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*176*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 12LL)) = ((uint32_t)r38);
if (masked) st[t] = 17;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r38;
uint64_t r42;
uint64_t r46;
if (masked && st[t] != grp) continue;
L2_14:;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
/*166*/ r42 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r45) + (uint64_t)((uint64_t)r46)));
/*167*/ r38 = (uint32_t)(((uint32_t)0LL));
if (r1) {
goto L2_2;
}
goto L2_1;
L2_1:;
/*170*/ r38 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + 0LL)));
goto L2_2;
L2_2:;
/*174*/ r21 = (uint32_t)(((uint32_t)((uint64_t)0)));
goto L2_15;
L2_15:;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*176*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 12LL)) = ((uint32_t)r38);
if (masked) st[t] = 17;
continue;
}
}
}
}
}
if (!masked) goto U_17;
goto SCHED_;
}
U_17:;
{ /* thread loop from block 17 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(0, 0, 1, 0u, (uint32_t)3LL, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 9);
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0), 1LL, lo_, hi_);
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r24;
uint32_t r39;
uint32_t r40;
uint64_t r42;
uint64_t r46;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
/*166*/ r42 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r45) + (uint64_t)((uint64_t)r46)));
if (masked && st[t] != grp) continue;
L3_17:;
/*177*/ r2 = ((((uint32_t)r7) < ((uint32_t)3LL))) != 0;
goto L3_4;
L3_3:;
if (masked) st[t] = 9;
continue;
L3_4:;
/*182*/ r3 = ((((int32_t)r8) < ((int32_t)3LL))) != 0;
/*183*/ r40 = (uint32_t)(((uint32_t)0LL));
/*184*/ r39 = (uint32_t)(((uint32_t)r40));
if (r3) {
goto L3_6;
}
goto L3_5;
L3_5:;
/*187*/ r39 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + -12LL)));
goto L3_6;
L3_6:;
/*190*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r39);
/*191*/ r24 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)128LL)));
/*192*/ r4 = ((((int32_t)r24) >= ((int32_t)r16))) != 0;
if (r4) {
goto L3_8;
}
goto L3_7;
L3_7:;
/*195*/ r40 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + 512LL)));
goto L3_8;
L3_8:;
/*198*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 524LL)) = ((uint32_t)r40);
if (masked) st[t] = 9;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r24;
uint32_t r39;
uint32_t r40;
uint64_t r42;
uint64_t r46;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
/*166*/ r42 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r45) + (uint64_t)((uint64_t)r46)));
if (masked && st[t] != grp) continue;
L4_17:;
/*177*/ r2 = ((((uint32_t)r7) < ((uint32_t)3LL))) != 0;
goto L4_4;
L4_3:;
if (masked) st[t] = 9;
continue;
L4_4:;
/*182*/ r3 = ((((int32_t)r8) < ((int32_t)3LL))) != 0;
/*183*/ r40 = (uint32_t)(((uint32_t)0LL));
/*184*/ r39 = (uint32_t)(((uint32_t)r40));
if (r3) {
goto L4_6;
}
goto L4_5;
L4_5:;
/*187*/ r39 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + -12LL)));
goto L4_6;
L4_6:;
/*190*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r39);
/*191*/ r24 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)128LL)));
/*192*/ r4 = ((((int32_t)r24) >= ((int32_t)r16))) != 0;
if (r4) {
goto L4_8;
}
goto L4_7;
L4_7:;
/*195*/ r40 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + 512LL)));
goto L4_8;
L4_8:;
/*198*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 524LL)) = ((uint32_t)r40);
if (masked) st[t] = 9;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0), 1LL, 0, ntx);
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r24;
uint32_t r39;
uint32_t r40;
uint64_t r42;
uint64_t r46;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
/*166*/ r42 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r45) + (uint64_t)((uint64_t)r46)));
if (masked && st[t] != grp) continue;
L5_17:;
/*177*/ r2 = ((((uint32_t)r7) < ((uint32_t)3LL))) != 0;
if (r2) {
goto L5_4;
}
goto L5_3;
L5_3:;
if (masked) st[t] = 9;
continue;
L5_4:;
/*182*/ r3 = ((((int32_t)r8) < ((int32_t)3LL))) != 0;
/*183*/ r40 = (uint32_t)(((uint32_t)0LL));
/*184*/ r39 = (uint32_t)(((uint32_t)r40));
if (r3) {
goto L5_6;
}
goto L5_5;
L5_5:;
/*187*/ r39 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + -12LL)));
goto L5_6;
L5_6:;
/*190*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r39);
/*191*/ r24 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)128LL)));
/*192*/ r4 = ((((int32_t)r24) >= ((int32_t)r16))) != 0;
if (r4) {
goto L5_8;
}
goto L5_7;
L5_7:;
/*195*/ r40 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + 512LL)));
goto L5_8;
L5_8:;
/*198*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 524LL)) = ((uint32_t)r40);
if (masked) st[t] = 9;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r24;
uint32_t r39;
uint32_t r40;
uint64_t r42;
uint64_t r46;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
/*166*/ r42 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r45) + (uint64_t)((uint64_t)r46)));
if (masked && st[t] != grp) continue;
L6_17:;
/*177*/ r2 = ((((uint32_t)r7) < ((uint32_t)3LL))) != 0;
if (r2) {
goto L6_4;
}
goto L6_3;
L6_3:;
if (masked) st[t] = 9;
continue;
L6_4:;
/*182*/ r3 = ((((int32_t)r8) < ((int32_t)3LL))) != 0;
/*183*/ r40 = (uint32_t)(((uint32_t)0LL));
/*184*/ r39 = (uint32_t)(((uint32_t)r40));
if (r3) {
goto L6_6;
}
goto L6_5;
L6_5:;
/*187*/ r39 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + -12LL)));
goto L6_6;
L6_6:;
/*190*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r39);
/*191*/ r24 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)128LL)));
/*192*/ r4 = ((((int32_t)r24) >= ((int32_t)r16))) != 0;
if (r4) {
goto L6_8;
}
goto L6_7;
L6_7:;
/*195*/ r40 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r42 + 512LL)));
goto L6_8;
L6_8:;
/*198*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 524LL)) = ((uint32_t)r40);
if (masked) st[t] = 9;
continue;
}
}
}
}
}
}
if (!masked) goto U_9;
goto SCHED_;
}
U_9:;
goto U_10;
U_10:;
{ /* thread loop from block 10 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(3, 1, 0, ((uint32_t)r19 * (uint32_t)r18 + 0u), (uint32_t)r16, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 65535);
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0), 1LL, lo_, hi_);
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r25;
uint32_t r26;
uint32_t r27;
uint32_t r28;
uint32_t r29;
uint32_t r30;
uint32_t r31;
uint32_t r32;
uint32_t r33;
uint32_t r34;
uint32_t r35;
uint32_t r36;
uint32_t r37;
uint64_t r46;
uint64_t r49;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L7_10:;
goto L7_11;
L7_11:;
/*211*/ r47 = (uint64_t)(((uint64_t)r43));
goto L7_16;
L7_16:;
/*204*/ r25 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)));
/*205*/ r26 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*206*/ r27 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 8LL)));
/*207*/ r28 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 12LL)));
/*208*/ r29 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 16LL)));
/*209*/ r30 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 20LL)));
/*210*/ r31 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 24LL)));
/*212*/ r49 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r47) + (uint64_t)((uint64_t)r46)));
/*213*/ r32 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r25) + (uint32_t)((uint32_t)r26)));
/*214*/ r33 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r27) + (uint32_t)((uint32_t)r32)));
/*215*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r28) + (uint32_t)((uint32_t)r33)));
/*216*/ r35 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r29) + (uint32_t)((uint32_t)r34)));
/*217*/ r36 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r30) + (uint32_t)((uint32_t)r35)));
/*218*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r31) + (uint32_t)((uint32_t)r36)));
/*219*/ *((uint32_t *)(uintptr_t)((uint64_t)r49 + 0LL)) = ((uint32_t)r37);
if (masked) st[t] = 65535;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r25;
uint32_t r26;
uint32_t r27;
uint32_t r28;
uint32_t r29;
uint32_t r30;
uint32_t r31;
uint32_t r32;
uint32_t r33;
uint32_t r34;
uint32_t r35;
uint32_t r36;
uint32_t r37;
uint64_t r46;
uint64_t r49;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L8_10:;
goto L8_11;
L8_11:;
/*211*/ r47 = (uint64_t)(((uint64_t)r43));
goto L8_16;
L8_16:;
/*204*/ r25 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)));
/*205*/ r26 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*206*/ r27 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 8LL)));
/*207*/ r28 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 12LL)));
/*208*/ r29 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 16LL)));
/*209*/ r30 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 20LL)));
/*210*/ r31 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 24LL)));
/*212*/ r49 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r47) + (uint64_t)((uint64_t)r46)));
/*213*/ r32 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r25) + (uint32_t)((uint32_t)r26)));
/*214*/ r33 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r27) + (uint32_t)((uint32_t)r32)));
/*215*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r28) + (uint32_t)((uint32_t)r33)));
/*216*/ r35 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r29) + (uint32_t)((uint32_t)r34)));
/*217*/ r36 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r30) + (uint32_t)((uint32_t)r35)));
/*218*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r31) + (uint32_t)((uint32_t)r36)));
/*219*/ *((uint32_t *)(uintptr_t)((uint64_t)r49 + 0LL)) = ((uint32_t)r37);
if (masked) st[t] = 65535;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0), 1LL, 0, ntx);
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r25;
uint32_t r26;
uint32_t r27;
uint32_t r28;
uint32_t r29;
uint32_t r30;
uint32_t r31;
uint32_t r32;
uint32_t r33;
uint32_t r34;
uint32_t r35;
uint32_t r36;
uint32_t r37;
uint64_t r46;
uint64_t r49;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L9_10:;
if (r1) {
if (masked) st[t] = 65535;
continue;
}
goto L9_11;
L9_11:;
/*211*/ r47 = (uint64_t)(((uint64_t)r43));
goto L9_16;
L9_16:;
/*204*/ r25 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)));
/*205*/ r26 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*206*/ r27 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 8LL)));
/*207*/ r28 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 12LL)));
/*208*/ r29 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 16LL)));
/*209*/ r30 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 20LL)));
/*210*/ r31 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 24LL)));
/*212*/ r49 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r47) + (uint64_t)((uint64_t)r46)));
/*213*/ r32 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r25) + (uint32_t)((uint32_t)r26)));
/*214*/ r33 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r27) + (uint32_t)((uint32_t)r32)));
/*215*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r28) + (uint32_t)((uint32_t)r33)));
/*216*/ r35 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r29) + (uint32_t)((uint32_t)r34)));
/*217*/ r36 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r30) + (uint32_t)((uint32_t)r35)));
/*218*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r31) + (uint32_t)((uint32_t)r36)));
/*219*/ *((uint32_t *)(uintptr_t)((uint64_t)r49 + 0LL)) = ((uint32_t)r37);
if (masked) st[t] = 65535;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r7;
uint32_t r8;
uint32_t r11;
uint32_t r20;
uint32_t r25;
uint32_t r26;
uint32_t r27;
uint32_t r28;
uint32_t r29;
uint32_t r30;
uint32_t r31;
uint32_t r32;
uint32_t r33;
uint32_t r34;
uint32_t r35;
uint32_t r36;
uint32_t r37;
uint64_t r46;
uint64_t r49;
/*161*/ r7 = (uint32_t)(((uint32_t)tx));
/*162*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) * (uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r7)));
/*163*/ r1 = ((((int32_t)r8) >= ((int32_t)r16))) != 0;
/*173*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*175*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) + (uint32_t)((uint32_t)r20)));
/*165*/ r46 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r19 * (int64_t)(int32_t)r18) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r8) * (int64_t)((int32_t)4LL)));
if (masked && st[t] != grp) continue;
L10_10:;
if (r1) {
if (masked) st[t] = 65535;
continue;
}
goto L10_11;
L10_11:;
/*211*/ r47 = (uint64_t)(((uint64_t)r43));
goto L10_16;
L10_16:;
/*204*/ r25 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)));
/*205*/ r26 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*206*/ r27 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 8LL)));
/*207*/ r28 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 12LL)));
/*208*/ r29 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 16LL)));
/*209*/ r30 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 20LL)));
/*210*/ r31 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r21 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 24LL)));
/*212*/ r49 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r47) + (uint64_t)((uint64_t)r46)));
/*213*/ r32 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r25) + (uint32_t)((uint32_t)r26)));
/*214*/ r33 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r27) + (uint32_t)((uint32_t)r32)));
/*215*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r28) + (uint32_t)((uint32_t)r33)));
/*216*/ r35 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r29) + (uint32_t)((uint32_t)r34)));
/*217*/ r36 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r30) + (uint32_t)((uint32_t)r35)));
/*218*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r31) + (uint32_t)((uint32_t)r36)));
/*219*/ *((uint32_t *)(uintptr_t)((uint64_t)r49 + 0LL)) = ((uint32_t)r37);
if (masked) st[t] = 65535;
continue;
}
}
}
}
}
}
if (!masked) return 0;
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[19] = {0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0,0,0};
static const uint16_t prio_[19] = {1,3,4,7,8,9,10,11,12,13,14,15,17,18,2,5,16,6,0};
int nx_ = hd_sched(b, "_Z9stencil1dPKiPii", st, nthr, &masked, &grp, blockbar_, prio_, 0, 19u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 9: goto U_9;
case 10: goto U_10;
case 14: goto U_14;
case 17: goto U_17;
}
return hd_diverged(b, "_Z9stencil1dPKiPii");
}
}

/* kernel _Z9edge_lastPKiPi */
int hdk_2(hd_block *b) {
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2], nthr = b->nthreads;
unsigned char *const shm = b->shared; const unsigned char *const prm = b->params;
const uint32_t ctax_ = b->ctaid[0], ctay_ = b->ctaid[1], ctaz_ = b->ctaid[2], nctax_ = b->nctaid[0], nctay_ = b->nctaid[1], nctaz_ = b->nctaid[2];
(void)ctax_; (void)ctay_; (void)ctaz_; (void)nctax_; (void)nctay_; (void)nctaz_;
uint16_t *const st = (uint16_t *)b->state; int masked = 0, grp = 0;
uint32_t glo_ = 0, ghi_ = nthr; (void)glo_; (void)ghi_;
int jn_ = -2; (void)jn_;
unsigned char *const red_ = b->state + 2 * (size_t)nthr; (void)red_;
typedef uint32_t xt_t;
xt_t *const xv_ = (xt_t *)(b->state + ((3 * (size_t)nthr + 63) & ~(size_t)63));
uint32_t *const xa_ = (uint32_t *)(xv_ + nthr);
xt_t *const xv2_ = (xt_t *)((unsigned char *)xv_ + (((sizeof(xt_t) + 4) * (size_t)nthr + 7) & ~(size_t)7));
uint32_t *const xa2_ = (uint32_t *)(xv2_ + nthr);
uint32_t ep_ = 0; (void)xv_; (void)xa_; (void)xv2_; (void)xa2_; (void)ep_;
(void)ntx; (void)nty; (void)ntz; (void)nthr; (void)shm; (void)prm; (void)st; (void)masked; (void)grp;
uint8_t r0 = 0;
uint32_t r2 = 0;
uint32_t r4 = 0;
uint32_t r5 = 0;
uint32_t r8 = 0;
uint32_t r11 = 0;
uint32_t r13 = 0;
uint64_t r21 = 0;
uint64_t r24 = 0;
uint64_t r25 = 0;
uint64_t r26 = 0;
uint64_t r27 = 0;
const uint64_t shlim_ = b->shtot; (void)shlim_;
goto U_0;
U_0:;
/*237*/ r24 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*238*/ r25 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*239*/ r26 = (uint64_t)(((uint64_t)r24));
/*240*/ r4 = (uint32_t)(((uint32_t)nty));
/*241*/ r5 = (uint32_t)(((uint32_t)ctax_));
/*244*/ r8 = (uint32_t)(((uint32_t)ntx));
/*247*/ r27 = (uint64_t)(((uint64_t)r25));
/*251*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)-1LL)));
/*255*/ r13 = (uint32_t)(((uint32_t)((uint64_t)0)));
goto U_6;
U_6:;
{ /* thread loop from block 6 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r6;
uint32_t r7;
uint32_t r9;
uint32_t r10;
uint64_t r22;
uint64_t r28;
if (masked && st[t] != grp) continue;
L1_6:;
/*242*/ r6 = (uint32_t)(((uint32_t)ty));
/*243*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r5) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r6)));
/*245*/ r9 = (uint32_t)(((uint32_t)tx));
/*246*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r9)));
/*248*/ r28 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r10) * (int64_t)((int32_t)4LL)));
/*249*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
/*250*/ *((uint32_t *)(uintptr_t)((uint64_t)r22 + 0LL)) = ((uint32_t)r9);
if (masked) st[t] = 7;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r6;
uint32_t r7;
uint32_t r9;
uint32_t r10;
uint64_t r22;
uint64_t r28;
if (masked && st[t] != grp) continue;
L2_6:;
/*242*/ r6 = (uint32_t)(((uint32_t)ty));
/*243*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r5) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r6)));
/*245*/ r9 = (uint32_t)(((uint32_t)tx));
/*246*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r9)));
/*248*/ r28 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r10) * (int64_t)((int32_t)4LL)));
/*249*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
/*250*/ *((uint32_t *)(uintptr_t)((uint64_t)r22 + 0LL)) = ((uint32_t)r9);
if (masked) st[t] = 7;
continue;
}
}
}
}
}
if (!masked) goto U_7;
goto SCHED_;
}
U_7:;
{ /* thread loop from block 7 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(4, 1, 1, 0u, (uint32_t)r11, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 3);
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, lo_, hi_, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r3;
uint32_t r6;
uint32_t r7;
uint32_t r9;
uint32_t r10;
uint32_t r12;
uint32_t r14;
uint32_t r15;
uint64_t r22;
uint64_t r23;
uint64_t r28;
/*242*/ r6 = (uint32_t)(((uint32_t)ty));
/*245*/ r9 = (uint32_t)(((uint32_t)tx));
/*243*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r5) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r6)));
/*246*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r9)));
/*248*/ r28 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r10) * (int64_t)((int32_t)4LL)));
/*249*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
if (masked && st[t] != grp) continue;
L3_7:;
/*252*/ r1 = ((((int32_t)r9) == ((int32_t)r11))) != 0;
/*253*/ r23 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r26) + (uint64_t)((uint64_t)r28)));
/*254*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) << ((uint32_t)2LL)));
/*256*/ r3 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
goto L3_2;
L3_1:;
if (masked) st[t] = 3;
continue;
L3_2:;
/*261*/ r14 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r23 + 0LL)));
/*262*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)3LL) + (uint32_t)((uint32_t)1000LL)));
/*263*/ *((uint32_t *)(shm + (int32_t)(uint32_t)((uint32_t)r3 + 0LL))) = ((uint32_t)r15);
if (masked) st[t] = 3;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r3;
uint32_t r6;
uint32_t r7;
uint32_t r9;
uint32_t r10;
uint32_t r12;
uint32_t r14;
uint32_t r15;
uint64_t r22;
uint64_t r23;
uint64_t r28;
/*242*/ r6 = (uint32_t)(((uint32_t)ty));
/*245*/ r9 = (uint32_t)(((uint32_t)tx));
/*243*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r5) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r6)));
/*246*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r9)));
/*248*/ r28 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r10) * (int64_t)((int32_t)4LL)));
/*249*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
if (masked && st[t] != grp) continue;
L4_7:;
/*252*/ r1 = ((((int32_t)r9) == ((int32_t)r11))) != 0;
/*253*/ r23 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r26) + (uint64_t)((uint64_t)r28)));
/*254*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) << ((uint32_t)2LL)));
/*256*/ r3 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
goto L4_2;
L4_1:;
if (masked) st[t] = 3;
continue;
L4_2:;
/*261*/ r14 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r23 + 0LL)));
/*262*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)3LL) + (uint32_t)((uint32_t)1000LL)));
/*263*/ *((uint32_t *)(shm + (int32_t)(uint32_t)((uint32_t)r3 + 0LL))) = ((uint32_t)r15);
if (masked) st[t] = 3;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r3;
uint32_t r6;
uint32_t r7;
uint32_t r9;
uint32_t r10;
uint32_t r12;
uint32_t r14;
uint32_t r15;
uint64_t r22;
uint64_t r23;
uint64_t r28;
/*242*/ r6 = (uint32_t)(((uint32_t)ty));
/*245*/ r9 = (uint32_t)(((uint32_t)tx));
/*243*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r5) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r6)));
/*246*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r9)));
/*248*/ r28 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r10) * (int64_t)((int32_t)4LL)));
/*249*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
if (masked && st[t] != grp) continue;
L5_7:;
/*252*/ r1 = ((((int32_t)r9) == ((int32_t)r11))) != 0;
/*253*/ r23 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r26) + (uint64_t)((uint64_t)r28)));
/*254*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) << ((uint32_t)2LL)));
/*256*/ r3 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (r1) {
goto L5_2;
}
goto L5_1;
L5_1:;
if (masked) st[t] = 3;
continue;
L5_2:;
/*261*/ r14 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r23 + 0LL)));
/*262*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)3LL) + (uint32_t)((uint32_t)1000LL)));
/*263*/ *((uint32_t *)(shm + (int32_t)(uint32_t)((uint32_t)r3 + 0LL))) = ((uint32_t)r15);
if (masked) st[t] = 3;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r3;
uint32_t r6;
uint32_t r7;
uint32_t r9;
uint32_t r10;
uint32_t r12;
uint32_t r14;
uint32_t r15;
uint64_t r22;
uint64_t r23;
uint64_t r28;
/*242*/ r6 = (uint32_t)(((uint32_t)ty));
/*245*/ r9 = (uint32_t)(((uint32_t)tx));
/*243*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r5) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r6)));
/*246*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r9)));
/*248*/ r28 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r10) * (int64_t)((int32_t)4LL)));
/*249*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
if (masked && st[t] != grp) continue;
L6_7:;
/*252*/ r1 = ((((int32_t)r9) == ((int32_t)r11))) != 0;
/*253*/ r23 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r26) + (uint64_t)((uint64_t)r28)));
/*254*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) << ((uint32_t)2LL)));
/*256*/ r3 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (r1) {
goto L6_2;
}
goto L6_1;
L6_1:;
if (masked) st[t] = 3;
continue;
L6_2:;
/*261*/ r14 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r23 + 0LL)));
/*262*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)3LL) + (uint32_t)((uint32_t)1000LL)));
/*263*/ *((uint32_t *)(shm + (int32_t)(uint32_t)((uint32_t)r3 + 0LL))) = ((uint32_t)r15);
if (masked) st[t] = 3;
continue;
}
}
}
}
}
}
if (!masked) goto U_3;
goto SCHED_;
}
U_3:;
goto U_4;
U_4:;
{ /* thread loop from block 4 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
{ int64_t u0_, uy_, uz_;
{ const uint32_t ty = 0, tz = 0; (void)ty; (void)tz; u0_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
{ const uint32_t ty = 1, tz = 0; (void)ty; (void)tz; uy_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
{ const uint32_t ty = 0, tz = 1; (void)ty; (void)tz; uz_ = (((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0); }
nwb_ = nwb_ && hd_nw_rows(u0_, uy_, uz_, nty, ntz, 1LL, 0, ntx, 1); }
if (__builtin_expect(nwb_, 1)) {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r3;
uint32_t r6;
uint32_t r7;
uint32_t r9;
uint32_t r10;
uint32_t r12;
uint32_t r16;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r20;
uint64_t r22;
uint64_t r23;
uint64_t r28;
/*242*/ r6 = (uint32_t)(((uint32_t)ty));
/*254*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) << ((uint32_t)2LL)));
/*256*/ r3 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
/*243*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r5) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r6)));
/*245*/ r9 = (uint32_t)(((uint32_t)tx));
/*246*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r9)));
/*248*/ r28 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r10) * (int64_t)((int32_t)4LL)));
/*249*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
/*253*/ r23 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r26) + (uint64_t)((uint64_t)r28)));
if (masked && st[t] != grp) continue;
L7_4:;
/*267*/ r16 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r23 + 0LL)));
/*268*/ r17 = (uint32_t)(*((uint32_t *)(shm + (int32_t)(uint32_t)((uint32_t)r3 + 0LL))));
/*269*/ r18 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r16) * (uint32_t)((uint32_t)3LL) + (uint32_t)((uint32_t)r17)));
/*270*/ r19 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r22 + 0LL)));
/*271*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r19)));
/*272*/ *((uint32_t *)(uintptr_t)((uint64_t)r22 + 0LL)) = ((uint32_t)r20);
if (masked) st[t] = 65535;
continue;
}
}
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r3;
uint32_t r6;
uint32_t r7;
uint32_t r9;
uint32_t r10;
uint32_t r12;
uint32_t r16;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r20;
uint64_t r22;
uint64_t r23;
uint64_t r28;
/*242*/ r6 = (uint32_t)(((uint32_t)ty));
/*254*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) << ((uint32_t)2LL)));
/*256*/ r3 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
/*243*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r5) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r6)));
/*245*/ r9 = (uint32_t)(((uint32_t)tx));
/*246*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r9)));
/*248*/ r28 = (uint64_t)((nw_ ? (int64_t)((((((int64_t)(int32_t)r5 * (int64_t)(int32_t)r4) + (int64_t)ty) * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r10) * (int64_t)((int32_t)4LL)));
/*249*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
/*253*/ r23 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r26) + (uint64_t)((uint64_t)r28)));
if (masked && st[t] != grp) continue;
L8_4:;
/*267*/ r16 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r23 + 0LL)));
/*268*/ r17 = (uint32_t)(*((uint32_t *)(shm + (int32_t)(uint32_t)((uint32_t)r3 + 0LL))));
/*269*/ r18 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r16) * (uint32_t)((uint32_t)3LL) + (uint32_t)((uint32_t)r17)));
/*270*/ r19 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r22 + 0LL)));
/*271*/ r20 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r19)));
/*272*/ *((uint32_t *)(uintptr_t)((uint64_t)r22 + 0LL)) = ((uint32_t)r20);
if (masked) st[t] = 65535;
continue;
}
}
}
}
}
if (!masked) return 0;
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[9] = {0,0,0,2,1,0,0,0,0};
static const uint16_t prio_[9] = {1,4,5,6,7,8,2,3,0};
int nx_ = hd_sched(b, "_Z9edge_lastPKiPi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 9u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 3: goto U_3;
case 4: goto U_4;
case 6: goto U_6;
case 7: goto U_7;
}
return hd_diverged(b, "_Z9edge_lastPKiPi");
}
}

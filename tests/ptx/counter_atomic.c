/* kernel _Z7compactPKjPjS1_ij */
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
uint32_t r3 = 0;
uint32_t r6 = 0;
uint32_t r7 = 0;
uint32_t r8 = 0;
uint32_t r9 = 0;
uint64_t r12 = 0;
uint64_t r13 = 0;
uint64_t r14 = 0;
uint64_t r15 = 0;
uint64_t r16 = 0;
uint64_t r19 = 0;
uint64_t *const ag_ = (uint64_t *)(b->scratch); (void)ag_;
uint64_t aga0_ = 0, ags0_ = 0, agb0_ = 0;
uint32_t *const S5 = (uint32_t *)(b->scratch + (size_t)nthr * 8);
goto U_0;
U_0:;
/*21*/ r13 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*22*/ r14 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*23*/ r15 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*24*/ r7 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 24)));
/*25*/ r6 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 28)));
/*26*/ r8 = (uint32_t)(((uint32_t)ntx));
/*27*/ r9 = (uint32_t)(((uint32_t)ctax_));
goto U_6;
U_6:;
{ /* thread loop from block 6 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(3, 1, 0, ((uint32_t)r9 * (uint32_t)r8 + 0u), (uint32_t)r7, ntx, &lo_, &hi_)) {
if (1 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 65535);
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r8) + (int64_t)0), 1LL, lo_, hi_);
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
uint32_t r4;
uint32_t r5;
uint32_t r10;
uint64_t r17;
uint64_t r18;
if (masked && st[t] != grp) continue;
L1_6:;
/*28*/ r10 = (uint32_t)(((uint32_t)tx));
/*29*/ r4 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r10)));
/*30*/ r1 = ((((int32_t)r4) >= ((int32_t)r7))) != 0;
goto L1_1;
L1_1:;
/*33*/ r16 = (uint64_t)(((uint64_t)r13));
goto L1_7;
L1_2:;
/*40*/ r19 = (uint64_t)(((uint64_t)r15));
goto L1_8;
L1_7:;
/*34*/ r17 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r4) * (int64_t)((int32_t)4LL)));
/*35*/ r18 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r16) + (uint64_t)((uint64_t)r17)));
/*36*/ r5 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r18 + 0LL)));
/*37*/ r2 = ((((uint32_t)r5) <= ((uint32_t)r6))) != 0;
if (r2) {
st[t] = 65535;
continue;
}
goto L1_2;
L1_8:;
/*41*/ ag_[t] = ags0_; ags0_ += (uint64_t)(uint32_t)((uint32_t)1LL); aga0_ = (uint64_t)(uintptr_t)((uint32_t *)(uintptr_t)((uint64_t)r19 + 0LL));
S5[t] = r5;
st[t] = 5;
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
uint32_t r4;
uint32_t r5;
uint32_t r10;
uint64_t r17;
uint64_t r18;
if (masked && st[t] != grp) continue;
L2_6:;
/*28*/ r10 = (uint32_t)(((uint32_t)tx));
/*29*/ r4 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r10)));
/*30*/ r1 = ((((int32_t)r4) >= ((int32_t)r7))) != 0;
goto L2_1;
L2_1:;
/*33*/ r16 = (uint64_t)(((uint64_t)r13));
goto L2_7;
L2_2:;
/*40*/ r19 = (uint64_t)(((uint64_t)r15));
goto L2_8;
L2_7:;
/*34*/ r17 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r4) * (int64_t)((int32_t)4LL)));
/*35*/ r18 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r16) + (uint64_t)((uint64_t)r17)));
/*36*/ r5 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r18 + 0LL)));
/*37*/ r2 = ((((uint32_t)r5) <= ((uint32_t)r6))) != 0;
if (r2) {
st[t] = 65535;
continue;
}
goto L2_2;
L2_8:;
/*41*/ ag_[t] = ags0_; ags0_ += (uint64_t)(uint32_t)((uint32_t)1LL); aga0_ = (uint64_t)(uintptr_t)((uint32_t *)(uintptr_t)((uint64_t)r19 + 0LL));
S5[t] = r5;
st[t] = 5;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r8) + (int64_t)0), 1LL, 0, ntx);
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
uint32_t r4;
uint32_t r5;
uint32_t r10;
uint64_t r17;
uint64_t r18;
if (masked && st[t] != grp) continue;
L3_6:;
/*28*/ r10 = (uint32_t)(((uint32_t)tx));
/*29*/ r4 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r10)));
/*30*/ r1 = ((((int32_t)r4) >= ((int32_t)r7))) != 0;
if (r1) {
st[t] = 65535;
continue;
}
goto L3_1;
L3_1:;
/*33*/ r16 = (uint64_t)(((uint64_t)r13));
goto L3_7;
L3_2:;
/*40*/ r19 = (uint64_t)(((uint64_t)r15));
goto L3_8;
L3_7:;
/*34*/ r17 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r4) * (int64_t)((int32_t)4LL)));
/*35*/ r18 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r16) + (uint64_t)((uint64_t)r17)));
/*36*/ r5 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r18 + 0LL)));
/*37*/ r2 = ((((uint32_t)r5) <= ((uint32_t)r6))) != 0;
if (r2) {
st[t] = 65535;
continue;
}
goto L3_2;
L3_8:;
/*41*/ ag_[t] = ags0_; ags0_ += (uint64_t)(uint32_t)((uint32_t)1LL); aga0_ = (uint64_t)(uintptr_t)((uint32_t *)(uintptr_t)((uint64_t)r19 + 0LL));
S5[t] = r5;
st[t] = 5;
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
uint32_t r4;
uint32_t r5;
uint32_t r10;
uint64_t r17;
uint64_t r18;
if (masked && st[t] != grp) continue;
L4_6:;
/*28*/ r10 = (uint32_t)(((uint32_t)tx));
/*29*/ r4 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) * (uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r10)));
/*30*/ r1 = ((((int32_t)r4) >= ((int32_t)r7))) != 0;
if (r1) {
st[t] = 65535;
continue;
}
goto L4_1;
L4_1:;
/*33*/ r16 = (uint64_t)(((uint64_t)r13));
goto L4_7;
L4_2:;
/*40*/ r19 = (uint64_t)(((uint64_t)r15));
goto L4_8;
L4_7:;
/*34*/ r17 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r8) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r4) * (int64_t)((int32_t)4LL)));
/*35*/ r18 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r16) + (uint64_t)((uint64_t)r17)));
/*36*/ r5 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r18 + 0LL)));
/*37*/ r2 = ((((uint32_t)r5) <= ((uint32_t)r6))) != 0;
if (r2) {
st[t] = 65535;
continue;
}
goto L4_2;
L4_8:;
/*41*/ ag_[t] = ags0_; ags0_ += (uint64_t)(uint32_t)((uint32_t)1LL); aga0_ = (uint64_t)(uintptr_t)((uint32_t *)(uintptr_t)((uint64_t)r19 + 0LL));
S5[t] = r5;
st[t] = 5;
continue;
}
}
}
}
}
}
goto SCHED_;
}
U_5:;
hd_rq_poke(b); /* one atomic for the threads at an atomic on one counter */
agb0_ = __atomic_fetch_add((uint32_t *)(uintptr_t)aga0_, (uint32_t)ags0_, __ATOMIC_SEQ_CST);
ags0_ = 0;
{ /* thread loop from block 5 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r5;
uint32_t r11;
uint64_t r20;
uint64_t r21;
uint64_t r22;
r5 = S5[t];
if (masked && st[t] != grp) continue;
L5_5:;
/*41*/ r11 = (uint32_t)((uint32_t)(agb0_ + ag_[t]));
/*42*/ r20 = (uint64_t)(((uint64_t)r14));
/*43*/ r21 = (uint64_t)(hd_zext32(((uint32_t)r11)) * hd_zext32(((uint32_t)4LL)));
/*44*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r20) + (uint64_t)((uint64_t)r21)));
/*45*/ *((uint32_t *)(uintptr_t)((uint64_t)r22 + 0LL)) = ((uint32_t)r5);
if (masked) st[t] = 65535;
continue;
}
}
}
if (!masked) return 0;
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[10] = {0,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[10] = {1,3,5,8,9,7,2,4,6,0};
int nx_ = hd_sched(b, "_Z7compactPKjPjS1_ij", st, nthr, &masked, &grp, blockbar_, prio_, 0, 10u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 5: goto U_5;
case 6: goto U_6;
}
return hd_diverged(b, "_Z7compactPKjPjS1_ij");
}
}

/* kernel _Z12compact_warpPKjPjS1_ij */
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
uint8_t r6 = 0;
uint32_t r11 = 0;
uint32_t r14 = 0;
uint32_t r15 = 0;
uint32_t r17 = 0;
uint32_t r18 = 0;
uint32_t r20 = 0;
uint32_t r21 = 0;
uint32_t r22 = 0;
uint32_t r23 = 0;
uint32_t r24 = 0;
uint32_t r26 = 0;
uint32_t r27 = 0;
uint32_t r31 = 0;
uint32_t r32 = 0;
uint64_t r40 = 0;
uint64_t r41 = 0;
uint64_t r42 = 0;
uint64_t r43 = 0;
uint64_t r48 = 0;
uint64_t *const ag_ = (uint64_t *)(b->scratch); (void)ag_;
uint64_t aga0_ = 0, ags0_ = 0, agb0_ = 0;
uint32_t *const S16 = (uint32_t *)(b->scratch + (size_t)nthr * 8);
uint32_t *const S19 = (uint32_t *)(b->scratch + (size_t)nthr * 12);
uint32_t *const S38 = (uint32_t *)(b->scratch + (size_t)nthr * 16);
uint32_t *const S39 = (uint32_t *)(b->scratch + (size_t)nthr * 20);
uint8_t *const S1 = (uint8_t *)(b->scratch + (size_t)nthr * 24);
xt_t cxv_[2][96]; uint32_t cxa_[2][96]; memset(cxa_, 0, sizeof cxa_); memset(cxv_, 0, sizeof cxv_);
memset(xa_, 0, 4 * (size_t)nthr);
goto U_0;
U_0:;
/*65*/ r41 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*66*/ r42 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*67*/ r43 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*68*/ r20 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 24)));
/*69*/ r21 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 28)));
/*70*/ r23 = (uint32_t)(((uint32_t)ntx));
/*71*/ r24 = (uint32_t)(((uint32_t)ctax_));
goto U_14;
U_14:;
{ /* warp chain from block 14 */
const uint32_t cep_ = ep_ += 2u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W1_14:; {
ep_++;
const int sk_ = !full_ && masked; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
if (full_ && x0_ + 32 <= ntx) { /* copy: */
const int sk_ = 0, full_ = 1; (void)sk_; (void)full_;
const uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
const size_t tb_ = (size_t)r0_ * ntx;
const uint32_t xl_ = x0_, xh_ = x0_ + 32;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r24 * (int64_t)(int32_t)r23) + (int64_t)0), 1LL, xl_, xh_);
#pragma GCC ivdep
for (size_t tf_ = w_; tf_ < w_ + 32; tf_++) {
const uint32_t tx = x0_ + (uint32_t)(tf_ - w_);
size_t t = tf_; const int64_t txw_ = (int64_t)x0_ + (int64_t)(tf_ - w_); (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint32_t r12;
uint32_t r13;
uint32_t r25;
uint32_t r38;
uint32_t r39;
uint64_t r44;
uint64_t r45;
uint64_t r46;
if (sk_ && st[t] != grp) continue;
L2f_14:;
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*73*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r24) * (uint32_t)((uint32_t)r23) + (uint32_t)((uint32_t)r25)));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
/*75*/ r3 = ((((int32_t)r12) >= ((int32_t)r20))) != 0;
/*76*/ r39 = (uint32_t)(((uint32_t)0LL));
/*77*/ r38 = (uint32_t)(((uint32_t)r39));
if (r3) {
goto L2f_2;
}
goto L2f_1;
L2f_1:;
/*80*/ r44 = (uint64_t)(((uint64_t)r41));
/*81*/ r45 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r24 * (int64_t)(int32_t)r23) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r12) * (int64_t)((int32_t)4LL)));
/*82*/ r46 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r44) + (uint64_t)((uint64_t)r45)));
/*83*/ r38 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r46 + 0LL)));
goto L2f_2;
L2f_2:;
/*89*/ r27 = (uint32_t)(((uint32_t)-1LL));
goto L2f_15;
L2f_15:;
/*86*/ r4 = ((((uint32_t)r38) > ((uint32_t)r21))) != 0;
/*87*/ r5 = ((((int32_t)r12) < ((int32_t)r20))) != 0;
/*88*/ r1 = (r5 && r4) != 0;
xw_[t - w_] = (xt_t)(r1 != 0); xwa_[t - w_] = ep_;
S1[t] = r1;
S38[t] = r38;
S39[t] = r39;
if (masked) st[t] = 32778;
continue;
}
} else { /* :copy */
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r24 * (int64_t)(int32_t)r23) + (int64_t)0), 1LL, xl_, xh_);
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint32_t r12;
uint32_t r13;
uint32_t r25;
uint32_t r38;
uint32_t r39;
uint64_t r44;
uint64_t r45;
uint64_t r46;
if (sk_ && st[t] != grp) continue;
L2_14:;
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*73*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r24) * (uint32_t)((uint32_t)r23) + (uint32_t)((uint32_t)r25)));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
/*75*/ r3 = ((((int32_t)r12) >= ((int32_t)r20))) != 0;
/*76*/ r39 = (uint32_t)(((uint32_t)0LL));
/*77*/ r38 = (uint32_t)(((uint32_t)r39));
if (r3) {
goto L2_2;
}
goto L2_1;
L2_1:;
/*80*/ r44 = (uint64_t)(((uint64_t)r41));
/*81*/ r45 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r24 * (int64_t)(int32_t)r23) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r12) * (int64_t)((int32_t)4LL)));
/*82*/ r46 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r44) + (uint64_t)((uint64_t)r45)));
/*83*/ r38 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r46 + 0LL)));
goto L2_2;
L2_2:;
/*89*/ r27 = (uint32_t)(((uint32_t)-1LL));
goto L2_15;
L2_15:;
/*86*/ r4 = ((((uint32_t)r38) > ((uint32_t)r21))) != 0;
/*87*/ r5 = ((((int32_t)r12) < ((int32_t)r20))) != 0;
/*88*/ r1 = (r5 && r4) != 0;
xw_[t - w_] = (xt_t)(r1 != 0); xwa_[t - w_] = ep_;
S1[t] = r1;
S38[t] = r38;
S39[t] = r39;
if (masked) st[t] = 32778;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32778u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W1_10;
W1_10:; {
ep_++;
const int sk_ = !full_ && masked; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t wbal_, wact_;
hd_wvote32(xr_, xra_, xt_, &wact_, &wbal_);
if (full_ && x0_ + 32 <= ntx) { /* copy: */
const int sk_ = 0, full_ = 1; (void)sk_; (void)full_;
const uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
const size_t tb_ = (size_t)r0_ * ntx;
const uint32_t xl_ = x0_, xh_ = x0_ + 32;
#pragma GCC ivdep
for (size_t tf_ = w_; tf_ < w_ + 32; tf_++) {
const uint32_t tx = x0_ + (uint32_t)(tf_ - w_);
size_t t = tf_; const int64_t txw_ = (int64_t)x0_ + (int64_t)(tf_ - w_); (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r7;
uint8_t r8;
uint8_t r9;
uint32_t r13;
uint32_t r16;
uint32_t r25;
uint32_t r28;
uint64_t r47;
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
if (sk_ && st[t] != 32778) continue;
L3f_10:;
/*90*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bal_ = 0, act_ = 0;
bal_ = wbal_; act_ = wact_; (void)wb_;
{ uint32_t m_ = ((uint32_t)(uint32_t)-1LL); act_ &= m_; bal_ &= m_; }
r16 = (uint32_t)(bal_);
}
goto L3f_3;
L3f_3:;
/*91*/ r7 = ((((int32_t)r16) == ((int32_t)0LL))) != 0;
/*92*/ r8 = ((((int32_t)r13) != ((int32_t)0LL))) != 0;
/*93*/ r9 = (r8 || r7) != 0;
if (r9) {
S16[t] = r16;
st[t] = 13;
continue;
}
goto L3f_4;
L3f_4:;
/*96*/ r28 = (uint32_t)((uint32_t)__builtin_popcountll(((uint32_t)r16)));
/*97*/ r47 = (uint64_t)(((uint64_t)r43));
/*98*/ ag_[t] = ags0_; ags0_ += (uint64_t)(uint32_t)((uint32_t)r28); aga0_ = (uint64_t)(uintptr_t)((uint32_t *)(uintptr_t)((uint64_t)r47 + 0LL));
S16[t] = r16;
st[t] = 12;
continue;
}
} else { /* :copy */
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r7;
uint8_t r8;
uint8_t r9;
uint32_t r13;
uint32_t r16;
uint32_t r25;
uint32_t r28;
uint64_t r47;
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
if (sk_ && st[t] != 32778) continue;
L3_10:;
/*90*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bal_ = 0, act_ = 0;
bal_ = wbal_; act_ = wact_; (void)wb_;
{ uint32_t m_ = ((uint32_t)(uint32_t)-1LL); act_ &= m_; bal_ &= m_; }
r16 = (uint32_t)(bal_);
}
goto L3_3;
L3_3:;
/*91*/ r7 = ((((int32_t)r16) == ((int32_t)0LL))) != 0;
/*92*/ r8 = ((((int32_t)r13) != ((int32_t)0LL))) != 0;
/*93*/ r9 = (r8 || r7) != 0;
if (r9) {
S16[t] = r16;
st[t] = 13;
continue;
}
goto L3_4;
L3_4:;
/*96*/ r28 = (uint32_t)((uint32_t)__builtin_popcountll(((uint32_t)r16)));
/*97*/ r47 = (uint64_t)(((uint64_t)r43));
/*98*/ ag_[t] = ags0_; ags0_ += (uint64_t)(uint32_t)((uint32_t)r28); aga0_ = (uint64_t)(uintptr_t)((uint32_t *)(uintptr_t)((uint64_t)r47 + 0LL));
S16[t] = r16;
st[t] = 12;
continue;
}
}
}
}
continue;
}
goto SCHED_;
}
U_10:;
{ /* thread loop from block 10 */
ep_ += 2u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r7;
uint8_t r8;
uint8_t r9;
uint32_t r13;
uint32_t r16;
uint32_t r25;
uint32_t r28;
uint64_t r47;
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
if (masked && st[t] != grp) continue;
L4_10:;
/*90*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bal_ = 0, act_ = 0;
if (wb_ + 32 <= nthr) hd_wvote32(xv2_ + wb_, xa2_ + wb_, xa2_[t], &act_, &bal_);
else for (uint32_t l_ = 0; l_ < 32 && wb_ + l_ < nthr; l_++) if (xa2_[wb_ + l_] == xa2_[t]) { act_ |= 1u << l_; if (xv2_[wb_ + l_]) bal_ |= 1u << l_; }
{ uint32_t m_ = ((uint32_t)(uint32_t)-1LL); act_ &= m_; bal_ &= m_; }
r16 = (uint32_t)(bal_);
}
goto L4_3;
L4_3:;
/*91*/ r7 = ((((int32_t)r16) == ((int32_t)0LL))) != 0;
/*92*/ r8 = ((((int32_t)r13) != ((int32_t)0LL))) != 0;
/*93*/ r9 = (r8 || r7) != 0;
if (r9) {
S16[t] = r16;
st[t] = 13;
continue;
}
goto L4_4;
L4_4:;
/*96*/ r28 = (uint32_t)((uint32_t)__builtin_popcountll(((uint32_t)r16)));
/*97*/ r47 = (uint64_t)(((uint64_t)r43));
/*98*/ ag_[t] = ags0_; ags0_ += (uint64_t)(uint32_t)((uint32_t)r28); aga0_ = (uint64_t)(uintptr_t)((uint32_t *)(uintptr_t)((uint64_t)r47 + 0LL));
S16[t] = r16;
st[t] = 12;
continue;
}
}
}
goto SCHED_;
}
U_13:;
goto U_5;
U_12:;
hd_rq_poke(b); /* one atomic for the threads at an atomic on one counter */
agb0_ = __atomic_fetch_add((uint32_t *)(uintptr_t)aga0_, (uint32_t)ags0_, __ATOMIC_SEQ_CST);
ags0_ = 0;
{ /* thread loop from block 12 */
ep_ += 2u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r13;
uint32_t r25;
uint32_t r39;
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
if (masked && st[t] != grp) continue;
L5_12:;
/*98*/ r39 = (uint32_t)((uint32_t)(agb0_ + ag_[t]));
S39[t] = r39;
if (masked) st[t] = 13;
continue;
}
}
}
if (!masked) goto U_13;
goto SCHED_;
}
U_5:;
{ /* warp chain from block 5 */
const uint32_t cep_ = ep_ += 2u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W6_5:; {
ep_++;
const int sk_ = !full_ && masked; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
if (full_ && x0_ + 32 <= ntx) { /* copy: */
const int sk_ = 0, full_ = 1; (void)sk_; (void)full_;
const uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
const size_t tb_ = (size_t)r0_ * ntx;
const uint32_t xl_ = x0_, xh_ = x0_ + 32;
#pragma GCC ivdep
for (size_t tf_ = w_; tf_ < w_ + 32; tf_++) {
const uint32_t tx = x0_ + (uint32_t)(tf_ - w_);
size_t t = tf_; const int64_t txw_ = (int64_t)x0_ + (int64_t)(tf_ - w_); (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r13;
uint32_t r25;
uint32_t r29;
uint32_t r30;
uint32_t r39;
r39 = S39[t];
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
if (sk_ && st[t] != grp) continue;
L7f_5:;
/*101*/ r29 = (uint32_t)(((uint32_t)31LL));
/*102*/ r30 = (uint32_t)(((uint32_t)0LL));
xw_[t - w_] = ((uint32_t)r39); xwa_[t - w_] = ep_;
st[t] = 32779;
continue;
}
} else { /* :copy */
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r13;
uint32_t r25;
uint32_t r29;
uint32_t r30;
uint32_t r39;
r39 = S39[t];
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
if (sk_ && st[t] != grp) continue;
L7_5:;
/*101*/ r29 = (uint32_t)(((uint32_t)31LL));
/*102*/ r30 = (uint32_t)(((uint32_t)0LL));
xw_[t - w_] = ((uint32_t)r39); xwa_[t - w_] = ep_;
st[t] = 32779;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32779u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W6_11;
W6_11:; {
ep_++;
const int sk_ = !full_; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t *dsa44_[32], dsv44_[32]; uint32_t dsm44_ = 0;
if (full_ && x0_ + 32 <= ntx) { /* copy: */
const int sk_ = 0, full_ = 1; (void)sk_; (void)full_;
const int ds_ = 1;
const uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
const size_t tb_ = (size_t)r0_ * ntx;
const uint32_t xl_ = x0_, xh_ = x0_ + 32;
#pragma GCC ivdep
for (size_t tf_ = w_; tf_ < w_ + 32; tf_++) {
const uint32_t tx = x0_ + (uint32_t)(tf_ - w_);
size_t t = tf_; const int64_t txw_ = (int64_t)x0_ + (int64_t)(tf_ - w_); (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r10;
uint32_t r13;
uint32_t r16;
uint32_t r19;
uint32_t r25;
uint32_t r29;
uint32_t r30;
uint32_t r33;
uint32_t r34;
uint32_t r35;
uint32_t r36;
uint32_t r37;
uint32_t r38;
uint64_t r49;
uint64_t r50;
r1 = S1[t];
r16 = S16[t];
r38 = S38[t];
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
/*101*/ r29 = (uint32_t)(((uint32_t)31LL));
/*102*/ r30 = (uint32_t)(((uint32_t)0LL));
if (sk_ && st[t] != 32779) continue;
L8f_11:;
/*103*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)0LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_; (void)min_;
j_ = (int32_t)(min_ | (bv_ & ~sm_)); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[j_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[j_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r19 = (uint32_t)((uint32_t)sv_);
r2 = (ok_) != 0;
}
goto L8f_6;
L8f_6:;
/*104*/ r10 = (!r1) != 0;
if (r10) {
st[t] = 65535;
continue;
}
goto L8f_7;
L8f_7:;
/*107*/ r32 = (uint32_t)(((uint32_t)-1LL));
/*113*/ r48 = (uint64_t)(((uint64_t)r42));
goto L8f_16;
L8f_16:;
/*108*/ r33 = (uint32_t)((uint32_t)(((uint32_t)r13) >= 32 ? 0 : (uint32_t)((uint32_t)(uint32_t)-1LL) << ((uint32_t)r13)));
/*109*/ r34 = (uint32_t)((uint32_t)~((uint32_t)r33));
/*110*/ r35 = (uint32_t)((uint32_t)(((uint32_t)r16) & ((uint32_t)r34)));
/*111*/ r36 = (uint32_t)((uint32_t)__builtin_popcountll(((uint32_t)r35)));
/*112*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r36)));
/*114*/ r49 = (uint64_t)(hd_zext32(((uint32_t)r37)) * hd_zext32(((uint32_t)4LL)));
/*115*/ r50 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r48) + (uint64_t)((uint64_t)r49)));
/*116*/ { const uint32_t dv_ = ((uint32_t)r38); if (ds_) { dsa44_[t - w_] = ((uint32_t *)(uintptr_t)((uint64_t)r50 + 0LL)); dsv44_[t - w_] = dv_; dsm44_ |= 1u << (t - w_); } else *((uint32_t *)(uintptr_t)((uint64_t)r50 + 0LL)) = dv_; }
st[t] = 65535;
continue;
}
for (uint32_t m_ = dsm44_; m_; m_ &= m_ - 1) *dsa44_[__builtin_ctz(m_)] = dsv44_[__builtin_ctz(m_)];
} else { /* :copy */
const int ds_ = 0;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r10;
uint32_t r13;
uint32_t r16;
uint32_t r19;
uint32_t r25;
uint32_t r29;
uint32_t r30;
uint32_t r33;
uint32_t r34;
uint32_t r35;
uint32_t r36;
uint32_t r37;
uint32_t r38;
uint64_t r49;
uint64_t r50;
r1 = S1[t];
r16 = S16[t];
r38 = S38[t];
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
/*101*/ r29 = (uint32_t)(((uint32_t)31LL));
/*102*/ r30 = (uint32_t)(((uint32_t)0LL));
if (sk_ && st[t] != 32779) continue;
L8_11:;
/*103*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)0LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_; (void)min_;
j_ = (int32_t)(min_ | (bv_ & ~sm_)); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[j_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[j_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r19 = (uint32_t)((uint32_t)sv_);
r2 = (ok_) != 0;
}
goto L8_6;
L8_6:;
/*104*/ r10 = (!r1) != 0;
if (r10) {
st[t] = 65535;
continue;
}
goto L8_7;
L8_7:;
/*107*/ r32 = (uint32_t)(((uint32_t)-1LL));
/*113*/ r48 = (uint64_t)(((uint64_t)r42));
goto L8_16;
L8_16:;
/*108*/ r33 = (uint32_t)((uint32_t)(((uint32_t)r13) >= 32 ? 0 : (uint32_t)((uint32_t)(uint32_t)-1LL) << ((uint32_t)r13)));
/*109*/ r34 = (uint32_t)((uint32_t)~((uint32_t)r33));
/*110*/ r35 = (uint32_t)((uint32_t)(((uint32_t)r16) & ((uint32_t)r34)));
/*111*/ r36 = (uint32_t)((uint32_t)__builtin_popcountll(((uint32_t)r35)));
/*112*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r36)));
/*114*/ r49 = (uint64_t)(hd_zext32(((uint32_t)r37)) * hd_zext32(((uint32_t)4LL)));
/*115*/ r50 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r48) + (uint64_t)((uint64_t)r49)));
/*116*/ { const uint32_t dv_ = ((uint32_t)r38); if (ds_) { dsa44_[t - w_] = ((uint32_t *)(uintptr_t)((uint64_t)r50 + 0LL)); dsv44_[t - w_] = dv_; dsm44_ |= 1u << (t - w_); } else *((uint32_t *)(uintptr_t)((uint64_t)r50 + 0LL)) = dv_; }
st[t] = 65535;
continue;
}
}
}
}
continue;
}
goto SCHED_;
}
U_11:;
{ /* thread loop from block 11 */
ep_ += 2u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r2;
uint8_t r10;
uint32_t r13;
uint32_t r16;
uint32_t r19;
uint32_t r25;
uint32_t r29;
uint32_t r30;
uint32_t r33;
uint32_t r34;
uint32_t r35;
uint32_t r36;
uint32_t r37;
uint32_t r38;
uint64_t r49;
uint64_t r50;
r1 = S1[t];
r16 = S16[t];
r38 = S38[t];
/*72*/ r25 = (uint32_t)(((uint32_t)tx));
/*74*/ r13 = (uint32_t)((uint32_t)(((uint32_t)r25) & ((uint32_t)31LL)));
/*101*/ r29 = (uint32_t)(((uint32_t)31LL));
/*102*/ r30 = (uint32_t)(((uint32_t)0LL));
if (masked && st[t] != grp) continue;
L9_11:;
/*103*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)0LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_; (void)min_;
j_ = (int32_t)(min_ | (bv_ & ~sm_)); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r19 = (uint32_t)((uint32_t)sv_);
r2 = (ok_) != 0;
}
goto L9_6;
L9_6:;
/*104*/ r10 = (!r1) != 0;
if (r10) {
if (masked) st[t] = 65535;
continue;
}
goto L9_7;
L9_7:;
/*107*/ r32 = (uint32_t)(((uint32_t)-1LL));
/*113*/ r48 = (uint64_t)(((uint64_t)r42));
goto L9_16;
L9_16:;
/*108*/ r33 = (uint32_t)((uint32_t)(((uint32_t)r13) >= 32 ? 0 : (uint32_t)((uint32_t)(uint32_t)-1LL) << ((uint32_t)r13)));
/*109*/ r34 = (uint32_t)((uint32_t)~((uint32_t)r33));
/*110*/ r35 = (uint32_t)((uint32_t)(((uint32_t)r16) & ((uint32_t)r34)));
/*111*/ r36 = (uint32_t)((uint32_t)__builtin_popcountll(((uint32_t)r35)));
/*112*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r36)));
/*114*/ r49 = (uint64_t)(hd_zext32(((uint32_t)r37)) * hd_zext32(((uint32_t)4LL)));
/*115*/ r50 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r48) + (uint64_t)((uint64_t)r49)));
/*116*/ *((uint32_t *)(uintptr_t)((uint64_t)r50 + 0LL)) = ((uint32_t)r38);
if (masked) st[t] = 65535;
continue;
}
}
}
if (!masked) return 0;
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[18] = {0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[18] = {1,3,4,7,8,11,13,14,16,17,6,12,9,10,2,5,15,0};
int nx_ = hd_sched(b, "_Z12compact_warpPKjPjS1_ij", st, nthr, &masked, &grp, blockbar_, prio_, 0, 18u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 5: goto U_5;
case 10: goto U_10;
case 11: goto U_11;
case 12: goto U_12;
case 13: goto U_13;
case 14: goto U_14;
}
return hd_diverged(b, "_Z12compact_warpPKjPjS1_ij");
}
}

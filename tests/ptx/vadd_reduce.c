/* kernel _Z4vaddPKfS0_Pfi */
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
float r2 = 0;
uint32_t r6 = 0;
uint32_t r8 = 0;
uint32_t r9 = 0;
uint32_t r10 = 0;
uint64_t r12 = 0;
uint64_t r13 = 0;
uint64_t r14 = 0;
uint64_t r15 = 0;
uint64_t r16 = 0;
uint64_t r19 = 0;
uint64_t r21 = 0;
goto U_0;
U_0:;
/*29*/ r13 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*30*/ r14 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*31*/ r15 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*32*/ r8 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 24)));
/*33*/ r9 = (uint32_t)(((uint32_t)ctax_));
/*34*/ r10 = (uint32_t)(((uint32_t)ntx));
goto U_4;
U_4:;
{ /* thread loop from block 4 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(3, 1, 0, ((uint32_t)r9 * (uint32_t)r10 + 0u), (uint32_t)r8, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 65535);
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r10) + (int64_t)0), 1LL, lo_, hi_);
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
float r3;
float r4;
float r5;
uint32_t r7;
uint32_t r11;
uint64_t r17;
uint64_t r18;
uint64_t r20;
uint64_t r22;
if (masked && st[t] != grp) continue;
L1_4:;
/*35*/ r11 = (uint32_t)(((uint32_t)tx));
/*36*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) * (uint32_t)((uint32_t)r10) + (uint32_t)((uint32_t)r11)));
/*37*/ r1 = ((((int32_t)r7) >= ((int32_t)r8))) != 0;
goto L1_1;
L1_1:;
/*40*/ r16 = (uint64_t)(((uint64_t)r13));
/*43*/ r19 = (uint64_t)(((uint64_t)r14));
/*48*/ r21 = (uint64_t)(((uint64_t)r15));
goto L1_5;
L1_5:;
/*41*/ r17 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r10) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r7) * (int64_t)((int32_t)4LL)));
/*42*/ r18 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r16) + (uint64_t)((uint64_t)r17)));
/*44*/ r20 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r19) + (uint64_t)((uint64_t)r17)));
/*45*/ r3 = *((float *)(uintptr_t)((uint64_t)r20 + 0LL));
/*46*/ r4 = *((float *)(uintptr_t)((uint64_t)r18 + 0LL));
/*47*/ r5 = r4 + r3;
/*49*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r21) + (uint64_t)((uint64_t)r17)));
/*50*/ *((float *)(uintptr_t)((uint64_t)r22 + 0LL)) = r5;
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
float r3;
float r4;
float r5;
uint32_t r7;
uint32_t r11;
uint64_t r17;
uint64_t r18;
uint64_t r20;
uint64_t r22;
if (masked && st[t] != grp) continue;
L2_4:;
/*35*/ r11 = (uint32_t)(((uint32_t)tx));
/*36*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) * (uint32_t)((uint32_t)r10) + (uint32_t)((uint32_t)r11)));
/*37*/ r1 = ((((int32_t)r7) >= ((int32_t)r8))) != 0;
goto L2_1;
L2_1:;
/*40*/ r16 = (uint64_t)(((uint64_t)r13));
/*43*/ r19 = (uint64_t)(((uint64_t)r14));
/*48*/ r21 = (uint64_t)(((uint64_t)r15));
goto L2_5;
L2_5:;
/*41*/ r17 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r10) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r7) * (int64_t)((int32_t)4LL)));
/*42*/ r18 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r16) + (uint64_t)((uint64_t)r17)));
/*44*/ r20 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r19) + (uint64_t)((uint64_t)r17)));
/*45*/ r3 = *((float *)(uintptr_t)((uint64_t)r20 + 0LL));
/*46*/ r4 = *((float *)(uintptr_t)((uint64_t)r18 + 0LL));
/*47*/ r5 = r4 + r3;
/*49*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r21) + (uint64_t)((uint64_t)r17)));
/*50*/ *((float *)(uintptr_t)((uint64_t)r22 + 0LL)) = r5;
if (masked) st[t] = 65535;
continue;
}
}
}
}
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r10) + (int64_t)0), 1LL, 0, ntx);
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
float r3;
float r4;
float r5;
uint32_t r7;
uint32_t r11;
uint64_t r17;
uint64_t r18;
uint64_t r20;
uint64_t r22;
if (masked && st[t] != grp) continue;
L3_4:;
/*35*/ r11 = (uint32_t)(((uint32_t)tx));
/*36*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) * (uint32_t)((uint32_t)r10) + (uint32_t)((uint32_t)r11)));
/*37*/ r1 = ((((int32_t)r7) >= ((int32_t)r8))) != 0;
if (r1) {
if (masked) st[t] = 65535;
continue;
}
goto L3_1;
L3_1:;
/*40*/ r16 = (uint64_t)(((uint64_t)r13));
/*43*/ r19 = (uint64_t)(((uint64_t)r14));
/*48*/ r21 = (uint64_t)(((uint64_t)r15));
goto L3_5;
L3_5:;
/*41*/ r17 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r10) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r7) * (int64_t)((int32_t)4LL)));
/*42*/ r18 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r16) + (uint64_t)((uint64_t)r17)));
/*44*/ r20 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r19) + (uint64_t)((uint64_t)r17)));
/*45*/ r3 = *((float *)(uintptr_t)((uint64_t)r20 + 0LL));
/*46*/ r4 = *((float *)(uintptr_t)((uint64_t)r18 + 0LL));
/*47*/ r5 = r4 + r3;
/*49*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r21) + (uint64_t)((uint64_t)r17)));
/*50*/ *((float *)(uintptr_t)((uint64_t)r22 + 0LL)) = r5;
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
float r3;
float r4;
float r5;
uint32_t r7;
uint32_t r11;
uint64_t r17;
uint64_t r18;
uint64_t r20;
uint64_t r22;
if (masked && st[t] != grp) continue;
L4_4:;
/*35*/ r11 = (uint32_t)(((uint32_t)tx));
/*36*/ r7 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) * (uint32_t)((uint32_t)r10) + (uint32_t)((uint32_t)r11)));
/*37*/ r1 = ((((int32_t)r7) >= ((int32_t)r8))) != 0;
if (r1) {
if (masked) st[t] = 65535;
continue;
}
goto L4_1;
L4_1:;
/*40*/ r16 = (uint64_t)(((uint64_t)r13));
/*43*/ r19 = (uint64_t)(((uint64_t)r14));
/*48*/ r21 = (uint64_t)(((uint64_t)r15));
goto L4_5;
L4_5:;
/*41*/ r17 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r9 * (int64_t)(int32_t)r10) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r7) * (int64_t)((int32_t)4LL)));
/*42*/ r18 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r16) + (uint64_t)((uint64_t)r17)));
/*44*/ r20 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r19) + (uint64_t)((uint64_t)r17)));
/*45*/ r3 = *((float *)(uintptr_t)((uint64_t)r20 + 0LL));
/*46*/ r4 = *((float *)(uintptr_t)((uint64_t)r18 + 0LL));
/*47*/ r5 = r4 + r3;
/*49*/ r22 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r21) + (uint64_t)((uint64_t)r17)));
/*50*/ *((float *)(uintptr_t)((uint64_t)r22 + 0LL)) = r5;
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
static const unsigned char blockbar_[7] = {0,0,0,0,0,0,0};
static const uint16_t prio_[7] = {1,3,5,6,2,4,0};
int nx_ = hd_sched(b, "_Z4vaddPKfS0_Pfi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 7u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 4: goto U_4;
}
return hd_diverged(b, "_Z4vaddPKfS0_Pfi");
}
}

/* kernel _Z3redPKiPi */
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
uint8_t r1 = 0;
uint8_t r3 = 0;
uint32_t r5 = 0;
uint32_t r6 = 0;
uint32_t r9 = 0;
uint32_t r10 = 0;
uint32_t r11 = 0;
uint32_t r12 = 0;
uint32_t r16 = 0;
uint32_t r23 = 0;
uint64_t r24 = 0;
uint64_t r25 = 0;
uint64_t r26 = 0;
uint64_t r27 = 0;
uint64_t r30 = 0;
uint64_t r31 = 0;
uint64_t r32 = 0;
const uint64_t shlim_ = b->shtot; (void)shlim_;
goto U_0;
U_0:;
/*67*/ r26 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*68*/ r25 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*69*/ r12 = (uint32_t)(((uint32_t)ntx));
/*70*/ r6 = (uint32_t)(((uint32_t)ctax_));
/*73*/ r27 = (uint64_t)(((uint64_t)r26));
/*78*/ r16 = (uint32_t)(((uint32_t)((uint64_t)(0u + 0))));
goto U_10;
U_10:;
{ /* thread loop from block 10 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nwu((((int64_t)(int32_t)r6 * (int64_t)(int32_t)r12) + (int64_t)0), 1LL, 0, ntx);
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
uint32_t r7;
uint32_t r8;
uint32_t r13;
uint32_t r14;
uint32_t r15;
uint64_t r28;
uint64_t r29;
if (masked && st[t] != grp) continue;
L1_10:;
/*71*/ r7 = (uint32_t)(((uint32_t)tx));
/*72*/ r13 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) * (uint32_t)((uint32_t)r12) + (uint32_t)((uint32_t)r7)));
/*74*/ r28 = (uint64_t)((nw_ ? (uint64_t)((((int64_t)(int32_t)r6 * (int64_t)(int32_t)r12) + (int64_t)0) + 1LL * txw_) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r13)) * hd_zext32(((uint32_t)4LL))));
/*75*/ r29 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
/*76*/ r14 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r29 + 0LL)));
/*77*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*79*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r16) + (uint32_t)((uint32_t)r15)));
/*80*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r16 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r14);
if (masked) st[t] = 1;
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
uint32_t r7;
uint32_t r8;
uint32_t r13;
uint32_t r14;
uint32_t r15;
uint64_t r28;
uint64_t r29;
if (masked && st[t] != grp) continue;
L2_10:;
/*71*/ r7 = (uint32_t)(((uint32_t)tx));
/*72*/ r13 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) * (uint32_t)((uint32_t)r12) + (uint32_t)((uint32_t)r7)));
/*74*/ r28 = (uint64_t)((nw_ ? (uint64_t)((((int64_t)(int32_t)r6 * (int64_t)(int32_t)r12) + (int64_t)0) + 1LL * txw_) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r13)) * hd_zext32(((uint32_t)4LL))));
/*75*/ r29 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r27) + (uint64_t)((uint64_t)r28)));
/*76*/ r14 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r29 + 0LL)));
/*77*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*79*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r16) + (uint32_t)((uint32_t)r15)));
/*80*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r16 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r14);
if (masked) st[t] = 1;
continue;
}
}
}
}
}
if (!masked) goto U_1;
goto SCHED_;
}
U_1:;
/*82*/ r23 = (uint32_t)((uint32_t)(((uint32_t)r12) >> ((uint32_t)1LL)));
/*83*/ r1 = ((((int32_t)r23) == ((int32_t)0LL))) != 0;
goto U_11;
U_11:;
if (r1) goto U_6;
goto U_2;
U_6:;
{ /* thread loop from block 6 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(5, 1, 0, 0u, (uint32_t)0LL, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 65535);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r4;
uint32_t r7;
uint32_t r22;
/*71*/ r7 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L3_6:;
/*104*/ r4 = ((((int32_t)r7) != ((int32_t)0LL))) != 0;
goto L3_7;
L3_7:;
/*108*/ r30 = (uint64_t)(((uint64_t)r25));
/*109*/ r31 = (uint64_t)(hd_zext32(((uint32_t)r6)) * hd_zext32(((uint32_t)4LL)));
/*110*/ r32 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r30) + (uint64_t)((uint64_t)r31)));
goto L3_13;
L3_13:;
/*107*/ r22 = (uint32_t)(*((uint32_t *)(shm + (uint64_t)(0u + 0))));
/*111*/ *((uint32_t *)(uintptr_t)((uint64_t)r32 + 0LL)) = ((uint32_t)r22);
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
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r4;
uint32_t r7;
uint32_t r22;
/*71*/ r7 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L4_6:;
/*104*/ r4 = ((((int32_t)r7) != ((int32_t)0LL))) != 0;
if (r4) {
if (masked) st[t] = 65535;
continue;
}
goto L4_7;
L4_7:;
/*108*/ r30 = (uint64_t)(((uint64_t)r25));
/*109*/ r31 = (uint64_t)(hd_zext32(((uint32_t)r6)) * hd_zext32(((uint32_t)4LL)));
/*110*/ r32 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r30) + (uint64_t)((uint64_t)r31)));
goto L4_13;
L4_13:;
/*107*/ r22 = (uint32_t)(*((uint32_t *)(shm + (uint64_t)(0u + 0))));
/*111*/ *((uint32_t *)(uintptr_t)((uint64_t)r32 + 0LL)) = ((uint32_t)r22);
if (masked) st[t] = 65535;
continue;
}
}
}
}
if (!masked) return 0;
goto SCHED_;
}
U_2:;
{ /* thread loop from block 2 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(3, 0, 0, 0u, (uint32_t)r23, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 4);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r7;
uint32_t r8;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r20;
uint32_t r21;
/*71*/ r7 = (uint32_t)(((uint32_t)tx));
/*77*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*79*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r16) + (uint32_t)((uint32_t)r15)));
if (masked && st[t] != grp) continue;
L5_2:;
/*87*/ r2 = ((((uint32_t)r7) >= ((uint32_t)r23))) != 0;
goto L5_3;
L5_3:;
/*90*/ r17 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r23) << ((uint32_t)2LL)));
/*91*/ r18 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r17)));
/*92*/ r19 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r16 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*93*/ r20 = (uint32_t)(*((uint32_t *)(shm + (((int64_t)(int32_t)r16 + ((int64_t)0 * 4)) + ((int64_t)(int32_t)r23 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*94*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r20)));
/*95*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r16 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r21);
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
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r7;
uint32_t r8;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r20;
uint32_t r21;
/*71*/ r7 = (uint32_t)(((uint32_t)tx));
/*77*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*79*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r16) + (uint32_t)((uint32_t)r15)));
if (masked && st[t] != grp) continue;
L6_2:;
/*87*/ r2 = ((((uint32_t)r7) >= ((uint32_t)r23))) != 0;
if (r2) {
if (masked) st[t] = 4;
continue;
}
goto L6_3;
L6_3:;
/*90*/ r17 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r23) << ((uint32_t)2LL)));
/*91*/ r18 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r8) + (uint32_t)((uint32_t)r17)));
/*92*/ r19 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r16 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*93*/ r20 = (uint32_t)(*((uint32_t *)(shm + (((int64_t)(int32_t)r16 + ((int64_t)0 * 4)) + ((int64_t)(int32_t)r23 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*94*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r20)));
/*95*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r16 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r21);
if (masked) st[t] = 4;
continue;
}
}
}
}
if (!masked) goto U_4;
goto SCHED_;
}
U_4:;
goto U_5;
U_5:;
/*99*/ r23 = (uint32_t)((uint32_t)(((uint32_t)r23) >> ((uint32_t)1LL)));
/*100*/ r3 = ((((int32_t)r23) != ((int32_t)0LL))) != 0;
goto U_12;
U_12:;
if (r3) goto U_2;
goto U_6;
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[15] = {0,1,0,0,2,1,0,0,0,0,2,0,0,0,0};
static const uint16_t prio_[15] = {1,3,5,6,7,8,10,11,13,14,2,4,9,12,0};
int nx_ = hd_sched(b, "_Z3redPKiPi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 15u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 1: goto U_1;
case 2: goto U_2;
case 4: goto U_4;
case 5: goto U_5;
case 6: goto U_6;
case 10: goto U_10;
case 11: goto U_11;
case 12: goto U_12;
}
return hd_diverged(b, "_Z3redPKiPi");
}
}

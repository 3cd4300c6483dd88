/* kernel _Z6reducePKiPi */
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
uint32_t r5 = 0;
uint32_t r6 = 0;
uint32_t r9 = 0;
uint32_t r13 = 0;
uint64_t r39 = 0;
uint64_t r40 = 0;
uint64_t r41 = 0;
uint64_t r42 = 0;
uint64_t r45 = 0;
uint64_t r46 = 0;
uint64_t r47 = 0;
uint32_t *const S20 = (uint32_t *)(b->scratch + (size_t)nthr * 0);
uint32_t *const S22 = (uint32_t *)(b->scratch + (size_t)nthr * 4);
uint32_t *const S23 = (uint32_t *)(b->scratch + (size_t)nthr * 8);
uint32_t *const S25 = (uint32_t *)(b->scratch + (size_t)nthr * 12);
uint32_t *const S26 = (uint32_t *)(b->scratch + (size_t)nthr * 16);
uint32_t *const S28 = (uint32_t *)(b->scratch + (size_t)nthr * 20);
uint32_t *const S29 = (uint32_t *)(b->scratch + (size_t)nthr * 24);
uint32_t *const S31 = (uint32_t *)(b->scratch + (size_t)nthr * 28);
uint32_t *const S32 = (uint32_t *)(b->scratch + (size_t)nthr * 32);
uint32_t *const S34 = (uint32_t *)(b->scratch + (size_t)nthr * 36);
uint32_t *const S35 = (uint32_t *)(b->scratch + (size_t)nthr * 40);
uint32_t *const S37 = (uint32_t *)(b->scratch + (size_t)nthr * 44);
xt_t cxv_[2][96]; uint32_t cxa_[2][96]; memset(cxa_, 0, sizeof cxa_); memset(cxv_, 0, sizeof cxv_);
const uint64_t shlim_ = b->shtot; (void)shlim_;
goto U_0;
U_0:;
/*27*/ r41 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*28*/ r40 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*29*/ r6 = (uint32_t)(((uint32_t)ctax_));
/*30*/ r9 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r6) << ((uint32_t)8LL)));
/*33*/ r42 = (uint64_t)(((uint64_t)r41));
/*38*/ r13 = (uint32_t)(((uint32_t)((uint64_t)0)));
goto U_32;
U_32:;
{ /* thread loop from block 32 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nwu(((int64_t)(int32_t)r9 + (int64_t)0), 1LL, 0, ntx);
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
uint32_t r10;
uint32_t r11;
uint32_t r12;
uint64_t r43;
uint64_t r44;
if (masked && st[t] != grp) continue;
L1_32:;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*32*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) + (uint32_t)((uint32_t)r7)));
/*34*/ r43 = (uint64_t)((nw_ ? (uint64_t)(((int64_t)(int32_t)r9 + (int64_t)0) + 1LL * txw_) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r10)) * hd_zext32(((uint32_t)4LL))));
/*35*/ r44 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r42) + (uint64_t)((uint64_t)r43)));
/*36*/ r11 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r44 + 0LL)));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
/*40*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r11);
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
uint32_t r10;
uint32_t r11;
uint32_t r12;
uint64_t r43;
uint64_t r44;
if (masked && st[t] != grp) continue;
L2_32:;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*32*/ r10 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r9) + (uint32_t)((uint32_t)r7)));
/*34*/ r43 = (uint64_t)((nw_ ? (uint64_t)(((int64_t)(int32_t)r9 + (int64_t)0) + 1LL * txw_) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r10)) * hd_zext32(((uint32_t)4LL))));
/*35*/ r44 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r42) + (uint64_t)((uint64_t)r43)));
/*36*/ r11 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r44 + 0LL)));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
/*40*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r11);
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
{ /* thread loop from block 1 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(2, 0, 0, 0u, (uint32_t)127LL, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 3);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r14;
uint32_t r15;
uint32_t r16;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L3_1:;
/*42*/ r1 = ((((uint32_t)r7) > ((uint32_t)127LL))) != 0;
goto L3_2;
L3_2:;
/*45*/ r14 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*46*/ r15 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 512LL)));
/*47*/ r16 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) + (uint32_t)((uint32_t)r15)));
/*48*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r16);
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
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r14;
uint32_t r15;
uint32_t r16;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L4_1:;
/*42*/ r1 = ((((uint32_t)r7) > ((uint32_t)127LL))) != 0;
if (r1) {
if (masked) st[t] = 3;
continue;
}
goto L4_2;
L4_2:;
/*45*/ r14 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*46*/ r15 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 512LL)));
/*47*/ r16 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) + (uint32_t)((uint32_t)r15)));
/*48*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r16);
if (masked) st[t] = 3;
continue;
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
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(2, 0, 0, 0u, (uint32_t)63LL, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 6);
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
uint32_t r12;
uint32_t r17;
uint32_t r18;
uint32_t r19;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L5_4:;
/*52*/ r2 = ((((uint32_t)r7) > ((uint32_t)63LL))) != 0;
goto L5_5;
L5_5:;
/*55*/ r17 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*56*/ r18 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 256LL)));
/*57*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r17) + (uint32_t)((uint32_t)r18)));
/*58*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r19);
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
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r17;
uint32_t r18;
uint32_t r19;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L6_4:;
/*52*/ r2 = ((((uint32_t)r7) > ((uint32_t)63LL))) != 0;
if (r2) {
if (masked) st[t] = 6;
continue;
}
goto L6_5;
L6_5:;
/*55*/ r17 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
/*56*/ r18 = (uint32_t)(*((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 256LL)));
/*57*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r17) + (uint32_t)((uint32_t)r18)));
/*58*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r19);
if (masked) st[t] = 6;
continue;
}
}
}
}
if (!masked) goto U_6;
goto SCHED_;
}
U_6:;
goto U_7;
U_7:;
{ /* thread loop from block 7 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(2, 0, 0, 0u, (uint32_t)31LL, ntx, &lo_, &hi_)) {
if (1 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 31);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r3;
uint32_t r7;
uint32_t r8;
uint32_t r12;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L7_7:;
/*62*/ r3 = ((((uint32_t)r7) > ((uint32_t)31LL))) != 0;
goto L7_8;
L7_8:;
st[t] = 9;
continue;
}
}
}
if (!masked && lo_ < hi_ && (lo_ || hi_ < ntx)) {
masked = 1;
grp = 9;
glo_ = lo_;
ghi_ = nthr - ntx + hi_;
jn_ = 31;
goto U_9;
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
uint8_t r3;
uint32_t r7;
uint32_t r8;
uint32_t r12;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L8_7:;
/*62*/ r3 = ((((uint32_t)r7) > ((uint32_t)31LL))) != 0;
if (r3) {
st[t] = 31;
continue;
}
goto L8_8;
L8_8:;
st[t] = 9;
continue;
}
}
}
}
goto SCHED_;
}
U_31:;
goto U_27;
U_9:;
{ /* warp chain from block 9 */
const uint32_t cep_ = ep_ += 1u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W9_9:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r20;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != grp) continue;
L10f_9:;
/*65*/ r20 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S20[t] = r20;
if (masked) st[t] = 32778;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r20;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != grp) continue;
L10_9:;
/*65*/ r20 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S20[t] = r20;
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
goto W9_10;
W9_10:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r20;
uint32_t r21;
uint32_t r22;
r20 = S20[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32778) continue;
L11f_10:;
/*66*/ r21 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 128LL)));
/*67*/ r22 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r20) + (uint32_t)((uint32_t)r21)));
S22[t] = r22;
if (masked) st[t] = 32779;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r20;
uint32_t r21;
uint32_t r22;
r20 = S20[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32778) continue;
L11_10:;
/*66*/ r21 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 128LL)));
/*67*/ r22 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r20) + (uint32_t)((uint32_t)r21)));
S22[t] = r22;
if (masked) st[t] = 32779;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32779u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_11;
W9_11:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r22;
r22 = S22[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32779) continue;
L12f_11:;
/*68*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r22);
if (masked) st[t] = 32780;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r22;
r22 = S22[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32779) continue;
L12_11:;
/*68*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r22);
if (masked) st[t] = 32780;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32780u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_12;
W9_12:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r23;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32780) continue;
L13f_12:;
/*69*/ r23 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S23[t] = r23;
if (masked) st[t] = 32781;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r23;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32780) continue;
L13_12:;
/*69*/ r23 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S23[t] = r23;
if (masked) st[t] = 32781;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32781u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_13;
W9_13:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r23;
uint32_t r24;
uint32_t r25;
r23 = S23[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32781) continue;
L14f_13:;
/*70*/ r24 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 64LL)));
/*71*/ r25 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r23) + (uint32_t)((uint32_t)r24)));
S25[t] = r25;
if (masked) st[t] = 32782;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r23;
uint32_t r24;
uint32_t r25;
r23 = S23[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32781) continue;
L14_13:;
/*70*/ r24 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 64LL)));
/*71*/ r25 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r23) + (uint32_t)((uint32_t)r24)));
S25[t] = r25;
if (masked) st[t] = 32782;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32782u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_14;
W9_14:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r25;
r25 = S25[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32782) continue;
L15f_14:;
/*72*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r25);
if (masked) st[t] = 32783;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r25;
r25 = S25[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32782) continue;
L15_14:;
/*72*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r25);
if (masked) st[t] = 32783;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32783u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_15;
W9_15:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r26;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32783) continue;
L16f_15:;
/*73*/ r26 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S26[t] = r26;
if (masked) st[t] = 32784;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r26;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32783) continue;
L16_15:;
/*73*/ r26 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S26[t] = r26;
if (masked) st[t] = 32784;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32784u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_16;
W9_16:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r26;
uint32_t r27;
uint32_t r28;
r26 = S26[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32784) continue;
L17f_16:;
/*74*/ r27 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 32LL)));
/*75*/ r28 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r27)));
S28[t] = r28;
if (masked) st[t] = 32785;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r26;
uint32_t r27;
uint32_t r28;
r26 = S26[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32784) continue;
L17_16:;
/*74*/ r27 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 32LL)));
/*75*/ r28 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r27)));
S28[t] = r28;
if (masked) st[t] = 32785;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32785u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_17;
W9_17:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r28;
r28 = S28[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32785) continue;
L18f_17:;
/*76*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r28);
if (masked) st[t] = 32786;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r28;
r28 = S28[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32785) continue;
L18_17:;
/*76*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r28);
if (masked) st[t] = 32786;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32786u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_18;
W9_18:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r29;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32786) continue;
L19f_18:;
/*77*/ r29 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S29[t] = r29;
if (masked) st[t] = 32787;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r29;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32786) continue;
L19_18:;
/*77*/ r29 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S29[t] = r29;
if (masked) st[t] = 32787;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32787u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_19;
W9_19:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r29;
uint32_t r30;
uint32_t r31;
r29 = S29[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32787) continue;
L20f_19:;
/*78*/ r30 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 16LL)));
/*79*/ r31 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r29) + (uint32_t)((uint32_t)r30)));
S31[t] = r31;
if (masked) st[t] = 32788;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r29;
uint32_t r30;
uint32_t r31;
r29 = S29[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32787) continue;
L20_19:;
/*78*/ r30 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 16LL)));
/*79*/ r31 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r29) + (uint32_t)((uint32_t)r30)));
S31[t] = r31;
if (masked) st[t] = 32788;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32788u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_20;
W9_20:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r31;
r31 = S31[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32788) continue;
L21f_20:;
/*80*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r31);
if (masked) st[t] = 32789;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r31;
r31 = S31[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32788) continue;
L21_20:;
/*80*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r31);
if (masked) st[t] = 32789;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32789u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_21;
W9_21:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r32;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32789) continue;
L22f_21:;
/*81*/ r32 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S32[t] = r32;
if (masked) st[t] = 32790;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r32;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32789) continue;
L22_21:;
/*81*/ r32 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S32[t] = r32;
if (masked) st[t] = 32790;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32790u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_22;
W9_22:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r32;
uint32_t r33;
uint32_t r34;
r32 = S32[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32790) continue;
L23f_22:;
/*82*/ r33 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 8LL)));
/*83*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r32) + (uint32_t)((uint32_t)r33)));
S34[t] = r34;
if (masked) st[t] = 32791;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r32;
uint32_t r33;
uint32_t r34;
r32 = S32[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32790) continue;
L23_22:;
/*82*/ r33 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 8LL)));
/*83*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r32) + (uint32_t)((uint32_t)r33)));
S34[t] = r34;
if (masked) st[t] = 32791;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32791u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_23;
W9_23:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r34;
r34 = S34[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32791) continue;
L24f_23:;
/*84*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r34);
if (masked) st[t] = 32792;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r34;
r34 = S34[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32791) continue;
L24_23:;
/*84*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r34);
if (masked) st[t] = 32792;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32792u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_24;
W9_24:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r35;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32792) continue;
L25f_24:;
/*85*/ r35 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S35[t] = r35;
if (masked) st[t] = 32793;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r35;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32792) continue;
L25_24:;
/*85*/ r35 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S35[t] = r35;
if (masked) st[t] = 32793;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32793u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_25;
W9_25:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r35;
uint32_t r36;
uint32_t r37;
r35 = S35[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32793) continue;
L26f_25:;
/*86*/ r36 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)));
/*87*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r36)));
S37[t] = r37;
if (masked) st[t] = 32794;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r35;
uint32_t r36;
uint32_t r37;
r35 = S35[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32793) continue;
L26_25:;
/*86*/ r36 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)));
/*87*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r36)));
S37[t] = r37;
if (masked) st[t] = 32794;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32794u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W9_26;
W9_26:; {
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r37;
r37 = S37[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32794) continue;
L27f_26:;
/*88*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r37);
if (masked) st[t] = 31;
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
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r37;
r37 = S37[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (sk_ && st[t] != 32794) continue;
L27_26:;
/*88*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r37);
if (masked) st[t] = 31;
continue;
}
}
}
}
continue;
}
if (jn_ == 31) {
masked = 0;
grp = 31;
glo_ = 0;
ghi_ = nthr;
jn_ = -2;
}
if (masked) goto SCHED_;
goto U_31;
}
U_27:;
{ /* thread loop from block 27 */
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
uint32_t r38;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L28_27:;
/*91*/ r4 = ((((int32_t)r7) != ((int32_t)0LL))) != 0;
goto L28_28;
L28_28:;
/*95*/ r45 = (uint64_t)(((uint64_t)r40));
/*96*/ r46 = (uint64_t)(hd_zext32(((uint32_t)r6)) * hd_zext32(((uint32_t)4LL)));
/*97*/ r47 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r45) + (uint64_t)((uint64_t)r46)));
goto L28_33;
L28_33:;
/*94*/ r38 = (uint32_t)(*((uint32_t *)(shm + (uint64_t)0)));
/*98*/ *((uint32_t *)(uintptr_t)((uint64_t)r47 + 0LL)) = ((uint32_t)r38);
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
uint32_t r38;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L29_27:;
/*91*/ r4 = ((((int32_t)r7) != ((int32_t)0LL))) != 0;
if (r4) {
if (masked) st[t] = 65535;
continue;
}
goto L29_28;
L29_28:;
/*95*/ r45 = (uint64_t)(((uint64_t)r40));
/*96*/ r46 = (uint64_t)(hd_zext32(((uint32_t)r6)) * hd_zext32(((uint32_t)4LL)));
/*97*/ r47 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r45) + (uint64_t)((uint64_t)r46)));
goto L29_33;
L29_33:;
/*94*/ r38 = (uint32_t)(*((uint32_t *)(shm + (uint64_t)0)));
/*98*/ *((uint32_t *)(uintptr_t)((uint64_t)r47 + 0LL)) = ((uint32_t)r38);
if (masked) st[t] = 65535;
continue;
}
}
}
}
if (!masked) return 0;
goto SCHED_;
}
U_10:;
{ /* thread loop from block 10 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r20;
uint32_t r21;
uint32_t r22;
r20 = S20[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L30_10:;
/*66*/ r21 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 128LL)));
/*67*/ r22 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r20) + (uint32_t)((uint32_t)r21)));
S22[t] = r22;
if (masked) st[t] = 11;
continue;
}
}
}
if (!masked) goto U_11;
goto SCHED_;
}
U_11:;
{ /* thread loop from block 11 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r22;
r22 = S22[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L31_11:;
/*68*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r22);
if (masked) st[t] = 12;
continue;
}
}
}
if (!masked) goto U_12;
goto SCHED_;
}
U_12:;
{ /* thread loop from block 12 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r23;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L32_12:;
/*69*/ r23 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S23[t] = r23;
if (masked) st[t] = 13;
continue;
}
}
}
if (!masked) goto U_13;
goto SCHED_;
}
U_13:;
{ /* thread loop from block 13 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r23;
uint32_t r24;
uint32_t r25;
r23 = S23[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L33_13:;
/*70*/ r24 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 64LL)));
/*71*/ r25 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r23) + (uint32_t)((uint32_t)r24)));
S25[t] = r25;
if (masked) st[t] = 14;
continue;
}
}
}
if (!masked) goto U_14;
goto SCHED_;
}
U_14:;
{ /* thread loop from block 14 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r25;
r25 = S25[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L34_14:;
/*72*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r25);
if (masked) st[t] = 15;
continue;
}
}
}
if (!masked) goto U_15;
goto SCHED_;
}
U_15:;
{ /* thread loop from block 15 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r26;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L35_15:;
/*73*/ r26 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S26[t] = r26;
if (masked) st[t] = 16;
continue;
}
}
}
if (!masked) goto U_16;
goto SCHED_;
}
U_16:;
{ /* thread loop from block 16 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r26;
uint32_t r27;
uint32_t r28;
r26 = S26[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L36_16:;
/*74*/ r27 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 32LL)));
/*75*/ r28 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r27)));
S28[t] = r28;
if (masked) st[t] = 17;
continue;
}
}
}
if (!masked) goto U_17;
goto SCHED_;
}
U_17:;
{ /* thread loop from block 17 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r28;
r28 = S28[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L37_17:;
/*76*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r28);
if (masked) st[t] = 18;
continue;
}
}
}
if (!masked) goto U_18;
goto SCHED_;
}
U_18:;
{ /* thread loop from block 18 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r29;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L38_18:;
/*77*/ r29 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S29[t] = r29;
if (masked) st[t] = 19;
continue;
}
}
}
if (!masked) goto U_19;
goto SCHED_;
}
U_19:;
{ /* thread loop from block 19 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r29;
uint32_t r30;
uint32_t r31;
r29 = S29[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L39_19:;
/*78*/ r30 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 16LL)));
/*79*/ r31 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r29) + (uint32_t)((uint32_t)r30)));
S31[t] = r31;
if (masked) st[t] = 20;
continue;
}
}
}
if (!masked) goto U_20;
goto SCHED_;
}
U_20:;
{ /* thread loop from block 20 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r31;
r31 = S31[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L40_20:;
/*80*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r31);
if (masked) st[t] = 21;
continue;
}
}
}
if (!masked) goto U_21;
goto SCHED_;
}
U_21:;
{ /* thread loop from block 21 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r32;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L41_21:;
/*81*/ r32 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S32[t] = r32;
if (masked) st[t] = 22;
continue;
}
}
}
if (!masked) goto U_22;
goto SCHED_;
}
U_22:;
{ /* thread loop from block 22 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r32;
uint32_t r33;
uint32_t r34;
r32 = S32[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L42_22:;
/*82*/ r33 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 8LL)));
/*83*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r32) + (uint32_t)((uint32_t)r33)));
S34[t] = r34;
if (masked) st[t] = 23;
continue;
}
}
}
if (!masked) goto U_23;
goto SCHED_;
}
U_23:;
{ /* thread loop from block 23 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r34;
r34 = S34[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L43_23:;
/*84*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r34);
if (masked) st[t] = 24;
continue;
}
}
}
if (!masked) goto U_24;
goto SCHED_;
}
U_24:;
{ /* thread loop from block 24 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r35;
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L44_24:;
/*85*/ r35 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)));
S35[t] = r35;
if (masked) st[t] = 25;
continue;
}
}
}
if (!masked) goto U_25;
goto SCHED_;
}
U_25:;
{ /* thread loop from block 25 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r35;
uint32_t r36;
uint32_t r37;
r35 = S35[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L45_25:;
/*86*/ r36 = (uint32_t)(*((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 4LL)));
/*87*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r36)));
S37[t] = r37;
if (masked) st[t] = 26;
continue;
}
}
}
if (!masked) goto U_26;
goto SCHED_;
}
U_26:;
{ /* thread loop from block 26 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r7;
uint32_t r8;
uint32_t r12;
uint32_t r37;
r37 = S37[t];
/*31*/ r7 = (uint32_t)(((uint32_t)tx));
/*37*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r7) << ((uint32_t)2LL)));
/*39*/ r8 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) + (uint32_t)((uint32_t)r12)));
if (masked && st[t] != grp) continue;
L46_26:;
/*88*/ *((volatile uint32_t *)(shm + ((int64_t)(int32_t)r13 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r37);
if (masked) st[t] = 31;
continue;
}
}
}
if (!masked) goto U_31;
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[35] = {0,1,0,2,1,0,2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,0};
static const uint16_t prio_[35] = {1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,30,31,33,34,29,2,32,0};
int nx_ = hd_sched(b, "_Z6reducePKiPi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 35u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 1: goto U_1;
case 3: goto U_3;
case 4: goto U_4;
case 6: goto U_6;
case 7: goto U_7;
case 9: goto U_9;
case 10: goto U_10;
case 11: goto U_11;
case 12: goto U_12;
case 13: goto U_13;
case 14: goto U_14;
case 15: goto U_15;
case 16: goto U_16;
case 17: goto U_17;
case 18: goto U_18;
case 19: goto U_19;
case 20: goto U_20;
case 21: goto U_21;
case 22: goto U_22;
case 23: goto U_23;
case 24: goto U_24;
case 25: goto U_25;
case 26: goto U_26;
case 27: goto U_27;
case 31: goto U_31;
case 32: goto U_32;
}
return hd_diverged(b, "_Z6reducePKiPi");
}
}

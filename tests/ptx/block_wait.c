/* kernel _Z7handoffPii */
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
uint32_t r10 = 0;
uint32_t r12 = 0;
uint32_t r13 = 0;
uint32_t r14 = 0;
uint32_t r16 = 0;
uint32_t r17 = 0;
uint32_t r20 = 0;
uint32_t r22 = 0;
uint32_t r23 = 0;
uint32_t r24 = 0;
uint32_t r29 = 0;
uint32_t r33 = 0;
uint64_t r36 = 0;
uint64_t r37 = 0;
uint32_t *const S18 = (uint32_t *)(b->scratch + (size_t)nthr * 0);
uint32_t *const S27 = (uint32_t *)(b->scratch + (size_t)nthr * 4);
uint32_t *const S30 = (uint32_t *)(b->scratch + (size_t)nthr * 8);
uint32_t *const S32 = (uint32_t *)(b->scratch + (size_t)nthr * 12);
uint32_t *const S34 = (uint32_t *)(b->scratch + (size_t)nthr * 16);
uint32_t *const S35 = (uint32_t *)(b->scratch + (size_t)nthr * 20);
xt_t cxv_[2][96]; uint32_t cxa_[2][96]; memset(cxa_, 0, sizeof cxa_); memset(cxv_, 0, sizeof cxv_);
const uint64_t shlim_ = b->shtot; (void)shlim_;
uint32_t waited_ = 0; /* passes in a row at such stops and nowhere else */
goto U_0;
U_0:;
waited_ = 0;
/*30*/ r37 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*31*/ r20 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
goto U_28;
U_28:;
waited_ = 0;
{ /* thread loop from block 28 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(5, 1, 0, 0u, (uint32_t)0LL, ntx, &lo_, &hi_)) {
if (1 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 24);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r11;
uint32_t r21;
if (masked && st[t] != grp) continue;
L1_28:;
/*32*/ r11 = (uint32_t)(((uint32_t)tx));
/*33*/ r1 = ((((int32_t)r11) != ((int32_t)0LL))) != 0;
goto L1_1;
L1_1:;
/*36*/ r21 = (uint32_t)(((uint32_t)0LL));
st[t] = 2;
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
uint32_t r11;
uint32_t r21;
if (masked && st[t] != grp) continue;
L2_28:;
/*32*/ r11 = (uint32_t)(((uint32_t)tx));
/*33*/ r1 = ((((int32_t)r11) != ((int32_t)0LL))) != 0;
if (r1) {
st[t] = 24;
continue;
}
goto L2_1;
L2_1:;
/*36*/ r21 = (uint32_t)(((uint32_t)0LL));
st[t] = 2;
continue;
}
}
}
}
goto SCHED_;
}
U_24:;
waited_ = 0;
goto U_3;
U_2:;
waited_ = 0;
{ /* thread loop from block 2 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r11;
uint32_t r21;
/*32*/ r11 = (uint32_t)(((uint32_t)tx));
/*36*/ r21 = (uint32_t)(((uint32_t)0LL));
if (masked && st[t] != grp) continue;
L3_2:;
/*37*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)(uint32_t)0LL);
if (masked) st[t] = 24;
continue;
}
}
}
if (!masked) goto U_24;
goto SCHED_;
}
U_3:;
waited_ = 0;
{ /* thread loop from block 3 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r11;
/*32*/ r11 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L4_3:;
/*40*/ r2 = ((((int32_t)r11) == ((int32_t)0LL))) != 0;
if (masked) st[t] = 4;
continue;
}
}
}
if (!masked) goto U_4;
goto SCHED_;
}
U_4:;
waited_ = 0;
{ /* thread loop from block 4 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint8_t r3;
uint8_t r4;
uint8_t r7;
uint32_t r11;
uint32_t r30;
uint32_t r32;
uint32_t r34;
uint32_t r35;
/*32*/ r11 = (uint32_t)(((uint32_t)tx));
/*40*/ r2 = ((((int32_t)r11) == ((int32_t)0LL))) != 0;
if (masked && st[t] != grp) continue;
L5_4:;
if (r2) {
goto L5_14;
}
goto L5_5;
L5_5:;
/*44*/ r3 = ((((int32_t)r11) != ((int32_t)32LL))) != 0;
if (r3) {
st[t] = 65535;
continue;
}
goto L5_6;
L5_6:;
/*47*/ r4 = ((((int32_t)r20) < ((int32_t)1LL))) != 0;
/*48*/ r34 = (uint32_t)(((uint32_t)0LL));
if (r4) {
goto L5_25;
}
goto L5_7;
L5_7:;
/*51*/ r34 = (uint32_t)(((uint32_t)0LL));
/*52*/ r32 = (uint32_t)(((uint32_t)1LL));
S32[t] = r32;
S34[t] = r34;
st[t] = 8;
continue;
L5_14:;
/*77*/ r7 = ((((int32_t)r20) < ((int32_t)1LL))) != 0;
if (r7) {
st[t] = 65535;
continue;
}
goto L5_15;
L5_15:;
/*80*/ r35 = (uint32_t)(((uint32_t)1LL));
goto L5_16;
L5_16:;
/*83*/ r30 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) * (uint32_t)((uint32_t)r35)));
S30[t] = r30;
S35[t] = r35;
st[t] = 17;
continue;
L5_25:;
S34[t] = r34;
st[t] = 13;
continue;
}
}
}
goto SCHED_;
}
U_8:;
if (++waited_ > (1u << 20)) return hd_stuck(b, "_Z7handoffPii", 55);
{ /* warp chain from block 8 */
const uint32_t cep_ = ep_ += 1u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W6_8:; {
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
if (sk_ && st[t] != grp) continue;
L7f_8:;
if (masked) st[t] = 32777;
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
if (sk_ && st[t] != grp) continue;
L7_8:;
if (masked) st[t] = 32777;
continue;
}
}
}
}
nl_ = !masked ? we_ - w_ : hd_nmark(st + w_, we_ - w_, 32777u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W6_9;
W6_9:; {
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
uint8_t r5;
uint32_t r25;
uint32_t r32;
r32 = S32[t];
if (sk_ && st[t] != 32777) continue;
L8f_9:;
/*55*/ r25 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)0)));
/*56*/ r5 = ((((int32_t)r25) != ((int32_t)r32))) != 0;
if (r5) {
st[t] = 8;
continue;
}
waited_ = 0; /* out of a wait: progress */
goto L8f_26;
L8f_26:;
st[t] = 10;
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
uint8_t r5;
uint32_t r25;
uint32_t r32;
r32 = S32[t];
if (sk_ && st[t] != 32777) continue;
L8_9:;
/*55*/ r25 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)0)));
/*56*/ r5 = ((((int32_t)r25) != ((int32_t)r32))) != 0;
if (r5) {
st[t] = 8;
continue;
}
waited_ = 0; /* out of a wait: progress */
goto L8_26;
L8_26:;
st[t] = 10;
continue;
}
}
}
}
continue;
}
goto SCHED_;
}
U_13:;
waited_ = 0;
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
uint32_t r28;
uint32_t r34;
uint64_t r38;
uint64_t r39;
uint64_t r40;
r34 = S34[t];
if (masked && st[t] != grp) continue;
L9_13:;
/*69*/ r28 = (uint32_t)(((uint32_t)ctax_));
/*70*/ r38 = (uint64_t)(((uint64_t)r37));
/*71*/ r39 = (uint64_t)(hd_zext32(((uint32_t)r28)) * hd_zext32(((uint32_t)4LL)));
/*72*/ r40 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r38) + (uint64_t)((uint64_t)r39)));
/*73*/ *((uint32_t *)(uintptr_t)((uint64_t)r40 + 0LL)) = ((uint32_t)r34);
if (masked) st[t] = 65535;
continue;
}
}
}
if (!masked) return 0;
goto SCHED_;
}
U_17:;
waited_ = 0;
{ /* warp chain from block 17 */
const uint32_t cep_ = ep_ += 1u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W10_17:; {
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
uint32_t r30;
r30 = S30[t];
if (sk_ && st[t] != grp) continue;
L11f_17:;
/*84*/ *((volatile uint32_t *)(shm + (uint64_t)4)) = ((uint32_t)r30);
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
uint32_t r30;
r30 = S30[t];
if (sk_ && st[t] != grp) continue;
L11_17:;
/*84*/ *((volatile uint32_t *)(shm + (uint64_t)4)) = ((uint32_t)r30);
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
goto W10_18;
W10_18:; {
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
uint32_t r18;
uint32_t r35;
r35 = S35[t];
if (sk_ && st[t] != 32786) continue;
L12f_18:;
/*85*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)r35);
/*86*/ r18 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r35)));
S18[t] = r18;
if (masked) st[t] = 19;
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
uint32_t r18;
uint32_t r35;
r35 = S35[t];
if (sk_ && st[t] != 32786) continue;
L12_18:;
/*85*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)r35);
/*86*/ r18 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r35)));
S18[t] = r18;
if (masked) st[t] = 19;
continue;
}
}
}
}
continue;
}
if (jn_ == 19) {
masked = 0;
grp = 19;
glo_ = 0;
ghi_ = nthr;
jn_ = -2;
}
if (masked) goto SCHED_;
goto U_19;
}
U_9:;
waited_ = 0;
{ /* thread loop from block 9 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r5;
uint32_t r25;
uint32_t r32;
r32 = S32[t];
if (masked && st[t] != grp) continue;
L13_9:;
/*55*/ r25 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)0)));
/*56*/ r5 = ((((int32_t)r25) != ((int32_t)r32))) != 0;
if (r5) {
st[t] = 8;
continue;
}
waited_ = 0; /* out of a wait: progress */
goto L13_26;
L13_26:;
st[t] = 10;
continue;
}
}
}
goto SCHED_;
}
U_10:;
waited_ = 0;
{ /* warp chain from block 10 */
const uint32_t cep_ = ep_ += 1u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W14_10:; {
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
if (sk_ && st[t] != grp) continue;
L15f_10:;
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
if (sk_ && st[t] != grp) continue;
L15_10:;
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
goto W14_11;
W14_11:; {
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
uint32_t r26;
uint32_t r27;
uint32_t r32;
uint32_t r34;
r32 = S32[t];
r34 = S34[t];
if (sk_ && st[t] != 32779) continue;
L16f_11:;
/*59*/ r26 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)4)));
/*60*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r34)));
/*61*/ r27 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r32)));
S27[t] = r27;
S34[t] = r34;
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
uint32_t r26;
uint32_t r27;
uint32_t r32;
uint32_t r34;
r32 = S32[t];
r34 = S34[t];
if (sk_ && st[t] != 32779) continue;
L16_11:;
/*59*/ r26 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)4)));
/*60*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r34)));
/*61*/ r27 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r32)));
S27[t] = r27;
S34[t] = r34;
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
goto W14_12;
W14_12:; {
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
uint8_t r6;
uint32_t r15;
uint32_t r27;
uint32_t r32;
r27 = S27[t];
r32 = S32[t];
if (sk_ && st[t] != 32780) continue;
L17f_12:;
/*62*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)r27);
/*63*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r32) + (uint32_t)((uint32_t)1LL)));
/*64*/ r6 = ((((int32_t)r32) < ((int32_t)r20))) != 0;
/*65*/ r32 = (uint32_t)(((uint32_t)r15));
if (r6) {
S32[t] = r32;
st[t] = 8;
continue;
}
goto L17f_25;
L17f_25:;
st[t] = 13;
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
uint8_t r6;
uint32_t r15;
uint32_t r27;
uint32_t r32;
r27 = S27[t];
r32 = S32[t];
if (sk_ && st[t] != 32780) continue;
L17_12:;
/*62*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)r27);
/*63*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r32) + (uint32_t)((uint32_t)1LL)));
/*64*/ r6 = ((((int32_t)r32) < ((int32_t)r20))) != 0;
/*65*/ r32 = (uint32_t)(((uint32_t)r15));
if (r6) {
S32[t] = r32;
st[t] = 8;
continue;
}
goto L17_25;
L17_25:;
st[t] = 13;
continue;
}
}
}
}
continue;
}
goto SCHED_;
}
U_18:;
waited_ = 0;
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
uint32_t r18;
uint32_t r35;
r35 = S35[t];
if (masked && st[t] != grp) continue;
L18_18:;
/*85*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)r35);
/*86*/ r18 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r35)));
S18[t] = r18;
if (masked) st[t] = 19;
continue;
}
}
}
if (!masked) goto U_19;
goto SCHED_;
}
U_19:;
if (++waited_ > (1u << 20)) return hd_stuck(b, "_Z7handoffPii", 89);
{ /* warp chain from block 19 */
const uint32_t cep_ = ep_ += 1u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W19_19:; {
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
if (sk_ && st[t] != grp) continue;
L20f_19:;
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
if (sk_ && st[t] != grp) continue;
L20_19:;
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
goto W19_20;
W19_20:; {
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
uint8_t r8;
uint32_t r18;
uint32_t r31;
r18 = S18[t];
if (sk_ && st[t] != 32788) continue;
L21f_20:;
/*89*/ r31 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)0)));
/*90*/ r8 = ((((int32_t)r31) != ((int32_t)r18))) != 0;
if (r8) {
st[t] = 19;
continue;
}
waited_ = 0; /* out of a wait: progress */
goto L21f_27;
L21f_27:;
st[t] = 21;
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
uint8_t r8;
uint32_t r18;
uint32_t r31;
r18 = S18[t];
if (sk_ && st[t] != 32788) continue;
L21_20:;
/*89*/ r31 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)0)));
/*90*/ r8 = ((((int32_t)r31) != ((int32_t)r18))) != 0;
if (r8) {
st[t] = 19;
continue;
}
waited_ = 0; /* out of a wait: progress */
goto L21_27;
L21_27:;
st[t] = 21;
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
waited_ = 0;
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
uint32_t r26;
uint32_t r27;
uint32_t r32;
uint32_t r34;
r32 = S32[t];
r34 = S34[t];
if (masked && st[t] != grp) continue;
L22_11:;
/*59*/ r26 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)4)));
/*60*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r34)));
/*61*/ r27 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r32)));
S27[t] = r27;
S34[t] = r34;
if (masked) st[t] = 12;
continue;
}
}
}
if (!masked) goto U_12;
goto SCHED_;
}
U_12:;
waited_ = 0;
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
uint8_t r6;
uint32_t r15;
uint32_t r27;
uint32_t r32;
r27 = S27[t];
r32 = S32[t];
if (masked && st[t] != grp) continue;
L23_12:;
/*62*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)r27);
/*63*/ r15 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r32) + (uint32_t)((uint32_t)1LL)));
/*64*/ r6 = ((((int32_t)r32) < ((int32_t)r20))) != 0;
/*65*/ r32 = (uint32_t)(((uint32_t)r15));
if (r6) {
S32[t] = r32;
st[t] = 8;
continue;
}
goto L23_25;
L23_25:;
st[t] = 13;
continue;
}
}
}
goto SCHED_;
}
U_20:;
waited_ = 0;
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
uint8_t r8;
uint32_t r18;
uint32_t r31;
r18 = S18[t];
if (masked && st[t] != grp) continue;
L24_20:;
/*89*/ r31 = (uint32_t)(*((volatile uint32_t *)(shm + (uint64_t)0)));
/*90*/ r8 = ((((int32_t)r31) != ((int32_t)r18))) != 0;
if (r8) {
st[t] = 19;
continue;
}
waited_ = 0; /* out of a wait: progress */
goto L24_27;
L24_27:;
st[t] = 21;
continue;
}
}
}
goto SCHED_;
}
U_21:;
waited_ = 0;
{ /* warp chain from block 21 */
const uint32_t cep_ = ep_ += 1u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W25_21:; {
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
uint8_t r9;
uint32_t r19;
uint32_t r30;
uint32_t r35;
r35 = S35[t];
if (sk_ && st[t] != grp) continue;
L26f_21:;
/*93*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)1LL)));
/*94*/ r9 = ((((int32_t)r35) < ((int32_t)r20))) != 0;
/*95*/ r35 = (uint32_t)(((uint32_t)r19));
if (r9) {
goto L26f_16;
}
st[t] = 65535;
continue;
L26f_16:;
/*83*/ r30 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) * (uint32_t)((uint32_t)r35)));
S30[t] = r30;
S35[t] = r35;
st[t] = 32785;
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
uint8_t r9;
uint32_t r19;
uint32_t r30;
uint32_t r35;
r35 = S35[t];
if (sk_ && st[t] != grp) continue;
L26_21:;
/*93*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)1LL)));
/*94*/ r9 = ((((int32_t)r35) < ((int32_t)r20))) != 0;
/*95*/ r35 = (uint32_t)(((uint32_t)r19));
if (r9) {
goto L26_16;
}
st[t] = 65535;
continue;
L26_16:;
/*83*/ r30 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) * (uint32_t)((uint32_t)r35)));
S30[t] = r30;
S35[t] = r35;
st[t] = 32785;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32785u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W25_17;
W25_17:; {
ep_++;
const int sk_ = !full_; (void)sk_;
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
uint32_t r30;
r30 = S30[t];
if (sk_ && st[t] != 32785) continue;
L27f_17:;
/*84*/ *((volatile uint32_t *)(shm + (uint64_t)4)) = ((uint32_t)r30);
st[t] = 32786;
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
uint32_t r30;
r30 = S30[t];
if (sk_ && st[t] != 32785) continue;
L27_17:;
/*84*/ *((volatile uint32_t *)(shm + (uint64_t)4)) = ((uint32_t)r30);
st[t] = 32786;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32786u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W25_18;
W25_18:; {
ep_++;
const int sk_ = !full_; (void)sk_;
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
uint32_t r18;
uint32_t r35;
r35 = S35[t];
if (sk_ && st[t] != 32786) continue;
L28f_18:;
/*85*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)r35);
/*86*/ r18 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r35)));
S18[t] = r18;
st[t] = 19;
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
uint32_t r18;
uint32_t r35;
r35 = S35[t];
if (sk_ && st[t] != 32786) continue;
L28_18:;
/*85*/ *((volatile uint32_t *)(shm + (uint64_t)0)) = ((uint32_t)r35);
/*86*/ r18 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r35)));
S18[t] = r18;
st[t] = 19;
continue;
}
}
}
}
continue;
}
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[30] = {2,0,0,2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,2,0,0,0,0,0};
static const uint16_t prio_[30] = {1,3,4,6,7,8,9,10,32779,12,14,15,16,18,19,20,21,22,23,32792,25,27,28,29,5,17,13,26,2,0};
int nx_ = hd_sched(b, "_Z7handoffPii", st, nthr, &masked, &grp, blockbar_, prio_, waited_, 30u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 2: goto U_2;
case 3: goto U_3;
case 4: goto U_4;
case 8: goto U_8;
case 9: goto U_9;
case 10: goto U_10;
case 11: goto U_11;
case 12: goto U_12;
case 13: goto U_13;
case 17: goto U_17;
case 18: goto U_18;
case 19: goto U_19;
case 20: goto U_20;
case 21: goto U_21;
case 24: goto U_24;
case 28: goto U_28;
}
return hd_diverged(b, "_Z7handoffPii");
}
}

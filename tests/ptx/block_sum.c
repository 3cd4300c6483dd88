/* kernel _Z9block_sumPKfPfi */
int hdk_0(hd_block *b) {
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2], nthr = b->nthreads;
unsigned char *const shm = b->shared; const unsigned char *const prm = b->params;
const uint32_t ctax_ = b->ctaid[0], ctay_ = b->ctaid[1], ctaz_ = b->ctaid[2], nctax_ = b->nctaid[0], nctay_ = b->nctaid[1], nctaz_ = b->nctaid[2];
(void)ctax_; (void)ctay_; (void)ctaz_; (void)nctax_; (void)nctay_; (void)nctaz_;
uint16_t *const st = (uint16_t *)b->state; int masked = 0, grp = 0;
uint32_t glo_ = 0, ghi_ = nthr; (void)glo_; (void)ghi_;
unsigned char *const red_ = b->state + 2 * (size_t)nthr; (void)red_;
typedef uint32_t xt_t;
xt_t *const xv_ = (xt_t *)(b->state + ((3 * (size_t)nthr + 63) & ~(size_t)63));
uint32_t *const xa_ = (uint32_t *)(xv_ + nthr);
xt_t *const xv2_ = (xt_t *)((unsigned char *)xv_ + (((sizeof(xt_t) + 4) * (size_t)nthr + 7) & ~(size_t)7));
uint32_t *const xa2_ = (uint32_t *)(xv2_ + nthr);
uint32_t ep_ = 0; (void)xv_; (void)xa_; (void)xv2_; (void)xa2_; (void)ep_;
(void)ntx; (void)nty; (void)ntz; (void)nthr; (void)shm; (void)prm; (void)st; (void)masked; (void)grp;
uint8_t r0 = 0;
float r16 = 0;
float r17 = 0;
float r18 = 0;
float r20 = 0;
float r21 = 0;
float r23 = 0;
float r33 = 0;
uint32_t r46 = 0;
uint32_t r47 = 0;
uint32_t r50 = 0;
uint32_t r51 = 0;
uint32_t r53 = 0;
uint32_t r54 = 0;
uint32_t r55 = 0;
uint32_t r56 = 0;
uint32_t r59 = 0;
uint32_t r62 = 0;
uint32_t r67 = 0;
uint32_t r74 = 0;
uint32_t r79 = 0;
uint32_t r80 = 0;
uint32_t r81 = 0;
uint32_t r82 = 0;
uint32_t r85 = 0;
uint32_t r88 = 0;
uint32_t r93 = 0;
uint64_t r95 = 0;
uint64_t r96 = 0;
uint64_t r97 = 0;
uint64_t r101 = 0;
float *const S19 = (float *)(b->scratch + (size_t)nthr * 0);
float *const S22 = (float *)(b->scratch + (size_t)nthr * 4);
float *const S25 = (float *)(b->scratch + (size_t)nthr * 8);
float *const S27 = (float *)(b->scratch + (size_t)nthr * 12);
float *const S29 = (float *)(b->scratch + (size_t)nthr * 16);
float *const S31 = (float *)(b->scratch + (size_t)nthr * 20);
float *const S35 = (float *)(b->scratch + (size_t)nthr * 24);
float *const S37 = (float *)(b->scratch + (size_t)nthr * 28);
float *const S39 = (float *)(b->scratch + (size_t)nthr * 32);
float *const S41 = (float *)(b->scratch + (size_t)nthr * 36);
float *const S44 = (float *)(b->scratch + (size_t)nthr * 40);
float *const S45 = (float *)(b->scratch + (size_t)nthr * 44);
uint32_t *const S57 = (uint32_t *)(b->scratch + (size_t)nthr * 48);
uint32_t *const S60 = (uint32_t *)(b->scratch + (size_t)nthr * 52);
uint32_t *const S63 = (uint32_t *)(b->scratch + (size_t)nthr * 56);
uint32_t *const S65 = (uint32_t *)(b->scratch + (size_t)nthr * 60);
uint32_t *const S68 = (uint32_t *)(b->scratch + (size_t)nthr * 64);
uint32_t *const S83 = (uint32_t *)(b->scratch + (size_t)nthr * 68);
uint32_t *const S86 = (uint32_t *)(b->scratch + (size_t)nthr * 72);
uint32_t *const S89 = (uint32_t *)(b->scratch + (size_t)nthr * 76);
uint32_t *const S91 = (uint32_t *)(b->scratch + (size_t)nthr * 80);
uint32_t *const S94 = (uint32_t *)(b->scratch + (size_t)nthr * 84);
xt_t cxv_[2][96]; uint32_t cxa_[2][96]; memset(cxa_, 0, sizeof cxa_); memset(cxv_, 0, sizeof cxv_);
memset(xa_, 0, 4 * (size_t)nthr);
const uint64_t shlim_ = b->shtot; (void)shlim_;
goto U_0;
U_0:;
/*29*/ r96 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*30*/ r97 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*31*/ r50 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*32*/ r47 = (uint32_t)(((uint32_t)ntx));
/*33*/ r51 = (uint32_t)(((uint32_t)ctax_));
goto U_32;
U_32:;
{ /* warp chain from block 32 */
const uint32_t cep_ = ep_ += 10u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W1_32:; {
ep_++;
const int sk_ = !full_ && masked; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
if (full_ && x0_ + 32 <= ntx) { /* copy: */
const int sk_ = 0, full_ = 1; (void)sk_; (void)full_;
const uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
const size_t tb_ = (size_t)r0_ * ntx;
const uint32_t xl_ = x0_, xh_ = x0_ + 32;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r51 * (int64_t)(int32_t)r47) + (int64_t)0), 1LL, xl_, xh_);
#pragma GCC ivdep
for (size_t tf_ = w_; tf_ < w_ + 32; tf_++) {
const uint32_t tx = x0_ + (uint32_t)(tf_ - w_);
size_t t = tf_; const int64_t txw_ = (int64_t)x0_ + (int64_t)(tf_ - w_); (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
float r44;
uint32_t r48;
uint32_t r49;
uint32_t r52;
uint64_t r98;
uint64_t r99;
uint64_t r100;
if (sk_ && st[t] != grp) continue;
L2f_32:;
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
/*35*/ r49 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r51) * (uint32_t)((uint32_t)r47) + (uint32_t)((uint32_t)r48)));
/*36*/ r1 = ((((int32_t)r49) >= ((int32_t)r50))) != 0;
/*37*/ r44 = 0x0p+0f;
if (r1) {
goto L2f_2;
}
goto L2f_1;
L2f_1:;
/*40*/ r98 = (uint64_t)(((uint64_t)r96));
/*41*/ r99 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r51 * (int64_t)(int32_t)r47) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r49) * (int64_t)((int32_t)4LL)));
/*42*/ r100 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r98) + (uint64_t)((uint64_t)r99)));
/*43*/ r44 = *((float *)(uintptr_t)((uint64_t)r100 + 0LL));
goto L2f_2;
L2f_2:;
/*47*/ r53 = (uint32_t)(((uint32_t)2LL));
/*48*/ r54 = (uint32_t)(((uint32_t)31LL));
/*49*/ r55 = (uint32_t)(((uint32_t)16LL));
/*50*/ r56 = (uint32_t)(((uint32_t)-1LL));
goto L2f_33;
L2f_33:;
/*46*/ r52 = (uint32_t)(((uint32_t)hd_f2u(r44)));
xw_[t - w_] = ((uint32_t)r52); xwa_[t - w_] = ep_;
S44[t] = r44;
if (masked) st[t] = 32790;
continue;
}
} else { /* :copy */
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r51 * (int64_t)(int32_t)r47) + (int64_t)0), 1LL, xl_, xh_);
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
float r44;
uint32_t r48;
uint32_t r49;
uint32_t r52;
uint64_t r98;
uint64_t r99;
uint64_t r100;
if (sk_ && st[t] != grp) continue;
L2_32:;
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
/*35*/ r49 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r51) * (uint32_t)((uint32_t)r47) + (uint32_t)((uint32_t)r48)));
/*36*/ r1 = ((((int32_t)r49) >= ((int32_t)r50))) != 0;
/*37*/ r44 = 0x0p+0f;
if (r1) {
goto L2_2;
}
goto L2_1;
L2_1:;
/*40*/ r98 = (uint64_t)(((uint64_t)r96));
/*41*/ r99 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r51 * (int64_t)(int32_t)r47) + (int64_t)0) + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r49) * (int64_t)((int32_t)4LL)));
/*42*/ r100 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r98) + (uint64_t)((uint64_t)r99)));
/*43*/ r44 = *((float *)(uintptr_t)((uint64_t)r100 + 0LL));
goto L2_2;
L2_2:;
/*47*/ r53 = (uint32_t)(((uint32_t)2LL));
/*48*/ r54 = (uint32_t)(((uint32_t)31LL));
/*49*/ r55 = (uint32_t)(((uint32_t)16LL));
/*50*/ r56 = (uint32_t)(((uint32_t)-1LL));
goto L2_33;
L2_33:;
/*46*/ r52 = (uint32_t)(((uint32_t)hd_f2u(r44)));
xw_[t - w_] = ((uint32_t)r52); xwa_[t - w_] = ep_;
S44[t] = r44;
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
goto W1_22;
W1_22:; {
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
uint8_t r2;
float r24;
float r25;
float r44;
uint32_t r48;
uint32_t r57;
uint32_t r58;
r44 = S44[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32790) continue;
L3f_22:;
/*51*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)16LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r57 = (uint32_t)((uint32_t)sv_);
r2 = (ok_) != 0;
}
goto L3f_3;
L3f_3:;
/*55*/ r59 = (uint32_t)(((uint32_t)8LL));
goto L3f_34;
L3f_34:;
/*52*/ r24 = hd_u2f((uint32_t)(((uint32_t)r57)));
/*53*/ r25 = r44 + r24;
/*54*/ r58 = (uint32_t)(((uint32_t)hd_f2u(r25)));
xw_[t - w_] = ((uint32_t)r58); xwa_[t - w_] = ep_;
S25[t] = r25;
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
uint8_t r2;
float r24;
float r25;
float r44;
uint32_t r48;
uint32_t r57;
uint32_t r58;
r44 = S44[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32790) continue;
L3_22:;
/*51*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)16LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r57 = (uint32_t)((uint32_t)sv_);
r2 = (ok_) != 0;
}
goto L3_3;
L3_3:;
/*55*/ r59 = (uint32_t)(((uint32_t)8LL));
goto L3_34;
L3_34:;
/*52*/ r24 = hd_u2f((uint32_t)(((uint32_t)r57)));
/*53*/ r25 = r44 + r24;
/*54*/ r58 = (uint32_t)(((uint32_t)hd_f2u(r25)));
xw_[t - w_] = ((uint32_t)r58); xwa_[t - w_] = ep_;
S25[t] = r25;
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
goto W1_23;
W1_23:; {
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
uint8_t r3;
float r25;
float r26;
float r27;
uint32_t r48;
uint32_t r60;
uint32_t r61;
r25 = S25[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32791) continue;
L4f_23:;
/*56*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)8LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r60 = (uint32_t)((uint32_t)sv_);
r3 = (ok_) != 0;
}
goto L4f_4;
L4f_4:;
/*60*/ r62 = (uint32_t)(((uint32_t)4LL));
goto L4f_35;
L4f_35:;
/*57*/ r26 = hd_u2f((uint32_t)(((uint32_t)r60)));
/*58*/ r27 = r25 + r26;
/*59*/ r61 = (uint32_t)(((uint32_t)hd_f2u(r27)));
xw_[t - w_] = ((uint32_t)r61); xwa_[t - w_] = ep_;
S27[t] = r27;
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
uint8_t r3;
float r25;
float r26;
float r27;
uint32_t r48;
uint32_t r60;
uint32_t r61;
r25 = S25[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32791) continue;
L4_23:;
/*56*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)8LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r60 = (uint32_t)((uint32_t)sv_);
r3 = (ok_) != 0;
}
goto L4_4;
L4_4:;
/*60*/ r62 = (uint32_t)(((uint32_t)4LL));
goto L4_35;
L4_35:;
/*57*/ r26 = hd_u2f((uint32_t)(((uint32_t)r60)));
/*58*/ r27 = r25 + r26;
/*59*/ r61 = (uint32_t)(((uint32_t)hd_f2u(r27)));
xw_[t - w_] = ((uint32_t)r61); xwa_[t - w_] = ep_;
S27[t] = r27;
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
goto W1_24;
W1_24:; {
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
uint8_t r4;
float r27;
float r28;
float r29;
uint32_t r48;
uint32_t r63;
uint32_t r64;
r27 = S27[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32792) continue;
L5f_24:;
/*61*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)4LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r63 = (uint32_t)((uint32_t)sv_);
r4 = (ok_) != 0;
}
goto L5f_5;
L5f_5:;
/*62*/ r28 = hd_u2f((uint32_t)(((uint32_t)r63)));
/*63*/ r29 = r27 + r28;
/*64*/ r64 = (uint32_t)(((uint32_t)hd_f2u(r29)));
xw_[t - w_] = ((uint32_t)r64); xwa_[t - w_] = ep_;
S29[t] = r29;
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
uint8_t r4;
float r27;
float r28;
float r29;
uint32_t r48;
uint32_t r63;
uint32_t r64;
r27 = S27[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32792) continue;
L5_24:;
/*61*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)4LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r63 = (uint32_t)((uint32_t)sv_);
r4 = (ok_) != 0;
}
goto L5_5;
L5_5:;
/*62*/ r28 = hd_u2f((uint32_t)(((uint32_t)r63)));
/*63*/ r29 = r27 + r28;
/*64*/ r64 = (uint32_t)(((uint32_t)hd_f2u(r29)));
xw_[t - w_] = ((uint32_t)r64); xwa_[t - w_] = ep_;
S29[t] = r29;
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
goto W1_25;
W1_25:; {
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
float r29;
float r30;
float r31;
uint32_t r48;
uint32_t r65;
uint32_t r66;
r29 = S29[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32793) continue;
L6f_25:;
/*65*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)2LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r65 = (uint32_t)((uint32_t)sv_);
r5 = (ok_) != 0;
}
goto L6f_6;
L6f_6:;
/*69*/ r67 = (uint32_t)(((uint32_t)1LL));
goto L6f_36;
L6f_36:;
/*66*/ r30 = hd_u2f((uint32_t)(((uint32_t)r65)));
/*67*/ r31 = r29 + r30;
/*68*/ r66 = (uint32_t)(((uint32_t)hd_f2u(r31)));
xw_[t - w_] = ((uint32_t)r66); xwa_[t - w_] = ep_;
S31[t] = r31;
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
uint8_t r5;
float r29;
float r30;
float r31;
uint32_t r48;
uint32_t r65;
uint32_t r66;
r29 = S29[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32793) continue;
L6_25:;
/*65*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)2LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r65 = (uint32_t)((uint32_t)sv_);
r5 = (ok_) != 0;
}
goto L6_6;
L6_6:;
/*69*/ r67 = (uint32_t)(((uint32_t)1LL));
goto L6_36;
L6_36:;
/*66*/ r30 = hd_u2f((uint32_t)(((uint32_t)r65)));
/*67*/ r31 = r29 + r30;
/*68*/ r66 = (uint32_t)(((uint32_t)hd_f2u(r31)));
xw_[t - w_] = ((uint32_t)r66); xwa_[t - w_] = ep_;
S31[t] = r31;
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
goto W1_26;
W1_26:; {
ep_++;
const int sk_ = !full_ && masked; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
float *dsa48_[32], dsv48_[32], dsk48_;
if (full_ && x0_ + 32 <= ntx) { /* copy: */
const int sk_ = 0, full_ = 1; (void)sk_; (void)full_;
const int ds_ = 1;
for (int l_ = 0; l_ < 32; l_++) dsa48_[l_] = &dsk48_;
const uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
const size_t tb_ = (size_t)r0_ * ntx;
const uint32_t xl_ = x0_, xh_ = x0_ + 32;
#pragma GCC ivdep
for (size_t tf_ = w_; tf_ < w_ + 32; tf_++) {
const uint32_t tx = x0_ + (uint32_t)(tf_ - w_);
size_t t = tf_; const int64_t txw_ = (int64_t)x0_ + (int64_t)(tf_ - w_); (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r6;
uint8_t r7;
float r19;
float r31;
float r32;
uint32_t r48;
uint32_t r68;
uint32_t r69;
uint32_t r70;
uint32_t r71;
uint32_t r72;
uint32_t r73;
r31 = S31[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32794) continue;
L7f_26:;
/*70*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)1LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r68 = (uint32_t)((uint32_t)sv_);
r6 = (ok_) != 0;
}
goto L7f_7;
L7f_7:;
/*71*/ r32 = hd_u2f((uint32_t)(((uint32_t)r68)));
/*72*/ r19 = r31 + r32;
/*73*/ r69 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)31LL)));
/*74*/ r7 = ((((int32_t)r69) != ((int32_t)0LL))) != 0;
if (r7) {
if (masked) st[t] = 9;
continue;
}
goto L7f_8;
L7f_8:;
/*77*/ r70 = (uint32_t)((uint32_t)(((uint32_t)r48) >> ((uint32_t)3LL)));
/*78*/ r71 = (uint32_t)((uint32_t)(((uint32_t)r70) & ((uint32_t)536870908LL)));
/*79*/ r72 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*80*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) + (uint32_t)((uint32_t)r71)));
/*81*/ { const float dv_ = r19; if (ds_) { dsa48_[t - w_] = ((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))); dsv48_[t - w_] = dv_; } else *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))) = dv_; }
if (masked) st[t] = 9;
continue;
}
for (uint32_t m_ = hd_dsmask((const void *const *)dsa48_, &dsk48_); m_; m_ &= m_ - 1) *dsa48_[__builtin_ctz(m_)] = dsv48_[__builtin_ctz(m_)];
} else { /* :copy */
const int ds_ = 0;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r6;
uint8_t r7;
float r19;
float r31;
float r32;
uint32_t r48;
uint32_t r68;
uint32_t r69;
uint32_t r70;
uint32_t r71;
uint32_t r72;
uint32_t r73;
r31 = S31[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32794) continue;
L7_26:;
/*70*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)1LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r68 = (uint32_t)((uint32_t)sv_);
r6 = (ok_) != 0;
}
goto L7_7;
L7_7:;
/*71*/ r32 = hd_u2f((uint32_t)(((uint32_t)r68)));
/*72*/ r19 = r31 + r32;
/*73*/ r69 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)31LL)));
/*74*/ r7 = ((((int32_t)r69) != ((int32_t)0LL))) != 0;
if (r7) {
if (masked) st[t] = 9;
continue;
}
goto L7_8;
L7_8:;
/*77*/ r70 = (uint32_t)((uint32_t)(((uint32_t)r48) >> ((uint32_t)3LL)));
/*78*/ r71 = (uint32_t)((uint32_t)(((uint32_t)r70) & ((uint32_t)536870908LL)));
/*79*/ r72 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*80*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) + (uint32_t)((uint32_t)r71)));
/*81*/ { const float dv_ = r19; if (ds_) { dsa48_[t - w_] = ((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))); dsv48_[t - w_] = dv_; } else *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))) = dv_; }
if (masked) st[t] = 9;
continue;
}
}
}
}
continue;
}
if (masked) goto SCHED_;
goto U_9;
}
U_22:;
{ /* thread loop from block 22 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
float r24;
float r25;
float r44;
uint32_t r48;
uint32_t r57;
uint32_t r58;
r44 = S44[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L8_22:;
/*51*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)16LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r57 = (uint32_t)((uint32_t)sv_);
r2 = (ok_) != 0;
}
goto L8_3;
L8_3:;
/*55*/ r59 = (uint32_t)(((uint32_t)8LL));
goto L8_34;
L8_34:;
/*52*/ r24 = hd_u2f((uint32_t)(((uint32_t)r57)));
/*53*/ r25 = r44 + r24;
/*54*/ r58 = (uint32_t)(((uint32_t)hd_f2u(r25)));
xv_[t] = ((uint32_t)r58); xa_[t] = ep_ - 8u;
S25[t] = r25;
if (masked) st[t] = 23;
continue;
}
}
if (!masked) goto U_23;
goto SCHED_;
}
U_23:;
{ /* thread loop from block 23 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r3;
float r25;
float r26;
float r27;
uint32_t r48;
uint32_t r60;
uint32_t r61;
r25 = S25[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L9_23:;
/*56*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)8LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r60 = (uint32_t)((uint32_t)sv_);
r3 = (ok_) != 0;
}
goto L9_4;
L9_4:;
/*60*/ r62 = (uint32_t)(((uint32_t)4LL));
goto L9_35;
L9_35:;
/*57*/ r26 = hd_u2f((uint32_t)(((uint32_t)r60)));
/*58*/ r27 = r25 + r26;
/*59*/ r61 = (uint32_t)(((uint32_t)hd_f2u(r27)));
xv_[t] = ((uint32_t)r61); xa_[t] = ep_ - 7u;
S27[t] = r27;
if (masked) st[t] = 24;
continue;
}
}
if (!masked) goto U_24;
goto SCHED_;
}
U_24:;
{ /* thread loop from block 24 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r4;
float r27;
float r28;
float r29;
uint32_t r48;
uint32_t r63;
uint32_t r64;
r27 = S27[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L10_24:;
/*61*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)4LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r63 = (uint32_t)((uint32_t)sv_);
r4 = (ok_) != 0;
}
goto L10_5;
L10_5:;
/*62*/ r28 = hd_u2f((uint32_t)(((uint32_t)r63)));
/*63*/ r29 = r27 + r28;
/*64*/ r64 = (uint32_t)(((uint32_t)hd_f2u(r29)));
xv_[t] = ((uint32_t)r64); xa_[t] = ep_ - 6u;
S29[t] = r29;
if (masked) st[t] = 25;
continue;
}
}
if (!masked) goto U_25;
goto SCHED_;
}
U_25:;
{ /* thread loop from block 25 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r5;
float r29;
float r30;
float r31;
uint32_t r48;
uint32_t r65;
uint32_t r66;
r29 = S29[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L11_25:;
/*65*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)2LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r65 = (uint32_t)((uint32_t)sv_);
r5 = (ok_) != 0;
}
goto L11_6;
L11_6:;
/*69*/ r67 = (uint32_t)(((uint32_t)1LL));
goto L11_36;
L11_36:;
/*66*/ r30 = hd_u2f((uint32_t)(((uint32_t)r65)));
/*67*/ r31 = r29 + r30;
/*68*/ r66 = (uint32_t)(((uint32_t)hd_f2u(r31)));
xv_[t] = ((uint32_t)r66); xa_[t] = ep_ - 5u;
S31[t] = r31;
if (masked) st[t] = 26;
continue;
}
}
if (!masked) goto U_26;
goto SCHED_;
}
U_26:;
{ /* thread loop from block 26 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r6;
uint8_t r7;
float r19;
float r31;
float r32;
uint32_t r48;
uint32_t r68;
uint32_t r69;
uint32_t r70;
uint32_t r71;
uint32_t r72;
uint32_t r73;
r31 = S31[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L12_26:;
/*70*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)1LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r68 = (uint32_t)((uint32_t)sv_);
r6 = (ok_) != 0;
}
goto L12_7;
L12_7:;
/*71*/ r32 = hd_u2f((uint32_t)(((uint32_t)r68)));
/*72*/ r19 = r31 + r32;
/*73*/ r69 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)31LL)));
/*74*/ r7 = ((((int32_t)r69) != ((int32_t)0LL))) != 0;
if (r7) {
if (masked) st[t] = 9;
continue;
}
goto L12_8;
L12_8:;
/*77*/ r70 = (uint32_t)((uint32_t)(((uint32_t)r48) >> ((uint32_t)3LL)));
/*78*/ r71 = (uint32_t)((uint32_t)(((uint32_t)r70) & ((uint32_t)536870908LL)));
/*79*/ r72 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*80*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) + (uint32_t)((uint32_t)r71)));
/*81*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))) = r19;
if (masked) st[t] = 9;
continue;
}
}
if (!masked) goto U_9;
goto SCHED_;
}
U_9:;
goto U_10;
U_10:;
{ /* warp chain from block 10 */
const uint32_t cep_ = ep_ += 10u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = 0; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W13_10:; {
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
uint8_t r9;
float r45;
uint32_t r48;
uint32_t r75;
uint32_t r76;
uint32_t r77;
uint32_t r78;
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != grp) continue;
L14f_10:;
/*85*/ r8 = ((((uint32_t)r48) > ((uint32_t)31LL))) != 0;
if (r8) {
st[t] = 65535;
continue;
}
goto L14f_11;
L14f_11:;
/*88*/ r74 = (uint32_t)((uint32_t)(((uint32_t)r47) >> ((uint32_t)5LL)));
goto L14f_37;
L14f_12:;
/*93*/ r75 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) << ((uint32_t)2LL)));
/*94*/ r76 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*95*/ r77 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r76) + (uint32_t)((uint32_t)r75)));
/*96*/ r45 = *((float *)(shm + ((int64_t)(uint64_t)0 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL));
goto L14f_13;
L14f_13:;
/*100*/ r79 = (uint32_t)(((uint32_t)2LL));
/*101*/ r80 = (uint32_t)(((uint32_t)31LL));
/*102*/ r81 = (uint32_t)(((uint32_t)16LL));
/*103*/ r82 = (uint32_t)(((uint32_t)-1LL));
goto L14f_38;
L14f_37:;
/*89*/ r9 = ((((uint32_t)r48) >= ((uint32_t)r74))) != 0;
/*90*/ r45 = 0x0p+0f;
if (r9) {
goto L14f_13;
}
goto L14f_12;
L14f_38:;
/*99*/ r78 = (uint32_t)(((uint32_t)hd_f2u(r45)));
xw_[t - w_] = ((uint32_t)r78); xwa_[t - w_] = ep_;
S45[t] = r45;
st[t] = 32795;
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
uint8_t r9;
float r45;
uint32_t r48;
uint32_t r75;
uint32_t r76;
uint32_t r77;
uint32_t r78;
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != grp) continue;
L14_10:;
/*85*/ r8 = ((((uint32_t)r48) > ((uint32_t)31LL))) != 0;
if (r8) {
st[t] = 65535;
continue;
}
goto L14_11;
L14_11:;
/*88*/ r74 = (uint32_t)((uint32_t)(((uint32_t)r47) >> ((uint32_t)5LL)));
goto L14_37;
L14_12:;
/*93*/ r75 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) << ((uint32_t)2LL)));
/*94*/ r76 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*95*/ r77 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r76) + (uint32_t)((uint32_t)r75)));
/*96*/ r45 = *((float *)(shm + ((int64_t)(uint64_t)0 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL));
goto L14_13;
L14_13:;
/*100*/ r79 = (uint32_t)(((uint32_t)2LL));
/*101*/ r80 = (uint32_t)(((uint32_t)31LL));
/*102*/ r81 = (uint32_t)(((uint32_t)16LL));
/*103*/ r82 = (uint32_t)(((uint32_t)-1LL));
goto L14_38;
L14_37:;
/*89*/ r9 = ((((uint32_t)r48) >= ((uint32_t)r74))) != 0;
/*90*/ r45 = 0x0p+0f;
if (r9) {
goto L14_13;
}
goto L14_12;
L14_38:;
/*99*/ r78 = (uint32_t)(((uint32_t)hd_f2u(r45)));
xw_[t - w_] = ((uint32_t)r78); xwa_[t - w_] = ep_;
S45[t] = r45;
st[t] = 32795;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32795u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W13_27;
W13_27:; {
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
uint8_t r10;
float r34;
float r35;
float r45;
uint32_t r48;
uint32_t r83;
uint32_t r84;
r45 = S45[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32795) continue;
L15f_27:;
/*104*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)16LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r83 = (uint32_t)((uint32_t)sv_);
r10 = (ok_) != 0;
}
goto L15f_14;
L15f_14:;
/*108*/ r85 = (uint32_t)(((uint32_t)8LL));
goto L15f_39;
L15f_39:;
/*105*/ r34 = hd_u2f((uint32_t)(((uint32_t)r83)));
/*106*/ r35 = r45 + r34;
/*107*/ r84 = (uint32_t)(((uint32_t)hd_f2u(r35)));
xw_[t - w_] = ((uint32_t)r84); xwa_[t - w_] = ep_;
S35[t] = r35;
st[t] = 32796;
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
uint8_t r10;
float r34;
float r35;
float r45;
uint32_t r48;
uint32_t r83;
uint32_t r84;
r45 = S45[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32795) continue;
L15_27:;
/*104*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)16LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r83 = (uint32_t)((uint32_t)sv_);
r10 = (ok_) != 0;
}
goto L15_14;
L15_14:;
/*108*/ r85 = (uint32_t)(((uint32_t)8LL));
goto L15_39;
L15_39:;
/*105*/ r34 = hd_u2f((uint32_t)(((uint32_t)r83)));
/*106*/ r35 = r45 + r34;
/*107*/ r84 = (uint32_t)(((uint32_t)hd_f2u(r35)));
xw_[t - w_] = ((uint32_t)r84); xwa_[t - w_] = ep_;
S35[t] = r35;
st[t] = 32796;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32796u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W13_28;
W13_28:; {
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
uint8_t r11;
float r35;
float r36;
float r37;
uint32_t r48;
uint32_t r86;
uint32_t r87;
r35 = S35[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32796) continue;
L16f_28:;
/*109*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)8LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r86 = (uint32_t)((uint32_t)sv_);
r11 = (ok_) != 0;
}
goto L16f_15;
L16f_15:;
/*113*/ r88 = (uint32_t)(((uint32_t)4LL));
goto L16f_40;
L16f_40:;
/*110*/ r36 = hd_u2f((uint32_t)(((uint32_t)r86)));
/*111*/ r37 = r35 + r36;
/*112*/ r87 = (uint32_t)(((uint32_t)hd_f2u(r37)));
xw_[t - w_] = ((uint32_t)r87); xwa_[t - w_] = ep_;
S37[t] = r37;
st[t] = 32797;
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
uint8_t r11;
float r35;
float r36;
float r37;
uint32_t r48;
uint32_t r86;
uint32_t r87;
r35 = S35[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32796) continue;
L16_28:;
/*109*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)8LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r86 = (uint32_t)((uint32_t)sv_);
r11 = (ok_) != 0;
}
goto L16_15;
L16_15:;
/*113*/ r88 = (uint32_t)(((uint32_t)4LL));
goto L16_40;
L16_40:;
/*110*/ r36 = hd_u2f((uint32_t)(((uint32_t)r86)));
/*111*/ r37 = r35 + r36;
/*112*/ r87 = (uint32_t)(((uint32_t)hd_f2u(r37)));
xw_[t - w_] = ((uint32_t)r87); xwa_[t - w_] = ep_;
S37[t] = r37;
st[t] = 32797;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32797u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W13_29;
W13_29:; {
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
uint8_t r12;
float r37;
float r38;
float r39;
uint32_t r48;
uint32_t r89;
uint32_t r90;
r37 = S37[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32797) continue;
L17f_29:;
/*114*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)4LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r89 = (uint32_t)((uint32_t)sv_);
r12 = (ok_) != 0;
}
goto L17f_16;
L17f_16:;
/*115*/ r38 = hd_u2f((uint32_t)(((uint32_t)r89)));
/*116*/ r39 = r37 + r38;
/*117*/ r90 = (uint32_t)(((uint32_t)hd_f2u(r39)));
xw_[t - w_] = ((uint32_t)r90); xwa_[t - w_] = ep_;
S39[t] = r39;
st[t] = 32798;
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
uint8_t r12;
float r37;
float r38;
float r39;
uint32_t r48;
uint32_t r89;
uint32_t r90;
r37 = S37[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32797) continue;
L17_29:;
/*114*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)4LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r89 = (uint32_t)((uint32_t)sv_);
r12 = (ok_) != 0;
}
goto L17_16;
L17_16:;
/*115*/ r38 = hd_u2f((uint32_t)(((uint32_t)r89)));
/*116*/ r39 = r37 + r38;
/*117*/ r90 = (uint32_t)(((uint32_t)hd_f2u(r39)));
xw_[t - w_] = ((uint32_t)r90); xwa_[t - w_] = ep_;
S39[t] = r39;
st[t] = 32798;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32798u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W13_30;
W13_30:; {
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
uint8_t r13;
float r39;
float r40;
float r41;
uint32_t r48;
uint32_t r91;
uint32_t r92;
r39 = S39[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32798) continue;
L18f_30:;
/*118*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)2LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r91 = (uint32_t)((uint32_t)sv_);
r13 = (ok_) != 0;
}
goto L18f_17;
L18f_17:;
/*122*/ r93 = (uint32_t)(((uint32_t)1LL));
goto L18f_41;
L18f_41:;
/*119*/ r40 = hd_u2f((uint32_t)(((uint32_t)r91)));
/*120*/ r41 = r39 + r40;
/*121*/ r92 = (uint32_t)(((uint32_t)hd_f2u(r41)));
xw_[t - w_] = ((uint32_t)r92); xwa_[t - w_] = ep_;
S41[t] = r41;
st[t] = 32799;
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
uint8_t r13;
float r39;
float r40;
float r41;
uint32_t r48;
uint32_t r91;
uint32_t r92;
r39 = S39[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32798) continue;
L18_30:;
/*118*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)2LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r91 = (uint32_t)((uint32_t)sv_);
r13 = (ok_) != 0;
}
goto L18_17;
L18_17:;
/*122*/ r93 = (uint32_t)(((uint32_t)1LL));
goto L18_41;
L18_41:;
/*119*/ r40 = hd_u2f((uint32_t)(((uint32_t)r91)));
/*120*/ r41 = r39 + r40;
/*121*/ r92 = (uint32_t)(((uint32_t)hd_f2u(r41)));
xw_[t - w_] = ((uint32_t)r92); xwa_[t - w_] = ep_;
S41[t] = r41;
st[t] = 32799;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32799u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W13_31;
W13_31:; {
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
uint8_t r14;
uint8_t r15;
float r22;
float r41;
float r42;
float r43;
uint32_t r48;
uint32_t r94;
r41 = S41[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32799) continue;
L19f_31:;
/*123*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)1LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r94 = (uint32_t)((uint32_t)sv_);
r14 = (ok_) != 0;
}
goto L19f_18;
L19f_18:;
/*124*/ r42 = hd_u2f((uint32_t)(((uint32_t)r94)));
/*125*/ r22 = r41 + r42;
/*126*/ r15 = ((((int32_t)r48) != ((int32_t)0LL))) != 0;
if (r15) {
st[t] = 65535;
continue;
}
goto L19f_19;
L19f_19:;
/*129*/ r101 = (uint64_t)(((uint64_t)r97));
goto L19f_42;
L19f_42:;
/*130*/ r43 = hd_atom_add_f32(((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22);
st[t] = 65535;
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
uint8_t r14;
uint8_t r15;
float r22;
float r41;
float r42;
float r43;
uint32_t r48;
uint32_t r94;
r41 = S41[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32799) continue;
L19_31:;
/*123*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)1LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[(int64_t)(t - w_) + (int64_t)bv_], vl_ = (uint32_t)xr_[t - w_];
uint32_t sv_ = ok_ ? (full_ || xra_[(int64_t)(t - w_) + (int64_t)bv_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r94 = (uint32_t)((uint32_t)sv_);
r14 = (ok_) != 0;
}
goto L19_18;
L19_18:;
/*124*/ r42 = hd_u2f((uint32_t)(((uint32_t)r94)));
/*125*/ r22 = r41 + r42;
/*126*/ r15 = ((((int32_t)r48) != ((int32_t)0LL))) != 0;
if (r15) {
st[t] = 65535;
continue;
}
goto L19_19;
L19_19:;
/*129*/ r101 = (uint64_t)(((uint64_t)r97));
goto L19_42;
L19_42:;
/*130*/ r43 = hd_atom_add_f32(((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22);
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
U_27:;
{ /* thread loop from block 27 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r10;
float r34;
float r35;
float r45;
uint32_t r48;
uint32_t r83;
uint32_t r84;
r45 = S45[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L20_27:;
/*104*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)16LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r83 = (uint32_t)((uint32_t)sv_);
r10 = (ok_) != 0;
}
goto L20_14;
L20_14:;
/*108*/ r85 = (uint32_t)(((uint32_t)8LL));
goto L20_39;
L20_39:;
/*105*/ r34 = hd_u2f((uint32_t)(((uint32_t)r83)));
/*106*/ r35 = r45 + r34;
/*107*/ r84 = (uint32_t)(((uint32_t)hd_f2u(r35)));
xv_[t] = ((uint32_t)r84); xa_[t] = ep_ - 3u;
S35[t] = r35;
if (masked) st[t] = 28;
continue;
}
}
if (!masked) goto U_28;
goto SCHED_;
}
U_28:;
{ /* thread loop from block 28 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r11;
float r35;
float r36;
float r37;
uint32_t r48;
uint32_t r86;
uint32_t r87;
r35 = S35[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L21_28:;
/*109*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)8LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r86 = (uint32_t)((uint32_t)sv_);
r11 = (ok_) != 0;
}
goto L21_15;
L21_15:;
/*113*/ r88 = (uint32_t)(((uint32_t)4LL));
goto L21_40;
L21_40:;
/*110*/ r36 = hd_u2f((uint32_t)(((uint32_t)r86)));
/*111*/ r37 = r35 + r36;
/*112*/ r87 = (uint32_t)(((uint32_t)hd_f2u(r37)));
xv_[t] = ((uint32_t)r87); xa_[t] = ep_ - 2u;
S37[t] = r37;
if (masked) st[t] = 29;
continue;
}
}
if (!masked) goto U_29;
goto SCHED_;
}
U_29:;
{ /* thread loop from block 29 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r12;
float r37;
float r38;
float r39;
uint32_t r48;
uint32_t r89;
uint32_t r90;
r37 = S37[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L22_29:;
/*114*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)4LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r89 = (uint32_t)((uint32_t)sv_);
r12 = (ok_) != 0;
}
goto L22_16;
L22_16:;
/*115*/ r38 = hd_u2f((uint32_t)(((uint32_t)r89)));
/*116*/ r39 = r37 + r38;
/*117*/ r90 = (uint32_t)(((uint32_t)hd_f2u(r39)));
xv_[t] = ((uint32_t)r90); xa_[t] = ep_ - 1u;
S39[t] = r39;
if (masked) st[t] = 30;
continue;
}
}
if (!masked) goto U_30;
goto SCHED_;
}
U_30:;
{ /* thread loop from block 30 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r13;
float r39;
float r40;
float r41;
uint32_t r48;
uint32_t r91;
uint32_t r92;
r39 = S39[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L23_30:;
/*118*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)2LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r91 = (uint32_t)((uint32_t)sv_);
r13 = (ok_) != 0;
}
goto L23_17;
L23_17:;
/*122*/ r93 = (uint32_t)(((uint32_t)1LL));
goto L23_41;
L23_41:;
/*119*/ r40 = hd_u2f((uint32_t)(((uint32_t)r91)));
/*120*/ r41 = r39 + r40;
/*121*/ r92 = (uint32_t)(((uint32_t)hd_f2u(r41)));
xv_[t] = ((uint32_t)r92); xa_[t] = ep_ - 0u;
S41[t] = r41;
if (masked) st[t] = 31;
continue;
}
}
if (!masked) goto U_31;
goto SCHED_;
}
U_31:;
{ /* thread loop from block 31 */
ep_ += 10u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
if (tb_ + ntx <= glo_ || tb_ >= ghi_) continue;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r14;
uint8_t r15;
float r22;
float r41;
float r42;
float r43;
uint32_t r48;
uint32_t r94;
r41 = S41[t];
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L24_31:;
/*123*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)1LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r94 = (uint32_t)((uint32_t)sv_);
r14 = (ok_) != 0;
}
goto L24_18;
L24_18:;
/*124*/ r42 = hd_u2f((uint32_t)(((uint32_t)r94)));
/*125*/ r22 = r41 + r42;
/*126*/ r15 = ((((int32_t)r48) != ((int32_t)0LL))) != 0;
if (r15) {
if (masked) st[t] = 65535;
continue;
}
goto L24_19;
L24_19:;
/*129*/ r101 = (uint64_t)(((uint64_t)r97));
goto L24_42;
L24_42:;
/*130*/ r43 = hd_atom_add_f32(((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22);
if (masked) st[t] = 65535;
continue;
}
}
if (!masked) return 0;
goto SCHED_;
}
SCHED_: {
static const unsigned char blockbar_[44] = {0,0,0,0,0,0,0,0,0,2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[44] = {1,3,4,7,10,13,15,18,19,20,21,22,24,25,28,31,34,36,39,40,42,43,6,9,12,14,17,27,30,33,35,38,2,5,8,11,16,23,26,29,32,37,41,0};
int nx_ = hd_sched(b, "_Z9block_sumPKfPfi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 44u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 9: goto U_9;
case 10: goto U_10;
case 22: goto U_22;
case 23: goto U_23;
case 24: goto U_24;
case 25: goto U_25;
case 26: goto U_26;
case 27: goto U_27;
case 28: goto U_28;
case 29: goto U_29;
case 30: goto U_30;
case 31: goto U_31;
case 32: goto U_32;
}
return hd_diverged(b, "_Z9block_sumPKfPfi");
}
}

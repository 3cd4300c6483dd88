/* kernel _Z9block_sumPKfPfi */
static void hdr0_0(const uint32_t *X_, uint32_t *D_, uint32_t pa_);
static void hdr0_1(const uint32_t *X_, uint32_t *D_, uint32_t pa_);
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
uint8_t r2 = 0;
uint8_t r3 = 0;
uint8_t r4 = 0;
uint8_t r5 = 0;
uint8_t r6 = 0;
uint8_t r10 = 0;
uint8_t r11 = 0;
uint8_t r12 = 0;
uint8_t r13 = 0;
uint8_t r14 = 0;
float r16 = 0;
float r17 = 0;
float r18 = 0;
float r20 = 0;
float r21 = 0;
float r23 = 0;
float r24 = 0;
float r25 = 0;
float r26 = 0;
float r27 = 0;
float r28 = 0;
float r29 = 0;
float r30 = 0;
float r33 = 0;
float r34 = 0;
float r35 = 0;
float r36 = 0;
float r37 = 0;
float r38 = 0;
float r39 = 0;
float r40 = 0;
uint32_t r46 = 0;
uint32_t r47 = 0;
uint32_t r50 = 0;
uint32_t r51 = 0;
uint32_t r53 = 0;
uint32_t r54 = 0;
uint32_t r55 = 0;
uint32_t r56 = 0;
uint32_t r57 = 0;
uint32_t r58 = 0;
uint32_t r59 = 0;
uint32_t r60 = 0;
uint32_t r61 = 0;
uint32_t r62 = 0;
uint32_t r63 = 0;
uint32_t r64 = 0;
uint32_t r65 = 0;
uint32_t r66 = 0;
uint32_t r67 = 0;
uint32_t r74 = 0;
uint32_t r79 = 0;
uint32_t r80 = 0;
uint32_t r81 = 0;
uint32_t r82 = 0;
uint32_t r83 = 0;
uint32_t r84 = 0;
uint32_t r85 = 0;
uint32_t r86 = 0;
uint32_t r87 = 0;
uint32_t r88 = 0;
uint32_t r89 = 0;
uint32_t r90 = 0;
uint32_t r91 = 0;
uint32_t r92 = 0;
uint32_t r93 = 0;
uint64_t r95 = 0;
uint64_t r96 = 0;
uint64_t r97 = 0;
uint64_t r101 = 0;
float *const S19 = (float *)(b->scratch + (size_t)nthr * 0);
float *const S22 = (float *)(b->scratch + (size_t)nthr * 4);
float *const S31 = (float *)(b->scratch + (size_t)nthr * 8);
float *const S41 = (float *)(b->scratch + (size_t)nthr * 12);
float *const S44 = (float *)(b->scratch + (size_t)nthr * 16);
float *const S45 = (float *)(b->scratch + (size_t)nthr * 20);
uint32_t *const S68 = (uint32_t *)(b->scratch + (size_t)nthr * 24);
uint32_t *const S94 = (uint32_t *)(b->scratch + (size_t)nthr * 28);
xt_t cxv_[2][96]; uint32_t cxa_[2][96]; memset(cxa_, 0, sizeof cxa_); memset(cxv_, 0, sizeof cxv_);
uint32_t wx_[(size_t)((nthr + 31) & ~31u) * 2], wd_[(size_t)((nthr + 31) & ~31u) * 2], wtg_[32] = {0};
uint32_t wxc_[64] __attribute__((aligned(64))), wdc_[64] __attribute__((aligned(64)));
memset(xa_, 0, 4 * (size_t)nthr);
const uint64_t shlim_ = b->shtot; (void)shlim_;
goto U_0;
U_0:;
/*29*/ r96 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*30*/ r97 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*31*/ r50 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*32*/ r47 = (uint32_t)(((uint32_t)ntx));
/*33*/ r51 = (uint32_t)(((uint32_t)ctax_));
goto U_16;
U_16:;
{ /* warp chain from block 16 */
const uint32_t cep_ = ep_ += 2u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W1_16:; {
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
L2f_16:;
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
goto L2f_17;
L2f_17:;
/*46*/ r52 = (uint32_t)(((uint32_t)hd_f2u(r44)));
{ uint32_t *const p_ = wxc_ + (t - w_);
p_[0] = (uint32_t)(((uint32_t)r52));
p_[32] = hd_f2u(r44);
}
xw_[t - w_] = (xt_t)1; xwa_[t - w_] = ep_;
if (masked) st[t] = 32782;
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
L2_16:;
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
goto L2_17;
L2_17:;
/*46*/ r52 = (uint32_t)(((uint32_t)hd_f2u(r44)));
{ uint32_t *const p_ = wxc_ + (t - w_);
p_[0] = (uint32_t)(((uint32_t)r52));
p_[32] = hd_f2u(r44);
}
xw_[t - w_] = (xt_t)1; xwa_[t - w_] = ep_;
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
goto W1_14;
W1_14:; {
ep_++;
const int sk_ = !full_ && masked; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t wbal_, wact_;
hd_wvote32(xr_, xra_, xt_, &wact_, &wbal_);
hdr0_0(wxc_, wdc_, wact_);
float *dsa48_[32], dsv48_[32]; uint32_t dsm48_ = 0;
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
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32782) continue;
L3f_14:;
/*51*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
{ const uint32_t *const q_ = wdc_ + (t - w_);
r31 = hd_u2f((uint32_t)(q_[0]));
r68 = (uint32_t)(q_[32]);
}
}
goto L3f_3;
L3f_3:;
/*52*/ /*53*/ /*54*/ /*55*/ /*56*/ /*57*/ /*58*/ /*59*/ /*60*/ /*61*/ /*62*/ /*63*/ /*64*/ /*65*/ /*66*/ /*67*/ /*68*/ /*69*/ /*70*/ goto L3f_18;
L3f_4:;
/*77*/ r70 = (uint32_t)((uint32_t)(((uint32_t)r48) >> ((uint32_t)3LL)));
/*78*/ r71 = (uint32_t)((uint32_t)(((uint32_t)r70) & ((uint32_t)536870908LL)));
/*79*/ r72 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*80*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) + (uint32_t)((uint32_t)r71)));
/*81*/ { const float dv_ = r19; if (ds_) { dsa48_[t - w_] = ((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))); dsv48_[t - w_] = dv_; dsm48_ |= 1u << (t - w_); } else *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))) = dv_; }
if (masked) st[t] = 5;
continue;
L3f_18:;
/*71*/ r32 = hd_u2f((uint32_t)(((uint32_t)r68)));
/*72*/ r19 = r31 + r32;
/*73*/ r69 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)31LL)));
/*74*/ r7 = ((((int32_t)r69) != ((int32_t)0LL))) != 0;
if (r7) {
if (masked) st[t] = 5;
continue;
}
goto L3f_4;
}
for (uint32_t m_ = dsm48_; m_; m_ &= m_ - 1) *dsa48_[__builtin_ctz(m_)] = dsv48_[__builtin_ctz(m_)];
} else { /* :copy */
const int ds_ = 0;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
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
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32782) continue;
L3_14:;
/*51*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
{ const uint32_t *const q_ = wdc_ + (t - w_);
r31 = hd_u2f((uint32_t)(q_[0]));
r68 = (uint32_t)(q_[32]);
}
}
goto L3_3;
L3_3:;
/*52*/ /*53*/ /*54*/ /*55*/ /*56*/ /*57*/ /*58*/ /*59*/ /*60*/ /*61*/ /*62*/ /*63*/ /*64*/ /*65*/ /*66*/ /*67*/ /*68*/ /*69*/ /*70*/ goto L3_18;
L3_4:;
/*77*/ r70 = (uint32_t)((uint32_t)(((uint32_t)r48) >> ((uint32_t)3LL)));
/*78*/ r71 = (uint32_t)((uint32_t)(((uint32_t)r70) & ((uint32_t)536870908LL)));
/*79*/ r72 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*80*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) + (uint32_t)((uint32_t)r71)));
/*81*/ { const float dv_ = r19; if (ds_) { dsa48_[t - w_] = ((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))); dsv48_[t - w_] = dv_; dsm48_ |= 1u << (t - w_); } else *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))) = dv_; }
if (masked) st[t] = 5;
continue;
L3_18:;
/*71*/ r32 = hd_u2f((uint32_t)(((uint32_t)r68)));
/*72*/ r19 = r31 + r32;
/*73*/ r69 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)31LL)));
/*74*/ r7 = ((((int32_t)r69) != ((int32_t)0LL))) != 0;
if (r7) {
if (masked) st[t] = 5;
continue;
}
goto L3_4;
}
}
}
}
continue;
}
if (jn_ == 5) {
masked = 0;
grp = 5;
glo_ = 0;
ghi_ = nthr;
jn_ = -2;
}
if (masked) goto SCHED_;
goto U_5;
}
U_14:;
{ /* thread loop from block 14 */
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
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L4_14:;
/*51*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
{ const uint32_t mt_ = xa2_[t];
if (wtg_[wb_ >> 5] != mt_) {
wtg_[wb_ >> 5] = mt_;
uint32_t bal_ = 0, act_ = 0;
if (wb_ + 32 <= nthr) hd_wvote32(xv2_ + wb_, xa2_ + wb_, mt_, &act_, &bal_);
else for (uint32_t l_ = 0; l_ < 32 && wb_ + l_ < nthr; l_++) if (xa2_[wb_ + l_] == mt_) act_ |= 1u << l_;
hdr0_0(wx_ + (size_t)(wb_ >> 5) * 64u, wd_ + (size_t)(wb_ >> 5) * 64u, act_);
}
}
{ const uint32_t *const q_ = wd_ + (size_t)(wb_ >> 5) * 64u + lane_;
r31 = hd_u2f((uint32_t)(q_[0]));
r68 = (uint32_t)(q_[32]);
}
}
goto L4_3;
L4_3:;
/*52*/ /*53*/ /*54*/ /*55*/ /*56*/ /*57*/ /*58*/ /*59*/ /*60*/ /*61*/ /*62*/ /*63*/ /*64*/ /*65*/ /*66*/ /*67*/ /*68*/ /*69*/ /*70*/ goto L4_18;
L4_4:;
/*77*/ r70 = (uint32_t)((uint32_t)(((uint32_t)r48) >> ((uint32_t)3LL)));
/*78*/ r71 = (uint32_t)((uint32_t)(((uint32_t)r70) & ((uint32_t)536870908LL)));
/*79*/ r72 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*80*/ r73 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r72) + (uint32_t)((uint32_t)r71)));
/*81*/ *((float *)(shm + (int32_t)(uint32_t)((uint32_t)r73 + 0LL))) = r19;
if (masked) st[t] = 5;
continue;
L4_18:;
/*71*/ r32 = hd_u2f((uint32_t)(((uint32_t)r68)));
/*72*/ r19 = r31 + r32;
/*73*/ r69 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)31LL)));
/*74*/ r7 = ((((int32_t)r69) != ((int32_t)0LL))) != 0;
if (r7) {
if (masked) st[t] = 5;
continue;
}
goto L4_4;
}
}
}
if (!masked) goto U_5;
goto SCHED_;
}
U_5:;
goto U_6;
U_6:;
{ /* warp chain from block 6 */
const uint32_t cep_ = ep_ += 2u; (void)cep_;
uint32_t clo_ = glo_, chi_ = ghi_;
{ uint32_t lo_ = 0, hi_ = ntx;
if (nthr == ntx && hd_clip(2, 0, 0, 0u, (uint32_t)31LL, ntx, &lo_, &hi_)) {
if (lo_ || hi_ < ntx) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 0xFFFFu);
clo_ = glo_ > lo_ ? glo_ : lo_;
chi_ = ghi_ < hi_ ? ghi_ : hi_;
}
}
for (uint32_t w_ = clo_ & ~31u; w_ < chi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W5_6:; {
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
L6f_6:;
/*85*/ r8 = ((((uint32_t)r48) > ((uint32_t)31LL))) != 0;
if (r8) {
st[t] = 65535;
continue;
}
goto L6f_7;
L6f_7:;
/*88*/ r74 = (uint32_t)((uint32_t)(((uint32_t)r47) >> ((uint32_t)5LL)));
goto L6f_19;
L6f_8:;
/*93*/ r75 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) << ((uint32_t)2LL)));
/*94*/ r76 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*95*/ r77 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r76) + (uint32_t)((uint32_t)r75)));
/*96*/ r45 = *((float *)(shm + ((int64_t)(uint64_t)0 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL));
goto L6f_9;
L6f_9:;
/*100*/ r79 = (uint32_t)(((uint32_t)2LL));
/*101*/ r80 = (uint32_t)(((uint32_t)31LL));
/*102*/ r81 = (uint32_t)(((uint32_t)16LL));
/*103*/ r82 = (uint32_t)(((uint32_t)-1LL));
goto L6f_20;
L6f_19:;
/*89*/ r9 = ((((uint32_t)r48) >= ((uint32_t)r74))) != 0;
/*90*/ r45 = 0x0p+0f;
if (r9) {
goto L6f_9;
}
goto L6f_8;
L6f_20:;
/*99*/ r78 = (uint32_t)(((uint32_t)hd_f2u(r45)));
{ uint32_t *const p_ = wxc_ + (t - w_);
p_[0] = (uint32_t)(((uint32_t)r78));
p_[32] = hd_f2u(r45);
}
xw_[t - w_] = (xt_t)1; xwa_[t - w_] = ep_;
st[t] = 32783;
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
L6_6:;
/*85*/ r8 = ((((uint32_t)r48) > ((uint32_t)31LL))) != 0;
if (r8) {
st[t] = 65535;
continue;
}
goto L6_7;
L6_7:;
/*88*/ r74 = (uint32_t)((uint32_t)(((uint32_t)r47) >> ((uint32_t)5LL)));
goto L6_19;
L6_8:;
/*93*/ r75 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) << ((uint32_t)2LL)));
/*94*/ r76 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*95*/ r77 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r76) + (uint32_t)((uint32_t)r75)));
/*96*/ r45 = *((float *)(shm + ((int64_t)(uint64_t)0 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL));
goto L6_9;
L6_9:;
/*100*/ r79 = (uint32_t)(((uint32_t)2LL));
/*101*/ r80 = (uint32_t)(((uint32_t)31LL));
/*102*/ r81 = (uint32_t)(((uint32_t)16LL));
/*103*/ r82 = (uint32_t)(((uint32_t)-1LL));
goto L6_20;
L6_19:;
/*89*/ r9 = ((((uint32_t)r48) >= ((uint32_t)r74))) != 0;
/*90*/ r45 = 0x0p+0f;
if (r9) {
goto L6_9;
}
goto L6_8;
L6_20:;
/*99*/ r78 = (uint32_t)(((uint32_t)hd_f2u(r45)));
{ uint32_t *const p_ = wxc_ + (t - w_);
p_[0] = (uint32_t)(((uint32_t)r78));
p_[32] = hd_f2u(r45);
}
xw_[t - w_] = (xt_t)1; xwa_[t - w_] = ep_;
st[t] = 32783;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32783u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W5_15;
W5_15:; {
ep_++;
const int sk_ = !full_; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t wbal_, wact_;
hd_wvote32(xr_, xra_, xt_, &wact_, &wbal_);
hdr0_1(wxc_, wdc_, wact_);
if (full_ && x0_ + 32 <= ntx) { /* copy: */
const int sk_ = 0, full_ = 1; (void)sk_; (void)full_;
const uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
const size_t tb_ = (size_t)r0_ * ntx;
const uint32_t xl_ = x0_, xh_ = x0_ + 32;
#pragma GCC unroll 4
for (size_t tf_ = w_; tf_ < w_ + 32; tf_++) {
const uint32_t tx = x0_ + (uint32_t)(tf_ - w_);
size_t t = tf_; const int64_t txw_ = (int64_t)x0_ + (int64_t)(tf_ - w_); (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r15;
float r22;
float r41;
float r42;
float r43;
uint32_t r48;
uint32_t r94;
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32783) continue;
L7f_15:;
/*104*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
{ const uint32_t *const q_ = wdc_ + (t - w_);
r41 = hd_u2f((uint32_t)(q_[0]));
r94 = (uint32_t)(q_[32]);
}
}
goto L7f_10;
L7f_10:;
/*105*/ /*106*/ /*107*/ /*108*/ /*109*/ /*110*/ /*111*/ /*112*/ /*113*/ /*114*/ /*115*/ /*116*/ /*117*/ /*118*/ /*119*/ /*120*/ /*121*/ /*122*/ /*123*/ goto L7f_21;
L7f_11:;
/*129*/ r101 = (uint64_t)(((uint64_t)r97));
goto L7f_22;
L7f_21:;
/*124*/ r42 = hd_u2f((uint32_t)(((uint32_t)r94)));
/*125*/ r22 = r41 + r42;
/*126*/ r15 = ((((int32_t)r48) != ((int32_t)0LL))) != 0;
if (r15) {
st[t] = 65535;
continue;
}
goto L7f_11;
L7f_22:;
/*130*/ if (b->rq) hd_rq_add_f32(b->rq, ((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22); else (void)hd_atom_add_f32(((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22);
st[t] = 65535;
continue;
}
} else { /* :copy */
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
#pragma GCC unroll 4
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r15;
float r22;
float r41;
float r42;
float r43;
uint32_t r48;
uint32_t r94;
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (sk_ && st[t] != 32783) continue;
L7_15:;
/*104*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
{ const uint32_t *const q_ = wdc_ + (t - w_);
r41 = hd_u2f((uint32_t)(q_[0]));
r94 = (uint32_t)(q_[32]);
}
}
goto L7_10;
L7_10:;
/*105*/ /*106*/ /*107*/ /*108*/ /*109*/ /*110*/ /*111*/ /*112*/ /*113*/ /*114*/ /*115*/ /*116*/ /*117*/ /*118*/ /*119*/ /*120*/ /*121*/ /*122*/ /*123*/ goto L7_21;
L7_11:;
/*129*/ r101 = (uint64_t)(((uint64_t)r97));
goto L7_22;
L7_21:;
/*124*/ r42 = hd_u2f((uint32_t)(((uint32_t)r94)));
/*125*/ r22 = r41 + r42;
/*126*/ r15 = ((((int32_t)r48) != ((int32_t)0LL))) != 0;
if (r15) {
st[t] = 65535;
continue;
}
goto L7_11;
L7_22:;
/*130*/ if (b->rq) hd_rq_add_f32(b->rq, ((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22); else (void)hd_atom_add_f32(((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22);
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
U_15:;
{ /* thread loop from block 15 */
ep_ += 2u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC unroll 4
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r15;
float r22;
float r41;
float r42;
float r43;
uint32_t r48;
uint32_t r94;
/*34*/ r48 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L8_15:;
/*104*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
{ const uint32_t mt_ = xa2_[t];
if (wtg_[wb_ >> 5] != mt_) {
wtg_[wb_ >> 5] = mt_;
uint32_t bal_ = 0, act_ = 0;
if (wb_ + 32 <= nthr) hd_wvote32(xv2_ + wb_, xa2_ + wb_, mt_, &act_, &bal_);
else for (uint32_t l_ = 0; l_ < 32 && wb_ + l_ < nthr; l_++) if (xa2_[wb_ + l_] == mt_) act_ |= 1u << l_;
hdr0_1(wx_ + (size_t)(wb_ >> 5) * 64u, wd_ + (size_t)(wb_ >> 5) * 64u, act_);
}
}
{ const uint32_t *const q_ = wd_ + (size_t)(wb_ >> 5) * 64u + lane_;
r41 = hd_u2f((uint32_t)(q_[0]));
r94 = (uint32_t)(q_[32]);
}
}
goto L8_10;
L8_10:;
/*105*/ /*106*/ /*107*/ /*108*/ /*109*/ /*110*/ /*111*/ /*112*/ /*113*/ /*114*/ /*115*/ /*116*/ /*117*/ /*118*/ /*119*/ /*120*/ /*121*/ /*122*/ /*123*/ goto L8_21;
L8_11:;
/*129*/ r101 = (uint64_t)(((uint64_t)r97));
goto L8_22;
L8_21:;
/*124*/ r42 = hd_u2f((uint32_t)(((uint32_t)r94)));
/*125*/ r22 = r41 + r42;
/*126*/ r15 = ((((int32_t)r48) != ((int32_t)0LL))) != 0;
if (r15) {
if (masked) st[t] = 65535;
continue;
}
goto L8_11;
L8_22:;
/*130*/ if (b->rq) hd_rq_add_f32(b->rq, ((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22); else (void)hd_atom_add_f32(((float *)(uintptr_t)((uint64_t)r101 + 0LL)), r22);
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
static const unsigned char blockbar_[24] = {0,0,0,0,0,2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[24] = {1,3,4,7,9,10,11,12,14,15,18,20,22,23,6,17,2,5,8,13,16,19,21,0};
int nx_ = hd_sched(b, "_Z9block_sumPKfPfi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 24u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 5: goto U_5;
case 6: goto U_6;
case 14: goto U_14;
case 15: goto U_15;
case 16: goto U_16;
}
return hd_diverged(b, "_Z9block_sumPKfPfi");
}
}
static void hdr0_0(const uint32_t *X_, uint32_t *D_, uint32_t pa_) {
{ /* warp run: PTX lines 51-70 */
typedef uint32_t hv16_ __attribute__((vector_size(64))); typedef uint32_t hv8_ __attribute__((vector_size(32)));
uint32_t pm_[32]; for (uint32_t l_ = 0; l_ < 32; l_++) pm_[l_] = 0u - (pa_ >> l_ & 1u);
uint32_t W52_[32];
uint32_t W57_[32];
uint32_t W2_[32];
float W24_[32];
float W44_[32];
float W25_[32];
uint32_t W58_[32];
uint32_t W59_[32];
uint32_t W60_[32];
uint32_t W3_[32];
float W26_[32];
float W27_[32];
uint32_t W61_[32];
uint32_t W62_[32];
uint32_t W63_[32];
uint32_t W4_[32];
float W28_[32];
float W29_[32];
uint32_t W64_[32];
uint32_t W65_[32];
uint32_t W5_[32];
float W30_[32];
float W31_[32];
uint32_t W66_[32];
uint32_t W67_[32];
uint32_t W68_[32];
uint32_t W6_[32];
for (uint32_t l_ = 0; l_ < 32; l_++) {
{ uint32_t r52;
r52 = (uint32_t)(X_[0 + l_]);
W52_[l_] = r52; }
{ float r44;
r44 = hd_u2f((uint32_t)(X_[32 + l_]));
W44_[l_] = r44; }
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W52_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W52_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i1_, i1_, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
#else
hv16_ o0_ = __builtin_shuffle(i1_, i1_, (hv16_){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
#endif
memcpy(W57_ + 0, &o0_, 64);
memcpy(W57_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W52_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W52_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W52_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W52_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i2_, i2_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o0_ = __builtin_shuffle(i2_, i2_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i3_, i3_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o1_ = __builtin_shuffle(i3_, i3_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i2_, i2_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o2_ = __builtin_shuffle(i2_, i2_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
memcpy(W57_ + 0, &o0_, 32);
memcpy(W57_ + 8, &o1_, 32);
memcpy(W57_ + 16, &o2_, 32);
memcpy(W57_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r57 = W57_[l_];
float r44 = W44_[l_];
float r24;
float r25;
uint32_t r58;
uint32_t r59;
/*52*/ r24 = hd_u2f((uint32_t)(((uint32_t)r57)));
/*53*/ r25 = r44 + r24;
/*54*/ r58 = (uint32_t)(((uint32_t)hd_f2u(r25)));
/*55*/ r59 = (uint32_t)(((uint32_t)8LL));
W25_[l_] = r25;
W58_[l_] = r58;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W58_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W58_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i0_, i1_, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23);
#else
hv16_ o0_ = __builtin_shuffle(i0_, i1_, (hv16_){8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15});
#endif
memcpy(W60_ + 0, &o0_, 64);
memcpy(W60_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W58_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W58_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W58_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W58_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i1_, i1_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o0_ = __builtin_shuffle(i1_, i1_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i2_, i2_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o1_ = __builtin_shuffle(i2_, i2_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i3_, i3_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o2_ = __builtin_shuffle(i3_, i3_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
memcpy(W60_ + 0, &o0_, 32);
memcpy(W60_ + 8, &o1_, 32);
memcpy(W60_ + 16, &o2_, 32);
memcpy(W60_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r60 = W60_[l_];
float r25 = W25_[l_];
float r26;
float r27;
uint32_t r61;
uint32_t r62;
/*57*/ r26 = hd_u2f((uint32_t)(((uint32_t)r60)));
/*58*/ r27 = r25 + r26;
/*59*/ r61 = (uint32_t)(((uint32_t)hd_f2u(r27)));
/*60*/ r62 = (uint32_t)(((uint32_t)4LL));
W27_[l_] = r27;
W61_[l_] = r61;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W61_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W61_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i0_, i1_, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19);
#else
hv16_ o0_ = __builtin_shuffle(i0_, i1_, (hv16_){4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 12, 13, 14, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 12, 13, 14, 15});
#endif
memcpy(W63_ + 0, &o0_, 64);
memcpy(W63_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W61_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W61_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W61_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W61_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i0_, i1_, 4, 5, 6, 7, 8, 9, 10, 11);
#else
hv8_ o0_ = __builtin_shuffle(i0_, i1_, (hv8_){4, 5, 6, 7, 8, 9, 10, 11});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i1_, i2_, 4, 5, 6, 7, 8, 9, 10, 11);
#else
hv8_ o1_ = __builtin_shuffle(i1_, i2_, (hv8_){4, 5, 6, 7, 8, 9, 10, 11});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i2_, i3_, 4, 5, 6, 7, 8, 9, 10, 11);
#else
hv8_ o2_ = __builtin_shuffle(i2_, i3_, (hv8_){4, 5, 6, 7, 8, 9, 10, 11});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 4, 5, 6, 7, 4, 5, 6, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){4, 5, 6, 7, 4, 5, 6, 7});
#endif
memcpy(W63_ + 0, &o0_, 32);
memcpy(W63_ + 8, &o1_, 32);
memcpy(W63_ + 16, &o2_, 32);
memcpy(W63_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r63 = W63_[l_];
float r27 = W27_[l_];
float r28;
float r29;
uint32_t r64;
/*62*/ r28 = hd_u2f((uint32_t)(((uint32_t)r63)));
/*63*/ r29 = r27 + r28;
/*64*/ r64 = (uint32_t)(((uint32_t)hd_f2u(r29)));
W29_[l_] = r29;
W64_[l_] = r64;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W64_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W64_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i0_, i1_, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17);
#else
hv16_ o0_ = __builtin_shuffle(i0_, i1_, (hv16_){2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 14, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 14, 15});
#endif
memcpy(W65_ + 0, &o0_, 64);
memcpy(W65_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W64_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W64_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W64_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W64_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i0_, i1_, 2, 3, 4, 5, 6, 7, 8, 9);
#else
hv8_ o0_ = __builtin_shuffle(i0_, i1_, (hv8_){2, 3, 4, 5, 6, 7, 8, 9});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i1_, i2_, 2, 3, 4, 5, 6, 7, 8, 9);
#else
hv8_ o1_ = __builtin_shuffle(i1_, i2_, (hv8_){2, 3, 4, 5, 6, 7, 8, 9});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i2_, i3_, 2, 3, 4, 5, 6, 7, 8, 9);
#else
hv8_ o2_ = __builtin_shuffle(i2_, i3_, (hv8_){2, 3, 4, 5, 6, 7, 8, 9});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 2, 3, 4, 5, 6, 7, 6, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){2, 3, 4, 5, 6, 7, 6, 7});
#endif
memcpy(W65_ + 0, &o0_, 32);
memcpy(W65_ + 8, &o1_, 32);
memcpy(W65_ + 16, &o2_, 32);
memcpy(W65_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r65 = W65_[l_];
float r29 = W29_[l_];
float r30;
float r31;
uint32_t r66;
uint32_t r67;
/*66*/ r30 = hd_u2f((uint32_t)(((uint32_t)r65)));
/*67*/ r31 = r29 + r30;
/*68*/ r66 = (uint32_t)(((uint32_t)hd_f2u(r31)));
/*69*/ r67 = (uint32_t)(((uint32_t)1LL));
W31_[l_] = r31;
W66_[l_] = r66;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W66_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W66_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i0_, i1_, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
#else
hv16_ o0_ = __builtin_shuffle(i0_, i1_, (hv16_){1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15});
#endif
memcpy(W68_ + 0, &o0_, 64);
memcpy(W68_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W66_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W66_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W66_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W66_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i0_, i1_, 1, 2, 3, 4, 5, 6, 7, 8);
#else
hv8_ o0_ = __builtin_shuffle(i0_, i1_, (hv8_){1, 2, 3, 4, 5, 6, 7, 8});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i1_, i2_, 1, 2, 3, 4, 5, 6, 7, 8);
#else
hv8_ o1_ = __builtin_shuffle(i1_, i2_, (hv8_){1, 2, 3, 4, 5, 6, 7, 8});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i2_, i3_, 1, 2, 3, 4, 5, 6, 7, 8);
#else
hv8_ o2_ = __builtin_shuffle(i2_, i3_, (hv8_){1, 2, 3, 4, 5, 6, 7, 8});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 1, 2, 3, 4, 5, 6, 7, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){1, 2, 3, 4, 5, 6, 7, 7});
#endif
memcpy(W68_ + 0, &o0_, 32);
memcpy(W68_ + 8, &o1_, 32);
memcpy(W68_ + 16, &o2_, 32);
memcpy(W68_ + 24, &o3_, 32);
#endif
}
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
D_[0 + l_] = hd_f2u(W31_[l_]);
D_[32 + l_] = (uint32_t)(W68_[l_]);
}
}
}
static void hdr0_1(const uint32_t *X_, uint32_t *D_, uint32_t pa_) {
{ /* warp run: PTX lines 104-123 */
typedef uint32_t hv16_ __attribute__((vector_size(64))); typedef uint32_t hv8_ __attribute__((vector_size(32)));
uint32_t pm_[32]; for (uint32_t l_ = 0; l_ < 32; l_++) pm_[l_] = 0u - (pa_ >> l_ & 1u);
uint32_t W78_[32];
uint32_t W83_[32];
uint32_t W10_[32];
float W34_[32];
float W45_[32];
float W35_[32];
uint32_t W84_[32];
uint32_t W85_[32];
uint32_t W86_[32];
uint32_t W11_[32];
float W36_[32];
float W37_[32];
uint32_t W87_[32];
uint32_t W88_[32];
uint32_t W89_[32];
uint32_t W12_[32];
float W38_[32];
float W39_[32];
uint32_t W90_[32];
uint32_t W91_[32];
uint32_t W13_[32];
float W40_[32];
float W41_[32];
uint32_t W92_[32];
uint32_t W93_[32];
uint32_t W94_[32];
uint32_t W14_[32];
for (uint32_t l_ = 0; l_ < 32; l_++) {
{ uint32_t r78;
r78 = (uint32_t)(X_[0 + l_]);
W78_[l_] = r78; }
{ float r45;
r45 = hd_u2f((uint32_t)(X_[32 + l_]));
W45_[l_] = r45; }
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W78_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W78_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i1_, i1_, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
#else
hv16_ o0_ = __builtin_shuffle(i1_, i1_, (hv16_){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
#endif
memcpy(W83_ + 0, &o0_, 64);
memcpy(W83_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W78_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W78_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W78_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W78_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i2_, i2_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o0_ = __builtin_shuffle(i2_, i2_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i3_, i3_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o1_ = __builtin_shuffle(i3_, i3_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i2_, i2_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o2_ = __builtin_shuffle(i2_, i2_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
memcpy(W83_ + 0, &o0_, 32);
memcpy(W83_ + 8, &o1_, 32);
memcpy(W83_ + 16, &o2_, 32);
memcpy(W83_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r83 = W83_[l_];
float r45 = W45_[l_];
float r34;
float r35;
uint32_t r84;
uint32_t r85;
/*105*/ r34 = hd_u2f((uint32_t)(((uint32_t)r83)));
/*106*/ r35 = r45 + r34;
/*107*/ r84 = (uint32_t)(((uint32_t)hd_f2u(r35)));
/*108*/ r85 = (uint32_t)(((uint32_t)8LL));
W35_[l_] = r35;
W84_[l_] = r84;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W84_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W84_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i0_, i1_, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23);
#else
hv16_ o0_ = __builtin_shuffle(i0_, i1_, (hv16_){8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){8, 9, 10, 11, 12, 13, 14, 15, 8, 9, 10, 11, 12, 13, 14, 15});
#endif
memcpy(W86_ + 0, &o0_, 64);
memcpy(W86_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W84_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W84_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W84_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W84_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i1_, i1_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o0_ = __builtin_shuffle(i1_, i1_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i2_, i2_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o1_ = __builtin_shuffle(i2_, i2_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i3_, i3_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o2_ = __builtin_shuffle(i3_, i3_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 0, 1, 2, 3, 4, 5, 6, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){0, 1, 2, 3, 4, 5, 6, 7});
#endif
memcpy(W86_ + 0, &o0_, 32);
memcpy(W86_ + 8, &o1_, 32);
memcpy(W86_ + 16, &o2_, 32);
memcpy(W86_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r86 = W86_[l_];
float r35 = W35_[l_];
float r36;
float r37;
uint32_t r87;
uint32_t r88;
/*110*/ r36 = hd_u2f((uint32_t)(((uint32_t)r86)));
/*111*/ r37 = r35 + r36;
/*112*/ r87 = (uint32_t)(((uint32_t)hd_f2u(r37)));
/*113*/ r88 = (uint32_t)(((uint32_t)4LL));
W37_[l_] = r37;
W87_[l_] = r87;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W87_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W87_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i0_, i1_, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19);
#else
hv16_ o0_ = __builtin_shuffle(i0_, i1_, (hv16_){4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 12, 13, 14, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 12, 13, 14, 15});
#endif
memcpy(W89_ + 0, &o0_, 64);
memcpy(W89_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W87_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W87_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W87_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W87_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i0_, i1_, 4, 5, 6, 7, 8, 9, 10, 11);
#else
hv8_ o0_ = __builtin_shuffle(i0_, i1_, (hv8_){4, 5, 6, 7, 8, 9, 10, 11});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i1_, i2_, 4, 5, 6, 7, 8, 9, 10, 11);
#else
hv8_ o1_ = __builtin_shuffle(i1_, i2_, (hv8_){4, 5, 6, 7, 8, 9, 10, 11});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i2_, i3_, 4, 5, 6, 7, 8, 9, 10, 11);
#else
hv8_ o2_ = __builtin_shuffle(i2_, i3_, (hv8_){4, 5, 6, 7, 8, 9, 10, 11});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 4, 5, 6, 7, 4, 5, 6, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){4, 5, 6, 7, 4, 5, 6, 7});
#endif
memcpy(W89_ + 0, &o0_, 32);
memcpy(W89_ + 8, &o1_, 32);
memcpy(W89_ + 16, &o2_, 32);
memcpy(W89_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r89 = W89_[l_];
float r37 = W37_[l_];
float r38;
float r39;
uint32_t r90;
/*115*/ r38 = hd_u2f((uint32_t)(((uint32_t)r89)));
/*116*/ r39 = r37 + r38;
/*117*/ r90 = (uint32_t)(((uint32_t)hd_f2u(r39)));
W39_[l_] = r39;
W90_[l_] = r90;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W90_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W90_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i0_, i1_, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17);
#else
hv16_ o0_ = __builtin_shuffle(i0_, i1_, (hv16_){2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 14, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 14, 15});
#endif
memcpy(W91_ + 0, &o0_, 64);
memcpy(W91_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W90_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W90_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W90_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W90_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i0_, i1_, 2, 3, 4, 5, 6, 7, 8, 9);
#else
hv8_ o0_ = __builtin_shuffle(i0_, i1_, (hv8_){2, 3, 4, 5, 6, 7, 8, 9});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i1_, i2_, 2, 3, 4, 5, 6, 7, 8, 9);
#else
hv8_ o1_ = __builtin_shuffle(i1_, i2_, (hv8_){2, 3, 4, 5, 6, 7, 8, 9});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i2_, i3_, 2, 3, 4, 5, 6, 7, 8, 9);
#else
hv8_ o2_ = __builtin_shuffle(i2_, i3_, (hv8_){2, 3, 4, 5, 6, 7, 8, 9});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 2, 3, 4, 5, 6, 7, 6, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){2, 3, 4, 5, 6, 7, 6, 7});
#endif
memcpy(W91_ + 0, &o0_, 32);
memcpy(W91_ + 8, &o1_, 32);
memcpy(W91_ + 16, &o2_, 32);
memcpy(W91_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r91 = W91_[l_];
float r39 = W39_[l_];
float r40;
float r41;
uint32_t r92;
uint32_t r93;
/*119*/ r40 = hd_u2f((uint32_t)(((uint32_t)r91)));
/*120*/ r41 = r39 + r40;
/*121*/ r92 = (uint32_t)(((uint32_t)hd_f2u(r41)));
/*122*/ r93 = (uint32_t)(((uint32_t)1LL));
W41_[l_] = r41;
W92_[l_] = r92;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W92_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W92_ + 16, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 16, 64); i1_ &= m_; }
#ifdef __clang__
hv16_ o0_ = __builtin_shufflevector(i0_, i1_, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
#else
hv16_ o0_ = __builtin_shuffle(i0_, i1_, (hv16_){1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
#endif
#ifdef __clang__
hv16_ o1_ = __builtin_shufflevector(i1_, i1_, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15);
#else
hv16_ o1_ = __builtin_shuffle(i1_, i1_, (hv16_){1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15});
#endif
memcpy(W94_ + 0, &o0_, 64);
memcpy(W94_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W92_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W92_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W92_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W92_ + 24, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 24, 32); i3_ &= m_; }
#ifdef __clang__
hv8_ o0_ = __builtin_shufflevector(i0_, i1_, 1, 2, 3, 4, 5, 6, 7, 8);
#else
hv8_ o0_ = __builtin_shuffle(i0_, i1_, (hv8_){1, 2, 3, 4, 5, 6, 7, 8});
#endif
#ifdef __clang__
hv8_ o1_ = __builtin_shufflevector(i1_, i2_, 1, 2, 3, 4, 5, 6, 7, 8);
#else
hv8_ o1_ = __builtin_shuffle(i1_, i2_, (hv8_){1, 2, 3, 4, 5, 6, 7, 8});
#endif
#ifdef __clang__
hv8_ o2_ = __builtin_shufflevector(i2_, i3_, 1, 2, 3, 4, 5, 6, 7, 8);
#else
hv8_ o2_ = __builtin_shuffle(i2_, i3_, (hv8_){1, 2, 3, 4, 5, 6, 7, 8});
#endif
#ifdef __clang__
hv8_ o3_ = __builtin_shufflevector(i3_, i3_, 1, 2, 3, 4, 5, 6, 7, 7);
#else
hv8_ o3_ = __builtin_shuffle(i3_, i3_, (hv8_){1, 2, 3, 4, 5, 6, 7, 7});
#endif
memcpy(W94_ + 0, &o0_, 32);
memcpy(W94_ + 8, &o1_, 32);
memcpy(W94_ + 16, &o2_, 32);
memcpy(W94_ + 24, &o3_, 32);
#endif
}
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
D_[0 + l_] = hd_f2u(W41_[l_]);
D_[32 + l_] = (uint32_t)(W94_[l_]);
}
}
}

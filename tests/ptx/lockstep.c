/* kernel _Z7gridsumPKiiPi */
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
uint32_t r4 = 0;
uint32_t r7 = 0;
uint32_t r8 = 0;
uint32_t r9 = 0;
uint32_t r10 = 0;
uint32_t r11 = 0;
uint32_t r12 = 0;
uint32_t r13 = 0;
uint32_t r14 = 0;
uint32_t r16 = 0;
uint32_t r20 = 0;
uint64_t r22 = 0;
uint64_t r24 = 0;
uint64_t r25 = 0;
uint64_t r28 = 0;
uint32_t *const S19 = (uint32_t *)(b->scratch + (size_t)nthr * 0);
uint32_t *const S21 = (uint32_t *)(b->scratch + (size_t)nthr * 4);
goto U_0;
U_0:;
/*26*/ r24 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*27*/ r12 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*28*/ r25 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*29*/ r4 = (uint32_t)(((uint32_t)ntx));
/*30*/ r14 = (uint32_t)(((uint32_t)ctax_));
goto U_5;
U_5:;
{ /* thread loop from block 5 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nwu((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0), 1LL, 0, ntx);
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
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r29;
uint64_t r30;
if (masked && st[t] != grp) continue;
L1_5:;
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*33*/ r1 = ((((int32_t)r5) >= ((int32_t)r12))) != 0;
/*34*/ r21 = (uint32_t)(((uint32_t)0LL));
if (r1) {
goto L1_3;
}
goto L1_1;
L1_1:;
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
/*40*/ r21 = (uint32_t)(((uint32_t)0LL));
/*41*/ r19 = (uint32_t)(((uint32_t)r5));
S19[t] = r19;
S21[t] = r21;
st[t] = 2;
continue;
L1_3:;
/*53*/ r28 = (uint64_t)(((uint64_t)r25));
goto L1_6;
L1_6:;
/*54*/ r29 = (uint64_t)((nw_ ? (uint64_t)((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0) + 1LL * txw_) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r5)) * hd_zext32(((uint32_t)4LL))));
/*55*/ r30 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r28) + (uint64_t)((uint64_t)r29)));
/*56*/ *((uint32_t *)(uintptr_t)((uint64_t)r30 + 0LL)) = ((uint32_t)r21);
st[t] = 65535;
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
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r29;
uint64_t r30;
if (masked && st[t] != grp) continue;
L2_5:;
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*33*/ r1 = ((((int32_t)r5) >= ((int32_t)r12))) != 0;
/*34*/ r21 = (uint32_t)(((uint32_t)0LL));
if (r1) {
goto L2_3;
}
goto L2_1;
L2_1:;
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
/*40*/ r21 = (uint32_t)(((uint32_t)0LL));
/*41*/ r19 = (uint32_t)(((uint32_t)r5));
S19[t] = r19;
S21[t] = r21;
st[t] = 2;
continue;
L2_3:;
/*53*/ r28 = (uint64_t)(((uint64_t)r25));
goto L2_6;
L2_6:;
/*54*/ r29 = (uint64_t)((nw_ ? (uint64_t)((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0) + 1LL * txw_) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r5)) * hd_zext32(((uint32_t)4LL))));
/*55*/ r30 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r28) + (uint64_t)((uint64_t)r29)));
/*56*/ *((uint32_t *)(uintptr_t)((uint64_t)r30 + 0LL)) = ((uint32_t)r21);
st[t] = 65535;
continue;
}
}
}
}
}
goto SCHED_;
}
U_2:;
{ /* lockstep loop from block 2 */
for (uint32_t t = glo_; t < ghi_; t++) if (!masked || st[t] == grp) st[t] = 32770;
uint32_t ln_ = 0, l0_ = 0;
uint32_t ivc_ = 0, ivp_ = 0, ivd_ = 0, ca_ = 0, cb_ = 0; (void)ivp_; (void)ivd_; (void)ca_; (void)cb_;
int cnt_ = 0, lc_ = 0, stp_ = 0; (void)cnt_; (void)lc_; (void)stp_;
if (!hd_ls_base(S19, st, 32770u, ntx, nthr, 1, &ivc_)) ln_ = 1;
else
for (int it_ = (ln_ = hd_ls_range(st, 32770u, glo_, ghi_, &ca_, &cb_), cnt_ = ln_ && ln_ == cb_ - ca_ && ca_ / ntx == (cb_ - 1) / ntx, 0);; it_++) {
ln_ = 0;
lc_ = cnt_;
if (cnt_) {
const size_t tb_ = ca_ - ca_ % ntx;
const uint32_t ty = (uint32_t)(tb_ / ntx % nty), tz = (uint32_t)(tb_ / ntx / nty); (void)ty; (void)tz;
const int fp_ = stp_ && hd_nws((int64_t)(int32_t)(uint32_t)(ivc_ + ivd_), 1LL, (uint32_t)(ca_ - tb_), (uint32_t)(cb_ - tb_)) && (((int32_t)(uint32_t)(ivc_ + ivd_ + (uint32_t)(ca_ - tb_))) < ((int32_t)r12)) && (((int32_t)(uint32_t)(ivc_ + ivd_ + ((uint32_t)(cb_ - tb_)) - 1u)) < ((int32_t)r12));
if (fp_) {
const int nw_ = 1 && hd_nws((int64_t)(int32_t)ivc_, 1LL, (uint32_t)(ca_ - tb_), (uint32_t)(cb_ - tb_));
if (ivd_) for (uint32_t px_ = 0; px_ < ntx; px_ += 16u) __builtin_prefetch((const char *)(uintptr_t)(((uint64_t)*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)) + (uint64_t)((int64_t)(int32_t)ivc_ * 4LL)) + 0LL) + 4LL * ((int64_t)px_ + 2 * (int64_t)(int32_t)ivd_));
if (nw_) {
const int nw_ = 1; (void)nw_;
#pragma GCC ivdep
for (uint32_t tx = (uint32_t)(ca_ - tb_); tx < (uint32_t)(cb_ - tb_); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r26;
uint64_t r27;
r19 = ivc_ + (uint32_t)tx;
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
if (0) continue;
L3n_2:;
/*44*/ r26 = (uint64_t)((nw_ ? (int64_t)((int64_t)(int32_t)ivc_ + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL)));
/*45*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*46*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*47*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*48*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*49*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
if (!stp_) S19[t] = r19;
S21[t] = r21;
continue;
}
} else
#pragma GCC ivdep
for (uint32_t tx = (uint32_t)(ca_ - tb_); tx < (uint32_t)(cb_ - tb_); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r26;
uint64_t r27;
r19 = ivc_ + (uint32_t)tx;
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
if (0) continue;
L3_2:;
/*44*/ r26 = (uint64_t)((nw_ ? (int64_t)((int64_t)(int32_t)ivc_ + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL)));
/*45*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*46*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*47*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*48*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*49*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
if (!stp_) S19[t] = r19;
S21[t] = r21;
continue;
}
} else {
const int nw_ = 1 && hd_nws((int64_t)(int32_t)ivc_, 1LL, (uint32_t)(ca_ - tb_), (uint32_t)(cb_ - tb_));
if (ivd_) for (uint32_t px_ = 0; px_ < ntx; px_ += 16u) __builtin_prefetch((const char *)(uintptr_t)(((uint64_t)*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)) + (uint64_t)((int64_t)(int32_t)ivc_ * 4LL)) + 0LL) + 4LL * ((int64_t)px_ + 2 * (int64_t)(int32_t)ivd_));
if (nw_) {
const int nw_ = 1; (void)nw_;
#pragma GCC ivdep
for (uint32_t tx = (uint32_t)(ca_ - tb_); tx < (uint32_t)(cb_ - tb_); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r26;
uint64_t r27;
r19 = ivc_ + (uint32_t)tx;
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
if (0) continue;
L4n_2:;
/*44*/ r26 = (uint64_t)((nw_ ? (int64_t)((int64_t)(int32_t)ivc_ + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL)));
/*45*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*46*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*47*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*48*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*49*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
if (r2) {
if (!stp_) S19[t] = r19;
S21[t] = r21;
continue;
}
S21[t] = r21;
st[t] = 3;
continue;
}
} else
#pragma GCC ivdep
for (uint32_t tx = (uint32_t)(ca_ - tb_); tx < (uint32_t)(cb_ - tb_); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r26;
uint64_t r27;
r19 = ivc_ + (uint32_t)tx;
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
if (0) continue;
L4_2:;
/*44*/ r26 = (uint64_t)((nw_ ? (int64_t)((int64_t)(int32_t)ivc_ + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL)));
/*45*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*46*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*47*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*48*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*49*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
if (r2) {
if (!stp_) S19[t] = r19;
S21[t] = r21;
continue;
}
S21[t] = r21;
st[t] = 3;
continue;
}
}
if (fp_ || hd_ls_all(st, 32770u, ca_, cb_)) ln_ = cb_ - ca_;
else {
ln_ = hd_ls_range(st, 32770u, ca_, cb_, &ca_, &cb_);
cnt_ = ln_ == cb_ - ca_;
}
} else {
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1 && hd_nws((int64_t)(int32_t)ivc_, 1LL, 0, ntx);
if (ivd_) for (uint32_t px_ = 0; px_ < ntx; px_ += 16u) __builtin_prefetch((const char *)(uintptr_t)(((uint64_t)*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)) + (uint64_t)((int64_t)(int32_t)ivc_ * 4LL)) + 0LL) + 4LL * ((int64_t)px_ + 2 * (int64_t)(int32_t)ivd_));
if (nw_) {
const int nw_ = 1; (void)nw_;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r26;
uint64_t r27;
r19 = ivc_ + (uint32_t)tx;
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
if (st[t] != 32770) continue;
L5n_2:;
/*44*/ r26 = (uint64_t)((nw_ ? (int64_t)((int64_t)(int32_t)ivc_ + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL)));
/*45*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*46*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*47*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*48*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*49*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
if (r2) {
S19[t] = r19;
S21[t] = r21;
ln_++;
continue;
}
S21[t] = r21;
st[t] = 3;
continue;
}
} else
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r26;
uint64_t r27;
r19 = ivc_ + (uint32_t)tx;
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
if (st[t] != 32770) continue;
L5_2:;
/*44*/ r26 = (uint64_t)((nw_ ? (int64_t)((int64_t)(int32_t)ivc_ + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL)));
/*45*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*46*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*47*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*48*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*49*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
if (r2) {
S19[t] = r19;
S21[t] = r21;
ln_++;
continue;
}
S21[t] = r21;
st[t] = 3;
continue;
}
}
}
}
if (!it_) l0_ = ln_;
if (!ln_ || ln_ * 4 < l0_) break;
ivp_ = ivc_;
if (stp_) ivc_ += ivd_;
else {
hd_ls_base(S19, st, 32770u, ntx, nthr, 0, &ivc_);
ivd_ = ivc_ - ivp_;
stp_ = 1;
}
}
if (stp_ && lc_) for (uint32_t t = ca_; t < cb_; t++) if (st[t] == 32770u) S19[t] = ivc_ + ivd_ + (uint32_t)(t % ntx);
if (ln_) { /* the few left, one at a time */
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r5;
uint32_t r6;
uint32_t r15;
uint32_t r17;
uint32_t r18;
uint32_t r19;
uint32_t r21;
uint64_t r23;
uint64_t r26;
uint64_t r27;
r19 = S19[t];
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*37*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*38*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*39*/ r23 = (uint64_t)(((uint64_t)r24));
if (st[t] != 32770) continue;
L6_2:;
/*44*/ r26 = (uint64_t)((int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL));
/*45*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*46*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*47*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*48*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*49*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
if (r2) {
goto L6_2;
}
S21[t] = r21;
st[t] = 3;
continue;
}
}
}
}
goto SCHED_;
}
U_3:;
/*53*/ r28 = (uint64_t)(((uint64_t)r25));
goto U_6;
U_6:;
{ /* thread loop from block 6 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nwu((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0), 1LL, 0, ntx);
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
uint32_t r5;
uint32_t r15;
uint32_t r21;
uint64_t r29;
uint64_t r30;
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
if (masked && st[t] != grp) continue;
L7_6:;
/*54*/ r29 = (uint64_t)((nw_ ? (uint64_t)((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0) + 1LL * txw_) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r5)) * hd_zext32(((uint32_t)4LL))));
/*55*/ r30 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r28) + (uint64_t)((uint64_t)r29)));
/*56*/ *((uint32_t *)(uintptr_t)((uint64_t)r30 + 0LL)) = ((uint32_t)r21);
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
uint32_t r5;
uint32_t r15;
uint32_t r21;
uint64_t r29;
uint64_t r30;
r21 = S21[t];
/*31*/ r15 = (uint32_t)(((uint32_t)tx));
/*32*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
if (masked && st[t] != grp) continue;
L8_6:;
/*54*/ r29 = (uint64_t)((nw_ ? (uint64_t)((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0) + 1LL * txw_) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r5)) * hd_zext32(((uint32_t)4LL))));
/*55*/ r30 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r28) + (uint64_t)((uint64_t)r29)));
/*56*/ *((uint32_t *)(uintptr_t)((uint64_t)r30 + 0LL)) = ((uint32_t)r21);
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
static const unsigned char blockbar_[8] = {0,0,0,0,0,0,0,0};
static const uint16_t prio_[8] = {1,3,4,5,7,2,6,0};
int nx_ = hd_sched(b, "_Z7gridsumPKiiPi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 8u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 2: goto U_2;
case 3: goto U_3;
case 5: goto U_5;
case 6: goto U_6;
}
return hd_diverged(b, "_Z7gridsumPKiiPi");
}
}

/* kernel _Z20partial_then_shufflePKiPi */
static void hdr1_0(const uint32_t *X_, uint32_t *D_, uint32_t pa_);
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
uint8_t r3 = 0;
uint8_t r4 = 0;
uint8_t r5 = 0;
uint8_t r6 = 0;
uint8_t r7 = 0;
uint32_t r8 = 0;
uint32_t r9 = 0;
uint32_t r13 = 0;
uint32_t r14 = 0;
uint32_t r15 = 0;
uint32_t r16 = 0;
uint32_t r17 = 0;
uint32_t r30 = 0;
uint32_t r31 = 0;
uint32_t r32 = 0;
uint32_t r33 = 0;
uint32_t r34 = 0;
uint32_t r35 = 0;
uint32_t r36 = 0;
uint32_t r37 = 0;
uint32_t r38 = 0;
uint32_t r40 = 0;
uint32_t r44 = 0;
uint64_t r46 = 0;
uint64_t r48 = 0;
uint64_t r49 = 0;
uint64_t r50 = 0;
uint64_t r53 = 0;
uint64_t *const S47 = (uint64_t *)(b->scratch + (size_t)nthr * 0);
uint32_t *const S10 = (uint32_t *)(b->scratch + (size_t)nthr * 8);
uint32_t *const S11 = (uint32_t *)(b->scratch + (size_t)nthr * 12);
uint32_t *const S12 = (uint32_t *)(b->scratch + (size_t)nthr * 16);
uint32_t *const S39 = (uint32_t *)(b->scratch + (size_t)nthr * 20);
uint32_t *const S41 = (uint32_t *)(b->scratch + (size_t)nthr * 24);
uint32_t *const S43 = (uint32_t *)(b->scratch + (size_t)nthr * 28);
uint32_t *const S45 = (uint32_t *)(b->scratch + (size_t)nthr * 32);
xt_t cxv_[2][96]; uint32_t cxa_[2][96]; memset(cxa_, 0, sizeof cxa_); memset(cxv_, 0, sizeof cxv_);
uint32_t wx_[(size_t)((nthr + 31) & ~31u) * 1], wd_[(size_t)((nthr + 31) & ~31u) * 2], wtg_[32] = {0};
uint32_t wxc_[32] __attribute__((aligned(64))), wdc_[64] __attribute__((aligned(64)));
memset(xa_, 0, 4 * (size_t)nthr);
goto U_0;
U_0:;
/*71*/ r49 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*72*/ r48 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*75*/ r50 = (uint64_t)(((uint64_t)r49));
goto U_7;
U_7:;
{ /* thread loop from block 7 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((int64_t)0, 1LL, 0, ntx);
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
uint32_t r10;
uint32_t r11;
uint32_t r12;
uint32_t r18;
uint32_t r19;
uint32_t r20;
uint32_t r21;
uint32_t r22;
uint32_t r23;
uint32_t r43;
uint32_t r45;
uint64_t r47;
uint64_t r51;
uint64_t r52;
if (masked && st[t] != grp) continue;
L1_7:;
/*73*/ r45 = (uint32_t)(((uint32_t)tx));
/*74*/ r47 = (uint64_t)((nw_ ? (int64_t)((int64_t)0 + 1LL * txw_) : (int64_t)((int32_t)r45)));
/*76*/ r51 = (uint64_t)((nw_ ? (int64_t)((int64_t)0 + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r45) * (int64_t)((int32_t)4LL)));
/*77*/ r52 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r50) + (uint64_t)((uint64_t)r51)));
/*78*/ r10 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r52 + 0LL)));
/*79*/ r1 = ((((int32_t)r10) < ((int32_t)1LL))) != 0;
if (r1) {
S45[t] = r45;
S47[t] = r47;
st[t] = 9;
continue;
}
goto L1_1;
L1_1:;
/*82*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r10) << ((uint32_t)8LL)));
/*83*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r45)));
/*84*/ r20 = (uint32_t)((uint32_t)(((int32_t)r45) >> ((uint32_t)31LL)));
/*85*/ r21 = (uint32_t)((uint32_t)(((uint32_t)r20) >> ((uint32_t)27LL)));
/*86*/ r22 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r45) + (uint32_t)((uint32_t)r21)));
/*87*/ r23 = (uint32_t)((uint32_t)(((uint32_t)r22) & ((uint32_t)-32LL)));
/*88*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r45) - (uint32_t)((uint32_t)r23)));
/*89*/ r18 = (uint32_t)(((uint32_t)0LL));
/*90*/ r43 = (uint32_t)(((uint32_t)r45));
/*91*/ r45 = (uint32_t)(((uint32_t)(uint32_t)0LL));
S11[t] = r11;
S12[t] = r12;
S43[t] = r43;
S45[t] = r45;
S47[t] = r47;
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
const int nw_ = 0;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r10;
uint32_t r11;
uint32_t r12;
uint32_t r18;
uint32_t r19;
uint32_t r20;
uint32_t r21;
uint32_t r22;
uint32_t r23;
uint32_t r43;
uint32_t r45;
uint64_t r47;
uint64_t r51;
uint64_t r52;
if (masked && st[t] != grp) continue;
L2_7:;
/*73*/ r45 = (uint32_t)(((uint32_t)tx));
/*74*/ r47 = (uint64_t)((nw_ ? (int64_t)((int64_t)0 + 1LL * txw_) : (int64_t)((int32_t)r45)));
/*76*/ r51 = (uint64_t)((nw_ ? (int64_t)((int64_t)0 + 1LL * txw_) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r45) * (int64_t)((int32_t)4LL)));
/*77*/ r52 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r50) + (uint64_t)((uint64_t)r51)));
/*78*/ r10 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r52 + 0LL)));
/*79*/ r1 = ((((int32_t)r10) < ((int32_t)1LL))) != 0;
if (r1) {
S45[t] = r45;
S47[t] = r47;
st[t] = 9;
continue;
}
goto L2_1;
L2_1:;
/*82*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r10) << ((uint32_t)8LL)));
/*83*/ r11 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r45)));
/*84*/ r20 = (uint32_t)((uint32_t)(((int32_t)r45) >> ((uint32_t)31LL)));
/*85*/ r21 = (uint32_t)((uint32_t)(((uint32_t)r20) >> ((uint32_t)27LL)));
/*86*/ r22 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r45) + (uint32_t)((uint32_t)r21)));
/*87*/ r23 = (uint32_t)((uint32_t)(((uint32_t)r22) & ((uint32_t)-32LL)));
/*88*/ r12 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r45) - (uint32_t)((uint32_t)r23)));
/*89*/ r18 = (uint32_t)(((uint32_t)0LL));
/*90*/ r43 = (uint32_t)(((uint32_t)r45));
/*91*/ r45 = (uint32_t)(((uint32_t)(uint32_t)0LL));
S11[t] = r11;
S12[t] = r12;
S43[t] = r43;
S45[t] = r45;
S47[t] = r47;
st[t] = 2;
continue;
}
}
}
}
}
goto SCHED_;
}
U_9:;
{ /* warp chain from block 9 */
const uint32_t cep_ = ep_ += 1u; (void)cep_;
for (uint32_t w_ = glo_ & ~31u; w_ < ghi_; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
int full_ = !masked && we_ - w_ == 32; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W3_9:; {
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
uint32_t r28;
uint32_t r29;
uint32_t r45;
r45 = S45[t];
if (sk_ && st[t] != grp) continue;
L4f_9:;
goto L4f_3;
L4f_3:;
/*103*/ r26 = (uint32_t)(((uint32_t)2LL));
/*104*/ r27 = (uint32_t)(((uint32_t)31LL));
/*105*/ r28 = (uint32_t)(((uint32_t)16LL));
/*106*/ r29 = (uint32_t)(((uint32_t)-1LL));
{ uint32_t *const p_ = wxc_ + (t - w_);
p_[0] = (uint32_t)(((uint32_t)r45));
}
xw_[t - w_] = (xt_t)1; xwa_[t - w_] = ep_;
st[t] = 32774;
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
uint32_t r28;
uint32_t r29;
uint32_t r45;
r45 = S45[t];
if (sk_ && st[t] != grp) continue;
L4_9:;
goto L4_3;
L4_3:;
/*103*/ r26 = (uint32_t)(((uint32_t)2LL));
/*104*/ r27 = (uint32_t)(((uint32_t)31LL));
/*105*/ r28 = (uint32_t)(((uint32_t)16LL));
/*106*/ r29 = (uint32_t)(((uint32_t)-1LL));
{ uint32_t *const p_ = wxc_ + (t - w_);
p_[0] = (uint32_t)(((uint32_t)r45));
}
xw_[t - w_] = (xt_t)1; xwa_[t - w_] = ep_;
st[t] = 32774;
continue;
}
}
}
}
nl_ = hd_nmark(st + w_, we_ - w_, 32774u);
if (!nl_) continue;
full_ = nl_ == 32;
xp_ ^= 1;
goto W3_6;
W3_6:; {
ep_++;
const int sk_ = !full_; (void)sk_;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t wbal_, wact_;
hd_wvote32(xr_, xra_, xt_, &wact_, &wbal_);
hdr1_0(wxc_, wdc_, wact_);
uint32_t *dsa46_[32], dsv46_[32]; uint32_t dsm46_ = 0;
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
uint32_t r39;
uint32_t r41;
uint32_t r42;
uint64_t r47;
uint64_t r54;
uint64_t r55;
r47 = S47[t];
if (sk_ && st[t] != 32774) continue;
L5f_6:;
/*107*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
{ const uint32_t *const q_ = wdc_ + (t - w_);
r39 = (uint32_t)(q_[0]);
r41 = (uint32_t)(q_[32]);
}
}
goto L5f_4;
L5f_4:;
/*108*/ /*109*/ /*110*/ /*111*/ /*112*/ /*113*/ /*114*/ /*115*/ /*116*/ /*117*/ /*118*/ /*120*/ r53 = (uint64_t)(((uint64_t)r48));
goto L5f_8;
L5f_8:;
/*119*/ r42 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r41) + (uint32_t)((uint32_t)r39)));
/*121*/ r54 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r47) << ((uint32_t)2LL)));
/*122*/ r55 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r53) + (uint64_t)((uint64_t)r54)));
/*123*/ { const uint32_t dv_ = ((uint32_t)r42); if (ds_) { dsa46_[t - w_] = ((uint32_t *)(uintptr_t)((uint64_t)r55 + 0LL)); dsv46_[t - w_] = dv_; dsm46_ |= 1u << (t - w_); } else *((uint32_t *)(uintptr_t)((uint64_t)r55 + 0LL)) = dv_; }
st[t] = 65535;
continue;
}
for (uint32_t m_ = dsm46_; m_; m_ &= m_ - 1) *dsa46_[__builtin_ctz(m_)] = dsv46_[__builtin_ctz(m_)];
} else { /* :copy */
const int ds_ = 0;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r39;
uint32_t r41;
uint32_t r42;
uint64_t r47;
uint64_t r54;
uint64_t r55;
r47 = S47[t];
if (sk_ && st[t] != 32774) continue;
L5_6:;
/*107*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
{ const uint32_t *const q_ = wdc_ + (t - w_);
r39 = (uint32_t)(q_[0]);
r41 = (uint32_t)(q_[32]);
}
}
goto L5_4;
L5_4:;
/*108*/ /*109*/ /*110*/ /*111*/ /*112*/ /*113*/ /*114*/ /*115*/ /*116*/ /*117*/ /*118*/ /*120*/ r53 = (uint64_t)(((uint64_t)r48));
goto L5_8;
L5_8:;
/*119*/ r42 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r41) + (uint32_t)((uint32_t)r39)));
/*121*/ r54 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r47) << ((uint32_t)2LL)));
/*122*/ r55 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r53) + (uint64_t)((uint64_t)r54)));
/*123*/ { const uint32_t dv_ = ((uint32_t)r42); if (ds_) { dsa46_[t - w_] = ((uint32_t *)(uintptr_t)((uint64_t)r55 + 0LL)); dsv46_[t - w_] = dv_; dsm46_ |= 1u << (t - w_); } else *((uint32_t *)(uintptr_t)((uint64_t)r55 + 0LL)) = dv_; }
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
U_2:;
{ /* lockstep loop from block 2 */
for (uint32_t t = glo_; t < ghi_; t++) if (!masked || st[t] == grp) st[t] = 32770;
uint32_t ln_ = 0, l0_ = 0;
uint32_t ivc_ = 0, ivp_ = 0, ivd_ = 0, ca_ = 0, cb_ = 0; (void)ivp_; (void)ivd_; (void)ca_; (void)cb_;
int cnt_ = 0, lc_ = 0, stp_ = 0; (void)cnt_; (void)lc_; (void)stp_;
if (!hd_ls_base(S43, st, 32770u, ntx, nthr, 1, &ivc_)) ln_ = 1;
else
for (int it_ = (ln_ = hd_ls_range(st, 32770u, glo_, ghi_, &ca_, &cb_), cnt_ = ln_ && ln_ == cb_ - ca_ && ca_ / ntx == (cb_ - 1) / ntx, 0);; it_++) {
ln_ = 0;
lc_ = cnt_;
if (cnt_) {
const size_t tb_ = ca_ - ca_ % ntx;
const uint32_t ty = (uint32_t)(tb_ / ntx % nty), tz = (uint32_t)(tb_ / ntx / nty); (void)ty; (void)tz;
#pragma GCC ivdep
for (uint32_t tx = (uint32_t)(ca_ - tb_); tx < (uint32_t)(cb_ - tb_); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r2;
uint32_t r11;
uint32_t r12;
uint32_t r24;
uint32_t r25;
uint32_t r43;
uint32_t r45;
r11 = S11[t];
r12 = S12[t];
r43 = ivc_ + (uint32_t)tx;
r45 = S45[t];
if (0) continue;
L6_2:;
/*95*/ r24 = (uint32_t)((uint32_t)(((int32_t)r43) >> ((uint32_t)8LL)));
/*96*/ r25 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r24) * (uint32_t)((uint32_t)r12) + (uint32_t)((uint32_t)r45)));
/*97*/ r45 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r25) + (uint32_t)((uint32_t)1LL)));
/*98*/ r43 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r43) + (uint32_t)((uint32_t)256LL)));
/*99*/ r2 = ((((int32_t)r43) < ((int32_t)r11))) != 0;
if (r2) {
if (!stp_) S43[t] = r43;
S45[t] = r45;
continue;
}
S45[t] = r45;
st[t] = 9;
continue;
}
if (hd_ls_all(st, 32770u, ca_, cb_)) ln_ = cb_ - ca_;
else {
ln_ = hd_ls_range(st, 32770u, ca_, cb_, &ca_, &cb_);
cnt_ = ln_ == cb_ - ca_;
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
uint32_t r11;
uint32_t r12;
uint32_t r24;
uint32_t r25;
uint32_t r43;
uint32_t r45;
r11 = S11[t];
r12 = S12[t];
r43 = ivc_ + (uint32_t)tx;
r45 = S45[t];
if (st[t] != 32770) continue;
L7_2:;
/*95*/ r24 = (uint32_t)((uint32_t)(((int32_t)r43) >> ((uint32_t)8LL)));
/*96*/ r25 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r24) * (uint32_t)((uint32_t)r12) + (uint32_t)((uint32_t)r45)));
/*97*/ r45 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r25) + (uint32_t)((uint32_t)1LL)));
/*98*/ r43 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r43) + (uint32_t)((uint32_t)256LL)));
/*99*/ r2 = ((((int32_t)r43) < ((int32_t)r11))) != 0;
if (r2) {
S43[t] = r43;
S45[t] = r45;
ln_++;
continue;
}
S45[t] = r45;
st[t] = 9;
continue;
}
}
}
}
if (!it_) l0_ = ln_;
if (!ln_ || ln_ * 4 < l0_) break;
ivp_ = ivc_;
if (stp_) ivc_ += ivd_;
else {
hd_ls_base(S43, st, 32770u, ntx, nthr, 0, &ivc_);
ivd_ = ivc_ - ivp_;
stp_ = 1;
}
}
if (stp_ && lc_) for (uint32_t t = ca_; t < cb_; t++) if (st[t] == 32770u) S43[t] = ivc_ + ivd_ + (uint32_t)(t % ntx);
if (ln_) { /* the few left, one at a time */
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
uint32_t r12;
uint32_t r24;
uint32_t r25;
uint32_t r43;
uint32_t r45;
r11 = S11[t];
r12 = S12[t];
r43 = S43[t];
r45 = S45[t];
if (st[t] != 32770) continue;
L8_2:;
/*95*/ r24 = (uint32_t)((uint32_t)(((int32_t)r43) >> ((uint32_t)8LL)));
/*96*/ r25 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r24) * (uint32_t)((uint32_t)r12) + (uint32_t)((uint32_t)r45)));
/*97*/ r45 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r25) + (uint32_t)((uint32_t)1LL)));
/*98*/ r43 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r43) + (uint32_t)((uint32_t)256LL)));
/*99*/ r2 = ((((int32_t)r43) < ((int32_t)r11))) != 0;
if (r2) {
goto L8_2;
}
S45[t] = r45;
st[t] = 9;
continue;
}
}
}
}
goto SCHED_;
}
U_6:;
{ /* thread loop from block 6 */
ep_ += 1u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r39;
uint32_t r41;
uint32_t r42;
uint64_t r47;
uint64_t r54;
uint64_t r55;
r47 = S47[t];
if (masked && st[t] != grp) continue;
L9_6:;
/*107*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
{ const uint32_t mt_ = xa2_[t];
if (wtg_[wb_ >> 5] != mt_) {
wtg_[wb_ >> 5] = mt_;
uint32_t bal_ = 0, act_ = 0;
if (wb_ + 32 <= nthr) hd_wvote32(xv2_ + wb_, xa2_ + wb_, mt_, &act_, &bal_);
else for (uint32_t l_ = 0; l_ < 32 && wb_ + l_ < nthr; l_++) if (xa2_[wb_ + l_] == mt_) act_ |= 1u << l_;
hdr1_0(wx_ + (size_t)(wb_ >> 5) * 32u, wd_ + (size_t)(wb_ >> 5) * 64u, act_);
}
}
{ const uint32_t *const q_ = wd_ + (size_t)(wb_ >> 5) * 64u + lane_;
r39 = (uint32_t)(q_[0]);
r41 = (uint32_t)(q_[32]);
}
}
goto L9_4;
L9_4:;
/*108*/ /*109*/ /*110*/ /*111*/ /*112*/ /*113*/ /*114*/ /*115*/ /*116*/ /*117*/ /*118*/ /*120*/ r53 = (uint64_t)(((uint64_t)r48));
goto L9_8;
L9_8:;
/*119*/ r42 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r41) + (uint32_t)((uint32_t)r39)));
/*121*/ r54 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r47) << ((uint32_t)2LL)));
/*122*/ r55 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r53) + (uint64_t)((uint64_t)r54)));
/*123*/ *((uint32_t *)(uintptr_t)((uint64_t)r55 + 0LL)) = ((uint32_t)r42);
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
static const unsigned char blockbar_[11] = {0,0,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[11] = {1,3,4,6,8,10,7,2,9,5,0};
int nx_ = hd_sched(b, "_Z20partial_then_shufflePKiPi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 11u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 2: goto U_2;
case 6: goto U_6;
case 7: goto U_7;
case 9: goto U_9;
}
return hd_diverged(b, "_Z20partial_then_shufflePKiPi");
}
}
static void hdr1_0(const uint32_t *X_, uint32_t *D_, uint32_t pa_) {
{ /* warp run: PTX lines 107-118 */
typedef uint32_t hv16_ __attribute__((vector_size(64))); typedef uint32_t hv8_ __attribute__((vector_size(32)));
uint32_t pm_[32]; for (uint32_t l_ = 0; l_ < 32; l_++) pm_[l_] = 0u - (pa_ >> l_ & 1u);
uint32_t W45_[32];
uint32_t W30_[32];
uint32_t W3_[32];
uint32_t W31_[32];
uint32_t W32_[32];
uint32_t W33_[32];
uint32_t W4_[32];
uint32_t W34_[32];
uint32_t W35_[32];
uint32_t W36_[32];
uint32_t W5_[32];
uint32_t W37_[32];
uint32_t W38_[32];
uint32_t W6_[32];
uint32_t W39_[32];
uint32_t W40_[32];
uint32_t W41_[32];
uint32_t W7_[32];
for (uint32_t l_ = 0; l_ < 32; l_++) {
{ uint32_t r45;
r45 = (uint32_t)(X_[0 + l_]);
W45_[l_] = r45; }
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W45_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W45_ + 16, 64);
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
memcpy(W30_ + 0, &o0_, 64);
memcpy(W30_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W45_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W45_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W45_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W45_ + 24, 32);
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
memcpy(W30_ + 0, &o0_, 32);
memcpy(W30_ + 8, &o1_, 32);
memcpy(W30_ + 16, &o2_, 32);
memcpy(W30_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r30 = W30_[l_];
uint32_t r45 = W45_[l_];
uint32_t r31;
uint32_t r32;
/*108*/ r31 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r30) + (uint32_t)((uint32_t)r45)));
/*109*/ r32 = (uint32_t)(((uint32_t)8LL));
W31_[l_] = r31;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W31_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W31_ + 16, 64);
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
memcpy(W33_ + 0, &o0_, 64);
memcpy(W33_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W31_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W31_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W31_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W31_ + 24, 32);
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
memcpy(W33_ + 0, &o0_, 32);
memcpy(W33_ + 8, &o1_, 32);
memcpy(W33_ + 16, &o2_, 32);
memcpy(W33_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r33 = W33_[l_];
uint32_t r31 = W31_[l_];
uint32_t r34;
uint32_t r35;
/*111*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r33) + (uint32_t)((uint32_t)r31)));
/*112*/ r35 = (uint32_t)(((uint32_t)4LL));
W34_[l_] = r34;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W34_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W34_ + 16, 64);
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
memcpy(W36_ + 0, &o0_, 64);
memcpy(W36_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W34_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W34_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W34_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W34_ + 24, 32);
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
memcpy(W36_ + 0, &o0_, 32);
memcpy(W36_ + 8, &o1_, 32);
memcpy(W36_ + 16, &o2_, 32);
memcpy(W36_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r36 = W36_[l_];
uint32_t r34 = W34_[l_];
uint32_t r37;
/*114*/ r37 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r36) + (uint32_t)((uint32_t)r34)));
W37_[l_] = r37;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W37_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W37_ + 16, 64);
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
memcpy(W38_ + 0, &o0_, 64);
memcpy(W38_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W37_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W37_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W37_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W37_ + 24, 32);
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
memcpy(W38_ + 0, &o0_, 32);
memcpy(W38_ + 8, &o1_, 32);
memcpy(W38_ + 16, &o2_, 32);
memcpy(W38_ + 24, &o3_, 32);
#endif
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
const uint32_t lane_ = l_; (void)lane_;
uint32_t r38 = W38_[l_];
uint32_t r37 = W37_[l_];
uint32_t r39;
uint32_t r40;
/*116*/ r39 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r38) + (uint32_t)((uint32_t)r37)));
/*117*/ r40 = (uint32_t)(((uint32_t)1LL));
W39_[l_] = r39;
}
}
{
{
#if defined(__AVX512F__)
hv16_ i0_; memcpy(&i0_, W39_ + 0, 64);
if (~pa_) { hv16_ m_; memcpy(&m_, pm_ + 0, 64); i0_ &= m_; }
hv16_ i1_; memcpy(&i1_, W39_ + 16, 64);
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
memcpy(W41_ + 0, &o0_, 64);
memcpy(W41_ + 16, &o1_, 64);
#else
hv8_ i0_; memcpy(&i0_, W39_ + 0, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 0, 32); i0_ &= m_; }
hv8_ i1_; memcpy(&i1_, W39_ + 8, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 8, 32); i1_ &= m_; }
hv8_ i2_; memcpy(&i2_, W39_ + 16, 32);
if (~pa_) { hv8_ m_; memcpy(&m_, pm_ + 16, 32); i2_ &= m_; }
hv8_ i3_; memcpy(&i3_, W39_ + 24, 32);
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
memcpy(W41_ + 0, &o0_, 32);
memcpy(W41_ + 8, &o1_, 32);
memcpy(W41_ + 16, &o2_, 32);
memcpy(W41_ + 24, &o3_, 32);
#endif
}
}
for (uint32_t l_ = 0; l_ < 32; l_++) {
D_[0 + l_] = (uint32_t)(W39_[l_]);
D_[32 + l_] = (uint32_t)(W41_[l_]);
}
}
}

/* kernel _Z14row_per_threadPKfS0_Pfi */
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
uint8_t r2 = 0;
float r7 = 0;
float r8 = 0;
float r9 = 0;
float r10 = 0;
float r11 = 0;
float r12 = 0;
float r13 = 0;
float r14 = 0;
float r15 = 0;
float r16 = 0;
float r17 = 0;
float r18 = 0;
float r32 = 0;
float r33 = 0;
float r34 = 0;
float r35 = 0;
uint32_t r37 = 0;
uint32_t r39 = 0;
uint32_t r40 = 0;
uint32_t r41 = 0;
uint32_t r42 = 0;
uint32_t r43 = 0;
uint32_t r44 = 0;
uint32_t r45 = 0;
uint32_t r46 = 0;
uint32_t r47 = 0;
uint32_t r48 = 0;
uint32_t r49 = 0;
uint32_t r50 = 0;
uint32_t r52 = 0;
uint32_t r54 = 0;
uint32_t r55 = 0;
uint64_t r59 = 0;
uint64_t r60 = 0;
uint64_t r61 = 0;
uint64_t r64 = 0;
uint64_t r65 = 0;
uint64_t r66 = 0;
uint64_t r67 = 0;
uint64_t r68 = 0;
uint64_t r69 = 0;
uint64_t r70 = 0;
uint64_t r71 = 0;
uint64_t r72 = 0;
uint64_t r73 = 0;
uint64_t r74 = 0;
uint64_t r75 = 0;
uint64_t r76 = 0;
uint64_t r77 = 0;
uint64_t r86 = 0;
uint64_t *const S81 = (uint64_t *)(b->scratch + (size_t)nthr * 0);
uint64_t *const S89 = (uint64_t *)(b->scratch + (size_t)nthr * 8);
uint64_t *const S90 = (uint64_t *)(b->scratch + (size_t)nthr * 16);
uint64_t *const S91 = (uint64_t *)(b->scratch + (size_t)nthr * 24);
uint64_t *const S92 = (uint64_t *)(b->scratch + (size_t)nthr * 32);
float *const S36 = (float *)(b->scratch + (size_t)nthr * 40);
uint32_t *const S56 = (uint32_t *)(b->scratch + (size_t)nthr * 44);
uint32_t *const S57 = (uint32_t *)(b->scratch + (size_t)nthr * 48);
uint32_t *const S58 = (uint32_t *)(b->scratch + (size_t)nthr * 52);
uint8_t *const S4 = (uint8_t *)(b->scratch + (size_t)nthr * 56);
uint8_t *const S5 = (uint8_t *)(b->scratch + (size_t)nthr * 57);
uint8_t *const S6 = (uint8_t *)(b->scratch + (size_t)nthr * 58);
goto U_0;
U_0:;
/*141*/ r76 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*142*/ r77 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*143*/ r75 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*144*/ r48 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 24)));
/*145*/ r60 = (uint64_t)(((uint64_t)r77));
/*146*/ r61 = (uint64_t)(((uint64_t)r76));
/*147*/ r49 = (uint32_t)(((uint32_t)ntx));
/*148*/ r50 = (uint32_t)(((uint32_t)ctax_));
goto U_11;
U_11:;
{ /* thread loop from block 11 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(3, 1, 0, ((uint32_t)r50 * (uint32_t)r49 + 0u), (uint32_t)r48, ntx, &lo_, &hi_)) {
if (1 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 65535);
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, lo_, hi_);
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
float r36;
uint32_t r38;
uint32_t r51;
uint64_t r62;
if (masked && st[t] != grp) continue;
L1_11:;
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*151*/ r1 = ((((int32_t)r38) >= ((int32_t)r48))) != 0;
goto L1_1;
L1_1:;
/*154*/ r2 = ((((int32_t)r48) < ((int32_t)1LL))) != 0;
goto L1_12;
L1_12:;
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*156*/ r36 = 0x0p+0f;
S36[t] = r36;
st[t] = 13;
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
float r36;
uint32_t r38;
uint32_t r51;
uint64_t r62;
if (masked && st[t] != grp) continue;
L2_11:;
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*151*/ r1 = ((((int32_t)r38) >= ((int32_t)r48))) != 0;
goto L2_1;
L2_1:;
/*154*/ r2 = ((((int32_t)r48) < ((int32_t)1LL))) != 0;
goto L2_12;
L2_12:;
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*156*/ r36 = 0x0p+0f;
S36[t] = r36;
st[t] = 13;
continue;
}
}
}
}
}
if (!masked && lo_ < hi_ && (lo_ || hi_ < ntx)) {
masked = 1;
grp = 13;
glo_ = lo_;
ghi_ = nthr - ntx + hi_;
jn_ = -2;
goto U_13;
}
} else {
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, 0, ntx);
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
float r36;
uint32_t r38;
uint32_t r51;
uint64_t r62;
if (masked && st[t] != grp) continue;
L3_11:;
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*151*/ r1 = ((((int32_t)r38) >= ((int32_t)r48))) != 0;
if (r1) {
st[t] = 65535;
continue;
}
goto L3_1;
L3_1:;
/*154*/ r2 = ((((int32_t)r48) < ((int32_t)1LL))) != 0;
goto L3_12;
L3_12:;
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*156*/ r36 = 0x0p+0f;
S36[t] = r36;
st[t] = 13;
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
float r36;
uint32_t r38;
uint32_t r51;
uint64_t r62;
if (masked && st[t] != grp) continue;
L4_11:;
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*151*/ r1 = ((((int32_t)r38) >= ((int32_t)r48))) != 0;
if (r1) {
st[t] = 65535;
continue;
}
goto L4_1;
L4_1:;
/*154*/ r2 = ((((int32_t)r48) < ((int32_t)1LL))) != 0;
goto L4_12;
L4_12:;
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*156*/ r36 = 0x0p+0f;
S36[t] = r36;
st[t] = 13;
continue;
}
}
}
}
}
}
goto SCHED_;
}
U_13:;
if (r2) goto U_8;
goto U_2;
U_8:;
/*220*/ r86 = (uint64_t)(((uint64_t)r75));
goto U_23;
U_2:;
{ /* thread loop from block 2 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, 0, ntx);
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
uint8_t r3;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r53;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint64_t r62;
uint64_t r63;
uint64_t r78;
uint64_t r79;
uint64_t r80;
uint64_t r89;
uint64_t r90;
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (masked && st[t] != grp) continue;
L5_2:;
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
/*160*/ r58 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)3LL)));
/*161*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) + (uint32_t)((uint32_t)-1LL)));
/*162*/ r3 = ((((uint32_t)r53) < ((uint32_t)3LL))) != 0;
/*164*/ r57 = (uint32_t)(((uint32_t)0LL));
goto L5_14;
L5_3:;
/*167*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) - (uint32_t)((uint32_t)r58)));
/*173*/ r57 = (uint32_t)(((uint32_t)0LL));
/*174*/ r90 = (uint64_t)(((uint64_t)r60));
goto L5_16;
L5_14:;
/*163*/ r36 = 0x0p+0f;
goto L5_15;
L5_15:;
if (r3) {
S36[t] = r36;
S57[t] = r57;
S58[t] = r58;
st[t] = 24;
continue;
}
goto L5_3;
L5_16:;
/*168*/ r78 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r63) * (uint64_t)((uint64_t)r62)));
/*169*/ r79 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r78) << ((uint32_t)2LL)));
/*170*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r61) + (uint64_t)((uint64_t)r79)));
/*171*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r80) + (uint64_t)((uint64_t)8LL)));
/*172*/ r36 = 0x0p+0f;
S36[t] = r36;
S56[t] = r56;
S57[t] = r57;
S58[t] = r58;
S89[t] = r89;
S90[t] = r90;
st[t] = 4;
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
uint8_t r3;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r53;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint64_t r62;
uint64_t r63;
uint64_t r78;
uint64_t r79;
uint64_t r80;
uint64_t r89;
uint64_t r90;
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (masked && st[t] != grp) continue;
L6_2:;
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
/*160*/ r58 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)3LL)));
/*161*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) + (uint32_t)((uint32_t)-1LL)));
/*162*/ r3 = ((((uint32_t)r53) < ((uint32_t)3LL))) != 0;
/*164*/ r57 = (uint32_t)(((uint32_t)0LL));
goto L6_14;
L6_3:;
/*167*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) - (uint32_t)((uint32_t)r58)));
/*173*/ r57 = (uint32_t)(((uint32_t)0LL));
/*174*/ r90 = (uint64_t)(((uint64_t)r60));
goto L6_16;
L6_14:;
/*163*/ r36 = 0x0p+0f;
goto L6_15;
L6_15:;
if (r3) {
S36[t] = r36;
S57[t] = r57;
S58[t] = r58;
st[t] = 24;
continue;
}
goto L6_3;
L6_16:;
/*168*/ r78 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r63) * (uint64_t)((uint64_t)r62)));
/*169*/ r79 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r78) << ((uint32_t)2LL)));
/*170*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r61) + (uint64_t)((uint64_t)r79)));
/*171*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r80) + (uint64_t)((uint64_t)8LL)));
/*172*/ r36 = 0x0p+0f;
S36[t] = r36;
S56[t] = r56;
S57[t] = r57;
S58[t] = r58;
S89[t] = r89;
S90[t] = r90;
st[t] = 4;
continue;
}
}
}
}
}
goto SCHED_;
}
U_23:;
{ /* thread loop from block 23 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, 0, ntx);
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
float r36;
uint32_t r38;
uint32_t r51;
uint64_t r62;
uint64_t r87;
uint64_t r88;
r36 = S36[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (masked && st[t] != grp) continue;
L7_23:;
/*221*/ r87 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r62) << ((uint32_t)2LL)));
/*222*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r86) + (uint64_t)((uint64_t)r87)));
/*223*/ *((float *)(uintptr_t)((uint64_t)r88 + 0LL)) = r36;
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
float r36;
uint32_t r38;
uint32_t r51;
uint64_t r62;
uint64_t r87;
uint64_t r88;
r36 = S36[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (masked && st[t] != grp) continue;
L8_23:;
/*221*/ r87 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r62) << ((uint32_t)2LL)));
/*222*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r86) + (uint64_t)((uint64_t)r87)));
/*223*/ *((float *)(uintptr_t)((uint64_t)r88 + 0LL)) = r36;
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
U_24:;
{ /* thread loop from block 24 */
ep_ += 1u;
{ int nwb_ = 1; /* the rows' no-wrap checks */
nwb_ = nwb_ && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, 0, ntx);
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
uint8_t r5;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r57;
uint32_t r58;
uint64_t r62;
uint64_t r63;
uint64_t r81;
uint64_t r82;
uint64_t r83;
uint64_t r84;
uint64_t r85;
uint64_t r87;
uint64_t r88;
uint64_t r91;
uint64_t r92;
r36 = S36[t];
r57 = S57[t];
r58 = S58[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
if (masked && st[t] != grp) continue;
L9_24:;
goto L9_5;
L9_5:;
/*197*/ r5 = ((((int32_t)r58) == ((int32_t)0LL))) != 0;
goto L9_19;
L9_6:;
/*200*/ r81 = (uint64_t)((int64_t)((int32_t)r57));
/*201*/ r82 = (uint64_t)((int64_t)((int32_t)r57) * (int64_t)((int32_t)4LL));
/*202*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r60) + (uint64_t)((uint64_t)r82)));
goto L9_20;
L9_8:;
/*220*/ r86 = (uint64_t)(((uint64_t)r75));
goto L9_23;
L9_19:;
if (r5) {
goto L9_8;
}
goto L9_6;
L9_20:;
/*203*/ r83 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r63) * (uint64_t)((uint64_t)r62)));
/*204*/ r84 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r83) + (uint64_t)((uint64_t)r81)));
/*205*/ r85 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r84) << ((uint32_t)2LL)));
/*206*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r61) + (uint64_t)((uint64_t)r85)));
S91[t] = r91;
S92[t] = r92;
st[t] = 7;
continue;
L9_23:;
/*221*/ r87 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r62) << ((uint32_t)2LL)));
/*222*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r86) + (uint64_t)((uint64_t)r87)));
/*223*/ *((float *)(uintptr_t)((uint64_t)r88 + 0LL)) = r36;
st[t] = 65535;
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
uint8_t r5;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r57;
uint32_t r58;
uint64_t r62;
uint64_t r63;
uint64_t r81;
uint64_t r82;
uint64_t r83;
uint64_t r84;
uint64_t r85;
uint64_t r87;
uint64_t r88;
uint64_t r91;
uint64_t r92;
r36 = S36[t];
r57 = S57[t];
r58 = S58[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
if (masked && st[t] != grp) continue;
L10_24:;
goto L10_5;
L10_5:;
/*197*/ r5 = ((((int32_t)r58) == ((int32_t)0LL))) != 0;
goto L10_19;
L10_6:;
/*200*/ r81 = (uint64_t)((int64_t)((int32_t)r57));
/*201*/ r82 = (uint64_t)((int64_t)((int32_t)r57) * (int64_t)((int32_t)4LL));
/*202*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r60) + (uint64_t)((uint64_t)r82)));
goto L10_20;
L10_8:;
/*220*/ r86 = (uint64_t)(((uint64_t)r75));
goto L10_23;
L10_19:;
if (r5) {
goto L10_8;
}
goto L10_6;
L10_20:;
/*203*/ r83 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r63) * (uint64_t)((uint64_t)r62)));
/*204*/ r84 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r83) + (uint64_t)((uint64_t)r81)));
/*205*/ r85 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r84) << ((uint32_t)2LL)));
/*206*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r61) + (uint64_t)((uint64_t)r85)));
S91[t] = r91;
S92[t] = r92;
st[t] = 7;
continue;
L10_23:;
/*221*/ r87 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r62) << ((uint32_t)2LL)));
/*222*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r86) + (uint64_t)((uint64_t)r87)));
/*223*/ *((float *)(uintptr_t)((uint64_t)r88 + 0LL)) = r36;
st[t] = 65535;
continue;
}
}
}
}
}
goto SCHED_;
}
U_4:;
{ /* lockstep loop from block 4 */
for (uint32_t tlo_ = glo_; tlo_ < ghi_; tlo_ += 4u) {
const uint32_t thi_ = ghi_ - tlo_ < 4u ? ghi_ : tlo_ + 4u;
for (uint32_t t = tlo_; t < thi_; t++) if (!masked || st[t] == grp) st[t] = 32772;
uint32_t ln_ = 0, l0_ = 0;
if (thi_ - tlo_ == 4u && tlo_ / ntx == (thi_ - 1) / ntx) {
const uint32_t ty = tlo_ / ntx % nty, tz = tlo_ / ntx / nty; (void)ty; (void)tz;
const size_t tb_ = tlo_ - tlo_ % ntx;
const uint32_t tx0_ = (uint32_t)(tlo_ - tb_);
float T36_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T36_[g_] = S36[tb_ + tx0_ + g_];
uint32_t T56_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T56_[g_] = S56[tb_ + tx0_ + g_];
uint32_t T57_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T57_[g_] = S57[tb_ + tx0_ + g_];
uint64_t T89_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T89_[g_] = S89[tb_ + tx0_ + g_];
uint64_t T90_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T90_[g_] = S90[tb_ + tx0_ + g_];
for (;;) {
uint32_t ln_ = 0;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, tx0_, (tx0_ + 4u));
#pragma GCC unroll 4
for (uint32_t g_ = 0; g_ < 4u; g_++) {
const uint32_t tx = tx0_ + g_;
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r4;
float r19;
float r20;
float r21;
float r22;
float r23;
float r24;
float r25;
float r26;
float r27;
float r28;
float r29;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r56;
uint32_t r57;
uint64_t r62;
uint64_t r63;
uint64_t r89;
uint64_t r90;
r36 = T36_[g_];
r56 = T56_[g_];
r57 = T57_[g_];
r89 = T89_[g_];
r90 = T90_[g_];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
if (st[t] != 32772) continue;
L11_4:;
/*189*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)4LL)));
/*192*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)-4LL)));
/*193*/ r4 = ((((int32_t)r56) != ((int32_t)0LL))) != 0;
goto L11_17;
L11_17:;
/*177*/ r19 = *((float *)(uintptr_t)((uint64_t)r90 + 0LL));
/*178*/ r20 = *((float *)(uintptr_t)((uint64_t)r89 + -8LL));
/*179*/ r21 = fmaf(r20, r19, r36);
/*180*/ r22 = *((float *)(uintptr_t)((uint64_t)r90 + 4LL));
/*181*/ r23 = *((float *)(uintptr_t)((uint64_t)r89 + -4LL));
/*182*/ r24 = fmaf(r23, r22, r21);
/*183*/ r25 = *((float *)(uintptr_t)((uint64_t)r90 + 8LL));
/*184*/ r26 = *((float *)(uintptr_t)((uint64_t)r89 + 0LL));
/*185*/ r27 = fmaf(r26, r25, r24);
/*186*/ r28 = *((float *)(uintptr_t)((uint64_t)r90 + 12LL));
/*187*/ r29 = *((float *)(uintptr_t)((uint64_t)r89 + 4LL));
/*188*/ r36 = fmaf(r29, r28, r27);
/*190*/ r90 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r90) + (uint64_t)((uint64_t)16LL)));
/*191*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)16LL)));
goto L11_18;
L11_18:;
if (r4) {
T36_[g_] = r36;
T56_[g_] = r56;
T57_[g_] = r57;
T89_[g_] = r89;
T90_[g_] = r90;
ln_++;
continue;
}
S36[t] = r36;
S57[t] = r57;
st[t] = 24;
continue;
}
if (!ln_) break;
}
continue;
}
for (int it_ = 0;; it_++) {
ln_ = 0;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u), (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx));
if (nw_) {
const int nw_ = 1; (void)nw_;
#pragma GCC ivdep
for (uint32_t tx = (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u); tx < (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r4;
float r19;
float r20;
float r21;
float r22;
float r23;
float r24;
float r25;
float r26;
float r27;
float r28;
float r29;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r56;
uint32_t r57;
uint64_t r62;
uint64_t r63;
uint64_t r89;
uint64_t r90;
r36 = S36[t];
r56 = S56[t];
r57 = S57[t];
r89 = S89[t];
r90 = S90[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
if (st[t] != 32772) continue;
L12n_4:;
/*189*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)4LL)));
/*192*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)-4LL)));
/*193*/ r4 = ((((int32_t)r56) != ((int32_t)0LL))) != 0;
goto L12n_17;
L12n_17:;
/*177*/ r19 = *((float *)(uintptr_t)((uint64_t)r90 + 0LL));
/*178*/ r20 = *((float *)(uintptr_t)((uint64_t)r89 + -8LL));
/*179*/ r21 = fmaf(r20, r19, r36);
/*180*/ r22 = *((float *)(uintptr_t)((uint64_t)r90 + 4LL));
/*181*/ r23 = *((float *)(uintptr_t)((uint64_t)r89 + -4LL));
/*182*/ r24 = fmaf(r23, r22, r21);
/*183*/ r25 = *((float *)(uintptr_t)((uint64_t)r90 + 8LL));
/*184*/ r26 = *((float *)(uintptr_t)((uint64_t)r89 + 0LL));
/*185*/ r27 = fmaf(r26, r25, r24);
/*186*/ r28 = *((float *)(uintptr_t)((uint64_t)r90 + 12LL));
/*187*/ r29 = *((float *)(uintptr_t)((uint64_t)r89 + 4LL));
/*188*/ r36 = fmaf(r29, r28, r27);
/*190*/ r90 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r90) + (uint64_t)((uint64_t)16LL)));
/*191*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)16LL)));
goto L12n_18;
L12n_18:;
if (r4) {
S36[t] = r36;
S56[t] = r56;
S57[t] = r57;
S89[t] = r89;
S90[t] = r90;
ln_++;
continue;
}
S36[t] = r36;
S57[t] = r57;
st[t] = 24;
continue;
}
} else
#pragma GCC ivdep
for (uint32_t tx = (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u); tx < (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r4;
float r19;
float r20;
float r21;
float r22;
float r23;
float r24;
float r25;
float r26;
float r27;
float r28;
float r29;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r56;
uint32_t r57;
uint64_t r62;
uint64_t r63;
uint64_t r89;
uint64_t r90;
r36 = S36[t];
r56 = S56[t];
r57 = S57[t];
r89 = S89[t];
r90 = S90[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
if (st[t] != 32772) continue;
L12_4:;
/*189*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)4LL)));
/*192*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)-4LL)));
/*193*/ r4 = ((((int32_t)r56) != ((int32_t)0LL))) != 0;
goto L12_17;
L12_17:;
/*177*/ r19 = *((float *)(uintptr_t)((uint64_t)r90 + 0LL));
/*178*/ r20 = *((float *)(uintptr_t)((uint64_t)r89 + -8LL));
/*179*/ r21 = fmaf(r20, r19, r36);
/*180*/ r22 = *((float *)(uintptr_t)((uint64_t)r90 + 4LL));
/*181*/ r23 = *((float *)(uintptr_t)((uint64_t)r89 + -4LL));
/*182*/ r24 = fmaf(r23, r22, r21);
/*183*/ r25 = *((float *)(uintptr_t)((uint64_t)r90 + 8LL));
/*184*/ r26 = *((float *)(uintptr_t)((uint64_t)r89 + 0LL));
/*185*/ r27 = fmaf(r26, r25, r24);
/*186*/ r28 = *((float *)(uintptr_t)((uint64_t)r90 + 12LL));
/*187*/ r29 = *((float *)(uintptr_t)((uint64_t)r89 + 4LL));
/*188*/ r36 = fmaf(r29, r28, r27);
/*190*/ r90 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r90) + (uint64_t)((uint64_t)16LL)));
/*191*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)16LL)));
goto L12_18;
L12_18:;
if (r4) {
S36[t] = r36;
S56[t] = r56;
S57[t] = r57;
S89[t] = r89;
S90[t] = r90;
ln_++;
continue;
}
S36[t] = r36;
S57[t] = r57;
st[t] = 24;
continue;
}
}
}
if (!it_) l0_ = ln_;
if (!ln_ || ln_ * 4 < l0_) break;
}
if (ln_) { /* the few left, one at a time */
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u), (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx));
if (nw_) {
const int nw_ = 1; (void)nw_;
#pragma GCC ivdep
for (uint32_t tx = (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u); tx < (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r4;
float r19;
float r20;
float r21;
float r22;
float r23;
float r24;
float r25;
float r26;
float r27;
float r28;
float r29;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r56;
uint32_t r57;
uint64_t r62;
uint64_t r63;
uint64_t r89;
uint64_t r90;
r36 = S36[t];
r56 = S56[t];
r57 = S57[t];
r89 = S89[t];
r90 = S90[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
if (st[t] != 32772) continue;
L13n_4:;
/*189*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)4LL)));
/*192*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)-4LL)));
/*193*/ r4 = ((((int32_t)r56) != ((int32_t)0LL))) != 0;
goto L13n_17;
L13n_17:;
/*177*/ r19 = *((float *)(uintptr_t)((uint64_t)r90 + 0LL));
/*178*/ r20 = *((float *)(uintptr_t)((uint64_t)r89 + -8LL));
/*179*/ r21 = fmaf(r20, r19, r36);
/*180*/ r22 = *((float *)(uintptr_t)((uint64_t)r90 + 4LL));
/*181*/ r23 = *((float *)(uintptr_t)((uint64_t)r89 + -4LL));
/*182*/ r24 = fmaf(r23, r22, r21);
/*183*/ r25 = *((float *)(uintptr_t)((uint64_t)r90 + 8LL));
/*184*/ r26 = *((float *)(uintptr_t)((uint64_t)r89 + 0LL));
/*185*/ r27 = fmaf(r26, r25, r24);
/*186*/ r28 = *((float *)(uintptr_t)((uint64_t)r90 + 12LL));
/*187*/ r29 = *((float *)(uintptr_t)((uint64_t)r89 + 4LL));
/*188*/ r36 = fmaf(r29, r28, r27);
/*190*/ r90 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r90) + (uint64_t)((uint64_t)16LL)));
/*191*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)16LL)));
goto L13n_18;
L13n_18:;
if (r4) {
goto L13n_4;
}
S36[t] = r36;
S57[t] = r57;
st[t] = 24;
continue;
}
} else
#pragma GCC ivdep
for (uint32_t tx = (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u); tx < (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r4;
float r19;
float r20;
float r21;
float r22;
float r23;
float r24;
float r25;
float r26;
float r27;
float r28;
float r29;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r56;
uint32_t r57;
uint64_t r62;
uint64_t r63;
uint64_t r89;
uint64_t r90;
r36 = S36[t];
r56 = S56[t];
r57 = S57[t];
r89 = S89[t];
r90 = S90[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
/*159*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
if (st[t] != 32772) continue;
L13_4:;
/*189*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)4LL)));
/*192*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)-4LL)));
/*193*/ r4 = ((((int32_t)r56) != ((int32_t)0LL))) != 0;
goto L13_17;
L13_17:;
/*177*/ r19 = *((float *)(uintptr_t)((uint64_t)r90 + 0LL));
/*178*/ r20 = *((float *)(uintptr_t)((uint64_t)r89 + -8LL));
/*179*/ r21 = fmaf(r20, r19, r36);
/*180*/ r22 = *((float *)(uintptr_t)((uint64_t)r90 + 4LL));
/*181*/ r23 = *((float *)(uintptr_t)((uint64_t)r89 + -4LL));
/*182*/ r24 = fmaf(r23, r22, r21);
/*183*/ r25 = *((float *)(uintptr_t)((uint64_t)r90 + 8LL));
/*184*/ r26 = *((float *)(uintptr_t)((uint64_t)r89 + 0LL));
/*185*/ r27 = fmaf(r26, r25, r24);
/*186*/ r28 = *((float *)(uintptr_t)((uint64_t)r90 + 12LL));
/*187*/ r29 = *((float *)(uintptr_t)((uint64_t)r89 + 4LL));
/*188*/ r36 = fmaf(r29, r28, r27);
/*190*/ r90 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r90) + (uint64_t)((uint64_t)16LL)));
/*191*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)16LL)));
goto L13_18;
L13_18:;
if (r4) {
goto L13_4;
}
S36[t] = r36;
S57[t] = r57;
st[t] = 24;
continue;
}
}
}
}
}
goto SCHED_;
}
U_7:;
{ /* lockstep loop from block 7 */
for (uint32_t tlo_ = glo_; tlo_ < ghi_; tlo_ += 4u) {
const uint32_t thi_ = ghi_ - tlo_ < 4u ? ghi_ : tlo_ + 4u;
for (uint32_t t = tlo_; t < thi_; t++) if (!masked || st[t] == grp) st[t] = 32775;
uint32_t ln_ = 0, l0_ = 0;
if (thi_ - tlo_ == 4u && tlo_ / ntx == (thi_ - 1) / ntx) {
const uint32_t ty = tlo_ / ntx % nty, tz = tlo_ / ntx / nty; (void)ty; (void)tz;
const size_t tb_ = tlo_ - tlo_ % ntx;
const uint32_t tx0_ = (uint32_t)(tlo_ - tb_);
float T36_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T36_[g_] = S36[tb_ + tx0_ + g_];
uint32_t T58_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T58_[g_] = S58[tb_ + tx0_ + g_];
uint64_t T91_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T91_[g_] = S91[tb_ + tx0_ + g_];
uint64_t T92_[4];
for (uint32_t g_ = 0; g_ < 4u; g_++) T92_[g_] = S92[tb_ + tx0_ + g_];
for (;;) {
uint32_t ln_ = 0;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, tx0_, (tx0_ + 4u));
#pragma GCC unroll 4
for (uint32_t g_ = 0; g_ < 4u; g_++) {
const uint32_t tx = tx0_ + g_;
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r6;
float r30;
float r31;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r58;
uint64_t r62;
uint64_t r91;
uint64_t r92;
r36 = T36_[g_];
r58 = T58_[g_];
r91 = T91_[g_];
r92 = T92_[g_];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (st[t] != 32775) continue;
L14_7:;
/*215*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*216*/ r6 = ((((int32_t)r58) != ((int32_t)0LL))) != 0;
goto L14_21;
L14_21:;
/*210*/ r30 = *((float *)(uintptr_t)((uint64_t)r92 + 0LL));
/*211*/ r31 = *((float *)(uintptr_t)((uint64_t)r91 + 0LL));
/*212*/ r36 = fmaf(r31, r30, r36);
/*213*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)4LL)));
/*214*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r91) + (uint64_t)((uint64_t)4LL)));
goto L14_22;
L14_22:;
if (r6) {
T36_[g_] = r36;
T58_[g_] = r58;
T91_[g_] = r91;
T92_[g_] = r92;
ln_++;
continue;
}
S36[t] = r36;
st[t] = 8;
continue;
}
if (!ln_) break;
}
continue;
}
for (int it_ = 0;; it_++) {
ln_ = 0;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u), (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx));
if (nw_) {
const int nw_ = 1; (void)nw_;
#pragma GCC ivdep
for (uint32_t tx = (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u); tx < (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r6;
float r30;
float r31;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r58;
uint64_t r62;
uint64_t r91;
uint64_t r92;
r36 = S36[t];
r58 = S58[t];
r91 = S91[t];
r92 = S92[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (st[t] != 32775) continue;
L15n_7:;
/*215*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*216*/ r6 = ((((int32_t)r58) != ((int32_t)0LL))) != 0;
goto L15n_21;
L15n_21:;
/*210*/ r30 = *((float *)(uintptr_t)((uint64_t)r92 + 0LL));
/*211*/ r31 = *((float *)(uintptr_t)((uint64_t)r91 + 0LL));
/*212*/ r36 = fmaf(r31, r30, r36);
/*213*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)4LL)));
/*214*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r91) + (uint64_t)((uint64_t)4LL)));
goto L15n_22;
L15n_22:;
if (r6) {
S36[t] = r36;
S58[t] = r58;
S91[t] = r91;
S92[t] = r92;
ln_++;
continue;
}
S36[t] = r36;
st[t] = 8;
continue;
}
} else
#pragma GCC ivdep
for (uint32_t tx = (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u); tx < (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r6;
float r30;
float r31;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r58;
uint64_t r62;
uint64_t r91;
uint64_t r92;
r36 = S36[t];
r58 = S58[t];
r91 = S91[t];
r92 = S92[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (st[t] != 32775) continue;
L15_7:;
/*215*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*216*/ r6 = ((((int32_t)r58) != ((int32_t)0LL))) != 0;
goto L15_21;
L15_21:;
/*210*/ r30 = *((float *)(uintptr_t)((uint64_t)r92 + 0LL));
/*211*/ r31 = *((float *)(uintptr_t)((uint64_t)r91 + 0LL));
/*212*/ r36 = fmaf(r31, r30, r36);
/*213*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)4LL)));
/*214*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r91) + (uint64_t)((uint64_t)4LL)));
goto L15_22;
L15_22:;
if (r6) {
S36[t] = r36;
S58[t] = r58;
S91[t] = r91;
S92[t] = r92;
ln_++;
continue;
}
S36[t] = r36;
st[t] = 8;
continue;
}
}
}
if (!it_) l0_ = ln_;
if (!ln_ || ln_ * 4 < l0_) break;
}
if (ln_) { /* the few left, one at a time */
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u), (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx));
if (nw_) {
const int nw_ = 1; (void)nw_;
#pragma GCC ivdep
for (uint32_t tx = (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u); tx < (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r6;
float r30;
float r31;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r58;
uint64_t r62;
uint64_t r91;
uint64_t r92;
r36 = S36[t];
r58 = S58[t];
r91 = S91[t];
r92 = S92[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (st[t] != 32775) continue;
L16n_7:;
/*215*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*216*/ r6 = ((((int32_t)r58) != ((int32_t)0LL))) != 0;
goto L16n_21;
L16n_21:;
/*210*/ r30 = *((float *)(uintptr_t)((uint64_t)r92 + 0LL));
/*211*/ r31 = *((float *)(uintptr_t)((uint64_t)r91 + 0LL));
/*212*/ r36 = fmaf(r31, r30, r36);
/*213*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)4LL)));
/*214*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r91) + (uint64_t)((uint64_t)4LL)));
goto L16n_22;
L16n_22:;
if (r6) {
goto L16n_7;
}
S36[t] = r36;
st[t] = 8;
continue;
}
} else
#pragma GCC ivdep
for (uint32_t tx = (tlo_ > tb_ ? (uint32_t)(tlo_ - tb_) : 0u); tx < (thi_ <= tb_ ? 0u : thi_ - tb_ < ntx ? (uint32_t)(thi_ - tb_) : ntx); tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r6;
float r30;
float r31;
float r36;
uint32_t r38;
uint32_t r51;
uint32_t r58;
uint64_t r62;
uint64_t r91;
uint64_t r92;
r36 = S36[t];
r58 = S58[t];
r91 = S91[t];
r92 = S92[t];
/*149*/ r51 = (uint32_t)(((uint32_t)tx));
/*150*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*155*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * txw_) : (int64_t)((int32_t)r38)));
if (st[t] != 32775) continue;
L16_7:;
/*215*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*216*/ r6 = ((((int32_t)r58) != ((int32_t)0LL))) != 0;
goto L16_21;
L16_21:;
/*210*/ r30 = *((float *)(uintptr_t)((uint64_t)r92 + 0LL));
/*211*/ r31 = *((float *)(uintptr_t)((uint64_t)r91 + 0LL));
/*212*/ r36 = fmaf(r31, r30, r36);
/*213*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)4LL)));
/*214*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r91) + (uint64_t)((uint64_t)4LL)));
goto L16_22;
L16_22:;
if (r6) {
goto L16_7;
}
S36[t] = r36;
st[t] = 8;
continue;
}
}
}
}
}
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[26] = {0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[26] = {1,3,6,9,11,15,17,19,22,24,25,2,4,5,7,8,10,12,13,16,18,20,21,23,14,0};
int nx_ = hd_sched(b, "_Z14row_per_threadPKfS0_Pfi", st, nthr, &masked, &grp, blockbar_, prio_, 0, 26u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 2: goto U_2;
case 4: goto U_4;
case 7: goto U_7;
case 8: goto U_8;
case 11: goto U_11;
case 13: goto U_13;
case 23: goto U_23;
case 24: goto U_24;
}
return hd_diverged(b, "_Z14row_per_threadPKfS0_Pfi");
}
}

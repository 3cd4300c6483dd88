/* kernel _Z7gridsumPKiiPi */
int hdk_0(hd_block *b) {
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2], nthr = b->nthreads;
unsigned char *const shm = b->shared; const unsigned char *const prm = b->params;
const uint32_t ctax_ = b->ctaid[0], ctay_ = b->ctaid[1], ctaz_ = b->ctaid[2], nctax_ = b->nctaid[0], nctay_ = b->nctaid[1], nctaz_ = b->nctaid[2];
(void)ctax_; (void)ctay_; (void)ctaz_; (void)nctax_; (void)nctay_; (void)nctaz_;
uint16_t *const st = (uint16_t *)b->state; int masked = 0, grp = 0;
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
/*27*/ r24 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*28*/ r12 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*29*/ r25 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*30*/ r4 = (uint32_t)(((uint32_t)ntx));
/*31*/ r14 = (uint32_t)(((uint32_t)ctax_));
goto U_5;
U_5:;
{ /* thread loop from block 5 */
ep_ += 1u;
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
const int nw_ = 1 && hd_nwu((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0), 1LL, 0, ntx);
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
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
uint64_t r29;
uint64_t r30;
if (masked && st[t] != grp) continue;
L1_5:;
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*33*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*34*/ r1 = ((((int32_t)r5) >= ((int32_t)r12))) != 0;
/*35*/ r21 = (uint32_t)(((uint32_t)0LL));
if (r1) {
goto L1_3;
}
goto L1_1;
L1_1:;
/*38*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*39*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*40*/ r23 = (uint64_t)(((uint64_t)r24));
/*41*/ r21 = (uint32_t)(((uint32_t)0LL));
/*42*/ r19 = (uint32_t)(((uint32_t)r5));
S19[t] = r19;
S21[t] = r21;
st[t] = 2;
continue;
L1_3:;
/*54*/ r28 = (uint64_t)(((uint64_t)r25));
goto L1_6;
L1_6:;
/*55*/ r29 = (uint64_t)((nw_ ? (uint64_t)((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0) + 1LL * (int64_t)tx) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r5)) * hd_zext32(((uint32_t)4LL))));
/*56*/ r30 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r28) + (uint64_t)((uint64_t)r29)));
/*57*/ *((uint32_t *)(uintptr_t)((uint64_t)r30 + 0LL)) = ((uint32_t)r21);
st[t] = 65535;
continue;
}
}
goto SCHED_;
}
U_2:;
{ /* lockstep loop from block 2 */
for (uint32_t t = 0; t < nthr; t++) if (!masked || st[t] == grp) st[t] = 32770;
uint32_t ln_ = 0, l0_ = 0;
uint32_t ivc_ = 0; const int iva_ = hd_ls_base(S19, st, 32770u, ntx, nthr, 1, &ivc_);
for (int it_ = 0;; it_++) {
ln_ = 0;
if (iva_) {
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
const int nw_ = 1 && hd_nws((int64_t)(int32_t)ivc_, 1LL, 0, ntx);
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
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
uint64_t r29;
uint64_t r30;
r19 = ivc_ + (uint32_t)tx;
r21 = S21[t];
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*33*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*38*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*39*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*40*/ r23 = (uint64_t)(((uint64_t)r24));
if (st[t] != 32770) continue;
L2_2:;
/*45*/ r26 = (uint64_t)((nw_ ? (int64_t)((int64_t)(int32_t)ivc_ + 1LL * (int64_t)tx) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL)));
/*46*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*47*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*48*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*49*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*50*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
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
} else {
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
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
uint64_t r29;
uint64_t r30;
r19 = S19[t];
r21 = S21[t];
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*33*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*38*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*39*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*40*/ r23 = (uint64_t)(((uint64_t)r24));
if (st[t] != 32770) continue;
L3_2:;
/*45*/ r26 = (uint64_t)((int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL));
/*46*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*47*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*48*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*49*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*50*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
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
if (!it_) l0_ = ln_;
if (!ln_ || ln_ * 4 < l0_) break;
if (iva_) hd_ls_base(S19, st, 32770u, ntx, nthr, 0, &ivc_);
}
if (ln_) { /* the few left, one at a time */
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
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
uint64_t r29;
uint64_t r30;
r19 = S19[t];
r21 = S21[t];
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*33*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
/*38*/ r17 = (uint32_t)(((uint32_t)nctax_));
/*39*/ r6 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r4) * (uint32_t)((uint32_t)r17)));
/*40*/ r23 = (uint64_t)(((uint64_t)r24));
if (st[t] != 32770) continue;
L4_2:;
/*45*/ r26 = (uint64_t)((int64_t)((int32_t)r19) * (int64_t)((int32_t)4LL));
/*46*/ r27 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r23) + (uint64_t)((uint64_t)r26)));
/*47*/ r18 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r27 + 0LL)));
/*48*/ r21 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) + (uint32_t)((uint32_t)r21)));
/*49*/ r19 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r19) + (uint32_t)((uint32_t)r6)));
/*50*/ r2 = ((((int32_t)r19) < ((int32_t)r12))) != 0;
if (r2) {
goto L4_2;
}
S21[t] = r21;
st[t] = 3;
continue;
}
}
}
goto SCHED_;
}
U_3:;
/*54*/ r28 = (uint64_t)(((uint64_t)r25));
goto U_6;
U_6:;
{ /* thread loop from block 6 */
ep_ += 1u;
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
const int nw_ = 1 && hd_nwu((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0), 1LL, 0, ntx);
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
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
uint64_t r29;
uint64_t r30;
r21 = S21[t];
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*33*/ r5 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) * (uint32_t)((uint32_t)r4) + (uint32_t)((uint32_t)r15)));
if (masked && st[t] != grp) continue;
L5_6:;
/*55*/ r29 = (uint64_t)((nw_ ? (uint64_t)((((int64_t)(int32_t)r14 * (int64_t)(int32_t)r4) + (int64_t)0) + 1LL * (int64_t)tx) * hd_zext32(((uint32_t)4LL)) : hd_zext32(((uint32_t)r5)) * hd_zext32(((uint32_t)4LL))));
/*56*/ r30 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r28) + (uint64_t)((uint64_t)r29)));
/*57*/ *((uint32_t *)(uintptr_t)((uint64_t)r30 + 0LL)) = ((uint32_t)r21);
if (masked) st[t] = 65535;
continue;
}
}
if (!masked) return 0;
goto SCHED_;
}
SCHED_: {
static const unsigned char blockbar_[8] = {0,0,0,0,0,0,0,0};
static const uint16_t prio_[8] = {1,3,4,5,7,2,6,0};
int nx_ = hd_sched(b, "_Z7gridsumPKiiPi", st, nthr, &masked, &grp, blockbar_, prio_);
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
int hdk_1(hd_block *b) {
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2], nthr = b->nthreads;
unsigned char *const shm = b->shared; const unsigned char *const prm = b->params;
const uint32_t ctax_ = b->ctaid[0], ctay_ = b->ctaid[1], ctaz_ = b->ctaid[2], nctax_ = b->nctaid[0], nctay_ = b->nctaid[1], nctaz_ = b->nctaid[2];
(void)ctax_; (void)ctay_; (void)ctaz_; (void)nctax_; (void)nctay_; (void)nctaz_;
uint16_t *const st = (uint16_t *)b->state; int masked = 0, grp = 0;
unsigned char *const red_ = b->state + 2 * (size_t)nthr; (void)red_;
typedef uint32_t xt_t;
xt_t *const xv_ = (xt_t *)(b->state + ((3 * (size_t)nthr + 63) & ~(size_t)63));
uint32_t *const xa_ = (uint32_t *)(xv_ + nthr);
xt_t *const xv2_ = (xt_t *)((unsigned char *)xv_ + (((sizeof(xt_t) + 4) * (size_t)nthr + 7) & ~(size_t)7));
uint32_t *const xa2_ = (uint32_t *)(xv2_ + nthr);
uint32_t ep_ = 0; (void)xv_; (void)xa_; (void)xv2_; (void)xa2_; (void)ep_;
(void)ntx; (void)nty; (void)ntz; (void)nthr; (void)shm; (void)prm; (void)st; (void)masked; (void)grp;
uint8_t r0 = 0;
uint32_t r11 = 0;
uint32_t r12 = 0;
uint32_t r15 = 0;
uint32_t r16 = 0;
uint32_t r18 = 0;
uint32_t r19 = 0;
uint32_t r20 = 0;
uint32_t r21 = 0;
uint32_t r22 = 0;
uint32_t r23 = 0;
uint32_t r24 = 0;
uint32_t r25 = 0;
uint32_t r26 = 0;
uint32_t r27 = 0;
uint32_t r28 = 0;
uint32_t r29 = 0;
uint32_t r30 = 0;
uint32_t r31 = 0;
uint32_t r32 = 0;
uint32_t r33 = 0;
uint32_t r34 = 0;
uint32_t r35 = 0;
uint32_t r36 = 0;
uint32_t r37 = 0;
uint32_t r38 = 0;
uint32_t r39 = 0;
uint32_t r40 = 0;
uint32_t r41 = 0;
uint32_t r42 = 0;
uint32_t r43 = 0;
uint32_t r44 = 0;
uint32_t r49 = 0;
uint32_t r50 = 0;
uint32_t r51 = 0;
uint32_t r53 = 0;
uint32_t r54 = 0;
uint32_t r55 = 0;
uint32_t r67 = 0;
uint32_t r70 = 0;
uint32_t r75 = 0;
uint32_t r82 = 0;
uint32_t r83 = 0;
uint32_t r85 = 0;
uint32_t r87 = 0;
uint32_t r89 = 0;
uint64_t r92 = 0;
uint64_t r94 = 0;
uint64_t r95 = 0;
uint64_t r96 = 0;
uint64_t r99 = 0;
uint64_t *const S93 = (uint64_t *)(b->scratch + (size_t)nthr * 0);
uint32_t *const S13 = (uint32_t *)(b->scratch + (size_t)nthr * 8);
uint32_t *const S14 = (uint32_t *)(b->scratch + (size_t)nthr * 12);
uint32_t *const S17 = (uint32_t *)(b->scratch + (size_t)nthr * 16);
uint32_t *const S65 = (uint32_t *)(b->scratch + (size_t)nthr * 20);
uint32_t *const S66 = (uint32_t *)(b->scratch + (size_t)nthr * 24);
uint32_t *const S68 = (uint32_t *)(b->scratch + (size_t)nthr * 28);
uint32_t *const S69 = (uint32_t *)(b->scratch + (size_t)nthr * 32);
uint32_t *const S71 = (uint32_t *)(b->scratch + (size_t)nthr * 36);
uint32_t *const S72 = (uint32_t *)(b->scratch + (size_t)nthr * 40);
uint32_t *const S73 = (uint32_t *)(b->scratch + (size_t)nthr * 44);
uint32_t *const S74 = (uint32_t *)(b->scratch + (size_t)nthr * 48);
uint32_t *const S76 = (uint32_t *)(b->scratch + (size_t)nthr * 52);
uint32_t *const S78 = (uint32_t *)(b->scratch + (size_t)nthr * 56);
uint32_t *const S79 = (uint32_t *)(b->scratch + (size_t)nthr * 60);
uint32_t *const S80 = (uint32_t *)(b->scratch + (size_t)nthr * 64);
uint32_t *const S81 = (uint32_t *)(b->scratch + (size_t)nthr * 68);
uint32_t *const S84 = (uint32_t *)(b->scratch + (size_t)nthr * 72);
uint32_t *const S86 = (uint32_t *)(b->scratch + (size_t)nthr * 76);
uint32_t *const S88 = (uint32_t *)(b->scratch + (size_t)nthr * 80);
uint32_t *const S90 = (uint32_t *)(b->scratch + (size_t)nthr * 84);
uint32_t *const S91 = (uint32_t *)(b->scratch + (size_t)nthr * 88);
xt_t cxv_[2][96]; uint32_t cxa_[2][96]; memset(cxa_, 0, sizeof cxa_); memset(cxv_, 0, sizeof cxv_);
memset(xa_, 0, 4 * (size_t)nthr);
goto U_0;
U_0:;
/*72*/ r95 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*73*/ r94 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*81*/ r96 = (uint64_t)(((uint64_t)r95));
goto U_19;
U_19:;
{ /* thread loop from block 19 */
ep_ += 5u;
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
const int nw_ = 1 && hd_nws((int64_t)0, 1LL, 0, ntx);
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
if (masked && st[t] != grp) continue;
L1_19:;
/*74*/ r91 = (uint32_t)(((uint32_t)tx));
/*75*/ r45 = (uint32_t)((uint32_t)(((int32_t)r91) >> ((uint32_t)31LL)));
/*76*/ r46 = (uint32_t)((uint32_t)(((uint32_t)r45) >> ((uint32_t)27LL)));
/*77*/ r47 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r91) + (uint32_t)((uint32_t)r46)));
/*78*/ r48 = (uint32_t)((uint32_t)(((uint32_t)r47) & ((uint32_t)-32LL)));
/*79*/ r13 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r91) - (uint32_t)((uint32_t)r48)));
/*80*/ r93 = (uint64_t)((nw_ ? (int64_t)((int64_t)0 + 1LL * (int64_t)tx) : (int64_t)((int32_t)r91)));
/*82*/ r97 = (uint64_t)((nw_ ? (int64_t)((int64_t)0 + 1LL * (int64_t)tx) * (int64_t)((int32_t)4LL) : (int64_t)((int32_t)r91) * (int64_t)((int32_t)4LL)));
/*83*/ r98 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r96) + (uint64_t)((uint64_t)r97)));
/*84*/ r14 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r98 + 0LL)));
/*85*/ r1 = ((((int32_t)r14) < ((int32_t)1LL))) != 0;
if (r1) {
S91[t] = r91;
S93[t] = r93;
st[t] = 24;
continue;
}
goto L1_1;
L1_1:;
/*88*/ r52 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) + (uint32_t)((uint32_t)-1LL)));
/*89*/ r90 = (uint32_t)((uint32_t)(((uint32_t)r14) & ((uint32_t)3LL)));
/*90*/ r2 = ((((uint32_t)r52) < ((uint32_t)3LL))) != 0;
/*91*/ r86 = (uint32_t)(((uint32_t)0LL));
/*92*/ r91 = (uint32_t)(((uint32_t)r86));
if (r2) {
S13[t] = r13;
S86[t] = r86;
S90[t] = r90;
S91[t] = r91;
S93[t] = r93;
st[t] = 25;
continue;
}
goto L1_2;
L1_2:;
/*95*/ r84 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r14) - (uint32_t)((uint32_t)r90)));
/*96*/ r17 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) << ((uint32_t)2LL)));
/*97*/ r80 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) << ((uint32_t)1LL)));
/*98*/ r79 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r13) * (uint32_t)((uint32_t)3LL)));
/*99*/ r78 = (uint32_t)(((uint32_t)0LL));
/*100*/ r81 = (uint32_t)(((uint32_t)r13));
/*101*/ r86 = (uint32_t)(((uint32_t)r78));
/*102*/ r91 = (uint32_t)(((uint32_t)r78));
S13[t] = r13;
S17[t] = r17;
S78[t] = r78;
S79[t] = r79;
S80[t] = r80;
S81[t] = r81;
S84[t] = r84;
S86[t] = r86;
S90[t] = r90;
S91[t] = r91;
S93[t] = r93;
st[t] = 3;
continue;
}
}
goto SCHED_;
}
U_24:;
{ /* warp chain from block 24 */
const uint32_t cep_ = ep_ += 5u; (void)cep_;
for (uint32_t w_ = 0; w_ < nthr; w_ += 32) {
const uint32_t we_ = nthr - w_ < 32 ? nthr : w_ + 32;
const uint32_t r0_ = w_ / ntx, x0_ = w_ % ntx, r1_ = (we_ - 1) / ntx, x1_ = (we_ - 1) % ntx + 1;
int xp_ = 0; uint32_t nl_ = 0; (void)nl_;
const int full_ = 0; (void)full_;
const uint32_t ty0_ = r0_ % nty, tz0_ = r0_ / nty;
W2_24:; {
ep_++; nl_ = 0;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
#pragma GCC ivdep
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r91 = S91[t];
if (masked && st[t] != grp) continue;
L3_24:;
goto L3_7;
L3_7:;
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
/*137*/ r63 = (uint32_t)(((uint32_t)16LL));
/*138*/ r64 = (uint32_t)(((uint32_t)-1LL));
xw_[t - w_] = ((uint32_t)r91); xwa_[t - w_] = ep_;
nl_++;
st[t] = 32782;
continue;
}
}
}
if (!nl_) continue;
xp_ ^= 1;
goto W2_14;
W2_14:; {
ep_++; nl_ = 0;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
#pragma GCC ivdep
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r91 = S91[t];
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
/*137*/ r63 = (uint32_t)(((uint32_t)16LL));
if (st[t] != 32782) continue;
L4_14:;
/*139*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)16LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[j_], vl_ = (uint32_t)xr_[lane_];
uint32_t sv_ = ok_ ? (full_ || xra_[j_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r65 = (uint32_t)((uint32_t)sv_);
r6 = (ok_) != 0;
}
goto L4_8;
L4_8:;
/*141*/ r67 = (uint32_t)(((uint32_t)8LL));
goto L4_20;
L4_20:;
/*140*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r91)));
xw_[t - w_] = ((uint32_t)r66); xwa_[t - w_] = ep_;
S66[t] = r66;
nl_++;
st[t] = 32783;
continue;
}
}
}
if (!nl_) continue;
xp_ ^= 1;
goto W2_15;
W2_15:; {
ep_++; nl_ = 0;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
#pragma GCC ivdep
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r66 = S66[t];
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
if (st[t] != 32783) continue;
L5_15:;
/*142*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)8LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[j_], vl_ = (uint32_t)xr_[lane_];
uint32_t sv_ = ok_ ? (full_ || xra_[j_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r68 = (uint32_t)((uint32_t)sv_);
r7 = (ok_) != 0;
}
goto L5_9;
L5_9:;
/*144*/ r70 = (uint32_t)(((uint32_t)4LL));
goto L5_21;
L5_21:;
/*143*/ r69 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r68) + (uint32_t)((uint32_t)r66)));
xw_[t - w_] = ((uint32_t)r69); xwa_[t - w_] = ep_;
S69[t] = r69;
nl_++;
st[t] = 32784;
continue;
}
}
}
if (!nl_) continue;
xp_ ^= 1;
goto W2_16;
W2_16:; {
ep_++; nl_ = 0;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
#pragma GCC ivdep
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r69 = S69[t];
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
if (st[t] != 32784) continue;
L6_16:;
/*145*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)4LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[j_], vl_ = (uint32_t)xr_[lane_];
uint32_t sv_ = ok_ ? (full_ || xra_[j_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r71 = (uint32_t)((uint32_t)sv_);
r8 = (ok_) != 0;
}
goto L6_10;
L6_10:;
/*146*/ r72 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r71) + (uint32_t)((uint32_t)r69)));
xw_[t - w_] = ((uint32_t)r72); xwa_[t - w_] = ep_;
S72[t] = r72;
nl_++;
st[t] = 32785;
continue;
}
}
}
if (!nl_) continue;
xp_ ^= 1;
goto W2_17;
W2_17:; {
ep_++; nl_ = 0;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
#pragma GCC ivdep
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r72 = S72[t];
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
if (st[t] != 32785) continue;
L7_17:;
/*147*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)2LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[j_], vl_ = (uint32_t)xr_[lane_];
uint32_t sv_ = ok_ ? (full_ || xra_[j_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r73 = (uint32_t)((uint32_t)sv_);
r9 = (ok_) != 0;
}
goto L7_11;
L7_11:;
/*149*/ r75 = (uint32_t)(((uint32_t)1LL));
goto L7_22;
L7_22:;
/*148*/ r74 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r73) + (uint32_t)((uint32_t)r72)));
xw_[t - w_] = ((uint32_t)r74); xwa_[t - w_] = ep_;
S74[t] = r74;
nl_++;
st[t] = 32786;
continue;
}
}
}
if (!nl_) continue;
xp_ ^= 1;
goto W2_18;
W2_18:; {
ep_++; nl_ = 0;
xt_t *const xr_ = cxv_[xp_] + 32, *const xw_ = cxv_[xp_ ^ 1] + 32; uint32_t *const xra_ = cxa_[xp_] + 32, *const xwa_ = cxa_[xp_ ^ 1] + 32;
const uint32_t xt_ = ep_ - 1; (void)xr_; (void)xra_; (void)xw_; (void)xwa_; (void)xt_;
uint32_t ty = ty0_, tz = tz0_; (void)ty; (void)tz;
for (uint32_t rw_ = r0_; rw_ <= r1_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
const size_t tb_ = (size_t)rw_ * ntx;
const uint32_t xl_ = rw_ == r0_ ? x0_ : 0, xh_ = rw_ == r1_ ? x1_ : ntx;
#pragma GCC ivdep
for (uint32_t tx = xl_; tx < xh_; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r74 = S74[t];
r93 = S93[t];
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
if (st[t] != 32786) continue;
L8_18:;
/*150*/ { uint32_t lane_ = (uint32_t)(t - w_); size_t wb_ = w_;
uint32_t bv_ = ((uint32_t)(uint32_t)1LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
uint32_t vj_ = (uint32_t)xr_[j_], vl_ = (uint32_t)xr_[lane_];
uint32_t sv_ = ok_ ? (full_ || xra_[j_] == xt_ ? vj_ : 0u) : vl_; (void)wb_;
r76 = (uint32_t)((uint32_t)sv_);
r10 = (ok_) != 0;
}
goto L8_12;
L8_12:;
/*152*/ r99 = (uint64_t)(((uint64_t)r94));
goto L8_23;
L8_23:;
/*151*/ r77 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r76) + (uint32_t)((uint32_t)r74)));
/*153*/ r100 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r93) << ((uint32_t)2LL)));
/*154*/ r101 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r99) + (uint64_t)((uint64_t)r100)));
/*155*/ *((uint32_t *)(uintptr_t)((uint64_t)r101 + 0LL)) = ((uint32_t)r77);
st[t] = 65535;
continue;
}
}
}
continue;
}
goto SCHED_;
}
U_25:;
{ /* thread loop from block 25 */
ep_ += 5u;
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r13 = S13[t];
r86 = S86[t];
r90 = S90[t];
if (masked && st[t] != grp) continue;
L9_25:;
goto L9_4;
L9_4:;
/*120*/ r4 = ((((int32_t)r90) == ((int32_t)0LL))) != 0;
if (r4) {
st[t] = 24;
continue;
}
goto L9_5;
L9_5:;
/*123*/ r88 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r86) * (uint32_t)((uint32_t)r13)));
S88[t] = r88;
st[t] = 6;
continue;
}
}
goto SCHED_;
}
U_3:;
{ /* lockstep loop from block 3 */
for (uint32_t t = 0; t < nthr; t++) if (!masked || st[t] == grp) st[t] = 32771;
uint32_t ln_ = 0, l0_ = 0;
uint32_t ivc_ = 0; const int iva_ = hd_ls_base(S86, st, 32771u, ntx, nthr, 1, &ivc_);
for (int it_ = 0;; it_++) {
ln_ = 0;
if (iva_) {
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r17 = S17[t];
r78 = S78[t];
r79 = S79[t];
r80 = S80[t];
r81 = S81[t];
r84 = S84[t];
r86 = ivc_ + (uint32_t)tx;
r91 = S91[t];
if (st[t] != 32771) continue;
L10_3:;
/*105*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r91) + (uint32_t)((uint32_t)r78)));
/*106*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)r81)));
/*107*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)r80)));
/*108*/ r59 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r79)));
/*109*/ r91 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)4LL)));
/*110*/ r86 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r86) + (uint32_t)((uint32_t)4LL)));
/*111*/ r81 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r81) + (uint32_t)((uint32_t)r17)));
/*112*/ r80 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r80) + (uint32_t)((uint32_t)r17)));
/*113*/ r79 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r79) + (uint32_t)((uint32_t)r17)));
/*114*/ r78 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r78) + (uint32_t)((uint32_t)r17)));
/*115*/ r84 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r84) + (uint32_t)((uint32_t)-4LL)));
/*116*/ r3 = ((((int32_t)r84) != ((int32_t)0LL))) != 0;
if (r3) {
S78[t] = r78;
S79[t] = r79;
S80[t] = r80;
S81[t] = r81;
S84[t] = r84;
S86[t] = r86;
S91[t] = r91;
ln_++;
continue;
}
S86[t] = r86;
S91[t] = r91;
st[t] = 25;
continue;
}
}
} else {
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r17 = S17[t];
r78 = S78[t];
r79 = S79[t];
r80 = S80[t];
r81 = S81[t];
r84 = S84[t];
r86 = S86[t];
r91 = S91[t];
if (st[t] != 32771) continue;
L11_3:;
/*105*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r91) + (uint32_t)((uint32_t)r78)));
/*106*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)r81)));
/*107*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)r80)));
/*108*/ r59 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r79)));
/*109*/ r91 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)4LL)));
/*110*/ r86 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r86) + (uint32_t)((uint32_t)4LL)));
/*111*/ r81 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r81) + (uint32_t)((uint32_t)r17)));
/*112*/ r80 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r80) + (uint32_t)((uint32_t)r17)));
/*113*/ r79 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r79) + (uint32_t)((uint32_t)r17)));
/*114*/ r78 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r78) + (uint32_t)((uint32_t)r17)));
/*115*/ r84 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r84) + (uint32_t)((uint32_t)-4LL)));
/*116*/ r3 = ((((int32_t)r84) != ((int32_t)0LL))) != 0;
if (r3) {
S78[t] = r78;
S79[t] = r79;
S80[t] = r80;
S81[t] = r81;
S84[t] = r84;
S86[t] = r86;
S91[t] = r91;
ln_++;
continue;
}
S86[t] = r86;
S91[t] = r91;
st[t] = 25;
continue;
}
}
}
if (!it_) l0_ = ln_;
if (!ln_ || ln_ * 4 < l0_) break;
if (iva_) hd_ls_base(S86, st, 32771u, ntx, nthr, 0, &ivc_);
}
if (ln_) { /* the few left, one at a time */
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r17 = S17[t];
r78 = S78[t];
r79 = S79[t];
r80 = S80[t];
r81 = S81[t];
r84 = S84[t];
r86 = S86[t];
r91 = S91[t];
if (st[t] != 32771) continue;
L12_3:;
/*105*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r91) + (uint32_t)((uint32_t)r78)));
/*106*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)r81)));
/*107*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)r80)));
/*108*/ r59 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)r79)));
/*109*/ r91 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)4LL)));
/*110*/ r86 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r86) + (uint32_t)((uint32_t)4LL)));
/*111*/ r81 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r81) + (uint32_t)((uint32_t)r17)));
/*112*/ r80 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r80) + (uint32_t)((uint32_t)r17)));
/*113*/ r79 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r79) + (uint32_t)((uint32_t)r17)));
/*114*/ r78 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r78) + (uint32_t)((uint32_t)r17)));
/*115*/ r84 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r84) + (uint32_t)((uint32_t)-4LL)));
/*116*/ r3 = ((((int32_t)r84) != ((int32_t)0LL))) != 0;
if (r3) {
goto L12_3;
}
S86[t] = r86;
S91[t] = r91;
st[t] = 25;
continue;
}
}
}
goto SCHED_;
}
U_14:;
{ /* thread loop from block 14 */
ep_ += 5u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r91 = S91[t];
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
/*137*/ r63 = (uint32_t)(((uint32_t)16LL));
if (masked && st[t] != grp) continue;
L13_14:;
/*139*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)16LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r65 = (uint32_t)((uint32_t)sv_);
r6 = (ok_) != 0;
}
goto L13_8;
L13_8:;
/*141*/ r67 = (uint32_t)(((uint32_t)8LL));
goto L13_20;
L13_20:;
/*140*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r65) + (uint32_t)((uint32_t)r91)));
xv_[t] = ((uint32_t)r66); xa_[t] = ep_ - 3u;
S66[t] = r66;
if (masked) st[t] = 15;
continue;
}
}
if (!masked) goto U_15;
goto SCHED_;
}
U_15:;
{ /* thread loop from block 15 */
ep_ += 5u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r66 = S66[t];
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
if (masked && st[t] != grp) continue;
L14_15:;
/*142*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)8LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r68 = (uint32_t)((uint32_t)sv_);
r7 = (ok_) != 0;
}
goto L14_9;
L14_9:;
/*144*/ r70 = (uint32_t)(((uint32_t)4LL));
goto L14_21;
L14_21:;
/*143*/ r69 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r68) + (uint32_t)((uint32_t)r66)));
xv_[t] = ((uint32_t)r69); xa_[t] = ep_ - 2u;
S69[t] = r69;
if (masked) st[t] = 16;
continue;
}
}
if (!masked) goto U_16;
goto SCHED_;
}
U_16:;
{ /* thread loop from block 16 */
ep_ += 5u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r69 = S69[t];
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
if (masked && st[t] != grp) continue;
L15_16:;
/*145*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)4LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r71 = (uint32_t)((uint32_t)sv_);
r8 = (ok_) != 0;
}
goto L15_10;
L15_10:;
/*146*/ r72 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r71) + (uint32_t)((uint32_t)r69)));
xv_[t] = ((uint32_t)r72); xa_[t] = ep_ - 1u;
S72[t] = r72;
if (masked) st[t] = 17;
continue;
}
}
if (!masked) goto U_17;
goto SCHED_;
}
U_17:;
{ /* thread loop from block 17 */
ep_ += 5u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r72 = S72[t];
/*135*/ r61 = (uint32_t)(((uint32_t)2LL));
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
if (masked && st[t] != grp) continue;
L16_17:;
/*147*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)2LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r73 = (uint32_t)((uint32_t)sv_);
r9 = (ok_) != 0;
}
goto L16_11;
L16_11:;
/*149*/ r75 = (uint32_t)(((uint32_t)1LL));
goto L16_22;
L16_22:;
/*148*/ r74 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r73) + (uint32_t)((uint32_t)r72)));
xv_[t] = ((uint32_t)r74); xa_[t] = ep_ - 0u;
S74[t] = r74;
if (masked) st[t] = 18;
continue;
}
}
if (!masked) goto U_18;
goto SCHED_;
}
U_18:;
{ /* thread loop from block 18 */
ep_ += 5u;
memcpy(xv2_, xv_, (sizeof(xt_t) + 4) * (size_t)nthr);
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r74 = S74[t];
r93 = S93[t];
/*136*/ r62 = (uint32_t)(((uint32_t)31LL));
if (masked && st[t] != grp) continue;
L17_18:;
/*150*/ { uint32_t lane_ = (uint32_t)(t & 31u); size_t wb_ = t - lane_;
uint32_t bv_ = ((uint32_t)(uint32_t)1LL) & 31u, c_ = ((uint32_t)(uint32_t)31LL), cv_ = c_ & 31u, sm_ = (c_ >> 8) & 31u;
uint32_t max_ = (lane_ & sm_) | (cv_ & ~sm_), min_ = lane_ & sm_; int32_t j_; int ok_;
j_ = (int32_t)(lane_ + bv_); ok_ = j_ <= (int32_t)max_;
size_t src_ = ok_ ? wb_ + (uint32_t)j_ : t;
uint32_t sv_ = src_ < nthr && xa2_[src_] == xa2_[t] ? (uint32_t)xv2_[src_] : 0u;
r76 = (uint32_t)((uint32_t)sv_);
r10 = (ok_) != 0;
}
goto L17_12;
L17_12:;
/*152*/ r99 = (uint64_t)(((uint64_t)r94));
goto L17_23;
L17_23:;
/*151*/ r77 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r76) + (uint32_t)((uint32_t)r74)));
/*153*/ r100 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r93) << ((uint32_t)2LL)));
/*154*/ r101 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r99) + (uint64_t)((uint64_t)r100)));
/*155*/ *((uint32_t *)(uintptr_t)((uint64_t)r101 + 0LL)) = ((uint32_t)r77);
if (masked) st[t] = 65535;
continue;
}
}
if (!masked) return 0;
goto SCHED_;
}
U_6:;
{ /* lockstep loop from block 6 */
for (uint32_t t = 0; t < nthr; t++) if (!masked || st[t] == grp) st[t] = 32774;
uint32_t ln_ = 0, l0_ = 0;
uint32_t ivc_ = 0; const int iva_ = hd_ls_base(S90, st, 32774u, ntx, nthr, 1, &ivc_);
for (int it_ = 0;; it_++) {
ln_ = 0;
if (iva_) {
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r13 = S13[t];
r88 = S88[t];
r90 = ivc_ + (uint32_t)tx;
r91 = S91[t];
if (st[t] != 32774) continue;
L18_6:;
/*127*/ r60 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r91) + (uint32_t)((uint32_t)r88)));
/*128*/ r91 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r60) + (uint32_t)((uint32_t)1LL)));
/*129*/ r88 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r88) + (uint32_t)((uint32_t)r13)));
/*130*/ r90 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r90) + (uint32_t)((uint32_t)-1LL)));
/*131*/ r5 = ((((int32_t)r90) != ((int32_t)0LL))) != 0;
if (r5) {
S88[t] = r88;
S90[t] = r90;
S91[t] = r91;
ln_++;
continue;
}
S91[t] = r91;
st[t] = 24;
continue;
}
}
} else {
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r13 = S13[t];
r88 = S88[t];
r90 = S90[t];
r91 = S91[t];
if (st[t] != 32774) continue;
L19_6:;
/*127*/ r60 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r91) + (uint32_t)((uint32_t)r88)));
/*128*/ r91 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r60) + (uint32_t)((uint32_t)1LL)));
/*129*/ r88 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r88) + (uint32_t)((uint32_t)r13)));
/*130*/ r90 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r90) + (uint32_t)((uint32_t)-1LL)));
/*131*/ r5 = ((((int32_t)r90) != ((int32_t)0LL))) != 0;
if (r5) {
S88[t] = r88;
S90[t] = r90;
S91[t] = r91;
ln_++;
continue;
}
S91[t] = r91;
st[t] = 24;
continue;
}
}
}
if (!it_) l0_ = ln_;
if (!ln_ || ln_ * 4 < l0_) break;
if (iva_) hd_ls_base(S90, st, 32774u, ntx, nthr, 0, &ivc_);
}
if (ln_) { /* the few left, one at a time */
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
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
uint8_t r10;
uint32_t r13;
uint32_t r14;
uint32_t r17;
uint32_t r45;
uint32_t r46;
uint32_t r47;
uint32_t r48;
uint32_t r52;
uint32_t r56;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r60;
uint32_t r61;
uint32_t r62;
uint32_t r63;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint32_t r68;
uint32_t r69;
uint32_t r71;
uint32_t r72;
uint32_t r73;
uint32_t r74;
uint32_t r76;
uint32_t r77;
uint32_t r78;
uint32_t r79;
uint32_t r80;
uint32_t r81;
uint32_t r84;
uint32_t r86;
uint32_t r88;
uint32_t r90;
uint32_t r91;
uint64_t r93;
uint64_t r97;
uint64_t r98;
uint64_t r100;
uint64_t r101;
r13 = S13[t];
r88 = S88[t];
r90 = S90[t];
r91 = S91[t];
if (st[t] != 32774) continue;
L20_6:;
/*127*/ r60 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r91) + (uint32_t)((uint32_t)r88)));
/*128*/ r91 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r60) + (uint32_t)((uint32_t)1LL)));
/*129*/ r88 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r88) + (uint32_t)((uint32_t)r13)));
/*130*/ r90 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r90) + (uint32_t)((uint32_t)-1LL)));
/*131*/ r5 = ((((int32_t)r90) != ((int32_t)0LL))) != 0;
if (r5) {
goto L20_6;
}
S91[t] = r91;
st[t] = 24;
continue;
}
}
}
goto SCHED_;
}
SCHED_: {
static const unsigned char blockbar_[27] = {0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[27] = {1,3,4,5,7,8,9,11,13,16,19,21,24,26,12,15,18,20,23,2,14,17,22,25,10,6,0};
int nx_ = hd_sched(b, "_Z20partial_then_shufflePKiPi", st, nthr, &masked, &grp, blockbar_, prio_);
switch (nx_) {
case -1: return 0;
case 3: goto U_3;
case 6: goto U_6;
case 14: goto U_14;
case 15: goto U_15;
case 16: goto U_16;
case 17: goto U_17;
case 18: goto U_18;
case 19: goto U_19;
case 24: goto U_24;
case 25: goto U_25;
}
return hd_diverged(b, "_Z20partial_then_shufflePKiPi");
}
}

/* kernel _Z14row_per_threadPKfS0_Pfi */
int hdk_2(hd_block *b) {
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2], nthr = b->nthreads;
unsigned char *const shm = b->shared; const unsigned char *const prm = b->params;
const uint32_t ctax_ = b->ctaid[0], ctay_ = b->ctaid[1], ctaz_ = b->ctaid[2], nctax_ = b->nctaid[0], nctay_ = b->nctaid[1], nctaz_ = b->nctaid[2];
(void)ctax_; (void)ctay_; (void)ctaz_; (void)nctax_; (void)nctay_; (void)nctaz_;
uint16_t *const st = (uint16_t *)b->state; int masked = 0, grp = 0;
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
/*173*/ r76 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*174*/ r77 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*175*/ r75 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*176*/ r48 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 24)));
/*177*/ r60 = (uint64_t)(((uint64_t)r77));
/*178*/ r61 = (uint64_t)(((uint64_t)r76));
/*179*/ r49 = (uint32_t)(((uint32_t)ntx));
/*180*/ r50 = (uint32_t)(((uint32_t)ctax_));
goto U_11;
U_11:;
{ /* thread loop from block 11 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(3, 1, 0, ((uint32_t)r50 * (uint32_t)r49 + 0u), (uint32_t)r48, ntx, &lo_, &hi_)) {
if (1 || masked) for (uint32_t t = 0; t < nthr; t++) { uint32_t tx = t % ntx; if ((tx < lo_ || tx >= hi_) && !(masked && st[t] != grp)) st[t] = 65535; }
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, lo_, hi_);
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
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
float r30;
float r31;
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
uint64_t r81;
uint64_t r82;
uint64_t r83;
uint64_t r84;
uint64_t r85;
uint64_t r87;
uint64_t r88;
uint64_t r89;
uint64_t r90;
uint64_t r91;
uint64_t r92;
if (masked && st[t] != grp) continue;
L1_11:;
/*181*/ r51 = (uint32_t)(((uint32_t)tx));
/*182*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*183*/ r1 = ((((int32_t)r38) >= ((int32_t)r48))) != 0;
goto L1_1;
L1_1:;
/*186*/ r2 = ((((int32_t)r48) < ((int32_t)1LL))) != 0;
goto L1_12;
L1_12:;
/*187*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * (int64_t)tx) : (int64_t)((int32_t)r38)));
/*188*/ r36 = 0x0p+0f;
S36[t] = r36;
st[t] = 13;
continue;
}
}
} else {
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, 0, ntx);
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
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
float r30;
float r31;
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
uint64_t r81;
uint64_t r82;
uint64_t r83;
uint64_t r84;
uint64_t r85;
uint64_t r87;
uint64_t r88;
uint64_t r89;
uint64_t r90;
uint64_t r91;
uint64_t r92;
if (masked && st[t] != grp) continue;
L2_11:;
/*181*/ r51 = (uint32_t)(((uint32_t)tx));
/*182*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*183*/ r1 = ((((int32_t)r38) >= ((int32_t)r48))) != 0;
if (r1) {
st[t] = 65535;
continue;
}
goto L2_1;
L2_1:;
/*186*/ r2 = ((((int32_t)r48) < ((int32_t)1LL))) != 0;
goto L2_12;
L2_12:;
/*187*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * (int64_t)tx) : (int64_t)((int32_t)r38)));
/*188*/ r36 = 0x0p+0f;
S36[t] = r36;
st[t] = 13;
continue;
}
}
}
goto SCHED_;
}
U_13:;
if (r2) goto U_8;
goto U_2;
U_8:;
/*252*/ r86 = (uint64_t)(((uint64_t)r75));
goto U_23;
U_2:;
{ /* thread loop from block 2 */
ep_ += 1u;
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, 0, ntx);
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
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
float r30;
float r31;
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
uint64_t r81;
uint64_t r82;
uint64_t r83;
uint64_t r84;
uint64_t r85;
uint64_t r87;
uint64_t r88;
uint64_t r89;
uint64_t r90;
uint64_t r91;
uint64_t r92;
/*181*/ r51 = (uint32_t)(((uint32_t)tx));
/*182*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*187*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * (int64_t)tx) : (int64_t)((int32_t)r38)));
if (masked && st[t] != grp) continue;
L3_2:;
/*191*/ r63 = (uint64_t)((int64_t)((int32_t)r48));
/*192*/ r58 = (uint32_t)((uint32_t)(((uint32_t)r48) & ((uint32_t)3LL)));
/*193*/ r53 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) + (uint32_t)((uint32_t)-1LL)));
/*194*/ r3 = ((((uint32_t)r53) < ((uint32_t)3LL))) != 0;
/*196*/ r57 = (uint32_t)(((uint32_t)0LL));
goto L3_14;
L3_3:;
/*199*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r48) - (uint32_t)((uint32_t)r58)));
/*205*/ r57 = (uint32_t)(((uint32_t)0LL));
/*206*/ r90 = (uint64_t)(((uint64_t)r60));
goto L3_16;
L3_4:;
/*221*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) + (uint32_t)((uint32_t)4LL)));
/*224*/ r56 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r56) + (uint32_t)((uint32_t)-4LL)));
/*225*/ r4 = ((((int32_t)r56) != ((int32_t)0LL))) != 0;
goto L3_17;
L3_5:;
/*229*/ r5 = ((((int32_t)r58) == ((int32_t)0LL))) != 0;
goto L3_19;
L3_6:;
/*232*/ r81 = (uint64_t)((int64_t)((int32_t)r57));
/*233*/ r82 = (uint64_t)((int64_t)((int32_t)r57) * (int64_t)((int32_t)4LL));
/*234*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r60) + (uint64_t)((uint64_t)r82)));
goto L3_20;
L3_7:;
/*247*/ r58 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r58) + (uint32_t)((uint32_t)-1LL)));
/*248*/ r6 = ((((int32_t)r58) != ((int32_t)0LL))) != 0;
goto L3_21;
L3_8:;
/*252*/ r86 = (uint64_t)(((uint64_t)r75));
goto L3_23;
L3_14:;
/*195*/ r36 = 0x0p+0f;
goto L3_15;
L3_15:;
if (r3) {
goto L3_5;
}
goto L3_3;
L3_16:;
/*200*/ r78 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r63) * (uint64_t)((uint64_t)r62)));
/*201*/ r79 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r78) << ((uint32_t)2LL)));
/*202*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r61) + (uint64_t)((uint64_t)r79)));
/*203*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r80) + (uint64_t)((uint64_t)8LL)));
/*204*/ r36 = 0x0p+0f;
goto L3_4;
L3_17:;
/*209*/ r19 = *((float *)(uintptr_t)((uint64_t)r90 + 0LL));
/*210*/ r20 = *((float *)(uintptr_t)((uint64_t)r89 + -8LL));
/*211*/ r21 = fmaf(r20, r19, r36);
/*212*/ r22 = *((float *)(uintptr_t)((uint64_t)r90 + 4LL));
/*213*/ r23 = *((float *)(uintptr_t)((uint64_t)r89 + -4LL));
/*214*/ r24 = fmaf(r23, r22, r21);
/*215*/ r25 = *((float *)(uintptr_t)((uint64_t)r90 + 8LL));
/*216*/ r26 = *((float *)(uintptr_t)((uint64_t)r89 + 0LL));
/*217*/ r27 = fmaf(r26, r25, r24);
/*218*/ r28 = *((float *)(uintptr_t)((uint64_t)r90 + 12LL));
/*219*/ r29 = *((float *)(uintptr_t)((uint64_t)r89 + 4LL));
/*220*/ r36 = fmaf(r29, r28, r27);
/*222*/ r90 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r90) + (uint64_t)((uint64_t)16LL)));
/*223*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r89) + (uint64_t)((uint64_t)16LL)));
goto L3_18;
L3_18:;
if (r4) {
goto L3_4;
}
goto L3_5;
L3_19:;
if (r5) {
goto L3_8;
}
goto L3_6;
L3_20:;
/*235*/ r83 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r63) * (uint64_t)((uint64_t)r62)));
/*236*/ r84 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r83) + (uint64_t)((uint64_t)r81)));
/*237*/ r85 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r84) << ((uint32_t)2LL)));
/*238*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r61) + (uint64_t)((uint64_t)r85)));
goto L3_7;
L3_21:;
/*242*/ r30 = *((float *)(uintptr_t)((uint64_t)r92 + 0LL));
/*243*/ r31 = *((float *)(uintptr_t)((uint64_t)r91 + 0LL));
/*244*/ r36 = fmaf(r31, r30, r36);
/*245*/ r92 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)4LL)));
/*246*/ r91 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r91) + (uint64_t)((uint64_t)4LL)));
goto L3_22;
L3_22:;
if (r6) {
goto L3_7;
}
goto L3_8;
L3_23:;
/*253*/ r87 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r62) << ((uint32_t)2LL)));
/*254*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r86) + (uint64_t)((uint64_t)r87)));
/*255*/ *((float *)(uintptr_t)((uint64_t)r88 + 0LL)) = r36;
if (masked) st[t] = 65535;
continue;
}
}
if (!masked) return 0;
goto SCHED_;
}
U_23:;
{ /* thread loop from block 23 */
ep_ += 1u;
for (uint32_t tz = 0; tz < ntz; tz++) for (uint32_t ty = 0; ty < nty; ty++) {
size_t tb_ = ((size_t)tz * nty + ty) * ntx;
const int nw_ = 1 && hd_nws((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0), 1LL, 0, ntx);
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; (void)t;   /* 64-bit: lets the vectorizer see S[t] as affine */
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
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
float r30;
float r31;
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
uint64_t r81;
uint64_t r82;
uint64_t r83;
uint64_t r84;
uint64_t r85;
uint64_t r87;
uint64_t r88;
uint64_t r89;
uint64_t r90;
uint64_t r91;
uint64_t r92;
r36 = S36[t];
/*181*/ r51 = (uint32_t)(((uint32_t)tx));
/*182*/ r38 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r50) * (uint32_t)((uint32_t)r49) + (uint32_t)((uint32_t)r51)));
/*187*/ r62 = (uint64_t)((nw_ ? (int64_t)((((int64_t)(int32_t)r50 * (int64_t)(int32_t)r49) + (int64_t)0) + 1LL * (int64_t)tx) : (int64_t)((int32_t)r38)));
if (masked && st[t] != grp) continue;
L4_23:;
/*253*/ r87 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r62) << ((uint32_t)2LL)));
/*254*/ r88 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r86) + (uint64_t)((uint64_t)r87)));
/*255*/ *((float *)(uintptr_t)((uint64_t)r88 + 0LL)) = r36;
if (masked) st[t] = 65535;
continue;
}
}
if (!masked) return 0;
goto SCHED_;
}
SCHED_: {
static const unsigned char blockbar_[25] = {0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0};
static const uint16_t prio_[25] = {1,3,6,9,11,14,16,18,21,23,24,2,4,5,7,8,10,12,13,15,17,19,20,22,0};
int nx_ = hd_sched(b, "_Z14row_per_threadPKfS0_Pfi", st, nthr, &masked, &grp, blockbar_, prio_);
switch (nx_) {
case -1: return 0;
case 2: goto U_2;
case 8: goto U_8;
case 11: goto U_11;
case 13: goto U_13;
case 23: goto U_23;
}
return hd_diverged(b, "_Z14row_per_threadPKfS0_Pfi");
}
}

/* kernel _Z6phasesPii */
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
uint32_t r14 = 0;
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
uint32_t r33 = 0;
uint32_t r35 = 0;
uint32_t r39 = 0;
uint32_t r40 = 0;
uint32_t r44 = 0;
uint32_t r45 = 0;
uint32_t r46 = 0;
uint32_t r48 = 0;
uint32_t r51 = 0;
uint32_t r54 = 0;
uint32_t r58 = 0;
uint32_t r60 = 0;
uint32_t r61 = 0;
uint32_t r63 = 0;
uint64_t r66 = 0;
uint64_t r67 = 0;
uint64_t r68 = 0;
uint64_t r70 = 0;
uint64_t r71 = 0;
uint64_t r73 = 0;
uint64_t r76 = 0;
uint64_t r82 = 0;
uint64_t r85 = 0;
uint64_t r91 = 0;
uint64_t *const S69 = (uint64_t *)(b->scratch + (size_t)nthr * 0);
uint64_t *const S72 = (uint64_t *)(b->scratch + (size_t)nthr * 8);
uint64_t *const S74 = (uint64_t *)(b->scratch + (size_t)nthr * 16);
uint64_t *const S75 = (uint64_t *)(b->scratch + (size_t)nthr * 24);
uint64_t *const S83 = (uint64_t *)(b->scratch + (size_t)nthr * 32);
uint64_t *const S84 = (uint64_t *)(b->scratch + (size_t)nthr * 40);
uint32_t *const S59 = (uint32_t *)(b->scratch + (size_t)nthr * 48);
uint32_t *const S62 = (uint32_t *)(b->scratch + (size_t)nthr * 52);
uint32_t *const S64 = (uint32_t *)(b->scratch + (size_t)nthr * 56);
uint32_t *const S65 = (uint32_t *)(b->scratch + (size_t)nthr * 60);
const uint64_t shlim_ = b->shtot; (void)shlim_;
uint32_t waited_ = 0; /* passes in a row at such stops and nowhere else */
goto U_0;
U_0:;
waited_ = 0;
/*30*/ r73 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*31*/ r30 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
goto U_30;
U_30:;
waited_ = 0;
{ /* thread loop from block 30 */
ep_ += 1u;
uint32_t lo_ = 0, hi_ = ntx;
if (hd_clip(5, 1, 0, 0u, (uint32_t)0LL, ntx, &lo_, &hi_)) {
if (0 || masked) hd_clip_mark(st, nthr, ntx, lo_, hi_, masked, grp, 2);
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = lo_; tx < hi_; tx = hi_) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r15;
uint32_t r31;
uint32_t r32;
if (masked && st[t] != grp) continue;
L1_30:;
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*33*/ r1 = ((((int32_t)r15) != ((int32_t)0LL))) != 0;
goto L1_1;
L1_1:;
/*36*/ r32 = (uint32_t)(((uint32_t)ntx));
/*37*/ r31 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*39*/ hd_mbar_init(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r31 + 0LL))), ((uint32_t)r32));
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
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r1;
uint32_t r15;
uint32_t r31;
uint32_t r32;
if (masked && st[t] != grp) continue;
L2_30:;
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*33*/ r1 = ((((int32_t)r15) != ((int32_t)0LL))) != 0;
if (r1) {
if (masked) st[t] = 2;
continue;
}
goto L2_1;
L2_1:;
/*36*/ r32 = (uint32_t)(((uint32_t)ntx));
/*37*/ r31 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*39*/ hd_mbar_init(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r31 + 0LL))), ((uint32_t)r32));
if (masked) st[t] = 2;
continue;
}
}
}
}
if (!masked) goto U_2;
goto SCHED_;
}
U_2:;
waited_ = 0;
goto U_3;
U_3:;
waited_ = 0;
/*44*/ r2 = ((((int32_t)r30) < ((int32_t)1LL))) != 0;
goto U_31;
U_31:;
waited_ = 0;
{ /* thread loop from block 31 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r15;
uint32_t r65;
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L3_31:;
/*45*/ r65 = (uint32_t)(((uint32_t)r15));
S65[t] = r65;
if (masked) st[t] = 32;
continue;
}
}
}
if (!masked) goto U_32;
goto SCHED_;
}
U_32:;
waited_ = 0;
if (r2) goto U_28;
goto U_4;
U_28:;
waited_ = 0;
{ /* thread loop from block 28 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint32_t r15;
uint32_t r65;
uint64_t r92;
uint64_t r93;
uint64_t r94;
r65 = S65[t];
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L4_28:;
/*206*/ r92 = (uint64_t)(((uint64_t)r73));
/*207*/ r93 = (uint64_t)(((uint64_t)((int64_t)0 + 1LL * txw_) * hd_zext32(((uint32_t)4LL))));
/*208*/ r94 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)r93)));
/*209*/ *((uint32_t *)(uintptr_t)((uint64_t)r94 + 0LL)) = ((uint32_t)r65);
if (masked) st[t] = 65535;
continue;
}
}
}
if (!masked) return 0;
goto SCHED_;
}
U_4:;
waited_ = 0;
/*49*/ r35 = (uint32_t)(((uint32_t)((uint64_t)8)));
/*53*/ r18 = (uint32_t)(((uint32_t)ntx));
goto U_33;
U_33:;
waited_ = 0;
{ /* thread loop from block 33 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r3;
uint8_t r8;
uint8_t r13;
uint32_t r15;
uint32_t r16;
uint32_t r17;
uint32_t r34;
uint32_t r36;
uint32_t r37;
uint32_t r38;
uint32_t r47;
uint32_t r49;
uint32_t r50;
uint32_t r52;
uint32_t r53;
uint32_t r59;
uint32_t r62;
uint32_t r64;
uint32_t r65;
uint64_t r74;
uint64_t r75;
uint64_t r83;
uint64_t r84;
uint64_t r92;
uint64_t r93;
uint64_t r94;
uint8_t r95;
uint8_t r97;
uint32_t sp57_;
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
if (masked && st[t] != grp) continue;
L5_33:;
/*48*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r15) << ((uint32_t)2LL)));
/*50*/ r16 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r34)));
/*51*/ r17 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r15) + (uint32_t)((uint32_t)1LL)));
/*52*/ r59 = (uint32_t)(((uint32_t)0LL));
/*54*/ r49 = (uint32_t)(hd_remu32(((uint32_t)r17), ((uint32_t)r18)));
/*55*/ r50 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r49) << ((uint32_t)2LL)));
/*56*/ r65 = (uint32_t)(((uint32_t)r15));
goto L5_5;
L5_5:;
/*59*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r35 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r65);
/*60*/ r36 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*61*/ r37 = (uint32_t)(((uint32_t)1LL));
/*63*/ r74 = (uint64_t)(hd_mbar_arrive(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint32_t)(uint32_t)1LL), 0));
/*66*/ r75 = (uint64_t)(((uint64_t)hd_globaltimer()));
/*71*/ r95 = (hd_mbar_done(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint64_t)r74), 0)) != 0;
/*72*/ r38 = (uint32_t)((r95 ? ((uint32_t)1LL) : ((uint32_t)0LL)));
/*75*/ r3 = ((((int32_t)r38) != ((int32_t)0LL))) != 0;
{ /* speculated for block 16 */
uint32_t r52;
uint32_t r53;
/*130*/ r52 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r50)));
sp57_ = *((uint32_t *)(shm + ((uint32_t)((uint32_t)r52 + (uint32_t)0LL) + 4ull <= shlim_ ? (uint32_t)((uint32_t)r52 + (uint32_t)0LL) : 0)));
r53 = (uint32_t)(sp57_);
}
if (r3) {
goto L5_16;
}
goto L5_6;
L5_6:;
/*78*/ r62 = (uint32_t)(((uint32_t)0LL));
S59[t] = r59;
S62[t] = r62;
S74[t] = r74;
S75[t] = r75;
st[t] = 7;
continue;
L5_16:;
/*130*/ r52 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r50)));
r53 = (uint32_t)(sp57_);
/*132*/ r65 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)1LL)));
/*134*/ r83 = (uint64_t)(hd_mbar_arrive(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint32_t)(uint32_t)1LL), 0));
/*137*/ r84 = (uint64_t)(((uint64_t)hd_globaltimer()));
/*142*/ r97 = (hd_mbar_done(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint64_t)r83), 0)) != 0;
/*143*/ r47 = (uint32_t)((r97 ? ((uint32_t)1LL) : ((uint32_t)0LL)));
/*146*/ r8 = ((((int32_t)r47) != ((int32_t)0LL))) != 0;
if (r8) {
goto L5_27;
}
goto L5_17;
L5_17:;
/*149*/ r64 = (uint32_t)(((uint32_t)0LL));
S59[t] = r59;
S64[t] = r64;
S65[t] = r65;
S83[t] = r83;
S84[t] = r84;
st[t] = 18;
continue;
L5_27:;
/*201*/ r59 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)1LL)));
/*202*/ r13 = ((((int32_t)r59) < ((int32_t)r30))) != 0;
if (r13) {
goto L5_5;
}
goto L5_28;
L5_28:;
/*206*/ r92 = (uint64_t)(((uint64_t)r73));
/*207*/ r93 = (uint64_t)(((uint64_t)((int64_t)0 + 1LL * txw_) * hd_zext32(((uint32_t)4LL))));
/*208*/ r94 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)r93)));
/*209*/ *((uint32_t *)(uintptr_t)((uint64_t)r94 + 0LL)) = ((uint32_t)r65);
st[t] = 65535;
continue;
}
}
}
goto SCHED_;
}
U_7:;
if (++waited_ > (1u << 20)) return hd_stuck(b, "_Z6phasesPii", 81);
{ /* thread loop from block 7 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
uint8_t r3;
uint8_t r4;
uint8_t r5;
uint8_t r6;
uint8_t r7;
uint8_t r8;
uint8_t r13;
uint32_t r15;
uint32_t r16;
uint32_t r17;
uint32_t r34;
uint32_t r36;
uint32_t r37;
uint32_t r38;
uint32_t r41;
uint32_t r42;
uint32_t r43;
uint32_t r47;
uint32_t r49;
uint32_t r50;
uint32_t r52;
uint32_t r53;
uint32_t r59;
uint32_t r62;
uint32_t r64;
uint32_t r65;
uint64_t r69;
uint64_t r74;
uint64_t r75;
uint64_t r77;
uint64_t r78;
uint64_t r79;
uint64_t r80;
uint64_t r81;
uint64_t r83;
uint64_t r84;
uint64_t r92;
uint64_t r93;
uint64_t r94;
uint8_t r95;
uint8_t r96;
uint8_t r97;
r59 = S59[t];
r62 = S62[t];
r74 = S74[t];
r75 = S75[t];
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*48*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r15) << ((uint32_t)2LL)));
/*50*/ r16 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r34)));
/*60*/ r36 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*61*/ r37 = (uint32_t)(((uint32_t)1LL));
/*51*/ r17 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r15) + (uint32_t)((uint32_t)1LL)));
/*54*/ r49 = (uint32_t)(hd_remu32(((uint32_t)r17), ((uint32_t)r18)));
/*55*/ r50 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r49) << ((uint32_t)2LL)));
if (masked && st[t] != grp) continue;
L6_7:;
/*81*/ r4 = ((((int32_t)r62) < ((int32_t)16LL))) != 0;
if (r4) {
goto L6_9;
}
goto L6_8;
L6_5:;
/*59*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r35 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r65);
/*60*/ r36 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*61*/ r37 = (uint32_t)(((uint32_t)1LL));
/*63*/ r74 = (uint64_t)(hd_mbar_arrive(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint32_t)(uint32_t)1LL), 0));
/*66*/ r75 = (uint64_t)(((uint64_t)hd_globaltimer()));
/*71*/ r95 = (hd_mbar_done(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint64_t)r74), 0)) != 0;
/*72*/ r38 = (uint32_t)((r95 ? ((uint32_t)1LL) : ((uint32_t)0LL)));
/*75*/ r3 = ((((int32_t)r38) != ((int32_t)0LL))) != 0;
if (r3) {
goto L6_16;
}
goto L6_6;
L6_6:;
/*78*/ r62 = (uint32_t)(((uint32_t)0LL));
S59[t] = r59;
S62[t] = r62;
S74[t] = r74;
S75[t] = r75;
st[t] = 7;
continue;
L6_8:;
goto L6_10;
L6_9:;
/*86*/ r62 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r62) + (uint32_t)((uint32_t)1LL)));
goto L6_15;
L6_10:;
/*91*/ r77 = (uint64_t)(((uint64_t)hd_globaltimer()));
/*93*/ r69 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r77) - (uint64_t)((uint64_t)r75)));
/*94*/ r5 = ((((int64_t)r69) < ((int64_t)4000000LL))) != 0;
if (r5) {
goto L6_12;
}
goto L6_11;
L6_11:;
goto L6_14;
L6_12:;
/*99*/ r6 = ((((int64_t)r69) < ((int64_t)40000LL))) != 0;
if (r6) {
goto L6_15;
}
goto L6_13;
L6_13:;
/*102*/ r78 = (uint64_t)((uint64_t)(((int64_t)r69) >> ((uint32_t)63LL)));
/*103*/ r79 = (uint64_t)((uint64_t)(((uint64_t)r78) >> ((uint32_t)62LL)));
/*104*/ r80 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r69) + (uint64_t)((uint64_t)r79)));
/*105*/ r81 = (uint64_t)((uint64_t)(((uint64_t)r80) >> ((uint32_t)2LL)));
/*106*/ r42 = (uint32_t)((uint32_t)((uint64_t)r81));
/*108*/ goto L6_15;
L6_14:;
/*113*/ r41 = (uint32_t)(((uint32_t)1000000LL));
/*115*/ goto L6_15;
L6_15:;
/*122*/ r96 = (hd_mbar_done(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint64_t)r74), 0)) != 0;
/*123*/ r43 = (uint32_t)((r96 ? ((uint32_t)1LL) : ((uint32_t)0LL)));
/*126*/ r7 = ((((int32_t)r43) == ((int32_t)0LL))) != 0;
if (r7) {
S59[t] = r59;
S62[t] = r62;
S74[t] = r74;
S75[t] = r75;
st[t] = 7;
continue;
}
waited_ = 0; /* out of a wait: progress */
goto L6_16;
L6_16:;
/*130*/ r52 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r50)));
/*131*/ r53 = (uint32_t)(*((uint32_t *)(shm + (int32_t)(uint32_t)((uint32_t)r52 + 0LL))));
/*132*/ r65 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)1LL)));
/*134*/ r83 = (uint64_t)(hd_mbar_arrive(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint32_t)(uint32_t)1LL), 0));
/*137*/ r84 = (uint64_t)(((uint64_t)hd_globaltimer()));
/*142*/ r97 = (hd_mbar_done(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint64_t)r83), 0)) != 0;
/*143*/ r47 = (uint32_t)((r97 ? ((uint32_t)1LL) : ((uint32_t)0LL)));
/*146*/ r8 = ((((int32_t)r47) != ((int32_t)0LL))) != 0;
if (r8) {
goto L6_27;
}
goto L6_17;
L6_17:;
/*149*/ r64 = (uint32_t)(((uint32_t)0LL));
S59[t] = r59;
S64[t] = r64;
S65[t] = r65;
S83[t] = r83;
S84[t] = r84;
st[t] = 18;
continue;
L6_27:;
/*201*/ r59 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)1LL)));
/*202*/ r13 = ((((int32_t)r59) < ((int32_t)r30))) != 0;
if (r13) {
goto L6_5;
}
goto L6_28;
L6_28:;
/*206*/ r92 = (uint64_t)(((uint64_t)r73));
/*207*/ r93 = (uint64_t)(((uint64_t)((int64_t)0 + 1LL * txw_) * hd_zext32(((uint32_t)4LL))));
/*208*/ r94 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)r93)));
/*209*/ *((uint32_t *)(uintptr_t)((uint64_t)r94 + 0LL)) = ((uint32_t)r65);
st[t] = 65535;
continue;
}
}
}
goto SCHED_;
}
U_18:;
if (++waited_ > (1u << 20)) return hd_stuck(b, "_Z6phasesPii", 152);
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
uint8_t r3;
uint8_t r8;
uint8_t r9;
uint8_t r10;
uint8_t r11;
uint8_t r12;
uint8_t r13;
uint32_t r15;
uint32_t r16;
uint32_t r17;
uint32_t r34;
uint32_t r36;
uint32_t r37;
uint32_t r38;
uint32_t r47;
uint32_t r49;
uint32_t r50;
uint32_t r52;
uint32_t r53;
uint32_t r55;
uint32_t r56;
uint32_t r57;
uint32_t r59;
uint32_t r62;
uint32_t r64;
uint32_t r65;
uint64_t r72;
uint64_t r74;
uint64_t r75;
uint64_t r83;
uint64_t r84;
uint64_t r86;
uint64_t r87;
uint64_t r88;
uint64_t r89;
uint64_t r90;
uint64_t r92;
uint64_t r93;
uint64_t r94;
uint8_t r95;
uint8_t r97;
uint8_t r98;
uint32_t sp57_;
r59 = S59[t];
r64 = S64[t];
r65 = S65[t];
r83 = S83[t];
r84 = S84[t];
/*32*/ r15 = (uint32_t)(((uint32_t)tx));
/*48*/ r34 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r15) << ((uint32_t)2LL)));
/*50*/ r16 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r34)));
/*60*/ r36 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*51*/ r17 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r15) + (uint32_t)((uint32_t)1LL)));
/*54*/ r49 = (uint32_t)(hd_remu32(((uint32_t)r17), ((uint32_t)r18)));
/*55*/ r50 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r49) << ((uint32_t)2LL)));
if (masked && st[t] != grp) continue;
L7_18:;
/*152*/ r9 = ((((int32_t)r64) < ((int32_t)16LL))) != 0;
if (r9) {
goto L7_20;
}
goto L7_19;
L7_5:;
/*59*/ *((uint32_t *)(shm + ((int64_t)(int32_t)r35 + ((int64_t)0 * 4)) + (int64_t)4 * txw_ + 0LL)) = ((uint32_t)r65);
/*60*/ r36 = (uint32_t)(((uint32_t)((uint64_t)0)));
/*61*/ r37 = (uint32_t)(((uint32_t)1LL));
/*63*/ r74 = (uint64_t)(hd_mbar_arrive(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint32_t)(uint32_t)1LL), 0));
/*66*/ r75 = (uint64_t)(((uint64_t)hd_globaltimer()));
/*71*/ r95 = (hd_mbar_done(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint64_t)r74), 0)) != 0;
/*72*/ r38 = (uint32_t)((r95 ? ((uint32_t)1LL) : ((uint32_t)0LL)));
/*75*/ r3 = ((((int32_t)r38) != ((int32_t)0LL))) != 0;
{ /* speculated for block 16 */
uint32_t r52;
uint32_t r53;
/*130*/ r52 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r50)));
sp57_ = *((uint32_t *)(shm + ((uint32_t)((uint32_t)r52 + (uint32_t)0LL) + 4ull <= shlim_ ? (uint32_t)((uint32_t)r52 + (uint32_t)0LL) : 0)));
r53 = (uint32_t)(sp57_);
}
if (r3) {
goto L7_16;
}
goto L7_6;
L7_6:;
/*78*/ r62 = (uint32_t)(((uint32_t)0LL));
S59[t] = r59;
S62[t] = r62;
S74[t] = r74;
S75[t] = r75;
st[t] = 7;
continue;
L7_16:;
/*130*/ r52 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r35) + (uint32_t)((uint32_t)r50)));
r53 = (uint32_t)(sp57_);
/*132*/ r65 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r53) + (uint32_t)((uint32_t)1LL)));
/*134*/ r83 = (uint64_t)(hd_mbar_arrive(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint32_t)(uint32_t)1LL), 0));
/*137*/ r84 = (uint64_t)(((uint64_t)hd_globaltimer()));
/*142*/ r97 = (hd_mbar_done(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint64_t)r83), 0)) != 0;
/*143*/ r47 = (uint32_t)((r97 ? ((uint32_t)1LL) : ((uint32_t)0LL)));
/*146*/ r8 = ((((int32_t)r47) != ((int32_t)0LL))) != 0;
if (r8) {
goto L7_27;
}
goto L7_17;
L7_17:;
/*149*/ r64 = (uint32_t)(((uint32_t)0LL));
S59[t] = r59;
S64[t] = r64;
S65[t] = r65;
S83[t] = r83;
S84[t] = r84;
st[t] = 18;
continue;
L7_19:;
goto L7_21;
L7_20:;
/*157*/ r64 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r64) + (uint32_t)((uint32_t)1LL)));
goto L7_26;
L7_21:;
/*162*/ r86 = (uint64_t)(((uint64_t)hd_globaltimer()));
/*164*/ r72 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r86) - (uint64_t)((uint64_t)r84)));
/*165*/ r10 = ((((int64_t)r72) < ((int64_t)4000000LL))) != 0;
if (r10) {
goto L7_23;
}
goto L7_22;
L7_22:;
goto L7_25;
L7_23:;
/*170*/ r11 = ((((int64_t)r72) < ((int64_t)40000LL))) != 0;
if (r11) {
goto L7_26;
}
goto L7_24;
L7_24:;
/*173*/ r87 = (uint64_t)((uint64_t)(((int64_t)r72) >> ((uint32_t)63LL)));
/*174*/ r88 = (uint64_t)((uint64_t)(((uint64_t)r87) >> ((uint32_t)62LL)));
/*175*/ r89 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r72) + (uint64_t)((uint64_t)r88)));
/*176*/ r90 = (uint64_t)((uint64_t)(((uint64_t)r89) >> ((uint32_t)2LL)));
/*177*/ r56 = (uint32_t)((uint32_t)((uint64_t)r90));
/*179*/ goto L7_26;
L7_25:;
/*184*/ r55 = (uint32_t)(((uint32_t)1000000LL));
/*186*/ goto L7_26;
L7_26:;
/*193*/ r98 = (hd_mbar_done(((uint64_t *)(shm + (int32_t)(uint32_t)((uint32_t)r36 + 0LL))), ((uint64_t)r83), 0)) != 0;
/*194*/ r57 = (uint32_t)((r98 ? ((uint32_t)1LL) : ((uint32_t)0LL)));
/*197*/ r12 = ((((int32_t)r57) == ((int32_t)0LL))) != 0;
if (r12) {
S59[t] = r59;
S64[t] = r64;
S65[t] = r65;
S83[t] = r83;
S84[t] = r84;
st[t] = 18;
continue;
}
waited_ = 0; /* out of a wait: progress */
goto L7_27;
L7_27:;
/*201*/ r59 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r59) + (uint32_t)((uint32_t)1LL)));
/*202*/ r13 = ((((int32_t)r59) < ((int32_t)r30))) != 0;
if (r13) {
goto L7_5;
}
goto L7_28;
L7_28:;
/*206*/ r92 = (uint64_t)(((uint64_t)r73));
/*207*/ r93 = (uint64_t)(((uint64_t)((int64_t)0 + 1LL * txw_) * hd_zext32(((uint32_t)4LL))));
/*208*/ r94 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r92) + (uint64_t)((uint64_t)r93)));
/*209*/ *((uint32_t *)(uintptr_t)((uint64_t)r94 + 0LL)) = ((uint32_t)r65);
st[t] = 65535;
continue;
}
}
}
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[35] = {2,0,2,1,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,0,0,2,0,0};
static const uint16_t prio_[35] = {1,3,4,5,8,10,11,32780,13,19,14,15,17,18,16,20,21,22,32791,24,30,25,26,28,29,27,31,32,33,34,2,6,7,9,0};
int nx_ = hd_sched(b, "_Z6phasesPii", st, nthr, &masked, &grp, blockbar_, prio_, waited_, 35u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 2: goto U_2;
case 3: goto U_3;
case 4: goto U_4;
case 7: goto U_7;
case 18: goto U_18;
case 28: goto U_28;
case 30: goto U_30;
case 31: goto U_31;
case 32: goto U_32;
case 33: goto U_33;
}
return hd_diverged(b, "_Z6phasesPii");
}
}

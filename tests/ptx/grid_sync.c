/* kernel _Z9grid_syncPjS_iPVi */
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
uint8_t r6 = 0;
uint32_t r11 = 0;
uint32_t r12 = 0;
uint32_t r13 = 0;
uint32_t r14 = 0;
uint32_t r15 = 0;
uint32_t r16 = 0;
uint32_t r17 = 0;
uint32_t r18 = 0;
uint32_t r19 = 0;
uint32_t r20 = 0;
uint32_t r21 = 0;
uint32_t r22 = 0;
uint32_t r23 = 0;
uint32_t r24 = 0;
uint32_t r25 = 0;
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
uint32_t r45 = 0;
uint32_t r48 = 0;
uint32_t r49 = 0;
uint32_t r51 = 0;
uint32_t r55 = 0;
uint32_t r56 = 0;
uint32_t r60 = 0;
uint32_t r61 = 0;
uint32_t r63 = 0;
uint32_t r69 = 0;
uint32_t r70 = 0;
uint32_t r71 = 0;
uint32_t r72 = 0;
uint32_t r73 = 0;
uint32_t r74 = 0;
uint32_t r75 = 0;
uint32_t r76 = 0;
uint32_t r77 = 0;
uint32_t r78 = 0;
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
uint32_t r94 = 0;
uint32_t r95 = 0;
uint32_t r96 = 0;
uint32_t r97 = 0;
uint32_t r98 = 0;
uint32_t r102 = 0;
uint32_t r103 = 0;
uint32_t r104 = 0;
uint32_t r105 = 0;
uint32_t r106 = 0;
uint32_t r107 = 0;
uint32_t r108 = 0;
uint32_t r109 = 0;
uint32_t r110 = 0;
uint32_t r111 = 0;
uint32_t r112 = 0;
uint32_t r113 = 0;
uint32_t r114 = 0;
uint32_t r115 = 0;
uint32_t r116 = 0;
uint32_t r117 = 0;
uint32_t r118 = 0;
uint32_t r121 = 0;
uint64_t r123 = 0;
uint64_t r124 = 0;
uint64_t r125 = 0;
uint64_t r127 = 0;
uint64_t r128 = 0;
uint64_t r129 = 0;
uint64_t r130 = 0;
uint64_t r131 = 0;
uint64_t r132 = 0;
uint64_t r133 = 0;
uint64_t r134 = 0;
uint64_t r135 = 0;
uint64_t r136 = 0;
uint64_t r137 = 0;
uint64_t r138 = 0;
uint64_t r139 = 0;
uint64_t r140 = 0;
uint64_t r141 = 0;
uint64_t r142 = 0;
uint64_t r143 = 0;
uint64_t r144 = 0;
uint64_t r147 = 0;
uint64_t r149 = 0;
uint64_t r150 = 0;
uint64_t r151 = 0;
uint64_t r152 = 0;
uint64_t r153 = 0;
uint64_t r154 = 0;
uint64_t r155 = 0;
uint64_t r156 = 0;
uint64_t r157 = 0;
uint64_t r158 = 0;
uint64_t r159 = 0;
uint64_t r165 = 0;
uint64_t r166 = 0;
uint64_t r167 = 0;
uint64_t r168 = 0;
uint64_t r169 = 0;
uint64_t r170 = 0;
uint64_t r171 = 0;
uint64_t r172 = 0;
uint64_t r173 = 0;
uint64_t r174 = 0;
uint64_t r175 = 0;
uint64_t r176 = 0;
uint64_t r177 = 0;
uint64_t r178 = 0;
uint64_t r179 = 0;
uint64_t r180 = 0;
uint64_t r181 = 0;
uint64_t r182 = 0;
uint64_t r183 = 0;
uint64_t r184 = 0;
uint64_t r185 = 0;
uint64_t r186 = 0;
uint64_t r187 = 0;
uint64_t r188 = 0;
uint64_t r189 = 0;
uint64_t r192 = 0;
uint64_t r196 = 0;
uint64_t r197 = 0;
uint64_t r198 = 0;
uint64_t r199 = 0;
uint64_t r200 = 0;
uint64_t r201 = 0;
uint64_t r202 = 0;
uint64_t r203 = 0;
uint64_t r204 = 0;
uint64_t r205 = 0;
uint64_t r206 = 0;
uint64_t *const S211 = (uint64_t *)(b->scratch + (size_t)nthr * 0);
uint32_t *const S53 = (uint32_t *)(b->scratch + (size_t)nthr * 8);
uint32_t waited_ = 0; /* passes in a row at such stops and nowhere else */
uint32_t gwaited_ = 0; /* waited_ at the last pass at such a stop */
goto U_0;
U_0:;
waited_ = 0;
/*27*/ r131 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
/*28*/ r132 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 8)));
/*29*/ r13 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 16)));
/*30*/ r133 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 24)));
/*32*/ r14 = (uint32_t)(((uint32_t)((uint32_t)b->gridws)));
/*34*/ r134 = (uint64_t)((uint64_t)hd_zext32(((uint32_t)r14)));
/*36*/ r15 = (uint32_t)(((uint32_t)((uint32_t)(b->gridws >> 32))));
/*38*/ r135 = (uint64_t)((uint64_t)hd_zext32(((uint32_t)r15)));
/*39*/ r124 = (uint64_t)((uint64_t)hd_bfi(((uint64_t)r135), ((uint64_t)r134), ((uint32_t)32LL), ((uint32_t)32LL), 64));
/*40*/ r16 = (uint32_t)(((uint32_t)ctaz_));
/*41*/ r17 = (uint32_t)(((uint32_t)nctay_));
/*42*/ r136 = (uint64_t)(hd_zext32(((uint32_t)r17)) * hd_zext32(((uint32_t)r16)));
/*43*/ r18 = (uint32_t)(((uint32_t)nctax_));
/*44*/ r137 = (uint64_t)((uint64_t)hd_zext32(((uint32_t)r18)));
/*45*/ r19 = (uint32_t)(((uint32_t)ctay_));
/*46*/ r138 = (uint64_t)((uint64_t)hd_zext32(((uint32_t)r19)));
/*47*/ r139 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r136) + (uint64_t)((uint64_t)r138)));
/*48*/ r140 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r139) * (uint64_t)((uint64_t)r137)));
/*49*/ r20 = (uint32_t)(((uint32_t)ctax_));
/*50*/ r141 = (uint64_t)((uint64_t)hd_zext32(((uint32_t)r20)));
/*51*/ r142 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r140) + (uint64_t)((uint64_t)r141)));
/*52*/ r21 = (uint32_t)(((uint32_t)nty));
/*53*/ r22 = (uint32_t)(((uint32_t)ntx));
/*54*/ r23 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r22) * (uint32_t)((uint32_t)r21)));
/*55*/ r24 = (uint32_t)(((uint32_t)ntz));
/*56*/ r25 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r23) * (uint32_t)((uint32_t)r24)));
/*57*/ r143 = (uint64_t)((uint64_t)hd_zext32(((uint32_t)r25)));
/*58*/ r144 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r142) * (uint64_t)((uint64_t)r143)));
/*66*/ r147 = (uint64_t)((int64_t)((int32_t)r13));
goto U_21;
U_21:;
waited_ = 0;
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
uint8_t r1;
uint32_t r26;
uint32_t r27;
uint32_t r28;
uint32_t r29;
uint32_t r30;
uint32_t r46;
uint32_t r47;
uint64_t r145;
uint64_t r146;
uint64_t r148;
uint64_t r160;
uint64_t r161;
uint64_t r162;
uint64_t r163;
if (masked && st[t] != grp) continue;
L1_21:;
/*59*/ r26 = (uint32_t)(((uint32_t)tz));
/*60*/ r27 = (uint32_t)(((uint32_t)ty));
/*61*/ r28 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) * (uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r27)));
/*62*/ r29 = (uint32_t)(((uint32_t)tx));
/*63*/ r30 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r28) * (uint32_t)((uint32_t)r22) + (uint32_t)((uint32_t)r29)));
/*64*/ r145 = (uint64_t)(((uint64_t)((((((int64_t)(int32_t)r21 * (int64_t)tz) + (int64_t)ty) * (int64_t)(int32_t)r22) + (int64_t)0) + 1LL * txw_)));
/*65*/ r146 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r144) + (uint64_t)((uint64_t)r145)));
/*67*/ r1 = ((((uint64_t)r146) >= ((uint64_t)r147))) != 0;
if (r1) {
goto L1_2;
}
goto L1_1;
L1_1:;
/*70*/ r148 = (uint64_t)(((uint64_t)r131));
/*71*/ r160 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r146) << ((uint32_t)2LL)));
/*72*/ r161 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r148) + (uint64_t)((uint64_t)r160)));
/*73*/ r46 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r161 + 0LL)));
/*74*/ r47 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r46) << ((uint32_t)1LL)));
/*75*/ r162 = (uint64_t)(((uint64_t)r132));
/*76*/ r163 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r162) + (uint64_t)((uint64_t)r160)));
/*77*/ *((uint32_t *)(uintptr_t)((uint64_t)r163 + 0LL)) = ((uint32_t)r47);
goto L1_2;
L1_2:;
/*80*/ r2 = ((((int64_t)r124) != ((int64_t)0LL))) != 0;
if (masked) st[t] = 22;
continue;
}
}
}
if (!masked) goto U_22;
goto SCHED_;
}
U_22:;
waited_ = 0;
if (r2) goto U_4;
goto U_3;
U_4:;
waited_ = 0;
goto U_5;
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
if (masked && st[t] != grp) continue;
L2_3:;
/*84*/ return hd_trap(b, "_Z9grid_syncPjS_iPVi", t);
}
}
}
if (!masked) return 0;
goto SCHED_;
}
U_5:;
waited_ = 0;
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
uint8_t r1;
uint8_t r3;
uint8_t r4;
uint32_t r26;
uint32_t r27;
uint32_t r28;
uint32_t r29;
uint32_t r30;
uint32_t r50;
uint32_t r52;
uint32_t r53;
uint32_t r54;
uint32_t r57;
uint32_t r58;
uint32_t r59;
uint32_t r62;
uint32_t r64;
uint32_t r65;
uint32_t r66;
uint64_t r145;
uint64_t r146;
uint64_t r164;
/*59*/ r26 = (uint32_t)(((uint32_t)tz));
/*60*/ r27 = (uint32_t)(((uint32_t)ty));
/*61*/ r28 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) * (uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r27)));
/*62*/ r29 = (uint32_t)(((uint32_t)tx));
/*63*/ r30 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r28) * (uint32_t)((uint32_t)r22) + (uint32_t)((uint32_t)r29)));
/*64*/ r145 = (uint64_t)(((uint64_t)((((((int64_t)(int32_t)r21 * (int64_t)tz) + (int64_t)ty) * (int64_t)(int32_t)r22) + (int64_t)0) + 1LL * txw_)));
/*65*/ r146 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r144) + (uint64_t)((uint64_t)r145)));
/*67*/ r1 = ((((uint64_t)r146) >= ((uint64_t)r147))) != 0;
if (masked && st[t] != grp) continue;
L3_5:;
/*89*/ r50 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r29) + (uint32_t)((uint32_t)r27)));
/*90*/ r52 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r26)));
/*91*/ r3 = ((((int32_t)r50) != ((int32_t)r52))) != 0;
if (r3) {
st[t] = 8;
continue;
}
goto L3_6;
L3_6:;
/*94*/ r164 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r124) + (uint64_t)((uint64_t)4LL)));
/*95*/ r57 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r18) * (uint32_t)((uint32_t)r17)));
/*96*/ r58 = (uint32_t)(((uint32_t)nctaz_));
/*97*/ r59 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r57) * (uint32_t)((uint32_t)r58)));
/*98*/ r62 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r20) + (uint32_t)((uint32_t)r19)));
/*99*/ r64 = (uint32_t)((uint32_t)((uint32_t)0 - (uint32_t)((uint32_t)r16)));
/*100*/ r4 = ((((int32_t)r62) == ((int32_t)r64))) != 0;
/*101*/ r65 = (uint32_t)(((uint32_t)-2147483647LL));
/*102*/ r66 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)(uint32_t)-2147483647LL) - (uint32_t)((uint32_t)r59)));
/*103*/ r54 = (uint32_t)((r4 ? ((uint32_t)r66) : ((uint32_t)1LL)));
/*105*/ hd_rq_poke(b);
r53 = (uint32_t)(__atomic_fetch_add(((uint32_t *)(uintptr_t)((uint64_t)r164 + 0LL)), ((uint32_t)r54), __ATOMIC_SEQ_CST));
S53[t] = r53;
st[t] = 7;
continue;
}
}
}
goto SCHED_;
}
U_8:;
waited_ = 0;
goto U_9;
U_7:;
if (++waited_ > 1 && b->yield) b->yield(b);
gwaited_ = waited_;
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
uint8_t r1;
uint8_t r5;
uint32_t r26;
uint32_t r27;
uint32_t r28;
uint32_t r29;
uint32_t r30;
uint32_t r53;
uint32_t r67;
uint32_t r68;
uint64_t r145;
uint64_t r146;
uint64_t r164;
r53 = S53[t];
/*59*/ r26 = (uint32_t)(((uint32_t)tz));
/*60*/ r27 = (uint32_t)(((uint32_t)ty));
/*61*/ r28 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) * (uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r27)));
/*62*/ r29 = (uint32_t)(((uint32_t)tx));
/*63*/ r30 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r28) * (uint32_t)((uint32_t)r22) + (uint32_t)((uint32_t)r29)));
/*64*/ r145 = (uint64_t)(((uint64_t)((((((int64_t)(int32_t)r21 * (int64_t)tz) + (int64_t)ty) * (int64_t)(int32_t)r22) + (int64_t)0) + 1LL * txw_)));
/*65*/ r146 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r144) + (uint64_t)((uint64_t)r145)));
/*67*/ r1 = ((((uint64_t)r146) >= ((uint64_t)r147))) != 0;
/*94*/ r164 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r124) + (uint64_t)((uint64_t)4LL)));
if (masked && st[t] != grp) continue;
L4_7:;
/*110*/ hd_rq_poke(b);
r67 = (uint32_t)(__atomic_load_n(((volatile uint32_t *)(uintptr_t)((uint64_t)r164 + 0LL)), __ATOMIC_ACQUIRE));
/*112*/ r68 = (uint32_t)((uint32_t)(((uint32_t)r67) ^ ((uint32_t)r53)));
/*113*/ r5 = ((((int32_t)r68) > ((int32_t)-1LL))) != 0;
if (r5) {
st[t] = 7;
continue;
}
waited_ = 0; /* out of a wait: progress */
st[t] = 8;
continue;
}
}
}
goto SCHED_;
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
uint8_t r1;
uint8_t r7;
uint8_t r8;
uint8_t r9;
uint32_t r26;
uint32_t r27;
uint32_t r28;
uint32_t r29;
uint32_t r30;
uint32_t r99;
uint32_t r100;
uint32_t r101;
uint32_t r119;
uint32_t r120;
uint64_t r126;
uint64_t r145;
uint64_t r146;
uint64_t r190;
uint64_t r191;
uint64_t r193;
uint64_t r194;
uint64_t r195;
uint64_t r207;
uint64_t r208;
uint64_t r209;
uint64_t r210;
uint64_t r211;
/*59*/ r26 = (uint32_t)(((uint32_t)tz));
/*60*/ r27 = (uint32_t)(((uint32_t)ty));
/*61*/ r28 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r21) * (uint32_t)((uint32_t)r26) + (uint32_t)((uint32_t)r27)));
/*62*/ r29 = (uint32_t)(((uint32_t)tx));
/*63*/ r30 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r28) * (uint32_t)((uint32_t)r22) + (uint32_t)((uint32_t)r29)));
/*64*/ r145 = (uint64_t)(((uint64_t)((((((int64_t)(int32_t)r21 * (int64_t)tz) + (int64_t)ty) * (int64_t)(int32_t)r22) + (int64_t)0) + 1LL * txw_)));
/*65*/ r146 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r144) + (uint64_t)((uint64_t)r145)));
/*67*/ r1 = ((((uint64_t)r146) >= ((uint64_t)r147))) != 0;
if (masked && st[t] != grp) continue;
L5_9:;
if (r1) {
goto L5_14;
}
goto L5_10;
L5_10:;
/*120*/ r126 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r146) + (uint64_t)((uint64_t)1LL)));
/*121*/ r190 = (uint64_t)((uint64_t)(((uint64_t)r126) | ((uint64_t)r147)));
/*122*/ r191 = (uint64_t)((uint64_t)(((uint64_t)r190) & ((uint64_t)-4294967296LL)));
/*123*/ r7 = ((((int64_t)r191) == ((int64_t)0LL))) != 0;
if (r7) {
goto L5_12;
}
goto L5_11;
L5_11:;
/*126*/ r211 = (uint64_t)(hd_remu64(((uint64_t)r126), ((uint64_t)r147)));
goto L5_13;
L5_12:;
/*130*/ r99 = (uint32_t)((uint32_t)((uint64_t)r126));
/*131*/ r100 = (uint32_t)(hd_remu32(((uint32_t)r99), ((uint32_t)r13)));
/*132*/ r211 = (uint64_t)((uint64_t)hd_zext32(((uint32_t)r100)));
goto L5_13;
L5_13:;
/*135*/ r193 = (uint64_t)(((uint64_t)r132));
/*136*/ r194 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r211) << ((uint32_t)2LL)));
/*137*/ r195 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r193) + (uint64_t)((uint64_t)r194)));
/*138*/ r101 = (uint32_t)(*((uint32_t *)(uintptr_t)((uint64_t)r195 + 0LL)));
/*139*/ r207 = (uint64_t)(((uint64_t)r131));
/*140*/ r208 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r146) << ((uint32_t)2LL)));
/*141*/ r209 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r207) + (uint64_t)((uint64_t)r208)));
/*142*/ *((uint32_t *)(uintptr_t)((uint64_t)r209 + 0LL)) = ((uint32_t)r101);
goto L5_14;
L5_14:;
/*145*/ r119 = (uint32_t)((uint32_t)(((uint32_t)r20) | ((uint32_t)r29)));
/*146*/ r8 = ((((int32_t)r119) != ((int32_t)0LL))) != 0;
if (r8) {
goto L5_16;
}
goto L5_15;
L5_15:;
/*149*/ r210 = (uint64_t)(((uint64_t)r133));
/*150*/ r120 = (uint32_t)(((uint32_t)1LL));
/*151*/ *((volatile uint32_t *)(uintptr_t)((uint64_t)r210 + 0LL)) = ((uint32_t)(uint32_t)1LL);
goto L5_16;
L5_16:;
/*154*/ r9 = ((((int32_t)r29) != ((int32_t)0LL))) != 0;
if (r9) {
st[t] = 65535;
continue;
}
goto L5_17;
L5_17:;
/*157*/ r130 = (uint64_t)(((uint64_t)r133));
st[t] = 18;
continue;
}
}
}
goto SCHED_;
}
U_18:;
if (++waited_ > 1 && b->yield) b->yield(b);
gwaited_ = waited_;
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
uint8_t r10;
uint32_t r122;
if (masked && st[t] != grp) continue;
L6_18:;
/*160*/ hd_rq_poke(b);
r122 = (uint32_t)(*((volatile uint32_t *)(uintptr_t)((uint64_t)r130 + 0LL)));
/*161*/ r10 = ((((int32_t)r122) == ((int32_t)0LL))) != 0;
if (r10) {
st[t] = 18;
continue;
}
waited_ = 0; /* out of a wait: progress */
st[t] = 65535;
continue;
}
}
}
goto SCHED_;
}
SCHED_: {
jn_ = -2;
static const unsigned char blockbar_[24] = {2,0,2,0,2,1,0,0,2,1,0,0,0,0,0,0,0,2,0,0,2,0,2,0};
static const uint16_t prio_[24] = {1,3,4,6,7,8,9,32778,11,12,13,14,15,16,17,18,19,20,32789,22,23,2,5,0};
int nx_ = hd_sched(b, "_Z9grid_syncPjS_iPVi", st, nthr, &masked, &grp, blockbar_, prio_, waited_, 24u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
case 3: goto U_3;
case 4: goto U_4;
case 5: goto U_5;
case 7: goto U_7;
case 8: goto U_8;
case 9: goto U_9;
case 18: goto U_18;
case 21: goto U_21;
case 22: goto U_22;
}
return hd_diverged(b, "_Z9grid_syncPjS_iPVi");
}
}

static int hdf_0(hd_thread *T, unsigned char **P);
static int hdf_1(hd_thread *T, unsigned char **P);
static int hd_icall(hd_thread *T, unsigned char **P, uint64_t f, int nargs, int nret) {
(void)nargs; (void)nret;
switch (f) {
case HD_FNADDR(0): if (nargs == 1 && nret == 1) return hdf_0(T, P); break;
case HD_FNADDR(1): if (nargs == 1 && nret == 1) return hdf_1(T, P); break;
}
return hd_bad_call(T->b, "apply", T->t, f);
}
static int hdf_0(hd_thread *T, unsigned char **P) {
hd_block *b = T->b; const uint32_t tx = T->tx, ty = T->ty, tz = T->tz, t = T->t;
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2]; unsigned char *shm = b->shared;
(void)tx; (void)ty; (void)tz; (void)t; (void)ntx; (void)nty; (void)ntz; (void)shm; (void)P;
uint32_t cc_ = 0; (void)cc_;
uint32_t r0 = 0;
uint32_t r1 = 0;
uint32_t r2 = 0;
/*8*/ r1 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(P[0] + 0)));
/*9*/ r2 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r1) + (uint32_t)((uint32_t)r1)));
/*10*/ *((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(P[1] + 0)) = ((uint32_t)r2);
return 0;
return 0;
}
static int hdf_1(hd_thread *T, unsigned char **P) {
hd_block *b = T->b; const uint32_t tx = T->tx, ty = T->ty, tz = T->tz, t = T->t;
const uint32_t ntx = b->ntid[0], nty = b->ntid[1], ntz = b->ntid[2]; unsigned char *shm = b->shared;
(void)tx; (void)ty; (void)tz; (void)t; (void)ntx; (void)nty; (void)ntz; (void)shm; (void)P;
uint32_t cc_ = 0; (void)cc_;
uint32_t r0 = 0;
uint32_t r1 = 0;
uint32_t r2 = 0;
/*16*/ r1 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(P[0] + 0)));
/*17*/ r2 = (uint32_t)((uint32_t)((uint32_t)((uint32_t)r1) * (uint32_t)((uint32_t)r1)));
/*18*/ *((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(P[1] + 0)) = ((uint32_t)r2);
return 0;
return 0;
}

/* kernel apply */
int hdk_3(hd_block *b) {
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
uint32_t r2 = 0;
uint32_t r6 = 0;
uint64_t r7 = 0;
uint64_t r9 = 0;
uint64_t r12 = 0;
uint64_t *const S8 = (uint64_t *)(b->scratch + (size_t)nthr * 0);
goto U_0;
U_0:;
{ /* thread loop from block 0 */
ep_ += 1u;
{ uint32_t rw_ = glo_ ? glo_ / ntx : 0; const uint32_t rwe_ = ghi_ == nthr ? nty * ntz : (ghi_ + ntx - 1) / ntx;
uint32_t ty = rw_ ? rw_ % nty : 0, tz = rw_ ? rw_ / nty : 0;
for (; rw_ < rwe_; rw_++, ty = ty + 1 == nty ? 0 : ty + 1, tz += ty == 0) {
size_t tb_ = (size_t)rw_ * ntx;
#pragma GCC ivdep
for (uint32_t tx = 0; tx < ntx; tx++) {
size_t t = tb_ + tx; const int64_t txw_ = tx; (void)t; (void)txw_;
uint32_t cc_ = 0; (void)cc_;
unsigned char pl_1[4] __attribute__((aligned(16)));
unsigned char pl_2[4] __attribute__((aligned(16)));
uint8_t r1;
uint32_t r3;
uint32_t r4;
uint32_t r5;
uint64_t r8;
uint64_t r10;
uint64_t r11;
if (masked && st[t] != grp) continue;
L1_0:;
/*31*/ r3 = (uint32_t)(((uint32_t)tx));
/*32*/ r4 = (uint32_t)((uint32_t)(((uint32_t)r3) & ((uint32_t)1LL)));
/*33*/ r1 = ((((int32_t)r4) == ((int32_t)0LL))) != 0;
/*34*/ r8 = (uint64_t)(((uint64_t)HD_FNADDR(0)));
if (r1) {
goto L1_2;
}
goto L1_1;
L1_1:;
/*36*/ r8 = (uint64_t)(((uint64_t)HD_FNADDR(1)));
goto L1_2;
L1_2:;
/*46*/ r9 = (uint64_t)(*((uint64_t *)(uintptr_t)(uint64_t)(uintptr_t)(prm + 0)));
goto L1_4;
L1_4:;
/*40*/ *((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(pl_1 + 0)) = ((uint32_t)r3);
/*43*/ { unsigned char *pp_[3] = {pl_1, pl_2, 0};
hd_thread th_ = {b, tx, ty, tz, (uint32_t)t, 0u}; int e_ = hd_icall(&th_, pp_, ((uint64_t)r8), 1, 1); if (e_) return e_; }
/*44*/ r5 = (uint32_t)(*((uint32_t *)(uintptr_t)(uint64_t)(uintptr_t)(pl_2 + 0)));
/*47*/ r10 = (uint64_t)(((uint64_t)((int64_t)0 + 1LL * txw_) * hd_zext32(((uint32_t)4LL))));
/*48*/ r11 = (uint64_t)((uint64_t)((uint64_t)((uint64_t)r9) + (uint64_t)((uint64_t)r10)));
/*49*/ *((uint32_t *)(uintptr_t)((uint64_t)r11 + 0LL)) = ((uint32_t)r5);
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
static const unsigned char blockbar_[6] = {0,0,0,0,0,0};
static const uint16_t prio_[6] = {1,2,3,5,4,0};
int nx_ = hd_sched(b, "apply", st, nthr, &masked, &grp, blockbar_, prio_, 0, 6u, HD_EXIT, &glo_, &ghi_);
switch (nx_) {
case -1: return 0;
}
return hd_diverged(b, "apply");
}
}

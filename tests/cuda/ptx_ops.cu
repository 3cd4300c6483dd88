// ptx_ops: less common PTX instructions, through inline asm so that they are emitted
// verbatim: multi-word addition with carry (add.cc/addc), subtraction with borrow,
// lop3, funnel shifts, bfind, brev, bfe/bfi, prmt, testp, popc/clz on 64 bits.
#include <cstdio>
#include <cstdint>
#include <cmath>

struct Out {
  unsigned sum[4], diff[4];
  unsigned lop, shl, shr, bf32, bf64, brv, bfe, bfi, prm;
  int nan_, fin, popc64, clz64;
};

__global__ void ops(const unsigned *a, const unsigned *b, const float *f, Out *o) {
  int i = threadIdx.x;
  const unsigned *x = a + 4 * i, *y = b + 4 * i;
  Out r;
  asm("add.cc.u32 %0, %4, %8;\n\taddc.cc.u32 %1, %5, %9;\n\taddc.cc.u32 %2, %6, %10;\n\taddc.u32 %3, %7, %11;"
      : "=r"(r.sum[0]), "=r"(r.sum[1]), "=r"(r.sum[2]), "=r"(r.sum[3])
      : "r"(x[0]), "r"(x[1]), "r"(x[2]), "r"(x[3]), "r"(y[0]), "r"(y[1]), "r"(y[2]), "r"(y[3]));
  asm("sub.cc.u32 %0, %4, %8;\n\tsubc.cc.u32 %1, %5, %9;\n\tsubc.cc.u32 %2, %6, %10;\n\tsubc.u32 %3, %7, %11;"
      : "=r"(r.diff[0]), "=r"(r.diff[1]), "=r"(r.diff[2]), "=r"(r.diff[3])
      : "r"(x[0]), "r"(x[1]), "r"(x[2]), "r"(x[3]), "r"(y[0]), "r"(y[1]), "r"(y[2]), "r"(y[3]));
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(r.lop) : "r"(x[0]), "r"(x[1]), "r"(x[2]));  /* majority */
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(r.shl) : "r"(x[0]), "r"(x[1]), "r"(y[0]));
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r.shr) : "r"(x[0]), "r"(x[1]), "r"(y[1] & 63));
  asm("bfind.u32 %0, %1;" : "=r"(r.bf32) : "r"(x[2] >> (i % 32)));
  unsigned long long w = ((unsigned long long)x[3] << 32 | x[2]) >> (i % 64);
  asm("bfind.u64 %0, %1;" : "=r"(r.bf64) : "l"(w));
  asm("brev.b32 %0, %1;" : "=r"(r.brv) : "r"(x[1]));
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r.bfe) : "r"(x[0]), "r"(i % 32), "r"(7u));
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r.bfi) : "r"(x[0]), "r"(x[1]), "r"(i % 32), "r"(5u));
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r.prm) : "r"(x[0]), "r"(x[1]), "r"(y[2] & 0x7777u));
  float v = f[i];
  int isn, isf;
  asm("{ .reg .pred p; testp.notanumber.f32 p, %1; selp.s32 %0, 1, 0, p; }" : "=r"(isn) : "f"(v));
  asm("{ .reg .pred p; testp.finite.f32 p, %1; selp.s32 %0, 1, 0, p; }" : "=r"(isf) : "f"(v));
  r.nan_ = isn; r.fin = isf;
  r.popc64 = __popcll(w);
  r.clz64 = __clzll(w);
  o[i] = r;
}

static unsigned lcg(unsigned &s) { s = s * 1664525u + 1013904223u; return s; }

int main() {
  const int n = 64;
  unsigned ha[4 * n], hb[4 * n], seed = 12345;
  float hf[n];
  for (int i = 0; i < 4 * n; i++) { ha[i] = lcg(seed); hb[i] = lcg(seed); }
  ha[0] = ha[1] = ha[2] = 0xFFFFFFFFu; hb[0] = 1;   /* carry ripples through every word */
  for (int i = 0; i < n; i++) hf[i] = (i % 4 == 0) ? NAN : (i % 4 == 1) ? INFINITY : (float)i - 10.5f;
  unsigned *da, *db; float *df; Out *dout;
  cudaMalloc(&da, sizeof ha); cudaMalloc(&db, sizeof hb); cudaMalloc(&df, sizeof hf); cudaMalloc(&dout, n * sizeof(Out));
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
  ops<<<1, n>>>(da, db, df, dout);
  Out out[n];
  cudaError_t e = cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  if (e != cudaSuccess) { printf("FAIL ptx_ops: %s\n", cudaGetErrorName(e)); return 1; }
  int bad = 0;
#define CHECK(cond, what) do { if (!(cond) && bad++ < 10) printf("FAIL ptx_ops: thread %d: %s\n", i, what); } while (0)
  for (int i = 0; i < n; i++) {
    const unsigned *x = ha + 4 * i, *y = hb + 4 * i;
    unsigned long long c = 0, brw = 0;
    for (int k = 0; k < 4; k++) {
      unsigned long long s = (unsigned long long)x[k] + y[k] + c;
      CHECK(out[i].sum[k] == (unsigned)s, "add.cc/addc");
      c = s >> 32;
      unsigned long long d = (unsigned long long)x[k] - y[k] - brw;
      CHECK(out[i].diff[k] == (unsigned)d, "sub.cc/subc");
      brw = (unsigned long long)x[k] < (unsigned long long)y[k] + brw;
    }
    CHECK(out[i].lop == ((x[0] & x[1]) | (x[0] & x[2]) | (x[1] & x[2])), "lop3");
    unsigned long long pair = (unsigned long long)x[1] << 32 | x[0];
    CHECK(out[i].shl == (unsigned)((pair << (y[0] & 31)) >> 32), "shf.l.wrap");
    unsigned n2 = (y[1] & 63) > 32 ? 32 : (y[1] & 63);
    CHECK(out[i].shr == (unsigned)(pair >> n2), "shf.r.clamp");
    unsigned v32 = x[2] >> (i % 32);
    CHECK(out[i].bf32 == (v32 ? 31u - __builtin_clz(v32) : 0xFFFFFFFFu), "bfind.u32");
    unsigned long long w = ((unsigned long long)x[3] << 32 | x[2]) >> (i % 64);
    CHECK(out[i].bf64 == (w ? 63u - __builtin_clzll(w) : 0xFFFFFFFFu), "bfind.u64");
    unsigned rv = 0;
    for (int k = 0; k < 32; k++) if (x[1] >> k & 1) rv |= 1u << (31 - k);
    CHECK(out[i].brv == rv, "brev");
    unsigned pos = i % 32;
    CHECK(out[i].bfe == ((x[0] >> pos) & 0x7Fu), "bfe");
    unsigned len = pos + 5 > 32 ? 32 - pos : 5;
    unsigned mask = (len == 32 ? ~0u : ((1u << len) - 1)) << pos;
    CHECK(out[i].bfi == ((x[1] & ~mask) | ((x[0] << pos) & mask)), "bfi");
    unsigned sel = y[2] & 0x7777u, pr = 0;
    for (int k = 0; k < 4; k++) pr |= (unsigned)((pair >> (8 * ((sel >> (4 * k)) & 7))) & 0xFF) << (8 * k);
    CHECK(out[i].prm == pr, "prmt");
    CHECK(out[i].nan_ == (std::isnan(hf[i]) ? 1 : 0), "testp.notanumber");
    CHECK(out[i].fin == (std::isfinite(hf[i]) ? 1 : 0), "testp.finite");
    CHECK(out[i].popc64 == __builtin_popcountll(w), "popc.b64");
    CHECK(out[i].clz64 == (w ? __builtin_clzll(w) : 64), "clz.b64");
  }
  if (bad) return 1;
  printf("PASS ptx_ops\n");
  return 0;
}

// tensor_wmma: warp matrix multiply-accumulate (nvcuda::wmma) in the shapes and types
// CUDA offers: f16 (16x16x16, 32x8x16, 8x32x16) with f32 and f16 accumulators, bf16,
// tf32 (16x16x8, inputs rounded with __float_to_tf32), s8 and u8 with s32 accumulators,
// f64 (8x8x4). Each kernel tiles a GEMM over several warps of a block, loads from global
// and shared memory in row- and column-major layouts, scales fragments elementwise, and
// stores; results are checked against a host GEMM (integer kinds exactly, floating kinds
// within a bound on the rounding of the sum). MMA_DUMP=file writes the raw results, to
// compare heddle's bits with a GPU's (docs/MEASUREMENTS.md).
// test-flags: -arch=sm_90
#define NAME "tensor_wmma"
#include "check.h"
#include <cmath>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>
#include <vector>
using namespace nvcuda;

static FILE *dump;
static void dump_out(const void *p, size_t n) {
    if (dump) fwrite(p, 1, n, dump);
}

// C[MxN] = alpha * A[MxK] * B[KxN] + beta * C, one warp per TMxTN tile. A is row-major
// (lda = K) or column-major (lda = M); B is column-major (ldb = K) or row-major (ldb = N);
// C is row-major (ldc = N) or column-major.
template <int TM, int TN, int TK, typename TA, typename TC, typename LA, typename LB>
__global__ void gemm(const TA *A, const TA *B, TC *C, int M, int N, int K, float alpha, float beta, bool c_col) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int tiles_n = N / TN;
    int tm = warp / tiles_n, tn = warp % tiles_n;
    if (tm * TM >= M) return;
    bool a_row = std::is_same<LA, wmma::row_major>::value;
    bool b_row = std::is_same<LB, wmma::row_major>::value;
    wmma::fragment<wmma::matrix_a, TM, TN, TK, TA, LA> fa;
    wmma::fragment<wmma::matrix_b, TM, TN, TK, TA, LB> fb;
    wmma::fragment<wmma::accumulator, TM, TN, TK, TC> acc, c;
    wmma::fill_fragment(acc, TC(0.0f));
    for (int k = 0; k < K; k += TK) {
        const TA *pa = a_row ? A + (size_t)tm * TM * K + k : A + (size_t)k * M + tm * TM;
        const TA *pb = b_row ? B + (size_t)k * N + tn * TN : B + (size_t)tn * TN * K + k;
        wmma::load_matrix_sync(fa, pa, a_row ? K : M);
        wmma::load_matrix_sync(fb, pb, b_row ? N : K);
        wmma::mma_sync(acc, fa, fb, acc);
    }
    TC *pc = c_col ? C + (size_t)tn * TN * M + tm * TM : C + (size_t)tm * TM * N + tn * TN;
    wmma::layout_t lc = c_col ? wmma::mem_col_major : wmma::mem_row_major;
    wmma::load_matrix_sync(c, pc, c_col ? M : N, lc);
    for (int i = 0; i < c.num_elements; i++) c.x[i] = (TC)(alpha * (float)acc.x[i] + beta * (float)c.x[i]);
    wmma::store_matrix_sync(pc, c, c_col ? M : N, lc);
}

// tf32: operands rounded in the fragment; A staged through shared memory
__global__ void gemm_tf32(const float *A, const float *B, float *C, int M, int N, int K) {
    __shared__ float sa[4][16 * 8];
    int w = threadIdx.x / 32, lane = threadIdx.x % 32;
    int warp = blockIdx.x * 4 + w, tiles_n = N / 16, tm = warp / tiles_n, tn = warp % tiles_n;
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 8) {
        for (int i = lane; i < 16 * 8; i += 32) sa[w][i] = A[(size_t)(tm * 16 + i / 8) * K + k + i % 8];
        __syncwarp();
        wmma::load_matrix_sync(fa, sa[w], 8);
        wmma::load_matrix_sync(fb, B + (size_t)tn * 16 * K + k, K);
        for (int i = 0; i < fa.num_elements; i++) fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
        for (int i = 0; i < fb.num_elements; i++) fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
        wmma::mma_sync(acc, fa, fb, acc);
        __syncwarp();
    }
    wmma::store_matrix_sync(C + (size_t)tm * 16 * N + tn * 16, acc, N, wmma::mem_row_major);
}

__global__ void gemm_f64(const double *A, const double *B, double *C, int M, int N, int K) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, tiles_n = N / 8, tm = warp / tiles_n, tn = warp % tiles_n;
    wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 8, 8, 4, double> acc;
    wmma::load_matrix_sync(acc, C + (size_t)tm * 8 * N + tn * 8, N, wmma::mem_row_major);
    for (int k = 0; k < K; k += 4) {
        wmma::load_matrix_sync(fa, A + (size_t)tm * 8 * K + k, K);
        wmma::load_matrix_sync(fb, B + (size_t)tn * 8 * K + k, K);
        wmma::mma_sync(acc, fa, fb, acc);
    }
    wmma::store_matrix_sync(C + (size_t)tm * 8 * N + tn * 8, acc, N, wmma::mem_row_major);
}

static float tf32_round(float x) { // cvt.rna.tf32.f32: nearest, ties away, 10 mantissa bits
    unsigned u;
    memcpy(&u, &x, 4);
    if ((u & 0x7f800000u) != 0x7f800000u) u = (u + 0x1000u) & 0xffffe000u;
    memcpy(&x, &u, 4);
    return x;
}

// host reference: exact-ish sum in double, and the sum of magnitudes for the error bound
template <typename T>
static double val(T x) { return (double)x; }
static double val(__half x) { return (double)__half2float(x); }
static double val(__nv_bfloat16 x) { return (double)__bfloat162float(x); }

template <typename TA>
static void ref(const std::vector<TA> &A, const std::vector<TA> &B, bool a_row, bool b_row, int M, int N, int K,
                std::vector<double> &s, std::vector<double> &mag) {
    s.assign((size_t)M * N, 0);
    mag.assign((size_t)M * N, 0);
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < K; k++) {
                double a = val(a_row ? A[(size_t)i * K + k] : A[(size_t)k * M + i]);
                double b = val(b_row ? B[(size_t)k * N + j] : B[(size_t)j * K + k]);
                s[(size_t)i * N + j] += a * b;
                mag[(size_t)i * N + j] += fabs(a * b);
            }
}

template <int TM, int TN, int TK, typename TA, typename TC, typename LA, typename LB>
static void run(const char *label, int M, int N, int K, bool c_col, float alpha, float beta, double rel) {
    bool a_row = std::is_same<LA, wmma::row_major>::value, b_row = std::is_same<LB, wmma::row_major>::value;
    std::vector<TA> hA((size_t)M * K), hB((size_t)K * N);
    std::vector<TC> hC((size_t)M * N), out((size_t)M * N);
    unsigned seed = 12345u + M * 7 + N * 3 + K;
    auto rnd = [&]() { return (seed = seed * 1103515245u + 12345u) >> 16; };
    const int lo = std::is_same<TA, unsigned char>::value ? 0 : 1; // unsigned: no negative values
    for (auto &x : hA) x = (TA)((float)((int)(rnd() % 17) - 8 * lo) / (sizeof(TA) == 1 ? 1.0f : 4.0f));
    for (auto &x : hB) x = (TA)((float)((int)(rnd() % 13) - 6 * lo) / (sizeof(TA) == 1 ? 1.0f : 8.0f));
    for (auto &x : hC) x = (TC)(float)((int)(rnd() % 11) - 5);
    if (sizeof(TA) == 2) { // some values that do not sum exactly in a few bits
        for (size_t i = 0; i < hA.size(); i += 7) hA[i] = (TA)(float)(((int)(rnd() % 2001) - 1000) / 333.0f);
    }
    TA *A, *B;
    TC *C;
    CHECK(cudaMalloc(&A, hA.size() * sizeof(TA)));
    CHECK(cudaMalloc(&B, hB.size() * sizeof(TA)));
    CHECK(cudaMalloc(&C, hC.size() * sizeof(TC)));
    CHECK(cudaMemcpy(A, hA.data(), hA.size() * sizeof(TA), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(B, hB.data(), hB.size() * sizeof(TA), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(C, hC.data(), hC.size() * sizeof(TC), cudaMemcpyHostToDevice));
    int warps = (M / TM) * (N / TN);
    gemm<TM, TN, TK, TA, TC, LA, LB><<<(warps + 3) / 4, 128>>>(A, B, C, M, N, K, alpha, beta, c_col);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(out.data(), C, out.size() * sizeof(TC), cudaMemcpyDeviceToHost));
    dump_out(out.data(), out.size() * sizeof(TC));
    std::vector<double> s, mag;
    ref(hA, hB, a_row, b_row, M, N, K, s, mag);
    double worst = 0;
    long long sum = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            size_t ic = c_col ? (size_t)j * M + i : (size_t)i * N + j;
            double want = alpha * s[(size_t)i * N + j] + beta * val(hC[ic]), got = val(out[ic]);
            double bound = rel * (fabs(alpha) * mag[(size_t)i * N + j] + fabs(beta * val(hC[ic])) + fabs(want)) + 1e-30;
            double err = fabs(got - want) / bound;
            if (err > worst) worst = err;
            EXPECT(err <= 1.0, "%s: C[%d][%d] = %.9g, expected %.9g", label, i, j, got, want);
            sum += (long long)llround(got);
        }
    printf("%s: %dx%dx%d ok (rounded sum %lld)\n", label, M, N, K, sum);
    CHECK(cudaFree(A));
    CHECK(cudaFree(B));
    CHECK(cudaFree(C));
}

int main() {
    if (const char *p = getenv("MMA_DUMP")) dump = fopen(p, "wb");
    typedef wmma::row_major R;
    typedef wmma::col_major Cm;
    run<16, 16, 16, __half, float, R, Cm>("f16 16x16x16 f32 acc, A row B col", 64, 48, 64, false, 1.0f, 0.0f, 1e-6);
    run<16, 16, 16, __half, float, Cm, R>("f16 16x16x16 f32 acc, A col B row, C col", 32, 64, 48, true, 1.5f, -0.5f, 1e-6);
    run<16, 16, 16, __half, __half, R, Cm>("f16 16x16x16 f16 acc", 32, 32, 32, false, 1.0f, 1.0f, 8e-3);
    run<32, 8, 16, __half, float, R, R>("f16 32x8x16 f32 acc", 64, 32, 32, false, 1.0f, 1.0f, 1e-6);
    run<8, 32, 16, __half, float, Cm, Cm>("f16 8x32x16 f32 acc", 32, 64, 32, false, 2.0f, 0.0f, 1e-6);
    run<16, 16, 16, __nv_bfloat16, float, R, Cm>("bf16 16x16x16", 48, 32, 64, false, 1.0f, 1.0f, 1e-6);
    run<16, 16, 16, signed char, int, R, Cm>("s8 16x16x16", 32, 48, 64, false, 1.0f, 1.0f, 0);
    run<16, 16, 16, unsigned char, int, R, Cm>("u8 16x16x16", 32, 32, 32, false, 1.0f, -1.0f, 0);
    run<32, 8, 16, signed char, int, R, R>("s8 32x8x16", 32, 16, 48, true, 1.0f, 0.0f, 0);

    { // tf32
        const int M = 32, N = 32, K = 64;
        std::vector<float> hA((size_t)M * K), hB((size_t)K * N), out((size_t)M * N);
        unsigned seed = 99;
        for (auto &x : hA) x = (float)((int)((seed = seed * 1103515245u + 12345u) >> 16) % 2001 - 1000) / 777.0f;
        for (auto &x : hB) x = (float)((int)((seed = seed * 1103515245u + 12345u) >> 16) % 2001 - 1000) / 555.0f;
        float *A, *B, *C;
        CHECK(cudaMalloc(&A, hA.size() * 4));
        CHECK(cudaMalloc(&B, hB.size() * 4));
        CHECK(cudaMalloc(&C, out.size() * 4));
        CHECK(cudaMemcpy(A, hA.data(), hA.size() * 4, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(B, hB.data(), hB.size() * 4, cudaMemcpyHostToDevice));
        gemm_tf32<<<(M / 16) * (N / 16) / 4, 128>>>(A, B, C, M, N, K);
        CHECK(cudaMemcpy(out.data(), C, out.size() * 4, cudaMemcpyDeviceToHost));
        dump_out(out.data(), out.size() * 4);
        for (int i = 0; i < M; i++)
            for (int j = 0; j < N; j++) {
                double s = 0, mag = 0;
                for (int k = 0; k < K; k++) {
                    double p = (double)tf32_round(hA[(size_t)i * K + k]) * tf32_round(hB[(size_t)j * K + k]);
                    s += p;
                    mag += fabs(p);
                }
                EXPECT(fabs(out[(size_t)i * N + j] - s) <= 1e-6 * (mag + fabs(s)), "tf32: C[%d][%d] = %.9g, expected %.9g", i,
                       j, out[(size_t)i * N + j], s);
            }
        printf("tf32 16x16x8: %dx%dx%d ok\n", M, N, K);
        CHECK(cudaFree(A));
        CHECK(cudaFree(B));
        CHECK(cudaFree(C));
    }
    { // f64: exact products of small binary fractions, so any summation order agrees
        const int M = 16, N = 24, K = 32;
        std::vector<double> hA((size_t)M * K), hB((size_t)K * N), hC((size_t)M * N), out((size_t)M * N);
        for (int i = 0; i < M * K; i++) hA[i] = ((i * 37) % 23 - 11) / 16.0;
        for (int i = 0; i < K * N; i++) hB[i] = ((i * 53) % 19 - 9) / 32.0;
        for (int i = 0; i < M * N; i++) hC[i] = (i % 7) - 3;
        double *A, *B, *C;
        CHECK(cudaMalloc(&A, hA.size() * 8));
        CHECK(cudaMalloc(&B, hB.size() * 8));
        CHECK(cudaMalloc(&C, hC.size() * 8));
        CHECK(cudaMemcpy(A, hA.data(), hA.size() * 8, cudaMemcpyHostToDevice));
        CHECK(cudaMemcpy(B, hB.data(), hB.size() * 8, cudaMemcpyHostToDevice)); // read as column-major N x K
        CHECK(cudaMemcpy(C, hC.data(), hC.size() * 8, cudaMemcpyHostToDevice));
        gemm_f64<<<(M / 8) * (N / 8), 32>>>(A, B, C, M, N, K);
        CHECK(cudaMemcpy(out.data(), C, out.size() * 8, cudaMemcpyDeviceToHost));
        dump_out(out.data(), out.size() * 8);
        double sum = 0;
        for (int i = 0; i < M; i++)
            for (int j = 0; j < N; j++) {
                double s = hC[(size_t)i * N + j];
                for (int k = 0; k < K; k++) s += hA[(size_t)i * K + k] * hB[(size_t)j * K + k];
                EXPECT(out[(size_t)i * N + j] == s, "f64: C[%d][%d] = %.17g, expected %.17g", i, j, out[(size_t)i * N + j], s);
                sum += s;
            }
        printf("f64 8x8x4: %dx%dx%d ok (sum %.6f)\n", M, N, K, sum);
        CHECK(cudaFree(A));
        CHECK(cudaFree(B));
        CHECK(cudaFree(C));
    }
    if (dump) fclose(dump);
    printf("PASS " NAME "\n");
    return 0;
}

// memory_spaces: the CUDA memory spaces and access widths.
//  - several static __shared__ arrays of different element types (char, short,
//    int, double, float2) in one kernel, together with dynamic extern __shared__
//    memory sized at launch (checks that they do not overlap);
//  - float4 and int2 vector loads and stores in global and shared memory;
//  - __ldg() read-only loads (float, float4, int2);
//  - generic pointers: one __noinline__ __device__ function called with a
//    pointer to shared memory and with a pointer to global memory;
//  - volatile shared memory written and read around barriers;
//  - __constant__ memory and a __device__ global variable, set with
//    cudaMemcpyToSymbol and read back with cudaMemcpyFromSymbol, plus
//    cudaGetSymbolAddress.
// Data movement and integer arithmetic; float adds of small integers: exact.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define NAME "memory_spaces"
#define CHECK(call)                                                              \
    do {                                                                         \
        cudaError_t e_ = (call);                                                 \
        if (e_ != cudaSuccess) {                                                 \
            printf("FAIL " NAME ": %s:%d: %s returned %s\n", __FILE__, __LINE__, \
                   #call, cudaGetErrorName(e_));                                 \
            exit(1);                                                             \
        }                                                                        \
    } while (0)

#define BS 128
#define NC 16

__constant__ int cTable[NC];
__constant__ float cScale;
__device__ int gCounter;
__device__ int gArray[BS];

// generic pointer: works on shared or global memory
__device__ __noinline__ int sumRange(const int *p, int n)
{
    int s = 0;
    for (int k = 0; k < n; k++)
        s += p[k];
    return s;
}

__device__ __noinline__ void scaleInPlace(int *p, int n, int f)
{
    for (int k = 0; k < n; k++)
        p[k] *= f;
}

struct Out {
    int fromChar, fromShort, fromInt, fromDouble, fromF2, fromDyn, sharedSum, globalSum;
    int vol, cst, ldg;
};

__global__ void spaces(const float4 *in4, const int2 *in2, const float *inf, float4 *out4,
                       int2 *out2, Out *out, int *scratch, int dynInts)
{
    __shared__ char sc[BS];
    __shared__ short ss[BS];
    __shared__ int si[BS];
    __shared__ double sd[BS];
    __shared__ float2 sf2[BS];
    __shared__ float4 sf4[BS];
    __shared__ int2 si2[BS];
    extern __shared__ int dyn[];
    volatile int *vs = si;

    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;

    // vector loads (plain and read-only path) into shared memory
    float4 a = in4[g];
    float4 a2 = __ldg(&in4[g]);
    int2 b = in2[g];
    int2 b2 = __ldg(&in2[g]);
    float f = __ldg(&inf[g]);
    sf4[t] = a;
    si2[t] = b;
    sc[t] = (char)(t & 0x7f);
    ss[t] = (short)(t * 100 - 6000);
    si[t] = t * 1000;
    sd[t] = t * 0.5;
    sf2[t] = make_float2((float)t, (float)-t);
    for (int k = t; k < dynInts; k += blockDim.x)
        dyn[k] = k ^ 0x5555;
    __syncthreads();

    // vector stores to global from neighbouring shared slots
    float4 n4 = sf4[(t + 1) % BS];
    out4[g] = make_float4(n4.w, n4.z, n4.y, n4.x);
    int2 n2 = si2[BS - 1 - t];
    out2[g] = make_int2(n2.y, n2.x);

    Out o;
    o.fromChar = sc[BS - 1 - t];
    o.fromShort = ss[(t + 3) % BS];
    o.fromInt = si[(t + 7) % BS];
    o.fromDouble = (int)(sd[(t + 11) % BS] * 4.0);
    o.fromF2 = (int)(sf2[(t + 13) % BS].x - sf2[(t + 13) % BS].y);
    o.fromDyn = dyn[(t * 37) % dynInts] + dyn[dynInts - 1];
    o.ldg = (int)(a2.x + a2.y + a2.z + a2.w) + b2.x - b2.y + (int)f;

    // generic pointer to shared memory (each thread sums an 8-element window)
    o.sharedSum = sumRange(&si[(t / 8) * 8], 8);
    // generic pointer to global memory
    scratch[g] = g;
    __syncthreads(); // block-local global writes visible to the block
    o.globalSum = sumRange(&scratch[blockIdx.x * blockDim.x + (t / 8) * 8], 8);
    __syncthreads();

    // volatile shared memory around barriers
    vs[t] = t + 1;
    __syncthreads();
    if (t == 0)
        scaleInPlace(si, BS, 3); // through a generic pointer, then read volatile
    __syncthreads();
    o.vol = vs[(t + 1) % BS] + vs[t];

    // constant memory and a __device__ variable
    o.cst = cTable[t % NC] * (int)cScale + gArray[t];
    atomicAdd(&gCounter, 1);

    out[g] = o;
}

int main()
{
    const int blocks = 3, n = blocks * BS;
    const int dynInts = 1000;
    std::vector<float4> in4(n), out4(n);
    std::vector<int2> in2(n), out2(n);
    std::vector<float> inf(n);
    std::vector<Out> out(n);
    for (int i = 0; i < n; i++) {
        in4[i] = make_float4((float)i, (float)(2 * i), (float)(-i), (float)(i % 9));
        in2[i] = make_int2(i * 5, -i * 3);
        inf[i] = (float)(i % 17);
    }
    int table[NC], garr[BS];
    for (int k = 0; k < NC; k++)
        table[k] = k * k + 1;
    for (int k = 0; k < BS; k++)
        garr[k] = 7 * k;
    float scale = 3.0f;
    int zero = 0;
    CHECK(cudaMemcpyToSymbol(cTable, table, sizeof table));
    CHECK(cudaMemcpyToSymbol(cScale, &scale, sizeof scale));
    CHECK(cudaMemcpyToSymbol(gCounter, &zero, sizeof zero));
    int *gArrayPtr;
    CHECK(cudaGetSymbolAddress((void **)&gArrayPtr, gArray));
    CHECK(cudaMemcpy(gArrayPtr, garr, sizeof garr, cudaMemcpyHostToDevice));

    float4 *din4, *dout4;
    int2 *din2, *dout2;
    float *dinf;
    Out *dout;
    int *dscratch;
    CHECK(cudaMalloc(&din4, n * sizeof(float4)));
    CHECK(cudaMalloc(&dout4, n * sizeof(float4)));
    CHECK(cudaMalloc(&din2, n * sizeof(int2)));
    CHECK(cudaMalloc(&dout2, n * sizeof(int2)));
    CHECK(cudaMalloc(&dinf, n * sizeof(float)));
    CHECK(cudaMalloc(&dout, n * sizeof(Out)));
    CHECK(cudaMalloc(&dscratch, n * sizeof(int)));
    CHECK(cudaMemcpy(din4, in4.data(), n * sizeof(float4), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(din2, in2.data(), n * sizeof(int2), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dinf, inf.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    spaces<<<blocks, BS, dynInts * sizeof(int)>>>(din4, din2, dinf, dout4, dout2, dout, dscratch,
                                                  dynInts);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(out4.data(), dout4, n * sizeof(float4), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(out2.data(), dout2, n * sizeof(int2), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(out.data(), dout, n * sizeof(Out), cudaMemcpyDeviceToHost));
    int counter = -1;
    CHECK(cudaMemcpyFromSymbol(&counter, gCounter, sizeof counter));
    if (counter != n) {
        printf("FAIL " NAME ": __device__ counter expected %d got %d\n", n, counter);
        return 1;
    }
    int tableBack[NC];
    CHECK(cudaMemcpyFromSymbol(tableBack, cTable, sizeof tableBack));
    for (int k = 0; k < NC; k++)
        if (tableBack[k] != table[k]) {
            printf("FAIL " NAME ": cudaMemcpyFromSymbol(cTable)[%d] expected %d got %d\n", k,
                   table[k], tableBack[k]);
            return 1;
        }

    for (int i = 0; i < n; i++) {
        int b = i / BS, t = i % BS;
        int j = b * BS + (t + 1) % BS;
        float4 w4 = make_float4(in4[j].w, in4[j].z, in4[j].y, in4[j].x);
        if (out4[i].x != w4.x || out4[i].y != w4.y || out4[i].z != w4.z || out4[i].w != w4.w) {
            printf("FAIL " NAME ": float4 out[%d] expected {%g,%g,%g,%g} got {%g,%g,%g,%g}\n", i,
                   w4.x, w4.y, w4.z, w4.w, out4[i].x, out4[i].y, out4[i].z, out4[i].w);
            return 1;
        }
        int k2 = b * BS + BS - 1 - t;
        if (out2[i].x != in2[k2].y || out2[i].y != in2[k2].x) {
            printf("FAIL " NAME ": int2 out[%d] expected {%d,%d} got {%d,%d}\n", i, in2[k2].y,
                   in2[k2].x, out2[i].x, out2[i].y);
            return 1;
        }
        Out w;
        w.fromChar = (BS - 1 - t) & 0x7f;
        w.fromShort = ((t + 3) % BS) * 100 - 6000;
        w.fromInt = ((t + 7) % BS) * 1000;
        w.fromDouble = ((t + 11) % BS) * 2;
        w.fromF2 = 2 * ((t + 13) % BS);
        w.fromDyn = (((t * 37) % dynInts) ^ 0x5555) + ((dynInts - 1) ^ 0x5555);
        w.ldg = (int)(in4[i].x + in4[i].y + in4[i].z + in4[i].w) + in2[i].x - in2[i].y +
                (int)inf[i];
        int base = (t / 8) * 8;
        w.sharedSum = 0;
        w.globalSum = 0;
        for (int k = 0; k < 8; k++) {
            w.sharedSum += (base + k) * 1000;
            w.globalSum += b * BS + base + k;
        }
        w.vol = 3 * ((t + 1) % BS + 1) + 3 * (t + 1);
        w.cst = table[t % NC] * 3 + 7 * t;
        const int *gw = &w.fromChar, *go = &out[i].fromChar;
        const char *names[11] = {"char shared", "short shared", "int shared", "double shared",
                                 "float2 shared", "dynamic shared", "generic ptr to shared",
                                 "generic ptr to global", "volatile shared", "constant/__device__",
                                 "__ldg"};
        for (int k = 0; k < 11; k++)
            if (gw[k] != go[k]) {
                printf("FAIL " NAME ": %s: thread %d expected %d got %d\n", names[k], i, gw[k],
                       go[k]);
                return 1;
            }
    }
    CHECK(cudaFree(din4));
    CHECK(cudaFree(dout4));
    CHECK(cudaFree(din2));
    CHECK(cudaFree(dout2));
    CHECK(cudaFree(dinf));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dscratch));
    printf("PASS " NAME "\n");
    return 0;
}

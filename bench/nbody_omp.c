/* nbody, OpenMP reference: one all-pairs n-body step, a parallel loop over the bodies, the
 * inner loop over all bodies a SIMD reduction of the acceleration.
 * Size: argv[1] or NBODY_N bodies, a multiple of 256 (default 16384). */
#include <math.h>
#include <omp.h>
#include "bench.h"
#include "nbody.h"

typedef struct {
  float x, y, z, w;
} body;

static void nbody_step(const body *restrict pos, const body *restrict vel, body *restrict npos, body *restrict nvel,
                       int n, float dt) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    body p = pos[i];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
#pragma omp simd reduction(+ : ax, ay, az)
    for (int j = 0; j < n; j++) {
      float rx = pos[j].x - p.x, ry = pos[j].y - p.y, rz = pos[j].z - p.z;
      float dist_sqr = rx * rx + ry * ry + rz * rz + NB_EPS2;
      float dist_sixth = dist_sqr * dist_sqr * dist_sqr;
      float s = pos[j].w / sqrtf(dist_sixth);
      ax += rx * s;
      ay += ry * s;
      az += rz * s;
    }
    body v = vel[i];
    v.x += ax * dt;
    v.y += ay * dt;
    v.z += az * dt;
    p.x += v.x * dt;
    p.y += v.y * dt;
    p.z += v.z * dt;
    npos[i] = p;
    nvel[i] = v;
  }
}

int main(int argc, char **argv) {
  unsigned long long nn = bench_size(argc, argv, "NBODY_N", 16384);
  if (nn % 256 || nn > (1u << 24)) {
    fprintf(stderr, "nbody: n must be a multiple of 256, <= 2^24\n");
    return 2;
  }
  int n = (int)nn, reps = bench_reps();
  size_t bytes = (size_t)n * sizeof(body);
  body *pos = malloc(bytes), *vel = malloc(bytes), *npos = malloc(bytes), *nvel = malloc(bytes);
  if (!pos || !vel || !npos || !nvel) {
    fprintf(stderr, "nbody: out of memory\n");
    return 1;
  }
  nbody_input((float *)pos, (float *)vel, n);

  for (int w = 0; w < BENCH_WARMUP; w++) nbody_step(pos, vel, npos, nvel, n, NB_DT);
  double t[1000];
  for (int r = 0; r < reps; r++) {
    double t0 = bench_now_ms();
    nbody_step(pos, vel, npos, nvel, n, NB_DT);
    t[r] = bench_now_ms() - t0;
  }
  if (nbody_check((float *)pos, (float *)vel, (float *)npos, (float *)nvel, n)) return 1;
  char size[64];
  snprintf(size, sizeof size, "n=%d", n);
  printf("nbody: result verified (%.1f G interactions/s, %d OpenMP threads)\n",
         (double)n * n / bench_median(t, reps) * 1e-6, omp_get_max_threads());
  bench_report("nbody", "openmp", size, t, reps);
  free(pos);
  free(vel);
  free(npos);
  free(nvel);
  return 0;
}

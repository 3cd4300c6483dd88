/* nbody.h: bodies and check shared by nbody.cu and nbody_omp.c. A body is 4 floats
 * (x, y, z, mass; velocities: x, y, z, unused), as CUDA's float4. One step is
 *   a_i = sum_j m_j r_ij / (|r_ij|^2 + EPS2)^(3/2),  v' = v + a dt,  p' = p + v' dt.
 * The check recomputes a sample of bodies in double precision and allows float rounding
 * relative to the sum of the magnitudes of the terms. */
#define NB_EPS2 0.01f
#define NB_DT 0.01f

static void nbody_input(float *pos, float *vel, int n) {
  unsigned long long s = 31337;
  for (int i = 0; i < 4 * n; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    float u = (float)((s >> 40) % 65536) / 32768.0f - 1.0f; /* [-1, 1) */
    pos[i] = i % 4 == 3 ? (1.5f + u) / (float)n : u;
    vel[i] = i % 4 == 3 ? 0.0f : 0.1f * u;
  }
}

static int nbody_check(const float *pos, const float *vel, const float *npos, const float *nvel, int n) {
  int samples = n < 512 ? n : 512;
  for (int k = 0; k < samples; k++) {
    int i = (int)((long long)k * n / samples);
    double a[3] = {0, 0, 0}, mag[3] = {0, 0, 0};
    for (int j = 0; j < n; j++) {
      double r[3], d2 = NB_EPS2;
      for (int c = 0; c < 3; c++) {
        r[c] = (double)pos[4 * j + c] - pos[4 * i + c];
        d2 += r[c] * r[c];
      }
      double s = pos[4 * j + 3] / (d2 * sqrt(d2));
      for (int c = 0; c < 3; c++) {
        a[c] += r[c] * s;
        mag[c] += fabs(r[c] * s);
      }
    }
    for (int c = 0; c < 3; c++) {
      double v = vel[4 * i + c] + a[c] * NB_DT, p = pos[4 * i + c] + v * NB_DT;
      double tv = 1e-4 * mag[c] * NB_DT + 1e-6 * fabs(v), tp = tv * NB_DT + 1e-6 * fabs(p);
      if (!(fabs(nvel[4 * i + c] - v) <= tv) || !(fabs(npos[4 * i + c] - p) <= tp)) {
        fprintf(stderr, "nbody: FAILED at body %d, component %d: velocity %.9g, position %.9g; expected %.9g, %.9g\n",
                i, c, nvel[4 * i + c], npos[4 * i + c], v, p);
        return 1;
      }
    }
  }
  return 0;
}

/*
 * libc_random.c - unit tests of -rng libc's generator against the C
 * library's own srandom()/random() (glibc; the tests skip on another C
 * library): whole arrays bit for bit for many seeds, the edge seeds
 * included; jumps to chosen outputs; the parallel fill for 1..17 threads
 * on uneven sizes. Outputs past 2^26 would take glibc seconds to reach, so
 * there the oracle is the recurrence's 31x31 companion matrix raised to
 * the power by squaring: the same recurrence, other code than the
 * polynomial jump under test.
 */
#include "grid.h"
#include "libc_random.h"
#include "omp_compat.h"
#include "tap.h"

#include <stdlib.h>
#include <string.h>

#ifdef __GLIBC__

static float glibc_float(void) { return random() / (float)RAND_MAX; } /* the tutorial's line */

static int same_bits(const float *a, const float *b, size_t n)
{
    return memcmp(a, b, n * sizeof *a) == 0;
}

/* --- the companion-matrix oracle ---------------------------------------- */

enum { D = 31 };
typedef uint32_t matrix[D][D];

static void mat_mul(matrix out, matrix a, matrix b) /* out = a b, mod 2^32 */
{
    static matrix p;
    for (int i = 0; i < D; ++i)
        for (int j = 0; j < D; ++j) {
            uint32_t s = 0;
            for (int k = 0; k < D; ++k)
                s += a[i][k] * b[k][j];
            p[i][j] = s;
        }
    memcpy(out, p, sizeof p);
}

/* Output k of srandom(seed): the state s = (r[i], ..., r[i+30]) steps as
 * s' = M s, with r[i+31] = r[i+28] + r[i]; s starts as r[3..33], from the
 * definition (r[0..30] seeded, r[31..33] copies of r[0..2]). */
static uint32_t matrix_oracle(unsigned seed, uint64_t k)
{
    uint32_t r[D + 3];
    if (seed == 0)
        seed = 1;
    r[0] = seed;
    int32_t word = (int32_t)seed;
    for (int i = 1; i < D; ++i) {
        long long hi = word / 127773, lo = word % 127773;
        word = (int32_t)(uint32_t)(16807 * lo - 2836 * hi);
        if (word < 0)
            word += 2147483647;
        r[i] = (uint32_t)word;
    }
    for (int i = D; i < D + 3; ++i)
        r[i] = r[i - D];
    static matrix m, power;
    memset(m, 0, sizeof m);
    memset(power, 0, sizeof power);
    for (int i = 0; i < D - 1; ++i)
        m[i][i + 1] = 1;
    m[D - 1][0] = m[D - 1][D - 3] = 1;
    for (int i = 0; i < D; ++i)
        power[i][i] = 1;
    for (uint64_t e = k + 344 - 3; e; e >>= 1) { /* power = M^(k+341): window r[3..33] -> r[k+344..] */
        if (e & 1)
            mat_mul(power, power, m);
        mat_mul(m, m, m);
    }
    uint32_t s = 0;
    for (int j = 0; j < D; ++j)
        s += power[0][j] * r[3 + j];
    return s >> 1;
}

int main(void)
{
    enum { N = 4000 };
    static float want[N], got[N];

    /* 1. whole arrays from output 0, many seeds, the edge seeds included */
    unsigned seeds[40] = {0, 1, 2, 42, 12345, 2147483646u, 2147483647u, 2147483648u, 2147483649u,
                          3000000000u, 4294967294u, 4294967295u};
    for (int s = 12; s < 40; ++s)
        seeds[s] = (unsigned)(2654435761u * (unsigned)s) ^ 0x5bd1e995u;
    int all = 1;
    for (int s = 0; s < 40; ++s) {
        srandom(seeds[s]);
        for (int t = 0; t < N; ++t)
            want[t] = glibc_float();
        libc_random_fill(got, N, 0, seeds[s]);
        if (!same_bits(want, got, N)) {
            diag("seed %u: the first %d values differ from glibc's", seeds[s], N);
            all = 0;
        }
    }
    ok(all, "40 seeds (0, 2^31-1, 2^31, 2^32-1 among them): %d values each, bit-identical to glibc", N);

    /* 2. jumps to chosen outputs, against one glibc walk of 2^26 outputs */
    const uint64_t stops[] = {0, 1, 30, 31, 343, 344, 345, 1000, 65535, 1u << 20, (1u << 26) - 1};
    int jumps = 1;
    srandom(7);
    size_t next = 0;
    for (uint64_t k = 0; k < (1u << 26); ++k) {
        const uint32_t out = (uint32_t)random();
        if (k == stops[next]) {
            if (libc_random_at(7, k) != out) {
                diag("seed 7, output %llu: glibc %u, jump %u", (unsigned long long)k, out, libc_random_at(7, k));
                jumps = 0;
            }
            ++next;
        }
    }
    ok(jumps && next == sizeof stops / sizeof stops[0],
       "jumps to outputs 0, 1, 30, 31, 343, 344, 345, ..., 2^26-1 equal glibc's walk");

    /* 3. far jumps: the matrix oracle (itself checked against glibc first) */
    int oracle = 1;
    for (uint64_t k = 0; k < 400; k += 37)
        oracle &= matrix_oracle(2147483648u, k) == libc_random_at(2147483648u, k);
    srandom(5);
    for (int t = 0; t < 1000; ++t)
        want[t] = glibc_float();
    oracle &= libc_random_float(matrix_oracle(5, 999)) == want[999];
    ok(oracle, "the matrix oracle agrees with glibc and the jump at small offsets");
    const uint64_t far[] = {1ull << 31, (1ull << 32) - 3, (1ull << 32) - 1, 1ull << 32, (1ull << 32) + 3,
                            1ull << 40, 68719476735ull};
    int far_ok = 1;
    for (size_t i = 0; i < sizeof far / sizeof far[0]; ++i)
        for (int s = 0; s < 3; ++s) {
            const unsigned seed = s == 0 ? 1 : s == 1 ? 4294967295u : 2147483648u;
            if (matrix_oracle(seed, far[i]) != libc_random_at(seed, far[i])) {
                diag("seed %u output %llu differs", seed, (unsigned long long)far[i]);
                far_ok = 0;
            }
        }
    ok(far_ok, "jumps to 2^31, 2^32-3 .. 2^32+3, 2^40 equal the matrix oracle (3 seeds)");

    /* 4. the parallel fill: any thread count, any split, any first index */
    enum { COUNT = 10007 };
    static float serial[COUNT + 123457], filled[COUNT];
    srandom(99);
    for (int t = 0; t < COUNT + 123457; ++t)
        serial[t] = glibc_float();
    int threads_ok = 1;
    for (int threads = 1; threads <= 17; ++threads) {
        omp_set_num_threads(threads);
        memset(filled, 0xFF, sizeof filled);
        grid_init_libc(filled, COUNT, 0, 99);
        threads_ok &= same_bits(serial, filled, COUNT);
        memset(filled, 0xFF, sizeof filled);
        grid_init_libc(filled, COUNT, 123457, 99);
        threads_ok &= same_bits(serial + 123457, filled, COUNT);
    }
    ok(threads_ok, "grid_init_libc: %d values from index 0 and 123457, 1..17 threads, equal the serial loop",
       COUNT);

    /* 5. the conversion: random() / (float)RAND_MAX, outputs near 2^31 round up to 1.0f */
    const uint32_t outputs[] = {0, 1, 2147483519u, 2147483520u, 2147483583u, 2147483584u, 2147483647u};
    int convert = 1;
    for (size_t i = 0; i < sizeof outputs / sizeof outputs[0]; ++i)
        convert &= libc_random_float(outputs[i]) == (long)outputs[i] / (float)RAND_MAX;
    ok(convert && libc_random_float(2147483584u) == 1.0f && libc_random_float(2147483583u) < 1.0f,
       "conversion as random() / (float)RAND_MAX: 2147483584 and above give 1.0f");
    return done_testing();
}

#else

int main(void)
{
    return skip_all("the C library is not glibc: no random() to compare -rng libc with");
}

#endif

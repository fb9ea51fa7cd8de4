/*
 * cpu-lab.c - the lab behind the host's temporal blocking (host/temporal.c):
 * times K sweeps of an n x n grid one sweep a pass (cpu_sweeps, depth 1)
 * and blocked at each depth and tile width, all threads, checking each
 * result bit for bit against the one-a-pass one.
 *
 *   make lab && build/lab/cpu-lab [n=16384] [K=32] [repetitions=3] [tiles=128,...,n] [depths=2,...,16]
 *   build/lab/cpu-lab span [width=1024] [rows=200000]
 *   build/lab/cpu-lab clock [seconds=0.5]
 *
 * Prints one line per (tile, depth): median seconds, G cell-updates/s and
 * the speed-up over one sweep a pass; the best last.
 *
 * span: the in-cache loop alone (issue "Closer to the chip", the CPU's
 * target): rows of `width` that stay in L1, four rows made from six over
 * and over, one thread and every thread (each its own rows), as the
 * product's cpu_stencil_span a row at a time (11 operations and 9 loads a
 * cell), as a variant that keeps each row's w + e (the next row's nw + ne:
 * 10 operations and 7 loads, a row of pairs more to store), and as the
 * product's cpu_stencil_span4, four rows at once (10.25 operations and 4.5
 * loads a cell; temporal blocking's loop) and that loop written for
 * AVX-512 with one load a row and vector (valignd makes j - 1 and j + 1;
 * 2026-11-26: no faster), each with rows 64-byte aligned and one float
 * off. Checks the variants bit for bit against the first.
 *
 * clock: the cores' clock while 1, 2, 4, ... all threads run at once (the
 * machine's counters cannot be read in its VM): a chain of dependent
 * integer additions, one a cycle, alone and beside independent 512-bit
 * additions (the clock AVX-512 work runs at), so that a loop's G
 * cell-updates/s a thread can be read as cells a cycle.
 */
#include "backend.h"
#include "grid.h"
#include "host.h"
#include "timer.h"

#include "clones.h"
#include "omp_compat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define LAB_AVX512 1 /* the AVX-512 experiments below (span4_alignr, clock), run where the CPU has it */
#endif

/* Whether the AVX-512 experiments can run here. */
static bool have_avx512(void)
{
#ifdef LAB_AVX512
    return __builtin_cpu_supports("avx512f");
#else
    return false;
#endif
}

/* The tutorial's expression with w + e of each row kept: pair_up and
 * pair_mid are up's and mid's (j-1) + (j+1), made when each was the row
 * below; pair_down gets down's for the next rows. The same additions in
 * the same order: the same bits as cpu_stencil_span. */
static VECTOR_CLONES void span_pairs(float *restrict out, float *restrict pair_down, const float *restrict pair_up,
                                     const float *restrict pair_mid, const float *restrict up,
                                     const float *restrict mid, const float *restrict down, int64_t count,
                                     struct stencil coef)
{
    const float a = coef.a, b = coef.b, c = coef.c;
    for (int64_t j = 0; j < count; ++j) {
        const float pair = down[j - 1] + down[j + 1];
        out[j] = a * (pair_up[j] + down[j - 1] + down[j + 1]) + b * (pair_mid[j] + up[j] + down[j]) + c * mid[j];
        pair_down[j] = pair;
    }
}

#ifdef LAB_AVX512
/* cpu_stencil_span4 written for AVX-512 with one load a row and vector:
 * each row's j - 1 and j + 1 vectors made from its j vectors by valignd
 * (the compiler's loop loads all three, two of them across cache lines).
 * The same operations in the same order: the same bits. */
__attribute__((target("avx512f"))) static void span4_alignr(float *restrict out0, float *restrict out1,
                                                             float *restrict out2, float *restrict out3,
                                                             const float *const in[6], int64_t count,
                                                             struct stencil coef)
{
    const __m512 a = _mm512_set1_ps(coef.a), b = _mm512_set1_ps(coef.b), c = _mm512_set1_ps(coef.c);
    float *const out[4] = {out0, out1, out2, out3};
    __m512 L[6], C[6], R[6], N[6];
    /* a row's elements -1 .. count are there; C holds j .. j+15, L j-1 .., N j+16 .. */
    const __mmask16 first = count + 1 >= 16 ? 0xFFFF : (__mmask16)((1u << (count + 1)) - 1);
    for (int r = 0; r < 6; ++r) {
        L[r] = _mm512_maskz_loadu_ps(first, in[r] - 1);
        C[r] = _mm512_maskz_loadu_ps(first, in[r]);
    }
    for (int64_t j = 0; j < count; j += 16) {
        const int64_t next = count + 1 - (j + 16); /* elements of the row left from j + 16 */
        const __mmask16 more = next >= 16 ? 0xFFFF : next > 0 ? (__mmask16)((1u << next) - 1) : 0;
        for (int r = 0; r < 6; ++r) {
            N[r] = more == 0xFFFF ? _mm512_loadu_ps(in[r] + j + 16) : _mm512_maskz_loadu_ps(more, in[r] + j + 16);
            R[r] = _mm512_castsi512_ps(
                _mm512_alignr_epi32(_mm512_castps_si512(N[r]), _mm512_castps_si512(C[r]), 1));
        }
        __m512 we[6];
        for (int r = 0; r < 5; ++r)
            we[r] = _mm512_add_ps(L[r], R[r]);
        for (int k = 0; k < 4; ++k) {
            const __m512 diagonal = _mm512_add_ps(_mm512_add_ps(we[k], L[k + 2]), R[k + 2]);
            const __m512 edge = _mm512_add_ps(_mm512_add_ps(we[k + 1], C[k]), C[k + 2]);
            const __m512 v = _mm512_add_ps(_mm512_add_ps(_mm512_mul_ps(a, diagonal), _mm512_mul_ps(b, edge)),
                                           _mm512_mul_ps(c, C[k + 1]));
            if (j + 16 <= count)
                _mm512_storeu_ps(out[k] + j, v);
            else
                _mm512_mask_storeu_ps(out[k] + j, (__mmask16)((1u << (count - j)) - 1), v);
        }
        for (int r = 0; r < 6; ++r) {
            L[r] = _mm512_castsi512_ps(
                _mm512_alignr_epi32(_mm512_castps_si512(N[r]), _mm512_castps_si512(C[r]), 15));
            C[r] = N[r];
        }
    }
}
#endif

enum span_variant { SPAN_ONE, SPAN_PAIRS, SPAN_FOUR, SPAN_ALIGNR, SPAN_VARIANTS };
static const char *const span_names[SPAN_VARIANTS] = {"cpu_stencil_span", "w + e kept", "cpu_stencil_span4",
                                                      "span4, AVX-512 valignd"};

/* G cell-updates/s of `passes` row sweeps over rows of `width` in L1, by
 * `threads` threads each with its own rows, the rows `offset` floats past
 * a 64-byte boundary, by one of the variants; `checked` gets the last four
 * rows made (thread 0's). */
static double span_rate(int64_t width, long passes, int threads, int offset, enum span_variant variant, float *checked)
{
    const struct stencil coef = TUTORIAL_STENCIL;
    const int64_t stride = (width + 2 + 16 + 15) / 16 * 16;
    double seconds = 0;
#pragma omp parallel num_threads(threads) reduction(max : seconds)
    {
        float *rows = aligned_alloc(64, (size_t)stride * 16 * sizeof(float));
        for (int64_t k = 0; k < stride * 16; ++k)
            rows[k] = (float)((k * 2654435761u) % 1000) / 1000.0f;
        float *row[6], *pair[6], *out[4]; /* pair[r]: row r's w + e */
        for (int r = 0; r < 6; ++r) /* column 0 at [-1] */
            row[r] = rows + r * stride + offset + 1;
        for (int r = 0; r < 6; ++r)
            pair[r] = rows + (6 + r) * stride + offset + 1;
        for (int r = 0; r < 4; ++r)
            out[r] = rows + (12 + r) * stride + offset + 1;
        /* the same four rows made, from rows 0..5, by every variant */
        for (int r = 0; r < 2; ++r)
            for (int64_t j = 0; j < width; ++j)
                pair[r][j] = row[r][j - 1] + row[r][j + 1];
        const double start = wall_seconds();
        for (long p = 0; p < passes; p += 4) {
#ifdef LAB_AVX512
            if (variant == SPAN_ALIGNR) {
                const float *const in[6] = {row[0], row[1], row[2], row[3], row[4], row[5]};
                span4_alignr(out[0], out[1], out[2], out[3], in, width, coef);
                continue;
            }
#endif
            if (variant == SPAN_FOUR) {
                cpu_stencil_span4(out[0], out[1], out[2], out[3], row[0], row[1], row[2], row[3], row[4], row[5],
                                  width, coef);
                continue;
            }
            for (int i = 0; i < 4; ++i) {
                if (variant == SPAN_PAIRS) /* rows i and i + 1's pairs made before, row i + 2's now */
                    span_pairs(out[i], pair[i + 2], pair[i], pair[i + 1], row[i], row[i + 1], row[i + 2], width,
                               coef);
                else
                    cpu_stencil_span(out[i], row[i], row[i + 1], row[i + 2], width, coef);
            }
        }
        seconds = wall_seconds() - start;
        if (checked && omp_get_thread_num() == 0)
            for (int r = 0; r < 4; ++r)
                memcpy(checked + r * width, out[r], (size_t)width * sizeof(float));
        free(rows);
    }
    return (double)width * (double)(passes / 4 * 4) * threads / seconds / 1e9;
}

static int span_lab(int64_t width, long passes)
{
    const int all = omp_get_max_threads();
    float *made[SPAN_VARIANTS];
    for (int v = 0; v < SPAN_VARIANTS; ++v)
        made[v] = malloc(4 * (size_t)width * sizeof(float));
    printf("the in-cache loop: rows of %lld in L1, %ld rows made; G cell-updates/s (1 thread | %d threads)\n",
           (long long)width, passes, all);
    int different = 0;
    for (int offset = 0; offset <= 1; ++offset) {
        for (int v = 0; v < SPAN_VARIANTS; ++v) {
            if (v == SPAN_ALIGNR && !have_avx512()) { /* left out, and its rows are the first's */
                memcpy(made[v], made[0], 4 * (size_t)width * sizeof(float));
                continue;
            }
            const double one = span_rate(width, passes, 1, offset, v, made[v]);
            const double many = span_rate(width, passes, all, offset, v, NULL);
            char name[64];
            snprintf(name, sizeof name, "%s, rows %s", span_names[v], offset ? "one float off" : "64-byte aligned");
            printf("  %-44s %8.2f | %8.2f\n", name, one, many);
        }
        /* the variants made the same rows from the same rows: the same bits */
        for (int v = 1; v < SPAN_VARIANTS; ++v)
            different |= memcmp(made[0], made[v], 4 * (size_t)width * sizeof(float)) != 0;
    }
    printf("%s\n", different ? "DIFFERENT BITS" : "bit-identical");
    for (int v = 0; v < SPAN_VARIANTS; ++v)
        free(made[v]);
    return different;
}

#ifdef LAB_AVX512
/* Cycles of a chain of `iterations` x 8 dependent additions (one a cycle),
 * with 8 independent chains of 512-bit additions beside it when `wide`
 * (4 cycles of two ports' work an iteration: the chain stays the bound). */
__attribute__((target("avx512f"))) static double chain_seconds(long iterations, int wide)
{
    uint64_t r = 0, step = (uint64_t)iterations | 1;
    __m512 v[8], one = _mm512_set1_ps(1e-30f);
    for (int k = 0; k < 8; ++k)
        v[k] = _mm512_setzero_ps();
    const double start = wall_seconds();
    for (long i = 0; i < iterations; ++i) {
        /* a register's value, not an immediate: this core's renamer folds
           immediate additions, several a cycle */
        __asm__ volatile("add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\t"
                         "add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0"
                         : "+r"(r)
                         : "r"(step));
        if (wide)
            for (int k = 0; k < 8; ++k)
                v[k] = _mm512_add_ps(v[k], one);
    }
    const double seconds = wall_seconds() - start;
    float sink[16];
    _mm512_storeu_ps(sink, v[0]);
    __asm__ volatile("" : : "r"(r), "m"(sink)); /* the chains are used */
    return seconds;
}

#endif

static int clock_lab(double seconds)
{
    if (!have_avx512()) {
        printf("clock: needs AVX-512 (x86-64, GCC)\n");
        return 0;
    }
#ifdef LAB_AVX512
    const long iterations = (long)(seconds * 2e9 / 8); /* about `seconds` at 2 GHz */
    printf("the cores' clock, GHz (8 x %ld dependent integer additions a thread; min / mean / max over the threads)\n",
           iterations);
    const int all = omp_get_max_threads();
    for (int threads = 1;; threads = threads * 2 < all ? threads * 2 : all) {
        for (int wide = 0; wide <= 1; ++wide) {
            double low = 1e9, high = 0, sum = 0;
#pragma omp parallel num_threads(threads) reduction(min : low) reduction(max : high) reduction(+ : sum)
            {
                const double ghz = 8.0 * (double)iterations / chain_seconds(iterations, wide) / 1e9;
                low = ghz, high = ghz, sum = ghz;
            }
            printf("  %2d threads, %-32s %5.2f / %5.2f / %5.2f\n", threads,
                   wide ? "beside 512-bit additions" : "integer chain alone", low, sum / threads, high);
        }
        if (threads == all)
            break;
    }
#else
    (void)seconds;
#endif
    return 0;
}

/* "a,b,c" into out (at most 16 positive numbers); 0 if it is not that. */
static size_t parse_list(const char *text, int64_t out[16])
{
    size_t count = 0;
    char *end;
    for (const char *p = text; *p && count < 16; p = end + (*end == ',')) {
        out[count] = strtoll(p, &end, 10);
        if (end == p || out[count] < 1 || (*end && *end != ','))
            return 0;
        ++count;
    }
    return count;
}

static int by_value(const void *p, const void *q)
{
    const double a = *(const double *)p, b = *(const double *)q;
    return (a > b) - (a < b);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "span") == 0)
        return span_lab(argc > 2 ? atoll(argv[2]) : 1024, argc > 3 ? atol(argv[3]) : 200000);
    if (argc > 1 && strcmp(argv[1], "clock") == 0)
        return clock_lab(argc > 2 ? atof(argv[2]) : 0.5);
    const int64_t n = argc > 1 ? atoll(argv[1]) : 16384;
    const int sweeps = argc > 2 ? atoi(argv[2]) : 32, reps = argc > 3 ? atoi(argv[3]) : 3;
    if (n < 1 || sweeps < 1 || reps < 1 || reps > 100) {
        fprintf(stderr, "usage: cpu-lab [n >= 1] [K >= 1] [repetitions 1..100] [tiles,...] [depths,...]\n");
        return 2;
    }
    int64_t tiles[16] = {128, 256, 512, 1024, 4096, n};
    int depths[16] = {2, 4, 6, 8, 10, 12, 16};
    size_t tile_count = 6, depth_count = 7;
    if (argc > 4) /* tiles chosen: a comma-separated list */
        tile_count = parse_list(argv[4], tiles);
    if (argc > 5) {
        int64_t wanted[16];
        depth_count = parse_list(argv[5], wanted);
        for (size_t d = 0; d < depth_count; ++d)
            depths[d] = (int)wanted[d];
    }
    for (size_t d = 0; d < depth_count; ++d)
        if (depths[d] < 1 || depths[d] > TEMPORAL_DEPTH_MAX) {
            fprintf(stderr, "cpu-lab: depth %d: 1..%d\n", depths[d], TEMPORAL_DEPTH_MAX);
            return 2;
        }
    if (!tile_count || !depth_count) {
        fprintf(stderr, "cpu-lab: tiles and depths: comma-separated lists of at most 16 positive numbers\n");
        return 2;
    }
    const struct stencil coef = TUTORIAL_STENCIL;
    const size_t count = grid_elements(n, n);
    float *x = grid_alloc(count, "x"), *want = grid_alloc(count, "y"), *y = grid_alloc(count, "y");
    grid_init_counter(x, count, 0, 1);
    const double cells = (double)n * (double)n * sweeps;
    double times[100], one_a_pass = 0;
    for (int r = 0; r <= reps; ++r) { /* the first a warm-up */
        const double start = wall_seconds();
        cpu_sweeps(want, x, n, n, coef, sweeps, 1, CPU_TILE_AUTO, 0, NULL);
        if (r)
            times[r - 1] = wall_seconds() - start;
    }
    qsort(times, (size_t)reps, sizeof *times, by_value);
    one_a_pass = times[reps / 2];
    printf("n = %lld, K = %d, median of %d: one sweep a pass %.4f s, %.1f GCells/s\n", (long long)n, sweeps, reps,
           one_a_pass, cells / one_a_pass / 1e9);
    double best = 1e300;
    int64_t best_tile = 0;
    int best_depth = 0;
    for (size_t t = 0; t < tile_count; ++t)
        for (size_t d = 0; d < depth_count; ++d) {
            for (int r = 0; r <= reps; ++r) {
                grid_copy_ghost(y, x, n, n, true, true);
                const double start = wall_seconds();
                cpu_temporal_sweeps(y, x, n, n, coef, sweeps, depths[d], tiles[t], 0, NULL);
                if (r)
                    times[r - 1] = wall_seconds() - start;
            }
            qsort(times, (size_t)reps, sizeof *times, by_value);
            const double s = times[reps / 2];
            grid_copy_ghost(want, x, n, n, true, true);
            const int same = memcmp(want, y, count * sizeof *y) == 0;
            printf("tile %6lld depth %2d: %.4f s %7.1f GCells/s %5.2fx one a pass%s\n", (long long)tiles[t],
                   depths[d], s, cells / s / 1e9, one_a_pass / s, same ? "" : "  DIFFERENT BITS");
            if (s < best)
                best = s, best_tile = tiles[t], best_depth = depths[d];
            if (!same)
                return 1;
        }
    printf("best: tile %lld depth %d, %.1f GCells/s, %.2fx one sweep a pass\n", (long long)best_tile, best_depth,
           cells / best / 1e9, one_a_pass / best);
    grid_free(x);
    grid_free(y);
    grid_free(want);
    return 0;
}

/*
 * cpu-lab.c - the lab behind the host's temporal blocking (cpu_temporal.c):
 * times K sweeps of an n x n grid one sweep a pass (cpu_sweeps, depth 1)
 * and blocked at each depth and tile width, all threads, checking each
 * result bit for bit against the one-a-pass one.
 *
 *   make lab && build/lab/cpu-lab [n=16384] [K=32] [repetitions=3] [tiles=128,...,n] [depths=2,...,16]
 *   build/lab/cpu-lab span [width=1024] [rows=200000]
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
 * loads a cell; temporal blocking's loop), each with rows 64-byte aligned
 * and one float off. Checks the variants bit for bit against the first.
 */
#include "backend.h"
#include "grid.h"
#include "timer.h"

#include "clones.h"
#include "omp_compat.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

enum span_variant { SPAN_ONE, SPAN_PAIRS, SPAN_FOUR, SPAN_VARIANTS };
static const char *const span_names[SPAN_VARIANTS] = {"cpu_stencil_span", "w + e kept", "cpu_stencil_span4"};

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

/*
 * cpu-lab.c - the lab behind the host's temporal blocking (cpu_temporal.c):
 * times K sweeps of an n x n grid one sweep a pass (cpu_sweeps, depth 1)
 * and blocked at each depth and tile width, all threads, checking each
 * result bit for bit against the one-a-pass one.
 *
 *   make lab && build/lab/cpu-lab [n=16384] [K=32] [repetitions=3]
 *
 * Prints one line per (tile, depth): median seconds, G cell-updates/s and
 * the speed-up over one sweep a pass; the best last.
 */
#include "backend.h"
#include "grid.h"
#include "timer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_value(const void *p, const void *q)
{
    const double a = *(const double *)p, b = *(const double *)q;
    return (a > b) - (a < b);
}

int main(int argc, char **argv)
{
    const int64_t n = argc > 1 ? atoll(argv[1]) : 16384;
    const int sweeps = argc > 2 ? atoi(argv[2]) : 32, reps = argc > 3 ? atoi(argv[3]) : 3;
    if (n < 1 || sweeps < 1 || reps < 1 || reps > 100) {
        fprintf(stderr, "usage: cpu-lab [n >= 1] [K >= 1] [repetitions 1..100]\n");
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
        cpu_sweeps(want, x, n, n, coef, sweeps, 1, 0, NULL);
        if (r)
            times[r - 1] = wall_seconds() - start;
    }
    qsort(times, (size_t)reps, sizeof *times, by_value);
    one_a_pass = times[reps / 2];
    printf("n = %lld, K = %d, median of %d: one sweep a pass %.4f s, %.1f GCells/s\n", (long long)n, sweeps, reps,
           one_a_pass, cells / one_a_pass / 1e9);
    const int64_t tiles[] = {128, 256, 512, 1024, 4096, n};
    const int depths[] = {2, 4, 6, 8, 10, 12, 16};
    double best = 1e300;
    int64_t best_tile = 0;
    int best_depth = 0;
    for (size_t t = 0; t < sizeof tiles / sizeof *tiles; ++t)
        for (size_t d = 0; d < sizeof depths / sizeof *depths; ++d) {
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

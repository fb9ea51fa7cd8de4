/*
 * host/cpu.c - the cpu backend: the tutorial's serial smooth() loop,
 * shared among OpenMP threads by rows. It is the bit-exact reference every
 * GPU backend is tested against, so the expression below keeps the
 * tutorial's order and the build keeps -ffp-contract=off (no FMA).
 *
 *   ./smooth -n 4096 -kernel cpu -threads 1     # the serial reference
 *   ./smooth -n 4096 -kernel cpu                # all cores
 *   ./smooth -n 4096 -kernel cpu -iterations 100
 *
 * K sweeps use y alone: the first smooths x into y, each later one smooths
 * y in place (cpu_sweep_in_place), so x stays as it was, for -repeat and
 * -verify, and no third array is needed; D sweeps a pass (the plan's) go
 * to host/temporal.c. The expression itself is host/stencil.c's.
 */
#include "backend.h"
#include "check.h"
#include "clones.h"
#include "grid.h"
#include "host.h"
#include "labels.h"
#include "omp_compat.h"
#include "parallel.h"
#include "progress.h"
#include "timeline.h"

#include <stdlib.h>
#include <string.h>

/*
 * A later sweep of the field in y (rows 1..rows), in place, its edge rows
 * swapped with the neighbouring parts' (MPI) while the inner rows are
 * smoothed: the old rows 1, 2, rows-1 and rows are kept in `saved` (four
 * rows); rows 1 and rows go to the neighbours as theirs arrive in y's
 * ghost rows; rows 2..rows-1 are smoothed meanwhile; then rows 1 and rows
 * from the kept rows and the arrived ones. Without neighbours the swap is
 * empty and the result the same: one path for every process.
 */
static void sweep_swapping_edges(float *y, int64_t rows, int64_t cols, struct stencil coef, int threads,
                                 const struct decomposition *part, float *saved)
{
    const int64_t stride = cols + 2;
    const int64_t keep[4] = {1, 2, rows - 1, rows};
    const float *old[4] = {NULL, NULL, NULL, NULL}; /* old row keep[r], if it is one of mine */
    for (int r = 0; r < 4; ++r)
        if (keep[r] >= 1 && keep[r] <= rows) {
            memcpy(saved + r * stride, y + keep[r] * stride, (size_t)stride * sizeof(float));
            old[r] = saved + r * stride;
        }
    par_swap_begin(old[0], old[3], y, y + (rows + 1) * stride, part);
    cpu_sweep_in_place(y, 2, rows, cols, coef, threads);
    par_swap_end();
    const float *ghost_above = y, *ghost_below = y + (rows + 1) * stride;
    cpu_stencil_row(y + stride, ghost_above, old[0], rows > 1 ? old[1] : ghost_below, cols, coef);
    if (rows > 1)
        cpu_stencil_row(y + rows * stride, old[2], old[3], ghost_below, cols, coef);
}

static void swap_with_ranks(void *part, const float *first, const float *last, float *above, float *below, int d)
{
    par_swap_rows(first, last, above, below, d, (const struct decomposition *)part);
}

struct halo_swap halo_swap_mpi(const struct decomposition *part)
{
    if (!part) /* the whole grid */
        return (struct halo_swap){true, true, NULL, NULL};
    return (struct halo_swap){part->top, part->bottom, swap_with_ranks, (void *)part};
}

void cpu_sweeps(float *y, const float *x, int64_t rows, int64_t cols, struct stencil coef, int sweeps, int depth,
                int64_t tile, int threads, const struct decomposition *part)
{
    grid_copy_ghost(y, x, rows, cols, true, true); /* the boundary every later sweep reads */
    if (depth > 1) {
        const struct halo_swap halo = halo_swap_mpi(part);
        cpu_temporal_sweeps(y, x, rows, cols, coef, sweeps, depth, tile, threads, &halo);
        return;
    }
    cpu_stencil_rows(y, x, cols, 1, rows + 1, coef, threads);
    if (sweeps == 1)
        return;
    float *saved = mallocCheck(4 * (size_t)(cols + 2) * sizeof(float), "the edge rows");
    struct progress bar;
    progress_begin(&bar, "Smooth: sweeps");
    for (int sweep = 2; sweep <= sweeps; ++sweep) {
        sweep_swapping_edges(y, rows, cols, coef, threads, part, saved);
        progress_update(&bar, (double)sweep / sweeps);
    }
    progress_end(&bar);
    free(saved);
}

void cpu_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    (void)state;
    double start = wall_seconds();
    const int depth = job->plan->pass;
    const struct halo_swap halo = halo_swap_mpi(job->part);
    job_temporal(result, depth,
                 cpu_temporal_redundancy(job->rows, job->cols, depth, job->plan->tile,
                                         job->threads > 0 ? job->threads : omp_threads_available(), &halo),
                 "pass");
    timer_start(t, LABEL_CPU_SMOOTH);
    cpu_sweeps(job->h_y, job->h_x, job->rows, job->cols, job->stencil, job->plan->sweeps, depth, job->plan->tile,
               job->threads, job->part);
    if (result->timeline)
        timeline_add(result->timeline, "cpu", "smooth", 0, -1, 0.0, 1e3 * (wall_seconds() - start));
    /* The compulsory traffic, as for the GPU kernels: 9 reads per element
       are served mostly by cache. */
    timer_stop_bytes(t, job->plan->sweeps * sweep_bytes(job->rows, job->cols));
}

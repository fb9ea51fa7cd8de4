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
 * -verify, and no third array is needed; under MPI each later sweep runs
 * around the swap of the edge rows (exchange.h's one loop); D sweeps a
 * pass (the plan's) go to host/temporal.c. The expression itself is
 * host/stencil.c's.
 */
#include "backend.h"
#include "check.h"
#include "clones.h"
#include "exchange.h"
#include "grid.h"
#include "host.h"
#include "labels.h"
#include "progress.h"
#include "timeline.h"

#include <stdlib.h>
#include <string.h>

/* A later sweep of the field in y (rows 1..rows) in place, as two parts
 * around the edge-row swap: the old rows 1, 2, rows-1 and rows are kept
 * first (`old`, in `saved`); rows 1 and rows go to the neighbours as
 * theirs arrive in y's ghost rows; rows 2..rows-1 are smoothed meanwhile;
 * then rows 1 and rows from the kept rows and the arrived ones. Without
 * neighbours the swap is empty and the result the same: one path for
 * every process. */
struct in_place {
    float *y;
    int64_t rows, cols;
    struct stencil coef;
    int threads;
    const float *old[4]; /* old row 1, 2, rows-1, rows, where it is one of mine */
};

static void inner_rows(void *work, struct CUstream_st *stream)
{
    (void)stream;
    const struct in_place *w = (const struct in_place *)work;
    cpu_sweep_in_place(w->y, 2, w->rows, w->cols, w->coef, w->threads);
}

static void edge_rows(void *work, struct CUstream_st *stream)
{
    (void)stream;
    const struct in_place *w = (const struct in_place *)work;
    const int64_t stride = w->cols + 2, rows = w->rows;
    const float *ghost_above = w->y, *ghost_below = w->y + (rows + 1) * stride;
    cpu_stencil_row(w->y + stride, ghost_above, w->old[0], rows > 1 ? w->old[1] : ghost_below, w->cols, w->coef);
    if (rows > 1)
        cpu_stencil_row(w->y + rows * stride, w->old[2], w->old[3], ghost_below, w->cols, w->coef);
}

static void sweep_in_place(struct in_place *w, struct exchange *ex, float *saved)
{
    const int64_t stride = w->cols + 2, rows = w->rows;
    const int64_t keep[4] = {1, 2, rows - 1, rows};
    for (int r = 0; r < 4; ++r) {
        w->old[r] = NULL;
        if (keep[r] >= 1 && keep[r] <= rows) {
            memcpy(saved + r * stride, w->y + keep[r] * stride, (size_t)stride * sizeof(float));
            w->old[r] = saved + r * stride;
        }
    }
    const struct exchange_at at = {w->old[0], w->old[3], w->y, w->y + (rows + 1) * stride, NULL, NULL};
    const struct sweep_parts parts = {inner_rows, edge_rows, w};
    exchange_sweep(ex, &at, 1, &parts);
}

void cpu_sweeps(float *y, const float *x, int64_t rows, int64_t cols, struct stencil coef, int sweeps, int depth,
                int64_t tile, int threads, struct exchange *ex)
{
    grid_copy_ghost(y, x, rows, cols, true, true); /* the boundary every later sweep reads */
    if (depth > 1) {
        cpu_temporal_sweeps(y, x, rows, cols, coef, sweeps, depth, tile, threads, ex);
        return;
    }
    cpu_stencil_rows(y, x, cols, 1, rows + 1, coef, threads);
    if (sweeps == 1)
        return;
    float *saved = mallocCheck(4 * (size_t)(cols + 2) * sizeof(float), "the edge rows");
    struct in_place w = {y, rows, cols, coef, threads, {NULL, NULL, NULL, NULL}};
    struct progress bar;
    progress_begin(&bar, "Smooth: sweeps");
    for (int sweep = 2; sweep <= sweeps; ++sweep) {
        sweep_in_place(&w, ex, saved);
        progress_update(&bar, (double)sweep / sweeps);
    }
    progress_end(&bar);
    free(saved);
}

void cpu_reference(float *ref, const struct job *job)
{
    struct exchange *ex = exchange_open_host(job->plan, job->part, job->cols, 1);
    cpu_sweeps(ref, job->h_x, job->rows, job->cols, job->stencil, job->plan->sweeps, 1, CPU_TILE_AUTO, 1, ex);
    exchange_close(ex);
}

static void cpu_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    (void)state;
    double start = wall_seconds();
    const int depth = job->plan->pass;
    struct exchange *ex = exchange_open_host(job->plan, job->part, job->cols, depth);
    job_temporal(result, depth,
                 cpu_temporal_redundancy(job->rows, job->cols, depth, job->plan->tile,
                                         job->plan->threads,
                                         ex && ex->up, ex && ex->down),
                 "pass");
    timer_start(t, LABEL_CPU_SMOOTH);
    cpu_sweeps(job->h_y, job->h_x, job->rows, job->cols, job->stencil, job->plan->sweeps, depth, job->plan->tile,
               job->plan->threads, ex);
    if (result->timeline)
        timeline_add(result->timeline, "cpu", "smooth", 0, -1, 0.0, 1e3 * (wall_seconds() - start));
    /* The compulsory traffic, as for the GPU kernels: 9 reads per element
       are served mostly by cache. */
    timer_stop_bytes(t, job->plan->sweeps * sweep_bytes(job->rows, job->cols));
    exchange_account(ex, t);
    exchange_close(ex);
}

const struct mode_ops host_mode = {"host", NULL, cpu_run, NULL};

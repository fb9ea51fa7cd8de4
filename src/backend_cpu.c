/*
 * backend_cpu.c - the cpu backend: the tutorial's serial smooth() loop,
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
 * -verify, and no third array is needed.
 */
#include "backend.h"
#include "check.h"
#include "clones.h"
#include "grid.h"
#include "labels.h"
#include "omp_compat.h"
#include "parallel.h"
#include "progress.h"
#include "timeline.h"

#include <stdlib.h>
#include <string.h>

/* `count` elements of a row of y, out[0..count), from the rows above, at
 * and below it in x (up, mid, down: the same columns; each is read one
 * element further either side): the tutorial's expression, in its order. */
VECTOR_CLONES void cpu_stencil_span(float *restrict out, const float *restrict up, const float *restrict mid,
                                    const float *restrict down, int64_t count, struct stencil k)
{
    const float a = k.a, b = k.b, c = k.c;
    for (int64_t j = 0; j < count; ++j)
        out[j] = a * (up[j - 1] + up[j + 1] + down[j - 1] + down[j + 1])
               + b * (mid[j - 1] + mid[j + 1] + up[j] + down[j])
               + c * mid[j];
}

/* A whole row's inner elements, columns 1..cols. */
static void stencil_row(float *out, const float *up, const float *mid, const float *down, int64_t cols,
                        struct stencil k)
{
    cpu_stencil_span(out + 1, up + 1, mid + 1, down + 1, cols, k);
}

static void stencil_rows(float *restrict y, const float *restrict x, int64_t cols,
                        int64_t row_begin, int64_t row_end, struct stencil k)
{
    const int64_t stride = cols + 2;
    for (int64_t i = row_begin; i < row_end; ++i)
        stencil_row(y + i * stride, x + (i - 1) * stride, x + i * stride, x + (i + 1) * stride, cols, k);
}

void cpu_stencil_rows(float *y, const float *x, int64_t cols, int64_t row_begin, int64_t row_end,
                      struct stencil k, int threads)
{
    if (threads != 1) {
#pragma omp parallel for schedule(static) num_threads(threads > 0 ? threads : omp_get_max_threads())
        for (int64_t i = row_begin; i < row_end; ++i)
            stencil_rows(y, x, cols, i, i + 1, k);
        return;
    }
    /* Serial: in chunks, so a long sweep can show progress on a terminal. */
    struct progress bar;
    progress_begin(&bar, "Smooth (serial)");
    const int64_t chunk = 64;
    for (int64_t i = row_begin; i < row_end; i += chunk) {
        stencil_rows(y, x, cols, i, i + chunk < row_end ? i + chunk : row_end, k);
        progress_update(&bar, (double)(i - row_begin) / (double)(row_end - row_begin));
    }
    progress_end(&bar);
}

/*
 * One more sweep of rows [lo, hi) of the field in y, in place: each thread
 * smooths its share of the rows top to bottom, keeping the old value of
 * the row above and of the row it is about to overwrite in two row
 * buffers. The rows just outside its share are copied before any thread
 * writes (the barrier), so every element reads the same old values a sweep
 * into a second array would: the same bits, with one array.
 */
void cpu_sweep_in_place(float *y, int64_t lo, int64_t hi, int64_t cols, struct stencil k, int threads)
{
    const int64_t stride = cols + 2;
    const size_t row_bytes = (size_t)stride * sizeof(float);
#pragma omp parallel num_threads(threads > 0 ? threads : omp_get_max_threads())
    {
        size_t first, end;
        thread_share((size_t)(hi > lo ? hi - lo : 0), &first, &end);
        const int64_t my_lo = lo + (int64_t)first, my_hi = lo + (int64_t)end;
        float *buffer = mallocCheck(4 * row_bytes, "a sweep's row buffers");
        float *above = buffer, *below = buffer + stride, *kept = buffer + 2 * stride, *old = buffer + 3 * stride;
        if (my_hi > my_lo) {
            memcpy(above, y + (my_lo - 1) * stride, row_bytes);
            memcpy(below, y + my_hi * stride, row_bytes);
        }
#pragma omp barrier
        for (int64_t i = my_lo; i < my_hi; ++i) {
            float *row = y + i * stride;
            memcpy(old, row, row_bytes); /* row i before this sweep */
            stencil_row(row, i == my_lo ? above : kept, old, i + 1 == my_hi ? below : row + stride, cols, k);
            float *swap = kept; /* old row i is the next row's row above */
            kept = old;
            old = swap;
        }
        free(buffer);
    }
}

/*
 * A later sweep of the field in y (rows 1..rows), in place, its edge rows
 * swapped with the neighbouring parts' (MPI) while the inner rows are
 * smoothed: the old rows 1, 2, rows-1 and rows are kept in `saved` (four
 * rows); rows 1 and rows go to the neighbours as theirs arrive in y's
 * ghost rows; rows 2..rows-1 are smoothed meanwhile; then rows 1 and rows
 * from the kept rows and the arrived ones. Without neighbours the swap is
 * empty and the result the same: one path for every process.
 */
static void sweep_swapping_edges(float *y, int64_t rows, int64_t cols, struct stencil k, int threads,
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
    cpu_sweep_in_place(y, 2, rows, cols, k, threads);
    par_swap_end();
    const float *ghost_above = y, *ghost_below = y + (rows + 1) * stride;
    stencil_row(y + stride, ghost_above, old[0], rows > 1 ? old[1] : ghost_below, cols, k);
    if (rows > 1)
        stencil_row(y + rows * stride, old[2], old[3], ghost_below, cols, k);
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

void cpu_sweeps(float *y, const float *x, int64_t rows, int64_t cols, struct stencil k, int sweeps, int depth,
                int threads, const struct decomposition *part)
{
    grid_copy_ghost(y, x, rows, cols, true, true); /* the boundary every later sweep reads */
    if (depth > 1) {
        const struct halo_swap halo = halo_swap_mpi(part);
        cpu_temporal_sweeps(y, x, rows, cols, k, sweeps, depth, CPU_TILE, threads, &halo);
        return;
    }
    cpu_stencil_rows(y, x, cols, 1, rows + 1, k, threads);
    if (sweeps == 1)
        return;
    float *saved = mallocCheck(4 * (size_t)(cols + 2) * sizeof(float), "the edge rows");
    struct progress bar;
    progress_begin(&bar, "Smooth: sweeps");
    for (int sweep = 2; sweep <= sweeps; ++sweep) {
        sweep_swapping_edges(y, rows, cols, k, threads, part, saved);
        progress_update(&bar, (double)sweep / sweeps);
    }
    progress_end(&bar);
    free(saved);
}

void cpu_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    (void)state;
    double start = wall_seconds();
    const int depth = job_depth(job, cpu_depth_auto(job->sweeps));
    const struct halo_swap halo = halo_swap_mpi(job->part);
    job_temporal(result, depth,
                 cpu_temporal_redundancy(job->rows, job->cols, depth, CPU_TILE,
                                         job->threads > 0 ? job->threads : omp_threads_available(), &halo),
                 "pass");
    timer_start(t, LABEL_CPU_SMOOTH);
    cpu_sweeps(job->h_y, job->h_x, job->rows, job->cols, job->k, job->sweeps, depth, job->threads, job->part);
    if (result->timeline)
        timeline_add(result->timeline, "cpu", "smooth", 0, -1, 0.0, 1e3 * (wall_seconds() - start));
    /* The compulsory traffic, as for the GPU kernels: 9 reads per element
       are served mostly by cache. */
    timer_stop_bytes(t, job->sweeps * sweep_bytes(job->rows, job->cols));
}

/*
 * backend_cpu.c - the cpu backend: the tutorial's serial smooth() loop,
 * shared among OpenMP threads by rows. It is the bit-exact reference every
 * GPU backend is tested against, so the expression below keeps the
 * tutorial's order and the build keeps -ffp-contract=off (no FMA).
 *
 *   ./smooth -n 4096 -kernel cpu -threads 1     # the serial reference
 *   ./smooth -n 4096 -kernel cpu                # all cores
 */
#include "backend.h"
#include "labels.h"
#include "omp_compat.h"
#include "progress.h"
#include "timeline.h"

static void stencil_rows(float *restrict y, const float *restrict x, int64_t cols,
                        int64_t row_begin, int64_t row_end, struct stencil k)
{
    const int64_t stride = cols + 2;
    const float a = k.a, b = k.b, c = k.c;
    for (int64_t i = row_begin; i < row_end; ++i) {
        const float *restrict up = x + (i - 1) * stride;
        const float *restrict mid = x + i * stride;
        const float *restrict down = x + (i + 1) * stride;
        float *restrict out = y + i * stride;
        for (int64_t j = 1; j <= cols; ++j)
            out[j] = a * (up[j - 1] + up[j + 1] + down[j - 1] + down[j + 1])
                   + b * (mid[j - 1] + mid[j + 1] + up[j] + down[j])
                   + c * mid[j];
    }
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

void cpu_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    (void)state;
    double start = wall_seconds();
    timer_start(t, LABEL_CPU_SMOOTH);
    cpu_stencil_rows(job->h_y, job->h_x, job->cols, 1, job->rows + 1, job->k, job->threads);
    if (result->timeline)
        timeline_add(result->timeline, "cpu", "smooth", 0, -1, 0.0, 1e3 * (wall_seconds() - start));
    /* The compulsory traffic, as for the GPU kernels: 9 reads per element
       are served mostly by cache. */
    timer_stop_bytes(t, sweep_bytes(job->rows, job->cols));
}

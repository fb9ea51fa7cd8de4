/*
 * gpu/whole.cu - the whole-grid mode of the GPU backends (global, sh1,
 * sh16, sh18, opt), as in the tutorial's "Data Copy and Kernel Launch"
 * slide: x and y on the device, copy x in, launch, copy y out.
 *
 *   ./smooth -n 16384 -kernel opt -verify
 *   ./smooth -n 16384 -kernel opt -iterations 100     (x copied in once, 100 sweeps, y out)
 *
 * Copies go through a few small pinned buffers (staging.cuh) rather than
 * pinning the two host arrays, which cost more than the copies themselves
 * (docs/performance/run.md); y's rows are counted as they land. -pin off
 * copies straight from pageable memory, and main counts y afterwards.
 */
#include "backend.h"
#include "cuda_check.cuh"
#include "device_grid.cuh"
#include "gpu_sweeps.cuh"
#include "labels.h"
#include "nvtx.h"
#include "staging.cuh"
#include "temporal.cuh"
#include "timeline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EVENTS = 6 };

struct whole_grid {
    struct device_grid d_x, d_y;
    cudaStream_t stream;
    cudaEvent_t ev[EVENTS];
    struct exchange *exchange; /* MPI, K sweeps: edge rows to the neighbours between sweeps (or D rows
                                  every D sweeps); else NULL */
    int depth;              /* sweeps per launch (temporal blocking); 1: one at a time */
    struct staging stage; /* stage.region is NULL: pageable copies */
};

static void *whole_setup(const struct job *job, struct timer *t)
{
    const struct plan *plan = job->plan;
    const int64_t cols = job->cols;
    struct whole_grid *w = (struct whole_grid *)mallocCheck(sizeof *w, "the GPU backend's state");
    memset(w, 0, sizeof *w);
    w->exchange = exchange_open_device(plan, job->part, cols, plan->pass);
    w->depth = plan->launch;
    const int64_t rows = exchange_grid_rows(w->exchange, job->rows); /* D-deep halos: D - 1 rows each side more */
    timer_start(t, LABEL_GPU_ALLOC_X);
    device_grid_alloc(&w->d_x, rows, cols);
    timer_stop(t);
    timer_start(t, LABEL_GPU_ALLOC_Y);
    device_grid_alloc(&w->d_y, rows, cols);
    timer_stop(t);
    exchange_attach(w->exchange, &w->d_x, &w->d_y, plan);
    w->stream = cudaStreamLegacy; /* a stream of its own may cost a hardware queue, tens of ms there */
    for (int e = 0; e < EVENTS; ++e)
        w->ev[e] = event_new();
    if (plan->staged) {
        timer_start(t, LABEL_PIN_STAGING);
        staging_open(&w->stage, cols, plan->copy_threads, plan->copy_rows, w->stream);
        timer_stop(t);
    }
    return w;
}

/*
 * The job's sweeps on the device, after ev[2]: the first smooths d_x into
 * d_y, each later one the other way (so d_x is lost; the host keeps x),
 * `depth` at a time where the plan says so. For more than one, d_y first
 * gets x's ghost layer, which every sweep reads and none writes (under
 * MPI, the ghost rows between parts are the neighbours' edge rows, swapped
 * after each sweep but the last, or D of them before the first launch and
 * after each but the last); the last launch's target is poisoned
 * just before it (between ev[4] and ev[5]). Records ev[3] after the last;
 * returns the grid holding the result.
 */
static const struct device_grid *sweep(struct whole_grid *w, const struct job *job, const struct gpu_kernel *kernel)
{
    struct device_grid *from = &w->d_x, *to = &w->d_y;
    if (w->exchange && w->exchange->depth > 1) /* the neighbours' D rows of x each side, before any are read */
        exchange_swap_grid(w->exchange, &w->d_x, w->exchange->depth, w->stream);
    if (job->plan->sweeps > 1)
        device_grid_copy_ghost(&w->d_y, &w->d_x, w->stream);
    gpu_sweeps(&from, &to, job->plan->sweeps, kernel, job->stencil, w->depth, w->exchange, w->stream, job->plan->sweeps > 1, &w->ev[4]);
    exchange_finish(w->exchange, w->stream);
    cudaCheck(cudaEventRecord(w->ev[3], w->stream));
    return from;
}

static void whole_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    struct whole_grid *w = (struct whole_grid *)state;
    const struct gpu_kernel *kernel = gpu_kernel(job->kernel_id);
    const int64_t rows = job->rows, cols = job->cols;
    const bool staged = w->stage.region != NULL;
    if (staged)
        job_detail(result, "whole grid on one stream; copies staged by %d thread%s, each its own chunks of %lld rows "
                   "through 2 pinned buffers", w->stage.threads, w->stage.threads == 1 ? "" : "s",
                   (long long)w->stage.chunk_rows);
    else
        job_detail(result, "whole grid on one stream; pageable copies");
    temporal_detail(result, w->d_x.rows, rows, cols, w->depth, w->exchange != NULL);

    /* poison: an element the kernel does not write shows */
    cudaCheck(cudaEventRecord(w->ev[0], w->stream));
    cudaCheck(cudaMemsetAsync(w->d_y.data, 0xFF, gpu_grid_bytes(w->d_y.rows, cols), w->stream));
    cudaCheck(cudaEventRecord(w->ev[1], w->stream));
    const float poison = event_ms(w->ev[0], w->ev[1]);

    /* Each step ends before the next starts (the kernel needs all of x; the
       copy out all of y), so wall clocks time the host-driven copies. */
    const double copy_in = wall_seconds();
    double start = copy_in;
    nvtx_push(LABEL_COPY_IN);
    struct device_grid d_x = exchange_own(w->exchange, &w->d_x, rows);
    if (staged)
        staging_in(&w->stage, &d_x, job->h_x, 0, rows + 2);
    else
        copy_rows_in(&d_x, 0, rows + 2, job->h_x, w->stream);
    cudaCheck(cudaEventRecord(w->ev[2], w->stream));
    cudaCheck(cudaEventSynchronize(w->ev[2]));
    const double in = wall_seconds() - start;
    nvtx_pop();
    if (w->exchange) { /* the parts' sweeps start together: GPU: Smooth is theirs, not the copy-ins' skew */
        timer_start(t, LABEL_MPI_SWEEPS);
        par_barrier();
        timer_stop(t);
        cudaCheck(cudaEventRecord(w->ev[2], w->stream));
    }
    const double sweeps_ms = 1e3 * (wall_seconds() - copy_in); /* ev[2] on the timeline: the stream is idle */
    if (result->timeline)
        exchange_timeline(w->exchange, result->timeline, w->ev[2], sweeps_ms);

    nvtx_push(LABEL_GPU_SMOOTH);
    const struct device_grid d_final = exchange_own(w->exchange, sweep(w, job, kernel), rows);
    const float sweeps_and_poison = event_ms(w->ev[2], w->ev[3]); /* a kernel fault shows here */
    nvtx_pop();
    const float poison_last = job->plan->sweeps > 1 ? event_ms(w->ev[4], w->ev[5]) : 0;
    const float smooth = sweeps_and_poison - poison_last;

    /* y's ghost rows are the host's (the ghost-layer rule): only the inner
       rows, ghost columns included, come back. */
    double counting = 0;
    start = wall_seconds();
    nvtx_push(LABEL_COPY_OUT);
    if (staged) {
        result->below_y = staging_out(&w->stage, job->h_y, &d_final, 1, rows, job->threshold, &counting);
        result->counted_y = true;
    } else {
        copy_rows_out(job->h_y + (cols + 2), &d_final, 1, rows, w->stream);
        cudaCheck(cudaStreamSynchronize(w->stream));
    }
    const double out = wall_seconds() - start;
    nvtx_pop();

    const double row = (double)(cols + 2) * sizeof(float);
    timer_add(t, LABEL_GPU_POISON_Y, (poison + poison_last) / 1e3,
              (double)gpu_grid_bytes(rows, cols) * (job->plan->sweeps > 1 ? 2 : 1));
    timer_add(t, LABEL_COPY_IN, in, row * (double)(rows + 2));
    timer_add(t, LABEL_GPU_SMOOTH, smooth / 1e3, job->plan->sweeps * sweep_bytes(rows, cols));
    timer_add(t, LABEL_COPY_OUT, out, row * (double)rows);
    if (result->counted_y)
        timer_add(t, LABEL_COUNT_Y OVERLAPPED, counting, (double)rows * (double)cols * sizeof(float));
    if (w->exchange) {
        exchange_account(w->exchange, t);
        snprintf(result->edges, sizeof result->edges, "%s", w->exchange->why);
    }
    if (result->timeline) {
        const double ms_in = 1e3 * in, ms_out = 1e3 * out;
        timeline_add(result->timeline, "0", "copy-in", 0, -1, 0, ms_in);
        timeline_add(result->timeline, "0", "kernel", 0, -1, sweeps_ms, sweeps_ms + smooth);
        timeline_add(result->timeline, "0", "copy-out", 0, -1, sweeps_ms + smooth, sweeps_ms + smooth + ms_out);
    }
}

static void whole_teardown(void *state)
{
    struct whole_grid *w = (struct whole_grid *)state;
    staging_close(&w->stage);
    for (int e = 0; e < EVENTS; ++e)
        cudaCheck(cudaEventDestroy(w->ev[e]));
    device_grid_free(&w->d_x);
    device_grid_free(&w->d_y);
    exchange_close(w->exchange);
    free(w);
}

const struct mode_ops gpu_whole_mode = {"whole grid", whole_setup, whole_run, whole_teardown};

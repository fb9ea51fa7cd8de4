/*
 * gpu/pipeline.cu - the slab pipeline of the streams, ring and hybrid modes
 * (see gpu_pipeline.cuh), the tutorial's "Overlapping communication and
 * computation":
 *
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
 *   ./smooth -n 16384 -streams 4 -device-memory 512M      (the ring)
 *
 * When x and y fit in the device memory the run may use: one (pitched)
 * device array for x and one for y, the slabs being views of them, rather
 * than a buffer per slab, so each x row is copied in exactly once. The
 * price is a dependency: slab s's kernel reads rows lo_s-1 and lo_s, copied
 * by the slab before it, so it waits on that copy's event.
 *
 * When they do not fit: a ring of D device buffers (slabs.h says its
 * shape). Slab k uses buffer k mod D: its copy-in waits for slab k-D's
 * kernel (with P sweeps a pass, for its copy-out, which may read the x
 * buffer), its kernel for slab k-D's copy-out. Each slab copies its own halo
 * rows: 2 rows more per slab (1.3% more copied in at n = 110000, where a
 * 64 MiB slab is 152 rows; 0.4% at n = 16384); 2P with P sweeps a pass
 * (slabs of 8P rows: 25%). The host arrays are not
 * pinned: pinning 90 GiB costs more than the copies (docs/performance/blocking-host-ring-hybrid.md),
 * so copies are staged through pinned host buffers, one in and one out per
 * device buffer: the host copies slab k's x rows into its buffer, and
 * copies slab k-D's y rows out of its buffer (counting them) once they
 * land. The host's copies bound the sweep (host memory bandwidth); draining
 * on a second host thread, at the same time as staging in, was measured no
 * faster (docs/performance/streams-ring.md), so one thread does both, in turn.
 *
 * Timing: an operation's start event fires when its stream reaches it,
 * which may be long before an engine is free to run it (each direction's
 * copies run one at a time on the H100, the timelines show). So the report
 * takes as an operation's start the later of its event and the end of the
 * previous operation of the same kind: stage sums are each engine's busy
 * time, and the timeline shows when work ran, not when it waited. (Chaining
 * each engine's work with events would make the events exact, but on the
 * H100 it cost scheme 2 a quarter of its speed: docs/performance/streams-ring.md.)
 */
#include "gpu_pipeline.cuh"
#include "cuda_check.cuh"
#include "grid.h"
#include "labels.h"
#include "parallel.h"
#include "staging.cuh"
#include "temporal.cuh"
#include "timeline.h"

#include <stdlib.h>
#include <string.h>

/* --- opening: the ring, and each slab's operations ----------------------- */

/* Floats of pinned staging per ring buffer: a slab's x rows with their
 * halos in, its y rows out. */
static size_t staging_slot(const struct pipeline *p)
{
    return (size_t)(2 * p->ring.rows + 2 * p->pass) * (size_t)stride_of(p);
}

static void ring_open(struct pipeline *p, struct timer *t)
{
    struct ring *r = &p->ring;
    const int64_t cols = p->job->cols;
    r->d_x = (struct device_grid *)mallocCheck(r->buffers * sizeof *r->d_x, "the ring");
    r->d_y = (struct device_grid *)mallocCheck(r->buffers * sizeof *r->d_y, "the ring");
    const int64_t inner = r->rows + 2 * (p->pass - 1); /* a slab and its halos, less the two ghost rows */
    timer_start(t, LABEL_ALLOC_RING);
    for (int b = 0; b < r->buffers; ++b) {
        device_grid_alloc(&r->d_x[b], inner, cols);
        device_grid_alloc(&r->d_y[b], inner, cols);
    }
    r->device_bytes = 2 * (size_t)r->buffers * gpu_grid_bytes(inner, cols);
    timer_stop(t);
    r->pinned = NULL;
    r->host = NULL;
    if (p->job->plan->staged) {
        timer_start(t, LABEL_PIN_STAGING);
        const size_t bytes = (size_t)r->buffers * staging_slot(p) * sizeof(float);
        r->pinned = pinned_alloc(bytes, "the ring's staging buffers");
        timer_stop(t);
        r->host = (double (*)[4])mallocCheck(p->slabs * sizeof *r->host, "the staging times");
    }
}

static void ring_close(struct ring *r)
{
    for (int b = 0; b < r->buffers; ++b) {
        device_grid_free(&r->d_x[b]);
        device_grid_free(&r->d_y[b]);
    }
    free(r->d_x);
    free(r->d_y);
    pinned_free(r->pinned);
    free(r->host);
}

/* Slab k's operations through ring buffer k mod D: each buffer holds its
 * slab from the row before the first on, and is reused D slabs later. */
static struct slab_ops ring_ops(const struct pipeline *p, int k)
{
    const struct ring *r = &p->ring;
    const int b = k % r->buffers;
    struct slab_ops op;
    op.d_x = &r->d_x[b];
    op.d_y = &r->d_y[b];
    op.in_row = 0;
    op.out_row = p->slab[k].lo - p->slab[k].copy_lo;
    op.x = op.d_x->data;
    op.y = op.d_y->data;
    op.in_after_kernel = k >= r->buffers ? k - r->buffers : -1;
    op.after_copy_out = k >= r->buffers ? k - r->buffers : -1;
    op.after_copy_ins_from = k;
    op.poison = op.d_y->data;
    if (r->pinned) { /* a pinned buffer in and out per device buffer */
        float *in = r->pinned + (size_t)b * staging_slot(p);
        op.in_from = in;
        op.out_to = in + (size_t)(r->rows + 2 * p->pass) * (size_t)stride_of(p);
    }
    return op;
}

/* Slab k's operations as views of x and y whole: rows where they are. */
static struct slab_ops view_ops(struct pipeline *p, int k)
{
    const struct slab *sl = &p->slab[k];
    struct slab_ops op;
    op.d_x = &p->d_x;
    op.d_y = &p->d_y;
    op.in_row = sl->copy_lo;
    op.out_row = sl->lo;
    op.x = device_row(&p->d_x, sl->lo - 1);
    op.y = device_row(&p->d_y, sl->lo - 1);
    op.in_after_kernel = -1;
    op.after_copy_out = -1;
    /* the slabs before whose copy-ins brought rows lo-1 and lo */
    op.after_copy_ins_from = k;
    while (op.after_copy_ins_from > 0 && p->slab[op.after_copy_ins_from - 1].copy_hi > sl->lo - 1)
        --op.after_copy_ins_from;
    op.poison = NULL;
    return op;
}

static void plan_ops(struct pipeline *p)
{
    for (int k = 0; k < p->slabs; ++k) {
        const struct slab *sl = &p->slab[k];
        struct slab_ops *op = &p->ops[k];
        *op = p->ring.buffers ? ring_ops(p, k) : view_ops(p, k);
        op->stream = p->stream[k % p->streams];
        op->h_in = p->job->h_x + sl->copy_lo * stride_of(p);
        op->in_rows = sl->copy_hi - sl->copy_lo;
        op->h_out = p->job->h_y + sl->lo * stride_of(p);
        if (!pipeline_staged(p)) { /* the copies use the host arrays themselves */
            op->in_from = op->h_in;
            op->out_to = op->h_out;
        }
    }
}

/*
 * A ring pass that reads y: must each slab's top halo rows be saved before
 * the pass? They are its neighbours' rows above, whose new values may land
 * first. Staged, a slab's rows land (drain) only after the host has staged
 * in the D - 1 slabs after it (issue_rounds), so with D > 1 buffers and P
 * no more than D - 1 slabs' rows, the host reads them before they change;
 * pageable copies land as they are issued, slab by slab.
 */
static bool saves_halos(const struct pipeline *p)
{
    const int64_t smallest = p->rows / p->slabs;
    return !pipeline_staged(p) || p->ring.buffers < 2 || p->pass > (p->ring.buffers - 1) * smallest;
}

void pipeline_open(struct pipeline *p, const struct job *job, const struct pipeline_shape *shape, struct timer *t)
{
    memset(p, 0, sizeof *p);
    p->job = job;
    p->kernel = gpu_kernel(job->kernel_id);
    const int64_t rows = shape->rows;
    p->rows = rows;
    p->streams = shape->streams;
    p->scheme = shape->scheme;
    p->slabs = shape->streams;
    p->depth = shape->launch;
    p->pass = 1;
    if (shape->ring) {
        p->ring.buffers = shape->ring->buffers;
        p->ring.rows = shape->ring->rows;
        p->slabs = shape->ring->slabs;
        p->pass = shape->ring->pass;
    }
    const bool ring = shape->ring != NULL;
    p->ring.needed = 2 * gpu_grid_bytes(rows, job->cols);
    p->slab = (struct slab *)mallocCheck(p->slabs * sizeof *p->slab, "the slab plan");
    p->ops = (struct slab_ops *)mallocCheck(p->slabs * sizeof *p->ops, "the slab plan");
    p->stream = (cudaStream_t *)mallocCheck(p->streams * sizeof *p->stream, "the streams");
    p->ev = (cudaEvent_t *)mallocCheck((size_t)p->slabs * EVENTS_PER_SLAB * sizeof *p->ev, "the events");
    slabs_plan(p->slab, rows, p->slabs, ring ? p->pass : 0);
    for (int s = 0; s < p->streams; ++s)
        cudaCheck(cudaStreamCreate(&p->stream[s]));
    for (int e = 0; e < p->slabs * EVENTS_PER_SLAB; ++e)
        p->ev[e] = event_new();
    p->start = event_new();
    p->stop = event_new();
    p->middle[0] = event_new();
    p->middle[1] = event_new();
    /* under MPI the edge-row exchange: the ring's host rows between passes; else the GPU's, its halos as
       deep as the middle sweeps run a launch, or the hybrid's between its swaps */
    p->exchange = ring ? exchange_open_host(job->plan, job->part, job->cols, 1)
                       : exchange_open_device(job->plan, job->part, job->cols, shape->halo);

    if (ring) {
        ring_open(p, t);
        if (p->job->plan->sweeps > 1 && saves_halos(p))
            p->halos = (float *)mallocCheck((size_t)p->slabs * (size_t)p->pass * (size_t)stride_of(p) * sizeof(float),
                                            "the halo rows");
    } else {
        const int64_t grid = exchange_grid_rows(p->exchange, rows);
        timer_start(t, LABEL_GPU_ALLOC_X);
        device_grid_alloc(&p->full_x, grid, job->cols);
        timer_stop(t);
        timer_start(t, LABEL_GPU_ALLOC_Y);
        device_grid_alloc(&p->full_y, grid, job->cols);
        timer_stop(t);
        p->d_x = exchange_own(p->exchange, &p->full_x, rows);
        p->d_y = exchange_own(p->exchange, &p->full_y, rows);
        exchange_attach(p->exchange, &p->full_x, &p->full_y, job->plan);
    }
    plan_ops(p);
}

void pipeline_close(struct pipeline *p)
{
    for (int s = 0; s < p->streams; ++s)
        cudaCheck(cudaStreamDestroy(p->stream[s]));
    for (int e = 0; e < p->slabs * EVENTS_PER_SLAB; ++e)
        cudaCheck(cudaEventDestroy(p->ev[e]));
    cudaCheck(cudaEventDestroy(p->start));
    cudaCheck(cudaEventDestroy(p->stop));
    cudaCheck(cudaEventDestroy(p->middle[0]));
    cudaCheck(cudaEventDestroy(p->middle[1]));
    if (p->ring.buffers) {
        ring_close(&p->ring);
    } else {
        device_grid_free(&p->full_x);
        device_grid_free(&p->full_y);
    }
    exchange_close(p->exchange);
    free(p->halos);
    free(p->slab);
    free(p->ops);
    free(p->stream);
    free(p->ev);
}

void pipeline_poison(struct pipeline *p)
{
    if (p->ring.buffers)
        return;
    cudaCheck(cudaMemset(p->full_y.data, 0xFF, gpu_grid_bytes(p->full_y.rows, p->job->cols)));
    cudaCheck(cudaDeviceSynchronize());
}

void pinned_host_open(struct pinned_host *h, const struct job *job, struct timer *t)
{
    h->x = NULL;
    h->y = NULL;
    if (!job->plan->pinned_host)
        return;
    const size_t bytes = grid_elements(job->rows, job->cols) * sizeof(float);
    timer_start(t, LABEL_PIN_XY);
    if (gpu_pin((void *)job->h_x, bytes, "x")) {
        h->x = job->h_x;
        if (gpu_pin(job->h_y, bytes, "y"))
            h->y = job->h_y;
    }
    timer_stop(t);
}

void pinned_host_close(struct pinned_host *h)
{
    if (h->x)
        gpu_unpin((void *)h->x);
    if (h->y)
        gpu_unpin(h->y);
}

int64_t pipeline_count_rows(const struct job *job, int64_t lo, int64_t hi)
{
    return grid_count_below(job->h_y + (lo - 1) * (job->cols + 2), hi - lo, job->cols, job->threshold);
}


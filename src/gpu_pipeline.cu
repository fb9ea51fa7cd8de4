/*
 * gpu_pipeline.cu - the slab pipeline of the streams, ring and hybrid modes
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
 * pinned: pinning 90 GiB costs more than the copies (docs/performance.md),
 * so copies are staged through pinned host buffers, one in and one out per
 * device buffer: the host copies slab k's x rows into its buffer, and
 * copies slab k-D's y rows out of its buffer (counting them) once they
 * land. The host's copies bound the sweep (host memory bandwidth); draining
 * on a second host thread, at the same time as staging in, was measured no
 * faster (docs/performance.md), so one thread does both, in turn.
 *
 * Timing: an operation's start event fires when its stream reaches it,
 * which may be long before an engine is free to run it (each direction's
 * copies run one at a time on the H100, the timelines show). So the report
 * takes as an operation's start the later of its event and the end of the
 * previous operation of the same kind: stage sums are each engine's busy
 * time, and the timeline shows when work ran, not when it waited. (Chaining
 * each engine's work with events would make the events exact, but on the
 * H100 it cost scheme 2 a quarter of its speed: docs/performance.md.)
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

/* A slab's events: its copy-in, (first) kernel, copy-out, and with K sweeps
 * its last sweep's kernel. */
enum { IN_START, IN_END, K_START, K_END, OUT_START, OUT_END, LAST_START, LAST_END, EVENTS_PER_SLAB };
static const char *const stage_op[] = {"copy-in", "kernel", "copy-out"};
static const char *const stage_label[] = {LABEL_COPY_IN_SUM, LABEL_SMOOTH_SUM, LABEL_COPY_OUT_SUM};

static cudaEvent_t event_of(const struct pipeline *p, int k, int which)
{
    return p->ev[k * EVENTS_PER_SLAB + which];
}

static int64_t stride_of(const struct pipeline *p)
{
    return p->job->cols + 2;
}

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
    r->d_x = (struct device_grid *)mallocCheck(r->depth * sizeof *r->d_x, "the ring");
    r->d_y = (struct device_grid *)mallocCheck(r->depth * sizeof *r->d_y, "the ring");
    const int64_t inner = r->rows + 2 * (p->pass - 1); /* a slab and its halos, less the two ghost rows */
    timer_start(t, LABEL_ALLOC_RING);
    for (int b = 0; b < r->depth; ++b) {
        device_grid_alloc(&r->d_x[b], inner, cols);
        device_grid_alloc(&r->d_y[b], inner, cols);
    }
    r->device_bytes = 2 * (size_t)r->depth * gpu_grid_bytes(inner, cols);
    timer_stop(t);
    r->pinned = NULL;
    r->host = NULL;
    if (p->job->pin) {
        timer_start(t, LABEL_PIN_STAGING);
        const size_t bytes = (size_t)r->depth * staging_slot(p) * sizeof(float);
        r->pinned = pinned_alloc(bytes, "the ring's staging buffers");
        timer_stop(t);
        r->host = (double (*)[4])mallocCheck(p->slabs * sizeof *r->host, "the staging times");
    }
}

static void ring_close(struct ring *r)
{
    for (int b = 0; b < r->depth; ++b) {
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
    const int b = k % r->depth;
    struct slab_ops op;
    op.d_x = &r->d_x[b];
    op.d_y = &r->d_y[b];
    op.in_row = 0;
    op.out_row = p->slab[k].lo - p->slab[k].copy_lo;
    op.x = op.d_x->data;
    op.y = op.d_y->data;
    op.in_after_kernel = k >= r->depth ? k - r->depth : -1;
    op.after_copy_out = k >= r->depth ? k - r->depth : -1;
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
        *op = p->ring.depth ? ring_ops(p, k) : view_ops(p, k);
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
    return !pipeline_staged(p) || p->ring.depth < 2 || p->pass > (p->ring.depth - 1) * smallest;
}

void pipeline_open(struct pipeline *p, const struct job *job, int64_t rows, int streams, int scheme,
                   size_t ring_budget, int depth, struct timer *t)
{
    memset(p, 0, sizeof *p);
    p->job = job;
    p->kernel = gpu_kernel(job->kernel_id);
    p->rows = rows;
    p->scheme = scheme;
    p->sweeps = job->sweeps;
    p->slabs = streams;
    p->depth = depth;
    p->pass = 1;

    if (ring_budget) {
        struct ring_plan plan;
        if (!ring_plan(rows, job->cols, streams, ring_budget, depth, &plan))
            die(EXIT_RUNTIME,
                "out of device memory: one slab of one row needs %zu bytes, and the GPU has %zu bytes "
                "free (less a margin); free some device memory or use -kernel cpu",
                gpu_slab_min_bytes(job->cols), ring_budget);
        p->ring.depth = plan.depth;
        p->ring.rows = plan.rows;
        p->slabs = plan.slabs;
        p->pass = plan.halo;
        p->depth = temporal_launch_depth(job->kernel_id, p->pass);
    }
    p->streams = streams < p->slabs ? streams : p->slabs;
    p->ring.budget = ring_budget;
    p->ring.needed = 2 * gpu_grid_bytes(rows, job->cols);
    p->slab = (struct slab *)mallocCheck(p->slabs * sizeof *p->slab, "the slab plan");
    p->ops = (struct slab_ops *)mallocCheck(p->slabs * sizeof *p->ops, "the slab plan");
    p->stream = (cudaStream_t *)mallocCheck(p->streams * sizeof *p->stream, "the streams");
    p->ev = (cudaEvent_t *)mallocCheck((size_t)p->slabs * EVENTS_PER_SLAB * sizeof *p->ev, "the events");
    slabs_plan(p->slab, rows, p->slabs, ring_budget ? p->pass : 0);
    for (int s = 0; s < p->streams; ++s)
        cudaCheck(cudaStreamCreate(&p->stream[s]));
    for (int e = 0; e < p->slabs * EVENTS_PER_SLAB; ++e)
        p->ev[e] = event_new();
    p->start = event_new();
    p->stop = event_new();
    p->middle[0] = event_new();
    p->middle[1] = event_new();
    /* under MPI the halos: as deep as the middle sweeps run a launch, or the hybrid's between its swaps */
    p->swap = ring_budget ? NULL : edge_swap_open(job->cols, p->sweeps, depth, job->part);

    if (ring_budget) {
        ring_open(p, t);
        if (p->sweeps > 1 && saves_halos(p))
            p->halos = (float *)mallocCheck((size_t)p->slabs * (size_t)p->pass * (size_t)stride_of(p) * sizeof(float),
                                            "the halo rows");
    } else {
        const int64_t grid = edge_swap_grid_rows(p->swap, rows);
        timer_start(t, LABEL_GPU_ALLOC_X);
        device_grid_alloc(&p->full_x, grid, job->cols);
        timer_stop(t);
        timer_start(t, LABEL_GPU_ALLOC_Y);
        device_grid_alloc(&p->full_y, grid, job->cols);
        timer_stop(t);
        p->d_x = edge_swap_own(p->swap, &p->full_x, rows);
        p->d_y = edge_swap_own(p->swap, &p->full_y, rows);
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
    if (p->ring.depth) {
        ring_close(&p->ring);
    } else {
        device_grid_free(&p->full_x);
        device_grid_free(&p->full_y);
    }
    edge_swap_close(p->swap);
    free(p->halos);
    free(p->slab);
    free(p->ops);
    free(p->stream);
    free(p->ev);
}

void pipeline_poison(struct pipeline *p)
{
    if (p->ring.depth)
        return;
    cudaCheck(cudaMemset(p->full_y.data, 0xFF, gpu_grid_bytes(p->full_y.rows, p->job->cols)));
    cudaCheck(cudaDeviceSynchronize());
}

void pinned_host_open(struct pinned_host *h, const struct job *job, size_t ring_budget, struct timer *t)
{
    h->x = NULL;
    h->y = NULL;
    if (!job->pin || ring_budget)
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

/* --- one slab's steps ---------------------------------------------------- */

/* Make slab k's stream wait for event `which` of slab `other`. */
static void wait_for(const struct pipeline *p, int k, int other, int which)
{
    cudaCheck(cudaStreamWaitEvent(p->ops[k].stream, event_of(p, other, which), 0));
}

static void record(const struct pipeline *p, int k, int which)
{
    cudaCheck(cudaEventRecord(event_of(p, k, which), p->ops[k].stream));
}

/* A pass reading y: slab k's top halo rows as they were before the pass
 * (saved, or still in y), and how many there are. */
static const float *top_halo(const struct pipeline *p, int k, int64_t *rows)
{
    const struct slab *sl = &p->slab[k];
    *rows = sl->lo - sl->copy_lo;
    return p->halos ? p->halos + (size_t)k * (size_t)p->pass * (size_t)stride_of(p)
                    : p->job->h_y + sl->copy_lo * stride_of(p);
}

/* Staged: the host copies slab k's x rows into its pinned buffer (whose
 * last copy-in, slab k-D's, drain() saw finished). */
static void stage_in(struct pipeline *p, int k)
{
    const struct slab_ops *op = &p->ops[k];
    const int64_t stride = stride_of(p);
    p->ring.host[k][0] = wall_seconds();
    if (p->reads_y) { /* the top halo as it was, then y's rows from lo on */
        int64_t top;
        const float *halo = top_halo(p, k, &top);
        memcpy((float *)op->in_from, halo, (size_t)(top * stride) * sizeof(float));
        grid_copy_streaming((float *)op->in_from + top * stride, p->job->h_y + p->slab[k].lo * stride,
                            (size_t)((op->in_rows - top) * stride));
    } else {
        grid_copy_streaming((float *)op->in_from, op->h_in, (size_t)(op->in_rows * stride));
    }
    p->ring.host[k][1] = wall_seconds();
}

/* Staged: once slab k's y rows have landed in its pinned buffer, copy them
 * into h_y, counting them on the way; returns the count. */
static int64_t drain(struct pipeline *p, int k, double *seconds)
{
    const struct slab *sl = &p->slab[k];
    const struct slab_ops *op = &p->ops[k];
    cudaCheck(cudaEventSynchronize(event_of(p, k, OUT_END)));
    p->ring.host[k][2] = wall_seconds();
    const int64_t below = grid_copy_count_rows(op->h_out, op->out_to, sl->hi - sl->lo, p->job->cols,
                                               p->job->threshold);
    p->ring.host[k][3] = wall_seconds();
    *seconds += p->ring.host[k][3] - p->ring.host[k][2];
    return below;
}

static void copy_in(struct pipeline *p, int k)
{
    const struct slab_ops *op = &p->ops[k];
    if (op->in_after_kernel >= 0) /* P sweeps a pass: the copy-out may read the x buffer */
        wait_for(p, k, op->in_after_kernel, p->pass > 1 ? OUT_END : K_END);
    record(p, k, IN_START);
    if (p->reads_y && !pipeline_staged(p)) { /* the top halo as it was, then y's rows from lo on */
        int64_t top;
        const float *halo = top_halo(p, k, &top);
        copy_rows_in(op->d_x, op->in_row, top, halo, op->stream);
        copy_rows_in(op->d_x, op->in_row + top, op->in_rows - top, p->job->h_y + p->slab[k].lo * stride_of(p),
                     op->stream);
    } else {
        copy_rows_in(op->d_x, op->in_row, op->in_rows, op->in_from, op->stream);
    }
    record(p, k, IN_END);
}

/* A ring of P > 1 sweeps a pass: this pass's sweeps on all of slab k's
 * rows, halos included (their far rows go wrong a row a sweep: the slab's
 * own stay exact), from its x buffer into its y buffer and back, the last
 * target poisoned first; the copy-out reads whichever holds the result. */
static void sweep_slab(struct pipeline *p, int k)
{
    struct slab_ops *op = &p->ops[k];
    const int b = k % p->ring.depth;
    struct device_grid x = p->ring.d_x[b], y = p->ring.d_y[b];
    x.rows = y.rows = op->in_rows - 2;
    struct device_grid *from = &x, *to = &y;
    if (p->pass_sweeps > 1) /* the y buffer is read too: the ghost layer, which no sweep writes */
        device_grid_copy_ghost(to, from, op->stream);
    gpu_sweeps(&from, &to, p->pass_sweeps, p->kernel, p->job->k, p->depth, NULL, op->stream, true, NULL);
    op->d_y = from == &x ? &p->ring.d_x[b] : &p->ring.d_y[b];
}

static void smooth_slab(struct pipeline *p, int k)
{
    const struct slab *sl = &p->slab[k];
    const struct slab_ops *op = &p->ops[k];
    if (op->after_copy_out >= 0)
        wait_for(p, k, op->after_copy_out, OUT_END);
    for (int other = op->after_copy_ins_from; other < k; ++other)
        wait_for(p, k, other, IN_END);
    if (p->pass > 1) {
        record(p, k, K_START);
        sweep_slab(p, k);
        record(p, k, K_END);
        return;
    }
    if (op->poison)
        cudaCheck(cudaMemsetAsync(op->poison, 0xFF, gpu_grid_bytes(op->d_y->rows, op->d_y->cols), op->stream));
    record(p, k, K_START);
    p->kernel->launch(op->y, op->x, sl->hi - sl->lo, p->job->cols, op->d_x->pitch, p->job->k, op->stream);
    record(p, k, K_END);
}

static void copy_out(struct pipeline *p, int k)
{
    const struct slab_ops *op = &p->ops[k];
    record(p, k, OUT_START);
    copy_rows_out(op->out_to, op->d_y, op->out_row, p->slab[k].hi - p->slab[k].lo, op->stream);
    record(p, k, OUT_END);
}

/* Sweeps > 1: slab k's last sweep, from one whole array into the other. */
static void last_sweep(struct pipeline *p, int k, const struct device_grid *from, struct device_grid *to)
{
    const struct slab *sl = &p->slab[k];
    const struct slab_ops *op = &p->ops[k];
    record(p, k, LAST_START);
    p->kernel->launch(device_row(to, sl->lo - 1), device_row(from, sl->lo - 1), sl->hi - sl->lo, p->job->cols,
                      from->pitch, p->job->k, op->stream);
    record(p, k, LAST_END);
}

/* The part's own rows of x's array or y's, as allocated. */
static struct device_grid *own_view(struct pipeline *p, const struct device_grid *full)
{
    return full == &p->full_x ? &p->d_x : &p->d_y;
}

/* The sweeps between the first and the last, on the legacy stream, which
 * waits for every slab's first sweep (and the slabs' later work for it):
 * y gets x's ghost layer, sweeps 2..K-1 run on the whole grid, `depth` a
 * launch (under MPI one, each reading the neighbours' edge rows of the
 * sweep before; or D a launch on the part's rows and D - 1 of each
 * neighbour's, D rows swapped between launches), then the last sweep's
 * target is poisoned and given the ghost layer too. Returns the own rows
 * of the array the last sweep reads; *to those of the one it writes. */
static struct device_grid *middle_sweeps(struct pipeline *p, struct device_grid **to)
{
    cudaCheck(cudaEventRecord(p->middle[0], 0));
    device_grid_copy_ghost(&p->d_y, &p->d_x, 0);
    struct device_grid *from = &p->full_y;
    *to = &p->full_x;
    if (p->swap)
        edge_swap_rows(p->swap, from, p->swap->depth, 0);
    if (p->swap && p->swap->depth > 1) /* the halo rows' ghost columns, which came with them: x's array too */
        device_grid_copy_ghost(*to, from, 0);
    gpu_sweeps(&from, to, p->sweeps - 2, p->kernel, p->job->k, p->depth, p->swap, 0, false, NULL);
    if (p->swap && p->sweeps > 2) /* the slabs' last sweep reads them too */
        edge_swap_rows(p->swap, from, p->swap->depth, 0);
    poison_target(*to, from, 0);
    cudaCheck(cudaEventRecord(p->middle[1], 0));
    *to = own_view(p, *to);
    return own_view(p, from);
}

/* Sweeps > 1, in scheme 1 or 2's order at both ends (views: one round). */
static void issue_sweeps(struct pipeline *p)
{
    for (int k = 0; k < p->slabs; ++k) {
        copy_in(p, k);
        if (p->scheme == 1)
            smooth_slab(p, k);
    }
    if (p->scheme == 2)
        for (int k = 0; k < p->slabs; ++k)
            smooth_slab(p, k);
    struct device_grid *to;
    const struct device_grid *from = middle_sweeps(p, &to);
    for (int k = 0; k < p->slabs; ++k) {
        p->ops[k].d_y = to; /* x's array or y's, as the launches between fell */
        last_sweep(p, k, from, to);
        if (p->scheme == 1)
            copy_out(p, k);
    }
    if (p->scheme == 2)
        for (int k = 0; k < p->slabs; ++k)
            copy_out(p, k);
    cudaCheck(cudaEventRecord(p->stop, 0));
}

/* --- the sweep ------------------------------------------------------------ */

/* Record the start event and wait for it (the GPU is idle: it fires at
 * once), so that wall-clock host work can share the events' origin. */
void pipeline_start(struct pipeline *p)
{
    cudaCheck(cudaEventRecord(p->start, 0));
    cudaCheck(cudaEventSynchronize(p->start));
    p->origin = wall_seconds();
}

/* Round after round (a round: every slab without a ring; as many slabs as
 * the ring has buffers with one). Without staging the host returns at once
 * when host memory is pinned. Streams from cudaStreamCreate wait for the
 * legacy stream and it for them, so `start` and `stop`, recorded there,
 * bracket all of the work. */
static int64_t issue_rounds(struct pipeline *p, double *seconds);
static void measure(struct pipeline *p, double busy[3], double staging[2], struct timeline *tl);

/* A ring of K sweeps: passes of P sweeps over the grid, the first from x
 * into y, the others from y into y (each slab's rows land only after the
 * slabs after it have read theirs, but the slabs before it may have
 * overwritten its top halo rows: saved before each pass where they could
 * be, saves_halos). Before each later pass y gets x's ghost layer again
 * (the landed rows bring the device buffers' ghost columns) and, under MPI
 * (P = 1), the neighbours' edge rows. Returns the count of the last pass's
 * slabs drained (pipeline_finish drains the rest). */
static int64_t issue_passes(struct pipeline *p, double *seconds)
{
    const struct job *job = p->job;
    const int64_t stride = stride_of(p);
    double ignored = 0; /* the count and its time matter only in the last pass */
    for (int pass = 1, done = 0;; ++pass) {
        p->reads_y = pass > 1;
        p->pass_sweeps = p->sweeps - done < p->pass ? p->sweeps - done : p->pass;
        done += p->pass_sweeps;
        if (pass > 1) {
            /* each pass's rows come back with the device buffers' ghost columns: x's again */
            grid_copy_ghost(job->h_y, job->h_x, job->rows, job->cols, job->part->top, job->part->bottom);
            par_swap_edges(job->h_y + stride, job->h_y + job->rows * stride, job->h_y,
                           job->h_y + (job->rows + 1) * stride, job->part);
            for (int k = 0; k < p->slabs && p->halos; ++k) {
                const struct slab *sl = &p->slab[k];
                memcpy(p->halos + (size_t)k * (size_t)p->pass * (size_t)stride, job->h_y + sl->copy_lo * stride,
                       (size_t)((sl->lo - sl->copy_lo) * stride) * sizeof(float));
            }
        }
        if (done == p->sweeps)
            return issue_rounds(p, seconds);
        issue_rounds(p, &ignored);
        pipeline_finish(p, &ignored);
        measure(p, p->passed, p->passed_staging, NULL);
    }
}

/* Put the work on the streams and return; see pipeline_issue. */
int64_t pipeline_issue(struct pipeline *p, double *seconds)
{
    p->reads_y = false;
    p->passed[0] = p->passed[1] = p->passed[2] = p->passed_staging[0] = p->passed_staging[1] = 0;
    if (p->sweeps > 1 && !p->ring.depth) {
        issue_sweeps(p);
        return 0;
    }
    if (p->sweeps > 1)
        return issue_passes(p, seconds);
    return issue_rounds(p, seconds);
}

/* One sweep, round after round. */
static int64_t issue_rounds(struct pipeline *p, double *seconds)
{
    const int round = p->ring.depth ? p->ring.depth : p->slabs;
    const bool staged = pipeline_staged(p);
    int64_t below = 0;
    for (int first = 0; first < p->slabs; first += round) {
        const int last = first + round < p->slabs ? first + round : p->slabs;
        for (int k = first; k < last; ++k) {
            if (staged) {
                if (k >= round)
                    below += drain(p, k - round, seconds);
                stage_in(p, k);
            }
            copy_in(p, k);
            if (p->scheme == 1) {
                smooth_slab(p, k);
                copy_out(p, k);
            }
        }
        if (p->scheme == 2) {
            for (int k = first; k < last; ++k)
                smooth_slab(p, k);
            for (int k = first; k < last; ++k)
                copy_out(p, k);
        }
    }
    cudaCheck(cudaEventRecord(p->stop, 0));
    return below;
}

/* Staged: drain the last round. Else count y slab by slab, each as soon as
 * its copy-out is over, while later slabs still move. */
int64_t pipeline_finish(struct pipeline *p, double *seconds)
{
    int64_t below = 0;
    if (pipeline_staged(p)) {
        for (int k = p->slabs > p->ring.depth ? p->slabs - p->ring.depth : 0; k < p->slabs; ++k)
            below += drain(p, k, seconds);
        return below;
    }
    for (int k = 0; k < p->slabs; ++k) {
        cudaCheck(cudaEventSynchronize(event_of(p, k, OUT_END)));
        const double start = wall_seconds();
        below += pipeline_count_rows(p->job, p->slab[k].lo, p->slab[k].hi);
        *seconds += wall_seconds() - start;
    }
    return below;
}

int64_t pipeline_sweep(struct pipeline *p, double *seconds)
{
    pipeline_start(p);
    const int64_t below = pipeline_issue(p, seconds);
    return below + pipeline_finish(p, seconds);
}

/* --- what happened -------------------------------------------------------- */

/* When one operation ran, in ms after the pipeline's start event. */
struct op_time {
    float start, end;
    int slab;
};

static int by_end(const void *a, const void *b)
{
    const struct op_time *x = (const struct op_time *)a, *y = (const struct op_time *)b;
    return (x->end > y->end) - (x->end < y->end);
}

/* Each operation starting no earlier than the previous one of its kind
 * ended (see the top); a staged ring's host copies on the lane "host". */
/* The current events' busy times, added to busy[] (ms) and, staged, the
 * host's staging times to staging[] (s); with tl, every operation too. */
static void measure(struct pipeline *p, double busy[3], double staging[2], struct timeline *tl)
{
    const int depth = p->ring.depth;
    struct op_time *op = (struct op_time *)mallocCheck(2 * p->slabs * sizeof *op, "the operation times");
    for (int stage = 0; stage < 3; ++stage) {
        int ops = 0;
        for (int s = 0; s < p->slabs; ++s) {
            op[ops++] = (struct op_time){event_ms(p->start, event_of(p, s, 2 * stage)),
                                         event_ms(p->start, event_of(p, s, 2 * stage + 1)), s};
            if (stage == 1 && p->sweeps > 1 && !depth) /* the slab's last sweep too */
                op[ops++] = (struct op_time){event_ms(p->start, event_of(p, s, LAST_START)),
                                             event_ms(p->start, event_of(p, s, LAST_END)), s};
        }
        qsort(op, ops, sizeof *op, by_end);
        float engine_free = 0;
        for (int k = 0; k < ops; ++k) {
            const float start = op[k].start > engine_free ? op[k].start : engine_free, end = op[k].end;
            busy[stage] += end - start;
            engine_free = end;
            if (tl) {
                char lane[12];
                snprintf(lane, sizeof lane, "%d", op[k].slab % p->streams);
                timeline_add(tl, lane, stage_op[stage], op[k].slab, depth ? op[k].slab % depth : -1, start, end);
            }
        }
    }
    free(op);
    if (p->sweeps > 1 && !depth) { /* the whole-grid sweeps between the first and the last */
        const float from = event_ms(p->start, p->middle[0]), to = event_ms(p->start, p->middle[1]);
        busy[1] += to - from;
        if (tl)
            timeline_add(tl, "all", "kernel", -1, -1, from, to);
    }
    for (int k = 0; k < p->slabs && pipeline_staged(p); ++k) {
        const double *h = p->ring.host[k];
        staging[0] += h[1] - h[0];
        staging[1] += h[3] - h[2];
        if (tl) {
            timeline_add(tl, "host", "stage-in", k, k % depth, 1e3 * (h[0] - p->origin), 1e3 * (h[1] - p->origin));
            timeline_add(tl, "host", "stage-out", k, k % depth, 1e3 * (h[2] - p->origin), 1e3 * (h[3] - p->origin));
        }
    }
}

/* With a ring of K sweeps the timeline shows the last pass; the sums
 * count every pass. */
float pipeline_report(struct pipeline *p, struct timer *t, struct timeline *tl)
{
    const float elapsed = event_ms(p->start, p->stop);
    double busy[3] = {p->passed[0], p->passed[1], p->passed[2]};
    double staging[2] = {p->passed_staging[0], p->passed_staging[1]};
    measure(p, busy, staging, tl);
    double in_rows = 0;
    for (int k = 0; k < p->slabs; ++k)
        in_rows += (double)p->ops[k].in_rows;
    const double passes = p->ring.depth ? (p->sweeps + p->pass - 1) / p->pass : 1;
    const double row = (double)(p->job->cols + 2) * sizeof(float);
    const double bytes[3] = {passes * row * in_rows, p->sweeps * sweep_bytes(p->rows, p->job->cols),
                             passes * row * (double)p->rows};
    timer_add(t, LABEL_STREAMS, elapsed / 1e3, bytes[0] + bytes[2]);
    for (int stage = 0; stage < 3; ++stage)
        timer_add(t, stage_label[stage], busy[stage] / 1e3, bytes[stage]);
    timer_add(t, LABEL_STAGES_SUM, (busy[0] + busy[1] + busy[2]) / 1e3, 0);
    if (pipeline_staged(p)) {
        timer_add(t, LABEL_STAGE_IN_SUM, staging[0], 2 * bytes[0]);
        timer_add(t, LABEL_STAGE_OUT_SUM, staging[1], 2 * bytes[2]);
    }
    return elapsed;
}

/* "512 B", "24.0 KiB", "1.5 MiB", "90.17 GiB" */
static const char *human_bytes(char *text, size_t size, size_t bytes)
{
    const double b = (double)bytes;
    if (bytes < 1024)
        snprintf(text, size, "%zu B", bytes);
    else if (b < 1048576.0)
        snprintf(text, size, "%.1f KiB", b / 1024);
    else if (b < 1073741824.0)
        snprintf(text, size, "%.1f MiB", b / 1048576);
    else
        snprintf(text, size, "%.2f GiB", b / 1073741824.0);
    return text;
}

static void ring_detail(const struct pipeline *p, struct job_result *result)
{
    const struct ring *r = &p->ring;
    const struct job *job = p->job;
    char used[24], needed[24], budget[24];
    human_bytes(used, sizeof used, r->device_bytes);
    human_bytes(needed, sizeof needed, r->needed);
    human_bytes(budget, sizeof budget, r->budget);
    result->ring = (struct ring_shape){.buffers = r->depth, .slabs = p->slabs, .streams = p->streams,
                                       .scheme = p->scheme, .rows = r->rows, .device_bytes = r->device_bytes,
                                       .needed_bytes = r->needed, .allowed_bytes = r->budget,
                                       .staged = r->pinned != NULL};
    const bool limited = job->device_memory && r->budget == job->device_memory;
    job_detail(result, "ring of %d device buffers of %lld rows (%s), %d slabs: x and y need %s, %s %s%s; %s",
               r->depth, (long long)r->rows, used, p->slabs, needed, limited ? "-device-memory allows" : "the GPU has",
               budget, limited ? "" : " free", r->pinned ? "copies staged through pinned buffers" : "pageable copies");
    if (p->pass > 1) { /* each launch makes all of a slab's rows, halos included */
        double computed = 0;
        for (int k = 0; k < p->slabs; ++k) {
            const int64_t rows = p->ops[k].in_rows - 2;
            computed += (double)rows * temporal_redundancy(rows, job->cols, p->depth);
        }
        char pass[64];
        snprintf(pass, sizeof pass, "pass through the ring, %d a launch", p->depth);
        job_temporal(result, p->pass, computed / (double)p->rows, pass);
    }
}

void pipeline_account(const struct pipeline *p, struct job_result *result, double counting, struct timer *t)
{
    if (p->ring.depth)
        ring_detail(p, result);
    else if (p->sweeps > 2 && (!p->swap || p->swap->depth > 1)) /* the sweeps between the first and the last */
        temporal_detail(result, p->full_x.rows, p->rows, p->job->cols, p->depth, p->swap != NULL);
    if (!pipeline_staged(p))
        timer_add(t, LABEL_COUNT_Y OVERLAPPED, counting, (double)p->job->rows * (double)p->job->cols * sizeof(float));
}

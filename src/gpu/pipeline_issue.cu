/*
 * pipeline_issue.cu - a pipeline's work put on its streams (gpu_pipeline.cuh):
 * each slab's copy-in, kernel and copy-out, waiting on what the opening
 * worked out (struct slab_ops), in scheme 1 or 2's order, round after
 * round; with K sweeps the whole-grid middle sweeps (views) or passes
 * through the ring; then the host waits, counting y as it lands.
 *
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
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

/* Staged: where slab k's x rows come from, and how many floats: after the
 * top halo as it was (copied into the buffer here), y's rows from lo on, in
 * a pass that reads y; else x's rows. */
static const float *stage_source(struct pipeline *p, int k, size_t *count)
{
    const struct slab_ops *op = &p->ops[k];
    const int64_t stride = stride_of(p);
    if (!p->reads_y) {
        *count = (size_t)(op->in_rows * stride);
        return op->h_in;
    }
    int64_t top;
    const float *halo = top_halo(p, k, &top);
    memcpy((float *)op->in_from, halo, (size_t)(top * stride) * sizeof(float));
    *count = (size_t)((op->in_rows - top) * stride);
    return p->job->h_y + p->slab[k].lo * stride;
}

/* Staged: the host copies slab k's x rows into its pinned buffer (whose
 * last copy-in, slab k-D's, has left it). */
static void stage_in(struct pipeline *p, int k)
{
    const struct slab_ops *op = &p->ops[k];
    p->ring.host[k][0] = wall_seconds();
    size_t count;
    const float *from = stage_source(p, k, &count);
    grid_copy_streaming((float *)op->in_from + (op->in_rows * stride_of(p) - (int64_t)count), from, count);
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

/* A slab's copy-out, waited for on a host thread of the team (its device made that thread's own:
   a CUDA call on a thread with none would open device 0). */
struct landing {
    int device;
    cudaEvent_t event;
};

static void wait_landed(void *arg)
{
    const struct landing *l = (const struct landing *)arg;
    cudaCheck(cudaSetDevice(l->device));
    cudaCheck(cudaEventSynchronize(l->event));
}

/* Staged, in a round after the first: stage slab k in while slab `done`
 * (k - D, the buffer's last slab) drains, on two halves of the team
 * (grid_copy_beside_count): one after the other, the host's copies took
 * the ring's Streams to 2.1-2.6x its copy-in (issue 67). Slab k reads no
 * row that slab `done` writes: its halos reach at most D - 1 slabs up, or
 * are saved (saves_halos). Returns slab done's count. */
static int64_t stage_beside_drain(struct pipeline *p, int k, int done, double *seconds)
{
    const struct slab *sl = &p->slab[done];
    const struct slab_ops *op = &p->ops[k], *out = &p->ops[done];
    cudaCheck(cudaEventSynchronize(event_of(p, done, IN_END))); /* slab k's buffer is free */
    struct landing landing = {0, event_of(p, done, OUT_END)};
    cudaCheck(cudaGetDevice(&landing.device));
    p->ring.host[k][0] = wall_seconds();
    size_t count;
    const float *from = stage_source(p, k, &count);
    const struct copy_in in = {(float *)op->in_from + (op->in_rows * stride_of(p) - (int64_t)count), from, count};
    const struct count_out drained = {out->h_out, out->out_to, sl->hi - sl->lo, p->job->cols, p->job->threshold,
                                      wait_landed, &landing};
    double ends[3];
    const int64_t below = grid_copy_beside_count(&in, &drained, ends);
    p->ring.host[k][1] = ends[0];
    p->ring.host[done][2] = ends[2];
    p->ring.host[done][3] = ends[1];
    *seconds += ends[1] - ends[2];
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
    const int b = k % p->ring.buffers;
    struct device_grid x = p->ring.d_x[b], y = p->ring.d_y[b];
    x.rows = y.rows = op->in_rows - 2;
    struct device_grid *from = &x, *to = &y;
    if (p->pass_sweeps > 1) /* the y buffer is read too: the ghost layer, which no sweep writes */
        device_grid_copy_ghost(to, from, op->stream);
    gpu_sweeps(&from, &to, p->pass_sweeps, p->kernel, p->job->stencil, p->depth, NULL, op->stream, true, NULL);
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
    p->kernel->launch(op->y, op->x, sl->hi - sl->lo, p->job->cols, op->d_x->pitch, p->job->stencil, op->stream);
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
                      from->pitch, p->job->stencil, op->stream);
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
    if (p->exchange)
        exchange_swap_grid(p->exchange, from, p->exchange->depth, 0);
    if (p->exchange && p->exchange->depth > 1) /* the halo rows' ghost columns, which came with them: x's array too */
        device_grid_copy_ghost(*to, from, 0);
    gpu_sweeps(&from, to, p->job->plan->sweeps - 2, p->kernel, p->job->stencil, p->depth, p->exchange, 0, false, NULL);
    if (p->exchange && p->job->plan->sweeps > 2) /* the slabs' last sweep reads them too */
        exchange_swap_grid(p->exchange, from, p->exchange->depth, 0);
    exchange_finish(p->exchange, 0);
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
        p->pass_sweeps = p->job->plan->sweeps - done < p->pass ? p->job->plan->sweeps - done : p->pass;
        done += p->pass_sweeps;
        if (pass > 1) {
            /* each pass's rows come back with the device buffers' ghost columns: x's again */
            grid_copy_ghost(job->h_y, job->h_x, job->rows, job->cols, job->part->top, job->part->bottom);
            const struct exchange_at at = {job->h_y + stride, job->h_y + job->rows * stride, job->h_y,
                                           job->h_y + (job->rows + 1) * stride, NULL, NULL};
            exchange_swap(p->exchange, &at, 1);
            for (int k = 0; k < p->slabs && p->halos; ++k) {
                const struct slab *sl = &p->slab[k];
                memcpy(p->halos + (size_t)k * (size_t)p->pass * (size_t)stride, job->h_y + sl->copy_lo * stride,
                       (size_t)((sl->lo - sl->copy_lo) * stride) * sizeof(float));
            }
        }
        if (done == p->job->plan->sweeps)
            return issue_rounds(p, seconds);
        issue_rounds(p, &ignored);
        pipeline_finish(p, &ignored);
        pipeline_measure(p, p->passed, p->passed_staging, NULL);
    }
}

/* Put the work on the streams and return; see pipeline_issue. */
int64_t pipeline_issue(struct pipeline *p, double *seconds)
{
    p->reads_y = false;
    p->passed[0] = p->passed[1] = p->passed[2] = p->passed_staging[0] = p->passed_staging[1] = 0;
    if (p->job->plan->sweeps > 1 && !p->ring.buffers) {
        issue_sweeps(p);
        return 0;
    }
    if (p->job->plan->sweeps > 1)
        return issue_passes(p, seconds);
    return issue_rounds(p, seconds);
}

/* One sweep, round after round. */
static int64_t issue_rounds(struct pipeline *p, double *seconds)
{
    const int round = p->ring.buffers ? p->ring.buffers : p->slabs;
    const bool staged = pipeline_staged(p);
    int64_t below = 0;
    for (int first = 0; first < p->slabs; first += round) {
        const int last = first + round < p->slabs ? first + round : p->slabs;
        for (int k = first; k < last; ++k) {
            if (staged && k >= round)
                below += stage_beside_drain(p, k, k - round, seconds);
            else if (staged)
                stage_in(p, k);
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
        for (int k = p->slabs > p->ring.buffers ? p->slabs - p->ring.buffers : 0; k < p->slabs; ++k)
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


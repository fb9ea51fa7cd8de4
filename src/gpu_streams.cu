/*
 * gpu_streams.cu - the tutorial's "Overlapping communication and
 * computation" and "Using Host and GPU together", for grids that fit in
 * the GPU and for grids that do not:
 *
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
 *   ./smooth -n 16384 -kernel opt -hybrid auto -timeline t.csv
 *   ./smooth -n 16384 -streams 4 -device-memory 512M      (the ring)
 *   ./smooth -n 110000                                     (the ring: 90 GiB)
 *
 * The n inner rows are split into slabs (sizes differ by at most one row);
 * slab k is copied in, smoothed and copied out on stream k mod S. Scheme 1
 * issues one loop of copy-in, kernel, copy-out per slab; scheme 2 issues
 * three loops: all copy-ins, all kernels, all copy-outs (over a ring: of
 * one round of as many slabs as it has buffers, round after round).
 *
 * When x and y fit in the device memory the run may use: S slabs, and one
 * (pitched) device array for x and one for y, the slabs being views of them,
 * rather than a buffer per slab. Neighbouring slabs share ghost rows, and
 * with one array each x row is copied in exactly once (slab s copies rows
 * lo_s+1 .. hi_s, slab 0 from row 0). The price is a dependency: slab s's
 * kernel reads rows lo_s-1 and lo_s, copied by the slab before it, so it
 * waits on that copy's event. The host arrays are pinned (Pin-X+Y).
 *
 * When they do not fit: a ring of D device buffers, D = S unless fewer fit
 * (a stream runs its slabs one after another, so more would sit idle),
 * each an x slab with its two halo rows and a y slab. Slabs are at most
 * 64 MiB (and n/32 rows): small slabs keep the first copy-in and the last
 * copy-out, which nothing overlaps, short. Slab k uses buffer k mod D: its
 * copy-in waits for slab k-D's kernel, its kernel for slab k-D's copy-out.
 * Each slab copies its own halo rows, for slabs with no dependency on each
 * other: 2 rows more per slab (1.3% more copied in at n = 110000, where a
 * 64 MiB slab is 152 rows; 0.4% at n = 16384). The host arrays are
 * not pinned: pinning 90 GiB costs more than the copies (docs/performance.md),
 * so copies are staged through pinned host buffers, one in and one out per
 * device buffer: the host copies slab k's x rows into its buffer, and
 * copies slab k-D's y rows out of its buffer (counting them) once they land.
 * The host's copies bound the sweep (host memory bandwidth); draining on a
 * second host thread, at the same time as staging in, was measured no
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
#include "backend.h"
#include "cuda_check.cuh"
#include "device_grid.cuh"
#include "gpu.h"
#include "gpu_streams.h"
#include "grid.h"
#include "omp_compat.h"
#include "staging.cuh"
#include "timeline.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Ring slabs: at most this many bytes of x rows, and (rows allowing) at
 * least this many slabs. */
#define RING_SLAB_BYTES ((size_t)64 << 20)
enum { RING_MIN_SLABS = 32 };

struct slab {
    int64_t lo, hi;           /* inner rows [lo, hi) */
    int64_t copy_lo, copy_hi; /* x rows this slab copies in */
};

enum { IN_START, IN_END, K_START, K_END, OUT_START, OUT_END, EVENTS_PER_SLAB };
static const char *const stage_op[] = {"copy-in", "kernel", "copy-out"};
static const char *const stage_label[] = {"GPU: Copy-in (sum)", "GPU: Smooth (sum)",
                                          "GPU: Copy-out (sum)"};

/* The ring: depth buffers on the device, and with staging a pinned host
 * buffer in and out for each. depth 0: no ring (x and y whole). */
struct ring {
    int depth;
    int64_t rows;                 /* rows per slab, at most */
    struct device_grid *d_x, *d_y;
    float *pinned;                /* staging buffers; NULL: copies straight from the host arrays */
    size_t device_bytes;
    size_t needed, budget;        /* bytes x and y need whole; bytes the run may use */
    double (*host)[4];            /* per slab: stage-in start, end, stage-out start, end (wall s) */
};

/* Streams, events and device memory for the slabs of `rows` inner rows. */
struct pipeline {
    struct job *job;
    const struct gpu_kernel *kernel;
    int64_t rows;
    int slabs, streams;
    struct slab *slab;
    cudaStream_t *stream;
    cudaEvent_t *ev; /* EVENTS_PER_SLAB per slab */
    cudaEvent_t start, stop;
    double origin;   /* wall clock when `start` fired */
    struct device_grid d_x, d_y; /* no ring: the whole grid */
    struct ring ring;
};

static cudaEvent_t *event_of(struct pipeline *p, int k, int which)
{
    return &p->ev[k * EVENTS_PER_SLAB + which];
}

static cudaStream_t stream_of(const struct pipeline *p, int k)
{
    return p->stream[k % p->streams];
}

static bool staged(const struct pipeline *p)
{
    return p->ring.pinned != NULL;
}

static int64_t stride_of(const struct pipeline *p)
{
    return p->job->cols + 2;
}

/* Slab k's staging buffers (in: its x rows, halos included; out: its y rows). */
static float *pinned_in(const struct pipeline *p, int k)
{
    const size_t slot = (size_t)(2 * p->ring.rows + 2) * (size_t)stride_of(p);
    return p->ring.pinned + (size_t)(k % p->ring.depth) * slot;
}

static float *pinned_out(const struct pipeline *p, int k)
{
    return pinned_in(p, k) + (size_t)(p->ring.rows + 2) * (size_t)stride_of(p);
}

static void plan_slabs(struct slab *slab, int64_t rows, int slabs, bool ring)
{
    const int64_t base = rows / slabs, extra = rows % slabs;
    int64_t lo = 1;
    for (int s = 0; s < slabs; ++s) {
        slab[s].lo = lo;
        slab[s].hi = lo + base + (s < extra);
        /* a ring slab brings its halo rows; views share them with the slab before */
        slab[s].copy_lo = ring ? lo - 1 : s == 0 ? 0 : lo + 1;
        slab[s].copy_hi = slab[s].hi + 1;
        lo = slab[s].hi;
    }
}

/* The ring for `rows` rows on `streams` streams in `budget` bytes (see the
 * top): as many buffers as streams, each slab as many rows as fit, at most
 * 64 MiB and rows/32; if even one-row slabs leave fewer buffers than
 * streams, as many one-row buffers as fit. Returns the slab count. */
static int plan_ring(struct ring *r, int64_t rows, int64_t cols, int streams, size_t budget)
{
    const size_t row_pair = 2 * (size_t)gpu_pitch(cols) * sizeof(float); /* a row of x and of y */
    const size_t host_row = (size_t)(cols + 2) * sizeof(float);
    const int64_t most = streams > RING_MIN_SLABS ? streams : RING_MIN_SLABS;
    int64_t want = (rows + most - 1) / most;
    if ((int64_t)(RING_SLAB_BYTES / host_row) < want)
        want = RING_SLAB_BYTES / host_row > 0 ? (int64_t)(RING_SLAB_BYTES / host_row) : 1;
    int64_t depth = streams, fit = (int64_t)(budget / ((size_t)depth * row_pair)) - 2;
    if (fit < 1) {
        depth = (int64_t)(budget / (3 * row_pair));
        fit = 1;
    }
    if (depth < 1)
        die(EXIT_RUNTIME,
            "out of device memory: one slab of one row needs %zu bytes, and the GPU has %zu bytes "
            "free (less a margin); free some device memory or use -kernel cpu",
            gpu_slab_min_bytes(cols), budget);
    r->rows = want < fit ? want : fit;
    const int slabs = (int)((rows + r->rows - 1) / r->rows);
    r->depth = (int)(depth < slabs ? depth : slabs);
    return slabs;
}

static void ring_open(struct pipeline *p, struct timer *t)
{
    struct ring *r = &p->ring;
    const int64_t cols = p->job->cols;
    r->d_x = (struct device_grid *)mallocCheck(r->depth * sizeof *r->d_x, "the ring");
    r->d_y = (struct device_grid *)mallocCheck(r->depth * sizeof *r->d_y, "the ring");
    if (t)
        timer_start(t, "GPU: Alloc-Ring");
    for (int b = 0; b < r->depth; ++b) {
        device_grid_alloc(&r->d_x[b], r->rows, cols);
        device_grid_alloc(&r->d_y[b], r->rows, cols);
    }
    r->device_bytes = 2 * (size_t)r->depth * device_grid_bytes(r->rows, cols);
    if (t)
        timer_stop(t);
    r->pinned = NULL;
    r->host = NULL;
    if (p->job->pin) {
        if (t)
            timer_start(t, "GPU: Pin-staging");
        const size_t bytes = (size_t)r->depth * (size_t)(2 * r->rows + 2) * (size_t)(cols + 2) * sizeof(float);
        r->pinned = pinned_alloc(bytes, "the ring's staging buffers");
        if (t)
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

/* Open the pipeline for `rows` rows on `streams` streams: x and y whole on
 * the device, or (ring_budget > 0) a ring in that many bytes. */
static void pipeline_open(struct pipeline *p, struct job *job, const struct gpu_kernel *kernel,
                          int64_t rows, int streams, size_t ring_budget, struct timer *t)
{
    memset(p, 0, sizeof *p);
    p->job = job;
    p->kernel = kernel;
    p->rows = rows;
    p->slabs = ring_budget ? plan_ring(&p->ring, rows, job->cols, streams, ring_budget) : streams;
    p->streams = streams < p->slabs ? streams : p->slabs;
    p->ring.budget = ring_budget;
    p->ring.needed = 2 * device_grid_bytes(rows, job->cols);
    p->slab = (struct slab *)mallocCheck(p->slabs * sizeof *p->slab, "the slab plan");
    p->stream = (cudaStream_t *)mallocCheck(p->streams * sizeof *p->stream, "the streams");
    p->ev = (cudaEvent_t *)mallocCheck((size_t)p->slabs * EVENTS_PER_SLAB * sizeof *p->ev, "the events");
    plan_slabs(p->slab, rows, p->slabs, ring_budget > 0);
    for (int s = 0; s < p->streams; ++s)
        cudaCheck(cudaStreamCreate(&p->stream[s]));
    for (int e = 0; e < p->slabs * EVENTS_PER_SLAB; ++e)
        p->ev[e] = event_new();
    p->start = event_new();
    p->stop = event_new();

    if (ring_budget) {
        ring_open(p, t);
        return;
    }
    if (t)
        timer_start(t, "GPU: Alloc-X");
    device_grid_alloc(&p->d_x, rows, job->cols);
    if (t) {
        timer_stop(t);
        timer_start(t, "GPU: Alloc-Y");
    }
    device_grid_alloc(&p->d_y, rows, job->cols);
    if (t)
        timer_stop(t);
}

/* Before each run: an element no slab writes shows up in -verify. (A ring
 * poisons each y buffer before each slab's kernel.) */
static void pipeline_poison(struct pipeline *p)
{
    if (p->ring.depth)
        return;
    cudaCheck(cudaMemset(p->d_y.data, 0xFF, device_grid_bytes(p->rows, p->job->cols)));
    cudaCheck(cudaDeviceSynchronize());
}

/* y's inner elements below the threshold in rows [lo, hi). */
static int64_t count_rows(const struct job *job, int64_t lo, int64_t hi)
{
    return grid_count_below(job->h_y + (lo - 1) * (job->cols + 2), hi - lo, job->cols, job->threshold);
}

/* After pipeline_issue (not staged): count y's inner elements below the
 * threshold slab by slab, each as soon as its copy-out is over, while later
 * slabs still move. Adds the host's counting time to *seconds. */
static int64_t count_landed(struct pipeline *p, double *seconds)
{
    const struct job *job = p->job;
    int64_t below = 0;
    for (int s = 0; s < p->slabs; ++s) {
        const struct slab *sl = &p->slab[s];
        cudaCheck(cudaEventSynchronize(*event_of(p, s, OUT_END)));
        const double start = wall_seconds();
        below += count_rows(job, sl->lo, sl->hi);
        *seconds += wall_seconds() - start;
    }
    return below;
}

static void pipeline_close(struct pipeline *p)
{
    for (int s = 0; s < p->streams; ++s)
        cudaCheck(cudaStreamDestroy(p->stream[s]));
    for (int e = 0; e < p->slabs * EVENTS_PER_SLAB; ++e)
        cudaCheck(cudaEventDestroy(p->ev[e]));
    cudaCheck(cudaEventDestroy(p->start));
    cudaCheck(cudaEventDestroy(p->stop));
    if (p->ring.depth) {
        ring_close(&p->ring);
    } else {
        device_grid_free(&p->d_x);
        device_grid_free(&p->d_y);
    }
    free(p->slab);
    free(p->stream);
    free(p->ev);
}

/* Make slab k's stream wait for event `which` of slab `other`. */
static void wait_for(struct pipeline *p, int k, int other, int which)
{
    cudaCheck(cudaStreamWaitEvent(stream_of(p, k), *event_of(p, other, which), 0));
}

/* The device grid slab k's x (or y) rows are in, and the row there that
 * holds its row `lo - 1`. */
static struct device_grid *slab_x(struct pipeline *p, int k, int64_t *first)
{
    *first = p->ring.depth ? 0 : p->slab[k].lo - 1;
    return p->ring.depth ? &p->ring.d_x[k % p->ring.depth] : &p->d_x;
}

static struct device_grid *slab_y(struct pipeline *p, int k, int64_t *first)
{
    *first = p->ring.depth ? 0 : p->slab[k].lo - 1;
    return p->ring.depth ? &p->ring.d_y[k % p->ring.depth] : &p->d_y;
}

/* Staged ring: the host copies slab k's x rows into its pinned buffer
 * (whose last copy-in, slab k-D's, drain() saw finished). */
static void stage_in(struct pipeline *p, int k)
{
    const struct slab *sl = &p->slab[k];
    p->ring.host[k][0] = wall_seconds();
    grid_copy_streaming(pinned_in(p, k), p->job->h_x + sl->copy_lo * stride_of(p),
                        (size_t)((sl->copy_hi - sl->copy_lo) * stride_of(p)));
    p->ring.host[k][1] = wall_seconds();
}

/* Staged ring: once slab k's y rows have landed in its pinned buffer, copy
 * them into h_y, counting them on the way; returns the count. */
static int64_t drain(struct pipeline *p, int k, double *seconds)
{
    const struct slab *sl = &p->slab[k];
    cudaCheck(cudaEventSynchronize(*event_of(p, k, OUT_END)));
    p->ring.host[k][2] = wall_seconds();
    const int64_t below = grid_copy_count_rows(p->job->h_y + sl->lo * stride_of(p), pinned_out(p, k),
                                               sl->hi - sl->lo, p->job->cols, p->job->threshold);
    p->ring.host[k][3] = wall_seconds();
    *seconds += p->ring.host[k][3] - p->ring.host[k][2];
    return below;
}

static void copy_in(struct pipeline *p, int k)
{
    const struct slab *sl = &p->slab[k];
    const int depth = p->ring.depth;
    if (depth && k >= depth) /* the buffer's last kernel has read it */
        wait_for(p, k, k - depth, K_END);
    int64_t first;
    struct device_grid *d_x = slab_x(p, k, &first);
    if (!depth)
        first = sl->copy_lo;
    const float *from = staged(p) ? pinned_in(p, k) : p->job->h_x + sl->copy_lo * stride_of(p);
    cudaCheck(cudaEventRecord(*event_of(p, k, IN_START), stream_of(p, k)));
    copy_rows_in(d_x, first, sl->copy_hi - sl->copy_lo, from, stream_of(p, k));
    cudaCheck(cudaEventRecord(*event_of(p, k, IN_END), stream_of(p, k)));
}

static void smooth_slab(struct pipeline *p, int k)
{
    const struct slab *sl = &p->slab[k];
    const int depth = p->ring.depth;
    int64_t first;
    struct device_grid *d_x = slab_x(p, k, &first), *d_y = slab_y(p, k, &first);
    if (depth) {
        if (k >= depth) /* the buffer's last copy-out has read it */
            wait_for(p, k, k - depth, OUT_END);
        cudaCheck(cudaMemsetAsync(d_y->data, 0xFF, device_grid_bytes(d_y->rows, d_y->cols), stream_of(p, k)));
    } else {
        /* The rows lo-1 and lo that earlier slabs copied in. */
        for (int other = k - 1; other >= 0 && p->slab[other].copy_hi > sl->lo - 1; --other)
            wait_for(p, k, other, IN_END);
    }
    cudaCheck(cudaEventRecord(*event_of(p, k, K_START), stream_of(p, k)));
    p->kernel->launch(device_row(d_y, first), device_row(d_x, first), sl->hi - sl->lo, p->job->cols,
                      d_x->pitch, p->job->k, stream_of(p, k));
    cudaCheck(cudaEventRecord(*event_of(p, k, K_END), stream_of(p, k)));
}

static void copy_out(struct pipeline *p, int k)
{
    const struct slab *sl = &p->slab[k];
    int64_t first;
    const struct device_grid *d_y = slab_y(p, k, &first);
    float *to = staged(p) ? pinned_out(p, k) : p->job->h_y + sl->lo * stride_of(p);
    cudaCheck(cudaEventRecord(*event_of(p, k, OUT_START), stream_of(p, k)));
    copy_rows_out(to, d_y, first + 1, sl->hi - sl->lo, stream_of(p, k));
    cudaCheck(cudaEventRecord(*event_of(p, k, OUT_END), stream_of(p, k)));
}

/* Record the start event and wait for it (the GPU is idle: it fires at
 * once), so that wall-clock host work can share the events' origin. */
static void pipeline_start(struct pipeline *p)
{
    cudaCheck(cudaEventRecord(p->start, 0));
    cudaCheck(cudaEventSynchronize(p->start));
    p->origin = wall_seconds();
}

/* Put the whole pipeline on the streams, round after round (a round: every
 * slab without a ring; as many slabs as the ring has buffers with one),
 * after pipeline_start. Without staging the host returns at once when host
 * memory is pinned; with it, the host stages each slab in and drains the
 * slab that used its buffer before, and returns with all but the last
 * round drained: their count (their host time is added to *seconds).
 * Streams from cudaStreamCreate wait for the legacy stream and it for
 * them, so `start` and `stop`, recorded there, bracket all of the work. */
static int64_t pipeline_issue(struct pipeline *p, double *seconds)
{
    const int round = p->ring.depth ? p->ring.depth : p->slabs;
    int64_t below = 0;
    for (int first = 0; first < p->slabs; first += round) {
        const int last = first + round < p->slabs ? first + round : p->slabs;
        for (int k = first; k < last; ++k) {
            if (staged(p)) {
                if (k >= round)
                    below += drain(p, k - round, seconds);
                stage_in(p, k);
            }
            copy_in(p, k);
            if (p->job->scheme == 1) {
                smooth_slab(p, k);
                copy_out(p, k);
            }
        }
        if (p->job->scheme == 2) {
            for (int k = first; k < last; ++k)
                smooth_slab(p, k);
            for (int k = first; k < last; ++k)
                copy_out(p, k);
        }
    }
    cudaCheck(cudaEventRecord(p->stop, 0));
    return below;
}

/* After pipeline_issue: wait for the rest of y, counting it as it lands. */
static int64_t pipeline_finish(struct pipeline *p, double *seconds)
{
    if (!staged(p))
        return count_landed(p, seconds);
    int64_t below = 0;
    for (int k = p->slabs > p->ring.depth ? p->slabs - p->ring.depth : 0; k < p->slabs; ++k)
        below += drain(p, k, seconds);
    return below;
}

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

/* After pipeline_finish: record the elapsed time, each stage's busy time
 * and bytes, and (with -timeline) every operation, each starting no
 * earlier than the previous one of its kind ended (see the top); a staged
 * ring's host copies too, on the lane "host". */
static float pipeline_report(struct pipeline *p, struct timer *t)
{
    const float elapsed = event_ms(p->start, p->stop);
    if (!t)
        return elapsed;
    struct timeline *tl = p->job->timeline;
    const int depth = p->ring.depth;
    struct op_time *op = (struct op_time *)mallocCheck(p->slabs * sizeof *op, "the operation times");
    double busy[3] = {0, 0, 0};
    for (int stage = 0; stage < 3; ++stage) {
        for (int s = 0; s < p->slabs; ++s)
            op[s] = (struct op_time){event_ms(p->start, *event_of(p, s, 2 * stage)),
                                     event_ms(p->start, *event_of(p, s, 2 * stage + 1)), s};
        qsort(op, p->slabs, sizeof *op, by_end);
        float engine_free = 0;
        for (int k = 0; k < p->slabs; ++k) {
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
    double in_rows = 0, staging[2] = {0, 0};
    for (int k = 0; k < p->slabs; ++k) {
        in_rows += (double)(p->slab[k].copy_hi - p->slab[k].copy_lo);
        if (!staged(p))
            continue;
        const double *h = p->ring.host[k];
        staging[0] += h[1] - h[0];
        staging[1] += h[3] - h[2];
        if (tl) {
            timeline_add(tl, "host", "stage-in", k, k % depth, 1e3 * (h[0] - p->origin), 1e3 * (h[1] - p->origin));
            timeline_add(tl, "host", "stage-out", k, k % depth, 1e3 * (h[2] - p->origin), 1e3 * (h[3] - p->origin));
        }
    }
    const int64_t rows = p->rows;
    const double row = (double)(p->job->cols + 2) * sizeof(float);
    const double bytes[3] = {row * in_rows, sweep_bytes(rows, p->job->cols), row * (double)rows};
    timer_add(t, "GPU: Streams", elapsed / 1e3, bytes[0] + bytes[2]);
    for (int stage = 0; stage < 3; ++stage)
        timer_add(t, stage_label[stage], busy[stage] / 1e3, bytes[stage]);
    timer_add(t, "GPU: Stages (sum)", (busy[0] + busy[1] + busy[2]) / 1e3, 0);
    if (staged(p)) {
        timer_add(t, "CPU: Stage-in X (sum)", staging[0], 2 * bytes[0]);
        timer_add(t, "CPU: Stage-out Y, Count-Y (sum)", staging[1], 2 * bytes[2]);
    }
    return elapsed;
}

/* The whole sweep, from the start event to the last row of y counted;
 * returns the count, and the host's counting (and unstaging) time in *seconds. */
static int64_t pipeline_sweep(struct pipeline *p, double *seconds)
{
    pipeline_start(p);
    const int64_t below = pipeline_issue(p, seconds);
    return below + pipeline_finish(p, seconds);
}

/* --- hybrid: CPU and GPU together ------------------------------------- */

/*
 * The GPU streams rows 1..g while the host's OpenMP threads smooth rows
 * g+1..n. The pipeline is issued first (asynchronous with pinned memory),
 * then the host thread joins the CPU work, then both are awaited. A staged
 * ring needs the host all along: its sweep runs on a thread of its own,
 * with half the host threads for its copies, the CPU work on the others.
 * Returns the GPU's and the CPU's elapsed seconds; `origin` (wall clock)
 * is when the GPU's start event fired, for the timeline's cpu lane. With
 * `below`, y is counted too: the CPU's rows once smoothed, the GPU's as
 * they land.
 */
struct split_times {
    double gpu, cpu, origin, cpu_begin, cpu_end, counting;
};

struct sweep_thread {
    struct pipeline *p;
    int device, threads;
    int64_t below;
    double seconds;
};

static void *sweep_on_thread(void *arg)
{
    struct sweep_thread *a = (struct sweep_thread *)arg;
    cudaCheck(cudaSetDevice(a->device)); /* a new thread starts on device 0 */
    omp_set_num_threads(a->threads);
    a->below = pipeline_sweep(a->p, &a->seconds);
    return NULL;
}

static struct split_times run_split(struct pipeline *p, int64_t cpu_lo, int64_t cpu_hi,
                                    struct timer *t, int64_t *below)
{
    const struct job *job = p->job;
    struct split_times times = {0, 0, 0, 0, 0, 0};
    int cpu_threads = job->threads;
    pthread_t sweeper;
    struct sweep_thread sweep = {p, 0, 1, 0, 0};
    int64_t gpu_below = 0;
    if (staged(p)) {
        const int all = job->threads ? job->threads : omp_get_max_threads();
        sweep.threads = all > 1 ? all / 2 : 1;
        cpu_threads = all > 1 ? all - sweep.threads : 1;
        cudaCheck(cudaGetDevice(&sweep.device));
        if (pthread_create(&sweeper, NULL, sweep_on_thread, &sweep) != 0)
            die(EXIT_RUNTIME, "could not start the host thread that drives the ring");
    } else {
        pipeline_start(p);
        gpu_below = pipeline_issue(p, &times.counting);
    }
    times.cpu_begin = wall_seconds();
    if (cpu_hi > cpu_lo)
        cpu_stencil_rows(job->h_y, job->h_x, job->cols, cpu_lo, cpu_hi, job->k, cpu_threads);
    times.cpu_end = wall_seconds();
    if (below) {
        *below = count_rows(job, cpu_lo, cpu_hi);
        times.counting += wall_seconds() - times.cpu_end;
    }
    if (staged(p)) {
        if (pthread_join(sweeper, NULL) != 0)
            die(EXIT_RUNTIME, "could not wait for the host thread that drives the ring");
        gpu_below = sweep.below;
        times.counting += sweep.seconds;
    } else {
        gpu_below += pipeline_finish(p, &times.counting);
    }
    if (below)
        *below += gpu_below;
    times.origin = p->origin;
    times.gpu = pipeline_report(p, t) / 1e3;
    times.cpu = times.cpu_end - times.cpu_begin;
    return times;
}

/*
 * -hybrid auto: the CPU share F that makes both sides finish together is
 * r_cpu / (r_cpu + r_gpu), with r the rows per second each side smooths.
 * The rates are measured on this machine, now, with both sides running at
 * once (so the model includes their competition for host memory
 * bandwidth, which the pinned copies and the CPU loop share): the GPU
 * streams the first w rows while the CPU smooths the last w, w = n/32.
 * That costs about 1/16 of a run, once, in setup. Grids too small to
 * measure get F = 0.5.
 */
static double calibrate(struct job *job, const struct gpu_kernel *kernel, int slabs,
                        size_t ring_budget, struct timer *t, int64_t *window)
{
    const int64_t rows = job->rows;
    *window = rows / 32 > slabs ? rows / 32 : slabs;
    if (rows < 64 || 2 * *window > rows) {
        *window = 0;
        return 0.5;
    }
    timer_start(t, "Hybrid: Calibrate");
    struct pipeline p;
    pipeline_open(&p, job, kernel, *window, slabs, ring_budget, NULL);
    pipeline_poison(&p); /* the copy-out brings the ghost columns too: defined */
    struct split_times times = run_split(&p, rows + 1 - *window, rows + 1, NULL, NULL);
    pipeline_close(&p);
    /* Poison the rows it wrote again, so the real run must write them too. */
    const int64_t stride = job->cols + 2;
    const size_t bytes = (size_t)(*window * stride) * sizeof(float);
    memset(job->h_y + stride, 0xFF, bytes);
    memset(job->h_y + (rows + 1 - *window) * stride, 0xFF, bytes);
    timer_stop(t);
    double r_gpu = (double)*window / times.gpu, r_cpu = (double)*window / times.cpu;
    return r_cpu / (r_cpu + r_gpu);
}

/* --- the backend: setup, run, teardown ---------------------------------- */

struct streams {
    struct pipeline p;
    bool pinned_x, pinned_y;
    bool automatic;     /* streamed because the whole grid does not fit, without -streams */
    int64_t gpu_rows;   /* the GPU's rows, 1..gpu_rows (all rows without -hybrid) */
    int64_t window;     /* -hybrid auto: rows each side smoothed to calibrate; 0 = not measured */
};

void gpu_streams_setup(struct job *job, struct timer *t, bool automatic)
{
    struct streams *st = (struct streams *)mallocCheck(sizeof *st, "the streams' state");
    const struct gpu_kernel *kernel = gpu_kernel(job->kernel);
    const size_t bytes = grid_elements(job->rows, job->cols) * sizeof(float);
    /* x and y whole if they fit (the views), else the ring */
    const size_t budget = gpu_memory_budget(job->device_memory);
    const size_t ring_budget = 2 * device_grid_bytes(job->rows, job->cols) > budget ? budget : 0;
    /* Asynchronous copies, overlapping kernels and each other, need pinned
       host memory (pageable: the copies run one after the other): the
       host arrays, or the ring's staging buffers. */
    st->pinned_x = st->pinned_y = false;
    if (job->pin && !ring_budget) {
        timer_start(t, "GPU: Pin-X+Y");
        st->pinned_x = gpu_pin((void *)job->h_x, bytes, "x");
        st->pinned_y = st->pinned_x && gpu_pin(job->h_y, bytes, "y");
        timer_stop(t);
    }
    st->automatic = automatic;
    st->gpu_rows = job->rows;
    st->window = 0;
    if (job->hybrid) {
        const double fraction = job->hybrid_fraction < 0
                                    ? calibrate(job, kernel, job->streams, ring_budget, t, &st->window)
                                    : job->hybrid_fraction;
        /* The GPU keeps at least one row per stream; the CPU takes the rest. */
        st->gpu_rows = job->rows - (int64_t)llround(fraction * (double)job->rows);
        if (st->gpu_rows < job->streams)
            st->gpu_rows = job->streams;
        if (st->gpu_rows > job->rows)
            st->gpu_rows = job->rows;
    }
    pipeline_open(&st->p, job, kernel, st->gpu_rows, job->streams, ring_budget, t);
    job->state = st;
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

/* The header's account of the ring: its shape, and why there is one. */
static void ring_detail(struct job *job, const struct pipeline *p)
{
    const struct ring *r = &p->ring;
    char used[24], needed[24], budget[24];
    human_bytes(used, sizeof used, r->device_bytes);
    human_bytes(needed, sizeof needed, r->needed);
    human_bytes(budget, sizeof budget, r->budget);
    job->ring = (struct ring_shape){.buffers = r->depth, .slabs = p->slabs, .streams = p->streams,
                                    .scheme = job->scheme, .rows = r->rows, .device_bytes = r->device_bytes,
                                    .needed_bytes = r->needed, .allowed_bytes = r->budget,
                                    .staged = r->pinned != NULL};
    const bool limited = job->device_memory && r->budget == job->device_memory;
    job_detail(job, "ring of %d device buffers of %lld rows (%s), %d slabs: x and y need %s, %s %s%s; %s",
               r->depth, (long long)r->rows, used, p->slabs, needed, limited ? "-device-memory allows" : "the GPU has",
               budget, limited ? "" : " free", r->pinned ? "copies staged through pinned buffers" : "pageable copies");
}

void gpu_streams_run(struct job *job, struct timer *t)
{
    struct streams *st = (struct streams *)job->state;
    struct pipeline *p = &st->p;
    const int64_t rows = job->rows, gpu_rows = st->gpu_rows;
    pipeline_poison(p);
    double counting = 0;
    if (job->hybrid) {
        const double begin = wall_seconds();
        struct split_times times = run_split(p, gpu_rows + 1, rows + 1, t, &job->below_y);
        counting = times.counting;
        timer_add(t, "CPU: Smooth (hybrid rows)", times.cpu, sweep_bytes(rows - gpu_rows, job->cols));
        timer_add(t, "Hybrid: Total", wall_seconds() - begin, sweep_bytes(rows, job->cols));
        if (job->timeline && rows > gpu_rows)
            timeline_add(job->timeline, "cpu", "smooth", 0, -1, 1e3 * (times.cpu_begin - times.origin),
                         1e3 * (times.cpu_end - times.origin));
        job_detail(job, "hybrid: GPU rows 1..%lld on %d streams (scheme %d), CPU rows %lld..%lld "
                   "(%lld rows); CPU share %.3f (%s)",
                   (long long)gpu_rows, job->streams, job->scheme, (long long)gpu_rows + 1, (long long)rows,
                   (long long)(rows - gpu_rows), (double)(rows - gpu_rows) / (double)rows,
                   job->hybrid_fraction >= 0 ? "-hybrid F"
                   : st->window              ? "auto: calibrated on 2 x n/32 rows"
                                             : "auto: grid too small to calibrate, half");
    } else {
        job_detail(job, "%s%d streams, scheme %d", st->automatic ? "streamed (the grid does not fit): " : "",
                   job->streams, job->scheme);
        job->below_y = pipeline_sweep(p, &counting);
        pipeline_report(p, t);
    }
    if (p->ring.depth)
        ring_detail(job, p);
    job->counted_y = true;
    if (!staged(p))
        timer_add(t, "CPU: Count-Y (overlapped)", counting, (double)rows * (double)job->cols * sizeof(float));
}

void gpu_streams_teardown(struct job *job)
{
    struct streams *st = (struct streams *)job->state;
    pipeline_close(&st->p);
    if (st->pinned_x)
        gpu_unpin((void *)job->h_x);
    if (st->pinned_y)
        gpu_unpin(job->h_y);
    free(st);
    job->state = NULL;
}

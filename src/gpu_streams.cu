/*
 * gpu_streams.cu - the tutorial's "Overlapping communication and
 * computation" and "Using Host and GPU together":
 *
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
 *   ./smooth -n 16384 -kernel opt -hybrid auto -timeline t.csv
 *
 * The n inner rows are split into S slabs (sizes differ by at most one
 * row); slab s is copied in, smoothed and copied out on stream s. Scheme 1
 * issues one loop of copy-in, kernel, copy-out per slab; scheme 2 issues
 * three loops: all copy-ins, all kernels, all copy-outs.
 *
 * Layout: one (pitched) device array for x and one for y, the slabs being
 * views of them, rather than a buffer per slab. Neighbouring slabs share ghost rows,
 * and with one array each x row is copied in exactly once (slab s copies
 * rows lo_s+1 .. hi_s, slab 0 from row 0): no duplicate rows cross the bus
 * (separate buffers would copy 2 extra rows per slab: S = n would triple
 * the traffic). The price is a dependency: slab s's kernel reads rows
 * lo_s-1 and lo_s, copied by the slab before it, so it waits on that
 * copy's event.
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
#include "timeline.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

struct slab {
    int64_t lo, hi;           /* inner rows [lo, hi) */
    int64_t copy_lo, copy_hi; /* x rows this slab copies in */
};

enum { IN_START, IN_END, K_START, K_END, OUT_START, OUT_END, EVENTS_PER_SLAB };
static const char *const stage_op[] = {"copy-in", "kernel", "copy-out"};
static const char *const stage_label[] = {"GPU: Copy-in (sum)", "GPU: Smooth (sum)",
                                          "GPU: Copy-out (sum)"};

/* Streams, events and device memory for S slabs of `rows` inner rows. */
struct pipeline {
    struct job *job;
    const struct gpu_kernel *kernel;
    int64_t rows;
    int slabs;
    struct slab *slab;
    cudaStream_t *stream;
    cudaEvent_t *ev; /* EVENTS_PER_SLAB per slab */
    cudaEvent_t start, stop;
    struct device_grid d_x, d_y;
};

static cudaEvent_t *event_of(struct pipeline *p, int s, int which)
{
    return &p->ev[s * EVENTS_PER_SLAB + which];
}

static void plan_slabs(struct slab *slab, int64_t rows, int slabs)
{
    const int64_t base = rows / slabs, extra = rows % slabs;
    int64_t lo = 1;
    for (int s = 0; s < slabs; ++s) {
        slab[s].lo = lo;
        slab[s].hi = lo + base + (s < extra);
        slab[s].copy_lo = s == 0 ? 0 : lo + 1;
        slab[s].copy_hi = slab[s].hi + 1;
        lo = slab[s].hi;
    }
}

static void pipeline_open(struct pipeline *p, struct job *job, const struct gpu_kernel *kernel,
                          int64_t rows, int slabs, struct timer *t)
{
    p->job = job;
    p->kernel = kernel;
    p->rows = rows;
    p->slabs = slabs;
    p->slab = (struct slab *)mallocCheck(slabs * sizeof *p->slab, "the slab plan");
    p->stream = (cudaStream_t *)mallocCheck(slabs * sizeof *p->stream, "the streams");
    p->ev = (cudaEvent_t *)mallocCheck(slabs * EVENTS_PER_SLAB * sizeof *p->ev, "the events");
    plan_slabs(p->slab, rows, slabs);
    for (int s = 0; s < slabs; ++s)
        cudaCheck(cudaStreamCreate(&p->stream[s]));
    for (int e = 0; e < slabs * EVENTS_PER_SLAB; ++e)
        p->ev[e] = event_new();
    p->start = event_new();
    p->stop = event_new();

    const size_t bytes = device_grid_bytes(rows, job->cols);
    gpu_check_memory(2 * bytes, "x and y on the device");
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

/* Before each run: an element no slab writes shows up in -verify. */
static void pipeline_poison(struct pipeline *p)
{
    cudaCheck(cudaMemset(p->d_y.data, 0xFF, device_grid_bytes(p->rows, p->job->cols)));
    cudaCheck(cudaDeviceSynchronize());
}

/* y's inner elements below the threshold in rows [lo, hi). */
static int64_t count_rows(const struct job *job, int64_t lo, int64_t hi)
{
    return grid_count_below(job->h_y + (lo - 1) * (job->cols + 2), hi - lo, job->cols, job->threshold);
}

/* After pipeline_issue: count y's inner elements below the threshold slab
 * by slab, each as soon as its copy-out is over, while later slabs still
 * move. Adds the host's counting time to *seconds. */
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
    for (int s = 0; s < p->slabs; ++s)
        cudaCheck(cudaStreamDestroy(p->stream[s]));
    for (int e = 0; e < p->slabs * EVENTS_PER_SLAB; ++e)
        cudaCheck(cudaEventDestroy(p->ev[e]));
    cudaCheck(cudaEventDestroy(p->start));
    cudaCheck(cudaEventDestroy(p->stop));
    device_grid_free(&p->d_x);
    device_grid_free(&p->d_y);
    free(p->slab);
    free(p->stream);
    free(p->ev);
}

/* Make stream s wait for event `which` of slab `other` (another stream). */
static void wait_for(struct pipeline *p, int s, int other, int which)
{
    cudaCheck(cudaStreamWaitEvent(p->stream[s], *event_of(p, other, which), 0));
}

static void copy_in(struct pipeline *p, int s)
{
    const struct slab *sl = &p->slab[s];
    cudaCheck(cudaEventRecord(*event_of(p, s, IN_START), p->stream[s]));
    copy_rows_in(&p->d_x, sl->copy_lo, sl->copy_hi - sl->copy_lo,
                 p->job->h_x + sl->copy_lo * (p->job->cols + 2), p->stream[s]);
    cudaCheck(cudaEventRecord(*event_of(p, s, IN_END), p->stream[s]));
}

static void smooth_slab(struct pipeline *p, int s)
{
    const struct slab *sl = &p->slab[s];
    /* The rows lo-1 and lo that earlier slabs copied in. */
    for (int other = s - 1; other >= 0 && p->slab[other].copy_hi > sl->lo - 1; --other)
        wait_for(p, s, other, IN_END);
    cudaCheck(cudaEventRecord(*event_of(p, s, K_START), p->stream[s]));
    p->kernel->launch(device_row(&p->d_y, sl->lo - 1), device_row(&p->d_x, sl->lo - 1),
                      sl->hi - sl->lo, p->job->cols, p->d_x.pitch, p->job->k, p->stream[s]);
    cudaCheck(cudaEventRecord(*event_of(p, s, K_END), p->stream[s]));
}

static void copy_out(struct pipeline *p, int s)
{
    const struct slab *sl = &p->slab[s];
    cudaCheck(cudaEventRecord(*event_of(p, s, OUT_START), p->stream[s]));
    copy_rows_out(p->job->h_y + sl->lo * (p->job->cols + 2), &p->d_y, sl->lo, sl->hi - sl->lo, p->stream[s]);
    cudaCheck(cudaEventRecord(*event_of(p, s, OUT_END), p->stream[s]));
}

/* Put the whole pipeline on the streams, after pipeline's `start` event
 * was recorded; the host returns at once when host memory is pinned.
 * Streams from cudaStreamCreate wait for the legacy stream and it for them,
 * so `start` and `stop`, recorded there, bracket all of the work. */
static void pipeline_issue(struct pipeline *p, int scheme)
{
    if (scheme == 1) {
        for (int s = 0; s < p->slabs; ++s) {
            copy_in(p, s);
            smooth_slab(p, s);
            copy_out(p, s);
        }
    } else {
        for (int s = 0; s < p->slabs; ++s)
            copy_in(p, s);
        for (int s = 0; s < p->slabs; ++s)
            smooth_slab(p, s);
        for (int s = 0; s < p->slabs; ++s)
            copy_out(p, s);
    }
    cudaCheck(cudaEventRecord(p->stop, 0));
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

/* After pipeline_issue: wait, then record the elapsed time, each stage's
 * busy time and bytes, and (with -timeline) every operation, each starting
 * no earlier than the previous one of its kind ended (see the top). */
static float pipeline_report(struct pipeline *p, struct timer *t)
{
    const float elapsed = event_ms(p->start, p->stop);
    if (!t)
        return elapsed;
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
            if (p->job->timeline) {
                char lane[12];
                snprintf(lane, sizeof lane, "%d", op[k].slab);
                timeline_add(p->job->timeline, lane, stage_op[stage], op[k].slab, start, end);
            }
        }
    }
    free(op);
    const int64_t rows = p->rows;
    const double row = (double)row_bytes(&p->d_x);
    const double bytes[3] = {row * (double)(rows + 2), sweep_bytes(rows, p->job->cols), row * (double)rows};
    timer_add(t, "GPU: Streams", elapsed / 1e3, bytes[0] + bytes[2]);
    for (int stage = 0; stage < 3; ++stage)
        timer_add(t, stage_label[stage], busy[stage] / 1e3, bytes[stage]);
    timer_add(t, "GPU: Stages (sum)", (busy[0] + busy[1] + busy[2]) / 1e3, 0);
    return elapsed;
}

/* --- hybrid: CPU and GPU together ------------------------------------- */

/*
 * The GPU streams rows 1..g while the host's OpenMP threads smooth rows
 * g+1..n. The pipeline is issued first (asynchronous with pinned memory),
 * then the host thread joins the CPU work, then both are awaited. Returns
 * the GPU's and the CPU's elapsed seconds; `origin` (wall clock) is when
 * the GPU's start event fired, for the timeline's cpu lane. With `below`,
 * y is counted too: the CPU's rows once smoothed, the GPU's as they land.
 */
struct split_times {
    double gpu, cpu, origin, cpu_begin, cpu_end, counting;
};

static struct split_times run_split(struct pipeline *p, int64_t cpu_lo, int64_t cpu_hi,
                                    struct timer *t, int64_t *below)
{
    const struct job *job = p->job;
    struct split_times times = {0, 0, 0, 0, 0, 0};
    cudaCheck(cudaEventRecord(p->start, 0));
    cudaCheck(cudaEventSynchronize(p->start)); /* the GPU is idle: it fires at once */
    times.origin = wall_seconds();
    pipeline_issue(p, job->scheme);
    times.cpu_begin = wall_seconds();
    if (cpu_hi > cpu_lo)
        cpu_stencil_rows(job->h_y, job->h_x, job->cols, cpu_lo, cpu_hi, job->k, job->threads);
    times.cpu_end = wall_seconds();
    if (below) {
        *below = count_rows(job, cpu_lo, cpu_hi);
        times.counting = wall_seconds() - times.cpu_end;
        *below += count_landed(p, &times.counting);
    }
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
                        struct timer *t, int64_t *window)
{
    const int64_t rows = job->rows;
    *window = rows / 32 > slabs ? rows / 32 : slabs;
    if (rows < 64 || 2 * *window > rows) {
        *window = 0;
        return 0.5;
    }
    timer_start(t, "Hybrid: Calibrate");
    struct pipeline p;
    pipeline_open(&p, job, kernel, *window, slabs, NULL);
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
    int64_t gpu_rows;   /* the GPU's rows, 1..gpu_rows (all rows without -hybrid) */
    int64_t window;     /* -hybrid auto: rows each side smoothed to calibrate; 0 = not measured */
};

void gpu_streams_setup(struct job *job, struct timer *t)
{
    struct streams *st = (struct streams *)mallocCheck(sizeof *st, "the streams' state");
    const struct gpu_kernel *kernel = gpu_kernel(job->kernel);
    const size_t bytes = grid_elements(job->rows, job->cols) * sizeof(float);
    /* Asynchronous copies, overlapping kernels and each other, need pinned
       host arrays (pageable ones: the copies run one after the other). */
    st->pinned_x = st->pinned_y = false;
    if (job->pin) {
        timer_start(t, "GPU: Pin-X+Y");
        st->pinned_x = gpu_pin((void *)job->h_x, bytes, "x");
        st->pinned_y = st->pinned_x && gpu_pin(job->h_y, bytes, "y");
        timer_stop(t);
    }
    st->gpu_rows = job->rows;
    st->window = 0;
    if (job->hybrid) {
        const double fraction = job->hybrid_fraction < 0
                                    ? calibrate(job, kernel, job->streams, t, &st->window)
                                    : job->hybrid_fraction;
        /* The GPU keeps at least one row per stream; the CPU takes the rest. */
        st->gpu_rows = job->rows - (int64_t)llround(fraction * (double)job->rows);
        if (st->gpu_rows < job->streams)
            st->gpu_rows = job->streams;
        if (st->gpu_rows > job->rows)
            st->gpu_rows = job->rows;
    }
    pipeline_open(&st->p, job, kernel, st->gpu_rows, job->streams, t);
    job->state = st;
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
            timeline_add(job->timeline, "cpu", "smooth", 0, 1e3 * (times.cpu_begin - times.origin),
                         1e3 * (times.cpu_end - times.origin));
        job_detail(job, "hybrid: GPU rows 1..%lld on %d streams (scheme %d), CPU rows %lld..%lld "
                   "(%lld rows); CPU share %.3f (%s)",
                   (long long)gpu_rows, job->streams, job->scheme, (long long)gpu_rows + 1, (long long)rows,
                   (long long)(rows - gpu_rows), (double)(rows - gpu_rows) / (double)rows,
                   job->hybrid_fraction >= 0 ? "-hybrid F"
                   : st->window              ? "auto: calibrated on 2 x n/32 rows"
                                             : "auto: grid too small to calibrate, half");
    } else {
        job_detail(job, "%d streams, scheme %d", job->streams, job->scheme);
        cudaCheck(cudaEventRecord(p->start, 0));
        pipeline_issue(p, job->scheme);
        job->below_y = count_landed(p, &counting);
        pipeline_report(p, t);
    }
    job->counted_y = true;
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

/*
 * gpu_pipeline.cuh - the slab pipeline the streams, ring and hybrid modes
 * share (gpu/pipeline.cu, pipeline_issue.cu, pipeline_report.cu): `rows`
 * rows cut into slabs (slabs.h), slab k copied in, smoothed and copied out
 * on stream k mod S, in scheme 1 or 2 order; each slab's operations worked
 * out once, when the pipeline opens.
 *
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
 *
 * Notes: docs/architecture.md, "Notes behind the headers".
 */
#ifndef SMOOTH_GPU_PIPELINE_CUH
#define SMOOTH_GPU_PIPELINE_CUH

#include "backend.h"
#include "device_grid.cuh"
#include "gpu_sweeps.cuh"
#include "kernels.h"
#include "slabs.h"

/* Slab k's three operations. A wait names another slab, or is -1: none. */
struct slab_ops {
    cudaStream_t stream;
    /* copy-in: in_rows rows from in_from (h_in, or a pinned buffer the
       host stages h_in's rows into) to d_x's rows from in_row on */
    const float *h_in, *in_from;
    struct device_grid *d_x;
    int64_t in_row, in_rows;
    int in_after_kernel;        /* ring: the buffer's last slab, whose kernel read it (P > 1: and copy-out) */
    /* kernel: the slab's rows, from the row before its first on */
    const float *x;
    float *y;
    int after_copy_out;         /* ring: the buffer's last copy-out, which read its y */
    int after_copy_ins_from;    /* views: the copy-ins of slabs from here to k-1 brought rows lo-1 and lo */
    float *poison;              /* ring: the y buffer, poisoned before the kernel; NULL: none */
    /* copy-out: d_y's rows from out_row on to out_to (h_out, or a pinned
       buffer the host drains into h_out); a ring of P > 1 sweeps a pass
       points d_y at the buffer each pass ends in */
    const struct device_grid *d_y;
    int64_t out_row;
    float *h_out, *out_to;
};

/* The ring: `buffers` buffers on the device, and with staging a pinned host
 * buffer in and out for each. buffers 0: no ring (x and y whole). */
struct ring {
    int buffers;
    int64_t rows;                 /* rows per slab, at most */
    struct device_grid *d_x, *d_y;
    float *pinned;                /* staging buffers; NULL: copies straight from the host arrays */
    size_t device_bytes;
    size_t needed;                /* bytes x and y need whole */
    double (*host)[4];            /* per slab: stage-in start, end, stage-out start, end (wall s) */
};

struct pipeline {
    const struct job *job;
    const struct gpu_kernel *kernel;
    int64_t rows;                 /* the pipeline's inner rows: 1..rows of the grid */
    int slabs, streams, scheme;
    int depth;                    /* sweeps a launch: views, those between the first and last; a ring, a pass's */
    int pass;                     /* a ring: sweeps a pass (and halo rows each side of a slab); else 1 */
    int pass_sweeps;              /* a ring: this pass's sweeps (fewer in the last) */
    struct slab *slab;
    struct slab_ops *ops;
    cudaStream_t *stream;
    cudaEvent_t *ev;              /* EVENTS_PER_SLAB per slab */
    cudaEvent_t start, stop;
    cudaEvent_t middle[2];        /* sweeps > 1: around the whole-grid work between first and last sweeps */
    struct exchange *exchange;    /* sweeps > 1 under MPI: edge rows to the neighbours (a ring's on the
                                     host, between passes); else NULL */
    /* a ring of sweeps > 1: a pass over the grid per P sweeps, y in place */
    bool reads_y;                 /* this pass reads y (each slab's top halo rows from `halos` if saved) */
    float *halos;                 /* each slab's P top halo rows as they were before the pass; NULL: not saved */
    double passed[3], passed_staging[2]; /* busy times of the passes before the last, ms and s */
    double origin;                /* wall clock when `start` fired */
    struct device_grid d_x, d_y;  /* no ring: the whole grid (the part's own rows) ... */
    struct device_grid full_x, full_y; /* ... within these (under MPI with D-deep halos, D - 1 rows more each side) */
    struct ring ring;
};

/* What a pipeline is opened with, from the run plan (plan.h): rows 1..rows
 * of the job's grid on `streams` streams in `scheme`'s order; x and y whole
 * on the device (ring NULL: slabs are views of them) or a ring of that
 * shape. With K > 1 sweeps: views run the sweeps between the first and the
 * last `launch` a launch, and under MPI swap `halo` rows with the
 * neighbouring parts every `halo` sweeps (the hybrid runs its own sweeps,
 * its halos that deep); a ring runs ring->pass sweeps a pass, `launch` a
 * launch. */
struct pipeline_shape {
    int64_t rows;
    int streams, scheme;
    const struct ring_plan *ring;
    int launch, halo;
};

/* Open the pipeline; times its allocations and pinning. */
void pipeline_open(struct pipeline *p, const struct job *job, const struct pipeline_shape *shape, struct timer *t);
void pipeline_close(struct pipeline *p);

/* Before each run: an element no slab writes shows up in -verify (a ring
 * poisons each y buffer before each slab's kernel instead). */
void pipeline_poison(struct pipeline *p);

/* The copies go through pinned staging buffers, which the host fills and drains. */
static inline bool pipeline_staged(const struct pipeline *p)
{
    return p->ring.pinned != NULL;
}

/* A sweep in three calls (hybrid puts the CPU's work between issue and
 * finish): start records the start event; issue puts the work on the
 * streams (staged: stages each slab in and drains the slab before it in
 * its buffer, returning the count of those drained); finish waits for the
 * rest of y, counting it as it lands. Counting time goes to *seconds. */
void pipeline_start(struct pipeline *p);
int64_t pipeline_issue(struct pipeline *p, double *seconds);
int64_t pipeline_finish(struct pipeline *p, double *seconds);
/* All three: y's count below the threshold. */
int64_t pipeline_sweep(struct pipeline *p, double *seconds);

/* The current events' busy times, added to busy[] (ms: copy-in, kernel,
 * copy-out) and, staged, the host's staging times to staging[] (s); with
 * tl, every operation too (pipeline_report.cu). */
void pipeline_measure(struct pipeline *p, double busy[3], double staging[2], struct timeline *tl);

/* After finish: record the elapsed time, each stage's busy time and bytes,
 * and (timeline not NULL) every operation. Returns the elapsed ms. */
float pipeline_report(struct pipeline *p, struct timer *t, struct timeline *timeline);

/* After a run: the header's account of the ring, if any (its shape, why
 * there is one, and its sweeps a pass) and its shape for -json; unless staged (a staged
 * ring's counting is in its Stage-out row), y's counting as it landed,
 * `counting` seconds, as the row Count-Y (overlapped). */
void pipeline_account(const struct pipeline *p, struct job_result *result, double counting, struct timer *t);

/* The host arrays, pinned where the plan says so (views with -pin on: their
 * copies must be asynchronous to overlap); the ring stages through pinned
 * buffers of its own, and -pin off pins nothing. A refused pin warns and
 * the run goes on with pageable copies. */
struct pinned_host {
    const float *x;  /* pinned here, to unpin; NULL: not pinned */
    float *y;
};
void pinned_host_open(struct pinned_host *h, const struct job *job, struct timer *t);
void pinned_host_close(struct pinned_host *h);

/* y's inner elements below the threshold in rows [lo, hi). */
int64_t pipeline_count_rows(const struct job *job, int64_t lo, int64_t hi);

/* A slab's events: its copy-in, (first) kernel, copy-out, and with K sweeps
 * its last sweep's kernel. */
enum { IN_START, IN_END, K_START, K_END, OUT_START, OUT_END, LAST_START, LAST_END, EVENTS_PER_SLAB };

static inline cudaEvent_t event_of(const struct pipeline *p, int k, int which)
{
    return p->ev[k * EVENTS_PER_SLAB + which];
}

/* Floats from one host row to the next. */
static inline int64_t stride_of(const struct pipeline *p)
{
    return p->job->cols + 2;
}

#endif

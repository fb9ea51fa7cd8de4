/*
 * plan.h - one run plan: every decision about how a run goes, made once
 * from the options and a description of the machine, printed by -dry-run
 * and in the header, then executed without further choices. Host C, no
 * CUDA: tests/unit/plan.c plans for made-up machines.
 *
 *   ./smooth -n 110000 -kernel opt -iterations 64 -device-memory 80G -dry-run
 *
 * Notes: docs/architecture.md, "Notes behind the headers"; its words: the glossary.
 */
#ifndef SMOOTH_PLAN_H
#define SMOOTH_PLAN_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "kernels.h"
#include "slabs.h"
#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

struct backend;

/* How the rows meet the memory they are smoothed in. */
enum run_mode {
    MODE_HOST,    /* the cpu backend: host memory, OpenMP threads */
    MODE_WHOLE,   /* x and y whole on the GPU: copy in, sweeps, copy out */
    MODE_STREAMS, /* -streams S, x and y whole on the GPU: slabs pipelined on S streams */
    MODE_RING,    /* x and y do not fit: slabs through a ring of device buffers */
    MODE_HYBRID,  /* -hybrid: the GPU's rows (views or a ring) and the CPU's at once */
    MODE_COUNT
};

/* What varies by mode: a row each (plan.c). -help's -depth text is made
 * from these rows. */
struct mode_rule {
    enum run_mode mode;
    const char *name;        /* "whole grid" */
    const char *when;        /* when the planner picks it */
    const char *pass;        /* what a pass of D sweeps is in this mode */
    int depth_max;           /* the deepest -depth */
    int depth_auto;          /* D chosen by default: min(K, this) */
    bool gpu_kernels_block;  /* the GPU kernels other than opt run D > 1 too (by default; -depth > 1: opt) */
    bool blocks_across_ranks;/* D > 1 under MPI (the parts swap D rows every pass) */
};
const struct mode_rule *mode_rule(enum run_mode mode);

#define GPUS_UNKNOWN (-1) /* not asked yet: plan as if there were one, check -device later */

/* What a plan of a GPU run needs to know about the GPU. budget_bytes 0:
 * not known yet (before the GPU opens: the plan assumes x and y fit and
 * makes no choice that depends on it). */
struct gpu_facts {
    uint64_t budget_bytes;   /* device memory the arrays may use: free less a reserve, or -device-memory */
    bool budget_limited;     /* the budget is -device-memory's */
    bool assumed;            /* not measured: the H100's figures below (-dry-run) */
    bool some_part_streams;  /* MPI: some rank's x and y do not fit on its GPU (main asks the ranks) */
    int sms;                 /* multiprocessors, 0 = unknown */
    int shared_kib;          /* shared memory per multiprocessor, KiB; 0 = unknown */
};

/* The H100 (80 GB HBM3) that -dry-run plans for without -device-memory:
 * the memory a run on the H100 machine found it may use (its free memory
 * less smooth's 256 MiB reserve: 78.40 GiB), its 132 SMs, 228 KiB of
 * shared memory each. */
#define H100_BUDGET_BYTES ((uint64_t)80284 << 20)
#define H100_SMS 132
#define H100_SHARED_KIB 228

/* A GPU context's hardware work queues (CUDA_DEVICE_MAX_CONNECTIONS): at
 * most CUDA's default, 8, so that more streams share them as before; and x
 * and y of at most GPU_SURE_BYTES, which the plan takes to fit any GPU
 * before it knows the GPU's memory (issue 39: docs/performance/streams-ring.md). */
#define GPU_QUEUES_MAX 8
#define GPU_SURE_BYTES ((uint64_t)1 << 30)

/* The facts about this machine that a plan depends on (main gathers them;
 * tests and the fuzzer make them up). */
struct machine {
    int gpus;                       /* visible CUDA devices, or GPUS_UNKNOWN */
    unsigned long long host_bytes;  /* memory available now; 0 = unknown */
    int ranks;                      /* processes sharing the rows (MPI ranks) */
    int64_t rows;                   /* inner rows this process holds */
    int node_ranks;                 /* processes on this node, sharing host_bytes (0: just this one) ... */
    int64_t node_rows;              /* ... and the inner rows they hold together */
    int64_t smallest_rows;          /* inner rows of the process holding fewest (>= 1) */
    int omp_threads;                /* what OMP_NUM_THREADS and OMP_THREAD_LIMIT give */
    int thread_limit;               /* OMP_THREAD_LIMIT: no team is larger (0: none) */
    bool omp_threads_set;           /* OMP_NUM_THREADS is set: the user chose the team, as with -threads */
    int cores;                      /* CPUs this process may run on (host_cores; 0: not known) */
    int machine_cores;              /* the machine's CPUs (machine_cores; 0: not known) */
    long l2_bytes;                  /* a core's L2 (cpu_l2_bytes; 0: not known) */
    unsigned long long user_tasks;  /* processes and threads this user may run (ulimit -u); 0 = no limit */
    bool part_above, part_below;    /* MPI: parts above and below this one's rows (swaps go there) */
    struct gpu_facts gpu;
};

/* The most host threads smooth runs (-threads, OMP_NUM_THREADS). */
#define THREADS_MAX 4096

/* A GPU run's host passes (fill, poison, count, the ring's and streams'
 * staging; plan/threads.c): 16 threads, and past them one for each
 * HOST_PASS_SHARE_BYTES of an array, at most HOST_PASS_THREADS_MOST,
 * unless -threads or OMP_NUM_THREADS asks for a team. */
#define HOST_PASS_THREADS_MAX 16
#define HOST_PASS_THREADS_MOST 32
#define HOST_PASS_SHARE_BYTES ((int64_t)128 << 20)

/* The whole grid's staged copies (plan/threads.c): at most 16 threads, each
 * with two pinned buffers, 64 MiB of them in all, each at most 2 MiB. */
#define COPY_THREADS_MAX 16
#ifndef STAGING_BYTES /* a build may try others: -DSTAGING_BYTES=... */
#define STAGING_BYTES ((size_t)64 << 20)
#endif
#define STAGING_CHUNK_MAX ((size_t)2 << 20)

/* How the run goes: the options resolved against the machine, with no
 * default left to fill and no choice left to make (the hybrid's split
 * under -hybrid auto is measured in setup: plan_hybrid_pass then gives its
 * depth by the same rules). */
struct plan {
    const struct backend *backend;
    bool defaulted;          /* -kernel not given: chosen from the machine */
    enum kernel_id kernel_id;
    enum run_mode mode;
    const char *why;         /* why this mode, for the header */
    int threads;             /* host threads: -threads, else what OpenMP gives (within OMP_THREAD_LIMIT) */
    int cores;               /* those this process may run on (0: not known) ... */
    int machine_cores;       /* ... of the machine's (0: not known) */
    int node_ranks;          /* the processes on this node (>= 1) */
    int open_threads;        /* the host's passes while the GPU opens: a core left to the opening thread */
    bool open_capped;        /* ... fewer than the cores by default: memory bounds them (HOST_PASS_THREADS_MAX) */
    int pass_threads;        /* the host's passes once it has opened (the ring's and streams' staging, the counts
                                of y, -verify's compare): the capped team, or all (the cpu backend, the hybrid) */
    int hybrid_gpu_threads;  /* MODE_HYBRID through a staged ring: the team of the thread that drives its copies ... */
    int hybrid_cpu_threads;  /* ... and the CPU rows' beside it (views: every thread; not the hybrid: 0) */
    int copy_threads;        /* the whole grid's staged copies (0: none) ... */
    int64_t copy_rows;       /* ... and the rows of each of their chunks */
    int streams;             /* whole grid and host: 0; -hybrid alone: 4, or fewer on few rows */
    int scheme;              /* with streams: 1 or 2 (default 2); else 0 */
    bool streamed;           /* the ring without -streams: RING_STREAMS streams, scheme 1 */
    int sweeps;              /* K */
    int pass;                /* D: sweeps a pass over memory (1: a sweep a pass); the hybrid's: wanted */
    int launch;              /* sweeps a GPU launch (views: the whole grid's, -streams' middle sweeps) */
    int64_t tile;            /* the host's blocked passes: columns a tile, cpu_tile's (0: none) ... */
    long l2_bytes;           /* ... from this L2 (0: not known) */
    int halo;                /* MPI: rows each part swaps each way, every `halo` sweeps (0: no swaps) */
    enum edges_kind edges;   /* MPI: how the parts trade edge rows: host, peer, none (no swaps) */
    bool edges_given;        /* -edges host|peer: a peer transport that cannot open is an error */
    const char *edges_why;   /* why, for -dry-run and the header */
    int gpu_queues;          /* GPU: hardware work queues its context is made with (0: no GPU) */
    bool through_ring;       /* the GPU's rows go through a ring (MODE_RING; the hybrid where x and y do not fit) */
    struct ring_plan ring;   /* its shape, where the rows are known (buffers 0: none) */
    bool staged;             /* GPU copies through small pinned buffers */
    bool pinned_host;        /* the host arrays pinned (views with -pin on) */
    double hybrid_fraction;  /* MODE_HYBRID: the CPU's share; < 0: measured in setup (auto) */
    int64_t gpu_rows;        /* MODE_HYBRID: the GPU's rows 1..gpu_rows; 0: measured in setup */
    int host_arrays;         /* (n+2)^2-float host arrays the run holds at once */
    double host_bytes;       /* what they take */
    unsigned long long host_available; /* what this machine has now (0: not known) */
    uint64_t device_needed;  /* GPU: x and y whole, with their halo rows */
    uint64_t device_bytes;   /* GPU: what the plan allocates for the grid */
    struct gpu_facts gpu;    /* what it was planned for */
    int64_t rows, cols;      /* the grid this process smooths */
    int ranks;               /* MPI ranks sharing the rows */
    bool part_above, part_below;
    const char *machine;     /* -dry-run: what the plan was made for (this machine, an assumed H100); else NULL */
};

/* What a run decides before its GPU opens (plan_opening, options.h): the
 * plan's first step, on the machine as known then, no GPU fact. */
struct opening {
    bool gpu;                /* a GPU opens: the backend needs one (by default where one may be: not counted yet) */
    int queues;              /* its context's hardware work queues (the plan's gpu_queues) */
    int threads;             /* the host's team meanwhile: fill, poison, count x (the plan's open_threads) */
};

/* The backend `-kernel` names, or by default the one for `gpus` (opt where
 * one is or may be, -streams and -hybrid too; else cpu); and the refusal
 * of a -device beyond `gpus` counted, where the backend needs one. */
const struct backend *plan_backend(const struct options *opt, int gpus);
void plan_device(const struct options *opt, int gpus, const struct backend *backend);

/* Whether `rows` x `cols` inner elements fit on a GPU as x and y whole. */
bool plan_fits(int64_t rows, int64_t cols, uint64_t budget);

/* Sweeps a launch where a pass of `sweeps` runs on the GPU: opt by temporal
 * blocking, at most TEMPORAL_LAUNCH_AUTO; the other kernels one. */
int plan_launch(enum kernel_id kernel, int sweeps);

/* A ring for `rows` rows on the plan's streams and budget, `pass` sweeps
 * a pass wanted (the plan's ring, the hybrid's GPU rows, its calibration
 * window); false when no one-row slab fits. Its streams: at most its slabs. */
bool plan_ring(const struct plan *plan, int64_t rows, int pass, struct ring_plan *ring, int *streams);

/* The hybrid: the GPU's rows for a CPU share, and the sweeps between swaps
 * for that split (at most either side's rows; under MPI the caller takes
 * the least over ranks). */
int64_t plan_hybrid_rows(const struct plan *plan, double fraction);
int plan_hybrid_pass(const struct plan *plan, int64_t gpu_rows);

/* Whether MPI's parts swap edge rows between sweeps (several ranks, K > 1):
 * the one place that says so; the exchange opens only then (exchange.h). */
bool plan_swaps(const struct plan *plan);
/* The GPU queues (of plan->gpu_queues) for those swaps: the exchange's
 * stream where there are swaps, else 0. */
int plan_swap_queues(const struct plan *plan);

/* How the parts trade edge rows (plan->edges, edges_why; plan_make calls
 * it once the mode is chosen; plan/edges.c). */
void plan_edges(const struct options *opt, const struct machine *m, struct plan *plan);
/* "host", "peer", "none" (smooth.h's EDGES_NAMES); and the Edge rows line:
 * the transport and why (plan/print.c, with the plan's other text). */
const char *plan_edges_name(enum edges_kind edges);
const char *plan_edges_text(char *text, size_t size, const struct plan *plan);

/* The run's team (plan->threads: -threads, else OpenMP's, within OMP_THREAD_LIMIT;
 * plan/threads.c), first, refusing what OpenMP cannot run. */
void plan_threads(const struct options *opt, const struct machine *m, struct plan *plan);
/* The host's threads (plan->open_threads, pass_threads, copy_threads; plan/threads.c),
 * once the mode and copies are chosen; and the lines that say why (the
 * host's steps, the GPU's copies). */
void plan_host_threads(const struct options *opt, const struct machine *m, struct plan *plan);
void plan_host_text(char *text, size_t size, const struct plan *plan);
/* The cores this process may run on, of the machine's, and where a
 * launcher bound it to one core while the machine has more than its
 * processes, how to let it spread (plan_bound); "" where not known. */
void plan_cores_text(char *text, size_t size, const struct plan *plan);
static inline bool plan_bound(const struct plan *plan)
{
    return plan->cores == 1 && plan->machine_cores > plan->node_ranks; /* cores left idle */
}
void plan_copies_text(char *text, size_t size, const struct plan *plan);
/* The passes' team is ended before the copy-in where it is larger than the
 * copies' (-threads 64): its idle threads would spin through the copy-in. */
static inline bool plan_ends_open_team(const struct plan *plan)
{
    return plan->mode != MODE_HOST && plan->open_threads > COPY_THREADS_MAX;
}

/* The steps of a run whose OpenMP team the plan sets (plan_team). */
enum team_step {
    TEAM_ALL,         /* every host thread (plan->threads): -bandwidth */
    TEAM_PASSES,      /* once the GPU has opened: the backend, the counts and -verify (pass_threads), the
                         opening's idle threads ended first where plan_ends_open_team */
    TEAM_HYBRID_RING  /* the thread that drives the hybrid's staged ring (hybrid_gpu_threads) */
};
/* Set the calling thread's OpenMP team for `step` from the plan, and
 * before the plan is made, while the GPU opens, from the opening's
 * (allocate, fill, poison and count x: opening->threads; the cpu backend's,
 * all): the one place that sets it (plan/threads.c). */
void plan_team(const struct plan *plan, enum team_step step);
void plan_team_opening(const struct opening *opening);

/* ceil(K / D): passes over memory. */
int plan_passes(const struct plan *plan);


/* The plan as text (-dry-run: a line per decision), as one header line,
 * and as a JSON object (no newline after). */
void plan_print(FILE *out, const struct plan *plan, const struct options *opt);
void plan_summary(char *text, size_t size, const struct plan *plan);
void plan_json(FILE *out, const struct plan *plan, const char *indent);

#ifdef __cplusplus
}
#endif

#endif

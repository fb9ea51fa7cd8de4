/*
 * backend.h - the one interface every backend implements, and the table
 * that names them (selected by -kernel). A backend smooths the inner
 * rows x cols elements of job->h_x into job->h_y, job->sweeps times, and
 * records its steps in the timer; the driver (main.c) does everything
 * around it.
 *
 * Its life is BabelStream's: setup once (device memory, streams, pinned
 * buffers; it returns the backend's state), run -repeat times (nothing
 * allocated or freed inside), then teardown. Setup and teardown may be NULL.
 * The job is read only; what a run found goes in its struct job_result.
 */
#ifndef SMOOTH_BACKEND_H
#define SMOOTH_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kernels.h"
#include "plan.h"
#include "smooth.h"
#include "timer.h"

#ifdef __cplusplus
extern "C" {
#endif

struct decomposition;
struct timeline;

/* One smoothing step: the grid, and how to run it, as the run plan
 * decided (plan.h: no default left to fill, no choice left to make).
 * Backends only read it. */
struct job {
    int64_t rows, cols;          /* inner elements of this process's grid */
    const float *h_x;            /* input, (rows+2) x (cols+2), host memory */
    float *h_y;                  /* output: every backend writes the inner elements */
    struct stencil stencil;      /* the smoothing constants a, b, c */
    int sweeps;                  /* sweeps of the stencil (-iterations), each of the field the one before made */
    const struct plan *plan;     /* how: mode, streams, sweeps a pass and a launch, the ring's shape, pinning */
    const struct decomposition *part; /* this process's rows (parallel.h): between sweeps its edge
                                     rows are swapped with the neighbouring parts' */
    enum kernel_id kernel_id;    /* the GPU kernel; KERNEL_NONE for cpu */
    int threads;                 /* OpenMP threads for host work; 0 = all */
    float threshold;             /* for counting y as it lands */
};

/* What one run of a backend found and how it went; the driver clears it
 * before each run (the timeline too: the last run's is written). */
struct job_result {
    struct timeline *timeline;   /* every copy and kernel; NULL unless -timeline */
    char detail[512];            /* how it ran, for the header ("; "-separated) */
    bool counted_y;              /* it counted y's inner elements below threshold ... */
    int64_t below_y;             /* ... as y's rows landed on the host: this many */
    struct ring_shape ring;      /* the ring, if the grid went through one (buffers 0: none) */
    int depth;                   /* sweeps a pass over memory (temporal blocking); 0 = not said: 1 */
    double redundancy;           /* cells computed per cell of the result at that depth; 0 = not said: 1 */
    char edges[192];             /* MPI parts on GPUs: how the edge rows went, and why ("" : the plan's) */
};

/* Append to result->detail (to any such text: detail_append), "; "-separated. */
void job_detail(struct job_result *result, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Record the sweeps a pass over memory (`pass`: "pass", "launch") and the
 * cells computed per cell of the result; the header names them from 2 on. */
void job_temporal(struct job_result *result, int depth, double redundancy, const char *pass);
void detail_append(char *detail, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

struct backend {
    const char *name;            /* the -kernel value */
    const char *teaches;         /* one line for -help */
    enum kernel_id kernel_id;    /* its GPU kernel; KERNEL_NONE: runs on the host, needs no GPU */
    void *(*setup)(const struct job *job, struct timer *t);
    void (*run)(void *state, const struct job *job, struct job_result *result, struct timer *t);
    void (*teardown)(void *state);
};

extern const struct backend backends[];
extern const int backend_count;

/* The backend called `name`, or NULL. */
const struct backend *backend_find(const char *name);

/* -list-backends: name, host or gpu, its modes, its -help line; a line
 * each, tab-separated, or (json) one object. */
void backends_list(FILE *out, enum output_format format);

static inline bool backend_needs_gpu(const struct backend *b)
{
    return b->kernel_id != KERNEL_NONE;
}

/* cpu backend family (host/cpu.c) */
void cpu_run(void *state, const struct job *job, struct job_result *result, struct timer *t);
/*
 * The reference loop: rows [row_begin, row_end) of y from x, in the
 * tutorial's order, no fused multiply-add. threads == 1 runs it serially;
 * otherwise rows are shared among OpenMP threads (0 = all). Every thread
 * count gives the same bits: each element is one independent expression.
 */
void cpu_stencil_rows(float *y, const float *x, int64_t cols, int64_t row_begin, int64_t row_end,
                      struct stencil coef, int threads);

/* out[0..count) of a row of y from the same columns of the rows up, mid and
 * down of the field before (read one element further either side): the
 * expression every cpu loop uses (host/stencil.c, as the two below). */
void cpu_stencil_span(float *out, const float *up, const float *mid, const float *down, int64_t count,
                      struct stencil coef);
/* Four consecutive rows, out0..out3, from the six rows in0..in5 around them:
 * cpu_stencil_span's bits, fewer loads and additions (temporal blocking's loop). */
void cpu_stencil_span4(float *out0, float *out1, float *out2, float *out3, const float *in0, const float *in1,
                       const float *in2, const float *in3, const float *in4, const float *in5, int64_t count,
                       struct stencil coef);
/* A whole row's inner elements, columns 1..cols (each row with its ghost columns). */
void cpu_stencil_row(float *out, const float *up, const float *mid, const float *down, int64_t cols,
                     struct stencil coef);

/* K sweeps of x: the first into y, each later one of y in place (y's ghost
 * layer becomes x's first); x is left as it was. threads as above. With
 * depth > 1, `depth` sweeps a pass over memory in tiles of `tile` columns
 * (cpu_temporal_sweeps; the plan's tile; under MPI the parts swap `depth`
 * edge rows before each pass); with depth 1 a
 * sweep a pass, y's edge rows swapped with the neighbouring parts' during
 * each later sweep while its inner rows are smoothed. Every depth gives
 * the same bits. */
void cpu_sweeps(float *y, const float *x, int64_t rows, int64_t cols, struct stencil coef, int sweeps, int depth,
                int64_t tile, int threads, const struct decomposition *part);

/* Where a part of the grid meets rows held elsewhere (MPI neighbours; in a
 * hybrid run, the GPU's rows above the CPU's): before each pass of d
 * sweeps, swap() sends the part's first and last d rows away (at the
 * level the pass starts from) and fills `above` and `below` with the d
 * rows beyond them at that level; a side where the part holds the grid's
 * edge (top, bottom) is neither sent nor filled. */
struct halo_swap {
    bool top, bottom;
    void (*swap)(void *context, const float *first, const float *last, float *above, float *below, int d);
    void *context;
};
/* The MPI one: the edge rows to the neighbouring parts (par_swap_rows);
 * part NULL: the whole grid. */
struct halo_swap halo_swap_mpi(const struct decomposition *part);

/* Temporal blocking on the host (host/temporal.c): K sweeps of x into y,
 * `depth` at a pass, in tiles of `tile` columns (CPU_TILE_AUTO: cpu_tile's
 * for this machine's L2), threads as
 * above; y's ghost layer must be x's. With a halo swap (NULL: the whole
 * grid) it runs before each pass; the part must hold `depth` rows. */
void cpu_temporal_sweeps(float *y, const float *x, int64_t rows, int64_t cols, struct stencil coef, int sweeps,
                         int depth, int64_t tile, int threads, const struct halo_swap *halo);
/* Columns per tile where the L2 is not known: a level's six rows of a tile
 * take 25 KiB, the rings of 16 levels 400 KiB (the best of 128..n wide
 * tiles on the H100 machine's host with three rows a level:
 * docs/performance.md, lab/cpu-lab.c). CPU_TILE_AUTO: cpu_tile's. */
#define CPU_TILE 1024
#define CPU_TILE_AUTO 0
/* Columns per tile for `depth` levels and an L2 of `l2_bytes` a core (0: not
 * known): the widest power of two, 128..4096, whose rings take at most a
 * quarter of it; CPU_TILE where it is not known. */
int64_t cpu_tile(int depth, long l2_bytes);
/* A core's L2 on this machine, bytes (0: not known). */
long cpu_l2_bytes(void);
/* Cells computed per cell of the result (>= 1) at this depth, tile and thread count. */
double cpu_temporal_redundancy(int64_t rows, int64_t cols, int depth, int64_t tile, int threads,
                               const struct halo_swap *halo);

/* One more sweep of rows [lo, hi) of the field in grid y, in place; rows
 * lo-1 and hi are read, not written. */
void cpu_sweep_in_place(float *y, int64_t lo, int64_t hi, int64_t cols, struct stencil coef, int threads);

/* GPU backend family (gpu/backend.cu, or gpu/stub.c in a build without
 * CUDA): picks its mode (whole grid, streams, ring, hybrid) once, in setup. */
void *gpu_setup(const struct job *job, struct timer *t);
void gpu_run(void *state, const struct job *job, struct job_result *result, struct timer *t);
void gpu_teardown(void *state);

#ifdef __cplusplus
}
#endif

#endif

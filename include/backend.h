/*
 * backend.h - the one interface every mode implements (struct mode_ops:
 * setup once, run -repeat times, teardown) and the table of backends that
 * -kernel names (struct backend). A mode reads its job (what, and the plan:
 * how) and writes what it found in its struct job_result.
 * Notes: docs/architecture.md, "Notes behind the headers".
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
    const struct plan *plan;     /* how: mode, streams, sweeps a pass and a launch, the ring's shape, pinning */
    const struct decomposition *part; /* this process's rows (parallel.h): between sweeps its edge
                                     rows are swapped with the neighbouring parts' */
    enum kernel_id kernel_id;    /* the GPU kernel; KERNEL_NONE for cpu */
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

/* A backend as -kernel names it: the plan's facts (which kernel, where it
 * runs); how it runs is the mode's (struct mode_ops). */
struct backend {
    const char *name;            /* the -kernel value */
    const char *teaches;         /* one line for -help */
    enum kernel_id kernel_id;    /* its GPU kernel; KERNEL_NONE: runs on the host, needs no GPU */
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

/* A mode of running: the plan's mode picks one (dispatch.c), the job's
 * kernel its parameter. */
struct mode_ops {
    const char *name;
    void *(*setup)(const struct job *job, struct timer *t); /* as job->plan says; may be NULL */
    void (*run)(void *state, const struct job *job, struct job_result *result, struct timer *t);
    void (*teardown)(void *state);                          /* may be NULL */
};

/* The modes: host/cpu.c's loop; gpu/whole.cu, gpu/streams.cu (streams and
 * the ring), hybrid/hybrid.cu (or gpu/stub.c's in a build without CUDA). */
extern const struct mode_ops host_mode, gpu_whole_mode, gpu_streams_mode, gpu_ring_mode, gpu_hybrid_mode;

/* What the GPU modes load into a context as it opens (gpu/kernels.cu): every
 * kernel's code, not at its first timed launch. device.h's gpu_loader, which
 * main and -bandwidth hand to gpu_open_start and gpu_open. */
int gpu_code_load(const char **failed);

/* The mode a plan runs in (dispatch.c, beside main). */
const struct mode_ops *dispatch_mode(enum run_mode mode);

/* -verify's reference: the job's sweeps by the serial loop into ref, a
 * sweep a pass, the part's edge rows swapped as every run's are (host/cpu.c). */
void cpu_reference(float *ref, const struct job *job);

#ifdef __cplusplus
}
#endif

#endif

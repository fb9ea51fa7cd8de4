/*
 * hybrid.cuh - the pieces of the hybrid mode (hybrid/hybrid.cu), one
 * concern a file: one sweep split between the GPU's pipeline and the
 * CPU's rows (hybrid/split.cu), the measured split of -hybrid auto
 * (hybrid/calibrate.cu), and K sweeps with the sides swapping rows
 * (hybrid/sweeps.cu). Internal to those files.
 */
#ifndef SMOOTH_GPU_HYBRID_CUH
#define SMOOTH_GPU_HYBRID_CUH

#include "gpu_pipeline.cuh"

struct hybrid {
    struct pipeline p;
    struct pinned_host pinned;
    int64_t gpu_rows; /* the GPU's rows, 1..gpu_rows */
    int depth;        /* K > 1: sweeps between swaps, and rows swapped (the GPU alone: sweeps a pass) */
    const char *why;  /* how the CPU's share was chosen */
};

/* One split run: the GPU's and the CPU's elapsed seconds; `origin` (wall
 * clock) is when the GPU's start event fired, for the timeline's cpu lane. */
struct split_times {
    double gpu, cpu, origin, cpu_begin, cpu_end, counting;
    int64_t below; /* y's inner elements below the threshold, both sides' */
};


/* The GPU's pipeline and the CPU's rows [cpu_lo, cpu_hi) at once: one
 * sweep, y counted as it lands (hybrid/split.cu). */
struct split_times run_split(struct pipeline *p, int64_t cpu_lo, int64_t cpu_hi, struct timer *t,
                             struct timeline *timeline);

/* -hybrid auto: the CPU's share, measured (hybrid/calibrate.cu); `why`
 * says how. calibrate_sweeps for K sweeps, D at a time. */
double calibrate(const struct job *job, struct timer *t, const char **why);
double calibrate_sweeps(const struct job *job, int depth, struct timer *t, const char **why);

/* K sweeps: the GPU's rows stay on the device, the sides swapping rows
 * (hybrid/sweeps.cu). */
void hybrid_sweeps(struct hybrid *h, const struct job *job, struct job_result *result, struct timer *t);

#endif

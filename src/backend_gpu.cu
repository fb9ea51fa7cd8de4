/*
 * backend_gpu.cu - the GPU backend family (global, sh1, sh16, sh18, opt):
 * one kernel each (kernels.cu), run over the grid in one of four modes
 * (gpu_modes.cuh), chosen here, once, when the backend is set up:
 *
 *   -hybrid                         hybrid (its GPU rows as views or a ring)
 *   x and y fit, no -streams        whole grid
 *   x and y fit, -streams S         streams
 *   x and y do not fit              ring (without -streams: 2 streams, scheme 1)
 *
 * and, with -iterations K > 1, how many sweeps a launch or a pass through
 * the ring (choose_depth).
 *
 * "Fit" means in the device memory the run may use: the free memory less a
 * reserve, or -device-memory.
 *
 *   ./smooth -n 16384 -kernel opt -verify
 */
#include "check.h"
#include "gpu.h"
#include "gpu_modes.cuh"
#include "parallel.h"
#include "slabs.h"
#include "temporal.cuh"

#include <stdlib.h>

struct gpu_state {
    const struct gpu_mode *mode;
    void *mode_state;
};

static const struct gpu_mode *choose_mode(const struct job *job, struct gpu_plan *plan)
{
    const size_t budget = gpu_memory_budget(job->device_memory);
    const bool fits = 2 * gpu_grid_bytes(job->rows, job->cols) <= budget;
    *plan = (struct gpu_plan){.streams = job->streams, .scheme = job->scheme, .ring_budget = fits ? 0 : budget,
                              .automatic = false, .depth = 1};
    if (job->hybrid && job->sweeps > 1 && !fits)
        usage_error("-iterations %d with -hybrid: x and y need %zu bytes of device memory and the run may "
                    "use %zu; hybrid sweeps need the GPU's rows on the device: use -streams S (the ring) or "
                    "-kernel cpu", job->sweeps, 2 * gpu_grid_bytes(job->rows, job->cols), budget);
    if (job->hybrid)
        return &gpu_hybrid_mode;
    if (fits)
        return job->streams ? &gpu_streams_mode : &gpu_whole_mode;
    if (!job->streams) { /* too large for the device: streamed all the same */
        plan->streams = job->rows < RING_STREAMS ? (int)job->rows : RING_STREAMS;
        plan->scheme = 1;
        plan->automatic = true;
    }
    return &gpu_ring_mode;
}

/* Sweeps a pass, with K > 1: through the ring (one process, any kernel)
 * -depth or min(K, RING_DEPTH_AUTO), the ring's plan may lower it; with x
 * and y on the device (opt: whole grid, or the sweeps between the first and
 * last of -streams) a launch, -depth or chosen from K; across MPI ranks
 * (opt, every rank's part whole on its GPU) a launch too, and halos that
 * deep, at most the smallest part's rows; else one at a time.
 * -hybrid picks its own once its split is known (gpu_hybrid.cu); options_plan
 * refused -depth > 1 for the other kernels. */
static int choose_depth(const struct job *job, const struct gpu_mode *mode)
{
    const struct decomposition *part = job->part;
    if (job->sweeps == 1 || mode == &gpu_hybrid_mode)
        return 1;
    if (mode == &gpu_ring_mode && part->ranks == 1)
        return job_depth(job, RING_DEPTH_AUTO);
    if (job->depth > TEMPORAL_DEPTH_MAX)
        usage_error("-depth %d: x and y fit on the device, where a launch runs at most %d sweeps (deeper "
                    "passes are for a grid that streams through the ring); use -depth 1..%d or leave it out",
                    job->depth, TEMPORAL_DEPTH_MAX, TEMPORAL_DEPTH_MAX);
    if (job->kernel_id != KERNEL_OPT)
        return 1;
    const int depth = job_depth(job, temporal_depth_auto(job->sweeps));
    /* Across ranks, every part whole on its GPU (-streams is every rank's or
       none's), or none blocked: their swaps must pair. Every rank asks (all
       hold rows: smallest >= 2), or none. */
    const bool whole = mode == &gpu_whole_mode || mode == &gpu_streams_mode;
    if (part->ranks > 1 && depth > 1 && par_sum_i64(whole) < part->ranks) {
        if (job->depth > 1)
            usage_error("-depth %d across MPI ranks on the GPU needs every rank's x and y whole on its "
                        "device, and some rank streams them; use -depth 1 or leave it out", job->depth);
        return 1;
    }
    if (mode == &gpu_streams_mode && job->sweeps < 3) /* no sweeps between the first and the last */
        return 1;
    return depth;
}

void *gpu_setup(const struct job *job, struct timer *t)
{
    struct gpu_state *st = (struct gpu_state *)mallocCheck(sizeof *st, "the GPU backend's state");
    struct gpu_plan plan;
    st->mode = choose_mode(job, &plan);
    plan.depth = choose_depth(job, st->mode);
    st->mode_state = st->mode->setup(job, &plan, t);
    return st;
}

void gpu_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    const struct gpu_state *st = (const struct gpu_state *)state;
    st->mode->run(st->mode_state, job, result, t);
}

void gpu_teardown(void *state)
{
    struct gpu_state *st = (struct gpu_state *)state;
    st->mode->teardown(st->mode_state);
    free(st);
}

/*
 * gpu/backend.cu - the GPU backend family (global, sh1, sh16, sh18, opt):
 * one kernel each (kernels.cu), run over the grid in the mode the run plan
 * chose (plan.h, gpu_modes.cuh): whole grid, streams, ring or hybrid. The
 * plan also said how many sweeps a pass and a launch, and the ring's
 * shape; nothing here decides.
 *
 *   ./smooth -n 16384 -kernel opt -verify
 *   ./smooth -n 16384 -kernel opt -dry-run      (the plan it runs)
 */
#include "check.h"
#include "gpu.h"
#include "gpu_modes.cuh"

#include <stdlib.h>

struct gpu_state {
    const struct gpu_mode *mode;
    void *mode_state;
};

static const struct gpu_mode *const modes[MODE_COUNT] = {
    nullptr, &gpu_whole_mode, &gpu_streams_mode, &gpu_ring_mode, &gpu_hybrid_mode};

void *gpu_setup(const struct job *job, struct timer *t)
{
    struct gpu_state *st = (struct gpu_state *)mallocCheck(sizeof *st, "the GPU backend's state");
    st->mode = modes[job->plan->mode];
    if (!st->mode)
        die(EXIT_RUNTIME, "internal error: the GPU backend was given a plan for the host");
    st->mode_state = st->mode->setup(job, t);
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

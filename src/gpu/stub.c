/*
 * gpu/stub.c - the GPU modes of a build without CUDA (make CUDA=0, or no
 * nvcc found): the program works with -kernel cpu, and every mode that needs
 * a GPU fails with one clear message and exit code 1. The device layer's
 * side: device/stub.c.
 */
#include "backend.h"
#include "check.h"
#include "device.h"

int gpu_code_load(const char **failed)
{
    (void)failed;
    return 0;
}

/* The GPU's modes, each failing with the one message. */
static void *no_cuda_setup(const struct job *job, struct timer *t)
{
    (void)job, (void)t;
    die(EXIT_RUNTIME, NO_CUDA);
}

static void no_cuda_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    (void)state, (void)job, (void)result, (void)t;
    die(EXIT_RUNTIME, NO_CUDA);
}

const struct mode_ops gpu_whole_mode = {"whole grid", no_cuda_setup, no_cuda_run, NULL},
                      gpu_streams_mode = {"streams", no_cuda_setup, no_cuda_run, NULL},
                      gpu_ring_mode = {"ring", no_cuda_setup, no_cuda_run, NULL},
                      gpu_hybrid_mode = {"hybrid", no_cuda_setup, no_cuda_run, NULL};

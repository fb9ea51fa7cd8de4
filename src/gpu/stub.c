/*
 * gpu/stub.c - the GPU side of a build without CUDA (make CUDA=0, or no
 * nvcc found): the program works with -kernel cpu, and every request that
 * needs a GPU fails with one clear message and exit code 1.
 */
#include "backend.h"
#include "check.h"
#include "gpu.h"
#include "grid.h"

#define NO_CUDA "this smooth was built without CUDA (make CUDA=0 or no nvcc found): " \
                "-kernel cpu works; rebuild with nvcc for GPU backends"

const char *gpu_build_info(void) { return "built without CUDA"; }

bool gpu_built(void) { return false; }

int gpu_device_count(void) { return 0; }

const char *gpu_unavailable(void) { return NO_CUDA; }

void gpu_describe(struct gpu_facts *facts, uint64_t limit)
{
    (void)facts, (void)limit;
    die(EXIT_RUNTIME, NO_CUDA);
}

void gpu_open(int ordinal, struct timer *t, char *description, size_t size)
{
    (void)ordinal, (void)t, (void)description, (void)size;
    die(EXIT_RUNTIME, NO_CUDA);
}

int gpu_list_devices(FILE *out)
{
    (void)out;
    die(EXIT_RUNTIME, NO_CUDA);
}


bool gpu_pin(void *p, size_t bytes, const char *what)
{
    (void)p, (void)bytes, (void)what;
    return false;
}

void gpu_unpin(void *p) { (void)p; }

void gpu_bandwidth(size_t bytes, int repeat, struct timer *t) { (void)bytes, (void)repeat, (void)t; }

void gpu_open_start(int device, int local_rank, int ranks, int queues)
{
    (void)device, (void)local_rank, (void)ranks, (void)queues;
}
void gpu_queues(int queues) { (void)queues; }

int gpu_open_count(void) { return 0; }
int gpu_open_ordinal(void) { return -1; }

void gpu_open_finish(struct timer *t, char *description, size_t size)
{
    (void)t, (void)description, (void)size;
    die(EXIT_RUNTIME, NO_CUDA);
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

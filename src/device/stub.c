/*
 * device/stub.c - the device layer of a build without CUDA (make CUDA=0, or
 * no nvcc found): no GPU to count, open or pin, and every request that needs
 * one fails with one clear message and exit code 1 (device.h).
 */
#include "check.h"
#include "device.h"

const char *gpu_build_info(void) { return "built without CUDA"; }

bool gpu_built(void) { return false; }

int gpu_device_count(void) { return 0; }

const char *gpu_unavailable(void) { return NO_CUDA; }

void gpu_describe(struct gpu_facts *facts, uint64_t limit)
{
    (void)facts, (void)limit;
    die(EXIT_RUNTIME, NO_CUDA);
}

void gpu_open(int ordinal, gpu_loader load, struct timer *t, char *description, size_t size)
{
    (void)ordinal, (void)load, (void)t, (void)description, (void)size;
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

void gpu_open_start(int device, int local_rank, int ranks, int queues, gpu_loader load)
{
    (void)device, (void)local_rank, (void)ranks, (void)queues, (void)load;
}
void gpu_queues(int queues) { (void)queues; }

int gpu_open_count(void) { return 0; }
int gpu_open_ordinal(void) { return -1; }

void gpu_open_finish(struct timer *t, char *description, size_t size)
{
    (void)t, (void)description, (void)size;
    die(EXIT_RUNTIME, NO_CUDA);
}

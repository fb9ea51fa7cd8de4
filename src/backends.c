/*
 * backends.c - the table of backends that -kernel selects from. A backend
 * is a row here and its functions (backend.h); a GPU kernel's row names
 * its id in kernels.h (which says what else a kernel needs).
 */
#include "backend.h"
#include "parallel.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const struct backend backends[] = {
    {"cpu", "the tutorial's loop on the host, rows shared by OpenMP threads; the reference",
     KERNEL_NONE, NULL, cpu_run, NULL},
    {"global", "GPU, one thread per element, all reads from global memory (16x16 blocks)",
     KERNEL_GLOBAL, gpu_setup, gpu_run, gpu_teardown},
    {"sh1", "GPU, 18x18 tile in shared memory copied by ONE thread: slow on purpose",
     KERNEL_SH1, gpu_setup, gpu_run, gpu_teardown},
    {"sh16", "GPU, 16x16 threads copy the tile; edge/corner threads copy the halo",
     KERNEL_SH16, gpu_setup, gpu_run, gpu_teardown},
    {"sh18", "GPU, 18x18 threads copy one element each; 256 of them compute",
     KERNEL_SH18, gpu_setup, gpu_run, gpu_teardown},
    {"opt", "GPU, the fast kernel: each thread walks a column strip in registers",
     KERNEL_OPT, gpu_setup, gpu_run, gpu_teardown},
};

const int backend_count = sizeof backends / sizeof backends[0];
_Static_assert(sizeof backends / sizeof backends[0] == 1 + KERNEL_COUNT,
               "backends.c: the cpu row and one row for every GPU kernel id in kernels.h");

const struct backend *backend_find(const char *name)
{
    for (int b = 0; b < backend_count; ++b)
        if (strcmp(backends[b].name, name) == 0)
            return &backends[b];
    return NULL;
}

static void append(char *detail, size_t size, const char *fmt, va_list ap)
{
    size_t used = strlen(detail);
    if (used && used + 2 < size)
        used += (size_t)snprintf(detail + used, size - used, "; ");
    if (used < size)
        vsnprintf(detail + used, size - used, fmt, ap);
}

void detail_append(char *detail, size_t size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    append(detail, size, fmt, ap);
    va_end(ap);
}

void job_detail(struct job_result *result, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    append(result->detail, sizeof result->detail, fmt, ap);
    va_end(ap);
}

void job_temporal(struct job_result *result, int depth, double redundancy, const char *pass)
{
    result->depth = depth;
    result->redundancy = redundancy;
    if (depth > 1)
        job_detail(result, "%d sweeps a %s (temporal blocking; %.3f x the cells computed)", depth, pass, redundancy);
}

int job_depth(const struct job *job, int automatic)
{
    int depth = job->depth ? job->depth : automatic;
    if (depth > job->sweeps)
        depth = job->sweeps;
    const struct decomposition *part = job->part;
    const int64_t smallest = part && part->ranks > 1 ? part->n / part->ranks : depth;
    if (depth > smallest)
        depth = smallest > 1 ? (int)smallest : 1;
    return depth;
}

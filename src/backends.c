/*
 * backends.c - the table of backends that -kernel selects from. Adding a
 * backend is one row here and one function with the backend signature.
 */
#include "backend.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const struct backend backends[] = {
    {"cpu", "the tutorial's loop on the host, rows shared by OpenMP threads; the reference",
     false, cpu_smooth},
    {"global", "GPU, one thread per element, all reads from global memory (16x16 blocks)",
     true, gpu_smooth},
    {"sh1", "GPU, 18x18 tile in shared memory copied by ONE thread: slow on purpose",
     true, gpu_smooth},
    {"sh16", "GPU, 16x16 threads copy the tile; edge/corner threads copy the halo",
     true, gpu_smooth},
    {"sh18", "GPU, 18x18 threads copy one element each; 256 of them compute",
     true, gpu_smooth},
    {"opt", "GPU, the fast kernel: each thread walks a column strip in registers",
     true, gpu_smooth},
};

const int backend_count = sizeof backends / sizeof backends[0];

const struct backend *backend_find(const char *name)
{
    for (int b = 0; b < backend_count; ++b)
        if (strcmp(backends[b].name, name) == 0)
            return &backends[b];
    return NULL;
}

void job_detail(const struct job *job, const char *fmt, ...)
{
    if (!job->detail)
        return;
    size_t used = strlen(job->detail);
    if (used && used + 2 < job->detail_size)
        used += (size_t)snprintf(job->detail + used, job->detail_size - used, "; ");
    if (used >= job->detail_size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(job->detail + used, job->detail_size - used, fmt, ap);
    va_end(ap);
}

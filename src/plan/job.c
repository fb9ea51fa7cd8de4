/* job.c - what a backend says of its run: the header's detail, and the
 * sweeps a pass it ran at (backend.h's job_detail, job_temporal). */
#include "backend.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

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

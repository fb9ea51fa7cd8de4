/*
 * backends.c - the table of backends that -kernel selects from. A backend
 * is a row here and its functions (backend.h); a GPU kernel's row names
 * its id in kernels.h (which says what else a kernel needs).
 */
#include "backend.h"

#include <stdarg.h>
#include <stdbool.h>
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

/* -list-backends: a line each (name, where, modes, what it teaches;
 * tab-separated), or with -json one array. Scripts and tests read this
 * instead of a list of their own. */
void backends_list(FILE *out, bool json)
{
    fprintf(out, json ? "{\n  \"backends\": [\n" : "");
    for (int b = 0; b < backend_count; ++b) {
        const bool gpu = backend_needs_gpu(&backends[b]);
        const char *where = gpu ? "gpu" : "host";
        char modes[128] = "";
        for (int m = 0; m < MODE_COUNT; ++m)
            if ((m == MODE_HOST) != gpu)
                snprintf(modes + strlen(modes), sizeof modes - strlen(modes), "%s%s", modes[0] ? "," : "",
                         mode_rule((enum run_mode)m)->name);
        if (json)
            fprintf(out, "    {\"name\": \"%s\", \"runs_on\": \"%s\", \"modes\": \"%s\", \"teaches\": \"%s\"}%s\n",
                    backends[b].name, where, modes, backends[b].teaches, b + 1 < backend_count ? "," : "");
        else
            fprintf(out, "%s\t%s\t%s\t%s\n", backends[b].name, where, modes, backends[b].teaches);
    }
    fprintf(out, json ? "  ]\n}\n" : "");
}

/*
 * backends.c - the table of backends that -kernel selects from. A backend
 * is a row here and its functions (backend.h); a GPU kernel's row names
 * its id in kernels.h (which says what else a kernel needs).
 */
#include "backend.h"

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

/*
 * plan/backends.c - the table of backends that -kernel selects from, as the
 * plan's facts: the cpu backend, then a row for each GPU kernel of kernels.h's
 * GPU_KERNELS (its name and help line come from there). How each runs is
 * its mode's (dispatch.c).
 */
#include "backend.h"

#include <stdio.h>
#include <string.h>

#define GPU_BACKEND_ROW(id, name, teaches, ...) {name, teaches, KERNEL_##id},
const struct backend backends[] = {
    {"cpu", "the tutorial's loop on the host, rows shared by OpenMP threads; the reference",
     KERNEL_NONE},
    GPU_KERNELS(GPU_BACKEND_ROW)
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

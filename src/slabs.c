/* slabs.c - slab and ring arithmetic (see slabs.h). */
#include "slabs.h"
#include "gpu.h"

void slabs_plan(struct slab *slab, int64_t rows, int slabs, bool ring)
{
    const int64_t base = rows / slabs, extra = rows % slabs;
    int64_t lo = 1;
    for (int s = 0; s < slabs; ++s) {
        slab[s].lo = lo;
        slab[s].hi = lo + base + (s < extra);
        slab[s].copy_lo = ring ? lo - 1 : s == 0 ? 0 : lo + 1;
        slab[s].copy_hi = slab[s].hi + 1;
        lo = slab[s].hi;
    }
}

bool ring_plan(int64_t rows, int64_t cols, int streams, size_t budget, struct ring_plan *plan)
{
    const size_t row_pair = 2 * (size_t)gpu_pitch(cols) * sizeof(float); /* a row of x and of y, padded */
    const int64_t host_row = (cols + 2) * (int64_t)sizeof(float);
    const int64_t most = streams > RING_MIN_SLABS ? streams : RING_MIN_SLABS;
    const int64_t largest = (int64_t)RING_SLAB_BYTES / host_row > 0 ? (int64_t)RING_SLAB_BYTES / host_row : 1;
    int64_t want = (rows + most - 1) / most;
    if (want > largest)
        want = largest;
    int64_t depth = streams, fit = (int64_t)(budget / ((size_t)depth * row_pair)) - 2;
    if (fit < 1) {
        depth = (int64_t)(budget / (3 * row_pair));
        fit = 1;
    }
    if (depth < 1)
        return false;
    plan->rows = want < fit ? want : fit;
    plan->slabs = (int)((rows + plan->rows - 1) / plan->rows);
    plan->depth = (int)(depth < plan->slabs ? depth : plan->slabs);
    return true;
}

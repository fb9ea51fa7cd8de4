/* slabs.c - slab and ring arithmetic (see slabs.h). */
#include "slabs.h"
#include "device.h"

void slabs_plan(struct slab *slab, int64_t rows, int slabs, int halo)
{
    const int64_t base = rows / slabs, extra = rows % slabs;
    int64_t lo = 1;
    for (int s = 0; s < slabs; ++s) {
        slab[s].lo = lo;
        slab[s].hi = lo + base + (s < extra);
        if (halo) {
            slab[s].copy_lo = lo - halo > 0 ? lo - halo : 0;
            slab[s].copy_hi = slab[s].hi + halo < rows + 2 ? slab[s].hi + halo : rows + 2;
        } else {
            slab[s].copy_lo = s == 0 ? 0 : lo + 1;
            slab[s].copy_hi = slab[s].hi + 1;
        }
        lo = slab[s].hi;
    }
}

bool ring_plan(int64_t rows, int64_t cols, int streams, size_t budget, int sweeps, struct ring_plan *plan)
{
    const size_t row_pair = 2 * (size_t)gpu_pitch(cols) * sizeof(float); /* a row of x and of y, padded */
    const int64_t host_row = (cols + 2) * (int64_t)sizeof(float);
    const int64_t most = streams > RING_MIN_SLABS ? streams : RING_MIN_SLABS;
    const int64_t per_buffer = (int64_t)(budget / ((size_t)streams * row_pair)); /* rows, a buffer a stream */
    int64_t pass = sweeps > 1 ? sweeps : 1;
    if (pass > 1 && per_buffer < 3 * pass) /* a slab of P rows and its 2P halo rows */
        pass = per_buffer / 3 > 1 ? per_buffer / 3 : 1;
    int64_t largest = (int64_t)RING_SLAB_BYTES / host_row > 0 ? (int64_t)RING_SLAB_BYTES / host_row : 1;
    if (pass > 1 && largest < RING_HALO_SHARE * pass)
        largest = RING_HALO_SHARE * pass;
    int64_t want = (rows + most - 1) / most;
    if (want > largest)
        want = largest;
    if (want < pass)
        want = pass;
    int64_t buffers = streams, fit = per_buffer - 2 * pass;
    if (fit < 1) { /* one sweep a pass only: with P > 1, fit >= P */
        buffers = (int64_t)(budget / (3 * row_pair));
        fit = 1;
    }
    if (buffers < 1)
        return false;
    plan->rows = want < fit ? want : fit;
    plan->slabs = (int)((rows + plan->rows - 1) / plan->rows);
    plan->buffers = (int)(buffers < plan->slabs ? buffers : plan->slabs);
    const int64_t smallest = rows / plan->slabs;
    plan->pass = (int)(pass < smallest ? pass : smallest);
    return true;
}

/*
 * lab.cuh - what the GPU labs (opt-lab, temporal-lab) share: a grid filled
 * on the device with the counter generator, a count of the elements that
 * differ bit for bit from a reference, and the median of timed runs.
 * Included by one lab each; everything here is static.
 */
#ifndef SMOOTH_LAB_CUH
#define SMOOTH_LAB_CUH

#include "rng.h"

#include <stdint.h>
#include <stdlib.h>

/* Every element of a (rows+2) x (cols+2) grid, `stride` floats a row: the
 * counter generator's number for its index in the compact grid. */
__global__ void fill_counter(float *x, int64_t rows, int64_t cols, int64_t stride, uint64_t seed)
{
    for (int64_t k = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; k < (rows + 2) * (cols + 2);
         k += (int64_t)gridDim.x * blockDim.x)
        x[k / (cols + 2) * stride + k % (cols + 2)] = counter_uniform(seed, (uint64_t)k);
}

/* Elements of y whose bits differ from ref's, added to *bad: the inner
 * ones (ghost 0) or the ghost layer too (ghost 1). */
__global__ void count_mismatches(const float *y, const float *ref, int64_t rows, int64_t cols, int64_t stride,
                                 int ghost, unsigned long long *bad)
{
    const int64_t height = rows + 2 * ghost, width = cols + 2 * ghost, first = 1 - ghost;
    unsigned long long mine = 0;
    for (int64_t k = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; k < height * width;
         k += (int64_t)gridDim.x * blockDim.x) {
        const int64_t at = (k / width + first) * stride + k % width + first;
        mine += __float_as_uint(y[at]) != __float_as_uint(ref[at]);
    }
    if (mine)
        atomicAdd(bad, mine);
}

static int compare_floats(const void *a, const void *b)
{
    const float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* The median of count times (sorted in place). */
static float median_ms(float *ms, int count)
{
    qsort(ms, count, sizeof *ms, compare_floats);
    return count % 2 ? ms[count / 2] : 0.5f * (ms[count / 2 - 1] + ms[count / 2]);
}

#endif

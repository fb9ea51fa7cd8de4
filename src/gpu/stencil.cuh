/*
 * stencil.cuh - the GPU kernels, one per slide of the tutorial, plus the
 * fast one. Included by src/gpu/kernels.cu (which launches them) and by the
 * tuning lab lab/opt-lab.cu.
 *
 * Every kernel smooths the inner rows x cols elements of a grid whose rows
 * are `stride` floats apart (stride >= cols+2; the program's device grids
 * are pitched, see device_grid.cuh), for any rows, cols >= 1. Fixes to the
 * slides:
 *  - threadIdx.x walks along a row (contiguous memory), so a warp's loads
 *    and stores coalesce; the slides' global kernel walked down a column;
 *  - partial tiles at the right and bottom edges are guarded, and every
 *    thread still reaches __syncthreads();
 *  - indices are 64-bit: (n+2)^2 passes 2^31 at n = 46340.
 */
#ifndef SMOOTH_STENCIL_CUH
#define SMOOTH_STENCIL_CUH

#include <stdint.h>

#include "stencil9.cuh"

/* The stencil at (ty, tx) of an 18x18 shared-memory tile. */
__device__ __forceinline__ float stencil_tile(const float (*tile)[18], int ty, int tx, float a,
                                              float b, float c)
{
    return stencil9(tile[ty - 1][tx - 1], tile[ty - 1][tx + 1], tile[ty + 1][tx - 1],
                    tile[ty + 1][tx + 1], tile[ty][tx - 1], tile[ty][tx + 1], tile[ty - 1][tx],
                    tile[ty + 1][tx], tile[ty][tx], a, b, c);
}

#define TILE 16

/*
 * global - slide "C Kernel": one thread per inner element, 16x16 blocks,
 * all nine reads straight from global memory (the caches help, the code
 * does not).
 */
static __global__ void smooth_global(float *y, const float *x, int64_t rows, int64_t cols, int64_t stride,
                              float a, float b, float c)
{
    const int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x + 1;
    const int64_t i = (int64_t)blockIdx.y * blockDim.y + threadIdx.y + 1;
    if (i > rows || j > cols)
        return;
    const int64_t s = stride;
    const float *up = x + (i - 1) * s, *mid = x + i * s, *down = x + (i + 1) * s;
    y[i * s + j] = stencil9(up[j - 1], up[j + 1], down[j - 1], down[j + 1], mid[j - 1], mid[j + 1],
                            up[j], down[j], mid[j], a, b, c);
}

/*
 * sh1 - slide "Shared Memory: C Kernel (sh1)": a 16x16 block stages its
 * 18x18 input tile in shared memory, and ONE thread copies all of it while
 * 255 wait. Slow on purpose: "any code that uses only 1 thread on an SM is
 * slow".
 */
static __global__ void smooth_sh1(float *y, const float *x, int64_t rows, int64_t cols, int64_t stride,
                           float a, float b, float c)
{
    __shared__ float tile[TILE + 2][TILE + 2];
    const int64_t s = stride;
    const int64_t i0 = (int64_t)blockIdx.y * TILE, j0 = (int64_t)blockIdx.x * TILE; /* tile corner */
    if (threadIdx.x == 0 && threadIdx.y == 0) {
        const int64_t height = min((int64_t)TILE + 2, rows + 2 - i0);
        const int64_t width = min((int64_t)TILE + 2, cols + 2 - j0);
        for (int r = 0; r < height; ++r)
            for (int q = 0; q < width; ++q)
                tile[r][q] = x[(i0 + r) * s + j0 + q];
    }
    __syncthreads();
    const int ty = threadIdx.y + 1, tx = threadIdx.x + 1;
    const int64_t i = i0 + ty, j = j0 + tx;
    if (i <= rows && j <= cols)
        y[i * s + j] = stencil_tile(tile, ty, tx, a, b, c);
}

/*
 * sh16 - slide "Shared Memory: C Kernel (sh16)": 16x16 threads; each copies
 * its own element into the 18x18 tile, the threads on the tile's edge also
 * copy the halo beside them, and the corner threads the corners. On a
 * partial tile the "last" thread is the last one inside the grid.
 */
static __global__ void smooth_sh16(float *y, const float *x, int64_t rows, int64_t cols, int64_t stride,
                            float a, float b, float c)
{
    __shared__ float tile[TILE + 2][TILE + 2];
    const int64_t s = stride;
    const int64_t i0 = (int64_t)blockIdx.y * TILE, j0 = (int64_t)blockIdx.x * TILE;
    const int ty = threadIdx.y + 1, tx = threadIdx.x + 1;
    const int last_y = (int)min((int64_t)TILE, rows - i0), last_x = (int)min((int64_t)TILE, cols - j0);
    const bool inside = ty <= last_y && tx <= last_x;
    const int64_t i = i0 + ty, j = j0 + tx;
    if (inside) {
        const float *p = x + i * s + j;
        tile[ty][tx] = p[0];
        if (tx == 1)
            tile[ty][0] = p[-1];
        if (tx == last_x)
            tile[ty][tx + 1] = p[1];
        if (ty == 1)
            tile[0][tx] = p[-s];
        if (ty == last_y)
            tile[ty + 1][tx] = p[s];
        if (ty == 1 && tx == 1)
            tile[0][0] = p[-s - 1];
        if (ty == 1 && tx == last_x)
            tile[0][tx + 1] = p[-s + 1];
        if (ty == last_y && tx == 1)
            tile[ty + 1][0] = p[s - 1];
        if (ty == last_y && tx == last_x)
            tile[ty + 1][tx + 1] = p[s + 1];
    }
    __syncthreads();
    if (inside)
        y[i * s + j] = stencil_tile(tile, ty, tx, a, b, c);
}

/*
 * sh18 - slide "Shared Memory: C Kernel (sh18)": 18x18 threads each copy
 * exactly one element of the tile; then only the first 256 threads (by
 * linear index) compute, 16 consecutive threads along each row so the
 * stores coalesce.
 */
static __global__ void smooth_sh18(float *y, const float *x, int64_t rows, int64_t cols, int64_t stride,
                            float a, float b, float c)
{
    __shared__ float tile[TILE + 2][TILE + 2];
    const int64_t s = stride;
    const int64_t i0 = (int64_t)blockIdx.y * TILE, j0 = (int64_t)blockIdx.x * TILE;
    const int64_t ri = i0 + threadIdx.y, rj = j0 + threadIdx.x; /* the element this thread copies */
    if (ri < rows + 2 && rj < cols + 2)
        tile[threadIdx.y][threadIdx.x] = x[ri * s + rj];
    __syncthreads();
    const int linear = threadIdx.y * (TILE + 2) + threadIdx.x;
    if (linear < TILE * TILE) {
        const int ty = linear / TILE + 1, tx = linear % TILE + 1;
        const int64_t i = i0 + ty, j = j0 + tx;
        if (i <= rows && j <= cols)
            y[i * s + j] = stencil_tile(tile, ty, tx, a, b, c);
    }
}

/*
 * opt - the fast kernel. The stencil is memory-bound (11 flops per 8 bytes
 * moved), so the aim is a copy's speed: read x once and write y once, in
 * wide accesses, with many bytes in flight. What got it there on the H100
 * (docs/performance/kernels.md has the measurements):
 *  - 16-byte accesses: thread t owns the 4 columns 4t..4t+3 (counted from
 *    the ghost column 0) and loads them as one float4 per row. Rows are
 *    128-byte aligned in the pitched device grid, so every float4 is
 *    aligned. Coalesced 4-byte accesses stayed at 1.13x a copy's time.
 *  - Each thread walks a strip of ROWS rows and loads all ROWS+2 rows it
 *    needs before computing, so ROWS+2 loads per thread are in flight.
 *  - Column 4t-1 (west of 4t) and 4t+4 (east of 4t+3) belong to the lanes
 *    beside it: warp shuffles bring them; only lanes 0 and 31 load them.
 * Stores are float4 where all four columns are inner ones, single floats at
 * the grid's edges; nothing outside the inner columns is read or written
 * beyond the ghost layer (the pitch padding is never touched).
 */
template <int ROWS, int WIDTH>
static __global__ void __launch_bounds__(WIDTH)
smooth_opt(float *__restrict__ y, const float *__restrict__ x, int64_t rows, int64_t cols,
           int64_t stride, float a, float b, float c)
{
    const int64_t c0 = 4 * ((int64_t)blockIdx.x * WIDTH + threadIdx.x); /* my first column */
    const int64_t first = (int64_t)blockIdx.y * ROWS + 1;                 /* my strip's first row */
    const int count = (int)min((int64_t)ROWS, rows - first + 1);
    const int lane = threadIdx.x & 31;
    const bool live = c0 <= cols + 1;        /* my float4 starts inside the grid */
    const bool whole = c0 + 3 <= cols + 1;   /* ... and ends inside it */
    const float *p = x + (first - 1) * stride + c0;

    float4 v[ROWS + 2];   /* rows first-1 .. first+ROWS, columns c0..c0+3 */
    float edge[ROWS + 2]; /* lane 0: column c0-1; lane 31: column c0+4 */
#pragma unroll
    for (int r = 0; r < ROWS + 2; ++r) {
        v[r] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        edge[r] = 0.0f;
        if (!live || r >= count + 2)
            continue;
        const float *row = p + r * stride;
        if (whole) {
            v[r] = __ldg((const float4 *)row);
        } else { /* the grid's last columns: do not read the padding */
            v[r].x = __ldg(row);
            if (c0 + 1 <= cols + 1)
                v[r].y = __ldg(row + 1);
            if (c0 + 2 <= cols + 1)
                v[r].z = __ldg(row + 2);
        }
        if (lane == 0 && c0 > 0)
            edge[r] = __ldg(row - 1);
        else if (lane == 31 && c0 + 4 <= cols + 1)
            edge[r] = __ldg(row + 4);
    }
    float w[ROWS + 2], e[ROWS + 2]; /* columns c0-1 and c0+4 */
#pragma unroll
    for (int r = 0; r < ROWS + 2; ++r) { /* every lane takes part: no return above */
        w[r] = __shfl_up_sync(0xFFFFFFFFu, v[r].w, 1);
        e[r] = __shfl_down_sync(0xFFFFFFFFu, v[r].x, 1);
        if (lane == 0)
            w[r] = edge[r];
        if (lane == 31)
            e[r] = edge[r];
    }
    if (!live || c0 > cols)
        return;
    float *q = y + first * stride + c0;
#pragma unroll
    for (int r = 0; r < ROWS; ++r) {
        if (r >= count)
            break;
        const float4 u = v[r], m = v[r + 1], d = v[r + 2]; /* up, middle, down */
        const float out[4] = {
            stencil9(w[r], u.y, w[r + 2], d.y, w[r + 1], m.y, u.x, d.x, m.x, a, b, c),
            stencil9(u.x, u.z, d.x, d.z, m.x, m.z, u.y, d.y, m.y, a, b, c),
            stencil9(u.y, u.w, d.y, d.w, m.y, m.w, u.z, d.z, m.z, a, b, c),
            stencil9(u.z, e[r], d.z, e[r + 2], m.z, e[r + 1], u.w, d.w, m.w, a, b, c)};
        if (c0 >= 1 && c0 + 3 <= cols) {
            *(float4 *)(q + r * stride) = make_float4(out[0], out[1], out[2], out[3]);
        } else {
#pragma unroll
            for (int k = 0; k < 4; ++k)
                if (c0 + k >= 1 && c0 + k <= cols)
                    q[r * stride + k] = out[k];
        }
    }
}

#endif

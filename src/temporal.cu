/*
 * temporal.cu - D sweeps per launch, bit-identical (temporal.cuh says how).
 * Grown from the feasibility probe in the shared designs folder
 * (row-streaming strips, two columns a thread), for grids of any shape,
 * pitched rows, every depth 1..TEMPORAL_DEPTH_MAX.
 *
 *   ./smooth -n 16384 -kernel opt -iterations 64 -depth 8 -verify
 */
#include "backend.h"
#include "cuda_check.cuh"
#include "stencil9.cuh"
#include "temporal.cuh"

#include <limits.h>

namespace {

constexpr int BX = 128;  /* threads per block; two columns each */
constexpr int BAND = 512; /* output rows per block */
constexpr int RING = 4;  /* rows per level in shared memory: q-1, q, q+1 read while q+2 is written */

/* stencil9 with the nine values in reading order (row above, row, row below). */
__device__ __forceinline__ float stencil(float ul, float u, float ur, float l, float m, float r, float dl, float d,
                                         float dr, float a, float b, float c)
{
    return stencil9(ul, ur, dl, dr, l, r, u, d, m, a, b, c);
}

/*
 * A block: columns g0.. of a strip 2*BX wide (its outputs the middle
 * 2*BX - 2D, the rest the halo the levels eat into) and output rows
 * y0..y1. Iteration r loads row r of x; level t then makes row r - 2t
 * from level t-1's rows r-2t-1..r-2t+1. A cell outside the inner grid
 * keeps its value at every level: the fixed ghost layer.
 */
template <int D>
__global__ void __launch_bounds__(BX) temporal_kernel(float *__restrict__ y, const float *__restrict__ x, int rows,
                                                      int cols, int64_t stride, float a, float b, float c)
{
    constexpr int P = 2 * BX + 2; /* a ring row: the strip and a spare column each side */
    extern __shared__ float shared[];
    float(*ring)[RING][P] = reinterpret_cast<float(*)[RING][P]>(shared); /* levels 0..D-1 */
    const int tc = threadIdx.x, L = 2 * tc; /* ring columns L+1, L+2 are mine; L and L+3 my neighbours' */
    const int g0 = blockIdx.x * (2 * BX - 2 * D) + 1 - D + L;
    const int y0 = blockIdx.y * BAND + 1, y1 = min(y0 + BAND - 1, rows);
    for (int i = tc; i < D * RING * P; i += BX)
        (&ring[0][0][0])[i] = 0.f; /* defined, though only cells outside the outputs' cone read it */
    __syncthreads();

    bool inner[2], loaded[2], output[2];
#pragma unroll
    for (int e = 0; e < 2; ++e) {
        const int j = g0 + e, local = L + e;
        inner[e] = j >= 1 && j <= cols;
        loaded[e] = j >= 0 && j <= cols + 1;
        output[e] = local >= D && local < 2 * BX - D && j <= cols;
    }
    float R[D][3][2]; /* level t's rows q-1, q, q+1 (as last made) in my two columns */
#pragma unroll
    for (int t = 0; t < D; ++t)
#pragma unroll
        for (int i = 0; i < 3; ++i)
            R[t][i][0] = R[t][i][1] = 0.f;

    const int first = y0 - D, last_loaded = y1 + D, last = y1 + 2 * D;
    auto load = [&](int r, int e) -> float {
        return r >= 0 && r <= rows + 1 && r <= last_loaded && loaded[e] ? x[(int64_t)r * stride + g0 + e] : 0.f;
    };
    float next0 = load(first, 0), next1 = load(first, 1);
    for (int r = first; r <= last; ++r) {
        const float v0 = next0, v1 = next1;
        next0 = load(r + 1, 0); /* in flight while the levels compute */
        next1 = load(r + 1, 1);
        float out0 = 0.f, out1 = 0.f;
#pragma unroll
        for (int t = D; t >= 1; --t) { /* deepest first: each reads its level's rows before they move on */
            const int q = r - 2 * t;
            const float *up = ring[t - 1][(q - 1) & 3], *mid = ring[t - 1][q & 3], *down = ring[t - 1][(q + 1) & 3];
            const float(*Q)[2] = R[t - 1];
            const bool row_inner = q >= 1 && q <= rows;
            const float n0 = row_inner && inner[0] ? stencil(up[L], Q[0][0], Q[0][1], mid[L], Q[1][0], Q[1][1],
                                                             down[L], Q[2][0], Q[2][1], a, b, c)
                                                   : Q[1][0];
            const float n1 = row_inner && inner[1] ? stencil(Q[0][0], Q[0][1], up[L + 3], Q[1][0], Q[1][1],
                                                             mid[L + 3], Q[2][0], Q[2][1], down[L + 3], a, b, c)
                                                   : Q[1][1];
            if (t == D) {
                out0 = n0;
                out1 = n1;
            } else {
                ring[t][q & 3][L + 1] = n0;
                ring[t][q & 3][L + 2] = n1;
#pragma unroll
                for (int i = 0; i < 2; ++i) {
                    R[t][i][0] = R[t][i + 1][0];
                    R[t][i][1] = R[t][i + 1][1];
                }
                R[t][2][0] = n0;
                R[t][2][1] = n1;
            }
        }
        ring[0][r & 3][L + 1] = v0;
        ring[0][r & 3][L + 2] = v1;
#pragma unroll
        for (int i = 0; i < 2; ++i) {
            R[0][i][0] = R[0][i + 1][0];
            R[0][i][1] = R[0][i + 1][1];
        }
        R[0][2][0] = v0;
        R[0][2][1] = v1;
        const int q = r - 2 * D;
        if (q >= y0 && q <= y1) {
            if (output[0])
                y[(int64_t)q * stride + g0] = out0;
            if (output[1])
                y[(int64_t)q * stride + g0 + 1] = out1;
        }
        __syncthreads();
    }
}

constexpr size_t shared_bytes(int depth)
{
    return (size_t)depth * RING * (2 * BX + 2) * sizeof(float);
}

dim3 blocks(int64_t rows, int64_t cols, int depth)
{
    const int64_t strip = 2 * BX - 2 * depth;
    return dim3((unsigned)((cols + strip - 1) / strip), (unsigned)((rows + BAND - 1) / BAND));
}

typedef void (*temporal_function)(float *, const float *, int, int, int64_t, float, float, float);

template <int... D> struct depths {
    static constexpr temporal_function table[sizeof...(D)] = {temporal_kernel<D + 1>...};
};
template <int... D> constexpr temporal_function depths<D...>::table[sizeof...(D)];

const temporal_function *kernels = depths<0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15>::table;
static_assert(TEMPORAL_DEPTH_MAX == 16, "the table above has a kernel per depth 1..TEMPORAL_DEPTH_MAX");

} // namespace

void temporal_launch(float *d_y, const float *d_x, int64_t rows, int64_t cols, int64_t stride, struct stencil k,
                     int depth, cudaStream_t stream)
{
    if (depth < 1 || depth > TEMPORAL_DEPTH_MAX || rows > INT_MAX - 4 * TEMPORAL_DEPTH_MAX ||
        cols > INT_MAX - 4 * TEMPORAL_DEPTH_MAX || (rows + BAND - 1) / BAND > 65535)
        die(EXIT_RUNTIME, "internal error: temporal blocking of %lld x %lld at depth %d", (long long)rows,
            (long long)cols, depth);
    if (rows == 0 || cols == 0)
        return;
    kernels[depth - 1]<<<blocks(rows, cols, depth), BX, shared_bytes(depth), stream>>>(
        d_y, d_x, (int)rows, (int)cols, stride, k.a, k.b, k.c);
    launchCheck();
}

int temporal_depth_auto(int sweeps)
{
    const int best = 8; /* measured: docs/performance.md, "Temporal blocking" */
    return sweeps < best ? sweeps : best;
}

double temporal_redundancy(int64_t rows, int64_t cols, int depth)
{
    if (rows == 0 || cols == 0)
        return 1;
    const dim3 grid = blocks(rows, cols, depth);
    /* each band computes its rows and 3D more at every level, over whole strips */
    const double band_rows = (double)rows + (double)grid.y * 3 * depth;
    return band_rows * grid.x * 2 * BX / ((double)rows * (double)cols);
}

void temporal_detail(struct job_result *result, int64_t rows, int64_t cols, int depth)
{
    job_temporal(result, depth, depth > 1 ? temporal_redundancy(rows, cols, depth) : 1, "launch");
}

cudaError_t temporal_load(void)
{
    for (int d = 1; d <= TEMPORAL_DEPTH_MAX; ++d) {
        const cudaError_t err = cudaFuncSetAttribute(kernels[d - 1], cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                     (int)shared_bytes(d));
        if (err != cudaSuccess)
            return err;
    }
    return cudaSuccess;
}

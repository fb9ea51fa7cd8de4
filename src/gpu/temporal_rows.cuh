/*
 * temporal_rows.cuh - the device pieces of the GPU's temporal blocking
 * (temporal.cuh says how it goes): a level's cell, a row's fetch into the
 * warp's ring and a row's store. src/gpu/temporal.cu's kernel is built from
 * them, and so are lab/temporal-lab.cu's versions from v5 on, which time
 * other loops around the same arithmetic: the lab measures the production
 * code, not a copy of it.
 *
 *   #include "temporal_rows.cuh"   (device code: nvcc, --fmad=false)
 */
#ifndef SMOOTH_TEMPORAL_ROWS_CUH
#define SMOOTH_TEMPORAL_ROWS_CUH

#include <cuda_pipeline.h>
#include <stdint.h>

namespace temporal_rows {

constexpr int WIDTH = 128;  /* columns a warp: 4 a lane, one float4 */
constexpr int PREFETCH = 4; /* rows in a warp's ring: three in flight while one is used */

/* A strip's halo each side: >= D, a multiple of 4 so that every float4 is aligned. */
__host__ __device__ constexpr int halo(int depth)
{
    return (depth + 3) / 4 * 4;
}

/*
 * Level t+1's cell of row q, from level t's row q+1 (`row`, which the cells
 * made replace). The level keeps, for the cell it makes next, the parts of
 * the tutorial's sums already added in its order: P = nw + ne (row q-1),
 * E = (w + e) + north, C = the centre, and with KEEP S = row q's w + e,
 * which is the next cell's nw + ne (without KEEP it is added again from C
 * and two shuffles: fewer registers). The arrival of row q+1 finishes the
 * cell as ((P + sw) + se), (E + south). EDGES: a cell outside the inner
 * grid keeps its value (the fixed ghost layer); without EDGES there is
 * none, and the checks are compiled out.
 */
template <int D, bool EDGES, bool KEEP>
__device__ __forceinline__ void level(int t, float (&row)[4], float (&P)[D][4], float (&E)[D][4], float (&C)[D][4],
                                      float (&S)[KEEP ? D : 1][4], int q, int rows, const bool (&inner)[4], float a,
                                      float b, float c)
{
    constexpr unsigned ALL = 0xFFFFFFFFu;
    /* the row with the neighbouring lanes' edge columns */
    const float X[6] = {__shfl_up_sync(ALL, row[3], 1), row[0], row[1], row[2], row[3],
                        __shfl_down_sync(ALL, row[0], 1)};
    float sides[4]; /* row q's w + e: the next cell's nw + ne */
    if constexpr (KEEP) {
#pragma unroll
        for (int e = 0; e < 4; ++e)
            sides[e] = S[t][e];
    } else {
        const float left = __shfl_up_sync(ALL, C[t][3], 1), right = __shfl_down_sync(ALL, C[t][0], 1);
        sides[0] = __fadd_rn(left, C[t][1]);
        sides[1] = __fadd_rn(C[t][0], C[t][2]);
        sides[2] = __fadd_rn(C[t][1], C[t][3]);
        sides[3] = __fadd_rn(C[t][2], right);
    }
    const bool row_inner = !EDGES || (q >= 1 && q <= rows);
    float made[4];
#pragma unroll
    for (int e = 0; e < 4; ++e) {
        const float diagonal = __fadd_rn(__fadd_rn(P[t][e], X[e]), X[e + 2]);
        const float edge = __fadd_rn(E[t][e], X[e + 1]);
        const float v = __fadd_rn(__fadd_rn(__fmul_rn(a, diagonal), __fmul_rn(b, edge)), __fmul_rn(c, C[t][e]));
        made[e] = !EDGES || (row_inner && inner[e]) ? v : C[t][e];
        P[t][e] = sides[e];
        const float sum = __fadd_rn(X[e], X[e + 2]);
        E[t][e] = __fadd_rn(sum, C[t][e]);
        if constexpr (KEEP)
            S[t][e] = sum;
        C[t][e] = row[e];
    }
#pragma unroll
    for (int e = 0; e < 4; ++e)
        row[e] = made[e];
}

/* Row r of this lane's four columns (from g0) into its ring slot: copied
 * asynchronously when whole, its last one to three columns when `part`,
 * zeros past the band (`last`) or the array. With STEP, `in` is the row's
 * address (the pointers stepped a row at a time), else it is multiplied
 * out here. */
template <bool EDGES, bool STEP>
__device__ __forceinline__ void fetch_row(float4 *slot, const float *__restrict__ x, const float *in, int r, int last,
                                          int rows, int cols, int64_t stride, int g0, bool whole, bool part)
{
    const bool row = r <= last && (!EDGES || (r >= 0 && r <= rows + 1)); /* not the prefetch past the band */
    if (row && whole) {
        __pipeline_memcpy_async(slot, STEP ? in : x + (int64_t)r * stride + g0, sizeof(float4));
    } else if (row && part) { /* the row's last one to three columns */
        const float *src = x + (int64_t)r * stride + g0;
        *slot = make_float4(src[0], g0 + 1 <= cols + 1 ? src[1] : 0.f, g0 + 2 <= cols + 1 ? src[2] : 0.f, 0.f);
    } else {
        *slot = make_float4(0.f, 0.f, 0.f, 0.f);
    }
    __pipeline_commit();
}

/* This lane's four cells made into y at dst (columns g0..): one float4 away
 * from the edges, else the inner ones only. */
template <bool EDGES>
__device__ __forceinline__ void store_row(float *dst, const float (&row)[4], int g0, int cols, const bool (&inner)[4])
{
    if (!EDGES || (g0 >= 1 && g0 + 3 <= cols))
        *reinterpret_cast<float4 *>(dst) = make_float4(row[0], row[1], row[2], row[3]);
    else
#pragma unroll
        for (int e = 0; e < 4; ++e)
            if (inner[e])
                dst[e] = row[e];
}

} // namespace temporal_rows

#endif

/*
 * temporal-lab.cu - the tuning lab behind temporal blocking on the GPU
 * (src/gpu/temporal.cu, docs/performance/many-sweeps.md "Temporal blocking"): checks each
 * version bit for bit against K single sweeps on 13 shapes, every depth
 * 1..16, K below, at and past the depth, then times K = 64 sweeps at two
 * sizes, in one process.
 *
 *   make lab && build/lab/temporal-lab [n=16384,8640] [K=64] [repetitions=5] [check=all|none|NAME]
 *   LAB_ONLY='v4|v5' build/lab/temporal-lab ...   (time only the candidates whose name holds v4 or v5)
 *
 * The versions, each kept for the record:
 *   v1 block - a block of 128 threads streams down a strip of 256 columns;
 *              the levels exchange rows through a four-row ring per level
 *              in shared memory, a barrier a row (766 G cell-updates/s).
 *   v2 warp  - each warp alone streams down a strip of 128 columns (4 a
 *              lane, float4), its neighbours' edge values by shuffle, rows
 *              prefetched with cp.async: no barrier. Three rows and their
 *              neighbours a level: 18 registers, too many past D = 4.
 *   v3       - v2 keeping each level's partial sums instead of its rows
 *              (16 registers a level, or 12 when w + e is added again:
 *              RECOMPUTE), the levels in order, one row apart.
 *   v4       - v3 with RECOMPUTE, warps away from the edges free of checks,
 *              and short bands (16 D rows) so that the waves even out (the
 *              src/gpu/temporal.cu of 2026-11-23; here v5 with no knob turned).
 *   v5       - v4 with knobs: the row loop unrolled (UNROLL 2: each level's
 *              sums trade registers between the two rows instead of moving,
 *              1.12x), w + e kept (KEEP: 10 additions a cell, no shuffles of
 *              the centre, 1.04x more), a register cap (MINB), warps a block.
 *   v6       - v5 with UNROLL 2 and KEEP up to D = 10, the band chosen so
 *              that the warps fill the GPU's waves (4D..16D rows). Tried and
 *              dropped: skipping each level's warm-up rows (6% fewer cells
 *              at D = 6, but a second copy of the loop cost registers: 0.91x).
 *   v7       - v6 with each row's input and output addresses advanced a row
 *              at a time away from the edges (ncu of v6: most of its
 *              non-FP issue slots were those 64-bit products): 1.05-1.07x
 *              v6 on large grids. Timed here with bands of 16D rows, which
 *              leave n = 4096's last wave nearly empty (0.86x there). Also
 *              timed with a deeper prefetch (PF 8: within 1%) and the row loop
 *              unrolled by 3 or 4 (181-185 registers: 0.93x; capped at 168,
 *              minB=3: within 0-2.5% of v7, 2026-11-27).
 *   "v6 (temporal.cu)" - src/gpu/temporal.cu through temporal_launch: v6 until
 *              2026-11-26, since then v7 with v6's bands fitted to the waves.
 *   v8       - v7 with one wave of warps, each an equal share of all the
 *              strips' rows, strip after strip: warm-up rows only where a
 *              share begins or crosses a strip, no half-empty last wave.
 *              0.55x v6: long shares lose the wave's locality (ncu: 13%
 *              fewer instructions, but long-scoreboard stalls 4x v7's and
 *              DRAM at 38% of its peak; deeper prefetch, PF, slower still;
 *              2026-11-26, docs/performance/many-sweeps.md).
 *   v9       - a block of four warps shares one strip: the warps overlap by
 *              two lanes, and their outer lanes take level D/2 from the
 *              neighbour through shared memory, a barrier a row (1.085x the
 *              columns against v7's 1.143x; D <= 8). 0.98x v7 at n = 16384,
 *              0.94x at 8640: the barrier costs more issue slots than the
 *              columns save (ncu); with split barriers (cuda::barrier, a row
 *              of slack) 0.87-0.89x (2026-11-27, docs/raw/2026-11-27/h100-temporal-v9.txt).
 *              v5..v10 share level, fetch_row and store_row with
 *              src/gpu/temporal.cu (src/gpu/temporal_rows.cuh).
 *   v10      - v7 with a band's first 2D rows skipping the levels not yet
 *              valid (RAMP: a loop leaving the levels early, or unrolled):
 *              4.6-7.6% fewer level rows, at most 1-2% faster (not kept).
 * Prints, per candidate: registers, spills, whether K sweeps were
 * bit-identical, and G cell-updates/s (n^2 K / median time, CUDA events,
 * after a warm-up).
 */
#include "cuda_check.cuh"
#include "device_grid.cuh"
#include "lab.cuh"
#include "stencil.cuh"
#include "temporal.cuh"
#include "temporal_rows.cuh"

#include <cuda/barrier>
#include <cuda_pipeline.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <type_traits>

/* --- v1: one block a strip, a shared ring per level, a barrier a row ----- */
namespace v1 {
constexpr int BX = 128, BAND = 512, RING = 4;

template <int D>
__global__ void __launch_bounds__(BX) kernel(float *__restrict__ y, const float *__restrict__ x, int rows, int cols,
                                             int64_t stride, float a, float b, float c)
{
    constexpr int P = 2 * BX + 2;
    extern __shared__ float shared[];
    float(*ring)[RING][P] = reinterpret_cast<float(*)[RING][P]>(shared);
    const int tc = threadIdx.x, L = 2 * tc;
    const int g0 = blockIdx.x * (2 * BX - 2 * D) + 1 - D + L;
    const int y0 = blockIdx.y * BAND + 1, y1 = min(y0 + BAND - 1, rows);
    for (int i = tc; i < D * RING * P; i += BX)
        (&ring[0][0][0])[i] = 0.f;
    __syncthreads();
    bool inner[2], loaded[2], output[2];
#pragma unroll
    for (int e = 0; e < 2; ++e) {
        const int j = g0 + e, local = L + e;
        inner[e] = j >= 1 && j <= cols;
        loaded[e] = j >= 0 && j <= cols + 1;
        output[e] = local >= D && local < 2 * BX - D && j <= cols;
    }
    float R[D][3][2];
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
        next0 = load(r + 1, 0);
        next1 = load(r + 1, 1);
        float out0 = 0.f, out1 = 0.f;
#pragma unroll
        for (int t = D; t >= 1; --t) {
            const int q = r - 2 * t;
            const float *up = ring[t - 1][(q - 1) & 3], *mid = ring[t - 1][q & 3], *down = ring[t - 1][(q + 1) & 3];
            const float(*Q)[2] = R[t - 1];
            const bool row_inner = q >= 1 && q <= rows;
            const float n0 = row_inner && inner[0] ? stencil9(up[L], Q[0][1], down[L], Q[2][1], mid[L], Q[1][1],
                                                              Q[0][0], Q[2][0], Q[1][0], a, b, c)
                                                   : Q[1][0];
            const float n1 = row_inner && inner[1] ? stencil9(Q[0][0], up[L + 3], Q[2][0], down[L + 3], Q[1][0],
                                                              mid[L + 3], Q[0][1], Q[2][1], Q[1][1], a, b, c)
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

template <int D> void launch(float *y, const float *x, int rows, int cols, int64_t stride, float a, float b, float c)
{
    const size_t shared = (size_t)D * RING * (2 * BX + 2) * sizeof(float);
    static bool ready = false;
    if (!ready) {
        cudaCheck(cudaFuncSetAttribute(kernel<D>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)shared));
        ready = true;
    }
    const int strip = 2 * BX - 2 * D;
    kernel<D><<<dim3((cols + strip - 1) / strip, (rows + BAND - 1) / BAND), BX, shared>>>(y, x, rows, cols, stride, a,
                                                                                          b, c);
    launchCheck();
}
} // namespace v1

/* --- v2: one warp a strip, shuffles, cp.async prefetch, no barrier ------- */
namespace v2 {
constexpr int WARPS = 4;  /* warps a block; each has its own strip and band */
constexpr int WIDTH = 128; /* columns a warp: 4 a lane, one float4 */

template <int D> __host__ __device__ constexpr int halo()
{
    return (D + 3) / 4 * 4; /* >= D, and a multiple of 4 so that every float4 is aligned */
}

typedef void (*warp_kernel)(float *, const float *, int, int, int64_t, int, int, int, float, float, float);

/* A launch of one warp a strip (WIDTH - 2 * halo columns of outputs) and a
 * band of rows: band_rows, or by default as many bands as fill whole waves
 * of resident warps, bands of ~512 rows or more (v4 chose shorter ones). */
static void launch_warps(warp_kernel kernel, int halo_columns, float *y, const float *x, int rows, int cols,
                         int64_t stride, float a, float b, float c, int band_rows)
{
    const int strips = cols / (WIDTH - 2 * halo_columns) + 1;
    static warp_kernel asked = NULL; /* the last kernel asked about, and its answer */
    static int64_t resident = 0;
    if (kernel != asked) {
        int per_sm = 0, device = 0, sms = 0;
        cudaCheck(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, kernel, WARPS * 32, 0));
        cudaCheck(cudaGetDevice(&device));
        cudaCheck(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
        resident = (int64_t)per_sm * sms * WARPS;
        asked = kernel;
    }
    int band = band_rows;
    if (band <= 0) {
        const int64_t want = (int64_t)strips * ((rows + 511) / 512);
        const int64_t waves = (want + resident - 1) / resident;
        int64_t bands = waves * resident / strips;
        bands = bands < 1 ? 1 : bands > rows ? rows : bands;
        band = (int)((rows + bands - 1) / bands);
    }
    const int bands = (rows + band - 1) / band;
    const int64_t warps = (int64_t)strips * bands;
    kernel<<<(unsigned)((warps + WARPS - 1) / WARPS), WARPS * 32>>>(y, x, rows, cols, stride, strips, bands, band, a,
                                                                   b, c);
    launchCheck();
}

/* Where a warp works: its lane's first column g0 and the band's output
 * rows y0..y1; which of the lane's four columns are inner, whether they
 * lie whole in the row (or the row's last one to three: part), whether
 * they are outputs. False for the warps past the last strip and band. */
struct warp_place {
    int lane, w, g0, y0, y1;
    bool inner[4], whole, part, out_lane;
};

__device__ __forceinline__ bool place_warp(warp_place &p, int H, int rows, int cols, int strips, int bands, int band)
{
    p.lane = threadIdx.x & 31;
    p.w = threadIdx.x >> 5;
    const int warp = blockIdx.x * WARPS + p.w;
    if (warp >= strips * bands)
        return false; /* the whole warp: no barrier is shared with it */
    p.g0 = warp % strips * (WIDTH - 2 * H) - H + 4 * p.lane;
    p.y0 = warp / strips * band + 1;
    p.y1 = min(p.y0 + band - 1, rows);
#pragma unroll
    for (int e = 0; e < 4; ++e)
        p.inner[e] = p.g0 + e >= 1 && p.g0 + e <= cols;
    p.whole = p.g0 >= 0 && p.g0 + 3 <= cols + 1;
    p.part = !p.whole && p.g0 >= 0 && p.g0 <= cols + 1;
    p.out_lane = 4 * p.lane >= H && 4 * p.lane < WIDTH - H;
    return true;
}

/* Row r's four columns of this lane into its slot (0 where `row` is false
 * or past the row), asynchronously when whole; one commit group. */
__device__ __forceinline__ void fetch_row(float4 *slot, const float *x, int64_t stride, int r, bool row,
                                          const warp_place &p, int cols)
{
    const float *src = x + (int64_t)r * stride + p.g0;
    if (row && p.whole)
        __pipeline_memcpy_async(slot, src, 16);
    else if (row && p.part)
        *slot = make_float4(src[0], p.g0 + 1 <= cols + 1 ? src[1] : 0.f, p.g0 + 2 <= cols + 1 ? src[2] : 0.f, 0.f);
    else
        *slot = make_float4(0.f, 0.f, 0.f, 0.f);
    __pipeline_commit();
}

/* The lane's outputs of row q: one float4 where all four are inner. */
__device__ __forceinline__ void store_row(float *y, int64_t stride, int q, const warp_place &p, int cols,
                                          const float v[4])
{
    if (!p.out_lane)
        return;
    float *dst = y + (int64_t)q * stride + p.g0;
    if (p.g0 >= 1 && p.g0 + 3 <= cols)
        *reinterpret_cast<float4 *>(dst) = make_float4(v[0], v[1], v[2], v[3]);
    else
#pragma unroll
        for (int e = 0; e < 4; ++e)
            if (p.inner[e])
                dst[e] = v[e];
}

/*
 * A warp: columns g0.. of a strip WIDTH wide (its outputs the middle
 * WIDTH - 2H, H >= D) and output rows y0..y1. Iteration r fetches row
 * r + P - 1 and takes row r from the warp's ring; level t (deepest first)
 * then makes row r - 2t from level t-1's rows r-2t-1..r-2t+1, which sit in
 * registers with the neighbouring lanes' edge values. Rows are made in
 * threes so that every level's three-row window is indexed by constants.
 */
template <int D, int P, int MINB>
__global__ void __launch_bounds__(WARPS * 32, MINB)
    kernel(float *__restrict__ y, const float *__restrict__ x, int rows, int cols, int64_t stride, int strips,
           int bands, int band, float a, float b, float c)
{
    constexpr int H = halo<D>();
    static_assert((P & (P - 1)) == 0 && P >= 2, "P: a power of two");
    __shared__ float4 ring[WARPS][P][32];
    warp_place p;
    if (!place_warp(p, H, rows, cols, strips, bands, band))
        return;
    float4(*slots)[32] = ring[p.w];
    const int lane = p.lane, y0 = p.y0, y1 = p.y1;
    const int first = y0 - D, last_loaded = y1 + D, last = y1 + 2 * D;
    const int start = first >= 0 ? first / 3 * 3 : -((2 - first) / 3) * 3; /* a multiple of 3, <= first */
    auto fetch = [&](int r) {
        fetch_row(&slots[r & (P - 1)][lane], x, stride, r, r >= first && r <= last_loaded && r >= 0 && r <= rows + 1,
                  p, cols);
    };

    float V[D][3][6]; /* level t's rows (mod 3): [0] the left lane's last column, [1..4] mine, [5] the right lane's first */
#pragma unroll
    for (int t = 0; t < D; ++t)
#pragma unroll
        for (int i = 0; i < 3; ++i)
#pragma unroll
            for (int e = 0; e < 6; ++e)
                V[t][i][e] = 0.f;

    auto keep = [&](float *row, const float4 v) {
        row[1] = v.x;
        row[2] = v.y;
        row[3] = v.z;
        row[4] = v.w;
        row[0] = __shfl_up_sync(0xFFFFFFFFu, v.w, 1);
        row[5] = __shfl_down_sync(0xFFFFFFFFu, v.x, 1);
    };

    auto step = [&](auto phase, int r) {
        constexpr int ph = decltype(phase)::value;
        fetch(r + P - 1);
        __pipeline_wait_prior(P - 1);
        const float4 in = slots[r & (P - 1)][lane];
#pragma unroll
        for (int t = D; t >= 1; --t) {
            const int q = r - 2 * t;
            const float *U = V[t - 1][(ph + t + 2) % 3], *M = V[t - 1][(ph + t) % 3], *S = V[t - 1][(ph + t + 1) % 3];
            const bool row_inner = q >= 1 && q <= rows;
            float n[4];
#pragma unroll
            for (int e = 1; e <= 4; ++e)
                n[e - 1] = row_inner && p.inner[e - 1] ? stencil9(U[e - 1], U[e + 1], S[e - 1], S[e + 1], M[e - 1],
                                                                M[e + 1], U[e], S[e], M[e], a, b, c)
                                                     : M[e];
            if (t < D) {
                keep(V[t][(ph + t) % 3], make_float4(n[0], n[1], n[2], n[3]));
            } else if (q >= y0 && q <= y1) {
                store_row(y, stride, q, p, cols, n);
            }
        }
        keep(V[0][ph], in);
    };

#pragma unroll
    for (int k = 0; k < P - 1; ++k)
        fetch(start + k);
    for (int r = start; r <= last; r += 3) {
        step(std::integral_constant<int, 0>(), r);
        step(std::integral_constant<int, 1>(), r + 1);
        step(std::integral_constant<int, 2>(), r + 2);
    }
}

template <int D, int P, int MINB>
void launch(float *y, const float *x, int rows, int cols, int64_t stride, float a, float b, float c, int band_rows)
{
    launch_warps(kernel<D, P, MINB>, halo<D>(), y, x, rows, cols, stride, a, b, c, band_rows);
}
} // namespace v2


/* --- v3: v2 with the sums kept instead of the rows, levels in order ----- */
namespace v3 {
using v2::fetch_row;
using v2::halo;
using v2::place_warp;
using v2::store_row;
using v2::WARPS;
using v2::warp_place;

/*
 * As v2, but a level keeps, for the cell it will make next (row q), the
 * parts of the stencil already summed in the tutorial's order: P = nw + ne
 * (row q-1), E = (w + e) + north (rows q and q-1), C = the centre; the
 * arrival of row q+1 finishes the cell: ((P + sw) + se), (E + south). The
 * sum w + e of a row is also nw + ne of the cell below: kept in N (or,
 * RECOMPUTE, summed again from C and two shuffles). The levels run in
 * order, each one row behind the one before: 12 or 16 registers a level
 * against v2's 18.
 */
template <int D, int MINB, bool RECOMPUTE>
__global__ void __launch_bounds__(WARPS * 32, MINB)
    kernel(float *__restrict__ y, const float *__restrict__ x, int rows, int cols, int64_t stride, int strips,
           int bands, int band, float a, float b, float c)
{
    constexpr int H = halo<D>(), P = 4;
    __shared__ float4 ring[WARPS][P][32];
    warp_place p;
    if (!place_warp(p, H, rows, cols, strips, bands, band))
        return;
    float4(*slots)[32] = ring[p.w];
    const int lane = p.lane, y0 = p.y0, y1 = p.y1;
    const int first = y0 - D, last = y1 + D;
    auto fetch = [&](int r) {
        fetch_row(&slots[r & (P - 1)][lane], x, stride, r, r <= last && r >= 0 && r <= rows + 1, p, cols);
    };

    float Ps[D][4], Ns[RECOMPUTE ? 1 : D][4], Es[D][4], Cs[D][4];
#pragma unroll
    for (int t = 0; t < D; ++t)
#pragma unroll
        for (int e = 0; e < 4; ++e) {
            Ps[t][e] = Es[t][e] = Cs[t][e] = 0.f;
            if constexpr (!RECOMPUTE)
                Ns[t][e] = 0.f;
        }

#pragma unroll
    for (int k = 0; k < P - 1; ++k)
        fetch(first + k);
    for (int r = first; r <= last; ++r) {
        fetch(r + P - 1);
        __pipeline_wait_prior(P - 1);
        const float4 in = slots[r & (P - 1)][lane];
        float row[4] = {in.x, in.y, in.z, in.w}; /* level t's row r - t */
#pragma unroll
        for (int t = 0; t < D; ++t) {
            const float X[6] = {__shfl_up_sync(0xFFFFFFFFu, row[3], 1), row[0], row[1], row[2], row[3],
                                __shfl_down_sync(0xFFFFFFFFu, row[0], 1)};
            float above[4]; /* w + e of row q: nw + ne of the cell below it */
            if constexpr (RECOMPUTE) {
                const float L = __shfl_up_sync(0xFFFFFFFFu, Cs[t][3], 1), R = __shfl_down_sync(0xFFFFFFFFu, Cs[t][0], 1);
                above[0] = __fadd_rn(L, Cs[t][1]);
                above[1] = __fadd_rn(Cs[t][0], Cs[t][2]);
                above[2] = __fadd_rn(Cs[t][1], Cs[t][3]);
                above[3] = __fadd_rn(Cs[t][2], R);
            } else {
#pragma unroll
                for (int e = 0; e < 4; ++e)
                    above[e] = Ns[t][e];
            }
            const int q = r - t - 1;
            const bool row_inner = q >= 1 && q <= rows;
            float out[4];
#pragma unroll
            for (int e = 0; e < 4; ++e) {
                const float diagonal = __fadd_rn(__fadd_rn(Ps[t][e], X[e]), X[e + 2]);
                const float edge = __fadd_rn(Es[t][e], X[e + 1]);
                const float v = __fadd_rn(__fadd_rn(__fmul_rn(a, diagonal), __fmul_rn(b, edge)), __fmul_rn(c, Cs[t][e]));
                out[e] = row_inner && p.inner[e] ? v : Cs[t][e];
                const float sum = __fadd_rn(X[e], X[e + 2]);
                Ps[t][e] = above[e];
                Es[t][e] = __fadd_rn(sum, Cs[t][e]);
                if constexpr (!RECOMPUTE)
                    Ns[t][e] = sum;
                Cs[t][e] = row[e];
            }
#pragma unroll
            for (int e = 0; e < 4; ++e)
                row[e] = out[e];
        }
        const int q = r - D;
        if (q >= y0 && q <= y1)
            store_row(y, stride, q, p, cols, row);
    }
}

template <int D, int MINB, bool RECOMPUTE>
void launch(float *y, const float *x, int rows, int cols, int64_t stride, float a, float b, float c, int band_rows)
{
    v2::launch_warps(kernel<D, MINB, RECOMPUTE>, halo<D>(), y, x, rows, cols, stride, a, b, c, band_rows);
}
} // namespace v3



/* --- v5: v4 with knobs: the row loop unrolled (UNROLL), a register cap
 * (MINB blocks an SM), w + e kept instead of added again (KEEP) --------- */
/* Blocks of `threads` that the whole GPU holds at once running `kernel`: a wave. */
static int64_t gpu_wave(const void *kernel, int threads)
{
    int device, sms, resident;
    cudaCheck(cudaGetDevice(&device));
    cudaCheck(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    cudaCheck(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&resident, kernel, threads, 0));
    return (int64_t)sms * resident;
}

namespace v5 {
/* WIDTH, PREFETCH, halo, and the pieces every version from v5 on shares
 * with the production kernel: level, fetch_row, store_row (src/gpu/temporal_rows.cuh,
 * which src/gpu/temporal.cu is built from): the lab times the production
 * arithmetic, not a copy of it. */
using temporal_rows::fetch_row;
using temporal_rows::halo;
using temporal_rows::level;
using temporal_rows::PREFETCH;
using temporal_rows::store_row;
using temporal_rows::WIDTH;

/* RAMP (v10, away from the edges only): the first 2D rows a band skip the
 * levels whose rows are not yet valid (level t+1 steps from the band's
 * row 2t on: 6% fewer cells at D = 6 and bands of 96 rows): 1 in a loop
 * that leaves the levels early, 2 unrolled whole. */
template <int D, bool EDGES, int UNROLL, bool KEEP, bool PTR = false, int PF = PREFETCH, int RAMP = 0>
__device__ __forceinline__ void sweep_rows(float *__restrict__ y, const float *__restrict__ x, int rows, int cols,
                                           int64_t stride, int g0, int y0, int y1, bool output_lane,
                                           float4 (*ring)[32], int lane, float a, float b, float c)
{
    bool inner[4];
#pragma unroll
    for (int e = 0; e < 4; ++e)
        inner[e] = !EDGES || (g0 + e >= 1 && g0 + e <= cols);
    const bool whole = !EDGES || (g0 >= 0 && g0 + 3 <= cols + 1), part = !whole && g0 >= 0 && g0 <= cols + 1;
    const int first = y0 - D, last = y1 + D;
    /* PTR (v7): away from the edges, the rows' addresses advanced a row at a time instead of
       multiplied out each row (ncu: most of v6's non-FP instructions) */
    constexpr bool STEP_POINTERS = PTR && !EDGES;
    const float *next_in = x + (STEP_POINTERS ? (int64_t)first * stride + g0 : 0);
    float *next_out = y + (STEP_POINTERS ? (int64_t)(first - D) * stride + g0 : 0);
    auto fetch = [&](int r) {
        fetch_row<EDGES, STEP_POINTERS>(&ring[r & (PF - 1)][lane], x, next_in, r, last, rows, cols, stride, g0, whole,
                                        part);
        if constexpr (STEP_POINTERS)
            next_in += stride;
    };
    float P[D][4], E[D][4], C[D][4], S[KEEP ? D : 1][4];
#pragma unroll
    for (int t = 0; t < D; ++t)
#pragma unroll
        for (int e = 0; e < 4; ++e)
            P[t][e] = E[t][e] = C[t][e] = S[KEEP ? t : 0][e] = 0.f;
#pragma unroll
    for (int k = 0; k < PF - 1; ++k)
        fetch(first + k);
    int r = first;
    if constexpr (RAMP && STEP_POINTERS) {
#pragma unroll(RAMP == 2 ? 2 * D : 1)
        for (int i = 0; i < 2 * D; ++i, ++r) { /* no output yet: row r - D < y0 */
            fetch(r + PF - 1);
            __pipeline_wait_prior(PF - 1);
            const float4 in = ring[r & (PF - 1)][lane];
            float row[4] = {in.x, in.y, in.z, in.w};
#pragma unroll
            for (int t = 0; t < D; ++t) {
                if (2 * t > i) /* unrolled whole (RAMP 2), a constant: the levels are left out */
                    break;
                level<D, EDGES, KEEP>(t, row, P, E, C, S, r - t - 1, rows, inner, a, b, c);
            }
            next_out += stride;
        }
    }
#pragma unroll UNROLL
    for (; r <= last; ++r) {
        fetch(r + PF - 1);
        __pipeline_wait_prior(PF - 1);
        const float4 in = ring[r & (PF - 1)][lane];
        float row[4] = {in.x, in.y, in.z, in.w};
#pragma unroll
        for (int t = 0; t < D; ++t)
            level<D, EDGES, KEEP>(t, row, P, E, C, S, r - t - 1, rows, inner, a, b, c);
        const int q = r - D;
        float *const out = next_out; /* this row's, where the pointers step */
        if constexpr (STEP_POINTERS)
            next_out += stride;
        if (q >= y0 && q <= y1 && output_lane)
            store_row<EDGES>(STEP_POINTERS ? out : y + (int64_t)q * stride + g0, row, g0, cols, inner);
    }
}

template <int D, int UNROLL, int MINB, bool KEEP, int WARPS, bool PTR = false, int PF = PREFETCH, int RAMP = 0>
__global__ void __launch_bounds__(WARPS * 32, MINB) kernel(float *__restrict__ y, const float *__restrict__ x,
                                                           int rows, int cols, int64_t stride, int strips, int bands,
                                                           int band, float a, float b, float c)
{
    constexpr int H = halo(D), STEP = WIDTH - 2 * H;
    __shared__ float4 rings[WARPS][PF][32];
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const int warp = blockIdx.x * WARPS + w;
    if (warp >= strips * bands)
        return;
    const int strip = warp % strips, left = strip * STEP - H, g0 = left + 4 * lane;
    const int y0 = warp / strips * band + 1, y1 = min(y0 + band - 1, rows);
    const bool output_lane = 4 * lane >= H && 4 * lane < WIDTH - H;
    if (left >= 1 && left + WIDTH - 1 <= cols && y0 - 2 * D >= 1 && y1 + D - 1 <= rows)
        sweep_rows<D, false, UNROLL, KEEP, PTR, PF, RAMP>(y, x, rows, cols, stride, g0, y0, y1, output_lane, rings[w], lane, a, b,
                                                c);
    else
        sweep_rows<D, true, UNROLL, KEEP, PTR, PF>(y, x, rows, cols, stride, g0, y0, y1, output_lane, rings[w], lane, a, b,
                                               c);
}

template <int D, int UNROLL, int MINB, bool KEEP, int WARPS = 4, bool PTR = false, int PF = PREFETCH, int RAMP = 0>
void launch(float *y, const float *x, int rows, int cols, int64_t stride, float a, float b, float c, int band_rows)
{
    const int strips = cols / (WIDTH - 2 * halo(D)) + 1;
    int band = band_rows > 0 ? band_rows : 16 * D;
    if (band > rows)
        band = rows;
    const int bands = (rows + band - 1) / band;
    const int64_t blocks = ((int64_t)strips * bands + WARPS - 1) / WARPS;
    kernel<D, UNROLL, MINB, KEEP, WARPS, PTR, PF, RAMP><<<(unsigned)blocks, WARPS * 32>>>(y, x, rows, cols, stride, strips, bands,
                                                                             band, a, b, c);
    launchCheck();
}

/* v8: v7 with one wave of warps (as many as the GPU holds at once), each
 * making an equal share of all the strips' rows, taken strip after strip
 * from the top: a warp warms up 2D rows only where its share begins, where
 * it crosses into the next strip and around the rows near the grid's top
 * and bottom (made with the edges' checks), instead of once a band of 4D..16D
 * rows; and no last wave is left half empty. `warps` is the wave's size. */
template <int D, bool KEEP, int WARPS, int PF = PREFETCH>
__global__ void __launch_bounds__(WARPS * 32, 1) kernel8(float *__restrict__ y, const float *__restrict__ x, int rows,
                                                          int cols, int64_t stride, int strips, int warps, float a,
                                                          float b, float c)
{
    constexpr int H = halo(D), STEP = WIDTH - 2 * H;
    __shared__ float4 rings[WARPS][PF][32];
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const int warp = blockIdx.x * WARPS + w;
    if (warp >= warps)
        return;
    const int64_t total = (int64_t)strips * rows, end = total * (warp + 1) / warps;
    const bool output_lane = 4 * lane >= H && 4 * lane < WIDTH - H;
    /* the rows a strip away from the columns' edges makes without checks */
    const int lo = 2 * D + 1, hi = rows - D + 1;
    for (int64_t pos = total * warp / warps; pos < end;) {
        const int strip = (int)(pos / rows), top = (int)(pos % rows) + 1;
        const int bottom = (int)min((int64_t)rows, top + (end - pos) - 1);
        pos += bottom - top + 1;
        const int left = strip * STEP - H, g0 = left + 4 * lane;
        const bool inner_columns = left >= 1 && left + WIDTH - 1 <= cols && lo <= hi;
        for (int y0 = top; y0 <= bottom;) {
            int y1 = bottom;
            bool edges = true;
            if (inner_columns && y0 < lo)
                y1 = min(bottom, lo - 1);
            else if (inner_columns && y0 <= hi)
                y1 = min(bottom, hi), edges = false;
            if (edges)
                sweep_rows<D, true, 2, KEEP, true, PF>(y, x, rows, cols, stride, g0, y0, y1, output_lane, rings[w], lane,
                                                   a, b, c);
            else
                sweep_rows<D, false, 2, KEEP, true, PF>(y, x, rows, cols, stride, g0, y0, y1, output_lane, rings[w], lane,
                                                    a, b, c);
            y0 = y1 + 1;
        }
    }
}

/* `wave` warps when given (the check's odd shapes), else one wave of the GPU's,
 * at most one a 4D rows of work. */
template <int D, bool KEEP = (D <= 10), int PF = PREFETCH>
void launch8(float *y, const float *x, int rows, int cols, int64_t stride, float a, float b, float c, int wave)
{
    static int64_t blocks = 0; /* a wave's */
    if (!blocks)
        blocks = gpu_wave((const void *)kernel8<D, KEEP, 4, PF>, 4 * 32);
    const int strips = cols / (WIDTH - 2 * halo(D)) + 1;
    const int64_t total = (int64_t)strips * rows, most = total / (4 * D) > 0 ? total / (4 * D) : 1;
    int64_t warps = wave > 0 ? wave : blocks * 4;
    if (warps > most)
        warps = most;
    kernel8<D, KEEP, 4, PF><<<(unsigned)((warps + 3) / 4), 4 * 32>>>(y, x, rows, cols, stride, strips, (int)warps, a, b, c);
    launchCheck();
}
} // namespace v5

/* --- v9: four warps share a strip, their edges exchanged halfway up -------
 * v7's warps each recompute 8 halo columns a side (128 columns, 112 made).
 * Here a block's four warps overlap by two lanes only (8 columns), and
 * after level LX = D/2 each warp's outer lanes take their level-LX row from
 * the neighbour that owns those columns, through shared memory and one
 * barrier a row: the block computes 512 columns (488 distinct) for the
 * 472 it makes, 1.085x against v7's 1.143x. A warp's outer lane absorbs up to 4 levels of wrong values
 * either side of the exchange, so D <= 8; the levels above LX take the
 * neighbour's row from the iteration before, so they run a row later and a
 * band costs one row more. */
namespace v9 {
constexpr int WARPS = 4, WIDTH = 128, OVERLAP = 8, PF = 4, DEPTH_MAX = 8;
constexpr int SPAN = WARPS * (WIDTH - OVERLAP) + OVERLAP; /* the block's columns: 488 */
constexpr int H = 8;                                      /* its outer halo, each side: D <= 8 */
constexpr int STEP = SPAN - 2 * H;                        /* the columns it makes: 472 */
typedef cuda::barrier<cuda::thread_scope_block> block_barrier;

/* SPLIT: instead of a barrier a row, each thread arrives at one of two
 * barriers (mbarrier) once its level-LX row is stored, and waits for the
 * others' arrival of the row before only where it reads their row: the
 * warps keep a row of slack. Four slots: a slot is written again only
 * after every warp has arrived past the row that read it. */
template <int D, bool EDGES, bool SPLIT>
__device__ __forceinline__ void sweep_rows(float *__restrict__ y, const float *__restrict__ x, int rows, int cols,
                                           int64_t stride, int g0, int y0, int y1, bool output_lane,
                                           float4 (*ring)[32], float4 (*xchg)[WARPS][32], block_barrier *bars, int w,
                                           int lane, int src_w, int src_lane, float a, float b, float c)
{
    constexpr int SLOTS = SPLIT ? 4 : 2;
    constexpr int LX = D / 2;
    bool inner[4];
#pragma unroll
    for (int e = 0; e < 4; ++e)
        inner[e] = !EDGES || (g0 + e >= 1 && g0 + e <= cols);
    const bool whole = !EDGES || (g0 >= 0 && g0 + 3 <= cols + 1), part = !whole && g0 >= 0 && g0 <= cols + 1;
    const int first = y0 - D, last_in = y1 + D, last = y1 + D + 1;
    const float *next_in = x + (EDGES ? 0 : (int64_t)first * stride + g0);
    float *next_out = y + (EDGES ? 0 : (int64_t)(first - D - 1) * stride + g0);
    auto fetch = [&](int r) {
        v5::fetch_row<EDGES, !EDGES>(&ring[r & (PF - 1)][lane], x, next_in, r, last_in, rows, cols, stride, g0, whole,
                                     part);
        if constexpr (!EDGES)
            next_in += stride;
    };
    float P[D][4], E[D][4], C[D][4], S[D][4];
#pragma unroll
    for (int t = 0; t < D; ++t)
#pragma unroll
        for (int e = 0; e < 4; ++e)
            P[t][e] = E[t][e] = C[t][e] = S[t][e] = 0.f;
    xchg[(first - 1) & (SLOTS - 1)][w][lane] = make_float4(0.f, 0.f, 0.f, 0.f); /* read before any row is there */
    block_barrier::arrival_token before;
    if constexpr (SPLIT)
        before = bars[(first - 1) & 1].arrive();
    else
        __syncthreads();
#pragma unroll
    for (int k = 0; k < PF - 1; ++k)
        fetch(first + k);
#pragma unroll 2
    for (int r = first; r <= last; ++r) {
        fetch(r + PF - 1);
        __pipeline_wait_prior(PF - 1);
        const float4 in = ring[r & (PF - 1)][lane];
        float row[4] = {in.x, in.y, in.z, in.w};
#pragma unroll
        for (int t = 0; t < LX; ++t)
            v5::level<D, EDGES, true>(t, row, P, E, C, S, r - t - 1, rows, inner, a, b, c);
        /* level LX's row r - LX out; its row r - LX - 1 in, the outer lanes' from their owners */
        xchg[r & (SLOTS - 1)][w][lane] = make_float4(row[0], row[1], row[2], row[3]);
        if constexpr (SPLIT) {
            block_barrier::arrival_token now = bars[r & 1].arrive();
            bars[(r - 1) & 1].wait(std::move(before));
            before = std::move(now);
        }
        const float4 held = xchg[(r - 1) & (SLOTS - 1)][src_w][src_lane];
        row[0] = held.x, row[1] = held.y, row[2] = held.z, row[3] = held.w;
#pragma unroll
        for (int t = LX; t < D; ++t)
            v5::level<D, EDGES, true>(t, row, P, E, C, S, r - t - 2, rows, inner, a, b, c);
        const int q = r - D - 1; /* level D's row */
        float *const dst = EDGES ? y + (int64_t)q * stride + g0 : next_out;
        if constexpr (!EDGES)
            next_out += stride;
        if (q >= y0 && q <= y1 && output_lane)
            v5::store_row<EDGES>(dst, row, g0, cols, inner);
        if constexpr (!SPLIT)
            __syncthreads(); /* this row's level LX is in xchg; the one before may be overwritten */
    }
}

/* Block: strip blockIdx % strips (columns from strip * STEP - H), band
 * blockIdx / strips of `band` output rows. Warp w's columns start 120 w
 * further; it makes lanes 1..30 (the outer warps' outer halo aside). */
template <int D, int MINB, bool SPLIT>
__global__ void __launch_bounds__(WARPS * 32, MINB) kernel(float *__restrict__ y, const float *__restrict__ x,
                                                           int rows, int cols, int64_t stride, int strips, int band,
                                                           float a, float b, float c)
{
    static_assert(D >= 1 && D <= DEPTH_MAX, "an outer lane absorbs 4 levels either side of the exchange");
    __shared__ float4 rings[WARPS][PF][32];
    __shared__ float4 xchg[SPLIT ? 4 : 2][WARPS][32];
#pragma nv_diag_suppress static_var_with_dynamic_init /* set up by init() below, as CUDA's guide does */
    __shared__ block_barrier bars[2];
#pragma nv_diag_default static_var_with_dynamic_init
    if (SPLIT && threadIdx.x < 2)
        init(&bars[threadIdx.x], WARPS * 32);
    if (SPLIT)
        __syncthreads();
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const int strip = blockIdx.x % strips, left = strip * STEP - H;
    const int g0 = left + w * (WIDTH - OVERLAP) + 4 * lane;
    const int y0 = blockIdx.x / strips * band + 1, y1 = min(y0 + band - 1, rows);
    const int lo = w == 0 ? H / 4 : 1, hi = w == WARPS - 1 ? 31 - H / 4 : 30;
    const int src_w = lane == 0 && w > 0 ? w - 1 : lane == 31 && w < WARPS - 1 ? w + 1 : w;
    const int src_lane = src_w < w ? 30 : src_w > w ? 1 : lane;
    if (left >= 1 && left + SPAN - 1 <= cols && y0 - 2 * D - 1 >= 1 && y1 + D - 1 <= rows)
        sweep_rows<D, false, SPLIT>(y, x, rows, cols, stride, g0, y0, y1, lane >= lo && lane <= hi, rings[w], xchg,
                                    bars, w, lane, src_w, src_lane, a, b, c);
    else
        sweep_rows<D, true, SPLIT>(y, x, rows, cols, stride, g0, y0, y1, lane >= lo && lane <= hi, rings[w], xchg,
                                   bars, w, lane, src_w, src_lane, a, b, c);
}

/* Bands of `band_rows` when given; else, as temporal.cu does, the band of
 * 4D..16D rows whose whole waves of blocks cost least (a block's cost: its
 * band and the 2D + 1 rows its levels make past it). */
template <int D, int MINB, bool SPLIT = false>
void launch(float *y, const float *x, int rows, int cols, int64_t stride, float a, float b, float c, int band_rows)
{
    static int64_t wave = 0;
    if (!wave)
        wave = gpu_wave((const void *)kernel<D, MINB, SPLIT>, WARPS * 32);
    const int64_t strips = cols / STEP + 1;
    int band = band_rows > 0 ? band_rows : 16 * D;
    if (band_rows == 0) {
        double best = 0;
        for (int rows_a_band = 4 * D; rows_a_band <= 16 * D; rows_a_band += D) {
            const int64_t blocks = strips * ((rows + rows_a_band - 1) / rows_a_band);
            const double cost = (double)((blocks + wave - 1) / wave) * (rows_a_band + 2 * D + 1);
            if (best == 0 || cost < best * 0.999)
                best = cost, band = rows_a_band;
        }
    }
    if (band > rows)
        band = rows;
    const int64_t blocks = strips * ((rows + band - 1) / band);
    kernel<D, MINB, SPLIT><<<(unsigned)blocks, WARPS * 32>>>(y, x, rows, cols, stride, (int)strips, band, a, b, c);
    launchCheck();
}
} // namespace v9

/* --- the lab ---------------------------------------------------------------- */

typedef void (*depth_launch)(float *, const float *, int, int, int64_t, float, float, float, int);

template <int D> void v1_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int)
{
    v1::launch<D>(y, x, r, c, s, A, B, C);
}
template <int D> void v2_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v2::launch<D, 4, 1>(y, x, r, c, s, A, B, C, band);
}

#define DEPTH_TABLE(fn)                                                                                                \
    {fn<1>,  fn<2>,  fn<3>,  fn<4>,  fn<5>,  fn<6>,  fn<7>,  fn<8>,                                                   \
     fn<9>,  fn<10>, fn<11>, fn<12>, fn<13>, fn<14>, fn<15>, fn<16>}
static const depth_launch v1_depths[16] = DEPTH_TABLE(v1_any);
static const depth_launch v2_depths[16] = DEPTH_TABLE(v2_any);
template <int D> void v3n_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v3::launch<D, 1, false>(y, x, r, c, s, A, B, C, band);
}
template <int D> void v3r_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v3::launch<D, 1, true>(y, x, r, c, s, A, B, C, band);
}
static const depth_launch v3n_depths[16] = DEPTH_TABLE(v3n_any);
static const depth_launch v3r_depths[16] = DEPTH_TABLE(v3r_any);
template <int D> void v6_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    const struct stencil coef = {A, B, C};
    temporal_launch(y, x, r, c, s, coef, D, band, 0);
}
static const depth_launch v6_depths[16] = DEPTH_TABLE(v6_any);
template <int D> void v4_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v5::launch<D, 1, 1, false>(y, x, r, c, s, A, B, C, band);
}
static const depth_launch v4_depths[16] = DEPTH_TABLE(v4_any);
template <int D> void v5u_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v5::launch<D, 2, 1, false>(y, x, r, c, s, A, B, C, band);
}
template <int D> void v5k_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v5::launch<D, 2, 1, true>(y, x, r, c, s, A, B, C, band);
}
static const depth_launch v5u_depths[16] = DEPTH_TABLE(v5u_any);
template <int D> void v7_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v5::launch<D, 2, 1, (D <= 10), 4, true>(y, x, r, c, s, A, B, C, band);
}
static const depth_launch v7_depths[16] = DEPTH_TABLE(v7_any);
template <int D> void v8_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int wave)
{
    v5::launch8<D>(y, x, r, c, s, A, B, C, wave);
}
static const depth_launch v8_depths[16] = DEPTH_TABLE(v8_any);
/* v9 to its depth limit, v7 past it */
template <int D> void v9_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    if constexpr (D <= v9::DEPTH_MAX)
        v9::launch<D, 1>(y, x, r, c, s, A, B, C, band);
    else
        v7_any<D>(y, x, r, c, s, A, B, C, band);
}
static const depth_launch v9_depths[16] = DEPTH_TABLE(v9_any);
template <int R, int D>
void v10_one(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v5::launch<D, 2, 1, (D <= 10), 4, true, v5::PREFETCH, R>(y, x, r, c, s, A, B, C, band);
}
template <int D> void v10a_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v10_one<1, D>(y, x, r, c, s, A, B, C, band);
}
template <int D> void v10b_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    v10_one<2, D>(y, x, r, c, s, A, B, C, band);
}
static const depth_launch v10a_depths[16] = DEPTH_TABLE(v10a_any);
static const depth_launch v10b_depths[16] = DEPTH_TABLE(v10b_any);
template <int R> constexpr const depth_launch *v10_depths = R == 1 ? v10a_depths : v10b_depths;
template <int D> void v9s_any(float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int band)
{
    if constexpr (D <= v9::DEPTH_MAX)
        v9::launch<D, 1, true>(y, x, r, c, s, A, B, C, band);
    else
        v7_any<D>(y, x, r, c, s, A, B, C, band);
}
static const depth_launch v9s_depths[16] = DEPTH_TABLE(v9s_any);
static const depth_launch v5k_depths[16] = DEPTH_TABLE(v5k_any);

__global__ void poison_inner(float *y, int64_t rows, int64_t cols, int64_t stride)
{
    for (int64_t k = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; k < rows * cols;
         k += (int64_t)gridDim.x * blockDim.x)
        y[(k / cols + 1) * stride + k % cols + 1] = __uint_as_float(0xFFFFFFFFu);
}

struct grids {
    int rows, cols;
    int64_t stride;
    size_t bytes;
    float *x, *ref, *p, *q;
    unsigned long long *bad;
};

static struct grids grids_new(int rows, int cols)
{
    struct grids g = {rows, cols, gpu_pitch(cols), gpu_grid_bytes(rows, cols), NULL, NULL, NULL, NULL, NULL};
    cudaCheck(cudaMalloc(&g.x, g.bytes));
    cudaCheck(cudaMalloc(&g.ref, g.bytes));
    cudaCheck(cudaMalloc(&g.p, g.bytes));
    cudaCheck(cudaMalloc(&g.q, g.bytes));
    cudaCheck(cudaMalloc(&g.bad, sizeof *g.bad));
    cudaCheck(cudaMemset(g.x, 0, g.bytes));
    fill_counter<<<1024, 256>>>(g.x, rows, cols, g.stride, 7);
    launchCheck();
    return g;
}

static void grids_free(struct grids *g)
{
    cudaCheck(cudaFree(g->x));
    cudaCheck(cudaFree(g->ref));
    cudaCheck(cudaFree(g->p));
    cudaCheck(cudaFree(g->q));
    cudaCheck(cudaFree(g->bad));
}

static const float A = TUTORIAL_STENCIL.a, B = TUTORIAL_STENCIL.b, C = TUTORIAL_STENCIL.c;

/* K single sweeps of x into g->ref (through g->q). */
static void reference(struct grids *g, int sweeps)
{
    cudaCheck(cudaMemcpy(g->ref, g->x, g->bytes, cudaMemcpyDeviceToDevice));
    cudaCheck(cudaMemcpy(g->q, g->x, g->bytes, cudaMemcpyDeviceToDevice));
    float *from = g->ref, *to = g->q;
    for (int k = 0; k < sweeps; ++k) {
        smooth_global<<<dim3((g->cols + 15) / 16, (g->rows + 15) / 16), dim3(16, 16)>>>(to, from, g->rows, g->cols,
                                                                                       g->stride, A, B, C);
        launchCheck();
        float *t = from;
        from = to;
        to = t;
    }
    if (from != g->ref)
        cudaCheck(cudaMemcpy(g->ref, from, g->bytes, cudaMemcpyDeviceToDevice));
}

/* K sweeps of x, `depth` a launch; each target poisoned first. The result's array. */
static float *blocked(struct grids *g, const depth_launch *launch_depth, int sweeps, int depth, int band, bool poison)
{
    cudaCheck(cudaMemcpy(g->p, g->x, g->bytes, cudaMemcpyDeviceToDevice));
    if (poison)
        cudaCheck(cudaMemcpy(g->q, g->x, g->bytes, cudaMemcpyDeviceToDevice));
    float *from = g->p, *to = g->q;
    for (int done = 0; done < sweeps;) {
        const int d = sweeps - done < depth ? sweeps - done : depth;
        if (poison) {
            poison_inner<<<1024, 256>>>(to, g->rows, g->cols, g->stride);
            launchCheck();
        }
        launch_depth[d - 1](to, from, g->rows, g->cols, g->stride, A, B, C, band);
        done += d;
        float *t = from;
        from = to;
        to = t;
    }
    return from;
}

static unsigned long long mismatches(struct grids *g, const float *result)
{
    cudaCheck(cudaMemset(g->bad, 0, sizeof *g->bad));
    count_mismatches<<<1024, 256>>>(result, g->ref, g->rows, g->cols, g->stride, 1, g->bad);
    launchCheck();
    unsigned long long bad = 0;
    cudaCheck(cudaMemcpy(&bad, g->bad, sizeof bad, cudaMemcpyDeviceToHost));
    return bad;
}

/* Every depth 1..16 against single sweeps: K below, at and past the depth, many shapes. */
static int check_all(const char *name, const depth_launch *launch_depth)
{
    static const int shapes[][2] = {{1, 1},   {1, 7},    {5, 1},    {3, 200},  {31, 33},  {64, 64},  {100, 113},
                                    {127, 96}, {130, 250}, {300, 97}, {600, 129}, {1025, 517}, {2000, 300}};
    int failures = 0, runs = 0;
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; ++s) {
        struct grids g = grids_new(shapes[s][0], shapes[s][1]);
        for (int depth = 1; depth <= 16; ++depth) {
            const int ks[] = {depth > 1 ? depth - 1 : 1, depth, 2 * depth + 1};
            for (int i = 0; i < 3; ++i) {
                for (int band = 0; band <= 7; band += 7) { /* the automatic band, and bands of 7 rows */
                    reference(&g, ks[i]);
                    const unsigned long long bad = mismatches(&g, blocked(&g, launch_depth, ks[i], depth, band, true));
                    ++runs;
                    if (bad && failures++ < 10)
                        printf("  %s MISMATCH: %d x %d, depth %d, K %d, band %d: %llu elements\n", name, g.rows,
                               g.cols, depth, ks[i], band, bad);
                }
            }
        }
        grids_free(&g);
    }
    printf("%-10s %d runs against single sweeps: %s\n", name, runs, failures ? "MISMATCH" : "all bit-identical");
    return failures;
}

static void attributes(const char *name, const void *fn)
{
    cudaFuncAttributes at;
    cudaCheck(cudaFuncGetAttributes(&at, fn));
    printf("  %-28s %3d registers, %4zu bytes spilled (local), %5zu bytes static shared\n", name, at.numRegs,
           at.localSizeBytes, at.sharedSizeBytes);
}

static double time_sweeps(struct grids *g, depth_launch fn, const depth_launch *family, int depth, int sweeps,
                          int reps, int band)
{
    cudaEvent_t start, stop;
    cudaCheck(cudaEventCreate(&start));
    cudaCheck(cudaEventCreate(&stop));
    float *ms = (float *)malloc(reps * sizeof *ms);
    for (int r = -1; r < reps; ++r) {
        cudaCheck(cudaMemcpy(g->p, g->x, g->bytes, cudaMemcpyDeviceToDevice));
        cudaCheck(cudaMemcpy(g->q, g->x, g->bytes, cudaMemcpyDeviceToDevice));
        float *from = g->p, *to = g->q;
        cudaCheck(cudaEventRecord(start));
        for (int done = 0; done < sweeps;) {
            const int d = sweeps - done < depth ? sweeps - done : depth;
            (d == depth ? fn : family[d - 1])(to, from, g->rows, g->cols, g->stride, A, B, C, band);
            done += d;
            float *t = from;
            from = to;
            to = t;
        }
        cudaCheck(cudaEventRecord(stop));
        cudaCheck(cudaEventSynchronize(stop));
        float t;
        cudaCheck(cudaEventElapsedTime(&t, start, stop));
        if (r >= 0)
            ms[r] = t;
    }
    const double median = median_ms(ms, reps);
    free(ms);
    cudaCheck(cudaEventDestroy(start));
    cudaCheck(cudaEventDestroy(stop));
    return median;
}

/* Whether name holds one of the '|'-separated parts of `only`. */
static bool matches_any(const char *name, const char *only)
{
    char parts[256];
    snprintf(parts, sizeof parts, "%s", only);
    for (char *part = strtok(parts, "|"); part; part = strtok(NULL, "|"))
        if (strstr(name, part))
            return true;
    return false;
}

struct timed {
    const char *name;
    depth_launch fn;
    const depth_launch *family; /* for the last launch when depth does not divide K */
    const void *kernel;
    int depth, band;
};

#define V1(D) {"v1 block D=" #D, v1_any<D>, v1_depths, (const void *)v1::kernel<D>, D, 0}
#define V2(D) {"v2 warp D=" #D, v2_any<D>, v2_depths, (const void *)v2::kernel<D, 4, 1>, D, 0}
#define V6(D, band) {"v6 (temporal.cu) D=" #D " band=" #band, v6_any<D>, v6_depths, NULL, D, band}
#define V3(D, M, R, band) {"v3 D=" #D " minB=" #M " " #R " band=" #band, \
    [](float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int b) { \
        v3::launch<D, M, R>(y, x, r, c, s, A, B, C, b); }, R ? v3r_depths : v3n_depths, \
    (const void *)v3::kernel<D, M, R>, D, band}

#define V5(D, U, M, K, band) V5W(D, U, M, K, 4, band)
#define V7(D, band) {"v7 pointers D=" #D " band=" #band, v7_any<D>, v7_depths, \
    (const void *)v5::kernel<D, 2, 1, true, 4, true>, D, band}
#define V8(D, wave) {"v8 one wave D=" #D " warps=" #wave, v8_any<D>, v8_depths, \
    (const void *)v5::kernel8<D, (D <= 10), 4>, D, wave}
/* v7 with a knob turned: the row loop unrolled U times, PF rows in each warp's ring */
#define V7K(knob, D, U, PF, band) V7KM(knob, D, U, PF, 1, band)
#define V7KM(knob, D, U, PF, M, band) {"v7 pointers " knob " D=" #D " band=" #band, \
    [](float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int b) { \
        v5::launch<D, U, M, true, 4, true, PF>(y, x, r, c, s, A, B, C, b); }, v7_depths, \
    (const void *)v5::kernel<D, U, M, true, 4, true, PF>, D, band}
/* v10: v7 with the warm-up rows' idle levels skipped (RAMP 1 or 2) */
#define V10(D, R, M, band) {"v10 ramp " #R " minB=" #M " D=" #D " band=" #band, \
    [](float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int b) { \
        v5::launch<D, 2, M, true, 4, true, v5::PREFETCH, R>(y, x, r, c, s, A, B, C, b); }, v10_depths<R>, \
    (const void *)v5::kernel<D, 2, M, true, 4, true, v5::PREFETCH, R>, D, band}
#define V7P(D, PF, band) V7K("prefetch " #PF, D, 2, PF, band)
#define V7U(D, U, band) V7K("unroll " #U, D, U, v5::PREFETCH, band)
#define V9(D, M, band) {"v9 shared strip D=" #D " minB=" #M " band=" #band, \
    [](float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int b) { \
        v9::launch<D, M>(y, x, r, c, s, A, B, C, b); }, v9_depths, (const void *)v9::kernel<D, M, false>, D, band}
#define V9S(D, band) {"v9 split barriers D=" #D " band=" #band, \
    [](float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int b) { \
        v9::launch<D, 1, true>(y, x, r, c, s, A, B, C, b); }, v9s_depths, (const void *)v9::kernel<D, 1, true>, D, band}
#define V8P(D, PF) {"v8 one wave prefetch " #PF " D=" #D, \
    [](float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int b) { \
        v5::launch8<D, true, PF>(y, x, r, c, s, A, B, C, b); }, v8_depths, \
    (const void *)v5::kernel8<D, true, 4, PF>, D, 0}
#define V5W(D, U, M, K, W, band) {"v5 D=" #D " unroll=" #U " minB=" #M " keep=" #K " warps=" #W " band=" #band, \
    [](float *y, const float *x, int r, int c, int64_t s, float A, float B, float C, int b) { \
        v5::launch<D, U, M, K, W>(y, x, r, c, s, A, B, C, b); }, K ? v5k_depths : v5u_depths, \
    (const void *)v5::kernel<D, U, M, K, W>, D, band}

int main(int argc, char **argv)
{
    const int sweeps = argc > 2 ? atoi(argv[2]) : 64;
    const int reps = argc > 3 ? atoi(argv[3]) : 5;
    const char *check = argc > 4 && strcmp(argv[4], "all") ? argv[4] : ""; /* the versions whose name holds this */
    const char *only = getenv("LAB_ONLY"); /* time only the candidates whose name holds this */
    int sizes[8], count = 0;
    for (char *s = strtok(argc > 1 ? argv[1] : (char *)"16384,8640", ","); s && count < 8; s = strtok(NULL, ","))
        sizes[count++] = atoi(s);

    int failures = 0;
    cudaCheck(temporal_load()); /* temporal.cu's bands fit the GPU's waves */
    const struct {
        const char *name;
        const depth_launch *depths;
    } families[] = {{"v1 block", v1_depths}, {"v2 warp", v2_depths}, {"v3 N", v3n_depths},
                    {"v3 RECOMPUTE", v3r_depths}, {"v4", v4_depths}, {"v6", v6_depths}, {"v7 pointers", v7_depths},
                    {"v8 one wave", v8_depths}, {"v9 shared strip", v9_depths},
                    {"v9 split barriers", v9s_depths}, {"v10 ramp 1", v10a_depths}, {"v10 ramp 2", v10b_depths},
                    {"v5 unroll", v5u_depths}, {"v5 keep", v5k_depths}};
    for (size_t f = 0; f < sizeof families / sizeof families[0]; ++f)
        if (strstr(families[f].name, check))
            failures += check_all(families[f].name, families[f].depths);

    static const struct timed candidates[] = {
        V1(8), V2(4), V2(8), V3(8, 1, false, 0), V3(8, 1, true, 0), V3(8, 3, false, 0),
        V5(8, 1, 1, false, 0), V5(6, 1, 1, false, 0), V5(8, 2, 1, false, 0), V5(8, 2, 1, true, 0),
        V5(6, 2, 1, true, 0), V5(6, 2, 1, true, 64),
        V6(4, 0), V6(5, 0), V6(6, 0), V6(7, 0), V6(8, 0), V6(10, 0), V6(12, 0), V6(16, 0),
        V6(6, 48), V6(6, 64), V6(6, 96), V6(8, 64),
        V7(6, 0), V7(8, 0), V7(6, 64), V7(6, 54), V7(6, 72), V7(6, 96),
        V8(4, 0), V8(5, 0), V8(6, 0), V8(7, 0), V8(8, 0), V8(10, 0),
        V8P(6, 8), V8P(6, 16), V7P(6, 8, 54), V7P(6, 8, 72), V7P(6, 8, 96),
        V7U(6, 3, 54), V7U(6, 3, 96), V7U(6, 4, 54), V7U(6, 4, 96),
        V7KM("unroll 3 minB=3", 6, 3, v5::PREFETCH, 3, 54), V7KM("unroll 3 minB=3", 6, 3, v5::PREFETCH, 3, 72),
        V7KM("unroll 3 minB=3", 6, 3, v5::PREFETCH, 3, 96), V7KM("unroll 4 minB=3", 6, 4, v5::PREFETCH, 3, 96),
        V9(6, 1, 0), V9(6, 3, 0), V9(8, 1, 0), V9(4, 1, 0), V9(6, 1, 64), V9(6, 1, 96),
        V9S(6, 0), V9S(8, 0), V9S(6, 64), V9S(6, 96),
        V10(6, 1, 1, 54), V10(6, 1, 1, 72), V10(6, 1, 1, 96), V10(6, 2, 1, 54), V10(6, 2, 1, 96), V10(6, 2, 3, 54),
        V10(6, 2, 3, 72), V10(6, 2, 3, 96), V10(8, 1, 1, 96),
    };
    printf("\nregisters (ptxas), per thread:\n");
    for (size_t k = 0; k < sizeof candidates / sizeof candidates[0]; ++k)
        if (candidates[k].kernel)
            attributes(candidates[k].name, candidates[k].kernel);
    for (int s = 0; s < count; ++s) {
        const int n = sizes[s];
        struct grids g = grids_new(n, n);
        reference(&g, sweeps);
        printf("\nn = %d, K = %d, medians of %d after a warm-up (CUDA events), G cell-updates/s = n^2 K / time\n", n,
               sweeps, reps);
        for (size_t k = 0; k < sizeof candidates / sizeof candidates[0]; ++k) {
            const struct timed *cand = &candidates[k];
            if (only && !matches_any(cand->name, only))
                continue;
            const double ms = time_sweeps(&g, cand->fn, cand->family, cand->depth, sweeps, reps, cand->band);
            /* the timed runs end with K sweeps of x in p or q: check it */
            const int launches = (sweeps + cand->depth - 1) / cand->depth;
            const unsigned long long bad = mismatches(&g, launches % 2 ? g.q : g.p);
            failures += bad != 0;
            printf("  %-36s %9.3f ms %8.1f GCells/s  %s\n", cand->name, ms, (double)n * n * sweeps / ms / 1e6,
                   bad ? "MISMATCH" : "bit-identical");
        }
        grids_free(&g);
    }
    return failures ? 3 : 0;
}

/*
 * temporal.cu - D sweeps per launch, bit-identical (temporal.cuh says how).
 * v7 of lab/temporal-lab.cu, where the earlier versions and the figures
 * that chose this one live (docs/performance/many-sweeps.md).
 *
 *   ./smooth -n 16384 -kernel opt -iterations 64 -depth 8 -verify
 */
#include "check.h"
#include "cuda_check.cuh"
#include "temporal.cuh"
#include "temporal_rows.cuh"

#include <cuda_pipeline.h>
#include <limits.h>

namespace {

using namespace temporal_rows; /* WIDTH, PREFETCH, halo and the pieces: level, fetch_row, store_row */

constexpr int WARPS = 4;       /* warps a block; each has a strip and a band of its own */
constexpr int KEEP_MAX = 10;   /* past this depth w + e is added again, not kept: registers */
constexpr int UNROLL_MAX = 12; /* past this depth the row loop runs a row an iteration: registers */

/*
 * One warp's rows y0..y1 of its strip (columns g0.. for this lane). Level
 * t+1 runs one row behind level t (temporal_rows.cuh's level), all in one
 * pass of the row loop, two rows an iteration so that the sums trade
 * registers instead of moving (v5 in lab/temporal-lab.cu: with S kept,
 * 1.17x v4 at n = 16384). EDGES: some cell of the strip or band is outside
 * the inner grid (it keeps its value: the fixed ghost layer) or outside the
 * array (0, never read by an output); without EDGES none is, and the checks
 * are compiled out.
 */
template <int D, bool EDGES>
__device__ __forceinline__ void sweep_rows(float *__restrict__ y, const float *__restrict__ x, int rows, int cols,
                                           int64_t stride, int g0, int y0, int y1, bool output_lane,
                                           float4 (*ring)[32], int lane, float a, float b, float c)
{
    constexpr bool KEEP = D <= KEEP_MAX;
    bool inner[4];
#pragma unroll
    for (int e = 0; e < 4; ++e)
        inner[e] = !EDGES || (g0 + e >= 1 && g0 + e <= cols);
    const bool whole = !EDGES || (g0 >= 0 && g0 + 3 <= cols + 1), part = !whole && g0 >= 0 && g0 <= cols + 1;
    const int first = y0 - D, last = y1 + D;
    /* Away from the edges the rows' addresses advance a row at a time; each
       row's 64-bit products were most of v6's issue slots besides FP32 (ncu;
       1.06x v6 at n = 16384 and 8640, lab/temporal-lab.cu v7). */
    const float *next_in = x + (EDGES ? 0 : (int64_t)first * stride + g0);
    float *next_out = y + (EDGES ? 0 : (int64_t)(first - D) * stride + g0);
    auto fetch = [&](int r) { /* row r into the ring, asynchronously when it is whole */
        fetch_row<EDGES, !EDGES>(&ring[r & (PREFETCH - 1)][lane], x, next_in, r, last, rows, cols, stride, g0, whole,
                                 part);
        if constexpr (!EDGES)
            next_in += stride;
    };

    float P[D][4], E[D][4], C[D][4], S[KEEP ? D : 1][4]; /* level t+1's sums for my four columns */
#pragma unroll
    for (int t = 0; t < D; ++t)
#pragma unroll
        for (int e = 0; e < 4; ++e)
            P[t][e] = E[t][e] = C[t][e] = S[KEEP ? t : 0][e] = 0.f;

#pragma unroll
    for (int k = 0; k < PREFETCH - 1; ++k)
        fetch(first + k);
#pragma unroll(D <= UNROLL_MAX ? 2 : 1)
    for (int r = first; r <= last; ++r) {
        fetch(r + PREFETCH - 1);
        __pipeline_wait_prior(PREFETCH - 1); /* row r has landed */
        const float4 in = ring[r & (PREFETCH - 1)][lane];
        float row[4] = {in.x, in.y, in.z, in.w}; /* level t's row r - t */
#pragma unroll
        for (int t = 0; t < D; ++t)
            level<D, EDGES, KEEP>(t, row, P, E, C, S, r - t - 1, rows, inner, a, b, c);
        const int q = r - D; /* level D's row */
        float *const dst = EDGES ? y + (int64_t)q * stride + g0 : next_out;
        if constexpr (!EDGES)
            next_out += stride;
        if (q >= y0 && q <= y1 && output_lane)
            store_row<EDGES>(dst, row, g0, cols, inner);
    }
}

/*
 * Warp w: strip w % strips (columns from strip * (WIDTH - 2H) - H, its
 * outputs the middle WIDTH - 2H), band w / strips of `band` output rows.
 * Warps share no barrier: each streams down its strip alone.
 */
template <int D>
__global__ void __launch_bounds__(WARPS * 32) temporal_kernel(float *__restrict__ y, const float *__restrict__ x,
                                                              int rows, int cols, int64_t stride, int strips,
                                                              int bands, int band, int out_first, int out_last,
                                                              float a, float b, float c)
{
    constexpr int H = halo(D), STEP = WIDTH - 2 * H;
    __shared__ float4 rings[WARPS][PREFETCH][32];
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const int warp = blockIdx.x * WARPS + w;
    if (warp >= strips * bands)
        return; /* the whole warp */
    const int strip = warp % strips, left = strip * STEP - H, g0 = left + 4 * lane;
    const int y0 = warp / strips * band + out_first, y1 = min(y0 + band - 1, out_last);
    const bool output_lane = 4 * lane >= H && 4 * lane < WIDTH - H;
    /* level t makes rows y0-2D+t .. y1+D-t of these columns: all inner? */
    if (left >= 1 && left + WIDTH - 1 <= cols && y0 - 2 * D >= 1 && y1 + D - 1 <= rows)
        sweep_rows<D, false>(y, x, rows, cols, stride, g0, y0, y1, output_lane, rings[w], lane, a, b, c);
    else
        sweep_rows<D, true>(y, x, rows, cols, stride, g0, y0, y1, output_lane, rings[w], lane, a, b, c);
}

struct shape {
    int strips, bands, band;
    int64_t blocks;
};

/* Filled by temporal_load: the GPU's multiprocessors and each depth's blocks resident on one. */
int multiprocessors, resident_blocks[TEMPORAL_DEPTH_MAX];

/* A warp's cost in rows: its band and the 2D more that each level makes. */
double warp_rows(int band, int depth)
{
    return band + 2.0 * depth;
}

/*
 * Bands of `band_rows` when given; else the band, of 4D..16D rows, whose
 * waves of warps over the GPU cost least: the warps all take about as
 * long, so the last wave's idle part is paid in full (n = 8640 at D = 6:
 * 64 rows 1,258 G cell-updates/s, 96 rows 1,229, 128 rows 1,171), while
 * shorter bands recompute more rows. Longer than 16D measured slower
 * even in full waves. Before temporal_load, 16D.
 */
struct shape shape_of(int64_t rows, int64_t cols, int depth, int band_rows)
{
    struct shape s;
    s.strips = (int)(cols / (WIDTH - 2 * halo(depth)) + 1);
    s.band = band_rows > 0 ? band_rows : 16 * depth;
    const int64_t resident = (int64_t)multiprocessors * resident_blocks[depth - 1] * WARPS;
    if (band_rows == 0 && resident > 0) {
        double best = 0;
        for (int band = 4 * depth; band <= 16 * depth; band += depth) {
            const int64_t warps = s.strips * ((rows + band - 1) / band);
            const double cost = (double)((warps + resident - 1) / resident) * warp_rows(band, depth);
            if (best == 0 || cost < best * 0.999) /* ties: the shorter band, more even */
                best = cost, s.band = band;
        }
    }
    if (s.band > rows)
        s.band = (int)rows;
    s.bands = (int)((rows + s.band - 1) / s.band);
    s.blocks = ((int64_t)s.strips * s.bands + WARPS - 1) / WARPS;
    return s;
}

typedef void (*temporal_function)(float *, const float *, int, int, int64_t, int, int, int, int, int, float, float,
                                  float);

template <int... D> struct depths {
    static constexpr temporal_function table[sizeof...(D)] = {temporal_kernel<D + 1>...};
};
template <int... D> constexpr temporal_function depths<D...>::table[sizeof...(D)];

const temporal_function *kernels = depths<0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15>::table;
static_assert(TEMPORAL_DEPTH_MAX == 16, "the table above has a kernel per depth 1..TEMPORAL_DEPTH_MAX");

} // namespace

void temporal_launch_rows(float *d_y, const float *d_x, int64_t rows, int64_t cols, int64_t stride,
                          struct stencil coef, int depth, int64_t first, int64_t count, cudaStream_t stream)
{
    if (depth < 1 || depth > TEMPORAL_DEPTH_MAX || rows < 0 || cols < 0 || first < 1 || count < 0 ||
        first + count - 1 > rows || rows > INT_MAX - 4 * TEMPORAL_DEPTH_MAX || cols > INT_MAX - 2 * WIDTH ||
        stride % 4 || (uintptr_t)d_x % sizeof(float4) || (uintptr_t)d_y % sizeof(float4))
        die(EXIT_RUNTIME, "internal error: temporal blocking of rows %lld..%lld of %lld x %lld (row stride %lld) "
            "at depth %d", (long long)first, (long long)(first + count - 1), (long long)rows, (long long)cols,
            (long long)stride, depth);
    if (count == 0 || cols == 0)
        return;
    const struct shape s = shape_of(count, cols, depth, 0);
    kernels[depth - 1]<<<(unsigned)s.blocks, WARPS * 32, 0, stream>>>(d_y, d_x, (int)rows, (int)cols, stride,
                                                                     s.strips, s.bands, s.band, (int)first,
                                                                     (int)(first + count - 1), coef.a, coef.b, coef.c);
    launchCheck();
}

void temporal_launch(float *d_y, const float *d_x, int64_t rows, int64_t cols, int64_t stride, struct stencil coef,
                     int depth, int band_rows, cudaStream_t stream)
{
    if (depth < 1 || depth > TEMPORAL_DEPTH_MAX || band_rows < 0 || rows < 0 || cols < 0 ||
        rows > INT_MAX - 4 * TEMPORAL_DEPTH_MAX || cols > INT_MAX - 2 * WIDTH || stride % 4 ||
        (uintptr_t)d_x % sizeof(float4) || (uintptr_t)d_y % sizeof(float4))
        die(EXIT_RUNTIME, "internal error: temporal blocking of %lld x %lld (row stride %lld) at depth %d",
            (long long)rows, (long long)cols, (long long)stride, depth);
    if (rows == 0 || cols == 0)
        return;
    const struct shape s = shape_of(rows, cols, depth, band_rows);
    kernels[depth - 1]<<<(unsigned)s.blocks, WARPS * 32, 0, stream>>>(d_y, d_x, (int)rows, (int)cols, stride,
                                                                     s.strips, s.bands, s.band, 1, (int)rows, coef.a,
                                                                     coef.b, coef.c);
    launchCheck();
}

double temporal_redundancy(int64_t rows, int64_t cols, int depth)
{
    if (depth < 2 || rows == 0 || cols == 0) /* depth 1: the kernel's own launch, each cell once */
        return 1;
    const struct shape s = shape_of(rows, cols, depth, 0);
    /* each band's pass makes its rows and 2D more at every level, over whole strips */
    const double band_rows = (double)rows + (double)s.bands * 2 * depth;
    return band_rows * s.strips * WIDTH / ((double)rows * (double)cols);
}

cudaError_t temporal_load(void)
{
    int device;
    cudaError_t err = cudaGetDevice(&device);
    if (err == cudaSuccess)
        err = cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device);
    for (int d = 1; d <= TEMPORAL_DEPTH_MAX && err == cudaSuccess; ++d) /* loads each depth's code */
        err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&resident_blocks[d - 1], kernels[d - 1], WARPS * 32, 0);
    return err;
}

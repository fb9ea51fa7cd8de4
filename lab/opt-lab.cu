/*
 * opt-lab.cu - the tuning lab behind -kernel opt (docs/performance/kernels.md):
 * times candidate kernels against a device-to-device copy of the same
 * bytes, in one process, and checks each bit for bit against `global`
 * (itself tested against the CPU reference by the test suite).
 *
 *   make lab && build/lab/opt-lab [n=16384] [repetitions=30] [pitched|compact]
 *
 * pitched (the default, as ./smooth lays out device grids) pads rows to a
 * multiple of 32 floats; compact uses rows of n+2 floats, where only the
 * scalar kernels can run. Prints one line per kernel: median ms, GB/s
 * (x read once + inner y written) and time / copy time (1.00 = a copy).
 */
#include "cuda_check.cuh"
#include "device_grid.cuh"
#include "lab.cuh"
#include "smooth.h"
#include "stencil.cuh"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- earlier versions of opt, kept for the record --------------------- */

/* v1: each thread walks a strip of one column, a rolling window of three
 * rows in registers, 4-byte loads (1.15x to 1.45x a copy). */
template <int ROWS, int WIDTH>
__global__ void __launch_bounds__(WIDTH)
lab_rolling(float *__restrict__ y, const float *__restrict__ x, int64_t rows, int64_t cols,
            int64_t stride, float a, float b, float c)
{
    const int64_t j = (int64_t)blockIdx.x * WIDTH + threadIdx.x + 1;
    if (j > cols)
        return;
    const int64_t s = stride, first = (int64_t)blockIdx.y * ROWS + 1;
    const int count = (int)min((int64_t)ROWS, rows - first + 1);
    const float *p = x + (first - 1) * s + j;
    float *q = y + first * s + j;
    float uw = __ldg(p - 1), uc = __ldg(p), ue = __ldg(p + 1);
    p += s;
    float mw = __ldg(p - 1), mc = __ldg(p), me = __ldg(p + 1);
    p += s;
    for (int r = 0; r < count; ++r) {
        const float dw = __ldg(p - 1), dc = __ldg(p), de = __ldg(p + 1);
        *q = stencil9(uw, ue, dw, de, mw, me, uc, dc, mc, a, b, c);
        uw = mw, uc = mc, ue = me, mw = dw, mc = dc, me = de;
        p += s, q += s;
    }
}

/* v2: all ROWS+2 rows loaded before computing; centres only, west/east by
 * warp shuffle; 4-byte loads (1.13x a copy, aligned rows or not). */
template <int ROWS, int WIDTH>
__global__ void __launch_bounds__(WIDTH)
lab_shuffle(float *__restrict__ y, const float *__restrict__ x, int64_t rows, int64_t cols,
            int64_t stride, float a, float b, float c)
{
    const int64_t j = (int64_t)blockIdx.x * WIDTH + threadIdx.x + 1;
    const int64_t s = stride, first = (int64_t)blockIdx.y * ROWS + 1;
    const int count = (int)min((int64_t)ROWS, rows - first + 1);
    const int lane = threadIdx.x & 31;
    const int64_t jc = min(j, cols + 1); /* lanes past the edge read a valid element */
    const float *p = x + (first - 1) * s + jc;
    float m[ROWS + 2], h[ROWS + 2];
#pragma unroll
    for (int r = 0; r < ROWS + 2; ++r) {
        m[r] = h[r] = 0.0f;
        if (r < count + 2) {
            m[r] = __ldg(p + r * s);
            if (lane == 0)
                h[r] = __ldg(p + r * s - 1);
            else if (lane == 31 && j <= cols)
                h[r] = __ldg(p + r * s + 1);
        }
    }
    float w[ROWS + 2], e[ROWS + 2];
#pragma unroll
    for (int r = 0; r < ROWS + 2; ++r) {
        w[r] = __shfl_up_sync(0xFFFFFFFFu, m[r], 1);
        e[r] = __shfl_down_sync(0xFFFFFFFFu, m[r], 1);
        if (lane == 0)
            w[r] = h[r];
        if (lane == 31)
            e[r] = h[r];
    }
    if (j > cols)
        return;
    float *q = y + first * s + j;
#pragma unroll
    for (int r = 0; r < ROWS; ++r)
        if (r < count)
            q[r * s] = stencil9(w[r], e[r], w[r + 2], e[r + 2], w[r + 1], e[r + 1], m[r], m[r + 2],
                                m[r + 1], a, b, c);
}

/* --- the lab ---------------------------------------------------------- */

typedef void (*raw_kernel)(float *, const float *, int64_t, int64_t, int64_t, float, float, float);

struct candidate {
    const char *name;
    raw_kernel kernel;
    int block_x, block_y;
    int tile_rows, tile_cols; /* elements per block; tile_cols < 0: float4 groups of columns */
    bool needs_pitch;         /* loads float4: rows must be 16-byte aligned */
};

#define SCALAR(name, kernel, bx, rows) {name, kernel, bx, 1, rows, bx, false}
#define VECTOR(name, kernel, bx, rows) {name, kernel, bx, 1, rows, -(bx), true}

int main(int argc, char **argv)
{
    const int64_t n = argc > 1 ? atoll(argv[1]) : 16384;
    const int reps = argc > 2 ? atoi(argv[2]) : 30;
    const bool pitched = !(argc > 3 && strcmp(argv[3], "compact") == 0);
    const int64_t stride = pitched ? gpu_pitch(n) : n + 2;
    const size_t bytes = (size_t)(n + 2) * stride * sizeof(float);
    const size_t compact_bytes = (size_t)(n + 2) * (n + 2) * sizeof(float);
    const float a = TUTORIAL_STENCIL.a, b = TUTORIAL_STENCIL.b, c = TUTORIAL_STENCIL.c;
    float *d_x, *d_y, *d_ref, *d_copy;
    unsigned long long *d_bad;
    cudaCheck(cudaMalloc(&d_x, bytes));
    cudaCheck(cudaMalloc(&d_y, bytes));
    cudaCheck(cudaMalloc(&d_ref, bytes));
    cudaCheck(cudaMalloc(&d_copy, compact_bytes));
    cudaCheck(cudaMalloc(&d_bad, sizeof *d_bad));
    cudaCheck(cudaMemset(d_x, 0, bytes));
    fill_counter<<<1024, 256>>>(d_x, n, n, stride, 1);
    launchCheck();
    smooth_global<<<dim3((n + 15) / 16, (n + 15) / 16), dim3(16, 16)>>>(d_ref, d_x, n, n, stride, a, b, c);
    launchCheck();
    cudaCheck(cudaDeviceSynchronize());

    cudaEvent_t start = event_new(), stop = event_new();
    float *ms = (float *)malloc(reps * sizeof *ms);

    /* The yardstick: a device-to-device copy of one compact (n+2)^2 array. */
    for (int r = -3; r < reps; ++r) {
        cudaCheck(cudaEventRecord(start));
        cudaCheck(cudaMemcpyAsync(d_copy, d_x, compact_bytes, cudaMemcpyDeviceToDevice));
        cudaCheck(cudaEventRecord(stop));
        float t = event_ms(start, stop);
        if (r >= 0)
            ms[r] = t;
    }
    const float copy_ms = median_ms(ms, reps);
    const double sweep = sweep_bytes(n, n);
    printf("n = %lld, %s layout (row stride %lld floats), %d repetitions, medians after 3 warm-ups\n",
           (long long)n, pitched ? "pitched" : "compact", (long long)stride, reps);
    printf("%-22s %9s %9s %8s %s\n", "kernel", "ms", "GB/s", "x copy", "check");
    printf("%-22s %9.4f %9.1f %8.3f %s\n", "D2D cudaMemcpy", copy_ms, 2.0 * compact_bytes / copy_ms / 1e6,
           1.0, "-");

    const struct candidate candidates[] = {
        {"global", smooth_global, 16, 16, 16, 16, false},
        {"sh1", smooth_sh1, 16, 16, 16, 16, false},
        {"sh16", smooth_sh16, 16, 16, 16, 16, false},
        {"sh18", smooth_sh18, 18, 18, 16, 16, false},
        SCALAR("v1 rolling<8,128>", (lab_rolling<8, 128>), 128, 8),
        SCALAR("v1 rolling<16,128>", (lab_rolling<16, 128>), 128, 16),
        SCALAR("v2 shuffle<16,128>", (lab_shuffle<16, 128>), 128, 16),
        SCALAR("v2 shuffle<8,256>", (lab_shuffle<8, 256>), 256, 8),
        VECTOR("opt<2,256>", (smooth_opt<2, 256>), 256, 2),
        VECTOR("opt<4,128>", (smooth_opt<4, 128>), 128, 4),
        VECTOR("opt<4,256>", (smooth_opt<4, 256>), 256, 4),
        VECTOR("opt<4,512>", (smooth_opt<4, 512>), 512, 4),
        VECTOR("opt<8,64>", (smooth_opt<8, 64>), 64, 8),
        VECTOR("opt<8,128>", (smooth_opt<8, 128>), 128, 8),
        VECTOR("opt<16,64>", (smooth_opt<16, 64>), 64, 16),
    };
    int failures = 0;
    for (size_t k = 0; k < sizeof candidates / sizeof candidates[0]; ++k) {
        const struct candidate *cand = &candidates[k];
        if (cand->needs_pitch && !pitched)
            continue;
        const int64_t tc = cand->tile_cols > 0 ? cand->tile_cols : -cand->tile_cols;
        const int64_t span = cand->tile_cols > 0 ? n : (n + 2 + 3) / 4;
        dim3 grid((unsigned)((span + tc - 1) / tc), (unsigned)((n + cand->tile_rows - 1) / cand->tile_rows));
        dim3 block(cand->block_x, cand->block_y);
        cudaCheck(cudaMemset(d_y, 0xFF, bytes));
        cudaCheck(cudaMemset(d_bad, 0, sizeof *d_bad));
        cand->kernel<<<grid, block>>>(d_y, d_x, n, n, stride, a, b, c);
        launchCheck();
        count_mismatches<<<1024, 256>>>(d_y, d_ref, n, n, stride, 0, d_bad);
        launchCheck();
        unsigned long long bad = 0;
        cudaCheck(cudaMemcpy(&bad, d_bad, sizeof bad, cudaMemcpyDeviceToHost));
        const int runs = strcmp(cand->name, "sh1") == 0 && reps > 5 ? 5 : reps;
        for (int r = -3; r < runs; ++r) {
            cudaCheck(cudaEventRecord(start));
            cand->kernel<<<grid, block>>>(d_y, d_x, n, n, stride, a, b, c);
            cudaCheck(cudaEventRecord(stop));
            float t = event_ms(start, stop);
            launchCheck();
            if (r >= 0)
                ms[r] = t;
        }
        float t = median_ms(ms, runs);
        failures += bad != 0;
        printf("%-22s %9.4f %9.1f %8.3f %s\n", cand->name, t, sweep / t / 1e6, t / copy_ms,
               bad ? "MISMATCH" : "bit-identical");
        if (bad)
            printf("    %llu mismatching inner elements\n", bad);
    }
    free(ms);
    return failures ? 3 : 0;
}

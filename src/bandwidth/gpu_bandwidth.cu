/*
 * gpu_bandwidth.cu - the GPU half of -bandwidth: the copies a run makes
 * (host to device and back, pinned and pageable, both ways at once, device
 * to device), what pinning costs, and the stencil's compute ceiling from
 * registers; each timed by CUDA events, `repeat` runs after a warm-up.
 *
 *   ./smooth -bandwidth -n 16384 -repeat 5
 */
#include "bandwidth.h"
#include "gpu_bandwidth.h"
#include "cuda_check.cuh"
#include "device.h"
#include "labels.h"
#include "stencil9.cuh"

#include <stdlib.h>
#include <string.h>

/* One or two copies at once, each on its own stream. */
struct copy_job {
    void *dst[2];
    const void *src[2];
    cudaMemcpyKind kind[2];
    int copies;
};

/* Time `repeat` rounds (after one warm-up) of the copies, between events
 * on the legacy stream (which waits for all). */
static void time_copies(struct timer *t, const char *label, const struct copy_job *job, size_t bytes,
                        int repeat, cudaStream_t streams[BANDWIDTH_STREAMS])
{
    cudaEvent_t start = event_new(), stop = event_new();
    for (struct timer_runs run = timer_runs(t, repeat, true); timer_runs_next(&run);) {
        cudaCheck(cudaEventRecord(start, 0));
        for (int c = 0; c < job->copies; ++c)
            cudaCheck(cudaMemcpyAsync(job->dst[c], job->src[c], bytes, job->kind[c], streams[c]));
        cudaCheck(cudaEventRecord(stop, 0));
        float ms = event_ms(start, stop);
        /* device-to-device counts read + write; host<->device the bytes moved */
        double moved = job->kind[0] == cudaMemcpyDeviceToDevice ? 2.0 * bytes : (double)bytes * job->copies;
        timer_add(t, label, ms / 1e3, moved);
    }
    cudaCheck(cudaEventDestroy(start));
    cudaCheck(cudaEventDestroy(stop));
}

/* The compute ceiling: the stencil's expression (stencil9, rounded as every
 * kernel rounds it) on values held in registers, CHAINS independent chains
 * a thread, each a 3x3 window sliding over the values it makes. Unrolled by
 * 9 so the window's slide is renaming, not moves. */
constexpr int CEILING_CHAINS = 4, CEILING_THREADS = 256, CEILING_BLOCKS_PER_SM = 8, CEILING_REPS = 9 * 2000;

__global__ void __launch_bounds__(CEILING_THREADS) stencil_ceiling(float *sink, float a, float b, float c)
{
    float v[CEILING_CHAINS][9];
#pragma unroll
    for (int ch = 0; ch < CEILING_CHAINS; ++ch)
#pragma unroll
        for (int i = 0; i < 9; ++i)
            v[ch][i] = 0.25f + 0.0625f * (float)i + 1e-7f * (float)(threadIdx.x + ch);
#pragma unroll 9
    for (int r = 0; r < CEILING_REPS; ++r)
#pragma unroll
        for (int ch = 0; ch < CEILING_CHAINS; ++ch) {
            const float made = stencil9(v[ch][0], v[ch][2], v[ch][6], v[ch][8], v[ch][3], v[ch][5], v[ch][1],
                                        v[ch][7], v[ch][4], a, b, c);
#pragma unroll
            for (int i = 0; i < 8; ++i)
                v[ch][i] = v[ch][i + 1];
            v[ch][8] = made;
        }
    float sum = 0;
#pragma unroll
    for (int ch = 0; ch < CEILING_CHAINS; ++ch)
        sum += v[ch][8];
    sink[blockIdx.x * blockDim.x + threadIdx.x] = sum; /* so none of it is dead code */
}

/* G cell-updates/s of stencil_ceiling over the whole device, `repeat` runs
 * after a warm-up, timed by events. */
static void time_ceiling(struct timer *t, int repeat)
{
    int sms = 0, device = 0;
    cudaCheck(cudaGetDevice(&device));
    cudaCheck(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    const int blocks = sms * CEILING_BLOCKS_PER_SM;
    float *d_sink;
    cudaCheck(cudaMalloc(&d_sink, (size_t)blocks * CEILING_THREADS * sizeof(float)));
    cudaEvent_t start = event_new(), stop = event_new();
    const double cells = (double)blocks * CEILING_THREADS * CEILING_CHAINS * CEILING_REPS;
    for (struct timer_runs run = timer_runs(t, repeat, true); timer_runs_next(&run);) {
        cudaCheck(cudaEventRecord(start, 0));
        stencil_ceiling<<<blocks, CEILING_THREADS>>>(d_sink, TUTORIAL_STENCIL.a, TUTORIAL_STENCIL.b,
                                                     TUTORIAL_STENCIL.c);
        launchCheck();
        cudaCheck(cudaEventRecord(stop, 0));
        timer_add(t, LABEL_GPU_STENCIL, event_ms(start, stop) / 1e3, 0);
    }
    timer_set_cells(t, LABEL_GPU_STENCIL, cells);
    cudaCheck(cudaEventDestroy(start));
    cudaCheck(cudaEventDestroy(stop));
    cudaCheck(cudaFree(d_sink));
}

void gpu_bandwidth(size_t bytes, int repeat, struct timer *t)
{
    gpu_check_memory(2 * bytes, "two device buffers");
    void *d_a, *d_b, *h_pinned_a, *h_pinned_b;
    cudaCheck(cudaMalloc(&d_a, bytes));
    cudaCheck(cudaMalloc(&d_b, bytes));
    cudaCheck(cudaMemset(d_a, 0x3F, bytes));
    cudaCheck(cudaMemset(d_b, 0x3F, bytes));
    cudaCheck(cudaMallocHost(&h_pinned_a, bytes));
    cudaCheck(cudaMallocHost(&h_pinned_b, bytes));
    memset(h_pinned_a, 0x3F, bytes);
    memset(h_pinned_b, 0x3F, bytes);
    void *h_pageable = mallocCheck(bytes, "a pageable host buffer");
    memset(h_pageable, 0x3F, bytes);
    cudaStream_t streams[BANDWIDTH_STREAMS];
    cudaCheck(cudaStreamCreate(&streams[0]));
    cudaCheck(cudaStreamCreate(&streams[1]));

    const cudaMemcpyKind H2D = cudaMemcpyHostToDevice, D2H = cudaMemcpyDeviceToHost;
    const struct copy_job jobs[] = {
        {{d_a}, {h_pinned_a}, {H2D}, 1},
        {{h_pinned_b}, {d_b}, {D2H}, 1},
        {{d_a, h_pinned_b}, {h_pinned_a, d_b}, {H2D, D2H}, 2},
        {{d_a}, {h_pageable}, {H2D}, 1},
        {{h_pageable}, {d_b}, {D2H}, 1},
        {{d_b}, {d_a}, {cudaMemcpyDeviceToDevice}, 1},
    };
    const char *labels[] = {LABEL_H2D_PINNED, LABEL_D2H_PINNED, LABEL_BOTH_PINNED,
                            LABEL_H2D_PAGEABLE, LABEL_D2H_PAGEABLE, LABEL_D2D};
    for (size_t j = 0; j < sizeof jobs / sizeof jobs[0]; ++j)
        time_copies(t, labels[j], &jobs[j], bytes, repeat, streams);

    /* What pinning costs: register a touched pageable buffer of the same size. */
    for (struct timer_runs run = timer_runs(t, repeat, true); timer_runs_next(&run);) {
        timer_start(t, LABEL_PIN);
        cudaCheck(cudaHostRegister(h_pageable, bytes, cudaHostRegisterDefault));
        timer_stop_bytes(t, (double)bytes);
        cudaCheck(cudaHostUnregister(h_pageable));
    }
    time_ceiling(t, repeat);

    cudaCheck(cudaStreamDestroy(streams[0]));
    cudaCheck(cudaStreamDestroy(streams[1]));
    free(h_pageable);
    cudaCheck(cudaFreeHost(h_pinned_a));
    cudaCheck(cudaFreeHost(h_pinned_b));
    cudaCheck(cudaFree(d_a));
    cudaCheck(cudaFree(d_b));
}

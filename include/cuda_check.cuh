/*
 * cuda_check.cuh - what every .cu file shares: cudaCheck around each CUDA
 * call, launchCheck after each launch, and CUDA-event stopwatches.
 */
#ifndef SMOOTH_CUDA_CHECK_CUH
#define SMOOTH_CUDA_CHECK_CUH

#include <cuda_runtime.h>
#include <stdint.h>

#include "check.h"
#include "smooth.h"

/* A failed CUDA call names the call, the file and line, then exits 1. */
#define cudaCheck(call) cuda_check((call), #call, __FILE__, __LINE__)
/* After every launch: a bad configuration shows here, a fault at the next sync. */
#define launchCheck() cuda_check(cudaGetLastError(), "kernel launch", __FILE__, __LINE__)

static inline void cuda_check(cudaError_t err, const char *call, const char *file, int line)
{
    if (err != cudaSuccess)
        die(EXIT_RUNTIME, "CUDA error in %s at %s:%d: %s (%s)", call, file, line,
            cudaGetErrorString(err), cudaGetErrorName(err));
}

static inline cudaEvent_t event_new(void)
{
    cudaEvent_t e;
    cudaCheck(cudaEventCreate(&e));
    return e;
}

/* Milliseconds between two recorded events (waits for `to`). */
static inline float event_ms(cudaEvent_t from, cudaEvent_t to)
{
    float ms;
    cudaCheck(cudaEventSynchronize(to));
    cudaCheck(cudaEventElapsedTime(&ms, from, to));
    return ms;
}

#endif

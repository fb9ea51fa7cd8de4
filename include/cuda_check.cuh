/*
 * cuda_check.cuh - what every .cu file shares: cudaCheck around each CUDA
 * call, launchCheck after each launch, CUDA-event stopwatches, and the one
 * launcher signature every kernel has.
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

/*
 * Every kernel has this launcher: smooth the inner rows x cols elements of
 * the grid at d_x ((rows+2) rows of cols+2 floats, ghost layer included,
 * rows `stride` floats apart) into the same elements of d_y, on `stream`.
 * A slab of a larger grid is passed as a pointer to its first (ghost) row.
 */
typedef void (*kernel_launcher)(float *d_y, const float *d_x, int64_t rows, int64_t cols,
                                int64_t stride, struct stencil k, cudaStream_t stream);

struct gpu_kernel {
    const char *name;
    kernel_launcher launch;
};

/* Load every kernel's code now (kernels.cu), not at its first launch. */
void gpu_kernels_load(void);

/* The kernel called `name` (kernels.cu); exits if there is none. */
const struct gpu_kernel *gpu_kernel_find(const char *name);

#endif

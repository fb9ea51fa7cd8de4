/*
 * kernels.h - the GPU kernels, one id each. backends.c names them (a
 * -kernel row per id) and kernels.cu launches them (a launcher row per
 * id); both tables are checked against this list when they compile.
 *
 * Adding a GPU kernel: its code in stencil.cuh, its id here, its row in
 * kernels.cu's table and its row in backends.c's.
 */
#ifndef SMOOTH_KERNELS_H
#define SMOOTH_KERNELS_H

#include <stdint.h>

#include "smooth.h"

enum kernel_id {
    KERNEL_NONE = -1, /* the cpu backend: no GPU kernel */
    KERNEL_GLOBAL,
    KERNEL_SH1,
    KERNEL_SH16,
    KERNEL_SH18,
    KERNEL_OPT,
    KERNEL_COUNT
};

#ifdef __CUDACC__
#include <cuda_runtime.h>

/*
 * Every kernel has this launcher: smooth the inner rows x cols elements of
 * the grid at d_x ((rows+2) rows of cols+2 floats, ghost layer included,
 * rows `stride` floats apart) into the same elements of d_y, on `stream`.
 * A slab of a larger grid is passed as a pointer to its first (ghost) row.
 */
typedef void (*kernel_launcher)(float *d_y, const float *d_x, int64_t rows, int64_t cols,
                                int64_t stride, struct stencil coef, cudaStream_t stream);

/* What every __global__ stencil kernel takes (stencil.cuh). */
typedef void (*stencil_kernel)(float *y, const float *x, int64_t rows, int64_t cols,
                               int64_t stride, float a, float b, float c);

struct gpu_kernel {
    enum kernel_id id;
    stencil_kernel function; /* the __global__ function, for loading it up front */
    kernel_launcher launch;
};

/* The kernel with this id (kernels.cu); id is one of the GPU ids. */
const struct gpu_kernel *gpu_kernel(enum kernel_id id);

/* Load every kernel's code now, not at its first (timed) launch; the
 * first error, or cudaSuccess. */
cudaError_t gpu_kernels_load(void);
#endif

#endif

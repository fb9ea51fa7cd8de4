/*
 * kernels.h - the GPU kernels, one row each in GPU_KERNELS below: the
 * enum of ids, plan/backends.c's -kernel rows and kernels.cu's launchers are
 * all made from it.
 *
 * Adding a GPU kernel: its code in stencil.cuh and a row here (the tests,
 * scripts and -help find it through ./smooth -list-backends).
 */
#ifndef SMOOTH_KERNELS_H
#define SMOOTH_KERNELS_H

#include <stdbool.h>
#include <stdint.h>

#include "smooth.h"

/*
 * X(ID, name, what it teaches (-help), blocks, __global__ function, launcher):
 * KERNEL_ID is its id, `name` the -kernel value; `blocks`: it runs D sweeps
 * a launch by temporal blocking (-depth; temporal.cu). The last two columns
 * are C++ that kernels.cu alone expands.
 */
#define GPU_KERNELS(X)                                                                                          \
    X(GLOBAL, "global", "GPU, one thread per element, all reads from global memory (16x16 blocks)", false,    \
      smooth_global, (launch_tiled<smooth_global, TILE>))                                                      \
    X(SH1, "sh1", "GPU, 18x18 tile in shared memory copied by ONE thread: slow on purpose", false, smooth_sh1,  \
      (launch_tiled<smooth_sh1, TILE>))                                                                        \
    X(SH16, "sh16", "GPU, 16x16 threads copy the tile; edge/corner threads copy the halo", false, smooth_sh16,  \
      (launch_tiled<smooth_sh16, TILE>))                                                                       \
    X(SH18, "sh18", "GPU, 18x18 threads copy one element each; 256 of them compute", false, smooth_sh18,       \
      (launch_tiled<smooth_sh18, TILE + 2>))                                                                   \
    X(OPT, "opt", "GPU, the fast kernel: each thread walks a column strip in registers", true,                \
      (smooth_opt<OPT_ROWS, OPT_WIDTH>), launch_opt)

#define KERNEL_ENUM_ROW(id, ...) KERNEL_##id,
enum kernel_id {
    KERNEL_NONE = -1, /* the cpu backend: no GPU kernel */
    GPU_KERNELS(KERNEL_ENUM_ROW)
    KERNEL_COUNT
};

/* Whether the kernel runs D sweeps a launch (temporal blocking); KERNEL_NONE: no. */
static inline bool kernel_blocks(enum kernel_id id)
{
#define KERNEL_BLOCKS_ROW(id, name, teaches, blocks, ...) blocks,
    static const bool blocks[] = {GPU_KERNELS(KERNEL_BLOCKS_ROW)};
#undef KERNEL_BLOCKS_ROW
    return id >= 0 && id < KERNEL_COUNT && blocks[id];
}

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

/*
 * kernels.cu - the GPU kernels' launchers (kernels in src/gpu/stencil.cuh),
 * all with one signature (kernel_launcher), in the table made from
 * kernels.h's GPU_KERNELS rows. Any of them can run on a whole grid or on a slab
 * of one.
 *
 *   ./smooth -n 16384 -kernel sh18 -verify
 */
#include "backend.h"
#include "cuda_check.cuh"
#include "kernels.h"
#include "stencil.cuh"
#include "temporal.cuh"

/* Rows and columns of tiles (or strips) for a grid, checked against the
 * hardware's grid limits (65535 in y) so a huge n fails clearly. */
static dim3 grid_of(int64_t rows, int64_t cols, int64_t tile_rows, int64_t tile_cols)
{
    int64_t gy = (rows + tile_rows - 1) / tile_rows, gx = (cols + tile_cols - 1) / tile_cols;
    if (gy > 65535 || gx > 2147483647)
        die(EXIT_RUNTIME, "%lld x %lld elements need %lld x %lld blocks: more than CUDA's grid allows",
            (long long)rows, (long long)cols, (long long)gy, (long long)gx);
    return dim3((unsigned)gx, (unsigned)gy);
}

/* The tutorial's kernels: one block per 16x16 tile of results, the block
 * THREADS x THREADS threads (sh18: 18x18). */
template <stencil_kernel KERNEL, int THREADS>
static void launch_tiled(float *d_y, const float *d_x, int64_t rows, int64_t cols, int64_t stride,
                         struct stencil coef, cudaStream_t stream)
{
    KERNEL<<<grid_of(rows, cols, TILE, TILE), dim3(THREADS, THREADS), 0, stream>>>(
        d_y, d_x, rows, cols, stride, coef.a, coef.b, coef.c);
    launchCheck();
}

/* Strip height and block width chosen by measurement on the H100
 * (docs/performance/kernels.md); a thread covers 4 columns. */
enum { OPT_ROWS = 4, OPT_WIDTH = 256 };

static void launch_opt(float *d_y, const float *d_x, int64_t rows, int64_t cols, int64_t stride,
                       struct stencil coef, cudaStream_t stream)
{
    const int64_t groups = (cols + 2 + 3) / 4; /* float4 columns, ghost columns included */
    smooth_opt<OPT_ROWS, OPT_WIDTH><<<grid_of(rows, groups, OPT_ROWS, OPT_WIDTH), OPT_WIDTH, 0, stream>>>(
        d_y, d_x, rows, cols, stride, coef.a, coef.b, coef.c);
    launchCheck();
}

/* Row i is kernel id i (both made from GPU_KERNELS; the static_asserts below check it). */
#define LAUNCHER_ROW(id, name, teaches, blocks, function, launcher) {KERNEL_##id, function, launcher},
static constexpr struct gpu_kernel gpu_kernels[] = {GPU_KERNELS(LAUNCHER_ROW)};

static constexpr bool rows_follow_ids()
{
    for (int i = 0; i < KERNEL_COUNT; ++i)
        if (gpu_kernels[i].id != i)
            return false;
    return true;
}
static_assert(sizeof gpu_kernels / sizeof gpu_kernels[0] == KERNEL_COUNT,
              "kernels.cu: one launcher row for every id in kernels.h");
static_assert(rows_follow_ids(), "kernels.cu: row i of gpu_kernels must be kernel id i");

const struct gpu_kernel *gpu_kernel(enum kernel_id id)
{
    if (id < 0 || id >= KERNEL_COUNT)
        die(EXIT_RUNTIME, "internal error: no GPU kernel with id %d", (int)id);
    return &gpu_kernels[id];
}

/* CUDA loads a kernel's code at its first launch (lazy loading), which
 * would be billed to the first timed step: load them all now. */
cudaError_t gpu_kernels_load(void)
{
    for (const struct gpu_kernel &k : gpu_kernels) {
        cudaFuncAttributes attributes;
        const cudaError_t err = cudaFuncGetAttributes(&attributes, (const void *)k.function);
        if (err != cudaSuccess)
            return err;
    }
    return cudaSuccess;
}

int gpu_code_load(const char **failed)
{
    cudaError_t err;
    if ((err = gpu_kernels_load()) != cudaSuccess)
        return *failed = "cudaFuncGetAttributes (loading the kernels)", err;
    if ((err = temporal_load()) != cudaSuccess)
        return *failed = "cudaFuncSetAttribute (the temporal kernels' shared memory)", err;
    return cudaSuccess;
}

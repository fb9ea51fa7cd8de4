/*
 * device_grid.cuh - a grid in GPU memory, pitched: its (rows+2) rows of
 * cols+2 floats are `pitch` floats apart, pitch rounded up to a multiple of
 * 32 floats (128 bytes), as cudaMallocPitch would. Every row then starts on
 * a 128-byte boundary, so a warp's accesses line up with cache lines and a
 * kernel may load 16-byte float4s (the opt kernel does; measured on the H100
 * it took the kernel from 1.13x to 1.00x the time of a device-to-device
 * copy: docs/performance/kernels.md). Host arrays stay compact (row stride cols+2);
 * cudaMemcpy2DAsync converts between the two.
 */
#ifndef SMOOTH_DEVICE_GRID_CUH
#define SMOOTH_DEVICE_GRID_CUH

#include "cuda_check.cuh"
#include "device.h"
#include "parallel.h"

struct device_grid {
    float *data;
    int64_t rows, cols; /* inner elements */
    int64_t pitch;      /* floats from one row to the next */
};

static inline void device_grid_alloc(struct device_grid *g, int64_t rows, int64_t cols)
{
    g->rows = rows;
    g->cols = cols;
    g->pitch = gpu_pitch(cols);
    const cudaError_t err = cudaMalloc(&g->data, gpu_grid_bytes(rows, cols));
    if (err == cudaErrorMemoryAllocation) { /* it fitted when the plan was made */
        cudaGetLastError();
        die(EXIT_RUNTIME,
            "out of device memory: %zu bytes for a grid could not be had, though they were free when the run "
            "was planned (another process on this GPU?); try again, or -device-memory BYTES to stream "
            "through less", gpu_grid_bytes(rows, cols));
    }
    cudaCheck(err);
}

static inline void device_grid_free(struct device_grid *g)
{
    cudaCheck(cudaFree(g->data));
    g->data = NULL;
}

/* Row `row` (0 = the top ghost row) on the device and on the host. */
static inline float *device_row(const struct device_grid *g, int64_t row)
{
    return g->data + row * g->pitch;
}

static inline size_t row_bytes(const struct device_grid *g)
{
    return (size_t)(g->cols + 2) * sizeof(float);
}

/* Copy `count` rows of g from `first` on from host (compact) rows to the
 * device (pitched); h_rows holds the host copy of row `first` (a host grid's
 * row, or a staging buffer). */
static inline void copy_rows_in(struct device_grid *g, int64_t first, int64_t count, const float *h_rows,
                                cudaStream_t stream)
{
    cudaCheck(cudaMemcpy2DAsync(device_row(g, first), (size_t)g->pitch * sizeof(float), h_rows,
                                row_bytes(g), row_bytes(g), (size_t)count, cudaMemcpyHostToDevice, stream));
}

/* Copy `count` rows of g from `first` on from the device (pitched) to host
 * (compact) rows starting at h_rows. */
static inline void copy_rows_out(float *h_rows, const struct device_grid *g, int64_t first, int64_t count,
                                 cudaStream_t stream)
{
    cudaCheck(cudaMemcpy2DAsync(h_rows, row_bytes(g), device_row(g, first), (size_t)g->pitch * sizeof(float),
                                row_bytes(g), (size_t)count, cudaMemcpyDeviceToHost, stream));
}

/* The ghost layer of src into dst (same shape, both on the device): rows 0
 * and rows+1, and columns 0 and cols+1 of the inner rows. */
static inline void device_grid_copy_ghost(struct device_grid *dst, const struct device_grid *src,
                                          cudaStream_t stream)
{
    const size_t pitch = (size_t)dst->pitch * sizeof(float);
    const int64_t rows = dst->rows, cols = dst->cols;
    for (int64_t row = 0; row <= rows + 1; row += rows + 1)
        cudaCheck(cudaMemcpyAsync(device_row(dst, row), device_row(src, row), row_bytes(dst),
                                  cudaMemcpyDeviceToDevice, stream));
    for (int64_t col = 0; col <= cols + 1; col += cols + 1)
        cudaCheck(cudaMemcpy2DAsync(device_row(dst, 1) + col, pitch, device_row(src, 1) + col, pitch,
                                    sizeof(float), (size_t)rows, cudaMemcpyDeviceToDevice, stream));
}

#endif

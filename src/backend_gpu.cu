/*
 * backend_gpu.cu - the GPU backends (global, sh1, sh16, sh18, opt) on the
 * whole grid, as in the tutorial's "Data Copy and Kernel Launch" slide:
 * allocate x and y on the device, copy x in, launch, copy y out. With
 * -streams or -hybrid the work goes to gpu_streams.cu instead.
 *
 *   ./smooth -n 16384 -kernel opt -verify
 */
#include "backend.h"
#include "cuda_check.cuh"
#include "device_grid.cuh"
#include "gpu.h"
#include "gpu_streams.h"
#include "grid.h"
#include "timeline.h"

void gpu_run(struct job *job, struct timer *t)
{
    const struct gpu_kernel *kernel = gpu_kernel(job->kernel);
    if (job->streams) {
        gpu_run_streams(job, kernel, t);
        return;
    }
    const int64_t rows = job->rows, cols = job->cols;
    job_detail(job, "whole grid on one stream");

    const size_t bytes = device_grid_bytes(rows, cols);
    gpu_check_memory(2 * bytes, "x and y on the device");
    struct device_grid d_x, d_y;
    timer_start(t, "GPU: Alloc-X");
    device_grid_alloc(&d_x, rows, cols);
    timer_stop(t);
    timer_start(t, "GPU: Alloc-Y");
    device_grid_alloc(&d_y, rows, cols);
    timer_stop(t);

    cudaEvent_t ev[5];
    for (int e = 0; e < 5; ++e)
        ev[e] = event_new();
    cudaCheck(cudaEventRecord(ev[0], 0));
    cudaCheck(cudaMemsetAsync(d_y.data, 0xFF, bytes, 0)); /* poison: an unwritten element shows */
    cudaCheck(cudaEventRecord(ev[1], 0));
    copy_rows_in(&d_x, job->h_x, 0, rows + 2, 0);
    cudaCheck(cudaEventRecord(ev[2], 0));
    kernel->launch(d_y.data, d_x.data, rows, cols, d_x.pitch, job->k, 0);
    cudaCheck(cudaEventRecord(ev[3], 0));
    /* y's ghost rows are the host's (the ghost-layer rule): only the inner
       rows, ghost columns included, come back. */
    copy_rows_out(job->h_y, &d_y, 1, rows, 0);
    cudaCheck(cudaEventRecord(ev[4], 0));
    cudaCheck(cudaEventSynchronize(ev[4])); /* a kernel fault shows here */

    float poison = event_ms(ev[0], ev[1]), in = event_ms(ev[1], ev[2]);
    float smooth = event_ms(ev[2], ev[3]), out = event_ms(ev[3], ev[4]);
    const double row = (double)(cols + 2) * sizeof(float);
    timer_add(t, "GPU: Poison-Y", poison / 1e3, (double)bytes);
    timer_add(t, "GPU: Copy-in", in / 1e3, row * (double)(rows + 2));
    timer_add(t, "GPU: Smooth", smooth / 1e3, sweep_bytes(rows, cols));
    timer_add(t, "GPU: Copy-out", out / 1e3, row * (double)rows);
    if (job->timeline) {
        timeline_add(job->timeline, "0", "copy-in", 0, 0, in);
        timeline_add(job->timeline, "0", "kernel", 0, in, in + smooth);
        timeline_add(job->timeline, "0", "copy-out", 0, in + smooth, in + smooth + out);
    }
    for (int e = 0; e < 5; ++e)
        cudaCheck(cudaEventDestroy(ev[e]));
    device_grid_free(&d_x);
    device_grid_free(&d_y);
}

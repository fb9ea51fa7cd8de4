/*
 * hybrid/calibrate.cu - -hybrid auto: the CPU's share measured at the start
 * of the run, on this machine, with both sides running (one sweep: a
 * streamed window each; K sweeps: D sweeps on the device and a pass on the
 * host, and the rows they would swap).
 *
 *   ./smooth -n 16384 -kernel opt -hybrid auto -timeline t.csv
 */
#include "cuda_check.cuh"
#include "host.h"
#include "hybrid.cuh"
#include "labels.h"

#include <stdlib.h>
#include <string.h>

/*
 * -hybrid auto: the CPU share F that makes both sides finish together is
 * r_cpu / (r_cpu + r_gpu), with r the rows per second each side smooths.
 * The rates are measured on this machine, now, with both sides running at
 * once (so the model includes their competition for host memory
 * bandwidth, which the pinned copies and the CPU loop share): the GPU
 * streams the first w rows while the CPU smooths the last w, w = n/32.
 * That costs about 1/16 of a run, once, in setup; its own timer rows are
 * thrown away. Grids too small to measure get F = 0.5.
 */
double calibrate(const struct job *job, struct timer *t, const char **why)
{
    const struct plan *plan = job->plan;
    const int64_t rows = job->rows, window = rows / 32 > plan->streams ? rows / 32 : plan->streams;
    if (rows < 64 || 2 * window > rows) {
        *why = "auto: grid too small to calibrate, half";
        return 0.5;
    }
    *why = "auto: calibrated on 2 x n/32 rows";
    timer_start(t, LABEL_CALIBRATE);
    struct timer *scratch = (struct timer *)mallocCheck(sizeof *scratch, "the calibration's timer");
    timer_init(scratch);
    struct ring_plan ring;
    struct pipeline_shape shape = {window, plan->streams, plan->scheme, NULL, 1, 1};
    if (plan->through_ring && !plan_ring(plan, window, 1, &ring, &shape.streams))
        die(EXIT_RUNTIME, "out of device memory for the hybrid's calibration");
    shape.ring = plan->through_ring ? &ring : NULL;
    struct pipeline p;
    pipeline_open(&p, job, &shape, scratch);
    pipeline_poison(&p); /* the copy-out brings the ghost columns too: defined */
    const struct split_times times = run_split(&p, rows + 1 - window, rows + 1, scratch, NULL);
    pipeline_close(&p);
    free(scratch);
    /* Poison the rows it wrote again, so the real run must write them too. */
    const int64_t stride = job->cols + 2;
    const size_t bytes = (size_t)(window * stride) * sizeof(float);
    memset(job->h_y + stride, 0xFF, bytes);
    memset(job->h_y + (rows + 1 - window) * stride, 0xFF, bytes);
    timer_stop(t);
    const double r_gpu = (double)window / times.gpu, r_cpu = (double)window / times.cpu;
    return r_cpu / (r_cpu + r_gpu);
}

/*
 * -hybrid auto with K sweeps: the rates that matter are a sweep's, with x
 * and y on the device (copied once), not a streamed one's, D at a time as
 * the run will go. The GPU smooths n/4 rows D sweeps three times, the CPU
 * n/32 rows D sweeps once (a pass), and D rows go each way between host
 * and device, as the sides swap them every D sweeps. The CPU gets
 * r_cpu / (r_cpu + r_gpu) of the rows only if that sweep, with its share
 * of the swap, beats the GPU alone; else none (the GPU is ~35x the CPU on
 * the H100 machine, so a swap can cost more than the CPU's share saves).
 */
double calibrate_sweeps(const struct job *job, int depth, struct timer *t, const char **why)
{
    const int64_t rows = job->rows, cols = job->cols, gpu_window = rows / 4, cpu_window = rows / 32;
    if (rows < 64) {
        *why = "auto: grid too small to calibrate, the GPU alone";
        return 0;
    }
    timer_start(t, LABEL_CALIBRATE);
    struct device_grid a, b;
    device_grid_alloc(&a, gpu_window, cols);
    device_grid_alloc(&b, gpu_window, cols);
    copy_rows_in(&a, 0, gpu_window + 2, job->h_x, 0);
    device_grid_copy_ghost(&b, &a, 0);
    const struct gpu_kernel *kernel = gpu_kernel(job->kernel_id);
    const int launch = plan_launch(job->kernel_id, depth);
    struct device_grid *from = &a, *to = &b;
    cudaEvent_t begin = event_new(), end = event_new();
    gpu_sweeps(&from, &to, depth, kernel, job->stencil, launch, NULL, 0, false, NULL); /* warm-up */
    cudaCheck(cudaEventRecord(begin, 0));
    for (int r = 0; r < 3; ++r)
        gpu_sweeps(&from, &to, depth, kernel, job->stencil, launch, NULL, 0, false, NULL);
    cudaCheck(cudaEventRecord(end, 0));
    const double gpu = event_ms(begin, end) / (3e3 * depth);
    double start = wall_seconds();
    if (depth > 1) /* one pass, from x */
        cpu_temporal_sweeps(job->h_y, job->h_x, cpu_window, cols, job->stencil, depth, depth, CPU_TILE_AUTO,
                            job->plan->threads, NULL);
    else
        cpu_stencil_rows(job->h_y, job->h_x, cols, 1, cpu_window + 1, job->stencil, job->plan->threads);
    const double cpu = (wall_seconds() - start) / depth;
    start = wall_seconds();
    copy_rows_out(job->h_y + cols + 2, from, 1, depth, 0);
    copy_rows_in(from, 0, depth, job->h_y + cols + 2, 0);
    cudaCheck(cudaStreamSynchronize(0));
    const double swap = (wall_seconds() - start) / depth;
    /* poison again the rows written, so the real run must write them too */
    const int64_t written = cpu_window > depth ? cpu_window : depth;
    memset(job->h_y + cols + 2, 0xFF, (size_t)written * (size_t)(cols + 2) * sizeof(float));
    cudaCheck(cudaEventDestroy(begin));
    cudaCheck(cudaEventDestroy(end));
    device_grid_free(&a);
    device_grid_free(&b);
    timer_stop(t);
    const double r_gpu = (double)gpu_window / gpu, r_cpu = (double)cpu_window / cpu;
    if ((double)rows / (r_gpu + r_cpu) + swap >= (double)rows / r_gpu) {
        *why = "auto: the GPU alone is faster (the row swaps cost more than the CPU's share saves)";
        return 0;
    }
    *why = depth > 1 ? "auto: the rates of D sweeps measured on n/4 and n/32 rows"
                     : "auto: a sweep's rates measured on n/4 and n/32 rows";
    return r_cpu / (r_cpu + r_gpu);
}

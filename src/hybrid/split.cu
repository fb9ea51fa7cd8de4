/*
 * hybrid/split.cu - one sweep of the hybrid, the tutorial's "Using Host and
 * GPU together": the GPU's pipeline (views, or the ring) is issued first
 * (asynchronous with pinned memory), then this thread smooths the CPU's
 * rows with OpenMP, then both are awaited, y counted as it lands. A staged
 * ring needs the host all along: its sweep runs on a thread of its own,
 * with the plan's hybrid_gpu_threads for its copies, the CPU's rows on its
 * hybrid_cpu_threads.
 *
 *   ./smooth -n 16384 -kernel opt -hybrid 0.3 -streams 8 -scheme 1
 */
#include "cuda_check.cuh"
#include "host.h"
#include "hybrid.cuh"

#include <pthread.h>

struct sweep_thread {
    struct pipeline *p;
    int device;
    int64_t below;
    double seconds;
};

static void *sweep_on_thread(void *arg)
{
    struct sweep_thread *a = (struct sweep_thread *)arg;
    cudaCheck(cudaSetDevice(a->device)); /* a new thread starts on device 0 */
    plan_team(a->p->job->plan, TEAM_HYBRID_RING);
    a->below = pipeline_sweep(a->p, &a->seconds);
    return NULL;
}

/* The GPU's pipeline and the CPU's rows [cpu_lo, cpu_hi) at once. */
struct split_times run_split(struct pipeline *p, int64_t cpu_lo, int64_t cpu_hi, struct timer *t,
                             struct timeline *timeline)
{
    const struct job *job = p->job;
    struct split_times times = {0, 0, 0, 0, 0, 0, 0};
    int cpu_threads = job->plan->threads;
    pthread_t sweeper;
    struct sweep_thread sweep = {p, 0, 0, 0};
    int64_t gpu_below = 0;
    if (pipeline_staged(p)) {
        cpu_threads = job->plan->hybrid_cpu_threads;
        cudaCheck(cudaGetDevice(&sweep.device));
        if (pthread_create(&sweeper, NULL, sweep_on_thread, &sweep) != 0)
            die(EXIT_RUNTIME, "could not start the host thread that drives the ring");
    } else {
        pipeline_start(p);
        gpu_below = pipeline_issue(p, &times.counting);
    }
    times.cpu_begin = wall_seconds();
    if (cpu_hi > cpu_lo)
        cpu_stencil_rows(job->h_y, job->h_x, job->cols, cpu_lo, cpu_hi, job->stencil, cpu_threads);
    times.cpu_end = wall_seconds();
    times.below = pipeline_count_rows(job, cpu_lo, cpu_hi);
    times.counting += wall_seconds() - times.cpu_end;
    if (pipeline_staged(p)) {
        if (pthread_join(sweeper, NULL) != 0)
            die(EXIT_RUNTIME, "could not wait for the host thread that drives the ring");
        gpu_below = sweep.below;
        times.counting += sweep.seconds;
    } else {
        gpu_below += pipeline_finish(p, &times.counting);
    }
    times.below += gpu_below;
    times.origin = p->origin;
    times.gpu = pipeline_report(p, t, timeline) / 1e3;
    times.cpu = times.cpu_end - times.cpu_begin;
    return times;
}

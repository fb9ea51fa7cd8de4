/*
 * hybrid/hybrid.cu - the hybrid mode of the GPU backends, the tutorial's
 * "Using Host and GPU together": the GPU smooths rows 1..g (a pipeline of
 * views, or through the ring: gpu_pipeline.cuh) while the host's OpenMP
 * threads smooth rows g+1..n. This file sets the split up and runs it:
 * one sweep (hybrid/split.cu), K sweeps (hybrid/sweeps.cu), the split of
 * -hybrid auto measured first (hybrid/calibrate.cu).
 *
 *   ./smooth -n 16384 -kernel opt -hybrid auto -timeline t.csv
 *   ./smooth -n 16384 -kernel opt -hybrid 0.3 -streams 8 -scheme 1
 */
#include "hybrid.cuh"
#include "backend.h"
#include "cuda_check.cuh"
#include "labels.h"
#include "parallel.h"
#include "timeline.h"

#include <stdlib.h>

/*
 * The split: the plan's CPU share, or measured now (-hybrid auto); with K
 * sweeps, D between swaps by the plan's rule for that split (across MPI
 * ranks the least over ranks, as their swaps pair: all hold rows when the
 * plan's D is more than 1, so all ask).
 */
static void *hybrid_setup(const struct job *job, struct timer *t)
{
    const struct plan *plan = job->plan;
    struct hybrid *h = (struct hybrid *)mallocCheck(sizeof *h, "the hybrid's state");
    h->why = "-hybrid F";
    pinned_host_open(&h->pinned, job, t);
    const double fraction = plan->hybrid_fraction >= 0 ? plan->hybrid_fraction
                            : job->plan->sweeps > 1         ? calibrate_sweeps(job, plan->pass, t, &h->why)
                                                      : calibrate(job, t, &h->why);
    h->gpu_rows = plan_hybrid_rows(plan, fraction);
    h->depth = job->plan->sweeps > 1 ? plan_hybrid_pass(plan, h->gpu_rows) : 1;
    if (plan->ranks > 1 && plan->pass > 1)
        h->depth = (int)par_min_i64(h->depth);
    /* K sweeps D at a time: the GPU's field holds D - 1 rows beyond its own
       where it swaps them: the CPU's below; under MPI the pipeline's edge
       swap, D deep, adds the parts' above and below (below the CPU's rows
       where it has some), whose D rows the swaps bring */
    const int64_t cpu_halo = h->gpu_rows < job->rows && job->part->bottom ? h->depth - 1 : 0;
    struct ring_plan ring;
    struct pipeline_shape shape = {h->gpu_rows + cpu_halo, plan->streams, plan->scheme, NULL, h->depth, h->depth};
    if (plan->through_ring) {
        if (!plan_ring(plan, shape.rows, 1, &ring, &shape.streams))
            die(EXIT_RUNTIME, "out of device memory for the hybrid's ring");
        shape.ring = &ring;
    }
    pipeline_open(&h->p, job, &shape, t);
    return h;
}

static void hybrid_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    struct hybrid *h = (struct hybrid *)state;
    if (job->plan->sweeps > 1) {
        hybrid_sweeps(h, job, result, t);
        return;
    }
    struct pipeline *p = &h->p;
    const int64_t rows = job->rows, gpu_rows = h->gpu_rows;
    pipeline_poison(p);
    const double begin = wall_seconds();
    const struct split_times times = run_split(p, gpu_rows + 1, rows + 1, t, result->timeline);
    result->below_y = times.below;
    result->counted_y = true;
    timer_add(t, LABEL_HYBRID_CPU, times.cpu, sweep_bytes(rows - gpu_rows, job->cols));
    timer_add(t, LABEL_HYBRID_TOTAL, wall_seconds() - begin, sweep_bytes(rows, job->cols));
    if (result->timeline && rows > gpu_rows)
        timeline_add(result->timeline, "cpu", "smooth", 0, -1, 1e3 * (times.cpu_begin - times.origin),
                     1e3 * (times.cpu_end - times.origin));
    job_detail(result, "hybrid: GPU rows 1..%lld on %d streams (scheme %d), CPU rows %lld..%lld "
               "(%lld rows); CPU share %.3f (%s)",
               (long long)gpu_rows, job->plan->streams, job->plan->scheme, (long long)gpu_rows + 1, (long long)rows,
               (long long)(rows - gpu_rows), (double)(rows - gpu_rows) / (double)rows, h->why);
    pipeline_account(p, result, times.counting, t);
}

static void hybrid_teardown(void *state)
{
    struct hybrid *h = (struct hybrid *)state;
    pipeline_close(&h->p);
    pinned_host_close(&h->pinned);
    free(h);
}

const struct mode_ops gpu_hybrid_mode = {"hybrid", hybrid_setup, hybrid_run, hybrid_teardown};

/*
 * gpu/streams.cu - the streams and ring modes of the GPU backends: the
 * grid's rows in slabs pipelined on S streams (gpu_pipeline.cuh), as views
 * of x and y whole on the device, or through a ring of device buffers when
 * they do not fit in the memory the run may use.
 *
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
 *   ./smooth -n 16384 -streams 4 -device-memory 512M      (the ring)
 *   ./smooth -n 110000                                     (the ring: 90 GiB)
 *
 * Asynchronous copies, overlapping kernels and each other, need pinned host
 * memory (pageable: the copies run one after the other): with views the
 * host arrays are pinned (Pin-X+Y); the ring stages through pinned buffers
 * of its own instead (struct pinned_host).
 */
#include "backend.h"
#include "cuda_check.cuh"
#include "gpu_pipeline.cuh"
#include "labels.h"

#include <stdlib.h>

struct streams {
    struct pipeline p;
    struct pinned_host pinned;
};

static void *streams_setup(const struct job *job, struct timer *t)
{
    const struct plan *plan = job->plan;
    struct streams *st = (struct streams *)mallocCheck(sizeof *st, "the streams' state");
    pinned_host_open(&st->pinned, job, t);
    const struct pipeline_shape shape = {job->rows, plan->streams, plan->scheme,
                                         plan->mode == MODE_RING ? &plan->ring : NULL, plan->launch, plan->pass};
    pipeline_open(&st->p, job, &shape, t);
    return st;
}

static void streams_run(void *state, const struct job *job, struct job_result *result, struct timer *t)
{
    const struct plan *plan = job->plan;
    struct streams *st = (struct streams *)state;
    struct pipeline *p = &st->p;
    pipeline_poison(p);
    job_detail(result, "%s%d streams, scheme %d", plan->streamed ? "streamed (the grid does not fit): " : "",
               plan->streams, plan->scheme);
    double counting = 0;
    result->below_y = pipeline_sweep(p, &counting);
    result->counted_y = true;
    pipeline_report(p, t, result->timeline);
    pipeline_account(p, result, counting, t);
}

static void streams_teardown(void *state)
{
    struct streams *st = (struct streams *)state;
    pipeline_close(&st->p);
    pinned_host_close(&st->pinned);
    free(st);
}

/* One pipeline serves both: the plan's ring tells them apart. */
const struct mode_ops gpu_streams_mode = {"streams", streams_setup, streams_run, streams_teardown};
const struct mode_ops gpu_ring_mode = {"ring", streams_setup, streams_run, streams_teardown};

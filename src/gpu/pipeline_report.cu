/*
 * pipeline_report.cu - what a pipeline's run did: each engine's busy time
 * from the events (an operation starts no earlier than the previous one of
 * its kind ended: gpu/pipeline.cu's top says why), the timer rows, the
 * timeline, and the header's account of the ring and of temporal blocking.
 */
#include "gpu_pipeline.cuh"
#include "cuda_check.cuh"
#include "labels.h"
#include "refuse.h"
#include "temporal.cuh"
#include "timeline.h"

#include <stdio.h>
#include <stdlib.h>

static const char *const stage_op[] = {"copy-in", "kernel", "copy-out"};
static const char *const stage_label[] = {LABEL_COPY_IN_SUM, LABEL_SMOOTH_SUM, LABEL_COPY_OUT_SUM};

/* --- what happened -------------------------------------------------------- */

/* When one operation ran, in ms after the pipeline's start event. */
struct op_time {
    float start, end;
    int slab;
};

static int by_end(const void *a, const void *b)
{
    const struct op_time *x = (const struct op_time *)a, *y = (const struct op_time *)b;
    return (x->end > y->end) - (x->end < y->end);
}

/* The current events' busy times, added to busy[] (ms) and, staged, the
 * host's staging times to staging[] (s); with tl, every operation too. */
void pipeline_measure(struct pipeline *p, double busy[3], double staging[2], struct timeline *tl)
{
    const int buffers = p->ring.buffers;
    struct op_time *op = (struct op_time *)mallocCheck(2 * p->slabs * sizeof *op, "the operation times");
    for (int stage = 0; stage < 3; ++stage) {
        int ops = 0;
        for (int s = 0; s < p->slabs; ++s) {
            op[ops++] = (struct op_time){event_ms(p->start, event_of(p, s, 2 * stage)),
                                         event_ms(p->start, event_of(p, s, 2 * stage + 1)), s};
            if (stage == 1 && p->job->plan->sweeps > 1 && !buffers) /* the slab's last sweep too */
                op[ops++] = (struct op_time){event_ms(p->start, event_of(p, s, LAST_START)),
                                             event_ms(p->start, event_of(p, s, LAST_END)), s};
        }
        qsort(op, ops, sizeof *op, by_end);
        float engine_free = 0;
        for (int k = 0; k < ops; ++k) {
            const float start = op[k].start > engine_free ? op[k].start : engine_free, end = op[k].end;
            busy[stage] += end - start;
            engine_free = end;
            if (tl) {
                char lane[12];
                snprintf(lane, sizeof lane, "%d", op[k].slab % p->streams);
                timeline_add(tl, lane, stage_op[stage], op[k].slab, buffers ? op[k].slab % buffers : -1, start, end);
            }
        }
    }
    free(op);
    if (p->job->plan->sweeps > 1 && !buffers) { /* the whole-grid sweeps between the first and the last */
        const float from = event_ms(p->start, p->middle[0]), to = event_ms(p->start, p->middle[1]);
        busy[1] += to - from;
        if (tl)
            timeline_add(tl, "all", "kernel", -1, -1, from, to);
    }
    for (int k = 0; k < p->slabs && pipeline_staged(p); ++k) {
        const double *h = p->ring.host[k];
        staging[0] += h[1] - h[0];
        staging[1] += h[3] - h[2];
        if (tl) {
            timeline_add(tl, "host", "stage-in", k, k % buffers, 1e3 * (h[0] - p->origin), 1e3 * (h[1] - p->origin));
            timeline_add(tl, "host", "stage-out", k, k % buffers, 1e3 * (h[2] - p->origin), 1e3 * (h[3] - p->origin));
        }
    }
}

/* With a ring of K sweeps the timeline shows the last pass; the sums
 * count every pass. */
float pipeline_report(struct pipeline *p, struct timer *t, struct timeline *tl)
{
    const float elapsed = event_ms(p->start, p->stop);
    double busy[3] = {p->passed[0], p->passed[1], p->passed[2]};
    double staging[2] = {p->passed_staging[0], p->passed_staging[1]};
    pipeline_measure(p, busy, staging, tl);
    double in_rows = 0;
    for (int k = 0; k < p->slabs; ++k)
        in_rows += (double)p->ops[k].in_rows;
    const double passes = p->ring.buffers ? (p->job->plan->sweeps + p->pass - 1) / p->pass : 1;
    const double row = (double)(p->job->cols + 2) * sizeof(float);
    const double bytes[3] = {passes * row * in_rows, p->job->plan->sweeps * sweep_bytes(p->rows, p->job->cols),
                             passes * row * (double)p->rows};
    timer_add(t, LABEL_STREAMS, elapsed / 1e3, bytes[0] + bytes[2]);
    for (int stage = 0; stage < 3; ++stage)
        timer_add(t, stage_label[stage], busy[stage] / 1e3, bytes[stage]);
    timer_add(t, LABEL_STAGES_SUM, (busy[0] + busy[1] + busy[2]) / 1e3, 0);
    if (pipeline_staged(p)) {
        timer_add(t, LABEL_STAGE_IN_SUM, staging[0], 2 * bytes[0]);
        timer_add(t, LABEL_STAGE_OUT_SUM, staging[1], 2 * bytes[2]);
    }
    exchange_account(p->exchange, t);
    return elapsed;
}

static void ring_detail(const struct pipeline *p, struct job_result *result)
{
    const struct ring *r = &p->ring;
    const struct job *job = p->job;
    char used[24], needed[24], budget[24];
    const struct gpu_facts *gpu = &job->plan->gpu;
    human_bytes(used, sizeof used, (double)r->device_bytes);
    human_bytes(needed, sizeof needed, (double)r->needed);
    human_bytes(budget, sizeof budget, (double)gpu->budget_bytes);
    result->ring = (struct ring_shape){.buffers = r->buffers, .slabs = p->slabs, .streams = p->streams,
                                       .scheme = p->scheme, .rows = r->rows, .device_bytes = r->device_bytes,
                                       .needed_bytes = r->needed, .allowed_bytes = gpu->budget_bytes,
                                       .staged = r->pinned != NULL};
    const bool limited = gpu->budget_limited;
    job_detail(result, "ring of %d device buffers of %lld rows (%s), %d slabs: x and y need %s, %s %s%s; %s",
               r->buffers, (long long)r->rows, used, p->slabs, needed, limited ? "-device-memory allows" : "the GPU has",
               budget, limited ? "" : " free", r->pinned ? "copies staged through pinned buffers" : "pageable copies");
    if (p->pass > 1) { /* each launch makes all of a slab's rows, halos included */
        double computed = 0;
        for (int k = 0; k < p->slabs; ++k) {
            const int64_t rows = p->ops[k].in_rows - 2;
            computed += (double)rows * temporal_redundancy(rows, job->cols, p->depth);
        }
        char pass[64];
        snprintf(pass, sizeof pass, "pass through the ring, %d a launch", p->depth);
        job_temporal(result, p->pass, computed / (double)p->rows, pass);
    }
}

void pipeline_account(const struct pipeline *p, struct job_result *result, double counting, struct timer *t)
{
    if (p->ring.buffers)
        ring_detail(p, result);
    else if (p->job->plan->sweeps > 2 && (!p->exchange || p->exchange->depth > 1)) /* the sweeps between the first and the last */
        temporal_detail(result, p->full_x.rows, p->rows, p->job->cols, p->depth, p->exchange != NULL);
    if (!pipeline_staged(p))
        timer_add(t, LABEL_COUNT_Y OVERLAPPED, counting, (double)p->job->rows * (double)p->job->cols * sizeof(float));
    if (p->exchange)
        snprintf(result->edges, sizeof result->edges, "%s", p->exchange->why);
}


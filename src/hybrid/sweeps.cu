/*
 * hybrid/sweeps.cu - the hybrid's K sweeps: the GPU's rows stay on the
 * device while the host's threads smooth the CPU's, the two sides swapping
 * D rows each way every D sweeps (temporal blocking: each side holds D - 1
 * of the other's rows beside its own), across MPI ranks with the
 * neighbouring parts too; or a row each way every sweep; or, where the GPU
 * has every row, the GPU alone.
 *
 *   ./smooth -n 16384 -kernel opt -hybrid 0.02 -iterations 64
 */
#include "cuda_check.cuh"
#include "host.h"
#include "hybrid.cuh"
#include "grid.h"
#include "labels.h"
#include "temporal.cuh"
#include "timeline.h"

/*
 * The GPU's side of K sweeps D at a time, driven from the CPU's passes
 * (cpu_temporal_sweeps swaps rows before each on its master thread, by
 * the hybrid's exchange, which then calls gpu_next): the GPU's field holds
 * its rows 1..g and the CPU's rows g+1..g+D-1 and g+D (its ghost row).
 * Each swap waits for the GPU's last D sweeps, takes its rows g-D+1..g for
 * the CPU's halo, puts the CPU's rows g+1..g+D in, and the GPU's next D
 * sweeps are issued, which run while the CPU makes its pass. The rows
 * below g go wrong a row a sweep from the field's edge and never reach
 * row g.
 *
 * Under MPI the field holds, above row 1, the part above's last D rows
 * (D - 1 and the ghost row), which the same swap brings while the GPU's
 * first D rows go up, and the CPU's last D rows go down while the part
 * below's first D come into the CPU's halo (the pipeline's exchange, D
 * deep). A rank whose GPU has every row swaps its first and last D rows
 * with the neighbouring parts as the whole grid does, the passes in step
 * with its neighbours'.
 */
struct gpu_side {
    const struct job *job;
    const struct gpu_kernel *kernel;
    struct device_grid *from, *to;
    cudaStream_t stream;
    struct exchange *parts;    /* under MPI: the rows to and from the neighbouring parts (the pipeline's); else NULL */
    int launch, done;          /* sweeps a launch; sweeps issued */
    cudaEvent_t begin, end, poisoning[2];
    double gpu;                /* seconds: the GPU's sweeps (events) */
};

/* After the GPU's issued sweeps are done: their time, less the poisoning of the last target. */
static void gpu_side_account(struct gpu_side *side, bool last)
{
    double ms = event_ms(side->begin, side->end);
    if (last)
        ms -= event_ms(side->poisoning[0], side->poisoning[1]);
    side->gpu += ms / 1e3;
}

/* After a swap (the GPU idle, its rows in): the GPU's next d sweeps. */
static void gpu_next(void *context, int d)
{
    struct gpu_side *side = (struct gpu_side *)context;
    if (side->done)
        gpu_side_account(side, false);
    if (side->parts && !side->done) /* the halo rows' ghost columns came only now: the other field's too */
        device_grid_copy_ghost(side->to, side->from, side->stream);
    side->done += d;
    cudaCheck(cudaEventRecord(side->begin, side->stream));
    gpu_sweeps(&side->from, &side->to, d, side->kernel, side->job->stencil, side->launch, NULL, side->stream,
               side->done == side->job->plan->sweeps, side->poisoning);
    cudaCheck(cudaEventRecord(side->end, side->stream));
}

/* K sweeps, D at a time on both sides at once, or under MPI the GPU's
 * alone when it has every row; the GPU's field ends in *from. */
static void split_blocks(struct hybrid *h, const struct job *job, struct device_grid **from, struct device_grid **to,
                         double *gpu, double *cpu)
{
    const int64_t g = h->gpu_rows, stride = job->cols + 2;
    const int sweeps = job->plan->sweeps;
    struct gpu_side side = {job, h->p.kernel, *from, *to, h->p.stream[0], h->p.exchange,
                            plan_launch(job->kernel_id, h->depth), 0, event_new(), event_new(),
                            {event_new(), event_new()}, 0};
    struct exchange *rows = exchange_open_hybrid(&side.from, side.stream, g, g < job->rows, h->p.exchange, job->part,
                                                 job->cols, h->depth, gpu_next, &side);
    const double begin = wall_seconds();
    if (g < job->rows) {
        cpu_temporal_sweeps(job->h_y + g * stride, job->h_x + g * stride, job->rows - g, job->cols, job->stencil,
                            sweeps, h->depth, CPU_TILE_AUTO, job->plan->threads, rows);
    } else { /* the passes cpu_temporal_sweeps makes: D sweeps, the last K mod D */
        const struct exchange_at none = {NULL, NULL, NULL, NULL, NULL, NULL};
        for (int done = 0; done < sweeps; done += h->depth)
            exchange_swap(rows, &none, sweeps - done < h->depth ? sweeps - done : h->depth);
    }
    const double end = wall_seconds();
    cudaCheck(cudaStreamSynchronize(side.stream));
    gpu_side_account(&side, true);
    *gpu = side.gpu;
    *cpu = g < job->rows ? end - begin - exchange_hybrid_seconds(rows) : 0;
    *from = side.from;
    *to = side.to;
    exchange_close(rows);
    cudaEvent_t events[4] = {side.begin, side.end, side.poisoning[0], side.poisoning[1]};
    for (int e = 0; e < 4; ++e)
        cudaCheck(cudaEventDestroy(events[e]));
}

/* The cells computed per cell of the result, both sides' (D rows beyond each one's own, and opt's launches). */
static double split_redundancy(const struct hybrid *h, const struct job *job)
{
    const int64_t g = h->gpu_rows, on_device = h->p.full_x.rows, cols = job->cols;
    const int launch = plan_launch(job->kernel_id, h->depth);
    const double gpu = (double)on_device * temporal_redundancy(on_device, cols, launch);
    const double cpu = g < job->rows ? (double)(job->rows - g) * cpu_temporal_redundancy(job->rows - g, cols, h->depth,
                                                                                        CPU_TILE_AUTO,
                                                                                        job->plan->threads, true,
                                                                                        !job->part->bottom)
                                     : 0;
    return (gpu + cpu) / (double)job->rows;
}

/* The GPU alone, in one process: its sweeps as the whole grid runs them, `launch` a launch. */
static void gpu_alone(struct pipeline *p, const struct job *job, int launch, struct device_grid **from,
                      struct device_grid **to, double *gpu)
{
    const cudaStream_t stream = p->stream[0];
    cudaEvent_t poisoning[2] = {event_new(), event_new()};
    cudaCheck(cudaEventRecord(p->middle[0], stream));
    gpu_sweeps(from, to, job->plan->sweeps, p->kernel, job->stencil, launch, NULL, stream, true, poisoning);
    cudaCheck(cudaEventRecord(p->middle[1], stream));
    *gpu = (event_ms(p->middle[0], p->middle[1]) - event_ms(poisoning[0], poisoning[1])) / 1e3;
    cudaCheck(cudaEventDestroy(poisoning[0]));
    cudaCheck(cudaEventDestroy(poisoning[1]));
}

/*
 * A sweep at a time (D = 1): each sweep the GPU smooths
 * rows 1..g while the host's threads smooth rows g+1..n (x into y first,
 * then y in place); between sweeps the GPU's row g comes to y and the
 * CPU's row g+1 goes to the device, where it is the GPU rows' lower ghost
 * row (the hybrid's exchange, a row deep; under MPI the part's edge rows
 * go in the same swap, blocking).
 */
static void split_sweeps(struct hybrid *h, const struct job *job, struct device_grid **from, struct device_grid **to,
                         double *gpu, double *cpu)
{
    struct pipeline *p = &h->p;
    const int64_t g = h->gpu_rows, rows = job->rows, cols = job->cols, stride = cols + 2;
    const bool cpu_rows = g < rows;
    const cudaStream_t stream = p->stream[0];
    struct exchange *swaps = exchange_open_hybrid(from, stream, g, cpu_rows, p->exchange, job->part, cols, 1, NULL,
                                                  NULL);
    const struct exchange_at at = {job->h_y + (g + 1) * stride, job->h_y + rows * stride, job->h_y + g * stride,
                                   job->h_y + (rows + 1) * stride, NULL, NULL};
    for (int sweep = 1; sweep <= job->plan->sweeps; ++sweep) {
        if (sweep == job->plan->sweeps) /* the last sweep's target, poisoned (to holds the GPU's g rows) */
            poison_target(*to, *from, stream);
        cudaCheck(cudaEventRecord(p->middle[0], stream));
        p->kernel->launch((*to)->data, (*from)->data, g, cols, (*from)->pitch, job->stencil, stream);
        cudaCheck(cudaEventRecord(p->middle[1], stream));
        if (cpu_rows) {
            const double cpu_begin = wall_seconds();
            if (sweep == 1)
                cpu_stencil_rows(job->h_y, job->h_x, cols, g + 1, rows + 1, job->stencil, job->plan->threads);
            else
                cpu_sweep_in_place(job->h_y, g + 1, rows + 1, cols, job->stencil, job->plan->threads);
            *cpu += wall_seconds() - cpu_begin;
        }
        *gpu += event_ms(p->middle[0], p->middle[1]) / 1e3;
        struct device_grid *swap = *from;
        *from = *to;
        *to = swap;
        if (sweep < job->plan->sweeps && (cpu_rows || p->exchange)) /* a row each way */
            exchange_swap(swaps, &at, 1);
    }
    exchange_close(swaps);
}

/*
 * K sweeps: x's rows 0..g+D go to the device once (g: the GPU's rows, D
 * the sweeps between swaps; with the CPU's halo rows only when D > 1;
 * under MPI below D - 1 rows the first swap brings), then both sides D
 * sweeps at a time (split_blocks; under MPI also a GPU with every row),
 * or the GPU alone in one process several a launch (gpu_alone), or a
 * sweep at a time (split_sweeps). The
 * last sweep's target is poisoned before it; then the GPU's rows come back
 * once, and main counts y.
 */
void hybrid_sweeps(struct hybrid *h, const struct job *job, struct job_result *result, struct timer *t)
{
    struct pipeline *p = &h->p;
    const int64_t g = h->gpu_rows, rows = job->rows, cols = job->cols, stride = cols + 2;
    const bool cpu_rows = g < rows, ranks = job->part->ranks > 1, blocks = h->depth > 1 && (cpu_rows || ranks);
    const int alone = !cpu_rows && !ranks ? plan_launch(job->kernel_id, h->depth) : 1;
    const cudaStream_t stream = p->stream[0];
    const int64_t above = exchange_rows_above(p->exchange); /* the field's rows above the GPU's first */
    pipeline_poison(p);
    if (p->full_x.rows > p->rows) /* the halo rows x does not hold, defined until the first swap brings them */
        cudaCheck(cudaMemset(p->full_x.data, 0xFF, gpu_grid_bytes(p->full_x.rows, cols)));
    /* x's rows 0..g+D (0..rows+1 at most) from the field's row `above` on */
    const int64_t in_rows = p->full_x.rows + 2 - above < rows + 2 ? p->full_x.rows + 2 - above : rows + 2;
    const double begin = wall_seconds();
    copy_rows_in(&p->full_x, above, in_rows, job->h_x, stream);
    device_grid_copy_ghost(&p->full_y, &p->full_x, stream);
    cudaCheck(cudaStreamSynchronize(stream));
    const double in = wall_seconds() - begin;
    if (cpu_rows) /* y's ghost layer: the CPU's later sweeps read it */
        grid_copy_ghost(job->h_y, job->h_x, rows, cols, true, true);
    struct device_grid *from = &p->full_x, *to = &p->full_y;
    double gpu = 0, cpu = 0;
    if (blocks)
        split_blocks(h, job, &from, &to, &gpu, &cpu);
    else if (alone > 1)
        gpu_alone(p, job, alone, &from, &to, &gpu);
    else
        split_sweeps(h, job, &from, &to, &gpu, &cpu);
    const double out_begin = wall_seconds();
    copy_rows_out(job->h_y + stride, from, 1 + above, g, stream);
    cudaCheck(cudaStreamSynchronize(stream));
    const double end = wall_seconds();
    const double row = (double)stride * sizeof(float);
    timer_add(t, LABEL_COPY_IN, in, row * (double)in_rows);
    timer_add(t, LABEL_HYBRID_GPU, gpu, job->plan->sweeps * sweep_bytes(g, cols));
    timer_add(t, LABEL_HYBRID_CPU, cpu, job->plan->sweeps * sweep_bytes(rows - g, cols));
    timer_add(t, LABEL_COPY_OUT, end - out_begin, row * (double)g);
    timer_add(t, LABEL_HYBRID_TOTAL, end - begin, job->plan->sweeps * sweep_bytes(rows, cols));
    exchange_account(p->exchange, t); /* under MPI: the part's swaps with its neighbours */
    if (result->timeline) {
        timeline_add(result->timeline, "0", "copy-in", 0, -1, 0, 1e3 * in);
        timeline_add(result->timeline, "0", "kernel", 0, -1, 1e3 * in, 1e3 * (out_begin - begin));
        timeline_add(result->timeline, "0", "copy-out", 0, -1, 1e3 * (out_begin - begin), 1e3 * (end - begin));
    }
    char swapped[128] = "no rows to swap";
    const char *with = !ranks ? "" : cpu_rows ? ", with the CPU and the neighbouring parts" : ", with the neighbouring parts";
    if (blocks)
        snprintf(swapped, sizeof swapped, "%d rows swapped each way every %d sweeps%s", h->depth, h->depth, with);
    else if (cpu_rows || ranks)
        snprintf(swapped, sizeof swapped, "a row swapped each way between sweeps%s", with);
    job_detail(result, "hybrid, %d sweeps: GPU rows 1..%lld, CPU rows %lld..%lld (%lld rows), %s; CPU share "
               "%.3f (%s)", job->plan->sweeps, (long long)g, (long long)g + 1, (long long)rows, (long long)(rows - g),
               swapped, (double)(rows - g) / (double)rows, h->why);
    if (blocks)
        job_temporal(result, h->depth, split_redundancy(h, job), "pass");
    if (alone > 1)
        temporal_detail(result, g, g, cols, alone, false);
}

/*
 * gpu/sweeps.cu - sweeps of a grid whole on the device, and under MPI the
 * edge-row exchange between them (exchange_device.cuh): each launch after
 * the first runs around the swap of the rows the launch before made, by
 * the exchange's one loop (post -> inner rows -> wait -> edge rows).
 *
 *   mpirun -np 2 ./smooth-mpi -n 32768 -kernel opt -iterations 100
 */
#include "cuda_check.cuh"
#include "gpu_sweeps.cuh"
#include "staging.cuh"
#include "temporal.cuh"

#include <stdlib.h>

/* One launch: `sweeps` sweeps from `from` into `to`, by temporal blocking
 * where the run has several sweeps a launch, else by the kernel's own launch. */
struct launch {
    const struct gpu_kernel *kernel;
    struct device_grid *to;
    const struct device_grid *from;
    struct stencil coef;
    int sweeps;
    bool temporal;
};

/* Rows [lo, hi) of the launch's target, on `stream`. */
static void launch_rows(const struct launch *l, int64_t lo, int64_t hi, cudaStream_t stream)
{
    if (hi <= lo)
        return;
    if (l->temporal)
        temporal_launch_rows(l->to->data, l->from->data, l->to->rows, l->to->cols, l->from->pitch, l->coef, l->sweeps,
                             lo, hi - lo, stream);
    else
        l->kernel->launch(device_row(l->to, lo - 1), device_row(l->from, lo - 1), hi - lo, l->from->cols,
                          l->from->pitch, l->coef, stream);
}

/* Every row of the launch's target. */
static void launch_all(const struct launch *l, cudaStream_t stream)
{
    if (l->temporal)
        temporal_launch(l->to->data, l->from->data, l->to->rows, l->to->cols, l->from->pitch, l->coef, l->sweeps, 0,
                        stream);
    else
        launch_rows(l, 1, l->to->rows + 1, stream);
}

void poison_target(struct device_grid *to, const struct device_grid *from, cudaStream_t stream)
{
    cudaCheck(cudaMemsetAsync(to->data, 0xFF, gpu_grid_bytes(to->rows, to->cols), stream));
    device_grid_copy_ghost(to, from, stream);
}

/* The last target poisoned, between the events poisoning[0] and [1] (NULL: none). */
static void poison_last(struct device_grid *to, const struct device_grid *from, const cudaEvent_t *poisoning,
                        cudaStream_t stream)
{
    if (poisoning)
        cudaCheck(cudaEventRecord(poisoning[0], stream));
    poison_target(to, from, stream);
    if (poisoning)
        cudaCheck(cudaEventRecord(poisoning[1], stream));
}

/* A launch around the swap of its source's edge rows: the rows that need
 * no halo row ([lo, hi)) while the rows travel, then those within D of an
 * edge with a neighbour ([first, first + D) and [end - D, end)) where they
 * landed. The halo rows themselves are not made: the next swap brings them. */
struct around_swap {
    struct launch l;
    int64_t lo, hi, first, end, depth;
    bool above, below;
    bool poison;                  /* the last launch: its target poisoned first ... */
    const cudaEvent_t *poisoning; /* ... between these events, the edge rows after the second */
};

static void inner_rows(void *work, struct CUstream_st *stream)
{
    const struct around_swap *w = (const struct around_swap *)work;
    if (w->poison)
        poison_last(w->l.to, w->l.from, w->poisoning, stream);
    launch_rows(&w->l, w->lo, w->hi, stream);
}

static void edge_rows(void *work, struct CUstream_st *stream)
{
    const struct around_swap *w = (const struct around_swap *)work;
    if (w->poison) /* the edge rows are written after the poison, not under it */
        cudaCheck(cudaStreamWaitEvent(stream, w->poisoning[1], 0));
    const int64_t top_end = w->above ? w->first + w->depth : w->first;
    if (w->above)
        launch_rows(&w->l, w->first, top_end, stream);
    if (w->below)
        launch_rows(&w->l, w->end - w->depth > top_end ? w->end - w->depth : top_end, w->end, stream);
}

/* The part's own rows in a grid of the exchange: [*first, *end). */
static void own_rows(const struct exchange *ex, const struct device_grid *g, int64_t *first, int64_t *end)
{
    *first = 1 + exchange_rows_above(ex);
    *end = g->rows + 1 - exchange_rows_below(ex);
}

/* Whether the rows can travel while a launch makes the inner rows: a
 * sweep a launch always (rows 1 and `rows` wait, the rest need no halo);
 * D a launch where the part has rows D from each edge with a neighbour. */
static bool overlaps(const struct exchange *ex, const struct device_grid *g)
{
    int64_t first, end;
    own_rows(ex, g, &first, &end);
    return ex->depth == 1 || end - first >= 3 * (int64_t)ex->depth;
}

static void launch_around_swap(struct exchange *ex, const struct launch *l, struct device_grid *from, bool poison,
                               const cudaEvent_t *poisoning, cudaStream_t stream)
{
    if (poison && !poisoning)
        die(EXIT_RUNTIME, "internal error: a launch around a swap poisons between two events, and none were given");
    struct around_swap w = {*l, 0, 0, 0, 0, ex->depth, ex->up, ex->down, poison, poisoning};
    own_rows(ex, l->to, &w.first, &w.end);
    w.lo = w.above ? w.first + w.depth : 1;
    w.hi = w.below ? w.end - w.depth : l->to->rows + 1;
    const struct exchange_at at = exchange_on_grid(from, stream);
    const struct sweep_parts parts = {inner_rows, edge_rows, &w};
    exchange_sweep(ex, &at, ex->depth, &parts);
}

void gpu_sweeps(struct device_grid **from, struct device_grid **to, int count, const struct gpu_kernel *kernel,
                struct stencil coef, int depth, struct exchange *ex, cudaStream_t stream, bool poison,
                const cudaEvent_t *poisoning)
{
    /* under MPI the parts swap edges every sweep, or D rows every D sweeps */
    const int per_launch = ex ? ex->depth : depth < 2 ? 1 : depth;
    for (int done = 0; done < count;) {
        const int sweeps = count - done < per_launch ? count - done : per_launch;
        const bool last = done + sweeps == count;
        const struct launch l = {kernel, *to, *from, coef, sweeps, per_launch > 1};
        const bool poisons = last && poison;
        if (ex && done > 0 && overlaps(ex, *from)) { /* the swap of the rows the launch before made */
            launch_around_swap(ex, &l, *from, poisons, poisoning, stream);
        } else {
            if (ex && done > 0) {
                const struct exchange_at at = exchange_on_grid(*from, stream);
                exchange_swap(ex, &at, ex->depth);
            }
            if (poisons)
                poison_last(*to, *from, poisoning, stream);
            launch_all(&l, stream);
        }
        done += sweeps;
        struct device_grid *next = *from;
        *from = *to;
        *to = next;
    }
}

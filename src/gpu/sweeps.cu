/*
 * gpu/sweeps.cu - sweeps of a grid whole on the device, and the MPI edge
 * swaps between them (edge_swap.cu), a sweep's overlapped with its inner
 * rows (gpu_sweeps.cuh).
 *
 *   mpirun -np 2 ./smooth-mpi -n 32768 -kernel opt -iterations 100
 */
#include "cuda_check.cuh"
#include "gpu_sweeps.cuh"
#include "staging.cuh"
#include "temporal.cuh"

#include <stdlib.h>

/* Rows [lo, hi) of to from from, on `stream`. */
static void sweep_rows(const struct gpu_kernel *kernel, struct device_grid *to, const struct device_grid *from,
                       int64_t lo, int64_t hi, struct stencil coef, cudaStream_t stream)
{
    if (hi > lo)
        kernel->launch(device_row(to, lo - 1), device_row(from, lo - 1), hi - lo, from->cols, from->pitch, coef,
                       stream);
}

/* One sweep, from into to, and its edge swap: the edge rows (1 and rows)
 * and their trip through the host on one stream, the inner rows on the
 * other at the same time; both after, and before, `stream`'s work. */
static void sweep_swapping_edges(struct edge_swap *swap, const struct gpu_kernel *kernel, struct device_grid *to,
                                 const struct device_grid *from, struct stencil coef, cudaStream_t stream)
{
    const int64_t rows = to->rows;
    cudaCheck(cudaEventRecord(swap->begin, stream));
    cudaCheck(cudaStreamWaitEvent(swap->edges, swap->begin, 0));
    cudaCheck(cudaStreamWaitEvent(swap->inner, swap->begin, 0));
    sweep_rows(kernel, to, from, 1, 2, coef, swap->edges);
    sweep_rows(kernel, to, from, rows > 1 ? rows : 2, rows + 1, coef, swap->edges);
    sweep_rows(kernel, to, from, 2, rows, coef, swap->inner);
    edge_swap_rows(swap, to, 1, swap->edges);
    cudaCheck(cudaEventRecord(swap->edges_done, swap->edges));
    cudaCheck(cudaEventRecord(swap->inner_done, swap->inner));
    cudaCheck(cudaStreamWaitEvent(stream, swap->edges_done, 0));
    cudaCheck(cudaStreamWaitEvent(stream, swap->inner_done, 0));
}

void poison_target(struct device_grid *to, const struct device_grid *from, cudaStream_t stream)
{
    cudaCheck(cudaMemsetAsync(to->data, 0xFF, gpu_grid_bytes(to->rows, to->cols), stream));
    device_grid_copy_ghost(to, from, stream);
}

/* The part's own rows in a grid of the swap: [*first, *end). */
static void own_rows(const struct edge_swap *swap, const struct device_grid *g, int64_t *first, int64_t *end)
{
    *first = 1 + swap->above;
    *end = g->rows + 1 - swap->below;
}

/* Whether D-deep swaps can travel while a launch makes the inner rows: the
 * part has rows that need no halo (D from each edge with a neighbour). */
static bool overlaps(const struct edge_swap *swap, const struct device_grid *g)
{
    int64_t first, end;
    own_rows(swap, g, &first, &end);
    return swap->depth > 1 && end - first >= 3 * (int64_t)swap->depth;
}

/* One launch of `sweeps` sweeps from `from` into `to` overlapped with the
 * swap of `from`'s edge rows (the launch before made them): the inner rows
 * on `stream` at once, the rows within D of an edge with a neighbour on
 * the swap's stream once their halo has landed; the halo rows themselves
 * are not made (the next swap brings them). `to` is ready (poisoned if it
 * is the last target) when this is called, after edge_swap_begin. */
static void launch_overlapped(struct edge_swap *swap, struct device_grid *to, struct device_grid *from, int sweeps,
                              struct stencil coef, cudaStream_t stream)
{
    const int64_t D = swap->depth, rows = to->rows, cols = to->cols;
    int64_t first, end;
    own_rows(swap, to, &first, &end);
    const bool above = !swap->part->top, below = !swap->part->bottom;
    const int64_t lo = above ? first + D : 1, hi = below ? end - D : rows + 1; /* the inner rows: [lo, hi) */
    edge_swap_ready(swap, stream);
    temporal_launch_rows(to->data, from->data, rows, cols, from->pitch, coef, sweeps, lo, hi - lo, stream);
    edge_swap_end(swap, from, (int)D);
    if (above)
        temporal_launch_rows(to->data, from->data, rows, cols, from->pitch, coef, sweeps, first, D, swap->edges);
    if (below)
        temporal_launch_rows(to->data, from->data, rows, cols, from->pitch, coef, sweeps, end - D, D, swap->edges);
    edge_swap_join(swap, stream);
}

void gpu_sweeps(struct device_grid **from, struct device_grid **to, int count, const struct gpu_kernel *kernel,
                struct stencil coef, int depth, struct edge_swap *swap, cudaStream_t stream, bool poison,
                const cudaEvent_t *poisoning)
{
    /* under MPI the parts swap edges every sweep, or D rows every D sweeps (overlapped with the next
       launch's inner rows where the part has some) */
    const int per_launch = swap ? swap->depth : depth < 2 ? 1 : depth;
    const bool overlap = swap && overlaps(swap, *from);
    for (int done = 0; done < count;) {
        const int sweeps = count - done < per_launch ? count - done : per_launch;
        const bool last = done + sweeps == count, overlapped = overlap && done > 0;
        if (overlapped) /* the swap of the rows the launch before made */
            edge_swap_begin(swap, *from, stream);
        if (last && poison) {
            if (poisoning)
                cudaCheck(cudaEventRecord(poisoning[0], stream));
            poison_target(*to, *from, stream);
            if (poisoning)
                cudaCheck(cudaEventRecord(poisoning[1], stream));
        }
        if (overlapped)
            launch_overlapped(swap, *to, *from, sweeps, coef, stream);
        else if (per_launch > 1)
            temporal_launch((*to)->data, (*from)->data, (*to)->rows, (*to)->cols, (*from)->pitch, coef, sweeps, 0,
                            stream);
        else if (swap && !last)
            sweep_swapping_edges(swap, kernel, *to, *from, coef, stream);
        else
            sweep_rows(kernel, *to, *from, 1, (*to)->rows + 1, coef, stream);
        done += sweeps;
        struct device_grid *next = *from;
        *from = *to;
        *to = next;
        if (per_launch > 1 && swap && !last && !overlap)
            edge_swap_rows(swap, *from, swap->depth, stream);
    }
}

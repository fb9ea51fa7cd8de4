/*
 * gpu_sweeps.cu - sweeps of a grid whole on the device, and the MPI edge
 * swap between them, overlapped with the inner rows (gpu_sweeps.cuh).
 *
 *   mpirun -np 2 ./smooth-mpi -n 32768 -kernel opt -iterations 100
 */
#include "cuda_check.cuh"
#include "gpu_sweeps.cuh"
#include "staging.cuh"
#include "temporal.cuh"

#include <stdlib.h>

struct edge_swap *edge_swap_open(int64_t cols, int sweeps, int depth, const struct decomposition *part)
{
    if (sweeps < 2 || part->ranks < 2)
        return NULL;
    struct edge_swap *swap = (struct edge_swap *)mallocCheck(sizeof *swap, "the edge swap");
    swap->part = part;
    swap->depth = depth;
    swap->above = part->top ? 0 : depth - 1;
    swap->below = part->bottom ? 0 : depth - 1;
    swap->h_rows = pinned_alloc(4 * (size_t)depth * (size_t)(cols + 2) * sizeof(float), "the edge rows");
    /* non-blocking: ordered against the caller's stream by events alone */
    cudaCheck(cudaStreamCreateWithFlags(&swap->edges, cudaStreamNonBlocking));
    cudaCheck(cudaStreamCreateWithFlags(&swap->inner, cudaStreamNonBlocking));
    swap->begin = event_new();
    swap->edges_done = event_new();
    swap->inner_done = event_new();
    return swap;
}

void edge_swap_close(struct edge_swap *swap)
{
    if (!swap)
        return;
    pinned_free(swap->h_rows);
    cudaCheck(cudaStreamDestroy(swap->edges));
    cudaCheck(cudaStreamDestroy(swap->inner));
    cudaCheck(cudaEventDestroy(swap->begin));
    cudaCheck(cudaEventDestroy(swap->edges_done));
    cudaCheck(cudaEventDestroy(swap->inner_done));
    free(swap);
}

/* On `stream`: g's d edge rows out, swapped through the host (which waits
 * for them to come out), the neighbours' in. */
void edge_swap_rows(struct edge_swap *swap, struct device_grid *g, int d, cudaStream_t stream)
{
    const struct edge_rows h = edge_swap_host_rows(swap, g->cols);
    const int64_t first = 1 + swap->above, end = g->rows + 1 - swap->below; /* the own rows: [first, end) */
    copy_rows_out(h.first, g, first, d, stream);
    copy_rows_out(h.last, g, end - d, d, stream);
    cudaCheck(cudaStreamSynchronize(stream));
    par_swap_rows(h.first, h.last, h.above, h.below, d, swap->part);
    if (!swap->part->top)
        copy_rows_in(g, first - d, d, h.above, stream);
    if (!swap->part->bottom)
        copy_rows_in(g, end, d, h.below, stream);
}

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

void gpu_sweeps(struct device_grid **from, struct device_grid **to, int count, const struct gpu_kernel *kernel,
                struct stencil coef, int depth, struct edge_swap *swap, cudaStream_t stream, bool poison,
                const cudaEvent_t *poisoning)
{
    /* under MPI the parts swap edges every sweep, or D rows every D sweeps */
    const int per_launch = swap ? swap->depth : depth < 2 ? 1 : depth;
    for (int done = 0; done < count;) {
        const int sweeps = count - done < per_launch ? count - done : per_launch;
        const bool last = done + sweeps == count;
        if (last && poison) {
            if (poisoning)
                cudaCheck(cudaEventRecord(poisoning[0], stream));
            poison_target(*to, *from, stream);
            if (poisoning)
                cudaCheck(cudaEventRecord(poisoning[1], stream));
        }
        if (per_launch > 1)
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
        if (per_launch > 1 && swap && !last)
            edge_swap_rows(swap, *from, swap->depth, stream);
    }
}

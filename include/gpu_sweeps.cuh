/*
 * gpu_sweeps.cuh - sweeps of a grid held whole on the device, shared by the
 * whole-grid mode and the streams pipeline (gpu_sweeps.cu): two arrays
 * ping-pong (several sweeps a launch by temporal blocking where it can),
 * every sweep reads the ghost layer it was given, and the last launch's
 * target is poisoned first, so an element it does not write shows.
 *
 * Under MPI (more than one rank, more than one sweep) each sweep's edge
 * rows are smoothed first, on a stream of their own, and sent to the
 * neighbouring parts through the host while the inner rows are smoothed
 * on another; the neighbours' rows land in the new field's ghost rows
 * before the next sweep reads them. With halos D rows deep (temporal
 * blocking across ranks, the whole grid of each part) the grid holds D - 1
 * rows above and below the part's own besides its ghost rows; every D
 * sweeps (one launch) the parts swap D edge rows each way, blocking, and
 * each launch makes the halo rows too, which go wrong a row a sweep from
 * the grid's edge and never reach the part's own (SHOC's
 * iters-per-exchange).
 */
#ifndef SMOOTH_GPU_SWEEPS_CUH
#define SMOOTH_GPU_SWEEPS_CUH

#include "device_grid.cuh"
#include "kernels.h"

struct edge_swap {
    const struct decomposition *part;
    int depth;                     /* rows swapped each way, and sweeps between swaps (D) */
    int64_t above, below;          /* halo rows in the grid above and below the part's own (D - 1, or 0 at an edge) */
    float *h_rows;                 /* pinned: my first D rows, my last D, the D above, the D below */
    cudaStream_t edges, inner;     /* the edge rows and their copies; the inner rows */
    cudaEvent_t begin, edges_done, inner_done;
};

/* For a job of more than one sweep across MPI ranks, swapping `depth`
 * rows (1, or up to the smallest part's rows) every `depth` sweeps; NULL
 * otherwise (and edge_swap_close takes NULL). */
struct edge_swap *edge_swap_open(int64_t cols, int sweeps, int depth, const struct decomposition *part);
void edge_swap_close(struct edge_swap *swap);

/* Rows of the part's grid on the device: its own, and halo rows above and below. */
static inline int64_t edge_swap_grid_rows(const struct edge_swap *swap, int64_t rows)
{
    return swap ? rows + swap->above + swap->below : rows;
}

/* Halo rows in the grid above the part's own: its own first row is this plus 1. */
static inline int64_t edge_swap_above(const struct edge_swap *swap)
{
    return swap ? swap->above : 0;
}

/* The part's own rows of g (a grid of edge_swap_grid_rows rows) and its
 * ghost rows, as a grid of their own. */
static inline struct device_grid edge_swap_own(const struct edge_swap *swap, const struct device_grid *g,
                                               int64_t rows)
{
    struct device_grid own = *g;
    own.data = device_row(g, edge_swap_above(swap));
    own.rows = rows;
    return own;
}

/* The pinned rows a swap goes through, D each (cols + 2 floats a row). */
struct edge_rows {
    float *first, *last, *above, *below;
};
static inline struct edge_rows edge_swap_host_rows(const struct edge_swap *swap, int64_t cols)
{
    const int64_t block = swap->depth * (cols + 2);
    const struct edge_rows h = {swap->h_rows, swap->h_rows + block, swap->h_rows + 2 * block,
                                swap->h_rows + 3 * block};
    return h;
}

/* g's first and last d (<= D) own rows to the neighbouring parts and
 * theirs into g's d rows above and below its own (ghost row included),
 * after what is on `stream`, before what is issued there next. */
void edge_swap_rows(struct edge_swap *swap, struct device_grid *g, int d, cudaStream_t stream);

/* `count` sweeps on `stream`, from *from into *to and back: `depth` at a
 * time by temporal blocking (temporal.cuh) when depth > 1 and there is no
 * edge swap, else one a launch with `kernel`, each but the last followed by
 * the edge swap when `swap` is not NULL (overlapped with the sweep's inner
 * rows); with a swap D rows deep, D a launch, each but the last followed
 * by the swap. With `poison`, the last launch's target is poisoned and given the
 * ghost layer just before it (between the events poisoning[0] and [1]
 * unless `poisoning` is NULL). *from then holds the field. */
void gpu_sweeps(struct device_grid **from, struct device_grid **to, int count, const struct gpu_kernel *kernel,
                struct stencil coef, int depth, struct edge_swap *swap, cudaStream_t stream, bool poison,
                const cudaEvent_t *poisoning);

/* The next sweep's target, poisoned (an element it does not write shows)
 * and given `from`'s ghost layer, which no sweep writes. */
void poison_target(struct device_grid *to, const struct device_grid *from, cudaStream_t stream);

#endif

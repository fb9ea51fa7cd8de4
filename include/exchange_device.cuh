/*
 * exchange_device.cuh - the exchange (exchange.h) for parts held on GPUs:
 * the staged and peer transports (exchange/device.cu) and the hybrid's
 * (exchange/hybrid.cu); a swap's rows land on the exchange's own stream.
 *
 *   mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64 -edges peer
 *
 * Notes: docs/architecture.md, "Notes behind the headers".
 */
#ifndef SMOOTH_EXCHANGE_DEVICE_CUH
#define SMOOTH_EXCHANGE_DEVICE_CUH

#include "device_grid.cuh"
#include "exchange.h"
#include "plan.h"
#include "timer.h"

/* Where the plan has swaps (plan_swaps): an exchange of `depth` rows
 * (1, or up to the smallest part's rows) every `depth` sweeps, staged
 * until exchange_attach; NULL otherwise. exchange_close frees it. */
struct exchange *exchange_open_device(const struct plan *plan, const struct decomposition *part, int64_t cols,
                                      int depth);

/* The part's two grids (the sweeps alternate between them alike on every
 * rank): where the plan says peer, map the neighbours' (every rank holding
 * rows calls this together). Where some rank cannot, every rank stays
 * staged and says why; with -edges peer given that is an error. */
void exchange_attach(struct exchange *ex, const struct device_grid *g0, const struct device_grid *g1,
                     const struct plan *plan);

/* The hybrid's GPU rows 1..gpu_rows of *field (on `stream`) and its CPU's
 * rows below them on the host (cpu_rows; else the GPU holds every row),
 * swapped `depth` rows each way, and the part's edge rows with its
 * neighbours' through `parts` (NULL: one process) in the same swap
 * (exchange/hybrid.cu). Seen from the CPU's rows: a part above (the GPU's
 * rows), and below it the part's neighbour, if any. A swap is blocking: it
 * waits for the GPU first, and its at names the CPU's rows (first, last)
 * and where the GPU's and the part below's land (above, below). After
 * each, then(context, d) (may be NULL). */
struct exchange *exchange_open_hybrid(struct device_grid **field, cudaStream_t stream, int64_t gpu_rows, bool cpu_rows,
                                      struct exchange *parts, const struct decomposition *part, int64_t cols,
                                      int depth, void (*then)(void *context, int d), void *context);
/* Its swaps' wall time so far, the waits for the GPU included. */
double exchange_hybrid_seconds(const struct exchange *ex);

/* After a run's last swap, on `stream`: the neighbours have read my grids
 * before anything writes them again (the next run's copy-in). */
void exchange_finish(struct exchange *ex, cudaStream_t stream);

/* -timeline: the swaps from now on as operations on the lane "edges" of
 * tl ("wait" for the neighbours, then "edge-copy"; staged, one
 * "host-swap" each), timed from `origin`, an event recorded before them
 * that is at origin_ms on the timeline. */
void exchange_timeline(struct exchange *ex, struct timeline *tl, cudaEvent_t origin, double origin_ms);

/* Halo rows in the grid above the part's own (D - 1 with a part above, else 0). */
static inline int64_t exchange_rows_above(const struct exchange *ex)
{
    return ex && ex->up ? ex->depth - 1 : 0;
}

static inline int64_t exchange_rows_below(const struct exchange *ex)
{
    return ex && ex->down ? ex->depth - 1 : 0;
}

/* Rows of the part's grid on the device: its own, and halo rows above and below. */
static inline int64_t exchange_grid_rows(const struct exchange *ex, int64_t rows)
{
    return rows + exchange_rows_above(ex) + exchange_rows_below(ex);
}

/* The part's own rows of g (a grid of exchange_grid_rows rows) and its
 * ghost rows, as a grid of their own. */
static inline struct device_grid exchange_own(const struct exchange *ex, const struct device_grid *g, int64_t rows)
{
    struct device_grid own = *g;
    own.data = device_row(g, exchange_rows_above(ex));
    own.rows = rows;
    return own;
}

/* A swap of g's rows, after the work on `stream`. */
static inline struct exchange_at exchange_on_grid(struct device_grid *g, cudaStream_t stream)
{
    struct exchange_at at = {NULL, NULL, NULL, NULL, g, stream};
    return at;
}

/* A blocking swap of g's d rows: the rows are in for the work issued on `stream` next. */
static inline void exchange_swap_grid(struct exchange *ex, struct device_grid *g, int d, cudaStream_t stream)
{
    const struct exchange_at at = exchange_on_grid(g, stream);
    exchange_swap(ex, &at, d);
}

#endif

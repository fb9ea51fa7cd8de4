/*
 * edge_swap.cuh - the one home of "my edge rows out, my neighbours' in"
 * for MPI parts held on their GPUs (edge_swap.cu): the whole grid, the
 * streams pipeline and the hybrid's GPU rows (with its CPU's rows through
 * the host, edge_swap_split). Parts held on the host (the cpu backend, the
 * ring, whose grid lives on the host) swap with par_swap_rows, the host
 * transport's MPI step itself (parallel.h).
 *
 *   mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64 -edges peer
 *
 * Two transports behind one call, edge_swap_rows, chosen by the plan
 * (-edges; plan.h):
 *   host  the rows go GPU -> pinned host -> MPI -> host -> GPU, the host
 *         waiting for the stream before MPI (any MPI, any nodes);
 *   peer  ranks of one node map each other's two grids and events once
 *         (CUDA IPC, handles swapped over MPI) and each pulls its
 *         neighbours' edge rows straight into its halo rows with a copy
 *         on its own stream (NVLink or PCIe). No stream stops: the copy
 *         waits on the neighbour's "launch done" event, and a grid is not
 *         written again before the neighbours' "pulled" events say they
 *         have read it. The hosts only pass a zero-byte token each swap
 *         (par_meet), so that each waits on the event of the same swap.
 * Each swap is timed on the GPU (peer) or the host (host): the time spent
 * waiting for the neighbours and the time moving the rows, for the timer
 * rows MPI: Edges (waiting) and MPI: Edges (copies).
 *
 * Under temporal blocking the grid holds D - 1 rows above and below the
 * part's own besides its ghost rows; every D sweeps the parts swap D edge
 * rows each way (SHOC's iters-per-exchange).
 */
#ifndef SMOOTH_EDGE_SWAP_CUH
#define SMOOTH_EDGE_SWAP_CUH

#include "device_grid.cuh"
#include "plan.h"
#include "timer.h"

/* A neighbour whose grids this rank reads (peer). */
struct peer_side {
    float *grid[2];                 /* its two grids, mapped here; NULL: no neighbour on this side */
    cudaEvent_t done[2], pulled[2]; /* its events, by the parity of the swap */
    int64_t rows, pitch, above, below;
};

enum { EDGE_MARKS = 64 }; /* swaps timed before the oldest's events are read */

struct edge_swap {
    const struct decomposition *part;
    int depth;                     /* rows swapped each way, and sweeps between swaps (D) */
    int64_t above, below;          /* halo rows in the grid above and below the part's own (D - 1, or 0 at an edge) */
    float *h_rows;                 /* pinned: my first D rows, my last D, the D above, the D below */
    cudaStream_t edges, inner;     /* the swaps' copies (and a sweep's edge rows); one sweep a launch: the inner rows */
    cudaEvent_t begin, edges_done, inner_done, ready, landed;
    enum edges_kind transport;     /* EDGES_HOST, or EDGES_PEER once edge_swap_attach has opened it */
    char why[192];                 /* the transport and why, for the header's Edge rows line */
    /* peer */
    const float *mine[2];          /* my two grids */
    cudaEvent_t done[2], pulled[2];/* mine, interprocess: my launch done / my pulls done, by parity */
    struct peer_side side[2];      /* 0: the part above, 1: below */
    int step;                      /* swaps in this run so far */
    int grid;                      /* the swap in flight: of my grid 0 or 1 */
    /* timing: a swap's marks (before, after the waits, after the copies) */
    cudaEvent_t marks[EDGE_MARKS][3];
    double mpi[EDGE_MARKS];        /* host: the MPI call's wall time */
    long long swaps, read;         /* swaps marked, and read */
    double waiting, moving, bytes; /* since the last edge_swap_account */
    struct timeline *timeline;     /* -timeline: each swap's wait and copies (lane "edges"); else NULL */
    cudaEvent_t origin;            /* ... timed from this event, which is at origin_ms on the timeline */
    double origin_ms;
};

/* For a job of more than one sweep across MPI ranks, swapping `depth`
 * rows (1, or up to the smallest part's rows) every `depth` sweeps,
 * through the host until edge_swap_attach; NULL otherwise (and
 * edge_swap_close takes NULL). */
struct edge_swap *edge_swap_open(int64_t cols, int sweeps, int depth, const struct decomposition *part);
void edge_swap_close(struct edge_swap *swap);

/* The part's two grids (the sweeps alternate between them alike on every
 * rank): where the plan says peer, map the neighbours' (every rank holding
 * rows calls this together). Where some rank cannot, every rank stays on
 * the host, and says why; with -edges peer given that is an error. */
void edge_swap_attach(struct edge_swap *swap, const struct device_grid *g0, const struct device_grid *g1,
                      const struct plan *plan);

/* g's first and last d (<= D) own rows to the neighbouring parts and
 * theirs into g's d rows above and below its own (ghost row included),
 * after what is on `stream`, before what is issued there next. */
void edge_swap_rows(struct edge_swap *swap, struct device_grid *g, int d, cudaStream_t stream);

/* For a part whose last rows are the host's (the hybrid's CPU rows), through
 * the host, after what is on `stream` (the host waits for it): g's first d
 * own rows up and the part above's last d into g's d rows above its own;
 * the host's last d rows (from `last`) down and the part below's first d
 * into `below`. */
void edge_swap_split(struct edge_swap *swap, struct device_grid *g, int d, const float *last, float *below,
                     cudaStream_t stream);

/* The same in four steps, so that a launch that needs no halo rows runs
 * while they travel (gpu/sweeps.cu's overlapped passes):
 *   begin  after the launch that made g, on `stream` (peer: the hosts
 *          meet, and `stream` waits until the neighbours have read the
 *          grid it writes next);
 *   ready  what the swap's stream (swap->edges) must wait for on `stream`;
 *   end    the rows travel on swap->edges (host: this host waits for them
 *          and passes them over MPI, so issue the inner rows' launch on
 *          `stream` before it); work issued on swap->edges after it sees
 *          g's halo rows;
 *   join   `stream` waits for swap->edges. */
void edge_swap_begin(struct edge_swap *swap, const struct device_grid *g, cudaStream_t stream);
void edge_swap_ready(struct edge_swap *swap, cudaStream_t stream);
void edge_swap_end(struct edge_swap *swap, struct device_grid *g, int d);
void edge_swap_join(struct edge_swap *swap, cudaStream_t stream);

/* After a run's last swap, on `stream`: the neighbours have read my
 * grids before anything writes them again (the next run's copy-in). */
void edge_swap_finish(struct edge_swap *swap, cudaStream_t stream);

/* The swaps' waiting and copying since the last call, as timer rows
 * (waits for the swaps' events). */
void edge_swap_account(struct edge_swap *swap, struct timer *t);

/* -timeline: the swaps from now on as operations on the lane "edges" of
 * tl ("wait" for the neighbours, then "edge-copy"; through the host one
 * "host-swap" each), timed from `origin`, an event recorded before them
 * that is at origin_ms on the timeline. */
void edge_swap_timeline(struct edge_swap *swap, struct timeline *tl, cudaEvent_t origin, double origin_ms);

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

/* The pinned rows a host swap goes through, D each (cols + 2 floats a row). */
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

#endif

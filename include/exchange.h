/*
 * exchange.h - the edge-row exchange (src/exchange/): a part's edge rows
 * out, its neighbours' in, in every mode; its transports (host, staged,
 * peer, hybrid) a table of functions; exchange_sweep the one overlapped
 * loop (post -> inner rows -> wait -> edge rows).
 *
 *   mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64 -edges peer
 *
 * Notes: docs/architecture.md, "Notes behind the headers".
 */
#ifndef SMOOTH_EXCHANGE_H
#define SMOOTH_EXCHANGE_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct decomposition;
struct device_grid;
struct plan;
struct timer;
struct CUstream_st; /* cudaStream_t, for C files that never include CUDA */

/* Where a swap's rows are: host rows (d rows each, cols + 2 floats a row)
 * or a device grid's, after the work on a stream. A device transport may
 * take the lower side's rows from the host (last, below: the hybrid's CPU
 * rows under its GPU's). */
struct exchange_at {
    const float *first, *last;  /* mine: the first d rows go up, the last d down */
    float *above, *below;       /* theirs: the part above's last d rows, the part below's first d */
    struct device_grid *grid;   /* a GPU's part: its own first and last d rows go, its d rows either side come */
    struct CUstream_st *stream; /* ... after the work on this stream */
};

struct exchange;

struct transport {
    const char *name;
    /* Start a swap of d rows each way; return as soon as the caller may
       go on with work that does not touch the rows. */
    void (*post)(struct exchange *ex, const struct exchange_at *at, int d);
    /* Until the neighbours' rows are in: host rows readable; on a GPU,
       work issued on ex->landing sees them. */
    void (*wait)(struct exchange *ex, const struct exchange_at *at, int d);
    /* GPU: at->stream waits for the work issued on ex->landing (NULL: nothing to join). */
    void (*join)(struct exchange *ex, const struct exchange_at *at);
    /* Fold the finished swaps' times into waiting, moving and bytes (NULL: timed as they go). */
    void (*settle)(struct exchange *ex);
    void (*close)(struct exchange *ex);
};

struct exchange {
    const struct transport *transport;
    const struct decomposition *part;
    bool up, down;                  /* a neighbour above / below (no rows go where there is none) */
    int depth;                      /* D: rows each way, and sweeps between swaps */
    int64_t cols;
    struct CUstream_st *landing;    /* GPU: the stream on which the arrived rows are seen (NULL on the host) */
    void *link;                     /* the transport's own state */
    char why[192];                  /* the transport and why, for the header's Edge rows line */
    double waiting, moving, bytes;  /* seconds waiting for the neighbours, seconds moving rows, bytes moved;
                                       since the last exchange_account */
};

/* Host rows over MPI, D rows deep, where the plan has swaps (plan_swaps)
 * and the part has neighbours; NULL otherwise, which every call below
 * takes as "the whole grid: nothing to swap". */
struct exchange *exchange_open_host(const struct plan *plan, const struct decomposition *part, int64_t cols,
                                    int depth);
void exchange_close(struct exchange *ex);
/* For the transports' openers: a new exchange of the part's rows over
 * `transport` (a neighbour above and below where the part has one), its
 * state `link` (freed by the transport's close). */
struct exchange *exchange_new(const struct transport *transport, const struct decomposition *part, int64_t cols,
                              int depth, void *link);

void exchange_post(struct exchange *ex, const struct exchange_at *at, int d);
void exchange_wait(struct exchange *ex, const struct exchange_at *at, int d);
void exchange_join(struct exchange *ex, const struct exchange_at *at);
/* The three at once: the rows are in when it returns (on a GPU, for work
 * issued on at->stream). */
void exchange_swap(struct exchange *ex, const struct exchange_at *at, int d);

/* One sweep around a swap, the one loop of every overlapped sweep: post
 * the swap of at's rows, make the rows that need no halo row (inner, on
 * at->stream), wait, make the rows beside the halo (edges, on the stream
 * where the rows landed), join. Without an exchange: inner, then edges. */
struct sweep_parts {
    void (*inner)(void *work, struct CUstream_st *stream);
    void (*edges)(void *work, struct CUstream_st *stream);
    void *work;
};
void exchange_sweep(struct exchange *ex, const struct exchange_at *at, int d, const struct sweep_parts *parts);

/* The swaps' waiting and copying since the last call, as the timer rows
 * MPI: Edges (waiting) and (copies). Nothing without an exchange. */
void exchange_account(struct exchange *ex, struct timer *t);

/* x's ghost rows between parts from the neighbours' edge rows, once,
 * before a run (timer row MPI: Halo). */
void exchange_halo(float *x, const struct decomposition *part, struct timer *t);

#ifdef __cplusplus
}
#endif

#endif

/*
 * parallel.h - how the grid's rows are shared among processes. Without MPI
 * one process holds every row (process/serial.c). The MPI build (make mpi,
 * process/mpi.c) splits the n inner rows into contiguous parts, one per
 * rank, sizes differing by at most one row; each rank holds its part plus
 * two ghost rows, which its neighbours fill (the edge-row exchange:
 * exchange.h). With n < ranks the last ranks hold no rows and sit out the
 * work, not the reductions.
 */
#ifndef SMOOTH_PARALLEL_H
#define SMOOTH_PARALLEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

struct decomposition {
    int rank, ranks;
    int local_rank;      /* rank among those on this node: picks the GPU */
    int64_t n;           /* global inner rows and columns */
    int64_t first;       /* my first inner row, global numbering (row 1 is the first) */
    int64_t rows;        /* my inner rows; 0 when n < ranks for the last ranks */
    bool top, bottom;    /* I hold global ghost row 0 / row n+1 */
    int node_ranks;      /* ranks on my node (mine included): they share its memory ... */
    int64_t node_rows;   /* ... and hold this many inner rows between them */
};

/* Start (MPI_Init under MPI; finish() in check.h ends every rank). */
void par_start(int *argc, char ***argv);
/* Only the root (rank 0) prints and writes files. */
bool par_root(void);

void par_split(int64_t n, struct decomposition *d);
/* Every rank's word on the command line, before any rank goes on: error
 * NULL, this rank accepts it. Under MPI, if any rank refused, the first of
 * them says why (naming itself) and every rank exits 2 together, so no rank
 * is left waiting; one process: usage_error. */
void par_refuse(const char *error);
/* The same for a failure that ends the run with `code` (EXIT_RUNTIME: no GPU
 * on a rank's node, found before any rank allocates): the first rank that
 * failed says why, once for the job, and every rank exits together, with no
 * MPI_Abort. */
void par_fail(int code, const char *error);

/* A setting every rank must share, as text ("-seed", "12"). */
struct setting {
    const char *name;
    char value[48];
};
/* Compared with rank 0's: where a rank's differs, the first such rank says
 * which (its value and rank 0's) and every rank exits 2. One process: nothing. */
void par_agree(const struct setting *mine, int count);

/* Every rank holding rows waits here for every other (MPI_Barrier; only
 * they call it): the timed phase then starts together, and the wait is
 * the ranks' skew. */
void par_barrier(void);
/* true on every rank holding rows when it is true on each of them
 * (only ranks that hold rows call it). */
bool par_all_parts(bool mine);
/* Each rank's `value`, in rank order, into all[ranks] on the root. */
void par_gather_int(int value, int *all);
/* Each rank's `size` bytes at `mine`, in rank order, into one buffer on the
 * root (*all, malloc'd, *total bytes; the caller frees it); NULL elsewhere. */
void par_gather_bytes(const char *mine, size_t size, char **all, size_t *total);

/* Sums over ranks, delivered to every rank. */
int64_t par_sum_i64(int64_t v);
uint64_t par_sum_u64(uint64_t v);
/* The least over ranks, delivered to every rank. */
int64_t par_min_i64(int64_t v);
/* `bytes` at `data` from the root to every rank. A no-op with one process. */
void par_broadcast(void *data, size_t bytes);
/* The root's out[i] = the maximum, the least or the sum over ranks of in[i],
 * for i < count; out on other ranks is left as it was. One process: a copy. */
enum par_reduction { PAR_MAX, PAR_MIN, PAR_SUM };
void par_reduce_f64(const double *in, double *out, int count, enum par_reduction op);

#ifdef __cplusplus
}
#endif

#endif

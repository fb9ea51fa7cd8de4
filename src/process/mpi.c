/*
 * process/mpi.c - parallel.h and wire.h over MPI (make mpi builds ./smooth-mpi):
 * the tutorial's "MPI is the outer framework, CUDA (and OpenMP) inside".
 *
 *   mpirun -np 4 ./smooth-mpi -n 16384 -kernel opt
 *
 * Rows are split into contiguous parts; the exchange's messages
 * (wire.h) are MPI_Isend/MPI_Irecv pairs with the neighbouring parts;
 * counts and checksums are summed with 64-bit MPI_Allreduce;
 * timer rows become the maximum (and minimum) over ranks (timer.c, by
 * par_reduce_f64). A rank that fails
 * says so, naming itself, and MPI_Abort ends the whole job: no rank is left
 * waiting in a collective.
 */
#include "check.h"
#include "parallel.h"
#include "wire.h"

#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int my_rank, rank_count;
static MPI_Comm parts = MPI_COMM_NULL; /* the ranks that hold rows (par_split) */

#define mpiCheck(call) mpi_check((call), #call, __FILE__, __LINE__)

static void mpi_check(int err, const char *call, const char *file, int line)
{
    if (err == MPI_SUCCESS)
        return;
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    MPI_Error_string(err, text, &length);
    die(EXIT_RUNTIME, "MPI error in %s at %s:%d: %s", call, file, line, text);
}

static void stop(int code, bool every_rank)
{
    fflush(stdout);
    fflush(stderr);
    if (every_rank) {
        MPI_Finalize();
        exit(code);
    }
    MPI_Abort(MPI_COMM_WORLD, code);
    exit(code);
}

void par_start(int *argc, char ***argv)
{
    int provided;
    /* Only the main thread calls MPI; OpenMP threads and CUDA stay inside a rank. */
    if (MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) {
        fprintf(stderr, "smooth: MPI_Init_thread failed\n");
        exit(EXIT_RUNTIME);
    }
    MPI_Comm_rank(MPI_COMM_WORLD, &my_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &rank_count);
    char name[32];
    snprintf(name, sizeof name, "smooth: rank %d", my_rank);
    check_set_process(rank_count > 1 ? name : "smooth", my_rank != 0, stop);
}

bool par_root(void)
{
    return my_rank == 0;
}

/* The first rank (lowest number) for which `mine` is true, or rank_count. */
static int first_rank_where(bool mine)
{
    int me = mine ? my_rank : rank_count, first = rank_count;
    mpiCheck(MPI_Allreduce(&me, &first, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD));
    return first;
}

void par_fail(int code, const char *error)
{
    if (rank_count == 1) {
        if (error && code == EXIT_USAGE)
            usage_error("%s", error);
        if (error)
            die(code, "%s", error);
        return;
    }
    const int first = first_rank_where(error != NULL);
    if (first == rank_count)
        return;
    if (my_rank == first && code == EXIT_USAGE)
        usage_message("%s", error);
    else if (my_rank == first)
        error_message("%s", error);
    stop(code, true);
}

void par_refuse(const char *error)
{
    par_fail(EXIT_USAGE, error);
}

void par_agree(const struct setting *mine, int count)
{
    if (rank_count == 1)
        return;
    char (*root)[sizeof mine->value] = malloc((size_t)count * sizeof *root);
    if (!root)
        die(EXIT_RUNTIME, "out of host memory comparing the ranks' settings");
    for (int i = 0; i < count; ++i)
        memcpy(root[i], mine[i].value, sizeof root[i]);
    mpiCheck(MPI_Bcast(root, count * (int)sizeof *root, MPI_CHAR, 0, MPI_COMM_WORLD));
    int differs = 0;
    while (differs < count && strcmp(mine[differs].value, root[differs]) == 0)
        ++differs;
    const int first = first_rank_where(differs < count);
    if (first != rank_count && my_rank == first)
        usage_message("%s is %s here and %s on rank 0: every rank must be given the same problem "
                      "(the same options; only -hybrid's share may differ)", mine[differs].name,
                      mine[differs].value, root[differs]);
    free(root);
    if (first != rank_count)
        stop(EXIT_USAGE, true);
}

void par_split(int64_t n, struct decomposition *d)
{
    MPI_Comm node;
    int local = 0, node_ranks = 1;
    mpiCheck(MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, my_rank, MPI_INFO_NULL, &node));
    mpiCheck(MPI_Comm_rank(node, &local));
    mpiCheck(MPI_Comm_size(node, &node_ranks));

    const int64_t base = n / rank_count, extra = n % rank_count;
    const int64_t active = n < rank_count ? n : rank_count; /* ranks that hold rows */
    d->rank = my_rank;
    d->ranks = rank_count;
    d->local_rank = local;
    d->n = n;
    d->rows = base + (my_rank < extra);
    d->first = 1 + my_rank * base + (my_rank < extra ? my_rank : extra);
    d->top = my_rank == 0;
    d->bottom = my_rank == active - 1;
    /* the ranks on this node share its memory: each checks their rows together */
    d->node_ranks = node_ranks;
    mpiCheck(MPI_Allreduce(&d->rows, &d->node_rows, 1, MPI_INT64_T, MPI_SUM, node));
    mpiCheck(MPI_Comm_free(&node));
    if (parts != MPI_COMM_NULL)
        mpiCheck(MPI_Comm_free(&parts));
    mpiCheck(MPI_Comm_split(MPI_COMM_WORLD, d->rows > 0 ? 0 : MPI_UNDEFINED, my_rank, &parts));
}

/* The neighbours of a part: ranks above and below that hold rows, or MPI_PROC_NULL. */
static void neighbours(const struct decomposition *d, int *up, int *down)
{
    const int64_t active = d->n < d->ranks ? d->n : d->ranks;
    *up = d->rows > 0 && d->rank > 0 ? d->rank - 1 : MPI_PROC_NULL;
    *down = d->rows > 0 && d->rank < active - 1 ? d->rank + 1 : MPI_PROC_NULL;
}

/* The swap in flight: two receives and two sends (to or from MPI_PROC_NULL
 * at the grid's top and bottom, which complete at once). */
static MPI_Request swap_requests[4];
static int swap_pending;

void wire_post(const float *first, const float *last, float *above, float *below, int rows,
               const struct decomposition *d)
{
    if (swap_pending)
        die(EXIT_RUNTIME, "internal error: an edge swap began before the last one ended");
    if (!d || d->rows == 0) /* no part (one process), or one with no rows */
        return;
    const int64_t floats = (d->n + 2) * rows;
    if (floats > 2147483647)
        die(EXIT_RUNTIME, "%d rows of %lld floats are too long for one MPI message", rows, (long long)(d->n + 2));
    const int count = (int)floats;
    int up, down;
    neighbours(d, &up, &down);
    /* my first rows up, my bottom halo from below; then the mirror image */
    mpiCheck(MPI_Irecv(below, count, MPI_FLOAT, down, 1, MPI_COMM_WORLD, &swap_requests[0]));
    mpiCheck(MPI_Irecv(above, count, MPI_FLOAT, up, 2, MPI_COMM_WORLD, &swap_requests[1]));
    mpiCheck(MPI_Isend(first, count, MPI_FLOAT, up, 1, MPI_COMM_WORLD, &swap_requests[2]));
    mpiCheck(MPI_Isend(last, count, MPI_FLOAT, down, 2, MPI_COMM_WORLD, &swap_requests[3]));
    swap_pending = 4;
}

void wire_wait(void)
{
    if (swap_pending)
        mpiCheck(MPI_Waitall(swap_pending, swap_requests, MPI_STATUSES_IGNORE));
    swap_pending = 0;
}

void par_barrier(void)
{
    if (parts == MPI_COMM_NULL)
        die(EXIT_RUNTIME, "internal error: par_barrier on a rank that holds no rows");
    mpiCheck(MPI_Barrier(parts));
}

int wire_trade(const void *mine, void *from_above, void *from_below, int bytes, const struct decomposition *d)
{
    if (!d || d->rows == 0)
        return 0;
    int up, down;
    neighbours(d, &up, &down);
    MPI_Request requests[4];
    mpiCheck(MPI_Irecv(from_above, bytes, MPI_BYTE, up, 3, MPI_COMM_WORLD, &requests[0]));
    mpiCheck(MPI_Irecv(from_below, bytes, MPI_BYTE, down, 4, MPI_COMM_WORLD, &requests[1]));
    mpiCheck(MPI_Isend(mine, bytes, MPI_BYTE, up, 4, MPI_COMM_WORLD, &requests[2]));
    mpiCheck(MPI_Isend(mine, bytes, MPI_BYTE, down, 3, MPI_COMM_WORLD, &requests[3]));
    mpiCheck(MPI_Waitall(4, requests, MPI_STATUSES_IGNORE));
    return (up != MPI_PROC_NULL) | (down != MPI_PROC_NULL) << 1;
}

bool par_all_parts(bool mine)
{
    int me = mine, all = 0;
    if (parts == MPI_COMM_NULL)
        die(EXIT_RUNTIME, "internal error: par_all_parts on a rank that holds no rows");
    mpiCheck(MPI_Allreduce(&me, &all, 1, MPI_INT, MPI_LAND, parts));
    return all;
}

void par_gather_int(int value, int *all)
{
    mpiCheck(MPI_Gather(&value, 1, MPI_INT, all, 1, MPI_INT, 0, MPI_COMM_WORLD));
}

void par_gather_bytes(const char *mine, size_t size, char **all, size_t *total)
{
    if (size > INT_MAX)
        die(EXIT_RUNTIME, "rank %d: %zu bytes to gather, more than MPI_Gatherv takes (%d)", my_rank, size, INT_MAX);
    const int bytes = (int)size;
    int *sizes = NULL, *offsets = NULL;
    *all = NULL;
    *total = 0;
    if (my_rank == 0) {
        sizes = mallocCheck((size_t)rank_count * sizeof *sizes, "the gathered sizes");
        offsets = mallocCheck((size_t)rank_count * sizeof *offsets, "the gathered offsets");
    }
    mpiCheck(MPI_Gather(&bytes, 1, MPI_INT, sizes, 1, MPI_INT, 0, MPI_COMM_WORLD));
    if (my_rank == 0) {
        for (int r = 0; r < rank_count; ++r) {
            if (*total + (size_t)sizes[r] > INT_MAX)
                die(EXIT_RUNTIME, "more than %d bytes to gather from %d ranks", INT_MAX, rank_count);
            offsets[r] = (int)*total;
            *total += (size_t)sizes[r];
        }
        *all = mallocCheck(*total ? *total : 1, "the gathered output");
    }
    mpiCheck(MPI_Gatherv(mine, bytes, MPI_CHAR, *all, sizes, offsets, MPI_CHAR, 0, MPI_COMM_WORLD));
    free(sizes);
    free(offsets);
}

int64_t par_sum_i64(int64_t v)
{
    int64_t sum = 0;
    mpiCheck(MPI_Allreduce(&v, &sum, 1, MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD));
    return sum;
}

int64_t par_min_i64(int64_t v)
{
    int64_t least = 0;
    mpiCheck(MPI_Allreduce(&v, &least, 1, MPI_INT64_T, MPI_MIN, MPI_COMM_WORLD));
    return least;
}

uint64_t par_sum_u64(uint64_t v)
{
    uint64_t sum = 0; /* unsigned: wraps mod 2^64, as the checksum wants */
    mpiCheck(MPI_Allreduce(&v, &sum, 1, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD));
    return sum;
}

void par_broadcast(void *data, size_t bytes)
{
    if (rank_count > 1)
        mpiCheck(MPI_Bcast(data, (int)bytes, MPI_BYTE, 0, MPI_COMM_WORLD));
}

void par_reduce_f64(const double *in, double *out, int count, enum par_reduction op)
{
    const MPI_Op ops[] = {[PAR_MAX] = MPI_MAX, [PAR_MIN] = MPI_MIN, [PAR_SUM] = MPI_SUM};
    if (rank_count == 1)
        memcpy(out, in, (size_t)count * sizeof *out);
    else
        mpiCheck(MPI_Reduce(in, out, count, MPI_DOUBLE, ops[op], 0, MPI_COMM_WORLD));
}

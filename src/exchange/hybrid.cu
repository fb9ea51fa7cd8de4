/*
 * exchange/hybrid.cu - the hybrid's transport (exchange_device.cuh): its
 * GPU's rows (1..g, on the device) and its CPU's (g+1.., on the host) swap
 * d rows each way, and under MPI the part's own edge rows go to the
 * neighbouring parts with them: the GPU's first d rows up, the CPU's last
 * d down (through the GPU exchange, staged), or, where the GPU holds every
 * row, its first and last d rows.
 *
 *   ./smooth -n 16384 -kernel opt -hybrid 0.02 -iterations 64
 *   mpirun -np 2 ./smooth-mpi -n 16384 -kernel opt -hybrid 0.02 -iterations 64
 */
#include "cuda_check.cuh"
#include "exchange_device.cuh"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct hybrid_link {
    struct device_grid **field;  /* the GPU's field as the swaps find it (its sweeps alternate two) */
    cudaStream_t stream;         /* the GPU's */
    int64_t gpu_rows;            /* g */
    bool cpu_rows;               /* the CPU holds rows g+1..: else the GPU every row */
    struct exchange *parts;      /* the part's exchange with its neighbours; NULL: one process */
    void (*then)(void *context, int d); /* after each swap: the GPU's next d sweeps (NULL: nothing) */
    void *context;
    double seconds;              /* the swaps' wall time, the waits for the GPU included */
};

/* Blocking: the host waits for the GPU, moves the rows, and waits again
 * (the CPU's threads read and write its rows next). */
static void hybrid_post(struct exchange *ex, const struct exchange_at *at, int d)
{
    struct hybrid_link *l = (struct hybrid_link *)ex->link;
    const double start = wall_seconds();
    struct device_grid *field = *l->field;
    cudaCheck(cudaStreamSynchronize(l->stream));
    if (!l->cpu_rows) { /* the GPU's first and last d rows with the neighbouring parts */
        exchange_swap_grid(l->parts, field, d, l->stream);
    } else { /* its last d rows for the CPU's halo above, the CPU's first d below them; under MPI its first d
                rows up and the CPU's last d down, the part above's last d and below's first in */
        const int64_t own = exchange_rows_above(l->parts) + 1; /* the field's row 1 */
        copy_rows_out(at->above, field, own + l->gpu_rows - d, d, l->stream);
        if (l->parts) {
            const struct exchange_at split = {NULL, at->last, NULL, at->below, field, l->stream};
            exchange_swap(l->parts, &split, d);
        }
        copy_rows_in(field, own + l->gpu_rows, d, at->first, l->stream);
    }
    cudaCheck(cudaStreamSynchronize(l->stream));
    l->seconds += wall_seconds() - start;
    if (l->then)
        l->then(l->context, d);
}

static void hybrid_wait(struct exchange *ex, const struct exchange_at *at, int d)
{
    (void)ex, (void)at, (void)d; /* hybrid_post's rows are in when it returns */
}

static void hybrid_close(struct exchange *ex)
{
    free(ex->link);
}

static const struct transport hybrid = {"hybrid", hybrid_post, hybrid_wait, NULL, NULL, hybrid_close};

struct exchange *exchange_open_hybrid(struct device_grid **field, cudaStream_t stream, int64_t gpu_rows, bool cpu_rows,
                                      struct exchange *parts, const struct decomposition *part, int64_t cols,
                                      int depth, void (*then)(void *context, int d), void *context)
{
    struct hybrid_link *l = (struct hybrid_link *)mallocCheck(sizeof *l, "the hybrid's exchange");
    *l = (struct hybrid_link){field, stream, gpu_rows, cpu_rows, parts, then, context, 0};
    struct exchange *ex = exchange_new(&hybrid, part, cols, depth, l);
    ex->up = true; /* seen from the CPU's rows: the GPU's above them */
    snprintf(ex->why, sizeof ex->why, "hybrid: GPU rows <-> CPU rows through the host%s",
             parts ? ", the part's edge rows staged through the host over MPI" : "");
    return ex;
}

double exchange_hybrid_seconds(const struct exchange *ex)
{
    return ((const struct hybrid_link *)ex->link)->seconds;
}

/*
 * exchange/exchange.c - the edge-row exchange's one loop and its host
 * transport (exchange.h): host rows over MPI (wire.h), for the cpu
 * backend's sweeps and passes and the ring's rows between passes.
 *
 *   mpirun -np 4 ./smooth-mpi -n 16384 -kernel cpu -iterations 8
 */
#include "exchange.h"
#include "check.h"
#include "labels.h"
#include "plan.h"
#include "timer.h"
#include "wire.h"

#include <stdlib.h>
#include <string.h>

/* The bytes a swap of d rows moves out of this part (as many come in). */
static double swap_bytes(const struct exchange *ex, int d)
{
    return (double)d * (double)(ex->cols + 2) * sizeof(float) * (ex->up + ex->down);
}

/* Host rows over MPI: the post hands the rows to MPI (its time is the
 * copies'); the wait, after whatever ran meanwhile, is the time the rows
 * still took (the neighbours' pace, and the bytes not yet moved). */
static void host_post(struct exchange *ex, const struct exchange_at *at, int d)
{
    const double start = wall_seconds();
    wire_post(at->first, at->last, at->above, at->below, d, ex->part);
    ex->moving += wall_seconds() - start;
    ex->bytes += swap_bytes(ex, d);
}

static void host_wait(struct exchange *ex, const struct exchange_at *at, int d)
{
    (void)at, (void)d;
    const double start = wall_seconds();
    wire_wait();
    ex->waiting += wall_seconds() - start;
}

static const struct transport host_rows = {"host", host_post, host_wait, NULL, NULL, NULL};

struct exchange *exchange_new(const struct transport *transport, const struct decomposition *part, int64_t cols,
                              int depth, void *link)
{
    struct exchange *ex = mallocCheck(sizeof *ex, "the edge-row exchange");
    memset(ex, 0, sizeof *ex);
    ex->transport = transport;
    ex->part = part;
    ex->up = !part->top;
    ex->down = !part->bottom;
    ex->depth = depth;
    ex->cols = cols;
    ex->link = link;
    return ex;
}

struct exchange *exchange_open_host(const struct plan *plan, const struct decomposition *part, int64_t cols,
                                    int depth)
{
    if (!plan_swaps(plan) || part->rows == 0)
        return NULL;
    struct exchange *ex = exchange_new(&host_rows, part, cols, depth, NULL);
    plan_edges_text(ex->why, sizeof ex->why, plan);
    return ex;
}

void exchange_close(struct exchange *ex)
{
    if (!ex)
        return;
    if (ex->transport->close)
        ex->transport->close(ex);
    free(ex);
}

void exchange_post(struct exchange *ex, const struct exchange_at *at, int d)
{
    if (ex)
        ex->transport->post(ex, at, d);
}

void exchange_wait(struct exchange *ex, const struct exchange_at *at, int d)
{
    if (ex)
        ex->transport->wait(ex, at, d);
}

void exchange_join(struct exchange *ex, const struct exchange_at *at)
{
    if (ex && ex->transport->join)
        ex->transport->join(ex, at);
}

void exchange_swap(struct exchange *ex, const struct exchange_at *at, int d)
{
    exchange_post(ex, at, d);
    exchange_wait(ex, at, d);
    exchange_join(ex, at);
}

void exchange_sweep(struct exchange *ex, const struct exchange_at *at, int d, const struct sweep_parts *parts)
{
    exchange_post(ex, at, d);
    parts->inner(parts->work, at->stream);
    exchange_wait(ex, at, d);
    parts->edges(parts->work, ex && ex->landing ? ex->landing : at->stream);
    exchange_join(ex, at);
}

void exchange_account(struct exchange *ex, struct timer *t)
{
    if (!ex)
        return;
    if (ex->transport->settle)
        ex->transport->settle(ex);
    timer_add(t, LABEL_EDGES_WAITING, ex->waiting, 0);
    timer_add(t, LABEL_EDGES_COPIES, ex->moving, ex->bytes);
    ex->waiting = ex->moving = ex->bytes = 0;
}

void exchange_halo(float *x, const struct decomposition *part, struct timer *t)
{
    if (part->ranks < 2) /* one process: the grid's own ghost rows, nothing to swap */
        return;
    const int64_t stride = part->n + 2;
    timer_start(t, LABEL_MPI_HALO);
    wire_post(x + stride, x + part->rows * stride, x, x + (part->rows + 1) * stride, 1, part);
    wire_wait();
    timer_stop_bytes(t, part->rows ? 4.0 * (double)stride * (!part->top + !part->bottom) : 0);
}

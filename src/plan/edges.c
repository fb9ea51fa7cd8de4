/*
 * plan/edges.c - the run plan's choice of how MPI parts trade edge rows
 * (-edges; plan.h, exchange.h): GPU to GPU (CUDA IPC peer copies)
 * where every rank's x and y are whole on a GPU of one node, else through
 * the host; and why, for -dry-run and the header.
 *
 *   mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64 -dry-run
 */
#include "plan.h"
#include "refuse.h"

/* How the parts trade edge rows (-edges): GPU to GPU where every rank's
 * x and y are whole on a GPU of one node, else through the host. */
void plan_edges(const struct options *opt, const struct machine *m, struct plan *plan)
{
    plan->edges = EDGES_NONE;
    plan->edges_why = "one process";
    if (m->ranks < 2)
        return;
    plan->edges = EDGES_HOST;
    const bool views = plan->mode == MODE_WHOLE || plan->mode == MODE_STREAMS;
    const int node_ranks = m->node_ranks > 0 ? m->node_ranks : 1;
    if (plan->mode == MODE_HOST) {
        if (opt->edges == EDGES_PEER)
            refuse("-edges peer trades the edge rows of parts on GPUs, and -kernel cpu holds its rows on the "
                   "host; use a GPU backend, or -edges host or auto");
        plan->edges_why = "the cpu backend: host rows over MPI";
    } else if (plan->sweeps == 1) {
        plan->edges_why = "one sweep: x's ghost rows swapped on the host before the copy-in";
    } else if (!views || m->gpu.some_part_streams) {
        if (opt->edges == EDGES_PEER)
            refuse("-edges peer needs every part's x and y whole on its GPU (whole grid or -streams), and this "
                   "run %s; use -edges host or auto",
                   plan->mode == MODE_HYBRID ? "is -hybrid" : "streams rows through a ring");
        plan->edges_why = plan->mode == MODE_RING       ? "the ring: the rows are on the host between passes"
                          : plan->mode == MODE_HYBRID   ? "-hybrid: the CPU's rows are on the host"
                                                        : "some rank streams its rows through a ring";
    } else if (opt->edges == EDGES_HOST) {
        plan->edges_why = "-edges host";
        plan->edges_given = true;
    } else if (node_ranks < m->ranks) {
        if (opt->edges == EDGES_PEER)
            refuse("-edges peer needs every rank on one node, and %d of the %d ranks are on this one; use "
                   "-edges host or auto", node_ranks, m->ranks);
        plan->edges_why = "the ranks span nodes";
    } else {
        plan->edges = EDGES_PEER;
        plan->edges_given = opt->edges == EDGES_PEER;
        plan->edges_why = plan->edges_given ? "-edges peer" : "every rank on one node";
    }
}

const char *plan_edges_name(enum edges_kind edges)
{
    return EDGES_NAMES[edges];
}

bool plan_swaps(const struct plan *plan)
{
    return plan->ranks > 1 && plan->sweeps > 1;
}

int plan_swap_queues(const struct plan *plan)
{
    return plan_swaps(plan) ? 1 : 0; /* the GPU exchange's stream (exchange/device.cu) */
}

/*
 * edge_swap.cu - MPI parts' edge rows between their GPUs, through the host
 * or GPU to GPU by CUDA IPC (edge_swap.cuh says how each goes).
 *
 *   mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64            (peer: one node)
 *   mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64 -edges host
 */
#include "cuda_check.cuh"
#include "edge_swap.cuh"
#include "labels.h"
#include "staging.cuh"
#include "timeline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct edge_swap *edge_swap_open(int64_t cols, int sweeps, int depth, const struct decomposition *part)
{
    if (sweeps < 2 || part->ranks < 2)
        return NULL;
    struct edge_swap *swap = (struct edge_swap *)mallocCheck(sizeof *swap, "the edge swap");
    memset(swap, 0, sizeof *swap);
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
    swap->ready = event_new();
    swap->landed = event_new();
    for (int m = 0; m < EDGE_MARKS; ++m)
        for (int e = 0; e < 3; ++e)
            swap->marks[m][e] = event_new();
    swap->transport = EDGES_HOST;
    snprintf(swap->why, sizeof swap->why, "host: GPU -> pinned host -> MPI -> host -> GPU");
    return swap;
}

/* What a rank tells its neighbours once: its grids, events and shape. */
struct peer_card {
    cudaIpcMemHandle_t grid[2];
    cudaIpcEventHandle_t done[2], pulled[2];
    int64_t rows, pitch, above, below;
    int ok; /* 0: this rank could not export them */
};

/* The first failure's text, kept; true while none. */
static bool peer_try(cudaError_t err, const char *call, char *failed, size_t size)
{
    if (err == cudaSuccess)
        return true;
    cudaGetLastError(); /* not sticky: clear it */
    if (!failed[0])
        snprintf(failed, size, "%s: %s", call, cudaGetErrorString(err));
    return false;
}

static void peer_close(struct edge_swap *swap)
{
    for (int s = 0; s < 2; ++s) {
        struct peer_side *side = &swap->side[s];
        for (int g = 0; g < 2; ++g)
            if (side->grid[g])
                cudaCheck(cudaIpcCloseMemHandle(side->grid[g]));
        for (int p = 0; p < 2; ++p) {
            if (side->done[p])
                cudaCheck(cudaEventDestroy(side->done[p]));
            if (side->pulled[p])
                cudaCheck(cudaEventDestroy(side->pulled[p]));
        }
        memset(side, 0, sizeof *side);
    }
    for (int p = 0; p < 2; ++p) {
        if (swap->done[p])
            cudaCheck(cudaEventDestroy(swap->done[p]));
        if (swap->pulled[p])
            cudaCheck(cudaEventDestroy(swap->pulled[p]));
        swap->done[p] = swap->pulled[p] = NULL;
    }
}

/* Map a neighbour's card; false (and why) where it cannot be. */
static bool peer_map(struct peer_side *side, const struct peer_card *card, char *failed, size_t size)
{
    if (!card->ok) {
        if (!failed[0])
            snprintf(failed, size, "a neighbour could not export its grids");
        return false;
    }
    side->rows = card->rows;
    side->pitch = card->pitch;
    side->above = card->above;
    side->below = card->below;
    bool ok = true;
    for (int g = 0; g < 2 && ok; ++g)
        ok = peer_try(cudaIpcOpenMemHandle((void **)&side->grid[g], card->grid[g], cudaIpcMemLazyEnablePeerAccess),
                      "cudaIpcOpenMemHandle", failed, size);
    for (int p = 0; p < 2 && ok; ++p)
        ok = peer_try(cudaIpcOpenEventHandle(&side->done[p], card->done[p]), "cudaIpcOpenEventHandle", failed, size) &&
             peer_try(cudaIpcOpenEventHandle(&side->pulled[p], card->pulled[p]), "cudaIpcOpenEventHandle", failed,
                      size);
    return ok;
}

void edge_swap_attach(struct edge_swap *swap, const struct device_grid *g0, const struct device_grid *g1,
                      const struct plan *plan)
{
    if (!swap || plan->edges != EDGES_PEER)
        return;
    char failed[160] = "";
    struct peer_card card, theirs[2];
    memset(&card, 0, sizeof card);
    memset(theirs, 0, sizeof theirs);
    swap->mine[0] = g0->data;
    swap->mine[1] = g1->data;
    card.rows = g0->rows;
    card.pitch = g0->pitch;
    card.above = swap->above;
    card.below = swap->below;
    card.ok = 1;
    const unsigned flags = cudaEventDisableTiming | cudaEventInterprocess;
    for (int g = 0; g < 2 && card.ok; ++g)
        card.ok = peer_try(cudaIpcGetMemHandle(&card.grid[g], (void *)swap->mine[g]), "cudaIpcGetMemHandle", failed,
                           sizeof failed);
    for (int p = 0; p < 2 && card.ok; ++p)
        card.ok = peer_try(cudaEventCreateWithFlags(&swap->done[p], flags), "cudaEventCreateWithFlags", failed,
                           sizeof failed) &&
                  peer_try(cudaEventCreateWithFlags(&swap->pulled[p], flags), "cudaEventCreateWithFlags", failed,
                           sizeof failed) &&
                  peer_try(cudaIpcGetEventHandle(&card.done[p], swap->done[p]), "cudaIpcGetEventHandle", failed,
                           sizeof failed) &&
                  peer_try(cudaIpcGetEventHandle(&card.pulled[p], swap->pulled[p]), "cudaIpcGetEventHandle", failed,
                           sizeof failed);
    const int arrived = par_swap_bytes(&card, &theirs[0], &theirs[1], (int)sizeof card, swap->part);
    bool ok = card.ok;
    for (int s = 0; s < 2; ++s)
        if (ok && (arrived >> s & 1))
            ok = peer_map(&swap->side[s], &theirs[s], failed, sizeof failed);
    if (par_all_parts(ok)) {
        swap->transport = EDGES_PEER;
        snprintf(swap->why, sizeof swap->why, "peer: GPU to GPU, CUDA IPC copies (%s)", plan->edges_why);
        return;
    }
    peer_close(swap);
    if (plan->edges_given)
        die(EXIT_RUNTIME, "-edges peer: the GPUs of neighbouring ranks cannot reach each other (%s); use -edges host",
            failed[0] ? failed : "on another rank");
    snprintf(swap->why, sizeof swap->why, "host: GPU -> pinned host -> MPI -> host -> GPU (peer copies could not "
             "open: %s)", failed[0] ? failed : "on another rank");
}

void edge_swap_close(struct edge_swap *swap)
{
    if (!swap)
        return;
    peer_close(swap);
    pinned_free(swap->h_rows);
    cudaCheck(cudaStreamDestroy(swap->edges));
    cudaCheck(cudaStreamDestroy(swap->inner));
    cudaCheck(cudaEventDestroy(swap->begin));
    cudaCheck(cudaEventDestroy(swap->edges_done));
    cudaCheck(cudaEventDestroy(swap->inner_done));
    cudaCheck(cudaEventDestroy(swap->ready));
    cudaCheck(cudaEventDestroy(swap->landed));
    for (int m = 0; m < EDGE_MARKS; ++m)
        for (int e = 0; e < 3; ++e)
            cudaCheck(cudaEventDestroy(swap->marks[m][e]));
    free(swap);
}

void edge_swap_timeline(struct edge_swap *swap, struct timeline *tl, cudaEvent_t origin, double origin_ms)
{
    if (!swap)
        return;
    swap->timeline = tl;
    swap->origin = origin;
    swap->origin_ms = origin_ms;
}

/* A swap's marks on the timeline: the wait and the copies (peer) or the
 * whole swap (host, which records no mark between: its wait is the host's). */
static void timeline_marks(const struct edge_swap *swap, cudaEvent_t *e, int index)
{
    const double begin = swap->origin_ms + event_ms(swap->origin, e[0]);
    const double end = swap->origin_ms + event_ms(swap->origin, e[2]);
    if (swap->transport == EDGES_PEER) {
        const double waited = swap->origin_ms + event_ms(swap->origin, e[1]);
        timeline_add(swap->timeline, "edges", "wait", index, -1, begin, waited);
        timeline_add(swap->timeline, "edges", "edge-copy", index, -1, waited, end);
    } else {
        timeline_add(swap->timeline, "edges", "host-swap", index, -1, begin, end);
    }
}

/* Read the oldest marked swap's events into waiting and moving. */
static void read_marks(struct edge_swap *swap)
{
    const int m = (int)(swap->read++ % EDGE_MARKS);
    cudaEvent_t *e = swap->marks[m];
    if (swap->timeline)
        timeline_marks(swap, e, (int)(swap->read - 1));
    if (swap->transport == EDGES_PEER) {
        swap->waiting += event_ms(e[0], e[1]) / 1e3;
        swap->moving += event_ms(e[1], e[2]) / 1e3;
    } else { /* the MPI call (waits and the hosts' bytes); the rest: the copies and the host's wait for them */
        const double all = event_ms(e[0], e[2]) / 1e3;
        swap->waiting += swap->mpi[m];
        swap->moving += all > swap->mpi[m] ? all - swap->mpi[m] : 0;
    }
}

/* The marks of the next swap (reading the oldest first where the ring is full). */
static cudaEvent_t *next_marks(struct edge_swap *swap)
{
    if (swap->swaps - swap->read == EDGE_MARKS)
        read_marks(swap);
    return swap->marks[swap->swaps++ % EDGE_MARKS];
}

/* g is my grid 0 or 1: the neighbours' of the same index hold the same field. */
static int grid_index(const struct edge_swap *swap, const struct device_grid *g)
{
    if (g->data == swap->mine[0] || g->data == swap->mine[1])
        return g->data == swap->mine[1];
    die(EXIT_RUNTIME, "internal error: an edge swap of a grid that was not attached");
    return 0;
}

void edge_swap_begin(struct edge_swap *swap, const struct device_grid *g, cudaStream_t stream)
{
    const int parity = swap->step & 1;
    swap->grid = swap->transport == EDGES_PEER ? grid_index(swap, g) : 0;
    cudaEvent_t *marks = next_marks(swap);
    cudaCheck(cudaEventRecord(marks[0], stream));
    if (swap->transport != EDGES_PEER)
        return;
    cudaCheck(cudaEventRecord(swap->done[parity], stream));
    par_meet(swap->part); /* the neighbours have recorded this swap's done, and the last swap's pulled */
    if (swap->step > 0) /* their pulls of the last swap read the grid that `stream` writes next */
        for (int s = 0; s < 2; ++s)
            if (swap->side[s].grid[0])
                cudaCheck(cudaStreamWaitEvent(stream, swap->side[s].pulled[parity ^ 1], 0));
}

void edge_swap_ready(struct edge_swap *swap, cudaStream_t stream)
{
    cudaCheck(cudaEventRecord(swap->ready, stream));
    cudaCheck(cudaStreamWaitEvent(swap->edges, swap->ready, 0));
}

/* Peer, on the swap's stream: wait for the neighbours' launch, then pull
 * their edge rows into my halo rows. */
static void swap_peer(struct edge_swap *swap, struct device_grid *g, int d, cudaEvent_t *marks)
{
    const int parity = swap->step & 1;
    const int64_t first = 1 + swap->above, end = g->rows + 1 - swap->below; /* the own rows: [first, end) */
    const size_t pitch = (size_t)g->pitch * sizeof(float);
    for (int s = 0; s < 2; ++s)
        if (swap->side[s].grid[0])
            cudaCheck(cudaStreamWaitEvent(swap->edges, swap->side[s].done[parity], 0));
    cudaCheck(cudaEventRecord(marks[1], swap->edges));
    for (int s = 0; s < 2; ++s) {
        const struct peer_side *side = &swap->side[s];
        if (!side->grid[0])
            continue;
        /* above: its last d own rows into mine before my first; below: its first d after my last */
        const int64_t from = s == 0 ? side->rows + 1 - side->below - d : 1 + side->above, to = s == 0 ? first - d : end;
        cudaCheck(cudaMemcpy2DAsync(device_row(g, to), pitch, side->grid[swap->grid] + from * side->pitch,
                                    (size_t)side->pitch * sizeof(float), row_bytes(g), (size_t)d, cudaMemcpyDefault,
                                    swap->edges));
        swap->bytes += (double)d * (double)row_bytes(g);
    }
    cudaCheck(cudaEventRecord(swap->pulled[parity], swap->edges));
}

/* Through the host, on `stream` (the host waits for what is on it): g's
 * first d own rows up and the part above's last d into g's d rows above its
 * own; g's last d own rows down and the part below's first d into g's d rows
 * below them, or, for a part whose last rows are the host's (the hybrid's
 * CPU rows), those rows from `last` and the part below's into `below`.
 * Returns the seconds MPI took. */
static double swap_through_host(struct edge_swap *swap, struct device_grid *g, int d, const float *last,
                                float *below, cudaStream_t stream)
{
    const struct edge_rows h = edge_swap_host_rows(swap, g->cols);
    const int64_t first = 1 + swap->above, end = g->rows + 1 - swap->below; /* the own rows: [first, end) */
    const bool up = !swap->part->top, down = !swap->part->bottom, on_device = last == NULL;
    if (up)
        copy_rows_out(h.first, g, first, d, stream);
    if (on_device && down)
        copy_rows_out(h.last, g, end - d, d, stream);
    cudaCheck(cudaStreamSynchronize(stream));
    const double start = wall_seconds();
    par_swap_rows(h.first, on_device ? h.last : last, h.above, on_device ? h.below : below, d, swap->part);
    const double mpi = wall_seconds() - start;
    if (up)
        copy_rows_in(g, first - d, d, h.above, stream);
    if (on_device && down)
        copy_rows_in(g, end, d, h.below, stream);
    swap->bytes += (double)d * (double)row_bytes(g) * (up + down);
    return mpi;
}

void edge_swap_end(struct edge_swap *swap, struct device_grid *g, int d)
{
    const int m = (int)((swap->swaps - 1) % EDGE_MARKS);
    cudaEvent_t *marks = swap->marks[m];
    if (swap->transport == EDGES_PEER)
        swap_peer(swap, g, d, marks);
    else
        swap->mpi[m] = swap_through_host(swap, g, d, NULL, NULL, swap->edges);
    cudaCheck(cudaEventRecord(marks[2], swap->edges));
    ++swap->step;
}

void edge_swap_split(struct edge_swap *swap, struct device_grid *g, int d, const float *last, float *below,
                     cudaStream_t stream)
{
    swap_through_host(swap, g, d, last, below, stream);
}

void edge_swap_join(struct edge_swap *swap, cudaStream_t stream)
{
    cudaCheck(cudaEventRecord(swap->landed, swap->edges));
    cudaCheck(cudaStreamWaitEvent(stream, swap->landed, 0));
}

void edge_swap_rows(struct edge_swap *swap, struct device_grid *g, int d, cudaStream_t stream)
{
    edge_swap_begin(swap, g, stream);
    edge_swap_ready(swap, stream);
    edge_swap_end(swap, g, d);
    edge_swap_join(swap, stream);
}

void edge_swap_finish(struct edge_swap *swap, cudaStream_t stream)
{
    if (swap && swap->transport == EDGES_PEER && swap->step > 0) {
        par_meet(swap->part); /* the neighbours have recorded the last swap's pulled */
        for (int s = 0; s < 2; ++s)
            if (swap->side[s].grid[0])
                cudaCheck(cudaStreamWaitEvent(stream, swap->side[s].pulled[(swap->step - 1) & 1], 0));
    }
    if (swap)
        swap->step = 0;
}

void edge_swap_account(struct edge_swap *swap, struct timer *t)
{
    if (!swap)
        return;
    while (swap->read < swap->swaps)
        read_marks(swap);
    timer_add(t, LABEL_EDGES_WAITING, swap->waiting, 0);
    timer_add(t, LABEL_EDGES_COPIES, swap->moving, swap->bytes);
    swap->waiting = swap->moving = swap->bytes = 0;
}

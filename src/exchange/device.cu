/*
 * exchange/device.cu - MPI parts' edge rows between their GPUs: the
 * staged and peer transports (exchange_device.cuh says how each goes).
 *
 *   mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64            (peer: one node)
 *   mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64 -edges host
 */
#include "cuda_check.cuh"
#include "device.h"
#include "exchange_device.cuh"
#include "labels.h"
#include "timeline.h"
#include "wire.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A neighbour whose grids this rank reads (peer). */
struct peer_side {
    float *grid[2];                 /* its two grids, mapped here; NULL: no neighbour on this side */
    cudaEvent_t done[2], pulled[2]; /* its events, by the parity of the swap */
    int64_t rows, pitch, above, below;
};

enum { EDGE_MARKS = 64 }; /* swaps timed before the oldest's events are read */

/* A GPU exchange's own state (ex->link). */
struct device_link {
    float *h_rows;                 /* pinned: my first D rows, my last D, the D above, the D below */
    cudaStream_t edges;            /* the swaps' copies, and the rows beside the halo (ex->landing) */
    cudaEvent_t ready, landed;     /* the caller's stream -> edges; edges -> the caller's stream */
    /* peer */
    const float *mine[2];          /* my two grids */
    cudaEvent_t done[2], pulled[2];/* mine, interprocess: my rows made / my pulls done, by parity */
    struct peer_side side[2];      /* 0: the part above, 1: below */
    int step;                      /* swaps in this run so far */
    int grid;                      /* the swap in flight: of my grid 0 or 1 */
    /* timing: a swap's marks (before, after the waits, after the copies) */
    cudaEvent_t marks[EDGE_MARKS][3];
    double mpi[EDGE_MARKS];        /* staged: the MPI call's wall time */
    long long swaps, read;         /* swaps marked, and read */
    struct timeline *timeline;     /* -timeline: each swap's wait and copies (lane "edges"); else NULL */
    cudaEvent_t origin;            /* ... timed from this event, which is at origin_ms on the timeline */
    double origin_ms;
};

static struct device_link *link_of(const struct exchange *ex)
{
    return (struct device_link *)ex->link;
}

static bool is_peer(const struct exchange *ex);

/* --- timing ------------------------------------------------------------- */

/* A swap's marks on the timeline: the wait and the copies (peer) or the
 * whole swap (staged, which records no mark between: its wait is the host's). */
static void timeline_marks(const struct exchange *ex, cudaEvent_t *e, int index)
{
    const struct device_link *l = link_of(ex);
    const double begin = l->origin_ms + event_ms(l->origin, e[0]);
    const double end = l->origin_ms + event_ms(l->origin, e[2]);
    if (is_peer(ex)) {
        const double waited = l->origin_ms + event_ms(l->origin, e[1]);
        timeline_add(l->timeline, "edges", "wait", index, -1, begin, waited);
        timeline_add(l->timeline, "edges", "edge-copy", index, -1, waited, end);
    } else {
        timeline_add(l->timeline, "edges", "host-swap", index, -1, begin, end);
    }
}

/* Read the oldest marked swap's events into waiting and moving. */
static void read_marks(struct exchange *ex)
{
    struct device_link *l = link_of(ex);
    const int m = (int)(l->read++ % EDGE_MARKS);
    cudaEvent_t *e = l->marks[m];
    if (l->timeline)
        timeline_marks(ex, e, (int)(l->read - 1));
    if (is_peer(ex)) {
        ex->waiting += event_ms(e[0], e[1]) / 1e3;
        ex->moving += event_ms(e[1], e[2]) / 1e3;
    } else { /* the MPI call (waits and the hosts' bytes); the rest: the copies and the host's wait for them */
        const double all = event_ms(e[0], e[2]) / 1e3;
        ex->waiting += l->mpi[m];
        ex->moving += all > l->mpi[m] ? all - l->mpi[m] : 0;
    }
}

static void device_settle(struct exchange *ex)
{
    while (link_of(ex)->read < link_of(ex)->swaps)
        read_marks(ex);
}

/* The marks of the next swap (reading the oldest first where the ring is full). */
static cudaEvent_t *next_marks(struct exchange *ex)
{
    struct device_link *l = link_of(ex);
    if (l->swaps - l->read == EDGE_MARKS)
        read_marks(ex);
    return l->marks[l->swaps++ % EDGE_MARKS];
}

static cudaEvent_t *current_marks(struct exchange *ex)
{
    struct device_link *l = link_of(ex);
    return l->marks[(l->swaps - 1) % EDGE_MARKS];
}

/* --- what both transports do ------------------------------------------- */

/* The rows of the grid in flight leave after what is on at->stream so far. */
static void post_ready(struct exchange *ex, const struct exchange_at *at)
{
    struct device_link *l = link_of(ex);
    cudaCheck(cudaEventRecord(l->ready, at->stream));
    cudaCheck(cudaStreamWaitEvent(l->edges, l->ready, 0));
}

static void device_join(struct exchange *ex, const struct exchange_at *at)
{
    struct device_link *l = link_of(ex);
    cudaCheck(cudaEventRecord(l->landed, l->edges));
    cudaCheck(cudaStreamWaitEvent(at->stream, l->landed, 0));
}

/* The part's own rows of g: [*first, *end). */
static void own_rows(const struct exchange *ex, const struct device_grid *g, int64_t *first, int64_t *end)
{
    *first = 1 + exchange_rows_above(ex);
    *end = g->rows + 1 - exchange_rows_below(ex);
}

/* --- staged: through the host ------------------------------------------ */

static void staged_post(struct exchange *ex, const struct exchange_at *at, int d)
{
    (void)d;
    cudaCheck(cudaEventRecord(next_marks(ex)[0], at->stream));
    post_ready(ex, at);
}

/* On the exchange's stream, the host waiting for it: g's first d own rows
 * up and the part above's last d into g's d rows above its own; g's last d
 * own rows down and the part below's first d into g's d rows below them,
 * or, where at->last is given (the hybrid's CPU rows below the GPU's),
 * those host rows down and the part below's into at->below. */
static void staged_wait(struct exchange *ex, const struct exchange_at *at, int d)
{
    struct device_link *l = link_of(ex);
    struct device_grid *g = at->grid;
    const int64_t block = ex->depth * (ex->cols + 2);
    float *h_first = l->h_rows, *h_last = l->h_rows + block, *h_above = l->h_rows + 2 * block,
          *h_below = l->h_rows + 3 * block;
    int64_t first, end;
    own_rows(ex, g, &first, &end);
    const bool on_device = at->last == NULL;
    if (ex->up)
        copy_rows_out(h_first, g, first, d, l->edges);
    if (on_device && ex->down)
        copy_rows_out(h_last, g, end - d, d, l->edges);
    cudaCheck(cudaStreamSynchronize(l->edges));
    const double start = wall_seconds();
    wire_post(h_first, on_device ? h_last : at->last, h_above, on_device ? h_below : at->below, d, ex->part);
    wire_wait();
    l->mpi[(l->swaps - 1) % EDGE_MARKS] = wall_seconds() - start;
    if (ex->up)
        copy_rows_in(g, first - d, d, h_above, l->edges);
    if (on_device && ex->down)
        copy_rows_in(g, end, d, h_below, l->edges);
    ex->bytes += (double)d * (double)row_bytes(g) * (ex->up + ex->down);
    cudaCheck(cudaEventRecord(current_marks(ex)[2], l->edges));
    ++l->step;
}

/* --- peer: GPU to GPU --------------------------------------------------- */

/* g is my grid 0 or 1: the neighbours' of the same index hold the same field. */
static int grid_index(const struct device_link *l, const struct device_grid *g)
{
    if (g->data == l->mine[0] || g->data == l->mine[1])
        return g->data == l->mine[1];
    die(EXIT_RUNTIME, "internal error: an edge swap of a grid that was not attached");
    return 0;
}

static void peer_post(struct exchange *ex, const struct exchange_at *at, int d)
{
    (void)d;
    struct device_link *l = link_of(ex);
    const int parity = l->step & 1;
    l->grid = grid_index(l, at->grid);
    cudaCheck(cudaEventRecord(next_marks(ex)[0], at->stream));
    cudaCheck(cudaEventRecord(l->done[parity], at->stream));
    wire_trade(NULL, NULL, NULL, 0, ex->part); /* the neighbours have recorded this swap's done, and the last swap's pulled */
    if (l->step > 0) /* their pulls of the last swap read the grid that at->stream writes next */
        for (int s = 0; s < 2; ++s)
            if (l->side[s].grid[0])
                cudaCheck(cudaStreamWaitEvent(at->stream, l->side[s].pulled[parity ^ 1], 0));
    post_ready(ex, at);
}

/* On the exchange's stream: wait for the neighbours' rows, then pull them
 * into my halo rows. */
static void peer_wait(struct exchange *ex, const struct exchange_at *at, int d)
{
    struct device_link *l = link_of(ex);
    struct device_grid *g = at->grid;
    const int parity = l->step & 1;
    cudaEvent_t *marks = current_marks(ex);
    int64_t first, end;
    own_rows(ex, g, &first, &end);
    const size_t pitch = (size_t)g->pitch * sizeof(float);
    for (int s = 0; s < 2; ++s)
        if (l->side[s].grid[0])
            cudaCheck(cudaStreamWaitEvent(l->edges, l->side[s].done[parity], 0));
    cudaCheck(cudaEventRecord(marks[1], l->edges));
    for (int s = 0; s < 2; ++s) {
        const struct peer_side *side = &l->side[s];
        if (!side->grid[0])
            continue;
        /* above: its last d own rows into mine before my first; below: its first d after my last */
        const int64_t from = s == 0 ? side->rows + 1 - side->below - d : 1 + side->above, to = s == 0 ? first - d : end;
        cudaCheck(cudaMemcpy2DAsync(device_row(g, to), pitch, side->grid[l->grid] + from * side->pitch,
                                    (size_t)side->pitch * sizeof(float), row_bytes(g), (size_t)d, cudaMemcpyDefault,
                                    l->edges));
        ex->bytes += (double)d * (double)row_bytes(g);
    }
    cudaCheck(cudaEventRecord(l->pulled[parity], l->edges));
    cudaCheck(cudaEventRecord(marks[2], l->edges));
    ++l->step;
}

static void device_close(struct exchange *ex);

static const struct transport staged = {"staged", staged_post, staged_wait, device_join, device_settle, device_close};
static const struct transport peer = {"peer", peer_post, peer_wait, device_join, device_settle, device_close};

static bool is_peer(const struct exchange *ex)
{
    return ex->transport == &peer;
}

/* --- opening, attaching, closing ---------------------------------------- */

struct exchange *exchange_open_device(const struct plan *plan, const struct decomposition *part, int64_t cols,
                                      int depth)
{
    if (!plan_swaps(plan))
        return NULL;
    struct device_link *l = (struct device_link *)mallocCheck(sizeof *l, "the edge-row exchange");
    memset(l, 0, sizeof *l);
    struct exchange *ex = exchange_new(&staged, part, cols, depth, l);
    l->h_rows = pinned_alloc(4 * (size_t)depth * (size_t)(cols + 2) * sizeof(float), "the edge rows");
    /* non-blocking: ordered against the caller's stream by events alone */
    cudaCheck(cudaStreamCreateWithFlags(&l->edges, cudaStreamNonBlocking));
    ex->landing = l->edges;
    l->ready = event_new();
    l->landed = event_new();
    for (int m = 0; m < EDGE_MARKS; ++m)
        for (int e = 0; e < 3; ++e)
            l->marks[m][e] = event_new();
    snprintf(ex->why, sizeof ex->why, "host: GPU -> pinned host -> MPI -> host -> GPU");
    return ex;
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

static void peer_close(struct device_link *l)
{
    for (int s = 0; s < 2; ++s) {
        struct peer_side *side = &l->side[s];
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
        if (l->done[p])
            cudaCheck(cudaEventDestroy(l->done[p]));
        if (l->pulled[p])
            cudaCheck(cudaEventDestroy(l->pulled[p]));
        l->done[p] = l->pulled[p] = NULL;
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

void exchange_attach(struct exchange *ex, const struct device_grid *g0, const struct device_grid *g1,
                     const struct plan *plan)
{
    if (!ex || plan->edges != EDGES_PEER)
        return;
    struct device_link *l = link_of(ex);
    char failed[160] = "";
    struct peer_card card, theirs[2];
    memset(&card, 0, sizeof card);
    memset(theirs, 0, sizeof theirs);
    l->mine[0] = g0->data;
    l->mine[1] = g1->data;
    card.rows = g0->rows;
    card.pitch = g0->pitch;
    card.above = exchange_rows_above(ex);
    card.below = exchange_rows_below(ex);
    card.ok = 1;
    const unsigned flags = cudaEventDisableTiming | cudaEventInterprocess;
    for (int g = 0; g < 2 && card.ok; ++g)
        card.ok = peer_try(cudaIpcGetMemHandle(&card.grid[g], (void *)l->mine[g]), "cudaIpcGetMemHandle", failed,
                           sizeof failed);
    for (int p = 0; p < 2 && card.ok; ++p)
        card.ok = peer_try(cudaEventCreateWithFlags(&l->done[p], flags), "cudaEventCreateWithFlags", failed,
                           sizeof failed) &&
                  peer_try(cudaEventCreateWithFlags(&l->pulled[p], flags), "cudaEventCreateWithFlags", failed,
                           sizeof failed) &&
                  peer_try(cudaIpcGetEventHandle(&card.done[p], l->done[p]), "cudaIpcGetEventHandle", failed,
                           sizeof failed) &&
                  peer_try(cudaIpcGetEventHandle(&card.pulled[p], l->pulled[p]), "cudaIpcGetEventHandle", failed,
                           sizeof failed);
    const int arrived = wire_trade(&card, &theirs[0], &theirs[1], (int)sizeof card, ex->part);
    bool ok = card.ok;
    for (int s = 0; s < 2; ++s)
        if (ok && (arrived >> s & 1))
            ok = peer_map(&l->side[s], &theirs[s], failed, sizeof failed);
    if (par_all_parts(ok)) {
        ex->transport = &peer;
        snprintf(ex->why, sizeof ex->why, "peer: GPU to GPU, CUDA IPC copies (%s)", plan->edges_why);
        return;
    }
    peer_close(l);
    if (plan->edges_given)
        die(EXIT_RUNTIME, "-edges peer: the GPUs of neighbouring ranks cannot reach each other (%s); use -edges host",
            failed[0] ? failed : "on another rank");
    snprintf(ex->why, sizeof ex->why, "host: GPU -> pinned host -> MPI -> host -> GPU (peer copies could not "
             "open: %s)", failed[0] ? failed : "on another rank");
}

static void device_close(struct exchange *ex)
{
    struct device_link *l = link_of(ex);
    peer_close(l);
    pinned_free(l->h_rows);
    cudaCheck(cudaStreamDestroy(l->edges));
    cudaCheck(cudaEventDestroy(l->ready));
    cudaCheck(cudaEventDestroy(l->landed));
    for (int m = 0; m < EDGE_MARKS; ++m)
        for (int e = 0; e < 3; ++e)
            cudaCheck(cudaEventDestroy(l->marks[m][e]));
    free(l);
}

void exchange_timeline(struct exchange *ex, struct timeline *tl, cudaEvent_t origin, double origin_ms)
{
    if (!ex)
        return;
    struct device_link *l = link_of(ex);
    l->timeline = tl;
    l->origin = origin;
    l->origin_ms = origin_ms;
}

void exchange_finish(struct exchange *ex, cudaStream_t stream)
{
    if (!ex)
        return;
    struct device_link *l = link_of(ex);
    if (is_peer(ex) && l->step > 0) {
        wire_trade(NULL, NULL, NULL, 0, ex->part); /* the neighbours have recorded the last swap's pulled */
        for (int s = 0; s < 2; ++s)
            if (l->side[s].grid[0])
                cudaCheck(cudaStreamWaitEvent(stream, l->side[s].pulled[(l->step - 1) & 1], 0));
    }
    l->step = 0;
}

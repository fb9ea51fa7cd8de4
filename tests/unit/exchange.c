/* exchange.c - unit tests of the edge-row exchange's accounts (src/exchange/exchange.c):
 * the host transport of a middle part (neighbours above and below) in the build without
 * MPI (exchange/serial.c: nothing travels, every call returns), its swaps turned into the
 * timer rows MPI: Edges (waiting) and (copies) by exchange_account. Each account holds
 * the swaps since the last one: an exchange kept across runs (a GPU's, -repeat R) records
 * each run's bytes, not the sum so far (issue 68, item 8: the bytes left unreset passed
 * every test, as the cpu backend opens an exchange a run). */
#include "exchange.h"
#include "labels.h"
#include "parallel.h"
#include "plan.h"
#include "tap.h"
#include "timer.h"

#include <string.h>

enum { COLS = 30, DEPTH = 2 };

/* One swap's bytes: DEPTH rows of COLS + 2 floats, each way to both neighbours. */
static const double SWAP_BYTES = (double)DEPTH * (COLS + 2) * sizeof(float) * 2;

static double copies_bytes(const struct timer *t)
{
    const struct timer_row *row = timer_find(t, LABEL_EDGES_COPIES);
    return row ? row->bytes : -1;
}

static int samples(const struct timer *t, const char *label)
{
    const struct timer_row *row = timer_find(t, label);
    return row ? row->nsamples : 0;
}

static void inner(void *work, struct CUstream_st *stream)
{
    (void)stream;
    ++((int *)work)[0];
}

static void edges(void *work, struct CUstream_st *stream)
{
    (void)stream;
    ++((int *)work)[1];
}

int main(void)
{
    struct plan plan;
    memset(&plan, 0, sizeof plan);
    plan.mode = MODE_HOST;
    plan.ranks = 3;
    plan.sweeps = 8;
    plan.pass = DEPTH;
    plan.edges = EDGES_HOST;
    plan.edges_why = "the cpu backend: host rows over MPI";
    const struct decomposition part = {.rank = 1, .ranks = 3, .n = 3 * COLS, .first = COLS + 1, .rows = COLS,
                                       .top = false, .bottom = false, .node_ranks = 3, .node_rows = 3 * COLS};
    float rows[(COLS + 2) * (COLS + 2)];
    memset(rows, 0, sizeof rows);
    const struct exchange_at at = {rows + (COLS + 2), rows + (COLS - DEPTH + 1) * (COLS + 2), rows,
                                   rows + (COLS + 1) * (COLS + 2), NULL, NULL};

    struct exchange *ex = exchange_open_host(&plan, &part, COLS, DEPTH);
    ok(ex != NULL, "a middle part of 3 ranks, 8 sweeps: an exchange");
    if (!ex)
        return done_testing();
    ok(ex->up && ex->down, "... with a neighbour above and below");
    ok(strstr(ex->why, "host: MPI between host rows") == ex->why, "... its Edge rows text the host's: %s", ex->why);

    struct timer t;
    timer_init(&t);
    for (int run = 1; run <= 3; ++run) { /* three runs of 4 swaps each, accounted after each (-repeat 3) */
        for (int s = 0; s < 4; ++s)
            exchange_swap(ex, &at, DEPTH);
        exchange_account(ex, &t);
        ok(copies_bytes(&t) == 4 * SWAP_BYTES, "run %d: MPI: Edges (copies) holds this run's 4 swaps' bytes, %.0f (got %.0f)",
           run, 4 * SWAP_BYTES, copies_bytes(&t));
        ok(samples(&t, LABEL_EDGES_WAITING) == run && samples(&t, LABEL_EDGES_COPIES) == run,
           "... a sample a run in both rows (%d, %d)", samples(&t, LABEL_EDGES_WAITING), samples(&t, LABEL_EDGES_COPIES));
    }
    ok(ex->waiting == 0 && ex->moving == 0 && ex->bytes == 0, "after an account the exchange holds nothing");
    struct timer idle;
    timer_init(&idle);
    exchange_account(ex, &idle);
    ok(copies_bytes(&idle) == 0, "an account with no swap since the last: no bytes (got %.0f)", copies_bytes(&idle));
    int calls[2] = {0, 0};
    const struct sweep_parts parts = {inner, edges, calls};
    exchange_sweep(ex, &at, 1, &parts);
    exchange_account(ex, &idle);
    ok(calls[0] == 1 && calls[1] == 1 && copies_bytes(&idle) == SWAP_BYTES / DEPTH,
       "a sweep around a swap of one row: inner and edges once, one row's bytes each way (got %.0f)",
       copies_bytes(&idle));
    exchange_close(ex);
    return done_testing();
}

/* timer.c - labelled wall-clock timers with medians over repeats (see timer.h). */
#include "timer.h"
#include "check.h"
#include "nvtx.h"
#include "parallel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

_Static_assert(REPEAT_MAX < TIMER_SAMPLES, "a timer row keeps every run of -repeat, and one more");

double wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double wall_resolution(void)
{
    struct timespec ts;
    if (clock_getres(CLOCK_MONOTONIC, &ts) != 0)
        return 1e-9;
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void timer_init(struct timer *t)
{
    memset(t, 0, sizeof *t);
    t->open = -1;
}

static int row_of(struct timer *t, const char *label)
{
    for (int r = 0; r < t->nrows; ++r)
        if (strcmp(t->rows[r].label, label) == 0)
            return r;
    if (t->nrows == TIMER_ROWS)
        die(EXIT_RUNTIME, "internal error: more than %d timer rows (adding \"%s\")", TIMER_ROWS, label);
    struct timer_row *row = &t->rows[t->nrows];
    strncpy(row->label, label, TIMER_LABEL - 1);
    return t->nrows++;
}

void timer_add(struct timer *t, const char *label, double seconds, double bytes)
{
    if (t->discard)
        return;
    struct timer_row *row = &t->rows[row_of(t, label)];
    if (row->nsamples < TIMER_SAMPLES)
        row->samples[row->nsamples++] = seconds;
    row->bytes = bytes;
}

void timer_set_cells(struct timer *t, const char *label, double cells)
{
    for (int r = 0; r < t->nrows; ++r)
        if (strcmp(t->rows[r].label, label) == 0)
            t->rows[r].cells = cells;
}

void timer_start(struct timer *t, const char *label)
{
    if (t->open >= 0)
        die(EXIT_RUNTIME, "internal error: timer \"%s\" started while \"%s\" runs",
            label, t->rows[t->open].label);
    t->open = row_of(t, label);
    nvtx_push(label);
    t->started = wall_seconds();
}

void timer_stop_bytes(struct timer *t, double bytes)
{
    double elapsed = wall_seconds() - t->started;
    if (t->open < 0)
        die(EXIT_RUNTIME, "internal error: timer stopped but none was started");
    const char *label = t->rows[t->open].label;
    nvtx_pop();
    t->open = -1;
    timer_add(t, label, elapsed, bytes);
}

void timer_stop(struct timer *t)
{
    timer_stop_bytes(t, 0);
}

struct timer_runs timer_runs(struct timer *t, int repeat, bool warm_up)
{
    return (struct timer_runs){.t = t, .index = warm_up ? -2 : -1, .repeat = repeat, .warm_up = warm_up};
}

bool timer_runs_next(struct timer_runs *runs)
{
    ++runs->index;
    const bool more = runs->index < runs->repeat;
    runs->t->discard = more && runs->index < 0;
    return more;
}

void timer_mark_overlapped(struct timer *t, int first, int last)
{
    for (int r = first; r < last && r < t->nrows; ++r) {
        char *label = t->rows[r].label;
        const size_t used = strlen(label);
        snprintf(label + used, TIMER_LABEL - used, " (overlapped)");
    }
}

void timer_move_last(struct timer *t, const char *label)
{
    for (int r = 0; r < t->nrows; ++r)
        if (strcmp(t->rows[r].label, label) == 0) {
            const struct timer_row row = t->rows[r];
            memmove(&t->rows[r], &t->rows[r + 1], (size_t)(t->nrows - 1 - r) * sizeof row);
            t->rows[t->nrows - 1] = row;
            return;
        }
}

const struct timer_row *timer_find(const struct timer *t, const char *label)
{
    for (int r = 0; r < t->nrows; ++r)
        if (strcmp(t->rows[r].label, label) == 0)
            return &t->rows[r];
    return NULL;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double timer_row_median(const struct timer_row *row)
{
    if (row->nsamples == 0)
        return 0;
    double sorted[TIMER_SAMPLES];
    memcpy(sorted, row->samples, (size_t)row->nsamples * sizeof *sorted);
    qsort(sorted, (size_t)row->nsamples, sizeof *sorted, compare_doubles);
    int m = row->nsamples / 2;
    return row->nsamples % 2 ? sorted[m] : 0.5 * (sorted[m - 1] + sorted[m]);
}

double timer_median(const struct timer *t, const char *label)
{
    const struct timer_row *row = timer_find(t, label);
    return row ? timer_row_median(row) : 0;
}

void timer_merge_ranks(struct timer *t, int ranks)
{
    if (ranks <= 1)
        return;
    /* The root's labels, in its order, to every rank. */
    char labels[TIMER_ROWS][TIMER_LABEL];
    int rows = t->nrows;
    par_broadcast(&rows, sizeof rows);
    for (int r = 0; r < rows; ++r)
        strncpy(labels[r], par_root() ? t->rows[r].label : "", TIMER_LABEL);
    par_broadcast(labels, (size_t)rows * TIMER_LABEL);

    /* bytes and cells [0, rows) and [rows, 2 rows): every rank's, summed, so that both rates are the
       whole grid's over the slowest rank's time (cells were rank 0's alone: a quarter at P = 4) */
    double mine[TIMER_ROWS], moved[2 * TIMER_ROWS], top[TIMER_ROWS], low[TIMER_ROWS], total[2 * TIMER_ROWS];
    for (int r = 0; r < rows; ++r) {
        const struct timer_row *row = timer_find(t, labels[r]);
        mine[r] = row ? timer_row_median(row) : 0;
        moved[r] = row ? row->bytes : 0;
        moved[rows + r] = row ? row->cells : 0;
    }
    par_reduce_f64(mine, top, rows, PAR_MAX);
    par_reduce_f64(mine, low, rows, PAR_MIN);
    par_reduce_f64(moved, total, 2 * rows, PAR_SUM);
    if (!par_root())
        return;
    for (int r = 0; r < rows; ++r) {
        struct timer_row *row = &t->rows[r];
        row->samples[0] = top[r];
        row->nsamples = 1;
        row->bytes = total[r];
        row->cells = total[rows + r];
        row->rank_min = low[r];
        row->has_rank_min = true;
    }
}

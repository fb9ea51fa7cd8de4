/*
 * timer.h - the tutorial's Timer class, in C: start/stop by label on the
 * monotonic wall clock, plus timer_add for times measured elsewhere (CUDA
 * events). A label timed again gains a sample; rows report the median of
 * their samples, so -repeat R gives medians over R runs.
 */
#ifndef SMOOTH_TIMER_H
#define SMOOTH_TIMER_H

#include <stdbool.h>

#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TIMER_ROWS 48
#define TIMER_LABEL 40
#define TIMER_SAMPLES 128 /* samples a row keeps; more are dropped */

struct timer_row {
    char label[TIMER_LABEL];
    double samples[TIMER_SAMPLES];
    int nsamples;
    double bytes;   /* bytes moved per sample, for GB/s; 0 = not a transfer */
    double cells;   /* cell updates per sample (n^2 x sweeps), for GCells/s; 0 = not shown */
    double rank_min;   /* MPI: the smallest rank's time (the sample is the largest) */
    bool has_rank_min;
};

struct timer {
    struct timer_row rows[TIMER_ROWS];
    int nrows;
    int open;       /* row being timed by timer_start, -1 = none */
    double started; /* wall clock at timer_start */
    bool discard;   /* warm-up: measure, but keep nothing (set by timer_runs_next) */
};

void timer_init(struct timer *t);
void timer_start(struct timer *t, const char *label);
void timer_stop(struct timer *t);
/* timer_stop, recording that the step moved `bytes` bytes. */
void timer_stop_bytes(struct timer *t, double bytes);
/* Record a time measured elsewhere (CUDA events) under `label`. */
void timer_add(struct timer *t, const char *label, double seconds, double bytes);
/* The row `label`, if it exists, updated `cells` cells per sample: the
 * report shows its rate in G cell-updates per second beside its GB/s. */
void timer_set_cells(struct timer *t, const char *label, double cells);

/*
 * The runs of a measured step: with `warm_up`, one first run whose samples
 * the timer drops, then `repeat` runs whose samples it keeps.
 *
 *     for (struct timer_runs run = timer_runs(t, repeat, true); timer_runs_next(&run);)
 *         step(t);        // run.index: -1 for the warm-up, then 0 .. repeat-1
 */
struct timer_runs {
    struct timer *t;
    int index, repeat;
    bool warm_up;
};
struct timer_runs timer_runs(struct timer *t, int repeat, bool warm_up);
/* Move to the next run: false after the last (the timer keeps samples again). */
bool timer_runs_next(struct timer_runs *runs);

/* The first run (the warm-up, if there is one). */
static inline bool timer_runs_first(const struct timer_runs *runs)
{
    return runs->index == (runs->warm_up ? -1 : 0);
}

/* Rows [first, last) ran while other work went on (the GPU opening):
 * their labels gain " (overlapped)". */
void timer_mark_overlapped(struct timer *t, int first, int last);

/* The row `label` (if there is one) moved to the end of the table, the others keeping their order. */
void timer_move_last(struct timer *t, const char *label);
const struct timer_row *timer_find(const struct timer *t, const char *label);
double timer_row_median(const struct timer_row *row);
/* Median seconds of `label`, or 0 if it was never timed. */
double timer_median(const struct timer *t, const char *label);

/* The monotonic wall clock (CLOCK_MONOTONIC), in seconds, and its resolution. */
double wall_seconds(void);
double wall_resolution(void);

/* Under MPI (ranks > 1): each root row becomes the maximum over ranks (its
 * minimum kept in rank_min), with the bytes and cells of all ranks; rows
 * only other ranks have are dropped. Every rank calls it. */
void timer_merge_ranks(struct timer *t, int ranks);

#ifdef __cplusplus
}
#endif

#endif

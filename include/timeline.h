/*
 * timeline.h - every copy and kernel of one smoothing step, for -timeline:
 * lane (a stream number, "cpu", "host" for a ring's staging copies, or
 * "edges" for the swaps of edge rows with MPI neighbours),
 * operation, slab, start and end in ms from a common origin, and the ring
 * buffer the slab used (empty without a ring). Written as CSV with the header
 *   lane,op,slab,start_ms,end_ms,buffer
 * and drawn by scripts/plot-timeline.
 */
#ifndef SMOOTH_TIMELINE_H
#define SMOOTH_TIMELINE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct timeline_event {
    char lane[12];
    char op[12];
    int slab;
    int buffer; /* ring buffer; -1: none */
    double start_ms, end_ms;
};

struct timeline {
    struct timeline_event *events;
    size_t count, capacity;
};

/* Start over (each repetition records afresh; the last one is written). */
void timeline_clear(struct timeline *tl);
void timeline_add(struct timeline *tl, const char *lane, const char *op, int slab, int buffer,
                  double start_ms, double end_ms);
/* Every rank calls it: the root writes every rank's rows (under MPI with a
 * last column, rank; each rank's times from its own origin, the ranks
 * having met just before the run: MPI: Start). */
struct decomposition;
void timeline_write(const struct timeline *tl, const char *path, const struct decomposition *part);
void timeline_free(struct timeline *tl);

#ifdef __cplusplus
}
#endif

#endif

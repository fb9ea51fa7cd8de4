/*
 * team.h - what the host-thread labs (host-lab, open-lab) share: a parallel
 * region's fork, slowest share and join from each thread's start and end,
 * and doubles in order. Included by one lab each; everything here is static.
 */
#ifndef SMOOTH_LAB_TEAM_H
#define SMOOTH_LAB_TEAM_H

/* Microseconds: the fork (the last thread's start after the region was
 * entered), the slowest thread's share, and the join (the region's end
 * after the last thread's); begin/end: each thread's wall seconds. */
static void region_times(const double *begin, const double *end, int team, double entered, double left, double *fork,
                         double *share, double *join)
{
    double last_begin = 0, last_end = 0, longest = 0;
    for (int t = 0; t < team; ++t) {
        last_begin = begin[t] > last_begin ? begin[t] : last_begin;
        last_end = end[t] > last_end ? end[t] : last_end;
        longest = end[t] - begin[t] > longest ? end[t] - begin[t] : longest;
    }
    *fork = 1e6 * (last_begin - entered);
    *share = 1e6 * longest;
    *join = 1e6 * (left - last_end);
}

static int compare_doubles(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#endif

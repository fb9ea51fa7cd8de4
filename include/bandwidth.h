/*
 * bandwidth.h - -bandwidth: the yardsticks the benchmark measures speed
 * against, for the bytes of one (n+2)^2 float array: a parallel host copy
 * and, with a GPU, host<->device (pinned and pageable, each way and both
 * at once) and device-to-device copies. Medians after a warm-up.
 */
#ifndef SMOOTH_BANDWIDTH_H
#define SMOOTH_BANDWIDTH_H

#include "plan.h"
#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Measure and print, on the plan's threads (plan_team's TEAM_ALL); returns the exit code. */
int run_bandwidth(const struct options *opt, const struct plan *plan);

/* The GPU's streams for it (a copy each way at once): its context's queues. */
#define BANDWIDTH_STREAMS 2

#ifdef __cplusplus
}
#endif

#endif

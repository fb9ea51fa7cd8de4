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
#include "timer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Measure and print, on the plan's threads (plan_team's TEAM_ALL); returns the exit code. */
int run_bandwidth(const struct options *opt, const struct plan *plan);

/* gpu_bandwidth's streams: a copy each way at once. */
#define BANDWIDTH_STREAMS 2

/* The GPU's half (gpu_bandwidth.cu; stub.c's in a build without CUDA):
 * copy rates for `bytes`, pinned and pageable; fills the timer. */
void gpu_bandwidth(size_t bytes, int repeat, struct timer *t);

#ifdef __cplusplus
}
#endif

#endif

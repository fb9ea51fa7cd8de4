/* gpu_bandwidth.h - -bandwidth's GPU half (gpu_bandwidth.cu; stub.c's in a build without CUDA). */
#ifndef SMOOTH_GPU_BANDWIDTH_H
#define SMOOTH_GPU_BANDWIDTH_H

#include <stddef.h>

#include "timer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Copy rates for `bytes`, pinned and pageable, each way and both at once on
 * BANDWIDTH_STREAMS streams, and device to device; fills the timer. */
void gpu_bandwidth(size_t bytes, int repeat, struct timer *t);

#ifdef __cplusplus
}
#endif

#endif

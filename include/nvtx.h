/*
 * nvtx.h - NVTX ranges, so that Nsight Systems (nsys profile ./smooth ...)
 * names the run's phases on its timeline: every timer row (timer.c), the
 * backend's run (main.c) and the whole grid's copy-in, sweeps and copy-out
 * (gpu/whole.cu). NVTX 3 is header-only and ships with the CUDA toolkit;
 * without CUDA (or outside a profiler, where a push costs a few ns) they do
 * nothing.
 */
#ifndef SMOOTH_NVTX_H
#define SMOOTH_NVTX_H

#ifdef SMOOTH_NVTX
#include <nvtx3/nvToolsExt.h>
static inline void nvtx_push(const char *name) { nvtxRangePushA(name); }
static inline void nvtx_pop(void) { nvtxRangePop(); }
#else
static inline void nvtx_push(const char *name) { (void)name; }
static inline void nvtx_pop(void) {}
#endif

#endif

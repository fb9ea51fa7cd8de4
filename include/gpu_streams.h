/*
 * gpu_streams.h - -streams S (scheme 1 or 2) and -hybrid: the grid's rows
 * split into slabs pipelined on CUDA streams, with the CPU smoothing a
 * share of the rows at the same time under -hybrid (gpu_streams.cu).
 */
#ifndef SMOOTH_GPU_STREAMS_H
#define SMOOTH_GPU_STREAMS_H

#include "backend.h"
#include "kernels.h"

void gpu_run_streams(struct job *job, const struct gpu_kernel *kernel, struct timer *t);

#endif

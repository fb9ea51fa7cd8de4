/*
 * gpu_streams.h - -streams S (scheme 1 or 2) and -hybrid: the grid's rows
 * split into slabs pipelined on CUDA streams, with the CPU smoothing a
 * share of the rows at the same time under -hybrid (gpu_streams.cu). The
 * backend lifecycle of backend.h, for backend_gpu.cu to hand on to.
 */
#ifndef SMOOTH_GPU_STREAMS_H
#define SMOOTH_GPU_STREAMS_H

#include "backend.h"

/* automatic: the caller streams a grid that does not fit without -streams
 * (job->streams and job->scheme are set): the header says so. */
void gpu_streams_setup(struct job *job, struct timer *t, bool automatic);
void gpu_streams_run(struct job *job, struct timer *t);
void gpu_streams_teardown(struct job *job);

#endif

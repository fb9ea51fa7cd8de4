/*
 * temporal.cuh - temporal blocking on the GPU (temporal.cu): D sweeps of a
 * grid in one launch, bit-identical to D single sweeps, for D = 1..
 * TEMPORAL_DEPTH_MAX. Each block streams down a strip of columns and a
 * band of rows, the D time levels pipelined behind one another (level t
 * two rows behind level t-1); a thread keeps its two columns' last three
 * rows of each level in registers and takes its neighbours' from a
 * four-row ring per level in shared memory. Each value leaves the chip
 * once per D sweeps instead of once per sweep, at the cost of a halo that
 * grows by a row and a column each side per level (recomputed by both
 * neighbours). Every cell is the tutorial's expression of the same inputs
 * in the same order, rounded the same way (no FMA): the same bits.
 *
 *   ./smooth -n 16384 -kernel opt -iterations 64             (depth chosen: temporal_depth_auto)
 *   ./smooth -n 16384 -kernel opt -iterations 64 -depth 12   (for experiments)
 */
#ifndef SMOOTH_TEMPORAL_CUH
#define SMOOTH_TEMPORAL_CUH

#include <cuda_runtime.h>
#include <stdint.h>

#include "smooth.h"

/* D sweeps of the grid at d_x (rows x cols inner elements, rows `stride`
 * floats apart) into d_y, on `stream`. Reads x's ghost layer; writes only
 * the inner elements of y (whose ghost layer must already be x's, as for
 * every later sweep). 1 <= depth <= TEMPORAL_DEPTH_MAX. */
void temporal_launch(float *d_y, const float *d_x, int64_t rows, int64_t cols, int64_t stride, struct stencil k,
                     int depth, cudaStream_t stream);

/* The depth K sweeps run at by default: the deepest that paid on the H100
 * (docs/performance.md), or K if fewer. */
int temporal_depth_auto(int sweeps);

/* The cells computed per cell of the result (>= 1: the halo levels
 * recomputed), for a grid of rows x cols at this depth. */
double temporal_redundancy(int64_t rows, int64_t cols, int depth);

/* Record that a grid of rows x cols ran `depth` sweeps a launch (job_temporal). */
struct job_result;
void temporal_detail(struct job_result *result, int64_t rows, int64_t cols, int depth);

/* Load every depth's code and allow its shared memory; the first error or
 * cudaSuccess. */
cudaError_t temporal_load(void);

#endif

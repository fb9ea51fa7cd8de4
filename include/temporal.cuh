/*
 * temporal.cuh - temporal blocking on the GPU (temporal.cu): D sweeps of a
 * grid in one launch, bit-identical to D single sweeps, for D = 1..
 * TEMPORAL_DEPTH_MAX.
 *
 *   ./smooth -n 16384 -kernel opt -iterations 64             (depth chosen by the plan: 6)
 *   ./smooth -n 16384 -kernel opt -iterations 64 -depth 12   (for experiments)
 *
 * Notes: docs/architecture.md, "Notes behind the headers".
 */
#ifndef SMOOTH_TEMPORAL_CUH
#define SMOOTH_TEMPORAL_CUH

#include <cuda_runtime.h>
#include <stdint.h>

#include "backend.h"
#include "smooth.h"

/* D sweeps of the grid at d_x (rows x cols inner elements, rows `stride`
 * floats apart, a multiple of 4; both arrays 16-byte aligned) into d_y, on
 * `stream`. Reads x's ghost layer; writes only the inner elements of y
 * (whose ghost layer must already be x's, as for every later sweep).
 * 1 <= depth <= TEMPORAL_DEPTH_MAX; band_rows: the output rows a warp
 * makes, 0 for the default (lab/temporal-lab.cu tries others). */
void temporal_launch(float *d_y, const float *d_x, int64_t rows, int64_t cols, int64_t stride, struct stencil coef,
                     int depth, int band_rows, cudaStream_t stream);

/* The same D sweeps of the grid (rows x cols, its ghost layer rows 0 and
 * rows + 1), but only output rows first .. first + count - 1 made and
 * written: their bands read D rows beyond them each side and no more. So
 * rows that need only what a launch already has can run while rows near
 * an edge wait for their halo (MPI's overlap; gpu/sweeps.cu). */
void temporal_launch_rows(float *d_y, const float *d_x, int64_t rows, int64_t cols, int64_t stride,
                          struct stencil coef, int depth, int64_t first, int64_t count, cudaStream_t stream);

/* The cells computed per cell of the result (>= 1: the halo levels
 * recomputed), for a grid of rows x cols at this depth (1 at depth 1,
 * which runs the kernel's own launch, not temporal_launch). */
double temporal_redundancy(int64_t rows, int64_t cols, int depth);

/* Record that a part of rows x cols ran `depth` sweeps a launch on a grid
 * of `grid` rows: its own and, under MPI (`halos`), D - 1 of the
 * neighbours' each side, which each launch makes too and the swaps between
 * launches bring. */
static inline void temporal_detail(struct job_result *result, int64_t grid, int64_t rows, int64_t cols, int depth,
                                   bool halos)
{
    job_temporal(result, depth, temporal_redundancy(grid, cols, depth) * (double)grid / (double)rows,
                 halos ? "launch, halos that deep swapped between launches" : "launch");
}

/* Load every depth's code (so no timed launch pays for it); the first
 * error or cudaSuccess. */
cudaError_t temporal_load(void);

#endif

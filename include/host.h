/*
 * host.h - the host's sweeps (src/host/): the tutorial's expression over
 * spans, rows and sweeps in place, K sweeps with the edge rows swapped
 * under MPI, and temporal blocking. The cpu backend runs them; the hybrid's
 * CPU side, -bandwidth's host ceiling and -verify's reference call them too.
 * Every thread count and depth gives the serial loop's bits.
 */
#ifndef SMOOTH_HOST_H
#define SMOOTH_HOST_H

#include <stdbool.h>
#include <stdint.h>

#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

struct exchange;

/*
 * The reference loop: rows [row_begin, row_end) of y from x, in the
 * tutorial's order, no fused multiply-add. threads == 1 runs it serially;
 * otherwise rows are shared among OpenMP threads (0 = all). Every thread
 * count gives the same bits: each element is one independent expression.
 */
void cpu_stencil_rows(float *y, const float *x, int64_t cols, int64_t row_begin, int64_t row_end,
                      struct stencil coef, int threads);

/* out[0..count) of a row of y from the same columns of the rows up, mid and
 * down of the field before (read one element further either side): the
 * expression every cpu loop uses (host/stencil.c, as the two below). */
void cpu_stencil_span(float *out, const float *up, const float *mid, const float *down, int64_t count,
                      struct stencil coef);
/* Four consecutive rows, out0..out3, from the six rows in0..in5 around them:
 * cpu_stencil_span's bits, fewer loads and additions (temporal blocking's loop). */
void cpu_stencil_span4(float *out0, float *out1, float *out2, float *out3, const float *in0, const float *in1,
                       const float *in2, const float *in3, const float *in4, const float *in5, int64_t count,
                       struct stencil coef);
/* A whole row's inner elements, columns 1..cols (each row with its ghost columns). */
void cpu_stencil_row(float *out, const float *up, const float *mid, const float *down, int64_t cols,
                     struct stencil coef);

/* K sweeps of x: the first into y, each later one of y in place (y's ghost
 * layer becomes x's first); x is left as it was. threads as above. With
 * depth > 1, `depth` sweeps a pass over memory in tiles of `tile` columns
 * (cpu_temporal_sweeps; the plan's tile), the parts swapping `depth` edge
 * rows before each pass; with depth 1 a sweep a pass, y's edge rows
 * swapped with the neighbouring parts' during each later sweep while its
 * inner rows are smoothed (exchange_sweep). `ex`: the part's edge-row
 * exchange (exchange.h; NULL: the whole grid). Every depth gives the same
 * bits. */
void cpu_sweeps(float *y, const float *x, int64_t rows, int64_t cols, struct stencil coef, int sweeps, int depth,
                int64_t tile, int threads, struct exchange *ex);

/* Temporal blocking on the host (host/temporal.c): K sweeps of x into y,
 * `depth` at a pass, in tiles of `tile` columns (CPU_TILE_AUTO: cpu_tile's
 * for this machine's L2), threads as above; y's ghost layer must be x's.
 * Where the rows meet rows held elsewhere (MPI neighbours; in a hybrid
 * run, the GPU's rows above the CPU's), `ex` swaps d rows each way before
 * each pass of d sweeps, at the level the pass starts from (NULL: the
 * whole grid); the part must hold `depth` rows. */
void cpu_temporal_sweeps(float *y, const float *x, int64_t rows, int64_t cols, struct stencil coef, int sweeps,
                         int depth, int64_t tile, int threads, struct exchange *ex);
/* Columns per tile where the L2 is not known: a level's six rows of a tile
 * take 25 KiB, the rings of 16 levels 400 KiB (the best of 128..n wide
 * tiles on the H100 machine's host with three rows a level:
 * docs/performance/blocking-host-ring-hybrid.md, lab/cpu-lab.c). CPU_TILE_AUTO: cpu_tile's. */
#define CPU_TILE 1024
#define CPU_TILE_AUTO 0
/* Columns per tile for `depth` levels and an L2 of `l2_bytes` a core (0: not
 * known): the widest power of two, 128..4096, whose rings take at most a
 * quarter of it; CPU_TILE where it is not known. */
int64_t cpu_tile(int depth, long l2_bytes);
/* A core's L2 on this machine, bytes (0: not known). */
long cpu_l2_bytes(void);
/* Cells computed per cell of the result (>= 1) at this depth, tile and
 * thread count, with halo rows from a part above and below, or not. */
double cpu_temporal_redundancy(int64_t rows, int64_t cols, int depth, int64_t tile, int threads, bool part_above,
                               bool part_below);

/* One more sweep of rows [lo, hi) of the field in grid y, in place; rows
 * lo-1 and hi are read, not written. */
void cpu_sweep_in_place(float *y, int64_t lo, int64_t hi, int64_t cols, struct stencil coef, int threads);

#ifdef __cplusplus
}
#endif

#endif

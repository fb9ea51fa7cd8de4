/*
 * host_tile.h - the geometry of the host's temporal blocking (host/temporal.c): a tile's rings
 * and the tile width for a core's L2. Here, as inline arithmetic, because the plan chooses the
 * tile (plan.tile, printed by -dry-run) and the host runs it: one rule, read by both, and the plan
 * calls nothing of the host's (issue 68: folders in layers).
 */
#ifndef SMOOTH_HOST_TILE_H
#define SMOOTH_HOST_TILE_H

#include <stdint.h>

/* Columns per tile where the L2 is not known: a level's six rows of a tile
 * take 25 KiB, the rings of 16 levels 400 KiB (the best of 128..n wide
 * tiles on the H100 machine's host with three rows a level:
 * docs/performance/blocking-host-ring-hybrid.md, lab/cpu-lab.c). CPU_TILE_AUTO: cpu_tile's. */
#define CPU_TILE 1024
#define CPU_TILE_AUTO 0

/* Ring rows: TILE_ALIGN floats before the tile's first column less D, the tile
 * and D columns each side, and one more read past them, padded so that the
 * rows of the rings do not share a cache set (rows 4 KiB apart would).
 * Rows start on 64 bytes, and every level's span starts on the same
 * aligned column: the loads of the row above, at and below a cell and the
 * store line up with cache lines (split loads cost twice; cpu-lab span). */
enum { TILE_ALIGN = 16 }; /* floats in 64 bytes */
static inline int64_t ring_width(int64_t tile, int depth)
{
    return (TILE_ALIGN + tile + 2 * depth + 1 + 15) / 16 * 16 + 16;
}

/* A tile steps down TILE_STEP rows at a time: each level makes TILE_STEP rows
 * from the TILE_STEP + 2 of the level before (cpu_stencil_span4: what the rows share
 * is loaded and added once), so a level's ring holds TILE_STEP + 2 rows. */
enum { TILE_STEP = 4, TILE_RING_ROWS = TILE_STEP + 2 };

/* Columns per tile for `depth` levels with an L2 of `l2_bytes` a core: the
 * widest power of two from 128 to 4096 whose rings take at most a quarter
 * of it, the rest left to the rows streaming through and the strip (on
 * the H100 machine's host, 2 MiB: 1024 at D = 16, the measured best;
 * docs/performance/blocking-host-ring-hybrid.md); CPU_TILE where the L2 is not known. */
static inline int64_t cpu_tile(int depth, long l2_bytes)
{
    if (l2_bytes <= 0 || depth < 1)
        return CPU_TILE;
    int64_t tile = 4096;
    while (tile > 128 && (uint64_t)depth * TILE_RING_ROWS * (uint64_t)ring_width(tile, depth) * sizeof(float) >
                             (uint64_t)l2_bytes / 4)
        tile /= 2;
    return tile;
}

#endif

/*
 * slabs.h - how a GPU pipeline cuts rows into slabs, and the shape of the
 * ring of device buffers a grid too large for the GPU passes through:
 * plain arithmetic on sizes, no CUDA (tests/unit/slabs.c; ring.t asks
 * build/tests/ring-plan for the shape it expects).
 * Notes: docs/architecture.md, "Notes behind the headers".
 */
#ifndef SMOOTH_SLABS_H
#define SMOOTH_SLABS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Ring slabs hold at most this many bytes of x rows, and (rows allowing)
 * there are at least this many slabs: small slabs keep the first copy-in
 * and the last copy-out, which nothing overlaps, short. */
#define RING_SLAB_BYTES ((size_t)64 << 20)
enum { RING_MIN_SLABS = 32 };

/* With P sweeps a pass, a slab may grow to this many times P rows (more
 * than 64 MiB), so its 2P halo rows add at most 2/RING_HALO_SHARE to the
 * copies in. */
enum { RING_HALO_SHARE = 8 };

/* Streams (scheme 1) for a grid that is streamed because it does not fit. */
#define RING_STREAMS 2

struct slab {
    int64_t lo, hi;           /* inner rows [lo, hi) */
    int64_t copy_lo, copy_hi; /* x rows this slab copies in: [copy_lo, copy_hi) */
};

/* Cut `rows` inner rows into `slabs` slabs (slabs <= rows); halo > 0 (a
 * ring): each slab copies `halo` rows each side of its own (fewer at the
 * grid's edges: rows 0..rows+1 are all there is), else (0) neighbours
 * share their rows. */
void slabs_plan(struct slab *slab, int64_t rows, int slabs, int halo);

struct ring_plan {
    int buffers;   /* device buffers */
    int64_t rows;  /* rows per slab, at most */
    int slabs;
    int pass;      /* sweeps a pass, and so halo rows each side of a slab */
};

/* The ring for `rows` x `cols` inner elements on `streams` streams in
 * `budget` bytes of device memory, `sweeps` (>= 1) sweeps a pass wanted: a
 * buffer per stream, each an x slab with its halo rows and a y slab as
 * tall (the rule: docs/architecture.md). False when not even one buffer of
 * a one-row slab fits (gpu_slab_min_bytes). */
bool ring_plan(int64_t rows, int64_t cols, int streams, size_t budget, int sweeps, struct ring_plan *plan);

#ifdef __cplusplus
}
#endif

#endif

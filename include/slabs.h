/*
 * slabs.h - how a GPU pipeline cuts rows into slabs, and the shape of the
 * ring of device buffers a grid too large for the GPU passes through.
 * Plain arithmetic on sizes, no CUDA: tests/unit/slabs.c checks it on the
 * CPU (and ring.t asks build/tests/ring-plan for the shape it expects).
 *
 * The n inner rows (rows 1..n) are split into slabs whose sizes differ by
 * at most one row. Without a ring the slabs are views of x and y whole on
 * the device, and neighbours share ghost rows: each x row is copied in once
 * (slab s copies rows lo_s+1 .. hi_s, slab 0 from row 0). A ring slab
 * copies its own two halo rows, so slabs do not depend on each other.
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

/* Streams (scheme 1) for a grid that is streamed because it does not fit. */
#define RING_STREAMS 2

struct slab {
    int64_t lo, hi;           /* inner rows [lo, hi) */
    int64_t copy_lo, copy_hi; /* x rows this slab copies in: [copy_lo, copy_hi) */
};

/* Cut `rows` inner rows into `slabs` slabs (slabs <= rows); `ring`: each
 * slab copies its own halo rows, else neighbours share them. */
void slabs_plan(struct slab *slab, int64_t rows, int slabs, bool ring);

struct ring_plan {
    int depth;     /* device buffers */
    int64_t rows;  /* rows per slab, at most */
    int slabs;
};

/*
 * The ring for `rows` x `cols` inner elements on `streams` streams in
 * `budget` bytes of device memory: a buffer per stream (a stream runs its
 * slabs one after another, so more would sit idle), each an x slab with its
 * two halo rows and a y slab, rows padded as on the device (gpu_pitch);
 * slabs of rows/max(streams, 32) rows, at most 64 MiB, or as many rows as
 * fit; if even one-row slabs leave fewer buffers than streams, as many
 * one-row buffers as fit; no more buffers than slabs. False when not even
 * one buffer of a one-row slab fits (gpu_slab_min_bytes).
 */
bool ring_plan(int64_t rows, int64_t cols, int streams, size_t budget, struct ring_plan *plan);

#ifdef __cplusplus
}
#endif

#endif

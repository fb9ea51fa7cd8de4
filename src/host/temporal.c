/*
 * host/temporal.c - temporal blocking on the host: D sweeps of the field per
 * pass over memory, bit-identical to D sweeps one at a time.
 *
 *   ./smooth -n 16384 -kernel cpu -iterations 64            # D chosen by the plan: min(K, 16)
 *   ./smooth -n 16384 -kernel cpu -iterations 64 -depth 1   # a pass per sweep
 *
 * Each thread smooths its share of the rows (its band) in tiles of columns.
 * In a tile it streams down the rows four at a time, keeping, for each
 * level l = 0..D-1 (level 0: the field before the pass), the last six rows
 * it made in a small ring that stays in cache: at step i it takes rows
 * i..i+3 of the field, then makes level 1's rows i-1..i+2 from level 0's
 * rows i-2..i+3, level 2's rows i-2..i+1 from level 1's, ..., and level
 * D's rows i-D..i-D+3, which go to memory. Four rows at once share their
 * loads and each row's w + e (cpu_stencil_span4): 1.16-1.43x one row at a
 * time on the 2-core development machine (n = 16384, K = 64).
 * Level l reaches D-l rows and columns past the band and the tile (its
 * neighbours make those cells too: the redundant work), so a tile needs
 * nothing made by another tile or thread in the same pass. Below the last
 * level a row's span starts at the tile's first column less D, on a
 * 64-byte boundary of the ring, whatever the level (the few columns left
 * of its reach are made and never read): aligned loads and stores, 1.08x
 * on the 2-core development machine (cpu-lab). Every cell is the
 * tutorial's expression of the same inputs: the same bits.
 *
 * In place (every pass but a first one from x), a band's neighbouring rows
 * are copied before any thread writes (a barrier), and each tile keeps the
 * D columns left of its right edge, before it overwrites them, for the next
 * tile (the strip).
 *
 * Under MPI a part's neighbouring parts send their D edge rows before each
 * pass (halos D rows deep, a swap every D sweeps instead of every sweep),
 * and in a hybrid run the GPU its last D rows above the CPU's (the part's
 * edge-row exchange, exchange.h): rows 1-D..0 and rows+1..rows+D are then field rows like the
 * others, made at every level but the last, and only the grid's own top
 * and bottom rows stay fixed.
 */
#include "backend.h"
#include "check.h"
#include "exchange.h"
#include "host.h"
#include "omp_compat.h"
#include "progress.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static inline int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }
static inline int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* One pass: `depth` sweeps of the field in src (rows 1..rows; its ghost
 * columns, and its ghost rows where the part holds the grid's edge, held
 * fixed) into y; src == y: in place. */
struct pass {
    float *y;
    const float *src;
    int64_t rows, cols, stride;
    struct stencil stencil;
    int depth;
    bool in_place;
    bool top, bottom;         /* rows 0 / rows+1 are the grid's fixed edge (else a neighbour's rows) */
    const float *above, *below; /* without that edge: the neighbours' D rows, 1-D..0 / rows+1..rows+D */
};

/* The rows a level may hold: the part's, and D beyond it where a neighbour sent them. */
static inline int64_t first_row(const struct pass *p) { return p->top ? 1 : 1 - p->depth; }
static inline int64_t last_row(const struct pass *p) { return p->bottom ? p->rows : p->rows + p->depth; }
static inline bool fixed_row(const struct pass *p, int64_t r)
{
    return (r == 0 && p->top) || (r == p->rows + 1 && p->bottom);
}

/* Row r of the field before the pass, where it is not the part's (a
 * neighbour's halo) or where it stays fixed; NULL for the part's own rows. */
static inline const float *outside_row(const struct pass *p, int64_t r)
{
    if (fixed_row(p, r))
        return p->src + r * p->stride;
    if (r < 1)
        return p->above + (r - (1 - p->depth)) * p->stride;
    if (r > p->rows)
        return p->below + (r - p->rows - 1) * p->stride;
    return NULL;
}

/* Row r of the field before the pass, wherever it is: outside the part
 * (outside_row) or the part's own in src. */
static inline const float *field_row(const struct pass *p, int64_t r)
{
    const float *outside = outside_row(p, r);
    return outside ? outside : p->src + r * p->stride;
}

/* One thread's: its band [lo, hi), rings, the rows beside its band, the strip. */
struct band {
    int64_t lo, hi;
    float *ring;    /* levels 0..D-1, RING_ROWS rows each, of a tile's columns and D more each side, 64-byte aligned */
    int64_t width;  /* floats from one ring row to the next */
    int64_t origin; /* the column at a ring row's start: the tile's first less D, less ALIGN */
    float *beside;  /* in place: level 0's rows lo-D..lo-1, then hi..hi+D-1 */
    float *strip;   /* in place: the D columns left of a tile's edge, for each row of the band */
};

/* Ring rows: ALIGN floats before the tile's first column less D, the tile
 * and D columns each side, and one more read past them, padded so that the
 * rows of the rings do not share a cache set (rows 4 KiB apart would).
 * Rows start on 64 bytes, and every level's span starts on the same
 * aligned column: the loads of the row above, at and below a cell and the
 * store line up with cache lines (split loads cost twice; cpu-lab span). */
enum { ALIGN = 16 }; /* floats in 64 bytes */
static int64_t ring_width(int64_t tile, int depth)
{
    return (ALIGN + tile + 2 * depth + 1 + 15) / 16 * 16 + 16;
}

/* A tile steps down STEP rows at a time: each level makes STEP rows from
 * the STEP + 2 of the level before (cpu_stencil_span4: what the rows share
 * is loaded and added once), so a level's ring holds STEP + 2 rows. */
enum { STEP = 4, RING_ROWS = STEP + 2 };

/* Columns per tile for `depth` levels with an L2 of `l2_bytes` a core: the
 * widest power of two from 128 to 4096 whose rings take at most a quarter
 * of it, the rest left to the rows streaming through and the strip (on
 * the H100 machine's host, 2 MiB: 1024 at D = 16, the measured best;
 * docs/performance/blocking-host-ring-hybrid.md); CPU_TILE where the L2 is not known. */
int64_t cpu_tile(int depth, long l2_bytes)
{
    if (l2_bytes <= 0 || depth < 1)
        return CPU_TILE;
    int64_t tile = 4096;
    while (tile > 128 && (uint64_t)depth * RING_ROWS * (uint64_t)ring_width(tile, depth) * sizeof(float) >
                             (uint64_t)l2_bytes / 4)
        tile /= 2;
    return tile;
}

long cpu_l2_bytes(void)
{
    static long l2_bytes = -1; /* as the C library reads it (cpuid on x86); 0: not known */
    if (l2_bytes < 0) {
        const long read = sysconf(_SC_LEVEL2_CACHE_SIZE);
        l2_bytes = read > 0 ? read : 0;
    }
    return l2_bytes;
}

/* `tile`, or where it is CPU_TILE_AUTO, cpu_tile's for this machine's L2. */
static int64_t tile_for(int64_t tile, int depth)
{
    return tile == CPU_TILE_AUTO ? cpu_tile(depth, cpu_l2_bytes()) : tile;
}

static inline float *ring_row(const struct band *b, int l, int64_t r)
{
    return b->ring + ((int64_t)l * RING_ROWS + (r % RING_ROWS + RING_ROWS) % RING_ROWS) * b->width; /* r < 0: a halo */
}

/* In place: where the band keeps level 0's row r beside it (lo-D..lo-1, then hi..hi+D-1). */
static inline float *beside_row(const struct pass *p, const struct band *b, int64_t r)
{
    return b->beside + (r < b->lo ? r - (b->lo - p->depth) : p->depth + r - b->hi) * p->stride;
}

/* Column j of row r of level l, as a tile reads it: the fixed rows are the
 * same at every level (read from src), the others are in the level's ring. */
static inline const float *level_at(const struct pass *p, const struct band *b, int l, int64_t r, int64_t j)
{
    if (fixed_row(p, r))
        return p->src + r * p->stride + j;
    return ring_row(b, l, r) + (j - b->origin);
}

/* Level 0's row i, columns [c0 - D, c1 + D) clipped to the grid, into its
 * ring: from the field, or (in place) from the rows kept beside the band
 * and, left of the tile, from the strip, whose columns left of c1 it then
 * keeps for the next tile. */
static void take_row(const struct pass *p, const struct band *b, int64_t i, int64_t c0, int64_t c1)
{
    const int64_t d = p->depth;
    const int64_t from = max64(c0 - d, 0), to = min64(c1 + d, p->cols + 2);
    float *row = ring_row(b, 0, i); /* column c at c - origin */
    const float *field = field_row(p, i);
    if (i >= 1 && i <= p->rows && p->in_place && (i < b->lo || i >= b->hi))
        field = beside_row(p, b, i);
    memcpy(row + (from - b->origin), field + from, (size_t)(to - from) * sizeof *row);
    if (!p->in_place || field != p->src + i * p->stride)
        return;
    float *strip = b->strip + (i - b->lo) * d; /* column edge - D + q at q */
    const int64_t left = max64(c0 - d, 1);
    if (c0 > 1) /* columns [c0 - D, c0) were the previous tile's: it kept them */
        memcpy(row + (left - b->origin), strip + (left - (c0 - d)), (size_t)(c0 - left) * sizeof *row);
    const int64_t keep = max64(c1 - d, 1);
    if (c1 <= p->cols) /* a tile follows */
        memcpy(strip + (keep - (c1 - d)), row + (keep - b->origin), (size_t)(c1 - keep) * sizeof *row);
}

/* Level l's rows [r0, r1) from level l - 1's, columns [from, to); the last
 * level's go to y from column j0 (the others start at `from`, aligned: see
 * smooth_tile). Four rows at a time, then one. */
static void make_rows(const struct pass *p, const struct band *b, int l, int64_t r0, int64_t r1, int64_t from,
                      int64_t j0, int64_t to)
{
    const bool last = l == p->depth;
    const int64_t start = last ? j0 : from, count = to - start;
    float *out[STEP];
    const float *in[STEP + 2];
    for (int64_t r = r0; r < r1;) {
        const int m = r1 - r >= STEP ? STEP : 1;
        for (int k = 0; k < m; ++k)
            out[k] = last ? p->y + (r + k) * p->stride + j0 : ring_row(b, l, r + k) + (from - b->origin);
        for (int k = 0; k < m + 2; ++k)
            in[k] = level_at(p, b, l - 1, r - 1 + k, start);
        if (m == STEP)
            cpu_stencil_span4(out[0], out[1], out[2], out[3], in[0], in[1], in[2], in[3], in[4], in[5], count,
                              p->stencil);
        else
            cpu_stencil_span(out[0], in[0], in[1], in[2], count, p->stencil);
        r += m;
    }
}

/* The band's rows [lo, hi) and columns [c0, c1), `depth` sweeps on. */
static void smooth_tile(const struct pass *p, struct band *b, int64_t c0, int64_t c1)
{
    const int d = p->depth;
    const int64_t cols = p->cols;
    b->origin = c0 - d - ALIGN; /* column c0 - D at a ring row's 64-byte boundary ALIGN floats in */
    const int64_t first = first_row(p), last = last_row(p), end = b->hi + d;
    /* a step takes rows i..i+STEP-1 of the field (level 0); level l then makes its rows i-l..i-l+STEP-1
       from level l-1's i-l-1..i-l+STEP, all made by now */
    for (int64_t i = max64(b->lo - d, first); i < end; i += STEP) {
        for (int64_t k = i; k < min64(i + STEP, min64(end, last + 1)); ++k)
            take_row(p, b, k, c0, c1);
        for (int l = 1; l <= d; ++l) {
            const int64_t reach = d - l; /* level l's reach past band and tile */
            const int64_t r0 = max64(i - l, max64(b->lo - reach, first));
            const int64_t r1 = min64(i - l + STEP, min64(b->hi + reach, last + 1));
            if (r0 >= r1)
                continue;
            const int64_t j0 = max64(c0 - reach, 1), j1 = min64(c1 + reach, cols + 1);
            /* below the last level, from level 0's first column: an aligned start for every level (the
               columns left of its reach are made from cells no level reads, and read by none) */
            make_rows(p, b, l, r0, r1, max64(c0 - d, 1), j0, j1);
            if (l < d && (j0 == 1 || j1 == cols + 1)) /* the ghost columns, where the next level reads them */
                for (int64_t r = r0; r < r1; ++r) {
                    float *ring = ring_row(b, l, r);
                    const float *field = field_row(p, r);
                    if (j0 == 1)
                        ring[0 - b->origin] = field[0];
                    if (j1 == cols + 1)
                        ring[cols + 1 - b->origin] = field[cols + 1];
                }
        }
    }
}

/* In place: keep level 0's rows beside the band (those in 1..rows). */
static void keep_beside(const struct pass *p, const struct band *b)
{
    const int64_t d = p->depth;
    const size_t row_bytes = (size_t)p->stride * sizeof(float);
    for (int64_t r = max64(b->lo - d, 1); r < b->lo; ++r)
        memcpy(beside_row(p, b, r), p->src + r * p->stride, row_bytes);
    for (int64_t r = b->hi; r < min64(b->hi + d, p->rows + 1); ++r)
        memcpy(beside_row(p, b, r), p->src + r * p->stride, row_bytes);
}

void cpu_temporal_sweeps(float *y, const float *x, int64_t rows, int64_t cols, struct stencil coef, int sweeps,
                         int depth, int64_t tile, int threads, struct exchange *ex)
{
    const int64_t stride = cols + 2;
    tile = tile_for(tile, depth);
    const bool top = !ex || !ex->up, bottom = !ex || !ex->down;
    /* the neighbours' edge rows, D deep: above, then below */
    float *halo = top && bottom ? NULL : mallocCheck(2 * (size_t)depth * (size_t)stride * sizeof(float), "the halo rows");
    float *halo_below = halo ? halo + depth * stride : NULL;
    struct progress bar;
    progress_begin(&bar, "Smooth: sweeps");
#pragma omp parallel num_threads(threads > 0 ? threads : omp_get_max_threads())
    {
        size_t first, end;
        thread_share((size_t)rows, &first, &end);
        struct band b = {.lo = 1 + (int64_t)first, .hi = 1 + (int64_t)end, .width = ring_width(tile, depth)};
        const int64_t band_rows = b.hi - b.lo;
        /* 64-byte aligned, and zero: the columns made past a level's reach start from defined values */
        const size_t ring_bytes = (size_t)depth * RING_ROWS * (size_t)b.width * sizeof(float);
        b.ring = aligned_alloc(64, ring_bytes);
        if (!b.ring)
            die(EXIT_RUNTIME, "out of host memory: allocating temporal blocking's rings (%zu bytes) failed", ring_bytes);
        memset(b.ring, 0, ring_bytes);
        b.beside = mallocCheck((size_t)depth * 2 * (size_t)stride * sizeof(float), "temporal blocking's rows");
        b.strip = mallocCheck(((size_t)band_rows + 1) * (size_t)depth * sizeof(float), "temporal blocking's strip");
        for (int done = 0; done < sweeps;) {
            struct pass p = {.y = y, .src = done ? y : x, .rows = rows, .cols = cols, .stride = stride, .stencil = coef,
                             .depth = sweeps - done < depth ? sweeps - done : depth, .in_place = done > 0,
                             .top = top, .bottom = bottom, .above = halo, .below = halo_below};
#pragma omp barrier
            if (halo) { /* once every thread has finished the pass before: D rows each way */
#pragma omp master
                {
                    const struct exchange_at at = {p.src + stride, p.src + (rows - p.depth + 1) * stride, halo,
                                                   halo_below, NULL, NULL};
                    exchange_swap(ex, &at, p.depth);
                }
#pragma omp barrier
            }
            if (p.in_place) {
                keep_beside(&p, &b); /* before any thread writes */
#pragma omp barrier
            }
            if (band_rows > 0)
                for (int64_t c0 = 1; c0 <= cols; c0 += tile) {
                    smooth_tile(&p, &b, c0, min64(c0 + tile, cols + 1));
                    if (omp_get_thread_num() == 0) /* within a pass too: five passes jumped 80 -> 100 */
                        progress_update(&bar, (done + p.depth * (double)min64(c0 + tile - 1, cols) / cols) / sweeps);
                }
            done += p.depth;
#pragma omp master
            progress_update(&bar, (double)done / sweeps);
        }
        free(b.ring);
        free(b.beside);
        free(b.strip);
    }
    progress_end(&bar);
    free(halo);
}

/* Cells of [lo - left, hi + right) within [first, last]. */
static double reached(int64_t lo, int64_t hi, int64_t left, int64_t right, int64_t first, int64_t last)
{
    return (double)max64(min64(hi + right, last + 1) - max64(lo - left, first), 0);
}

double cpu_temporal_redundancy(int64_t rows, int64_t cols, int depth, int64_t tile, int threads, bool part_above,
                               bool part_below)
{
    tile = tile_for(tile, depth);
    const int64_t first = part_above ? 1 - depth : 1, last = part_below ? rows + depth : rows;
    if (rows == 0 || cols == 0)
        return 1;
    double computed = 0;
    for (int l = 1; l <= depth; ++l) {
        double band_rows = 0, tile_cols = 0;
        for (int t = 0; t < threads; ++t) {
            size_t begin, end;
            share_of((size_t)rows, (size_t)threads, (size_t)t, &begin, &end);
            if (end > begin)
                band_rows += reached(1 + (int64_t)begin, 1 + (int64_t)end, depth - l, depth - l, first, last);
        }
        for (int64_t c0 = 1; c0 <= cols; c0 += tile) /* below the last level, from level 0's first column */
            tile_cols += reached(c0, min64(c0 + tile, cols + 1), l < depth ? depth : 0, depth - l, 1, cols);
        computed += band_rows * tile_cols;
    }
    return computed / ((double)depth * (double)rows * (double)cols);
}

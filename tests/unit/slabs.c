/*
 * slabs.c - unit tests of the slab and ring arithmetic (src/plan/slabs.c), on
 * the CPU, so CI checks the rule the GPU pipeline follows: the slabs cover
 * the rows, sizes differ by at most one, views copy each x row once, ring
 * slabs their halos, and the ring's shape keeps every promise slabs.h
 * makes (it fits, no slab above its cap, no buffer idle, nothing left
 * unused that would fit; with P sweeps a pass, halos no deeper than the
 * smallest slab and shrunk only where they had to be).
 */
#include "device.h"
#include "slabs.h"
#include "tap.h"

#include <stdlib.h>

static int64_t max64(int64_t a, int64_t b)
{
    return a > b ? a : b;
}

static int64_t min64(int64_t a, int64_t b)
{
    return a < b ? a : b;
}

/* halo 0: views; else a ring's slabs, halo rows each side */
static bool slabs_ok(int64_t rows, int slabs, int halo)
{
    struct slab *s = malloc((size_t)slabs * sizeof *s);
    slabs_plan(s, rows, slabs, halo);
    bool good = s[0].lo == 1 && s[slabs - 1].hi == rows + 1;
    int64_t next_copy = 0;
    for (int k = 0; k < slabs && good; ++k) {
        const int64_t size = s[k].hi - s[k].lo;
        good = size == rows / slabs + (k < rows % slabs) && (k == 0 || s[k].lo == s[k - 1].hi);
        if (halo) {
            good = good && s[k].copy_lo == max64(s[k].lo - halo, 0) && s[k].copy_hi == min64(s[k].hi + halo, rows + 2);
        } else { /* each of rows 0..rows+1 copied by exactly one slab, in order */
            good = good && s[k].copy_lo == next_copy && s[k].copy_hi == s[k].hi + 1;
            next_copy = s[k].copy_hi;
        }
    }
    good = good && (halo || next_copy == rows + 2);
    free(s);
    return good;
}

static size_t row_pair(int64_t cols)
{
    return 2 * (size_t)gpu_pitch(cols) * sizeof(float);
}

/* Bytes of `depth` buffers of `rows`-row slabs: x with `halo` rows each
 * side, and y as tall. */
static size_t ring_bytes_halo(int64_t cols, int64_t depth, int64_t rows, int64_t halo)
{
    return (size_t)depth * (size_t)(rows + 2 * halo) * row_pair(cols);
}

static size_t ring_bytes(int64_t cols, int64_t depth, int64_t rows)
{
    return ring_bytes_halo(cols, depth, rows, 1);
}

/* slabs.h's promises for P > 1 sweeps a pass: the plan fits with its
 * halos; 1 <= halo <= P and no deeper than the smallest slab (which holds
 * at least one row); the halo is P unless the smallest slab or the
 * memory (3 (halo + 1) rows a buffer per stream) stopped it; where the
 * memory stops it at 1, the plan is one sweep's; the rest as for one sweep. */
static bool deep_ring_keeps_promises(int64_t rows, int64_t cols, int streams, size_t budget, int sweeps)
{
    struct ring_plan r, one;
    const bool made = ring_plan(rows, cols, streams, budget, sweeps, &r);
    if (!ring_plan(rows, cols, streams, budget, 1, &one))
        return !made;
    if (!made)
        return false;
    const int64_t smallest = rows / r.slabs;
    const bool fits = ring_bytes_halo(cols, r.buffers, r.rows, r.pass) <= budget;
    const bool bounded = r.pass >= 1 && r.pass <= sweeps && r.pass <= smallest && r.rows >= 1;
    const bool deep = r.pass == sweeps || r.pass == smallest ||
                      (size_t)streams * (size_t)(3 * (r.pass + 1)) * row_pair(cols) > budget;
    const bool counted = r.slabs == (rows + r.rows - 1) / r.rows;
    const bool no_idle = r.buffers >= 1 && r.buffers <= streams && r.buffers <= r.slabs;
    /* memory for less than 2 x 3 rows a buffer per stream: the one-sweep plan */
    const bool shallow = (size_t)streams * 6 * row_pair(cols) <= budget ||
                         (r.buffers == one.buffers && r.rows == one.rows && r.pass == 1);
    if (!(fits && bounded && deep && counted && no_idle && shallow))
        diag("rows %lld cols %lld S %d budget %zu P %d: depth %d rows %lld slabs %d halo %d (fits %d bounded %d "
             "deep %d counted %d no_idle %d shallow %d)", (long long)rows, (long long)cols, streams, budget, sweeps,
             r.buffers, (long long)r.rows, r.slabs, r.pass, fits, bounded, deep, counted, no_idle, shallow);
    return fits && bounded && deep && counted && no_idle && shallow;
}

/* Every promise of slabs.h about the ring for (rows, cols, streams, budget). */
static bool ring_keeps_promises(int64_t rows, int64_t cols, int streams, size_t budget)
{
    struct ring_plan r;
    if (!ring_plan(rows, cols, streams, budget, 1, &r))
        return budget < gpu_slab_min_bytes(cols);
    const int64_t most = streams > RING_MIN_SLABS ? streams : RING_MIN_SLABS;
    const int64_t cap_rows = (rows + most - 1) / most;
    const int64_t cap_bytes = (int64_t)(RING_SLAB_BYTES / ((size_t)(cols + 2) * sizeof(float)));
    const bool fits = ring_bytes(cols, r.buffers, r.rows) <= budget;
    const bool capped = r.rows >= 1 && r.rows <= cap_rows && (r.rows <= cap_bytes || r.rows == 1);
    const bool counted = r.slabs == (rows + r.rows - 1) / r.rows;
    const bool no_idle = r.buffers >= 1 && r.buffers <= streams && r.buffers <= r.slabs && r.pass == 1;
    /* nothing that would fit is left out: with room for a one-row buffer
       per stream, a buffer per stream (no more than slabs) and a row more
       per slab would not fit; else one-row slabs, a buffer more would not */
    const int64_t want = cap_rows < (cap_bytes > 0 ? cap_bytes : 1) ? cap_rows : (cap_bytes > 0 ? cap_bytes : 1);
    bool full;
    if (ring_bytes(cols, streams, 1) <= budget)
        full = r.buffers == (streams < r.slabs ? streams : r.slabs) &&
               (r.rows == want || ring_bytes(cols, streams, r.rows + 1) > budget);
    else
        full = r.rows == 1 && (r.buffers == r.slabs || ring_bytes(cols, r.buffers + 1, 1) > budget);
    if (!(fits && capped && counted && no_idle && full))
        diag("rows %lld cols %lld S %d budget %zu: depth %d rows %lld slabs %d (fits %d capped %d "
             "counted %d no_idle %d full %d)", (long long)rows, (long long)cols, streams, budget, r.buffers,
             (long long)r.rows, r.slabs, fits, capped, counted, no_idle, full);
    return fits && capped && counted && no_idle && full;
}

int main(void)
{
    const int64_t sizes[] = {1, 2, 3, 17, 100, 1000, 4097};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        const int64_t rows = sizes[i];
        bool all = true;
        for (int slabs = 1; slabs <= rows && slabs <= 40; ++slabs)
            for (int halo = 0; halo <= 3; ++halo)
                all = all && slabs_ok(rows, slabs, halo) && slabs_ok(rows, slabs, (int)rows + 5);
        ok(all, "rows %lld: slabs cover the rows in order, sizes differ by at most one, views copy "
                "each x row once, ring slabs their own halos (0..3 rows, and more than the grid)",
           (long long)rows);
    }

    /* the ring's promises over a sweep of sizes, streams and budgets */
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        const int64_t n = sizes[i];
        bool all = true;
        for (int streams = 1; streams <= 9; ++streams)
            for (size_t budget = gpu_slab_min_bytes(n) / 2; budget < 2 * gpu_grid_bytes(n, n);
                 budget += budget / 7 + 1)
                all = ring_keeps_promises(n, n, streams, budget) && all;
        ok(all, "n = %lld, 1..9 streams, budgets from half a one-row slab to x and y whole: the ring "
                "fits, caps its slabs, leaves no buffer idle and nothing unused that would fit",
           (long long)n);
    }

    /* P sweeps a pass: halos P deep where they fit */
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        const int64_t n = sizes[i];
        bool all = true;
        const int sweeps[] = {2, 3, 8, 64, 256};
        for (size_t p = 0; p < sizeof sweeps / sizeof sweeps[0]; ++p)
            for (int streams = 1; streams <= 9; streams += 2)
                for (size_t budget = gpu_slab_min_bytes(n) / 2; budget < 2 * gpu_grid_bytes(n, n);
                     budget += budget / 7 + 1)
                    all = deep_ring_keeps_promises(n, n, streams, budget, sweeps[p]) && all;
        ok(all, "n = %lld, P = 2..256 sweeps a pass: the ring fits with its halos, which are P deep "
                "unless the smallest slab or the memory stops them", (long long)n);
    }

    /* (each plan is made before ok() reads it: C leaves the order of a
       call's arguments open) */
    struct ring_plan r = {0, 0, 0, 0};
    bool none = !ring_plan(100, 100, 2, gpu_slab_min_bytes(100) - 1, 1, &r);
    bool made = ring_plan(100, 100, 2, gpu_slab_min_bytes(100), 1, &r);
    ok(none && made && r.buffers == 1 && r.rows == 1,
       "one byte less than gpu_slab_min_bytes: no ring; exactly that: one buffer of one row");
    /* The figures docs/guide.md and docs/raw/2026-11-22/h100-ring-n110000.txt quote from the H100
       (78.41 GiB free): 2 buffers of 152 rows (64 MiB of x), 724 slabs. */
    made = ring_plan(110000, 110000, RING_STREAMS, (size_t)(78.41 * 1073741824.0), 1, &r);
    ok(made && r.buffers == 2 && r.rows == 152 && r.slabs == 724,
       "n = 110000 on the H100: a ring of 2 buffers of 152 rows, 724 slabs (got %d x %lld, %d)", r.buffers,
       (long long)r.rows, r.slabs);
    made = ring_plan(16384, 16384, 4, (size_t)512 << 20, 1, &r);
    ok(made && r.buffers == 4 && r.rows == 512 && r.slabs == 32,
       "n = 16384, 4 streams in 512M: 4 buffers of n/32 = 512 rows (got %d x %lld)", r.buffers,
       (long long)r.rows);
    made = ring_plan(100, 100, 7, ring_bytes(100, 3, 1), 1, &r);
    ok(made && r.buffers == 3 && r.rows == 1 && r.slabs == 100,
       "7 streams in room for 3 one-row buffers: 3 buffers of one row (got %d x %lld)", r.buffers,
       (long long)r.rows);
    /* 64 sweeps a pass (docs/performance/blocking-host-ring-hybrid.md): slabs of 8 x 64 rows, 2 x 64 halo rows each */
    made = ring_plan(110000, 110000, RING_STREAMS, (size_t)(78.41 * 1073741824.0), 64, &r);
    ok(made && r.buffers == 2 && r.rows == 512 && r.slabs == 215 && r.pass == 64,
       "n = 110000 on the H100, 64 sweeps a pass: 2 buffers of 512 rows, 215 slabs, halos of 64 rows "
       "(got %d x %lld, %d, %d)", r.buffers, (long long)r.rows, r.slabs, r.pass);
    made = ring_plan(16384, 16384, 4, (size_t)512 << 20, 64, &r);
    ok(made && r.buffers == 4 && r.rows == 512 && r.slabs == 32 && r.pass == 64,
       "n = 16384, 4 streams in 512M, 64 sweeps a pass: 4 buffers of 512 rows, halos of 64 (got %d x %lld, %d)",
       r.buffers, (long long)r.rows, r.pass);
    made = ring_plan(1000, 1000, 2, ring_bytes_halo(1000, 2, 30, 10), 64, &r);
    ok(made && r.pass == 16 && r.rows == 18,
       "room for 2 buffers of 50 rows, 64 sweeps wanted: halos of a third, 16, and slabs of 18 (got %d, %lld)",
       r.pass, (long long)r.rows);
    return done_testing();
}

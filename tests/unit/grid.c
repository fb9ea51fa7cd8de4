/*
 * grid.c - unit tests of the host grid work: the classic libc generator,
 * the counter generator, counting, size checks, checksums and comparison.
 */
#include "check.h"
#include "grid.h"
#include "omp_compat.h"
#include "rng.h"
#include "tap.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* glibc's random() with no srandom() call behaves as if seeded with 1, so
 * the tutorial's C program (which never seeds) gets the -seed 1 array.
 * This must run before anything in the process calls srandom. */
static void test_libc_default_seed(void)
{
    enum { COUNT = 1000 };
    float direct[COUNT], ours[COUNT];
    for (int t = 0; t < COUNT; ++t)
        direct[t] = random() / (float)RAND_MAX;
    grid_init_libc(ours, COUNT, 0, 1);
    ok(memcmp(direct, ours, sizeof ours) == 0,
       "-rng libc -seed 1 reproduces an unseeded random() loop (the tutorial's array)");
}

static void test_libc_seeded(unsigned seed)
{
    enum { COUNT = 5000 };
    static float direct[COUNT], ours[COUNT];
    srandom(seed);
    for (int t = 0; t < COUNT; ++t)
        direct[t] = random() / (float)RAND_MAX;
    grid_init_libc(ours, COUNT, 0, seed);
    ok(memcmp(direct, ours, sizeof ours) == 0, "-rng libc -seed %u equals srandom + random() loop", seed);
}

static void test_counter(void)
{
    enum { COUNT = 100003 };
    static float one[COUNT], many[COUNT], other[COUNT];
    omp_set_num_threads(1);
    grid_init_counter(one, COUNT, 0, 1);
    omp_set_num_threads(5);
    grid_init_counter(many, COUNT, 0, 1);
    ok(memcmp(one, many, sizeof one) == 0, "counter RNG: 1 and 5 threads fill the same array");

    int in_range = 1;
    double sum = 0;
    for (int t = 0; t < COUNT; ++t) {
        in_range &= one[t] >= 0.0f && one[t] < 1.0f;
        sum += one[t];
    }
    ok(in_range, "counter RNG: every value is in [0, 1)");
    ok(fabs(sum / COUNT - 0.5) < 0.01, "counter RNG: mean %.4f is near 0.5", sum / COUNT);

    grid_init_counter(other, COUNT, 0, 2);
    int same = 0;
    for (int t = 0; t < COUNT; ++t)
        same += one[t] == other[t];
    ok(same < COUNT / 1000, "counter RNG: seeds 1 and 2 differ (%d of %d equal)", same, COUNT);

    /* A slab filled from its global index matches the same part of the whole. */
    grid_init_counter(other, 1000, 5000, 1);
    ok(memcmp(other, one + 5000, 1000 * sizeof *one) == 0,
       "counter RNG: a slab starting at global index 5000 equals that part of the whole");

    /* Past 2^32 the key changes (n > 65534): pieces must meet seamlessly. */
    const uint64_t edge = (1ull << 32) - 100;
    grid_init_counter(other, 300, edge, 1);
    int seamless = 1;
    for (int t = 0; t < 300; ++t)
        seamless &= other[t] == counter_uniform(1, edge + (uint64_t)t);
    ok(seamless, "counter RNG: a fill across index 2^32 equals counter_uniform element by element");

    /* Pin the generator: a change would silently change every user's counts. */
    ok(counter_uniform(1, 0) == 0x1.7f73f8p-1f && counter_uniform(1, 1) == 0x1.155298p-2f,
       "counter RNG: first values for seed 1 are pinned (%a %a)", counter_uniform(1, 0),
       counter_uniform(1, 1));
}

static void test_count(void)
{
    const int64_t n = 3, s = 5;
    float g[25];
    for (int t = 0; t < 25; ++t)
        g[t] = -1.0f; /* ghost layer below any threshold: must not count */
    const float inner[9] = {0.0f, 0.05f, 0.0999999f, 0.1f, 0.1000001f, 0.5f, 1.0f, -0.0f, NAN};
    for (int t = 0; t < 9; ++t)
        g[(1 + t / 3) * s + 1 + t % 3] = inner[t];
    ok(grid_count_below(g, n, n, 0.1f) == 4,
       "count: strictly below 0.1, inner only, NaN not counted (got %lld, want 4)",
       (long long)grid_count_below(g, n, n, 0.1f));
    ok(grid_count_below(g, n, n, 0.0f) == 0, "count: nothing is below 0 (-0 == 0)");
    ok(grid_count_below(g, n, n, 2.0f) == 8, "count: all 8 numbers are below 2");

    float one[9] = {9, 9, 9, 9, 0.01f, 9, 9, 9, 9};
    ok(grid_count_below(one, 1, 1, 0.1f) == 1, "count: n=1 counts the single inner element");

    const int64_t rows = 4, cols = 7;
    size_t count = grid_elements(rows, cols);
    float *r = grid_alloc(count, "r");
    for (size_t t = 0; t < count; ++t)
        r[t] = 0.0f;
    ok(grid_count_below(r, rows, cols, 0.5f) == rows * cols, "count: a 4x7 slab counts 28 inner elements");
    grid_free(r);
}

static void test_sizes(void)
{
    ok(grid_elements(1, 1) == 9, "sizes: n=1 has 9 elements");
    ok(grid_elements(16384, 16384) == 268500996u, "sizes: n=16384 has 268500996 elements");
    ok(grid_elements(50000, 50000) == 2500200004u, "sizes: n=50000 has 2500200004 elements (> 2^31)");
    ok(grid_elements(1LL << 31, 1LL << 31) == 0, "sizes: n=2^31 overflows size_t: refused");
    ok(grid_elements(1LL << 62, 1LL << 62) == 0, "sizes: n=2^62 refused");
    ok(grid_elements(INT64_MAX, INT64_MAX) == 0, "sizes: n=INT64_MAX refused");
    ok(grid_elements(-5, 3) == 0, "sizes: negative refused");
    ok(grid_elements(1LL << 30, 1LL << 30) != 0, "sizes: n=2^30 fits size_t (memory is checked elsewhere)");
}

static void test_checksum_and_compare(void)
{
    const int64_t n = 20, s = n + 2;
    size_t count = grid_elements(n, n);
    float *g = grid_alloc(count, "g"), *h = grid_alloc(count, "h");
    grid_init_counter(g, count, 0, 9);
    memcpy(h, g, count * sizeof *g);
    uint64_t whole = grid_checksum(g, 0, s, n, 0);
    /* slabs: rows [0,7) of the grid, then rows [7,22) held as a separate array */
    uint64_t parts = grid_checksum(g, 0, 7, n, 0) + grid_checksum(g + 7 * s, 0, s - 7, n, 7);
    ok(whole == parts, "checksum: slabs add up to the whole grid's");
    h[5 * s + 6] = nextafterf(h[5 * s + 6], 2.0f);
    ok(grid_checksum(h, 0, s, n, 0) != whole, "checksum: one ulp in one element changes it");
    memcpy(h, g, count * sizeof *g);
    float t = h[3], u = h[4];
    h[3] = u, h[4] = t;
    ok(grid_checksum(h, 0, s, n, 0) != whole, "checksum: swapping two elements changes it");

    size_t first[3];
    ok(grid_compare(g, h, count, first, 3) == 2 && first[0] == 3 && first[1] == 4,
       "compare: finds the two swapped elements, in order");
    grid_poison(g, count);
    grid_poison(h, count);
    ok(grid_compare(g, h, count, first, 3) == 0, "compare: identical NaN poison compares equal (bitwise)");
    h[count - 1] = 0.0f;
    ok(grid_compare(g, h, count, first, 3) == 1 && first[0] == count - 1,
       "compare: a written last element differs from poison");
    grid_free(g);
    grid_free(h);
}

static void count_landed(void *arg)
{
#pragma omp atomic
    ++*(int *)arg;
}

int main(void)
{
    test_libc_default_seed();
    test_libc_seeded(1);
    test_libc_seeded(12345);
    test_counter();
    test_count();
    test_sizes();
    test_checksum_and_compare();
    /* grid_copy_count_rows: a copy of whole rows, and the inner count of grid_count_below */
    {
        enum { R = 37, C = 29 };
        static float src[R * (C + 2)], dst[R * (C + 2)];
        grid_init_counter(src, R * (C + 2), 5, 9);
        grid_poison(dst, R * (C + 2));
        const int64_t below = grid_copy_count_rows(dst, src, R, C, 0.3f);
        int64_t want = 0;
        for (int i = 0; i < R; ++i)
            for (int j = 1; j <= C; ++j)
                want += src[i * (C + 2) + j] < 0.3f;
        ok(below == want && memcmp(dst, src, sizeof src) == 0,
           "grid_copy_count_rows copies %d rows whole and counts %lld inner elements below 0.3", R,
           (long long)want);
    }
    /* the same in parallel (streaming stores: rows start unaligned), and grid_copy at odd offsets */
    {
        const int64_t R = 700, C = 1001, stride = C + 2;
        const size_t count = (size_t)(R * stride);
        float *src = grid_alloc(count + 8, "src"), *dst = grid_alloc(count + 8, "dst");
        grid_init_counter(src, count + 8, 11, 3);
        grid_poison(dst, count + 8);
        const int64_t below = grid_copy_count_rows(dst + 1, src + 3, R, C, 0.6f);
        int64_t want = 0;
        for (int64_t i = 0; i < R; ++i)
            for (int64_t j = 1; j <= C; ++j)
                want += src[3 + i * stride + j] < 0.6f;
        ok(below == want && memcmp(dst + 1, src + 3, count * sizeof *src) == 0 && isnan(dst[0]) &&
               isnan(dst[count + 1]),
           "grid_copy_count_rows in parallel, unaligned: %lld rows copied, %lld below 0.6, nothing else written",
           (long long)R, (long long)want);
        /* the ring's two copies at once (issue 67): each exact, nothing else written, the count the same,
           whatever the team (one thread: one after the other) */
        for (int team = 1; team <= 4; team += 3) {
            omp_set_num_threads(team);
            float *in = grid_alloc(count + 8, "in");
            grid_poison(in, count + 8);
            grid_poison(dst, count + 8);
            int landed = 0;
            const struct copy_in copy = {in + 2, src + 1, count - 5};
            const struct count_out out = {dst + 1, src + 3, R, C, 0.6f, count_landed, &landed};
            double ends[3] = {0, 0, 0};
            const int64_t beside = grid_copy_beside_count(&copy, &out, ends);
            ok(beside == want && memcmp(dst + 1, src + 3, count * sizeof *src) == 0 && isnan(dst[0]) &&
                   isnan(dst[count + 1]) && memcmp(in + 2, src + 1, (count - 5) * sizeof *src) == 0 &&
                   isnan(in[1]) && isnan(in[count - 3]) && landed >= 1 && ends[0] > 0 && ends[1] >= ends[2],
               "grid_copy_beside_count, a team of %d: both copies exact, %lld below 0.6, the rows waited for (%d)",
               team, (long long)want, landed);
            grid_free(in);
        }
        omp_set_num_threads(1);
        ok(grid_team((size_t)1 << 24) == 1, "-threads 1: a pass of 2^24 floats takes 1 thread, not one a MiB");
        omp_set_num_threads(4);
        ok(grid_team((size_t)1 << 24) == 4 && grid_team(1000) == 1, "a team of 4: 4 for 2^24 floats, 1 for 1000");
        /* the ghost-layer rule, each rank's share of it: the last rank copies x's bottom ghost row,
           a middle one neither (issue 67, item 6: the bottom row never copied passed every test) */
        {
            enum { GR = 5, GC = 7, GS = GC + 2 };
            static float gx[(GR + 2) * GS], gy[(GR + 2) * GS];
            grid_init_counter(gx, (GR + 2) * GS, 1, 4);
            const bool flags[3][2] = {{true, true}, {false, true}, {false, false}};
            for (int f = 0; f < 3; ++f) {
                grid_poison(gy, (GR + 2) * GS);
                grid_copy_ghost(gy, gx, GR, GC, flags[f][0], flags[f][1]);
                bool top_ok = true, bottom_ok = true, sides_ok = true;
                for (int j = 0; j < GS; ++j) {
                    top_ok &= flags[f][0] ? gy[j] == gx[j] : isnan(gy[j]);
                    bottom_ok &= flags[f][1] ? gy[(GR + 1) * GS + j] == gx[(GR + 1) * GS + j]
                                             : isnan(gy[(GR + 1) * GS + j]);
                }
                for (int i = 1; i <= GR; ++i)
                    sides_ok &= gy[i * GS] == gx[i * GS] && gy[i * GS + GC + 1] == gx[i * GS + GC + 1] &&
                                isnan(gy[i * GS + 1]);
                ok(top_ok && bottom_ok && sides_ok,
                   "grid_copy_ghost(top %d, bottom %d): x's ghost rows where it holds them, its side columns, "
                   "nothing inner", flags[f][0], flags[f][1]);
            }
        }
        grid_poison(dst, count + 8);
        grid_copy_streaming(dst + 3, src + 1, count + 1);
        ok(memcmp(dst + 3, src + 1, (count + 1) * sizeof *src) == 0 && isnan(dst[2]) && isnan(dst[count + 4]),
           "grid_copy_streaming of %zu floats at odd offsets: exact, and nothing outside written", count + 1);
        grid_free(src);
        grid_free(dst);
    }
    {
        const unsigned long long total = host_memory_bytes(), available = host_available_bytes();
        ok(total > 0 && available > 0 && available <= total,
           "host memory: %.1f GiB available of %.1f GiB (the check uses what is available)",
           available / 1073741824.0, total / 1073741824.0);
    }
    return done_testing();
}

/*
 * stencil.c - unit tests of the cpu stencil: hand-computed grids, the
 * tutorial's evaluation order, an independent step-by-step reference, and
 * bit-identical results for every thread count.
 */
#include "backend.h"
#include "grid.h"
#include "exchange.h"
#include "host.h"
#include "tap.h"

#include <math.h>
#include <string.h>

static float *zeros(int64_t rows, int64_t cols)
{
    size_t count = grid_elements(rows, cols);
    float *g = grid_alloc(count, "test grid");
    memset(g, 0, count * sizeof *g);
    return g;
}

static int same_bits(float p, float q)
{
    return memcmp(&p, &q, sizeof p) == 0;
}

/* The tutorial's expression, one rounding per statement, in its order. */
static float reference_point(const float *x, int64_t s, int64_t i, int64_t j, struct stencil coef)
{
    float diagonal = x[(i - 1) * s + j - 1];
    diagonal = diagonal + x[(i - 1) * s + j + 1];
    diagonal = diagonal + x[(i + 1) * s + j - 1];
    diagonal = diagonal + x[(i + 1) * s + j + 1];
    float edge = x[i * s + j - 1];
    edge = edge + x[i * s + j + 1];
    edge = edge + x[(i - 1) * s + j];
    edge = edge + x[(i + 1) * s + j];
    float first = coef.a * diagonal;
    float second = coef.b * edge;
    float sum = first + second;
    float third = coef.c * x[i * s + j];
    return sum + third;
}

/* A single 1 in a sea of zeros: y is a, b or c next to it, 0 elsewhere. */
static void test_delta(int64_t n, int threads)
{
    const int64_t s = n + 2;
    int bad = 0;
    for (int64_t pi = 0; pi < s; ++pi)
        for (int64_t pj = 0; pj < s; ++pj) {
            float *x = zeros(n, n), *y = zeros(n, n);
            x[pi * s + pj] = 1.0f;
            cpu_stencil_rows(y, x, n, 1, n + 1, TUTORIAL_STENCIL, threads);
            for (int64_t i = 1; i <= n; ++i)
                for (int64_t j = 1; j <= n; ++j) {
                    int64_t di = pi - i < 0 ? i - pi : pi - i, dj = pj - j < 0 ? j - pj : pj - j;
                    float want = di > 1 || dj > 1 ? 0.0f
                               : di + dj == 2   ? TUTORIAL_STENCIL.a
                               : di + dj == 1   ? TUTORIAL_STENCIL.b
                                                : TUTORIAL_STENCIL.c;
                    bad += !same_bits(y[i * s + j], want);
                }
            grid_free(x);
            grid_free(y);
        }
    ok(bad == 0, "n=%lld, %d thread(s): a unit impulse anywhere gives a, b, c around it (%d wrong)",
       (long long)n, threads, bad);
}

/* All ones: every inner element is a*4 + b*4 + c, rounded in that order. */
static void test_constant(int64_t n)
{
    const int64_t s = n + 2;
    float *x = zeros(n, n), *y = zeros(n, n);
    for (int64_t t = 0; t < s * s; ++t)
        x[t] = 1.0f;
    cpu_stencil_rows(y, x, n, 1, n + 1, TUTORIAL_STENCIL, 2);
    float four = 4.0f, want = TUTORIAL_STENCIL.a * four + TUTORIAL_STENCIL.b * four + TUTORIAL_STENCIL.c;
    int bad = 0;
    for (int64_t i = 1; i <= n; ++i)
        for (int64_t j = 1; j <= n; ++j)
            bad += !same_bits(y[i * s + j], want);
    ok(bad == 0, "n=%lld: constant 1 smooths to %.9g everywhere (%d wrong)", (long long)n, want, bad);
    int ghost_untouched = y[0] == 0.0f && y[s - 1] == 0.0f && y[(s - 1) * s] == 0.0f;
    ok(ghost_untouched, "n=%lld: the stencil leaves y's ghost layer alone", (long long)n);
    grid_free(x);
    grid_free(y);
}

/* Sums are left to right: (1e8 + 1) - 1e8 + 1 is 1 in float, while a
 * reassociated sum ((1e8 - 1e8) + (1 + 1)) would give 2. */
static void test_order(void)
{
    const int64_t n = 1, s = 3;
    float *x = zeros(n, n), *y = zeros(n, n);
    x[0 * s + 0] = 1e8f;  /* (i-1, j-1) */
    x[0 * s + 2] = 1.0f;  /* (i-1, j+1) */
    x[2 * s + 0] = -1e8f; /* (i+1, j-1) */
    x[2 * s + 2] = 1.0f;  /* (i+1, j+1) */
    cpu_stencil_rows(y, x, n, 1, 2, (struct stencil){1.0f, 0.0f, 0.0f}, 1);
    ok(y[1 * s + 1] == 1.0f, "diagonal sum is evaluated left to right (got %g, want 1)", y[4]);

    memset(x, 0, 9 * sizeof *x);
    x[1 * s + 0] = 1e8f;  /* (i, j-1) */
    x[1 * s + 2] = 1.0f;  /* (i, j+1) */
    x[0 * s + 1] = -1e8f; /* (i-1, j) */
    x[2 * s + 1] = 1.0f;  /* (i+1, j) */
    cpu_stencil_rows(y, x, n, 1, 2, (struct stencil){0.0f, 1.0f, 0.0f}, 1);
    ok(y[1 * s + 1] == 1.0f, "edge sum is evaluated left to right (got %g, want 1)", y[4]);

    /* a*A + b*B + c*C as (a*A + b*B) + c*C: 1e8 + 1 - 1e8 = 0, not 1. */
    memset(x, 0, 9 * sizeof *x);
    x[0] = 1e8f;  /* diagonal sum A = 1e8 */
    x[1] = 1.0f;  /* edge sum B = 1 */
    x[4] = -1e8f; /* centre C */
    cpu_stencil_rows(y, x, n, 1, 2, (struct stencil){1.0f, 1.0f, 1.0f}, 1);
    ok(y[4] == 0.0f, "the three terms add left to right (got %g, want 0)", y[4]);
    grid_free(x);
    grid_free(y);
}

/* Random grids against the step-by-step reference, for several shapes. */
static void test_random(int64_t rows, int64_t cols, struct stencil coef, uint64_t seed)
{
    const int64_t s = cols + 2;
    size_t count = grid_elements(rows, cols);
    float *x = grid_alloc(count, "x"), *y = zeros(rows, cols);
    grid_init_counter(x, count, 0, seed);
    cpu_stencil_rows(y, x, cols, 1, rows + 1, coef, 1);
    int bad = 0;
    for (int64_t i = 1; i <= rows; ++i)
        for (int64_t j = 1; j <= cols; ++j)
            bad += !same_bits(y[i * s + j], reference_point(x, s, i, j, coef));
    ok(bad == 0, "%lldx%lld, a=%g b=%g c=%g: serial loop equals the step-by-step reference (%d wrong)",
       (long long)rows, (long long)cols, coef.a, coef.b, coef.c, bad);

    for (int threads = 2; threads <= 7; threads += 5) {
        float *z = zeros(rows, cols);
        cpu_stencil_rows(z, x, cols, 1, rows + 1, coef, threads);
        ok(memcmp(y, z, count * sizeof *y) == 0, "%lldx%lld: %d threads give the serial bits",
           (long long)rows, (long long)cols, threads);
        grid_free(z);
    }
    grid_free(x);
    grid_free(y);
}

/* Rows can be smoothed in pieces (slabs, hybrid): same bits as one sweep. */
static void test_pieces(void)
{
    const int64_t n = 37, s = n + 2;
    size_t count = grid_elements(n, n);
    float *x = grid_alloc(count, "x"), *whole = zeros(n, n), *pieces = zeros(n, n);
    grid_init_counter(x, count, 0, 7);
    cpu_stencil_rows(whole, x, n, 1, n + 1, TUTORIAL_STENCIL, 1);
    cpu_stencil_rows(pieces, x, n, 1, 10, TUTORIAL_STENCIL, 1);
    cpu_stencil_rows(pieces, x, n, 10, 11, TUTORIAL_STENCIL, 3);
    cpu_stencil_rows(pieces, x, n, 11, n + 1, TUTORIAL_STENCIL, 2);
    ok(memcmp(whole, pieces, count * sizeof *x) == 0, "rows smoothed in three pieces equal one sweep");
    (void)s;
    grid_free(x);
    grid_free(whole);
    grid_free(pieces);
}

static void test_ghost_rule(void)
{
    const int64_t n = 4, s = n + 2;
    size_t count = grid_elements(n, n);
    float *x = grid_alloc(count, "x"), *y = grid_alloc(count, "y");
    grid_init_counter(x, count, 0, 3);
    grid_poison(y, count);
    grid_copy_ghost(y, x, n, n, true, true);
    int ghost_ok = 1, inner_poisoned = 1;
    for (int64_t i = 0; i < s; ++i)
        for (int64_t j = 0; j < s; ++j) {
            bool ghost = i == 0 || j == 0 || i == s - 1 || j == s - 1;
            if (ghost)
                ghost_ok &= same_bits(y[i * s + j], x[i * s + j]);
            else
                inner_poisoned &= isnan(y[i * s + j]);
        }
    ok(ghost_ok, "grid_copy_ghost copies x's whole ghost layer into y");
    ok(inner_poisoned, "grid_copy_ghost leaves inner elements alone");

    grid_poison(y, count);
    grid_copy_ghost(y, x, n, n, false, false);
    ok(isnan(y[1]) && isnan(y[(s - 1) * s + 1]) && same_bits(y[s], x[s]),
       "a middle slab (top = bottom = false) copies only the ghost columns");
    grid_free(x);
    grid_free(y);
}

/* K sweeps by the book: two whole arrays that swap roles, each sweep of
 * every inner element by reference_point, the ghost layer copied into both
 * first. Independent of the production loops (cpu_sweeps works in place). */
static float *reference_sweeps(const float *x, int64_t rows, int64_t cols, struct stencil coef, int sweeps)
{
    const int64_t s = cols + 2;
    const size_t count = grid_elements(rows, cols);
    float *a = grid_alloc(count, "reference"), *b = grid_alloc(count, "reference");
    memcpy(a, x, count * sizeof *a);
    memcpy(b, x, count * sizeof *b);
    for (int sweep = 0; sweep < sweeps; ++sweep) {
        for (int64_t i = 1; i <= rows; ++i)
            for (int64_t j = 1; j <= cols; ++j)
                b[i * s + j] = reference_point(a, s, i, j, coef);
        float *swap = a;
        a = b;
        b = swap;
    }
    grid_free(b);
    return a;
}

/* cpu_sweeps against the reference, whole arrays, bit for bit: every
 * thread count (more threads than rows too), the first sweep into y and
 * the rest in place; x untouched. */
static void test_sweeps(int64_t n, int sweeps, uint64_t seed)
{
    const size_t count = grid_elements(n, n);
    float *x = grid_alloc(count, "x"), *y = grid_alloc(count, "y"), *x_before = grid_alloc(count, "x");
    grid_init_counter(x, count, 0, seed);
    memcpy(x_before, x, count * sizeof *x);
    float *want = reference_sweeps(x, n, n, TUTORIAL_STENCIL, sweeps);
    int bad_threads = 0;
    for (int threads = 1; threads <= 9; threads += threads < 3 ? 1 : 3) {
        grid_poison(y, count);
        cpu_sweeps(y, x, n, n, TUTORIAL_STENCIL, sweeps, 1, CPU_TILE_AUTO, threads, NULL);
        grid_copy_ghost(y, x, n, n, true, true); /* the driver's ghost-layer rule */
        bad_threads += memcmp(y, want, count * sizeof *y) != 0;
    }
    ok(bad_threads == 0 && memcmp(x, x_before, count * sizeof *x) == 0,
       "n=%lld, %d sweeps, seed %llu, 1..9 threads: y bit-identical to two arrays swapping roles, x "
       "unchanged (%d thread counts differ)", (long long)n, sweeps, (unsigned long long)seed, bad_threads);
    grid_free(want);
    grid_free(x);
    grid_free(y);
    grid_free(x_before);
}

/*
 * Temporal blocking (cpu_temporal_sweeps) against the reference, whole
 * arrays, bit for bit: every depth 1..TEMPORAL_DEPTH_MAX, each sweep count
 * (below, at and past the depth; not multiples of it), each tile width
 * (narrower than the depth too) and thread count (more threads than rows
 * too); x untouched. `zero_ghosts`: a boundary of zeros, so the field
 * decays, through the subnormals with these constants.
 */
static void test_temporal(int64_t rows, int64_t cols, struct stencil coef, const int *sweeps, int sweep_counts,
                          const int64_t *tiles, int tile_counts, const int *threads, int thread_counts,
                          bool zero_ghosts, uint64_t seed)
{
    const size_t count = grid_elements(rows, cols);
    const int64_t s = cols + 2;
    float *x = grid_alloc(count, "x"), *y = grid_alloc(count, "y"), *x_before = grid_alloc(count, "x");
    grid_init_counter(x, count, 0, seed);
    if (zero_ghosts)
        for (int64_t i = 0; i < rows + 2; ++i)
            for (int64_t j = 0; j < s; ++j)
                if (i == 0 || i == rows + 1 || j == 0 || j == cols + 1)
                    x[i * s + j] = 0.0f;
    memcpy(x_before, x, count * sizeof *x);
    int runs = 0, bad = 0;
    size_t subnormal = 0;
    for (int K = 0; K < sweep_counts; ++K) {
        float *want = reference_sweeps(x, rows, cols, coef, sweeps[K]);
        for (size_t e = 0; e < count; ++e)
            subnormal += fpclassify(want[e]) == FP_SUBNORMAL;
        for (int depth = 1; depth <= TEMPORAL_DEPTH_MAX; ++depth)
            for (int t = 0; t < tile_counts; ++t)
                for (int h = 0; h < thread_counts; ++h) {
                    grid_poison(y, count);
                    grid_copy_ghost(y, x, rows, cols, true, true);
                    cpu_temporal_sweeps(y, x, rows, cols, coef, sweeps[K], depth, tiles[t], threads[h], NULL);
                    bad += memcmp(y, want, count * sizeof *y) != 0;
                    ++runs;
                }
        grid_free(want);
    }
    ok(bad == 0 && memcmp(x, x_before, count * sizeof *x) == 0,
       "temporal blocking, %lld x %lld, constants %g %g %g%s: %d runs (depths 1..%d x %d sweep counts x %d tiles x "
       "%d thread counts) bit-identical to the reference, x unchanged (%d differ)",
       (long long)rows, (long long)cols, coef.a, coef.b, coef.c, zero_ghosts ? ", a zero boundary" : "", runs,
       TEMPORAL_DEPTH_MAX, sweep_counts, tile_counts, thread_counts, bad);
    if (zero_ghosts)
        ok(subnormal > 0, "... and the field went through the subnormals (%zu subnormal values in the references)",
           subnormal);
    grid_free(x);
    grid_free(y);
    grid_free(x_before);
}

/*
 * The hybrid's protocol (hybrid/hybrid.cu's split_blocks), the GPU played by
 * the host: an upper side holds rows 0..g+D of the field in two arrays
 * that swap roles, rows 1..g its own; at each swap it gives its rows
 * g-d+1..g as the lower part's halo above, takes the lower part's first d
 * rows into rows g+1..g+d, and runs d sweeps of its rows 1..g+D-1 (the
 * far ones going wrong a row a sweep). The lower part, rows g+1..n, runs
 * cpu_temporal_sweeps with that swap as its exchange's transport (an
 * exchange with a part above and the grid's edge below). Together: the
 * reference's bits.
 */
struct upper_side {
    float *from, *to;
    int64_t g, depth, cols;
    struct stencil stencil;
};

static void upper_swap(struct exchange *ex, const struct exchange_at *at, int d)
{
    struct upper_side *u = ex->link;
    const float *first = at->first;
    float *above = at->above;
    const int64_t s = u->cols + 2;
    memcpy(above, u->from + (u->g - d + 1) * s, (size_t)(d * s) * sizeof(float));
    memcpy(u->from + (u->g + 1) * s, first, (size_t)(d * s) * sizeof(float));
    for (int sweep = 0; sweep < d; ++sweep) {
        cpu_stencil_rows(u->to, u->from, u->cols, 1, u->g + u->depth, u->stencil, 1);
        float *next = u->from;
        u->from = u->to;
        u->to = next;
    }
}

static void upper_done(struct exchange *ex, const struct exchange_at *at, int d)
{
    (void)ex, (void)at, (void)d; /* upper_swap's rows are in when it returns */
}

static const struct transport upper_transport = {"the upper side, on the host", upper_swap, upper_done, NULL, NULL,
                                                 NULL};

static void test_hybrid_exchange(int64_t rows, int64_t cols, int64_t g, int sweeps, int threads, uint64_t seed)
{
    const size_t count = grid_elements(rows, cols);
    const int64_t s = cols + 2;
    float *x = grid_alloc(count, "x"), *y = grid_alloc(count, "y");
    grid_init_counter(x, count, 0, seed);
    float *want = reference_sweeps(x, rows, cols, TUTORIAL_STENCIL, sweeps);
    const int64_t fewest = g < rows - g ? g : rows - g;
    int runs = 0, bad = 0;
    for (int64_t depth = 2; depth <= TEMPORAL_DEPTH_MAX && depth <= fewest && depth <= sweeps; ++depth) {
        const size_t upper_bytes = (size_t)((g + depth + 1) * s) * sizeof(float);
        struct upper_side u = {grid_alloc(count, "upper"), grid_alloc(count, "upper"), g, depth, cols,
                               TUTORIAL_STENCIL};
        memcpy(u.from, x, upper_bytes);
        memcpy(u.to, x, upper_bytes);
        grid_poison(y, count);
        grid_copy_ghost(y, x, rows, cols, true, true);
        struct exchange upper = {.transport = &upper_transport, .up = true, .down = false, .depth = (int)depth,
                                 .cols = cols, .link = &u};
        cpu_temporal_sweeps(y + g * s, x + g * s, rows - g, cols, TUTORIAL_STENCIL, sweeps, (int)depth, 5,
                            threads, &upper);
        memcpy(y + s, u.from + s, (size_t)(g * s) * sizeof(float));
        bad += memcmp(y, want, count * sizeof *y) != 0;
        ++runs;
        grid_free(u.from);
        grid_free(u.to);
    }
    ok(runs > 0 && bad == 0,
       "a hybrid's halo swap, %lld x %lld split after row %lld, %d sweeps, %d threads: %d depths bit-identical "
       "to the reference (%d differ)", (long long)rows, (long long)cols, (long long)g, sweeps, threads, runs, bad);
    grid_free(want);
    grid_free(x);
    grid_free(y);
}

/* The redundant work the header reports: 1 at depth 1; at depth D each
 * band and tile is made D - l past its edges at level l. */
static void test_redundancy(void)
{
    ok(cpu_temporal_redundancy(100, 100, 1, 10, 4, false, false) == 1.0, "depth 1 computes each cell once");
    /* one thread, one tile: no band or tile edges inside the grid */
    ok(cpu_temporal_redundancy(100, 100, 8, 100, 1, false, false) == 1.0, "one band and one tile: no cell twice");
    /* 2 threads, 50 rows each, 1 tile, depth 2: level 1 reaches one row past the
       band's inner edge on each band: 102 rows x 100 of level 1, 100 x 100 of level 2 */
    const double want = (102.0 * 100 + 100.0 * 100) / (2 * 100.0 * 100);
    ok(fabs(cpu_temporal_redundancy(100, 100, 2, 100, 2, false, false) - want) < 1e-12,
       "2 bands at depth 2: %.4f x the cells (want %.4f)", cpu_temporal_redundancy(100, 100, 2, 100, 2, false, false), want);
    /* 1 band of 10 rows, 2 tiles of 50 columns, depth 2: below the last level a tile's span starts at
       its first column less D (an aligned start), so level 1 makes 51 + 52 columns, level 2 50 + 50 */
    const double tiles = (103.0 * 10 + 100.0 * 10) / (2 * 10.0 * 100);
    ok(fabs(cpu_temporal_redundancy(10, 100, 2, 50, 1, false, false) - tiles) < 1e-12,
       "2 tiles at depth 2: %.4f x the cells (want %.4f)", cpu_temporal_redundancy(10, 100, 2, 50, 1, false, false), tiles);
}

/* The tile rule: the widest power of two, 128..4096, whose rings (D levels
 * of six rows) take at most a quarter of the L2. */
static void test_tile_rule(void)
{
    const long mib = 1 << 20;
    ok(cpu_tile(16, 2 * mib) == 1024, "tile: D = 16, 2 MiB of L2 (the H100 host's): 1024, the measured best (got %lld)",
       (long long)cpu_tile(16, 2 * mib));
    ok(cpu_tile(8, 2 * mib) == 2048, "tile: D = 8, 2 MiB: 2048, half the levels twice as wide");
    ok(cpu_tile(16, mib) == 512, "tile: D = 16, 1 MiB: 512");
    ok(cpu_tile(2, 2 * mib) == 4096, "tile: D = 2: at most 4096");
    ok(cpu_tile(16, 256 * 1024) == 128 && cpu_tile(64, 1) == 128, "tile: a small L2: at least 128");
    ok(cpu_tile(16, 0) == CPU_TILE, "tile: the L2 not known: CPU_TILE");
    bool within = true;
    for (int d = 1; d <= TEMPORAL_DEPTH_MAX; ++d)
        for (long l2 = 256 * 1024; l2 <= 8 * mib; l2 *= 2) {
            const int64_t t = cpu_tile(d, l2);
            within &= t >= 128 && t <= 4096 && (t & (t - 1)) == 0 && (t == 4096 || cpu_tile(d, 2 * l2) >= t);
        }
    ok(within, "tile: a power of two in 128..4096 for every D and L2, never narrower for a larger L2");
}

int main(void)
{
    test_tile_rule();
    for (int64_t n = 1; n <= 3; ++n) {
        test_delta(n, 1);
        test_delta(n, 2);
    }
    test_delta(17, 3);
    test_constant(1);
    test_constant(17);
    test_order();
    test_random(1, 1, TUTORIAL_STENCIL, 1);
    test_random(2, 2, TUTORIAL_STENCIL, 2);
    test_random(3, 3, TUTORIAL_STENCIL, 3);
    test_random(17, 17, TUTORIAL_STENCIL, 4);
    test_random(5, 100, (struct stencil){0.3f, -1.7f, 2.5f}, 5);
    test_random(100, 5, (struct stencil){1e-3f, 7.0f, 0.0f}, 6);
    test_random(255, 129, (struct stencil){0.111f, 0.222f, 0.333f}, 7);
    test_pieces();
    test_ghost_rule();
    const int64_t sizes[] = {1, 2, 3, 17, 61, 100};
    const int sweep_counts[] = {1, 2, 3, 8};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i)
        for (size_t k = 0; k < sizeof sweep_counts / sizeof sweep_counts[0]; ++k)
            test_sweeps(sizes[i], sweep_counts[k], 11 + i + 5 * k);

    const int few[] = {1, 2, 3, 5, 8, 17, 33}, many_threads[] = {1, 2, 5}, one_thread[] = {1};
    const int64_t small_tiles[] = {1, 2, 5, 16, CPU_TILE};
    const int64_t shapes[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 3}, {3, 2}, {17, 5}, {5, 40}, {33, 70}, {70, 33}};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; ++i)
        test_temporal(shapes[i][0], shapes[i][1], TUTORIAL_STENCIL, few, 7, small_tiles, 5, many_threads, 3, false, 40 + i);
    /* more rows and columns than a tile and a band, with their last ones short */
    const int long_runs[] = {16, 37}, wide_threads[] = {5, 16};
    const int64_t wide_tiles[] = {CPU_TILE, 100, CPU_TILE_AUTO}; /* and this machine's */
    test_temporal(301, 2 * CPU_TILE + 9, TUTORIAL_STENCIL, long_runs, 2, wide_tiles, 3, wide_threads, 2, false, 50);
    /* values decaying into subnormals (and to zero): 0.8 a sweep at most */
    const int decay[] = {420};
    test_temporal(20, 30, (struct stencil){0.05f, 0.1f, 0.2f}, decay, 1, small_tiles, 5, one_thread, 1, true, 51);
    test_redundancy();
    /* the hybrid's split: either side as small as a swap, sweeps not a multiple of the depth */
    test_hybrid_exchange(40, 23, 20, 37, 3, 60);
    test_hybrid_exchange(40, 23, 2, 9, 1, 61);
    test_hybrid_exchange(40, 23, 38, 9, 4, 62);
    test_hybrid_exchange(70, 9, 33, 16, 2, 63);
    return done_testing();
}

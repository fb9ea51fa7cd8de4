/* grid.c - host-side grid work, parallel with OpenMP (see grid.h). */
#include "grid.h"
#include "check.h"
#include "clones.h"
#include "libc_random.h"
#include "omp_compat.h"
#include "progress.h"
#include "rng.h"
#include "timer.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#ifdef __SSE__
#include <immintrin.h>
#endif

#define PAGE 4096

/* Below this many floats a parallel region costs more than the work: waking
 * the team took ~6 ms on the H100 machine for a few KB. Passes take a thread
  * for each this many (grid_team). */
#define PARALLEL_FROM ((size_t)1 << 18)

/* A team for `count` floats of memory-bound work: a thread for each
 * PARALLEL_FROM of them, at most the run's team. A small grid's pass woke
 * every thread of the team for microseconds of work: on the 64-core
 * 4 x H200 host (a VM) a unit test of small grids spent 305 s of system time
 * in 3.7 M such sleeps and wakes (74 s alone; 3.45 s with this). A large
 * grid's passes keep the whole team, in the same shares as before. */
int grid_team(size_t count)
{
    const size_t threads = count / PARALLEL_FROM, most = (size_t)omp_get_max_threads();
    return threads < 1 ? 1 : threads > most ? (int)most : (int)threads;
}

size_t grid_elements(int64_t rows, int64_t cols)
{
    if (rows < 0 || cols < 0 || rows > INT64_MAX - 2 || cols > INT64_MAX - 2)
        return 0;
    uint64_t r = (uint64_t)rows + 2, c = (uint64_t)cols + 2;
    /* The byte count must fit too, rounded up to a whole page. */
    if (c != 0 && r > (SIZE_MAX - PAGE) / sizeof(float) / c)
        return 0;
    return (size_t)(r * c);
}

int64_t grid_max_n(void)
{
    /* the largest n with (n+2)^2 floats (rounded up to a page) in a size_t */
    int64_t lo = 1, hi = INT64_MAX - 2;
    while (lo < hi) {
        const int64_t mid = lo + (hi - lo + 1) / 2;
        if (grid_elements(mid, mid) != 0)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

float *grid_alloc(size_t elements, const char *what)
{
    size_t bytes = (elements * sizeof(float) + PAGE - 1) / PAGE * PAGE;
    /* Page-aligned so that pinning (cudaHostRegister) covers whole pages. */
    float *p = aligned_alloc(PAGE, bytes);
    if (!p)
        die(EXIT_RUNTIME, "out of host memory: allocating %s (%zu bytes) failed", what, bytes);
    /* Large pages where the kernel offers them: first touch of a 1 GB array
       is otherwise 262144 page faults, slower than writing the data. */
    madvise(p, bytes, MADV_HUGEPAGE);
    /* Map the pages now, in parallel, one touch per page: each first touch
       is a fault in which the kernel zeroes the page. Done here, the cost
       shows as allocation, and Init/Poison time the writing alone. The
       static schedule matches the loops that later write the array. In
       pieces, so that a long one (n = 30000: 6-7 s an array) shows its
       progress on a terminal. */
    char label[64];
    snprintf(label, sizeof label, "Alloc (%s)", what);
    struct progress bar;
    progress_begin(&bar, label);
    const size_t piece = bytes / 32 > ((size_t)64 << 20) ? (bytes / 32 + PAGE - 1) / PAGE * PAGE : (size_t)64 << 20;
    for (size_t done = 0; done < bytes; done += piece) {
        const size_t end = bytes - done < piece ? bytes : done + piece;
#pragma omp parallel for schedule(static) num_threads(grid_team(bytes / sizeof(float)))
        for (size_t offset = done; offset < end; offset += PAGE)
            ((volatile char *)p)[offset] = 0;
        progress_update(&bar, (double)end / (double)bytes);
    }
    progress_end(&bar);
    return p;
}

void grid_free(float *p)
{
    free(p);
}

VECTOR_CLONES static void fill_counter(float *out, uint32_t key, uint32_t low, uint32_t begin, uint32_t end)
{
    for (uint32_t t = begin; t < end; ++t)
        out[t] = counter_from_key(key, low + t);
}

void grid_init_counter(float *x, size_t count, uint64_t first_index, uint64_t seed)
{
    /* In pieces whose indices share their high 32 bits (one key), so the
       inner loop is 32-bit arithmetic and vectorizes (rng.h). */
    for (size_t done = 0; done < count;) {
        const uint64_t k = first_index + done;
        const uint32_t low = (uint32_t)k, key = counter_key(seed, (uint32_t)(k >> 32));
        uint64_t room = (1ull << 32) - low; /* indices before the high half changes */
        if (room > (1ull << 31))
            room = 1ull << 31;
        const uint32_t length = (uint32_t)(count - done < room ? count - done : room);
        float *out = x + done;
#pragma omp parallel num_threads(grid_team(count))
        {
            size_t begin, end;
            thread_share(length, &begin, &end);
            fill_counter(out, key, low, (uint32_t)begin, (uint32_t)end);
        }
        done += length;
    }
}

void grid_init_libc(float *x, size_t count, uint64_t first_index, unsigned seed)
{
    /* Each thread jumps to the first output of its share (libc_random.h). */
#pragma omp parallel num_threads(grid_team(count))
    {
        size_t begin, end;
        thread_share(count, &begin, &end);
        if (end > begin)
            libc_random_fill(x + begin, end - begin, first_index + begin, seed);
    }
}

void grid_poison(float *y, size_t count)
{
    /* One contiguous chunk per thread, like the static schedule of the
       smoothing loops: first touch puts pages near the threads that write them. */
#pragma omp parallel num_threads(grid_team(count))
    {
        size_t begin, end;
        thread_share(count, &begin, &end);
        memset(y + begin, 0xFF, (end - begin) * sizeof *y);
    }
}

/* dst[t] = src[t] for t < count, with stores that bypass the cache, for a
 * target not read again soon. glibc's memcpy streams only blocks larger than
 * most of the L3 cache; below that each target line is first read, a third
 * pass over memory. The caller fences (stream_fence). */
static void stream_copy(float *dst, const float *src, size_t count)
{
#ifdef __SSE__
    size_t t = 0;
    for (; t < count && ((uintptr_t)(dst + t) & 15); ++t)
        dst[t] = src[t];
    for (; t + 4 <= count; t += 4)
        _mm_stream_ps(dst + t, _mm_loadu_ps(src + t));
    for (; t < count; ++t)
        dst[t] = src[t];
#else
    memcpy(dst, src, count * sizeof *dst);
#endif
}

/* Order a thread's streaming stores before what follows (another thread's
 * reads, a copy engine's). */
static void stream_fence(void)
{
#ifdef __SSE__
    _mm_sfence();
#endif
}

/* Each thread copies its own chunk, with memcpy (which streams only large
 * blocks past the cache) or with streaming stores throughout. */
static void parallel_copy(float *dst, const float *src, size_t count, bool streaming)
{
#pragma omp parallel num_threads(grid_team(count))
    {
        size_t begin, end;
        thread_share(count, &begin, &end);
        if (streaming) {
            stream_copy(dst + begin, src + begin, end - begin);
            stream_fence();
        } else {
            memcpy(dst + begin, src + begin, (end - begin) * sizeof *dst);
        }
    }
}

void grid_copy(float *dst, const float *src, size_t count)
{
    parallel_copy(dst, src, count, false);
}

void grid_copy_streaming(float *dst, const float *src, size_t count)
{
    parallel_copy(dst, src, count, true);
}

/* The inner elements of a row below t. Built for the wide vector units too
 * (VECTOR_CLONES): at the portable baseline the compare-and-add ran at half
 * the speed (12 against 27 GB/s a thread copying and counting on a 2-core
 * AVX-512 machine), and a staging thread counting y as it copies it out of
 * its buffer was bound by it (docs/performance/host.md). */
VECTOR_CLONES static int64_t count_row(const float *row, int64_t cols, float t)
{
    int64_t in_row = 0;
    for (int64_t j = 1; j <= cols; ++j)
        in_row += row[j] < t;
    return in_row;
}

int64_t rows_copy_count(float *dst, const float *src, int64_t rows, int64_t cols, float t)
{
    const int64_t stride = cols + 2;
    int64_t below = 0;
    for (int64_t i = 0; i < rows; ++i) {
        const float *from = src + i * stride;
        below += count_row(from, cols, t);
        stream_copy(dst + i * stride, from, (size_t)stride); /* the row is in cache now */
    }
    stream_fence();
    return below;
}

int64_t grid_copy_count_rows(float *dst, const float *src, int64_t rows, int64_t cols, float t)
{
    const int64_t stride = cols + 2;
    int64_t below = 0;
#pragma omp parallel reduction(+ : below) num_threads(grid_team((size_t)(rows * stride)))
    {
        size_t begin, end;
        thread_share((size_t)rows, &begin, &end);
        below += rows_copy_count(dst + (int64_t)begin * stride, src + (int64_t)begin * stride,
                                 (int64_t)(end - begin), cols, t);
    }
    return below;
}

int64_t grid_copy_beside_count(const struct copy_in *in, const struct count_out *out, double ends[3])
{
    const int64_t stride = out->cols + 2;
    const size_t out_count = (size_t)(out->rows * stride), work = in->count + out_count;
    const int team = grid_team(work);
    if (team < 2 || !in->count || !out->rows) { /* one after the other */
        grid_copy_streaming(in->dst, in->src, in->count);
        ends[0] = wall_seconds();
        if (out->landed)
            out->landed(out->arg);
        ends[2] = wall_seconds();
        const int64_t below = grid_copy_count_rows(out->dst, out->src, out->rows, out->cols, out->threshold);
        ends[1] = wall_seconds();
        return below;
    }
    /* the team in two, by the copies' sizes, each of them at least a thread */
    int in_team = (int)((double)team * (double)in->count / (double)work + 0.5);
    in_team = in_team < 1 ? 1 : in_team > team - 1 ? team - 1 : in_team;
    int64_t below = 0;
    double in_end = 0, out_end = 0, landed_at = 0;
#pragma omp parallel num_threads(team) reduction(+ : below) reduction(max : in_end, out_end, landed_at)
    {
        const int me = omp_get_thread_num(), threads = omp_get_num_threads();
        const int in_threads = in_team < threads ? in_team : threads - 1;
        size_t begin, end;
        if (me < in_threads || threads < 2) {
            share_of(in->count, (size_t)(threads < 2 ? 1 : in_threads), (size_t)me, &begin, &end);
            stream_copy(in->dst + begin, in->src + begin, end - begin);
            stream_fence();
            in_end = wall_seconds();
        }
        if (me >= in_threads || threads < 2) {
            if (out->landed)
                out->landed(out->arg);
            landed_at = wall_seconds();
            share_of((size_t)out->rows, (size_t)(threads < 2 ? 1 : threads - in_threads),
                     (size_t)(threads < 2 ? 0 : me - in_threads), &begin, &end);
            below += rows_copy_count(out->dst + (int64_t)begin * stride, out->src + (int64_t)begin * stride,
                                     (int64_t)(end - begin), out->cols, out->threshold);
            out_end = wall_seconds();
        }
    }
    ends[0] = in_end;
    ends[1] = out_end;
    ends[2] = landed_at;
    return below;
}

void grid_copy_ghost(float *y, const float *x, int64_t rows, int64_t cols, bool top, bool bottom)
{
    const int64_t stride = cols + 2;
    if (top)
        memcpy(y, x, (size_t)stride * sizeof *y);
    if (bottom)
        memcpy(y + (rows + 1) * stride, x + (rows + 1) * stride, (size_t)stride * sizeof *y);
    for (int64_t i = 1; i <= rows; ++i) {
        y[i * stride] = x[i * stride];
        y[i * stride + cols + 1] = x[i * stride + cols + 1];
    }
}

int64_t grid_count_below(const float *x, int64_t rows, int64_t cols, float t)
{
    const int64_t stride = cols + 2;
    int64_t below = 0;
#pragma omp parallel for schedule(static) reduction(+ : below) num_threads(grid_team((size_t)(rows * stride)))
    for (int64_t i = 1; i <= rows; ++i)
        below += count_row(x + i * stride, cols, t);
    return below;
}

static uint32_t bits_of(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

uint64_t grid_checksum(const float *y, int64_t row_begin, int64_t row_end, int64_t cols,
                       int64_t row_offset)
{
    const int64_t stride = cols + 2;
    const size_t count = row_end > row_begin ? (size_t)((row_end - row_begin) * stride) : 0;
    uint64_t sum = 0;
#pragma omp parallel for schedule(static) reduction(+ : sum) num_threads(grid_team(count))
    for (int64_t i = row_begin; i < row_end; ++i) {
        uint64_t global = (uint64_t)(i + row_offset) * (uint64_t)stride;
        for (int64_t j = 0; j < stride; ++j)
            sum += mix64((global + (uint64_t)j) * 0x9E3779B97F4A7C15ull ^ bits_of(y[i * stride + j]));
    }
    return sum;
}

size_t grid_compare(const float *expected, const float *got, size_t count,
                    size_t *first, int max_report)
{
    size_t mismatches = 0;
#pragma omp parallel for schedule(static) reduction(+ : mismatches) num_threads(grid_team(count))
    for (size_t t = 0; t < count; ++t)
        mismatches += bits_of(expected[t]) != bits_of(got[t]);
    int reported = 0;
    for (size_t t = 0; t < count && reported < max_report && mismatches > 0; ++t)
        if (bits_of(expected[t]) != bits_of(got[t]))
            first[reported++] = t;
    return mismatches;
}

/*
 * grid.h - host-side work on (rows+2) x (cols+2) grids: size checks,
 * allocation, the two initializers, poisoning, the ghost-layer rule,
 * counting, checksums and bitwise comparison. Loops run with OpenMP.
 */
#ifndef SMOOTH_GRID_H
#define SMOOTH_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Elements of a grid with ghost layer, or 0 if (rows+2)*(cols+2) floats
 * would not fit in size_t (the caller treats 0 as "too large"). */
size_t grid_elements(int64_t rows, int64_t cols);

/* The largest n whose (n+2)^2 floats grid_elements accepts. */
int64_t grid_max_n(void);

/* Page-aligned allocation of `elements` floats; dies naming `what` (exit 1). */
float *grid_alloc(size_t elements, const char *what);
void grid_free(float *p);

/* x[t] = counter_uniform(seed, first_index + t) for t < count, in parallel. */
void grid_init_counter(float *x, size_t count, uint64_t first_index, uint64_t seed);
/* x[t] = output (first_index + t) of srandom(seed); random(), as
 * random() / (float)RAND_MAX, for t < count: glibc's sequence, computed in
 * parallel by jumping ahead (libc_random.h). */
void grid_init_libc(float *x, size_t count, uint64_t first_index, unsigned seed);

/* Fill with the all-ones NaN pattern (0xFFFFFFFF), so unwritten elements show. */
void grid_poison(float *y, size_t count);

/* dst[t] = src[t] for t < count, in parallel: the host's fastest copy. */
void grid_copy(float *dst, const float *src, size_t count);

/* grid_copy with streaming stores (past the cache): for a target that stays
 * out of cache anyway. Measured on the H100 machine (docs/performance/streams-ring.md):
 * the ring's 64 MiB slabs staged 6% faster at n = 110000, while the whole
 * grid's 16 MiB chunks, which the copy engine reads at once from cache,
 * went 14-24% slower: staging.cu copies with memcpy. */
void grid_copy_streaming(float *dst, const float *src, size_t count);

/* `rows` whole rows (cols+2 floats each) from src to dst, counting their
 * inner elements (columns 1..cols) below t on the way: one pass, parallel,
 * with streaming stores (y is not read again soon: the whole grid's copy-out
 * went from 22.0 to 20.1 ms at n = 16384, medians of 5 taking turns). */
int64_t grid_copy_count_rows(float *dst, const float *src, int64_t rows, int64_t cols, float t);
/* The same by the calling thread alone (a staging thread's chunk). */
/* The team a pass over `count` floats takes: a thread for each 2^18 of
 * them (a small pass woke a whole team for microseconds), at most the
 * run's team (OpenMP's, as the plan set it). */
int grid_team(size_t count);

/* The ring's two host copies at once, each on its share of the team (by
 * their sizes), where one after the other left the memory half idle
 * (issue 67): `in` as grid_copy_streaming copies, and `out`'s rows as
 * grid_copy_count_rows copies and counts them, each of its threads first
 * calling out->landed(out->arg) (a wait for the rows to arrive; may be
 * NULL). ends[0]: the wall clock when the copy in was done; ends[1]: when the
 * rows out were; ends[2]: when they had landed. Returns their count below
 * out->threshold. A team of one does them one after the other. */
struct copy_in {
    float *dst;
    const float *src;
    size_t count;
};
struct count_out {
    float *dst;
    const float *src;
    int64_t rows, cols;
    float threshold;
    void (*landed)(void *arg);
    void *arg;
};
int64_t grid_copy_beside_count(const struct copy_in *in, const struct count_out *out, double ends[3]);

int64_t rows_copy_count(float *dst, const float *src, int64_t rows, int64_t cols, float t);

/*
 * The ghost-layer rule: y's ghost layer is a copy of x's (the boundary is
 * held fixed). Columns 0 and cols+1 of the inner rows always; row 0 only
 * if `top` (the slab starts at the global top), row rows+1 only if `bottom`.
 */
void grid_copy_ghost(float *y, const float *x, int64_t rows, int64_t cols, bool top, bool bottom);

/* Inner elements strictly below t. */
int64_t grid_count_below(const float *x, int64_t rows, int64_t cols, float t);

/*
 * Order-independent checksum of rows [row_begin, row_end) (all cols+2
 * columns): the sum mod 2^64 of mix64(global index, bits). Local row r is
 * global row r + row_offset, so slabs of one grid add up to the whole's.
 */
uint64_t grid_checksum(const float *y, int64_t row_begin, int64_t row_end, int64_t cols,
                       int64_t row_offset);

/* Elements whose bits differ; the first `max_report` of their indices go to `first`. */
size_t grid_compare(const float *expected, const float *got, size_t count,
                    size_t *first, int max_report);

#ifdef __cplusplus
}
#endif

#endif

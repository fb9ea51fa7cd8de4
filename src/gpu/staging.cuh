/*
 * staging.cuh - copies between a pageable host grid (compact rows of
 * cols+2 floats) and a pitched device grid through small pinned buffers,
 * so that nothing large is pinned; by a team of copy threads (the plan's
 * copy_threads), each taking the next chunk into buffers of its own.
 * Notes: docs/architecture.md, "Notes behind the headers".
 */
#ifndef SMOOTH_STAGING_CUH
#define SMOOTH_STAGING_CUH

#include "device_grid.cuh"
#include "plan.h"

struct staging {
    int64_t cols, chunk_rows;                 /* rows per buffer */
    int threads;                              /* the copy team: buffers 2t and 2t+1 are thread t's */
    float *region;                            /* the buffers, one pinned allocation */
    float *buffer[2 * COPY_THREADS_MAX];      /* page-aligned parts of it */
    cudaEvent_t done[2 * COPY_THREADS_MAX];   /* the buffer's last copy is over */
    cudaStream_t stream;
    int device;                               /* the opener's: each copy thread makes it its own */
};

/* Two buffers of `chunk_rows` rows of cols+2 floats for each of `threads`
 * copy threads (the plan's copy_threads and copy_rows), copies on
 * `stream`. If the driver refuses to pin, it warns and leaves `region`
 * NULL: then copy directly. staging_close takes either. */
void staging_open(struct staging *s, int64_t cols, int threads, int64_t chunk_rows, cudaStream_t stream);
void staging_close(struct staging *s);

/* Host rows [first, first+count) into the same rows of g. Returns once
 * every chunk is issued; the last may still be moving (the stream orders
 * what follows). */
void staging_in(struct staging *s, struct device_grid *g, const float *h, int64_t first, int64_t count);

/* Device rows [first, first+count) into the same rows of h, after what is
 * already on the stream; returns when all have landed, with the count of
 * their inner elements below `threshold`, counted as each chunk is copied
 * out of its buffer, in the same pass (the busiest thread's time at that
 * host work is added to *count_seconds). */
int64_t staging_out(struct staging *s, float *h, const struct device_grid *g, int64_t first,
                    int64_t count, float threshold, double *count_seconds);

#endif

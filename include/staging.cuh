/*
 * staging.cuh - copies between a pageable host grid (compact rows of
 * cols+2 floats) and a pitched device grid through a few small pinned
 * buffers, so that nothing large is pinned: on the H100 machine pinning
 * 1 GiB costs ~25 ms and unpinning it ~20 ms, while a staged copy of it
 * takes 20-22 ms against 19.5 ms from pinned memory (docs/performance.md).
 * Host threads copy one chunk of rows into a buffer while the copy engine
 * moves the chunk before; coming out, they copy a landed chunk into the
 * grid (and count it) while the next one moves.
 */
#ifndef SMOOTH_STAGING_CUH
#define SMOOTH_STAGING_CUH

#include "device_grid.cuh"

enum { STAGING_BUFFERS = 4 };
#define STAGING_CHUNK_BYTES ((size_t)16 << 20)

struct staging {
    int64_t cols, chunk_rows;             /* rows per buffer */
    float *region;                        /* the buffers, one pinned allocation */
    float *buffer[STAGING_BUFFERS];       /* page-aligned parts of it */
    cudaEvent_t done[STAGING_BUFFERS];    /* the buffer's last copy is over */
    cudaStream_t stream;
};

/* `bytes` of pinned host memory (page-aligned), or NULL, with a warning,
 * if the driver refuses to pin: then copy from pageable memory. */
float *pinned_alloc(size_t bytes, const char *what);
void pinned_free(float *p); /* takes NULL too */

/* Pinned buffers for up to `rows` rows of cols+2 floats at a time (no more
 * than a copy needs), copies on `stream`. If the driver refuses to pin, it
 * warns and leaves `region` NULL: then copy directly. staging_close takes
 * either. */
void staging_open(struct staging *s, int64_t rows, int64_t cols, cudaStream_t stream);
void staging_close(struct staging *s);

/* Host rows [first, first+count) into the same rows of g. Returns once
 * every chunk is issued; the last may still be moving (the stream orders
 * what follows). */
void staging_in(struct staging *s, struct device_grid *g, const float *h, int64_t first, int64_t count);

/* Device rows [first, first+count) into the same rows of h, after what is
 * already on the stream; returns when all have landed, with the count of
 * their inner elements below `threshold`, counted as each chunk is copied
 * out of its buffer, in the same pass (that host work's time is added to
 * *count_seconds). */
int64_t staging_out(struct staging *s, float *h, const struct device_grid *g, int64_t first,
                    int64_t count, float threshold, double *count_seconds);

#endif

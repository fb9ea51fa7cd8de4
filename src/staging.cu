/* staging.cu - copies through a few pinned buffers (see staging.cuh). */
#include "staging.cuh"
#include "check.h"
#include "grid.h"
#include "timer.h"

#include <stdlib.h>
#include <string.h>

static size_t buffer_bytes(const struct staging *s)
{
    const size_t bytes = (size_t)s->chunk_rows * (size_t)(s->cols + 2) * sizeof(float);
    return (bytes + 4095) / 4096 * 4096;
}

float *pinned_alloc(size_t bytes, const char *what)
{
    /* Its pages touched in parallel (grid_alloc; the driver would fault
       them in one by one), then registered: cudaMallocHost took ~0.45 s
       per GiB there. */
    float *p = grid_alloc(bytes / sizeof(float), what);
    if (gpu_pin(p, bytes, what))
        return p;
    grid_free(p);
    return NULL;
}

void pinned_free(float *p)
{
    if (!p)
        return;
    gpu_unpin(p);
    grid_free(p);
}

void staging_open(struct staging *s, int64_t rows, int64_t cols, cudaStream_t stream)
{
    memset(s, 0, sizeof *s);
    s->cols = cols;
    s->stream = stream;
    const size_t row = (size_t)(cols + 2) * sizeof(float);
    s->chunk_rows = STAGING_CHUNK_BYTES / row > 0 ? (int64_t)(STAGING_CHUNK_BYTES / row) : 1;
    if (s->chunk_rows > rows)
        s->chunk_rows = rows > 0 ? rows : 1;
    s->region = pinned_alloc(STAGING_BUFFERS * buffer_bytes(s), "staging buffers");
    if (!s->region)
        return;
    for (int b = 0; b < STAGING_BUFFERS; ++b) {
        s->buffer[b] = s->region + (size_t)b * buffer_bytes(s) / sizeof(float);
        s->done[b] = event_new();
    }
}

void staging_close(struct staging *s)
{
    if (!s->region)
        return;
    for (int b = 0; b < STAGING_BUFFERS; ++b)
        cudaCheck(cudaEventDestroy(s->done[b]));
    pinned_free(s->region);
    s->region = NULL;
}

/* Rows of the chunk that starts at `row`, of rows up to `end`. */
static int64_t chunk_at(const struct staging *s, int64_t row, int64_t end)
{
    return end - row < s->chunk_rows ? end - row : s->chunk_rows;
}

void staging_in(struct staging *s, struct device_grid *g, const float *h, int64_t first, int64_t count)
{
    const int64_t stride = s->cols + 2, end = first + count;
    for (int64_t row = first, c = 0; row < end; row += s->chunk_rows, ++c) {
        const int64_t rows = chunk_at(s, row, end);
        const int b = (int)(c % STAGING_BUFFERS);
        if (c >= STAGING_BUFFERS) /* the buffer's previous chunk has left it */
            cudaCheck(cudaEventSynchronize(s->done[b]));
        grid_copy(s->buffer[b], h + row * stride, (size_t)(rows * stride));
        copy_rows_in(g, row, rows, s->buffer[b], s->stream);
        cudaCheck(cudaEventRecord(s->done[b], s->stream));
    }
}

/* Put chunk c (rows from `first`) of g on its way into buffer c % STAGING_BUFFERS. */
static void fetch(struct staging *s, const struct device_grid *g, int64_t first, int64_t end, int64_t c)
{
    const int64_t row = first + c * s->chunk_rows;
    if (row >= end)
        return;
    const int b = (int)(c % STAGING_BUFFERS);
    copy_rows_out(s->buffer[b], g, row, chunk_at(s, row, end), s->stream);
    cudaCheck(cudaEventRecord(s->done[b], s->stream));
}

int64_t staging_out(struct staging *s, float *h, const struct device_grid *g, int64_t first,
                    int64_t count, float threshold, double *count_seconds)
{
    const int64_t stride = s->cols + 2, end = first + count;
    int64_t below = 0;
    for (int64_t c = 0; c < STAGING_BUFFERS; ++c)
        fetch(s, g, first, end, c);
    for (int64_t row = first, c = 0; row < end; row += s->chunk_rows, ++c) {
        const int b = (int)(c % STAGING_BUFFERS);
        cudaCheck(cudaEventSynchronize(s->done[b]));
        const double start = wall_seconds();
        below += grid_copy_count_rows(h + row * stride, s->buffer[b], chunk_at(s, row, end), s->cols, threshold);
        *count_seconds += wall_seconds() - start;
        fetch(s, g, first, end, c + STAGING_BUFFERS); /* the buffer is free again */
    }
    return below;
}

/* staging.cu - copies through a few pinned buffers (see staging.cuh). */
#include "staging.cuh"
#include "check.h"
#include "grid.h"
#include "omp_compat.h"
#include "timer.h"

#include <stdlib.h>
#include <string.h>

static size_t buffer_bytes(const struct staging *s)
{
    const size_t bytes = (size_t)s->chunk_rows * (size_t)(s->cols + 2) * sizeof(float);
    return (bytes + 4095) / 4096 * 4096;
}

void staging_open(struct staging *s, int64_t cols, int threads, int64_t chunk_rows, cudaStream_t stream)
{
    memset(s, 0, sizeof *s);
    s->cols = cols;
    s->stream = stream;
    s->threads = threads;
    s->chunk_rows = chunk_rows;
    cudaCheck(cudaGetDevice(&s->device));
    s->region = pinned_alloc(2 * (size_t)s->threads * buffer_bytes(s), "staging buffers");
    if (!s->region)
        return;
    /* Its waits spin, as CUDA's default does: events that let the waiting
       thread sleep (cudaEventBlockingSync) took the H100's copy-out from
       50.8 to 39.1 GB/s (docs/performance/host.md). */
    for (int b = 0; b < 2 * s->threads; ++b) {
        s->buffer[b] = s->region + (size_t)b * buffer_bytes(s) / sizeof(float);
        s->done[b] = event_new();
    }
}

void staging_close(struct staging *s)
{
    if (!s->region)
        return;
    for (int b = 0; b < 2 * s->threads; ++b)
        cudaCheck(cudaEventDestroy(s->done[b]));
    pinned_free(s->region);
    s->region = NULL;
}

/* The next chunk of rows for whichever thread asks: its first row, or
 * `end` when none is left. */
static int64_t take_chunk(const struct staging *s, int64_t *next, int64_t end)
{
    int64_t row;
#pragma omp atomic capture
    {
        row = *next;
        *next += s->chunk_rows;
    }
    return row < end ? row : end;
}

static int64_t rows_at(const struct staging *s, int64_t row, int64_t end)
{
    return end - row < s->chunk_rows ? end - row : s->chunk_rows;
}

void staging_in(struct staging *s, struct device_grid *g, const float *h, int64_t first, int64_t count)
{
    const int64_t stride = s->cols + 2, end = first + count;
    int64_t next = first;
#pragma omp parallel num_threads(s->threads)
    {
        const int me = omp_get_thread_num();
        cudaCheck(cudaSetDevice(s->device)); /* a thread's device is its own: the legacy stream is the device's */
        for (int used = 0;; ++used) {
            const int64_t row = take_chunk(s, &next, end);
            if (row >= end)
                break;
            const int b = 2 * me + used % 2;
            cudaCheck(cudaEventSynchronize(s->done[b])); /* the buffer's last copy has left it */
            memcpy(s->buffer[b], h + row * stride, (size_t)(rows_at(s, row, end) * stride) * sizeof(float));
            copy_rows_in(g, row, rows_at(s, row, end), s->buffer[b], s->stream);
            cudaCheck(cudaEventRecord(s->done[b], s->stream));
        }
    }
}

/* Put the rows from `row` of g on their way into buffer b. */
static void fetch(struct staging *s, const struct device_grid *g, int64_t row, int64_t end, int b)
{
    cudaCheck(cudaEventSynchronize(s->done[b])); /* its last chunk is out of it */
    copy_rows_out(s->buffer[b], g, row, rows_at(s, row, end), s->stream);
    cudaCheck(cudaEventRecord(s->done[b], s->stream));
}

int64_t staging_out(struct staging *s, float *h, const struct device_grid *g, int64_t first,
                    int64_t count, float threshold, double *count_seconds)
{
    const int64_t stride = s->cols + 2, end = first + count;
    int64_t next = first, below = 0;
    double busiest = 0;
#pragma omp parallel num_threads(s->threads) reduction(+ : below) reduction(max : busiest)
    {
        const int me = omp_get_thread_num();
        cudaCheck(cudaSetDevice(s->device));
        int b = 2 * me;
        int64_t row = take_chunk(s, &next, end);
        if (row < end)
            fetch(s, g, row, end, b);
        while (row < end) {
            const int64_t after = take_chunk(s, &next, end); /* on its way while this one is counted */
            if (after < end)
                fetch(s, g, after, end, b ^ 1);
            cudaCheck(cudaEventSynchronize(s->done[b]));
            const double start = wall_seconds();
            below += rows_copy_count(h + row * stride, s->buffer[b], rows_at(s, row, end), s->cols, threshold);
            busiest += wall_seconds() - start;
            row = after;
            b ^= 1;
        }
    }
    *count_seconds += busiest;
    return below;
}

/*
 * host/stencil.c - the tutorial's expression on the host, in its order, no
 * fused multiply-add (the build keeps -ffp-contract=off): a span of a row,
 * whole rows shared by OpenMP threads, and a sweep in place. The cpu
 * backend (host/cpu.c), its temporal blocking (host/temporal.c) and the
 * hybrid's CPU side all call these; they call nothing of theirs.
 */
#include "backend.h"
#include "check.h"
#include "clones.h"
#include "host.h"
#include "omp_compat.h"
#include "progress.h"

#include <stdlib.h>
#include <string.h>

/* `count` elements of a row of y, out[0..count), from the rows above, at
 * and below it in x (up, mid, down: the same columns; each is read one
 * element further either side): the tutorial's expression, in its order. */
VECTOR_CLONES void cpu_stencil_span(float *restrict out, const float *restrict up, const float *restrict mid,
                                    const float *restrict down, int64_t count, struct stencil coef)
{
    const float a = coef.a, b = coef.b, c = coef.c;
    for (int64_t j = 0; j < count; ++j)
        out[j] = a * (up[j - 1] + up[j + 1] + down[j - 1] + down[j + 1])
               + b * (mid[j - 1] + mid[j + 1] + up[j] + down[j])
               + c * mid[j];
}

/* Four consecutive rows of y at once, out[k][0..count) from in[k..k+2]
 * (in[0] the row above out[0], in[5] the row below out[3]): each cell the
 * same expression in the same order as cpu_stencil_span, so the same bits.
 * What the rows share is loaded once and each row's w + e added once (it is
 * the a-term's start of the row below and the b-term's of its own): 4.5
 * loads and 10.25 operations a cell instead of 9 and 11, 1.4-1.5x the
 * one-row loop from L1 (cpu-lab span). */
VECTOR_CLONES void cpu_stencil_span4(float *restrict out0, float *restrict out1, float *restrict out2,
                                     float *restrict out3, const float *restrict in0, const float *restrict in1,
                                     const float *restrict in2, const float *restrict in3,
                                     const float *restrict in4, const float *restrict in5, int64_t count,
                                     struct stencil coef)
{
    const float a = coef.a, b = coef.b, c = coef.c;
    for (int64_t j = 0; j < count; ++j) {
        const float we0 = in0[j - 1] + in0[j + 1], we1 = in1[j - 1] + in1[j + 1], we2 = in2[j - 1] + in2[j + 1],
                    we3 = in3[j - 1] + in3[j + 1], we4 = in4[j - 1] + in4[j + 1];
        out0[j] = a * (we0 + in2[j - 1] + in2[j + 1]) + b * (we1 + in0[j] + in2[j]) + c * in1[j];
        out1[j] = a * (we1 + in3[j - 1] + in3[j + 1]) + b * (we2 + in1[j] + in3[j]) + c * in2[j];
        out2[j] = a * (we2 + in4[j - 1] + in4[j + 1]) + b * (we3 + in2[j] + in4[j]) + c * in3[j];
        out3[j] = a * (we3 + in5[j - 1] + in5[j + 1]) + b * (we4 + in3[j] + in5[j]) + c * in4[j];
    }
}

/* A whole row's inner elements, columns 1..cols. */
void cpu_stencil_row(float *out, const float *up, const float *mid, const float *down, int64_t cols,
                        struct stencil coef)
{
    cpu_stencil_span(out + 1, up + 1, mid + 1, down + 1, cols, coef);
}

static void stencil_rows(float *restrict y, const float *restrict x, int64_t cols,
                        int64_t row_begin, int64_t row_end, struct stencil coef)
{
    const int64_t stride = cols + 2;
    for (int64_t i = row_begin; i < row_end; ++i)
        cpu_stencil_row(y + i * stride, x + (i - 1) * stride, x + i * stride, x + (i + 1) * stride, cols, coef);
}

void cpu_stencil_rows(float *y, const float *x, int64_t cols, int64_t row_begin, int64_t row_end,
                      struct stencil coef, int threads)
{
    if (threads != 1) {
#pragma omp parallel for schedule(static) num_threads(threads > 0 ? threads : omp_get_max_threads())
        for (int64_t i = row_begin; i < row_end; ++i)
            stencil_rows(y, x, cols, i, i + 1, coef);
        return;
    }
    /* Serial: in chunks, so a long sweep can show progress on a terminal. */
    struct progress bar;
    progress_begin(&bar, "Smooth (serial)");
    const int64_t chunk = 64;
    for (int64_t i = row_begin; i < row_end; i += chunk) {
        stencil_rows(y, x, cols, i, i + chunk < row_end ? i + chunk : row_end, coef);
        progress_update(&bar, (double)(i - row_begin) / (double)(row_end - row_begin));
    }
    progress_end(&bar);
}

/*
 * One more sweep of rows [lo, hi) of the field in y, in place: each thread
 * smooths its share of the rows top to bottom, keeping the old value of
 * the row above and of the row it is about to overwrite in two row
 * buffers. The rows just outside its share are copied before any thread
 * writes (the barrier), so every element reads the same old values a sweep
 * into a second array would: the same bits, with one array.
 */
void cpu_sweep_in_place(float *y, int64_t lo, int64_t hi, int64_t cols, struct stencil coef, int threads)
{
    const int64_t stride = cols + 2;
    const size_t row_bytes = (size_t)stride * sizeof(float);
#pragma omp parallel num_threads(threads > 0 ? threads : omp_get_max_threads())
    {
        size_t first, end;
        thread_share((size_t)(hi > lo ? hi - lo : 0), &first, &end);
        const int64_t my_lo = lo + (int64_t)first, my_hi = lo + (int64_t)end;
        float *buffer = mallocCheck(4 * row_bytes, "a sweep's row buffers");
        float *above = buffer, *below = buffer + stride, *kept = buffer + 2 * stride, *old = buffer + 3 * stride;
        if (my_hi > my_lo) {
            memcpy(above, y + (my_lo - 1) * stride, row_bytes);
            memcpy(below, y + my_hi * stride, row_bytes);
        }
#pragma omp barrier
        for (int64_t i = my_lo; i < my_hi; ++i) {
            float *row = y + i * stride;
            memcpy(old, row, row_bytes); /* row i before this sweep */
            cpu_stencil_row(row, i == my_lo ? above : kept, old, i + 1 == my_hi ? below : row + stride, cols, coef);
            float *swap = kept; /* old row i is the next row's row above */
            kept = old;
            old = swap;
        }
        free(buffer);
    }
}


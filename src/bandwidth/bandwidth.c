/*
 * bandwidth.c - -bandwidth (see bandwidth.h): how fast can this machine
 * move the bytes of one (n+2)^2 float array?
 *
 *   ./smooth -bandwidth -n 16384 -repeat 5
 */
#include "bandwidth.h"
#include "gpu_bandwidth.h"
#include "backend.h"
#include "check.h"
#include "device.h"
#include "grid.h"
#include "host.h"
#include "labels.h"
#include "report.h"
#include "timer.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sum the words as integers: that vectorizes (a float sum may not be
 * reordered), so the loop runs at the speed memory is read. */
static uint64_t parallel_read(const float *src, size_t count)
{
    typedef uint32_t __attribute__((may_alias)) word;
    const word *w = (const word *)src;
    uint64_t sum = 0;
#pragma omp parallel for schedule(static) reduction(+ : sum)
    for (size_t t = 0; t < count; ++t)
        sum += w[t];
    return sum;
}

/* The host's compute ceiling: each thread smooths rows of STENCIL_ROW
 * floats that stay in its L1 cache with the blocked sweeps' loop
 * (cpu_stencil_span4), four rows at a time from the six before them in a
 * ring of ten rows (41 KiB); returns the cells made. */
#define STENCIL_ROW 1024
#define STENCIL_ROWS 20000
enum { RING = 10 };
static double stencil_from_l1(void)
{
    double cells = 0;
#pragma omp parallel reduction(+ : cells)
    {
        float *rows = mallocCheck(RING * (STENCIL_ROW + 2) * sizeof(float), "the stencil ceiling's rows");
        for (int t = 0; t < RING * (STENCIL_ROW + 2); ++t)
            rows[t] = (float)((t * 2654435761u) >> 8) / (float)(1u << 24); /* in [0, 1) */
        for (int r = 0; r < STENCIL_ROWS; r += 4) { /* rows r+6..r+9 (mod 10) from rows r..r+5 */
            float *row[RING];
            for (int q = 0; q < RING; ++q)
                row[q] = rows + ((r + q) % RING) * (STENCIL_ROW + 2) + 1;
            cpu_stencil_span4(row[6], row[7], row[8], row[9], row[0], row[1], row[2], row[3], row[4], row[5],
                              STENCIL_ROW, TUTORIAL_STENCIL);
        }
        volatile float sink = rows[STENCIL_ROW / 2]; /* so none of it is dead code */
        (void)sink;
        free(rows);
        cells += (double)STENCIL_ROW * STENCIL_ROWS;
    }
    return cells;
}

int run_bandwidth(const struct options *opt, const struct plan *plan)
{
    const size_t elements = grid_elements(opt->n, opt->n), bytes = elements * sizeof(float);
    struct run_info run = {.opt = opt, .backend = "bandwidth", .repeat = opt->repeat_given ? opt->repeat : 5,
                           .bytes_per_copy = bytes, .threads = plan->threads, .ranks = 1};
    struct timer t;
    timer_init(&t);

    bool gpu = gpu_device_count() > 0;
    if (gpu)
        gpu_open(opt->device, gpu_code_load, &t, run.device, sizeof run.device);

    float *src = grid_alloc(elements, "the copy source"), *dst = grid_alloc(elements, "the copy target");
    grid_init_counter(src, elements, 0, opt->seed);
    grid_poison(dst, elements);
    char copy[TIMER_LABEL], fill[TIMER_LABEL], read[TIMER_LABEL], stencil[TIMER_LABEL];
    snprintf(copy, sizeof copy, LABEL_HOST_COPY, run.threads);
    snprintf(fill, sizeof fill, LABEL_HOST_FILL, run.threads);
    snprintf(read, sizeof read, LABEL_HOST_READ, run.threads);
    snprintf(stencil, sizeof stencil, LABEL_HOST_STENCIL, run.threads);
    volatile uint64_t sink = 0;
    for (struct timer_runs r = timer_runs(&t, run.repeat, true); timer_runs_next(&r);) {
        timer_start(&t, copy);
        grid_copy(dst, src, elements);
        timer_stop_bytes(&t, 2.0 * (double)bytes); /* read + write */
        timer_start(&t, fill);
        grid_poison(dst, elements);
        timer_stop_bytes(&t, (double)bytes);
        timer_start(&t, read);
        sink += parallel_read(src, elements);
        timer_stop_bytes(&t, (double)bytes);
        timer_start(&t, stencil);
        const double cells = stencil_from_l1();
        timer_stop(&t);
        timer_set_cells(&t, stencil, cells);
    }
    grid_copy(dst, src, elements);
    if (memcmp(src, dst, bytes) != 0)
        die(EXIT_RUNTIME, "internal error: the host copy is wrong");
    grid_free(src);
    grid_free(dst);
    if (gpu)
        gpu_bandwidth(bytes, run.repeat, &t);

    report_emit(&run, &t);
    return EXIT_OK;
}

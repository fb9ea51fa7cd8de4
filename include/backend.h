/*
 * backend.h - the one interface every backend implements, and the table
 * that names them (selected by -kernel). A backend smooths the inner
 * rows x cols elements of job->h_x into job->h_y and records its steps in
 * the timer; the driver (main.c) does everything around it.
 */
#ifndef SMOOTH_BACKEND_H
#define SMOOTH_BACKEND_H

#include <stdbool.h>
#include <stdint.h>

#include "smooth.h"
#include "timer.h"

#ifdef __cplusplus
extern "C" {
#endif

struct timeline;

struct job {
    int64_t rows, cols;          /* inner elements of this process's grid */
    const float *h_x;            /* input, (rows+2) x (cols+2), host memory */
    float *h_y;                  /* output: every backend writes the inner elements */
    struct stencil k;
    const struct options *opt;   /* kernel, threads, streams, scheme, hybrid */
    struct timeline *timeline;   /* NULL unless -timeline */
    char *detail;                /* the backend appends how it ran, for the header */
    size_t detail_size;
};

/* Append to job->detail, "; "-separated. */
void job_detail(const struct job *job, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

struct backend {
    const char *name;            /* the -kernel value */
    const char *teaches;         /* one line for -help */
    bool gpu;                    /* needs a CUDA device */
    void (*smooth)(const struct job *job, struct timer *t);
};

extern const struct backend backends[];
extern const int backend_count;

/* The backend called `name`, or NULL. */
const struct backend *backend_find(const char *name);

/* cpu backend family (backend_cpu.c) */
void cpu_smooth(const struct job *job, struct timer *t);
/*
 * The reference loop: rows [row_begin, row_end) of y from x, in the
 * tutorial's order, no fused multiply-add. threads == 1 runs it serially;
 * otherwise rows are shared among OpenMP threads (0 = all). Every thread
 * count gives the same bits: each element is one independent expression.
 */
void smooth_rows_cpu(float *y, const float *x, int64_t cols, int64_t row_begin, int64_t row_end,
                     struct stencil k, int threads);

/* GPU backend family (backend_gpu.cu, or gpu_stub.c in a build without CUDA) */
void gpu_smooth(const struct job *job, struct timer *t);

#ifdef __cplusplus
}
#endif

#endif

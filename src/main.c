/*
 * main.c - smooth: a 9-point smoothing stencil on the CPU and on an NVIDIA
 * GPU (the TACC CUDA tutorial's homework). The story of one run:
 * parse -> allocate -> initialize -> smooth -> count -> report.
 *
 *   make && ./smooth -n 4096 -kernel cpu
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
 *   ./smooth -help
 */
#include "backend.h"
#include "bandwidth.h"
#include "check.h"
#include "gpu.h"
#include "grid.h"
#include "io.h"
#include "options.h"
#include "report.h"
#include "timeline.h"
#include "timer.h"

#include "omp_compat.h"
#include <stdlib.h>
#include <string.h>

/* Resolve -kernel (default: opt if a CUDA device is present, else cpu) and
 * open the GPU if the backend needs one. */
static const struct backend *select_backend(struct options *opt, struct run_info *run,
                                            struct timer *t)
{
    bool defaulted = opt->kernel == NULL;
    if (defaulted)
        opt->kernel = opt->streams || gpu_device_count() > 0 ? "opt" : "cpu";
    const struct backend *backend = backend_find(opt->kernel);
    run->backend = backend->name;
    if (defaulted)
        snprintf(run->detail, sizeof run->detail, "chosen by default: %s",
                 backend->gpu ? "a CUDA device is present" : "no CUDA device");
    if (backend->gpu)
        gpu_open(opt->device, t, run->device, sizeof run->device);
    return backend;
}

/* Host arrays must fit in physical memory: a size that cannot is a bad -n. */
static void check_host_memory(const struct options *opt, size_t elements, int arrays)
{
    unsigned long long have = host_memory_bytes();
    double need = (double)elements * sizeof(float) * arrays;
    if (have && need > (double)have)
        usage_error("-n %lld needs %.1f GiB of host memory for %d arrays of (n+2)^2 floats, "
                    "but this machine has %.1f GiB",
                    (long long)opt->n, need / (1 << 30), arrays, (double)have / (1 << 30));
}

static void initialize(const struct options *opt, float *h_x, size_t elements)
{
    if (opt->rng == RNG_LIBC)
        grid_init_libc(h_x, elements, (unsigned)opt->seed);
    else
        grid_init_counter(h_x, elements, 0, opt->seed);
}

static void poison(float *h_y, size_t elements, struct timer *t)
{
    timer_start(t, "CPU: Poison-Y");
    grid_poison(h_y, elements);
    timer_stop_bytes(t, (double)elements * sizeof(float));
}

/* Run the backend -repeat times (after a warm-up whose times are dropped),
 * poisoning y before each run so that an element it does not write shows. */
static void smooth(const struct backend *backend, const struct job *job, size_t elements,
                   struct timer *t)
{
    const int repeat = job->opt->repeat;
    const size_t detail_kept = strlen(job->detail); /* each run says again how it ran */
    for (int r = repeat > 1 ? -1 : 0; r < repeat; ++r) {
        t->discard = r < 0;
        job->detail[detail_kept] = '\0';
        if (r != (repeat > 1 ? -1 : 0))
            poison(job->h_y, elements, t);
        if (job->timeline)
            timeline_clear(job->timeline);
        backend->smooth(job, t);
    }
    t->discard = false;
    grid_copy_ghost(job->h_y, job->h_x, job->rows, job->cols, true, true);
}

static void verify(const struct job *job, size_t elements, struct run_info *run, struct timer *t)
{
    enum { SHOW = 5 };
    const int64_t stride = job->cols + 2;
    timer_start(t, "CPU: Verify");
    float *ref = grid_alloc(elements, "the -verify reference");
    grid_poison(ref, elements);
    smooth_rows_cpu(ref, job->h_x, job->cols, 1, job->rows + 1, job->k, 1);
    grid_copy_ghost(ref, job->h_x, job->rows, job->cols, true, true);
    size_t first[SHOW];
    run->verified = true;
    run->mismatches = grid_compare(ref, job->h_y, elements, first, SHOW);
    size_t used = 0, room = sizeof run->verify_detail;
    for (int m = 0; m < SHOW && (size_t)m < run->mismatches && used < room; ++m) {
        size_t at = first[m];
        int w = snprintf(run->verify_detail + used, room - used,
                         "%s(%lld,%lld) expected %.9g got %.9g", m ? "; " : "first: ",
                         (long long)(at / (size_t)stride), (long long)(at % (size_t)stride),
                         ref[at], job->h_y[at]);
        used += w > 0 ? (size_t)w : 0;
    }
    grid_free(ref);
    timer_stop(t);
}

static void dump(const char *path, const float *h_y, size_t elements)
{
    struct output_file file;
    FILE *out = output_open(&file, path);
    fwrite(h_y, sizeof *h_y, elements, out);
    output_commit(&file);
}

static void report(const struct options *opt, const struct run_info *run, const struct timer *t)
{
    if (!opt->output_path) {
        report_write(stdout, run, t);
        if (fflush(stdout) != 0)
            die(EXIT_RUNTIME, "writing standard output failed");
        return;
    }
    struct output_file file;
    report_write(output_open(&file, opt->output_path), run, t);
    output_commit(&file);
}

int main(int argc, char **argv)
{
    struct options opt;
    parse_options(argc, argv, &opt);
    if (opt.threads)
        omp_set_num_threads(opt.threads);
    if (opt.list_devices)
        return gpu_list_devices(stdout);
    if (opt.bandwidth)
        return run_bandwidth(&opt);

    struct timer timer;
    timer_init(&timer);
    struct run_info run = {.opt = &opt, .ranks = 1, .threads = omp_get_max_threads()};
    const struct backend *backend = select_backend(&opt, &run, &timer);

    /* allocate */
    const int64_t n = opt.n;
    const size_t elements = grid_elements(n, n);
    check_host_memory(&opt, elements, opt.verify ? 3 : 2);
    if (backend->gpu && !opt.hybrid) /* fail before spending time on the host arrays */
        gpu_check_memory(2 * gpu_grid_bytes(n, n), "x and y on the device");
    timer_start(&timer, "CPU: Alloc-X");
    float *h_x = grid_alloc(elements, "x");
    timer_stop(&timer);
    timer_start(&timer, "CPU: Alloc-Y");
    float *h_y = grid_alloc(elements, "y");
    timer_stop(&timer);

    /* initialize */
    timer_start(&timer, "CPU: Init-X");
    initialize(&opt, h_x, elements);
    timer_stop_bytes(&timer, (double)elements * sizeof(float));
    poison(h_y, elements, &timer);
    bool pinned_x = false, pinned_y = false;
    if (backend->gpu && opt.pin) {
        timer_start(&timer, "GPU: Pin-X+Y");
        pinned_x = gpu_pin(h_x, elements * sizeof(float), "x");
        pinned_y = pinned_x && gpu_pin(h_y, elements * sizeof(float), "y");
        timer_stop(&timer);
    }

    /* smooth */
    struct timeline timeline = {0};
    struct job job = {.rows = n, .cols = n, .h_x = h_x, .h_y = h_y, .k = opt.k, .opt = &opt,
                      .timeline = opt.timeline_path ? &timeline : NULL,
                      .detail = run.detail, .detail_size = sizeof run.detail};
    smooth(backend, &job, elements, &timer);

    /* count */
    const double inner_bytes = (double)n * (double)n * sizeof(float);
    timer_start(&timer, "CPU: Count-X");
    run.below_x = grid_count_below(h_x, n, n, opt.threshold);
    timer_stop_bytes(&timer, inner_bytes);
    timer_start(&timer, "CPU: Count-Y");
    run.below_y = grid_count_below(h_y, n, n, opt.threshold);
    timer_stop_bytes(&timer, inner_bytes);

    /* check and save */
    if (opt.verify)
        verify(&job, elements, &run, &timer);
    if (opt.checksum) {
        run.has_checksum = true;
        run.checksum = grid_checksum(h_y, 0, n + 2, n, 0);
    }
    if (opt.dump_path)
        dump(opt.dump_path, h_y, elements);
    if (opt.timeline_path)
        timeline_write(&timeline, opt.timeline_path);

    /* report */
    report(&opt, &run, &timer);

    if (pinned_x)
        gpu_unpin(h_x);
    if (pinned_y)
        gpu_unpin(h_y);
    timeline_free(&timeline);
    grid_free(h_x);
    grid_free(h_y);
    return run.verified && run.mismatches ? EXIT_MISMATCH : EXIT_OK;
}

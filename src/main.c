/*
 * main.c - smooth: a 9-point smoothing stencil on the CPU and on an NVIDIA
 * GPU (the TACC CUDA tutorial's homework). The story of one run:
 * parse -> allocate -> initialize -> smooth -> count -> report.
 *
 *   make && ./smooth -n 4096 -kernel cpu
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
 *   make mpi && mpirun -np 4 ./smooth-mpi -n 16384 -kernel opt
 *   ./smooth -help
 *
 * A process holds the rows par_split gives it (all of them without MPI),
 * plus two ghost rows; see parallel.h.
 */
#include "backend.h"
#include "bandwidth.h"
#include "check.h"
#include "gpu.h"
#include "grid.h"
#include "io.h"
#include "omp_compat.h"
#include "options.h"
#include "parallel.h"
#include "report.h"
#include "timeline.h"
#include "timer.h"

#include <stdlib.h>
#include <string.h>

/* What MPI cannot do, refused on every rank alike (exit 2). */
static void check_decomposition(const struct options *opt, const struct decomposition *slab)
{
    if (slab->ranks == 1)
        return;
    if (opt->rng == RNG_LIBC)
        usage_error("-rng libc is one serial sequence, which %d ranks would wait on rank 0 for; "
                    "use -rng counter (the default), which every rank fills its rows from directly",
                    slab->ranks);
    if (opt->dump_path || opt->timeline_path)
        usage_error("-dump and -timeline write one process's arrays; with %d ranks use -checksum "
                    "to compare whole arrays", slab->ranks);
    const int64_t smallest = opt->n < slab->ranks ? 1 : opt->n / slab->ranks;
    if (opt->streams > smallest)
        usage_error("-streams %d: with %d ranks the smallest slab has %lld rows, and each stream "
                    "needs a row", opt->streams, slab->ranks, (long long)smallest);
}

/* Resolve -kernel (default: opt if a CUDA device is present, else cpu) and
 * open the GPU if the backend needs one (under MPI: -device plus the
 * node-local rank, modulo the node's GPUs). */
static const struct backend *select_backend(struct options *opt, const struct decomposition *slab,
                                            struct run_info *run, struct timer *t)
{
    bool defaulted = opt->kernel == NULL;
    const int gpus = gpu_device_count();
    if (defaulted)
        opt->kernel = opt->streams || gpus > 0 ? "opt" : "cpu";
    const struct backend *backend = backend_find(opt->kernel);
    run->backend = backend->name;
    if (defaulted)
        snprintf(run->detail, sizeof run->detail, "chosen by default: %s",
                 backend->gpu ? "a CUDA device is present" : "no CUDA device");
    if (!backend->gpu)
        return backend;
    int ordinal = opt->device;
    if (slab->ranks > 1 && gpus > 0 && opt->device < gpus)
        ordinal = (opt->device + slab->local_rank) % gpus;
    gpu_open(ordinal, t, run->device, sizeof run->device);
    if (slab->ranks > 1)
        snprintf(run->device + strlen(run->device), sizeof run->device - strlen(run->device),
                 " (rank 0; each rank uses GPU (-device + node-local rank) mod %d)", gpus);
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

/* The rows a process owns: its inner rows, plus the global ghost rows at
 * the top and bottom of the grid if it holds them. Local row r is global
 * row first - 1 + r. */
struct owned {
    int64_t begin, end;
};

static struct owned owned_rows(const struct decomposition *slab)
{
    return (struct owned){slab->top ? 0 : 1, slab->bottom ? slab->rows + 2 : slab->rows + 1};
}

/* x from its global index, so any split gives the same grid; the ghost
 * rows between slabs come from the neighbours (par_halo). */
static void initialize(const struct options *opt, const struct decomposition *slab, float *h_x)
{
    const int64_t stride = opt->n + 2;
    if (opt->rng == RNG_LIBC) { /* one process: the whole grid, in order */
        grid_init_libc(h_x, grid_elements(opt->n, opt->n), (unsigned)opt->seed);
        return;
    }
    const struct owned own = owned_rows(slab);
    if (own.end > own.begin)
        grid_init_counter(h_x + own.begin * stride, (size_t)((own.end - own.begin) * stride),
                          (uint64_t)((slab->first - 1 + own.begin) * stride), opt->seed);
}

static void poison(float *h_y, size_t elements, struct timer *t)
{
    timer_start(t, "CPU: Poison-Y");
    grid_poison(h_y, elements);
    timer_stop_bytes(t, (double)elements * sizeof(float));
}

/* Run the backend -repeat times (after a warm-up whose times are dropped),
 * poisoning y before each run so that an element it does not write shows. */
static void smooth(const struct backend *backend, const struct job *job,
                   const struct decomposition *slab, size_t elements, struct timer *t)
{
    const int repeat = job->opt->repeat;
    const size_t detail_kept = strlen(job->detail); /* each run says again how it ran */
    for (int r = repeat > 1 ? -1 : 0; r < repeat && job->rows > 0; ++r) {
        t->discard = r < 0;
        job->detail[detail_kept] = '\0';
        if (r != (repeat > 1 ? -1 : 0))
            poison(job->h_y, elements, t);
        if (job->timeline)
            timeline_clear(job->timeline);
        backend->smooth(job, t);
    }
    t->discard = false;
    grid_copy_ghost(job->h_y, job->h_x, job->rows, job->cols, slab->top, slab->bottom);
}

/* Compare the rows this process owns with the serial cpu loop's. */
static void verify(const struct job *job, const struct decomposition *slab, size_t elements,
                   struct run_info *run, struct timer *t)
{
    enum { SHOW = 5 };
    const int64_t stride = job->cols + 2;
    const struct owned own = owned_rows(slab);
    timer_start(t, "CPU: Verify");
    float *ref = grid_alloc(elements, "the -verify reference");
    grid_poison(ref, elements);
    smooth_rows_cpu(ref, job->h_x, job->cols, 1, job->rows + 1, job->k, 1);
    grid_copy_ghost(ref, job->h_x, job->rows, job->cols, slab->top, slab->bottom);
    size_t first[SHOW], offset = (size_t)(own.begin * stride);
    size_t mine = grid_compare(ref + offset, job->h_y + offset,
                               (size_t)((own.end - own.begin) * stride), first, SHOW);
    size_t used = 0, room = sizeof run->verify_detail;
    for (int m = 0; m < SHOW && (size_t)m < mine && used < room; ++m) {
        size_t at = offset + first[m];
        int w = snprintf(run->verify_detail + used, room - used,
                         "%s(%lld,%lld) expected %.9g got %.9g", m ? "; " : "first: ",
                         (long long)(slab->first - 1 + (int64_t)(at / (size_t)stride)),
                         (long long)(at % (size_t)stride), ref[at], job->h_y[at]);
        used += w > 0 ? (size_t)w : 0;
    }
    grid_free(ref);
    timer_stop(t);
    run->verified = true;
    run->mismatches = (size_t)par_sum_i64((int64_t)mine);
    if (run->mismatches && !mine)
        snprintf(run->verify_detail, room, "all on other ranks than rank 0");
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
    par_start(&argc, &argv);
    struct options opt;
    parse_options(argc, argv, &opt);
    if (opt.threads)
        omp_set_num_threads(opt.threads);
    if (opt.list_devices)
        finish(par_root() ? gpu_list_devices(stdout) : EXIT_OK);
    if (opt.bandwidth)
        finish(par_root() ? run_bandwidth(&opt) : EXIT_OK);

    struct decomposition slab;
    par_split(opt.n, &slab);
    check_decomposition(&opt, &slab);
    struct timer timer;
    timer_init(&timer);
    struct run_info run = {.opt = &opt, .ranks = slab.ranks, .threads = omp_get_max_threads()};
    const struct backend *backend = select_backend(&opt, &slab, &run, &timer);

    /* allocate: this process's rows and two ghost rows, every column */
    const int64_t rows = slab.rows, n = opt.n;
    const size_t elements = grid_elements(rows, n);
    check_host_memory(&opt, elements, opt.verify ? 3 : 2);
    if (backend->gpu && !opt.hybrid) /* fail before spending time on the host arrays */
        gpu_check_memory(2 * gpu_grid_bytes(rows, n), "x and y on the device");
    timer_start(&timer, "CPU: Alloc-X");
    float *h_x = grid_alloc(elements, "x");
    timer_stop(&timer);
    timer_start(&timer, "CPU: Alloc-Y");
    float *h_y = grid_alloc(elements, "y");
    timer_stop(&timer);

    /* initialize */
    timer_start(&timer, "CPU: Init-X");
    initialize(&opt, &slab, h_x);
    timer_stop_bytes(&timer, (double)elements * sizeof(float));
    par_halo(h_x, &slab, &timer);
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
    struct job job = {.rows = rows, .cols = n, .h_x = h_x, .h_y = h_y, .k = opt.k, .opt = &opt,
                      .timeline = opt.timeline_path ? &timeline : NULL,
                      .detail = run.detail, .detail_size = sizeof run.detail};
    smooth(backend, &job, &slab, elements, &timer);

    /* count */
    const double inner_bytes = (double)rows * (double)n * sizeof(float);
    timer_start(&timer, "CPU: Count-X");
    run.below_x = par_sum_i64(grid_count_below(h_x, rows, n, opt.threshold));
    timer_stop_bytes(&timer, inner_bytes);
    timer_start(&timer, "CPU: Count-Y");
    run.below_y = par_sum_i64(grid_count_below(h_y, rows, n, opt.threshold));
    timer_stop_bytes(&timer, inner_bytes);

    /* check and save */
    if (opt.verify)
        verify(&job, &slab, elements, &run, &timer);
    if (opt.checksum) {
        const struct owned own = owned_rows(&slab);
        run.has_checksum = true;
        run.checksum = par_sum_u64(grid_checksum(h_y, own.begin, own.end, n, slab.first - 1));
    }
    if (opt.dump_path)
        dump(opt.dump_path, h_y, elements);
    if (opt.timeline_path)
        timeline_write(&timeline, opt.timeline_path);

    /* report */
    par_merge_timers(&timer);
    if (par_root())
        report(&opt, &run, &timer);

    if (pinned_x)
        gpu_unpin(h_x);
    if (pinned_y)
        gpu_unpin(h_y);
    timeline_free(&timeline);
    grid_free(h_x);
    grid_free(h_y);
    finish(run.verified && run.mismatches ? EXIT_MISMATCH : EXIT_OK);
}

/*
 * main.c - smooth: a 9-point smoothing stencil on the CPU and on an NVIDIA
 * GPU (the TACC CUDA tutorial's homework). The story of one run:
 * parse -> plan -> allocate -> initialize -> smooth -> count -> report.
 *
 *   make && ./smooth -n 4096 -kernel cpu
 *   ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2
 *   make mpi && mpirun -np 4 ./smooth-mpi -n 16384 -kernel opt
 *   ./smooth -help
 *
 * A process holds the rows par_split gives it (all of them without MPI),
 * plus two ghost rows; see parallel.h. When the run may use a GPU, the GPU
 * is opened on a thread of its own (driver, context, kernels: a few hundred
 * ms) while this thread allocates, fills and counts x; those rows of the
 * timer table say "(overlapped)". The plan is made once: what the opening
 * needs is decided first (plan_opening), the plan when the GPU is known.
 */
#include "backend.h"
#include "bandwidth.h"
#include "check.h"
#include "exchange.h"
#include "device.h"
#include "grid.h"
#include "host.h"
#include "io.h"
#include "labels.h"
#include "nvtx.h"
#include "omp_compat.h"
#include "options.h"
#include "parallel.h"
#include "progress.h"
#include "report.h"
#include "timeline.h"
#include "timer.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* What the plan of a run needs to know about this machine, but the GPU's
 * count and memory, which the thread opening the GPU finds out. */
static struct machine machine_facts(const struct decomposition *part)
{
    /* the GPUs as far as they are known before CUDA starts: none, at once, on a machine without */
    const int gpus = gpu_built() ? gpu_census(NULL, 0) : 0;
    return (struct machine){.gpus = gpus >= 0 ? gpus : GPUS_UNKNOWN, .host_bytes = host_available_bytes(),
                            .ranks = part->ranks, .rows = part->rows, .node_ranks = part->node_ranks,
                            .node_rows = part->node_rows,
                            .smallest_rows = part->n < part->ranks ? 1 : part->n / part->ranks,
                            .omp_threads = omp_threads_available(), .thread_limit = omp_get_thread_limit(),
                            .omp_threads_set = getenv("OMP_NUM_THREADS") != NULL, .cores = host_cores(),
                            .machine_cores = machine_cores(), .l2_bytes = cpu_l2_bytes(),
                            .user_tasks = user_task_limit(),
                            .part_above = !part->top, .part_below = !part->bottom};
}

/* Whether some rank's part streams (its x and y do not fit its GPU: ranks
 * given different -device-memory): then every part trades edge rows
 * through the host. A reduction over the ranks, for the run and -dry-run. */
static void mark_streaming_parts(const struct options *opt, struct machine *m)
{
    m->gpu.some_part_streams = par_min_i64(plan_fits(m->rows, opt->n, m->gpu.budget_bytes)) == 0;
}

/* -dry-run: the plan for this machine, a GPU's as -device-memory says or as
 * an H100's (plan.h), printed, and exit 0; nothing allocated, no GPU
 * opened (a GPU backend is the default where the build has one). The host
 * memory a run needs is said, not refused: the run may be meant for
 * another machine (a compute node). */
static void dry_run(const struct options *opt, struct machine *m)
{
    const unsigned long long here = m->host_bytes;
    m->host_bytes = 0;
    /* -kernel not given: the backend this machine would run (its GPU count, no GPU opened); given: as told */
    const int gpus_here = !gpu_built()                ? -1
                          : m->gpus != GPUS_UNKNOWN ? m->gpus /* known without CUDA (gpu/visible.c) */
                          : opt->backend            ? -1
                                                    : gpu_device_count();
    m->gpus = !opt->backend && (gpus_here == 0 || !gpu_built()) ? 0 : gpus_here > 0 ? gpus_here : 1;
    m->gpu = (struct gpu_facts){.budget_bytes = opt->device_memory ? opt->device_memory : H100_BUDGET_BYTES,
                                .budget_limited = opt->device_memory != 0, .assumed = true, .sms = H100_SMS,
                                .shared_kib = H100_SHARED_KIB};
    mark_streaming_parts(opt, m); /* as the run decides it */
    struct plan plan;
    plan_run(opt, m, &plan);
    plan.host_available = here;
    static char gpu_text[400];
    char which[256];
    gpu_visible_text(opt->device, m->ranks, which, sizeof which);
    snprintf(gpu_text, sizeof gpu_text, "%s %s, its memory as an H100's (-device-memory to say otherwise)",
             opt->backend ? "a GPU as -kernel asks:" : "this machine's", which);
    plan.machine = opt->backend && !backend_needs_gpu(plan.backend) ? "this machine's host (-kernel cpu)"
                   : opt->backend ? gpu_text
                   : !gpu_built() ? "this machine (a build without CUDA: the cpu backend)"
                   : gpus_here == 0 ? "this machine, which has no CUDA device: the cpu backend (-kernel opt to plan a "
                                      "GPU run, for an H100)"
                                    : gpu_text;
    if (par_root()) {
        struct output_file file; /* -json FILE, or standard output */
        FILE *out = output_open(&file, opt->output_path ? opt->output_path : "-");
        if (opt->format == FORMAT_JSON) {
            plan_json(out, &plan, "");
            fputc('\n', out);
        } else {
            plan_print(out, &plan, opt);
        }
        output_commit(&file);
    }
    stdout_done();
    finish(EXIT_OK);
}

/* Under MPI the parts swap edge rows every `halo` sweeps: the ranks' plans
 * must agree on it (-streams, -depth or a GPU's memory can make them differ). */
static void agree_plan(const struct plan *plan)
{
    struct setting agreed[2] = {{"the sweeps between swaps of edge rows (from -depth, -streams and the GPU's memory)", ""},
                                {"how the parts trade edge rows (-edges; peer needs every rank on one node)", ""}};
    snprintf(agreed[0].value, sizeof agreed[0].value, "%d", plan->halo);
    snprintf(agreed[1].value, sizeof agreed[1].value, "%s", plan_edges_name(plan->edges));
    par_agree(agreed, 2);
}

/* Under MPI, after rank 0's device: each rank's, by rank (node-local ordinals). */
static void ranks_devices(char *device, size_t size, int ranks, int gpus)
{
    int *ordinals = malloc((size_t)ranks * sizeof *ordinals);
    if (!ordinals)
        die(EXIT_RUNTIME, "out of host memory for %d ranks' devices", ranks);
    par_gather_int(gpu_open_ordinal(), ordinals);
    if (par_root()) {
        size_t used = strlen(device);
        used += (size_t)snprintf(device + used, size - used, " (rank 0's; the ranks' GPUs, by rank, each its node's "
                                 "(-device + node-local rank) mod %d:", gpus);
        for (int r = 0; r < ranks && r < 16 && used < size; ++r)
            used += (size_t)snprintf(device + used, size - used, " %d", ordinals[r]);
        if (used < size)
            snprintf(device + used, size - used, "%s)", ranks > 16 ? " ..." : "");
    }
    free(ordinals);
}

/* The GPU that is opening: counted, and where the backend runs on one, opened (under MPI: GPU
 * (-device + node-local rank) mod count) and described for the plan: its free memory and
 * multiprocessors (under MPI, whether every rank's x and y fit). Timer rows [0, overlapped) ran
 * meanwhile. */
static void open_gpu(const struct options *opt, struct machine *m, struct run_info *run, struct timer *t,
                     int overlapped)
{
    m->gpus = gpu_open_count();
    if (!plan_counted(opt, m->gpus))
        return;
    timer_mark_overlapped(t, 0, overlapped);
    gpu_open_finish(t, run->device, sizeof run->device);
    gpu_describe(&m->gpu, opt->device_memory);
    mark_streaming_parts(opt, m);
}

/* Say in the header which backend runs and why; under MPI each rank's GPU. */
static void say_backend(const struct options *opt, const struct plan *plan, const struct decomposition *part,
                        int gpus, struct run_info *run)
{
    run->backend = plan->backend->name;
    if (plan->defaulted)
        snprintf(run->detail, sizeof run->detail, "chosen by default: %s",
                 backend_needs_gpu(plan->backend) ? "a CUDA device is present" : "no CUDA device");
    if (plan->defaulted && !backend_needs_gpu(plan->backend) && par_root() &&
        (opt->pin_given || opt->device_given || opt->device_memory))
        warn("%s does nothing here: there is no CUDA device, so the cpu backend runs",
             opt->pin_given ? "-pin" : opt->device_given ? "-device" : "-device-memory");
    if (backend_needs_gpu(plan->backend) && part->ranks > 1)
        ranks_devices(run->device, sizeof run->device, part->ranks, gpus);
}

/* The rows a process owns: its inner rows, plus the global ghost rows at
 * the top and bottom of the grid if it holds them. Local row r is global
 * row first - 1 + r. */
struct owned {
    int64_t begin, end;
};

static struct owned owned_rows(const struct decomposition *part)
{
    return (struct owned){part->top ? 0 : 1, part->bottom ? part->rows + 2 : part->rows + 1};
}

/* x from its global index, so any split gives the same grid (either
 * generator jumps to any index); the ghost rows between parts come from
 * the neighbours (exchange_halo). */
static void initialize(const struct options *opt, const struct decomposition *part, float *h_x)
{
    const int64_t stride = opt->n + 2;
    const struct owned own = owned_rows(part);
    if (own.end <= own.begin)
        return;
    float *first = h_x + own.begin * stride;
    const size_t count = (size_t)((own.end - own.begin) * stride);
    const uint64_t index = (uint64_t)((part->first - 1 + own.begin) * stride);
    /* in pieces of at least 16M floats, so that a long fill (-threads 1 at n = 16384: seconds)
       shows its progress on a terminal; either generator jumps to any index */
    const size_t piece = count / 32 > ((size_t)1 << 24) ? count / 32 : (size_t)1 << 24;
    struct progress bar;
    progress_begin(&bar, "Init-X");
    for (size_t done = 0; done < count; done += piece) {
        const size_t some = count - done < piece ? count - done : piece;
        if (opt->rng == RNG_LIBC)
            grid_init_libc(first + done, some, index + done, (unsigned)opt->seed);
        else
            grid_init_counter(first + done, some, index + done, opt->seed);
        progress_update(&bar, (double)(done + some) / (double)count);
    }
    progress_end(&bar);
}

static void poison(float *h_y, size_t elements, struct timer *t)
{
    timer_start(t, LABEL_POISON_Y);
    grid_poison(h_y, elements);
    timer_stop_bytes(t, (double)elements * sizeof(float));
}

static int64_t count(const float *h, int64_t rows, int64_t cols, float threshold, const char *label,
                     struct timer *t)
{
    timer_start(t, label);
    const int64_t below = grid_count_below(h, rows, cols, threshold);
    timer_stop_bytes(t, (double)rows * (double)cols * sizeof(float));
    return below;
}

/* The rows that time the sweeps themselves. */
static const char *const smooth_rows[] = {LABEL_CPU_SMOOTH, LABEL_GPU_SMOOTH, LABEL_SMOOTH_SUM, LABEL_HYBRID_TOTAL};

/* Set the mode up (the plan's, dispatch.c), run it -repeat times (after a warm-up whose times
 * are dropped), poisoning y before each run after the first so that an
 * element it does not write shows, and tear it down. The result is the
 * last run's. */
static void run_mode(const struct mode_ops *mode, const struct job *job, struct job_result *result, int repeat,
                     size_t elements, struct timer *t)
{
    void *state = NULL;
    if (job->rows > 0 && mode->setup) /* MPI: a rank may hold no rows */
        state = mode->setup(job, t);
    for (struct timer_runs run = timer_runs(t, repeat, repeat > 1); job->rows > 0 && timer_runs_next(&run);) {
        *result = (struct job_result){.timeline = result->timeline};
        if (!timer_runs_first(&run))
            poison(job->h_y, elements, t);
        if (result->timeline)
            timeline_clear(result->timeline);
        if (job->part->ranks > 1) { /* the ranks start together: each run's times are its own, not the skew */
            timer_start(t, LABEL_MPI_START);
            par_barrier();
            timer_stop(t);
        }
        nvtx_push(job->plan->backend->name); /* the backend's run, as Nsight Systems shows it */
        mode->run(state, job, result, t);
        nvtx_pop();
    }
    if (job->rows > 0 && mode->teardown)
        mode->teardown(state);
    grid_copy_ghost(job->h_y, job->h_x, job->rows, job->cols, job->part->top, job->part->bottom);
    if (job->plan->sweeps > 1) /* the rate peers report: cell updates per second */
        for (size_t r = 0; r < sizeof smooth_rows / sizeof smooth_rows[0]; ++r)
            timer_set_cells(t, smooth_rows[r], (double)job->rows * (double)job->cols * job->plan->sweeps);
}

/* ref: the reference's array, allocated with x and y (a run that cannot
 * hold it fails before the smoothing, not after). */
static void verify(const struct job *job, float *ref, size_t elements, struct run_info *run, struct timer *t)
{
    enum { SHOW = 5 };
    const int64_t stride = job->cols + 2;
    const struct decomposition *part = job->part;
    const struct owned own = owned_rows(part);
    timer_start(t, LABEL_VERIFY);
    grid_poison(ref, elements);
    cpu_reference(ref, job);
    grid_copy_ghost(ref, job->h_x, job->rows, job->cols, part->top, part->bottom);
    size_t first[SHOW], offset = (size_t)(own.begin * stride);
    size_t mine = grid_compare(ref + offset, job->h_y + offset,
                               (size_t)((own.end - own.begin) * stride), first, SHOW);
    size_t used = 0, room = sizeof run->verify_detail;
    for (int m = 0; m < SHOW && (size_t)m < mine && used < room; ++m) {
        size_t at = offset + first[m];
        int w = snprintf(run->verify_detail + used, room - used,
                         "%s(%lld,%lld) expected %.9g got %.9g", m ? "; " : "first: ",
                         (long long)(part->first - 1 + (int64_t)(at / (size_t)stride)),
                         (long long)(at % (size_t)stride), ref[at], job->h_y[at]);
        used += w > 0 ? (size_t)w : 0;
    }
    timer_stop(t);
    run->verified = true;
    run->mismatches = (size_t)par_sum_i64((int64_t)mine);
    if (run->mismatches && !mine)
        snprintf(run->verify_detail, room, "all on other ranks than rank 0");
}

/* y written to -dump's temporary file; main commits it once the report is
 * out, so a report that cannot be written leaves the old file as it was. */
static void dump(struct output_file *file, const char *path, const float *h_y, size_t elements)
{
    FILE *out = output_open_sized(file, path, (uint64_t)elements * sizeof *h_y);
    if (fwrite(h_y, sizeof *h_y, elements, out) != elements || fflush(out) != 0) /* its own errno, now */
        die(EXIT_RUNTIME, "writing %s failed: %s", path, strerror(errno));
}


int main(int argc, char **argv)
{
    const double started = wall_seconds();
    /* One buffer for all smooth prints (it comes at the end), so that a
       failed write is found, with its reason, by stdout_done. */
    static char stdout_buffer[1 << 16]; /* glibc ignores the size without a buffer */
    setvbuf(stdout, stdout_buffer, _IOFBF, sizeof stdout_buffer);
    par_start(&argc, &argv);
    struct options opt;
    parse_options(argc, argv, &opt);
    if (opt.list_backends) { /* to -json FILE or -csv FILE where one is named */
        if (par_root()) {
            struct output_file file;
            backends_list(output_open(&file, opt.output_path ? opt.output_path : "-"), opt.format);
            output_commit(&file);
        }
        stdout_done();
        finish(EXIT_OK);
    }
    if (opt.list_devices) {
        const int code = par_root() ? gpu_list_devices(stdout) : EXIT_OK;
        stdout_done();
        finish(code);
    }

    /* plan: first what the opening of the GPU needs, every check but those that need a GPU fact */
    struct decomposition part;
    par_split(opt.n, &part);
    struct machine machine = machine_facts(&part);
    if (opt.bandwidth) {
        gpu_queues(BANDWIDTH_STREAMS);
        machine.gpus = gpu_device_count();
        struct plan plan;
        plan_run(&opt, &machine, &plan);
        plan_team(&plan, TEAM_ALL);
        finish(par_root() ? run_bandwidth(&opt, &plan) : EXIT_OK);
    }
    if (opt.dry_run)
        dry_run(&opt, &machine);
    struct opening opening;
    plan_opening(&opt, &machine, &opening);
    /* no GPU: said at once, once for the job, before the grid is allocated (every rank takes part:
       a node's count may differ from another's, and the agreement is collective) */
    par_fail(EXIT_RUNTIME, opening.gpu ? gpu_unavailable() : NULL);
    if (opening.gpu)
        gpu_open_start(opt.device, part.local_rank, part.ranks, opening.queues, gpu_code_load);
    plan_team_opening(&opening); /* a core left to the opening thread (plan/threads.c) */
    struct timer timer;
    timer_init(&timer);
    struct run_info run = {.opt = &opt, .repeat = opt.repeat, .ranks = part.ranks};
    const int64_t rows = part.rows, n = opt.n;
    const size_t elements = grid_elements(rows, n);

    /* allocate: this process's rows and two ghost rows, every column */
    timer_start(&timer, LABEL_ALLOC_X);
    float *h_x = grid_alloc(elements, "x");
    timer_stop(&timer);
    timer_start(&timer, LABEL_ALLOC_Y);
    float *h_y = grid_alloc(elements, "y");
    timer_stop(&timer);
    float *h_ref = opt.verify ? grid_alloc(elements, "the -verify reference") : NULL;

    /* initialize (and, while the GPU opens, count x now) */
    timer_start(&timer, LABEL_INIT_X);
    initialize(&opt, &part, h_x);
    timer_stop_bytes(&timer, (double)elements * sizeof(float));
    exchange_halo(h_x, &part, &timer);
    if (opt.repeat > 1) /* this poisoning is the warm-up run's: R samples, not R+1 */
        grid_poison(h_y, elements);
    else
        poison(h_y, elements, &timer);
    int64_t below_x = 0;
    if (opening.gpu) {
        below_x = count(h_x, rows, n, opt.threshold, LABEL_COUNT_X, &timer);
        open_gpu(&opt, &machine, &run, &timer, timer.nrows);
    }

    /* the plan, made once: every fact of the machine known */
    struct plan plan;
    plan_run(&opt, &machine, &plan);
    run.threads = plan.threads;
    say_backend(&opt, &plan, &part, machine.gpus, &run);
    agree_plan(&plan);
    plan_team(&plan, TEAM_PASSES);

    /* smooth */
    struct timeline timeline = {0};
    const struct job job = {.rows = rows, .cols = n, .h_x = h_x, .h_y = h_y, .stencil = opt.stencil,
                            .plan = &plan, .part = &part, .kernel_id = plan.kernel_id, .threshold = opt.threshold};
    run.plan = &plan;
    struct job_result result = {.timeline = opt.timeline_path ? &timeline : NULL};
    run_mode(dispatch_mode(plan.mode), &job, &result, opt.repeat, elements, &timer);
    if (opening.gpu && !backend_needs_gpu(plan.backend)) /* x was counted while a GPU might have opened: */
        timer_move_last(&timer, LABEL_COUNT_X);          /* the table in the cpu backend's own order */
    if (result.detail[0]) /* after why this backend, if by default: how it ran */
        detail_append(run.detail, sizeof run.detail, "%s", result.detail);
    run.ring = result.ring;
    if (part.ranks > 1 && result.edges[0])
        snprintf(run.edges, sizeof run.edges, "%s", result.edges);
    else if (part.ranks > 1)
        plan_edges_text(run.edges, sizeof run.edges, &plan);
    run.depth = result.depth ? result.depth : 1;
    run.redundancy = result.redundancy ? result.redundancy : 1;

    /* count what was not counted on the way */
    if (!opening.gpu)
        below_x = count(h_x, rows, n, opt.threshold, LABEL_COUNT_X, &timer);
    run.below_x = par_sum_i64(below_x);
    run.below_y = par_sum_i64(result.counted_y ? result.below_y
                                            : count(h_y, rows, n, opt.threshold, LABEL_COUNT_Y, &timer));

    /* check and save */
    if (opt.verify)
        verify(&job, h_ref, elements, &run, &timer);
    if (opt.checksum) {
        const struct owned own = owned_rows(&part);
        run.has_checksum = true;
        run.checksum = par_sum_u64(grid_checksum(h_y, own.begin, own.end, n, part.first - 1));
    }
    struct output_file dumped;
    if (opt.dump_path)
        dump(&dumped, opt.dump_path, h_y, elements);

    /* report; then the files, so that a report that cannot be written leaves them as they were */
    timer_add(&timer, LABEL_TOTAL, wall_seconds() - started, 0);
    timer_merge_ranks(&timer, part.ranks);
    if (par_root())
        report_emit(&run, &timer);
    if (opt.timeline_path)
        timeline_write(&timeline, opt.timeline_path, &part);
    if (opt.dump_path)
        output_commit(&dumped);

    timeline_free(&timeline);
    grid_free(h_x);
    grid_free(h_y);
    grid_free(h_ref);
    finish(run.verified && run.mismatches ? EXIT_MISMATCH : EXIT_OK);
}

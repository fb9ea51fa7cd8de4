/*
 * plan.c - the run plan (plan.h): every check that depends on the machine
 * and every decision of a run, made here once, in this order:
 *
 *   backend   -kernel, else opt where a GPU is, else cpu
 *   host      threads, outputs, host memory
 *   mode      host; x and y fit on the GPU: whole grid or -streams; they
 *             do not: the ring; -hybrid
 *   depth     D, sweeps a pass, by the mode's row of `rules`; sweeps a
 *             launch; halo rows swapped across MPI ranks
 *   shape     the ring's buffers and slabs; staging or pinning; device bytes
 *
 * A refusal says what was wrong and what is accepted (exit 2), before
 * anything is allocated. Until the GPU opens, its free memory is unknown
 * (gpu.budget_bytes 0): no choice depends on it. Main takes the plan in
 * steps (plan/steps.c): what the opening needs first, the plan once after.
 */
#include "plan.h"
#include "backend.h"
#include "device.h"
#include "grid.h"
#include "check.h"
#include "host_tile.h"
#include "io.h"
#include "options.h"
#include "parallel.h"
#include "refuse.h"
#include "report.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define STR_(x) #x
#define STR(x) STR_(x)

/* What varies by mode. A GPU kernel other than opt runs one sweep a launch
 * everywhere; where gpu_kernels_block, its passes are still D deep. */
static const struct mode_rule rules[MODE_COUNT] = {
    [MODE_HOST] = {MODE_HOST, "host", "-kernel cpu",
                   "a pass over the host's caches, tile by tile", TEMPORAL_DEPTH_MAX, CPU_PASS_AUTO, false, true},
    [MODE_WHOLE] = {MODE_WHOLE, "whole grid", "x and y fit in the GPU's memory, no -streams",
                    "a launch of opt", TEMPORAL_DEPTH_MAX, TEMPORAL_LAUNCH_AUTO, false, true},
    [MODE_STREAMS] = {MODE_STREAMS, "streams", "-streams S, x and y fit in the GPU's memory",
                      "a launch of opt, in the sweeps between the first and the last", TEMPORAL_DEPTH_MAX,
                      TEMPORAL_LAUNCH_AUTO, false, true},
    [MODE_RING] = {MODE_RING, "ring", "x and y do not fit in the GPU's memory (or -device-memory)",
                   "a trip through the ring over PCIe, each slab bringing D halo rows each side (fewer if the "
                   "device memory is short; one process)",
                   RING_DEPTH_MAX, RING_DEPTH_AUTO, true, false},
    [MODE_HYBRID] = {MODE_HYBRID, "hybrid", "-hybrid",
                     "the CPU's pass over its rows while the GPU runs D, then D rows swapped each way (at most "
                     "either side's rows)",
                     TEMPORAL_DEPTH_MAX, CPU_PASS_AUTO, true, true},
};

const struct mode_rule *mode_rule(enum run_mode mode)
{
    return &rules[mode];
}

bool plan_fits(int64_t rows, int64_t cols, uint64_t budget)
{
    return 2 * (uint64_t)gpu_grid_bytes(rows, cols) <= budget;
}

int plan_launch(enum kernel_id kernel, int sweeps)
{
    return !kernel_blocks(kernel) ? 1 : sweeps < TEMPORAL_LAUNCH_AUTO ? sweeps : TEMPORAL_LAUNCH_AUTO;
}

bool plan_ring(const struct plan *plan, int64_t rows, int pass, struct ring_plan *ring, int *streams)
{
    if (!ring_plan(rows, plan->cols, plan->streams, plan->gpu.budget_bytes, pass, ring))
        return false;
    *streams = plan->streams < ring->slabs ? plan->streams : ring->slabs;
    return true;
}

int64_t plan_hybrid_rows(const struct plan *plan, double fraction)
{
    /* The GPU keeps at least one row per stream; the CPU takes the rest. */
    int64_t gpu_rows = plan->rows - (int64_t)llround(fraction * (double)plan->rows);
    if (gpu_rows < plan->streams)
        gpu_rows = plan->streams;
    return gpu_rows < plan->rows ? gpu_rows : plan->rows;
}

int plan_hybrid_pass(const struct plan *plan, int64_t gpu_rows)
{
    const int64_t cpu_rows = plan->rows - gpu_rows;
    int64_t pass = plan->pass;
    if ((cpu_rows > 0 || plan->ranks > 1) && pass > gpu_rows) /* the GPU sends D of its own */
        pass = gpu_rows;
    if (cpu_rows > 0 && pass > cpu_rows) /* and so does the CPU */
        pass = cpu_rows;
    return pass > 1 ? (int)pass : 1;
}

/* D wanted: -depth, else the mode's own; at most K, and across MPI ranks
 * at most the smallest part's rows (a part's halo is its neighbour's last
 * D rows), so the same on every rank. */
static int wanted_pass(const struct options *opt, const struct machine *m, const struct plan *plan, int automatic)
{
    int pass = opt->depth ? opt->depth : automatic;
    if (pass > plan->sweeps)
        pass = plan->sweeps;
    if (m->ranks > 1 && pass > m->smallest_rows)
        pass = m->smallest_rows > 1 ? (int)m->smallest_rows : 1;
    return pass;
}

static void refuse_depth(const struct options *opt, enum run_mode mode)
{
    static const char *const why[MODE_COUNT] = {
        [MODE_HOST] = "the host runs at most %d sweeps a pass (deeper passes are for a GPU grid that streams "
                      "through the ring)",
        [MODE_WHOLE] = "x and y fit on the device, where a launch runs at most %d sweeps (deeper passes are for a "
                       "grid that streams through the ring)",
        [MODE_HYBRID] = "with -hybrid the CPU's rows run at most %d sweeps a pass, and the sides swap rows that "
                        "often"};
    const enum run_mode m = mode == MODE_STREAMS || mode == MODE_RING ? MODE_WHOLE : mode;
    char reason[256];
    snprintf(reason, sizeof reason, why[m], rules[mode].depth_max);
    refuse("-depth %d: %s; use -depth 1..%d or leave it out", opt->depth, reason, rules[mode].depth_max);
}

/* --- the steps ----------------------------------------------------------- */

enum { HYBRID_STREAMS = 4 }; /* -hybrid without -streams */

/* OMP_STACKSIZE is the environment's too: a stack larger than the machine's
 * memory makes libgomp fail its first parallel region with a message of its
 * own ("Thread creation failed"). Its form is libgomp's: a size with an
 * optional B, K, M or G (K by default). */
static void check_stack_size(const struct machine *m)
{
    const char *text = getenv("OMP_STACKSIZE");
    if (!text || !m->host_bytes)
        return;
    char *end;
    const double size = strtod(text, &end);
    while (*end == ' ')
        ++end;
    static const char units[] = "BKMG";
    const char *unit = *end ? strchr(units, toupper((unsigned char)*end)) : NULL;
    if (end == text || !(size > 0) || (*end && (!unit || end[1]))) /* 0: libgomp's "invalid", then its default */
        refuse("OMP_STACKSIZE %s is not a size (a number with B, K, M or G; K by default); set it as 64M, "
               "or unset it", quote(text));
    const double bytes = size * (double)(1ull << (unit ? 10 * (unit - units) : 10));
    if (bytes > (double)m->host_bytes)
        refuse("OMP_STACKSIZE %s asks for a stack of %.1f GiB for each thread, more than the %.1f GiB this machine "
               "has available; set a smaller OMP_STACKSIZE (e.g. 64M) or unset it", quote(text), bytes / (1 << 30),
               (double)m->host_bytes / (1 << 30));
}

const struct backend *plan_backend(const struct options *opt, int gpus)
{
    /* by default the fast GPU kernel where a GPU is (or streams were asked for), else the CPU */
    return backend_find(opt->backend ? opt->backend : opt->streams || opt->hybrid || gpus ? "opt" : "cpu");
}

void plan_device(const struct options *opt, int gpus, const struct backend *backend)
{
    if ((backend_needs_gpu(backend) || opt->bandwidth) && gpus > 0 && opt->device >= gpus)
        refuse("-device %d: this machine has CUDA devices 0..%d (see -list)", opt->device, gpus - 1);
}

static void choose_backend(const struct options *opt, const struct machine *m, struct plan *plan)
{
    plan->defaulted = opt->backend == NULL;
    plan->backend = plan_backend(opt, m->gpus);
    plan->kernel_id = plan->backend->kernel_id;
    plan_threads(opt, m, plan);
    check_stack_size(m);
    if (m->user_tasks && (unsigned long long)plan->threads > m->user_tasks)
        refuse("%d threads are more than the %llu processes and threads this user may run (ulimit -u); use "
               "-threads T with T below that, or raise the limit", plan->threads, m->user_tasks);
    plan_device(opt, m->gpus, plan->backend);
    if (m->ranks > 1 && !opt->bandwidth && opt->dump_path)
        refuse("-dump writes one process's arrays; with %d ranks use -checksum to compare whole arrays", m->ranks);
}

static void choose_streams(const struct options *opt, const struct machine *m, struct plan *plan)
{
    /* each stream needs a row of the smallest rank's part */
    plan->streams = opt->streams;
    if (opt->hybrid && !opt->streams)
        plan->streams = m->smallest_rows < HYBRID_STREAMS ? (int)m->smallest_rows : HYBRID_STREAMS;
    if (plan->streams > m->smallest_rows) {
        if (m->ranks == 1)
            refuse("-streams %d is more than the %lld rows of -n %lld: each stream needs a row", plan->streams,
                   (long long)m->smallest_rows, (long long)opt->n);
        refuse("-streams %d: with %d ranks the smallest part has %lld rows, and each stream needs a row",
               plan->streams, m->ranks, (long long)m->smallest_rows);
    }
    plan->scheme = !plan->streams ? 0 : opt->scheme ? opt->scheme : 2;
}

/* Files found unwritable now, not after the run; each output a place of its own, standard
 * output included (the report goes there without -csv FILE or -json FILE). */
static void check_outputs(const struct options *opt)
{
    if (!par_root()) /* only rank 0 writes them: another rank's folder (mpirun --wdir) says nothing */
        return;
    const char *report = opt->format == FORMAT_CSV ? "-csv" : "-json";
    const struct {
        const char *path, *named; /* named: how a message names it */
    } outputs[] = {{opt->output_path ? opt->output_path : "-",
                    opt->output_path ? report : "the report (on standard output)"},
                   {opt->dump_path, "-dump"},
                   {opt->timeline_path, "-timeline"}};
    char named[3][200];
    for (int i = 0; i < 3; ++i) {
        if (!outputs[i].path)
            continue;
        if (i == 0 && !opt->output_path) /* the report's "-" is no name the user gave */
            snprintf(named[i], sizeof named[i], "%s", outputs[i].named);
        else
            snprintf(named[i], sizeof named[i], "%s %s", outputs[i].named, quote_path(outputs[i].path));
        char why[256];
        if (!output_check(outputs[i].path, why, sizeof why))
            refuse("%s: %s", named[i], why);
        if (i == 0 && opt->csv_rows && !output_table_check(opt->output_path, REPORT_CSV_HEADER, why, sizeof why))
            refuse("-csv-rows %s: %s", quote_path(opt->output_path), why);
        for (int j = 0; j < i; ++j)
            if (outputs[j].path && output_same(outputs[i].path, outputs[j].path))
                refuse("%s and %s land in the same place; give each its own (the report goes to standard "
                       "output unless -csv FILE or -json FILE)", named[j], named[i]);
    }
}

/* The arrays must fit in the memory available now, else the kernel's OOM
 * killer may end the run without a word (-bandwidth: two arrays, then two
 * pinned buffers and a pageable one). */
static void check_host_memory(const struct options *opt, const struct machine *m, struct plan *plan)
{
    plan->host_arrays = opt->bandwidth ? (m->gpus ? 3 : 2) : opt->verify ? 3 : 2;
    plan->host_bytes = (double)grid_elements(opt->bandwidth ? opt->n : m->rows, opt->n) * sizeof(float) *
                       plan->host_arrays;
    if (m->host_bytes && plan->host_bytes > (double)m->host_bytes)
        refuse("-n %lld needs %.1f GiB of host memory for %d arrays of (n+2)^2 floats, "
               "but this machine has %.1f GiB available",
               (long long)opt->n, plan->host_bytes / (1 << 30), plan->host_arrays, (double)m->host_bytes / (1 << 30));
    /* MPI: the ranks on one node share its memory (each holds its rows and two ghost rows) */
    const double node_need = (double)(m->node_rows + 2 * (int64_t)m->node_ranks) * (double)(opt->n + 2) *
                             sizeof(float) * plan->host_arrays;
    if (!opt->bandwidth && m->node_ranks > 1 && m->host_bytes && node_need > (double)m->host_bytes)
        refuse("-n %lld with %d ranks on this node needs %.1f GiB of its host memory (%d arrays of their rows), "
               "but it has %.1f GiB available; spread the ranks over more nodes or use a smaller -n",
               (long long)opt->n, m->node_ranks, node_need / (1 << 30), plan->host_arrays,
               (double)m->host_bytes / (1 << 30));
}

/* Whether x and y fit: yes, no, or (budget not known yet) either. */
enum fit { FIT_UNKNOWN, FIT_YES, FIT_NO };

static enum fit gpu_fit(const struct options *opt, const struct machine *m)
{
    if (m->gpu.budget_bytes)
        return plan_fits(m->rows, opt->n, m->gpu.budget_bytes) ? FIT_YES : FIT_NO;
    /* the budget is at most -device-memory: a grid it cannot hold will not fit */
    if (opt->device_memory && !plan_fits(m->rows, opt->n, opt->device_memory))
        return FIT_NO;
    return FIT_UNKNOWN;
}

static void choose_mode(const struct options *opt, const struct machine *m, struct plan *plan, enum fit fit)
{
    if (!backend_needs_gpu(plan->backend)) {
        plan->mode = MODE_HOST;
        plan->why = "-kernel cpu";
        return;
    }
    plan->device_needed = 2 * (uint64_t)gpu_grid_bytes(m->rows, opt->n);
    if (opt->hybrid) {
        plan->mode = MODE_HYBRID;
        plan->why = "-hybrid";
        char need[24], may[24];
        if (plan->sweeps > 1 && fit == FIT_NO)
            refuse("-iterations %d with -hybrid: x and y need %s of device memory and the run may use %s; hybrid "
                   "sweeps need the GPU's rows on the device: use -streams S (the ring) or -kernel cpu",
                   plan->sweeps, human_bytes(need, sizeof need, (double)plan->device_needed),
                   human_bytes(may, sizeof may,
                               (double)(m->gpu.budget_bytes ? m->gpu.budget_bytes : opt->device_memory)));
    } else if (fit != FIT_NO) {
        plan->mode = opt->streams ? MODE_STREAMS : MODE_WHOLE;
        plan->why = opt->streams ? "-streams S, and x and y fit in the GPU's memory"
                                 : "x and y fit in the GPU's memory";
    } else {
        plan->mode = MODE_RING;
        plan->why = opt->device_memory && plan->gpu.budget_limited ? "x and y do not fit in -device-memory"
                                                                   : "x and y do not fit in the GPU's memory";
        if (!opt->streams) { /* too large for the device: streamed all the same, a row a stream on every rank */
            plan->streams = m->smallest_rows < RING_STREAMS ? (int)m->smallest_rows : RING_STREAMS;
            plan->scheme = 1;
            plan->streamed = true;
        }
    }
}

/* D, the sweeps a launch and the halo rows, by the mode's row. */
static void choose_depth(const struct options *opt, const struct machine *m, struct plan *plan, enum fit fit)
{
    const struct mode_rule *rule = &rules[plan->mode];
    const bool gpu = plan->mode != MODE_HOST, blocks = kernel_blocks(plan->kernel_id);
    if (opt->depth > 1 && gpu && !blocks) {
        char blocking[128] = "cpu"; /* the backends that block, from the table */
        for (int b = 0; b < backend_count; ++b)
            if (kernel_blocks(backends[b].kernel_id))
                snprintf(blocking + strlen(blocking), sizeof blocking - strlen(blocking), " and %s", backends[b].name);
        refuse("-depth %d is temporal blocking of -kernel %s; with -kernel %s use -depth 1 or leave it out",
               opt->depth, blocking, plan->backend->name);
    }
    const bool ring_alone = plan->mode == MODE_RING && m->ranks == 1;
    if (opt->depth > rule->depth_max && (fit != FIT_UNKNOWN || plan->mode == MODE_HOST || plan->mode == MODE_HYBRID))
        refuse_depth(opt, plan->mode);
    if (opt->depth > TEMPORAL_DEPTH_MAX && plan->mode == MODE_RING && !ring_alone) /* the ring across ranks */
        refuse_depth(opt, MODE_WHOLE);
    plan->pass = 1;
    plan->launch = gpu ? 1 : 0;
    if (plan->sweeps == 1)
        return;
    if (plan->mode == MODE_HOST || plan->mode == MODE_HYBRID || ring_alone) {
        plan->pass = wanted_pass(opt, m, plan, rule->depth_auto);
    } else if (blocks) { /* views of x and y on the GPU, or the ring across ranks: opt blocks */
        plan->pass = wanted_pass(opt, m, plan, TEMPORAL_LAUNCH_AUTO);
        /* across ranks every part whole on its GPU, or none blocked: their swaps must pair */
        if (m->ranks > 1 && plan->pass > 1 && (plan->mode == MODE_RING || m->gpu.some_part_streams)) {
            if (opt->depth > 1)
                refuse("-depth %d across MPI ranks on the GPU needs every rank's x and y whole on its device, "
                       "and some rank streams them; use -depth 1 or leave it out", opt->depth);
            plan->pass = 1;
        }
        if (plan->mode == MODE_STREAMS && plan->sweeps < 3) /* no sweeps between the first and the last */
            plan->pass = 1;
    }
    /* x and y on the GPU: D a launch; a pass through the ring or between the hybrid's swaps: opt at
       most TEMPORAL_LAUNCH_AUTO a launch */
    const bool views = plan->mode == MODE_WHOLE || plan->mode == MODE_STREAMS || (plan->mode == MODE_RING && !ring_alone);
    plan->launch = !gpu ? 0 : views ? plan->pass : plan_launch(plan->kernel_id, plan->pass);
    if (m->ranks > 1)
        plan->halo = plan->mode == MODE_RING ? 1 : plan->pass;
    if (plan->mode == MODE_HOST && plan->pass > 1) { /* the host's tiles, from the machine's L2 */
        plan->tile = cpu_tile(plan->pass, m->l2_bytes);
        plan->l2_bytes = m->l2_bytes;
    }
}

/* The ring, the hybrid's split where it is given, staging and device bytes;
 * `fit` as choose_mode had it. */
static void choose_shape(const struct options *opt, const struct machine *m, struct plan *plan, enum fit fit)
{
    if (plan->mode == MODE_HOST)
        return;
    const int64_t cols = opt->n;
    if (plan->mode == MODE_HYBRID) {
        plan->hybrid_fraction = opt->hybrid_fraction;
        if (opt->hybrid_fraction >= 0)
            plan->gpu_rows = plan_hybrid_rows(plan, opt->hybrid_fraction);
        if (plan->gpu_rows && m->ranks == 1 && plan->sweeps > 1)
            plan->pass = plan_hybrid_pass(plan, plan->gpu_rows);
        if (plan->sweeps > 1)
            plan->launch = plan_launch(plan->kernel_id, plan->pass);
    }
    const bool ring = plan->mode == MODE_RING || (plan->mode == MODE_HYBRID && plan->gpu.budget_bytes && fit == FIT_NO);
    plan->through_ring = ring && plan->gpu.budget_bytes;
    if (plan->through_ring) {
        const int64_t rows = plan->mode == MODE_HYBRID && plan->gpu_rows ? plan->gpu_rows : m->rows;
        int streams;
        if (!plan_ring(plan, rows, plan->mode == MODE_RING ? plan->pass : 1, &plan->ring, &streams)) {
            refusal_is_runtime = true;
            refuse("out of device memory: one slab of one row needs %zu bytes, and the GPU has %llu bytes free "
                   "(less a margin); free some device memory or use -kernel cpu",
                   gpu_slab_min_bytes(cols), (unsigned long long)plan->gpu.budget_bytes);
        }
        if (plan->mode == MODE_HYBRID && !plan->gpu_rows) /* its rows are measured in setup */
            memset(&plan->ring, 0, sizeof plan->ring);
        if (plan->mode == MODE_RING) {
            plan->streams = streams;
            plan->pass = plan->ring.pass;
            plan->launch = plan_launch(plan->kernel_id, plan->pass);
        }
        plan->device_bytes = plan->ring.buffers ? 2 * (uint64_t)plan->ring.buffers *
                                                      gpu_grid_bytes(plan->ring.rows + 2 * (plan->ring.pass - 1), cols)
                                                : plan->gpu.budget_bytes;
    } else {
        /* x and y whole: under MPI with D-deep halos D - 1 rows more each side; the hybrid's GPU
           also D - 1 of the CPU's rows below its own */
        const int64_t halo = plan->halo > 1 ? plan->halo - 1 : 0;
        int64_t rows = plan->mode == MODE_HYBRID && plan->gpu_rows ? plan->gpu_rows : m->rows;
        if (plan->mode == MODE_HYBRID && plan->gpu_rows && plan->gpu_rows < m->rows && !m->part_below)
            rows += plan->pass - 1;
        rows += (m->part_above ? halo : 0) + (m->part_below ? halo : 0);
        plan->device_bytes = 2 * (uint64_t)gpu_grid_bytes(rows, cols);
    }
    plan->staged = opt->pin && (ring || plan->mode == MODE_WHOLE);
    plan->pinned_host = opt->pin && !plan->staged;
}

/* The GPU context's hardware work queues: one a stream the run issues work
 * to at once, the ring's for a whole grid that may not fit (the first plan,
 * and -dry-run's, are made before the GPU's memory is known), two for MPI's
 * edge swaps; at most CUDA's default. Each queue costs time as the context
 * is made (docs/performance/streams-ring.md, "Fewer queues than the default"). */
static void choose_queues(struct plan *plan, enum fit fit)
{
    if (plan->mode == MODE_HOST)
        return;
    int queues = plan->streams ? plan->streams : 1;
    if (plan->mode == MODE_WHOLE && (fit == FIT_UNKNOWN || plan->gpu.assumed) && plan->device_needed > GPU_SURE_BYTES)
        queues = RING_STREAMS;
    queues += plan_swap_queues(plan);
    plan->gpu_queues = queues < GPU_QUEUES_MAX ? queues : GPU_QUEUES_MAX;
}

enum options_result plan_make(const struct options *opt, const struct machine *m, struct plan *plan, char *error,
                              size_t error_bytes)
{
    if (refusing_begin(error, error_bytes))
        return OPTIONS_BAD;
    memset(plan, 0, sizeof *plan);
    plan->rows = m->rows;
    plan->cols = opt->n;
    plan->ranks = m->ranks;
    plan->part_above = m->part_above;
    plan->part_below = m->part_below;
    plan->sweeps = opt->iterations;
    plan->gpu = m->gpu;
    plan->host_available = m->host_bytes;
    choose_backend(opt, m, plan);
    choose_streams(opt, m, plan);
    const enum fit fit = backend_needs_gpu(plan->backend) ? gpu_fit(opt, m) : FIT_YES;
    choose_mode(opt, m, plan, fit);
    choose_depth(opt, m, plan, fit);
    check_outputs(opt);
    check_host_memory(opt, m, plan);
    choose_shape(opt, m, plan, fit);
    plan_edges(opt, m, plan);
    plan_host_threads(opt, m, plan);
    choose_queues(plan, fit);
    return OPTIONS_OK;
}

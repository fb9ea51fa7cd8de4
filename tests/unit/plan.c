/* plan.c - unit tests of the run plan (src/plan/plan.c) on made-up machines, no
 * GPU needed: each mode with one sweep and with many, one process and
 * several, the memory boundaries (x and y just fit, a byte short, the
 * ring's smallest slab) and every refusal. tests/unit/options.c has the
 * checks the plan kept from the option parser's days (threads, -device,
 * streams per row, host memory). */
#include "backend.h"
#include "device.h"
#include "options.h"
#include "plan.h"
#include "refuse.h"
#include "tap.h"

#include <stdarg.h>
#include <string.h>

static struct options opt;
static char why[512];
static struct plan plan;

/* The options of a command line (it must parse). */
static const struct options *parse(const char *first, ...)
{
    const char *argv[64] = {"smooth", first};
    int argc = 2;
    va_list ap;
    va_start(ap, first);
    for (const char *word; argc < 63 && (word = va_arg(ap, const char *));)
        argv[argc++] = word;
    va_end(ap);
    char error[512];
    if (options_parse(argc, (char **)argv, &opt, error, sizeof error) != OPTIONS_OK)
        diag("does not parse: %s", error);
    return &opt;
}
#define PARSE(...) parse(__VA_ARGS__, (const char *)NULL)

/* One GPU whose arrays may use `budget` bytes (0: not known yet), 64 GiB
 * of host memory, 16 threads; `ranks` processes, this one rank 0 of n / ranks rows. */
static struct machine gpu_machine(int64_t n, int ranks, uint64_t budget)
{
    const int64_t part = n / ranks;
    return (struct machine){.gpus = 1, .host_bytes = 64ull << 30, .ranks = ranks, .rows = part,
                            .smallest_rows = part > 0 ? part : 1, .omp_threads = 16, .part_below = ranks > 1,
                            .gpu = {.budget_bytes = budget, .sms = H100_SMS, .shared_kib = H100_SHARED_KIB}};
}

static const struct plan *planned(const struct options *o, struct machine m)
{
    return plan_make(o, &m, &plan, why, sizeof why) == OPTIONS_OK ? &plan : NULL;
}

/* The plan was refused with a message containing `text`. */
static bool refused(const struct options *o, struct machine m, const char *text)
{
    return !planned(o, m) && strstr(why, text) != NULL;
}

#define BIG ((uint64_t)64 << 30)

static void modes(void)
{
    const struct plan *p;
    /* host */
    p = planned(PARSE("-n", "100", "-kernel", "cpu"), gpu_machine(100, 1, BIG));
    ok(p && p->mode == MODE_HOST && p->pass == 1 && p->launch == 0 && p->halo == 0, "cpu, K = 1: host, a sweep a pass");
    p = planned(PARSE("-n", "100", "-kernel", "cpu", "-iterations", "64"), gpu_machine(100, 1, BIG));
    ok(p && p->pass == 16 && plan_passes(p) == 4, "cpu, K = 64: 16 sweeps a pass, 4 passes (got %d)", p ? p->pass : -1);
    p = planned(PARSE("-n", "100", "-kernel", "cpu", "-iterations", "5"), gpu_machine(100, 1, BIG));
    ok(p && p->pass == 5, "cpu, K = 5: D at most K");
    p = planned(PARSE("-n", "40", "-kernel", "cpu", "-iterations", "64"), gpu_machine(40, 4, BIG));
    ok(p && p->pass == 10 && p->halo == 10, "cpu on 4 ranks of 10 rows, K = 64: D and halo at most a part's rows");
    p = planned(PARSE("-n", "40", "-kernel", "cpu", "-iterations", "64", "-depth", "3"), gpu_machine(40, 4, BIG));
    ok(p && p->pass == 3 && p->halo == 3, "cpu -depth 3 on 4 ranks: 3");

    /* whole grid */
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 1, BIG));
    ok(p && p->mode == MODE_WHOLE && p->pass == 1 && p->launch == 1 && p->staged && !p->ring.buffers,
       "opt, K = 1, fits: whole grid, staged copies");
    ok(p && p->device_bytes == 2 * (uint64_t)gpu_grid_bytes(1000, 1000) && p->device_needed == p->device_bytes,
       "... its device memory: x and y");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    ok(p && p->mode == MODE_WHOLE && p->pass == 6 && p->launch == 6 && plan_passes(p) == 11,
       "opt, K = 64: 6 sweeps a launch (11 launches)");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64", "-depth", "12"), gpu_machine(1000, 1, BIG));
    ok(p && p->pass == 12 && p->launch == 12, "opt -depth 12: 12 a launch");
    p = planned(PARSE("-n", "1000", "-kernel", "sh18", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    ok(p && p->mode == MODE_WHOLE && p->pass == 1 && p->launch == 1, "sh18, K = 64: a sweep a launch");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64", "-pin", "off"), gpu_machine(1000, 1, BIG));
    ok(p && !p->staged && !p->pinned_host, "-pin off: pageable");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), gpu_machine(1000, 2, BIG));
    ok(p && p->pass == 6 && p->halo == 6, "opt on 2 ranks, K = 64: 6 a launch, halos 6 deep");
    ok(p && p->device_bytes == 2 * (uint64_t)gpu_grid_bytes(500 + 5, 1000), "... the part's grid holds 5 halo rows below");
    struct machine streaming = gpu_machine(1000, 2, BIG);
    streaming.gpu.some_part_streams = true;
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), streaming);
    ok(p && p->pass == 1 && p->halo == 1, "... some rank streams: a sweep a launch, a row swapped");

    /* streams */
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-streams", "4"), gpu_machine(1000, 1, BIG));
    ok(p && p->mode == MODE_STREAMS && p->streams == 4 && p->scheme == 2 && p->pinned_host && !p->staged,
       "-streams 4, fits: streams, scheme 2, host arrays pinned");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-streams", "4", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    ok(p && p->pass == 6 && p->launch == 6, "-streams 4, K = 64: the middle sweeps 6 a launch");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-streams", "4", "-iterations", "2"), gpu_machine(1000, 1, BIG));
    ok(p && p->pass == 1, "-streams 4, K = 2: no middle sweeps, a sweep a launch");

    /* ring */
    const uint64_t small = 300 << 10;
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 1, small));
    ok(p && p->mode == MODE_RING && p->streamed && p->streams == RING_STREAMS && p->scheme == 1 && p->pass == 1 &&
       p->ring.buffers >= 1 && p->staged, "opt in 300 KiB: the ring, streamed on 2 streams, scheme 1");
    ok(p && p->device_bytes <= small, "... its buffers within the budget (%llu bytes)",
       p ? (unsigned long long)p->device_bytes : 0ull);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), gpu_machine(1000, 1, small));
    ok(p && p->mode == MODE_RING && p->pass > 1 && p->pass <= 64 && p->pass == p->ring.pass &&
       p->launch == plan_launch(KERNEL_OPT, p->pass) && plan_passes(p) == (64 + p->pass - 1) / p->pass,
       "... K = 64: passes of the ring's depth (%d), at most 6 a launch",
       p ? p->pass : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "sh18", "-iterations", "64"), gpu_machine(1000, 1, small));
    ok(p && p->pass > 1 && p->launch == 1, "sh18 through the ring, K = 64: passes too, a sweep a launch");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), gpu_machine(1000, 2, small));
    ok(p && p->mode == MODE_RING && p->pass == 1 && p->halo == 1, "the ring on 2 ranks, K = 64: a sweep a pass");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-streams", "3", "-scheme", "1"), gpu_machine(1000, 1, small));
    ok(p && p->mode == MODE_RING && !p->streamed && p->streams == 3 && p->scheme == 1, "-streams 3 in the ring: its own");
    struct machine one_row = gpu_machine(4, 3, 810); /* parts of 1, 1 and 2 rows; the largest is planned */
    one_row.rows = 2;
    p = planned(PARSE("-n", "4", "-kernel", "opt"), one_row);
    ok(p && p->mode == MODE_RING && p->streamed && p->streams == 1,
       "the ring streamed on 3 ranks, the smallest of one row: 1 stream, a row each (got %d)", p ? p->streams : -1);

    /* the memory boundaries */
    const uint64_t both = 2 * (uint64_t)gpu_grid_bytes(1000, 1000);
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 1, both));
    ok(p && p->mode == MODE_WHOLE, "x and y just fit: the whole grid");
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 1, both - 1));
    ok(p && p->mode == MODE_RING, "a byte short: the ring");
    const uint64_t least = gpu_slab_min_bytes(1000);
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 1, least));
    ok(p && p->mode == MODE_RING && p->ring.buffers == 1 && p->ring.rows == 1,
       "the ring's smallest slab: one buffer of one row (got %d of %lld)", p ? p->ring.buffers : -1,
       p ? (long long)p->ring.rows : -1ll);
    ok(refused(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 1, least - 1), "out of device memory") &&
       refusal_is_runtime, "a byte less: out of device memory (exit 1, the machine's): %s", why);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-device-memory", "1G"), gpu_machine(1000, 1, 0));
    ok(p && p->mode == MODE_WHOLE, "before the GPU opens (budget unknown): planned as if x and y fit");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-device-memory", "100K", "-iterations", "9", "-depth", "100"),
                gpu_machine(1000, 1, 0));
    ok(p && p->mode == MODE_RING, "... but not where -device-memory cannot hold them: the ring, -depth 100 allowed");

    /* hybrid */
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.3"), gpu_machine(1000, 1, BIG));
    ok(p && p->mode == MODE_HYBRID && p->streams == 4 && p->scheme == 2 && p->gpu_rows == 700 && p->pass == 1,
       "-hybrid 0.3, K = 1: GPU rows 1..700 on 4 streams");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.3", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    ok(p && p->pass == 16 && p->launch == 6, "... K = 64: 16 sweeps between swaps, opt 6 a launch");
    ok(p && p->device_bytes == 2 * (uint64_t)gpu_grid_bytes(700 + 15, 1000),
       "... the GPU's field holds D - 1 = 15 of the CPU's rows below its 700 (issue 49's survivor)");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.995", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    ok(p && p->gpu_rows == 5 && p->pass == 5, "-hybrid 0.995: D at most the GPU's 5 rows (got %d)", p ? p->pass : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.004", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    ok(p && p->gpu_rows == 996 && p->pass == 4, "-hybrid 0.004: D at most the CPU's 4 rows (got %d)", p ? p->pass : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    ok(p && p->gpu_rows == 0 && p->pass == 16 && plan_hybrid_pass(p, 990) == 10,
       "-hybrid auto: the split measured in setup, D by the same rule then");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.3"), gpu_machine(1000, 1, small));
    ok(p && p->mode == MODE_HYBRID && p->through_ring && p->ring.buffers >= 1, "-hybrid, K = 1, not fitting: a ring");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.3", "-iterations", "64"), gpu_machine(1000, 2, BIG));
    ok(p && p->pass == 16 && p->halo == 16, "-hybrid on 2 ranks: D wanted 16 (the ranks agree on the least in setup)");
    struct machine uneven = gpu_machine(10, 3, BIG); /* parts of 4, 3 and 3 rows: rank 0 holds 4 */
    uneven.rows = 4, uneven.smallest_rows = 3;
    p = planned(PARSE("-n", "10", "-kernel", "opt", "-hybrid", "0.5"), uneven);
    ok(p && p->streams == 3, "-hybrid on parts of 4, 3 and 3 rows: 3 streams by default, the smallest part's rows "
       "(got %d: %s)", p ? p->streams : -1, p ? "" : why);
}

static void refusals(void)
{
    struct machine m = gpu_machine(1000, 1, BIG);
    m.omp_threads = THREADS_MAX + 1;
    ok(refused(PARSE("-n", "1000"), m, "more than the 4096 smooth runs"), "OMP_NUM_THREADS too large: %s", why);
    m = gpu_machine(1000, 1, BIG);
    m.user_tasks = 8;
    ok(refused(PARSE("-n", "1000", "-threads", "9"), m, "ulimit -u"), "threads past ulimit -u: %s", why);
    ok(refused(PARSE("-n", "1000", "-kernel", "opt", "-device", "1"), gpu_machine(1000, 1, BIG), "-device 1"),
       "-device past the last GPU: %s", why);
    ok(refused(PARSE("-n", "1000", "-dump", "y.raw"), gpu_machine(1000, 2, BIG), "-dump writes one process's"),
       "-dump with ranks: %s", why);
    ok(refused(PARSE("-n", "3", "-kernel", "opt", "-streams", "4"), gpu_machine(3, 1, BIG), "each stream needs a row"),
       "more streams than rows: %s", why);
    ok(refused(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.5", "-iterations", "3"),
               gpu_machine(1000, 1, 300 << 10), "hybrid sweeps need the GPU's rows on the device"),
       "-hybrid with K > 1, not fitting: %s", why);
    ok(refused(PARSE("-n", "1000", "-kernel", "sh16", "-iterations", "9", "-depth", "2"), gpu_machine(1000, 1, BIG),
               "with -kernel sh16 use -depth 1"), "-depth 2 with sh16: %s", why);
    ok(refused(PARSE("-n", "1000", "-kernel", "cpu", "-iterations", "99", "-depth", "17"), gpu_machine(1000, 1, BIG),
               "the host runs at most 16"), "-depth 17 on the host: %s", why);
    ok(refused(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "99", "-depth", "17"), gpu_machine(1000, 1, BIG),
               "a launch runs at most 16"), "-depth 17 with x and y on the GPU: %s", why);
    ok(planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "99", "-depth", "17"), gpu_machine(1000, 1, 0)),
       "... not refused before the GPU's memory is known (it may be the ring)");
    ok(planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "99", "-depth", "200"),
               gpu_machine(1000, 1, 300 << 10)), "-depth 200 through the ring: accepted");
    ok(refused(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "99", "-depth", "17"),
               gpu_machine(1000, 2, 300 << 10), "at most 16"), "-depth 17 through the ring across ranks: %s", why);
    ok(refused(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.5", "-iterations", "99", "-depth", "17"),
               gpu_machine(1000, 1, BIG), "with -hybrid the CPU's rows run at most 16"), "-depth 17 with -hybrid: %s", why);
    struct machine streaming = gpu_machine(1000, 2, BIG);
    streaming.gpu.some_part_streams = true;
    ok(refused(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "9", "-depth", "4"), streaming, "some rank streams"),
       "-depth 4 across ranks, one streaming: %s", why);
    ok(refused(PARSE("-n", "100", "-dump", "/nonexistent-folder/y.raw"), gpu_machine(100, 1, BIG), "-dump"),
       "an unwritable -dump: %s", why);
    ok(refused(PARSE("-n", "100", "-dump", "same.out", "-timeline", "same.out"), gpu_machine(100, 1, BIG),
               "land in the same place"), "-dump and -timeline in one file: %s", why);
    m = gpu_machine(46338, 1, BIG);
    m.host_bytes = 16ull << 30;
    ok(refused(PARSE("-n", "46338", "-kernel", "cpu", "-verify"), m, "of host memory"), "host memory: %s", why);
    m = gpu_machine(65536, 2, BIG);
    m.host_bytes = 24ull << 30, m.node_ranks = 2, m.node_rows = 65536;
    ok(refused(PARSE("-n", "65536", "-kernel", "cpu"), m, "ranks on this node"), "a node's memory: %s", why);
    /* the boundary: the node's rows and each rank's two ghost rows, 2 arrays of n + 2 floats a row */
    const uint64_t node_need = (65536ull + 2 * 2) * (65536 + 2) * sizeof(float) * 2;
    m.host_bytes = node_need - 1;
    ok(refused(PARSE("-n", "65536", "-kernel", "cpu"), m, "ranks on this node"),
       "a node's memory a byte short of its rows and the ranks' ghost rows: refused");
    m.host_bytes = node_need;
    ok(planned(PARSE("-n", "65536", "-kernel", "cpu"), m) != NULL, "... exactly enough: planned (%s)", why);
    ok(refused(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 1, 1000), "out of device memory") &&
       refusal_is_runtime, "no device memory for one slab: %s", why);
}

static void rules_and_text(void)
{
    const struct mode_rule *host = mode_rule(MODE_HOST), *ring = mode_rule(MODE_RING);
    ok(host->depth_max == TEMPORAL_DEPTH_MAX && host->depth_auto == CPU_PASS_AUTO && ring->depth_max == RING_DEPTH_MAX &&
       ring->depth_auto == RING_DEPTH_AUTO && !ring->blocks_across_ranks, "the table's rows: host and ring");
    for (int m = 0; m < MODE_COUNT; ++m)
        ok((int)mode_rule((enum run_mode)m)->mode == m && mode_rule((enum run_mode)m)->name[0], "mode %d has its row", m);
    ok(plan_launch(KERNEL_OPT, 64) == TEMPORAL_LAUNCH_AUTO && plan_launch(KERNEL_OPT, 3) == 3 &&
       plan_launch(KERNEL_SH18, 64) == 1, "sweeps a launch: opt at most 6, the others 1");

    const struct plan *p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    char text[320];
    plan_summary(text, sizeof text, p);
    ok(strstr(text, "whole grid") && strstr(text, "64 sweeps, D = 6 per pass (11 passes), 6 per launch"), "summary: %s", text);
    char buffer[4096] = "";
    FILE *out = fmemopen(buffer, sizeof buffer, "w");
    plan_json(out, p, "");
    fclose(out);
    ok(strstr(buffer, "\"mode\": \"whole grid\"") && strstr(buffer, "\"launch\": 6") && strstr(buffer, "\"ring\": null"),
       "the plan as JSON names the mode, the launch and no ring");
}

/* The GPU context's hardware queues: one a stream the run issues to at
 * once, the ring's where x and y may not fit, two more for MPI's edge
 * swaps, at most GPU_QUEUES_MAX; none on the host. */
static void queues(void)
{
    const struct plan *p;
    const uint64_t unknown = 0;
    p = planned(PARSE("-n", "100", "-kernel", "cpu"), gpu_machine(100, 1, BIG));
    ok(p && p->gpu_queues == 0, "host: no GPU queues");
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 1, unknown));
    ok(p && p->gpu_queues == 1, "whole grid of 7.7 MiB, memory not known yet: 1 (got %d)", p ? p->gpu_queues : -1);
    p = planned(PARSE("-n", "16384", "-kernel", "opt"), gpu_machine(16384, 1, unknown));
    ok(p && p->gpu_queues == RING_STREAMS, "whole grid of 2 GiB, memory not known yet: the ring's %d in case (got %d)",
       RING_STREAMS, p ? p->gpu_queues : -1);
    p = planned(PARSE("-n", "16384", "-kernel", "opt"), gpu_machine(16384, 1, BIG));
    ok(p && p->gpu_queues == 1, "... known to fit: 1 (got %d)", p ? p->gpu_queues : -1);
    p = planned(PARSE("-n", "16384", "-kernel", "opt"), gpu_machine(16384, 1, 1u << 30));
    ok(p && p->mode == MODE_RING && p->gpu_queues == p->streams && p->streams == RING_STREAMS,
       "the ring: one a stream (got %d for %d)", p ? p->gpu_queues : -1, p ? p->streams : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-streams", "3"), gpu_machine(1000, 1, BIG));
    ok(p && p->gpu_queues == 3, "-streams 3: 3 (got %d)", p ? p->gpu_queues : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-streams", "12"), gpu_machine(1000, 1, BIG));
    ok(p && p->gpu_queues == GPU_QUEUES_MAX, "-streams 12: CUDA's default %d at most (got %d)", GPU_QUEUES_MAX,
       p ? p->gpu_queues : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.5"), gpu_machine(1000, 1, BIG));
    ok(p && p->gpu_queues == p->streams && p->streams > 1, "-hybrid: its streams (got %d)", p ? p->gpu_queues : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "5"), gpu_machine(1000, 2, BIG));
    ok(p && p->gpu_queues == 2, "2 ranks, K = 5: 1 and 1 for the edge swaps (got %d)", p ? p->gpu_queues : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), gpu_machine(1000, 2, BIG));
    ok(p && p->gpu_queues == 1, "2 ranks, one sweep (no swaps): 1 (got %d)", p ? p->gpu_queues : -1);
}

/* How MPI parts trade edge rows (-edges): GPU to GPU where every rank's
 * x and y are whole on a GPU of one node and K > 1, else the host. */
static void edges(void)
{
    const struct plan *p;
    struct machine one_node = gpu_machine(1000, 4, BIG), two_nodes = gpu_machine(1000, 4, BIG);
    one_node.node_ranks = 4;
    two_nodes.node_ranks = 2;
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), gpu_machine(1000, 1, BIG));
    ok(p && p->edges == EDGES_NONE, "one process: no edge rows");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), one_node);
    ok(p && p->edges == EDGES_PEER && !p->edges_given, "4 ranks of one node, whole grid, K = 64: peer, by default");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64", "-streams", "2"), one_node);
    ok(p && p->edges == EDGES_PEER, "... -streams 2: peer");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64", "-edges", "peer"), one_node);
    ok(p && p->edges == EDGES_PEER && p->edges_given, "... -edges peer: peer, given (a failure to open is an error)");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64", "-edges", "host"), one_node);
    ok(p && p->edges == EDGES_HOST && p->edges_given, "... -edges host: host");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), two_nodes);
    ok(p && p->edges == EDGES_HOST && strstr(p->edges_why, "span nodes"), "ranks on two nodes: host");
    ok(refused(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64", "-edges", "peer"), two_nodes,
               "-edges peer needs every rank on one node, and 2 of the 4"),
       "... -edges peer refused, saying why: %s", why);
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), one_node);
    ok(p && p->edges == EDGES_HOST && strstr(p->edges_why, "one sweep"), "K = 1: x's ghost rows on the host");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-edges", "peer"), one_node);
    ok(p && p->edges == EDGES_HOST, "... -edges peer at K = 1: accepted, nothing to trade on the GPU");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "8", "-hybrid", "0.5"), one_node);
    ok(p && p->edges == EDGES_HOST && strstr(p->edges_why, "-hybrid"), "-hybrid: host (its CPU rows)");
    ok(refused(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "8", "-hybrid", "0.5", "-edges", "peer"), one_node,
               "-edges peer needs every part's x and y whole on its GPU"), "... -edges peer refused: %s", why);
    ok(refused(PARSE("-n", "1000", "-kernel", "cpu", "-iterations", "8", "-edges", "peer"), one_node,
               "-kernel cpu holds its rows on the host"), "-kernel cpu -edges peer refused: %s", why);
    struct machine streams = one_node;
    streams.gpu.some_part_streams = true;
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "8"), streams);
    ok(p && p->edges == EDGES_HOST && strstr(p->edges_why, "ring"), "some rank through a ring: host for every rank");
    char buffer[4096] = "";
    FILE *out = fmemopen(buffer, sizeof buffer, "w");
    plan_json(out, planned(PARSE("-n", "1000", "-kernel", "opt", "-iterations", "64"), one_node), "");
    fclose(out);
    ok(strstr(buffer, "\"edges\": \"peer\"") && strstr(buffer, "\"edges_why\": \"every rank on one node\""),
       "the plan's JSON says peer and why");
}

/* The host's passes in a GPU run: bound by memory, so at most
 * HOST_PASS_THREADS_MAX by default; the team asked for when asked; every
 * core for the cpu backend's compute. */
static void host_threads(void)
{
    const struct plan *p;
    struct machine big = gpu_machine(1000, 1, BIG), h100 = gpu_machine(1000, 1, BIG);
    big.cores = big.machine_cores = big.omp_threads = 64;
    h100.cores = h100.machine_cores = h100.omp_threads = 16;
    char text[512];
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), big);
    plan_host_text(text, sizeof text, p);
    ok(p && p->open_threads == HOST_PASS_THREADS_MAX && p->open_capped && strstr(text, "bound by memory"),
       "64 cores, a GPU run by default: %d threads for the host's passes: %s", p ? p->open_threads : -1, text);
    ok(p && !plan_ends_open_team(p), "... the copies' size: kept for them");
    ok(p && p->pass_threads == HOST_PASS_THREADS_MAX && strstr(text, "then stage the rows and count y"),
       "... and the same %d stage the rows and count y once it has opened", p ? p->pass_threads : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-threads", "64"), big);
    ok(p && p->open_threads == 63 && !p->open_capped && p->pass_threads == 64,
       "... -threads 64: 63 (a core left to the opening), then 64");
    ok(p && plan_ends_open_team(p), "... a team larger than the copies': ended before the copy-in");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-threads", "256"), big);
    ok(p && p->open_threads == 63, "... -threads 256: 63");
    big.omp_threads_set = true;
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), big);
    ok(p && p->open_threads == 63 && !p->open_capped, "... OMP_NUM_THREADS=64: 63, as asked");
    big.omp_threads_set = false;
    p = planned(PARSE("-n", "1000", "-kernel", "cpu"), big);
    plan_host_text(text, sizeof text, p);
    ok(p && p->open_threads == 64 && p->pass_threads == 64 && !strstr(text, "bound by memory"),
       "... -kernel cpu: all 64 (%s)", text);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.5"), big);
    ok(p && p->threads == 64 && p->open_threads == HOST_PASS_THREADS_MAX && p->pass_threads == 64,
       "... -hybrid: 16 for the passes while the GPU opens, the run's team of 64 kept for its CPU rows");
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), h100);
    plan_host_text(text, sizeof text, p);
    ok(p && p->open_threads == 15 && p->pass_threads == 16 && !p->open_capped && strstr(text, "a core left to it"),
       "16 cores by default: 15, a core left to the opening (%s)", text);
    struct machine seventeen = h100;
    seventeen.cores = seventeen.machine_cores = seventeen.omp_threads = 17;
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), seventeen);
    ok(p && p->open_threads == 16, "17 cores: 16");

    /* issue 67: the team by the pass's work, past the 16 */
    struct machine huge = big;
    huge.rows = 110000;
    huge.host_bytes = 1ull << 40;
    p = planned(PARSE("-n", "110000", "-kernel", "opt"), huge);
    if (p)
        plan_host_text(text, sizeof text, p);
    ok(p && p->open_threads == HOST_PASS_THREADS_MOST && p->pass_threads == HOST_PASS_THREADS_MOST &&
           p->open_capped && strstr(text, "at most 32"),
       "64 cores, n = 110000 (45 GiB arrays): 32, the most by default (%s)", text);
    huge.rows = 65536;
    p = planned(PARSE("-n", "65536", "-kernel", "opt"), huge);
    ok(p && p->open_threads == 32 && p->pass_threads == 32 && p->open_capped,
       "... n = 65536 (16 GiB arrays): 32 (%d)", p ? p->open_threads : -1);
    struct machine thirty = huge;
    thirty.cores = thirty.machine_cores = thirty.omp_threads = 32;
    thirty.rows = 110000;
    p = planned(PARSE("-n", "110000", "-kernel", "opt"), thirty);
    ok(p && p->open_threads == 31 && p->pass_threads == 32 && !p->open_capped,
       "32 cores, n = 110000: every core, 31 while the GPU opens (%d)", p ? p->open_threads : -1);
    huge.rows = 32768;
    p = planned(PARSE("-n", "32768", "-kernel", "opt"), huge);
    ok(p && p->open_threads == 32 && p->pass_threads == 32 && p->open_capped,
       "... n = 32768 (4 GiB arrays): 32, a thread for each 128 MiB (%d)", p ? p->open_threads : -1);
    huge.rows = 16384;
    p = planned(PARSE("-n", "16384", "-kernel", "opt"), huge);
    ok(p && p->open_threads == HOST_PASS_THREADS_MAX && p->pass_threads == HOST_PASS_THREADS_MAX,
       "... n = 16384 (1 GiB arrays): 16");
    struct machine given16 = big; /* 64 cores, OpenMP's team 16 (OMP_THREAD_LIMIT): a team at the cap */
    given16.omp_threads = 16;
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), given16);
    plan_host_text(text, sizeof text, p);
    ok(p && p->open_threads == 16 && !p->open_capped && !strstr(text, "bound by memory"),
       "a team of 16 on 64 cores: not capped, all 16 while the GPU opens (%s)", text);
    struct machine one = h100;
    one.cores = one.machine_cores = one.omp_threads = 1;
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), one);
    plan_host_text(text, sizeof text, p);
    ok(p && p->open_threads == 1 && !strstr(text, "core left"), "1 core: no core left to the opening (%s)", text);
    plan_cores_text(text, sizeof text, p);
    ok(strcmp(text, "1 core here") == 0, "... and the cores' line says 1 core here: %s", text);

    /* issue 68, item 2: the plan owns every team. The hybrid through a staged ring: half the team
       drives the ring's copies on a thread of its own, the rest smooth the CPU's rows; on views the
       CPU's rows get all of it */
    struct machine tight = h100;
    tight.gpu.budget_bytes = 2u << 20; /* x and y of n = 1000 (8 MiB) do not fit */
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.5"), tight);
    ok(p && p->through_ring && p->staged && p->hybrid_gpu_threads == 8 && p->hybrid_cpu_threads == 8,
       "-hybrid through a staged ring, 16 threads: 8 drive it, 8 smooth the CPU's rows (%d, %d)",
       p ? p->hybrid_gpu_threads : -1, p ? p->hybrid_cpu_threads : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.5", "-threads", "5"), tight);
    ok(p && p->hybrid_gpu_threads == 2 && p->hybrid_cpu_threads == 3, "... -threads 5: 2 and 3");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.5", "-threads", "1"), tight);
    ok(p && p->hybrid_gpu_threads == 1 && p->hybrid_cpu_threads == 1, "... -threads 1: one each");
    p = planned(PARSE("-n", "1000", "-kernel", "opt", "-hybrid", "0.5"), h100);
    ok(p && !p->through_ring && p->hybrid_gpu_threads == 0 && p->hybrid_cpu_threads == 16,
       "... on views: all 16 smooth the CPU's rows");
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), h100);
    ok(p && p->hybrid_gpu_threads == 0 && p->hybrid_cpu_threads == 0, "... not the hybrid: no halves");
    struct machine limited = h100; /* OMP_THREAD_LIMIT=2: no team is larger, -threads 8 or not */
    limited.thread_limit = 2;
    p = planned(PARSE("-n", "1000", "-kernel", "cpu", "-threads", "8"), limited);
    ok(p && p->threads == 2 && p->open_threads == 2 && p->pass_threads == 2,
       "OMP_THREAD_LIMIT 2 bounds -threads 8: a team of 2 (%d)", p ? p->threads : -1);
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), h100);
    plan_cores_text(text, sizeof text, p);
    ok(strcmp(text, "16 cores here") == 0, "16 of 16 cores: '16 cores here', not '16 of 16': %s", text);
    p = planned(PARSE("-n", "1000", "-kernel", "opt"), big);
    ok(p && p->staged && p->copy_threads == 2 && p->copy_rows * 2 >= 1002,
       "n = 1000 staged: 2 copy threads for its 2 chunks of %lld rows, not 16 (%d)",
       p ? (long long)p->copy_rows : -1LL, p ? p->copy_threads : -1);
}

/* issue 68, item 3: the plan in main's steps. The opening keeps what the planner's rules give on the
 * machine as known before the GPU opens; the count then says whether the backend runs on one. */
static void steps(void)
{
    struct machine m = gpu_machine(1000, 1, 0); /* no memory known yet */
    struct opening o;
    const struct options *streams = PARSE("-n", "1000", "-kernel", "opt", "-streams", "3");
    plan_opening(streams, &m, &o);
    const struct plan *p = planned(streams, m);
    ok(p && o.gpu && o.queues == p->gpu_queues && o.threads == p->open_threads,
       "the opening: a GPU, its queues (%d) and the team meanwhile (%d), the planner's", o.queues, o.threads);
    m.gpus = GPUS_UNKNOWN;
    plan_opening(PARSE("-n", "1000"), &m, &o);
    ok(o.gpu, "-kernel not given, the GPUs not counted yet: a GPU opens");
    m.gpus = 0;
    plan_opening(PARSE("-n", "1000"), &m, &o);
    ok(!o.gpu && o.queues == 0, "... none counted: none opens, no queues");
    ok(!plan_counted(PARSE("-n", "1000"), 0) && plan_counted(PARSE("-n", "1000"), 2),
       "counted: the default runs on a GPU where one is, else on the cpu");
    ok(plan_counted(PARSE("-n", "1000", "-streams", "2"), 0) && !plan_counted(PARSE("-n", "1000", "-kernel", "cpu"), 2),
       "... -streams asks for one even where none is counted (the opening then says none is); -kernel cpu for none");
}

int main(void)
{
    modes();
    refusals();
    rules_and_text();
    queues();
    edges();
    host_threads();
    steps();
    return done_testing();
}

/* options.c - unit tests of the option parser on good command lines (bad
 * ones exit the process, so tests/cli.t runs those through ./smooth). */
#include "backend.h"
#include "options.h"
#include "tap.h"

#include <math.h>
#include <string.h>

static struct options parse(int argc, const char **argv)
{
    struct options opt;
    parse_options(argc, (char **)argv, &opt);
    return opt;
}
#define PARSE(...) parse(sizeof((const char *[]){__VA_ARGS__}) / sizeof(char *), (const char *[]){__VA_ARGS__})

/* One GPU, 64 GiB, one process holding all n rows. */
static struct machine one_gpu(const struct options *o)
{
    return (struct machine){.gpus = 1, .host_bytes = 64ull << 30, .ranks = 1, .rows = o->n,
                            .smallest_rows = o->n};
}

/* The plan for a command line on `m`, or NULL with the refusal in `why`. */
static char why[512];
static struct plan plan;
static const struct plan *plan_for(const struct options *o, struct machine m)
{
    return plan_make(o, &m, &plan, why, sizeof why) == OPTIONS_OK ? &plan : NULL;
}

int main(void)
{
    struct options o = PARSE("smooth");
    ok(o.n == 16384 && o.backend == NULL && o.threads == 0 && o.rng == RNG_LIBC && o.seed == 1,
       "defaults: n=16384, default kernel, all threads, libc rng (the tutorial's), seed 1");
    ok(o.stencil.a == 0.05f && o.stencil.b == 0.1f && o.stencil.c == 0.4f && o.threshold == 0.1f,
       "defaults: a=0.05 b=0.1 c=0.4 t=0.1");
    ok(o.streams == 0 && o.scheme == 0 && !o.hybrid && o.repeat == 1 && o.pin && o.format == FORMAT_TEXT,
       "defaults: no streams, no hybrid, repeat 1, pinned, text");

    o = PARSE("smooth", "-n", "17", "-kernel", "cpu", "-threads", "3", "-a", "0.25", "-b", "-1e-3",
              "-c", "2", "-t", "0.5", "-seed", "18446744073709551615", "-rng", "counter");
    ok(o.n == 17 && strcmp(o.backend, "cpu") == 0 && o.threads == 3, "-n -kernel -threads");
    ok(o.stencil.a == 0.25f && o.stencil.b == -1e-3f && o.stencil.c == 2.0f && o.threshold == 0.5f, "-a -b -c -t");
    ok(o.seed == 18446744073709551615ull, "-seed takes the whole 64-bit range");

    ok(PARSE("smooth").device_memory == 0, "default: -device-memory not given (all free memory)");
    static const struct { const char *text; uint64_t bytes; } sizes[] = {
        {"4096", 4096},           {"512M", 536870912},     {"1.5G", 1610612736}, {"2KiB", 2048},
        {"1gb", 1073741824},      {"512mb", 536870912},    {"1GiB", 1073741824}, {"3kib", 3072},
        {"3k", 3072},             {"1T", 1099511627776ull}, {"1000B", 1000},           {"0.5MiB", 524288},
        {"+40G", 42949672960ull}, {"2.0000001K", 2048},
    };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
        o = PARSE("smooth", "-n", "1", "-device-memory", sizes[i].text);
        ok(o.device_memory == sizes[i].bytes, "-device-memory %s is %llu bytes (got %llu)", sizes[i].text,
           (unsigned long long)sizes[i].bytes, (unsigned long long)o.device_memory);
    }

    o = PARSE("smooth", "--n=50000", "--kernel=sh18", "--rng=libc", "-seed", "4294967295");
    ok(o.n == 50000 && strcmp(o.backend, "sh18") == 0 && o.rng == RNG_LIBC && o.seed == 4294967295u,
       "--name=value works (getopt_long_only)");

    o = PARSE("smooth", "-kernel", "sh18", "-streams", "4", "-scheme", "1");
    const struct plan *p = plan_for(&o, one_gpu(&o));
    ok(p && p->streams == 4 && p->scheme == 1 && !o.hybrid, "-streams 4 -scheme 1");
    o = PARSE("smooth", "-kernel", "sh18", "-streams", "4");
    p = plan_for(&o, one_gpu(&o));
    ok(p && p->scheme == 2, "-streams without -scheme uses scheme 2");
    o = PARSE("smooth", "-kernel", "sh18");
    p = plan_for(&o, one_gpu(&o));
    ok(p && p->streams == 0 && p->scheme == 0, "no -streams: the whole grid, no scheme");

    o = PARSE("smooth", "-kernel", "opt", "-hybrid");
    p = plan_for(&o, one_gpu(&o));
    ok(o.hybrid && o.hybrid_fraction < 0 && p && p->streams == 4 && p->scheme == 2,
       "-hybrid alone: auto split, 4 streams, scheme 2");
    o = PARSE("smooth", "-kernel", "opt", "-hybrid", "-n", "2");
    p = plan_for(&o, one_gpu(&o));
    ok(p && p->streams == 2, "-hybrid alone on 2 rows: 2 streams, not a refusal (%s)", p ? "ok" : why);
    o = PARSE("smooth", "-kernel", "opt", "-hybrid", "0.25", "-streams", "8");
    p = plan_for(&o, one_gpu(&o));
    ok(o.hybrid && o.hybrid_fraction == 0.25 && p && p->streams == 8, "-hybrid 0.25 takes the next word");
    o = PARSE("smooth", "-kernel", "opt", "-hybrid", "auto", "-n", "100");
    ok(o.hybrid && o.hybrid_fraction < 0 && o.n == 100, "-hybrid auto");
    o = PARSE("smooth", "-kernel", "opt", "-hybrid=0.5");
    ok(o.hybrid && o.hybrid_fraction == 0.5, "-hybrid=0.5");
    o = PARSE("smooth", "-kernel", "opt", "-hybrid", "-n", "100");
    ok(o.hybrid && o.hybrid_fraction < 0 && o.n == 100, "-hybrid does not swallow the next option");

    o = PARSE("smooth", "-json", "-n", "5");
    ok(o.format == FORMAT_JSON && o.output_path == NULL && o.n == 5, "-json alone writes to stdout");
    o = PARSE("smooth", "-csv", "out.csv");
    ok(o.format == FORMAT_CSV && o.output_path && strcmp(o.output_path, "out.csv") == 0, "-csv FILE");
    o = PARSE("smooth", "-json", "-");
    ok(o.format == FORMAT_JSON && o.output_path == NULL, "-json - means stdout");

    o = PARSE("smooth", "-verify", "-checksum", "-repeat", "5", "-pin", "off", "-device", "1",
              "-dump", "y.raw", "-timeline", "t.csv");
    ok(o.verify && o.checksum && o.repeat == 5 && !o.pin && o.device == 1 &&
       strcmp(o.dump_path, "y.raw") == 0 && strcmp(o.timeline_path, "t.csv") == 0,
       "-verify -checksum -repeat -pin -device -dump -timeline");
    o = PARSE("smooth", "-list");
    ok(o.list_devices, "-list");
    o = PARSE("smooth", "-info");
    ok(o.list_devices, "-info is -list");
    o = PARSE("smooth", "-bandwidth", "-n", "1024");
    ok(o.bandwidth && o.n == 1024, "-bandwidth");
    o = PARSE("smooth", "-n", "3", "-kernel", "cpu");
    ok(strcmp(o.command_line, "smooth -n 3 -kernel cpu") == 0, "the command line is kept for the header");

    /* the plan: the checks that depend on the machine */
    o = PARSE("smooth", "-n", "64");
    struct machine m = one_gpu(&o);
    p = plan_for(&o, m);
    ok(p && p->defaulted && strcmp(p->backend->name, "opt") == 0, "default backend with a GPU: opt");
    m.gpus = 0;
    p = plan_for(&o, m);
    ok(p && p->defaulted && strcmp(p->backend->name, "cpu") == 0, "default backend without one: cpu");
    o = PARSE("smooth", "-n", "64", "-streams", "2");
    p = plan_for(&o, m);
    ok(p && strcmp(p->backend->name, "opt") == 0, "-streams without -kernel asks for opt even with no GPU");

    o = PARSE("smooth", "-n", "64", "-kernel", "sh16", "-device", "2");
    m = one_gpu(&o);
    m.gpus = 2;
    ok(!plan_for(&o, m) && strstr(why, "-device 2: this machine has CUDA devices 0..1"),
       "-device beyond the last GPU is refused: %s", why);
    /* -device with -kernel cpu is refused by the parser (tests/cli.t) */
    o = PARSE("smooth", "-n", "64", "-bandwidth", "-device", "5");
    ok(!plan_for(&o, m), "-bandwidth checks -device too");

    o = PARSE("smooth", "-n", "10", "-kernel", "opt", "-streams", "11");
    ok(!plan_for(&o, one_gpu(&o)) && strstr(why, "-streams 11 is more than the 10 rows of -n 10"),
       "each stream needs a row: %s", why);
    o = PARSE("smooth", "-n", "10", "-kernel", "opt", "-streams", "4");
    m = one_gpu(&o);
    m.ranks = 3, m.rows = 4, m.smallest_rows = 3;
    ok(!plan_for(&o, m) && strstr(why, "with 3 ranks the smallest part has 3 rows"),
       "... of the smallest rank's part: %s", why);
    o = PARSE("smooth", "-n", "10", "-rng", "libc");
    ok(plan_for(&o, m) != NULL, "-rng libc runs with ranks (each jumps to its rows)");
    o = PARSE("smooth", "-n", "10", "-dump", "y.raw");
    ok(!plan_for(&o, m) && strstr(why, "-dump writes one process's arrays"), "-dump is refused with ranks");
    o = PARSE("smooth", "-n", "10", "-timeline", "t.csv");
    ok(plan_for(&o, m) != NULL, "-timeline runs with ranks (each rank's rows, a rank column)");

    o = PARSE("smooth", "-n", "46338", "-kernel", "cpu");
    m = one_gpu(&o);
    m.host_bytes = 16ull << 30; /* two 8 GiB arrays fit, three do not */
    ok(plan_for(&o, m) != NULL, "n=46338 fits in 16 GiB with two arrays (%s)", why);
    o = PARSE("smooth", "-n", "46338", "-kernel", "cpu", "-verify");
    ok(!plan_for(&o, m) && strstr(why, "for 3 arrays"), "... not with -verify's third: %s", why);
    m.host_bytes = 0;
    ok(plan_for(&o, m) != NULL, "unknown host memory: no refusal");
    /* ulimit -u: more threads than the user may run are refused, not left to libgomp */
    o = PARSE("smooth", "-n", "100", "-kernel", "cpu", "-threads", "64");
    m = one_gpu(&o);
    m.user_tasks = 50;
    ok(!plan_for(&o, m) && strstr(why, "64 threads are more than the 50"), "-threads 64 under ulimit -u 50: %s", why);
    m.user_tasks = 0;
    ok(plan_for(&o, m) != NULL, "... and accepted with no limit");

    /* MPI: two ranks on one node share its memory; each part alone would fit */
    o = PARSE("smooth", "-n", "65536", "-kernel", "cpu");
    m = one_gpu(&o);
    m.host_bytes = 24ull << 30; /* one rank's two arrays of half the rows: 16 GiB */
    m.ranks = 2, m.rows = 32768, m.smallest_rows = 32768, m.node_ranks = 1, m.node_rows = 32768;
    ok(plan_for(&o, m) != NULL, "n=65536, 2 ranks on 2 nodes: each fits in 24 GiB (%s)", why);
    m.node_ranks = 2, m.node_rows = 65536;
    ok(!plan_for(&o, m) && strstr(why, "with 2 ranks on this node needs 32.0 GiB"),
       "... both on one node: refused, counting both: %s", why);

    /* the kernel registry: every GPU kernel id has exactly one backend row */
    int rows_of[KERNEL_COUNT] = {0}, cpu_rows = 0;
    for (int b = 0; b < backend_count; ++b) {
        if (backends[b].kernel_id == KERNEL_NONE)
            ++cpu_rows;
        else if (backends[b].kernel_id >= 0 && backends[b].kernel_id < KERNEL_COUNT)
            ++rows_of[backends[b].kernel_id];
    }
    int once = 1;
    for (int id = 0; id < KERNEL_COUNT; ++id)
        once &= rows_of[id] == 1;
    ok(once && cpu_rows == 1, "backends: one row per kernel id and one cpu row");
    return done_testing();
}

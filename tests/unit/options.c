/* options.c - unit tests of the option parser on good command lines (bad
 * ones exit the process, so tests/cli.t runs those through ./smooth). */
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

int main(void)
{
    struct options o = PARSE("smooth");
    ok(o.n == 16384 && o.kernel == NULL && o.threads == 0 && o.rng == RNG_COUNTER && o.seed == 1,
       "defaults: n=16384, default kernel, all threads, counter rng, seed 1");
    ok(o.k.a == 0.05f && o.k.b == 0.1f && o.k.c == 0.4f && o.threshold == 0.1f,
       "defaults: a=0.05 b=0.1 c=0.4 t=0.1");
    ok(o.streams == 0 && o.scheme == 0 && !o.hybrid && o.repeat == 1 && o.pin && o.format == FORMAT_TEXT,
       "defaults: no streams, no hybrid, repeat 1, pinned, text");

    o = PARSE("smooth", "-n", "17", "-kernel", "cpu", "-threads", "3", "-a", "0.25", "-b", "-1e-3",
              "-c", "2", "-t", "0.5", "-seed", "18446744073709551615", "-rng", "counter");
    ok(o.n == 17 && strcmp(o.kernel, "cpu") == 0 && o.threads == 3, "-n -kernel -threads");
    ok(o.k.a == 0.25f && o.k.b == -1e-3f && o.k.c == 2.0f && o.threshold == 0.5f, "-a -b -c -t");
    ok(o.seed == 18446744073709551615ull, "-seed takes the whole 64-bit range");

    o = PARSE("smooth", "--n=50000", "--kernel=sh18", "--rng=libc", "-seed", "4294967295");
    ok(o.n == 50000 && strcmp(o.kernel, "sh18") == 0 && o.rng == RNG_LIBC && o.seed == 4294967295u,
       "--name=value works (getopt_long_only)");

    o = PARSE("smooth", "-kernel", "sh18", "-streams", "4", "-scheme", "1");
    ok(o.streams == 4 && o.scheme == 1 && !o.hybrid, "-streams 4 -scheme 1");
    o = PARSE("smooth", "-kernel", "sh18", "-streams", "4");
    ok(o.scheme == 2, "-streams without -scheme uses scheme 2");

    o = PARSE("smooth", "-kernel", "opt", "-hybrid");
    ok(o.hybrid && o.hybrid_fraction < 0 && o.streams == 4 && o.scheme == 2,
       "-hybrid alone: auto split, 4 streams, scheme 2");
    o = PARSE("smooth", "-kernel", "opt", "-hybrid", "0.25", "-streams", "8");
    ok(o.hybrid && o.hybrid_fraction == 0.25 && o.streams == 8, "-hybrid 0.25 takes the next word");
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
    return done_testing();
}

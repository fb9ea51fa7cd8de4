/*
 * option_table.c - the options, one row each (option_table.h), and -help
 * and getopt's table made from them. docs/guide.md's options table is
 * checked against -help by tests/cli.t.
 */
#include "option_table.h"
#include "backend.h"
#include "device.h"
#include "grid.h"
#include "plan.h"
#include "refuse.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void list_backends(FILE *out)
{
    for (int b = 0; b < backend_count; ++b)
        fprintf(out, "      %-8s %s\n", backends[b].name, backends[b].teaches);
}

/* -help's text column: from column 19, lines up to 79 characters. */
enum { HELP_INDENT = 19, HELP_WIDTH = 79 };
static void print_wrapped(FILE *out, const char *text, int column, const char *shown);

/* --- the values of a kind of their own ------------------------------------ */

static bool looks_like_number(const char *text)
{
    char *end;
    if (!text || !*text)
        return false;
    (void)strtod(text, &end);
    return *end == '\0';
}

/* The next word is -hybrid's if it is auto or starts like a number ("0.5x" too, so
   that -hybrid's own check says what is wrong with it). */
bool hybrid_value(const char *w)
{
    return strcmp(w, "auto") == 0 || looks_like_number(w) || isdigit((unsigned char)w[0]) ||
           (w[0] == '.' && isdigit((unsigned char)w[1]));
}
bool file_value(const char *w) { return strcmp(w, "-") == 0 || w[0] != '-'; }

void parse_hybrid(struct options *opt, const char *value)
{
    opt->hybrid = true;
    opt->hybrid_fraction = -1;
    if (!value || strcmp(value, "auto") == 0)
        return;
    char *end;
    const double f = strtod(value, &end);
    if (*end != '\0' || !(f > 0 && f < 1))
        refuse("-hybrid takes a CPU fraction F with 0 < F < 1, or auto; got %s", quote(value));
    opt->hybrid_fraction = f;
}

static void set_format(struct options *opt, enum output_format format, const char *path)
{
    if (opt->format != FORMAT_TEXT && opt->format != format)
        refuse("-csv and -json cannot be combined");
    if (opt->format == format) /* the first would be dropped without a word */
        refuse("%s given twice; give it once", format == FORMAT_CSV ? "-csv (or -csv-rows)" : "-json");
    opt->format = format;
    opt->output_path = path && strcmp(path, "-") != 0 ? path : NULL;
}

void parse_csv(struct options *opt, const char *path) { set_format(opt, FORMAT_CSV, path); }
void parse_csv_rows(struct options *opt, const char *path)
{
    set_format(opt, FORMAT_CSV, path);
    opt->csv_rows = true;
}
void parse_json(struct options *opt, const char *path) { set_format(opt, FORMAT_JSON, path); }



/* -depth's rules, a line per mode, from the plan's table of modes. */
static void depth_rules(FILE *out)
{
    for (int m = 0; m < MODE_COUNT; ++m) {
        const struct mode_rule *r = mode_rule((enum run_mode)m);
        char line[512];
        snprintf(line, sizeof line, "%s (%s): 1..%d, %s; 0: min(K, %d)%s", r->name, r->when, r->depth_max, r->pass,
                 r->depth_auto,
                 m == MODE_HOST ? "" : r->gpu_kernels_block ? "; D > 1 given: opt only" : "; other kernels: 1");
        fprintf(out, "%*s- ", HELP_INDENT, "");
        print_wrapped(out, line, HELP_INDENT + 2, NULL);
    }
}

/* --- the options: one row each ------------------------------------------ */

#define STR_(x) #x
#define STR(x) STR_(x)
#define AT(field) .offset = offsetof(struct options, field), .width = sizeof(((struct options *)0)->field)

static const char *const rng_names[] = {"counter", "libc", NULL}; /* enum rng_kind's order */
static const char *const edges_names[] = {EDGES_CHOICES, NULL}; /* enum edges_kind's order (smooth.h) */

const struct option_spec specs[] = {
    {.name = "n", .kind = VALUE_INT, AT(n), .min = 1, .max_of = grid_max_n, .given = NO_FIELD,
     .initial = "16384", .section = "Problem", .usage = "-n N",
     .help = "inner elements in a row/column, N >= 1", .shown = "16384"},
    {.name = "a", .kind = VALUE_FLOAT, AT(stencil.a), .given = NO_FIELD, .initial = "0.05",
     .usage = "-a A -b B -c C", .help = "smoothing constants (finite numbers)", .shown = "0.05 0.1 0.4"},
    {.name = "b", .kind = VALUE_FLOAT, AT(stencil.b), .given = NO_FIELD, .initial = "0.1"},
    {.name = "c", .kind = VALUE_FLOAT, AT(stencil.c), .given = NO_FIELD, .initial = "0.4"},
    {.name = "t", .kind = VALUE_FLOAT, AT(threshold), .given = NO_FIELD, .initial = "0.1", .usage = "-t T",
     .help = "threshold: count elements strictly below T", .shown = "0.1"},
    {.name = "rng", .kind = VALUE_CHOICE, AT(rng), .choices = rng_names, .given = NO_FIELD,
     .initial = "libc", .usage = "-rng libc|counter",
     .help = "how x is filled with numbers in [0,1]: libc, glibc's random() sequence after srandom(seed), "
             "as random()/(float)RAND_MAX: the tutorial's C program on Linux, so its counts; smooth computes "
             "it itself (in parallel, by jumping ahead), so it is the same on any C library; counter, a pure "
             "function of (seed, index), any 64-bit seed",
     .shown = "libc"},
    {.name = "seed", .kind = VALUE_SEED, AT(seed), .given = NO_FIELD, .initial = "1", .usage = "-seed S",
     .help = "seed for either generator (libc: 0..4294967295)", .shown = "1"},
    {.name = "iterations", .kind = VALUE_INT, AT(iterations), .min = 1, .max = ITERATIONS_MAX,
     .given = NO_FIELD, .initial = "1", .usage = "-iterations K",
     .help = "sweeps, 1.." STR(ITERATIONS_MAX) ": each smooths the field the one before made (x for the "
             "first); the ghost layer stays x's. Y, -dump, -checksum and -verify are about the field after "
             "K sweeps. K > 1 runs on every backend and mode (MPI ranks swap edge rows every sweep; a grid "
             "larger than the GPU passes through the ring once every -depth sweeps), but not yet -hybrid "
             "through the ring",
     .shown = "1"},

    {.name = "depth", .kind = VALUE_INT, AT(depth), .min = 0, .max = RING_DEPTH_MAX, .given = NO_FIELD,
     .initial = "0", .usage = "-depth D",
     .help = "with -iterations K > 1: D, sweeps a pass over memory (temporal blocking: each value leaves "
             "the CPU's caches, the GPU's chip or the GPU itself once per D sweeps; the same bits). 1 = a "
             "sweep a pass; 0 = chosen from K. Across MPI ranks the parts swap D rows each way every pass "
             "(D at most the smallest part's rows). By mode (-dry-run says which a run takes):",
     .shown = "0", .more = depth_rules},

    {.name = "kernel", .kind = VALUE_TEXT, AT(backend), .given = NO_FIELD, .section = "Backend",
     .usage = "-kernel NAME", .help = "which backend smooths x into y:",
     .shown = "opt if a CUDA device is present, else cpu", .more = list_backends},
    {.name = "threads", .kind = VALUE_INT, AT(threads), .min = 1, .max = THREADS_MAX, .given = NO_FIELD,
     .usage = "-threads T", .help = "OpenMP threads for host work, 1.." STR(THREADS_MAX) "; 1 = serial",
     .shown = "all cores; a GPU run's host passes (fill, poison, counts, staging) at most " STR(
                  HOST_PASS_THREADS_MAX) "; a small grid's passes a thread a MiB"},
    {.name = "streams", .kind = VALUE_INT, AT(streams), .min = 1, .max = INT_MAX, .given = NO_FIELD,
     .usage = "-streams S",
     .help = "GPU: split the rows into S slabs pipelined on S CUDA streams, 1 <= S <= n. A grid whose x "
             "and y do not fit in the GPU's memory (or -device-memory) goes through a ring of device "
             "buffers instead, a buffer per stream, slabs of at most 64 MiB, copies staged through pinned "
             "host buffers. Without -streams such a grid is streamed too, on " STR(RING_STREAMS)
             " streams, scheme 1 (the header says so, and why)",
     .shown = "off"},
    {.name = "scheme", .kind = VALUE_INT, AT(scheme), .min = 1, .max = 2, .given = NO_FIELD,
     .usage = "-scheme 1|2",
     .help = "with -streams: 1 = one loop of copy-in, kernel, copy-out; 2 = three loops (all copy-ins, "
             "all kernels, all copy-outs); over a ring: round by round, as many slabs as buffers",
     .shown = "2"},
    {.name = "hybrid", .kind = VALUE_CUSTOM, .parse = parse_hybrid, .optional = hybrid_value,
     .given = NO_FIELD, .usage = "-hybrid [F|auto]",
     .help = "GPU streams and CPU threads together; the CPU smooths a fraction F of the rows, 0 < F < 1, "
             "or auto to balance the measured rates (-hybrid alone is auto); implies -streams 4 unless "
             "-streams is given",
     .shown = "off"},
    {.name = "edges", .kind = VALUE_CHOICE, AT(edges), .choices = edges_names, .given = NO_FIELD,
     .initial = "auto", .usage = "-edges auto|host|peer",
     .help = "MPI ranks on GPUs, K > 1 sweeps, whole grid or -streams: how the parts trade edge rows. peer: "
             "GPU to GPU (CUDA IPC handles swapped once over MPI, then copies over NVLink or PCIe; the "
             "GPUs wait on each other's events, the hosts only pass a token), for ranks of one node; "
             "host: through pinned host memory and MPI, the stream stopped meanwhile; auto: peer where "
             "every rank is on one node and the GPUs can reach each other, else host (the header's Edge "
             "rows line says which ran, and why)",
     .shown = "auto"},
    {.name = "device", .kind = VALUE_INT, AT(device), .min = 0, .max = INT_MAX,
     .given = offsetof(struct options, device_given),
     .initial = "0", .usage = "-device D", .help = "CUDA device to use (see -list), of those CUDA_VISIBLE_DEVICES gives; a single process "
             "makes it the only one it sees before CUDA starts (the driver starts every GPU a process can see), "
             "and the header names it", .shown = "0"},
    {.name = "device-memory", .kind = VALUE_BYTES, AT(device_memory), .given = NO_FIELD,
     .usage = "-device-memory BYTES",
     .help = "the most GPU memory the arrays may use (each rank's, under MPI), as bytes or with a suffix "
             "K, M, G or T, in any case, with or without B or iB (powers of 1024: 512M, 1.5GiB, 512mb); at "
             "least one slab of one row: 6 rows of cols+2 "
             "floats padded to 32 (for a shared GPU, or to try the ring)",
     .shown = "all free memory"},
    {.name = "pin", .kind = VALUE_ON_OFF, AT(pin), .given = offsetof(struct options, pin_given), .initial = "on",
     .usage = "-pin on|off",
     .help = "GPU copies through pinned memory: small pinned buffers for the whole grid and the ring, the "
             "host arrays for -streams and -hybrid (off: pageable copies, slower)",
     .shown = "on"},

    {.name = "repeat", .kind = VALUE_INT, AT(repeat), .min = 1, .max = REPEAT_MAX,
     .given = offsetof(struct options, repeat_given), .initial = "1", .section = "Measuring and checking",
     .usage = "-repeat R",
     .help = "run the smoothing step R times and print the median of each timer row, 1.." STR(REPEAT_MAX)
             "; from R = 2 on, after one warm-up run (not counted); -bandwidth: 5 unless given",
     .shown = "1"},
    {.name = "verify", .kind = VALUE_FLAG, AT(verify), .given = NO_FIELD, .usage = "-verify",
     .help = "also run the serial cpu reference and compare all of y bit for bit; a mismatch exits with "
             "code 3"},
    {.name = "checksum", .kind = VALUE_FLAG, AT(checksum), .given = NO_FIELD, .usage = "-checksum",
     .help = "print an order-independent checksum of the whole y array"},
    {.name = "dump", .kind = VALUE_TEXT, AT(dump_path), .given = NO_FIELD, .usage = "-dump FILE",
     .help = "write y as raw little-endian float32, (n+2)*(n+2) values, row-major, ghost layer included"},
    {.name = "timeline", .kind = VALUE_TEXT, AT(timeline_path), .given = NO_FIELD, .usage = "-timeline FILE",
     .help = "write every copy and kernel (stream, op, slab, start, end in ms, ring buffer; under MPI "
             "every rank's, with its rank) as CSV; scripts/plot-timeline draws it"},
    {.name = "csv", .kind = VALUE_CUSTOM, .parse = parse_csv, .optional = file_value, .given = NO_FIELD,
     .usage = "-csv [FILE]",
     .help = "the run as CSV instead of text: a fixed header, then a line per timer row, the run's fields "
             "repeated on each (runs append into one table: see -csv-rows)"},
    {.name = "csv-rows", .kind = VALUE_CUSTOM, .parse = parse_csv_rows, .optional = file_value, .given = NO_FIELD,
     .usage = "-csv-rows [FILE]",
     .help = "-csv without its header line, to append runs to one table: ./smooth ... -csv > runs.csv, then "
             "./smooth ... -csv-rows >> runs.csv; -csv-rows FILE appends to FILE itself, under a lock (a new "
             "file gets the header; a file that is not smooth's table is refused)"},
    {.name = "json", .kind = VALUE_CUSTOM, .parse = parse_json, .optional = file_value, .given = NO_FIELD,
     .usage = "-json [FILE]", .help = "the run as one JSON object instead of text"},

    {.name = "dry-run", .kind = VALUE_FLAG, AT(dry_run), .given = NO_FIELD,
     .section = "Information (print and exit)", .usage = "-dry-run",
     .help = "print the run's plan (its mode and why, sweeps a pass and a launch, passes and PCIe trips, the "
             "ring's shape, host and device memory) and exit, allocating nothing and opening no GPU; a GPU "
             "run is planned for -device-memory bytes, else for an H100's 78.4 GiB (the guide, named below). With -json: "
             "the plan as a JSON object"},
    {.name = "list-backends", .kind = VALUE_FLAG, AT(list_backends), .given = NO_FIELD, .usage = "-list-backends",
     .help = "the backends, a line each, for scripts: name, where it runs (host or gpu), the modes it runs "
             "in, its -help line (tab-separated)"},
    {.name = "list", .alias = "info", .kind = VALUE_FLAG, AT(list_devices), .given = NO_FIELD,
     .usage = "-list, -info",
     .help = "every visible CUDA device and its key properties"},
    {.name = "bandwidth", .kind = VALUE_FLAG, AT(bandwidth), .given = NO_FIELD, .usage = "-bandwidth",
     .help = "host<->device, device<->device and host copy rates for the bytes of one (n+2)^2 array, "
             "pinned and pageable"},
    {.name = "help", .alias = "h", .kind = VALUE_HELP, .given = NO_FIELD, .usage = "-help, -h",
     .help = "this text"},
    {.name = "version", .kind = VALUE_VERSION, .given = NO_FIELD, .usage = "-version",
     .help = "version and build (CUDA or not)"},
};
enum { SPECS = sizeof specs / sizeof specs[0] };
const int option_count = SPECS;

/* getopt's table, made from the specs: each name and alias, its value the
 * spec's index. */
struct option long_options[2 * SPECS + 1];

void make_long_options(void)
{
    int o = 0;
    for (int i = 0; i < SPECS; ++i) {
        const int has_arg = specs[i].optional               ? optional_argument
                            : specs[i].kind == VALUE_FLAG ||
                                      specs[i].kind == VALUE_HELP || specs[i].kind == VALUE_VERSION
                                ? no_argument
                                : required_argument;
        long_options[o++] = (struct option){specs[i].name, has_arg, NULL, i};
        if (specs[i].alias)
            long_options[o++] = (struct option){specs[i].alias, has_arg, NULL, i};
    }
    long_options[o] = (struct option){NULL, 0, NULL, 0};
}


/* Print `text` from column `column`, wrapped at word boundaries; then the
 * default in brackets, right-aligned on the last line (or one of its own). */
static void print_wrapped(FILE *out, const char *text, int column, const char *shown)
{
    for (const char *word = text; *word;) {
        const int length = (int)strcspn(word, " ");
        if (word != text && column + 1 + length > HELP_WIDTH) {
            fprintf(out, "\n%*s", HELP_INDENT, "");
            column = HELP_INDENT;
        } else if (word != text) {
            fputc(' ', out);
            ++column;
        }
        fprintf(out, "%.*s", length, word);
        column += length;
        word += length + strspn(word + length, " ");
    }
    if (shown) {
        const int width = (int)strlen(shown) + 2;
        if (column + 1 + width > HELP_WIDTH) {
            fprintf(out, "\n%*s", HELP_INDENT, "");
            column = HELP_INDENT;
        }
        fprintf(out, "%*s[%s]", HELP_WIDTH - column - width, "", shown);
    }
    fputc('\n', out);
}

/* Where the docs are, for -help's last line: PREFIX/share/doc/smooth/docs when this program runs
 * from PREFIX/bin and make install put the docs beside it (found from /proc/self/exe, so a
 * DESTDIR staging or a moved prefix finds its own), else docs, a checkout's. */
static void docs_dir(char *dir, size_t size)
{
    snprintf(dir, size, "docs");
    char exe[PATH_MAX];
    const ssize_t length = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (length <= 0)
        return;
    exe[length] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return;
    *slash = '\0'; /* the program's folder */
    slash = strrchr(exe, '/');
    if (!slash || strcmp(slash + 1, "bin") != 0)
        return;
    *slash = '\0'; /* PREFIX */
    char guide[PATH_MAX + 64];
    const int made = snprintf(guide, sizeof guide, "%s/share/doc/smooth/docs/guide.md", exe);
    if (made <= 0 || (size_t)made >= sizeof guide || access(guide, R_OK) != 0)
        return;
    if ((size_t)snprintf(dir, size, "%s/share/doc/smooth/docs", exe) >= size)
        snprintf(dir, size, "docs"); /* a path too long to say */
}

void print_help(FILE *out)
{
    fprintf(out,
"smooth " SMOOTH_VERSION " - a 9-point smoothing stencil on the CPU and on an NVIDIA GPU\n"
"\n"
"  y(i,j) = a*(x(i-1,j-1) + x(i-1,j+1) + x(i+1,j-1) + x(i+1,j+1))\n"
"         + b*(x(i,j-1) + x(i,j+1) + x(i-1,j) + x(i+1,j)) + c*x(i,j)\n"
"\n"
"on an (n+2) x (n+2) float grid with a ghost layer; counts the inner elements\n"
"below a threshold in x and y and prints a summary and a timer table.\n"
"\n"
"Usage: smooth [options]     (options are single-dash words; --word=value works\n"
"                            too, and so does any unambiguous start: -thr 4)\n"
"Defaults are in [brackets].\n");
    for (int i = 0; i < SPECS; ++i) {
        const struct option_spec *spec = &specs[i];
        if (spec->section)
            fprintf(out, "\n%s\n", spec->section);
        if (!spec->usage)
            continue;
        const int used = fprintf(out, "  %s", spec->usage);
        const int column = used + 2 <= HELP_INDENT ? HELP_INDENT : used + 2;
        fprintf(out, "%*s", column - used, "");
        print_wrapped(out, spec->help, column, spec->shown);
        if (spec->more)
            spec->more(out);
    }
    fprintf(out,
"\n"
"Exit codes: 0 ok; 1 runtime failure (out of memory, no CUDA device, CUDA or\n"
"I/O error); 2 bad command line; 3 -verify found a mismatch.\n"
"\n"
"Examples\n"
"  ./smooth -n 4096 -kernel cpu -rng counter -seed 7\n"
"  ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2\n"
"  ./smooth -n 16384 -kernel opt -hybrid auto -verify\n"
"  ./smooth -n 16384 -repeat 5 -json\n"
"\n"
"Across nodes: make mpi builds ./smooth-mpi, which takes the same options:\n"
"  mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -checksum\n"
"\n");
    char dir[PATH_MAX];
    docs_dir(dir, sizeof dir);
    fprintf(out, "Documents: %s/guide.md (every option), %s/results.md (measured figures)\n", dir, dir);
}

void print_version(FILE *out)
{
    fprintf(out, "smooth %s (commit %s; %s)\n", SMOOTH_VERSION, smooth_commit, gpu_build_info());
}


void print_version_json(FILE *out)
{
    fprintf(out, "{\"program\": \"smooth\", \"version\": \"%s\", \"commit\": \"%s\", \"build\": \"%s\"}\n", SMOOTH_VERSION,
            smooth_commit, gpu_build_info());
}

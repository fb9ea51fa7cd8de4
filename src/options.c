/*
 * options.c - parse and check the command line (see options.h).
 *
 * Each option is one row of `specs` below: its name, the kind of value it
 * takes, where that goes in struct options, its limits, its default and
 * its -help text. getopt's table, the defaults and -help are made from
 * those rows; the few options with a value of their own kind (-hybrid,
 * -csv, -json) name a parser of their own. docs/guide.md's options table is
 * checked against -help by tests/cli.t.
 *
 * Every check of the command line happens here, before anything is printed
 * on standard output, so a bad command line leaves standard output empty:
 * options_parse checks what the words alone decide, options_plan what
 * depends on the machine (its facts come in as a parameter). Neither exits
 * (so both can be fuzzed): a failed check formats its message and jumps
 * back to the function called, which returns OPTIONS_BAD.
 */
#include "options.h"
#include "backend.h"
#include "check.h"
#include "gpu.h"
#include "grid.h"
#include "io.h"
#include "slabs.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

/* --- failing: message, then back to options_parse ----------------------- */

static jmp_buf parse_failed;
static char *error_text;
static size_t error_size;

/* Messages and the recorded command line stay one line whatever the user
 * typed: control characters show as '?'. */
static void printable(char *text)
{
    for (; *text; ++text)
        if ((unsigned char)*text < 0x20 || *text == 0x7f)
            *text = '?';
}

__attribute__((format(printf, 1, 2), noreturn)) static void bad(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(error_text, error_size, fmt, ap);
    va_end(ap);
    printable(error_text);
    longjmp(parse_failed, 1);
}

/* A value as a message quotes it: whole if short, else its start and its
 * length, so that the rest of the message (what is accepted) is not cut. */
static const char *quote(const char *text)
{
    static char buffer[2][96];
    static int next;
    char *q = buffer[next++ % 2];
    const size_t length = strlen(text);
    if (length <= 48)
        snprintf(q, sizeof buffer[0], "'%s'", text);
    else
        snprintf(q, sizeof buffer[0], "'%.40s...' (%zu characters)", text, length);
    return q;
}

/* --- value parsers: whole text or nothing ------------------------------- */

static const char *option_name;  /* for messages: the option being parsed */

static void reject_blank(const char *text, const char *what)
{
    if (*text == '\0')
        bad("-%s needs a value", option_name);
    if (isspace((unsigned char)*text))
        bad("-%s: %s is not %s", option_name, quote(text), what);
}

static int64_t parse_int(const char *text, int64_t min, int64_t max)
{
    reject_blank(text, "a whole number");
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (*end != '\0' || text[0] == '+') /* digits, as -seed takes them */
        bad("-%s: %s is not a whole number", option_name, quote(text));
    if (errno == ERANGE || v < min || v > max)
        bad("-%s must be %lld..%lld, got %s", option_name, (long long)min, (long long)max, quote(text));
    return v;
}

static uint64_t parse_seed(const char *text)
{
    reject_blank(text, "a whole number");
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (*end != '\0' || text[0] == '-' || text[0] == '+')
        bad("-seed: %s is not a whole number 0..18446744073709551615", quote(text));
    if (errno == ERANGE)
        bad("-seed must be 0..18446744073709551615, got %s", quote(text));
    return v;
}

static float parse_float(const char *text)
{
    reject_blank(text, "a number");
    char *end;
    errno = 0;
    float v = strtof(text, &end);
    if (*end != '\0')
        bad("-%s: %s is not a number", option_name, quote(text));
    if (!isfinite(v))
        bad("-%s must be a finite float, got %s", option_name, quote(text));
    /* a value that does not survive as a float: 1e-50 would silently be 0 */
    if (v == 0 ? strtod(text, NULL) != 0 : !isnormal(v))
        bad("-%s: %s is too small for a float (the smallest normal one is %g; 0 is 0)", option_name,
            quote(text), (double)FLT_MIN);
    return v;
}

/* Bytes: a number, whole or decimal, with an optional suffix K, M, G or T
 * (powers of 1024, optionally followed by iB or B; any case): 536870912,
 * 512M, 512mb, 1.5GiB. */
static uint64_t parse_bytes(const char *text)
{
    static const char units[] = "KMGT";
    reject_blank(text, "a size in bytes");
    char *end;
    errno = 0;
    const double v = strtod(text, &end);
    double scale = 1;
    const char *unit = *end ? strchr(units, toupper((unsigned char)*end)) : NULL;
    if (unit) {
        scale = (double)(1ull << (10 * (unit - units + 1)));
        ++end;
        if (strcasecmp(end, "iB") == 0 || strcasecmp(end, "B") == 0)
            end += strlen(end);
    } else if (strcasecmp(end, "B") == 0) {
        ++end;
    }
    if (end == text || *end != '\0' || text[0] == '-' || !isdigit((unsigned char)text[text[0] == '+']) ||
        !isfinite(v))
        bad("-%s: %s is not a size (bytes, or a number with K, M, G or T: 512M, 1.5G)", option_name,
            quote(text));
    const double bytes = floor(v * scale);
    if (bytes < 1 || bytes > 0x1p62)
        bad("-%s must be 1 byte..4 EiB (e.g. 512M or 40G), got %s", option_name, quote(text));
    return (uint64_t)bytes;
}

static bool looks_like_number(const char *text)
{
    char *end;
    if (!text || !*text)
        return false;
    (void)strtod(text, &end);
    return *end == '\0';
}

/* The index of `text` among the accepted values (NULL-terminated). */
static int choice(const char *text, const char *const *accepted)
{
    for (int i = 0; accepted[i]; ++i)
        if (strcmp(text, accepted[i]) == 0)
            return i;
    char list[256] = "";
    for (int i = 0; accepted[i]; ++i)
        snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", accepted[i]);
    bad("-%s: unknown value %s (accepted: %s)", option_name, quote(text), list);
}

/* An optional value may come as -opt=V or as the next word: take the next
   word when `wanted` says it is this option's value. */
static const char *optional_value(int argc, char **argv, bool (*wanted)(const char *))
{
    if (optarg)
        return optarg;
    if (optind < argc && wanted(argv[optind]))
        return argv[optind++];
    return NULL;
}

static bool hybrid_value(const char *w) { return strcmp(w, "auto") == 0 || looks_like_number(w); }
static bool file_value(const char *w) { return strcmp(w, "-") == 0 || w[0] != '-'; }

/* --- the options that need a parser of their own ------------------------ */

static void parse_hybrid(struct options *opt, const char *value)
{
    opt->hybrid = true;
    opt->hybrid_fraction = -1;
    if (!value || strcmp(value, "auto") == 0)
        return;
    char *end;
    const double f = strtod(value, &end);
    if (*end != '\0' || !(f > 0 && f < 1))
        bad("-hybrid takes a CPU fraction F with 0 < F < 1, or auto; got %s", quote(value));
    opt->hybrid_fraction = f;
}

static void set_format(struct options *opt, enum output_format format, const char *path)
{
    if (opt->format != FORMAT_TEXT && opt->format != format)
        bad("-csv and -json cannot be combined");
    opt->format = format;
    opt->output_path = path && strcmp(path, "-") != 0 ? path : NULL;
}

static void parse_csv(struct options *opt, const char *path) { set_format(opt, FORMAT_CSV, path); }
static void parse_json(struct options *opt, const char *path) { set_format(opt, FORMAT_JSON, path); }

static void list_backends(FILE *out)
{
    for (int b = 0; b < backend_count; ++b)
        fprintf(out, "      %-8s %s\n", backends[b].name, backends[b].teaches);
}

/* --- the options: one row each ------------------------------------------ */

enum value_kind {
    VALUE_FLAG,    /* no value: sets a bool */
    VALUE_INT,     /* a whole number, min..max, in an int or an int64_t */
    VALUE_FLOAT,   /* a finite float */
    VALUE_SEED,    /* a whole number 0..2^64-1 */
    VALUE_BYTES,   /* a size: bytes, or a number with K, M, G or T */
    VALUE_CHOICE,  /* one of `choices`, stored as its index (an enum) */
    VALUE_ON_OFF,  /* on or off, stored as a bool */
    VALUE_TEXT,    /* any text: a name, a file */
    VALUE_CUSTOM,  /* its own parser, given the value or NULL (an optional value left out) */
    VALUE_HELP,    /* print -help and exit */
    VALUE_VERSION  /* print -version and exit */
};

#define STR_(x) #x
#define STR(x) STR_(x)
#define AT(field) .offset = offsetof(struct options, field), .width = sizeof(((struct options *)0)->field)
#define NO_FIELD ((size_t)-1)

struct option_spec {
    const char *name, *alias;     /* -name, and another name for it */
    enum value_kind kind;
    size_t offset, width;         /* where the value goes in struct options */
    int64_t min, max;             /* VALUE_INT */
    int64_t (*max_of)(void);      /* VALUE_INT: max, when it is computed */
    const char *const *choices;   /* VALUE_CHOICE, NULL-terminated */
    void (*parse)(struct options *opt, const char *value);  /* VALUE_CUSTOM */
    bool (*optional)(const char *word); /* an optional value: is the next word it? */
    size_t given;                 /* a bool set when the option is given, or NO_FIELD */
    const char *initial;          /* the default, parsed as a value; NULL: zero (false, none) */
    /* -help */
    const char *section;          /* a heading before this option */
    const char *usage;            /* the left column; NULL: shown with the option above */
    const char *help;
    const char *shown;            /* the default as -help shows it; NULL: none */
    void (*more)(FILE *out);      /* lines after the help text */
};

static const char *const rng_names[] = {"counter", "libc", NULL}; /* enum rng_kind's order */

static const struct option_spec specs[] = {
    {.name = "n", .kind = VALUE_INT, AT(n), .min = 1, .max_of = grid_max_n, .given = NO_FIELD,
     .initial = "16384", .section = "Problem", .usage = "-n N",
     .help = "inner elements in a row/column, N >= 1", .shown = "16384"},
    {.name = "a", .kind = VALUE_FLOAT, AT(k.a), .given = NO_FIELD, .initial = "0.05",
     .usage = "-a A -b B -c C", .help = "smoothing constants (finite numbers)", .shown = "0.05 0.1 0.4"},
    {.name = "b", .kind = VALUE_FLOAT, AT(k.b), .given = NO_FIELD, .initial = "0.1"},
    {.name = "c", .kind = VALUE_FLOAT, AT(k.c), .given = NO_FIELD, .initial = "0.4"},
    {.name = "t", .kind = VALUE_FLOAT, AT(threshold), .given = NO_FIELD, .initial = "0.1", .usage = "-t T",
     .help = "threshold: count elements strictly below T", .shown = "0.1"},
    {.name = "rng", .kind = VALUE_CHOICE, AT(rng), .choices = rng_names, .given = NO_FIELD,
     .initial = "counter", .usage = "-rng counter|libc",
     .help = "how x is filled with numbers in [0,1]: counter, a pure function of (seed, index), "
             "parallel; libc, glibc's random() sequence after srandom(seed), as random()/(float)RAND_MAX: "
             "the tutorial's C program on Linux; smooth computes it itself (in parallel, by jumping "
             "ahead), so it is the same on any C library",
     .shown = "counter"},
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
     .help = "with -iterations K > 1: sweeps per pass over memory (temporal blocking: "
             "each value leaves the GPU's chip, the CPU's caches or the GPU itself once per D sweeps; the "
             "same bits). -kernel cpu, and opt with x and y on the GPU (the whole grid; with -streams the "
             "sweeps between the first and the last; both across MPI ranks too, halos D rows deep): 1.."
             STR(TEMPORAL_DEPTH_MAX) "; a grid streaming through the ring (every kernel; D > 1 given only with "
             "opt): 1.." STR(RING_DEPTH_MAX) " sweeps a trip over PCIe, each slab bringing D halo rows each "
             "side (fewer if the device memory is short); -hybrid (every kernel, D > 1 given only with opt; "
             "across MPI ranks too): 1.." STR(TEMPORAL_DEPTH_MAX) ", the CPU's rows a pass of D sweeps while "
             "the GPU's run D, then D rows swapped each way, between the sides and with the neighbouring "
             "parts (at most either side's rows on every rank). 1 = one sweep a pass; "
             "0 = chosen from K (at most 16 on the host and with -hybrid, 8 a launch on the GPU, "
             STR(RING_DEPTH_AUTO) " through the ring)",
     .shown = "0"},

    {.name = "kernel", .kind = VALUE_TEXT, AT(backend), .given = NO_FIELD, .section = "Backend",
     .usage = "-kernel NAME", .help = "which backend smooths x into y:",
     .shown = "opt if a CUDA device is present, else cpu", .more = list_backends},
    {.name = "threads", .kind = VALUE_INT, AT(threads), .min = 1, .max = THREADS_MAX, .given = NO_FIELD,
     .usage = "-threads T", .help = "OpenMP threads for host work, 1.." STR(THREADS_MAX) "; 1 = serial",
     .shown = "all cores"},
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
    {.name = "device", .kind = VALUE_INT, AT(device), .min = 0, .max = INT_MAX,
     .given = offsetof(struct options, device_given),
     .initial = "0", .usage = "-device D", .help = "CUDA device to use (see -list)", .shown = "0"},
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
     .help = "write every copy and kernel (stream, op, slab, start, end in ms, ring buffer) as CSV; "
             "scripts/plot-timeline draws it"},
    {.name = "csv", .kind = VALUE_CUSTOM, .parse = parse_csv, .optional = file_value, .given = NO_FIELD,
     .usage = "-csv [FILE]",
     .help = "the run as CSV instead of text: a fixed header, then a line per timer row, the run's fields "
             "repeated on each (files from many runs concatenate into one table)"},
    {.name = "json", .kind = VALUE_CUSTOM, .parse = parse_json, .optional = file_value, .given = NO_FIELD,
     .usage = "-json [FILE]", .help = "the run as one JSON object instead of text"},

    {.name = "list", .alias = "info", .kind = VALUE_FLAG, AT(list_devices), .given = NO_FIELD,
     .section = "Information (print and exit)", .usage = "-list, -info",
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

/* getopt's table, made from the specs: each name and alias, its value the
 * spec's index. */
static struct option long_options[2 * SPECS + 1];

static void make_long_options(void)
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

/* -help's text column: from column 19, lines up to 79 characters. */
enum { HELP_INDENT = 19, HELP_WIDTH = 79 };

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
"  ./smooth -n 4096 -kernel cpu -rng libc\n"
"  ./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2\n"
"  ./smooth -n 16384 -kernel opt -hybrid auto -verify\n"
"  ./smooth -n 16384 -repeat 5 -json\n"
"\n"
"Across nodes: make mpi builds ./smooth-mpi, which takes the same options:\n"
"  mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -checksum\n");
}

void print_version(FILE *out)
{
    fprintf(out, "smooth %s (commit %s; %s)\n", SMOOTH_VERSION, smooth_commit, gpu_build_info());
}

/* getopt_long_only accepts any unambiguous prefix (-thr is -threads); an
 * ambiguous one says which options it could be. */
static void unknown_option(const char *word)
{
    const char *name = word + strspn(word, "-");
    const size_t length = strcspn(name, "=");
    char could_be[256] = "";
    int matches = 0;
    for (int i = 0; long_options[i].name; ++i) {
        if (length == 0 || strncmp(long_options[i].name, name, length) != 0)
            continue;
        if (i > 0 && long_options[i].val == long_options[i - 1].val)
            continue; /* -info is -list */
        snprintf(could_be + strlen(could_be), sizeof could_be - strlen(could_be), "%s-%s",
                 matches++ ? ", " : "", long_options[i].name);
    }
    if (matches > 1)
        bad("ambiguous option %s: could be %s", quote(word), could_be);
    bad("unknown option %s", quote(word));
}

static void record_command_line(struct options *opt, int argc, char **argv)
{
    size_t used = 0, room = sizeof opt->command_line;
    opt->command_line[0] = '\0';
    for (int i = 0; i < argc && used + 1 < room; ++i) {
        int w = snprintf(opt->command_line + used, room - used, "%s%s", i ? " " : "", argv[i]);
        used += w > 0 ? (size_t)w : 0;
    }
    /* a command line cut to fit ends at a character, not inside one: drop
       a last multi-byte lead whose character the cut left unfinished */
    if (used + 1 >= room) {
        char *line = opt->command_line;
        size_t lead = strlen(line);
        while (lead > 0 && ((unsigned char)line[lead - 1] & 0xC0) == 0x80 && strlen(line) - lead < 3)
            --lead;
        if (lead > 0 && (unsigned char)line[lead - 1] >= 0xC0 && utf8_char_length(line + lead - 1) == 0)
            line[lead - 1] = '\0';
    }
    printable(opt->command_line);
}

/* --- the parser -------------------------------------------------------- */

static void check_combinations(const struct options *opt)
{
    if (opt->backend && !backend_find(opt->backend)) {
        char list[256] = "";
        for (int b = 0; b < backend_count; ++b)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", b ? ", " : "",
                     backends[b].name);
        bad("-kernel: unknown backend %s (accepted: %s)", quote(opt->backend), list);
    }
    bool cpu = opt->backend && !backend_needs_gpu(backend_find(opt->backend));
    if (cpu && opt->streams)
        bad("-streams needs a GPU kernel, not -kernel %s", opt->backend);
    if (cpu && opt->hybrid)
        bad("-hybrid needs a GPU kernel, not -kernel %s", opt->backend);
    /* One rule for options that would do nothing: refused where the mode was
       asked for (-kernel cpu, -bandwidth); where the cpu backend runs only
       because there is no GPU, a one-line note (main's choose_backend). */
    if (cpu && opt->device_memory)
        bad("-device-memory needs a GPU kernel, not -kernel %s", opt->backend);
    if (cpu && (opt->pin_given || opt->device_given))
        bad("%s needs a GPU kernel, not -kernel %s", opt->pin_given ? "-pin" : "-device", opt->backend);
    if (opt->bandwidth && (opt->dump_path || opt->timeline_path || opt->verify || opt->checksum ||
                           opt->iterations > 1 || opt->backend))
        bad("%s does nothing with -bandwidth, which times copies of the grid's bytes, not a smoothing",
            opt->dump_path ? "-dump" : opt->timeline_path ? "-timeline" : opt->verify ? "-verify"
            : opt->checksum ? "-checksum" : opt->iterations > 1 ? "-iterations" : "-kernel");
    if (opt->device_memory && opt->device_memory < gpu_slab_min_bytes(opt->n))
        bad("-device-memory %llu bytes is too small for -n %lld: one slab of one row (x with its two "
            "halo rows, and y) needs %zu bytes; give at least that, e.g. -device-memory %lluK",
            (unsigned long long)opt->device_memory, (long long)opt->n, gpu_slab_min_bytes(opt->n),
            (unsigned long long)((gpu_slab_min_bytes(opt->n) + 1023) / 1024));
    if (opt->scheme && !opt->streams && !opt->hybrid)
        bad("-scheme needs -streams S (or -hybrid)");
    if ((opt->dump_path && !*opt->dump_path) || (opt->timeline_path && !*opt->timeline_path) ||
        (opt->output_path && !*opt->output_path))
        bad("an empty file name (-dump, -timeline, -csv or -json FILE)");
    if (opt->rng == RNG_LIBC && opt->seed > UINT_MAX)
        bad("-seed for -rng libc must be 0..%u (srandom takes an unsigned int), got %llu",
                    UINT_MAX, (unsigned long long)opt->seed);
    if (grid_elements(opt->n, opt->n) == 0)
        bad("-n %lld is too large: (n+2)^2 floats do not fit in this machine's address space",
                    (long long)opt->n);
}

/* One option's value (NULL: a flag, or an optional value left out) into
 * its place in `opt`, as its spec says. */
static void store(struct options *opt, const struct option_spec *spec, const char *value)
{
    char *at = (char *)opt + spec->offset;
    option_name = spec->name;
    switch (spec->kind) {
    case VALUE_FLAG: *(bool *)at = true; break;
    case VALUE_INT: {
        const int64_t v = parse_int(value, spec->min, spec->max_of ? spec->max_of() : spec->max);
        if (spec->width == sizeof(int))
            *(int *)at = (int)v;
        else
            *(int64_t *)at = v;
        break;
    }
    case VALUE_FLOAT: *(float *)at = parse_float(value); break;
    case VALUE_SEED: *(uint64_t *)at = parse_seed(value); break;
    case VALUE_BYTES: *(uint64_t *)at = parse_bytes(value); break;
    case VALUE_CHOICE: *(int *)at = choice(value, spec->choices); break;
    case VALUE_ON_OFF: {
        static const char *const on_off[] = {"on", "off", NULL};
        *(bool *)at = choice(value, on_off) == 0;
        break;
    }
    case VALUE_TEXT: *(const char **)at = value; break;
    case VALUE_CUSTOM: spec->parse(opt, value); break;
    case VALUE_HELP:
    case VALUE_VERSION: break;
    }
}

/* Every option's default: its spec's initial value, parsed; the rest zero (no
 * -kernel, text output, nothing to write). */
static void set_defaults(struct options *opt)
{
    memset(opt, 0, sizeof *opt);
    for (int i = 0; i < SPECS; ++i)
        if (specs[i].initial)
            store(opt, &specs[i], specs[i].initial);
}

enum options_result options_parse(int argc, char **argv, struct options *opt, char *error,
                                  size_t error_bytes)
{
    if (!long_options[0].name)
        make_long_options();
    error_text = error;
    error_size = error_bytes;
    error[0] = '\0';
    if (setjmp(parse_failed))
        return OPTIONS_BAD;
    set_defaults(opt);
    record_command_line(opt, argc, argv);
    opterr = 0;
    optind = 0; /* 0, not 1: glibc then starts afresh, as a second call needs */
    for (;;) {
        int index = -1;
        const int c = getopt_long_only(argc, argv, ":", long_options, &index);
        if (c == -1)
            break;
        if (c == '?')
            unknown_option(argv[optind - 1]);
        if (c == ':')
            bad("option '%s' needs a value", argv[optind - 1]);
        const struct option_spec *spec = &specs[c];
        if (spec->kind == VALUE_HELP)
            return OPTIONS_HELP;
        if (spec->kind == VALUE_VERSION)
            return OPTIONS_VERSION;
        store(opt, spec, spec->optional ? optional_value(argc, argv, spec->optional) : optarg);
        if (spec->given != NO_FIELD) /* on the command line, not a default */
            *(bool *)((char *)opt + spec->given) = true;
    }
    if (optind < argc)
        bad("unexpected argument %s (every value follows its option, e.g. -n 4096)", quote(argv[optind]));
    check_combinations(opt);
    return OPTIONS_OK;
}

void parse_options(int argc, char **argv, struct options *opt)
{
    char error[512];
    switch (options_parse(argc, argv, opt, error, sizeof error)) {
    case OPTIONS_OK:
        return;
    case OPTIONS_HELP:
        if (output_allowed())
            print_help(stdout);
        stdout_done();
        finish(EXIT_OK);
    case OPTIONS_VERSION:
        if (output_allowed())
            print_version(stdout);
        stdout_done();
        finish(EXIT_OK);
    case OPTIONS_BAD:
        usage_error("%s", error);
    }
}

/* --- against the machine ------------------------------------------------ */

enum { HYBRID_STREAMS = 4 }; /* -hybrid without -streams */

enum options_result options_plan(const struct options *opt, const struct machine *m,
                                 struct plan *plan, char *error, size_t error_bytes)
{
    error_text = error;
    error_size = error_bytes;
    error[0] = '\0';
    if (setjmp(parse_failed))
        return OPTIONS_BAD;
    memset(plan, 0, sizeof *plan);

    /* -kernel: by default the fast GPU kernel where a GPU is (or streams
       were asked for), else the CPU */
    plan->defaulted = opt->backend == NULL;
    plan->backend = backend_find(opt->backend                             ? opt->backend
                                 : opt->streams || opt->hybrid || m->gpus ? "opt"
                                                                          : "cpu");
    /* OMP_NUM_THREADS is the environment's; libgomp crashes or fails past a few
       ten thousand threads, so it gets -threads' range (which overrides it) */
    if (!opt->threads && m->omp_threads > THREADS_MAX)
        bad("OMP_NUM_THREADS asks for %s threads, more than the %d smooth runs; set a smaller "
            "OMP_NUM_THREADS or -threads T (1..%d)",
            getenv("OMP_NUM_THREADS") ? quote(getenv("OMP_NUM_THREADS")) : "too many", THREADS_MAX, THREADS_MAX);
    const int threads = opt->threads ? opt->threads : m->omp_threads;
    if (m->user_tasks && (unsigned long long)threads > m->user_tasks)
        bad("%d threads are more than the %llu processes and threads this user may run (ulimit -u); use "
            "-threads T with T below that, or raise the limit", threads, m->user_tasks);
    if ((backend_needs_gpu(plan->backend) || opt->bandwidth) && m->gpus > 0 && opt->device >= m->gpus)
        bad("-device %d: this machine has CUDA devices 0..%d (see -list)", opt->device, m->gpus - 1);

    if (m->ranks > 1 && !opt->bandwidth && (opt->dump_path || opt->timeline_path))
        bad("-dump and -timeline write one process's arrays; with %d ranks use -checksum "
            "to compare whole arrays", m->ranks);

    /* streams: each needs a row of the smallest rank's part */
    plan->streams = opt->streams;
    if (opt->hybrid && !opt->streams)
        plan->streams = m->smallest_rows < HYBRID_STREAMS ? (int)m->smallest_rows : HYBRID_STREAMS;
    if (plan->streams > m->smallest_rows) {
        if (m->ranks == 1)
            bad("-streams %d is more than the %lld rows of -n %lld: each stream needs a row",
                plan->streams, (long long)m->smallest_rows, (long long)opt->n);
        bad("-streams %d: with %d ranks the smallest part has %lld rows, and each stream needs a row",
            plan->streams, m->ranks, (long long)m->smallest_rows);
    }
    plan->scheme = !plan->streams ? 0 : opt->scheme ? opt->scheme : 2;

    /* -depth: temporal blocking is built for cpu and opt (the whole grid,
       -streams and -hybrid, across MPI ranks too; in one process also the
       ring); how deep a GPU run may go depends on whether x and y fit
       (backend_gpu.cu) */
    if (opt->depth > 1 && plan->backend->kernel_id != KERNEL_OPT && backend_needs_gpu(plan->backend))
        bad("-depth %d is temporal blocking of -kernel cpu and opt; with -kernel %s use -depth 1 or leave it out",
            opt->depth, plan->backend->name);
    if (opt->depth > TEMPORAL_DEPTH_MAX && !backend_needs_gpu(plan->backend))
        bad("-depth %d: the host runs at most %d sweeps a pass (deeper passes are for a GPU grid that streams "
            "through the ring); use -depth 1..%d or leave it out", opt->depth, TEMPORAL_DEPTH_MAX,
            TEMPORAL_DEPTH_MAX);
    if (opt->depth > TEMPORAL_DEPTH_MAX && opt->hybrid)
        bad("-depth %d with -hybrid: the CPU's rows run at most %d sweeps a pass, and the sides swap rows "
            "that often; use -depth 1..%d or leave it out", opt->depth, TEMPORAL_DEPTH_MAX, TEMPORAL_DEPTH_MAX);

    /* files: found unwritable now, not after the run; each output a place
       of its own, standard output included (the report goes there without
       -csv FILE or -json FILE) */
    const char *report = opt->format == FORMAT_CSV ? "-csv" : "-json";
    const struct {
        const char *path, *named; /* named: how a message names it */
    } outputs[] = {{opt->output_path ? opt->output_path : "-",
                    opt->output_path ? report : "the report (on standard output)"},
                   {opt->dump_path, "-dump"},
                   {opt->timeline_path, "-timeline"}};
    char named[3][160];
    for (int i = 0; i < 3; ++i) {
        if (!outputs[i].path)
            continue;
        if (i == 0 && !opt->output_path) /* the report's "-" is no name the user gave */
            snprintf(named[i], sizeof named[i], "%s", outputs[i].named);
        else
            snprintf(named[i], sizeof named[i], "%s %s", outputs[i].named, quote(outputs[i].path));
        char why[160];
        if (!output_check(outputs[i].path, why, sizeof why))
            bad("%s: %s", named[i], why);
        for (int j = 0; j < i; ++j)
            if (outputs[j].path && output_same(outputs[i].path, outputs[j].path))
                bad("%s and %s land in the same place; give each its own (the report goes to standard "
                    "output unless -csv FILE or -json FILE)", named[j], named[i]);
    }

    /* host memory: the arrays must fit in the memory available now, else
       the kernel's OOM killer may end the run without a word (-bandwidth:
       two arrays, then two pinned buffers and a pageable one) */
    plan->host_arrays = opt->bandwidth ? (m->gpus ? 3 : 2) : opt->verify ? 3 : 2;
    const double need = (double)grid_elements(opt->bandwidth ? opt->n : m->rows, opt->n) *
                        sizeof(float) * plan->host_arrays;
    if (m->host_bytes && need > (double)m->host_bytes)
        bad("-n %lld needs %.1f GiB of host memory for %d arrays of (n+2)^2 floats, "
            "but this machine has %.1f GiB available",
            (long long)opt->n, need / (1 << 30), plan->host_arrays, (double)m->host_bytes / (1 << 30));
    /* MPI: the ranks on one node share its memory (each holds its rows and two ghost rows) */
    const double node_need = (double)(m->node_rows + 2 * (int64_t)m->node_ranks) * (double)(opt->n + 2) *
                             sizeof(float) * plan->host_arrays;
    if (!opt->bandwidth && m->node_ranks > 1 && m->host_bytes && node_need > (double)m->host_bytes)
        bad("-n %lld with %d ranks on this node needs %.1f GiB of its host memory (%d arrays of their rows), "
            "but it has %.1f GiB available; spread the ranks over more nodes or use a smaller -n",
            (long long)opt->n, m->node_ranks, node_need / (1 << 30), plan->host_arrays,
            (double)m->host_bytes / (1 << 30));
    return OPTIONS_OK;
}

void plan_run(const struct options *opt, const struct machine *m, struct plan *plan)
{
    char error[512];
    if (options_plan(opt, m, plan, error, sizeof error) == OPTIONS_BAD)
        usage_error("%s", error);
}

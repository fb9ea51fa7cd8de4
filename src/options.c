/*
 * options.c - parse and check the command line (see options.h).
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
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum {
    OPT_N = 1000, OPT_KERNEL, OPT_THREADS, OPT_A, OPT_B, OPT_C, OPT_T, OPT_SEED, OPT_RNG,
    OPT_STREAMS, OPT_SCHEME, OPT_HYBRID, OPT_DEVICE, OPT_DEVICE_MEMORY, OPT_PIN, OPT_REPEAT, OPT_VERIFY,
    OPT_CHECKSUM, OPT_DUMP, OPT_TIMELINE, OPT_CSV, OPT_JSON, OPT_LIST, OPT_BANDWIDTH,
    OPT_HELP, OPT_VERSION
};

static const struct option long_options[] = {
    {"n", required_argument, NULL, OPT_N},
    {"kernel", required_argument, NULL, OPT_KERNEL},
    {"threads", required_argument, NULL, OPT_THREADS},
    {"a", required_argument, NULL, OPT_A},
    {"b", required_argument, NULL, OPT_B},
    {"c", required_argument, NULL, OPT_C},
    {"t", required_argument, NULL, OPT_T},
    {"seed", required_argument, NULL, OPT_SEED},
    {"rng", required_argument, NULL, OPT_RNG},
    {"streams", required_argument, NULL, OPT_STREAMS},
    {"scheme", required_argument, NULL, OPT_SCHEME},
    {"hybrid", optional_argument, NULL, OPT_HYBRID},
    {"device", required_argument, NULL, OPT_DEVICE},
    {"device-memory", required_argument, NULL, OPT_DEVICE_MEMORY},
    {"pin", required_argument, NULL, OPT_PIN},
    {"repeat", required_argument, NULL, OPT_REPEAT},
    {"verify", no_argument, NULL, OPT_VERIFY},
    {"checksum", no_argument, NULL, OPT_CHECKSUM},
    {"dump", required_argument, NULL, OPT_DUMP},
    {"timeline", required_argument, NULL, OPT_TIMELINE},
    {"csv", optional_argument, NULL, OPT_CSV},
    {"json", optional_argument, NULL, OPT_JSON},
    {"list", no_argument, NULL, OPT_LIST},
    {"info", no_argument, NULL, OPT_LIST},
    {"bandwidth", no_argument, NULL, OPT_BANDWIDTH},
    {"help", no_argument, NULL, OPT_HELP},
    {"h", no_argument, NULL, OPT_HELP},
    {"version", no_argument, NULL, OPT_VERSION},
    {NULL, 0, NULL, 0}};

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
"\n"
"Problem\n"
"  -n N             inner elements in a row/column, N >= 1          [16384]\n"
"  -a A -b B -c C   smoothing constants (finite numbers)         [0.05 0.1 0.4]\n"
"  -t T             threshold: count elements strictly below T         [0.1]\n"
"  -rng counter|libc  how x is filled with numbers in [0,1]:          [counter]\n"
"                   counter: a pure function of (seed, index), parallel;\n"
"                   libc: glibc's random() sequence after srandom(seed), as\n"
"                   random()/(float)RAND_MAX: the tutorial's C program on Linux;\n"
"                   smooth computes it itself (in parallel, by jumping ahead),\n"
"                   so it is the same on any C library\n"
"  -seed S          seed for either generator (libc: 0..4294967295)      [1]\n"
"\n"
"Backend\n"
"  -kernel NAME     which backend smooths x into y             [opt if a CUDA\n"
"                                                    device is present, else cpu]\n");
    for (int b = 0; b < backend_count; ++b)
        fprintf(out, "      %-8s %s\n", backends[b].name, backends[b].teaches);
    fprintf(out,
"  -threads T       OpenMP threads for host work, 1..%d; 1 = serial       [all cores]\n"
"  -streams S       GPU: split the rows into S slabs pipelined on S CUDA\n"
"                   streams, 1 <= S <= n                           [off]\n"
"                   A grid whose x and y do not fit in the GPU's memory (or\n"
"                   -device-memory) goes through a ring of device buffers\n"
"                   instead, a buffer per stream, slabs of at most 64 MiB,\n"
"                   copies staged through pinned host buffers. Without\n"
"                   -streams such a grid is streamed too, on %d streams,\n"
"                   scheme 1 (the header says so, and why)\n"
"  -scheme 1|2      with -streams: 1 = one loop of copy-in, kernel, copy-out;\n"
"                   2 = three loops (all copy-ins, all kernels, all copy-outs) [2]\n"
"                   (over a ring: round by round, as many slabs as buffers)\n"
"  -hybrid [F|auto] GPU streams and CPU threads together; the CPU smooths a\n"
"                   fraction F of the rows, 0 < F < 1, or auto to balance the\n"
"                   measured rates; implies -streams 4 unless -streams is given [auto]\n"
"  -device D        CUDA device to use (see -list)                        [0]\n"
"  -device-memory BYTES  the most GPU memory the arrays may use (each rank's,\n"
"                   under MPI), as bytes or with a suffix K, M, G or T (powers\n"
"                   of 1024: 512M, 1.5G); at least one slab of one row: 6 rows\n"
"                   of cols+2 floats padded to 32 (for a shared GPU, or to try\n"
"                   the ring)                                  [all free memory]\n"
"  -pin on|off      GPU copies through pinned memory: small pinned buffers for\n"
"                   the whole grid and the ring, the host arrays for -streams\n"
"                   and -hybrid (off: pageable copies, slower)         [on]\n"
"\n"
"Measuring and checking\n"
"  -repeat R        run the smoothing step R times after one warm-up and print\n"
"                   the median of each timer row, 1..%d               [1: no warm-up]\n"
"  -verify          also run the serial cpu reference and compare all of y bit\n"
"                   for bit; a mismatch exits with code 3\n"
"  -checksum        print an order-independent checksum of the whole y array\n"
"  -dump FILE       write y as raw little-endian float32, (n+2)*(n+2) values,\n"
"                   row-major, ghost layer included\n"
"  -timeline FILE   write every copy and kernel (stream, op, slab, start, end\n"
"                   in ms, ring buffer) as CSV; scripts/plot-timeline draws it\n"
"  -csv [FILE]      the run as one CSV record (header + row) instead of text\n"
"  -json [FILE]     the run as one JSON object instead of text\n"
"\n"
"Information (print and exit)\n"
"  -list, -info     every visible CUDA device and its key properties\n"
"  -bandwidth       host<->device, device<->device and host copy rates for the\n"
"                   bytes of one (n+2)^2 array, pinned and pageable\n"
"  -help, -h        this text\n"
"  -version         version and build (CUDA or not)\n"
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
"  mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -checksum\n",
            THREADS_MAX, RING_STREAMS, REPEAT_MAX);
}

void print_version(FILE *out)
{
    fprintf(out, "smooth %s (%s)\n", SMOOTH_VERSION, gpu_build_info());
}

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
    if (*end != '\0')
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
    return v;
}

/* Bytes: a number, whole or decimal, with an optional suffix K, M, G or T
 * (powers of 1024, optionally followed by iB or B): 536870912, 512M, 1.5GiB. */
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
        if (strcmp(end, "iB") == 0 || strcmp(end, "B") == 0)
            end += strlen(end);
    } else if (strcmp(end, "B") == 0) {
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

static const char *choice(const char *text, const char *const *accepted)
{
    for (int i = 0; accepted[i]; ++i)
        if (strcmp(text, accepted[i]) == 0)
            return accepted[i];
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

static void set_format(struct options *opt, enum output_format format, const char *path)
{
    if (opt->format != FORMAT_TEXT && opt->format != format)
        bad("-csv and -json cannot be combined");
    opt->format = format;
    opt->output_path = path && strcmp(path, "-") != 0 ? path : NULL;
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

static void set_defaults(struct options *opt)
{
    memset(opt, 0, sizeof *opt);
    opt->n = 16384;
    opt->kernel = NULL;
    opt->threads = 0;
    opt->k = (struct stencil){0.05f, 0.1f, 0.4f};
    opt->threshold = 0.1f;
    opt->seed = 1;
    opt->rng = RNG_COUNTER;
    opt->hybrid_fraction = -1;
    opt->pin = true;
    opt->repeat = 1;
    opt->format = FORMAT_TEXT;
}

static void check_combinations(const struct options *opt, bool scheme_given)
{
    if (opt->kernel && !backend_find(opt->kernel)) {
        char list[256] = "";
        for (int b = 0; b < backend_count; ++b)
            snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", b ? ", " : "",
                     backends[b].name);
        bad("-kernel: unknown backend %s (accepted: %s)", quote(opt->kernel), list);
    }
    bool cpu = opt->kernel && !backend_needs_gpu(backend_find(opt->kernel));
    if (cpu && opt->streams)
        bad("-streams needs a GPU kernel, not -kernel %s", opt->kernel);
    if (cpu && opt->hybrid)
        bad("-hybrid needs a GPU kernel, not -kernel %s", opt->kernel);
    if (cpu && opt->device_memory)
        bad("-device-memory needs a GPU kernel, not -kernel %s", opt->kernel);
    if (opt->device_memory && opt->device_memory < gpu_slab_min_bytes(opt->n))
        bad("-device-memory %llu bytes is too small for -n %lld: one slab of one row (x with its two "
            "halo rows, and y) needs %zu bytes; give at least that, e.g. -device-memory %lluK",
            (unsigned long long)opt->device_memory, (long long)opt->n, gpu_slab_min_bytes(opt->n),
            (unsigned long long)((gpu_slab_min_bytes(opt->n) + 1023) / 1024));
    if (scheme_given && !opt->streams && !opt->hybrid)
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

enum options_result options_parse(int argc, char **argv, struct options *opt, char *error,
                                  size_t error_bytes)
{
    static const char *const rngs[] = {"counter", "libc", NULL};
    static const char *const pins[] = {"on", "off", NULL};
    volatile bool scheme_given = false; /* volatile: kept across longjmp */

    set_defaults(opt);
    record_command_line(opt, argc, argv);
    error_text = error;
    error_size = error_bytes;
    error[0] = '\0';
    if (setjmp(parse_failed))
        return OPTIONS_BAD;
    opterr = 0;
    optind = 0; /* 0, not 1: glibc then starts afresh, as a second call needs */
    for (;;) {
        int index = -1;
        int c = getopt_long_only(argc, argv, ":", long_options, &index);
        if (c == -1)
            break;
        if (c == '?')
            unknown_option(argv[optind - 1]);
        if (c == ':')
            bad("option '%s' needs a value", argv[optind - 1]);
        option_name = long_options[index].name;
        switch (c) {
        case OPT_N: opt->n = parse_int(optarg, 1, grid_max_n()); break;
        case OPT_KERNEL: opt->kernel = optarg; break;
        case OPT_THREADS: opt->threads = (int)parse_int(optarg, 1, THREADS_MAX); break;
        case OPT_A: opt->k.a = parse_float(optarg); break;
        case OPT_B: opt->k.b = parse_float(optarg); break;
        case OPT_C: opt->k.c = parse_float(optarg); break;
        case OPT_T: opt->threshold = parse_float(optarg); break;
        case OPT_SEED: opt->seed = parse_seed(optarg); break;
        case OPT_RNG: opt->rng = choice(optarg, rngs) == rngs[0] ? RNG_COUNTER : RNG_LIBC; break;
        case OPT_STREAMS: opt->streams = (int)parse_int(optarg, 1, INT_MAX); break;
        case OPT_SCHEME:
            opt->scheme = (int)parse_int(optarg, 1, 2);
            scheme_given = true;
            break;
        case OPT_HYBRID: {
            const char *v = optional_value(argc, argv, hybrid_value);
            opt->hybrid = true;
            if (!v || strcmp(v, "auto") == 0) {
                opt->hybrid_fraction = -1;
                break;
            }
            char *end;
            double f = strtod(v, &end);
            if (*end != '\0' || !(f > 0 && f < 1))
                bad("-hybrid takes a CPU fraction F with 0 < F < 1, or auto; got '%s'", v);
            opt->hybrid_fraction = f;
            break;
        }
        case OPT_DEVICE: opt->device = (int)parse_int(optarg, 0, INT_MAX); break;
        case OPT_DEVICE_MEMORY: opt->device_memory = parse_bytes(optarg); break;
        case OPT_PIN: opt->pin = choice(optarg, pins) == pins[0]; break;
        case OPT_REPEAT:
            opt->repeat = (int)parse_int(optarg, 1, REPEAT_MAX);
            opt->repeat_given = true;
            break;
        case OPT_VERIFY: opt->verify = true; break;
        case OPT_CHECKSUM: opt->checksum = true; break;
        case OPT_DUMP: opt->dump_path = optarg; break;
        case OPT_TIMELINE: opt->timeline_path = optarg; break;
        case OPT_CSV: set_format(opt, FORMAT_CSV, optional_value(argc, argv, file_value)); break;
        case OPT_JSON: set_format(opt, FORMAT_JSON, optional_value(argc, argv, file_value)); break;
        case OPT_LIST: opt->list_devices = true; break;
        case OPT_BANDWIDTH: opt->bandwidth = true; break;
        case OPT_HELP: return OPTIONS_HELP;
        case OPT_VERSION: return OPTIONS_VERSION;
        }
    }
    if (optind < argc)
        bad("unexpected argument %s (every value follows its option, e.g. -n 4096)", quote(argv[optind]));
    check_combinations(opt, scheme_given);
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

/* An output file must be a file (or a device, a pipe) in a folder that exists. */
static void check_output(const char *path, const char *option)
{
    if (!path || output_is_stdout(path))
        return;
    struct stat st;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            bad("%s %s is a folder: name a file in it", option, quote(path));
        if (S_ISREG(st.st_mode) && !(st.st_mode & 0222))
            bad("%s %s is read-only: make it writable (chmod u+w) to let smooth replace it", option,
                quote(path));
        return;
    }
    char folder[PATH_MAX];
    output_folder(path, folder, sizeof folder);
    if (stat(folder, &st) != 0 || !S_ISDIR(st.st_mode))
        bad("%s %s: the folder %s does not exist", option, quote(path), quote(folder));
}

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
    plan->defaulted = opt->kernel == NULL;
    plan->backend = backend_find(opt->kernel                             ? opt->kernel
                                 : opt->streams || opt->hybrid || m->gpus ? "opt"
                                                                          : "cpu");
    /* OMP_NUM_THREADS is the environment's; libgomp crashes or fails past a few
       ten thousand threads, so it gets -threads' range (which overrides it) */
    if (!opt->threads && m->omp_threads > THREADS_MAX)
        bad("OMP_NUM_THREADS asks for %d threads, more than the %d smooth runs; set a smaller "
            "OMP_NUM_THREADS or -threads T (1..%d)", m->omp_threads, THREADS_MAX, THREADS_MAX);
    if ((backend_needs_gpu(plan->backend) || opt->bandwidth) && m->gpus > 0 && opt->device >= m->gpus)
        bad("-device %d: this machine has CUDA devices 0..%d (see -list)", opt->device, m->gpus - 1);

    if (m->ranks > 1 && !opt->bandwidth && (opt->dump_path || opt->timeline_path))
        bad("-dump and -timeline write one process's arrays; with %d ranks use -checksum "
            "to compare whole arrays", m->ranks);

    /* streams: each needs a row of the smallest slab */
    plan->streams = opt->streams;
    if (opt->hybrid && !opt->streams)
        plan->streams = m->smallest_rows < HYBRID_STREAMS ? (int)m->smallest_rows : HYBRID_STREAMS;
    if (plan->streams > m->smallest_rows) {
        if (m->ranks == 1)
            bad("-streams %d is more than the %lld rows of -n %lld: each stream needs a row",
                plan->streams, (long long)m->smallest_rows, (long long)opt->n);
        bad("-streams %d: with %d ranks the smallest slab has %lld rows, and each stream needs a row",
            plan->streams, m->ranks, (long long)m->smallest_rows);
    }
    plan->scheme = !plan->streams ? 0 : opt->scheme ? opt->scheme : 2;

    /* files: found unwritable now, not after the run; standard output
       holds one thing only */
    const bool report_on_stdout = !opt->output_path;
    if ((opt->dump_path && output_is_stdout(opt->dump_path) &&
         (report_on_stdout || (opt->timeline_path && output_is_stdout(opt->timeline_path)))) ||
        (opt->timeline_path && output_is_stdout(opt->timeline_path) && report_on_stdout))
        bad("only one of the report, -dump and -timeline can go to standard output; send the "
            "report to a file with -csv FILE or -json FILE");
    check_output(opt->dump_path, "-dump");
    check_output(opt->timeline_path, "-timeline");
    check_output(opt->output_path, opt->format == FORMAT_CSV ? "-csv" : "-json");

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
    return OPTIONS_OK;
}

void plan_run(const struct options *opt, const struct machine *m, struct plan *plan)
{
    char error[512];
    if (options_plan(opt, m, plan, error, sizeof error) == OPTIONS_BAD)
        usage_error("%s", error);
}

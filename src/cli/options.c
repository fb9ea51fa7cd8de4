/*
 * options.c - parse and check the command line (see options.h).
 *
 * Each option is one row of `specs` (option_table.c): its name, the kind
 * of value it takes, where that goes in struct options, its limits and its
 * default; this file parses each kind of value, and the few options with
 * a value of their own kind (-hybrid, -csv, -json) have a parser here.
 *
 * Every check of the command line happens before anything is printed on
 * standard output, so a bad command line leaves standard output empty:
 * options_parse checks what the words alone decide, plan_make (plan.c)
 * what depends on the machine. Neither exits (so both can be fuzzed): a
 * failed check refuses (refuse.h), and the function returns OPTIONS_BAD.
 */
#include "options.h"
#include "option_table.h"
#include "refuse.h"
#include "backend.h"
#include "check.h"
#include "device.h"
#include "grid.h"
#include "io.h"
#include "parallel.h"
#include "slabs.h"

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

/* --- value parsers: whole text or nothing ------------------------------- */

static const char *option_name;  /* for messages: the option being parsed */

static void reject_blank(const char *text, const char *what)
{
    if (*text == '\0')
        refuse("-%s needs a value", option_name);
    if (isspace((unsigned char)*text))
        refuse("-%s: %s is not %s", option_name, quote(text), what);
}

static int64_t parse_int(const char *text, int64_t min, int64_t max)
{
    reject_blank(text, "a whole number");
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (*end != '\0' || text[0] == '+') /* digits, as -seed takes them */
        refuse("-%s: %s is not a whole number", option_name, quote(text));
    if (errno == ERANGE || v < min || v > max)
        refuse("-%s must be %lld..%lld, got %s", option_name, (long long)min, (long long)max, quote(text));
    return v;
}

static uint64_t parse_seed(const char *text)
{
    reject_blank(text, "a whole number");
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (*end != '\0' || text[0] == '-' || text[0] == '+')
        refuse("-seed: %s is not a whole number (-rng libc: 0..4294967295; -rng counter: 0..2^64-1)", quote(text));
    if (errno == ERANGE)
        refuse("-seed must be 0..2^64-1 (-rng counter; -rng libc: 0..4294967295), got %s", quote(text));
    return v;
}

static float parse_float(const char *text)
{
    reject_blank(text, "a number");
    char *end;
    errno = 0;
    float v = strtof(text, &end);
    if (*end != '\0')
        refuse("-%s: %s is not a number", option_name, quote(text));
    if (!isfinite(v))
        refuse("-%s must be a finite float, got %s", option_name, quote(text));
    /* a value that does not survive as a float: 1e-50 would silently be 0 */
    if (v == 0 ? strtod(text, NULL) != 0 : !isnormal(v))
        refuse("-%s: %s is too small for a float (the smallest normal one is %g; 0 is 0)", option_name,
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
        !isfinite(v) || strpbrk(text, "xX")) /* 0x10 is hex to strtod, refused as -n refuses it */
        refuse("-%s: %s is not a size (bytes, or a number with K, M, G or T: 512M, 1.5G)", option_name,
            quote(text));
    const double bytes = floor(v * scale);
    if (bytes < 1 || bytes > 0x1p62)
        refuse("-%s must be 1 byte..4 EiB (e.g. 512M or 40G), got %s", option_name, quote(text));
    return (uint64_t)bytes;
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
    refuse("-%s: unknown value %s (accepted: %s)", option_name, quote(text), list);
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

/* getopt_long_only accepts any unambiguous prefix (-thr is -threads); an
 * ambiguous one says which options it could be. */
static void unknown_option(const char *word)
{
    const char *name = word + strspn(word, "-");
    const size_t length = strcspn(name, "=");
    for (int i = 0; name[length] == '=' && long_options[i].name; ++i) /* -verify=yes */
        if (long_options[i].has_arg == no_argument && strlen(long_options[i].name) == length &&
            strncmp(long_options[i].name, name, length) == 0)
            refuse("-%s takes no value; got %s", long_options[i].name, quote(word));
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
        refuse("ambiguous option %s: could be %s", quote(word), could_be);
    refuse("unknown option %s", quote(word));
}

static void record_command_line(struct options *opt, int argc, char **argv)
{
    size_t used = 0, room = sizeof opt->command_line;
    opt->command_line[0] = '\0';
    for (int i = 0; i < argc && used + 1 < room; ++i) {
        int w = snprintf(opt->command_line + used, room - used, "%s%s", i ? " " : "", argv[i]);
        used += w > 0 ? (size_t)w : 0;
    }
    /* a command line cut to fit says so (" ...", so no one reads its last
       word as whole: -seed 12 of -seed 123456) and ends at a character, not
       inside one: drop a last multi-byte lead whose character the cut left
       unfinished */
    static const char cut[] = " ...";
    if (used + 1 >= room) {
        char *line = opt->command_line;
        line[room - sizeof cut] = '\0';
        size_t lead = strlen(line);
        while (lead > 0 && ((unsigned char)line[lead - 1] & 0xC0) == 0x80 && strlen(line) - lead < 3)
            --lead;
        if (lead > 0 && (unsigned char)line[lead - 1] >= 0xC0 && utf8_char_length(line + lead - 1) == 0)
            line[lead - 1] = '\0';
        strcat(line, cut);
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
        refuse("-kernel: unknown backend %s (accepted: %s)", quote(opt->backend), list);
    }
    bool cpu = opt->backend && !backend_needs_gpu(backend_find(opt->backend));
    if (cpu && opt->streams)
        refuse("-streams needs a GPU kernel, not -kernel %s", opt->backend);
    if (cpu && opt->hybrid)
        refuse("-hybrid needs a GPU kernel, not -kernel %s", opt->backend);
    /* One rule for options that would do nothing: refused where the mode was
       asked for (-kernel cpu, -bandwidth); where the cpu backend runs only
       because there is no GPU, a one-line note (main's choose_backend). */
    if (cpu && opt->device_memory)
        refuse("-device-memory needs a GPU kernel, not -kernel %s", opt->backend);
    if (cpu && (opt->pin_given || opt->device_given))
        refuse("%s needs a GPU kernel, not -kernel %s", opt->pin_given ? "-pin" : "-device", opt->backend);
    if (opt->dry_run && (opt->bandwidth || opt->format == FORMAT_CSV))
        refuse("-dry-run prints the plan of a smoothing run, as text or with -json; not with %s",
               opt->bandwidth ? "-bandwidth, which times copies" : "-csv");
    if (opt->bandwidth && (opt->dump_path || opt->timeline_path || opt->verify || opt->checksum ||
                           opt->iterations > 1 || opt->backend || opt->depth || opt->streams || opt->hybrid))
        refuse("%s does nothing with -bandwidth, which times copies of the grid's bytes, not a smoothing",
            opt->dump_path ? "-dump" : opt->timeline_path ? "-timeline" : opt->verify ? "-verify"
            : opt->checksum ? "-checksum" : opt->iterations > 1 ? "-iterations" : opt->backend ? "-kernel"
            : opt->depth ? "-depth" : opt->streams ? "-streams" : "-hybrid");
    if (opt->device_memory && opt->device_memory < gpu_slab_min_bytes(opt->n))
        refuse("-device-memory %llu bytes is too small for -n %lld: one slab of one row (x with its two "
            "halo rows, and y) needs %zu bytes; give at least that, e.g. -device-memory %lluK",
            (unsigned long long)opt->device_memory, (long long)opt->n, gpu_slab_min_bytes(opt->n),
            (unsigned long long)((gpu_slab_min_bytes(opt->n) + 1023) / 1024));
    if (opt->scheme && !opt->streams && !opt->hybrid)
        refuse("-scheme needs -streams S (or -hybrid)");
    if ((opt->dump_path && !*opt->dump_path) || (opt->timeline_path && !*opt->timeline_path) ||
        (opt->output_path && !*opt->output_path))
        refuse("an empty file name (-dump, -timeline, -csv or -json FILE)");
    /* -timeline -verify would write a file called -verify and skip -verify */
    const char *const files[] = {opt->dump_path, opt->timeline_path};
    for (int f = 0; f < 2; ++f)
        if (files[f] && files[f][0] == '-' && files[f][1]) /* "-": standard output */
            refuse("%s %s: a file name, not an option, follows %s (a file whose name starts with '-': ./%s)",
                   f ? "-timeline" : "-dump", quote(files[f]), f ? "-timeline" : "-dump", files[f]);

    if (opt->rng == RNG_LIBC && opt->seed > UINT_MAX)
        refuse("-seed for -rng libc must be 0..%u (srandom takes an unsigned int), got %llu",
                    UINT_MAX, (unsigned long long)opt->seed);
    if (grid_elements(opt->n, opt->n) == 0)
        refuse("-n %lld is too large: (n+2)^2 floats do not fit in this machine's address space",
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
    for (int i = 0; i < option_count; ++i)
        if (specs[i].initial)
            store(opt, &specs[i], specs[i].initial);
}

enum options_result options_parse(int argc, char **argv, struct options *opt, char *error,
                                  size_t error_bytes)
{
    if (!long_options[0].name)
        make_long_options();
    if (refusing_begin(error, error_bytes))
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
            refuse("option '%s' needs a value", argv[optind - 1]);
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
        refuse("unexpected argument %s (every value follows its option, e.g. -n 4096)", quote(argv[optind]));
    check_combinations(opt);
    return OPTIONS_OK;
}

/* An output's kind and file as a setting's value: the name's end, and a
 * hash of the whole (two long paths that share their end still differ). */
static void path_setting(char *value, size_t size, const char *kind, const char *path)
{
    if (!path) {
        snprintf(value, size, "%s, standard output or none", kind);
        return;
    }
    uint32_t hash = 2166136261u; /* FNV-1a */
    for (const char *c = path; *c; ++c)
        hash = (hash ^ (unsigned char)*c) * 16777619u;
    const size_t length = strlen(path);
    snprintf(value, size, "%s ...%s #%08x", kind, path + (length > 24 ? length - 24 : 0), (unsigned)hash);
}

/* What every MPI rank must share (parallel.h's par_agree): what the
 * command line asks for and the problem itself; only -hybrid's share, the
 * streams, the device and the threads may differ between ranks. */
static void agree(const struct options *opt, enum options_result result)
{
    static const char *const actions[] = {"a run", "-help", "-version", "a refusal"};
    struct setting s[] = {{"what the command line asks for", ""}, {"-n", ""}, {"-iterations", ""}, {"-depth", ""},
                          {"-a", ""}, {"-b", ""}, {"-c", ""}, {"-t", ""}, {"-seed", ""}, {"-rng", ""},
                          {"-repeat", ""}, {"-verify", ""}, {"-checksum", ""}, {"-kernel", ""}, {"-hybrid", ""},
                          {"-dry-run", ""}, {"-bandwidth", ""}, {"-list", ""}, {"-list-backends", ""},
                          {"-edges", ""}, {"-json/-csv (rank 0 writes the one file)", ""},
                          {"-timeline (rank 0 gathers every rank's into one file)", ""}};
    enum { COUNT = sizeof s / sizeof s[0] };
    snprintf(s[0].value, sizeof s[0].value, "%s", actions[result]);
    if (result == OPTIONS_OK) {
        snprintf(s[1].value, sizeof s[1].value, "%lld", (long long)opt->n);
        snprintf(s[2].value, sizeof s[2].value, "%d", opt->iterations);
        snprintf(s[3].value, sizeof s[3].value, "%d", opt->depth);
        const float floats[] = {opt->stencil.a, opt->stencil.b, opt->stencil.c, opt->threshold};
        for (int i = 0; i < 4; ++i) /* the fewest digits that give the same float back */
            for (int digits = 1; digits <= 9; ++digits) {
                snprintf(s[4 + i].value, sizeof s[4 + i].value, "%.*g", digits, (double)floats[i]);
                if (strtof(s[4 + i].value, NULL) == floats[i])
                    break;
            }
        snprintf(s[8].value, sizeof s[8].value, "%llu", (unsigned long long)opt->seed);
        snprintf(s[9].value, sizeof s[9].value, "%s", opt->rng == RNG_LIBC ? "libc" : "counter");
        snprintf(s[10].value, sizeof s[10].value, "%d", opt->repeat);
        const bool flags[] = {opt->verify, opt->checksum};
        for (int i = 0; i < 2; ++i)
            snprintf(s[11 + i].value, sizeof s[11 + i].value, "%s", flags[i] ? "on" : "off");
        snprintf(s[13].value, sizeof s[13].value, "%.40s", opt->backend ? opt->backend : "the default");
        const bool more[] = {opt->hybrid, opt->dry_run, opt->bandwidth, opt->list_devices, opt->list_backends};
        for (int i = 0; i < 5; ++i)
            snprintf(s[14 + i].value, sizeof s[14 + i].value, "%s", more[i] ? "on" : "off");
        snprintf(s[19].value, sizeof s[19].value, "%s", EDGES_NAMES[opt->edges]);
        static const char *const formats[] = {"text", "csv", "json"};
        path_setting(s[20].value, sizeof s[20].value, opt->csv_rows ? "csv-rows" : formats[opt->format], opt->output_path);
        path_setting(s[21].value, sizeof s[21].value, "-timeline", opt->timeline_path);
    }
    par_agree(s, COUNT);
}

void parse_options(int argc, char **argv, struct options *opt)
{
    char error[512];
    const enum options_result result = options_parse(argc, argv, opt, error, sizeof error);
    par_refuse(result == OPTIONS_BAD ? error : NULL); /* every rank's word first: none left waiting */
    agree(opt, result);
    if (result == OPTIONS_OK)
        return;
    bool json = false; /* -version -json: the version as JSON, wherever -json stands */
    for (int i = 1; i < argc; ++i)
        json = json || strcmp(argv[i], "-json") == 0 || strcmp(argv[i], "--json") == 0;
    if (output_allowed())
        (result == OPTIONS_HELP ? print_help : json ? print_version_json : print_version)(stdout);
    stdout_done();
    finish(EXIT_OK);
}


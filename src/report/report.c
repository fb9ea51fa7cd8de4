/*
 * report.c - print the run: header lines, the tutorial's summary, the timer
 * table, then -verify and -checksum results (see report.h for the formats).
 */
#include "report.h"
#include "check.h"
#include "device.h"
#include "io.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* "0.05" when two decimals are exact for the float, else enough digits to round-trip. */
static void format_constant(char *buf, size_t size, float v)
{
    snprintf(buf, size, "%.2f", v);
    if (strtof(buf, NULL) != v)
        snprintf(buf, size, "%.9g", v);
}

/* The shortest text that reads back as the same float: 0.1, not 0.100000001. */
static const char *shortest(char *buf, size_t size, float v)
{
    for (int digits = 1; digits <= 9; ++digits) {
        snprintf(buf, size, "%.*g", digits, v);
        if (strtof(buf, NULL) == v)
            break;
    }
    return buf;
}

static double inner_elements(const struct options *o)
{
    return (double)o->n * (double)o->n;
}

static void write_header(FILE *out, const struct run_info *run)
{
    const struct options *o = run->opt;
    fprintf(out, "Program      :: smooth %s (commit %s; %s)\n", SMOOTH_VERSION, smooth_commit, gpu_build_info());
    fprintf(out, "Command      :: %s\n", o->command_line);
    fprintf(out, "Backend      :: %s%s%s\n", run->backend, run->detail[0] ? "; " : "", run->detail);
    if (run->plan) { /* what -dry-run would have said, in one line */
        char plan[320];
        plan_summary(plan, sizeof plan, run->plan);
        fprintf(out, "Plan         :: %s\n", plan);
    }
    if (run->device[0])
        fprintf(out, "Device       :: %s\n", run->device);
    char cores[256] = "";
    if (run->plan && plan_bound(run->plan)) /* one thread where the machine has more cores: say why */
        plan_cores_text(cores, sizeof cores, run->plan);
    fprintf(out, "Host threads :: %d (OpenMP%s%s)\n", run->threads, cores[0] ? "; " : "", cores);
    if (run->ranks > 1)
        fprintf(out, "MPI ranks    :: %d\n", run->ranks);
    if (run->ranks > 1 && run->edges[0])
        fprintf(out, "Edge rows    :: %s\n", run->edges);
    if (run->bytes_per_copy) {
        fprintf(out, "Bytes        :: %zu per copy (one (n+2)^2 float array, n = %" PRId64 ")\n",
                run->bytes_per_copy, o->n);
    } else {
        fprintf(out, "RNG          :: %s, seed %" PRIu64 "%s\n", o->rng == RNG_LIBC ? "libc" : "counter",
                o->seed, o->rng == RNG_LIBC && o->seed == 0 ? " (srandom seeds 0 as 1: seed 1's sequence)" : "");
    }
    if (run->plan && run->plan->sweeps > 1)
        fprintf(out, "Iterations   :: %d sweeps, each of the field the one before made\n", run->plan->sweeps);
    if (run->repeat > 1)
        fprintf(out, "Repeat       :: %d runs after 1 warm-up; times are medians\n", run->repeat);
    if (run->bytes_per_copy && run->device[0])
        fprintf(out, "GB/s         :: host copy and device-to-device count bytes read + written, host\n"
                     "                fill bytes written, host read bytes read; host<->device count\n"
                     "                bytes moved (both ways for Bidirectional)\n");
    else if (run->bytes_per_copy) /* no GPU: the host's rows alone, and say so */
        fprintf(out, "GB/s         :: host copy counts bytes read + written, fill bytes written, read\n"
                     "                bytes read; no CUDA device, so no host<->device or device rows\n");
    if (run->bytes_per_copy)
        fprintf(out, "GCells/s     :: the stencil rows: its arithmetic with rows in L1 (host) or in\n"
                     "                registers (device), the compute ceilings of a sweep\n");
}

static void write_summary(FILE *out, const struct run_info *run)
{
    const struct options *o = run->opt;
    const int64_t n2 = o->n + 2;
    char t[32], a[32], b[32], c[32];
    format_constant(t, sizeof t, o->threshold);
    format_constant(a, sizeof a, o->stencil.a);
    format_constant(b, sizeof b, o->stencil.b);
    format_constant(c, sizeof c, o->stencil.c);
    fprintf(out, "Summary\n");
    fprintf(out, "-------\n");
    fprintf(out, "Number of elements in a row/column       :: %" PRId64 "\n", n2);
    fprintf(out, "Number of inner elements in a row/column :: %" PRId64 "\n", o->n);
    fprintf(out, "Total number of elements                 :: %.0f\n", (double)n2 * (double)n2);
    fprintf(out, "Total number of inner elements           :: %.0f\n", inner_elements(o));
    fprintf(out, "Memory (GB) used per array               :: %g\n",
            (double)n2 * (double)n2 * sizeof(float) / (1024.0 * 1024.0 * 1024.0));
    fprintf(out, "Threshold                                :: %s\n", t);
    fprintf(out, "Smoothing constants (a, b, c)            :: %s %s %s\n", a, b, c);
    fprintf(out, "Number of elements below threshold (X)   :: %" PRId64 "\n", run->below_x);
    fprintf(out, "Fraction of elements below threshold     :: %.5E\n",
            (double)run->below_x / inner_elements(o));
    fprintf(out, "Number of elements below threshold (Y)   :: %" PRId64 "\n", run->below_y);
    fprintf(out, "Fraction of elements below threshold     :: %.5E\n",
            (double)run->below_y / inner_elements(o));
}

static bool has_gpu_rows(const struct timer *t)
{
    for (int r = 0; r < t->nrows; ++r)
        if (strncmp(t->rows[r].label, "GPU", 3) == 0)
            return true;
    return false;
}

void report_timers(FILE *out, const struct timer *t)
{
    int width = (int)strlen("Action");
    for (int r = 0; r < t->nrows; ++r)
        if ((int)strlen(t->rows[r].label) > width)
            width = (int)strlen(t->rows[r].label);
    fprintf(out, "%-*s :: time/s    Time resolution = %.1E", width, "Action", wall_resolution());
    fprintf(out, has_gpu_rows(t) ? " (wall clock); GPU rows: CUDA events, 5.0E-07" : "");
    fprintf(out, t->nrows && t->rows[0].has_rank_min
                     ? "; times: the slowest rank's; rates: the whole grid's (every rank's bytes and cells)\n"
                     : "\n");
    fprintf(out, "------\n");
    for (int r = 0; r < t->nrows; ++r) {
        const struct timer_row *row = &t->rows[r];
        double s = timer_row_median(row);
        fprintf(out, "%-*s :: %9.6f", width, row->label, s);
        const double rate = row->bytes > 0 && s > 0 ? row->bytes / s / 1e9 : 0;
        if (rate >= 0.1) /* a few rows' bytes over a wait (MPI: Halo) in MB/s or KB/s, not "0.0 GB/s" */
            fprintf(out, "   %8.1f GB/s", rate);
        else if (rate >= 1e-4)
            fprintf(out, "   %8.1f MB/s", rate * 1e3);
        else if (rate > 0)
            fprintf(out, "   %8.1f KB/s", rate * 1e6);
        if (row->cells > 0 && s > 0)
            fprintf(out, "   %8.1f GCells/s", row->cells / s / 1e9);
        if (row->has_rank_min)
            fprintf(out, "   (min over ranks %.6f)", row->rank_min);
        fputc('\n', out);
    }
}

static void write_text(FILE *out, const struct run_info *run, const struct timer *t)
{
    write_header(out, run);
    fputc('\n', out);
    if (!run->bytes_per_copy) {
        write_summary(out, run);
        fputc('\n', out);
    }
    report_timers(out, t);
    if (run->verified || run->has_checksum)
        fputc('\n', out);
    if (run->verified && run->mismatches == 0)
        fprintf(out, "Verify       :: PASS (bit-identical, %.0f elements)\n",
                (double)(run->opt->n + 2) * (double)(run->opt->n + 2));
    else if (run->verified)
        fprintf(out, "Verify       :: FAIL (%zu of %.0f elements differ; %s)\n", run->mismatches,
                (double)(run->opt->n + 2) * (double)(run->opt->n + 2), run->verify_detail);
    if (run->has_checksum)
        fprintf(out, "Checksum (Y) :: 0x%016" PRIx64 "\n", run->checksum);
}

/* --- machine-readable forms ---------------------------------------------- */

/* A JSON string: valid UTF-8 whatever the bytes (a byte that starts no
 * valid character becomes U+FFFD). */
static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    while (*s) {
        const unsigned char ch = (unsigned char)*s;
        const size_t length = utf8_char_length(s);
        if (length == 0) {
            fputs("\\ufffd", out);
            ++s;
            continue;
        }
        if (ch == '"' || ch == '\\')
            fprintf(out, "\\%c", ch);
        else if (ch < 0x20)
            fprintf(out, "\\u%04x", ch);
        else
            fwrite(s, 1, length, out);
        s += length;
    }
    fputc('"', out);
}

static const char *verify_word(const struct run_info *run)
{
    return !run->verified ? "" : run->mismatches ? "fail" : "pass";
}

static void write_json_summary(FILE *out, const struct run_info *run)
{
    const struct options *o = run->opt;
    const double n2 = (double)(o->n + 2), inner = inner_elements(o);
    fprintf(out, "  \"elements_per_row\": %.0f,\n", n2);
    fprintf(out, "  \"total_elements\": %.0f,\n  \"inner_elements\": %.0f,\n", n2 * n2, inner);
    fprintf(out, "  \"memory_gb_per_array\": %.9g,\n", n2 * n2 * sizeof(float) / (1024.0 * 1024 * 1024));
    char t_[32], a_[32], b_[32], c_[32];
    fprintf(out, "  \"threshold\": %s,\n  \"a\": %s,\n  \"b\": %s,\n  \"c\": %s,\n",
            shortest(t_, sizeof t_, o->threshold), shortest(a_, sizeof a_, o->stencil.a),
            shortest(b_, sizeof b_, o->stencil.b), shortest(c_, sizeof c_, o->stencil.c));
    fprintf(out, "  \"below_x\": %" PRId64 ",\n  \"fraction_x\": %.9g,\n", run->below_x,
            (double)run->below_x / inner);
    fprintf(out, "  \"below_y\": %" PRId64 ",\n  \"fraction_y\": %.9g,\n", run->below_y,
            (double)run->below_y / inner);
    if (run->verified)
        fprintf(out, "  \"verify\": \"%s\",\n  \"mismatches\": %zu,\n", verify_word(run),
                run->mismatches);
    if (run->has_checksum)
        fprintf(out, "  \"checksum\": \"0x%016" PRIx64 "\",\n", run->checksum);
}

static void write_json(FILE *out, const struct run_info *run, const struct timer *t)
{
    const struct options *o = run->opt;
    fprintf(out, "{\n  \"program\": \"smooth\",\n  \"version\": \"%s\",\n  \"build\": ",
            SMOOTH_VERSION);
    json_string(out, gpu_build_info());
    fprintf(out, ",\n  \"commit\": ");
    json_string(out, smooth_commit);
    fprintf(out, ",\n  \"command\": ");
    json_string(out, o->command_line);
    fprintf(out, ",\n  \"backend\": ");
    json_string(out, run->backend);
    fprintf(out, ",\n  \"detail\": ");
    json_string(out, run->detail);
    fprintf(out, ",\n  \"device\": ");
    json_string(out, run->device);
    fprintf(out, ",\n  \"edge_rows\": ");
    json_string(out, run->edges);
    fprintf(out, ",\n  \"threads\": %d,\n  \"ranks\": %d,\n  \"repeat\": %d,\n", run->threads,
            run->ranks, run->repeat);
    fprintf(out, "  \"n\": %" PRId64 ",\n", o->n);
    if (run->plan) {
        fprintf(out, "  \"plan\": ");
        plan_json(out, run->plan, "  ");
        fprintf(out, ",\n");
    }
    const struct ring_shape *ring = &run->ring;
    if (ring->buffers)
        fprintf(out, "  \"ring\": {\"buffers\": %d, \"rows_per_slab\": %" PRId64 ", \"slabs\": %d, "
                     "\"streams\": %d, \"scheme\": %d, \"device_bytes\": %" PRIu64 ", \"needed_bytes\": %" PRIu64
                     ", \"allowed_bytes\": %" PRIu64 ", \"staged\": %s},\n",
                ring->buffers, ring->rows, ring->slabs, ring->streams, ring->scheme, ring->device_bytes,
                ring->needed_bytes, ring->allowed_bytes, ring->staged ? "true" : "false");
    else if (!run->bytes_per_copy)
        fprintf(out, "  \"ring\": null,\n");
    if (run->bytes_per_copy) {
        fprintf(out, "  \"bytes_per_copy\": %zu,\n", run->bytes_per_copy);
    } else {
        fprintf(out, "  \"rng\": \"%s\",\n  \"seed\": %" PRIu64 ",\n  \"iterations\": %d,\n  \"depth\": %d,\n"
                     "  \"redundancy\": %.6g,\n",
                o->rng == RNG_LIBC ? "libc" : "counter", o->seed, run->plan->sweeps, run->depth, run->redundancy);
        write_json_summary(out, run);
    }
    fprintf(out, "  \"timers\": [");
    for (int r = 0; r < t->nrows; ++r) {
        const struct timer_row *row = &t->rows[r];
        double s = timer_row_median(row);
        fprintf(out, "%s\n    {\"label\": ", r ? "," : "");
        json_string(out, row->label);
        fprintf(out, ", \"seconds\": %.9g, \"samples\": %d", s, row->nsamples);
        if (row->has_rank_min)
            fprintf(out, ", \"min_over_ranks\": %.9g", row->rank_min);
        if (row->bytes > 0 && s > 0)
            fprintf(out, ", \"bytes\": %.0f, \"gb_per_s\": %.6g", row->bytes, row->bytes / s / 1e9);
        if (row->cells > 0 && s > 0)
            fprintf(out, ", \"cells\": %.0f, \"gcells_per_s\": %.6g", row->cells, row->cells / s / 1e9);
        fputc('}', out);
    }
    fprintf(out, "\n  ]\n}\n");
}

/* One CSV field, quoted when it holds a comma, a quote or a line break. */
static void csv_field(FILE *out, const char *s, bool last)
{
    if (strpbrk(s, ",\"\n\r")) {
        fputc('"', out);
        for (; *s; ++s) {
            if (*s == '"')
                fputc('"', out);
            fputc(*s, out);
        }
        fputc('"', out);
    } else {
        fputs(s, out);
    }
    fputc(last ? '\n' : ',', out);
}


/* One line per timer row, the run's fields repeated on each, under a fixed
 * header: files from many runs concatenate into one table. */
static void write_csv(FILE *out, const struct run_info *run, const struct timer *t)
{
    const struct options *o = run->opt;
    const double inner = inner_elements(o);
    char prefix[4096], num[64], t_[32], a_[32], b_[32], c_[32];
    FILE *mem = fmemopen(prefix, sizeof prefix, "w");
    if (!mem)
        return;
    csv_field(mem, o->command_line, false);
    csv_field(mem, run->backend, false);
    csv_field(mem, run->device, false);
    if (run->bytes_per_copy) { /* -bandwidth: no problem, no summary */
        fprintf(mem, "%d,%d,,,%d,,,,%" PRId64 ",,,,,,,,,,,", run->threads, run->ranks, run->repeat, o->n);
    } else {
        fprintf(mem, "%d,%d,%s,%" PRIu64 ",%d,%d,%d,%.6g,%" PRId64 ",%s,%s,%s,%s,", run->threads, run->ranks,
                o->rng == RNG_LIBC ? "libc" : "counter", o->seed, run->repeat, run->plan->sweeps, run->depth,
                run->redundancy, o->n,
                shortest(t_, sizeof t_, o->threshold), shortest(a_, sizeof a_, o->stencil.a),
                shortest(b_, sizeof b_, o->stencil.b), shortest(c_, sizeof c_, o->stencil.c));
        fprintf(mem, "%" PRId64 ",%.9g,%" PRId64 ",%.9g,%s,", run->below_x,
                (double)run->below_x / inner, run->below_y, (double)run->below_y / inner,
                verify_word(run));
        if (run->has_checksum)
            fprintf(mem, "0x%016" PRIx64, run->checksum);
        fputc(',', mem);
    }
    fclose(mem);
    if (!o->csv_rows)
        fprintf(out, "%s\n", REPORT_CSV_HEADER);
    for (int r = 0; r < t->nrows; ++r) {
        const struct timer_row *row = &t->rows[r];
        double s = timer_row_median(row);
        fputs(prefix, out);
        csv_field(out, row->label, false);
        snprintf(num, sizeof num, "%.9g,", s);
        fputs(num, out);
        if (row->bytes > 0 && s > 0)
            fprintf(out, "%.6g", row->bytes / s / 1e9);
        fputc(',', out);
        if (row->cells > 0 && s > 0)
            fprintf(out, "%.6g", row->cells / s / 1e9);
        fputc('\n', out);
    }
}

void report_write(FILE *out, const struct run_info *run, const struct timer *t)
{
    switch (run->opt->format) {
    case FORMAT_TEXT: write_text(out, run, t); break;
    case FORMAT_CSV: write_csv(out, run, t); break;
    case FORMAT_JSON: write_json(out, run, t); break;
    }
}

void report_emit(const struct run_info *run, const struct timer *t)
{
    const char *path = run->opt->output_path;
    if (!path || output_is_stdout(path)) {
        struct output_file file;
        report_write(output_open(&file, "-"), run, t);
        output_commit(&file);
        return;
    }
    /* made in memory first: a file written in place (a hard link, /dev/shm) is left as it was where the
       whole report cannot fit, and -csv-rows appends it in one piece */
    struct memory_output report;
    report_write(memory_open(&report, "report"), run, t);
    memory_close(&report);
    if (run->opt->format == FORMAT_CSV && run->opt->csv_rows)
        output_append(path, REPORT_CSV_HEADER, report.bytes, report.size);
    else
        output_write_all(path, report.bytes, report.size);
    free(report.bytes);
}

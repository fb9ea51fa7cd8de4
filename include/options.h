/*
 * options.h - the command line: single-dash long options, parsed with
 * getopt_long_only (so --n=16384 works too), then checked against the
 * machine and resolved into a plan.
 */
#ifndef SMOOTH_OPTIONS_H
#define SMOOTH_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

struct backend;

enum options_result { OPTIONS_OK, OPTIONS_HELP, OPTIONS_VERSION, OPTIONS_BAD };

/* Parse and check; never exits or prints. OPTIONS_BAD leaves one line in
 * `error` (what was wrong and what is accepted). */
enum options_result options_parse(int argc, char **argv, struct options *opt, char *error,
                                  size_t error_bytes);

/* options_parse for main: prints -help/-version and exits 0, or prints the
 * error ("...; try -help") and exits 2. */
void parse_options(int argc, char **argv, struct options *opt);

/* The facts about this machine that some checks depend on (main.c gathers
 * them; tests and the fuzzer make them up). */
#define GPUS_UNKNOWN (-1) /* not asked yet: plan as if there were one, check -device later */

struct machine {
    int gpus;                       /* visible CUDA devices, or GPUS_UNKNOWN */
    unsigned long long host_bytes;  /* memory available now; 0 = unknown */
    int ranks;                      /* processes sharing the rows (MPI ranks) */
    int64_t rows;                   /* inner rows this process holds */
    int node_ranks;                 /* processes on this node, sharing host_bytes (0: just this one) ... */
    int64_t node_rows;              /* ... and the inner rows they hold together */
    int64_t smallest_rows;          /* inner rows of the process holding fewest (>= 1) */
    int omp_threads;                /* what OMP_NUM_THREADS and OMP_THREAD_LIMIT give */
    unsigned long long user_tasks;  /* processes and threads this user may run (ulimit -u); 0 = no limit */
};

/* The most host threads smooth runs (-threads, OMP_NUM_THREADS). */
#define THREADS_MAX 4096

/* How the run goes: the options resolved against the machine, with no
 * default left to fill. */
struct plan {
    const struct backend *backend;
    bool defaulted;   /* -kernel not given: chosen from the machine */
    int streams;      /* 0 = whole grid; -hybrid alone: 4, or fewer on few rows */
    int scheme;       /* with streams: 1 or 2 (default 2); else 0 */
    int host_arrays;  /* (n+2)^2-float host arrays the run holds at once */
};

/* The checks that depend on the machine, and the plan; never exits or
 * prints. OPTIONS_BAD leaves one line in `error`. */
enum options_result options_plan(const struct options *opt, const struct machine *m,
                                 struct plan *plan, char *error, size_t error_bytes);

/* options_plan for main: prints the error ("...; try -help") and exits 2. */
void plan_run(const struct options *opt, const struct machine *m, struct plan *plan);

void print_help(FILE *out);
void print_version(FILE *out);

#ifdef __cplusplus
}
#endif

#endif

/*
 * options.h - the command line: single-dash long options, parsed with
 * getopt_long_only (so --n=16384 works too), then checked against the
 * machine and resolved into a plan (plan.h).
 */
#ifndef SMOOTH_OPTIONS_H
#define SMOOTH_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "plan.h"
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

/* The checks that depend on the machine, and every decision of the run:
 * plan.c (plan.h). Never exits or prints. OPTIONS_BAD leaves one line in
 * `error`. */
enum options_result plan_make(const struct options *opt, const struct machine *m, struct plan *plan, char *error,
                              size_t error_bytes);

/* plan_make for main: prints the error ("...; try -help") and exits 2 (1
 * where the machine, not the command line, is short: no device memory).
 * Every rank plans at once: one refusal ends them all. */
void plan_run(const struct options *opt, const struct machine *m, struct plan *plan);

/*
 * The plan in main's steps (plan/steps.c), made once:
 *   plan_opening(opt, m, &opening)   before the GPU opens: whether it opens, its queues, the team
 *                                    meanwhile; every refusal that needs no GPU fact
 *   plan_counted(opt, gpus)          the GPUs counted as it opens: whether the backend runs on one
 *                                    (by default opt where one is, else cpu); a -device beyond them refused
 *   plan_run(opt, m, &plan)          the plan, once the GPU is described (at once where none opens)
 * Each exits as plan_run does.
 */
void plan_opening(const struct options *opt, const struct machine *m, struct opening *opening);
bool plan_counted(const struct options *opt, int gpus);

void print_help(FILE *out);
void print_version(FILE *out);
/* -version -json: {"program", "version", "commit", "build"}. */
void print_version_json(FILE *out);

#ifdef __cplusplus
}
#endif

#endif

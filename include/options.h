/*
 * options.h - the command line: single-dash long options, parsed with
 * getopt_long_only (so --n=16384 works too).
 */
#ifndef SMOOTH_OPTIONS_H
#define SMOOTH_OPTIONS_H

#include <stdio.h>

#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

enum options_result { OPTIONS_OK, OPTIONS_HELP, OPTIONS_VERSION, OPTIONS_BAD };

/* Parse and check; never exits or prints. OPTIONS_BAD leaves one line in
 * `error` (what was wrong and what is accepted). */
enum options_result options_parse(int argc, char **argv, struct options *opt, char *error,
                                  size_t error_bytes);

/* options_parse for main: prints -help/-version and exits 0, or prints the
 * error ("...; try -help") and exits 2. */
void parse_options(int argc, char **argv, struct options *opt);

void print_help(FILE *out);
void print_version(FILE *out);

#ifdef __cplusplus
}
#endif

#endif

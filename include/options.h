/*
 * options.h - the command line: single-dash long options, parsed with
 * getopt_long_only (so --n=16384 works too). Bad input never returns:
 * one line on stderr, exit 2. -help and -version print and exit 0.
 */
#ifndef SMOOTH_OPTIONS_H
#define SMOOTH_OPTIONS_H

#include <stdio.h>

#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

void parse_options(int argc, char **argv, struct options *opt);

/* The text of -help, for tests and README. */
void print_help(FILE *out);

#ifdef __cplusplus
}
#endif

#endif

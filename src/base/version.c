/*
 * version.c - the commit this program was built from: `git describe
 * --always --dirty` at build time (the Makefile passes it), "unknown"
 * outside a git checkout. Compiled alone, so a new commit rebuilds this
 * file and relinks, nothing more.
 */
#include "smooth.h"

#ifndef SMOOTH_COMMIT
#define SMOOTH_COMMIT "unknown"
#endif

const char smooth_commit[] = SMOOTH_COMMIT;

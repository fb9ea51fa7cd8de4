/*
 * io.h - files the program writes (-dump, -timeline, -csv/-json FILE) appear
 * whole or not at all: they are written to a temporary name in the same
 * folder and renamed into place. A path that exists and is not a regular
 * file (a pipe, /dev/stdout, /dev/full) is written directly. Any failure
 * removes the temporary file and exits 1 with a message naming the path.
 */
#ifndef SMOOTH_IO_H
#define SMOOTH_IO_H

#include <limits.h>
#include <stdbool.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

struct output_file {
    FILE *fp;
    const char *path;    /* the name asked for */
    char tmp[PATH_MAX];  /* the temporary name, or "" when writing directly */
};

/* Open `path` for writing (see above); dies on failure. */
FILE *output_open(struct output_file *f, const char *path);
/* Flush, check every write succeeded, and rename into place; dies on failure. */
void output_commit(struct output_file *f);

#ifdef __cplusplus
}
#endif

#endif

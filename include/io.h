/*
 * io.h - the files the program writes (-dump, -timeline, -csv/-json FILE).
 * A regular file appears whole or not at all: it is written under a short
 * temporary name in its folder (removed on failure, SIGINT or SIGTERM) and
 * renamed into place, keeping an existing file's mode, or taking the umask.
 * A symlink's target is what gets replaced. Written directly instead: "-"
 * and /dev/stdout (standard output), devices, pipes and anything under
 * /dev/ or /proc/, a file with several hard links (so they stay one file),
 * and a file in a folder smooth may not write. A failure exits 1 with a
 * message naming the path.
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
    const char *path;       /* the name asked for */
    char target[PATH_MAX];  /* the file it names, symlinks followed */
    char tmp[PATH_MAX];     /* the temporary name, or "" when writing directly */
};

/* "-" or /dev/stdout: the run's standard output. */
bool output_is_stdout(const char *path);

/* The folder `path` is in: its text up to the last '/' ("/" for a file at
 * the root, "." for a bare name). */
void output_folder(const char *path, char *folder, size_t size);

/* Open `path` for writing (see above); dies on failure. */
FILE *output_open(struct output_file *f, const char *path);
/* Flush, check every write succeeded, and rename into place; dies on failure. */
void output_commit(struct output_file *f);

#ifdef __cplusplus
}
#endif

#endif

/*
 * io.h - the files the program writes (-dump, -timeline, -csv/-json FILE):
 * a regular file appears whole or not at all (written under a temporary
 * name, renamed into place); what cannot be (standard output, devices,
 * hard-linked files, ...) is written in place. A failure exits 1 naming
 * the path. Notes: docs/architecture.md, "Notes behind the headers".
 */
#ifndef SMOOTH_IO_H
#define SMOOTH_IO_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

struct output_file {
    FILE *fp;
    const char *path;       /* the name asked for */
    char target[PATH_MAX];  /* the file it names, symlinks followed */
    char tmp[PATH_MAX];     /* the temporary name, or "" when writing directly */
    char made[PATH_MAX];    /* a file this run made, written directly (a dangling symlink's), removed if
                               the write fails; "" if none */
};

/* Can this user (its effective ids) write `path`, as output_open would? If
 * not, false with the reason in `why` (to follow the path in a message):
 * a folder, not writable, a missing or unwritable folder, a symlink loop,
 * a name or path too long. */
bool output_check(const char *path, char *why, size_t size);

/* Do two outputs land in the same place (standard output, one file, or one
 * new name)? */
bool output_same(const char *a, const char *b);

/* "-" or /dev/stdout: the run's standard output. */
bool output_is_stdout(const char *path);

/* The folder `path` is in: its text up to the last '/' ("/" for a file at
 * the root, "." for a bare name). */
void output_folder(const char *path, char *folder, size_t size);

/* Open `path` for writing (see above); dies on failure. */
FILE *output_open(struct output_file *f, const char *path);
/* The same for an output of `bytes` bytes: a file that must be written in
 * place (a hard link, /dev/shm) is left as it was where they cannot fit. */
FILE *output_open_sized(struct output_file *f, const char *path, uint64_t bytes);
/* An output made in memory first (the report, the timeline), so that it is
 * written whole or not at all: memory_open gives the stream to print to,
 * memory_close ends it (its bytes and size then hold the text; free(bytes)
 * after). Both die, naming `what`, where memory runs out. */
struct memory_output {
    FILE *fp;
    char *bytes;
    size_t size;
    const char *what;
};
FILE *memory_open(struct memory_output *m, const char *what);
void memory_close(struct memory_output *m);

/* The same as output_open and output_commit, for `bytes` already made in
 * memory: written and committed whole, or not at all. */
void output_write_all(const char *path, const char *bytes, size_t size);

/* -csv-rows FILE: may rows be appended to `path`? A file that exists and
 * is not empty must begin with the line `header` (a table smooth wrote);
 * else false, and why. */
bool output_table_check(const char *path, const char *header, char *why, size_t size);
/* Append `size` bytes of rows to `path`, under an exclusive lock (runs side
 * by side do not interleave): a new or empty file gets the line `header`
 * first. If the write fails (a full disk, ulimit -f) the file is cut back
 * to what it was (a file this run made is removed); dies on failure. */
void output_append(const char *path, const char *header, const char *bytes, size_t size);

/* Flush, check every write succeeded, and rename into place; dies on failure. */
void output_commit(struct output_file *f);

#ifdef __cplusplus
}
#endif

#endif

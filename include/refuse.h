/*
 * refuse.h - how the command line's checks and the planner refuse a run
 * without exiting (so both can be fuzzed): refuse() formats one line into
 * the caller's buffer and jumps back to where refusing_begin() was set,
 * which then returns OPTIONS_BAD.
 *
 *   if (refusing_begin(error, error_bytes)) return OPTIONS_BAD;
 *   ...
 *   if (bad) refuse("-depth %d ...", depth);
 *
 * And the text that messages are made of: a value or a path quoted
 * safely, a size in bytes as people read it.
 */
#ifndef SMOOTH_REFUSE_H
#define SMOOTH_REFUSE_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

extern jmp_buf refusal;

/* Where refusals go: `error` (cleared) of `size` bytes. Then setjmp. */
void refusal_target(char *error, size_t size);
#define refusing_begin(error, size) (refusal_target((error), (size)), setjmp(refusal))

/* The message (control characters shown as '?'), then back to setjmp. */
__attribute__((format(printf, 1, 2), noreturn)) void refuse(const char *fmt, ...);

/* A refusal that is the machine's, not the command line's (no device
 * memory for one slab): exit 1, not 2. Reset by refusal_target. */
extern bool refusal_is_runtime;

/* Control characters as '?', so messages stay one line. */
void printable(char *text);

/* A value as a message quotes it: whole if short, else its start and its
 * length (two buffers: two quotes in one message). */
const char *quote(const char *text);
/* The same for a file's path, kept whole up to 160 characters (a deep
 * TMPDIR): which file it is matters as much as why. */
const char *quote_path(const char *text);

/* A size as messages and the plan give it: "512 B", "24.0 KiB", "1.5 MiB", "90.17 GiB" */
const char *human_bytes(char *text, size_t size, double bytes);

#ifdef __cplusplus
}
#endif

#endif

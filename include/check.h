/*
 * check.h - failing clearly: one line on standard error naming what went
 * wrong, then a documented exit code. Wrap every fallible call.
 */
#ifndef SMOOTH_CHECK_H
#define SMOOTH_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "smooth.h"

#ifdef __cplusplus
extern "C" {
#endif

/* "smooth: <message>" on stderr, then exit(code). */
#ifdef __cplusplus
[[noreturn]]
#else
_Noreturn
#endif
void die(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A bad command line: "smooth: <message>; try -help", exit 2. */
#ifdef __cplusplus
[[noreturn]]
#else
_Noreturn
#endif
void usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* "smooth: <message>; try -help" on stderr from this process, whoever it
 * is (usage_error leaves it to the root): the rank that refused says so. */
void usage_message(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* "smooth: <message>" on stderr from this process, whoever it is; no exit
 * (par_fail's rank that failed). */
void error_message(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* "smooth: warning: <message>" on stderr; the run goes on. */
void warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* End the process with `code` (under MPI: every rank ends together). */
#ifdef __cplusplus
[[noreturn]]
#else
_Noreturn
#endif
void finish(int code);

/* The MPI build: messages start "name: ", all but the root stay quiet about
 * bad command lines, and `stop` ends the job (every_rank: all ranks stop
 * together, else this rank aborts them all). */
void check_set_process(const char *name, bool quiet_usage, void (*stop)(int code, bool every_rank));
/* False on the ranks that let the root print. */
bool output_allowed(void);

/* Flush standard output; if anything written there was lost (a full disk,
 * a closed stdout), say why and exit 1. */
void stdout_done(void);

/* The length of the valid UTF-8 character at s (1..4), or 0 if the bytes
 * there are not one (a stray byte, a cut or overlong sequence, a surrogate). */
size_t utf8_char_length(const char *s);

/* malloc that names what it was for when it fails (exit 1). */
void *malloc_check(size_t bytes, const char *what, const char *file, int line);
#define mallocCheck(bytes, what) malloc_check((bytes), (what), __FILE__, __LINE__)

/* Bytes of physical memory on this machine (0 if unknown), and of it the
 * bytes available now (MemAvailable, the total where that is unknown; no
 * more than a cgroup's limit less its use: containers, Slurm jobs). */
unsigned long long host_memory_bytes(void);
unsigned long long host_available_bytes(void);
/* A core's L2 on this machine, bytes (0: not known). */
long cpu_l2_bytes(void);
/* ulimit -u (root is not held to it): the processes and threads this user
 * may run; 0 when there is none. */
unsigned long long user_task_limit(void);

#ifdef __cplusplus
}
#endif

#endif

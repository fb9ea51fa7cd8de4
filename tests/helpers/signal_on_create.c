/*
 * signal_on_create.c - an LD_PRELOAD library for tests/cpu.t: right after
 * the process creates a file (open with O_CREAT, mkstemp) whose path holds
 * $SIGNAL_ON_CREATE_NAME, it raises signal $SIGNAL_ON_CREATE (a number) in
 * itself. That is the moment between making a file and watching it, which
 * a busy machine hits now and then (a signal taken on the way out of the
 * system call); here every run hits it.
 *   LD_PRELOAD=build/tests/signal_on_create.so SIGNAL_ON_CREATE=27 \
 *   SIGNAL_ON_CREATE_NAME=/.smooth- ./smooth -n 100 -kernel cpu -dump y.raw
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

static int after(const char *path, int fd)
{
    const char *sig = getenv("SIGNAL_ON_CREATE"), *name = getenv("SIGNAL_ON_CREATE_NAME");
    if (fd >= 0 && sig && name && strstr(path, name))
        raise(atoi(sig));
    return fd;
}

#define OPEN_LIKE(fn)                                                                                    \
    int fn(const char *path, int flags, ...)                                                             \
    {                                                                                                    \
        static int (*real)(const char *, int, ...);                                                      \
        if (!real)                                                                                       \
            real = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, #fn);                               \
        mode_t mode = 0;                                                                                 \
        if (flags & O_CREAT) {                                                                           \
            va_list args;                                                                                \
            va_start(args, flags);                                                                       \
            mode = (mode_t)va_arg(args, int);                                                            \
            va_end(args);                                                                                \
        }                                                                                                \
        const int fd = real(path, flags, mode);                                                          \
        return flags & O_CREAT ? after(path, fd) : fd;                                                   \
    }
OPEN_LIKE(open)
OPEN_LIKE(open64)

#define MKSTEMP_LIKE(fn)                                                                                 \
    int fn(char *path)                                                                                   \
    {                                                                                                    \
        static int (*real)(char *);                                                                      \
        if (!real)                                                                                       \
            real = (int (*)(char *))dlsym(RTLD_NEXT, #fn);                                               \
        return after(path, real(path));                                                                  \
    }
MKSTEMP_LIKE(mkstemp)
MKSTEMP_LIKE(mkstemp64)

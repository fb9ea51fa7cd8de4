/* check.c - clear failure messages and checked allocation (see check.h). */
#include "check.h"
#include "smooth.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void vreport(const char *prefix, const char *fmt, va_list ap)
{
    fflush(stdout);
    fputs(prefix, stderr);
    vfprintf(stderr, fmt, ap);
}

void die(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport("smooth: ", fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(code);
}

void usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport("smooth: ", fmt, ap);
    va_end(ap);
    fputs("; try -help\n", stderr);
    exit(EXIT_USAGE);
}

void warn(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport("smooth: warning: ", fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

void *malloc_check(size_t bytes, const char *what, const char *file, int line)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p)
        die(EXIT_RUNTIME, "out of host memory: allocating %s (%zu bytes) failed at %s:%d",
            what, bytes, file, line);
    return p;
}

unsigned long long host_memory_bytes(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    return pages > 0 && size > 0 ? (unsigned long long)pages * (unsigned long long)size : 0;
}

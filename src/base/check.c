/* check.c - clear failure messages and checked allocation (see check.h). */
#include "check.h"
#include "smooth.h"

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

/* Who speaks and how to stop: a plain process by default; the MPI build
 * names the rank, keeps all but the root quiet about bad command lines
 * (every rank sees the same one), and stops the whole job. */
static char speaker[64] = "smooth: ";
static bool quiet;
static void (*stop_job)(int code, bool every_rank);

void check_set_process(const char *name, bool quiet_usage, void (*stop)(int code, bool every_rank))
{
    snprintf(speaker, sizeof speaker, "%s: ", name);
    quiet = quiet_usage;
    stop_job = stop;
}

bool output_allowed(void)
{
    return !quiet;
}

void finish(int code)
{
    if (stop_job)
        stop_job(code, true);
    exit(code);
}

static void vreport(const char *kind, const char *fmt, va_list ap)
{
    fflush(stdout);
    fprintf(stderr, "%s%s", speaker, kind);
    vfprintf(stderr, fmt, ap);
}

void die(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport("", fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (stop_job)
        stop_job(code, false);
    exit(code);
}

static void vusage(const char *fmt, va_list ap)
{
    vreport("", fmt, ap);
    fputs("; try -help\n", stderr);
}

void usage_error(const char *fmt, ...)
{
    if (!quiet) {
        va_list ap;
        va_start(ap, fmt);
        vusage(fmt, ap);
        va_end(ap);
    }
    finish(EXIT_USAGE);
}

void usage_message(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vusage(fmt, ap);
    va_end(ap);
}

/* A whole line on stderr: the speaker, `kind`, the message. */
#define REPORT_LINE(kind, fmt)                                                                                     \
    do {                                                                                                           \
        va_list ap;                                                                                                \
        va_start(ap, fmt);                                                                                         \
        vreport(kind, fmt, ap);                                                                                    \
        va_end(ap);                                                                                                \
        fputc('\n', stderr);                                                                                       \
    } while (0)

void error_message(const char *fmt, ...)
{
    REPORT_LINE("", fmt);
}

void warn(const char *fmt, ...)
{
    REPORT_LINE("warning: ", fmt);
}

void *malloc_check(size_t bytes, const char *what, const char *file, int line)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p)
        die(EXIT_RUNTIME, "out of host memory: allocating %s (%zu bytes) failed at %s:%d",
            what, bytes, file, line);
    return p;
}

size_t utf8_char_length(const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    if (u[0] < 0x80)
        return 1;
    size_t length;
    unsigned char low = 0x80, high = 0xBF; /* the second byte's range */
    if (u[0] >= 0xC2 && u[0] <= 0xDF)
        length = 2;
    else if (u[0] >= 0xE0 && u[0] <= 0xEF) {
        length = 3;
        if (u[0] == 0xE0)
            low = 0xA0; /* not overlong */
        if (u[0] == 0xED)
            high = 0x9F; /* not a surrogate */
    } else if (u[0] >= 0xF0 && u[0] <= 0xF4) {
        length = 4;
        if (u[0] == 0xF0)
            low = 0x90;
        if (u[0] == 0xF4)
            high = 0x8F; /* not past U+10FFFF */
    } else
        return 0;
    if (u[1] < low || u[1] > high)
        return 0;
    for (size_t k = 2; k < length; ++k)
        if (u[k] < 0x80 || u[k] > 0xBF)
            return 0;
    return length;
}

void stdout_done(void)
{
    errno = 0;
    const bool failed = fflush(stdout) != 0 || ferror(stdout);
    const int why = errno ? errno : EIO;
    if (failed)
        die(EXIT_RUNTIME, "writing standard output failed: %s", strerror(why));
}

unsigned long long host_memory_bytes(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
    return pages > 0 && size > 0 ? (unsigned long long)pages * (unsigned long long)size : 0;
}

/* One number from a file (a cgroup's limit or use); 0 if absent or "max". */
static unsigned long long number_in(const char *path)
{
    FILE *f = fopen(path, "r");
    unsigned long long v = 0;
    if (f) {
        if (fscanf(f, "%llu", &v) != 1)
            v = 0;
        fclose(f);
    }
    return v;
}

long cpu_l2_bytes(void)
{
    static long l2_bytes = -1; /* as the C library reads it (cpuid on x86); 0: not known */
    if (l2_bytes < 0) {
        const long read = sysconf(_SC_LEVEL2_CACHE_SIZE);
        l2_bytes = read > 0 ? read : 0;
    }
    return l2_bytes;
}

unsigned long long user_task_limit(void)
{
    struct rlimit limit;
    if (geteuid() == 0 || getrlimit(RLIMIT_NPROC, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return 0;
    return (unsigned long long)limit.rlim_cur;
}

unsigned long long host_available_bytes(void)
{
    /* what the kernel could give without swapping (Linux); else all of it */
    FILE *f = fopen("/proc/meminfo", "r");
    char line[256];
    unsigned long long kb = 0;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "MemAvailable: %llu kB", &kb) == 1)
            break;
    if (f)
        fclose(f);
    unsigned long long available = kb ? kb * 1024 : host_memory_bytes();
    /* a container's or batch job's memory limit (cgroup v2, else v1; Slurm
       sets one), less what the group uses already */
    static const char *const limits[][2] = {
        {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"},
        {"/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.usage_in_bytes"}};
    for (size_t i = 0; i < sizeof limits / sizeof limits[0]; ++i) {
        const unsigned long long limit = number_in(limits[i][0]), used = number_in(limits[i][1]);
        if (limit && limit < (1ull << 60)) { /* v1 says "no limit" with a huge number */
            const unsigned long long left = limit > used ? limit - used : 0;
            if (left < available)
                available = left;
            break;
        }
    }
    return available;
}

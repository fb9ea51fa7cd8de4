/*
 * tap.h - a minimal Test Anything Protocol producer for the C unit tests,
 * so prove(1) runs them beside the shell tests:
 *   ok(cond, "name %d", i);  ...  return done_testing();
 */
#ifndef SMOOTH_TAP_H
#define SMOOTH_TAP_H

#include <stdarg.h>
#include <stdio.h>

static int tap_count, tap_failures;

__attribute__((format(printf, 4, 5)))
static int tap_ok(int pass, const char *file, int line, const char *fmt, ...)
{
    va_list ap;
    printf("%sok %d - ", pass ? "" : "not ", ++tap_count);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    if (!pass) {
        ++tap_failures;
        printf("#   failed at %s:%d\n", file, line);
    }
    fflush(stdout);
    return pass;
}

#define ok(cond, ...) tap_ok(!!(cond), __FILE__, __LINE__, __VA_ARGS__)

/* A comment line in the output, for what a failure found. */
__attribute__((format(printf, 1, 2)))
static inline void diag(const char *fmt, ...)
{
    va_list ap;
    printf("# ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
}

/* The whole file is skipped, saying why (exit 0). */
static inline int skip_all(const char *why)
{
    printf("1..0 # SKIP %s\n", why);
    return 0;
}

static int done_testing(void)
{
    printf("1..%d\n", tap_count);
    return tap_failures ? 1 : 0;
}

#endif

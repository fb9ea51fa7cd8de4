/* refuse.c - refusing a run with one line, without exiting (see refuse.h). */
#include "refuse.h"
#include "plan.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

jmp_buf refusal;
bool refusal_is_runtime;
static char *error_text;
static size_t error_size;

void refusal_target(char *error, size_t size)
{
    error_text = error;
    error_size = size;
    error[0] = '\0';
    refusal_is_runtime = false;
}

void printable(char *text)
{
    for (; *text; ++text)
        if ((unsigned char)*text < 0x20 || *text == 0x7f)
            *text = '?';
}

void refuse(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(error_text, error_size, fmt, ap);
    va_end(ap);
    printable(error_text);
    longjmp(refusal, 1);
}

/* Whole up to `most` characters, else its first most - 8 and its length. */
static const char *quote_within(const char *text, size_t most)
{
    static char buffer[2][256];
    static int next;
    char *q = buffer[next++ % 2];
    const size_t length = strlen(text);
    if (length <= most)
        snprintf(q, sizeof buffer[0], "'%s'", text);
    else
        snprintf(q, sizeof buffer[0], "'%.*s...' (%zu characters)", (int)(most - 8), text, length);
    return q;
}

const char *quote(const char *text)
{
    return quote_within(text, 48);
}

const char *quote_path(const char *text)
{
    return quote_within(text, 160);
}

/* plan.h: bytes as a message and the plan print them (a refusal too, so here). */
const char *human_bytes(char *text, size_t size, double bytes)
{
    if (bytes < 1024)
        snprintf(text, size, "%.0f B", bytes);
    else if (bytes < 1048576.0)
        snprintf(text, size, "%.1f KiB", bytes / 1024);
    else if (bytes < 1073741824.0)
        snprintf(text, size, "%.1f MiB", bytes / 1048576);
    else
        snprintf(text, size, "%.2f GiB", bytes / 1073741824.0);
    return text;
}

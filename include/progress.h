/*
 * progress.h - a percentage on standard error for steps that take more
 * than about a second (a serial sweep, -threads 1), shown only when
 * standard error is a terminal and never on standard output. The second
 * is SMOOTH_PROGRESS_AFTER seconds where that is set (the tests set 0).
 */
#ifndef SMOOTH_PROGRESS_H
#define SMOOTH_PROGRESS_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

struct progress {
    const char *label;
    double start, last_print;
    double after;   /* seconds before the first print */
    bool tty, shown;
};

void progress_begin(struct progress *p, const char *label);
/* Call often; prints at most ten times a second, starting after `after`. */
void progress_update(struct progress *p, double fraction);
/* Clears the line if anything was shown. */
void progress_end(struct progress *p);

#ifdef __cplusplus
}
#endif

#endif

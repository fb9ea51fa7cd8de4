/* progress.c - percentage on a terminal's standard error (see progress.h). */
#include "progress.h"
#include "timer.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void progress_begin(struct progress *p, const char *label)
{
    p->label = label;
    p->start = p->last_print = wall_seconds();
    p->tty = isatty(STDERR_FILENO);
    p->shown = false;
    const char *after = getenv("SMOOTH_PROGRESS_AFTER");
    p->after = after ? atof(after) : 1.0;
}

void progress_update(struct progress *p, double fraction)
{
    if (!p->tty)
        return;
    double now = wall_seconds();
    if (now - p->start < p->after || (p->shown && now - p->last_print < 0.1))
        return;
    p->last_print = now;
    p->shown = true;
    fprintf(stderr, "\r%s: %3.0f%%", p->label, 100.0 * fraction);
    fflush(stderr);
}

void progress_end(struct progress *p)
{
    if (p->shown)
        fprintf(stderr, "\r%*s\r", 40, "");
    p->shown = false;
}

/*
 * memory_output.c - an output made in memory before it is written (io.h):
 * the report and the timeline, so that output_write_all or output_append
 * writes them whole or not at all.
 */
#include "check.h"
#include "io.h"

#include <stdio.h>

FILE *memory_open(struct memory_output *m, const char *what)
{
    m->bytes = NULL;
    m->size = 0;
    m->what = what;
    if (!(m->fp = open_memstream(&m->bytes, &m->size)))
        die(EXIT_RUNTIME, "out of host memory for the %s", what);
    return m->fp;
}

void memory_close(struct memory_output *m)
{
    if (fclose(m->fp) != 0)
        die(EXIT_RUNTIME, "out of host memory for the %s", m->what);
}

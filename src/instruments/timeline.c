/* timeline.c - record and write the -timeline CSV (see timeline.h). */
#include "timeline.h"
#include "check.h"
#include "io.h"
#include "parallel.h"

#include <stdlib.h>
#include <string.h>

void timeline_clear(struct timeline *tl)
{
    tl->count = 0;
}

void timeline_add(struct timeline *tl, const char *lane, const char *op, int slab, int buffer,
                  double start_ms, double end_ms)
{
    if (tl->count == tl->capacity) {
        size_t capacity = tl->capacity ? 2 * tl->capacity : 64;
        struct timeline_event *grown = realloc(tl->events, capacity * sizeof *grown);
        if (!grown)
            die(EXIT_RUNTIME, "out of host memory: growing the timeline to %zu events", capacity);
        tl->events = grown;
        tl->capacity = capacity;
    }
    struct timeline_event *e = &tl->events[tl->count++];
    snprintf(e->lane, sizeof e->lane, "%s", lane);
    snprintf(e->op, sizeof e->op, "%s", op);
    e->slab = slab;
    e->buffer = buffer;
    e->start_ms = start_ms;
    e->end_ms = end_ms;
}

void timeline_write(const struct timeline *tl, const char *path, const struct decomposition *part)
{
    /* made in memory first, written whole or not at all (a file written in place is left as it was
       where it cannot fit); under MPI every rank's rows, in rank order, with a rank column */
    const bool ranks = part->ranks > 1;
    struct memory_output text;
    FILE *out = memory_open(&text, "timeline");
    if (par_root())
        fprintf(out, "lane,op,slab,start_ms,end_ms,buffer%s\n", ranks ? ",rank" : "");
    for (size_t i = 0; i < tl->count; ++i) {
        const struct timeline_event *e = &tl->events[i];
        fprintf(out, "%s,%s,%d,%.6f,%.6f,", e->lane, e->op, e->slab, e->start_ms, e->end_ms);
        if (e->buffer >= 0)
            fprintf(out, "%d", e->buffer);
        if (ranks)
            fprintf(out, ",%d", part->rank);
        fputc('\n', out);
    }
    memory_close(&text);
    char *all = NULL;
    size_t size = 0;
    par_gather_bytes(text.bytes, text.size, &all, &size);
    if (par_root())
        output_write_all(path, all, size);
    free(all);
    free(text.bytes);
}

void timeline_free(struct timeline *tl)
{
    free(tl->events);
    tl->events = NULL;
    tl->count = tl->capacity = 0;
}

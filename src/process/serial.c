/*
 * process/serial.c - parallel.h and wire.h for one process (the build without MPI):
 * it holds every row, and every reduction is the value itself.
 */
#include "parallel.h"
#include "check.h"
#include "wire.h"

#include <string.h>

void par_start(int *argc, char ***argv) { (void)argc, (void)argv; }
bool par_root(void) { return true; }

void par_fail(int code, const char *error)
{
    if (error && code == EXIT_USAGE)
        usage_error("%s", error);
    if (error)
        die(code, "%s", error);
}

void par_refuse(const char *error)
{
    par_fail(EXIT_USAGE, error);
}

void par_agree(const struct setting *mine, int count) { (void)mine, (void)count; }

void par_split(int64_t n, struct decomposition *d)
{
    *d = (struct decomposition){.rank = 0, .ranks = 1, .local_rank = 0, .n = n, .first = 1,
                                .rows = n, .top = true, .bottom = true, .node_ranks = 1, .node_rows = n};
}

void wire_post(const float *first, const float *last, float *above, float *below, int rows,
               const struct decomposition *d)
{
    (void)first, (void)last, (void)above, (void)below, (void)rows, (void)d;
}
void wire_wait(void) {}
int wire_trade(const void *mine, void *from_above, void *from_below, int bytes, const struct decomposition *d)
{
    (void)mine, (void)from_above, (void)from_below, (void)bytes, (void)d;
    return 0;
}
int64_t par_sum_i64(int64_t v) { return v; }
uint64_t par_sum_u64(uint64_t v) { return v; }
int64_t par_min_i64(int64_t v) { return v; }
void par_broadcast(void *data, size_t bytes) { (void)data, (void)bytes; }

void par_reduce_f64(const double *in, double *out, int count, enum par_reduction op)
{
    (void)op;
    memcpy(out, in, (size_t)count * sizeof *out);
}
void par_barrier(void) {}
bool par_all_parts(bool mine) { return mine; }
void par_gather_int(int value, int *all) { all[0] = value; }
void par_gather_bytes(const char *mine, size_t size, char **all, size_t *total)
{
    *all = mallocCheck(size ? size : 1, "the gathered output");
    memcpy(*all, mine, size);
    *total = size;
}

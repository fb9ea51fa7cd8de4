/*
 * wire.h - the messages under the exchange's transports (process/mpi.c;
 * process/serial.c without MPI, where every part is the whole grid and
 * nothing travels). Only src/exchange/ uses them.
 */
#ifndef SMOOTH_WIRE_H
#define SMOOTH_WIRE_H

#include <stdbool.h>

#include "parallel.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Post `rows` rows each way (cols + 2 floats a row), non-blocking: my
 * first rows (from `first`) up and my last (from `last`) down; the
 * neighbours' arrive in `above` (the part above's last rows) and `below`
 * (the part below's first). The four stay untouched until wire_wait. One
 * swap at a time per process; a part with no rows swaps nothing. */
void wire_post(const float *first, const float *last, float *above, float *below, int rows,
               const struct decomposition *part);
void wire_wait(void);

/* `bytes` of `mine` to both neighbours, theirs into from_above and
 * from_below (left as they were where there is none); blocking. Returns
 * which arrived: bit 0 above, bit 1 below. bytes 0: the neighbours have
 * reached this point too (a token each way, no data). */
int wire_trade(const void *mine, void *from_above, void *from_below, int bytes, const struct decomposition *part);

#ifdef __cplusplus
}
#endif

#endif

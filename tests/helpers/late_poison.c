/*
 * late_poison.c - preloaded into one MPI rank by tests/mpi.t: the first time
 * it poisons an array (memset of 0xFF bytes, y before the run) it first waits
 * LATE_MS milliseconds, so it reaches the run's start barrier that late and
 * the other ranks wait there for it: a known skew between the ranks' times
 * (the report's "min over ranks"), outside any MPI call of its own.
 *
 *   cc -shared -fPIC -o late_poison.so tests/helpers/late_poison.c
 *   mpirun -np 1 ./smooth-mpi ... : -np 1 -x LD_PRELOAD=$PWD/late_poison.so -x LATE_MS=500 ./smooth-mpi ...
 */
#define _POSIX_C_SOURCE 199309L
#include <stddef.h>
#include <stdlib.h>
#include <time.h>

void *memset(void *s, int c, size_t n)
{
    static int done;
    if ((unsigned char)c == 0xFF && n >= 4096 && !done) {
        done = 1;
        const char *ms = getenv("LATE_MS");
        const long late = ms ? atol(ms) : 0;
        const struct timespec pause = {late / 1000, late % 1000 * 1000000L};
        nanosleep(&pause, NULL);
    }
    volatile unsigned char *p = s; /* volatile: not turned back into a call to memset */
    for (size_t i = 0; i < n; ++i)
        p[i] = (unsigned char)c;
    return s;
}

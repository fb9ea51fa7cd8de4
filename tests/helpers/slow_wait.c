/*
 * slow_wait.c - preloaded into one MPI rank by tests/mpi.t: each MPI_Waitall
 * returns SLOW_MS milliseconds after MPI's own, as if that rank's rows took
 * that much longer to arrive (a slow link). The edge swaps wait with
 * MPI_Waitall and post with MPI_Isend/MPI_Irecv, left alone: a known floor
 * under the report's "MPI: Edges (waiting)" (every swap's wait at least
 * SLOW_MS) and none under "MPI: Edges (copies)", whatever the machine's speed.
 *
 *   cc -shared -fPIC -o slow_wait.so tests/helpers/slow_wait.c -ldl
 *   mpirun -np 1 ./smooth-mpi ... : -np 1 -x LD_PRELOAD=$PWD/slow_wait.so -x SLOW_MS=100 ./smooth-mpi ...
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <time.h>

/* MPI_Waitall(int count, MPI_Request requests[], MPI_Status statuses[]): the handles passed on
 * untouched, so no mpi.h is needed (OpenMPI's and MPICH's alike). */
int MPI_Waitall(int count, void *requests, void *statuses)
{
    static int (*real)(int, void *, void *);
    if (!real)
        *(void **)&real = dlsym(RTLD_NEXT, "MPI_Waitall");
    const int err = real(count, requests, statuses);
    const char *ms = getenv("SLOW_MS");
    const long slow = ms ? atol(ms) : 0;
    const struct timespec pause = {slow / 1000, slow % 1000 * 1000000L};
    nanosleep(&pause, NULL);
    return err;
}

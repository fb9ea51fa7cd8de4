/*
 * open-lab.cu - does the host's fill slow down beside the GPU's opening?
 * A timeline of a fill's parallel steps while a thread of its own opens the
 * CUDA context, as ./smooth does, apart from ./smooth (issue 56: on the
 * 64-core 4 x H200 host the fill ran at 5-6 GB/s from 64 threads up and
 * 32 GB/s at 16, while that host's driver took 1.2-1.3 s to open).
 *
 *   make lab && build/lab/open-lab [MiB=4096] [threads=16] [open=1]
 *   for t in 16 32 63 64 128; do build/lab/open-lab 4096 $t; done   # a process each: one opening each
 *
 * A pthread opens the context (cudaFree(0)) while `threads` OpenMP threads
 * fill MiB in 64 pieces, one parallel region a piece with static shares, as
 * grid_init does (open=0: no opening, the control); then the same fill
 * again, the GPU open. Per piece, microseconds: its start against the
 * opening's, the fork (the last thread's start after the region began),
 * the slowest thread's share and the join (the region's end after the last
 * share). Printed: the opening's time, and for the pieces during the
 * opening and after it, the fill's rate and the medians and worst of fork,
 * share and join. A share that grows while the driver works is the memory
 * or the cores shared; a fork or join that grows is a thread the scheduler
 * set aside.
 */
#include "cuda_check.cuh"
#include "team.h"
#include "timer.h"

#include <omp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { PIECES = 64, MAX_THREADS = 4096 };

static double opened_at; /* wall seconds the opening ended; 0 while it runs */

static void *open_context(void *unused)
{
    (void)unused;
    cudaCheck(cudaFree(0));
    opened_at = wall_seconds();
    return NULL;
}

struct piece {
    double start, fork, share, join; /* start: s after the run began; the rest µs */
};

/* Fill `bytes` of h in PIECES regions of the team, recording each. */
static double fill(char *h, size_t bytes, int value, struct piece *piece, double origin)
{
    static double begin[MAX_THREADS], end[MAX_THREADS];
    const double start = wall_seconds();
    const size_t size = bytes / PIECES;
    for (int p = 0; p < PIECES; ++p) {
        int team = 1;
        const double entered = wall_seconds();
#pragma omp parallel
        {
            const int me = omp_get_thread_num(), all = omp_get_num_threads();
            begin[me] = wall_seconds();
            const size_t from = size / (size_t)all * (size_t)me, to = me == all - 1 ? size : from + size / (size_t)all;
            memset(h + (size_t)p * size + from, value, to - from);
            end[me] = wall_seconds();
            if (me == 0)
                team = all;
        }
        piece[p].start = entered - origin;
        region_times(begin, end, team, entered, wall_seconds(), &piece[p].fork, &piece[p].share, &piece[p].join);
    }
    return wall_seconds() - start;
}

/* "label: N pieces, GB/s, fork/share/join median and worst" over the pieces [from, to). */
static void summary(const char *label, const struct piece *piece, int from, int to, size_t piece_bytes)
{
    if (to <= from) {
        printf("  %-16s no piece\n", label);
        return;
    }
    double v[3][PIECES], seconds = 0;
    for (int p = from; p < to; ++p) {
        v[0][p - from] = piece[p].fork;
        v[1][p - from] = piece[p].share;
        v[2][p - from] = piece[p].join;
        seconds += 1e-6 * (piece[p].fork + piece[p].share + piece[p].join);
    }
    printf("  %-16s %3d pieces %7.1f GB/s", label, to - from, (double)(to - from) * (double)piece_bytes / seconds / 1e9);
    static const char *const names[] = {"fork", "share", "join"};
    for (int k = 0; k < 3; ++k) {
        qsort(v[k], (size_t)(to - from), sizeof(double), compare_doubles);
        printf("  %s %.0f (worst %.0f)", names[k], v[k][(to - from) / 2], v[k][to - from - 1]);
    }
    printf("\n");
}

int main(int argc, char **argv)
{
    const size_t mib = argc > 1 ? strtoull(argv[1], NULL, 10) : 4096, bytes = mib << 20;
    const int threads = argc > 2 ? atoi(argv[2]) : 16, open = argc > 3 ? atoi(argv[3]) : 1;
    if (mib < PIECES || threads < 1 || threads > MAX_THREADS) {
        fprintf(stderr, "open-lab: MiB >= %d and 1 <= threads <= %d\n", PIECES, MAX_THREADS);
        return 2;
    }
    omp_set_num_threads(threads);
    char *h = (char *)aligned_alloc(4096, bytes);
    if (!h) {
        fprintf(stderr, "open-lab: out of host memory (%zu MiB)\n", mib);
        return 1;
    }
#pragma omp parallel /* the pages mapped and the pool made before the clock starts, as grid_alloc does */
    {
        const int me = omp_get_thread_num(), all = omp_get_num_threads();
        for (size_t at = (size_t)me * 4096; at < bytes; at += (size_t)all * 4096)
            h[at] = 0;
    }
    static struct piece during[PIECES], after[PIECES];
    const double origin = wall_seconds();
    pthread_t opener;
    if (open && pthread_create(&opener, NULL, open_context, NULL) != 0) {
        fprintf(stderr, "open-lab: cannot start the opening thread\n");
        return 1;
    }
    const double first = fill(h, bytes, 1, during, origin);
    if (open)
        pthread_join(opener, NULL);
    const double opening = open ? opened_at - origin : 0;
    const double second = fill(h, bytes, 2, after, wall_seconds());
    int overlapped = 0;
    while (open && overlapped < PIECES && during[overlapped].start < opening)
        ++overlapped;
    printf("open-lab: %zu MiB, %d threads, %ld cores online, %s; the first fill %.3f s (%.1f GB/s), the second "
           "%.3f s (%.1f GB/s)\n", mib, threads, sysconf(_SC_NPROCESSORS_ONLN),
           open ? "the context opening beside it" : "no opening (the control)", first, bytes / first / 1e9, second,
           bytes / second / 1e9);
    if (open)
        printf("  the opening took %.3f s; %d of the first fill's %d pieces began during it\n", opening, overlapped,
               PIECES);
    summary("during opening", during, 0, overlapped, bytes / PIECES);
    summary("first, after it", during, overlapped, PIECES, bytes / PIECES);
    summary("second fill", after, 0, PIECES, bytes / PIECES);
    free(h);
    return 0;
}

/*
 * host-lab.cu - why does the host side of a staged copy slow down as the
 * OpenMP team grows? A timeline of the staging threads, apart from ./smooth.
 *
 *   make lab && build/lab/host-lab [MiB=1024] [threads=8,16,32,64] [teams=all,16]
 *
 * For each team it copies MiB of pageable host memory to the device the way
 * src/gpu/staging.cu does (4 pinned 16 MiB buffers; host threads copy chunk c
 * into a buffer while the engine moves chunk c-1), three times, and records
 * for every chunk: the fork (the last thread's start after the master
 * entered the region), the share (the slowest thread's copy), the join (the
 * master's exit after the last thread's end) and the wait for the buffer's
 * last DMA. A team of "all" is the threads given; a number caps the copy's
 * team at it (the rest of the threads stay in the pool, as in ./smooth).
 * Then the CPU time of the whole (getrusage) and of an idle second after it
 * (the pool's spinning, if any). Medians over the chunks, in microseconds.
 * Run it under OMP_WAIT_POLICY=passive too, to tell spinning from forking.
 */
#include "cuda_check.cuh"
#include "team.h"
#include "timer.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

enum { BUFFERS = 4, MAX_THREADS = 512 };
static const size_t CHUNK = (size_t)16 << 20;

static double cpu_seconds(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return (double)u.ru_utime.tv_sec + 1e-6 * (double)u.ru_utime.tv_usec + (double)u.ru_stime.tv_sec +
           1e-6 * (double)u.ru_stime.tv_usec;
}

static double median(double *v, int count)
{
    qsort(v, (size_t)count, sizeof *v, compare_doubles);
    return v[count / 2];
}

static double percentile90(double *v, int count) /* after median(), sorted */
{
    return v[count * 9 / 10];
}

/* One staged copy of `bytes` from h to d by a team of `team`; per-chunk
 * timings (µs) into fork, share, join, wait. Returns the seconds. */
static double staged_copy(char *d, const char *h, size_t bytes, char *pinned, cudaEvent_t *done, int team,
                          double *fork, double *share, double *join, double *wait)
{
    static double begin[MAX_THREADS], end[MAX_THREADS];
    const double start = wall_seconds();
    for (size_t at = 0, c = 0; at < bytes; at += CHUNK, ++c) {
        const size_t size = bytes - at < CHUNK ? bytes - at : CHUNK;
        char *buffer = pinned + (c % BUFFERS) * CHUNK;
        const double w0 = wall_seconds();
        if (c >= BUFFERS)
            cudaCheck(cudaEventSynchronize(done[c % BUFFERS]));
        const double entered = wall_seconds();
        int threads = 1;
#pragma omp parallel num_threads(team)
        {
            const int me = omp_get_thread_num(), all = omp_get_num_threads();
            begin[me] = wall_seconds();
            const size_t from = size / (size_t)all * (size_t)me, to = me == all - 1 ? size : from + size / (size_t)all;
            memcpy(buffer + from, h + at + from, to - from);
            end[me] = wall_seconds();
            if (me == 0)
                threads = all;
        }
        region_times(begin, end, threads, entered, wall_seconds(), &fork[c], &share[c], &join[c]);
        wait[c] = 1e6 * (entered - w0);
        cudaCheck(cudaMemcpyAsync(d + at, buffer, size, cudaMemcpyHostToDevice, 0));
        cudaCheck(cudaEventRecord(done[c % BUFFERS], 0));
    }
    cudaCheck(cudaDeviceSynchronize());
    return wall_seconds() - start;
}

/* "8,16,32" into values; returns the count. "all" is 0. */
static int parse_list(const char *text, int *values, int most)
{
    int count = 0;
    char *copy = strdup(text);
    for (char *word = strtok(copy, ","); word && count < most; word = strtok(NULL, ","))
        values[count++] = strcmp(word, "all") == 0 ? 0 : atoi(word);
    free(copy);
    return count;
}

int main(int argc, char **argv)
{
    const size_t mib = argc > 1 ? strtoull(argv[1], NULL, 10) : 1024, bytes = mib << 20;
    int threads[32], teams[8];
    const int nthreads = parse_list(argc > 2 ? argv[2] : "8,16,32,64", threads, 32);
    const int nteams = parse_list(argc > 3 ? argv[3] : "all,16", teams, 8);
    const size_t chunks = (bytes + CHUNK - 1) / CHUNK;
    double *fork = (double *)malloc(chunks * sizeof(double)), *share = (double *)malloc(chunks * sizeof(double));
    double *join = (double *)malloc(chunks * sizeof(double)), *wait = (double *)malloc(chunks * sizeof(double));
    char *h = (char *)aligned_alloc(4096, bytes), *pinned = (char *)aligned_alloc(4096, BUFFERS * CHUNK), *d;
    memset(h, 1, bytes);
    memset(pinned, 0, BUFFERS * CHUNK);
    cudaCheck(cudaHostRegister(pinned, BUFFERS * CHUNK, cudaHostRegisterDefault));
    cudaCheck(cudaMalloc(&d, bytes));
    cudaEvent_t done[BUFFERS];
    for (int b = 0; b < BUFFERS; ++b)
        done[b] = event_new();
    const char *policy = getenv("OMP_WAIT_POLICY");
    printf("host-lab: %zu MiB staged in 16 MiB chunks, %ld cores online, OMP_WAIT_POLICY=%s\n", mib,
           sysconf(_SC_NPROCESSORS_ONLN), policy ? policy : "(unset)");
    printf("%7s %5s %9s %9s %9s %9s %9s %9s %9s %9s %9s\n", "threads", "team", "GB/s", "fork", "fork90", "share",
           "join", "wait", "cpu s", "idle cpu", "fill GB/s");
    for (int i = 0; i < nthreads; ++i)
        for (int j = 0; j < nteams; ++j) {
            omp_set_num_threads(threads[i]);
#pragma omp parallel /* the whole pool made, as a fill over all threads makes it */
            {
                (void)0;
            }
            const int team = teams[j] && teams[j] < threads[i] ? teams[j] : threads[i];
            if (teams[j] && teams[j] >= threads[i] && j > 0)
                continue;
            double best = 1e30, cpu = cpu_seconds();
            for (int r = 0; r < 3; ++r) {
                const double s = staged_copy(d, h, bytes, pinned, done, team, fork, share, join, wait);
                best = s < best ? s : best;
            }
            cpu = cpu_seconds() - cpu;
            /* a fill of the source by the same team: one region, static shares */
            const double f0 = wall_seconds();
#pragma omp parallel num_threads(team)
            {
                const size_t all = (size_t)omp_get_num_threads(), me = (size_t)omp_get_thread_num();
                const size_t from = bytes / all * me, to = me == all - 1 ? bytes : from + bytes / all;
                memset(h + from, (int)me, to - from);
            }
            const double fill = bytes / (wall_seconds() - f0) / 1e9;
            const double idle = cpu_seconds();
            usleep(1000000);
            const double mf = median(fork, (int)chunks), f90 = percentile90(fork, (int)chunks);
            printf("%7d %5d %9.1f %9.0f %9.0f %9.0f %9.0f %9.0f %9.2f %9.2f %9.1f\n", threads[i], team, bytes / best / 1e9,
                   mf, f90, median(share, (int)chunks), median(join, (int)chunks), median(wait, (int)chunks), cpu,
                   cpu_seconds() - idle, fill);
            fflush(stdout);
        }
    return 0;
}

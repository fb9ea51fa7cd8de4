/*
 * omp_compat.h - <omp.h> when compiled with OpenMP; otherwise the few calls
 * smooth makes, for one thread (the fuzz build: clang without libomp).
 */
#ifndef SMOOTH_OMP_COMPAT_H
#define SMOOTH_OMP_COMPAT_H

#include <stddef.h>
#include <unistd.h>

#ifdef _OPENMP
#include <omp.h>
#else
static inline int omp_get_num_threads(void) { return 1; }
static inline int omp_get_thread_num(void) { return 0; }
static inline int omp_get_max_threads(void) { return 1; }
static inline void omp_set_num_threads(int threads) { (void)threads; }
static inline int omp_get_thread_limit(void) { return 1; }
static inline int omp_get_num_procs(void) { return 1; }
#endif

/* Ends this thread's idle OpenMP threads (OpenMP 5.0's soft pause; the
 * next parallel region starts new ones). An idle libgomp thread spins
 * GOMP_SPINCOUNT times (300,000: milliseconds) before it sleeps, on a core
 * that the next, smaller team may need. */
static inline void omp_end_idle_threads(void)
{
#ifdef _OPENMP
    omp_pause_resource_all(omp_pause_soft);
#endif
}

/* The threads a parallel region gets: OMP_NUM_THREADS (or -threads) within
 * OMP_THREAD_LIMIT. */
static inline int omp_threads_available(void)
{
    const int wanted = omp_get_max_threads(), limit = omp_get_thread_limit();
    return wanted < limit ? wanted : limit;
}

/* The CPUs this process may run on (taskset, a batch job's cpuset):
 * libgomp counts them as the process started, before OMP_PROC_BIND pins
 * the first thread to one. */
static inline int host_cores(void)
{
    return omp_get_num_procs();
}

/* The machine's CPUs, whatever this process may run on (0: not known). */
static inline int machine_cores(void)
{
    const long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online > 0 && online < 1 << 30 ? (int)online : 0;
}

/* Part `me` [begin, end) of `count` items split into `parts` contiguous
 * parts, as schedule(static) would split them. */
static inline void share_of(size_t count, size_t parts, size_t me, size_t *begin, size_t *end)
{
    *begin = count / parts * me + (me < count % parts ? me : count % parts);
    *end = *begin + count / parts + (me < count % parts);
}

/* Inside a parallel region: the calling thread's share of `count` items. */
static inline void thread_share(size_t count, size_t *begin, size_t *end)
{
    share_of(count, (size_t)omp_get_num_threads(), (size_t)omp_get_thread_num(), begin, end);
}

#endif

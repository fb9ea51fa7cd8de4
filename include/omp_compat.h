/*
 * omp_compat.h - <omp.h> when compiled with OpenMP; otherwise the few calls
 * smooth makes, for one thread (the fuzz build: clang without libomp).
 */
#ifndef SMOOTH_OMP_COMPAT_H
#define SMOOTH_OMP_COMPAT_H

#ifdef _OPENMP
#include <omp.h>
#else
static inline int omp_get_num_threads(void) { return 1; }
static inline int omp_get_thread_num(void) { return 0; }
static inline int omp_get_max_threads(void) { return 1; }
static inline void omp_set_num_threads(int threads) { (void)threads; }
#endif

#endif

/*
 * clones.h - VECTOR_CLONES: a hot host loop built for AVX-512 and AVX2 as
 * well as the portable baseline (HOST_ARCH, default x86-64-v2), the CPU
 * picking one when the program loads (GCC's target_clones, an ifunc). The
 * portable build then runs these loops at a native build's speed. Every
 * element is the same expression whatever the vector width: the same bits.
 */
#ifndef SMOOTH_CLONES_H
#define SMOOTH_CLONES_H

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__) && \
    !defined(__CUDACC__)
#define VECTOR_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define VECTOR_CLONES
#endif

#endif

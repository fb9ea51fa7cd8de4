/*
 * rng.h - the counter-based generator behind -rng counter (the default).
 *
 * Element k of the global (n+2)^2 array gets counter_uniform(seed, k): the
 * splitmix64 finalizer of (k, seed), top 24 bits scaled to [0, 1). It is a
 * pure function of (seed, k), so any thread, rank or GPU computes the same
 * array whatever the decomposition. Usable from C and from CUDA.
 */
#ifndef SMOOTH_RNG_H
#define SMOOTH_RNG_H

#include <stdint.h>

#ifdef __CUDACC__
#define SMOOTH_HD __host__ __device__
#else
#define SMOOTH_HD
#endif

/* splitmix64's output function: a bijection on 64-bit words. */
static inline SMOOTH_HD uint64_t mix64(uint64_t z)
{
    z ^= z >> 30;
    z *= 0xBF58476D1CE4E5B9ull;
    z ^= z >> 27;
    z *= 0x94D049BB133111EBull;
    z ^= z >> 31;
    return z;
}

static inline SMOOTH_HD float counter_uniform(uint64_t seed, uint64_t k)
{
    uint64_t z = mix64((k + 1) * 0x9E3779B97F4A7C15ull + seed * 0xD1B54A32D192ED03ull);
    /* 24 bits: exact in a float, in [0, 1); via int32, which SIMD converts */
    return (float)(int32_t)(z >> 40) * 0x1p-24f;
}

#endif

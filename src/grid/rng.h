/*
 * rng.h - the counter-based generator behind -rng counter (-rng libc, the tutorial's, is the default).
 *
 * Element k of the global (n+2)^2 array gets counter_uniform(seed, k), a
 * pure function of (seed, k): any thread, rank or GPU computes the same
 * array whatever the decomposition. The index's low 32 bits go through two
 * rounds of murmur3's finalizer fmix32 (a bijection with full avalanche),
 * keyed by the seed and the index's high 32 bits; the top 24 bits, scaled,
 * are the float in [0, 1). Only 32-bit arithmetic, so the fill vectorizes
 * and runs at memory speed (splitmix64's 64-bit multiplies, which AVX2
 * lacks, held it to about half: docs/performance/host.md). Usable from C and CUDA.
 */
#ifndef SMOOTH_RNG_H
#define SMOOTH_RNG_H

#include <stdint.h>

#ifdef __CUDACC__
#define SMOOTH_HD __host__ __device__
#else
#define SMOOTH_HD
#endif

/* splitmix64's output function: a bijection on 64-bit words (the checksum's mixer). */
static inline SMOOTH_HD uint64_t mix64(uint64_t z)
{
    z ^= z >> 30;
    z *= 0xBF58476D1CE4E5B9ull;
    z ^= z >> 27;
    z *= 0x94D049BB133111EBull;
    z ^= z >> 31;
    return z;
}

/* murmur3's 32-bit finalizer. */
static inline SMOOTH_HD uint32_t fmix32(uint32_t h)
{
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    h *= 0xC2B2AE35u;
    h ^= h >> 16;
    return h;
}

/* The key for indices whose high 32 bits are `high`. */
static inline SMOOTH_HD uint32_t counter_key(uint64_t seed, uint32_t high)
{
    return fmix32(fmix32((uint32_t)seed + 0x9E3779B9u) ^
                  fmix32((uint32_t)(seed >> 32) ^ (high * 0x85EBCA77u + 0x27D4EB2Fu)));
}

static inline SMOOTH_HD float counter_from_key(uint32_t key, uint32_t low)
{
    const uint32_t h = fmix32(fmix32(low ^ key) + key);
    /* 24 bits: exact in a float, in [0, 1); via int32, which SIMD converts */
    return (float)(int32_t)(h >> 8) * 0x1p-24f;
}

static inline SMOOTH_HD float counter_uniform(uint64_t seed, uint64_t k)
{
    return counter_from_key(counter_key(seed, (uint32_t)(k >> 32)), (uint32_t)k);
}

#endif

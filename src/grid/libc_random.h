/*
 * libc_random.h - glibc's random() sequence, bit for bit, produced by smooth
 * itself and seekable, so that -rng libc fills x in parallel (and on any C
 * library) with exactly the numbers the tutorial's C program gets from
 * srandom(seed) and random() on Linux.
 *
 * glibc's default generator (TYPE_3: degree 31, separation 3) is an additive
 * lagged Fibonacci generator. srandom(s) sets r[0] = s (0 becomes 1) and
 * r[1..30] by the Lehmer step 16807*r mod (2^31 - 1), computed on a signed
 * 32-bit word (so seeds >= 2^31 start from a negative word); r[31..33] =
 * r[0..2]; then r[i] = r[i-3] + r[i-31] mod 2^32 for i >= 34, and output k
 * (k = 0 after srandom's 310 discarded calls) is r[k+344] >> 1.
 *
 * The recurrence is linear, so r[3+j] is a fixed combination of the window
 * r[3..33]: the coefficients of x^j mod (x^31 - x^28 - 1), mod 2^32. That
 * polynomial, by square-and-multiply, jumps to any output in ~35 products.
 */
#ifndef SMOOTH_LIBC_RANDOM_H
#define SMOOTH_LIBC_RANDOM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { LIBC_RANDOM_DEGREE = 31 };

/* The tutorial's conversion, random() / (float)RAND_MAX: the output rounded
 * to a float (outputs >= 2147483584 become 2^31), over 2^31 (what RAND_MAX
 * becomes as a float). An output is < 2^31, so int32 converts it as glibc's
 * long does, and the division by a power of two is exact. */
static inline float libc_random_float(uint32_t output)
{
    return (float)(int32_t)output / 2147483648.0f;
}

/* Output k of srandom(seed)'s sequence (what the (k+1)-th random() returns). */
uint32_t libc_random_at(unsigned seed, uint64_t k);

/* x[t] = (float)output(first + t) / (float)RAND_MAX for t < count: the
 * tutorial's random() / (float)RAND_MAX, one thread. */
void libc_random_fill(float *x, size_t count, uint64_t first, unsigned seed);

#ifdef __cplusplus
}
#endif

#endif

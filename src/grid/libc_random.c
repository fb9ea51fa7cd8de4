/* libc_random.c - glibc's random() sequence, seekable (see libc_random.h). */
#include "libc_random.h"

#include <string.h>

enum { DEG = LIBC_RANDOM_DEGREE, SEP = 3, FIRST = 344 /* r index of output 0 */ };

/* r[3..33], the window every later r is a combination of. */
static void seed_window(unsigned seed, uint32_t window[DEG])
{
    uint32_t r[DEG + SEP];
    if (seed == 0)
        seed = 1;
    r[0] = seed;
    int32_t word = (int32_t)seed; /* glibc's int32_t: seeds >= 2^31 are negative here */
    for (int i = 1; i < DEG; ++i) {
        /* 16807 * word mod (2^31 - 1) without overflow (Schrage), as glibc does */
        const long long hi = word / 127773, lo = word % 127773;
        word = (int32_t)(uint32_t)(16807 * lo - 2836 * hi);
        if (word < 0)
            word += 2147483647;
        r[i] = (uint32_t)word;
    }
    for (int i = DEG; i < DEG + SEP; ++i)
        r[i] = r[i - DEG];
    memcpy(window, r + SEP, sizeof(uint32_t) * DEG);
}

/* a = a * b mod (x^31 - x^28 - 1), coefficients mod 2^32. */
static void poly_mul(uint32_t a[DEG], const uint32_t b[DEG])
{
    uint32_t p[2 * DEG - 1] = {0};
    for (int i = 0; i < DEG; ++i)
        for (int j = 0; j < DEG; ++j)
            p[i + j] += a[i] * b[j];
    /* x^d = x^(d-3) + x^(d-31) for d >= 31, highest degree first */
    for (int d = 2 * DEG - 2; d >= DEG; --d) {
        p[d - SEP] += p[d];
        p[d - DEG] += p[d];
    }
    memcpy(a, p, sizeof(uint32_t) * DEG);
}

/* a = a * x mod (x^31 - x^28 - 1). */
static void poly_shift(uint32_t a[DEG])
{
    const uint32_t top = a[DEG - 1];
    memmove(a + 1, a, sizeof(uint32_t) * (DEG - 1));
    a[0] = top;
    a[DEG - SEP] += top;
}

/* r[m .. m+30], from the seed's window r[3..33]: m >= 3. */
static void window_at(unsigned seed, uint64_t m, uint32_t out[DEG])
{
    uint32_t window[DEG], power[DEG] = {1}, square[DEG] = {0, 1}; /* x^0, x^1 */
    seed_window(seed, window);
    for (uint64_t e = m - SEP; e; e >>= 1) { /* power = x^(m-3) */
        if (e & 1)
            poly_mul(power, square);
        if (e > 1)
            poly_mul(square, square);
    }
    for (int t = 0; t < DEG; ++t) { /* r[m+t] = sum of power_i * window_i, power = x^(m+t-3) */
        uint32_t sum = 0;
        for (int i = 0; i < DEG; ++i)
            sum += power[i] * window[i];
        out[t] = sum;
        poly_shift(power);
    }
}

uint32_t libc_random_at(unsigned seed, uint64_t k)
{
    uint32_t r[DEG];
    window_at(seed, k + FIRST, r);
    return r[0] >> 1;
}

void libc_random_fill(float *x, size_t count, uint64_t first, unsigned seed)
{
    /* r runs in blocks: the 31 values before the block, then the block. The
       three chains r[i] = r[i-3] + ... (i mod 3) stay in registers, so no
       step waits on a store it just made. */
    enum { BLOCK = 3 * 1024 };
    uint32_t r[DEG + BLOCK];
    window_at(seed, first + FIRST - DEG, r);
    for (size_t done = 0; done < count;) {
        const size_t length = count - done < BLOCK ? count - done : BLOCK;
        float *out = x + done;
        uint32_t c0 = r[DEG - 3], c1 = r[DEG - 2], c2 = r[DEG - 1];
        size_t i = 0;
        for (; i + 3 <= length; i += 3) {
            c0 += r[i];
            c1 += r[i + 1];
            c2 += r[i + 2];
            r[DEG + i] = c0;
            r[DEG + i + 1] = c1;
            r[DEG + i + 2] = c2;
            out[i] = libc_random_float(c0 >> 1);
            out[i + 1] = libc_random_float(c1 >> 1);
            out[i + 2] = libc_random_float(c2 >> 1);
        }
        for (; i < length; ++i) { /* the last block's tail */
            r[DEG + i] = r[DEG + i - SEP] + r[i];
            out[i] = libc_random_float(r[DEG + i] >> 1);
        }
        memmove(r, r + length, sizeof(uint32_t) * DEG);
        done += length;
    }
}

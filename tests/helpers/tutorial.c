/*
 * tutorial.c - the tutorial's serial C program (initialize, smooth, count),
 * kept as close to the slides as correctness allows, as an independent
 * reference for tests: 64-bit indices instead of the slides' int, and y's
 * ghost layer copied from x (smooth's documented rule) instead of left
 * uninitialized. Never calls srandom, like the tutorial.
 *
 *   tutorial N [Y.raw]   prints "nbx nby", optionally writes y as raw floats
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void initialize(float *x, long n)
{
    long n2 = n + 2;
    for (long i = 0; i < n2; ++i)
        for (long j = 0; j < n2; ++j)
            x[i * n2 + j] = random() / (float)RAND_MAX;
}

static void smooth(float *y, float *x, long n, float a, float b, float c)
{
    long n2 = n + 2;
    for (long i = 1; i <= n; ++i)
        for (long j = 1; j <= n; ++j)
            y[i * n2 + j] = a * (x[(i - 1) * n2 + (j - 1)] + x[(i - 1) * n2 + (j + 1)] +
                                 x[(i + 1) * n2 + (j - 1)] + x[(i + 1) * n2 + (j + 1)])
                          + b * (x[i * n2 + (j - 1)] + x[i * n2 + (j + 1)] +
                                 x[(i - 1) * n2 + j] + x[(i + 1) * n2 + j])
                          + c * x[i * n2 + j];
}

static void count(float *x, long n, float t, long *nbx)
{
    long n2 = n + 2;
    *nbx = 0;
    for (long i = 1; i <= n; ++i)
        for (long j = 1; j <= n; ++j)
            if (x[i * n2 + j] < t)
                ++*nbx;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 16384, n2 = n + 2, nbx, nby;
    float a = 0.05, b = 0.1, c = 0.4, t = 0.1;
    float *x = malloc(n2 * n2 * sizeof *x), *y = malloc(n2 * n2 * sizeof *y);
    if (!x || !y)
        return 1;
    initialize(x, n);
    smooth(y, x, n, a, b, c);
    for (long i = 0; i < n2; ++i)
        for (long j = 0; j < n2; ++j)
            if (i == 0 || j == 0 || i == n2 - 1 || j == n2 - 1)
                y[i * n2 + j] = x[i * n2 + j];
    count(x, n, t, &nbx);
    count(y, n, t, &nby);
    printf("%ld %ld\n", nbx, nby);
    if (argc > 2) {
        FILE *f = fopen(argv[2], "wb");
        if (!f || fwrite(y, sizeof *y, n2 * n2, f) != (size_t)(n2 * n2) || fclose(f))
            return 1;
    }
    free(x);
    free(y);
    return 0;
}

/*
 * student.c - the homework as a student writes it, mistakes included on
 * request: the tutorial's program (tests/helpers/tutorial.c) with the
 * common mistakes a grader should name, each behind a word. It prints the
 * summary's numbers as name=value words; dev/make-submissions lays them
 * out the many ways students do (examples/submissions/), and scripts.t
 * grades them.
 *
 *   student N [seed=S] [ghost] [le] [swap] [allfrac] [memn2] [intdiv]
 *             [noghost] [percent] [thin] [ranks=P] [gpu] [noa]
 *
 * seed=S  srandom(S) first (another data set: counts only plausible)
 * ghost   counts over the whole arrays, ghost layers included (y's are 0)
 * le      counts x <= t instead of x < t
 * swap    smooths with a and b swapped
 * noa     smooths without the a term (the diagonal neighbours)
 * allfrac fractions over (n+2)^2 instead of n^2
 * memn2   memory of n^2 elements instead of (n+2)^2
 * intdiv  fractions in integer arithmetic (0)
 * noghost elements in a row as n and the total as n^2 (ghost layer left out)
 * percent fractions times 100, printed without a % sign
 * thin    counts x < t/10 (a count impossible for t)
 * ranks=P also the counts of P ranks' row blocks (MPI partials: parts_x=...)
 * gpu     also y_h, a GPU's result copied back from a kernel that never ran:
 *         its host array as allocated, zeros (below_y_gpu=)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int has(int argc, char **argv, const char *word)
{
    for (int i = 2; i < argc; ++i)
        if (strcmp(argv[i], word) == 0)
            return 1;
    return 0;
}

static long count_rows(const float *v, long n, float t, int le, long first, long last)
{
    long n2 = n + 2, below = 0;
    for (long i = first; i <= last; ++i)
        for (long j = 1; j <= n; ++j)
            below += le ? v[i * n2 + j] <= t : v[i * n2 + j] < t;
    return below;
}

static long count(const float *v, long n, float t, int ghost, int le)
{
    long n2 = n + 2, lo = ghost ? 0 : 1, hi = ghost ? n2 - 1 : n, below = 0;
    for (long i = lo; i <= hi; ++i)
        for (long j = lo; j <= hi; ++j)
            below += le ? v[i * n2 + j] <= t : v[i * n2 + j] < t;
    return below;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 1000, n2 = n + 2;
    float a = 0.05f, b = 0.1f, c = 0.4f, t = 0.1f;
    int ghost = has(argc, argv, "ghost"), le = has(argc, argv, "le");
    for (int i = 2; i < argc; ++i)
        if (strncmp(argv[i], "seed=", 5) == 0)
            srandom((unsigned)strtoul(argv[i] + 5, NULL, 10));
    float *x = calloc(n2 * n2, sizeof *x), *y = calloc(n2 * n2, sizeof *y);
    if (n < 1 || !x || !y)
        return 1;
    for (long i = 0; i < n2 * n2; ++i)
        x[i] = random() / (float)RAND_MAX;
    float ea = has(argc, argv, "swap") ? b : has(argc, argv, "noa") ? 0.0f : a, eb = has(argc, argv, "swap") ? a : b;
    for (long i = 1; i <= n; ++i)
        for (long j = 1; j <= n; ++j)
            y[i * n2 + j] = ea * (x[(i - 1) * n2 + (j - 1)] + x[(i - 1) * n2 + (j + 1)] +
                                  x[(i + 1) * n2 + (j - 1)] + x[(i + 1) * n2 + (j + 1)])
                          + eb * (x[i * n2 + (j - 1)] + x[i * n2 + (j + 1)] +
                                  x[(i - 1) * n2 + j] + x[(i + 1) * n2 + j])
                          + c * x[i * n2 + j];
    float tx = has(argc, argv, "thin") ? t / 10 : t;
    long nbx = count(x, n, tx, ghost, le), nby = count(y, n, t, ghost, le);
    long row = has(argc, argv, "noghost") ? n : n2, total = row * row;
    double over = has(argc, argv, "allfrac") ? (double)n2 * n2 : (double)n * n;
    double fx = nbx / over, fy = nby / over;
    if (has(argc, argv, "intdiv"))
        fx = nbx / (n * n), fy = nby / (n * n);
    if (has(argc, argv, "percent"))
        fx *= 100, fy *= 100;
    long memory = (has(argc, argv, "memn2") ? n * n : n2 * n2) * (long)sizeof(float); /* bytes */
    printf("row=%ld inner=%ld total=%ld total_inner=%ld memory=%ld t=%g a=%g b=%g c=%g "
           "below_x=%ld fraction_x=%.9g below_y=%ld fraction_y=%.9g\n",
           row, n, total, n * n, memory, t, a, b, c, nbx, fx, nby, fy);
    for (int i = 2; i < argc; ++i)
        if (strncmp(argv[i], "ranks=", 6) == 0) { /* each rank's block of rows, as MPI_Reduce's inputs */
            long ranks = atol(argv[i] + 6);
            for (int array = 0; array < 2 && ranks > 0; ++array) {
                printf(array ? "parts_y=" : "parts_x=");
                for (long r = 0; r < ranks; ++r)
                    printf("%s%ld", r ? "," : "", count_rows(array ? y : x, n, t, le, 1 + r * n / ranks,
                                                             (r + 1) * n / ranks));
                printf("\n");
            }
        }
    if (has(argc, argv, "gpu")) { /* cudaMalloc'd d_y, the kernel launch failed unchecked, y_h never filled */
        float *y_h = calloc(n2 * n2, sizeof *y_h);
        if (!y_h)
            return 1;
        printf("below_y_gpu=%ld\n", count(y_h, n, t, 0, le));
        free(y_h);
    }
    free(x);
    free(y);
    return 0;
}

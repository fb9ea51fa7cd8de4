/*
 * options_fuzz.c - fuzz target for the option parser. The input is split at
 * NUL bytes into the words of a command line after "smooth"; whatever the
 * words, options_parse must return (never exit or crash), and its answer
 * must keep the promises below. Any broken promise aborts.
 *
 *   make fuzz                  libFuzzer (clang), with ASan and UBSan
 *   build/tests/options_replay tests/fuzz/options-corpus/... (make test does
 *                              this for the corpus and every regression)
 */
#include "backend.h"
#include "grid.h"
#include "options.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WORDS = 64 };

static void promise(int holds, const char *what, const struct options *o)
{
    if (holds)
        return;
    fprintf(stderr, "broken promise: %s (command line: %s)\n", what, o->command_line);
    abort();
}

/* The same command line planned on a few machines: no GPU, one GPU, three
 * ranks sharing two GPUs; a small and an unknown memory. */
static void check_plans(const struct options *o)
{
    const struct machine machines[] = {
        {.gpus = 0, .host_bytes = 0, .ranks = 1, .rows = o->n, .smallest_rows = o->n, .omp_threads = 2},
        {.gpus = 1, .host_bytes = 24ull << 30, .ranks = 1, .rows = o->n, .smallest_rows = o->n, .omp_threads = 100000},
        {.gpus = 2, .host_bytes = 1ull << 30, .ranks = 3, .rows = o->n / 3 + 1, .smallest_rows = o->n < 3 ? 1 : o->n / 3,
         .omp_threads = 16, .node_ranks = 3, .node_rows = o->n},
    };
    for (size_t i = 0; i < sizeof machines / sizeof machines[0]; ++i) {
        const struct machine *m = &machines[i];
        struct plan p;
        char error[512];
        if (plan_make(o, m, &p, error, sizeof error) == OPTIONS_BAD) {
            promise(error[0] != '\0' && strchr(error, '\n') == NULL, "a plan's refusal is one line", o);
            continue;
        }
        promise(p.backend != NULL, "a plan has a backend", o);
        promise(o->threads || m->omp_threads <= 4096, "the environment's threads are in range", o);
        promise(p.streams >= 0 && p.streams <= m->smallest_rows, "each stream has a row", o);
        promise(p.streams ? p.scheme == 1 || p.scheme == 2 : p.scheme == 0, "scheme set with streams", o);
        promise(!o->hybrid || p.streams > 0, "hybrid runs on streams", o);
        promise(o->iterations >= 1 && o->iterations <= ITERATIONS_MAX, "sweeps in range", o);
        promise(o->depth <= 1 || p.backend->kernel_id == KERNEL_OPT || !backend_needs_gpu(p.backend),
                "temporal blocking only where it is built", o);
        promise(o->depth <= TEMPORAL_DEPTH_MAX || !o->hybrid, "the hybrid's depth in range", o);
        promise(o->depth >= 0 && o->depth <= RING_DEPTH_MAX, "depth in range", o);
        promise(o->depth <= TEMPORAL_DEPTH_MAX || backend_needs_gpu(p.backend), "the host's depth in range", o);
        promise(!backend_needs_gpu(p.backend) || m->gpus == 0 || o->device < m->gpus, "device exists", o);
        promise(m->ranks == 1 || o->bandwidth || !o->dump_path, "-dump only on one process", o);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *copy = malloc(size + 1);
    if (!copy)
        return 0;
    memcpy(copy, data, size);
    copy[size] = '\0';
    char *argv[MAX_WORDS + 2] = {"smooth"};
    int argc = 1;
    for (char *word = copy; word <= copy + size && argc <= MAX_WORDS; word += strlen(word) + 1)
        argv[argc++] = word;
    argv[argc] = NULL;

    struct options o;
    char error[512];
    enum options_result r = options_parse(argc, argv, &o, error, sizeof error);
    if (r == OPTIONS_BAD) {
        promise(error[0] != '\0', "a refusal says why", &o);
        promise(strchr(error, '\n') == NULL, "a refusal is one line", &o);
    } else if (r == OPTIONS_OK) {
        promise(o.n >= 1 && grid_elements(o.n, o.n) != 0, "n fits", &o);
        promise(o.threads >= 0 && o.threads <= 4096, "threads in range", &o);
        promise(o.repeat >= 1 && o.repeat <= REPEAT_MAX, "repeat in range", &o);
        promise(o.streams >= 0 && (o.scheme == 0 || o.scheme == 1 || o.scheme == 2),
                "streams and scheme in range", &o);
        promise(!o.hybrid || o.hybrid_fraction < 0 || (o.hybrid_fraction > 0 && o.hybrid_fraction < 1),
                "hybrid fraction in (0,1) or auto", &o);
        promise(isfinite(o.stencil.a) && isfinite(o.stencil.b) && isfinite(o.stencil.c) && isfinite(o.threshold),
                "constants finite", &o);
        promise(o.backend == NULL || backend_find(o.backend) != NULL, "kernel known", &o);
        promise(!(o.backend && !backend_needs_gpu(backend_find(o.backend)) && (o.streams || o.hybrid)),
                "streams only with a GPU kernel", &o);
        promise(o.rng == RNG_COUNTER || o.seed <= 0xFFFFFFFFu, "libc seed fits srandom", &o);
        promise(o.device >= 0, "device >= 0", &o);
        check_plans(&o);
    }
    free(copy);
    return 0;
}

#ifdef REPLAY
/* Without libFuzzer: run each file named on the command line once. */
int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            return 2;
        }
        static uint8_t buffer[1 << 16];
        size_t size = fread(buffer, 1, sizeof buffer, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buffer, size);
    }
    printf("replayed %d input(s)\n", argc - 1);
    return 0;
}
#endif

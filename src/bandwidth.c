/*
 * bandwidth.c - -bandwidth (see bandwidth.h): how fast can this machine
 * move the bytes of one (n+2)^2 float array?
 *
 *   ./smooth -bandwidth -n 16384 -repeat 5
 */
#include "bandwidth.h"
#include "check.h"
#include "gpu.h"
#include "grid.h"
#include "report.h"
#include "timer.h"

#include "omp_compat.h"
#include <stdio.h>
#include <string.h>

/* memcpy in one contiguous chunk per thread: glibc's memcpy streams large
 * copies with non-temporal stores, so this is the host's best copy rate. */
static void parallel_copy(float *dst, const float *src, size_t count)
{
#pragma omp parallel
    {
        size_t threads = (size_t)omp_get_num_threads(), me = (size_t)omp_get_thread_num();
        size_t begin = count / threads * me + (me < count % threads ? me : count % threads);
        size_t end = begin + count / threads + (me < count % threads);
        memcpy(dst + begin, src + begin, (end - begin) * sizeof *dst);
    }
}

int run_bandwidth(const struct options *opt)
{
    const size_t elements = grid_elements(opt->n, opt->n), bytes = elements * sizeof(float);
    const int repeat = opt->repeat > 1 ? opt->repeat : 5;
    struct timer t;
    timer_init(&t);

    char device[256] = "";
    bool gpu = gpu_device_count() > 0;
    if (gpu)
        gpu_open(opt->device, &t, device, sizeof device);

    float *src = grid_alloc(elements, "the copy source"), *dst = grid_alloc(elements, "the copy target");
    grid_init_counter(src, elements, 0, opt->seed);
    grid_poison(dst, elements);
    char label[TIMER_LABEL];
    snprintf(label, sizeof label, "Host: copy, %d threads", omp_get_max_threads());
    for (int r = -1; r < repeat; ++r) {
        t.discard = r < 0;
        timer_start(&t, label);
        parallel_copy(dst, src, elements);
        timer_stop_bytes(&t, 2.0 * (double)bytes); /* read + write */
    }
    t.discard = false;
    if (memcmp(src, dst, bytes) != 0)
        die(EXIT_RUNTIME, "internal error: the host copy is wrong");
    grid_free(src);
    grid_free(dst);
    if (gpu)
        gpu_bandwidth(bytes, repeat, &t);

    printf("Program      :: smooth %s (%s)\n", SMOOTH_VERSION, gpu_build_info());
    printf("Command      :: %s\n", opt->command_line);
    if (gpu)
        printf("Device       :: %s\n", device);
    printf("Bytes        :: %zu per copy (one (n+2)^2 float array, n = %lld)\n", bytes,
           (long long)opt->n);
    printf("Repeat       :: %d runs after 1 warm-up; times are medians\n", repeat);
    printf("GB/s         :: host copy and device-to-device count bytes read + written;\n"
           "                host<->device count bytes moved (both ways for Bidirectional)\n\n");
    report_timers(stdout, &t);
    return EXIT_OK;
}

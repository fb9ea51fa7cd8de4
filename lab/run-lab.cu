/*
 * run-lab.cu - the lab behind the whole run's fixed costs (docs/performance/run.md,
 * "The run around the kernel"): what creating the CUDA context, pinning and
 * the host<->device copies cost on this machine, and what overlapping or
 * staging them saves. One process measures one cold context creation, so
 * run it several times; every other figure is the median of 5 after a
 * warm-up.
 *
 *   make lab && build/lab/run-lab [MiB=1024] [overlap|serial]
 *
 * overlap: the context is created on a second thread while the OpenMP
 * threads allocate and fill two arrays; serial: one after the other.
 * Staged copies move the pageable array through B pinned chunk buffers of
 * C MiB: host threads memcpy a chunk in while the copy engine moves the
 * one before.
 */
#include "cuda_check.cuh"
#include "timer.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <thread>
#include <algorithm>
#include <vector>

static float *host_array(size_t bytes) /* as grid_alloc: page-aligned, huge pages, touched in parallel */
{
    float *p = (float *)aligned_alloc(4096, bytes);
    if (!p)
        die(1, "out of host memory");
    madvise(p, bytes, MADV_HUGEPAGE);
#pragma omp parallel for schedule(static)
    for (size_t o = 0; o < bytes; o += 4096)
        ((volatile char *)p)[o] = 0;
    return p;
}

static void fill(float *p, size_t n, float v)
{
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < n; ++i)
        p[i] = v + (float)(i & 1023);
}

static void par_copy(void *dst, const void *src, size_t bytes)
{
#pragma omp parallel
    {
        size_t t = omp_get_num_threads(), me = omp_get_thread_num(), share = (bytes / t + 63) / 64 * 64;
        size_t b = std::min(bytes, me * share), e = std::min(bytes, b + share);
        memcpy((char *)dst + b, (const char *)src + b, e - b);
    }
}

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

/* pageable src -> device through `nbuf` pinned buffers of `chunk` bytes */
static double staged_in(float *d, const float *h, size_t bytes, char **buf, int nbuf, size_t chunk,
                        cudaStream_t s, cudaEvent_t *ev)
{
    double t0 = wall_seconds();
    for (size_t off = 0, c = 0; off < bytes; off += chunk, ++c) {
        size_t len = std::min(chunk, bytes - off);
        int b = (int)(c % nbuf);
        if (c >= (size_t)nbuf)
            cudaCheck(cudaEventSynchronize(ev[b]));
        par_copy(buf[b], (const char *)h + off, len);
        cudaCheck(cudaMemcpyAsync((char *)d + off, buf[b], len, cudaMemcpyHostToDevice, s));
        cudaCheck(cudaEventRecord(ev[b], s));
    }
    cudaCheck(cudaStreamSynchronize(s));
    return wall_seconds() - t0;
}

/* device -> pageable dst through the pinned buffers */
static double staged_out(float *h, const float *d, size_t bytes, char **buf, int nbuf, size_t chunk,
                         cudaStream_t s, cudaEvent_t *ev)
{
    double t0 = wall_seconds();
    size_t chunks = (bytes + chunk - 1) / chunk;
    for (size_t c = 0; c < chunks && c < (size_t)nbuf; ++c) {
        size_t off = c * chunk, len = std::min(chunk, bytes - off);
        cudaCheck(cudaMemcpyAsync(buf[c], (const char *)d + off, len, cudaMemcpyDeviceToHost, s));
        cudaCheck(cudaEventRecord(ev[c], s));
    }
    for (size_t c = 0; c < chunks; ++c) {
        size_t off = c * chunk, len = std::min(chunk, bytes - off);
        int b = (int)(c % nbuf);
        cudaCheck(cudaEventSynchronize(ev[b]));
        par_copy((char *)h + off, buf[b], len);
        size_t next = c + nbuf;
        if (next < chunks) {
            size_t o2 = next * chunk, l2 = std::min(chunk, bytes - o2);
            cudaCheck(cudaMemcpyAsync(buf[b], (const char *)d + o2, l2, cudaMemcpyDeviceToHost, s));
            cudaCheck(cudaEventRecord(ev[b], s));
        }
    }
    return wall_seconds() - t0;
}

int main(int argc, char **argv)
{
    const size_t mib = argc > 1 ? strtoull(argv[1], NULL, 10) : 1024, bytes = mib << 20;
    const bool overlap = argc > 2 && strcmp(argv[2], "overlap") == 0;
    const size_t n = bytes / sizeof(float);
    double t0 = wall_seconds(), t_count, t_ctx = 0, t_host;
    int count = 0;
    cudaCheck(cudaGetDeviceCount(&count));
    t_count = wall_seconds() - t0;

    float *x = NULL, *y = NULL;
    double t1 = wall_seconds();
    if (overlap) {
        std::thread ctx([&] { double a = wall_seconds(); cudaCheck(cudaSetDevice(0)); cudaCheck(cudaFree(0)); t_ctx = wall_seconds() - a; });
        double a = wall_seconds();
        x = host_array(bytes);
        y = host_array(bytes);
        fill(x, n, 0.5f);
        fill(y, n, 0.25f);
        t_host = wall_seconds() - a;
        ctx.join();
    } else {
        double a = wall_seconds();
        cudaCheck(cudaSetDevice(0));
        cudaCheck(cudaFree(0));
        t_ctx = wall_seconds() - a;
        a = wall_seconds();
        x = host_array(bytes);
        y = host_array(bytes);
        fill(x, n, 0.5f);
        fill(y, n, 0.25f);
        t_host = wall_seconds() - a;
    }
    double t_both = wall_seconds() - t1;
    cudaCheck(cudaSetDevice(0));
    printf("run-lab: %zu MiB per array, %d threads, %s\n", mib, omp_get_max_threads(), overlap ? "overlap" : "serial");
    printf("  cudaGetDeviceCount (driver init)  %8.1f ms\n", 1e3 * t_count);
    printf("  context (cudaSetDevice+cudaFree)  %8.1f ms\n", 1e3 * t_ctx);
    printf("  host alloc+touch+fill of 2 arrays %8.1f ms\n", 1e3 * t_host);
    printf("  both, wall                        %8.1f ms\n", 1e3 * t_both);

    /* pinning, each way */
    std::vector<double> reg, unreg, mh, mh_touch, fh;
    for (int r = 0; r < 6; ++r) {
        double a = wall_seconds();
        cudaCheck(cudaHostRegister(x, bytes, cudaHostRegisterDefault));
        double b = wall_seconds();
        cudaCheck(cudaHostUnregister(x));
        double c = wall_seconds();
        void *p;
        cudaCheck(cudaMallocHost(&p, bytes));
        double d = wall_seconds();
        memset(p, 1, 4096);
#pragma omp parallel for schedule(static)
        for (size_t o = 0; o < bytes; o += 4096)
            ((volatile char *)p)[o] = 0;
        double e = wall_seconds();
        cudaCheck(cudaFreeHost(p));
        double f = wall_seconds();
        if (r) {
            reg.push_back(b - a), unreg.push_back(c - b), mh.push_back(d - c), mh_touch.push_back(e - d), fh.push_back(f - e);
        }
    }
    printf("  cudaHostRegister / Unregister     %8.1f / %.1f ms\n", 1e3 * median(reg), 1e3 * median(unreg));
    printf("  cudaMallocHost / touch / FreeHost %8.1f / %.1f / %.1f ms\n", 1e3 * median(mh), 1e3 * median(mh_touch), 1e3 * median(fh));

    float *d_x;
    cudaCheck(cudaMalloc(&d_x, bytes));
    cudaStream_t s;
    cudaCheck(cudaStreamCreate(&s));
    cudaEvent_t ev[8], e0, e1;
    for (auto &e : ev)
        e = event_new();
    e0 = event_new(), e1 = event_new();
    /* direct copies: pinned (registered) and pageable */
    cudaCheck(cudaHostRegister(x, bytes, cudaHostRegisterDefault));
    std::vector<double> in_pinned, out_pinned;
    for (int r = 0; r < 6; ++r) {
        cudaCheck(cudaEventRecord(e0, s));
        cudaCheck(cudaMemcpyAsync(d_x, x, bytes, cudaMemcpyHostToDevice, s));
        cudaCheck(cudaEventRecord(e1, s));
        float ms_in = event_ms(e0, e1);
        cudaCheck(cudaEventRecord(e0, s));
        cudaCheck(cudaMemcpyAsync(x, d_x, bytes, cudaMemcpyDeviceToHost, s));
        cudaCheck(cudaEventRecord(e1, s));
        float ms_out = event_ms(e0, e1);
        if (r)
            in_pinned.push_back(ms_in), out_pinned.push_back(ms_out);
    }
    cudaCheck(cudaHostUnregister(x));
    printf("  pinned copy in / out              %8.2f / %.2f ms\n", median(in_pinned), median(out_pinned));

    /* staged copies from pageable memory */
    for (size_t chunk_mib : {4, 16, 64}) {
        for (int nbuf : {2, 3, 4}) {
            std::vector<char *> buf(nbuf);
            for (auto &b : buf)
                cudaCheck(cudaMallocHost(&b, chunk_mib << 20));
            std::vector<double> tin, tout;
            for (int r = 0; r < 6; ++r) {
                double a = staged_in(d_x, x, bytes, buf.data(), nbuf, chunk_mib << 20, s, ev);
                double b = staged_out(y, d_x, bytes, buf.data(), nbuf, chunk_mib << 20, s, ev);
                if (r)
                    tin.push_back(a), tout.push_back(b);
            }
            if (memcmp(x, y, bytes) != 0)
                die(1, "staged copies are wrong");
            printf("  staged %2d x %3zu MiB: in / out     %8.2f / %.2f ms\n", nbuf, chunk_mib, 1e3 * median(tin), 1e3 * median(tout));
            for (auto b : buf)
                cudaCheck(cudaFreeHost(b));
            memset(y, 0, 4096);
        }
    }
    double a = wall_seconds();
    free(x);
    free(y);
    cudaCheck(cudaFree(d_x));
    printf("  free host arrays + device buffer  %8.1f ms\n", 1e3 * (wall_seconds() - a));
    return 0;
}

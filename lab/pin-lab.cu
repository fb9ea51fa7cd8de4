/*
 * pin-lab.cu - what pinning large host arrays costs on this machine, and what
 * host copies run at while the copy engines move data both ways: the lab
 * behind the ring's choice of staging over pinning (docs/performance/streams-ring.md,
 * "Grids larger than the GPU"). Needs 48 GiB of host memory at the default.
 *
 *   make lab && build/lab/pin-lab [GiB=16]
 *
 * Part 1: register/unregister 16 GiB whole and in 64 pieces from 1..16
 * threads, with and without huge pages, untouched memory, and pinning while
 * both-ways copies run; host memcpy rates. Part 2: the first registration
 * of freshly touched memory (whole, in pieces), touching while pinning, and
 * host copies (4..15 threads) alone and during both-ways copies.
 */
#include "cuda_check.cuh"
#include "timer.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <thread>
#include <vector>
static const size_t GiB = 1ull << 30;
static char *alloc(size_t bytes, bool huge, bool touch) {
    char *p = (char *)aligned_alloc(4096, bytes);
    if (!p) die(EXIT_RUNTIME, "pin-lab: out of host memory");
    madvise(p, bytes, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    if (touch) {
#pragma omp parallel for schedule(static)
        for (size_t o = 0; o < bytes; o += 4096) p[o] = 1;
    }
    return p;
}
static long anon_huge_kb() {
    FILE *f = fopen("/proc/meminfo", "r"); char line[256]; long v = -1;
    while (fgets(line, sizeof line, f)) if (sscanf(line, "AnonHugePages: %ld kB", &v) == 1) break;
    fclose(f); return v;
}
// register [p, p+bytes) as `chunks` pieces using `threads` threads; returns seconds
static double reg(char *p, size_t bytes, int chunks, int threads, bool unreg) {
    size_t piece = bytes / chunks;
    double t0 = wall_seconds();
    std::vector<std::thread> th;
    for (int t = 0; t < threads; ++t)
        th.emplace_back([=] {
            for (int c = t; c < chunks; c += threads) {
                if (unreg) cudaCheck(cudaHostUnregister(p + c * piece));
                else cudaCheck(cudaHostRegister(p + c * piece, piece, cudaHostRegisterDefault));
            }
        });
    for (auto &x : th) x.join();
    return wall_seconds() - t0;
}

/* Part 2 helpers: touch with a given thread count; register in pieces of `piece` bytes. */
static char *alloc_with(size_t bytes, int threads) {
    char *p = (char *)aligned_alloc(4096, bytes);
    if (!p) die(EXIT_RUNTIME, "pin-lab: out of host memory");
    madvise(p, bytes, MADV_HUGEPAGE);
#pragma omp parallel for schedule(static) num_threads(threads)
    for (size_t o = 0; o < bytes; o += 4096) p[o] = 1;
    return p;
}
static double reg_pieces(char *p, size_t bytes, size_t piece, bool unreg) {
    double t0 = wall_seconds();
    for (size_t o = 0; o < bytes; o += piece) {
        if (unreg) cudaCheck(cudaHostUnregister(p + o));
        else cudaCheck(cudaHostRegister(p + o, piece < bytes - o ? piece : bytes - o, cudaHostRegisterDefault));
    }
    return wall_seconds() - t0;
}
/* Part 2: the first registration of fresh memory, whole or in pieces; touching while pinning;
   host copies while both-ways copies run. */
static void part2(void) {
    
    const size_t G = 16 * GiB;
    double t0 = wall_seconds(); char *a = alloc_with(G, 16); printf("touch 16 GiB, 16 threads: %.2f s (%.1f GB/s)\n", wall_seconds() - t0, G / (wall_seconds() - t0) / 1e9);
    t0 = wall_seconds(); char *b = alloc_with(G, 8); printf("touch 16 GiB, 8 threads: %.2f s\n", wall_seconds() - t0);
    for (size_t piece : {256ull << 20, 1ull << 30, 4ull << 30}) {
        double r = reg_pieces(a, G, piece, false), u = reg_pieces(a, G, piece, true);
        printf("fresh? pieces %5zu MiB: register %.3f s (%.1f GB/s), unregister %.3f s\n", piece >> 20, r, G / r / 1e9, u);
    }
    // b is fresh: whole first, then pieces
    double r = reg_pieces(b, G, G, false), u = reg_pieces(b, G, G, true);
    printf("fresh b whole: register %.3f s, unregister %.3f s\n", r, u);
    r = reg_pieces(b, G, 256ull << 20, false); u = reg_pieces(b, G, 256ull << 20, true);
    printf("b again, 256 MiB pieces: register %.3f s, unregister %.3f s\n", r, u);
    r = reg_pieces(b, G, G, false); u = reg_pieces(b, G, G, true);
    printf("b again whole: register %.3f s, unregister %.3f s\n", r, u);
    // touching c while pinning a in pieces
    double rr = 0;
    std::thread pin([&] { rr = reg_pieces(a, G, 256ull << 20, false); });
    t0 = wall_seconds(); char *c = alloc_with(G, 15); double tc = wall_seconds() - t0; pin.join();
    printf("touch 16 GiB (15 thr) while pinning 16 GiB: touch %.2f s, register %.3f s\n", tc, rr);
    reg_pieces(a, G, 256ull << 20, true);
    // host copy/stencil-like traffic while both-ways DMA runs
    size_t D = 2 * GiB; char *hin, *hout, *din, *dout;
    cudaCheck(cudaMallocHost(&hin, D)); cudaCheck(cudaMallocHost(&hout, D)); cudaCheck(cudaMalloc(&din, D)); cudaCheck(cudaMalloc(&dout, D));
    memset(hin, 1, D); memset(hout, 1, D);
    cudaStream_t s1, s2; cudaCheck(cudaStreamCreate(&s1)); cudaCheck(cudaStreamCreate(&s2));
    auto both = [&](int reps) { double t = wall_seconds(); for (int i = 0; i < reps; ++i) { cudaCheck(cudaMemcpyAsync(din, hin, D, cudaMemcpyHostToDevice, s1)); cudaCheck(cudaMemcpyAsync(hout, dout, D, cudaMemcpyDeviceToHost, s2)); } cudaCheck(cudaDeviceSynchronize()); return wall_seconds() - t; };
    auto hcopy = [&](int threads, int reps) { double t = wall_seconds(); for (int i = 0; i < reps; ++i) {
#pragma omp parallel num_threads(threads)
        { size_t n = omp_get_num_threads(), me = omp_get_thread_num(), sh = (4 * GiB) / n; memcpy(c + 8 * GiB + me * sh, c + me * sh, sh); } } return wall_seconds() - t; };
    both(1); hcopy(15, 1);
    double alone = both(10); printf("DMA both ways alone: %.1f GB/s\n", 20.0 * D / alone / 1e9);
    for (int th : {15, 8, 4}) {
        double hc = hcopy(th, 4); printf("host copy alone %d threads: %.1f GB/s r+w\n", th, 32.0 * GiB / hc / 1e9);
        double hb = 0; std::thread dma([&] { hb = both(10); });
        double hc2 = hcopy(th, 4); dma.join();
        printf("  together: host copy %.1f GB/s r+w, DMA both %.1f GB/s (DMA time %.3f, copy time %.3f)\n", 32.0 * GiB / hc2 / 1e9, 20.0 * D / hb / 1e9, hb, hc2);
    }
    }

int main(int argc, char **argv) {
    size_t G = (argc > 1 ? atol(argv[1]) : 16) * GiB;
    double t0 = wall_seconds(); cudaCheck(cudaFree(0)); printf("context %.3f s\n", wall_seconds() - t0);
    if (system("cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag; nproc; grep -E 'MemTotal|MemAvailable' /proc/meminfo") != 0)
        printf("(could not show the huge page settings)\n");
    long h0 = anon_huge_kb();
    t0 = wall_seconds(); char *a = alloc(G, true, true);
    printf("alloc+touch %zu GiB (huge): %.3f s, AnonHugePages +%ld MiB\n", G / GiB, wall_seconds() - t0, (anon_huge_kb() - h0) / 1024);
    printf("register whole %zu GiB, 1 call: %.3f s\n", G / GiB, reg(a, G, 1, 1, false));
    printf("unregister whole: %.3f s\n", reg(a, G, 1, 1, true));
    int ts[] = {1, 2, 4, 8, 16};
    for (int t : ts) {
        double r = reg(a, G, 64, t, false), u = reg(a, G, 64, t, true);
        printf("64 chunks, %2d threads: register %.3f s (%.1f GB/s), unregister %.3f s (%.1f GB/s)\n", t, r, G / r / 1e9, u, G / u / 1e9);
    }
    // without huge pages
    size_t G4 = 4 * GiB;
    char *b = alloc(G4, false, true);
    for (int t : {1, 8}) {
        double r = reg(b, G4, 16, t, false), u = reg(b, G4, 16, t, true);
        printf("no-THP 4 GiB 16 chunks, %2d threads: register %.3f s (%.1f GB/s), unregister %.3f s\n", t, r, G4 / r / 1e9, u);
    }
    free(b);
    // register untouched memory
    char *c = alloc(G4, true, false);
    double r = reg(c, G4, 16, 8, false);
    printf("untouched 4 GiB (huge), 8 threads: register %.3f s (%.1f GB/s)\n", r, G4 / r / 1e9);
    reg(c, G4, 16, 8, true); free(c);
    // pinning while both-ways DMA runs
    size_t D = 2 * GiB; char *hin, *hout, *din, *dout;
    cudaCheck(cudaMallocHost(&hin, D)); cudaCheck(cudaMallocHost(&hout, D)); cudaCheck(cudaMalloc(&din, D)); cudaCheck(cudaMalloc(&dout, D));
    memset(hin, 1, D); memset(hout, 1, D);
    cudaStream_t s1, s2; cudaCheck(cudaStreamCreate(&s1)); cudaCheck(cudaStreamCreate(&s2));
    auto both = [&](int reps) { double t = wall_seconds(); for (int i = 0; i < reps; ++i) { cudaCheck(cudaMemcpyAsync(din, hin, D, cudaMemcpyHostToDevice, s1)); cudaCheck(cudaMemcpyAsync(hout, dout, D, cudaMemcpyDeviceToHost, s2)); } cudaCheck(cudaDeviceSynchronize()); return wall_seconds() - t; };
    both(1);
    double alone = both(8);
    printf("both-ways 8 x 2 GiB alone: %.3f s (%.1f GB/s)\n", alone, 2.0 * 8 * D / alone / 1e9);
    for (int t : {2, 4, 8}) {
        double rr = 0, busy;
        std::thread pin([&] { rr = reg(a, 8 * GiB, 32, t, false); });
        busy = both(8); pin.join();
        double uu = reg(a, 8 * GiB, 32, t, true);
        printf("both-ways while %d threads pin 8 GiB: copies %.3f s (%.1f GB/s), register %.3f s, unregister after %.3f s\n", t, busy, 2.0 * 8 * D / busy / 1e9, rr, uu);
    }
    // memcpy rates, host
    for (int t : {4, 8, 16}) {
        omp_set_num_threads(t);
        double best = 1e9;
        for (int rep = 0; rep < 3; ++rep) {
            double t1 = wall_seconds();
#pragma omp parallel
            { size_t n = omp_get_num_threads(), me = omp_get_thread_num(), sh = (4 * GiB) / n; memcpy(a + 8 * GiB + me * sh, a + me * sh, sh); }
            best = std::min(best, wall_seconds() - t1);
        }
        printf("host memcpy 4 GiB %2d threads: %.3f s (%.1f GB/s r+w)\n", t, best, 8.0 * GiB / best / 1e9);
    }
    free(a);
    part2();
    return 0;
}

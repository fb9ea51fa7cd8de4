/*
 * device/device.cu - the CUDA device: finding and opening it (its hardware
 * queues as planned; the code the layers above run on it loaded by the
 * caller's gpu_loader), -list, memory checks, pinning host memory.
 *
 *   ./smooth -list
 */
#include "cuda_check.cuh"
#include "device.h"
#include "grid.h"
#include "labels.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#ifndef SMOOTH_ARCH
#define SMOOTH_ARCH "sm_90"
#endif

#define NO_DEVICE "no CUDA device found (%s): -kernel cpu runs without one"

const char *gpu_build_info(void)
{
    static char info[64];
    snprintf(info, sizeof info, "CUDA %d.%d, %s", CUDART_VERSION / 1000, CUDART_VERSION % 1000 / 10,
             SMOOTH_ARCH);
    return info;
}

bool gpu_built(void) { return true; }

int gpu_device_count(void)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) {
        cudaGetLastError(); /* clear it: having no GPU is not an error here */
        return 0;
    }
    return count;
}

const char *gpu_unavailable(void)
{
    static char message[320];
    char why[256];
    if (gpu_census(why, sizeof why) != 0)
        return NULL;
    snprintf(message, sizeof message, NO_DEVICE, why);
    return message;
}

/* Exit 1, saying why, unless cudaGetDeviceCount's answer names a device. */
static void need_devices(cudaError_t err, int count)
{
    if (err == cudaErrorInsufficientDriver)
        die(EXIT_RUNTIME, NO_DEVICE, "no NVIDIA driver, or one older than this build's CUDA runtime");
    if (err != cudaSuccess)
        die(EXIT_RUNTIME, NO_DEVICE, cudaGetErrorString(err));
    if (count == 0)
        die(EXIT_RUNTIME, NO_DEVICE, "the driver sees none");
}

static int require_devices(void)
{
    int count = 0;
    const cudaError_t err = cudaGetDeviceCount(&count); /* before count is read */
    need_devices(err, count);
    return count;
}

/* The memory's datasheet rate in bytes per second: double data rate. */
static double peak_bytes_per_second(int clock_khz, int bus_bits)
{
    return 2.0 * clock_khz * 1e3 * bus_bits / 8;
}

static double peak_bandwidth(int ordinal)
{
    int clock_khz = 0, bus_bits = 0;
    cudaCheck(cudaDeviceGetAttribute(&clock_khz, cudaDevAttrMemoryClockRate, ordinal));
    cudaCheck(cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, ordinal));
    return peak_bytes_per_second(clock_khz, bus_bits);
}

/* The header's Device line, the device named `shown` (its ordinal among
 * the GPUs the process was given); safe on any thread (reports, never exits). */
static cudaError_t describe(int ordinal, int shown, char *description, size_t size)
{
    cudaDeviceProp p;
    int clock_khz = 0, bus_bits = 0;
    cudaError_t err;
    if ((err = cudaGetDeviceProperties(&p, ordinal)) != cudaSuccess ||
        (err = cudaDeviceGetAttribute(&clock_khz, cudaDevAttrMemoryClockRate, ordinal)) != cudaSuccess ||
        (err = cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, ordinal)) != cudaSuccess)
        return err;
    snprintf(description, size, "%d: %s, sm_%d%d, %d SMs, %.1f GiB, %.0f GB/s peak", shown, p.name,
             p.major, p.minor, p.multiProcessorCount, p.totalGlobalMem / 1073741824.0,
             peak_bytes_per_second(clock_khz, bus_bits) / 1e9);
    return cudaSuccess;
}

/* The context, then the code `load` brings (every kernel's); names the call that failed. */
static cudaError_t open_context(int ordinal, gpu_loader load, const char **failed)
{
    cudaError_t err;
    if ((err = cudaSetDevice(ordinal)) != cudaSuccess)
        return *failed = "cudaSetDevice", err;
    if ((err = cudaFree(0)) != cudaSuccess)
        return *failed = "cudaFree(0) (creating the context)", err;
    return (cudaError_t)load(failed);
}

/* An opening that failed: where the kernels have no code for this GPU
 * (built for other arches), say which and how to rebuild; else CUDA's
 * error, naming the call. */
static void open_check(cudaError_t err, const char *failed, int ordinal, const char *file, int line)
{
    if (err == cudaErrorNoKernelImageForDevice || err == cudaErrorInvalidDeviceFunction ||
        err == cudaErrorUnsupportedPtxVersion || err == cudaErrorInvalidPtx) {
        int major = 0, minor = 0;
        cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, ordinal);
        cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, ordinal);
        die(EXIT_RUNTIME, "this smooth was built for %s (make ARCH=\"%s\"), and CUDA device %d is sm_%d%d, "
            "which that code cannot run on (%s): rebuild with make clean && make ARCH=sm_%d%d (or ARCH=native, "
            "or both: ARCH=\"%s sm_%d%d\")", SMOOTH_ARCH, SMOOTH_ARCH, ordinal, major, minor, cudaGetErrorName(err),
            major, minor, SMOOTH_ARCH, major, minor);
    }
    cuda_check(err, failed, file, line);
}

void gpu_open(int ordinal, gpu_loader load, struct timer *t, char *description, size_t size)
{
    int count = require_devices();
    if (ordinal >= count) /* plan_make and plan_counted refuse such a -device */
        die(EXIT_RUNTIME, "internal error: CUDA device %d of %d", ordinal, count);
    timer_start(t, LABEL_GPU_INIT);
    const char *failed = "";
    const cudaError_t err = open_context(ordinal, load, &failed);
    open_check(err, failed, ordinal, __FILE__, __LINE__);
    timer_stop(t);
    cudaCheck(describe(ordinal, ordinal, description, size));
}

/* --- opening on a thread of its own ----------------------------------- */

static pthread_mutex_t opening_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t opening_counted = PTHREAD_COND_INITIALIZER;
static struct {
    pthread_t thread;
    bool started, counted;
    int device, local_rank, ranks;
    /* a single process sees only its GPU (gpu_visible_only): CUDA's device 0, the
       visible_count GPUs' `device` where it was given several; else -1 */
    int visible_count;
    gpu_loader load;
    /* written by the thread: the count first (then counted), the rest before it ends */
    cudaError_t count_error, error;
    int count, ordinal, cuda_ordinal; /* ordinal: among the GPUs given; cuda_ordinal: as CUDA numbers it */
    const char *failed;
    double seconds; /* driver start, context and kernels */
    char description[256];
} opening;

static void *open_in_background(void *unused)
{
    (void)unused;
    const double begin = wall_seconds();
    int count = 0;
    const cudaError_t count_error = cudaGetDeviceCount(&count);
    if (count_error != cudaSuccess)
        count = 0;
    int ordinal = opening.device, cuda_ordinal = ordinal;
    if (opening.visible_count > 1 && count == 1) { /* the one it sees, of those it was given */
        count = opening.visible_count;
        cuda_ordinal = 0;
    } else if (opening.ranks > 1 && count > 0 && opening.device < count) {
        ordinal = cuda_ordinal = (opening.device + opening.local_rank) % count;
    }
    pthread_mutex_lock(&opening_lock);
    opening.count_error = count_error;
    opening.count = count;
    opening.ordinal = ordinal;
    opening.cuda_ordinal = cuda_ordinal;
    opening.counted = true;
    pthread_cond_broadcast(&opening_counted);
    pthread_mutex_unlock(&opening_lock);
    if (ordinal >= count) /* no device, or -device beyond them: the main thread says so */
        return NULL;
    opening.error = open_context(cuda_ordinal, opening.load, &opening.failed);
    if (opening.error == cudaSuccess) {
        opening.failed = "cudaGetDeviceProperties (describing the device)";
        opening.error = describe(cuda_ordinal, ordinal, opening.description, sizeof opening.description);
    }
    opening.seconds = wall_seconds() - begin;
    return NULL;
}

void gpu_queues(int queues)
{
    char value[16];
    if (queues < 1 || getenv("CUDA_DEVICE_MAX_CONNECTIONS"))
        return;
    snprintf(value, sizeof value, "%d", queues);
    if (setenv("CUDA_DEVICE_MAX_CONNECTIONS", value, 0) != 0)
        die(EXIT_RUNTIME, "cannot set CUDA_DEVICE_MAX_CONNECTIONS");
}

void gpu_open_start(int device, int local_rank, int ranks, int queues, gpu_loader load)
{
    gpu_queues(queues); /* before the thread: its first CUDA call starts the driver */
    /* One process opens one GPU: the only one it sees. Ranks keep them all: CUDA IPC's peer
       copies between the ranks' GPUs, and one GPU a rank measured no faster (issue 67). */
    opening.visible_count = ranks == 1 ? gpu_visible_only(device, NULL, 0) : -1;
    opening.device = device;
    opening.local_rank = local_rank;
    opening.ranks = ranks;
    opening.load = load;
    if (pthread_create(&opening.thread, NULL, open_in_background, NULL) != 0)
        die(EXIT_RUNTIME, "cannot start a thread to open the GPU");
    opening.started = true;
}

int gpu_open_count(void)
{
    pthread_mutex_lock(&opening_lock);
    while (!opening.counted)
        pthread_cond_wait(&opening_counted, &opening_lock);
    const int count = opening.count;
    pthread_mutex_unlock(&opening_lock);
    return count;
}

void gpu_open_finish(struct timer *t, char *description, size_t size)
{
    if (!opening.started)
        die(EXIT_RUNTIME, "internal error: gpu_open_finish before gpu_open_start");
    pthread_join(opening.thread, NULL);
    opening.started = false;
    need_devices(opening.count_error, opening.count);
    if (opening.ordinal >= opening.count) /* plan_make and plan_counted refuse such a -device */
        die(EXIT_RUNTIME, "internal error: CUDA device %d of %d", opening.ordinal, opening.count);
    open_check(opening.error, opening.failed, opening.cuda_ordinal, __FILE__, __LINE__);
    cudaCheck(cudaSetDevice(opening.cuda_ordinal)); /* this thread's current device too */
    timer_add(t, LABEL_GPU_INIT OVERLAPPED, opening.seconds, 0);
    snprintf(description, size, "%s", opening.description);
}

int gpu_open_ordinal(void)
{
    return opening.counted && opening.ordinal < opening.count ? opening.ordinal : -1;
}

int gpu_list_devices(FILE *out)
{
    int count = require_devices();
    for (int d = 0; d < count; ++d) {
        cudaDeviceProp p;
        cudaCheck(cudaGetDeviceProperties(&p, d));
        int clock_khz = 0;
        cudaCheck(cudaDeviceGetAttribute(&clock_khz, cudaDevAttrMemoryClockRate, d));
        size_t free_bytes = 0, total = 0;
        cudaCheck(cudaSetDevice(d));
        cudaCheck(cudaMemGetInfo(&free_bytes, &total));
        fprintf(out, "%sDevice %d                 :: %s\n", d ? "\n" : "", d, p.name);
        fprintf(out, "Compute capability       :: %d.%d (build for sm_%d%d)\n", p.major, p.minor,
                p.major, p.minor);
        fprintf(out, "Multiprocessors          :: %d\n", p.multiProcessorCount);
        fprintf(out, "Global memory            :: %.2f GiB, %.2f GiB free\n",
                p.totalGlobalMem / 1073741824.0, free_bytes / 1073741824.0);
        fprintf(out, "Memory bus               :: %d bits at %d MHz: %.0f GB/s peak\n",
                p.memoryBusWidth, clock_khz / 1000, peak_bandwidth(d) / 1e9);
        fprintf(out, "L2 cache                 :: %.1f MiB\n", p.l2CacheSize / 1048576.0);
        fprintf(out, "Shared memory per block  :: %zu KiB (%zu KiB opt-in); per SM %zu KiB\n",
                p.sharedMemPerBlock / 1024, p.sharedMemPerBlockOptin / 1024,
                p.sharedMemPerMultiprocessor / 1024);
        fprintf(out, "Registers per block      :: %d\n", p.regsPerBlock);
        fprintf(out, "Threads per block        :: %d (warp %d); per SM %d\n", p.maxThreadsPerBlock,
                p.warpSize, p.maxThreadsPerMultiProcessor);
        fprintf(out, "Max grid                 :: %d x %d x %d\n", p.maxGridSize[0], p.maxGridSize[1],
                p.maxGridSize[2]);
        fprintf(out, "Copy engines             :: %d (copies overlap kernels and each other)\n",
                p.asyncEngineCount);
        fprintf(out, "Concurrent kernels       :: %s\n", p.concurrentKernels ? "yes" : "no");
        fprintf(out, "PCI                      :: %04x:%02x:%02x\n", p.pciDomainID, p.pciBusID,
                p.pciDeviceID);
    }
    return EXIT_OK;
}

/* Left free for what the runtime allocates after the arrays (a kernel's
 * launch, a stream's first use): a margin, not a measured need. */
#define DEVICE_RESERVE_BYTES ((size_t)256 << 20)

size_t gpu_memory_budget(uint64_t limit)
{
    size_t free_bytes = 0, total = 0;
    cudaCheck(cudaMemGetInfo(&free_bytes, &total));
    const size_t usable = free_bytes > DEVICE_RESERVE_BYTES ? free_bytes - DEVICE_RESERVE_BYTES : 0;
    return limit && limit < usable ? (size_t)limit : usable;
}

void gpu_describe(struct gpu_facts *facts, uint64_t limit)
{
    int device = 0;
    cudaCheck(cudaGetDevice(&device));
    cudaDeviceProp p;
    cudaCheck(cudaGetDeviceProperties(&p, device));
    *facts = (struct gpu_facts){};
    facts->budget_bytes = gpu_memory_budget(limit);
    facts->budget_limited = limit && facts->budget_bytes == limit;
    facts->sms = p.multiProcessorCount;
    facts->shared_kib = (int)(p.sharedMemPerMultiprocessor / 1024);
}

void gpu_check_memory(size_t bytes, const char *what)
{
    size_t free_bytes = 0, total = 0;
    cudaCheck(cudaMemGetInfo(&free_bytes, &total));
    if (bytes > free_bytes)
        die(EXIT_RUNTIME,
            "out of device memory: %s need %zu bytes (%.2f GiB), the GPU has %zu bytes free "
            "(%.2f GiB) of %.2f GiB; try a smaller -n",
            what, bytes, bytes / 1073741824.0, free_bytes, free_bytes / 1073741824.0,
            total / 1073741824.0);
}

bool gpu_pin(void *p, size_t bytes, const char *what)
{
    cudaError_t err = cudaHostRegister(p, bytes, cudaHostRegisterDefault);
    if (err == cudaSuccess)
        return true;
    cudaGetLastError();
    warn("pinning %s (%zu bytes) failed (%s): its copies use pageable memory, slower and "
         "without overlap", what, bytes, cudaGetErrorString(err));
    return false;
}

void gpu_unpin(void *p)
{
    cudaCheck(cudaHostUnregister(p));
}

float *pinned_alloc(size_t bytes, const char *what)
{
    /* Its pages touched in parallel (grid_alloc; the driver would fault
       them in one by one), then registered: cudaMallocHost took ~0.45 s
       per GiB there. */
    float *p = grid_alloc(bytes / sizeof(float), what);
    if (gpu_pin(p, bytes, what))
        return p;
    grid_free(p);
    return NULL;
}

void pinned_free(float *p)
{
    if (!p)
        return;
    gpu_unpin(p);
    grid_free(p);
}

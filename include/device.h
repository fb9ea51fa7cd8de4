/*
 * device.h - the device layer (src/device/): the GPUs a process will see,
 * opening one, its memory, pinning host memory, and the layout of a grid in
 * device memory. It lies below every folder that runs on a GPU (gpu/,
 * exchange/, hybrid/, bandwidth/) and calls none of them: what a context
 * loads once made (the kernels) is handed in by the caller (gpu_loader).
 * Implemented in device/device.cu and device/visible.c, or by device/stub.c
 * in a build without CUDA (make CUDA=0), whose every GPU request fails with a
 * clear "built without CUDA" message.
 */
#ifndef SMOOTH_DEVICE_H
#define SMOOTH_DEVICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "plan.h"
#include "smooth.h"
#include "timer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a build without CUDA says for every GPU request (the stubs, exit 1). */
#define NO_CUDA "this smooth was built without CUDA (make CUDA=0 or no nvcc found): " \
                "-kernel cpu works; rebuild with nvcc for GPU backends"

/* "CUDA 13.0, sm_90" or "built without CUDA". */
const char *gpu_build_info(void);

/* Whether this build has the GPU backends (false: make CUDA=0). */
bool gpu_built(void);

/* Visible CUDA devices; 0 when there is no device or no driver. Never fails. */
int gpu_device_count(void);

/* Before CUDA starts (device/visible.c, no CUDA call): the GPUs a process
 * will see, from the driver's list and CUDA_VISIBLE_DEVICES, read as CUDA
 * reads it (docs/architecture.md). */
/* The driver's GPUs: 0 where there is no NVIDIA driver, -1 where there is one
 * that does not list them. */
int gpu_driver_gpus(void);
/* The GPUs CUDA will see given CUDA_VISIBLE_DEVICES `visible` (NULL: unset)
 * and the driver's count; -1: unknown. 0: why says why (when not NULL). */
int gpu_visible_count(const char *visible, int driver_gpus, char *why, size_t size);
/* gpu_visible_count for this process's environment. */
int gpu_census(char *why, size_t size);
/* The entry of CUDA_VISIBLE_DEVICES `visible` (NULL: unset; then the index)
 * that makes GPU `device` the only one seen, into entry ("" where none is
 * needed, or the count is too uncertain to name one); returns the count. */
int gpu_visible_pick(const char *visible, int driver_gpus, int device, char *entry, size_t size);
/* Make GPU `device` (of those the process was given) the only one it sees,
 * by CUDA_VISIBLE_DEVICES, where the count allows; before any CUDA call.
 * Returns the count of GPUs it was given (-1 unknown); *shown (when not
 * NULL) gets the entry set, "" where nothing changed. */
int gpu_visible_only(int device, char *shown, size_t size);
/* Which GPU a run would open, in words, for -dry-run. */
void gpu_visible_text(int device, int ranks, char *text, size_t size);
/* A run needing a GPU cannot have one, known before CUDA starts: the
 * message (no CUDA device found, or a build without CUDA); else NULL. */
const char *gpu_unavailable(void);

/* What a context loads once it is made: the code the layers above run on
 * it (gpu/kernels.cu's gpu_code_load, which the caller hands in). Returns 0
 * or CUDA's error (a cudaError_t), with *failed naming the call. */
typedef int (*gpu_loader)(const char **failed);

/* Open device `ordinal` (creating its context and loading `load`'s code,
 * timed as "GPU: Init") and describe it in `description`, all before
 * returning. No device: exit 1. */
void gpu_open(int ordinal, gpu_loader load, struct timer *t, char *description, size_t size);

/* Ask that the context about to be made have `queues` hardware work queues
 * (CUDA_DEVICE_MAX_CONNECTIONS, the plan's gpu_queues), unless the
 * environment sets them; before any other CUDA call. */
void gpu_queues(int queues);

/*
 * Opening the device on a thread of its own, so that the driver's start,
 * the context and loading the kernels (a few hundred ms on some machines)
 * overlap the host's work:
 *   gpu_open_start(device, local_rank, ranks, queues, load)   right after the plan (gpu_queues)
 *   gpu_open_count()                            the visible devices (waits for the driver)
 *   gpu_open_finish(t, description, size)       waits for the context; "GPU: Init (overlapped)"
 * Under MPI the rank opens GPU (device + local_rank) mod count. Failures are
 * reported by gpu_open_finish (exit 1), never by the thread.
 */
void gpu_open_start(int device, int local_rank, int ranks, int queues, gpu_loader load);
int gpu_open_count(void);
void gpu_open_finish(struct timer *t, char *description, size_t size);
/* The device this process opened (its node's ordinal); -1 before. */
int gpu_open_ordinal(void);

/* What the run plan needs to know of the open device: the memory the
 * arrays may use (gpu_memory_budget(limit)), its multiprocessors and their
 * shared memory. */
void gpu_describe(struct gpu_facts *facts, uint64_t limit);

/* -list: print every device's key properties; returns the exit code. */
int gpu_list_devices(FILE *out);

/* Floats from one row of a device grid to the next: cols+2 rounded up to a
 * multiple of 32 (128 bytes; see device_grid.cuh). */
static inline int64_t gpu_pitch(int64_t cols)
{
    return (cols + 2 + 31) / 32 * 32;
}

/* Bytes of one (rows+2) x (cols+2) grid in device memory (rows are padded). */
static inline size_t gpu_grid_bytes(int64_t rows, int64_t cols)
{
    return (size_t)(rows + 2) * (size_t)gpu_pitch(cols) * sizeof(float);
}

/* The least device memory a run can use: one ring buffer of a one-row
 * slab, an x slab with its two halo rows and a y slab of as many rows. */
static inline size_t gpu_slab_min_bytes(int64_t cols)
{
    return 2 * gpu_grid_bytes(1, cols);
}

/* For the .cu files only (a build without CUDA has no stubs for these):
 * the device memory the arrays may use now, the free memory less a reserve
 * for the runtime and no more than `limit` (-device-memory; 0 = none); and
 * exit 1 with the bytes needed and free unless `bytes` fit. */
size_t gpu_memory_budget(uint64_t limit);
void gpu_check_memory(size_t bytes, const char *what);

/* Page-lock host memory for fast, asynchronous copies; false (with a
 * warning) if the driver refuses, and the run goes on with pageable memory.
 * (The GPU backends pin what they need themselves.) */
bool gpu_pin(void *p, size_t bytes, const char *what);
void gpu_unpin(void *p);

/* `bytes` of pinned host memory (page-aligned), or NULL, with a warning,
 * if the driver refuses to pin: then copy from pageable memory. For the
 * .cu files (the staging buffers, the exchange's rows). */
float *pinned_alloc(size_t bytes, const char *what);
void pinned_free(float *p); /* takes NULL too */

#ifdef __cplusplus
}
#endif

#endif

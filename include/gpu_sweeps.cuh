/*
 * gpu_sweeps.cuh - sweeps of a grid held whole on the device (gpu/sweeps.cu),
 * shared by the whole grid, the streams pipeline and the hybrid: two arrays
 * ping-pong, under MPI each launch after the swap of its source's edge rows.
 *
 *   ./smooth -n 16384 -kernel opt -iterations 64
 *
 * Notes: docs/architecture.md, "Notes behind the headers".
 */
#ifndef SMOOTH_GPU_SWEEPS_CUH
#define SMOOTH_GPU_SWEEPS_CUH

#include "device_grid.cuh"
#include "exchange_device.cuh"
#include "kernels.h"

/* `count` sweeps on `stream`, from *from into *to and back: `depth` at a
 * time by temporal blocking (temporal.cuh) when depth > 1 and there is no
 * exchange, else one a launch with `kernel`; with an exchange, its depth D
 * a launch (D > 1 by temporal blocking), each launch but the first after
 * the swap of its source's edge rows. With `poison`, the last launch's
 * target is poisoned and given the ghost layer just before it, between
 * the events poisoning[0] and [1] (NULL: none; needed where the last
 * launch runs around a swap). *from then holds the field. */
void gpu_sweeps(struct device_grid **from, struct device_grid **to, int count, const struct gpu_kernel *kernel,
                struct stencil coef, int depth, struct exchange *ex, cudaStream_t stream, bool poison,
                const cudaEvent_t *poisoning);

/* The next sweep's target, poisoned (an element it does not write shows)
 * and given `from`'s ghost layer, which no sweep writes. */
void poison_target(struct device_grid *to, const struct device_grid *from, cudaStream_t stream);

#endif

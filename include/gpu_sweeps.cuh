/*
 * gpu_sweeps.cuh - sweeps of a grid held whole on the device, shared by the
 * whole-grid mode and the streams pipeline (gpu/sweeps.cu): two arrays
 * ping-pong (several sweeps a launch by temporal blocking where it can),
 * every sweep reads the ghost layer it was given, and the last launch's
 * target is poisoned first, so an element it does not write shows.
 *
 * Under MPI (more than one rank, more than one sweep) the parts swap the
 * edge rows of each launch's source before it, but the first's (x's came
 * before the run), by the exchange's one loop (exchange.h): the inner rows
 * on the caller's stream while the rows travel, the rows beside the halo
 * where they land (exchange_device.cuh: through the host, or GPU to GPU).
 * With halos D rows deep (temporal blocking across ranks, the whole grid
 * of each part) the grid holds D - 1 rows above and below the part's own
 * besides its ghost rows; every D sweeps (one launch) the parts swap D
 * edge rows each way; a part too small to have rows D from both edges
 * swaps first and then launches, and such a launch makes the halo rows
 * too, which go wrong a row a sweep from the grid's edge and never reach
 * the part's own (SHOC's iters-per-exchange).
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

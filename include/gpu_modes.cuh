/*
 * gpu_modes.cuh - the ways the GPU backends run a kernel over the grid, one
 * file each, behind one small interface (backend.h's struct mode_ops);
 * dispatch.c runs the one the run plan chose (plan.h: enum run_mode):
 *
 *   whole grid  x and y on the device, copy in, launch, copy out  (gpu/whole.cu)
 *   streams     -streams S: slabs pipelined on S streams, as views of x
 *               and y whole on the device                         (gpu/streams.cu)
 *   ring        the same slabs through a ring of device buffers, for a
 *               grid whose x and y do not fit                     (gpu/streams.cu)
 *   hybrid      -hybrid: the GPU streams some rows (views or ring) while
 *               the host's threads smooth the rest                (hybrid/hybrid.cu)
 */
#ifndef SMOOTH_GPU_MODES_CUH
#define SMOOTH_GPU_MODES_CUH

#include "backend.h"

/* Each is a struct mode_ops (backend.h), which declares them: dispatch.c
 * picks one by the plan's mode. */

#endif

/*
 * gpu_modes.cuh - the ways the GPU backends run a kernel over the grid, one
 * file each, behind one small interface; backend_gpu.cu picks one, once,
 * when it sets up:
 *
 *   whole grid  x and y on the device, copy in, launch, copy out  (gpu_whole.cu)
 *   streams     -streams S: slabs pipelined on S streams, as views of x
 *               and y whole on the device                         (gpu_streams.cu)
 *   ring        the same slabs through a ring of device buffers, for a
 *               grid whose x and y do not fit                     (gpu_streams.cu)
 *   hybrid      -hybrid: the GPU streams some rows (views or ring) while
 *               the host's threads smooth the rest                (gpu_hybrid.cu)
 */
#ifndef SMOOTH_GPU_MODES_CUH
#define SMOOTH_GPU_MODES_CUH

#include "backend.h"

/* How the chosen mode runs: the job's streams and scheme, resolved. */
struct gpu_plan {
    int streams, scheme;   /* 0 and 0 for the whole grid */
    size_t ring_budget;    /* device bytes for a ring; 0: x and y whole on the device */
    bool automatic;        /* streamed because the grid does not fit, without -streams */
    int depth;             /* sweeps a launch (opt, x and y on the device) or a pass through the ring
                              (temporal blocking); 1: one at a time */
};

struct gpu_mode {
    const char *name;
    void *(*setup)(const struct job *job, const struct gpu_plan *plan, struct timer *t);
    void (*run)(void *state, const struct job *job, struct job_result *result, struct timer *t);
    void (*teardown)(void *state);
};

extern const struct gpu_mode gpu_whole_mode, gpu_streams_mode, gpu_ring_mode, gpu_hybrid_mode;

#endif

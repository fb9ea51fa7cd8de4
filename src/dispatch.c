/*
 * dispatch.c - one table for one choice: the mode the run plan chose
 * (plan->mode) picks how the run goes; the kernel (job->kernel_id) is its
 * parameter. -kernel names the backend as users type it (plan/backends.c);
 * this table is where the modes meet, so no mode calls another's folder.
 *
 *   ./smooth -n 16384 -kernel opt -dry-run     the plan's Mode line names the row
 */
#include "backend.h"
#include "check.h"

const struct mode_ops *dispatch_mode(enum run_mode mode)
{
    static const struct mode_ops *const modes[MODE_COUNT] = {
        [MODE_HOST] = &host_mode,          [MODE_WHOLE] = &gpu_whole_mode, [MODE_STREAMS] = &gpu_streams_mode,
        [MODE_RING] = &gpu_ring_mode,      [MODE_HYBRID] = &gpu_hybrid_mode};
    if (mode < 0 || mode >= MODE_COUNT || !modes[mode])
        die(EXIT_RUNTIME, "internal error: no mode %d to run", (int)mode);
    return modes[mode];
}

/*
 * plan/steps.c - the plan as main takes it (options.h): what the opening
 * of the GPU needs, decided before it opens; whether the backend runs on a
 * GPU once they are counted; the plan itself, made once, when every fact of
 * the machine is known. Each refuses as plan_run does: every rank at once.
 */
#include "options.h"
#include "backend.h"
#include "check.h"
#include "parallel.h"
#include "refuse.h"

void plan_run(const struct options *opt, const struct machine *m, struct plan *plan)
{
    char error[512];
    const bool refused = plan_make(opt, m, plan, error, sizeof error) == OPTIONS_BAD;
    if (refused && refusal_is_runtime)
        die(EXIT_RUNTIME, "%s", error); /* under MPI, MPI_Abort: no rank is left waiting */
    par_refuse(refused ? error : NULL); /* every rank plans here: one refusal ends them all */
}

/* The planner's rules on the machine as it is known before the GPU opens
 * (its count where the driver lists the GPUs, no memory): every refusal
 * that needs no GPU fact is made here, and of the plan only what the
 * opening needs is kept. */
void plan_opening(const struct options *opt, const struct machine *m, struct opening *opening)
{
    struct plan before;
    plan_run(opt, m, &before);
    *opening = (struct opening){.gpu = backend_needs_gpu(before.backend), .queues = before.gpu_queues,
                                .threads = before.open_threads};
}

bool plan_counted(const struct options *opt, int gpus)
{
    const struct backend *backend = plan_backend(opt, gpus);
    char error[512];
    if (!refusing_begin(error, sizeof error))
        plan_device(opt, gpus, backend);
    par_refuse(error[0] ? error : NULL);
    return backend_needs_gpu(backend);
}

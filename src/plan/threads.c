/*
 * plan/threads.c - the plan's host threads: how many fill, poison and count
 * while the GPU opens, and how many copy the whole grid's staged chunks
 * (plan.h). Measured on the lent machines (issue 56, docs/performance/host.md):
 *
 * - A GPU run's host passes are bound by memory, not cores: on the 64-core
 *   4 x H200 host 16 threads filled 4 GiB at 58 GB/s and 32 at 75, while
 *   64 filled at 7-9 GB/s and burned 26 s of CPU in a 1.3 s run. That host
 *   is a virtual machine: with more than ~40 of its 64 vCPUs busy, the
 *   hypervisor took them away (15 s of steal in /proc/stat over a 1.7 s
 *   fill; no cgroup throttling), and every parallel step waited 6-9 ms for
 *   a thread whose vCPU was gone while the others spun. So by default 16
 *   threads do them where the arrays are small; -threads or OMP_NUM_THREADS
 *   gets the team asked for.
 * - But a large pass gains from more threads: n = 32768's 4 GiB arrays
 *   (K = 64) ran 0.64 s with 32 threads against 0.80-1.18 with 16, on the
 *   32- and the 64-core host, and the ring's 45 GiB (n = 110000) staged its
 *   Streams in 2.2 s with 32 threads against 2.6-2.9 with 64 and 16 (64:
 *   the steal again, over a pass of seconds). So the team is sized by the
 *   pass's work: past 16, a thread for each HOST_PASS_SHARE_BYTES (128 MiB)
 *   of an array, at most 32 (issue 67, docs/performance/run.md).
 * - A team as large as the machine displaces the thread that opens the
 *   GPU: every parallel step then waits a scheduler time slice for the
 *   thread that lost its core (~8 ms on the 16-core H100 host; the fill
 *   fell from 36 to 7-8 GB/s at -threads 32 on a 32-core host). While the
 *   GPU opens, the host's steps leave it a core.
 * - The staged copies need only the threads that keep the link busy: one
 *   copies ~4 GB/s from pageable memory into a pinned buffer, the link
 *   takes ~55 GB/s, so 16 do; a larger team only added threads to wait
 *   for (64 threads on a 64-core host: 2.4 GB/s).
 * - Chunks of 2 MiB: on the H100 host 8 threads copied y out at 40 GB/s
 *   with 4 MiB chunks and 48 with 2 MiB; 16 threads at 38 with 1 MiB and
 *   50 with 2 MiB (the same call; medians of 3).
 */
#include "plan.h"
#include "omp_compat.h"
#include "refuse.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

#include <inttypes.h>
#include <stdio.h>

static int at_most(int a, int b)
{
    return a < b ? a : b;
}

/* OpenMP's variables by the rule -threads keeps (1..THREADS_MAX): libgomp
 * warns of a value it cannot read (0, -3, empty) and then runs on every
 * core, exit 0; abc it ignores silently. Refused here instead, once, with
 * what to set (-threads overrides OMP_NUM_THREADS, so it is not read then). */
static void check_environment(const struct options *opt)
{
    static const char *const names[] = {"OMP_NUM_THREADS", "OMP_THREAD_LIMIT"};
    for (int i = opt->threads ? 1 : 0; i < 2; ++i) {
        const char *text = getenv(names[i]);
        if (!text)
            continue;
        const char *digits = text;
        while (isspace((unsigned char)*digits)) /* libgomp takes spaces around the number */
            ++digits;
        char *end;
        errno = 0;
        const long value = strtol(digits, &end, 10); /* OMP_NUM_THREADS may be a list: 8,4 (its first the run's) */
        while (isspace((unsigned char)*end))
            ++end;
        const bool list = i == 0 && *end == ',';
        if (end == digits || !isdigit((unsigned char)*digits) || (*end && !list) || errno || value < 1)
            refuse("%s %s is not a number of threads: set a whole number %s(1..%d)%s, or unset it", names[i],
                   quote(text), i == 0 ? "or a list of them " : "", THREADS_MAX,
                   i == 0 ? " or give -threads T, which overrides it" : "");
    }
}

void plan_threads(const struct options *opt, const struct machine *m, struct plan *plan)
{
    /* OMP_NUM_THREADS is the environment's; libgomp crashes or fails past a few
       ten thousand threads, so it gets -threads' range (which overrides it) */
    if (!opt->threads && m->omp_threads > THREADS_MAX)
        refuse("OMP_NUM_THREADS asks for %s threads, more than the %d smooth runs; set a smaller "
               "OMP_NUM_THREADS or -threads T (1..%d)",
               getenv("OMP_NUM_THREADS") ? quote(getenv("OMP_NUM_THREADS")) : "too many", THREADS_MAX, THREADS_MAX);
    plan->threads = opt->threads ? opt->threads : m->omp_threads;
    if (m->thread_limit > 0 && plan->threads > m->thread_limit) /* OpenMP gives no team more */
        plan->threads = m->thread_limit;
}

/* The default team of a GPU run's host passes over arrays of `bytes`. */
static int pass_team(int64_t bytes)
{
    const int64_t by_work = bytes / HOST_PASS_SHARE_BYTES;
    return by_work < HOST_PASS_THREADS_MAX ? HOST_PASS_THREADS_MAX
           : by_work > HOST_PASS_THREADS_MOST ? HOST_PASS_THREADS_MOST
                                              : (int)by_work;
}

void plan_host_threads(const struct options *opt, const struct machine *m, struct plan *plan)
{
    check_environment(opt);
    const int cores = m->cores > 0 ? m->cores : plan->threads;
    plan->cores = m->cores;
    plan->machine_cores = m->machine_cores;
    plan->node_ranks = m->node_ranks > 0 ? m->node_ranks : 1;
    plan->open_threads = plan->threads;
    plan->pass_threads = plan->threads;
    plan->open_capped = false;
    if (plan->mode != MODE_HOST) {
        const bool chosen = opt->threads > 0 || m->omp_threads_set;
        const int team = pass_team((plan->rows + 2) * (plan->cols + 2) * (int64_t)sizeof(float));
        if (!chosen && plan->open_threads > team && cores > team) {
            plan->open_threads = team;
            plan->open_capped = true;
            if (plan->mode != MODE_HYBRID) /* whose CPU rows compute */
                plan->pass_threads = team;
        }
        if (cores > 1)
            plan->open_threads = at_most(plan->open_threads, cores - 1);
    }
    if (plan->mode == MODE_HYBRID) { /* a staged ring's copies on a thread of their own: half the team */
        plan->hybrid_gpu_threads = plan->staged ? (plan->threads > 1 ? plan->threads / 2 : 1) : 0;
        plan->hybrid_cpu_threads = plan->staged && plan->threads > 1 ? plan->threads - plan->hybrid_gpu_threads
                                                                     : plan->threads;
    }
    if (!plan->staged || plan->mode != MODE_WHOLE)
        return;
    /* the grid's rows (and the ghost rows) in chunks: two buffers a thread, no more threads than chunks */
    const int64_t rows = plan->rows + 2, row_bytes = (plan->cols + 2) * (int64_t)sizeof(float);
    int threads = at_most(at_most(plan->threads, cores), COPY_THREADS_MAX);
    threads = threads > 0 ? threads : 1; /* a made-up machine may say 0 */
    size_t chunk = STAGING_BYTES / (2 * (size_t)threads);
    chunk = chunk < STAGING_CHUNK_MAX ? chunk : STAGING_CHUNK_MAX;
    plan->copy_rows = (int64_t)chunk / row_bytes > 0 ? (int64_t)chunk / row_bytes : 1;
    const int64_t chunks = (rows + plan->copy_rows - 1) / plan->copy_rows;
    plan->copy_threads = chunks < threads ? (int)chunks : threads;
    if (plan->copy_rows > rows)
        plan->copy_rows = rows;
}

void plan_team_opening(const struct opening *opening)
{
    omp_set_num_threads(opening->threads);
}

void plan_team(const struct plan *plan, enum team_step step)
{
    if (step == TEAM_PASSES && plan_ends_open_team(plan))
        omp_end_idle_threads();
    omp_set_num_threads(step == TEAM_PASSES ? plan->pass_threads
                        : step == TEAM_HYBRID_RING ? plan->hybrid_gpu_threads
                                                   : plan->threads);
}

void plan_host_text(char *text, size_t size, const struct plan *plan)
{
    const char *s = plan->open_threads == 1 ? "" : "s";
    if (plan->mode == MODE_HOST)
        snprintf(text, size, "%d thread%s fill x, poison y, smooth and count", plan->open_threads, s);
    else if (plan->open_capped)
        snprintf(text, size, "%d threads fill x, poison y and count x while the GPU opens on a thread of its own%s (by "
                 "default %d, and one for each %d MiB of an array past them, at most %d: these passes are bound by "
                 "memory, not cores; -threads T for more)",
                 plan->open_threads, plan->pass_threads == plan->open_threads ? ", then stage the rows and count y" : "",
                 HOST_PASS_THREADS_MAX, (int)(HOST_PASS_SHARE_BYTES >> 20), HOST_PASS_THREADS_MOST);
    else
        snprintf(text, size, "%d thread%s fill x, poison y and count x while the GPU opens on a thread of its own%s",
                 plan->open_threads, s, plan->open_threads < plan->threads ? " (a core left to it)" : "");
}

void plan_cores_text(char *text, size_t size, const struct plan *plan)
{
    if (!plan->cores)
        snprintf(text, size, "%s", "");
    else if (plan->machine_cores <= plan->cores)
        snprintf(text, size, "%d core%s here", plan->cores, plan->cores == 1 ? "" : "s");
    else if (!plan_bound(plan)) /* a job's share of the machine, as its launcher gave it */
        snprintf(text, size, "%d of this machine's %d cores here", plan->cores, plan->machine_cores);
    else /* OpenMP's default team is the cores it may use: a rank bound to one runs one thread */
        snprintf(text, size, "1 of this machine's %d cores may run this process, as it was bound (mpirun binds "
                 "each of 1 or 2 ranks to one core: add --bind-to none)", plan->machine_cores);
}

void plan_copies_text(char *text, size_t size, const struct plan *plan)
{
    if (!plan->staged)
        snprintf(text, size, "%s", plan->pinned_host ? "from the host arrays, pinned" : "pageable (-pin off)");
    else if (!plan->copy_threads)
        snprintf(text, size, "staged through small pinned buffers");
    else
        snprintf(text, size, "staged through small pinned buffers by %d thread%s, each its own chunks of %" PRId64
                 " rows (at most %d threads: one copies ~4 GB/s, so %d keep the ~55 GB/s link busy; more would only "
                 "wait)", plan->copy_threads, plan->copy_threads == 1 ? "" : "s", plan->copy_rows, COPY_THREADS_MAX,
                 COPY_THREADS_MAX);
}

/*
 * plan/print.c - the run plan as -dry-run prints it (a "Label :: value"
 * line per decision, as the report's header), as the header's one line,
 * and as a JSON object (-dry-run -json, and "plan" in a run's -json).
 *
 *   ./smooth -n 110000 -kernel opt -iterations 64 -device-memory 80G -dry-run
 *   ./smooth -n 16384 -iterations 64 -dry-run -json
 */
#include "plan.h"
#include "backend.h"
#include "device.h"
#include "grid.h"
#include "refuse.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static bool on_gpu(const struct plan *plan)
{
    return plan->mode != MODE_HOST;
}

int plan_passes(const struct plan *plan)
{
    return (plan->sweeps + plan->pass - 1) / plan->pass;
}

/* x's rows cross PCIe in this many times, and y's out: once, or once a pass through the ring. */
static int pcie_trips(const struct plan *plan)
{
    return plan->mode == MODE_RING ? plan_passes(plan) : 1;
}

/* Where the GPU's budget came from. */
static const char *budget_source(const struct plan *plan)
{
    if (!plan->gpu.budget_bytes)
        return "not known until the GPU opens";
    if (plan->gpu.budget_limited)
        return "-device-memory";
    return plan->gpu.assumed ? "an H100's free memory, assumed" : "the GPU's free memory less a margin";
}

/* The context's hardware queues, and what they are for (plan.c's choose_queues). */
static void print_queues(FILE *out, const struct plan *plan)
{
    const int swaps = plan_swap_queues(plan), streams = plan->gpu_queues - swaps;
    fprintf(out, "GPU queues   :: %d (CUDA_DEVICE_MAX_CONNECTIONS): ", plan->gpu_queues);
    if (plan->streams)
        fprintf(out, "%s", plan->streams > streams ? "its streams share them" : "one per stream");
    else if (streams > 1)
        fprintf(out, "%d for the ring's streams, should x and y not fit", streams);
    else
        fprintf(out, "the whole grid's one stream");
    if (swaps)
        fprintf(out, ", %d for the parts' edge swaps", swaps);
    const char *set = getenv("CUDA_DEVICE_MAX_CONNECTIONS");
    if (set)
        fprintf(out, "; the environment's %s instead", set);
    fputc('\n', out);
}

/* "64 sweeps, D = 16 per pass (4 passes), 6 per launch": D named where it is defined, as the
 * "A pass" line and -help use it */
static void sweeps_text(char *text, size_t size, const struct plan *plan)
{
    int used = snprintf(text, size, "%d sweep%s", plan->sweeps, plan->sweeps == 1 ? "" : "s");
    /* the hybrid's D is final once its split is: in setup under -hybrid auto or across ranks */
    const bool unsplit = plan->mode == MODE_HYBRID && (!plan->gpu_rows || plan->ranks > 1);
    if (plan->sweeps > 1 && unsplit && used > 0 && (size_t)used < size)
        used += snprintf(text + used, size - (size_t)used, ", D = at most %d per pass (the split decides)", plan->pass);
    else if (plan->sweeps > 1 && used > 0 && (size_t)used < size)
        used += snprintf(text + used, size - (size_t)used, ", D = %d per pass (%d pass%s)", plan->pass, plan_passes(plan),
                         plan_passes(plan) == 1 ? "" : "es");
    if (plan->sweeps > 1 && on_gpu(plan) && used > 0 && (size_t)used < size)
        snprintf(text + used, size - (size_t)used, ", %s%d per launch", unsplit ? "at most " : "", plan->launch);
}

void plan_summary(char *text, size_t size, const struct plan *plan)
{
    char sweeps[128], device[24], budget[24];
    sweeps_text(sweeps, sizeof sweeps, plan);
    int used = snprintf(text, size, "%s (%s); %s", mode_rule(plan->mode)->name, plan->why, sweeps);
    if (on_gpu(plan) && used > 0 && (size_t)used < size)
        snprintf(text + used, size - (size_t)used, "; GPU memory %s of %s", human_bytes(device, sizeof device,
                 (double)plan->device_bytes), human_bytes(budget, sizeof budget, (double)plan->gpu.budget_bytes));
}

const char *plan_edges_text(char *text, size_t size, const struct plan *plan)
{
    snprintf(text, size, "%s (%s)%s",
             plan->edges == EDGES_PEER ? "peer: GPU to GPU, CUDA IPC copies; the hosts pass a token a swap"
             : plan->edges == EDGES_HOST && plan->sweeps > 1 && on_gpu(plan)
                 ? "host: GPU -> pinned host -> MPI -> host -> GPU, the stream stopped meanwhile"
             : plan->edges == EDGES_HOST ? "host: MPI between host rows" : "none",
             plan->edges_why,
             plan->edges == EDGES_PEER && !plan->edges_given ? "; host if the GPUs cannot reach each other" : "");
    return text;
}

void plan_print(FILE *out, const struct plan *plan, const struct options *opt)
{
    char text[512], a[24], b[24];
    fprintf(out, "Plan (dry run: nothing allocated, no GPU opened)\n");
    fprintf(out, "Command      :: %s\n", opt->command_line);
    if (plan->machine)
        fprintf(out, "Planned for  :: %s\n", plan->machine);
    fprintf(out, "Backend      :: %s%s (%s)\n", plan->backend->name, plan->defaulted ? ", by default" : "",
            on_gpu(plan) ? "GPU" : "host");
    fprintf(out, "Mode         :: %s: %s\n", mode_rule(plan->mode)->name, plan->why);
    fprintf(out, "Grid         :: n = %" PRId64 "; this process's rows: %" PRId64 "%s\n", plan->cols, plan->rows,
            plan->ranks > 1 ? " (rank 0's)" : "");
    sweeps_text(text, sizeof text, plan);
    fprintf(out, "Sweeps       :: %s\n", text);
    if (plan->tile) {
        fprintf(out, "A pass       :: %s: tiles of %" PRId64 " columns", mode_rule(plan->mode)->pass, plan->tile);
        if (plan->l2_bytes)
            fprintf(out, " (their rings at most a quarter of this machine's %s L2)\n",
                    human_bytes(a, sizeof a, (double)plan->l2_bytes));
        else
            fprintf(out, " (this machine's L2 not known)\n");
    } else if (plan->sweeps > 1) {
        fprintf(out, "A pass       :: %s\n", mode_rule(plan->mode)->pass);
    }
    fprintf(out, "Host threads :: %d", plan->threads);
    plan_cores_text(text, sizeof text, plan);
    if (text[0])
        fprintf(out, " (%s)", text);
    plan_host_text(text, sizeof text, plan);
    fprintf(out, "\nHost steps   :: %s\n", text);
    fprintf(out, "Host memory  :: %s (%d arrays of (rows+2) x (n+2) floats)", human_bytes(a, sizeof a, plan->host_bytes),
            plan->host_arrays);
    if (plan->host_available && plan->host_bytes > (double)plan->host_available)
        fprintf(out, "; more than the %s this machine has now: plan it for a larger one",
                human_bytes(b, sizeof b, (double)plan->host_available));
    fputc('\n', out);
    if (plan->ranks > 1)
        fprintf(out, "MPI ranks    :: %d; %s\n", plan->ranks,
                plan->sweeps == 1 ? "no rows swapped (one sweep)"
                : plan->halo > 1  ? "parts swap halo rows each way every pass" : "parts swap a row each way every sweep");
    if (plan->ranks > 1)
        fprintf(out, "Edge rows    :: %s\n", plan_edges_text(text, sizeof text, plan));
    if (!on_gpu(plan))
        return;
    if (plan->streams)
        fprintf(out, "Streams      :: %d, scheme %d%s\n", plan->streams, plan->scheme,
                plan->streamed ? " (streamed because the grid does not fit; -streams S to choose)" : "");
    fprintf(out, "PCIe         :: x in and y out %d time%s each (%s each way)\n", pcie_trips(plan),
            pcie_trips(plan) == 1 ? "" : "s",
            human_bytes(a, sizeof a, (double)grid_elements(plan->rows, plan->cols) * sizeof(float)));
    if (plan->ring.buffers)
        fprintf(out, "Ring         :: %d device buffers of %" PRId64 " rows, %d slabs, %d halo rows each side\n",
                plan->ring.buffers, plan->ring.rows, plan->ring.slabs, plan->ring.pass);
    print_queues(out, plan);
    plan_copies_text(text, sizeof text, plan);
    fprintf(out, "Copies       :: %s\n", text);
    fprintf(out, "GPU memory   :: %s for the grid; x and y whole need %s (rows padded to 128 bytes); the run may "
            "use %s (%s)\n",
            human_bytes(a, sizeof a, (double)plan->device_bytes), human_bytes(b, sizeof b, (double)plan->device_needed),
            human_bytes(text, sizeof text, (double)plan->gpu.budget_bytes), budget_source(plan));
    if (plan->mode == MODE_HYBRID) {
        if (plan->gpu_rows)
            fprintf(out, "Hybrid       :: GPU rows 1..%" PRId64 ", CPU rows %" PRId64 "..%" PRId64 " (share %.3f)\n",
                    plan->gpu_rows, plan->gpu_rows + 1, plan->rows, plan->hybrid_fraction);
        else
            fprintf(out, "Hybrid       :: the split measured at the start of the run (-hybrid auto)%s\n",
                    plan->sweeps > 1 ? "; D at most either side's rows" : "");
    }
}

static void json_ring(FILE *out, const struct plan *plan)
{
    if (!plan->ring.buffers) {
        fprintf(out, "null");
        return;
    }
    fprintf(out, "{\"buffers\": %d, \"rows\": %" PRId64 ", \"slabs\": %d, \"pass\": %d}", plan->ring.buffers,
            plan->ring.rows, plan->ring.slabs, plan->ring.pass);
}

void plan_json(FILE *out, const struct plan *plan, const char *indent)
{
    fprintf(out, "{\n%s  \"backend\": \"%s\",\n%s  \"mode\": \"%s\",\n%s  \"why\": \"%s\",\n", indent,
            plan->backend->name, indent, mode_rule(plan->mode)->name, indent, plan->why);
    if (plan->machine)
        fprintf(out, "%s  \"planned_for\": \"%s\",\n", indent, plan->machine);
    fprintf(out, "%s  \"rows\": %" PRId64 ",\n%s  \"cols\": %" PRId64 ",\n%s  \"ranks\": %d,\n", indent, plan->rows,
            indent, plan->cols, indent, plan->ranks);
    fprintf(out, "%s  \"sweeps\": %d,\n%s  \"pass\": %d,\n%s  \"passes\": %d,\n%s  \"launch\": %d,\n%s  \"halo\": %d,\n",
            indent, plan->sweeps, indent, plan->pass, indent, plan_passes(plan), indent, plan->launch, indent,
            plan->halo);
    fprintf(out, "%s  \"edges\": \"%s\",\n%s  \"edges_why\": \"%s\",\n", indent, plan_edges_name(plan->edges), indent,
            plan->edges_why);
    fprintf(out, "%s  \"threads\": %d,\n%s  \"cores\": %d,\n%s  \"machine_cores\": %d,\n%s  \"open_threads\": %d,\n",
            indent, plan->threads, indent, plan->cores, indent, plan->machine_cores, indent, plan->open_threads);
    fprintf(out, "%s  \"pass_threads\": %d,\n", indent, plan->pass_threads);
    fprintf(out, "%s  \"copy_threads\": %d,\n%s  \"copy_rows\": %" PRId64 ",\n", indent, plan->copy_threads, indent,
            plan->copy_rows);
    /* a whole number where a double holds it exactly (2^53); past that (n near 2^31 needs 2^65 bytes,
       more than a 64-bit integer a reader may parse into) a float */
    fprintf(out, plan->host_bytes < 9007199254740992.0 ? "%s  \"host_bytes\": %.0f,\n" : "%s  \"host_bytes\": %.17g,\n",
            indent, plan->host_bytes);
    if (plan->tile) /* the host's tiles, from this machine's L2 (0: not known) */
        fprintf(out, "%s  \"tile\": %" PRId64 ",\n%s  \"l2_bytes\": %ld,\n", indent, plan->tile, indent,
                plan->l2_bytes);
    if (on_gpu(plan)) {
        fprintf(out, "%s  \"streams\": %d,\n%s  \"scheme\": %d,\n%s  \"gpu_queues\": %d,\n%s  \"pcie_trips\": %d,\n"
                "%s  \"ring\": ", indent, plan->streams, indent, plan->scheme, indent, plan->gpu_queues, indent,
                pcie_trips(plan), indent);
        json_ring(out, plan);
        fprintf(out, ",\n%s  \"copies\": \"%s\",\n", indent,
                plan->staged ? "staged" : plan->pinned_host ? "pinned" : "pageable");
        fprintf(out, "%s  \"device_bytes\": %" PRIu64 ",\n%s  \"device_needed\": %" PRIu64 ",\n", indent,
                plan->device_bytes, indent, plan->device_needed);
        fprintf(out, "%s  \"device_budget\": %" PRIu64 ",\n%s  \"budget_from\": \"%s\",\n", indent,
                plan->gpu.budget_bytes, indent, budget_source(plan));
        if (plan->mode == MODE_HYBRID)
            fprintf(out, "%s  \"gpu_rows\": %" PRId64 ",\n%s  \"cpu_share\": %.9g,\n", indent, plan->gpu_rows, indent,
                    plan->hybrid_fraction);
    }
    fprintf(out, "%s  \"on_gpu\": %s\n%s}", indent, on_gpu(plan) ? "true" : "false", indent);
}

/* -list-backends: a line each (name, where, modes, what it teaches;
 * tab-separated), or with -json one array. Scripts and tests read this
 * instead of a list of their own. */
void backends_list(FILE *out, enum output_format format)
{
    const bool json = format == FORMAT_JSON, csv = format == FORMAT_CSV;
    fprintf(out, json ? "{\n  \"backends\": [\n" : csv ? "name,runs_on,modes,teaches\n" : "");
    for (int b = 0; b < backend_count; ++b) {
        const bool gpu = backend_needs_gpu(&backends[b]);
        const char *where = gpu ? "gpu" : "host";
        char modes[128] = "";
        for (int m = 0; m < MODE_COUNT; ++m)
            if ((m == MODE_HOST) != gpu)
                snprintf(modes + strlen(modes), sizeof modes - strlen(modes), "%s%s", modes[0] ? "," : "",
                         mode_rule((enum run_mode)m)->name);
        if (json) /* the names and texts hold no quote or backslash (the table's own) */
            fprintf(out, "    {\"name\": \"%s\", \"runs_on\": \"%s\", \"modes\": \"%s\", \"teaches\": \"%s\"}%s\n",
                    backends[b].name, where, modes, backends[b].teaches, b + 1 < backend_count ? "," : "");
        else if (csv) /* the modes and texts hold commas: quoted (and they hold no quote) */
            fprintf(out, "%s,%s,\"%s\",\"%s\"\n", backends[b].name, where, modes, backends[b].teaches);
        else
            fprintf(out, "%s\t%s\t%s\t%s\n", backends[b].name, where, modes, backends[b].teaches);
    }
    fprintf(out, json ? "  ]\n}\n" : "");
}

/*
 * device/visible.c - which GPUs a process will see, known before CUDA starts,
 * and making the one a run uses the only one it sees (see device.h).
 *
 * The driver starts every device a process can see at its first CUDA call:
 * a bare cudaFree(0) took 1.25-1.39 s with four H200s visible and 0.39-0.43
 * s with one (issue 67). So a single process names its GPU in
 * CUDA_VISIBLE_DEVICES before CUDA starts: the entry -device picks of the
 * list it was given, or that index where none was (an index keeps its
 * meaning under CUDA_DEVICE_ORDER, which CUDA reads as before). And a
 * machine with no GPU is known at once, so that a GPU run says so before
 * it allocates the grid.
 *
 *   ./smooth -dry-run            the plan names the GPU a run would open
 */
#include "device.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Where the NVIDIA driver lists its GPUs, a folder each; and the nodes a
 * driver makes (Linux; WSL's /dev/dxg). */
#define DRIVER_GPUS "/proc/driver/nvidia/gpus"

static int folder_entries(const char *path)
{
    DIR *dir = opendir(path);
    if (!dir)
        return -1;
    int count = 0;
    for (struct dirent *e; (e = readdir(dir));)
        count += e->d_name[0] != '.';
    closedir(dir);
    return count;
}

int gpu_driver_gpus(void)
{
    static int gpus = -2; /* read once: the census, the narrowing and -dry-run's words all ask */
    if (gpus == -2) {
        const int listed = folder_entries(DRIVER_GPUS);
        gpus = listed >= 0                                                                 ? listed
               : access("/dev/nvidiactl", F_OK) == 0 || access("/dev/dxg", F_OK) == 0 ? -1 /* a driver, no list */
                                                                                       : 0;
    }
    return gpus;
}

/* The next comma-separated entry of `list` from *at, trimmed, into entry;
 * false at the end. */
static bool next_entry(const char **at, char *entry, size_t size)
{
    const char *p = *at;
    if (!p)
        return false;
    const char *comma = strchr(p, ',');
    const char *end = comma ? comma : p + strlen(p);
    while (p < end && isspace((unsigned char)*p))
        ++p;
    const char *last = end;
    while (last > p && isspace((unsigned char)last[-1]))
        --last;
    const size_t length = (size_t)(last - p) < size - 1 ? (size_t)(last - p) : size - 1;
    memcpy(entry, p, length);
    entry[length] = '\0';
    *at = comma ? comma + 1 : NULL;
    return true;
}

/* An entry CUDA would take: an index below the driver's count (any index
 * where the count is unknown), or a name (GPU-..., MIG-...). CUDA stops at
 * the first entry it cannot take. */
static bool entry_usable(const char *entry, int driver_gpus)
{
    if (!*entry)
        return false;
    if (isdigit((unsigned char)entry[0]) || entry[0] == '-' || entry[0] == '+') {
        char *end;
        const long index = strtol(entry, &end, 10);
        return *end == '\0' && index >= 0 && (driver_gpus < 0 || index < driver_gpus);
    }
    return true;
}

int gpu_visible_count(const char *visible, int driver_gpus, char *why, size_t size)
{
    if (why && size)
        why[0] = '\0';
    if (driver_gpus == 0) {
        if (why)
            snprintf(why, size, "no NVIDIA driver here: no %s, /dev/nvidiactl or /dev/dxg", DRIVER_GPUS);
        return 0;
    }
    if (!visible)
        return driver_gpus; /* -1 where the driver does not list them */
    int count = 0;
    char entry[128];
    for (const char *at = visible; next_entry(&at, entry, sizeof entry) && entry_usable(entry, driver_gpus);)
        ++count;
    if (count == 0 && why) {
        char shown[48];
        snprintf(shown, sizeof shown, "%.40s%s", visible, strlen(visible) > 40 ? "..." : "");
        snprintf(why, size, "CUDA_VISIBLE_DEVICES='%s' names no GPU %s", shown,
                 driver_gpus > 0 ? "of this machine's" : "it can see");
    }
    return count;
}

int gpu_census(char *why, size_t size)
{
    return gpu_visible_count(getenv("CUDA_VISIBLE_DEVICES"), gpu_driver_gpus(), why, size);
}

int gpu_visible_pick(const char *visible, int driver_gpus, int device, char *entry, size_t size)
{
    entry[0] = '\0';
    const int count = gpu_visible_count(visible, driver_gpus, NULL, 0);
    /* unknown count: only device 0 is safe to name (it is there whenever any is) */
    if (device < 0 || (count >= 0 && device >= count) || (count < 0 && device != 0) || count == 1)
        return count;
    if (visible) {
        const char *at = visible;
        for (int i = 0; i <= device; ++i)
            next_entry(&at, entry, size);
    } else {
        snprintf(entry, size, "%d", device);
    }
    return count;
}

int gpu_visible_only(int device, char *shown, size_t size)
{
    char entry[128];
    const int count = gpu_visible_pick(getenv("CUDA_VISIBLE_DEVICES"), gpu_driver_gpus(), device, entry, sizeof entry);
    if (entry[0] && setenv("CUDA_VISIBLE_DEVICES", entry, 1) != 0)
        entry[0] = '\0';
    if (shown && size)
        snprintf(shown, size, "%s", entry);
    return count;
}

void gpu_visible_text(int device, int ranks, char *text, size_t size)
{
    char entry[128];
    const int count = gpu_visible_pick(getenv("CUDA_VISIBLE_DEVICES"), gpu_driver_gpus(), device, entry,
                                       sizeof entry);
    char of[32] = "";
    if (count > 0)
        snprintf(of, sizeof of, " of %d", count);
    if (ranks > 1)
        snprintf(text, size, "each rank's GPU, (-device + node-local rank) mod the GPUs of its node%s", of);
    else if (entry[0])
        snprintf(text, size, "GPU %d%s, the only one the run opens (CUDA_VISIBLE_DEVICES=%s)", device, of, entry);
    else
        snprintf(text, size, "GPU %d%s", device, of);
}

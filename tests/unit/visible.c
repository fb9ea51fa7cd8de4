/* visible.c - unit tests of device/visible.c: the GPUs a process will see, read from
 * CUDA_VISIBLE_DEVICES and the driver's count as CUDA reads them, and the one entry that makes
 * a run's GPU the only one it sees (issue 67). No GPU needed.
 *
 *   make build/tests/visible.t && build/tests/visible.t
 */
#include "device.h"
#include "tap.h"

#include <string.h>

static int count(const char *visible, int driver, char *why)
{
    return gpu_visible_count(visible, driver, why, 256);
}

static const char *pick(const char *visible, int driver, int device, int *n)
{
    static char entry[128];
    *n = gpu_visible_pick(visible, driver, device, entry, sizeof entry);
    return entry;
}

int main(void)
{
    char why[256];
    ok(count(NULL, 0, why) == 0 && strstr(why, "no NVIDIA driver"), "no driver: none, saying so (%s)", why);
    ok(count("0,1", 0, why) == 0, "no driver: none, whatever CUDA_VISIBLE_DEVICES says");
    ok(count(NULL, 4, why) == 4 && !why[0], "unset: the driver's 4");
    ok(count(NULL, -1, why) == -1, "unset, a driver that does not list them: unknown");
    ok(count("", 4, why) == 0 && strstr(why, "CUDA_VISIBLE_DEVICES=''"), "empty: none (%s)", why);
    ok(count("7", 1, why) == 0 && strstr(why, "names no GPU"), "7 on a 1-GPU machine: none (%s)", why);
    ok(count("-1", 4, why) == 0, "-1: none");
    ok(count("1,7,0", 4, why) == 1, "1,7,0 on 4: 1, CUDA stops at 7");
    ok(count(" 2 , 3", 4, why) == 2, "spaces around entries: 2");
    ok(count("GPU-8a1b,MIG-3c4d", 4, why) == 2, "UUIDs and MIG names count");
    ok(count("3,x", -1, why) == 2, "an index where the count is unknown counts");
    ok(count("1a", 4, why) == 0, "1a: no index, none");

    int n;
    ok(strcmp(pick(NULL, 4, 2, &n), "2") == 0 && n == 4, "unset, 4 GPUs, -device 2: CUDA_VISIBLE_DEVICES=2");
    ok(strcmp(pick("5,6,7", 8, 2, &n), "7") == 0 && n == 3, "5,6,7, -device 2: 7 (the entry, not the index)");
    ok(strcmp(pick(" GPU-aa , MIG-bb ", 4, 1, &n), "MIG-bb") == 0 && n == 2, "a MIG name, trimmed");
    ok(strcmp(pick(NULL, 4, 4, &n), "") == 0 && n == 4, "-device 4 of 4: nothing set (the plan refuses it)");
    ok(strcmp(pick("3", 4, 0, &n), "") == 0 && n == 1, "one visible already: nothing set");
    ok(strcmp(pick(NULL, -1, 0, &n), "0") == 0 && n == -1, "unknown count, -device 0: 0 (there whenever any is)");
    ok(strcmp(pick(NULL, -1, 1, &n), "") == 0, "unknown count, -device 1: nothing set");
    ok(strcmp(pick("", 4, 0, &n), "") == 0 && n == 0, "none visible: nothing set");
    return done_testing();
}

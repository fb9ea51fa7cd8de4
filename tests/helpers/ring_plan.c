/*
 * ring_plan.c - prints the ring smooth plans for ROWS x COLS inner elements
 * on STREAMS streams in BYTES of device memory, as "depth rows slabs"
 * ("none" if not even a one-row slab fits), from the rule itself
 * (src/slabs.c), so that tests/ring.t need not copy it:
 *   build/tests/ring-plan ROWS COLS STREAMS BYTES
 */
#include "slabs.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: ring-plan ROWS COLS STREAMS BYTES\n");
        return 2;
    }
    struct ring_plan r;
    if (!ring_plan(atoll(argv[1]), atoll(argv[2]), atoi(argv[3]), (size_t)strtoull(argv[4], NULL, 10), &r))
        return puts("none") < 0;
    printf("%d %lld %d\n", r.depth, (long long)r.rows, r.slabs);
    return 0;
}

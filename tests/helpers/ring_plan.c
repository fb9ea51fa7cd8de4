/*
 * ring_plan.c - prints the ring smooth plans for ROWS x COLS inner elements
 * on STREAMS streams in BYTES of device memory, SWEEPS sweeps a pass
 * wanted (1 if left out), as "depth rows slabs halo" ("none" if not even a
 * one-row slab fits), from the rule itself (src/plan/slabs.c), so that
 * tests/ring.t need not copy it:
 *   build/tests/ring-plan ROWS COLS STREAMS BYTES [SWEEPS]
 */
#include "slabs.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc != 5 && argc != 6) {
        fprintf(stderr, "usage: ring-plan ROWS COLS STREAMS BYTES [SWEEPS]\n");
        return 2;
    }
    struct ring_plan r;
    if (!ring_plan(atoll(argv[1]), atoll(argv[2]), atoi(argv[3]), (size_t)strtoull(argv[4], NULL, 10),
                   argc == 6 ? atoi(argv[5]) : 1, &r))
        return puts("none") < 0;
    printf("%d %lld %d %d\n", r.buffers, (long long)r.rows, r.slabs, r.pass);
    return 0;
}

/*
 * labels.h - the label of every row the timer table can show, defined once.
 * The C code times under these names; the scripts read the rows by the
 * same text (scripts/smoothtools/), and tests/scripts.t checks that every
 * label a script names is one of these.
 *
 * "CPU:" rows are timed with the monotonic wall clock, "GPU:" rows with
 * CUDA events (or the wall clock around a host-driven copy). A row that ran
 * while other work went on gains " (overlapped)".
 */
#ifndef SMOOTH_LABELS_H
#define SMOOTH_LABELS_H

#define OVERLAPPED " (overlapped)"

/* the driver (main.c): the story of a run */
#define LABEL_ALLOC_X      "CPU: Alloc-X"
#define LABEL_ALLOC_Y      "CPU: Alloc-Y"
#define LABEL_INIT_X       "CPU: Init-X"
#define LABEL_POISON_Y     "CPU: Poison-Y"
#define LABEL_COUNT_X      "CPU: Count-X"
#define LABEL_COUNT_Y      "CPU: Count-Y"
#define LABEL_VERIFY       "CPU: Verify"
#define LABEL_TOTAL        "Total (wall)"
#define LABEL_MPI_HALO     "MPI: Halo"
/* the ranks meet before each run, and the whole grid's before its sweeps
   (after its copy-in): the waits are their skew */
#define LABEL_MPI_START    "MPI: Start (waiting)"
#define LABEL_MPI_SWEEPS   "MPI: Sweeps start (waiting)"

/* MPI parts' swaps of edge rows, in every mode (the exchange, exchange.h):
   waiting for the neighbours (over MPI: the wait for their rows), the rows
   moving (GPU copies; over MPI from the host, the hand-over to MPI) */
#define LABEL_EDGES_WAITING "MPI: Edges (waiting)"
#define LABEL_EDGES_COPIES  "MPI: Edges (copies)"

/* the cpu backend */
#define LABEL_CPU_SMOOTH   "CPU: Smooth"

/* the GPU: opening it, and the whole grid */
#define LABEL_GPU_INIT     "GPU: Init"
#define LABEL_GPU_ALLOC_X  "GPU: Alloc-X"
#define LABEL_GPU_ALLOC_Y  "GPU: Alloc-Y"
#define LABEL_PIN_STAGING  "GPU: Pin-staging"
#define LABEL_GPU_POISON_Y "GPU: Poison-Y"
#define LABEL_COPY_IN      "GPU: Copy-in"
#define LABEL_GPU_SMOOTH   "GPU: Smooth"
#define LABEL_COPY_OUT     "GPU: Copy-out"

/* streams and the ring: the pipelined region, and each stage's busy time */
#define LABEL_PIN_XY       "GPU: Pin-X+Y"
#define LABEL_ALLOC_RING   "GPU: Alloc-Ring"
#define LABEL_STREAMS      "GPU: Streams"
#define LABEL_COPY_IN_SUM  "GPU: Copy-in (sum)"
#define LABEL_SMOOTH_SUM   "GPU: Smooth (sum)"
#define LABEL_COPY_OUT_SUM "GPU: Copy-out (sum)"
#define LABEL_STAGES_SUM   "GPU: Stages (sum)"
#define LABEL_STAGE_IN_SUM "CPU: Stage-in X (sum)"
#define LABEL_STAGE_OUT_SUM "CPU: Stage-out Y, Count-Y (sum)"

/* hybrid */
#define LABEL_CALIBRATE    "Hybrid: Calibrate"
#define LABEL_HYBRID_CPU   "CPU: Smooth (hybrid rows)"
#define LABEL_HYBRID_GPU   "GPU: Smooth (hybrid rows)"
#define LABEL_HYBRID_TOTAL "Hybrid: Total"

/* -bandwidth (the host rows name the thread count: "Host: copy, 16 threads") */
#define LABEL_HOST_COPY    "Host: copy, %d threads"
#define LABEL_HOST_FILL    "Host: fill, %d threads"
#define LABEL_HOST_READ    "Host: read, %d threads"
#define LABEL_H2D_PINNED   "GPU: H2D pinned"
#define LABEL_D2H_PINNED   "GPU: D2H pinned"
#define LABEL_BOTH_PINNED  "GPU: Bidirectional pinned"
#define LABEL_H2D_PAGEABLE "GPU: H2D pageable"
#define LABEL_D2H_PAGEABLE "GPU: D2H pageable"
#define LABEL_D2D          "GPU: D2D"
#define LABEL_PIN          "GPU: Pin (cudaHostRegister)"
/* the compute ceilings: the stencil's arithmetic with no memory traffic to
   speak of (G cell-updates/s), against which temporal blocking is measured */
#define LABEL_HOST_STENCIL "Host: stencil from L1, %d threads"
#define LABEL_GPU_STENCIL  "GPU: Stencil from registers"

#endif

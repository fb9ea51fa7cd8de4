/*
 * smooth.h - the types every part of smooth shares: the stencil constants,
 * the grid layout, the options and the job a backend runs.
 *
 * The grid is (rows+2) x (cols+2) floats, row-major, one allocation:
 * element (i, j) sits at i*(cols+2) + j, and rows/columns 0 and rows+1 /
 * cols+1 are the ghost layer. A single-process run has rows = cols = n;
 * an MPI rank holds a part of the rows. Every size and index is 64-bit.
 */
#ifndef SMOOTH_H
#define SMOOTH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SMOOTH_VERSION "1.2.0"
/* The commit built from (git describe --always --dirty), or "unknown": version.c. */
extern const char smooth_commit[];

/* Exit codes: documented in README and -help. */
enum {
    EXIT_OK = 0,
    EXIT_RUNTIME = 1,  /* out of memory, no CUDA device, CUDA or I/O error */
    EXIT_USAGE = 2,    /* bad command line */
    EXIT_MISMATCH = 3  /* -verify found a difference */
};

/* y(i,j) = a*(4 diagonal neighbours) + b*(4 edge neighbours) + c*x(i,j) */
struct stencil {
    float a, b, c;
};

/* The tutorial's constants: the default of -a -b -c (options.c spells them
 * for the parser) and what the compute ceilings and the labs measure with. */
static const struct stencil TUTORIAL_STENCIL = {0.05f, 0.1f, 0.4f};

/* Bytes one sweep must move at the least: read x once (ghost layer
 * included) and write the inner y. The GB/s of every smoothing row. */
static inline double sweep_bytes(int64_t rows, int64_t cols)
{
    return 4.0 * ((double)(rows + 2) * (double)(cols + 2) + (double)rows * (double)cols);
}

enum rng_kind { RNG_COUNTER, RNG_LIBC };
/* How MPI parts on GPUs trade edge rows (-edges; the plan's edges): through
 * the host, or GPU to GPU (CUDA IPC peer copies); auto: the plan decides;
 * none: no swaps (one process, or one sweep). */
enum edges_kind { EDGES_AUTO, EDGES_HOST, EDGES_PEER, EDGES_NONE };
/* Its names, in its order: -edges takes the first three; "none" is a plan's (no rows traded). */
#define EDGES_CHOICES "auto", "host", "peer"
static const char *const EDGES_NAMES[] = {EDGES_CHOICES, "none"};
enum output_format { FORMAT_TEXT, FORMAT_CSV, FORMAT_JSON };

/* Everything the command line sets: options.c's table of options says
 * where each goes, its limits and its default. */
struct options {
    int64_t n;                /* inner elements in a row/column */
    const char *backend;      /* -kernel: the backend's name; NULL = default (opt with a GPU, else cpu) */
    int threads;              /* OpenMP threads for host work; 0 = all cores */
    struct stencil stencil;   /* smoothing constants a, b, c */
    float threshold;          /* count elements strictly below this */
    uint64_t seed;
    enum rng_kind rng;
    int streams;              /* 0 = whole grid at once; S > 0 = S slabs on S streams */
    int scheme;               /* 1 or 2; 0 = not given */
    bool hybrid;              /* CPU smooths a share of the rows while the GPU streams */
    double hybrid_fraction;   /* with hybrid: the CPU share in (0,1); < 0 = auto */
    int device;               /* CUDA device ordinal */
    bool pin;                 /* pin host arrays for GPU copies */
    uint64_t device_memory;   /* -device-memory: the most bytes the GPU's arrays may use; 0 = all free */
    int iterations;           /* sweeps: each smooths the field the one before made (x first) */
    int depth;                /* -depth: GPU sweeps per launch (temporal blocking); 0 = auto */
    enum edges_kind edges;    /* -edges: how MPI parts on GPUs trade edge rows */
    int repeat;               /* timed repetitions of the smoothing step (1 = no warm-up) */
    bool repeat_given;        /* -repeat was on the command line (-bandwidth: else 5) */
    bool pin_given, device_given; /* -pin, -device were on the command line */
    bool verify;              /* compare y with the serial cpu reference */
    bool checksum;            /* print a checksum of the whole y array */
    const char *dump_path;    /* write y as raw float32 */
    const char *timeline_path;/* write every copy and kernel as CSV */
    enum output_format format;
    bool csv_rows;            /* -csv-rows: -csv without its header line, for appending */
    const char *output_path;  /* where -csv/-json go; NULL = standard output */
    bool list_devices;        /* -list: print devices and exit */
    bool list_backends;       /* -list-backends: print the backends and exit */
    bool dry_run;             /* -dry-run: print the plan and exit */
    bool bandwidth;           /* -bandwidth: measure copy rates and exit */
    char command_line[1024];  /* as typed, for the header and machine-readable output */
};

/* How a grid too large for the GPU went through the ring of device buffers
 * (buffers 0: it did not). */
struct ring_shape {
    int buffers, slabs, streams, scheme;
    int64_t rows;               /* rows per slab, at most */
    uint64_t device_bytes;      /* device memory the ring's buffers take */
    uint64_t needed_bytes;      /* what x and y whole would take */
    uint64_t allowed_bytes;     /* what the run may use (free memory, or -device-memory) */
    bool staged;                /* copies through pinned buffers (else pageable) */
};

/* Highest accepted -repeat. */
#define REPEAT_MAX 100

/* Highest accepted -iterations. */
#define ITERATIONS_MAX 1000000
/* Deepest temporal blocking (-depth): sweeps per launch of the GPU kernel,
 * and per pass over the host's memory. */
#define TEMPORAL_DEPTH_MAX 16
/* The sweeps a pass by default: min(K, this), measured best on the H100
 * machine (docs/performance/many-sweeps.md): opt's launch on the GPU, the host's pass
 * over its caches (also the hybrid's sides between swaps). */
#define TEMPORAL_LAUNCH_AUTO 6
#define CPU_PASS_AUTO 16
/* A grid larger than the GPU: sweeps per pass through the ring (each slab
 * brings that many halo rows each side), by default min(K, 64), at most
 * 256 (-depth). */
#define RING_DEPTH_AUTO 64
#define RING_DEPTH_MAX 256

#ifdef __cplusplus
}
#endif

#endif

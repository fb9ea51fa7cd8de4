/*
 * report.h - what a run found and how long each step took, printed as the
 * tutorial's summary and timer table (text, the default), or as one CSV
 * record or JSON object for scripts.
 */
#ifndef SMOOTH_REPORT_H
#define SMOOTH_REPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "plan.h"
#include "smooth.h"
#include "timer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A smoothing run, or (bytes_per_copy > 0) a -bandwidth measurement, which
 * has a header and timers but no summary. */
struct run_info {
    const struct options *opt;
    const char *backend;        /* resolved -kernel; "bandwidth" for -bandwidth */
    const struct plan *plan;    /* how the run went, as planned: its sweeps, its summary (NULL: -bandwidth) */
    int repeat;                 /* kept runs per timer row (after one warm-up if > 1) */
    size_t bytes_per_copy;      /* -bandwidth: the bytes each copy moves */
    char detail[640];           /* how the backend ran (streams, hybrid split), or "" */
    struct ring_shape ring;     /* rank 0's ring; buffers 0: none */
    int depth;                  /* sweeps a pass over memory (temporal blocking), >= 1 */
    double redundancy;          /* cells computed per cell of the result, >= 1 */
    char device[256];           /* "0: NVIDIA H100 ..., sm_90, ..." or "" for cpu */
    char edges[192];            /* MPI: how the parts traded edge rows, and why (the Edge rows line) */
    int threads;                /* OpenMP threads for host work: the plan's */
    int ranks;                  /* MPI ranks (1 without MPI) */
    int64_t below_x, below_y;   /* inner elements below the threshold */
    bool verified;              /* -verify ran */
    size_t mismatches;          /* its result */
    char verify_detail[1024];   /* the first mismatches, if any */
    bool has_checksum;
    uint64_t checksum;
};

/* -csv's header line: a table of runs begins with it (-csv-rows appends rows under it). */
#define REPORT_CSV_HEADER                                                                                             \
    "command,backend,device,threads,ranks,rng,seed,repeat,iterations,depth,redundancy,n,threshold,a,b,c,"            \
    "below_x,fraction_x,below_y,fraction_y,verify,checksum,timer,seconds,gb_per_s,gcells_per_s"

/* The whole report in the format -csv/-json/text selected. */
void report_write(FILE *out, const struct run_info *run, const struct timer *t);

/* report_write to where -csv/-json FILE says (standard output by default);
 * a failed write exits 1 naming the file. */
void report_emit(const struct run_info *run, const struct timer *t);

/* The timer table alone: "Action :: time/s ...", a row per label. */
void report_timers(FILE *out, const struct timer *t);

#ifdef __cplusplus
}
#endif

#endif

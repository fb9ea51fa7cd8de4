#!/usr/bin/env bash
# mpi-gpu.t - the MPI build with GPU kernels (./smooth-mpi under mpirun, ranks sharing the
# device): counts and whole-array checksums equal one process of the cpu backend for every
# kernel, -iterations K (edge rows swapped every sweep, or D rows every D sweeps with temporal
# blocking), -streams, the ring and -hybrid on each rank; without a GPU, a rank that has none
# ends the whole job. A file apart from mpi.t (its cpu ranks) so that the two run side by side
# (issue 39: the suite on the GPU machine). Skips without mpirun or ./smooth-mpi.
ALL_GPUS=1 # ranks on GPUs of their own, as a node runs them (lib.sh)
. "$(dirname "$0")/lib.sh"
. tests/mpi_lib.sh

if ! have_gpu; then
    out=$(mpi 2 -n 64 -kernel opt 2>&1); status=$?
    ok "a rank without a GPU fails the whole job (exit $status)" test "$status" -ne 0
    like "... naming the rank and why" "$out" 'smooth: rank [01]: no CUDA device found'
    ok "... without hanging (not stopped by mpi_run's timeout, exit 124)" test "$status" -ne 124
    done_testing
fi

check_kernel opt "1 2 4" 1 3 100 1000
check_kernel sh16 "2 3" 17 100
check_covered opt "2 3 4" "1 3 100 1000" "-iterations 2" "-iterations 3" "-iterations 8"
# Temporal blocking across GPU ranks (opt, each part whole on its GPU):
# halos D rows deep, swapped every D sweeps (one launch); D at most the
# smallest part's rows; K below, at and past D; pageable copies
check_covered opt "2 3 4" "7 61 300" "-iterations 13 -depth 2" "-iterations 13 -depth 5" "-iterations 13 -depth 16"
RNG="-iterations 21 -pin off" check_kernel opt "2 3" 17 1000
# Edge rows GPU to GPU (the default on one node: CUDA IPC peer copies, each launch's inner rows
# overlapped with the swap where a part has 3D rows) and through the host (-edges host, which
# overlaps the same way), alike: every path against one process, parts smaller than 3D (no
# overlap) and larger, K not a multiple of D, P not dividing n, more ranks than GPUs
check_covered opt "2 3 4" "61 300" "-iterations 13 -depth 5 -edges host" "-iterations 13 -depth 2 -edges peer" \
    "-iterations 40 -edges host" "-iterations 40 -edges peer"
check_covered opt "2 3" "61 300" "-iterations 13 -depth 4 -streams 3 -edges host" "-iterations 5 -depth 1 -edges host"
check_covered sh16 "2 3" "61" "-iterations 5 -edges peer" "-iterations 5 -edges host"
out=$(mpi 2 -n 300 -kernel opt -iterations 40 -verify 2>&1)
like "2 GPU ranks, -iterations 40: the header's Edge rows line says GPU to GPU, and why" "$out" \
    '^Edge rows    :: peer: GPU to GPU, CUDA IPC copies \(every rank on one node\)'
like "... the swaps' waits have a timer row of their own" "$out" '^MPI: Edges \(waiting\) +:: +[0-9.]+'
like "... and so do their copies" "$out" '^MPI: Edges \(copies\) +:: +[0-9.]+'
like "... the sweeps start together (a timer row of the wait)" "$out" 'MPI: Sweeps start \(waiting\) +:: +[0-9.]+'
like "... -verify passes" "$out" '^Verify       :: PASS'
like "... the Device line names each rank's GPU" "$out" "^Device .*the ranks' GPUs, by rank.*: [0-9]+ [0-9]+\)"
# -timeline across GPU ranks: each rank's copies and sweeps, and its swaps on the lane "edges"
# (peer: the wait for the neighbours, then the copies; host: each swap whole), a rank column last
mpi 2 -n 300 -kernel opt -iterations 40 -depth 4 -timeline "$TMP/peer-tl.csv" >/dev/null 2>"$TMP/tl.err"
is "-timeline, 2 GPU ranks: exit 0" "$?:$(cat "$TMP/tl.err")" "0:"
is "-timeline, 2 GPU ranks, peer: each rank's 10 swaps as a wait and a copy, and its kernel" \
    "$(tail -n +2 "$TMP/peer-tl.csv" | cut -d, -f1,2,7 | sort | uniq -c | awk '{print $1, $2}' | tr '\n' ' ')" \
    "1 0,copy-in,0 1 0,copy-in,1 1 0,copy-out,0 1 0,copy-out,1 1 0,kernel,0 1 0,kernel,1 10 edges,edge-copy,0 10 edges,edge-copy,1 10 edges,wait,0 10 edges,wait,1 "
awk -F, 'NR > 1 && ($5 < $4 || $4 < 0) { bad = 1 } END { exit bad }' "$TMP/peer-tl.csv"
is "... every operation ends after it starts, none before the origin" "$?" 0
mpi 2 -n 300 -kernel opt -iterations 40 -depth 4 -edges host -timeline "$TMP/host-tl.csv" >/dev/null 2>"$TMP/tl.err"
is "... -edges host: exit 0" "$?:$(cat "$TMP/tl.err")" "0:"
is "... -edges host: each swap one host-swap" "$(grep -c '^edges,host-swap,' "$TMP/host-tl.csv")" 20
if have_matplotlib; then
    like "... plot-timeline draws each rank's lanes" "$(scripts/plot-timeline "$TMP/peer-tl.csv" "$TMP/peer-tl.png" 2>&1)" \
        '\(46 operations on 4 lanes, 2 ranks\)$'
else
    skip "... plot-timeline draws each rank's lanes: needs matplotlib (Debian: python3-matplotlib)"
fi
out=$(mpi 2 -n 300 -kernel opt -iterations 40 -edges host -json 2>&1)
like "-edges host: -json's edge_rows says so" "$out" '"edge_rows": "host: GPU -> pinned host -> MPI -> host -> GPU"'
out=$(mpi 2 -n 300 -kernel opt -iterations 40 -streams 3 -verify 2>&1)
like "-streams 3 across 2 GPU ranks: peer too" "$out" '^Edge rows    :: peer: GPU to GPU'
like "... -verify passes" "$out" '^Verify       :: PASS'
out=$(mpi 2 -n 300 -kernel opt -iterations 4 -hybrid 0.5 2>&1)
like "-hybrid across ranks: its rows through the host, and why" "$out" '^Edge rows    :: host: .*\(-hybrid: the CPU'"'"'s rows'
like "... its swaps with the neighbouring parts timed (every mode's are)" "$out" '^MPI: Edges \(copies\) +:: +[0-9.]+'
out=$(mpi 2 -n 300 -kernel opt -iterations 4 -device-memory 20K 2>&1)
like "the ring across ranks: its host rows' swaps between passes timed too" "$out" '^MPI: Edges \(waiting\) +:: +[0-9.]+'
out=$(mpi 2 -n 300 -kernel opt -iterations 40 -repeat 3 -verify 2>&1)
like "-repeat 3 (peer swaps across runs, each run's last pulls waited for): -verify passes" "$out" '^Verify       :: PASS'

out=$(mpi 2 -n 100 -kernel opt -iterations 9 -verify 2>&1)
like "2 GPU ranks, -iterations 9: 6 sweeps a launch and halos 6 deep, said in the header" "$out" \
    '^Backend      :: opt; whole grid.*; 6 sweeps a launch, halos that deep swapped between launches \(temporal'
like "... -verify passes" "$out" '^Verify       :: PASS'
out=$(mpi 3 -n 7 -kernel opt -iterations 9 -depth 16 2>&1)
like "3 GPU ranks of 7 rows, -depth 16: 2 sweeps a launch (the smallest part's rows)" "$out" '; 2 sweeps a launch, halos'
out=$(mpi 2 -n 300 -kernel opt -iterations 9 -depth 4 -device-memory 20K 2>&1); status=$?
is "-depth 4 across GPU ranks that stream through rings: exit 2" "$status" 2
like "... saying why" "$out" "needs every rank's x and y whole on its device"
RNG="-iterations 4 -pin off" check_kernel sh18 "2 3" 17 300
RNG="-iterations 3 -streams 2" check_kernel opt "2 3" 100 1000
# -streams across ranks, the sweeps between the first and the last D a
# launch on each part's rows and D - 1 of each neighbour's, D rows
# swapped between launches and before the last sweep; K - 2 below, at
# and past D; parts as small as 3 rows (n = 13 on 4 ranks: the fewest 3
# streams take, and fewer than D); K = 2 (no sweeps between); both schemes
check_covered opt "2 3 4" "13 61 300" "-iterations 13 -depth 2 -streams 3" "-iterations 13 -depth 5 -streams 3" \
    "-iterations 13 -depth 16 -streams 3"
check_covered opt "2 3" "17 1000" "-iterations 2 -streams 2 -scheme 1" "-iterations 3 -streams 2 -scheme 1" \
    "-iterations 10 -streams 2 -scheme 1"
out=$(mpi 2 -n 100 -kernel opt -iterations 10 -streams 2 -verify 2>&1)
like "2 ranks, -streams 2 -iterations 10: the 8 sweeps between 6 a launch, halos 6 deep, said in the header" "$out" \
    '^Backend      :: opt; 2 streams, scheme 2; 6 sweeps a launch, halos that deep swapped between launches \(temporal'
like "... -verify passes" "$out" '^Verify       :: PASS'
RNG="-iterations 8 -streams 3 -scheme 1" check_kernel sh16 "2 4" 61
RNG="-iterations 3 -device-memory 20K" check_kernel opt "2 3" 100 301
out=$(mpi 2 -n 2000 -kernel opt -streams 4 -verify 2>&1)
like "2 ranks, streams on each: -verify passes" "$out" '^Verify       :: PASS'
# each rank's part larger than the device memory it may use: each streams through its own ring
want=$("$SMOOTH" -n 3001 -kernel cpu -checksum -seed 9 | summary)
for p in 2 3; do
    got=$(mpi "$p" -n 3001 -kernel opt -device-memory 1M -checksum -seed 9 2>"$TMP/err" | tee "$TMP/out" | summary)
    is "opt n=3001, $p ranks, each through a ring in 1M: counts and checksum equal one process's" "$got" "$want"
    like "... the header shows rank 0's ring" "$(grep '^Backend' "$TMP/out")" 'streamed \(the grid does not fit\).*; ring of '
done
out=$(mpi 2 -n 2000 -kernel opt -hybrid 0.5 -streams 2 -verify 2>&1)
like "2 ranks, hybrid on each: -verify passes" "$out" '^Verify       :: PASS'
# -hybrid with K sweeps on each rank, -depth 1: its GPU and CPU rows swap
# a row each way, the parts their edge rows (parts of 1 and 2 rows; auto
# may give the GPU every row)
check_covered opt "2 3" "3 100 401" "-iterations 3 -hybrid 0.1 -depth 1" "-iterations 3 -hybrid 0.5 -depth 1" \
    "-iterations 3 -hybrid 0.9 -depth 1" "-iterations 3 -hybrid auto -depth 1"
# D at a time (temporal blocking): each rank's GPU field holds the part
# above's last D rows besides its own, its CPU's halo the part below's
# first; D at most either side's rows, the least over ranks; a GPU with
# every row of its part (auto: parts under 64 rows) swaps with both
# neighbours; K below, at and past D; sides of a row or two (D = 1)
check_covered opt "2 3" "3 40 100 401" "-iterations 21 -hybrid 0.02" "-iterations 21 -hybrid 0.5" \
    "-iterations 21 -hybrid 0.97" "-iterations 21 -hybrid auto"
check_covered opt "2 3 4" "61 300" "-iterations 13 -depth 2 -hybrid 0.3" "-iterations 13 -depth 5 -hybrid 0.3" \
    "-iterations 13 -depth 16 -hybrid 0.3"
THREADS=3 RNG="-iterations 9 -hybrid 0.6 -pin off" check_kernel opt "2 3" 100
out=$(mpi 3 -n 41 -kernel opt -iterations 21 -hybrid 0.5 -verify 2>&1)
like "3 ranks of 14, 14 and 13 rows, -hybrid 0.5: D = 6, the fewest GPU rows of a rank, in rank 0's header" "$out" \
    ', 6 rows swapped each way every 6 sweeps, with the CPU and the neighbouring parts; CPU share 0\.500'
like "... -verify passes" "$out" '^Verify       :: PASS'
out=$(mpi 2 -n 100 -kernel opt -iterations 9 -hybrid auto -verify 2>&1)
like "2 ranks of 50 rows, -hybrid auto: the GPU has every row, 9 swapped with the other part every 9 sweeps" "$out" \
    '\(0 rows\), 9 rows swapped each way every 9 sweeps, with the neighbouring parts; CPU share 0\.000'
like "... -verify passes" "$out" '^Verify       :: PASS'
out=$(mpi 2 -n 100 -kernel opt -iterations 9 -hybrid auto -depth 1 2>&1)
like "... -depth 1: a row swapped with the other part between sweeps" "$out" \
    '\(0 rows\), a row swapped each way between sweeps, with the neighbouring parts; CPU share 0\.000'
# Ranks whose splits differ (auto calibrates on each rank; here mpirun's
# MPMD form gives each rank its own -hybrid): a GPU with every row of its
# part (0.001 of 50 or 33 rows rounds to none) next to one that shares
# its part with its CPU (0.1: 5 or 3 rows, so D = 5 or 3, the least over
# ranks), the GPU-alone rank swapping in the CPU's pass sequence; and -depth 1
common="-n 100 -kernel opt -iterations 21 -checksum -seed 5"
# shellcheck disable=SC2086
want=$("$SMOOTH" $common | summary)
for shares in "0.001 0.1" "0.1 0.001" "0.1 0.001 0.1" "0.001 0.1 0.001"; do
    for depth in 1 0; do
        app=()
        # shellcheck disable=SC2206
        for F in $shares; do app+=(: -np 1 "$MPI_SMOOTH" $common -hybrid "$F" -depth "$depth" -verify); done
        out=$(OMP_NUM_THREADS=2 mpi_run 120 "${app[@]:1}" 2>&1)
        is "-hybrid per rank $shares, -depth $depth: counts and checksum equal one process's" \
            "$(summary <<<"$out")" "$want"
        like "... -verify passes" "$out" '^Verify       :: PASS'
    done
done
like "0.001 0.1 0.001: rank 0's GPU alone swaps 3 rows every 3 sweeps (rank 1's CPU has 3)" "$out" \
    '\(0 rows\), 3 rows swapped each way every 3 sweeps, with the neighbouring parts'
want=$("$SMOOTH" -n 300 -kernel cpu -iterations 4 -checksum -seed 5 | summary)
for depth in 1 0; do # the GPU's sweeps one a launch with the other kernels, D or one between swaps
    got=$(mpi 2 -n 300 -kernel sh16 -hybrid 0.5 -iterations 4 -depth $depth -checksum -seed 5 2>&1 | summary)
    is "sh16 -hybrid 0.5 -iterations 4 -depth $depth, 2 ranks: counts and checksum equal the cpu backend's" "$got" "$want"
done

done_testing

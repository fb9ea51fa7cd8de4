#!/usr/bin/env bash
# mpi.t - the MPI build (./smooth-mpi under mpirun): for P = 1..4 ranks and
# n below, equal to and above P (divisible by P or not), the counts and the
# whole-array checksum equal the single-process run's; the refusals; a
# failing rank ends the whole job with its message (no hang). With a GPU,
# the same for GPU kernels, and for -iterations K (parts swapping edge rows
# every sweep, or D rows every D sweeps with temporal blocking). Each case
# is checked against one process of the cpu backend (every backend's y is
# bit-identical to it), and the loops over options, ranks and n run a
# covering design (check_covered; make test-full runs every case). Skips
# without mpirun or ./smooth-mpi.
. "$(dirname "$0")/lib.sh"
MPI_SMOOTH=${MPI_SMOOTH:-./smooth-mpi}
command -v mpirun >/dev/null || skip_all "no mpirun (Debian: openmpi-bin)"
[ -x "$MPI_SMOOTH" ] || skip_all "no $MPI_SMOOTH (make mpi)"
# Root may run mpirun here (CI containers); shared memory without ptrace.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl_vader_single_copy_mechanism=none
mpi() { local p=$1; shift; timeout 120 mpirun --oversubscribe -np "$p" "$MPI_SMOOTH" "$@"; }
summary() { grep -E '^(Number of elements below|Checksum)' | tr -s ' '; }

# make mpi with an MPI compiler wrapper that is not OpenMPI's (MPICH, Intel MPI and Cray wrappers
# know no --showme: the wrapper links, and is asked nothing): built now, in the background, and
# checked at the end (a compile of its own, off the cases' path)
wrapper_pid=
if command -v mpicc >/dev/null; then
    wrapper_bin="$BUILD/mpich-bin" # in the build folder: make's CC cannot hold a TMPDIR with spaces
    rm -rf "$wrapper_bin" && mkdir -p "$wrapper_bin"
    printf '%s\n' '#!/bin/sh' 'for a in "$@"; do case $a in *showme*) echo "unknown option $a" >&2; exit 1;; esac; done' \
        'echo "$*" >>"${0%/*}/calls"' "exec $(command -v mpicc) \"\$@\"" >"$wrapper_bin/mpich-cc"
    chmod +x "$wrapper_bin/mpich-cc"
    wrapped="$BUILD/mpich-style"
    rm -rf "$wrapped"
    (make -s -j4 MPI=1 CC="$wrapper_bin/mpich-cc" BUILD="$wrapped" BIN="$wrapped/smooth-mpi" "$wrapped/smooth-mpi" \
         >"$TMP/wrapped.log" 2>&1 </dev/null
     echo $? >"$TMP/wrapped.status") &
    wrapper_pid=$!
fi

# Cases at once: MPI_JOBS mpiruns side by side (a quarter of the cores; 1 on a 2-core CI machine),
# lib.sh's queue, reported in order (issue 39: the suite on the 16-core GPU machine ran them one
# by one, then in batches that each waited for its slowest). The GPU cases share the device, as
# ranks do.
MPI_JOBS=${MPI_JOBS:-$(( $(nproc 2>/dev/null || echo 4) / 4 ))}
[ "$MPI_JOBS" -ge 1 ] 2>/dev/null || MPI_JOBS=1
CASE_JOBS=$MPI_JOBS
references=0
# data_options OPTIONS...: those that change the numbers (-iterations, -rng), for the reference
data_options() {
    while [ $# -gt 0 ]; do
        case $1 in -iterations | -rng) printf '%s %s ' "$1" "$2"; shift 2 ;; *) shift ;; esac
    done
}
# mpi_case WANT KERNEL P N OPTIONS...: P ranks' counts and checksum are the file WANT's
mpi_case() {
    local want=$1 kernel=$2 p=$3 n=$4
    shift 4
    OMP_NUM_THREADS=${THREADS:-1} mpi "$p" -n "$n" -kernel "$kernel" -checksum -seed 5 "$@" \
        2>"$CASE_DIR/err" | summary >"$CASE_DIR/got"
    [ -s "$CASE_DIR/got" ] && cmp -s "$want" "$CASE_DIR/got" && return 0
    echo "got: $(cat "$CASE_DIR/got")"
    echo "want: $(cat "$want")"
    cat "$CASE_DIR/err"
    return 1
}
# check_cases KERNEL < CASES: a case a line, "P N OPTIONS" (the options' words joined by _);
# each against one process of the cpu backend with the options that change the numbers (every
# backend's are bit-identical to it), those references side by side first, then the cases queued
check_cases() {
    local kernel=$1 p n joined opts line pids=() lines=()
    local -A want=()
    mapfile -t lines
    for line in "${lines[@]}"; do
        read -r p n joined <<<"$line"
        opts=${joined//_/ }
        [ -z "${want[$n $opts]:-}" ] || continue
        want[$n $opts]=$TMP/want$references
        references=$((references + 1))
        # shellcheck disable=SC2046,SC2086
        ("$SMOOTH" -n "$n" -kernel cpu -checksum -seed 5 $(data_options $opts) | summary >"${want[$n $opts]}") &
        pids+=($!)
    done
    [ ${#pids[@]} = 0 ] || wait "${pids[@]}"
    for line in "${lines[@]}"; do
        read -r p n joined <<<"$line"
        opts=${joined//_/ }
        # shellcheck disable=SC2086
        queue "$kernel $opts n=$n, $p ranks: counts and checksum equal one process's" \
            mpi_case "${want[$n $opts]}" "$kernel" "$p" "$n" $opts
    done
}
# cases RANKS SIZES OPTIONS...: check_cases' lines, each option string with each rank count and n
cases() {
    local ranks=$1 sizes=$2 o p n
    shift 2
    for o in "$@"; do
        for p in $ranks; do for n in $sizes; do echo "$p $n ${o// /_}"; done; done
    done
}
check_kernel() { # kernel, ranks, n...; RNG: more options (-rng libc, -iterations K ...); THREADS per rank (1)
    local kernel=$1 ranks=$2
    shift 2
    check_cases "$kernel" < <(cases "$ranks" "$*" "${RNG:-}")
}
# check_covered KERNEL RANKS SIZES OPTIONS...: each option string with each rank count and n, cut
# to a covering design (lib.sh's cover: every pair of an option string, a rank count and an n
# still run together; make test-full runs them all)
check_covered() {
    local kernel=$1 ranks=$2 sizes=$3
    shift 3
    check_cases "$kernel" < <(cases "$ranks" "$sizes" "$@" | cover)
}
check_kernel cpu "1 2 3 4" 1 2 3 5 17 100 257
RNG="-rng libc" check_kernel cpu "2 3 4" 1 5 100 257
# -iterations K, one sweep a pass (-depth 1): the parts swap edge rows
# during every sweep after the first (while the inner rows are smoothed);
# the field after K sweeps is one process's (P > n too, parts of 1 and 2
# rows, threads sharing the inner rows)
check_covered cpu "2 3 4" "1 3 17 100" "-iterations 2 -depth 1" "-iterations 3 -depth 1" "-iterations 8 -depth 1"
THREADS=3 RNG="-iterations 4 -depth 1" check_kernel cpu "2 3" 5 7 61
# Temporal blocking across ranks (the default depth, and -depth D): halos
# D rows deep, swapped before each pass of D sweeps; D at most the smallest
# part's rows (n / P); K below, at and past D; threads sharing each part
check_covered cpu "2 3 4" "1 3 8 17 100" "-iterations 3" "-iterations 8" "-iterations 21"
THREADS=3 check_covered cpu "2 3" "7 61 300" "-iterations 13 -depth 2" "-iterations 13 -depth 5" "-iterations 13 -depth 16"
out=$(OMP_NUM_THREADS=2 mpi 2 -n 100 -kernel cpu -iterations 9 -verify 2>&1)
like "2 ranks, -iterations 9: 9 sweeps a pass, said in the header" "$out" '^Backend      :: cpu; 9 sweeps a pass \(temporal blocking'
like "... and -verify (one sweep a pass, swapping every sweep) passes" "$out" '^Verify       :: PASS'
out=$(mpi 3 -n 7 -kernel cpu -iterations 9 -depth 16 2>&1)
like "3 ranks of 7 rows, -depth 16: 2 sweeps a pass (the smallest part's rows)" "$out" '^Backend      :: cpu; 2 sweeps a pass'
out=$(mpi 3 -n 60 -kernel cpu -iterations 5 -verify 2>&1)
like "3 ranks, -iterations 5: -verify (the serial reference, swapping too) passes" "$out" '^Verify       :: PASS'
like "... and the header says so" "$out" '^Iterations   :: 5 sweeps'


out=$(mpi 3 -n 50 -kernel cpu -verify 2>&1)
like "3 ranks: -verify passes on every part" "$out" '^Verify       :: PASS \(bit-identical, 2704 elements\)$'
like "3 ranks: the header says so" "$out" '^MPI ranks    :: 3$'
like "3 ranks: a halo row, slowest rank's time and the fastest's" "$out" '^MPI: Halo +:: +[0-9.]+ .*\(min over ranks [0-9.]+\)$'
like "3 ranks: only rank 0 prints" "$(printf '%s\n' "$out" | grep -c '^Summary$')" '^1$'
mpi 2 -n 30 -kernel cpu -json >"$TMP/mpi.json" 2>/dev/null
is "2 ranks: -json records the ranks" "$(json "$TMP/mpi.json" 'r["ranks"]')" 2

out=$(mpi 3 -n 400 -kernel cpu -rng libc -seed 4294967295 2>&1)
like "3 ranks with -rng libc, seed 2^32-1: the X count is one process's" "$(printf '%s\n' "$out" | grep '(X)')" \
     "$("$SMOOTH" -n 400 -kernel cpu -rng libc -seed 4294967295 | grep '(X)' | sed 's/[()]/./g')"
out=$(mpi 2 -n 50 -kernel cpu -dump "$TMP/y.raw" 2>&1); status=$?
is "2 ranks with -dump: exit 2" "$status" 2
out=$(mpi 4 -n 9 -kernel opt -streams 3 2>&1); status=$?
is "4 ranks, -streams 3 but only 2 rows per slab: exit 2" "$status" 2
out=$(mpi 1 -n 20 -kernel cpu -rng libc 2>&1); status=$?
is "1 rank with -rng libc works" "$status" 0

# Ranks that refuse alone or were given different problems (mpirun's MPMD form gives each its
# own command line): every rank exits 2 together, none is left waiting, and the first rank that
# refused says why, once, naming itself.
mpmd() { # rank 0's options | rank 1's options (environments with -x VAR=...)
    # shellcheck disable=SC2086
    timeout 60 mpirun --oversubscribe -np 1 $1 "$MPI_SMOOTH" $2 : -np 1 $3 "$MPI_SMOOTH" $4 2>&1 </dev/null
}
mpmd_case() { # the five fields of a case below: exit 2, one line 'smooth: ' matching SAYS
    local out status
    out=$(mpmd "$1" "$2" "$3" "$4"); status=$?
    [ "$status" = 2 ] && [ "$(printf '%s\n' "$out" | grep -c '^smooth: ')" = 1 ] &&
        printf '%s\n' "$out" | grep -Eq -- "^smooth: $5" && return 0
    echo "exit $status (want 2, and one line /^smooth: $5/); it said:"
    printf '%s\n' "$out"
    return 1
}
while IFS='|' read -r env0 args0 env1 args1 says; do
    queue "ranks given '$env0 $args0' and '$env1 $args1': exit 2, no hang, one line naming the rank and the setting" \
        mpmd_case "$env0" "$args0" "$env1" "$args1" "$says"
done <<'CASES'
|-n 100 -kernel cpu||-n -5 -kernel cpu|rank 1: -n must be 1\.\.[0-9]+, got '-5'; try -help$
|-n -5 -kernel cpu||-n 100 -kernel cpu|rank 0: -n must be
|-n 100 -kernel cpu -seed 1||-n 100 -kernel cpu -seed 2|rank 1: -seed is 2 here and 1 on rank 0: every rank must be given the same problem
|-n 100 -kernel cpu -t 0.1||-n 100 -kernel cpu -t 0.9|rank 1: -t is 0.9 here and 0.1 on rank 0
|-n 100 -kernel cpu -a 0.05||-n 100 -kernel cpu -a 0.06|rank 1: -a is 0.06 here and 0.05 on rank 0
|-n 100 -kernel cpu -rng libc||-n 100 -kernel cpu -rng counter|rank 1: -rng is counter here and libc on rank 0
|-n 100 -kernel cpu -verify||-n 100 -kernel cpu|rank 1: -verify is off here and on on rank 0
|-n 100 -kernel cpu||-n 100 -kernel cpu -checksum|rank 1: -checksum is on here and off on rank 0
|-n 100 -kernel cpu||-n 101 -kernel cpu|rank 1: -n is 101 here and 100 on rank 0
|-n 100 -kernel cpu -iterations 3||-n 100 -kernel cpu -iterations 4|rank 1: -iterations is 4 here and 3 on rank 0
|-n 100 -kernel cpu -iterations 9 -depth 2||-n 100 -kernel cpu -iterations 9 -depth 3|rank 1: -depth is 3 here and 2 on rank 0
|-n 100 -kernel cpu -help||-n 100 -kernel cpu|rank 1: what the command line asks for is a run here and -help on rank 0
-x OMP_NUM_THREADS=2|-n 100 -kernel cpu|-x OMP_NUM_THREADS=100000|-n 100 -kernel cpu|rank 1: OMP_NUM_THREADS asks for '100000' threads
-x OMP_NUM_THREADS=100000|-n 100 -kernel cpu|-x OMP_NUM_THREADS=2|-n 100 -kernel cpu|rank 0: OMP_NUM_THREADS asks for '100000' threads
CASES
out=$(mpmd "" "-n 100 -kernel cpu -iterations 9 -checksum" "" "-n 100 -kernel cpu -iterations 9 -checksum -threads 1"); status=$?
is "ranks whose threads differ (not the problem): exit 0" "$status" 0
like "... the checksum one process gives" "$out" "^Checksum \(Y\) :: $("$SMOOTH" -n 100 -kernel cpu -iterations 9 -checksum | sed -n 's/^Checksum (Y) :: //p')$"

if ! have_gpu; then
    start=$(date +%s)
    out=$(mpi 2 -n 64 -kernel opt 2>&1); status=$?
    ok "a rank without a GPU fails the whole job (exit $status)" test "$status" -ne 0
    like "... naming the rank and why" "$out" 'smooth: rank [01]: no CUDA device found'
    ok "... without hanging" test $(($(date +%s) - start)) -lt 60
else
    check_kernel opt "1 2 4" 1 3 100 1000
    check_kernel sh16 "2 3" 17 100
    check_covered opt "2 3 4" "1 3 100 1000" "-iterations 2" "-iterations 3" "-iterations 8"
    # Temporal blocking across GPU ranks (opt, each part whole on its GPU):
    # halos D rows deep, swapped every D sweeps (one launch); D at most the
    # smallest part's rows; K below, at and past D; pageable copies
    check_covered opt "2 3 4" "7 61 300" "-iterations 13 -depth 2" "-iterations 13 -depth 5" "-iterations 13 -depth 16"
    RNG="-iterations 21 -pin off" check_kernel opt "2 3" 17 1000
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
            out=$(OMP_NUM_THREADS=2 timeout 120 mpirun --oversubscribe "${app[@]:1}" 2>&1)
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
fi

# --- the cluster example: its command line without Slurm ---------------------
want=$("$SMOOTH" -n 300 -kernel cpu -iterations 7 -checksum | summary)
got=$(LAUNCH="timeout 120 mpirun --oversubscribe -np 3" N=300 K=7 KERNEL=cpu OMP_NUM_THREADS=2 \
      bash examples/smooth.sbatch 2>&1 | summary)
is "examples/smooth.sbatch, launched by mpirun -np 3: counts and checksum equal one process's" "$got" "$want"

# --- make mpi with an MPI compiler wrapper that is not OpenMPI's (started at the top) ---
if [ -n "$wrapper_pid" ]; then
    wait "$wrapper_pid" 2>/dev/null
    is "make with an MPICH-style wrapper (no --showme) builds smooth-mpi" "$(cat "$TMP/wrapped.status")" 0
    like "... the wrapper compiled and linked it" "$(tail -n 1 "$wrapper_bin/calls" 2>/dev/null)" "-o $wrapped/smooth-mpi"
    got=$(MPI_SMOOTH="$wrapped/smooth-mpi" mpi 2 -n 300 -kernel cpu -iterations 7 -checksum 2>&1 | summary)
    is "... and runs: 2 ranks' counts and checksum equal one process's" "$got" "$want"
    rm -rf "$wrapped" "$wrapper_bin"
else
    pass "# SKIP an MPICH-style wrapper: no mpicc (Debian: libopenmpi-dev)"
fi

done_testing

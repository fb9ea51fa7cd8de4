#!/usr/bin/env bash
# mpi.t - the MPI build (./smooth-mpi under mpirun): for P = 1..4 ranks and
# n below, equal to and above P (divisible by P or not), the counts and the
# whole-array checksum equal the single-process run's; the refusals; a
# failing rank ends the whole job with its message (no hang); -iterations K
# (parts swapping edge rows every sweep, or D rows every D sweeps with
# temporal blocking). GPU kernels: tests/mpi-gpu.t. Each case
# is checked against one process of the cpu backend (every backend's y is
# bit-identical to it), and the loops over options, ranks and n run a
# covering design (check_covered; make test-full runs every case). Skips
# without mpirun or ./smooth-mpi.
. "$(dirname "$0")/lib.sh"
. tests/mpi_lib.sh

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
# every mode's swaps have the timer rows MPI: Edges (the exchange's accounts): the cpu backend's too,
# a sweep a pass (overlapped with the inner rows) and D a pass
for depth in 1 4; do
    out=$(mpi 2 -n 100 -kernel cpu -iterations 9 -depth $depth 2>&1)
    like "2 ranks, cpu, -depth $depth: the swaps' waits have a timer row" "$out" '^MPI: Edges \(waiting\) +:: +[0-9.]+'
    like "... and their hand-over to MPI, with the rows' bytes" "$out" '^MPI: Edges \(copies\) +:: +[0-9.]+ .*[0-9.]+ [KMG]?B/s'
done
out=$(mpi 2 -n 100 -kernel cpu 2>&1)
unlike "... one sweep: no swaps, no such rows" "$out" '^MPI: Edges'
out=$(mpi 3 -n 7 -kernel cpu -iterations 9 -depth 16 2>&1)
like "3 ranks of 7 rows, -depth 16: 2 sweeps a pass (the smallest part's rows)" "$out" '^Backend      :: cpu; 2 sweeps a pass'
out=$(mpi 3 -n 60 -kernel cpu -iterations 5 -verify 2>&1)
like "3 ranks, -iterations 5: -verify (the serial reference, swapping too) passes" "$out" '^Verify       :: PASS'
like "... and the header says so" "$out" '^Iterations   :: 5 sweeps'


out=$(mpi 3 -n 50 -kernel cpu -verify 2>&1)
like "3 ranks: -verify passes on every part" "$out" '^Verify       :: PASS \(bit-identical, 2704 elements\)$'
like "3 ranks: the header says so" "$out" '^MPI ranks    :: 3$'
like "3 ranks: a halo row, slowest rank's time and the fastest's" "$out" '^MPI: Halo +:: +[0-9.]+ .*\(min over ranks [0-9.]+\)$'
unlike "... no rate of 0.0 GB/s (a few rows' bytes over a wait: MB/s)" "$out" ' 0\.0 GB/s'
is "3 ranks, n = 37, -iterations 3: the checksum pinned (one process's: formats.t recomputes it from -dump)" \
    "$(mpi 3 -n 37 -kernel cpu -iterations 3 -checksum 2>&1 | sed -n 's/^Checksum (Y) :: //p')" 0x88cb07663ea0e9bc
like "3 ranks: only rank 0 prints" "$(printf '%s\n' "$out" | grep -c '^Summary$')" '^1$'
mpi 2 -n 30 -kernel cpu -json >"$TMP/mpi.json" 2>/dev/null
is "2 ranks: -json records the ranks" "$(json "$TMP/mpi.json" 'r["ranks"]')" 2
# each row the slowest rank's, its minimum beside it, its bytes every rank's: 3 ranks of n = 100
# swap 4 halo rows of 102 floats (rank 1 two, ranks 0 and 2 one each)
mpi 3 -n 100 -kernel cpu -iterations 20 -json >"$TMP/mpi3.json" 2>/dev/null
is "3 ranks: every row's time the slowest rank's, at least its minimum, and above it somewhere" \
    "$(json "$TMP/mpi3.json" '(all(t["seconds"] >= t["min_over_ranks"] for t in r["timers"]), any(t["seconds"] > t["min_over_ranks"] for t in r["timers"]))')" \
    "(True, True)"
is "... MPI: Halo's bytes: 4 rows of 102 floats, all ranks'" \
    "$(json "$TMP/mpi3.json" 'next(t["bytes"] for t in r["timers"] if t["label"] == "MPI: Halo")')" 1632
is "... CPU: Smooth's GCells/s the whole grid's, as its GB/s (issue 57, item 20: it was rank 0's alone)" \
    "$(json "$TMP/mpi3.json" 'next(round(t["gcells_per_s"] * t["seconds"] * 1e9 / (100 * 100 * 20), 2) for t in r["timers"] if t["label"] == "CPU: Smooth")')" 1.0
like "... the table's header says what the rates are" "$(mpi 2 -n 30 -kernel cpu 2>/dev/null)" \
    "times: the slowest rank's; rates: the whole grid's \(every rank's bytes and cells\)"

out=$(mpi 3 -n 400 -kernel cpu -rng libc -seed 4294967295 2>&1)
like "3 ranks with -rng libc, seed 2^32-1: the X count is one process's" "$(printf '%s\n' "$out" | grep '(X)')" \
     "$("$SMOOTH" -n 400 -kernel cpu -rng libc -seed 4294967295 | grep '(X)' | sed 's/[()]/./g')"
out=$(mpi 2 -n 50 -kernel cpu -dump "$TMP/y.raw" 2>&1); status=$?
is "2 ranks with -dump: exit 2" "$status" 2
# -timeline under MPI: rank 0 writes every rank's operations, a rank column last; plot-timeline draws
# a lane per rank
mpi 3 -n 40 -kernel cpu -iterations 3 -timeline "$TMP/ranks-tl.csv" >/dev/null 2>"$TMP/tl.err"
is "3 ranks with -timeline: exit 0" "$?" 0
is "... a header with the rank column" "$(head -n 1 "$TMP/ranks-tl.csv")" "lane,op,slab,start_ms,end_ms,buffer,rank"
is "... every rank's operations, in rank order" "$(tail -n +2 "$TMP/ranks-tl.csv" | cut -d, -f1,2,7 | tr '\n' ' ')" \
    "cpu,smooth,0 cpu,smooth,1 cpu,smooth,2 "
if have_matplotlib; then
    like "plot-timeline draws the ranks as lanes" "$(scripts/plot-timeline "$TMP/ranks-tl.csv" "$TMP/ranks-tl.png" 2>&1)" \
        '\(3 operations on 3 lanes, 3 ranks\)$'
else
    skip "plot-timeline draws the ranks as lanes: needs matplotlib (Debian: python3-matplotlib)"
fi
# issue 67, item 4: no GPU on the ranks' node: one message for the job, before any rank allocates,
# exit 1 from every rank together (no MPI_ABORT)
out=$(CUDA_VISIBLE_DEVICES= mpi 2 -n 1000 -kernel opt 2>&1); status=$?
is "2 ranks, no GPU, -kernel opt: exit 1" "$status" 1
is "... one message for the job, and no MPI_ABORT" "$(printf '%s\n' "$out" | grep -c 'no CUDA device found\|built without CUDA'):$(printf '%s\n' "$out" | grep -c MPI_ABORT)" "1:0"
out=$(mpi 4 -n 9 -kernel opt -streams 3 2>&1); status=$?
is "4 ranks, -streams 3 but only 2 rows per slab: exit 2" "$status" 2
out=$(mpi 1 -n 20 -kernel cpu -rng libc 2>&1); status=$?
is "1 rank with -rng libc works" "$status" 0
unlike "... its header names no ranks (one process, as ./smooth)" "$out" '^MPI ranks'
# Open MPI binds each of 1 or 2 ranks to one core, and OpenMP's default team is the cores a process
# may use: one thread on a node of many (a 64-core GPU node's host side on one core). Said, with the fix
if [ "$(getconf _NPROCESSORS_ONLN)" -gt 1 ] && printf '%s\n' "$out" | grep -q '^Host threads :: 1 '; then
    like "1 rank bound to one core of several: the header says so, and what to add" "$out" \
        "^Host threads :: 1 \(OpenMP; 1 of this machine's [0-9]+ cores may run this process, as it was bound \(mpirun binds each of 1 or 2 ranks to one core: add --bind-to none\)\)$"
else
    skip "mpirun did not bind the rank to one core here (one core, or another launcher's policy)"
fi
like "... --bind-to none: no such note" "$(mpi_run 60 --bind-to none -np 1 "$MPI_SMOOTH" -n 20 -kernel cpu 2>&1)" \
    '^Host threads :: [0-9]+ \(OpenMP\)$'
# How the parts trade edge rows (-edges; issue 50): the plan says which and why, on every rank alike
# the plan's JSON agrees with its text across ranks too (edge rows, halo rows, the hybrid's parts)
for args in "-n 1000 -kernel opt -iterations 64" "-n 1000 -kernel cpu -iterations 9 -depth 1" \
    "-n 1000 -kernel opt -hybrid 0.5 -iterations 9" "-n 1000 -kernel opt -iterations 64 -edges host" \
    "-n 20000 -kernel opt -iterations 8 -device-memory 256M"; do
    # shellcheck disable=SC2086
    mpi 2 $args -dry-run >"$TMP/plan.txt" 2>&1 && mpi 2 $args -dry-run -json >"$TMP/plan.json" 2>&1
    is "2 ranks, -dry-run $args: the JSON agrees with the text" \
        "$(python3 tests/helpers/plan_agree.py "$TMP/plan.txt" "$TMP/plan.json")" agree
done
out=$(mpi 2 -n 1000 -kernel opt -iterations 64 -dry-run 2>&1)
like "2 ranks of one node, opt -iterations 64, -dry-run: edge rows GPU to GPU" "$out" \
    '^Edge rows    :: peer: GPU to GPU, CUDA IPC copies.*\(every rank on one node\)'
like "... -edges host: through the host" "$(mpi 2 -n 1000 -kernel opt -iterations 64 -edges host -dry-run 2>&1)" \
    '^Edge rows    :: host: GPU -> pinned host -> MPI -> host -> GPU.*\(-edges host\)'
like "... the plan's JSON names it" "$(mpi 2 -n 1000 -kernel opt -iterations 64 -dry-run -json 2>&1)" '"edges": "peer"'
like "... a ring across ranks: through the host, saying why" \
    "$(mpi 2 -n 20000 -kernel opt -iterations 8 -device-memory 256M -dry-run 2>&1)" \
    '^Edge rows    :: host: .*\(the ring: the rows are on the host between passes\)$'
# The report under MPI (round 6's survivors): the cpu backend's edge rows, in the text and the
# JSON alike; a row's time the slowest rank's and "min over ranks" the fastest's, in both (rank 1
# poisons y 0.5 s late: tests/helpers/late_poison.c)
text_edges=$(mpi 2 -n 50 -kernel cpu 2>&1 | sed -n 's/^Edge rows    :: //p')
json_edges=$(mpi 2 -n 50 -kernel cpu -json - 2>&1 | python3 -c 'import json, sys; print(json.load(sys.stdin)["edge_rows"])')
is "2 ranks, the cpu backend: the edge rows said alike in the text and the JSON" "$json_edges" "$text_edges"
like "... host rows over MPI" "$text_edges" '^host: .*\(the cpu backend: host rows over MPI\)$'
if cc -shared -fPIC -o "$TMP/late_poison.so" tests/helpers/late_poison.c; then
    late() {
        mpi_run 60 -np 1 "$MPI_SMOOTH" "$@" : -np 1 -x LD_PRELOAD="$TMP/late_poison.so" -x LATE_MS=500 \
            "$MPI_SMOOTH" "$@" 2>&1 </dev/null
    }
    poison_row=$(late -n 50 -kernel cpu | grep '^CPU: Poison-Y')
    is "rank 1 poisons y 0.5 s late: the text's row the slowest rank's (0.5 s or more), its min over ranks less" \
        "$(printf '%s\n' "$poison_row" | awk '{ gsub(/[()]/, ""); print ($4 >= 0.5 && $NF < $4) ? "yes" : $0 }')" yes
    is "... and the JSON's the same way round" "$(late -n 50 -kernel cpu -json - | python3 -c '
import json, sys
row = [r for r in json.load(sys.stdin)["timers"] if r["label"] == "CPU: Poison-Y"][0]
print("yes" if row["seconds"] >= 0.5 and row["min_over_ranks"] < row["seconds"] else row)')" yes
else
    skip "a rank made late: needs a C compiler for tests/helpers/late_poison.c"
    skip "... and the JSON's"
fi
# The swaps' two rows each measure their own part (issue 68, item 8: the waiting row given the copies'
# time passed, both rows only checked to show a number): rank 1's every MPI_Waitall returns 200 ms
# late (tests/helpers/slow_wait.c), its posts untouched; -depth 1 swaps K - 1 times, -depth 4 at least
# once. The waiting row (the slowest rank's) holds every delay, the copies row less than one.
if cc -shared -fPIC -o "$TMP/slow_wait.so" tests/helpers/slow_wait.c -ldl; then
    for depth in 1 4; do
        mpi_run 60 -np 1 "$MPI_SMOOTH" -n 100 -kernel cpu -iterations 5 -depth $depth -json - : \
            -np 1 -x LD_PRELOAD="$TMP/slow_wait.so" -x SLOW_MS=200 \
            "$MPI_SMOOTH" -n 100 -kernel cpu -iterations 5 -depth $depth -json - >"$TMP/slow.json" 2>"$TMP/slow.err" </dev/null
        is "rank 1's waits 0.2 s slow, -iterations 5 -depth $depth: MPI: Edges (waiting) holds every delay, (copies) under one" \
            "$(python3 - "$TMP/slow.json" $depth <<'PY'
import json, sys
rows = {t["label"]: t["seconds"] for t in json.load(open(sys.argv[1]))["timers"]}
swaps = 4 if sys.argv[2] == "1" else 1
waiting, copies = rows.get("MPI: Edges (waiting)"), rows.get("MPI: Edges (copies)")
print("yes" if waiting is not None and copies is not None and waiting >= 0.2 * swaps and copies < 0.2
      else f"waiting {waiting} s (want >= {0.2 * swaps}), copies {copies} s (want < 0.2)")
PY
)" yes
    done
else
    skip "a rank's waits made slow: needs a C compiler for tests/helpers/slow_wait.c"
    skip "... -depth 4"
fi
like "... one sweep: x's ghost rows on the host" "$(mpi 2 -n 1000 -kernel opt -dry-run 2>&1)" \
    '^Edge rows    :: host: MPI between host rows \(one sweep'
out=$(mpi 2 -n 100 -kernel cpu -iterations 4 -checksum 2>&1)
like "2 cpu ranks: the Edge rows line says the host's MPI" "$out" '^Edge rows    :: host: MPI between host rows \(the cpu backend'
like "... and the header the ranks (issue 68, item 8: printed only above 2 ranks passed)" "$out" '^MPI ranks    :: 2$'
like "... and the ranks met before the run (its own timer row)" "$out" '^MPI: Start \(waiting\) +:: +[0-9.]+'
out=$(mpi 2 -n 100 -kernel cpu -iterations 4 -edges peer 2>&1); status=$?
is "-kernel cpu -edges peer: exit 2" "$status" 2
like "... saying why, once" "$out" '^smooth: rank 0: -edges peer trades the edge rows of parts on GPUs, and -kernel cpu'
out=$(mpi 2 -n 100 -kernel opt -iterations 4 -hybrid 0.5 -edges peer -dry-run 2>&1); status=$?
is "-hybrid -edges peer: exit 2" "$status" 2
like "... saying why" "$out" "edges peer needs every part's x and y whole on its GPU"

# Ranks that refuse alone or were given different problems (mpirun's MPMD form gives each its
# own command line): every rank exits 2 together, none is left waiting, and the first rank that
# refused says why, once, naming itself.
mpmd() { # rank 0's options | rank 1's options (environments with -x VAR=...)
    # shellcheck disable=SC2086
    mpi_run 60 -np 1 $1 "$MPI_SMOOTH" $2 : -np 1 $3 "$MPI_SMOOTH" $4 2>&1 </dev/null
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
|-n 100 -kernel cpu -a 0.05||-n 100 -kernel cpu -a 0.05000001|rank 1: -a is 0.05000001 here and 0.05 on rank 0
|-n 100 -kernel cpu -t 0.1||-n 100 -kernel cpu -t 0.100000009|rank 1: -t is 0.10000001 here and 0.1 on rank 0
|-n 100 -kernel cpu -rng libc||-n 100 -kernel cpu -rng counter|rank 1: -rng is counter here and libc on rank 0
|-n 100 -kernel cpu -verify||-n 100 -kernel cpu|rank 1: -verify is off here and on on rank 0
|-n 100 -kernel cpu||-n 100 -kernel cpu -checksum|rank 1: -checksum is on here and off on rank 0
|-n 100 -kernel cpu||-n 101 -kernel cpu|rank 1: -n is 101 here and 100 on rank 0
|-n 100 -kernel cpu -iterations 3||-n 100 -kernel cpu -iterations 4|rank 1: -iterations is 4 here and 3 on rank 0
|-n 100 -kernel cpu -iterations 9 -depth 2||-n 100 -kernel cpu -iterations 9 -depth 3|rank 1: -depth is 3 here and 2 on rank 0
|-n 100 -kernel cpu -help||-n 100 -kernel cpu|rank 1: what the command line asks for is a run here and -help on rank 0
|-n 100 -kernel cpu -edges host||-n 100 -kernel cpu|rank 1: -edges is auto here and host on rank 0
|-n 100 -kernel cpu -b 0.1||-n 100 -kernel cpu -b 0.2|rank 1: -b is 0.2 here and 0.1 on rank 0
|-n 100 -kernel cpu -c 0.4||-n 100 -kernel cpu -c 0.3|rank 1: -c is 0.3 here and 0.4 on rank 0
|-n 100 -kernel cpu -repeat 2||-n 100 -kernel cpu -repeat 3|rank 1: -repeat is 3 here and 2 on rank 0
|-n 100 -kernel cpu||-n 100 -kernel opt|rank 1: -kernel is opt here and cpu on rank 0
|-n 100 -kernel opt -hybrid 0.5||-n 100 -kernel opt|rank 1: -hybrid is off here and on on rank 0
|-n 100 -kernel cpu -dry-run||-n 100 -kernel cpu|rank 1: -dry-run is off here and on on rank 0
|-n 100 -bandwidth||-n 100|rank 1: -bandwidth is off here and on on rank 0
|-n 100 -list||-n 100|rank 1: -list is off here and on on rank 0
|-n 100 -list-backends||-n 100|rank 1: -list-backends is off here and on on rank 0
|-n 100 -kernel cpu -json /tmp/smooth-r6-a.json||-n 100 -kernel cpu -json /tmp/smooth-r6-b.json|rank 1: -json/-csv \(rank 0 writes the one file\) is json \.\.\./tmp/smooth-r6-b\.json #[0-9a-f]{8} here and json \.\.\./tmp/smooth-r6-a\.json #[0-9a-f]{8} on rank 0
|-n 100 -kernel cpu -csv /tmp/smooth-r6.csv||-n 100 -kernel cpu -csv-rows /tmp/smooth-r6.csv|rank 1: -json/-csv \(rank 0 writes the one file\) is csv-rows
|-n 100 -kernel cpu -timeline /tmp/smooth-r6-a.csv||-n 100 -kernel cpu|rank 1: -timeline \(rank 0 gathers every rank's into one file\) is -timeline, standard output or none here
-x OMP_NUM_THREADS=2|-n 100 -kernel cpu|-x OMP_NUM_THREADS=100000|-n 100 -kernel cpu|rank 1: OMP_NUM_THREADS asks for '100000' threads
-x OMP_NUM_THREADS=100000|-n 100 -kernel cpu|-x OMP_NUM_THREADS=2|-n 100 -kernel cpu|rank 0: OMP_NUM_THREADS asks for '100000' threads
CASES
# Only rank 0 writes the report: another rank's working folder (--wdir) need not hold its path
mkdir -p "$TMP/wdir0/sub" "$TMP/wdir1"
abs_smooth=$(realpath "$MPI_SMOOTH")
out=$(mpi_run 60 -np 1 --wdir "$TMP/wdir0" "$abs_smooth" -n 50 -kernel cpu -json sub/run.json : \
      -np 1 --wdir "$TMP/wdir1" "$abs_smooth" -n 50 -kernel cpu -json sub/run.json 2>&1 </dev/null); status=$?
is "ranks in other working folders, -json sub/run.json that only rank 0's holds: exit 0, written there" \
    "$status:$(test -s "$TMP/wdir0/sub/run.json" && echo written):$(ls -A "$TMP/wdir1")" "0:written:"
out=$(mpmd "" "-n 100 -kernel cpu -iterations 9 -checksum" "" "-n 100 -kernel cpu -iterations 9 -checksum -threads 1"); status=$?
is "ranks whose threads differ (not the problem): exit 0" "$status" 0
like "... the checksum one process gives" "$out" "^Checksum \(Y\) :: $("$SMOOTH" -n 100 -kernel cpu -iterations 9 -checksum | sed -n 's/^Checksum (Y) :: //p')$"


# --- the cluster example: its command line without Slurm ---------------------
want=$("$SMOOTH" -n 300 -kernel cpu -iterations 7 -checksum | summary)
got=$(TMPDIR=$(mpi_session) LAUNCH="timeout 120 mpirun --oversubscribe -np 3" N=300 K=7 KERNEL=cpu OMP_NUM_THREADS=2 \
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

# -dry-run plans the edges as the run does (issue 57's survivors): ranks given different -device-memory,
# one whose part streams, trade edge rows through the host, not peer
out=$(mpmd "" "-n 2000 -kernel opt -iterations 4 -dry-run -device-memory 80G" "" "-n 2000 -kernel opt -iterations 4 -dry-run -device-memory 1M")
like "-dry-run, one rank's part streaming: its Edge rows through the host" "$out" '^Edge rows +:: host'

# scripts/mpi-scaling measuring for real (issue 57's mutation survivors: no test ran it): its
# speed-up, efficiency, n and fastest rank recomputed from its own CSV, strong and weak
for kind in strong weak; do
    flag=$([ "$kind" = weak ] && echo -weak)
    SMOOTH_MPI="$MPI_SMOOTH" timeout 600 scripts/mpi-scaling -n 48 -iterations 3 -kernels cpu -ranks "1 2 4" -repeat 1 \
        $flag -out "$TMP/scaling-$kind" >"$TMP/scaling-$kind.out" 2>&1
    is "mpi-scaling, $kind: exit 0" "$?" 0
    is "... its CSV holds its own arithmetic (n, speed-up, efficiency, fastest <= slowest, checksums)" "$(python3 - "$TMP/scaling-$kind.csv" "$kind" <<'PY'
import csv, math, sys
rows, weak = list(csv.DictReader(open(sys.argv[1]))), sys.argv[2] == "weak"
first, wrong = rows[0], []
for r in rows:
    p, t, t0 = int(r["ranks"]), float(r["smooth_s"]), float(first["smooth_s"])
    n = round(48 * math.sqrt(p / int(first["ranks"]))) if weak else 48
    efficiency = t0 / t if weak else t0 / t * int(first["ranks"]) / p
    speedup = efficiency * p / int(first["ranks"]) if weak else t0 / t * int(first["ranks"])
    if int(r["n"]) != n:
        wrong.append(f"P = {p}: n {r['n']}, not {n}")
    if not math.isclose(float(r["speedup"]), speedup, rel_tol=1e-6) or not math.isclose(float(r["efficiency"]), efficiency, rel_tol=1e-6):
        wrong.append(f"P = {p}: speed-up {r['speedup']} efficiency {r['efficiency']}, not {speedup:.6g} {efficiency:.6g}")
    if float(r["fastest_rank_s"]) > t:
        wrong.append(f"P = {p}: the fastest rank slower than the slowest")
if not weak and len({r["checksum"] for r in rows}) != 1:
    wrong.append("checksums differ")
print("; ".join(wrong) or f"{len(rows)} rows right")
PY
)" "3 rows right"
    # issue 68, item 7: -help names every file it writes (the .json was not said)
    for file in "$TMP/scaling-$kind".*; do
        suffix=".${file##*.}"
        [ "$suffix" = .out ] && continue
        like "... -help names the $suffix it wrote" "$(scripts/mpi-scaling -help | tr '\n' ' ')" "PREFIX\\$suffix"
    done
done

done_testing

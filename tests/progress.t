#!/usr/bin/env bash
# progress.t - the scripts say what they run, on a terminal's stderr (issue 67, item 5: bench said
# nothing for 241 s, then everything at once): a status line a run, its elapsed time rewritten
# while it runs, cleared after; standard output the same with and without it, and nothing new on
# stderr when it is not a terminal (SMOOTH_PROGRESS=1 forces lines there, for this test and for
# logs). A stand-in smooth that sleeps (tests/helpers/slow-standin) makes runs long enough for
# the heartbeat whatever the machine's speed, and fixes the times so that tables compare equal.
. "$(dirname "$0")/lib.sh"

standin=tests/helpers/slow-standin
export SMOOTH_REAL=$SMOOTH
unset SMOOTH_PROGRESS SMOOTH_PROGRESS_EVERY
export SMOOTH_PROGRESS_AFTER=0  # from the start: no test waits on the default second

# --- not a terminal: nothing new; forced: a line a run, standard output the same ---------------
SMOOTH=$standin scripts/compare -n 32 -repeat 1 -k 4 -no-plot -out "$TMP/plain" >"$TMP/plain.out" 2>"$TMP/plain.err"
is "compare, stderr not a terminal: exit 0" "$?" 0
is "... nothing on stderr (no progress where no one watches)" "$(cat "$TMP/plain.err")" ""
SMOOTH=$standin SMOOTH_PROGRESS=1 scripts/compare -n 32 -repeat 1 -k 4 -no-plot -out "$TMP/forced" \
    >"$TMP/forced.out" 2>"$TMP/forced.err"
is "compare, SMOOTH_PROGRESS=1: exit 0" "$?" 0
is "... standard output byte for byte the same as without progress" \
    "$(sed "s#$TMP/forced#OUT#" "$TMP/forced.out")" "$(sed "s#$TMP/plain#OUT#" "$TMP/plain.out")"
is "... its files too" "$(cat "$TMP/forced.csv" "$TMP/forced-k.csv")" "$(cat "$TMP/plain.csv" "$TMP/plain-k.csv")"
like "... a line a run on stderr, numbered, the command as run" "$(cat "$TMP/forced.err")" \
    "^compare: run [0-9]+: $standin -n 32 -repeat 1 -kernel cpu -threads 1 -iterations 1 -json$"
is "... every run said: -list, -list-backends, cpu1, cpu, the K sweeps' cpu" \
    "$(grep -c '^compare: run [0-9]*: ' "$TMP/forced.err")" 5
is "... stderr holds nothing but progress" "$(grep -vc '^compare: run [0-9]*' "$TMP/forced.err")" 0
SMOOTH=$standin SMOOTH_PROGRESS=0 scripts/compare -n 32 -repeat 1 -k 0 -no-plot -out "$TMP/off" >/dev/null 2>"$TMP/off.err"
is "SMOOTH_PROGRESS=0: nothing" "$(cat "$TMP/off.err")" ""

# --- the heartbeat: a run longer than the interval says its elapsed time as it goes -----------
SMOOTH=$standin STANDIN_SLEEP=1.5 SMOOTH_PROGRESS=1 SMOOTH_PROGRESS_EVERY=0.2 \
    scripts/compare -n 32 -repeat 1 -k 0 -no-plot -out "$TMP/beat" >/dev/null 2>"$TMP/beat.err"
beats=$(sed -n 's/^compare: run 3 (\([0-9.]*\) s): .*/\1/p' "$TMP/beat.err")
like "a run of 1.5 s, a beat every 0.2 s: its elapsed time said while it runs" "$(echo $beats)" '^[0-9.]+ [0-9.]+'
is "... rising" "$(echo "$beats" | awk 'NR > 1 && $1 <= last { bad = 1 } { last = $1 } END { print bad + 0 }')" 0
SMOOTH=$standin STANDIN_SLEEP=0.5 SMOOTH_PROGRESS=1 SMOOTH_PROGRESS_EVERY=100 \
    scripts/compare -n 32 -repeat 1 -k 0 -no-plot -out "$TMP/nobeat" >/dev/null 2>"$TMP/nobeat.err"
is "... none where no run lasts the interval (the test above cannot pass without the beat)" \
    "$(grep -c ' s): ' "$TMP/nobeat.err")" 0

# --- results as they are measured: a row before the next run starts ---------------------------
SMOOTH=$standin SMOOTH_PROGRESS=1 scripts/bench -n 32 -repeat 1 -iterations 4 -no-plot -out "$TMP/bench" \
    >"$TMP/bench.both" 2>&1
is "bench, SMOOTH_PROGRESS=1, stdout and stderr together: exit 0" "$?" 0
first_row=$(grep -n '^cpu, 1 thread ' "$TMP/bench.both" | cut -d: -f1)
next_run=$(grep -n -- "^bench: run [0-9]*: $standin -n 32 -repeat 1 -kernel cpu -json$" "$TMP/bench.both" | cut -d: -f1)
ok "bench: the first backend's row printed before the next backend runs (was: all at the end)" \
    test -n "$first_row" -a -n "$next_run" -a "${first_row:-0}" -lt "${next_run:-0}"
SMOOTH=$standin scripts/bench -n 32 -repeat 1 -iterations 4 -no-plot -out "$TMP/bench" >"$TMP/bench.out" 2>"$TMP/bench.err"
is "bench, stderr not a terminal: nothing on it" "$(cat "$TMP/bench.err")" ""
is "... standard output the same lines as with progress, the progress taken out (times measured here vary)" \
    "$(grep -v '^bench: run ' "$TMP/bench.both" | sed -E 's/[0-9]+(\.[0-9]+)?/N/g; s/ +/ /g')" \
    "$(sed -E 's/[0-9]+(\.[0-9]+)?/N/g; s/ +/ /g' "$TMP/bench.out")"

mkdir -p "$TMP/bin"
printf '#!/bin/sh\n# mpirun for one rank: the options up to -np P dropped\nwhile [ $# -gt 0 ]; do case $1 in -np) shift 2; break;; *) shift;; esac; done\nexec "$@"\n' \
    >"$TMP/bin/mpirun"
chmod +x "$TMP/bin/mpirun"
PATH="$TMP/bin:$PATH" SMOOTH=$standin SMOOTH_MPI=$standin SMOOTH_PROGRESS=1 \
    scripts/mpi-scaling -n 32 -repeat 1 -kernels cpu -ranks "1 2" -out "$TMP/mpi" >"$TMP/mpi.both" 2>&1
is "mpi-scaling (mpirun a stand-in), SMOOTH_PROGRESS=1: exit 0" "$?" 0
is "... P = 1's row printed before P = 2 runs" \
    "$(grep -E '^  1 +32 |^mpi-scaling: run [0-9]+: mpirun .* -np 2 ' "$TMP/mpi.both" | cut -c1-14 | tr '\n' '|')" \
    "  1      32   |mpi-scaling: r|"

printf 'lane,op,slab,start_ms,end_ms\n0,copy-in,0,0,1\n' >"$TMP/t.csv"
SMOOTH_PROGRESS=1 scripts/plot-timeline "$TMP/t.csv" "$TMP/t.png" >/dev/null 2>"$TMP/pt.err"
like "plot-timeline: says what it reads" "$(cat "$TMP/pt.err")" "^plot-timeline: reading: $TMP/t.csv$"

# --- on a terminal (script(1) makes one): a status line, rewritten, cleared ---------------------
if command -v script >/dev/null; then
    SMOOTH=$standin STANDIN_SLEEP=1 SMOOTH_PROGRESS_EVERY=0.2 script -qefc \
        "scripts/compare -n 32 -repeat 1 -k 4 -no-plot -out '$TMP/tty' >'$TMP/tty.out'" /dev/null >"$TMP/tty" 2>&1
    is "compare on a terminal: exit 0" "$?" 0
    like "... says each run on the terminal's stderr, with its elapsed time" "$(tr '\r' '\n' <"$TMP/tty")" \
        "^compare: run 3 \\([0-9.]+ s\\): $standin -n 32 -repeat 1"
    ok "... each rewritten in place and cleared: no newline of its own" \
        bash -c "! grep -q 'compare: run' <(tr '\r' '\0' <'$TMP/tty' | tr '\0' '\n' | grep -v \$'\x1b\\\\[K\$')"
    ok "... the line cleared at the end" bash -c "tail -c 4 '$TMP/tty' | od -c | grep -q '\\\\r 033   \\[   K'"
    is "... standard output the same as without a terminal" \
        "$(sed "s#$TMP/tty#OUT#" "$TMP/tty.out")" "$(sed "s#$TMP/plain#OUT#" "$TMP/plain.out")"
    SMOOTH=$standin SMOOTH_PROGRESS=0 script -qefc "scripts/compare -n 32 -repeat 1 -k 0 -no-plot -out '$TMP/tty0' >/dev/null" \
        /dev/null >"$TMP/tty0" 2>&1
    is "... SMOOTH_PROGRESS=0: nothing on the terminal" "$(cat "$TMP/tty0")" ""
    SMOOTH_PROGRESS=1 script -qefc "scripts/grade examples/submissions/c-printf.txt >/dev/null" /dev/null >"$TMP/grade-tty" 2>&1
    unlike "grade keeps its own progress (which file of how many), not a line a run" "$(tr '\r' '\n' <"$TMP/grade-tty")" \
        '^grade: run '
else
    skip "progress on a terminal: no script(1) to make one"
fi

done_testing

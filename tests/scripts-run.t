#!/usr/bin/env bash
# scripts-run.t - the scripts measuring for real on this machine (its GPU where there is
# one): compare (one sweep and -iterations-axis), bench and bench-ring run, print their
# tables and write their CSVs and PNGs. Apart from scripts.t (their options, files and
# errors, with no device visible) so that the two run side by side (issue 39: the suite on
# the GPU machine).
. "$(dirname "$0")/lib.sh"

scripts/compare -n 64 -repeat 1 -out "$TMP/cmp" >"$TMP/cmp.out" 2>&1
is "compare exits 0" "$?" 0
like "compare: a column per backend" "$(cat "$TMP/cmp.out")" '^ +cpu1 +cpu'
like "compare: the speedup line" "$(cat "$TMP/cmp.out")" '^speedup vs cpu1 +1\.0 '
if have_matplotlib; then
    ok "compare: writes a PNG" test "$(head -c 4 "$TMP/cmp.png" | tail -c 3)" = PNG
else
    like "compare: without matplotlib, says the PNG was skipped and which package draws it" \
        "$(cat "$TMP/cmp.out")" 'python3-matplotlib.*the PNG is skipped'
fi
if ! have_gpu; then
    like "compare: says what it skipped" "$(cat "$TMP/cmp.out")" '^skipped \(no CUDA device\): global, sh1'
fi

scripts/compare -iterations-axis -n 32 -kmax 8 -repeat 1 -out "$TMP/cmp" >"$TMP/axis.out" 2>&1
is "compare -iterations-axis exits 0" "$?" 0
is "compare -iterations-axis: a row per K = 1, 2, 4, 8" \
   "$(grep -E '^ +[0-9]+ +[0-9.]+' "$TMP/axis.out" | awk '{print $1}' | tr '\n' ' ')" "1 2 4 8 "
is "... and its CSV, a row per K" "$(cut -d, -f1 "$TMP/cmp-iterations.csv" | tr '\n' ' ')" "iterations 1 2 4 8 "
if have_gpu; then
    like "compare -iterations-axis: says where the GPU starts to win, or that it does not" \
        "$(cat "$TMP/axis.out")" "^the GPU's whole run (wins from K = [0-9]+|does not win up to K = 8)"
else
    like "compare -iterations-axis: without a GPU, says the crossover needs one" "$(cat "$TMP/axis.out")" '^no CUDA device'
fi

if have_gpu; then
    scripts/bench-ring -n 3000 -device-memory 8M -small 2048 -rounds 1 -repeat 1 -out "$TMP/ring" >"$TMP/ring.out" 2>&1
    is "bench-ring at n=3000 (a ring in 8M) exits 0" "$?" 0
    like "bench-ring: every run agrees with the cpu backend" "$(cat "$TMP/ring.out")" '^every run: X [0-9]+, Y [0-9]+, checksum 0x[0-9a-f]{16}'
    scripts/bench-ring -n 3000 -device-memory 8M -rounds 1 -iterations 9 -out "$TMP/ring9" >"$TMP/ring.out" 2>&1
    is "bench-ring -iterations 9 exits 0, every run agreeing" "$? $(grep -c '^every run: X' "$TMP/ring.out")" "0 1"
    like "... the ring against itself at -depth 1 and the cpu" "$(cat "$TMP/ring.out")" '^ring -depth 1 +[0-9.]+ .* 1\.00$'
    is "... its CSV: cpu, ring, ring -depth 1 at 9 sweeps" "$(cut -d, -f2,3 "$TMP/ring9.csv" | tr '\n' ' ')" \
       "iterations,run 9,cpu 9,ring 9,ring -depth 1 "
else
    scripts/bench-ring -n 64 >/dev/null 2>"$TMP/ring.err"
    is "bench-ring without a GPU exits 1" "$?" 1
    like "... saying it needs one" "$(cat "$TMP/ring.err")" '^bench-ring: no CUDA device'
fi

all_gpus scripts/bench -n 64 -repeat 1 -out "$TMP/bench" >"$TMP/bench.out" 2>&1 # its several-GPU rows too
status=$?
is "bench exits 0" "$status" 0
[ "$status" = 0 ] || sed 's/^/# /' "$TMP/bench.out" | tail -n 15
like "bench: measures the host copy yardstick" "$(cat "$TMP/bench.out")" 'Host: copy, [0-9]+ threads'
ok "bench: writes the CSV" test -s "$TMP/bench.csv"
if have_matplotlib; then
    ok "bench: writes the PNG" test -s "$TMP/bench.png"
else
    like "bench: without matplotlib, says the PNG was skipped" "$(cat "$TMP/bench.out")" 'python3-matplotlib.*the PNG is skipped'
fi

done_testing

#!/usr/bin/env bash
# streams.t - -streams S (schemes 1 and 2) and -hybrid: y bit-identical to
# the cpu reference for every kernel, S and n; the timeline has one
# copy-in, kernel and copy-out per slab. Skips without a CUDA device.
#
# The loops over option values run a covering design of their product
# (lib.sh's cover: every pair of values, each n among them, still meets in
# some run), CASE_JOBS runs side by side (queue); make test-full runs the
# whole product.
. "$(dirname "$0")/lib.sh"
have_gpu || skip_all "no CUDA device (./smooth -list fails)"

kernels=$(gpu_kernels)
for n in 1 17 100 1000; do
    for S in 1 2 3 7 "$n"; do
        [ "$S" -le "$n" ] || continue
        for scheme in 1 2; do
            for k in $kernels; do echo "$n $S $scheme $k"; done
        done
    done
done | awk '!seen[$0]++' | cover >"$TMP/cases"
while read -r n S scheme k; do
    queue "n=$n S=$S scheme $scheme $k: bit-identical" \
        verify_case -n "$n" -kernel "$k" -streams "$S" -scheme "$scheme" -seed "$S"
done <"$TMP/cases"
queue "n=4097 S=13 scheme 2 opt, odd constants" verify_case -n 4097 -kernel opt -streams 13 -a 0.3 -b -1.7 -c 2.5

# -iterations K on streams: each slab's first sweep as it arrives, the
# middle on the whole grid, each slab's last sweep and copy-out; -verify
# runs K serial sweeps, whole y compared
for n in 1 2 17 61 1000; do
    for K in 2 3 8; do
        for S in 1 3 7; do
            [ "$S" -le "$n" ] || continue
            for scheme in 1 2; do
                for k in sh16 opt; do echo "$n $K $S $scheme $k"; done
            done
        done
    done
done | cover >"$TMP/cases"
while read -r n K S scheme k; do
    queue "n=$n S=$S scheme $scheme $k -iterations $K: bit-identical" \
        verify_case -n "$n" -kernel "$k" -streams "$S" -scheme "$scheme" -iterations "$K" -seed "$K"
done <"$TMP/cases"
# the sweeps between the first and last D a launch (opt): groups of D and a
# last launch of fewer, either array holding the result
for D in 2 5 16; do
    for n in 61 1000; do
        queue "n=$n S=3 opt -iterations 19 -depth $D: bit-identical" verify_case -n "$n" -kernel opt -streams 3 \
            -iterations 19 -depth "$D" -seed "$D"
    done
done
queue "n=1000 S=4 sh18 -iterations 5 -repeat 3" verify_case -n 1000 -kernel sh18 -streams 4 -iterations 5 -repeat 3
queue "n=1000 S=4 opt -iterations 4 -pin off" verify_case -n 1000 -kernel opt -streams 4 -iterations 4 -pin off
run -n 1000 -kernel opt -streams 4 -iterations 3 -timeline "$TMP/k3.csv"
is "-iterations 3 on streams: per slab a copy-in, two kernels (first and last sweep) and a copy-out, and the middle" \
   "$(cut -d, -f1,2 "$TMP/k3.csv" | sort | uniq -c | awk '{print $1 " " $2}' | tr '\n' ' ')" \
   "1 0,copy-in 1 0,copy-out 2 0,kernel 1 1,copy-in 1 1,copy-out 2 1,kernel 1 2,copy-in 1 2,copy-out 2 2,kernel 1 3,copy-in 1 3,copy-out 2 3,kernel 1 all,kernel 1 lane,op "

for n in 1 17 100 1000; do
    for F in 0.1 0.5 0.9 auto; do
        for k in sh18 opt; do echo "$n $F $k"; done
    done
done | cover >"$TMP/cases"
while read -r n F k; do
    S=$((n < 3 ? n : 3))
    queue "n=$n hybrid $F $k, $S streams: bit-identical" verify_case -n "$n" -kernel "$k" -hybrid "$F" -streams "$S"
done <"$TMP/cases"
queue "n=4096 hybrid auto (calibrated), 8 streams" verify_case -n 4096 -kernel opt -hybrid auto -streams 8
# -hybrid with -iterations K: the GPU's rows stay on the device, D rows
# swapped each way every D sweeps (min(K, 16) and either side's rows by
# default); whole y against K serial sweeps
for n in 1 2 17 100 1000; do
    for K in 2 3 8; do
        for F in 0.1 0.5 0.9 auto; do echo "$n $K $F"; done
    done
done | cover >"$TMP/cases"
while read -r n K F; do
    queue "n=$n hybrid $F -iterations $K opt: bit-identical" verify_case -n "$n" -kernel opt -hybrid "$F" \
        -streams 1 -iterations "$K" -seed "$K"
done <"$TMP/cases"
queue "n=1000 hybrid 0.3 -iterations 5 sh16 -repeat 3" verify_case -n 1000 -kernel sh16 -hybrid 0.3 -iterations 5 -repeat 3
queue "n=1000 hybrid 0.5 -iterations 4 -pin off" verify_case -n 1000 -kernel opt -hybrid 0.5 -iterations 4 -pin off
queue "n=4096 hybrid auto -iterations 6 (calibrated per sweep)" verify_case -n 4096 -kernel opt -hybrid auto -iterations 6
# -depth D with -hybrid: every depth, K below, at and past D and not a
# multiple of it; either side with fewer rows than D (D lowered to them);
# other kernels (the GPU's D sweeps one a launch); pageable; repeated
for D in 1 2 3 5 8 13 16; do
    for K in $((D > 1 ? D - 1 : 2)) "$D" $((2 * D + 3)); do
        queue "n=300 hybrid 0.4 -iterations $K -depth $D: bit-identical" verify_case -n 300 -kernel opt \
            -hybrid 0.4 -iterations "$K" -depth "$D" -seed "$D"
    done
done
for F in 0.005 0.995; do
    queue "n=400 hybrid $F -iterations 20: a side of 2 rows, bit-identical" verify_case -n 400 -kernel opt -hybrid "$F" \
        -streams 1 -iterations 20
done
for k in $(gpu_kernels | sed "s/\bopt\b//"); do
    queue "n=333 hybrid 0.5 -iterations 19 $k: bit-identical" verify_case -n 333 -kernel "$k" -hybrid 0.5 \
        -iterations 19
done
queue "n=1000 hybrid 0.3 -iterations 35 -depth 16 -pin off" verify_case -n 1000 -kernel opt -hybrid 0.3 -iterations 35 \
    -depth 16 -pin off
queue "n=500 hybrid 0.5 -iterations 12 -depth 4 -repeat 3" verify_case -n 500 -kernel opt -hybrid 0.5 -iterations 12 \
    -depth 4 -repeat 3
queue "n=500 hybrid 0.6 -iterations 40 -threads 3" verify_case -n 500 -kernel opt -hybrid 0.6 -iterations 40 \
    -threads 3
# fractions at the edges of (0, 1): the GPU keeps a row per stream, the CPU may get none
for F in 1e-300 0.9999999; do
    queue "n=1000 hybrid $F" verify_case -n 1000 -kernel opt -hybrid "$F"
done
run -n 60 -kernel opt -hybrid auto -iterations 9 -verify
like "hybrid auto on a grid too small to calibrate: the GPU alone, 6 sweeps a launch" "$out" \
    '^Backend      :: opt; hybrid, 9 sweeps: .*GPU alone.*; 6 sweeps a launch \(temporal blocking'
like "... bit-identical" "$out" '^Verify       :: PASS'
run -n 1000 -kernel opt -hybrid 0.5 -iterations 3 -depth 1
like "hybrid -iterations 3 -depth 1: the header says how the rows were shared" "$out" \
    '^Backend      :: opt; hybrid, 3 sweeps: GPU rows 1\.\.500, CPU rows 501\.\.1000 \(500 rows\), a row swapped each way between sweeps; CPU share 0\.500 \(-hybrid F\)$'
run -n 1000 -kernel opt -hybrid 0.01 -iterations 40
like "hybrid -iterations 40: 10 rows for the CPU, so 10 swapped every 10 sweeps, a pass of 10" "$out" \
    '^Backend      :: opt; hybrid, 40 sweeps: GPU rows 1\.\.990, CPU rows 991\.\.1000 \(10 rows\), 10 rows swapped each way every 10 sweeps; CPU share 0\.010 \(-hybrid F\); 10 sweeps a pass \(temporal blocking; [0-9.]+ x the cells computed\)$'
run -n 1000 -kernel opt -hybrid 0.5 -iterations 40
like "hybrid -iterations 40: 16 rows swapped every 16 sweeps by default" "$out" \
    ', 16 rows swapped each way every 16 sweeps; CPU share 0\.500 \(-hybrid F\); 16 sweeps a pass \(temporal'
run -n 100 -kernel opt -hybrid 0.5 -iterations 2 -device-memory 20K
is "hybrid -iterations 2 larger than the GPU: exit 2" "$status" 2
# -repeat: set up (pin, allocate, calibrate) once; each run poisons y again
queue "n=1000 S=3 scheme 1 sh16 -repeat 3" verify_case -n 1000 -kernel sh16 -streams 3 -scheme 1 -repeat 3
queue "n=1000 S=5 scheme 2 opt -repeat 4" verify_case -n 1000 -kernel opt -streams 5 -repeat 4
queue "n=2000 hybrid auto -repeat 3" verify_case -n 2000 -kernel opt -hybrid auto -repeat 3
queue "n=1000 S=4 -pin off (pageable)" verify_case -n 1000 -kernel opt -streams 4 -pin off
# counted as the slabs land: the same counts as the cpu backend's
want=$("$SMOOTH" -n 1500 -kernel cpu -seed 11 | grep -E '^Number of elements below' | tr -s ' ')
for args in "-streams 6 -scheme 1" "-streams 6 -scheme 2" "-hybrid 0.3 -streams 3" "-hybrid auto -streams 2"; do
    # shellcheck disable=SC2086
    got=$("$SMOOTH" -n 1500 -kernel opt $args -seed 11 | grep -E '^Number of elements below' | tr -s ' ')
    is "counts with $args equal the cpu backend's" "$got" "$want"
done

# timer rows: elapsed, the stage sums, and for hybrid the split
run -n 2048 -kernel opt -streams 4 -scheme 2
for row in "GPU: Streams" "GPU: Copy-in (sum)" "GPU: Smooth (sum)" "GPU: Copy-out (sum)" "GPU: Stages (sum)" \
           "GPU: Pin-X+Y" "CPU: Count-Y (overlapped)"; do
    like "streams timer row '$row'" "$out" "^$(re_escape "$row") +:: +[0-9]+\.[0-9]{6}"
done
like "header says streams and scheme" "$out" '^Backend      :: opt; 4 streams, scheme 2$'
run -n 4096 -kernel opt -hybrid auto -streams 4
for row in "Hybrid: Calibrate" "GPU: Streams" "CPU: Smooth (hybrid rows)" "Hybrid: Total"; do
    like "hybrid timer row '$row'" "$out" "^$(re_escape "$row") +:: +[0-9]+\.[0-9]{6}"
done
like "header gives the split" "$out" '^Backend      :: opt; hybrid: GPU rows 1\.\.[0-9]+ on 4 streams \(scheme 2\), CPU rows [0-9]+\.\.4096 \([0-9]+ rows\); CPU share 0\.[0-9]{3} \(auto: calibrated'

# the timeline: one copy-in, kernel and copy-out per slab, sensible times
for scheme in 1 2; do
    "$SMOOTH" -n 1000 -kernel opt -streams 7 -scheme "$scheme" -timeline "$TMP/tl.csv" >/dev/null
    check=$(python3 - "$TMP/tl.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
ops = sorted((r["lane"], r["slab"], r["op"]) for r in rows)
want = sorted((str(s), str(s), op) for s in range(7) for op in ("copy-in", "kernel", "copy-out"))
assert ops == want, ops
t = {(r["slab"], r["op"]): (float(r["start_ms"]), float(r["end_ms"])) for r in rows}
for (slab, op), (a, b) in t.items():
    assert 0 <= a <= b, (slab, op, a, b)
for s in map(str, range(7)):   # within a slab: copy-in, then kernel, then copy-out
    assert t[(s, "copy-in")][1] <= t[(s, "kernel")][0] + 1e-3
    assert t[(s, "kernel")][1] <= t[(s, "copy-out")][0] + 1e-3
print("ok")
PY
)
    is "scheme $scheme timeline: one copy-in, kernel, copy-out per slab, in order" "$check" ok
done
"$SMOOTH" -n 2000 -kernel opt -hybrid 0.5 -streams 2 -timeline "$TMP/tl.csv" >/dev/null
like "hybrid timeline has a cpu lane" "$(cat "$TMP/tl.csv")" '^cpu,smooth,0,[0-9.]+,[0-9.]+,$'
is "hybrid timeline: 2 slabs x 3 ops + cpu" "$(($(wc -l <"$TMP/tl.csv") - 1))" 7

# pageable memory streams give the same bits (without overlap)
queue "-pin off with streams" verify_case -n 500 -kernel opt -streams 4 -pin off

done_testing

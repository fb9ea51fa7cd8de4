#!/usr/bin/env bash
# ring.t - grids larger than the device memory the run may use: slabs pass
# through a ring of device buffers (-device-memory forces it at small n).
# y bit-identical to the cpu backend's for every kernel x scheme x ring
# depth (2, 3, many) x S x n, y poisoned; slabs of one row; hybrid,
# -repeat, -pin off and automatic streaming over the ring; the header and
# the timeline show the ring. Skips without a CUDA device.
#
# The loops over option values run a covering design of their product
# (lib.sh's cover: every pair of values, each n among them, still meets in
# some run), CASE_JOBS runs side by side (queue); make test-full runs the
# whole product.
. "$(dirname "$0")/lib.sh"
have_gpu || skip_all "no CUDA device (./smooth -list fails)"

# Bytes of D ring buffers of R-row slabs at -n N: an x slab with H halo
# rows each side (ring_bytes: one) and a y slab as tall, rows padded to 32
# floats (device.h).
pitch_bytes() { echo $((($1 + 2 + 31) / 32 * 32 * 4)); }
ring_bytes_halo() { local n=$1 depth=$2 rows=$3 halo=$4; echo $((depth * 2 * (rows + 2 * halo) * $(pitch_bytes "$n"))); }
ring_bytes() { ring_bytes_halo "$1" "$2" "$3" 1; }
# The ring smooth plans for -n N on S streams in BYTES, as "depth rows
# slabs": the rule itself (src/plan/slabs.c, unit-tested in tests/unit/slabs.c).
ring_shape() { "$BUILD/tests/ring-plan" "$1" "$1" "$2" "$3"; }
slab_rows() { local n=$1 s=$2 most=$(($2 > 32 ? $2 : 32)); echo $(((n + most - 1) / most)); }

same_as_cpu() { # name, header pattern, then smooth's arguments: y as $TMP/cpu.raw's
    local name=$1 pattern=$2
    shift 2
    MUST_MATCH=$pattern check "$name" same_y_case "$TMP/cpu.raw" "$@"
}

# At -n N, "S bytes" a line: a buffer per stream (depth 2 and 3), many, and
# one-row slabs for more streams than buffers; always less than x and y
# whole need (n=1: a ring of one one-row slab is as large as the grid:
# never a ring)
ring_cases() {
    local n=$1 whole
    whole=$(ring_bytes "$n" 1 "$n")
    if [ "$n" -eq 2 ]; then
        echo "1 $(ring_bytes 2 1 1)"
        echo "2 $((whole - 1))"
    elif [ "$n" -ge 3 ]; then
        echo "2 $(ring_bytes "$n" 2 "$(slab_rows "$n" 2)")"
        echo "3 $(ring_bytes "$n" 3 "$(slab_rows "$n" 3)")"
    fi
    if [ "$n" -ge 8 ]; then
        echo "8 $((whole - 1))"
        echo "7 $(ring_bytes "$n" 3 1)"
    fi
}
for n in 1 2 17 100 1000 4097; do # "n case scheme kernel", the case by its line in ring_cases
    ring_cases "$n" | awk -v n="$n" -v kernels="$(gpu_kernels)" '{
        split(kernels, k, " "); for (s = 1; s <= 2; ++s) for (i = 1; i in k; ++i) print n, NR, s, k[i] }'
done | cover >"$TMP/cases"
while read -r n c scheme k; do
    read -r S bytes <<<"$(ring_cases "$n" | sed -n "${c}p")"
    read -r depth rows _ <<<"$(ring_shape "$n" "$S" "$bytes")"
    whole=$(ring_bytes "$n" 1 "$n")
    [ "$bytes" -lt "$whole" ] || { fail "n=$n S=$S: $bytes bytes would hold x and y whole"; continue; }
    [ -f "$TMP/cpu-$n.raw" ] || "$SMOOTH" -n "$n" -kernel cpu -seed 5 -dump "$TMP/cpu-$n.raw" >/dev/null
    MUST_MATCH="; ring of $depth device buffers of $rows rows " \
        queue "n=$n S=$S scheme $scheme $k, ring of $depth x $rows rows: y bit-identical" same_y_case \
        "$TMP/cpu-$n.raw" -n "$n" -kernel "$k" -seed 5 -streams "$S" -scheme "$scheme" -device-memory "$bytes"
done <"$TMP/cases"

# n=1: the least -device-memory holds x and y whole
"$SMOOTH" -n 1 -kernel cpu -seed 5 -dump "$TMP/cpu.raw" >/dev/null
same_as_cpu "n=1 at the least -device-memory: whole grid" '^Backend      :: opt; whole grid' \
    -n 1 -kernel opt -seed 5 -device-memory "$(ring_bytes 1 1 1)"

# x and y fit in just the bytes they need: no ring
"$SMOOTH" -n 100 -kernel cpu -dump "$TMP/cpu.raw" >/dev/null
same_as_cpu "n=100 with exactly x and y's bytes: whole grid, no ring" '^Backend      :: opt; whole grid' \
    -n 100 -kernel opt -device-memory "$(ring_bytes 100 1 100)"
same_as_cpu "n=100 one byte less: streamed automatically, 2 streams, scheme 1" \
    '^Backend      :: opt; streamed \(the grid does not fit\): 2 streams, scheme 1; ring of 2 device buffers of 4 rows \(12\.0 KiB\), 25 slabs: x and y need 102\.0 KiB, -device-memory allows 102\.0 KiB; copies staged through pinned buffers$' \
    -n 100 -kernel opt -device-memory "$(($(ring_bytes 100 1 100) - 1))"

# -verify, -repeat, pageable copies, hybrid over the ring
MUST_SAY='; ring of ' # verify_case (lib.sh): each run below must go through a ring
queue "n=4097 automatic ring in 2M, -verify" verify_case -n 4097 -kernel opt -device-memory 2M
queue "n=1000 S=5 scheme 2 ring -repeat 3" verify_case -n 1000 -kernel sh16 -streams 5 -scheme 2 -device-memory 300K -repeat 3
verified "n=1000 S=4 ring, -pin off (pageable copies)" -n 1000 -kernel opt -streams 4 -device-memory 300K -pin off
like "... says pageable copies" "$(grep '^Backend' "$TMP/out")" '; pageable copies$'
for F in 0.3 auto; do
    verified "n=3000 hybrid $F over a ring of 3 streams" -n 3000 -kernel opt -hybrid "$F" -streams 3 -device-memory 1M
    like "... the header gives the split and the ring" "$(grep '^Backend' "$TMP/out")" 'hybrid: GPU rows 1\.\.[0-9]+ on 3 streams.*; ring of 3 device buffers'
done
queue "n=3000 hybrid auto -repeat 2 over a ring" verify_case -n 3000 -kernel opt -hybrid auto -device-memory 1M -repeat 2
queue "n=16384 through a ring in 512M" verify_case -n 16384 -kernel opt -streams 4 -device-memory 512M

# counted as the slabs are staged out: the cpu backend's counts
want=$("$SMOOTH" -n 2500 -kernel cpu -seed 11 | grep -E '^Number of elements below' | tr -s ' ')
for args in "-streams 6 -scheme 1" "-streams 6 -scheme 2" "-hybrid 0.3 -streams 3" "-pin off -streams 2"; do
    # shellcheck disable=SC2086
    got=$("$SMOOTH" -n 2500 -kernel opt $args -seed 11 -device-memory 1M | grep -E '^Number of elements below' | tr -s ' ')
    is "ring counts with $args equal the cpu backend's" "$got" "$want"
done

# -json gives the ring's shape, for scripts
"$SMOOTH" -n 1000 -kernel opt -streams 3 -device-memory 300K -json "$TMP/ring.json" >/dev/null
read -r depth rows _ <<<"$(ring_shape 1000 3 307200)"
is "-json ring: buffers, rows per slab, slabs, streams, scheme, staged, bytes allowed" \
    "$(json "$TMP/ring.json" '[r["ring"][k] for k in ("buffers", "rows_per_slab", "slabs", "streams", "scheme", "staged", "allowed_bytes")]')" \
    "[$depth, $rows, $(((1000 + rows - 1) / rows)), 3, 2, true, 307200]"
is "-json ring: device bytes are the buffers'" "$(json "$TMP/ring.json" 'r["ring"]["device_bytes"]')" "$(ring_bytes 1000 "$depth" "$rows")"
"$SMOOTH" -n 1000 -kernel opt -streams 3 -json "$TMP/whole.json" >/dev/null
is "-json: no ring when x and y fit (null)" "$(json "$TMP/whole.json" 'r["ring"]')" null
"$SMOOTH" -n 1000 -kernel opt -pin off -device-memory 300K -json "$TMP/pageable.json" >/dev/null
is "-json ring with -pin off: not staged" "$(json "$TMP/pageable.json" 'r["ring"]["staged"]')" false

# timer rows
run -n 2048 -kernel opt -streams 4 -device-memory 4M
for row in "GPU: Alloc-Ring" "GPU: Pin-staging" "GPU: Streams" "GPU: Copy-in (sum)" "GPU: Smooth (sum)" \
           "GPU: Copy-out (sum)" "CPU: Stage-in X (sum)" "CPU: Stage-out Y, Count-Y (sum)"; do
    like "ring timer row '$row'" "$out" "^$(re_escape "$row") +:: +[0-9]+\.[0-9]{6}"
done
ok "no Pin-X+Y over a ring (the arrays are not pinned)" test -z "$(printf '%s\n' "$out" | grep 'Pin-X+Y')"

# the timeline: per slab a copy-in, kernel and copy-out on stream k mod S in
# buffer k mod D, in order, and the host's stage-in before the copy-in and
# stage-out after the copy-out
for scheme in 1 2; do
    "$SMOOTH" -n 1000 -kernel opt -streams 3 -scheme "$scheme" -device-memory 300K -timeline "$TMP/tl.csv" >"$TMP/out"
    shape=$(sed -n 's/.*ring of \([0-9]*\) device buffers of [0-9]* rows ([0-9.]* [KMG]*i*B), \([0-9]*\) slabs.*/\1 \2/p' "$TMP/out")
    check=$(python3 - "$TMP/tl.csv" $shape <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
depth, slabs = int(sys.argv[2]), int(sys.argv[3])
assert slabs > depth >= 2, (depth, slabs)
t = {(r["slab"], r["op"]): (float(r["start_ms"]), float(r["end_ms"])) for r in rows}
ops = sorted((r["lane"], int(r["slab"]), r["op"], r["buffer"]) for r in rows)
want = sorted([(str(k % 3), k, op, str(k % depth)) for k in range(slabs) for op in ("copy-in", "kernel", "copy-out")] +
              [("host", k, op, str(k % depth)) for k in range(slabs) for op in ("stage-in", "stage-out")])
assert ops == want, (ops[:8], want[:8])
e = 1e-3  # GPU events against each other
h = 0.2   # host clock against GPU events: the origin is when the host saw the start event
for k in map(str, range(slabs)):
    assert t[(k, "stage-in")][1] <= t[(k, "copy-in")][0] + h, k
    assert t[(k, "copy-in")][1] <= t[(k, "kernel")][0] + e, k
    assert t[(k, "kernel")][1] <= t[(k, "copy-out")][0] + e, k
    assert t[(k, "copy-out")][1] <= t[(k, "stage-out")][0] + h, (k, t[(k, "copy-out")], t[(k, "stage-out")])
for k in range(depth, slabs):   # a buffer is reused only after its last slab left it
    assert t[(str(k - depth), "copy-out")][1] <= t[(str(k), "kernel")][0] + e
    assert t[(str(k - depth), "kernel")][1] <= t[(str(k), "copy-in")][0] + e
print("ok")
PY
)
    is "scheme $scheme ring timeline: every slab's ops in order, buffers reused in turn" "$check" ok
done

# -iterations K through the ring: passes over the grid of up to 64 sweeps
# (as deep as the memory allows: below), y updated in place; whole y against
# K serial sweeps, staged and pageable, both schemes, ring depths 1 to many
iterated_cases() { # at -n N, "S bytes" a line: ring depths 1, 2 and 3, one-row slabs
    local n=$1
    echo "1 $(ring_bytes "$n" 1 1)"
    echo "2 $(ring_bytes "$n" 2 "$(slab_rows "$n" 2)")"
    echo "7 $(ring_bytes "$n" 3 1)"
    echo "3 $(($(ring_bytes "$n" 1 "$n") - 1))"
}
for n in 17 100 1000; do # "n case K scheme kernel", the case by its line in iterated_cases
    for c in 1 2 3 4; do
        for K in 2 3 8; do
            for scheme in 1 2; do
                for k in sh16 opt; do echo "$n $c $K $scheme $k"; done
            done
        done
    done
done | cover >"$TMP/cases"
while read -r n c K scheme k; do
    read -r S bytes <<<"$(iterated_cases "$n" | sed -n "${c}p")"
    MUST_SAY='; ring of ' queue "n=$n S=$S scheme $scheme $k ring in $bytes bytes, -iterations $K: bit-identical" \
        verify_case -n "$n" -kernel "$k" -streams "$S" -scheme "$scheme" -device-memory "$bytes" -iterations "$K" \
        -seed "$K"
done <"$TMP/cases"
for extra in "-pin off" "-repeat 3" "-pin off -repeat 2"; do
    # shellcheck disable=SC2086
    run -n 300 -kernel opt -device-memory 40K -iterations 5 -verify $extra
    like "n=300 ring, automatic streams, -iterations 5 $extra: bit-identical" "$out" '^Verify       :: PASS'
done
run -n 300 -kernel opt -device-memory 40K -iterations 4 -depth 1 -json
is "ring -iterations 4 -depth 1: Copy-in (sum) counts every pass's bytes (4 passes of one)" \
   "$(printf '%s' "$out" | python3 -c '
import json, sys
r = json.load(sys.stdin); t = {x["label"]: x for x in r["timers"]}
row = 302 * 4; slabs = r["ring"]["slabs"]
print(t["GPU: Copy-in (sum)"]["bytes"] == 4 * row * (300 + 2 * slabs), t["GPU: Smooth (sum)"]["cells"] == 300 * 300 * 4)')" "True True"

run -n 300 -kernel opt -device-memory 40K -iterations 9 -json
is "ring -iterations 9, P sweeps a pass: Copy-in (sum) counts each slab's 2P halo rows in every pass" \
   "$(printf '%s' "$out" | python3 -c '
import json, sys
r = json.load(sys.stdin); t = {x["label"]: x for x in r["timers"]}
n, P, slabs = 300, r["depth"], r["ring"]["slabs"]
los = [1] + [1 + sum(n // slabs + (j < n % slabs) for j in range(k)) for k in range(1, slabs + 1)]
rows = sum(min(los[k + 1] + P, n + 2) - max(los[k] - P, 0) for k in range(slabs))
passes = -(-9 // P)
print(P > 1, t["GPU: Copy-in (sum)"]["bytes"] == passes * 302 * 4 * rows)')" "True True"

# -depth P through the ring: P sweeps a pass, each slab bringing P halo
# rows each side (P lowered where the memory is short: ring-plan's fourth
# number, which the header must say). Whole y against K serial sweeps:
# automatic and explicit depths, K below, at and past P; a buffer per
# stream (staged: the top halos still in y when read) and one buffer (the
# halos saved first); both schemes; opt (6 a launch) and sh18 (one).
# A covering design of shape (n, S, bytes), K and D (lib.sh's cover), side by side.
for n in 17 300 1000; do
    if [ "$n" -eq 17 ]; then
        cases=("2 $(ring_bytes_halo 17 2 3 2)" "1 $(ring_bytes_halo 17 1 5 3)")
    else
        cases=("2 $(ring_bytes_halo "$n" 2 40 16)" "3 $(ring_bytes_halo "$n" 3 8 4)" "1 $(ring_bytes_halo "$n" 1 20 8)")
    fi
    for c in "${cases[@]}"; do
        for K in 3 16 41; do
            for D in 0 2 64; do echo "$n $c $K $D"; done
        done
    done
done | cover >"$TMP/depth-cases"
i=0
while read -r n S bytes K D; do
    i=$((i + 1))
    [ "$bytes" -lt "$(ring_bytes "$n" 1 "$n")" ] || { fail "n=$n S=$S: $bytes bytes would hold x and y whole"; continue; }
    want=$([ "$D" -eq 0 ] && echo 64 || echo "$D")
    [ "$want" -le "$K" ] || want=$K
    read -r _ _ _ P <<<"$(ring_shape "$n" "$S" "$bytes" "$want")"
    say=$([ "$P" -gt 1 ] && echo "; $P sweeps a pass through the ring" || echo "; ring of ")
    MUST_SAY=$say queue "n=$n S=$S in $bytes bytes, -iterations $K -depth $D: $P a pass, bit-identical" verify_case \
        -n "$n" -kernel opt -streams "$S" -scheme $((i % 2 + 1)) -device-memory "$bytes" -iterations "$K" -depth "$D" \
        -seed "$i"
done <"$TMP/depth-cases"
MUST_SAY='sweeps a pass through the ring, 1 a launch'
queue "n=1000 sh18 ring, -iterations 41: passes of one-sweep launches" verify_case -n 1000 -kernel sh18 -streams 2 \
    -device-memory "$(ring_bytes_halo 1000 2 40 16)" -iterations 41
MUST_SAY='sweeps a pass through the ring'
for K in 3 16 41; do
    queue "n=300 ring -pin off (pageable), -iterations $K: halos saved, bit-identical" verify_case -n 300 -kernel opt \
        -pin off -device-memory "$(ring_bytes_halo 300 2 20 8)" -iterations "$K" -repeat 2
done
MUST_SAY='; ring of '
run -n 300 -kernel opt -device-memory 40K -iterations 9 -depth 1
unlike "-depth 1 through the ring: a pass a sweep, no temporal blocking in the header" "$out" 'temporal blocking'

# hostile shapes (round 3): the least -device-memory takes; 20000 one-row
# slabs on 7 streams; pageable copies through a small ring
queue "n=100 -streams 5 in 3072 bytes, the least -device-memory takes" verify_case -n 100 -kernel opt -device-memory 3072 -streams 5
"$SMOOTH" -n 20000 -kernel cpu -seed 5 -checksum | grep -E '^(Number|Checksum)' >"$TMP/cpu.sum"
"$SMOOTH" -n 20000 -kernel opt -seed 5 -device-memory 3M -streams 7 -scheme 2 -checksum | grep -E '^(Number|Checksum)' >"$TMP/gpu.sum"
ok "n=20000 in 3M (one-row slabs), 7 streams, scheme 2: counts and checksum equal the cpu's" cmp -s "$TMP/cpu.sum" "$TMP/gpu.sum"
queue "n=1000 -pin off through a 50K ring" verify_case -n 1000 -kernel opt -pin off -device-memory 50K

# Two runs that each fit the GPU alone, not both together (x and y ~52% of
# the free memory each): the second streams through the ring, or, if both
# planned before either allocated, says the memory went; never a crash
free=$("$SMOOTH" -list | sed -n 's/^Global memory *:: .*, \([0-9.]*\) GiB free$/\1/p' | head -n 1)
host=$(awk '/^MemAvailable/ { print $2 * 1024 }' /proc/meminfo)
n=$(awk -v f="${free:-0}" 'BEGIN { printf "%d", sqrt(0.52 * f * 2^30 / 8) }')
if [ "$n" -gt 1000 ] && [ "$host" -gt $((18 * n * n)) ]; then
    "$SMOOTH" -n "$n" -kernel opt -checksum >"$TMP/a.out" 2>"$TMP/a.err" &
    first=$!
    sleep 2
    "$SMOOTH" -n "$n" -kernel opt -checksum >"$TMP/b.out" 2>"$TMP/b.err"
    second=$?
    wait "$first"
    first=$?
    ok "two runs of n=$n at once, each ~52% of the GPU: exits 0 or 1, no crash ($first, $second)" \
        test "$first" -le 1 -a "$second" -le 1
    for run in a b; do
        if grep -q '^Checksum' "$TMP/$run.out"; then
            is "... run $run: its checksum is the other's or the cpu's ($(grep -o 'streamed\|whole grid' "$TMP/$run.out" | head -n 1))" \
               "$(grep '^Checksum' "$TMP/$run.out")" "$(grep -h '^Checksum' "$TMP/a.out" "$TMP/b.out" | head -n 1)"
        else
            like "... run $run: says why" "$(cat "$TMP/$run.err")" '^smooth: out of device memory'
        fi
    done
else
    skip "two runs that each fit the GPU alone: needs ${n:-?}^2 floats x 2 per run in the host memory too"
fi

done_testing

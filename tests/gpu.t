#!/usr/bin/env bash
# gpu.t - the GPU kernels (every one -list-backends names) on the whole grid:
# y bit-identical to the cpu backend over the whole array (y poisoned
# before each run) for many n, constants and seeds, for one sweep and for
# -iterations K; device handling.
# Skips without a CUDA device.
#
# The loops over sizes, constants, kernels and depths run a covering design of
# their product (lib.sh's cover: every pair of values, each n among them,
# still meets in some run), CASE_JOBS runs side by side (queue); make
# test-full runs the whole product.
. "$(dirname "$0")/lib.sh"
have_gpu || skip_all "no CUDA device (./smooth -list fails)"

kernels=$(gpu_kernels)
params=("" "-a 0.3 -b -1.7 -c 2.5 -seed 7" "-a 1e-3 -b 7 -c 0 -seed 99 -rng libc")
for n in 1 2 3 15 16 17 31 33 100 255 1000 4097; do
    for i in "${!params[@]}"; do
        for k in $kernels; do echo "$n $i $k"; done
    done
done | cover >"$TMP/cases"
while read -r n i k; do
    p=${params[i]} want="$TMP/cpu-$n-p$i.raw"
    # shellcheck disable=SC2086
    [ -f "$want" ] || "$SMOOTH" -n "$n" -kernel cpu $p -dump "$want" >/dev/null
    # shellcheck disable=SC2086
    queue "n=$n $k ${p:-defaults}: whole y bit-identical to cpu" same_y_case "$want" -n "$n" -kernel "$k" $p
done <"$TMP/cases"

# -iterations K: x copied in once, K sweeps between two device arrays, the
# result out; whole y bit-identical to the cpu backend's K sweeps (itself
# checked against a two-array reference in tests/unit/stencil.c), with
# pinned (staged) and pageable copies, -repeat, and both parities of K
for n in 1 2 17 61 100 1000; do
    for K in 2 3 8; do
        for k in $kernels; do echo "$n $K $k"; done
    done
done | cover >"$TMP/cases"
while read -r n K k; do
    want="$TMP/cpu-$n-$K.raw" # tb_check's references too: the same run
    [ -f "$want" ] || "$SMOOTH" -n "$n" -kernel cpu -seed "$((n + K))" -iterations "$K" -depth 1 -dump "$want" >/dev/null
    queue "n=$n $k -iterations $K: whole y bit-identical to cpu" same_y_case "$want" -n "$n" -kernel "$k" \
        -seed "$((n + K))" -iterations "$K"
done <"$TMP/cases"
"$SMOOTH" -n 300 -kernel cpu -seed 4 -iterations 5 -dump "$TMP/cpu.raw" >/dev/null
for extra in "-pin off" "-repeat 3" "-pin off -repeat 2"; do
    # shellcheck disable=SC2086
    "$SMOOTH" -n 300 -kernel opt -seed 4 -iterations 5 $extra -dump "$TMP/gpu.raw" >/dev/null 2>"$TMP/err"
    ok "n=300 opt -iterations 5 $extra: y bit-identical to cpu" cmp -s "$TMP/cpu.raw" "$TMP/gpu.raw"
done
run -n 1000 -kernel opt -iterations 4 -verify -json
is "-iterations 4 -verify: pass" "$(printf '%s' "$out" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["verify"], r["iterations"])')" "pass 4"
is "-iterations 4: GPU: Smooth has a GCells/s rate: 1000^2 x 4 cells" \
   "$(printf '%s' "$out" | python3 -c 'import json,sys; print([t["cells"] for t in json.load(sys.stdin)["timers"] if t["label"] == "GPU: Smooth"])')" "[4000000]"
run -n 100 -kernel opt -iterations 2 -device-memory 20K -verify
like "-iterations 2 through the ring (ring.t has the rest): bit-identical" "$out" '^Verify       :: PASS'

# -depth D: D sweeps a launch by temporal blocking (opt, whole grid): every
# depth with groups of D and a last launch of 1; K below, at and past D;
# grids smaller than a strip (256 - 2D columns) or a band (512 rows), not
# multiples of either, several of each; whole y against the cpu backend's,
# one sweep a pass (its own temporal blocking is tested apart: cpu.t)
tb_check() { # n K D
    local n=$1 K=$2 D=$3 want="$TMP/cpu-$1-$2.raw"
    [ -f "$want" ] || "$SMOOTH" -n "$n" -kernel cpu -seed "$((n + K))" -iterations "$K" -depth 1 -dump "$want" >/dev/null
    queue "n=$n opt -iterations $K -depth $D: whole y bit-identical to cpu" same_y_case "$want" -n "$n" \
        -kernel opt -seed "$((n + K))" -iterations "$K" -depth "$D"
}
for D in $(seq 1 16); do
    tb_check 300 $((2 * D + 1)) "$D"
done
# K below, at and past D, each with each D and each n (a covering design: every pair)
for D in 2 5 8 16; do
    for n in 1 2 17 255 1100; do
        for K in below at past; do echo "$D $n $K"; done
    done
done | cover >"$TMP/cases"
while read -r D n K; do
    case $K in below) K=$((D - 1)) ;; at) K=$D ;; past) K=$((3 * D + 2)) ;; esac
    tb_check "$n" "$K" "$D"
done <"$TMP/cases"
tb_check 4500 20 8
# Values decaying through the subnormals (weights summing to 0.8; 0.8^400 is
# below the smallest normal float): no kernel may flush them to zero
"$SMOOTH" -n 300 -kernel cpu -a 0.05 -b 0.1 -c 0.2 -iterations 600 -depth 1 -dump "$TMP/sub-cpu.raw" >/dev/null
for args in "opt -depth 1" "opt -depth 7" "opt -depth 16" "global" "sh1" "sh18" "opt -streams 3" \
            "opt -streams 3 -depth 5" "opt -device-memory 100K" "sh18 -device-memory 100K" \
            "opt -device-memory 300K -depth 256" "opt -hybrid 0.4 -depth 7" "sh18 -hybrid 0.5"; do
    # shellcheck disable=SC2086
    queue "subnormal decay, -kernel $args: whole y bit-identical to cpu" same_y_case "$TMP/sub-cpu.raw" -n 300 \
        -kernel $args -a 0.05 -b 0.1 -c 0.2 -iterations 600
done
is "... whose y holds subnormal values" "$(has_subnormals "$TMP/sub-cpu.raw")" yes
run -n 1000 -kernel opt -iterations 20 -verify
like "-iterations 20: 6 sweeps a launch by default, said in the header" "$out" \
    '^Backend      :: opt; whole grid on one stream; .*; 6 sweeps a launch \(temporal blocking; 1\.[0-9]+ x the cells computed\)$'
like "... bit-identical (-verify)" "$out" '^Verify       :: PASS'
run -n 1000 -kernel opt -iterations 5 -depth 1
unlike "-depth 1: one sweep a launch, no temporal blocking in the header" "$out" 'temporal blocking'
run -n 100 -kernel opt -iterations 3 -depth 17
is "-depth 17 with x and y on the device (16 a launch at most): exit 2" "$status" 2
like "... saying why and what is accepted" "$err" '^smooth: -depth 17: x and y fit on the device, .*use -depth 1\.\.16 or leave it out; try -help$'
run -n 1000 -kernel opt -iterations 20 -streams 4 -verify
like "-streams 4 -iterations 20: the sweeps between the first and last 6 a launch" "$out" \
    '^Backend      :: opt; 4 streams, scheme 2; 6 sweeps a launch \(temporal blocking; 1\.[0-9]+ x the cells computed\)$'
like "... bit-identical (-verify)" "$out" '^Verify       :: PASS'

# y counted as its staged rows land (several chunks at n=4097 and 9000): the cpu backend's counts
for n in 1 17 4097 9000; do
    for k in opt sh1; do
        got=$("$SMOOTH" -n "$n" -kernel "$k" -seed 3 -t 0.3 | grep -E '^Number of elements below' | tr -s ' ')
        want=$("$SMOOTH" -n "$n" -kernel cpu -seed 3 -t 0.3 | grep -E '^Number of elements below' | tr -s ' ')
        is "n=$n $k: X and Y counts equal the cpu backend's" "$got" "$want"
    done
done

# -verify at the tutorial's size, one run per kernel
for k in $kernels; do
    run -n 16384 -kernel "$k" -verify
    like "n=16384 $k -verify passes" "$out" '^Verify       :: PASS \(bit-identical, 268500996 elements\)$'
done

# the timer table gains the tutorial's GPU rows, with GB/s on transfers
run -n 2048 -kernel sh16
for row in "GPU: Init (overlapped)" "GPU: Alloc-X" "GPU: Alloc-Y" "GPU: Copy-in" "GPU: Smooth" "GPU: Copy-out" \
           "CPU: Alloc-X (overlapped)" "CPU: Init-X (overlapped)" "CPU: Count-X (overlapped)" \
           "CPU: Count-Y (overlapped)" "Total (wall)"; do
    like "timer row '$row'" "$out" "^$(re_escape "$row") +:: +[0-9]+\.[0-9]{6}"
done
like "copies staged through pinned buffers, said in the header" "$out" '^Backend      :: sh16; whole grid on one stream; copies staged by [0-9]+ threads?, each its own chunks of [0-9]+ rows through 2 pinned buffers$'
last=$(printf '%s\n' "$out" | tail -n 1)
like "Total (wall) is the table's last row" "$last" '^Total \(wall\) +:: +[0-9]+\.[0-9]{6}$'
like "Copy-in shows GB/s" "$out" '^GPU: Copy-in +:: +[0-9.]+ +[0-9.]+ GB/s$'
like "Smooth shows GB/s" "$out" '^GPU: Smooth +:: +[0-9.]+ +[0-9.]+ GB/s$'
like "header names the device" "$out" '^Device       :: 0: .+, sm_[0-9]+, [0-9]+ SMs, [0-9.]+ GiB'
like "the default backend with a GPU is opt" "$("$SMOOTH" -n 64)" 'Backend      :: opt; chosen by default: a CUDA device is present'

# devices
run -list
is "-list exits 0" "$status" 0
like "-list names device 0" "$out" '^Device 0 +:: '
like "-list gives the multiprocessors" "$out" '^Multiprocessors +:: [0-9]+$'
count=$(printf '%s\n' "$out" | grep -c '^Device [0-9]')
run -n 16 -kernel opt -device "$count"
is "-device beyond the last device exits 2" "$status" 2
like "... naming the devices there are" "$err" "this machine has CUDA devices 0\.\.$((count - 1))"

# pageable copies give the same bits
"$SMOOTH" -n 333 -kernel opt -dump "$TMP/pinned.raw" >/dev/null
"$SMOOTH" -n 333 -kernel opt -pin off -dump "$TMP/pageable.raw" >/dev/null
ok "-pin off gives the same y" cmp -s "$TMP/pinned.raw" "$TMP/pageable.raw"
run -n 333 -kernel opt -pin off
like "-pin off: pageable copies" "$out" '^Backend      :: opt; whole grid on one stream; pageable copies$'
like "... and y counted after them" "$out" '^CPU: Count-Y +::'

# -repeat: set up once, run R times, each run's y poisoned first
for k in opt sh18; do
    run -n 1000 -kernel "$k" -repeat 3 -verify
    like "$k -repeat 3: y bit-identical after the last run" "$out" '^Verify       :: PASS'
    like "$k -repeat 3: the device arrays are allocated once" "$out" '^GPU: Alloc-X +:: +[0-9.]+$'
    is "$k -repeat 3: three smoothing samples" "$("$SMOOTH" -n 1000 -kernel "$k" -repeat 3 -json |
        python3 -c 'import json,sys; print([t["samples"] for t in json.load(sys.stdin)["timers"] if t["label"] == "GPU: Smooth"])')" "[3]"
done

# no visible device (CUDA_VISIBLE_DEVICES empty, or naming one that is not there)
for visible in "" 7; do
    out=$(CUDA_VISIBLE_DEVICES=$visible "$SMOOTH" -n 50 2>&1)
    like "CUDA_VISIBLE_DEVICES='$visible': the default runs on the cpu, saying why" "$out" '^Backend      :: cpu; chosen by default: no CUDA device$'
    out=$(CUDA_VISIBLE_DEVICES=$visible "$SMOOTH" -n 50 -kernel opt 2>&1)
    is "CUDA_VISIBLE_DEVICES='$visible' -kernel opt: exit 1" "$?" 1
    like "... saying why" "$out" '^smooth: no CUDA device found'
done

done_testing

#!/usr/bin/env bash
# harness.t - the test harness's own pieces that the GPU files lean on and
# CI cannot run there: lib.sh's queue (cases side by side, reported in
# order) and tests/helpers/cover.py (a covering design in place of a full
# product of option values). Needs only bash and python3.
. "$(dirname "$0")/lib.sh"

# --- cover.py ---
# a product of four options with a constraint (S <= n), as streams.t's
product() {
    for n in 1 17 100 1000; do
        for S in 1 2 3 7 "$n"; do
            [ "$S" -le "$n" ] || continue
            for scheme in 1 2; do
                for k in global sh1 sh16 sh18 opt; do echo "$n $S $scheme $k"; done
            done
        done
    done | awk '!seen[$0]++'
}
product >"$TMP/all"
cover <"$TMP/all" >"$TMP/some"
check=$(python3 - "$TMP/all" "$TMP/some" <<'PY'
import itertools, sys
every = [l.split() for l in open(sys.argv[1])]
some = [l.split() for l in open(sys.argv[2])]
def pairs(rows):
    return {(i, r[i], j, r[j]) for r in rows for i, j in itertools.combinations(range(len(r)), 2)}
missing = pairs(every) - pairs(some)
print("subset" if all(r in every for r in some) else "not a subset",
      "covered" if not missing else f"missing {sorted(missing)[:3]}",
      "in order" if [every.index(r) for r in some] == sorted(every.index(r) for r in some) else "out of order",
      "distinct" if len({tuple(r) for r in some}) == len(some) else "repeated")
PY
)
is "cover: its cases are some of the input's, in order, each once, and take every pair of values the input takes" \
    "$check" "subset covered in order distinct"
all=$(wc -l <"$TMP/all") some=$(wc -l <"$TMP/some")
ok "cover: $some cases of $all, at most a quarter" [ "$((some * 4))" -le "$all" ]
is "cover: the same input gives the same cases" "$(cover <"$TMP/all" | md5sum)" "$(md5sum <"$TMP/some")"
is "cover: SMOOTH_TEST_FULL=1 keeps every case" "$(SMOOTH_TEST_FULL=1 cover <"$TMP/all" | md5sum)" \
    "$(md5sum <"$TMP/all")"
is "cover: one column keeps each value once" "$(printf '3\n1\n3\n2\n' | cover | tr '\n' ' ')" "3 1 2 "
is "cover: no cases, none" "$(cover </dev/null | wc -l)" 0
# the pair a design must not lose: a value taken by one case only
printf '1 a x\n1 b x\n2 a x\n2 b y\n' | cover >"$TMP/rare"
like "cover: a value only one case takes is kept" "$(cat "$TMP/rare")" '^2 b y$'
python3 tests/helpers/cover.py -help >"$TMP/help" 2>&1
status=$?
is "cover.py -help: exit 0" "$status" 0
like "cover.py -help: says what it does" "$(cat "$TMP/help")" 'covering design'

# --- queue ---
# a script of its own, so that its failures are its TAP, not ours
cat >"$TMP/queued.t" <<'SH'
. tests/lib.sh
slow() { sleep "$1"; echo "slept $1 in $(basename "$CASE_DIR")"; [ "$2" = pass ]; }
queue "first, slowest" slow 0.6 pass
queue "second, fails" slow 0.3 fail
queue "third, fastest" slow 0.0 pass
pass "a test after the queue"
queue "fourth, after it" slow 0.1 pass
done_testing
SH
tap=$(cd "$(pwd)" && CASE_JOBS=3 bash "$TMP/queued.t" 2>"$TMP/queued.err")
status=$?
is "queue: results in the order queued, before the next pass, then the rest at done_testing" \
    "$(printf '%s\n' "$tap" | tr '\n' '|')" \
    "ok 1 - first, slowest|not ok 2 - second, fails|ok 3 - third, fastest|ok 4 - a test after the queue|ok 5 - fourth, after it|1..5|"
is "queue: a failed case fails the file" "$status" 1
like "queue: a failure shows what its case printed" "$(cat "$TMP/queued.err")" '^#   slept 0.3 in case1$'
# side by side: each case waits (up to 20 s) until all four have started; one at a time, the first never would
mkdir -p "$TMP/met"
CASE_JOBS=4 MET="$TMP/met" bash -c '. tests/lib.sh
    meet() { touch "$MET/$1"; for _ in $(seq 200); do [ "$(ls "$MET" | wc -l)" -ge 4 ] && return 0; sleep 0.1; done; return 1; }
    for i in 1 2 3 4; do queue "case $i" meet "$i"; done; done_testing' >"$TMP/met.tap" 2>&1
is "queue: CASE_JOBS=4 runs four cases at once (each saw the other three start)" \
    "$(grep -c '^ok' "$TMP/met.tap")" 4
is "queue: CASE_JOBS by default a quarter of the cores, at least 1" \
    "$(env -u CASE_JOBS bash -c '. tests/lib.sh; echo $CASE_JOBS')" "$(( $(nproc) / 4 >= 1 ? $(nproc) / 4 : 1 ))"

# One GPU a process (issue 56, T6), with a made-up nvidia-smi of four GPUs: the file's processes
# see one, its queued cases take the four in turn, all_gpus and ALL_GPUS=1 see them all; a list
# in CUDA_VISIBLE_DEVICES is shared out as given; one GPU, or none found, changes nothing
mkdir -p "$TMP/smi"
printf '#!/bin/sh\nfor i in 0 1 2 3; do echo "GPU $i: NVIDIA H200 (UUID: GPU-$i)"; done\n' >"$TMP/smi/nvidia-smi"
mkdir -p "$TMP/nosmi"
printf '#!/bin/sh\necho "NVIDIA-SMI has failed" >&2; exit 9\n' >"$TMP/nosmi/nvidia-smi"
chmod +x "$TMP/smi/nvidia-smi" "$TMP/nosmi/nvidia-smi"
spread() { # ENV...: what a test file sees, its four queued cases, and all_gpus, as "file|cases|all"
    rm -rf "$TMP/seen" && mkdir -p "$TMP/seen"
    env "$@" CASE_JOBS=2 SEEN="$TMP/seen" bash -c '. tests/lib.sh
        saw() { echo "${CUDA_VISIBLE_DEVICES-unset}" >"$SEEN/$1"; }
        for i in 1 2 3 4; do queue "case $i" saw "$i"; done; queue_report
        printf "%s|%s|%s" "${CUDA_VISIBLE_DEVICES-unset}" "$(cat "$SEEN"/* | sort | tr "\n" " ")" \
            "$(all_gpus bash -c "echo \${CUDA_VISIBLE_DEVICES-unset}")"' 2>&1 | tail -n 1
}
got=$(spread -u CUDA_VISIBLE_DEVICES PATH="$TMP/smi:$PATH")
like "four GPUs: the file sees one of them, its cases all four, all_gpus none restricted" "$got" '^[0-3]\|0 1 2 3 \|unset$'
is "ALL_GPUS=1: nothing restricted" "$(spread -u CUDA_VISIBLE_DEVICES PATH="$TMP/smi:$PATH" ALL_GPUS=1)" \
    "unset|unset unset unset unset |unset"
like "CUDA_VISIBLE_DEVICES=5,7: those two shared out, all_gpus gives both back" \
    "$(spread CUDA_VISIBLE_DEVICES=5,7 PATH="$TMP/smi:$PATH")" '^[57]\|5 5 7 7 \|5,7$'
is "one GPU listed: nothing changed" "$(spread CUDA_VISIBLE_DEVICES=3 PATH="$TMP/smi:$PATH")" "3|3 3 3 3 |3"
is "nvidia-smi finds no GPU: nothing changed" "$(spread -u CUDA_VISIBLE_DEVICES PATH="$TMP/nosmi:$PATH")" \
    "unset|unset unset unset unset |unset"

# --- dev/'s tools: -help prints the tool's help and does nothing else (dev/make-autograder -help once wrote a zip
# named -help, dev/gpu-check -help would have run the whole check into a folder named -help)
for tool in dev/*; do
    [ -x "$tool" ] || continue
    name=${tool#dev/}
    mkdir "$TMP/help-$name"
    out=$(cd "$TMP/help-$name" && "$OLDPWD/$tool" -help 2>&1)
    is "$tool -help: exit 0" "$?" 0
    like "$tool -help: its help ($name or its usage first)" "$(echo "$out" | head -1)" "^($name|usage: $name)"
    is "$tool -help: writes nothing" "$(ls -A "$TMP/help-$name")" ""
done

done_testing

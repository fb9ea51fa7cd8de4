# lib.sh - TAP helpers for the program tests (tests/*.t). Source it first:
#   . "$(dirname "$0")/lib.sh"
#   ok "name" command args...     # passes when the command exits 0
#   is "name" "$got" "$want"
#   done_testing
set -u
cd "$(dirname "$0")/.." || exit 1
# The tests' own tools (awk, sort, printf) in the C locale: a German one prints 7,8E-02.
export LC_ALL=C
SMOOTH=${SMOOTH:-./smooth}
BUILD=${BUILD:-build}
# A folder of our own for the test's files; never the checkout or / (an
# unusable TMPDIR falls back to /tmp, and without that the test bails out).
TMP=$(mktemp -d "${TMPDIR:-/tmp}/smooth-test.XXXXXX" 2>/dev/null || mktemp -d /tmp/smooth-test.XXXXXX 2>/dev/null)
if [ -z "$TMP" ] || [ ! -d "$TMP" ]; then
    echo "Bail out! cannot make a temporary folder (TMPDIR=${TMPDIR:-unset})"
    exit 1
fi
trap 'rm -rf "$TMP"' EXIT
tap_count=0
tap_failed=0

# TEST_TIMES=DIR: each TAP line's seconds since the one before, and its name, go to
# DIR/FILE.tsv (which tests are slow; dev/README.md). The first line's time counts from here.
tap_clock=${EPOCHREALTIME:-0}
tap_time() {
    [ -n "${TEST_TIMES:-}" ] && [ "${0%.t}" != "$0" ] || return 0  # test files only, not harness.t's inner ones
    local now=${EPOCHREALTIME:-0}
    mkdir -p "$TEST_TIMES" &&
        awk -v a="$tap_clock" -v b="$now" -v n="$tap_count" -v name="$1" \
            'BEGIN { printf "%.3f\t%d\t%s\n", b - a, n, name }' >>"$TEST_TIMES/$(basename "$0").tsv"
    tap_clock=$now
}
pass() { queue_report; tap_count=$((tap_count + 1)); echo "ok $tap_count - $1"; tap_time "$1"; }
fail() {
    queue_report
    tap_count=$((tap_count + 1)); tap_failed=$((tap_failed + 1))
    tap_time "$1"
    echo "not ok $tap_count - $1"
    shift
    # on stderr, as Test::More puts them: prove shows them without -v (a CI log needs them)
    for line in "$@"; do printf '%s\n' "$line" | sed 's/^/#   /' >&2; done
}
ok() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name" "command: $*"; fi; }
# has_subnormals FILE: the raw float32 file holds a subnormal value (prints yes or no)
has_subnormals() {
    perl -e 'local $/; $_ = <STDIN>; my $n = 0;
        for (unpack "L*", $_) { $n++ if ($_ & 0x7f800000) == 0 && ($_ & 0x7fffff) } print $n > 0 ? "yes" : "no"' <"$1"
}
# check NAME CMD ARGS...: a case now, as queue runs one (below) but with
# CASE_DIR=$TMP, so its files are where the test reads them next ($TMP/out);
# it passes when CMD exits 0, and what it printed is the failure's diagnostic.
check() {
    local name=$1 said
    shift
    if said=$(CASE_DIR=$TMP "$@" 2>&1); then pass "$name"; else fail "$name" "$said"; fi
}
# verified NAME ARGS...: smooth ARGS -verify says PASS (and, where MUST_SAY is
# set, its output also has that text: ring.t's '; ring of ')
verified() { local name=$1; shift; check "$name" verify_case "$@"; }
is() {
    if [ "$2" = "$3" ]; then pass "$1"; else fail "$1" "got:  $2" "want: $3"; fi
}
like() {
    if printf '%s\n' "$2" | grep -Eq -- "$3"; then pass "$1"; else fail "$1" "got:  $2" "want: /$3/"; fi
}
unlike() {
    if printf '%s\n' "$2" | grep -Eq -- "$3"; then fail "$1" "got:  $2" "want no /$3/"; else pass "$1"; fi
}
# A test that cannot run here: passes, saying why (TAP "# SKIP").
skip() { tap_count=$((tap_count + 1)); echo "ok $tap_count # SKIP $*"; }
done_testing() { queue_report; echo "1..$tap_count"; [ "$tap_failed" -eq 0 ]; exit; }
skip_all() { echo "1..0 # SKIP $*"; exit 0; }

# Cases side by side (issue 39: the GPU files ran hundreds of processes one
# after another). queue NAME CMD ARGS... runs CMD ARGS... in the background,
# CASE_JOBS at once, with CASE_DIR a folder of its own for its files; it
# passes when it exits 0, and what it printed is the failure's diagnostic.
# The results are reported in the order queued, before the next pass, fail
# or done_testing, so TAP's numbers stay in order. CASE_JOBS: a quarter of
# the cores (1 on a 2-core CI machine: one at a time, as before).
CASE_JOBS=${CASE_JOBS:-$(( $(nproc 2>/dev/null || echo 4) / 4 ))}
[ "$CASE_JOBS" -ge 1 ] 2>/dev/null || CASE_JOBS=1

# One GPU a process, the machine's GPUs shared out (issue 56, T6): a CUDA process opens every GPU
# it sees, 1.2-1.3 s of driver time with four on the 64-core host against 0.43-0.50 s with one
# (32 of them, eight at a time: 13.0-13.3 s with four visible, 9.3-9.7 s with one each), and a
# run of one process uses one. So on a machine of several GPUs a test file's processes see
# one, chosen by the file's name, and its queued cases take them in turn. ALL_GPUS=1 before
# sourcing this keeps them all (mpi-gpu.t: ranks on GPUs of their own); all_gpus CMD ARGS... runs
# one command as the suite was started. The GPUs: CUDA_VISIBLE_DEVICES's list where it is set,
# else nvidia-smi -L's; none found, or one, changes nothing.
suite_gpus=() file_gpu=0
unset suite_visible # CUDA_VISIBLE_DEVICES as the suite was started, where it was set
if [ -n "${CUDA_VISIBLE_DEVICES+set}" ]; then
    suite_visible=$CUDA_VISIBLE_DEVICES
    IFS=, read -ra suite_gpus <<<"$CUDA_VISIBLE_DEVICES"
else
    command -v nvidia-smi >/dev/null 2>&1 &&
        mapfile -t suite_gpus < <(nvidia-smi -L 2>/dev/null | sed -n 's/^GPU \([0-9][0-9]*\):.*/\1/p')
fi
spread_gpus() { [ "${#suite_gpus[@]}" -gt 1 ] && [ -z "${ALL_GPUS:-}" ]; }
gpu_of() { printf '%s' "${suite_gpus[$(($1 % ${#suite_gpus[@]}))]}"; }  # INDEX: the GPU it takes
if spread_gpus; then
    file_gpu=$(cksum <<<"$(basename "$0")") file_gpu=$((${file_gpu%% *} % ${#suite_gpus[@]}))
    export CUDA_VISIBLE_DEVICES; CUDA_VISIBLE_DEVICES=$(gpu_of "$file_gpu")
fi
all_gpus() (
    if [ -n "${suite_visible+set}" ]; then export CUDA_VISIBLE_DEVICES=$suite_visible; else unset CUDA_VISIBLE_DEVICES; fi
    "$@"
)
queued=0 reported=0 queue_names=() queue_pids=()
queue() {
    local name=$1; shift
    local dir="$TMP/case$queued"
    mkdir -p "$dir"
    while [ "$(jobs -rp | wc -l)" -ge "$CASE_JOBS" ]; do wait -n; done
    (
        ! spread_gpus || CUDA_VISIBLE_DEVICES=$(gpu_of $((file_gpu + queued)))
        CASE_DIR=$dir "$@" >"$dir/said" 2>&1; echo $? >"$dir/status"
    ) &
    queue_names+=("$name")
    queue_pids+=($!)
    queued=$((queued + 1))
}
queue_report() {
    [ "$reported" -lt "$queued" ] || return 0
    local i=$reported
    reported=$queued # before pass and fail, which report the queue first
    for (( ; i < queued; ++i)); do
        wait "${queue_pids[i]}" 2>/dev/null
        if [ "$(cat "$TMP/case$i/status" 2>/dev/null)" = 0 ]; then
            pass "${queue_names[i]}"
        else
            fail "${queue_names[i]}" "$(cat "$TMP/case$i/said" 2>/dev/null)"
        fi
        rm -rf "$TMP/case$i"
    done
}
# cover: the cases on standard input, one a line, cut to a covering design
# (tests/helpers/cover.py: every pair of values two columns take together
# in some case still taken together); SMOOTH_TEST_FULL=1 (make test-full)
# keeps every case.
cover() { python3 tests/helpers/cover.py; }
# The cases check and queue run (their files in CASE_DIR):
# verify_case ARGS...: smooth ARGS -verify says PASS (and MUST_SAY, as verified).
verify_case() {
    "$SMOOTH" "$@" -verify >"$CASE_DIR/out" 2>"$CASE_DIR/err" && grep -q '^Verify *:: PASS' "$CASE_DIR/out" &&
        { [ -z "${MUST_SAY:-}" ] || grep -qF -- "$MUST_SAY" "$CASE_DIR/out"; } && return 0
    grep -E 'Backend|Verify' "$CASE_DIR/out"
    cat "$CASE_DIR/err"
    return 1
}
# same_y_case WANT ARGS...: smooth ARGS -dump's y is the file WANT, byte for
# byte (and, where MUST_MATCH is set, its output matches that extended regex).
same_y_case() {
    local want=$1
    shift
    "$SMOOTH" "$@" -dump "$CASE_DIR/gpu.raw" >"$CASE_DIR/out" 2>"$CASE_DIR/err" && cmp -s "$want" "$CASE_DIR/gpu.raw" &&
        { [ -z "${MUST_MATCH:-}" ] || grep -Eq -- "$MUST_MATCH" "$CASE_DIR/out"; } && return 0
    grep -E '^Backend' "$CASE_DIR/out"
    cat "$CASE_DIR/err"
    [ -z "${MUST_MATCH:-}" ] || echo "want header: /$MUST_MATCH/"
    return 1
}

# no_gpu CMD ARGS...: CMD with no CUDA device visible, as on CI. For tests of a script's own
# plumbing (its options, files, errors), which need no GPU: on the GPU machine each of their
# smooth processes would open a CUDA context, and the suite there is to be quick (issue 39).
no_gpu() { CUDA_VISIBLE_DEVICES= "$@"; }

# True when the scripts can draw (they fall back to Debian's /usr/bin/python3).
have_matplotlib() {
    python3 -c 'import matplotlib' 2>/dev/null || /usr/bin/python3 -c 'import matplotlib' 2>/dev/null
}

# json FILE EXPRESSION: the expression evaluated with the JSON object as r
# (python3's json module: no jq needed).
json() { python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); v = eval(sys.argv[2]); print(json.dumps(v) if isinstance(v, (list, dict, bool)) or v is None else v)' "$1" "$2"; }

# True when ./smooth can open a CUDA device.
have_gpu() { "$SMOOTH" -list >/dev/null 2>&1; }
# The backends the binary has (-list-backends), not a list of our own: a new
# kernel is one row of src/plan/backends.c and every test runs it.
gpu_kernels() { "$SMOOTH" -list-backends | awk -F '\t' '$2 == "gpu" { printf "%s ", $1 }'; }
all_backends() { "$SMOOTH" -list-backends | awk -F '\t' '{ printf "%s ", $1 }'; }

# as_nobody CMD...: run CMD as the ordinary user nobody; only where the tests
# run as root, runuser exists, and nobody can run ./smooth and reach $TMP
# (a checkout inside a mode-700 folder cannot). can_be_nobody says whether.
can_be_nobody() {
    [ "$(id -u)" = 0 ] && command -v runuser >/dev/null && chmod 755 "$TMP" &&
        runuser -u nobody -- test -x "$(realpath "$SMOOTH")" 2>/dev/null &&
        runuser -u nobody -- test -r "$TMP" 2>/dev/null
}
as_nobody() { runuser -u nobody -- "$@"; }

# run ARGS...: sets $out, $err and $status from one ./smooth run.
run() {
    "$SMOOTH" "$@" >"$TMP/out" 2>"$TMP/err"
    status=$?
    out=$(cat "$TMP/out")
    err=$(cat "$TMP/err")
}

# A fixed string as an extended regex (timer labels hold parentheses).
re_escape() { printf '%s' "$1" | sed 's/[][(){}.*+?^$|\\/]/\\&/g'; }

# The value after "::" on the line starting with LABEL in $out.
field() { printf '%s\n' "$out" | grep -F -- "$1" | head -n 1 | sed 's/.*:: *//'; }

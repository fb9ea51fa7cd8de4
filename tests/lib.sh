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

pass() { tap_count=$((tap_count + 1)); echo "ok $tap_count - $1"; }
fail() {
    tap_count=$((tap_count + 1)); tap_failed=$((tap_failed + 1))
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
# verified NAME ARGS...: smooth ARGS -verify says PASS (and, where MUST_SAY is
# set, its output also has that text: ring.t's '; ring of ')
verified() {
    local name=$1; shift
    if "$SMOOTH" "$@" -verify >"$TMP/out" 2>"$TMP/err" && grep -q '^Verify *:: PASS' "$TMP/out" &&
        { [ -z "${MUST_SAY:-}" ] || grep -qF -- "$MUST_SAY" "$TMP/out"; }; then
        pass "$name"
    else
        fail "$name" "$(grep -E 'Backend|Verify' "$TMP/out")" "$(cat "$TMP/err")"
    fi
}
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
done_testing() { echo "1..$tap_count"; [ "$tap_failed" -eq 0 ]; exit; }
skip_all() { echo "1..0 # SKIP $*"; exit 0; }

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
# kernel is one row of src/backends.c and every test runs it.
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

#!/usr/bin/env bash
# cli.t - the command line and the text output: the summary layout line by
# line, the timer table, -help/-version, and every bad input (exit 2, one
# clear line on stderr, nothing on stdout).
. "$(dirname "$0")/lib.sh"

# --- the summary, line by line (n=16: small, every number checkable) -------
run -n 16 -kernel cpu
is "cpu run exits 0" "$status" 0
summary=$(printf '%s\n' "$out" | sed -n '/^Summary$/,/^$/p' | sed '/^$/d')
nbx=$(field "Number of elements below threshold (X)")
nby=$(field "Number of elements below threshold (Y)")
fx=$(awk -v c="$nbx" 'BEGIN { printf "%.5E", c / 256 }')
fy=$(awk -v c="$nby" 'BEGIN { printf "%.5E", c / 256 }')
expected="Summary
-------
Number of elements in a row/column       :: 18
Number of inner elements in a row/column :: 16
Total number of elements                 :: 324
Total number of inner elements           :: 256
Memory (GB) used per array               :: 1.20699e-06
Threshold                                :: 0.10
Smoothing constants (a, b, c)            :: 0.05 0.10 0.40
Number of elements below threshold (X)   :: $nbx
Fraction of elements below threshold     :: $fx
Number of elements below threshold (Y)   :: $nby
Fraction of elements below threshold     :: $fy"
is "summary has the tutorial's layout, line for line" "$summary" "$expected"
like "count of X is a number" "$nbx" '^[0-9]+$'
like "count of Y is a number" "$nby" '^[0-9]+$'

# The tutorial's own n=16384 numbers for the fixed lines.
run -n 16384 -kernel cpu -threads 2
like "n=16384: row/column line" "$out" '^Number of elements in a row/column       :: 16386$'
like "n=16384: total elements" "$out" '^Total number of elements                 :: 268500996$'
like "n=16384: inner elements" "$out" '^Total number of inner elements           :: 268435456$'
like "n=16384: memory per array" "$out" '^Memory \(GB\) used per array               :: 1.00024$'
like "n=16384: fraction is E-format" "$out" '^Fraction of elements below threshold     :: [0-9]\.[0-9]{5}E-0[0-9]$'

# --- header lines before Summary, timer table after --------------------------
run -n 16 -kernel cpu -threads 3 -rng libc -seed 7
like "header names the backend" "$out" '^Backend      :: cpu$'
like "header names threads" "$out" '^Host threads :: 3 \(OpenMP\)$'
like "header names rng and seed" "$out" '^RNG          :: libc, seed 7$'
# A process bound to one core of several (taskset; mpirun binds 1 or 2 ranks so) runs one OpenMP
# thread: the header and the plan say why and what to do, the JSON has both counts
if command -v taskset >/dev/null && [ "$(nproc)" -gt 1 ]; then
    cores=$(getconf _NPROCESSORS_ONLN)
    like "bound to one core of $cores: the header says so, and how to spread" \
        "$(taskset -c 0 "$SMOOTH" -n 16 -kernel cpu)" \
        "^Host threads :: 1 \(OpenMP; 1 of this machine's $cores cores may run this process, as it was bound \(mpirun binds each of 1 or 2 ranks to one core: add --bind-to none\)\)$"
    taskset -c 0 "$SMOOTH" -n 16 -kernel cpu -dry-run >"$TMP/bound.txt"
    taskset -c 0 "$SMOOTH" -n 16 -kernel cpu -dry-run -json >"$TMP/bound.json"
    is "... the plan too, its JSON agreeing (cores 1, machine_cores $cores)" \
        "$(python3 tests/helpers/plan_agree.py "$TMP/bound.txt" "$TMP/bound.json"):$(python3 -c 'import json, sys; p = json.load(open(sys.argv[1])); print(p["cores"], p["machine_cores"])' "$TMP/bound.json")" \
        "agree:1 $cores"
    like "... unbound: the header as ever" "$("$SMOOTH" -n 16 -kernel cpu)" '^Host threads :: [0-9]+ \(OpenMP\)$'
else
    skip "a process bound to one core: needs taskset (Debian: util-linux) and more than one core"
    skip "... the plan too"
    skip "... unbound"
fi
like "header keeps the command line" "$out" '^Command      :: .*smooth -n 16 -kernel cpu -threads 3 -rng libc -seed 7$'
before=$(printf '%s\n' "$out" | sed -n '1,/^Summary$/p' | grep -c '::')
ok "header lines come before Summary" test "$before" -ge 4
table=$(printf '%s\n' "$out" | sed -n '/^Action/,$p')
like "timer table header gives the clock resolution" "$table" '^Action +:: time/s +Time resolution = [0-9]\.[0-9]E-[0-9]+$'
for row in "CPU: Alloc-X" "CPU: Alloc-Y" "CPU: Init-X" "CPU: Smooth" "CPU: Count-X" "CPU: Count-Y"; do
    like "timer row '$row' has seconds to 6 decimals" "$table" "^$(re_escape "$row") +:: +[0-9]+\.[0-9]{6}( |\$)"
done
order=$(printf '%s\n' "$table" | grep -oE '^CPU: (Alloc-X|Alloc-Y|Init-X|Smooth|Count-X|Count-Y)' | tr '\n' ,)
is "tutorial rows in the tutorial's order" "$order" "CPU: Alloc-X,CPU: Alloc-Y,CPU: Init-X,CPU: Smooth,CPU: Count-X,CPU: Count-Y,"
is "nothing on stderr for a good run" "$err" ""

run -n 16 -kernel cpu -a 0.125 -t 0.3
like "a constant with more digits keeps them" "$out" '^Smoothing constants \(a, b, c\)            :: 0.125 0.10 0.40$'
like "threshold 0.3 prints as 0.30" "$out" '^Threshold                                :: 0.30$'

run -n 8 -kernel cpu -repeat 3
like "-repeat says times are medians" "$out" '^Repeat       :: 3 runs after 1 warm-up; times are medians$'

# --- -iterations --------------------------------------------------------------
run -n 30 -kernel cpu -iterations 1
like "-iterations 1 is today's run: no Iterations line" "$(printf '%s\n' "$out" | grep -c '^Iterations')" '^0$'
run -n 30 -kernel cpu -iterations 7
like "-iterations 7: the header says so" "$out" '^Iterations   :: 7 sweeps, each of the field the one before made$'
like "-iterations 7: CPU: Smooth shows GB/s and GCells/s" "$out" '^CPU: Smooth +:: +[0-9.]+ +[0-9.]+ (GB|MB)/s +[0-9.]+ GCells/s$'
for args in "-iterations 0" "-iterations 1000001" "-iterations x"; do
    # shellcheck disable=SC2086
    run -n 30 $args
    is "$args: exit 2" "$status" 2
    like "$args: says what is accepted" "$err" '^smooth: -iterations[ :].*; try -help$'
done
# The field after K sweeps is K sweeps of x whatever the threads (and -repeat
# starts each run from the same x): the dumps agree, and differ from K-1's
for K in 2 3; do
    "$SMOOTH" -n 33 -kernel cpu -seed 2 -iterations "$K" -threads 1 -dump "$TMP/k1.raw" >/dev/null
    "$SMOOTH" -n 33 -kernel cpu -seed 2 -iterations "$K" -threads 3 -repeat 3 -dump "$TMP/k3.raw" >/dev/null
    "$SMOOTH" -n 33 -kernel cpu -seed 2 -iterations "$((K - 1))" -dump "$TMP/km.raw" >/dev/null
    ok "-iterations $K: 1 thread, and 3 threads with -repeat 3, give the same y" cmp -s "$TMP/k1.raw" "$TMP/k3.raw"
    ok "-iterations $K: y differs from $((K - 1)) sweeps'" bash -c "! cmp -s '$TMP/k1.raw' '$TMP/km.raw'"
done
run -n 200 -kernel cpu -iterations 6 -verify
like "-iterations 6 -verify: the serial reference runs 6 sweeps too" "$out" '^Verify       :: PASS'
# -depth: temporal blocking of cpu and of opt in one process (cpu.t, gpu.t
# and ring.t run it); elsewhere refused, naming the combination; the host
# at most 16 deep, the ring 256
for args in "-kernel cpu -depth 17" "-depth 257" "-depth -1" "-kernel sh18 -depth 2" "-kernel global -depth 16" \
            "-kernel opt -depth 17 -hybrid 0.5"; do
    # shellcheck disable=SC2086
    run -n 30 -iterations 5 $args
    is "$args: exit 2" "$status" 2
    like "$args: says what is accepted" "$err" '^smooth: -depth.*; try -help$'
done
run -n 30 -kernel sh18 -depth 1 -iterations 3
unlike "-kernel sh18 -depth 1: accepted (one sweep a pass is what it does)" "$err" '-depth'

# --- -help and -version --------------------------------------------------------
run -help
is "-help exits 0" "$status" 0
for option in n kernel threads a b c t seed rng streams scheme hybrid device pin repeat verify \
              checksum dump timeline csv json list info bandwidth help version dry-run list-backends; do
    like "-help documents -$option" "$out" "(^|[ ,])-$option( |,|\$)"
done
for backend in $(all_backends); do
    like "-help lists backend $backend" "$out" "^ +$backend +[A-Za-z]"
done
like "-help gives an example" "$out" '^  \./smooth -n 16384 -kernel sh18 -streams 4 -scheme 2$'
# The guide's options table (docs/guide.md) and -help name the same options with the same
# values (-help's usage column: "  -n N   ...", "  -list, -info   ...")
help_usages=$(printf '%s\n' "$out" | sed -n 's/^  \(-[a-z][^ ]*\( [^ ]\+\)*\)  .*/\1/p' |
              sed 's/, /\n/g' | sort)
readme_usages=$(awk '/^## Options/ { on = 1; next } /^## / { on = 0 } on && /^\| `-/' docs/guide.md |
                sed 's/^| //; s/ | .*//' | grep -o '`-[^`]*`' | tr -d '`' | sed 's/\\|/|/g' | sort)
is "docs/guide.md's options table names every option -help does, with the same values" \
    "$(printf '%s' "$readme_usages" | tr '\n' ' ')" "$(printf '%s' "$help_usages" | tr '\n' ' ')"
like "-help gives the exit codes" "$out" 'Exit codes: 0 ok; 1 runtime'
run -h
is "-h is -help" "$status" 0
run -version
like "-version names version, commit and build" "$out" \
    '^smooth [0-9]+\.[0-9]+\.[0-9]+ \(commit ([0-9a-f]{7,}(-dirty)?|[^ ]+-g[0-9a-f]+(-dirty)?|unknown); (CUDA [0-9.]+, sm_[0-9]+( sm_[0-9]+)*|built without CUDA)\)$'
# A checkout of this folder, as the Makefile decides it: its own top-level, not a repository that a
# tarball was unpacked inside (there the binary rightly says "commit unknown", and so must the test).
top=$(cd "$(dirname "$0")/.." && pwd -P)
if [ "$(git -C "$top" rev-parse --show-toplevel 2>/dev/null)" = "$top" ] && [ "$SMOOTH" = ./smooth ]; then
    like "... the commit of this checkout" "$out" "commit $(git -C "$top" rev-parse --short=7 HEAD)"
elif [ "$SMOOTH" = ./smooth ]; then
    like "... not a checkout of this folder (a tarball, perhaps inside another repository): commit unknown" \
        "$out" '\(commit unknown;'
else
    pass "# SKIP the commit of this checkout: another build"
fi

# --- bad input: exit 2, one line on stderr ending "try -help", stdout empty ---
bad() {
    local why=$1; shift
    run "$@"
    if [ "$status" = 2 ] && [ -z "$out" ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] &&
       printf '%s' "$err" | grep -q '^smooth: .*; try -help$'; then
        pass "bad input ($why): exit 2, one line: $err"
    else
        fail "bad input ($why): $*" "status $status" "stdout: $out" "stderr: $err"
    fi
}
bad "a value that underflows a float" -n 10 -a 1e-50
bad "a threshold below the smallest normal float" -n 10 -t 1e-46
bad "a whole number with a plus sign (as -seed)" -n +5
bad "-device with -kernel cpu (it would do nothing)" -n 10 -kernel cpu -device 0
bad "-pin with -kernel cpu" -n 10 -kernel cpu -pin off
bad "-checksum with -bandwidth (it times copies, not a smoothing)" -n 64 -bandwidth -checksum
bad "-kernel with -bandwidth" -n 64 -bandwidth -kernel opt
bad "unknown option" -frobnicate
bad "unknown option, double dash" --frobnicate=3
bad "missing value" -n
bad "missing value at the end" -kernel cpu -seed
bad "non-numeric n" -n abc
bad "trailing garbage" -n 12x
bad "empty n" -n ""
bad "leading space" -n " 5"
bad "fractional n" -n 1.5
bad "n = 0" -n 0
bad "negative n" -n -5
bad "n = 2^31: (n+2)^2 floats overflow" -n 2147483648 -kernel cpu
bad "n = 2^62" -n 4611686018427387904 -kernel cpu
bad "n beyond int64" -n 99999999999999999999
bad "n too large for host memory" -n 1073741824 -kernel cpu
bad "threads 0" -threads 0
bad "threads huge" -threads 100000
bad "threads not a number" -threads many
bad "scheme 3" -kernel sh18 -streams 2 -scheme 3
bad "scheme 0" -kernel sh18 -streams 2 -scheme 0
bad "scheme without streams" -kernel sh18 -scheme 2
bad "streams 0" -kernel sh18 -streams 0
bad "streams > n" -n 4 -kernel sh18 -streams 5
bad "streams negative" -kernel sh18 -streams -1
bad "a = nan" -a nan
bad "b = inf" -b inf
bad "c overflows float" -c 1e39
bad "t = -inf" -t -inf
bad "a not a number" -a 0.05x
bad "unknown kernel" -kernel fastest
bad "unknown rng" -rng mersenne
bad "negative seed" -seed -1
bad "seed beyond 64 bits" -seed 18446744073709551616
bad "libc seed beyond unsigned int" -rng libc -seed 4294967296
bad "streams with cpu" -kernel cpu -streams 4
bad "hybrid with cpu" -kernel cpu -hybrid
bad "hybrid fraction 1.5" -kernel opt -hybrid 1.5
bad "hybrid fraction 0" -kernel opt -hybrid 0
bad "hybrid fraction 1" -kernel opt -hybrid=1
bad "repeat 0" -repeat 0
bad "repeat too many" -repeat 101
bad "pin maybe" -pin maybe
bad "csv and json" -csv -json
bad "device negative" -device -1
bad "device not a number" -device gpu0
bad "stray argument" -n 16 16
bad "a newline inside a value (message stays one line)" -n $'12\nx'
bad "a control character in an option name" $'-n\tx'

bad "an empty -dump name" -n 5 -kernel cpu -dump ''
bad "-dump into a missing folder, before the run" -n 5 -kernel cpu -dump /nonexistent/dir/y.raw
bad "-dump naming a folder" -n 5 -kernel cpu -dump "$TMP"
bad "-csv into a missing folder" -n 5 -kernel cpu -csv /nonexistent/dir/out.csv
bad "an ambiguous abbreviation" -s 3
bad "a value with a leading space" -n ' 5'
bad "n past the address space" -n 9223372036854775805
# sizes no machine holds (2 x 14.5 EiB), not sizes this one lacks: a 512 GiB host held n = 200000 (issue 56)
bad "-bandwidth with arrays beyond the host's memory (it skipped the check)" -bandwidth -n 2000000000
bad "-device-memory 0" -n 100 -kernel opt -device-memory 0
bad "-device-memory not a size" -n 100 -kernel opt -device-memory 12Q
bad "-device-memory negative" -n 100 -kernel opt -device-memory -5M
bad "-device-memory empty" -n 100 -kernel opt -device-memory ''
bad "-device-memory a suffix alone" -n 100 -kernel opt -device-memory G
bad "-device-memory one byte under one slab of one row" -n 100 -kernel opt -device-memory 3071 -streams 5
bad "-device-memory beyond 4 EiB" -n 100 -kernel opt -device-memory 99999999T
bad "-device-memory with -kernel cpu" -n 100 -kernel cpu -device-memory 1G
bad "-device-memory too small for one slab of one row" -n 16384 -kernel opt -device-memory 1K
like "... naming the bytes one slab of one row needs (6 rows of 16416 floats)" "$err" 'needs 393984 bytes; give at least that, e\.g\. -device-memory 385K'
bad "-device-memory one byte too small" -n 16384 -kernel opt -device-memory 393983
run -n 16384 -kernel opt -device-memory 393984
ok "-device-memory of exactly one slab of one row is accepted (exit 0, or 1 for no GPU)" test "$status" -le 1

# The environment's thread count is checked like -threads (it crashed libgomp).
OMP_NUM_THREADS=99999999999 "$SMOOTH" -n 300 -kernel cpu >"$TMP/out" 2>"$TMP/err"
like "OMP_NUM_THREADS=99999999999: quoted back as given" "$(cat "$TMP/err")" "asks for '99999999999' threads"
OMP_NUM_THREADS=100000 "$SMOOTH" -n 300 -kernel cpu >"$TMP/out" 2>"$TMP/err"
is "OMP_NUM_THREADS=100000: exit 2, not a crash" "$?" 2
like "... saying what to set" "$(cat "$TMP/err")" '^smooth: OMP_NUM_THREADS asks for .100000. threads, more than the 4096 smooth runs; set a smaller OMP_NUM_THREADS or -threads T \(1\.\.4096\); try -help$'
# issue 57, item 17: OpenMP's variables by -threads' rule (libgomp's own warning, printed as the
# library loads, comes first; then smooth's one line and exit 2, not a run on every core)
# (OMP_THREAD_LIMIT is one number: a list, which OMP_NUM_THREADS may be, is refused; issue 67)
for env in OMP_NUM_THREADS=0 OMP_NUM_THREADS=abc OMP_NUM_THREADS=-3 OMP_NUM_THREADS= OMP_THREAD_LIMIT=0 OMP_THREAD_LIMIT=8,4 OMP_STACKSIZE=0; do
    env "$env" "$SMOOTH" -n 10 -kernel cpu >/dev/null 2>"$TMP/err"
    is "$env: exit 2, smooth's one line saying what to set" "$?:$(grep -c '^smooth: ' "$TMP/err"):$(grep -c "^smooth: ${env%%=*} '${env#*=}' is not a" "$TMP/err")" "2:1:1"
done
# issue 67, item 4: no GPU is known before the grid is allocated. -kernel sh18 at the default n (2 GiB
# of arrays) under a 512 MiB address-space limit says "no CUDA device found" (or, built without CUDA,
# so), exit 1: it fails before any large allocation, which would say "out of host memory" here
# (AddressSanitizer's build reserves terabytes of shadow address space: there, no limit, the message alone)
limit=524288
[ -z "${ASAN_OPTIONS:-}" ] || limit=unlimited
out=$(ulimit -v "$limit"; CUDA_VISIBLE_DEVICES= "$SMOOTH" -kernel sh18 2>&1); status=$?
is "no GPU, -kernel sh18 at the default n under ulimit -v $limit (KiB): exit 1" "$status" 1
like "... saying there is no GPU, before allocating the grid" "$out" \
    '^smooth: (no CUDA device found \((CUDA_VISIBLE_DEVICES=.. names no GPU|no NVIDIA driver here)|this smooth was built without CUDA)'
like "OMP_NUM_THREADS=' 8,4 ' (spaces and a list, as libgomp takes them): a run" "$(OMP_NUM_THREADS=' 8,4 ' "$SMOOTH" -n 30 -kernel cpu)" '^Host threads :: 8 '
like "OMP_NUM_THREADS=0 with -threads 2 (which overrides it): a run on 2" "$(OMP_NUM_THREADS=0 "$SMOOTH" -n 30 -kernel cpu -threads 2 2>/dev/null)" '^Host threads :: 2 '
like "OMP_NUM_THREADS=100000 with -threads 2 runs on 2" "$(OMP_NUM_THREADS=100000 "$SMOOTH" -n 30 -kernel cpu -threads 2)" '^Host threads :: 2 '
like "the header counts OMP_THREAD_LIMIT" "$(OMP_THREAD_LIMIT=1 "$SMOOTH" -n 30 -kernel cpu)" '^Host threads :: 1 \(OpenMP\)$'
# issue 68, item 2: the plan's team is the one OpenMP gives, -threads within OMP_THREAD_LIMIT: the run and -dry-run say it
like "OMP_THREAD_LIMIT=1 bounds -threads 4: the header says 1" "$(OMP_THREAD_LIMIT=1 "$SMOOTH" -n 30 -kernel cpu -threads 4)" '^Host threads :: 1 \(OpenMP\)$'
like "... and so does -dry-run (it said 4)" "$(OMP_THREAD_LIMIT=1 "$SMOOTH" -n 30 -kernel cpu -threads 4 -dry-run)" '^Host threads :: 1 '
like "-rng libc -seed 0 says that srandom makes it seed 1" "$("$SMOOTH" -n 30 -kernel cpu -rng libc -seed 0)" \
     '^RNG          :: libc, seed 0 \(srandom seeds 0 as 1: seed 1.s sequence\)$'

# Standard output that cannot be written: exit 1 with the reason, whatever was asked.
for args in "-help" "-version" "-n 20 -kernel cpu" "-bandwidth -n 64"; do
    # shellcheck disable=SC2086
    "$SMOOTH" $args >/dev/full 2>"$TMP/err"
    status=$?
    is "$args into /dev/full: exit 1" "$status" 1
    like "... saying why" "$(cat "$TMP/err")" '^smooth: writing standard output failed: No space left on device$'
done
"$SMOOTH" -help >&- 2>"$TMP/err"
is "-help with stdout closed: exit 1" "$?" 1
like "... saying why" "$(cat "$TMP/err")" 'writing standard output failed: Bad file descriptor'

# -repeat R: R samples of each repeated step; -bandwidth keeps -repeat 1
samples=$("$SMOOTH" -n 64 -kernel cpu -repeat 3 -json | python3 -c 'import json, sys
print(sorted({t["samples"] for t in json.load(sys.stdin)["timers"] if t["label"] in ("CPU: Smooth", "CPU: Poison-Y")}))')
is "-repeat 3: three samples of Smooth and of Poison-Y" "$samples" "[3]"
is "-bandwidth -repeat 1 runs once (after its warm-up)" "$("$SMOOTH" -bandwidth -n 64 -repeat 1 -json | python3 -c 'import json, sys
r = json.load(sys.stdin); print(r["repeat"], sorted({t["samples"] for t in r["timers"]}))')" "1 [1]"
run -n 2 -kernel opt -hybrid
ok "-hybrid on 2 rows is not refused for the streams it chose itself (exit $status)" test "$status" != 2

# The message says what was wrong and what is accepted.
run -kernel fastest
like "unknown kernel lists the accepted ones" "$err" "accepted: $(all_backends | sed 's/ $//; s/ /, /g')"
run -scheme 3 -streams 2 -kernel sh18
like "scheme error gives the range" "$err" "-scheme must be 1\.\.2, got '3'"
run -n 12x
like "trailing garbage is named" "$err" "'12x' is not a whole number"
run -s 3
like "an ambiguous abbreviation names the candidates" "$err" "ambiguous option '-s': could be -seed, -streams, -scheme"
like "an unambiguous one works (-thr is -threads)" "$("$SMOOTH" -n 8 -kernel cpu -thr 1)" '^Host threads :: 1 '
run -n 9223372036854775805
like "-n's range is the one it keeps" "$err" "^smooth: -n must be 1\.\.[0-9]+, got '9223372036854775805'"
run -kernel "$(printf 'x%.0s' $(seq 600))"
like "a long value is cut, the accepted values are not" "$err" "\(600 characters\) \(accepted: $(all_backends | sed 's/ $//; s/ /, /g')\); try -help$"
# before the run, and before the memory is even asked for: at a size no machine holds, the folder
# is what is refused (no clock in tests: issue 56)
run -n 2000000000 -kernel cpu -dump /nonexistent/dir/y.raw
is "a missing -dump folder is found before the run (n past any machine's memory: exit 2)" "$status" 2
like "... naming the folder" "$err" "the folder '/nonexistent/dir' does not exist"


# --- the run plan: -dry-run, and the header's Plan line -----------------------------
run -n 110000 -kernel opt -iterations 64 -device-memory 80G -dry-run
is "-dry-run exits 0 (n = 110000 in 80G, no GPU needed)" "$status" 0
if (ulimit -v 400000 && "$SMOOTH" -n 10 -kernel cpu -dry-run >/dev/null 2>&1); then  # (not under ASan's shadow)
    (ulimit -v 400000 && "$SMOOTH" -n 110000 -kernel opt -iterations 64 -device-memory 80G -dry-run >/dev/null 2>&1)
    is "... allocating nothing: the same in 400 MB of address space (x and y would take 90 GiB)" "$?" 0
else
    skip "-dry-run in 400 MB of address space: this build cannot start in it (a sanitizer's shadow memory)"
fi
like "... says the ring, and why" "$out" '^Mode         :: ring: x and y do not fit in -device-memory$'
like "... one pass of 64 sweeps, 6 per launch" "$out" '^Sweeps       :: 64 sweeps, D = 64 per pass \(1 pass\), 6 per launch$'
like "... x in and y out once over PCIe" "$out" '^PCIe         :: x in and y out 1 time each \(45\.08 GiB each way\)$'
like "... the ring's shape" "$out" '^Ring         :: [0-9]+ device buffers of [0-9]+ rows, [0-9]+ slabs, 64 halo rows each side$'
like "... the device memory, within -device-memory" "$out" '^GPU memory   :: [0-9.]+ [KMG]iB for the grid; x and y whole need 90\.17 GiB \(rows padded to 128 bytes\); the run may use 80\.00 GiB \(-device-memory\)$'
like "... the host memory said, not refused" "$out" '^Host memory  :: 90\.16 GiB \(2 arrays'
run -n 16384 -kernel opt -iterations 64 -dry-run
like "-n 16384: the whole grid on an H100's memory, assumed" "$out" '^Mode         :: whole grid: x and y fit in the GPU'"'"'s memory$'
like "... 6 per launch" "$out" '^Sweeps       :: 64 sweeps, D = 6 per pass \(11 passes\), 6 per launch$'
like "... the H100's memory" "$out" 'the run may use 78\.40 GiB \(an H100'"'"'s free memory, assumed\)$'
like "... the GPU's queues: the ring's two, should x and y not fit (2 GiB, the GPU's memory not known before it opens)" \
    "$out" '^GPU queues   :: 2 \(CUDA_DEVICE_MAX_CONNECTIONS\): 2 for the ring'"'"'s streams, should x and y not fit$'
run -n 1000 -kernel opt -dry-run
like "-n 1000: one GPU queue, the whole grid's one stream" "$out" '^GPU queues   :: 1 \(CUDA_DEVICE_MAX_CONNECTIONS\): the whole grid'"'"'s one stream$'
out=$(CUDA_DEVICE_MAX_CONNECTIONS=5 "$SMOOTH" -n 1000 -kernel opt -dry-run 2>&1)
like "... where the environment sets CUDA_DEVICE_MAX_CONNECTIONS, says that it is used instead" "$out" \
    '^GPU queues   :: 1 \(CUDA_DEVICE_MAX_CONNECTIONS\): .*; the environment'"'"'s 5 instead$'
run -n 16384 -kernel opt -iterations 64 -streams 4 -dry-run -json
is "-dry-run -json: one object, the plan" "$(printf '%s' "$out" | python3 -c 'import json, sys; p = json.load(sys.stdin); print(p["mode"], p["pass"], p["launch"], p["streams"], p["scheme"], p["ring"], p["gpu_queues"])')" "streams 6 6 4 2 None 4"
run -n 100 -kernel cpu -iterations 64 -dry-run
like "-kernel cpu: the host, D = 16 sweeps per pass" "$out" '^Sweeps       :: 64 sweeps, D = 16 per pass \(4 passes\)$'
unlike "... no GPU lines" "$out" 'GPU memory'
run -n 1000 -kernel opt -hybrid 0.25 -iterations 64 -dry-run
like "-hybrid 0.25: its split planned" "$out" '^Hybrid       :: GPU rows 1\.\.750, CPU rows 751\.\.1000 \(share 0\.250\)$'
run -n 1000 -kernel opt -hybrid -iterations 64 -dry-run
like "-hybrid auto: the split measured at the start" "$out" '^Hybrid       :: the split measured at the start of the run'
for args in "-bandwidth" "-csv" "-kernel cpu -iterations 9 -depth 17" "-kernel sh18 -iterations 9 -depth 2"; do
    # shellcheck disable=SC2086
    run -n 100 $args -dry-run
    is "-dry-run $args: refused as the run would be (exit 2)" "$status" 2
done
run -n 64 -kernel cpu -iterations 3
like "a run's header names its plan" "$out" '^Plan         :: host \(-kernel cpu\); 3 sweeps, D = 3 per pass \(1 pass\)$'
run -n 64 -kernel cpu -iterations 3 -json
is "... and -json has it as an object" "$(printf '%s' "$out" | python3 -c 'import json, sys; p = json.load(sys.stdin)["plan"]; print(p["mode"], p["pass"], p["on_gpu"])')" "host 3 False"
run -n 16384 -kernel cpu -iterations 64 -dry-run
like "-dry-run of the host's blocked sweeps: the tiles, from this machine's L2" "$out" \
    "^A pass       :: a pass over the host's caches, tile by tile: tiles of (128|256|512|1024|2048|4096) columns \((their rings at most a quarter of this machine's [0-9.]+ [KMG]iB L2|this machine's L2 not known)\)$"
run -n 16384 -kernel cpu -iterations 64 -dry-run -json
is "... and -json has the tile and the L2 it came from (this machine's, getconf)" \
    "$(printf '%s' "$out" | python3 -c 'import json, sys; p = json.load(sys.stdin); print(p["tile"] in (128, 256, 512, 1024, 2048, 4096), p["l2_bytes"])')" \
    "True $(getconf LEVEL2_CACHE_SIZE 2>/dev/null | grep -E '^[1-9][0-9]*$' || echo 0)"
run -help
for mode in "host (-kernel cpu)" "whole grid (" "streams (" "ring (" "hybrid (-hybrid)"; do
    like "-help's -depth rules name the mode $mode (from the plan's table)" "$out" "^ +- $(re_escape "$mode")"
done

# -dry-run says what it plans for: this machine (by default), or a GPU as -kernel asks (issue 49)
run -n 1000 -iterations 64 -dry-run
if "$SMOOTH" -list >/dev/null 2>&1; then
    like "-dry-run with no -kernel: planned for this machine's GPU" "$out" "^Planned for  :: this machine's GPU"
else
    like "-dry-run with no -kernel, no CUDA device here: this machine's plan, the cpu backend, saying so" "$out" \
        "^Planned for  :: this machine(, which has no CUDA device| \(a build without CUDA)"
    like "... the backend the run itself takes" "$out" '^Backend      :: cpu, by default'
    # issue 49: the default run on a machine without a GPU counts x while a GPU might have opened;
    # its timer table is in -kernel cpu's order all the same
    is "the default run without a GPU: the timer rows in -kernel cpu's order" \
        "$("$SMOOTH" -n 300 2>/dev/null | sed -n '/^------$/,/^Total/p' | cut -d: -f1,2 | tr -s ' ' | tr '\n' ' ')" \
        "$("$SMOOTH" -n 300 -kernel cpu | sed -n '/^------$/,/^Total/p' | cut -d: -f1,2 | tr -s ' ' | tr '\n' ' ')"
fi
run -n 1000 -kernel opt -iterations 64 -dry-run
like "-dry-run -kernel opt: planned for a GPU as asked, an H100's memory" "$out" "^Planned for  :: a GPU as -kernel asks"
run -n 1000 -kernel opt -iterations 64 -dry-run -json
like "... the JSON says so too" "$out" '"planned_for": "a GPU as -kernel asks'

# -dry-run -json says what the text plan says, key by key, in every mode (issue 49: the ring's
# "halo" against its text; tests/helpers/plan_agree.py has a rule for each key and fails on a key
# without one)
while read -r args; do
    # shellcheck disable=SC2086
    "$SMOOTH" $args -dry-run >"$TMP/plan.txt" 2>&1 && "$SMOOTH" $args -dry-run -json >"$TMP/plan.json" 2>&1
    is "-dry-run $args: the JSON agrees with the text" "$(python3 tests/helpers/plan_agree.py "$TMP/plan.txt" "$TMP/plan.json")" agree
done <<'ARGS'
-n 1000 -kernel cpu
-n 1000 -kernel cpu -iterations 64
-n 1000 -kernel opt
-n 1000 -kernel opt -iterations 64
-n 1000 -kernel sh18 -iterations 9 -pin off
-n 16384 -kernel opt -streams 4 -scheme 1 -iterations 9
-n 20000 -kernel opt -device-memory 512M -iterations 100
-n 20000 -kernel opt -device-memory 512M -pin off
-n 1000 -kernel opt -hybrid 0.3 -iterations 21
-n 16384 -kernel opt -hybrid auto
-n 110000 -iterations 64
ARGS
# docs/guide.md's -dry-run examples are what the program prints, line for line (issue 49: the newcomer
# docs' figures), but for this machine's threads and memory (copy_rows is not among them: 2 MiB of
# rows a chunk at any team, it is the same on every machine; issue 68, item 7: the guide said 255)
is "docs/guide.md's -dry-run examples: the program's output" "$(python3 - docs/guide.md "$SMOOTH" <<'PY'
import re, shlex, subprocess, sys
text = open(sys.argv[1], encoding="utf-8").read()
wrong, seen = [], 0
for command, shown in re.findall(r"^\$ (\./smooth [^\n]*-dry-run[^\n]*)\n(.*?)^```", text, re.M | re.S):
    seen += 1
    words = shlex.split(command)
    got = subprocess.run([sys.argv[2]] + words[1:], capture_output=True, text=True).stdout
    def mine(line):  # what depends on the machine the plan is printed on, and the program's path
        line = re.sub(r"^Command      :: \S+", "Command      :: ./smooth", line)
        line = re.sub(r"by \d+ threads?, each its own chunks of \d+ rows", "by ... threads, each its own chunks of ... rows", line)
        line = re.sub(r"(GPU \d+)( of \d+)?(, the only one the run opens \(CUDA_VISIBLE_DEVICES=[^)]*\))?", r"\1 ...", line)
        return re.sub(r'^(Host threads :: |Host steps   :: |  "(?:threads|cores|machine_cores|open_threads|pass_threads|copy_threads)": )'
                      r'\d+.*|(this machine has now)|^(Host memory .*?floats\)).*',
                      lambda m: (m.group(1) or m.group(2) or m.group(3) or "") + "...", line)
    a, b = [mine(l) for l in shown.splitlines()], [mine(l) for l in got.splitlines()]
    if a != b:
        wrong.append(f"{command}: " + "; ".join(f"{x!r} -> {y!r}" for x, y in zip(a, b) if x != y)[:300])
print("; ".join(wrong) or f"{seen} agree")
PY
)" "2 agree"
# issue 57, item 18: a size past 2^64 bytes is a JSON float, not an integer no 64-bit reader holds
is "-dry-run -json at n = 2147483645: host_bytes a float (2^65 bytes), no integer past 2^64" \
    "$("$SMOOTH" -n 2147483645 -dry-run -json | python3 -c 'import json, sys; v = json.load(sys.stdin)["host_bytes"]; print(type(v).__name__, v > 2**64)')" \
    "float True"
# ... and the figures the two share are right: the ring's 2 passes of 64 sweeps take x in and y out twice
run -n 20000 -kernel opt -device-memory 512M -iterations 100 -dry-run -json
is "-dry-run -json, a ring of 2 passes: x in and y out twice, staged copies" \
    "$(printf '%s' "$out" | python3 -c 'import json, sys; p = json.load(sys.stdin); print(p["passes"], p["pcie_trips"], p["copies"], p["halo"])')" \
    "2 2 staged 0"
run -n 1000 -kernel opt -hybrid 0.3 -iterations 21 -dry-run -json
is "... the hybrid: copies from the pinned host arrays" "$(printf '%s' "$out" | python3 -c 'import json, sys; print(json.load(sys.stdin)["copies"])')" pinned

# --- -list-backends: the one published list ---------------------------------------
run -list-backends
is "-list-backends exits 0" "$status" 0
is "... a line a backend: name, host or gpu, modes, what it teaches" "$(printf '%s\n' "$out" | awk -F '\t' 'NF == 4 { n++ } END { print n }')" "$(printf '%s\n' "$out" | wc -l)"
like "... cpu on the host" "$out" $'^cpu\thost\thost\t'
like "... opt on the GPU in every GPU mode" "$out" $'^opt\tgpu\twhole grid,streams,ring,hybrid\t'
run -list-backends -json
is "... -json: the same names" "$(printf '%s' "$out" | python3 -c 'import json, sys; print(" ".join(b["name"] for b in json.load(sys.stdin)["backends"]))') " "$(all_backends)"


# --- hostile input, round 4 (issue 40): one rule for values and options that would do nothing ---
while IFS='|' read -r args says; do
    # shellcheck disable=SC2086
    run -n 10 $args
    is "$args: refused (exit 2)" "$status" 2
    like "... $says" "$err" "$says"
    ok "... and writes no file named like an option" test ! -e ./-verify -a ! -e ./-json
done <<'CASES'
-kernel cpu -timeline -verify|^smooth: -timeline '-verify': a file name, not an option, follows -timeline
-kernel cpu -dump -json|^smooth: -dump '-json': a file name, not an option
-kernel cpu -verify=yes|^smooth: -verify takes no value; got '-verify=yes'
-kernel opt -device-memory 0x10|'0x10' is not a size
-kernel cpu -json -json|^smooth: -json given twice
-kernel cpu -csv a.csv -csv b.csv|^smooth: -csv \(or -csv-rows\) given twice
-kernel opt -hybrid 0.5x|^smooth: -hybrid takes a CPU fraction F with 0 < F < 1, or auto; got '0.5x'
-bandwidth -streams 2|^smooth: -streams does nothing with -bandwidth
-bandwidth -depth 2|^smooth: -depth does nothing with -bandwidth
-bandwidth -hybrid|^smooth: -hybrid does nothing with -bandwidth
CASES
run -n 10 -kernel cpu -dump /dev/null
is "-dump /dev/null with the report on /dev/null too: not 'the same place' (nothing there to lose)" "$status" 0
"$SMOOTH" -n 10 -kernel cpu -dump /dev/null >/dev/null 2>"$TMP/err"
is "... so with stdout redirected there as well" "$?:$(cat "$TMP/err")" "0:"
run -n 10 -kernel cpu -depth 5
is "-depth 5 with one sweep: accepted, as any -depth above K is (D is at most K, as -help says)" "$status" 0

# OMP_STACKSIZE is the environment's: a stack larger than the machine's memory is refused with
# smooth's message, not left to libgomp's "Thread creation failed" (issue 40, item 19). 1000000G
# (a PiB): larger than any machine's memory (100G was not, on the 128 GiB H100 machine)
OMP_STACKSIZE=1000000G "$SMOOTH" -n 10 -kernel cpu >/dev/null 2>"$TMP/err"
is "OMP_STACKSIZE=1000000G: exit 2" "$?" 2
like "... smooth says why" "$(cat "$TMP/err")" "^smooth: OMP_STACKSIZE '1000000G' asks for a stack of 1000000\.0 GiB for each thread"
OMP_STACKSIZE=64M "$SMOOTH" -n 10 -kernel cpu >/dev/null 2>&1
is "OMP_STACKSIZE=64M: runs" "$?" 0

run -n 110000 -kernel opt -hybrid -iterations 8 -dry-run
like "a refusal that names memory says it in GiB, as the plan does (issue 49)" "$err" \
    'x and y need 90\.17 GiB of device memory and the run may use 78\.40 GiB;'
# -list-backends and -version in the format asked for, where asked (issue 49)
run -list-backends -json "$TMP/backends.json"
is "-list-backends -json FILE: the file written, nothing on standard output" \
    "$status:$out:$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["backends"]))' "$TMP/backends.json")" \
    "0::$(./smooth -list-backends | wc -l)"
run -list-backends -csv
is "-list-backends -csv: CSV with a header, a row per backend, every row as long" \
    "$(printf '%s\n' "$out" | python3 -c 'import csv, sys; r = list(csv.reader(sys.stdin)); print(r[0], len({len(x) for x in r}))')" \
    "['name', 'runs_on', 'modes', 'teaches'] 1"
run -version -json
is "-version -json: JSON" "$(printf '%s' "$out" | python3 -c 'import json, sys; d = json.load(sys.stdin); print(d["program"], sorted(d))')" \
    "smooth ['build', 'commit', 'program', 'version']"

done_testing

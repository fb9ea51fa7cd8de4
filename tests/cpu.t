#!/usr/bin/env bash
# cpu.t - the cpu backend end to end: whole arrays identical for every
# thread count, -verify, -checksum, -dump, and -rng libc equal to the
# tutorial's own C program (tests/helpers/tutorial.c).
. "$(dirname "$0")/lib.sh"

# --- every thread count gives the same bits, whole array ----------------------
for n in 1 2 3 17 100 513; do
    "$SMOOTH" -n "$n" -kernel cpu -threads 1 -dump "$TMP/t1.raw" >/dev/null
    ok "n=$n: -dump writes (n+2)^2 floats" test "$(stat -c %s "$TMP/t1.raw")" -eq $(((n + 2) * (n + 2) * 4))
    for threads in 2 3 7; do
        "$SMOOTH" -n "$n" -kernel cpu -threads "$threads" -dump "$TMP/tn.raw" >/dev/null
        ok "n=$n: -threads $threads gives the -threads 1 array" cmp -s "$TMP/t1.raw" "$TMP/tn.raw"
    done
done

# --- -verify and -checksum --------------------------------------------------
run -n 300 -kernel cpu -verify
is "-verify on cpu exits 0" "$status" 0
like "-verify prints PASS with the element count" "$out" '^Verify       :: PASS \(bit-identical, 91204 elements\)$'
run -n 300 -kernel cpu -threads 1 -checksum
sum1=$(field "Checksum (Y)")
run -n 300 -kernel cpu -threads 4 -checksum
sum4=$(field "Checksum (Y)")
like "-checksum prints 16 hex digits" "$sum1" '^0x[0-9a-f]{16}$'
is "checksum equal for 1 and 4 threads" "$sum4" "$sum1"
run -n 300 -kernel cpu -checksum -seed 2
ok "checksum changes with the data" test "$(field "Checksum (Y)")" != "$sum1"
run -n 300 -kernel cpu -checksum -a 0.05000001
ok "checksum changes with one constant's last bit" test "$(field "Checksum (Y)")" != "$sum1"

# --- the ghost-layer rule: y's ghost layer is a copy of x's ---------------------
python3 - "$TMP" <<'EOF' >"$TMP/ghost.out" 2>&1
# With a=b=0, c=1 every inner y is x, so by the ghost-layer rule y must be
# x entirely. x comes from an independent Python copy of the counter RNG.
import struct, subprocess, sys
M = 2**32 - 1
def fmix32(h):
    h ^= h >> 16; h = (h * 0x85EBCA6B) & M
    h ^= h >> 13; h = (h * 0xC2B2AE35) & M
    return h ^ (h >> 16)
def uniform(seed, k):
    high, low = k >> 32, k & M
    key = fmix32(fmix32((seed + 0x9E3779B9) & M) ^ fmix32((seed >> 32) ^ ((high * 0x85EBCA77 + 0x27D4EB2F) & M)))
    h = fmix32((fmix32(low ^ key) + key) & M)
    return (h >> 8) * 2.0**-24
tmp, n = sys.argv[1], 5
s = n + 2
subprocess.run(["./smooth", "-n", str(n), "-kernel", "cpu", "-a", "0", "-b", "0", "-c", "1",
                "-seed", "42", "-dump", tmp + "/id.raw"], check=True, stdout=subprocess.DEVNULL)
y = struct.unpack("<%df" % (s * s), open(tmp + "/id.raw", "rb").read())
print("bad", sum(1 for k in range(s * s) if y[k] != uniform(42, k)))
EOF
is "y is x, ghost layer included, when a=b=0, c=1 (x from a Python copy of the RNG)" "$(cat "$TMP/ghost.out")" "bad 0"

# --- -rng libc is the tutorial's generator; y equals the tutorial program's ----
for n in 1 100 257; do
    "$BUILD/tests/tutorial" "$n" "$TMP/tut.raw" >"$TMP/tut.counts"
    run -n "$n" -kernel cpu -rng libc -dump "$TMP/ours.raw"
    is "n=$n: -rng libc counts equal the tutorial program's" \
       "$(field "(X)") $(field "(Y)")" "$(cat "$TMP/tut.counts")"
    ok "n=$n: -rng libc y equals the tutorial program's y, bit for bit" cmp -s "$TMP/tut.raw" "$TMP/ours.raw"
done

# --- files the program writes appear whole or not at all ----------------------
run -n 20 -kernel cpu -dump /dev/full
is "-dump to a full disk exits 1" "$status" 1
like "... and says so" "$err" '^smooth: writing /dev/full failed: No space left on device$'
mkdir "$TMP/ro" && chmod 555 "$TMP/ro"
if [ "$(id -u)" != 0 ]; then
    run -n 20 -kernel cpu -dump "$TMP/ro/y.raw"
    is "-dump into an unwritable folder exits 1" "$status" 1
else
    pass "# SKIP unwritable-folder check: root can write anywhere"
fi
run -n 20 -kernel cpu -dump "$TMP/nodir/y.raw"
is "-dump into a missing folder exits 2 (found before the run)" "$status" 2
like "... naming the folder" "$err" "the folder '$TMP/nodir' does not exist"
is "no temporary files left behind" "$(ls "$TMP" | grep -c '\.tmp\.')" 0

# --- GPU kernels without a GPU fail clearly ---------------------------------------
if ! have_gpu; then
    run -n 16 -kernel global
    is "-kernel global without a GPU exits 1" "$status" 1
    like "... saying why" "$err" '^smooth: (no CUDA device found|this smooth was built without CUDA)'
    is "... with nothing on stdout" "$out" ""
    run -n 16
    like "the default backend without a GPU is cpu" "$out" '^Backend      :: cpu; chosen by default: no CUDA device$'
fi

done_testing

#!/usr/bin/env bash
# build.t - the build itself: no fused multiply-add in the stencils' machine
# code (the bit-exactness rests on it), a warning-free build, and a CPU-only
# build (make CUDA=0) whose GPU backends fail clearly.
. "$(dirname "$0")/lib.sh"

# --- host: no FMA instruction in the cpu stencil -----------------------------
asm=$(objdump -d --no-show-raw-insn "$BUILD/backend_cpu.o")
ok "the cpu backend object disassembles" test -n "$asm"
fma=$(printf '%s\n' "$asm" | grep -cE '\bv?f(n)?m(add|sub)[0-9a-z]*' || true)
is "no fused multiply-add instruction in the cpu stencil" "$fma" 0
mul=$(printf '%s\n' "$asm" | grep -cE '\b(v)?mulps|\b(v)?mulss' || true)
ok "the stencil multiplies separately (found $mul multiplies)" test "$mul" -gt 0

# --- device: no FFMA in any kernel's SASS ------------------------------------
cuobjdump=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
if [ -f "$BUILD/kernels.o" ] && [ -x "$cuobjdump" ]; then
    for object in kernels temporal; do # the per-sweep kernels; the temporally blocked ones
        sass=$("$cuobjdump" -sass "$BUILD/$object.o")
        ok "the $object object has SASS" test -n "$sass"
        is "no FFMA in the $object object's SASS" "$(printf '%s\n' "$sass" | grep -c 'FFMA' || true)" 0
        ok "its kernels multiply with FMUL" test "$(printf '%s\n' "$sass" | grep -c 'FMUL')" -gt 0
    done
else
    pass "# SKIP no CUDA objects (CUDA=0 build or no cuobjdump)"
fi

# --- a clean CPU-only build, warnings included -----------------------------
# (under build/, not TMPDIR: that may be mounted noexec or have a space in it)
cpu_build="$BUILD/cpu-only"
rm -rf "$cpu_build"
make -s CUDA=0 BUILD="$cpu_build" BIN="$cpu_build/smooth" >"$TMP/make.log" 2>&1
is "make CUDA=0 succeeds" "$?" 0
is "the build prints no warnings" "$(grep -c -i 'warning' "$TMP/make.log")" 0
SMOOTH="$cpu_build/smooth" run -version
like "a CPU-only build says so" "$out" 'built without CUDA'
SMOOTH="$cpu_build/smooth" run -n 8 -kernel sh18
is "its GPU backends exit 1" "$status" 1
like "... with a clear message" "$err" '^smooth: this smooth was built without CUDA .*-kernel cpu works'
SMOOTH="$cpu_build/smooth" run -n 8 -kernel cpu -verify
is "its cpu backend works" "$status" 0

done_testing

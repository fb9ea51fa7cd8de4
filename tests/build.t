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
    sass=$("$cuobjdump" -sass "$BUILD/kernels.o")
    ok "the kernels object has SASS" test -n "$sass"
    is "no FFMA in the GPU kernels' SASS" "$(printf '%s\n' "$sass" | grep -c 'FFMA' || true)" 0
    ok "the kernels multiply with FMUL" test "$(printf '%s\n' "$sass" | grep -c 'FMUL')" -gt 0
else
    pass "# SKIP no CUDA objects (CUDA=0 build or no cuobjdump)"
fi

# --- a clean CPU-only build, warnings included -----------------------------
make -s CUDA=0 BUILD="$TMP/b" BIN="$TMP/smooth-cpu" >"$TMP/make.log" 2>&1
is "make CUDA=0 succeeds" "$?" 0
is "the build prints no warnings" "$(grep -c -i 'warning' "$TMP/make.log")" 0
SMOOTH="$TMP/smooth-cpu" run -version
like "a CPU-only build says so" "$out" 'built without CUDA'
SMOOTH="$TMP/smooth-cpu" run -n 8 -kernel sh18
is "its GPU backends exit 1" "$status" 1
like "... with a clear message" "$err" '^smooth: this smooth was built without CUDA .*-kernel cpu works'
SMOOTH="$TMP/smooth-cpu" run -n 8 -kernel cpu -verify
is "its cpu backend works" "$status" 0

done_testing

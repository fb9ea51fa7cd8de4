#!/usr/bin/env bash
# build.t - the build itself: no fused multiply-add in the stencils' machine
# code (the bit-exactness rests on it), a warning-free build, and a CPU-only
# build (make CUDA=0) whose GPU backends fail clearly.
. "$(dirname "$0")/lib.sh"

# --- host: no FMA instruction in the cpu stencil -----------------------------
asm=$(objdump -d --no-show-raw-insn "$BUILD/host/stencil.o")
ok "the cpu backend object disassembles" test -n "$asm"
fma=$(printf '%s\n' "$asm" | grep -cE '\bv?f(n)?m(add|sub)[0-9a-z]*' || true)
is "no fused multiply-add instruction in the cpu stencil" "$fma" 0
mul=$(printf '%s\n' "$asm" | grep -cE '\b(v)?mulps|\b(v)?mulss' || true)
ok "the stencil multiplies separately (found $mul multiplies)" test "$mul" -gt 0

# --- device: no FFMA in any kernel's SASS ------------------------------------
cuobjdump=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
if [ -f "$BUILD/gpu/kernels.o" ] && [ -x "$cuobjdump" ]; then
    for object in kernels temporal; do # the per-sweep kernels; the temporally blocked ones
        sass=$("$cuobjdump" -sass "$BUILD/gpu/$object.o")
        ok "the $object object has SASS" test -n "$sass"
        is "no FFMA in the $object object's SASS" "$(printf '%s\n' "$sass" | grep -c 'FFMA' || true)" 0
        ok "its kernels multiply with FMUL" test "$(printf '%s\n' "$sass" | grep -c 'FMUL')" -gt 0
    done
else
    pass "# SKIP no CUDA objects (CUDA=0 build or no cuobjdump)"
fi

# --- ARCH: a list of GPUs in one binary; a bad value said before building ----
if [ -f "$BUILD/gpu/kernels.o" ] && [ -x "$cuobjdump" ]; then
    arch_build="$BUILD/arch-list"
    rm -rf "$arch_build"
    make -s ARCH="sm_80 sm_90" BUILD="$arch_build" "$arch_build/gpu/temporal.o" >"$TMP/arch.log" 2>&1
    is "make ARCH=\"sm_80 sm_90\" builds" "$?" 0
    is "... machine code for both GPUs, and PTX of the newest" \
        "$("$cuobjdump" -lelf -lptx "$arch_build/gpu/temporal.o" 2>&1 | grep -oE 'sm_[0-9]+' | sort -u | tr '\n' ' ')" "sm_80 sm_90 "
    rm -rf "$arch_build"
else
    pass "# SKIP ARCH lists: no CUDA objects (CUDA=0 build or no cuobjdump)"
fi
# A GPU the build has no code for: the message names both arches and the rebuild
device_sm=$(have_gpu && "$SMOOTH" -list 2>/dev/null | grep -oE 'sm_[0-9]+' | head -n 1 | tr -dc 0-9)
if [ -n "$device_sm" ] && [ "$device_sm" -lt 100 ] && [ -f "$BUILD/gpu/kernels.o" ]; then
    other="$BUILD/other-arch"
    rm -rf "$other"
    make -s -j8 ARCH=sm_100 BUILD="$other" BIN="$other/smooth" "$other/smooth" >"$TMP/other.log" 2>&1
    SMOOTH="$other/smooth" run -n 100 -kernel opt
    is "built for sm_100, run on sm_$device_sm: exit 1" "$status" 1
    like "... naming both and the rebuild" "$err" \
        "^smooth: this smooth was built for sm_100 .* is sm_$device_sm, .*make ARCH=sm_$device_sm "
    rm -rf "$other"
else
    pass "# SKIP a GPU the build has no code for: needs a CUDA device older than sm_100"
fi
make -s ARCH="sm90" >"$TMP/arch.log" 2>&1
is "make ARCH=sm90 (no underscore): refused" "$?" 2
like "... saying what ARCH takes" "$(cat "$TMP/arch.log")" 'ARCH="sm90": give sm_XY values .* or ARCH=native'

# --- NVTX ranges for Nsight Systems, where CUDA is ----------------------------
if [ -f "$BUILD/gpu/kernels.o" ]; then
    ok "the CUDA build carries NVTX (its injection hook)" bash -c "strings '$SMOOTH' | grep -q NVTX_INJECTION64_PATH"
else
    pass "# SKIP NVTX: a build without CUDA"
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

# --- the code's shape (docs/architecture.md) ---------------------------------------
long=$(wc -l src/*.c src/*/*.c src/*/*.cu src/*/*.h src/*/*.cuh include/*.h include/*.cuh | awk '$2 != "total" && $1 > 450 { print $2 " (" $1 ")" }')
is "no source file over 450 lines" "$long" ""
ok "no two source files call each other (dev/file-calls)" dev/file-calls "$BUILD"
ok "no loop between src/'s folders, of any length (dev/file-calls -folders)" dev/file-calls -folders "$BUILD"
ok "... nor in the build without CUDA" dev/file-calls -folders "$cpu_build"
# the check itself: three folders calling round in a ring are a loop, the ring cut is none
loops="$TMP/loops"
mkdir -p "$loops/src/a" "$loops/src/b" "$loops/src/c" "$loops/build/a" "$loops/build/b" "$loops/build/c"
printf 'int b(void);\nint a(void) { return b(); }\n' >"$loops/src/a/a.c"
printf 'int c(void);\nint b(void) { return c(); }\n' >"$loops/src/b/b.c"
printf 'int a(void);\nint c(void) { return a(); }\n' >"$loops/src/c/c.c"
for f in a b c; do cc -c -o "$loops/build/$f/$f.o" "$loops/src/$f/$f.c"; done
out=$(cd "$loops" && "$OLDPWD/dev/file-calls" -folders build)
is "dev/file-calls -folders: a -> b -> c -> a is a loop (exit 1)" "$?" 1
like "... of 3 folders, named" "$out" '^a loop of 3 folders: a, b, c$'
printf 'int c(void) { return 0; }\n' >"$loops/src/c/c.c"
cc -c -o "$loops/build/c/c.o" "$loops/src/c/c.c"
out=$(cd "$loops" && "$OLDPWD/dev/file-calls" -folders build)
is "... c calling nothing back: no loop (exit 0)" "$?" 0

# --- dev/same-gpu-code: a move keeps every kernel's code; an edit shows --------------
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
if [ -x "$nvcc" ] && command -v git >/dev/null; then
    repo="$TMP/same-gpu-code"
    mkdir -p "$repo/src" "$repo/include"
    printf '#define SCALE 2.0f\n' >"$repo/include/scale.cuh"
    printf '#include "scale.cuh"\nnamespace {\n__global__ void twice(float *y) { y[threadIdx.x] *= SCALE; }\n}\n__global__ void once(float *y) { y[threadIdx.x] += 1.0f; }\nvoid *use = (void *)twice;\n' >"$repo/src/k.cu"
    git -C "$repo" init -q && git -C "$repo" add -A &&
        git -C "$repo" -c user.name=t -c user.email=t@t commit -qm base
    mkdir -p "$repo/src/gpu" && git -C "$repo" mv src/k.cu src/gpu/kernels_renamed.cu
    out=$(cd "$repo" && NVCC="$nvcc" "$OLDPWD/dev/same-gpu-code" HEAD 2>&1)
    is "dev/same-gpu-code: a file moved and renamed keeps its kernels' code, anonymous ones too (exit 0)" "$?" 0
    like "... both kernels matched" "$out" '2 of 2 kernels identical'
    printf '#define SCALE 3.0f\n' >"$repo/include/scale.cuh"
    out=$(cd "$repo" && NVCC="$nvcc" "$OLDPWD/dev/same-gpu-code" HEAD 2>&1)
    is "... a constant changed in a header: exit 1" "$?" 1
    like "... the kernel named" "$out" '^differs: .*twice'
else
    pass "# SKIP dev/same-gpu-code: no nvcc (Debian: nvidia-cuda-toolkit) or git"
fi

like "make help lists the targets (issue 49)" "$(make -s help 2>&1)" '^ +make test +build and run the whole suite'
done_testing

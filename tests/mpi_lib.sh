# mpi_lib.sh - what tests/mpi.t and tests/mpi-gpu.t share: mpirun, the skips, and the
# cases (check_kernel, check_covered), each against one process of the cpu backend, queued
# MPI_JOBS at once. Source it after lib.sh: . tests/mpi_lib.sh
MPI_SMOOTH=${MPI_SMOOTH:-./smooth-mpi}
command -v mpirun >/dev/null || skip_all "no mpirun (Debian: openmpi-bin)"
[ -x "$MPI_SMOOTH" ] || skip_all "no $MPI_SMOOTH (make mpi)"
# Root may run mpirun here (CI containers); shared memory without ptrace.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl_vader_single_copy_mechanism=none
# mpi_run SECONDS ARGS...: mpirun --oversubscribe ARGS, killed after SECONDS, with a session
# folder of its own (TMPDIR): OpenMPI 4 makes /tmp/ompi.HOST.UID for every mpirun and the last to
# end removes it, so two starting at once could fail ("mkdir ... File exists": CI, 2026-11-26,
# once mpi.t and mpi-gpu.t ran side by side)
mpi_session() { mktemp -d "$TMP/ompi.XXXXXX"; }
mpi_run() {
    local seconds=$1 session
    shift
    session=$(mpi_session) || return 1
    TMPDIR=$session timeout "$seconds" mpirun --oversubscribe "$@"
}
mpi() { local p=$1; shift; mpi_run 120 -np "$p" "$MPI_SMOOTH" "$@"; }
summary() { grep -E '^(Number of elements below|Checksum)' | tr -s ' '; }

# Cases at once: MPI_JOBS mpiruns side by side (a quarter of the cores; 1 on a 2-core CI machine),
# lib.sh's queue, reported in order (issue 39: the suite on the 16-core GPU machine ran them one
# by one, then in batches that each waited for its slowest). The GPU cases share the device, as
# ranks do.
MPI_JOBS=${MPI_JOBS:-$(( $(nproc 2>/dev/null || echo 4) / 4 ))}
[ "$MPI_JOBS" -ge 1 ] 2>/dev/null || MPI_JOBS=1
CASE_JOBS=$MPI_JOBS
references=0
# data_options OPTIONS...: those that change the numbers (-iterations, -rng), for the reference
data_options() {
    while [ $# -gt 0 ]; do
        case $1 in -iterations | -rng) printf '%s %s ' "$1" "$2"; shift 2 ;; *) shift ;; esac
    done
}
# mpi_case WANT KERNEL P N OPTIONS...: P ranks' counts and checksum are the file WANT's
mpi_case() {
    local want=$1 kernel=$2 p=$3 n=$4
    shift 4
    OMP_NUM_THREADS=${THREADS:-1} mpi "$p" -n "$n" -kernel "$kernel" -checksum -seed 5 "$@" \
        2>"$CASE_DIR/err" | summary >"$CASE_DIR/got"
    [ -s "$CASE_DIR/got" ] && cmp -s "$want" "$CASE_DIR/got" && return 0
    echo "got: $(cat "$CASE_DIR/got")"
    echo "want: $(cat "$want")"
    cat "$CASE_DIR/err"
    return 1
}
# check_cases KERNEL < CASES: a case a line, "P N OPTIONS" (the options' words joined by _);
# each against one process of the cpu backend with the options that change the numbers (every
# backend's are bit-identical to it), those references side by side first, then the cases queued
check_cases() {
    local kernel=$1 p n joined opts line pids=() lines=()
    local -A want=()
    mapfile -t lines
    for line in "${lines[@]}"; do
        read -r p n joined <<<"$line"
        opts=${joined//_/ }
        [ -z "${want[$n $opts]:-}" ] || continue
        want[$n $opts]=$TMP/want$references
        references=$((references + 1))
        # shellcheck disable=SC2046,SC2086
        ("$SMOOTH" -n "$n" -kernel cpu -checksum -seed 5 $(data_options $opts) | summary >"${want[$n $opts]}") &
        pids+=($!)
    done
    [ ${#pids[@]} = 0 ] || wait "${pids[@]}"
    for line in "${lines[@]}"; do
        read -r p n joined <<<"$line"
        opts=${joined//_/ }
        # shellcheck disable=SC2086
        queue "$kernel $opts n=$n, $p ranks: counts and checksum equal one process's" \
            mpi_case "${want[$n $opts]}" "$kernel" "$p" "$n" $opts
    done
}
# cases RANKS SIZES OPTIONS...: check_cases' lines, each option string with each rank count and n
cases() {
    local ranks=$1 sizes=$2 o p n
    shift 2
    for o in "$@"; do
        for p in $ranks; do for n in $sizes; do echo "$p $n ${o// /_}"; done; done
    done
}
check_kernel() { # kernel, ranks, n...; RNG: more options (-rng libc, -iterations K ...); THREADS per rank (1)
    local kernel=$1 ranks=$2
    shift 2
    check_cases "$kernel" < <(cases "$ranks" "$*" "${RNG:-}")
}
# check_covered KERNEL RANKS SIZES OPTIONS...: each option string with each rank count and n, cut
# to a covering design (lib.sh's cover: every pair of an option string, a rank count and an n
# still run together; make test-full runs them all)
check_covered() {
    local kernel=$1 ranks=$2 sizes=$3
    shift 3
    check_cases "$kernel" < <(cases "$ranks" "$sizes" "$@" | cover)
}

#!/bin/bash
# one H200 (x2 not lent): issue 68's follow-ups: mpi-gpu.t / mpi.t (one GPU per rank), mpi-scaling P=1,2, and
# the host side of a run by -threads, this tree against 8afd97c (.old/base), in one call.
set -u
S=$OUT/summary.txt
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMP_WAIT_POLICY=passive
nvidia-smi -L >> $S; nproc >> $S
s=$SECONDS; make -j16 smooth mpi build/tests/tutorial build/tests/student >/tmp/b1.txt 2>&1; echo "build main rc=$? $((SECONDS-s)) s" >> $S
( cd .old/base && make -j16 smooth >/tmp/b2.txt 2>&1; echo "build base rc=$? $((SECONDS-s)) s" >> $S ) 
for t in tests/mpi-gpu.t tests/mpi.t; do
  ( s=$SECONDS; timeout -k 5 300 prove -v -e '' $t > $OUT/$(basename $t).txt 2>&1; echo "== $t rc=$? $((SECONDS-s)) s $(grep -c '^ok' $OUT/$(basename $t).txt) ok $(grep -c '^not ok' $OUT/$(basename $t).txt) not-ok" >> $S ) &
done
wait
s=$SECONDS; SMOOTH_PROGRESS=0 timeout 200 scripts/mpi-scaling -n 16384 -ranks "1 2" -repeat 3 -out $OUT/mpi-scaling > $OUT/mpi-scaling.txt 2>&1; echo "mpi-scaling rc=$? $((SECONDS-s)) s" >> $S; cat $OUT/mpi-scaling.txt >> $S
# host side by -threads: the whole run's wall time (parse, plan, allocate, init, smooth, count), median of 5 after a warm-up
for bin in ./smooth .old/base/smooth; do
  for args in "-kernel cpu -n 8192 -threads 1" "-kernel cpu -n 8192 -threads 8" "-kernel cpu -n 8192 -threads 16" "-kernel sh18 -n 16384" "-kernel sh18 -n 16384 -threads 16"; do
    $bin $args >/dev/null 2>&1
    ts=$(for i in 1 2 3 4 5; do /usr/bin/time -f %e $bin $args 2>&1 >/dev/null | tail -1; done | sort -n | sed -n 3p)
    echo "wall $bin $args: median $ts s" >> $S
  done
done
echo "done $SECONDS s" >> $S

#!/bin/bash
set -u
S=$OUT/summary.txt
s=$SECONDS; make -j16 smooth >/dev/null 2>&1; echo "build rc=$? $((SECONDS-s)) s" >> $S
make -j16 build/tests/tutorial build/tests/student build/tests/options_replay build/tests/ring-plan build/tests/signal_on_create.so mpi $(ls tests/unit/*.c | sed 's|tests/unit/\(.*\)\.c|build/tests/\1.t|') > /tmp/build2.txt 2>&1; echo "helpers rc=$? $((SECONDS-s)) s" >> $S
export OMP_WAIT_POLICY=passive
mkdir -p /tmp/t
for t in tests/*.t build/tests/*.t; do
  n=$(echo $t | tr / _)
  ( s=$SECONDS; timeout -k 5 190 prove -e '' $t > /tmp/t/$n.txt 2>&1; rc=$?; { echo "== $t rc=$rc $((SECONDS-s)) s"; grep -E "^not ok|^Result|Files=" /tmp/t/$n.txt | head -8; [ $rc = 0 ] || tail -15 /tmp/t/$n.txt; } >> $S ) &
  sleep 0.1
done
wait; echo "suite done $SECONDS s" >> $S
s=$SECONDS; SANITIZE_PROGRESS=$OUT/sanprog.txt timeout 100 dev/sanitize-gpu 16 all > $OUT/sanitize.txt 2>&1; echo "sanitize rc=$? $((SECONDS-s)) s" >> $S; tail -1 $OUT/sanitize.txt >> $S

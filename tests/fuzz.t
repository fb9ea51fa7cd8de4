#!/usr/bin/env bash
# fuzz.t - every input the fuzzers were seeded with or found a failure on
# (tests/fuzz/*-corpus, *-regressions) replayed through the option parser
# and grade's parser: a regression stays fixed. make fuzz does the fuzzing.
. "$(dirname "$0")/lib.sh"

inputs=(tests/fuzz/options-corpus/* tests/fuzz/options-regressions/*)
existing=()
for f in "${inputs[@]}"; do [ -f "$f" ] && existing+=("$f"); done
out=$("$BUILD/tests/options_replay" "${existing[@]}" 2>&1)
is "option parser: ${#existing[@]} corpus and regression inputs replay cleanly" "$?" 0
like "... all of them" "$out" "^replayed ${#existing[@]} input\(s\)$"

grade_inputs=(tests/fuzz/grade-corpus/* tests/fuzz/grade-regressions/*)
out=$(PYTHONPATH=scripts python3 tests/fuzz/grade_fuzz.py --replay "${grade_inputs[@]}" 2>&1)
is "grade parser: ${#grade_inputs[@]} corpus and regression inputs replay cleanly" "$?" 0
out=$(PYTHONPATH=scripts python3 tests/fuzz/grade_fuzz.py 3 42 2>&1)
is "grade parser: three seconds of fresh mutations find nothing" "$?" 0

done_testing

#!/usr/bin/env bash
# run.sh - PrairieLearn's external grader entry point (the question's
# "entrypoint"): the student's files are in /grade/student, the results go to
# /grade/results/results.json. The image needs make, gcc and python3, and
# smooth's source tree in /grade/serverFilesCourse/smooth (built here once).
# A rubric in /grade/tests/rubric.json sets the points.
# GRADE: the root, /grade on PrairieLearn (tests/scripts.t sets another).
root=${GRADE:-/grade}
cd "$root/serverFilesCourse/smooth" || exit 1
[ -x ./smooth ] || make CUDA=0 >/dev/null
rubric=()
[ -f "$root/tests/rubric.json" ] && rubric=(-rubric "$root/tests/rubric.json")
mkdir -p "$root/results"
scripts/grade "${rubric[@]}" -prairielearn "$root/results/results.json" "$root/student"
exit 0

#!/usr/bin/env bash
# setup.sh - Gradescope's image setup for grading smooth homework outputs:
# builds smooth for the CPU (the grader needs only -kernel cpu). The
# autograder is a zip of smooth's source tree (its top folder's contents)
# with this file and run_autograder added at its top (docs/grading.md "From
# submissions to grades"); Gradescope unpacks it in /autograder/source.
set -euo pipefail
apt-get update -qq
apt-get install -y -qq make gcc python3 >/dev/null
cd /autograder/source
make CUDA=0

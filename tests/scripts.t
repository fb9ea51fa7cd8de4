#!/usr/bin/env bash
# scripts.t - the scripts users run: grade (on real outputs, right and
# wrong, in smooth's and the tutorial's formats), compare, bench,
# plot-timeline, and progress on a terminal. Each gives clear errors.
# (compare, bench and bench-ring measuring for real: scripts-run.t)
. "$(dirname "$0")/lib.sh"
export PYTHONPATH="$PWD/scripts${PYTHONPATH:+:$PYTHONPATH}" # the grader's package and smoothtools, for the Python below

# --- grade ------------------------------------------------------------------
"$SMOOTH" -n 100 -kernel cpu -rng libc >"$TMP/good.txt"
field_of() { grep -F -- "$2" "$1" | head -n 1 | sed 's/.*:: *//'; }
run_grade() { scripts/grade "$@" >"$TMP/grade.out" 2>"$TMP/grade.err"; status=$?; out=$(cat "$TMP/grade.out"); err=$(cat "$TMP/grade.err"); }
run_grade "$TMP/good.txt"
is "grade: smooth's own libc output passes (exit 0)" "$status" 0
is "grade: 11 PASS lines" "$(printf '%s\n' "$out" | grep -c '^PASS')" 11

sed 's/^\(Number of elements below threshold (Y)   :: \)[0-9]*/\199999/' "$TMP/good.txt" >"$TMP/wrong-y.txt"
run_grade "$TMP/wrong-y.txt"
is "grade: a wrong Y count fails (exit 1)" "$status" 1
like "grade: ... naming the field, expected and found" "$out" '^FAIL +Number of elements below threshold \(Y\) +expected +[0-9]+  found 99999  \(impossible: not between 0 and n\^2\)$'

grep -v 'Threshold' "$TMP/good.txt" >"$TMP/missing.txt"
run_grade "$TMP/missing.txt"
like "grade: a missing field is MISSING" "$out" '^MISSING +Threshold +expected +0\.1  found \(missing\)$'
is "grade: ... and fails the file (exit 1)" "$status" 1

# -iterations K: grade reads K from the header (Iterations :: or the Command
# line) or from -iterations, and runs K sweeps for the expected counts
"$SMOOTH" -n 100 -kernel cpu -rng libc -t 0.45 -iterations 3 >"$TMP/k3.txt"
run_grade -trust-header "$TMP/k3.txt"
is "grade: a 3-sweep output passes (K from its header)" "$status" 0
like "grade: ... and says K" "$out" '^== .*, -iterations 3$'
grep -v '^Iterations' "$TMP/k3.txt" >"$TMP/k3-command.txt"
run_grade -trust-header "$TMP/k3-command.txt"
is "grade: K from the Command line alone" "$status" 0
grep -vE '^(Iterations|Command)' "$TMP/k3.txt" >"$TMP/k3-bare.txt"
run_grade -t 0.45 "$TMP/k3-bare.txt"
is "grade: without K, a 3-sweep output fails (graded as one sweep)" "$status" 1
like "grade: ... on its Y count" "$out" '^FAIL +Number of elements below threshold \(Y\)'
run_grade -t 0.45 -iterations 3 "$TMP/k3-bare.txt"
is "grade -iterations 3: passes" "$status" 0

# The tutorial's own formats: Fortran (I14, F14.5, ES14.5, extra spaces) and C printf %d/%g.
python3 - "$TMP" <<'PY'
import json, subprocess, sys
tmp = sys.argv[1]
r = json.loads(subprocess.run(["./smooth", "-n", "100", "-kernel", "cpu", "-rng", "libc", "-json"],
                              capture_output=True, text=True, check=True).stdout)
n, x, y = r["n"], r["below_x"], r["below_y"]
with open(tmp + "/fortran.txt", "w") as f:
    f.write(f"""
 Summary
 -------
Number of elements in a row/column       :: {n+2:14d}
Number of inner elements in a row/column :: {n:14d}
Total number of elements                 :: {(n+2)**2:14d}
Total number of inner elements           :: {n*n:14d}
Memory (GB) used per array               :: {(n+2)**2*4/1024**3:14.5f}
Threshold                                :: {0.1:14.2f}
Smoothing constants (a, b, c)            :: 0.05 0.10 0.40
Number   of elements below threshold (X) :: {x:14d}
Fraction of elements below threshold     :: {x/n/n:14.5E}
Number   of elements below threshold (Y) :: {y:14d}
Fraction of elements below threshold     :: {y/n/n:14.5E}
""")
with open(tmp + "/printf.txt", "w") as f:
    f.write(f"""
Summary
-------
Number of elements in a row/column       :: {n+2}
Number of inner elements in a row/column :: {n}
Total number of elements                 :: {(n+2)**2}
Total number of inner elements           :: {n*n}
Memory (GB) used per array               :: {(n+2)**2*4/1024**3:g}
Threshold                                :: {0.1:g}
Smoothing constants (a, b, c)            :: {0.05:g} {0.1:g} {0.4:g}
Number   of elements below threshold (X) :: {x}
Fraction of elements below threshold     :: {x/n/n:g}
Number   of elements below threshold (Y) :: {y}
Fraction of elements below threshold     :: {y/n/n:g}
""")
PY
run_grade "$TMP/fortran.txt"
is "grade: the tutorial's Fortran formats pass" "$status" 0
run_grade "$TMP/printf.txt"
is "grade: the tutorial's printf formats pass" "$status" 0

"$SMOOTH" -n 50 -kernel cpu -rng counter -seed 9 -a 0.125 -t 0.3 >"$TMP/counter.txt"
run_grade "$TMP/counter.txt"
is "grade: a header chooses the data, not the constants or threshold (exit 1)" "$status" 1
like "... saying what it asked that was not used" "$out" '^== its header asks for -a 0\.125 -t 0\.3: not used'
like "... the data its header names: -rng counter -seed 9" "$out" '^== .*, -rng counter -seed 9, a b c = 0\.05 0\.1 0\.4, t = 0\.1$'
run_grade -trust-header "$TMP/counter.txt"
is "grade -trust-header: reads -rng, -seed and constants from smooth's header lines" "$status" 0
run_grade -rng libc -seed 1 "$TMP/counter.txt"
is "grade: flags override the header (different data, so it fails)" "$status" 1

run_grade "$TMP/good.txt" "$TMP/wrong-y.txt"
is "grade: one good and one bad file exit 1" "$status" 1
like "grade: ... and says how many passed" "$out" '^grade: 2 file\(s\): 1 pass, 0 plausible, 1 fail, 0 ungraded$'

run_grade "$TMP/nothere.txt"
is "grade: a file named that does not exist is a bad command line: exit 2 (issue 49)" "$status" 2
like "grade: ... saying so" "$err" "^grade: no such file or folder: $TMP/nothere.txt$"
printf 'hello\nworld\n' >"$TMP/junk.txt"
run_grade "$TMP/junk.txt"
is "grade: a file with no summary is ungraded, exit 3" "$status" 3
like "grade: ... saying why" "$err" 'junk.txt: no line gives n'
# A file's header may choose the data and the work, never an easier or an unbounded problem
# (issue 40): the threshold of "-t 0" with all-zero counts is not the problem graded; a header
# asking for a million sweeps is ungraded at once; a file's smooth runs stop at -timeout.
printf 'Command :: ./a.out -t 0\nNumber of inner elements in a row/column :: 100\nNumber of elements below threshold (X) :: 0\nNumber of elements below threshold (Y) :: 0\n' >"$TMP/t0.txt"
run_grade "$TMP/t0.txt"
is "grade: a header's -t 0 with all-zero counts fails (graded at -t 0.1)" "$status" 1
like "... saying the header's -t was not used" "$out" '^== its header asks for -t 0: not used'
sed 's/^Command .*/Command      :: .\/smooth -n 50 -iterations 1000000/' "$TMP/good.txt" >"$TMP/million.txt"
# a smooth that only says it was run: grade must not call it for this file (no clock: issue 56)
printf '#!/bin/sh\ntouch "%s"\nexit 1\n' "$TMP/smooth-was-run" >"$TMP/fake-smooth"; chmod +x "$TMP/fake-smooth"
SMOOTH="$TMP/fake-smooth" run_grade "$TMP/million.txt"
is "grade: a header asking for 10^6 sweeps is ungraded (exit 3)" "$status" 3
ok "... at once, no smoothing run" test ! -e "$TMP/smooth-was-run"
like "... naming the cap" "$out" 'asks for 1000000 sweeps; grade runs at most 100 for a file \(-max-iterations K'
run_grade -max-iterations 1000000 -timeout 0.3 "$TMP/million.txt"
is "grade -max-iterations 10^6 -timeout 0.3: stopped, ungraded (exit 3)" "$status" 3
like "... saying smooth took longer than -timeout" "$out" 'took longer than 0\.3 s \(-timeout\) and was stopped'
run_grade -max-iterations 0 "$TMP/good.txt"
is "grade -max-iterations 0: bad options (exit 2)" "$status" 2
# ... and -timeout bounds a file's reading too (issue 51, item 11): a long output read past it is
# ungraded, saying how far the reading got (the clock is read every 65,536 lines)
{ for i in $(seq 70000); do echo "iteration $i: count below threshold = $i"; done; cat "$TMP/good.txt"; } >"$TMP/chatty.txt"
run_grade -timeout 0.000001 "$TMP/chatty.txt"
is "grade -timeout 0.000001 on 70,000 lines: ungraded (exit 3)" "$status" 3
like "... saying the reading took longer" "$out" 'reading it took more than -timeout 1e-06 s \(65,536 of its 70,0[0-9]{2} lines read\)'
run_grade "$TMP/chatty.txt"
is "... read whole under the default -timeout: graded as the summary says (exit 0)" "$status" 0

# A Command line longer than smooth keeps (1,023 bytes) ends " ..." where it was cut; grade then
# takes -seed from the RNG line, not the cut "-seed 12" of "-seed 123456" (issue 40, item 9).
prefix="$SMOOTH -n 50 -kernel cpu -rng libc -timeline "
fill=$((1019 - ${#prefix} - ${#TMP} - 1 - 5 - 9))  # the kept 1,019 bytes end " -seed 12"
long="$TMP/$(printf '%*s' "$fill" '' | tr ' ' '/')t.csv"
"$SMOOTH" -n 50 -kernel cpu -rng libc -timeline "$long" -seed 123456 >"$TMP/cut.txt"
like "smooth: a command line cut to fit ends ' ...', inside -seed's value" "$(grep '^Command' "$TMP/cut.txt")" ' -seed 12 \.\.\.$'
run_grade "$TMP/cut.txt"
is "grade: the cut -seed 12 is not read; the RNG line's seed 123456 is, and the file passes" "$status" 0
like "... saying which generator it assumed" "$out" '^== .*-rng libc -seed 123456,'

# Header forms, number forms, the order of the lines, conflicts, batches.
"$SMOOTH" -n 50 -kernel cpu -rng libc -a 0.2 -t 0.3 >"$TMP/a02.txt"
sed 's/-a 0.2 -t 0.3/-a=0.2 --t=0.3/' "$TMP/a02.txt" >"$TMP/forms.txt"
run_grade -trust-header "$TMP/forms.txt"
is "grade -trust-header: -a=0.2 and --t=0.3 in the header's command line are read (exit 0)" "$status" 0
sed 's/^\(Smoothing constants (a, b, c) *:: \).*/\10.20, 0.10, 0.40/' "$TMP/a02.txt" >"$TMP/commas.txt"
run_grade -trust-header "$TMP/commas.txt"
is "grade: constants written 0.20, 0.10, 0.40 pass" "$status" 0
sed 's/^\(Threshold *:: \).*/\10/' "$TMP/good.txt" >"$TMP/bare0.txt"
run_grade "$TMP/bare0.txt"
like "grade: Threshold :: 0 (a bare integer for 0.1) fails" "$out" '^FAIL +Threshold '
python3 - "$TMP/good.txt" "$TMP" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines(keepends=True)
tmp = sys.argv[2]
frac = [i for i, l in enumerate(lines) if l.startswith("Fraction of elements below")]
x = [i for i, l in enumerate(lines) if "threshold (X)" in l][0]
y = [i for i, l in enumerate(lines) if "threshold (Y)" in l][0]
# Y's count and fraction before X's
swapped = lines[:x] + lines[y:y + 2] + lines[x:x + 2] + lines[y + 2:]
open(tmp + "/y-first.txt", "w").writelines(swapped)
# X's fraction missing: Y's must still be Y's
open(tmp + "/no-x-fraction.txt", "w").writelines(lines[:frac[0]] + lines[frac[0] + 1:])
# a bare 1 for a fraction
bare = list(lines)
bare[frac[1]] = bare[frac[1]].split("::")[0] + ":: 1\n"
open(tmp + "/bare1.txt", "w").writelines(bare)
# a second summary with another Y count
second = list(lines) + ["Number of elements below threshold (Y)   :: 999999\n"]
open(tmp + "/twice.txt", "w").writelines(second)
PY
run_grade "$TMP/y-first.txt"
is "grade: Y's lines before X's still pass (each fraction follows its count)" "$status" 0
run_grade "$TMP/no-x-fraction.txt"
is "grade: a missing X fraction is one failed field, not two" "$(printf '%s\n' "$out" | grep -cE '^(FAIL|MISSING)')" 1
like "grade: ... and it is X's" "$out" '^MISSING +Fraction of elements below threshold \(X\) +expected .* found \(missing\)$'
run_grade "$TMP/bare1.txt"
like "grade: a fraction printed as 1 fails" "$out" '^FAIL +Fraction of elements below threshold \(Y\) .* found 1$'
run_grade "$TMP/twice.txt"
is "grade: a field given twice with two values fails (exit 1)" "$status" 1
like "grade: ... showing both" "$out" '^FAIL +Number of elements below threshold \(Y\) .* and 999999  \(two different values'
run_grade -seed abc "$TMP/good.txt"
is "grade: a bad option value (smooth refuses it) exits 2" "$status" 2
is "... in smooth's words, not an internal command line, with libc's seed range (issue 49)" "$err" \
    "grade: -seed: 'abc' is not a whole number (-rng libc: 0..4294967295; -rng counter: 0..2^64-1); try grade -help"
ln -sf "$TMP/nothere.txt" "$TMP/dangling.txt"
run_grade "$TMP/good.txt" "$TMP/dangling.txt" "$TMP/wrong-y.txt"
is "grade: an unreadable file in a batch (a dangling link): the others are graded, exit 3" "$status:$(printf '%s\n' "$out" | grep -cE '^.+: (PASS|FAIL)')" "3:2"
like "grade: ... and the tally says so" "$out" '^grade: 3 file\(s\): 1 pass, 0 plausible, 1 fail, 1 ungraded$'

SMOOTH=/nonexistent/smooth run_grade "$TMP/good.txt"
is "grade: no ./smooth build exits 2" "$status" 2
like "grade: ... saying to build it" "$err" 'build it first with make'

# --- grade: folders, standard input, and files that break the old reader ----------
mkdir -p "$TMP/batch/b/deeper"
cp "$TMP/good.txt" "$TMP/batch/b/one.txt"
cp "$TMP/good.txt" "$TMP/batch/b/deeper/two.txt"
printf '\357\273\277' >"$TMP/batch/bom.txt" && cat "$TMP/good.txt" >>"$TMP/batch/bom.txt"
{ echo "RNG          :: libc, seed xyz"; grep -v '^RNG' "$TMP/good.txt"; } >"$TMP/batch/refused.txt"
echo "not an output" >"$TMP/batch/b/junk.txt"
run_grade "$TMP/batch"
is "grade FOLDER: every file in it, recursively, in sorted order" \
    "$(printf '%s\n' "$out" | sed "s|$TMP/batch/||" | sed -n 's/^\([^ ]*\): \(PASS\|FAIL\|UNGRADED\).*/\1 \2/p')" \
    "b/deeper/two.txt PASS
b/junk.txt UNGRADED
b/one.txt PASS
bom.txt PASS
refused.txt UNGRADED"
like "... a header smooth refuses is that file's problem, not the batch's: the tally comes" "$out" \
    '^grade: 5 file\(s\): 3 pass, 0 plausible, 0 fail, 2 ungraded$'
is "... exit 3 (some could not be graded)" "$status" 3
like "... naming what smooth refused" "$out" "refused.txt: UNGRADED \\(smooth cannot compute the expected values: .*-seed: 'xyz' is not a whole number"
scripts/grade - <"$TMP/good.txt" >"$TMP/grade.out" 2>&1
is "grade -: standard input" "$?:$(tail -n 1 "$TMP/grade.out")" "0:grade: 1 file(s): 1 pass, 0 plausible, 0 fail, 0 ungraded"
mkdir -p "$TMP/empty"
run_grade "$TMP/empty"
is "grade on an empty folder: exit 2" "$status" 2
like "... saying there is nothing to grade" "$err" '^grade: no files to grade in '
sed 's/:: 100$/:: ١٠٠/' "$TMP/good.txt" >"$TMP/arabic.txt"
ok "grade: the test input has Arabic-Indic digits" grep -q '١٠٠' "$TMP/arabic.txt"
run_grade "$TMP/arabic.txt"
unlike "grade: digits of other scripts are not numbers (ASCII 0-9 only)" "$out" '^[^ ]*arabic.txt: PASS'

# Text after a number is not part of it: no traceback, and the tolerance comes from the number
sed 's/^\(Threshold *::\) 0.10$/\1 0.10 (elements)/; s/^\(Fraction of elements below threshold *:: [0-9.E+-]*\)$/\1 (of all)/' \
    "$TMP/good.txt" >"$TMP/after.txt"
ok "grade: the test input has text after its numbers" grep -q '(of all)$' "$TMP/after.txt"
run_grade "$TMP/after.txt"
is "grade: text after a number is ignored: passes, exit 0" "$status:$(printf '%s\n' "$out" | tail -n 1)" \
    "0:grade: 1 file(s): 1 pass, 0 plausible, 0 fail, 0 ungraded"
unlike "... and no traceback" "$err" 'Traceback'
want_fx=$(sed -n 's/^Fraction of elements below threshold *:: \([^ ]*\)$/\1/p' "$TMP/good.txt" | head -n 1)
sed "0,/^Fraction of elements below threshold *:: .*/s//Fraction of elements below threshold     :: 1 x/" "$TMP/good.txt" >"$TMP/one-x.txt"
run_grade "$TMP/one-x.txt"
like "grade: '1 x' for a fraction of $want_fx fails (a bare integer must be exact)" "$out" '^FAIL +Fraction of elements below threshold \(X\) .* found 1$'

sed "0,/^\(Fraction of elements below threshold *::\) .*/s//\1 0.0/" "$TMP/good.txt" >"$TMP/zero.txt"
run_grade "$TMP/zero.txt"
like "grade: a fraction printed 0.0 for $want_fx fails, and names integer division" "$out" \
    '^FAIL +Fraction of elements below threshold \(X\) .* found 0\.0  \(integer division'

# --- grade: reading by meaning, and judging, without smooth (grading) ------------
while IFS=$'\t' read -r name got want; do
    is "grading: $name" "$got" "$want"
done < <(python3 tests/helpers/grade_cases.py)

# --- grade: the example submissions (dev/make-submissions; student.c's numbers) ---
# docs/grading.md's table of the examples says what grade says of each: its verdict, and where it
# names the fields ("fail (on `a` and `b` only)"), exactly those failing (issue 49)
scripts/grade -json examples/submissions >"$TMP/examples.json" 2>/dev/null
is "docs/grading.md's examples table: every file's verdict and failing fields as grade gives them" \
    "$(python3 - docs/grading.md "$TMP/examples.json" <<'PY'
import json, os, re, sys
graded = {os.path.basename(f["file"]): f for f in json.load(open(sys.argv[2]))["files"]}
table = [l for l in open(sys.argv[1], encoding="utf-8") if re.match(r"\| [a-z-]+\.(txt|json|csv)", l)]
wrong, seen = [], set()
for line in table:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    verdict = cells[-1].split()[0]
    named = set(re.findall(r"`([a-z_0-9]+)`", cells[-1]))
    for name in (n.strip() for n in cells[0].split(",")):
        seen.add(name)
        f = graded.get(name)
        failing = {k for k, v in f["fields"].items() if v["status"] == "fail"} if f else set()
        if not f or f["verdict"] != verdict or (named and failing != named):
            wrong.append(f"{name}: the table says {cells[-1]!r}, grade {f and f['verdict']} {sorted(failing)}")
wrong += [f"{name}: not in the table" for name in sorted(set(graded) - seen)]
print("; ".join(wrong) or "agree")
PY
)" agree
scripts/grade -csv examples/submissions >"$TMP/roster.csv" 2>"$TMP/roster.err"
is "grade -csv examples/submissions: exit 3 (one file is ungraded)" "$?" 3
is "... a verdict per file, in sorted order" \
    "$(python3 -c 'import csv,sys; seen={}
for r in csv.DictReader(open(sys.argv[1])): seen.setdefault(r["file"].split("/")[-1], r["verdict"])
print(" ".join(f"{f}={v}" for f, v in seen.items()))' "$TMP/roster.csv")" \
    "c-printf.txt=pass clock-seed.txt=plausible cpp-iostream.txt=pass crashed-no-counts.txt=ungraded cuda-second-result.txt=fail cuda-tabs-crlf.txt=pass fortran-fixed.txt=pass fortran.txt=pass impossible-count.txt=fail mistake-fractions-memory.txt=fail mistake-ghost.txt=fail mistake-integer-division.txt=fail mistake-missing-term.txt=fail mistake-no-ghost-percent.txt=fail mistake-swapped-ab.txt=fail mpi-partials.txt=pass mpi-prose.txt=pass mpi-tag-output.txt=pass notebook-table.txt=pass openmp-colons.txt=pass rand-other-seed.txt=plausible smooth-csv.csv=pass smooth-json.json=pass typo-short-label.txt=pass"
note_of() { python3 -c 'import csv,sys
for r in csv.DictReader(open(sys.argv[1])):
    if r["file"].endswith("/" + sys.argv[2]) and r["field"] == sys.argv[3]: print(r["status"] + ": " + r["note"])' "$TMP/roster.csv" "$1" "$2"; }
is "... ghost cells counted in x" "$(note_of mistake-ghost.txt below_x)" "fail: the ghost layer counted"
is "... and in y (its ghost cells 0)" "$(note_of mistake-ghost.txt below_y)" "fail: the ghost layer counted (y's ghost cells are 0)"
is "... a and b swapped in the stencil" "$(note_of mistake-swapped-ab.txt below_y)" "fail: a and b swapped (edge and diagonal weights)"
is "... fractions over (n+2)^2" "$(note_of mistake-fractions-memory.txt fraction_x)" "fail: over all (n+2)^2 elements, not the n^2 inner ones"
is "... memory of n^2 elements" "$(note_of mistake-fractions-memory.txt memory)" "fail: memory of n^2 elements, not (n+2)^2"
is "... the ghost layer left out of a row" "$(note_of mistake-no-ghost-percent.txt row)" "fail: the ghost layer left out (n, not n+2)"
is "... a percentage without %" "$(note_of mistake-no-ghost-percent.txt fraction_y)" "fail: a percentage printed without %"
is "... integer division" "$(note_of mistake-integer-division.txt fraction_x)" "fail: integer division (count / n^2 in integers is 0)"
is "... another generator's counts are plausible" "$(note_of clock-seed.txt below_x)" \
    "plausible: consistent with uniform random data, not the assumed generator's"
is "... an impossible count fails" "$(note_of impossible-count.txt below_x)" \
    "fail: impossible for uniform random data (significance 1e-06)"
is "... memory in 10^9-byte GB is named" "$(note_of openmp-colons.txt memory)" "pass: GB of 10^9 bytes"
is "... memory in bytes" "$(note_of mpi-prose.txt memory)" "pass: in bytes"
is "... an ungraded file's one line says why" "$(grep crashed-no-counts "$TMP/roster.csv")" \
    "examples/submissions/crashed-no-counts.txt,ungraded,500,,,,,,no count of elements below the threshold (X or Y) found,,,"
is "... 11 lines per graded file (13 with a second result), 1 per ungraded, and a header" "$(wc -l <"$TMP/roster.csv")" \
    $((22 * 11 + 13 + 1 + 1))
# issue 38's cases, each from a real-looking program (student.c behind dev/make-submissions)
is "... a CUDA output's second Y (Y_H) judged as its own result, the CPU's Y passing" \
    "$(note_of cuda-second-result.txt below_y):$(note_of cuda-second-result.txt below_y2)" \
    "pass: :fail: all n^2 below t: the y array of this result looks never written (a kernel that did not run, no error check after it)"
is "... its timer and launch-configuration lines are not fields (total passes)" "$(note_of cuda-second-result.txt total)" "pass: "
is "... MPI ranks' partial counts beside the total: the total graded" "$(note_of mpi-partials.txt below_x)" \
    "pass: the total of 4 partial counts (24934 + 24965 + 25052 + 25073)"
is "... two constants (b,c): the a term dropped, named" "$(note_of mistake-missing-term.txt constants)" \
    "fail: the a term (the four diagonal neighbours) dropped (two smoothing constants (b, c) where the stencil has three)"
is "... and its Y: the same mistake, named" "$(note_of mistake-missing-term.txt below_y)" \
    "fail: the a term (the four diagonal neighbours) dropped"
is "... a typo in a short label ('iner') read as the label it nearly is" "$(note_of typo-short-label.txt total_inner)" "pass: "
is "... smooth's own -json and -csv graded as their summaries" \
    "$(note_of smooth-json.json below_y):$(note_of smooth-csv.csv fraction_x)" "pass: :pass: "

# A folder as a class hands it in: hidden files and folders and programs' sources are skipped, said
mkdir -p "$TMP/handed-in/alice" "$TMP/handed-in/.git"
cp examples/submissions/c-printf.txt "$TMP/handed-in/alice/output.txt"
printf 'int main(void) { return 0; }\n' >"$TMP/handed-in/alice/smooth.c"
printf 'all:\n\tcc smooth.c\n' >"$TMP/handed-in/alice/Makefile"
printf '\0\0\0Bud1' >"$TMP/handed-in/.DS_Store"
cp examples/submissions/c-printf.txt "$TMP/handed-in/.git/ORIG_HEAD"
run_grade "$TMP/handed-in"
is "grade on a class folder: the output graded, the rest skipped (exit 0)" \
    "$status:$(printf '%s\n' "$out" | tail -n 1)" "0:grade: 1 file(s): 1 pass, 0 plausible, 0 fail, 0 ungraded"
like "... saying what it skipped and why" "$err" \
    "^grade: skipped 4 file\\(s\\) that are not outputs: $TMP/handed-in/.DS_Store \\(hidden\\); $TMP/handed-in/.git \\(a hidden folder\\); $TMP/handed-in/alice/Makefile \\(a source or build file\\); $TMP/handed-in/alice/smooth.c \\(a source or build file\\)$"
run_grade "$TMP/handed-in/alice/smooth.c"
is "... a source named on the command line is graded (ungraded: no summary), exit 3" "$status" 3

# The <= mistake, end to end from a real wrong program: student.c counting x <= t on data that
# holds an x of exactly 0.1f (libc, seed 10, n = 3000: one such element), so the counts differ by one.
python3 - "$BUILD/tests/student" >"$TMP/le.txt" <<'PY'
import subprocess, sys
out = subprocess.run([sys.argv[1], "3000", "le", "seed=10"], capture_output=True, text=True, check=True).stdout
d = dict(w.split("=") for w in out.split())
print(f"""Number of elements in a row/column       :: {d['row']}
Number of inner elements in a row/column :: {d['inner']}
Total number of elements                 :: {d['total']}
Total number of inner elements           :: {d['total_inner']}
Memory (GB) used per array               :: {int(d['memory']) / 2**30:g}
Threshold                                :: {d['t']}
Smoothing constants (a, b, c)            :: {d['a']} {d['b']} {d['c']}
Number of elements below threshold (X)   :: {d['below_x']}
Fraction of elements below threshold     :: {float(d['fraction_x']):.5E}
Number of elements below threshold (Y)   :: {d['below_y']}
Fraction of elements below threshold     :: {float(d['fraction_y']):.5E}""")
PY
run_grade -seed 10 "$TMP/le.txt"
is "grade: a real program's <= for < fails (exit 1)" "$status" 1
like "... and is named on X's count" "$out" '^FAIL +Number of elements below threshold \(X\) +expected +899649  found 899650  \(<= used for <\)$'

# The fraction's tolerance is half a unit of its last printed digit, no more: a value 0.5 to 1 unit
# from the exact one (the printed one moved a unit against its rounding) fails.
x=$(field_of "$TMP/good.txt" '(X)')
off=$(python3 -c "
from decimal import Decimal
exact = Decimal($x) / 10000
printed = f'{float(exact):.5E}'
mantissa, exponent = printed.split('E')
unit = Decimal('1e-5') * Decimal(10) ** int(exponent)
moved = Decimal(printed) + (-unit if Decimal(printed) >= exact else unit)
print(f'{float(moved):.5E}')")
sed "0,/^Fraction of elements below threshold .*/s//Fraction of elements below threshold     :: $off/" \
    "$TMP/good.txt" >"$TMP/frac-ulp.txt"
run_grade "$TMP/frac-ulp.txt"
is "grade: X's fraction one unit off in its last digit fails" "$status" 1
like "... on that field" "$out" '^FAIL +Fraction of elements below threshold \(X\)'

# Other random data, right counts: 30 outputs of the counter generator (seeds 1..30) with their RNG
# and Command lines removed, graded as the tutorial's libc data: every one plausible. X identifies
# the data; Y alone does not (at n = 400 several seeds' Y equals what a and b swapped give on the
# libc data, which once failed them for that mistake), and the windows are not so narrow that a
# right count of random data fails.
mkdir -p "$TMP/other"
for s in $(seq 1 30); do "$SMOOTH" -n 400 -kernel cpu -rng counter -seed "$s" | grep -vE '^(RNG|Command)' >"$TMP/other/s$s.txt"; done
run_grade "$TMP/other"
is "grade: 30 outputs of other random data, right counts: all plausible, none failed" \
   "$(printf '%s\n' "$out" | tail -n 1)" "grade: 30 file(s): 0 pass, 30 plausible, 0 fail, 0 ungraded"

# Files that lie, and the pipes around grade (issue 40, items 6-8, 13, 14, 20).
mkdir -p "$TMP/names"
cp "$TMP/good.txt" "$TMP/names/$(printf 'mallory.txt\nalice.txt: PASS\nzz')"
run_grade "$TMP/names"
is "grade: a file name with newlines forges no line (one line per file, escaped)" \
   "$(printf '%s\n' "$out" | grep -c '^alice.txt: PASS')" 0
like "... the name shown with \\n" "$out" 'mallory\.txt\\nalice\.txt: PASS\\nzz: PASS$'
scripts/grade -csv "$TMP/names" | python3 -c 'import csv, sys; rows = list(csv.reader(sys.stdin)); assert all("\n" not in c for r in rows for c in r), rows; print(len(rows))' >"$TMP/n.out"
is "... and in -csv: a header and 11 rows, no raw newline in a cell" "$(cat "$TMP/n.out")" 12
python3 - >"$TMP/words.txt" <<'PY'
import random, string
random.seed(1)
for _ in range(12000):  # 120,000 distinct words, each line a label and a number (under fields.MAX_NEW_SHAPES)
    print(" ".join("".join(random.choice(string.ascii_lowercase) for _ in range(6)) for _ in range(10)) + " :: 5")
PY
run_grade "$TMP/words.txt"
is "grade on a file of 120,000 distinct words: ungraded (no count), not stuck in label mending" "$status" 3
is "... the fuzzy matches bounded by the budget, not the file (at most 4096 for a file)" \
   "$(python3 - "$TMP/words.txt" 2>&1 >/dev/null <<'PY'
import difflib, runpy, sys
calls = [0]
real = difflib.get_close_matches
def counted(*args, **kwargs):
    calls[0] += 1
    return real(*args, **kwargs)
difflib.get_close_matches = counted
sys.argv = ["grade", sys.argv[1]]
try:
    runpy.run_path("scripts/grade", run_name="__main__")
except SystemExit:
    pass
print("bounded" if 0 < calls[0] <= 4096 else f"{calls[0]} matches", file=sys.stderr)
PY
)" "$(printf 'grade: %s: no line gives n (inner elements in a row/column, elements in a row/column, or a total)\ngrade: exit 3: some file could not be graded\nbounded' "$TMP/words.txt")"
mkfifo "$TMP/a-fifo"
# timeout guards the suite against a hang (exit 124); it measures nothing
timeout 300 scripts/grade "$TMP/a-fifo" >"$TMP/grade.out" 2>&1; status=$?; out=$(cat "$TMP/grade.out")
is "grade on a FIFO: ungraded (exit 3), not a hang" "$status" 3
like "... saying what it is" "$out" 'is not a regular file \(a FIFO, a device or a socket\)'
run_grade /dev/zero
like "grade on /dev/zero: ungraded, not read forever" "$out" '/dev/zero is not a regular file'
python3 -c 'import sys; sys.stdout.buffer.write(open(sys.argv[1]).read().encode("utf-16"))' "$TMP/good.txt" >"$TMP/utf16.txt"
run_grade "$TMP/utf16.txt"
is "grade on a UTF-16 file with a BOM (PowerShell's >): read, passes" "$status" 0
scripts/grade "$TMP/good.txt" >/dev/full 2>"$TMP/full.err"
is "grade >/dev/full: exit 2 (not 1, which means a file failed)" "$?" 2
is "... one line, no traceback" "$(cat "$TMP/full.err")" "grade: cannot write to standard output: No space left on device"
scripts/grade "$TMP/good.txt" "$TMP/good.txt" 2>"$TMP/pipe.err" | head -n 1 >/dev/null
is "grade | head -1: no traceback" "$(grep -c Traceback "$TMP/pipe.err")" 0
no_gpu scripts/compare -n 64 -repeat 1 -no-plot -o "$TMP/res/p" 2>"$TMP/pipe.err" | head -n 1 >/dev/null
is "compare | head -1: no traceback" "$(grep -c Traceback "$TMP/pipe.err")" 0
no_gpu scripts/compare -n 64 -repeat 1 -no-plot -o "$TMP/res/p" >/dev/full 2>"$TMP/full.err"
is "compare >/dev/full: exit 2, one line" "$?:$(cat "$TMP/full.err")" "2:compare: cannot write to standard output: No space left on device"
# One convention with smooth's (issue 39): single-dash words, --word and --word=value, -help
for script in grade compare bench bench-ring mpi-scaling plot-timeline; do  # every script users run
    for word in -help -h --help; do
        scripts/$script $word >"$TMP/help.out" 2>&1
        is "$script $word: exit 0" "$?" 0
    done
    like "... and prints its usage" "$(head -n 1 "$TMP/help.out")" "^usage: $script "
    ok "... and a real help: 8 lines or more" test "$(wc -l <"$TMP/help.out")" -ge 8
    # argparse's option lines: "  -x VALUE   what it is", or the text on the next, deeper line (issue 49:
    # grade -a/-b/-c, compare -n/-repeat/-no-plot, bench -n/-repeat, bench-ring's had none)
    is "... every option says what it is" "$(python3 -c 'import re, sys
lines = open(sys.argv[1]).read().split("\n")
bare = [l.split()[0] for i, l in enumerate(lines) if re.match(r"  -\S", l) and not re.match(r"  -\S.*?  +\S", l)
        and not (i + 1 < len(lines) and re.match(r" {8,}\S", lines[i + 1]))]
print(" ".join(bare))' "$TMP/help.out")" ""
    scripts/$script --no-such-option=1 >/dev/null 2>"$TMP/help.err"
    is "$script --no-such-option=1: exit 2" "$?" 2
done
run_grade --json "$TMP/good.txt"
is "grade --json: accepted as -json" "$status" 0
no_gpu scripts/compare --n=64 -repeat 1 -no-plot -o "$TMP/res/p" >/dev/null 2>&1
is "compare --n=64: accepted as -n 64" "$?" 0
if can_be_nobody; then
    mkdir -p "$TMP/class/locked" && cp "$TMP/good.txt" "$TMP/class/a.txt" && cp "$TMP/good.txt" "$TMP/class/locked/b.txt"
    chmod 755 "$TMP/class" && chmod 644 "$TMP/class/a.txt" && chmod 700 "$TMP/class/locked"
    out=$(as_nobody env SMOOTH="$SMOOTH" scripts/grade "$TMP/class" 2>/dev/null); status=$?
    is "grade as an ordinary user, a folder with an unreadable subfolder: exit 3" "$status" 3
    like "... the unreadable folder named and counted as ungraded" "$out" "locked: UNGRADED \(cannot read the folder"
    like "... the tally counts it" "$(printf '%s\n' "$out" | tail -n 1)" '1 pass, 0 plausible, 0 fail, 1 ungraded$'
else
    skip "grade on an unreadable folder: needs root, runuser and nobody's access"
    skip "..."
    skip "..."
fi
# SIGTERM while grade's smooth runs (1000 sweeps at n = 4000: seconds): no smooth left behind, no
# temporary file in TMPDIR, exit 143
slow_seed=$((100000 + $$ % 100000)) # this run's own, so that pgrep finds no other run's smooth
"$SMOOTH" -n 4000 -kernel cpu -rng libc -seed "$slow_seed" >"$TMP/slow.txt"
mkdir -p "$TMP/gtmp"
# The signal goes once grade's smooth child runs: grade's handlers are set before it starts it (a
# signal sent sooner, on a loaded machine, finds Python still starting, and a background job's SIGINT
# ignored, so grade ran to its end and the test failed).
slow_smooth() { pgrep -f -- "-n 4000 -kernel cpu -rng libc -seed $slow_seed .*-iterations 1000" | wc -l; }
await_slow_smooth() {
    for _ in $(seq 600); do [ "$(slow_smooth)" -gt 0 ] && return; sleep 0.1; done
}
TMPDIR="$TMP/gtmp" scripts/grade -iterations 1000 "$TMP/slow.txt" >/dev/null 2>&1 &
grader=$!
await_slow_smooth
kill -TERM "$grader"
wait "$grader"
is "grade on SIGTERM: exit 143" "$?" 143
sleep 0.5
is "... its smooth child stopped too" "$(slow_smooth)" 0
is "... and nothing left in TMPDIR" "$(ls -A "$TMP/gtmp")" ""

scripts/grade -json examples/submissions >"$TMP/roster.json" 2>/dev/null
is "grade -json: one document, files and tally" \
    "$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); t=d["tally"]
f=d["files"][0]; print(len(d["files"]), t["pass"], t["plausible"], t["fail"], t["ungraded"], t["files"], sorted(f), sorted(f["fields"]["below_x"]))' "$TMP/roster.json")" \
    "24 13 2 8 1 24 ['fields', 'file', 'generator', 'header_ignored', 'n', 'n_from', 'notes', 'reason', 'settings', 'stated', 'verdict'] ['expected', 'found', 'label', 'note', 'status', 'verified']"
scripts/grade examples/submissions/clock-seed.txt >/dev/null 2>&1
is "grade: a plausible file alone exits 0" "$?" 0

# Junk in a folder: binary, empty, a directory inside; each is ungraded, the rest graded
mkdir -p "$TMP/junk/sub"
cp examples/submissions/c-printf.txt "$TMP/junk/"
python3 -c 'import random,sys; sys.stdout.buffer.write(random.Random(7).randbytes(3000))' >"$TMP/junk/core"
: >"$TMP/junk/sub/empty.txt"
printf 'Threshold :: 0.1\n' >"$TMP/junk/sub/threshold-only.txt"
run_grade "$TMP/junk"
is "grade on a folder with junk: each junk file ungraded, the good one passes" \
    "$status:$(printf '%s\n' "$out" | tail -n 1)" "3:grade: 4 file(s): 1 pass, 0 plausible, 0 fail, 3 ungraded"
unlike "... and no traceback" "$err" 'Traceback'

# One smooth run per distinct problem (more, once, when a count is off: the mistakes' runs)
printf '#!/bin/sh\necho run >>"%s"\nexec "%s" "$@"\n' "$TMP/runs.log" "$PWD/$SMOOTH" >"$TMP/counting-smooth"
chmod +x "$TMP/counting-smooth"
mkdir -p "$TMP/many"
for i in 1 2 3 4 5 6 7 8 9 10; do cp examples/submissions/c-printf.txt "$TMP/many/s$i.txt"; done
: >"$TMP/runs.log"
SMOOTH="$TMP/counting-smooth" scripts/grade "$TMP/many" >/dev/null 2>&1
is "grade: ten right files of one problem cost one smooth run" "$(wc -l <"$TMP/runs.log")" 1
cp examples/submissions/mistake-ghost.txt examples/submissions/mistake-swapped-ab.txt "$TMP/many/"
: >"$TMP/runs.log"
SMOOTH="$TMP/counting-smooth" scripts/grade "$TMP/many" >/dev/null 2>&1
is "... and two wrong ones add five runs, once (naming the mistakes: <=, a and b swapped, a dropped, c dropped, x's index ranges)" "$(wc -l <"$TMP/runs.log")" 6

# --- grade for a teacher's systems: Canvas, Gradescope, PrairieLearn, rubric, feedback --------
# A class as Canvas's "Download submissions" names it: name[_LATE]_userid_submissionid_file
mkdir -p "$TMP/canvas"
cp examples/submissions/c-printf.txt "$TMP/canvas/smithjohn_12345_678901_output.txt"
cp examples/submissions/mistake-ghost.txt "$TMP/canvas/smithjohn_12345_678901_output-1.txt"
printf 'int main(void) { return 0; }\n' >"$TMP/canvas/smithjohn_12345_678901_smooth.c"
cp examples/submissions/mistake-ghost.txt "$TMP/canvas/doejane_LATE_23456_678902_out.txt"
cp examples/submissions/crashed-no-counts.txt "$TMP/canvas/leebo_34567_678903_result.txt"
cp examples/submissions/clock-seed.txt "$TMP/canvas/parkmin_45678_678904_run.log"
run_grade -canvas "$TMP/canvas.csv" -assignment "Homework 3 (4242)" -feedback "$TMP/feedback" -show-expected \
    -gradescope "$TMP/gs.json" "$TMP/canvas"
is "grade -canvas on a Canvas download: exit 3 (one output could not be graded)" "$status" 3
is "... Canvas's student columns, the assignment's, Late; a row per student, the lowest of outputs that disagree, unverified counts (Notes)" \
    "$(cat "$TMP/canvas.csv")" "Student,ID,SIS User ID,SIS Login ID,Section,Homework 3 (4242),Late,Notes
doejane,23456,,,,9,late,FAIL: Number of elements below threshold (X) wrong (-3); Fraction of elements below threshold (X) wrong (-2); Number of elements below threshold (Y) wrong (-4); Fraction of elements below threshold (Y) wrong (-2)
leebo,34567,,,,0,,no count of elements below the threshold (X or Y) found
parkmin,45678,,,,20,,\"4 field(s) unverified (Number of elements below threshold (X), Fraction of elements below threshold (X), Number of elements below threshold (Y), Fraction of elements below threshold (Y)): 11 of 11 points at the rubric's credit 1 for unverified counts\"
smithjohn,12345,,,,9,,\"2 outputs disagree (Number of elements below threshold (X): 100406, 100024; Number of elements below threshold (Y): 4016, 12; Fraction of elements below threshold (X): right in 1, wrong in 1; Fraction of elements below threshold (Y): right in 1, wrong in 1): scored by the lowest of them, smithjohn_12345_678901_output-1.txt; FAIL: Number of elements below threshold (X) wrong (-3); Fraction of elements below threshold (X) wrong (-2); Number of elements below threshold (Y) wrong (-4); Fraction of elements below threshold (Y) wrong (-2)\""
is "... loads as CSV: every row as many fields as the header, IDs digits, points 0..20" \
    "$(python3 -c 'import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
print(all(len(r) == len(rows[0]) for r in rows), all(r[1].isdigit() and 0 <= float(r[5]) <= 20 for r in rows[1:]))' "$TMP/canvas.csv")" \
    "True True"
like "... the source in the download skipped, said" "$err" 'skipped 1 file\(s\) that are not outputs: .*smithjohn_12345_678901_smooth\.c \(a source or build file\)'
is "... a feedback text per student, named by the student and their user id" "$(ls "$TMP/feedback" | tr '\n' ' ')" \
    "doejane_23456.txt leebo_34567.txt parkmin_45678.txt smithjohn_12345.txt "
like "... saying what is wrong, the mistake and the points" "$(cat "$TMP/feedback/doejane_23456.txt")" \
    'Wrong \(0 of 4 points\): Number of elements below threshold \(Y\): expected 12, found 4016 \(the ghost layer counted'
like "... and the command that gives the expected numbers" "$(cat "$TMP/feedback/doejane_23456.txt")" \
    'The expected numbers come from: \./smooth -n 1000 -kernel cpu -rng libc -seed 1 -a 0\.05 -b 0\.1 -c 0\.4 -t 0\.1$'
like "... an ungraded output's text says why" "$(cat "$TMP/feedback/leebo_34567.txt")" 'It could not be graded: no count'
# fields not printed are missing, not wrong: in the verdict's reason and in the feedback
mkdir -p "$TMP/missing"
grep -vE '^(Total number|Memory|Threshold)' examples/submissions/c-printf.txt >"$TMP/missing/out.txt"
run_grade -feedback "$TMP/missing-feedback" -show-expected "$TMP/missing/out.txt"
like "grade: fields not printed: the verdict counts them as missing, not wrong" "$out" \
    'out\.txt: FAIL \(4 of 11 fields missing\)$'
like "... and the feedback says each is not in the output" "$(cat "$TMP/missing-feedback/out.txt")" \
    '^Missing \(0 of 1 points\): Threshold: not in the output; expected 0\.1\.$'
sed 's/^\(Number of elements below threshold (Y) *:: *\)[0-9]*/\199999/' "$TMP/missing/out.txt" >"$TMP/missing/wrong.txt"
run_grade "$TMP/missing/wrong.txt"
like "... a wrong field and missing ones: both said (and the wrong count named)" "$out" \
    'wrong\.txt: FAIL \(1 of 11 fields wrong, 4 fields missing: Number of elements below threshold \(Y\): no known mistake gives it\)$'
# Gradescope's results.json, as its autograder specification describes it
gradescope_check='import json, sys
d = json.load(open(sys.argv[1]))
tests = d["tests"]
ok = (isinstance(d["score"], (int, float)) and isinstance(d["max_score"], (int, float)) and 0 <= d["score"] <= d["max_score"]
      and isinstance(d["execution_time"], (int, float)) and d["execution_time"] >= 0 and isinstance(d["output"], str)
      and d["visibility"] in ("hidden", "after_due_date", "after_published", "visible")
      and all(isinstance(t["name"], str) and isinstance(t["output"], str) and t["status"] in ("passed", "failed")
              and 0 <= t["score"] <= t["max_score"] and t["visibility"] in ("hidden", "after_due_date", "after_published", "visible")
              for t in tests)
      and abs(sum(t["score"] for t in tests) - d["score"]) < 1e-9)
print(ok, d["score"], d["max_score"], len(tests), sum(t["status"] == "failed" for t in tests))'
is "grade -gradescope on several students' files that disagree: the lowest scored, the structure Gradescope reads" \
    "$(python3 -c "$gradescope_check" "$TMP/gs.json")" "True 9.0 20 11 4"
scripts/grade -gradescope - examples/submissions/mistake-missing-term.txt >"$TMP/gs1.json" 2>/dev/null
is "grade -gradescope -: a failing output, to standard output, no text report" \
    "$(python3 -c "$gradescope_check" "$TMP/gs1.json")" "True 12.0 20 11 3"
# The Gradescope example end to end: run_autograder on an uploaded output and a source
mkdir -p "$TMP/autograder/submission"
ln -s "$PWD" "$TMP/autograder/source"
cp examples/submissions/cuda-second-result.txt "$TMP/autograder/submission/output.txt"
cp tests/helpers/student.c "$TMP/autograder/submission/"
AUTOGRADER="$TMP/autograder" examples/gradescope/run_autograder 2>/dev/null
is "examples/gradescope/run_autograder: exit 0, results.json written, the GPU's Y_H failing (Y's own 6 points lost: its two tests failed)" \
    "$?:$(python3 -c "$gradescope_check" "$TMP/autograder/results/results.json")" "0:True 14.0 20 13 4"
rm -f "$TMP/autograder/submission/"*
cp tests/helpers/student.c "$TMP/autograder/submission/"
AUTOGRADER="$TMP/autograder" examples/gradescope/run_autograder 2>/dev/null
is "... a submission with no output: results.json with 0 points and why" \
    "$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(d["score"], d["max_score"], d["tests"], d["output"])' "$TMP/autograder/results/results.json")" \
    "0 20 [] no output was found in the submission: student.c skipped (a source or build file); upload the output your program printed (a text file, e.g. ./a.out > output.txt), not only its source"
# make autograder (issue 51): the zip Gradescope takes, from this tree, with a rubric; unpacked as
# Gradescope does, built as setup.sh builds it, and run on an upload: the rubric's points
printf '{"points": {"below_x": 5, "below_y": 5}}\n' >"$TMP/ag-rubric.json"
make -s autograder BUILD="$TMP/agbuild" RUBRIC="$TMP/ag-rubric.json" >"$TMP/ag.log" 2>&1
is "make autograder RUBRIC=...: exit 0, a zip" "$?:$(test -s "$TMP/agbuild/autograder.zip" && echo zip)" "0:zip"
python3 -c 'import os, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
for info in z.infolist():
    path = z.extract(info, sys.argv[2])
    os.chmod(path, info.external_attr >> 16 & 0o777)' "$TMP/agbuild/autograder.zip" "$TMP/agz/source"
mkdir -p "$TMP/agz/submission"
cp examples/submissions/c-printf.txt "$TMP/agz/submission/output.txt"
# what setup.sh runs after installing make and gcc; the autograder's own build and smooth (not this
# run's SMOOTH or BUILD: make sanitize sets them)
(cd "$TMP/agz/source" && env -u SMOOTH -u BUILD make -s CUDA=0 >/dev/null 2>&1)
env -u SMOOTH -u BUILD AUTOGRADER="$TMP/agz" "$TMP/agz/source/run_autograder" >/dev/null 2>&1
is "... unpacked, built with make CUDA=0 and run on an upload: setup.sh and run_autograder at its top, the rubric's points (23, not the default 20)" \
    "$?:$(test -x "$TMP/agz/source/setup.sh" && echo setup):$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(d["score"], d["max_score"])' "$TMP/agz/results/results.json")" \
    "0:setup:23.0 23"
# PrairieLearn's external grader results
prairielearn_check='import json, sys
d = json.load(open(sys.argv[1]))
tests = d["tests"]
ok = (isinstance(d["gradable"], bool) and isinstance(d["score"], (int, float)) and 0 <= d["score"] <= 1
      and isinstance(d["message"], str)
      and all(isinstance(t["name"], str) and isinstance(t["message"], str) and 0 <= t["points"] <= t["max_points"] for t in tests)
      and (not tests or abs(sum(t["points"] for t in tests) / sum(t["max_points"] for t in tests) - d["score"]) < 1e-6))
print(ok, d["gradable"], d["score"], len(tests))'
mkdir -p "$TMP/pl/student" "$TMP/pl/serverFilesCourse"
ln -s "$PWD" "$TMP/pl/serverFilesCourse/smooth"
cp examples/submissions/mistake-ghost.txt "$TMP/pl/student/output.txt"
GRADE="$TMP/pl" examples/prairielearn/run.sh 2>/dev/null
is "examples/prairielearn/run.sh: PrairieLearn's results, score 0..1 (9 of 20)" \
    "$?:$(python3 -c "$prairielearn_check" "$TMP/pl/results/results.json")" "0:True True 0.45 11"
scripts/grade -prairielearn - examples/submissions/crashed-no-counts.txt >"$TMP/pl1.json" 2>/dev/null
is "... an output with no counts: not gradable, 0" "$(python3 -c "$prairielearn_check" "$TMP/pl1.json")" "True False 0.0 0"
# A rubric: points per field, partial credit for plausible counts
printf '{"points": {"below_y": 10, "below_y2": 5}, "credit": {"plausible": 0.5}}\n' >"$TMP/rubric.json"
scripts/grade -rubric "$TMP/rubric.json" -gradescope - examples/submissions/clock-seed.txt >"$TMP/gs2.json" 2>/dev/null
is "grade -rubric: its points (Y 10, Y_H 5: 31 in all; Y_H not printed), half credit for the 17 plausible" \
    "$(python3 -c "$gradescope_check" "$TMP/gs2.json")" "True 17.5 31 11 0"
printf '{"points": {"below_z": 1}}\n' >"$TMP/bad-rubric.json"
run_grade -rubric "$TMP/bad-rubric.json" "$TMP/good.txt"
is "grade -rubric with an unknown field: exit 2" "$status" 2
like "... naming it and what it takes" "$err" '^grade: the rubric'"'"'s "points" has "below_z"; it takes row, inner,'
printf '{"credit": {"plausible": 2}}\n' >"$TMP/bad-rubric.json"
run_grade -rubric "$TMP/bad-rubric.json" "$TMP/good.txt"
like "grade -rubric with a credit above 1: exit 2, saying the range" "$status:$err" '^2:grade: the rubric'"'"'s "credit"."plausible" is 2; give a number 0\.\.1$'
run_grade -gradescope - -json "$TMP/good.txt"
is "grade -gradescope - with -json: one report on standard output (exit 2)" "$status" 2

# --- compare, bench, plot-timeline ------------------------------------------------
# Files go in a folder, not the current one: smooth-results/ (made if missing), or -o DIR
mkdir -p "$TMP/cwd"
absolute_smooth=$(cd "$(dirname "$SMOOTH")" && pwd)/$(basename "$SMOOTH")  # SMOOTH may be relative to here
(cd "$TMP/cwd" && no_gpu env SMOOTH="$absolute_smooth" "$OLDPWD/scripts/compare" -n 32 -repeat 1 -no-plot >/dev/null 2>&1)
is "compare: the default folder smooth-results/ is made, its CSV in it, nothing else in the current folder" \
    "$(cd "$TMP/cwd" && ls -A) $(ls "$TMP/cwd/smooth-results" | tr '\n' ' ')" "smooth-results compare-k.csv compare.csv "
no_gpu scripts/bench -n 32 -repeat 1 -iterations 1 -no-plot -o "$TMP/res/b" >/dev/null 2>&1
ok "bench -o DIR: the folder made, DIR/bench.csv written" test -s "$TMP/res/b/bench.csv"
# issue 39: regular CSVs, right units, a warning past a bound, no empty folder, compare's CSVs
is "bench.csv: every row as many fields as the header (was 16 header fields, rows of 10 or 11)" \
    "$(python3 -c 'import csv, sys; print(sorted({len(r) for r in csv.reader(open(sys.argv[1]))}))' "$TMP/res/b/bench.csv")" "[19]"
# (the fill rate may print 0.00: at n = 32 on a loaded machine its GB/s rounds to nothing)
is "bench-host.csv: the host's steps at 8, 16, the cores, 4x the cores and by default (issue 56)" \
    "$(python3 -c 'import csv, sys; rows = list(csv.DictReader(open(sys.argv[1])))
print([r["threads"] for r in rows], all(float(r["fill_gb_per_s"]) >= 0 and float(r["process_s"]) > 0 for r in rows))' \
      "$TMP/res/b/bench-host.csv")" \
    "$(python3 -c 'import os; c = os.cpu_count(); print([str(t) for t in sorted({8, 16, c, 4 * c})] + ["default"], True)')"
no_gpu scripts/bench -n 32 -repeat 1 -iterations 1 -no-plot -o "$TMP/res/u" >"$TMP/bench.out" 2>&1
like "bench: the stencil's yardstick in G cell-updates/s (was 0.0 GB/s)" "$(cat "$TMP/bench.out")" \
    'Host: stencil from L1, [0-9]+ threads +[0-9.]+ ms +[0-9.]+ G cell-updates/s$'
is "bench: a figure past its bound is warned about (2.92x the ceiling; one sweep a pass past the copy)" \
    "$(python3 -c 'from smoothtools import backends
print(len(backends.bound_warnings([{"backend": "cpu", "depth": 16, "x_ceiling": 2.92, "ceiling": 10.3, "x_copy_bound": 3.0},
    {"backend": "opt", "depth": 1, "x_ceiling": 0.1, "ceiling": 3000, "x_copy_bound": 1.2},
    {"backend": "opt", "depth": 6, "x_ceiling": 0.5, "ceiling": 3000, "x_copy_bound": 4.0}])))')" 2
no_gpu scripts/compare -n 32 -seed nope -o "$TMP/never/made" >/dev/null 2>&1
is "compare refused (a -seed smooth refuses): exit 2, no folder made" "$?:$(ls -d "$TMP/never" 2>/dev/null)" "2:"

# The scripts' GPU branches, on a machine without a GPU: tests/helpers/gpu-standin answers as
# ./smooth with a device (the cpu backend's counts, made-up GPU rows), so a script's handling
# of a GPU's output runs here too; never its figures.
standin=tests/helpers/gpu-standin
labels=$(python3 -c 'import re, sys; print("\n".join(sorted(set(re.findall(r"\"((?:GPU|Hybrid): [^\"]+)\"", open(sys.argv[1]).read())))))' "$standin" |
    sed 's/ (overlapped)$//')
unknown=$(while read -r label; do grep -qF "\"$label\"" include/labels.h || echo "$label"; done <<<"$labels")
is "gpu-standin: every timer label it writes is one of include/labels.h's" "$unknown" ""
export SMOOTH_REAL=$SMOOTH # the stand-in runs this build (make sanitize's too)
SMOOTH=$standin scripts/compare -n 48 -repeat 1 -no-plot -o "$TMP/gpu-cmp" >"$TMP/gpu-cmp.out" 2>&1
is "compare on a GPU (stand-in): exit 0" "$?" 0
like "... a column per GPU kernel, streams and hybrid" "$(cat "$TMP/gpu-cmp.out")" \
    "^ +cpu1 +cpu +$(gpu_kernels | sed 's/ *$//; s/ / +/g') +s1 +s2 +hybrid$"
like "... the K sweeps' table with the GPU's copies' share and its ratio" "$(cat "$TMP/gpu-cmp.out")" \
    "the GPU's step is [0-9.]+x the CPU's at K = 64 \(its sweeps alone [0-9.]+x\)"
is "... compare-k.csv: the cpu and opt rows, the copies' share in 0..1" \
    "$(python3 -c 'import csv, sys; rows = list(csv.DictReader(open(sys.argv[1])))
print([r["backend"] for r in rows], all(0 <= float(r["copies_share"]) <= 1 for r in rows))' "$TMP/gpu-cmp/compare-k.csv")" \
    "['cpu', 'opt'] True"
is "... compare.csv: every backend's rows" \
    "$(cut -d, -f1 "$TMP/gpu-cmp/compare.csv" | tail -n +2 | uniq | tr '\n' ' ')" \
    "cpu1 cpu $(gpu_kernels)s1 s2 hybrid "
SMOOTH=$standin scripts/compare -iterations-axis -kmax 4 -n 32 -repeat 1 -no-plot -o "$TMP/gpu-axis" \
    >"$TMP/gpu-axis.out" 2>&1
is "compare -iterations-axis on a GPU (stand-in): the CSV's cpu and gpu columns and their ratio, K = 1, 2, 4" \
    "$(cut -d, -f1,4 "$TMP/gpu-axis/compare-iterations.csv" | tr '\n' ' ' | sed 's/[0-9]\.[0-9]*/R/g')" \
    "iterations,cpu_over_gpu 1,R 2,R 4,R "
SMOOTH=$standin scripts/bench -n 48 -repeat 1 -iterations 4 -no-plot -o "$TMP/gpu-bench" >"$TMP/gpu-bench.out" 2>&1
is "bench on a GPU (stand-in): exit 0" "$?" 0
like "... the streams against both-ways copies" "$(cat "$TMP/gpu-bench.out")" '^  -streams 16 -scheme 2 +[0-9.]+ ms = '
like "... opt's sweeps against its ceiling" "$(cat "$TMP/gpu-bench.out")" '^  opt +[0-9]+ +[0-9.]+ .*\(2000\)$'
like "... the ring's K sweeps against x in and y out at the both-ways rate (issue 41, target 5)" \
    "$(cat "$TMP/gpu-bench.out")" '^  the ring \(-device-memory 5000: .* 4 sweeps [0-9.]+ ms \(GPU: Streams.*\) = [0-9.]+x its bound'
is "... and its row in bench.csv, its ratio the time over the bound" \
    "$(python3 -c 'import csv, sys
r = next(r for r in csv.DictReader(open(sys.argv[1])) if r["backend"].startswith("ring "))
both = next(float(y["end_to_end_ms"]) for y in csv.DictReader(open(sys.argv[1])) if y["backend"] == "yardstick: GPU: Bidirectional pinned")
# the stand-in'"'"'s yardstick is 0.0004 ms to the CSV'"'"'s four decimals: 15 % covers its rounding
print(r["backend"], abs(float(r["x_copy_bound"]) - float(r["end_to_end_ms"]) / both) <= 0.15 * float(r["x_copy_bound"]))' \
    "$TMP/gpu-bench/bench.csv")" "ring -iterations 4 -device-memory 5000 True"
is "... bench.csv regular with the GPU's rows too" \
    "$(python3 -c 'import csv, sys; rows = list(csv.reader(open(sys.argv[1]))); print(sorted({len(r) for r in rows}), any(r[0] == "opt" for r in rows))' "$TMP/gpu-bench/bench.csv")" \
    "[19] True"
like "... one GPU: the several-GPU rows skipped, saying why" "$(cat "$TMP/gpu-bench.out")" '^Several GPUs: skipped \(1 GPU\)$'
# bench on a machine of several GPUs (issue 50): opt over 1 and 2 of them at once through smooth-mpi
# (stand-ins for both, under a real mpirun), speed-up and efficiency against P = 1, rows in bench.csv
if command -v mpirun >/dev/null && [ -x ./smooth-mpi ]; then
    SMOOTH=$standin STANDIN_GPUS=2 SMOOTH_MPI=$standin SMOOTH_MPI_REAL=./smooth-mpi \
        scripts/bench -n 48 -repeat 1 -iterations 4 -no-plot -o "$TMP/gpus-bench" >"$TMP/gpus-bench.out" 2>&1
    is "bench with 2 GPUs (stand-in): exit 0" "$?" 0
    is "... a table of opt over P = 1 and 2 GPUs, one sweep and 4, P = 1 the 1.00x" \
        "$(sed -n '/^Several GPUs (.\/smooth-mpi -kernel opt, one rank a GPU/,/^$/p' "$TMP/gpus-bench.out" |
           awk 'NR > 2 && NF { printf "%s/%s%s ", $1, $2, ($1 == 1 ? "/" $6 : "") }')" "1/1/1.00x 2/1 1/4/1.00x 2/4 "
    is "... its rows in bench.csv: P, and the efficiency the speed-up over P" \
        "$(python3 -c 'import csv, sys
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["ranks"]]
print([r["backend"] for r in rows], all(abs(float(r["efficiency"]) - float(r["speedup_vs_1_gpu"]) / int(r["ranks"])) < 2e-3
                                        for r in rows))' "$TMP/gpus-bench/bench.csv")" \
        "['opt -np 1 -iterations 1', 'opt -np 2 -iterations 1', 'opt -np 1 -iterations 4', 'opt -np 2 -iterations 4'] True"
else
    skip "bench with 2 GPUs (stand-in): needs mpirun and ./smooth-mpi (Debian: openmpi-bin, libopenmpi-dev; make mpi)"
fi
# mpi-scaling's own arithmetic on known times (issue 68, item 8: a strong speed-up without the first
# P's factor, and each rank's threads not cores / P, passed: mpi.t runs it from P = 1, where the
# factor is 1, and read no threads). A stand-in mpirun on PATH answers each -np P with a -json
# record of CPU: Smooth 12 / P s (the fastest rank's 6 / P) and logs the OMP_NUM_THREADS it was
# given; a sitecustomize makes the script's machine 16 cores (os.cpu_count), whatever this one has.
mkdir -p "$TMP/mpirun-standin" "$TMP/cores16"
cat >"$TMP/mpirun-standin/mpirun" <<'PY'
#!/usr/bin/env python3
import json, os, sys
p = int(sys.argv[sys.argv.index("-np") + 1])
with open(os.environ["MPIRUN_STANDIN_LOG"], "a") as log:
    log.write(f"{p} {os.environ.get('OMP_NUM_THREADS')}\n")
print(json.dumps({"ranks": p, "checksum": "0x1", "edge_rows": "host: the stand-in", "timers": [
    {"label": "CPU: Smooth", "seconds": 12 / p, "samples": 1, "min_over_ranks": 6 / p},
    {"label": "MPI: Edges (waiting)", "seconds": 0.5 / p, "samples": 1, "min_over_ranks": 0.25 / p}]}))
PY
chmod +x "$TMP/mpirun-standin/mpirun"
echo 'import os; os.cpu_count = lambda: 16' >"$TMP/cores16/sitecustomize.py"
PATH="$TMP/mpirun-standin:$PATH" PYTHONPATH="$TMP/cores16:$PYTHONPATH" MPIRUN_STANDIN_LOG="$TMP/mpirun-standin.log" \
    SMOOTH_MPI="$TMP/mpirun-standin/mpirun" scripts/mpi-scaling -n 48 -ranks "2 4" -kernels cpu -repeat 1 \
    -out "$TMP/scaling-standin" >"$TMP/scaling-standin.out" 2>&1
is "mpi-scaling -ranks \"2 4\" (a stand-in mpirun, 16 cores): exit 0" "$?" 0
is "... the table: P, threads (16 / P), Smooth and fastest ms, speed-up against P = 2 (x 2), efficiency" \
    "$(awk '$1 ~ /^[0-9]+$/ { printf "%s/%s/%s/%s/%s/%s/%s ", $1, $2, $3, $4, $5, $(NF - 1), $NF }' "$TMP/scaling-standin.out")" \
    "2/48/8/6000.000/3000.000/2.00x/1.000 4/48/4/3000.000/1500.000/4.00x/1.000 "
is "... the CSV: ranks, threads, smooth_s, fastest_rank_s, speedup, efficiency" \
    "$(python3 -c 'import csv, sys
print(" ".join("/".join(r[k] for k in ("ranks", "threads", "smooth_s", "fastest_rank_s", "speedup", "efficiency"))
               for r in csv.DictReader(open(sys.argv[1]))))' "$TMP/scaling-standin.csv")" \
    "2/8/6.0/3.0/2.0/1.0 4/4/3.0/1.5/4.0/1.0"
is "... each mpirun given its ranks' threads, 16 / P (OMP_NUM_THREADS)" "$(tr '\n' ' ' <"$TMP/mpirun-standin.log")" "2 8 4 4 "
no_gpu scripts/compare -n 32 -repeat 1 -no-plot -iterations 3 -rng libc -seed 5 -threads 1 -o "$TMP/res/c" >"$TMP/cmp3.out" 2>&1
like "compare passes smooth's options to every run (-iterations 3 -rng libc -seed 5 -threads 1)" \
    "$(head -n 1 "$TMP/cmp3.out")" '^compare: n = 32, -iterations 3, '
is "... and writes the compare.csv it promises (-no-plot too): regular, each run's K and rows" \
    "$(python3 -c 'import csv, sys; r = list(csv.DictReader(open(sys.argv[1]))); print(len({len(x) for x in r}), {x["iterations"] for x in r}, {x["backend"] for x in r} >= {"cpu1", "cpu"})' "$TMP/res/c/compare.csv")" \
    "1 {'3'} True"
no_gpu scripts/compare -n 32 -repeat 1 -no-plot -k 8 -o "$TMP/res/d" >"$TMP/cmp4.out" 2>&1
like "compare with one sweep: then K sweeps (-k 8), the sweeps and the whole step" "$(cat "$TMP/cmp4.out")" \
    '-iterations 8 \(median of 1\): the sweeps alone, and the smoothing step'
is "... in compare-k.csv" "$(head -n 1 "$TMP/res/d/compare-k.csv")" "backend,n,iterations,depth,sweeps_ms,step_ms,copies_share"
is "... each row's 'per sweep' its sweeps' ms over K = 8 (to the digits printed: 0.0005 / 8 + 0.00005)" \
    "$(sed -n '/the sweeps alone, and the smoothing step/,/^$/p' "$TMP/cmp4.out" |
       awk 'NR > 2 && NF >= 4 { bad += ($4 - $3 / 8 > 0.00012 || $3 / 8 - $4 > 0.00012); rows++ } END { print (rows > 0), bad + 0 }')" "1 0"
# Derived numbers recomputed (issue 40's mutation survivors): bench's G cell-updates/s from n and
# the ms a sweep, its x depth 1 from the two rows; compare's speedups from its own times.
no_gpu scripts/bench -n 1024 -repeat 1 -iterations 4 -no-plot -o "$TMP/res/k" >/dev/null 2>&1
is "bench -iterations 4: each sweep row's GCells/s is n^2 / its ms a sweep, x depth 1 the ratio of the ms" \
   "$(python3 - "$TMP/res/k/bench.csv" <<'PY'
import csv, sys
rows = [r for r in csv.DictReader(open(sys.argv[1])) if " -iterations " in r["backend"]]
assert rows, "no sweep rows"
one = {r["backend"].split()[0]: float(r["kernel_ms"]) for r in rows if r["depth"] == "1"}
for r in rows:
    ms, n = float(r["kernel_ms"]), int(r["n"])
    gcells = n * n / (ms / 1e3) / 1e9
    assert abs(float(r["gcells_per_s"]) - gcells) <= 0.051 + 0.01 * gcells, (r["backend"], r["gcells_per_s"], gcells)
    x = one[r["backend"].split()[0]] / ms
    assert abs(float(r["x_depth_1"]) - x) <= 0.0015 + 0.01 * x, (r["backend"], r["x_depth_1"], x)  # ms: 4 decimals
print("ok")
PY
)" ok
no_gpu scripts/compare -n 1024 -repeat 1 -no-plot -o "$TMP/res/c" >"$TMP/cmp1024.out" 2>&1
is "compare: each speedup is cpu1's time over the backend's, as printed" "$(python3 - "$TMP/cmp1024.out" <<'PY'
import sys
lines = open(sys.argv[1]).read().splitlines()
times = [float(v) for v in next(l for l in lines if l.startswith("smoothing, host x to host y")).split()[6:]]
speedups = [float(v) for v in next(l for l in lines if l.startswith("speedup vs cpu1")).split()[3:]]
assert len(times) == len(speedups) >= 2, (times, speedups)
for t, s in zip(times, speedups):
    want = times[0] / t
    assert abs(s - want) <= 0.051 + 0.01 * want, (s, want)
print("ok")
PY
)" ok
# Refused before anything is made (issue 40, items 10, 22, 23)
mkdir -p "$TMP/nofolder" && (cd "$TMP/nofolder" && no_gpu "$OLDPWD/scripts/compare" -n 0 >/dev/null 2>&1; echo "$?") >"$TMP/c0.out"
is "compare -n 0: exit 2" "$(cat "$TMP/c0.out")" 2
is "... and no smooth-results/ made before refusing" "$(ls -A "$TMP/nofolder")" ""
no_gpu scripts/compare -out '' >/dev/null 2>"$TMP/o.err"
is "compare -out '': exit 2 (was .png.png)" "$?" 2
like "... asking for a prefix" "$(cat "$TMP/o.err")" "^compare: -out '': give a file prefix"
mkdir -p "$TMP/res/dir.csv"
no_gpu scripts/bench -n 32 -repeat 1 -iterations 1 -no-plot -out "$TMP/res/dir" >/dev/null 2>"$TMP/o.err"
is "bench -out P with a folder at P.csv: exit 2 before measuring (was a traceback after)" "$?" 2
like "... naming it" "$(cat "$TMP/o.err")" 'dir\.csv is a folder'
ln -sf "$TMP/victim" "$TMP/res/b/bench.csv.tmp"
no_gpu scripts/bench -n 32 -repeat 1 -iterations 1 -no-plot -o "$TMP/res/b" >/dev/null 2>&1
ok "bench: a link planted at the old fixed temporary name is not followed" test ! -e "$TMP/victim"
# plot-timeline: a NaN or an end before its start is refused naming the row; 200,000 rows draw in
# seconds (one artist per lane and operation), where matplotlib is
printf 'lane,op,slab,start_ms,end_ms,buffer\n0,kernel,0,0.0,nan,\n' >"$TMP/nan-tl.csv"
scripts/plot-timeline "$TMP/nan-tl.csv" "$TMP/nan.png" >/dev/null 2>"$TMP/o.err"
is "plot-timeline: a NaN time: exit 1" "$?" 1
like "... naming the row" "$(cat "$TMP/o.err")" 'row 2 is not \(finite times within \+-1e12 ms, the end not before the start'
# times at the ends of a double overflow the chart's arithmetic: refused, no traceback
printf 'lane,op,slab,start_ms,end_ms\n0,kernel,0,-1e308,1e308\n' >"$TMP/huge-tl.csv"
scripts/plot-timeline "$TMP/huge-tl.csv" "$TMP/huge.png" >/dev/null 2>"$TMP/o.err"
is "plot-timeline: times of +-1e308 ms: exit 1, no traceback" "$?:$(grep -c Traceback "$TMP/o.err")" "1:0"
like "... naming the row" "$(cat "$TMP/o.err")" 'row 2 is not \(finite times within'
printf 'lane,op,slab,start_ms,end_ms,buffer,rank\n0,kernel,0,0,1,,x\n' >"$TMP/rank-tl.csv"
scripts/plot-timeline "$TMP/rank-tl.csv" "$TMP/rank.png" >/dev/null 2>"$TMP/o.err"
is "plot-timeline: a rank that is not a number: exit 1" "$?" 1
if have_matplotlib; then
    python3 - >"$TMP/big-tl.csv" <<'PY'
print("lane,op,slab,start_ms,end_ms,buffer")
for i in range(200000):
    print(f"{i % 4},{('copy-in', 'kernel', 'copy-out')[i % 3]},{i},{i * 0.005:.6f},{i * 0.005 + 0.01:.6f},")
PY
    scripts/plot-timeline "$TMP/big-tl.csv" "$TMP/big-tl.png" >/dev/null 2>&1
    is "plot-timeline on 200,000 rows: exit 0" "$?" 0
    ok "... a picture of them" test -s "$TMP/big-tl.png"
else
    skip "plot-timeline on 200,000 rows: needs matplotlib (Debian: python3-matplotlib)"
    skip "..."
fi
no_gpu scripts/bench -n 32 -o /proc/none >/dev/null 2>"$TMP/o.err"
is "bench -o into a folder it cannot make: exit 2" "$?" 2
like "... saying so, before measuring" "$(cat "$TMP/o.err")" '^bench: -o /proc/none: cannot make the folder'
ok ".gitignore lists smooth-results/" grep -qx '/smooth-results/' .gitignore
scripts/compare -iterations-axis -kmax 0 >/dev/null 2>&1
is "compare -iterations-axis -kmax 0: exit 2" "$?" 2
no_gpu scripts/compare -n 64 -streams 65 >/dev/null 2>"$TMP/cmp.err"
is "compare: bad options exit 2" "$?" 2
no_gpu scripts/compare -n 1 -repeat 1 -no-plot -o "$TMP/res/n1" >/dev/null 2>"$TMP/cmp.err" # not into the checkout
is "compare -n 1: the default streams scale down to the rows" "$?" 0
scripts/bench-ring -n 64 -out /nonexistent/dir/b >/dev/null 2>"$TMP/ring.err"
is "bench-ring: -out into a missing folder exits 2 before measuring" "$?" 2
no_gpu scripts/bench -n 64 -out /nonexistent/dir/b >/dev/null 2>"$TMP/bench.err"
is "bench: -out into a missing folder exits 2 before measuring" "$?" 2
like "... saying so" "$(cat "$TMP/bench.err")" '^bench: -out /nonexistent/dir/b: the folder /nonexistent/dir does not exist'


printf 'lane,op,slab,start_ms,end_ms\n0,copy-in,0,0,1\n0,kernel,0,1,1.5\n0,copy-out,0,1.5,2.5\ncpu,smooth,0,0,2\n' >"$TMP/tl.csv"
scripts/plot-timeline "$TMP/tl.csv" "$TMP/tl.png" >/dev/null 2>"$TMP/pt.err"
status=$?
if have_matplotlib; then
    is "plot-timeline exits 0" "$status" 0
    ok "plot-timeline writes a PNG" test "$(head -c 4 "$TMP/tl.png" | tail -c 3)" = PNG
else
    is "plot-timeline without matplotlib: a picture it cannot draw fails (exit 1)" "$status" 1
    like "... naming the package" "$(cat "$TMP/pt.err")" 'install python3-matplotlib'
fi
# a ring's timeline: a buffer column, and the host's staging copies on a lane of their own
printf 'lane,op,slab,start_ms,end_ms,buffer\nhost,stage-in,0,0,1,0\n0,copy-in,0,1,2,0\n0,kernel,0,2,2.5,0\n0,copy-out,0,2.5,3,0\nhost,stage-out,0,3,4,0\n' >"$TMP/ring.csv"
if have_matplotlib; then
    like "plot-timeline draws a ring's timeline (host lane)" "$(scripts/plot-timeline "$TMP/ring.csv" "$TMP/ring.png" 2>&1)" 'wrote .* \(5 operations on 2 lanes\)'
    like "plot-timeline: an output name without .png gets it, and says so" \
        "$(scripts/plot-timeline "$TMP/ring.csv" "$TMP/named" 2>&1):$(test -f "$TMP/named.png" && echo there)" "wrote $TMP/named\.png .*:there$"
    printf '\357\273\277lane,op,slab,start_ms,end_ms\r\n0,kernel,0,0,1\r\n' >"$TMP/excel.csv" # Excel's "CSV UTF-8"
    like "plot-timeline reads a CSV with a UTF-8 BOM and CRLF lines (Excel's), one operation in the singular" \
        "$(scripts/plot-timeline "$TMP/excel.csv" "$TMP/excel.png" 2>&1)" 'wrote .* \(1 operation on 1 lane\)$'
    mkdir "$TMP/pics"
    like "plot-timeline: a folder gets the CSV's name as a PNG" \
        "$(scripts/plot-timeline "$TMP/ring.csv" "$TMP/pics" 2>&1):$(ls -A "$TMP/pics")" "wrote $TMP/pics/ring\.png .*:ring\.png$"
else
    skip "plot-timeline on a ring's timeline: no matplotlib (Debian: python3-matplotlib)"
fi
scripts/compare -n 64 -out /nonexistent/dir/c >/dev/null 2>"$TMP/c.err"
is "compare -out into a missing folder: exit 2" "$?" 2
like "... before measuring, saying so" "$(cat "$TMP/c.err")" '^compare: -out /nonexistent/dir/c: the folder /nonexistent/dir does not exist'
# dev/grade-speed, issue 51's benchmark of grade on chatty outputs, at a small size
out=$(dev/grade-speed -mib 0.3 -rounds 1 -only labelled 2>&1)
like "grade-speed: a chatty output made, graded (its verdict checked) and timed" "$out" '^labelled +[0-9]+ +fail +[0-9.]+$'
out=$(dev/grade-speed -class 12 -class-n 50 -rounds 1 2>&1)
like "grade-speed -class: a class graded whole, all right (docs/grading.md's figures)" "$out" \
    '^all right +[0-9.]+  grade: 12 file\(s\): 12 pass, 0 plausible, 0 fail, 0 ungraded$'
like "... and with 10 counting the ghost cells" "$out" \
    '^10 count the ghost cells +[0-9.]+  grade: 12 file\(s\): 2 pass, 0 plausible, 10 fail, 0 ungraded$'
dev/grade-speed -mib 65 >/dev/null 2>"$TMP/gs.err"
is "grade-speed -mib past grade's cap: exit 2, saying so" "$?:$(grep -c 'at most 64 MiB' "$TMP/gs.err")" "2:1"
dev/ab-timing ./smooth ./smooth -rounds 0 >/dev/null 2>"$TMP/ab.err"
is "ab-timing -rounds 0: exit 2, no traceback" "$?:$(grep -c Traceback "$TMP/ab.err")" "2:0"
scripts/plot-timeline "$TMP/none.csv" "$TMP/x.png" 2>"$TMP/pt.err"
is "plot-timeline: a missing file exits 1" "$?" 1
like "plot-timeline: ... saying so" "$(cat "$TMP/pt.err")" '^plot-timeline: cannot read'
scripts/plot-timeline "$TMP/junk.txt" "$TMP/x.png" 2>"$TMP/pt.err"
like "plot-timeline: not a timeline is said so" "$(cat "$TMP/pt.err")" 'is not a -timeline CSV'
printf 'lane,op,slab,start_ms,end_ms\n0,copy-in\n' >"$TMP/short.csv"
scripts/plot-timeline "$TMP/short.csv" "$TMP/x.png" 2>"$TMP/pt.err"
is "plot-timeline: a short row exits 1" "$?" 1
like "... with a message, no traceback" "$(cat "$TMP/pt.err")" 'is not a -timeline CSV.*row 2'
printf 'lane,op\xff\xfe\n' >"$TMP/bin.csv"
scripts/plot-timeline "$TMP/bin.csv" "$TMP/x.png" 2>"$TMP/pt.err"
like "plot-timeline: a file that is not UTF-8 is not a timeline" "$(cat "$TMP/pt.err")" '^plot-timeline: .* is not a -timeline CSV'

# --- progress: on a terminal's stderr only ----------------------------------------
if command -v script >/dev/null; then
    SMOOTH_PROGRESS_AFTER=0 script -qefc "$SMOOTH -n 3000 -kernel cpu -threads 1 >'$TMP/progress.out'" /dev/null >"$TMP/tty" 2>&1
    like "progress shows on a terminal for a long serial step" "$(tr '\r' '\n' <"$TMP/tty")" 'Smooth \(serial\): +[0-9]+%'
    like "... and for the fill of x before it (issue 49: seconds with no sign of life at n = 16384)" \
        "$(tr '\r' '\n' <"$TMP/tty")" 'Init-X: +100%'
    like "... and for the allocation of each array (issue 57: 6-7 s an array at n = 30000)" \
        "$(tr '\r' '\n' <"$TMP/tty" | grep -E '^Alloc \((x|y)\): +100%' | sort -u | tr '\n' ' ')" 'Alloc \(x\): +100% Alloc \(y\): +100% '
    ok "... and never on standard output" bash -c "! grep -q '%' '$TMP/progress.out'"
    SMOOTH_PROGRESS_AFTER=0 script -qefc "$SMOOTH -n 3000 -kernel cpu -iterations 32 -depth 16 -threads 1 >/dev/null" /dev/null >"$TMP/tty2" 2>&1
    is "... the blocked sweeps' progress within a pass, not only at its end (issue 57: 80 -> 100 on five passes)" \
        "$(tr '\r' '\n' <"$TMP/tty2" | sed -n 's/^Smooth: sweeps: *\([0-9]*\)%.*/\1/p' | head -n 1 | awk '{ print ($1 < 50) }')" 1
    like "... which holds the report" "$(cat "$TMP/progress.out")" '^Summary$'
    SMOOTH_PROGRESS_AFTER=0 script -qefc "scripts/grade examples/submissions/c-printf.txt examples/submissions/fortran.txt >'$TMP/grade-progress.out'" /dev/null >"$TMP/grade-tty" 2>&1
    like "grade on a terminal: which file of how many it is grading (issue 57: 24 s of silence for 8 files)" \
        "$(tr '\r' '\n' <"$TMP/grade-tty")" '^grade: file 2 of 2: examples/submissions/fortran\.txt'
    ok "... never on standard output" bash -c "! grep -q 'file 2 of 2' '$TMP/grade-progress.out'"
    SMOOTH_PROGRESS_AFTER=0 "$SMOOTH" -n 3000 -kernel cpu -threads 1 >/dev/null 2>"$TMP/notty"
    is "no progress when stderr is not a terminal" "$(cat "$TMP/notty")" ""
else
    pass "# SKIP progress: no script(1) to make a terminal"
fi

# --- timer labels: the scripts read rows by the labels include/labels.h defines --
labels=$(sed -n 's/^#define LABEL_[A-Z0-9_]* *"\(.*\)"$/\1/p' include/labels.h)
unknown=""
while IFS= read -r label; do
    base=${label% (overlapped)}
    printf '%s\n' "$labels" | grep -qxF -- "$base" || unknown="$unknown '$label'"
done < <(grep -ohE '"(CPU|GPU|Hybrid|MPI|Host): [^"{]*"|"Total \(wall\)"' -s scripts/* scripts/smoothtools/* dev/* | tr -d '"' | sort -u)
is "every timer label the scripts name is one include/labels.h defines" "${unknown:-none}" none

# examples/canvas/ (dev/make-submissions), graded with docs/grading.md's own command (its outputs
# in a folder of the test's): the grades.csv the guide shows, line by line, a feedback file a
# student, the sources named
mkdir "$TMP/cx"
scripts/grade -canvas "$TMP/cx/grades.csv" -assignment "Homework 3 (123456)" -feedback "$TMP/cx/feedback/" \
    examples/canvas/named >/dev/null 2>"$TMP/cx/err.txt"
is "grade -canvas on examples/canvas/named: exit 1 (two outputs fail)" "$?" 1
is "... grades.csv as docs/grading.md shows it" "$(cat "$TMP/cx/grades.csv")" \
    "$(sed -n '/^   Student,ID,SIS User ID/,/^   ```/p' docs/grading.md | sed '$d; s/^   //')"
is "... a feedback file a student, the two smithjohns apart" "$(ls "$TMP/cx/feedback" | tr '\n' ' ')" \
    "müllerjürgen_12345.txt o_neil_mary_22222.txt smithjohn_45678.txt smithjohn_67890.txt "
like "... the sources in the folder and in the zip skipped and named" "$(cat "$TMP/cx/err.txt")" \
    'skipped 2 file\(s\) that are not outputs: .*smithjohn_45678_900005_hw/main\.c .*smithjohn_67890_900006_hw\.zip/hw/smooth\.c'
rm -rf "$TMP/cx" && mkdir "$TMP/cx"
scripts/grade -canvas "$TMP/cx/grades.csv" -assignment "Homework 3 (123456)" examples/canvas/anonymous \
    >/dev/null 2>"$TMP/cx/err.txt"
is "grade -canvas on examples/canvas/anonymous: exit 3, the rows without an ID" "$?:$(cut -d, -f1,2 "$TMP/cx/grades.csv" | tail -n +2 | tr '\n' ' ')" \
    "3:anon_Xk3f9, anon_pQ7rT, "
like "... and the warning naming them, as docs/grading.md says" "$(cat "$TMP/cx/err.txt")" 'no Canvas user id .*\(anon_Xk3f9, anon_pQ7rT\)'
rm -rf "$TMP/cx"

# --- grading a class, round 2 (issue 51) -----------------------------------------
S=examples/submissions
# 1. a header chooses the data and the work, never an easier problem: Y after K sweeps is judged
{ echo "Iterations :: 2"; sed 's/^\(number of elements below threshold (y): \)4$/\15000/' $S/rand-other-seed.txt; } >"$TMP/k2-bought.txt"
run_grade "$TMP/k2-bought.txt"
is "a header's Iterations :: 2 does not make an impossible Y plausible: exit 1" "$status" 1
like "... Y judged against the spread after 2 sweeps" "$out" '^FAIL +Number of elements below threshold \(Y\) +expected +0\.\.[0-9]+  found 5000'
{ echo "Iterations :: 2"; cat $S/rand-other-seed.txt; } >"$TMP/k2-fine.txt"
run_grade "$TMP/k2-fine.txt"
is "... while other random data's Y after 2 sweeps is plausible" "$status:$(printf '%s\n' "$out" | tail -n 1)" \
    "0:grade: 1 file(s): 0 pass, 1 plausible, 0 fail, 0 ungraded"
# 2, 3. Canvas's real names: Unicode and underscores kept, LATE, a zip unzipped into a folder,
# anonymous grading (no id: a warning and exit 3); feedback a file per student, the id in its name
mkdir -p "$TMP/class2/smithjohn_45678_900005_hw"
cp $S/c-printf.txt "$TMP/class2/müllerjürgen_12345_67890_out.txt"
cp $S/c-printf.txt "$TMP/class2/o_neil_mary_LATE_22222_67891_out.txt"
cp $S/c-printf.txt "$TMP/class2/smithjohn_33333_67892_out.txt"
cp $S/mistake-ghost.txt "$TMP/class2/smithjohn_44444_67893_out.txt"
cp $S/c-printf.txt "$TMP/class2/smithjohn_45678_900005_hw/output.txt"
run_grade -canvas "$TMP/class2.csv" -assignment "HW (1)" -feedback "$TMP/fb2" "$TMP/class2"
is "a class of Canvas's real names: exit 1 (one fails), every row with its id" "$status:$(cut -d, -f1,2,6,7 "$TMP/class2.csv" | tr '\n' ' ')" \
    "1:Student,ID,HW (1),Late müllerjürgen,12345,20, o_neil_mary,22222,20,late smithjohn,33333,20, smithjohn,44444,9, smithjohn,45678,20, "
is "... two students of one name keep a feedback file each, the id in its name" "$(ls "$TMP/fb2" | tr '\n' ' ')" \
    "müllerjürgen_12345.txt o_neil_mary_22222.txt smithjohn_33333.txt smithjohn_44444.txt smithjohn_45678.txt "
cp $S/c-printf.txt "$TMP/class2/anon_Xk3f9QzR_out.txt"
run_grade -canvas "$TMP/class2.csv" -assignment "HW (1)" "$TMP/class2"
is "anonymous grading's names (no user id): exit 3" "$status" 3
like "... with a warning naming the student whose row Canvas's import skips" "$err" \
    'warning: 1 student\(s\) have no Canvas user id .*\(anon_Xk3f9QzR\): Canvas.s import skips their rows'
rm "$TMP/class2/anon_Xk3f9QzR_out.txt"
# 4. nothing in a class folder left out unnamed: a linked student folder inside it graded, one
# that leads out of it skipped and named (round 6), a dangling link and a FIFO ungraded and named
mkdir -p "$TMP/class3" "$TMP/elsewhere"
cp $S/c-printf.txt "$TMP/class3/alice.txt"
cp $S/fortran.txt "$TMP/elsewhere/out.txt"
ln -s "$TMP/elsewhere" "$TMP/class3/bob"
mkdir -p "$TMP/class3/.store/erin"; cp $S/fortran.txt "$TMP/class3/.store/erin/out.txt"
ln -s "$TMP/class3/.store/erin" "$TMP/class3/erin"
ln -s "$TMP/class3" "$TMP/class3/loop"
ln -s "$TMP/nowhere" "$TMP/class3/carol.txt"
mkfifo "$TMP/class3/dave.txt"
run_grade "$TMP/class3"
is "a class with a linked folder, a dangling link and a FIFO: every one a row, exit 3" \
    "$status:$(printf '%s\n' "$out" | tail -n 1)" "3:grade: 4 file(s): 2 pass, 0 plausible, 0 fail, 2 ungraded"
like "... the link inside the class graded (erin)" "$out" "erin/out\.txt: PASS"
like "... the one out of it named" "$err" "bob \(a link to $TMP/elsewhere, outside the folders given\)"
like "... the dangling link named" "$out" 'carol\.txt: UNGRADED \(.*is a link to .*nowhere, which does not exist\)'
like "... the FIFO named" "$out" 'dave\.txt: UNGRADED \(.*not a regular file'
like "... a link back up skipped, said" "$err" 'loop \(a link to a folder already graded\)'
# 6. a file name that is not UTF-8: graded, shown escaped, no traceback in any export
mkdir -p "$TMP/class4"
cp $S/c-printf.txt "$TMP/class4/$(printf 'caf\xe9_12345_1_out.txt')"
run_grade -canvas "$TMP/class4.csv" -assignment "HW (1)" -feedback "$TMP/fb4" -json "$TMP/class4"
is "a non-UTF-8 file name: exit 0, the CSV and feedback written" "$status:$(cut -d, -f1,2,6 "$TMP/class4.csv" | tail -n 1):$(ls "$TMP/fb4")" \
    '0:caf\xe9,12345,20:caf_xe9_12345.txt'
unlike "... no traceback" "$err" Traceback
is "... its JSON holds no lone surrogate" "$(python3 -c 'import sys; t = open(sys.argv[1], encoding="utf-8").read(); print("\\ud" in t.lower())' "$TMP/grade.out")" False
# 7. grade's own outputs inside the class folder are not graded on the next run
run_grade -canvas "$TMP/class2/grades.csv" -assignment "HW (1)" -feedback "$TMP/class2/feedback" "$TMP/class2"
run_grade -canvas "$TMP/class2/grades.csv" -assignment "HW (1)" -feedback "$TMP/class2/feedback" "$TMP/class2"
is "grade's own -canvas and -feedback in the class folder: not students on the next run" \
    "$(printf '%s\n' "$out" | tail -n 1):$(grep -c . "$TMP/class2/grades.csv")" "grade: 5 file(s): 4 pass, 0 plausible, 1 fail, 0 ungraded:6"
like "... said" "$err" "feedback \(grade's own output\)"
# 8. checked before the batch: a -feedback that is a file or a dangling link, a folder that cannot be
# written, -canvas without -assignment and -assignment without -canvas are exit 2, and nothing graded
: >"$TMP/notadir"
ln -sf "$TMP/nowhere" "$TMP/dangling-dir"
for bad in "-feedback $TMP/notadir" "-feedback $TMP/dangling-dir" "-canvas /proc/grades.csv -assignment X" \
           "-canvas $TMP/c.csv" "-assignment X" "-gradescope $TMP/nowhere/r.json"; do
    # shellcheck disable=SC2086
    run_grade $bad "$TMP/good.txt"
    is "grade $bad: exit 2 before any grading" "$status:$(printf '%s' "$out" | grep -c PASS)" "2:0"
done
# 9. files a TA can read: the umask's mode for a new file, an existing file's mode kept, a link's target written
rm -f "$TMP/modes.csv"
(umask 022 && scripts/grade -canvas "$TMP/modes.csv" -assignment X "$TMP/good.txt" >/dev/null 2>&1)
is "-canvas's new file under umask 022: 0644" "$(stat -c %a "$TMP/modes.csv")" 644
chmod 640 "$TMP/modes.csv"
(umask 077 && scripts/grade -canvas "$TMP/modes.csv" -assignment X "$TMP/good.txt" >/dev/null 2>&1)
is "... an existing file's mode kept (0640)" "$(stat -c %a "$TMP/modes.csv")" 640
ln -sf "$TMP/modes.csv" "$TMP/modes-link.csv"
scripts/grade -canvas "$TMP/modes-link.csv" -assignment Y "$TMP/good.txt" >/dev/null 2>&1
is "... a link: its target rewritten, the link kept" "$(test -L "$TMP/modes-link.csv" && head -n 1 "$TMP/modes.csv" | cut -d, -f6)" Y
# 10. a rubric of thirds never scores past its maximum
printf '{"points": {"below_y": 2.6666667, "below_x": 2.6666667, "memory": 0.3333333}}\n' >"$TMP/thirds.json"
scripts/grade -rubric "$TMP/thirds.json" -gradescope - "$TMP/good.txt" >"$TMP/thirds-gs.json" 2>/dev/null
is "a rubric of thirds: Gradescope's score equals its max_score" \
    "$(python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print(d["score"] == d["max_score"], d["score"])' "$TMP/thirds-gs.json")" \
    "True 16.666667"
scripts/grade -rubric "$TMP/thirds.json" -prairielearn - "$TMP/good.txt" >"$TMP/thirds-pl.json" 2>/dev/null
is "... PrairieLearn's score 1, not past it" "$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["score"])' "$TMP/thirds-pl.json")" 1.0
# 12. signals: Ctrl-C and SIGHUP end grade quietly, its smooth child and temporary folder with it
for sig in INT HUP USR1; do
    rm -rf "$TMP/gtmp" && mkdir -p "$TMP/gtmp"
    TMPDIR="$TMP/gtmp" scripts/grade -iterations 1000 "$TMP/slow.txt" >/dev/null 2>"$TMP/sig.err" &
    grader=$!
    await_slow_smooth
    kill -"$sig" "$grader"
    wait "$grader"
    status=$?
    sleep 0.5
    is "grade on SIG$sig: exit 128 + its number, no smooth left, nothing in TMPDIR, no traceback" \
        "$((status > 128)):$(slow_smooth):$(ls -A "$TMP/gtmp"):$(grep -c Traceback "$TMP/sig.err")" \
        "1:0::0"
done
scripts/compare -n 64 -threads 0 -no-plot -o "$TMP/res/t0" >/dev/null 2>"$TMP/t0.err"
is "compare -threads 0: exit 2 (smooth refuses 0 threads; it does not mean all)" "$?:$(cat "$TMP/t0.err")" \
    "2:compare: -threads 0: give 1 or more (leave it out for all threads)"
# 5. archives: a student's zip or tarball graded as a folder (sources skipped and named); a member
# that would land outside it, a link, or a zip bomb refused, the archive ungraded saying why
mkdir -p "$TMP/zips/hw"
cp $S/c-printf.txt "$TMP/zips/hw/output.txt"
cp tests/helpers/student.c "$TMP/zips/hw/"
python3 - "$TMP/zips" <<'PY'
import io, os, sys, tarfile, zipfile
folder = sys.argv[1]
with zipfile.ZipFile(os.path.join(folder, "smithjohn_45678_900005_hw.zip"), "w") as z:
    for name in ("hw/output.txt", "hw/student.c"):
        z.write(os.path.join(folder, name), name)
with zipfile.ZipFile(os.path.join(folder, "evil_11111_2_x.zip"), "w") as z:
    z.writestr("../../escaped.txt", "x")
with zipfile.ZipFile(os.path.join(folder, "bomb_22222_3_x.zip"), "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("big.txt", b"0" * (4 << 20))
with tarfile.open(os.path.join(folder, "doe_33333_4_x.tar.gz"), "w:gz") as t:
    t.add("examples/submissions/fortran.txt", "out/fortran.txt")
with tarfile.open(os.path.join(folder, "lnk_44444_5_x.tar"), "w") as t:
    link = tarfile.TarInfo("link.txt")
    link.type, link.linkname = tarfile.SYMTYPE, "/etc/passwd"
    t.addfile(link)
PY
rm -rf "$TMP/zips/hw"
run_grade -canvas "$TMP/zips.csv" -assignment "HW (1)" "$TMP/zips"
is "a class of archives: the outputs inside graded, the bad archives ungraded (exit 3)" \
    "$status:$(printf '%s\n' "$out" | grep -E ': (PASS|FAIL|UNGRADED)' | sed "s|$TMP/zips/||; s/ (.*//" | tr '\n' ' ')" \
    "3:bomb_22222_3_x.zip: UNGRADED doe_33333_4_x.tar.gz/out/fortran.txt: PASS evil_11111_2_x.zip: UNGRADED lnk_44444_5_x.tar: UNGRADED smithjohn_45678_900005_hw.zip/hw/output.txt: PASS "
like "... a member that would land outside refused, named" "$out" 'its member \.\./\.\./escaped\.txt would land outside it'
like "... a zip bomb refused" "$out" 'its member big\.txt unpacks [0-9]+ bytes from [0-9]+: a zip bomb'
like "... a link not followed: skipped and named, an archive of nothing else ungraded" "$out" \
    'lnk_44444_5_x\.tar: it holds no output to grade \(only link\.txt\)'
like "... the link named among the files skipped" "$err" 'lnk_44444_5_x\.tar/link\.txt \(a link in the archive: not followed\)'
like "... the source inside named as skipped" "$err" 'smithjohn_45678_900005_hw\.zip/hw/student\.c \(a source or build file\)'
ok "... nothing written outside" test ! -e "$TMP/escaped.txt"
is "... the students and ids from the archives' names" "$(cut -d, -f1,2,6 "$TMP/zips.csv" | tr '\n' ' ')" \
    "Student,ID,HW (1) bomb,22222,0 doe,33333,20 evil,11111,0 lnk,44444,0 smithjohn,45678,20 "
# 17. exports the mutation audit found unchecked: a percent off by 0.3 points fails; PrairieLearn's
# score is the points over the rubric's own maximum; a fractional rubric on every LMS format
sed 's/^Fraction of elements below threshold     :: 1.00024E-01$/Fraction of elements below threshold (%) :: 10.3024/' \
    $S/c-printf.txt >"$TMP/percent-off.txt"
sed 's/^Fraction of elements below threshold     :: 1.00024E-01$/Fraction of elements below threshold (%) :: 10.0024/' \
    $S/c-printf.txt >"$TMP/percent-right.txt"
is "a fraction printed as a percent: right passes, 0.3 points off fails" \
    "$(scripts/grade "$TMP/percent-right.txt" | grep -c '^PASS  *Fraction.*(X)'):$(scripts/grade "$TMP/percent-off.txt" 2>"$TMP/percent-off.err" | grep -c '^FAIL  *Fraction.*(X)')" "1:1"
is "... its exit said on its stderr, kept here, not on make test's terminal (issue 66, item 12)" \
    "$(cat "$TMP/percent-off.err")" "grade: exit 1: some file fails"
printf '{"points": {"below_y": 10, "fraction_y": 0.5}}\n' >"$TMP/custom.json"
scripts/grade -rubric "$TMP/custom.json" -prairielearn - $S/mistake-ghost.txt >"$TMP/pl-custom.json" 2>/dev/null
scripts/grade -rubric "$TMP/custom.json" -gradescope - $S/mistake-ghost.txt >"$TMP/gs-custom.json" 2>/dev/null
scripts/grade -rubric "$TMP/custom.json" -canvas - -assignment X $S/mistake-ghost.txt >"$TMP/cv-custom.csv" 2>/dev/null
is "a custom rubric (24.5 points): PrairieLearn's score = points / 24.5, Gradescope's and Canvas's the points" \
    "$(python3 -c 'import json, sys; pl = json.load(open(sys.argv[1])); gs = json.load(open(sys.argv[2])); print(pl["score"], gs["score"], gs["max_score"])' "$TMP/pl-custom.json" "$TMP/gs-custom.json") $(tail -n 1 "$TMP/cv-custom.csv" | cut -d, -f6)" \
    "0.367347 9.0 24.5 9"
# Also: the class's mistakes counted by kind, before the tally (text) and in -json
run_grade examples/submissions
is "a class folder: its mistakes counted by kind, before the tally (the last line)" \
    "$(printf '%s\n' "$out" | python3 -c 'import sys
lines = sys.stdin.read().splitlines()
start = lines.index("grade: the class'"'"'s mistakes, by the files that make them:")
block = lines[start + 1:-1]
print(len(block) > 5, "     1  the ghost layer counted" in block, "     1  a and b swapped" in block, lines[-1])')" \
    "True True True grade: 24 file(s): 13 pass, 2 plausible, 8 fail, 1 ungraded"
is "... and in -json, each mistake with its files" \
    "$(scripts/grade -json examples/submissions 2>/dev/null | python3 -c 'import json, sys; m = {x["mistake"]: x["files"] for x in json.load(sys.stdin)["mistakes"]}; print(m["integer division"], m["the ghost layer counted"], m["a and b swapped"], "follows from the wrong count printed" in m)')" \
    "1 1 1 False"
# -html FILE: one self-contained page (no script, no link, nothing fetched): the tally, the mistakes as
# an SVG chart, the roster (a row per student: verdict, points) and each student's feedback; every
# name escaped (a file named like markup shows as text)
mkdir -p "$TMP/htmlclass"
cp $S/c-printf.txt $S/mistake-ghost.txt $S/crashed-no-counts.txt "$TMP/htmlclass/"
cp $S/mistake-swapped-ab.txt "$TMP/htmlclass/a&b<i>_12345_67_out.txt"
run_grade -html "$TMP/class.html" "$TMP/htmlclass"
is "grade -html: the text report as usual (exit 3: one ungraded)" "$status:$(printf '%s\n' "$out" | tail -n 1)" \
    "3:grade: 4 file(s): 1 pass, 0 plausible, 2 fail, 1 ungraded"
is "... the page: well formed, a roster row per student, their verdicts and points, the chart's bars, nothing fetched" \
    "$(python3 - "$TMP/class.html" <<'PY'
import html.parser, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.in_body, self.rows, self.row, self.cell, self.bars, self.fetch = False, [], None, None, 0, []
    def handle_starttag(self, tag, attrs):
        if tag in ("script", "link", "img", "iframe") or any(k in ("src", "href") and not v.startswith("#") for k, v in attrs):
            self.fetch.append(tag)
        self.in_body = self.in_body or tag == "tbody"
        if tag == "tr" and self.in_body:
            self.row = []
        if tag == "td" and self.row is not None:
            self.cell = ""
        self.bars += tag == "rect"
    def handle_endtag(self, tag):
        if tag == "td" and self.cell is not None:
            self.row.append(self.cell)
            self.cell = None
        if tag == "tr" and self.row is not None:
            self.rows.append(self.row)
            self.row = None
        if tag == "tbody":
            self.in_body = False
    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data
p = Page()
p.feed(text)
roster = sorted((r[0], r[3], r[4]) for r in p.rows)
print(roster, p.bars >= 2, p.fetch, "a&amp;b&lt;i&gt;" in text and "<i>" not in text)
PY
)" "[('a&b<i>', 'fail', '14'), ('c-printf', 'pass', '20'), ('crashed-no-counts', 'ungraded', '0'), ('mistake-ghost', 'fail', '9')] True [] True"
like "... each student's feedback" "$(cat "$TMP/class.html")" '<details id="s[0-9]"><summary>mistake-ghost: .*</summary><pre>Your output mistake-ghost\.txt: FAIL'
if command -v chromium >/dev/null || command -v chromium-browser >/dev/null; then
    browser=$(command -v chromium || command -v chromium-browser)
    timeout 60 "$browser" --headless --no-sandbox --disable-gpu --dump-dom "file://$TMP/class.html" >"$TMP/dom.html" 2>/dev/null
    like "... which a real browser (headless chromium) loads: the roster and the chart in its DOM" \
        "$(grep -c '<tr>' "$TMP/dom.html"):$(grep -c '<rect' "$TMP/dom.html")" '^[1-9][0-9]*:[1-9][0-9]*$'
else
    skip "... which a real browser loads: no chromium here (Debian: chromium)"
fi
# 15. the student's own label beside the field id: which line failed
run_grade -csv examples/submissions/cuda-second-result.txt
is "-csv: a second result's row names the student's own line" \
    "$(printf '%s\n' "$out" | python3 -c 'import csv, sys; print([r["label"] for r in csv.DictReader(sys.stdin) if r["field"] == "below_y2"])')" \
    "['Number of elements below threshold (Y_H)']"
scripts/grade -feedback "$TMP/fb15" examples/submissions/cuda-second-result.txt >/dev/null 2>&1
like "... and the feedback quotes it" "$(cat "$TMP/fb15/cuda-second-result.txt")" "found 1000000 on your line 'Number of elements below threshold \(Y_H\)'"
# a path that does not exist is a bad command line (issue 49), not an ungraded file
run_grade "$TMP/no-such-folder/"
is "grade on a path that does not exist: exit 2, saying so" "$status:$err" "2:grade: no such file or folder: $TMP/no-such-folder/"
# 13. a tiny file that claims a huge n is not computed
printf 'Number of inner elements in a row/column :: 46341\nNumber of elements below threshold (X) :: 214748\n' >"$TMP/huge-n.txt"
run_grade "$TMP/huge-n.txt"
is "a file claiming n = 46341: ungraded (exit 3), no 17 GB run" "$status" 3
like "... saying the cap and how to lift it" "$out" 'UNGRADED \(it says n = 46341; grade computes the expected values up to n = 32768 .*-max-n N to allow more\)'
# 14. MPI: a line that says Total is the answer, the unlabelled partial beside it noted, not a conflict
python3 -c 'import sys
for line in open(sys.argv[1]):
    if line.startswith("Number of elements below threshold (X)"):
        print("Number of elements below threshold :: 201")
        line = "Total number" + line[len("Number"):]
    print(line, end="")' "$TMP/good.txt" >"$TMP/mpi-total.txt"
run_grade "$TMP/mpi-total.txt"
like "MPI: a rank's unlabelled count before the Total line: the Total passes, the partial noted" "$out" \
    '^PASS +Number of elements below threshold \(X\) .*\(the line that says Total; 1 other count\(s\) beside it taken for ranks. partials \(201\)\)'
# 17. Late from any of a student's files (a late file, then an on-time one); partial credit not rounded
mkdir -p "$TMP/class5"
cp $S/c-printf.txt "$TMP/class5/leeann_LATE_77777_1_out.txt"
cp $S/mistake-ghost.txt "$TMP/class5/leeann_77777_2_out2.txt"
printf '{"credit": {"plausible": 0.5}}\n' >"$TMP/half.json"
cp $S/clock-seed.txt "$TMP/class5/kimbo_88888_3_out.txt"
scripts/grade -rubric "$TMP/half.json" -canvas "$TMP/class5.csv" -assignment "HW (1)" "$TMP/class5" >/dev/null 2>&1
is "Late if any file is late, the lowest of outputs that disagree scored; a half-credit score kept to its decimals" \
    "$(cut -d, -f1,6,7 "$TMP/class5.csv" | tail -n 2 | tr '\n' ' ')" "kimbo,$(scripts/grade -rubric "$TMP/half.json" -gradescope - $S/clock-seed.txt 2>/dev/null | python3 -c 'import json,sys; print("%g" % json.load(sys.stdin)["score"])'), leeann,9,late "

# --- make install: the binary and the scripts, which find it ------------------
if [ "$SMOOTH" = ./smooth ] && [ "$BUILD" = build ]; then
    stage="$TMP/stage"
    make -s install DESTDIR="$stage" PREFIX=/usr >"$TMP/install.log" 2>&1
    is "make install DESTDIR=... PREFIX=/usr exits 0" "$?" 0
    like "the installed smooth runs" "$("$stage/usr/bin/smooth" -version 2>&1)" '^smooth [0-9]'
    "$stage/usr/bin/smooth" -n 50 -kernel cpu -seed 4 >"$TMP/installed.txt"
    for script in grade compare bench bench-ring mpi-scaling plot-timeline; do
        like "the installed smooth-$script -help names itself so" "$("$stage/usr/bin/smooth-$script" -help 2>&1 | head -n 1)" \
            "^usage: smooth-$script "
    done
    is "the installed smooth-grade grades with the installed smooth (SMOOTH unset, run from elsewhere)" \
        "$(cd "$TMP" && env -u SMOOTH "$stage/usr/bin/smooth-grade" -seed 4 installed.txt 2>&1 | tail -n 1)" \
        "smooth-grade: 1 file(s): 1 pass, 0 plausible, 0 fail, 0 ungraded"
    ok "... and finds it there (its error names the installed path when it is gone)" \
        bash -c "mv '$stage/usr/bin/smooth' '$stage/gone' && cd '$TMP' && env -u SMOOTH '$stage/usr/bin/smooth-grade' installed.txt 2>&1 | grep -q 'stage/usr/bin/smooth is missing'; s=\$?; mv '$stage/gone' '$stage/usr/bin/smooth'; exit \$s"
    # the man page and the bash completion, made from -help (issue 49), and the docs -help points to
    man1="$stage/usr/share/man/man1/smooth.1"
    is "make install: a man page whose every option is -help's" \
        "$(./smooth -help | grep -oE '^  -[a-z][a-z0-9-]*' | sort -u | while read -r o; do
               grep -q -- "^\.B $o\b" "$man1" || echo "$o"; done)" ""
    like "... its title, exit status and examples" "$(grep -E '^\.(TH|SH)' "$man1" | tr '\n' ' ')" \
        '^\.TH SMOOTH 1 .*\.SH NAME .*\.SH PROBLEM .*\.SH EXIT STATUS \.SH EXAMPLES \.SH SEE ALSO'
    if command -v nroff >/dev/null; then # what man renders a page with
        like "... which nroff renders, without a warning" "$(nroff -man -Tutf8 -ww "$man1" 2>&1 | head -n 1)" '^SMOOTH\(1\)'
    else
        skip "... which nroff renders: no nroff here (Debian: groff-base)"
    fi
    completion="$stage/usr/share/bash-completion/completions/smooth"
    is "... a bash completion: options, -kernel's backends, -edges' values, files after -dump" \
        "$(bash -c '. "$1"; c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _smooth; echo "${COMPREPLY[*]}"; }
                    c smooth -ker; c smooth -kernel s; c smooth -edges ""; cd "$2" && c smooth -dump installe' _ "$completion" "$TMP")" \
        "-kernel
sh1 sh16 sh18
auto host peer
installed.txt"
    for script in grade compare bench bench-ring mpi-scaling plot-timeline; do  # issue 57, item 26
        page="$stage/usr/share/man/man1/smooth-$script.1"
        like "... smooth-$script's man page, from its -help" "$(grep -E '^\.(TH|SH)' "$page" 2>/dev/null | tr '\n' ' ')" \
            "^\.TH SMOOTH-$(printf '%s' "$script" | tr a-z A-Z) 1 .*\.SH NAME \.SH SYNOPSIS \.SH DESCRIPTION \.SH SEE ALSO"
        if command -v nroff >/dev/null; then
            like "... which nroff renders" "$(nroff -man -Tutf8 -ww "$page" 2>&1 | head -n 1)" "^SMOOTH-$(printf '%s' "$script" | tr a-z A-Z)\(1\)"
        else
            skip "... which nroff renders: no nroff here (Debian: groff-base)"
        fi
    done
    is "... the scripts' bash completion: each one's options, files otherwise" \
        "$(bash -c '. "$1"; c() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _smooth_scripts; echo "${COMPREPLY[*]}"; }
                    c smooth-grade -submission; c smooth-mpi-scaling -we; cd "$2" && c smooth-grade installe' _ \
                    "$stage/usr/share/bash-completion/completions/smooth-grade" "$TMP")" \
        "-submission-budget
-weak
installed.txt"
    for doc in docs/guide.md docs/grading.md docs/performance/kernels.md examples/submissions/c-printf.txt examples/rubric.json README.md; do
        ok "... the docs and examples: $doc" test -s "$stage/usr/share/doc/smooth/$doc"
    done
    # issue 68, item 7: the installed smooth's -help names the installed docs; a checkout's, its own
    is "... the installed smooth -help names the installed guide and results" "$(cd "$TMP" && "$stage/usr/bin/smooth" -help | tail -n 1)" \
        "Documents: $(cd "$stage" && pwd -P)/usr/share/doc/smooth/docs/guide.md (every option), $(cd "$stage" && pwd -P)/usr/share/doc/smooth/docs/results.md (measured figures)"
    is "... ./smooth -help, the checkout's" "$(./smooth -help | tail -n 1)" \
        "Documents: docs/guide.md (every option), docs/results.md (measured figures)"
    make -s uninstall DESTDIR="$stage" PREFIX=/usr >>"$TMP/install.log" 2>&1
    is "make uninstall leaves no file behind" "$(find "$stage" ! -type d | wc -l)" 0
    is "... and no folder it made" "$(find "$stage" -mindepth 1 | wc -l)" 0
else
    pass "# SKIP make install: another build ($SMOOTH)"
fi

# --- hostile input, round 6 (issue 57): a class folder no student can break ------------------------
r6="$TMP/round6"; mkdir -p "$r6/class"
"$SMOOTH" -n 100 >"$r6/good.txt"
sed 's/^\(Number of elements below threshold (Y)   :: \)[0-9]*/\199999/' "$r6/good.txt" >"$r6/bad.txt"
cp "$r6/good.txt" "$r6/class/bob_22_2_out.txt"
ln -s /usr "$r6/class/mallory_16_6_hw"; ln -s / "$r6/class/x"   # what unzip restores from a student's upload
(cd "$r6" && cp good.txt alice_LATE_11_1_x.txt && cp bad.txt zzalice_11_1_x.txt && python3 -c '
import zipfile
with zipfile.ZipFile("class/mallory_16_6_hw.zip", "w") as z:
    z.write("alice_LATE_11_1_x.txt"); z.write("zzalice_11_1_x.txt")')
timeout 300 scripts/grade -canvas "$r6/g.csv" -assignment 'HW (1)' -feedback "$r6/fb" "$r6/class" >"$r6/out" 2>"$r6/err"
is "round 6, 1: links out of the class folder named and skipped, the rest graded (exit 1: one file fails)" "$?" 1
like "... naming each link and where it leads" "$(cat "$r6/err")" \
    "class/mallory_16_6_hw \(a link to /usr, outside the folders given\); .*class/x \(a link to /, outside the folders given\)"
is "... no file under /usr graded" "$(grep -c '^== .*/usr/' "$r6/out")" 0
is "round 6, 2: a file in Mallory's zip is Mallory's, whatever its name says: one row per user id, no Late for Alice" \
    "$(tail -n +2 "$r6/g.csv" | cut -d, -f1-7 | sort)" "$(printf 'bob,22,,,,20,\nmallory,16,,,,16,')"
is "... and one feedback file each" "$(ls "$r6/fb" | tr '\n' ' ')" "bob_22.txt mallory_16.txt "
# 3: one user id in NFC (Canvas's) and NFD (a folder unzipped on a Mac): one student, NFC
mkdir -p "$r6/nfd"
nfc=$(python3 -c 'print("m\u00fcllerj\u00fcrgen_12345_1_out.txt")'); nfd=$(python3 -c 'import unicodedata; print(unicodedata.normalize("NFD", "m\u00fcllerj\u00fcrgen_12345_2_out.txt"))')
cp "$r6/good.txt" "$r6/nfd/$nfc"; cp "$r6/bad.txt" "$r6/nfd/$nfd"
scripts/grade -canvas "$r6/nfd.csv" -assignment HW -feedback "$r6/nfd-fb" "$r6/nfd" >/dev/null 2>&1
is "round 6, 3: one user id in two Unicode forms: one row, the lower file's 16 points (they disagree), the NFC name" \
    "$(tail -n +2 "$r6/nfd.csv" | cut -d, -f1-7)" "$(python3 -c 'print("m\u00fcllerj\u00fcrgen,12345,,,,16,")')"
is "... one feedback file, its name not mangled" "$(ls "$r6/nfd-fb")" "$(python3 -c 'print("m\u00fcllerj\u00fcrgen_12345.txt")')"
# 4: class/*/output.txt: the same file name in every student's folder is not one student
mkdir -p "$r6/each/alice" "$r6/each/bob"
cp "$r6/good.txt" "$r6/each/alice/output.txt"; cp "$r6/bad.txt" "$r6/each/bob/output.txt"
scripts/grade -feedback "$r6/each-fb" "$r6"/each/*/output.txt >/dev/null 2>&1
is "round 6, 4: files named alike in students' folders: a feedback file each, by folder" \
    "$(ls "$r6/each-fb" | tr '\n' ' ')" "alice.txt bob.txt "
like "... bob's failure his own" "$(cat "$r6/each-fb/bob.txt")" '^Your output output.txt: FAIL'
# 5: a budget per submission and per batch: a zip of 10 members, each another problem (n = 20..29)
mkdir -p "$r6/budget"
for k in $(seq 20 29); do "$SMOOTH" -n "$k" >"$r6/n$k.txt"; done
(cd "$r6" && python3 -c '
import zipfile
with zipfile.ZipFile("budget/mallory_16_6_hw.zip", "w") as z:
    for k in range(20, 30):
        z.write(f"n{k}.txt")')
cp "$r6/good.txt" "$r6/budget/bob_22_2_out.txt"
scripts/grade "$r6/budget" >"$r6/budget.out" 2>&1
is "round 6, 5: a submission of 10 problems: 8 graded, 2 ungraded past its budget; another student graded" \
    "$(grep -c 'hw.zip/n2[0-9].txt: PASS' "$r6/budget.out"):$(grep -c 'UNGRADED (its student (user id 16) asks for more than 8 different problems' "$r6/budget.out"):$(grep -c 'bob_22_2_out.txt: PASS' "$r6/budget.out")" "8:2:1"
scripts/grade -submission-budget 0.000001 "$r6/budget" >"$r6/budget.out" 2>&1
is "... its time spent after the first run: 1 graded, 9 ungraded saying so; bob graded" \
    "$(grep -c 'hw.zip/n2[0-9].txt: PASS' "$r6/budget.out"):$(grep -c "UNGRADED (its student (user id 16)'s time for reference runs is spent (1e-06 s, -submission-budget SECONDS)" "$r6/budget.out"):$(grep -c 'bob_22_2_out.txt: PASS' "$r6/budget.out")" "1:9:1"
like "... the budgets stated in -help" "$(scripts/grade -help)" 'at most 8 different problems'
# 9: archives unpacked one at a time (the last one's files removed first); a temporary folder that
# cannot take one: that archive ungraded, the message naming the folder, the rest graded
mkdir -p "$r6/many-zips"
for who in amy_71_1 ben_72_2 cat_73_3; do
    (cd "$r6" && python3 -c "
import zipfile
with zipfile.ZipFile('many-zips/${who}_hw.zip', 'w') as z:
    z.write('good.txt', 'a.txt'); z.write('good.txt', 'b.txt')")
done
python3 - "$r6/many-zips" >"$r6/one-at-a-time.out" 2>/dev/null <<'PY'
import errno, os, runpy, sys
import grading.archive as archives
real, seen = archives.unpack, []
def unpack(archive, folder, wanted):
    seen.append(sum(len(files) for _, _, files in os.walk(os.path.dirname(folder))))
    return real(archive, folder, wanted)
archives.unpack = unpack
sys.argv = ["grade", sys.argv[1]]
try:
    runpy.run_path("scripts/grade", run_name="__main__")
except SystemExit as e:
    print("exit", e.code, "files already there at each unpack:", seen)
PY
is "round 6, 9: each archive unpacked with no other archive's files left" \
    "$(tail -n 1 "$r6/one-at-a-time.out")" "exit 0 files already there at each unpack: [0, 0, 0]"
python3 - "$r6/many-zips" >"$r6/full.out" 2>&1 <<'PY'
import errno, os, runpy, sys
import grading.archive as archives
real = archives.unpack
def unpack(archive, folder, wanted):
    if "ben_" in archive:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    return real(archive, folder, wanted)
archives.unpack = unpack
sys.argv = ["grade", sys.argv[1]]
runpy.run_path("scripts/grade", run_name="__main__")
PY
like "... the message names the temporary folder (not 'cannot write to standard output')" "$(cat "$r6/full.out")" \
    'ben_72_2_hw\.zip/a\.txt: UNGRADED \(the archive .*: cannot unpack it into the temporary folder .*grade-archives-.*: No space left on device'
is "... amy's and cat's graded" "$(grep -c '_hw\.zip/[ab]\.txt: PASS' "$r6/full.out")" 4
# 10: a 240-character name with -feedback: shortened with a hash, everyone's feedback written
mkdir -p "$r6/long"
long=$(printf 'x%.0s' $(seq 240))
cp "$r6/good.txt" "$r6/long/${long}_88_8_out.txt"; cp "$r6/good.txt" "$r6/long/bob_22_2_out.txt"
scripts/grade -feedback "$r6/long-fb" -html "$r6/long.html" "$r6/long" >/dev/null 2>&1
is "round 6, 10: a 240-character name: exit 0, a feedback file each, the long one cut with a hash" \
    "$?:$(ls "$r6/long-fb" | sed -E 's/^x{120}-[0-9a-f]{8}_88\.txt$/LONG/' | tr '\n' ' '):$(test -s "$r6/long.html" && echo html)" \
    "0:bob_22.txt LONG :html"
# 12: names a spreadsheet would run (CSV formula injection): neutralised in the Canvas CSV and -csv
mkdir -p "$r6/formula"
cp "$r6/good.txt" "$r6/formula/=HYPERLINK(x)_99_9_out.txt"; cp "$r6/good.txt" "$r6/formula/@SUM(A1)_98_9_out.txt"
scripts/grade -canvas "$r6/formula.csv" -assignment HW "$r6/formula" >/dev/null 2>&1
is "round 6, 12: Canvas's Student column: a leading ' before = and @" \
    "$(tail -n +2 "$r6/formula.csv" | cut -d, -f1 | sort | tr '\n' ' ')" "'=HYPERLINK(x) '@SUM(A1) "
is "... and grade -csv's file column (the files named from their folder: the name first)" \
    "$(smooth=$(realpath "$SMOOTH") && cd "$r6/formula" && SMOOTH=$smooth "$OLDPWD/scripts/grade" -csv -- * 2>/dev/null | tail -n +2 | cut -c1-2 | sort -u | tr '\n' ' ')" "'= '@ "
# 14: a count off by one (X = 24915 for n = 500; the reference 24914), Y and the fractions right:
# X is the field blamed, not the student's correct fraction (docs/grading.md, "Counts")
"$SMOOTH" -n 500 | sed 's/^\(Number of elements below threshold (X)   :: \)24914$/\124915/' >"$r6/x-off.txt"
run_grade "$r6/x-off.txt"
is "round 6, 14: X off by one, the rest right: X fails, exactly; the fraction passes" \
    "$(printf '%s\n' "$out" | grep -E '^(FAIL|PASS|PLAUSIBLE) +(Number|Fraction) of elements below threshold \(X\)' | tr -s ' ')" \
    "$(printf 'FAIL Number of elements below threshold (X) expected 24914 found 24915\nPASS Fraction of elements below threshold (X) expected 0.099656 found 9.96560E-02')"
# 23: the Python floor is 3.8 (:= in the grader), said by every script before anything needs it: each
# script and smoothtools' opening parse as Python 3.6 (so the check runs), smoothtools comes before the grader's package
is "round 6, 23: each script parses as 3.6 and imports smoothtools (its 3.8 check) before any module needing 3.8" \
    "$(python3 - <<'PY'
import ast, re
wrong = []
for name in ("grade", "bench", "compare", "mpi-scaling", "plot-timeline", "bench-ring", "smoothtools/__init__.py"):
    text = open(f"scripts/{name}", encoding="utf-8").read()
    try:
        ast.parse(text, feature_version=(3, 6))
    except SyntaxError as e:
        wrong.append(f"{name}: {e}")
    imports = re.findall(r"^(?:import|from) (\w+)", text, re.M)
    local = [m for m in imports if m.startswith(("grading", "smoothtools"))]
    if name != "smoothtools/__init__.py" and local[:1] != ["smoothtools"]:
        wrong.append(f"{name} imports {local[:1]} first")
needs = []
for name in ("grading/words.py",):
    try:
        ast.parse(open(f"scripts/{name}", encoding="utf-8").read(), feature_version=(3, 7))
    except SyntaxError:
        needs.append(name)
floor = re.search(r"MINIMUM_PYTHON = \((\d+), (\d+)\)", open("scripts/smoothtools/__init__.py").read()).groups()
print("; ".join(wrong) or "all", "|", " ".join(needs), "need 3.8 | floor", ".".join(floor))
PY
)" "all | grading/words.py need 3.8 | floor 3.8"
# 24: a script is re-run under Debian's python3 for matplotlib only before it has measured anything
# (mpi-scaling asked at plot time, and measured it all twice: two tables, the CSV overwritten)
is "round 6, 24: after a smooth run, no re-run for matplotlib; before it, the re-run; mpi-scaling asks first" \
    "$(python3 - <<'PY'
import builtins, os, sys
from smoothtools import smoothlib
real_import, calls = builtins.__import__, []
def no_matplotlib(name, *args, **kwargs):
    if name == "matplotlib":
        raise ImportError(name)
    return real_import(name, *args, **kwargs)
builtins.__import__ = no_matplotlib
os.access = lambda path, mode: True
sys.executable = "/nonexistent/python3"
smoothlib.subprocess.run = lambda *a, **k: type("Done", (), {"returncode": 0})()
os.execv = lambda *a: calls.append("re-run")
smoothlib._matplotlib()
before = len(calls)
smoothlib._MEASURED.append(True)
smoothlib._matplotlib()
text = open("scripts/smoothtools/mpi_scaling.py").read()
asks_first = text.index("optional_pyplot(SCRIPT)") < text.index("rows = scale(args, kernel, cores")
print(before, len(calls) - before, asks_first)
PY
)" "1 0 True"
# 26: the scripts' conventions: -version, the exit codes in -help, grade saying what its exit means
for script in grade compare bench bench-ring mpi-scaling plot-timeline; do
    is "round 6, 26: $script -version: its name and smooth's version" "$(scripts/$script -version)" \
        "$script (smooth $(sed -n 's/^#define SMOOTH_VERSION "\(.*\)"/\1/p' include/smooth.h))"
    like "... $script -help says what its exit codes mean" "$(scripts/$script -help | tr '\n' ' ')" '[Ee]xit (codes: )?0 .*2 (a )?bad'
done
scripts/grade examples/submissions/ >/dev/null 2>"$r6/exit.err"
is "... grade on README's example exits 3 and says why" "$?:$(tail -n 1 "$r6/exit.err")" "3:grade: exit 3: some file could not be graded"
like "... make help lists test-full" "$(make -s help)" 'make test-full'
# 21: the class page tells why: a reason column, who needs attention first, skipped files named,
# who made each mistake; every failing file's cause named; not-text files said as such; -json's students
mkdir -p "$r6/page"
cp "$r6/good.txt" "$r6/page/amy_1_1_out.txt"
sed 's/^\(Threshold  *:: \).*/\10.20/' "$r6/good.txt" >"$r6/page/ben_2_2_out.txt"
"$SMOOTH" -n 500 | sed 's/^\(Number of elements below threshold (X)   :: \)24914$/\124915/' >"$r6/page/cat_3_3_out.txt"
: >"$r6/page/dan_4_4_out.txt"; printf '%%PDF-1.4\n%%\342\343\n' >"$r6/page/eve_5_5_out.pdf"
printf 'PK\003\004\024\000' >"$r6/page/fay_6_6_out.docx"; printf 'int main;\n' >"$r6/page/amy_1_1_main.c"
scripts/grade -json -html "$r6/page.html" "$r6/page" >"$r6/page.json" 2>/dev/null
is "round 6, 21: the roster by who needs attention (ungraded, fail, then pass), a reason for each" \
    "$(python3 - "$r6/page.html" <<'PY'
import html, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
body = page.split("<tbody>")[1].split("</tbody>")[0]
for row in re.findall(r"<tr>(.*?)</tr>", body):
    cells = [html.unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
    print(f"{cells[0]}|{cells[3]}|{cells[4]}|{cells[6][:30]}")
PY
)" "$(printf '%s\n' 'dan|ungraded|0|the file is empty' 'eve|ungraded|0|it is a PDF, not text: upload ' \
    'fay|ungraded|0|it is a zip-packed file that i' 'cat|fail|17|Number of elements below thres' \
    'ben|fail|19|Threshold wrong (no known mist' 'amy|pass|20|')"
like "... the skipped files named on the page" "$(cat "$r6/page.html")" 'amy_1_1_main\.c</li>|amy_1_1_main\.c: a source or build file'
like "... who made each mistake" "$(cat "$r6/page.html")" '<li>Threshold wrong \(no known mistake gives it\): ben \(2\)</li>'
is "... -json: the students with their points" \
    "$(python3 -c 'import json, sys; print(sorted((s["student"], s["user_id"], float(s["points"])) for s in json.load(open(sys.argv[1]))["students"]))' "$r6/page.json")" \
    "[('amy', '1', 20.0), ('ben', '2', 19.0), ('cat', '3', 17.0), ('dan', '4', 0.0), ('eve', '5', 0.0), ('fay', '6', 0.0)]"
# 25: docs that drifted, held to the program: guide.md's sample grade output ends as grade's does
is "round 6, 25: guide.md's sample grade output: its last lines are grade's own (the mistakes, the tally, the exit)" \
    "$(sed -n '/^\$ scripts\/grade examples\/submissions\/c-printf.txt/,/^```/p' docs/guide.md | grep -v '^```' | tail -n 4)" \
    "$(scripts/grade examples/submissions/c-printf.txt examples/submissions/mistake-ghost.txt examples/submissions/clock-seed.txt 2>&1 | tail -n 4)"
# issue 68, item 7: the docs' links, the notebook split into a file a topic among them
is "dev/check-links: every relative link in the docs leads to a file and heading that exist" \
    "$(dev/check-links 2>&1 | sed -E 's/ [0-9]+ links in [0-9]+ files,//')" "check-links: 0 broken"
is "round 6, 26: bench's chart on a log axis only where the times span a decade" \
    "$(python3 -c 'from smoothtools import bench
print(bench.axis_scale([1.0, 1.8]), bench.axis_scale([0.7, 40.0]), bench.axis_scale([0, 3.0]))')" "linear log linear"
# mutation survivors (issue 57): the reference runs are cached per whole problem, not per (n, seed):
# a libc file and a counter file at one n both pass; -json names each skipped file's why
mkdir -p "$r6/cache"
"$SMOOTH" -n 120 >"$r6/cache/a.txt"; "$SMOOTH" -n 120 -rng counter >"$r6/cache/b.txt"; printf 'x\n' >"$r6/cache/b.c"
scripts/grade -json "$r6/cache" >"$r6/cache.json" 2>/dev/null
is "round 6, survivors: libc and counter files at one n: both pass (the cache keyed on the whole problem)" \
    "$(python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print([f["verdict"] for f in r["files"]], r["skipped"])' "$r6/cache.json")" \
    "['pass', 'pass'] [{'file': '$r6/cache/b.c', 'why': 'a source or build file'}]"
# 11: -timeout past what a timer holds: refused before the batch (inf: no limit)
run_grade -timeout 1e308 "$r6/good.txt"
is "round 6, 11: -timeout 1e308: exit 2, one line, no traceback" "$status:$(printf '%s\n' "$err" | grep -c Traceback)" "2:0"
run_grade -timeout 3000000 "$r6/good.txt"
is "... -timeout 3000000: exit 2 (poll's milliseconds overflow)" "$status" 2
run_grade -timeout inf "$r6/good.txt"
is "... -timeout inf: no limit, graded" "$status" 0
# 6: one bad archive (an encrypted member; a bad CRC; compression method 9) is ungraded, the rest graded
mkdir -p "$r6/arch"
cp "$r6/good.txt" "$r6/arch/carol_33_3_out.txt"
python3 - "$r6/arch" "$r6/good.txt" <<'PY'
import sys, zipfile
folder, good = sys.argv[1], open(sys.argv[2], "rb").read()
def zip_with(name, patch):
    path = f"{folder}/{name}"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
        z.writestr("out.txt", good)
    data = bytearray(open(path, "rb").read())
    patch(data)
    open(path, "wb").write(bytes(data))
def encrypted(d):  # the flag in the member's header and in the central directory
    d[6:8] = (1).to_bytes(2, "little")
    central = d.rindex(b"PK\x01\x02")
    d[central + 8:central + 10] = (1).to_bytes(2, "little")
zip_with("dave_44_4_hw.zip", encrypted)
zip_with("erin_55_5_hw.zip", lambda d: d.__setitem__(30 + len("out.txt"), d[30 + len("out.txt")] ^ 0xFF))  # CRC
def method9(d):
    d[8:10] = (9).to_bytes(2, "little")
    central = d.rindex(b"PK\x01\x02")
    d[central + 10:central + 12] = (9).to_bytes(2, "little")
zip_with("fred_66_6_hw.zip", method9)
PY
scripts/grade -canvas "$r6/arch.csv" -assignment HW -gradescope "$r6/results.json" "$r6/arch" >"$r6/arch.out" 2>&1
is "round 6, 6: three bad archives ungraded (exit 3), no traceback" "$?:$(grep -c Traceback "$r6/arch.out")" "3:0"
is "... each with its reason, the good file graded" \
    "$(grep -cE '(dave_44_4_hw|erin_55_5_hw|fred_66_6_hw)\.zip(/out\.txt)?: UNGRADED \(the archive .*(cannot read|its member out\.txt is encrypted\))' "$r6/arch.out"):$(grep -c 'carol_33_3_out.txt: PASS' "$r6/arch.out")" "3:1"
is "... the Canvas CSV and results.json written all the same" "$(tail -n +2 "$r6/arch.csv" | cut -d, -f1,6 | sort | tr '\n' ' '):$(test -s "$r6/results.json" && echo json)" \
    "carol,20 dave,0 erin,0 fred,0 :json"
# 7, 8: a tar past the limits is refused at the member past them, before reading the rest
python3 - "$r6/many.tar.gz" "$r6/big.tar.gz" <<'PY'
import io, sys, tarfile
with tarfile.open(sys.argv[1], "w:gz") as t:
    for i in range(10050):
        t.addfile(tarfile.TarInfo(f"e{i}.txt"), io.BytesIO(b""))
class Zeros(io.RawIOBase):
    def __init__(self, size): self.left = size
    def readable(self): return True
    def readinto(self, b):
        n = min(len(b), self.left); b[:n] = bytes(n); self.left -= n; return n
with tarfile.open(sys.argv[2], "w:gz", compresslevel=1) as t:
    info = tarfile.TarInfo("zeros.txt"); info.size = 300 * 2**20
    t.addfile(info, io.BufferedReader(Zeros(info.size)))
PY
python3 - "$r6/many.tar.gz" "$r6/big.tar.gz" <<'PY' >"$r6/tar.out" 2>&1
import sys
import tarfile

import grading.archive as archives
headers, reached = [0], [0]  # headers read, and how far into the unpacked stream
real = tarfile.TarFile.next
def counted(self):
    headers[0] += 1
    member = real(self)
    reached[0] = max(reached[0], self.fileobj.tell())
    return member
tarfile.TarFile.next = counted
for path in sys.argv[1:]:
    headers[0] = reached[0] = 0
    try:
        archives.members(path)
        print(path, "unpacked")
    except archives.ArchiveRefused as e:
        print(headers[0], "headers,", "within 6 MiB" if reached[0] < 6 * 2**20 else f"{reached[0]} bytes read",
              str(e).split(":")[0])
PY
# (the first header is read as the tar opens: 10,002 headers for the 10,001st member)
is "round 6, 7 and 8: a tar of 10,050 members stops at the 10,001st; a 300 MiB member is refused at its header" \
    "$(cat "$r6/tar.out")" "$(printf '10002 headers, within 6 MiB more than grade unpacks (10000 files, 256 MiB in all)\n2 headers, within 6 MiB more than grade unpacks (10000 files, 256 MiB in all)')"

# --- round 6, the fresh hostile pass over the class path ----------------------------------------
# A link into another student's work: a submission that is a link into another one took its place
# (aaron's link graded as aaron, zed's real folder skipped as "already graded": zed had no row); a
# file link inside a submission graded alice's work as mallory's. Now named and skipped; a link
# within one's own submission, and a submission that is a link into the hidden store, graded.
hp="$TMP/hostile-pass"; mkdir -p "$hp/class/zed_11_1_hw" "$hp/class/mallory_16_6_hw/sub" "$hp/class/.store/erin" \
    "$hp/class/alice_12_2_hw"
cp $S/c-printf.txt "$hp/class/zed_11_1_hw/out.txt"
cp $S/c-printf.txt "$hp/class/alice_12_2_hw/out.txt"; ln -s out.txt "$hp/class/alice_12_2_hw/latest.txt"
ln -s zed_11_1_hw "$hp/class/aaron_15_5_hw"
ln -s ../zed_11_1_hw/out.txt "$hp/class/mallory_16_6_hw/out.txt"
ln -s ../../alice_12_2_hw "$hp/class/mallory_16_6_hw/sub/a"
cp $S/fortran.txt "$hp/class/.store/erin/o.txt"; ln -s .store/erin "$hp/class/erin_18_8_hw"
ln -s ../.store/erin/o.txt "$hp/class/mallory_16_6_hw/m.txt"
scripts/grade -canvas "$hp/g.csv" -assignment 'HW (1)' "$hp/class" >"$hp/out" 2>"$hp/err"
is "round 6, hostile pass: links into other students' work skipped: zed, alice and erin each a row, aaron and mallory 0 (no output of their own), exit 3" \
    "$?:$(cut -d, -f1,2,6 "$hp/g.csv" | tr '\n' ' ')" "3:Student,ID,HW (1) alice,12,20 erin,18,20 zed,11,20 aaron,15,0 mallory,16,0 "
like "... the submission that is a link into another named" "$(cat "$hp/err")" \
    "aaron_15_5_hw \(a link into another submission \(zed_11_1_hw\): graded as that one's, not this one's\)"
like "... a file link and a folder link out of Mallory's submission named" "$(cat "$hp/err")" \
    "mallory_16_6_hw/m\.txt \(a link to \.\./\.store/erin/o\.txt, out of this submission\); .*mallory_16_6_hw/out\.txt \(a link into another submission \(zed_11_1_hw\).*mallory_16_6_hw/sub/a \(a link into another submission \(alice_12_2_hw\)"
like "... a link within Alice's own submission graded" "$(cat "$hp/out")" "alice_12_2_hw/latest\.txt: PASS"
# Files named one by one (class/*/out.txt): a link to another one named, or into its folder, is
# that student's work; a file whose own name is no Canvas name takes its folder's.
mkdir -p "$hp/c2/alice_11_1_hw" "$hp/c2/mallory_16_6_hw" "$hp/c2/flat"
cp $S/c-printf.txt "$hp/c2/alice_11_1_hw/out.txt"; cp $S/fortran.txt "$hp/c2/alice_11_1_hw/hw.txt"
ln -s ../alice_11_1_hw/hw.txt "$hp/c2/mallory_16_6_hw/out.txt"
cp $S/fortran.txt "$hp/c2/flat/alice_11_1_out.txt"; ln -s alice_11_1_out.txt "$hp/c2/flat/mallory_16_6_out.txt"
scripts/grade -canvas "$hp/g2.csv" -assignment 'HW (1)' "$hp"/c2/*/out.txt >/dev/null 2>"$hp/err2"
scripts/grade -canvas "$hp/g3.csv" -assignment 'HW (1)' "$hp"/c2/flat/* >/dev/null 2>"$hp/err3"
is "round 6, hostile pass: files named one by one: Mallory's links skipped (0, no output of her own); Alice by her folder's Canvas name" \
    "$(cut -d, -f1,2,6 "$hp/g2.csv" "$hp/g3.csv" | tr '\n' ' ')" "Student,ID,HW (1) alice,11,20 mallory,16,0 Student,ID,HW (1) alice,11,20 mallory,16,0 "
like "... each named: a link into another named file's folder" "$(cat "$hp/err2")" \
    "mallory_16_6_hw/out\.txt \(a link to \.\./alice_11_1_hw/hw\.txt, the work of another file given"
like "... and a link to another named file" "$(cat "$hp/err3")" \
    "mallory_16_6_out\.txt \(a link to alice_11_1_out\.txt, the work of another file given"
# One student, ten Canvas uploads of ten problems: one budget (8 problems), not ten.
mkdir -p "$hp/many"
for k in 1 2 3 4 5 6 7 8 9 10; do ./smooth -kernel cpu -n $((100 + k)) >"$hp/many/mallory_16_${k}_out$k.txt" 2>/dev/null; done
./smooth -kernel cpu -n 99 >"$hp/many/zoe_17_20_out.txt" 2>/dev/null
scripts/grade -json "$hp/many" >"$hp/many.json" 2>/dev/null
is "round 6, hostile pass: ten uploads of one user id share a budget: 8 graded, 2 ungraded; another student graded" \
    "$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sorted(f["verdict"] for f in d["files"]).count("ungraded"), [f["verdict"] for f in d["files"] if "zoe" in f["file"]][0], sum("its student (user id 16) asks for more than 8" in f["reason"] for f in d["files"]))' "$hp/many.json")" \
    "2 pass 2"
# n = 1e308 (read as a whole number of 309 digits) past -max-n: the message's GiB overflowed a float,
# a traceback that stopped the class (found by fuzzing 300 mutated outputs); now ungraded.
mkdir -p "$hp/bign"; cp $S/c-printf.txt "$hp/bign/alice_11_1_out.txt"
grep -v 'Number of elements in a row\|Total number' $S/c-printf.txt |
    sed 's/^\(Number of inner elements in a row\/column *:: *\)[0-9]*/\11e308/' >"$hp/bign/mallory_16_6_out.txt"
scripts/grade -canvas "$hp/g4.csv" -assignment 'HW (1)' "$hp/bign" >"$hp/bign.out" 2>&1
is "round 6, hostile pass: n = 1e308: ungraded (exit 3), no traceback, Alice exported" \
    "$?:$(grep -c Traceback "$hp/bign.out"):$(grep -c '^alice,11' "$hp/g4.csv")" "3:0:1"
like "... saying why in one short line" "$(cat "$hp/bign.out")" \
    "mallory_16_6_out\.txt: UNGRADED \(it says n = a number of 309 digits; grade computes the expected values up to n = 32768 \(more memory than any machine has"

# A student's words reach the teacher's terminal escaped: a link's target (what unzip restores) and a
# header's values held a newline and ESC [2J (the screen cleared, a forged line); now \n and \x1b.
mkdir -p "$hp/esc/mallory_16_6_hw" "$hp/esc-target"
cp $S/c-printf.txt "$hp/esc/alice_11_1_out.txt"
target="$hp/esc-target/$(printf 'x\n\033[2Jgrade: 30 file(s): 30 pass')"; mkdir -p "$target"
ln -s "$target" "$hp/esc/mallory_16_6_hw/out"
{ echo "Command      :: ./smooth -n 1000 -a 0.07$(printf '\033')[2J"; cat $S/c-printf.txt; } >"$hp/esc/zed_12_2_out.txt"
scripts/grade "$hp/esc" >"$hp/esc.out" 2>&1
is "round 6, hostile pass: a link's target and a header's words with ESC and a newline: printed escaped" \
    "$(grep -c "$(printf '\033')" "$hp/esc.out"):$(grep -c '^grade: 30 file' "$hp/esc.out"):$(grep -c 'x\\n\\x1b\[2Jgrade: 30 file(s): 30 pass, outside the folders given' "$hp/esc.out"):$(grep -c 'asks for -a 0.07\(\\x1b\[2J\)\{0,1\}: not used' "$hp/esc.out")" \
    "0:0:1:1"  # (the header's ESC [2J is dropped before reading, as a terminal's colours are: none printed)

done_testing

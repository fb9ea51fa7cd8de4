#!/usr/bin/env bash
# grade-units.t - unit tests of the grader's package (scripts/grading), each module by itself:
# words (labels, words, numbers), fields (the fields of an output, smooth's records, n), judge
# (agreement, the judging), stats (plausible or not), lms (points), page (the class page), runs
# and inputs, and the package gathering the reading and judging under one name. No smooth run:
# pure functions on made-up inputs. scripts.t tests the grader whole.
. "$(dirname "$0")/lib.sh"

py() { PYTHONPATH=scripts python3 -c "$1" 2>&1; }

# gradewords
is "words.classify: the tutorial's labels, a typo, a timer and a rank's line" \
    "$(py 'from grading import words as w
print([w.classify(l) for l in ("Number of elements below threshold (X)", "Fraction of elements bellow threshold",
       "Total number of inner elements", "Memory (GB) used per array", "Time for the kernel", "rank 3 count")])')" \
    "['below', 'fraction', 'total_inner', 'memory', None, None]"
is "words.words_of: lower case, a misspelt word of five letters or more mended" \
    "$(py 'from grading import words as w; print(w.words_of("Number bellow Treshold (Y)"))')" "['number', 'below', 'threshold', 'y']"
is "words.number_value and last_place: Fortran's D exponent, a unit of the last digit" \
    "$(py 'from grading import words as w; print(w.number_value("1.5D-3"), w.number_value("-2e2"), w.last_place("0.100"), w.number_value("x"))')" \
    "0.0015 -200.0 0.001 None"
is "layout.place: the value after ::, not the (Y) before it, nor the n^2 in brackets" \
    "$(py 'from grading import layout
placed = layout.place("Number of elements below threshold (Y) (of n^2) :: 12")
print(repr(placed.label.strip()), placed.value[2])')" "'Number of elements below threshold (Y) (of n^2)' 12"

# gradefields
summary='Number of elements in a row/column       :: 1002
Number of inner elements in a row/column :: 1000
Total number of elements                 :: 1004004
Total number of inner elements           :: 1000000
Memory (GB) used per array               :: 0.00374021
Threshold                                :: 0.10
Smoothing constants (a, b, c)            :: 0.05 0.10 0.40
Number of elements below threshold (X)   :: 100024
Fraction of elements below threshold     :: 1.00024E-01
Number of elements below threshold (Y)   :: 12
Fraction of elements below threshold     :: 1.20000E-05'
is "fields.read_output: the tutorial's summary, every field, the fractions paired with their counts" \
    "$(SUMMARY="$summary" py 'import os, grading.fields as f
r = f.read_output(os.environ["SUMMARY"])
print(sorted(r["fields"]), r["fields"]["fraction_y"].value)')" \
    "['below_x', 'below_y', 'constants', 'fraction_x', 'fraction_y', 'inner', 'memory', 'row', 'threshold', 'total', 'total_inner'] 1.2e-05"
is "fields.size_of: n from the inner elements" \
    "$(SUMMARY="$summary" py 'import os, grading.fields as f; print(f.size_of(f.read_output(os.environ["SUMMARY"]))[0])')" 1000
is "fields.read_output: MPI ranks' partial counts beside their total give the total" \
    "$(py 'from grading import fields as f
r = f.read_output("Number of elements below threshold (X) :: 40\nNumber of elements below threshold (X) :: 60\nNumber of elements below threshold (X) :: 100\n")
print(r["fields"]["below_x"].value, r["fields"]["below_x"].error)')" "100.0 None"
# issue 51, item 11: a chatty output (a count every sweep) read in seconds, not minutes
is "fields.read_output: 100,000 lines alike but for their digits worked out in 6 shapes (one per width of i, and the summary's), not 100,000" \
    "$(py 'from grading import fields as f
calls = []
shape = f._shape
f._shape = lambda line: calls.append(line) or shape(line)
text = "".join(f"iteration {i}: count below threshold = {4000 + i % 997}\n" for i in range(100000))
r = f.read_output(text + "Number of elements below threshold (Y) :: 12\n")
print(len(calls), r["fields"]["below_y"].text)')" "6 12"
like "fields: the shape cache reads every output as its lines read alone (fuzzed, chatty, n+2 beside n+3)" \
    "$(PYTHONPATH=scripts:tests/fuzz python3 tests/helpers/grade_shapes.py 1500 2>&1)" '^same [0-9]+$'
is "fields.read_output: two values named where each first appears" \
    "$(py 'from grading import fields as f
r = f.read_output("Number of elements below threshold (Y) :: 4000\nNumber of elements below threshold (Y) :: 4919\n"
                  "Number of elements below threshold (Y) :: 4000\n")
print(r["fields"]["below_y"].error)')" "two different values: 4000 (line 1) and 4919"
is "words._mend: the vocabulary by length mends as difflib over all of it" \
    "$(py 'import difflib, random, grading.words as w
rng = random.Random(3)
words = [v[:i] + c + v[i + 1:] for v in sorted(w.VOCABULARY) for i in range(len(v)) for c in "aeo"]
words += ["".join(rng.choice("abcdefghilmnorst") for _ in range(rng.randint(5, 24))) for _ in range(3000)]
differ = 0
for word in words:
    w.start_file()
    whole = difflib.get_close_matches(word, w.VOCABULARY, n=1, cutoff=0.8)
    differ += w._mend(word) != (whole[0] if whole and word not in w.VOCABULARY and len(word) >= 5 else word)
print(len(words) > 3000, differ)')" "True 0"
is "fields.smooth_record: smooth's -json as the summary it holds" \
    "$(py 'import json, grading.fields as f
text = f.smooth_record(json.dumps({"program": "smooth", "n": 8, "below_x": 5, "elements_per_row": 10}))
print("Number of inner elements in a row/column :: 8" in text, "Number of elements in a row/column :: 10" in text)')" "True True"
is "fields.int32: a C int's wrap" "$(py 'from grading import fields as f; print(f.int32(2**31), f.int32(-2**31 - 1), f.int32(7))')" \
    "-2147483648 2147483647 7"

# gradejudge
is "judging.agrees: to the printed digits, a bare integer exact, a percent a hundredth" \
    "$(py 'from grading.words import Found
from grading import judging as j
print(j.agrees(Found("0.10", 0.1, 1), 0.1003), j.agrees(Found("0.10", 0.1, 1), 0.106),
      j.agrees(Found("12", 12.0, 1), 12.0), j.agrees(Found("12", 12.0, 1), 12.4),
      j.agrees(Found("9.9", 9.9, 1, percent=True), 0.0993))')" "True False True False True"

# gradestats
is "stats: P(U < t) is t; a count of x in its window plausible, far out of it not" \
    "$(py 'from grading import stats as s
print(round(s.below_probability((1.0,), 0.25), 12), s.plausible_x(2500, 100, 0.25)[0], s.plausible_x(5000, 100, 0.25)[0])')" \
    "0.25 True False"

# lms and page
is "lms.score: a rubric of thirds never past its maximum; an ungraded file 0" \
    "$(py 'from grading import lms
rubric = {"points": {"a": 1 / 3, "b": 1 / 3, "c": 1 / 3}, "credit": {"pass": 1.0}}
fields = {k: {"status": "pass"} for k in "abc"}
print(lms.score({"verdict": "pass", "fields": fields}, rubric)[0], lms.max_total(rubric),
      lms.score({"verdict": "ungraded", "fields": {}}, rubric)[0])')" "1.0 1.0 0"
is "page.mistakes_chart: a bar a mistake, names escaped; none: said" \
    "$(py 'from grading import page
svg = page.mistakes_chart([("a <b> & c", [{"file": "x"}] * 3), ("d", [{"file": "y"}])], lambda e: e["file"])
print(svg.count("<rect"), "a &lt;b&gt; &amp; c" in svg, "<b>" in svg, "No mistakes" in page.mistakes_chart([]))')" \
    "2 True False True"

# runs and inputs (the grader's reference runs and its inputs)
is "runs.from_header: a Command line's settings, the RNG and Iterations lines winning" \
    "$(py 'from grading import runs as r
print(sorted(r.from_header({"Command": "./smooth -n 64 -seed 3 -a=0.2 --t 0.3", "RNG": "counter, seed 9",
                            "Iterations": "4 sweeps"}).items()))')" \
    "[('a', '0.2'), ('iterations', '4'), ('rng', 'counter'), ('seed', '9'), ('t', '0.3')]"
is "runs.header_settings: a header chooses the data and the work, not the problem (unless trusted)" \
    "$(py 'from grading import runs as r
h = {"Command": "./smooth -n 64 -seed 3 -t 0.9 -iterations 2"}
print(r.header_settings(h, {}, False), r.header_settings(h, {"seed": "5"}, True)[0])')" \
    "({'seed': '3', 'iterations': '2'}, {'t': '0.9'}) {'t': '0.9', 'iterations': '2'}"
is "runs.smooth_args and float_after: the command for a problem; the next float up" \
    "$(py 'import struct; from grading import runs as r
print(" ".join(map(str, r.smooth_args(8, r.TUTORIAL))), r.float_after("0.1"), r.float_after("-0.1"))')" \
    "-n 8 -kernel cpu -rng libc -seed 1 -a 0.05 -b 0.1 -c 0.4 -t 0.1 -iterations 1 0.100000009 -0.099999994"
is "inputs: sources and hidden files skipped, a newline in a name shown escaped, UTF-16 read" \
    "$(py 'from grading import inputs as i
print(i.skipped_because("main.c") is not None, i.skipped_because(".git") is not None, i.skipped_because("out.txt"),
      i.shown("a\nb.txt"), i.decode("hi".encode("utf-16")))')" "True True None a\\nb.txt hi"

# the package: its gathering, its imports, its size
is "grading gathers the reading and judging under one name, each name its module's own" \
    "$(py 'import grading, importlib
print(all(getattr(grading, name) is getattr(importlib.import_module("grading." + module), name) for name, module in
          (("read_output", "fields"), ("size_of", "fields"), ("judge", "judging"), ("Problem", "judging"), ("LABELS", "words"),
           ("below_probability", "stats"))), all(hasattr(grading, name) for name in grading.__all__))')" "True True"
is "no module of the package imports the package's gathering; each imports the modules it needs" \
    "$(grep -lE '^(from grading|import grading|from \. import \*)' scripts/grading/*.py)" ""
is "no sys.path line in scripts/: Python puts a script's folder (links resolved) on the path" \
    "$(grep -rl 'sys\.path' scripts/)" ""
# pyproject.toml: what it declares exists, at smooth's version; a real install where pip can build
if python3 -c 'import tomllib' 2>/dev/null; then
    is "pyproject.toml: smooth-grade is grading.cli's run, the package and smoothlib, smooth's version" \
        "$(py 'import importlib, tomllib, smoothlib
p = tomllib.load(open("scripts/pyproject.toml", "rb"))
module, function = p["project"]["scripts"]["smooth-grade"].split(":")
print(callable(getattr(importlib.import_module(module), function)), p["tool"]["setuptools"]["packages"],
      p["tool"]["setuptools"]["py-modules"], p["project"]["version"] == smoothlib.VERSION)')" \
        "True ['grading'] ['smoothlib'] True"
else
    skip "pyproject.toml's declarations: needs Python 3.11 (tomllib)"
fi
if python3 -m pip --version >/dev/null 2>&1 && python3 -c 'import setuptools, wheel' 2>/dev/null; then
    site=$(mktemp -d)
    cp -R scripts "$site.src" # setuptools builds beside the package: a copy, so the checkout stays as it is
    python3 -m pip install -q --no-build-isolation --no-deps --no-index --target "$site" "$site.src" >"$site.log" 2>&1
    is "pip install ./scripts: exit 0" "$?" 0
    case $SMOOTH in /*) smooth=$SMOOTH ;; *) smooth=$PWD/$SMOOTH ;; esac
    out=$(cd / && SMOOTH="$smooth" PYTHONPATH="$site" "$site/bin/smooth-grade" "$OLDPWD/examples/submissions/c-printf.txt" 2>&1)
    like "... its smooth-grade grades from anywhere, the checkout's package not on its path" "$out" 'c-printf.txt: PASS$'
    out=$(cd / && env -u SMOOTH PATH=/usr/bin:/bin PYTHONPATH="$site" "$site/bin/smooth-grade" "$OLDPWD/examples/submissions/c-printf.txt" 2>&1)
    is "... without smooth on PATH: exit 2, saying where it looks" "$? $out" \
        "2 grade: smooth is not on PATH: install it (make install) or set SMOOTH=/path/to/smooth"
    rm -rf "$site" "$site.log" "$site.src"
else
    skip "pip install ./scripts: needs pip, setuptools and wheel (Debian: python3-pip python3-setuptools python3-wheel)"
fi
for module in scripts/grading/*.py scripts/grade; do
    ok "$module: at most 450 lines (the house rule for a module)" test "$(wc -l <"$module")" -le 450
done

done_testing

#!/usr/bin/env python3
"""grade_cases.py - cases for the grader (scripts/grading), without smooth: the
reader on the layouts students write, and the judge on a made-up problem
(for what a test machine cannot run, such as n >= 46341). Prints one line
per case, NAME<TAB>GOT<TAB>WANT; tests/scripts.t checks each with is(), PYTHONPATH=scripts."""
import os

import grading
from grading import lms


def case(name, got, want):
    print(f"{name}\t{got}\t{want}")


def fields(text):
    """key=found-text for every field found, in the fields' order."""
    found = grading.read_output(text)["fields"]
    return " ".join(f"{k}={found[k].text}" for k, _ in grading.FIELDS if k in found)


def field(text, key):
    found = grading.read_output(text)["fields"].get(key)
    return "missing" if found is None else found.text if found.error is None else "error: " + found.error


# --- reading by meaning -------------------------------------------------------
case("separators :: : = and none",
     fields("Threshold :: 0.1\nNumber of elements in a row/column: 102\n"
            "Total number of elements = 10404\nNumber of inner elements in a row/column 100\n"),
     "row=102 inner=100 total=10404 threshold=0.1")
case("tab-aligned :: glued to the value", field("Threshold\t\t::0.1\n", "threshold"), "0.1")
case("CRLF and a BOM", fields("\ufeffThreshold :: 0.1\r\nNumber of elements in a row/column :: 102\r\n"),
     "row=102 threshold=0.1")
case("case and spacing", field("NUMBER   OF ELEMENTS   BELOW  THRESHOLD (x):42\n", "below_x"), "42")
case("typos: bellow, treshold, elments",
     fields("Number of elments bellow treshold (X) :: 7\nTreshold :: 0.1\n"), "threshold=0.1 below_x=7")
case("prose: 'in x', 'of array y', before and after smoothing",
     fields("Number of elements below threshold in x = 5\nelements of array y below the threshold: 6\n"),
     "below_x=5 below_y=6")
case("before/after smoothing name the arrays",
     fields("Cells below t after smoothing: 3\nCells below t before smoothing: 9\n"), "below_x=9 below_y=3")
case("Y printed before X: each fraction follows its count",
     fields("Number of elements below threshold (Y) :: 2\nFraction of elements below threshold :: 0.02\n"
            "Number of elements below threshold (X) :: 10\nFraction of elements below threshold :: 0.1\n"),
     "below_x=10 fraction_x=0.1 below_y=2 fraction_y=0.02")
case("no array named: the first count is X's, the second Y's",
     fields("below threshold: 10\nbelow threshold: 2\n"), "below_x=10 below_y=2")
case("extra lines (threads, ranks, progress, timers) are not fields",
     fields("Hello from thread 3\nrank 1: local count below threshold = 77\nIteration 5 of 10\n"
            "CPU: Count-X :: 0.0013\nTotal (wall) :: 1.5\nElapsed time: 2 s\nThreads: 8\n"
            "Number of elements below threshold (X) :: 10\n"), "below_x=10")
case("mpirun --tag-output prefixes", fields("[1,0]<stdout>:Number of elements in a row/column :: 102\n"), "row=102")
case("'<' means below only before t or a number", fields("Count of x < 0.1: 5\nHello <world>: 7\n"),
     "threshold=0.1 below_x=5")  # (the threshold the count's label states, where no line gives one: statedthreshold.py)
case("constants (a,b,c) with commas", field("Smoothing constants (a,b,c) :: 0.05,0.1,0.4\n", "constants"), "0.05 0.1 0.4")
case("constants named a=, b=, c= in any order",
     field("Smoothing constants: c=0.4, a=0.05, b=0.1\n", "constants"), "0.05 0.1 0.4")
case("constants one per line", field("a = 0.05\nb = 0.1\nc = 0.4\n", "constants"), "0.05 0.1 0.4")
case("Fortran D exponents", field("Fraction of elements below threshold (X) ::  0.99972350D-01\n", "fraction_x"),
     "0.99972350D-01")
case("a unit glued to the number", field("Memory per array: 364816bytes\n", "memory"), "364816")
case("... and which unit it is", grading.read_output("Memory per array: 364816bytes\n")["fields"]["memory"].unit, "bytes")
case("the label's unit: Memory (GiB)", grading.read_output("Memory (GiB) :: 0.5\n")["fields"]["memory"].unit, "gib")
case("text after a number is not its digits", field("Threshold :: 0.10 (elements)\n", "threshold"), "0.10")
case("a percent sign", str(grading.read_output("Fraction below threshold (X): 9.99 %\n")["fields"]["fraction_x"].percent), "True")
case("a fraction on its count's line", fields("Number below threshold (X): 1234 (0.1234)\n"),
     "below_x=1234 fraction_x=0.1234")
case("numbers in brackets are not the value", field("Total number of inner elements (n^2) 10000\n", "total_inner"), "10000")
case("n = and n+2 =", fields("n = 100\nn+2 = 102\n"), "row=102 inner=100")
case("Grid size n", field("Grid size n = 1200\n", "inner"), "1200")
case("ASCII digits only", field("Threshold :: \u0660.\u0661\n", "threshold"), "missing")
case("a field twice with two values", field("Threshold :: 0.1\nThreshold :: 0.2\n", "threshold"),
     "error: two different values: 0.1 (line 1) and 0.2")
case("the same value twice is fine", field("Threshold :: 0.1\nThreshold :: 0.1\n", "threshold"), "0.1")
case("header lines", grading.read_output("Command :: ./a.out -t 0.3\nRNG :: libc, seed 5\nThreshold :: 0.3\n")["header"],
     {"Command": "./a.out -t 0.3", "RNG": "libc, seed 5"})
case("GPU properties are not fields",
     fields("Memory bus :: 5120 bits\nShared memory per block :: 48 KiB\nL2 cache :: 50 MiB\nMax grid :: 2147483647\n"), "")
case("nothing at all", fields("hello\n\n\x00\xff world 12\n"), "")
# issue 38: lines that are not fields, second results, partials, two constants, short labels
case("a timer with its unit is not a field ('Total runtime :: 6.56 (s).')",
     fields("Total runtime :: 6.564135 (s).\nTotal time: 12 ms\nTotal number of elements :: 10404\n"), "total=10404")
case("a launch configuration is not a size ('Grid Size :: 256 256 1', 'Grid dim: 64, 64')",
     fields("Grid Size :: 256 256 1\nGrid dim: 64, 64\nNumber of threads per block :: 256\n"
            "Total number of threads :: 16777216\nGrid size n = 1200\n"), "inner=1200")
case("a second Y (Y_H) is its own result, its fraction too",
     fields("Number of elements below threshold (Y) :: 12\nFraction of elements below threshold :: 1.2e-05\n"
            "Number of elements below threshold (Y_H) :: 1000000\nFraction of elements below threshold :: 1\n"
            "Maximum abs. difference between y and y_h :: 0.939078\n"),
     "below_y=12 fraction_y=1.2e-05")
case("... read as below_y2 and fraction_y2",
     " ".join(f"{k}={v.text}" for k, v in grading.read_output(
         "Number of elements below threshold (Y) :: 12\nNumber of elements below threshold (Y_H) :: 1000000\n"
         "Fraction of elements below threshold :: 1\n")["fields"].items() if k.endswith("2")),
     "below_y2=1000000 fraction_y2=1")
case("... 'Y (CPU)' then 'Y (GPU)': the first is Y, the GPU's the second",
     field("Elements below t in y (CPU): 12\nElements below t in y (GPU): 12\n", "below_y2"), "12")
case("... but the same plain label twice with two values is still a conflict",
     field("Number of elements below threshold (Y) :: 12\nNumber of elements below threshold (Y) :: 13\n", "below_y"),
     "error: two different values: 12 (line 1) and 13")
case("MPI ranks' partial counts beside the total: the total, the partials named",
     grading.read_output("Number of elements below threshold (X) :: 500\nNumber of elements below threshold (X) :: 524\n"
                          "Number of elements below threshold (X) :: 1024\n")["fields"]["below_x"].note,
     "the total of 2 partial counts (500 + 524)")
case("... the total printed first, partials after, equal partials",
     field("below threshold (X): 1000\nbelow threshold (X): 500\nbelow threshold (X): 500\n", "below_x"), "1000")
case("... each rank's fraction beside the total's: the total's",
     fields("Number below t (X) :: 500\nFraction below t (X) :: 0.05\nNumber below t (X) :: 524\n"
            "Fraction below t (X) :: 0.0524\nNumber below t (X) :: 1024\nFraction below t (X) :: 0.1024\n"),
     "below_x=1024 fraction_x=0.1024")
case("... no value the sum of the others: a conflict",
     field("below threshold (X): 500\nbelow threshold (X): 524\nbelow threshold (X): 1000\n", "below_x"),
     "error: two different values: 500 (line 1) and 524")
case("two constants (b,c): the a term dropped",
     field("Smoothing constants (b,c) :: 0.1, 0.4\n", "constants"),
     "error: the a term (the four diagonal neighbours) dropped (two smoothing constants (b, c) where the stencil has three)")
case("... a=, c= named: the b term",
     field("Smoothing constants: a=0.05, c=0.4\n", "constants"),
     "error: the b term (the four edge neighbours) dropped (two smoothing constants (a, c) where the stencil has three)")
case("a typo in a short word: 'iner' read as inner",
     fields("Total number of iner elements :: 1000000\nNumber of iner elements in a row/column :: 1000\n"),
     "inner=1000 total_inner=1000000")
case("... a label far from any is not forced onto one", fields("Total number of threads :: 512\n"), "")
case("smooth's own -json record read as its summary",
     fields('{"program": "smooth", "n": 100, "elements_per_row": 102, "total_elements": 10404, '
            '"inner_elements": 10000, "memory_gb_per_array": 3.87579203e-05, "threshold": 0.1, "a": 0.05, '
            '"b": 0.1, "c": 0.4, "below_x": 1004, "fraction_x": 0.1004, "below_y": 0, "fraction_y": 0, '
            '"command": "./smooth -n 100 -json", "rng": "counter", "seed": 1, "iterations": 1}'),
     "row=102 inner=100 total=10404 total_inner=10000 memory=3.87579203e-05 threshold=0.1 constants=0.05 0.1 0.4 "
     "below_x=1004 fraction_x=0.1004 below_y=0 fraction_y=0")
case("... its header: the generator and the sweeps",
     grading.read_output('{"n": 10, "below_x": 9, "rng": "libc", "seed": 7, "iterations": 3}')["header"]["RNG"],
     "libc, seed 7")
case("smooth's own -csv rows read as its summary (sizes from n)",
     fields("command,backend,n,threshold,a,b,c,below_x,fraction_x,below_y,fraction_y,timer\n"
            "./smooth -n 100 -csv,cpu,100,0.1,0.05,0.1,0.4,1004,0.1004,0,0,CPU: Smooth\n"),
     "row=102 inner=100 total=10404 total_inner=10000 memory=3.87579203e-05 threshold=0.1 constants=0.05 0.1 0.4 "
     "below_x=1004 fraction_x=0.1004 below_y=0 fraction_y=0")
case("a student's JSON that is not smooth's is read as text", fields('{"x": 1}\n'), "")
case("n from elements in a row - 2", grading.size_of(grading.read_output("Elements per row: 1002\n")),
     (1000, "elements in a row/column - 2"))
case("n from the square root of the totals", grading.size_of(grading.read_output("Total inner elements: 250000\n"))[0], 500)

# --- judging: a made-up problem ------------------------------------------------


def problem(n, below_x, below_y, t=0.1, more=None):
    record = {"threshold": t, "a": 0.05, "b": 0.1, "c": 0.4, "below_x": below_x, "below_y": below_y, "iterations": 1}
    return grading.Problem(record, lambda: more or {})


def summary(n, x, y, memory=None, fx=None, fy=None, total_inner=None, extra=""):
    memory = memory if memory is not None else f"{(n + 2) ** 2 * 4 / 2**30:.6g}"
    return (f"Number of elements in a row/column :: {n + 2}\nNumber of inner elements in a row/column :: {n}\n"
            f"Total number of elements :: {(n + 2) ** 2}\nTotal number of inner elements :: {total_inner or n * n}\n"
            f"Memory (GB) used per array :: {memory}\nThreshold :: 0.1\nSmoothing constants (a, b, c) :: 0.05 0.1 0.4\n"
            f"Number of elements below threshold (X) :: {x}\nFraction of elements below threshold :: {fx or f'{x / n / n:.6g}'}\n"
            f"Number of elements below threshold (Y) :: {y}\nFraction of elements below threshold :: {fy or f'{y / n / n:.6g}'}\n"
            + extra)


def judged(text, n, prob, key=None):
    result = grading.judge(grading.read_output(text), n, prob)
    if key is None:
        return result["verdict"]
    c = result["checks"][key]
    return f"{c.status}: {c.note}" if c.note else c.status


n = 50000
big = problem(n, 250_001_234, 27_345)
case("n = 50000: right", judged(summary(n, 250_001_234, 27_345), n, big), "pass")
case("n = 50000: int overflow of n^2 in the total",
     judged(summary(n, 250_001_234, 27_345, total_inner=grading.int32(n * n)), n, big, "total_inner"),
     "fail: int overflow of n^2 (n >= 46341)")
case("n = 50000: int overflow of n^2 in a fraction",
     judged(summary(n, 250_001_234, 27_345, fx=f"{250_001_234 / grading.int32(n * n):.6g}"), n, big, "fraction_x"),
     "fail: int overflow of n^2 (n >= 46341)")
p = problem(1000, 100024, 12)
case("memory in 10^9-byte GB is a convention", judged(summary(1000, 100024, 12, memory="0.004016"), 1000, p, "memory"),
     "pass: GB of 10^9 bytes")
case("memory in bytes", judged(summary(1000, 100024, 12, memory="4016016 bytes"), 1000, p, "memory"), "pass: in bytes")
case("memory of both arrays (or of doubles)", judged(summary(1000, 100024, 12, memory="0.00748041"), 1000, p, "memory"),
     "fail: twice the memory: both arrays, or 8-byte doubles")
case("memory of n^2 elements", judged(summary(1000, 100024, 12, memory="0.00372529"), 1000, p, "memory"),
     "fail: memory of n^2 elements, not (n+2)^2")
case("memory 0 (integer division)", judged(summary(1000, 100024, 12, memory="0"), 1000, p, "memory"),
     "fail: integer division (bytes / 2^30 in integers is 0)")
case("0.0 is not 0.100024", judged(summary(1000, 100024, 12, fx="0.0"), 1000, p, "fraction_x"),
     "fail: integer division (count / n^2 in integers is 0)")
case("0.1 is 0.100024 to one digit", judged(summary(1000, 100024, 12, fx="0.1"), 1000, p, "fraction_x"), "pass")
case("'1 x' is not 0.100024 (a bare integer must be exact)",
     judged(summary(1000, 100024, 12, fx="1 x"), 1000, p, "fraction_x"), "fail")
case("10.0024% is 0.100024", judged(summary(1000, 100024, 12, fx="10.0024%"), 1000, p, "fraction_x"), "pass")
case("counts of other data: plausible", judged(summary(1000, 99855, 11), 1000, p), "plausible")
case("... Y's fraction follows the count", judged(summary(1000, 99855, 11), 1000, p, "fraction_y"),
     "plausible: follows from the count")
case("a count above n^2 is impossible", judged(summary(1000, 1000001, 11), 1000, p, "below_x"),
     "fail: impossible: not between 0 and n^2")
case("X far off the binomial is impossible", judged(summary(1000, 98000, 11), 1000, p, "below_x"),
     "fail: impossible for uniform random data (significance 1e-06)")
case("Y far off the smoothed field's rate is impossible", judged(summary(1000, 99855, 500), 1000, p, "below_y"),
     "fail: impossible for uniform random data (significance 1e-06)")
case("<= for <, from the same data", judged(summary(1000, 100025, 12), 1000, problem(1000, 100024, 12, more={"le_x": 100025}), "below_x"),
     "fail: <= used for <")
case("... makes the data known: Y judged exactly", judged(summary(1000, 100025, 13), 1000, problem(1000, 100024, 12, more={"le_x": 100025}), "below_y"),
     "fail")
case("counted above the threshold", judged(summary(1000, 1000000 - 100024, 12), 1000, p, "below_x"),
     "fail: counted at or above the threshold, not below")
case("X and Y swapped", judged(summary(1000, 12, 100024), 1000, p, "below_y"),
     "fail: X's count printed for Y (y not smoothed, or x counted twice)")
case("the constants printed with a and b swapped",
     judged(summary(1000, 100024, 12).replace("0.05 0.1 0.4", "0.1 0.05 0.4"), 1000, p, "constants"), "fail: a and b swapped")
case("Y's window at n = 16384 from the measured spread (2.5 x the binomial variance)",
     grading.plausible_y(2936, 16384, (0.05,) * 4 + (0.1,) * 4 + (0.4,), 0.1)[1], "2516..3355")
case("a second result equal to Y passes; all n^2 names the array never written",
     judged(summary(1000, 100024, 12, extra="Number of elements below threshold (Y_H) :: 12\n"), 1000, p, "below_y2")
     + " / " + judged(summary(1000, 100024, 12, extra="Number of elements below threshold (Y_H) :: 1000000\n"),
                      1000, p, "below_y2"),
     "pass / fail: all n^2 below t: the y array of this result looks never written (a kernel that did not run, "
     "no error check after it)")
case("... on other data it must equal the file's own Y",
     judged(summary(1000, 99855, 11, extra="Number of elements below threshold (Y_H) :: 11\n"), 1000, p, "below_y2")
     + " / " + judged(summary(1000, 99855, 11, extra="Number of elements below threshold (Y_H) :: 14\n"), 1000, p,
                      "below_y2"),
     "plausible: equals the file's first result / fail: differs from the file's first result: the same computation "
     "should give the same count")
case("... its fraction with no first Y to follow from (the fuzzer's crash-ce748c97)",
     judged(summary(1000, 99855, 11).replace("(Y) :: 11\n", "(Y) :: 11.5\n")
            + "Number of elements below threshold (Y_H) :: 14\nFraction of elements below threshold :: 1.4e-05\n",
            1000, p, "fraction_y2"), "fail: no count to follow from")
k3 = grading.Problem(dict(p.record, iterations=3), lambda: {})
case("after K = 3 sweeps, other data's Y is judged against K sweeps' spread (a header cannot buy credit)",
     judged(summary(1000, 99855, 4000), 1000, k3, "below_y") + " / " + judged(summary(1000, 99855, 9), 1000, k3, "below_y"),
     "fail: impossible for uniform random data (significance 1e-06) / plausible: consistent with uniform random data, "
     "not the assumed generator's")
case("... its window: the reference's count, spread at most (4K+1)^2-fold", grading.plausible_y_swept(4000, 1000, 12, 3),
     (False, "0..324"))
case("n past 2^53 is read exactly", grading.size_of(grading.read_output("n = 99999999999999999999\n"))[0],
     99999999999999999999)
case("a missing field fails the file", judged(summary(1000, 100024, 12).replace("Threshold :: 0.1\n", ""), 1000, p), "fail")
case("the exact probability of a smoothed cell below 0.1", f"{grading.below_probability((0.05,) * 4 + (0.1,) * 4 + (0.4,), 0.1):.6e}",
     "1.093681e-05")
case("... a single uniform below 0.3", f"{grading.below_probability((1.0,), 0.3):.6f}", "0.300000")
case("... negative and zero weights: P(-U < -0.25)", f"{grading.below_probability((-1.0, 0.0), -0.25):.6f}", "0.750000")

# --- lmslib: names, rubric -------------------------------------------------------
case("a Canvas download's name", lms.student_of("class/smithjohn_12345_678901_output.txt"),
     {"student": "smithjohn", "user_id": "12345", "late": False, "file": "output.txt"})
case("... late, and a second file of the same name (-1)",
     lms.student_of("doejane_LATE_23456_678902_output-1.txt"),
     {"student": "doejane", "user_id": "23456", "late": True, "file": "output-1.txt"})
case("a folder per student", lms.student_of("class/alice/run1.txt", ["class"])["student"], "alice")
case("a file alone: its name", lms.student_of("bob.txt")["student"], "bob")
case("the default rubric: 20 points", lms.max_points(lms.load_rubric()), 20)


# --- the teacher-facing outputs (issue 57's mutation survivors) ---------------------
case("a student two folders deep is the first folder's", lms.student_of("class/alice/hw1/out.txt", ["class"])["student"],
     "alice")
case("... a Canvas-named folder below an ordinary one decides",
     lms.student_of("class/sec1/smithjohn_45678_900005_hw/out.txt", ["class"])["user_id"], "45678")
case("anonymous grading: Late from the name, no user id",
     {k: lms.student_of("class/anon_Xk3f9QzR_LATE_out.txt", ["class"])[k] for k in ("student", "user_id", "late")},
     {"student": "anon_Xk3f9QzR", "user_id": "", "late": True})
case("Late from any of a student's files, across two folder arguments",
     [(w["student"], w["late"]) for w, _ in lms.by_student(
         [{"file": "a/bob_7_1_x.txt"}, {"file": "b/bob_LATE_7_2_y.txt"}], ["a", "b"])], [("bob", True)])
case("names differing only in case: two students, feedback names kept apart (-2)",
     lms.feedback_names([({"student": "Alice", "user_id": ""}, []), ({"student": "alice", "user_id": ""}, [])]),
     ["Alice.txt", "alice-2.txt"])
_entries = [{"file": f, "verdict": "fail", "reason": "", "fields": {"threshold": {"status": "fail", "note": n, "expected": "",
            "found": ""}}} for f, n in (("x", "a and b swapped"), ("y", "a and b swapped"), ("z", ""))]
case("the class's mistakes: most common first, then by name; a cause without a known mistake named",
     [(m, len(e)) for m, e in lms.class_mistakes(_entries)],
     [("a and b swapped", 2), ("Threshold wrong (no known mistake gives it)", 1)])

import tempfile  # noqa: E402
import zipfile  # noqa: E402

from grading import archive  # noqa: E402


def refused(members):
    """Why grading/archive.py refuses a zip of (name, data, is_link) members, or 'unpacked'."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "hw.zip")
        with zipfile.ZipFile(path, "w") as z:
            for name, data, link in members:
                info = zipfile.ZipInfo(name)
                if link:
                    info.external_attr = (0o120777 << 16)
                z.writestr(info, data)
        try:
            files, skipped = archive.members(path)
            return "unpacked " + " ".join(name for name, _ in files) + "; skipped " + " ".join(n for n, _ in skipped)
        except archive.ArchiveRefused as e:
            return str(e)


case("a zip's symlink member: skipped and named, the regular one read (issue 66, item 5)",
     refused([("out.txt", "x", False), ("evil", "/etc/passwd", True)]), "unpacked out.txt; skipped evil")
case("a zip member hw/../../x: refused", refused([("hw/../../x", "x", False)]), "its member hw/../../x would land outside it")

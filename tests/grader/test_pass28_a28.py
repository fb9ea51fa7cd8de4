"""The thirtieth pass's leftovers that fixer a28 took (right outputs, n = 1000, every value right, that lost points).

What was wrong (before: the grade at 83c77d6):
- M: numpy's 'shape: (1002, 1002) size: 1004004' then 'inner: (1000, 1000) 1000000' as an output's only size lines
  (a Python program printing x.shape and x.size): the shape ran into the size after it, so the row length and inner
  size were MISSING; with both on one line no n was found (UNGRADED). Now shapesizes.py ends such a shape with a
  comma (before a label, before its bare product as 'size: ').
- B: a nested JSON object, '{"n": 1000, ..., "below": {"x": {"count": 100024, "fraction": 0.100024}, "y": {...}}}':
  pretty-printed (indent 2 or 4) its count lines named no array (UNGRADED: no count); on one line, with a label
  before it ('RESULT {...}', 'result = {...}') or a blank after it: UNGRADED; with a list of timing records in it
  ('"timings": [{"phase": "smooth", "ms": 3.2}]'): UNGRADED; with the threshold inside 'below': X FAILed (found 0.1
  and 100024). Now jsonblocks.py names a value two records deep by its keys ('below x count :: 100024') and
  jsonline.py takes the label, the blank, a list of records of no field and the threshold's key.
- C: 'n=1000 -> allocating x,y of 1002x1002': the arrays' names listed were cut apart as two items of a list of
  sizes (grids.shapes_listed), 'y of 1002x1002' no size: the row MISSING. Now grids._items keeps 'x,y', 'x, y',
  'x and y' (a name before its own value, 'x: 100024, y: 12', is cut as before).
- J: 'n = 1000 (n+2 = 1002; (n+2)^2 = 1004004; n^2 = 1000000)': the bracket was read as n's aside, the totals (and
  the inner size) MISSING. Now nbrackets.py drops a closing bracket of two statements or more after n ('n = 1000;
  n+2 = 1002; ...').
- c74: a Scala REPL transcript whose sizes are an unlabelled tuple, 'scala> (n+2, n, (n+2)*(n+2), n*n)' over 'val
  res1: (Int, Int, Long, Long) = (1002,1000,1004004,1000000)': the result was left unlabelled (its code has
  operators), so the row, total and inner total were MISSING. Now scalarepl.py labels it by its code where each item
  is an expression of n alone ('(rowLength * rowLength, n * n)' stays unlabelled).
- UNGRADED feedback: an UNGRADED file's feedback and text report said only why; now unread.py adds a note naming the
  first lines (3 at most, each cut to 120 characters) that hold a number and gave no field.
- F, L (low): 'I chose n to be 1000' (n said in words: the inner size MISSING) and '(1004004 in all, 1000000
  inner)' (the total MISSING). Now prosewords.py writes 'n = 1000' and 'in total'.
- The last round's end: 'WARNING: 3 elements of y are exactly 0.1' (or 'note: 5 values equal t') after a right
  output: the tie's count was read as the total's (or Y's) second printing, so the total FAILed. Now ties.py makes
  a line counting the elements equal to the threshold no field's; one that counts below ('13 elements of y are
  below or equal to t') is read as before.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass28_a28
"""
import unittest

from tests.grader.a_support import C01_1000, RightAndWrong, graded, not_passing

# the rest of a right n = 1000 output after its size lines
REST_1000 = """memory per array: 0.00374021 GB
threshold: 0.1
a = 0.05, b = 0.1, c = 0.4
x below threshold: 100024 (fraction 0.100024)
y below threshold: 12 (fraction 1.2e-05)
"""


class NumpyShapeThenSize(RightAndWrong):  # M
    def test_right_pass_wrong_fail(self):
        heads = ["shape: (1002, 1002) size: 1004004\ninner: (1000, 1000) 1000000",
                 "shape: (1002, 1002) size: 1004004 inner: (1000, 1000) 1000000",
                 "x.shape = (1002, 1002) x.size = 1004004\ninner: (1000, 1000)  1000000",
                 "grid: (1002, 1002) 1004004\ninterior: (1000, 1000) 1000000",
                 "Shape: (1002, 1002) Size: 1004004\nInner: (1000, 1000) 1000000"]
        texts = [head + "\n" + REST_1000 for head in heads]
        self.right_and_wrong(texts, [("(1002, 1002)", "(1001, 1001)", "row"), ("1004004", "1004000", "total row"),
                                     ("1000000", "1000400", "total_inner"), ("(1000, 1000)", "(999, 999)", "inner total_inner")])

    def test_another_n(self):
        # n = 100: './smooth -n 100 -kernel cpu' (x 1004, y 0)
        text = ("shape: (102, 102) size: 10404 inner: (100, 100) 10000\nmemory per array: 3.87579e-05 GB\n"
                "threshold: 0.1\na = 0.05, b = 0.1, c = 0.4\nx below threshold: 1004 (fraction 0.1004)\n"
                "y below threshold: 0 (fraction 0)\n")
        self.assertEqual(graded(text), ("pass", {}))

    def test_other_scale_left(self):
        from grading.shapesizes import shape_sizes_apart
        self.assertEqual(shape_sizes_apart("block (16, 16) 4 warps\n"), "block (16, 16) 4 warps\n")
        self.assertEqual(shape_sizes_apart("shape (1002, 1002) size 1004004\n"), "shape (1002, 1002), size 1004004\n")



# the thirtieth pass's B: its nested JSON's data (n = 1000)
B_DATA = {"n": 1000, "row_length": 1002, "total_elements": 1004004, "inner_elements": 1000000, "memory_gb": 0.00374021,
          "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,
          "below": {"x": {"count": 100024, "fraction": 0.100024}, "y": {"count": 12, "fraction": 1.2e-05}}}


def _json_texts():
    import json
    other = {k: v for k, v in B_DATA.items() if k != "below"}
    by_array = dict(other, x={"below": 100024, "fraction": 0.100024}, y={"below": 12, "fraction": 1.2e-05})
    nested_deeper = dict(other, results={"below_t": {"x": {"n": 100024, "frac": 0.100024},
                                                     "y": {"n": 12, "frac": 1.2e-05}}})
    timed = dict(B_DATA, timings=[{"phase": "init", "ms": 1.5}, {"phase": "smooth", "ms": 3.2}])
    with_t = dict(B_DATA, below=dict(B_DATA["below"], threshold=0.1))
    del with_t["threshold"]
    texts = [json.dumps(B_DATA), json.dumps(B_DATA, indent=2), json.dumps(B_DATA, indent=4), json.dumps(by_array),
             json.dumps(by_array, indent=2), "RESULT " + json.dumps(B_DATA), "result = " + json.dumps(B_DATA),
             json.dumps(B_DATA) + "  ", json.dumps(timed), json.dumps(with_t), json.dumps(nested_deeper, indent=2),
             "Run finished\n" + json.dumps(B_DATA, indent=2)]
    return [text + "\n" for text in texts]


class NestedJson(RightAndWrong):  # B
    EVERY_PLACE = True

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(_json_texts(), [("100024", "100042", "below_x"), ("12,", "13,", "below_y"),
                                             ("1.2e-05", "1.3e-05", "fraction_y"), ("1004004", "1004000", "total")])

    def test_graded(self):
        for text in _json_texts()[:3]:
            with self.subTest(text=text):
                self.assertEqual(graded(text), ("pass", {}))


class NamesListedBeforeShape(RightAndWrong):  # C
    def test_right_pass_wrong_fail(self):
        heads = ["n=1000 -> allocating x,y of 1002x1002", "n=1000 -> allocating x and y of 1002x1002",
                 "n = 1000, x, y are 1002 x 1002", "N=1000 -> allocating X,Y of 1002x1002"]
        texts = [head + "\ntotal elements: 1004004, inner elements: 1000000\n" + REST_1000 for head in heads]
        self.right_and_wrong(texts, [("1002x1002", "1001x1001", "row inner"), ("1002 x 1002", "1003 x 1003", "row inner"), ("1002x1002", "1012x1012", "row inner"),
                                     ("100024", "100042", "below_x")])

    def test_another_n(self):
        text = ("n=100 -> allocating x,y of 102x102\ntotal elements: 10404, inner elements: 10000\nmemory per array: "
                "3.87579e-05 GB\nthreshold: 0.1\na = 0.05, b = 0.1, c = 0.4\nx below threshold: 1004 (fraction 0.1004)\n"
                "y below threshold: 0 (fraction 0)\n")
        self.assertEqual(graded(text), ("pass", {}))


class NThenSizesBracketed(RightAndWrong):  # J
    def test_right_pass_wrong_fail(self):
        heads = ["n = 1000 (n+2 = 1002; (n+2)^2 = 1004004; n^2 = 1000000)",
                 "n = 1000 (n+2 = 1002, (n+2)^2 = 1004004, n^2 = 1000000)",
                 "N=1000 [N+2=1002; (N+2)^2=1004004; N^2=1000000]",
                 "n = 1000 (n+2 = 1002; (n+2)**2 = 1004004; n**2 = 1000000)."]
        self.right_and_wrong([head + "\n" + REST_1000 for head in heads],
                             [("1002;", "1003;", "row"), ("1004004", "1004000", "total"), ("= 1000000", "= 1000400", "total_inner"),
                              ("=1000000", "=999999", "total_inner total")])

    def test_aside_left(self):
        from grading.nbrackets import n_bracket_opened
        for line in ["n = 1000 (1002 with ghost cells)\n", "n = 1000 (n+2 = 1002)\n", "n = 1000 (row 1002; total 1004004)\n"]:
            self.assertEqual(n_bracket_opened(line), line)


SCALA_1000 = """scala> val n = 1000
val n: Int = 1000

scala> {sizes}
val res1: (Int, Int, Long, Long) = (1002,1000,1004004,1000000)

scala> val mem = (n+2).toLong*(n+2)*4/math.pow(2,30)
val mem: Double = 0.0037402063608169556

scala> (t, a, b, c)
val res2: (Double, Double, Double, Double) = (0.1,0.05,0.1,0.4)

scala> (belowX, fracX)
val res3: (Int, Double) = (100024,0.100024)

scala> (belowY, fracY)
val res4: (Int, Double) = (12,1.2E-5)
"""


class ScalaSizesTuple(RightAndWrong):  # c74
    def test_right_pass_wrong_fail(self):
        sizes = ["(n+2, n, (n+2)*(n+2), n*n)", "(n + 2, n, (n + 2).toLong * (n + 2), n.toLong * n)",
                 "(n+2, n, (n+2)*(n+2), n*n)  "]
        texts = [SCALA_1000.replace("{sizes}", code) for code in sizes]
        texts.append(texts[0].replace("val res", "res"))  # (Scala 2)
        self.right_and_wrong(texts, [("(1002,1000,1004004,1000000)", "(1002,1000,1004004,1000400)", "total_inner"),
                                     ("(1002,1000,1004004,1000000)", "(1004,1000,1004004,1000000)", "row"),
                                     ("(12,1.2E-5)", "(13,1.2E-5)", "below_y")])

    def test_other_names_unlabelled(self):
        from grading.scalarepl import scala_results
        text = "scala> (rowLength * rowLength, n * n)\nval res1: (Int, Int) = (1004004,1000000)\n"
        self.assertNotIn("rowLength * rowLength, n * n) =", scala_results(text))


class UngradedLinesNamed(unittest.TestCase):  # UNGRADED feedback
    def test_note_names_lines(self):
        import json
        import os
        import subprocess
        import tempfile
        from tests.grader.a_support import TOP
        text = "Program output\nresult is 1004004 and 1000000\nfoo 12 bar\n" + "x" * 300 + " 7\nmore 5\n"
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "out.txt")
            with open(path, "w") as f:
                f.write(text)
            given = os.path.join(folder, "feedback")
            out = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", "-feedback", given, path],
                                 capture_output=True, text=True, cwd=TOP, check=False)
            entry = json.loads(out.stdout)["files"][0]
            with open(os.path.join(given, "out.txt")) as f:
                feedback = f.read()
        self.assertEqual(entry["verdict"], "ungraded")
        note = [n for n in entry["notes"] if "could not read" in n]
        self.assertEqual(len(note), 1, entry["notes"])
        self.assertIn("line 2 ('result is 1004004 and 1000000')", note[0])
        self.assertIn("line 3 ('foo 12 bar')", note[0])
        self.assertIn("line 4 ('" + "x" * 117 + "...')", note[0])
        self.assertNotIn("line 5", note[0])  # (3 lines at most)
        self.assertIn("could not read line 2", feedback)

    def test_unread_note(self):
        from grading.unread import unread_note
        self.assertEqual(unread_note("no digits here\n", {}), "")
        self.assertEqual(unread_note("a 1\nb 2\n", {"x": type("F", (), {"line": 1})()}), "the grader could not read line 2 ('b 2')")


class ProseWords(RightAndWrong):  # F, L
    def test_right_pass_wrong_fail(self):
        sizes = "row length: 1002\ntotal elements: 1004004\ninner elements: 1000000\n"
        texts = [lead + "\n" + sizes + REST_1000 for lead in
                 ("I chose n to be 1000.", "n was set to 1000", "I set n to 1000", "n equals 1000", "We take n as 1000")]
        texts += ["n = 1000\nThe grid is 1002 x 1002 (1004004 in all, 1000000 inner)\n" + REST_1000,
                  "n = 1000\ngrid: 1004004 in all, 1000000 inner\nrow length: 1002\n" + REST_1000]
        self.right_and_wrong(texts, [("n to be 1000", "n to be 1001", "row"), ("n equals 1000", "n equals 999", "row"),
                                     ("1004004 in all", "1004000 in all", "total")])

    def test_words_left(self):
        from grading.prosewords import prose_words_read
        for line in ("12 in all arrays\n", "an to 1000\n", "run 3 to 1000\n", "Next, scaling n to 2000.\n", "loop from n to 1000\n"):
            self.assertEqual(prose_words_read(line), line)


class TiesCounted(unittest.TestCase):  # the round's end: a count of elements equal to t
    def test_right_pass(self):
        tails = ["WARNING: 3 elements of y are exactly 0.1", "note: 5 values equal t",
                 "WARNING: 3 elements of y equal the threshold", "Note: 3 elements equal to t (not counted)",
                 "warning: 7 values of x are exactly 0.1 (counted as not below)", "note: 2 ties at t",
                 "[warn] 4 entries == 0.1", "y: 3 values are exactly equal to the threshold",
                 "NOTE: 0 values equal t"]
        for tail in tails:
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(C01_1000 + tail + "\n"), ("pass", {}))

    def test_counts_below_still_read(self):
        for tail in ["WARNING: 13 elements of y are below or equal to t", "WARN: y below t: 13",
                     "note: 13 elements of y are <= 0.1"]:
            with self.subTest(tail=tail):
                verdict, bad = not_passing(C01_1000 + tail + "\n")
                self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()

"""The sixteenth round's labels (h16b A1, A2, A3): a count's label that names the threshold by its value
('x: below 0.1: 100024 (0.100024)', 'x: mean 0.499845, below 0.1: ...', 'Elements below 0.1 in x and y:
100024 and 12 (...)', '(array, below 0.1, fraction): [...]'): the count read, the 0.1 the threshold's
(a wrong one fails it), never a count or a fraction."""
import time
import unittest

from tests.grader.a_support import graded, not_passing

HEAD = ("n = 1000\nn+2 = 1002\nTotal elements = 1004004\nInner elements = 1000000\n"
        "Memory per array = 0.00374021 GB\nThreshold = 0.1\na = 0.05, b = 0.1, c = 0.4\n")


def _keys(text):
    verdict, bad = not_passing(text)
    return verdict, set(bad)


def _two(line, cx="100024", fx="0.100024", cy="12", fy="1.2e-05", t="0.1"):
    """HEAD and `line` for each array ({a} its name, {A} capitalised, {c} its count, {f} its fraction, {t})."""
    return HEAD + "".join(line.format(a=a, A=a.upper(), c=c, f=f, t=t) + "\n" for a, c, f in (("x", cx, fx), ("y", cy, fy)))


class ArrayThenThresholdValueTest(unittest.TestCase):
    """A1: an array's name, a colon, the threshold named by its value, a second colon or '=' (c01 .. c25):
    was UNGRADED."""
    LINES = ["{a}: below {t}: {c} ({f})", "{A}: elements below {t}: {c} ({f})", "{a}: count below {t}: {c} ({f})",
             "{a}: < {t}: {c} ({f})", "{a}: <{t}: {c} ({f})", "array {a}: below {t}: {c} ({f})",
             "{a}: below {t} = {c} ({f})", "{A}: below threshold {t}: {c} ({f})", "{a}:\tbelow {t}:\t{c}\t{f}",
             "{a}: under {t}: {c} ({f})", "{a}: below t={t}: {c} ({f})", "{a}: below (t={t}): {c} ({f})",
             "{a}: count < {t} = {c}, fraction = {f}", "{a}: below {t}: {c}, fraction {f}",
             "{a}: # below {t}: {c} (fraction {f})", "{a} below {t}: count={c} frac={f}", "{a}: below {t} count={c} frac={f}"]

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(_two(line)), ("pass", {}))
        for t in ("0.10", "1e-1", ".1"):
            self.assertEqual(not_passing(_two(self.LINES[0], t=t)), ("pass", {}))
        text = HEAD + "Before smoothing: below 0.1: 100024 (0.100024)\nAfter smoothing: below 0.1: 12 (1.2e-05)\n"
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(graded(_two(self.LINES[0])), ("pass", {}))
        text = HEAD + "x: below 0.1: 100024\ny: below 0.1: 12\nfraction x: 0.100024\nfraction y: 1.2e-05\n"  # c05
        self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(_two(line, cy="13", fy="1.3e-05")), ("fail", {"below_y", "fraction_y"}))  # c26
                self.assertEqual(_keys(_two(line, cx="100025", fx="0.100025")), ("fail", {"below_x", "fraction_x"}))
        for line in self.LINES:
            with self.subTest(line=line, t="0.2"):
                self.assertEqual(_keys(_two(line, t="0.2")), ("fail", {"threshold"}))
        self.assertEqual(graded(_two(self.LINES[0], cy="13", fy="1.3e-05")), ("fail", {"below_y": "fail",
                                                                                       "fraction_y": "fail"}))

    def test_long_line_fast(self):
        from grading.statements import parts
        for line in ["x: " + "below " * 700, "x: " + "b" * 4096, "x: " + "below 0.1 " * 400, "x: " + "(" * 4096,
                     "x: below " + "0" * 4096 + ":", "x: " + "<" * 4096]:
            start = time.perf_counter()
            parts(line)
            self.assertLess(time.perf_counter() - start, 0.5)


class StatisticsAndThresholdValueTest(unittest.TestCase):
    """A1 through statsfirst.py: statistics before or after a count whose label names the threshold's value
    (r58 and r62 were UNGRADED; r52, r51 and r46 read the mean or the maximum as the count, 13/20)."""
    LINES = ["{a}: min 0.000001 max 0.999999 mean 0.499845  below {t}: {c} ({f})",  # r58
             "{a}: mean 0.499845, below {t}: {c} ({f})", "{a}: mean 0.499845, count below {t}: {c} ({f})",  # r52, r51
             "{a}: max 0.999999, count below {t}: {c}, fraction {f}",  # r46
             "{a}: below {t}: {c} ({f}), min 1.3e-06, max 0.999999", "{a}: below {t}: {c} ({f}), mean 0.499845",  # r14, r62
             "{a} below {t}: {c} ({f}), mean 0.499845", "{a}: average 0.5, below {t} = {c} ({f})",
             "{a}: mean 0.499845, < {t}: {c} ({f})", "{a}: mean=0.499845, # below {t}: {c} ({f})",
             "{a}: mean 0.499845, below t={t}: {c} ({f})"]

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(_two(line)), ("pass", {}))
        self.assertEqual(graded(_two(self.LINES[1])), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(_two(line, cx="100025", fx="0.100025")), ("fail", {"below_x", "fraction_x"}))
                self.assertEqual(_keys(_two(line, cy="100024", fy="0.100024")), ("fail", {"below_y", "fraction_y"}))
                self.assertEqual(_keys(_two(line, t="0.2")), ("fail", {"threshold"}))


class RespectivelyThresholdValueTest(unittest.TestCase):
    """A2: both arrays' counts in one sentence whose label names the threshold's value (r38, r39, r41, r42, r56:
    9/20 with a false "X's count printed for Y"; r55 UNGRADED)."""
    LINES = ["Elements below {t} in x and y: {cx} and {cy} ({px} and {py})",  # r38
             "Elements below {t} in x and y: {cx} and {cy} ({fx} and {fy})",  # r39
             "Elements below {t} in x and y are {cx} and {cy}, respectively ({px} and {py})",  # r41
             "Counts below {t} for x and y: {cx} and {cy} (fractions {fx} and {fy})",  # r42
             "Elements below threshold {t} in x and y are {cx} and {cy}, respectively (fractions {fx} and {fy})",  # r56
             "Elements < {t} in x and y: {cx} and {cy} (fractions {fx} and {fy})",  # r55
             "Number of elements under {t} in x and y: {cx}, {cy} ({fx}, {fy})",
             "Elements below t={t} in x and y: {cx} and {cy} ({fx} and {fy})",
             "Elements below (t = {t}) in x and y are {cx} and {cy}, respectively ({px} and {py})"]

    @staticmethod
    def text(line, cx="100024", cy="12", fx="0.100024", fy="1.2e-05", px="10.0024%", py="0.0012%", t="0.1"):
        return HEAD + line.format(cx=cx, cy=cy, fx=fx, fy=fy, px=px, py=py, t=t) + "\n"

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(self.text(line)), ("pass", {}))
        self.assertEqual(graded(self.text(self.LINES[0])), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(self.text(line, t="0.2")), ("fail", {"threshold"}))
                self.assertEqual(_keys(self.text(line, cy="13", fy="1.3e-05", py="0.0013%")),
                                 ("fail", {"below_y", "fraction_y"}))
                self.assertEqual(_keys(self.text(line, cx="12", cy="100024", fx="1.2e-05", fy="0.100024", px="0.0012%",
                                                 py="10.0024%")), ("fail", {"below_x", "below_y", "fraction_x",
                                                                            "fraction_y"}))
        self.assertEqual(_keys(self.text(self.LINES[0], py="0.12%")), ("fail", {"fraction_y"}))  # w41

    def test_clause_before_kept(self):
        # a clause before the sentence (after_clauses') keeps its constants and threshold (the corpus' p16-c05)
        sizes = HEAD.split("Threshold")[0]
        line = ("Using a = 0.05, b = 0.1, c = 0.4 and a threshold of 0.1, the numbers of inner elements below the threshold "
                "in x and y are 100024 and 12, respectively (fractions 0.100024 and 1.2e-05).\n")
        self.assertEqual(not_passing(sizes + line), ("pass", {}))


class TuplesThresholdValueTest(unittest.TestCase):
    """A3: a list of tuples under a header whose count column names the threshold's value (r54: UNGRADED)."""
    LINE = "(array, {col}, fraction): [('x', {cx}, {fx}), ('y', {cy}, {fy})]"
    COLUMNS = ["below {t}", "count < {t}", "below t={t}", "n<{t}", "count below threshold {t}"]

    @classmethod
    def text(cls, col, cx="100024", cy="12", fx="0.100024", fy="1.2e-05", t="0.1"):
        return HEAD + cls.LINE.format(col=col.format(t=t), cx=cx, cy=cy, fx=fx, fy=fy) + "\n"

    def test_right_pass(self):
        for col in self.COLUMNS:
            with self.subTest(col=col):
                self.assertEqual(not_passing(self.text(col)), ("pass", {}))
        self.assertEqual(graded(self.text(self.COLUMNS[0])), ("pass", {}))

    def test_wrong_fail(self):
        for col in self.COLUMNS:
            with self.subTest(col=col):
                self.assertEqual(_keys(self.text(col, cy="13", fy="1.3e-05")), ("fail", {"below_y", "fraction_y"}))
                self.assertEqual(_keys(self.text(col, cx="12", cy="100024", fx="1.2e-05", fy="0.100024")),
                                 ("fail", {"below_x", "below_y", "fraction_x", "fraction_y"}))
        self.assertEqual(_keys(self.text(self.COLUMNS[0], t="0.2")), ("fail", {"threshold"}))

    def test_long_header_fast(self):
        from grading.tuples import tuples_listed
        for line in ["(" + ",".join(["a   b   c   d   e"] * 8) + "   " * 100 + "x'", "(a" + " b" * 450 + "'",
                     "(" + ",".join(["a" + "   b" * 4] * 8) + ") = ['"]:
            start = time.perf_counter()
            tuples_listed(line)
            self.assertLess(time.perf_counter() - start, 0.2)


class CountAfterFractionTest(unittest.TestCase):
    """c21: 'x: fraction below 0.1: 0.100024, count: 100024': a clause of a count's word alone after the
    fraction's is the array's count (was UNGRADED, with 'below threshold' too)."""
    LINES = ["{a}: fraction below {t}: {f}, count: {c}", "{a}: fraction below threshold: {f}, count: {c}",
             "{a} fraction below {t}: {f}, count {c}", "{a}: fraction below {t} = {f}, number = {c}"]

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(_two(line)), ("pass", {}))
        self.assertEqual(graded(_two(self.LINES[0])), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(_two(line, cx="100025")), ("fail", {"below_x"}))
                self.assertEqual(_keys(_two(line, cy="13", fy="1.3e-05")), ("fail", {"below_y", "fraction_y"}))
        self.assertEqual(_keys(_two(self.LINES[0], t="0.2")), ("fail", {"threshold"}))
        # a size after the fraction is no count: 'n: 1000' stays no field
        self.assertEqual(not_passing(_two("{a}: fraction below {t}: {f}, n: 1000") + _two("{a} below threshold: {c}")
                                     .replace(HEAD, "")), ("pass", {}))


class EachArrayThresholdGivenTest(unittest.TestCase):
    """A label naming the threshold's value by its name's '=' before each array's value ('Below threshold
    (t=0.1): x = 100024, y = 12'): the 0.1 was read as X's count (a right output failed)."""
    HEADS = ["Below threshold (t={t})", "Count below t={t}", "Elements below (thr = {t})"]

    def text(self, head, cx="100024", cy="12", t="0.1"):
        return HEAD + f"{head.format(t=t)}: x = {cx}, y = {cy}\nFraction: x = 0.100024, y = 1.2e-05\n"

    def test_right_pass(self):
        for head in self.HEADS:
            with self.subTest(head=head):
                self.assertEqual(not_passing(self.text(head)), ("pass", {}))

    def test_wrong_fail(self):
        for head in self.HEADS:
            with self.subTest(head=head):
                self.assertEqual(_keys(self.text(head, cy="13")), ("fail", {"below_y"}))
                self.assertEqual(_keys(self.text(head, t="0.2")), ("fail", {"threshold"}))
        # a threshold given before the names, not in the label's words, stays a statement of its own
        text = HEAD.replace("Threshold = 0.1\n", "") + "t=0.1 below_x=100024 below_y=12\nFraction: x = 0.100024, y = 1.2e-05\n"
        self.assertEqual(not_passing(text), ("pass", {}))


if __name__ == "__main__":
    unittest.main()

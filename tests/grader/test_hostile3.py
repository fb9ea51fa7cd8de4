"""test_hostile3.py - the wrong grades the second hostile pass left (docs/reliability.md, "Left from
the second hostile pass") and the review after it: leaving X out earns no more than printing it."""
import csv
import gzip
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import (COUNTS_1000, MORE_1000, RECORD_1000, SIZES_1000, TOP, count_founds, entry_of,  # noqa: E402
                       grading, lms, runs)
from grading import fields, inputs, lines  # noqa: E402

HAVE_SMOOTH = os.path.exists(os.path.join(TOP, "smooth"))

RUBRIC = lms.load_rubric()
X_COUNT = "Number of elements below threshold (X)   :: 100024\n"
X_FRACTION = "Fraction of elements below threshold     :: 1.00024E-01\n"


def output(x_lines, y):
    """A right n = 1000 output but for Y (and its fraction), with X's lines as given."""
    return (SIZES_1000 + x_lines + f"Number of elements below threshold (Y)   :: {y}\n"
            f"Fraction of elements below threshold     :: {y / 1e6:.5E}\n")


def points(text):
    return lms.score(entry_of(text), RUBRIC)[0]


class LeavingXOut(unittest.TestCase):
    def test_fraction_only_scores_no_more(self):
        """a wrong Y (20 for 12): with X's count 14 of 20; with only X's fraction it was judged plausible
        (15 of 20); X's fraction pins the count 100024, the generator's: Y exact, fails"""
        with_count, fraction_only = output(X_COUNT + X_FRACTION, 20), output(X_FRACTION, 20)
        self.assertEqual(entry_of(fraction_only)["fields"]["below_y"]["status"], "fail")
        self.assertLessEqual(points(fraction_only), points(with_count))
        self.assertEqual(entry_of(fraction_only)["fields"]["fraction_x"]["status"], "pass")

    def test_no_x_at_all_scores_no_more(self):
        """no X line at all, Y wrong: nothing shows other data, so Y is judged as the generator's"""
        self.assertEqual(entry_of(output("", 16))["fields"]["below_y"]["status"], "fail")
        self.assertLessEqual(points(output("", 16)), points(output(X_COUNT + X_FRACTION, 16)))

    def test_x_printed_as_a_percent_only(self):
        """X's count line printing 10.0024% (not a count) and its fraction: the fraction identifies the data"""
        text = output("Number of elements below threshold (X)   :: 10.0024%\n" + X_FRACTION, 20)
        self.assertEqual(entry_of(text)["fields"]["below_y"]["status"], "fail")

    def test_other_data_still_plausible(self):
        """control: X's fraction of other data (99855, pinned) leaves a consistent Y plausible, the
        fraction plausible too; a right output without X's count keeps its right Y"""
        entry = entry_of(output("Fraction of elements below threshold     :: 9.98550E-02\n", 11))
        self.assertEqual((entry["fields"]["below_y"]["status"], entry["fields"]["fraction_x"]["status"]),
                         ("plausible", "plausible"))
        self.assertEqual(entry_of(output(X_FRACTION, 12))["fields"]["below_y"]["status"], "pass")

    def test_a_vague_fraction(self):
        """X's fraction to 3 digits (0.100: counts 99950..100050) is the generator's as far as it says:
        Y exact; one that excludes the generator's count (0.0990) shows other data"""
        self.assertEqual(entry_of(output("Fraction of elements below threshold (X) :: 0.100\n", 20))
                         ["fields"]["below_y"]["status"], "fail")
        self.assertEqual(entry_of(output("Fraction of elements below threshold (X) :: 0.0990\n", 11))
                         ["fields"]["below_y"]["status"], "plausible")

    def test_right_output(self):
        """control: the right output passes"""
        self.assertEqual(entry_of(SIZES_1000 + COUNTS_1000)["verdict"], "pass")


# rows 1..n, columns 0..n-1 (one loop 1-based, the other 0-based) at n = 1000, the tutorial's data:
# what it adds to X, and to Y (y's ghost layer x's), as runs.diagnostics counts them from smooth's dumps
MIXED = "an index range off by one: rows 1..n, columns 0..n-1 (not 1..n)"
I_LT_N = "the last inner row and column left out (i < n, not i <= n)"


def problem_with_mixed():
    others = {name: 5000 + k for k, (_, _, name) in enumerate(runs.VARIANTS)}  # the 79, none near these counts
    more = dict(MORE_1000, range_x=dict(others, **{I_LT_N: -177, MIXED: 11}),
                range_y=dict(others, **{I_LT_N: 0, MIXED: 90}), range_y0=dict(others, **{I_LT_N: 0, MIXED: 90}),
                range_common=[name for _, _, name in runs.RANGES])
    return grading.Problem(dict(RECORD_1000), lambda: dict(more))


def counts(x, y, header=""):
    return header + SIZES_1000 + (f"Number of elements below threshold (X)   :: {x}\n"
                                  f"Fraction of elements below threshold     :: {x / 1e6:.5E}\n"
                                  f"Number of elements below threshold (Y)   :: {y}\n"
                                  f"Fraction of elements below threshold     :: {y / 1e6:.5E}\n")


class MixedIndexRanges(unittest.TestCase):
    """M2: rows 1..n with columns 0..n-1 gives X = 100035 at n = 1000 (was PLAUSIBLE)."""

    def test_named_where_the_data_is_known(self):
        """stated generator (RNG line, srand(1)): X = 100035 fails, the mixed loops named"""
        for header in ("RNG :: libc, seed 1\n", "srand(1);\n"):
            with self.subTest(header=header):
                entry = entry_of(counts(100035, 12, header), problem=problem_with_mixed())
                self.assertEqual(entry["verdict"], "fail")
                self.assertEqual(entry["fields"]["below_x"]["note"], MIXED)

    def test_both_counts_the_ranges(self):
        """X = 100035 and Y = 102 (both the mixed loops'): no other data comes near: FAIL, both named so"""
        entry = entry_of(counts(100035, 102), problem=problem_with_mixed())
        self.assertEqual((entry["fields"]["below_x"]["note"], entry["fields"]["below_y"]["note"]), (MIXED, MIXED))

    def test_x_alone_is_no_proof(self):
        """X = 100035 with Y = 12 and no generator stated: one of 79 variants' X with a common Y is a
        chance of about 1e-2 for other data at n = 1000: still plausible, unverified"""
        self.assertEqual(entry_of(counts(100035, 12), problem=problem_with_mixed())["verdict"], "plausible")
        self.assertGreater(grading.stats.variant_chance(100035, 12, 1000, 0.1, 12, 79), 1e-3)
        self.assertLess(grading.stats.variant_chance(100035, 102, 1000, 0.1, 12, 79), 1e-6)

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
    def test_diagnostics_count_every_variant(self):
        """runs.diagnostics counts the mixed loops from smooth's dumps, the common ones as before"""
        more = runs.diagnostics(1000, dict(runs.TUTORIAL))
        self.assertEqual((more["range_x"][MIXED], more["range_y"][MIXED]), (11, 90))
        self.assertEqual(more["range_x"][I_LT_N], -177)
        self.assertEqual(len(more["range_x"]), len(runs.VARIANTS))



def grade(*args, cwd=TOP):
    """scripts/grade ARGS: (exit status, stdout, stderr)."""
    done = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "grade")] + list(args), cwd=cwd,
                          capture_output=True, text=True, timeout=600)
    return done.returncode, done.stdout, done.stderr


class MisnamedArchive(unittest.TestCase):
    """M3: a text file named .zip or .gz (plain text with an archive's name) was ungraded."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def write(self, name, data):
        path = os.path.join(self.tmp.name, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def test_text_named_as_an_archive(self):
        """out.zip, out.txt.gz, out.tar.gz holding text: read as text, the name said wrong"""
        text = (SIZES_1000 + COUNTS_1000).encode()
        for name, suffix in (("out.zip", ".zip"), ("out.txt.gz", ".gz"), ("out.tar.gz", ".tar.gz"), ("o.tgz", ".tgz")):
            with self.subTest(name=name):
                path = self.write(name, text)
                batch = inputs.Batch()
                self.assertEqual(inputs.with_archives([path], [], self.tmp.name, batch), [path])
                self.assertIn(f"its name ends {suffix}, but it is plain text, not an archive", batch.misnamed[path])

    def test_real_archives_and_binary_stay_archives(self):
        """control: a real zip and gzip are still opened; binary bytes named .zip are not text"""
        self.assertEqual(inputs.misnamed(self.write("b.zip", b"\x00\x01\x02garbage" * 100)), "")
        buffer = os.path.join(self.tmp.name, "real.zip")
        with zipfile.ZipFile(buffer, "w") as z:
            z.writestr("out.txt", SIZES_1000 + COUNTS_1000)
        self.assertEqual(inputs.misnamed(buffer), "")
        self.assertEqual(inputs.misnamed(self.write("o.txt.gz", gzip.compress(b"hello"))), "")

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
    def test_graded_end_to_end(self):
        """grade on alice_11_1_out.zip (text): PASS, its feedback saying the name was wrong"""
        path = self.write("alice_11_1_out.zip", (SIZES_1000 + COUNTS_1000).encode())
        feedback = os.path.join(self.tmp.name, "fb")
        code, out, err = grade("-feedback", feedback, path)
        self.assertEqual(code, 0, out + err)
        self.assertIn("PASS", out)
        self.assertIn("plain text, not an archive", out + err)
        with open(os.path.join(feedback, "alice_11.txt")) as f:
            self.assertIn("Note: its name ends .zip, but it is plain text", f.read())



def page(y_line):
    """A Canvas text entry of the right n = 1000 output, Y's line as given (HTML)."""
    body = (SIZES_1000 + COUNTS_1000).replace("Number of elements below threshold (Y)   :: 12\n", y_line + "\n")
    return "<p>" + "<br>".join(body.splitlines()) + "</p>"


class HiddenHtml(unittest.TestCase):
    """M4: text a page does not show was read as the student's answer (Y = 2 shown, 12 read: PASS)."""

    HIDDEN = ['Number of elements below threshold (Y) :: <span style="display:none">1</span>2',
              'Number of elements below threshold (Y) :: <span style="DISPLAY : None;color:red">1</span>2',
              'Number of elements below threshold (Y) :: <span style="visibility:hidden">1</span>2',
              'Number of elements below threshold (Y) :: <b hidden>1</b>2',
              'Number of elements below threshold (Y) :: <span hidden><span>1</span></span>2',
              'Number of elements below threshold (Y) :: <div style="display:none"><div>1</div></div>2',
              'Number of elements below threshold (Y) :: <template>1</template>2',
              'Number of elements below threshold (Y) :: <!-- 1 -->2',
              'Number of elements below threshold (Y) :: <script>document.write("1")</script>2']

    def shown_y(self, text):
        return grading.read_output(text)["fields"]["below_y"].text

    def test_hidden_text_not_read(self):
        for y_line in self.HIDDEN:
            with self.subTest(y_line=y_line):
                self.assertEqual(self.shown_y(page(y_line)), "2")
                self.assertEqual(entry_of(page(y_line))["fields"]["below_y"]["status"], "fail")

    def test_large_pages_too(self):
        """past HTML_PARSED a page is read by the regular expression: the same text left out"""
        old = lines.HTML_PARSED
        lines.HTML_PARSED = 100
        self.addCleanup(setattr, lines, "HTML_PARSED", old)
        for y_line in self.HIDDEN:
            with self.subTest(y_line=y_line):
                self.assertEqual(self.shown_y(page(y_line)), "2")

    def test_hidden_summary_not_a_second_answer(self):
        """a hidden second summary (a style, a hidden div) with another Y: the shown one alone is read"""
        hidden = '<div hidden>Number of elements below threshold (Y) :: 20</div>'
        style = '<style>.x::after { content: "Number of elements below threshold (Y) :: 20" }</style>'
        for extra in (hidden, style):
            with self.subTest(extra=extra):
                self.assertEqual(entry_of(extra + page("Number of elements below threshold (Y)   :: 12"))["verdict"],
                                 "pass")

    def test_shown_text_still_read(self):
        """control: <p>1<p>2 (each p closing the last), a shown span, <b>, a body after an unclosed head"""
        for text in (page("Number of elements below threshold (Y) :: <span>1</span>2"),
                     page("Number of elements below threshold (Y) :: <b>12</b>"),
                     "<html><head><title>hw</title><body>" + page("Number of elements below threshold (Y) :: 12")):
            with self.subTest(text=text[-80:]):
                self.assertEqual(entry_of(text)["verdict"], "pass")
        self.assertEqual(lines.page_text('<p hidden>1<p>2</p>').strip(), "2")



def smooth_output(n):
    """A student's right output at n, from ./smooth's numbers (its summary lines, no header)."""
    done = subprocess.run([os.path.join(TOP, "smooth"), "-n", str(n), "-kernel", "cpu"], capture_output=True,
                          text=True, check=True)
    keep = ("Number of", "Total number", "Memory", "Threshold", "Smoothing", "Fraction")
    return "".join(line + "\n" for line in done.stdout.splitlines() if line.startswith(keep))


def write(folder, name, text):
    with open(os.path.join(folder, name), "w") as f:
        f.write(text)


@unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
class RequiredSize(unittest.TestCase):
    """H3: a wrong program run at a small n whose mistake gives the right Y there (n = 300, a and b
    swapped: Y = 0, right at n = 300) passed unflagged; grade had no way to require one size."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.folder = os.path.join(cls.tmp.name, "class")
        os.mkdir(cls.folder)
        right = SIZES_1000 + COUNTS_1000
        for k, name in enumerate(("alice", "bob", "carol")):
            write(cls.folder, f"{name}_{11 + k}_{101 + k}_out.txt", right)
        small = smooth_output(300)
        assert "(Y)   :: 0\n" in small  # a and b swapped print this too: Y = 0 is right at n = 300
        write(cls.folder, "eve_15_105_out.txt", small)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_minus_n_fails_another_size(self):
        """grade -n 1000: eve's n = 300 output fails, naming both sizes; the others pass"""
        code, out, err = grade("-n", "1000", "-canvas", "-", "-assignment", "HW", self.folder)
        self.assertEqual(code, 1, err)
        rows = {row["Student"]: row for row in csv.DictReader(io.StringIO(out))}
        self.assertEqual(rows["eve"]["HW"], "3")  # the threshold and constants: all else depends on n
        self.assertEqual({rows[s]["HW"] for s in ("alice", "bob", "carol")}, {"20"})
        self.assertIn("its n = 300 is not the n = 1000 required", rows["eve"]["Notes"])
        code, out, err = grade("-n", "1000", os.path.join(self.folder, "eve_15_105_out.txt"))
        self.assertIn("FAIL (9 of 11 fields wrong: the output is at n = 300, not the required n = 1000", out)
        self.assertIn("at n = 300 itself it is PASS", out)

    def test_minus_n_refused(self):
        """-n 0 and -n past -max-n: a bad command line, exit 2"""
        for value in ("0", "40000", "x"):
            with self.subTest(value=value):
                self.assertEqual(grade("-n", value, self.folder)[0], 2)

    def test_without_minus_n_every_export_notes_it(self):
        """no -n: eve passes (a note, not a fail), and every export says her n is not the class's"""
        feedback, page = os.path.join(self.tmp.name, "fb"), os.path.join(self.tmp.name, "c.html")
        code, out, err = grade("-canvas", "-", "-assignment", "HW", "-feedback", feedback, "-html", page, self.folder)
        self.assertEqual(code, 0, err)
        note = "its n = 300 is not the class's most common n = 1000 (3 of 4 students)"
        rows = {row["Student"]: row for row in csv.DictReader(io.StringIO(out))}
        self.assertEqual(rows["eve"]["HW"], "20")
        self.assertIn(note, rows["eve"]["Notes"])
        self.assertEqual(rows["alice"]["Notes"], "")
        self.assertIn("1 output(s) at another n than the class's most common n = 1000", err)
        with open(os.path.join(feedback, "eve_15.txt")) as f:
            self.assertIn("Note: " + note, f.read())
        with open(page) as f:
            self.assertIn("Needs a look: notes (1)", f.read())
        roster = json.loads(grade("-json", self.folder)[1])
        self.assertIn(note, [s for s in roster["students"] if s["student"] == "eve"][0]["notes"][0])
        self.assertEqual([f["notes"] for f in roster["files"] if "alice" in f["file"]], [[]])
        lines = list(csv.DictReader(io.StringIO(grade("-csv", self.folder)[1])))
        self.assertTrue(all(note in line["notes"] for line in lines if "eve" in line["file"]))
        self.assertFalse(any(line["notes"] for line in lines if "eve" not in line["file"]))


class ClassSizes(unittest.TestCase):
    """H3's note without -n: the class's most common n, a student each; none on a tie."""

    def entry(self, name, n, verdict="pass"):
        return {"file": name, "verdict": verdict, "n": n, "fields": {}, "notes": []}

    def test_most_common_by_students(self):
        """one student's three uploads at n = 300 do not make 300 the class's n"""
        entries = [self.entry(f"eve_15_10{k}_out.txt", 300) for k in range(3)] + [
            self.entry("alice_11_1_out.txt", 1000), self.entry("bob_12_2_out.txt", 1000)]
        common, noted = lms.size_notes(entries)
        self.assertEqual((common, len(noted)), (1000, 3))

    def test_a_tie_notes_nothing(self):
        entries = [self.entry("alice_11_1_out.txt", 1000), self.entry("bob_12_2_out.txt", 300)]
        self.assertEqual(lms.size_notes(entries), (None, []))
        self.assertEqual([e["notes"] for e in entries], [[], []])

    def test_require_size(self):
        """-n: the n-free fields (threshold, constants) and missing ones keep their status"""
        entry = entry_of(SIZES_1000 + COUNTS_1000.replace("Number of elements below threshold (Y)   :: 12\n", ""))
        lms.require_size(entry, 2000)
        statuses = {key: field["status"] for key, field in entry["fields"].items()}
        self.assertEqual((entry["verdict"], statuses["threshold"], statuses["constants"], statuses["below_y"],
                          statuses["below_x"]), ("fail", "pass", "pass", "missing", "fail"))
        same = entry_of(SIZES_1000 + COUNTS_1000)
        lms.require_size(same, 1000)
        self.assertEqual((same["verdict"], same["notes"]), ("pass", []))


class NoOutputHandedIn(unittest.TestCase):
    """M1: a student whose upload was skipped as a source (output.h, main.c) had no Canvas row at all."""

    def test_a_row_for_every_student(self):
        entries = [entry_of(SIZES_1000 + COUNTS_1000, name="class/alice_11_101_out.txt")]
        skipped = [("class/dave_14_104_output.h", "a source or build file"),
                   ("class/dave_14_104_main.c", "a source or build file"),
                   ("class/alice_11_101_main.c", "a source or build file"),  # alice has an output
                   ("class/.DS_Store", "hidden"), ("class/.git", "a hidden folder"),
                   ("class/feedback", "grade's own output"), ("class/Makefile", "a source or build file"),
                   ("class/frank/solve.c", "a source or build file"),
                   ("class/.store/gina/x.c", "a source or build file")]
        absent = lms.without_output(entries, skipped, ["class"])
        self.assertEqual(sorted(lms.student_of(e["file"], ["class"])["student"] for e in absent), ["dave", "frank"])
        dave = [e for e in absent if "dave" in e["file"]][0]
        self.assertEqual(dave["verdict"], "ungraded")
        self.assertIn("output.h", dave["reason"])
        rows = lms.canvas_rows(entries + absent, RUBRIC, "HW", ["class"])
        self.assertEqual([(row[0], row[1], row[5]) for row in rows[1:]], [("alice", "11", "20"), ("dave", "14", "0"),
                                                                           ("frank", "", "0")])
        self.assertIn("no output was found in the submission", rows[2][-1])
        self.assertIn("no output to grade", lms.feedback(dave, RUBRIC, ""))

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
    def test_end_to_end(self):
        """a Canvas download where dave uploaded only output.h: his row (0, the reason), his feedback, exit 3"""
        with tempfile.TemporaryDirectory() as tmp:
            folder = os.path.join(tmp, "class")
            os.mkdir(folder)
            write(folder, "alice_11_101_out.txt", SIZES_1000 + COUNTS_1000)
            write(folder, "dave_14_104_output.h", "#define N 1000\n")
            code, out, err = grade("-canvas", "-", "-assignment", "HW", "-feedback", os.path.join(tmp, "fb"), folder)
            self.assertEqual(code, 3, err)
            rows = {row["Student"]: row for row in csv.DictReader(io.StringIO(out))}
            self.assertEqual((rows["dave"]["ID"], rows["dave"]["HW"]), ("14", "0"))
            self.assertIn("dave_14_104_output.h skipped (a source or build file)", rows["dave"]["Notes"])
            self.assertIn("1 student(s) handed in no output", err)
            self.assertTrue(os.path.exists(os.path.join(tmp, "fb", "dave_14.txt")))
            roster = json.loads(grade("-json", folder)[1])
            self.assertEqual(([s["verdict"] for s in roster["students"] if s["student"] == "dave"],
                              roster["tally"]["without_output"], roster["tally"]["files"]), (["ungraded"], 1, 1))



class ChattySpeed(unittest.TestCase):
    """M5: a count printed every sweep ('... in Y after sweep 12: 4567') graded 1.5 times slower than
    other chatter: each line's value was made a Found, though past MAX_PRINTINGS only the latest is kept."""

    def test_the_latest_made_once(self):
        made = count_founds(self)
        chatter = "".join(f"Number of elements below threshold in Y after sweep {i}: {4000 + i % 977}\n"
                          for i in range(fields.MAX_PRINTINGS + 20000))
        reading = grading.read_output(chatter + SIZES_1000 + COUNTS_1000)
        self.assertLess(len(made), fields.MAX_PRINTINGS + 100)
        self.assertIn("two different values", reading["fields"]["below_y"].error)  # as before: the sweeps' counts
        self.assertEqual(reading["fields"]["below_x"].text, "100024")


if __name__ == "__main__":
    unittest.main()

"""test_hostile13_layouts.py - the thirteenth hostile pass's findings on layouts: a long data frame of
a key and a value a row (pandas' 'quantity  value' over '0  n  1.000000e+03', R's '1  n 1.000000e+03':
the index was read as each value); values apart by spaces under names apart by commas, or three under
'a,b,c' (UNGRADED); a dict or a tuple a notebook's cell shows, numpy's expressions (UNGRADED or fields
missing); labels in Spanish, German, French, Portuguese and Italian (UNGRADED, or fields missing).
Run: python3 -m unittest tests.grader.test_hostile13_layouts (or make test)."""
import json
import unittest

from tests.grader.a_support import COUNTS_1000, RIGHT_1000, SIZES_1000, not_passing
from grading import notebook

PANDAS = """         quantity         value
0               n  1.000000e+03
1             n+2  1.002000e+03
2  total_elements  1.004004e+06
3  inner_elements  1.000000e+06
4          mem_GB  3.740210e-03
5       threshold  1.000000e-01
6               a  5.000000e-02
7               b  1.000000e-01
8               c  4.000000e-01
9         below_x  1.000240e+05
10         frac_x  1.000240e-01
11        below_y  1.200000e+01
12         frac_y  1.200000e-05
"""
R_FRAME = """       quantity        value
1             n 1.000000e+03
2           n+2 1.002000e+03
3         total 1.004004e+06
4         inner 1.000000e+06
5  GB per array 3.740206e-03
6     threshold 1.000000e-01
7             a 5.000000e-02
8             b 1.000000e-01
9             c 4.000000e-01
10      below x 1.000240e+05
11   fraction x 1.000240e-01
12      below y 1.200000e+01
13   fraction y 1.200000e-05
"""

TIBBLE = """# A tibble: 13 × 2
   quantity         value
   <chr>            <dbl>
 1 n             1000    
 2 n+2           1002    
 3 total      1004004    
 4 inner      1000000    
 5 GB per array     0.00374
 6 threshold        0.1  
 7 a                0.05 
 8 b                0.1  
 9 c                0.4  
10 below x     100024    
11 fraction x       0.100024
12 below y         12    
13 fraction y       0.000012
"""


class KeyValueFrames(unittest.TestCase):
    """A long frame's index is no value: each row is its key's line (every field wrong before: the
    index read as the value, n as 1 or 2)."""

    def test_right_frames_pass(self):
        for text in (PANDAS, R_FRAME, PANDAS.replace("quantity", "     key").replace("   value", "   val"), TIBBLE):
            self.assertEqual(not_passing(text), ("pass", {}), text)

    def test_wrong_values_fail(self):
        for old, new, field in (("1.000240e+05", "1.000250e+05", "below_x"), ("3.740210e-03", "3.740310e-03", "memory"),
                                ("3.740210e-03", "7.480410e-03", "memory"), ("1.000240e-01", "1.000000e-01", "fraction_x"),
                                ("1.002000e+03", "1.004000e+03", "row"), ("1.200000e+01", "1.300000e+01", "below_y")):
            verdict, bad = not_passing(PANDAS.replace(old, new))
            self.assertEqual(verdict, "fail", (old, new))
            self.assertIn(field, bad, (old, new))
        verdict, bad = not_passing(TIBBLE.replace("100024    ", "100042    "))
        self.assertEqual((verdict, "below_x" in bad), ("fail", True))


WIDE_ABC = """n           n+2         total       inner       GB/array      t       a,b,c             x<t       frac_x      y<t     frac_y
1000        1002        1004004     1000000     0.00374021    0.1     0.05 0.10 0.40    100024    0.100024    12      1.2e-05
"""
CSV_OVER_SPACES = """n, n+2, total, inner, mem_GB, t, a, b, c, below_x, frac_x, below_y, frac_y
1000 1002 1004004 1000000 0.0037402063608169556 0.1 0.05 0.1 0.4 100024 0.100024 12 1.2e-05
"""
FORTRAN = """ n, n+2, total, inner, mem_GB, t, a, b, c, below_x, frac_x, below_y, frac_y
        1000        1002     1004004     1000000   3.74020636E-03  0.100000001       5.00000007E-02  0.100000001  \
    0.400000006          100024  0.100024000              12   1.20000004E-05
"""  # (one line: the backslash joins it)


class ValuesApartBySpaces(unittest.TestCase):
    """Values apart by spaces under a header whose names are apart by commas ('n, n+2, ...', Fortran's
    list-directed one line), or under a column 'a,b,c' of three values: a name each (UNGRADED before)."""

    def test_right_tables_pass(self):
        for text in (WIDE_ABC, CSV_OVER_SPACES, FORTRAN, CSV_OVER_SPACES.replace(", ", "; "),
                     CSV_OVER_SPACES.replace(", ", "\t")):
            self.assertEqual(not_passing(text), ("pass", {}), text)
        for name in ("(a,b,c)", "(a, b, c)", "a/b/c", "abc  ", "weights", "constants"):  # a column of the constants
            text = WIDE_ABC.replace("a,b,c  ", name.ljust(7))
            self.assertEqual(not_passing(text), ("pass", {}), name)
            verdict, bad = not_passing(text.replace("0.05 0.10 0.40", "0.40 0.10 0.05"))
            self.assertEqual((verdict, "constants" in bad), ("fail", True), name)
        # three values under a name of another field: no table
        self.assertNotEqual(not_passing(WIDE_ABC.replace("a,b,c  ", "GB/s   "))[0], "pass")

    def test_wrong_values_fail(self):
        for text, old, new, field in (
                (WIDE_ABC, "100024    0.1", "100025    0.1", "below_x"), (WIDE_ABC, "0.05 0.10 0.40", "0.05 0.40 0.10",
                                                                         "constants"),
                (CSV_OVER_SPACES, " 1002 ", " 1004 ", "row"), (CSV_OVER_SPACES, " 12 ", " 13 ", "below_y"),
                (FORTRAN, "3.74020636E-03", "7.48041272E-03", "memory"), (FORTRAN, "100024  0.1", "100042  0.1", "below_x")):
            self.assertIn(old, text)
            verdict, bad = not_passing(text.replace(old, new))
            self.assertEqual(verdict, "fail", (old, new))
            self.assertIn(field, bad, (old, new))

    def test_counts_unmatched_stay_unread(self):
        # one value fewer than the names: no column is sure of its value
        verdict, _ = not_passing(CSV_OVER_SPACES.replace(" 0.1 0.05", " 0.05"))
        self.assertNotEqual(verdict, "pass")


def _notebook(*cells):
    """A notebook's text as grade reads it: a code cell per (source, outputs)."""
    return notebook.outputs_text(json.dumps({
        "nbformat": 4, "nbformat_minor": 5, "metadata": {},
        "cells": [{"cell_type": "code", "source": source, "outputs": outputs, "metadata": {}} for source, outputs in cells]}),
        "hw.ipynb")


def _stream(text):
    return [{"output_type": "stream", "name": "stdout", "text": text}]


def _shown(text):
    return [{"output_type": "execute_result", "execution_count": 1, "data": {"text/plain": text}, "metadata": {}}]


PRINTED = ("print(sizes)", _stream(SIZES_1000))


class ShownByACell(unittest.TestCase):
    """A dict or a tuple a cell shows, its items each a value (UNGRADED before: the dict's expression, or
    the tuple's, one label of four values); numpy 2's scalars ('np.float64(0.100024)') their numbers; a name
    the code assigned (cx = count(x, 0.1)) said as what it was assigned; a comment after the expression its words."""

    DICT = "{'below_x': 100024, 'frac_x': 0.100024, 'below_y': 12, 'frac_y': 1.2e-05}"

    def test_a_dict_shown(self):
        for shown in (self.DICT, self.DICT.replace(", '", ",\n '"), self.DICT.replace("0.100024", "np.float64(0.100024)")):
            text = _notebook(PRINTED, ("{'below_x': cx, 'frac_x': cx/n**2, 'below_y': cy, 'frac_y': cy/n**2}",
                                       _shown(shown)))
            self.assertEqual(not_passing(text), ("pass", {}), shown)
        for old, new, field in (("100024,", "100042,", "below_x"), ("1.2e-05", "1.3e-05", "fraction_y")):
            text = _notebook(PRINTED, ("d", _shown(self.DICT.replace(old, new))))
            verdict, bad = not_passing(text)
            self.assertNotEqual(verdict, "pass", new)
            self.assertIn(field, bad, new)

    def test_a_tuple_shown_of_names_assigned(self):
        cells = (PRINTED, ("y = smooth(x, 0.05, 0.1, 0.4)\ncx, cy = count(x, 0.1), count(y, 0.1)", []),
                 ("cx, cx/n**2, cy, cy/n**2", _shown("(100024, 0.100024, 12, 1.2e-05)")))
        self.assertEqual(not_passing(_notebook(*cells)), ("pass", {}))
        wrong = cells[:2] + (("cx, cx/n**2, cy, cy/n**2", _shown("(100024, 0.100024, 13, 1.3e-05)")),)
        verdict, bad = not_passing(_notebook(*wrong))
        self.assertEqual((verdict, "below_y" in bad), ("fail", True))
        named = (PRINTED, ("cx, cy = count(x, 0.1), count(y, 0.1)\nres = (cx, cx/n**2, cy, cy/n**2)\nres",
                           _shown("(100024, 0.100024, 12, 1.2e-05)")))
        self.assertEqual(not_passing(_notebook(*named)), ("pass", {}))
        # an array's name is never said as what it was assigned ('x = np.array(...)': x stays x)
        text = _notebook(("x = fill(m)\nt = 0.1", []), ("np.count_nonzero(x[1:-1, 1:-1] < t)", _shown("100024")))
        self.assertIn("np.count_nonzero(x[1:-1, 1:-1] < t) = 100024", text)

    def test_numpy_expressions(self):
        cells = (("n", _shown("1000")), ("x.shape, x.size, x[1:-1, 1:-1].size", _shown("((1002, 1002), 1004004, 1000000)")),
                 ("x.nbytes / 2**30  # GB per array", _shown("0.0037402063608169556")),
                 ("a, b, c, t = 0.05, 0.1, 0.4, 0.1\na, b, c, t", _shown("(0.05, 0.1, 0.4, 0.1)")),
                 ("np.count_nonzero(x[1:-1, 1:-1] < t)", _shown("np.int64(100024)")),
                 ("(x[1:-1, 1:-1] < t).mean()", _shown("np.float64(0.100024)")),
                 ("np.count_nonzero(y[1:-1, 1:-1] < t)", _shown("12")),
                 ("(y[1:-1, 1:-1] < t).mean()", _shown("np.float64(1.2e-05)")))
        self.assertEqual(not_passing(_notebook(*cells)), ("pass", {}))
        for k, old, new, field in ((5, "0.100024", "0.100042", "fraction_x"), (1, "1004004", "1002001", "total"),
                                   (2, "0.0037402063608169556", "0.0074804127216339", "memory")):
            wrong = list(cells)
            wrong[k] = (cells[k][0], _shown(cells[k][1][0]["data"]["text/plain"].replace(old, new)))
            verdict, bad = not_passing(_notebook(*wrong))
            self.assertEqual((verdict, field in bad), ("fail", True), new)


SPANISH = """Tamaño de la malla (n): 1000
Elementos por fila incluyendo el borde: 1002
Número total de elementos: 1004004
Número de elementos interiores: 1000000
Memoria por arreglo (GB): 0.00374021
Umbral: 0.1
Constantes: a = 0.05, b = 0.1, c = 0.4
Elementos de x por debajo del umbral: 100024 (fracción 0.100024)
Elementos de y por debajo del umbral: 12 (fracción 1.2e-05)
"""
GERMAN = """Gittergröße n: 1000
Zeilenlänge mit Rand (n+2): 1002
Gesamtzahl der Elemente: 1004004
Anzahl innerer Elemente: 1000000
Speicher pro Feld: 0.00374021 GB
Schwellenwert: 0.1
Konstanten a, b, c: 0.05 0.1 0.4
Elemente unter dem Schwellenwert in x: 100024
Anteil in x: 0.100024
Elemente unter dem Schwellenwert in y: 12
Anteil in y: 1.2e-05
"""
FRENCH = """Taille de la grille (n) : 1000
Éléments par ligne avec le bord : 1002
Nombre total d'éléments : 1004004
Nombre d'éléments intérieurs : 1000000
Mémoire par tableau (Go) : 0.00374021
Seuil : 0.1
Constantes (a, b, c) : 0.05 0.1 0.4
Éléments de x sous le seuil : 100024
Fraction de x sous le seuil : 0.100024
Éléments de y sous le seuil : 12
Fraction de y sous le seuil : 1.2e-05
"""
PORTUGUESE = """Tamanho da malha (n): 1000
Elementos por linha incluindo a borda: 1002
Número total de elementos: 1004004
Número de elementos internos: 1000000
Memória por array (GB): 0.00374021
Limiar: 0.1
Constantes a, b, c: 0.05 0.1 0.4
Elementos de x abaixo do limiar: 100024
Fração de x: 0.100024
Elementos de y abaixo do limiar: 12
Fração de y: 1.2e-05
"""
ITALIAN = """Dimensione della griglia (n): 1000
Elementi per riga con il bordo: 1002
Numero totale di elementi: 1004004
Numero di elementi interni: 1000000
Memoria per array (GB): 0.00374021
Soglia: 0.1
Costanti a, b, c: 0.05 0.1 0.4
Elementi di x sotto la soglia: 100024
Frazione di x: 0.100024
Elementi di y sotto la soglia: 12
Frazione di y: 1.2e-05
"""


class Languages(unittest.TestCase):
    """Labels in Spanish, German, French, Portuguese and Italian read as their English (UNGRADED before, n read
    as 1000000, or the memory, the threshold and the fractions missing)."""

    def test_right_outputs_pass(self):
        for text in (SPANISH, GERMAN, FRENCH, PORTUGUESE, ITALIAN, SPANISH.replace("ñ", "n").replace("ú", "u"),
                     GERMAN.replace("ö", "oe").replace("ß", "ss").upper()):
            self.assertEqual(not_passing(text), ("pass", {}), text)

    def test_wrong_values_fail(self):
        for text, old, new, field in ((SPANISH, "1002", "1004", "row"), (SPANISH, "100024 (", "100042 (", "below_x"),
                                      (GERMAN, "0.00374021 GB", "0.00748042 GB", "memory"),
                                      (GERMAN, "Schwellenwert: 0.1", "Schwellenwert: 0.2", "threshold"),
                                      (FRENCH, "0.05 0.1 0.4", "0.1 0.05 0.4", "constants"),
                                      (PORTUGUESE, "internos: 1000000", "internos: 1004004", "total_inner"),
                                      (ITALIAN, "x: 0.100024", "x: 0.100042", "fraction_x")):
            self.assertIn(old, text)
            verdict, bad = not_passing(text.replace(old, new))
            self.assertNotEqual(verdict, "pass", (old, new))
            self.assertIn(field, bad, (old, new))

    def test_above_is_no_count(self):
        """'por encima del umbral', 'über dem Schwellenwert': the complement, never the count"""
        for text, old, new in ((SPANISH, "por debajo del", "por encima del"), (GERMAN, "unter dem", "über dem")):
            verdict, bad = not_passing(text.replace(old, new))
            self.assertNotEqual(verdict, "pass", new)

    def test_english_is_left_as_it_is(self):
        from grading.languages import FOREIGN, in_english
        from grading import words
        english = set().union(words.COUNT_WORDS, words.FRACTION_WORDS, words.SIZE_WORDS, words.LINE_WORDS,
                              words.INNER_WORDS, words.MEMORY_WORDS, words.X_WORDS, words.Y_WORDS, words.OTHER_WORDS,
                              words.SHARED_MEMORY, words.OTHER_MEMORY, words.ABBREVIATIONS)
        self.assertEqual(set(FOREIGN) & english, set())
        for text in (RIGHT_1000, "License: MIT\nGo version 1.21\nRNG: libc rand, seed 1\nSEM: 0.01\n" + RIGHT_1000):
            self.assertIs(in_english(text), text)


if __name__ == "__main__":
    unittest.main()

"""commentheaders.py - a table's header written as a comment of another language than the shell's: MATLAB's and
Octave's '% n N N2 n2 GB t a b c cx fx cy fy' over its row of 13 values (a .dat file for load()), C's or Rust's
'// n cx fx cy fy', Fortran's '! ...', Lisp's or an ini file's '; ...', SQL's or Haskell's '-- ...'. The '#'
header was read as the row's names; these were not (the file UNGRADED, or a field of the row lost). Where such a
line holds names only (each begins with a letter) and the line under it as many numbers as it has names, its mark is written
'#'. Part of the grader (notations.plain_notations asks it, in a text's first and last 256 KiB); one anchored
pattern of bounded runs a line.
"""
import re

from .textends import at_the_ends

_NAME = r"[A-Za-z_][\w+^*()/<>.'-]{0,23}"
_NUMBER = r"[-+]?(?:\d{1,19}(?:\.\d{0,19})?|\.\d{1,19})(?:[eE][-+]?\d{1,3})?"
_HEADER = re.compile(rf"(?m)^([ \t]{{0,4}})(?:%%?|//|!|;|--)([ \t]{{1,3}}{_NAME}(?:[ \t]{{1,12}}{_NAME}){{1,29}}[ \t]{{0,8}}\n)"
                     rf"([ \t]{{0,8}}{_NUMBER}(?:[ \t,]{{1,12}}{_NUMBER}){{1,29}}[ \t]{{0,8}})$")


def _hashed(m):
    names, values = m.group(2).split(), re.split(r"[ \t,]+", m.group(3).strip())
    if len(names) != len(values):
        return m.group()
    return m.group(1) + "#" + m.group(2) + m.group(3)


def comment_headers_hashed(text):
    """text with a comment mark before a header of names over a row of as many numbers written '#'."""
    return at_the_ends(text, lambda part: _HEADER.sub(_hashed, part), ("%", "//", "!", ";", "--"))

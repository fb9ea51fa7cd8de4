"""octavedisplay.py - Octave's and MATLAB's display of a count and its fraction, one variable a line, the fraction's
name the array's letter after an f ('nbelow_x = 100024' / 'fx = 0.1000', 'nx = 100024' / 'fx = 0.1000', 'ny = 12' /
'fy = 1.2000e-05'): 'fx' alone names nothing (words.classify), and 'nx' names a grid's size in many codes. Where a
count's line is followed by its array's f-line (a number from 0 to 1), the f-line is the fraction ('frac_x = ...'),
and an 'nx' is the count ('count_x = ...') when its value can be no size: no whole number the file prints as
'name = value' (n, N, the totals) is it, its square, nor its square with the ghost cells. A grid's 'nx = 1002' beside
'N = 1002' stays a size; 'nx' with no f-line under it is read as before. Part of the grader (notations.plain_notations
asks it, in a text's first and last 256 KiB); patterns of bounded runs, anchored at a line's start.
"""
import re

from .textends import at_the_ends

# A count's line, up to two blank lines, its array's f-line (Octave puts blank lines around a display in some modes);
# the count's name may be the letter alone ('X = 100024' / 'fX = 0.100024', 'X :: 100024'), with a backend's suffix
# ('nbx_gpu' / 'fx_gpu'), each value on the line after its name and a blank line (MATLAB's loose display: 'fx =', '',
# '    0.1000')
_SEP = r"([ \t]{0,3}(?:=|::?)[ \t]{0,3})((?:\n[ \t]{0,40}){0,3}\n[ \t]{0,16}(?=\d)|)"
_SUFFIX = r"((?:_(?:gpu|cpu|omp|cuda|mpi|acc|serial|seq|par|host|device|dev|ref))?)"
_PAIR = re.compile(rf"^([ \t]{{0,8}})(nbelow|n_below|nb|count|cnt|num|n|)(_?)([xyXY]){_SUFFIX}{_SEP}(\d{{1,12}})[ \t]{{0,40}}\n"
                   rf"((?:[ \t]{{0,40}}\n){{0,2}})([ \t]{{0,8}})(f|fr|frac)(_?)(\4)(\5){_SEP}"
                   r"((?:0|1)(?:\.\d{1,20})?(?:[eE][+-]?\d{1,3})?)[ \t]{0,40}$", re.M)
# A whole number the file prints as a variable's display ('n = 1000', 'N = 1002', 'total = 1004004')
_WHOLE = re.compile(r"^[ \t]{0,8}([A-Za-z_]\w{0,30})[ \t]{0,3}(?:=|::?)[ \t]{0,3}(\d{1,12})[ \t]{0,40}$", re.M)

_NX = re.compile(r"n?_?[xyXY]" + _SUFFIX)  # (the pairs' own counts: 'nx', 'X', 'nx_gpu')


def counts_displayed(text):
    """text with each count's f-line after it named a fraction, an 'nx' that can be no size named a count."""
    if "f" not in text or "=" not in text and ":" not in text:
        return text
    return at_the_ends(text, _rewritten)


def _rewritten(text):
    if not _PAIR.search(text):
        return text
    sizes = []

    def named(m):
        head = m.group(2)
        if head in ("n", ""):  # 'nx', 'X': a count only where its value can be no size of the file's
            if not sizes:  # (the file's other whole displays: not the 'nx', 'ny' lines themselves)
                printed = {int(v) for name, v in _WHOLE.findall(text)[:4096] if not _NX.fullmatch(name)}
                sizes.append(printed | {v * v for v in printed} | {(v + 2) * (v + 2) for v in printed})
            if int(m.group(8)) in sizes[0]:
                return m.group()
            head = "count"
        if m.group(5):  # ('nbx_gpu': 'count_x_gpu', a backend's count as its other names are read)
            head = "count"
        # (a loose display's value on its name's line, its line breaks after it: the other lines keep their numbers)
        return (f"{m.group(1)}{head}_{m.group(4)}{m.group(5)}{m.group(6)}{m.group(8)}{m.group(7)}\n{m.group(9)}"
                f"{m.group(10)}frac_{m.group(13)}{m.group(14)}{m.group(15)}{m.group(17)}{m.group(16)}")
    return _PAIR.sub(named, text)

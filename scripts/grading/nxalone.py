"""nxalone.py - an 'nx' / 'ny' alone on its line that names a count (the thirtieth pass's G): a Fortran namelist's
' NX=100024,' / ' NY=12,', Julia's 'nx = 100024', 'NX = 100024  ! below t in x'. words.classify reads 'nx' as a
grid's size, so a right output that also printed its counts so FAILED 'inner: 1000 and 100024'. Here such a line
is written 'count_x = 100024' (as nxcounts.py writes its three places) where its value can be no size (no size
line's value, nor that plus or minus 2, nor their squares: nxcounts._no_size) and is a count's below 0.1, between
5% and 20% of a size's square (a grid's 'nx = 1002', a block's 'nx = 64' stay sizes); then the same lines' 'ny'
too, its value no size; not where a fraction's name is printed too ('fx = 0.1000': varnames.py reads
the pair). Both on one line (' NX=100024, NY=12') are put one a line first. Only a line of the name, '=' or ':', a whole number, a namelist's ',' and a comment
('!', '#', '//', '%'). Part of the grader (nxcounts.nx_counts asks it, in a text's ends); one anchored pattern.
"""
import re

_LINE = re.compile(r"(?im)^([ \t]{0,8})(n_?([xy]))([ \t]{0,3}[=:][ \t]{0,3})(\d{1,12})"
                   r"(?=[ \t]{0,3},?[ \t]{0,8}(?:(?:!|#|//|%)[^\n]{0,80})?$)")
_FIRST = re.compile(r"[nN]_?[xX][ \t]{0,3}[=:]")  # (a cheap test first)
_CUE = re.compile(r"(?im)^[ \t]{0,8}n_?x[ \t]{0,3}[=:][ \t]{0,3}\d")
_MAX = 16
# a fraction's name beside them ('fx = 0.1000', Octave's echo of 'fx = nx/innertotal'): varnames.py reads nx with fx
_FRACTION_NAMED = re.compile(r"(?im)^[ \t]{0,8}(?:[>:\w]{0,12}>[ \t]{0,2})?f_?[xy][ \t]{0,3}[=:]")
# both on one line (' NX=100024, NY=12'): put one a line first
_PAIR = re.compile(r"(?im)^([ \t]{0,8})(n_?x[ \t]{0,3}[=:][ \t]{0,3}\d{1,12})(?:[ \t]{0,3}[,;][ \t]{0,8}|[ \t]{1,8})"
                   r"(n_?y[ \t]{0,3}[=:][ \t]{0,3}\d{1,12}[ \t]{0,3},?)[ \t]{0,8}$")


def nx_alone(text, file_sizes, no_size):
    """text with the lines of 'nx = V' (V a count's) and 'ny = V' beside them as 'count_x = V', 'count_y = V'."""
    if not _FIRST.search(text) or not _CUE.search(text) or _FRACTION_NAMED.search(text):
        return text
    split = _PAIR.sub(lambda m: f"{m.group(1)}{m.group(2)}\n{m.group(1)}{m.group(3)}", text)
    found = []
    for m in _LINE.finditer(split):
        found.append(m)
        if len(found) > _MAX:
            return text
    sizes = file_sizes(split)
    xs = [m for m in found if m.group(3).lower() == "x"]
    if not sizes or not xs or not all(no_size(int(m.group(5)), sizes) and any(
            0.05 <= int(m.group(5)) / (w * w) <= 0.2 for w in sizes if 8 <= w <= 10 ** 6) for m in xs):
        return text
    text, parts, at = split, [], 0
    for m in found:
        if m.group(3).lower() == "y" and not no_size(int(m.group(5)), sizes):
            continue
        parts += [text[at:m.start(2)], f"count_{m.group(3).lower()}"]
        at = m.end(2)
    return "".join(parts) + text[at:]

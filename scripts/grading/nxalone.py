"""nxalone.py - an 'nx' / 'ny' alone on its line that names a count (the thirtieth pass's G): a Fortran namelist's
' NX=100024,' / ' NY=12,', Julia's 'nx = 100024', 'NX = 100024  ! below t in x'. words.classify reads 'nx' as a
grid's size, so a right output that also printed its counts so FAILED 'inner: 1000 and 100024'. Here such a line
is written 'count_x = 100024' (as nxcounts.py writes its three places) where its value can be no size (no size
line's value, nor that plus or minus 2, nor their squares: nxcounts._no_size) and is a count's below 0.1, between
5% and 20% of a size's square (a grid's 'nx = 1002', a block's 'nx = 64' stay sizes); then the same lines' 'ny'
too, its value no size; not where a fraction's name is printed too ('fx = 0.1000': varnames.py reads
the pair). Both on one line (' NX=100024, NY=12') are put one a line first. Only a line of the name, '=' or ':', a whole number, a namelist's ',' and a comment
('!', '#', '//', '%'). The thirty-second round's a32: such a line after a count line of its array ('Y below threshold:
12' ... 'nY = 13'), its value no size, is that count printed again, 'count_y = 13', with no x line needed, where that count line gives a whole number within a factor of 2 of V (a
block's 'nx = 64' after x's 100024 stays no count), not where a fraction's name is printed too (z32: an Octave
session's 'ny = 12' then 'fy = ny/innertotal', varnames.py's pair; as 'count_y' its 'fy' went unread): before, it
was read as n (a right output FAILED 'inner 1000 and 12', a wrong 13 failed as the inner size, not as Y). Part of the grader (nxcounts.nx_counts asks it, in a text's ends); one anchored pattern.
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


# a32: a line of the array's count before ('Number of elements below threshold (Y) :: 12', 'y below t: 12'): its
# letter alone and a count's word on one line
_ANY_LINE = re.compile(r"(?im)^[ \t]{0,8}n_?[xy][ \t]{0,3}[=:][ \t]{0,3}\d")
_COUNTED = {letter: re.compile(rf"(?im)^(?=[^\n]{{0,200}}(?<![A-Za-z_]){letter}(?![A-Za-z_]))[^\n]{{0,200}}?"
                               r"(?:\bbelow|\bunder|\bless|\bfewer|<)") for letter in "xy"}
_BEFORE = 65536  # (the counts printed before: looked for this far back)
_WHOLES = re.compile(r"(?<![\w.+-])\d{1,12}(?![\w.])")


def _near_a_count(text, letter, at, value):
    """Whether a count line of the array before `at` gives a whole number within a factor of 2 of value (a block's
    'nx = 64' after x's 100024 is no count of x)."""
    for k, c in enumerate(_COUNTED[letter].finditer(text, max(0, at - _BEFORE), at)):
        if k >= 8:
            break
        stop = text.find("\n", c.start())
        line = text[c.start():at if stop < 0 else min(stop, at)]
        if any(0 < w and max(w, value) <= 2 * min(w, value) for w in map(int, _WHOLES.findall(line[:400]))):
            return True
    return False


def _after_counts(text, file_sizes, no_size):
    """text with each 'nx = V' / 'ny = V' alone on its line after a count line of its array, V no size, as
    'count_x = V' / 'count_y = V' (a32, above)."""
    if not _ANY_LINE.search(text) or _FRACTION_NAMED.search(text):
        return text  # (z32: beside 'fy = ...' varnames.py reads 'ny' with 'fy': an Octave session's 'ny = 12')
    found = []
    for m in _LINE.finditer(text):
        found.append(m)
        if len(found) > _MAX:
            return text
    sizes, parts, at = None, [], 0
    for m in found:
        letter = m.group(3).lower()
        if not _near_a_count(text, letter, m.start(), int(m.group(5))):
            continue
        sizes = file_sizes(text) if sizes is None else sizes
        if not no_size(int(m.group(5)), sizes):
            continue
        parts += [text[at:m.start(2)], f"count_{letter}"]
        at = m.end(2)
    return "".join(parts) + text[at:] if parts else text


def nx_alone(text, file_sizes, no_size):
    """text with the lines of 'nx = V' (V a count's) and 'ny = V' beside them as 'count_x = V', 'count_y = V'; and
    such a line after its array's count line (a32)."""
    text = _after_counts(text, file_sizes, no_size)
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

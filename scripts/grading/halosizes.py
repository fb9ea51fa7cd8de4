"""halosizes.py - a line that gives the grid's two shapes as clauses apart by a comma, one the interior's and one
the grid's with its halo, each with its element count in brackets: 'Problem size: 1000 x 1000 interior (1000000),
1002 x 1002 with halo (1004004)', 'grid 1002 x 1002 with halo (1004004), interior 1000 x 1000 (1000000)',
'interior 1000 x 1000 (1000000), with halo 1002 x 1002 (1004004 floats = 0.00374021 GB per array)'. The first
shape on the line was read as the grid's (n = 998 where it was the interior's), or neither was (no n at all).
Written as the two clauses the grader reads ('inner: 1000 x 1000 (1000000 elements), grid with halo: 1002 x 1002
(1004004 elements)'), a memory after an '=' in the halo's bracket a clause of its own: the values as printed,
each shape named by its clause's words (interior/inner; halo/ghost/padded), never by its value, so a wrong side or
count still fails. Part of the grader (notations.plain_notations asks it); one bounded pattern a clause, asked of a
line holding both kinds of word, in a text's first and last 256 KiB.
"""
import re

from .textends import at_the_ends

_INNER_WORDS = ("interior", "inner")
_HALO_WORDS = ("halo", "ghost", "padded")
# A clause: an optional label, words, a square shape, words, its element count in brackets (and what follows it).
_CLAUSE = re.compile(r"[ \t]{0,3}(?:[A-Za-z][A-Za-z ]{0,30}:[ \t]{0,3})?(?P<before>(?:[A-Za-z.-]{1,12}[ \t]{1,3}){0,4})"
                     r"(?P<a>\d{1,7})[ \t]{0,2}[x\u00d7X*][ \t]{0,2}(?P<b>\d{1,7})(?P<after>(?:[ \t]{1,3}[A-Za-z.-]{1,12}){0,4})"
                     r"[ \t]{0,3}\([ \t]{0,2}(?P<count>\d{1,12})(?P<rest>[^()\n]{0,80})\)[ \t.]{0,3}")


def _kind(m):
    words = " ".join((m.group("before"), m.group("after"), m.group("rest").partition("=")[0])).lower()
    inner, halo = any(w in words for w in _INNER_WORDS), any(w in words for w in _HALO_WORDS)
    return "inner" if inner and not halo else "halo" if halo and not inner else None


def _clause_lines(m):
    shape = "%s x %s (%s elements)" % (m.group("a"), m.group("b"), m.group("count"))
    if _kind(m) == "inner":
        return ["inner: " + shape]
    rest = m.group("rest").partition("=")[2].strip()
    return ["grid with halo: " + shape] + ([rest] if rest[:1].isdigit() else [])


def _line(line):
    if line.count(",") + line.count(";") != 1:
        return line
    first, second = re.split(r"[,;]", line)
    a, b = _CLAUSE.fullmatch(first), _CLAUSE.fullmatch(second)
    if not (a and b and {_kind(a), _kind(b)} == {"inner", "halo"}):
        return line
    return ", ".join(_clause_lines(a) + _clause_lines(b))


def _rewrite(part):
    lines = part.split("\n")
    for i, line in enumerate(lines):
        low = line.lower()
        if "(" in line and len(line) < 400 and any(w in low for w in _HALO_WORDS) and any(w in low for w in _INNER_WORDS):
            lines[i] = _line(line)
    return "\n".join(lines)


def halo_shapes_split(text):
    """text with each line of an interior's and a halo grid's shapes in two clauses written as two lines."""
    return at_the_ends(text, _rewrite, ("halo", "ghost", "padded", "Halo", "HALO", "Ghost", "Padded"))

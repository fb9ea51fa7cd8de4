"""nxcounts.py - an 'nx' / 'ny' that names a count, not a grid's size, where its value says so (h24's H1 and L1).
'nx' is a grid's size in many codes (words.classify reads it as one), and where a student names the counts so,
the X count became n ('N=1000 ... | nx=100024 (0.100024) ny=12 (1.20e-05)': UNGRADED at n = 100024) or a second
inner size (MATLAB's 'struct with fields:' / 'nx: 100024' / 'ny: 13' failed as 'inner 1000 and 100024', the wrong
Y not named). Two places only, each written as 'count_x' ('frac_x' for its 'fx'), which the other rules read:
  - a terse line that gives n itself ('n=1000', 'N: 1000') where 'nx=V' is followed by its share in brackets
    ('(0.100024)', '(10.0024%)');
  - the members of a struct's display (MATLAB's 'struct with fields:', Octave's 'scalar structure containing
    the fields:'), 'nx: V' or 'nx = V';
  - a line 'nx = V' followed within three lines by its share, the name over n's square ('nx / n ^ 2 = 0.100024':
    Julia's @show, an echoed expression): that share line is written 'frac_x = 0.100024' too.
In both, V must be no size of the file's: not a whole number a size's label gives (the line's statements, or the
file's 'label :: value' lines), nor that plus or minus 2, nor its square or its square with the ghost cells; and
the file must give one such size (with none, 'nx' stays as it is read now). A grid's 'nx=1002' beside 'N=1000'
stays a size. Part of the grader (notations.plain_notations asks it, in a text's first and last 256 KiB);
patterns of bounded runs.

    text = nx_counts(text)
"""
import re

from .nxalone import nx_alone
from .textends import at_the_ends
from .words import AMBIGUOUS_SIZES, SIZE_KINDS, classify

_NAME = r"[nN]_?[xyXY]"
_SHARE = r"(?:[01](?:\.\d{1,20})?(?:[eE][+-]?\d{1,3})?|\.\d{1,20}|\d{1,3}(?:\.\d{1,20})?[ \t]?%)"
# a terse line's 'nx=100024 (0.100024)': the name (after a blank, a '|' or ';', or the line's start), the count, its share
_TERSE = re.compile(rf"(?<![^ \t|;,])({_NAME})([=:][ \t]?)(\d{{1,12}})(?=[ \t]?\([ \t]?{_SHARE}[ \t]?\))")
# the line's own statement of n ('n=1000', 'N: 1000') and its size statements ('N+2=1002', '(N+2)^2=1004004')
_N_GIVEN = re.compile(r"(?<![^ \t|;,])[nN][ \t]?[=:][ \t]?\d{1,12}(?![\d.])")
_KEYED = re.compile(r"(?<![^ \t|;,])([A-Za-z_(][\w+*^()]{0,20})[ \t]?[=:][ \t]?(\d{1,12})(?![\d.])")
# a struct's display: its head, then its members, one a line, indented
_HEAD = re.compile(r"^[ \t]{0,8}(?:struct with fields|(?:scalar[ \t])?struct(?:ure)?[ \t]containing[ \t]the[ \t]fields)"
                   r"[ \t]{0,3}:[ \t]{0,40}\n", re.M | re.I)
_MEMBER = re.compile(r"[ \t]{1,40}([A-Za-z_]\w{0,30})([ \t]{0,3}[:=][ \t]{0,3})([^\s]{1,60})[ \t]{0,40}")
_COUNT_NAME = re.compile(rf"{_NAME}")
_F_NAME = re.compile(r"(?:f|fr|frac)_?([xyXY])")
_WHOLE = re.compile(r"\d{1,12}")
# a file's size lines: 'Number of elements in a row/column :: 1002', 'n = 1000', 'total: 1004004'
_SIZE_LINE = re.compile(r"^[ \t]{0,40}([A-Za-z(][^\n:=]{0,60}?)[ \t]{0,3}(?:::|:|=)[ \t]{0,3}(\d{1,12})[ \t]{0,40}$", re.M)
_BLANK_LINE = re.compile(r"[ \t]{0,40}\n")
# a count's share as an echoed expression: 'nx / n ^ 2 = 0.100024', 'ny/(n*n) = 1.2e-5', 'nx / n^2 = 10.0024%'
_SHOWN_SHARE = re.compile(rf"^[ \t]{{0,8}}({_NAME})[ \t]{{0,3}}/[ \t]{{0,3}}\(?[ \t]{{0,3}}[nN][ \t]{{0,3}}(?:\^|\*\*|\*[ \t]{{0,3}}[nN])"
                          rf"[^\n=]{{0,12}}=[ \t]{{0,3}}{_SHARE}[ \t]{{0,40}}$", re.M)
_SIZES = SIZE_KINDS | set(AMBIGUOUS_SIZES)


def nx_counts(text):
    """text with each 'nx' / 'ny' whose value can be no size, on a terse line that gives n or in a struct's display,
    named 'count_x' / 'count_y' (and a struct's 'fx' after it 'frac_x')."""
    if "x" not in text and "X" not in text:
        return text
    return at_the_ends(text, lambda part: nx_alone(_rewritten(part), _file_sizes, _no_size))  # (' NX=100024,' alone: nxalone.py)


def _rewritten(text):
    terse = _TERSE.search(text) is not None
    struct = ("fields" in text or "FIELDS" in text) and _HEAD.search(text) is not None
    shown = "/" in text and _SHOWN_SHARE.search(text) is not None
    if not terse and not struct and not shown:
        return text
    if shown:
        text = _shown_shares(text)
    if terse:
        text = _terse_lines(text)
    if struct:
        text = _structs(text)
    return text


def _no_size(value, sizes):
    return bool(sizes) and all(value not in (w, w + 2, w - 2, w * w, (w + 2) * (w + 2)) for w in sizes)


def _terse_lines(text):
    out, at = [], 0
    for m in _TERSE.finditer(text):
        if m.start() < at:
            continue
        start, end = text.rfind("\n", 0, m.start()) + 1, text.find("\n", m.start())
        end = len(text) if end < 0 else end
        line = text[start:end]
        at = end
        if len(line) > 2000 or not _N_GIVEN.search(line):
            continue
        sizes = {int(v) for key, v in _KEYED.findall(line)[:64]
                 if not _COUNT_NAME.fullmatch(key) and classify(key) in _SIZES}
        new = _TERSE.sub(lambda c: _renamed(c, sizes), line)
        if new != line:
            out.append((start, end, new))
    return _spliced(text, out)


def _renamed(m, sizes):
    if not _no_size(int(m.group(3)), sizes):
        return m.group()
    return f"count_{m.group(1)[-1].lower()}{m.group(2)}{m.group(3)}"


def _file_sizes(text):
    sizes = set()
    for k, m in enumerate(_SIZE_LINE.finditer(text)):
        if k >= 4096:
            break
        label = m.group(1).strip()
        if not _COUNT_NAME.fullmatch(label) and classify(label) in _SIZES:
            sizes.add(int(m.group(2)))
    return sizes


def _structs(text):
    sizes, out = None, []
    for head in _HEAD.finditer(text):
        at = head.end()
        members = []
        for _ in range(2):  # (a blank line or two under the head)
            blank = _BLANK_LINE.match(text, at)
            at = blank.end() if blank else at
        while at < len(text) and len(members) < 256:
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            m = _MEMBER.fullmatch(text, at, end)
            if m is None:
                break
            members.append(m)
            at = end + 1
        if sizes is None and any(_COUNT_NAME.fullmatch(m.group(1)) for m in members):
            sizes = _file_sizes(text)
        counted = set()
        for m in members:
            name, value = m.group(1), m.group(3)
            if _COUNT_NAME.fullmatch(name) and _WHOLE.fullmatch(value) and _no_size(int(value), sizes):
                counted.add(name[-1].lower())
                out.append((m.start(1), m.end(1), "count_" + name[-1].lower()))
        for m in members:
            f = _F_NAME.fullmatch(m.group(1))
            if f and f.group(1).lower() in counted:
                out.append((m.start(1), m.end(1), "frac_" + f.group(1).lower()))
    return _spliced(text, sorted(out))


def _shown_shares(text):
    sizes, out = None, []
    for m in _SHOWN_SHARE.finditer(text):
        if len(out) >= 64:
            break
        name, before = m.group(1), text.rfind("\n", 0, m.start())
        start = before
        for _ in range(3):  # (the count's own line within the three lines before its share)
            if start <= 0:
                break
            start = text.rfind("\n", 0, start)
        said = re.search(rf"(?m)^([ \t]{{0,8}}){re.escape(name)}([ \t]{{0,3}}=[ \t]{{0,3}})(\d{{1,12}})[ \t]{{0,40}}$",
                         text[start + 1:m.start()])
        if said is None:
            continue
        sizes = _file_sizes(text) if sizes is None else sizes
        if not _no_size(int(said.group(3)), sizes):
            continue
        at = start + 1 + said.start(1) + len(said.group(1))
        letter = name[-1].lower()
        out += [(at, at + len(name), "count_" + letter), (m.start(1), m.end(), f"frac_{letter} = {m.group().split('=')[-1].strip()}")]
    return _spliced(text, sorted(out))


def _spliced(text, pieces):
    if not pieces:
        return text
    parts, at = [], 0
    for start, end, new in pieces:
        parts += [text[at:start], new]
        at = end
    parts.append(text[at:])
    return "".join(parts)

"""keyvalues.py - a terse one-liner's other statements beside its summary pair of counts: `n=1000 N=1002
total=1004004 inner=1000000 mem=0.003740GB t=0.1 a=0.05 b=0.10 c=0.40 X=100024 (0.100024) Y=12 (1.2e-05)`.
Each `key=value` (or `key: value`) is a statement of its own, read by the line's statements as any other is;
summaries.py looks at the words the line holds besides its pair, and a key's name ('inner', 'mem', 'c') is
not a summary's word. So the keys with their values are left out of those words: the pair is the counts
where the rest of summaries' rules say so (a value printed again on a line that counts, or a fraction beside
it that agrees). A point's coordinates are not a key's (`i=5 j=7 x=500 y=501`, `z=3`, `row=4`: the line
is no summary). Part of the grader (summaries.summarized asks it); pure functions, linear.
"""
import re

# 'key=value' with a unit glued or after one blank ('mem=0.003740GB', 'mem = 0.00374 GB'); no coordinate's key
# (a key may be an expression of n: 'n+2=1002', 'n^2=1000000', '(n+2)**2=1004004', 'n*n=1000000'); a key's
# values a list of decimals apart by commas ('abc=0.05,0.1,0.4'); a unit no next key's name ('n2=1000000 GB=0.0037')
_KEY_VALUE = re.compile(r"(?<![\w.])(?!(?:i|j|k|z|row|col|column|rank|tid|idx|index)\b)"
                        r"\(?[A-Za-z_]\w{0,30}(?:(?:\*\*|[+*/^-])\w{1,8}\)?){0,3}[ \t]{0,4}[=:]"
                        r"[ \t]{0,4}[-+]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][-+]?\d{1,3})?"
                        r"(?:,[-+]?\d{0,15}\.\d{1,15}(?:[eE][-+]?\d{1,3})?){0,8}"
                        r"(?:[ \t]?(?:GB|GiB|MB|MiB|KB|KiB|kB|bytes|B|s|ms|us|sec)\b(?![ \t]{0,4}[=:]))?(?![\w.])")
_COORDINATE = re.compile(r"(?i)(?<![\w.])(?:i|j|k|z|row|col|column)[ \t]{0,4}[=:][ \t]{0,4}[-+]?\d")


def without_key_values(rest):
    """The words of a summary line's `rest` (the line less its pair) without its 'key=value' statements; the rest
    as it is where a coordinate's key is on it."""
    if "=" not in rest and ":" not in rest or _COORDINATE.search(rest):
        return rest
    return _KEY_VALUE.sub(" ", rest)


_APART = re.compile(r"[ \t,;]*")


def key_values_apart(part, before=True):
    """A summary line's part before (after) its pair, where it is only 'key=value' statements apart by blanks
    ('n=1000 N=1002 inner=1000000 '), as those statements apart by commas ('n=1000, N=1002, inner=1000000, '),
    as the line's statements are split (a blank alone joins a key's value to the next one's key); else as it is."""
    if "=" not in part and ":" not in part or _COORDINATE.search(part):
        return part
    found = list(_KEY_VALUE.finditer(part))
    if not found or not _APART.fullmatch(_KEY_VALUE.sub("", part)):
        return part
    statements = ", ".join(m.group() for m in found)
    return statements + ", " if before else ", " + statements


# A line of Python's print("n", n, "N", N, ..., "X", cx, fx, "Y", cy, fy): names and values apart by blanks alone,
# an array's count and its fraction after its name ('... c 0.4 X 100024 0.100024 Y 12 1.2e-05')
_SPACED_X = re.compile(r"(?m)^[^\n]{0,2000}?(?<![^ \t])[xX][ \t]{1,8}\d{1,12}[ \t]{1,8}\.?\d[^\n]*$")
_NUMBER = re.compile(r"[-+]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][-+]?\d{1,3})?(?:GB|GiB|MB|MiB)?")
_NAME = re.compile(r"[A-Za-z_][\w+*/^()-]{0,30}")
MAX_LINE = 2000  # characters of such a line (a one-liner's: a hundred or two)
_COORDINATES = {"i", "j", "k", "z", "row", "col", "column", "rank", "step", "iter", "iteration"}


def _groups(line):
    """[(name, [values])] of a line that is only names each with one or two numbers after it, else None."""
    groups = []
    for token in line.split():
        if _NUMBER.fullmatch(token):
            if not groups or len(groups[-1][1]) >= 2:
                return None
            groups[-1][1].append(token)
        elif _NAME.fullmatch(token) and (not groups or groups[-1][1]):
            groups.append((token, []))
        else:
            return None
    return groups if groups and groups[-1][1] else None


def spaced_statements(text, agree):
    """text with each line of names and values apart by blanks alone ('n 1000 N 1002 ... X 100024 0.100024 Y 12
    1.2e-05') as statements apart by commas ('n = 1000, N = 1002, ..., X = 100024 (0.100024), Y = 12 (1.2e-05)'),
    where it names n and x's and y's counts each with a fraction after it, one of them agreeing (agree:
    barecounts'), and no coordinate; other lines as they were."""
    if "x" not in text and "X" not in text:
        return text
    pieces, at = [], 0
    for m in _SPACED_X.finditer(text):
        groups = _groups(m.group()) if m.end() - m.start() <= MAX_LINE and len(pieces) < 64 else None
        if groups is None or len(groups) < 4:
            continue
        named = {name: values for name, values in groups}  # ('n' and 'N': two names)
        counts = [named.get(a) or named.get(a.upper()) for a in "xy"]
        if len(named) != len(groups) or "n" not in named and "N" not in named or _COORDINATES & set(named) \
                or not all(c and len(c) == 2 and c[0].isdigit() for c in counts) \
                or not any(agree(float(c[0]), c[1]) for c in counts if "." in c[1]):
            continue
        line = ", ".join(f"{name} = {values[0]}" + (f" ({values[1]})" if len(values) > 1 else "")
                         for name, values in groups)
        pieces += [text[at:m.start()], line]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text


# A count's key then its fraction's key, named after the array ('x=100024 fx=0.100024', 'X: 100024, frac_x: 0.100024',
# 'x=100024 x_fraction=0.100024'): the count and its fraction in brackets, as summaries' pair is printed
_COUNT_THEN_FRACTION = re.compile(
    r"(?<![\w.])([xXyY])[ \t]{0,4}[=:][ \t]{0,4}(\d{1,12})(?![\w.])[ \t]{0,4}[,;]?[ \t]{0,4}"
    r"(?i:(f|frac|fraction|ratio|share|pct|percent|p)_?([xy])|([xy])_?(f|frac|fraction|ratio|share|pct|percent))"
    r"[ \t]{0,4}[=:][ \t]{0,4}(\d{0,3}\.?\d{1,15}(?:[eE][-+]?\d{1,3})?%?)(?![\w.])")


def fraction_keys_joined(text):
    """text with each 'x=100024 fx=0.100024' (the fraction's key naming the count's array) as 'x=100024 (0.100024)',
    where a line has such a pair for x and for y (a one-liner's counts); other lines as they were."""
    if "=" not in text and ":" not in text:
        return text
    found, line, after = [], -1, 0
    for m in _COUNT_THEN_FRACTION.finditer(text):
        if len(found) >= 64:  # (a one-liner's four: a bounded cost)
            break
        line = max(line, text.rfind("\n", after, m.start()))  # (its line's start: from the last match on, linear)
        after = m.end()
        if (m.group(4) or m.group(5)).lower() == m.group(1).lower():
            found.append((line, m))
    lines = {}
    for line, m in found:  # (a line's arrays: both x and y)
        lines.setdefault(line, set()).add(m.group(1).lower())
    pieces, at = [], 0
    for line, m in found:
        if lines[line] == {"x", "y"}:
            pieces += [text[at:m.start()], f"{m.group(1)}={m.group(2)} ({m.group(7)})"]
            at = m.end()
    return "".join(pieces) + text[at:] if pieces else text

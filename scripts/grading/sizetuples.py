"""sizetuples.py - n's sizes printed together under one name, their own names left out (Rust's println!("sizes =
{:?}", (n, n + 2, (n + 2) * (n + 2), n * n)): 'sizes = (1000, 1002, 1004004, 1000000)'; 'dims = [1000, 1002]';
Python's print("sizes:", (n, n+2))): the values were read as one size, or none. Each value is named by the size
it is of one n (n, n+2, (n+2)^2, n^2), the line read as '(n, n+2, (n+2)^2, n^2) = (1000, 1002, 1004004,
1000000)' (statements' rule for a tuple of names). The names are those under which the most values agree on one
n (all but one of three or four), each name once, the tutorial's or the sizes' order first, and no other naming
as good: a wrong value is then named by its place and judged (a two-value tuple is n and n+2 in
their order, by which is the smaller, where the two differ by half the smaller at most: '[1000, 1001]' says a
wrong n+2; two alike, '[1002, 1002]', are a square grid's shape, grids.py's). The name must hold a size's word
('sizes', 'dims', 'dimensions', 'grid'; 'problem sizes', 'grid_sizes'), the values 2 to 4 whole numbers, bracketed. Part of the grader (headings.regrouped asks it, in a text's first and last 256 KiB); one
anchored pattern of bounded runs: linear.
"""
import itertools
import math
import re

# (after Rust's dbg! prefix too: '[src/main.rs:14:5] sizes = (1000, 1002, 1004004, 1000000)', dropped)
_LINE = re.compile(r"^([ \t]*)(?:\[[\w./\\-]{1,80}:\d{1,6}(?::\d{1,4})?\][ \t]{1,3})?([A-Za-z_][A-Za-z_ ]{0,30}?)[ \t]*(?:=|:|::)[ \t]*([(\[])[ \t]*(\d{1,12}(?:[ \t]*,[ \t]*\d{1,12}){1,3})"
                   r"[ \t]*([)\]])[ \t]*,?[ \t]*$", re.MULTILINE)
_SIZE_WORDS = {"sizes", "size", "dims", "dim", "dimensions", "dimension", "grid", "shapes"}
_NAME_WORDS = _SIZE_WORDS | {"problem", "array", "arrays", "the", "all", "n", "of", "grids", "my"}  # (a name's other words)
_NAMES = ("n", "n+2", "(n+2)^2", "n^2")
_ORDERS = (("n", "n+2", "(n+2)^2", "n^2"), ("n+2", "n", "(n+2)^2", "n^2"))  # (its own order; the tutorial's)


def _n_of(name, value):
    """The n whose size `name` is value (None where none is)."""
    if name == "n":
        return value
    if name == "n+2":
        return value - 2
    root = math.isqrt(value)
    if root * root != value:
        return None
    return root - 2 if name == "(n+2)^2" else root


def _in_order(names):
    return any([o for o in order if o in names] == list(names) for order in _ORDERS)


def _named(values):
    """The names of the values (in their order), or None where no n makes enough of them agree, or two namings
    do as well."""
    if len(values) == 2 and min(values) >= 2 and min(values) < max(values) <= 1.5 * min(values):  # (two alike: a shape)
        return ("n", "n+2") if values[0] <= values[1] else ("n+2", "n")
    scored = {}
    for names in itertools.permutations(_NAMES, len(values)):
        ns = [_n_of(name, v) for name, v in zip(names, values)]
        agree = max((ns.count(n) for n in ns if n is not None and n >= 2), default=0)
        scored.setdefault((agree, _in_order(names)), []).append(names)
    best = max(scored)
    need = max(len(values) - 1, 2)
    return scored[best][0] if best[0] >= need and len(scored[best]) == 1 else None


def _tuple(m):
    words = set(m.group(2).lower().replace("_", " ").split())
    if m.group(3) + m.group(5) not in ("()", "[]") or not words & _SIZE_WORDS or not words <= _NAME_WORDS:
        return m.group(0)
    values = [int(v) for v in re.split(r"[ \t]*,[ \t]*", m.group(4).strip())]
    names = _named(values)
    if names is None:
        return m.group(0)
    return f"{m.group(1)}({', '.join(names)}) = ({', '.join(map(str, values))})"


def sizes_named(text):
    """text with each such line's values named by the sizes they are."""
    if "(" not in text and "[" not in text:
        return text
    return _LINE.sub(_tuple, text)

"""displays.py - a value a notebook's cell shows, as the lines 'label = value' that a printed output
has, its label the expression the cell ends with (notebook._labelled): a tuple (or list) shown by one of
expressions (`cx, cx/n**2` showing `(100024, 0.100024)`: `cx = 100024`, `cx/n**2 = 0.100024`; or a name the code
assigned such a tuple), a dict
(`{'below_x': 100024, ...}`: `below_x = 100024`, its keys the labels), a comment after the expression
its words too (`x.nbytes / 2**30  # GB per array`; one with a digit none), and a name the notebook's code assigned, that
names no field by itself, said as what it was assigned (`cx, cy = count(x, 0.1), count(y, 0.1)`:
`cx/n**2` is `(count(x, 0.1))/n**2`). The code only labels a value shown: it gives none. numpy's
scalars as numpy 2 shows them (`np.float64(0.100024)`, `np.int64(12)`) are their numbers there (a
text's own are read so already). Part of the grader; pure functions.

    text = numbers_unwrapped(text)
    names.update(assigned(code))  # {name: expression} of a cell's code's simple assignments
    lines = shown_lines(expression, value, names)  # 'label = value' lines, or None
"""
import ast
import re

from .words import X_WORDS, Y_WORDS, classify

# numpy 2's repr of a scalar ('np.float64(0.100024)', 'np.int64(100024)', 'numpy.float32(0.1)'): its number
_NUMPY_SCALAR = re.compile(r"\b(?:np|numpy)\.(?:u?int\d{0,2}|float\d{0,3}|double|single|half|longdouble|intc|"
                           r"longlong)\(([+-]?[\w.+-]{1,40})\)")
MAX_SOURCE = 1 << 16  # a cell's code parsed for its assignments (a homework's: a few hundred characters)
MAX_SHOWN = 1 << 12  # a value shown read as a tuple or dict (a homework's: a line)


def numbers_unwrapped(text):
    """text with numpy's scalars' reprs as their numbers ('np.float64(0.1)' -> '0.1')."""
    return _NUMPY_SCALAR.sub(r"\1", text) if "np." in text or "numpy." in text else text


def assigned(code):
    """{name: the expression's source} of each name a cell's code assigns alone or in a tuple of as
    many ('cx, cy = count(x, 0.1), count(y, 0.1)'); a later one wins."""
    names = {}
    if len(code) > MAX_SOURCE or "=" not in code:
        return names
    code = "\n".join("" if line.lstrip()[:1] in ("%", "!") else line for line in code.splitlines())
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return names
    for node in tree.body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target, value = node.targets[0], node.value
        pairs = [(target, value)]
        if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) and len(target.elts) == len(value.elts):
            pairs = list(zip(target.elts, value.elts))
        for name, expression in pairs:
            if isinstance(name, ast.Name):
                source = ast.get_source_segment(code, expression)
                if source and len(source) <= 120 and "\n" not in source:
                    names[name.id] = source
    return names


ARRAYS = X_WORDS | Y_WORDS
_DIGIT = re.compile(r"\d")
_NAME = re.compile(r"(?<![\w.])[A-Za-z_]\w*(?![\w(])")


def _said(expression, names):
    """The expression with each name the code assigned that names no field by itself ('cx') nor an array
    ('x', 'y': the array's name is its label), said as its assigned expression (up to 60 characters) in
    brackets; the expression itself where none is."""
    def said(m):
        name = m.group()
        return f"({names[name]})" if name in names and len(names[name]) <= 60 and name.lower() not in ARRAYS and \
            classify(name) is None and classify(names[name]) else name
    return _NAME.sub(said, expression) if names else expression


def _split(expression):
    """The expression's parts apart by its top-level commas (brackets and strings kept whole), its own
    outer brackets dropped ('(a, b)', '[a, b]' -> ['a', 'b']); None where it is no tuple or list."""
    try:
        node = ast.parse(expression, mode="eval").body
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    if not isinstance(node, (ast.Tuple, ast.List)):
        return None
    parts = [ast.get_source_segment(expression, e) for e in node.elts]
    return None if None in parts else parts


def _value(shown):
    """A value shown (a tuple, a list, a dict) as Python's: its literal; else None."""
    if len(shown) > MAX_SHOWN or shown[:1] not in "({[":
        return None
    try:
        return ast.literal_eval(shown)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return None


def shown_lines(expression, shown, names):
    """The lines 'label = value' of a value `shown` by a cell whose last line is `expression`
    (module docstring); None where it is neither a tuple of as many nor a dict of names."""
    expression, _, comment = expression.partition("#")
    expression, comment = expression.strip(), comment.strip()
    value = _value(shown.strip())
    if isinstance(value, dict) and value and all(isinstance(k, str) and len(k) <= 80 for k in value):
        return "".join(f"{key} = {item!r}\n" for key, item in value.items())
    parts = _split(expression) if isinstance(value, (tuple, list)) else None
    if parts is None and isinstance(value, (tuple, list)) and expression in names:
        parts = _split(names[expression])  # ('res = (cx, cx/n**2)', then 'res')
    if parts and len(parts) == len(value) >= 2:
        return "".join(f"{_said(part, names)} = {item!r}\n" for part, item in zip(parts, value))
    if not expression or "\n" in shown.strip():
        return None
    label = _said(expression, names) + (f" ({comment})" if comment and not _DIGIT.search(comment) else "")
    return f"{label} = {shown.strip()}\n"

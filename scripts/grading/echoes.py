"""echoes.py - the label of an assignment a pasted Octave/MATLAB session echoes (`>> gb = total*4/2^30` over
`gb = 3.7402e-03`, `>> fx = nx/innertotal` over `fx = 0.1000`), where its code is arithmetic (no call): the
code's words may name another field than the value's ('total' in a memory's formula), or nothing at all
('nx / innertotal': names the session gave a count's code). A name that is a memory unit ('gb', 'mb',
'bytes', 'mem_gb') is the label alone, and so is a name of one size whose code's words name another
('total = rowlen^2'); names the session gave a count's code earlier ('nx = sum(sum(x < t))')
are that code ('fx = sum(sum(x < t))/innertotal': a fraction of x). Otherwise the label is prompts.py's, as
before. Part of the grader (prompts.without_prompts asks it); pure functions, bounded patterns.
"""
import re

from .words import classify

_PLAIN = {"total", "row", "total_inner"}  # (a name that is one size alone: 'total', 'rowlen', 'innertotal')
_CALL = re.compile(r"[A-Za-z_]\w{0,40}[ \t]*\(")
_WORD = re.compile(r"(?<![\w.])[A-Za-z_]\w{0,40}(?![\w(])")


def echo_label(name, code, named):
    """The label of `name = code`'s echoed value where the code is arithmetic of names and numbers; else None
    (prompts.py's label). `named`: {a name: the count's code the session gave it}."""
    if not code or _CALL.search(code) or len(code) > 120:
        return None
    kind = classify(name)
    if kind == "memory":  # ('gb = total*4/2^30': the unit the value's; 'total' the formula's)
        return name
    if kind in _PLAIN and classify(f"{name} = {code}") != kind:  # ('total = rowlen^2': a total, not a row)
        return name
    if named and _WORD.search(code):
        used = _WORD.sub(lambda w: named.get(w.group(), w.group()), code)
        if used != code:  # ('fx = nx/innertotal' after 'nx = sum(sum(x(...) < t))': a fraction of x)
            return f"{name} = {used}"
    return None

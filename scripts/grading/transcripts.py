"""transcripts.py - a terminal IPython or Python REPL session pasted as text, each value it showed
labelled by the expression that showed it, as a notebook's .ipynb cells are (notebook.py, displays.py):
`In [5]: below_x = int((x < t).sum()); below_x, below_x / n**2` over `Out[5]: (100024, 0.100024)` is
`below_x = 100024` and `below_x / n**2 = 0.100024`; `>>> below_y, below_y / n**2` over `(12, 1.2e-05)`
likewise. The code (`In [k]:`, its `   ...:` lines, `>>> `, `... `) is the program, not its output: it
gives no value, only the labels (a name the code assigned said as its expression where it names no
field by itself, displays._said). An `Out[k]:` the session's own; a REPL's value a tuple, list or dict
or one number. Part of the grader; pure functions, linear in the text.

    text = transcripts_read(text)   # before prompts.without_prompts empties the code lines left
"""
import ast
import re

from .displays import assigned, numbers_unwrapped, shown_lines
from .textends import at_the_ends

# IPython: 'In [5]: code', its continuation lines ('   ...: more'), a blank line at most, 'Out[5]: value'
# (each blank run bounded, the prompt's number the same; one line of value)
_IPYTHON = re.compile(r"^[ \t]{0,8}In[ \t]{0,3}\[(\d{1,9})\]:[ \t]?([^\n]*)\n((?:[ \t]{0,12}\.{3,8}:[^\n]*\n){0,64})"
                      r"(?:[ \t]{0,8}\n)?[ \t]{0,8}Out[ \t]{0,3}\[\1\]:[ \t]{0,8}([^\n]*)", re.MULTILINE)
# The Python REPL: '>>> code', its '... ' lines, then a value shown: a tuple, a list, a dict or one number
_REPL = re.compile(r"^>>>[ \t]([^\n]*)\n((?:\.\.\.(?:[ \t][^\n]*)?\n){0,64})([(\[{][^\n]*|[+-]?\.?\d[\w.+-]{0,40}[ \t]*$)",
                   re.MULTILINE)
_CELL = re.compile(r"^[ \t]{0,8}In[ \t]{0,3}\[\d{1,9}\]:[ \t]?([^\n]*)\n((?:[ \t]{0,12}\.{3,8}:[^\n]*\n){0,64})", re.MULTILINE)
_CONTINUED = re.compile(r"^[ \t]{0,12}\.{3,8}:?[ \t]?", re.MULTILINE)
# A statement that shows nothing by itself: an assignment ('=' alone), a block's head, a print or an import
_STATEMENT = re.compile(r"(?<![=<>!])=(?!=)|:$|^(?:print|pprint|display|import|from|del|assert|for|while|if|with|def|class)\b|^[!%]")
MAX_CODE = 4096  # a cell's code (a homework's: a line or a few)


def _last_statement(code):
    """The code's last statement where it is an expression ('below_x = ...; below_x, below_x / n**2' ->
    'below_x, below_x / n**2'; one over several lines joined), a comment after it kept (its words label
    too: displays.shown_lines); '' where it shows nothing by itself."""
    lines = [line for line in code.splitlines() if line.strip()]
    if not lines:
        return ""
    try:
        body = ast.parse(code).body
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        body = None  # (IPython's magics, '!./smooth': the last line alone)
    comment = lines[-1].partition("#")[2] if "'" not in lines[-1] and '"' not in lines[-1] else ""
    if body is not None:
        if not body or not isinstance(body[-1], ast.Expr):
            return ""
        last = " ".join((ast.get_source_segment(code, body[-1]) or "").split())
        if _STATEMENT.search(last):  # ('print(count_x)' over '99001': a print's output, prompts.py's)
            return ""
        return last + (" # " + comment.strip() if comment.strip() else "") if last else ""
    last = lines[-1].rstrip().rpartition(";")[2].strip() if ";" in lines[-1] else lines[-1].strip()
    return "" if not last or _STATEMENT.search(last.partition("#")[0].strip()) else last


def _labelled(code, shown, names):
    """The lines 'label = value' of a value shown under `code`, or None where none can be made."""
    if len(code) > MAX_CODE:
        return None
    names.update(assigned(code))
    expression = _last_statement(code)
    if not expression:
        return None
    lines = shown_lines(expression, numbers_unwrapped(shown), names)
    return lines.rstrip("\n") if lines else None


def transcripts_read(text):
    """text with each IPython In/Out pair, and each REPL value shown under its '>>> ' code, as the
    lines 'label = value' of what it showed, in its first and last textends.SAMPLE characters (a session is a
    homework's few lines: a long log's middle is not looked at); the rest as it is."""
    return at_the_ends(text, _read, ("Out[", "Out [", ">>>"))


def _read(text):
    if ("Out[" in text or "Out [" in text) and "In" in text:
        names = {}  # (each cell's assignments, those with no Out too: 'In [5]: cx = ...' labels 'cx' under 'In [6]')
        for cell in _CELL.finditer(text):
            if len(names) < 256 and len(cell.group(1)) + len(cell.group(2)) <= MAX_CODE:
                names.update(assigned(cell.group(1) + "\n" + _CONTINUED.sub("", cell.group(2))))

        def ipython(m):
            code = m.group(2) + "\n" + _CONTINUED.sub("", m.group(3))
            lines = _labelled(code, m.group(4).strip(), names)
            return m.group() if lines is None else lines
        text = _IPYTHON.sub(ipython, text)
    if ">>> " in text or ">>>\t" in text:
        names = {}

        def repl(m):
            code = m.group(1) + "\n" + _CONTINUED.sub("", m.group(2))
            lines = _labelled(code, m.group(3).strip(), names)
            return m.group() if lines is None else lines
        text = _REPL.sub(repl, text)
    return text

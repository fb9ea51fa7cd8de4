"""notebook.py - a Jupyter notebook read as the text of its outputs: what its code printed
(stdout streams) and the values its cells showed (text/plain), in order. Its code and Markdown
are never read: `x[1:-1,1:-1]` in a cell is no count, `n = 1000` in a Markdown cell no size, and
neither can stand in for an output the notebook lacks. One exception: a value a cell shows on a
line of its own is labelled by the expression that shows it, the cell's last line (`mem` showing
0.0037402 reads `mem = 0.0037402`), as Jupyter shows them side by side; a tuple's or a dict's
items each (displays.py). Part of scripts/grade;
pure functions.

    text = outputs_text(text, path)    # a notebook's outputs; any other text as it is

A program's output shown as Python shows a value is read as the text it holds, in a notebook or any
file: `b'Summary\n-------\n...'` (subprocess.check_output's bytes, printed or a cell's value),
`CompletedProcess(..., stdout='Summary\n...')`, and a cell's list of lines (`out = !./smooth`).
"""
import ast
import json
import re

from .displays import assigned, numbers_unwrapped, shown_lines
from .prompts import STARTS
from .runs import CannotGrade

# JSON values a notebook may have (its commas and colons, counted in C before it is parsed): a
# homework's has hundreds or thousands (a plot's PNG is one). Each costs the parser up to 1.3 us and
# 110 bytes (empty cells, 4 values each: 2.6 s and 215 MB grade run whole on 2 million), so this
# bounds a notebook's reading as MAX_USEFUL_LINES bounds a text file's.
MAX_VALUES = 2_000_000
RUN_IT = "run it and save it (Run All, then Save), or upload the output your program printed, as text"


# A Python string or bytes literal on one line, as Python shows one ('...', b'...', b"..."): not a
# JSON string ("..."), whose newlines are the record's. Literals side by side are one (pprint's
# `(b'Summary\n'\n b'-------\n')`). Each repeat is bounded: the re module keeps a repeated group's
# state (100 bytes an escape: 7 GB for a 60 MB line of them, unbounded).
_ONE_LITERAL = r"""(?:[bB]?'[^'\\\n]*(?:\\.[^'\\\n]*){0,10000}'|[bB]"[^"\\\n]*(?:\\.[^"\\\n]*){0,10000}")"""
_LITERAL = re.compile(rf"""(?<![\w'"]){_ONE_LITERAL}(?:[ \t]*\n?[ \t]*{_ONE_LITERAL}){{0,1000}}""")
MAX_QUOTED_TEXT = 16 << 20
MAX_LITERAL = 1 << 20  # characters of literals parsed as Python in one file (a homework's: a few thousand)


def _text_of(value):
    """A literal's value as text: a str, bytes decoded (UTF-8, a bad byte as U+FFFD), else None."""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value if isinstance(value, str) else None


def _typed(text, at):
    """Whether the line holding text[at] is a command typed at an interactive session's prompt (prompts.py),
    its start looked for up to 4,096 characters back (a longer line is no prompt's)."""
    start = text.rfind("\n", max(0, at - 4096), at) + 1
    return (start > 0 or at <= 4096) and STARTS.match(text, start, at) is not None


def unquoted(text):
    """text with each Python string literal that holds a newline ('\\n') replaced by its lines, on
    lines of their own; literals looked at up to MAX_LITERAL characters of them, in a text of
    MAX_QUOTED_TEXT characters at most (a larger one, copied, would cost the grader its memory bound)."""
    if "\\n" not in text or len(text) > MAX_QUOTED_TEXT:
        return text
    pieces, at, budget = [], 0, MAX_LITERAL
    for match in _LITERAL.finditer(text):
        token = match.group()
        budget -= len(token)
        if budget < 0:
            break
        if "\\n" not in token or _typed(text, match.start()):
            continue  # (a prompt's code: '>> fprintf('%g GB\\n', ...)', '>>> print('...\\n')': no output's lines)
        try:
            value = _text_of(ast.literal_eval(f"({token})"))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            continue
        if value is not None:
            pieces += [text[at:match.start()], "\n", value, "\n"]
            at = match.end()
    return "".join(pieces) + text[at:] if pieces else text


def _lines_shown(text):
    """A cell's value that is a list or tuple of strings (IPython's `out = !./smooth`), as its lines;
    else None."""
    shown = text.strip()
    if not shown[:1] in ("[", "(") or shown[-1:] not in ("]", ")") or len(shown) > MAX_LITERAL:
        return None
    try:
        value = ast.literal_eval(shown)
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        return None
    if not isinstance(value, (list, tuple)) or not value:
        return None
    lines = [_text_of(v) for v in value]
    return None if None in lines else "\n".join(line.rstrip("\n") for line in lines) + "\n"


def is_notebook_like(text, path=""):
    """Whether text may be a notebook: a .ipynb file's JSON, or any JSON object naming both
    "cells" (or nbformat 3's "worksheets") and "nbformat" (a notebook saved under another name).
    A quick look (a substring search in C), so other files cost nothing."""
    head = text.lstrip("\ufeff \t\r\n")[:1]
    if head != "{":
        return False
    return path.lower().endswith(".ipynb") or ('"nbformat"' in text and ('"cells"' in text or '"worksheets"' in text))


def _joined(value):
    """A notebook's text field: a string, or a list of strings (the lines); anything else ''."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "".join(v for v in value if isinstance(v, str))
    return ""


def _cells(notebook):
    """The notebook's cells: nbformat 4's "cells", or nbformat 3's worksheets' cells."""
    cells = notebook.get("cells")
    if isinstance(cells, list):
        return cells
    sheets = notebook.get("worksheets")
    if isinstance(sheets, list):
        return [c for s in sheets if isinstance(s, dict) and isinstance(s.get("cells"), list) for c in s["cells"]]
    return []


# A cell's last line that is an expression whose value the cell shows ('mem', 'x.nbytes / 2**30',
# 'np.sum(y[1:-1, 1:-1] < t)'), not a statement: no assignment ('=' alone), ';' or block (a comment after
# it its words: displays.shown_lines).
_ASSIGNMENT = re.compile(r"(?<![=<>!])=(?!=)|;|:$")
_STATEMENT = re.compile(r"(?:print|display|import|from|return|del|assert|raise|global|pass|for|while|if|elif|else|"
                        r"try|except|with|def|class|lambda)\b|%|!|#")


def _labelled(cell, text, names):
    """A value a cell shows, labelled by the expression on the cell's last line that shows it
    ('mem = 0.0037402063608169556'; a tuple's or a dict's items each: displays.shown_lines); else the
    value as it is."""
    lines = [line.strip() for line in _joined(cell.get("source")).splitlines() if line.strip()]
    text = numbers_unwrapped(text)
    if "\n" in text.strip() and text.strip()[:1] not in "({[" or not lines:
        return text
    expression = lines[-1].partition("#")[0].strip()
    if len(expression) > 120 or _ASSIGNMENT.search(expression) or _STATEMENT.match(lines[-1]):
        return text
    return shown_lines(lines[-1], text, names) or text


def output_pieces(notebook):
    """(pieces, others): the text of each output that is read, in order - a stream on stdout
    (its "text"), a value shown (execute_result, display_data: data["text/plain"]; nbformat 3's
    pyout: "text") - and how many outputs were not read (stderr, a traceback, an image only)."""
    pieces, others, names = [], 0, {}
    for cell in _cells(notebook):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code" or not isinstance(cell.get("outputs"), list):
            continue
        names.update(assigned(_joined(cell.get("source"))))  # (the names it assigns label the values shown)
        for output in cell["outputs"]:
            if not isinstance(output, dict):
                continue
            kind, text = output.get("output_type"), ""
            if kind == "stream" and output.get("name", "stdout") == "stdout":
                text = _joined(output.get("text"))
            elif kind in ("execute_result", "display_data", "pyout"):
                data = output.get("data")
                text = _joined(data.get("text/plain")) if isinstance(data, dict) else _joined(output.get("text"))
                text = _lines_shown(text) or _labelled(cell, text, names)
            if text.strip():
                pieces.append((kind, text))
            else:
                others += 1
    return pieces, others


def outputs_text(text, path=""):
    """The text grade reads of a file: a notebook's outputs (output_pieces; consecutive stdout
    streams joined as printed, a value shown on lines of its own); any other file's text as it
    is. CannotGrade for a notebook with no output to read, and for a .ipynb file that is JSON
    but not a notebook (its code would be read as output)."""
    if not is_notebook_like(text, path):
        return unquoted(text)
    values = text.count(",") + text.count(":")
    if values > MAX_VALUES:
        raise CannotGrade(f"it is a notebook of more than {MAX_VALUES:,} JSON values ({values:,} commas and colons): "
                          "not a homework's; upload the output your program printed, as text")
    try:
        notebook = json.loads(text.lstrip("\ufeff"))
    except (ValueError, RecursionError) as e:
        if not path.lower().endswith(".ipynb"):
            return unquoted(text)  # JSON that only names "cells": read as any other text
        raise CannotGrade(f"it is named .ipynb but is not a notebook Jupyter can open ({_why(e)}): {RUN_IT}") from None
    if not isinstance(notebook, dict) or "nbformat" not in notebook or not ({"cells", "worksheets"} & notebook.keys()):
        if not path.lower().endswith(".ipynb"):
            return unquoted(text)
        raise CannotGrade(f"it is named .ipynb but is not a notebook (no \"cells\" and \"nbformat\"): {RUN_IT}")
    pieces, others = output_pieces(notebook)
    if not pieces:
        more = f" (only {others} on stderr, a traceback or an image)" if others else ""
        raise CannotGrade(f"a notebook with no outputs{more}: {RUN_IT} (its code and Markdown are not read)")
    out, last = [], None
    for kind, piece in pieces:
        if out and not out[-1].endswith("\n") and (kind != "stream" or last != "stream"):
            out.append("\n")  # a value shown, or a stream after one, begins a line
        out.append(piece)
        last = kind
    return unquoted("".join(out))


def _why(error):
    """A JSON error said briefly: its message, without Python's class name."""
    if isinstance(error, RecursionError):
        return "its JSON is nested too deep"
    return f"its JSON does not parse: {getattr(error, 'msg', str(error))}"

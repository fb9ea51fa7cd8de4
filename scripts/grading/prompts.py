"""prompts.py - an interactive session pasted into an output: a prompt's line is a command typed, code whose
numbers are no values (MATLAB's and Octave's `>> `, `octave:3> `, Python's `>>> ` and `... `, IPython's
`In [3]: ` and `   ...: `, Julia's `julia> `, R's `> ` before R's code, `x <- ` or a call, or over `[1] 100024`):
`>> fprintf('%g GB\\n', 4*numel(x)/2^30)`, `>>> print(4*1002**2/2**30)`. Its line emptied, but where it only
gives names numbers (`n = 1000;`: kept, its prompt out), or its result is shown under it: MATLAB's `ans =`
(the command the label of its value: `sum(x(:) < 0.1) =`), a value alone on the next line (Python's, Julia's,
R's `[1] 100024`: `(x < 0.1).sum() :: 100024`). A size call's two sides (`size(x)`, then `1002 1002`) are a
square's (`size(x) :: 1002 x 1002`). IPython's `In [k]:` over its `Out[k]:` is headings.py's. Part of the
grader; pure functions, linear in the text.
"""
import re

from .ansrefs import ans_referred, last_code
from .castnames import bytes_named
from .echoes import echo_label
from .promptassigned import tuple_assigned
from .textends import SAMPLE
from .promptheads import each_valued, head_split
from .promptlists import listed_values

# A prompt ('>> ', '>>> ', 'julia> ', 'octave:3> ', 'In [3]: '; Python's '... ' and IPython's '   ...: ' where
# the file has '>>> ' or 'In [', R's '> ' where one is before an assignment ('<-') or a call, or '[1] ' shows a
# value), one or more (each alternative unlike the others at its end, so that a run of them splits one way:
# '>>>>' is none)
_BASE = r">{2,3}(?!>)|julia>|octave:\d{1,9}>|In[ \t]{0,3}\[\d{1,9}\]:"
_DOTS, _R = r"|\.\.\.(?!\.):?", r"|>(?=[ \t])"
STARTS = re.compile(rf"[ \t]*(?:{_BASE}{_DOTS})")  # (a line's start: notebook.unquoted leaves its literals as code)
_TUPLE_FIRST = re.compile(rf"^[ \t]{{0,16}}(?:{_BASE})[ \t]{{0,8}}[(\[]?[ \t]{{0,4}}[A-Za-z_]\w{{0,40}}[ \t]{{0,4}},",
                          re.MULTILINE)  # (a tuple's names; bounded blanks: '>>> ' and 4,000 blanks no backtracking)


def _tuple_at_the_ends(text):
    """Whether a prompt's tuple of names starts a line in the text's first or last SAMPLE characters (a session
    pasted whole is short; a 64 MiB log is not scanned for it)."""
    if len(text) <= 2 * SAMPLE:
        return "," in text and _TUPLE_FIRST.search(text) is not None
    return _TUPLE_FIRST.search(text, 0, SAMPLE) is not None or _TUPLE_FIRST.search(text, len(text) - SAMPLE) is not None


_R_SESSION = re.compile(r"^[ \t]*>[ \t]{1,8}[A-Za-z_.][\w.]{0,40}[ \t]*(?:<-|\()|^[ \t]*\[1\][ \t]", re.MULTILINE)
_KINDS = {}


def _patterns(text):
    """(a prompt's line, a prompt's code, MATLAB's echoed name) for the prompts `text` may have."""
    kind = (">>>" in text or "In [" in text, "> " in text and _R_SESSION.search(text) is not None)
    if kind not in _KINDS:
        prompt = f"(?:{_BASE}{_DOTS if kind[0] else ''}{_R if kind[1] else ''})"
        _KINDS[kind] = (re.compile(rf"^[ \t]*(?:{prompt}[ \t]*)+([^\n]*)", re.MULTILINE),
                        # a prompt's code ('>> x = ', '>> sum(', '>>> print(', 'julia> @printf('): a session's
                        re.compile(rf"^[ \t]*{prompt}[ \t]*@?[A-Za-z_][\w.]{{0,40}}[ \t]*(?:=|\(|<-)",
                                   re.MULTILINE),
                        re.compile(rf"^[ \t]*(?:{prompt}[ \t]*)*(?:[A-Za-z]\w{{0,40}}|ans)[ \t]*=[ \t]*$",
                                   re.MULTILINE))
    return _KINDS[kind]


# A command that only gives names numbers ('n = 1000;', 'a = 0.05; b = 0.1; c = 0.4;'): its values kept
_LITERALS = re.compile(r"(?:[A-Za-z]\w{0,40}[ \t]*(?:=|<-)[ \t]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
                       r"[ \t]*[;,]?[ \t]*)+")
# Its result shown as ans: 'ans =' (then its value) or Octave's 'ans = 100024', blank lines before it
_ANS = re.compile(r"(?:[ \t]*\n)+[ \t]*ans(?=[ \t]*=)")
# Code: an assignment, a call or a name alone ('count_x = sum(...)', 'disp(n)', 'n', '@printf(', 'x.shape');
# not a label a program printed after its own '>> ' ('>> Number of elements below threshold (X): 100024'),
# nor a value given ('>> Total = 1004004')
_COMMAND = re.compile(r"@?[A-Za-z_][\w.]{0,40}(?:[ \t]*(?:=(?!=)|<-)|\(|\[|[ \t]*[;,]?[ \t]*$)")
_GIVEN = re.compile(r"[^=:\n]*(?:=|::?)[ \t]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t]*[;,]?[ \t]*")
# An assignment ('x = ...', 'x <- ...', 'x[1:3] = ...'): no value shown under it; a call that prints
_ASSIGNED = re.compile(r"[\w.\[\]:, ]{1,60}?[ \t]*(?:=(?!=)|<-)")
_PRINTS = re.compile(r"@?(?:print|println|printf|fprintf|sprintf|disp|display|cat|show|puts|write)\b")
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
_SIZE_CALL = re.compile(r"\bsize\b|\.shape\b|\bdim\(")
# an expression whose value ans shows ('n + 2', 'n^2', 'cx / n^2', '[a b c]'): names, numbers, operators, brackets
_CODE = re.compile(r"[\w.()\[\] \t+\-*/^',:<>=~&|]{1,120}")
_WORD = re.compile(r"(?<![\w.])[A-Za-z_]\w{0,40}(?![\w(])")
# a MATLAB prompt's command with its ans under it, whatever the command starts with ('>> 4*numel(x)/1024^3')
_PROMPT_ANS = re.compile(r"^[ \t]*(?:>>|octave:\d{1,9}>)[^\n]{0,240}\n(?:[ \t]*\r?\n){0,3}[ \t]*ans[ \t]*=", re.MULTILINE)
_IPYTHON_OUT = re.compile(r"(?:[ \t]*\n)?[ \t]*Out[ \t]*\[")


def _shown(line):
    """The numbers of a value shown alone on a line ('100024', '(1002, 1002)', R's '[1] 100024',
    MATLAB's '        1002        1002'), at most four; else None."""
    line = line.strip()
    if line.startswith("[1]"):
        line = line[3:]
    line = line.strip().strip("()[]").replace(",", " ")
    tokens = line.split()
    if not 1 <= len(tokens) <= 4 or not all(_NUMBER.fullmatch(t) for t in tokens):
        return None
    return tokens


def _valued(command, value):
    """The line 'command :: value' of a command's value shown under it; a size call's two equal sides
    ('size(x)' over '1002 1002') as a square's."""
    tokens = _shown(value)
    if tokens is None:
        return None
    label = command.rstrip(";, \t")
    if len(tokens) == 2 and _SIZE_CALL.search(label):  # (sides that differ: each its square's, the arrays being
        a, b = tokens                                    # square: a wrong side fails, as sidesapart.py's)
        return f"{label} :: {a} x {b}" if a == b else f"{label} :: {a} x {a}; {label} :: {b} x {b}"
    return f"{label} :: {' '.join(tokens)}" if len(tokens) == 1 else None


def _line_end(text, at):
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def _size_shown(text, at, command):
    """(the line 'command :: A x B', where its value ends) of a size call's ans from `at` (after 'ans'):
    Octave's ' = 1002 1002' on its line or MATLAB's ' =', blank lines, then '  1002  1002'; or of another
    command's ans of up to three numbers under ' =' ('command :: 0.05 0.1 0.4'); else None."""
    end = _line_end(text, at)
    rest = text[at:end].strip(" \t\r")
    if not rest.startswith("="):
        return None
    if rest[1:].strip():
        value, value_end = rest[1:], end
    else:
        value_end = end
        for _ in range(3):  # (blank lines before the value)
            start = value_end + 1
            if start >= len(text):
                return None
            value_end = _line_end(text, start)
            value = text[start:value_end]
            if value.strip():
                break
    if not _SIZE_CALL.search(command):  # ('[a b c]' over MATLAB's 'ans =', '   0.0500   0.1000   0.4000')
        tokens = _shown(value) if not rest[1:].strip() else None
        label = bytes_named(command.rstrip(';, '))  # ('numel(x)*4/2^30': the memory's label, castnames.py)
        return (f"{label} :: {' '.join(tokens)}", value_end) if tokens and len(tokens) <= 3 else None
    shown = _valued(command, value)
    return (shown, value_end) if shown is not None and " x " in shown else None


_NAME = re.compile(r"[ \t]*([A-Za-z_]\w{0,40})[ \t]*=(?!=)")


def _echoed(text, at, command):
    """(the line 'command :: value', where the echo ends) of an assignment echoed under it (Octave's 'cx =
    100024', MATLAB's 'cx =', blank lines, '      100024'), its name the command's and its value one number;
    else None."""
    name = _NAME.match(command)
    if name is None or at >= len(text):
        return None
    end = _line_end(text, at + 1)
    echo = _NAME.match(text, at + 1, end)
    if echo is None or echo.group(1) != name.group(1):
        return None
    value = text[echo.end():end]
    if not value.strip():  # MATLAB's 'cx =', blank lines, then its value
        for _ in range(3):
            if end + 1 >= len(text):
                return None
            start, end = end + 1, _line_end(text, end + 1)
            value = text[start:end]
            if value.strip():
                break
    tokens = _shown(value)
    if tokens is None or len(tokens) != 1:
        return None
    return f"{command.rstrip(', ')} :: {tokens[0]}", end


def _listed(text, at, command, prompted):
    """(the lines 'item :: value', where its values end) of a command that lists items over a line of as many
    values (promptlists.py); else None."""
    if at >= len(text):
        return None
    end = _line_end(text, at + 1)
    line = text[at + 1:end]
    if not line.strip() or prompted.match(line):
        return None
    shown = listed_values(command, line)
    return None if shown is None else (shown, end)


def without_prompts(text):
    """text with a pasted session's commands as no fields: each prompt's line of code emptied, but where
    it only gives names numbers (kept, its prompt out, as a line that is no code), or its result is shown
    as ans (the command the label of its value: 'sum(x(:) < 0.1) =') or alone on the line under it
    ('(x < 0.1).sum() :: 100024'). Only where the file holds a prompt's code or MATLAB's echoed name."""
    if not (">" in text or "In [" in text):
        return text
    prompted, code, echoed = _patterns(text)
    if not code.search(text) and not ((">>" in text or "octave:" in text) and (echoed.search(text) or "ans" in text
                                                                              and _PROMPT_ANS.search(text))) \
            and not _tuple_at_the_ends(text):  # ('>>> a, b, c, t = 0.05, ...': promptassigned.py)
        return text
    pieces, at, named, last = [], 0, {}, None  # (a name an echoed assignment gave, its code: 'cx': 'sum(sum(x < t))')
    for m in prompted.finditer(text):
        if m.start() < at:
            continue
        command = m.group(1).rstrip()
        split = head_split(command)  # ('n = 1000; print(n + 2)': the head its own line, the rest code: promptheads.py)
        if split is not None:
            pieces += [text[at:m.start()], split[0] + "\n"]
            at, command = m.start(), split[1]
        ans = _ANS.match(text, m.end()) if command else None
        listed = _listed(text, m.end(), command, prompted) if "," in command and not ans else None
        if listed is not None:  # ('julia> t, a, b, c' over '(0.1, 0.05, 0.1, 0.4)', R's 'c(a, b, c)': promptlists.py)
            pieces += [text[at:m.start()], listed[0]]
            at = listed[1]
            continue
        if echoed.fullmatch(m.group()) or _LITERALS.fullmatch(command) or _GIVEN.fullmatch(command) \
                or tuple_assigned(command) \
                or not _COMMAND.match(command) and not (ans and _CODE.fullmatch(command)):
            pieces += [text[at:m.start()], command.rstrip("; \t") if tuple_assigned(command) else command]  # ('>> n =': an
            # output's name after a prompt; a printed label; a tuple given without Julia's closing ';')
            at = m.end()
            continue
        if _IPYTHON_OUT.match(text, m.end() + 1):
            continue  # ('In [4]: below_x' over 'Out[4]: 100024': headings.py's)
        if ans and named and _WORD.search(command):  # ('cx / n^2' after 'cx = sum(sum(x < t))': its count's code)
            command = _WORD.sub(lambda w: named.get(w.group(), w.group()), command)
        if ans:  # ('ans / n^2' after 'sum(x(:) < t)' shown as ans: that command's code, ansrefs.py)
            command = ans_referred(command, last)
            last = last_code(command)
        if ans:
            shown = _size_shown(text, ans.end(), command)
            if shown is not None:  # ('size(x)', 'ans =', '1002 1002': a square's sides; '[a b c]', 'ans =', a row)
                pieces += [text[at:m.start()], shown[0]]
                at = shown[1]
                continue
            # ('numel(x)*4/2^30': an array's bytes over 2^30, the memory's label: castnames.py)
            pieces += [text[at:m.start()], text[m.end():ans.end() - 3], bytes_named(command.rstrip(";, \t"))]
            at = ans.end()
            continue
        echo = _echoed(text, m.end(), command) if not command.endswith(";") else None
        if echo is not None:  # ('>> cx = sum(sum(x < t))' over Octave's 'cx = 100024': 'cx = sum(...) :: 100024')
            name, code = _NAME.match(command).group(1), command[_NAME.match(command).end():].strip()
            if len(named) < 64 and len(code) <= 120 and "(" in code:
                named[name] = code
            label = echo_label(name, code, named)  # ('gb = total*4/2^30': 'gb'; 'fx = nx/n^2': nx's code: echoes.py)
            pieces += [text[at:m.start()], echo[0] if label is None else label + echo[0][echo[0].rfind(" :: "):]]
            at = echo[1]
            continue
        shown = None
        if not _ASSIGNED.match(command) and not command.endswith(";"):  # an expression: its value under it
            end = text.find("\n", m.end() + 1)
            line = text[m.end() + 1:end if end >= 0 else len(text)] if m.end() < len(text) else ""
            if line and not prompted.match(line):
                inner = _PRINTS.match(command)
                label = command[inner.end():].strip() if inner else command
                if inner and label.startswith("(") and label.endswith(")"):
                    label = label[1:-1]  # ('print(count_x)' over '100024': 'count_x :: 100024')
                # ('print(a, b)' over as many numbers: each its expression's, promptheads.py)
                shown = each_valued(label, line) if label and "," in label else None
                if shown is None and label and not (inner and "," in label):  # (not 'print(a, b)' otherwise)
                    shown = _valued(label, line)
                if shown is not None:
                    pieces += [text[at:m.start()], shown]
                    at = m.end() + 1 + len(line)
                    continue
        pieces += [text[at:m.start()], ""]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text

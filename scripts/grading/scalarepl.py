"""scalarepl.py - a Scala REPL session pasted as text (the twenty-ninth pass's H22, p15): 'scala> val n = 1000'
over 'val n: Int = 1000', 'scala> (t, a, b, c)' over 'val res2: (Float, Float, Float, Float) = (0.1,0.05,0.1,0.4)'
(Scala 3), 'res0: (Int, Int) = (100024,13)' (Scala 2). Before, the echoed code was read as data ('scala>
rowLength.toLong * rowLength * 4 / math.pow(2, 30)': a row length of 4, the file graded at n = 2) and the results
were not read ('res0: (Int, Int) = (100024,13)' after right counts passed unread). Now the echoed code is emptied
(the program, not its output: prompts.py's rule for '>>>'), a named result is written as 'name = value'
('belowY = 12') and an unnamed one ('res0', 'res1', ...) as the code echoed over it and its value ('(t, a, b, c)
= (0.1,0.05,0.1,0.4)', 'belowX.toDouble / (n * n) = 0.100024'), or its value alone (no echo over it, or a tuple
of expressions or a product such as '(rowLength * rowLength, n * n)', whose names would mislabel it (a tuple of
expressions of n alone, '(n+2, n, (n+2)*(n+2), n*n)', is labelled: its items name the sizes, the thirtieth pass's c74): a bare
tuple of the counts after them is read as a recap, baretuples.py). A result line needs a Scala type after its name
(a capital name, a tuple or a generic of them); 'name: Int = 1000' without 'val' only in a text with a 'scala>'
prompt. Every line keeps its number. Part of the grader (lines.without_prefixes asks it, in a text's first and
last 256 KiB); anchored bounded patterns a line.
"""
import re

_TYPE = r"(?:[A-Z][\w.]{0,30}(?:\[[^\]\n]{0,60}\])?|\([A-Z][^()\n]{0,120}\))"
_RESULT = re.compile(r"^([ \t]{0,8})(val[ \t]{1,4}|var[ \t]{1,4})?([A-Za-z_]\w{0,40}):[ \t]{0,4}" + _TYPE +
                     r"[ \t]{0,4}=[ \t]{0,4}([^\n]{1,200})$", re.MULTILINE)
_PROMPT = re.compile(r"^[ \t]{0,8}scala>[^\n]*$", re.MULTILINE)
_LABELLED = re.compile(r"^[ \t]{0,8}scala>[ \t]{0,4}([^\n]{1,160})\n([ \t]{0,8})(?:val[ \t]{1,4})?res\d{1,4}:[ \t]{0,4}"
                       + _TYPE + r"[ \t]{0,4}=[ \t]{0,4}([^\n]{1,200})$", re.MULTILINE)
_OPERATOR = re.compile(r"[-+*/^]")
_UNNAMED = re.compile(r"res\d{1,4}$")


# a tuple of expressions of n alone ('(n+2, n, (n+2)*(n+2), n*n)', '(n + 2, (n+2).toLong * (n+2))'): its items are
# the sizes' own names (expressions.py reads them), so the result is labelled by it (the thirtieth pass's c74)
_CONVERSION = re.compile(r"\.to(?:Long|Int|Double|Float)\b")
_N_ITEM = re.compile(r"[ \t]*(?=[^,]*\bn\b)[n0-9+*^() \t-]{1,40}")


def _n_tuple(code):
    code = _CONVERSION.sub("", code)
    if not (code.startswith("(") and code.endswith(")")) or len(code) > 160:
        return False
    items = code[1:-1].split(",")
    return len(items) >= 2 and all(_N_ITEM.fullmatch(item) for item in items)


def _labelled(m):
    code, indent, value = m.group(1).strip(), m.group(2), m.group(3)
    if _OPERATOR.search(code) and (code.startswith("(") or "/" not in code) and not _n_tuple(code):
        return m.group(0)  # ('(rowLength * rowLength, n * n)': its items' labels no one reads; left unlabelled)
    code = _CONVERSION.sub("", code) if _n_tuple(code) else code  # ('(n+2).toLong * (n+2)': '(n+2) * (n+2)')
    return f"\n{indent}{code} = {value}"


def scala_results(text):
    """text with a Scala REPL's echoed code emptied and its results written plainly (module docstring)."""
    prompted = "scala>" in text

    def written(m):
        indent, val, name, value = m.groups()
        if not val and not prompted and not _UNNAMED.match(name):
            return m.group(0)
        if _UNNAMED.match(name):
            return indent + value
        return f"{indent}{name} = {value}"
    if prompted:  # (an unnamed result labelled by the code echoed over it: '(t, a, b, c) = (0.1,0.05,0.1,0.4)')
        text = _LABELLED.sub(_labelled, text)
    text = _RESULT.sub(written, text)
    return _PROMPT.sub("", text) if prompted else text

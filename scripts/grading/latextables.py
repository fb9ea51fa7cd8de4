"""latextables.py - a LaTeX table of the results pasted into an output or a report (`\\begin{tabular}{lrr}`, `Array &
Count & Fraction \\\\ \\hline`, `$x$ & 100024 & 0.100024 \\\\`, `\\end{tabular}`), read as the Markdown table it is:
each row `| Array | Count | Fraction |`, its cells' markup out (`$x$`, `\\texttt{x}`, `\\num{100024}`, `\\_`), a number
written `1.2 \\times 10^{-5}` as C prints it (`1.2e-5`); the table's own commands (`\\begin`, `\\end`, `\\hline`,
booktabs' rules, `\\centering`, `\\caption`) blank lines. A row is a line of two or more cells apart by `&` that
ends in `\\\\`; nothing else is changed. Part of the grader (notations.plain_notations asks it); pure functions,
linear.
"""
import re

from .printednumbers import PLAIN_NUMBER

# a row: cells apart by '&' (no '&' escaped), ending in '\\' and maybe a rule; each run of blanks outside a cell
# taken whole (a lookahead: none is given back, so a line of blanks costs its length)
_ROW = re.compile(r"^(?=([ \t]*))\1([^\n&]{0,120}(?:(?<!\\)&[^\n&]{0,120}){1,11})\\\\(?=([ \t]*))\3"
                  r"(?:\\(?:hline|midrule|toprule|bottomrule)(?=([ \t]*))\4)?$", re.MULTILINE)
_COMMAND = re.compile(r"^[ \t]*\\(?:begin|end)\{(?:tabular|table|center)\*?\}(?:\[[^\]\n]{0,20}\])?(?:\{[^\n]{0,60}\})?"
                      r"[ \t]*$|^[ \t]*\\(?:centering|caption\{[^\n]{0,200}\}|label\{[^\n}]{0,60}\})[ \t]*$", re.MULTILINE)
# a rule between rows: Markdown's rule (a blank line would end the table)
_RULE = re.compile(r"^[ \t]*\\(?:hline|toprule|midrule|bottomrule|cline\{[\d-]{1,9}\})(?=([ \t]*))\1(?:\\hline(?=([ \t]*))\2)?$",
                   re.MULTILINE)
_MARKUP = re.compile(r"\\(?:texttt|textbf|textit|emph|mathrm|mathbf|num|text)\{([^{}\n]{0,60})\}")
_TIMES = re.compile(r"(\d(?:\.\d{1,15})?)[ \t]{0,2}\\(?:times|cdot)[ \t]{0,2}10\^\{?([+-]?\d{1,3})\}?")


def _cell(cell):
    if "\\" in cell:  # (markup only where a command is: a long table's plain cells cost one test)
        cell = _TIMES.sub(r"\1e\2", _MARKUP.sub(r"\1", cell))
        cell = cell.replace("\\_", "_").replace("\\%", "%").replace("\\,", "")
    return cell.replace("$", "").strip() if "$" in cell else cell.strip()


_MAX_ROWS = 2000  # rows rewritten in a file (a table of results has a few)
# between two rows of one table: blanks and rules only
_BETWEEN = re.compile(r"(?:\s|\\(?:hline|toprule|midrule|bottomrule))*")


def latex_tables(text):
    """text with a LaTeX tabular's rows as Markdown's rows and its commands as blank lines (where it has a row);
    a table with no header (its first row a name and numbers: 'x & 100024 & 0.100024 \\\\') as its cells apart by
    blanks, an array's line of values."""
    if "&" not in text or "\\\\" not in text:
        return text
    pieces, at, headed = [], 0, False
    for k, m in enumerate(_ROW.finditer(text)):
        if k == _MAX_ROWS:
            break
        cells = [_cell(c) for c in re.split(r"(?<!\\)&", m.group(2))]
        if not pieces or not _BETWEEN.fullmatch(text, at, m.start()):  # (a table's first row: is it a header?)
            headed = not (cells[0] and all(PLAIN_NUMBER.fullmatch(c) for c in cells[1:]))
        row = "| " + " | ".join(cells) + " |" if headed else "  ".join(cells)
        pieces += [text[at:m.start()], m.group(1), row]
        at = m.end()
    if not pieces:
        return text
    rowed = "".join(pieces) + text[at:]
    return _RULE.sub("|---|---|", _COMMAND.sub("", rowed))

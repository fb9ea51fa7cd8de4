"""pairlines.py - a summary of the counts as a bare pair of whole numbers on a line of a summary's words
alone ('RESULT 100024 12', 'answer = (100024, 12)', 'Final: 100024, 12', 'Reduction: 99.988% (100024 -> 12)'):
another printing of x's and y's counts, rewritten in place as one the grader reads ('below threshold: x =
100024, y = 12'), so that a wrong one fails. Only where the two differ and the first is printed on x's line
that counts elsewhere, or the second on y's (recaps.py's test, given), and the line holds nothing else (a
percentage of the change only before a bracketed pair). Part of the grader (recaps.py asks it); pure
functions, one anchored pattern, linear in the text.
"""
import re

_INT = r"(\d{1,12})"
_LINE = re.compile(r"^([ \t]*)((?:[A-Za-z]+[ \t]+){0,3}[A-Za-z]+)[ \t]*(?:[:=][ \t]*)?"
                   r"(?:(\d{1,3}(?:\.\d+)?[ \t]*%[ \t]*)?\([ \t]*" + _INT + r"[ \t]*(?:,|->|=>|\u2192)[ \t]*" + _INT +
                   r"[ \t]*\)|" + _INT + r"(?:[ \t]*(?:,|->|=>|\u2192)[ \t]*|[ \t]+)" + _INT + r")[ \t]*$", re.MULTILINE)
_WORDS = {"done", "summary", "result", "results", "final", "finally", "answer", "answers", "output", "outputs", "recap",
          "reduction", "counts", "overall"}
_CHANGE = {"reduction"}  # (a percentage of the change before the pair: only after these words)
_LOOKED = 16  # such lines looked at per text (a bounded cost)


def summary_pairs(text, labelled):
    """text with each such pair rewritten in place; `labelled(text, line, value, array)`: whether value is
    printed on another line of text that counts and names array (recaps._labelled_elsewhere)."""
    low = text.lower()  # (a literal search first: the pattern tries each line's start)
    if not any(word in low for word in _WORDS):
        return text
    pieces, at, looked = [], 0, 0
    for m in _LINE.finditer(text):
        words = set(m.group(2).lower().split())
        if not words <= _WORDS or (m.group(3) and not words & _CHANGE):
            continue
        looked += 1
        if looked > _LOOKED:
            break
        x, y = (m.group(4), m.group(5)) if m.group(4) else (m.group(6), m.group(7))
        line = m.group(0)
        if x == y or not (labelled(text, line, x, "x") or labelled(text, line, y, "y")):
            continue
        pieces += [text[at:m.start()], f"{m.group(1)}below threshold: x = {x}, y = {y}"]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text

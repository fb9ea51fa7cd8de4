"""thresholdnotes.py - a threshold's label with a note in brackets on how it is used, the note holding a symbol,
a comparison or a number (`Threshold t (strictly below is counted): 0.1`, `Threshold (t < 0.1 counted): 0.1`,
`Cutoff thr (x < thr is counted) = 0.1`): the threshold's label, though the note has a count's words. Its head
(`threshold`, `cutoff`, `threshold value`, a symbol such as `t` after it) is what the label names; labelwords.explained
asks it where its own pattern (words alone in the brackets) does not match. Not where the note names a count
(`Threshold (number of x < t)`, `(count of ...)`, `(# below)`): that label is a count's, read as before.
Part of the grader; pure functions, one anchored pattern whose runs are apart by what they hold.
"""
import re

# The head, an optional symbol, the note (no brackets inside, bounded), then only a separator
_NOTED = re.compile(r"[ \t]*((?i:threshold|cut-?off)(?:[ \t]+(?i:value))?)(?:[ \t]+(?:t|T|thr|tau|\u03c4))?"
                    r"[ \t]*\(([^()\n]{1,80})\)[ \t]*[:=]?[ \t]*")
# What a note says of the counting: a comparison or a count's word ('strictly below', 'values < t counted')
_SAYS_COUNTING = re.compile(r"<|(?i:\b(?:below|under|less|smaller|lower|counted|count|counts|counting)\b)")
# A note that names a count, not how the threshold is used ('(number of x < t)', '(count of elements below)')
_NAMES_COUNT = re.compile(r"[ \t]*(?i:number|num\b|nb\b|#|no\.|count[ \t]+of|amount|how[ \t]+many|total)")


def noted(label):
    """The head of a threshold's label with a note on its use in brackets ('Threshold t (strictly below is
    counted): ' -> 'Threshold'); else None."""
    if "(" not in label or len(label) > 160:
        return None
    m = _NOTED.fullmatch(label)
    if m is None or not _SAYS_COUNTING.search(m.group(2)) or _NAMES_COUNT.match(m.group(2)):
        return None
    return m.group(1)

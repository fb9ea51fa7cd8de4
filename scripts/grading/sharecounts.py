"""sharecounts.py - an array's count given behind its share of the inner elements (the twenty-ninth pass's M1,
p12): 'y: 0.0013 % of the inner elements (13)', 'x: 10.0024% of interior cells (100024)', 'y: 1.2e-05 of the
inner elements (12)', 'y: 12 of the inner elements'. Before, the count in brackets after 'inner elements' was read
as the inner total ('Total number of inner elements: 1000000 and 13'), a right line failing the total and a wrong
one blaming it, not the count. Such a line is rewritten as the array's count with its share ('y below threshold:
13 (0.0013%)'), so the count is graded (a wrong one fails the count, a wrong share its fraction). Only a whole
line: a label that ends in the array's name (x, y, nbx, nby; up to three words before it, a tag in brackets
after it: 'GPU y', 'y (CUDA)'), ':' or '=', then one of the shapes. Part of the grader (headings._named asks it,
before terseforms.py); one anchored bounded pattern a line, lines prefiltered by 'of' and an array's name.
"""
import re

_LABEL = (r"^([ \t]{0,16}(?:[A-Za-z][\w.+-]{0,24}[ \t]{1,4}){0,3}(?:nb_?)?[xyXY](?:[ \t]{1,4}\([A-Za-z][A-Za-z0-9 -]"
          r"{0,15}\))?)[ \t]{0,4}[:=][ \t]{0,4}")
_INNER = r"of[ \t]{1,4}(?:the[ \t]{1,4})?(?:inner|interior)?[ \t]{0,4}(?:elements|cells|values|points)"
_SHARE = re.compile(_LABEL + r"(?:(\d{0,3}\.\d{1,12}(?:[eE][-+]?\d{1,3})?|\d(?:\.\d{1,12})?[eE]-\d{1,3})[ \t]{0,2}(%?)"
                    r"[ \t]{1,4}" + _INNER + r"[ \t]{0,4}\([ \t]{0,2}(\d{1,12})[ \t]{0,2}\)|(\d{1,12})[ \t]{1,4}"
                    r"of[ \t]{1,4}(?:the[ \t]{1,4})?(?:inner|interior)[ \t]{1,4}(?:elements|cells|values|points))"
                    r"[ \t]{0,4}\.?[ \t]{0,4}$", re.MULTILINE)


def _written(m):
    label, share, percent, count, alone = m.groups()
    if alone is not None:
        return f"{label} below threshold: {alone}"
    return f"{label} below threshold: {count} ({share}{'%' if percent else ''})"


def share_counts(text):
    """text with each such line rewritten as the array's count (module docstring); other lines as they were."""
    if " of " not in text or ("inner" not in text and "interior" not in text):
        return text
    return _SHARE.sub(_written, text)

"""thousands.py - sizes whose digits group their thousands where the grader's other rules cut them
('Grid: 1,000 x 1,000 interior (1,002 x 1,002 with halo)', C++'s std::locale("") or Python's f"{n:,}"; a French
or Swiss locale's '1 000 x 1 000', "1'002 x 1'002"; a thin or no-break space). A grouped number alone is
words.GROUPED's, read as one number where it can be nothing else; but a shape's sides (the comma cut '1,000 x
1,000' into a list) and a number in brackets after a size ('Total elements: 1,004,004 (1,000,000 inner)': the
bracket's items were cut at its commas) were not read. Two rules:
- shapes_ungrouped: a shape whose two sides group their thousands with the same mark (1-3 digits, then groups of
  three, no digit, point or comma glued to either end: '12,100 x 100' is no shape's), and its area after '='
  ('1,002 x 1,002 = 1,004,004'), written as C prints them ('1002 x 1002 = 1004004'), so grids.py reads it;
- grouping_comma: whether a comma is a number's thousands mark (1-3 digits before it, after no digit or point,
  then exactly three digits), so beside.items does not cut there.
Part of the grader (notations.plain_notations asks the first, in a text's first and last 256 KiB; beside.items
the second); one pattern of bounded runs: linear.
"""
import re

from .textends import at_the_ends

_MARKS = ",'\u2019 \u00a0\u2009\u202f"
_SIDE = r"\d{1,3}(?:\2\d{3}){1,3}"
_SHAPE = re.compile(rf"(?<![\d.,'\u2019])(\d{{1,3}}([{_MARKS}])\d{{3}}(?:\2\d{{3}}){{0,2}})(?![\d])"
                    rf"([ \t]{{0,3}}(?:x|X|\*|\u00d7|by)[ \t]{{0,3}})({_SIDE})(?![\d]|[.,]\d)"
                    rf"(?:([ \t]{{0,3}}=[ \t]{{0,3}})({_SIDE})(?![\d]|[.,]\d))?")
_UNGROUP = str.maketrans("", "", _MARKS)


def _grouped(k):
    """a grouped number whose mark is group k's: 1-3 digits, then 1-3 groups of three; no digit glued after it."""
    return rf"\d{{1,3}}([{_MARKS}])\d{{3}}(?:\{k}\d{{3}}){{0,2}}(?![\d]|[.,]\d)"



# A plain shape's area grouped ('1002 x 1002 = 1,004,004 floats', '= 1 004 004'), and a grouped number in the
# bracket after it ('(1,000,000 inner)'): the comma cut the area to its '1'. Both marks' kinds alike.
_AREA = re.compile(r"(?<![\d.,])(\d{1,6}[ \t]{0,3}(?:x|X|\*|\u00d7|by)[ \t]{0,3}\d{1,6}[ \t]{0,3}=[ \t]{0,3})"
                   rf"({_grouped(3)})(?:([^\n()]{{0,40}}\([ \t]{{0,3}})({_grouped(6)}))?")

_GROUPED_AFTER_EQUALS = re.compile(rf"=[ \t]{{0,3}}\d{{1,3}}[{_MARKS}]\d{{3}}")  # (a cheap gate: '=' is its first)


def _plain(m):
    area = m.group(5) + m.group(6).translate(_UNGROUP) if m.group(6) else ""
    return m.group(1).translate(_UNGROUP) + m.group(3) + m.group(4).translate(_UNGROUP) + area


def _area_plain(m):
    inner = m.group(4) + m.group(5).translate(_UNGROUP) if m.group(5) else ""
    return m.group(1) + m.group(2).translate(_UNGROUP) + inner


def _shapes(text):
    text = _SHAPE.sub(_plain, text)
    return _areas(text) if "=" in text else text


def _areas(text):
    """text with each _AREA written plain, looked for only around a grouped number after '=' (bounded)."""
    out, last = [], 0
    for g in _GROUPED_AFTER_EQUALS.finditer(text):
        m = _AREA.search(text, max(last, g.start() - 40), g.end() + 120)
        if m and m.start() <= g.start():
            out += [text[last:m.start()], _area_plain(m)]
            last = m.end()
    return "".join(out + [text[last:]]) if out else text


def shapes_ungrouped(text):
    """text with each grid shape's grouped sides (and its area) written without their thousands marks."""
    if "x" not in text and "X" not in text and "\u00d7" not in text and "*" not in text and "by" not in text:
        return text
    return at_the_ends(text, _shapes)


def grouping_comma(line, i):
    """Whether the comma at line[i] groups a number's thousands ('1,000,000'; not '1000,1002' or '0.05,0.100')."""
    if not (line[i + 1:i + 4].isdigit() and len(line[i + 1:i + 4]) == 3 and not line[i + 4:i + 5].isdigit()):
        return False
    k = i
    while k > 0 and i - k < 4 and line[k - 1].isdigit():
        k -= 1
    return 1 <= i - k <= 3 and (k == 0 or line[k - 1] not in ".")

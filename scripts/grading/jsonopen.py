"""jsonopen.py - a JSON object (or a Python dict's pprint) over several lines whose first line opens the brace and
holds keys ('{"n": 1000, "n2": 1002, "total": 1004004, "inner": 1000000, "gb": 0.00374021,' / ' "t": 0.1, ...' /
' "y": {"below": 12, "fraction": 1.2e-05}}'): that line was read as one statement, its keys after the first lost
(row length, totals, memory MISSING), where the same object with '{' alone on its line was read key by key. The
opening brace is written as a blank (the line's keys then read as any later line's; the line numbers stay). Only
a line that opens with '{' and a quoted key and leaves its brace open (more '{' than '}' on it). Part of the
grader (headings._named asks it, within the text's ends); one pattern a line, bounded, a cheap test first.

    text = json_open_read(text)
"""
import re

_OPEN = re.compile(r"^([ \t]{0,16})\{(?=[ \t]{0,3}[\"'][A-Za-z_][\w .()/+^*-]{0,40}[\"'][ \t]{0,3}:[^\n]{0,2000}$)",
                   re.MULTILINE)


def _blank(m):
    end = m.string.find("\n", m.end())
    line = m.string[m.start():end if end >= 0 else len(m.string)]
    return m.group(1) + " " if line.count("{") > line.count("}") else m.group(0)


def json_open_read(text):
    """text with each such opening brace (module docstring) a blank."""
    if "{" not in text:
        return text
    return _OPEN.sub(_blank, text)

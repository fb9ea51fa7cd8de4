"""htmltables.py - an HTML table inside a text that is no page (a program's summary, then the table it wrote as
HTML: pandas' to_html, a hand-made report's `<table><tr><th>array</th><th>below t</th>...` / `<tr><td>x</td>
<td>100024</td>...`): its cells stayed in their tags, the x / y rows under an 'array' column unread (UNGRADED), and
a second printing's wrong 'y' row not compared. Each `<table ...>...</table>` is read as lines.page_text reads a
page's table: a row a line, a tab between its cells (a tab-separated table, read as any). Only a text lines.page_text
left as it is; at most _MOST tables of at most _LONGEST characters each (str.find a table: linear). Part of the
grader (wholetext.ready asks it after page_text, within the text's first and last 256 KiB).

    text = html_tables_read(text)
"""
import re

from .lines import page_text

_OPEN = re.compile(r"<table\b", re.IGNORECASE)
_CLOSE = re.compile(r"</table[ \t]*>", re.IGNORECASE)
_MOST = 64
_LONGEST = 1 << 20


def html_tables_read(text):
    """text with each HTML table in it (module docstring) as the lines a page shows of it."""
    if "<table" not in text and "<TABLE" not in text and "<Table" not in text:
        return text
    parts, at = [], 0
    for _ in range(_MOST):
        opened = _OPEN.search(text, at)
        closed = _CLOSE.search(text, opened.end(), opened.end() + _LONGEST) if opened else None
        if closed is None:
            break
        shown = page_text(text[opened.start():closed.end()]).strip("\n").replace("\t\n", "\n").rstrip("\t")
        parts += [text[at:opened.start()], shown + "\n"]  # (a row's last tab none: a tab-separated table's)
        at = closed.end()
    return "".join(parts) + text[at:] if parts else text

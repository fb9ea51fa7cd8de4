"""indexnames.py - a pandas DataFrame printed with a named index (`df.set_index("backend")`, a groupby's):
pandas prints the index's name on a line of its own under the header, the header's first column blank:

                n  below_x  below_y
    backend
    cpu      1000   100024       12

read as the frame without that line, its name the first column's header (`backend     n  below_x  below_y`
over `cpu      1000   100024       12`), as a frame with no index name is (tables.py). Only where the
header has the index's column blank, the name is one word alone on its line (pandas pads it with blanks to
the header's width), and the row under it has one cell more than the header. The header's line is left
blank (every line keeps its number). Part of the grader (tables.rewrite asks it); one anchored pattern
whose runs are apart by what they hold, linear in the text.
"""
import re

# a header whose first column is blank, the index's name alone under it, then a row that starts in column 0
_NAMED = re.compile(r"^([ \t]{1,200}[^\s][^\n]{0,2000})\n([A-Za-z_][\w.-]{0,40})[ \t]{0,2000}\n(?=([^\s][^\n]{0,2000}))",
                    re.MULTILINE)
_LETTER = re.compile(r"[A-Za-z]")


def _merged(m):
    header, name, row = m.group(1), m.group(2), m.group(3)
    cells = header.split()
    if len(cells) < 2 or not _LETTER.search(header) or len(row.split()) != len(cells) + 1:
        return m.group()
    lead = len(header) - len(header.lstrip())
    return "\n" + (name + header[len(name):] if len(name) < lead else name + "  " + header.lstrip()) + "\n"


def index_named(text):
    """text with each pandas frame's index-name line (above) as its header's first cell."""
    if "\n" not in text:
        return text
    return _NAMED.sub(_merged, text)

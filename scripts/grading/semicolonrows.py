"""semicolonrows.py - a semicolon-separated row's decimal commas: a spreadsheet in a European locale writes
'1000;100024;0,100024;12;0,000012' (its list separator ';' because the comma is the decimal mark). In a file that
prints decimal points elsewhere, tables.py took such commas for no decimal mark (a file of points: its commas
group or list), so the row's '0,100024' was read as the cells 0 and 100024: a right output with such a CSV after
its counts failed Y ('two different values: 12 and 100024', the thirtieth pass's probe 5, fixer b28), and a wrong
one failed for that, not for its count. Now, on a line of three cells or more apart by ';', each a number, a cell
'D,D' (an exponent allowed) is read with a point; other lines as they were ('x = 100,024; y = 12' has no such
row, and '100024;12' has no comma).
Part of the grader (wholetext.py asks it, before the tables and labels are read); pure functions, anchored bounded patterns.
"""
import re

# a row of three or more numeric cells apart by ';' (cells may be quoted or padded)
_ROW = re.compile(r"(?m)^[ \t]{0,8}\"?[+-]?\d[\d,eE+-]{0,24}\"?(?:[ \t]{0,4};[ \t]{0,4}\"?[+-]?\d[\d,eE+-]{0,24}\"?){2,40}"
                  r"[ \t]{0,4};?[ \t]*$")
_COMMA_CELL = re.compile(r"(?<![\w,])([+-]?\d{1,12}),(\d{1,16}(?:[eE][+-]?\d{1,3})?)(?![\w,])")


def semicolon_points(text):
    """text with each semicolon row's decimal commas as points; text itself where it has none."""
    if ";" not in text or "," not in text:
        return text
    return _ROW.sub(lambda m: _COMMA_CELL.sub(r"\1.\2", m.group()) if "," in m.group() else m.group(), text)

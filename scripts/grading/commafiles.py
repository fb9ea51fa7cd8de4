"""commafiles.py - whether an output is a decimal-comma file: it prints decimal commas ('0,003740', '0,10') and no
number with a decimal point (points that group thousands, '1.004.004', aside), and no CSV's glued values or names.
tables.py rewrites such a file's commas whole; percentforms.py's rewriting of one bracketed fraction's comma
('100024 (0,100024)') ran first and made the file print a point, so tables.py left the rest (a German locale's
'Speicher pro Array (GB): 0,003740' read as 0, "integer division"; 'Schwellwert t: 0,10' as 0; 'Konstanten a, b, c:
0,05 0,10 0,40' as '0 05 0'). percentforms.py leaves such a file to tables.py. Part of the grader; pure functions.
"""
import re

_COMMA = re.compile(r"(?<![\w.,'])[+-]?\d+,\d+(?:[eEdD][+-]?\d+)?(?![\w.,']|,\d)", re.ASCII)  # (tables._DECIMAL_COMMA's)
_POINT = re.compile(r"\.\d")
_GROUPING_POINTS = re.compile(r"(?<![\w.,])[1-9]\d{0,2}(?:\.\d{3})+(?![\w.]|,\d)", re.ASCII)  # (tables.py's)
_GLUED = re.compile(r"\d,\d+,\d|[A-Za-z_)],[A-Za-z_(]", re.ASCII)  # (a CSV's row or header: tables.py's too)
_LARGEST = 1 << 18  # (tables.REWRITTEN: a longer text is not rewritten there)


def comma_file(text):
    """Whether tables.py will read text's decimal commas as points (the whole file's, not one value's)."""
    if len(text) > _LARGEST or "," not in text or not _COMMA.search(text) or _GLUED.search(text):
        return False
    return not (_POINT.search(text) and _POINT.search(_GROUPING_POINTS.sub(" ", text)))

"""commafiles.py - whether an output is a decimal-comma file: it prints decimal commas ('0,003740', '0,10') and no
number with a decimal point (points that group thousands, '1.004.004', aside), and no CSV's glued values or names.
tables.py rewrites such a file's commas whole; percentforms.py's rewriting of one bracketed fraction's comma
('100024 (0,100024)') ran first and made the file print a point, so tables.py left the rest (a German locale's
'Speicher pro Array (GB): 0,003740' read as 0, "integer division"; 'Schwellwert t: 0,10' as 0; 'Konstanten a, b, c:
0,05 0,10 0,40' as '0 05 0'). percentforms.py leaves such a file to tables.py. And the rewriting itself
(decimal_commas, tables.py's: a decimal-comma file's commas as points, its thousands' points dropped). Part of the
grader; pure functions.
"""
import re

DECIMAL_COMMA = re.compile(r"(?<![\w.,'])([+-]?\d+),(\d+)((?:[eEdD][+-]?\d+)?)(?![\w.,']|,\d)", re.ASCII)
_POINT = re.compile(r"\.\d")  # (a number with a decimal point has one; looked for as a '.' first: quick)
_NAMES_GLUED = re.compile(r"[A-Za-z_)],[A-Za-z_(]")  # 'n,row,inner': a CSV's header
_VALUES_GLUED = re.compile(r"\d,\d+,\d", re.ASCII)  # '1000,1002,1000': a CSV's row
# Points that group thousands (a German locale's '1.004.004', '100.024': a whole part of 1-3 digits, not 0,
# groups of three), no decimal point: a file that prints only those may print decimal commas.
_GROUPING_POINTS = re.compile(r"(?<![\w.,])[1-9]\d{0,2}(?:\.\d{3})+(?![\w.]|,\d)", re.ASCII)
_LARGEST = 1 << 18  # (tables.REWRITTEN: a longer text is not rewritten there)


# In a file of points, a value with a decimal comma alone after a label's separator (Java's String.format under a comma
# locale beside its println's points: 'memory (GB): 0,003740'): a whole part 0 and two decimals at least (or an
# exponent; one after a threshold's label), or two or three such values apart by blanks ('constants: 0,05 0,10 0,40'), to the line's end or a unit
_LONE = re.compile(r"(?m)^([^\n:=]{1,60}[:=][ \t]{1,40})(0,\d{1,12}(?:[eE][+-]?\d{1,3})?|\d,\d{1,12}[eE][+-]?\d{1,3}"
                   r"|0,\d{1,12}(?:[ \t]{1,4}0,\d{1,12}){1,2})(?=[ \t]{0,4}(?:[A-Za-z%(][^\n]{0,40})?$)")
_ONE = re.compile(r"(\d),(\d)")


def lone_commas(text):
    """text (a file that prints points) with each value's decimal comma alone after a label (no names listed by
    commas in it: 'below x,y: 0,12' is two counts) as a point."""
    if "," not in text or ":" not in text and "=" not in text:
        return text
    return _LONE.sub(_pointed, text)


# one decimal ('0,1') only after a threshold's label: elsewhere it may be a pair ('x, y: 0,1')
_THRESHOLD = re.compile(r"(?i)thresh|schwell|seuil|umbral|soglia|limiar|\bt\b|\btol")


def _pointed(m):
    value = m.group(2)
    if " " not in value and "\t" not in value and ("," in m.group(1) or len(value) == 3 and not _THRESHOLD.search(m.group(1))):
        return m.group()  # (one value after names listed by commas: 'below x, y: 0,12' is two counts)
    return m.group(1) + _ONE.sub(r"\1.\2", value)


def comma_file(text):
    """Whether tables.py will read text's decimal commas as points (the whole file's, not one value's)."""
    if len(text) > _LARGEST or "," not in text or not DECIMAL_COMMA.search(text) or _VALUES_GLUED.search(text) \
            or _NAMES_GLUED.search(text):
        return False
    return not decimal_point(text)


def decimal_point(text):
    """Whether the text prints a number with a decimal point (not one whose points group thousands)."""
    return bool(_POINT.search(text)) and bool(_POINT.search(_GROUPING_POINTS.sub(" ", text)))


def decimal_commas(bodies, text, words):
    """Decimal commas ('0,00374021', '1,00024E-01') as points in tables.py's line bodies, in a text that prints no
    number with a point and is no CSV (no row of values glued by commas, no header of names: `words`, its lines with
    no digit), and only where a comma can be no thousands mark (its whole part 0, other than three digits after it,
    or an exponent: '100,024' stays 100024); then its points that group thousands dropped ('100.024 (0,100024)', a
    German locale's: the thirty-second pass's H15). Whether any comma was."""
    if _VALUES_GLUED.search(text) or any(_NAMES_GLUED.search(bodies[i]) for i in words):
        return False
    changed = False
    for i, body in enumerate(bodies):
        if "," in body:  # (where names are listed by commas, 'below x,y: 100024,12' lists values too: only
            listed = _NAMES_GLUED.search(body) is not None  # a whole part 0 or an exponent is a decimal comma)
            new = DECIMAL_COMMA.sub(lambda m: m.group() if listed and m.group(1).lstrip("+-") != "0"
                                    and not m.group(3) else _point(m), body)
            changed, bodies[i] = changed or new != body, new
    for i, body in enumerate(bodies if changed else ()):
        if "." in body:
            bodies[i] = _GROUPING_POINTS.sub(lambda m: m.group().replace(".", ""), body)
    return changed


def _point(m):
    whole, decimals, exponent = m.groups()
    if whole.lstrip("+-") != "0" and len(decimals) == 3 and not exponent:
        return m.group()  # '100,024': thousands, as words.GROUPED reads it
    return f"{whole}.{decimals}{exponent}"

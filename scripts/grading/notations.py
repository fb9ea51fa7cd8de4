"""notations.py - numbers as other languages and editors write them, rewritten as C prints them
before an output is read: Julia's Float32 ('1.2f-5', '0.100024f0': 1.2e-5, 0.100024), a Unicode
minus or a dash pasted from Word or Google Docs ('1.2e\u221205', '1.2e\u201305', '\u22120.5'), a stencil
weight's multiplicity ('b = 0.1 (x4)': blanked), a record of a name and its value ('{"field": "n", "value": 1000}':
'n = 1000'). A rewrite
keeps the line's other characters where they are. And a whole field's number with a point grouping its
thousands (Java's %,d in a German locale: '100.024'; '1.004.004', two points, is words.GROUPED's). Part of the grader; pure functions.

    text = plain_notations(text)
    points_read(text); token = whole_token(token)   # a whole field's '100.024' (German grouping): '100024'
"""
import re

from .ellipses import without_closing_ellipses
from .octavedisplay import counts_displayed
from .gluedconstants import constants_unglued
from .greekthreshold import greek_thresholds
from .groupedcounts import grouped_counts_read
from .keyedrecords import keyed_records
from .latextables import latex_tables
from .nxcounts import nx_counts
from .ofwhich import inner_of_which
from .halosizes import halo_shapes_split
from .castnames import casts_dropped
from .commentheaders import comment_headers_hashed
from .sizeclauses import sizes_as_clauses
from .sizearrows import size_arrows_as_commas
from .textends import at_the_ends
from .percentforms import percents_plain
from .tersesemis import semicolons_as_bars
from .slashshares import shares_slashed
from .thousands import shapes_ungrouped

# Julia's Float32 literal as @show and println print it: a decimal point and digits, 'f', its
# exponent ('1.0f0', '1.2f-5', '3.5f7'); found from its 'f' (a literal: quick), the mantissa
# before it checked (so '0x1f0', 'buf1', 'f5' stay as they are).
_JULIA_EXPONENT = re.compile(r"f(?=[+-]?\d{1,3}(?![\w.]))")
_JULIA_MANTISSA = re.compile(r"(?<![\w.])[+-]?\d*\.\d+\Z", re.ASCII)
# A dash or a minus sign that is no ASCII '-' in an exponent ('1.2e\u22125'), and a Unicode minus
# before a number ('\u221212'): the '-' they are. (An en dash elsewhere is a range's: '1\u20133'.)
_DASHES = "\u2212\u2012\u2013\ufe63\uff0d"
_EXPONENT_DASH = re.compile(rf"(?<=\d[eEdD])[{_DASHES}](?=\d)")
_MINUS = re.compile(r"\u2212(?=\.?\d)")


# A stencil weight's multiplicity in brackets after it ('b = 0.1 (x4)', 'a (x4) = 0.05', 'c = 0.4 (x1)'): blanked,
# no number of the line's (its 'x' is no array's, its 4 no value)
_MULTIPLICITY = re.compile(r"\([ \t]*(?:[x\u00d7*][ \t]*[14]|[14][ \t]*[x\u00d7])[ \t]*\)")


# A record of a name and its value ('{"field": "n_plus_2", "value": 1002}', JSON Lines; '{"name": "threshold",
# "value": 0.1}'; the value first too): the line 'n_plus_2 = 1002' (its keys no field's words)
_KEY = r'"(?:field|name|key|metric|quantity|label|item|stat|variable|var)"[ \t]*:[ \t]*"([^"\n]{1,60})"'
_VALUE = r'"(?:value|val|result|v)"[ \t]*:[ \t]*"?([+-]?[\d.][\w.+-]{0,40})"?'
_NAME_VALUE = re.compile(rf"\{{\s{{0,40}}(?:{_KEY}[ \t]*,\s{{0,40}}{_VALUE}|{_VALUE}[ \t]*,\s{{0,40}}{_KEY})\s{{0,40}}\}}")


def _name_value(m):
    name, value = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(4), m.group(3))
    return f"{name} = {value}" + "\n" * m.group().count("\n")  # (a pretty-printed record: its lines kept)


def _julia(m):
    at = m.start()
    return "e" if at and _JULIA_MANTISSA.search(m.string, max(0, at - 40), at) else "f"


def plain_notations(text):
    """text with Julia's Float32 literals and Unicode minus signs in numbers as C prints them, a
    weight's multiplicity ('(x4)') blanked, a record of a name and its value as 'name = value', a grid's
    shape whose sides group their thousands ('1,000 x 1,000') without its marks, a line's closing ellipsis dropped."""
    text = at_the_ends(text, size_arrows_as_commas)  # ('1002 x 1002 -> 1004004 cells': a comma, sizearrows.py)
    if "\u2212" in text or "\u2013" in text or "\u2012" in text or "\ufe63" in text or "\uff0d" in text:
        text = _MINUS.sub("-", _EXPONENT_DASH.sub("-", text))
    if _JULIA_EXPONENT.search(text):
        text = _JULIA_EXPONENT.sub(_julia, text)
    if '"value"' in text or '"val"' in text or '"result"' in text or '"v"' in text:
        text = keyed_records(_NAME_VALUE.sub(_name_value, text))  # (with a key of its own: keyedrecords.py)
    if _MULTIPLICITY.search(text):
        text = _MULTIPLICITY.sub(lambda m: " " * len(m.group()), text)
    text = greek_thresholds(text)  # ('x < \u03c4: 100024', '\u03c4 = 0.1': the threshold's 't', greekthreshold.py)
    text = latex_tables(text)  # ('$x$ & 100024 & 0.100024 \\': a Markdown row, latextables.py)
    text = without_closing_ellipses(text)  # ('... (0.00374021 GB each)...': the statement's end, ellipses.py)
    text = sizes_as_clauses(text)  # ('n = 1000, 1002 per row': 'n = 1000; 1002 per row', sizeclauses.py)
    text = comment_headers_hashed(text)  # ('% n N N2 ...' over its row: '# n N N2 ...', commentheaders.py)
    text = casts_dropped(text)  # ('cx as f64 / (n * n) as f64 = 0.100024', '... / (1u64 << 30) = ...': castnames.py)
    text = counts_displayed(text)  # ('nx = 100024' / 'fx = 0.1000': Octave's count and fraction, octavedisplay.py)
    text = semicolons_as_bars(text)  # ('... abc=0.05,0.1,0.4; x<t:100024(0.100024) ...': ' | ', tersesemis.py)
    text = shares_slashed(text)  # ('x=100024/0.100024': 'x=100024 (0.100024)', slashshares.py)
    text = nx_counts(text)  # ('N=1000 ... | nx=100024 (0.100024)', a struct's 'nx: 100024': the counts, nxcounts.py)
    text = constants_unglued(text)  # ('t=0.1 abc=0.05,0.1,0.4 belowX=100024': 'a=0.05 b=0.1 c=0.4', gluedconstants.py)
    text = inner_of_which(text)  # ('1004004 elements of which 1000000 are inner': a comma after the total, ofwhich.py)
    text = halo_shapes_split(text)  # ('1000 x 1000 interior (1000000), 1002 x 1002 with halo (...)': halosizes.py)
    text = grouped_counts_read(text)  # ('x: 100,024 (0.100024)', 'x: 100.024 (0,100024)': 100024, groupedcounts.py)
    text = percents_plain(text)  # ('(10.0024 percent)', '(10,0024 %)', '(0,100024)': as printf gives them, percentforms.py)
    return shapes_ungrouped(text)  # ('Grid: 1,000 x 1,000': '1000 x 1000', thousands.py)


# A whole field's number of 1-3 digits, a point, three digits: a German locale's thousands ('100.024' is
# 100024: no count or size has a fraction). Not '12.000' (a count printed %.3f: 12), unless the file's
# points group thousands elsewhere ('1.004.004': then '1.000' is 1000).
_DOTTED = re.compile(r"[+-]?[1-9]\d{0,2}\.\d{3}$", re.ASCII)
_TWO_POINTS = re.compile(r"(?<![\w.])\d{1,3}\.\d{3}\.\d{3}(?![\d.])", re.ASCII)
_file = ["", None]  # the file being read, whether _TWO_POINTS is in it (None: not yet asked)


def points_read(text):
    """The file whole_token asks about, from now on."""
    _file[:] = [text, None]


def whole_token(token):
    """A whole field's number text, its thousands' points taken out where they are that."""
    if not _DOTTED.match(token):
        return token
    if token[-3:] == "000" and _file[1] is None:
        _file[1] = bool(_TWO_POINTS.search(_file[0]))
    return token.replace(".", "") if token[-3:] != "000" or _file[1] else token

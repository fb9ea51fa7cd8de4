"""qualifiednames.py - a count's or fraction's name printed with its owner before it: a Fortran derived type's
component ('s%nbx = 100024', 's%nby = 12'; the thirty-second pass's H12), a Python f-string's '=' specifier on an
attribute or a subscript ('res.x_count=100024', 'self.nx=100024', "stats['x']=100024", 'res.y_frac=1.2e-05'; its
H4). Before, the owner made the name no count's: the output UNGRADED (no count), 's%nby = 13' read as a
percentage (fraction_y), and 'res.y_count = 13' after a right output passed unread. Now the owner is dropped
where the name after it is a count's or a fraction's (terserecaps' words: 'nbx', 'x_count', 'cy', 'fx', 'y_frac';
'nx', 'ny' too) and a number follows its '=' or ':': the line reads as the bare name does ('nbx = 100024',
varnames.py; after the counts, terserecaps.py). An owner's bare 'x' or 'y' ("stats['x']", 'res.y') is the array's
count ('count_x') where the owner's words are a result's or counts' (keyedrecaps' words: 'stats', 'res',
'counts', 'result') and the value whole; a point's 'p.x = 501', 'centre%y = 3' stay as they were, and so do
other members ('x.shape = (1002, 1002)', 's%n = 1000', 'np.float64'). Part of the grader (wholetext.ready asks
it, before barekeys.py); pure functions, a literal search first, bounded patterns (a chain of three owners at
most).
"""
import re

from .keyedrecaps import _COUNTS_WORDS, _words
from .terserecaps import _COUNT, _FRACTION
from .textends import at_the_ends

# at a line's start or after a blank, ',' or ';' (a statement's start), the owner (up to three: 'self.res.x_count'), then the member: a name ('%nbx', '.x_count') or a quoted key
# ("['x']"), then its '=' (or ':', '::') and a number's start
_OWNER = r"[A-Za-z_]\w{0,30}"
_QUALIFIED = re.compile(rf"(?:^|(?<=[ \t,;]))(?:((?:{_OWNER}[%.]){{1,3}})([A-Za-z_]\w{{0,20}})"
                        rf"|((?:{_OWNER}[%.]){{0,2}}{_OWNER})\[[ \t]{{0,2}}(['\"])([A-Za-z_]\w{{0,20}})\4[ \t]{{0,2}}\])"
                        r"(?=[ \t]{0,3}(?:=|::|:(?![\d:]))[ \t]{0,16}[+]?(\d|\.\d))", re.MULTILINE)  # (not 'smooth.py:60':
# a source's line, its name no count's 'py')
_WHOLE_AFTER = re.compile(r"[ \t]{0,3}(?:=|::?)[ \t]{0,16}[+]?\d{1,12}(?![\w.])")
_N_NAME = re.compile(r"(?i)nb?_?[xy]")


def _member(m, text):
    """What the qualified name is read as: the member's own name, 'count_x' for a counts' owner's bare 'x', or
    None (left as it was)."""
    owners, name = (m.group(1), m.group(2)) if m.group(2) is not None else (m.group(3), m.group(5))  # (a subscript's key)
    if name.lower() in ("x", "y"):
        words = _words(owners)
        if not words or not set(words) <= _COUNTS_WORDS or _WHOLE_AFTER.match(text, m.end()) is None:
            return None  # ('p.x = 501', 'centre%y = 3.5': a point's)
        return "count_" + name.lower()
    if _COUNT.fullmatch(name) or _FRACTION.fullmatch(name) or _N_NAME.fullmatch(name):
        return name
    return None


def qualified_names_read(text):
    """text with each count's or fraction's name printed with its owner ('s%nbx', 'res.x_count', "stats['x']")
    as the bare name; other text as it was."""
    if "%" not in text and "." not in text and "['" not in text and '["' not in text:
        return text
    return at_the_ends(text, lambda part: _QUALIFIED.sub(lambda m: _member(m, part) or m.group(), part))

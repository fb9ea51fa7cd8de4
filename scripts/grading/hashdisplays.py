"""hashdisplays.py - a one-line hash or property list of the counts printed after the file's counts in a language's own
shape no rule read (the twenty-ninth pass's H6): Perl's Data::Dumper '$VAR1 = { "x" => 100024, "y" => 13 };', PHP's
print_r 'Array ( [x] => 100024 [y] => 13 )', a Lisp property list '(:x 100024 :y 13)' and Clojure's map '{:nbx
100024, :nby 13}'. A wrong second printing in them passed unread. Each is rewritten in place as the brace display
keyeddisplays.py reads ('{"x": 100024, "y": 13}': its keys must be an array's, its bare display's counts printed
before and only on lines that count), one key alone as a statement ('nby = 13', 'y = 13': the readers of a name and
a number, barerecaps.py's guards). This module decides nothing: it only writes the shape. Only a whole line, at most
eight keys, each an array's name ('x', 'nby', 'below-y') and a number. Part of the grader (headings._named asks it
before keyeddisplays.py); anchored bounded patterns on lines of 200 characters at most, a bounded number of lines
after the file's first count (recaplines.candidate_lines_rewritten).
"""
import re

from .recaplines import candidate_lines_rewritten
from .words import _which_array as which_array, words_of

_NUMBER = r"[-+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][-+]?\d{1,3})?"
_KEY = r"[A-Za-z_][\w-]{0,30}"
# Perl: '$VAR1 = { "x" => 100024, "y" => 13 };' (the braces' inside left to keyeddisplays.py's items)
_PERL = re.compile(r"^([ \t]{0,16})\$[A-Za-z_]\w{0,15}[ \t]{0,4}=[ \t]{0,4}\{([^{}\n]{1,200})\}[ \t]{0,4};?[ \t]*$")
_PERL_ITEM = re.compile(rf"[ \t]{{0,4}}['\"]?({_KEY})['\"]?[ \t]{{0,4}}=>[ \t]{{0,4}}({_NUMBER})[ \t]{{0,4}}(?:,|$)")
# PHP: 'Array ( [x] => 100024 [y] => 13 )'
_PHP = re.compile(r"^([ \t]{0,16})[Aa]rray[ \t]{0,4}\(([^()\n]{1,200})\)[ \t]*$")
_PHP_ITEM = re.compile(rf"[ \t]{{0,4}}\[['\"]?({_KEY})['\"]?\][ \t]{{0,4}}=>[ \t]{{0,4}}({_NUMBER})[ \t]{{0,4}},?")
# a property list: '(:x 100024 :y 13)', '{:x 100024, :y 13}'
_PLIST = re.compile(r"^([ \t]{0,16})(?:\(|\{)([^(){}\n]{1,200})(?:\)|\})[ \t]*$")
_PLIST_ITEM = re.compile(rf"[ \t]{{0,4}}:({_KEY})[ \t]{{1,4}}({_NUMBER})[ \t]{{0,4}},?")
_CANDIDATE = re.compile(r"(?m)^(?=[ \t]{0,16}(?:\$[A-Za-z_]|[Aa]rray[ \t]{0,4}\(|[({][ \t]{0,4}:[A-Za-z_]))")
_MOST = 8


def _items(pattern, inside):
    """[(key, value)] where `inside` is nothing but `pattern`'s items (at most _MOST), else None."""
    pairs, at = [], 0
    for m in pattern.finditer(inside):
        if m.start() != at or len(pairs) >= _MOST:
            return None
        pairs.append((m.group(1).replace("-", "_"), m.group(2)))
        at = m.end()
    return pairs if pairs and not inside[at:].strip() else None


def _rewritten(text, start, line):
    for shape, item in ((_PERL, _PERL_ITEM), (_PHP, _PHP_ITEM), (_PLIST, _PLIST_ITEM)):
        m = shape.match(line)
        if m is None:
            continue
        pairs = _items(item, m.group(2))
        if pairs is None or not all(which_array(words_of(k)) for k, _ in pairs):
            return None  # ('(:n 1000 :t 0.1)': a key no array's, left as it was)
        if len(pairs) == 1:
            return f"{m.group(1)}{pairs[0][0]} = {pairs[0][1]}"
        return m.group(1) + "{" + ", ".join(f'"{k}": {v}' for k, v in pairs) + "}"
    return None


def hash_displays(text):
    """text with each such hash or property list after the file's first count rewritten in place (module
    docstring); other lines as they were."""
    if "=>" not in text and ":" not in text:
        return text
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)

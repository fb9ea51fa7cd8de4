"""countblocks.py - an array's block of keys under its name (YAML's `x:` over `  count: 100024` and `  fraction:
0.100024`, TOML's `[x]` over `count = 100024`): its bare `count` is the count below the threshold, as the fraction
beside it is the fraction below it, and is read so (`count below threshold: 100024`; headings.py then reads the
block's lines as X's). A bare count names no threshold: it was no field's, and without it nothing was the count
(UNGRADED). Only where the block (its lines one after another under the heading, each a key and a number, more
indented than the heading, or a TOML table's) has a fraction's key too and no key of a count below already. Part
of the grader (headings.py asks it); pure functions, linear in the text.
"""
import re

from .words import _which_array, classify, words_of

# a count's bare key ('count', 'Count', 'cnt', 'num', 'number'), looked for first (cheap)
_BARE = re.compile(r"(?im)^[ \t]*(?:count|counts|cnt|num|number|nr)[ \t]*[:=]")
# an array's heading: its name alone, a colon or TOML's brackets ('x:', 'y:', 'array x:', '[y]', 'smoothed:')
_HEADING = re.compile(r"^([ \t]*)(\[?)[ \t]{0,4}([A-Za-z][A-Za-z_ ]{0,30}?)[ \t]{0,4}(\]|:)[ \t]*$", re.MULTILINE)
_HEADING_WORDS = {"x", "y", "input", "output", "original", "smoothed", "array", "arr", "grid", "matrix", "for"}
# a key and its number on a line of the block ('  count: 100024', 'fraction = 0.100024')
_KEY = re.compile(r"([ \t]{0,40})([A-Za-z][\w ]{0,40}?)[ \t]{0,4}[:=][ \t]{0,4}[+-]?\.?\d[^\n]{0,200}(?=\n|$)")
_COUNT_KEYS = {"count", "counts", "cnt", "num", "number", "nr"}
MAX_HEADINGS = 1000  # headings looked at in a text (a homework's output has a few)
MAX_KEYS = 12  # keys a block


def counts_keyed(text):
    """text with each array's block's bare count key (module docstring) said as a count below the threshold."""
    if not _BARE.search(text):
        return text
    pieces, at = [], 0
    for tried, m in enumerate(_HEADING.finditer(text)):
        if tried >= MAX_HEADINGS:
            break
        words = words_of(m.group(3))
        if m.start() < at or not set(words) <= _HEADING_WORDS or _which_array(words) is None:
            continue
        keys, line, toml = [], m.end() + 1, bool(m.group(2))
        while line < len(text) and len(keys) < MAX_KEYS:
            k = _KEY.match(text, line)
            if not k or len(k.group(1)) <= len(m.group(1)) and not toml:
                break
            keys.append(k)
            line = k.end() + 1
        kinds = [classify(k.group(2)) for k in keys]
        bare = [k for k in keys if k.group(2).strip().lower() in _COUNT_KEYS]
        if len(bare) != 1 or "fraction" not in kinds or "below" in kinds:
            continue
        pieces += [text[at:bare[0].start(2)], "count below threshold"]
        at = bare[0].end(2)
    return "".join(pieces) + text[at:] if pieces else text

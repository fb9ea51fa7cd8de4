"""plainprints.py - a value printed in a wrapper no rule read (the twenty-fifth pass's wrong second printings that
passed: P/p04, p08, p17 and their neighbours), rewritten in place (line for line) as the plain statement the grader
reads, so that a first printing in it is read and a second one that differs fails (before, each such line after a
right output passed unread; as the only printing of Y, Y was MISSING, or for the XML line FAILed as X's count):
- a self-check's assertion that held: 'assert y_count == 13  # passed', 'assert(count_y == 12); // ok', Julia's
  '@assert below_y == 12', Rust's 'assert_eq!(below_y, 12)' -> 'y_count = 13' (not where the line says it
  failed: 'FAILED', 'AssertionError', 'false');
- a line of XML elements in a text output (a `printf` of tags): '<result><x_below>100024</x_below><y_below>13
  </y_below></result>' -> 'x_below = 100024, y_below = 13', '<y>13</y>' -> 'y = 13' (each element a number;
  bare 'y = 13' then read by barerecaps.py's rules, after the counts only);
- one number in brackets after a name: 'y = {13}', 'y = [13]', 'y = (13)', Python's 'count_y = (12,)' -> 'y = 13';
- after the file's first count, a count in words with its digits said to remain (after smoothing: y's): 'only a
  dozen (13) remain', 'just twelve (12) values are left below t' -> 'y below threshold = 13';
- after the file's first count, the tutorial's host (or device) copy of an array named with a whole number: 'Y_H =
  13', 'y_h: 13', 'Y_D = 13' (the GPU's result copied back: a second result, 'y (Y_H) below threshold = 13'), where
  the number is printed on no line that does not count (barerecaps.py's check).
Left: Octave's bare 'ans = 13' (no array named, no command before it: it may be any expression's value; with its
command, '>> sum(y(:) < t)' over it, prompts.py reads it). Part of the grader (wholetext.ready asks it, in the
text's first and last textends.SAMPLE characters, before prose_read: a line of two statements, 'x = 100024, y = 13',
is a summary's pair there); pure functions, anchored bounded patterns, a bounded number of lines looked at.
"""
import re

from .barerecaps import _only_counted as only_counted
from .recaplines import candidate_lines_rewritten

_LONGEST = 400  # a longer line is none of these
_NUMBER = r"[-+]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][-+]?\d{1,3})?"
_NAME = r"[A-Za-z_][\w]{0,40}"

# a self-check's assertion that held (its verdict, if any, after it)
_VERDICT = (r"(?:(?:#|//|--|->|=>|:|-|\.{2,3})?[ \t]{0,4}[\[(]?(?:passed|pass|ok|true|holds|success|succeeded|"
            r"\u2713|\u2714)[\])]?[.!]{0,3}[ \t]*)?$")
_ASSERT = re.compile(rf"^([ \t]*)(?:assert(?:ion)?[ \t]{{1,4}}(?:passed|ok|holds)[ \t]{{0,4}}:[ \t]{{0,4}})?"
                     rf"(?:(?:@?[aA]ssert|ASSERT|CHECK|REQUIRE)(?:[ \t]{{0,4}}\([ \t]{{0,4}}|[ \t]{{1,4}})({_NAME})"
                     rf"[ \t]{{0,4}}==|(?:assert_eq!|assertEqual|ASSERT_EQ|CHECK_EQ|EXPECT_EQ)[ \t]{{0,4}}\("
                     rf"[ \t]{{0,4}}({_NAME})[ \t]{{0,4}},)[ \t]{{0,4}}({_NUMBER})[ \t]{{0,4}}\)?"
                     rf"(?:[ \t]{{0,4}},[ \t]{{0,4}}([fFrRbBuU]{{0,2}}(?:\"[^\"\n]{{0,160}}\"|'[^'\n]{{0,160}}')))?"
                     rf"[ \t]{{0,4}};?[ \t]{{0,4}}{_VERDICT}")
# (Python's message after the condition, 'assert count_y == 13, "y count changed"': what a failure would say, no
# verdict of its own; under a traceback the statement is the check's reference, which must agree as a message-less
# one's does: checked.py's rule)
_FAILED = re.compile(r"(?i)fail|error|false|mismatch|wrong|\u2717|\u2718")
# one number in brackets after a name ('y = [13]', 'y: {13}', 'count_y = (12,)')
_BRACKETED = re.compile(rf"^([ \t]*)({_NAME}[ \t]{{0,4}}(?:=|:|<-)[ \t]{{0,4}})(?:\[[ \t]{{0,4}}({_NUMBER})[ \t]{{0,4}},?"
                        rf"[ \t]{{0,4}}\]|\([ \t]{{0,4}}({_NUMBER})[ \t]{{0,4}},?[ \t]{{0,4}}\)|\{{[ \t]{{0,4}}"
                        rf"({_NUMBER})[ \t]{{0,4}}\}})[ \t;]*$")
# a line of XML tags and numbers: each piece a tag or the text between two
_TAG = re.compile(r"[ \t]*<(/?)([A-Za-z_][\w.-]{0,40})[ \t]*>")
_TEXT = re.compile(r"[^<>\n]{1,80}")
_PLAIN_NUMBER = re.compile(rf"[ \t]*({_NUMBER})[ \t]*")
# a count in words with its digits, said to remain: 'only a dozen (13) remain'
_REMAIN = re.compile(r"(?i)^([ \t]*)(?:(?:only|just|exactly)[ \t]{1,4})?[a-z][a-z -]{0,40}?\([ \t]{0,2}(\d{1,12})"
                     r"[ \t]{0,2}\)[ \t]{1,4}(?:(?:cells?|elements?|values?|entries|points)[ \t]{1,4})?"
                     r"(?:remain|remains|remained|are[ \t]{1,4}left|were[ \t]{1,4}left|left|survive|survived|stay|"
                     r"stayed)(?![\w])([^\n]{0,80})$")
_X_NAMED = re.compile(r"(?i)(?<![\w])x(?![\w])")
# the tutorial's host or device copy of an array: 'Y_H = 13', 'y_h: 13', 'Y_D (host copy) = 13'
_COPY = re.compile(r"(?i)^([ \t]*)([xy])_([hd])(?:[ \t]{1,4}\([A-Za-z ,-]{1,40}\))?[ \t]{0,4}[:=][ \t]{0,4}(\d{1,12})"
                   r"[ \t;]*$")
_CANDIDATE = re.compile(r"(?im)^[ \t]*(?:<|@?assert|assertion|ASSERT|CHECK|REQUIRE|EXPECT_EQ|"
                        rf"{_NAME}[ \t]{{0,4}}(?:=|:|<-)[ \t]{{0,4}}[\[({{])")
_LATE = re.compile(r"(?im)^[^\n]{0,60}?(?:\([ \t]{0,2}\d{1,12}[ \t]{0,2}\)[ \t]{1,4}[a-z ]{0,20}(?:remain|left|surviv|"
                   r"stay)|(?<![\w])[xy]_[hd](?![\w]))")


_GLUED = {"cx", "cy", "nx", "ny", "xcount", "ycount", "xbelow", "ybelow", "countx", "county", "belowx", "belowy",
          "cntx", "cnty", "numx", "numy", "nbx", "nby", "xcnt", "ycnt"}


def _arrays_name(label):
    """Whether a name before its value names an array (a token 'y' or 'x', or one glued to a count's word:
    'y', 'Y', 'y_count', 'countY', 'ny_below'), not a shape's or a setting's ('shape', 'dims')."""
    name = re.sub(r"([a-z])([A-Z])", r"\1_\2", label.rstrip(" \t=:<-")).lower()
    return any(token in ("x", "y") or token in _GLUED for token in name.split("_"))


def _xml_line(line):
    """A line of nothing but XML tags and numbers between them ('<r><x>100024</x><y>13</y></r>') as its elements'
    statements ('x = 100024, y = 13'), or None (another line, or no element with a number)."""
    indent = line[:len(line) - len(line.lstrip())]
    at, opened, statements, pieces = 0, None, [], 0
    while at < len(line):
        if not line[at:].strip():
            break
        pieces += 1
        if pieces > 80:
            return None
        m = _TAG.match(line, at)
        if m is not None:
            closing, tag = m.group(1), m.group(2)
            if closing and opened is not None and opened[0] == tag:
                statements.append(f"{tag.replace('-', '_').replace('.', '_')} = {opened[1]}")
            opened, at = None, m.end()
            continue
        m = _TEXT.match(line, at)
        if m is None or at == 0:
            return None
        value = _PLAIN_NUMBER.fullmatch(m.group(0))
        before = _TAG.match(line, line.rfind("<", 0, at))
        if value is None or before is None or before.group(1):
            if m.group(0).strip():
                return None  # (a word between tags: no line of numbers)
        else:
            opened = (before.group(2), value.group(1))
        at = m.end()
    return indent + ", ".join(statements) if statements else None


def _anywhere(line):
    """The line as its plain statement (the rules of the module's first three kinds), or None."""
    m = _ASSERT.match(line)
    if m is not None:
        if _FAILED.search(line[m.end(5) if m.group(5) else m.end(4):]):
            return None
        return f"{m.group(1)}{m.group(2) or m.group(3)} = {m.group(4)}"
    m = _BRACKETED.match(line)
    if m is not None and _arrays_name(m.group(2)):
        return f"{m.group(1)}{m.group(2)}{m.group(3) or m.group(4) or m.group(5)}"
    if line.lstrip().startswith("<") and line.rstrip().endswith(">") and "</" in line:
        return _xml_line(line)
    return None


def _late(text, start, line):
    """A line after the counts as its count's plain statement (the module's last two kinds), or None."""
    m = _REMAIN.match(line)
    if m is not None:
        if _X_NAMED.search(line) or not only_counted(text, start, start + len(line), m.group(2)):
            return None  # ('... (40) of x remain': not y's; a number printed elsewhere, no count)
        return f"{m.group(1)}y below threshold = {m.group(2)}"
    m = _COPY.match(line)
    if m is not None and only_counted(text, start, start + len(line), m.group(4)):
        array, copy = m.group(2).lower(), m.group(3).upper()
        return f"{m.group(1)}{array} ({array.upper()}_{copy}) below threshold = {m.group(4)}"
    return None


def plain_prints(text):
    """text with each such line rewritten in place as its plain statement; other lines as they were."""
    if "<" in text or "[" in text or "(" in text or "{" in text or "ssert" in text or "SSERT" in text or \
            "CHECK" in text or "REQUIRE" in text or "EXPECT" in text:
        text = candidate_lines_rewritten(text, _CANDIDATE, lambda text, start, line: _anywhere(line),
                                         after_counts=False, longest=_LONGEST)  # (a first printing too)
    if "(" in text or "_" in text:
        text = candidate_lines_rewritten(text, _LATE, _late)
    return text

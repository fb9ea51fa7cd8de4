"""lines.py - the lines of an output that can say something (a field, a header line), each
numbered as str.splitlines() numbers it and cut to MAX_LINE characters, without making a
string of every line: a 64 MiB output of one line, or of thirty million, costs what its
useful lines cost (issue 66, item 2). Part of the grader; pure functions.

    for number, line, cut in useful_lines(text): ...     # TooManyLines past MAX_USEFUL_LINES
    text = page_text(without_escapes(text))              # the text a page or a terminal shows
    text = without_prefix(text)                          # a logger's prefix on every line, out
"""
import collections
import html
import html.parser
import re

from .bullets import unbulleted
from .emphasis import unbolded
from .homework import without_parts
from .longrecords import elided
from .pagepieces import (_BREAKS, _CELLS, _HIDERS, _HIDING, _NESTED, _Shown, _last_risk, _shown_pieces,
                         _substituted_pieces, _unescaped, _unescaped_pieces)
from .ntags import n_tags
from .prefixes import (_FIRST_WORD, _PREFIX_END, _PREFIX_MAX, _WORD_OR_DIGIT, _WORD_START, MARKS, PREFIX_SAMPLE,
                       prefix_pattern)
from .prompts import _R_SESSION
from .transcripts import transcripts_read
from .prompttuples import prompt_tuples
from .scalarepl import scala_results
from .sessioncounts import session_counts
from .textends import at_the_ends
from .tasklabels import without_task_labels
from .xmltext import xml_lines

# A summary line is under 200 characters; a student's row of the array is longer (n numbers).
# Past this a line is read to its last whole word before it: its label and first numbers are
# kept, the rest of its numbers ignored (counted as a cut line), so one line of a million
# numbers costs what 4096 characters do.
MAX_LINE = 4096
# Lines with words and numbers a file may have: each costs the reader about a microsecond, so
# this bounds a file's reading to seconds. A 64 MiB output of lines of 17 characters or more
# (dev/grade-speed's chattiest, `y[12][345] = 0.123456`, has 2.9 million) never reaches it.
MAX_USEFUL_LINES = 4_000_000

# str.splitlines()'s line ends.
_ENDS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_OTHER_ENDS = str.maketrans({c: "\n" for c in _ENDS[1:]})
# A line that can name a field or be a header line has a letter (ASCII, or any character past it:
# str.lower() maps a few of those to ASCII letters) and a digit (a field's value) or a colon (a
# header's separator). No other line does anything in read_output, so those are passed over here,
# in C, a block at a time.
_LETTER, _SAYS = r"A-Za-z\x80-\U0010ffff", "0-9:"
_RATIO = r"(?=\d+[ \t]*/[ \t]*\d+[ \t]*=)"  # and a count over the whole with its fraction ('100024 / 1000000 = 0.100024')
# Such a line whole, no label: the fraction (fields.read_output labels it).
RATIO = re.compile(r"\d+[ \t]*/[ \t]*\d+[ \t]*=[ \t]*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?(?:[ \t]*%)?[ \t]*")
_HAS_LETTER, _HAS_SAYS, _END = re.compile(f"[{_LETTER}]"), re.compile(f"[{_SAYS}]"), re.compile(f"[{_ENDS}]")
_USEFUL = re.compile(rf"^(?:(?=[^\n{_LETTER}]*[{_LETTER}])(?=[^\n{_SAYS}]*[{_SAYS}])|{_RATIO})[^\n]*", re.MULTILINE)
BLOCK = 1 << 20
# A block whose lines average this many characters or more is split whole (C's splitlines, every line
# to the reader: at most 64 MiB / 16 = 4 million of them), a denser one filtered line by line.
SPARSE = 16


class TooManyLines(Exception):
    """A file with more than MAX_USEFUL_LINES lines of words and numbers (.lines: how many lines
    it had been read to)."""

    def __init__(self, lines):
        super().__init__(f"more than {MAX_USEFUL_LINES:,} lines with words and numbers")
        self.lines = lines


def count_lines(text):
    """How many lines str.splitlines() makes of text (\\r\\n one end), without making them."""
    ends = sum(text.count(c) for c in _ENDS) - text.count("\r\n")
    return ends + (1 if text and text[-1] not in _ENDS else 0)


def _blocks(text):
    """text in pieces of about BLOCK characters, each ending at a line end (or the text's end)."""
    at = 0
    while at < len(text):
        end = _END.search(text, min(len(text), at + BLOCK))
        stop = len(text) if end is None else end.end()
        if end is not None and text[end.start()] == "\r" and text.startswith("\n", stop):
            stop += 1  # \r\n is one end
        yield text[at:stop]
        at = stop


def useful_lines(text):
    """(number, line, cut) for each line of text that can say something (and, in a block of long
    lines, the others beside them: a no-op for the reader), in order: its number
    (1 for the first line, as enumerate(text.splitlines(), 1) numbers them), the line (at most
    MAX_LINE characters) and whether it was cut. TooManyLines past MAX_USEFUL_LINES of them."""
    before, useful = 0, 0  # lines in the blocks before this one
    for block in _blocks(text):
        if any(c in block for c in _ENDS[1:]):  # one end a line, \n: the numbers are \n's count
            block = block.replace("\r\n", "\n").translate(_OTHER_ENDS)
        ends = block.count("\n")
        if not (_HAS_LETTER.search(block) and _HAS_SAYS.search(block) or "=" in block):
            pass  # nothing in it can say anything
        elif ends < len(block) // SPARSE:  # lines of SPARSE characters or more: splitlines is quicker than
            split = block.splitlines()  # the filter, and they are few
            useful += len(split)
            if useful > MAX_USEFUL_LINES:
                raise TooManyLines(before + len(split))
            for number, line in enumerate(split, before + 1):
                if len(line) > MAX_LINE:
                    yield from _cut(number, line, 0, len(line))
                else:
                    yield number, line, False
        else:
            number, at = before + 1, 0
            for m in _USEFUL.finditer(block):
                begin, end = m.span()
                number += block.count("\n", at, begin)
                at = begin
                useful += 1
                if useful > MAX_USEFUL_LINES:
                    raise TooManyLines(number)
                if end - begin <= MAX_LINE:  # (inline: a generator a line cost 15% of the reading)
                    yield number, m.group(), False
                else:
                    yield from _cut(number, block, begin, end)
        before += ends + (not block.endswith("\n"))


def _cut(number, text, begin, end):
    """(number, text[begin:end], False), or for a line past MAX_LINE, its start to the last whole word
    before it (no number cut in two), True."""
    if end - begin <= MAX_LINE:
        yield number, text[begin:end], False
        return
    short = elided(text, begin, end, MAX_LINE)  # (a record's long arrays as '[...]': longrecords.py)
    if short is not None:
        yield number, short, True
        return
    line = text[begin:begin + MAX_LINE]
    space = max(line.rfind(" "), line.rfind("\t"))
    yield number, line[:space] if space > MAX_LINE // 2 else line, True


# --- a prefix the lines share (a logger's, a launcher's) ---------------------------------------------

def without_prefix(text):
    """text without the prefix its lines share (a logger's 'INFO:root:', '2024-10-01 12:00:01,123 - INFO - ',
    srun --label's '0: ', 'smooth.py:42: ', a table's index '  0 | '): a start that ends in a separator
    (_PREFIX_END), the same once its digits, blanks and logging level are masked (_prefix_pattern),
    names no label's or progress line's word, and comes before a word on more than half of the lines
    with a letter (and 3 at least; 3 different words after it at least: 'sweep 12: count below' is a
    line's own) in the text's first and last PREFIX_SAMPLE characters; or such a start on fewer lines
    (3 at least, 3 words after it) that goes on from one on more than half of them (INFO:root: and
    INFO:__main__:, from INFO:, on half each). Each line loses its longest. A prefix with digits (a
    rank's, a time's) is kept before a number: in 'rank 0: 25000 elements below' the number is a rank's."""
    sample = text if len(text) <= 2 * PREFIX_SAMPLE else text[:PREFIX_SAMPLE] + "\n" + text[-PREFIX_SAMPLE:]
    counts, lines, after = collections.Counter(), 0, collections.defaultdict(set)
    for line in sample.splitlines():
        if not _HAS_LETTER.search(line):
            continue
        lines += 1
        head, seen = line[:_PREFIX_MAX + 8], set()
        for m in _PREFIX_END.finditer(head, 0, _PREFIX_MAX):
            if not (_WORD_OR_DIGIT.search(head, 0, m.end()) or m.group().lstrip()[:1] in MARKS) \
                    or not _WORD_START.match(head, m.end()):
                continue
            pattern = prefix_pattern(head[:m.end()])
            if pattern is not None and pattern not in seen:
                seen.add(pattern)
                counts[pattern] += 1
                if len(after[pattern]) < 3:
                    after[pattern].add(_FIRST_WORD.match(head, m.end()).group())
    common = [p[:-len(r"[ \t]*")] for p, c in counts.items() if c >= 3 and 2 * c > lines]
    shared = sorted((p for p, c in counts.items() if c >= 3 and len(after[p]) >= 3 and any(map(p.startswith, common))),
                    key=len, reverse=True)
    if shared and _R_SESSION.search(sample):  # (R's prompt '> ' is prompts.py's: its code no values)
        shared = [p for p in shared if not p.startswith(">")]
    if not shared:
        return text
    guarded = (p + r"(?![ \t]*[-+]?\.?\d)" if r"\d" in p else p for p in shared)
    prefix = re.compile(r"\n[ \t]*(?:" + "|".join(guarded) + ")")  # (a literal first: found as str.find finds it)
    return "".join([prefix.sub("\n", "\n" + block)[1:] for block in _blocks(text)])  # (a block at a time)


def without_prefixes(text):
    """text without the prefix its lines share (without_prefix), then without each line's homework
    section prefix, numbered question's number and log tags (homework.without_parts), and Markdown's bold
    marks (emphasis.unbolded: '- **n**: 1000'); a terminal IPython's or REPL's values labelled by their code first
    (transcripts.py: 'In [5]: ' is a prompt, no prefix)."""
    text = without_task_labels(text)  # (srun -l's '0: ' before every line, whatever follows it: tasklabels.py)
    return without_parts(unbulleted(unbolded(without_prefix(n_tags(transcripts_read(prompt_tuples(
        at_the_ends(at_the_ends(text, scala_results, ("scala>", "res")), session_counts, ("Out",)))))))))
    # ('scala>' echoes, 'val res0: (Int, Int) = (100024,12)': scalarepl.py; 'In [7]: ny_gpu' over 'Out[7]: 13':
    # sessioncounts.py; 'N 1000: ...':
    # ntags.py; '* grid: 1002 x 1002': bullets.py; '>>> fractions' over '(0.100024, 1.2e-05)': prompttuples.py)


# --- a terminal's escape sequences ------------------------------------------------------------------

# A colour, bold or a cleared line (CSI: ESC [ 1 m, ESC [ 38;5;196 m, ESC [ K), a window title (OSC:
# ESC ] 0;title BEL), a device string, a two-character escape: no text, and their digits no number
# (ESC [ 1 m before a label was read as n = 1).
ESCAPES = re.compile(r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b\n]*(?:\x07|\x1b\\)?"
                     r"|\x1b[PX^_][^\x1b\n]*(?:\x1b\\)?|\x1b[ -/]*[0-~]?")


def without_escapes(text):
    """text without a terminal's escape sequences (a program's colours, `script`'s typescript)."""
    return ESCAPES.sub("", text) if "\x1b" in text or "\x9b" in text else text


# --- a page of HTML (Canvas's "online text entry" is saved as one: name_12345_67890_text.html) ------

# Text that begins with an HTML tag (or a doctype, or a comment) is a page, read as the text it shows.
HTML_START = re.compile(r"\s*<(?:!doctype\s+html|!--|(?:html|head|body|meta|link|title|style|p|div|pre|br|span|font|"
                        r"h[1-6]|table|tbody|thead|tr|ul|ol|li|b|strong|em|i|u|code|tt|blockquote|section|article)\b)",
                        re.IGNORECASE)
_SPACES = re.compile(r"[ \t\r\n\f\v\u00a0]+")


class _PageText(html.parser.HTMLParser):
    """The text a page shows: entities decoded, white space collapsed outside <pre>, a line break
    at <br> and at a block's start and end (</p>, </div>, </li>, </tr>), a tab after a cell, a '^'
    before a superscript; no comment, script, style or hidden element's text (_Shown). A table's rows
    follow one another, no empty line between (the blanks between its tags are no text: its header was
    parted from its rows, the twenty-first pass's H20)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.pre, self.shown = [], 0, _Shown()
        self.tables, self.cells = 0, 0  # (open tables, open cells: the blanks between a table's tags)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.shown.start(tag, "hidden" in attrs or bool(_HIDING.search(attrs.get("style") or "")))
        self.tables += tag == "table"
        self.cells += tag in _CELLS
        if tag == "tr" and self.tables and self.parts and self.parts[-1] == "\n":
            pass  # (a row after a row: no empty line between)
        elif tag in _BREAKS and not self.shown.hiding:
            self.parts.append("\n")
        elif tag == "sup" and not self.shown.hiding:  # '10<sup>-5</sup>': a power, as '10^-5'
            self.parts.append("^")
        self.pre += tag in ("pre", "textarea")

    def handle_startendtag(self, tag, attrs):
        if tag in _BREAKS and not self.shown.hiding:
            self.parts.append("\n")

    def handle_endtag(self, tag):
        hidden = bool(self.shown.hiding)  # (a hidden element's end: no break either)
        self.shown.end(tag)
        self.tables -= tag == "table" and self.tables > 0
        self.cells -= tag in _CELLS and self.cells > 0
        if hidden:
            pass
        elif tag in _BREAKS:
            self.parts.append("\n")
        elif tag in _CELLS:
            self.parts.append("\t")
        if tag in ("pre", "textarea"):
            self.pre = max(0, self.pre - 1)

    def handle_data(self, data):
        if self.tables and not self.cells and not self.pre and not data.strip():
            return  # (the blanks between a table's tags)
        if not self.shown.hiding:
            self.parts.append(data.replace("\u00a0", " ") if self.pre else _SPACES.sub(" ", data))


# Past this a page is read by a regular expression (tags out, entities decoded), not by html.parser:
# a Canvas text entry is kilobytes, and a 64 MiB page must not take minutes.
HTML_PARSED = 4 << 20
# Past this many tags, a page read tag by tag (_large_page_text: one with a comment or a hidden part)
# is no homework output: 16 million took 21 s and 350 MB.
MAX_TAGS = 2_000_000


class TooManyTags(TooManyLines):
    """A large page read tag by tag with more than MAX_TAGS tags."""

    def __init__(self):
        Exception.__init__(self, f"more than {MAX_TAGS:,} HTML tags (with a comment or a part that may be hidden)")
        self.lines = 0


def _large_page_text(text):
    """A page past HTML_PARSED: its tags by the regular expression, what they hide (_Shown) left out;
    TooManyTags past MAX_TAGS '<'. Tag by tag only as far as a tag may hide, a comment or a '<' in a tag is
    (_last_risk: a page's <head> or a comment at its top): the rest, where nothing is hidden, by
    substitutions (_substituted_pieces); the text made a piece at a time, its entities decoded as the
    pieces are joined (_unescaped_pieces): 60 MB of <br> lines under a <head> took 292 MB and 9 s."""
    if text.count("<") > MAX_TAGS:
        raise TooManyTags()
    return _unescaped_pieces(_shown_pieces(text, _last_risk(text)))


# A large page with nothing hidden, no comment and no '<' inside a tag is read by substitutions alone
# (a tag's text by its kind, C speed): per-tag Python work on 16 million <br> took 21 s and 350 MB.
def _may_hide(text):
    """Whether a page may hide text or hold a comment or a '<' in a tag (lower-cased a MiB at a time:
    a case-blind regular expression over 64 MiB took seconds)."""
    if "<!--" in text or _NESTED.search(text):
        return True
    for at in range(0, len(text), 1 << 20):
        chunk = text[at:at + (1 << 20) + 16].lower()
        if any(hider in chunk for hider in _HIDERS):
            return True
    return False


def _substituted_page_text(text):
    """_large_page_text's text of a page _may_hide finds nothing in (no tag hides, none holds a '<'), a piece
    (_page_pieces) at a time: re.sub keeps a string of every piece between its matches until it joins them,
    and 60 MB of <td> cells read whole took 615 MB, of <br> lines 290 MB (issue 66, item 2)."""
    return _unescaped_pieces(_substituted_pieces(text))


def page_text(text):
    """The text an HTML page shows (HTML_START says which texts are pages), an XML document's elements as
    lines of 'label :: value' (xmltext.py), else text itself."""
    if not HTML_START.match(text[:4096]):
        return xml_lines(text) if text[:1] in ("<", " ", "\t", "\n", "\r") else text
    if len(text) > HTML_PARSED:
        return _large_page_text(text) if _may_hide(text) else _substituted_page_text(text)
    parser = _PageText()
    parser.feed(text)
    parser.close()
    return "".join(parser.parts).replace("\u00a0", " ")


# numpy 2's repr of a scalar ('np.int64(100024)', 'np.float32(1.2e-05)', alone or in a tuple or list):
# the number it holds
_NUMPY_SCALAR = re.compile(r"\b(?:np|numpy)\.(?:u?int(?:8|16|32|64)?|float(?:16|32|64|128)?|double|single|longdouble|"
                           r"intc|intp|bool_?)\([ \t]{0,8}([^()\n]{1,64}?)[ \t]{0,8}\)")


# PyTorch's and JAX's repr of a 0-d tensor ('tensor(12, device='cuda:0')', 'tensor(0.1000, dtype=torch.float64)',
# 'Array(12, dtype=int32)'): the number it holds (the device's 'cuda:0' was read as a GPU's count of 0)
_TENSOR_SCALAR = re.compile(r"\b(?:tensor|Array)\([ \t]{0,8}([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"
                            r"(?:[ \t]{0,8},[ \t]{0,8}(?:device|dtype|requires_grad|grad_fn|weak_type)[ \t]{0,3}="
                            r"[ \t]{0,3}[^(),\n]{0,60}(?:\([^()\n]{0,20}\))?){0,4}[ \t]{0,8}\)")

# PyTorch's shape ('torch.Size([1002, 1002])'): the tuple numpy prints ('(1002, 1002)')
_TORCH_SIZE = re.compile(r"\btorch\.Size\(\[([0-9, \t]{1,40})\]\)")


def without_numpy_scalars(text):
    """text with numpy's scalar reprs, and PyTorch's and JAX's of a 0-d tensor, replaced by the numbers they hold."""
    text = _NUMPY_SCALAR.sub(r"\1", text) if "np." in text or "numpy." in text else text
    text = _TORCH_SIZE.sub(r"(\1)", text) if "torch.Size(" in text else text
    return _TENSOR_SCALAR.sub(r"\1", text) if "tensor(" in text or "Array(" in text else text

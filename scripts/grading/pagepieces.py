"""pagepieces.py - a large HTML page's text made a piece at a time (lines.page_text past HTML_PARSED): its
tags substituted a MiB at a time, cut where no tag is (_page_pieces), its entities decoded as the pieces
are joined (_unescaped_pieces), and tag by tag (_shown_pieces, _Shown) only as far as a tag may hide text,
a comment or a '<' in a tag is (_last_risk: a <head>, a comment at the page's top). re.sub over the whole
page keeps a string for every piece between its matches until it joins them: 60 MB of <td> cells took
615 MB, of <br> lines 290 MB, and tag by tag under a <head> 292 MB (issue 66, item 2; e32's H5: now about
150-220 MB). Each piece's text is what the whole's would be. Part of the grader; pure functions.
"""
import html
import re

# Tags that end a line where they open or close; a table's cell ends with a tab.
_BREAKS = {"br", "p", "div", "li", "tr", "pre", "table", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote",
           "section", "article", "hr", "dt", "dd", "title"}
_CELLS = {"td", "th"}
# What a page does not show: these elements' text, and an element hidden by its `hidden` attribute or
# its style (display: none, visibility: hidden), to its end tag (comments are never text).
_HIDDEN = {"script", "style", "head", "template"}
_HIDING = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_HIDDEN_ATTRIBUTE = re.compile(r"\shidden(?=[\s=/>])", re.IGNORECASE)
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}
_CLOSES_ITSELF = {"p", "li", "dt", "dd", "tr", "td", "th", "option"}  # <p>1<p>2: the second closes the first


class _Shown:
    """Whether a page's text shows where its parser is: a stack of the elements that hide it."""

    def __init__(self):
        self.hiding = []  # [tag, how many of its kind are open inside it]

    def start(self, tag, hides):
        if tag == "body":  # a head never closed ends here
            self.hiding = [h for h in self.hiding if h[0] != "head"]
        if tag in _VOID:
            return
        if self.hiding and self.hiding[-1][0] == tag:
            if tag not in _CLOSES_ITSELF:
                self.hiding[-1][1] += 1
                return
            self.hiding.pop()
        if tag in _HIDDEN or hides:
            self.hiding.append([tag, 1])

    def end(self, tag):
        if self.hiding and self.hiding[-1][0] == tag:
            self.hiding[-1][1] -= 1
            if not self.hiding[-1][1]:
                self.hiding.pop()


_TAG = re.compile(r"<!--.*?-->|<(/?)([A-Za-z][A-Za-z0-9]*)?[^>]*>", re.DOTALL)


def _tag_text(m):
    name = (m.group(2) or "").lower()
    return "\n" if name in _BREAKS else "\t" if name in _CELLS else "^" if name == "sup" and not m.group(1) else ""


def _shown_pieces(text, risk):
    """The pieces of _large_page_text's text before its entities are decoded (risk: _last_risk's)."""
    shown, parts, at = _Shown(), [], 0
    for m in _TAG.finditer(text):
        if at > risk and not shown.hiding:  # (at: just past a tag's '>', so nothing _may_hide finds spans it)
            break
        hidden = bool(shown.hiding)
        if not hidden:
            parts.append(text[at:m.start()])
        at = m.end()
        name = (m.group(2) or "").lower()
        if name and m.group(1):
            shown.end(name)
        elif name:
            shown.start(name, bool(_HIDDEN_ATTRIBUTE.search(m.group()) or _HIDING.search(m.group())))
        if not hidden and not shown.hiding:
            parts.append(_tag_text(m))
        if len(parts) >= 4096:  # (a string an item: 290 MB for a million tags)
            yield "".join(parts)
            parts = []
    yield "".join(parts)
    if not shown.hiding:
        yield from _substituted_pieces(text, at)


_NESTED_AT = re.compile(r"<(?=[^<>]*<)")  # (each '<' another follows before a '>': a '<' in a tag)


def _last_risk(text):
    """The last place in text where _may_hide finds something (a comment's '<!--', a word that may hide, a
    '<' with another before its '>'), or -1: past it a page is read by substitutions."""
    risk = text.rfind("<!--")
    for m in _NESTED_AT.finditer(text, max(0, risk)):
        risk = m.start()
    for at in range(0, len(text), 1 << 20):
        chunk = text[at:at + (1 << 20) + 16].lower()
        for hider in _HIDERS:
            found = chunk.rfind(hider)
            if found != -1:
                risk = max(risk, at + found)
    return risk


_NESTED = re.compile(r"<[^>]*<")
_HIDERS = ("<script", "<style", "<head", "<template", "hidden", "display")  # (a tag's name follows its '<')
_NAME_END = r"(?![A-Za-z0-9])[^>]*>"
_BREAK_TAGS = re.compile(r"</?(?i:" + "|".join(first + "(?:" + "|".join(sorted({n[1:] for n in _BREAKS if n[0] == first}))
                                                 + ")" for first in sorted({n[0] for n in _BREAKS}))
                         + ")" + _NAME_END, re.ASCII)  # (by first letter: twice as fast as one alternation)
_CELL_TAGS = re.compile(r"</?(?:td|th)" + _NAME_END, re.IGNORECASE | re.ASCII)
_SUP_TAGS = re.compile(r"<sup" + _NAME_END, re.IGNORECASE | re.ASCII)
_ANY_TAG = re.compile(r"<[^>]*>")
_ENTITIES = (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#39;", "'"), ("&nbsp;", "\u00a0"), ("&amp;", "&"))


def _unescaped(text):
    """html.unescape(text); by str.replace where each '&' starts one of _ENTITIES (&amp; last)."""
    ands = text.count("&")
    if not ands:
        return text
    if ands != sum(text.count(entity) for entity, _ in _ENTITIES):
        return html.unescape(text)
    for entity, shown in _ENTITIES:
        text = text.replace(entity, shown)
    return text


def _substituted_pieces(text, start=0):
    """text's pieces from start (_page_pieces), each with its tags substituted, its entities not decoded yet."""
    for piece in _page_pieces(text, start=start):
        yield _ANY_TAG.sub("", _SUP_TAGS.sub("^", _CELL_TAGS.sub("\t", _BREAK_TAGS.sub("\n", piece))))


def _unescaped_pieces(pieces):
    """The pieces joined, their entities decoded (html.unescape) and U+00A0 a blank, as on the joined text:
    an '&' that may begin an entity at a piece's end waits for the next piece."""
    parts, tail = [], ""
    for piece in pieces:
        shown = tail + piece
        amp = shown.rfind("&", max(0, len(shown) - _ENTITY_MAX))
        if amp != -1 and not _ENTITY_STOP.search(shown, amp + 1 + shown.startswith("#", amp + 1)):  # ('&#x41')
            shown, tail = shown[:amp], shown[amp:]
        else:
            tail = ""
        parts.append(_unescaped(shown).replace("\u00a0", " "))  # (no U+00A0 left: a piece stays ASCII)
    parts.append(_unescaped(tail).replace("\u00a0", " "))
    return "".join(parts)


PAGE_PIECE = 1 << 20
_ENTITY_STOP = re.compile(r"[\t\n\f <&#;]")  # (no entity html.unescape reads runs over one of these)
_ENTITY_MAX = 34  # ('&', 32 characters of a name, ';')


def _page_pieces(text, size=None, start=0):
    """text from start in pieces of about `size` characters (PAGE_PIECE), each cut where no tag is: where the
    last '<' before the cut has its '>' before it too, else just after the next '>' (a tag ends at its first
    '>'; one line of 60 MB of text is cut a MiB at a time)."""
    at, size = start, size or PAGE_PIECE
    while len(text) - at > size:
        cut = at + size
        opened = text.rfind("<", at, cut)
        if opened != -1 and text.find(">", opened, cut) == -1:  # (a tag open across the cut: to its end)
            close = text.find(">", cut)
            cut = len(text) if close == -1 else close + 1
        yield text[at:cut]
        at = cut
    if at < len(text):
        yield text[at:] if at else text

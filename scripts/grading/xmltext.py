"""xmltext.py - an XML output (Python's ElementTree, a `printf` of tags) read as lines of 'label :: value':
an element's text its value (`<threshold>0.1</threshold>`: 'threshold :: 0.1'), each number in an attribute
a value of its own, named by the attribute (a ghost word beside n and no less: n's with the ghost layer,
`<run n="1000" ghost="1002">`), the element's tag (not a container's, `<run n="1000">`, nor one that says
nothing, `<run n="1000" rows="1002"/>`) and its
attributes that are words (`<count array="x" below="100024" fraction="0.100024"/>`: 'count array x below ::
100024', 'count array x fraction :: 0.100024'; `<memory unit="GB" per="array">`: 'memory per array (GB)').
Only a file that starts with `<?xml` or with a tag that is no HTML page's (lines.page_text reads those).
Part of the grader; pure functions, linear in the text.
"""
import re

_START = re.compile(r"\s*<(?:\?xml\b|[A-Za-z_][\w.:-]{0,40}(?:[ \t]+[A-Za-z_][\w.:-]{0,40}[ \t]*=[ \t]*[\"']|[ \t]*>))")
_ELEMENT = re.compile(r"<([A-Za-z_][\w.:-]{0,40})((?:[ \t]+[A-Za-z_][\w.:-]{0,40}[ \t]*=[ \t]*(?:\"[^\"<>\n]{0,200}\"|"
                      r"'[^'<>\n]{0,200}')){0,20})[ \t]*(/?)>(?:([^<\n]{0,200})</\1[ \t]*>)?")
_ATTRIBUTE = re.compile(r"([A-Za-z_][\w.:-]{0,40})[ \t]*=[ \t]*(?:\"([^\"]*)\"|'([^']*)')")
_NUMBER = re.compile(r"[ \t]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t]*")
_HTML = re.compile(r"(?i)<(?:!doctype[ \t]+html|html|body|table|div|p)\b")  # (XHTML: a page, lines.page_text's)
_GHOSTS = {"ghost", "ghosts", "halo", "with_ghost", "with_ghosts", "with_halo", "padded", "ghosted"}
# Tags that say nothing of a value ('<run n="1000" rows="1002"/>': n and the row)
_GENERIC = {"run", "result", "results", "summary", "output", "outputs", "stats", "statistics", "data", "record",
            "smooth", "smoothing", "params", "parameters", "config", "settings", "problem", "info", "entry", "item",
            "row", "sample", "test", "case", "experiment", "benchmark", "values", "fields", "report"}
_NAMES = {"name", "id", "key", "label", "type", "kind", "of", "for", "var", "variable"}
_UNITS = {"unit", "units"}
MAX_XML = 1 << 20  # characters of a file read as XML (a homework's: a few hundred)


def is_xml(text):
    """Whether text is an XML document (its start: '<?xml', or a first tag with attributes or alone)."""
    if text[:1] not in ("<", " ", "\t", "\n", "\r", "\ufeff"):
        return False
    head = text[:4096].lstrip("\ufeff")
    return _START.match(head) is not None and ("</" in head or "/>" in head) and _HTML.search(head) is None


def _words(name):
    return name.replace("_", " ").replace("-", " ")


def xml_lines(text):
    """text's elements as lines of 'label :: value' (where it is an XML document; else text itself)."""
    if len(text) > MAX_XML or not is_xml(text):
        return text
    out = []
    for line in text.splitlines():
        shown = []
        for m in _ELEMENT.finditer(line):
            tag, attributes, closed, inner = m.groups()
            words, numbers = [], []
            for a in _ATTRIBUTE.finditer(attributes):
                name, value = a.group(1), a.group(2) if a.group(2) is not None else a.group(3)
                if _NUMBER.fullmatch(value):
                    numbers.append((name, value.strip()))
                elif name.lower() in _UNITS:
                    words.append(f"({value.strip()})")
                else:  # ('array="x"': 'array x'; 'name="x"': 'x')
                    words.append(value.strip() if name.lower() in _NAMES else f"{_words(name)} {value.strip()}")
            generic = not closed and inner is None or tag.lower() in _GENERIC  # ('<run n="1000">' over its
            words = [w for w in words if not w.startswith("(")] + [w for w in words if w.startswith("(")]  # elements)
            label = " ".join([_words(tag)] + words)
            if inner is not None and _NUMBER.fullmatch(inner):
                shown.append(f"{label} :: {inner.strip()}")
            elif inner is not None and inner.strip():
                shown.append(f"{label} :: {inner.strip()}" if label else inner.strip())
            n = next((float(value) for name, value in numbers if name in ("n", "N")), None)
            named = " ".join(words if generic else [_words(tag)] + words)  # (a generic tag's no label's word)
            for name, value in numbers:
                if n is not None and name.lower() in _GHOSTS and float(value) >= n:
                    name = "n " + name  # ('<run n="1000" ghost="1002">': n with the ghost layer; 'ghost="1"' its width)
                shown.append(f"{(named + ' ') if named else ''}{_words(name)} :: {value}")
        out += shown or [line]  # (a line of no element, a closing tag's, text between tags: as it is)
    return "\n".join(out) + "\n"

"""textends.py - a rewrite of an output's text applied where a homework's summary is, its first and last
SAMPLE characters (cut at line ends: every line keeps its number), a long log's middle read as it is, so
that a rule that looks at every line costs a bounded time (headings, section prefixes, recaps). Part of
the grader; a pure function.
"""
SAMPLE = 1 << 18


def at_the_ends(text, rewrite, needles=None):
    """rewrite(text) where text is at most 2 * SAMPLE characters; else text with its first and last SAMPLE
    characters (to a line's end) rewritten, its middle as it is. With `needles` (strings one of which every
    change of the rewrite's holds), a part is rewritten only where one of them is in it: asked of the part, not
    of the whole text (a needle not in a 60 MB log is a scan of all of it: 0.05 s a needle)."""
    if needles is not None:
        rewrite = _where(needles, rewrite)
    if len(text) <= 2 * SAMPLE:
        return rewrite(text)
    head, tail = text.rfind("\n", 0, SAMPLE) + 1, text.find("\n", len(text) - SAMPLE) + 1
    if not 0 < head < tail:
        return text
    first, last = text[:head], text[tail:]
    new_first, new_last = rewrite(first), rewrite(last)
    if new_first == first and new_last == last:  # (a rewrite may return an equal copy: no new 64 MiB text for it)
        return text
    return "".join((new_first, text[head:tail], new_last))


def _where(needles, rewrite):
    """rewrite, asked only of a part that holds one of needles (others as they are)."""
    return lambda part: rewrite(part) if any(needle in part for needle in needles) else part

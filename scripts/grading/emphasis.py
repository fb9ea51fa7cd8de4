"""emphasis.py - Markdown's bold and underlined words, read as their words: `- **n**: 1000`, `**n+2** = 1002`,
`| **n** | 1000 |`, `__n__: 1000`, `**Memory:** 0.00374021 GB`. The marks were read as the label's: `n**` as
a power (`**n**: 1000` gave no n, `**n+2**: 1002` no row). A power (`n**2`, `1002**2/2**30`) keeps its marks: an
emphasis opens after no word, digit or bracket and closes before none. Part of the grader (lines.without_prefixes
calls it); pure functions; one pattern, its span bounded, looked for in a text's first and last 256 KiB.

    text = unbolded(text)    # '- n: 1000'
"""
import re

from .textends import at_the_ends

_BOLD = re.compile(r"(?<![\w*)\]}:.])(?:\*\*(?=[^\s*])([^*\n]{1,80}?)(?<=[^\s*])\*\*|__(?=[^\s_])([^_\n]{1,80}?)(?<=[^\s_])__)"
                   r"(?![\w*(\[{])")


def unbolded(text):
    """text with its Markdown bold spans (`**n**`, `__n__`) replaced by their words, in its first and last
    textends.SAMPLE characters."""
    return at_the_ends(text, lambda part: _BOLD.sub(_words, part), ("**", "__"))


# A paragraph's run-in heading, its words closed by a period ('**Setup.** I used n = 1000, so ...'): the
# paragraph's title, no value's name: dropped before its sentence ('Setup. I used n' lost the sentence's n), a
# label where it is alone on its line ('**Results.**').
_RUN_IN = re.compile(r"[A-Za-z][A-Za-z ]{0,30}\.")


def _words(m):
    words = m.group(1) or m.group(2)
    if not _RUN_IN.fullmatch(words):
        return words
    after = m.string[m.end():m.end() + 80].partition("\n")[0]  # (bounded: a long line is not scanned a span)
    return "" if after.strip() else words[:-1] + ":"

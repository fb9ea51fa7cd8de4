"""ofwhich.py - prose's total of elements and its inner part in one clause, no comma between them (`that is
1004004 elements of which 1000000 are inner ones`, `1004004 cells whereof 1000000 interior`, `1004004 points
with 1000000 of them inner`): the clause was read as the total alone and the inner total lost (h24's H4). With
the comma a writer often puts there (`1004004 elements, of which 1000000 are inner`) the two are two clauses,
each read as a statement of its own (clauses.py); the comma is written in. Only where the first number is a
count of elements (its noun after it) and the second is named inner or interior within a few words, so that
`1000000 inner elements of which 100024 are below the threshold` stays as it is. Part of the grader
(notations.plain_notations asks it, in a text's first and last 256 KiB); patterns of bounded runs.

    text = inner_of_which(text)
"""
import re

from .textends import at_the_ends

_S = r"[ \t]{1,3}"
_NOUN = r"(?:elements|cells|points|values|entries|numbers|ones|floats|doubles|reals)"  # (or what they are: '1004004 floats of which ...')
# the total: a number, its noun ('grid points'), maybe 'in all' / 'in total' / 'overall' / 'total'
_TOTAL = rf"(?<![\w.])\d{{1,12}}{_S}(?:(?:grid|array|matrix){_S})?{_NOUN}(?:{_S}(?:in{_S}all|in{_S}total|overall|total))?"
# its inner part: 'of which 1000000 are (the) inner', 'whereof 1000000 interior', 'with 1000000 of them inner'
_INNER = (rf"(?:(?:of{_S}which|whereof|among{_S}which|of{_S}these){_S}(?:there{_S}are{_S})?\d{{1,12}}{_S}(?:are{_S}|being{_S})?"
          rf"|(?:with|and){_S}\d{{1,12}}{_S}of{_S}(?:them|these|those){_S}(?:are{_S}|being{_S})?)"
          rf"(?:the{_S})?(?:in{_S}the{_S})?(?:inner|interior|non-ghost)\b")
_JOINED = re.compile(rf"({_TOTAL})(?={_S}{_INNER})", re.IGNORECASE)


def inner_of_which(text):
    """text with a comma after a total of elements that its inner part follows in the same clause."""
    return at_the_ends(text, _commas, ("which", "whereof", " of them", " of these", " of those"))


def _commas(text):
    return _JOINED.sub(r"\1,", text)

"""rewrites.py - a pattern's matches in a text rewritten one by one where the rewrite says so (its None keeps the
match), at most so many looked at (a bounded cost). Part of the grader (recounts.py and besidecounts.py ask it); a
pure function.
"""
import heapq


def rewritten(pattern, text, rewrite, most, starts=None):
    """text with each of the pattern's first `most` matches m replaced by rewrite(m, text), where that is not None.
    With `starts` (literals one of which each match begins with), the pattern is tried only where one is found (a
    literal's search is str.find's: a 60 MB log with a pattern of no literal start is 0.5 s of the regex's scan)."""
    pieces, at = [], 0
    for k, m in enumerate(pattern.finditer(text) if starts is None else _matches_at(pattern, text, starts, most)):
        if k >= most:
            break
        new = rewrite(m, text)
        if new is not None:
            pieces += [text[at:m.start()], new]
            at = m.end()
    return "".join(pieces) + text[at:] if pieces else text


def _matches_at(pattern, text, starts, most):
    """pattern's matches as finditer gives them (none overlapping), each tried where a literal of starts is found;
    at most 16 * most places tried."""
    end = 0
    for tried, place in enumerate(heapq.merge(*(_places(text, s) for s in starts))):
        if tried >= 16 * most:
            return
        if place < end:
            continue
        m = pattern.match(text, place)
        if m is not None:
            end = max(m.end(), place + 1)
            yield m


def _places(text, literal):
    place = text.find(literal)
    while place >= 0:
        yield place
        place = text.find(literal, place + 1)

"""rewrites.py - a pattern's matches in a text rewritten one by one where the rewrite says so (its None keeps the
match), at most so many looked at (a bounded cost). Part of the grader (recounts.py and besidecounts.py ask it); a
pure function.
"""


def rewritten(pattern, text, rewrite, most):
    """text with each of the pattern's first `most` matches m replaced by rewrite(m, text), where that is not None."""
    pieces, at = [], 0
    for k, m in enumerate(pattern.finditer(text)):
        if k >= most:
            break
        new = rewrite(m, text)
        if new is not None:
            pieces += [text[at:m.start()], new]
            at = m.end()
    return "".join(pieces) + text[at:] if pieces else text

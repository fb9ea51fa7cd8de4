"""percentfirst.py - a count's bracket that gives its percentage first and its fraction after it ('x: 100024
elements below 0.1 (10.0024%, fraction 0.100024)', '(0.0012%; frac = 1.2e-05)'): rewritten in place as the
percentage's bracket and the fraction's clause after it ('(10.0024%), fraction 0.100024'), as the grader reads
them, so that the fraction is judged too and a wrong one fails (it was left unread: the corpus's p18-c08).
Part of the grader (recaps.prose_read's rewrites ask it); one pattern, its blank runs bounded: linear.
"""
import re

_BRACKET = re.compile(r"\(([ \t]{0,4}\d{1,3}(?:\.\d{1,12})?[ \t]{0,4}%)[ \t]{0,4}[,;][ \t]{0,4}"
                      r"((?:fraction|frac|ratio|share)[ \t]{0,4}[:=]?[ \t]{0,4}[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})"
                      r"(?:[eE][-+]?\d{1,3})?)[ \t]{0,4}\)", re.IGNORECASE)


def percent_first(text):
    """text with each such bracket rewritten in place; other text as it was."""
    if "%" not in text or "(" not in text:
        return text
    return _BRACKET.sub(lambda m: f"({m.group(1).strip()}), {m.group(2)}", text)

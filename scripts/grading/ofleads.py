"""ofleads.py - a count sentence that opens with the elements it counts among, no number in the opening:
'Of the inner elements of x, 100024 (0.100024) are below 0.1; of y, only 12 (1.2e-05).' (a lab report's
prose). The opening's 'inner elements' named a size, so the count after it was read as the inner total
(or the total: 'Of the elements of x, ...'), and x's count was lost. Such an opening ('Of the [inner]
elements of x,', 'Among the values of y:', 'Out of the cells in x,') before a whole number whose
sentence counts below the threshold ('below', 'under', 'less than', '<' within 80 characters) is read
as 'In x, ' (what it says: the array counted); an opening with its own number ('Of the 1000000 inner
elements of x, ...') is left, its number the inner total. Part of the grader (barecounts.counts_named
asks it, before elliptic.py); one anchored pattern of bounded runs, after a cheap test: linear.
"""
import re

_LEAD = re.compile(r"^([ \t]*)(?:(?:[Oo]f|[Aa]mong|[Oo]ut[ \t]of)[ \t]{1,3}(?:the[ \t]{1,3})?)"
                   r"(?:(?:inner|interior|non-ghost)[ \t]{1,3})?(?:elements|values|cells|points|entries|numbers)"
                   r"[ \t]{1,3}(?:of|in)[ \t]{1,3}(?:(?:the[ \t]{1,3})?(?:array|matrix|grid)[ \t]{1,3})?([xXyY])"
                   r"[ \t]{0,3}[,:][ \t]{0,3}(?=\d{1,12}(?![\d.])[^\n]{0,80}?(?:below|under|less[ \t]than|smaller[ \t]than|<))",
                   re.MULTILINE)


def of_leads(text):
    """text with each such opening read as 'In x, '."""
    if "f the" not in text and "mong" not in text and "ut of" not in text:
        return text
    return _LEAD.sub(lambda m: f"{m.group(1)}In {m.group(2)}, ", text)

"""percentforms.py - a percentage or a fraction after a count in a form C's printf never gives, rewritten as it
gives it before an output is read: a percentage's word after its number (`10.0024 percent`, `10.0024 per cent`,
`10.0024 pct`, German `Prozent`: `10.0024 %`), and a decimal comma where it can only be one, in a file that
prints decimal points elsewhere (a locale's format for one value: tables.py rewrites a file of decimal commas
alone): a percentage's (`(10,0024 %)`, `Anteil 10,0024%`: its number is at most 100, no thousands), and a
fraction's alone in brackets after a number (`100024 (0,100024)`, `12 (1,2e-05)`: a whole part 0 or an exponent,
never a thousands mark); parts per million (`12 ppm`, L3: before, the fraction MISSING) as their percentage
(`0.0012%`). Not a pair in brackets (`in [0,1]`, `(0,1)`: one digit after the comma and no
exponent, an interval or a pair), nor `100,024 %` (three digits after a three-digit whole part: a thousands
mark). Part of the grader (notations.plain_notations asks it, in a text's first and last 256 KiB); pure
functions, patterns of bounded runs.

    text = percents_plain(text)
"""
import re
from decimal import Decimal

from .commafiles import comma_file, lone_commas
from .textends import at_the_ends

# A percentage's word right after a number ('10.0024 percent', '0.0012 per cent', '10 pct'): '%'
_WORD = re.compile(r"(?<=\d)([ \t]?)(?i:per[ \t-]?cent|pct|prozent|pourcent|procent)\b")
# A percentage with a decimal comma: a whole part of 1-3 digits, the decimals, '%' (after a blank at most)
_PERCENT_COMMA = re.compile(r"(?<![\w.,])(\d{1,3}),(\d{1,12})(?=[ \t]?%)", re.ASCII)
# A fraction with a decimal comma alone in brackets after a number: a whole part 0 (two decimals at least) or an exponent
_BRACKETED = re.compile(r"(?<=\d)([ \t]{1,4}\([ \t]?)(?:(0),(\d{2,12})|(\d),(\d{1,12})(?=[eE][+-]?\d))(?=(?:[eE][+-]?\d{1,3})?[ \t]?\))",
                        re.ASCII)


# Parts per million after a number ('y below t: 12 (12 ppm)', L3: the fraction MISSING): its percentage, the number
# moved four places ('0.0012%'); not a file's name ('out_12.ppm')
_PPM = re.compile(r"(?<![\w.])(\d{1,12}(?:\.\d{1,12})?(?:[eE][+-]?\d{1,3})?)([ \t]?)(?i:ppm)\b", re.ASCII)


def _percent_of_ppm(m):
    value = Decimal(m.group(1)).scaleb(-4)
    return f"{value:f}{m.group(2)}%"


def percents_plain(text):
    """text with percentages' words as '%' and a percentage's or a bracketed fraction's decimal comma as a point."""
    if "," in text and comma_file(text):  # (a file of decimal commas alone: tables.py reads them all, commafiles.py)
        return at_the_ends(text, _words_plain)
    return at_the_ends(text, _plain)


def _words_plain(text):
    return _WORD.sub(lambda m: m.group(1) + "%", text) if _cue(text) else text


def _plain(text):
    if _cue(text):  # (a long output's ends only: textends.py)
        text = _WORD.sub(lambda m: m.group(1) + "%", text)
    if "ppm" in text or "PPM" in text:
        text = _PPM.sub(_percent_of_ppm, text)
    if "," in text:
        if "%" in text:
            text = _PERCENT_COMMA.sub(lambda m: f"{m.group(1)}.{m.group(2)}" if not _thousands(m) else m.group(), text)
        if "(" in text:
            text = _BRACKETED.sub(lambda m: f"{m.group(1)}{m.group(2) or m.group(4)}.{m.group(3) or m.group(5)}", text)
        text = lone_commas(text)  # ('memory (GB): 0,003740' among points: commafiles.py)
    return text


def _cue(text):
    low = text.lower()
    return "cent" in low or "pct" in low or "prozent" in low


def _thousands(m):
    """'100,024 %': three decimals after a whole part that is no 0, a thousands mark (no percentage)."""
    return len(m.group(2)) == 3 and m.group(1) != "0" and len(m.group(1)) == 3

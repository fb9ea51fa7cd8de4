"""constants.py - the smoothing constants a, b and c as an output names them: on one line (`a=0.05,
b=0.1, c=0.4`, `Smoothing constants (c, b, a): 0.4 0.1 0.05`, `Weights: corner 0.05, edge 0.1,
centre 0.4`) or one a line (`Smoothing constant a: 0.05`, a CSV's `a,0.05`). Part of the grader;
pure functions.

    found = smoothing_constants(text_after_the_label, label)    # a Found: (a, b, c) or its error
    letter = one_constant(label)                                 # 'a', 'b', 'c' or None
"""
import re

from .labelwords import struct_member
from .words import DIGITS, Found, _numbers, c_number, number_value, words_of

TERMS = {"a": "the a term (the four diagonal neighbours)", "b": "the b term (the four edge neighbours)",
         "c": "the c term (the centre)"}


# The stencil's neighbours, as a label may name the constant each has: a for the four diagonal
# ones, b the four edge ones, c the centre.
WEIGHT_NAMES = {"corner": "a", "diagonal": "a", "diag": "a", "edge": "b", "side": "b", "adjacent": "b",
                "cross": "b", "orthogonal": "b", "centre": "c", "center": "c", "central": "c", "middle": "c",
                "self": "c"}
# A neighbour's name as a constant's before or after its value, in any case: a word above (plural too), a
# noun after it ('diagonal neighbours', 'centre point'), the edge ones unqualified ('neighbours', '4-neighbours',
# 'von Neumann', 'nearest neighbours'), or compass points ('N/S/E/W', 'NSEW' b; 'NE/NW/SE/SW' a).
_NOUN = r"(?:[ \t-]*(?:neighbou?rs?|points?|cells?|terms?|weights?)\b)?"
_NAMES = (rf"(?i:\b(?:{'|'.join(WEIGHT_NAMES)}|point|nearest|direct)s?\b{_NOUN}|\b(?:4[ \t-]*|four[ \t]+)?neighbou?rs?\b"
          r"|\bvon[ \t]+neumann\b|\bnsew\b|\b[ns][ew](?:[ \t]*[/,][ \t]*[ns][ew]){3}\b"
          r"|\b[nsew](?:[ \t]*[/,][ \t]*[nsew]){3}\b)")
# Compass points, named in a list of names apart ('(self, N/S/E/W, diagonal)': its '/' no item's end)
_COMPASS = re.compile(r"(?i)\b[ns][ew](?:[ \t]*[/,][ \t]*[ns][ew]){3}\b|\b[nsew](?:[ \t]*[/,][ \t]*[nsew]){3}\b")
# A constant named before its value: 'a = ', 'corner ', 'edge: ', 'N/S/E/W ' (case aside)
WEIGHT = rf"(?:[abcABC][ \t]*[=:]|{_NAMES}[ \t]*[=:]?)"


def letter_named(name):
    """'a', 'b' or 'c': the constant of a neighbour's name (_NAMES' match), or None."""
    words = re.findall(r"[a-z]+", name.lower())
    for word in words:
        letter = WEIGHT_NAMES.get(word, WEIGHT_NAMES.get(word[:-1]))
        if letter or word in ("point", "points"):
            return letter or "c"
        if word.startswith("neighbo") or word in ("nearest", "direct", "von", "nsew"):
            return "b"
    return "a" if words and all(len(w) == 2 for w in words) else "b" if words else None


_VALUE = r"(?<![\d.])[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eEdD][+-]?\d+)?(?![\w.])"
# Each constant named, before its value ('a=0.05', 'a (diagonal) = 0.05', 'edge: 0.1', 'a = 0.05 (corners)',
# 'diagonal a = 0.05', 'corner (a) 0.05', 'a (corner) 0.05', 'a 0.05' three in a row: 'a 0.05 | b 0.1 | c 0.4') or after it ('0.05 (corners)', '0.1 edge'): three in a row are the constants together, one statement.
_BEFORE = rf"(?:(?:{_NAMES}[ \t]+)?\b[abcABC](?:[ \t]*\([ \t]*{_NAMES}[ \t]*\))?[ \t]*[=:]|\b[abcABC][ \t]*\([ \t]*{_NAMES}[ \t]*\)" \
    rf"|\b[abcABC](?=[ \t]+[+-]?\.?\d)" \
    rf"|\b{_NAMES}(?:[ \t]*\([ \t]*[abcABC][ \t]*\))?[ \t]*[=:]?)[ \t]*({_VALUE})" \
    rf"(?:[ \t]*\([ \t]*{_NAMES}[ \t]*\))?"  # (and its neighbours' name after it: 'a = 0.05 (corners)')
_AFTER = rf"({_VALUE})[ \t]*(?:\([ \t]*{_NAMES}[ \t]*\)|(?:(?:for|on|at)[ \t]+(?:the[ \t]+|each[ \t]+)?)?{_NAMES})"  # ('0.05 for the corners')
_SEP = r"(?:[ \t]*(?:[,;|]|\band\b)[ \t]*|[ \t]+)"
THREE = re.compile(rf"(?:{_BEFORE}{_SEP}){{2}}{_BEFORE}|(?:{_AFTER}{_SEP}){{2}}{_AFTER}")
_CONSTANT_WORDS = {"smoothing", "stencil", "constant", "constants", "coefficient", "coefficients", "weight",
                   "weights", "the", "value", "of", "for", "term", "factor", "parameter", "neighbour", "neighbours",
                   "neighbor", "neighbors", "const", "consts", "coef", "coefs", "coeff", "coeffs"}  # ('ConstA', 'coef_c')


def one_constant(label, line=None):
    """'a', 'b' or 'c' where a label names one smoothing constant and nothing else ('a', 'Smoothing
    constant a', 'corner weight', 'a,' of a CSV's row, a struct's member 'params.a' where the line has
    one number, no whole one: not a source file's line 'smooth.c:67: y below threshold = 12'); else None."""
    numbers = _numbers(line) if line is not None else None
    member = struct_member(label) if numbers is None or len(numbers) == 1 and not numbers[0][2].isdigit() else None
    return _one_constant(member if member in ("a", "b", "c") else label)


def _one_constant(label):
    words = words_of(label.strip(" :=\t,;"))
    if len(words) == 1 and words[0] in ("aa", "bb", "cc"):  # a letter doubled, as a Go struct's field 'Cc' (C taken)
        return words[0][0]
    named = [w if w in ("a", "b", "c") else WEIGHT_NAMES[w.rstrip("s")] for w in words
             if w in ("a", "b", "c") or w.rstrip("s") in WEIGHT_NAMES]
    # one letter, said once or twice: by name, by its letter, or both ('Corner weight (a)', 'a (corners)')
    if len(set(named)) != 1 or len(named) > 2 or not set(words) - {named[0]} <= _CONSTANT_WORDS | set(WEIGHT_NAMES) \
            | {w + "s" for w in WEIGHT_NAMES}:
        return None
    return named[0] if words.count(named[0]) <= 1 else None


# An order the label states, by letters or the neighbours' names ('(centre, edge, corner)', '(centre c,
# edge b, corner a)', '(self, neighbours, diagonals)'): its items, each naming one constant.
_ORDER_TERM = re.compile(rf"\b(?:([abc])|({'|'.join(WEIGHT_NAMES)})s?|(neighbou?rs?|adjacent|direct|nearest|orthogonal))\b")
_GROUP = re.compile(r"[(\[{]([^()\[\]{}]{1,120})[)\]}]")
_ITEMS = re.compile(r"[,/;|]|\band\b")


def stated_order(label):
    """The letters (a, b, c in some order) a label's list of three names stands for, or None."""
    label = _COMPASS.sub(lambda m: " corner " if len(m.group().split("/")[0].split(",")[0].strip()) == 2 else " edge ",
                         label).lower()
    for part in [m.group(1) for m in _GROUP.finditer(label)] + [label.rpartition(":")[2] or label, label]:
        items = [item for item in _ITEMS.split(part) if item.strip()]
        if len(items) == 1:
            items = items[0].split()
        letters = []
        for item in items:
            terms = _ORDER_TERM.findall(item)
            said = {letter or WEIGHT_NAMES[name] for letter, name, _ in terms if letter or name}
            if not said and any(other for _, _, other in terms):
                said = {"b"}  # 'neighbours' beside self and diagonals: the edge ones
            if len(said) == 1:
                letters.append(said.pop())
            elif said:
                letters = []
                break
        if len(letters) == 3 and len(set(letters)) == 3:
            return tuple(letters)
    return None


def named_together(line):
    """The end of the line's three smoothing constants, each named ('Constants: a=0.05, b=0.1, c=0.4',
    'Weights: 0.05 (corners), 0.1 (edges), 0.4 (centre)'), where only a label is before them; else None."""
    m = THREE.search(line) if len(line) < 400 else None
    return m.end() if m and not re.search(r"\d", line[:m.start()]) else None


_THREE_AFTER = re.compile(rf"(?:{_AFTER}{_SEP}){{2}}{_AFTER}")


def named_after(line):
    """Whether the line names three constants after their values by the neighbours each weighs, each its
    own ('The stencil uses 0.05 for the corners, 0.1 for the edges and 0.4 for the centre')."""
    return len(line) < 400 and _THREE_AFTER.search(line) is not None and len(_named(line, False)) == 3


def _named(text, before):
    """{letter: value text} of the constants named before (or after) their values."""
    pattern = re.compile(_BEFORE if before else _AFTER)
    found = {}
    for m in pattern.finditer(text):
        said = m.group(0)[:m.start(1) - m.start()] if before else m.group(0)[m.end(1) - m.start():]
        name = re.search(r"\b[abcABC](?=[ \t]*[=:(]|[ \t]+\Z)", said) or re.search(_NAMES, said)  # (the letter first: 'edge b = 0.1')
        word = name.group().lower() if name else ""
        letter = word if word in ("a", "b", "c") else letter_named(word)
        if letter:
            found.setdefault(letter, m.group(1))
    return found


def _stencil(text):
    """The texts of (a, b, c) of the 3x3 stencil written out as rows ('[[0.05, 0.1, 0.05], [0.1, 0.4, 0.1],
    [0.05, 0.1, 0.05]]', MATLAB's '[0.05 0.1 0.05; 0.1 0.4 0.1; 0.05 0.1 0.05]'): its corners a, its edges b,
    its centre c, where each is one value; else None."""
    if "[" not in text or not ("[[" in text.replace(" ", "") or text.count(";") == 2) or len(text) > 400:
        return None
    texts = [c_number(n[2]) for n in _numbers(text)]
    if len(texts) != 9:
        return None
    values = [number_value(t) for t in texts]
    corners, edges = {values[k] for k in (0, 2, 6, 8)}, {values[k] for k in (1, 3, 5, 7)}
    if None in values or len(corners) != 1 or len(edges) != 1:
        return None
    return [texts[0], texts[1], texts[4]]


# The longest text after a label that states the constants (465 corpus outputs: 300 characters at most)
_LONGEST = 400


def smoothing_constants(text, label=""):
    """(a, b, c) from 'a=0.05, b=0.1, c=0.4' or the first three numbers, or the 3x3 stencil's corner, edge
    and centre. Two numbers under a label such as '(b,c)' are a stencil with a term dropped,
    and the error says which."""
    # (past it no constants are stated, nor is their label further before: a line of a thousand ', a=0.1' costs
    # no more than its ends)
    text, label = text[:_LONGEST], label[-_LONGEST:]
    stencil = _stencil(text)
    if stencil is not None:  # ('[[0.05, 0.1, 0.05], [0.1, 0.4, 0.1], [0.05, 0.1, 0.05]]': its corner, edge, centre)
        return Found(" ".join(stencil), tuple(number_value(t) for t in stencil), 0)
    named = dict(re.findall(rf"\b([abcABC])\s*[=:]\s*({DIGITS})", text, re.ASCII))
    named = {k.lower(): v for k, v in named.items()}
    for name, value in re.findall(rf"({_NAMES})\s*[=:]?\s*({DIGITS})", text):
        named.setdefault(letter_named(name), value)  # 'corner 0.05, edge 0.1, centre 0.4', 'N/S/E/W 0.1'
    if len(named) != 3:  # 'a (diagonal) = 0.05', '0.05 (corners), 0.1 (edges), 0.4 (centre)'
        named = next((found for found in (_named(text, True), _named(text, False)) if len(found) == 3), named)
    order = re.search(r"\b([abc])\s*[,/;\s]\s*([abc])\s*[,/;\s]\s*([abc])\b", label.lower())
    order = order.groups() if order and len(set(order.groups())) == 3 else None
    if len(named) != 3 and not order:  # '(centre, edge, corner): 0.4 0.1 0.05', 'Weights: centre, edge, corner = ...'
        first = re.search(r"\d", text)
        order = stated_order(label) or stated_order(text[:first.start()] if first else "")
    if len(named) != 3 and order:  # '(c, b, a): 0.4 0.1 0.05'
        texts = [c_number(n[2]) for n in _numbers(text)][:3]
        if len(texts) == 3:
            named = dict(zip(order, texts))
    if len(named) == 3:
        texts = [named["a"], named["b"], named["c"]]
    else:
        texts = [c_number(n[2]) for n in _numbers(text)][:3]
    values = [number_value(t) for t in texts]
    if len(texts) == 2 and None not in values:
        given = sorted(set(re.findall(r"\b([abc])\b", label.lower())) | set(named))
        dropped = [TERMS[k] for k in "abc" if k not in given] if len(given) == 2 else []
        # the mistake first, the evidence in a closing aside: the class chart counts it under the same
        # name as the count it spoils ('the a term (...) dropped', judging's Y mistake)
        return Found(" ".join(texts), None, 0,
                     error=f"{dropped[0]} dropped (two smoothing constants ({', '.join(given)}) where the "
                           "stencil has three)" if dropped else
                           "a term dropped (two smoothing constants where the stencil has three)")
    if len(texts) != 3 or None in values:
        return Found(" ".join(texts) or text.strip(), None, 0, error="not three numbers")
    return Found(" ".join(texts), tuple(values), 0)

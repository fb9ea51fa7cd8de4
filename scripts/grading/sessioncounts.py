"""sessioncounts.py - an IPython/Jupyter session's count printed again under a variable's name (the twenty-ninth
pass's M2, p27): 'In [7]: ny_gpu' / 'Out[7]: 13', 'In [7]: nx_gpu, ny_gpu' / 'Out[7]: (100024, 13)', 'In [8]:
ny_gpu, ny_gpu / n**2' / 'Out[8]: (13, 1.3e-05)' after the session printed the counts. transcripts.py read
such a pair as 'ny_gpu = 13', a label no rule takes for y's count, so a wrong one passed. Such a pair is
rewritten as the counts' printing ('y below threshold = 13' on the In line, the Out line emptied). A name is an
array's count where the session assigned it from a comparison with t ('In [6]: ny = int((y[1:-1, 1:-1] <
t).sum())', 'cy = count_below(y, t)') or where it is a count's name alone ('nby', 'count_y', 'below_y',
'y_below'), with a run's tag before or after it or none ('ny_gpu', 'gpu_ny', 'nyGpu', 'ny_check', 'ny2'); 'ny' alone is no count (a
grid's rows) unless the session assigned it so. Only a pair after the file's first count, and not the first
pair that prints its arrays (a first printing is the other rules'); every item of the In line an array's count
or its fraction ('ny_gpu / n**2'), the Out line as many numbers. Part of the grader (lines.without_prefixes asks
it before prompttuples.py and transcripts.py read the pairs); anchored bounded patterns, at most _LOOKED pairs.
"""
import re

from .recaplines import first_count

_LOOKED = 256
_PAIR = re.compile(r"^[ \t]*In[ \t]*\[(\d{1,5})\]:[ \t]*([^\n]{1,160})\n(?:[ \t]{0,64}\n)?[ \t]*Out[ \t]*\[\1\]:"
                   r"[ \t]*([^\n]{1,160})$", re.MULTILINE)
_IN = re.compile(r"^[ \t]*In[ \t]*\[\d{1,5}\]:([^\n]{1,200})", re.MULTILINE)
_ASSIGN = re.compile(r"^[ \t]*([A-Za-z_]\w{0,40})[ \t]*=(?!=)([^\n]{1,160})$")
_COMPARED = re.compile(r"(?<![\w.])([xy])(?![\w])[^;\n<>]{0,40}?(?:<|,)[ \t]{0,2}t(?![\w])")
_NAMED = re.compile(r"(?i)^(?:n?b|n_?below|count|cnt|below|n?low|n_low|num)_?([xy])$|^([xy])_?(?:count|cnt|below|low)$")
_TAG = re.compile(r"(?i)^(?:(?:gpu|cpu|cuda|omp|par|seq|ref|check|dev|host|d|h)_)?(.{1,40}?)(?:_?(?:gpu|cpu|cuda|omp|"
                  r"openmp|mpi|par|parallel|seq|serial|ref|check|chk|again|rerun|dev|host|device|numba|cupy|torch|"
                  r"\d))?$")
_NAME = re.compile(r"[A-Za-z_]\w{0,40}$")
_FRACTION_OF = re.compile(r"^([A-Za-z_]\w{0,40})[ \t]{0,2}/[ \t]{0,2}[\w*(). ]{1,20}$")
_WRAPPED = re.compile(r"^(?:np\.|numpy\.)?(?:int\d\d|uint\d\d|float\d\d|array|tensor)\((.{1,120})\)$")
_WHOLE = re.compile(r"^\d{1,12}$")
_DECIMAL = re.compile(r"^\d{0,3}\.\d{1,17}(?:[eE][-+]?\d{1,3})?$|^\d(?:\.\d{1,17})?[eE]-\d{1,3}$")


def _assigned(text):
    """{name: array} of the session's names assigned from a comparison with t."""
    found = {}
    for i, m in enumerate(_IN.finditer(text)):
        if i >= _LOOKED:
            break
        for statement in m.group(1).split(";"):
            a = _ASSIGN.match(statement)
            if a:
                c = _COMPARED.search(a.group(2))
                if c:
                    found[a.group(1)] = c.group(1)
    return found


def _array(name, assigned):
    if name in assigned:
        return assigned[name]
    stem = _TAG.match(name)
    stem = stem.group(1) if stem else name
    if stem in assigned:
        return assigned[stem]
    if stem[-3:].lower() in ("gpu", "cpu"):  # ('nyGpu')
        stem = stem[:-3]
        if stem in assigned:
            return assigned[stem]
    m = _NAMED.match(stem)
    return (m.group(1) or m.group(2)).lower() if m else None


def _items(code, values, assigned):
    """[(array, count, fraction or None)] of a pair, or None where an item is no array's count or fraction."""
    code = code.split("#", 1)[0].rsplit(";", 1)[-1].strip()  # ('ny = ...; ny, ny / n**2': what it shows)
    values = values.strip()
    w = _WRAPPED.match(values)
    values = (w.group(1) if w else values).strip()
    if values[:1] in "([" and values[-1:] in ")]":
        values = values[1:-1]
    codes = [c.strip() for c in code.split(",")]
    numbers = [v.strip() for v in values.split(",")]
    if len(codes) != len(numbers) or len(codes) > 4:
        return None
    found = {}
    for c, v in zip(codes, numbers):
        f = _FRACTION_OF.match(c)
        if f and _DECIMAL.match(v):
            array = _array(f.group(1), assigned)
            if array is None or array not in found or found[array][1] is not None:
                return None
            found[array] = (found[array][0], v)
        elif _NAME.match(c) and _WHOLE.match(v):
            array = _array(c, assigned)
            if array is None or array in found:
                return None
            found[array] = (v, None)
        else:
            return None
    return [(a, c, f) for a, (c, f) in sorted(found.items())]


def session_counts(text):
    """text with each such pair rewritten as the counts' printing (module docstring); other lines as they were."""
    if "Out" not in text or "In" not in text:
        return text
    first = first_count(text)
    if first is None:
        return text
    assigned = _assigned(text)
    pieces, at, seen = [], 0, set()
    for i, m in enumerate(_PAIR.finditer(text)):
        if i >= _LOOKED:
            break
        items = _items(m.group(2), m.group(3), assigned)
        if not items:
            continue
        arrays = {a for a, _, _ in items}
        if m.start() < first or not arrays <= seen:
            seen |= arrays  # (a first printing: the other rules')
            continue
        line = ", ".join(f"{a} below threshold = {c}" + (f" (fraction {f})" if f else "") for a, c, f in items)
        pieces += [text[at:m.start()], line + "\n" * m.group(0).count("\n")]  # (every line keeps its number)
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text

"""fields.py - the summary fields read out of a whole output, whatever
its layout (read_output); smooth's own -json/-csv records are read as the
summary they hold (records.py), and n from the fields (sizes.py). Part of the
grader (the package gathers it); pure functions.
"""
import re
import time

from .constants import WEIGHT, named_after, one_constant
from .singles import constants_of_singles
from .slices import masked_slices
from .countbefore import count_before_threshold
from .ghosts import GHOST_WORDS, ghost_side
from .grids import qualified_shape
from .labelwords import launch_configuration as _launch_configuration
from .layout import FRACTION_NEXT, LETTER, _other_side, _plain, count_after_threshold, place
from .lines import RATIO, TooManyLines, count_lines, useful_lines
from .listings import listed
from .partcuts import cuts as plan_cuts
from .loggers import prepared as logged
from .notations import points_read
from .nlead import comma_at, n_colon_at
from .nextclauses import next_clause_at
from .printings import stated_n, other_sizes, other_thresholds, repeated_not_partials, \
    resolve as _resolve, stated_threshold
from .records import smooth_record  # noqa: F401 (the package's, from here as before)
from .several import in_run, run_ranges, without_trailing_sizes
from .sizes import inner_totals, int32, place_sizes, size_of, square_side  # noqa: F401 (int32: judging's, from here as before)
from .chains import parts as _parts, split as _split  # noqa: F401 (_parts: the tests')
from .tables import apart
from .timewords import TIMED as _TIMED, TIME_UNIT, TIMESTAMP, says_rate
from .units import memory_unit, united_after, unit_of
from .words import (AMBIGUOUS_SIZES, MPI_TAG, OTHER_WORDS, POWER_OF_TEN, SECOND, SIZE_KINDS, SIZE_WORDS,
                    THRESHOLD_BEFORE, X_WORDS, Y_WORDS, Found, _numbers, _variant, _which_array, c_number, number_value,
                    modulo_operand, start_file, threshold_value, words_of)
from .restated import restated_printed
from .wholetext import ready
from .statedthreshold import threshold_of_counts
from .letterafter import letter_after
from .extrachecks import extra, extra_counts
from .wholecounts import below_kind
from .arraysums import array_sum_kind, sums_of_values
from .zeroshares import zero_share
from .wholes import implied_resolved, ratio_counted, whole_beside, wholes_checked
from .nrecaps import recapped_by_n
from .printed import OUT_OF as _OUT_OF, array_by_order as _array_by_order, found_of, fractions_beside, size_kept, \
    whole_size
from .shapecache import (Shape, _BY_EXPRESSION, _DIGIT_SPACE_DIGIT,  # noqa: F401
                         _DIGITS_MASKED, _SPACED_GROUP, _computed, _masked, _shape_cached)  # (the line-shape cache)


_NAMED_CONSTANTS = re.compile(rf"(?:\b{WEIGHT}\s*[+-]?\.?\d[\d.eEdD+-]*(?:[ \t]*\([A-Za-z \t-]{{1,30}}\))?[\s,;]*(?:and\s+)?){{3}}",
                              re.ASCII)  # (each with its neighbours' name after it: 'a = 0.05 (corners), ...')
# A value followed by three more numbers, nothing but spaces and commas between them: a printed row of
# an array ('Row 0: 0.840188 0.394383 0.783099 0.798440'), not a field's value.
ARRAY_DATA = re.compile(r"(?:(?:[ \t]*[,;][ \t]+|[ \t]+)[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eEdD][+-]?\d+)?(?![\w.])){3}")
_T_NAMED = re.compile(r"\b(?:t|tau|thr|thresh|threshold)[ \t]{0,3}[=:][ \t]{0,3}$", re.IGNORECASE)  # (a count's threshold
# named after it: 'x: 100024 values below t=0.1 (0.100024)', no fraction of the count: d30's)
_COUNTS = re.compile(r"(?:(?:[ \t]*[,;][ \t]+|[ \t]+)\d+(?![\w.%])){2}")  # a whole value, two more whole ones after it
# The sizes (words.SIZE_KINDS): a fractional value on such a line is something else (an array's element:
# 'x row 1: 0.840188'), not the field. (A count's fractional value is still its count's, failing as not a
# whole number: that line names the count.)
# A side times a side, and the area they make ('Grid size: 1002 x 1002 = 1004004 elements'): the side is
# the value, the area a size of its own; which sizes, the label's words say (inner, with ghost cells) or
# their values (sizes.place_sizes).
_PRODUCT = re.compile(r"[ \t]*[x\u00d7*][ \t]*\d+(?![\d.])(?:[ \t]*=[ \t]*(\d+)(?![\d.]))?")
_GRID = re.compile(r"\s*(?:grid|mesh|domain|matrix)\s*[:=]*\s*", re.IGNORECASE)
_SIDE_AND_AREA = {"inner": ("inner", "total_inner"), "ghost": ("row", "total"), "": ("side", "area")}
# A count over the whole it is out of and the fraction they make, its array's name the only label: printed.OUT_OF
_ARRAY_ONLY = X_WORDS | Y_WORDS | {"array", "in", "of", "the", "for", "matrix", "grid", "out", "elements", "points", "cells",
                                   "values", "inner", "interior"}  # (the whole's noun: 'y: 12 of 1000000 elements -> ...')
_DIGIT_AT = re.compile(r"\d")  # (on the pattern of digits: quicker than bytes' in)


def _shape(line):
    """The Shape of one line: kind (classify's, None for a line that names no field), the value's
    span, the label's spans (either side of the value: layout.place), the span of the value and
    what follows it, the letter of a lone constant ('a = 0.05'), and for a field, the label's
    verdicts, a second number's span, and the other numbers where the label was read on both
    sides (named in the report)."""
    if (at := next_clause_at(line)) is not None:
        return _shape(line[:at])  # ('x has 100024 ... and after smoothing': the next clause's words, nextclauses.py)
    placed = place(line)
    value, label, kind = placed.value, placed.label, placed.kind
    if value is not None and (masked := masked_slices(line, value[0])) is not None:
        return _shape(masked)  # 'x[1:-1,1:-1]': an index's bounds, no field's value (slices.py; offsets kept)
    if value is None:
        return Shape(None, None, placed.spans, placed.after, None, False, False, None, "", None, None, False, (), "", None)
    start, end, token, percent, _ = value
    if kind is not None and modulo_operand(line, start):  # ('values: rand() % 100 / 100.0': a formula's operand)
        kind = None
    span = (start, start + len(token))
    square = square_side(line) if (kind in (None, "fraction", "row", "total") or kind in AMBIGUOUS_SIZES) \
        and "fraction" not in line.lower() else None
    if square is not None:  # 'Grid: 1002x1002', 'Shape of x: (1002, 1002)': a row or n, where n says it is (a
        # total's words alone about it: 'shape incl. ghost cells: (1002, 1002)', sizes.square_side)
        return Shape("shape", square[0], (square[1],), (square[0][0], len(line)), None, False, False, None, "", None,
                     square[2], False, (), "")  # (more: the other side, the same where it is square: read_output)
    shaped = qualified_shape(line) if kind is None or kind in SIZE_KINDS else None  # 'Grid: 1000 x 1000 (inner)',
    if shaped is not None and (kind is None or shaped[0] in ("inner", "row") or start != _DIGIT_AT.search(line).start()):
        # ('the arrays are 1002 x 1002', '1002 x 1002 = 1004004 elements': its words, not place()'s, say which)
        return Shape(shaped[0], shaped[1], placed.spans, (shaped[1][0], len(line)), None, False, False, None, "", None,
                     shaped[2], False, (), "", shaped[3])
    if kind == "below" and threshold_value(line, start, token):
        counted = count_after_threshold(line, start, end) or count_before_threshold(line, start, end)  # ('... t = 0.1')
        if counted is None:
            kind = "threshold"  # 'Counting elements below 0.1 ...': the threshold, never a count
        else:  # 'Elements of x below 0.1 100024': the count is the whole number the line ends with
            placed = counted
            value, label = placed.value, placed.label
            start, end, token, percent, _ = value
            span = (start, start + len(token))
    later = united_after(line, _numbers(line), end if _SHAPE_NEXT.match(line, end) or _ARRAYS_OF.match(line, end) else 0) \
        if kind == "memory" and (_SHAPE_NEXT.match(line, end) or _ARRAYS_OF.match(line, end) or TIME_UNIT.match(line[end:])
                                 and not re.search(r"/\s*s\b", line)) else None  # ('2 arrays of 0.00374021 GB each')
    if later is not None:  # 'Allocating x and y (1002 x 1002 floats each, 0.00374021 GB per array)... done in 0.01 s':
        start, end, token, percent, _ = later  # the memory is the number with a unit, not a side nor a time
        span = (start, start + len(token))
    if kind is not None and (TIME_UNIT.match(line[end:]) or (says_rate(line, start, end) if kind in SIZE_KINDS else
                                                             re.search(r"/\s*s\b", line[end:]))
                             or _launch_configuration(label, line, end, kind)):  # (a size's rate: to the next number)
        kind = None  # a timer row ('6.56 s', '12 GB/s') or a launch configuration
    kind = array_sum_kind(kind, label, token) if kind in (None, "total") and not percent else kind  # ('sum_y = 12': arraysums.py)
    kind = below_kind(kind, line, label, start, token, percent)  # ('y below: 0.0012 %': the fraction; prose's 0.5: none)
    if kind in ("below", "fraction") and listed(line, start, token, kind):
        kind = None  # 'y[17][933] = 0.098123 is below threshold', '... in y: (array([17, 402]), array([933, 5]))'
    if kind not in (None, "constants") and ARRAY_DATA.match(line, end) or kind == "below" and _COUNTS.match(line, end):
        kind = None  # 'Row 0: 0.840188 0.394383 0.783099 ...': a printed line of the array, not a field;
        # 'below threshold in the first 3 rows: 0 0 1': a count's list (of rows, of ranks), not the count
    if kind in (None, "row", "side") and (_NAMED_CONSTANTS.search(line) or named_after(line)):  # 'a=0.05, b=0.1, c=0.4'
        kind, placed = "constants", placed._replace(after=(0, len(line)), spans=((0, len(line)),))
    if kind in SIZE_KINDS and unit_of("", line[end:]):
        kind = "memory"  # 'Array size: 0.00374021 GB': a size in bytes is memory
    area = None
    product = _PRODUCT.match(line, end) if kind in SIZE_KINDS or kind is None and _GRID.fullmatch(label) else None
    if product and kind is None:  # 'Grid: 1002 x 1002 = 1004004 points': a size, where the area says so
        kind = "size" if product.group(1) and set(words_of(line[product.end():])) & (SIZE_WORDS | GHOST_WORDS) else None
        product = product if kind else None
    if product and set(words_of(line[product.end():])) & OTHER_WORDS:
        kind = None  # 'Grid size: 63 x 63 blocks': a launch configuration
    elif product:
        said = f"{label} {line[product.end():]}".lower()  # ('... = 1004004 (with ghosts)')
        side = ghost_side(said)
        ghosts = side == "ghost" or side is None and set(words_of(said)) & GHOST_WORDS
        kind, area_kind = _SIDE_AND_AREA["inner" if kind in ("inner", "total_inner", "inner size") else
                                          "ghost" if ghosts else ""]
        area = (product.span(1) if product.group(1) else None, area_kind)
    if kind in (None, "total", "total_inner", "inner size") and _OUT_OF.match(line, end) and _which_array(words_of(label)) \
            and set(words_of(label)) <= _ARRAY_ONLY:
        kind = "below"
    single = None  # 'a = 0.05', 'Smoothing constant a: 0.05', 'edge: 0.1' (a row's size is whole)
    if kind is None or kind == "constants" and len(_numbers(line)) == 1 or kind in ("row", "side") and "." in token:
        single = one_constant(label, line) or (letter_after(line, label, end) if kind is None else None)  # ('0.05  a')
    kind = None if single else kind
    if kind is None:
        return Shape(None, span, placed.spans, placed.after, single, False, False, None, "", None, None, False, (), "")
    out_of = _OUT_OF.match(line, end) if kind == "fraction" else None
    if out_of:  # 'Fraction (X) = 100024/1000000 = 0.100024': the fraction is what the count over the whole makes
        value = next((v for v in _numbers(line) if v[0] >= out_of.end() - 2), None)
        if value is None:
            return Shape(None, span, placed.spans, placed.after, None, False, False, None, "", None, None, False, (), "")
        start, end, token, percent, _ = value
        span = (start, start + len(token))
    if kind == "below" and percent and placed.either:  # '10.0024% of elements below threshold in x'
        kind = "fraction"
    words = words_of(label)
    if kind == "fraction" and ({"percent", "percentage"} & set(words) or "%" in label
                               or re.match(r"\s*(?:per\s*cent|percent|pct)\b", line[end:], re.IGNORECASE)):
        percent = True
    array = _which_array(words)
    if array is None and kind in ("below", "fraction") and LETTER.search(line, end):  # '... is 0.100024 in X'
        after = _other_side(line, end, len(line), _numbers(line), value)
        array = _which_array(words_of(_plain(line[slice(*after)])))
    more, more_percent = None, False
    if kind == "below":
        timed = _TIMED.search(line, end)  # ('12  time: 0.0031 s': a time, never the fraction; nor what follows it)
        following = [n for n in _numbers(line[end:timed.start() if timed else len(line)])
                     if ("." in n[2] or n[3] or POWER_OF_TEN.search(n[2])
                         or zero_share(line, end, end + n[0], end + n[0] + len(n[2])))  # ('-> 0': zeroshares.py)
                     and (not THRESHOLD_BEFORE.search(line, 0, end + n[0])
                          or FRACTION_NEXT.match(line, end + n[0] + len(n[2])))  # ('... threshold 0.100024 fraction')
                     and not _T_NAMED.search(line, max(end, end + n[0] - 16), end + n[0])  # ('below t=0.1': t's)
                     and not TIME_UNIT.match(line, end + n[0] + len(n[2]))]  # ('below 0.1': the threshold)
        if following:
            more, more_percent = (end + following[0][0], end + following[0][0] + len(following[0][2])), following[0][3]
    others = tuple(o for o in placed.others if more is None or o[0] != more[0])
    return Shape(kind, span, placed.spans, placed.after, None, percent, kind == "below" and "total" in words,
                 memory_unit(label, line, placed.spans, start, end) if kind == "memory" else None,
                 _variant(label) if kind in ("below", "fraction") else "", array, more, more_percent,
                 others, placed.where if placed.others else "", area,
                 stated_threshold(line, span) if kind in ("below", "fraction") else None,
                 extra(label) if kind in ("below", "fraction") else None)  # ('Ghost cells of x below t': extrachecks.py)


_ARRAYS_OF = re.compile(r"[ \t]*(?:arrays?|buffers?|matrices|grids?)\b(?![ \t]*[(\[:=])")  # how many arrays a memory is of
_SHAPE_NEXT = re.compile(r"[ \t]*[x\u00d7*][ \t]*\d")  # ('1002 x 1002': a shape's side)


# Shapes worked out in a file (each ~0.1 ms: its words, label and statements). A homework's output has tens
# of patterns of digits, a chatty one hundreds, an array printed a row a line a thousand or two; a file whose
# lines each carry a new word ('worker qwertyui done 12') has one a line (docs/grading.md's Speed: 15,000).
MAX_NEW_SHAPES = 15_000


class TooManyShapes(TooManyLines):
    """A file with more than MAX_NEW_SHAPES lines whose shape was worked out (.lines: read to)."""

    def __init__(self, lines):
        Exception.__init__(self, f"more than {MAX_NEW_SHAPES:,} lines of shapes never seen before, a new word on "
                                 "each")
        self.lines = lines


# The printings of one field kept (a Found each, ~200 bytes): MPI ranks' partials and their total
# fit; a loop printing a field every sweep keeps its first ones and its latest.
MAX_PRINTINGS = 10000


# A header line's name is kept where it first appears (runs.py reads smooth's Program, Command, RNG and
# Iterations); a loop's 'iteration 12: ...' or a hostile file's four million 'k12q: 1.5' each name one
# of their own: past MAX_HEADER names only those runs.py reads are kept (a dict of millions: 700 MB).
MAX_HEADER = 1000
HEADER_READ = frozenset(("Program", "Command", "RNG", "Iterations"))
_HEADER_STARTS = tuple(sorted(HEADER_READ))


class TooLong(Exception):
    """read_output ran past its deadline: .lines of .total read."""

    def __init__(self, lines, total):
        super().__init__(f"{lines} of {total} lines read")
        self.lines, self.total = lines, total


def read_output(text, deadline=None, run=None):
    """{'fields': {key: Found}, 'header': {label: text}}: the
    summary fields found by meaning, whatever the layout; lines that name no
    field (timers, launch configurations, a GPU's properties) are left out;
    a line with a separator and no field is a header line (smooth's
    'Command :: ...', 'RNG :: ...'). A count or fraction of a second
    version of an array ('Y_H', 'y (GPU)') is its own field (below_y2,
    fraction_y2); MPI ranks' partial counts beside their total give the
    total. A field given twice with two different values otherwise is a
    Found with an error. Never raises, but TooLong past `deadline` (a
    time.monotonic(); grade's -timeout) and lines.TooManyLines (TooManyShapes). A line past
    lines.MAX_LINE characters is read to it ('cut_lines' counts them).
    Where a field's values differ as several runs' would ('runs': several.run_ranges), run (first
    line, last line) reads that run's lines alone."""
    start_file()  # each file its own mending budget
    _computed[0] = 0  # and its own count of shapes worked out
    if not isinstance(text, str):
        text = str(text)
    if text.startswith("\ufeff"):
        text = text.lstrip("\ufeff")
    text, record, parted, before_tables = ready(text, run)  # (wholetext.py: the steps before the lines, kept for runs)
    points_read(before_tables)  # (whether its points may group thousands: worked out where a whole field asks)
    values, variants, header, order, last_count, single, implied = {}, {}, {}, [], None, {}, {}
    latest_single = {}
    shapes, preparations, cut_lines, stated_at, previous, sizes_at, paired, at = {}, {}, 0, {}, "", {}, False, 0
    cut_by, extras_at = {}, {}  # (a plan's slices per pattern of digits: partcuts.py; extra checks: extrachecks.py)
    mentions, inert, wholes = set(), set(), []  # (lines of prose stating an n; patterns of lines that give nothing)
    # only the lines that can say something, each at most MAX_LINE characters (lines.py): a 64 MiB
    # line, or 30 million short ones, cost no string each
    for read, (number, line, cut) in enumerate(apart(useful_lines(text)) if parted else useful_lines(text), 1):
        if deadline is not None and read % 65536 == 0 and time.monotonic() > deadline:
            raise TooLong(number, count_lines(text))
        if run is not None and not in_run(number, run):
            continue
        cut_lines += cut
        if line.startswith("["):
            line = MPI_TAG.sub("", line)
        elif line[:1].isdigit():
            stamp = TIMESTAMP.match(line)  # (inline, a line's cost: what follows it, loggers.prepared's)
            if stamp:
                line = line[stamp.end():]  # ('2026-11-29 10:49:11 n = 1000': a logger's time, no field's)
            elif RATIO.fullmatch(line):
                line = "fraction: " + line  # ('100024 / 1000000 = 0.100024' under a count: its fraction)
        # the line after a rank's tag ('[rank 0] '), or each array's part of 'X = 100024, Y = 12': worked
        # out once per pattern of digits
        key = line.encode("utf-8", "surrogatepass").translate(_DIGITS_MASKED)  # (_masked, inline: a call a line)
        prepared = preparations.get(key)
        if prepared is None:
            if len(preparations) >= 4096:
                preparations.clear()
            prepared = preparations[key] = logged(line)  # (after a logger's prefix: 'INFO n = 1000')
        begin, spans, other_n, mention = prepared  # (a listing: one statement)
        if (said := n_colon_at(line, begin)) is not None:  # ('n = 1000: grid 1002 x 1002': the colon a comma,
            line = comma_at(line, said.start(1))             # as the plan read it: nlead.py)
        if mention:
            mentions.add(number)
        if other_n:  # ('For n = 2000 I would expect ...': another n's printings, dropped where n isn't this run's)
            sizes_at[number] = stated_n(line, other_n)  # (its n, a timer's line's Timed, or -1: a guess)
        if key in inert:  # a pattern whose every part was a header name without a digit ('i=1 j=1 x=0.46 ...',
            continue       # a million lines of it): another line of it gives nothing new
        whole, quiet = key, True
        if spans is None:
            parts = ((line[begin:], key[begin:]),) if begin else ((line, key),)  # (a tag is ASCII: as long in bytes)
        elif (cut := cut_by.get(key, False)) is not None:  # (partcuts.py: slices of the line and of its key)
            if cut is False:
                if len(cut_by) >= 4096:
                    cut_by.clear()
                cut = cut_by[key] = plan_cuts(key, begin, spans)
            parts = zip(map(line.__getitem__, cut[0]), cut[1]) if cut is not None else \
                [(part, part.encode("utf-8", "surrogatepass").translate(_DIGITS_MASKED)) for part in _split(line[begin:], spans)]
        else:
            parts = [(part, part.encode("utf-8", "surrogatepass").translate(_DIGITS_MASKED))  # (looked up inline)
                     for part in _split(line[begin:], spans)]
        for line, key in parts:
            shape = shapes.get(key) if key is not None and b"0 0" not in key else None
            if shape is None or shape is _BY_EXPRESSION:  # (the cache looked up inline, a call a line saved; _shape_cached's rules)
                quiet, shape = False, _shape_cached(line, shapes, key)
                if _computed[0] > MAX_NEW_SHAPES:
                    raise TooManyShapes(number)
            kind = shape.kind
            if shape.more is not None and kind != "below" and line[slice(*shape.value)] != line[slice(*shape.more)]:
                quiet = False
                continue  # ('Grid: 1002 x 500': no square, no size)
            quiet = quiet and kind is None and not shape.single and shape.more is None
            if kind is None and shape.single:
                printing = (line[slice(*shape.value)], number, line)  # 'a = 0.05': each value's first printing kept,
                kept = single.setdefault(shape.single, {})            # and the latest (a per-sweep log's 'a=0.05'
                if printing[0] not in kept and len(kept) < MAX_PRINTINGS:  # a million times: 2 million tuples)
                    kept[printing[0]] = printing
                latest_single[shape.single] = printing
                continue
            if kind is None and len(header) >= MAX_HEADER and not line.lstrip().startswith(_HEADER_STARTS):
                continue  # (no name it could give is kept)
            if kind is None:
                name, separator, rest = line.partition("::") if "::" in line else line.partition(":")
                name = " ".join(name.split())
                quiet = quiet and not (separator and _DIGIT_AT.search(name))
                if separator and name and name not in header and (len(header) < MAX_HEADER or name in HEADER_READ):
                    header[name] = rest.strip()
                continue
            found = None  # a count's or fraction's Found made where it is kept (_found): not a million of them
            if kind not in ("below", "fraction"):
                area = shape.area
                if (area is None or area[0] is None and kind in SIZE_KINDS) and \
                        len(values.get(kind, ())) >= MAX_PRINTINGS:  # only the latest kept: its Found made at the end
                    if kind in SIZE_KINDS:  # (a file of 27,000 runs appended: 2 s; 'interior 998x998', an area with no
                        token = line[shape.value[0]:shape.value[1]]  # number of its own: none needed now either)
                        if not (token.strip("0") != "" if token.isdigit() and token.isascii() else  # (a count: inline)
                                whole_size(line, shape) if area is None else size_kept(line, shape)):
                            continue
                else:
                    found = found_of(line, shape, number)
                    if found is None:
                        continue
            variant = shape.variant
            if kind == "below":
                array = _array_by_order(shape.array, order, "below_")
                if array is None:
                    continue
                kind = "below_" + array
                paired = (variant == "2nd" or at == number) and previous == "below_x" and kind == "below_y"  # 'below: 100024 12'
                if shape.more and len(implied.get((array, variant), ())) < 64:  # a fraction on the count's own line
                    implied.setdefault((array, variant), []).extend(fractions_beside(line, shape, number))  # (printed.py)
                whole_beside(line, shape.value[1], line[slice(*shape.value)], number, wholes)  # ('100024 / 1000000')
            elif kind == "fraction":
                last_count = last_count if last_count and last_count[2] in (None, number) else None
                after_count = last_count[0][-1] if last_count else None
                if variant == "2nd" and previous[:9] == "fraction_":  # '1.2e-05 1.3e-05': the line's first's array
                    after_count, variant = ("y", variants.get("below_y", variant)) if paired and previous == "fraction_x" else (previous[9], variant)
                elif paired:  # under X's and Y's counts on one line, by order: X's, then Y's
                    after_count = None
                array = _array_by_order(shape.array or after_count, order, "fraction_")
                if array is None:
                    continue
                kind = "fraction_" + array
                if not variant and last_count and last_count[0] == "below_" + array:
                    variant = last_count[1]  # 'Fraction ... :: 1' under the 'Y_H' count is Y_H's
            if kind in SECOND:  # a second version of the array: its own field (a fraction's first version
                count = "below_" + kind[-1]                                       # is its count's)
                first = variants[count] if kind.startswith("fraction_") and count in variants else \
                    variants.setdefault(kind, variant)
                if variant != first:  # a second version; a third is judged as the second is (all must agree:
                    variants.setdefault(SECOND[kind], variant)  # 'cuda' under 'serial' and 'openmp')
                    kind = SECOND[kind]
            if variant != "reference":  # (a self-check's reference beside the own count: the own's fraction follows)
                last_count = (kind[:7], variant, None) if kind.startswith("below_") else last_count[:2] + (number,) \
                    if last_count and kind.startswith("fraction_" + last_count[0][-1]) else None  # (its line's next too)
            if shape.stated is not None:  # ('... of y below 0.2: 3971': dropped at another threshold than the file's)
                if len(values.get(kind, ())) >= MAX_PRINTINGS:  # kept for the printings kept, as values are (a line a
                    stale = values[kind][-1]                     # sweep stating it: 700,000 entries, 70 MB)
                    stated_at.pop((kind, stale[2] if isinstance(stale, tuple) else stale.line), None)
                stated_at[kind, number] = shape.stated
            if shape.extra is not None and len(extras_at) < 4096:  # ('(Y) after 2 sweeps: 0': a check, extrachecks.py)
                extras_at[kind, number] = shape.extra
            previous, at = kind, number  # (both counts on one line: 'X = 100024, Y = 12', a pair)
            printed = values.setdefault(kind, [])
            if len(printed) < MAX_PRINTINGS:
                printed.append(found or found_of(line, shape, number))
                ratio_counted(kind, line, shape, number, values, wholes)  # ('fraction = 100024/1000000 = ...': wholes.py)
                restated_printed(kind, line, shape, number, values)  # ('fraction = 1.2e-05, i.e. 0.0012%': restated.py)
            else:  # a count printed every sweep: the first ones and the latest kept, not a million
                printed[-1] = found or (line, shape, number)  # (the latest made into a Found at the end)
            if kind not in order:
                order.append(kind)
            if shape.area is not None and shape.area[0] is not None:  # '1002 x 1002 = 1004004': the area too
                token = c_number(line[slice(*shape.area[0])])
                area = Found(token, number_value(token), number)
                area.label = found.label if found is not None else ""  # (an area is a size's: found made)
                areas = values.setdefault(shape.area[1], [])
                areas[len(areas) if len(areas) < MAX_PRINTINGS else -1:] = [area]  # bounded as printed is
                if shape.area[1] not in order:
                    order.append(shape.area[1])
        if quiet and len(inert) < 4096:
            inert.add(whole)
    for printed in values.values():
        if isinstance(printed[-1], tuple):
            printed[-1] = found_of(*printed[-1])
    recapped_by_n(before_tables, values, order, run)  # ('n=500: 4, n=1000: 12' after the runs; 'n=1000  21.52 ms': nrecaps.py)
    if extras_at:
        extra_counts(values, order, extras_at)
    threshold_of_counts(values, order, stated_at)  # ('x below 0.1: 100024' under no threshold line: statedthreshold.py)
    if stated_at:
        other_thresholds(values, stated_at)
    if sizes_at:
        other_sizes(values, sizes_at)
    sums_of_values(values)  # ('sum_x = 501873' beside x's count 100024: a checksum of its values, arraysums.py)
    inner_totals(values, order)  # 'Elements: 1000000' beside n = 1000 and a total of 1004004: the inner total
    without_trailing_sizes(values, mentions)  # ('I also tried n = 2000 and n = 4000.' under the output: no run)
    fields, totals = {}, {}
    for kind in order:
        if kind not in AMBIGUOUS_SIZES:
            fields[kind], totals[kind] = _resolve(kind, values[kind])
    repeated_not_partials(fields, totals, values)  # ('12', '12', '0' beside X's 100024 thrice: no ranks' partials)
    ambiguous = [(kind, found) for kind in order if kind in AMBIGUOUS_SIZES for found in values[kind]]
    for size, placed in place_sizes(fields, ambiguous, implied).items():  # 'nx', 'inner elements': the size its value is
        fields[size] = _resolve(size, values.get(size, []) + placed)[0]
    for kind in [k for k in order if k.startswith("fraction_")]:  # per-rank fractions beside the total's
        count = "below_" + kind[len("fraction_"):]
        if fields[kind].error and totals.get(count) is not None and len(values[kind]) == len(values[count]):
            fields[kind] = values[kind][totals[count]]
    if fields.get("tolerance") is not None:  # ('Tolerance: 0.1': the threshold; beside one, another tolerance's)
        fields.setdefault("threshold", fields.pop("tolerance"))
    constants_of_singles(fields, {k: [*kept.values(), latest_single[k]] for k, kept in single.items()})  # constants one per line, or one again beside them (singles.py)
    implied_resolved(fields, implied, variants, SECOND, _resolve)  # a count's fraction on its line (wholes.py)
    wholes_checked(fields, values, wholes, _resolve)  # ('100024 / 3000000 = 0.100024': the inner total printed again)
    for array in "xy":  # one fraction under both versions' counts ('CPU 12 GPU 12', then it): the first's too
        if "fraction_" + array not in fields and "below_" + array in fields and SECOND["fraction_" + array] in fields:
            fields["fraction_" + array] = fields[SECOND["fraction_" + array]]
    several = run_ranges(values, mentions, text) if run is None and any(
        f.error and f.error.startswith("two different values") for f in fields.values()) else []
    return {"fields": fields, "header": header, "cut_lines": cut_lines, "runs": several}

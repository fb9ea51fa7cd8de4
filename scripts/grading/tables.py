"""tables.py - an output whose fields are not a label and a value on one line, rewritten as such
lines before it is read: a table (a CSV or tab-separated header row of names then rows of values,
a Markdown or space-aligned table whose rows or columns are X and Y), a label on one line and its
value on the next (Fortran's list-directed `print *, 'Threshold'` then `print *, t`; MATLAB's
`n =`, a blank line, `1000`), and decimal commas (`0,00374021`) where the file uses them. A row
becomes its fields' lines joined by PART (`below threshold (x) :: 100024`, ...), numbered as the
row; a header, a rule or a label moved to its value becomes an empty line: every other line keeps
its number. Part of the grader; pure functions.

    text, parted = rewrite(text)
    for number, line, cut in apart(useful_lines(text)) if parted else useful_lines(text): ...
"""
import re

from .alignedcolumns import aligned
from .commafiles import DECIMAL_COMMA, decimal_commas, decimal_point
from .frames import key_values, spaced_values, unframe
from .indexcolumns import index_dropped
from .indexnames import index_named
from .wrappedtables import joined_tables
from .wrappedcells import cells_joined
from .quantities import comparing_columns, quantity_rows
from .printftables import statistics_columns, tight_row
from .tersecolumns import terse_named
from .timewords import TIME_WORDS
from .rownames import (LONE_CONSTANT, TIMED, VERSION_WORDS, last_first, name_last, named_row, results_column,
                       results_columns)
from .words import COUNT_WORDS, GROUPED, OTHER_WORDS, TIMES_TEN, _numbers, classify, words_of

PART = "\x1f"  # (a control character no output prints: a file's own is a space here)
# A student's output is kilobytes; past this a file is read as its lines alone (a chatty log's table
# is not looked for: finding the lines to look at costs about 25 ms a MiB).
REWRITTEN = 1 << 18
# A number as words.NUMBER reads it (its digits split one way only: no backtracking on a fuzzer's row)
_ONE_NUMBER = rf"(?:{GROUPED}|[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:{TIMES_TEN}|[eEdD][+-]?\d+)?)"
_CELL_NUMBER = re.compile(rf"{_ONE_NUMBER}(?:[ \t]*%|[ \t]*[A-Za-z]{{1,5}})?", re.ASCII)  # a unit, a percent after it
# A Markdown table's |---|:-| (or +----+, +====+ of a boxed one: tabulate's grid); (lookaheads, one run: linear)
_RULE = re.compile(r"(?=.*(?:\||--|==))(?=[^=-]*[=-])[\s|:+=-]*")
# A threshold a column's name holds ('count<0.1', 'Below 0.1', '# < 0.1', 'frac (t=0.1)', 'n_lt_0.1'): a
# label's words, its number the threshold (group 1 or 2). (Each run before the number a class of its own.)
_NUMBER_NAMED = r"(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)(?![\w.])"
_THRESHOLD_NAMED = re.compile(r"(?i)(?:<=?|\u2264|(?<![A-Za-z])(?:below|under|less[ \t_]+than|lt)(?![A-Za-z]))[ \t_]*"
                              rf"{_NUMBER_NAMED}|\((?:t|thr|thresh|threshold|cutoff)[ \t]*[=:][ \t]*{_NUMBER_NAMED}[ \t]*\)",
                              re.ASCII)
_LETTER = re.compile(r"[A-Za-z]")
# The lines looked at, found in C from line end to line end: a line with no digit (a table's header, a
# label) and a line that starts with a number (a value under its label); the rest are not (a chatty
# output's lines, every one a number's, cost no Python each).
_NO_DIGIT = re.compile(r"\n(?![^\n]*\d)")  # (the line end before such a line)
_VALUES_FIRST = re.compile(r"\n[ \t]*[+.-]?\d")
_APART = re.compile(r"[\s|,;]")
_DIGIT = re.compile(r"\d")
_INDEX_NAME = re.compile(r"[ \t]*(\d{1,4})[ \t]+(?=[A-Za-z])")  # a data frame's row index before a row's name
_R_INDEX = re.compile(r"^\[1\]([ \t]+[+-]?\.?\d[^\n]*)$", re.MULTILINE)
_N_EXPRESSION = re.compile(r"(?i)(?<![\w.])(?:\(?n[ \t]*\+[ \t]*2\)?(?:[ \t]*(?:\^|\*\*)[ \t]*2)?|n[ \t]*(?:\^|\*\*)[ \t]*2"
                           r"|n_?(?:plus_?)?2|np2)(?![\w.])")  # (and the tutorial's 'n2', 'n_plus_2')
_FRAMED = re.compile(r"[│┆┃║─━═]|DataFrame|shape:|# A tibble|<(?:int|dbl|chr)>")  # (frames.unframe's)


def apart(lines):
    """useful_lines' (number, line, cut) with a rewritten row's fields each a line of its own."""
    for number, line, cut in lines:
        if PART in line:
            for part in line.split(PART):
                yield number, part, cut
        else:
            yield number, line, cut


def rewrite(text):
    """(text with its tables, labels over their values and decimal commas rewritten, whether any
    row was: split its lines with apart); text itself where nothing is."""
    if len(text) > REWRITTEN:
        return text, False
    flat = "\n".join(text.splitlines())  # (one line end: '\\n')
    flat = flat.replace(PART, " ") if PART in flat else flat
    flat = joined_tables(flat)  # (MATLAB's table display, pandas' wrapped column blocks: wrappedtables.py)
    flat = index_dropped(flat)  # (a frame's index under an empty header cell, cells apart by tabs or '|')
    flat = index_named(flat)  # (pandas' index name on a line of its own under the header: indexnames.py)
    flat = aligned(flat)  # (R's data.frame, columns one blank apart: alignedcolumns.py)
    lines = flat.split("\n") if _FRAMED.search(flat) else None
    framed = lines is not None and unframe(lines)
    flat = "\n".join(lines) if framed else flat  # (a data frame's borders and types: a plain table's)
    joined = cells_joined(flat)  # (a constants cell wrapped onto a row of its own: wrappedcells.py)
    framed, flat = framed or joined is not flat, joined  # (the text as rewritten, then)
    if "[1]" in flat:  # R's print of a vector, '[1] 100024     12': its values
        flat = _R_INDEX.sub(lambda m: "   " + m.group(1) if _only_numbers(m.group(1)) else m.group(), flat)
    probe = "\n" + flat + "\n"
    values = [i for i, _ in _line_numbers(probe, _VALUES_FIRST)]
    if "+" in flat or "^" in flat or "**" in flat or "2," in flat or "2\t" in flat or "2 " in flat or "2|" in flat \
            or "2;" in flat:
        # a header's 'n+2', '(n+2)^2', 'n**2', 'n2': digits of no value
        probe = _N_EXPRESSION.sub(lambda m: _DIGIT.sub("k", m.group()), probe)
    probe = _THRESHOLD_NAMED.sub(lambda m: _DIGIT.sub("k", m.group()), probe)  # a header's 'count<0.1' too
    words = [i for i, m in _line_numbers(probe, _NO_DIGIT)  # (a header: cells apart; 'Summary' is none)
             if _LETTER.search(probe, m.end(), probe.find("\n", m.end())) and _APART.search(
                 probe[m.end():probe.find("\n", m.end())].strip())]
    commas = "," in flat and DECIMAL_COMMA.search(flat) and not decimal_point(flat)
    if not (words or values or commas):
        return (flat, False) if framed else (text, False)
    bodies = flat.split("\n")
    changed = bool(commas) and decimal_commas(bodies, flat, words)
    changed = key_values(bodies, words) or changed  # (pandas' 'quantity value' over '0  n  1.000000e+03')
    timers = _timer_tables(bodies, words)
    parted = _tables(bodies, words)
    if _labels_over_values(bodies, values) or parted or changed or framed or timers:
        return "\n".join(bodies), parted
    return text, False


def _line_numbers(probe, pattern):
    """(the line's index, the match) of each match of pattern in probe ('\\n' + text + '\\n'), a match
    starting at the line end before its line."""
    at, index = 0, 0
    for m in pattern.finditer(probe):
        index += probe.count("\n", at, m.start())
        at = m.start()
        yield index, m


# --- cells ------------------------------------------------------------------------------------------

def _separator(body):
    """How a row's cells are apart: '|' (Markdown), a tab, ';', ',' or spaces (where runs of two or more
    make more cells than the commas)."""
    if body.count("|") >= 2:
        return "|"
    separator = next((s for s in ("\t", ";", ",") if s in body), " ")
    if separator == "," and len(_CELLS_WIDE.split(body.strip())) > body.count(",") + 1:
        return " "  # (cells apart by spaces, one of them 'a,b,c' or '(a, b, c)')
    return separator


def _cells(body, separator):
    """A row's cells (spaces: runs of two or more, else one where that gives more)."""
    text = body.strip()
    if separator == "|":
        text = text[1:] if text.startswith("|") else text
        text = text[:-1] if text.endswith("|") else text
        return [cell.strip() for cell in text.split("|")]
    if separator == " ":
        cells = re.split(r"[ \t]{2,}", text)
        return cells if len(cells) > 1 else text.split()
    cells = [cell.strip().strip("\"'") for cell in body.rstrip().split(separator)]
    return cells[:-1] if cells and not cells[-1] else cells


def _is_number(cell):
    return bool(_CELL_NUMBER.fullmatch(cell))


def _is_name(cell):
    """A header's cell (of a row with no digit): words, brackets that close ('memory(GB)', not '(a')."""
    return bool(_LETTER.search(cell)) and all(cell.count(a) == cell.count(b) for a, b in ("()", "[]", "{}"))


def _header(body):
    """(separator, names) of a row that can head a table: two cells or more, each a name (the first
    may be empty: the row names' column), no value among them; else None."""
    if not _LETTER.search(body):
        return None
    lead = body.lstrip()
    if lead[:1] == "#" and lead[1:2] in (" ", "\t"):  # a comment's mark ('# n n+2 total', gnuplot's, savetxt's)
        body = lead[1:]
    separator = _separator(body)
    cells = _cells(body, separator)
    if len(cells) < 2 or not all(_is_name(cell) for cell in cells[1:]) or cells[0] and not _is_name(cells[0]):
        return None
    return separator, cells


def _threshold_named(body):
    """(body with each threshold a column's name holds said in words, 'count<0.1' as 'count<threshold',
    'frac (t=0.1)' as 'frac (below threshold)'; those thresholds); (body, ()) where a name holds none, or
    where one with a space in it would be cells of its own (names one space apart: 'below 0.1')."""
    found = list(_THRESHOLD_NAMED.finditer(body)) if _DIGIT.search(body) else ()
    if not found or _separator(body) == " " and not _CELLS_APART.search(body.strip()) and any(
            _SPACE.search(m.group().strip()) for m in found):
        return body, ()
    named = _THRESHOLD_NAMED.sub(lambda m: "(below threshold)" if m.group(2) else
                                 _LT.sub("below", m.group()[:m.start(1) - m.start()]) + "threshold", body)
    return named, tuple(m.group(1) or m.group(2) for m in found)


_CELLS_APART = re.compile(r"\S[ \t]{2,}\S")
_CELLS_WIDE = re.compile(r"[ \t]{2,}")
_SPACE = re.compile(r"\s")
_LT = re.compile(r"(?i)(?<![A-Za-z])lt(?![A-Za-z])")  # ('n_lt_0.1': 'n_below_threshold')


def _row(body, separator, last=False):
    """(the row's name or '', its values) of a table's row: values after at most a name (or before it,
    last: rownames.name_last); else None."""
    cells = last_first(_cells(body, separator)) if last else _cells(body, separator)
    if separator == " ":  # the name's words, then the values
        values = len(cells)
        while values and _is_number(cells[values - 1]):
            values -= 1
        name, numbers = " ".join(cells[:values]), cells[values:]
        if any(_is_number(cell) for cell in cells[:values]) or not numbers:
            return None
        return name, numbers
    if not cells or not all(_is_number(cell) for cell in cells[1:]):
        return None
    return ("", cells) if _is_number(cells[0]) else (cells[0], cells[1:])


def _glued_first(row):
    """A space-aligned row (name, values) whose name ends in its first value, one space from it ('frac x
    0.100024' then '0.100024'): the name and the values with it first; else None."""
    words = row[0].rsplit(None, 1)
    if len(words) == 2 and _is_number(words[1]) and _LETTER.search(words[0]):
        return words[0], [words[1]] + list(row[1])
    return None


# --- tables -----------------------------------------------------------------------------------------

def _labels(names, row_name, values):
    """Each value's label in a row under `names`: the column's name (a header of names over rows of
    values), or the row's name and the column's ('below threshold (x)'); None where the row does not
    fit the header."""
    count = len(values)
    if not row_name and count == len(names) and names[0]:
        return list(names)
    if row_name and count == len(names) - 1 and count >= 2:  # the first column holds the rows' names
        return [named_row(row_name, name) for name in names[1:]]
    if row_name and count == len(names) and names[0]:  # the header names only the values' columns
        return [named_row(row_name, name) for name in names]
    return None


def _tables(bodies, words):
    """Each table's rows rewritten as their fields' lines (joined by PART), its header (one of the lines
    `words`, of words and no digit), rule and a title above it (a line that names a field: 'Number of
    elements below threshold', over an X Y table) emptied and the title said in each label. Whether any
    was."""
    changed, done = False, 0
    for i in words:
        named, thresholds = _threshold_named(bodies[i]) if i >= done else (bodies[i], ())
        header = _header(named) if i >= done else None
        if header is None:
            continue
        separator, names = header
        last = name_last(names, separator)  # ('n,rows,...,frac_y,backend': the rows' names last)
        names = last_first(names) if last else names
        names = terse_named(names)  # ('# n cx cy' over a row: the counts' terse names, tersecolumns.py)
        who = next((k for k, name in enumerate(names) if _WORKER_COLUMN.fullmatch(name.strip())), None)
        j = i + 1
        while j < len(bodies) and _RULE.fullmatch(bodies[j]):
            j += 1
        rows, index, unsaid = [], None, set()
        while j < len(bodies):
            row = _worker_unsaid(bodies[j], separator, last, names, who) if who is not None else None
            if row:  # ('cuda  -  100024  12': no thread count, the row's name no 'cuda -')
                unsaid.add(j)
            else:
                row = _row(bodies[j], separator, last) if bodies[j].strip() else None
            if (row is None or not row[1]) and bodies[j].strip():  # values apart by spaces under other names
                names, row = spaced_values(bodies[j], named, names, separator, _is_number, classify) or (names, row)
            lead = _INDEX_NAME.match(bodies[j]) if row is None and separator == " " else None
            if lead and lead.group(1) == (str(index + 1) if rows and index is not None else lead.group(1)
                                          if not rows and lead.group(1) in "01" else None):
                row = _row(bodies[j][lead.end():], separator, last)  # a long data frame's '0   x  100024  0.100024'
                index = int(lead.group(1)) if row else index
            if row and not row[0] and len(row[1]) == len(names) + 1 and names[0] and row[1][0] == (
                    str(index + 1) if rows and index is not None else row[1][0] if not rows and row[1][0] in "01"
                    else None):  # a data frame's row index (pandas' 0, R's 1, one more a row): no value
                index, row = int(row[1][0]), ("", row[1][1:])
            labels = _labels(names, *row) if row else None
            if labels is None and row and separator == " ":  # ('frac x 0.100024   0.100024': the row's name one
                row = _glued_first(row)                       # space from its first value, two between values)
                labels = _labels(names, *row) if row else None
            if labels is None and separator == " " and bodies[j].strip():  # ('%10d %12.6e': printftables.py)
                row = tight_row(bodies[j], _is_number)
                labels = _labels(names, *row) if row else None
            if labels is None or rows and (bool(row[0]) != bool(rows[0][1][0])):
                break
            rows.append((j, row, labels))
            j += 1
            while separator == "|" and j + 1 < len(bodies) and _RULE.fullmatch(bodies[j]):
                j += 1  # a rule between rows (tabulate's grid: '+----+'; a frame's '├───┼')
        rows = quantity_rows(rows)  # (' CPU  GPU' over 'time [ms]' and 'below (y)': the time's row a line)
        title = _title(bodies, i) if rows else ""
        skips = {len(names) - len(values) for _, (row_name, values), _ in rows}
        if who is not None and (len(skips) != 1 or who < min(skips) or any(
                bool(row_name) != (len(values) == len(names) - 1) for _, (row_name, values), _ in rows)):
            who = None  # (a thread column in a table of values under their names, or of named rows under a name's
            # column: 'version  threads  count_x  count_y' over 'openmp  16  100024  12', the value its name's less one)
        timed = {name for name in names if who is not None and TIMED & set(words_of(name))}  # (beside threads: no line)
        kept = [name for k, name in enumerate(names) if k != who and name not in timed]
        kept, dropped = results_columns(kept, rows)
        dropped = set(dropped) | timed
        aside = comparing_columns(kept, rows)  # ('CPU  GPU  diff': the diff's column no version's)
        aside = set(aside) | statistics_columns(kept)  # ('min', 'max' beside 'count': no timer's, printftables.py)
        kept, dropped = [name for name in kept if name not in aside], set(dropped) | set(aside)
        if not rows or not _about_the_fields(kept, rows, title):  # (beside threads, their times: no fields)
            continue
        if title:
            bodies[i - 1] = ""
        for k in range(i, rows[0][0]):
            bodies[k] = ""
        if len(set(map(float, thresholds))) == 1:  # the header's threshold: the threshold's line
            bodies[i] = f"Threshold :: {thresholds[0]}"
        for j, (_, values), labels in rows:  # a thread count's column: each value its version's ('(8 threads)')
            skip = len(names) - len(values)  # (a time or rate column beside the counts: no line)
            over = f" ({values[who - skip]} threads)" if who is not None and j not in unsaid else ""
            bodies[j] = PART.join(f"{title}{label}{over} :: {value}" for k, (label, value) in
                                  enumerate(zip(labels, values)) if k + skip != who and names[k + skip] not in dropped)
        changed, done = True, rows[-1][0] + 1
    return changed


# a thread count's cell that says none ('cuda  -  100024  12': a GPU's row in a 'threads' column)
_UNSAID = {"-", "--", "\u2014", "\u2013", "n/a", "na", "none", "", "."}


def _worker_unsaid(body, separator, last, names, who):
    """A named row whose cell under the thread count's column (names[who], the rows' names' column first) says
    none ('-', 'n/a', an empty CSV cell), read with that cell a number (its label no thread count's); else None."""
    if who < 1 or last:
        return None
    cells = _cells(body, separator)
    if separator == " " and len(cells) != len(names):
        cells = body.split()  # ('cuda  -  100024': one space's cells)
    if len(cells) != len(names) or cells[who].strip().lower() not in _UNSAID or not _LETTER.search(cells[0]) \
            or _is_number(cells[0]):
        return None
    row = (cells[0], cells[1:who] + ["0"] + cells[who + 1:])
    return row if all(_is_number(cell) for cell in row[1]) else None


def _timer_tables(bodies, words):
    """A timer's table beside the summary, its rows emptied: a title or header (one of the lines `words`)
    that names a time and no field ('Timing (s):', 'phase,time_s', 'Kernel  Time(ms)  GB/s'), over rows
    of a step's name and numbers only ('Count x    0.0080', 'count_x,0.0080'), where the name names no
    field but as a step's name ('count x': a count of the homework's says below or threshold). Those
    rows are times, never counts. Whether any was."""
    changed = False
    for i in words:
        body = bodies[i].strip().rstrip(":").strip()
        separator = _separator(body)
        cells = terse_named(_cells(body, separator))  # ('kernel,Y,time_ms': a versions' counts, no timer's: tersecolumns.py)
        if not set(words_of(body)) & TIME_WORDS or any(classify(cell) is not None for cell in cells if cell):
            continue
        j = i + 1
        while j < len(bodies) and _RULE.fullmatch(bodies[j]):
            j += 1
        rows = []
        while j < len(bodies) and bodies[j].strip():
            row = _row(bodies[j], _separator(bodies[j]) if len(cells) == 1 else separator)
            if row is None or not row[0] or not _step_name(row[0]):
                break
            rows.append(j)
            j += 1
        for j in rows:
            bodies[j] = ""
        changed = changed or bool(rows)
    return changed


def _step_name(name):
    """Whether a timer's row name is a step's ('init', 'smooth', 'count_x'), no field's label."""
    kind = classify(name)
    return kind is None or kind == "below" and not set(words_of(name)) & (COUNT_WORDS | {"threshold"}) \
        and "<" not in name


# A table's column of thread counts or ranks ('threads', 'nthreads', 'num_threads', 'ranks', 'np'): each row
# a version of the result over that many (words.WORKERS), not a thread's own row.
_WORKER_COLUMN = re.compile(r"(?i)(?:n|num_?|omp_num_|n_)?(?:threads|ranks|procs|processes|workers)|np")


def _about_the_fields(names, rows, title):
    """Whether a table says the homework's fields: none of its names a timer's, a rank's or a thread's
    ('backend,n,iterations,sweeps_ms', free's 'total used shared buff/cache'), and one of its labels (the
    title said in it) a count, a size, the memory, the threshold, a constant, or a fraction below the
    threshold (a share of time is none)."""
    results = any(results_column(name) for name in names)  # (its rows' names versions': 'sh18 kernel')
    if any(set(words_of(name)) & OTHER_WORDS - (VERSION_WORDS if k >= len(names) and results else set())
           for k, name in enumerate(names + [row[0] for _, row, _ in rows])):
        return False
    return any(_names_a_field(title + label) or LONE_CONSTANT.fullmatch(label) for _, _, labels in rows
               for label in labels)


def _names_a_field(label):
    kind = classify(label)
    # (a fraction's column names the threshold, a count's word or the array's letter: 'x_frac' over its own row
    # after a table of the counts; a share of time or a GPU's names none)
    return kind is not None and (kind != "fraction" or set(words_of(label)) & (COUNT_WORDS | {"threshold", "x", "y"}))


def _title(bodies, at):
    """The title over a table (the line before it, if it names a field and has no number, and ' ');
    '' where none."""
    if at == 0 or _DIGIT.search(bodies[at - 1]) or not _LETTER.search(bodies[at - 1]):
        return ""
    title = bodies[at - 1].strip().rstrip(":").strip()
    return title + " " if classify(title) is not None else ""


# --- a label over its value ---------------------------------------------------------------------------

def _only_numbers(body):
    """Whether a line holds numbers only (apart by spaces, commas or semicolons; a unit after one)."""
    tokens = [token for token in re.split(r"[\s,;]+", body) if token]
    return bool(tokens) and bool(_CELL_NUMBER.fullmatch(tokens[0])) and all(
        _CELL_NUMBER.fullmatch(token) or token.isalpha() and len(token) <= 5 and _CELL_NUMBER.fullmatch(before)
        for before, token in zip(tokens, tokens[1:]))


def _labels_over_values(bodies, starts):
    """A line that names a field and has no value of its own, its value the next line (blank lines
    between, two at most) that holds only numbers (one of the lines `starts`, that start with a number):
    'label :: value' on the value's line, the label's emptied. Whether any was."""
    changed, constants = False, set()
    for j in starts:
        values = bodies[j]
        if not _only_numbers(values):
            continue
        i = next((k for k in range(j - 1, max(j - 4, -1), -1) if bodies[k].strip()), None)
        body = bodies[i] if i is not None else ""
        if i in constants:  # the constants' next value one a line (Rust's {:#?} 'abc: (' over '0.05,' '0.1,' '0.4,',
            bodies[i], bodies[j] = "", f"{body} :: {values.strip().rstrip(',')}"  # black's 'abc = (': one list)
            constants.add(j)
            continue
        if not _LETTER.search(body) or _DIGIT.search(body) and any(x[4] for x in _numbers(body)):
            continue
        label = body.strip().rstrip(":=").strip()
        kind = classify(label)
        if kind is None and not LONE_CONSTANT.fullmatch(body):
            continue
        bodies[i], bodies[j] = "", f"{label} :: {values.strip().rstrip(',')}"
        if kind == "constants" and label[-1:] in "([{":  # (a list opened on the label's line)
            constants.add(j)
        changed = True
    return changed

"""wholetext.py - an output made ready to be read line by line: read_output's first steps (an HTML page's
text, a tool's lines left out, a logger's prefixes, notations, prose, headings, sizes listed, tables
rewritten), kept for the file's runs. A file of several runs, or of one run after a warm-up's lines, is
read whole and then once a run (cli.grade_runs); these steps depend on its text alone and were a third of
each read (the 60 MB file of asides: 2.7 s of a run's read), so a run's read takes them from the whole
read. Part of the grader; the words' mending state is kept with them, so a run reads as it did.
"""
from .rstrings import r_strings_split
from .quotedlines import quoted_lines_read
from .headings import regrouped
from .recapleads import recap_leads
from .checkrecaps import check_recaps
from .restatedforms import prompted_counts, restated_forms
from .semicolonrows import semicolon_points
from .headlessrows import headless_rows_read
from .languages import in_english
from .middots import dots_as_commas
from .rankechoes import rank_echoes_dropped
from .statclauses import statistics_cut
from .tupleassigns import tuples_unbracketed
from .rankpartials import rank_partials, workers_cut
from .rootresults import root_results_read
from .htmltables import html_tables_read
from .namedrows import named_rows_read
from .versiontables import versions_across
from .lines import page_text, without_escapes, without_numpy_scalars, without_prefixes
from .noise import without_tool_lines
from .otherthresholds import other_thresholds_dropped
from .plainprints import plain_prints
from .barekeys import bare_keys_named
from .qualifiednames import qualified_names_read
from .lettercounts import letter_counts_read
from .steplines import step_lines_read
from .shapebrackets import shape_brackets_read
from .spacedpairs import spaced_pairs_read
from .recordnames import record_names_read
from .elidedunits import elided_units_read
from .bareunits import bare_units_keyed
from .notations import plain_notations
from .ompclauses import omp_reductions_read
from .partitives import partitives_read
from .ratiothreshold import shares_after_threshold
from .recaps import prose_read
from .rowcounts import row_counts_dropped
from .rowranges import row_ranges_dropped
from .shapeareas import shape_areas_worded
from .shapesizes import shape_sizes_apart
from .nbrackets import n_bracket_opened
from .prosewords import prose_words_read
from .jsonblocks import json_blocks_named
from .records import smooth_record
from .runcolumns import runs_transposed
from .shapecache import _computed
from .sizelist import sizes_listed
from .squares import squares_as_products
from .subscripts import subscripts_plain
from .summarylines import summaries_listed
from .tables import rewrite
from .textends import at_the_ends
from .typeshapes import without_type_notes
from .winprompts import windows_prompts_plain
from .words import _mends_left, _words_seen

_kept = {}  # the last whole read's: its text's key -> (what ready() gives, the mending state after it)


def _key(text):
    """The text's key: its length, hash and ends (a 60 MB text held twice would cost what the file does)."""
    return len(text), hash(text), text[:4096], text[-4096:]


def ready(text, run=None):
    """(text, record, parted, before_tables) of an output's text: smooth's own -json/-csv record or None,
    whether its tables were rewritten as lines of 'label :: value', and the text before that. A whole read
    (run None) keeps its own for the file's runs; a run's read takes it, and the mending state after it."""
    key = _key(text)
    if run is not None and key in _kept:
        made, mends, seen, computed = _kept[key]
        _mends_left[0], _computed[0] = mends, computed
        _words_seen.clear()
        _words_seen.update(seen)
        return made
    _kept.clear()  # (one file's at a time)
    text = at_the_ends(text, windows_prompts_plain)  # 'C:\\hw3> stencil.exe 1000': a shell's '$ ' (winprompts.py)
    text = at_the_ends(text, r_strings_split, ('] "',))  # R's '[1] "x below t: 100024" "y below t: 12"' (rstrings.py)
    text = at_the_ends(text, quoted_lines_read, ('"', "'"))  # '[1] "n = 1000 (row 1002)"', a repr, a list of strings:
    # the string's content (quotedlines.py)
    text = page_text(without_escapes(text))  # an HTML page (a Canvas text entry), a terminal's colours: the text shown
    text = at_the_ends(text, lambda part: named_rows_read(versions_across(html_tables_read(part))))  # an HTML table in
    # a text that is no page: its rows as a page's (htmltables.py); rows 'x' / 'y' under the versions' names ('array
    # cpu  gpu  match'): a count a version (versiontables.py); rows 'x' / 'y' under 'array  below_t' (R's tibble): a
    # line a row (namedrows.py)
    text = omp_reductions_read(text)  # 'omp reduction(+:count_x) -> 100024': 'count_x (reduction) -> ...' (ompclauses.py)
    text = qualified_names_read(text)  # 's%nbx = 100024', 'res.x_count=100024', "stats['x']=100024": the bare name (qualifiednames.py)
    text = step_lines_read(text)  # 'STEP 2/3 smooth .... ok (t = 0.1, a = 0.05, ...)': its bracket's statements (steplines.py)
    text = letter_counts_read(text)  # 'x: count 100024', 'y: 12 = 1.2e-05': the counts' printing (lettercounts.py)
    text = spaced_pairs_read(shape_brackets_read(text))  # 'row 1002 inner 1000 ...', 't 0.1 a 0.05 ...' (spacedpairs.py);
    # 'Grid: 1000 x 1000 interior, 1002 x 1002 with halo (1004004 cells, 1000000 interior)' (shapebrackets.py)
    text = elided_units_read(text)  # 'rows have 1002 elements and the grid 1004004': its unit again (elidedunits.py)
    text = record_names_read(text)  # 'n=1000 ... c=0.4 nx=100024 fx=0.100024 ny=12 fy=1.2e-05': the long names (recordnames.py)
    text = without_tool_lines(text)  # a compiler's warnings, valgrind's lines, '#SBATCH --mem=4G': no field's
    text = at_the_ends(text, root_results_read)  # 'Rank 0 reduced nby = 13': the result's line, no rank's partial (rootresults.py)
    text = rank_partials(workers_cut(text))  # ranks' partials over their TOTAL line: the total's; 'MPI run: 4 ranks, '
    # cut off a line's fields (rankpartials.py)
    text = rank_echoes_dropped(text)  # '1: Number of elements below threshold (X) :: 25011' beside rank 0's result:
    # another rank's own count, no field's (rankechoes.py)
    text = at_the_ends(text, prompted_counts)  # 'julia> ny' / '13' after the counts: y's count, before the prompt is
    # joined to its value as 'ny = 13', inner's (restatedforms.py)
    text = without_prefixes(text)  # a logger's or a launcher's prefix on its lines ('INFO:root:', '0: ')
    text = rank_partials(text)  # (again: the ranks' lines under an srun's '0: ', their tags kept)
    text = statistics_cut(text)  # 'y below threshold = 12, min(y) = 0.0412', '..., max|y-x| 0.912': a statistic's
    # clause after a count, no field's: cut off (statclauses.py)
    text = tuples_unbracketed(text)  # 'x_count, x_frac, y_count, y_frac = (100024, 0.100024, 12, 1.2e-05)': the
    # assignment without its brackets, read name by name (tupleassigns.py)
    text = at_the_ends(text, check_recaps)  # 'y: expected 12, got 13', 'AssertionError: got 13' under 'assert y_count == 12'
    # after the counts: the self-check of y's count (checkrecaps.py; before recapleads.py drops an 'AssertionError:')
    text = at_the_ends(text, restated_forms)  # 'count_y(t=0.1) = 13', 'iteration 1: y below t = 13', 'X 100024 -- Y 13',
    # 't = 0.1 -> y: 13', 'count_y: [12, 13]', '13 found in y' after the counts: a printing of the count (restatedforms.py)
    text = at_the_ends(text, recap_leads)  # 'ERROR y below threshold = 13', '2. y: 13', 'x, y = 100024, 13' after the counts: the
    # bare line, a second printing (recapleads.py)
    text = runs_transposed(text)  # a table of runs as columns ('n=100  n=500  n=1000'): as rows (runcolumns.py)
    text = row_ranges_dropped(text)  # '[rank 3] rows 751..1000 of 1000': a rank's rows, no size (rowranges.py)
    text = row_counts_dropped(text)  # 'saved 1 row to runs.db', '(1 row)': a tool's count of rows, no size (rowcounts.py)
    text = json_blocks_named(text)  # '"below": {' / '"x": {' / '"count": 100024': 'below x count :: 100024' (jsonblocks.py)
    text = prose_words_read(text)  # 'I chose n to be 1000', '1004004 in all': 'n = 1000', 'in total' (prosewords.py)
    text = n_bracket_opened(text)  # 'n = 1000 (n+2 = 1002; (n+2)^2 = 1004004; ...)': the sizes' own statements (nbrackets.py)
    text = shape_sizes_apart(text)  # 'shape: (1002, 1002) size: 1004004': the shape a statement (shapesizes.py)
    text = shape_areas_worded(text)  # 'interior 1000x1000 (1000000)': the area with the shape's words (shapeareas.py)
    text = bare_units_keyed(text)  # 'n=1000 N=1002 0.00374021GB X:100024(...)': 'mem=0.00374021GB' (bareunits.py)
    text = without_type_notes(text)  # R's str() '$ abc : num [1:3] 0.05 ...': the type's '[1:3]' no values (typeshapes.py)
    text = dots_as_commas(text)  # ('t = 0.1 · a = 0.05 · b = 0.1': a list's commas, middots.py)
    text = squares_as_products(subscripts_plain(text))  # ('n\u208a\u2082 = 1002': 'n+2 = 1002', subscripts.py)
    # 'Grid: 1002² = 1004004': '1002 x 1002 = 1004004' (squares.py)
    text = plain_notations(without_numpy_scalars(text))  # numpy 2's 'np.int64(12)': 12; Julia's '1.2f-5': 1.2e-5
    text = at_the_ends(text, semicolon_points)  # '1000;100024;0,100024;12;0,000012': a European CSV's decimal commas
    # (semicolonrows.py; where tables.py reads a table, a long text's ends, as the other whole-text rewrites)
    text = headless_rows_read(text)  # '1000;1002;100024;0.100024;12;0.000012' with no header: each array's count and
    # fraction side by side, read as their printing (headlessrows.py)
    text = bare_keys_named(text)  # "{'x': 100024, 'y': 12, 'fx': 0.100024, 'fy': 1.2e-05}": 'count_x', 'frac_x' (barekeys.py)
    text = at_the_ends(text, plain_prints)  # ('y = [13]', '<y>13</y>', 'assert y_count == 13  # passed': plainprints.py)
    text = prose_read(text)  # prose wrapped at a width: a sentence's lines one line; Spanish, German, ... labels: English
    text = partitives_read(text)  # 'only 12 of the y values do': y's count below the threshold (partitives.py)
    text = at_the_ends(text, other_thresholds_dropped)  # 'y below 0.2: 3994' after the counts: no printing of them
    text = regrouped(in_english(text))  # 'Below threshold:' over 'X: 100024', IPython's 'In [4]: below_x' over 'Out[4]: 100024'
    text = sizes_listed(text)  # 'sizes: 1002 1000 1004004 1000000': the tutorial's order, named (sizelist.py)
    text = summaries_listed(text)  # 'Summary: 1002 1000 ... 12 1.2e-05': the thirteen, a recap (summarylines.py)
    text = shares_after_threshold(text)  # 'x: 100024 / 1000000 below threshold = 0.100024': its share (ratiothreshold.py)
    record, before_tables = smooth_record(text), text  # (a recap's table read as it was printed: nrecaps.py)
    if record is not None:
        made = (record, record, False, before_tables)
    else:  # tables, a label over its value, decimal commas: as lines of 'label :: value'
        rewritten, parted = rewrite(text)
        made = (rewritten, None, parted, before_tables)
    if run is None:
        _kept[key] = (made, _mends_left[0], dict(_words_seen), _computed[0])
    return made

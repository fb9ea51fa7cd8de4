"""arrays.py - an array's name in a label that says which array in a way words alone do not: not
smoothed ('non-smoothed', 'not smoothed', 'un-smoothed', 'unfiltered': x), x's next version as code
names it ('x_out', 'x_new', 'x_smoothed': y), x with an index ('x0': x; 'x1', 'x_2': no array by
name, the order of the counts says, as 'x1'/'x2' may be x and y); and a second version of an array
('Y_H', 'y (GPU)': its own field); an array's name with a device's or host's prefix or suffix in a count's label, as
CUDA programs name their copies ('d_y', 'h_y', 'dev_y', 'gpu_y', 'y_d', 'y_dev', 'y_host', 'y_cpu', 'hY', 'dY': the
array; the thirty-second round's a32: before, 'count(d_y) = 13', 'dev_y count = 13', 'hY below t: 13' after a right
output were no field's, and a wrong Y passed). Part of the grader (words.words_of reads a label with it); pure
functions, on a label in lower case.
"""
import re

from .labelwords import WORKERS
from .versionwords import kernel_names

ARRAY_NAMES = re.compile(r"\b(?:non|not|un)[ \t_-]{0,2}(smoothed|filtered|processed)\b"
                         r"|\bx_?(?:out|new|next|final|smoothed|smooth|sm|res|result)\b|\bx_?(0)\b|\bx_?[1-9]\d{0,3}\b")


# A device's or host's short prefix or suffix on an array's letter: 'd_y', 'h_y', 'dev_y', 'y_d', 'y_h', 'y_dev' (any
# case, apart by '_'), and camelCase's 'hY', 'dY', 'devY' (a capital letter only: 'dx', 'dy', 'hx' are a grid's
# spacing, a halo); such a prefix before a count's glued name ('d_nby', 'h_cnt_y', 'd_count_y'); and camelCase's
# word prefixes 'hostY', 'gpuY', 'cpuX' (the word kept: 'host Y'). Read only in a count's label (AFFIX_COUNTING):
# 'h_x = 0.5', 'dt', 'd = 2' stay what they were. (A word's prefix apart by '_', 'gpu_y', 'y_host', 'y_cpu', is a
# word of its own already: the label's words keep it.)
_AFFIXES = r"(?i:d|h|dev)"
AFFIXED = re.compile(rf"(?<![A-Za-z0-9])(?:{_AFFIXES}_([xyXY])(?![A-Za-z0-9])|(?:d|h|dev)([XY])(?![A-Za-z0-9])"
                     rf"|([xyXY])_{_AFFIXES}(?![A-Za-z0-9])|(host|gpu|cpu|cuda|device)([XY])(?![A-Za-z0-9])"
                     rf"|{_AFFIXES}_(?=(?i:nb|cnt|count|num)_?[xyXY](?![A-Za-z0-9])))")
AFFIX_COUNTING = re.compile(r"(?i)below|under|less|fewer|smaller|lower|count|cnt|number|num_|elements|<|sum|total"
                            r"|(?<![A-Za-z])nb_?[xy](?![A-Za-z])")


def _unaffixed(m):
    letter = m.group(1) or m.group(2) or m.group(3)
    return f" {letter} " if letter else f" {m.group(4)} {m.group(5)} " if m.group(4) else ""


def affixed_read(label):
    """label with each array's name that has a device's or host's prefix or suffix as the array's letter, where the
    label is a count's (see above); other labels as they were."""
    if "_" not in label and "Y" not in label and "X" not in label or not AFFIX_COUNTING.search(label):
        return label
    return AFFIXED.sub(_unaffixed, label)


def array_named(m):
    """ARRAY_NAMES' match as the array's word ('unsmoothed', 'x', 'y'), or 'xn' (no array by name)."""
    return " unsmoothed " if m.group(1) else " x " if m.group(2) else " xn " if m.group()[-1].isdigit() else " y "


# A second result of an array (a GPU's y beside the CPU's): its label qualifies the array's name
# ('Y_H', 'y_gpu', 'Y (GPU)', 'on the device').
VARIANT = re.compile(r"\b[xy][\s_\-]*(h|d|gpu|cuda|dev|device|host|cpu|seq|serial|par|parallel|omp|ref)\b"
                     r"|\b(gpu|cuda|device|host|cpu|serial|sequential|parallel|reference|2nd|openmp|omp)\b")
SECOND = {"below_x": "below_x2", "below_y": "below_y2", "fraction_x": "fraction_x2", "fraction_y": "fraction_y2"}


def _variant(label):
    """The qualifier of a count's or fraction's array in its label ('h' for
    'Y_H', 'gpu' for 'Y (GPU)', 'gpu shared' for 'Y (GPU shared)', 'naive'), '' for a plain one."""
    if WORKERS.search(label):
        return "threads"  # ('with 8 threads', 'all ranks': every such count one version)
    lower = label.lower().replace("_", " ")  # (snake_case: 'below_y_gpu')
    m = VARIANT.search(lower)
    name, kernels = (m.group(1) or m.group(2)) if m else "", kernel_names(lower)
    return " ".join([name] + kernels).strip() if kernels else name  # ('gpu shared')

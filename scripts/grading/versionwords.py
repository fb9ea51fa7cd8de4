"""versionwords.py - the words that name a version of the result, one vocabulary for the grader: a
backend's ('serial', 'openmp', 'cuda', 'gpu': arrays.VARIANT's) and a kernel's ('shared', 'blocked',
'tiled', 'naive', 'global', 'opt', 'streams', 'hybrid', 'kernel', ...). A results table's row name
(tables.py: a row named 'shared' or 'blocked'), a version's word beside its value on one line (beside.py:
'Y below threshold :: CPU 12 GPU 12 GPU-shared 0', '12 (CPU), 12 (GPU), 0 (GPU shared)') and a count's
label ('Number below threshold (Y, shared)': words.classify) draw on it. A kernel's word that a timer's
row or a GPU's property has too (words.OTHER_WORDS: 'shared', 'streams', 'hybrid', 'kernel') names a
version only in a count's or a fraction's label, and where no number follows it ('Stream 2: 3 below
threshold' is a stream's part, as 'Rank 2' is a rank's). Part of the grader; pure functions.
"""
import re

BACKEND_WORDS = ("gpu", "cuda", "device", "host", "cpu", "serial", "sequential", "parallel", "reference", "openmp",
                 "omp")
KERNEL_WORDS = frozenset({"kernel", "kernels", "shared", "smem", "shmem", "blocked", "tiled", "tiling", "naive", "global",
                          "opt", "optimized", "optimised", "stream", "streams", "hybrid", "coalesced", "baseline",
                          "unrolled", "texture", "cached", "shuffle", "atomic", "atomics", "fused", "async", "managed",
                          "unified", "vectorized", "vectorised", "simd",
                          "reduction"})  # (OpenMP's reduction beside its 'atomic': 'count_y (reduction) = 12')
# kernel names the vocabulary's mending would change ('blocked' -> 'block', 'tiling' -> 'timing': a timer's)
UNMENDED = frozenset({"blocked", "tiling"})
_NAMES = "|".join(sorted(set(BACKEND_WORDS) | KERNEL_WORDS - {"kernel", "kernels"}, key=len, reverse=True))  # NAME_WORDS
# A version's name: one word of the vocabulary or a few joined ('GPU-shared', 'gpu shared', 'cuda_tiled'); the
# generic 'kernel' none ('13 (my kernel)' beside '12 (serial reference)' is a self-check's own value: checked.py)
VERSION_NAME = rf"\b(?:{_NAMES})(?:[ \t_-]{{1,3}}(?:{_NAMES})){{0,2}}\b"
NAME_WORDS = frozenset(BACKEND_WORDS) | KERNEL_WORDS - {"kernel", "kernels"}
_WORD = re.compile(r"[a-z]+")


def names_said(line):
    """How many of a version's words a line has (a cheap count, no alternation tried at each character)."""
    return sum(word in NAME_WORDS for word in _WORD.findall(line.lower()))


# A kernel's word with a number after it: a part's name ('stream 2', 'kernel #3'), no version's
_NUMBERED = re.compile(r"(?i)\b(?:%s)[ \t_#:=-]{0,3}\d" % "|".join(sorted(KERNEL_WORDS, key=len, reverse=True)))


def versions_dropped(words, label, counting, sharing, arrays):
    """A label's words less its kernel's words where they name a version: the label has a count's words
    (counting), or a fraction's (sharing) and an array's ('Fraction (y, shared)'; 'Fraction of shared memory'
    is none), and no number follows a kernel's word. (words, their set)."""
    have = set(words)
    if not have & KERNEL_WORDS or not (have & counting or have & sharing and have & arrays) or _NUMBERED.search(label):
        return words, have
    words = [word for word in words if word not in KERNEL_WORDS]
    return words, set(words)


# A kernel's name in a count's label, its version's: not the generic 'kernel', nor 'global' (MPI's total over the
# ranks, 'Global count below threshold (Y)', is their partials' version: it must stay theirs)
_KERNEL_NAMES = KERNEL_WORDS - {"kernel", "kernels", "global"}


def kernel_names(lower):
    """The kernel's names in a label in lower case, snake_case apart ('gpu shared' -> ['shared']): a
    version of its own ('GPU shared' is not 'GPU': three printings of one version could pass as partials)."""
    words = _WORD.findall(lower)
    return [] if _KERNEL_NAMES.isdisjoint(words) else [word for word in words if word in _KERNEL_NAMES]


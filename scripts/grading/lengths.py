"""lengths.py - an array's 'length' as its size (`Array length: 1002` over `Inner length: 1000`, `Padded
length`, `Length with ghosts`, Java's `arrayLength`): the label read as the same label with 'size' (`Array
size`, `Padded size`, `Size with ghosts`), which words.classify reads as a size its value and ghost words
place. Only where the label's other words are an array's, the ghost layer's or filler: a row's or a
column's length is the row's already, and a vector's, a segment's or a name's length no size of the grid.
Part of the grader (expressions.code_words asks it, before a label is classified); pure functions.

    label = lengths_as_sizes(label)    # 'Array length' -> 'Array size'
"""
import re

# 'length', 'len' (a word of its own, snake_case's or camelCase's), no call: 'len(x)' is expressions.size_named's
_LENGTH = re.compile(r"(?:(?<![A-Za-z])|(?<=[a-z])(?=L))(?:[Ll]ength|LENGTH|[Ll]en|LEN)(?![a-z(])")
_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
# The words beside it that leave it an array's size (the array's, the ghost layer's, filler)
_ALLOWED = {"length", "len", "array", "arrays", "the", "of", "each", "per", "one", "a", "an", "padded", "inner",
            "interior", "with", "without", "w", "o", "wo", "no", "ghost", "ghosts", "halo", "halos", "cell", "cells",
            "layer", "layers", "incl", "including", "excl", "excluding", "boundary", "boundaries", "padding",
            "pad", "grid", "full", "total", "x", "y", "data", "allocated", "flat", "flattened", "buffer"}


def lengths_as_sizes(label):
    """The label with its 'length' read as 'size' where it is an array's; else the label itself."""
    if "en" not in label and "EN" not in label:
        return label  # (most labels: no pattern run)
    if len(label) > 120 or not _LENGTH.search(label):
        return label
    if not {w.lower() for w in _WORDS.findall(label)} <= _ALLOWED:
        return label  # ('Row length' a row's, 'Vector length', 'Segment length')
    return _LENGTH.sub(lambda m: "SIZE" if m.group(0).isupper() else "Size" if m.group(0)[0] == "L" else "size", label)

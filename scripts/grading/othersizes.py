"""othersizes.py - a size, width or byte count of something that is not the grid: a chunk's, a tile's,
a buffer's, a batch's, a work-group's, a SIMD vector's (`chunk size: 250`, `Tile size: 32`, `Buffer size:
4096`, `SIMD width: 8`), the ghost layer's own width (`Halo width: 1`), a stencil's (`Stencil width: 3`),
one element's or a type's (`sizeof(float) = 4 bytes`, `Size of float: 4`, `Bytes per element: 4`); a plan's list
of n's (`Sizes to run: 1000`, `n values to test: 500 1000 2000`). No
field of the summary: words.classify asks it before a label's size or memory words are read. Part of the
grader; pure functions (set look-ups and one linear pattern on a label).

    other_size(label, have)    # whether the label (its words `have`) is such a size
"""
import re

from .ghosts import GHOST_WORDS

# Things whose size is never the grid's (with a size's word: 'chunk size', 'tile width', 'buffer length')
_THINGS = {"chunk", "chunks", "chunksize", "tile", "tiles", "tiling", "tilesize", "buffer", "buffers", "buf", "batch",
           "batches", "simd", "lane", "lanes", "avx", "sse", "neon", "vlen", "unroll", "page", "pages", "word",
           "workgroup", "group", "groups", "work", "wavefront", "stencil", "window", "filter", "sample", "samples",
           "neighbourhood", "neighborhood", "stack", "heap", "cache"}
_OWN_POINTS = {"stencil", "filter", "window", "neighbourhood", "neighborhood"}  # (their points: 'Stencil points: 9')
_SIZE_SAID = {"size", "sizes", "width", "length", "len", "bytes", "byte", "depth", "thickness", "layers", "layer", "radius",
              "dimension", "side", "edge"}
_NOUNS = {"elements", "element", "cells", "cell", "points", "point", "entries", "values", "floats", "doubles"}  # (with
# 'per': 'Elements per chunk: 250'; 'Points updated by the stencil: 1000000' is the grid's)
# A grid's or an array's words: such a label may still be a grid's size (no change)
_GRID_SAID = {"grid", "array", "arrays", "matrix", "mesh", "domain", "n", "nx", "total", "row", "rows", "column",
              "columns", "inner", "interior", "with", "including", "incl", "inc", "inclusive", "included", "plus",
              "padded", "whole", "full", "all", "problem"}  # (and an array's name: words.classify's)
_MEMORY_SAID = {"memory", "mem", "storage", "ram", "allocated", "used", "uses", "total"}
_RING = GHOST_WORDS | {"border", "boundary", "guard"}  # the ghost layer's ('Halo width: 1', 'Border width: 1')
# A type's size: 'sizeof(float)', 'Size of double', 'float size', 'itemsize', 'dtype size'
_TYPES = {"float", "double", "int", "integer", "long", "char", "short", "dtype", "datatype", "type", "itemsize"}
_SIZEOF = re.compile(r"\bsizeof\b|\bsize_of\b|\bitemsize\b|\belement[ \t_]?size\b|\bbytes?[ \t_]?per[ \t_]?"
                     r"(?:element|float|double|value|cell|entry|item|point|number)\b|\b(?:size|memory|storage)[ \t_]?"
                     r"(?:of|per)[ \t_]+(?:(?:a|an|one|each|a[ \t]+single)[ \t]+)?"
                     r"(?:element|float|double|int|integer|value|cell|entry|item|point|number)\b")


def other_size(label, have):
    """Whether a label (its words `have`) names the size of something that is not the grid (module
    docstring): a chunk's or a tile's, the ghost layer's width, a type's or one element's bytes."""
    if "to" in have and have & {"run", "test", "try"} and ("sizes" in label.lower() or "values" in label.lower()):
        return True  # 'Sizes to run: 1000', 'n values to test: 500 1000 2000': a plan's list of n's, no size printed
    if have & _GRID_SAID:
        return False
    if have & _THINGS and (have & _SIZE_SAID or "per" in have and have & _NOUNS):
        return True  # 'chunk size', 'Tile size', 'SIMD width', 'Stencil width', 'Buffer length', 'Elements per tile'
    if have & _OWN_POINTS and have <= _OWN_POINTS | {"points", "point", "taps", "number", "of", "in", "the", "per", "a"} \
            and have & {"points", "point", "taps"}:
        return True  # 'Stencil points: 9', 'Points in the stencil: 9' ('Points updated by the stencil' is the grid's)
    if "vector" in have and have & {"width", "lanes", "lane"}:
        return True  # 'Vector width: 8' ('vector size' may be a std::vector's: left as it reads)
    if have & _RING and have & {"width", "depth", "thickness", "size", "layers", "layer"}:
        return True  # 'Halo width: 1', 'Ghost layer depth: 1': the ring's width, no size of the grid
    if have & _TYPES and have & {"size", "bytes", "byte", "width", "length"} and not have & _MEMORY_SAID:
        return True  # 'Size of float: 4 bytes', 'float size', 'sizeof(double)'
    lower = label.lower()
    return ("size" in lower or "byte" in lower or "per" in lower) and bool(_SIZEOF.search(lower))

"""devices.py - a GPU's own properties as a label names them, printed with an output (CUDA's
deviceQuery, cudaGetDeviceProperties printed: `Total amount of constant memory: 65536 bytes`, `Total
amount of global memory: 40338 MBytes`, `totalConstMem`, `Memory pitch`) and a kernel's tiling (`Tile
size: 16`): the device's or a launch's, never a field of the summary (the smoothing constants are not
the device's constant memory; its global memory is no array's unless the label says so: `Global memory
per array`). Part of the grader (words.classify asks it); pure functions, on a label's words.
"""
# Words that name a device's property or a launch's whatever else the label says (deviceQuery's own
# words: 'Memory pitch', 'Texture alignment', 'Multiprocessors', 'Compute capability'; a kernel's 'Tile size')
_DEVICE_WORDS = {"tile", "tiles", "pitch", "texture", "textures", "multiprocessor", "multiprocessors",
                 "capability", "ecc", "pci", "surface", "surfaces"}
# A GPU's kinds of memory, as the word before 'memory' names them ('global memory', 'constant memory', 'const mem')
_KINDS = {"global", "constant", "const", "texture", "surface"}
_MEMORY = {"memory", "mem"}
# Words that make a kind of memory an array's ('Global memory per array', 'Global memory used: ...')
_ARRAYS = {"array", "arrays", "per", "each", "used", "uses", "allocated", "alloc", "needed", "needs", "x", "y",
           "both", "two", "input", "output", "grid", "grids", "data"}
# A constant memory's label that names the smoothing constants too ('Smoothing constants (in constant memory)')
_CONSTANTS = {"constants", "coefficients", "weights", "smoothing", "stencil", "a", "b", "c"}


def device_property(words):
    """Whether a label's words (words.words_of) name a GPU's property, no field: a device's or a
    launch's word, or a kind of the device's memory ('constant memory'; 'global memory' where no
    array is said)."""
    have = set(words)
    if have & _DEVICE_WORDS:
        return True
    if not have & _MEMORY or not have & _KINDS:
        return False
    kinds = {w for w, after in zip(words, words[1:]) if w in _KINDS and after in _MEMORY}
    if not kinds:
        return False
    if kinds & {"constant", "const"}:
        return not have & _CONSTANTS  # the device's constant memory, unless the constants are named
    return not have & _ARRAYS

"""gluednames.py - a program's names run together with no '_' or camel case between their words: Fortran's
namelist output (`write(*, nml=results)` prints ' NTOT=1002 ,', ' NELEM=1004004 ,', ' MEMGB= 3.74020543E-03,',
 NBELOWX=100024 ,', ' FRACX= 0.100024000 ,';
the thirty-second pass's L2: ' NINNERTOTAL=1000000,', ' FBX= 0.100024000 ,', before MISSING), lowercase variables ('nbelowx = 100024', 'fracx = 0.100024'), and
MATLAB's camelCase with a one-letter n before its word ('nTot: 1002', 'nPad', 'nGhost'). Their underscored twins
were read (nbelow_x, frac_x, mem_gb, n_tot, n_elem, n_ghost), these not (the twenty-second pass's M2, M4): a right
output lost the row, total, memory and fractions. Here a label that is one such name alone is read as its twin.
Only whole names made of the homework's own pieces (a count's, a fraction's, a memory's unit, n's sizes) and an
array's letter last: a short name of two letters ('nx', 'fx', 'nb') or a word that merely begins so is as before.

And n's total ('n_tot', 'nTot', 'NTOT', 'n_total'): some programs name the padded side n + 2 so, others all the
elements. Its value says which (sizes.place_sizes at the file's n: 'n total' below); a wrong value is judged as the
total, or as the row where it is near n (n - 2 .. n + 4: 'nTot: 1003' fails the row). Part of the grader
(words.words_of and classify, sizes.place_sizes ask it); pure functions, one anchored pattern on a short name.
"""
import re

N_TOTAL = "n total"  # the ambiguous size (words.AMBIGUOUS_SIZES): the total, or the row by its value
_N_STEMS = r"tot|total|elem|elems|elements|cells|inner|ghost|ghosts|halo|pad|padded"
_GLUED = re.compile(r"(?:(n|num|nb|cnt|count)?(below|under)([xy])"
                    r"|(frac|fraction|pct|perc|percent|ratio|f(?=b[xy]$))(below|under|b(?=[xy]$))?([xy])"
                    r"|(mem|memory)(gb|mb|kb|gib|mib|kib|bytes)"
                    rf"|n({_N_STEMS})|(tot|total)(elem|elems|elements|cells|inner)"
                    r"|n?(inner|interior)(total|tot|count|elements|elems|cells|points|size)"
                    r"|([xy])(frac|fraction|pct|perc|percent|ratio|below|under))")  # (Octave's 'innertotal';
# a namelist's 'NINNERTOTAL', the thirty-second pass's L2; the array's letter first: 'xfrac', 'ybelow', issue 66's terse keys)
_NAME = re.compile(r"[A-Za-z]{4,24}|[Ff][Bb][XxYy]")  # (a namelist's 'FBX': f, b(elow), the array; L2)
_TWINS = {"pad": "padded"}  # ('n_pad' reads nothing; 'n_padded' the row)


def _twin(m):
    g = m.groups()
    if g[1]:
        return f"num_below_{g[2]}" if g[0] else f"below_{g[2]}"
    if g[4] is not None or g[3]:
        stem = "frac" if g[3] == "f" else g[3]  # ('fbx': 'frac_below_x')
        return f"{stem}_below_{g[5]}" if g[4] else f"{stem}_{g[5]}"
    if g[6]:
        return f"{g[6]}_{g[7]}"
    if g[8]:
        return "n_" + _TWINS.get(g[8], g[8])
    if g[9]:
        return f"{g[9]}_{g[10]}"
    if g[13]:
        return f"{g[14]}_{g[13]}"  # ('xfrac': 'frac_x')
    return f"{g[11]}_{g[12]}"


# n's or its elements' count of 'all' ('n_all', 'nall', 'numel_all', Octave's and Python's): n's total, the total
_ALL = re.compile(r"(?:(n)|numel|nel|nelem|nelems|num_elements|n_elements)_?all", re.IGNORECASE)


def unglued(name):
    """The underscored twin of a run-together name ('NTOT' -> 'n_tot', 'nbelowx' -> 'below_x', 'nPad' ->
    'n_padded'), else the name as it was. A mixed-case name only as 'n' then one capitalised word ('nTot'), or a
    capital N first ('Ntot': 'N_tot', a capital N's padded n). 'n_all', 'nall': 'n_tot'; 'numel_all': 'numel_total'."""
    if "all" in name.lower() and _ALL.fullmatch(name):
        return "n_tot" if _ALL.fullmatch(name).group(1) else "numel_total"
    if not _NAME.fullmatch(name):
        return name
    if not (name.isupper() or name.islower() or name[0] == "N" and name[1:].islower()) \
            and not (name[0] == "n" and name[1].isupper() and name[2:].islower()):
        return name  # (other camelCase names: words.CAMEL splits them)
    m = _GLUED.fullmatch(name.lower())
    twin = _twin(m) if m else name
    return "N" + twin[1:] if m and m.group(9) and name[0] == "N" and name[1:].islower() else twin  # ('Ntot': N_tot)


def n_total(have):
    """The ambiguous size of a label whose words are a lowercase n and 'total' alone ('n_tot', 'nTot'), else None."""
    return N_TOTAL if have == {"n", "total"} else None


def near_row(kind, value, n):
    """'row' where n's total's wrong value is near n (n - 2 .. n + 4): a row printed wrong, no total; else None.
    The same for a size that says nothing of which ('n2=1003' in a line of key=value items, the tutorial's n + 2
    or n^2 as the value says: a row printed wrong, not a total of 1003 beside the right one)."""
    return "row" if kind in (N_TOTAL, "size") and value is not None and n is not None and n - 2 <= value <= n + 4 else None

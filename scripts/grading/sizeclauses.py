"""sizeclauses.py - n's statement followed, after a comma, by another size in words of its own: 'n = 1000, 1002
per row', 'N: 1000, 1002 elements per row', 'n=1000, 1002 with ghosts'. The comma made '1000, 1002' one list of
n's values (the row lost); with a semicolon ('n = 1000; 1002 per row') the second is a clause of its own and read
so. The comma is written ';' where n's name (n, N, n_inner, inner n) has one whole number and the number after the
comma is whole and followed by a word, also behind a label ('Size: n = 1000, 1002 per row', 'Taille : n = 1000,
1002 par ligne': the twenty-ninth pass's H19) (not another number: 'n = 1000, 2000, 4000' stays a list of runs). Part of
the grader (notations.plain_notations asks it, in a text's first and last 256 KiB); one anchored pattern of
bounded runs a line.
"""
import re

from .textends import at_the_ends

_N_THEN_SIZE = re.compile(r"(?m)^([ \t]{0,8}(?:[^\W\d_][\w ()'-]{0,30}:[ \t]{0,3})?(?:inner[ \t]n|n_inner|n|N)[ \t]{0,3}(?:=|:|:=)[ \t]{0,3}\d{1,9})[ \t]{0,3},"
                          r"(?=[ \t]{1,3}\d{1,12}[ \t]{1,3}[A-Za-z])")


def sizes_as_clauses(text):
    """text with the comma after n's statement written ';' where another size in words follows it."""
    return at_the_ends(text, lambda part: _N_THEN_SIZE.sub(r"\1;", part), (",",))

"""nlead.py - a line that opens with its n and a colon before what that n makes ('n = 1000: allocating 2 arrays
of 1002x1002 (1004004 elements, inner 1000000)', 'n = 1000: grid 1002 x 1002', 'N=1000: using 1002*1002 floats'):
the colon after 'n = 1000' made 'n = 1000' the label of the sentence after it, whose shape (1002x1002) then gave
n = 1002: a right output failed at the wrong size (h26 F1). The colon is read as the comma it stands for (as long:
the plan's spans kept), so 'n = 1000' is a statement of its own and the rest is read as it is with a comma ('n =
1000, allocating ...' was read right). Only where the rest opens with a word or a shape ('1002x1002 (1004004
elements ...)'): 'n = 1000: 100024 12' (a row of a table), a shape with its product after '=' ('n = 1000: 1002 x
1002 = 1004004 elements, ...': read as the label's, its row and total kept) and 'n: 1000' are left as they were. Part of the grader; pure functions.
"""
import re

_N_COLON = re.compile(r"[ \t]{0,8}[nN][ \t]{0,3}[=:][ \t]{0,3}\d{1,9}(?![\w.]\w|\d)[ \t]{0,3}(:)"
                      r"(?=[ \t]{1,3}(?:[A-Za-z]|\d{1,9}[ \t]{0,2}[x\u00d7*][ \t]{0,2}\d{1,9}(?!\d)(?![ \t]{0,3}=)))")


n_colon_at = _N_COLON.match  # (line, begin): its match, group 1 the colon (fields.read_output's loop asks it of
# every line: one anchored match, which fails at a line's first letters, and no call of ours)


def n_colon_as_comma(line, begin=0):
    """The line with the colon after its opening 'n = 1000' (at begin) a comma (as long), or the line itself."""
    said = _N_COLON.match(line, begin)
    return line if said is None else comma_at(line, said.start(1))


def comma_at(line, at):
    """line with its character at `at` a comma."""
    return line[:at] + "," + line[at + 1:]

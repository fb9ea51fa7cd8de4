"""typos.py - a count typed with one slip of the right one: two digits swapped (100042 for 100024). judging.judge
asks it where Y is exactly the generator's and X is not: a count whose digits are the reproduced one's with two
swapped, beside an exact Y, is the generator's data typed wrong (other data's X lands on one of these few numbers
by a chance far below the coincidence rule's 10^-3), so X fails, its note naming the slip. One digit changed
(100724 for 100024) is not a slip here: another generator's X is as likely to be any number of the window, and
docs/grading.md's policy makes those PLAUSIBLE; one dropped or added is outside the window, failed already.
Part of the grader; pure functions on digit strings.
"""


def slip(printed, right):
    """'two digits swapped' where `printed` (a whole number) is `right` with two of its digits swapped; else None
    (the same number, or another)."""
    a, b = str(int(printed)), str(int(right))
    if a == b or len(b) < 3 or len(a) != len(b):
        return None
    apart = [i for i in range(len(a)) if a[i] != b[i]]
    if len(apart) == 2 and a[apart[0]] == b[apart[1]] and a[apart[1]] == b[apart[0]]:
        return "two digits swapped"
    return None

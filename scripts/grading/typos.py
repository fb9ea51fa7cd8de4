"""typos.py - a count typed with one slip of the right one: two digits swapped (100042 for 100024), one digit
changed (100034), one dropped or doubled (10024, 1000024). judging.judge asks it where Y is exactly the
generator's and X is not: a count one slip from the reproduced one, beside an exact Y, is the generator's data
typed wrong (other data's X lands on one of these few numbers by a chance far below the coincidence rule's
10^-3), so X fails, its note naming the slip. Part of the grader; pure functions on digit strings.
"""


def slip(printed, right):
    """How `printed` (a whole number) is one slip of `right`: 'two digits swapped', 'one digit changed',
    'one digit dropped', 'one digit added'; else None (the same number, or further apart)."""
    a, b = str(int(printed)), str(int(right))
    if a == b or len(b) < 3:
        return None
    if len(a) == len(b):
        apart = [i for i in range(len(a)) if a[i] != b[i]]
        if len(apart) == 1:
            return "one digit changed"
        if len(apart) == 2 and a[apart[0]] == b[apart[1]] and a[apart[1]] == b[apart[0]]:
            return "two digits swapped"
        return None
    if len(a) == len(b) - 1 and any(b[:i] + b[i + 1:] == a for i in range(len(b))):
        return "one digit dropped"
    if len(a) == len(b) + 1 and any(a[:i] + a[i + 1:] == b for i in range(len(a))):
        return "one digit added"
    return None

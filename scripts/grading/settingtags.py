"""settingtags.py - a version's log tag before a line that states only the problem's settings or sizes
('[host] t = 0.10, (a,b,c) = (0.05,0.10,0.40)', '[gpu] threshold 0.1, a,b,c = 0.05,0.1,0.4', '[host] n = 1000
(array 1002 x 1002 = 1004004 floats, ...)', '[cpu] inner elements: 1000000'). homework.py keeps a tag that
names a version ('[GPU]', '[host] beside [gpu]') so two versions' counts are told apart; on a line with no
count that tag only hid the line's label: the line was read whole, its first number (the threshold's 0.10) taken
for a constant, the threshold and sizes lost. The threshold, the constants and the sizes are no version's: such a
line is read as its rest. A line naming a count or a fraction ('[gpu] y below: 13', '[gpu] total below t: 13')
keeps its tag. Part of the grader (homework._tags asks it); pure functions; a line's first 240 characters read.
"""
import re

# A settings line's first word: the threshold, the constants, the sizes ('t =', 'threshold', '(a,b,c) =',
# 'a,b,c =', 'abc:', 'weights', 'n =', 'N:', 'grid', 'array', 'inner elements', 'memory', 'row length')
_SETTING_FIRST = re.compile(
    r"(?i:t|thr|thresh|threshold|tol|tolerance|cutoff|abc|a[ \t]*,[ \t]*b[ \t]*,[ \t]*c|\([ \t]*a[ \t]*,|a|const\w{0,8}"
    r"|coef\w{0,10}|weights?|stencil|params?|parameters|settings|n|nx|size|sizes|grid|arrays?|dims?|dimensions?"
    r"|memory|mem|inner|rows?|row[ \t_]length)(?![\w(])")
# A count's or a fraction's word, or the arrays' names (a size's 'x' between two numbers aside)
_COUNT_CUE = re.compile(r"(?i)\b(?:below|under|less|lower|smaller|count\w*|fraction\w*|frac\w*|ratio|share|percent\w*|"
                        r"found|results?|x|y|nx|ny|x_\w*|y_\w*|checks?|verif\w*)\b|[<>%]|\b[xy](?=_|[A-Z])")
_TIMES = re.compile(r"(?<=\d)[ \t]{0,3}[x\u00d7][ \t]{0,3}(?=\d)")


def settings_only(text, at):
    """Whether text's line from `at` (after its tags) states only settings or sizes: it begins with a setting's
    word and names no count, fraction or array."""
    end = text.find("\n", at, at + 240)
    rest = text[at:end if end >= 0 else at + 240]
    if not _SETTING_FIRST.match(rest) or not any(c.isdigit() for c in rest):
        return False
    return _COUNT_CUE.search(_TIMES.sub(" by ", rest)) is None

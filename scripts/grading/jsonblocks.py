"""jsonblocks.py - a JSON object (or a Python dict's pprint) laid out a key a line whose values nest two records
deep under keys that are no group's (`"below": {` / `"x": {` / `"count": 100024,`, json.dumps(d, indent=2) of the
thirtieth pass's B): the count's line named no array (the array's key two lines up, under `below`), so no count
was found (UNGRADED). The same object on one line was read (jsonline.py). Now each such value's line is written as
its keys joined, as jsonline.py names it (`below x count :: 100024`); a value one record deep (`"x": {` over
`"below": 100024`) and a key that only groups its items (`"params": {`, jsonline._GROUPS) are left as they were, and
so is a block with a line of any other shape (a list's items, several keys a line): read as before. Line numbers
stay. Part of the grader (wholetext.ready asks it, at the text's ends); a pattern a line, bounded; pure functions.

    text = json_blocks_named(text)
"""
import re

from .jsonline import _GROUPS
from .textends import at_the_ends

_KEY = r"[\"'](?P<key>[A-Za-z_][\w .()/+^*-]{0,40})[\"'][ \t]{0,3}:[ \t]{0,3}"
_OPEN_ROOT = re.compile(r"[ \t]{0,16}\{[ \t]*")
_OPEN_KEY = re.compile(r"[ \t]{0,40}" + _KEY + r"\{[ \t]*")
_VALUE = re.compile(r"(?P<indent>[ \t]{0,40})" + _KEY + r"(?P<value>[+-]?(?:\d|\.\d)[\w.+-]{0,30})[ \t]*,?[ \t]*")
_CLOSE = re.compile(r"[ \t]{0,40}\}[ \t]*,?[ \t]*")
_MAX_DEPTH = 8


def _named(part):
    lines = part.split("\n")
    out, block, stack, changed = [], [], None, False
    for line in lines:
        if stack is None:
            if _OPEN_ROOT.fullmatch(line):
                stack, block = [], [line]
            else:
                out.append(line)
            continue
        m = _OPEN_KEY.fullmatch(line)
        if m and len(stack) < _MAX_DEPTH:
            stack.append(m.group("key"))
            block.append(line)
            continue
        m = _VALUE.fullmatch(line)
        if m:
            keys = [k for k in stack if k.lower() not in _GROUPS]
            if len(keys) >= 2:
                line = f"{m.group('indent')}{' '.join(keys + [m.group('key')])} :: {m.group('value')}"
                changed = True
            block.append(line)
            continue
        if _CLOSE.fullmatch(line):
            block.append(line)
            if not stack:  # (the root's brace: the block ends)
                out += block
                stack, block = None, []
            else:
                stack.pop()
            continue
        out += _unchanged(block, lines, len(out))  # (a line of another shape: the block as it was)
        stack, block = None, []
        if _OPEN_ROOT.fullmatch(line):
            stack, block = [], [line]
        else:
            out.append(line)
    out += block
    return "\n".join(out) if changed else part


def _unchanged(block, lines, at):
    """The block's lines as the text gives them (from `at`, where the block began in `lines`)."""
    return lines[at:at + len(block)]


def json_blocks_named(text):
    """text with each value nested two records deep in a key-a-line JSON block (module docstring) named by its keys."""
    return at_the_ends(text, _named, ("{",))

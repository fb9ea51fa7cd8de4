"""castnames.py - a printed expression's name with a language's casts in it (Rust's dbg! prints its code:
'cx as f64 / (n * n) as f64 = 0.100024'; C's '(double)cx/(n*n) = 0.100024'), and a memory whose name divides the
bytes by 2^30 written as a shift or a power ('(nn * nn * 4) as f64 / (1u64 << 30) as f64 = 0.00374...',
'N*N*4.0/(1 << 30) = 0.00374021', 'nx*nx*4/1024**3 = ...'). The casts hid the name's count over n's square (the
file UNGRADED, or the memory's value read as x's count); the shift left the memory unread. A cast is dropped
from the name ('cx / (n * n)'), and a name of a float's bytes (a factor 4, sizeof, nbytes, size_of) over 2^30
is written 'GiB per array': the value as printed, so a wrong one fails. Only a line 'name = number' (a dbg!
prefix '[src/main.rs:8:5] ' kept). Part of the grader (notations.plain_notations asks it, in a text's first and
last 256 KiB); one anchored pattern of bounded runs a line.
"""
import re

from .textends import at_the_ends

_LINE = re.compile(r"(?m)^((?:\[[\w./\\-]{1,80}:\d{1,6}(?::\d{1,4})?\][ \t]{1,3})?)([^=\n]{1,160}?)([ \t]{0,3}=[ \t]{0,3})"
                   r"([-+]?\d[\d.eE+-]{0,30})[ \t]{0,3}$")
_CASTS = re.compile(r"[ \t]{1,3}as[ \t]{1,3}(?:f64|f32|i64|i32|u64|u32|usize|isize)\b"
                    r"|\([ \t]{0,2}(?:double|float|long|int|real|f64|f32)[ \t]{0,2}\)[ \t]{0,2}")
# 2^30 as code writes it: a shift, a power of 2 or of 1024, its digits
_GIB = re.compile(r"/[ \t]{0,2}\(?[ \t]{0,2}(?:1(?:u64|u32|usize|i64|ul|ull|l|ll)?[ \t]{0,2}<<[ \t]{0,2}30|2[ \t]{0,2}(?:\*\*|\^)"
                  r"[ \t]{0,2}30|1024[ \t]{0,2}(?:\*\*|\^)[ \t]{0,2}3|1073741824(?:\.0?)?)[ \t]{0,2}\)?[ \t]{0,2}$", re.IGNORECASE)
_FLOAT_BYTES = re.compile(r"(?<![\w.])4(?:\.0?)?(?![\w.])|sizeof|nbytes|size_of", re.IGNORECASE)
_NEEDLES = (" as f", " as u", " as i", "(double)", "(float)", "(f64)", "<<", "1024**3", "1024^3", "**30", "^30")


def bytes_named(name):
    """'GiB per array' where a name divides a float array's bytes by 2^30 ('numel(x)*4/2^30', MATLAB's command over
    its ans: diary.py); else the name itself."""
    if "/" in name and "*" in name and _GIB.search(name) and _FLOAT_BYTES.search(name[:name.rfind("/")]):
        return "GiB per array"
    return name


def _named(m):
    given = m.group(2)  # (one string: each m.group() call is a new one, never `is` another)
    name = _CASTS.sub(" ", given) if " as " in given or ")" in given else given
    name = re.sub(r"[ \t]{2,}", " ", name).strip() if name != given else given  # (a cast's blanks; others kept)
    name = bytes_named(name)  # (the bytes of an array over 2^30)
    return m.group() if name == given else m.group(1) + name + m.group(3) + m.group(4)


def casts_dropped(text):
    """text with each 'name = number' line's casts dropped from its name, and its name of an array's bytes over
    2^30 written 'GiB per array'."""
    return at_the_ends(text, lambda part: _LINE.sub(_named, part), _NEEDLES)

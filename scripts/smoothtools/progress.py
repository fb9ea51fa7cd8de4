"""progress.py - what a script is running, said on a terminal's stderr (issue 67): a status line
rewritten in place while a step lasts and cleared after, so that standard output's lines (the
tables) are all the terminal keeps. smoothlib.run_main starts it for a script (start); every
./smooth and mpirun the scripts start goes through run, a numbered step."""
import contextlib
import os
import shutil
import subprocess
import sys
import threading
import time

_STARTED = time.monotonic()  # the script's start (imported with smoothlib, first)
_STATE = {"script": None, "runs": 0, "active": False, "clear": None}  # script: set by start (grade: its own)

HELP = ("Where stderr is a terminal, the run in progress is said there, its elapsed time rewritten each "
        "second and cleared after (stdout and the files are the same without it); SMOOTH_PROGRESS=0 turns "
        "it off, SMOOTH_PROGRESS=1 writes it as lines where stderr is not a terminal")
OWN = ("grade",)  # its own line, which file of how many (grading/cli.py's Progress): no second one


def start(script):
    """Progress for this script from now on (none for those that show their own)."""
    _STATE["script"] = None if script in OWN else script


def clear():
    """Clear the status line a step shows, if any, before a message of the script's own on stderr."""
    if _STATE["clear"]:
        _STATE["clear"]()


def _seconds(name, default, least=0.0):
    try:
        return max(least, float(os.environ.get(name) or default))
    except ValueError:
        return default


def mode():
    """None (no progress), "tty" (a status line rewritten in place) or "lines" (a line a
    report): SMOOTH_PROGRESS=1 forces lines where stderr is not a terminal (a log, a test),
    0 turns it off; unset (or auto), progress shows only where stderr is a terminal. Only
    the scripts started (start, by run_main) show it."""
    if not _STATE["script"]:
        return None
    wanted = os.environ.get("SMOOTH_PROGRESS", "auto").strip().lower()
    if wanted in ("0", "no", "off", "never"):
        return None
    try:
        tty = sys.stderr.isatty()
    except (AttributeError, ValueError):
        tty = False
    if tty:
        return "tty"
    return "lines" if wanted in ("1", "yes", "on", "always") else None


def _shown_command(command):
    """The command as a reader would type it: ./smooth for the checkout's, a relative path
    where it is shorter."""
    words = []
    for word in map(str, command):
        if os.sep in word and os.path.exists(word):
            rel = os.path.relpath(word)
            if not rel.startswith(".."):
                word = rel if os.sep in rel else "." + os.sep + rel
        words.append(word)
    return " ".join(words)


def _elapsed(seconds):
    return f"{seconds:.1f} s" if seconds < 10 else f"{seconds:.0f} s"


@contextlib.contextmanager
def step(what, detail=""):
    """Say on stderr what the script is doing while the block runs, so that no stretch of a
    long run is silent (issue 67): on a terminal a status line, "SCRIPT: WHAT (ELAPSED):
    DETAIL", shown once the script has run SMOOTH_PROGRESS_AFTER seconds (default 1, as
    smooth's own progress), its elapsed time rewritten every SMOOTH_PROGRESS_EVERY seconds
    (default 1), and cleared when the block ends, so that standard output's lines (the
    tables) are all the terminal keeps; with SMOOTH_PROGRESS=1 and stderr not a terminal,
    the same as lines. Nothing at all where stderr is not a terminal (unless forced), and
    standard output is never touched. A step inside a step says nothing of its own."""
    shows = mode()
    if not shows or _STATE["active"]:
        yield
        return
    _STATE["active"] = True
    after = _seconds("SMOOTH_PROGRESS_AFTER", 1.0)
    every = _seconds("SMOOTH_PROGRESS_EVERY", 1.0, least=0.05)
    started = time.monotonic()
    shown = [False]
    lock = threading.RLock()  # a signal's handler may end the step while the main thread draws
    stop = threading.Event()

    def draw():
        now = time.monotonic()
        if now - _STARTED < after:
            return
        spent = now - started
        text = f"{_STATE['script']}: {what}" + (f" ({_elapsed(spent)})" if spent >= every else "") + \
            (f": {detail}" if detail else "")
        with lock:
            if stop.is_set():
                return
            try:
                if shows == "tty":
                    width = shutil.get_terminal_size((80, 24)).columns
                    text = text if len(text) < width else text[:max(width - 4, 10)] + "..."
                    sys.stderr.write("\r" + text + "\x1b[K")
                else:
                    sys.stderr.write(text + "\n")
                sys.stderr.flush()
                shown[0] = True
            except (OSError, ValueError):  # stderr gone: progress is never worth failing over
                pass

    def beat():
        while True:
            wait = every
            if time.monotonic() - _STARTED < after:  # not shown yet: first when the script's time is up
                wait = min(every, after - (time.monotonic() - _STARTED))
            if stop.wait(max(wait, 0.01)):
                return
            draw()

    def cleared():  # and no more: stop is set
        stop.set()
        with lock:
            if shown[0] and shows == "tty":
                try:
                    sys.stderr.write("\r\x1b[K")
                    sys.stderr.flush()
                except (OSError, ValueError):
                    pass
            shown[0] = False

    _STATE["clear"] = cleared
    draw()
    beater = threading.Thread(target=beat, name="smoothtools-progress", daemon=True)
    beater.start()
    try:
        yield
    finally:
        stop.set()
        beater.join()
        cleared()
        _STATE["active"], _STATE["clear"] = False, None


def run(command, **kwargs):
    """subprocess.run(command, **kwargs) as a numbered step: every ./smooth (and mpirun) the
    scripts start goes through here, so each says what it runs on a terminal."""
    _STATE["runs"] += 1
    with step(f"run {_STATE['runs']}", _shown_command(command)):
        return subprocess.run(command, **kwargs)

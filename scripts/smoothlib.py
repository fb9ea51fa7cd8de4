"""smoothlib.py - what the scripts in scripts/ share: running ./smooth,
reading its text and JSON output, and finding matplotlib for the plots.

Used by scripts/bench, scripts/compare, scripts/grade and
scripts/plot-timeline; not a program of its own.
"""
import json
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SMOOTH = os.environ.get("SMOOTH", os.path.join(ROOT, "smooth"))


def fail(script, message, code=1):
    """One line on stderr, then exit: how every script reports trouble."""
    print(f"{script}: {message}", file=sys.stderr)
    sys.exit(code)


def need_smooth(script):
    if not os.access(SMOOTH, os.X_OK):
        fail(script, f"{SMOOTH} is missing: build it first with make")
    return SMOOTH


def run_smooth(args, script="smooth"):
    """Run ./smooth with args plus -json; return the parsed record."""
    command = [need_smooth(script)] + [str(a) for a in args] + ["-json"]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        fail(script, f"{' '.join(command)} exited {done.returncode}: {done.stderr.strip()}")
    return json.loads(done.stdout)


def wall_seconds(args, runs=3):
    """Median wall time of whole ./smooth processes, start to exit."""
    times = []
    for _ in range(runs):
        start = time.monotonic()
        done = subprocess.run([SMOOTH] + [str(a) for a in args], capture_output=True, text=True)
        times.append(time.monotonic() - start)
        if done.returncode != 0:
            fail("smooth", f"{args} exited {done.returncode}: {done.stderr.strip()}")
    return statistics.median(times)


def has_gpu():
    return subprocess.run([SMOOTH, "-list"], capture_output=True).returncode == 0


def timers(record):
    """{label: (seconds, GB/s or None)} of a -json record."""
    return {t["label"]: (t["seconds"], t.get("gb_per_s")) for t in record["timers"]}


TIMER_LINE = re.compile(r"^(?P<label>\S.*?)\s+::\s+(?P<seconds>[0-9.]+)(\s+(?P<gbs>[0-9.]+) GB/s)?\s*$")


def text_timers(text):
    """{label: (seconds, GB/s or None)} from the timer table of text output."""
    rows, inside = {}, False
    for line in text.splitlines():
        if line.startswith("Action"):
            inside = True
            continue
        if inside and line.strip() in ("", "------"):
            if line.strip() == "" and rows:
                break
            continue
        m = TIMER_LINE.match(line) if inside else None
        if m:
            rows[m["label"]] = (float(m["seconds"]), float(m["gbs"]) if m["gbs"] else None)
    return rows


def pyplot(script):
    """matplotlib.pyplot with a file-only backend, or a clear failure. Where
    this python lacks it but Debian's /usr/bin/python3 has it
    (python3-matplotlib), the script re-runs itself there."""
    try:
        import matplotlib
    except ImportError:
        alt = "/usr/bin/python3"
        if (os.access(alt, os.X_OK) and os.path.realpath(alt) != os.path.realpath(sys.executable)
                and subprocess.run([alt, "-c", "import matplotlib"], capture_output=True).returncode == 0):
            os.execv(alt, [alt] + sys.argv)
        fail(script, "matplotlib is missing: install python3-matplotlib (Debian) or pip install matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt

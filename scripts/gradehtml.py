"""gradehtml.py - grade's -html FILE: one self-contained page a teacher
opens in a browser (no script, no style sheet, no font or image fetched):
the class's tally, its mistakes as a bar chart (inline SVG), the roster
with each student's verdict and points, and each student's feedback.

    scripts/grade -html class.html submissions/

Used by scripts/grade; not a program of its own.
"""
import html
import os

import lmslib

VERDICT_COLOURS = {"pass": "#1a7f37", "plausible": "#9a6700", "fail": "#cf222e", "ungraded": "#57606a"}
STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 62em; color: #1f2328; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.6em; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.3em 0.6em; }
tr:nth-child(even) { background: #f6f8fa; } th { border-bottom: 2px solid #d0d7de; }
td.points { text-align: right; font-variant-numeric: tabular-nums; }
.verdict { font-weight: 600; } details { margin: 0.4em 0; } pre { white-space: pre-wrap; margin: 0.4em 1.2em; }
"""


def _e(text):
    return html.escape(str(text), quote=True)


def _verdict(verdict):
    return f'<span class="verdict" style="color: {VERDICT_COLOURS.get(verdict, "#1f2328")}">{_e(verdict)}</span>'


def _within(path, folders):
    """The file's path below the class folder that holds it (the roster's column), else as given."""
    for folder in folders:
        relative = os.path.relpath(path, folder)
        if not relative.startswith(".."):
            return relative if relative != "." else os.path.basename(path)
    return path


def mistakes_chart(mistakes):
    """[(mistake, files)] as horizontal bars in SVG, the count at each bar's end."""
    if not mistakes:
        return "<p>No mistakes named: every graded file passed or was plausible.</p>"
    bar, gap, label_width, width = 22, 8, 440, 760
    most = max(files for _, files in mistakes)
    height = len(mistakes) * (bar + gap) + gap
    rows = []
    for i, (mistake, files) in enumerate(mistakes):
        y = gap + i * (bar + gap)
        length = max(2, (width - label_width - 60) * files / most)
        rows.append(f'<text x="{label_width - 8}" y="{y + bar * 0.7:.1f}" text-anchor="end" font-size="13">'
                    f'{_e(mistake[:70])}</text>'
                    f'<rect x="{label_width}" y="{y}" width="{length:.1f}" height="{bar}" fill="#cf222e">'
                    f'<title>{_e(mistake)}: {files} file(s)</title></rect>'
                    f'<text x="{label_width + length + 6:.1f}" y="{y + bar * 0.7:.1f}" font-size="13">{files}</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
            f'aria-label="the class\'s mistakes, by the files that make them">{"".join(rows)}</svg>')


def page(entries, tally, mistakes, rubric, folders, reproduce, shown, title="smooth homework"):
    """The page's text. entries, tally and mistakes as grade makes them;
    reproduce(entry): the smooth command behind its expected numbers;
    shown(path): a path as a report may print it."""
    most = lmslib.max_total(rubric)
    groups = lmslib.by_student(entries, folders)
    parts = [f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{_e(title)}: grades</title>"
             f"<style>{STYLE}</style></head><body>",
             f"<h1>{_e(title)}: {len(groups)} student(s), {tally['files']} file(s)</h1>",
             "<p>" + ", ".join(f"{_verdict(v)} {tally[v]}" for v in ("pass", "plausible", "fail", "ungraded"))
             + (f"; {tally['skipped']} file(s) skipped (not outputs)" if tally.get("skipped") else "") + "</p>",
             "<h2>The class's mistakes, by the files that make them</h2>", mistakes_chart(mistakes),
             f"<h2>Roster (points of {most:g}; a student's best file)</h2>",
             '<table><thead><tr><th>student</th><th>user id</th><th>file</th><th>verdict</th>'
             '<th>points</th><th>late</th></tr></thead><tbody>']
    chosen = []
    for who, group in groups:
        entry = lmslib.best(group, rubric)
        chosen.append((who, entry))
        points = lmslib.score(entry, rubric)[0]
        parts.append(f'<tr><td><a href="#s{len(chosen)}">{_e(shown(who["student"]))}</a></td>'
                     f'<td>{_e(who["user_id"])}</td><td>{_e(shown(_within(entry["file"], folders)))}</td>'
                     f'<td>{_verdict(entry["verdict"])}</td><td class="points">{points:g}</td>'
                     f'<td>{"late" if who["late"] else ""}</td></tr>')
    parts.append("</tbody></table><h2>Feedback</h2>")
    for i, (who, entry) in enumerate(chosen, 1):
        text = lmslib.feedback(entry, rubric, reproduce(entry))
        parts.append(f'<details id="s{i}"><summary>{_e(shown(who["student"]))}: {_verdict(entry["verdict"])}'
                     f'</summary><pre>{_e(chr(10).join(shown(line) for line in text.rstrip().split(chr(10))))}</pre></details>')
    parts.append("</body></html>\n")
    return "\n".join(parts)

"""page.py - grade's -html FILE: one self-contained page a teacher
opens in a browser (no script, no style sheet, no font or image fetched):
the class's tally, its mistakes as a bar chart (inline SVG), the roster
with each student's verdict and points, and each student's feedback.

    scripts/grade -html class.html submissions/

Used by scripts/grade; not a program of its own.
"""
import html
import os

from . import lms

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


ATTENTION = {"ungraded": 0, "fail": 1, "plausible": 2, "pass": 3}  # the roster's order: who needs the teacher first


def why(entry, rubric, mistakes_of):
    """The roster's reason: an ungraded file's, a failed file's mistakes, and where
    a fail costs no points (it fails only fields the rubric gives none)."""
    if entry["verdict"] == "ungraded":
        return entry["reason"]
    if entry["verdict"] != "fail":
        return ""
    text = "; ".join(mistakes_of(entry))
    if lms.fail_without_loss(entry, rubric):
        text += f" ({lms.fail_without_loss(entry, rubric)})"
    return text


def mistakes_chart(mistakes, name_of=lambda entry: entry["file"]):
    """[(mistake, entries)] as horizontal bars in SVG, the count at each bar's end, and
    under it who made each mistake (the whole mistake's name there, never clipped)."""
    if not mistakes:
        return "<p>No mistakes named: every graded file passed or was plausible.</p>"
    bar, gap, label_width, width = 22, 8, 440, 760
    most = max(len(files) for _, files in mistakes)
    height = len(mistakes) * (bar + gap) + gap
    rows = []
    for i, (mistake, files) in enumerate(mistakes):
        y = gap + i * (bar + gap)
        length = max(2, (width - label_width - 60) * len(files) / most)
        label = mistake if len(mistake) <= 62 else mistake[:60] + "…"
        rows.append(f'<text x="{label_width - 8}" y="{y + bar * 0.7:.1f}" text-anchor="end" font-size="13">'
                    f'{_e(label)}</text>'
                    f'<rect x="{label_width}" y="{y}" width="{length:.1f}" height="{bar}" fill="#cf222e">'
                    f'<title>{_e(mistake)}: {len(files)} file(s)</title></rect>'
                    f'<text x="{label_width + length + 6:.1f}" y="{y + bar * 0.7:.1f}" font-size="13">{len(files)}</text>')
    who = "".join(f"<li>{_e(mistake)}: {_e(', '.join(sorted({name_of(e) for e in files})))}</li>"
                  for mistake, files in mistakes)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
            f'aria-label="the class\'s mistakes, by the files that make them">{"".join(rows)}</svg>'
            f"<ul>{who}</ul>")


def page(entries, tally, mistakes, rubric, folders, reproduce, shown, skipped=(), title="smooth homework",
         mistakes_of=lambda entry: []):
    """The page's text. entries, tally and mistakes as grade makes them;
    reproduce(entry): the smooth command behind its expected numbers;
    shown(path): a path as a report may print it; skipped: [(path, why)];
    mistakes_of(entry): a failed file's mistakes."""
    most = lms.max_total(rubric)
    rows = lms.roster(entries, rubric, folders)
    names = {id(entry): who["student"] + (f" ({who['user_id']})" if who["user_id"] else "")
             for who, group, _, _ in rows for entry in group}
    parts = [f"<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{_e(title)}: grades</title>"
             f"<style>{STYLE}</style></head><body>",
             f"<h1>{_e(title)}: {len(rows)} student(s), {tally['files']} file(s)</h1>",
             "<p>" + ", ".join(f"{_verdict(v)} {tally[v]}" for v in ("pass", "plausible", "fail", "ungraded"))
             + (f"; {tally['skipped']} file(s) skipped (not outputs, listed at the end)" if tally.get("skipped") else "")
             + "</p>",
             "<h2>The class's mistakes, by the files that make them</h2>",
             mistakes_chart(mistakes, lambda entry: shown(names.get(id(entry), entry["file"]))),
             f"<h2>Roster (points of {most:g}; a student's best file, the lowest where their outputs disagree; who needs attention first)</h2>",
             '<table><thead><tr><th>student</th><th>user id</th><th>file</th><th>verdict</th>'
             '<th>points</th><th>late</th><th>why</th></tr></thead><tbody>']
    order = sorted(range(len(rows)), key=lambda k: (ATTENTION.get(rows[k][2]["verdict"], 0), rows[k][3],
                                                    rows[k][0]["student"], k))
    for k in order:
        who, group, entry, points = rows[k]
        reason = lms.in_submission("; ".join(r for r in (why(entry, rubric, mistakes_of),
                                                         lms.student_notes(group, rubric, False)) if r), folders)
        parts.append(f'<tr><td><a href="#s{k + 1}">{_e(shown(who["student"]))}</a></td>'
                     f'<td>{_e(who["user_id"])}</td><td>{_e(shown(_within(entry["file"], folders)))}</td>'
                     f'<td>{_verdict(entry["verdict"])}</td><td class="points">{points:g}</td>'
                     f'<td>{"late" if who["late"] else ""}</td><td>{_e(shown(reason))}</td></tr>')
    parts.append("</tbody></table>")
    look = [(who, entry) for who, _, entry, _ in rows if lms.unverified(entry)]
    if look:  # what no grader can check, for the teacher's own eyes
        parts.append(f"<h2>Needs a look: counts that could not be verified ({len(look)})</h2><p>{_e(lms.UNVERIFIED)}."
                     "</p><ul>" + "".join(f"<li>{_e(shown(who['student']))}: {_e(shown(_within(entry['file'], folders)))}: "
                                         f"{_e(lms.unverified_note(entry, rubric))}</li>" for who, entry in look)
                     + "</ul>")
    noted = [(who, entry) for who, _, entry, _ in rows if entry.get("notes")]
    if noted:  # an n not the class's (not failed), a file's name wrong: for the teacher to check
        parts.append(f"<h2>Needs a look: notes ({len(noted)})</h2><ul>" + "".join(
            f"<li>{_e(shown(who['student']))}: {_e(shown(_within(entry['file'], folders)))}: "
            f"{_e(shown(lms.in_submission('; '.join(entry['notes']), folders)))}</li>"
            for who, entry in noted) + "</ul>")
    parts.append("<h2>Feedback</h2>")
    for k, (who, group, entry, _) in enumerate(rows, 1):
        text = lms.student_feedback(group, rubric, reproduce, folders)  # (as the feedback files say it)
        parts.append(f'<details id="s{k}"><summary>{_e(shown(who["student"]))}'
                     f'{_e(" (" + who["user_id"] + ")") if who["user_id"] else ""}: {_verdict(entry["verdict"])}'
                     f'</summary><pre>{_e(chr(10).join(shown(line) for line in text.rstrip().split(chr(10))))}</pre></details>')
    if skipped:
        parts.append("<h2>Skipped (not outputs)</h2><ul>" +
                     "".join(f"<li>{_e(shown(_within(path, folders)))}: {_e(reason)}</li>" for path, reason in skipped) + "</ul>")
    parts.append("</body></html>\n")
    return "\n".join(parts)

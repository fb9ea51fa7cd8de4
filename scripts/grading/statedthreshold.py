"""statedthreshold.py - the threshold stated only inside the counts' labels ('x below 0.1: 100024 (0.100024)',
'Number of y elements < 0.1: 12', 'x below t=0.1: ...', Go's log lines): where no line of the output gives the
threshold on its own, the first count's or fraction's stated threshold is the threshold field, so a teacher's
point for it is given, and a wrong one ('x below 0.2: ...') fails it. The counts stated at another threshold than
that are then checked as before (printings.other_thresholds: dropped beside the right ones, else a second
threshold that must agree). Only a threshold between 0 and 1, as printings.other_thresholds takes one: a
'below 10%' is a percentage, no threshold. Part of the grader (fields.read_output asks it); no patterns of its own
(printings.stated_threshold read the labels).
"""
from .found import Found


def threshold_of_counts(values, order, stated_at):
    """Where `values` ({kind: [Found]}) holds no threshold (nor a tolerance read as one), the threshold the first
    count's or fraction's line states (stated_at: {(kind, line): threshold}) added as the threshold field."""
    if not stated_at or values.get("threshold") or values.get("tolerance"):
        return
    stated = min(((line, t) for (_, line), t in stated_at.items() if 0 < t < 1), default=None)
    if stated is None:
        return
    found = Found(f"{stated[1]:g}", stated[1], stated[0])
    found.note = "stated in a count's label"
    values["threshold"] = [found]
    if "threshold" not in order:
        order.append("threshold")

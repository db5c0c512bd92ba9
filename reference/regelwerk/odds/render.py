"""What ``regelwerk odds`` prints: a table for people, JSON for programs.

Values come from the case (unit and model ids, terrain names), so the text form writes them
through :func:`regelwerk.harness.text.console`: never read as console markup, every character
that is not printable escaped.
"""

from __future__ import annotations

from fractions import Fraction

from rich.console import Console
from rich.table import Table

from regelwerk.core import canonical
from regelwerk.core.canonical import Json
from regelwerk.harness.text import console as safe
from regelwerk.odds.distribution import fraction_text
from regelwerk.odds.engine import OddsResult

BAR_WIDTH = 30
_EIGHTHS = " ▏▎▍▌▋▊▉"


def bar(p: Fraction, largest: Fraction) -> str:
    """A horizontal bar of ``p`` against the largest probability, in eighths of a cell."""
    eighths = round(p / largest * BAR_WIDTH * 8) if largest else 0
    full, part = divmod(eighths, 8)
    return "█" * full + (_EIGHTHS[part] if part else "")


def percent(p: Fraction) -> str:
    """``p`` as a percentage with two decimals; below 0.01 % as ``<0.01%`` rather than 0."""
    if p and p < Fraction(1, 10_000):
        return "<0.01%"
    return f"{float(p * 100):.2f}%"


def value_text(value: Json) -> str:
    """A projected value as one line: a string as it is, anything else as compact JSON."""
    return value if isinstance(value, str) else canonical.dumps(value)


def print_text(out: Console, result: OddsResult, source: str) -> None:
    """The distribution as a table (value, percentage, bar, fraction) under a head line."""
    pins = ", ".join(f"{k}={v}" for k, v in sorted(result.interpretations.items())) or "the defaults"
    how = "runs merged by judged dice and checkpoints" if result.merged else "every face of every die in order"
    out.print(f"[bold]{safe(source)}[/]: {safe(result.ruleset)}, projection [bold]{safe(result.projection)}[/], interpretations {safe(pins)}")
    if not result.open:
        out.print(_why_certain(result))
    else:
        out.print(f"{result.runs:,} engine runs ({how}).")
    table = Table(show_edge=False, box=None, pad_edge=False)
    table.add_column("value", overflow="fold")
    table.add_column("%", justify="right", no_wrap=True)
    table.add_column("", no_wrap=True, min_width=BAR_WIDTH)
    table.add_column("probability", overflow="fold")  # exact, so never cut: folded
    largest = max((e.probability for e in result.distribution.entries), default=Fraction(0))
    for entry in result.distribution.entries:
        table.add_row(safe(value_text(entry.value)), percent(entry.probability), bar(entry.probability, largest), fraction_text(entry.probability))
    out.print(table)
    mean = result.distribution.mean()
    if mean is not None and len(result.distribution.entries) > 1:
        out.print(f"mean {mean} ≈ {float(mean):.4f}")


def _why_certain(result: OddsResult) -> str:
    """Why a case without open dice has one value: a rejection, a question, or given dice."""
    value = result.distribution.entries[0].value if len(result.distribution.entries) == 1 else None
    if isinstance(value, dict) and set(value) == {"rejected"}:
        return "No die is left to roll, and the rules reject the case: one outcome, probability 1."
    if isinstance(value, dict) and set(value) == {"answered"}:
        return "A question reads no dice: one answer, probability 1."
    return "The case's dice decide the outcome: no die was left open, so there is one value with probability 1."


def to_json(result: OddsResult, source: str) -> Json:
    """The result's JSON (:meth:`OddsResult.to_json`) with the case file."""
    return {**result.to_json(), "case": source}

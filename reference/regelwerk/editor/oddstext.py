"""Distributions side by side as Markdown: ``impact --odds`` (two readings) and
``ambiguities`` (every option of a switch).  Every text from the suite (ids, descriptions,
values) is escaped (:func:`~regelwerk.editor.changes.md_cell`, ``md_code``)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from regelwerk.core.canonical import Json
from regelwerk.editor.changes import md_cell, md_code
from regelwerk.editor.oddsdiff import OddsChange, OddsSpread, ValueRow, largest_change
from regelwerk.odds.distribution import Distribution, fraction_text
from regelwerk.odds.render import percent, value_text

MAX_VECTORS = 50  # per list of ``impact --odds`` in Markdown; the JSON has all
MAX_VALUES = 20  # rows of one table; the values with the largest changes are kept
MAX_SPREADS = 3  # vectors shown per option in ``ambiguities``


def probability_cell(p: Fraction) -> str:
    """``1/3 (33.33%)``."""
    return f"{fraction_text(p)} ({percent(p)})"


def points(change: Fraction) -> str:
    """A change of probability in percentage points, signed: ``+16.67 pp``, ``±0.00 pp``."""
    if not change:
        return "±0.00 pp"
    text = f"{float(change * 100):+.2f} pp"
    return text if text not in ("+0.00 pp", "-0.00 pp") else f"{text[0]}<0.01 pp"


def value_cell(value: Json) -> str:
    return md_code(value_text(value))


def options_text(options: dict[str, str]) -> str:
    return ", ".join(f"{s}={o}" for s, o in sorted(options.items()))


def kept_rows(rows: Sequence[ValueRow], limit: int = MAX_VALUES) -> tuple[list[ValueRow], int]:
    """At most ``limit`` rows: those whose probability moves most, in their order; and how many
    were left out."""
    if len(rows) <= limit:
        return list(rows), 0
    keep = {id(r) for r in sorted(rows, key=lambda r: abs(r.change), reverse=True)[:limit]}
    return [r for r in rows if id(r) in keep], len(rows) - limit


def mean_line(old: Distribution | None, new: Distribution | None) -> list[str]:
    a = old.mean() if old is not None else None
    b = new.mean() if new is not None else None
    if a is None or b is None:
        return []
    return ["", f"Mean: {fraction_text(a)} ≈ {float(a):.4f} → {fraction_text(b)} ≈ {float(b):.4f}"]


def change_markdown(change: OddsChange) -> list[str]:
    """One vector under the old and the new reading: the largest move in a sentence, then per
    value both probabilities and the change; the means of a number."""
    vector = change.vector
    pins = options_text(dict(vector.interpretations))
    lines = [
        f"#### {md_code(vector.id)}",
        "",
        f"{md_cell(vector.description)} (projection {md_code(str(vector.raw['projection']))}; "
        f"clauses {md_cell(', '.join(vector.clauses))}{'; pins ' + md_cell(pins) if pins else ''})",
    ]
    if change.error is not None or change.old is None or change.new is None:
        return [*lines, "", f"Not comparable: {md_cell(change.error or 'no distribution')}"]
    rows = change.rows
    top = largest_change(rows)
    old_label, new_label = options_text(change.old_options), options_text(change.new_options)
    if top is not None:
        lines += [
            "",
            f"Largest change: {value_cell(top.value)} {fraction_text(top.old)} → **{fraction_text(top.new)}** ({points(top.change)})",
        ]
    shown, left = kept_rows(rows)
    lines += ["", f"| value | {md_cell(old_label)} | {md_cell(new_label)} | change |", "|---|---:|---:|---:|"]
    lines += [f"| {value_cell(r.value)} | {probability_cell(r.old)} | {probability_cell(r.new)} | {points(r.change)} |" for r in shown]
    if left:
        lines.append(f"\n… and {left} value(s) that move less (all in `--format json`)")
    return lines + mean_line(change.old, change.new)


def odds_impact_markdown(examined: int, changes: Sequence[OddsChange], pinned: Sequence[OddsChange]) -> list[str]:
    """The ``--odds`` part of ``regelwerk impact``."""
    lines = [f"### Odds: distribution vectors whose distribution changes ({len(changes)} of {examined} examined)", ""]
    if not examined:
        return [*lines, "This rule set has no distribution vectors."]
    lines += _listed(changes, "None: no distribution vector that pins no option of these switches changes.")
    lines += ["", f"### Odds: pinned to an option of these switches ({len(pinned)})", ""]
    if pinned:
        lines += ["Old: the distribution under the pin; new: under the new default.", ""]
    return lines + _listed(pinned, "None.")


def _listed(changes: Sequence[OddsChange], none: str) -> list[str]:
    if not changes:
        return [none]
    lines: list[str] = []
    for change in changes[:MAX_VECTORS]:
        lines += [*change_markdown(change), ""]
    if len(changes) > MAX_VECTORS:
        lines.append(f"… and {len(changes) - MAX_VECTORS} more (all of them are in the JSON form: `--format json`)")
    return lines[:-1] if lines and lines[-1] == "" else lines


def spread_markdown(spread: OddsSpread) -> list[str]:
    """One vector under every option of a switch: a column per option (its own marked)."""
    options = [o for o, _ in spread.distributions]
    head = " | ".join(md_cell(o) + (" (own)" if o == spread.own else "") for o in options)
    lines = [
        f"{md_code(spread.vector.id)}: {md_cell(spread.vector.description)} (projection {md_code(str(spread.vector.raw['projection']))})",
        "",
        f"| value | {head} |",
        "|---|" + "---:|" * len(options),
    ]
    values = spread.values()
    for value in values[:MAX_VALUES]:
        lines.append(f"| {value_cell(value)} | " + " | ".join(probability_cell(spread.probability(o, value)) for o in options) + " |")
    if len(values) > MAX_VALUES:
        lines.append(f"\n… and {len(values) - MAX_VALUES} more value(s) (all in `--format json`)")
    means = [d.mean() if d is not None else None for _, d in spread.distributions]
    if all(m is not None for m in means) and means:
        lines += ["", "Mean: " + "; ".join(f"{md_cell(o)} {float(m):.4f}" for o, m in zip(options, means, strict=True) if m is not None)]
    errors = dict(spread.errors)
    if errors:
        lines += ["", "No distribution: " + "; ".join(f"{md_cell(o)}: {md_cell(e)}" for o, e in errors.items())]
    return lines


def spreads_markdown(spreads: Sequence[OddsSpread], options: Sequence[str], examined: int) -> list[str]:
    """The odds part of one switch in ``regelwerk ambiguities``: how many distribution vectors
    depend on it, and per option up to :data:`MAX_SPREADS` of those that change under it."""
    if not examined:
        return []
    if not spreads:
        return ["", f"Odds: none of the {examined} distribution vectors depends on this switch."]
    lines = ["", f"Odds: {len(spreads)} of {examined} distribution vectors depend on this switch."]
    for option in options:
        moved = [s for s in spreads if s.differs_under(option)]
        if not moved:
            continue
        more = f" ({MAX_SPREADS} shown; all in `--format json`)" if len(moved) > MAX_SPREADS else ""
        lines += ["", f"Under **{md_cell(option)}** {len(moved)} change their distribution{more}:"]
        for spread in moved[:MAX_SPREADS]:
            lines += ["", *spread_markdown(spread)]
    return lines

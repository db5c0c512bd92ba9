"""One form for "this vector's outcome would be, or is, different": shared by ``impact`` and
``diff``, rendered as JSON and as Markdown fit for a pull-request comment.

A :class:`VectorChange` carries the old and the new expected outcome whole (JSON) and every
difference between them as ``JSON path: what`` lines, computed by the matcher ``verify`` uses
(:func:`regelwerk.core.match.compare_outcomes`), so a change reads exactly like a ``wrong``
result of a port.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.match import compare_outcomes
from regelwerk.rulesets import RULESETS

MAX_ROWS = 200  # per table in Markdown: a pull-request comment has a size limit; the JSON has all


@dataclass(frozen=True)
class VectorChange:
    id: str
    ruleset: str
    clauses: tuple[str, ...]
    source: str  # features/<file>:<line>, or a table file and row
    interpretations: Json  # the options the vector pins
    old: Json | None  # the expected outcome before (None: the vector is new)
    new: Json | None  # after (None: the vector is gone)
    differences: tuple[str, ...] = ()  # "JSON path: what" for a changed outcome
    notes: tuple[str, ...] = field(default=())  # what else changed (diff: wording, clause text, ...)

    def to_json(self) -> Json:
        out: dict[str, Json] = {
            "id": self.id,
            "clauses": list(self.clauses),
            "source": self.source,
            "interpretations": self.interpretations,
            "old": self.old,
            "new": self.new,
        }
        if self.differences:
            out["differences"] = list(self.differences)
        if self.notes:
            out["notes"] = list(self.notes)
        return out


def distribution_of(outcome: Json) -> dict[str, tuple[Json, str]] | None:
    """The expected distribution of a distribution vector as value key → (value, ``"p/q"``);
    ``None`` for any other outcome."""
    entries = outcome.get("distribution") if isinstance(outcome, dict) and "status" not in outcome else None
    if not isinstance(entries, list):
        return None
    return {dumps(e.get("value")): (e.get("value"), str(e.get("p"))) for e in entries if isinstance(e, dict)}


def distribution_differences(old: dict[str, tuple[Json, str]], new: dict[str, tuple[Json, str]]) -> tuple[str, ...]:
    """``$.distribution[<value>]: p → q`` for every value whose probability differs (``0/1``:
    the value does not occur)."""
    lines = []
    for key in sorted(set(old) | set(new)):
        before, after = old.get(key, (None, "0/1"))[1], new.get(key, (None, "0/1"))[1]
        if before != after:
            lines.append(f"$.distribution[{key}]: {before} → {after}")
    return tuple(lines)


def outcome_differences(ruleset: str, old: Json, new: Json) -> tuple[str, ...]:
    """Every difference between two outcomes as ``path: what``; empty if they match as ``verify``
    would judge (the free text of a rejection is never compared).  Two distributions (of
    distribution vectors) differ by the probabilities of their values."""
    old_distribution, new_distribution = distribution_of(old), distribution_of(new)
    if old_distribution is not None or new_distribution is not None:
        if old_distribution is None or new_distribution is None:
            return () if dumps(old) == dumps(new) else ("$: differs",)
        return distribution_differences(old_distribution, new_distribution)
    ruleset_value = RULESETS.get(ruleset)
    if ruleset_value is None:  # a tree of a rule set this regelwerk does not know: plain JSON
        return () if dumps(old) == dumps(new) else ("$: differs",)
    mismatch = compare_outcomes(ruleset_value, old, new)
    if mismatch is None:
        return ()
    return tuple(mismatch.lines())


def outcome_summary(outcome: Json | None) -> str:
    """One short line: ``accepted: moved, hazard_checked, captured``, ``rejected illegal
    <code> (<clause>)``, ``answered: {"defeated":true,…}``, ``–`` for none."""
    if not isinstance(outcome, dict):
        return "–"
    distribution = distribution_of(outcome)
    if distribution is not None:
        shown = ", ".join(f"{key} {p}" for key, (_, p) in list(distribution.items())[:4])
        return f"distribution: {shown}" + (f", … ({len(distribution) - 4} more)" if len(distribution) > 4 else "")
    status = outcome.get("status")
    if status == "accepted":
        events = [e.get("type", "?") for e in outcome.get("events", []) if isinstance(e, dict)]
        shown = ", ".join(events[:6]) + (f", … ({len(events) - 6} more)" if len(events) > 6 else "")
        return f"accepted: {shown}" if events else "accepted, no events"
    if status == "rejected":
        error = outcome.get("error") or {}
        detail = error.get("clause") or error.get("label")
        return f"rejected {error.get('kind', '?')} {error.get('code', '?')}" + (f" ({detail})" if detail else "")
    if status == "answered":
        text = dumps(outcome.get("answer"))
        return f"answered: {text if len(text) <= 60 else text[:57] + '…'}"
    return str(status)


def md_cell(text: str) -> str:
    """Text that stays inside one Markdown table cell and shows no markup of its own."""
    for char in "\\|`*_[]<>~&":
        text = text.replace(char, "\\" + char)
    return " ".join(text.split())


def md_code(text: str) -> str:
    """Text as a Markdown code span (shown literally: no markup, no HTML), or, where it holds a
    backtick or a line break that would end the span, as :func:`md_cell` text."""
    if "`" in text or "\n" in text or "\r" in text or not text.strip():
        return md_cell(text)
    return f"`{text}`"


def md_table(changes: Sequence[VectorChange], what: str, with_notes: bool = False) -> list[str]:
    """A table of changes: id, clauses, old and new outcome side by side, the first difference
    (or, ``with_notes``, what else changed)."""
    last = "what changed" if with_notes else "first difference"
    lines = [f"| vector | clauses | old | new | {last} |", "|---|---|---|---|---|"]
    for change in changes[:MAX_ROWS]:
        detail = "; ".join(change.notes) if with_notes else (change.differences[0] if change.differences else "")
        pins = ", ".join(f"{k}={v}" for k, v in sorted(change.interpretations.items()))
        name = md_code(change.id) + (f" ({md_cell(pins)})" if pins else "")
        lines.append(
            f"| {name} | {md_cell(', '.join(change.clauses))} | {md_cell(outcome_summary(change.old))} | "
            f"{md_cell(outcome_summary(change.new))} | {md_cell(detail)} |"
        )
    if len(changes) > MAX_ROWS:
        lines.append(f"\n… and {len(changes) - MAX_ROWS} more {what} (all of them are in the JSON form: `--format json`)")
    return lines


def by_clause(changes: Iterable[VectorChange]) -> dict[str, list[str]]:
    """Clause id → the ids of the changes that cite it (a vector under every clause it cites)."""
    index: dict[str, list[str]] = {}
    for change in changes:
        for clause in change.clauses:
            index.setdefault(clause, []).append(change.id)
    return {clause: sorted(ids) for clause, ids in sorted(index.items())}


def grouped(changes: Iterable[VectorChange]) -> dict[str, dict[str, list[VectorChange]]]:
    """Rule set → first cited clause → changes, each list sorted by id: the order of the Markdown."""
    groups: dict[str, dict[str, list[VectorChange]]] = {}
    for change in sorted(changes, key=lambda c: c.id):
        clause = change.clauses[0] if change.clauses else "(no clause)"
        groups.setdefault(change.ruleset, {}).setdefault(clause, []).append(change)
    return {rs: dict(sorted(clauses.items())) for rs, clauses in sorted(groups.items())}

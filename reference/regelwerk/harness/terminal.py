"""What ``regelwerk verify`` prints: short by default.

One line of counts per rule set, then the unexpected results (at most :data:`MAX_FAILURES`,
each with its id, clauses and source on one line and the differences below it), the reasons
cases were not run, and the verdict.  ``--by clause`` / ``--by feature`` add the tables.  All
engine-provided text goes through :func:`regelwerk.harness.text.console`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.table import Table

from regelwerk.harness.cases import source_text
from regelwerk.harness.protocol import StartInfo
from regelwerk.harness.report import COLUMNS, GROUPS, label, not_run_lines, tally
from regelwerk.harness.results import KINDS, NOT_RUN, UNEXPECTED_PASS, CaseResult, RunSummary
from regelwerk.harness.text import console as safe
from regelwerk.harness.text import first_line

MAX_FAILURES = 20  # unexpected results printed in full; the report has all of them
MAX_DETAIL_LINES = 22  # lines of a message printed under a failure (20 differences, "and N more")


def ruleset_line(name: str, row: dict[str, int]) -> str:
    """``<rule set>: 536 cases: 530 pass, 2 wrong, 4 not run (1 expected failure)``."""
    total = sum(row[kind] for kind in (*KINDS, NOT_RUN))
    parts = [f"{row[kind]} {kind}" for kind in (*KINDS, NOT_RUN) if row[kind] or kind == "pass"]
    extra = [f"{row['expected']} expected failures" if row["expected"] else "", f"{row['unexpected']} unexpected" if row["unexpected"] else ""]
    notes = ", ".join(e for e in extra if e)
    return f"{name}: {total} cases: {', '.join(parts)}" + (f" ({notes})" if notes else "")


def print_summary(
    out: Console,
    summary: RunSummary,
    info: StartInfo,
    *,
    list_failures: bool = True,
    by: Sequence[str] = (),
    report: Path | None = None,
) -> None:
    for name, row in tally(summary, GROUPS["ruleset"][1]).items():
        style = "red" if row["unexpected"] else "green"
        _say(out, f"[{style}]{safe(ruleset_line(name, row))}[/]")
    for group in by:
        _print_table(out, summary, group)
    failed = [r for r in summary.results if r.failed] if list_failures else []
    for r in failed[:MAX_FAILURES]:
        where = "; ".join(p for p in (", ".join(r.clauses), _source(r)) if p)
        head = f"✗ {r.id} ({where}): {label(r)}" if where else f"✗ {r.id}: {label(r)}"
        lines = [] if r.status == UNEXPECTED_PASS else r.message.strip().split("\n")  # "\n" only: other breaks are shown escaped
        if len(lines) == 1:
            head += f": {first_line(r.message)}"
            lines = []
        _say(out, f"[red]{safe(head)}[/]")
        for line in lines[:MAX_DETAIL_LINES]:
            _say(out, "    " + safe(line[:300]))
        if len(lines) > MAX_DETAIL_LINES:
            _say(out, f"    … {len(lines) - MAX_DETAIL_LINES} more lines")
    if len(failed) > MAX_FAILURES:
        where = f"see the report {report}" if report is not None else "write them all with --report FILE"
        _say(out, safe(f"… and {len(failed) - MAX_FAILURES} more unexpected results ({where})"))
    for line in not_run_lines(summary):
        _say(out, f"[yellow]{safe(line)}[/]")
    counts = summary.counts_json()
    verdict = "[red]FAILED[/]" if summary.failed else "[green]OK[/]"
    _say(
        out,
        f"{verdict} {safe(info.implementation.name)}: {counts['total']} cases, {counts['pass']} pass, "
        f"{counts['expected_failures']} expected failures, {counts['unexpected_failures']} unexpected failures, "
        f"{counts['unexpected_passes']} unexpected passes, {counts[NOT_RUN]} not run"
        + (f", {summary.restarts} engine restarts" if summary.restarts else "")
        + (f", distributions within {info.distribution_tolerance:g}" if info.distribution_tolerance is not None else "")
        + (" (interrupted)" if summary.interrupted else "")
        + (" (no case was run)" if summary.nothing_ran else ""),
    )
    if summary.stop_problem:
        _say(out, f"[yellow]note[/]: {safe(summary.stop_problem)}")


def _say(out: Console, markup: str) -> None:
    """Print one line of console markup (engine text in it already passed through ``safe``):
    no highlighting, no ``:emoji:`` codes."""
    out.print(markup, highlight=False, emoji=False)


def _source(r: CaseResult) -> str:
    return source_text(r.source, r.step)


def _print_table(out: Console, summary: RunSummary, group: str) -> None:
    title, key = GROUPS[group]
    rows = tally(summary, key)
    shown = [c for c in COLUMNS if c in ("pass", "unexpected") or any(row[c] for row in rows.values())]
    grid = Table(title=f"by {title.lower()}", title_justify="left")
    grid.add_column(title)
    for column in shown:
        grid.add_column(column, justify="right")
    for name, row in rows.items():
        grid.add_row(safe(name), *(str(row[c]) for c in shown), style="red" if row["unexpected"] else None)
    out.print(grid)

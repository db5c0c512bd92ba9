"""Reports of a verify run: JSON lines (header, one line per vector, footer), JUnit XML (one
test case per vector) and Markdown; plus the summary tables on the terminal.

Report files are written whole or not at all (a temporary file, then a rename).  A run that is
interrupted still writes its report, with ``interrupted: true`` in the footer.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections import defaultdict
from xml.sax.saxutils import escape, quoteattr

from rich.console import Console
from rich.markup import escape as plain
from rich.table import Table

from regelwerk import __version__
from regelwerk.core.canonical import Json
from regelwerk.harness.protocol import StartInfo
from regelwerk.harness.results import EXPECTED, FAILURE_KINDS, KINDS, NOT_RUN, UNEXPECTED_PASS, CaseResult, RunSummary

FORMATS = ("ndjson", "junit", "md")

# Characters XML 1.0 cannot carry even escaped (ANSI colours in an engine's stderr, for one).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xml(text: str) -> str:
    return _NOT_XML.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def render(fmt: str, summary: RunSummary, info: StartInfo, meta: Json) -> str:
    return {"ndjson": render_ndjson, "junit": render_junit, "md": render_markdown}[fmt](summary, info, meta)


def render_ndjson(summary: RunSummary, info: StartInfo, meta: Json) -> str:
    header = {
        "type": "header",
        "format": "regelwerk-report/1",
        "regelwerk": __version__,
        "implementation": info.implementation.to_json(),
        "events": info.events,
        **meta,
    }
    footer = {
        "type": "footer",
        "finished": now(),
        "counts": summary.counts_json(),
        "restarts": summary.restarts,
        "interrupted": summary.interrupted,
        "exit_code": summary.exit_code,
    }
    if summary.stop_problem:
        footer["stop_problem"] = summary.stop_problem
    lines = [header, *(r.to_json() for r in summary.results), footer]
    return "".join(json.dumps(line, ensure_ascii=False, sort_keys=True) + "\n" for line in lines)


def render_junit(summary: RunSummary, info: StartInfo, meta: Json) -> str:
    by_suite: dict[str, list[CaseResult]] = defaultdict(list)
    for result in summary.results:
        by_suite[result.ruleset].append(result)
    counts = summary.counts_json()
    failures = sum(1 for r in summary.results if r.failed and r.kind in ("wrong", "pass"))
    errors = sum(1 for r in summary.results if r.failed and r.kind not in ("wrong", "pass"))
    skipped = sum(1 for r in summary.results if not r.failed and r.kind != "pass")
    total_time = sum(r.duration for r in summary.results)
    out = ['<?xml version="1.0" encoding="UTF-8"?>']
    out.append(
        f'<testsuites name="regelwerk" tests="{counts["total"]}" failures="{failures}" errors="{errors}" '
        f'skipped="{skipped}" time="{total_time:.3f}">'
    )
    for suite, results in sorted(by_suite.items()):
        s_fail = sum(1 for r in results if r.failed and r.kind in ("wrong", "pass"))
        s_err = sum(1 for r in results if r.failed and r.kind not in ("wrong", "pass"))
        s_skip = sum(1 for r in results if not r.failed and r.kind != "pass")
        out.append(
            f'  <testsuite name={quoteattr(suite)} tests="{len(results)}" failures="{s_fail}" errors="{s_err}" '
            f'skipped="{s_skip}" time="{sum(r.duration for r in results):.3f}">'
        )
        out.append("    <properties>")
        out.append(f'      <property name="implementation" value={quoteattr(_xml(info.implementation.name))}/>')
        out.append("    </properties>")
        for r in results:
            classname = f"{r.ruleset}.{r.file.rsplit('/', 1)[-1].removesuffix('.json')}"
            out.append(f"    <testcase classname={quoteattr(classname)} name={quoteattr(r.id)} time=\"{r.duration:.6f}\">")
            out.extend(_junit_body(r))
            out.append("    </testcase>")
        out.append("  </testsuite>")
    out.append("</testsuites>")
    return "\n".join(out) + "\n"


def _junit_body(r: CaseResult) -> list[str]:
    detail = escape(_xml(_text(r)))
    if r.kind == NOT_RUN:
        return [f"      <skipped message={quoteattr(_xml('not run: ' + r.message))}/>"]
    if r.status == EXPECTED:
        note = f"expected {r.kind}: {r.expectation_reason or ''}"
        return [f"      <skipped message={quoteattr(_xml(note))}/>"]
    if r.status == UNEXPECTED_PASS:
        return [f"      <failure type=\"unexpected-pass\" message={quoteattr('passes, but the expectation file lists it as ' + str(r.expected_kind))}/>"]
    if not r.failed:
        return []
    tag = "failure" if r.kind == "wrong" else "error"
    return [f"      <{tag} type={quoteattr(r.kind)} message={quoteattr(_xml(_first(r.message)))}>{detail}</{tag}>"]


def _first(text: str) -> str:
    return text.strip().splitlines()[0][:300] if text.strip() else ""


def _text(r: CaseResult) -> str:
    parts = [r.message]
    if r.reason:
        parts.append(f"reason: {r.reason}")
    if r.expected_kind:
        parts.append(f"expected kind: {r.expected_kind}")
    if r.actual is not None:
        parts.append("actual outcome: " + json.dumps(r.actual, ensure_ascii=False, sort_keys=True))
    if r.stderr:
        parts.append("stderr (tail):\n" + r.stderr[-4000:])
    return "\n".join(p for p in parts if p)


def _tables(summary: RunSummary) -> tuple[list[str], dict[str, dict[str, int]], dict[str, dict[str, int]]]:
    columns = [*KINDS, NOT_RUN, "expected", "unexpected"]
    per_suite: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(columns, 0))
    per_clause: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(columns, 0))
    for r in summary.results:
        for row in (per_suite[r.ruleset], *(per_clause[c] for c in r.clauses)):
            row[r.kind] += 1
            if r.status == EXPECTED:
                row["expected"] += 1
            if r.failed:
                row["unexpected"] += 1
    return columns, dict(sorted(per_suite.items())), dict(sorted(per_clause.items()))


def render_markdown(summary: RunSummary, info: StartInfo, meta: Json) -> str:
    columns, per_suite, per_clause = _tables(summary)
    counts = summary.counts_json()
    lines = [
        f"# regelwerk verify: {info.implementation.name} {info.implementation.version or ''}".rstrip(),
        "",
        f"{counts['total']} vectors: {counts['pass']} pass, {counts['expected_failures']} expected failures, "
        f"{counts['unexpected_failures']} unexpected failures, {counts['unexpected_passes']} unexpected passes, "
        f"{counts[NOT_RUN]} not run." + (" **Interrupted.**" if summary.interrupted else ""),
        "",
    ]
    for title, table in (("Rule set", per_suite), ("Clause", per_clause)):
        lines.append("| " + title + " | " + " | ".join(columns) + " |")
        lines.append("|" + "---|" * (len(columns) + 1))
        for name, row in table.items():
            lines.append(f"| {name} | " + " | ".join(str(row[c]) for c in columns) + " |")
        lines.append("")
    failed = [r for r in summary.results if r.failed]
    if failed:
        lines += ["## Unexpected results", ""]
        for r in failed:
            lines.append(f"- `{r.id}` ({r.kind}{', ' + r.reason if r.reason else ''}): {_first(r.message) or r.status}")
        lines.append("")
    not_run = [r for r in summary.results if r.kind == NOT_RUN]
    if not_run:
        lines += ["## Not run", ""]
        reasons: dict[str, int] = defaultdict(int)
        for r in not_run:
            reasons[r.message] += 1
        lines += [f"- {n} × {why}" for why, n in sorted(reasons.items())]
        lines.append("")
    return "\n".join(lines)


def print_summary(console: Console, summary: RunSummary, info: StartInfo, list_failures: bool = True) -> None:
    columns, per_suite, per_clause = _tables(summary)
    shown = [c for c in columns if c in ("pass", "unexpected") or any(row[c] for row in per_suite.values())]
    for title, table in (("rule set", per_suite), ("clause", per_clause)):
        grid = Table(title=f"by {title}", title_justify="left")
        grid.add_column(title)
        for column in shown:
            grid.add_column(column, justify="right")
        for name, row in table.items():
            style = "red" if row["unexpected"] else None
            grid.add_row(name, *(str(row[c]) for c in shown), style=style)
        console.print(grid)
    failed = [r for r in summary.results if r.failed] if list_failures else []
    for r in failed[:50]:
        label = "unexpected pass" if r.status == UNEXPECTED_PASS else r.kind
        extra = f" [{r.reason}]" if r.reason and r.kind in FAILURE_KINDS and r.reason != "outcome-mismatch" else ""
        console.print(f"[red]✗ {plain(r.id)}[/]: " + plain(f"{label}{extra}: {_first(r.message)}"), highlight=False)
    if len(failed) > 50:
        console.print(f"… and {len(failed) - 50} more unexpected results (see the report)")
    not_run: dict[str, int] = defaultdict(int)
    for r in summary.results:
        if r.kind == NOT_RUN:
            not_run[r.message] += 1
    for why, n in sorted(not_run.items()):
        console.print(f"[yellow]{n} vector(s) not run[/]: {plain(why)}")
    counts = summary.counts_json()
    verdict = "[red]FAILED[/]" if summary.failed else "[green]OK[/]"
    console.print(
        f"{verdict} {plain(info.implementation.name)}: {counts['total']} vectors, {counts['pass']} pass, "
        f"{counts['expected_failures']} expected failures, {counts['unexpected_failures']} unexpected failures, "
        f"{counts['unexpected_passes']} unexpected passes, {counts[NOT_RUN]} not run"
        + (f", {summary.restarts} engine restarts" if summary.restarts else "")
        + (" (interrupted)" if summary.interrupted else "")
    )
    if summary.stop_problem:
        console.print(f"[yellow]note[/]: {summary.stop_problem}")

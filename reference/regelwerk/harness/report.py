"""Reports of a verify run: JSON lines (header, one line per case, footer), JUnit XML (one test
case per case), Markdown and one self-contained HTML page (:mod:`.report_html`).

A report is rendered from a summary and a *header* (:func:`make_header`): the same header
that opens the ndjson form, so that ``regelwerk merge-reports`` can render any format again from
ndjson reports.  Report files are written whole or not at all (``core/files.py``); a run that
is interrupted still writes its report, with ``interrupted: true`` in the footer.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections import defaultdict
from collections.abc import Callable, Mapping
from xml.sax.saxutils import escape, quoteattr

from regelwerk import __version__
from regelwerk.core.canonical import Json
from regelwerk.harness import text
from regelwerk.harness.cases import source_text
from regelwerk.harness.protocol import StartInfo
from regelwerk.suite.vectors import Vector
from regelwerk.harness.results import EXPECTED, KINDS, NOT_RUN, UNEXPECTED_PASS, CaseResult, RunSummary

FORMATS = ("ndjson", "junit", "md", "html")
REPORT_FORMAT = "regelwerk-report/1"
COLUMNS = [*KINDS, NOT_RUN, "expected", "unexpected"]
_DIGITS = re.compile(r"(\d+)")


def now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds")


def make_header(info: StartInfo, meta: Json) -> Json:
    """The header line: the engine's declaration plus what the run was (``meta``)."""
    return {
        "type": "header",
        "format": REPORT_FORMAT,
        "regelwerk": __version__,
        "implementation": info.implementation.to_json(),
        "events": info.events,
        "capabilities": sorted(info.capabilities),
        **({"distribution_tolerance": info.distribution_tolerance} if info.distribution_tolerance is not None else {}),
        **meta,
    }


def make_footer(summary: RunSummary) -> Json:
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
    return footer


def render(fmt: str, summary: RunSummary, header: Json, vectors: Mapping[str, Vector] | None = None) -> str:
    """The report in format ``fmt``; ``vectors`` (the run's cases by id) give the HTML report its
    pictures (:mod:`.report_html`; without them it reads the vector files the results name)."""
    if fmt == "html":
        from regelwerk.harness.report_html import render_html

        return render_html(summary, header, vectors)
    return {"ndjson": render_ndjson, "junit": render_junit, "md": render_markdown}[fmt](summary, header)


# Characters JSON may carry raw in a string, but that some reader takes for a line break
# (Python's str.splitlines, JavaScript before ES2019, editors): NEL, LINE and PARAGRAPH SEPARATOR.
# Escaped, every report line is one line to every reader.  (JSON escapes the C0 controls itself.)
_LINE_BREAKS = {ord("\x85"): "\\u0085", ord("\u2028"): "\\u2028", ord("\u2029"): "\\u2029"}


def json_line(value: Json) -> str:
    """One report line (sorted keys, UTF-8, newline); kept in one place so a faster encoder
    can replace it.  NEL, U+2028 and U+2029 are written as ``\\uXXXX`` escapes."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True).translate(_LINE_BREAKS) + "\n"


def render_ndjson(summary: RunSummary, header: Json) -> str:
    lines = [header, *(r.to_json() for r in summary.results), make_footer(summary)]
    return "".join(json_line(line) for line in lines)


# -- JUnit ------------------------------------------------------------------------------------


_FAILURES = ("wrong", "does-not-fit", "pass")  # JUnit <failure>: a valid answer that is wrong (or an unexpected pass)


def _is_failure(r: CaseResult) -> bool:
    return r.failed and r.kind in _FAILURES


def _is_error(r: CaseResult) -> bool:
    return r.failed and r.kind not in _FAILURES


def _is_skipped(r: CaseResult) -> bool:
    return not r.failed and r.kind != "pass"


def _suite_attributes(results: list[CaseResult]) -> str:
    return (
        f'tests="{len(results)}" failures="{sum(map(_is_failure, results))}" errors="{sum(map(_is_error, results))}" '
        f'skipped="{sum(map(_is_skipped, results))}" time="{sum(r.duration for r in results):.3f}"'
    )


def render_junit(summary: RunSummary, header: Json) -> str:
    by_suite: dict[str, list[CaseResult]] = defaultdict(list)
    for result in summary.results:
        by_suite[result.ruleset].append(result)
    name = str(header.get("implementation", {}).get("name", ""))
    out = ['<?xml version="1.0" encoding="UTF-8"?>', f'<testsuites name="regelwerk" {_suite_attributes(summary.results)}>']
    for suite, results in sorted(by_suite.items()):
        out.append(f"  <testsuite name={quoteattr(suite)} {_suite_attributes(results)}>")
        out.append("    <properties>")
        out.append(f'      <property name="implementation" value={quoteattr(text.xml(name))}/>')
        versions = ", ".join(header.get("suite_versions", {}).get(suite, []))
        if versions:
            out.append(f'      <property name="suite_version" value={quoteattr(text.xml(versions))}/>')
        out.append("    </properties>")
        for r in results:
            classname = f"{r.ruleset}.{r.file.rsplit('/', 1)[-1].removesuffix('.json')}"
            where = ""
            if r.source and "feature" in r.source:
                line = r.source.get("example_line", r.source.get("line"))
                where = f' file={quoteattr("features/" + r.source["feature"])}' + (f' line="{line}"' if line is not None else "")
            out.append(f'    <testcase classname={quoteattr(classname)} name={quoteattr(r.id)}{where} time="{r.duration:.6f}">')
            out.extend(_junit_body(r))
            out.append("    </testcase>")
        out.append("  </testsuite>")
    out.append("</testsuites>")
    return "\n".join(out) + "\n"


def _junit_body(r: CaseResult) -> list[str]:
    if r.kind == NOT_RUN:
        return [f"      <skipped message={quoteattr(text.xml('not run: ' + r.message))}/>"]
    if r.status == EXPECTED:
        note = f"expected {r.kind}: {r.expectation_reason or ''}"
        return [f"      <skipped message={quoteattr(text.xml(note))}/>"]
    if r.status == UNEXPECTED_PASS:
        note = f"passes, but the expectation file lists it as {r.expected_kind}: {r.expectation_reason or ''}"
        return [f'      <failure type="unexpected-pass" message={quoteattr(text.xml(note))}/>']
    if not r.failed:
        return []
    tag = "failure" if r.kind in _FAILURES else "error"
    detail = escape(text.xml(details(r)))
    return [f"      <{tag} type={quoteattr(r.kind)} message={quoteattr(text.xml(text.first_line(r.message)))}>{detail}</{tag}>"]


def details(r: CaseResult) -> str:
    """Everything about one result as plain text (JUnit bodies)."""
    parts = [r.message]
    where = source_text(r.source, r.step)
    if where:
        parts.append(f"source: {where}")
    if r.clauses:
        parts.append(f"clauses: {', '.join(r.clauses)}")
    if r.reason:
        parts.append(f"reason: {r.reason}")
    if r.expected_kind:
        parts.append(f"expected kind: {r.expected_kind}")
    if r.expected is not None and r.kind == "wrong":
        parts.append("expected outcome: " + json.dumps(r.expected, ensure_ascii=False, sort_keys=True))
    if r.actual is not None:
        parts.append("actual outcome: " + json.dumps(r.actual, ensure_ascii=False, sort_keys=True))
    if r.stderr:
        parts.append("stderr (tail):\n" + r.stderr[-4000:])
    return "\n".join(p for p in parts if p)


# -- tallies and Markdown -------------------------------------------------------------------------


def feature_of(r: CaseResult) -> str:
    """The file a result belongs to in the per-feature table: the feature, the table or the playthrough."""
    source = r.source or {}
    if "feature" in source:
        return f"features/{source['feature']}"
    return str(source.get("table") or source.get("playthrough") or source.get("file") or r.file)


def natural_key(name: str) -> tuple[str | int, ...]:
    """``name`` for sorting with its numbers as numbers: ``XY-ABC-2`` before ``XY-ABC-10``.  The
    parts alternate between text and digits, so two keys compare text with text, number with number."""
    return tuple(int(part) if i % 2 else part for i, part in enumerate(_DIGITS.split(name)))


def group_order(item: tuple[str, dict[str, int]]) -> tuple[bool, tuple[str | int, ...]]:
    """Groups with an unexpected result first, then by name in natural order."""
    name, row = item
    return (row["unexpected"] == 0, natural_key(name))


def tally(summary: RunSummary, key: Callable[[CaseResult], str | list[str]]) -> dict[str, dict[str, int]]:
    """Counts per group (``key(result)`` gives one group name or a list of them): the groups with
    an unexpected result first, each part in natural order (:func:`group_order`)."""
    table: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(COLUMNS, 0))
    for r in summary.results:
        groups = key(r)
        for group in [groups] if isinstance(groups, str) else groups:
            row = table[group]
            row[r.kind] += 1
            row["expected"] += r.status == EXPECTED
            row["unexpected"] += r.failed
    return dict(sorted(table.items(), key=group_order))


GROUPS = {
    "ruleset": ("Rule set", lambda r: r.ruleset),
    "clause": ("Clause", lambda r: r.clauses or ["(no clause)"]),
    "feature": ("Feature", feature_of),
}


def render_markdown(summary: RunSummary, header: Json) -> str:
    counts = summary.counts_json()
    implementation = header.get("implementation", {})
    title = f"{implementation.get('name', '')} {implementation.get('version', '')}".strip()
    lines = [
        f"# regelwerk verify: {text.markdown(title)}",
        "",
        f"{counts['total']} cases: {counts['pass']} pass, {counts['expected_failures']} expected failures, "
        f"{counts['unexpected_failures']} unexpected failures, {counts['unexpected_passes']} unexpected passes, "
        f"{counts[NOT_RUN]} not run." + (" **Interrupted.**" if summary.interrupted else ""),
        "",
    ]
    versions = header.get("suite_versions") or {}
    if versions:
        shown = ", ".join(f"{text.markdown(name)} {text.markdown(', '.join(v))}" for name, v in sorted(versions.items()))
        lines += [f"Suite version: {shown}.", ""]
    if summary.stop_problem:
        lines += [f"Note: {text.markdown(summary.stop_problem)}", ""]
    for title_, key in GROUPS.values():
        lines.append(f"## By {title_.lower()}")
        lines.append("")
        lines.append("| " + title_ + " | " + " | ".join(COLUMNS) + " |")
        lines.append("|---|" + "---:|" * len(COLUMNS))
        for name, row in tally(summary, key).items():
            lines.append(f"| {text.markdown(name)} | " + " | ".join(str(row[c]) for c in COLUMNS) + " |")
        lines.append("")
    failed = [r for r in summary.results if r.failed]
    if failed:
        lines += ["## Unexpected results", ""]
        for r in failed:
            lines.append(f"- {text.markdown_code(r.id)} ({text.markdown(_where(r))}): {text.markdown(label(r))}")
            body = r.message if r.status != UNEXPECTED_PASS else ""
            if body:
                lines += ["", *text.markdown_block("\n".join(body.splitlines()[:22]), "  "), ""]
        lines.append("")
    not_run = not_run_lines(summary)
    if not_run:
        lines += ["## Not run", ""]
        lines += [f"- {text.markdown(line)}" for line in not_run]
        lines.append("")
    return "\n".join(lines)


def _where(r: CaseResult) -> str:
    return "; ".join(part for part in (", ".join(r.clauses), source_text(r.source, r.step)) if part)


def label(r: CaseResult) -> str:
    """What happened, in a few words: ``crash [exited]``, ``wrong``, ``unexpected pass (listed as …)``."""
    if r.status == UNEXPECTED_PASS:
        return f"unexpected pass (listed as {r.expected_kind}: {r.expectation_reason or 'no reason given'})"
    reason = f" [{r.reason}]" if r.reason and r.reason != "outcome-mismatch" else ""
    listed = f" (listed as {r.expected_kind})" if r.expected_kind and r.expected_kind != r.kind else ""
    return f"{r.kind}{reason}{listed}"


def not_run_lines(summary: RunSummary) -> list[str]:
    """One line per reason cases were not run: ``31 not run: the engine does not reject malformed
    input``; the interpretation options missing are listed (at most eight)."""
    by_message: dict[tuple[str, str], int] = defaultdict(int)
    options: dict[str, int] = defaultdict(int)
    count: dict[str, int] = defaultdict(int)
    for r in summary.results:
        if r.kind != NOT_RUN:
            continue
        if r.reason == "interpretation":
            count["interpretation"] += 1
            for option in r.message.removeprefix("interpretation not declared: ").split(", "):
                options[option] += 1
        else:
            by_message[(r.reason or "", r.message)] += 1
    lines = [f"{n} not run: {message}" for (_, message), n in sorted(by_message.items())]
    if count["interpretation"]:
        named = sorted(options, key=lambda o: (-options[o], o))
        shown = ", ".join(named[:8]) + (f" and {len(named) - 8} more" if len(named) > 8 else "")
        lines.append(f"{count['interpretation']} not run: interpretation options the engine does not declare: {shown}")
    return lines

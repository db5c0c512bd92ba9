"""``regelwerk merge-reports``: the ndjson reports of the shards of one run, as one report.

A CI matrix runs ``verify --shard K/N --report part-K.ndjson`` on N machines; this puts the
parts back together.  It refuses anything that would make the merged report lie: a report
without a footer (truncated), a line that does not match ``schemas/report.schema.json``,
reports of different engines, regelwerk or suite versions, or selections, a case in two
reports, and (for sharded reports) a shard missing or given twice.  Every report is recounted
on its own first (:func:`read_report`): a case line whose status does not follow from its
kind, a footer whose counts or exit code are not those of the case lines, or an uninterrupted
report with fewer case lines than its header selected was edited, and is refused with the
file and the line.  The merged footer is counted afresh from the merged lines.  The cases of sharded
reports are put back into the order of the whole selection (case *j* of shard *K* of *N* was
case ``j * N + K - 1``); unsharded reports are concatenated in the order given.
"""

from __future__ import annotations

import functools
import json
import operator
from collections.abc import Callable
from pathlib import Path

from regelwerk.core import schemas
from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.harness.results import (
    EXPECTED,
    FAILURE_KINDS,
    NOT_RUN,
    OK,
    UNEXPECTED_FAILURE,
    UNEXPECTED_PASS,
    CaseResult,
    RunSummary,
)
from regelwerk.harness.text import one_line

REPORT_SCHEMA = "report.schema.json"
_SAME = ("format", "regelwerk", "implementation", "events", "capabilities", "distribution_tolerance", "suite_versions", "filters")


def parse_report_line(text: str) -> Json:
    """One line of a report as JSON; numbers and nesting Python cannot read are a ValueError."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc.msg} (column {exc.colno})") from None
    except ValueError as exc:
        raise ValueError(f"a number is too long ({str(exc)[:80]})") from None
    except RecursionError:
        raise ValueError("nested too deeply") from None


def read_report(path: Path) -> tuple[Json, list[Json], Json]:
    """Header, case lines and footer of one ndjson report, every line valid against the schema."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SuiteDataError(str(path), f"cannot read the report: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise SuiteDataError(str(path), f"the report is not UTF-8 (byte {exc.start})") from None
    lines = []
    rows = text.split("\n")  # "\n" only: a raw U+2028 or NEL inside a string (an older report) is no line break
    if rows and rows[-1] == "":
        rows.pop()
    for number, line in enumerate(rows, start=1):
        try:
            value = parse_report_line(line)
        except ValueError as exc:
            raise SuiteDataError(str(path), f"line {number}: {exc}") from None
        error = schemas.first_error(REPORT_SCHEMA, value)
        if error is not None:
            raise SuiteDataError(str(path), f"line {number}: {error.message[:300]}", json_path=error.json_path)
        lines.append(value)
    if not lines or lines[0]["type"] != "header":
        raise SuiteDataError(str(path), "not a report: the first line is not a header")
    if len(lines) < 2 or lines[-1]["type"] != "footer":
        raise SuiteDataError(str(path), "no footer: the report is truncated (the run that wrote it did not finish)")
    header, *cases, footer = lines
    misplaced = [i + 2 for i, line in enumerate(cases) if line["type"] != "case"]
    if misplaced:
        raise SuiteDataError(str(path), f"line {misplaced[0]}: a header or footer in the middle of the report")
    _check_honest(path, header, cases, footer)
    return header, cases, footer


def _case_problem(line: Json) -> str | None:
    """Why a case line's status cannot follow from its kind and expectation (``judge``)."""
    kind, status, listed = line["kind"], line["status"], line.get("expected_kind")
    if (kind == NOT_RUN) != (status == NOT_RUN):
        return f"kind {kind} with status {status}"
    if status == OK and (kind != "pass" or listed):
        return f"status ok for kind {kind}" + (f" listed as {listed}" if listed else "")
    if status == UNEXPECTED_PASS and (kind != "pass" or not listed):
        return f"status unexpected-pass for kind {kind}" + ("" if listed else " without an expectation")
    if status == EXPECTED and (kind not in FAILURE_KINDS or listed != kind):
        return f"status expected-failure for kind {kind} listed as {listed}"
    if status == UNEXPECTED_FAILURE and (kind not in FAILURE_KINDS or listed == kind):
        return f"status unexpected-failure for kind {kind}" + (f" listed as {listed}" if listed else "")
    return None


def _check_honest(path: Path, header: Json, cases: list[Json], footer: Json) -> None:
    """A report must say what its own lines say: every case line's status follows from its kind,
    the footer's counts and exit code are those of the case lines, and an uninterrupted run has
    a line for every case its header selected.  Else it was edited (a line deleted, a count or
    a status changed) and merging it would pass the edit on."""
    for number, line in enumerate(cases, start=2):
        problem = _case_problem(line)
        if problem is not None:
            raise SuiteDataError(str(path), f"line {number}: case {one_line(line['id'])}: {problem}; the report was edited", vector_id=line["id"])
    last = len(cases) + 2
    summary = RunSummary([CaseResult.from_json(line) for line in cases], interrupted=footer["interrupted"])
    counts = summary.counts_json()
    if footer["counts"] != counts:
        differing = sorted(k for k in {*counts, *footer["counts"]} if footer["counts"].get(k) != counts.get(k))
        shown = ", ".join(f"{k} {footer['counts'].get(k)} (the lines: {counts.get(k)})" for k in differing)
        raise SuiteDataError(str(path), f"line {last}: the footer's counts disagree with the case lines: {shown}")
    if footer["exit_code"] != summary.exit_code:
        raise SuiteDataError(
            str(path), f"line {last}: the footer says exit code {footer['exit_code']}, the case lines give {summary.exit_code}"
        )
    selected = header["vectors"]
    if len(cases) > selected or (len(cases) < selected and not footer["interrupted"]):
        raise SuiteDataError(
            str(path), f"line 1: the header selected {selected} cases, the report has {len(cases)} case lines and was not interrupted"
            if len(cases) < selected else f"line 1: the header selected {selected} cases, the report has {len(cases)} case lines"
        )


def merge_reports(paths: list[Path]) -> tuple[RunSummary, Json]:
    """The merged summary and header; :class:`SuiteDataError` for anything that does not fit."""
    parts = [(path, *read_report(path)) for path in paths]
    first_path, first_header = parts[0][0], parts[0][1]
    for path, header, _, _ in parts[1:]:
        for key in _SAME:
            if header.get(key) != first_header.get(key):
                raise SuiteDataError(
                    str(path), f"{key} differs from {first_path}: {json.dumps(header.get(key))} vs {json.dumps(first_header.get(key))}"
                )
    positions = _positions(parts)
    summary = RunSummary()
    owner: dict[str, Path] = {}
    placed: list[tuple[int, CaseResult]] = []
    for (path, _, cases, footer), base in zip(parts, positions, strict=True):
        for j, line in enumerate(cases):
            if line["id"] in owner:
                raise SuiteDataError(str(path), f"case {line['id']} is also in {owner[line['id']]}", vector_id=line["id"])
            owner[line["id"]] = path
            placed.append((base(j), CaseResult.from_json(line)))
        summary.restarts += footer["restarts"]
        summary.interrupted = summary.interrupted or footer["interrupted"]
    summary.results = [result for _, result in sorted(placed, key=lambda item: item[0])]
    problems = [f"{path.name}: {footer['stop_problem']}" for path, _, _, footer in parts if footer.get("stop_problem")]
    summary.stop_problem = "; ".join(problems) or None
    header = {k: v for k, v in first_header.items() if k != "shard"}
    header["started"] = min(h["started"] for _, h, _, _ in parts)
    header["suites"] = sorted({s for _, h, _, _ in parts for s in h["suites"]})
    header["vectors"] = sum(h["vectors"] for _, h, _, _ in parts)
    header["merged_from"] = [str(path) for path, _, _, _ in parts]
    return summary, header


def _positions(parts: list[tuple[Path, Json, list[Json], Json]]) -> list[Callable[[int], int]]:
    """For each report, a function from a case's index in it to its place in the merged report."""
    shards = [header.get("shard") for _, header, _, _ in parts]
    if not any(shards):
        offsets, total = [], 0
        for _, _, cases, _ in parts:
            offsets.append(total)
            total += len(cases)
        return [functools.partial(operator.add, offset) for offset in offsets]
    if not all(shards):
        unsharded = next(path for (path, _, _, _), s in zip(parts, shards, strict=True) if not s)
        raise SuiteDataError(str(unsharded), "not a shard, but the other reports are")
    count = shards[0]["count"]
    seen: dict[int, Path] = {}
    for (path, _, _, _), s in zip(parts, shards, strict=True):
        if s["count"] != count:
            raise SuiteDataError(str(path), f"shard {s['index']}/{s['count']}, but {parts[0][0]} is a shard of {count}")
        if s["index"] in seen:
            raise SuiteDataError(str(path), f"shard {s['index']}/{count} is also {seen[s['index']]}")
        seen[s["index"]] = path
    missing = sorted(set(range(1, count + 1)) - set(seen))
    if missing:
        raise SuiteDataError(
            "merge-reports", f"shard(s) {', '.join(f'{k}/{count}' for k in missing)} missing: give every shard's report"
        )
    return [functools.partial(_sharded, count, s["index"]) for s in shards]


def _sharded(count: int, index: int, j: int) -> int:
    """Shard ``index`` of ``count`` runs cases index-1, index-1+count, ...: its j-th is there."""
    return j * count + index - 1

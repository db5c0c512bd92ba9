"""``verify --report FILE.html``: one self-contained HTML page of a run, in English like the
command line it comes from.

The page needs nothing but itself (style, script and pictures inline, no network): the summary
first (the engine line, the counts per kind and per rule set, the tolerance, a note on an
interrupted run or a stop problem), then the unexpected results, each with the differences
``verify`` prints and, for a wrong answer, the vector's picture with the engine's answer as a
third panel (:func:`regelwerk.pictures.show.picture_of`); then the expected failures, and the
passing cases as ids only, collapsed.  A "failures only" checkbox hides everything that is no
unexpected result.

A whole run has thousands of cases: only wrong answers get a picture, and at most
:data:`MAX_PICTURES` of them and :data:`MAX_PICTURE_BYTES` together (unexpected ones first); the
page says when a cap was reached.
Jinja2 with autoescaping writes the page; every text an engine sent (messages, outcomes, its
name) is text, never markup, and the pictures are escaped by their own template.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from regelwerk.core.canonical import Json
from regelwerk.harness import text
from regelwerk.harness.cases import source_text
from regelwerk.harness.one import differences_of
from regelwerk.harness.report import COLUMNS, GROUPS, label, not_run_lines, tally
from regelwerk.harness.results import EXPECTED, KINDS, NOT_RUN, CaseResult, RunSummary
from regelwerk.suite.vectors import Vector

MAX_PICTURES = 200  # pictures drawn per report: a page of a whole run must stay light
MAX_PICTURE_BYTES = 8_000_000  # and their size together (a busy board is some 40 kB of SVG)
MAX_DIFFERENCE_LINES = 40  # per case on the page (the ndjson report has every line)
HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class CaseView:
    id: str
    label: str
    where: str
    differences: tuple[str, ...]
    more: int  # difference lines left out
    stderr: str
    picture: Markup | None
    unexpected: bool


def _environment() -> Environment:
    return Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render_html(summary: RunSummary, header: Json, vectors: Mapping[str, Vector] | None = None) -> str:
    """The page of a run; ``vectors`` (id → vector) are the cases of the run, for the pictures
    (without them, the vectors are looked up in the files the results name)."""
    failed = [r for r in summary.results if r.failed]
    expected = [r for r in summary.results if r.status == EXPECTED]
    lookup = dict(vectors) if vectors is not None else _vectors_of([*failed, *expected])
    budget = [MAX_PICTURES, MAX_PICTURE_BYTES]
    failures = [_case_view(r, lookup, budget) for r in failed]
    expected_views = [_case_view(r, lookup, budget) for r in expected]
    wrong = sum(1 for r in (*failed, *expected) if r.kind == "wrong" and r.id in lookup)
    implementation = header.get("implementation", {}) if isinstance(header, dict) else {}
    name = f"{implementation.get('name', '')} {implementation.get('version', '')}".strip()
    counts = summary.counts_json()
    return _environment().get_template("report.html.j2").render(
        title=text.printable(name),
        engine=_engine_line(header, name),
        counts=counts,
        kinds=[(k, counts.get(k, 0)) for k in (*KINDS, NOT_RUN)],
        columns=COLUMNS,
        rulesets=tally(summary, GROUPS["ruleset"][1]),
        tolerance=header.get("distribution_tolerance") if isinstance(header, dict) else None,
        versions=header.get("suite_versions") or {} if isinstance(header, dict) else {},
        started=header.get("started", "") if isinstance(header, dict) else "",
        summary=summary,
        failures=failures,
        expected=expected_views,
        passing=[r.id for r in summary.results if r.kind == "pass" and not r.failed],
        not_run=not_run_lines(summary),
        drawn=MAX_PICTURES - budget[0],
        wrong=wrong,
        cap=MAX_PICTURES,
        cap_mb=round(MAX_PICTURE_BYTES / 1e6),
        style=Markup((HERE / "templates" / "report.css").read_text(encoding="utf-8")),
        script=Markup((HERE / "templates" / "report.js").read_text(encoding="utf-8")),
    )


def _engine_line(header: Json, name: str) -> str:
    command = header.get("command") if isinstance(header, dict) else None
    if isinstance(command, list) and command:
        import shlex

        how = f"command: {shlex.join(str(w) for w in command)}"
    else:
        how = "the reference engine"
    return text.one_line(f"engine: {name} ({how})")


def _case_view(r: CaseResult, vectors: Mapping[str, Vector], budget: list[int]) -> CaseView:
    lines = [text.printable(line) for line in differences_of(r)] if r.status != "unexpected-pass" else []
    picture = None
    vector = vectors.get(r.id)
    if r.kind == "wrong" and vector is not None and budget[0] > 0 and budget[1] > 0:
        picture = _picture(vector, r, tuple(lines))
        if picture is not None:
            budget[0] -= 1
            budget[1] -= len(picture)
    where = "; ".join(p for p in (", ".join(r.clauses), source_text(r.source, r.step)) if p)
    return CaseView(
        r.id,
        label(r),
        where,
        tuple(lines[:MAX_DIFFERENCE_LINES]),
        max(0, len(lines) - MAX_DIFFERENCE_LINES),
        text.printable(r.stderr[-2000:]) if r.stderr else "",
        picture,
        r.failed,
    )


def _picture(vector: Vector, r: CaseResult, differences: tuple[str, ...]) -> Markup | None:
    from regelwerk.pictures.scene import Outcome
    from regelwerk.pictures.show import picture_of
    from regelwerk.pictures.svg import render

    try:
        return Markup(render(picture_of(vector, Outcome.of(r.actual), differences, "en"), "en"))
    except Exception:  # noqa: BLE001 -- a drawer's bug must not cost the run its report
        return None


def _vectors_of(results: list[CaseResult]) -> dict[str, Vector]:
    """The vectors of these results, read from the files they name (``merge-reports``: the
    report holds results, not the cases)."""
    from regelwerk.core.paths import data_root
    from regelwerk.suite.vectors import load_vector_file

    wanted = {r.id for r in results if r.kind == "wrong"}
    found: dict[str, Vector] = {}
    for file in sorted({r.file for r in results if r.id in wanted}):
        for path in (Path(file), data_root() / file):
            if path.is_file() and path.suffix == ".json":
                try:
                    found.update((v.id, v) for v in load_vector_file(path) if v.id in wanted)
                except Exception:  # noqa: BLE001 -- a file that is not (or no longer) a vector file: no pictures from it
                    pass
                break
    return found

"""``regelwerk docs OUT_DIR [--report FILE]``: the suite as static HTML pages.

One page per rule set, in German like the rule texts: every clause with its German statement,
the scenarios that check it and their vectors, each vector with its picture
(:mod:`regelwerk.site.pictures`: one SVG file per vector in ``bilder/``, opened on demand), the
ambiguities that touch it; then every ambiguity with its question, options, default and reason,
and per option a table of the vectors that change under it, old and new outcome side by side
(:mod:`regelwerk.editor.ambiguities`, as ``regelwerk impact`` prints them).  With an ndjson
report of ``regelwerk verify``, each vector shows its result and each clause its counts; a
failing vector shows the differences ``verify`` printed and its picture with the engine's answer,
and a checkbox filters the page to the failures.
Each distribution vector has a bar chart of its distribution, and each ambiguity the
distributions of a few vectors that depend on it under every option (:mod:`regelwerk.site.charts`,
inline SVG from ``templates/charts.html.j2``).

The pages need no Python and no network to read: HTML, one stylesheet and one script that
filters the page as you type (``?q=…`` in the address fills the search box), marks what it found
and opens it.  Every clause and
ambiguity is an anchor named by its id (``<rule set>.html#<clause id>``).  The HTML comes from
Jinja2 templates with autoescaping on; nothing is built by string concatenation.  Each file is
written whole (:func:`regelwerk.core.files.write_atomically`), after every output path was
checked.
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from regelwerk import __version__
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import OutputPathError, check_output_path, make_folder, write_atomically
from regelwerk.editor.ambiguities import AmbiguityReport, ambiguities
from regelwerk.editor.changes import outcome_summary
from regelwerk.editor.coverage import coverage
from regelwerk.editor.impact import Examiner
from regelwerk.odds.distribution import Distribution
from regelwerk.site.charts import Chart, bar_chart
from regelwerk.site.pictures import Result, prepare_folders, read_report, remove_stale, write_pictures
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.features import load_features
from regelwerk.suite.vectors import Vector
from regelwerk.suite.version import suite_version

HERE = Path(__file__).resolve().parent
STATIC = ("site.css", "site.js")
PASSING = ("pass",)


@dataclass
class VectorView:
    id: str
    description: str
    outcome: str
    pins: str
    result: str | None = None  # the report's kind (pass, wrong, ...), if a report was given
    differences: tuple[str, ...] = ()  # what verify printed for a failing vector
    picture: str = ""  # the picture's file, relative to the site's folder

    @property
    def failing(self) -> bool:
        return self.result is not None and self.result not in ("pass", "not-run")


@dataclass
class DistributionView:
    """A distribution vector with the chart of its expected distribution."""

    id: str
    description: str
    projection: str
    pins: str
    chart: Chart | None  # None: an expected distribution that cannot be read

    @property
    def search_text(self) -> str:
        return " ".join((self.id, self.description, self.projection, self.pins)).lower()


@dataclass
class SpreadView:
    """The odds of an ambiguity: a few of the distribution vectors that depend on it, each a
    chart of its distribution under every option."""

    charts: list[tuple[str, str, Chart]]  # (vector id, its description, chart)
    depending: int
    examined: int


MAX_SPREAD_CHARTS = 4  # per ambiguity; `regelwerk ambiguities --format json` has all


@dataclass
class ScenarioView:
    name: str
    where: str  # features/<file>:<line>
    vectors: list[VectorView] = field(default_factory=list)


@dataclass
class TableView:
    file: str
    rows: int
    results: dict[str, int] = field(default_factory=dict)


@dataclass
class ClauseView:
    id: str
    title: str
    section: str
    statement: str
    scenarios: list[ScenarioView] = field(default_factory=list)
    tables: list[TableView] = field(default_factory=list)
    ambiguities: list[str] = field(default_factory=list)
    results: dict[str, int] = field(default_factory=dict)  # result kind → vectors

    @property
    def failing(self) -> bool:
        return any(v.failing for s in self.scenarios for v in s.vectors)

    @property
    def search_text(self) -> str:
        parts = [self.id, self.title, self.section, self.statement, *self.ambiguities]
        for scenario in self.scenarios:
            parts.append(scenario.name)
            parts.extend(v.id for v in scenario.vectors)
        return " ".join(parts).lower()


def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["summary_of"] = outcome_summary
    return env


def build_site(out_dir: Path, names: list[str], report: Path | None = None) -> list[Path]:
    """Write the site; return the files written.  Every path is checked before any is written."""
    results = _report_results(report) if report is not None else None
    paths = [out_dir / "index.html", *(out_dir / f"{name}.html" for name in names), *(out_dir / "static" / n for n in STATIC)]
    _prepare(out_dir, paths)
    prepare_folders(out_dir, names)
    env = environment()
    examiners: dict[str, Examiner] = {}
    covered = {c.name: c for c in coverage(names)}
    version = suite_version()
    pages: dict[Path, str] = {}
    common = {"suite_version": version, "regelwerk_version": __version__, "report": str(report) if report else None}
    for name in names:
        reports = ambiguities([name], examiners)
        examiner = examiners.get(name) or examiners.setdefault(name, Examiner(name))
        shown: list[Vector] = []
        clauses = _clauses(name, examiner, reports, results, shown)
        pictures = write_pictures(out_dir, shown, results)
        remove_stale(out_dir, name, pictures)
        for clause in clauses:
            for scenario in clause.scenarios:
                for v in scenario.vectors:
                    v.picture = pictures.get(v.id, "")
        pages[out_dir / f"{name}.html"] = env.get_template("ruleset.html.j2").render(
            **common,
            name=name,
            coverage=covered[name],
            clauses=clauses,
            ambiguities=reports,
            distributions=_distributions(examiner),
            spreads={r.entry.id: _spread_view(r) for r in reports if r.odds_examined},
            totals=_totals(clauses) if results is not None else None,
            failing=sum(1 for c in clauses for s in c.scenarios for v in s.vectors if v.failing),
            max_changes=MAX_CHANGE_ROWS,
        )
    pages[out_dir / "index.html"] = env.get_template("index.html.j2").render(
        **common, rulesets=[covered[name] for name in names], totals=_report_totals(results, names)
    )
    for static in STATIC:
        pages[out_dir / "static" / static] = (HERE / "static" / static).read_text(encoding="utf-8")
    for path, text in pages.items():
        write_atomically(path, text)
    return list(pages)


MAX_CHANGE_ROWS = 20  # rows of an option's table of changed vectors; `regelwerk ambiguities --format json` has all


def _prepare(out_dir: Path, paths: list[Path]) -> None:
    try:
        make_folder(out_dir)
    except OutputPathError as exc:
        raise SuiteDataError(str(out_dir), f"OUT_DIR {exc.message}") from None
    static = out_dir / "static"
    if os.path.lexists(static) and (static.is_symlink() or not static.is_dir()):
        # Written through, a link would put the site's files wherever it points.
        what = "a symbolic link" if static.is_symlink() else "not a folder"
        raise SuiteDataError(str(static), f"is {what}; the site's static files are written only into a folder of OUT_DIR")
    try:
        static.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SuiteDataError(str(out_dir), f"OUT_DIR cannot be made: {exc.strerror}") from None
    for path in paths:
        try:
            check_output_path(path)
        except OutputPathError as exc:
            raise SuiteDataError(str(exc.path), exc.message) from None


def _report_results(path: Path) -> dict[str, Result]:
    """Vector id → its result, from an ndjson report of ``regelwerk verify``."""
    return read_report(path)


def _clauses(
    name: str, examiner: Examiner, reports: list[AmbiguityReport], results: dict[str, Result] | None, shown: list[Vector]
) -> list[ClauseView]:
    """The clauses of a rule set with their scenarios and vectors; the vectors shown are added
    to ``shown`` (they get a picture)."""
    catalog = load_catalog(name)
    views = {c.id: ClauseView(c.id, c.title, c.section, " ".join(c.statement.split())) for c in catalog.clauses.values()}
    by_id = {v.id: v for v in examiner.vectors}
    for feature in load_features(name):
        for case in feature.cases:
            vector = by_id.get(case.vector_id)
            result = results.get(case.vector_id) if results is not None else None
            view = VectorView(
                case.vector_id,
                case.description,
                outcome_summary(vector.expected) if vector else "noch nicht gefüllt",
                ", ".join(f"{k}={v}" for k, v in sorted(case.interpretations.items())),
                result.kind if result is not None else None,
                result.differences if result is not None and result.failing else (),
            )
            if vector is not None:
                shown.append(vector)
            for clause in case.clauses:
                if clause not in views:
                    continue
                scenarios = views[clause].scenarios
                where = f"features/{case.feature}:{case.line}"
                if not scenarios or scenarios[-1].where != where:
                    scenarios.append(ScenarioView(case.scenario, where))
                scenarios[-1].vectors.append(view)
                if view.result is not None:
                    views[clause].results[view.result] = views[clause].results.get(view.result, 0) + 1
    tables: dict[tuple[str, str], TableView] = {}
    for vector in examiner.vectors:
        provenance = vector.raw.get("provenance") or {}
        if "row" not in provenance:
            continue
        for clause in vector.clauses:
            if clause not in views:
                continue
            table = tables.get((clause, vector.file))
            if table is None:
                table = tables[(clause, vector.file)] = TableView(Path(vector.file).name, 0)
                views[clause].tables.append(table)
            table.rows += 1
            if results is not None and vector.id in results:
                kind = results[vector.id].kind
                table.results[kind] = table.results.get(kind, 0) + 1
                views[clause].results[kind] = views[clause].results.get(kind, 0) + 1
    for report in reports:
        for clause in report.entry.clauses:
            if clause in views:
                views[clause].ambiguities.append(report.entry.id)
    return list(views.values())


def _distributions(examiner: Examiner) -> list[DistributionView]:
    views = []
    for index, vector in enumerate(examiner.odds.vectors):
        projection = str(vector.raw["projection"])
        try:
            distribution: Distribution | None = Distribution.from_json(vector.expected["distribution"])
        except (KeyError, TypeError, ValueError):
            distribution = None
        title = f"{vector.id}: {projection}"
        chart = bar_chart(f"dist-{index}", title, [("", distribution)]) if distribution is not None else None
        pins = ", ".join(f"{k}={v}" for k, v in sorted(vector.interpretations.items()))
        views.append(DistributionView(vector.id, vector.description, projection, pins, chart))
    return views


def _spread_view(report: AmbiguityReport) -> SpreadView:
    charts = []
    for index, spread in enumerate(report.odds[:MAX_SPREAD_CHARTS]):
        title = f"{spread.vector.id}: {spread.vector.raw['projection']} unter jeder Option von {report.entry.id}"
        series = [(option + (" (eigene)" if option == spread.own else ""), d) for option, d in spread.distributions]
        charts.append((spread.vector.id, spread.vector.description, bar_chart(f"odds-{report.entry.id}-{index}", title, series)))
    return SpreadView(charts, len(report.odds), report.odds_examined)


def _totals(clauses: list[ClauseView]) -> dict[str, int]:
    passing = sum(1 for c in clauses if c.results and set(c.results) <= set(PASSING))
    failing = sum(1 for c in clauses if set(c.results) - set(PASSING) - {"not-run"})
    return {"clauses_passing": passing, "clauses_failing": failing, "clauses": len(clauses)}


def _report_totals(results: dict[str, Result] | None, names: list[str]) -> dict[str, Counter[str]] | None:
    if results is None:
        return None
    totals: dict[str, Counter[str]] = {name: Counter() for name in names}
    for vector_id, result in results.items():
        kind = result.kind
        ruleset = vector_id.split("/", 1)[0]
        if ruleset in totals:
            totals[ruleset][kind] += 1
    return totals


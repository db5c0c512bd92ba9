"""``regelwerk coverage``: per clause, the scenarios that check it, the vectors that cite it and
the ambiguities that touch it; a summary per rule set; and a shields.io endpoint per rule set
that a README badge can point at (``https://img.shields.io/endpoint?url=<where the JSON is>``).

Everything is read from the files: the features (scenarios, an outline counted once), the
vectors on disk (vector files and the rows of the tables), the catalog and the register.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from regelwerk.core.canonical import Json
from regelwerk.editor.changes import md_cell
from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.features import load_features
from regelwerk.suite.register import load_register
from regelwerk.suite.vectors import load_vectors

FORMAT = "regelwerk-coverage/1"


@dataclass(frozen=True)
class ClauseCoverage:
    id: str
    title: str
    scenarios: tuple[str, ...]  # features/<file>:<line> of each scenario (an outline once)
    vectors: int  # feature vectors and table rows that cite it
    ambiguities: tuple[str, ...]


@dataclass(frozen=True)
class RulesetCoverage:
    name: str
    title: str
    clauses: tuple[ClauseCoverage, ...]
    scenarios: int
    vectors: int
    switches: int
    options: int
    options_exercised: int
    ambiguities: int

    @property
    def covered(self) -> int:
        return sum(1 for clause in self.clauses if clause.scenarios)

    @property
    def complete(self) -> bool:
        return self.covered == len(self.clauses) and self.options_exercised == self.options


def coverage(names: Iterable[str]) -> list[RulesetCoverage]:
    return [_coverage(name) for name in names]


def _coverage(name: str) -> RulesetCoverage:
    catalog = load_catalog(name)
    register = load_register(name)
    ruleset = RULESETS[name]
    scenarios: dict[str, set[str]] = {c: set() for c in catalog.clauses}
    all_scenarios: set[str] = set()
    for feature in load_features(name):
        for case in feature.cases:
            where = f"features/{case.feature}:{case.line}"
            all_scenarios.add(where)
            for clause in case.clauses:
                scenarios.setdefault(clause, set()).add(where)
    vectors = load_vectors([name])
    cited: dict[str, int] = {}
    pinned: set[tuple[str, str]] = set()
    for vector in vectors:
        for clause in vector.clauses:
            cited[clause] = cited.get(clause, 0) + 1
        pinned.update(vector.interpretations.items())
    touching: dict[str, list[str]] = {}
    for entry in register.ambiguities.values():
        for clause in entry.clauses:
            touching.setdefault(clause, []).append(entry.id)
    clauses = tuple(
        ClauseCoverage(c.id, c.title, tuple(sorted(scenarios.get(c.id, ()), key=_line_order)), cited.get(c.id, 0), tuple(touching.get(c.id, ())))
        for c in catalog.clauses.values()
    )
    options = [(s.id, o) for s in ruleset.switches for o in s.options]
    return RulesetCoverage(
        name,
        catalog.title,
        clauses,
        len(all_scenarios),
        len(vectors),
        len(ruleset.switches),
        len(options),
        sum(1 for option in options if option in pinned),
        len(register.ambiguities),
    )


def _line_order(where: str) -> tuple[str, int]:
    path, _, line = where.rpartition(":")
    return path, int(line)


def to_json(reports: list[RulesetCoverage]) -> Json:
    return {
        "format": FORMAT,
        "rulesets": {
            r.name: {
                "title": r.title,
                "summary": {
                    "clauses": len(r.clauses),
                    "clauses_with_scenarios": r.covered,
                    "scenarios": r.scenarios,
                    "vectors": r.vectors,
                    "ambiguities": r.ambiguities,
                    "switches": r.switches,
                    "options": r.options,
                    "options_exercised": r.options_exercised,
                },
                "clauses": {
                    c.id: {"title": c.title, "scenarios": list(c.scenarios), "vectors": c.vectors, "ambiguities": list(c.ambiguities)}
                    for c in r.clauses
                },
            }
            for r in reports
        },
    }


def to_markdown(reports: list[RulesetCoverage]) -> str:
    lines = ["# Coverage", "", "| rule set | clauses with a scenario | scenarios | vectors | ambiguities | switch options exercised |", "|---|---:|---:|---:|---:|---:|"]
    for r in reports:
        lines.append(
            f"| {r.name} | {r.covered} / {len(r.clauses)} | {r.scenarios} | {r.vectors} | {r.ambiguities} | {r.options_exercised} / {r.options} |"
        )
    for r in reports:
        lines += ["", f"## {r.name}: {md_cell(r.title)}", "", "| clause | title | scenarios | vectors | ambiguities |", "|---|---|---:|---:|---|"]
        for c in r.clauses:
            marker = "" if c.scenarios else " **(no scenario)**"
            lines.append(f"| {md_cell(c.id)}{marker} | {md_cell(c.title)} | {len(c.scenarios)} | {c.vectors} | {md_cell(', '.join(c.ambiguities))} |")
    return "\n".join(lines) + "\n"


def shields(report: RulesetCoverage) -> Json:
    """A shields.io endpoint (``schemaVersion`` 1): clauses with a scenario and the vectors;
    green when every clause has a scenario and every switch option a vector."""
    color = "brightgreen" if report.complete else "orange" if report.covered else "red"
    return {
        "schemaVersion": 1,
        "label": f"regelwerk {report.name}",
        "message": f"{report.covered}/{len(report.clauses)} clauses, {report.vectors} vectors",
        "color": color,
    }

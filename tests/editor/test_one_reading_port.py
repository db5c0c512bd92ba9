"""A port that declares a non-default option passes the vectors that pin it, through the
protocol: for each rule set, its first switch with the first option that is not the default.
The port applies that option to every case (it knows no other reading), so every vector that
does not pin the switch must pass under it too: their outcome does not depend on it."""

from __future__ import annotations

import json
import sys

import pytest

from regelwerk.cli import main
from regelwerk.rulesets import RULESETS
from regelwerk.suite.vectors import load_vectors, table_files, vector_files
from regelwerk.suite.version import suite_version

from .conftest import DATA


def one_reading(name: str) -> tuple[str, str]:
    switch = RULESETS[name].switches[0]
    return switch.id, next(o for o in switch.options if o != switch.default)


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_a_port_with_a_non_default_option_passes_the_vectors_that_pin_it(name, tmp_path):
    switch, option = one_reading(name)
    vectors = [v for v in load_vectors([name], distributions=False) if "row" not in v.raw["provenance"] or switch in v.interpretations]
    pinned = [v.id for v in vectors if v.interpretations.get(switch) == option]
    excluded = [v.id for v in vectors if switch in v.interpretations and v.interpretations[switch] != option]
    assert pinned, f"no vector pins {switch}={option}"
    report = tmp_path / "report.ndjson"
    engine = f"{sys.executable} {DATA / 'one_reading_engine.py'} {switch}={option}"
    # The vectors (files and tables), not the golden playthroughs: a playthrough pins no option
    # for the switches its steps read under their defaults, so it is no test of one reading.
    # Tables only where one pins the switch: the rest of a big table reads no switch (check
    # says so for each table) and would only make this test slow.
    tables = [p for p in table_files([name]) if switch in json.loads(p.read_text(encoding="utf-8"))["interpretations"]]
    # Not the distribution vectors either: they ask for distributions, this engine answers outcomes.
    files = [p for p in vector_files([name]) if p.name != "verteilungen.json"]
    sources = [str(p) for p in (*files, *tables)]
    selection = [arg for path in sources for arg in ("--vectors", path)]
    assert main(["verify", "--engine", engine, *selection, "--report", str(report), "--jobs", "2"]) == 0
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    cases = {line["id"]: line for line in lines if line["type"] == "case"}
    assert all(cases[i]["kind"] == "pass" for i in pinned)
    assert all(cases[i]["kind"] == "not-run" and cases[i]["reason"] == "interpretation" for i in excluded)
    assert lines[-1]["counts"]["wrong"] == 0
    assert lines[-1]["counts"]["pass"] + lines[-1]["counts"]["not-run"] == len(vectors)
    assert lines[0]["suite_versions"] == {name: [suite_version()]}

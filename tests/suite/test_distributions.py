"""The generator of distribution vectors (``regelwerk.suite.distributions``): what ``check`` says
of a hand-edited or missing file, that ``fill`` writes it back, and what a reading's vector is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from regelwerk.core.ruleset import load_switch_table
from regelwerk.odds.distribution import Distribution
from regelwerk.odds.engine import odds, projection_named
from regelwerk.rulesets import RULESETS
from regelwerk.suite.check import check_ruleset
from regelwerk.cli import main
from regelwerk.suite.vectors import load_vector_file

REPO = Path(__file__).resolve().parents[2]


def distribution_of(vector, interpretations: dict[str, str]) -> Distribution:
    ruleset = RULESETS[vector.ruleset]
    case = {"ruleset": vector.ruleset, **vector.case, "interpretations": interpretations}
    return odds(ruleset, case, projection_named(ruleset, case, vector.projection)).distribution


@pytest.mark.parametrize("ruleset", ["pocket_tactics", "mordheim", "w40k"])
def test_a_reading_s_vector_pins_its_reading_and_its_distribution_differs_from_the_other_options(ruleset):
    table = load_switch_table(ruleset)
    vectors = load_vector_file(REPO / "vectors" / ruleset / "verteilungen.json")
    readings = [v for v in vectors if "reading" in v.raw["provenance"]][:15]
    assert readings
    for vector in readings:
        [(switch, option)] = vector.raw["provenance"]["reading"].items()
        assert vector.interpretations[switch] == option
        expected = Distribution.from_json(vector.expected["distribution"])
        assert distribution_of(vector, vector.interpretations) == expected
        others = [o for o in table.by_id[switch].options if o != option]
        assert any(distribution_of(vector, {**vector.interpretations, switch: o}) != expected for o in others), vector.id


def _first_vector(root: Path) -> tuple[Path, dict]:
    path = root / "vectors" / "mordheim" / "verteilungen.json"
    return path, json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.slow
def test_a_hand_edited_distribution_is_stale_with_outcome_changed(suite_copy):
    path, data = _first_vector(suite_copy)
    first = data["vectors"][0]
    entries = first["expected"]["distribution"]
    entries[0]["p"], entries[1]["p"] = entries[1]["p"], entries[0]["p"]  # a wrong but well-formed distribution
    assert entries[0]["p"] != entries[1]["p"]
    path.write_text(json.dumps(data), encoding="utf-8")

    assert check_ruleset("mordheim").stale == {first["id"]: ["outcome changed"]}


@pytest.mark.slow
def test_a_missing_file_is_reported_vector_by_vector_and_fill_writes_it_back(suite_copy):
    path, data = _first_vector(suite_copy)
    text = path.read_text(encoding="utf-8")
    path.unlink()

    stale = check_ruleset("mordheim").stale
    assert set(stale) == {v["id"] for v in data["vectors"]}
    assert all(reasons == ["new distribution vector, not yet generated"] for reasons in stale.values())
    assert main(["fill", "--suite", "mordheim"]) == 0
    assert path.read_text(encoding="utf-8") == text

"""Derived vector files (``suite/derived.py``), on a copy that keeps three Warhammer 40,000
features: ``fill`` writes the board-free counterparts of their attacks, ``check`` finds one edited
by hand, a counterpart that disagrees with its source is not written, ``fill --outdated`` derives
them again, and a derived file may not take a feature's vector file."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from regelwerk.core.errors import SuiteDataError
from regelwerk.suite import combinations, distributions, tables
from regelwerk.suite.check import check_ruleset
from regelwerk.suite.fill import plan_fill, write_fill
from regelwerk.suite.outdated import plan_outdated

KEEP = ("schaden", "toedlich", "ohne_spielfeld")


@pytest.fixture
def w40k_copy(suite_copy: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Three features of Warhammer 40,000, their vectors and the derived file filled from them; no
    other rule set, no tables."""
    from regelwerk.rulesets import RULESETS

    for name in [n for n in RULESETS if n != "w40k"]:
        monkeypatch.delitem(RULESETS, name)
        for folder in ("features", "schemas", "vectors"):
            shutil.rmtree(suite_copy / folder / name, ignore_errors=True)
    for folder, suffix in (("features", ".feature"), ("vectors", ".json")):
        for path in (suite_copy / folder / "w40k").glob(f"*{suffix}"):
            if path.stem not in (*KEEP, "rechner"):
                path.unlink()
    shutil.rmtree(suite_copy / "vectors" / "w40k" / "tables")
    monkeypatch.setitem(tables.TABLES, "w40k", ())
    # the switch combinations of the kept features are the combination tests' business
    monkeypatch.setattr(combinations, "SKIP", combinations.SKIP | {"w40k"})
    monkeypatch.setattr(distributions, "SKIP", distributions.SKIP | {"w40k"})  # so are the distributions
    plan = plan_fill("w40k")
    assert not plan.result.failures
    write_fill("w40k", plan.result)
    return suite_copy


def derived(root: Path) -> dict:
    return json.loads((root / "vectors/w40k/rechner.json").read_text(encoding="utf-8"))


@pytest.mark.slow
def test_fill_derives_a_board_free_vector_from_each_attack_of_the_kept_features(w40k_copy):
    data = derived(w40k_copy)

    sources = {v["provenance"]["derived_from"] for v in data["vectors"]}
    assert data["source"] == "generated:w40k/rechner"
    assert sources and {s["provenance"]["feature"] for s in data["vectors"]} == {"w40k/schaden.feature", "w40k/toedlich.feature"}
    assert all(v["id"] == "w40k/rechner-" + v["provenance"]["derived_from"].removeprefix("w40k/") for v in data["vectors"])
    assert check_ruleset("w40k").stale == {}


@pytest.mark.slow
def test_a_hand_edited_derived_vector_is_stale_with_outcome_changed(w40k_copy):
    data = derived(w40k_copy)
    first = data["vectors"][0]
    first["expected"]["events"] = first["expected"]["events"][:-1]
    (w40k_copy / "vectors/w40k/rechner.json").write_text(json.dumps(data), encoding="utf-8")

    assert check_ruleset("w40k").stale == {first["id"]: ["outcome changed"]}


@pytest.mark.slow
def test_a_counterpart_that_disagrees_with_its_source_fails_the_fill_at_the_source_scenario(w40k_copy, monkeypatch):
    from regelwerk.rulesets.w40k import derived as w40k_derived

    monkeypatch.setattr(w40k_derived, "disagreements", lambda source, outcome: ["the events differ from the game's"])
    plan = plan_fill("w40k")

    assert plan.result.failures
    assert all(case.feature in ("w40k/schaden.feature", "w40k/toedlich.feature") for case, _ in plan.result.failures)
    assert all("disagrees: the events differ" in error for _, error in plan.result.failures)
    assert w40k_copy / "vectors/w40k/rechner.json" in plan.result.failed_files


@pytest.mark.slow
def test_fill_outdated_derives_the_board_free_vectors_again(w40k_copy):
    plan = plan_outdated("w40k")

    assert not plan.refusals and not plan.removed
    assert set(plan.derived) == {v["id"] for v in derived(w40k_copy)["vectors"]}
    assert plan.result.files[w40k_copy / "vectors/w40k/rechner.json"] == derived(w40k_copy)


@pytest.mark.slow
def test_a_derived_file_may_not_take_the_vector_file_of_a_feature(w40k_copy):
    shutil.copy(w40k_copy / "features/w40k/schaden.feature", w40k_copy / "features/w40k/rechner.feature")
    text = (w40k_copy / "features/w40k/rechner.feature").read_text(encoding="utf-8")
    (w40k_copy / "features/w40k/rechner.feature").write_text(text.replace("Szenario: ", "Szenario: Kopie: "), encoding="utf-8")

    with pytest.raises(SuiteDataError, match="a derived vector file has the name of the vector file of w40k/rechner.feature"):
        plan_fill("w40k")

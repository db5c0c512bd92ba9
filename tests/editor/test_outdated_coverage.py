"""``regelwerk fill --outdated`` refills exactly the vectors whose sources changed; ``regelwerk
coverage`` counts per clause what the features, vectors and register say."""

from __future__ import annotations

import json

from regelwerk.cli import main
from regelwerk.suite.check import check_ruleset
from regelwerk.suite.register import load_register

from .conftest import REPO

RULESET = "pocket_tactics"
MOVED = "pocket_tactics/nach-dem-zug-der-staemme-ist-wieder-die-legion-am-zug"


def test_fill_outdated_refills_the_changed_scenario_and_leaves_every_other_vector_alone(tiny_suite, capsys):
    feature = tiny_suite / "features" / RULESET / "zug.feature"
    text = feature.read_text(encoding="utf-8")
    feature.write_text(text.replace('Wenn die Stämme "S1" nach (-1,-1) bewegt', 'Wenn die Stämme "S1" nach (1,-2) bewegt'), encoding="utf-8")
    path = tiny_suite / "vectors" / RULESET / "zug.json"
    before = {v["id"]: v for v in json.loads(path.read_text(encoding="utf-8"))["vectors"]}
    assert main(["fill", "--outdated", "--suite", RULESET]) == 0
    assert f"{RULESET}: 1 outdated vector(s) refilled, 0 removed (1 file(s) written, 0 removed)" in capsys.readouterr().out
    after = {v["id"]: v for v in json.loads(path.read_text(encoding="utf-8"))["vectors"]}
    assert [i for i in after if after[i] != before[i]] == [MOVED]
    assert after[MOVED]["expected"]["state"] != before[MOVED]["expected"]["state"]  # S1 stands elsewhere afterwards
    assert check_ruleset(RULESET).stale == {}  # what check calls stale is gone
    assert main(["fill", "--outdated", "--suite", RULESET]) == 0
    assert f"{RULESET}: 0 outdated vector(s) refilled" in capsys.readouterr().out


def test_fill_outdated_refills_the_vectors_of_a_reworded_clause_and_removes_a_deleted_scenario(tiny_suite, capsys):
    catalog = tiny_suite / "features" / RULESET / "klauseln.yaml"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace("gibt nur deren Einheiten Befehle", "gibt allein deren Einheiten Befehle"), encoding="utf-8")
    feature = tiny_suite / "features" / RULESET / "zug.feature"
    text = feature.read_text(encoding="utf-8")
    start = text.index("  @klausel:PT-ZUG-1\n  Szenario: Nach dem Zug der Stämme")
    feature.write_text(text[:start], encoding="utf-8")
    assert main(["fill", "--outdated", "--suite", RULESET]) == 0
    out = capsys.readouterr().out
    assert "new statement hashes for PT-ZUG-2" in out
    assert f"{RULESET}: 2 outdated vector(s) refilled, 1 removed" in out  # the two PT-ZUG-2 scenarios; the deleted one
    result = check_ruleset(RULESET)
    assert result.stale == {}


def test_coverage_counts_the_scenarios_vectors_and_ambiguities_of_each_clause(tiny_suite, capsys, tmp_path):
    assert main(["coverage", "--suite", RULESET, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)["rulesets"][RULESET]
    clauses = data["clauses"]
    # zug.feature: four scenarios cite PT-ZUG-1, two PT-ZUG-2; every other clause has none here
    assert (len(clauses["PT-ZUG-1"]["scenarios"]), clauses["PT-ZUG-1"]["vectors"]) == (4, 4)
    assert (len(clauses["PT-ZUG-2"]["scenarios"]), clauses["PT-ZUG-2"]["vectors"]) == (2, 2)
    assert clauses["PT-BEW-1"] == {"title": clauses["PT-BEW-1"]["title"], "scenarios": [], "vectors": 0, "ambiguities": []}
    register = load_register(RULESET)
    assert clauses["PT-BEW-2"]["ambiguities"] == [e.id for e in register.ambiguities.values() if "PT-BEW-2" in e.clauses]
    assert "PT-A-SPRUNGBAHN" in clauses["PT-BEW-2"]["ambiguities"]
    assert data["summary"]["clauses_with_scenarios"] == 2 and data["summary"]["scenarios"] == 6 and data["summary"]["vectors"] == 6

    assert main(["coverage", "--suite", RULESET, "--format", "shields", "--output", str(tmp_path)]) == 0
    badge = json.loads((tmp_path / f"{RULESET}.json").read_text(encoding="utf-8"))
    total = len(clauses)
    assert badge == {"schemaVersion": 1, "label": f"regelwerk {RULESET}", "message": f"2/{total} clauses, 6 vectors", "color": "orange"}

    assert main(["coverage", "--suite", RULESET]) == 0
    text = capsys.readouterr().out
    assert f"| {RULESET} | 2 / {total} | 6 | 6 |" in text and "| PT-BEW-1 **(no scenario)** |" in text


def test_shields_output_makes_the_folder_it_names_as_the_readme_runs_it(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["coverage", "--suite", RULESET, "--format", "shields", "--output", "badges/"]) == 0
    assert [p.name for p in (tmp_path / "badges").iterdir()] == [f"{RULESET}.json"]
    assert main(["coverage", "--suite", RULESET, "--format", "shields", "--output", "badges/"]) == 0  # and writes into it again
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    assert main(["coverage", "--suite", RULESET, "--format", "shields", "--output", "dangling"]) == 2
    assert "it is not a folder: dangling is a symbolic link, not a folder" in capsys.readouterr().err
    assert not (tmp_path / "nowhere").exists()


def test_coverage_of_the_committed_suite_is_complete_for_every_rule_set(capsys):
    from regelwerk.rulesets import RULESETS

    assert main(["coverage", "--format", "shields"]) == 0
    badges = json.loads(capsys.readouterr().out)
    assert set(badges) == set(RULESETS)
    assert all(b["color"] == "brightgreen" for b in badges.values())


def test_output_paths_are_checked_before_the_work(tmp_path, capsys):
    assert main(["coverage", "--format", "shields", "--output", str(tmp_path / "no" / "fehlt")]) == 2
    assert f"it cannot be made: the folder {tmp_path / 'no'} does not exist" in capsys.readouterr().err
    assert not (tmp_path / "no").exists()  # a missing parent is not made: it is more likely a typo
    assert main(["ambiguities", "--suite", RULESET, "--output", str(tmp_path)]) == 2
    assert "--output: is a directory" in capsys.readouterr().err
    assert main(["ambiguities", "--suite", "gibt_es_nicht"]) == 2


def test_fill_outdated_does_not_copy_an_outcome_edited_by_hand_into_the_ledger(tiny_suite, capsys):
    """A vector kept byte for byte by ``fill --outdated`` was not run: an outcome edited by hand in
    its file is not recorded in the outcome ledger (as a change it would then demand a changelog
    entry, and the ledger would vouch for an outcome the engine never gave); ``fill --outdated``
    says so and fails, the plain ``fill`` puts the engine's outcome back."""
    from regelwerk.suite.version import read_ledger, update_ledger

    update_ledger(RULESET)
    recorded = read_ledger(RULESET)[MOVED]
    path = tiny_suite / "vectors" / RULESET / "zug.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    (vector,) = [v for v in data["vectors"] if v["id"] == MOVED]
    vector["expected"]["events"] = []
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")

    assert main(["fill", "--outdated", "--suite", RULESET]) == 1
    out = capsys.readouterr().out
    assert f"differ from their outcomes.ndjson line (an outcome edited by hand?), not recorded: {MOVED}" in out
    assert read_ledger(RULESET)[MOVED] == recorded
    assert main(["fill", "--suite", RULESET]) == 0
    assert read_ledger(RULESET)[MOVED] == recorded
    assert json.loads(path.read_text(encoding="utf-8"))["vectors"] == json.loads((REPO / "vectors" / RULESET / "zug.json").read_text(encoding="utf-8"))["vectors"]

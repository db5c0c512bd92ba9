"""``regelwerk diff``: added, removed, changed and reworded vectors between two trees or a git
revision and the working tree; the expected ids follow from the edited feature and catalog."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from regelwerk.cli import main

RULESET = "pocket_tactics"
ZUG_2 = sorted(
    [
        "pocket_tactics/die-legion-bewegt-keine-einheit-der-staemme",
        "pocket_tactics/die-staemme-stellen-keine-einheit-der-legion-auf",
    ]
)  # the scenarios of zug.feature tagged @klausel:PT-ZUG-2
MOVED = "pocket_tactics/nach-dem-zug-der-staemme-ist-wieder-die-legion-am-zug"


def edit(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def run_diff(capsys, *args) -> tuple[int, str]:
    status = main(["diff", *args])
    return status, capsys.readouterr().out


def test_a_reworded_clause_changes_no_outcome_and_the_diff_says_so(tiny_suite, capsys):
    before = tiny_suite / "before"
    shutil.copytree(tiny_suite / "vectors", before)
    edit(tiny_suite / "features" / RULESET / "klauseln.yaml", "gibt nur deren Einheiten Befehle", "gibt allein deren Einheiten Befehle")
    assert main(["fill", "--suite", RULESET]) == 0
    capsys.readouterr()
    status, text = run_diff(capsys, str(before), str(tiny_suite / "vectors"), "--format", "json")
    assert status == 0
    data = json.loads(text)
    assert data["counts"] == {"changed": 0, "added": 0, "removed": 0, "reworded": len(ZUG_2)}
    reworded = data["rulesets"][RULESET]["reworded"]
    assert [r["id"] for r in reworded] == ZUG_2
    assert all(r["notes"] == ["clause text (PT-ZUG-2)"] for r in reworded)
    assert data["rulesets"][RULESET]["clauses"] == {"PT-ZUG-2": {"changed": [], "added": [], "removed": [], "reworded": ZUG_2}}
    status, text = run_diff(capsys, str(before), str(tiny_suite / "vectors"))
    assert f"**No expected outcome changes. {len(ZUG_2)} vector(s) changed only in wording (no outcome changes).**" in text


def test_a_changed_scenario_a_new_one_and_a_removed_one_are_listed_exactly(tiny_suite, capsys):
    before = tiny_suite / "before"
    shutil.copytree(tiny_suite / "vectors", before)
    feature = tiny_suite / "features" / RULESET / "zug.feature"
    edit(feature, 'Wenn die Stämme "S1" nach (-1,-1) bewegt', 'Wenn die Stämme "S1" nach (1,-2) bewegt')
    edit(feature, "Szenario: Die Stämme stellen keine Einheit der Legion auf", "Szenario: Auch die Stämme stellen keine Einheit der Legion auf")
    assert main(["fill", "--suite", RULESET]) == 0
    capsys.readouterr()
    status, text = run_diff(capsys, str(before), str(tiny_suite / "vectors"), "--format", "json")
    data = json.loads(text)
    assert data["counts"] == {"changed": 1, "added": 1, "removed": 1, "reworded": 0}
    entry = data["rulesets"][RULESET]
    assert [c["id"] for c in entry["changed"]] == [MOVED]
    assert entry["changed"][0]["differences"][0].startswith("$.state")
    assert [c["id"] for c in entry["added"]] == ["pocket_tactics/auch-die-staemme-stellen-keine-einheit-der-legion-auf"]
    assert [c["id"] for c in entry["removed"]] == ["pocket_tactics/die-staemme-stellen-keine-einheit-der-legion-auf"]
    assert entry["clauses"]["PT-ZUG-1"]["changed"] == [MOVED]
    status, text = run_diff(capsys, str(before), str(tiny_suite / "vectors"))
    assert "**1 changed outcome(s), 1 added, 1 removed.**" in text
    assert "| PT-ZUG-1 | 1 | 0 | 0 | 0 |" in text and "| PT-ZUG-2 | 0 | 1 | 1 | 0 |" in text
    assert f"| `{MOVED}` | PT-ZUG-1 | accepted: moved, turn\\_passed | accepted: moved, turn\\_passed | $.state" in text


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_git_revision_against_the_working_tree(tiny_suite, capsys):
    def git(*args):
        subprocess.run(["git", "-C", str(tiny_suite), *args], check=True, capture_output=True)

    git("init", "-q")
    git("add", "vectors")
    git("-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "vectors")
    edit(tiny_suite / "features" / RULESET / "zug.feature", 'Wenn die Stämme "S1" nach (-1,-1) bewegt', 'Wenn die Stämme "S1" nach (1,-2) bewegt')
    assert main(["fill", "--suite", RULESET]) == 0
    capsys.readouterr()
    status, text = run_diff(capsys, "HEAD", "--format", "json")
    assert status == 0
    data = json.loads(text)
    assert data["old"]["label"] == "HEAD" and data["new"]["label"] == "working tree"
    assert [c["id"] for c in data["rulesets"][RULESET]["changed"]] == [MOVED]


def test_bad_trees_and_revisions_are_usage_errors_naming_them(tiny_suite, tmp_path, capsys):
    assert main(["diff", "no-such-revision-or-folder"]) == 2
    assert "no-such-revision-or-folder: neither a folder nor a git revision" in capsys.readouterr().err
    empty = tmp_path / "leer"
    empty.mkdir()
    assert main(["diff", str(empty)]) == 2
    assert "holds no vector files" in capsys.readouterr().err
    broken = tmp_path / "kaputt"
    shutil.copytree(tiny_suite / "vectors", broken)
    path = broken / RULESET / "zug.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["vectors"][1]["expected"] = {"status": "vielleicht"}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["diff", str(broken)]) == 2
    err = capsys.readouterr().err
    assert "zug.json [vector pocket_tactics/die-staemme-koennen-nicht-aufstellen-wenn-die-legion-am-zug-ist] at $.vectors[1]" in err
    assert main(["diff", str(tiny_suite / "vectors"), "--output", str(tmp_path / "fehlt" / "x.md")]) == 2
    assert "--output" in capsys.readouterr().err

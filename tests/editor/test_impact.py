"""``regelwerk impact`` and ``regelwerk ambiguities``: what a change of default would do.

The expected vector ids come from the fixture feature (data/startwurf.feature) and the rule text:
under PT-A-STARTWURF the higher roll begins (default) or the lower one (the other reading).
"""

from __future__ import annotations

import json
import shutil

from regelwerk.cli import main
from regelwerk.editor.impact import impact, parse_assignments
from regelwerk.rulesets import RULESETS

SWITCH = "PT-A-STARTWURF"
PINNED_HIGH = "pocket_tactics/die-legion-wuerfelt-hoeher-und-beginnt"
PINNED_LOW = "pocket_tactics/die-legion-wuerfelt-niedriger-und-beginnt-in-der-umgekehrten-lesart"
UNTAGGED = "pocket_tactics/nach-einem-startwurf-von-sechs-gegen-eins-ist-das-spielfeld-leer"


def test_impact_lists_the_untagged_dependent_vector_and_reports_the_pinned_ones_apart(startwurf_suite):
    report = impact(parse_assignments([f"{SWITCH}=niedriger-beginnt"]))
    assert [c.id for c in report.changes] == [UNTAGGED]
    assert [c.id for c in report.pinned] == [PINNED_HIGH]  # pinned to the old default; the low one already says "lower"
    change = report.changes[0]
    # 6 against 1: the legion begins under the default, the tribes when the lower roll begins
    assert change.old["state"]["first"] == "legion" and change.new["state"]["first"] == "tribes"
    assert any(line.startswith("$.state.first:") for line in change.differences)
    assert report.chosen == {SWITCH: ("hoeher-beginnt", "niedriger-beginnt")}


def test_flipping_the_default_in_a_copy_changes_exactly_the_vectors_impact_predicted(startwurf_suite):
    """The proof of "the register decides": flip the default in the copy's register (no Python
    edit, nothing patched), fill, and diff the vectors: exactly the vectors impact predicted."""
    predicted = impact(parse_assignments([f"{SWITCH}=niedriger-beginnt"]))
    before = startwurf_suite / "before"
    shutil.copytree(startwurf_suite / "vectors", before)

    register = startwurf_suite / "features" / "pocket_tactics" / "auslegungen.yaml"
    text = register.read_text(encoding="utf-8")
    entry = text.index(f"id: {SWITCH}")
    line = text.index("default: hoeher-beginnt", entry)
    text = text[:line] + "default: niedriger-beginnt" + text[line + len("default: hoeher-beginnt") :]
    reason = text.index("    reason: >-\n", entry)  # a flip says why (fill refuses one whose reason is unchanged)
    text = text[:reason] + "    reason: >-\n      Probe: die niedrigere Zahl beginnt.\n    x_old_reason: >-\n" + text[reason + len("    reason: >-\n") :]
    text = text.replace("    x_old_reason: >-\n", "    x_old_reason: >-\n", 1)
    register.write_text(_drop_block(text, "    x_old_reason: >-\n"), encoding="utf-8")
    assert {s.id: s.default for s in RULESETS["pocket_tactics"].switches}[SWITCH] == "niedriger-beginnt"

    assert main(["fill", "--suite", "pocket_tactics"]) == 0
    out = startwurf_suite / "diff.json"
    assert main(["diff", str(before), str(startwurf_suite / "vectors"), "--format", "json", "--output", str(out)]) == 0
    diff = json.loads(out.read_text(encoding="utf-8"))
    changed = diff["rulesets"]["pocket_tactics"]["changed"]
    assert [c["id"] for c in changed] == [c.id for c in predicted.changes] == [UNTAGGED]
    assert changed[0]["new"] == predicted.changes[0].new  # the outcome impact showed is the one fill wrote
    assert diff["counts"] == {"changed": 1, "added": 0, "removed": 0, "reworded": 0}  # the pinned vectors keep theirs


def _drop_block(text: str, head: str) -> str:
    """The text without the folded block that starts with ``head`` (its indented lines)."""
    start = text.index(head)
    end = start + len(head)
    while text.startswith("      ", end):
        end = text.index("\n", end) + 1
    return text[:start] + text[end:]


def test_the_impact_command_writes_markdown_and_json(startwurf_suite, capsys, tmp_path):
    assert main(["impact", f"{SWITCH}=niedriger-beginnt"]) == 0
    text = capsys.readouterr().out
    assert "`PT-A-STARTWURF`: hoeher-beginnt → **niedriger-beginnt**" in text
    assert "**1 vector(s) would change their expected outcome**" in text
    assert f"`{UNTAGGED}`" in text and f"`{PINNED_HIGH}` (PT-A-STARTWURF=hoeher-beginnt)" in text
    target = tmp_path / "impact.json"
    assert main(["impact", f"{SWITCH}=niedriger-beginnt", "--format", "json", "-o", str(target)]) == 0
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["format"] == "regelwerk-impact/1" and data["counts"] == {"changed": 1, "pinned": 1}
    assert data["clauses"]["changed"] == {"PT-VOR-3": [UNTAGGED]}


def test_bad_assignments_are_usage_errors_that_name_the_argument(capsys):
    for argument, message in (
        ("PT-A-STARTWURF", "write SWITCH=OPTION"),
        ("PT-A-GIBT-ES-NICHT=x", "no rule set has an interpretation switch of this id"),
        ("PT-A-STARTWURF=wuerfeln", "PT-A-STARTWURF has no option 'wuerfeln' (options: hoeher-beginnt, niedriger-beginnt)"),
        ("PT-A-STARTWURF=hoeher-beginnt", "'hoeher-beginnt' is already the default of PT-A-STARTWURF"),
    ):
        assert main(["impact", argument]) == 2
        err = capsys.readouterr().err
        assert argument.split("=")[0] in err and message in err, err


def test_ambiguities_count_under_each_option_the_vectors_pinned_to_the_other(startwurf_suite):
    """check makes every pinned vector depend on its switch; with two options, the vectors that
    change under one option are exactly those pinned to the other."""
    from regelwerk.editor.ambiguities import ambiguities, to_json, to_markdown

    reports = ambiguities(["pocket_tactics"])
    data = to_json(reports)["rulesets"]["pocket_tactics"]
    entry = next(e for e in data if e["id"] == SWITCH)
    options = {o["id"]: o for o in entry["options"]}
    assert options["hoeher-beginnt"]["default"] and not options["niedriger-beginnt"]["default"]
    assert options["hoeher-beginnt"]["pinned"] == [PINNED_HIGH]
    assert options["niedriger-beginnt"]["changes"] == sorted([PINNED_HIGH, UNTAGGED])
    assert options["hoeher-beginnt"]["changes"] == [PINNED_LOW]
    assert {s["option"] for s in entry["scenarios"]} == {"hoeher-beginnt", "niedriger-beginnt"}
    assert all(s["feature"] == "pocket_tactics/startwurf.feature" for s in entry["scenarios"])
    text = to_markdown(reports)
    assert f"### {SWITCH}:" in text and "**Default: hoeher-beginnt.**" in text
    # an entry without a switch is listed with its question too
    assert any(not e["switch"] for e in data)


def test_ambiguities_of_a_whole_rule_set_pin_and_change_as_the_check_demands():
    """Over the smallest committed rule set: for every two-option switch, the vectors changing
    under an option are vectors pinned to the other one, and every pinned vector of a scenario
    changes (a table pins an option for all its rows, though only some rows may depend on it)."""
    from regelwerk.editor.ambiguities import ambiguities
    from regelwerk.suite.vectors import load_vectors

    name = min(RULESETS, key=lambda n: len(RULESETS[n].switches))
    vectors = load_vectors([name])
    rows = {v.id for v in vectors if "row" in (v.raw.get("provenance") or {})}
    # a switch combination keeps its base's options, though with the pair in force one of them
    # may no longer matter (suite/combinations.py)
    combinations = {v.id for v in vectors if "base" in (v.raw.get("provenance") or {})}
    checked = 0
    for report in ambiguities([name]):
        if not report.entry.switch or len(report.options) != 2:
            continue
        # a vector pinned with @auslegung-ebenso runs the option on purpose with the default's outcome
        same = {v.id for v in vectors if report.entry.id in (v.raw.get("same_as_default") or [])}
        first, second = report.options
        for one, other in ((first, second), (second, first)):
            assert set(one.changes) <= set(other.pinned), report.entry.id
            assert set(other.pinned) - rows - same - combinations <= set(one.changes), report.entry.id
        checked += 1
    assert checked > 0

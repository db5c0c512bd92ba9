"""``regelwerk check`` passes on the suite as it is and names every kind of drift and defect."""

from __future__ import annotations

import json
import re

import pytest

from regelwerk.cli import main
from regelwerk.suite.check import check_ruleset
from regelwerk.suite.fill import fill_ruleset, write_fill

FEATURE = "features/pocket_tactics/bewegen.feature"


def edit(root, relative: str, old: str, new: str, count: int = 1) -> None:
    path = root / relative
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {relative}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def messages(result) -> list[str]:
    return [str(p) for p in result.problems]


@pytest.mark.slow  # every rule set, the tables regenerated
def test_the_suite_as_committed_passes_its_own_check(capsys):
    assert main(["check"]) == 0
    out = capsys.readouterr().out
    assert "in sync" in out
    assert "✓ docs:" in out and "figures in sync" in out  # the docs' figures are checked too


def test_the_check_of_an_untouched_copy_passes(suite_copy):
    # Standardaktionen: the check of a copy (REGELWERK_DATA) is the same machinery for every rule
    # set, and this one's is the quickest; the committed suite's check above runs all four.
    result = check_ruleset("standardaktionen")
    assert result.ok, messages(result)
    assert result.vectors == result.scenarios > 40


def test_fill_on_an_untouched_copy_writes_nothing(small_suite):
    written, removed = write_fill("pocket_tactics", fill_ruleset("pocket_tactics"))
    assert (written, removed) == ([], [])


def test_a_changed_scenario_makes_its_vector_stale_with_source_changed(small_suite):
    edit(small_suite, FEATURE, 'Angenommen "R1" (Rekrut der Legion) steht auf (0,0)\n    Wenn die Legion "R1" nach (0,0) bewegt',
         'Angenommen "R1" (Rekrut der Legion) steht auf (1,0)\n    Wenn die Legion "R1" nach (1,0) bewegt')
    result = check_ruleset("pocket_tactics")
    stale = result.stale["pocket_tactics/eine-einheit-bleibt-nicht-auf-ihrer-eigenen-kachel-stehen"]
    assert "source changed" in stale
    assert "outcome changed" not in stale  # still PT.MOVE.OCCUPIED (PT-BEW-1)
    assert "outcome wording changed" in stale  # the message names another tile
    assert len(result.stale) == 1


def test_a_changed_clause_statement_names_the_hash_and_every_vector_citing_it(small_suite):
    edit(small_suite, "features/pocket_tactics/klauseln.yaml", "weder der eigene noch der gegnerische", "weder der eigene noch der fremde")
    result = check_ruleset("pocket_tactics")
    assert any("PT-STP-4: the statement changed" in m for m in messages(result))
    assert result.stale
    assert all(reasons == ["clause text changed (PT-STP-4)"] for reasons in result.stale.values())
    cited = {v for v, _ in result.stale.items()}
    assert "pocket_tactics/kein-zug-auf-den-gegnerischen-stuetzpunkt" in cited


def test_fill_updates_the_clause_hash_and_the_vectors_after_a_statement_change(small_suite, capsys):
    edit(small_suite, "features/pocket_tactics/klauseln.yaml", "weder der eigene noch der gegnerische", "weder der eigene noch der fremde")
    assert main(["fill", "--suite", "pocket_tactics"]) == 0  # the edit is Pocket-Tactics's alone
    assert "new statement hashes for PT-STP-4" in capsys.readouterr().out
    result = check_ruleset("pocket_tactics")
    assert not result.stale and not any("hash" in m for m in messages(result))


def test_a_changed_engine_outcome_is_reported_as_outcome_changed(small_suite, monkeypatch):
    from regelwerk.rulesets.pocket_tactics import movement

    monkeypatch.setitem(movement.HAZARDS, "water", frozenset({1, 2}))
    result = check_ruleset("pocket_tactics")
    failing = [m for m in messages(result) if "scenario fails" in m]
    assert failing, "the Dann steps catch the changed rule before any vector is written"
    assert any("gefahren.feature" in m for m in failing)


def test_a_hand_edited_vector_is_stale_with_outcome_changed(small_suite):
    path = small_suite / "vectors/pocket_tactics/zug.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["vectors"][0]["expected"]["error"]["code"] = "PT.TURN.SOMETHING_ELSE"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = check_ruleset("pocket_tactics")
    assert result.stale == {data["vectors"][0]["id"]: ["outcome changed"]}


def test_a_deleted_vector_file_is_reported_and_its_vectors_are_new(small_suite):
    (small_suite / "vectors/pocket_tactics/zug.json").unlink()
    result = check_ruleset("pocket_tactics")
    assert any("vector file missing" in m for m in messages(result))
    assert result.stale and all(r == ["new scenario, not yet filled"] for r in result.stale.values())


def test_a_vector_without_a_scenario_is_reported(small_suite):
    path = small_suite / "vectors/pocket_tactics/zug.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    orphan = dict(data["vectors"][0], id="pocket_tactics/ein-verwaister-vektor")
    data["vectors"].append(orphan)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert check_ruleset("pocket_tactics").stale["pocket_tactics/ein-verwaister-vektor"] == ["no scenario produces it any more"]


def test_a_schema_invalid_vector_file_names_the_file_the_vector_and_the_path(small_suite, capsys):
    path = small_suite / "vectors/pocket_tactics/zug.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["vectors"][2]["dice"] = {"gefahr": "sechs"}
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = next(m for m in messages(check_ruleset("pocket_tactics")) if "zug.json" in m)
    assert data["vectors"][2]["id"] in problem
    assert "$.vectors[2].dice.gefahr" in problem


def test_a_clause_without_a_scenario_is_a_hole(small_suite):
    catalog = small_suite / "features/pocket_tactics/klauseln.yaml"
    catalog.write_text(
        catalog.read_text(encoding="utf-8")
        + '  - id: PT-LEER-1\n    title: Eine Regel ohne Szenario\n    section: Prüfling\n'
        + '    statement: >-\n      Diese Klausel gibt es nur im Test; kein Szenario zitiert sie.\n    hash: ""\n',
        encoding="utf-8",
    )
    found = messages(check_ruleset("pocket_tactics"))
    assert any("PT-LEER-1 has no scenario (a hole in the suite)" in m for m in found)
    assert any("PT-LEER-1 has no hash yet" in m for m in found)


def test_a_missing_interpretation_tag_is_found_by_running_the_other_options(small_suite):
    edit(small_suite, "features/pocket_tactics/reserve.feature", " @auslegung:PT-A-RUECKZUG-SPRUNG=nur-nachbar", "")
    found = [m for m in messages(check_ruleset("pocket_tactics")) if "PT-A-RUECKZUG-SPRUNG=auch-sprung" in m]
    assert found and "tag the scenario @auslegung:PT-A-RUECKZUG-SPRUNG=nur-nachbar" in found[0]


def test_an_interpretation_tag_the_outcome_does_not_depend_on_is_reported(small_suite):
    edit(small_suite, FEATURE, "  @klausel:PT-BEW-2\n  Szenario: Über zwei Verbündete",
         "  @klausel:PT-BEW-2 @auslegung:PT-A-SPRUNGBAHN=gerade\n  Szenario: Über zwei Verbündete")
    assert any("declares PT-A-SPRUNGBAHN but its outcome is the same" in m for m in messages(check_ruleset("pocket_tactics")))


def test_the_cli_exits_1_and_lists_stale_ids(small_suite, capsys):
    edit(small_suite, FEATURE, "Szenario: Die Stämme ziehen ebenso auf eine freie Nachbarkachel",
         "Szenario: Die Stämme ziehen genauso auf eine freie Nachbarkachel")
    assert main(["check", "--suite", "pocket_tactics"]) == 1  # the edit is Pocket-Tactics's alone
    out = capsys.readouterr().out
    assert re.search(r"stale vector pocket_tactics/die-staemme-ziehen-ebenso-auf-eine-freie-nachbarkachel: no scenario produces it", out)
    assert re.search(r"stale vector pocket_tactics/die-staemme-ziehen-genauso-auf-eine-freie-nachbarkachel: new scenario", out)


@pytest.mark.parametrize("broken", ["klauseln.yaml", "auslegungen.yaml"])
def test_an_unreadable_catalog_or_register_is_named(small_suite, broken):
    (small_suite / "features/pocket_tactics" / broken).write_text("clauses: [unclosed", encoding="utf-8")
    result = check_ruleset("pocket_tactics")
    assert broken in str(result.problems[0]) and "not valid YAML" in str(result.problems[0])


def test_an_unreadable_register_of_one_rule_set_is_reported_once_under_its_own_rule_set(small_suite_among_all, capsys):
    (small_suite_among_all / "features/mordheim/auslegungen.yaml").write_text("entries: [unclosed", encoding="utf-8")

    assert main(["check", "--suite", "pocket_tactics", "--suite", "mordheim"]) == 1
    lines = capsys.readouterr().out.splitlines()
    mentions = [i for i, line in enumerate(lines) if "not valid YAML" in line]
    assert len(mentions) == 1 and "features/mordheim/auslegungen.yaml" in lines[mentions[0]]
    assert lines[mentions[0] + 1].startswith("mordheim: 1 problem(s)")
    assert not any(line.startswith("✗") and "mordheim" in line for line in lines if "pocket_tactics" in line)


# -- @auslegung-ebenso: a reading run on purpose although the outcome is the default's ----------

SAME_OUTCOME = ("  Szenario: Kein Sprung über eine gegnerische Einheit", "  {tag}\n  Szenario: Kein Sprung über eine gegnerische Einheit")


def test_a_scenario_may_run_under_an_option_whose_outcome_is_the_default_s_and_says_so_in_its_vector(small_suite):
    """An enemy unit is no ally to hop over under either reading of the hop's line (the rules read
    the switch all the same), so the scenario may run under the other reading
    (PT-A-SPRUNGBAHN=beliebig) and its vector names it twice:
    in ``interpretations`` (a runner skips it for an engine without that option) and in
    ``same_as_default``."""
    edit(small_suite, FEATURE, SAME_OUTCOME[0], SAME_OUTCOME[1].format(tag="@auslegung-ebenso:PT-A-SPRUNGBAHN=beliebig"))
    filled = fill_ruleset("pocket_tactics")
    vector = next(v for c in filled.files.values() for v in c["vectors"] if v["description"].startswith("Kein Sprung über eine gegnerische"))
    assert vector["interpretations"] == {"PT-A-SPRUNGBAHN": "beliebig"}
    assert vector["same_as_default"] == ["PT-A-SPRUNGBAHN"]
    write_fill("pocket_tactics", filled)
    result = check_ruleset("pocket_tactics")
    assert not [m for m in messages(result) if "PT-A-SPRUNGBAHN" in m], messages(result)
    assert main(["verify", "--suite", "pocket_tactics", "--vectors", str(small_suite / "vectors/pocket_tactics")]) == 0


def test_a_same_outcome_tag_whose_outcome_differs_from_the_default_s_asks_for_the_plain_tag(small_suite):
    edit(small_suite, "features/pocket_tactics/reserve.feature", "@auslegung:PT-A-RUECKZUG-SPRUNG=auch-sprung",
         "@auslegung-ebenso:PT-A-RUECKZUG-SPRUNG=auch-sprung")
    found = [m for m in messages(check_ruleset("pocket_tactics")) if "PT-A-RUECKZUG-SPRUNG" in m]
    assert found and "differs from the default's; tag the scenario @auslegung:PT-A-RUECKZUG-SPRUNG=auch-sprung" in found[0]


@pytest.mark.parametrize(("tag", "message"), [
    ("@auslegung-ebenso:PT-A-SPRUNGBAHN=gerade", "@auslegung-ebenso names the default of PT-A-SPRUNGBAHN; drop the tag"),
    # the costs of stalling are read for questions only, never for a move
    ("@auslegung-ebenso:PT-A-ZEIT-KOSTEN=ganze-armee",
     "the rules never read PT-A-ZEIT-KOSTEN for an action of type 'move', neither in this case nor in any other vector"),
    ("@auslegung:PT-A-SPRUNGBAHN=gerade @auslegung-ebenso:PT-A-SPRUNGBAHN=beliebig",
     "PT-A-SPRUNGBAHN is tagged more than once; a scenario runs under one option of each switch"),
])
def test_a_same_outcome_tag_that_says_nothing_is_reported(small_suite, tag, message):
    edit(small_suite, FEATURE, SAME_OUTCOME[0], SAME_OUTCOME[1].format(tag=tag))
    assert any(message in m for m in messages(check_ruleset("pocket_tactics"))), messages(check_ruleset("pocket_tactics"))


def test_a_same_outcome_tag_may_name_a_switch_the_rules_read_only_for_other_moves(small_suite):
    """No hop is tried over an enemy, so the chain-of-hops switch (PT-A-SPRUNGKETTE) is not read
    for this move; other moves read it (a hop over two allies), so it touches the move and an
    engine that follows ``kette`` must still refuse it (issue 22)."""
    edit(small_suite, FEATURE, SAME_OUTCOME[0], SAME_OUTCOME[1].format(tag="@auslegung-ebenso:PT-A-SPRUNGKETTE=kette"))
    filled = fill_ruleset("pocket_tactics")
    vector = next(v for c in filled.files.values() for v in c["vectors"] if v["description"].startswith("Kein Sprung über eine gegnerische"))
    assert "PT-A-SPRUNGKETTE" not in filled.consulted[vector["id"]]  # the premise: this case does not read it
    assert vector["interpretations"] == {"PT-A-SPRUNGKETTE": "kette"} and vector["same_as_default"] == ["PT-A-SPRUNGKETTE"]
    write_fill("pocket_tactics", filled)
    assert not [m for m in messages(check_ruleset("pocket_tactics")) if "PT-A-SPRUNGKETTE" in m]


def test_a_same_outcome_tag_on_a_switch_no_vector_of_the_action_type_reads_is_refused(small_suite):
    """The start roll's switch is read for ``roll_off`` only: on a move it touches nothing."""
    edit(small_suite, FEATURE, SAME_OUTCOME[0], SAME_OUTCOME[1].format(tag="@auslegung-ebenso:PT-A-STARTWURF=niedriger-beginnt"))
    found = [m for m in messages(check_ruleset("pocket_tactics")) if "kein-sprung-ueber-eine-gegnerische-einheit" in m]
    assert len(found) == 1 and "never read PT-A-STARTWURF for an action of type 'move'" in found[0] and "drop the tag" in found[0]


def test_a_vector_listing_a_same_outcome_switch_it_does_not_run_under_is_refused_by_check_and_verify(small_suite, capsys):
    path = small_suite / "vectors/pocket_tactics/zug.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["vectors"][1]["same_as_default"] = ["PT-A-SPRUNGBAHN"]
    path.write_text(json.dumps(data), encoding="utf-8")
    expected = "PT-A-SPRUNGBAHN is listed as same_as_default but names no option in interpretations"
    problem = next(m for m in messages(check_ruleset("pocket_tactics")) if "zug.json" in m)
    assert expected in problem and "$.vectors[1].same_as_default[0]" in problem
    assert main(["verify", "--suite", "pocket_tactics", "--vectors", str(path)]) == 2
    assert expected in capsys.readouterr().err

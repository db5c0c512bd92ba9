"""``regelwerk impact --odds`` and the odds in ``regelwerk ambiguities``: how much a reading
changes the exact distribution of a distribution vector.

The fixture vectors (tests/editor/odds_fixtures.py) and their distributions by hand:

* ``WH_SAVE``: the hit and the wound are given, the save of 3+ against AP-2 is open.  Under the
  overview's cap of every modifier at ±1 (WH-A-MODIFIKATOR-GRENZE=alle-wuerfe, the default) the
  save succeeds on 4+ (1/2); under the published rule (treffer-und-verwundung) AP counts in full,
  5+ (1/3).  The model is destroyed with 1/2 or 2/3: a change of 1/6 = 16.67 points.
* ``WH_OPEN``: the same attack with every die open: BS 3+ hits with 2/3, S4 against T5 wounds on
  5+ with 1/3, the save fails with 1/2 or 2/3: destroyed 1/9 or 4/27.
* ``PT_DUEL``: two red dice against one blue, no red die against the attacker.  Under
  PT-A-UEBERZAEHLIGE-WUERFEL=je-wuerfel (the default) the surplus red die defeats whenever the
  pair does not: the defender always falls.  Under nur-ohne-abwehrwuerfel it falls only when the
  blue die is below the higher red one; it holds with P(blue >= max of two) = 91/216.
"""

from __future__ import annotations

import json
from fractions import Fraction as F

import pytest

from regelwerk.cli import main
from regelwerk.editor.ambiguities import ambiguities, to_json as ambiguities_json, to_markdown as ambiguities_md
from regelwerk.editor.impact import Examiner, impact, parse_assignments
from regelwerk.editor.oddsdiff import case_identity, side_by_side
from regelwerk.odds.distribution import Distribution
from tests.editor.odds_fixtures import PT_DUEL, REPO, WH_OPEN, WH_SAVE, as_file, pt_duel, wh_open, wh_save, with_distribution_vectors

CAP = "WH-A-MODIFIKATOR-GRENZE"
SURPLUS = "PT-A-UEBERZAEHLIGE-WUERFEL"


@pytest.fixture(scope="module")
def raws() -> dict[str, list]:
    """The fixture vectors without pins: the dependence only the rules' reads reveal."""
    return {"w40k": [wh_open(), wh_save()], "pocket_tactics": [pt_duel()]}


@pytest.fixture(scope="module")
def filled() -> dict[str, list]:
    """The fixture vectors as ``fill`` writes them: pinned, one vector per reading."""
    return as_file({"w40k": ("alle-wuerfe", "treffer-und-verwundung"), "pocket_tactics": ("je-wuerfel", "nur-ohne-abwehrwuerfel")})


@pytest.fixture
def distribution_vectors(monkeypatch, raws) -> dict[str, list]:
    with_distribution_vectors(monkeypatch, raws)
    return raws


@pytest.fixture
def filled_vectors(monkeypatch, filled) -> dict[str, list]:
    with_distribution_vectors(monkeypatch, filled)
    return filled


def test_the_save_against_ap2_moves_by_exactly_one_sixth(distribution_vectors):
    report = impact(parse_assignments([f"{CAP}=treffer-und-verwundung"]), with_odds=True)
    assert report.odds is not None and report.odds.examined == 2 and report.odds.pinned == ()
    by_id = {c.vector.id: c for c in report.odds.changes}
    assert sorted(by_id) == [WH_OPEN, WH_SAVE]
    save = by_id[WH_SAVE]
    assert save.old_options == {CAP: "alle-wuerfe"} and save.new_options == {CAP: "treffer-und-verwundung"}
    assert [(r.value, r.old, r.new, r.change) for r in save.rows] == [(0, F(1, 2), F(1, 3), F(-1, 6)), (1, F(1, 2), F(2, 3), F(1, 6))]
    assert save.old is not None and save.new is not None and (save.old.mean(), save.new.mean()) == (F(1, 2), F(2, 3))
    opened = by_id[WH_OPEN]
    assert [(r.value, r.old, r.new) for r in opened.rows] == [(0, F(8, 9), F(23, 27)), (1, F(1, 9), F(4, 27))]


def test_impact_odds_markdown_and_json(distribution_vectors, capsys, tmp_path):
    assert main(["impact", f"{CAP}=treffer-und-verwundung", "--odds"]) == 0
    text = capsys.readouterr().out
    assert "### Odds: distribution vectors whose distribution changes (2 of 2 examined)" in text
    section = text[text.index(f"#### `{WH_SAVE}`") :]
    assert "Largest change: `0` 1/2 → **1/3** (-16.67 pp)" in section
    assert f"| value | {CAP}=alle-wuerfe | {CAP}=treffer-und-verwundung | change |" in section
    assert "| `1` | 1/2 (50.00%) | 2/3 (66.67%) | +16.67 pp |" in section
    assert "Mean: 1/2 ≈ 0.5000 → 2/3 ≈ 0.6667" in section

    target = tmp_path / "impact.json"
    assert main(["impact", f"{SURPLUS}=nur-ohne-abwehrwuerfel", "--odds", "--format", "json", "-o", str(target)]) == 0
    odds = json.loads(target.read_text(encoding="utf-8"))["odds"]
    assert odds["counts"] == {"changed": 1, "pinned": 0} and odds["examined"] == 1
    (change,) = odds["changed"]
    assert change["id"] == PT_DUEL and change["projection"] == "duel"
    assert change["old"]["distribution"] == [{"value": "defender-defeated", "p": "1/1"}]
    assert {v["value"]: (v["old"], v["new"], v["change"]) for v in change["values"]} == {
        "defender-defeated": ("1/1", "125/216", "-91/216"),
        "stalemate": ("0/1", "91/216", "91/216"),
    }
    assert change["values"][1]["change_points"] == pytest.approx(100 * 91 / 216, abs=1e-4)
    assert change["old"]["mean"] is None  # a duel is no number


def test_without_odds_the_report_is_as_before(distribution_vectors, capsys):
    assert main(["impact", f"{CAP}=treffer-und-verwundung", "--format", "json"]) == 0
    assert "odds" not in json.loads(capsys.readouterr().out)
    assert main(["impact", f"{CAP}=treffer-und-verwundung"]) == 0
    assert "Odds" not in capsys.readouterr().out


def test_vectors_pinned_to_the_old_default_are_reported_apart(filled_vectors):
    report = impact(parse_assignments([f"{CAP}=treffer-und-verwundung"]), with_odds=True)
    assert report.odds is not None and report.odds.examined == 4 and report.odds.changes == ()
    # those pinned to the new option already say it: left out
    assert [c.vector.id for c in report.odds.pinned] == [WH_OPEN, WH_SAVE]
    save = report.odds.pinned[1]
    assert [(r.value, r.old, r.new) for r in save.rows] == [(0, F(1, 2), F(1, 3)), (1, F(1, 2), F(2, 3))]


def test_each_distribution_is_enumerated_once_and_a_reading_the_file_states_not_at_all(filled_vectors):
    examiners: dict[str, Examiner] = {}
    impact(parse_assignments([f"{CAP}=treffer-und-verwundung"]), examiners, with_odds=True)
    odds = examiners["w40k"].odds
    # every vector pins the switch (no need to learn what its rules read) and the new reading of
    # each case is a vector of the file: nothing is enumerated
    assert odds.computed == 0
    impact(parse_assignments([f"{CAP}=treffer-und-verwundung"]), examiners, with_odds=True)
    ambiguities(["w40k"], examiners)
    assert odds.computed == 0


def test_a_reading_no_vector_states_is_enumerated_once(distribution_vectors):
    examiners: dict[str, Examiner] = {}
    impact(parse_assignments([f"{CAP}=treffer-und-verwundung"]), examiners, with_odds=True)
    assert examiners["w40k"].odds.computed == 4  # two vectors: what the rules read, and the new reading
    impact(parse_assignments([f"{CAP}=treffer-und-verwundung"]), examiners, with_odds=True)
    assert examiners["w40k"].odds.computed == 4


def test_ambiguities_show_the_distribution_under_each_option(filled_vectors, capsys):
    reports = {r.entry.id: r for r in ambiguities(["w40k", "pocket_tactics"])}
    cap = reports[CAP]
    assert cap.odds_examined == 4 and [s.vector.id for s in cap.odds] == [WH_OPEN, WH_SAVE]  # one per case
    save = cap.odds[1]
    assert save.own == "alle-wuerfe" and [o for o, _ in save.distributions] == ["alle-wuerfe", "treffer-und-verwundung"]
    assert save.probability("treffer-und-verwundung", 1) - save.probability("alle-wuerfe", 1) == F(1, 6)
    options = {o.id: o.odds_changes for o in cap.options}
    assert options == {"alle-wuerfe": (), "treffer-und-verwundung": (WH_OPEN, WH_SAVE)}
    assert reports["WH-A-SCHUTZ-SECHS"].odds == ()  # read by the rules, but no vector pins it
    start = reports["PT-A-STARTWURF"]  # the roll-off: a duel never reads it
    assert start.odds == () and start.odds_examined == 2

    data = ambiguities_json(list(reports.values()))
    entry = next(e for e in data["rulesets"]["pocket_tactics"] if e["id"] == SURPLUS)
    assert entry["odds"]["examined"] == 2 and entry["odds"]["depending"] == 1
    (spread,) = entry["odds"]["vectors"]
    assert spread["distributions"]["nur-ohne-abwehrwuerfel"] == [
        {"value": "defender-defeated", "p": "125/216"},
        {"value": "stalemate", "p": "91/216"},
    ]
    assert next(o for o in entry["options"] if o["id"] == "nur-ohne-abwehrwuerfel")["odds_changes"] == [PT_DUEL]

    text = ambiguities_md(list(reports.values()))
    part = text[text.index(f"### {CAP}") :]
    part = part[: part.index("\n### ")]
    assert "Odds: 2 of 4 distribution vectors depend on this switch." in part
    assert "Under **treffer-und-verwundung** 2 change their distribution:" in part
    assert "| value | alle-wuerfe (own) | treffer-und-verwundung |" in part
    assert "| `1` | 1/2 (50.00%) | 2/3 (66.67%) |" in part
    start = text[text.index("### PT-A-STARTWURF") :]
    assert "Odds: none of the 2 distribution vectors depends on this switch." in start[: start.index("\n### ")]


def test_ambiguities_markdown_shows_a_few_vectors_per_option_and_says_how_many(monkeypatch, filled):
    many = []
    for i in range(5):
        for raw in filled["w40k"][2:]:
            copy = json.loads(json.dumps(raw))
            copy["id"] = raw["id"].replace(WH_SAVE, f"{WH_SAVE}-{i}")
            copy["state"]["units"][0]["models"][0]["id"] += f"-{i}"  # another case
            many.append(copy)
    with_distribution_vectors(monkeypatch, {"w40k": many})
    text = ambiguities_md(ambiguities(["w40k"]))
    part = text[text.index(f"### {CAP}") :]
    part = part[: part.index("\n### ")]
    assert "Under **treffer-und-verwundung** 5 change their distribution (3 shown; all in `--format json`):" in part
    assert part.count("| value | alle-wuerfe (own) |") == 3


def test_side_by_side_takes_every_value_of_either_distribution():
    old = Distribution.from_json([{"value": "a", "p": "1/2"}, {"value": "b", "p": "1/2"}])
    new = Distribution.from_json([{"value": "b", "p": "1/4"}, {"value": "c", "p": "3/4"}])
    assert [(r.value, r.old, r.new) for r in side_by_side(old, new)] == [("a", F(1, 2), 0), ("b", F(1, 2), F(1, 4)), ("c", 0, F(3, 4))]


def test_a_reading_whose_odds_pass_a_bound_is_said_not_hidden(distribution_vectors, monkeypatch, capsys):
    from regelwerk.editor import oddsdiff
    from regelwerk.odds.branches import OddsLimit

    real = oddsdiff.odds

    def bounded(ruleset, case, projection, *args, **kwargs):  # type: ignore[no-untyped-def]
        if case["interpretations"].get(CAP) == "treffer-und-verwundung" and case["dice"]:
            raise OddsLimit("more than 200,000 engine runs")
        return real(ruleset, case, projection, *args, **kwargs)

    monkeypatch.setattr(oddsdiff, "odds", bounded)
    report = impact(parse_assignments([f"{CAP}=treffer-und-verwundung"]), with_odds=True)
    assert report.odds is not None
    by_id = {c.vector.id: c for c in report.odds.changes}
    assert by_id[WH_SAVE].error == "more than 200,000 engine runs" and by_id[WH_SAVE].rows == ()
    assert by_id[WH_OPEN].error is None
    assert main(["impact", f"{CAP}=treffer-und-verwundung", "--odds"]) == 0
    assert "Not comparable: more than 200,000 engine runs" in capsys.readouterr().out


def test_ambiguities_say_which_option_could_not_be_computed(monkeypatch, filled):
    from regelwerk.editor import oddsdiff
    from regelwerk.odds.branches import OddsLimit

    def bounded(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OddsLimit("more than 200,000 engine runs")

    monkeypatch.setattr(oddsdiff, "odds", bounded)
    with_distribution_vectors(monkeypatch, {"w40k": [filled["w40k"][2]]})  # WH_SAVE pinned to the default, no other reading
    (spread,) = next(r for r in ambiguities(["w40k"]) if r.entry.id == CAP).odds
    assert dict(spread.errors) == {"treffer-und-verwundung": "more than 200,000 engine runs"}
    assert spread.differs_under("treffer-und-verwundung") and not spread.differs_under("alle-wuerfe")
    assert "No distribution: treffer-und-verwundung: more than 200,000 engine runs" in ambiguities_md([r for r in ambiguities(["w40k"]) if r.entry.id == CAP])


def test_the_suites_own_distribution_vectors_show_the_cap_on_ap():
    """On the suite's files (vectors/w40k/verteilungen.json): a lascannon shot (BS 4+, S12, AP-3,
    damage D6+1) into a two-wound marine with Sv 3+.  It hits with 1/2 and wounds T4 on 2+ (5/6);
    the save holds on 4+ (1/2) with AP capped at -1, on 6+ (1/6) with AP in full.  Every unsaved
    wound destroys the model: 1/2 * 5/6 * 1/2 = 5/24 under the default, 1/2 * 5/6 * 5/6 = 25/72."""
    report = impact(parse_assignments([f"{CAP}=treffer-und-verwundung"]), with_odds=True)
    assert report.odds is not None and report.odds.examined > 0
    found = [
        c
        for c in report.odds.changes + report.odds.pinned
        if c.vector.raw["projection"] == "models-destroyed"
        and [(r.value, r.old, r.new) for r in c.rows] == [(0, F(19, 24), F(47, 72)), (1, F(5, 24), F(25, 72))]
    ]
    assert found, "no distribution vector of a lascannon shot into a marine"
    assert all(c.old_options == {CAP: "alle-wuerfe"} for c in found)
    (entry,) = [r for r in ambiguities(["w40k"]) if r.entry.id == CAP]
    # the same case in ambiguities (one spread per case, possibly through a vector of another reading)
    spreads = {case_identity(s.vector): s for s in entry.odds}
    assert any(case_identity(c.vector) in spreads for c in found)
    spread = next(spreads[case_identity(c.vector)] for c in found if case_identity(c.vector) in spreads)
    assert (spread.probability("alle-wuerfe", 1), spread.probability("treffer-und-verwundung", 1)) == (F(5, 24), F(25, 72))


def test_diff_reads_distribution_files_and_names_the_probabilities_that_moved(tmp_path, capsys):
    source = REPO / "vectors" / "pocket_tactics" / "verteilungen.json"
    data = json.loads(source.read_text(encoding="utf-8"))
    trees = {}
    for name in ("old", "new"):
        folder = tmp_path / name / "pocket_tactics"
        folder.mkdir(parents=True)
        trees[name] = folder.parent
    (trees["old"] / "pocket_tactics" / "verteilungen.json").write_text(json.dumps(data), encoding="utf-8")
    first = data["vectors"][0]
    values = [e["value"] for e in first["expected"]["distribution"]]
    first["expected"] = {"distribution": [{"value": values[0], "p": "1/1"}]}
    (trees["new"] / "pocket_tactics" / "verteilungen.json").write_text(json.dumps(data), encoding="utf-8")
    assert main(["diff", str(trees["old"]), str(trees["new"]), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (changed,) = report["rulesets"]["pocket_tactics"]["changed"]
    assert changed["id"] == first["id"] and changed["new"] == first["expected"]
    assert changed["differences"][0].startswith(f"$.distribution[{json.dumps(values[0])}]: ") and changed["differences"][0].endswith(" → 1/1")

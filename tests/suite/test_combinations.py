"""Switch combinations (suite/combinations.py, issue 22): two readings that together change an
outcome neither changes alone become generated vectors in ``vectors/<rule set>/kombinationen.json``.

The expectations are worked out by hand from the planted rules below, never read off the
generator's output."""

from __future__ import annotations

import dataclasses
import json

import pytest

from regelwerk.cli import main
from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import InterpretationSwitch
from regelwerk.suite import combinations
from regelwerk.suite.check import check_ruleset
from regelwerk.suite.combinations import Interaction, combination_id, interactions

# -- the search for interacting pairs, on a planted rule ---------------------------------------

SWITCHES = {
    s.id: s
    for s in (
        InterpretationSwitch("XX-A-ALPHA", ("a0", "a1"), "a0"),
        InterpretationSwitch("XX-A-BETA", ("b0", "b1", "b2"), "b0"),
        InterpretationSwitch("XX-A-GAMMA", ("c0", "c1"), "c0"),
        InterpretationSwitch("XX-A-DELTA", ("d0", "d1"), "d0"),
    )
}


def answered(value: str) -> dict:
    return {"status": "answered", "answer": value}


class Planted:
    """A tiny rule: it reads ALPHA and BETA always; only ALPHA=a1 together with BETA=b1 changes
    the answer ("beide"), and then it also reads DELTA, whose d1 would change it once more.
    GAMMA is read only under ALPHA=a1, and ALPHA=a1 with GAMMA=c1 answers "alpha-gamma".
    Every run is counted, to see which runs the search spares."""

    def __init__(self) -> None:
        self.runs: list[dict[str, str]] = []

    def __call__(self, requested):
        self.runs.append(dict(requested))
        options = {s: requested.get(s, switch.default) for s, switch in SWITCHES.items()}
        read = {"XX-A-ALPHA", "XX-A-BETA"}
        if options["XX-A-ALPHA"] == "a1":
            read.add("XX-A-GAMMA")
            if options["XX-A-GAMMA"] == "c1":
                return answered("alpha-gamma"), frozenset(read)
        if options["XX-A-ALPHA"] == "a1" and options["XX-A-BETA"] == "b1":
            read.add("XX-A-DELTA")
            return answered("beide" if options["XX-A-DELTA"] == "d0" else "beide-delta"), frozenset(read)
        return answered("keins"), frozenset(read)


def different(a, b) -> bool:
    return a != b


def test_the_search_finds_exactly_the_planted_pairs():
    """Under its own options (all defaults) the case answers "keins" and reads ALPHA and BETA.
    Single flips: ALPHA=a1 answers "keins" (reading GAMMA too), BETA=b1 and BETA=b2 answer
    "keins".  So every outcome that is not "keins" needs two readings:

    * ALPHA=a1 with BETA=b1 answers "beide": an interaction; GAMMA and DELTA, both read there,
      would change it (c1: "alpha-gamma", d1: "beide-delta"), so the vector pins both at their
      defaults;
    * ALPHA=a1 with BETA=b2 answers "keins": none;
    * ALPHA=a1 with GAMMA=c1 answers "alpha-gamma": an interaction, found although the case
      itself never reads GAMMA (the flip ALPHA=a1 does); nothing else is read there that matters;
    * BETA with GAMMA: under BETA=b1 or b2 alone GAMMA is never read, so the pair is not run;
    * DELTA is read only under both ALPHA=a1 and BETA=b1: no pair of single flips reaches it."""
    rule = Planted()
    own = rule({})
    found = interactions(SWITCHES, {}, own, rule, different)
    assert found == [
        Interaction(("XX-A-ALPHA", "a1"), ("XX-A-BETA", "b1"), answered("beide"), (("XX-A-DELTA", "d0"), ("XX-A-GAMMA", "c0"))),
        Interaction(("XX-A-ALPHA", "a1"), ("XX-A-GAMMA", "c1"), answered("alpha-gamma")),
    ]


def test_the_search_runs_only_pairs_that_can_differ():
    """Runs after the own one: three single flips (ALPHA=a1, BETA=b1, BETA=b2); three pairs,
    ALPHA=a1 with BETA=b1, with BETA=b2 and with GAMMA=c1 (each reads the other under its flip);
    for the first interaction GAMMA=c1 and DELTA=d1, for the second BETA=b1 and BETA=b2 (does
    the outcome depend on them?).  Ten in all; BETA with GAMMA is never run together."""
    rule = Planted()
    own = rule({})
    rule.runs.clear()
    interactions(SWITCHES, {}, own, rule, different)
    assert len(rule.runs) == 10
    assert not any("XX-A-ALPHA" not in run and "XX-A-BETA" in run and "XX-A-GAMMA" in run for run in rule.runs)


def test_a_pair_whose_outcome_one_reading_gives_alone_does_not_interact():
    """With BETA pinned to b1 by the base (which answers "keins"), ALPHA=a1 alone answers "beide":
    the pair ALPHA=a1 with BETA=b0 or b2 answers "keins", the base's own answer, so no pair of
    ALPHA and BETA is new.  ALPHA=a1 with GAMMA=c1 ("alpha-gamma") and, now that ALPHA=a1 alone
    reads DELTA, ALPHA=a1 with DELTA=d1 ("beide-delta") are; by switch id DELTA before GAMMA."""
    rule = Planted()
    declared = {"XX-A-BETA": "b1"}
    found = interactions(SWITCHES, declared, rule(declared), rule, different)
    assert [(i.first, i.second, i.outcome["answer"]) for i in found] == [
        (("XX-A-ALPHA", "a1"), ("XX-A-DELTA", "d1"), "beide-delta"),
        (("XX-A-ALPHA", "a1"), ("XX-A-GAMMA", "c1"), "alpha-gamma"),
    ]


def test_a_combination_id_fits_the_id_rules_and_names_base_and_readings():
    assert (
        combination_id("standardaktionen/ein-fall/nord", ("SA-A-BERUEHRT", "muss-ziehen"), ("SA-A-REIHENFOLGE", "frei"))
        == "standardaktionen/kombination/ein-fall-nord-mit-beruehrt-muss-ziehen-und-reihenfolge-frei"
    )


# -- fill and check on a tiny copy with a planted interaction ----------------------------------

RULESET = "pocket_tactics"
HOP, ROLL_OFF = "PT-A-SPRUNGBAHN", "PT-A-STARTWURF"  # two switches of two options each
BASES = (  # the vectors of zug.feature whose own outcome is not the planted one
    "die-legion-kann-nicht-ziehen-wenn-die-staemme-am-zug-sind",
    "die-staemme-koennen-nicht-aufstellen-wenn-die-legion-am-zug-ist",
    "wer-nicht-am-zug-ist-wird-abgewiesen-bevor-die-regeln-des-zugs-greifen",
    "nach-dem-zug-der-staemme-ist-wieder-die-legion-am-zug",
)


def planted_ids() -> list[str]:
    return sorted(f"{RULESET}/kombination/{base}-mit-sprungbahn-beliebig-und-startwurf-niedriger-beginnt" for base in BASES)


@pytest.fixture
def planted(tiny_suite, monkeypatch):
    """The tiny copy (zug.feature alone) with its combinations switched on, and an engine that
    reads the hop's line first in every case (and the start roll where the hop's line is
    ``beliebig``) and rejects every action with PT.UNIT.NOT_OWN (PT-ZUG-2) when both are flipped
    (beliebig, niedriger-beginnt).

    Each of the six vectors of zug.feature pins nothing; a flip of one of the two changes none
    of them (the wrapper passes the case on; none of them is a hop or a roll-off).  Both flipped
    give PT.UNIT.NOT_OWN: a new outcome for every vector but the two the feature has rejected so
    already ("Die Legion bewegt keine Einheit der Stämme", "Die Stämme stellen keine Einheit der
    Legion auf", PT-ZUG-2).  So four combinations, one per other vector."""
    from regelwerk.rulesets import RULESETS

    monkeypatch.setattr(combinations, "SKIP", frozenset())
    real = RULESETS[RULESET]

    def apply(state, action, dice, interpretations):
        if interpretations[HOP] == "beliebig" and interpretations[ROLL_OFF] == "niedriger-beginnt":
            raise IllegalAction("PT.UNIT.NOT_OWN", "PT-ZUG-2", "planted: both readings together")
        return real.apply(state, action, dice, interpretations)

    # check scans the package of ``apply`` for the switch ids it names: the real one's
    apply.__module__ = real.apply.__module__
    monkeypatch.setitem(RULESETS, RULESET, dataclasses.replace(real, apply=apply))
    return PlantedSuite(tiny_suite, real)


@dataclasses.dataclass(frozen=True)
class PlantedSuite:
    root: object  # the copy's data root
    real: object  # the rule set without the plant


def combination_file(root):
    return root / "vectors" / RULESET / combinations.FILE_NAME


def test_fill_writes_the_planted_combinations_and_check_is_in_sync(planted, capsys):
    assert main(["fill", "--suite", RULESET]) == 0
    assert "4 switch combination vectors (1 written, 0 removed)" in capsys.readouterr().out
    data = json.loads(combination_file(planted.root).read_text(encoding="utf-8"))
    assert data["source"] == "generated:pocket_tactics/kombinationen"
    assert [v["id"] for v in data["vectors"]] == planted_ids()
    for vector in data["vectors"]:
        assert vector["interpretations"] == {HOP: "beliebig", ROLL_OFF: "niedriger-beginnt"}
        assert vector["provenance"]["readings"] == {HOP: "beliebig", ROLL_OFF: "niedriger-beginnt"}
        assert vector["expected"]["error"]["code"] == "PT.UNIT.NOT_OWN"
        assert vector["provenance"]["base"] == vector["id"].replace("/kombination/", "/").split("-mit-sprungbahn")[0]
    result = check_ruleset(RULESET)
    # the tiny copy is incomplete by design (holes, unused codes); the combinations are in sync
    assert not result.stale and not [p for p in result.problems if "kombination" in str(p)]
    assert result.combinations == 4
    assert main(["verify", "--suite", RULESET, "--feature", "kombinationen"]) == 0


def test_check_names_each_stale_combination_with_its_reason(planted):
    assert main(["fill", "--suite", RULESET]) == 0
    path = combination_file(planted.root)
    data = json.loads(path.read_text(encoding="utf-8"))
    first, second = planted_ids()[:2]
    edited = next(v for v in data["vectors"] if v["id"] == first)
    edited["expected"]["error"]["code"] = "PT.TURN.NOT_ACTIVE"
    data["vectors"] = [v for v in data["vectors"] if v["id"] != second]
    stray = dict(edited, id=f"{RULESET}/kombination/eine-kombination-die-es-nicht-gibt")
    data["vectors"].append(stray)
    path.write_text(json.dumps(data), encoding="utf-8")
    result = check_ruleset(RULESET)
    assert result.stale == {
        first: ["outcome changed"],
        second: ["new combination, not yet generated"],
        stray["id"]: ["no longer generated (its base is gone, or the two readings no longer interact)"],
    }


def test_without_an_interaction_fill_deletes_the_file_and_never_writes_an_empty_one(planted, monkeypatch, capsys):
    """Once the planted rule is gone, no vector of zug.feature reads two switches that could
    interact (the rejected ones are refused before any switch is read, the accepted step reads
    at most one), so no combination is left: the file goes, and no empty one takes its place."""
    from regelwerk.rulesets import RULESETS

    assert main(["fill", "--suite", RULESET]) == 0
    assert combination_file(planted.root).exists()
    monkeypatch.setitem(RULESETS, RULESET, planted.real)  # the plant is gone
    result = check_ruleset(RULESET)
    assert sorted(result.stale) == planted_ids()
    capsys.readouterr()
    assert main(["fill", "--suite", RULESET]) == 0
    assert "0 switch combination vectors (0 written, 1 removed)" in capsys.readouterr().out
    assert not combination_file(planted.root).exists()
    assert main(["fill", "--suite", RULESET]) == 0
    assert not combination_file(planted.root).exists()


def test_a_file_of_combinations_without_vectors_is_reported(planted):
    path = combination_file(planted.root)
    path.write_text(
        json.dumps({"format": 1, "ruleset": RULESET, "suite_version": "0.6.0", "source": "generated:pocket_tactics/kombinationen", "vectors": []}),
        encoding="utf-8",
    )
    found = [str(p) for p in check_ruleset(RULESET).problems if "kombinationen.json" in str(p)]
    assert any("holds no vector" in m for m in found), found


def test_a_feature_named_like_the_combinations_file_is_refused(planted, capsys):
    (planted.root / "features" / RULESET / "kombinationen.feature").write_text(
        (planted.root / "features" / RULESET / "zug.feature").read_text(encoding="utf-8").replace("Szenario: ", "Szenario: Kopie: "),
        encoding="utf-8",
    )
    assert main(["fill", "--suite", RULESET]) == 1
    assert "the file of the generated switch combinations; rename the feature" in capsys.readouterr().out


def test_the_outcome_ledger_records_the_combinations_like_any_vector(planted):
    assert main(["fill", "--suite", RULESET]) == 0
    ledger = planted.root / "vectors" / RULESET / "outcomes.ndjson"
    lines = {line["id"]: line for line in map(json.loads, ledger.read_text(encoding="utf-8").splitlines())}
    assert all(lines[i]["change"] == "added" for i in planted_ids())


def test_fill_outdated_generates_anew_only_the_combinations_of_a_refilled_vector(planted, capsys):
    """A step added to one scenario changes its source hash: ``fill --outdated`` refills that
    vector, and its combination (which carries the base's hash) is generated anew; the other
    three are kept as they were."""
    assert main(["fill", "--suite", RULESET]) == 0
    path = combination_file(planted.root)
    before = {v["id"]: v for v in json.loads(path.read_text(encoding="utf-8"))["vectors"]}
    feature = planted.root / "features" / RULESET / "zug.feature"
    text = feature.read_text(encoding="utf-8")
    old = '    Dann ist die Legion am Zug\n    Und steht "R1" auf (0,2)\n'
    assert old in text
    feature.write_text(text.replace(old, old + '    Und steht "S1" auf (-1,-1)\n'), encoding="utf-8")
    capsys.readouterr()
    assert main(["fill", "--suite", RULESET, "--outdated"]) == 0
    assert "1 outdated vector(s) refilled" in capsys.readouterr().out
    after = {v["id"]: v for v in json.loads(path.read_text(encoding="utf-8"))["vectors"]}
    changed = f"{RULESET}/kombination/{BASES[-1]}-mit-sprungbahn-beliebig-und-startwurf-niedriger-beginnt"
    assert sorted(after) == planted_ids()
    assert after[changed]["provenance"]["hash"] != before[changed]["provenance"]["hash"]
    assert all(after[i] == before[i] for i in after if i != changed)
    assert not check_ruleset(RULESET).stale


def test_diff_impact_and_coverage_take_the_combinations_like_any_vector(planted, capsys):
    """The four planted combinations are new vectors to ``diff``; ``coverage`` counts them with
    the six of zug.feature; ``impact`` of the hop's line leaves them out, as every vector pinned
    to exactly the new default (nothing changes for them)."""
    import shutil

    from regelwerk.editor.coverage import coverage

    before = planted.root / "before"
    shutil.copytree(planted.root / "vectors", before)
    assert main(["fill", "--suite", RULESET]) == 0
    capsys.readouterr()
    assert main(["diff", str(before), str(planted.root / "vectors"), "--format", "json"]) == 0
    diff = json.loads(capsys.readouterr().out)
    assert sorted(c["id"] for c in diff["rulesets"][RULESET]["added"]) == planted_ids()
    assert all(c["source"].endswith(")") and "combination of" in c["source"] for c in diff["rulesets"][RULESET]["added"])
    assert coverage([RULESET])[0].vectors == 6 + 4
    assert main(["impact", f"{HOP}=beliebig", "--format", "json"]) == 0
    impact = json.loads(capsys.readouterr().out)
    assert impact["examined"] >= 6 + 4
    assert not set(planted_ids()) & {c["id"] for c in impact["pinned"] + impact["changed"]}

"""The board-free attack case of dice calculators: ``vectors/w40k/rechner.json`` agrees with the
game's attack vectors it was derived from, case by case; every attack of the game that the form
can pose has its counterpart; the game and the calculator resolve through one attack sequence;
and the form's own answers, derived here by hand from the rule text and docs/w40k.md."""

from __future__ import annotations

import copy
import json
import re

import pytest

from regelwerk.core.paths import data_root, vectors_dir
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets import RULESETS
from regelwerk.rulesets.w40k import attacks
from regelwerk.suite.vectors import load_vector_file, vector_files

FOLDER = vectors_dir() / "w40k"
RECHNER = FOLDER / "rechner.json"
W40K = RULESETS["w40k"]


def game_vectors() -> dict[str, dict]:
    """Every vector filled from a feature, by id (the derived file excluded)."""
    found = {}
    for path in vector_files(["w40k"]):
        data = json.loads(path.read_text(encoding="utf-8"))
        if "kind" in data or not data["source"].endswith(".feature"):
            continue
        found.update((v["id"], v) for v in data["vectors"])
    return found


GAME = game_vectors()
DERIVED = json.loads(RECHNER.read_text(encoding="utf-8"))["vectors"]


def models(state: dict) -> dict[str, dict]:
    return {m["id"]: m for u in state["units"] for m in u["models"]}


# -- agreement, case by case ---------------------------------------------------------------------


@pytest.mark.parametrize("vector", DERIVED, ids=lambda v: v["id"])
def test_each_board_free_vector_agrees_with_the_game_vector_it_came_from(vector):
    game = GAME[vector["provenance"]["derived_from"]]
    played, computed = game["expected"], vector["expected"]
    assert computed["status"] == played["status"] == "accepted"
    # the same attack events: the game's from the declaration of the attacks on (a pile in
    # before it has no board-free form)
    start = next(i for i, e in enumerate(played["events"]) if e["type"] == "attacks_declared")
    assert computed["events"] == played["events"][start:]
    # the same damage to every model: each model of the board-free case ends as in the game, and
    # every model the game's attack changed is one of them
    before, after, board_free = models(game["state"]), models(played["state"]), models(computed["state"])
    for model_id, model in board_free.items():
        assert {k: model[k] for k in ("status", "wounds_left", "attacked")} == {k: after[model_id][k] for k in ("status", "wounds_left", "attacked")}, model_id
    touched = {m for m, a in after.items() if (a["status"], a["wounds_left"], a["attacked"]) != (before[m]["status"], before[m]["wounds_left"], before[m]["attacked"])}
    assert touched <= set(board_free)
    # the same case: the game's dice and clauses, its interpretations as far as the outcome reads them
    assert vector["dice"] == game["dice"] and vector["clauses"] == game["clauses"]
    for switch, option in vector["interpretations"].items():
        assert game["interpretations"].get(switch, option) == option


def test_every_attack_of_the_game_with_one_target_has_its_board_free_counterpart():
    expressible = {
        vector_id for vector_id, v in GAME.items()
        if v["action"]["type"] in ("shoot", "fight") and v["expected"]["status"] == "accepted"
        and len({line["target"] for line in v["action"]["attacks"]}) == 1
        and not any(e["type"] == "transport_destroyed" for e in v["expected"]["events"])
        and v["state"].get("form") is None
    }
    derived = [v["provenance"]["derived_from"] for v in DERIVED]
    assert len(derived) == len(set(derived))
    assert set(derived) == expressible
    assert all(v["id"] == "w40k/rechner-" + v["provenance"]["derived_from"].split("/", 1)[1] for v in DERIVED)


def test_the_derived_file_is_a_valid_vector_file_of_board_free_cases():
    loaded = load_vector_file(RECHNER)
    assert len(loaded) == len(DERIVED) > 150
    assert all(v.case["state"]["form"] == "attacks" and v.case["action"]["type"] == "resolve_attacks" for v in loaded)


# -- one attack sequence -------------------------------------------------------------------------


def test_the_game_and_the_calculator_resolve_through_one_attack_sequence(monkeypatch):
    """A shoot, a fight and a resolve_attacks each hand their plan to attacks.resolve_plan."""
    called: list[str] = []
    real = attacks.resolve_plan

    def spy(state, plan, kind, *args, **kwargs):
        called.append(kind)
        return real(state, plan, kind, *args, **kwargs)

    from regelwerk.rulesets.w40k import calculator, fight, shooting

    for module in (calculator, fight, shooting):
        monkeypatch.setattr(module, "resolve_plan", spy)
    kinds = {}
    for vector in DERIVED[:40]:
        game = GAME[vector["provenance"]["derived_from"]]
        for case in (game, vector):
            called.clear()
            outcome = run_case(W40K, {k: case[k] for k in ("state", "action", "dice", "interpretations")})
            assert outcome == case["expected"]
            assert called == [vector["action"]["kind"]]
            kinds[case["action"]["type"]] = True
    assert set(kinds) == {"shoot", "fight", "resolve_attacks"}


# -- the form's own answers, by hand -------------------------------------------------------------


def model(model_id: str, toughness: int = 4, save: int | None = 4, wounds: int = 1, **more) -> dict:
    return {
        "id": model_id, "status": "alive", "keywords": more.pop("keywords", ["infantry"]),
        "profile": {"toughness": toughness, "save": save, "invulnerable": None, "wounds": wounds, "feel_no_pain": None, "deadly_demise": more.pop("deadly_demise", None)},
        "wounds_left": more.pop("wounds_left", wounds), "cover": more.pop("cover", 0), "attacked": False,
        "near": more.pop("near", []), "weapons": more.pop("weapons", []),
    }


KNIFE = {"id": "Messer", "attacks": 1, "skill": 3, "strength": 4, "ap": 0, "damage": 1, "mortal": 0, "hit_modifier": 0, "wound_modifier": 0}


def case(target_models: list[dict], kind: str = "melee", dice: dict | None = None, **action) -> dict:
    state = {"form": "attacks", "units": [
        {"id": "Boyz", "engaged": True, "models": target_models},
        {"id": "Trupp", "engaged": True, "models": [model("Trupp-1", weapons=[KNIFE])]},
    ]}
    act = {"type": "resolve_attacks", "unit": "Trupp", "kind": kind, "target": "Boyz", "attacks": [{"model": "Trupp-1", "weapon": "Messer"}], **action}
    return {"state": state, "action": act, "dice": dice or {}, "interpretations": {}}


def test_in_melee_neither_cover_nor_engagement_changes_a_roll():
    """WH-ATK-8: cover counts against ranged attacks only; WH-FKP-8 is about shooting.  A 3 hits
    on 3+ with no modifier; S4 against T4 wounds on 4+ (a 4); the 4+ save without the +1 of cover
    fails on a 3; the model loses its one wound."""
    outcome = run_case(W40K, case([model("Boyz-1", cover=1, keywords=["infantry", "monster"])], dice={"treffer": [3], "verwundung": [4], "schutzwurf": [3]}))

    assert outcome["status"] == "accepted"
    hit, wound, allocated, save, damage, destroyed, gone = outcome["events"][1:]
    assert (hit["modifier"], hit["hits"], wound["needed"], wound["wounds"]) == (0, 1, 4, 1)
    assert (save["needed"], save["modifier"], save["cover"], save["saved"]) == (4, 0, False, False)
    assert (damage["lost"], destroyed["type"], gone) == (1, "model_destroyed", {"type": "unit_destroyed", "unit": "Boyz"})
    assert models(outcome["state"])["Boyz-1"] == {**model("Boyz-1", cover=1, keywords=["infantry", "monster"]), "status": "destroyed", "wounds_left": 0}


def test_a_ranged_attack_on_an_engaged_monster_in_cover_takes_both():
    """WH-FKP-8: -1 to hit a MONSTER within engagement range (a 4 on 3+ hits); WH-ATK-8: +1 to the
    4+ save in cover, so a 3 holds."""
    target = [model("Boyz-1", toughness=8, wounds=10, cover=1, keywords=["monster"])]
    outcome = run_case(W40K, case(target, kind="ranged", dice={"treffer": [4], "verwundung": [6], "schutzwurf": [3]}))

    hit, wound, _, save = outcome["events"][1:]
    assert (hit["modifier"], hit["hits"]) == (-1, 1)
    assert (wound["needed"], save["modifier"], save["cover"], save["saved"]) == (6, 1, True, True)


def test_a_destroyed_model_rolls_gefaehrliches_ende_against_the_models_the_case_calls_near():
    """WH-ATK-16: a 6 for Gefährliches Ende 1 hits each unit with an alive model in ``near``, in id
    order (Boyz itself through Boyz-2, not Trupp, whose model is not named)."""
    target = [model("Boyz-1", deadly_demise=1, near=["Boyz-2"]), model("Boyz-2", wounds=2)]
    outcome = run_case(W40K, case(target, dice={"treffer": [6], "verwundung": [6], "schutzwurf": [1], "gefaehrliches-ende": [6]}))

    demise = next(e for e in outcome["events"] if e["type"] == "deadly_demise")
    assert (demise["triggered"], demise["amount"], demise["units"]) == (True, 1, ["Boyz"])
    assert models(outcome["state"])["Boyz-2"]["wounds_left"] == 1


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda c: c["state"]["units"][0]["models"][0].update(near=["Geist"]), "WH.STATE.NEAR"),
        (lambda c: c["state"]["units"][0]["models"][0].update(near=["Boyz-1"]), "WH.STATE.NEAR"),
        (lambda c: c["state"]["units"][0]["models"][0].update(id="Trupp-1"), "WH.STATE.ID_TWICE"),
        (lambda c: c["state"]["units"][0]["models"][0].update(wounds_left=2), "WH.STATE.WOUNDS"),
        (lambda c: c["state"]["units"][1]["models"][0]["weapons"].append(KNIFE), "WH.STATE.WEAPONS"),
        (lambda c: c["action"].update(target="Eldar"), "WH.ACTION.UNKNOWN"),
        (lambda c: c["action"]["attacks"][0].update(weapon="Bolter"), "WH.ACTION.UNKNOWN"),
        (lambda c: c["action"].update(allocation={"Boyz": []}), "WH.ACTION.ALLOCATION"),
        (lambda c: c.update(action={"type": "ask", "question": "wound_target", "strength": 4, "toughness": 4}), "WH.ACTION.FORM"),
        (lambda c: c["state"].update(form="game"), "CORE.SCHEMA"),
        (lambda c: c["action"]["attacks"].append({"model": "Trupp-1", "weapon": "Messer"}), "CORE.SCHEMA"),
    ],
    ids=["near-unknown", "near-itself", "id-twice", "wounds", "weapon-twice", "target", "weapon", "allocation", "question", "form", "line-twice"],
)
def test_a_broken_board_free_case_is_malformed_with_a_clear_code(change, code):
    broken = copy.deepcopy(case([model("Boyz-1")]))
    change(broken)
    outcome = run_case(W40K, broken)

    assert outcome["status"] == "rejected"
    assert (outcome["error"]["kind"], outcome["error"]["code"]) == ("malformed", code), outcome["error"]["message"]


def test_the_rejections_of_the_board_free_action_are_the_shooting_and_fight_codes():
    melee = case([model("Boyz-1")])
    melee["action"]["target"] = "Trupp"
    ranged = case([model("Boyz-1", wounds_left=0)], kind="ranged")
    ranged["state"]["units"][0]["models"][0]["status"] = "destroyed"

    assert run_case(W40K, melee)["error"]["code"] == "WH.FIGHT.INVALID_TARGET"
    assert run_case(W40K, ranged)["error"]["code"] == "WH.SHOOT.INVALID_TARGET"


def test_the_worked_example_of_the_porter_page_gives_the_events_it_shows():
    """docs/w40k.md, "A worked example": the case as printed, the events as printed."""
    text = (data_root() / "docs" / "w40k.md").read_text(encoding="utf-8")
    section = text[text.index("### A worked example"):text.index("### The vectors")]
    case_json, events_json = re.findall(r"```json\n(.*?)```", section, flags=re.S)
    outcome = run_case(W40K, json.loads(case_json))

    assert outcome["status"] == "accepted", outcome
    assert outcome["events"] == json.loads(events_json)
    after = models(outcome["state"])
    assert (after["Brecher-2"]["status"], after["Brecher-2"]["wounds_left"], after["Brecher-2"]["attacked"]) == ("destroyed", 0, False)
    assert after["Brecher-1"]["wounds_left"] == 3


def test_every_option_of_every_switch_the_porter_page_names_for_the_form_is_pinned_by_a_board_free_vector():
    """docs/w40k.md names the switches that apply to the board-free case; each of their options is
    exercised by at least one board-free vector (derived or from ohne_spielfeld.feature)."""
    text = (data_root() / "docs" / "w40k.md").read_text(encoding="utf-8")
    paragraph = text[text.index("Every switch the attack sequence reads applies:"):text.index("The switches of destroyed transports")]
    named = re.findall(r"`(WH-A-[A-Z0-9-]+)`", paragraph)
    assert len(named) == 16
    pinned = {
        item for path in (RECHNER, FOLDER / "ohne_spielfeld.json")
        for v in json.loads(path.read_text(encoding="utf-8"))["vectors"] if v["state"].get("form") == "attacks"
        for item in v["interpretations"].items()
    }
    options = {s.id: s.options for s in W40K.switches}
    assert [(s, o) for s in named for o in options[s] if (s, o) not in pinned] == []

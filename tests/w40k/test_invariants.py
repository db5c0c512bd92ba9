"""Hypothesis properties of the Warhammer 40,000 engine beyond the generic random play of
``tests/test_rulesets.py`` (which starts from the starting position): cases built around one
attack or one move, each also checked with the rule set's ``invariants`` hook.

* Attack sequences with random profiles (unit size, Lebenspunkte, saves, invulnerable saves,
  Verletzungen ignorieren; weapons with random attacks and damage, strength, AP, mortal wounds)
  and random dice never leave a model with negative or more than its wounds, never destroy more
  models than the unit has, and never carry damage over: every wound a model loses is reported
  against that model by one event, and one damage event costs at most the wounds the model had.
* Random normal moves of a unit, when the engine accepts them, leave a possible state (no
  overlap, every base on the table), paths no longer than the move, and no model that passed
  within engagement range of an enemy anywhere along its path (checked independently on points
  of every straight piece); played on to the end of the turn, every unit on the battlefield is
  coherent (the overview checks coherency at the end of the turn, WH-A-FORMATION-BEWEGUNG).

The attack properties call the rule set's ``apply`` directly with long dice queues, because a
random case cannot know beforehand how many dice it reads (``run_case`` refuses unread dice);
everything else is what ``run_case`` does.
"""

from __future__ import annotations

import copy
import random
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import EngineRejection
from regelwerk.core.inches import inches
from regelwerk.core.ruleset import Interpretations, run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.w40k import position_problems
from regelwerk.rulesets.w40k.dice import LABELS
from regelwerk.rulesets.w40k.game import initial_json, weapon
from regelwerk.rulesets.w40k.turn import out_of_coherency

RULESET = get("w40k")
EXPRESSIONS = st.one_of(st.integers(1, 6), st.sampled_from(["D3", "D6", "D6+1", "2D6", "D3+3"]))
QUEUE_LENGTH = 400  # more dice than any of these attacks reads from one label


def _target_models(count: int, wounds: int, save: int | None, invulnerable: int | None, fnp: int | None) -> list[Json]:
    models = []
    for i in range(count):
        models.append({
            "id": f"Ziel-{i + 1}", "status": "alive", "at": [inches(20 + 2 * i), inches(30), 0], "base": 320, "facing": None,
            "keywords": ["infantry"],
            "profile": {"move": 6, "toughness": 4, "save": save, "invulnerable": invulnerable, "wounds": wounds, "oc": 1,
                        "feel_no_pain": fnp, "deadly_demise": None},
            "wounds_left": wounds, "cover": 0, "attacked": False, "weapons": [],
        })
    return models


@st.composite
def shooting_cases(draw) -> tuple[Json, Json, dict[str, list[int]]]:
    state = initial_json(last_round=5)
    count = draw(st.integers(1, 10))
    wounds = draw(st.integers(1, 6))
    target = {
        "id": "Ziel", "player": "orks", "location": "battlefield", "transport": None, "leadership": 7, "shocked": False,
        "turn": copy.deepcopy(state["units"][0]["turn"]),
        "models": _target_models(
            count, wounds, draw(st.one_of(st.none(), st.integers(2, 6))), draw(st.one_of(st.none(), st.integers(3, 6))),
            draw(st.one_of(st.none(), st.integers(4, 6))),
        ),
    }
    gun = weapon("Waffe", "ranged", 36, draw(EXPRESSIONS), draw(st.integers(2, 6)), draw(st.integers(1, 14)), draw(st.integers(-4, 0)),
                 draw(EXPRESSIONS))
    gun["mortal"] = draw(st.integers(0, 2))
    shooters = draw(st.integers(1, 5))
    units = [u for u in state["units"] if u["id"] == "Trupp"]
    trupp = units[0]
    trupp["models"] = trupp["models"][:shooters]
    for model in trupp["models"]:
        model["weapons"] = [gun]
    state["units"] = sorted([trupp, target], key=lambda u: u["id"])
    state.update(phase="shooting", step="shoot", round=2)
    action = {"type": "shoot", "player": "imperium", "unit": "Trupp",
              "attacks": [{"model": m["id"], "weapon": "Waffe", "target": "Ziel"} for m in trupp["models"]], "allocation": {}}
    rolls = random.Random(draw(st.integers(0, 2**32)))  # a seed: the queues are long, their data would not shrink
    dice = {label: [rolls.randint(1, 6) for _ in range(QUEUE_LENGTH)] for label in LABELS}
    return state, action, dice


def apply_with_spare_dice(state: Json, action: Json, dice: dict[str, list[int]]) -> Json | None:
    """``run_case`` without the check for unread dice; ``None`` for a rejection."""
    parsed = RULESET.parse_state(state)
    try:
        accepted = RULESET.apply(parsed, RULESET.parse_action(action, parsed), DiceSupply.from_json(dice, RULESET.dice_labels),
                                 Interpretations.resolve(RULESET.switches, {}))
    except EngineRejection:
        return None
    return {"state": RULESET.state_to_json(accepted.state), "events": [e.to_json() for e in accepted.events]}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(shooting_cases())
def test_attack_sequences_never_make_negative_wounds_nor_destroy_too_many_nor_carry_damage_over(case):
    state, action, dice = case
    outcome = apply_with_spare_dice(state, action, dice)
    assert outcome is not None, "a legal shooting attack is accepted"
    before = {m["id"]: m for u in state["units"] for m in u["models"]}
    after = {m["id"]: m for u in outcome["state"]["units"] for m in u["models"]}
    left = {k: m["wounds_left"] for k, m in before.items()}
    destroyed = []
    for event in outcome["events"]:
        if event["type"] == "damage_applied":
            model = event["model"]
            assert 0 <= event["lost"] <= left[model], "a damage event costs at most the wounds the model has"
            assert event["lost"] + event["excess"] <= event["damage"]
            assert event["excess"] == 0 or event["wounds_left"] == 0, "damage is lost only once the model is at 0"
            left[model] -= event["lost"]
            assert event["wounds_left"] == left[model]
        elif event["type"] == "mortal_wound":
            assert event["wounds_left"] in (left[event["model"]], left[event["model"]] - 1)
            left[event["model"]] = event["wounds_left"]
        elif event["type"] == "model_destroyed":
            destroyed.append(event["model"])
            assert left[event["model"]] == 0
    for model_id, model in after.items():
        profile_wounds = model["profile"]["wounds"]
        assert 0 <= model["wounds_left"] <= profile_wounds
        assert model["wounds_left"] == left[model_id], "every lost wound is reported against its own model"
        assert (model["status"] == "destroyed") == (model_id in destroyed or before[model_id]["status"] == "destroyed")
    target = next(u for u in outcome["state"]["units"] if u["id"] == "Ziel")
    assert len(destroyed) == len(set(destroyed)) <= len(target["models"])
    assert (target["location"] == "destroyed") == all(m["status"] != "alive" for m in target["models"])
    assert position_problems(outcome["state"]) == []
    defaults = {switch.id: switch.default for switch in RULESET.switches}
    assert RULESET.invariants(state, action, outcome["state"], outcome["events"], defaults) == []


# -- random moves ------------------------------------------------------------------------------

MOVE_STATE = initial_json(last_round=5)
MOVE_STATE.update(phase="movement", step="move")
for _boy in next(u for u in MOVE_STATE["units"] if u["id"] == "Boyz")["models"]:
    _boy["at"][1] -= inches(12)  # 7 to 9 inches north of the Trupp: a move can reach engagement range
TRUPP = next(u for u in MOVE_STATE["units"] if u["id"] == "Trupp")
ENEMIES = [m for u in MOVE_STATE["units"] if u["player"] == "orks" and u["location"] == "battlefield" for m in u["models"]]
ENGAGEMENT = inches(1)


def _offsets():
    return st.tuples(st.integers(-inches(2), inches(2)), st.integers(-inches(2), inches(12)))


@st.composite
def moves(draw) -> Json:
    paths = []
    for model in TRUPP["models"]:
        points = []
        x, y = model["at"][0], model["at"][1]
        for _ in range(draw(st.integers(1, 2))):
            dx, dy = draw(_offsets())
            x, y = x + dx // 2, y + dy // 2
            points.append([x, y, 0])
        paths.append({"model": model["id"], "path": points})
    order = draw(st.permutations(range(len(paths))))
    return {"type": "move", "player": "imperium", "unit": "Trupp", "mode": "normal", "paths": [paths[i] for i in order],
            "embark": None, "casualties": [], "facing": {}}


def _too_close(point: tuple[Fraction, Fraction], base: int, enemy: Json) -> bool:
    dx = point[0] - enemy["at"][0]
    dy = point[1] - enemy["at"][1]
    reach = Fraction(base + enemy["base"], 2) + ENGAGEMENT
    return dx * dx + dy * dy <= reach * reach


def _to_end_of_turn(state: Json) -> Json:
    """End every remaining step of the turn; the state after ``end_turn``."""
    while state["phase"] != "fight" or state["step"] != "remaining":
        outcome = run_case(RULESET, {"state": state, "action": {"type": "end_phase", "player": "imperium"}, "dice": {}, "interpretations": {}})
        assert outcome["status"] == "accepted", outcome
        state = outcome["state"]
    outcome = run_case(RULESET, {"state": state, "action": {"type": "end_turn", "player": "imperium", "removals": {}}, "dice": {}, "interpretations": {}})
    assert outcome["status"] == "accepted", outcome
    return outcome["state"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(moves())
def test_accepted_moves_stay_possible_and_out_of_engagement_range_along_the_way_and_the_turn_ends_coherent(action):
    outcome = run_case(RULESET, {"state": MOVE_STATE, "action": action, "dice": {}, "interpretations": {}})
    if outcome["status"] != "accepted":
        assert outcome["status"] == "rejected" and outcome["error"]["kind"] == "illegal", outcome
        return
    state = outcome["state"]
    assert position_problems(state) == []
    defaults = {switch.id: switch.default for switch in RULESET.switches}
    assert RULESET.invariants(MOVE_STATE, action, state, outcome["events"], defaults) == [], "the rule set's invariants hook agrees"
    start = {m["id"]: m["at"] for m in TRUPP["models"]}
    for entry in action["paths"]:
        points = [start[entry["model"]], *entry["path"]]
        for a, b in zip(points, points[1:], strict=False):
            for k in range(0, 51):
                t = Fraction(k, 50)
                here = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                assert not any(_too_close(here, 320, enemy) for enemy in ENEMIES), (entry["model"], here)
        length = sum(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 for a, b in zip(points, points[1:], strict=False))
        assert length <= inches(6) + len(points), "no path is longer than the move (each piece rounded up to a unit)"
    # WH-ZUG-1, WH-ZUG-2: whatever the move left, the turn ends with every unit coherent
    ended = _to_end_of_turn(state)
    assert position_problems(ended) == []
    readings = Interpretations.resolve(RULESET.switches, {})
    for unit in RULESET.parse_state(ended).on_battlefield():
        assert out_of_coherency(unit, readings) == [], unit.id

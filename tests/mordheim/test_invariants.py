"""Random legal sequences of start-of-turn actions keep the invariants of the game state.

Every model is in exactly one status; a model changes its status only through the rule of the
action that was taken; the four steps follow each other in their order; the engine is pure, its
output canonical, and the order of set-valued lists does not matter.
"""

from __future__ import annotations

import copy
from typing import get_args

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.core import schemas
from regelwerk.rulesets.mordheim import outcome as game_outcome
from regelwerk.rulesets.mordheim import parse_state, position_problems, state_to_json
from regelwerk.rulesets.mordheim.state import ON_TABLE, Status
from tests.mordheim.play import RULESET, legal, play
from tests.mordheim.strategies import interpretation_choices, start_of_turn_states

# The phase that may follow each phase after one accepted action (beside staying).
NEXT_PHASES = {
    "effects": {"rout_test"},
    "rout_test": {"rally", "effects", "over"},  # after a rout: the next warband's turn, or the end
    "rally": {"recovery"},
    "recovery": {"turn"},
    "turn": {"effects"},
}
OFF_TABLE = {"out_of_action", "fled", "routed"}

# Which status changes each action may cause, and to which model ("own": the action's model,
# "effect": the effect's model, "warband": any model of the acting warband).
ALLOWED_CHANGES: dict[str, tuple[str, set[tuple[str, str]]]] = {
    "resolve_effect": ("effect", {(s, "out_of_action") for s in ON_TABLE} | {("stunned", "knocked_down")}),
    "rout_test": ("warband", {(s, "routed") for s in ON_TABLE}),
    "voluntary_rout": ("warband", {(s, "routed") for s in ON_TABLE}),
    "rally": ("own", {("fleeing", "standing"), ("fleeing", "fled")}),
    "turn_over": ("own", {("stunned", "knocked_down")}),
    "stand_up": ("own", {("knocked_down", "standing")}),
}


def assert_invariants(state: dict, model_ids: set[str]) -> None:
    assert schemas.first_error(RULESET.state_schema, state) is None
    assert position_problems(state) == []
    assert {m["id"] for m in state["models"]} == model_ids, "no model appears or disappears"
    for model in state["models"]:
        assert model["status"] in get_args(Status)
        assert (model["at"] is None) == (model["status"] in OFF_TABLE), "exactly one status, and a position only on the table"
    assert state_to_json(parse_state(state)) == state, "engine output is canonical"
    assert (game_outcome(parse_state(state)) is None) == (state["phase"] != "over")


def assert_changes_follow_a_rule(before: dict, action: dict, after: dict) -> None:
    old = {m["id"]: m for m in before["models"]}
    new = {m["id"]: m for m in after["models"]}
    changed = {i for i in old if old[i]["status"] != new[i]["status"]}
    for model_id in changed:
        assert old[model_id]["status"] not in OFF_TABLE, f"{model_id} came back from {old[model_id]['status']}"
    kind = action["type"]
    if kind not in ALLOWED_CHANGES:
        assert not changed, f"{kind} changed the status of {sorted(changed)}"
    else:
        scope, allowed = ALLOWED_CHANGES[kind]
        if scope == "own":
            targets = {action["model"]}
        elif scope == "effect":
            targets = {e["model"] for e in before["effects"] if e["id"] == action["effect"]}
        else:
            targets = {i for i, m in old.items() if m["warband"] == action["player"]}
        assert changed <= targets, f"{kind} changed models it does not concern: {sorted(changed - targets)}"
        for model_id in changed:
            assert (old[model_id]["status"], new[model_id]["status"]) in allowed, (kind, model_id)
    moved = {i for i in old if old[i]["at"] != new[i]["at"] and new[i]["at"] is not None}
    if kind not in ("move", "rally"):
        assert not moved, f"{kind} moved {sorted(moved)}"
    else:
        assert moved <= {action["model"]}


def assert_step_order(before: dict, action: dict, after: dict) -> None:
    if after["phase"] == before["phase"]:
        assert after["active"] == before["active"]
        return
    assert after["phase"] in NEXT_PHASES[before["phase"]], f"{before['phase']} -> {after['phase']} after {action['type']}"
    if after["phase"] == "effects":
        assert action["type"] in ("end_turn", "rout_test", "voluntary_rout"), "a new turn begins only after a turn or a rout"
    else:
        assert after["active"] == before["active"] or after["phase"] == "over"


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=start_of_turn_states(), interpretations=interpretation_choices(), data=st.data())
def test_random_legal_start_of_turn_actions_keep_every_invariant(start, interpretations, data):
    model_ids = {m["id"] for m in start["models"]}
    assert_invariants(start, model_ids)
    state = start
    for _ in range(data.draw(st.integers(1, 30), label="actions")):
        actions = legal(state, interpretations)
        if state["phase"] == "over":
            assert actions == [], "a finished game has no legal action"
            break
        assert actions, f"no legal action in phase {state['phase']}"
        action = data.draw(st.sampled_from(actions), label="action")
        _, outcome = play(state, action, interpretations, lambda label: data.draw(st.integers(1, 6), label=label))
        assert outcome["status"] == "accepted", f"a legal action was rejected: {outcome}"
        after = outcome["state"]
        assert_invariants(after, model_ids)
        assert_changes_follow_a_rule(state, action, after)
        assert_step_order(state, action, after)
        state = after


@settings(max_examples=80, deadline=None)
@given(start=start_of_turn_states(), interpretations=interpretation_choices(), data=st.data())
def test_the_engine_is_a_pure_function_of_its_input(start, interpretations, data):
    actions = legal(start, interpretations)
    action = data.draw(st.sampled_from(actions))
    case, first = play(start, action, interpretations, lambda label: data.draw(st.integers(1, 6)))
    frozen = copy.deepcopy(case)
    assert RULESET.apply is not None
    from regelwerk.core.ruleset import run_case

    assert run_case(RULESET, case) == first, "the same input gives the same outcome"
    assert case == frozen, "the input is not changed"


@settings(max_examples=80, deadline=None)
@given(start=start_of_turn_states(), data=st.data())
def test_the_order_of_the_models_does_not_change_the_canonical_state(start, data):
    shuffled = copy.deepcopy(start)
    shuffled["models"] = data.draw(st.permutations(shuffled["models"]))
    for model in shuffled["models"]:
        model["marks"] = data.draw(st.permutations(model["marks"]))
    assert RULESET.canonical_state(shuffled) == start


@settings(max_examples=80, deadline=None)
@given(start=start_of_turn_states(), interpretations=interpretation_choices())
def test_every_legal_action_is_decided_before_a_die_is_read(start, interpretations):
    """``check`` reads no dice: run with no dice at all, a legal action is accepted or asks for a
    die (``CORE.DICE.MISSING``), never rejected as illegal."""
    from regelwerk.core.ruleset import run_case

    for action in legal(start, interpretations):
        outcome = run_case(RULESET, {"state": start, "action": action, "dice": {}, "interpretations": interpretations})
        assert outcome["status"] == "accepted" or outcome["error"]["code"] == "CORE.DICE.MISSING", (action, outcome)

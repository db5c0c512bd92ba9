"""The Mordheim state and actions as values: impossible positions reported all at once, actions
round-tripping through JSON, the starting position and the outcome of a finished game."""

from __future__ import annotations

import copy

import pytest

from regelwerk.core.errors import MalformedInput
from regelwerk.core.ruleset import Interpretations, Outcome, run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.mordheim import (
    action_to_json,
    initial_state,
    legal_actions,
    outcome,
    parse_action,
    parse_state,
    position_problems,
    state_to_json,
)
from regelwerk.suite.vectors import load_vectors

RULESET = get("mordheim")
DEFAULTS = Interpretations.resolve(RULESET.switches, {})


def start() -> dict:
    return state_to_json(initial_state())


def test_the_starting_position_is_possible_and_canonical():
    state = start()
    assert position_problems(state) == []
    assert RULESET.canonical_state(state) == state
    assert state["phase"] == "effects" and state["active"] == "reikland"
    assert [w["leader"] for w in state["warbands"]] == ["Kurt", "Ansgar"]
    assert len(state["models"]) == 16 and all(m["status"] == "standing" for m in state["models"])
    assert outcome(initial_state()) is None


def test_in_the_starting_position_the_only_action_is_to_end_the_first_step():
    assert [action_to_json(a) for a in legal_actions(initial_state(), DEFAULTS)] == [{"type": "end_step", "player": "reikland"}]


def test_position_problems_reports_every_impossibility_at_once():
    state = start()
    state["models"][0]["at"] = None  # standing without a position
    state["models"][1]["injury_roll"] = True  # an injury roll for a standing model
    state["warbands"][0]["leader"] = "Ansgar"  # a leader from the other warband
    state["rout_test_passed"] = True  # in the first step
    problems = position_problems(state)
    assert [p.code for p in problems] == ["MH.STATE.POSITION", "MH.STATE.INJURY", "MH.STATE.LEADER", "MH.STATE.ROUT_TEST"]
    assert [p.path for p in problems] == [
        "$.state.models[0].at",
        "$.state.models[1].injury_roll",
        "$.state.warbands[0].leader",
        "$.state.rout_test_passed",
    ]
    with pytest.raises(MalformedInput) as raised:
        parse_state(state)
    assert (raised.value.rejection.code, raised.value.rejection.path) == ("MH.STATE.POSITION", "$.state.models[0].at")


def test_a_finished_game_has_an_outcome_and_no_legal_action():
    state = start()
    state.update(phase="over", active=None, result={"winner": "middenheim", "reason": "rout"})
    state["warbands"][0]["routed"] = True
    for model in state["models"]:
        if model["warband"] == "reikland":
            model.update(status="routed", at=None)
    parsed = parse_state(state)
    assert outcome(parsed) == Outcome("middenheim", "rout")
    assert legal_actions(parsed, DEFAULTS) == []


def _cases():
    for vector in load_vectors(["mordheim"], tables=False, distributions=False):
        error = vector.expected.get("error", {})
        if error.get("kind") == "malformed" or error.get("code", "").startswith("CORE.DICE"):
            continue
        yield vector


def test_action_to_json_is_the_inverse_of_parse_action_for_every_vector():
    count = 0
    for vector in _cases():
        state = parse_state(vector.case["state"])
        action = parse_action(vector.case["action"], state)
        assert action_to_json(action) == vector.case["action"], vector.id
        count += 1
    assert count > 200


def test_a_state_round_trips_through_json_for_every_vector():
    for vector in _cases():
        assert state_to_json(parse_state(vector.case["state"])) == vector.case["state"], vector.id
        if vector.expected["status"] == "accepted":
            after = vector.expected["state"]
            assert position_problems(after) == [], vector.id
            assert state_to_json(parse_state(after)) == after, vector.id


def test_a_question_changes_nothing_and_is_answered_in_every_phase():
    state = start()
    for phase in ("effects", "rout_test", "rally", "recovery", "turn"):
        state["phase"] = phase
        frozen = copy.deepcopy(state)
        answer = run_case(RULESET, {"state": state, "action": {"type": "ask", "question": "initiative", "model": "Kurt"}, "dice": {}})
        assert answer == {"status": "answered", "answer": 4}
        assert state == frozen

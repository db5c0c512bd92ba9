"""Random sequences of legal moves and summons keep the invariants of the game state."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.core import schemas
from regelwerk.core.ruleset import Interpretations, run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.pocket_tactics.legal import legal_actions
from regelwerk.rulesets.pocket_tactics.state import opponent, parse_state, state_to_json
from tests.pocket_tactics.strategies import interpretation_choices, play_states

RULESET = get("pocket_tactics")


def action_json(action) -> dict:
    """The JSON form of an action dataclass."""
    from regelwerk.core.ruleset import to_json

    kind = {"Move": "move", "Summon": "summon", "Attack": "attack", "Pass": "pass"}[type(action).__name__]
    out = {"type": kind, **{k: v for k, v in to_json(action).items() if v is not None}}
    for optional in ("rerolls", "via"):
        if optional in out and not out[optional]:
            del out[optional]
    return out


def assert_invariants(state: dict, unit_ids: set[str]) -> None:
    assert schemas.first_error(RULESET.state_schema, state) is None
    parse_state(state)  # rejects shared tiles, units on bases or off the map, units in two places or none
    occupied = [tuple(e["at"]) for e in state["board"]]
    assert len(occupied) == len(set(occupied)), "at most one unit per tile"
    assert not set(occupied) & {tuple(b) for b in state["bases"].values()}, "no unit on a base"
    assert set(occupied) <= {tuple(t["at"]) for t in state["tiles"]}, "units stand on tiles"
    listed = [e["unit"] for e in state["board"]] + [u for g in ("reserve", "prison") for ids in state[g].values() for u in ids]
    assert sorted(listed) == sorted(unit_ids), "every unit in exactly one place"
    for faction, ids in state["reserve"].items():
        assert all(u.startswith(faction[0].upper()) for u in ids), "reserves hold own units"
    for faction, ids in state["prison"].items():
        assert all(u.startswith(opponent(faction)[0].upper()) for u in ids), "prison camps hold enemy units"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=play_states(), interpretations=interpretation_choices(), data=st.data())
def test_random_legal_moves_and_summons_keep_every_invariant(start, interpretations, data):
    unit_ids = {u["id"] for u in start["units"]}
    assert_invariants(start, unit_ids)
    state = start
    for _ in range(data.draw(st.integers(1, 25), label="turns")):
        actions = legal_actions(parse_state(state), Interpretations.resolve(RULESET.switches, interpretations))
        if not actions:
            break
        action = data.draw(st.sampled_from(actions), label="action")
        case = {"state": state, "action": action_json(action), "dice": {}, "interpretations": interpretations}
        outcome = run_case(RULESET, case)
        while outcome["status"] == "rejected" and outcome["error"]["code"] == "CORE.DICE.MISSING":
            label = outcome["error"]["label"]
            case["dice"].setdefault(label, []).append(data.draw(st.integers(1, 6), label=label))
            outcome = run_case(RULESET, case)
        assert outcome["status"] == "accepted", f"a legal action was rejected: {outcome}"
        after = outcome["state"]
        assert_invariants(after, unit_ids)
        if after["phase"] == "over":
            break
        assert after["active"] == opponent(state["active"]), "a turn is exactly one action"
        assert after["tiles"] == state["tiles"] and after["bases"] == state["bases"], "the map never changes"
        assert state_to_json(parse_state(after)) == after, "engine output is canonical"
        state = after


@settings(max_examples=100, deadline=None)
@given(start=play_states(), interpretations=interpretation_choices(), data=st.data())
def test_the_engine_is_a_pure_function_of_its_input(start, interpretations, data):
    actions = legal_actions(parse_state(start), Interpretations.resolve(RULESET.switches, interpretations))
    if not actions:
        return
    action = data.draw(st.sampled_from(actions))
    case = {"state": start, "action": action_json(action), "dice": {}, "interpretations": interpretations}
    first = run_case(RULESET, case)
    while first["status"] == "rejected" and first["error"]["code"] == "CORE.DICE.MISSING":
        case["dice"].setdefault(first["error"]["label"], []).append(data.draw(st.integers(1, 6)))
        first = run_case(RULESET, case)
    frozen = copy.deepcopy(case)
    first = run_case(RULESET, case)
    assert case == frozen, "the input is not changed"
    assert run_case(RULESET, case) == first, "the same input gives the same outcome"


@settings(max_examples=100, deadline=None)
@given(start=play_states(), data=st.data())
def test_the_order_of_set_valued_lists_does_not_change_the_canonical_state(start, data):
    shuffled = copy.deepcopy(start)
    for key in ("tiles", "units", "board"):
        shuffled[key] = data.draw(st.permutations(shuffled[key]))
    for group in ("reserve", "prison"):
        for faction in shuffled[group]:
            shuffled[group][faction] = data.draw(st.permutations(shuffled[group][faction]))
    assert RULESET.canonical_state(shuffled) == start

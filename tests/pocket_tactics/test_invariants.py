"""Random sequences of legal moves, summons and attacks from random positions in play keep the
invariants of the game state (the rule set's ``invariants`` hook and ``position_problems``).

The generic tests (``tests/test_rulesets.py``) play from the new game; these start from
hypothesis-made maps, bases and armies, which reach positions a new game seldom does.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.core import schemas
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.pocket_tactics import action_to_json, position_problems
from regelwerk.rulesets.pocket_tactics.legal import legal_actions
from regelwerk.rulesets.pocket_tactics.state import opponent, parse_state, state_to_json
from tests.pocket_tactics.strategies import interpretation_choices, play_states

RULESET = get("pocket_tactics")


@pytest.mark.slow  # hypothesis over many positions
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=play_states(), interpretations=interpretation_choices(), data=st.data())
def test_random_legal_moves_and_summons_keep_every_invariant(start, interpretations, data):
    assert position_problems(start) == []
    state = start
    for _ in range(data.draw(st.integers(1, 25), label="turns")):
        actions = legal_actions(parse_state(state), RULESET.interpretations(interpretations))
        if not actions:
            break
        action = action_to_json(data.draw(st.sampled_from(actions), label="action"))
        case = {"state": state, "action": action, "dice": {}, "interpretations": interpretations}
        outcome = run_case(RULESET, case)
        while outcome["status"] == "rejected" and outcome["error"]["code"] == "CORE.DICE.MISSING":
            label = outcome["error"]["label"]
            case["dice"].setdefault(label, []).append(data.draw(st.integers(1, 6), label=label))
            outcome = run_case(RULESET, case)
        assert outcome["status"] == "accepted", f"a legal action was rejected: {outcome}"
        after = outcome["state"]
        assert schemas.first_error(RULESET.state_schema, after) is None
        assert position_problems(after) == []
        assert RULESET.invariants(state, action, after, outcome["events"], interpretations) == []
        if after["phase"] == "over":
            break
        assert after["active"] == opponent(state["active"]), "a turn is exactly one action"
        assert after["tiles"] == state["tiles"] and after["bases"] == state["bases"], "the map never changes"
        assert state_to_json(parse_state(after)) == after, "engine output is canonical"
        state = after

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
from tests.pocket_tactics.games import DrawingDice, draw_dice
from tests.pocket_tactics.strategies import interpretation_choices, play_states

RULESET = get("pocket_tactics")


@pytest.mark.slow  # hypothesis over many positions
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=play_states(), interpretations=interpretation_choices(), data=st.data())
def test_random_legal_moves_and_summons_keep_every_invariant(start, interpretations, data):
    assert position_problems(start) == []
    state, parsed = start, parse_state(start)
    chosen = RULESET.interpretations(interpretations)
    for _ in range(data.draw(st.integers(1, 25), label="turns")):
        actions = legal_actions(parsed, chosen)
        if not actions:
            break
        drawn = data.draw(st.sampled_from(actions), label="action")
        action = action_to_json(drawn)
        # every die the engine reads is drawn as it reads it; then the case runs with those dice
        dice = draw_dice(parsed, drawn, chosen, DrawingDice(lambda label, _queue: data.draw(st.integers(1, 6), label=label)))
        outcome = run_case(RULESET, {"state": state, "action": action, "dice": dice, "interpretations": interpretations})
        assert outcome["status"] == "accepted", f"a legal action was rejected: {outcome}"
        after = outcome["state"]
        assert schemas.first_error(RULESET.state_schema, after) is None
        assert position_problems(after) == []
        assert RULESET.invariants(state, action, after, outcome["events"], interpretations) == []
        if after["phase"] == "over":
            break
        assert after["active"] == opponent(state["active"]), "a turn is exactly one action"
        assert after["tiles"] == state["tiles"] and after["bases"] == state["bases"], "the map never changes"
        parsed = parse_state(after)
        assert state_to_json(parsed) == after, "engine output is canonical"
        state = after

"""Random legal sequences of start-of-turn actions from random positions keep the invariants of
the game state (the rule set's ``invariants`` hook: every model in exactly one status, a status
changes only through the rule of the action taken, the four steps in their order) and the state
stays possible (``position_problems``) and canonical.

The generic tests (``tests/test_rulesets.py``) play from the starting position; these start from
hypothesis-made positions in every status, with leaders, pending effects and three warbands.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.core import schemas
from regelwerk.rulesets.mordheim import outcome as game_outcome
from regelwerk.rulesets.mordheim import parse_state, position_problems, state_to_json
from tests.mordheim.play import RULESET, legal, play
from tests.mordheim.strategies import interpretation_choices, start_of_turn_states


def assert_possible(state: dict) -> None:
    assert schemas.first_error(RULESET.state_schema, state) is None
    assert position_problems(state) == []
    assert state_to_json(parse_state(state)) == state, "engine output is canonical"
    assert (game_outcome(parse_state(state)) is None) == (state["phase"] != "over")


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=start_of_turn_states(), interpretations=interpretation_choices(), data=st.data())
def test_random_legal_start_of_turn_actions_keep_every_invariant(start, interpretations, data):
    assert_possible(start)
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
        assert_possible(after)
        assert RULESET.invariants(state, action, after, outcome["events"], interpretations) == []
        state = after

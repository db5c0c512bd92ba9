"""Random legal play from random positions and from the starting position for two to four players
keeps the invariants of Standardaktionen (the rule set's ``invariants`` hook: at most one unit per
square, life falls only through damage and rises only through healing, a unit acts in the order of
its phases, a dead unit never acts), and every reaction phase ends.  Purity, the order of sets
and play from the two-player start are tested for every rule set in ``tests/test_rulesets.py``."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.rulesets.standardaktionen import action_to_json, initial_state, legal_actions, position_problems, state_to_json
from regelwerk.rulesets.standardaktionen.state import build_state, parse_state
from tests.standardaktionen.games import RULESET, interpretations_of, play_step, skirmish, uniform

PLAYERS = ("p1", "p2", "p3")


@st.composite
def positions(draw) -> dict:
    """A possible state between two units' turns: a small board, two or three players with one
    to three units of random values and effects, and reactions with a use or two."""
    width, height = draw(st.integers(3, 6)), draw(st.integers(3, 6))
    players = list(PLAYERS[: draw(st.integers(2, 3))])
    squares = draw(st.permutations([[x, y] for x in range(width) for y in range(height)]))
    units, reactions = [], []
    for p in players:
        for i in range(draw(st.integers(1, 3))):
            life = draw(st.integers(1, 4))
            effects = draw(st.lists(st.fixed_dictionaries({
                "kind": st.sampled_from(["loan", "heal"]),
                "phase": st.sampled_from(["movement", "attack", "facing"]),
                "amount": st.integers(1, 2),
            }), max_size=2))
            units.append({
                "id": f"{p}u{i}", "owner": p, "at": squares.pop(), "facing": draw(st.sampled_from("NESW")),
                "move": draw(st.integers(0, 3)), "power": draw(st.integers(0, 4)), "life": draw(st.integers(1, life)),
                "max_life": life, "range": draw(st.integers(0, 3)), "restricted": draw(st.booleans()), "effects": effects,
            })
        for i, effect in enumerate(draw(st.lists(st.sampled_from(["power", "shield", "counter"]), max_size=2))):
            reaction = {"id": f"{p}r{i}", "owner": p, "kind": draw(st.sampled_from(["ability", "technique", "spell"])),
                        "effect": effect, "uses": draw(st.integers(1, 2))}
            if effect == "power":
                reaction["amount"] = draw(st.integers(-2, 2))
            reactions.append(reaction)
    return {
        "board": {"width": width, "height": height},
        "players": [{"id": p, "loans": 0} for p in players],
        "starting_player": draw(st.sampled_from(players)), "round": 1,
        "active_player": draw(st.sampled_from(players)), "winner": None,
        "units": sorted(units, key=lambda u: u["id"]), "acted": [],
        "reactions": sorted(reactions, key=lambda r: r["id"]),
        "turn": None, "window": None, "correction": None,
    }


def interpretation_choices():
    return st.fixed_dictionaries({s.id: st.sampled_from(s.options) for s in RULESET.switches})


def check_step(before: dict, action, after: dict, events: list[dict], interpretations: dict) -> None:
    """The rule set's invariants of one step (``game.invariants``), a possible state, and a
    finished game without legal actions."""
    assert not position_problems(after), position_problems(after)[:1]
    chosen = dict(interpretations_of(interpretations).chosen)
    assert RULESET.invariants(before, action_to_json(action), after, events, chosen) == []
    if after["winner"] is not None:
        assert not legal_actions(build_state(after), interpretations_of({})), "a finished game has no legal action"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(start=positions(), interpretations=interpretation_choices(), data=st.data())
def test_random_legal_play_keeps_every_invariant(start, interpretations, data):
    """Also: every reaction phase ends within a bound set by the uses of the reactions."""
    assert not position_problems(start)
    resolved = interpretations_of(interpretations)
    state, window_age = start, 0
    bound = (1 + sum(r["uses"] for r in start["reactions"])) * (len(start["players"]) + 1) * 2

    def choose(n: int) -> int:
        return data.draw(st.integers(0, n - 1))

    for _ in range(data.draw(st.integers(1, 80), label="actions")):
        legal = legal_actions(build_state(state), resolved)
        if not legal:
            assert state["winner"] is not None, "only a finished game has no legal action"
            break
        policy = skirmish if data.draw(st.booleans(), label="skirmish") else uniform
        action = policy(build_state(state), legal, choose)
        step = play_step(state, action, interpretations, choose)
        after = step.outcome["state"]
        check_step(state, action, after, step.outcome["events"], interpretations)
        assert state_to_json(parse_state(after)) == after, "engine output is canonical"
        window_age = window_age + 1 if after["window"] is not None else 0
        assert window_age <= bound, "a reaction phase did not end"
        state = after


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), interpretations=interpretation_choices(), data=st.data())
def test_games_from_the_starting_position_keep_every_invariant(players, interpretations, data):
    resolved = interpretations_of(interpretations)
    state = state_to_json(initial_state(players))

    def choose(n: int) -> int:
        return data.draw(st.integers(0, n - 1))

    for _ in range(data.draw(st.integers(1, 60), label="actions")):
        legal = legal_actions(build_state(state), resolved)
        if not legal:
            break
        action = skirmish(build_state(state), legal, choose)
        step = play_step(state, action, interpretations, choose)
        check_step(state, action, step.outcome["state"], step.outcome["events"], interpretations)
        state = step.outcome["state"]

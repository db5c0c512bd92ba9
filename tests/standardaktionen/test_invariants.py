"""Random legal play keeps the invariants of Standardaktionen (hypothesis): at most one unit per
square, life falls only through damage (and rises only through healing), a unit acts in the
order of its phases, a dead unit never acts, and every reaction phase ends."""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.core.ruleset import run_case
from regelwerk.rulesets.standardaktionen import initial_state, legal_actions, position_problems, state_to_json
from regelwerk.rulesets.standardaktionen.state import build_state, parse_state
from tests.standardaktionen.games import RULESET, interpretations_of, play_step, skirmish, uniform

PLAYERS = ("p1", "p2", "p3")
ACTING = ("unit_selected", "moved", "attack_declared", "faced", "phase_ended", "phase_skipped")


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


def check_step(before: dict, after: dict, events: list[dict], order: list[str], fixed: bool) -> None:
    """The invariants that tie one accepted action to its outcome."""
    assert not position_problems(after), position_problems(after)[:1]
    standing = [tuple(u["at"]) for u in after["units"] if u["at"] is not None]
    assert len(standing) == len(set(standing)), "at most one unit per square"
    old = {u["id"]: u for u in before["units"]}
    for unit in after["units"]:
        damage = sum(e["amount"] for e in events if e["type"] == "damaged" and e["unit"] == unit["id"])
        healing = sum(e["amount"] for e in events if e["type"] == "healed" and e["unit"] == unit["id"])
        assert unit["life"] == old[unit["id"]]["life"] - damage + healing, f"life of {unit['id']} changed without damage or healing"
        assert damage == 0 or old[unit["id"]]["life"] > 0, "only living units take damage"
    for event in events:
        if event["type"] in ACTING and event["type"] != "phase_ended":
            assert old[event["unit"]]["life"] > 0, f"dead unit {event['unit']} acts: {event['type']}"
    ended = [e["phase"] for e in events if e["type"] in ("phase_ended", "phase_skipped")]
    done = (before["turn"] or {}).get("done", [])
    for phase in ended:
        assert phase not in done, f"{phase} ends twice in one turn"
        done = [*done, phase]
        if fixed:
            assert done == order[: len(done)], f"phases out of order: {done}"
    if any(e["type"] == "turn_ended" for e in events):
        assert done[-1] == "facing", "a turn ends with its facing phase"
    if after["winner"] is not None:
        assert not legal_actions(build_state(after), interpretations_of({})), "a finished game has no legal action"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(start=positions(), interpretations=interpretation_choices(), data=st.data())
def test_random_legal_play_keeps_every_invariant(start, interpretations, data):
    """Also: every reaction phase ends within a bound set by the uses of the reactions."""
    assert not position_problems(start)
    fixed = interpretations["SA-A-REIHENFOLGE"] == "fest"
    order = ["movement", "attack", *(["section_3"] if interpretations["SA-A-ABSCHNITT-3"] == "unbekannte-phase" else []), "facing"]
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
        check_step(state, after, step.outcome["events"], order, fixed)
        assert state_to_json(parse_state(after)) == after, "engine output is canonical"
        window_age = window_age + 1 if after["window"] is not None else 0
        assert window_age <= bound, "a reaction phase did not end"
        state = after


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), interpretations=interpretation_choices(), data=st.data())
def test_games_from_the_starting_position_keep_every_invariant(players, interpretations, data):
    fixed = interpretations["SA-A-REIHENFOLGE"] == "fest"
    order = ["movement", "attack", *(["section_3"] if interpretations["SA-A-ABSCHNITT-3"] == "unbekannte-phase" else []), "facing"]
    resolved = interpretations_of(interpretations)
    state = state_to_json(initial_state(players))

    def choose(n: int) -> int:
        return data.draw(st.integers(0, n - 1))

    for _ in range(data.draw(st.integers(1, 60), label="actions")):
        legal = legal_actions(build_state(state), resolved)
        if not legal:
            break
        step = play_step(state, skirmish(build_state(state), legal, choose), interpretations, choose)
        check_step(state, step.outcome["state"], step.outcome["events"], order, fixed)
        state = step.outcome["state"]


@settings(max_examples=40, deadline=None)
@given(start=positions(), interpretations=interpretation_choices(), data=st.data())
def test_the_engine_is_a_pure_function_of_its_input(start, interpretations, data):
    legal = legal_actions(build_state(start), interpretations_of(interpretations))
    action = legal[data.draw(st.integers(0, len(legal) - 1))]
    step = play_step(start, action, interpretations, lambda n: data.draw(st.integers(0, n - 1)))
    case = {"state": start, "action": step.action, "dice": step.dice, "interpretations": interpretations}
    frozen = copy.deepcopy(case)
    assert run_case(RULESET, case) == step.outcome, "the same input gives the same outcome"
    assert case == frozen, "the input is not changed"


@settings(max_examples=40, deadline=None)
@given(start=positions(), data=st.data())
def test_the_order_of_set_valued_lists_does_not_change_the_canonical_state(start, data):
    shuffled = copy.deepcopy(start)
    for key in ("units", "reactions", "acted"):
        shuffled[key] = data.draw(st.permutations(shuffled[key]))
    assert RULESET.canonical_state(shuffled) == start

"""Random legal games, from the roll-off for the first player to the end, keep every invariant.

The driver (:mod:`tests.pocket_tactics.games`) starts from the real new game (both sample
armies in reserve, twenty tiles in the bag), takes one of the engine's legal actions at a time
and rolls whatever die the engine asks for; every interpretation option is drawn at random.
After every action the outcome is checked against what any game of Pocket-Tactics must keep.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st

from regelwerk.core import schemas
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.legal import legal_actions
from regelwerk.rulesets.pocket_tactics.samples import FULL_BAG
from regelwerk.rulesets.pocket_tactics.state import FACTIONS, PHASES, TERRAINS, parse_state, state_to_json
from tests.pocket_tactics.games import (
    MAX_TURNS,
    RULESET,
    DataChoices,
    RandomChoices,
    Step,
    new_game,
    play,
    play_game,
    resolve_interpretations,
)
from tests.pocket_tactics.strategies import interpretation_choices

# -- invariants --------------------------------------------------------------------------


def assert_step(step: Step, interpretations: dict) -> None:
    """The rule set's invariants of one step (``game.invariants``, shared with the generic
    random-play test), and a canonical state."""
    assert step.outcome["status"] == "accepted"
    chosen = dict(resolve_interpretations(interpretations).chosen)
    broken = RULESET.invariants(step.before, step.action, step.after, step.outcome["events"], chosen)
    assert not broken, (step.action, broken)
    assert state_to_json(step.parsed_after) == step.after, "engine output is canonical"


def assert_everything_rejected(final: dict, last_action: dict, interpretations: dict) -> None:
    """PT-SIEG-3: after the end every action, legal before or not, is rejected as GAME.OVER."""
    assert legal_actions(parse_state(final), resolve_interpretations(interpretations)) == []
    some_unit = final["units"][0]["id"]
    attempts = [
        last_action,
        {"type": "roll_off"},
        {"type": "place_base", "player": "legion", "at": [9, 9]},
        {"type": "place_tile", "player": "tribes", "at": [9, 9]},
        {"type": "deploy", "player": "legion", "unit": some_unit, "to": [0, 0]},
        {"type": "move", "player": "tribes", "unit": some_unit, "to": [0, 0]},
        {"type": "summon", "player": "legion", "unit": some_unit, "to": [0, 0]},
        *({"type": "pass", "player": f} for f in FACTIONS),
    ]
    for action in attempts:
        outcome = run_case(RULESET, {"state": final, "action": action, "dice": {}, "interpretations": interpretations})
        assert outcome["status"] == "rejected" and outcome["error"]["code"] == "PT.GAME.OVER", (action, outcome)


def check_game(steps, start: dict, interpretations: dict) -> dict:
    """Check every step of a game as it is played; returns the last state."""
    state, phases = start, [start["phase"]]
    for step in steps:
        assert step.before == state
        assert_step(step, interpretations)
        state = step.after
        if state["phase"] != phases[-1]:
            phases.append(state["phase"])
    # in order; "over" may follow "deploy" directly (a victory while deploying)
    ordered = phases[:-1] if phases[-1] == "over" else phases
    assert ordered == list(PHASES[: len(ordered)]), phases
    return state


def assert_new_game(start: dict) -> None:
    assert start["phase"] == "start" and start["bag"] == FULL_BAG and not start["tiles"]
    assert all(b["at"] is None for b in start["bases"].values())
    assert not start["board"] and not any(start["prison"].values())
    assert sorted(u for ids in start["reserve"].values() for u in ids) == sorted(u["id"] for u in start["units"])
    assert {len(ids) for ids in start["reserve"].values()} == {11}


# -- tests -------------------------------------------------------------------------------


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)
@pytest.mark.slow  # forty whole games
@given(interpretations=interpretation_choices(), data=st.data())
def test_random_legal_games_from_the_roll_off_to_the_end_keep_every_invariant(interpretations, data):
    start = new_game()
    assert_new_game(start)
    steps: list[Step] = []

    def recorded():
        for step in play(DataChoices(data), interpretations, MAX_TURNS, start=start, validate=False):
            steps.append(step)
            yield step

    final = check_game(recorded(), start, interpretations)
    turns = sum(1 for s in steps if s.before["phase"] == "play")
    note(f"{len(steps)} actions, {turns} turns, last events {steps[-1].event_types if steps else []}")
    assert schemas.first_error(RULESET.name + "/outcome.schema.json", steps[-1].outcome) is None
    if final["phase"] == "over":
        event(f"ended: {steps[-1].outcome['events'][-1]['reason']}")
        assert_everything_rejected(final, steps[-1].action, interpretations)
    else:
        assert legal_actions(parse_state(final), resolve_interpretations(interpretations)), f"stuck in phase {final['phase']}"
        event("hit the turn cap")
        assert turns == MAX_TURNS


@pytest.mark.slow  # six whole games
def test_most_seeded_games_end_by_a_victory():
    """The driver's bias towards attacks makes games end: most seeded games, under random
    interpretations, finish well within the cap."""
    ended = 0
    for seed in range(6):
        rng = random.Random(seed)
        interpretations = {s.id: rng.choice(s.options) for s in RULESET.switches}
        game = play_game(RandomChoices(seed), interpretations)
        check_game(game.steps, game.start, interpretations)
        ended += game.final["phase"] == "over"
    assert ended >= 5


def test_deployment_in_the_own_half_falls_back_to_the_nearest_free_tiles_when_the_half_is_full():
    """Reached from a real setup (seeded driver, seed 17 of the exploration): the second base
    lies so far out that only two tiles are nearer to it than to the first base.  Minimal form:
    the legion's half is the one tile [2,0], taken by its first unit; it must deploy two more,
    so it falls back to the nearest free tile [1,0] (register PT-A-AUFSTELLUNG-NAEHE)."""
    profiles = {u["id"]: u["profile"] for u in new_game()["units"]}
    state = {
        "phase": "deploy", "first": "tribes", "active": "legion", "winner": None,
        "bag": {t: 0 for t in TERRAINS},
        "tiles": [{"at": [q, 0], "terrain": "field"} for q in range(3)],
        "bases": {"legion": {"at": [3, 0], "defence": 3}, "tribes": {"at": [-1, 0], "defence": 3}},
        "units": [
            {"id": "Rekrut-1", "faction": "legion", "profile": profiles["Rekrut-1"]},
            {"id": "Rekrut-2", "faction": "legion", "profile": profiles["Rekrut-2"]},
            {"id": "Rekrut-3", "faction": "legion", "profile": profiles["Rekrut-3"]},
            {"id": "Spaeher-1", "faction": "tribes", "profile": profiles["Spaeher-1"]},
        ],
        "board": [{"unit": "Spaeher-1", "at": [0, 0]}, {"unit": "Rekrut-1", "at": [2, 0]}],
        "reserve": {"legion": ["Rekrut-2", "Rekrut-3"], "tribes": []},
        "prison": {"legion": [], "tribes": []},
    }
    interpretations = {switches.DEPLOY_AREA: "eigene-haelfte"}
    case = {"state": state, "action": {"type": "deploy", "player": "legion", "unit": "Rekrut-2", "to": [1, 0]}, "dice": {}, "interpretations": interpretations}
    outcome = run_case(RULESET, case)
    assert outcome["status"] == "accepted", outcome
    assert {"unit": "Rekrut-2", "at": [1, 0]} in outcome["state"]["board"]


def _all_actions(state, player: str) -> list:
    """Every action of the phase on every hex of or next to the map, for any unit of
    ``player``, with every attack type: far more than legal.py's candidates."""
    from regelwerk.rulesets.pocket_tactics.actions import Attack, Deploy, Move, PlaceBase, PlaceTile, Summon

    pieces = set(state.tiles) | {b.at for b in state.bases.values() if b.at is not None}
    area = sorted(pieces | {n for p in pieces for n in p.neighbours()})
    mine = sorted(u.id for u in state.units.values() if u.faction == player)
    if state.phase == "setup":
        return [PlaceTile(player, at) for at in area]
    if state.phase == "second_base":
        return [PlaceBase(player, at) for at in area]
    if state.phase == "deploy":
        return [Deploy(player, u, at) for u in mine for at in area]
    actions = [kind(player, u, at) for kind in (Move, Summon) for u in mine for at in area]
    actions += [
        Attack(player, u, at, assault, weapon)
        for u in mine for at in area for assault in ("melee", "ranged") for weapon in ("melee", "ranged", "magic")
    ]
    return actions


@pytest.mark.slow  # every action on every hex, two games
def test_legal_actions_lists_every_action_the_engine_accepts():
    """legal.py's candidates are complete: every action the engine accepts on any hex near the
    map is listed (the first base, legal anywhere on the empty map, is listed at one place;
    attacks are compared without rerolls)."""
    from dataclasses import replace

    from regelwerk.rulesets.pocket_tactics.actions import Attack
    from regelwerk.rulesets.pocket_tactics.legal import is_legal

    games = [({}, 21), ({s.id: s.options[-1] for s in RULESET.switches if s.id != switches.DEPLOY_AREA}, 3)]
    for options, seed in games:
        interpretations = resolve_interpretations(options)
        for number, step in enumerate(play(RandomChoices(seed), options, max_turns=40, validate=False)):
            state = parse_state(step.before)
            if state.phase == "start" or (state.phase == "setup" and not state.tiles):
                continue
            listed = {replace(a, rerolls=()) if isinstance(a, Attack) else a for a in legal_actions(state, interpretations)}
            accepted = {a for a in _all_actions(state, state.active) if is_legal(state, a, interpretations)}
            assert accepted <= listed, f"game {seed}, step {number} ({state.phase}): not listed {sorted(map(str, accepted - listed))[:3]}"

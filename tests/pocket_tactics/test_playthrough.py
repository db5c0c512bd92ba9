"""The golden playthroughs replay: every recorded action, with its recorded dice, gives the
recorded outcome, from the roll-off to the victory.

The replay uses only what the file records (initial state, actions, dice, interpretations) and
:func:`run_case`; nothing of the driver that chose the actions.  A change to the engine that
changes any outcome (a state, an event, their order) breaks the hash of that step; if the change
is intended, write the file again with ``tests/pocket_tactics/make_playthrough.py`` (its
``generator`` entry names the seed) and review the diff.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from functools import cache

import pytest

from regelwerk.core.paths import vectors_dir
from regelwerk.core.ruleset import Interpretations, run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.pocket_tactics.actions import Attack
from regelwerk.rulesets.pocket_tactics.legal import legal_actions
from regelwerk.rulesets.pocket_tactics.state import FACTIONS, parse_state

RULESET = get("pocket_tactics")
FOLDER = vectors_dir() / "pocket_tactics" / "partien"
FILES = sorted(FOLDER.glob("*.json"))
FULL_BAG = {"field": 4, "forest": 7, "hill": 4, "village": 2, "water": 3}


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def replay(playthrough: dict) -> list[tuple[dict, dict]]:
    """(step, outcome) for every recorded step, run from the recorded state and dice only; stops
    after the first step that is not accepted.  Each file is replayed once per session."""
    return _replayed(json.dumps(playthrough, sort_keys=True))


@cache
def _replayed(text: str) -> list[tuple[dict, dict]]:
    playthrough = json.loads(text)
    state, replayed = playthrough["initial_state"], []
    for step in playthrough["steps"]:
        case = {"state": state, "action": step["action"], "dice": step["dice"], "interpretations": playthrough["interpretations"]}
        outcome = run_case(RULESET, case)
        replayed.append((step, outcome))
        if outcome["status"] != "accepted":
            break
        state = outcome["state"]
    return replayed


@pytest.fixture(params=FILES, ids=[p.stem for p in FILES])
def playthrough(request) -> dict:
    return load(request.param)


def test_the_playthrough_is_a_whole_game(playthrough):
    start, final = playthrough["initial_state"], playthrough["final_state"]
    assert start == RULESET.state_to_json(RULESET.initial_state()), "a game begins from the rule set's starting position"
    assert start["phase"] == "start" and start["bag"] == FULL_BAG and not start["tiles"]
    assert all(base["at"] is None for base in start["bases"].values())
    assert not start["board"] and not any(start["prison"].values())
    assert sorted(u for f in FACTIONS for u in start["reserve"][f]) == sorted(u["id"] for u in start["units"])
    assert playthrough["steps"][0]["action"] == {"type": "roll_off"}
    assert final["phase"] == "over" and final["winner"] == playthrough["winner"]
    assert playthrough["steps"][-1]["events"][-1] == "game_over"


def test_the_last_event_names_the_recorded_winner_and_reason(playthrough):
    """The step-by-step replay is the generic test's (tests/test_rulesets.py); the state does not
    record why the game ended, so the reason is checked on the last event here."""
    game_over = replay(playthrough)[-1][1]["events"][-1]
    assert game_over["type"] == "game_over"
    assert (game_over["winner"], game_over["reason"]) == (playthrough["winner"], playthrough["reason"])


def test_the_summary_agrees_with_the_steps(playthrough):
    if "summary" not in playthrough:
        pytest.skip("no summary")
    steps = playthrough["steps"]
    counts = Counter(t for step in steps for t in step["events"])
    phases = [playthrough["initial_state"]["phase"]]
    turns = 0
    for _step, outcome in zip(steps, (o for _, o in replay(playthrough)), strict=True):
        turns += phases[-1] == "play"
        phases.append(outcome["state"]["phase"])
    assert playthrough["summary"] == {"actions": len(steps), "turns": turns, "events": dict(counts)}


def test_every_recorded_action_is_one_the_engine_lists_as_legal(playthrough):
    """legal.py offers each recorded action (an attack up to its rerolls, which it lists only
    when a duty to reroll demands them)."""
    interpretations = Interpretations.resolve(RULESET.switches, playthrough["interpretations"])
    state = playthrough["initial_state"]
    for number, (step, outcome) in enumerate(replay(playthrough)):
        parsed = parse_state(state)
        action = RULESET.parse_action(step["action"], parsed)
        offered = legal_actions(parsed, interpretations)
        if isinstance(action, Attack) and action not in offered:
            action = replace(action, rerolls=())
            offered = [replace(a, rerolls=()) if isinstance(a, Attack) else a for a in offered]
        assert action in offered, f"step {number}: {step['action']} is not among the legal actions"
        state = outcome["state"]

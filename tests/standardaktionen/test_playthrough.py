"""The golden game replays: every recorded action, with its recorded dice, gives the recorded
outcome, from the sample starting position to the last player with units.

The replay uses only what the file records and :func:`run_case`, nothing of the driver that
chose the actions.  If an intended change of the engine changes an outcome, write the file
again with ``tests/standardaktionen/make_playthrough.py --seed <generator.seed>`` and review
the diff.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache

import pytest

from regelwerk.core.paths import vectors_dir
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets.standardaktionen import action_to_json, initial_state, legal_actions, parse_action, state_to_json
from regelwerk.rulesets.standardaktionen.state import parse_state
from tests.standardaktionen.games import RULESET, interpretations_of
from tests.standardaktionen.make_playthrough import WANTED

FOLDER = vectors_dir() / "standardaktionen" / "partien"
FILES = sorted(FOLDER.glob("*.json"))


def load(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


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


def replay(playthrough: dict) -> list[tuple[dict, dict]]:
    return _replayed(json.dumps(playthrough, sort_keys=True))


@pytest.fixture(params=FILES, ids=[p.stem for p in FILES])
def playthrough(request) -> dict:
    return load(request.param)


def test_the_game_starts_from_the_sample_starting_position(playthrough):
    players = len(playthrough["initial_state"]["players"])
    assert playthrough["initial_state"] == state_to_json(initial_state(players))


def test_the_last_event_names_the_recorded_winner_and_reason(playthrough):
    """The step-by-step replay is the generic test's (tests/test_rulesets.py)."""
    last = replay(playthrough)[-1][1]
    assert last["events"][-1] == {"type": "game_over", "winner": playthrough["winner"], "reason": playthrough["reason"]}


def test_the_game_shows_what_a_golden_game_must_show(playthrough):
    """At least two full rounds, movement, attacks with reactions, an ambush, a death, facing
    changes (issue 8)."""
    counts = Counter(t for step in playthrough["steps"] for t in step["events"])
    assert all(counts[t] for t in WANTED), {t: counts[t] for t in WANTED}
    assert counts["round_started"] >= 2, "two full rounds"
    state, changed = playthrough["initial_state"], 0
    for _step, outcome in replay(playthrough):
        facing = {u["id"]: u["facing"] for u in state["units"]}
        changed += sum(1 for e in outcome["events"] if e["type"] == "faced" and e["facing"] != facing[e["unit"]])
        state = outcome["state"]
    assert changed >= 2, "facing changes"


def test_the_summary_agrees_with_the_steps(playthrough):
    counts = Counter(t for step in playthrough["steps"] for t in step["events"])
    assert playthrough["summary"] == {"actions": len(playthrough["steps"]), "turns": counts["turn_ended"], "events": dict(counts)}


def test_every_recorded_action_is_one_the_engine_lists_as_legal(playthrough):
    interpretations = interpretations_of(playthrough["interpretations"])
    state = playthrough["initial_state"]
    for number, (step, outcome) in enumerate(replay(playthrough)):
        parsed = parse_state(state)
        offered = [action_to_json(a) for a in legal_actions(parsed, interpretations)]
        assert action_to_json(parse_action(step["action"], parsed)) in offered, f"step {number}: {step['action']} is not legal"
        state = outcome["state"]

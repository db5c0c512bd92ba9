"""The golden start of turn shows what it must: a whole warband through all four steps in order,
its turn, and the opponent's failed rout test that ends the game; the files are what the script
writes.  That every golden playthrough is valid, replays step by step with the recorded outcome
hashes and ends in its final state is tested for every rule set in ``tests/test_rulesets.py``.

A change to the engine that changes any outcome breaks the hash of that step; if the change is
intended, write the files again with ``tests/mordheim/make_playthrough.py`` and review the diff.
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from regelwerk.core.paths import vectors_dir
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets import get
from tests.mordheim import make_playthrough

RULESET = get("mordheim")
FOLDER = vectors_dir() / "mordheim" / "partien"
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


def test_the_first_warband_goes_through_all_four_steps_in_order(playthrough):
    first = playthrough["initial_state"]["active"]
    kinds = []
    for step in playthrough["steps"]:
        if step["action"]["player"] != first:
            break
        kinds.append(step["action"]["type"])
    expected_order = ["resolve_effect", "end_step", "rout_test", "end_step", "rally", "end_step", "turn_over", "stand_up", "end_step", "end_turn"]
    positions = [kinds.index(kind) for kind in dict.fromkeys(expected_order) if kind in kinds]
    assert positions == sorted(positions), kinds
    for kind in ("resolve_effect", "rout_test", "rally", "turn_over", "stand_up", "end_turn"):
        assert kind in kinds, f"the first warband's turn does not show {kind}"
    assert kinds.count("end_step") == 4
    failed = [
        event
        for _, outcome in replay(playthrough)
        for event in outcome.get("events", [])
        if event["type"] == "rally_test_taken" and not event["passed"]
    ]
    assert failed, "a rally fails, so the flight goes on (at once or in the movement phase, MH-A-FLUCHT-ZEITPUNKT)"


def test_a_continued_flight_is_shown_where_it_is_carried_out_at_once():
    playthrough = load(FOLDER / "beginn-des-zuges-regelbuch.json")
    assert playthrough["interpretations"]["MH-A-FLUCHT-ZEITPUNKT"] == "sofort"
    assert "flight_continued" in [t for step in playthrough["steps"] for t in step["events"]]


def test_the_files_are_what_the_script_writes():
    assert make_playthrough.main(["--check"]) == 0
    assert {p.stem for p in FILES} == set(make_playthrough.SCRIPTS)

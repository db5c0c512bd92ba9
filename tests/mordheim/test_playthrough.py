"""The golden start of turn replays: every recorded action, with its recorded dice, gives the
recorded outcome, from Reikland's first effect to Middenheim's failed rout test.

The replay uses only what the file records (initial state, actions, dice, interpretations) and
:func:`run_case`.  A change to the engine that changes any outcome breaks the hash of that step;
if the change is intended, write the files again with ``tests/mordheim/make_playthrough.py``
and review the diff.
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from regelwerk.core import schemas
from regelwerk.core.canonical import value_digest
from regelwerk.core.paths import vectors_dir
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.mordheim import position_problems
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


def test_there_is_a_golden_start_of_turn_under_the_default_interpretations():
    assert any(load(p)["interpretations"] == {} for p in FILES), f"no golden start of turn with every default in {FOLDER}"


@pytest.fixture(params=FILES, ids=[p.stem for p in FILES])
def playthrough(request) -> dict:
    return load(request.param)


def test_the_file_is_valid_against_its_schema(playthrough):
    errors = [f"{e.json_path}: {e.message}" for e in schemas.iter_errors("playthrough.schema.json", playthrough)]
    assert not errors, errors[:5]
    assert playthrough["ruleset"] == RULESET.name
    assert position_problems(playthrough["initial_state"]) == []


def test_every_step_is_accepted_with_the_recorded_events_and_outcome(playthrough):
    replayed = replay(playthrough)
    assert len(replayed) == len(playthrough["steps"])
    for number, (step, outcome) in enumerate(replayed, start=1):
        assert outcome["status"] == "accepted", f"step {number}: {outcome}"
        assert [e["type"] for e in outcome["events"]] == step["events"], f"step {number}"
        assert value_digest(outcome) == step["outcome_hash"], f"step {number}: the outcome changed"


def test_the_replay_ends_in_the_recorded_final_state_with_the_recorded_winner(playthrough):
    final = replay(playthrough)[-1][1]["state"]
    assert final == playthrough["final_state"]
    assert final["phase"] == "over"
    assert final["result"] == {"winner": playthrough["winner"], "reason": playthrough["reason"]}


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
    events = [t for step in playthrough["steps"] for t in step["events"]]
    assert "flight_continued" in events, "a failed rally continues a flight"


def test_the_files_are_what_the_script_writes():
    assert make_playthrough.main(["--check"]) == 0
    assert {p.stem for p in FILES} == set(make_playthrough.SCRIPTS)

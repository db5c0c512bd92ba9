"""What the golden battle round shows: every phase of both players' turns, the events the issue
asks for, the end of the game with the strategic reserve destroyed, and a file that is what the
script writes.  The step-by-step replay against the recorded hashes and the schema are the generic
tests' (``tests/test_rulesets.py``); if an intended change alters an outcome, write the file again
with ``tests/w40k/make_playthrough.py`` and review the diff.
"""

from __future__ import annotations

import json
from functools import cache

from regelwerk.core.ruleset import Outcome, run_case
from regelwerk.rulesets import get
from regelwerk.rulesets.w40k.game import initial_state, outcome
from regelwerk.rulesets.w40k.state import parse_state
from tests.w40k import make_playthrough

RULESET = get("w40k")


@cache
def playthrough() -> dict:
    return json.loads(make_playthrough.path_of().read_text(encoding="utf-8"))


@cache
def replayed() -> list[tuple[dict, dict]]:
    data = playthrough()
    state, out = data["initial_state"], []
    for step in data["steps"]:
        case = {"state": state, "action": step["action"], "dice": step["dice"], "interpretations": data["interpretations"]}
        result = run_case(RULESET, case)
        out.append((step, result))
        if result["status"] != "accepted":
            break
        state = result["state"]
    return out


def test_the_round_goes_through_every_phase_of_both_players():
    states = [playthrough()["initial_state"], *(result["state"] for _, result in replayed())]
    seen: dict[str, list[tuple[str, str]]] = {"imperium": [], "orks": []}
    for state in states:
        if state["active"] is not None:
            seen[state["active"]].append((state["phase"], state["step"]))
    every = [
        ("command", "battle_shock"), ("movement", "move"), ("movement", "reinforcements"), ("shooting", "shoot"),
        ("charge", "charge"), ("fight", "fights_first"), ("fight", "remaining"),
    ]
    for player, phases in seen.items():
        assert list(dict.fromkeys(phases)) == every, player
    assert states[-1]["phase"] == "over"


def test_the_round_shows_what_the_issue_asks_for():
    events = [e for _, result in replayed() for e in result["events"]]
    types = {e["type"] for e in events}
    for wanted in ("cp_gained", "battle_shock_test", "objective_controlled", "arrived", "model_destroyed", "charge_ended",
                   "consolidated", "models_removed", "game_over"):
        assert wanted in types, wanted
    moves = {e["mode"] for e in events if e["type"] == "unit_moved"}
    assert {"normal", "fall_back", "charge"} <= moves
    assert [e["passed"] for e in events if e["type"] == "battle_shock_test"] == [False]
    assert any(e["type"] == "objective_controlled" and e["controller"] == "imperium" for e in events)


def test_the_replay_ends_the_game_with_the_strategic_reserve_destroyed():
    final = replayed()[-1][1]["state"]
    assert final == playthrough()["final_state"]
    assert final["phase"] == "over"
    assert final["result"] == {"reserves_destroyed": ["Kommandos"]}
    assert outcome(parse_state(final)) == Outcome(None, "last_round")
    assert outcome(initial_state()) is None


def test_the_file_is_what_the_script_writes():
    assert make_playthrough.main(["--check"]) == 0

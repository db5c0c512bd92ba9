"""The start and the end of a game.

``initial_state(players)`` is the sample starting position of ``startaufstellung.json`` for two
to four players: a 7 x 7 board, three units each (Krieger, Schütze, Söldner) on the middle of
the player's edge, facing the middle of the board, and three reactions each (Stärkung, Schild,
Bann).  The text gives no unit values, no board and no reactions: all of it is an assumption
(register SA-A-EINHEITENWERTE, SA-A-REAKTIONEN).

``outcome(state)`` is the result as a value once the game is over (register SA-A-SIEG: the last
player with a living unit wins; reason ``last_player``), else ``None``.

``invariants`` is the rule set's hook for the generic random-play test.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.ruleset import Outcome
from regelwerk.rulesets.standardaktionen import interpretations as switches
from regelwerk.rulesets.standardaktionen.state import State, build_state, position_problems

START_FILE = Path(__file__).with_name("startaufstellung.json")

# The events of a unit acting (``phase_ended`` may also end the phase of a dead unit's turn).
ACTING = ("unit_selected", "moved", "attack_declared", "faced", "phase_skipped")


def outcome(state: State) -> Outcome | None:
    """SA-A-SIEG: the last player with a living unit has won."""
    if state.winner is None:
        return None
    return Outcome(state.winner, "last_player")


@cache
def sample_data() -> Json:
    """``startaufstellung.json``: the sample unit types, reactions and starting positions."""
    return json.loads(START_FILE.read_text(encoding="utf-8"))


def initial_state_json(players: int = 2) -> Json:
    """The JSON of the sample starting position for ``players`` players (2 to 4)."""
    positions = sample_data()["positions"]
    if str(players) not in positions:
        raise ValueError(f"the sample starting position is for 2 to 4 players, not {players}")
    return json.loads(json.dumps(positions[str(players)]))


def initial_state(players: int = 2) -> State:
    """The sample starting position as a :class:`State` (checked to be a possible position)."""
    value = initial_state_json(players)
    problems = position_problems(value)
    if problems:
        raise ValueError(f"startaufstellung.json: {problems[0].code} at {problems[0].path}")
    return build_state(value)


def invariants(before: Json, action: Json, after: Json, events: list[Json], interpretations: Mapping[str, str]) -> list[str]:
    """What one accepted step broke (empty: nothing): at most one unit per square (SA-BEW-5);
    life falls only through damage and rises only through healing, and only living units take
    damage (SA-SCH-1, SA-SCH-4); a dead unit never acts; a phase ends at most once per turn, in
    the fixed order under SA-A-REIHENFOLGE=fest (SA-AKT-1), and a turn ends with its facing
    phase; a finished game lets nobody act."""
    broken: list[str] = []
    standing = [tuple(u["at"]) for u in after["units"] if u["at"] is not None]
    if len(standing) != len(set(standing)):
        broken.append("two units share a square")
    old = {u["id"]: u for u in before["units"]}
    for unit in after["units"]:
        damage = sum(e["amount"] for e in events if e["type"] == "damaged" and e["unit"] == unit["id"])
        healing = sum(e["amount"] for e in events if e["type"] == "healed" and e["unit"] == unit["id"])
        if unit["life"] != old[unit["id"]]["life"] - damage + healing:
            broken.append(f"the life of {unit['id']} changed without damage or healing")
        if damage and old[unit["id"]]["life"] <= 0:
            broken.append(f"the dead unit {unit['id']} took damage")
    broken.extend(f"the dead unit {e['unit']} acts: {e['type']}" for e in events if e["type"] in ACTING and old[e["unit"]]["life"] <= 0)
    order = ["movement", "attack", *(["section_3"] if interpretations[switches.SECTION_3] == "unbekannte-phase" else []), "facing"]
    done = list((before["turn"] or {}).get("done", []))
    for event in events:
        if event["type"] not in ("phase_ended", "phase_skipped"):
            continue
        if event["phase"] in done:
            broken.append(f"{event['phase']} ends twice in one turn")
        done.append(event["phase"])
        if interpretations[switches.ORDER] == "fest" and done != order[: len(done)]:
            broken.append(f"phases out of their fixed order: {done}")
    if any(e["type"] == "turn_ended" for e in events) and (not done or done[-1] != "facing"):
        broken.append("a turn ended without its facing phase")
    return broken

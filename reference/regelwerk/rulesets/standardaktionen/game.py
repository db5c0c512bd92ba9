"""The start and the end of a game.

``initial_state(players)`` is the sample starting position of ``startaufstellung.json`` for two
to four players: a 7 x 7 board, three units each (Krieger, Schütze, Söldner) on the middle of
the player's edge, facing the middle of the board, and three reactions each (Stärkung, Schild,
Bann).  The text gives no unit values, no board and no reactions: all of it is an assumption
(register SA-A-EINHEITENWERTE, SA-A-REAKTIONEN).

``outcome(state)`` is the result as a value once the game is over (register SA-A-SIEG: the last
player with a living unit wins), else ``None``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from regelwerk.core.canonical import Json
from regelwerk.rulesets.standardaktionen.state import State, build_state, position_problems

START_FILE = Path(__file__).with_name("startaufstellung.json")


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winner and why (today only ``last_player``, register SA-A-SIEG)."""

    winner: str
    reason: Literal["last_player"]


def outcome(state: State) -> Outcome | None:
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

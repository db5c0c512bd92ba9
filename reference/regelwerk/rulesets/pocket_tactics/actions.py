"""Pocket-Tactics actions.  A turn is exactly one action (clause PT-ZUG-1).

JSON form (``schemas/pocket_tactics/action.schema.json``)::

    {"type": "move",   "player": "legion", "unit": "R1", "to": [q, r]}
    {"type": "summon", "player": "legion", "unit": "R3", "to": [q, r]}

``move`` covers a step to a neighbouring tile, a hop over a friendly unit (the engine finds
the hop from the geometry) and a return to the reserve (``to`` is the player's own base).
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput
from regelwerk.core.hexgrid import Hex
from regelwerk.rulesets.pocket_tactics.state import State


@dataclass(frozen=True)
class Move:
    player: str
    unit: str
    to: Hex


@dataclass(frozen=True)
class Summon:
    player: str
    unit: str
    to: Hex


Action = Move | Summon

_TYPES = {"move": Move, "summon": Summon}


def parse_action(value: Json, state: State) -> Action:
    """Build an action from schema-valid JSON; a unit id the state does not know is malformed."""
    if value["unit"] not in state.units:
        raise MalformedInput("PT.ACTION.UNKNOWN_UNIT", f"the state has no unit {value['unit']!r}", "$.action.unit")
    return _TYPES[value["type"]](player=value["player"], unit=value["unit"], to=Hex.from_json(value["to"]))

"""Facing: the unit turns to one of the four orthogonal directions; the end of the facing phase
ends its turn.

Order of checks for a ``face`` (after the general and phase checks of :mod:`.rules`):

1. ``SA.FACING.NOT_ORTHOGONAL``  a diagonal direction (NE, SE, SW, NW)                  (SA-BLI-2)
2. ``SA.FACING.OFF_BOARD``       no square of the board lies in that direction        (SA-BLI-3)

and for ending the facing phase without turning (``end_phase`` with ``phase: "facing"``):
``SA.FACING.MANDATORY`` under ``SA-A-DREHPFLICHT=pflicht`` (SA-BLI-1).
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.standardaktionen import interpretations as switches
from regelwerk.rulesets.standardaktionen.actions import Face
from regelwerk.rulesets.standardaktionen.events import Faced
from regelwerk.rulesets.standardaktionen.state import FACINGS, Facing, State
from regelwerk.rulesets.standardaktionen.turn import finish_phase


def plan_face(state: State, action: Face) -> None:
    """SA-BLI-2, SA-BLI-3: a facing is orthogonal and points at a square of the board."""
    if action.direction not in FACINGS:
        raise IllegalAction("SA.FACING.NOT_ORTHOGONAL", "SA-BLI-2", f"{action.direction} is not one of N, E, S, W")
    if not state.board.has_square_towards(state.units[action.unit].square, action.direction):
        raise IllegalAction("SA.FACING.OFF_BOARD", "SA-BLI-3", f"no square of the board lies {action.direction} of the unit")


def plan_skip_facing(interpretations: Interpretations) -> None:
    """SA-BLI-1, register SA-A-DREHPFLICHT: whether the facing phase may end without a facing."""
    if interpretations[switches.TURNING] == "pflicht":
        raise IllegalAction("SA.FACING.MANDATORY", "SA-BLI-1", "the unit must set its facing before its turn ends")


def face(state: State, action: Face, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-BLI-1, SA-BLI-4: the unit faces the direction (the same as before counts as set); the
    facing phase is completed and the unit's turn ends."""
    unit = state.units[action.unit]
    state = state.with_unit(replace(unit, facing=cast(Facing, action.direction)))  # check_face refused the diagonals
    after, ended = finish_phase(state, "facing", True, interpretations)
    return after, [Faced(unit.id, action.direction), *ended]

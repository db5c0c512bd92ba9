"""Pocket-Tactics events, in the order an accepted action emits them.

A move emits ``moved`` or ``hopped``, then (on hazardous terrain) ``hazard_checked`` and, if the
roll defeats the unit, ``captured``; a summon emits ``summoned``; a move onto one's own base
emits ``returned_to_reserve``.  Every accepted action ends with ``turn_passed``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from regelwerk.core.hexgrid import Hex
from regelwerk.core.ruleset import Event


@dataclass(frozen=True)
class Moved(Event):
    type: ClassVar[str] = "moved"
    unit: str
    origin: Hex
    to: Hex

    def to_json(self):  # "from" is a keyword in Python, not in JSON
        return {"type": self.type, "unit": self.unit, "from": self.origin.to_json(), "to": self.to.to_json()}


@dataclass(frozen=True)
class Hopped(Event):
    type: ClassVar[str] = "hopped"
    unit: str
    origin: Hex
    over: Hex
    to: Hex

    def to_json(self):
        return {
            "type": self.type,
            "unit": self.unit,
            "from": self.origin.to_json(),
            "over": self.over.to_json(),
            "to": self.to.to_json(),
        }


@dataclass(frozen=True)
class HazardChecked(Event):
    type: ClassVar[str] = "hazard_checked"
    unit: str
    at: Hex
    terrain: str
    roll: int
    defeated: bool


@dataclass(frozen=True)
class Captured(Event):
    type: ClassVar[str] = "captured"
    unit: str
    by: str
    cause: str


@dataclass(frozen=True)
class Summoned(Event):
    type: ClassVar[str] = "summoned"
    unit: str
    to: Hex


@dataclass(frozen=True)
class ReturnedToReserve(Event):
    type: ClassVar[str] = "returned_to_reserve"
    unit: str
    origin: Hex

    def to_json(self):
        return {"type": self.type, "unit": self.unit, "from": self.origin.to_json()}


@dataclass(frozen=True)
class TurnPassed(Event):
    type: ClassVar[str] = "turn_passed"
    to: str


EVENT_TYPES = (Moved, Hopped, HazardChecked, Captured, Summoned, ReturnedToReserve, TurnPassed)

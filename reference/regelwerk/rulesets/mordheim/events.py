"""Mordheim events, in the order an accepted action emits them.

1. Effects: ``effect_resolved`` (one per ``resolve_effect``).
2. Rout test: ``rout_test_taken``; on a failure, and for ``voluntary_rout``, ``warband_routed``.
3. Rallying: ``rally_test_taken``; on a failure ``flight_continued``.
4. Recovery: ``turned_over``; ``stood_up``.
Every ``end_step`` emits ``step_changed`` with the phase that begins.
The player turn proper: ``moved``, ``shot``, ``spell_cast``; ``end_turn`` emits ``turn_passed``.

After ``warband_routed`` the game either ends (``injury_rolls_marked`` under
MH-A-VERLETZUNGEN=alle-ausgeschalteten when there are models to mark, then ``game_over``) or the
next warband in turn order begins its turn (``turn_passed``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from regelwerk.core.inches import Direction, Point
from regelwerk.core.ruleset import Event
from regelwerk.rulesets.mordheim.state import EffectKind, Phase


@dataclass(frozen=True)
class EffectResolved(Event):
    """A start-of-turn effect took place (MH-BEG-1); ``roll`` is its die (``null`` if none was
    rolled); ``result`` is the model's new status, or ``none`` when nothing changed."""

    type: ClassVar[str] = "effect_resolved"
    effect: str
    kind: EffectKind
    model: str
    roll: int | None
    result: str  # out_of_action | knocked_down | none


@dataclass(frozen=True)
class StepChanged(Event):
    type: ClassVar[str] = "step_changed"
    phase: Phase


@dataclass(frozen=True)
class RoutTestTaken(Event):
    """MH-RUE-1 to MH-RUE-3: who tested on which leadership; without a model able to test
    (MH-A-KEIN-TESTER=automatisch-verpatzt) ``tester`` and ``leadership`` are ``null``, ``roll``
    is empty and the test is failed."""

    type: ClassVar[str] = "rout_test_taken"
    warband: str
    tester: str | None
    leadership: int | None
    roll: tuple[int, ...]
    passed: bool


@dataclass(frozen=True)
class WarbandRouted(Event):
    """MH-RUE-5, MH-RUE-7: the models that left the table, and those marked for injury rolls."""

    type: ClassVar[str] = "warband_routed"
    warband: str
    voluntary: bool
    removed: tuple[str, ...]
    injury_rolls: tuple[str, ...]


@dataclass(frozen=True)
class InjuryRollsMarked(Event):
    type: ClassVar[str] = "injury_rolls_marked"
    models: tuple[str, ...]


@dataclass(frozen=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    winner: str | None
    reason: str  # rout | all_routed


@dataclass(frozen=True)
class RallyTestTaken(Event):
    """MH-SAM-1, MH-SAM-2: ``source`` is ``own`` or ``leader``, whose leadership was used."""

    type: ClassVar[str] = "rally_test_taken"
    model: str
    leadership: int
    source: str
    roll: tuple[int, int]
    passed: bool


@dataclass(frozen=True)
class FlightContinued(Event):
    """MH-SAM-4: the model fled ``distance`` units along ``direction`` from ``origin`` to ``to``
    (rounded to the grid); ``left_table`` when it reached the edge and left the game."""

    type: ClassVar[str] = "flight_continued"
    model: str
    origin: Point
    to: Point
    direction: Direction
    distance: int
    left_table: bool


@dataclass(frozen=True)
class TurnedOver(Event):
    type: ClassVar[str] = "turned_over"
    model: str


@dataclass(frozen=True)
class StoodUp(Event):
    type: ClassVar[str] = "stood_up"
    model: str


@dataclass(frozen=True)
class Moved(Event):
    type: ClassVar[str] = "moved"
    model: str
    origin: Point
    to: Point


@dataclass(frozen=True)
class Shot(Event):
    type: ClassVar[str] = "shot"
    model: str
    target: str


@dataclass(frozen=True)
class SpellCast(Event):
    type: ClassVar[str] = "spell_cast"
    model: str


@dataclass(frozen=True)
class TurnPassed(Event):
    type: ClassVar[str] = "turn_passed"
    to: str


EVENT_TYPES = (
    EffectResolved, StepChanged, RoutTestTaken, WarbandRouted, InjuryRollsMarked, GameOver,
    RallyTestTaken, FlightContinued, TurnedOver, StoodUp, Moved, Shot, SpellCast, TurnPassed,
)

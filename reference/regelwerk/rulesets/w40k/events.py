"""Warhammer 40,000 events, in the order an accepted action emits them (``docs/w40k.md``,
"Events", gives the order per action).  Points are ``[x, y, z]`` in units; ``dice`` fields list
the W6 read for a random value (empty for a fixed one)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from regelwerk.core.inches import Point
from regelwerk.core.ruleset import Event

# -- the turn ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PhaseChanged(Event):
    type: ClassVar[str] = "phase_changed"
    phase: str
    step: str | None


@dataclass(frozen=True)
class TurnChanged(Event):
    """The next player's turn begins (a new battle round when ``round`` went up)."""

    type: ClassVar[str] = "turn_changed"
    player: str
    round: int


@dataclass(frozen=True)
class CpGained(Event):
    """WH-BEF-1, WH-BEF-2: ``source`` is ``command`` (the command phase) or ``other``."""

    type: ClassVar[str] = "cp_gained"
    player: str
    source: str
    cp: int  # the player's command points afterwards


@dataclass(frozen=True)
class StratagemUsed(Event):
    type: ClassVar[str] = "stratagem_used"
    player: str
    unit: str
    cost: int
    cp: int


@dataclass(frozen=True)
class ShockEnded(Event):
    """WH-ERS-1, WH-A-ERSCHUETTERUNG-DAUER: these units are no longer battle-shocked."""

    type: ClassVar[str] = "shock_ended"
    units: tuple[str, ...]


@dataclass(frozen=True)
class BattleShockTest(Event):
    type: ClassVar[str] = "battle_shock_test"
    unit: str
    roll: tuple[int, ...]
    leadership: int
    passed: bool


@dataclass(frozen=True)
class ObjectiveControlled(Event):
    """WH-MZ-1 to WH-MZ-3: the levels of control and who controls the marker now."""

    type: ClassVar[str] = "objective_controlled"
    objective: str
    levels: dict[str, int]
    controller: str | None


@dataclass(frozen=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    reserves_destroyed: tuple[str, ...]


# -- moving --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AdvanceRolled(Event):
    type: ClassVar[str] = "advance_rolled"
    unit: str
    roll: int


@dataclass(frozen=True)
class UnitMoved(Event):
    """A unit's move of the kind ``mode`` (``stationary``, ``normal``, ``advance``, ``fall_back``,
    ``charge``, ``pile_in``, ``consolidate``), before its models' ``model_moved`` events."""

    type: ClassVar[str] = "unit_moved"
    unit: str
    mode: str


@dataclass(frozen=True)
class ModelMoved(Event):
    """One model's path: where it started, where it ended and the length counted against its
    allowance (horizontal lengths rounded up, plus what terrain adds)."""

    type: ClassVar[str] = "model_moved"
    model: str
    origin: Point
    to: Point
    length: int


@dataclass(frozen=True)
class DesperateEscape(Event):
    """WH-BEW-5, WH-BEW-6: the tests as ``[model, roll]`` and the models they destroyed."""

    type: ClassVar[str] = "desperate_escape"
    unit: str
    tests: tuple[tuple[str, int], ...]
    destroyed: tuple[str, ...]


@dataclass(frozen=True)
class Embarked(Event):
    type: ClassVar[str] = "embarked"
    unit: str
    transport: str


@dataclass(frozen=True)
class Disembarked(Event):
    type: ClassVar[str] = "disembarked"
    unit: str
    transport: str


@dataclass(frozen=True)
class Arrived(Event):
    """WH-VER-2: a unit set up from reserves (``source``: ``strategic_reserve``, ``deep_strike``)."""

    type: ClassVar[str] = "arrived"
    unit: str
    source: str


@dataclass(frozen=True)
class AircraftLeft(Event):
    """WH-FLZ-4: an aircraft's move went over the edge: it is in strategic reserve again."""

    type: ClassVar[str] = "aircraft_left"
    unit: str


# -- shooting, charging, fighting ----------------------------------------------------------------


@dataclass(frozen=True)
class AttacksDeclared(Event):
    """WH-FKP-3, WH-NAH-8: a unit shoots or fights; every target it declared."""

    type: ClassVar[str] = "attacks_declared"
    unit: str
    kind: str  # ranged | melee
    targets: tuple[str, ...]


@dataclass(frozen=True)
class ChargeDeclared(Event):
    type: ClassVar[str] = "charge_declared"
    unit: str
    targets: tuple[str, ...]
    roll: tuple[int, ...]
    distance: int  # inches


@dataclass(frozen=True)
class ChargeEnded(Event):
    type: ClassVar[str] = "charge_ended"
    unit: str
    success: bool


@dataclass(frozen=True)
class Consolidated(Event):
    type: ClassVar[str] = "consolidated"
    unit: str
    towards: str  # enemy | objective | none


@dataclass(frozen=True)
class ModelsRemoved(Event):
    """WH-ZUG-2: models taken off at the end of the turn because they were out of coherency."""

    type: ClassVar[str] = "models_removed"
    unit: str
    models: tuple[str, ...]


# -- the attack sequence -------------------------------------------------------------------------


@dataclass(frozen=True)
class AttacksRolled(Event):
    type: ClassVar[str] = "attacks_rolled"
    model: str
    weapon: str
    dice: tuple[int, ...]
    attacks: int


@dataclass(frozen=True)
class HitRolls(Event):
    """WH-ATK-3: all hit rolls of one group, the skill, the modifier applied (capped) and hits."""

    type: ClassVar[str] = "hit_rolls"
    weapon: str
    target: str
    rolls: tuple[int, ...]
    needed: int
    modifier: int
    hits: int


@dataclass(frozen=True)
class WoundRolls(Event):
    type: ClassVar[str] = "wound_rolls"
    weapon: str
    target: str
    rolls: tuple[int, ...]
    needed: int
    modifier: int
    wounds: int


@dataclass(frozen=True)
class WoundAllocated(Event):
    type: ClassVar[str] = "wound_allocated"
    model: str


@dataclass(frozen=True)
class SaveRoll(Event):
    """WH-ATK-6 to WH-ATK-10: ``save`` is ``armour``, ``invulnerable`` or ``none`` (no roll)."""

    type: ClassVar[str] = "save_roll"
    model: str
    save: str
    roll: int | None
    needed: int | None
    modifier: int
    cover: bool
    saved: bool


@dataclass(frozen=True)
class DamageApplied(Event):
    """WH-ATK-11, WH-ATK-12: the damage, the wounds actually lost and the excess that was lost."""

    type: ClassVar[str] = "damage_applied"
    model: str
    damage: int
    dice: tuple[int, ...]
    lost: int
    wounds_left: int
    excess: int


@dataclass(frozen=True)
class FeelNoPain(Event):
    type: ClassVar[str] = "feel_no_pain"
    model: str
    roll: int
    ignored: bool


@dataclass(frozen=True)
class MortalWounds(Event):
    """WH-ATK-13: ``amount`` mortal wounds on a unit (``source``: weapon, deadly_demise,
    transport), then one ``mortal_wound`` per wound that finds a model."""

    type: ClassVar[str] = "mortal_wounds"
    unit: str
    amount: int
    dice: tuple[int, ...]
    source: str


@dataclass(frozen=True)
class MortalWound(Event):
    type: ClassVar[str] = "mortal_wound"
    model: str
    wounds_left: int


@dataclass(frozen=True)
class ModelDestroyed(Event):
    type: ClassVar[str] = "model_destroyed"
    model: str
    unit: str


@dataclass(frozen=True)
class UnitDestroyed(Event):
    type: ClassVar[str] = "unit_destroyed"
    unit: str


@dataclass(frozen=True)
class DeadlyDemise(Event):
    """WH-ATK-16: the W6, whether it triggered, X and its dice, and the units within 6"."""

    type: ClassVar[str] = "deadly_demise"
    model: str
    roll: int
    triggered: bool
    amount: int
    dice: tuple[int, ...]
    units: tuple[str, ...]


@dataclass(frozen=True)
class TransportDestroyed(Event):
    type: ClassVar[str] = "transport_destroyed"
    transport: str
    units: tuple[str, ...]


@dataclass(frozen=True)
class EmergencyDisembark(Event):
    """WH-ATK-17 to WH-ATK-20: a unit set up from its destroyed transport: a W6 per model, the
    results that cost a mortal wound (1, or 1 to 3 beyond 3"), the models that found no place."""

    type: ClassVar[str] = "emergency_disembark"
    unit: str
    rolls: tuple[int, ...]
    worst: int  # the highest result that costs a mortal wound: 1 or 3
    mortal: int
    destroyed: tuple[str, ...]


EVENT_TYPES = (
    PhaseChanged, TurnChanged, CpGained, StratagemUsed, ShockEnded, BattleShockTest, ObjectiveControlled, GameOver,
    AdvanceRolled, UnitMoved, ModelMoved, DesperateEscape, Embarked, Disembarked, Arrived, AircraftLeft,
    AttacksDeclared, ChargeDeclared, ChargeEnded, Consolidated, ModelsRemoved,
    AttacksRolled, HitRolls, WoundRolls, WoundAllocated, SaveRoll, DamageApplied, FeelNoPain, MortalWounds, MortalWound,
    ModelDestroyed, UnitDestroyed, DeadlyDemise, TransportDestroyed, EmergencyDisembark,
)

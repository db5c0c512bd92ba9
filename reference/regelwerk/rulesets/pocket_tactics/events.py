"""Pocket-Tactics events, in the order an accepted action emits them.

Setup: ``first_player_chosen``; ``base_placed``; ``tile_placed``; ``unit_deployed`` (then
``hazard_checked``/``captured`` under PT-A-AUFSTELLUNG-GEFAHR=pruefung); ``phase_changed`` when
a phase ends.

Movement: ``moved`` or ``hopped``, then ``hazard_checked`` (and ``captured``) on water; a chain
of hops (PT-A-SPRUNGKETTE=kette) emits ``hopped`` and its hazard check per hop and stops at a
capture; ``summoned``; ``returned_to_reserve`` (after the hops of a chain that ends on the own
base); ``passed``.

Attack: ``attack_declared``; for a melee assault into water ``hazard_checked`` (and ``captured``,
which ends the attack) per PT-A-NAHKAMPF-GEFAHR; ``dice_rolled`` for each colour rolled
(attacker red, attacker blue, defender red, defender blue, in that order, only colours with
dice); ``rerolls_granted`` (each side's rerolls by source); ``rerolled`` per entry of the rerolls list; ``pairs_compared`` for the attacker's red
dice, then for the defender's red dice if it strikes back; then ``captured`` for each defeated
unit (defender first) or ``base_defeated``; then ``occupied`` (a winning melee attacker moves
in, followed by a hazard check under PT-A-NAHKAMPF-GEFAHR=nach-dem-sieg) or ``stalemate``.

Every action in play ends with ``game_over`` if a victory condition now holds, else with
``turn_passed``.  Setup actions pass the turn without an event (the state's ``active`` says who
is next); a deployment after which an army is wholly captured (PT-A-AUFSTELLUNG-GEFAHR=pruefung)
ends with ``phase_changed`` (if the deployment is complete) and ``game_over`` when
PT-A-SIEG-AUFSTELLUNG says the game ends then.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from regelwerk.core.hexgrid import Hex
from regelwerk.core.ruleset import Event
from regelwerk.rulesets.pocket_tactics.state import Faction, Phase


@dataclass(frozen=True)
class FirstPlayerChosen(Event):
    type: ClassVar[str] = "first_player_chosen"
    first: str
    rolls: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class BasePlaced(Event):
    type: ClassVar[str] = "base_placed"
    faction: Faction
    at: Hex


@dataclass(frozen=True)
class TilePlaced(Event):
    type: ClassVar[str] = "tile_placed"
    by: str
    at: Hex
    terrain: str


@dataclass(frozen=True)
class UnitDeployed(Event):
    type: ClassVar[str] = "unit_deployed"
    unit: str
    to: Hex


@dataclass(frozen=True)
class PhaseChanged(Event):
    type: ClassVar[str] = "phase_changed"
    phase: Phase


@dataclass(frozen=True)
class Moved(Event):
    type: ClassVar[str] = "moved"
    unit: str
    origin: Hex
    to: Hex


@dataclass(frozen=True)
class Hopped(Event):
    type: ClassVar[str] = "hopped"
    unit: str
    origin: Hex
    over: Hex
    to: Hex


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
    cause: str  # hazard | combat


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


@dataclass(frozen=True)
class Passed(Event):
    type: ClassVar[str] = "passed"
    player: str


@dataclass(frozen=True)
class AttackDeclared(Event):
    type: ClassVar[str] = "attack_declared"
    unit: str
    origin: Hex
    target: Hex
    defender: str  # a unit id, or "base:<faction>"
    assault: str
    weapon: str


@dataclass(frozen=True)
class DiceRolled(Event):
    type: ClassVar[str] = "dice_rolled"
    by: str
    color: str
    dice: tuple[int, ...]


@dataclass(frozen=True)
class RerollsGranted(Event):
    """How many rerolls each side has and where they come from (PT-VTL-2, PT-GEL-*, PT-UNT-*)."""

    type: ClassVar[str] = "rerolls_granted"
    attacker: dict[str, int]
    defender: dict[str, int]


@dataclass(frozen=True)
class Rerolled(Event):
    type: ClassVar[str] = "rerolled"
    by: str
    color: str
    index: int
    before: int
    after: int
    source: str  # ability | advantage


@dataclass(frozen=True)
class PairsCompared(Event):
    type: ClassVar[str] = "pairs_compared"
    red: str  # whose red dice: attacker | defender
    pairs: tuple[tuple[int, int], ...]
    unmatched: tuple[int, ...]
    defeated: bool


@dataclass(frozen=True)
class BaseDefeated(Event):
    type: ClassVar[str] = "base_defeated"
    faction: Faction


@dataclass(frozen=True)
class Occupied(Event):
    type: ClassVar[str] = "occupied"
    unit: str
    origin: Hex
    to: Hex


@dataclass(frozen=True)
class Stalemate(Event):
    type: ClassVar[str] = "stalemate"
    unit: str
    at: Hex


@dataclass(frozen=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    winner: str  # legion | tribes | draw
    reason: str  # army_captured | base_defeated | no_action


@dataclass(frozen=True)
class TurnPassed(Event):
    type: ClassVar[str] = "turn_passed"
    to: str


EVENT_TYPES = (
    FirstPlayerChosen, BasePlaced, TilePlaced, UnitDeployed, PhaseChanged,
    Moved, Hopped, HazardChecked, Captured, Summoned, ReturnedToReserve, Passed,
    AttackDeclared, DiceRolled, RerollsGranted, Rerolled, PairsCompared, BaseDefeated, Occupied, Stalemate,
    GameOver, TurnPassed,
)

"""Standardaktionen events, in the order an accepted action emits them
(``schemas/standardaktionen/event.schema.json``; ``docs/standardaktionen.md``, "Events").

Turn: ``unit_selected``; ``moved``; ``correction_requested``, ``correction_accepted`` /
``correction_refused``, ``move_undone``; ``faced``; ``phase_ended`` or ``phase_skipped``, after
a completed phase the effects it triggers (``loan_paid``, ``healed``); ``turn_ended``, then
``turn_passed`` or ``round_started``.

Attack: ``attack_declared``, ``query_started``; in the reaction phase ``reacted`` (then
``query_started`` from the reacting player), ``passed`` (then ``initiative_given`` or, when all
have passed, a resolution); ``reaction_resolved`` with ``power_changed``, ``shield_raised``,
``reaction_cancelled`` or ``counter_fizzled``; when the attack resolves ``attack_blocked`` or
``hit_rolled``, ``ambush``, ``damaged``, ``excess_passed``, ``died``, ``player_out``; the end of
the attack phase; ``game_over`` when one player is left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from regelwerk.core.ruleset import Event
from regelwerk.core.squaregrid import Square
from regelwerk.rulesets.standardaktionen.state import Phase


@dataclass(frozen=True)
class UnitSelected(Event):
    type: ClassVar[str] = "unit_selected"
    unit: str
    player: str


@dataclass(frozen=True)
class Moved(Event):
    type: ClassVar[str] = "moved"
    unit: str
    origin: Square
    path: tuple[Square, ...]
    steps: int  # steps taken in this movement phase so far


@dataclass(frozen=True)
class PhaseEnded(Event):
    type: ClassVar[str] = "phase_ended"
    unit: str
    phase: Phase


@dataclass(frozen=True)
class PhaseSkipped(Event):
    type: ClassVar[str] = "phase_skipped"
    unit: str
    phase: Phase


@dataclass(frozen=True)
class LoanPaid(Event):
    type: ClassVar[str] = "loan_paid"
    unit: str
    player: str
    amount: int
    loans: int


@dataclass(frozen=True)
class Healed(Event):
    type: ClassVar[str] = "healed"
    unit: str
    amount: int
    life: int


@dataclass(frozen=True)
class TurnEnded(Event):
    type: ClassVar[str] = "turn_ended"
    unit: str


@dataclass(frozen=True)
class TurnPassed(Event):
    type: ClassVar[str] = "turn_passed"
    to: str


@dataclass(frozen=True)
class RoundStarted(Event):
    type: ClassVar[str] = "round_started"
    round: int
    player: str


@dataclass(frozen=True)
class CorrectionRequested(Event):
    type: ClassVar[str] = "correction_requested"
    player: str
    awaiting: tuple[str, ...]


@dataclass(frozen=True)
class CorrectionAccepted(Event):
    type: ClassVar[str] = "correction_accepted"
    player: str


@dataclass(frozen=True)
class CorrectionRefused(Event):
    type: ClassVar[str] = "correction_refused"
    player: str


@dataclass(frozen=True)
class MoveUndone(Event):
    type: ClassVar[str] = "move_undone"
    unit: str
    origin: Square
    to: Square
    steps: int  # steps that still count after the correction


@dataclass(frozen=True)
class AttackDeclared(Event):
    type: ClassVar[str] = "attack_declared"
    unit: str
    target: str
    power: int


@dataclass(frozen=True)
class QueryStarted(Event):
    type: ClassVar[str] = "query_started"
    player: str


@dataclass(frozen=True)
class InitiativeGiven(Event):
    type: ClassVar[str] = "initiative_given"
    player: str


@dataclass(frozen=True)
class Reacted(Event):
    type: ClassVar[str] = "reacted"
    player: str
    reaction: str
    seq: int
    effect: str
    answers: int | None


@dataclass(frozen=True)
class Passed(Event):
    type: ClassVar[str] = "passed"
    player: str


@dataclass(frozen=True)
class ReactionResolved(Event):
    type: ClassVar[str] = "reaction_resolved"
    seq: int
    reaction: str
    player: str
    effect: str
    cancelled: bool


@dataclass(frozen=True)
class PowerChanged(Event):
    type: ClassVar[str] = "power_changed"
    unit: str
    power: int


@dataclass(frozen=True)
class ShieldRaised(Event):
    type: ClassVar[str] = "shield_raised"
    unit: str


@dataclass(frozen=True)
class ReactionCancelled(Event):
    type: ClassVar[str] = "reaction_cancelled"
    seq: int


@dataclass(frozen=True)
class CounterFizzled(Event):
    type: ClassVar[str] = "counter_fizzled"
    seq: int


@dataclass(frozen=True)
class HitRolled(Event):
    type: ClassVar[str] = "hit_rolled"
    roll: int
    hit: bool


@dataclass(frozen=True)
class AttackBlocked(Event):
    type: ClassVar[str] = "attack_blocked"
    unit: str


@dataclass(frozen=True)
class Ambush(Event):
    type: ClassVar[str] = "ambush"
    unit: str
    attacker: str
    directions: tuple[str, ...]  # where the attack comes from, as seen from the target


@dataclass(frozen=True)
class Damaged(Event):
    type: ClassVar[str] = "damaged"
    unit: str
    amount: int
    life: int
    excess: int


@dataclass(frozen=True)
class ExcessPassed(Event):
    type: ClassVar[str] = "excess_passed"
    origin: str  # the unit whose excess damage passes on (written "from")
    unit: str
    amount: int


@dataclass(frozen=True)
class Died(Event):
    type: ClassVar[str] = "died"
    unit: str
    at: Square


@dataclass(frozen=True)
class PlayerOut(Event):
    type: ClassVar[str] = "player_out"
    player: str


@dataclass(frozen=True)
class Faced(Event):
    type: ClassVar[str] = "faced"
    unit: str
    facing: str


@dataclass(frozen=True)
class GameOver(Event):
    type: ClassVar[str] = "game_over"
    winner: str
    reason: str  # last_player


EVENT_TYPES = (
    UnitSelected, Moved, PhaseEnded, PhaseSkipped, LoanPaid, Healed, TurnEnded, TurnPassed, RoundStarted,
    CorrectionRequested, CorrectionAccepted, CorrectionRefused, MoveUndone,
    AttackDeclared, QueryStarted, InitiativeGiven, Reacted, Passed, ReactionResolved, PowerChanged,
    ShieldRaised, ReactionCancelled, CounterFizzled, HitRolled, AttackBlocked, Ambush, Damaged,
    ExcessPassed, Died, PlayerOut, Faced, GameOver,
)

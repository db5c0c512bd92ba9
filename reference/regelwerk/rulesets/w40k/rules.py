"""Warhammer 40,000 rules: the pure ``apply``, the checks every action shares and the dispatch to
the procedures (:mod:`.command`, :mod:`.movement`, :mod:`.reserves`, :mod:`.shooting`,
:mod:`.charge`, :mod:`.fight`, :mod:`.turn`).

``check`` decides whether an action is legal before any die is read and returns the plan that
``resolve`` carries out; ``resolve`` only reads dice and never rejects an action.  Questions
(``ask``) are answered in every phase, also after the game.

Order of checks for every action but a question:

1. ``WH.GAME.OVER``       the game is over                                           (WH-RND-1)
2. ``WH.PENDING.OPEN``    a unit of a destroyed transport waits to be set up, and this is not
                          its ``emergency_disembark``                               (WH-ATK-17)
3. ``WH.TURN.NOT_ACTIVE`` the player may not act now: only the active player acts, except that
                          either player gains command points and uses stratagems, a unit's
                          player takes its battle-shock test, sets it up from a destroyed
                          transport, fights and consolidates with it               (WH-RND-2)
4. ``WH.PHASE.WRONG``     the action belongs to another phase or step                (WH-RND-1)
5. ``WH.SEQUENCE.OPEN``   an advance, a charge or a consolidation is under way and this action
                          does not continue it (WH-BEW-3, WH-ANG-3, WH-NAH-13); the set-up of
                          a unit from a destroyed transport waits for none (WH-ATK-17);
   ``WH.SEQUENCE.NONE``   a ``charge_move`` or ``consolidate`` continues nothing (WH-ANG-3, WH-NAH-13)
6. ``WH.UNIT.NOT_OWN``    the unit belongs to the other player                       (WH-RND-2)
7. the procedure's own checks (each module's docstring).

The board-free ``resolve_attacks`` (:mod:`.calculator`) has no turn, phase or player: only its own
checks apply.
"""

from __future__ import annotations

from typing import Any, cast

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Accepted, Answered, Event, Interpretations
from regelwerk.rulesets.w40k import calculator, charge, command, fight, movement, queries, reserves, shooting, turn
from regelwerk.rulesets.w40k.actions import (
    Action,
    Advance,
    Arrive,
    Ask,
    BattleShockTest,
    ChargeMove,
    Consolidate,
    DeclareCharge,
    Disembark,
    EmergencyDisembark,
    EndPhase,
    EndTurn,
    Fight,
    GainCp,
    Move,
    PlayerAction,
    ResolveAttacks,
    Shoot,
    UseStratagem,
)
from regelwerk.rulesets.w40k.attacks import AttackPlan
from regelwerk.rulesets.w40k.state import State

STEP_OF: dict[type, tuple[str, ...]] = {
    BattleShockTest: ("battle_shock",),
    Advance: ("move",),
    Move: ("move",),
    Disembark: ("move",),
    Arrive: ("reinforcements",),
    Shoot: ("shoot",),
    DeclareCharge: ("charge",),
    ChargeMove: ("charge",),
    Fight: ("fights_first", "remaining"),
    Consolidate: ("fights_first", "remaining"),
}
SEQUENCE_CLAUSE = {"advance": "WH-BEW-3", "charge": "WH-ANG-3", "consolidate": "WH-NAH-13"}


def apply(state: State, action: Action, dice: DiceSupply, interpretations: Interpretations) -> Accepted | Answered:
    """Resolve one action, or answer one question."""
    if isinstance(action, Ask):
        return Answered(queries.answer(state, action, interpretations))
    plan = check(state, action, interpretations)
    after, events = resolve(state, action, plan, dice, interpretations)
    return Accepted(after, tuple(events))


def actor(state: State, action: PlayerAction) -> str | None:
    """Who may take the action now (``None``: either player)."""
    if isinstance(action, (GainCp, UseStratagem)):
        return None
    if isinstance(action, (BattleShockTest, EmergencyDisembark, Fight)):
        return state.units[action.unit].player
    if isinstance(action, Consolidate):
        return state.units[action.unit].player
    return state.active


def check_turn(state: State, action: PlayerAction) -> None:
    """Checks 1 to 6 of the module docstring."""
    if state.phase == "over":
        raise IllegalAction("WH.GAME.OVER", "WH-RND-1", "the game is over")
    if state.pending and not isinstance(action, EmergencyDisembark):
        raise IllegalAction("WH.PENDING.OPEN", "WH-ATK-17", f"unit {state.pending[0].unit!r} of a destroyed transport must be set up first")
    allowed = actor(state, action)
    if allowed is not None and action.player != allowed:
        raise IllegalAction("WH.TURN.NOT_ACTIVE", "WH-RND-2", f"{action.player} cannot act now")
    steps = STEP_OF.get(type(action))
    if steps is not None and state.step not in steps:
        raise IllegalAction("WH.PHASE.WRONG", "WH-RND-1", f"{type(action).__name__} does not belong to step {state.step}")
    check_sequence(state, action)
    unit_id = getattr(action, "unit", None)
    if unit_id is not None and state.units[unit_id].player != action.player:
        raise IllegalAction("WH.UNIT.NOT_OWN", "WH-RND-2", f"unit {unit_id!r} belongs to {state.units[unit_id].player}")


def check_sequence(state: State, action: PlayerAction) -> None:
    sequence = state.sequence
    unit_id = getattr(action, "unit", None)
    if sequence is not None and isinstance(action, EmergencyDisembark):
        return  # WH-ATK-17: the units of a transport destroyed by the sequence's unit are set up first
    if sequence is not None:
        continues = (
            (sequence.kind == "advance" and isinstance(action, Move) and action.mode == "advance")
            or (sequence.kind == "charge" and isinstance(action, ChargeMove))
            or (sequence.kind == "consolidate" and isinstance(action, Consolidate))
        )
        if not continues or unit_id != sequence.unit:
            raise IllegalAction("WH.SEQUENCE.OPEN", SEQUENCE_CLAUSE[sequence.kind], f"the {sequence.kind} of {sequence.unit!r} comes first")
        return
    if isinstance(action, ChargeMove):
        raise IllegalAction("WH.SEQUENCE.NONE", "WH-ANG-3", "a charge move follows a declared charge")
    if isinstance(action, Consolidate):
        raise IllegalAction("WH.SEQUENCE.NONE", "WH-NAH-13", "a unit consolidates after it has fought")


PLANS: dict[type, Any] = {
    EndPhase: turn.plan_end_phase,
    EndTurn: turn.plan_end_turn,
    BattleShockTest: command.plan_battle_shock,
    Advance: movement.plan_advance,
    Move: movement.plan_move,
    Disembark: movement.plan_disembark,
    Arrive: reserves.plan_arrive,
    EmergencyDisembark: reserves.plan_emergency,
    Shoot: shooting.plan_shoot,
    DeclareCharge: charge.plan_declare,
    ChargeMove: charge.plan_charge_move,
    Fight: fight.plan_fight,
    Consolidate: fight.plan_consolidate,
}


def check(state: State, action: PlayerAction | ResolveAttacks, interpretations: Interpretations) -> object:
    """Decide whether ``action`` is legal now, raising :class:`IllegalAction` if not, and return the
    procedure's plan.  Reads no dice.  Questions never come here: :func:`apply` answers them."""
    if isinstance(action, ResolveAttacks):
        return calculator.plan_resolve(state, action, interpretations)
    check_turn(state, action)
    if isinstance(action, GainCp):
        command.plan_gain_cp(state, action)
        return None
    if isinstance(action, UseStratagem):
        command.plan_stratagem(state, action)
        return None
    return PLANS[type(action)](state, action, interpretations)


def resolve(state: State, action: PlayerAction | ResolveAttacks, plan: object, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """Carry out a legal action with its plan; reads the dice the procedure needs."""
    # check() returned the plan of the action's own procedure: the casts only tell the type checker.
    if isinstance(action, ResolveAttacks):
        return calculator.resolve_case(state, action, cast(AttackPlan, plan), dice, interpretations)
    if isinstance(action, EndPhase):
        return turn.resolve_end_phase(state, interpretations)
    if isinstance(action, EndTurn):
        return turn.resolve_end_turn(state, cast(dict[str, list[str]], plan), interpretations)
    if isinstance(action, GainCp):
        return command.resolve_gain_cp(state, action)
    if isinstance(action, UseStratagem):
        return command.resolve_stratagem(state, action)
    if isinstance(action, BattleShockTest):
        return command.resolve_battle_shock(state, action, dice)
    if isinstance(action, Advance):
        return movement.resolve_advance(state, action, dice)
    if isinstance(action, Move):
        return movement.resolve_move(state, action, cast(movement.MovePlan, plan), dice, interpretations)
    if isinstance(action, Disembark):
        return movement.resolve_disembark(state, action)
    if isinstance(action, Arrive):
        return reserves.resolve_arrive(state, action)
    if isinstance(action, EmergencyDisembark):
        return reserves.resolve_emergency(state, action, cast(int, plan), dice, interpretations)
    if isinstance(action, Shoot):
        return shooting.resolve_shoot(state, action, cast(AttackPlan, plan), dice, interpretations)
    if isinstance(action, DeclareCharge):
        return charge.resolve_declare(state, action, dice)
    if isinstance(action, ChargeMove):
        return charge.resolve_charge_move(state, action, cast(dict[str, int], plan))
    if isinstance(action, Fight):
        return fight.resolve_fight(state, action, cast(fight.FightPlan, plan), dice, interpretations)
    towards, lengths = cast(tuple[str, dict[str, int]], plan)  # Consolidate
    return fight.resolve_consolidate(state, action, towards, lengths)

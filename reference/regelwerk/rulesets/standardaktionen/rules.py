"""Standardaktionen rules: the pure ``apply``, the general checks every action passes, and the
dispatch to the procedures (:mod:`.turn`, :mod:`.movement`, :mod:`.combat`, :mod:`.reactions`,
:mod:`.facing`).

Before anything else a turn in a phase that the chosen readings do not have is malformed
(``SA.STATE.PHASE_READING``, :func:`.turn.check_reading`).  Then questions (``ask``) are
answered.  Every other action passes these checks, in order:

1. ``SA.GAME.OVER``             the game has a winner                                   (SA-SCH-4)
2. a correction is requested: only ``accept_correction``/``refuse_correction`` of a player
   asked (``SA.CORRECTION.PENDING``, ``SA.CORRECTION.NOT_ASKED``); without one those two are
   ``SA.CORRECTION.NONE``                                                              (SA-BEW-9)
3. a reaction phase is open: only ``react``/``pass`` of the player with the initiative
   (``SA.WINDOW.OPEN``, SA-REA-1; ``SA.WINDOW.NO_INITIATIVE``, SA-REA-2); without one those two
   are ``SA.WINDOW.CLOSED``                                                            (SA-REA-1)
4. ``SA.TURN.NOT_ACTIVE``       the player is not the active player                     (SA-SPL-1)
5. ``SA.UNIT.NOT_OWN``          the action names a unit of another player               (SA-SPL-1)
6. ``SA.UNIT.DEAD``             the action names a dead unit                            (SA-SCH-4)
7. ``select``: the checks of :func:`.turn.plan_select`.  Every other turn action:
   ``SA.TURN.NO_UNIT`` (no unit's turn has begun), ``SA.TURN.OTHER_UNIT`` (another unit's turn),
   then the phase: ``SA.PHASE.UNKNOWN`` (``section_3`` without the missing section),
   ``SA.PHASE.ORDER`` (fixed order: not the open phase), ``SA.PHASE.DONE`` and
   ``SA.PHASE.OPEN`` (free order: the phase has ended, another one is open)          (SA-AKT-1)
8. the procedure's own checks, listed at the top of its module; ending the movement phase
   without a move: ``SA.MOVE.MUST_MOVE`` under ``SA-A-BERUEHRT=muss-ziehen`` when the unit
   could move (SA-BEW-8).

Every check needs only the state and the action: an illegal action never reads a die.
"""

from __future__ import annotations

from typing import Any, cast

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Accepted, Answered, Event, Interpretations
from regelwerk.rulesets.standardaktionen import combat, facing, movement, reactions, turn
from regelwerk.rulesets.standardaktionen import interpretations as switches
from regelwerk.rulesets.standardaktionen.actions import (
    AcceptCorrection,
    Action,
    Ask,
    Attack,
    EndPhase,
    Face,
    Move,
    Pass,
    React,
    RefuseCorrection,
    RequestCorrection,
    Select,
    TestMove,
)
from regelwerk.rulesets.standardaktionen.state import Phase, State

# The phase each turn action belongs to (``end_phase`` names its phase).
PHASE_OF: dict[type, Phase] = {Move: "movement", TestMove: "movement", RequestCorrection: "movement", Attack: "attack", Face: "facing"}


def apply(state: State, action: Action, dice: DiceSupply, interpretations: Interpretations) -> Accepted | Answered:
    """Resolve one action, or answer a question (``ask``, ``test_move``)."""
    turn.check_reading(state, interpretations)
    if isinstance(action, Ask):
        from regelwerk.rulesets.standardaktionen.queries import answer  # queries build on check()

        return Answered(answer(state, action, interpretations))
    plan = check(state, action, interpretations)
    if isinstance(action, TestMove):
        return Answered(movement.answer_test_move(state, action, interpretations))
    after, events = resolve(state, action, plan, dice, interpretations)
    return Accepted(after, tuple(events))


def check(state: State, action: Action, interpretations: Interpretations) -> object:
    """Decide whether ``action`` is legal now (raising :class:`IllegalAction` if not) and return
    the procedure's plan.  Reads no dice and changes nothing.  For a ``test_move`` only the
    general and phase checks run here; the move's own checks are part of its answer."""
    if isinstance(action, Ask):
        return None  # a question is answered in every position (apply answers it without check)
    if state.winner is not None:
        raise IllegalAction("SA.GAME.OVER", "SA-SCH-4", f"the game is over: {state.winner} has won")
    if state.correction is not None:
        if not isinstance(action, (AcceptCorrection, RefuseCorrection)):
            raise IllegalAction("SA.CORRECTION.PENDING", "SA-BEW-9", "a request for a correction waits for an answer")
        if action.player not in state.correction.awaiting:
            raise IllegalAction("SA.CORRECTION.NOT_ASKED", "SA-BEW-9", f"{action.player} was not asked or has answered")
        return None
    if isinstance(action, (AcceptCorrection, RefuseCorrection)):
        raise IllegalAction("SA.CORRECTION.NONE", "SA-BEW-9", "nobody has asked for a correction")
    if state.window is not None:
        if not isinstance(action, (React, Pass)):
            raise IllegalAction("SA.WINDOW.OPEN", "SA-REA-1", "in the reaction phase the players react or pass")
        if action.player != state.window.initiative:
            raise IllegalAction("SA.WINDOW.NO_INITIATIVE", "SA-REA-2", f"{state.window.initiative} has the initiative")
        if isinstance(action, React):
            reactions.plan_react(state, action)
        return None  # react and pass need no plan
    if isinstance(action, (React, Pass)):
        raise IllegalAction("SA.WINDOW.CLOSED", "SA-REA-1", "no attack has been declared: there is no reaction phase")
    if action.player != state.active_player:
        raise IllegalAction("SA.TURN.NOT_ACTIVE", "SA-SPL-1", f"it is {state.active_player}'s turn")
    unit_id = getattr(action, "unit", None)
    if unit_id is not None:
        unit = state.units[unit_id]
        if unit.owner != action.player:
            raise IllegalAction("SA.UNIT.NOT_OWN", "SA-SPL-1", f"{unit_id!r} belongs to {unit.owner}")
        if not unit.alive:
            raise IllegalAction("SA.UNIT.DEAD", "SA-SCH-4", f"{unit_id!r} is dead")
    if isinstance(action, Select):
        turn.plan_select(state, action, interpretations)
        return None
    if state.turn is None:
        raise IllegalAction("SA.TURN.NO_UNIT", "SA-AKT-1", "no unit has been touched: select one first")
    if unit_id is not None and unit_id != state.turn.unit:
        raise IllegalAction("SA.TURN.OTHER_UNIT", "SA-AKT-1", f"it is the turn of {state.turn.unit!r}")
    phase = action.phase if isinstance(action, EndPhase) else PHASE_OF[type(action)]
    check_phase(state, phase, interpretations)
    if isinstance(action, Move):
        return movement.plan_move(state, action, interpretations)
    if isinstance(action, RequestCorrection):
        return movement.plan_request(state, action, interpretations)
    if isinstance(action, Attack):
        combat.plan_attack(state, action, interpretations)
    elif isinstance(action, Face):
        facing.plan_face(state, action)
    elif isinstance(action, EndPhase) and phase == "facing":
        facing.plan_skip_facing(interpretations)
    elif isinstance(action, EndPhase) and phase == "movement":
        movement.plan_end_movement(state, interpretations)
    return None  # the action is the plan


def check_phase(state: State, phase: Phase, interpretations: Interpretations) -> None:
    """SA-AKT-1, SA-A-REIHENFOLGE, SA-A-ABSCHNITT-3: whether an action of ``phase`` may come now."""
    if phase not in turn.phase_sequence(interpretations):
        raise IllegalAction("SA.PHASE.UNKNOWN", "SA-AKT-1", f"a unit's turn has no phase {phase}")
    current = turn.current_phase(state.current_turn, interpretations)
    if turn.fixed_order(interpretations):
        if phase != current:
            raise IllegalAction("SA.PHASE.ORDER", "SA-AKT-1", f"the {current} phase comes now, not the {phase} phase")
        return
    if phase in state.current_turn.done:
        raise IllegalAction("SA.PHASE.DONE", "SA-AKT-1", f"the {phase} phase of {state.current_turn.unit!r} has ended")
    if current is not None and phase != current:
        raise IllegalAction("SA.PHASE.OPEN", "SA-AKT-1", f"the {current} phase is open; end it first")


def resolve(state: State, action: Action, plan: Any, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """Carry out a legal action with the plan :func:`check` returned."""
    if isinstance(action, Select):
        return turn.select(state, action)
    if isinstance(action, Move):
        return movement.resolve_move(state, action, plan, interpretations)
    if isinstance(action, RequestCorrection):
        return movement.request(state, action, plan)
    if isinstance(action, (AcceptCorrection, RefuseCorrection)):
        return movement.answer_request(state, action, interpretations)
    if isinstance(action, Attack):
        return combat.declare(state, action, interpretations)
    if isinstance(action, React):
        return reactions.react(state, action)
    if isinstance(action, Pass):
        return reactions.pass_initiative(state, action, dice, interpretations)
    if isinstance(action, Face):
        return facing.face(state, action, interpretations)
    # end_phase: a phase in which something was done is completed; only the movement phase can
    # be ended after something was done in it (the attack and facing phases end by themselves).
    # A movement phase ended without a move that counts is skipped, or, under
    # SA-A-NICHT-BEWEGT=vorzeitig-beendet, ended early and completed (SA-BEW-6).
    end = cast(EndPhase, action)  # check() let no other action through to here (a test_move is answered)
    if end.phase != "movement":
        return turn.finish_phase(state, end.phase, False, interpretations)
    movement_now = state.current_turn.movement
    moved = movement_now is not None and bool(movement_now.moves)
    completed = moved or interpretations[switches.NOT_MOVED] == "vorzeitig-beendet"
    return turn.finish_phase(state, end.phase, completed, interpretations)

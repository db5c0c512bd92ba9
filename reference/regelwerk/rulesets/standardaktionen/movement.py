"""Movement: one put-down at a time, test moves, and the correction of a move.

A ``move`` lifts the unit once and puts it down once; its ``path`` lists every square it enters
on the way, one orthogonal step each (SA-BEW-2, SA-BEW-3).  Squares before the last are only
squares of friendly units it passes (SA-BEW-5); on a free square it would have stopped, so that
square ends the move.  Order of checks for a ``move``, square by square along the path (after
the general and phase checks of :mod:`.rules`):

1. ``SA.MOVE.NOT_ADJACENT``    the square is not a neighbour of the one before (the first: of
                               the unit's square); diagonal neighbours count only under
                               ``SA-A-ORTHOLINEAR=mit-diagonalen``                   (SA-BEW-2)
2. ``SA.MOVE.OFF_BOARD``       the square is not on the board                         (SA-FLD-1)
3. ``SA.MOVE.THROUGH_ENEMY``   a unit of another player stands there                  (SA-BEW-5)
4. ``SA.MOVE.REVISIT``         the unit has entered the square before in this movement phase
                               (its start square too under ``SA-A-STARTFELD=zaehlt``) (SA-BEW-10)
5. ``SA.MOVE.RESTRICTED``      the step is beyond what a restricted unit may go       (SA-BEW-1)
   ``SA.MOVE.TOO_FAR``         the step is beyond the Move value                      (SA-BEW-4)
6. last square: ``SA.MOVE.OCCUPIED``, a friendly unit stands there                    (SA-BEW-5)
   before the last: ``SA.MOVE.STOP_ON_FREE``, the square is free, so the unit stands there
   and the move ends (SA-BEW-3); ``SA.MOVE.THROUGH_FRIEND``, a friendly unit stands there and
   under ``SA-A-DURCHZIEHEN=anhalten`` the unit would stop on its square              (SA-BEW-3)

A ``test_move`` runs the same checks and changes nothing (SA-BEW-7, register SA-A-TESTZUG).

``request_correction``: ``SA.CORRECTION.NOTHING`` when the movement phase has no move yet,
``SA.CORRECTION.NO_OPPONENT`` when no opponent is left to ask (SA-BEW-9).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from regelwerk.core.canonical import Json
from regelwerk.core.errors import IllegalAction, present
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.core.squaregrid import Square, directions_from, is_step
from regelwerk.rulesets.standardaktionen import interpretations as switches
from regelwerk.rulesets.standardaktionen.actions import AcceptCorrection, Move, RefuseCorrection, RequestCorrection, TestMove
from regelwerk.rulesets.standardaktionen.events import (
    CorrectionAccepted,
    CorrectionRefused,
    CorrectionRequested,
    Moved,
    MoveUndone,
)
from regelwerk.rulesets.standardaktionen.state import Correction, Facing, Movement, State, Unit
from regelwerk.rulesets.standardaktionen.turn import finish_phase, rotated


@dataclass(frozen=True)
class MovePlan:
    """A legal put-down, decided before anything changes."""

    origin: Square
    steps: int  # steps taken in this movement phase after the move
    ends_phase: bool  # the unit has now gone as far as it may (SA-BEW-4)


def diagonal_steps(interpretations: Interpretations) -> bool:
    """SA-BEW-2, SA-ANG-2, register SA-A-ORTHOLINEAR: whether a step may also go to a corner."""
    return interpretations[switches.ORTHOLINEAR] == "mit-diagonalen"


def allowed_steps(unit: Unit, interpretations: Interpretations) -> int | None:
    """SA-BEW-1, SA-BEW-4: how many steps the unit may go in its movement phase (``None``: no
    limit).  SA-A-MOVE-WERT: the unit's Move value, or no limit; SA-A-EINSCHRAENKUNG: a
    restricted unit may not move at all, or half its value (rounded down)."""
    if unit.restricted and interpretations[switches.RESTRICTION] == "stillstand":
        return 0
    limit = None if interpretations[switches.MOVE_VALUE] == "unbegrenzt" else unit.move
    if unit.restricted and limit is not None:
        return limit // 2
    return limit


def current_movement(state: State) -> Movement:
    """The record of the movement phase in progress, or a new one from the unit's square (the
    unit has not moved in this phase yet)."""
    movement = state.current_turn.movement
    return movement if movement is not None else Movement(start=state.units[state.current_turn.unit].square, moves=())


def plan_move(state: State, action: Move | TestMove, interpretations: Interpretations) -> MovePlan:
    """SA-BEW-1 to SA-BEW-5, SA-BEW-10: whether the put-down at the end of ``action.path`` is
    legal; raises :class:`IllegalAction` with the first failing check."""
    unit = state.units[action.unit]
    movement = current_movement(state)
    entered = set(movement.entered)
    if interpretations[switches.START_SQUARE] == "zaehlt":
        entered.add(movement.start)
    diagonals = diagonal_steps(interpretations)
    allowed = allowed_steps(unit, interpretations)
    previous, steps = unit.square, movement.steps
    for i, square in enumerate(action.path):
        if not is_step(previous, square, diagonals):
            raise IllegalAction("SA.MOVE.NOT_ADJACENT", "SA-BEW-2", f"{square} is not next to {previous}")
        if not state.board.contains(square):
            raise IllegalAction("SA.MOVE.OFF_BOARD", "SA-FLD-1", f"{square} is not on the board")
        occupant = state.unit_at(square)
        if occupant is not None and occupant.id == unit.id:
            occupant = None  # its own square, left behind when it was lifted
        if occupant is not None and occupant.owner != unit.owner:
            raise IllegalAction("SA.MOVE.THROUGH_ENEMY", "SA-BEW-5", f"an enemy unit ({occupant.id!r}) stands on {square}")
        if square in entered:
            raise IllegalAction("SA.MOVE.REVISIT", "SA-BEW-10", f"{unit.id!r} has been on {square} in this move already")
        steps += 1
        if allowed is not None and steps > allowed:
            if unit.restricted:
                raise IllegalAction("SA.MOVE.RESTRICTED", "SA-BEW-1", f"the restricted unit {unit.id!r} may go {allowed} step(s)")
            raise IllegalAction("SA.MOVE.TOO_FAR", "SA-BEW-4", f"{unit.id!r} may go {allowed} step(s)")
        if i == len(action.path) - 1:
            if occupant is not None:
                raise IllegalAction("SA.MOVE.OCCUPIED", "SA-BEW-5", f"{occupant.id!r} stands on {square}")
        elif occupant is None:
            raise IllegalAction("SA.MOVE.STOP_ON_FREE", "SA-BEW-3", f"the unit stops on the free square {square}: the move ends there")
        elif interpretations[switches.PASSING] == "anhalten":
            raise IllegalAction("SA.MOVE.THROUGH_FRIEND", "SA-BEW-3", f"the unit would stop on {square}, where {occupant.id!r} stands")
        entered.add(square)
        previous = square
    return MovePlan(origin=unit.square, steps=steps, ends_phase=allowed is not None and steps == allowed)


def resolve_move(state: State, action: Move, plan: MovePlan, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-BEW-8: a unit put down on a legal square has moved; SA-BEW-4: at the limit the
    movement phase ends (completed).  Register SA-A-BLICK-BEIM-ZIEHEN: the facing stays
    (``bleibt``), or the unit faces the direction of its last step when that step is orthogonal
    (``zugrichtung``)."""
    unit = state.units[action.unit]
    movement = current_movement(state)
    movement = replace(movement, moves=(*movement.moves, action.path))
    moved = replace(unit, at=action.path[-1])
    if interpretations[switches.MOVE_FACING] == "zugrichtung":
        last_from = action.path[-2] if len(action.path) > 1 else plan.origin
        towards = directions_from(last_from, action.path[-1])
        if len(towards) == 1:  # a diagonal step (SA-A-ORTHOLINEAR=mit-diagonalen) points at no facing
            moved = replace(moved, facing=cast(Facing, towards[0]))
    state = replace(state.with_unit(moved), turn=replace(state.current_turn, movement=movement))
    events: list[Event] = [Moved(unit.id, plan.origin, action.path, plan.steps)]
    if plan.ends_phase:
        state, ended = finish_phase(state, "movement", True, interpretations)
        events.extend(ended)
    return state, events


def plan_end_movement(state: State, interpretations: Interpretations) -> None:
    """SA-BEW-8, register SA-A-BERUEHRT=muss-ziehen: a touched unit that has no move that counts
    in this movement phase must move if it can (a legal put-down exists); under the other
    readings the movement phase may end without a move (SA-BEW-6)."""
    if interpretations[switches.TOUCH] != "muss-ziehen":
        return
    movement = state.current_turn.movement
    if movement is not None and movement.moves:
        return
    from regelwerk.rulesets.standardaktionen.legal import move_candidates  # legal builds on the rules

    unit = state.units[state.current_turn.unit]
    for candidate in move_candidates(state, unit, interpretations):
        try:
            plan_move(state, candidate, interpretations)
        except IllegalAction:
            continue
        raise IllegalAction("SA.MOVE.MUST_MOVE", "SA-BEW-8", f"{unit.id!r} was touched and can move: it must move")


def answer_test_move(state: State, action: TestMove, interpretations: Interpretations) -> Json:
    """SA-BEW-7, register SA-A-TESTZUG: a test move shows where the unit would stand and leaves
    no trace.  ``nur-legale``: only a legal move may be tried (an illegal one is rejected like a
    move); ``frei``: any path may be tried and the answer says whether it would be legal."""
    try:
        plan = plan_move(state, action, interpretations)
    except IllegalAction as refused:
        if interpretations[switches.TEST_MOVE] == "nur-legale":
            raise
        error = refused.rejection
        return {"legal": False, "code": error.code, "clause": error.clause}
    return {"legal": True, "to": action.path[-1].to_json(), "steps": plan.steps, "ends_movement": plan.ends_phase}


# -- correction --------------------------------------------------------------------------------


def opponents_asked(state: State, interpretations: Interpretations) -> tuple[str, ...]:
    """SA-BEW-9, register SA-A-KORREKTUR-GEGNER: whom the active player asks: every opponent
    still in the game, or only the next one in turn order."""
    active = state.mover
    others = tuple(p for p in rotated(state.player_ids, active)[1:] if state.living(p))
    if interpretations[switches.CORRECTION_WHO] == "naechster-gegner":
        return others[:1]
    return others


def plan_request(state: State, action: RequestCorrection, interpretations: Interpretations) -> tuple[str, ...]:
    if state.current_turn.movement is None or not state.current_turn.movement.moves:
        raise IllegalAction("SA.CORRECTION.NOTHING", "SA-BEW-9", "no move of this movement phase could be corrected")
    asked = opponents_asked(state, interpretations)
    if not asked:
        raise IllegalAction("SA.CORRECTION.NO_OPPONENT", "SA-BEW-9", "no opponent is left to ask")
    return asked


def request(state: State, action: RequestCorrection, asked: tuple[str, ...]) -> tuple[State, list[Event]]:
    correction = Correction(requested_by=action.player, awaiting=asked)
    return replace(state, correction=correction), [CorrectionRequested(action.player, asked)]


def answer_request(
    state: State, action: AcceptCorrection | RefuseCorrection, interpretations: Interpretations
) -> tuple[State, list[Event]]:
    """SA-BEW-9: a refusal ends the request and the move stands; the move is taken back once
    every asked opponent has accepted (register SA-A-KORREKTUR-UMFANG: the last put-down, or
    the whole movement of this phase)."""
    if isinstance(action, RefuseCorrection):
        return replace(state, correction=None), [CorrectionRefused(action.player)]
    awaiting = tuple(p for p in state.open_correction.awaiting if p != action.player)
    events: list[Event] = [CorrectionAccepted(action.player)]
    if awaiting:
        return replace(state, correction=replace(state.open_correction, awaiting=awaiting)), events
    turn = state.current_turn
    movement = present(turn.movement, "the movement to correct")
    unit = state.units[turn.unit]
    if interpretations[switches.CORRECTION_SCOPE] == "ganze-bewegung":
        moves: tuple[tuple[Square, ...], ...] = ()
    else:
        moves = movement.moves[:-1]
    back_to = moves[-1][-1] if moves else movement.start
    movement = replace(movement, moves=moves)
    state = replace(state.with_unit(replace(unit, at=back_to)), turn=replace(turn, movement=movement), correction=None)
    return state, [*events, MoveUndone(unit.id, unit.square, back_to, movement.steps)]

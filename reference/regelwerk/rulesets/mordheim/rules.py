"""Mordheim rules: the pure ``apply``, the order of the four steps, the turn, and the dispatch to
the procedures (:mod:`.effects`, :mod:`.rout`, :mod:`.rally`, :mod:`.recovery`, :mod:`.turn`).

``check`` decides whether an action is legal before any die is read and returns the plan that
``resolve`` carries out; ``resolve`` only reads dice and never rejects an action.  Questions
(``ask``) are answered in every phase, also after the game.

Order of checks for every action but a question:

1. ``MH.GAME.OVER``          the game has a result                                   (MH-RUE-6)
2. ``MH.TURN.NOT_ACTIVE``    the player's warband is not the one whose turn it is   (MH-ABL-1)
3. ``MH.ORDER.WRONG_STEP``   the action does not belong to the current phase: a step's action
                             in another step (MH-ABL-2), a voluntary rout outside the rout test
                             step (MH-RUE-8), an action of the turn proper during the start of
                             the turn or a start-of-turn action after it (MH-ABL-1)
4. ``MH.MODEL.NOT_OWN``      the model (for ``resolve_effect``: the effect's model) belongs to
                             another warband                                         (MH-ABL-1)
5. the procedure's own checks (each module's docstring); for ``end_step`` the checks of the step
   that ends: :func:`.effects.check_end_of_step`, :func:`.rout.check_end_of_step`,
   :func:`.rally.check_end_of_step`, :func:`.recovery.check_end_of_step`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Accepted, Answered, Event, Interpretations
from regelwerk.rulesets.mordheim import effects, queries, rally, recovery, rout, turn
from regelwerk.rulesets.mordheim.actions import (
    Action,
    Ask,
    Cast,
    EndStep,
    EndTurn,
    Move,
    PlayerAction,
    Rally,
    ResolveEffect,
    RoutTest,
    Shoot,
    StandUp,
    TurnOver,
    VoluntaryRout,
)
from regelwerk.rulesets.mordheim.events import StepChanged
from regelwerk.rulesets.mordheim.state import Phase, State

# The phase each action belongs to (MH-ABL-2 for the four steps, MH-ABL-1 for the turn proper).
ACTION_PHASES: dict[type, tuple[Phase, ...]] = {
    ResolveEffect: ("effects",),
    RoutTest: ("rout_test",),
    VoluntaryRout: ("rout_test",),
    Rally: ("rally",),
    TurnOver: ("recovery",),
    StandUp: ("recovery",),
    EndStep: ("effects", "rout_test", "rally", "recovery"),
    Move: ("turn",),
    Shoot: ("turn",),
    Cast: ("turn",),
    EndTurn: ("turn",),
}
NEXT_STEP: dict[Phase, Phase] = {"effects": "rout_test", "rout_test": "rally", "rally": "recovery", "recovery": "turn"}
TURN_ACTIONS = (Move, Shoot, Cast, EndTurn)


def apply(state: State, action: Action, dice: DiceSupply, interpretations: Interpretations) -> Accepted | Answered:
    """Resolve one action of the start of the turn or of the turn, or answer one question."""
    if isinstance(action, Ask):
        return Answered(queries.answer(state, action, interpretations))
    plan = check(state, action, interpretations)
    after, events = resolve(state, action, plan, dice, interpretations)
    return Accepted(after, tuple(events))


def check(state: State, action: PlayerAction, interpretations: Interpretations) -> object:
    """Decide whether ``action`` is legal now, raising :class:`IllegalAction` if not, and return
    the procedure's plan (``None`` where the action itself is the plan).  Reads no dice.
    Questions never come here: :func:`apply` answers them first."""
    check_turn(state, action)
    if isinstance(action, ResolveEffect):
        return effects.plan_effect(state, action, interpretations)
    if isinstance(action, RoutTest):
        return rout.plan_rout_test(state, action.player, interpretations)
    if isinstance(action, Rally):
        return rally.plan_rally(state, action, interpretations)
    # The remaining actions are their own plan: their checks raise or pass, nothing is decided
    # beyond the action's fields.
    if isinstance(action, TurnOver):
        recovery.plan_turn_over(state, action)
    elif isinstance(action, StandUp):
        recovery.plan_stand_up(state, action, interpretations)
    elif isinstance(action, VoluntaryRout):
        rout.plan_voluntary_rout(state, action.player, interpretations)
    elif isinstance(action, EndStep):
        check_end_of_step(state, action.player, interpretations)
    elif isinstance(action, Move):
        turn.plan_move(state, action, interpretations)
    elif isinstance(action, Shoot):
        turn.plan_shoot(state, action, interpretations)
    elif isinstance(action, Cast):
        turn.plan_cast(state, action, interpretations)
    return None  # EndTurn: always legal in the turn proper


def check_turn(state: State, action: PlayerAction) -> None:
    """Checks 1 to 4 of the module docstring."""
    if state.phase == "over":
        raise IllegalAction("MH.GAME.OVER", "MH-RUE-6", "the game is over")
    if action.player != state.active:
        raise IllegalAction("MH.TURN.NOT_ACTIVE", "MH-ABL-1", f"it is {state.active}'s turn, not {action.player}'s")
    allowed = ACTION_PHASES[type(action)]
    if state.phase not in allowed:
        raise IllegalAction("MH.ORDER.WRONG_STEP", order_clause(state, action), f"{type(action).__name__} is not an action of phase {state.phase}")
    model_id = state.effect_model(action.effect) if isinstance(action, ResolveEffect) else getattr(action, "model", None)
    if model_id is not None and state.models[model_id].warband != action.player:
        raise IllegalAction("MH.MODEL.NOT_OWN", "MH-ABL-1", f"model {model_id!r} belongs to {state.models[model_id].warband}")


def order_clause(state: State, action: PlayerAction) -> str:
    """The clause an action out of its phase breaks: the voluntary rout belongs to the rout test
    step (MH-RUE-8); the turn proper comes after the start of the turn (MH-ABL-1); everything
    else is the order of the four steps (MH-ABL-2)."""
    if isinstance(action, VoluntaryRout):
        return "MH-RUE-8"
    if isinstance(action, TURN_ACTIONS) or state.phase == "turn":
        return "MH-ABL-1"
    return "MH-ABL-2"


def check_end_of_step(state: State, warband: str, interpretations: Interpretations) -> None:
    """An ``end_step`` is legal once the step's duties are done (MH-BEG-1, MH-RUE-1, MH-SAM-1,
    MH-ERH-1, MH-ERH-2)."""
    if state.phase == "effects":
        effects.check_end_of_step(state, warband)
    elif state.phase == "rout_test":
        rout.check_end_of_step(state, warband, interpretations)
    elif state.phase == "rally":
        rally.check_end_of_step(state, warband, interpretations)
    else:
        recovery.check_end_of_step(state, warband, interpretations)


def resolve(state: State, action: PlayerAction, plan: object, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """Carry out a legal action with its plan; reads the dice the procedure needs."""
    # check() returned the plan of the action's own procedure: the casts only tell the type checker.
    if isinstance(action, ResolveEffect):
        return effects.resolve_effect(state, cast(effects.EffectPlan, plan), dice)
    if isinstance(action, RoutTest):
        return rout.resolve_rout_test(state, action.player, cast(rout.RoutPlan, plan), dice, interpretations)
    if isinstance(action, VoluntaryRout):
        return rout.rout(state, action.player, voluntary=True, interpretations=interpretations)
    if isinstance(action, Rally):
        return rally.resolve_rally(state, cast(rally.RallyPlan, plan), dice, interpretations)
    if isinstance(action, TurnOver):
        return recovery.resolve_turn_over(state, action)
    if isinstance(action, StandUp):
        return recovery.resolve_stand_up(state, action)
    if isinstance(action, EndStep):
        return end_step(state, interpretations)
    if isinstance(action, Move):
        return turn.resolve_move(state, action)
    if isinstance(action, Shoot):
        return state, turn.resolve_shoot(action)
    if isinstance(action, Cast):
        return state, turn.resolve_cast(action)
    return rout.next_turn(state, action.player)  # EndTurn


def end_step(state: State, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """MH-ABL-2: the next step begins (after the recovery phase, the turn proper).  Leaving the
    rout test step with a test due records it on the warband (MH-RUE-8)."""
    if state.phase == "rout_test" and state.active is not None and rout.test_required(state, state.active, interpretations):
        state = state.with_warband(replace(state.warband(state.active), rout_test_due_before=True))
    following = NEXT_STEP[state.phase]
    return replace(state, phase=following), [StepChanged(following)]


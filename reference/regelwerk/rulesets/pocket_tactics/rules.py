"""Pocket-Tactics rules: the pure ``apply`` (:func:`check`, then :func:`resolve`), the phase and
turn checks, and victory.  The procedures live in :mod:`.setup`, :mod:`.movement` and
:mod:`.combat`; the list of legal actions in :mod:`.legal`.

Every check is made in :func:`check`, before any die is read; :func:`resolve` carries out the
plan it returned and never rejects.  Order of checks for every action except a question:
``PT.GAME.OVER`` (PT-SIEG-3), then
``PT.PHASE.WRONG_ACTION`` (the clause of the phase), then ``PT.TURN.NOT_ACTIVE`` (PT-ZUG-1),
then ``PT.UNIT.NOT_OWN`` (PT-ZUG-2), then the procedure's own checks; for a ``pass`` that is
``PT.PASS.ACTION_AVAILABLE`` (PT-ZUG-1, register PT-A-KEIN-ZUG) while any other action is legal.
Questions (``ask``) are answered in every phase, also after the game (PT-SIEG-3).

After every accepted action in play, :func:`end_of_turn` ends the game (``game_over``; phase
``over``, nobody active, ``winner`` a faction or ``draw``) or passes the turn (``turn_passed``);
after a deployment :func:`end_of_deployment_action` ends the game when PT-A-SIEG-AUFSTELLUNG
says so.
"""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction, present
from regelwerk.core.ruleset import Accepted, Answered, Event, Interpretations
from regelwerk.rulesets.pocket_tactics import combat, movement, queries, setup
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import (
    Action,
    Ask,
    Attack,
    Deploy,
    Move,
    Pass,
    PlaceBase,
    PlaceTile,
    RollOff,
    Summon,
)
from regelwerk.rulesets.pocket_tactics.events import BaseDefeated, GameOver, Passed, TurnPassed
from regelwerk.rulesets.pocket_tactics.state import DRAW, FACTIONS, Faction, State, Winner, opponent

# Which actions each phase allows, and the clause that says so.
PHASE_ACTIONS: dict[str, tuple[tuple[type, ...], str]] = {
    "start": ((RollOff,), "PT-VOR-3"),
    "setup": ((PlaceBase, PlaceTile), "PT-VOR-4"),
    "second_base": ((PlaceBase,), "PT-VOR-7"),
    "deploy": ((Deploy,), "PT-VOR-8"),
    "play": ((Move, Summon, Attack, Pass), "PT-ZUG-1"),
}


def apply(state: State, action: Action, dice: DiceSupply, interpretations: Interpretations) -> Accepted | Answered:
    """Resolve one action (in play: the whole turn, PT-ZUG-1) or answer one question: first
    :func:`check`, then :func:`resolve`."""
    if isinstance(action, Ask):
        return Answered(queries.answer(state, action, interpretations))
    plan = check(state, action, interpretations)
    after, events = resolve(state, action, plan, dice, interpretations)
    return Accepted(after, tuple(events))


def check(state: State, action: Action, interpretations: Interpretations) -> object:
    """Decide whether ``action`` is legal now, raising :class:`IllegalAction` if not, and return
    the procedure's plan (``None`` where the action itself is the plan).  Reads no dice: every
    check of every action, the setup's included, is made here."""
    if isinstance(action, Ask):
        return None
    if state.phase == "over":
        raise IllegalAction("PT.GAME.OVER", "PT-SIEG-3", f"the game is over ({state.winner})")
    allowed, clause = PHASE_ACTIONS[state.phase]
    if not isinstance(action, allowed):
        raise IllegalAction("PT.PHASE.WRONG_ACTION", clause, f"{type(action).__name__} is not an action of the {state.phase} phase")
    if isinstance(action, RollOff):
        return None  # PT-VOR-3: nobody is active yet, both roll
    if action.player != state.active:
        raise IllegalAction("PT.TURN.NOT_ACTIVE", "PT-ZUG-1", f"it is {state.active}'s turn, not {action.player}'s")
    unit_id = getattr(action, "unit", None)
    if unit_id is not None and state.units[unit_id].faction != action.player:
        raise IllegalAction("PT.UNIT.NOT_OWN", "PT-ZUG-2", f"unit {unit_id!r} belongs to {state.units[unit_id].faction}")
    if isinstance(action, PlaceBase):
        if state.phase == "setup":
            setup.plan_first_base(state, action)
        else:
            setup.plan_second_base(state, action, interpretations)
        return None  # the action is the plan
    if isinstance(action, PlaceTile):
        setup.plan_tile(state, action, interpretations)
        return None
    if isinstance(action, Deploy):
        setup.plan_deploy(state, action, interpretations)
        return None
    if isinstance(action, Move):
        return movement.plan_move(state, action, interpretations)
    if isinstance(action, Summon):
        return movement.plan_summon(state, action)
    if isinstance(action, Attack):
        return combat.plan_attack(state, action, interpretations)
    from regelwerk.rulesets.pocket_tactics.legal import has_legal_action  # legal.py builds on check()

    # The action is a Pass: PT-A-AUSSETZEN-FREIWILLIG, read only when another action is legal.
    if has_legal_action(state, interpretations) and interpretations[switches.FREE_PASS] == "nur-ohne-aktion":
        raise IllegalAction("PT.PASS.ACTION_AVAILABLE", "PT-ZUG-1", "a player with a legal action cannot pass")
    return None


def resolve(state: State, action: Action, plan: object, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """Carry out a legal action with the plan :func:`check` returned; reads the dice the
    procedure needs and never rejects the action.  In play the turn then ends
    (:func:`end_of_turn`); while deploying, a lost army may end the game
    (:func:`end_of_deployment_action`)."""
    after, events = _carry_out(state, action, plan, dice, interpretations)
    if state.phase == "play":
        after, closing = end_of_turn(after, action, events, interpretations)
        events = [*events, *closing]
    elif state.phase == "deploy":
        after, closing = end_of_deployment_action(after, action, events, interpretations)
        events = [*events, *closing]
    return after, events


def _carry_out(state: State, action: Action, plan: object, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    # check() returned the plan of the action's own procedure: the casts only tell the type checker.
    if isinstance(action, RollOff):
        return setup.roll_off(state, action, dice, interpretations)
    if isinstance(action, PlaceBase):
        if state.phase == "setup":
            return setup.place_first_base(state, action)
        return setup.place_second_base(state, action)
    if isinstance(action, PlaceTile):
        return setup.place_tile(state, action, dice)
    if isinstance(action, Deploy):
        return setup.deploy(state, action, dice, interpretations)
    if isinstance(action, (Move, Summon)):
        return movement.resolve_move(state, action, cast(movement.MovePlan, plan), dice)
    if isinstance(action, Attack):
        return combat.resolve_attack(state, action, cast(combat.AttackPlan, plan), dice, interpretations)
    return state, [Passed(cast(Pass, action).player)]


def end_of_turn(after: State, action: Action, events: list[Event], interpretations: Interpretations) -> tuple[State, list[Event]]:
    """PT-SIEG-1, PT-SIEG-2, PT-A-KEIN-ZUG: end the game if a side has won, else pass the turn."""
    winner, reason = victory(after, present(action.player, "the acting player"), events, interpretations)
    if isinstance(action, Pass):
        # PT-A-KEIN-ZUG, read for every pass; a side that has won with this pass keeps its win.
        no_action = interpretations[switches.NO_ACTION]
        if winner is None:
            if no_action == "verliert":
                winner, reason = opponent(action.player), "no_action"
            elif no_action == "unentschieden":
                winner, reason = "draw", "no_action"
    if winner is not None:
        return replace(after, phase="over", active=None, winner=winner), [GameOver(winner, present(reason, "the reason"))]
    after = after.turn_passed()
    return after, [TurnPassed(after.mover)]


def end_of_deployment_action(after: State, action: Action, events: list[Event], interpretations: Interpretations) -> tuple[State, list[Event]]:
    """PT-SIEG-1, PT-SIEG-3, PT-VOR-8, PT-A-SIEG-AUFSTELLUNG: a deploying unit can only be lost to
    the water (PT-A-AUFSTELLUNG-GEFAHR=pruefung).  If an army is then wholly captured, the game
    ends at once (``sofort``), with the last deployment (``ende-der-aufstellung``), or is left
    to the first action of play (``erst-im-spiel``).  The deployment never passes a turn by
    event: the new ``active`` says who deploys next."""
    winner, reason = victory(after, present(action.player, "the acting player"), events, interpretations)
    if winner is None:
        return after, []
    when = interpretations[switches.DEPLOY_VICTORY]
    if when == "erst-im-spiel" or (when == "ende-der-aufstellung" and after.phase != "play"):
        return after, []
    return replace(after, phase="over", active=None, winner=winner), [GameOver(winner, present(reason, "the reason"))]


def wholly_captured(state: State, faction: Faction, interpretations: Interpretations) -> bool:
    """PT-SIEG-1: the faction has lost its whole army to the opponent's prison camp.

    A faction without units never has.  Units in the reserve belong to the army under
    ``PT-A-SIEG-RESERVE=reserve-gehoert-dazu``; under ``nur-eingesetzte`` a faction with a
    captured unit and none on the map has lost, whatever waits in its reserve.  The switch is
    read only when it decides something.
    """
    if not state.prison[opponent(faction)] or state.on_board(faction):
        return False
    if not state.reserve[faction]:
        return True
    return interpretations[switches.RESERVE_IN_ARMY] == "nur-eingesetzte"


def victory(state: State, actor: Faction, events: list[Event], interpretations: Interpretations) -> tuple[Winner | None, str | None]:
    """PT-SIEG-2: a defeated base loses; PT-SIEG-1: a faction whose whole army is captured loses.
    If both armies fall in one action, PT-A-GLEICHZEITIGER-SIEG decides."""
    for event in events:
        if isinstance(event, BaseDefeated):
            return opponent(event.faction), "base_defeated"
    wiped = [f for f in FACTIONS if wholly_captured(state, f, interpretations)]
    if len(wiped) == 2:
        return (DRAW if interpretations[switches.BOTH_WIN] == "unentschieden" else actor), "army_captured"
    if wiped:
        return opponent(wiped[0]), "army_captured"
    return None, None

"""The player turn proper, as far as the start of the turn restricts it, and the end of the turn.

The rules of moving, shooting and casting are not part of this text (MH-ABL-1); the engine checks
only what the start of the turn leaves behind and records the action.  A move goes in a straight
line to its destination (its length is not checked, except for a model that has just stood up
under MH-A-AUFSTEHEN-BEWEGUNG=halbe-bewegung); a shot and a spell change nothing but are recorded.

Order of checks for ``move``, ``shoot`` and ``cast`` (after the turn, order and own-model checks
of :mod:`.rules`):

1. ``MH.ACT.NOT_ON_TABLE``  the model is out of action, fled or routed               (MH-ABL-1)
2. ``MH.ACT.RALLIED``       it rallied this turn and may do nothing else; a spell is allowed
                            under MH-A-SAMMELN-ZAUBERN=zaubern-erlaubt                 (MH-SAM-3)
3. ``MH.ACT.NOT_STANDING``  it is fleeing, knocked down or stunned, under
                            MH-A-HANDLUNGSFAEHIG=nur-stehende                          (MH-ABL-1)
4. ``move`` only: ``MH.ACT.STOOD_UP`` it stood up this turn (MH-A-AUFSTEHEN-BEWEGUNG=
   keine-bewegung), or ``MH.ACT.TOO_FAR`` further than half its Bewegung (``halbe-bewegung``) (MH-ERH-3);
   ``MH.ACT.OFF_TABLE`` the destination is not on the table                          (MH-ABL-1)
5. ``shoot`` only: ``MH.ACT.NO_TARGET`` the target is not an enemy model on the table (MH-ABL-1)
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import inches, squared_distance
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.mordheim import interpretations as switches
from regelwerk.rulesets.mordheim.actions import Cast, Move, Shoot
from regelwerk.rulesets.mordheim.events import Moved, Shot, SpellCast
from regelwerk.rulesets.mordheim.state import Model, State


def _may_act(model: Model, spell: bool, interpretations: Interpretations) -> None:
    if not model.on_table:
        raise IllegalAction("MH.ACT.NOT_ON_TABLE", "MH-ABL-1", f"model {model.id!r} is {model.status}")
    # The switch is read for every action of a rallied model, not only for a spell: it decides
    # what such a model may do, and so a move or a shot under ``zaubern-erlaubt`` touches it too
    # (an engine that lets the spell's exception through for them is wrong there; issue 22).
    if "rallied" in model.marks and not (interpretations[switches.RALLIED_CASTS] == "zaubern-erlaubt" and spell):
        raise IllegalAction("MH.ACT.RALLIED", "MH-SAM-3", f"model {model.id!r} rallied this turn and may do nothing else")
    if model.status != "standing" and interpretations[switches.ABLE_TO_ACT] == "nur-stehende":
        raise IllegalAction("MH.ACT.NOT_STANDING", "MH-ABL-1", f"model {model.id!r} is {model.status}")


def plan_move(state: State, action: Move, interpretations: Interpretations) -> None:
    """MH-ABL-1, MH-SAM-3, MH-ERH-3: whether the model may move there now."""
    model = state.models[action.model]
    _may_act(model, spell=False, interpretations=interpretations)
    if "stood_up" in model.marks:
        if interpretations[switches.STOOD_UP_MOVE] == "keine-bewegung":
            raise IllegalAction("MH.ACT.STOOD_UP", "MH-ERH-3", f"model {model.id!r} stood up this turn and may not move")
        # Half its Bewegung, measured centre to centre on the table: 4 d² <= (M inches)².
        allowance = inches(model.profile.move)
        if 4 * squared_distance(model.position(), action.to) > allowance * allowance:
            raise IllegalAction("MH.ACT.TOO_FAR", "MH-ERH-3", f"model {model.id!r} stood up this turn and moves at most half its Bewegung")
    if not state.table.contains(action.to):
        raise IllegalAction("MH.ACT.OFF_TABLE", "MH-ABL-1", f"{action.to} is not on the table")


def plan_shoot(state: State, action: Shoot, interpretations: Interpretations) -> None:
    """MH-ABL-1, MH-SAM-3: whether the model may shoot at the target now."""
    _may_act(state.models[action.model], spell=False, interpretations=interpretations)
    target = state.models[action.target]
    if target.warband == action.player or not target.on_table:
        raise IllegalAction("MH.ACT.NO_TARGET", "MH-ABL-1", f"model {target.id!r} is not an enemy on the table")


def plan_cast(state: State, action: Cast, interpretations: Interpretations) -> None:
    """MH-ABL-1, MH-SAM-3 with MH-A-SAMMELN-ZAUBERN: whether the model may cast a spell now."""
    _may_act(state.models[action.model], spell=True, interpretations=interpretations)


def resolve_move(state: State, action: Move) -> tuple[State, list[Event]]:
    model = state.models[action.model]
    return state.with_model(replace(model, at=action.to)), [Moved(model.id, model.position(), action.to)]


def resolve_shoot(action: Shoot) -> list[Event]:
    return [Shot(action.model, action.target)]


def resolve_cast(action: Cast) -> list[Event]:
    return [SpellCast(action.model)]

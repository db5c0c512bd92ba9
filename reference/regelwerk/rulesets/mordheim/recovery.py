"""Step 4 of the start of the turn: the recovery phase (Erholungsphase).

Order of checks for a ``turn_over`` (after the turn, order and own-model checks of :mod:`.rules`):

1. ``MH.RECOVERY.NOT_STUNNED``         the model is not stunned                       (MH-ERH-1)

for a ``stand_up``:

1. ``MH.RECOVERY.NOT_KNOCKED_DOWN``    the model is not knocked down                  (MH-ERH-2)
2. ``MH.RECOVERY.JUST_TURNED``         it was stunned and turned over in this recovery
                                       phase: only a model knocked down before it may stand,
                                       under MH-A-UMGEDREHT-AUFSTEHEN=naechster-zug (MH-ERH-2)

and for an ``end_step`` in this step:

1. ``MH.RECOVERY.STUNNED_LEFT``        under MH-A-BETAEUBT-DREHEN=pflicht a stunned model is
                                       left                                           (MH-ERH-1)
2. ``MH.RECOVERY.KNOCKED_DOWN_LEFT``   under MH-A-AUFSTEHEN=pflicht a model that may stand up
                                       still lies                                     (MH-ERH-2)

A model that stands up is marked ``stood_up``: it may not move this turn and its initiative is
reduced to 1 until the turn ends (MH-ERH-3, checked in :mod:`.turn` and answered by the question
``initiative``; an initiative of 0 stays 0 unless MH-A-INITIATIVE-EINS=genau-eins).
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.mordheim import interpretations as switches
from regelwerk.rulesets.mordheim.actions import StandUp, TurnOver
from regelwerk.rulesets.mordheim.events import StoodUp, TurnedOver
from regelwerk.rulesets.mordheim.state import Mark, Model, State

STOOD_UP_INITIATIVE = 1  # MH-ERH-3: "reduziert seine Initiative ... auf 1"
TURNED: frozenset[Mark] = frozenset({"turned_over"})
STOOD: frozenset[Mark] = frozenset({"stood_up"})


def plan_turn_over(state: State, action: TurnOver) -> None:
    """MH-ERH-1: only a stunned model is turned over."""
    model = state.models[action.model]
    if model.status != "stunned":
        raise IllegalAction("MH.RECOVERY.NOT_STUNNED", "MH-ERH-1", f"model {model.id!r} is {model.status}, not stunned")


def may_stand(model: Model, interpretations: Interpretations) -> bool:
    """MH-ERH-2, for a knocked-down model: it may stand up unless it was turned over in this
    recovery phase (MH-A-UMGEDREHT-AUFSTEHEN=naechster-zug)."""
    return "turned_over" not in model.marks or interpretations[switches.TURNED_STANDS] == "sofort"


def plan_stand_up(state: State, action: StandUp, interpretations: Interpretations) -> None:
    """MH-ERH-2: a model that was knocked down before this recovery phase may stand up."""
    model = state.models[action.model]
    if model.status != "knocked_down":
        raise IllegalAction("MH.RECOVERY.NOT_KNOCKED_DOWN", "MH-ERH-2", f"model {model.id!r} is {model.status}, not knocked down")
    if not may_stand(model, interpretations):
        raise IllegalAction(
            "MH.RECOVERY.JUST_TURNED", "MH-ERH-2", f"model {model.id!r} was stunned until this recovery phase and stays down"
        )


def check_end_of_step(state: State, warband: str, interpretations: Interpretations) -> None:
    """MH-ERH-1, MH-ERH-2 with MH-A-BETAEUBT-DREHEN and MH-A-AUFSTEHEN."""
    members = state.members(warband)
    stunned = [m.id for m in members if m.status == "stunned"]
    if interpretations[switches.TURN_OVER] == "pflicht" and stunned:
        raise IllegalAction("MH.RECOVERY.STUNNED_LEFT", "MH-ERH-1", f"the stunned model {stunned[0]!r} has not been turned over")
    lying = [m.id for m in members if m.status == "knocked_down" and may_stand(m, interpretations)]
    if lying and interpretations[switches.STAND_UP] == "pflicht":
        raise IllegalAction("MH.RECOVERY.KNOCKED_DOWN_LEFT", "MH-ERH-2", f"model {lying[0]!r} has not stood up")


def resolve_turn_over(state: State, action: TurnOver) -> tuple[State, list[Event]]:
    """MH-ERH-1: the stunned model counts as knocked down from now on."""
    model = state.models[action.model]
    return state.with_model(replace(model, status="knocked_down", marks=model.marks | TURNED)), [TurnedOver(model.id)]


def resolve_stand_up(state: State, action: StandUp) -> tuple[State, list[Event]]:
    """MH-ERH-2, MH-ERH-3: the model stands; it is marked for the rest of the turn."""
    model = state.models[action.model]
    # A model turned over and standing up at once (MH-A-UMGEDREHT-AUFSTEHEN=sofort) keeps only
    # the mark of standing up: it is no longer knocked down.
    marks = (model.marks - TURNED) | STOOD
    return state.with_model(replace(model, status="standing", marks=marks)), [StoodUp(model.id)]


def initiative(model: Model, interpretations: Interpretations) -> int:
    """MH-ERH-3: a model that stood up this turn has its initiative reduced to 1 until the turn
    ends; one of 0 stays 0 (MH-A-INITIATIVE-EINS=hoechstens-eins) or becomes 1 (genau-eins)."""
    if "stood_up" not in model.marks:
        return model.profile.initiative
    if interpretations[switches.REDUCED_INITIATIVE] == "genau-eins":
        return STOOD_UP_INITIATIVE
    return min(model.profile.initiative, STOOD_UP_INITIATIVE)

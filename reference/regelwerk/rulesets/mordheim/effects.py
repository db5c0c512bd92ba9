"""Step 1 of the start of the turn: effects that take place at the start of the player turn.

The text names no concrete effect (MH-BEG-1); the state carries pending effects as data and the
suite defines two sample kinds (register MH-A-BEISPIELEFFEKTE) so that their order and their
place before the rout test can be tested:

``poison``  (Gift)       the model rolls one W6 (label ``effekt``); on 1 or 2 it is out of action.
``wake``    (Riechsalz)  a stunned model comes round and is knocked down from now on; it was
                         knocked down before the recovery step, so it may stand up there.

An effect belongs to the turn of its model's warband.  An effect whose model is no longer on the
table has no effect and reads no die.  A resolved effect leaves the state.

Order of checks for a ``resolve_effect`` (after the turn and order checks of :mod:`.rules`; the
effect's model must belong to the player, ``MH.MODEL.NOT_OWN``):

1. ``MH.EFFECT.ORDER``   under MH-A-EFFEKT-REIHENFOLGE=liste, not the first of the warband's
                         pending effects in the listed order                       (MH-BEG-1)

and for an ``end_step`` in this step: ``MH.EFFECT.PENDING`` (MH-BEG-1) while one is left.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.mordheim import dice as labels
from regelwerk.rulesets.mordheim import interpretations as switches
from regelwerk.rulesets.mordheim.actions import ResolveEffect
from regelwerk.rulesets.mordheim.events import EffectResolved
from regelwerk.rulesets.mordheim.state import Effect, State

POISON_FACES = frozenset({1, 2})  # faces of the poison die that take the model out of action


@dataclass(frozen=True)
class EffectPlan:
    effect: Effect
    rolls: bool  # a poison on a model on the table reads one die


def plan_effect(state: State, action: ResolveEffect, interpretations: Interpretations) -> EffectPlan:
    """MH-BEG-1, MH-A-EFFEKT-REIHENFOLGE: which effect is resolved, and whether it rolls."""
    effect = next(e for e in state.effects if e.id == action.effect)
    pending = state.pending_effects(action.player)
    if pending[0].id != effect.id and interpretations[switches.EFFECT_ORDER] == "liste":
        raise IllegalAction("MH.EFFECT.ORDER", "MH-BEG-1", f"effect {pending[0].id!r} comes first in the listed order")
    model = state.models[effect.model]
    return EffectPlan(effect, rolls=effect.kind == "poison" and model.on_table)


def check_end_of_step(state: State, warband: str) -> None:
    """MH-BEG-1: the step ends once every effect of the warband's start of turn is resolved."""
    pending = state.pending_effects(warband)
    if pending:
        raise IllegalAction("MH.EFFECT.PENDING", "MH-BEG-1", f"effect {pending[0].id!r} has not been resolved")


def resolve_effect(state: State, plan: EffectPlan, dice: DiceSupply) -> tuple[State, list[Event]]:
    """MH-BEG-1 with the sample effects of MH-A-BEISPIELEFFEKTE."""
    effect = plan.effect
    model = state.models[effect.model]
    after = state.without_effect(effect.id)
    roll: int | None = None
    result = "none"
    if plan.rolls:
        roll = int(dice.take_one(labels.EFFECT))
        if roll in POISON_FACES:
            after = after.with_model(replace(model, status="out_of_action", at=None, flight=None, marks=frozenset()))
            result = "out_of_action"
    elif effect.kind == "wake" and model.status == "stunned":
        after = after.with_model(replace(model, status="knocked_down"))
        result = "knocked_down"
    return after, [EffectResolved(effect.id, effect.kind, effect.model, roll, result)]

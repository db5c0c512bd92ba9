"""The charge phase: who may charge, the targets, the 2W6 charge roll, the charge move and what
makes it succeed, base contact, Fights First for chargers.

A charge takes two actions: ``declare_charge`` names the targets and reads the roll, then
``charge_move`` gives the paths (no paths: the charge fails and nobody moves, WH-ANG-5).

Order of checks for ``declare_charge`` (after the checks of :mod:`.rules`):

1. ``WH.UNIT.NOT_ON_BATTLEFIELD``, ``WH.CHARGE.ALREADY`` (WH-ANG-1)
2. ``WH.CHARGE.ADVANCED``        it advanced or fell back this turn                 (WH-ANG-1)
3. ``WH.CHARGE.NOT_ALLOWED``     it disembarked from a transport that had moved (WH-TRA-4) or
                                 left a destroyed transport (WH-ATK-18)
4. ``WH.CHARGE.ENGAGED``         it is within engagement range of an enemy model    (WH-ANG-1)
5. ``WH.CHARGE.AIRCRAFT``        it is an aircraft                                  (WH-ANG-1)
6. per target: ``WH.CHARGE.INVALID_TARGET`` (WH-ANG-2), ``WH.CHARGE.AIRCRAFT_TARGET`` (an aircraft,
   charged by a unit that cannot FLY, WH-ANG-1), ``WH.CHARGE.TOO_FAR`` (not within 12",
   WH-ANG-2), ``WH.CHARGE.NOT_VISIBLE`` (WH-A-ANGRIFF-SICHT=sichtbar, WH-ANG-2)

Order of checks for ``charge_move`` with paths: the checks every move shares
(:func:`.movement.check_paths`, the length against the roll, WH-ANG-3; over terrain WH-ANG-7 as in
the movement phase; FLY WH-ANG-8), ``WH.CHARGE.OTHER_UNIT`` (within engagement range of an enemy
unit that is no target, on the way or at the end, WH-A-ANGRIFF-FREMDE, WH-ANG-4),
``WH.CHARGE.TARGET_NOT_REACHED`` (WH-ANG-4, WH-A-ANGRIFF-JEDES-ZIEL), ``WH.CHARGE.COHERENCY`` (WH-ANG-4),
then per model, in the unit's order, ``WH.CHARGE.NOT_CLOSER`` (under
WH-A-ANGRIFF-NAEHER=naeher-am-ziel: every model of the unit, moved or not, ends closer to a model
of a target than it started, WH-ANG-6) and ``WH.CHARGE.BASE_CONTACT`` (WH-ANG-6, WH-A-MOEGLICH).
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import Point, inches
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.w40k import dice as labels
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k import paths
from regelwerk.rulesets.w40k.actions import ChargeMove, DeclareCharge
from regelwerk.rulesets.w40k.events import ChargeDeclared, ChargeEnded
from regelwerk.rulesets.w40k.measure import engaged_at, in_contact, models_within, within
from regelwerk.rulesets.w40k.movement import check_paths, enemy_models, move_events, moved_unit
from regelwerk.rulesets.w40k.state import Model, Sequence, State, Unit

CHARGE_RANGE = inches(12)


def plan_declare(state: State, action: DeclareCharge, interpretations: Interpretations) -> None:
    unit = state.units[action.unit]
    if not unit.on_battlefield:
        raise IllegalAction("WH.UNIT.NOT_ON_BATTLEFIELD", "WH-ANG-1", f"unit {unit.id!r} is not on the battlefield")
    if unit.turn.charge is not None:
        raise IllegalAction("WH.CHARGE.ALREADY", "WH-ANG-1", f"unit {unit.id!r} has declared a charge in this phase")
    if unit.turn.moved in ("advance", "fall_back"):
        raise IllegalAction("WH.CHARGE.ADVANCED", "WH-ANG-1", f"unit {unit.id!r} advanced or fell back this turn")
    if unit.turn.no_charge:
        clause = "WH-TRA-4" if unit.turn.disembarked else "WH-ATK-18"
        raise IllegalAction("WH.CHARGE.NOT_ALLOWED", clause, f"unit {unit.id!r} cannot charge this turn")
    if any(engaged_at(m.position(), m.base, e.position(), e.base, interpretations) for m in unit.alive() for e in enemy_models(state, unit, ignore_aircraft=False)):
        raise IllegalAction("WH.CHARGE.ENGAGED", "WH-ANG-1", f"unit {unit.id!r} is within engagement range of an enemy model")
    if unit.has("aircraft"):
        raise IllegalAction("WH.CHARGE.AIRCRAFT", "WH-ANG-1", "aircraft cannot charge")
    for target_id in action.targets:
        target = state.units[target_id]
        if target.player == unit.player or not target.on_battlefield:
            raise IllegalAction("WH.CHARGE.INVALID_TARGET", "WH-ANG-2", f"{target_id!r} is not an enemy unit on the battlefield")
        if target.has("aircraft") and not unit.has("fly"):
            raise IllegalAction("WH.CHARGE.AIRCRAFT_TARGET", "WH-ANG-1", "only units that can FLY charge aircraft")
        if not any(models_within(m, t, CHARGE_RANGE) for m in unit.alive() for t in target.alive()):
            raise IllegalAction("WH.CHARGE.TOO_FAR", "WH-ANG-2", f"{target_id!r} is not within 12 inches")
        if interpretations[switches.CHARGE_SIGHT] == "sichtbar":
            if not any(state.can_see(m.id, t.id) for m in unit.alive() for t in target.alive()):
                raise IllegalAction("WH.CHARGE.NOT_VISIBLE", "WH-ANG-2", f"{target_id!r} is not visible to the charging unit")


def resolve_declare(state: State, action: DeclareCharge, dice: DiceSupply) -> tuple[State, list[Event]]:
    """WH-ANG-3: the charge distance is 2W6 inches."""
    roll = tuple(int(d) for d in dice.take(labels.CHARGE, 2))
    unit = state.units[action.unit]
    state = state.with_unit(replace(unit, turn=replace(unit.turn, charge="declared")))
    state = replace(state, sequence=Sequence("charge", unit.id, sum(roll), action.targets))
    return state, [ChargeDeclared(unit.id, action.targets, roll, sum(roll))]


def must_contact(state: State, model: Model, start: Point, targets: list[Model], reach: int, interpretations: Interpretations) -> bool:
    """WH-A-MOEGLICH=gerade-reichweite: base contact counts as possible when a model of the targets
    was within the model's reach of it in a straight line where it started."""
    if interpretations[switches.POSSIBLE] == "nicht-geprueft":
        return False
    return any(within(start, model.base, t.position(), t.base, reach) for t in targets)


def touches(point: Point, model: Model, others: list[Model]) -> bool:
    return any(in_contact(point, model.base, o.position(), o.base) for o in others)


def _reaches(model: Model, target: Unit, interpretations: Interpretations) -> bool:
    return any(engaged_at(model.position(), model.base, t.position(), t.base, interpretations) for t in target.alive())


def _check_targets_reached(state: State, moved: Unit, targets: list[str], interpretations: Interpretations) -> None:
    """WH-ANG-4: for every target some model ends within its engagement range
    (WH-A-ANGRIFF-JEDES-ZIEL=je-ziel); under ``ein-modell`` one model ends within engagement range of
    every target."""
    if interpretations[switches.CHARGE_EACH_TARGET] == "ein-modell":
        if not any(all(_reaches(m, state.units[t], interpretations) for t in targets) for m in moved.alive()):
            raise IllegalAction("WH.CHARGE.TARGET_NOT_REACHED", "WH-ANG-4", "no model ends within engagement range of every target")
        return
    for target_id in targets:
        if not any(_reaches(m, state.units[target_id], interpretations) for m in moved.alive()):
            raise IllegalAction("WH.CHARGE.TARGET_NOT_REACHED", "WH-ANG-4", f"no model ends within engagement range of {target_id!r}")


def plan_charge_move(state: State, action: ChargeMove, interpretations: Interpretations) -> dict[str, int]:
    sequence = state.sequence
    assert sequence is not None and sequence.kind == "charge"  # rules.check_sequence made sure
    unit = state.units[action.unit]
    if not action.paths:
        return {}
    targets = set(sequence.targets)
    assert sequence.roll is not None  # position_problems: a charge under way has its roll
    distance = inches(sequence.roll)
    # WH-FLZ-3: while moving, units do not heed an aircraft's engagement range; whether a charge
    # move counts is WH-A-FLUGZEUG-ANGRIFF
    ignore_aircraft = interpretations[switches.CHARGE_AIRCRAFT] == "ignoriert"
    others = [m for m in enemy_models(state, unit, ignore_aircraft) if state.unit_of(m.id).id not in targets]
    along = interpretations[switches.CHARGE_OTHERS] == "unterwegs"

    def after(model: Model, path: tuple[Point, ...], crossed: list[str]) -> None:
        if along:
            touched = paths.engagement_along(state, model, path, others, interpretations)
        else:
            touched = [o.id for o in others if engaged_at(path[-1], model.base, o.position(), o.base, interpretations)]
        if touched:
            raise IllegalAction("WH.CHARGE.OTHER_UNIT", "WH-ANG-4", f"model {model.id!r} would come within engagement range of {touched[0]!r}")

    lengths = check_paths(state, unit, action.paths, lambda m: distance, "charge", "WH-ANG-3", interpretations, after=after)
    moved = moved_unit(unit, action.paths)
    target_models = [m for t in sorted(targets) for m in state.units[t].alive()]
    _check_targets_reached(state, moved, sorted(targets), interpretations)
    from regelwerk.rulesets.w40k.fight import closer
    from regelwerk.rulesets.w40k.turn import coherent

    if not coherent(moved, interpretations):
        raise IllegalAction("WH.CHARGE.COHERENCY", "WH-ANG-4", f"unit {unit.id!r} would end its charge out of coherency")
    closer_to_target = interpretations[switches.CHARGE_CLOSER] == "naeher-am-ziel"
    for model in unit.alive():
        end = moved.model(model.id).position()
        if closer_to_target and not closer(model, end, target_models):
            raise IllegalAction("WH.CHARGE.NOT_CLOSER", "WH-ANG-6", f"model {model.id!r} does not end closer to a target of the charge")
        if must_contact(state, model, model.position(), target_models, distance, interpretations) and not touches(end, model, target_models):
            raise IllegalAction("WH.CHARGE.BASE_CONTACT", "WH-ANG-6", f"model {model.id!r} could reach base contact and does not")
    return lengths


def resolve_charge_move(state: State, action: ChargeMove, lengths: dict[str, int]) -> tuple[State, list[Event]]:
    """WH-ANG-5, WH-ANG-9: a charge that moves succeeds and gives the unit Fights First; one
    without paths fails and nobody moves."""
    unit = state.units[action.unit]
    state = replace(state, sequence=None)
    if not action.paths:
        state = state.with_unit(replace(unit, turn=replace(unit.turn, charge="failed")))
        return state, [ChargeEnded(unit.id, False)]
    events = move_events(unit, action.paths, lengths, "charge")
    after = replace(moved_unit(unit, action.paths), turn=replace(unit.turn, charge="succeeded"))
    return state.with_unit(after), [*events, ChargeEnded(unit.id, True)]

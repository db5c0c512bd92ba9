"""The movement phase, step 2: reinforcements from strategic reserves, deep strike and aircraft;
and the units of a destroyed transport, which must be set up before the game goes on.

Order of checks for an ``arrive`` (after the checks of :mod:`.rules`):

1. ``WH.RESERVE.NOT_IN_RESERVE``  the unit is not in reserve, or has already moved this turn
                                  (an aircraft that left)                           (WH-VER-1)
2. ``WH.RESERVE.FIRST_ROUND``     strategic reserves (aircraft among them) in the first battle
                                  round; deep strike under WH-A-SCHOCKTRUPPEN-RUNDE=ab-runde-2
                                                                          (WH-RES-1, WH-SCT-1)
3. ``WH.TRANSPORT.ALL_MODELS``    not every alive model gets a position           (WH-VER-1)
4. ``WH.RESERVE.FACING``          an aircraft model without a facing               (WH-FLZ-1)
5. per model: ``WH.MOVE.OFF_TABLE``, ``WH.MOVE.MID_CLIMB``, ``WH.MOVE.OVERLAP`` (WH-VER-1, WH-GEL-3)
6. ``WH.RESERVE.EDGE``            strategic reserves not wholly within 6" of one battlefield edge
                                                                          (WH-RES-2, WH-RES-3)
7. ``WH.RESERVE.ENEMY_ZONE``      strategic reserves in round 2 in the enemy deployment zone
                                                                                     (WH-RES-2)
8. ``WH.RESERVE.TOO_CLOSE``       a model 9" or less from an enemy model (WH-A-RESERVE-ABSTAND)
                                                                          (WH-RES-4, WH-SCT-2)

Order of checks for an ``emergency_disembark``: ``WH.PENDING.NOT_PENDING`` (WH-ATK-17), then per
model placed ``WH.MOVE.OFF_TABLE``, ``WH.MOVE.MID_CLIMB``, ``WH.MOVE.OVERLAP``,
``WH.TRANSPORT.TOO_FAR`` (more than 6" from the wreck, WH-ATK-19), ``WH.TRANSPORT.ENGAGED``
(WH-ATK-19; not under WH-A-NOTAUSSTIEG-NAHKAMPF=erlaubt).
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import EDGES, Point, inches
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.core.shapes import base_touches_rect, base_wholly_within_edge, gap_within_horizontal, horizontal_squared
from regelwerk.rulesets.w40k import dice as labels
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.actions import Arrive, EmergencyDisembark
from regelwerk.rulesets.w40k.attacks import Battle
from regelwerk.rulesets.w40k.events import Arrived, ModelDestroyed, UnitDestroyed
from regelwerk.rulesets.w40k.events import EmergencyDisembark as EmergencyDisembarked
from regelwerk.rulesets.w40k.measure import engaged_at, within
from regelwerk.rulesets.w40k.movement import TRANSPORT_RANGE, check_setup, near_transport
from regelwerk.rulesets.w40k.state import State, Unit

EDGE_RANGE = inches(6)
ENEMY_DISTANCE = inches(9)
EMERGENCY_RANGE = inches(6)


def is_strategic(unit: Unit) -> bool:
    """WH-FLZ-1: aircraft follow the rules of strategic reserves."""
    return unit.location == "strategic_reserve" or unit.has("aircraft")


def plan_arrive(state: State, action: Arrive, interpretations: Interpretations) -> None:
    unit = state.units[action.unit]
    if unit.location not in ("strategic_reserve", "deep_strike") or unit.turn.moved is not None:
        raise IllegalAction("WH.RESERVE.NOT_IN_RESERVE", "WH-VER-1", f"unit {unit.id!r} is not waiting in reserve")
    strategic = is_strategic(unit)
    if state.round == 1:
        if strategic:
            raise IllegalAction("WH.RESERVE.FIRST_ROUND", "WH-RES-1", "strategic reserves do not arrive in the first battle round")
        if interpretations[switches.DEEP_STRIKE_ROUND] == "ab-runde-2":
            raise IllegalAction("WH.RESERVE.FIRST_ROUND", "WH-SCT-1", "reserves do not arrive in the first battle round")
    if set(action.positions) != {m.id for m in unit.alive()}:
        raise IllegalAction("WH.TRANSPORT.ALL_MODELS", "WH-VER-1", "every model of the unit is set up")
    for model in unit.alive():
        if "aircraft" in model.keywords and model.id not in action.facing:
            raise IllegalAction("WH.RESERVE.FACING", "WH-FLZ-1", f"aircraft {model.id!r} is set up facing a direction")
    check_setup(state, unit, dict(action.positions), "WH-VER-1")
    models = [(m, action.positions[m.id]) for m in unit.alive()]
    if strategic:
        if interpretations[switches.RESERVE_EDGE] == "eine-kante":
            near_edge = any(all(base_wholly_within_edge(p, m.base, state.table, edge, EDGE_RANGE) for m, p in models) for edge in EDGES)
        else:  # je-modell: every model wholly within 6" of some edge, not necessarily the same
            near_edge = all(any(base_wholly_within_edge(p, m.base, state.table, edge, EDGE_RANGE) for edge in EDGES) for m, p in models)
        if not near_edge:
            clause = "WH-RES-2" if state.round == 2 else "WH-RES-3"
            raise IllegalAction("WH.RESERVE.EDGE", clause, "strategic reserves arrive wholly within 6 inches of one battlefield edge")
        if state.round == 2:
            zone = state.deployment_zones[state.opponent(unit.player)]
            if any(base_touches_rect(p, m.base, zone) for m, p in models):
                raise IllegalAction("WH.RESERVE.ENEMY_ZONE", "WH-RES-2", "in round 2 strategic reserves stay out of the enemy deployment zone")
    horizontal = interpretations[switches.RESERVE_DISTANCE] == "waagerecht"
    for enemy in (e for u in state.enemies_of(unit) for e in u.alive()):
        for model, point in models:
            if horizontal:
                near = gap_within_horizontal(horizontal_squared(point, enemy.position()), model.base + enemy.base, ENEMY_DISTANCE)
            else:
                near = within(point, model.base, enemy.position(), enemy.base, ENEMY_DISTANCE)
            if near:
                clause = "WH-RES-4" if strategic else "WH-SCT-2"
                raise IllegalAction("WH.RESERVE.TOO_CLOSE", clause, f"model {model.id!r} would be set up 9 inches or less from {enemy.id!r}")


def resolve_arrive(state: State, action: Arrive) -> tuple[State, list[Event]]:
    """WH-VER-2: a unit that arrives from reserve counts as having made a normal move."""
    unit = state.units[action.unit]
    origin = unit.location
    models = tuple(
        # only an aircraft has a facing (WH-FLZ-1); one the action names for another model is
        # ignored, as in a move
        replace(m, at=action.positions[m.id], facing=action.facing[m.id] if "aircraft" in m.keywords else m.facing)
        if m.alive else m for m in unit.models
    )
    record = replace(unit.turn, moved="normal", arrived=True)
    return state.with_unit(replace(unit, location="battlefield", models=models, turn=record)), [Arrived(unit.id, origin)]


# -- a destroyed transport (WH-ATK-17 to WH-ATK-20) ----------------------------------------------


def plan_emergency(state: State, action: EmergencyDisembark, interpretations: Interpretations) -> int:
    """Check the set-up and return the highest roll that costs a mortal wound: 1 when every model
    is within 3" of the transport (WH-ATK-17), 3 when some are only within 6" (WH-ATK-19).  The
    engine does not decide whether 3" would have been possible (register
    WH-A-NOTAUSSTIEG-MOEGLICH); models without a position cannot be set up (WH-ATK-20)."""
    pending = next((p for p in state.pending if p.unit == action.unit), None)
    if pending is None:
        raise IllegalAction("WH.PENDING.NOT_PENDING", "WH-ATK-17", f"unit {action.unit!r} is not waiting to be set up")
    unit = state.units[action.unit]
    check_setup(state, unit, dict(action.positions), "WH-ATK-19")
    enemies = [m for u in state.enemies_of(unit) for m in u.alive()]
    worst = 1
    for model in unit.alive():
        point = action.positions.get(model.id)
        if point is None:
            continue
        if not near_transport(point, model.base, (pending.at, pending.base), TRANSPORT_RANGE, interpretations):
            if not near_transport(point, model.base, (pending.at, pending.base), EMERGENCY_RANGE, interpretations):
                raise IllegalAction("WH.TRANSPORT.TOO_FAR", "WH-ATK-19", f"model {model.id!r} is more than 6 inches from the transport")
            worst = 3
        # WH-A-NOTAUSSTIEG-NAHKAMPF: not within engagement range (verboten), as when disembarking
        if any(engaged_at(point, model.base, e.position(), e.base, interpretations) for e in enemies) and interpretations[switches.DISEMBARK_ENGAGED] == "verboten":
            raise IllegalAction("WH.TRANSPORT.ENGAGED", "WH-ATK-19", f"model {model.id!r} would be within engagement range")
    return worst


def resolve_emergency(state: State, action: EmergencyDisembark, worst: int, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """WH-ATK-17 to WH-ATK-20: a W6 per model that was in the transport (WH-A-NOTAUSSTIEG-WUERFE);
    each result up to
    ``worst`` is a mortal wound for the unit.  Models without a place are destroyed first, then
    the others are set up and the mortal wounds allocated; the unit is battle-shocked, counts as
    having moved normally and cannot charge."""
    unit = state.units[action.unit]
    lost = tuple(m.id for m in unit.alive() if m.id not in action.positions)
    # WH-A-NOTAUSSTIEG-WUERFE: a die for every model that was in the transport (je-insasse), or
    # only for those set up (je-aufgestelltes-modell); read only when a model finds no place
    rolled = [m for m in unit.alive() if m.id in action.positions] if lost and interpretations[switches.DISEMBARK_DICE] == "je-aufgestelltes-modell" else unit.alive()
    rolls = tuple(int(dice.take_one(labels.TRANSPORT)) for _ in rolled)
    mortal = sum(1 for r in rolls if r <= worst)
    models = tuple(
        replace(m, at=action.positions[m.id]) if m.id in action.positions else replace(m, status="destroyed", at=None, wounds_left=0)
        if m.alive else m
        for m in unit.models
    )
    record = replace(unit.turn, moved="normal", no_charge=True)
    placed = replace(unit, location="battlefield" if any(m.alive for m in models) else "destroyed", transport=None, shocked=True, models=models, turn=record)
    pending = next(p for p in state.pending if p.unit == unit.id)
    state = replace(state.with_unit(placed), pending=tuple(p for p in state.pending if p.unit != unit.id))
    events: list[Event] = [EmergencyDisembarked(unit.id, rolls, worst, mortal, lost)]
    events.extend(ModelDestroyed(m, unit.id) for m in lost)
    battle = Battle(state, dice, interpretations, {})
    if placed.alive():
        battle.mortal_wounds(unit.id, mortal, (), "transport")
    else:
        events.append(UnitDestroyed(unit.id))
    late_demise(battle, pending.transport, pending.at)
    return battle.state, events + battle.events


def late_demise(battle: Battle, transport: str, place: Point) -> None:
    """WH-A-TRANSPORTER-ENDE=nach-dem-aussteigen: once the last unit of a destroyed TRANSPORT is
    set up, the Gefährliches Ende of the transport's model is rolled at the wreck (the last model
    of the transport's unit, in its order, that has Gefährliches Ende), and the units
    just set up are among those within 6".  Under ``vor-dem-aussteigen`` it was rolled when the
    transport was destroyed (:meth:`.attacks.Battle.destroy`).  The switch is read for every unit
    set up from a transport with Gefährliches Ende."""
    wrecks = [m for m in battle.state.units[transport].models if m.profile.deadly_demise is not None]
    if not wrecks or battle.interpretations[switches.DEMISE_TRANSPORT] != "nach-dem-aussteigen":
        return
    if any(p.transport == transport for p in battle.state.pending):
        return
    battle.deadly_demise(wrecks[-1], place)

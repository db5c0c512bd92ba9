"""The movement phase, step 1: remaining stationary, normal moves, advancing, falling back with its
desperate escape tests, terrain, FLY, aircraft, embarking and disembarking.

Order of checks for an ``advance`` (after the checks of :mod:`.rules`): 1-3 below, then
``WH.MOVE.ENGAGED`` (WH-BEW-3).  Order of checks for a ``move``:

1. ``WH.UNIT.NOT_ON_BATTLEFIELD`` the unit is in reserve, embarked or destroyed         (WH-BEW-1)
2. ``WH.MOVE.ALREADY_MOVED``     the unit has moved, arrived or disembarked into a move (WH-BEW-1)
3. ``WH.MOVE.AIRCRAFT``          an aircraft does anything but a normal move            (WH-FLZ-2)
4. ``WH.MOVE.ENGAGED``           a normal move or advance from engagement range    (WH-BEW-2, -3)
   ``WH.MOVE.NOT_ENGAGED``       a fall back from outside engagement range              (WH-BEW-4)
5. ``WH.MOVE.NOT_ROLLED``        an advance move without an ``advance`` roll before     (WH-BEW-3)
6. ``WH.MOVE.STATIONARY``        a unit that remains stationary has paths or embarks    (WH-BEW-1)
7. per model in the unit's order: ``WH.MOVE.MODEL_GONE`` (a path for a model that is not alive,
   WH-BEW-1); ``WH.AIRCRAFT.PATH`` (WH-FLZ-2); ``WH.MOVE.OFF_TABLE`` (WH-BEW-1);
   ``WH.MOVE.MID_CLIMB`` (WH-GEL-3); ``WH.MOVE.TOO_FAR`` (WH-BEW-2, -3, -4);
   ``WH.MOVE.THROUGH_MODEL`` (WH-FLI-1); ``WH.MOVE.ENGAGEMENT`` on the way (WH-BEW-2, -3, -4);
   ``WH.MOVE.ENDS_ENGAGED`` (WH-BEW-4)
8. ``WH.MOVE.OVERLAP``           two bases overlap where the models end                 (WH-BEW-1)
9. ``WH.TRANSPORT.DISEMBARKED_THIS_TURN`` (WH-A-WIEDER-EINSTEIGEN), ``WH.TRANSPORT.NOT_TRANSPORT``,
   ``WH.TRANSPORT.TOO_FAR``   embarking                                                 (WH-TRA-1)
10. ``WH.MOVE.COHERENCY``        under WH-A-FORMATION-BEWEGUNG=nach-jeder-bewegung      (WH-ZUG-1)
11. ``WH.MOVE.CASUALTIES``       the desperate escape losses do not fit WH-A-FLUCHTTEST-OPFER (WH-BEW-6)

A ``disembark``: ``WH.TRANSPORT.NOT_EMBARKED`` (WH-TRA-3), ``WH.TRANSPORT.EMBARKED_THIS_TURN``
(WH-TRA-3), ``WH.TRANSPORT.ADVANCED`` (WH-TRA-6), ``WH.TRANSPORT.ALL_MODELS`` (WH-TRA-7), then per
model ``WH.MOVE.OFF_TABLE``, ``WH.MOVE.MID_CLIMB``, ``WH.TRANSPORT.TOO_FAR``,
``WH.TRANSPORT.ENGAGED`` (WH-TRA-7), and ``WH.MOVE.OVERLAP``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import Direction, Point, inches
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.core.shapes import base_wholly_in_rect, horizontal_squared, overlaps, wholly_within_space
from regelwerk.rulesets.w40k import dice as labels
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k import paths
from regelwerk.rulesets.w40k.actions import Advance, Disembark, Move, Moves, Path
from regelwerk.rulesets.w40k.attacks import Battle
from regelwerk.rulesets.w40k.events import (
    AdvanceRolled,
    AircraftLeft,
    DesperateEscape,
    Disembarked,
    Embarked,
    ModelMoved,
    UnitMoved,
)
from regelwerk.rulesets.w40k.measure import engaged, engaged_at, within
from regelwerk.rulesets.w40k.state import Model, Sequence, State, Unit

TRANSPORT_RANGE = inches(3)
AIRCRAFT_MINIMUM = inches(20)
ESCAPE_FAILS = 2  # a desperate escape test fails on 1 or 2 (WH-BEW-6)
MODE_CLAUSE = {"normal": "WH-BEW-2", "advance": "WH-BEW-3", "fall_back": "WH-BEW-4", "stationary": "WH-BEW-1"}


# -- who is engaged ------------------------------------------------------------------------------


def enemy_models(state: State, unit: Unit, ignore_aircraft: bool = True) -> list[Model]:
    """The alive enemy models on the battlefield; aircraft are ignored while moving, and ignore
    the others in turn (WH-FLZ-3)."""
    return [
        m for u in state.enemies_of(unit) if not (ignore_aircraft and u.has("aircraft"))
        for m in u.alive()
    ]


def moved_unit(unit: Unit, moves: Moves) -> Unit:
    """The unit with every model that ``moves`` gives a path at the path's last point."""
    return replace(unit, models=tuple(replace(m, at=moves[m.id][-1]) if m.id in moves else m for m in unit.models))


def move_events(unit: Unit, moves: Moves, lengths: Mapping[str, int], mode: str) -> list[Event]:
    """A charge move, pile in or consolidation: the unit's move of ``mode``, then each moving
    model's in the unit's order (``unit`` as before the move); nothing when nobody moves."""
    if not moves:
        return []
    return [UnitMoved(unit.id, mode), *(ModelMoved(m.id, m.position(), moves[m.id][-1], lengths[m.id]) for m in unit.models if m.id in moves)]


def unit_engaged(state: State, unit: Unit, interpretations: Interpretations) -> bool:
    """The unit is within engagement range of an enemy model, as far as moving goes (WH-FLZ-3)."""
    if unit.has("aircraft"):
        return False
    enemies = enemy_models(state, unit)
    return any(engaged(m, e, interpretations) for m in unit.alive() for e in enemies)


# -- advance -------------------------------------------------------------------------------------


def check_can_move(state: State, unit: Unit) -> None:
    if not unit.on_battlefield:
        raise IllegalAction("WH.UNIT.NOT_ON_BATTLEFIELD", "WH-BEW-1", f"unit {unit.id!r} is not on the battlefield")
    if unit.turn.moved is not None:
        raise IllegalAction("WH.MOVE.ALREADY_MOVED", "WH-BEW-1", f"unit {unit.id!r} has moved in this phase")


def plan_advance(state: State, action: Advance, interpretations: Interpretations) -> None:
    unit = state.units[action.unit]
    check_can_move(state, unit)
    if unit.has("aircraft"):
        raise IllegalAction("WH.MOVE.AIRCRAFT", "WH-FLZ-2", "an aircraft only makes normal moves")
    if unit_engaged(state, unit, interpretations):
        raise IllegalAction("WH.MOVE.ENGAGED", "WH-BEW-3", f"unit {unit.id!r} is within engagement range: it can only fall back or stay")


def resolve_advance(state: State, action: Advance, dice: DiceSupply) -> tuple[State, list[Event]]:
    """WH-BEW-3: one W6 is added to the move of every model of the unit for this move."""
    roll = int(dice.take_one(labels.ADVANCE))
    return replace(state, sequence=Sequence("advance", action.unit, roll)), [AdvanceRolled(action.unit, roll)]


# -- moves ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MovePlan:
    unit: str
    mode: str
    testers: tuple[str, ...]  # models taking a desperate escape test, in the unit's order
    leaving: bool  # an aircraft that leaves over the edge
    lengths: dict[str, int]


def allowance(unit: Unit, model: Model, mode: str, state: State) -> int:
    """WH-BEW-2 to WH-BEW-4: M inches, M plus the advance roll when advancing."""
    bonus = state.sequence.roll if mode == "advance" and state.sequence is not None else 0
    return inches(model.profile.move + (bonus or 0))


def _crossing_allowed(mover: Unit, model: Model, other_unit: Unit, mode: str, interpretations: Interpretations) -> bool:
    """WH-FLI-1: a model that can FLY moves over other models (an AIRCRAFT too only by its FLY:
    WH-FLZ-3 lets it ignore engagement range, not models); a falling back model moves over
    enemy models (WH-BEW-5).  Under WH-A-DURCH-MODELLE=befreundete every model also moves through
    friendly models, except MONSTER and VEHICLE through friendly MONSTER and VEHICLE."""
    if paths.flies(model):
        return True
    enemy = other_unit.player != mover.player
    if enemy:
        return mode == "fall_back"
    if interpretations[switches.THROUGH_MODELS] == "befreundete":
        big = ("monster", "vehicle")
        return not (any(k in model.keywords for k in big) and any(other_unit.has(k) for k in big))
    return False


def _check_aircraft_path(model: Model, path: tuple[Point, ...], facing: Direction | None, interpretations: Interpretations) -> None:
    """WH-FLZ-2: one straight segment of at least 20" and at most M along the facing, and a pivot
    of at most 90° (after the move, or before it under WH-A-FLUGZEUG-DREHUNG=vor-der-bewegung)."""
    old = model.facing
    assert old is not None
    new = facing or old
    if new.dx * old.dx + new.dy * old.dy < 0:
        raise IllegalAction("WH.AIRCRAFT.PATH", "WH-FLZ-2", f"aircraft {model.id!r} may pivot by at most 90 degrees")
    along = new if interpretations[switches.AIRCRAFT_PIVOT] == "vor-der-bewegung" else old
    start = model.position()
    if len(path) != 1:
        raise IllegalAction("WH.AIRCRAFT.PATH", "WH-FLZ-2", f"aircraft {model.id!r} moves in one straight line")
    end = path[0]
    dx, dy = end.x - start.x, end.y - start.y
    if dx * along.dy - dy * along.dx != 0 or dx * along.dx + dy * along.dy <= 0:
        raise IllegalAction("WH.AIRCRAFT.PATH", "WH-FLZ-2", f"aircraft {model.id!r} moves straight ahead along its facing")
    if horizontal_squared(start, end) < AIRCRAFT_MINIMUM * AIRCRAFT_MINIMUM:
        raise IllegalAction("WH.AIRCRAFT.PATH", "WH-FLZ-2", f"aircraft {model.id!r} moves at least 20 inches")


def plan_move(state: State, action: Move, interpretations: Interpretations) -> MovePlan:
    unit = state.units[action.unit]
    mode = action.mode
    clause = MODE_CLAUSE[mode]
    check_can_move(state, unit)
    aircraft = unit.has("aircraft")
    if aircraft and mode != "normal":
        raise IllegalAction("WH.MOVE.AIRCRAFT", "WH-FLZ-2", "an aircraft only makes normal moves")
    is_engaged = unit_engaged(state, unit, interpretations)
    if is_engaged and mode in ("normal", "advance"):
        raise IllegalAction("WH.MOVE.ENGAGED", clause, f"unit {unit.id!r} is within engagement range: it can only fall back or stay")
    if not is_engaged and mode == "fall_back":
        raise IllegalAction("WH.MOVE.NOT_ENGAGED", "WH-BEW-4", f"unit {unit.id!r} is not within engagement range")
    if mode == "advance" and (state.sequence is None or state.sequence.kind != "advance" or state.sequence.unit != unit.id):
        raise IllegalAction("WH.MOVE.NOT_ROLLED", "WH-BEW-3", "an advance begins with its roll (the action advance)")
    if mode == "stationary" and (action.paths or action.embark is not None):
        raise IllegalAction("WH.MOVE.STATIONARY", "WH-BEW-1", "a unit that remains stationary does not move")
    enemies = enemy_models(state, unit, ignore_aircraft=True)
    leaving_table: list[str] = []  # aircraft that end off the table
    crossed_enemy: list[str] = []  # models that moved over enemy models

    def per_model(model: Model, path: tuple[Point, ...], crossed: list[str]) -> None:
        if aircraft and not base_wholly_in_rect(path[-1], model.base, state.table):
            leaving_table.append(model.id)
        if any(state.unit_of(o).player != unit.player for o in crossed):
            crossed_enemy.append(model.id)
        if not aircraft:
            _check_engagement(state, unit, model, path, mode, enemies, interpretations)

    def before(model: Model, path: tuple[Point, ...]) -> None:
        if aircraft:
            _check_aircraft_path(model, path, action.facing.get(model.id), interpretations)

    lengths = check_paths(
        state, unit, action.paths, lambda m: allowance(unit, m, mode, state), mode, clause, interpretations,
        before=before, after=per_model, allow_off_table=aircraft,
    )
    leaving = bool(leaving_table)
    _check_end(state, unit, action, interpretations, leaving)
    testers = _escape_testers(unit, crossed_enemy, mode, interpretations)
    _check_casualties(unit, action, testers, interpretations)
    return MovePlan(unit.id, mode, testers, leaving, lengths)


def check_paths(state: State, unit: Unit, moves: Moves, limit: Callable[[Model], int], mode: str, clause: str, interpretations: Interpretations,
                before: Callable[[Model, Path], None] | None = None, after: Callable[[Model, Path, list[str]], None] | None = None,
                allow_off_table: bool = False) -> dict[str, int]:
    """The checks every move of models shares, model after model in the order of the action, each
    path against the others where they stand at that moment: the model is alive (WH.MOVE.MODEL_GONE),
    the points are on the table and the surface (WH.MOVE.OFF_TABLE, WH.MOVE.MID_CLIMB), the length
    is within ``limit(model)`` (WH.MOVE.TOO_FAR, ``clause``), the models it moves over may be moved
    over (WH.MOVE.THROUGH_MODEL), it does not end on another model (WH.MOVE.OVERLAP).  ``before``
    and ``after`` add the checks of one kind of move.  Returns the length of each path."""
    where = {m.id: m.position() for u in state.on_battlefield() for m in u.alive()}
    lengths: dict[str, int] = {}
    for model_id, path in moves.items():
        model = unit.model(model_id)
        if not model.alive:
            raise IllegalAction("WH.MOVE.MODEL_GONE", "WH-BEW-1", f"model {model.id!r} is not alive")
        if before is not None:
            before(model, path)
        problem = paths.fault(state, model, path, allow_off_table=allow_off_table)
        if problem is not None:
            message = f"point {problem.index} of the path of {model.id!r} is {problem.kind.replace('_', ' ')}"
            if problem.kind == "off_table":
                raise IllegalAction("WH.MOVE.OFF_TABLE", "WH-BEW-1", message)
            raise IllegalAction("WH.MOVE.MID_CLIMB", "WH-GEL-3", message)
        lengths[model.id] = paths.length(state, model, path, interpretations)
        if lengths[model.id] > limit(model):
            raise IllegalAction("WH.MOVE.TOO_FAR", clause, f"model {model.id!r} would move {lengths[model.id]} units")
        others = [replace(state.model(k), at=p) for k, p in where.items() if k != model.id]
        crossed = paths.crossed(state, model, path, others)
        for other_id in crossed:
            if not _crossing_allowed(unit, model, state.unit_of(other_id), mode, interpretations):
                raise IllegalAction("WH.MOVE.THROUGH_MODEL", "WH-FLI-1", f"model {model.id!r} cannot move over {other_id!r}")
        if after is not None:
            after(model, path, crossed)
        end = path[-1]
        off = allow_off_table and not base_wholly_in_rect(end, model.base, state.table)
        for other_id, at in where.items():
            if other_id != model.id and not off and overlaps(horizontal_squared(end, at), model.base + state.model(other_id).base):
                raise IllegalAction("WH.MOVE.OVERLAP", "WH-BEW-1", f"model {model.id!r} would end on {other_id!r}")
        where[model.id] = end
    return lengths


def _check_engagement(state: State, unit: Unit, model: Model, path: Path, mode: str, enemies: list[Model], interpretations: Interpretations) -> None:
    clause = MODE_CLAUSE[mode]
    touched = paths.engagement_along(state, model, path, enemies, interpretations)
    if mode == "fall_back":
        end = path[-1]
        if any(engaged_at(end, model.base, e.position(), e.base, interpretations) for e in enemies):
            raise IllegalAction("WH.MOVE.ENDS_ENGAGED", "WH-BEW-4", f"model {model.id!r} ends within engagement range")
        if interpretations[switches.FALL_BACK_RANGE] == "beliebig":
            return
        before = {e.id for e in enemies if engaged(model, e, interpretations)}
        touched = [e for e in touched if e not in before]
    if touched:
        raise IllegalAction("WH.MOVE.ENGAGEMENT", clause, f"model {model.id!r} would come within engagement range of {touched[0]!r}")


def _check_end(state: State, unit: Unit, action: Move, interpretations: Interpretations, leaving: bool) -> None:
    ends = {m.id: (action.paths[m.id][-1] if m.id in action.paths else m.position(), m.base) for m in unit.alive()}
    if action.mode == "fall_back":
        enemies = enemy_models(state, unit)
        for name, (point, base) in ends.items():
            if any(engaged_at(point, base, e.position(), e.base, interpretations) for e in enemies):
                raise IllegalAction("WH.MOVE.ENDS_ENGAGED", "WH-BEW-4", f"model {name!r} ends within engagement range")
    if action.embark is not None:
        check_embark_after_disembark(unit, interpretations)
        carrier = state.units[action.embark]
        if carrier.id == unit.id or carrier.player != unit.player or not carrier.on_battlefield or not carrier.has("transport"):
            raise IllegalAction("WH.TRANSPORT.NOT_TRANSPORT", "WH-TRA-1", f"{carrier.id!r} is no own transport on the battlefield")
        for name, (point, base) in ends.items():
            if not any(within(point, base, t.position(), t.base, TRANSPORT_RANGE) for t in carrier.alive()):
                raise IllegalAction("WH.TRANSPORT.TOO_FAR", "WH-TRA-1", f"model {name!r} ends more than 3 inches from the transport")
        return
    if interpretations[switches.COHERENCY_MOVES] == "nach-jeder-bewegung" and not leaving:
        from regelwerk.rulesets.w40k.turn import coherent

        ended = replace(unit, models=tuple(replace(m, at=ends[m.id][0]) if m.id in ends else m for m in unit.models))
        # A unit that cannot end a move in coherency cannot make that move: it stays where it is
        # (the published rule this option stands for), so a move in which no model moves is
        # always possible, and an advance whose roll is made can always be finished.
        was = {m.id: m.at for m in unit.models}
        stays = all(was[name] == point for name, (point, _) in ends.items())
        if not stays and not coherent(ended, interpretations):
            raise IllegalAction("WH.MOVE.COHERENCY", "WH-ZUG-1", f"unit {unit.id!r} would end its move out of coherency")


def check_embark_after_disembark(unit: Unit, interpretations: Interpretations) -> None:
    """WH-TRA-1, WH-TRA-5 (WH-A-WIEDER-EINSTEIGEN): a unit that disembarked in this phase (before
    its transport moved, so it may still move) embarks again only under ``erlaubt``; the default,
    the published rule, forbids it."""
    if unit.turn.disembarked and interpretations[switches.EMBARK_AGAIN] == "nicht-in-derselben-phase":
        raise IllegalAction("WH.TRANSPORT.DISEMBARKED_THIS_TURN", "WH-TRA-1", f"unit {unit.id!r} disembarked in this phase")


def _escape_testers(unit: Unit, crossing: list[str], mode: str, interpretations: Interpretations) -> tuple[str, ...]:
    """WH-BEW-5, WH-ERS-4: who takes a desperate escape test when the unit falls back.  A
    battle-shocked unit: every model.  Otherwise, when models move over enemy models and the unit
    is neither TITANIC nor FLY: the whole unit (WH-A-FLUCHTTEST-WER=ganze-einheit) or the models
    that cross (``kreuzende-modelle``)."""
    if mode != "fall_back":
        return ()
    alive = [m.id for m in unit.alive()]
    if unit.shocked:
        return tuple(alive)
    if not crossing or unit.has("titanic") or unit.has("fly"):
        return ()
    if interpretations[switches.ESCAPE_WHO] == "ganze-einheit":
        return tuple(alive)
    return tuple(m for m in alive if m in crossing)


def _check_casualties(unit: Unit, action: Move, testers: tuple[str, ...], interpretations: Interpretations) -> None:
    """WH-BEW-6: a failed test destroys the model that rolled it; under
    WH-A-FLUCHTTEST-OPFER=spieler-waehlt the action names the losses in order, at least as many
    different alive models as tests."""
    chosen = list(action.casualties)
    if interpretations[switches.ESCAPE_LOSS] == "wuerfelndes-modell" or not testers:
        if chosen:
            raise IllegalAction("WH.MOVE.CASUALTIES", "WH-BEW-6", "no losses are chosen in this move")
        return
    alive = {m.id for m in unit.alive()}
    if len(set(chosen)) != len(chosen) or not set(chosen) <= alive or len(chosen) < len(testers):
        raise IllegalAction("WH.MOVE.CASUALTIES", "WH-BEW-6", "name at least one different alive model per test, in the order they are lost")


def resolve_move(state: State, action: Move, plan: MovePlan, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    unit = state.units[plan.unit]
    events: list[Event] = [UnitMoved(unit.id, plan.mode)]
    battle = Battle(state, dice, interpretations, {})
    if plan.testers:
        tests = tuple((model_id, int(dice.take_one(labels.ESCAPE))) for model_id in plan.testers)
        failures = [m for m, roll in tests if roll <= ESCAPE_FAILS]
        if interpretations[switches.ESCAPE_LOSS] == "spieler-waehlt":
            failures = list(action.casualties[: len(failures)])
        battle.events.append(DesperateEscape(unit.id, tests, tuple(failures)))
        for model_id in failures:
            if battle.state.model(model_id).alive:
                battle.destroy(model_id)
    state, events = battle.state, events + battle.events
    unit = state.units[unit.id]
    for model in unit.models:
        path = action.paths.get(model.id)
        if path is None or not model.alive:
            continue
        facing = action.facing.get(model.id, model.facing) if model.facing is not None else None
        state = state.with_model(replace(model, at=path[-1], facing=facing))
        events.append(ModelMoved(model.id, model.position(), path[-1], plan.lengths[model.id]))
    unit = state.units[unit.id]
    record = replace(unit.turn, moved=plan.mode)  # type: ignore[arg-type]
    if unit.location == "battlefield" and action.embark is not None:
        unit = replace(unit, location="embarked", transport=action.embark, models=tuple(replace(m, at=None) for m in unit.models))
        record = replace(record, embarked=True)
        events.append(Embarked(unit.id, action.embark))
    elif unit.location == "battlefield" and plan.leaving:
        unit = replace(unit, location="strategic_reserve", models=tuple(replace(m, at=None) for m in unit.models))
        events.append(AircraftLeft(unit.id))
    state = state.with_unit(replace(unit, turn=record))
    if state.sequence is not None and state.sequence.kind == "advance":
        state = replace(state, sequence=None)
    return state, events


# -- disembarking (WH-TRA-3 to WH-TRA-7) ---------------------------------------------------------


def disembark_range(interpretations: Interpretations) -> str:
    return interpretations[switches.DISEMBARK_WHOLLY]


def near_transport(point: Point, base: int, carrier: tuple[Point, int], limit: int, interpretations: Interpretations) -> bool:
    """Within ``limit`` of the transport: some part of the base (``innerhalb``), or all of it
    (WH-A-AUSSTEIGEN-GANZ=vollstaendig)."""
    where, size = carrier
    if disembark_range(interpretations) == "vollstaendig":
        return wholly_within_space(horizontal_squared(point, where), base, size, abs(point.z - where.z), limit)
    return within(point, base, where, size, limit)


def check_setup(state: State, unit: Unit, positions: dict[str, Point], clause: str) -> None:
    """Every alive model gets a position on the table and the surface, without overlapping."""
    placed = [(m.id, m.position(), m.base) for u in state.on_battlefield() for m in u.alive()]
    done: list[tuple[str, Point, int]] = []
    for model in unit.alive():
        point = positions.get(model.id)
        if point is None:
            continue
        problem = paths.fault(state, model, (point,))
        if problem is not None:
            message = f"model {model.id!r} cannot be set up there ({problem.kind.replace('_', ' ')})"
            if problem.kind == "off_table":
                raise IllegalAction("WH.MOVE.OFF_TABLE", clause, message)
            raise IllegalAction("WH.MOVE.MID_CLIMB", "WH-GEL-3", message)
        for other, at, size in [*placed, *done]:
            if overlaps(horizontal_squared(point, at), model.base + size):
                raise IllegalAction("WH.MOVE.OVERLAP", clause, f"model {model.id!r} would be set up on {other!r}")
        done.append((model.id, point, model.base))


def plan_disembark(state: State, action: Disembark, interpretations: Interpretations) -> None:
    unit = state.units[action.unit]
    # only an embarked unit names a transport, and an embarked unit always does (WH.STATE.TRANSPORT)
    if unit.transport is None:
        raise IllegalAction("WH.TRANSPORT.NOT_EMBARKED", "WH-TRA-3", f"unit {unit.id!r} is not in a transport")
    if unit.turn.embarked:
        raise IllegalAction("WH.TRANSPORT.EMBARKED_THIS_TURN", "WH-TRA-3", f"unit {unit.id!r} did not begin the phase in its transport")
    carrier = state.units[unit.transport]
    if carrier.turn.moved in ("advance", "fall_back"):
        raise IllegalAction("WH.TRANSPORT.ADVANCED", "WH-TRA-6", f"transport {carrier.id!r} advanced or fell back")
    if set(action.positions) != {m.id for m in unit.alive()}:
        raise IllegalAction("WH.TRANSPORT.ALL_MODELS", "WH-TRA-7", "every model of the unit is set up")
    check_setup(state, unit, dict(action.positions), "WH-TRA-7")
    enemies = [m for u in state.enemies_of(unit) for m in u.alive()]
    for model in unit.alive():
        point = action.positions[model.id]
        if not any(near_transport(point, model.base, (t.position(), t.base), TRANSPORT_RANGE, interpretations) for t in carrier.alive()):
            raise IllegalAction("WH.TRANSPORT.TOO_FAR", "WH-TRA-7", f"model {model.id!r} is not within 3 inches of the transport")
        if any(engaged_at(point, model.base, e.position(), e.base, interpretations) for e in enemies):
            raise IllegalAction("WH.TRANSPORT.ENGAGED", "WH-TRA-7", f"model {model.id!r} would be within engagement range")


def resolve_disembark(state: State, action: Disembark) -> tuple[State, list[Event]]:
    """WH-TRA-4, WH-TRA-5: after its transport's normal move the unit counts as having moved
    normally and cannot charge; before, it acts normally."""
    unit = state.units[action.unit]
    carrier = state.units[unit.transport or ""]
    moved = carrier.turn.moved == "normal"
    record = replace(unit.turn, disembarked=True, moved="normal" if moved else None, no_charge=unit.turn.no_charge or moved)
    placed = tuple(replace(m, at=action.positions[m.id]) if m.alive else m for m in unit.models)
    after = replace(unit, location="battlefield", transport=None, models=placed, turn=record)
    return state.with_unit(after), [Disembarked(unit.id, carrier.id)]

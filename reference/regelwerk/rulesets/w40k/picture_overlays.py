"""The action drawn over a Warhammer 40,000 battlefield (the "before" panel of ``regelwerk show``).

What each action shows is what its rules measure:

* a move (and a charge move, a consolidation, a pile in): each model's path from its base
  through its points, a dashed base where it ends, the length the path counts
  (:func:`regelwerk.rulesets.w40k.paths.length`, terrain and FLY included); the moving unit's
  coherency (2") around the ends, and the enemies' engagement range (1") it must respect;
* a charge: for each target the line between the closest bases of the charging unit and the
  target, labelled with that gap in inches, and beside it what the 2W6 must cover to end within
  engagement range (the gap less 1"); the targets' engagement range, the charging unit's
  coherency; a charge move adds its paths and the roll;
* a shooting or fight attack: a line from the attacking model to the closest model of its
  target, labelled with the gap, the weapon's range in the line's data;
* a set-up (arrival, disembarking, emergency disembarkation): the bases where the models go;
* questions on positions: the two models of ``engagement``, the unit of ``coherency``, the 3"
  around each marker for ``objective_control``, the path of ``path_length``.

Distances are in space, as the overview's distances are read (register WH-A-ENTFERNUNG), and
engagement range is the default 1" (WH-A-NAHKAMPFREICHWEITE); the drawer is not told a case's
readings.  Names in an action the state does not have are left out, never an error.
"""

from __future__ import annotations

from functools import cache

from regelwerk.core.canonical import Json
from regelwerk.core.errors import EngineRejection
from regelwerk.core.inches import Point
from regelwerk.core.ruleset import Interpretations
from regelwerk.pictures.inchtable import Frame, base, gap_inches, inch, inch_label, measurement, number, point, ring, rounded
from regelwerk.pictures.scene import Mark, polyline, text
from regelwerk.rulesets.w40k import paths
from regelwerk.rulesets.w40k.command import OBJECTIVE_HORIZONTAL
from regelwerk.rulesets.w40k.measure import ENGAGEMENT
from regelwerk.rulesets.w40k.movement import TRANSPORT_RANGE
from regelwerk.rulesets.w40k.reserves import EMERGENCY_RANGE, ENEMY_DISTANCE
from regelwerk.rulesets.w40k.state import State, parse_state
from regelwerk.rulesets.w40k.turn import COHERENCY_HORIZONTAL

IN_SPACE = True  # WH-A-ENTFERNUNG: distances between models combine the gap and the height


@cache
def _defaults() -> Interpretations:
    """The default readings: what the picture counts paths with."""
    from regelwerk.rulesets.w40k import RULESET

    return RULESET.interpretations()


def _parsed(state: Json) -> State:
    """The state as the rules read it; a state they refuse is a ``ValueError`` here."""
    try:
        return parse_state(state)
    except EngineRejection as exc:
        raise ValueError(str(exc.rejection)) from exc


def _frame(state: Json) -> Frame:
    return Frame(number(state["table"]["depth"]))


def _units(state: Json) -> dict[str, Json]:
    return {str(u["id"]): u for u in state["units"]}


def _placed(unit: Json) -> list[Json]:
    return [m for m in unit["models"] if m.get("status") == "alive" and m.get("at") is not None]


def _models(state: Json) -> dict[str, tuple[Json, Json]]:
    """Every model on the battlefield by id, with its unit."""
    return {str(m["id"]): (u, m) for u in state["units"] for m in _placed(u)}


def _enemies(state: Json, unit: Json) -> list[Json]:
    return [m for u in state["units"] if u["player"] != unit["player"] for m in _placed(u)]


def _rings(frame: Frame, models: list[Json], reach: int, cls: str, **data: object) -> list[Mark]:
    """A ring ``reach`` around each base (engagement range, coherency)."""
    return [ring(frame, point(m["at"]), number(m["base"]), reach, cls, f"{m['id']} {inch_label(inch(reach))}", model=m["id"], **data) for m in models]


def _closest_pair(ours: list[Json], theirs: list[Json]) -> tuple[Json, Json, float] | None:
    """The two bases, one of each list, closest to each other in space, and their gap in inches."""
    best: tuple[Json, Json, float] | None = None
    for a in ours:
        for b in theirs:
            gap = gap_inches(point(a["at"]), number(a["base"]), point(b["at"]), number(b["base"]), IN_SPACE)
            if best is None or gap < best[2]:
                best = (a, b, gap)
    return best


def _measure(frame: Frame, a: Json, b: Json, cls: str, **data: object) -> tuple[Mark, Mark]:
    return measurement(frame, point(a["at"]), number(a["base"]), point(b["at"]), number(b["base"]), cls, IN_SPACE, model=a["id"], other=b["id"], **data)


# -- paths -----------------------------------------------------------------------------------


def _path_marks(state: Json, frame: Frame, entries: Json, cls: str) -> tuple[list[Mark], dict[str, Point]]:
    """Each model's path as a polyline with an arrow, a dashed base where it ends and the length
    the path counts; and where each moving model ends."""
    models = _models(state)
    parsed: State | None = None
    marks: list[Mark] = []
    ends: dict[str, Point] = {}
    for entry in entries or []:
        found = models.get(str(entry.get("model")))
        if found is None or not entry.get("path"):
            continue
        unit, model = found
        start = point(model["at"])
        route = tuple(point(p) for p in entry["path"])
        parsed = parsed or _parsed(state)
        rules_model = parsed.units[str(unit["id"])].model(str(model["id"]))
        length = rounded(inch(paths.length(parsed, rules_model, route, _defaults())))
        spots = tuple(frame.at(p) for p in (start, *route))
        marks.append(polyline(spots, cls, f"{model['id']} {inch_label(length)}", arrow=True, unit=unit["id"], model=model["id"], distance=length))
        marks.append(base(frame, route[-1], number(model["base"]), "w40k-setup", f"{model['id']}", unit=unit["id"], model=model["id"]))
        x, y = spots[-1]
        # beside the end, not on the path: a charge's path often runs along its measured line
        marks.append(text(x + inch(number(model["base"])) / 2 + 1.2, y, inch_label(length), "distance-label", f"{model['id']}", model=model["id"], distance=length))
        ends[str(model["id"])] = route[-1]
    return marks, ends


def _at_end(models: list[Json], ends: dict[str, Point]) -> list[Json]:
    """The models as they stand after the move: the moved ones at the end of their paths."""
    return [{**m, "at": ends[m["id"]].to_json()} if m["id"] in ends else m for m in models]


def _move(state: Json, action: Json, cls: str) -> list[Mark]:
    """A move of the acting unit: paths, coherency at the end, the enemies' engagement range."""
    unit = _units(state).get(str(action.get("unit")))
    if unit is None:
        return []
    frame = _frame(state)
    marks, ends = _path_marks(state, frame, action.get("paths"), cls)
    after = _at_end(_placed(unit), ends)
    return _rings(frame, _enemies(state, unit), ENGAGEMENT, "w40k-engagement") + _rings(frame, after, COHERENCY_HORIZONTAL, "w40k-coherency", unit=unit["id"]) + marks


# -- charges ---------------------------------------------------------------------------------


def _charge_lines(state: Json, frame: Frame, unit: Json, targets: list[str]) -> list[Mark]:
    """For each target: the closest gap from the charging unit, and what the roll must cover
    to end within engagement range of it (the gap less 1", at least 0)."""
    units = _units(state)
    marks: list[Mark] = []
    for target_id in targets:
        target = units.get(target_id)
        pair = _closest_pair(_placed(unit), _placed(target)) if target is not None else None
        if target is None or pair is None:
            continue
        a, b, gap = pair
        need = rounded(max(gap - inch(ENGAGEMENT), 0.0))
        line_mark, label = _measure(frame, a, b, "charge", unit=unit["id"], target=target_id)
        marks += _rings(frame, _placed(target), ENGAGEMENT, "w40k-engagement", unit=target_id)
        marks += [line_mark, label, text(label.x, label.y + 0.9, f"≥{inch_label(need)}", "w40k-charge-need", f"{unit['id']} → {target_id}", distance=need, target=target_id)]
    return marks


def _declare_charge(state: Json, action: Json) -> list[Mark]:
    unit = _units(state).get(str(action.get("unit")))
    if unit is None:
        return []
    frame = _frame(state)
    targets = [str(t) for t in action.get("targets") or []]
    return _rings(frame, _placed(unit), COHERENCY_HORIZONTAL, "w40k-coherency", unit=unit["id"]) + _charge_lines(state, frame, unit, targets)


def _charge_move(state: Json, action: Json) -> list[Mark]:
    """The charge move: the lines to the declared targets (from the state's sequence), the
    paths, and the roll written at the charging unit."""
    unit = _units(state).get(str(action.get("unit")))
    if unit is None:
        return []
    frame = _frame(state)
    sequence = state.get("sequence") if isinstance(state.get("sequence"), dict) else {}
    marks = _charge_lines(state, frame, unit, [str(t) for t in sequence.get("targets") or []])
    path_marks, ends = _path_marks(state, frame, action.get("paths"), "charge")
    marks += _rings(frame, _at_end(_placed(unit), ends), COHERENCY_HORIZONTAL, "w40k-coherency", unit=unit["id"]) + path_marks
    if sequence.get("roll") is not None and _placed(unit):
        x, y = frame.at(point(_placed(unit)[0]["at"]))
        roll = float(sequence["roll"])
        marks.append(text(x, y + 1.6, f"2W6 = {inch_label(roll)}", "w40k-charge-need", f"{unit['id']}", roll=sequence["roll"], unit=unit["id"]))
    return marks


# -- attacks ---------------------------------------------------------------------------------


def _weapon(model: Json, weapon_id: Json) -> Json:
    return next((w for w in model.get("weapons") or [] if w["id"] == weapon_id), {})


def _attack_lines(state: Json, action: Json) -> list[Mark]:
    """Each declared line: the attacking model to the closest model of its target, the gap
    labelled, the weapon and its range in the line's data."""
    units, models = _units(state), _models(state)
    frame = _frame(state)
    marks: list[Mark] = []
    drawn: set[tuple[str, str]] = set()
    for attack in action.get("attacks") or []:
        found = models.get(str(attack.get("model")))
        target = units.get(str(attack.get("target")))
        if found is None or target is None or (str(attack["model"]), str(target["id"])) in drawn:
            continue
        drawn.add((str(attack["model"]), str(target["id"])))
        pair = _closest_pair([found[1]], _placed(target))
        if pair is None:
            continue
        weapon = _weapon(found[1], attack.get("weapon"))
        marks += _measure(frame, pair[0], pair[1], "attack", unit=found[0]["id"], target=target["id"], weapon=attack.get("weapon"), range=weapon.get("range"))
    return marks


def _shoot(state: Json, action: Json) -> list[Mark]:
    return _attack_lines(state, action)


def _fight(state: Json, action: Json) -> list[Mark]:
    """Pile in, the attacks, and the engagement range of the fighting unit and its targets."""
    units = _units(state)
    unit = units.get(str(action.get("unit")))
    if unit is None:
        return []
    frame = _frame(state)
    path_marks, _ = _path_marks(state, frame, action.get("pile_in"), "path")
    targets = {str(a.get("target")) for a in action.get("attacks") or []} & set(units)
    rings = _rings(frame, _placed(unit), ENGAGEMENT, "w40k-engagement", unit=unit["id"])
    for target_id in sorted(targets):
        rings += _rings(frame, _placed(units[target_id]), ENGAGEMENT, "w40k-engagement", unit=target_id)
    return rings + path_marks + _attack_lines(state, action)


# -- set-ups, questions, whole units -----------------------------------------------------------


def _setup(state: Json, action: Json) -> list[Mark]:
    """Where each model is set up: its base, dashed, and the unit's coherency there."""
    unit = _units(state).get(str(action.get("unit")))
    if unit is None:
        return []
    frame = _frame(state)
    by_id = {str(m["id"]): m for m in unit["models"]}
    placed = [{**by_id[k], "at": v} for k, v in sorted((action.get("positions") or {}).items()) if k in by_id]
    marks = [base(frame, point(m["at"]), number(m["base"]), "w40k-setup", str(m["id"]), unit=unit["id"], model=m["id"]) for m in placed]
    return _rings(frame, placed, COHERENCY_HORIZONTAL, "w40k-coherency", unit=unit["id"]) + marks + _setup_distances(state, action, unit, placed)


def _setup_distances(state: Json, action: Json, unit: Json, placed: list[Json]) -> list[Mark]:
    """What a set-up is measured against: from a destroyed transport, each model's gap to the
    wreck with the wreck's 3" and 6" (WH-ATK-17 to WH-ATK-20); disembarking, each model's gap to
    its transport (3", WH-TRA-7); arriving from reserves, the closest gap to an enemy (more than 9",
    WH-RES-4)."""
    frame = _frame(state)
    kind = action.get("type")
    if kind == "emergency_disembark":
        wreck = next((p for p in state.get("pending") or [] if p.get("unit") == unit["id"]), None)
        if wreck is None:
            return []
        where = {"id": wreck["transport"], "at": wreck["at"], "base": wreck["base"]}
        rings = [ring(frame, point(where["at"]), number(where["base"]), reach, "range", f"{where['id']} {inch_label(inch(reach))}", transport=where["id"])
                 for reach in (TRANSPORT_RANGE, EMERGENCY_RANGE)]
        return rings + [m for model in placed for m in _measure(frame, model, where, "w40k-question", unit=unit["id"])]
    if kind == "disembark":
        carrier = _units(state).get(str(unit.get("transport")))
        return [m for model in placed for m in _closest_measure(frame, [model], _placed(carrier) if carrier else [], unit=unit["id"])]
    if kind == "arrive":
        return _closest_measure(frame, placed, _enemies(state, unit), unit=unit["id"], limit=inch(ENEMY_DISTANCE))
    return []


def _closest_measure(frame: Frame, ours: list[Json], theirs: list[Json], **data: object) -> list[Mark]:
    """The gap between the closest two bases of the two lists, measured and labelled."""
    pair = _closest_pair(ours, theirs)
    return list(_measure(frame, pair[0], pair[1], "w40k-question", **data)) if pair is not None else []


def _ask(state: Json, action: Json) -> list[Mark]:
    frame = _frame(state)
    question = action.get("question")
    if question == "engagement":
        models = _models(state)
        a, b = models.get(str(action.get("model"))), models.get(str(action.get("other")))
        if a is None or b is None:
            return []
        return _rings(frame, [a[1]], ENGAGEMENT, "w40k-engagement") + list(_measure(frame, a[1], b[1], "w40k-question"))
    if question == "coherency":
        unit = _units(state).get(str(action.get("unit")))
        return _rings(frame, _placed(unit), COHERENCY_HORIZONTAL, "w40k-coherency", unit=unit["id"]) if unit is not None else []
    if question == "objective_control":
        return _objective_ranges(state)
    if question == "path_length":
        return _path_marks(state, frame, [{"model": action.get("model"), "path": action.get("path")}], "path")[0]
    return []


def _objective_ranges(state: Json) -> list[Mark]:
    """3" around each objective marker: who stands within it counts towards its control."""
    frame = _frame(state)
    return [
        ring(frame, point(o["at"]), number(o["diameter"]), OBJECTIVE_HORIZONTAL, "range", f"{o['id']} 3\"", objective=o["id"])
        for o in state.get("objectives") or []
    ]


def _whole_unit(state: Json, action: Json) -> list[Mark]:
    """An action on a unit without positions (advance, battle-shock test, stratagem): its
    models ringed at coherency distance."""
    unit = _units(state).get(str(action.get("unit")))
    return _rings(_frame(state), _placed(unit), COHERENCY_HORIZONTAL, "w40k-coherency", unit=unit["id"]) if unit is not None else []


def _end_turn(state: Json, action: Json) -> list[Mark]:
    """The end of a turn checks every unit's coherency (WH-ZUG-1)."""
    frame = _frame(state)
    return [m for u in state["units"] for m in _rings(frame, _placed(u), COHERENCY_HORIZONTAL, "w40k-coherency", unit=u["id"])]


def draw_action(state: Json, action: Json) -> tuple[Mark, ...]:
    """The action over the battlefield before it (``Drawer.action`` for a game state)."""
    if not isinstance(action, dict):
        return ()
    kind = action.get("type")
    if kind == "move":
        marks = _move(state, action, "path")
    elif kind in ("charge_move",):
        marks = _charge_move(state, action)
    elif kind == "consolidate":
        marks = _move(state, action, "path")
    elif kind == "declare_charge":
        marks = _declare_charge(state, action)
    elif kind == "shoot":
        marks = _shoot(state, action)
    elif kind == "fight":
        marks = _fight(state, action)
    elif kind in ("arrive", "disembark", "emergency_disembark"):
        marks = _setup(state, action)
    elif kind == "ask":
        marks = _ask(state, action)
    elif kind in ("advance", "battle_shock_test", "use_stratagem"):
        marks = _whole_unit(state, action)
    elif kind == "end_turn":
        marks = _end_turn(state, action)
    elif kind == "end_phase":
        marks = _objective_ranges(state)
    else:
        marks = []
    return tuple(marks)

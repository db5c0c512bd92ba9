"""Pictures of Mordheim states and actions (``regelwerk show``; :mod:`regelwerk.pictures`).

The table is drawn in inches, north up (:mod:`regelwerk.pictures.inchtable`): its size from the
state, every model on it as its base to scale, coloured by warband, its id above it, its status a
class the legend explains, a fleeing model's flight an arrow.  Models off the table (out of
action, fled off it, routed) stand in a row under the table, faded, so the 25 % of the rout test
can be counted on the picture.

Over the state before, the action: a move's path with its straight length, a shot's line with
the gap between the bases, and for a rally the distances the rule measures: to the leader with
his 6" around him (MH-SAM-2), and to the closest standing model (MH-SAM-1, the reading
``MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind``).  A rout test names its losses and rings its
tester (MH-RUE-1 to MH-RUE-3).  Distances are measured horizontally, the default reading of
``MH-A-MESSUNG``; the drawer sees no interpretations, so the defaults are what it shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from regelwerk.core.canonical import Json
from regelwerk.core.errors import EngineRejection
from regelwerk.core.inches import inches
from regelwerk.core.ruleset import Interpretations
from regelwerk.pictures.inchtable import Frame, base, centre_inches, inch, inch_label, measurement, number, point, ring, where
from regelwerk.pictures.scene import Box, Language, LegendEntry, Mark, circle, legend, line, polyline, rect, text
from regelwerk.rulesets.mordheim import rally, rout
from regelwerk.rulesets.mordheim.state import State, parse_state

MARGIN = 1.0  # inches of room around the table for labels
BOUNDS_MARGIN = inches(3)  # around the models when the state has no table
OFF_TABLE_ROW = 2.5  # inches under the table where the models off it stand
FLIGHT_ARROW = 1.5  # inches: the length of the arrow that shows a flight's direction
ON_TABLE = ("standing", "knocked_down", "stunned", "fleeing")


def _band_class(index: int) -> str:
    """The colour of the ``index``-th warband in turn order: the shared two sides, then more."""
    shared = ("side-a", "side-b")
    return f"mordheim-band-{index % 4 + 1}" + (f" {shared[index]}" if index < 2 else "")


def _status_class(status: str) -> str:
    return "mordheim-" + status.replace("_", "-")


@cache
def _defaults() -> Interpretations:
    """The default readings: what the picture measures with (it is not told the case's)."""
    from regelwerk.rulesets.mordheim import RULESET

    return RULESET.interpretations()


def _parsed(state: Json) -> State:
    """The state as the rules read it; a state they refuse is a ``ValueError`` here (the picture
    of a malformed state is "no picture", never an error)."""
    try:
        return parse_state(state)
    except EngineRejection as exc:
        raise ValueError(str(exc.rejection)) from exc


# -- the state -------------------------------------------------------------------------------


def _extent(state: Json) -> tuple[int, int, int, int]:
    """The rectangle drawn, in units: the table when the state gives one, else the models'
    bounding box with a margin."""
    table = state.get("table")
    if isinstance(table, dict):
        return 0, 0, number(table["width"]), number(table["depth"])
    spots = [point(m["at"]) for m in state["models"] if m.get("at") is not None]
    if not spots:
        return 0, 0, 2 * BOUNDS_MARGIN, 2 * BOUNDS_MARGIN
    xs, ys = [p.x for p in spots], [p.y for p in spots]
    return min(xs) - BOUNDS_MARGIN, min(ys) - BOUNDS_MARGIN, max(xs) + BOUNDS_MARGIN, max(ys) + BOUNDS_MARGIN


def _warband_classes(state: Json) -> dict[str, str]:
    return {str(w["id"]): _band_class(i) for i, w in enumerate(state["warbands"])}


def _leaders(state: Json) -> frozenset[str]:
    return frozenset(str(w["leader"]) for w in state["warbands"] if w.get("leader") is not None)


def _model_marks(frame: Frame, model: Json, colour: str, leader: bool, highlight: frozenset[str]) -> tuple[Mark, ...]:
    """A model on the table: its base, its id above it, a fleeing model's direction of flight."""
    p = point(model["at"])
    diameter = number(model["base"])
    status = str(model["status"])
    cls = f"unit {colour} {_status_class(status)}" + (" mordheim-leader" if leader else "") + (" differs" if model["id"] in highlight else "")
    title = f"{model['id']} ({model['warband']}, {status})"
    x, y = frame.at(p)
    marks = [
        base(frame, p, diameter, cls, title, model=model["id"], unit=model["warband"], status=status),
        text(x, y - inch(diameter) / 2 - 0.45, str(model["id"]), "label mordheim-name", title, model=model["id"], unit=model["warband"], at=where(p)),
    ]
    flight = model.get("flight")
    if status == "fleeing" and isinstance(flight, list) and len(flight) == 2 and flight != [0, 0]:
        dx, dy = float(flight[0]), float(flight[1])
        norm = (dx * dx + dy * dy) ** 0.5
        tip = (x + FLIGHT_ARROW * dx / norm, y - FLIGHT_ARROW * dy / norm)
        marks.append(line((x, y), tip, "mordheim-flight", f"{model['id']} flight {flight}", arrow=True, model=model["id"]))
    return tuple(marks)


def _off_table_marks(models: list[Json], colours: Mapping[str, str], left: float, row: float, highlight: frozenset[str]) -> tuple[Mark, ...]:
    """The models that are not on the table, in a row under it, faded, with their status."""
    marks: list[Mark] = []
    x = left + 0.8
    for model in models:
        diameter = inch(number(model["base"]))
        status = str(model["status"])
        cls = f"unit {colours[model['warband']]} {_status_class(status)} removed" + (" differs" if model["id"] in highlight else "")
        title = f"{model['id']} ({model['warband']}, {status})"
        x += diameter / 2
        marks.append(circle(x, row, diameter / 2, cls, title, model=model["id"], unit=model["warband"], status=status))
        marks.append(text(x, row + diameter / 2 + 0.45, str(model["id"]), "label mordheim-name", title, model=model["id"], unit=model["warband"]))
        x += diameter / 2 + 0.9
    return tuple(marks)


def _notes(state: Json) -> tuple[str, ...]:
    """What the table cannot show: the phase, whose turn, the result, pending effects."""
    notes = [f"phase: {state['phase']} · active: {state['active']}"]
    if state.get("result") is not None:
        notes.append(f"result: {state['result']}")
    effects = state.get("effects") or []
    if effects:
        notes.append("effects: " + ", ".join(f"{e['id']} {e['kind']} → {e['model']}" for e in effects))
    return tuple(notes)


def draw_state(state: Json, highlight: frozenset[str] = frozenset()) -> tuple[Box, tuple[Mark, ...], tuple[str, ...]]:
    """The table and every model (``Drawer.state``)."""
    x0, y0, x1, y1 = _extent(state)
    frame = Frame(y1)
    colours = _warband_classes(state)
    leaders = _leaders(state)
    width, depth = inch(x1 - x0), inch(y1 - y0)
    left, top = inch(x0), 0.0
    marks: list[Mark] = [rect(left, top, width, depth, "board", data_table=f"{x1 - x0}x{y1 - y0}")]
    on = [m for m in state["models"] if m.get("at") is not None]
    off = [m for m in state["models"] if m.get("at") is None]
    for model in on:
        marks.extend(_model_marks(frame, model, colours[model["warband"]], model["id"] in leaders, highlight))
    row = depth + OFF_TABLE_ROW
    marks.extend(_off_table_marks(off, colours, left, row, highlight))
    height = depth + (2 * OFF_TABLE_ROW if off else 0)
    box = Box(left - MARGIN, top - MARGIN, width + 2 * MARGIN, height + 2 * MARGIN)
    return box, tuple(marks), _notes(state)


# -- the action ------------------------------------------------------------------------------


def _model(state: Json, model_id: Json) -> Json:
    """The model of the state with this id (``KeyError`` if there is none)."""
    for model in state["models"]:
        if model["id"] == model_id:
            return model
    raise KeyError(model_id)


def _placed(state: Json, model_id: Json) -> Json | None:
    """The model if it stands on the table, else ``None`` (an action may name anybody)."""
    try:
        model = _model(state, model_id)
    except KeyError:
        return None
    return model if model.get("at") is not None else None


def _frame(state: Json) -> Frame:
    return Frame(_extent(state)[3])


def _note_over(frame: Frame, model: Json, words: str, cls: str = "mordheim-acting") -> tuple[Mark, ...]:
    """A ring round the model an action is about, and the action's name (an id) beside it."""
    p = point(model["at"])
    diameter = number(model["base"])
    x, y = frame.at(p)
    return (
        ring(frame, p, diameter, inches(1) // 4, cls, words, model=model["id"]),
        text(x, y + inch(diameter) / 2 + 0.8, words, "label mordheim-action", words, model=model["id"]),
    )


def _move(state: Json, action: Json) -> tuple[Mark, ...]:
    """A move in a straight line (the engine checks no more): the path and its length."""
    model = _placed(state, action.get("model"))
    if model is None:
        return ()
    frame = _frame(state)
    start, end = point(model["at"]), point(action["to"])
    length = centre_inches(start, end)
    a, b = frame.at(start), frame.at(end)
    middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    return (
        base(frame, end, number(model["base"]), "mordheim-ghost", f"{model['id']} → {where(end)}", model=model["id"]),
        polyline((a, b), "path", inch_label(length), arrow=True, model=model["id"], distance=length),
        text(middle[0], middle[1], inch_label(length), "distance-label", inch_label(length), model=model["id"], distance=length),
    )


def _shot(state: Json, action: Json) -> tuple[Mark, ...]:
    """A shot: the line from the shooter to the target with the gap between their bases."""
    shooter, target = _placed(state, action.get("model")), _placed(state, action.get("target"))
    if shooter is None or target is None:
        return ()
    frame = _frame(state)
    return measurement(
        frame, point(shooter["at"]), number(shooter["base"]), point(target["at"]), number(target["base"]), "attack", False,
        model=shooter["id"], target=target["id"],
    )


def _rally(state: Json, action: Json) -> tuple[Mark, ...]:
    """A rally test: the fleeing model ringed, the distance to its leader with the leader's 6"
    (when it tests on his leadership) and to the closest standing models (MH-SAM-1)."""
    model = _placed(state, action.get("model"))
    if model is None:
        return ()
    frame = _frame(state)
    marks = list(_note_over(frame, model, "rally"))
    parsed = _parsed(state)
    me = parsed.models[str(model["id"])]
    leader = parsed.leader(me.warband)
    if action.get("use_leader") and leader is not None and leader.on_table and leader.id != me.id:
        reach = inches(rally.LEADER_RANGE_INCHES)
        marks.append(ring(frame, leader.position(), leader.base, reach, "range mordheim-leader-range", f"{leader.id} {inch_label(inch(reach))}", model=leader.id))
        marks.extend(measurement(frame, me.position(), me.base, leader.position(), leader.base, "mordheim-to-leader", False, model=me.id, other=leader.id, limit=6))
    standing = [m for m in parsed.models.values() if m.id != me.id and m.on_table and m.status == "standing"]
    for other in rally.closest(me, standing, _defaults()) if standing else []:
        relation = "friend" if other.warband == me.warband else "enemy"
        marks.extend(measurement(frame, me.position(), me.base, other.position(), other.base, f"mordheim-nearest mordheim-{relation}", False, model=me.id, other=other.id, relation=relation))
    return tuple(marks)


def _rout_test(state: Json, warband: str, words: str) -> tuple[Mark, ...]:
    """A rout test (or a voluntary rout, or the question about one): losses over starting
    models written over the table (MH-RUE-1), the model that would test ringed (MH-RUE-2, 3)."""
    parsed = _parsed(state)
    if warband not in {w.id for w in parsed.warbands}:
        return ()
    frame = _frame(state)
    start, lost = rout.losses(parsed, warband, _defaults())
    x0, _, x1, _ = _extent(state)
    marks: list[Mark] = [text(inch(x0 + x1) / 2, -0.5, f"{words} {warband}: {lost}/{start}", "label mordheim-action", lost=lost, start=start)]
    tester = rout.tester(parsed, warband, _defaults())
    if tester is not None and tester.on_table:
        marks.extend(_note_over(frame, _model(state, tester.id), f"{tester.profile.leadership}"))
    return tuple(marks)


def draw_action(state: Json, action: Json) -> tuple[Mark, ...]:
    """The action over the state before it (``Drawer.action``)."""
    kind = action.get("type") if isinstance(action, dict) else None
    if kind == "move":
        return _move(state, action)
    if kind == "shoot":
        return _shot(state, action)
    if kind == "rally":
        return _rally(state, action)
    if kind in ("rout_test", "voluntary_rout"):
        return _rout_test(state, str(action.get("player")), str(kind))
    if kind == "ask" and action.get("question") == "rout_check":
        return _rout_test(state, str(action.get("warband")), "rout_check")
    if kind == "resolve_effect":
        effect = next((e for e in state["effects"] if e["id"] == action.get("effect")), None)
        model = _placed(state, effect["model"]) if effect is not None else None
        return _note_over(_frame(state), model, f"{effect['id']} {effect['kind']}") if effect is not None and model is not None else ()
    model = _placed(state, action.get("model")) if kind in ("turn_over", "stand_up", "cast", "ask") else None
    return _note_over(_frame(state), model, str(kind if kind != "ask" else action.get("question"))) if model is not None else ()


def pieces(state: Json) -> Mapping[str, Json]:
    """Models and warbands by id (``Drawer.pieces``): a model that moved or changed its status
    differs, and a warband that routed."""
    found: dict[str, Json] = {str(m["id"]): m for m in state["models"]}
    found.update({str(w["id"]): w for w in state["warbands"]})
    return found


class MordheimDrawer:
    """The Mordheim :class:`~regelwerk.pictures.scene.Drawer`."""

    legend: tuple[LegendEntry, ...] = (
        legend("unit side-a", "circle", "Bande (erste in Zugreihenfolge)", "warband (first in turn order)"),
        legend("unit side-b", "circle", "Bande (zweite)", "warband (second)"),
        legend("unit mordheim-band-1 mordheim-leader", "circle", "Anführer", "leader"),
        legend("unit mordheim-band-1 mordheim-knocked-down", "circle", "zu Boden gegangen", "knocked down"),
        legend("unit mordheim-band-1 mordheim-stunned", "circle", "betäubt", "stunned"),
        legend("unit mordheim-band-1 mordheim-fleeing", "circle", "auf der Flucht (Pfeil: Fluchtrichtung)", "fleeing (arrow: direction of flight)"),
        legend("unit mordheim-band-1 mordheim-out-of-action removed", "circle", "ausgeschaltet (unter dem Tisch)", "out of action (below the table)"),
        legend("unit mordheim-band-1 mordheim-fled removed", "circle", "über die Kante geflohen", "fled off the table"),
        legend("unit mordheim-band-1 mordheim-routed removed", "circle", "mit der Bande zurückgezogen", "routed with its warband"),
        legend("path", "line", "Bewegung (Länge Mitte zu Mitte)", "move (length centre to centre)"),
        legend("distance", "line", "gemessener Abstand der Bases in Zoll", "measured gap between bases in inches"),
        legend("range mordheim-leader-range", "circle", "6\" um den Anführer (Sammeln mit seinem Moralwert)", "6\" around the leader (rallying on his leadership)"),
    )
    scale: Mapping[Language, str] = {"de": "1 Zoll (Bases maßstäblich)", "en": "1 inch (bases to scale)"}

    def state(self, state: Json, highlight: frozenset[str] = frozenset()) -> tuple[Box, tuple[Mark, ...], tuple[str, ...]]:
        return draw_state(state, highlight)

    def action(self, state: Json, action: Json) -> tuple[Mark, ...]:
        return draw_action(state, action)

    def pieces(self, state: Json) -> Mapping[str, Json]:
        return pieces(state)


DRAWER = MordheimDrawer()

"""Pictures of Warhammer 40,000 states and actions (``regelwerk show``; :mod:`regelwerk.pictures`).

The battlefield is drawn in inches, north up (:mod:`regelwerk.pictures.inchtable`): the table,
the deployment zones, terrain pieces with their height written on them, objective markers to
scale, a destroyed transport's wreck while its passengers wait, and every alive model on the
battlefield as its round base to scale (the diameter in tenths of a millimetre over 254), coloured
by player, its unit's id over the unit.  Units elsewhere (reserves, embarked, destroyed) are named
under the picture.  The action is drawn over the state before it by
:mod:`regelwerk.rulesets.w40k.picture_overlays`; a board-free attack case is a list of units
instead (:mod:`regelwerk.rulesets.w40k.picture_attacks`).
"""

from __future__ import annotations

from collections.abc import Mapping

from regelwerk.core.canonical import Json
from regelwerk.core.inches import Point, inches
from regelwerk.pictures.inchtable import Frame, base, inch, inch_label, number, point, rounded
from regelwerk.pictures.scene import Box, Language, LegendEntry, Mark, legend, line, rect, text
from regelwerk.rulesets.w40k import picture_attacks, picture_overlays

MARGIN = 1.0  # inches of room around what is shown
FOCUS_MARGIN = inches(6)  # around the pieces: a move, a charge or a shot mostly stays within it
FOCUS_MINIMUM = inches(24)  # the smallest width and depth shown, so that a lone model has context
FACING = 1.2  # inches: the line that shows an aircraft's facing, past its base


def is_board_free(state: Json) -> bool:
    return isinstance(state, dict) and state.get("form") == "attacks"


def side_class(state: Json, player: Json) -> str:
    """The colour of a player: the first of ``players`` is side a, the second side b."""
    players = list(state["players"])
    return ("side-a", "side-b")[players.index(player)] if player in players else "neutral"


def frame_of(state: Json) -> Frame:
    return Frame(number(state["table"]["depth"]))


def _zone_marks(state: Json, frame: Frame) -> list[Mark]:
    marks: list[Mark] = []
    for player, area in sorted((state.get("deployment_zones") or {}).items()):
        x0, y0, x1, y1 = (number(v) for v in area)
        left, top = frame.at_units(x0, y1)
        marks.append(rect(left, top, inch(x1 - x0), inch(y1 - y0), f"w40k-zone {side_class(state, player)}", f"{player}", player=player))
    return marks


def _terrain_marks(state: Json, frame: Frame) -> list[Mark]:
    """Each piece as its rectangle, its height in inches written in the middle (``data-height``)."""
    marks: list[Mark] = []
    for piece in state.get("terrain") or []:
        x0, y0, x1, y1 = (number(v) for v in piece["area"])
        height = rounded(inch(number(piece["height"])))
        left, top = frame.at_units(x0, y1)
        title = f"{piece['id']} {inch_label(height)}"
        marks.append(rect(left, top, inch(x1 - x0), inch(y1 - y0), "terrain", title, terrain=piece["id"], height=height))
        cx, cy = frame.at_units((x0 + x1) / 2, (y0 + y1) / 2)
        marks.append(text(cx, cy, inch_label(height), "w40k-height", title, terrain=piece["id"], height=height))
    return marks


def _objective_marks(state: Json, frame: Frame) -> list[Mark]:
    marks: list[Mark] = []
    for marker in state.get("objectives") or []:
        p = point(marker["at"])
        controller = marker.get("controller")
        title = f"{marker['id']}" + (f" ({controller})" if controller else "")
        marks.append(base(frame, p, number(marker["diameter"]), "objective", title, objective=marker["id"], controller=controller))
        x, y = frame.at(p)
        marks.append(text(x, y - inch(number(marker["diameter"])) / 2 - 0.4, str(marker["id"]), "label", title, objective=marker["id"]))
    return marks


def _wreck_marks(state: Json, frame: Frame) -> list[Mark]:
    """A destroyed transport's wreck, while its passengers wait to be set up (WH-ATK-17)."""
    return [
        base(frame, point(p["at"]), number(p["base"]), "w40k-wreck", f"{p['transport']} → {p['unit']}", transport=p["transport"], unit=p["unit"])
        for p in state.get("pending") or []
    ]


def placed_models(unit: Json) -> list[Json]:
    """The models of a unit that stand on the battlefield."""
    return [m for m in unit["models"] if m.get("status") == "alive" and m.get("at") is not None]


def _model_marks(state: Json, frame: Frame, unit: Json, model: Json, highlight: frozenset[str]) -> list[Mark]:
    p = point(model["at"])
    diameter = number(model["base"])
    keywords = model.get("keywords") or []
    cls = f"unit {side_class(state, unit['player'])}" + (" w40k-aircraft" if "aircraft" in keywords else "") + (" differs" if model["id"] in highlight else "")
    title = f"{model['id']} ({unit['id']}) {model['wounds_left']}/{model['profile']['wounds']}"
    marks = [base(frame, p, diameter, cls, title, unit=unit["id"], model=model["id"], wounds=model["wounds_left"], base=diameter)]
    facing = model.get("facing")
    if isinstance(facing, list) and len(facing) == 2 and facing != [0, 0]:
        x, y = frame.at(p)
        dx, dy = float(facing[0]), float(facing[1])
        norm = (dx * dx + dy * dy) ** 0.5
        reach = inch(diameter) / 2 + FACING
        marks.append(line((x, y), (x + reach * dx / norm, y - reach * dy / norm), "w40k-facing", f"{model['id']} {facing}", arrow=True, model=model["id"]))
    return marks


def _unit_label(frame: Frame, unit: Json, models: list[Json], highlight: frozenset[str]) -> Mark:
    """The unit's id over its models: centred over them, above the topmost base."""
    spots = [(frame.at(point(m["at"])), inch(number(m["base"])) / 2) for m in models]
    x = sum(s[0][0] for s in spots) / len(spots)
    y = min(s[1] - r for s, r in spots) - 0.5
    cls = "label w40k-unit-label" + (" differs" if unit["id"] in highlight else "")
    return text(x, y, str(unit["id"]), cls, str(unit["id"]), unit=unit["id"])


def _elsewhere(state: Json) -> list[str]:
    """The units not on the battlefield, by where they are: what the table cannot show."""
    where: dict[str, list[str]] = {}
    for unit in state["units"]:
        if unit["location"] != "battlefield":
            name = unit["id"] + (f" ({unit['transport']})" if unit.get("transport") else "")
            where.setdefault(str(unit["location"]), []).append(name)
    return [f"{location}: {', '.join(names)}" for location, names in sorted(where.items())]


def _notes(state: Json) -> tuple[str, ...]:
    cp = ", ".join(f"{p} {state['cp'][p]}" for p in state["players"])
    notes = [f"round {state['round']}/{state['last_round']} · {state['phase']}/{state['step']} · active: {state['active']} · CP {cp}"]
    sequence = state.get("sequence")
    if isinstance(sequence, dict):
        targets = " → " + ", ".join(sequence.get("targets") or []) if sequence.get("targets") else ""
        roll = f" {sequence['roll']}" if sequence.get("roll") is not None else ""
        notes.append(f"{sequence['kind']}: {sequence['unit']}{roll}{targets}")
    notes.extend(_elsewhere(state))
    return tuple(notes)


def _pieces_at(state: Json) -> list[tuple[Point, int]]:
    """The centre and diameter of everything round on the battlefield: models, markers, wrecks."""
    found = [(point(m["at"]), number(m["base"])) for u in state["units"] for m in placed_models(u)]
    found += [(point(o["at"]), number(o["diameter"])) for o in state.get("objectives") or []]
    return found + [(point(p["at"]), number(p["base"])) for p in state.get("pending") or []]


def _span(low: int, high: int, size: int) -> tuple[int, int]:
    """``[low, high]`` grown to :data:`FOCUS_MINIMUM` around its middle, then moved inside
    ``[0, size]`` (the whole of it when the table is smaller)."""
    if high - low < FOCUS_MINIMUM:
        middle = (low + high) // 2
        low, high = middle - FOCUS_MINIMUM // 2, middle + FOCUS_MINIMUM // 2
    if high - low >= size:
        return 0, size
    shift = max(0, -low) - max(0, high - size)
    return low + shift, high + shift


def focus(state: Json) -> tuple[int, int, int, int]:
    """The part of the battlefield a picture shows, in units (``x0, y0, x1, y1``): the pieces
    on it with :data:`FOCUS_MARGIN` around them, at least :data:`FOCUS_MINIMUM` each way.  A whole
    60" battlefield in one panel would draw a 32 mm base a few pixels wide; the panel cuts
    whatever reaches beyond the part shown (terrain, zones, a long path)."""
    width, depth = number(state["table"]["width"]), number(state["table"]["depth"])
    spots = _pieces_at(state)
    if not spots:
        return 0, 0, width, depth
    x0, x1 = _span(min(p.x - d // 2 for p, d in spots) - FOCUS_MARGIN, max(p.x + d // 2 for p, d in spots) + FOCUS_MARGIN, width)
    y0, y1 = _span(min(p.y - d // 2 for p, d in spots) - FOCUS_MARGIN, max(p.y + d // 2 for p, d in spots) + FOCUS_MARGIN, depth)
    return x0, y0, x1, y1


def _view_note(state: Json, shown: tuple[int, int, int, int]) -> tuple[str, ...]:
    """Which part of the battlefield is shown, when it is not all of it."""
    width, depth = number(state["table"]["width"]), number(state["table"]["depth"])
    if shown == (0, 0, width, depth):
        return ()
    x0, y0, x1, y1 = (inch_label(inch(v)) for v in shown)
    return (f"x {x0}–{x1}, y {y0}–{y1} ({inch_label(inch(width))} × {inch_label(inch(depth))})",)


def draw_battlefield(state: Json, highlight: frozenset[str] = frozenset()) -> tuple[Box, tuple[Mark, ...], tuple[str, ...]]:
    """The battlefield and everything on it (``Drawer.state`` for a game state)."""
    width, depth = inch(number(state["table"]["width"])), inch(number(state["table"]["depth"]))
    frame = frame_of(state)
    marks: list[Mark] = [rect(0, 0, width, depth, "board", data_table=f"{state['table']['width']}x{state['table']['depth']}")]
    marks += _zone_marks(state, frame) + _terrain_marks(state, frame) + _objective_marks(state, frame) + _wreck_marks(state, frame)
    labels: list[Mark] = []
    for unit in state["units"]:
        models = placed_models(unit)
        for model in models:
            marks.extend(_model_marks(state, frame, unit, model, highlight))
        if models:
            labels.append(_unit_label(frame, unit, models, highlight))
    shown = focus(state)
    left, top = frame.at_units(shown[0], shown[3])
    box = Box(left - MARGIN, top - MARGIN, inch(shown[2] - shown[0]) + 2 * MARGIN, inch(shown[3] - shown[1]) + 2 * MARGIN)
    return box, tuple(marks + labels), _notes(state) + _view_note(state, shown)


def pieces(state: Json) -> Mapping[str, Json]:
    """Units (without their models) and models by id: a model that moved differs, its unit
    only when the unit's own fields changed."""
    return picture_attacks.pieces(state)


class W40kDrawer:
    """The Warhammer 40,000 :class:`~regelwerk.pictures.scene.Drawer`."""

    legend: tuple[LegendEntry, ...] = (
        legend("unit side-a", "circle", "Modell des ersten Spielers (Base maßstäblich)", "model of the first player (base to scale)"),
        legend("unit side-b", "circle", "Modell des zweiten Spielers", "model of the second player"),
        legend("terrain", "rect", "Gelände (Zahl: Höhe in Zoll)", "terrain (number: height in inches)"),
        legend("objective", "circle", "Missionsziel-Marker", "objective marker"),
        legend("w40k-zone side-a", "rect", "Aufstellungszone", "deployment zone"),
        legend("w40k-engagement", "circle", "Nahkampfreichweite 1\" um die Base", "engagement range, 1\" around the base"),
        legend("w40k-coherency", "circle", "Formation 2\" um die Base", "coherency, 2\" around the base"),
        legend("path", "line", "Bewegung (Pfad, Länge wie gezählt)", "move (path, length as counted)"),
        legend("charge", "line", "Angriff: Abstand zum Ziel; ≥: was der Wurf schaffen muss", "charge: gap to the target; ≥: what the roll must cover"),
        legend("attack", "line", "Attacke: Abstand zum nächsten Zielmodell", "attack: gap to the closest target model"),
        legend("w40k-setup", "circle", "Aufstellung", "set up"),
        legend("w40k-wreck", "circle", "zerstörter Transporter", "destroyed transport"),
    )
    scale: Mapping[Language, str] = {"de": "1 Zoll (Bases maßstäblich, 25,4 mm = 1 Zoll)", "en": "1 inch (bases to scale, 25.4 mm = 1 inch)"}

    def state(self, state: Json, highlight: frozenset[str] = frozenset()) -> tuple[Box, tuple[Mark, ...], tuple[str, ...]]:
        if is_board_free(state):
            return picture_attacks.draw_state(state, highlight)
        return draw_battlefield(state, highlight)

    def action(self, state: Json, action: Json) -> tuple[Mark, ...]:
        if is_board_free(state):
            return picture_attacks.draw_action(state, action)
        return picture_overlays.draw_action(state, action)

    def pieces(self, state: Json) -> Mapping[str, Json]:
        return pieces(state)


DRAWER = W40kDrawer()

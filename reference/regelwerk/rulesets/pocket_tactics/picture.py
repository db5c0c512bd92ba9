"""Pictures of Pocket-Tactics states and actions (``regelwerk show``): the hex map with every tile
in its terrain's colour, both bases (Stützpunkte) with their defence dice, every unit on the map
coloured by faction and labelled with its id; reserves, prison camps and the phase as notes.  An
action is drawn over the state before it: a move's path (through the landings of ``via``), an
attack's line with the hex distance labelled (melee solid, ranged dashed), the hex a base, tile,
deployed or summoned unit is put on, and a line naming the action for everything else.

The drawer reads the JSON of ``docs/pocket_tactics.md`` directly, not through ``parse_state``:
a picture should show what a vector holds, also a state the engine would refuse.  What it cannot
read (a missing field, a coordinate that is no small integer, an unknown terrain) raises
``KeyError``, ``TypeError`` or ``ValueError``, and the picture says "no picture" instead.

Coordinates: axial hexes of :mod:`regelwerk.core.hexgrid` (flat-topped, ``r`` to the south); one
hex has circumradius 1 in the drawing.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from regelwerk.core.canonical import Json
from regelwerk.core.hexgrid import DIRECTIONS, Hex, distance
from regelwerk.pictures.scene import Box, Language, LegendEntry, Mark, Point, beside, between, circle, legend, line, polygon, polyline, text

FACTIONS = ("legion", "tribes")
SIDE = {"legion": "side-a", "tribes": "side-b"}  # the shared unit colours: legion blue, tribes red
TERRAINS = ("field", "hill", "village", "water", "forest")
# Coordinates farther out than this are no map anyone draws (the limit vectors use a few dozen
# hexes at most); refusing them keeps float arithmetic exact enough and a picture small.
LIMIT = 1000
UNIT_RADIUS = 0.5
MARGIN = 1.2  # around the outermost hex centres: the hexes themselves plus a little air
NOTE_STRIP = 1.0  # above the map: the line that names the action
EMPTY_RADIUS = 4  # the sample maps reach about this far from [0, 0]
GROWING = ("setup", "second_base")  # the phases in which an action puts a tile or a base next to the map


@dataclass(frozen=True)
class Board:
    """What the drawer needs of a state: every hex it draws, already checked."""

    tiles: tuple[tuple[Hex, str], ...]
    bases: tuple[tuple[str, Hex | None, int], ...]  # faction, where (None: not placed), defence
    units: Mapping[str, Json]  # id -> the unit's JSON
    board: tuple[tuple[str, Hex], ...]  # unit id, where
    reserve: Mapping[str, tuple[str, ...]]
    prison: Mapping[str, tuple[str, ...]]


# -- geometry --------------------------------------------------------------------------------------


def centre(at: Hex) -> Point:
    """The centre of a flat-topped hex of circumradius 1: ``(3/2 q, sqrt(3) (r + q/2))``, so that
    the directions of :mod:`regelwerk.core.hexgrid` land on the six sides (north is up)."""
    return 1.5 * at.q, math.sqrt(3.0) * (at.r + at.q / 2)


def corners(at: Hex, size: float = 1.0) -> tuple[Point, ...]:
    """The six corners of ``at`` (flat-topped: the first one due east), scaled by ``size``."""
    x, y = centre(at)
    return tuple(
        (round(x + size * math.cos(math.pi / 3 * i), 4), round(y + size * math.sin(math.pi / 3 * i), 4)) for i in range(6)
    )


def hex_of(value: Json) -> Hex:
    """A JSON ``[q, r]`` as a :class:`Hex`; anything else (also a bool or a huge number) raises."""
    q, r = value
    for n in (q, r):
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError(f"a hex coordinate must be an integer, not {n!r}")
        if abs(n) > LIMIT:
            raise ValueError(f"hex coordinate {n} is beyond {LIMIT}")
    return Hex(q, r)


def count(value: Json) -> int:
    """A JSON count (dice, defence) as an int; a bool, a float or a huge number raises."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a count must be an integer, not {value!r}")
    if abs(value) > LIMIT:
        raise ValueError(f"count {value} is beyond {LIMIT}")
    return value


def _at(h: Hex) -> str:
    return f"{h.q},{h.r}"


# -- reading the state -----------------------------------------------------------------------------


def read(state: Json) -> Board:
    """The parts of ``state`` a picture shows, checked just enough to be drawn."""
    tiles = []
    for tile in state["tiles"]:
        terrain = tile["terrain"]
        if terrain not in TERRAINS:  # the class names come from this list, never from the data
            raise ValueError(f"unknown terrain {terrain!r}")
        tiles.append((hex_of(tile["at"]), str(terrain)))
    bases = []
    for faction in FACTIONS:
        base = state["bases"][faction]
        at = None if base["at"] is None else hex_of(base["at"])
        bases.append((faction, at, count(base["defence"])))
    units = {str(unit["id"]): unit for unit in state["units"]}
    for unit in units.values():
        _side(unit)
    board = tuple((str(entry["unit"]), hex_of(entry["at"])) for entry in state["board"])
    reserve = {f: tuple(str(i) for i in state["reserve"][f]) for f in FACTIONS}
    prison = {f: tuple(str(i) for i in state["prison"][f]) for f in FACTIONS}
    return Board(tuple(tiles), tuple(bases), units, board, reserve, prison)


def _side(unit: Json) -> str:
    faction = unit["faction"]
    if faction not in SIDE:
        raise ValueError(f"unknown faction {faction!r}")
    return SIDE[faction]


def _box(board: Board, phase: Json) -> Box:
    """The part of the plane the map needs: every tile, placed base and unit, with a margin and a
    strip on top for the action's line.  While the map is laid (phases ``setup`` and
    ``second_base``) the ring of hexes around it too: the tile or base of the action goes there,
    and would otherwise be drawn outside the panel.  An empty map (before the roll-off) gets one
    hex's room."""
    hexes = [h for h, _ in board.tiles] + [h for _, h, _ in board.bases if h is not None] + [h for _, h in board.board]
    if phase in GROWING:
        # an empty map takes its first base anywhere: room for the sample maps' size around [0, 0]
        hexes += [n for h in hexes for n in h.neighbours()] or [Hex(0, 0) + d.scaled(EMPTY_RADIUS) for d in DIRECTIONS.values()]
    points = [centre(h) for h in hexes] or [(0.0, 0.0)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = min(xs) - MARGIN, min(ys) - MARGIN - NOTE_STRIP
    return Box(left, top, max(xs) + MARGIN - left, max(ys) + MARGIN - top)


# -- the state -------------------------------------------------------------------------------------


def tile_marks(board: Board, highlight: frozenset[str] = frozenset()) -> tuple[Mark, ...]:
    """One hexagon per tile, filled by terrain (outlined as differing where ``tile:<q>,<r>`` is in
    ``highlight``)."""
    return tuple(
        polygon(
            corners(at, 0.98),
            f"pocket_tactics-{terrain}" + (" differs" if _tile_id(at) in highlight else ""),
            f"{terrain} {at}",
            at=_at(at),
            terrain=terrain,
        )
        for at, terrain in board.tiles
    )


def _tile_id(at: Hex) -> str:
    """A tile's piece id: ``tile:<q>,<r>`` (a tile is the only piece of its hex)."""
    return f"tile:{_at(at)}"


def base_marks(board: Board, highlight: frozenset[str]) -> tuple[Mark, ...]:
    """Each placed base: a smaller hexagon in its faction's colour with its defence dice as label."""
    marks: list[Mark] = []
    for faction, at, defence in board.bases:
        if at is None:
            continue
        cls = f"pocket_tactics-base {SIDE[faction]}" + (" differs" if f"base:{faction}" in highlight else "")
        x, y = centre(at)
        marks.append(
            polygon(corners(at, 0.8), cls, f"base {faction} {at}, defence {defence}", base=faction, at=_at(at), defence=defence)
        )
        marks.append(text(x, y, f"\u25a0{defence}", "unit-label", base=faction, at=_at(at), defence=defence))
    return tuple(marks)


def unit_marks(board: Board, highlight: frozenset[str]) -> tuple[Mark, ...]:
    """Each unit on the map: a disc in its faction's colour, its id written on it."""
    marks: list[Mark] = []
    for unit_id, at in board.board:
        unit = board.units.get(unit_id)
        side = _side(unit) if unit is not None else "neutral"  # an unknown id still has a place
        faction = unit["faction"] if unit is not None else None
        cls = f"unit {side}" + (" differs" if unit_id in highlight else "")
        x, y = centre(at)
        kind = unit["profile"].get("type") if unit is not None and isinstance(unit.get("profile"), dict) else None
        marks.append(
            circle(x, y, UNIT_RADIUS, cls, f"{unit_id} ({faction}, {kind}) {at}", unit=unit_id, at=_at(at), faction=faction)
        )
        marks.append(text(x, y, unit_id, "unit-label", unit=unit_id, at=_at(at)))
    return tuple(marks)


def notes_of(state: Json, board: Board, highlight: frozenset[str]) -> tuple[str, ...]:
    """What the map cannot show: the phase and whose turn, the bag, reserves and prison camps
    (in the JSON's own words, so the notes read the same in both languages)."""

    def ids(names: tuple[str, ...]) -> str:
        return ", ".join(f"{i} \u2260" if i in highlight else i for i in names) or "-"

    said = {key: state[key] for key in ("phase", "first", "active", "winner")}
    notes = [" · ".join(f"{key}: {value}" for key, value in said.items() if value is not None)]
    bag = state["bag"]
    if any(bag.values()):
        notes.append("bag: " + ", ".join(f"{k} {v}" for k, v in sorted(bag.items()) if v))
    for faction in FACTIONS:
        notes.append(f"reserve {faction}: {ids(board.reserve[faction])} · prison {faction}: {ids(board.prison[faction])}")
    return tuple(notes)


# -- the action ------------------------------------------------------------------------------------


def _where(board: Board, unit_id: Json) -> Hex | None:
    return next((at for i, at in board.board if i == unit_id), None)


def action_line(action: Json) -> str:
    """The action in a few ids: its type, who acts, which unit, where to."""
    parts = [str(action.get("type")), str(action.get("player") or "")]
    for key in ("question", "unit", "assault", "weapon"):
        if action.get(key) is not None:
            parts.append(str(action[key]))
    for key in ("at", "to", "target"):
        if action.get(key) is not None:
            parts.append(f"\u2192 {action[key]}")
    return " ".join(p for p in parts if p)


def move_marks(board: Board, action: Json) -> tuple[Mark, ...]:
    """A move's path: from the unit's hex through every landing of ``via`` to ``to``."""
    start = _where(board, action["unit"])
    if start is None:
        return ()
    via = tuple(hex_of(h) for h in action.get("via") or ())
    to = hex_of(action["to"])
    route = (start, *via, to)
    unit = str(action["unit"])
    marks: list[Mark] = [
        polyline(
            tuple(centre(h) for h in route),
            "path",
            f"{unit} {start} \u2192 {to}",
            True,
            unit=unit,
            at=_at(start),
            to=_at(to),
            via=";".join(_at(h) for h in via) or None,
        )
    ]
    marks.extend(circle(*centre(h), 0.18, "pocket_tactics-landing", f"{unit} lands on {h}", unit=unit, at=_at(h)) for h in via)
    return tuple(marks)


def attack_marks(board: Board, action: Json) -> tuple[Mark, ...]:
    """An attack's line from the attacker to the target hex, the hex distance written halfway:
    melee (adjacent) solid, ranged dashed."""
    start = _where(board, action["unit"])
    if start is None:
        return ()
    target = hex_of(action["target"])
    assault = "ranged" if action.get("assault") == "ranged" else "melee"
    n = distance(start, target)
    unit = str(action["unit"])
    a, b = between(centre(start), centre(target), UNIT_RADIUS)
    label = beside(a, b, 0.5)
    return (
        line(
            a,
            b,
            f"attack pocket_tactics-{assault}",
            f"{unit} {assault} {action.get('weapon')} \u2192 {target}: {n}",
            True,
            unit=unit,
            at=_at(start),
            to=_at(target),
            assault=assault,
            distance=n,
        ),
        text(label[0], label[1], str(n), "distance-label", unit=unit, at=_at(start), distance=n),
    )


def target_marks(action: Json, hex_json: Json) -> tuple[Mark, ...]:
    """The hex something is put on (a base, a tile, a deployed or summoned unit): outlined, and
    for a unit its id as a ghost."""
    at = hex_of(hex_json)
    unit = action.get("unit")
    faction = action.get("player")
    marks = [
        polygon(
            corners(at, 0.9),
            "pocket_tactics-target",
            f"{action.get('type')} {at}",
            at=_at(at),
            unit=unit,
            base=faction if action.get("type") == "place_base" else None,
        )
    ]
    if unit is not None:
        x, y = centre(at)
        marks.append(
            circle(
                x,
                y,
                UNIT_RADIUS,
                f"pocket_tactics-ghost {SIDE.get(str(faction), 'neutral')}",
                f"{unit} \u2192 {at}",
                unit=str(unit),
                at=_at(at),
            )
        )
        marks.append(text(x, y, str(unit), "unit-label", unit=str(unit), at=_at(at)))
    return tuple(marks)


def overlay(board: Board, action: Json) -> tuple[Mark, ...]:
    """The marks of ``action`` by its type; a type without geometry draws only its line."""
    kind = action.get("type")
    if kind == "move":
        return move_marks(board, action)
    if kind == "attack":
        return attack_marks(board, action)
    if kind in ("deploy", "summon"):
        return target_marks(action, action["to"])
    if kind in ("place_base", "place_tile"):
        return target_marks(action, action["at"])
    return ()


# -- the drawer ------------------------------------------------------------------------------------


class PocketTacticsDrawer:
    """:class:`~regelwerk.pictures.scene.Drawer` of Pocket-Tactics."""

    legend: tuple[LegendEntry, ...] = (
        legend("pocket_tactics-field", "rect", "Feld", "field"),
        legend("pocket_tactics-hill", "rect", "Hügel", "hill"),
        legend("pocket_tactics-village", "rect", "Dorf", "village"),
        legend("pocket_tactics-water", "rect", "Wasser (Gefahr)", "water (hazard)"),
        legend("pocket_tactics-forest", "rect", "Wald", "forest"),
        legend("pocket_tactics-base side-a", "rect", "Stützpunkt (■ Verteidigungswürfel)", "base (■ defence dice)"),
        legend("unit side-a", "circle", "Einheit der Legion", "unit of the legion"),
        legend("unit side-b", "circle", "Einheit der Stämme", "unit of the tribes"),
        legend("path", "line", "Bewegung", "move"),
        legend("attack pocket_tactics-melee", "line", "Nahkampfangriff, Abstand in Feldern", "melee assault, distance in hexes"),
        legend(
            "attack pocket_tactics-ranged", "line", "Fernkampfangriff, Abstand in Feldern", "ranged attack, distance in hexes"
        ),
        legend("pocket_tactics-target", "rect", "Zielfeld der Aktion", "the action's hex"),
        legend("unit side-a differs", "circle", "weicht ab", "differs"),
    )
    scale: Mapping[Language, str] = {"de": "1 Sechseck = 1 Kachel", "en": "1 hexagon = 1 tile"}

    def state(self, state: Json, highlight: frozenset[str] = frozenset()) -> tuple[Box, tuple[Mark, ...], tuple[str, ...]]:
        board = read(state)
        marks = tile_marks(board, highlight) + base_marks(board, highlight) + unit_marks(board, highlight)
        return _box(board, state["phase"]), marks, notes_of(state, board, highlight)

    def action(self, state: Json, action: Json) -> tuple[Mark, ...]:
        board = read(state)
        box = _box(board, state["phase"])
        note = text(
            box.left + box.width / 2,
            box.top + NOTE_STRIP / 2,
            action_line(action),
            "label pocket_tactics-action",
            action=action.get("type"),
        )
        try:
            marks = overlay(board, action)
        except (KeyError, TypeError, ValueError, IndexError):
            # A malformed action (the input vectors send some on purpose) still leaves the board
            # worth seeing: only the line naming it is drawn.
            marks = ()
        return marks + (note,)

    def pieces(self, state: Json) -> Mapping[str, Json]:
        """Every unit by id with where it is (a hex, a reserve, a prison camp), and both bases
        as ``base:<faction>``, and every tile as ``tile:<q>,<r>`` with its terrain."""
        board = read(state)
        places: dict[str, Json] = {i: ["board", _at(at)] for i, at in board.board}
        for faction in FACTIONS:
            places.update({i: ["reserve", faction] for i in board.reserve[faction]})
            places.update({i: ["prison", faction] for i in board.prison[faction]})
        found: dict[str, Json] = {i: {"unit": u, "place": places.get(i)} for i, u in board.units.items()}
        for faction, at, defence in board.bases:
            found[f"base:{faction}"] = {"at": None if at is None else _at(at), "defence": defence}
        found.update({_tile_id(at): terrain for at, terrain in board.tiles})
        return found


DRAWER = PocketTacticsDrawer()

"""Pictures of Standardaktionen states and actions (``regelwerk show``): the square board, every
living unit as a disc coloured by its owner with its id, its life (``3/4``) and a wedge toward
its facing; dead units, the turn, the reaction window and a correction as notes.  An action is
drawn over the state before it: a move's (or test move's) path square by square, an attack's
line with its distance labelled, and at the target the sides the attack comes from, the one the
target turns its back on (the ambush, Hinterhalt) marked; a turn toward a new facing, the touched
unit, and a line naming the action for everything else.  A ``react`` or ``pass`` while a window
is open draws the declared attack the same way, because that is what it resolves.

The drawer reads the JSON of ``docs/standardaktionen.md`` directly; what it cannot read raises
``KeyError``, ``TypeError`` or ``ValueError`` and the picture says "no picture" instead.

Coordinates: squares of :mod:`regelwerk.core.squaregrid`, ``[x, y]`` with ``y`` to the south; a
square is 1 x 1 in the drawing, square ``[x, y]`` covers ``x..x+1``, ``y..y+1``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from regelwerk.core.canonical import Json
from regelwerk.core.squaregrid import CLOCKWISE, OPPOSITE, ORTHOGONAL, Square, directions_from, distance, on_straight_line
from regelwerk.pictures.scene import Box, Language, LegendEntry, Mark, Point, beside, between, circle, legend, line, polygon, polyline, rect, text

# The compass names of the eight neighbour offsets (squaregrid.CLOCKWISE is in this order).
COMPASS: dict[str, Square] = dict(zip(("N", "NE", "E", "SE", "S", "SW", "W", "NW"), CLOCKWISE, strict=True))
SIDES = ("side-a", "side-b", "standardaktionen-side-c", "standardaktionen-side-d")  # by turn order
MAX_SIDE = 100  # the schema's largest board; a larger one is refused rather than drawn cell by cell
LIMIT = 1000  # squares farther out are no position anyone draws (and would only make a huge box)
UNIT_RADIUS = 0.38
NOTE_STRIP = 0.8  # above the board: the line that names the action


@dataclass(frozen=True)
class Unit:
    """What a picture shows of a unit."""

    id: str
    owner: str
    at: Square | None  # None: dead
    facing: str
    life: int
    max_life: int


@dataclass(frozen=True)
class Position:
    width: int
    height: int
    side: Mapping[str, str]  # player id -> CSS class of its colour
    units: tuple[Unit, ...]

    def unit(self, unit_id: Json) -> Unit | None:
        return next((u for u in self.units if u.id == unit_id), None)


# -- reading the state -----------------------------------------------------------------------------


def number(value: Json, low: int = -LIMIT, high: int = LIMIT) -> int:
    """A JSON integer within ``low..high``; a bool, a float or anything farther out raises."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected an integer, not {value!r}")
    if not low <= value <= high:
        raise ValueError(f"{value} is not within {low}..{high}")
    return value


def square_of(value: Json) -> Square:
    x, y = value
    return Square(number(x), number(y))


def read(state: Json) -> Position:
    """The parts of ``state`` a picture shows, checked just enough to be drawn."""
    width = number(state["board"]["width"], 1, MAX_SIDE)
    height = number(state["board"]["height"], 1, MAX_SIDE)
    players = [str(p["id"]) for p in state["players"]]
    side = {p: SIDES[i] if i < len(SIDES) else "neutral" for i, p in reversed(list(enumerate(players)))}  # the first entry wins
    units = []
    for u in state["units"]:
        facing = u["facing"]
        if facing not in COMPASS:  # the class and the wedge come from this table, never from the data
            raise ValueError(f"unknown facing {facing!r}")
        at = None if u["at"] is None else square_of(u["at"])
        units.append(Unit(str(u["id"]), str(u["owner"]), at, facing, number(u["life"]), number(u["max_life"])))
    return Position(width, height, side, tuple(units))


def _box(position: Position) -> Box:
    return Box(-0.2, -0.2 - NOTE_STRIP, position.width + 0.4, position.height + 0.4 + NOTE_STRIP)


def centre(square: Square) -> Point:
    return square.x + 0.5, square.y + 0.5


def _at(square: Square) -> str:
    return f"{square.x},{square.y}"


# -- the state -------------------------------------------------------------------------------------


def grid_marks(position: Position) -> tuple[Mark, ...]:
    """The board and one cell per square (the cells carry their square for tests and tooltips)."""
    board = rect(
        0,
        0,
        position.width,
        position.height,
        "board",
        f"{position.width} x {position.height}",
        width=position.width,
        height=position.height,
    )
    cells = tuple(
        rect(x + 0.03, y + 0.03, 0.94, 0.94, "cell", f"({x},{y})", at=f"{x},{y}")
        for y in range(position.height)
        for x in range(position.width)
    )
    return (board, *cells)


def wedge(at: Square, facing: str) -> tuple[Point, ...]:
    """A triangle from inside the unit's disc out past its rim, pointing toward ``facing``."""
    d = COMPASS[facing]
    x, y = centre(at)
    ux, uy = (d.x, d.y) if d.x == 0 or d.y == 0 else (d.x * 0.7071, d.y * 0.7071)
    tip = (x + ux * 0.5, y + uy * 0.5)
    base = (x + ux * 0.27, y + uy * 0.27)
    px, py = -uy * 0.15, ux * 0.15
    return tuple((round(a, 4), round(b, 4)) for a, b in (tip, (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)))


def unit_marks(position: Position, highlight: frozenset[str]) -> tuple[Mark, ...]:
    """Each living unit: its facing wedge, its disc in the owner's colour, its id and its life."""
    marks: list[Mark] = []
    for u in position.units:
        if u.at is None:
            continue
        side = position.side.get(u.owner, "neutral")
        x, y = centre(u.at)
        at = _at(u.at)
        differs = " differs" if u.id in highlight else ""
        marks.append(
            circle(
                x,
                y,
                UNIT_RADIUS,
                f"unit {side}{differs}",
                f"{u.id} ({u.owner}) {u.at}, facing {u.facing}, life {u.life}/{u.max_life}",
                unit=u.id,
                at=at,
                owner=u.owner,
                facing=u.facing,
            )
        )
        marks.append(
            polygon(
                wedge(u.at, u.facing), "standardaktionen-facing", f"{u.id} faces {u.facing}", unit=u.id, at=at, facing=u.facing
            )
        )
        marks.append(text(x, y - 0.1, u.id, "unit-label", unit=u.id, at=at))
        marks.append(
            text(
                x,
                y + 0.17,
                f"{u.life}/{u.max_life}",
                "unit-label standardaktionen-life",
                unit=u.id,
                at=at,
                life=u.life,
                max_life=u.max_life,
            )
        )
    return tuple(marks)


def notes_of(state: Json, position: Position, highlight: frozenset[str]) -> tuple[str, ...]:
    """The round and whose turn, the turn in progress, the window, a correction, the dead (in the
    JSON's own words, so the notes read the same in both languages)."""
    said = {
        "round": state["round"],
        "active": state["active_player"],
        "start": state["starting_player"],
        "winner": state["winner"],
    }
    notes = [" · ".join(f"{k}: {v}" for k, v in said.items() if v is not None)]
    if state["acted"]:
        notes.append("acted: " + ", ".join(str(i) for i in state["acted"]))
    turn = state["turn"]
    if turn is not None:
        notes.append(f"turn: {turn['unit']} · done: {', '.join(str(p) for p in turn['done']) or '-'}")
    window = state["window"]
    if window is not None:
        stack = (
            ", ".join(f"{e['seq']}:{e['reaction']}" + ("\u2715" if e.get("cancelled") else "") for e in window["stack"]) or "-"
        )
        notes.append(
            f"window: {window['attacker']} \u2192 {window['target']} · power {window['power']} · initiative {window['initiative']} · stack {stack}"
            + (" · shielded" if window["shielded"] else "")
        )
    correction = state["correction"]
    if correction is not None:
        notes.append(f"correction: {correction['requested_by']} \u2192 {', '.join(str(p) for p in correction['awaiting'])}")
    dead = [f"{u.id} {u.life}/{u.max_life}" + (" \u2260" if u.id in highlight else "") for u in position.units if u.at is None]
    if dead:
        notes.append("dead: " + ", ".join(dead))
    return tuple(notes)


# -- the action ------------------------------------------------------------------------------------


def action_line(action: Json) -> str:
    """The action in a few ids: its type, who acts, which unit, the target, the facing."""
    parts = [str(action.get("type")), str(action.get("player") or "")]
    for key in ("question", "unit", "phase", "reaction"):
        if action.get(key) is not None:
            parts.append(str(action[key]))
    for key in ("target", "direction"):
        if action.get(key) is not None:
            parts.append(f"\u2192 {action[key]}")
    return " ".join(p for p in parts if p)


def path_marks(position: Position, action: Json) -> tuple[Mark, ...]:
    """A put-down's path: from the unit's square through every square of ``path``; a test move
    dashed, because nothing moves."""
    unit = position.unit(action["unit"])
    if unit is None or unit.at is None:
        return ()
    path = tuple(square_of(s) for s in action["path"])
    cls = "path" + (" standardaktionen-test" if action.get("type") == "test_move" else "")
    points = tuple(centre(s) for s in (unit.at, *path))
    return (
        polyline(
            points,
            cls,
            f"{unit.id} {unit.at} \u2192 {path[-1]}, {len(path)}",
            True,
            unit=unit.id,
            at=_at(unit.at),
            to=_at(path[-1]),
            steps=len(path),
        ),
    )


def attack_marks(position: Position, attacker_id: Json, target_id: Json, cls: str) -> tuple[Mark, ...]:
    """The attack's line from the attacker to the target, its distance halfway (orthogonal steps,
    the default reading; in brackets the distance with diagonal steps where that differs), and at
    the target the sides it comes from (:func:`approach_marks`)."""
    attacker, target = position.unit(attacker_id), position.unit(target_id)
    if attacker is None or target is None or attacker.at is None or target.at is None:
        return ()
    a, b = between(centre(attacker.at), centre(target.at), UNIT_RADIUS)
    steps = distance(attacker.at, target.at, False)
    diagonal = distance(attacker.at, target.at, True)
    label = str(steps) if steps == diagonal else f"{steps} ({diagonal})"
    mid = beside(a, b, 0.3)
    return (
        line(
            a,
            b,
            cls,
            f"{attacker.id} \u2192 {target.id}: {label}",
            True,
            unit=attacker.id,
            at=_at(attacker.at),
            to=_at(target.at),
            target=target.id,
            distance=steps,
            distance_diagonal=diagonal,
        ),
        text(
            mid[0],
            mid[1],
            label,
            "distance-label",
            unit=attacker.id,
            at=_at(attacker.at),
            distance=steps,
            distance_diagonal=diagonal,
        ),
        *approach_marks(attacker.id, target, attacker.at, target.at),
    )


def approach_marks(attacker: str, target: Unit, origin: Square, at: Square) -> tuple[Mark, ...]:
    """A bar on each side of the target's square the attack comes from (every axis on which
    the two differ, the widest reading of an oblique attack); the side the target turns its back
    on (its facing is the opposite) is the ambush and drawn as such.  ``straight`` says whether
    the attack comes along a row or column: only then does every reading give it a direction.
    ``origin`` is the attacker's square, ``at`` the target's."""
    straight = on_straight_line(origin, at, False)
    x, y = centre(at)
    marks = []
    for direction in directions_from(at, origin):
        d = ORTHOGONAL[direction]
        ambush = target.facing == OPPOSITE[direction]
        # the side of the target's square the attack comes through: a bar along that edge
        ex, ey = x + d.x * 0.45, y + d.y * 0.45
        start, end = (ex - d.y * 0.4, ey - d.x * 0.4), (ex + d.y * 0.4, ey + d.x * 0.4)
        cls = "standardaktionen-approach" + (" standardaktionen-ambush" if ambush else "")
        title = f"{attacker} comes from {direction}; {target.id} faces {target.facing}" + (" (ambush)" if ambush else "")
        marks.append(
            line(
                start,
                end,
                cls,
                title,
                False,
                unit=target.id,
                at=_at(at),
                direction=direction,
                facing=target.facing,
                ambush=str(ambush).lower(),
                straight=str(straight).lower(),
            )
        )
    return tuple(marks)


def face_marks(position: Position, action: Json) -> tuple[Mark, ...]:
    """The turn: an arrow from the unit toward the new facing (a diagonal one too, which is refused)."""
    unit = position.unit(action["unit"])
    direction = action["direction"]
    if unit is None or unit.at is None or direction not in COMPASS:
        return ()
    d = COMPASS[direction]
    x, y = centre(unit.at)
    return (
        line(
            (x, y),
            (x + d.x * 0.9, y + d.y * 0.9),
            "standardaktionen-turn",
            f"{unit.id} \u2192 {direction}",
            True,
            unit=unit.id,
            at=_at(unit.at),
            facing=direction,
        ),
    )


def select_marks(position: Position, action: Json) -> tuple[Mark, ...]:
    unit = position.unit(action["unit"])
    if unit is None or unit.at is None:
        return ()
    x, y = centre(unit.at)
    return (circle(x, y, 0.47, "standardaktionen-selected", f"{unit.id} touched", unit=unit.id, at=_at(unit.at)),)


def overlay(state: Json, position: Position, action: Json) -> tuple[Mark, ...]:
    """The marks of ``action`` by its type; a type without geometry draws only its line."""
    kind = action.get("type")
    if kind in ("move", "test_move"):
        return path_marks(position, action)
    if kind == "attack":
        return attack_marks(position, action["unit"], action["target"], "attack")
    if kind == "face":
        return face_marks(position, action)
    if kind == "select":
        return select_marks(position, action)
    window = state.get("window")
    if kind in ("react", "pass") and window is not None:
        return attack_marks(position, window["attacker"], window["target"], "attack standardaktionen-window")
    return ()


# -- the drawer ------------------------------------------------------------------------------------


class StandardaktionenDrawer:
    """:class:`~regelwerk.pictures.scene.Drawer` of Standardaktionen."""

    legend: tuple[LegendEntry, ...] = (
        legend(
            "unit side-a", "circle", "Einheit von Spieler 1 (Kennung, Life/Life-Wert)", "unit of player 1 (id, life/Life value)"
        ),
        legend("unit side-b", "circle", "Einheit von Spieler 2", "unit of player 2"),
        legend("unit standardaktionen-side-c", "circle", "Einheit von Spieler 3", "unit of player 3"),
        legend("standardaktionen-facing", "rect", "Blickrichtung", "facing"),
        legend("path", "line", "Bewegung (Feld für Feld)", "move (square by square)"),
        legend("path standardaktionen-test", "line", "Testzug", "test move"),
        legend("attack", "line", "Angriff, Abstand in Feldern (mit Diagonalen)", "attack, distance in squares (with diagonals)"),
        legend("standardaktionen-approach", "line", "Seite, von der der Angriff kommt", "side the attack comes from"),
        legend(
            "standardaktionen-approach standardaktionen-ambush",
            "line",
            "Hinterhalt: das Ziel blickt von ihr weg",
            "ambush: the target faces away from it",
        ),
        legend("standardaktionen-turn", "line", "neue Blickrichtung", "new facing"),
        legend("unit side-a differs", "circle", "weicht ab", "differs"),
    )
    scale: Mapping[Language, str] = {"de": "1 Quadrat = 1 Feld", "en": "1 square = 1 square of the board"}

    def state(self, state: Json, highlight: frozenset[str] = frozenset()) -> tuple[Box, tuple[Mark, ...], tuple[str, ...]]:
        position = read(state)
        return _box(position), grid_marks(position) + unit_marks(position, highlight), notes_of(state, position, highlight)

    def action(self, state: Json, action: Json) -> tuple[Mark, ...]:
        position = read(state)
        note = text(
            position.width / 2,
            -0.2 - NOTE_STRIP / 2,
            action_line(action),
            "label standardaktionen-action",
            action=action.get("type"),
        )
        try:
            marks = overlay(state, position, action)
        except (KeyError, TypeError, ValueError, IndexError):
            # A malformed action (the input vectors send some on purpose) still leaves the board
            # worth seeing: only the line naming it is drawn.
            marks = ()
        return marks + (note,)

    def pieces(self, state: Json) -> Mapping[str, Json]:
        """Every unit by id, its whole JSON (square, facing, life...)."""
        return {str(u["id"]): u for u in state["units"]}


DRAWER = StandardaktionenDrawer()

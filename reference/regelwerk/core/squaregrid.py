"""Square-grid geometry: squares on a rectangular board, the four compass directions, steps,
distances, straight lines and the direction an attack comes from.

A square is ``[x, y]``: ``x`` counts columns from the west edge (0) to the east, ``y`` counts
rows from the north edge (0) to the south.  North is therefore ``y - 1``::

                 N [0,-1]
    W [-1,0]      [x, y]      E [+1,0]
                 S [0,+1]

A board ``width`` x ``height`` holds the squares with ``0 <= x < width`` and ``0 <= y < height``.

Two metrics cover the two readings of "ortholinear" a rule set may need:

* orthogonal: a step goes to one of the four edge neighbours (N, E, S, W); the distance is the
  number of such steps (Manhattan distance, ``|dx| + |dy|``);
* with diagonals: a step also goes to the four corner neighbours (NE, SE, SW, NW); the
  distance is the number of such steps (Chebyshev distance, ``max(|dx|, |dy|)``).

Everything here is pure and works on frozen values; the JSON form of a square is ``[x, y]``.
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.canonical import Json


@dataclass(frozen=True)
class Square:
    x: int
    y: int

    def __add__(self, other: Square) -> Square:
        return Square(self.x + other.x, self.y + other.y)

    def to_json(self) -> Json:
        return [self.x, self.y]

    @classmethod
    def from_json(cls, value: Json) -> Square:
        x, y = value
        return cls(x, y)

    def __str__(self) -> str:
        return f"({self.x},{self.y})"


# The four compass directions, clockwise from north, and their opposites.
ORTHOGONAL: dict[str, Square] = {"N": Square(0, -1), "E": Square(1, 0), "S": Square(0, 1), "W": Square(-1, 0)}
OPPOSITE: dict[str, str] = {"N": "S", "E": "W", "S": "N", "W": "E"}
# The eight neighbour offsets, clockwise from north (N, NE, E, SE, S, SW, W, NW).
CLOCKWISE: tuple[Square, ...] = tuple(Square(dx, dy) for dx, dy in ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)))


@dataclass(frozen=True)
class Board:
    """A rectangular board of ``width`` x ``height`` squares."""

    width: int
    height: int

    def contains(self, square: Square) -> bool:
        return 0 <= square.x < self.width and 0 <= square.y < self.height

    def has_square_towards(self, square: Square, direction: str) -> bool:
        """Whether a square of the board lies next to ``square`` in ``direction``."""
        return self.contains(step(square, direction))


def step(square: Square, direction: str) -> Square:
    """The neighbour of ``square`` in the compass ``direction`` (N, E, S, W), on or off a board."""
    return square + ORTHOGONAL[direction]


def neighbours(square: Square, diagonals: bool) -> tuple[Square, ...]:
    """The four edge neighbours (N, E, S, W), or with ``diagonals`` all eight clockwise from north."""
    offsets = CLOCKWISE if diagonals else tuple(ORTHOGONAL.values())
    return tuple(square + d for d in offsets)


def distance(a: Square, b: Square, diagonals: bool) -> int:
    """Steps from ``a`` to ``b``: Manhattan distance, or Chebyshev distance with diagonal steps."""
    dx, dy = abs(a.x - b.x), abs(a.y - b.y)
    return max(dx, dy) if diagonals else dx + dy


def is_step(a: Square, b: Square, diagonals: bool) -> bool:
    """Whether ``b`` is a neighbour of ``a`` (one step away)."""
    return distance(a, b, diagonals) == 1


def on_straight_line(a: Square, b: Square, diagonals: bool) -> bool:
    """Whether ``b`` lies on a straight line from ``a``: the same column or row, or (with
    diagonals) the same diagonal.  A square is on a line with itself."""
    dx, dy = b.x - a.x, b.y - a.y
    return dx == 0 or dy == 0 or (diagonals and abs(dx) == abs(dy))


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


def directions_from(target: Square, origin: Square) -> tuple[str, ...]:
    """The compass directions in which ``origin`` lies as seen from ``target``, one per axis on
    which they differ, in the order N, E, S, W.

    An attacker two squares east and one south of its target comes ``("E", "S")``: from the east
    and from the south.  On a straight line there is one direction; at the same square none.
    """
    dx, dy = origin.x - target.x, origin.y - target.y
    found = {"N": dy < 0, "E": dx > 0, "S": dy > 0, "W": dx < 0}
    return tuple(name for name, present in found.items() if present)


def main_directions_from(target: Square, origin: Square) -> tuple[str, ...]:
    """Like :func:`directions_from`, but only along the axis on which ``origin`` is farther from
    ``target``; when both axes are equally far (an exact diagonal) both directions count."""
    found = directions_from(target, origin)
    dx, dy = abs(origin.x - target.x), abs(origin.y - target.y)
    if dx > dy:
        return tuple(d for d in found if d in ("E", "W"))
    if dy > dx:
        return tuple(d for d in found if d in ("N", "S"))
    return found


def beyond(origin: Square, target: Square) -> Square:
    """The square right behind ``target`` as seen from ``origin``: one further step in the
    direction of travel on each axis on which they differ (straight behind on a line, the
    corner square behind otherwise)."""
    return Square(target.x + _sign(target.x - origin.x), target.y + _sign(target.y - origin.y))

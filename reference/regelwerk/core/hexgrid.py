"""Hexagonal geometry in axial coordinates, flat-topped hexes.

A hex is ``(q, r)``; the third cube coordinate is ``s = -q - r``.  With flat-topped hexes every
hex has a side to the north and one to the south, and the six sides, clockwise from north, are::

            N (0,-1)
   NW (-1,0)       NE (+1,-1)
   SW (-1,+1)      SE (+1,0)
            S (0,+1)

``r`` grows towards the south, ``q`` towards the south-east.  The JSON form of a hex is the
two-element array ``[q, r]``.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from regelwerk.core.canonical import Json


class Hex(NamedTuple):
    """A hex; a named tuple rather than a frozen dataclass because hexes are compared, hashed
    and added millions of times in a random game, and a tuple does that in C.  Its order is
    ``(q, r)``; ``+`` and ``-`` are the vector sums, not tuple concatenation."""

    q: int
    r: int

    def __add__(self, other: Hex) -> Hex:  # type: ignore[override]
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scaled(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def neighbours(self) -> tuple[Hex, ...]:
        """The six neighbours, clockwise from north (:func:`_neighbours`)."""
        return _neighbours(self)

    def is_adjacent(self, other: Hex) -> bool:
        return distance(self, other) == 1

    def to_json(self) -> Json:
        return [self.q, self.r]

    @classmethod
    def from_json(cls, value: Json) -> Hex:
        q, r = value
        return cls(q, r)

    def __str__(self) -> str:
        return f"({self.q},{self.r})"


DIRECTIONS: dict[str, Hex] = {
    "N": Hex(0, -1),
    "NE": Hex(1, -1),
    "SE": Hex(1, 0),
    "S": Hex(0, 1),
    "SW": Hex(-1, 1),
    "NW": Hex(-1, 0),
}


@cache
def _neighbours(at: Hex) -> tuple[Hex, ...]:
    """Remembered per hex: random play asks for the neighbours of the same few dozen hexes
    hundreds of thousands of times.  The cache holds one entry per hex ever asked about, and a
    game or a vector only ever reaches hexes near its map."""
    return tuple(at + d for d in DIRECTIONS.values())


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2  # the third cube difference is -(dq + dr)


def direction_between(a: Hex, b: Hex) -> Hex | None:
    """The unit direction from ``a`` to ``b`` if ``b`` lies on a straight hex line from ``a``."""
    d = b - a
    n = distance(a, b)
    if n == 0:
        return None
    for unit in DIRECTIONS.values():
        if unit.scaled(n) == d:
            return unit
    return None

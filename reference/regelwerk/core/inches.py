"""Geometry on a tabletop measured in inches, with exact integer arithmetic.

Every rule set that measures in inches shares this module.  It has no rule in it: points, round
bases, distances, directions, straight moves and the table's edges.  Everything a port must
reproduce bit for bit is defined here and in the porter's page of each rule set that uses it
(its section "Inch geometry").

**The unit.**  Every length in the contract is an integer number of *units* ``u``; one unit is
exactly a tenth of a millimetre, which is exactly 1/254 inch (an inch is 25.4 mm).  So both
measures the games use convert without rounding::

    1" = 254 u     6" = 1524 u     2D6 showing 7 = 7" = 1778 u
    25 mm base = 250 u     28.5 mm = 285 u     32 mm = 320 u     40 mm = 400 u     60 mm = 600 u

JSON carries integers only; there is no float anywhere in the contract.

**Points.**  ``Point(x, y, z)``: ``x`` and ``y`` on the table, ``z`` the height above the table
surface, all in units.  JSON: ``[x, y, z]``.  The table is the rectangle from ``(0, 0)`` to
``(width, depth)``; ``x`` grows along the width, ``y`` along the depth.

**Distances.**  Distances are compared, never computed as floats:

* horizontal distance between two points: ``sqrt(dx² + dy²)``; :func:`squared_distance` gives
  the integer under the root;
* vertical distance: ``|z1 - z2|``, an integer (:func:`vertical_distance`);
* the *gap* between two round bases (centres ``a``, ``b``, diameters ``da``, ``db``) is the
  horizontal distance between their closest points, ``sqrt(dx² + dy²) - (da + db) / 2``; it is
  negative when the bases overlap.  :func:`gap_within` decides ``gap <= limit`` exactly by
  comparing ``4 (dx² + dy²)`` with ``(2 limit + da + db)²``;
* a distance *in space* combines a horizontal gap ``g`` and a vertical distance ``v`` as
  ``sqrt(g² + v²)`` (:func:`gap_within_3d`);
* two distances from one base are compared with :func:`compare_distances` (gaps clipped at
  zero, optionally with the height); sums of square roots are compared exactly by
  :func:`sign_of_root_difference` (squaring with the signs tracked), never approximated.

**Directions.**  A direction is an integer vector ``(dx, dy)`` other than ``(0, 0)``; only its
orientation matters (``(1, 2)`` and ``(2, 4)`` are the same direction).  JSON: ``[dx, dy]``.
The unit vector ``(dx, dy) / sqrt(dx² + dy²)`` is never materialised.

**Moving.**  :func:`move` moves a point by ``distance`` units along a direction, in a straight
line, keeping its height.  The exact end point is generally not on the integer grid, so each
coordinate is rounded separately: the end point is ``(x + R(distance·dx / sqrt(n)), y +
R(distance·dy / sqrt(n)), z)`` with ``n = dx² + dy²`` and ``R`` rounding to the nearest
integer, ties away from zero.  ``R(a / sqrt(n))`` for an integer ``a`` is computed with integers
only (:func:`round_over_root`): ``k = isqrt(a² // n)`` is the floor of ``|a| / sqrt(n)``, and the
result is ``k + 1`` if ``4a² >= (2k + 1)² n`` (at or past the half), else ``k``, with the sign of
``a``.  Each coordinate is then off by at most half a unit, so the distance actually moved differs
from ``distance`` by less than one unit (at most ``sqrt(2)/2`` u).  Every later comparison uses
the rounded point.

**The table.**  :class:`Table` is the rectangle ``[0, width] × [0, depth]``.  A point is *on*
the table when ``0 <= x <= width`` and ``0 <= y <= depth`` (edges included).  A base *reaches*
an edge when its closest point lies on or beyond it (``2x - d <= 0``, ``2x + d >= 2 width``, and
the same for ``y``).  The edges are named ``west`` (``x = 0``), ``south`` (``y = 0``), ``east``
(``x = width``) and ``north`` (``y = depth``); :meth:`Table.nearest_edge` breaks ties in exactly
that order.  A rectangle zone (:class:`Rect`) is any axis-parallel rectangle on the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import hypot, isqrt, sqrt
from typing import Literal

from regelwerk.core.canonical import Json

UNITS_PER_INCH = 254


def inches(value: int) -> int:
    """A whole number of inches in units."""
    return value * UNITS_PER_INCH


@dataclass(frozen=True, order=True)
class Point:
    """A point on (or above) the table, in units."""

    x: int
    y: int
    z: int

    def to_json(self) -> Json:
        return [self.x, self.y, self.z]

    @classmethod
    def from_json(cls, value: Json) -> Point:
        x, y, z = value
        return cls(x, y, z)

    def __str__(self) -> str:
        return f"({self.x},{self.y},{self.z})"


@dataclass(frozen=True, order=True)
class Direction:
    """A direction on the table: an integer vector other than zero; only its orientation counts."""

    dx: int
    dy: int

    def __post_init__(self) -> None:
        if self.dx == 0 and self.dy == 0:
            raise ValueError("a direction needs a non-zero vector")

    def to_json(self) -> Json:
        return [self.dx, self.dy]

    @classmethod
    def from_json(cls, value: Json) -> Direction:
        dx, dy = value
        return cls(dx, dy)

    def norm_squared(self) -> int:
        return self.dx * self.dx + self.dy * self.dy

    def __str__(self) -> str:
        return f"[{self.dx},{self.dy}]"


def squared_distance(a: Point, b: Point) -> int:
    """The square of the horizontal distance between two points."""
    dx, dy = a.x - b.x, a.y - b.y
    return dx * dx + dy * dy


def vertical_distance(a: Point, b: Point) -> int:
    return abs(a.z - b.z)


def gap_within(a: Point, diameter_a: int, b: Point, diameter_b: int, limit: int) -> bool:
    """The horizontal gap between the closest points of two round bases is at most ``limit``
    (``limit >= 0``).

    ``sqrt(D) - (da + db)/2 <= limit``  ⇔  ``2 sqrt(D) <= 2 limit + da + db``; when the right
    side is negative no gap is that small, otherwise both sides are squared.
    """
    right = 2 * limit + diameter_a + diameter_b  # >= 0: limits and diameters are not negative
    return 4 * squared_distance(a, b) <= right * right


def gap_within_3d(a: Point, diameter_a: int, b: Point, diameter_b: int, limit: int) -> bool:
    """The distance in space between two bases is at most ``limit``: ``sqrt(g² + v²) <= limit``
    with ``g`` the horizontal gap (taken as 0 when the bases overlap horizontally) and ``v`` the
    vertical distance."""
    v = vertical_distance(a, b)
    if v > limit:
        return False
    if gap_within(a, diameter_a, b, diameter_b, 0):
        return True  # horizontally touching or overlapping: only the height counts
    # g <= sqrt(L² - v²)  ⇔  2 sqrt(D) - (da + db) <= 2 sqrt(L² - v²), in half units:
    # sqrt(4D) - sqrt(4(L² - v²)) - (da + db) <= 0
    return sign_of_root_difference(4 * squared_distance(a, b), 4 * (limit * limit - v * v), diameter_a + diameter_b) <= 0


def gap_length(a: Point, diameter_a: int, b: Point, diameter_b: int, with_height: bool = False) -> float:
    """The distance between two round bases in units, as a number to show (a picture's label, a
    message): the horizontal gap clipped at zero, combined with the vertical distance by
    Pythagoras when ``with_height``.  The rules never read it; they decide with the exact
    comparisons above (:func:`gap_within`, :func:`gap_within_3d`, :func:`compare_distances`),
    and this is the quantity those comparisons are about."""
    gap = max(sqrt(squared_distance(a, b)) - (diameter_a + diameter_b) / 2, 0.0)
    return hypot(gap, vertical_distance(a, b)) if with_height else gap


def sign_of_root_difference(a: int, b: int, c: int) -> int:
    """The sign (-1, 0, 1) of ``sqrt(a) - sqrt(b) - c`` for integers ``a, b >= 0``, exactly.

    ``sqrt(a)`` is compared with ``sqrt(b) + c``.  If the right side is negative the left side
    is larger.  Otherwise both sides are squared: ``a`` against ``b + c² + 2c sqrt(b)``, that is
    ``m = a - b - c²`` against ``2c sqrt(b)``, whose signs decide or whose squares are compared.
    """
    if c < 0 and b < c * c:
        return 1  # sqrt(b) + c < 0 <= sqrt(a)
    m = a - b - c * c
    right_squared = 4 * c * c * b  # (2c sqrt(b))², compared with m² below
    if c >= 0:
        if m < 0:
            return -1
        return (m * m > right_squared) - (m * m < right_squared)
    # c < 0 and, past the first test, b >= c² > 0: then m >= 0 means a >= b + c², so
    # sqrt(a) >= sqrt(b + c²) > sqrt(b) > sqrt(b) + c: positive, never zero.
    if m >= 0:
        return 1
    return (right_squared > m * m) - (right_squared < m * m)


def _squared_separation(a: Point, diameter_a: int, b: Point, diameter_b: int, with_height: bool) -> tuple[int, int]:
    """Four times the squared distance between two bases as ``P - sqrt(R)`` (integers ``P``,
    ``R``): the horizontal gap clipped at zero (bases that overlap are at distance 0), combined
    with the height difference when ``with_height``.

    In half units the gap is ``G = sqrt(4D) - S`` with ``S = da + db``; when ``4D <= S²`` it is
    clipped to 0, else ``G² = 4D + S² - sqrt(16 S² D)``.  The height adds ``(2v)²``.
    """
    d = squared_distance(a, b)
    s = diameter_a + diameter_b
    v = 2 * vertical_distance(a, b) if with_height else 0
    if 4 * d <= s * s:
        return v * v, 0
    return 4 * d + s * s + v * v, 16 * s * s * d


def compare_distances(a: Point, diameter_a: int, b: Point, diameter_b: int, c: Point, diameter_c: int, with_height: bool) -> int:
    """Compare the distance from base ``a`` to base ``b`` with the distance from ``a`` to ``c``:
    -1 if ``b`` is closer, 0 if both are equally far, 1 if ``c`` is closer.  Exact.

    The distance between two bases is the gap between their closest points (0 when they touch or
    overlap), combined with the height difference by Pythagoras when ``with_height``.  With
    ``X = P - sqrt(R)`` for each pair (:func:`_squared_separation`) the sign of ``X_ab - X_ac`` is
    that of ``sqrt(R_ac) - sqrt(R_ab) - (P_ac - P_ab)``.
    """
    p_ab, r_ab = _squared_separation(a, diameter_a, b, diameter_b, with_height)
    p_ac, r_ac = _squared_separation(a, diameter_a, c, diameter_c, with_height)
    return sign_of_root_difference(r_ac, r_ab, p_ac - p_ab)


def round_over_root(numerator: int, n: int) -> int:
    """``numerator / sqrt(n)`` (``n > 0``) rounded to the nearest integer, ties away from zero,
    exactly.

    ``k = isqrt(a² // n)`` is the largest ``k >= 0`` with ``k² n <= a²``, the floor of
    ``|a| / sqrt(n)``; ``|a| / sqrt(n) >= k + 1/2``  ⇔  ``4a² >= (2k + 1)² n``.
    """
    a = abs(numerator)
    k = isqrt(a * a // n)
    if 4 * a * a >= (2 * k + 1) * (2 * k + 1) * n:
        k += 1
    return k if numerator >= 0 else -k


def move(start: Point, direction: Direction, distance: int) -> Point:
    """``start`` moved ``distance`` units (``>= 0``) along ``direction`` in a straight line, each
    coordinate rounded to the grid (nearest, ties away from zero); the height stays.  (A tie needs
    ``distance·dx / sqrt(n)`` to be a half integer, which no integer direction allows, so a move
    never meets one.)"""
    n = direction.norm_squared()
    return Point(
        start.x + round_over_root(distance * direction.dx, n),
        start.y + round_over_root(distance * direction.dy, n),
        start.z,
    )


Edge = Literal["west", "south", "east", "north"]
EDGES: tuple[Edge, ...] = ("west", "south", "east", "north")
OUTWARD: dict[Edge, Direction] = {
    "west": Direction(-1, 0),
    "south": Direction(0, -1),
    "east": Direction(1, 0),
    "north": Direction(0, 1),
}


@dataclass(frozen=True)
class Rect:
    """An axis-parallel rectangle ``[x0, x1] × [y0, y1]`` on the table (a zone), low corner first."""

    x0: int
    y0: int
    x1: int
    y1: int

    def contains(self, p: Point) -> bool:
        """The point lies in the rectangle, edges included."""
        return self.x0 <= p.x <= self.x1 and self.y0 <= p.y <= self.y1

    def edge_distances(self, p: Point) -> dict[Edge, int]:
        """The distance from the point to the line of each edge (negative outside)."""
        return {"west": p.x - self.x0, "south": p.y - self.y0, "east": self.x1 - p.x, "north": self.y1 - p.y}

    def reached_edges(self, p: Point, diameter: int) -> tuple[Edge, ...]:
        """The edges a base centred at ``p`` touches or crosses, in the order of :data:`EDGES`."""
        return tuple(edge for edge, d in self.edge_distances(p).items() if 2 * d <= diameter)

    def nearest_edge(self, p: Point) -> Edge:
        """The edge closest to the point; ties go to the first in the order west, south, east, north."""
        distances = self.edge_distances(p)
        return min(EDGES, key=lambda edge: (distances[edge], EDGES.index(edge)))


@dataclass(frozen=True)
class Table(Rect):
    """The playing surface: the rectangle from ``(0, 0)`` to ``(width, depth)``."""

    @classmethod
    def of_size(cls, width: int, depth: int) -> Table:
        return cls(0, 0, width, depth)

    @property
    def width(self) -> int:
        return self.x1

    @property
    def depth(self) -> int:
        return self.y1

    def to_json(self) -> Json:
        return {"width": self.width, "depth": self.depth}

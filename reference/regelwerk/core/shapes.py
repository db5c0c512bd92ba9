"""Shapes on an inch table: straight path segments, terrain boxes, zones, and exact distances
between round bases and segments.

Builds on :mod:`regelwerk.core.inches` (points and lengths in units of 1/254 inch, the sign rule
for sums of square roots) and adds what a game with moving units and terrain needs.  Nothing
here is a rule; everything is arithmetic a port must reproduce exactly, and the porter's page of
each rule set that uses it restates each definition it relies on.

**Lengths of a path.**  A path is a list of points; each straight piece between two points is a
*segment*.  The horizontal length of a segment is ``sqrt(dx² + dy²)``, rounded **up** to a whole
unit (:func:`ceil_sqrt`), so the length of a path is a sum of integers and every comparison with
an allowance is exact.  A length that combines a horizontal part ``h`` (squared, exact) and a
vertical part ``v`` is ``ceil(sqrt(h² + v²))`` the same way.

**Terrain boxes.**  A terrain piece is an axis-parallel rectangle (edges included) with a height:
a solid block whose top is a flat surface.  The *surface height* at a point of the table is the
greatest height of the boxes whose rectangle contains the point, 0 where there is none
(:func:`surface_height`).  Along a segment the surface is piecewise constant; :func:`profile`
returns it as a list of pieces ``(t0, t1, height)`` over the segment's parameter ``t`` in
``[0, 1]`` (exact fractions), the open stretches between the points where the segment enters or
leaves a box; a segment that only touches a box at one point never stands on it.  The heights
met in order, with the surface at the two end points added before and after, give the *steps*
(:func:`steps`): each change of height is one step up or down.

**Distances between a base and a segment.**  A model moving along a segment sweeps its round
base along it.  The least horizontal distance between the centre of another base ``e`` and the
stretch ``[t0, t1]`` of the segment is the distance to the closest point of that stretch; its
square is an exact fraction (:func:`min_squared_distance`).  Two bases of diameters ``d1`` and
``d2`` *overlap* where their centres are closer than ``(d1 + d2) / 2`` (touching is not
overlapping).  A *gap* (the distance between the closest points of two bases, clipped at zero) of
at most ``L`` is decided exactly from the squared centre distance ``q``: ``sqrt(q) - S/2 <= L`` with
``S = d1 + d2`` (:func:`gap_within_horizontal`), and combined with a vertical distance ``v`` by
Pythagoras (:func:`gap_within_space`): ``max(sqrt(q) - S/2, 0)² + v² <= L²``.

**Zones and edges.**  A zone is an axis-parallel rectangle (:class:`~regelwerk.core.inches.Rect`).
A base is *in* a zone when any part of it is: the closest point of the closed rectangle to the
centre is at most half the diameter away (:func:`base_touches_rect`); *wholly within* a zone when
every point is (:func:`base_wholly_in_rect`).  A base is *wholly within L of an edge* of the table
when its farthest point from that edge is at most ``L`` from it (:func:`base_wholly_within_edge`).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import isqrt

from regelwerk.core.canonical import Json
from regelwerk.core.inches import Edge, Point, Rect, sign_of_root_difference

Number = int | Fraction


def ceil_sqrt(n: int) -> int:
    """The square root of ``n >= 0`` rounded up to an integer."""
    root = isqrt(n)
    return root if root * root == n else root + 1


def horizontal_squared(a: Point, b: Point) -> int:
    dx, dy = b.x - a.x, b.y - a.y
    return dx * dx + dy * dy


# -- terrain -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Box:
    """A terrain piece: the closed rectangle ``[x0, x1] × [y0, y1]`` with a flat top ``height``
    above the table."""

    id: str
    area: Rect
    height: int

    def contains(self, x: Number, y: Number) -> bool:
        return self.area.x0 <= x <= self.area.x1 and self.area.y0 <= y <= self.area.y1

    def to_json(self) -> Json:
        a = self.area
        return {"id": self.id, "area": [a.x0, a.y0, a.x1, a.y1], "height": self.height}


def surface_height(boxes: tuple[Box, ...], x: Number, y: Number) -> int:
    """The height a model standing at ``(x, y)`` stands at: the highest box containing the point
    (edges included), 0 on open ground."""
    return max((b.height for b in boxes if b.contains(x, y)), default=0)


def _clip(a0: int, d: int, low: int, high: int, t0: Fraction, t1: Fraction) -> tuple[Fraction, Fraction] | None:
    """Narrow ``[t0, t1]`` to the parameters where ``a0 + t·d`` lies in ``[low, high]``."""
    if d == 0:
        return (t0, t1) if low <= a0 <= high else None
    first, second = sorted((Fraction(low - a0, d), Fraction(high - a0, d)))  # d < 0 reverses them
    t0, t1 = max(t0, first), min(t1, second)
    return (t0, t1) if t0 <= t1 else None


def box_interval(box: Box, a: Point, b: Point) -> tuple[Fraction, Fraction] | None:
    """The closed parameter interval in ``[0, 1]`` where the segment from ``a`` to ``b`` lies in
    the box's rectangle, or ``None``."""
    span = _clip(a.x, b.x - a.x, box.area.x0, box.area.x1, Fraction(0), Fraction(1))
    if span is None:
        return None
    return _clip(a.y, b.y - a.y, box.area.y0, box.area.y1, *span)


def profile(boxes: tuple[Box, ...], a: Point, b: Point) -> list[tuple[Fraction, Fraction, int]]:
    """The surface along the segment from ``a`` to ``b``: pieces ``(t0, t1, height)`` in order,
    covering ``[0, 1]`` (neighbours may have the same height).  Only the open stretches between
    the points where the segment enters or leaves a box count; a box the segment only touches at a
    single point is never stood on.  A segment of length zero is one piece at the surface height
    of its point (the boxes containing the point give the interval ``[0, 1]``)."""
    intervals = [(i, box) for box in boxes if (i := box_interval(box, a, b)) is not None]
    cuts = sorted({Fraction(0), Fraction(1), *(t for (t0, t1), _ in intervals for t in (t0, t1))})
    pieces: list[tuple[Fraction, Fraction, int]] = []
    for t0, t1 in zip(cuts, cuts[1:], strict=False):
        # no cut lies between t0 and t1, so the piece is inside a box's interval or apart from it
        pieces.append((t0, t1, max((box.height for (s0, s1), box in intervals if s0 <= t0 and t1 <= s1), default=0)))
    return pieces


def steps(boxes: tuple[Box, ...], a: Point, b: Point) -> list[int]:
    """The changes of height met along the segment, in order: positive up, negative down.  The
    surface at the start point, the heights of :func:`profile` and the surface at the end point,
    with every change between neighbours (neighbours of equal height make no step)."""
    heights = [surface_height(boxes, a.x, a.y), *(h for _, _, h in profile(boxes, a, b)), surface_height(boxes, b.x, b.y)]
    return [after - before for before, after in zip(heights, heights[1:], strict=False) if after != before]


# -- bases and segments ------------------------------------------------------------------------


def min_squared_distance(a: Point, b: Point, e: Point, t0: Fraction = Fraction(0), t1: Fraction = Fraction(1)) -> Fraction:
    """The least squared horizontal distance between ``e`` and the points ``a + t(b - a)`` for
    ``t`` in ``[t0, t1]``: the projection of ``e`` on the segment's line, clamped to the stretch."""
    dx, dy = b.x - a.x, b.y - a.y
    length = dx * dx + dy * dy
    if length == 0:
        t = t0
    else:
        t = min(max(Fraction((e.x - a.x) * dx + (e.y - a.y) * dy, length), t0), t1)
    px, py = a.x + t * dx - e.x, a.y + t * dy - e.y
    return px * px + py * py


def overlaps(squared_centre_distance: Number, diameter_sum: int) -> bool:
    """Two bases whose centres are ``sqrt(q)`` apart overlap: ``sqrt(q) < S/2`` ⇔ ``4q < S²``."""
    return 4 * squared_centre_distance < diameter_sum * diameter_sum


def gap_within_horizontal(squared_centre_distance: Number, diameter_sum: int, limit: int) -> bool:
    """``sqrt(q) - S/2 <= L`` (``L >= 0``) ⇔ ``4q <= (S + 2L)²``."""
    right = diameter_sum + 2 * limit
    return 4 * squared_centre_distance <= right * right


def gap_within_space(squared_centre_distance: Number, diameter_sum: int, vertical: int, limit: int) -> bool:
    """``max(sqrt(q) - S/2, 0)² + v² <= L²`` for a squared centre distance ``q`` (an integer or a
    fraction ``n/m``), exactly.

    False if ``v > L``; otherwise ``sqrt(q) <= S/2 + sqrt(L² - v²)``, that is, with ``q = n/m``,
    the sign of ``sqrt(4nm) - sqrt(4m²(L² - v²)) - S·m`` is not positive.  Bases that touch or
    overlap horizontally (``sqrt(4q) <= S``) need no case of their own: the sign is then never
    positive.
    """
    if vertical > limit:
        return False
    q = Fraction(squared_centre_distance)
    n, m = q.numerator, q.denominator
    return sign_of_root_difference(4 * n * m, 4 * m * m * (limit * limit - vertical * vertical), diameter_sum * m) <= 0


def wholly_within_space(squared_centre_distance: int, diameter: int, other_diameter: int, vertical: int, limit: int) -> bool:
    """Every point of a base of ``diameter`` is within ``limit`` of another base, in space: its far
    side is ``g = sqrt(q) + d/2 - D/2`` away horizontally (clipped at zero), and
    ``g² + v² <= L²`` ⇔ ``v <= L`` and ``sqrt(4q) - sqrt(4(L² - v²)) - (D - d) <= 0``."""
    if vertical > limit:
        return False
    return sign_of_root_difference(4 * squared_centre_distance, 4 * (limit * limit - vertical * vertical), other_diameter - diameter) <= 0


def compare_separations(first: tuple[int, int, int], second: tuple[int, int, int]) -> int:
    """Compare two distances between pairs of bases, each given as ``(q, S, v)``: the squared
    horizontal centre distance (an integer: both centres are points of the table), the sum of the
    diameters and the vertical distance.  The distance is ``sqrt(max(sqrt(q) - S/2, 0)² + v²)``.
    Returns -1 if the first is smaller, 0 if equal, 1 if larger.  Exact: four times the square of
    each distance is ``P - sqrt(R)`` with integers ``P`` and ``R``."""
    p1, r1 = _four_squared(*first)
    p2, r2 = _four_squared(*second)
    # X = P - sqrt(R); sign(X1 - X2) = sign(sqrt(R2) - sqrt(R1) - (P2 - P1))
    return sign_of_root_difference(r2, r1, p2 - p1)


def _four_squared(q: int, s: int, v: int) -> tuple[int, int]:
    """``4 d²`` as ``P - sqrt(R)``: when the bases are apart ``4d² = (2 sqrt(q) - S)² + 4v² =
    (4q + S² + 4v²) - sqrt(16 S² q)``; when they touch or overlap (a model on an objective
    marker) ``4d² = 4v²``."""
    if 4 * q <= s * s:  # touching or overlapping
        return 4 * v * v, 0
    return 4 * q + s * s + 4 * v * v, 16 * s * s * q


# -- zones and edges ---------------------------------------------------------------------------


def base_touches_rect(p: Point, diameter: int, rect: Rect) -> bool:
    """Some part of the base lies in the closed rectangle: the closest point of the rectangle to
    the centre is at most ``d/2`` away, ``4((cx - x)² + (cy - y)²) <= d²``."""
    cx = min(max(p.x, rect.x0), rect.x1)
    cy = min(max(p.y, rect.y0), rect.y1)
    return 4 * ((cx - p.x) ** 2 + (cy - p.y) ** 2) <= diameter * diameter


def base_wholly_in_rect(p: Point, diameter: int, rect: Rect) -> bool:
    """Every point of the base lies in the closed rectangle: ``2x - d >= 2x0`` and so on."""
    return (
        2 * p.x - diameter >= 2 * rect.x0
        and 2 * p.x + diameter <= 2 * rect.x1
        and 2 * p.y - diameter >= 2 * rect.y0
        and 2 * p.y + diameter <= 2 * rect.y1
    )


def base_wholly_within_edge(p: Point, diameter: int, table: Rect, edge: Edge, limit: int) -> bool:
    """Every point of the base is at most ``limit`` from the line of ``edge``: the far side of
    the base, ``distance to the edge + d/2``, is at most ``limit``."""
    distance = table.edge_distances(p)[edge]
    return 2 * distance + diameter <= 2 * limit

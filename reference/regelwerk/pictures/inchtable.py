"""Marks for tables measured in inches (round bases, straight measurements, ranges), shared by the
drawers of the rule sets that play on an inch table.

A drawer's unit is the inch: a state's lengths (units of 1/254 inch,
:mod:`regelwerk.core.inches`) are divided by :data:`UNITS_PER_INCH`, so a 32 mm base is a circle
of radius 0.63 and the scale under the picture reads "1 Zoll".  The table's ``y`` grows to the
north while a picture's grows downwards, so :class:`Frame` turns the table over: north is up,
as a player looking from the south edge sees it.

Every distance written on a picture is :func:`gap_length`, the quantity the
rules compare exactly; nothing here measures on its own.  Nothing here knows a rule set.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import hypot, sqrt

from regelwerk.core.canonical import Json
from regelwerk.core.inches import UNITS_PER_INCH, Point, squared_distance, vertical_distance
from regelwerk.pictures.scene import Mark, _data, circle

Spot = tuple[float, float]  # a point of the drawing, in inches, y downwards


def gap_length(a: Point, diameter_a: int, b: Point, diameter_b: int, with_height: bool = False) -> float:
    """The distance between two round bases in units, as a number to show (a picture's label, a
    message): the horizontal gap clipped at zero, combined with the vertical distance by
    Pythagoras when ``with_height``.  The rules never read it (it lives here, not in
    :mod:`regelwerk.core.inches`, so no rule can start to); they decide with the exact
    comparisons of that module (:func:`gap_within`, :func:`gap_within_3d`, :func:`compare_distances`),
    and this is the quantity those comparisons are about."""
    gap = max(sqrt(squared_distance(a, b)) - (diameter_a + diameter_b) / 2, 0.0)
    return hypot(gap, vertical_distance(a, b)) if with_height else gap


def inch(units: float) -> float:
    """A length in units as inches."""
    return units / UNITS_PER_INCH


def rounded(inches: float) -> float:
    """Inches as they are written: two decimals (a tenth of a millimetre is 0.004")."""
    return round(inches, 2)


def inch_label(inches: float) -> str:
    """``6.74"``, ``6"``: two decimals at most, trailing zeros dropped, the inch sign after."""
    return f"{rounded(inches):.2f}".rstrip("0").rstrip(".") + '"'


def point(value: Json) -> Point:
    """A ``[x, y, z]`` of the state as a point (``[x, y]`` is taken at height 0); anything else
    raises ``TypeError``/``ValueError`` (a malformed state: the picture says "no picture")."""
    if not isinstance(value, list) or len(value) not in (2, 3) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise ValueError(f"not a point: {value!r}")
    return Point(value[0], value[1], value[2] if len(value) == 3 else 0)


def number(value: Json) -> int:
    """An integer length of the state (a base, a width); anything else raises ``ValueError``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"not a length: {value!r}")
    return value


@dataclass(frozen=True)
class Frame:
    """Where the table's points land in the drawing: ``x`` in inches, ``y`` turned over at
    ``top`` (the table's depth, in units) so that north is up."""

    top: int

    def at(self, p: Point) -> Spot:
        return inch(p.x), inch(self.top - p.y)

    def at_units(self, x: float, y: float) -> Spot:
        return inch(x), inch(self.top - y)


def where(p: Point) -> str:
    """A point as the ``data-at`` attribute gives it: ``x,y`` in units, as in the state."""
    return f"{p.x},{p.y}"


def base(frame: Frame, p: Point, diameter: int, cls: str, title: str = "", **data: object) -> Mark:
    """A round base to scale: a circle of radius ``diameter / 2`` at its centre."""
    x, y = frame.at(p)
    return circle(x, y, inch(diameter) / 2, cls, title, at=where(p), **data)


def ring(frame: Frame, p: Point, diameter: int, reach: int, cls: str, title: str = "", **data: object) -> Mark:
    """The edge of the area within ``reach`` (units) of a base: a circle of radius
    ``diameter / 2 + reach``; everything whose base touches it is within reach horizontally."""
    x, y = frame.at(p)
    return circle(x, y, inch(diameter) / 2 + inch(reach), cls, title, at=where(p), reach=rounded(inch(reach)), **data)


def closest_points(a: Point, diameter_a: int, b: Point, diameter_b: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """The closest points of two bases (in units), on the line through their centres; the
    centres themselves when the bases overlap (then the gap is zero and there is nothing between)."""
    centre = sqrt(squared_distance(a, b))
    if centre <= (diameter_a + diameter_b) / 2:
        return (a.x, a.y), (b.x, b.y)
    ux, uy = (b.x - a.x) / centre, (b.y - a.y) / centre
    ra, rb = diameter_a / 2, diameter_b / 2
    return (a.x + ux * ra, a.y + uy * ra), (b.x - ux * rb, b.y - uy * rb)


def gap_inches(a: Point, diameter_a: int, b: Point, diameter_b: int, with_height: bool) -> float:
    """The distance between two bases as the rules measure it, in inches (two decimals)."""
    return rounded(inch(gap_length(a, diameter_a, b, diameter_b, with_height)))


def measurement(frame: Frame, a: Point, diameter_a: int, b: Point, diameter_b: int, cls: str, with_height: bool, **data: object) -> tuple[Mark, Mark]:
    """A measured distance between two bases: a line between their closest points and a label
    in the middle with the distance in inches (``data-distance``)."""
    pa, pb = closest_points(a, diameter_a, b, diameter_b)
    distance = gap_inches(a, diameter_a, b, diameter_b, with_height)
    sa, sb = frame.at_units(*pa), frame.at_units(*pb)
    middle = _beside((sa[0] + sb[0]) / 2, (sa[1] + sb[1]) / 2, sb[0] - sa[0], sb[1] - sa[1])
    label = inch_label(distance)
    attributes = _data({"distance": distance, **data})
    return (
        Mark("line", f"distance {cls}".strip(), points=(sa, sb), title=label, data=attributes),
        Mark("text", "distance-label", x=middle[0], y=middle[1], text=label, title=label, data=attributes),
    )


LABEL_OFFSET = 0.8  # inches between a measured line and its label, so a path along it leaves it legible


def _beside(x: float, y: float, dx: float, dy: float) -> Spot:
    """A point :data:`LABEL_OFFSET` to the left of the direction ``(dx, dy)`` from ``(x, y)``
    (above a horizontal line; the point itself for a line of length zero)."""
    length = sqrt(dx * dx + dy * dy)
    if length == 0:
        return x, y
    nx, ny = dy / length, -dx / length
    if ny > 0 or (ny == 0 and nx > 0):  # the side above, or to the left of a vertical line
        nx, ny = -nx, -ny
    return x + LABEL_OFFSET * nx, y + LABEL_OFFSET * ny


def centre_inches(a: Point, b: Point) -> float:
    """The horizontal distance between two points (a move's straight length), in inches."""
    return rounded(inch(sqrt(squared_distance(a, b))))

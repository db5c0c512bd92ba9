"""A model's path as the rules read it: its length with terrain, the models it crosses, the
engagement ranges it enters on the way (``docs/w40k.md``, "Moving").

A path is the model's position followed by the points of the action; every point must be on the
table (the whole base) and on the surface there (WH-GEL-3: a move never ends, nor pauses, in
the middle of a climb).  Between two points the model moves in a straight line over the
surface: its height is the surface height of each stretch (:func:`regelwerk.core.shapes.profile`).

Length (WH-GEL-1, WH-GEL-2, WH-FLI-1): per segment the horizontal length rounded up to a unit,
plus the vertical distance of each step of the surface higher than 2" (a step of at most 2" is
free); under WH-A-KLETTERN=nur-hoch only the steps up count.  A model that can FLY ignores the
vertical distance (WH-A-FLIEGEN=senkrecht-frei) or measures the segment through the air: the
horizontal length and the vertical distance of its steps over 2", up and down, combined by
Pythagoras (``durch-die-luft``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from regelwerk.core.inches import Point, inches
from regelwerk.core.ruleset import Interpretations
from regelwerk.core.shapes import (
    base_wholly_in_rect,
    ceil_sqrt,
    gap_within_horizontal,
    horizontal_squared,
    min_squared_distance,
    overlaps,
    profile,
    steps,
    surface_height,
)
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.measure import ENGAGEMENT, engaged_at
from regelwerk.rulesets.w40k.state import Model, State

FREE_STEP = inches(2)


@dataclass(frozen=True)
class PathFault:
    """Why a path is impossible: ``off_table`` or ``mid_climb``, at point ``index`` (0-based in
    the action's list)."""

    kind: str
    index: int


def points_of(model: Model, path: tuple[Point, ...]) -> list[Point]:
    return [model.position(), *path]


def fault(state: State, model: Model, path: tuple[Point, ...], allow_off_table: bool = False) -> PathFault | None:
    """The first point of the path that is off the table or not on the surface."""
    for index, point in enumerate(path):
        if not base_wholly_in_rect(point, model.base, state.table):
            if allow_off_table and index == len(path) - 1:
                return None  # the last point: an aircraft leaving the table
            return PathFault("off_table", index)
        if point.z != surface_height(state.terrain, point.x, point.y):
            return PathFault("mid_climb", index)
    return None


def flies(model: Model) -> bool:
    return "fly" in model.keywords


def segment_cost(state: State, model: Model, a: Point, b: Point, interpretations: Interpretations) -> int:
    """The length one segment counts (module docstring)."""
    horizontal = horizontal_squared(a, b)
    big = [s for s in steps(state.terrain, a, b) if abs(s) > FREE_STEP]
    if flies(model):
        if interpretations[switches.FLY] == "senkrecht-frei":
            return ceil_sqrt(horizontal)
        vertical = sum(abs(s) for s in big)
        return ceil_sqrt(horizontal + vertical * vertical)
    if interpretations[switches.CLIMB] == "nur-hoch":
        vertical = sum(max(s, 0) for s in big)
    else:
        vertical = sum(abs(s) for s in big)
    return ceil_sqrt(horizontal) + vertical


def length(state: State, model: Model, path: tuple[Point, ...], interpretations: Interpretations) -> int:
    points = points_of(model, path)
    return sum(segment_cost(state, model, a, b, interpretations) for a, b in zip(points, points[1:], strict=False))


def crossed(state: State, model: Model, path: tuple[Point, ...], others: list[Model]) -> list[str]:
    """The models (of ``others``) whose bases the moving base overlaps somewhere on the path, in
    the order given; touching is not crossing."""
    points = points_of(model, path)
    found = []
    for other in others:
        centre = other.position()
        if any(overlaps(min_squared_distance(a, b, centre), model.base + other.base) for a, b in zip(points, points[1:], strict=False)):
            found.append(other.id)
    return found


def _stretches(state: State, model: Model, path: tuple[Point, ...]) -> Iterator[tuple[Point, Point, Fraction, Fraction, int]]:
    """(a, b, t0, t1, height) for every stretch of the path over one surface height, and each
    point of the path as a stretch of length zero at its own height."""
    points = points_of(model, path)
    for a, b in zip(points, points[1:], strict=False):
        yield a, a, Fraction(0), Fraction(0), a.z
        for t0, t1, height in profile(state.terrain, a, b):
            yield a, b, t0, t1, height
    last = points[-1]
    yield last, last, Fraction(0), Fraction(0), last.z


def engagement_along(state: State, model: Model, path: tuple[Point, ...], enemies: list[Model], interpretations: Interpretations) -> list[str]:
    """The enemy models whose engagement range the path enters at some point (its start
    included), in the order given.  A model that can FLY ignores vertical distances under
    WH-A-FLIEGEN=senkrecht-frei: for it only the horizontal 1" counts."""
    ignore_height = flies(model) and interpretations[switches.FLY] == "senkrecht-frei"
    stretches = list(_stretches(state, model, path))

    def reaches(enemy: Model, a: Point, b: Point, t0: Fraction, t1: Fraction, height: int) -> bool:
        q = min_squared_distance(a, b, enemy.position(), t0, t1)
        if ignore_height:
            return gap_within_horizontal(q, model.base + enemy.base, ENGAGEMENT)
        return engaged_at(Point(a.x, a.y, height), model.base, enemy.position(), enemy.base, interpretations, squared=q)

    return [enemy.id for enemy in enemies if any(reaches(enemy, *stretch) for stretch in stretches)]

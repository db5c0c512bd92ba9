"""Inch geometry: values derived by hand, and properties checked exactly (no float anywhere:
the oracles square both sides or use 60-digit decimals, never a float comparison)."""

from __future__ import annotations

from decimal import Decimal, localcontext
from math import isqrt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.core.inches import (
    OUTWARD,
    Direction,
    Point,
    Rect,
    Table,
    compare_distances,
    gap_within,
    gap_within_3d,
    inches,
    move,
    round_over_root,
    sign_of_root_difference,
    squared_distance,
    vertical_distance,
)

BASE_25 = 250  # a 25 mm base in units (tenths of a millimetre)


# -- the unit ----------------------------------------------------------------------------------


def test_an_inch_is_254_units_and_a_millimetre_is_10():
    assert inches(1) == 254
    assert inches(6) == 1524
    assert inches(48) == 12192  # a 4-foot table


# -- distances ----------------------------------------------------------------------------------


def test_a_3_4_5_triangle_has_a_squared_distance_of_25():
    assert squared_distance(Point(0, 0, 0), Point(3, 4, 0)) == 25
    assert squared_distance(Point(-3, 4, 7), Point(0, 0, 0)) == 25


def test_height_is_measured_apart_from_the_horizontal_distance():
    a, b = Point(0, 0, 0), Point(0, 0, 508)
    assert squared_distance(a, b) == 0
    assert vertical_distance(a, b) == vertical_distance(b, a) == 508


def test_the_gap_between_two_25_mm_bases_is_measured_between_their_edges():
    # Centres 1774 u apart, radii 125 u each: the edges are exactly 1524 u (6") apart.
    a, b = Point(5080, 5080, 0), Point(5080 + 1774, 5080, 0)
    assert gap_within(a, BASE_25, b, BASE_25, inches(6))
    assert not gap_within(a, BASE_25, Point(5080 + 1775, 5080, 0), BASE_25, inches(6))


def test_a_larger_base_brings_its_edge_closer():
    # Centres 1778 u (7") apart; with a 40 mm base the gap is 1778 - 200 - 125 = 1453 u.
    a, b = Point(0, 0, 0), Point(1778, 0, 0)
    assert gap_within(a, 400, b, BASE_25, inches(6))
    assert not gap_within(a, BASE_25, b, BASE_25, inches(6))  # 1778 - 250 = 1528 u


def test_overlapping_bases_are_within_any_distance_of_each_other():
    assert gap_within(Point(0, 0, 0), BASE_25, Point(100, 0, 0), BASE_25, 0)
    assert not gap_within(Point(0, 0, 0), BASE_25, Point(100, 0, 0), BASE_25, -200)


def test_in_space_a_height_difference_can_put_a_near_model_out_of_range():
    # Horizontal gap 1016 - 250 = 766 u; 6" up: sqrt(766² + 1524²) ≈ 1705.7 u > 1524 u.
    a, b = Point(0, 0, 0), Point(1016, 0, 1524)
    assert gap_within(a, BASE_25, b, BASE_25, inches(6))
    assert not gap_within_3d(a, BASE_25, b, BASE_25, inches(6))
    # 2" up: sqrt(766² + 508²) ≈ 919.1 u.
    assert gap_within_3d(a, BASE_25, Point(1016, 0, 508), BASE_25, inches(6))


def test_in_space_bases_above_each_other_are_as_far_apart_as_the_height():
    a = Point(0, 0, 0)
    assert gap_within_3d(a, BASE_25, Point(0, 0, 1524), BASE_25, 1524)
    assert not gap_within_3d(a, BASE_25, Point(0, 0, 1525), BASE_25, 1524)


@pytest.mark.parametrize(
    ("a", "b", "c", "sign"),
    [
        (9, 4, 1, 0),  # 3 - 2 - 1
        (10, 4, 1, 1),
        (8, 4, 1, -1),
        (4, 9, -2, 1),  # 2 - 3 + 2 = 1
        (1, 16, -3, 0),  # 1 - 4 + 3
        (0, 0, 0, 0),
        (0, 1, -2, 1),  # 0 - 1 + 2
        (2, 0, 2, -1),  # 1.41 - 2
    ],
)
def test_the_sign_of_a_difference_of_roots_is_exact(a, b, c, sign):
    assert sign_of_root_difference(a, b, c) == sign


def test_bases_that_touch_or_overlap_are_equally_close():
    a = Point(0, 0, 0)
    overlapping, touching = Point(100, 0, 0), Point(0, 250, 0)
    assert compare_distances(a, BASE_25, overlapping, BASE_25, touching, BASE_25, False) == 0  # both 0
    assert compare_distances(a, BASE_25, Point(1000, 0, 0), BASE_25, Point(0, 1000, 0), BASE_25, False) == 0
    assert compare_distances(a, BASE_25, Point(999, 0, 0), BASE_25, Point(0, 1000, 0), BASE_25, False) == -1
    assert compare_distances(a, BASE_25, Point(1000, 0, 300), BASE_25, Point(0, 1000, 0), BASE_25, True) == 1


# -- directions and moves -------------------------------------------------------------------------


def test_a_direction_needs_a_non_zero_vector():
    with pytest.raises(ValueError):
        Direction(0, 0)
    assert Direction(1, 2).norm_squared() == 5


@pytest.mark.parametrize(
    ("numerator", "n", "rounded"),
    [
        (1524, 2, 1078),  # 1524 / 1.41421… = 1077.63…
        (3, 4, 2),  # 1.5: a tie goes away from zero
        (-3, 4, -2),
        (5, 4, 3),  # 2.5
        (1, 4, 1),  # 0.5
        (7, 9, 2),  # 2.33…
        (-7, 9, -2),
        (0, 5, 0),
        (1, 5, 0),  # 0.447…
    ],
)
def test_rounding_over_a_root_goes_to_the_nearest_integer_ties_away_from_zero(numerator, n, rounded):
    assert round_over_root(numerator, n) == rounded


def test_moves_along_the_axes_and_diagonals_land_where_they_should():
    start = Point(6096, 5080, 762)
    assert move(start, Direction(1, 0), inches(6)) == Point(6096 + 1524, 5080, 762)
    assert move(start, Direction(0, -1), inches(7)) == Point(6096, 5080 - 1778, 762)
    assert move(start, Direction(1, 1), inches(6)) == Point(6096 + 1078, 5080 + 1078, 762)
    assert move(start, Direction(-1, -1), inches(6)) == Point(6096 - 1078, 5080 - 1078, 762)
    assert move(Point(0, 0, 0), Direction(3, 4), 500) == Point(300, 400, 0)  # exact, no rounding
    assert move(Point(0, 0, 0), Direction(6, 8), 500) == Point(300, 400, 0)
    assert move(start, Direction(5, -2), 0) == start


# -- the table -----------------------------------------------------------------------------------


def test_the_table_contains_its_edges_and_nothing_beyond():
    table = Table.of_size(inches(48), inches(48))
    assert table.width == table.depth == 12192
    assert table.contains(Point(0, 0, 0)) and table.contains(Point(12192, 12192, 0))
    assert not table.contains(Point(-1, 5, 0)) and not table.contains(Point(5, 12193, 0))
    assert table.to_json() == {"width": 12192, "depth": 12192}


def test_a_base_reaches_an_edge_when_it_touches_it():
    table = Table.of_size(inches(48), inches(48))
    assert table.reached_edges(Point(127, 5080, 0), 254) == ("west",)
    assert table.reached_edges(Point(128, 5080, 0), 254) == ()
    assert table.reached_edges(Point(12192 - 100, 100, 0), BASE_25) == ("south", "east")
    assert table.reached_edges(Point(-500, 5080, 0), BASE_25) == ("west",)


def test_the_nearest_edge_breaks_ties_west_south_east_north():
    table = Table.of_size(inches(48), inches(48))
    assert table.nearest_edge(Point(6096, 5080, 0)) == "south"
    assert table.nearest_edge(Point(2540, 2540, 0)) == "west"  # west and south both 10"
    assert table.nearest_edge(Point(12192 - 10, 6000, 0)) == "east"
    assert table.nearest_edge(Point(6000, 12192 - 10, 0)) == "north"
    assert OUTWARD["south"] == Direction(0, -1)


def test_a_zone_is_a_rectangle_with_its_edges():
    zone = Rect(1000, 2000, 3000, 4000)
    assert zone.contains(Point(1000, 4000, 0)) and not zone.contains(Point(999, 3000, 0))
    assert zone.edge_distances(Point(1500, 2500, 0)) == {"west": 500, "south": 500, "east": 1500, "north": 1500}
    assert zone.reached_edges(Point(1100, 3000, 0), BASE_25) == ("west",)


def test_points_and_directions_round_trip_through_json():
    assert Point.from_json(Point(1, -2, 3).to_json()) == Point(1, -2, 3)
    assert Direction.from_json([2, -5]) == Direction(2, -5)
    assert str(Point(1, 2, 3)) == "(1,2,3)"


# -- properties ----------------------------------------------------------------------------------

coordinates = st.integers(-20_000, 20_000)
points = st.builds(Point, coordinates, coordinates, st.integers(0, 3000))
diameters = st.integers(1, 1200)
directions = st.tuples(st.integers(-50, 50), st.integers(-50, 50)).filter(lambda v: v != (0, 0)).map(lambda v: Direction(*v))


def _root(value: int) -> Decimal:
    return Decimal(value).sqrt()


@given(points, points)
def test_distance_is_symmetric(a, b):
    assert squared_distance(a, b) == squared_distance(b, a)
    assert vertical_distance(a, b) == vertical_distance(b, a)


@given(points, diameters, points, diameters, st.integers(-2000, 20_000))
def test_the_gap_test_is_symmetric(a, da, b, db, limit):
    assert gap_within(a, da, b, db, limit) == gap_within(b, db, a, da, limit)
    assert gap_within_3d(a, da, b, db, limit) == gap_within_3d(b, db, a, da, limit)


@given(points, points, points)
def test_the_triangle_inequality_holds_exactly(a, b, c):
    # sqrt(A) <= sqrt(B) + sqrt(C)  ⇔  A - B - C <= 2 sqrt(BC)
    big, left, right = squared_distance(a, c), squared_distance(a, b), squared_distance(b, c)
    difference = big - left - right
    assert difference <= 0 or difference * difference <= 4 * left * right


@given(st.integers(0, 10**8), st.integers(0, 10**8), st.integers(-20_000, 20_000))
def test_the_sign_of_a_root_difference_agrees_with_60_digit_decimals(a, b, c):
    with localcontext() as context:
        context.prec = 60
        value = _root(a) - _root(b) - Decimal(c)
        expected = 0 if value == 0 else (1 if value > 0 else -1)
    # Decimal roots of non-squares are not exact: trust a clear verdict, and zero only between
    # perfect squares, whose roots are exact.
    if abs(value) > Decimal("1e-40"):
        assert sign_of_root_difference(a, b, c) == expected
    elif isqrt(a) ** 2 == a and isqrt(b) ** 2 == b:
        assert sign_of_root_difference(a, b, c) == 0


@given(st.integers(-10**9, 10**9), st.integers(1, 10**6))
def test_rounding_over_a_root_is_off_by_at_most_a_half(numerator, n):
    k = round_over_root(numerator, n)
    assert k * numerator >= 0, "the result has the sign of the numerator"
    # |k - a/sqrt(n)| <= 1/2  ⇔  (2k sqrt(n) - 2a)² <= n  ⇔  4k²n + 4a² - n <= 8ka sqrt(n), ka >= 0
    left = 4 * k * k * n + 4 * numerator * numerator - n
    assert left <= 0 or left * left <= 64 * k * k * numerator * numerator * n


@given(points, directions, st.integers(0, 20_000))
def test_moving_by_d_then_measuring_gives_d_within_the_rounding_bound(start, direction, distance):
    end = move(start, direction, distance)
    assert end.z == start.z
    m = squared_distance(start, end)
    # |sqrt(m) - d| <= sqrt(2)/2  ⇔  (sqrt(m) - d)² <= 1/2  ⇔  2m + 2d² - 1 <= 4d sqrt(m)
    left = 2 * m + 2 * distance * distance - 1
    assert left <= 0 or left * left <= 16 * distance * distance * m


@given(points, directions, st.integers(0, 20_000))
def test_a_move_keeps_its_direction(start, direction, distance):
    end = move(start, direction, distance)
    # no component moves against the direction, and one that the direction does not have stays
    assert (end.x - start.x) * direction.dx >= 0 and (end.y - start.y) * direction.dy >= 0
    assert (direction.dx != 0 or end.x == start.x) and (direction.dy != 0 or end.y == start.y)


@given(points, diameters, points, diameters, points, diameters, st.integers(0, 20_000), st.booleans())
def test_a_closer_base_is_within_every_range_the_farther_one_is(a, da, b, db, c, dc, limit, with_height):
    order = compare_distances(a, da, b, db, c, dc, with_height)
    assert compare_distances(a, da, c, dc, b, db, with_height) == -order
    check = gap_within_3d if with_height else gap_within
    if order <= 0 and check(a, da, c, dc, limit):
        assert check(a, da, b, db, limit)


@given(st.integers(0, 10**6), st.integers(0, 10**6), st.integers(-5, 5))
def test_between_perfect_squares_the_sign_is_that_of_the_integer_difference(x, y, offset):
    assert sign_of_root_difference(x * x, y * y, x - y + offset) == (offset < 0) - (offset > 0)

"""The shapes of the inch table (``core/shapes.py``): exact answers at the boundaries, and
agreement with a high-precision computation away from them."""

from __future__ import annotations

from decimal import Decimal, getcontext
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from regelwerk.core.inches import Point, Rect, Table
from regelwerk.core.shapes import (
    Box,
    base_touches_rect,
    base_wholly_in_rect,
    base_wholly_within_edge,
    ceil_sqrt,
    compare_separations,
    gap_within_horizontal,
    gap_within_space,
    min_squared_distance,
    overlaps,
    profile,
    steps,
    surface_height,
)

getcontext().prec = 60
INCH = 254


def test_ceil_sqrt_rounds_up_and_keeps_squares():
    assert [ceil_sqrt(n) for n in (0, 1, 2, 3, 4, 5, 24, 25, 26)] == [0, 1, 2, 2, 2, 3, 5, 5, 6]


def test_surface_height_takes_the_highest_box_edges_included():
    low = Box("kiste", Rect(0, 0, 100, 100), 254)
    high = Box("turm", Rect(50, 50, 150, 150), 1016)
    assert surface_height((low, high), 0, 0) == 254
    assert surface_height((low, high), 100, 100) == 1016
    assert surface_height((low, high), 151, 151) == 0


def test_profile_over_a_wall_and_its_steps():
    wall = Box("mauer", Rect(1000, 0, 1100, 5000), 762)  # 3" high
    a, b = Point(0, 100, 0), Point(2000, 100, 0)
    assert profile((wall,), a, b) == [(0, Fraction(1, 2), 0), (Fraction(1, 2), Fraction(11, 20), 762), (Fraction(11, 20), 1, 0)]
    assert steps((wall,), a, b) == [762, -762]


def test_a_segment_touching_a_corner_never_climbs_it():
    block = Box("block", Rect(100, 100, 200, 200), 1000)
    assert steps((block,), Point(0, 0, 0), Point(300, 300, 0)) == [1000, -1000]  # through the diagonal
    assert steps((block,), Point(100, 300, 0), Point(300, 100, 0)) == []  # meets the box only at its corner (200, 200)
    assert steps((block,), Point(0, 300, 0), Point(300, 300, 0)) == []  # passes above it


def test_standing_on_the_edge_of_a_box_is_standing_on_it():
    block = Box("block", Rect(100, 0, 200, 100), 1000)
    assert steps((block,), Point(100, 50, 1000), Point(0, 50, 0)) == [-1000]


def test_min_squared_distance_clamps_to_the_stretch():
    a, b = Point(0, 0, 0), Point(1000, 0, 0)
    assert min_squared_distance(a, b, Point(500, 300, 0)) == 90000
    assert min_squared_distance(a, b, Point(-300, 400, 0)) == 250000
    assert min_squared_distance(a, b, Point(500, 300, 0), Fraction(0), Fraction(1, 5)) == 300**2 + 300**2


def test_touching_is_not_overlapping():
    assert not overlaps(250 * 250, 500)
    assert overlaps(250 * 250 - 1, 500)


def test_gap_within_at_the_boundary():
    # centres 3" + 25 mm apart: the gap is exactly 3"
    q = (3 * INCH + 250) ** 2
    assert gap_within_horizontal(q, 500, 3 * INCH)
    assert not gap_within_horizontal(q + 1, 500, 3 * INCH)
    assert gap_within_space(q, 500, 0, 3 * INCH)
    assert not gap_within_space(q, 500, 1, 3 * INCH)
    # 3-4-5 in inches: a horizontal gap of 3" and 4" of height are 5" in space
    assert gap_within_space(q, 500, 4 * INCH, 5 * INCH)
    assert not gap_within_space(q + 1, 500, 4 * INCH, 5 * INCH)
    assert gap_within_space(Fraction(1, 3), 500, 5 * INCH, 5 * INCH)  # overlapping horizontally: the height alone


def _distance(q, s, v) -> Decimal:
    g = max(Decimal(q.numerator) / Decimal(q.denominator) if isinstance(q, Fraction) else Decimal(q), Decimal(0)).sqrt() - Decimal(s) / 2
    g = max(g, Decimal(0))
    return (g * g + Decimal(v) * Decimal(v)).sqrt()


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 4000), st.integers(0, 4000), st.integers(1, 50),
    st.sampled_from([250, 320, 400, 600]), st.integers(0, 2000), st.integers(0, 3000),
)
def test_gap_within_space_agrees_with_a_precise_computation(dx, dy, den, s, v, limit):
    q = Fraction(dx * dx + dy * dy, den)
    exact = gap_within_space(q, s, v, limit)
    precise = _distance(q, s, v)
    if abs(precise - limit) > Decimal("1e-30"):
        assert exact == (precise <= limit)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 3000), st.integers(0, 3000), st.sampled_from([500, 570, 650]), st.integers(0, 1000),
    st.integers(0, 3000), st.integers(0, 3000), st.sampled_from([500, 570, 650]), st.integers(0, 1000),
)
def test_compare_separations_agrees_with_a_precise_computation(x1, y1, s1, v1, x2, y2, s2, v2):
    q1, q2 = x1 * x1 + y1 * y1, x2 * x2 + y2 * y2
    d1, d2 = _distance(q1, s1, v1), _distance(q2, s2, v2)
    result = compare_separations((q1, s1, v1), (q2, s2, v2))
    if abs(d1 - d2) > Decimal("1e-30"):
        assert result == (-1 if d1 < d2 else 1)
    else:
        assert result == 0


def test_compare_separations_sees_equal_distances():
    assert compare_separations((900**2, 500, 0), (540**2 + 720**2, 500, 0)) == 0
    assert compare_separations((250**2, 500, 300), (0, 500, 300)) == 0  # touching and overlapping: the height alone
    assert compare_separations((0, 500, 300), (0, 500, 400)) == -1  # touching: the height decides
    assert compare_separations((600**2, 500, 0), (0, 500, 0)) == 1


def test_zones_and_edges():
    zone = Rect(0, 0, 1000, 500)
    assert base_touches_rect(Point(1125, 250, 0), 250, zone)  # touches the east side
    assert not base_touches_rect(Point(1126, 250, 0), 250, zone)
    assert base_touches_rect(Point(1088, 588, 0), 250, zone)  # near the corner: 88² + 88² <= 125²
    assert not base_touches_rect(Point(1089, 589, 0), 250, zone)
    assert base_wholly_in_rect(Point(125, 125, 0), 250, zone)
    assert not base_wholly_in_rect(Point(124, 125, 0), 250, zone)
    table = Table.of_size(60 * INCH, 44 * INCH)
    assert base_wholly_within_edge(Point(6 * INCH - 125, 2000, 0), 250, table, "west", 6 * INCH)
    assert not base_wholly_within_edge(Point(6 * INCH - 124, 2000, 0), 250, table, "west", 6 * INCH)
    assert base_wholly_within_edge(Point(60 * INCH - 6 * INCH + 125, 2000, 0), 250, table, "east", 6 * INCH)

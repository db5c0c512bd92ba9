"""Square-grid geometry (``core/squaregrid.py``): coordinates with north at y - 1, the two step
metrics, straight lines, and the direction an attack comes from."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.core.squaregrid import (
    CLOCKWISE,
    OPPOSITE,
    ORTHOGONAL,
    Board,
    Square,
    beyond,
    directions_from,
    distance,
    is_step,
    main_directions_from,
    neighbours,
    on_straight_line,
    step,
)

squares = st.builds(Square, st.integers(-20, 20), st.integers(-20, 20))


def test_north_is_the_row_above_and_the_json_form_is_x_then_y():
    assert step(Square(3, 3), "N") == Square(3, 2)
    assert step(Square(3, 3), "E") == Square(4, 3)
    assert step(Square(3, 3), "S") == Square(3, 4)
    assert step(Square(3, 3), "W") == Square(2, 3)
    assert Square(2, 5).to_json() == [2, 5]
    assert Square.from_json([2, 5]) == Square(2, 5)
    assert str(Square(2, 5)) == "(2,5)"


def test_the_four_and_the_eight_neighbours_clockwise_from_north():
    assert neighbours(Square(1, 1), diagonals=False) == (Square(1, 0), Square(2, 1), Square(1, 2), Square(0, 1))
    assert neighbours(Square(1, 1), diagonals=True) == (
        Square(1, 0), Square(2, 0), Square(2, 1), Square(2, 2), Square(1, 2), Square(0, 2), Square(0, 1), Square(0, 0),
    )


@pytest.mark.parametrize(
    ("a", "b", "manhattan", "chebyshev"),
    [((0, 0), (0, 0), 0, 0), ((0, 0), (1, 0), 1, 1), ((0, 0), (1, 1), 2, 1), ((3, 3), (5, 4), 3, 2), ((5, 5), (3, 3), 4, 2)],
)
def test_distances_count_steps(a, b, manhattan, chebyshev):
    assert distance(Square(*a), Square(*b), diagonals=False) == manhattan
    assert distance(Square(*a), Square(*b), diagonals=True) == chebyshev
    assert is_step(Square(*a), Square(*b), diagonals=False) == (manhattan == 1)
    assert is_step(Square(*a), Square(*b), diagonals=True) == (chebyshev == 1)


def test_straight_lines_are_rows_and_columns_and_with_diagonals_the_diagonals():
    assert on_straight_line(Square(1, 1), Square(1, 5), diagonals=False)
    assert on_straight_line(Square(1, 1), Square(6, 1), diagonals=False)
    assert not on_straight_line(Square(1, 1), Square(3, 3), diagonals=False)
    assert on_straight_line(Square(1, 1), Square(3, 3), diagonals=True)
    assert on_straight_line(Square(3, 1), Square(1, 3), diagonals=True)
    assert not on_straight_line(Square(1, 1), Square(2, 3), diagonals=True)


def test_a_board_holds_the_squares_from_zero_to_its_size():
    board = Board(3, 2)
    assert board.contains(Square(0, 0)) and board.contains(Square(2, 1))
    assert not board.contains(Square(3, 0)) and not board.contains(Square(0, 2))
    assert not board.contains(Square(-1, 0)) and not board.contains(Square(0, -1))
    assert not board.has_square_towards(Square(1, 0), "N")
    assert board.has_square_towards(Square(1, 0), "S")
    assert not board.has_square_towards(Square(2, 1), "E")


def test_the_direction_of_an_attack_from_the_east_is_east():
    """The seed's example: attacked from the east, the target facing west faces away."""
    target, attacker = Square(3, 3), Square(4, 3)
    assert directions_from(target, attacker) == ("E",)
    assert OPPOSITE["W"] in directions_from(target, attacker)


@pytest.mark.parametrize(
    ("origin", "both", "main"),
    [((5, 4), ("E", "S"), ("E",)), ((4, 5), ("E", "S"), ("S",)), ((4, 4), ("E", "S"), ("E", "S")),
     ((1, 2), ("N", "W"), ("W",)), ((3, 0), ("N",), ("N",)), ((3, 3), (), ())],
)
def test_the_directions_an_oblique_attack_comes_from(origin, both, main):
    target = Square(3, 3)
    assert directions_from(target, Square(*origin)) == both
    assert main_directions_from(target, Square(*origin)) == main


@pytest.mark.parametrize(("origin", "behind"), [((3, 4), (3, 2)), ((4, 5), (2, 2)), ((1, 3), (4, 3)), ((5, 4), (2, 2))])
def test_the_square_beyond_a_target_continues_the_direction_of_travel(origin, behind):
    assert beyond(Square(*origin), Square(3, 3)) == Square(*behind)


@given(squares, squares)
def test_the_metrics_agree_with_their_definitions(a, b):
    dx, dy = abs(a.x - b.x), abs(a.y - b.y)
    assert distance(a, b, diagonals=False) == dx + dy == distance(b, a, diagonals=False)
    assert distance(a, b, diagonals=True) == max(dx, dy)
    assert distance(a, b, diagonals=True) <= distance(a, b, diagonals=False) <= 2 * distance(a, b, diagonals=True)


@given(squares)
def test_every_neighbour_is_one_step_away_and_opposites_undo_each_other(square):
    for name in ORTHOGONAL:
        assert step(step(square, name), OPPOSITE[name]) == square
    assert all(is_step(square, n, diagonals=False) for n in neighbours(square, diagonals=False))
    assert all(is_step(square, n, diagonals=True) for n in neighbours(square, diagonals=True))
    assert len(set(neighbours(square, diagonals=True))) == 8
    assert set(neighbours(square, diagonals=False)) <= set(neighbours(square, diagonals=True))
    assert len(CLOCKWISE) == 8 and set(ORTHOGONAL) == {"N", "E", "S", "W"}

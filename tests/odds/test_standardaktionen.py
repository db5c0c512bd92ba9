"""The exact odds of Standardaktionen: the one die it rolls, under SA-A-TREFFER=trefferwurf."""

from __future__ import annotations

from fractions import Fraction as F

from tests.odds.cases import odds_of, table, vector_case


def test_the_hit_roll_hits_on_four_to_six() -> None:
    # SA-SCH-1 under SA-A-TREFFER=trefferwurf: faces 4 to 6 hit and deal the attacker's power
    case = vector_case("standardaktionen/mit-trefferwurf-trifft-ein-angriff-ab-einer-4/eins")
    power = case["state"]["window"]["power"]
    assert table(odds_of(case)) == {0: F(1, 2), power: F(1, 2)}


def test_under_the_default_no_die_is_read() -> None:
    case = vector_case("standardaktionen/mit-trefferwurf-trifft-ein-angriff-ab-einer-4/eins", interpretations={})
    result = odds_of(case)
    assert len(result.distribution.entries) == 1 and not result.open

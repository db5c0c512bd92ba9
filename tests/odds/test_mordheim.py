"""The exact odds of Mordheim: leadership tests against icepool, a poison by hand."""

from __future__ import annotations

from fractions import Fraction as F

import icepool

from tests.odds.cases import die_table, odds_of, table, vector_case

ROUT = "mordheim/ein-verpatzter-rueckzugstest-nimmt-jedes-modell-der-bande-vom-spielfeld"


def _leadership(case: dict) -> int:  # type: ignore[type-arg]
    warband = case["action"]["player"]
    testers = [m for m in case["state"]["models"] if m["warband"] == warband and m["status"] == "standing"]
    return max(m["profile"]["leadership"] for m in testers)


def test_a_rout_test_against_icepool() -> None:
    # MH-MWT-1: 2W6 at most the leadership passes (MH-A-MORALWERTTEST=gleich-besteht)
    case = vector_case(ROUT)
    leadership = _leadership(case)
    expected = die_table((2 @ icepool.d6).map(lambda total: "passed" if total <= leadership else "failed"))
    assert table(odds_of(case)) == expected
    routs = odds_of(case, "routs")
    assert table(routs)["[]"] == expected["passed"]


def test_the_other_reading_of_the_boundary_differs_by_the_chance_of_the_value_itself() -> None:
    # under unter-besteht a total equal to the leadership fails: the readings differ by exactly
    # P(2W6 = Ld), for Ld 8 5/36
    case = vector_case(ROUT)
    leadership = _leadership(case)
    literal = table(odds_of(case))["passed"]
    other = table(odds_of(vector_case(ROUT, interpretations={"MH-A-MORALWERTTEST": "unter-besteht"})))["passed"]
    assert literal - other == (2 @ icepool.d6).probability(leadership)


def test_a_rally_passes_as_a_leadership_test() -> None:
    case = vector_case("mordheim/die-weitergehende-flucht-endet-auf-dem-gerundeten-punkt/1-zu-2-7-zoll")
    model = next(m for m in case["state"]["models"] if m["id"] == case["action"]["model"])
    result = table(odds_of(case))
    assert sum(result.values()) == 1
    assert result["rallied"] == (2 @ icepool.d6).probability("<=", model["profile"]["leadership"])


def test_poison_takes_a_model_out_on_one_or_two() -> None:
    # MH-BEG-1, the sample effect: a W6 of 1 or 2 takes the model out of action
    assert table(odds_of(vector_case("mordheim/ein-niedriger-giftwurf-schaltet-das-modell-aus/eins"))) == {
        "out_of_action": F(1, 3), "standing": F(2, 3)}

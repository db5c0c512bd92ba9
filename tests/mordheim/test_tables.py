"""The generated Mordheim tables: the leadership test (MH-MWT-1) for every leadership 2 to 10
against every 2W6 result, under both readings of the boundary, and the 25 % threshold of the
rout test (MH-RUE-1) for every starting size 1 to 30 against every number of losses.  Each row
is checked against an oracle written afresh from the rule text, and the oracles can disagree."""

from __future__ import annotations

import copy
import json
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest

from regelwerk.core.errors import SuiteDataError
from regelwerk.core.paths import vectors_dir
from regelwerk.suite.check import check_tables
from regelwerk.suite.vectors import load_table, load_vector_file

FOLDER = vectors_dir() / "mordheim" / "tables"


def table(name: str) -> dict:
    return json.loads((FOLDER / f"{name}-tabelle.json").read_text(encoding="utf-8"))


def vectors(name: str):
    return load_vector_file(FOLDER / f"{name}-tabelle.json")


def leadership_oracle(leadership: int, roll: list[int], equal_passes: bool) -> dict:
    """Two W6 are added; the test holds when the sum does not exceed the value (or, in the strict
    reading, stays below it)."""
    total = roll[0] + roll[1]
    return {"total": total, "passed": total < leadership or (equal_passes and total == leadership)}


def threshold_oracle(start: int, lost: int) -> dict:
    """A quarter or more of the starting models lost."""
    return {"required": Fraction(lost, start) >= Fraction(1, 4)}


@pytest.mark.parametrize(("name", "equal_passes"), [("moralwerttest", True), ("moralwerttest-unter", False)])
def test_the_leadership_table_has_every_value_against_every_roll_and_agrees_with_the_oracle(name, equal_passes):
    loaded = vectors(name)
    multisets = {tuple(sorted(r)) for r in product(range(1, 7), repeat=2)}
    assert len(multisets) == 21
    assert {(v.case["action"]["leadership"], tuple(v.case["action"]["roll"])) for v in loaded} == set(product(range(2, 11), multisets))
    assert len(loaded) == 9 * 21
    for vector in loaded:
        action = vector.case["action"]
        assert vector.expected == {"status": "answered", "answer": leadership_oracle(action["leadership"], action["roll"], equal_passes)}, vector.id
        assert vector.clauses == ("MH-MWT-1",)
    option = "gleich-besteht" if equal_passes else "unter-besteht"
    assert table(name)["interpretations"] == {"MH-A-MORALWERTTEST": option}


def test_the_threshold_table_has_every_size_against_every_loss_and_agrees_with_the_oracle():
    loaded = vectors("rueckzugsschwelle")
    pairs = {(v.case["action"]["start"], v.case["action"]["lost"]) for v in loaded}
    assert pairs == {(s, k) for s in range(1, 31) for k in range(0, s + 1)}
    assert len(loaded) == sum(s + 1 for s in range(1, 31)) == 495
    for vector in loaded:
        action = vector.case["action"]
        assert vector.expected["answer"] == threshold_oracle(action["start"], action["lost"]), vector.id
    assert table("rueckzugsschwelle")["interpretations"] == {}


def test_the_oracles_are_not_trivially_agreeable():
    assert leadership_oracle(7, [3, 4], True) == {"total": 7, "passed": True}
    assert leadership_oracle(7, [3, 4], False) == {"total": 7, "passed": False}
    assert leadership_oracle(5, [5, 1], True)["passed"] is False  # the higher die alone would pass
    assert threshold_oracle(12, 3) == {"required": True}
    assert threshold_oracle(13, 3) == {"required": False}  # 23 %
    assert threshold_oracle(7, 2) == {"required": True}  # 28.6 %
    rows = table("rueckzugsschwelle")["rows"]
    rounding_down = [r for r in rows if (r[1] >= r[0] // 4) != r[2]["required"]]
    assert rounding_down, "an engine that rounds the quarter down disagrees with some row"


def test_rows_have_readable_ids_and_descriptions():
    by_id = {v.id: v for v in vectors("moralwerttest")}
    vector = by_id["mordheim/moralwerttest/m7-w34"]
    assert vector.description == "Moralwerttest auf 2W6: Moralwert 7, Wurf 3-4"
    assert vector.case["action"] == {"type": "ask", "question": "leadership_test", "leadership": 7, "roll": [3, 4]}
    threshold = {v.id: v for v in vectors("rueckzugsschwelle")}["mordheim/rueckzugsschwelle/s12-v3"]
    assert threshold.description == "Ist ein Rückzugstest fällig: Anfangsmodelle 12, Verluste 3"


def test_the_tables_are_in_sync_and_declare_what_they_depend_on():
    result = check_tables("mordheim")
    assert not result.problems and not result.stale_tables, (result.problems, result.stale_tables)
    assert result.tables == 3 and result.table_rows == 2 * 189 + 495


@pytest.mark.parametrize(("cell", "message"), [([7], "holds numbers"), (-1, "holds numbers"), (True, "holds numbers")])
def test_a_number_column_refuses_anything_but_an_integer_from_zero(cell, message):
    data = copy.deepcopy(table("moralwerttest"))
    data["rows"][5][0] = cell
    with pytest.raises(SuiteDataError) as raised:
        load_table(Path("broken.json"), data)
    assert message in raised.value.message and raised.value.json_path == "$.rows[5][0]"

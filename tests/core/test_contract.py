"""The engine contract shared by all rule sets: dice queues, interpretations, rejection kinds
and their order, canonical JSON, and the meaning of a match."""

from __future__ import annotations

import copy

import pytest

from regelwerk.core.canonical import dumps, statement_digest
from regelwerk.core.hexgrid import DIRECTIONS, Hex, direction_between, distance
from regelwerk.core.match import compare_outcomes
from regelwerk.core.ruleset import run_case
from regelwerk.rulesets import get
from regelwerk.suite.vectors import load_vectors

PT = get("pocket_tactics")
VECTORS = {v.id: v for v in load_vectors(["pocket_tactics"], tables=False)}  # the feature vectors: cheap to load
WATER_STEP = VECTORS["pocket_tactics/ein-hoher-gefahrenwurf-laesst-die-einheit-im-wasser-stehen/vier"]
DRY_STEP = VECTORS["pocket_tactics/trockenes-gelaende-verlangt-keinen-gefahrenwurf/feld"]


def case_of(vector, **changes):
    return {**copy.deepcopy(vector.case), **changes}


def error_of(outcome):
    assert outcome["status"] == "rejected", outcome
    return outcome["error"]


def test_a_missing_die_is_a_dice_error_naming_its_label():
    error = error_of(run_case(PT, case_of(WATER_STEP, dice={})))
    assert (error["kind"], error["code"], error["label"]) == ("dice", "CORE.DICE.MISSING", "gefahr")


def test_dice_left_over_after_a_legal_action_are_a_dice_error():
    error = error_of(run_case(PT, case_of(WATER_STEP, dice={"gefahr": [4, 4]})))
    assert (error["kind"], error["code"], error["label"]) == ("dice", "CORE.DICE.UNUSED", "gefahr")


def test_an_illegal_action_is_rejected_by_the_rules_even_with_dice_on_the_table():
    vector = VECTORS["pocket_tactics/kein-schritt-auf-eine-besetzte-kachel/verbuendeter"]
    error = error_of(run_case(PT, case_of(vector, dice={"gefahr": [1]})))
    assert (error["kind"], error["code"], error["clause"]) == ("illegal", "PT.MOVE.OCCUPIED", "PT-BEW-1")


@pytest.mark.parametrize(
    ("dice", "code"),
    [({"gefahr": [0]}, "CORE.DICE.OUT_OF_RANGE"), ({"gefahr": [True]}, "CORE.DICE.OUT_OF_RANGE"),
     ({"wuerfel": [1]}, "CORE.DICE.UNKNOWN_LABEL"), ({"gefahr": 3}, "CORE.DICE.MALFORMED"), ([3], "CORE.DICE.MALFORMED")],
)
def test_dice_that_no_procedure_can_read_are_malformed(dice, code):
    error = error_of(run_case(PT, case_of(WATER_STEP, dice=dice)))
    assert (error["kind"], error["code"]) == ("malformed", code)


@pytest.mark.parametrize(
    ("interpretations", "code"),
    [({"PT-A-NIRGENDS": "x"}, "CORE.INTERPRETATION.UNKNOWN"), ({"PT-A-SPRUNGBAHN": "schraeg"}, "CORE.INTERPRETATION.UNKNOWN_OPTION"),
     (["PT-A-SPRUNGBAHN"], "CORE.INTERPRETATION.MALFORMED")],
)
def test_unknown_interpretations_are_malformed(interpretations, code):
    error = error_of(run_case(PT, case_of(DRY_STEP, interpretations=interpretations)))
    assert (error["kind"], error["code"]) == ("malformed", code)


def test_a_schema_violation_names_the_json_path():
    case = case_of(DRY_STEP)
    case["state"]["units"][0]["faction"] = "orks"
    error = error_of(run_case(PT, case))
    assert (error["kind"], error["code"], error["path"]) == ("malformed", "CORE.SCHEMA", "$.state.units[0].faction")


def test_a_malformed_state_is_reported_before_an_illegal_action():
    case = case_of(VECTORS["pocket_tactics/die-legion-kann-nicht-ziehen-wenn-die-staemme-am-zug-sind"])
    case["state"]["board"].append({"unit": "GEIST", "at": [0, 0]})
    assert error_of(run_case(PT, case))["kind"] == "malformed"


def test_a_case_that_is_not_an_object_is_malformed():
    assert error_of(run_case(PT, ["state"]))["kind"] == "malformed"


# -- canonical JSON and hashes -------------------------------------------------------------


def test_canonical_json_sorts_keys_and_keeps_umlauts():
    assert dumps({"b": 1, "a": "Stämme"}) == '{"a":"Stämme","b":1}'


def test_statement_hashes_ignore_line_breaks_and_runs_of_spaces():
    assert statement_digest("Eine Einheit\n  zieht") == statement_digest("Eine Einheit zieht")
    assert statement_digest("Eine Einheit zieht") != statement_digest("Eine Einheit springt")


# -- geometry -------------------------------------------------------------------------------


def test_every_hex_has_six_neighbours_at_distance_one():
    centre = Hex(2, -1)
    assert len(set(centre.neighbours())) == 6
    assert all(distance(centre, n) == 1 for n in centre.neighbours())


@pytest.mark.parametrize("name", sorted(DIRECTIONS))
def test_straight_lines_are_recognised_in_every_direction(name):
    step = DIRECTIONS[name]
    assert direction_between(Hex(0, 0), step.scaled(3)) == step


def test_a_knight_like_offset_is_no_straight_line():
    assert direction_between(Hex(0, 0), Hex(1, 1)) is None


# -- matching -------------------------------------------------------------------------------


def accepted_vector():
    return VECTORS["pocket_tactics/schritt-auf-eine-freie-nachbarkachel/nordost"]


def test_the_order_of_set_valued_lists_and_object_keys_does_not_matter():
    expected = accepted_vector().expected
    actual = copy.deepcopy(expected)
    actual["state"]["tiles"].reverse()
    actual["state"]["units"].reverse()
    assert compare_outcomes(PT, expected, actual) is None


def test_the_order_of_events_matters():
    expected = accepted_vector().expected
    actual = copy.deepcopy(expected)
    actual["events"].reverse()
    assert compare_outcomes(PT, expected, actual).path.startswith("$.events")


def test_events_are_not_compared_for_an_engine_that_does_not_emit_them():
    expected = accepted_vector().expected
    actual = {"status": "accepted", "state": expected["state"]}
    assert compare_outcomes(PT, expected, actual, events=False) is None
    assert compare_outcomes(PT, expected, actual, events=True).path == "$.events"


def test_a_different_state_is_named_by_its_first_differing_path():
    expected = accepted_vector().expected
    actual = copy.deepcopy(expected)
    actual["state"]["active"] = "legion"
    mismatch = compare_outcomes(PT, expected, actual)
    assert mismatch.path == "$.state.active"


def test_an_invalid_state_in_an_answer_is_a_mismatch_not_a_crash():
    expected = accepted_vector().expected
    mismatch = compare_outcomes(PT, expected, {"status": "accepted", "state": {"phase": "play"}, "events": []})
    assert mismatch.path == "$.state" and "not a valid state" in mismatch.message


def test_rejections_match_on_kind_code_and_clause_but_not_on_the_message():
    expected = VECTORS["pocket_tactics/kein-sprung-ueber-eine-gegnerische-einheit"].expected
    actual = copy.deepcopy(expected)
    actual["error"]["message"] = "ganz andere Worte"
    assert compare_outcomes(PT, expected, actual) is None
    actual["error"]["clause"] = "PT-BEW-1"
    assert compare_outcomes(PT, expected, actual).path == "$.error.clause"


def test_malformed_rejections_match_on_the_kind_alone():
    expected = VECTORS["pocket_tactics/zwei-einheiten-auf-einer-kachel-sind-eine-unmoegliche-stellung"].expected
    actual = {"status": "rejected", "error": {"kind": "malformed", "code": "MYPORT.DOUBLE_BOOKED"}}
    assert compare_outcomes(PT, expected, actual) is None
    actual["error"]["kind"] = "illegal"
    assert compare_outcomes(PT, expected, actual).path == "$.error.kind"


def test_a_status_mismatch_says_what_came_instead():
    expected = accepted_vector().expected
    actual = {"status": "rejected", "error": {"kind": "illegal", "code": "PT.MOVE.OCCUPIED", "clause": "PT-BEW-1", "message": "besetzt"}}
    mismatch = compare_outcomes(PT, expected, actual)
    assert mismatch.path == "$.status" and "PT.MOVE.OCCUPIED" in mismatch.message

"""A schema error names the field that is wrong, also inside ``oneOf``/``anyOf``.

Each expectation is read off the schemas by hand: which branch of the union the instance was
meant for (its discriminator, its JSON type, its required keys), and which keyword of that
branch fails where.  ``jsonschema``'s own ``best_match`` stops at the union ("… is not valid
under any of the given schemas", at the parent) for most of these.
"""

from __future__ import annotations

import copy
import json

import pytest

from regelwerk.core import schemas
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.ruleset import run_case
from regelwerk.harness.protocol import ProtocolViolation, validate
from regelwerk.rulesets import get
from regelwerk.suite.vectors import load_vector_file, load_vectors, vector_files

PT = get("pocket_tactics")
VECTORS = {v.id: v for v in load_vectors(["pocket_tactics"], tables=False)}
MOVE = VECTORS["pocket_tactics/trockenes-gelaende-verlangt-keinen-gefahrenwurf/feld"]  # a move in play


def rejected(case) -> tuple[str, str]:
    outcome = run_case(PT, case)
    assert outcome["status"] == "rejected" and outcome["error"]["code"] == "CORE.SCHEMA", outcome
    return outcome["error"]["path"], outcome["error"]["message"]


def broken_case(where: str, value):
    """MOVE's case with the value at ``where`` (``state.bases.legion.at``) replaced."""
    case = copy.deepcopy(MOVE.case)
    *parents, last = where.split(".")
    node = case
    for key in parents:
        node = node[key]
    node[last] = value
    return case


def test_the_move_case_is_a_move_in_play():
    assert MOVE.case["action"]["type"] == "move" and MOVE.case["state"]["phase"] == "play"


@pytest.mark.parametrize(
    ("where", "value", "path", "message"),
    [
        # action: the if/then on "type" selects the move branch; "to" is a hex, an array of minItems 2
        ("action.to", [1], "$.action.to", "pocket_tactics/action.schema.json: [1] is too short"),
        # action: a type no branch has is named by the enum of "type"
        ("action.type", "fly", "$.action.type",
         "pocket_tactics/action.schema.json: 'fly' is not one of ['roll_off', 'place_base', 'place_tile', 'deploy', "
         "'move', 'summon', 'attack', 'pass', 'ask']"),
        # state.first: oneOf [faction (enum), null]; a string cannot be null, so the faction's enum speaks
        ("state.first", "orks", "$.state.first", "pocket_tactics/state.schema.json: 'orks' is not one of ['legion', 'tribes']"),
        # state.winner: oneOf [faction, const draw, null]; a number is none of the literals
        ("state.winner", 3, "$.state.winner", "pocket_tactics/state.schema.json: 3 is not one of ['legion', 'tribes', 'draw']"),
        # a base's "at": oneOf [hex, null]; a list is no null, so the hex branch speaks
        ("state.bases.legion.at", [1], "$.state.bases.legion.at", "pocket_tactics/state.schema.json: [1] is too short"),
        # ... and a string is neither an array nor null
        ("state.bases.legion.at", "x", "$.state.bases.legion.at", "pocket_tactics/state.schema.json: 'x' is not of type 'array', 'null'"),
    ],
)
def test_a_broken_case_is_malformed_at_the_field_that_is_wrong(where, value, path, message):
    assert rejected(broken_case(where, value)) == (path, message)


@pytest.mark.parametrize(
    ("outcome", "path", "message"),
    [
        # the outcome is a oneOf discriminated by the const of "status"
        ({"status": "won"}, "$.status", "'won' is not one of ['accepted', 'rejected', 'answered']"),
        ({"status": "accepted"}, "$", "'state' is a required property"),
        ({"status": "answered"}, "$", "'answer' is a required property"),
        ({"status": "rejected", "error": {"kind": "illegal", "code": "PT.MOVE.OCCUPIED", "message": "m"}}, "$.error",
         "'clause' is a required property"),
    ],
)
def test_an_outcome_error_names_the_field_of_its_status(outcome, path, message):
    error = schemas.first_error("pocket_tactics/outcome.schema.json", outcome)
    assert (error.json_path, error.message) == (path, message)


def test_an_event_error_names_the_field_of_its_type():
    accepted = next(v for v in VECTORS.values() if v.expected["status"] == "accepted" and v.expected["events"][0]["type"] == "moved")
    outcome = copy.deepcopy(accepted.expected)
    outcome["events"][0]["to"] = [1]
    error = schemas.first_error("pocket_tactics/outcome.schema.json", outcome)
    assert (error.json_path, error.message) == ("$.events[0].to", "[1] is too short")


@pytest.mark.parametrize(
    ("schema", "message", "expected"),
    [
        # command: oneOf discriminated by "cmd"; the run branch requires "case"
        ("command", {"cmd": "run", "seq": 1}, "at $: 'case' is a required property"),
        ("command", {"cmd": "launch"}, "at $.cmd: 'launch' is not one of ['start', 'run', 'stop']"),
        # run answer: oneOf without a discriminator; only the errored branch has all its required keys
        ("run-response", {"seq": 1, "errored": True, "message": 3}, "at $.message: 3 is not of type 'string'"),
        ("run-response", {"seq": 1, "skipped": True, "issue_url": []}, "at $.issue_url: [] is not of type 'string'"),
    ],
)
def test_a_protocol_message_error_names_the_field(schema, message, expected):
    with pytest.raises(ProtocolViolation) as raised:
        validate(f"{schema}.schema.json", message, "the message")
    assert raised.value.message.endswith(expected), raised.value.message


def test_a_broken_vector_in_a_file_is_named_by_file_vector_id_and_path(tmp_path):
    path, data, index = next(
        (path, data, i)
        for path in vector_files()
        for data in [json.loads(path.read_text(encoding="utf-8"))]
        for i, vector in enumerate(data["vectors"])
        if vector["action"].get("type") == "move" and vector["expected"]["status"] == "accepted"
    )
    data["vectors"][index]["action"]["to"] = [1]
    broken = tmp_path / path.name
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SuiteDataError) as raised:
        load_vector_file(broken)
    error = raised.value
    assert (error.json_path, error.message, error.vector_id) == (f"$.vectors[{index}].action.to", "[1] is too short", data["vectors"][index]["id"])


def test_an_instance_only_the_fast_validator_refuses_still_gets_an_error(monkeypatch):
    """If the libraries ever disagreed, an invalid instance must not pass as valid: the fast
    library's own error is reported then."""
    from jsonschema import Draft202012Validator

    monkeypatch.setattr(schemas, "validator", lambda name: Draft202012Validator({}))
    error = schemas.first_error("pocket_tactics/dice.schema.json", {"gefahr": [7]})
    assert error is not None and error.json_path == "$.gefahr[0]"


def test_a_valid_instance_has_no_error():
    assert schemas.first_error("pocket_tactics/state.schema.json", MOVE.case["state"]) is None
    assert list(schemas.iter_errors("pocket_tactics/state.schema.json", MOVE.case["state"])) == []


def test_an_action_nested_deeper_than_either_library_walks_is_still_malformed():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    path, message = rejected(broken_case("action.to", deep))
    assert path.startswith("$.action") and message

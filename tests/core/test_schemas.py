"""The two validators (``jsonschema-rs`` for the verdict, ``jsonschema`` for the explanation)
give the same verdict on every instance the suite holds and on generated near-valid ones.

Every instance: each vector file and table whole, each golden playthrough, the catalogs and
registers, the protocol messages the reference engine writes and the examples in ``docs/``
(protocol lines, report lines, expectation files), and the inputs of the vectors that expect a
``malformed`` rejection (the vector schema exempts exactly those from the state, action and
dice schemas).  A valid file is valid under both libraries only if every state, action, dice
queue and outcome inside it is, so the whole file covers its parts.

Near-valid instances: hypothesis takes a valid state, action, outcome, dice queue, vector,
table, protocol message or expectation file and breaks it in the ways that matter for a
validator: a required key dropped, an unknown key added, a value of another type, an enum
value out of range, a negative or huge number, a float for an integer, a list one item too
long or too short, a string with a final newline (``$`` in a ``pattern``).
"""

from __future__ import annotations

import copy
import json
import re
from functools import cache
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from regelwerk.core import schemas
from regelwerk.core.canonical import dumps
from regelwerk.core.paths import features_dir, vectors_dir
from regelwerk.harness.protocol import STOP, run_message, start_message
from regelwerk.harness.reference import handshake
from regelwerk.suite.vectors import load_vector_file, read_json, table_files, vector_files

REPO = Path(__file__).resolve().parents[2]
PT = "pocket_tactics"


def agree(name: str, instance, where: str = "") -> bool:
    """Assert the two verdicts are equal; return the verdict."""
    fast = schemas.fast_validator(name).is_valid(instance)
    reference = schemas.validator(name).is_valid(instance)
    assert fast == reference, f"{where} {name}: jsonschema-rs says {fast}, jsonschema says {reference} for {dumps(instance)[:300]}"
    return fast


# -- every instance the suite holds ---------------------------------------------------------


@pytest.mark.parametrize("path", vector_files(), ids=lambda p: p.name)
def test_the_validators_agree_on_every_vector_file_and_on_the_inputs_of_its_malformed_vectors(path):
    data = read_json(path)
    generic = "distribution-file.schema.json" if data.get("kind") == "distributions" else "vector-file.schema.json"
    assert agree(generic, data)
    assert agree(f"{data['ruleset']}/{generic}", data)
    for vector in data["vectors"]:
        if vector["expected"].get("error", {}).get("kind") == "malformed":
            for part in ("state", "action", "dice"):
                agree(f"{data['ruleset']}/{part}.schema.json", vector[part])


def test_the_inputs_of_malformed_vectors_include_instances_both_validators_refuse():
    """The agreement above is not only agreement on "valid": some malformed vectors break the schema."""
    refused = [
        vector["id"]
        for path in vector_files()
        for vector in read_json(path)["vectors"]
        if vector["expected"].get("error", {}).get("code") == "CORE.SCHEMA"
        and not all(schemas.fast_validator(f"{PT}/{p}.schema.json").is_valid(vector[p]) for p in ("state", "action"))
    ]
    assert refused


@pytest.mark.slow
@pytest.mark.parametrize("path", table_files(), ids=lambda p: p.name)
def test_the_validators_agree_on_every_vector_table(path):
    table = read_json(path)
    assert agree("vector-table.schema.json", table)
    assert agree(f"{table['ruleset']}/vector-table.schema.json", table)


def playthrough_files() -> list[Path]:
    return sorted((REPO / "vectors").glob("*/partien/*.json"))


@pytest.mark.parametrize("path", playthrough_files(), ids=lambda p: p.name)
def test_the_validators_agree_on_every_golden_playthrough(path):
    playthrough = read_json(path)
    assert agree("playthrough.schema.json", playthrough)
    assert agree(f"{playthrough['ruleset']}/playthrough.schema.json", playthrough)
    assert agree(f"{playthrough['ruleset']}/state.schema.json", playthrough["initial_state"])


def test_there_are_playthroughs_to_check():
    assert playthrough_files()


@pytest.mark.parametrize(("file", "schema"), [("klauseln.yaml", "catalog.schema.json"), ("auslegungen.yaml", "register.schema.json")])
def test_the_validators_agree_on_every_catalog_and_register(file, schema):
    paths = sorted(features_dir().glob(f"*/{file}"))
    assert paths
    for path in paths:
        assert agree(schema, yaml.safe_load(path.read_text(encoding="utf-8"))), path


def protocol_messages() -> list[tuple[str, object]]:
    """The messages the harness and the reference engine write, for a few real cases."""
    from regelwerk.harness.reference import answer_case

    vectors = load_vector_file(vector_files()[0])[:3]
    messages = [("protocol/command.schema.json", start_message()), ("protocol/command.schema.json", json.loads(STOP))]
    messages.append(("protocol/start-response.schema.json", handshake()))
    for seq, vector in enumerate(vectors, 1):
        messages.append(("protocol/command.schema.json", json.loads(run_message(seq, vector.case_bytes))))
        messages.append(("protocol/run-response.schema.json", {"seq": seq, **answer_case({"ruleset": PT, **vector.case})}))
    distribution = load_vector_file(vectors_dir() / PT / "verteilungen.json")[0]  # a case with a projection, answered
    messages.append(("protocol/command.schema.json", json.loads(run_message(8, distribution.case_bytes))))
    messages.append(("protocol/run-response.schema.json", {"seq": 8, **answer_case({"ruleset": PT, **distribution.case})}))
    messages.append(("protocol/run-response.schema.json", {"seq": 8, "distribution": [{"value": 0, "p": 0.25}, {"value": 1, "p": "3/4"}]}))
    messages.append(("protocol/run-response.schema.json", {"seq": 9, "skipped": True, "message": "not yet"}))
    messages.append(("protocol/run-response.schema.json", {"seq": 9, "errored": True, "message": "KeyError", "context": {"traceback": "…"}}))
    return messages


def test_the_validators_agree_on_the_protocol_messages_the_harness_and_the_reference_engine_write():
    for name, message in protocol_messages():
        assert agree(name, message), (name, message)


def doc_examples() -> list[tuple[str, str, object]]:
    """(where, schema, instance) for every JSON or YAML example in the docs that a schema covers:
    protocol lines, report lines, expectation files."""
    found = []
    for path in sorted((REPO / "docs").glob("*.md")) + [REPO / "README.md"]:
        blocks = re.findall(r"```(\w*)\n(.*?)```", path.read_text(encoding="utf-8"), flags=re.S)
        for lang, block in blocks:
            candidates = []
            if lang == "yaml":
                candidates.append(yaml.safe_load(block))
            else:
                for text in [block, *block.splitlines()]:
                    try:
                        candidates.append(json.loads(text))
                    except ValueError:
                        pass
            for candidate in candidates:
                schema = _schema_of_example(candidate)
                if schema is not None:
                    found.append((path.name, schema, candidate))
    return found


def _schema_of_example(example) -> str | None:
    if not isinstance(example, dict):
        return None
    if "cmd" in example:
        return "protocol/command.schema.json"
    if "implementation" in example and "rulesets" in example:
        return "protocol/start-response.schema.json"
    if "seq" in example:
        return "protocol/run-response.schema.json"
    if example.get("type") in ("header", "result", "footer"):
        return "report.schema.json"
    if "expectations" in example:
        return "expectations.schema.json"
    return None


def test_the_validators_agree_on_the_examples_in_the_docs():
    examples = doc_examples()
    kinds = {schema for _, schema, _ in examples}
    assert {"protocol/command.schema.json", "protocol/start-response.schema.json", "expectations.schema.json"} <= kinds, kinds
    for where, schema, example in examples:
        agree(schema, example, where)


# -- generated near-valid instances ---------------------------------------------------------


@cache
def seeds() -> list[tuple[str, object]]:
    """Valid instances of every kind, small enough to validate hundreds of times."""
    out: list[tuple[str, object]] = []
    for path in vector_files():
        data = read_json(path)
        for vector in data["vectors"][:4]:
            malformed = vector["expected"].get("error", {}).get("kind") == "malformed"
            if not malformed:
                out += [(f"{PT}/{part}.schema.json", vector[part]) for part in ("state", "action", "dice")]
            out.append((f"{PT}/outcome.schema.json", vector["expected"]))
        out.append(("vector-file.schema.json", {**data, "vectors": data["vectors"][:1]}))
    for path in table_files():
        table = read_json(path)
        out.append(("vector-table.schema.json", {**table, "rows": table["rows"][:3]}))
    out += protocol_messages()
    out += [(schema, example) for _, schema, example in doc_examples()]
    valid = [(name, instance) for name, instance in out if schemas.fast_validator(name).is_valid(instance)]
    assert {name for name, _ in valid} >= {f"{PT}/state.schema.json", f"{PT}/action.schema.json", f"{PT}/outcome.schema.json",
                                          "vector-file.schema.json", "vector-table.schema.json", "protocol/command.schema.json",
                                          "protocol/run-response.schema.json", "expectations.schema.json"}
    return valid


def _paths(value, here=()):
    yield here
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*here, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _paths(inner, (*here, index))


def _get(value, path):
    for step in path:
        value = value[step]
    return value


OTHER_TYPES = [None, True, 0, -1, 1.5, "", "x", [], {}, [1, 2], {"x": 1}]


def mutate(value, data):
    """``value`` broken once in one of the ways a validator must notice (or must not mind)."""
    paths = list(_paths(value))
    path = data.draw(st.sampled_from(paths), label="path")
    node = _get(value, path)
    kinds = ["retype", "unknown key" if isinstance(node, dict) else "retype"]
    if isinstance(node, dict) and node:
        kinds.append("drop key")
    if isinstance(node, list):
        kinds += ["longer", "shorter" if node else "longer", "duplicate" if node else "longer"]
    if isinstance(node, str):
        kinds += ["other string", "final newline", "empty string"]
    if isinstance(node, bool):
        kinds += ["bool as int"]
    elif isinstance(node, int):
        kinds += ["negative", "huge", "float", "bool", "off by one"]
    kind = data.draw(st.sampled_from(kinds), label="mutation")
    replacement = node
    if kind == "retype":
        replacement = data.draw(st.sampled_from([t for t in OTHER_TYPES if type(t) is not type(node)]), label="new value")
    elif kind == "unknown key":
        replacement = {**node, data.draw(st.sampled_from(["zz", "extra", "type", "id"]), label="key"): data.draw(st.sampled_from(OTHER_TYPES))}
    elif kind == "drop key":
        drop = data.draw(st.sampled_from(sorted(node)), label="dropped")
        replacement = {k: v for k, v in node.items() if k != drop}
    elif kind == "longer":
        replacement = [*node, copy.deepcopy(node[-1]) if node else data.draw(st.sampled_from(OTHER_TYPES))]
    elif kind == "shorter":
        replacement = node[:-1]
    elif kind == "duplicate":
        replacement = [*node, copy.deepcopy(node[0])]
    elif kind == "other string":
        replacement = data.draw(st.sampled_from(["orks", "Legion", "legion ", "PT-X", "zz", node + "x", node[:-1]]), label="string")
    elif kind == "final newline":
        replacement = node + "\n"
    elif kind == "empty string":
        replacement = ""
    elif kind == "bool as int":
        replacement = int(node)
    elif kind == "negative":
        replacement = -abs(node) - 1
    elif kind == "huge":
        replacement = 2**70
    elif kind == "float":
        replacement = data.draw(st.sampled_from([float(node), node + 0.5]), label="float")
    elif kind == "bool":
        replacement = bool(node)
    elif kind == "off by one":
        replacement = node + data.draw(st.sampled_from([-1, 1]), label="step")
    if not path:
        return replacement
    broken = copy.deepcopy(value)
    _get(broken, path[:-1])[path[-1]] = replacement
    return broken


@given(data=st.data())
def test_the_validators_agree_on_near_valid_instances(data):
    name, seed = data.draw(st.sampled_from(seeds()), label="seed")
    broken = seed
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        broken = mutate(broken, data)
    verdict = agree(name, broken)
    error = schemas.first_error(name, broken)
    assert (error is None) == verdict
    if error is not None:
        # first_error walks only the paths to the fast validator's errors: it must pick what a
        # walk over the whole instance picks
        everywhere = schemas.best_error(schemas.validator(name).iter_errors(broken))
        assert (error.json_path, error.message) == (everywhere.json_path, everywhere.message)


def test_explaining_a_large_file_walks_only_to_its_errors_and_finds_what_a_full_walk_finds():
    table = read_json(table_files([PT])[0])  # the duel table: the rows below are written for its columns
    table["rows"] = table["rows"][:400]  # enough rows to skip; the full walk below is the slow part
    table["rows"][17][2]["defeated"] = "ja"
    table["rows"][-1][1].append(9)
    error = schemas.first_error(f"{PT}/vector-table.schema.json", table)
    everywhere = schemas.best_error(schemas.validator(f"{PT}/vector-table.schema.json").iter_errors(table))
    assert (error.json_path, error.message) == (everywhere.json_path, everywhere.message)


def test_a_pattern_does_not_match_before_a_final_newline():
    """ECMA-262's ``$`` (the specification's) is the very end; Python's ``re`` also matches before a final ``\\n``."""
    state = copy.deepcopy(next(v for _, v in seeds() if isinstance(v, dict) and "units" in v and v["units"]))
    state["units"][0]["id"] += "\n"
    assert not agree(f"{PT}/state.schema.json", state)
    assert schemas.first_error(f"{PT}/state.schema.json", state).json_path == "$.units[0].id"

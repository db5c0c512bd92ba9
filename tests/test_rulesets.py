"""The contract of every registered rule set, tested the same way for each (as OpenSpiel tests
every game): random legal play from the starting position keeps the rule set's invariants; states
and actions round-trip through JSON; the engine is pure and ignores the order of the lists the
schemas mark as sets; ``check`` decides every action before a die is read and ``apply`` is
``check`` then ``resolve``; a finished game has no legal action; every rule set has a golden
playthrough that replays; every error code is declared; and nothing outside ``rulesets/`` names
a rule set.

A new rule set is tested here as soon as it is registered; what it must provide is listed in
``docs/development.md`` ("Adding a rule set").
"""

from __future__ import annotations

import copy
import json
import random
import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from regelwerk.core import schemas
from regelwerk.core.canonical import Json, value_digest
from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import EngineRejection
from regelwerk.core.paths import schemas_dir, vectors_dir
from regelwerk.core.ruleset import Interpretations, RuleSet, resolve_reference, run_case
from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.codescan import error_code_problems, package_dir, raises
from regelwerk.suite.steps import StepLibrary
from regelwerk.suite.vectors import load_vectors, read_json

NAMES = sorted(RULESETS)
REPO = Path(__file__).resolve().parents[1]
SCHEMAS_OF_A_RULE_SET = (
    "state", "action", "event", "dice", "outcome", "vector", "vector-file", "vector-table", "playthrough",
)
MAX_DICE = 60  # dice one action may ask for in random play before the test calls it a loop


@cache
def vectors(name: str) -> tuple[Json, ...]:
    """The raw feature vectors of a rule set (the tables share one state each: left out)."""
    return tuple(v.raw for v in load_vectors([name], tables=False, distributions=False))


def possible(ruleset: RuleSet, state: Json) -> bool:
    return schemas.is_valid(ruleset.state_schema, state) and not ruleset.position_problems(state)


# -- the starting position and random legal play ---------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_the_starting_position_is_possible_canonical_unfinished_and_has_legal_actions(name):
    ruleset = RULESETS[name]
    start = ruleset.state_to_json(ruleset.initial_state())
    assert possible(ruleset, start)
    assert ruleset.state_to_json(ruleset.parse_state(start)) == start
    assert ruleset.outcome(ruleset.parse_state(start)) is None
    assert ruleset.legal_actions(ruleset.parse_state(start), ruleset.interpretations())


def roll(ruleset: RuleSet, parsed, label: str, dice: dict[str, list], rng: random.Random) -> int | str:
    """A die for ``label``: a face, or for a draw one of the outcomes the state still allows
    (the rule set's ``check_dice`` decides)."""
    kind = ruleset.dice_labels[label]
    if not kind.outcomes:
        return rng.randint(1, kind.faces)
    allowed = []
    for outcome in kind.outcomes:
        trial = {**dice, label: [*dice.get(label, []), outcome]}
        try:
            if ruleset.check_dice is not None:
                ruleset.check_dice(parsed, trial)
        except EngineRejection:
            continue
        allowed.append(outcome)
    assert allowed, f"no draw for {label} is possible"
    return rng.choice(allowed)


def step_with_dice(ruleset: RuleSet, state: Json, action: Json, interpretations: dict[str, str], rng: random.Random) -> tuple[Json, Json]:
    """Run a legal action, rolling every die the engine asks for; (dice, outcome)."""
    parsed = ruleset.parse_state(state)
    case = {"state": state, "action": action, "dice": {}, "interpretations": interpretations}
    for _ in range(MAX_DICE):
        outcome = run_case(ruleset, case, validate=False)
        if outcome["status"] != "rejected" or outcome["error"]["code"] != "CORE.DICE.MISSING":
            return case["dice"], outcome
        label = outcome["error"]["label"]
        case["dice"].setdefault(label, []).append(roll(ruleset, parsed, label, case["dice"], rng))
    raise AssertionError(f"{action} still asks for dice after {MAX_DICE}")


def check_step(ruleset: RuleSet, state: Json, action, dice: Json, outcome: Json, interpretations: Interpretations) -> None:
    """Everything one accepted step of random play must keep."""
    action_json = ruleset.action_to_json(action)
    assert outcome["status"] == "accepted", f"the legal action {action_json} was rejected: {outcome}"
    after = outcome["state"]
    assert schemas.is_valid(ruleset.state_schema, after), schemas.first_error(ruleset.state_schema, after)
    assert ruleset.position_problems(after) == []
    assert ruleset.state_to_json(ruleset.parse_state(after)) == after, "the engine's state is canonical"
    broken = ruleset.invariants(state, action_json, after, outcome["events"], dict(interpretations.chosen))
    assert broken == [], (action_json, broken)
    # apply is check, then resolve: the same outcome from the two halves
    parsed = ruleset.parse_state(state)
    plan = ruleset.check(parsed, action, interpretations)
    resolved, events = ruleset.resolve(parsed, action, plan, DiceSupply.from_json(dice, ruleset.dice_labels), interpretations)
    assert ruleset.state_to_json(resolved) == after and [e.to_json() for e in events] == outcome["events"]
    # a legal action is decided before a die is read: without dice it is accepted or asks for one
    undiced = run_case(ruleset, {"state": state, "action": action_json, "dice": {}, "interpretations": dict(interpretations.chosen)})
    assert undiced["status"] == "accepted" or undiced["error"]["code"] == "CORE.DICE.MISSING", undiced


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_legal_play_from_the_starting_position_keeps_the_invariants(name, data):
    ruleset = RULESETS[name]
    options = {s.id: data.draw(st.sampled_from(s.options), label=s.id) for s in ruleset.switches}
    interpretations = ruleset.interpretations(options)
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    state = ruleset.state_to_json(ruleset.initial_state())
    for _ in range(data.draw(st.integers(1, 80), label="actions")):
        parsed = ruleset.parse_state(state)
        legal = list(ruleset.legal_actions(parsed, interpretations))
        if ruleset.outcome(parsed) is not None:
            assert legal == [], "a finished game has no legal action"
            return
        assert legal, "only a finished game has no legal action"
        action = rng.choice(legal)
        action_json = ruleset.action_to_json(action)
        assert ruleset.parse_action(action_json, parsed) == action, "an action round-trips through JSON"
        assert schemas.is_valid(ruleset.action_schema, action_json), action_json
        dice, outcome = step_with_dice(ruleset, state, action_json, options, rng)
        check_step(ruleset, state, action, dice, outcome, interpretations)
        state = outcome["state"]


# -- the vectors: round trips, purity, sets --------------------------------------------------


def states_of(ruleset: RuleSet, vector: Json) -> list[Json]:
    found = [vector["state"]] if possible(ruleset, vector["state"]) else []
    if vector["expected"]["status"] == "accepted":
        found.append(vector["expected"]["state"])
    return found


@pytest.mark.parametrize("name", NAMES)
def test_every_state_in_the_vectors_round_trips_through_json(name):
    ruleset = RULESETS[name]
    checked = 0
    for vector in vectors(name):
        for state in states_of(ruleset, vector):
            assert ruleset.state_to_json(ruleset.parse_state(state)) == state, vector["id"]
            checked += 1
    assert checked > len(vectors(name))


@pytest.mark.parametrize("name", NAMES)
def test_every_action_in_the_vectors_round_trips_through_json(name):
    ruleset = RULESETS[name]
    checked = 0
    for vector in vectors(name):
        if not (possible(ruleset, vector["state"]) and schemas.is_valid(ruleset.action_schema, vector["action"])):
            continue
        try:
            action = ruleset.parse_action(vector["action"], ruleset.parse_state(vector["state"]))
        except EngineRejection:
            continue  # an action naming what the state does not have: malformed
        assert ruleset.action_to_json(action) == vector["action"], vector["id"]
        checked += 1
    assert checked > len(vectors(name)) // 2


@pytest.mark.parametrize("name", NAMES)
def test_the_engine_is_pure_the_same_input_gives_the_same_outcome_and_stays_unchanged(name):
    ruleset = RULESET = RULESETS[name]
    for vector in vectors(name):
        case = copy.deepcopy({k: vector[k] for k in ("state", "action", "dice", "interpretations")})
        frozen = copy.deepcopy(case)
        first = run_case(RULESET, case)
        assert case == frozen, f"{vector['id']}: the input was changed"
        assert run_case(ruleset, case) == first, f"{vector['id']}: another outcome the second time"
        assert first == vector["expected"] or vector["expected"]["status"] == "rejected", vector["id"]


@pytest.mark.parametrize("name", NAMES)
def test_the_unchecked_entry_point_answers_schema_valid_cases_as_the_checked_one(name):
    ruleset = RULESETS[name]
    compared = 0
    for vector in vectors(name):
        if schemas.is_valid(ruleset.state_schema, vector["state"]) and schemas.is_valid(ruleset.action_schema, vector["action"]):
            case = {k: vector[k] for k in ("state", "action", "dice", "interpretations")}
            assert run_case(ruleset, case, validate=False) == run_case(ruleset, case), vector["id"]
            compared += 1
    assert compared


def set_paths(schema: Json, instance: Json, root: Json, path: tuple = ()) -> list[tuple]:
    """The paths (tuples of keys and indices) of the arrays in ``instance`` that ``schema`` marks
    with ``"x-set": true``, following local ``$ref``, ``properties``, ``additionalProperties``,
    ``items`` and the branches of ``oneOf``/``anyOf``/``allOf`` and ``then``/``else`` that the instance fits."""
    if isinstance(schema, dict) and "$ref" in schema and schema["$ref"].startswith("#/"):
        target = root
        for key in schema["$ref"][2:].split("/"):
            target = target[key]
        return set_paths(target, instance, root, path)
    if not isinstance(schema, dict):
        return []
    found: list[tuple] = []
    if isinstance(instance, list):
        if schema.get("x-set"):
            found.append(path)
        if isinstance(schema.get("items"), dict):
            for i, item in enumerate(instance):
                found += set_paths(schema["items"], item, root, (*path, i))
    if isinstance(instance, dict):
        for key, value in instance.items():
            sub = schema.get("properties", {}).get(key, schema.get("additionalProperties"))
            if isinstance(sub, dict):
                found += set_paths(sub, value, root, (*path, key))
    for branch_key in ("oneOf", "anyOf", "allOf"):
        for branch in schema.get(branch_key, []):
            found += set_paths(branch, instance, root, path)
    for branch_key in ("then", "else"):
        if isinstance(schema.get(branch_key), dict):
            found += set_paths(schema[branch_key], instance, root, path)
    return sorted(set(found), key=len, reverse=True)  # innermost first: shuffling keeps outer paths valid


def shuffled(value: Json, paths: list[tuple], rng: random.Random) -> Json:
    value = copy.deepcopy(value)
    for path in paths:
        target = value
        for key in path[:-1]:
            target = target[key]
        items = target[path[-1]] if path else target
        rng.shuffle(items)
    return value


@pytest.mark.parametrize("name", NAMES)
def test_the_order_of_the_lists_the_schema_marks_as_sets_does_not_matter(name):
    ruleset = RULESETS[name]
    schema = json.loads((schemas_dir() / ruleset.state_schema).read_text(encoding="utf-8"))
    rng = random.Random(7)
    marked = 0
    for vector in vectors(name):
        for state in states_of(ruleset, vector):
            paths = set_paths(schema, state, schema)
            marked += bool(paths)
            canonical = ruleset.canonical_state(state)
            for _ in range(2):
                assert ruleset.canonical_state(shuffled(state, paths, rng)) == canonical, vector["id"]
    assert marked, "the state schema marks no list as a set (\"x-set\": true)"


@pytest.mark.parametrize("name", NAMES)
def test_a_finished_game_in_the_vectors_has_no_legal_action(name):
    ruleset = RULESETS[name]
    for vector in vectors(name):
        for state in states_of(ruleset, vector):
            parsed = ruleset.parse_state(state)
            if ruleset.outcome(parsed) is not None:
                interpretations = ruleset.interpretations(vector["interpretations"])
                assert list(ruleset.legal_actions(parsed, interpretations)) == [], vector["id"]


# -- golden playthroughs ----------------------------------------------------------------------


def playthroughs(name: str) -> list[Path]:
    return sorted((vectors_dir() / name / "partien").glob("*.json"))


@pytest.mark.parametrize("name", NAMES)
def test_every_rule_set_has_a_golden_playthrough_under_the_default_interpretations(name):
    assert any(read_json(p)["interpretations"] == {} for p in playthroughs(name)), f"no golden playthrough of {name} with every default"


@pytest.mark.parametrize("path", [p for name in NAMES for p in playthroughs(name)], ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_golden_playthrough_replays_step_by_step(path):
    playthrough = read_json(path)
    ruleset = RULESETS[playthrough["ruleset"]]
    assert schemas.first_error(f"{ruleset.name}/playthrough.schema.json", playthrough) is None
    assert possible(ruleset, playthrough["initial_state"])
    state = playthrough["initial_state"]
    interpretations = ruleset.interpretations(playthrough["interpretations"])
    for number, step in enumerate(playthrough["steps"], start=1):
        case = {"state": state, "action": step["action"], "dice": step["dice"], "interpretations": playthrough["interpretations"]}
        outcome = run_case(ruleset, case)
        assert outcome["status"] == "accepted", f"step {number}: {outcome}"
        assert [e["type"] for e in outcome["events"]] == step["events"], f"step {number}"
        assert value_digest(outcome) == step["outcome_hash"], f"step {number}: the outcome differs from the recorded one"
        parsed = ruleset.parse_state(state)
        ruleset.check(parsed, ruleset.parse_action(step["action"], parsed), interpretations)  # legal: decided without dice
        state = outcome["state"]
    assert state == playthrough["final_state"]
    final = ruleset.outcome(ruleset.parse_state(state))
    assert final is not None and final.winner == (None if playthrough["winner"] in ("draw", "none") else playthrough["winner"])
    assert final.reason in (None, playthrough["reason"])


# -- what every rule set declares -------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_every_rule_set_has_its_schemas_its_step_library_and_tables(name):
    ruleset = RULESETS[name]
    missing = [kind for kind in SCHEMAS_OF_A_RULE_SET if not schemas.has_schema(f"{name}/{kind}.schema.json")]
    assert not missing, f"schemas/{name}/ lacks {missing}"
    assert isinstance(resolve_reference(ruleset.step_library), StepLibrary)
    if ruleset.tables is not None:
        assert all(spec.ruleset == name for spec in resolve_reference(ruleset.tables)())


@pytest.mark.parametrize("name", NAMES)
def test_every_error_code_the_rule_set_can_raise_is_declared_and_in_a_vector(name):
    ruleset = RULESETS[name]
    problems = error_code_problems(ruleset, vectors(name), load_catalog(name).clauses)
    assert not problems, [str(p) for p in problems]
    raised = {use.code for use in raises(sorted(package_dir(ruleset).rglob("*.py")), ruleset.raising_helpers)}
    assert raised >= {e.code for e in ruleset.error_codes}, "the scan finds every declared code in the package"


# -- one place per rule set ---------------------------------------------------------------------


def names_of_rule_sets() -> re.Pattern[str]:
    words = set()
    for name, ruleset in RULESETS.items():
        words |= {name, name.replace("_", "-"), name.replace("_", " "), ruleset.title.split(" ")[0]}
    codes = "|".join(sorted(re.escape(r.prefix) for r in RULESETS.values()))
    return re.compile("|".join(sorted(re.escape(w) for w in words)) + rf"|\b(?:{codes})[-.][A-Z]", re.IGNORECASE)


def generic_files() -> list[Path]:
    package = REPO / "reference" / "regelwerk"
    files = [*sorted((package / "core").rglob("*.py")), *sorted((package / "suite").rglob("*.py"))]
    files += [*sorted((package / "harness").rglob("*.py")), package / "cli.py"]
    files += [*sorted((package / "editor").rglob("*.py")), *sorted(p for p in (package / "site").rglob("*") if p.is_file())]
    rulesets = {n for n in RULESETS}
    files += [p for p in sorted((REPO / "schemas").rglob("*.json")) if p.parent.name not in rulesets]
    return files


def test_no_module_outside_the_rule_set_packages_and_no_generic_schema_names_a_rule_set():
    pattern = names_of_rule_sets()
    found = []
    for path in generic_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            match = pattern.search(line)
            if match:
                found.append(f"{path.relative_to(REPO)}:{number}: {match.group()!r}")
    assert not found, "\n".join(found)


def test_the_scan_for_rule_set_names_finds_them():
    pattern = names_of_rule_sets()
    for name, ruleset in RULESETS.items():
        assert pattern.search(f"from regelwerk.rulesets.{name} import x")
        assert pattern.search(f'raise IllegalAction("{ruleset.prefix}.GAME.OVER", ...)')
    assert len(generic_files()) > 40

"""Golden playthroughs as conformance cases: a whole game, checked one step at a time.

A playthrough file (``vectors/<rule set>/partien/<id>.json``, ``schemas/<rule set>/playthrough.schema.json``)
records the initial state, every action with its dice, and for each step the hash of the
outcome and the types of its events.  To check an engine step by step, every step needs its
whole expected outcome and the state it starts from.  Both are rebuilt here by replaying the
recorded actions with the reference engine, and every rebuilt outcome must have the recorded
hash (and the last state must be the recorded ``final_state``): the file, not the reference
engine, decides what is right.  A file the reference engine does not reproduce is unusable
suite data (exit 2), never a silent pass.

The engine under test then gets, for step *n*, the **recorded** state before step *n* (not
its own result of step *n - 1*), so one wrong step is reported once instead of spoiling
every step after it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path

from regelwerk.core import schemas
from regelwerk.core.canonical import Json, dumps, value_digest
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.ruleset import run_case
from regelwerk.suite.vectors import read_json

PLAYTHROUGH_SCHEMA = "playthrough.schema.json"
PLAYTHROUGH_FOLDER = "partien"


@dataclass(frozen=True)
class Step:
    """One step: the case sent to the engine and the outcome it must give."""

    number: int  # 1-based; the step is steps[number - 1] in the file
    action: Json
    case_bytes: bytes  # the run command's case, serialised once
    expected: Json  # {"status": "accepted", "state": ..., "events": [...]}
    expected_text: str


@dataclass(frozen=True)
class Playthrough:
    """A golden playthrough: one result per file.  :func:`read_playthrough` reads the header (enough
    to select it); :func:`prepare` validates the file and rebuilds ``steps``, so that only the
    playthroughs a run selects cost a replay."""

    id: str  # <rule set>/partien/<id>
    ruleset: str
    description: str
    interpretations: dict[str, str]
    file: str
    data: Json = field(repr=False, compare=False)
    steps: tuple[Step, ...] = ()
    clauses: tuple[str, ...] = ()  # a playthrough file cites no clauses

    @property
    def expected(self) -> Json:
        """The outcome of the last step, whose state is the file's ``final_state`` (once prepared)."""
        return self.steps[-1].expected if self.steps else None


def _case_bytes(ruleset: str, state: Json, step: Json, interpretations: Json) -> bytes:
    case = {"ruleset": ruleset, "state": state, "action": step["action"], "dice": step["dice"], "interpretations": interpretations}
    return json.dumps(case, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def _schema_problem(path: Path, data: Json) -> SuiteDataError | None:
    schema = schemas.for_ruleset(PLAYTHROUGH_SCHEMA, data.get("ruleset") if isinstance(data, dict) else None)
    if schemas.is_valid(schema, data):
        return None
    error = schemas.first_error(schema, data)
    if error is None:
        return None
    return SuiteDataError(str(path), error.message[:300], json_path=error.json_path)


def read_playthrough(path: Path) -> Playthrough:
    """The playthrough in ``path``, not yet prepared (no steps)."""
    data = read_json(path)
    header_ok = (
        isinstance(data, dict)
        and isinstance(data.get("ruleset"), str)
        and isinstance(data.get("id"), str)
        and isinstance(data.get("interpretations"), dict)
        and all(isinstance(v, str) for v in data["interpretations"].values())
    )
    if not header_ok:
        raise _schema_problem(path, data) or SuiteDataError(str(path), "not a playthrough (ruleset, id, interpretations)")
    return Playthrough(
        f"{data['ruleset']}/{PLAYTHROUGH_FOLDER}/{data['id']}",
        data["ruleset"],
        str(data.get("description", "")),
        dict(data["interpretations"]),
        str(path),
        data,
    )


def prepare(playthrough: Playthrough) -> Playthrough:
    """Validate the file against its schema and rebuild every step's case and expected outcome
    with the reference engine, each checked against the recorded hash."""
    from regelwerk.rulesets import RULESETS

    path, data = Path(playthrough.file), playthrough.data
    problem = _schema_problem(path, data)
    if problem is not None:
        raise problem
    ruleset = RULESETS.get(data["ruleset"])
    if ruleset is None:
        raise SuiteDataError(str(path), f"unknown rule set {data['ruleset']!r}", json_path="$.ruleset")
    state = data["initial_state"]
    steps = []
    for index, recorded in enumerate(data["steps"]):
        case = {"state": state, "action": recorded["action"], "dice": recorded["dice"], "interpretations": data["interpretations"]}
        outcome = run_case(ruleset, case)
        if outcome.get("status") != "accepted" or value_digest(outcome) != recorded["outcome_hash"]:
            raise SuiteDataError(
                str(path),
                f"step {index + 1}: the reference engine does not reproduce the recorded outcome "
                f"(hash {recorded['outcome_hash']}); the file or the engine changed",
                vector_id=playthrough.id,
                json_path=f"$.steps[{index}]",
            )
        case_bytes = _case_bytes(data["ruleset"], state, recorded, data["interpretations"])
        steps.append(Step(index + 1, recorded["action"], case_bytes, outcome, dumps(outcome)))
        state = outcome["state"]
    if dumps(state) != dumps(data["final_state"]):
        raise SuiteDataError(str(path), "the state after the last step is not final_state", playthrough.id, "$.final_state")
    return replace(playthrough, steps=tuple(steps))

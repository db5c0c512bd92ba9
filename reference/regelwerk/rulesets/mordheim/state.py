"""Mordheim game state at the start of a player turn: the warbands in turn order, every model
with its profile, base, status and position, the pending start-of-turn effects, the scenario and
the table.

JSON form (``schemas/mordheim/state.schema.json``)::

    {"phase": "rally", "active": "reikland", "result": null,
     "scenario": {"rout_tests": true},
     "table": {"width": 12192, "depth": 12192},                      # units: 254 per inch
     "rout_test_passed": true,
     "warbands": [{"id": "reikland", "leader": "Kurt", "routed": false,
                   "rout_test_due_before": false}, ...],                  # turn order
     "models": [{"id": "Kurt", "warband": "reikland", "type": "captain",
                 "profile": {"move": 4, "initiative": 4, "leadership": 8},
                 "base": 250, "immune_to_psychology": false,
                 "status": "fleeing", "at": [2540, 3048, 0], "flight": [1, 0],
                 "marks": [], "injury_roll": false}, ...],          # a set, sorted by id
     "effects": [{"id": "E1", "kind": "poison", "model": "Hans"}, ...]}   # resolution order

Phases in order: ``effects`` (1. Beginn des Spielerzuges), ``rout_test`` (2. Rückzugstest),
``rally`` (3. Sammeln), ``recovery`` (4. Erholungsphase), ``turn`` (the player turn proper),
then the next warband's ``effects``; ``over`` once the game has a result (MH-ABL-1, MH-ABL-2).

Every model is in exactly one status (:data:`Status`).  A model on the table (``standing``,
``knocked_down``, ``stunned``, ``fleeing``) has a position; one that is ``out_of_action``,
``fled`` (off the table edge) or ``routed`` (left with its routing warband) has none.  Marks
record what happened to a model in the current turn (:data:`MARKS`) and are cleared when the turn
ends.  :func:`position_problems` reports every impossibility of a state at once;
:func:`parse_state` raises the first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Literal, TypeVar, cast

from regelwerk.core.canonical import Json
from regelwerk.core.errors import Problem
from regelwerk.core.inches import Direction, Point, Table

Phase = Literal["effects", "rout_test", "rally", "recovery", "turn", "over"]
Status = Literal["standing", "knocked_down", "stunned", "fleeing", "out_of_action", "fled", "routed"]
Mark = Literal["rallied", "rally_failed", "turned_over", "stood_up"]
EffectKind = Literal["poison", "wake"]
Reason = Literal["rout", "all_routed"]

ON_TABLE: frozenset[Status] = frozenset({"standing", "knocked_down", "stunned", "fleeing"})

# In which phases of its own turn a model can carry each mark (the step that sets it and later).
MARK_PHASES: dict[Mark, frozenset[Phase]] = {
    "rallied": frozenset({"rally", "recovery", "turn"}),
    "rally_failed": frozenset({"rally", "recovery", "turn"}),
    "turned_over": frozenset({"recovery", "turn"}),
    "stood_up": frozenset({"recovery", "turn"}),
}
# The status a model with each mark has.
MARK_STATUSES: dict[Mark, frozenset[Status]] = {
    "rallied": frozenset({"standing"}),
    "rally_failed": frozenset({"fleeing", "fled"}),
    "turned_over": frozenset({"knocked_down"}),
    "stood_up": frozenset({"standing"}),
}


K = TypeVar("K")
V = TypeVar("V")


def frozen(mapping: Mapping[K, V]) -> Mapping[K, V]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Profile:
    """The characteristics the start of the turn reads: Bewegung, Initiative, Moralwert."""

    move: int
    initiative: int
    leadership: int

    def to_json(self) -> Json:
        return {"move": self.move, "initiative": self.initiative, "leadership": self.leadership}


@dataclass(frozen=True)
class Model:
    id: str
    warband: str
    type: str
    profile: Profile
    base: int  # diameter in units (tenths of a millimetre)
    immune_to_psychology: bool
    status: Status
    at: Point | None
    flight: Direction | None  # the direction of its flight while it flees
    marks: frozenset[Mark]
    injury_roll: bool  # must roll on the injury table after the game (MH-RUE-7)

    @property
    def on_table(self) -> bool:
        return self.status in ON_TABLE

    def position(self) -> Point:
        """Where the model stands; only asked of a model on the table, which has a position
        (:func:`parse_state` guarantees it)."""
        if self.at is None:
            raise ValueError(f"model {self.id!r} is {self.status} and has no position")
        return self.at

    def to_json(self) -> Json:
        return {
            "id": self.id,
            "warband": self.warband,
            "type": self.type,
            "profile": self.profile.to_json(),
            "base": self.base,
            "immune_to_psychology": self.immune_to_psychology,
            "status": self.status,
            "at": None if self.at is None else self.at.to_json(),
            "flight": None if self.flight is None else self.flight.to_json(),
            "marks": sorted(self.marks),
            "injury_roll": self.injury_roll,
        }


@dataclass(frozen=True)
class Warband:
    id: str
    leader: str | None
    routed: bool
    rout_test_due_before: bool  # a rout test was due in an earlier turn (MH-RUE-8)

    def to_json(self) -> Json:
        return {"id": self.id, "leader": self.leader, "routed": self.routed, "rout_test_due_before": self.rout_test_due_before}


@dataclass(frozen=True)
class Effect:
    """A start-of-turn effect waiting for the start of its model's warband's turn (MH-BEG-1)."""

    id: str
    kind: EffectKind
    model: str

    def to_json(self) -> Json:
        return {"id": self.id, "kind": self.kind, "model": self.model}


@dataclass(frozen=True)
class Result:
    winner: str | None
    reason: Reason

    def to_json(self) -> Json:
        return {"winner": self.winner, "reason": self.reason}


@dataclass(frozen=True)
class State:
    phase: Phase
    active: str | None
    result: Result | None
    rout_tests: bool  # the scenario has rout tests (MH-RUE-9)
    table: Table
    rout_test_passed: bool  # the active warband has passed its rout test this turn
    warbands: tuple[Warband, ...]  # in turn order
    models: Mapping[str, Model]
    effects: tuple[Effect, ...]  # in the order they are listed

    # -- queries -----------------------------------------------------------------------

    def warband(self, warband_id: str) -> Warband:
        return next(w for w in self.warbands if w.id == warband_id)

    def members(self, warband_id: str) -> list[Model]:
        """The warband's models, by id."""
        return sorted((m for m in self.models.values() if m.warband == warband_id), key=lambda m: m.id)

    def leader(self, warband_id: str) -> Model | None:
        leader = self.warband(warband_id).leader
        return None if leader is None else self.models[leader]

    def in_play(self) -> list[str]:
        """The warbands that have not routed, in turn order."""
        return [w.id for w in self.warbands if not w.routed]

    def effect_model(self, effect_id: str) -> str:
        return next(e.model for e in self.effects if e.id == effect_id)

    def pending_effects(self, warband_id: str) -> list[Effect]:
        """The effects that take place at the start of the warband's turn, in listed order."""
        return [e for e in self.effects if self.models[e.model].warband == warband_id]

    # -- pure updates (each returns a new state) ---------------------------------------

    def with_model(self, model: Model) -> State:
        return replace(self, models=frozen({**self.models, model.id: model}))

    def with_models(self, models: list[Model]) -> State:
        return replace(self, models=frozen({**self.models, **{m.id: m for m in models}}))

    def with_warband(self, warband: Warband) -> State:
        return replace(self, warbands=tuple(warband if w.id == warband.id else w for w in self.warbands))

    def without_effect(self, effect_id: str) -> State:
        return replace(self, effects=tuple(e for e in self.effects if e.id != effect_id))


def state_to_json(state: State) -> Json:
    return {
        "phase": state.phase,
        "active": state.active,
        "result": None if state.result is None else state.result.to_json(),
        "scenario": {"rout_tests": state.rout_tests},
        "table": state.table.to_json(),
        "rout_test_passed": state.rout_test_passed,
        "warbands": [w.to_json() for w in state.warbands],
        "models": [m.to_json() for m in sorted(state.models.values(), key=lambda m: m.id)],
        "effects": [e.to_json() for e in state.effects],
    }


# -- impossible positions --------------------------------------------------------------------


def position_problems(value: Json) -> list[Problem]:
    """Every impossibility of a schema-valid state, in a fixed order (see ``docs/mordheim.md``,
    "Impossible states"), like python-chess ``Board.status()``: an empty list means the state is
    possible.  The engine rejects a state with problems through :func:`parse_state` (the first
    problem), the invariant tests assert the list is empty after every action."""
    problems: list[Problem] = []

    def problem(code: str, message: str, path: str) -> None:
        problems.append(Problem(code, message, path))

    warband_ids: list[str] = []
    for i, warband in enumerate(value["warbands"]):
        if warband["id"] in warband_ids:
            problem("MH.STATE.WARBAND_TWICE", f"warband id {warband['id']!r} is used twice", f"$.state.warbands[{i}].id")
        warband_ids.append(warband["id"])
    routed = {w["id"] for w in value["warbands"] if w["routed"]}

    models: dict[str, Json] = {}
    for i, model in enumerate(value["models"]):
        path = f"$.state.models[{i}]"
        if model["id"] in models:
            problem("MH.STATE.MODEL_TWICE", f"model id {model['id']!r} is used twice", f"{path}.id")
        models[model["id"]] = model
        problems.extend(_model_problems(value, model, path, set(warband_ids), routed))

    for i, warband in enumerate(value["warbands"]):
        leader = warband["leader"]
        if leader is not None and (leader not in models or models[leader]["warband"] != warband["id"]):
            problem("MH.STATE.LEADER", f"the leader {leader!r} of {warband['id']!r} is not one of its models", f"$.state.warbands[{i}].leader")

    effect_ids: set[str] = set()
    for i, effect in enumerate(value["effects"]):
        if effect["id"] in effect_ids:
            problem("MH.STATE.EFFECT_TWICE", f"effect id {effect['id']!r} is used twice", f"$.state.effects[{i}].id")
        effect_ids.add(effect["id"])
        if effect["model"] not in models:
            problem("MH.STATE.EFFECT_MODEL", f"effect {effect['id']!r} names an unknown model {effect['model']!r}", f"$.state.effects[{i}].model")

    problems.extend(_turn_problems(value, warband_ids, routed))
    return problems


def _model_problems(value: Json, model: Json, path: str, warband_ids: set[str], routed: set[str]) -> list[Problem]:
    found: list[Problem] = []

    def problem(code: str, message: str, where: str) -> None:
        found.append(Problem(code, message, where))

    name, status = model["id"], model["status"]
    if model["warband"] not in warband_ids:
        problem("MH.STATE.UNKNOWN_WARBAND", f"model {name!r} belongs to an unknown warband {model['warband']!r}", f"{path}.warband")
    on_table = status in ON_TABLE
    if on_table != (model["at"] is not None):
        where = "has no position" if on_table else "has a position"
        problem("MH.STATE.POSITION", f"model {name!r} is {status} but {where}", f"{path}.at")
    elif model["at"] is not None:
        x, y, _ = model["at"]
        if not (0 <= x <= value["table"]["width"] and 0 <= y <= value["table"]["depth"]):
            problem("MH.STATE.OFF_TABLE", f"model {name!r} stands at {model['at']}, outside the table", f"{path}.at")
    flight = model["flight"]
    if (status == "fleeing") != (flight is not None):
        problem("MH.STATE.FLIGHT", f"model {name!r} is {status}: only a fleeing model has a direction of flight", f"{path}.flight")
    elif flight is not None and flight == [0, 0]:
        problem("MH.STATE.FLIGHT", f"model {name!r} flees in no direction", f"{path}.flight")
    in_routed = model["warband"] in routed
    if in_routed and on_table:
        problem("MH.STATE.ROUTED", f"model {name!r} is still on the table although its warband has routed", f"{path}.status")
    if not in_routed and status == "routed":
        problem("MH.STATE.ROUTED", f"model {name!r} has routed but its warband has not", f"{path}.status")
    if model["injury_roll"] and status != "out_of_action":
        problem("MH.STATE.INJURY", f"model {name!r} is marked for an injury roll but is {status}", f"{path}.injury_roll")
    found.extend(_mark_problems(value, model, path))
    return found


def _mark_problems(value: Json, model: Json, path: str) -> list[Problem]:
    marks = model["marks"]
    if not marks:
        return []
    name, status, phase = model["id"], model["status"], value["phase"]
    where = f"{path}.marks"
    if model["warband"] != value["active"]:
        return [Problem("MH.STATE.MARKS", f"model {name!r} carries marks of this turn but its warband is not active", where)]
    for mark in marks:
        if phase not in MARK_PHASES[mark]:
            return [Problem("MH.STATE.MARKS", f"model {name!r} is marked {mark} in phase {phase}", where)]
        if status not in MARK_STATUSES[mark]:
            return [Problem("MH.STATE.MARKS", f"model {name!r} is marked {mark} but is {status}", where)]
    if {"rallied", "stood_up"} <= set(marks):
        # the only two marks whose statuses agree; yet a model that rallies was fleeing, and only a
        # model that lay on the ground stands up: no turn gives one model both
        return [Problem("MH.STATE.MARKS", f"model {name!r} cannot have rallied and stood up in one turn", where)]
    return []


def _turn_problems(value: Json, warband_ids: list[str], routed: set[str]) -> list[Problem]:
    found: list[Problem] = []
    phase, active, result = value["phase"], value["active"], value["result"]
    if phase == "over":
        if active is not None:
            found.append(Problem("MH.STATE.ACTIVE", "nobody is active once the game is over", "$.state.active"))
        if result is None:
            found.append(Problem("MH.STATE.RESULT", "a game that is over has a result", "$.state.result"))
        elif result["winner"] is None:
            if set(warband_ids) - routed:
                found.append(Problem("MH.STATE.RESULT", "a game ends without a winner only when every warband has routed", "$.state.result"))
        elif result["winner"] not in warband_ids or result["winner"] in routed or set(warband_ids) - routed != {result["winner"]}:
            found.append(Problem("MH.STATE.RESULT", "the winner is the one warband that has not routed", "$.state.result.winner"))
    else:
        if result is not None:
            found.append(Problem("MH.STATE.RESULT", "a game under way has no result yet", "$.state.result"))
        if active not in warband_ids:
            found.append(Problem("MH.STATE.ACTIVE", f"the active warband {active!r} is not in the game", "$.state.active"))
        elif active in routed:
            found.append(Problem("MH.STATE.ACTIVE", f"the active warband {active!r} has routed", "$.state.active"))
    if value["rout_test_passed"] and (phase not in ("rout_test", "rally", "recovery", "turn") or not value["scenario"]["rout_tests"]):
        found.append(Problem("MH.STATE.ROUT_TEST", f"no rout test can have been passed in phase {phase} of this scenario", "$.state.rout_test_passed"))
    return found


# -- parsing -----------------------------------------------------------------------------------


def parse_state(value: Json) -> State:
    """Build a :class:`State` from schema-valid JSON; an impossible state is malformed with the
    code and path of its first problem (:func:`position_problems`)."""
    problems = position_problems(value)
    if problems:
        raise problems[0].error()
    models = {}
    for m in value["models"]:
        models[m["id"]] = Model(
            id=m["id"],
            warband=m["warband"],
            type=m["type"],
            profile=Profile(m["profile"]["move"], m["profile"]["initiative"], m["profile"]["leadership"]),
            base=m["base"],
            immune_to_psychology=m["immune_to_psychology"],
            status=cast(Status, m["status"]),
            at=None if m["at"] is None else Point.from_json(m["at"]),
            flight=None if m["flight"] is None else Direction.from_json(m["flight"]),
            marks=frozenset(cast(Mark, k) for k in m["marks"]),
            injury_roll=m["injury_roll"],
        )
    result = value["result"]
    return State(
        phase=cast(Phase, value["phase"]),
        active=value["active"],
        result=None if result is None else Result(result["winner"], cast(Reason, result["reason"])),
        rout_tests=value["scenario"]["rout_tests"],
        table=Table.of_size(value["table"]["width"], value["table"]["depth"]),
        rout_test_passed=value["rout_test_passed"],
        warbands=tuple(Warband(w["id"], w["leader"], w["routed"], w["rout_test_due_before"]) for w in value["warbands"]),
        models=frozen(models),
        effects=tuple(Effect(e["id"], cast(EffectKind, e["kind"]), e["model"]) for e in value["effects"]),
    )

"""The contract every rule set fulfils, and the JSON entry point built on it.

A rule set is a package under :mod:`regelwerk.rulesets` with the same anatomy:

``state``            frozen dataclasses for the game state; ``parse_state`` / ``state_to_json``
``actions``          frozen dataclasses for the actions; ``parse_action``
``events``           frozen dataclasses for the events an accepted action emits
``rules``            the pure ``apply(state, action, dice, interpretations)`` and one function
                     per rule, each naming its clause in its docstring
``dice``             the labelled dice queues and the order in which procedures read them
``interpretations``  the switches for every registered ambiguity of the rule text

The package exposes one :class:`RuleSet` value; :func:`run_case` turns a JSON case into a JSON
outcome through it.  Vectors, the in-process runner, ``regelwerk serve`` and the pytest-bdd
steps all go through :func:`run_case`, so every path checks the same thing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from functools import cache
from typing import Any, ClassVar

from regelwerk.core import schemas
from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceLabel, DiceSupply
from regelwerk.core.errors import EngineRejection, MalformedInput


@dataclass(frozen=True)
class InterpretationSwitch:
    """One registered ambiguity as the engine sees it: an id, its options and the default."""

    id: str
    options: tuple[str, ...]
    default: str

    def __post_init__(self) -> None:
        if self.default not in self.options:
            raise ValueError(f"{self.id}: default {self.default!r} is not an option")


@dataclass(frozen=True)
class Interpretations:
    """The options in force for one case: every switch of the rule set has exactly one.

    ``consulted`` records which switches the rules actually read while resolving the case:
    an outcome cannot depend on a switch that was never read, which lets ``regelwerk check``
    test a vector's dependence on interpretations without re-running it under every option.
    """

    chosen: Mapping[str, str]
    consulted: set[str] = field(default_factory=set, compare=False)

    def __getitem__(self, switch_id: str) -> str:
        self.consulted.add(switch_id)
        return self.chosen[switch_id]

    @classmethod
    def resolve(cls, switches: tuple[InterpretationSwitch, ...], requested: Json) -> Interpretations:
        """Defaults for every switch, overridden by ``requested`` (``{"PT-A-SPRUNG": "beliebig"}``)."""
        by_id, defaults = _switch_table(switches)
        chosen = dict(defaults)
        if requested is None:
            requested = {}
        if not isinstance(requested, dict):
            raise MalformedInput("CORE.INTERPRETATION.MALFORMED", "interpretations must be an object", "$.interpretations")
        for switch_id, option in requested.items():
            path = f"$.interpretations.{switch_id}"
            if switch_id not in by_id:
                raise MalformedInput("CORE.INTERPRETATION.UNKNOWN", f"unknown interpretation {switch_id!r}", path)
            if option not in by_id[switch_id].options:
                options = ", ".join(by_id[switch_id].options)
                raise MalformedInput(
                    "CORE.INTERPRETATION.UNKNOWN_OPTION",
                    f"{switch_id} has no option {option!r} (options: {options})",
                    path,
                )
            chosen[switch_id] = option
        return cls(chosen)


@cache
def _switch_table(switches: tuple[InterpretationSwitch, ...]) -> tuple[dict[str, InterpretationSwitch], dict[str, str]]:
    """The switches by id and their defaults, worked out once per rule set (read only)."""
    return {s.id: s for s in switches}, {s.id: s.default for s in switches}


class Event:
    """Base of every rule set's event dataclasses.

    Subclasses are frozen dataclasses with a ``type`` class variable; the JSON form is
    ``{"type": ..., <field>: <value>, ...}`` with values converted by :func:`to_json`.  A field
    named ``origin`` is written as ``"from"``, which Python cannot use as a name.
    """

    type: ClassVar[str]

    def to_json(self) -> Json:
        out: dict[str, Json] = {"type": self.type}
        for key, name in _json_fields(type(self)):
            out[key] = to_json(getattr(self, name))
        return out


@cache
def _json_fields(cls: type) -> tuple[tuple[str, str], ...]:
    """(JSON key, attribute) of each field of an event class, worked out once per class."""
    return tuple(("from" if f.name == "origin" else f.name, f.name) for f in fields(cls))


_PLAIN = frozenset({str, int, bool, float, type(None)})  # exact types: a subclass may define to_json


def to_json(value: Any) -> Json:
    """Convert a value made of dataclasses, tuples, frozensets and hexes to canonical JSON."""
    if type(value) in _PLAIN:
        return value
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [to_json(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(to_json(v) for v in value)
    if isinstance(value, Mapping):
        return {str(k): to_json(v) for k, v in value.items()}
    if is_dataclass(value):
        return {f.name: to_json(getattr(value, f.name)) for f in fields(value)}
    return value


@dataclass(frozen=True)
class Accepted:
    """What a rule set's ``apply`` returns when the action is legal."""

    state: Any
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Answered:
    """What ``apply`` returns for a question (an ``ask`` action): an answer, no new state."""

    answer: Json


@dataclass(frozen=True)
class RuleSet:
    """A rule set as the core and the harness see it."""

    name: str  # the suite name: folder under features/, vectors/ and schemas/
    title: str
    prefix: str  # of clause ids and error codes, e.g. "PT"
    seed: str  # the rule text this rule set is written from
    dice_labels: Mapping[str, DiceLabel]
    switches: tuple[InterpretationSwitch, ...]
    parse_state: Callable[[Json], Any]
    state_to_json: Callable[[Any], Json]
    parse_action: Callable[[Json, Any], Any]
    apply: Callable[[Any, Any, DiceSupply, Interpretations], Accepted | Answered]
    event_types: tuple[type[Event], ...] = field(default=())
    # Checks the dice against the state before the rules run (a draw of a tile the bag no
    # longer holds is as impossible as a seven on a W6): raises MalformedInput.
    check_dice: Callable[[Any, Json], None] | None = None

    @property
    def state_schema(self) -> str:
        return f"{self.name}/state.schema.json"

    @property
    def action_schema(self) -> str:
        return f"{self.name}/action.schema.json"

    def canonical_state(self, state_json: Json) -> Json:
        """The canonical JSON of a state given as JSON (sets sorted), or MalformedInput."""
        _validate(self.state_schema, state_json, "$.state")
        return self.state_to_json(self.parse_state(state_json))


def _validate(schema_name: str, instance: Json, prefix: str) -> None:
    if schemas.is_valid(schema_name, instance):
        return
    error = schemas.first_error(schema_name, instance)
    if error is not None:
        raise MalformedInput(
            "CORE.SCHEMA",
            f"{schema_name}: {error.message}",
            schemas.join_path(prefix, error.json_path),
        )


def run_case(ruleset: RuleSet, case: Json) -> Json:
    """Resolve one case to a JSON outcome (see :func:`run_case_traced`)."""
    return run_case_traced(ruleset, case)[0]


def run_case_traced(ruleset: RuleSet, case: Json) -> tuple[Json, frozenset[str]]:
    """Resolve one case (``state``, ``action``, ``dice``, ``interpretations``) to a JSON outcome.

    The order of checks is part of the contract (``docs/matching.md``): first the case is
    validated (``malformed``), then the rules decide (``illegal``), then the dice are checked
    (``dice``): a missing die while resolving, unread dice after a legal action.

    Also returns the ids of the interpretation switches the rules read on the way.
    """
    interpretations = None
    try:
        if not isinstance(case, dict):
            raise MalformedInput("CORE.SCHEMA", "a case must be a JSON object", "$")
        _validate(ruleset.state_schema, case.get("state"), "$.state")
        _validate(ruleset.action_schema, case.get("action"), "$.action")
        state = ruleset.parse_state(case["state"])
        action = ruleset.parse_action(case["action"], state)
        dice = DiceSupply.from_json(case.get("dice"), ruleset.dice_labels)
        if ruleset.check_dice is not None:
            ruleset.check_dice(state, case.get("dice") or {})
        interpretations = Interpretations.resolve(ruleset.switches, case.get("interpretations"))
        accepted = ruleset.apply(state, action, dice, interpretations)
        dice.check_exhausted()
    except EngineRejection as rejection:
        return {"status": "rejected", "error": rejection.rejection.to_json()}, _consulted(interpretations)
    if isinstance(accepted, Answered):
        return {"status": "answered", "answer": accepted.answer}, _consulted(interpretations)
    outcome = {
        "status": "accepted",
        "state": ruleset.state_to_json(accepted.state),
        "events": [event.to_json() for event in accepted.events],
    }
    return outcome, _consulted(interpretations)


def _consulted(interpretations: Interpretations | None) -> frozenset[str]:
    return frozenset() if interpretations is None else frozenset(interpretations.consulted)

"""The contract every rule set fulfils, and the JSON entry point built on it.

A rule set is a package under :mod:`regelwerk.rulesets` with the same anatomy (written out for
a new rule set in ``docs/development.md``, "Adding a rule set"):

``state``            frozen dataclasses for the game state; ``parse_state`` / ``state_to_json``,
                     ``position_problems`` (every impossibility of a JSON state at once)
``actions``          frozen dataclasses for the actions; ``parse_action`` / ``action_to_json``
``events``           frozen dataclasses for the events an accepted action emits
``rules``            ``check`` (is the action legal now? reads no dice, returns the plan),
                     ``resolve`` (carries the plan out, reads the dice) and ``apply`` (check,
                     then resolve; a question is answered), one function per rule, each naming
                     its clause in its docstring
``legal``            ``legal_actions(state, interpretations)``, in a fixed order
``game``             ``initial_state()``, ``outcome(state)`` and the ``invariants`` hook of the
                     generic tests
``dice``             the labelled dice queues and the order in which procedures read them
``interpretations``  one constant per switch id the rules read; the switches themselves (ids,
                     options, defaults) are the register's (``features/<rule set>/auslegungen.yaml``)
``errors``           ``ERROR_CODES``: every code the rule set can raise, as data
``steps``, ``tables`` the German step library of the features and the generated tables: suite
                     code, named here by reference (``"module:attribute"``) so that the engine
                     never imports the suite; likewise ``derived``, the vector files derived
                     from the filled vectors (:mod:`regelwerk.suite.derived`)

The package exposes one :class:`RuleSet` value; :func:`run_case` turns a JSON case into a JSON
outcome through it.  Vectors, the in-process runner, ``regelwerk serve`` and the pytest-bdd
steps all go through :func:`run_case`, so every path checks the same thing.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

from regelwerk.core import paths, schemas
from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceLabel, DiceSupply
from regelwerk.core.errors import EngineRejection, ErrorCode, MalformedInput, Problem, RejectionKind, SuiteDataError

REGISTER_FILE = "auslegungen.yaml"  # features/<rule set>/: the ambiguity register, the source of the switches


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
        try:
            return self.chosen[switch_id]
        except KeyError:
            # An engine defect, not a fault of the case: the rules read a switch that the
            # register does not have (``regelwerk check`` names it).
            raise KeyError(f"the rules read {switch_id}, which is not a switch of the rule set's register") from None

    @classmethod
    def resolve(cls, switches: tuple[InterpretationSwitch, ...], requested: Json) -> Interpretations:
        """Defaults for every switch, overridden by ``requested`` (``{"XX-A-SWITCH": "option"}``)."""
        return cls._resolve_in(_switch_table(switches), requested)

    @classmethod
    def _resolve_in(cls, table: SwitchTable, requested: Json) -> Interpretations:
        by_id, defaults = table.by_id, table.defaults
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


@dataclass(frozen=True)
class SwitchTable:
    """The switches of one register read, with the lookups every case needs (read only)."""

    switches: tuple[InterpretationSwitch, ...]
    by_id: Mapping[str, InterpretationSwitch]
    defaults: Mapping[str, str]

    @classmethod
    def of(cls, switches: tuple[InterpretationSwitch, ...]) -> SwitchTable:
        return cls(switches, {s.id: s for s in switches}, {s.id: s.default for s in switches})


@cache
def _switch_table(switches: tuple[InterpretationSwitch, ...]) -> SwitchTable:
    """The table of switches given as a tuple (:meth:`Interpretations.resolve`), once per tuple.
    The rule sets' own path (:meth:`RuleSet.interpretations`) takes the table read with the
    register instead: hashing the tuple, every switch of it, costs more than the lookups."""
    return SwitchTable.of(switches)


def register_path(ruleset: str) -> Path:
    """``features/<rule set>/auslegungen.yaml`` (in a checkout or the installed wheel)."""
    return paths.features_dir() / ruleset / REGISTER_FILE


@cache
def _register_file(root: Path, ruleset: str) -> str:
    """:func:`register_path` as text, under a given data root: worked out once, since every
    case asks for its rule set's switches (building the path each time cost more than the stat)."""
    return str(root / "features" / ruleset / REGISTER_FILE)


def load_switches(ruleset: str) -> tuple[InterpretationSwitch, ...]:
    """The interpretation switches of a rule set, read from its register: every entry with
    ``switch: true``, in the register's order, with its options in the order listed and its
    default.  The register is the only place that says which options a switch has and which
    is the default; a rules editor decides a question by editing it, without touching code."""
    return load_switch_table(ruleset).switches


def load_switch_table(ruleset: str) -> SwitchTable:
    """:func:`load_switches` with the switches by id and their defaults."""
    path = _register_file(paths.data_root(), ruleset)
    try:
        stamp = os.stat(path)
    except OSError:  # no register: read_yaml_file names the file
        return _switches_in(path, 0, 0)
    # Keyed by the file's stamp too, so that a register edited while the process runs (a rules
    # editor's test, a long session) is read again instead of answering with the old defaults.
    return _switches_in(path, stamp.st_mtime_ns, stamp.st_size)


@cache
def _switches_in(path: str, mtime_ns: int, size: int) -> SwitchTable:
    from regelwerk.core.bounded import read_yaml_file

    data = read_yaml_file(Path(path))
    error = schemas.first_error("register.schema.json", data)
    if error is not None:
        raise SuiteDataError(path, error.message, json_path=error.json_path)
    switches = []
    for i, entry in enumerate(data["ambiguities"]):
        if not entry["switch"]:
            continue
        options = tuple(option["id"] for option in entry["options"])
        if entry["default"] not in options or len(set(options)) != len(options):
            raise SuiteDataError(
                path, f"{entry['id']}: the default must be one of its options, each listed once", json_path=f"$.ambiguities[{i}]"
            )
        switches.append(InterpretationSwitch(entry["id"], options, entry["default"]))
    return SwitchTable.of(tuple(switches))


def clear_caches() -> None:
    """Forget the registers read so far (a test that edits a register in a copy of the suite)."""
    _switches_in.cache_clear()
    _register_file.cache_clear()


def resolve_reference(reference: str) -> Any:
    """The object a ``"package.module:attribute"`` reference names, imported on first use."""
    module, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module), attribute)


class Event:
    """Base of every rule set's event dataclasses.

    Subclasses are frozen dataclasses with a ``type`` class variable; the JSON form is
    ``{"type": ..., <field>: <value>, ...}`` with values converted by :func:`to_json`.  A field
    named ``origin`` is written as ``"from"``, which Python cannot use as a name.
    """

    type: ClassVar[str]

    def to_json(self) -> Json:
        out: dict[str, Json] = {"type": self.type}
        for key, name in _json_fields(type(self)):  # type: ignore[arg-type]  # classes hash by identity
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
class Outcome:
    """How a game ended, as a value (like python-chess ``Outcome``): the winner (a faction,
    warband or player id as the rule set names them; ``None`` when nobody won, or ``"draw"``
    where the rule set calls it so) and the reason, one of the rule set's reasons (``None`` where
    the state does not record why the game ended)."""

    winner: str | None
    reason: str | None


# Invariants hook: (state before, action, state after, events, every switch's option in force),
# all JSON, for each accepted step of random play; returns every invariant the step broke, one
# sentence each (empty: none).
Invariants = Callable[[Json, Json, Json, list[Json], Mapping[str, str]], list[str]]


@dataclass(frozen=True)
class RuleSet:
    """A rule set as the core, the suite and the harness see it: everything specific to it.

    The switches are not listed here: :attr:`switches` reads them from the register.  The step
    library and the table generators are suite code; the rule set names them by reference
    (``"package.module:attribute"``, resolved by :func:`resolve_reference`) so that importing
    the engine never imports the suite.
    """

    name: str  # the suite name: folder under features/, vectors/ and schemas/
    title: str
    prefix: str  # of clause ids and error codes, e.g. "PT"
    seed: str  # the rule text this rule set is written from
    dice_labels: Mapping[str, DiceLabel]
    parse_state: Callable[[Json], Any]  # checked: raises the first of position_problems
    state_to_json: Callable[[Any], Json]
    position_problems: Callable[[Json], list[Problem]]  # every impossibility of a schema-valid state
    parse_action: Callable[[Json, Any], Any]
    action_to_json: Callable[[Any], Json]  # the inverse of parse_action
    check: Callable[[Any, Any, Interpretations], Any]  # the plan of a legal action; IllegalAction; reads no dice
    resolve: Callable[[Any, Any, Any, DiceSupply, Interpretations], tuple[Any, Sequence[Event]]]
    apply: Callable[[Any, Any, DiceSupply, Interpretations], Accepted | Answered]  # check, then resolve
    legal_actions: Callable[[Any, Interpretations], Sequence[Any]]  # fixed order; none once the game is over
    initial_state: Callable[[], Any]  # a new game with the rule set's sample data
    outcome: Callable[[Any], Outcome | None]  # None while the game goes on
    invariants: Invariants  # the rule set's invariants of one step, for the generic random-play test
    error_codes: tuple[ErrorCode, ...]  # every code of the rule set (the core's are CORE_ERROR_CODES)
    step_library: str  # reference to the StepLibrary of the German features
    tables: str | None = None  # reference to a function returning the rule set's TableSpecs
    derived: str | None = None  # reference to a function returning the rule set's DerivedSpecs (suite.derived)
    # Functions of the package besides IllegalAction, MalformedInput, DiceError and Problem that
    # take an error code as their first argument, with the kind of rejection they make: the scan
    # of `regelwerk check` for raised codes reads their calls too.
    raising_helpers: Mapping[str, RejectionKind] = field(default_factory=dict)
    # Checks the dice against the state before the rules run (a draw of a tile the bag no
    # longer holds is as impossible as a seven on a W6): raises MalformedInput.
    check_dice: Callable[[Any, Json], None] | None = None

    @property
    def switches(self) -> tuple[InterpretationSwitch, ...]:
        """The interpretation switches, from the register (:func:`load_switches`)."""
        return load_switches(self.name)

    @property
    def state_schema(self) -> str:
        return f"{self.name}/state.schema.json"

    @property
    def action_schema(self) -> str:
        return f"{self.name}/action.schema.json"

    def interpretations(self, requested: Json = None) -> Interpretations:
        """The options in force: the register's defaults, overridden by ``requested``."""
        return Interpretations._resolve_in(load_switch_table(self.name), requested)

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


def run_case(ruleset: RuleSet, case: Json, validate: bool = True) -> Json:
    """Resolve one case to a JSON outcome (see :func:`run_case_traced`).

    ``validate=False`` is the **unchecked** entry point: the state and the action are not
    validated against their schemas.  Use it only for input known to be schema-valid (states the
    engine wrote itself, actions from :attr:`RuleSet.action_to_json`), where validation would
    cost more than the rules: random play and the golden-playthrough generators.  Everything
    else is the same: the position is still checked (``parse_state``), and the dice and the
    interpretations are checked as always.  Schema-invalid input gives no defined answer here
    (a rejection, or a Python exception): never pass a vector's or a port's case to it.
    """
    return run_case_traced(ruleset, case, validate)[0]


def run_case_traced(ruleset: RuleSet, case: Json, validate: bool = True) -> tuple[Json, frozenset[str]]:
    """Resolve one case (``state``, ``action``, ``dice``, ``interpretations``) to a JSON outcome.

    The order of checks is part of the contract (``docs/matching.md``): first the case is
    validated (``malformed``), then the rules decide (``illegal``), then the dice are checked
    (``dice``): a missing die while resolving, unread dice after a legal action.
    ``validate=False`` skips the schema validation of state and action (:func:`run_case`).

    Also returns the ids of the interpretation switches the rules read on the way.
    """
    outcome, consulted, _ = run_case_keeping(ruleset, case, validate)
    return outcome, consulted


def run_case_keeping(ruleset: RuleSet, case: Json, validate: bool = True) -> tuple[Json, frozenset[str], ParsedCase | None]:
    """:func:`run_case_traced`, and the case as :func:`parse_case` parsed it (``None`` if it
    did not parse), to run again under other interpretations (:func:`run_parsed`)."""
    try:
        parsed = parse_case(ruleset, case, validate)
    except EngineRejection as rejection:
        return _rejected(rejection), frozenset(), None
    return (*run_parsed(ruleset, parsed, case.get("dice"), case.get("interpretations")), parsed)


def run_case_on(ruleset: RuleSet, state: Any, case: Json) -> tuple[Json, frozenset[str]]:
    """:func:`run_case_traced` (checked) for a case whose state :func:`parse_state_checked` has
    already turned into ``state``: the same outcome, without validating and parsing the same
    state again (a generated table asks the engine about many actions on one state)."""
    try:
        parsed = parse_case_on(ruleset, state, case)
    except EngineRejection as rejection:
        return _rejected(rejection), frozenset()
    return run_parsed(ruleset, parsed, case.get("dice"), case.get("interpretations"))


@dataclass(frozen=True)
class ParsedCase:
    """The state and the action of a case, validated and parsed (:func:`parse_case`)."""

    state: Any
    action: Any


def parse_case(ruleset: RuleSet, case: Json, validate: bool = True) -> ParsedCase:
    """The first checks of :func:`run_case_traced`, in its order: the case is an object, its
    state and action pass their schemas (unless ``validate`` is false: see :func:`run_case`),
    the position is possible and the action parses against it.  Raises :class:`MalformedInput`."""
    if not isinstance(case, dict):
        raise MalformedInput("CORE.SCHEMA", "a case must be a JSON object", "$")
    if validate:
        _validate(ruleset.state_schema, case.get("state"), "$.state")
        _validate(ruleset.action_schema, case.get("action"), "$.action")
    state = ruleset.parse_state(case["state"])
    return ParsedCase(state, ruleset.parse_action(case["action"], state))


def parse_state_checked(ruleset: RuleSet, state_json: Json) -> Any:
    """A JSON state validated against its schema and parsed (the position checked); raises
    :class:`MalformedInput`.  For :func:`run_case_on`."""
    _validate(ruleset.state_schema, state_json, "$.state")
    return ruleset.parse_state(state_json)


def parse_case_on(ruleset: RuleSet, state: Any, case: Json) -> ParsedCase:
    """:func:`parse_case` (checked) for a case whose state :func:`parse_state_checked` has
    accepted as ``state``.  The first problem is the one :func:`parse_case` finds: the state
    passes its schema and parses whatever the action is, so only the action's checks remain."""
    if not isinstance(case, dict):
        raise MalformedInput("CORE.SCHEMA", "a case must be a JSON object", "$")
    _validate(ruleset.action_schema, case.get("action"), "$.action")
    return ParsedCase(state, ruleset.parse_action(case["action"], state))


def run_parsed(ruleset: RuleSet, parsed: ParsedCase, dice_json: Json, requested: Json) -> tuple[Json, frozenset[str]]:
    """The rest of :func:`run_case_traced` for a case :func:`parse_case` has accepted: the dice
    and the interpretations are checked, the rules decide, the dice must be used up.

    The outcome is the one :func:`run_case_traced` gives for the whole case, with the consulted
    switches.  A parsed case can be run again under other interpretations or dice (states and
    actions are immutable values), which spares parsing the same state once per run: the
    dependence check of ``regelwerk check`` runs each vector under every other option of every
    switch it reads."""
    interpretations = None
    try:
        dice = DiceSupply.from_json(dice_json, ruleset.dice_labels)
        if ruleset.check_dice is not None:
            ruleset.check_dice(parsed.state, dice_json or {})
        interpretations = ruleset.interpretations(requested)
        accepted = ruleset.apply(parsed.state, parsed.action, dice, interpretations)
        dice.check_exhausted()
    except EngineRejection as rejection:
        return _rejected(rejection), _consulted(interpretations)
    if isinstance(accepted, Answered):
        return {"status": "answered", "answer": accepted.answer}, _consulted(interpretations)
    outcome = {
        "status": "accepted",
        "state": ruleset.state_to_json(accepted.state),
        "events": [event.to_json() for event in accepted.events],
    }
    return outcome, _consulted(interpretations)


def _rejected(rejection: EngineRejection) -> Json:
    return {"status": "rejected", "error": rejection.rejection.to_json()}


def _consulted(interpretations: Interpretations | None) -> frozenset[str]:
    return frozenset() if interpretations is None else frozenset(interpretations.consulted)

"""Distribution vectors: cases with every die left open, and the exact distribution of what
they can come to (issue 18; ``docs/odds.md``, ``docs/protocol.md`` "Distributions").

A labelled-dice vector checks one roll; a distribution vector checks all of them at once: the
case of a vector with its dice taken away, a *projection* of the outcome (how many wounds each
model loses, whether a rout test passes, who falls in a duel) and its exact distribution over
every roll, computed by :func:`regelwerk.odds.engine.odds` from the same rule code.  An engine
that declares the ``distributions`` capability answers such a case with its distribution; a
dice calculator that has no board proves it with a rule set's board-free cases.

**Where the cases come from.**  (1) Every accepted vector of the rule set (from a feature, or
derived from one, in file order) whose dice the rules read, with its dice opened, for each
projection the rule set's ``OddsSupport.projections_for_vectors`` names for its action.
(2) Cases that start one action before a filled vector (``OddsSupport.earlier_cases``: a
charge declared, with the vector's charge move as ``then``).  (3) The rule set's profiles (``OddsSupport.profiles``): cases no scenario poses, such as weapon
profiles for dice calculators.  A case is kept when its distribution has at
least two values (where the dice decide nothing, the labelled-dice vector says it all) and its
enumeration stays within :data:`RUN_BUDGET` engine runs; a case that another one already poses
(the same state, action, options in force and projection) is written once.

**Readings.**  For each switch the case's runs read, every other option is tried: an option under
which the distribution differs makes the switch one the distribution depends on (the vector pins
its option, as every vector names the options its outcome depends on) *and* a vector of its own:
the case under that reading, with its distribution.  So each reading a distribution can tell
apart has its vector, which is what ``impact --odds`` and the site compare.

The file is ``vectors/<rule set>/verteilungen.json`` (``"kind": "distributions"``, source
``generated:<rule set>/verteilungen``), written by ``regelwerk fill``, compared by ``check``
like the switch combinations.  Ids: ``<rule set>/verteilung/<projection>-<base or profile>``,
``-mit-<switch>-<option>`` for a reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, ClassVar, Protocol

from regelwerk.core.canonical import Json, dumps, value_digest
from regelwerk.core.memo import BoundedMemo
from regelwerk.core.paths import vectors_dir
from regelwerk.core.ruleset import RuleSet, SwitchTable, load_switch_table, resolve_reference
from regelwerk.odds.branches import OddsLimit
from regelwerk.odds.distribution import Distribution, value_key
from regelwerk.odds.engine import odds, projection_named
from regelwerk.odds.projections import Projection, support_of
from regelwerk.suite.catalog import Catalog
from regelwerk.suite.combinations import drift
from regelwerk.suite.vectors import DISTRIBUTIONS_KIND
from regelwerk.suite.generator_cache import decode_fields, encode_fields
from regelwerk.suite.writing import GeneratedFill, write_generated

GENERATOR = "verteilungen"
FILE_NAME = f"{GENERATOR}.json"
ID_PART = "verteilung"
# A case whose enumeration needs more engine runs is not made a distribution vector: a port's
# exact engine must answer it within the harness's per-case timeout, and ours within the speed
# of an ordinary vector (docs/odds.md, "Distribution vectors").
RUN_BUDGET = 300

# Rule sets whose distribution vectors are not generated (a test's partial copy of a rule set).
SKIP: frozenset[str] = frozenset()


class DistributionCase(Protocol):
    """A case of a distribution vector that no scenario poses (``OddsSupport.profiles``): a rule
    set's ``ProfileCase``."""

    @property
    def name(self) -> str: ...  # kebab-case, unique among the rule set's profiles: the id's last part
    @property
    def description(self) -> str: ...  # German, one sentence
    @property
    def clauses(self) -> tuple[str, ...]: ...  # clause ids the profile exercises
    @property
    def projection(self) -> str: ...
    @property
    def state(self) -> Json: ...
    @property
    def action(self) -> Json: ...
    @property
    def interpretations(self) -> Mapping[str, str]: ...


def source_of(ruleset: str) -> str:
    return f"generated:{ruleset}/{GENERATOR}"


def file_path(ruleset: str, root: Path | None = None) -> Path:
    return (root or vectors_dir()) / ruleset / FILE_NAME


def is_distribution_file(data: Json) -> bool:
    return isinstance(data, dict) and data.get("kind") == DISTRIBUTIONS_KIND


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _short(switch: str) -> str:
    """``XX-A-SOME-SWITCH`` → ``some-switch``."""
    return re.sub(r"^[A-Z]{2,4}-A-", "", switch).lower()


# -- the odds of one case under some options, remembered ----------------------------------------

_ODDS: BoundedMemo[str, tuple[tuple[Distribution, frozenset[str]] | None]] = BoundedMemo(20_000)


def _odds_of(ruleset: RuleSet, case: Json, projection: str) -> tuple[Distribution, frozenset[str]] | None:
    """The distribution and the switches read, or ``None`` past :data:`RUN_BUDGET`.  Remembered
    by content: ``check`` generates what ``fill`` generated, in the same process in the tests.

    The projections the rule set counts for the case's action are enumerated together, as one
    projection whose value is the list of theirs, and each is then read off as its marginal: one
    enumeration instead of one per projection (the runs are the same)."""
    key = dumps([ruleset.name, case, projection])
    known = _ODDS.get(key)
    if known is not None:
        return known[0]
    support = support_of(ruleset)
    group = support.projections_for_vectors(case)
    names = group if projection in group else (projection,)
    chosen = tuple(projection_named(ruleset, case, name) for name in names)
    joint = chosen[0] if len(chosen) == 1 else Projection(
        "+".join(names), "", lambda c, o: [p.project(c, o) for p in chosen], reads_events=any(p.reads_events for p in chosen)
    )
    try:
        result = odds(ruleset, case, joint, max_runs=RUN_BUDGET)
    except OddsLimit:
        for name in names:
            _ODDS.put(dumps([ruleset.name, case, name]), (None,))
        return None
    read = frozenset(result.consulted)
    for i, single in enumerate(chosen):
        marginal = result.distribution if len(chosen) == 1 else _marginal(result.distribution, i, single)
        _ODDS.put(dumps([ruleset.name, case, single.name]), ((marginal, read),))
    found = _ODDS.get(key)
    return found[0] if found is not None else None


def _marginal(joint: Distribution, index: int, projection: Projection) -> Distribution:
    """The distribution of the ``index``-th part of a joint projection's values."""
    weights: dict[str, Fraction] = {}
    values: dict[str, Json] = {}
    for entry in joint.entries:
        # A rejection of the action on some path is a value of its own, not a list of parts.
        part = entry.value[index] if isinstance(entry.value, list) else entry.value
        key = value_key(part)
        weights[key] = weights.get(key, Fraction(0)) + entry.probability
        values[key] = part
    return Distribution.of(weights, values, projection.order)


@dataclass(frozen=True)
class Reading:
    """A distribution of a case under some options, and the options it depends on."""

    options: Mapping[str, str]  # every option in force that is not the default, plus the pinned ones
    distribution: Distribution
    depends: Mapping[str, str]  # switch -> option in force, for each switch whose other options change it
    alternatives: tuple[tuple[str, str, Distribution], ...]  # (switch, option, distribution) that differ


def read_case(ruleset: RuleSet, table: SwitchTable, case: Json, projection: str, options: Mapping[str, str]) -> Reading | None:
    """The case under ``options`` and every single flip of a switch its runs read."""
    own = _odds_of(ruleset, {**case, "interpretations": dict(options)}, projection)
    if own is None:
        return None
    distribution, read = own
    depends: dict[str, str] = {}
    alternatives: list[tuple[str, str, Distribution]] = []
    for switch in sorted(s for s in read if s in table.by_id):
        current = options.get(switch, table.defaults[switch])
        for option in table.by_id[switch].options:
            if option == current:
                continue
            other = _odds_of(ruleset, {**case, "interpretations": {**options, switch: option}}, projection)
            if other is None or other[0] != distribution:
                depends[switch] = current
                if other is not None:
                    alternatives.append((switch, option, other[0]))
    return Reading(dict(options), distribution, depends, tuple(alternatives))


# -- the generation --------------------------------------------------------------------------------


@dataclass
class DistributionFill(GeneratedFill):
    """The distribution vectors of one rule set as generated now (failures: base vector id or
    profile, why)."""

    GENERATOR: ClassVar[str] = GENERATOR
    KIND: ClassVar[str | None] = DISTRIBUTIONS_KIND

    past_budget: list[str] = field(default_factory=list)  # cases left out: more than RUN_BUDGET runs


@dataclass(frozen=True)
class _Origin:
    """What a generated vector says of where it comes from."""

    name: str  # the id's part after the projection
    description: str
    clauses: tuple[Json, ...]  # [{"id", "hash"}]
    provenance: Mapping[str, str]  # base or profile, and hash


def encode_fill(fill: DistributionFill) -> Json:
    """The fill as JSON for :mod:`regelwerk.suite.generator_cache`."""
    return encode_fields(fill)


def decode_fill(stored: Json, path: Path) -> DistributionFill:
    """What :func:`encode_fill` wrote."""
    return decode_fields(DistributionFill, stored, path)


def generate(ruleset: RuleSet, catalog: Catalog, bases: Iterable[Json], root: Path | None = None) -> DistributionFill:
    """The distribution vectors of a rule set from its freshly filled vectors (``bases``, in file
    order) and its profiles."""
    fill = DistributionFill(ruleset.name, file_path(ruleset.name, root), catalog.version, skipped=ruleset.name in SKIP)
    if fill.skipped:
        return fill
    support = support_of(ruleset)
    table = load_switch_table(ruleset.name)
    seen: set[str] = set()
    ids: dict[str, str] = {}

    def add(origin: _Origin, state: Json, action: Json, projection: str, options: Mapping[str, str], then: Json = None) -> None:
        case = {"ruleset": ruleset.name, "state": state, "action": action, "dice": {}}
        if then is not None:
            case["then"] = then
        if _run_key(table, case, projection, options) in seen:
            return  # another vector with other dice poses the same case: its dice are open here
        try:
            reading = read_case(ruleset, table, case, projection, options)
        except Exception as exc:  # noqa: BLE001 -- a crash is reported at its origin, the file is not written
            fill.failures.append((origin.name, f"{type(exc).__name__}: {exc}"))
            return
        if reading is None:
            fill.past_budget.append(f"{projection}-{origin.name}")
            return
        if len(reading.distribution.entries) < 2:
            return  # the dice decide nothing here: the labelled-dice vector says it all
        pins = {**{s: o for s, o in reading.options.items() if s in reading.depends}, **reading.depends}
        if then is not None:
            # The projection runs ``then`` with its own reading of the switches, which the
            # search does not see: every option of the base stays pinned.
            pins = {**reading.options, **pins}
        _emit(fill, seen, ids, table, origin, case, projection, reading.options, reading.distribution, pins, None)
        for switch, option, distribution in reading.alternatives:
            if len(distribution.entries) < 2:
                continue  # under this reading the dice decide nothing (the action is rejected, say)
            # A reading's vector pins every option of its base, what the base depends on and the
            # reading itself; whether a third switch matters only together with this reading is
            # the switch combinations' question (kombinationen.json), not asked again here.
            flipped = {**reading.options, switch: option}
            _emit(fill, seen, ids, table, origin, case, projection, flipped, distribution, {**flipped, **pins, switch: option}, (switch, option))

    for base in bases:
        if base["expected"].get("status") != "accepted" or not base["dice"]:
            continue
        if support.vector_dice_limit is not None and sum(len(q) for q in base["dice"].values()) > support.vector_dice_limit:
            continue
        case = {"state": base["state"], "action": base["action"]}
        origin = _Origin(
            base["id"].split("/", 1)[1].replace("/", "-"),
            base["description"],
            tuple(base["clauses"]),
            {"base": base["id"], "hash": base["provenance"]["hash"]},
        )
        for projection in support.projections_for_vectors(case):
            add(origin, base["state"], base["action"], projection, base["interpretations"])
    for earlier in _profiles(support.earlier_cases, bases):
        base = earlier.base
        origin = _Origin(
            base["id"].split("/", 1)[1].replace("/", "-"),
            base["description"],
            tuple(base["clauses"]),
            {"base": base["id"], "hash": base["provenance"]["hash"]},
        )
        add(origin, earlier.state, earlier.action, earlier.projection, base["interpretations"], earlier.then)
    for profile in _profiles(support.profiles):
        unknown = [c for c in profile.clauses if c not in catalog.clauses]
        if unknown:
            fill.failures.append((profile.name, f"cites unknown clause(s) {', '.join(unknown)}"))
            continue
        origin = _Origin(
            profile.name,
            profile.description,
            tuple({"id": c, "hash": catalog.clauses[c].hash} for c in profile.clauses),
            {"profile": profile.name, "hash": value_digest([profile.state, profile.action, profile.projection, dict(profile.interpretations)])},
        )
        add(origin, profile.state, profile.action, profile.projection, profile.interpretations)
    fill.vectors.sort(key=lambda v: v["id"])
    return fill


def _profiles(reference: str | None, *arguments: object) -> tuple[Any, ...]:
    return tuple(resolve_reference(reference)(*arguments)) if reference else ()


def _run_key(table: SwitchTable, case: Json, projection: str, options: Mapping[str, str]) -> str:
    """What a distribution depends on: state, action, the options in force (a default named or
    not is the same run) and the projection."""
    in_force = {s: o for s, o in options.items() if table.defaults.get(s) != o}
    return dumps([case["state"], case["action"], case.get("then"), in_force, projection])


def _emit(
    fill: DistributionFill,
    seen: set[str],
    ids: dict[str, str],
    table: SwitchTable,
    origin: _Origin,
    case: Json,
    projection: str,
    options: Mapping[str, str],
    distribution: Distribution,
    pins: Mapping[str, str],
    flip: tuple[str, str] | None,
) -> None:
    """Write one vector unless its run is one already written."""
    key = _run_key(table, case, projection, options)
    if key in seen:
        return
    seen.add(key)
    name = f"{projection}-{origin.name}" + (f"-mit-{_short(flip[0])}-{_slug(flip[1])}" if flip else "")
    vector_id = f"{fill.ruleset}/{ID_PART}/{_slug(name)}"
    source = origin.provenance.get("base") or origin.provenance.get("profile", "")
    if vector_id in ids:
        fill.failures.append((source, f"its distribution vector id {vector_id} is also that of {ids[vector_id]}"))
        return
    ids[vector_id] = source
    description = f"Verteilung von {projection}: {origin.description}" + (f" (unter {flip[0]}={flip[1]})" if flip else "")
    provenance: dict[str, Json] = {"source": source_of(fill.ruleset), **origin.provenance}
    if flip:
        provenance["reading"] = {flip[0]: flip[1]}
    fill.vectors.append(
        {
            "id": vector_id,
            "description": description,
            "ruleset": fill.ruleset,
            "suite_version": fill.version,
            "clauses": list(origin.clauses),
            "interpretations": dict(sorted(pins.items())),
            "state": case["state"],
            "action": case["action"],
            "dice": {},
            **({"then": case["then"]} if "then" in case else {}),
            "projection": projection,
            "expected": {"distribution": distribution.to_json()},
            "provenance": provenance,
        }
    )


def write(fill: DistributionFill) -> tuple[list[Path], list[Path]]:
    """Write the file if it changed, delete it when there is no vector; a held generation leaves
    the file as it was."""
    return ([], []) if fill.held else write_generated(fill.path, fill.content(), is_distribution_file)


def drift_reasons(on_disk: Mapping[str, Json], fresh: Iterable[Json], vector_drift: Callable[[Json | None, Json | None], list[str]]) -> dict[str, list[str]]:
    """Distribution id → why the vector on disk is not what the generator writes now."""
    return drift(
        on_disk,
        fresh,
        vector_drift,
        new="new distribution vector, not yet generated",
        gone="no longer generated (its base or profile is gone, or its dice decide nothing any more)",
    )

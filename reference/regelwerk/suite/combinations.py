"""Switch combinations: generated vectors where two readings *together* change an outcome.

``regelwerk check`` tries each switch a vector's case reads with its other options, one switch at
a time (docs/features-schreiben.md, "Welche Auslegungen ein Szenario nennen muss").  Two
readings can also change an outcome together that neither changes alone: an engine that gets
each switch right on its own but mixes up their interplay passes every vector from a feature.
This module makes that class of cases into vectors (issue 22).

For every vector filled from a feature (its *base*), each pair of switches (s1, s2) is
considered among those its case reads, under its own options or under a single flip, and those
it pins.  For each pair of options (o1, o2), both other than the base's own, the case runs under
both.  When that outcome differs from the base's own outcome *and* from both single flips (s1=o1
alone, s2=o2 alone), the pair interacts: no single reading predicts the outcome.  Each such
(base, s1=o1, s2=o2) becomes a **combination vector** in ``vectors/<rule set>/kombinationen.json``
(docs/matching.md, "Switch combinations"); a case that another combination or a vector from a
feature already holds (the same state, action, dice and options in force) is written once.  Its
``interpretations`` are the base's, both readings, and the default of any further switch whose
other options would change its outcome: like every vector, it names each option its outcome
depends on, so a port that follows other defaults does not run it.

The engine is a pure function of the case and records the switches it reads, so only runs that
can differ are made: the case under s1=o1 and s2=o2 is the case under s2=o2 alone when that run
never reads s1 (and the other way round), so such a pair cannot interact and is not run.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import ClassVar

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.match import compare_outcomes
from regelwerk.core.paths import vectors_dir
from regelwerk.core.ruleset import InterpretationSwitch, ParsedCase, RuleSet, load_switch_table, run_parsed
from regelwerk.suite.generator_cache import decode_fields, encode_fields
from regelwerk.suite.writing import GeneratedFill, write_generated

GENERATOR = "kombinationen"
FILE_NAME = f"{GENERATOR}.json"  # vectors/<rule set>/kombinationen.json, beside the vector files
ID_PART = "kombination"  # <rule set>/kombination/<slug>

# Rule sets whose combinations are not generated: a test's partial copy of a rule set (a few of
# its features) leaves them out, as it sets ``tables.TABLES`` to () for the tables.
SKIP: frozenset[str] = frozenset()

Reading = tuple[str, str]  # (switch id, option)
Run = Callable[[Mapping[str, str]], tuple[Json, frozenset[str]]]  # the base's case under these options


def source_of(ruleset: str) -> str:
    """The file's ``source`` and each vector's ``provenance.source``, as a table names its generator."""
    return f"generated:{ruleset}/{GENERATOR}"


def file_path(ruleset: str, root: Path | None = None) -> Path:
    return (root or vectors_dir()) / ruleset / FILE_NAME


def is_combination_file(data: Json) -> bool:
    """A vector file written by this generator (told apart from a feature's by its ``source``)."""
    source = data.get("source") if isinstance(data, dict) else None
    return isinstance(source, str) and source.startswith("generated:") and source.endswith(f"/{GENERATOR}")


# -- finding the interactions of one base vector ---------------------------------------------


@dataclass(frozen=True)
class Interaction:
    """Two readings that together give ``outcome``, which neither gives alone.  ``also``: the
    defaults of further switches the base does not pin whose other options would change this
    outcome (a vector names every option its outcome depends on)."""

    first: Reading
    second: Reading
    outcome: Json
    also: tuple[Reading, ...] = ()


def interactions(
    switches: Mapping[str, InterpretationSwitch],
    declared: Mapping[str, str],
    own: tuple[Json, frozenset[str]],
    run: Run,
    differs: Callable[[Json, Json], bool],
    single: dict[Reading, tuple[Json, frozenset[str]]] | None = None,
) -> list[Interaction]:
    """Every interacting pair of readings of one case, s1 before s2 by id, options in register order.

    ``declared`` are the options the base pins; ``own`` its outcome and the switches its run
    read; ``run`` runs the case under the given options (the others at their defaults) and
    returns the outcome and the switches read; ``differs`` tells two outcomes apart by meaning.
    ``single``, if given, receives the outcome of every single flip of a switch the case reads
    (``check`` needs the same runs for its dependence check, and need not make them again).
    """
    def own_option(switch: str) -> str:
        return declared.get(switch, switches[switch].default)

    def others(switch: str) -> list[str]:
        return [o for o in switches[switch].options if o != own_option(switch)]

    read = own[1]
    # Single flips: only a switch the case reads can change it; any other flip is the case itself.
    single = {} if single is None else single
    for switch in sorted(s for s in read if s in switches):
        for option in others(switch):
            single[(switch, option)] = run({**declared, switch: option})
    candidates = {s for s in read | set(declared) | {s for _, r in single.values() for s in r} if s in switches}
    found: list[Interaction] = []
    for s1, s2 in combinations(sorted(candidates), 2):
        for o1 in others(s1):
            alone1, read1 = single.get((s1, o1), own)
            if s2 not in read1:
                continue  # under s1=o1 the case never asks s2: the pair is s1=o1 alone
            for o2 in others(s2):
                alone2, read2 = single.get((s2, o2), own)
                if s1 not in read2:
                    continue
                options = {**declared, s1: o1, s2: o2}
                both, read_both = run(options)
                if differs(own[0], both) and differs(alone1, both) and differs(alone2, both):
                    also = _depends_on(switches, options, (both, read_both), run, differs)
                    found.append(Interaction((s1, o1), (s2, o2), both, also))
    return found


def _depends_on(
    switches: Mapping[str, InterpretationSwitch],
    options: Mapping[str, str],
    outcome: tuple[Json, frozenset[str]],
    run: Run,
    differs: Callable[[Json, Json], bool],
) -> tuple[Reading, ...]:
    """The switches besides ``options`` that the run read and whose other options change its
    outcome, each at its default (the option it ran under)."""
    found = []
    for switch in sorted(s for s in outcome[1] - set(options) if s in switches):
        default = switches[switch].default
        if any(differs(outcome[0], run({**options, switch: o})[0]) for o in switches[switch].options if o != default):
            found.append((switch, default))
    return tuple(found)


# -- the combination vectors ------------------------------------------------------------------


def _short(switch: str) -> str:
    """``XX-A-SOME-SWITCH`` → ``some-switch``: the prefix says nothing inside the rule set's own ids."""
    return re.sub(r"^[A-Z]{2,4}-A-", "", switch).lower()


def combination_id(base_id: str, first: Reading, second: Reading) -> str:
    """``<rule set>/kombination/<base>-mit-<s1>-<o1>-und-<s2>-<o2>``: the base's id without its rule
    set (an outline row's ``/`` as ``-``), then both readings, switch ids without their prefix.
    An id has at most two parts after the rule set (docs/matching.md, "Vector ids")."""
    ruleset, rest = base_id.split("/", 1)
    parts = [rest.replace("/", "-"), "mit", _short(first[0]), first[1], "und", _short(second[0]), second[1]]
    return f"{ruleset}/{ID_PART}/{'-'.join(parts)}"


def combination_vector(base: Json, interaction: Interaction) -> Json:
    """The vector of one interaction: the base's case under its options and both readings."""
    (s1, o1), (s2, o2) = interaction.first, interaction.second
    return {
        "id": combination_id(base["id"], interaction.first, interaction.second),
        "description": f"{base['description']}, zugleich unter {s1}={o1} und {s2}={o2} (Kombination zu {base['id']})",
        "ruleset": base["ruleset"],
        "suite_version": base["suite_version"],
        "clauses": base["clauses"],
        "interpretations": {**base["interpretations"], s1: o1, s2: o2, **dict(interaction.also)},
        "state": base["state"],
        "action": base["action"],
        "dice": base["dice"],
        "expected": interaction.outcome,
        "provenance": {
            "source": source_of(base["ruleset"]),
            "base": base["id"],
            "hash": base["provenance"]["hash"],
            "readings": {s1: o1, s2: o2},
        },
    }


def _case_key(vector: Json, defaults: Mapping[str, str]) -> str:
    """What a run depends on: state, action, dice and the options in force (a default named or
    not is the same run)."""
    options = {s: o for s, o in vector["interpretations"].items() if defaults.get(s) != o}
    return dumps([vector["state"], vector["action"], vector["dice"], options])


@dataclass
class CombinationFill(GeneratedFill):
    """The combinations of one rule set as generated now (failures: base vector id, why)."""

    GENERATOR: ClassVar[str] = GENERATOR

    # Base id -> the outcome and the switches read of each single flip (switch, option) of a
    # switch its case reads: the runs of check's dependence check, made here already.
    flips: dict[str, dict[Reading, tuple[Json, frozenset[str]]]] = field(default_factory=dict)


def encode_fill(fill: CombinationFill) -> Json:
    """The fill as JSON for :mod:`regelwerk.suite.generator_cache` (the flips as rows)."""
    flips = {
        base: [[switch, option, outcome, sorted(read)] for (switch, option), (outcome, read) in single.items()]
        for base, single in fill.flips.items()
    }
    return encode_fields(fill, flips=flips)


def decode_fill(stored: Json, path: Path) -> CombinationFill:
    """What :func:`encode_fill` wrote."""
    flips = {base: {(s, o): (outcome, frozenset(read)) for s, o, outcome, read in rows} for base, rows in stored["flips"].items()}
    return decode_fields(CombinationFill, stored, path, flips=flips)


def generate(
    ruleset: RuleSet,
    version: str,
    bases: Iterable[Json],
    consulted: Mapping[str, frozenset[str]],
    parsed: Mapping[str, ParsedCase],
    root: Path | None = None,
    taken: Iterable[Json] = (),
) -> CombinationFill:
    """The combination vectors of a rule set from its freshly filled vectors (``bases``, in
    feature order) with what their fill's runs read (``consulted``) and parsed (``parsed``).
    ``taken``: further vectors whose cases are vectors already (``fill --outdated`` keeps
    combinations of bases it did not run)."""
    fill = CombinationFill(ruleset.name, file_path(ruleset.name, root), version, skipped=ruleset.name in SKIP)
    if fill.skipped:
        return fill
    table = load_switch_table(ruleset.name)
    bases = list(bases)
    taken = list(taken)
    seen = {_case_key(vector, table.defaults) for vector in [*bases, *taken]}
    ids: dict[str, str] = {v["id"]: v["provenance"]["base"] for v in taken if "base" in v.get("provenance", {})}

    def differs(a: Json, b: Json) -> bool:
        return compare_outcomes(ruleset, a, b) is not None

    for base in bases:
        case = parsed.get(base["id"])
        read = consulted.get(base["id"], frozenset())
        if case is None or not read:
            continue  # a malformed case reads no switch; where none is read, no pair can interact

        def run(options: Mapping[str, str], case: ParsedCase = case, dice: Json = base["dice"]) -> tuple[Json, frozenset[str]]:
            return run_parsed(ruleset, case, dice, dict(options))

        try:
            single = fill.flips.setdefault(base["id"], {})
            found = interactions(table.by_id, base["interpretations"], (base["expected"], read), run, differs, single)
        except Exception as exc:  # noqa: BLE001 -- a crash under some reading is reported, not fatal
            fill.failures.append((base["id"], f"{type(exc).__name__}: {exc}"))
            continue
        for interaction in found:
            vector = combination_vector(base, interaction)
            key = _case_key(vector, table.defaults)
            if key in seen:
                continue  # the same run is already a vector
            seen.add(key)
            if vector["id"] in ids:
                clash = f"its combination id {vector['id']} is also that of a combination of {ids[vector['id']]}"
                fill.failures.append((base["id"], clash))
                continue
            ids[vector["id"]] = base["id"]
            fill.vectors.append(vector)
    fill.vectors.sort(key=lambda v: v["id"])
    return fill


def write(fill: CombinationFill) -> tuple[list[Path], list[Path]]:
    """Write the file if it changed, or delete it when there is no combination (a file with
    zero vectors is never left behind).  A failing generation, or a skipped one, leaves the file
    as it was."""
    return ([], []) if fill.held else write_generated(fill.path, fill.content(), is_combination_file)


# -- checking ---------------------------------------------------------------------------------


def drift(
    on_disk: Mapping[str, Json],
    fresh: Iterable[Json],
    vector_drift: Callable[[Json | None, Json | None], list[str]],
    new: str = "new combination, not yet generated",
    gone: str = "no longer generated (its base is gone, or the two readings no longer interact)",
) -> dict[str, list[str]]:
    """Generated id → why the vector on disk is not what the generator writes now, with the
    reasons of a stale vector (``vector_drift``) but in the generator's words (``new``, ``gone``)
    for a vector that is missing on one side."""
    fresh_by_id = {v["id"]: v for v in fresh}
    stale: dict[str, list[str]] = {}
    for vector_id in sorted(set(on_disk) | set(fresh_by_id)):
        if vector_id not in on_disk:
            stale[vector_id] = [new]
        elif vector_id not in fresh_by_id:
            stale[vector_id] = [gone]
        else:
            reasons = vector_drift(on_disk[vector_id], fresh_by_id[vector_id])
            if reasons:
                stale[vector_id] = reasons
    return stale

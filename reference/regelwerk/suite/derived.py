"""Derived vector files: vectors the suite writes from other vectors, not from a scenario of their own.

A rule set may pose some of its cases in a second form (for instance every attack of the game
again as a board-free case for dice calculators).  Such a case has no scenario: it is
derived from the vector of the scenario that poses the first form, with the same dice, and its
outcome is filled by the reference engine like any other.  A :class:`DerivedSpec` says how:
``derive`` turns a filled vector into the state and action of its counterpart (or ``None`` where
the second form cannot express it), ``agreement`` names every way the counterpart's outcome
disagrees with the vector it came from (a derived vector that disagrees is not written: the
fill fails, as for a failing scenario).

The derived vectors of a spec form one vector file, ``vectors/<rule set>/<name>.json`` with the
source ``generated:<rule set>/<name>``.  Each vector keeps its source's clauses and provenance
(the feature, scenario, line and hash, so a changed scenario makes its counterpart stale too) and
names it in ``provenance.derived_from``; its id is ``<rule set>/<name>-<the source id's rest>``.
Its interpretations are the source's, as far as its own outcome depends on them: an option the
counterpart's rules never read, or whose every alternative gives the same outcome, is dropped; a
switch whose options change the outcome is pinned (at the source's option, else the default).
``same_as_default`` carries over where the switch is read.

``regelwerk fill`` writes the files with the vector files of the features
(:func:`regelwerk.suite.fill.fill_ruleset`), ``regelwerk check`` compares them like those (stale
vectors, declared interpretations), ``verify`` runs them like any vector.  Each rule set declares
its specs: ``RuleSet.derived`` names a function of its package that returns them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.match import compare_outcomes
from regelwerk.core.paths import vectors_dir
from regelwerk.core.ruleset import ParsedCase, RuleSet, load_switch_table, resolve_reference, run_case_keeping, run_parsed
from regelwerk.rulesets import RULESETS
from regelwerk.suite.catalog import Catalog

SOURCE_PREFIX = "generated:"
FORMAT = 1


@dataclass(frozen=True)
class DerivedSpec:
    """One derived vector file: which vectors it derives from and how."""

    ruleset: str
    name: str  # the file vectors/<rule set>/<name>.json, the source generated:<rule set>/<name>, the id prefix
    description: str  # put before each source description: "<description>: <source description>"
    derive: Callable[[Json], Json | None]  # a filled vector -> {"state", "action"} of its counterpart, or None
    agreement: Callable[[Json, Json], list[str]]  # (source vector, counterpart's outcome) -> each disagreement

    @property
    def source(self) -> str:
        return f"{SOURCE_PREFIX}{self.ruleset}/{self.name}"

    def path(self, root: Path | None = None) -> Path:
        return (root or vectors_dir()) / self.ruleset / f"{self.name}.json"

    def vector_id(self, source_id: str) -> str:
        """``<rule set>/schaden-x/w3`` → ``<rule set>/<name>-schaden-x/w3``."""
        ruleset, rest = source_id.split("/", 1)
        return f"{ruleset}/{self.name}-{rest}"


def specs_for(ruleset: str) -> tuple[DerivedSpec, ...]:
    """The derived files of a rule set (none if it derives none)."""
    reference = RULESETS[ruleset].derived
    return tuple(resolve_reference(reference)()) if reference else ()


@dataclass
class DerivedFill:
    files: dict[Path, Json] = field(default_factory=dict)
    failures: list[tuple[str, str]] = field(default_factory=list)  # (source vector id, why its counterpart fails)
    consulted: dict[str, frozenset[str]] = field(default_factory=dict)  # derived id -> switches its rules read
    parsed: dict[str, ParsedCase] = field(default_factory=dict)


def derive_files(ruleset: str, sources: Iterable[Json], catalog: Catalog, root: Path | None = None) -> DerivedFill:
    """Every derived file of the rule set, from ``sources`` (the filled vectors, in file order)."""
    result = DerivedFill()
    specs = specs_for(ruleset)
    if not specs:
        return result
    sources = list(sources)
    for spec in specs:
        vectors = []
        for source in sources:
            derived = spec.derive(source)
            if derived is None:
                continue
            try:
                vector, consulted, parsed = derive_vector(RULESETS[ruleset], spec, source, derived)
            except DerivationFailed as exc:
                result.failures.append((source["id"], str(exc)))
                continue
            vectors.append(vector)
            result.consulted[vector["id"]] = consulted
            if parsed is not None:
                result.parsed[vector["id"]] = parsed
        result.files[spec.path(root)] = {
            "format": FORMAT, "ruleset": ruleset, "suite_version": catalog.version, "source": spec.source, "vectors": vectors,
        }
    return result


class DerivationFailed(Exception):
    """A counterpart that cannot be written: its outcome disagrees with its source's."""


def derive_vector(ruleset: RuleSet, spec: DerivedSpec, source: Json, derived: Json) -> tuple[Json, frozenset[str], ParsedCase | None]:
    """The counterpart of one source vector: run under the source's interpretations, checked
    against the source, its interpretations settled (module docstring)."""
    case = {"state": derived["state"], "action": derived["action"], "dice": source["dice"], "interpretations": source["interpretations"]}
    outcome, consulted, parsed = run_case_keeping(ruleset, case)
    disagreements = spec.agreement(source, outcome)
    if disagreements:
        raise DerivationFailed(f"its counterpart in {spec.source} disagrees: " + "; ".join(disagreements[:5]))
    same = [s for s in source.get("same_as_default", ()) if s in consulted]
    pinned = settle(ruleset, parsed, case["dice"], outcome, {k: v for k, v in source["interpretations"].items() if k in consulted}, consulted, set(same))
    vector: Json = {
        "id": spec.vector_id(source["id"]),
        "description": f"{spec.description}: {source['description']}",
        "ruleset": source["ruleset"],
        "suite_version": source["suite_version"],
        "clauses": source["clauses"],
        "interpretations": pinned,
    }
    if same:
        vector["same_as_default"] = same
    vector.update(
        state=derived["state"], action=derived["action"], dice=source["dice"], expected=outcome,
        provenance={**source["provenance"], "derived_from": source["id"]},
    )
    return vector, consulted, parsed


def settle(
    ruleset: RuleSet, parsed: ParsedCase | None, dice: Json, outcome: Json, pinned: Mapping[str, str], consulted: frozenset[str], same: set[str]
) -> dict[str, str]:
    """The options the outcome depends on, as ``regelwerk check`` asks them of a vector: a pinned
    switch whose every other option gives the same outcome is dropped (its option then gives the
    default's outcome), a read switch with an option that changes the outcome is pinned at the
    default.  Switches in ``same`` (listed as same as the default) stay as they are."""
    result = dict(pinned)
    if parsed is None:
        return result
    table = load_switch_table(ruleset.name)
    for _ in range(3):  # settling one switch can unsettle another only through an interplay; re-check
        changed = False
        for switch_id in sorted(consulted - same):
            switch = table.by_id.get(switch_id)
            if switch is None:
                continue
            current = result.get(switch_id, switch.default)
            flips = any(
                compare_outcomes(ruleset, outcome, run_parsed(ruleset, parsed, dice, {**result, switch_id: option})[0])
                for option in switch.options
                if option != current
            )
            if switch_id in result and not flips:
                del result[switch_id]
                changed = True
            elif switch_id not in result and flips:
                result[switch_id] = switch.default
                changed = True
        if not changed:
            break
    return dict(sorted(result.items()))

"""How much a reading matters: the distribution vectors of a rule set under one option of a
switch and under another, side by side (``regelwerk impact --odds``, ``regelwerk ambiguities``
and the site's charts).

A *distribution vector* is a vector with a ``projection``: its ``expected`` is
``{"distribution": …}``, the exact distribution :func:`regelwerk.odds.engine.odds` gives for the
case under that projection.  :class:`OddsExaminer` gives the distribution of such a vector under
any options: from the file where a vector states that case under that reading, otherwise
enumerated, each (case, reading) once per run (an option equal to the switch's default is
dropped from the key, so "the default named" and "nothing named" are one reading).

Which vectors depend on a switch is answered two ways.  ``impact --odds``
(:func:`odds_impact`) takes every vector whose rules read the switch while it was enumerated
under its own reading (:attr:`~regelwerk.odds.engine.OddsResult.consulted`), pinned or not, and
compares; ``ambiguities`` and the site (:func:`odds_spreads`) take the vectors that pin it, as
``fill`` pins every switch whose options change a distribution (``check`` compares the file),
which costs no enumeration to find.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.ruleset import InterpretationSwitch, RuleSet
from regelwerk.odds.branches import OddsError
from regelwerk.odds.distribution import Distribution, fraction_text, value_key
from regelwerk.odds.engine import OddsResult, odds, projection_named
from regelwerk.suite.vectors import Vector

Options = tuple[tuple[str, str], ...]  # switch → option, sorted, defaults left out
# Engine runs of one enumeration here: a reading past it is reported as not computed rather than
# holding up `impact`, `ambiguities` and `docs` (the files' readings stay within 300).
MAX_RUNS = 20_000


def is_distribution_vector(vector: Vector) -> bool:
    """Whether the vector states a distribution over a projection rather than one outcome."""
    return isinstance(vector.raw.get("projection"), str)


def odds_case(vector: Vector, options: Mapping[str, str]) -> Json:
    """The case of a distribution vector with ``options`` in force over its own pins."""
    case: dict[str, Json] = {"ruleset": vector.ruleset, **vector.case}
    if "then" in vector.raw:
        case["then"] = vector.raw["then"]
    case["interpretations"] = {**vector.interpretations, **options}
    return case


@dataclass(frozen=True)
class Computed:
    """The distribution of one vector under one set of options, or why there is none."""

    distribution: Distribution | None
    consulted: frozenset[str]
    error: str | None = None


class OddsExaminer:
    """The distribution vectors of one rule set and their distributions, computed on demand and
    kept for the run.

    A vector's distribution under its own reading is its ``expected`` (what ``check`` holds the
    file to), and every vector of the file is one (case, reading): so the file already answers
    "this case under that option" wherever ``fill`` wrote a vector for that reading.  Only the
    readings no vector states are enumerated."""

    def __init__(self, ruleset: RuleSet, vectors: Iterable[Vector]) -> None:
        self.ruleset = ruleset
        self.vectors = [v for v in vectors if is_distribution_vector(v)]
        self.defaults = {s.id: s.default for s in ruleset.switches}
        self._identity = {v.id: case_identity(v) for v in self.vectors}
        self._cache: dict[tuple[str, Options], Computed] = {}
        self._consulted: dict[str, frozenset[str]] = {}
        self.computed = 0  # enumerations actually run (the rest came from the files or the cache)
        for vector in self.vectors:
            stated = _stated(vector)
            if stated is not None:
                self._cache.setdefault(self.key(vector, {}), Computed(stated, frozenset()))

    def key(self, vector: Vector, options: Mapping[str, str]) -> tuple[str, Options]:
        """The case (state, action, dice, projection) and the options in force that are not the
        defaults: two vectors of one case under one reading share it."""
        effective = {**vector.interpretations, **options}
        return self._identity[vector.id], tuple(sorted((s, o) for s, o in effective.items() if self.defaults.get(s) != o))

    def under(self, vector: Vector, options: Mapping[str, str] | None = None) -> Computed:
        """The vector's distribution with ``options`` in force (none: under its own pins)."""
        key = self.key(vector, options or {})
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = self._compute(vector, options or {})
        return found

    def _compute(self, vector: Vector, options: Mapping[str, str]) -> Computed:
        case = odds_case(vector, options)
        self.computed += 1
        try:
            projection = projection_named(self.ruleset, case, vector.raw["projection"])
            result: OddsResult = odds(self.ruleset, case, projection, max_runs=MAX_RUNS)
        except OddsError as exc:
            return Computed(None, frozenset(), str(exc))
        return Computed(result.distribution, frozenset(result.consulted))

    def consulted(self, vector: Vector) -> frozenset[str]:
        """The switches the rules read on some run of the vector's own case (one enumeration)."""
        found = self._consulted.get(vector.id)
        if found is None:
            found = self._consulted[vector.id] = self._compute(vector, {}).consulted
        return found

    def depending_on(self, switch_ids: Iterable[str]) -> list[Vector]:
        """The vectors that pin one of these switches or whose rules read one under their own
        pins (only a vector that pins none of them is enumerated to find out)."""
        wanted = set(switch_ids)
        return [v for v in self.vectors if wanted & set(v.interpretations) or wanted & self.consulted(v)]

    def declaring(self, switch_id: str) -> list[Vector]:
        """The vectors that pin the switch, one per case and other pins: ``fill`` pins every switch
        whose options change a distribution and writes a vector for each such reading, so these
        are the cases that depend on it (``check`` holds the file to that)."""
        seen: set[tuple[str, Options]] = set()
        found: list[Vector] = []
        for vector in self.vectors:
            if switch_id not in vector.interpretations:
                continue
            identity, options = self.key(vector, {})
            case = (identity, tuple((s, o) for s, o in options if s != switch_id))  # the other readings in force
            if case not in seen:
                seen.add(case)
                found.append(vector)
        return found


def case_identity(vector: Vector) -> str:
    """What makes two distribution vectors the same case apart from their readings."""
    raw = vector.raw
    return dumps([raw.get("state"), raw.get("action"), raw.get("dice"), raw.get("then"), raw.get("projection")])


def _stated(vector: Vector) -> Distribution | None:
    """The distribution a vector's file states, ``None`` if it is not one."""
    expected = vector.expected.get("distribution") if isinstance(vector.expected, dict) else None
    try:
        return Distribution.from_json(expected) if isinstance(expected, list) else None
    except (KeyError, TypeError, ValueError):
        return None


# -- one vector under two readings -------------------------------------------------------------


@dataclass(frozen=True)
class ValueRow:
    """One value of two distributions: its probability under each and the change."""

    value: Json
    old: Fraction
    new: Fraction

    @property
    def change(self) -> Fraction:
        return self.new - self.old

    def to_json(self) -> Json:
        return {
            "value": self.value,
            "old": fraction_text(self.old),
            "new": fraction_text(self.new),
            "change": signed_fraction(self.change),
            "old_percent": round(float(self.old * 100), 4),
            "new_percent": round(float(self.new * 100), 4),
            "change_points": round(float(self.change * 100), 4),
        }


def signed_fraction(p: Fraction) -> str:
    """A difference of probabilities as ``"-1/6"``, ``"1/6"`` or ``"0/1"``."""
    return ("-" if p < 0 else "") + fraction_text(abs(p))


def union_values(distributions: Sequence[Distribution]) -> list[Json]:
    """Every value of these distributions once: in the order of the first that has it, values
    only later ones have after it (each keeps its projection's order)."""
    seen: dict[str, Json] = {}
    for distribution in distributions:
        for value in distribution.values():
            seen.setdefault(value_key(value), value)
    values = list(seen.values())
    if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return sorted(values, key=lambda v: v if isinstance(v, int) else 0)
    return values


def side_by_side(old: Distribution, new: Distribution) -> tuple[ValueRow, ...]:
    return tuple(ValueRow(v, old.probability(v), new.probability(v)) for v in union_values((old, new)))


def largest_change(rows: Sequence[ValueRow]) -> ValueRow | None:
    """The row whose probability moves most (the first of equals); ``None`` if none moves."""
    moving = [r for r in rows if r.change]
    return max(moving, key=lambda r: abs(r.change)) if moving else None


def mean_text(distribution: Distribution | None) -> str | None:
    mean = distribution.mean() if distribution is not None else None
    return None if mean is None else fraction_text(mean)


@dataclass(frozen=True)
class OddsChange:
    """A distribution vector under its reading today (old) and under the new one."""

    vector: Vector
    old_options: dict[str, str]  # the options of the changed switches in force before
    new_options: dict[str, str]  # and after
    old: Distribution | None
    new: Distribution | None
    error: str | None = None  # why one of the two could not be computed

    @property
    def rows(self) -> tuple[ValueRow, ...]:
        if self.old is None or self.new is None:
            return ()
        return side_by_side(self.old, self.new)

    def to_json(self) -> Json:
        out: dict[str, Json] = {
            "id": self.vector.id,
            "description": self.vector.description,
            "projection": self.vector.raw["projection"],
            "clauses": list(self.vector.clauses),
            "interpretations": dict(self.vector.interpretations),
            "old": {"options": self.old_options, "distribution": _dist_json(self.old), "mean": mean_text(self.old)},
            "new": {"options": self.new_options, "distribution": _dist_json(self.new), "mean": mean_text(self.new)},
            "values": [r.to_json() for r in self.rows],
        }
        if self.error is not None:
            out["error"] = self.error
        return out


def _dist_json(distribution: Distribution | None) -> Json:
    return None if distribution is None else distribution.to_json()


def _changed(old: Computed, new: Computed) -> bool:
    if old.error is not None or new.error is not None:
        return old.error != new.error
    return old.distribution != new.distribution


def odds_impact(examiner: OddsExaminer, chosen: Mapping[str, str]) -> tuple[list[OddsChange], list[OddsChange]]:
    """(changes, pinned) of the distribution vectors for new defaults ``chosen`` of this rule set,
    by the rule of :meth:`regelwerk.editor.impact.Examiner.impact`: a vector pinning a changed
    switch is reported apart, its pin overridden; one pinned to exactly the new options skipped."""
    changes: list[OddsChange] = []
    pinned: list[OddsChange] = []
    for vector in examiner.depending_on(chosen):
        pins = set(chosen) & set(vector.interpretations)
        if pins and len(pins) == len(chosen) and all(vector.interpretations[s] == chosen[s] for s in pins):
            continue
        options = dict(chosen) if pins else {s: o for s, o in chosen.items() if s not in vector.interpretations}
        old, new = examiner.under(vector), examiner.under(vector, options)
        if not _changed(old, new):
            continue
        before = {s: vector.interpretations.get(s, examiner.defaults[s]) for s in options}
        error = old.error or new.error
        (pinned if pins else changes).append(OddsChange(vector, before, options, old.distribution, new.distribution, error))
    return changes, pinned


# -- one vector under every option of a switch -------------------------------------------------


@dataclass(frozen=True)
class OddsSpread:
    """A distribution vector under each option of one switch (its own pin overridden)."""

    vector: Vector
    own: str  # the option the vector is under by itself (its pin, or the default)
    distributions: tuple[tuple[str, Distribution | None], ...]  # option → distribution, in option order
    errors: tuple[tuple[str, str], ...] = ()  # option → why it has none

    def differs_under(self, option: str) -> bool:
        table = dict(self.distributions)
        return table.get(option) != table.get(self.own) or option in dict(self.errors)

    def values(self) -> list[Json]:
        return union_values([d for _, d in self.distributions if d is not None])

    def probability(self, option: str, value: Json) -> Fraction:
        distribution = dict(self.distributions).get(option)
        return distribution.probability(value) if distribution is not None else Fraction(0)

    def to_json(self) -> Json:
        out: dict[str, Json] = {
            "id": self.vector.id,
            "description": self.vector.description,
            "projection": self.vector.raw["projection"],
            "own": self.own,
            "distributions": {o: _dist_json(d) for o, d in self.distributions},
            "means": {o: mean_text(d) for o, d in self.distributions},
        }
        if self.errors:
            out["errors"] = dict(self.errors)
        return out


def odds_spreads(examiner: OddsExaminer, switch: InterpretationSwitch) -> list[OddsSpread]:
    """Every case of a distribution vector that pins the switch (:meth:`OddsExaminer.declaring`)
    whose distribution is not the same under every option."""
    spreads: list[OddsSpread] = []
    for vector in examiner.declaring(switch.id):
        computed = [(option, examiner.under(vector, {switch.id: option})) for option in switch.options]
        distributions = tuple((o, c.distribution) for o, c in computed)
        errors = tuple((o, c.error) for o, c in computed if c.error is not None)
        if len({_identity(c) for _, c in computed}) > 1:
            own = vector.interpretations.get(switch.id, switch.default)
            spreads.append(OddsSpread(vector, own, distributions, errors))
    return spreads


def _identity(computed: Computed) -> str:
    if computed.distribution is None:
        return f"error: {computed.error}"
    return value_key(computed.distribution.to_json())

"""Goodness of fit: do sampled outcomes follow an exact distribution?

The statistics core of statistical conformance (issue 21), pure and without I/O: an engine that
rolls its own dice is sampled N times per case, and these functions decide whether the counts it
reports fit the exact :class:`~regelwerk.odds.distribution.Distribution` of the case.  The rules,
in the order :func:`fit` applies them (``docs/sampling.md`` explains the choices):

1. **Impossible values.**  A value the exact distribution gives probability 0 (compared as
   canonical JSON, like :meth:`Distribution.probability`) decides at once: the case does not
   fit, with p-value 0, and the values are named.  No statistic is needed.
2. **Merging** (:func:`merge_cells`).  The values, in the distribution's display order, start as
   one cell each.  While more than one cell is left and some cell expects fewer than
   :data:`MIN_EXPECTED` observations, the cell with the smallest expected count (the first in
   display order on a tie) is merged with the neighbour that expects fewer (the one before it on
   a tie).  Only neighbours merge, so a cell is always a run of consecutive values.
3. **The test.**  Whenever the exact multinomial test enumerates at most
   :data:`MAX_EXACT_OUTCOMES` outcomes (:func:`exact_groups`), it gives the p-value: the
   probability, under the distribution, of every outcome at most as likely as the observed one
   (on the values as they are, or else on the merged cells if those are few enough and more
   than one).  It never rejects a fitting case more often than its level, where the asymptotic
   test can (a pass/fail case is exact up to N = 19,999).  Otherwise the **G-test** (the
   likelihood-ratio test) on the merged cells, with Williams' correction, df = cells - 1,
   p-value from the chi-square survival function; a small N (N < 5 × the number of values)
   left to the G-test is flagged ``asymptotic_only``.  Without observations, with
   a certain distribution, or with a single merged cell left for the G-test, the test has no
   power: the verdict says so (p-value 1).
4. **Many cases** (:func:`holm`, :func:`judge`).  Holm's step-down correction keeps the
   probability that a whole run of fitting cases raises any alarm at most ``alpha_family``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from scipy import stats

from regelwerk.core.canonical import Json
from regelwerk.odds.distribution import Distribution, Entry, value_key

MIN_EXPECTED = 5
"""The smallest expected count of a cell of the G-test (the usual rule for chi-square tests)."""

MAX_EXACT_OUTCOMES = 20_000
"""The most outcomes the exact multinomial test enumerates (about 0.1 s): a pass/fail case up
to N = 19,999, three values up to N = 198, a W6 up to N = 15."""

Method = Literal["exact", "g-test", "impossible", "no-power"]
Verdict = Literal["fits", "does-not-fit", "no-power"]


@dataclass(frozen=True)
class Cell:
    """Consecutive values of a distribution tested as one: their summed probability, the count
    N × probability expected, the count observed, and the adjusted residual
    (observed - expected) / sqrt(N p (1 - p)), which is about standard normal for a fitting case."""

    values: tuple[Json, ...]
    probability: Fraction
    expected: float
    observed: int
    residual: float


@dataclass(frozen=True)
class Fit:
    """The test of one case.

    ``statistic`` is Williams' corrected G (also reported beside an exact p-value; ``None`` when
    no statistic was needed); ``df`` the cells less one; ``worst`` the cell with the largest
    absolute residual (``None`` without cells); ``impossible`` the observed values outside the
    distribution's support, with their counts."""

    n: int
    method: Method
    statistic: float | None
    df: int
    p_value: float
    cells: tuple[Cell, ...]
    worst: Cell | None
    impossible: tuple[tuple[Json, int], ...] = ()
    asymptotic_only: bool = False

    def verdict(self, alpha: float) -> Verdict:
        """This test alone at level ``alpha`` (for many cases use :func:`judge`)."""
        if self.method == "no-power":
            return "no-power"
        return "does-not-fit" if self.p_value <= alpha else "fits"


# --- observations ----------------------------------------------------------------------------


def tally(samples: Iterable[Json]) -> tuple[tuple[Json, int], ...]:
    """Sampled values as (value, count) pairs, equal values (by canonical JSON) counted together,
    in the order they first occur.  Numbers, strings, booleans and null are counted by type and
    value (``True`` and ``1`` hash alike but are different JSON), everything else by its
    canonical JSON."""
    counts: dict[object, int] = {}
    values: dict[object, Json] = {}
    for value in samples:
        key: object = (type(value), value) if type(value) in _SCALARS else value_key(value)
        if key in counts:
            counts[key] += 1
        else:
            counts[key] = 1
            values[key] = value
    return tuple((values[key], count) for key, count in counts.items())


_SCALARS = (int, str, bool, type(None))


def _counts_by_key(observed: Iterable[tuple[Json, int]]) -> tuple[dict[str, int], dict[str, Json]]:
    counts: dict[str, int] = {}
    values: dict[str, Json] = {}
    for value, count in observed:
        if count < 0:
            raise ValueError(f"negative count {count} for {value_key(value)}")
        key = value_key(value)
        counts[key] = counts.get(key, 0) + count
        values.setdefault(key, value)
    return counts, values


# --- merging ---------------------------------------------------------------------------------


def merge_groups(probabilities: Sequence[Fraction], n: int, minimum: float = MIN_EXPECTED) -> tuple[tuple[int, ...], ...]:
    """The merging rule on indices: groups of consecutive indices such that every group expects
    at least ``minimum`` of ``n`` observations, or a single group.  Repeatedly the group with the
    smallest expected count (the first on a tie) joins its neighbour with the smaller expected
    count (the one before it on a tie)."""
    groups = [[i] for i in range(len(probabilities))]
    mass = [Fraction(p) for p in probabilities]
    while len(groups) > 1 and min(mass) * n < minimum:
        low = min(range(len(groups)), key=lambda i: (mass[i], i))
        if low == 0:
            other = 1
        elif low == len(groups) - 1:
            other = low - 1
        else:
            other = low - 1 if mass[low - 1] <= mass[low + 1] else low + 1
        first, second = min(low, other), max(low, other)
        groups[first:second + 1] = [groups[first] + groups[second]]
        mass[first:second + 1] = [mass[first] + mass[second]]
    return tuple(tuple(g) for g in groups)


def _cell(entries: Sequence[Entry], observed: int, n: int) -> Cell:
    p = sum((e.probability for e in entries), Fraction(0))
    expected = float(p) * n
    spread = math.sqrt(n * float(p) * (1 - float(p)))
    residual = (observed - expected) / spread if spread > 0 else 0.0
    return Cell(tuple(e.value for e in entries), p, expected, observed, residual)


def cells_of(distribution: Distribution, counts: dict[str, int], n: int, groups: Sequence[Sequence[int]]) -> tuple[Cell, ...]:
    """The cells of ``groups`` (indices into the distribution's entries), with the observed
    counts (by value key) summed per cell."""
    entries = distribution.entries
    cells = []
    for group in groups:
        members = [entries[i] for i in group]
        cells.append(_cell(members, sum(counts.get(value_key(e.value), 0) for e in members), n))
    return tuple(cells)


def merge_cells(distribution: Distribution, counts: dict[str, int], n: int) -> tuple[Cell, ...]:
    """The cells of the G-test: :func:`merge_groups` on the distribution's display order."""
    return cells_of(distribution, counts, n, merge_groups([e.probability for e in distribution.entries], n))


def _worst(cells: Sequence[Cell]) -> Cell | None:
    """The cell with the largest absolute residual (the first on a tie; residuals equal to nine
    decimals tie, so that rounding does not pick between the two cells of a pass/fail case,
    whose residuals are equal and opposite)."""
    return max(cells, key=lambda c: round(abs(c.residual), 9)) if cells else None


# --- the statistics ----------------------------------------------------------------------------


def g_statistic(observed: Sequence[int], probabilities: Sequence[Fraction]) -> float:
    """Williams' corrected G = 2 Σ O ln(O / E) / q with q = 1 + (k + 1) / (6 N) for k cells
    (cells observed 0 times add nothing)."""
    n = sum(observed)
    k = len(observed)
    g = 2.0 * sum(o * math.log(o / (n * float(p))) for o, p in zip(observed, probabilities) if o > 0)
    q = 1.0 + (k + 1) / (6.0 * n)
    return max(g, 0.0) / q


def g_test(observed: Sequence[int], probabilities: Sequence[Fraction]) -> tuple[float, int, float]:
    """(G, df, p-value) of the G-test: df = cells - 1, p from the chi-square survival function."""
    g = g_statistic(observed, probabilities)
    df = len(observed) - 1
    return g, df, float(stats.chi2.sf(g, df))


def outcome_count(n: int, k: int) -> int:
    """How many ways n observations fall into k cells: C(n + k - 1, k - 1)."""
    return math.comb(n + k - 1, k - 1)


def _compositions(n: int, k: int) -> Iterable[tuple[int, ...]]:
    if k == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in _compositions(n - first, k - 1):
            yield (first,) + rest


TIE = 1e-7
"""Outcomes whose log-probabilities differ by at most this are equally likely (rounding)."""


def log_multinomial(outcome: Sequence[int], logs: Sequence[float]) -> float:
    """The natural log-probability of ``outcome`` (counts per cell) under the multinomial
    distribution whose cells have the log-probabilities ``logs`` (a cell counted 0 adds nothing,
    so a log of -inf there is harmless)."""
    return math.lgamma(sum(outcome) + 1) + sum(c * lp - math.lgamma(c + 1) for c, lp in zip(outcome, logs) if c)


def log_probabilities(probabilities: Sequence[Fraction]) -> list[float]:
    """Natural logs of probabilities (-inf for 0)."""
    return [math.log(p.numerator) - math.log(p.denominator) if p else -math.inf for p in probabilities]


def outcome_log_probabilities(n: int, probabilities: Sequence[Fraction]) -> list[tuple[tuple[int, ...], float]]:
    """Every outcome of ``n`` observations in the cells (:func:`outcome_count` of them) with its
    log-probability under the multinomial distribution of ``probabilities``."""
    logs = log_probabilities(probabilities)
    return [(outcome, log_multinomial(outcome, logs)) for outcome in _compositions(n, len(probabilities))]


def exact_multinomial_p(observed: Sequence[int], probabilities: Sequence[Fraction]) -> float:
    """The exact p-value: the probability under ``probabilities`` of every outcome with the same
    number of observations that is at most as likely as ``observed`` (within :data:`TIE`)."""
    target = log_multinomial(observed, log_probabilities(probabilities))
    outcomes = outcome_log_probabilities(sum(observed), probabilities)
    return min(sum(math.exp(lp) for _, lp in outcomes if lp <= target + TIE), 1.0)


def exact_groups(probabilities: Sequence[Fraction], n: int) -> tuple[tuple[int, ...], ...] | None:
    """The cells of the exact test, when it is feasible: the values one by one if their outcomes
    are at most :data:`MAX_EXACT_OUTCOMES`, else the merged cells (:func:`merge_groups`) if they
    are more than one and few enough, else ``None`` (the G-test decides)."""
    singles = tuple((i,) for i in range(len(probabilities)))
    for groups in (singles, merge_groups(probabilities, n)):
        if len(groups) > 1 and outcome_count(n, len(groups)) <= MAX_EXACT_OUTCOMES:
            return groups
    return None


# --- one case --------------------------------------------------------------------------------


def fit(distribution: Distribution, observed: Iterable[tuple[Json, int]]) -> Fit:
    """Test observed (value, count) pairs against ``distribution`` (the rules of the module
    docstring)."""
    counts, values = _counts_by_key(observed)
    n = sum(counts.values())
    support = {value_key(e.value) for e in distribution.entries}
    impossible = tuple((values[k], c) for k, c in counts.items() if c > 0 and k not in support)
    if impossible:
        return Fit(n, "impossible", None, 0, 0.0, (), None, impossible)
    if n == 0 or len(distribution.entries) < 2:
        cells = merge_cells(distribution, counts, n)
        return Fit(n, "no-power", None, 0, 1.0, cells, _worst(cells))
    entries = distribution.entries
    groups = exact_groups([e.probability for e in entries], n)
    if groups is not None:
        cells = cells_of(distribution, counts, n, groups)
        observed_counts, probabilities = [c.observed for c in cells], [c.probability for c in cells]
        exact = exact_multinomial_p(observed_counts, probabilities)
        return Fit(n, "exact", g_statistic(observed_counts, probabilities), len(cells) - 1, exact, cells, _worst(cells))
    merged = merge_cells(distribution, counts, n)
    if len(merged) < 2:
        return Fit(n, "no-power", None, 0, 1.0, merged, _worst(merged))
    g, df, p_value = g_test([c.observed for c in merged], [c.probability for c in merged])
    return Fit(n, "g-test", g, df, p_value, merged, _worst(merged), (), n < MIN_EXPECTED * len(entries))

def uniform_die(sides: int) -> Distribution:
    """The faces 1..sides of a fair die (W6: ``uniform_die(6)``), each 1/sides."""
    if sides < 1:
        raise ValueError(f"a die has at least one side, not {sides}")
    return Distribution(tuple(Entry(face, Fraction(1, sides)) for face in range(1, sides + 1)))


def fit_faces(faces: Iterable[int], sides: int) -> Fit:
    """Die-face uniformity: the rolled faces of one kind of die against the fair die; a face
    outside 1..sides is impossible."""
    return fit(uniform_die(sides), tally(faces))


# --- many cases ------------------------------------------------------------------------------


def holm(p_values: Sequence[float], alpha_family: float) -> tuple[bool, ...]:
    """Holm's step-down procedure: with the m p-values sorted ascending, the i-th smallest
    (i = 0, 1, ...) is rejected while p ≤ alpha_family / (m - i), and nothing after the first
    that is not.  The family-wise error rate is at most ``alpha_family`` whatever the dependence
    between the tests.  Returns per p-value (in the given order) whether it is rejected."""
    m = len(p_values)
    rejected = [False] * m
    for rank, index in enumerate(sorted(range(m), key=lambda i: (p_values[i], i))):
        if p_values[index] > alpha_family / (m - rank):
            break
        rejected[index] = True
    return tuple(rejected)


def holm_threshold(k: int, alpha_family: float) -> float:
    """The per-test level a single deviating case among ``k`` must reach to be rejected for
    certain: the first step of Holm, alpha_family / k (the level the power is planned for)."""
    return alpha_family / k


def judge(fits: Sequence[Fit], alpha_family: float) -> tuple[Verdict, ...]:
    """The verdicts of a whole run: Holm over the cases that can be tested (a case without power
    is left out of the family, since it can raise no alarm), impossible values always rejected
    (p-value 0)."""
    tested = [i for i, f in enumerate(fits) if f.method != "no-power"]
    rejected = holm([fits[i].p_value for i in tested], alpha_family)
    verdicts: list[Verdict] = ["no-power"] * len(fits)
    for i, reject in zip(tested, rejected):
        verdicts[i] = "does-not-fit" if reject else "fits"
    return tuple(verdicts)

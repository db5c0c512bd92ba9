"""How many samples a case needs: the N at which the G-test of :mod:`regelwerk.odds.fit` detects a
given bias with a chosen power, computed rather than guessed.

A bias is a pair of exact distributions on the same values: the rules' (``null``) and an engine's
that breaks them (``alternative``).  Where :func:`~regelwerk.odds.fit.fit` uses the exact
multinomial test (a pass/fail case up to N = 19,999), its power is computed exactly, outcome by
outcome.  Elsewhere, sampling the alternative N times, the G statistic on the
cells that :func:`~regelwerk.odds.fit.merge_groups` forms for the null distribution follows,
asymptotically, a noncentral chi-square with df = cells - 1 and noncentrality
λ = 2 N Σ p₁ ln(p₁ / p₀) over the cells (twice N times the Kullback-Leibler divergence).  The
test rejects when G / q exceeds the chi-square quantile of the level α (q: Williams' correction),
so the power is the noncentral survival function at q times that quantile.  The level is the one
Holm gives a single deviating case among K (α_family / K, :func:`~regelwerk.odds.fit.holm_threshold`).

``python -m regelwerk.odds.fit_power`` prints the table of ``docs/sampling.md``; the simulated
check is ``benchmarks/bench_fit.py``.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from scipy import stats

from regelwerk.odds.distribution import Distribution, Entry, value_key
from regelwerk.odds.fit import (
    TIE,
    exact_groups,
    holm_threshold,
    log_multinomial,
    log_probabilities,
    merge_groups,
    outcome_log_probabilities,
    uniform_die,
)

ALPHA_FAMILY = 0.01
"""The chosen family-wise false-alarm rate of a whole run (docs/sampling.md)."""

POWER = 0.99
"""The chosen power against each bias of :data:`BIASES`."""


@dataclass(frozen=True)
class Bias:
    """A way to break the rules, as the exact distribution of one case under the rules and under
    the broken rules (same values; a value the rules never make is caught at once by
    :func:`~regelwerk.odds.fit.fit` and needs no power study)."""

    name: str
    null: Distribution
    alternative: Distribution


def _binary(p_one: Fraction) -> Distribution:
    """The values 0 and 1, the 1 with probability ``p_one``."""
    return Distribution((Entry(0, 1 - p_one), Entry(1, p_one)))


def _success(target: int) -> Fraction:
    """A W6 roll of ``target``+ (an unmodified 1 fails, an unmodified 6 succeeds)."""
    return Fraction(7 - min(max(target, 2), 6), 6)


def w6_face_bias(face: int = 6, excess: Fraction = Fraction(1, 10)) -> Bias:
    """One face of a W6 ``excess`` too likely (10 %: 11/60 instead of 1/6), the other five
    sharing the rest equally."""
    heavy = Fraction(1, 6) * (1 + excess)
    light = (1 - heavy) / 5
    faces = tuple(Entry(f, heavy if f == face else light) for f in range(1, 7))
    return Bias(f"W6, face {face} {excess * 100}% too likely", uniform_die(6), Distribution(faces))


def reroll_twice_bias() -> Bias:
    """One attack hitting on 2+ with a reroll of hit rolls of 1, value 1 for a hit: the reroll
    applied once (35/36) against twice, a rerolled 1 rerolled again (1 - 1/216 = 215/216)."""
    once = 1 - Fraction(1, 6) ** 2
    twice = 1 - Fraction(1, 6) ** 3
    return Bias("hit on 2+, reroll of 1s applied twice", _binary(once), _binary(twice))


def save_cap_bias(save: int = 3, ap: int = 2) -> Bias:
    """One saving throw of ``save``+ against AP -``ap``, value 1 for a wound lost: the modifier
    capped at -1 (Sv 3+, AP -2: saved on 4+, 1/2) against the cap ignored (saved on 5+, 1/3)."""
    capped = _success(save + min(ap, 1))
    ignored = _success(save + ap)
    return Bias(f"save {save}+ at AP -{ap}, the -1 cap ignored", _binary(1 - capped), _binary(1 - ignored))


def wound_row_bias() -> Bias:
    """One wound roll at S = 2T, value 1 for a wound: the row S ≥ 2T (2+, 5/6) against the row
    S > T (3+, 2/3)."""
    return Bias("wound roll at S = 2T read as S > T", _binary(_success(2)), _binary(_success(3)))


BIASES: tuple[Bias, ...] = (w6_face_bias(), reroll_twice_bias(), save_cap_bias(), wound_row_bias())


def _aligned(bias: Bias) -> tuple[list[Fraction], list[Fraction]]:
    """The null's and the alternative's probabilities in the null's display order."""
    alternative = {value_key(e.value): e.probability for e in bias.alternative.entries}
    null = [e.probability for e in bias.null.entries]
    if set(alternative) != {value_key(e.value) for e in bias.null.entries}:
        raise ValueError(f"{bias.name}: the alternative has other values than the null")
    return null, [alternative[value_key(e.value)] for e in bias.null.entries]


def _summed(probabilities: Sequence[Fraction], groups: Sequence[Sequence[int]]) -> list[Fraction]:
    return [sum((probabilities[i] for i in g), Fraction(0)) for g in groups]


def exact_power(null: Sequence[Fraction], alternative: Sequence[Fraction], n: int, alpha: float) -> float:
    """The power of the exact multinomial test, exactly: the alternative's probability of every
    outcome whose p-value (the null's mass of the outcomes at most as likely) is at most ``alpha``."""
    outcomes = sorted(outcome_log_probabilities(n, null), key=lambda o: o[1])
    logs = log_probabilities(alternative)
    detected, mass, end = 0.0, 0.0, 0
    for outcome, log_null in outcomes:
        while end < len(outcomes) and outcomes[end][1] <= log_null + TIE:  # the ties count in full
            mass += math.exp(outcomes[end][1])
            end += 1
        if mass > alpha:
            break
        detected += math.exp(log_multinomial(outcome, logs))
    return detected


def power(bias: Bias, n: int, alpha: float) -> float:
    """The power of the test :func:`~regelwerk.odds.fit.fit` applies with ``n`` samples at level
    ``alpha``: exact (:func:`exact_power`) where the exact test is feasible, else the asymptotic
    power of the G-test (module docstring); 0 when the merged cells leave no test."""
    null, alternative = _aligned(bias)
    exact = exact_groups(null, n)
    if exact is not None:
        return exact_power(_summed(null, exact), _summed(alternative, exact), n, alpha)
    groups = merge_groups(null, n)
    if len(groups) < 2:
        return 0.0
    p0 = [float(p) for p in _summed(null, groups)]
    p1 = [float(p) for p in _summed(alternative, groups)]
    noncentrality = 2.0 * n * sum(b * math.log(b / a) for a, b in zip(p0, p1) if b > 0)
    df = len(groups) - 1
    q = 1.0 + (len(groups) + 1) / (6.0 * n)
    return float(stats.ncx2.sf(q * stats.chi2.isf(alpha, df), df, noncentrality))


def required_n(bias: Bias, alpha: float, target: float = POWER, limit: int = 10**9) -> int:
    """An N at which :func:`power` reaches ``target`` and N - 1 does not, by doubling, then
    bisection (``ValueError`` past ``limit``).  The power of the exact test zigzags with N, so a
    smaller N may reach the target too; this one is the first after which the search found none
    short of it."""
    high = 2
    while power(bias, high, alpha) < target:
        high *= 2
        if high > limit:
            raise ValueError(f"{bias.name}: more than {limit} samples needed")
    low = high // 2
    while high - low > 1:
        middle = (low + high) // 2
        if power(bias, middle, alpha) >= target:
            high = middle
        else:
            low = middle
    return high


@dataclass(frozen=True)
class Row:
    """One line of the table: a bias, the number of cases K in the run, the per-test level and
    the N it needs."""

    bias: str
    cases: int
    alpha: float
    n: int


def table(ks: Sequence[int], alpha_family: float = ALPHA_FAMILY, target: float = POWER, biases: Sequence[Bias] = BIASES) -> tuple[Row, ...]:
    """The N for every bias and every K."""
    rows = []
    for bias in biases:
        for k in ks:
            alpha = holm_threshold(k, alpha_family)
            rows.append(Row(bias.name, k, alpha, required_n(bias, alpha, target)))
    return tuple(rows)


def render(rows: Sequence[Row], alpha_family: float, target: float) -> str:
    """The table as Markdown."""
    lines = [
        f"power {target} per biased case, family-wise false-alarm rate {alpha_family} (Holm: level {alpha_family}/K)",
        "",
        "| bias | K | level α/K | N |",
        "|---|---:|---:|---:|",
    ]
    lines += [f"| {r.bias} | {r.cases} | {r.alpha:.3g} | {r.n:,} |" for r in rows]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m regelwerk.odds.fit_power", description="The samples per case needed to detect the biases of docs/sampling.md.")
    parser.add_argument("--cases", type=int, nargs="+", default=[1, 10, 100, 1000], metavar="K", help="cases per run (default: 1 10 100 1000)")
    parser.add_argument("--alpha-family", type=float, default=ALPHA_FAMILY, help=f"family-wise false-alarm rate (default {ALPHA_FAMILY})")
    parser.add_argument("--power", type=float, default=POWER, help=f"the power to reach (default {POWER})")
    args = parser.parse_args(argv)
    print(render(table(args.cases, args.alpha_family, args.power), args.alpha_family, args.power))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

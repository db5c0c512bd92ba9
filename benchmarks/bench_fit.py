"""Do the goodness-of-fit tests keep their promises?  False alarms of fair runs, power against biases.

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_fit.py [--runs R] [--cases K] [--seed S] [--alpha-family A]

Every sample comes from ``random.Random(seed)``, so a run repeats exactly.  Each case samples N
times, the N that ``regelwerk.odds.fit_power`` computes for its bias at Holm's level A / K with
power 0.99 (the numbers of ``docs/sampling.md``).

(a) **False alarms.**  R whole runs of K fair cases: case i samples the rules' distribution of
    bias i mod 4 (the fair W6, the hit roll with one reroll, the capped save, the right wound
    row), is tested with :func:`regelwerk.odds.fit.fit`, and the run is judged with Holm
    (:func:`regelwerk.odds.fit.judge`).  A run with any case rejected is a false alarm; the
    rate is printed with its 95 % Clopper-Pearson interval.
(b) **Power.**  For each bias, R cases sampled from the broken rules' distribution and tested
    against the rules'.  A case counts as detected when its p-value is at most A / K: then Holm
    rejects it in any run of K cases, whatever the others do, so the figure is a lower bound of
    the detection rate in a whole run.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Sequence
from itertools import accumulate

from scipy import stats

from regelwerk.core.canonical import Json
from regelwerk.odds.distribution import Distribution
from regelwerk.odds.fit import Fit, fit, holm_threshold, judge
from regelwerk.odds.fit_power import ALPHA_FAMILY, BIASES, POWER, required_n


def sample_against(null: Distribution, alternative: Distribution, n: int, rng: random.Random) -> Fit:
    """``n`` draws from ``alternative``, tested against ``null``."""
    values: list[Json] = list(alternative.values())
    cumulative = list(accumulate(float(e.probability) for e in alternative.entries))
    counts = Counter(rng.choices(range(len(values)), cum_weights=cumulative, k=n))
    return fit(null, [(values[i], c) for i, c in counts.items()])


def interval(hits: int, trials: int) -> tuple[float, float]:
    """The 95 % Clopper-Pearson interval of a rate."""
    low = float(stats.beta.ppf(0.025, hits, trials - hits + 1)) if hits else 0.0
    high = float(stats.beta.ppf(0.975, hits + 1, trials - hits)) if hits < trials else 1.0
    return low, high


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=1000, help="whole runs for (a), cases per bias for (b) (default 1000)")
    parser.add_argument("--cases", type=int, default=10, help="cases per run, K (default 10)")
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--alpha-family", type=float, default=ALPHA_FAMILY)
    args = parser.parse_args(argv)
    alpha = holm_threshold(args.cases, args.alpha_family)
    ns = [required_n(bias, alpha, POWER) for bias in BIASES]
    print(f"K = {args.cases} cases per run, alpha_family = {args.alpha_family}, level per test {alpha:.3g}, seed {args.seed}")
    for bias, n in zip(BIASES, ns):
        print(f"  N = {n:>6,}  {bias.name}")

    rng = random.Random(args.seed)
    start = time.perf_counter()
    alarms = 0
    for _ in range(args.runs):
        nulls = [BIASES[i % len(BIASES)].null for i in range(args.cases)]
        fits = [sample_against(null, null, ns[i % len(BIASES)], rng) for i, null in enumerate(nulls)]
        alarms += "does-not-fit" in judge(fits, args.alpha_family)
    low, high = interval(alarms, args.runs)
    print(f"(a) false alarms: {alarms} of {args.runs} fair runs = {alarms / args.runs:.2%} "
          f"(95% interval {low:.2%}-{high:.2%}; target at most {args.alpha_family:.0%}), {time.perf_counter() - start:.0f} s")

    for bias, n in zip(BIASES, ns):
        start = time.perf_counter()
        detected = sum(sample_against(bias.null, bias.alternative, n, rng).p_value <= alpha for _ in range(args.runs))
        low, high = interval(detected, args.runs)
        print(f"(b) power: {detected} of {args.runs} = {detected / args.runs:.2%} (95% interval {low:.2%}-{high:.2%}; "
              f"target {POWER:.0%}) at N = {n:,}: {bias.name}, {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

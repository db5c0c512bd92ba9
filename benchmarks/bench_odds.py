"""How fast are the exact odds, against a Monte Carlo of the same case through the same rules?

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_odds.py [--case FILE] [--project NAME] [--repeat R] [--trials N] [--seed S]

The case (default ``benchmarks/odds-ziel-rechner.json``, issue 18's target: 10 attacks, BS 3+, S5,
AP-1, damage D3 into 5 models of T4, Sv 3+, 2 wounds, Verletzungen ignorieren 6+, as a board-free
``resolve_attacks`` case for dice calculators; ``odds-ziel.json`` is the same as an in-game
``shoot``) is measured two ways, both through the rule set's own rules:

1. **exact**: :func:`regelwerk.odds.engine.odds`, R times after one discarded warm-up; the
   median wall and CPU time;
2. **Monte Carlo**: N trials, each the rules' ``resolve`` with dice rolled at random (the plan of
   ``check`` made once, as the exact odds do), the same projection counted; one pass, timed.

It prints both medians, their ratio, and whether the Monte Carlo agrees with the exact
distribution: for every value, the observed frequency within the two-sided 99.9 % normal interval
of a binomial with the exact probability (``z = 3.2905``), and a chi-square test of all values
at the 0.1 % level.  Benchmarks are never timed assertions in tests.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections import Counter
from fractions import Fraction
from pathlib import Path

from regelwerk.core.dice import DiceSupply
from regelwerk.core.ruleset import parse_case
from regelwerk.odds.cases import CaseFile, read_case_file
from regelwerk.odds.distribution import Distribution, value_key
from regelwerk.odds.engine import OddsResult, odds, projection_named
from regelwerk.odds.projections import Projection

HERE = Path(__file__).resolve().parent
Z_999 = 3.2905  # two-sided 99.9 % quantile of the standard normal


class RollingDice(DiceSupply):
    """Every die rolled at random when the rules take it (faces 1 to the label's faces)."""

    def __init__(self, rng: random.Random, faces: dict[str, int]) -> None:
        super().__init__({})
        self.rng = rng
        self.faces_of = faces

    def take(self, label: str, count: int) -> tuple[int | str, ...]:
        top = self.faces_of[label]
        return tuple(self.rng.randint(1, top) for _ in range(count))


def exact(case_file: CaseFile, projection: Projection, repeat: int) -> tuple[float, float, OddsResult]:
    """Median wall and CPU seconds of the exact odds over ``repeat`` runs (after a warm-up)."""
    result = odds(case_file.ruleset, case_file.case, projection)
    walls, cpus = [], []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        result = odds(case_file.ruleset, case_file.case, projection)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus), result


def monte_carlo(case_file: CaseFile, projection: Projection, trials: int, seed: int) -> tuple[float, float, Counter[str]]:
    """Wall and CPU seconds of ``trials`` random resolutions, and the counts of each value."""
    ruleset, case = case_file.ruleset, case_file.case
    parsed = parse_case(ruleset, case)
    interpretations = ruleset.interpretations(case.get("interpretations"))
    plan = ruleset.check(parsed.state, parsed.action, interpretations)
    faces = {label: spec.faces for label, spec in ruleset.dice_labels.items()}
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(trials):
        after, _events = ruleset.resolve(parsed.state, parsed.action, plan, RollingDice(rng, faces), interpretations)
        outcome = {"status": "accepted", "state": ruleset.state_to_json(after)}
        counts[value_key(projection.project(case, outcome))] += 1
    return time.perf_counter() - wall, time.process_time() - cpu, counts


def agreement(distribution: Distribution, counts: Counter[str], trials: int) -> tuple[list[str], bool, float]:
    """Per value a line (exact, observed, z); whether every value is within the 99.9 % interval;
    the chi-square statistic's p-value (``math`` only: the regularised upper gamma by series)."""
    lines, inside, chi2 = [], True, 0.0
    for entry in distribution.entries:
        p = float(entry.probability)
        seen = counts.get(value_key(entry.value), 0)
        sd = math.sqrt(p * (1 - p) / trials)
        z = (seen / trials - p) / sd if sd else 0.0
        inside = inside and abs(z) <= Z_999
        chi2 += (seen - trials * p) ** 2 / (trials * p)
        lines.append(f"  {str(entry.value):>10}  exact {p:.5f}  observed {seen / trials:.5f}  z {z:+.2f}")
    unexpected = sum(n for key, n in counts.items() if key not in {value_key(e.value) for e in distribution.entries})
    inside = inside and unexpected == 0
    return lines, inside, _chi2_survival(chi2, len(distribution.entries) - 1)


def _chi2_survival(x: float, k: int) -> float:
    """P(X >= x) for a chi-square variable with ``k`` degrees of freedom."""
    if k <= 0:
        return 1.0
    a, t = k / 2, x / 2
    term = total = 1.0 / a
    n = 1
    while term > total * 1e-15 and n < 10_000:
        term *= t / (a + n)
        total += term
        n += 1
    lower = total * math.exp(-t + a * math.log(t) - math.lgamma(a)) if t > 0 else 0.0
    return max(0.0, 1.0 - lower)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--case", type=Path, default=HERE / "odds-ziel-rechner.json")
    parser.add_argument("--project", default=None)
    parser.add_argument("--repeat", type=int, default=7, help="exact runs, after one warm-up (default 7)")
    parser.add_argument("--trials", type=int, default=100_000, help="Monte Carlo trials (default 100,000)")
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args()
    case_file = read_case_file(args.case)
    projection = projection_named(case_file.ruleset, case_file.case, args.project)
    print(f"case {args.case.name}, projection {projection.name}; load average {os.getloadavg()[0]:.2f}")
    wall, cpu, result = exact(case_file, projection, args.repeat)
    assert result.distribution.total() == Fraction(1)
    print(f"exact: median {wall:.3f} s wall, {cpu:.3f} s CPU over {args.repeat} runs; {result.runs:,} engine runs each")
    mc_wall, mc_cpu, counts = monte_carlo(case_file, projection, args.trials, args.seed)
    print(f"Monte Carlo: {args.trials:,} trials in {mc_wall:.1f} s wall, {mc_cpu:.1f} s CPU")
    print(f"ratio Monte Carlo / exact: {mc_wall / wall:.0f}x wall, {mc_cpu / cpu:.0f}x CPU")
    lines, inside, p_value = agreement(result.distribution, counts, args.trials)
    print("\n".join(lines))
    print(f"every value within its 99.9 % interval: {'yes' if inside else 'NO'}; chi-square p = {p_value:.3f}"
          f" ({'agrees' if p_value > 0.001 else 'DISAGREES'} at the 0.1 % level)")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0 if inside else 1


if __name__ == "__main__":
    sys.exit(main())

"""``verify --samples``: false alarms and power of whole runs, and the time of the default run.

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_sampling.py [--runs R] [--seed S] [--timing T] [--engine-runs E]

(0) **The shape of a run.**  One sampling run of the default case set against the reference
    engine in this process (seed S) gives the cases, N per case and how many faces each die
    label reported: the family the harness judges.
(a) **False alarms of whole runs.**  R runs of that shape with every sample drawn from the exact
    distributions (``random.Random(S)``): each case's N values from its own distribution, each
    label's faces from the fair die, as many as the real run reported.  Each run is judged by the
    harness's own code (``tests_of`` and ``results_of`` of :mod:`regelwerk.harness.sampling`:
    the merging rule, the exact test or the G-test, Holm over cases and dice together).  A run
    with any ``does-not-fit`` is a false alarm.
(b) **Power against a die with one face 10 % too likely.**  R runs of the same shape, the cases
    drawn from their exact distributions but every face from the biased W6 (6 with 11/60, the
    others 49/300 each).  A run is a detection when the harness rejects anything in it.  (The
    biased die would also shift the cases' distributions; leaving them exact makes the figure a
    lower bound.)
(c) **Time.**  T runs of ``regelwerk verify --samples`` on the default case set against the
    reference engine, in this process and through ``regelwerk serve``: the medians of wall time
    and of CPU time (this process and its children).
(d) **Through the protocol** (``--engine-runs E``, default 0: each run takes about a minute):
    E whole runs of the default case set against ``tests/fakes/sampling_engine.py``, fair and
    with ``--biased-face``, seeds S, S+1, …: how many fair runs failed and how many biased runs
    were caught.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from itertools import accumulate
from pathlib import Path

from bench_fit import interval

from regelwerk.core.canonical import Json
from regelwerk.harness.reference import InProcessEngine
from regelwerk.harness.results import DOES_NOT_FIT
from regelwerk.harness.sampling import DEFAULT_SAMPLES, Collected, Plan, SamplingRun, default_cases, results_of, run_sampling, tests_of
from regelwerk.harness.select import Filters, load_cases, prepare_cases, select, source_files
from regelwerk.odds.distribution import Distribution
from regelwerk.suite.vectors import Vector

ROOT = Path(__file__).resolve().parents[1]
FAKE = ROOT / "tests" / "fakes" / "sampling_engine.py"
FAIR = [1, 2, 3, 4, 5, 6]
BIASED_WEIGHTS = [49, 49, 49, 49, 49, 55]  # of 300: face 6 with 11/60


def default_set() -> list[Vector]:
    cases = prepare_cases(select(load_cases(source_files([], [])), Filters((), (), (), ())))
    return default_cases([c for c in cases if isinstance(c, Vector) and c.projection is not None])


def shape(cases: list[Vector], seed: int) -> SamplingRun:
    """One real run of the default set against the reference engine in this process."""
    engine = InProcessEngine()
    record = SamplingRun()
    run_sampling(engine, engine.start(), cases, {}, Plan(DEFAULT_SAMPLES, seed=seed), record=record)
    return record


def draw_values(distribution: Distribution, n: int, rng: random.Random) -> tuple[Json, ...]:
    values = list(distribution.values())
    cumulative = list(accumulate(float(e.probability) for e in distribution.entries))
    counts = Counter(rng.choices(range(len(values)), cum_weights=cumulative, k=n))
    return tuple(values[i] for i, c in counts.items() for _ in range(c))


def simulated(record: SamplingRun, rng: random.Random, weights: list[int] | None) -> list[Collected]:
    """A run of the same shape: exact values per case, and per label as many faces as the real
    run reported, fair (``weights`` None) or by ``weights``; all faces of a label on its first case."""
    faces: Counter[tuple[str, str]] = Counter()
    for item in record.collected:
        for label, rolled in item.faces.items():
            faces[(item.case.ruleset, label)] += len(rolled)
    out = []
    placed: set[tuple[str, str]] = set()
    for item in record.collected:
        mine: dict[str, tuple[object, ...]] = {}
        for label in item.faces:
            key = (item.case.ruleset, label)
            if key not in placed:
                placed.add(key)
                mine[label] = tuple(rng.choices(FAIR, weights=weights, k=faces[key]))
        values = draw_values(Distribution.from_json(item.case.expected["distribution"]), len(item.values), rng)
        out.append(Collected(item.case, values, mine, None, 0.0))
    return out


def rejects(collected: list[Collected], plan: Plan) -> bool:
    return any(r.kind == DOES_NOT_FIT for r in results_of(tests_of(collected), plan, {}))


def timing(repeat: int, seed: int) -> None:
    for label, extra in (("in this process", []), ("through regelwerk serve", ["--engine", "regelwerk serve"])):
        walls, cpus = [], []
        for i in range(repeat):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "regelwerk", "verify", "--samples", "--seed", str(seed + i), *extra],
                                  capture_output=True, text=True, cwd=ROOT)
            walls.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
            print(f"    {label}, run {i + 1}: exit {done.returncode}, wall {walls[-1]:.1f} s, CPU {cpus[-1]:.1f} s", flush=True)
        print(f"(c) {label}: median wall {statistics.median(walls):.1f} s, median CPU {statistics.median(cpus):.1f} s "
              f"(CPU of regelwerk and its engine process together)")


def through_protocol(runs: int, seed: int) -> None:
    for option, want in (("", "fair"), ("--biased-face", "biased")):
        failed = 0
        for i in range(runs):
            engine = f"{sys.executable} {FAKE} {option}".strip()
            done = subprocess.run([sys.executable, "-m", "regelwerk", "verify", "--engine", engine, "--samples", "--seed", str(seed + i)],
                                  capture_output=True, text=True, cwd=ROOT)
            failed += done.returncode == 1
        print(f"(d) {want} engine through the protocol: {failed} of {runs} whole runs failed")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=1000, help="simulated whole runs for (a) and for (b) (default 1000)")
    parser.add_argument("--power-runs", type=int, help="simulated whole runs for (b) (default: --runs)")
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--timing", type=int, default=3, help="timed runs per way of running for (c) (default 3; 0: none)")
    parser.add_argument("--engine-runs", type=int, default=0, help="whole runs through the protocol for (d) (default 0)")
    args = parser.parse_args(argv)
    plan = Plan(DEFAULT_SAMPLES, seed=args.seed)
    cases = default_set()
    start = time.perf_counter()
    record = shape(cases, args.seed)
    tests = tests_of(record.collected)
    labels = [t for t in tests if t.label is not None]
    print(f"(0) default case set: {len(record.collected)} cases at N = {DEFAULT_SAMPLES:,}, {len(labels)} die labels, "
          f"{len(tests)} tests in the family; faces per label from {min(t.fit.n for t in labels):,} to "
          f"{max(t.fit.n for t in labels):,} ({time.perf_counter() - start:.0f} s)")

    rng = random.Random(args.seed)
    power_runs = args.runs if args.power_runs is None else args.power_runs
    for name, weights, runs in (("(a) false alarms of fair whole runs", None, args.runs),
                                ("(b) whole runs with a W6 showing 6 with 11/60", BIASED_WEIGHTS, power_runs)):
        if not runs:
            continue
        start = time.perf_counter()
        hits = sum(rejects(simulated(record, rng, weights), plan) for _ in range(runs))
        low, high = interval(hits, runs)
        print(f"{name}: {hits} of {runs} runs rejected something = {hits / runs:.2%} "
              f"(95% interval {low:.2%}-{high:.2%}), {time.perf_counter() - start:.0f} s", flush=True)
    if args.timing:
        timing(args.timing, args.seed)
    if args.engine_runs:
        through_protocol(args.engine_runs, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""How fast does ``regelwerk verify`` run the distribution vectors, against as many ordinary vectors?

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_distributions.py [--repeat R]

Two sets of cases go through the in-process reference engine exactly as ``regelwerk verify``
runs them (:func:`regelwerk.harness.runner.run_vectors`, the answers judged against the vectors):

1. every distribution vector of the suite (``vectors/<rule set>/verteilungen.json``);
2. as many ordinary vectors: from each rule set as many as it has distribution vectors, taken
   evenly from its vectors from features (every k-th vector in file order), so both sets have
   the same mix of rule sets.

Each set runs R times (after one discarded warm-up); the medians of wall and CPU time and their
ratio are printed, with the mean engine runs a distribution vector costs.  Every case must pass
(exit 1 otherwise).  Benchmarks are never timed assertions in tests.

``--cli`` measures the same two sets end to end as a user runs them: both written to vector
files in a temporary folder, then ``regelwerk verify --vectors FOLDER`` (the in-process reference
engine) and ``regelwerk verify --engine "regelwerk serve" --vectors FOLDER`` (through the
protocol), each R times; the CPU time is the process's and its children's.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import tempfile
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.harness.reference import InProcessEngine
from regelwerk.harness.runner import run_vectors
from regelwerk.odds.engine import odds, projection_named
from regelwerk.rulesets import RULESETS
from regelwerk.suite.distributions import is_distribution_file
from regelwerk.suite.vectors import Vector, load_vector_file, read_json, vector_files

RULESET_NAMES = ("mordheim", "pocket_tactics", "standardaktionen", "w40k")


def case_sets() -> tuple[list[Vector], list[Vector]]:
    distributions: list[Vector] = []
    ordinary: list[Vector] = []
    for name in RULESET_NAMES:
        paths = vector_files([name])
        own = [v for p in paths if is_distribution_file(read_json(p)) for v in load_vector_file(p)]
        plain = [v for p in paths if "kind" not in read_json(p) and "kombinationen" not in p.name for v in load_vector_file(p)]
        step = max(1, len(plain) // max(1, len(own)))
        distributions += own
        ordinary += plain[::step][: len(own)]
    return distributions, ordinary


def timed(vectors: list[Vector]) -> tuple[float, float]:
    engine = InProcessEngine()
    wall, cpu = time.perf_counter(), time.process_time()
    summary = run_vectors(engine, engine.start(), vectors, {})
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    failed = [r.id for r in summary.results if r.kind != "pass"]
    if failed:
        print(f"not every case passed: {failed[:5]}", file=sys.stderr)
        raise SystemExit(1)
    return wall, cpu


def written(vectors: list[Vector], folder: Path) -> None:
    """The vectors as vector files below ``folder``, one per source file, as they lie in the suite."""
    by_file: dict[str, list[Json]] = {}
    for vector in vectors:
        by_file.setdefault(vector.file, []).append(vector.raw)
    for n, (file, raws) in enumerate(sorted(by_file.items())):
        head = {k: v for k, v in read_json(Path(file)).items() if k != "vectors"}
        (folder / f"{n:03d}-{Path(file).name}").write_text(json.dumps({**head, "vectors": raws}), encoding="utf-8")


def timed_cli(argv: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds (own and children's) of one ``regelwerk`` command; it must pass."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        print(done.stdout[-2000:], done.stderr[-2000:], file=sys.stderr)
        raise SystemExit(1)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def cli(distributions: list[Vector], ordinary: list[Vector], repeat: int) -> None:
    tool = str(Path(sys.executable).with_name("regelwerk"))
    with tempfile.TemporaryDirectory() as scratch:
        folders = {}
        for label, vectors in (("distribution", distributions), ("ordinary", ordinary)):
            folders[label] = Path(scratch) / label
            folders[label].mkdir()
            written(vectors, folders[label])
        for how, extra in (("in process", []), ("through serve", ["--engine", f"{tool} serve"])):
            results = {}
            for label, folder in folders.items():
                argv = [tool, "verify", *extra, "--vectors", str(folder)]
                timed_cli(argv)  # warm-up
                times = [timed_cli(argv) for _ in range(repeat)]
                results[label] = (statistics.median(t[0] for t in times), statistics.median(t[1] for t in times))
                print(f"regelwerk verify {how}, {label:>12}: median wall {results[label][0]:.2f} s, CPU {results[label][1]:.2f} s")
            print(f"regelwerk verify {how}, ratio: wall {results['distribution'][0] / results['ordinary'][0]:.1f}x, "
                  f"CPU {results['distribution'][1] / results['ordinary'][1]:.1f}x")


def mean_runs(vectors: list[Vector]) -> float:
    runs = []
    for vector in vectors:
        ruleset = RULESETS[vector.ruleset]
        case = {"ruleset": vector.ruleset, **vector.case}
        runs.append(odds(ruleset, case, projection_named(ruleset, case, vector.projection)).runs)
    return statistics.mean(runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cli", action="store_true", help="end to end through the command line as well")
    args = parser.parse_args()
    distributions, ordinary = case_sets()
    print(f"load average at the start: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{len(distributions)} distribution vectors, {len(ordinary)} ordinary vectors "
          f"({dict(sorted(Counter(v.ruleset for v in distributions).items()))})")
    results = {}
    for label, vectors in (("distribution", distributions), ("ordinary", ordinary)):
        timed(vectors)  # warm-up: imports, caches
        times = [timed(vectors) for _ in range(args.repeat)]
        results[label] = (statistics.median(t[0] for t in times), statistics.median(t[1] for t in times))
        wall, cpu = results[label]
        print(f"{label:>12}: median wall {wall:.2f} s, CPU {cpu:.2f} s ({cpu / len(vectors) * 1000:.2f} ms CPU per case)")
    ratio_wall = results["distribution"][0] / results["ordinary"][0]
    ratio_cpu = results["distribution"][1] / results["ordinary"][1]
    print(f"ratio distribution / ordinary: wall {ratio_wall:.1f}x, CPU {ratio_cpu:.1f}x")
    print(f"mean engine runs per distribution vector: {mean_runs(distributions):.1f}")
    if args.cli:
        cli(distributions, ordinary, args.repeat)
    print(f"load average at the end: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

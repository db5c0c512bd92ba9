"""How much ``regelwerk verify --jobs N`` saves: whole runs, wall time, median of repeats.

    .venv/bin/python benchmarks/bench_jobs.py                    # jobs 1 and 2, 5 repeats each
    .venv/bin/python benchmarks/bench_jobs.py --jobs 1 2 4 --repeat 7

For each setting it runs the command line as a user would (a fresh process each time, loading
the vectors included) and reports the median, min and max wall time and the ratio to ``--jobs 1``.
Settings are interleaved across repeats so that a burst of load on the machine hits all of them.
Engines: the in-process reference engine (``--jobs N`` > 1 then runs N ``regelwerk serve``
processes) and ``regelwerk serve`` as an external engine.  Run on demand; not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

VENV_BIN = Path(sys.executable).parent


def run_once(argv: list[str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} exited {done.returncode}: {done.stderr.decode()[-500:]}")
    return elapsed


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--jobs", type=int, nargs="+", default=[1, 2], help="values of --jobs to compare (default 1 2)")
    p.add_argument("--repeat", type=int, default=5, help="runs per setting (default 5)")
    p.add_argument("--extra", nargs=argparse.REMAINDER, default=[], help="more verify options, e.g. --suite pocket_tactics")
    args = p.parse_args()
    regelwerk = str(VENV_BIN / "regelwerk")
    settings = []
    for engine in (None, "regelwerk serve"):
        for jobs in args.jobs:
            argv = [regelwerk, "verify", "--jobs", str(jobs), *args.extra] + (["--engine", engine] if engine else [])
            settings.append((engine or "in-process reference", jobs, argv))
    times: dict[int, list[float]] = {i: [] for i in range(len(settings))}
    print(f"nproc {os.cpu_count()}, load average before: {os.getloadavg()}")
    for _ in range(args.repeat):
        for i, (_, _, argv) in enumerate(settings):
            times[i].append(run_once(argv))
    print(f"load average after: {os.getloadavg()}")
    print(f"{'engine':24} {'jobs':>4} {'median s':>9} {'min s':>7} {'max s':>7} {'vs jobs 1':>9}")
    base: dict[str, float] = {}
    for i, (engine, jobs, _) in enumerate(settings):
        median = statistics.median(times[i])
        base.setdefault(engine, median)
        print(f"{engine:24} {jobs:>4} {median:>9.2f} {min(times[i]):>7.2f} {max(times[i]):>7.2f} {median / base[engine]:>9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

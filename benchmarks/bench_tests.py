"""How long the whole test suite takes: the README's test command, wall and CPU time, median of
repeats.

    .venv/bin/python benchmarks/bench_tests.py                 # 3 runs of `python -m pytest`
    .venv/bin/python benchmarks/bench_tests.py --repeat 5 -- -n 0   # more runs, extra pytest options

Each run is a fresh ``python -m pytest -q -p no:cacheprovider`` from the repository root (the
README's command; ``-p no:cacheprovider`` so that no run reorders the next by its failures),
with the test count read from pytest's summary line.  CPU time is the user and system time of
pytest and every process it started (xdist workers, engines, the wheel's build), from
``os.wait4``.  It prints the load average before and after: the machine is shared and a busy
neighbour shows in the wall time first.  A failing run stops the benchmark (a time of a broken
suite means nothing).  Run on demand; not a test.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
_SUMMARY = re.compile(r"(\d+) passed")


def run_once(extra: list[str]) -> tuple[float, float, int]:
    """One run: (wall seconds, CPU seconds of the whole process tree, tests passed)."""
    argv = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *extra]
    started = time.perf_counter()
    process = subprocess.Popen(argv, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert process.stdout is not None
    output = process.stdout.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - started
    if process.returncode != 0:
        raise SystemExit(f"pytest exited {process.returncode}:\n{output[-2000:]}")
    counted = _SUMMARY.findall(output)
    if not counted:
        raise SystemExit(f"no pytest summary line in the output:\n{output[-2000:]}")
    return wall, usage.ru_utime + usage.ru_stime, int(counted[-1])


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--repeat", type=int, default=3, help="runs (default 3)")
    p.add_argument("extra", nargs="*", help="more pytest options, after --")
    args = p.parse_args()
    if args.repeat < 1:
        p.error("--repeat must be at least 1")
    print(f"nproc {os.cpu_count()}, load average before: {os.getloadavg()}")
    runs = [run_once(args.extra) for _ in range(args.repeat)]
    print(f"load average after: {os.getloadavg()}")
    walls, cpus, counts = zip(*runs, strict=True)
    print(f"{'run':>4} {'wall s':>8} {'CPU s':>8} {'tests':>6}")
    for i, (wall, cpu, count) in enumerate(runs, 1):
        print(f"{i:>4} {wall:>8.1f} {cpu:>8.1f} {count:>6}")
    print(f"median wall {statistics.median(walls):.1f} s, median CPU {statistics.median(cpus):.1f} s, "
          f"{counts[-1]} tests, CPU/wall {statistics.median(cpus) / statistics.median(walls):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

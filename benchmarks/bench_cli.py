"""How long the README's ``regelwerk`` commands take: ``check``, ``verify`` in process and
``verify`` through ``regelwerk serve --strict`` (the README's first command), wall and CPU time,
medians of repeats, with the load average before and after each command.

    .venv/bin/python benchmarks/bench_cli.py                       # each command 3 times
    .venv/bin/python benchmarks/bench_cli.py --repeat 5 --only verify serve

Each run is a fresh ``python -m regelwerk ...`` from the repository root.  ``check`` runs with
the generators' cache off (``REGELWERK_CACHE=off``: everything computed, as in CI);
``check-cached`` with a cache of its own in a temporary folder, filled by one untimed run first
(a ``check`` after a ``fill`` or an unchanged ``check``, as on a developer's machine).  CPU time is the user
and system time of the command and every process it started (the ``serve`` engine), from
``os.wait4``.  The machine may be shared: the load average (1 minute) before and after each
command says how busy it was, and a busy neighbour shows in the wall time first.  A failing run
stops the benchmark.  Run on demand; not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
COMMANDS = {
    "check": ["check"],
    "check-cached": ["check"],
    "verify": ["verify"],
    "serve": ["verify", "--engine", f"{sys.executable} -m regelwerk serve", "--strict"],
}


def timed(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """One run of ``argv`` in the repository: (wall seconds, CPU seconds of its process tree)."""
    started = time.perf_counter()
    process = subprocess.Popen(argv, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    assert process.stdout is not None
    output = process.stdout.read().decode("utf-8", "replace")  # to the end: then reap it ourselves
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{' '.join(argv)} failed:\n{output[-2000:]}")
    return wall, usage.ru_utime + usage.ru_stime


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--repeat", type=int, default=3, help="runs of each command (default 3)")
    p.add_argument("--only", nargs="+", choices=sorted(COMMANDS), default=list(COMMANDS), help="these commands only")
    args = p.parse_args()
    if args.repeat < 1:
        p.error("--repeat must be at least 1")
    print(f"nproc {os.cpu_count()}")
    print(f"{'command':>12} {'median wall s':>14} {'median CPU s':>13} {'load before':>12} {'load after':>11}  runs (wall s)")
    with tempfile.TemporaryDirectory(prefix="regelwerk-bench-cache-") as cache:
        for name in args.only:
            env = {**os.environ, "REGELWERK_CACHE": cache if name == "check-cached" else "off"}
            argv = [sys.executable, "-m", "regelwerk", *COMMANDS[name]]
            if name == "check-cached":
                timed(argv, env)  # fills the cache
            before = os.getloadavg()[0]
            runs = [timed(argv, env) for _ in range(args.repeat)]
            after = os.getloadavg()[0]
            walls, cpus = zip(*runs, strict=True)
            print(
                f"{name:>12} {statistics.median(walls):>14.1f} {statistics.median(cpus):>13.1f} {before:>12.2f} {after:>11.2f}  "
                + ", ".join(f"{w:.1f}" for w in walls)
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""How fast does the verify loop run, and how much of that is the harness itself?

Run on demand (not a test)::

    .venv/bin/python benchmarks/bench_runner.py [--repeat R] [--cases N] [--serve-cases M]
                                                [--cpu LIST] [--engine-cpu LIST] [--only MODE ...] [--profile]

The measurements, each repeated R times (interleaved, so drift in the machine's load hits all of
them alike) after one discarded warm-up round; medians are reported:

0. ``vectors``    -- ``run_vectors`` with ``InProcessEngine`` over every real Pocket-Tactics vector (the
   feature vectors and the table rows, not sampled: ``--cases`` does not apply), freshly loaded
   for each repeat (the load is timed apart); ``features`` -- the same over the feature vectors
   only, which are the expensive ones (whole games in progress, most of them accepted);
1. ``inproc``     -- ``run_vectors`` with ``InProcessEngine`` (the default of ``regelwerk verify``), in a
   fresh interpreter each time, so every repeat starts cold as ``regelwerk verify`` does;
2. ``serve``      -- ``run_vectors`` with ``ProcessEngine([python, -m, regelwerk, serve])`` (a fresh child each time);
3. ``echo``       -- ``run_vectors`` with ``ProcessEngine`` around ``benchmarks/echo_engine.py``,
   which answers every case at once with one constant outcome (a ``malformed`` rejection: the
   vectors expecting one pass, all others are ``wrong``): all that is left is the harness (write,
   select/read, JSON parsing, classification, result records) plus the pipe round trip;
4. ``bare``       -- the same echo engine as a persistent child and the same run lines, written
   with plain ``subprocess`` pipes (``write``/``flush``/``readline``), no harness code: the floor;
   ``bare-small`` -- the same with a 32-byte run line: the round trip without the payload;
5. ``echo-pass`` / ``bare-pass`` -- as (3) and (4), but the echo engine answers each case with
   its expected outcome (looked up by the case text, see ``echo_engine.py --answers``), so every
   case takes the runner's *pass* path, as with a conforming engine.

Per-case figures exclude engine startup (``start()`` incl. the handshake, reported separately)
and ``stop()``.  The vectors are sampled evenly (fewer cases than vectors) or cycled (more) to
reach N cases.  The figure the project watches is ``runner overhead = (3) / (4)``, target <= 2.0.
``CPU µs`` is this process's own CPU time per case (engine processes excluded): the harness side.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import gc
import json
import os
import platform
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import regelwerk
from regelwerk.harness.process import ProcessEngine
from regelwerk.harness.protocol import STOP, run_message, start_message
from regelwerk.harness.reference import InProcessEngine, handshake
from regelwerk.harness.runner import run_vectors
from regelwerk.suite.vectors import Vector, load_vectors

HERE = Path(__file__).resolve().parent
ECHO = HERE / "echo_engine.py"
SERVE_ARGV = [sys.executable, "-m", "regelwerk", "serve"]
perf = time.perf_counter
cpu = time.process_time  # this process only: the harness side of a round trip

ENGINE_CPUS: set[int] | None = None  # --engine-cpu: engines are started with this affinity


def echo_argv(answers: Path | None = None) -> list[str]:
    hello = handshake()
    hello["implementation"] = {"name": "echo", "version": "0", "language": "python"}
    argv = [sys.executable, str(ECHO), "--handshake", json.dumps(hello, separators=(",", ":"))]
    return argv + ["--answers", str(answers)] if answers else argv


def write_answers(vectors: list[Vector], path: Path) -> None:
    with path.open("w", encoding="utf-8") as out:
        for vector in vectors:
            out.write(json.dumps([vector.case_bytes.decode("utf-8"), vector.expected], ensure_ascii=False) + "\n")


@contextlib.contextmanager
def engine_affinity():
    """Start child processes on ``ENGINE_CPUS`` (they inherit the affinity at fork), then go back."""
    if ENGINE_CPUS is None:
        yield
        return
    own = os.sched_getaffinity(0)
    os.sched_setaffinity(0, ENGINE_CPUS)
    try:
        yield
    finally:
        os.sched_setaffinity(0, own)


def sample(vectors: list[Vector], n: int) -> list[Vector]:
    """``n`` cases: an even spread over the vectors (so the mix of files stays), cycled if needed."""
    if n <= len(vectors):
        return [vectors[i * len(vectors) // n] for i in range(n)]
    return [vectors[i % len(vectors)] for i in range(n)]


# -- measurements: each returns (start s, wall s per case, this process's CPU s per case, kinds) --


def measure_runner(make_engine: Callable[[], object], cases: list[Vector]) -> tuple[float, float, float, Counter]:
    """``run_vectors`` over ``cases``; the clock stops when ``run_vectors`` calls ``stop()``."""
    engine = make_engine()
    t0 = perf()
    with engine_affinity():
        info = engine.start()
    started = perf() - t0
    stop_called: list[tuple[float, float]] = []
    real_stop = engine.stop

    def stop() -> None:  # an instance attribute, so ``run`` is called exactly as in verify
        stop_called.append((perf(), cpu()))
        real_stop()

    engine.stop = stop
    c1 = cpu()
    t1 = perf()
    summary = run_vectors(engine, info, cases, {})
    per_case = (stop_called[0][0] - t1) / len(cases)
    cpu_per_case = (stop_called[0][1] - c1) / len(cases)
    kinds = Counter(r.kind for r in summary.results)
    if kinds["crash"] or kinds["timeout"] or kinds["not-run"] or summary.restarts:
        raise SystemExit(f"benchmark run went wrong: {dict(kinds)}, restarts {summary.restarts}")
    return started, per_case, cpu_per_case, kinds


LOAD_SECONDS: dict[str, list[float]] = {}  # mode -> time to load its vectors, per repeat


def measure_real(mode: str, tables: bool) -> tuple[float, float, float, Counter]:
    """(0) every real Pocket-Tactics vector (or the feature vectors only), loaded afresh so that
    no per-vector cache (``Vector.expected_text``) survives from the previous repeat."""
    t0 = perf()
    vectors = load_vectors(["pocket_tactics"], tables=tables)
    LOAD_SECONDS.setdefault(mode, []).append(perf() - t0)
    return measure_runner(InProcessEngine, vectors)


def measure_inproc_fresh(n: int) -> tuple[float, float, float, Counter]:
    """(1) in a fresh interpreter, so each repeat starts as cold as ``regelwerk verify``."""
    out = subprocess.run([sys.executable, __file__, "--inproc-child", str(n)], capture_output=True, check=True).stdout
    started, per_case, cpu_per_case, kinds = json.loads(out)
    return started, per_case, cpu_per_case, Counter(kinds)


def inproc_child(n: int) -> int:
    cases = sample(load_vectors(["pocket_tactics"]), n)
    result = measure_runner(InProcessEngine, cases)
    print(json.dumps([*result[:3], dict(result[3])]))
    return 0


def measure_bare(argv: list[str], lines: list[bytes]) -> tuple[float, float, float, Counter]:
    """The floor: a persistent child, plain pipes, ``write``+``flush``+``readline`` per line."""
    t0 = perf()
    with engine_affinity():
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    stdin, stdout = proc.stdin, proc.stdout
    stdin.write((json.dumps(start_message()) + "\n").encode())
    stdin.flush()
    if not stdout.readline():
        raise SystemExit("the echo engine did not shake hands")
    started = perf() - t0
    write, flush, readline = stdin.write, stdin.flush, stdout.readline
    c1 = cpu()
    t1 = perf()
    for line in lines:
        write(line)
        flush()
        readline()
    per_case = (perf() - t1) / len(lines)
    cpu_per_case = (cpu() - c1) / len(lines)
    stdin.write(STOP)
    stdin.close()
    proc.wait(timeout=5)
    stdout.close()
    return started, per_case, cpu_per_case, Counter()


def profile_runner(argv: list[str], cases: list[Vector], top: int) -> None:
    engine = ProcessEngine(argv)
    with engine_affinity():
        info = engine.start()
    profiler = cProfile.Profile()
    profiler.enable()
    run_vectors(engine, info, cases, {})
    profiler.disable()
    stats = pstats.Stats(profiler, stream=sys.stdout)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)


# -- report ----------------------------------------------------------------------------------

MODES = ("vectors", "features", "inproc", "serve", "echo", "bare", "bare-small", "echo-pass", "bare-pass")


def load() -> str:
    try:
        return Path("/proc/loadavg").read_text().strip()
    except OSError:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())


def us(seconds: float) -> str:
    return f"{seconds * 1e6:,.1f}"


def main(argv: list[str] | None = None) -> int:
    global ENGINE_CPUS
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7, help="measurements per mode; medians are reported (default 7)")
    parser.add_argument("--cases", type=int, default=5000, help="cases per measurement (default 5000)")
    parser.add_argument("--serve-cases", type=int, default=None, help="cases per serve measurement (default: --cases)")
    parser.add_argument("--cpu", default=None, help="pin this process (and, without --engine-cpu, the engines) to these CPUs, e.g. 0 (Linux)")
    parser.add_argument("--engine-cpu", default=None, help="pin the engine processes to these CPUs, e.g. 1 (Linux)")
    parser.add_argument("--only", nargs="+", choices=MODES, help="only these measurements")
    parser.add_argument("--profile", action="store_true", help="also cProfile one pass of the echo runners and print the top functions")
    parser.add_argument("--inproc-child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.inproc_child is not None:
        return inproc_child(args.inproc_child)
    if args.repeat < 1 or args.cases < 1:
        parser.error("--repeat and --cases must be positive")
    if args.cpu is not None:
        os.sched_setaffinity(0, {int(c) for c in args.cpu.split(",")})  # inherited by the engines
    if args.engine_cpu is not None:
        ENGINE_CPUS = {int(c) for c in args.engine_cpu.split(",")}
    serve_cases = args.serve_cases or args.cases

    vectors = load_vectors(["pocket_tactics"])
    cases = sample(vectors, args.cases)
    serve_set = sample(vectors, serve_cases)
    run_lines = [run_message(i + 1, v.case_bytes) for i, v in enumerate(cases)]
    small_lines = [run_message(i + 1, b"{}") for i in range(args.cases)]
    scratch = tempfile.TemporaryDirectory(prefix="bench_runner-")
    answers = Path(scratch.name) / "answers.jsonl"
    write_answers(vectors, answers)
    echo, echo_pass = echo_argv(), echo_argv(answers)

    modes: dict[str, tuple[str, Callable[[list], tuple[float, float, float, Counter]], list]] = {
        "vectors": ("(0) in-process, every real vector (features + tables)", lambda c: measure_real("vectors", True), cases),
        "features": ("(0f) in-process, the feature vectors only", lambda c: measure_real("features", False), cases),
        "inproc": ("(1) in-process: run_vectors + InProcessEngine", lambda c: measure_inproc_fresh(len(c)), cases),
        "serve": ("(2) serve: run_vectors + ProcessEngine(regelwerk serve)", lambda c: measure_runner(lambda: ProcessEngine(SERVE_ARGV), c), serve_set),
        "echo": ("(3) echo runner: run_vectors + ProcessEngine(echo)", lambda c: measure_runner(lambda: ProcessEngine(echo), c), cases),
        "bare": ("(4) bare echo: plain pipes, same run lines", lambda c: measure_bare(echo, c), run_lines),
        "bare-small": ("(4s) bare echo: plain pipes, 32-byte run lines", lambda c: measure_bare(echo, c), small_lines),
        "echo-pass": ("(3p) echo runner, expected outcomes (all pass)", lambda c: measure_runner(lambda: ProcessEngine(echo_pass), c), cases),
        "bare-pass": ("(4p) bare echo, expected outcomes", lambda c: measure_bare(echo_pass, c), run_lines),
    }
    selected = [m for m in MODES if not args.only or m in args.only]

    sizes = [len(run_message(1, v.case_bytes)) for v in vectors]
    affinity = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else "?"
    engines = sorted(ENGINE_CPUS) if ENGINE_CPUS is not None else "inherited"
    print(f"python {platform.python_version()} ({sys.executable}), nproc {os.cpu_count()}, affinity {affinity} (engines: {engines}), {platform.platform()}")
    print(f"regelwerk from {Path(regelwerk.__file__).parent}")
    print(f"load average before: {load()}")
    print(f"{len(vectors)} vectors, {'sampled' if args.cases <= len(vectors) else 'cycled'} to {args.cases} cases ({serve_cases} for serve); "
          f"run lines {min(sizes)}-{max(sizes)} B (median {statistics.median(sizes):.0f} B); repeat {args.repeat} after 1 warm-up round")

    for mode in selected:  # warm-up: imports, caches, the first process spawns
        modes[mode][1](modes[mode][2][: max(len(modes[mode][2]) // 5, 1)])
    LOAD_SECONDS.clear()

    starts: dict[str, list[float]] = {m: [] for m in selected}
    per_case: dict[str, list[float]] = {m: [] for m in selected}
    cpu_case: dict[str, list[float]] = {m: [] for m in selected}
    tallies: dict[str, Counter] = {}
    for _ in range(args.repeat):
        for mode in selected:  # interleaved, so drift in the machine's load hits every mode alike
            gc.collect()
            started, each, cpu_each, kinds = modes[mode][1](modes[mode][2])
            starts[mode].append(started)
            per_case[mode].append(each)
            cpu_case[mode].append(cpu_each)
            tallies[mode] = kinds

    med = {m: statistics.median(per_case[m]) for m in selected}
    cpu_med = {m: statistics.median(cpu_case[m]) for m in selected}
    print(f"load average after:  {load()}")
    print()
    header = f"{'measurement':<56} {'µs/case':>8} {'min':>8} {'max':>8} {'cases/s':>8} {'CPU µs':>7} {'start ms':>8}"
    print(header)
    print("-" * len(header))
    for mode in selected:
        print(
            f"{modes[mode][0]:<56} {us(med[mode]):>8} {us(min(per_case[mode])):>8} {us(max(per_case[mode])):>8} "
            f"{1 / med[mode]:>8,.0f} {us(cpu_med[mode]):>7} {statistics.median(starts[mode]) * 1e3:>8.1f}"
        )
    print("(µs/case: median wall time per case; CPU µs: this process's CPU time per case, engine children excluded)")
    for mode, kinds in tallies.items():
        if kinds:
            print(f"  {mode} results: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
            if mode in ("vectors", "features", "inproc", "serve", "echo-pass") and set(kinds) != {"pass"}:
                print(f"  WARNING: not every vector passed in {mode}: its figure is not representative")
    print()
    for runner, bare, name in (("echo", "bare", "(3)/(4)"), ("echo-pass", "bare-pass", "(3p)/(4p)")):
        if runner in med and bare in med:
            ratio = med[runner] / med[bare]
            verdict = "meets" if ratio <= 2.0 else "misses"
            print(f"runner overhead {name} = {ratio:.2f} ({verdict} the target <= 2.0); difference {us(med[runner] - med[bare])} µs per case, "
                  f"harness CPU difference {us(cpu_med[runner] - cpu_med[bare])} µs per case")
    if "bare" in med and "bare-small" in med:
        print(f"message size, (4)-(4s) = {us(med['bare'] - med['bare-small'])} µs per case")
    for mode in ("vectors", "features"):
        if mode in med:
            count = sum(tallies[mode].values())
            print(f"{mode}: {count} vectors, {1 / med[mode]:,.0f} vectors/s in process (median of {args.repeat}); "
                  f"loading them took {statistics.median(LOAD_SECONDS[mode]) * 1e3:,.0f} ms (median, not counted)")
    if "serve" in med and "inproc" in med:
        print(f"serve / in-process = {med['serve'] / med['inproc']:.2f}; serve - in-process = {us(med['serve'] - med['inproc'])} µs per case")

    if args.profile:
        for name, argv_ in (("echo (constant outcome)", echo), ("echo (expected outcomes)", echo_pass)):
            print(f"\n-- cProfile of one run_vectors pass, {name} --")
            profile_runner(argv_, cases, 25)
    scratch.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

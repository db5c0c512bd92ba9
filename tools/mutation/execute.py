"""Running mutants: one forked worker per mutant, ``jobs`` at a time, with timeouts.

The parent has loaded the vectors and run the kill test once unmutated (which also warms every
cache the workers inherit).  Each worker installs its mutant (:mod:`.install`), imports the
kill test's entry modules again and runs the checks fail-fast, first the vectors that killed
the most recent mutants (mutants of one function tend to fall to the same vectors), then the
rest in file order.  It reports one JSON line on a pipe and exits.

Timeouts: each vector gets ``vector_timeout`` seconds of the worker's own CPU time (a
``SIGVTALRM``: CPU time, so that a busy machine does not turn slow answers into timeouts; a
mutant that loops forever is *timed out*, which counts as killed and is recorded as such); the
parent kills a worker that outlives ``mutant_timeout`` seconds of wall time (a loop that never
returns to the interpreter, or a worker that waits forever).
Nothing is written to the working tree: the mutant exists only as compiled code in the worker.
"""

from __future__ import annotations

import gc
import json
import os
import resource
import selectors
import signal
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tools.mutation.generate import Mutant, mutated_tree
from tools.mutation.install import install

KILLED, TIMEOUT, SURVIVED, ERROR = "killed", "timeout", "survived", "error"
_RECENT_KILLERS = 64  # how many recent killer vectors a worker tries first
_MEMORY_HEADROOM = 2 << 30  # a worker may grow this far beyond the parent's address space
_STOP_SIGNALS = {signal.SIGINT, signal.SIGTERM}


@dataclass(frozen=True)
class Outcome:
    mutant: Mutant
    status: str  # KILLED, TIMEOUT, SURVIVED or ERROR
    check: str | None = None  # the vector that killed or timed out the mutant
    how: str | None = None  # wrong, errored, not-run, import, crash, vector-timeout, worker-timeout
    detail: str = ""
    seconds: float = 0.0


class Interrupted(Exception):
    """The run was interrupted (Ctrl-C, SIGTERM); every worker has been stopped."""


class _VectorTimeout(BaseException):
    """Raised by the per-vector CPU-time alarm; a BaseException so that the engine's ``except
    Exception`` (an engine bug is an errored answer) does not swallow it."""


@dataclass(frozen=True)
class Plan:
    """What a worker needs besides the mutant: the module's file and source, and which modules
    to import afresh."""

    file: Path
    source: str
    purge: frozenset[str]


def run_mutants(
    mutants: Sequence[Mutant],
    plans: Mapping[str, Plan],
    kill_test,
    jobs: int = 2,
    vector_timeout: float = 2.0,
    mutant_timeout: float = 60.0,
    on_outcome: Callable[[Outcome], None] | None = None,
) -> list[Outcome]:
    """Run every mutant; the outcomes come back in the order of ``mutants``.  Raises
    :class:`Interrupted` on Ctrl-C (or SIGTERM) after stopping the workers."""
    outcomes: dict[int, Outcome] = {}
    killers: list[int] = []
    index_of = {vid: i for i, vid in enumerate(kill_test.ids())}
    pending = list(range(len(mutants)))[::-1]
    running: dict[int, tuple[int, int, float, bytearray]] = {}  # fd → (pid, mutant index, started, buffer)
    selector = selectors.DefaultSelector()
    memory_limit = _memory_limit()
    previous_term = signal.signal(signal.SIGTERM, _raise_interrupt)
    gc.collect()
    gc.freeze()  # the workers share the parent's objects without copying their pages
    try:
        while pending or running:
            while pending and len(running) < jobs:
                index = pending.pop()
                mutant = mutants[index]
                read_fd, write_fd = os.pipe()
                # Signals stay blocked across the fork until the worker has set its own handlers.
                signal.pthread_sigmask(signal.SIG_BLOCK, _STOP_SIGNALS)
                pid = os.fork()
                if pid == 0:  # the worker
                    os.close(read_fd)
                    _worker(mutant, plans[mutant.module], kill_test, tuple(killers), vector_timeout, memory_limit, write_fd)
                os.close(write_fd)
                running[read_fd] = (pid, index, time.monotonic(), bytearray())
                selector.register(read_fd, selectors.EVENT_READ)
                # Only now: a Ctrl-C that arrived meanwhile finds the new worker among those to stop.
                signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP_SIGNALS)
            now = time.monotonic()
            wait = max(0.0, min(started + mutant_timeout for _, _, started, _ in running.values()) - now)
            for key, _ in selector.select(timeout=wait):
                fd = key.fd
                chunk = os.read(fd, 1 << 16)
                if chunk:
                    running[fd][3].extend(chunk)
                    continue
                selector.unregister(fd)
                entry = running.pop(fd)
                outcomes[entry[1]] = outcome = _finish(fd, entry, mutants)
                _learn(outcome, index_of, killers)
                if on_outcome is not None:
                    on_outcome(outcome)
            now = time.monotonic()
            for fd, (pid, index, started, _buffer) in list(running.items()):
                if now - started > mutant_timeout:
                    _kill(pid)
                    selector.unregister(fd)
                    os.close(fd)
                    running.pop(fd)
                    outcomes[index] = outcome = Outcome(
                        mutants[index], TIMEOUT, None, "worker-timeout", f"stopped after {mutant_timeout:.0f} s", now - started
                    )
                    if on_outcome is not None:
                        on_outcome(outcome)
    except (KeyboardInterrupt, Interrupted):
        for fd, (pid, *_rest) in running.items():
            _kill(pid)
            os.close(fd)
        raise Interrupted() from None
    finally:
        gc.unfreeze()
        selector.close()
        signal.signal(signal.SIGTERM, previous_term)
    return [outcomes[i] for i in range(len(mutants))]


def _learn(outcome: Outcome, index_of: Mapping[str, int], killers: list[int]) -> None:
    """Move the vector that killed this mutant to the front of the list the next workers try first."""
    if outcome.status == KILLED and outcome.check in index_of:
        killer = index_of[outcome.check]
        if killer in killers:
            killers.remove(killer)
        killers.insert(0, killer)
        del killers[_RECENT_KILLERS:]


def _raise_interrupt(signum, frame) -> None:  # noqa: ANN001
    raise Interrupted()


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)


def _memory_limit() -> int:
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[0])
        return pages * os.sysconf("SC_PAGE_SIZE") + _MEMORY_HEADROOM
    except (OSError, ValueError):
        return resource.RLIM_INFINITY


def _finish(fd: int, entry: tuple[int, int, float, bytearray], mutants: Sequence[Mutant]) -> Outcome:
    pid, index, started, buffer = entry
    os.close(fd)
    _, status = os.waitpid(pid, 0)
    seconds = time.monotonic() - started
    mutant = mutants[index]
    try:
        report = json.loads(buffer.decode("utf-8"))
    except ValueError:
        why = f"signal {-os.waitstatus_to_exitcode(status)}" if os.WIFSIGNALED(status) else f"status {os.waitstatus_to_exitcode(status)}"
        return Outcome(mutant, ERROR, None, "worker-died", f"the worker ended ({why}) without a result", seconds)
    return Outcome(mutant, report["status"], report.get("check"), report.get("how"), report.get("detail", ""), seconds)


# -- the worker ----------------------------------------------------------------------------------


def _worker(mutant: Mutant, plan: Plan, kill_test, killers: tuple[int, ...], vector_timeout: float, memory_limit: int, write_fd: int) -> None:
    """Runs in the forked child; never returns."""
    report: dict = {"status": ERROR, "how": "worker", "detail": "the worker stopped early"}
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and stops us
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP_SIGNALS)
        _silence()
        if memory_limit != resource.RLIM_INFINITY:
            resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))
        report = _run_one(mutant, plan, kill_test, killers, vector_timeout)
    except BaseException as exc:  # noqa: BLE001 -- whatever happens, the parent gets a line
        report = {"status": ERROR, "how": "worker", "detail": f"{type(exc).__name__}: {exc}"[:500]}
    finally:
        try:
            os.write(write_fd, json.dumps(report, default=str).encode("utf-8"))  # a stray object in a detail must not lose the result
        finally:
            os._exit(0)


def _silence() -> None:
    """Mutated code may print; nothing of it reaches the terminal or the parent's progress bar."""
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 -- lives as long as the worker


def _run_one(mutant: Mutant, plan: Plan, kill_test, killers: tuple[int, ...], vector_timeout: float) -> dict:
    try:
        tree = mutated_tree(plan.source, str(plan.file), mutant.path, mutant.operator, mutant.variant)
        code = compile(tree, str(plan.file), "exec")
    except Exception as exc:  # noqa: BLE001 -- a mutant the tool cannot build is the tool's error
        return {"status": ERROR, "how": "build", "detail": f"{type(exc).__name__}: {exc}"}
    install(mutant.module, plan.file, code, plan.purge)

    current: list[int | None] = [None]

    def alarm(signum, frame):  # noqa: ANN001
        raise _VectorTimeout()

    def before_each(index: int) -> None:
        current[0] = index
        signal.setitimer(signal.ITIMER_VIRTUAL, vector_timeout)

    signal.signal(signal.SIGVTALRM, alarm)
    try:
        signal.setitimer(signal.ITIMER_VIRTUAL, vector_timeout)
        try:
            import importlib

            for name in kill_test.entry_modules():
                importlib.import_module(name)
        except _VectorTimeout:
            return {"status": TIMEOUT, "how": "import-timeout", "detail": "importing the mutant did not finish"}
        except BaseException as exc:  # noqa: BLE001 -- `regelwerk verify` would stop here too
            return {"status": KILLED, "how": "import", "detail": f"{type(exc).__name__}: {exc}"[:300]}
        seen = set(killers)
        order = [*killers, *(i for i in range(len(kill_test)) if i not in seen)]
        try:
            verdict = kill_test.run(order, before_each)
        except _VectorTimeout:
            vector = kill_test.ids()[current[0]] if current[0] is not None else None
            return {"status": TIMEOUT, "check": vector, "how": "vector-timeout", "detail": f"no answer within {vector_timeout} s"}
        except BaseException as exc:  # noqa: BLE001 -- `regelwerk verify` would crash: a kill
            vector = kill_test.ids()[current[0]] if current[0] is not None else None
            return {"status": KILLED, "check": vector, "how": "crash", "detail": f"{type(exc).__name__}: {exc}"[:300]}
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
    return {"status": verdict.status, "check": verdict.check, "how": verdict.how, "detail": verdict.detail}

"""``regelwerk verify --jobs N``: the cases spread over N engine processes, results in case order.

One thread per engine (the threads wait on pipes, so the interpreter lock is not the limit).
The cases are handed out one at a time from a shared counter, so a slow case does not hold up
a whole block.  The first engine is the one the command already started (its handshake is the
run's); each further engine must declare exactly the same, or it takes no part (the run goes on
with the others and says so).  Each engine numbers its own ``run`` commands, restarts on its
own (up to ``--max-restarts`` each) and is stopped when the cases run out.  The results are put
back into case order, so the report is the one a single engine would give.

An interrupt reaches the main thread, which aborts every engine at once (killed, not asked to
stop; the cases they were running are dropped) and waits for the threads, which then end
quickly.  If every case had already run, the run is complete and only the stops were cut short.
"""

from __future__ import annotations

import itertools
import queue
import threading
from collections.abc import Callable, Sequence
from typing import Any

from regelwerk.harness import interrupts
from regelwerk.harness.cases import Case
from regelwerk.harness.expect import Expectation
from regelwerk.harness.process import EngineStartFailed, RunAborted
from regelwerk.harness.protocol import StartInfo
from regelwerk.harness.results import CaseResult, RunSummary
from regelwerk.harness.runner import CaseRunner, Engine

_POLL = 0.2  # seconds the main thread waits for a result before it looks again (stays interruptible)
_JOIN = 5.0  # seconds to wait for a thread after its engine was aborted (it ends at once; a bound all the same)


def run_parallel(
    first: Engine,
    make_engine: Callable[[], Engine],
    jobs: int,
    info: StartInfo,
    cases: Sequence[Case],
    expectations: dict[str, Expectation],
    on_result: Callable[[CaseResult], None] | None = None,
) -> RunSummary:
    """Run ``cases`` on ``first`` (started) and ``jobs - 1`` more engines from ``make_engine``."""
    results: list[CaseResult | None] = [None] * len(cases)
    done: queue.Queue[tuple[Any, Any]] = queue.Queue()  # (index, result), ("error", exc), ("finished", n)
    counter = itertools.count()  # next() on a count is atomic: each index is handed out once
    stop = threading.Event()
    notes: list[str] = []
    used: list[Engine] = []
    lock = threading.Lock()
    # Made here, started in their threads: so that an interrupt can abort every one of them,
    # also one that is still starting.
    engines = [first, *(make_engine() for _ in range(jobs - 1))]

    def work(number: int, engine: Engine, started: bool) -> None:
        try:
            if not started:
                try:
                    declared = engine.start()
                except EngineStartFailed as exc:
                    with lock:
                        notes.append(f"engine process {number} did not start ({exc.reason}): {exc.message}")
                    return
                if declared.raw != info.raw:
                    engine.stop()
                    with lock:
                        notes.append(f"engine process {number} declared something else in its handshake; not used")
                    return
            with lock:
                used.append(engine)
            runner = CaseRunner(engine, info, expectations)
            try:
                while not stop.is_set():
                    index = next(counter)
                    if index >= len(cases):
                        break
                    done.put((index, runner.run(cases[index])))
            finally:
                engine.stop()
        except RunAborted:
            engine.stop()  # aborted: kill and close what is left; the case is dropped
        except KeyboardInterrupt:
            pass  # only the main thread hears signals; this is an interrupt of the stop, raised there
        except BaseException as exc:  # noqa: BLE001 -- handed to the main thread, raised there
            done.put(("error", exc))
        finally:
            done.put(("finished", number))

    threads = [
        threading.Thread(target=work, args=(n + 1, engine, n == 0), name=f"engine-{n + 1}", daemon=True)
        for n, engine in enumerate(engines)
    ]
    summary = RunSummary()
    emitted = finished = 0
    error: BaseException | None = None
    aborted = False
    try:
        for thread in threads:
            thread.start()
        while finished < len(threads):
            try:
                index, payload = done.get(timeout=_POLL)
            except queue.Empty:
                continue
            if index == "finished":
                finished += 1
            elif index == "error":
                error = error or payload
                stop.set()
            else:
                results[index] = payload
                while emitted < len(results) and results[emitted] is not None:
                    emitted += 1
                    done_result = results[emitted - 1]
                    if on_result is not None and done_result is not None:
                        on_result(done_result)
        interrupts.settle()
    except KeyboardInterrupt:
        interrupts.settle()
        aborted = True
        stop.set()
        for engine in engines:
            engine.abort()
    for thread in threads:
        if thread.ident is not None:  # an interrupt may come while the threads are being started
            thread.join(_JOIN if aborted else None)
    while not done.empty():  # results that arrived while the threads ended
        index, payload = done.get()
        if isinstance(index, int) and results[index] is None:
            results[index] = payload
    summary.interrupted = aborted and any(r is None for r in results)
    if error is not None:
        raise error
    summary.results = [r for r in results if r is not None]
    summary.restarts = sum(e.restarts for e in used)
    problems = sorted({e.stop_problem for e in used if e.stop_problem})
    summary.stop_problem = "; ".join([*problems, *sorted(notes)]) or None
    return summary

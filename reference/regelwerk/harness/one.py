"""One vector on one engine, the way ``verify`` runs it, for ``regelwerk show ID --engine CMD``.

There is no second protocol client: the engine is a :class:`~regelwerk.harness.process.ProcessEngine`,
the case goes through :func:`~regelwerk.harness.runner.run_vectors`, and the result is the
:class:`~regelwerk.harness.results.CaseResult` ``verify`` would report for it (its message is
the text ``verify`` prints under a failure).  The run is contained and interruptible like a
``verify`` run (:mod:`.contain`, :mod:`.interrupts`).
"""

from __future__ import annotations

from collections.abc import Sequence

from regelwerk.harness import contain, interrupts
from regelwerk.harness.process import EngineStartFailed, ProcessEngine
from regelwerk.harness.results import CaseResult
from regelwerk.harness.text import printable
from regelwerk.harness.runner import run_vectors
from regelwerk.pictures.scene import Outcome
from regelwerk.suite.vectors import Vector


class EngineDidNotStart(Exception):
    """The engine could not be started or failed its handshake (the message says why)."""


def run_one(vector: Vector, argv: Sequence[str], timeout: float = 5.0, start_timeout: float = 15.0) -> CaseResult:
    """``vector`` run on the engine ``argv`` (one process, no restarts); the result ``verify``
    would give it without an expectation file."""
    with interrupts.handled(), contain.containment():
        try:
            engine = ProcessEngine(list(argv), timeout=timeout, start_timeout=start_timeout, max_restarts=0)
            try:
                info = engine.start()
            except EngineStartFailed as exc:
                raise EngineDidNotStart(f"{exc.reason}: {exc.message}") from None
            summary = run_vectors(engine, info, [vector], {})
        finally:
            interrupts.settle()
    if not summary.results:
        raise EngineDidNotStart("interrupted before the case was run")
    return summary.results[0]


def differences_of(result: CaseResult) -> tuple[str, ...]:
    """The lines ``verify`` prints for this result: none for a pass, the differences of a wrong
    answer, else the kind and the message (a crash, a timeout, skipped, errored, not run)."""
    if result.kind == "pass":
        return ()
    # split at "\n" only, as verify does; what is not printable is written as \uXXXX (a picture
    # is XML, which cannot carry control characters at all)
    lines = tuple(printable(line, keep="\t") for line in result.message.strip().split("\n") if line.strip())
    if result.kind == "wrong":
        return lines
    return (result.kind + (f" [{printable(result.reason, keep='')}]" if result.reason else ""), *lines)


def answer_of(vector: Vector, result: CaseResult) -> tuple[Outcome | None, tuple[str, ...]]:
    """The engine's answer as a picture needs it, and the differences: a pass answered the
    expected outcome; a wrong answer is the outcome it sent; any other result has no outcome
    (its panel says there is no picture) and says what happened instead."""
    if result.kind == "pass":
        return Outcome.of(vector.expected), ()
    if result.kind == "wrong":
        return Outcome.of(result.actual), differences_of(result)
    return Outcome(), differences_of(result)

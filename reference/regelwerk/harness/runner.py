"""The verify loop: every selected case through one engine, classified against the expected
outcome and the expectation file.

A case is a vector (one ``run`` command) or a golden playthrough (one ``run`` command per step,
each fed the recorded state before it; :mod:`.playthrough`).  Either gives one
:class:`CaseResult`.  Cases the handshake rules out (rule set, interpretation option or
capability not declared) are ``not-run`` and never sent.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Protocol

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.match import compare_outcomes
from regelwerk.harness import interrupts
from regelwerk.harness.cases import Case, display_path, is_board_free, needs, source_of
from regelwerk.harness.expect import Expectation
from regelwerk.harness.playthrough import Playthrough, Step
from regelwerk.harness.process import RunAborted
from regelwerk.harness.protocol import Answer, StartInfo
from regelwerk.odds.conformance import judge_distribution
from regelwerk.harness.results import (
    EXPECTED,
    NOT_RUN,
    OK,
    UNEXPECTED_FAILURE,
    UNEXPECTED_PASS,
    CaseResult,
    RunSummary,
)
from regelwerk.rulesets import RULESETS
from regelwerk.suite.vectors import Vector


class Engine(Protocol):
    restarts: int
    stop_problem: str | None

    def start(self) -> StartInfo: ...
    def run(self, seq: int, case_json: bytes) -> Answer: ...
    def stop(self) -> None: ...
    def abort(self) -> None: ...


def classify(vector: Vector, answer: Answer, info: StartInfo) -> tuple[str, str, str | None, str | None]:
    """(kind, message, reason, mismatch path) for one answer."""
    if getattr(vector, "projection", None) is not None or answer.kind == "distribution":
        return _judge_distribution(vector, answer, info)
    return _judge_answer(vector.ruleset, vector.expected, vector.expected_text, answer, info)


def _judge_distribution(vector: Vector, answer: Answer, info: StartInfo) -> tuple[str, str, str | None, str | None]:
    """A distribution vector's answer: a distribution, compared exactly or within the tolerance
    the handshake declared (:mod:`regelwerk.odds.conformance`); an outcome where a distribution
    is expected, or the other way round, is wrong."""
    if answer.kind not in ("outcome", "distribution"):
        return answer.kind, answer.message, answer.reason, None
    if vector.projection is None:
        return "wrong", "the engine answered a distribution to a case that asks for an outcome", "outcome-mismatch", "$"
    if answer.kind != "distribution":
        message = f"projection {vector.projection}: the engine answered an outcome; a distribution vector asks for a distribution"
        return "wrong", message, "outcome-mismatch", "$.distribution"
    try:
        mismatch = judge_distribution(vector.projection, vector.expected, answer.outcome, info.distribution_tolerance)
    except Exception as exc:  # noqa: BLE001 -- a harness bug must not cost the run its report
        return "errored", f"the harness could not compare the answer: {type(exc).__name__}: {exc}", "harness-error", None
    if mismatch is None:
        return "pass", "", None, None
    return "wrong", str(mismatch), "distribution-mismatch", mismatch.path


def _judge_answer(
    ruleset: str, expected: Json, expected_text: str, answer: Answer, info: StartInfo
) -> tuple[str, str, str | None, str | None]:
    if answer.kind != "outcome":
        return answer.kind, answer.message, answer.reason, None
    try:
        mismatch = compare_outcomes(RULESETS[ruleset], expected, answer.outcome, events=info.events, expected_text=expected_text)
    except Exception as exc:  # noqa: BLE001 -- a harness bug must not cost the run its report
        return "errored", f"the harness could not compare the answer: {type(exc).__name__}: {exc}", "harness-error", None
    if mismatch is None:
        return "pass", "", None, None
    return "wrong", str(mismatch), "outcome-mismatch", mismatch.path


def judge(kind: str, expectation: Expectation | None) -> str:
    if expectation is None:
        return OK if kind == "pass" else UNEXPECTED_FAILURE
    if kind == "pass":
        return UNEXPECTED_PASS
    return EXPECTED if kind == expectation.kind else UNEXPECTED_FAILURE


class CaseRunner:
    """Runs cases on one engine, numbering the ``run`` commands it sends (1, 2, 3, …)."""

    def __init__(self, engine: Engine, info: StartInfo, expectations: dict[str, Expectation]) -> None:
        self.engine = engine
        self.info = info
        self.expectations = expectations
        self.seq = 0
        self._run_vector = getattr(engine, "run_vector", None)  # optional: the in-process engine skips the JSON text

    def run(self, case: Case) -> CaseResult:
        expectation = self.expectations.get(case.id)
        not_supported = self.info.supports(case.ruleset, case.interpretations, needs(case), is_board_free(case))
        if not_supported:
            return CaseResult(
                case.id, case.ruleset, display_path(case.file), case.clauses, NOT_RUN, NOT_RUN,
                message=not_supported.message, reason=not_supported.reason, expected=case.expected, source=source_of(case),
                expected_kind=expectation.kind if expectation else None,
                expectation_reason=expectation.reason if expectation else None,
            )
        if isinstance(case, Playthrough):
            return self._run_playthrough(case, expectation)
        self.seq += 1
        started = time.perf_counter()
        answer = self._run_vector(self.seq, case) if self._run_vector else self.engine.run(self.seq, case.case_bytes)
        duration = time.perf_counter() - started
        kind, message, reason, path = classify(case, answer, self.info)
        return CaseResult(
            case.id,
            case.ruleset,
            display_path(case.file),
            case.clauses,
            kind,
            judge(kind, expectation),
            message=message,
            reason=reason,
            expected_kind=expectation.kind if expectation else None,
            expectation_reason=expectation.reason if expectation else None,
            actual=answer.outcome if kind == "wrong" else None,
            mismatch_path=path,
            stderr=answer.stderr,
            duration=duration,
            expected=case.expected,
            source=source_of(case),
        )

    def _run_playthrough(self, playthrough: Playthrough, expectation: Expectation | None) -> CaseResult:
        """Every step on the recorded state; a wrong step is counted and the next one still runs,
        anything else (a crash, a timeout, skipped, errored) ends the playthrough there."""
        started = time.perf_counter()
        first: tuple[Step, str, str, str | None, str | None, Answer] | None = None  # the first step that did not pass
        wrong_steps = 0
        for step in playthrough.steps:
            self.seq += 1
            answer = self.engine.run(self.seq, step.case_bytes)
            kind, message, reason, path = _judge_answer(playthrough.ruleset, step.expected, step.expected_text, answer, self.info)
            if kind == "pass":
                continue
            if kind == "wrong":
                wrong_steps += 1
            if first is None:
                first = (step, kind, message, reason, path, answer)
            if kind != "wrong":
                break
        duration = time.perf_counter() - started
        total = len(playthrough.steps)
        if first is None:
            failed_step: Step | None = None
            failed_answer: Answer | None = None
            kind, message, reason, path = "pass", "", None, None
        else:
            failed_step, kind, detail, reason, path, failed_answer = first
            action = _compact(failed_step.action)
            message = f"step {failed_step.number} of {total} ({action}): {detail}"
            if kind == "wrong":
                message += f"\n{wrong_steps} of {total} steps differ" if wrong_steps > 1 else f"\nonly step {failed_step.number} differs"
        return CaseResult(
            playthrough.id,
            playthrough.ruleset,
            display_path(playthrough.file),
            playthrough.clauses,
            kind,
            judge(kind, expectation),
            message=message,
            reason=reason,
            expected_kind=expectation.kind if expectation else None,
            expectation_reason=expectation.reason if expectation else None,
            actual=failed_answer.outcome if kind == "wrong" and failed_answer is not None else None,
            mismatch_path=path,
            stderr=failed_answer.stderr if failed_answer is not None else None,
            duration=duration,
            expected=failed_step.expected if failed_step is not None else playthrough.expected,
            source=source_of(playthrough),
            step=failed_step.number if failed_step is not None else None,
        )


def _compact(value: Json) -> str:
    text = dumps(value)
    return text if len(text) <= 120 else text[:117] + "..."


def run_vectors(
    engine: Engine,
    info: StartInfo,
    vectors: Sequence[Case],
    expectations: dict[str, Expectation],
    on_result: Callable[[CaseResult], None] | None = None,
) -> RunSummary:
    """Run the cases in order on one engine, then stop it.

    An interrupt (Ctrl-C, SIGTERM: :mod:`.interrupts`) while cases are left ends the run at
    once: the engine is killed (not asked to stop: a hung one would hold the run for the whole
    timeout), the case it was running is dropped, and the summary keeps the results so far and
    says ``interrupted``.  An interrupt while the engine is stopping, after every case ran,
    kills it too; the run is complete, and the summary says so, with the stop problem."""
    summary = RunSummary()
    runner = CaseRunner(engine, info, expectations)

    def every_case() -> None:
        for case in vectors:
            result = runner.run(case)
            summary.results.append(result)
            if on_result is not None:
                on_result(result)

    drive(engine, every_case, summary)
    return summary


def drive(engine: Engine, run_cases: Callable[[], None], summary: RunSummary) -> None:
    """``run_cases()``, then stop the engine; an interrupt (:mod:`.interrupts`) kills the engine
    instead and marks ``summary`` interrupted if cases were left (see :func:`run_vectors`).  The
    engine's stop problem and restarts go into ``summary``.  Every run of cases on one engine,
    the vectors' and the sampling's, ends through here."""
    ran_all = False
    try:
        run_cases()
        ran_all = True
        engine.stop()
        interrupts.settle()
    except (KeyboardInterrupt, RunAborted):
        interrupts.settle()
        engine.abort()
        engine.stop()  # after abort: closes what is left
        summary.interrupted = not ran_all
    summary.stop_problem = engine.stop_problem
    summary.restarts = engine.restarts

"""The verify loop: every selected vector through one engine, classified against the
expected outcome and the expectation file."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Protocol

from regelwerk.core.match import compare_outcomes
from regelwerk.harness.expect import Expectation
from regelwerk.harness.protocol import Answer, StartInfo
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


def classify(vector: Vector, answer: Answer, info: StartInfo) -> tuple[str, str, str | None, str | None]:
    """(kind, message, reason, mismatch path) for one answer."""
    if answer.kind != "outcome":
        return answer.kind, answer.message, answer.reason, None
    try:
        mismatch = compare_outcomes(
            RULESETS[vector.ruleset], vector.expected, answer.outcome, events=info.events, expected_text=vector.expected_text
        )
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


def run_vectors(
    engine: Engine,
    info: StartInfo,
    vectors: Sequence[Vector],
    expectations: dict[str, Expectation],
    on_result: Callable[[CaseResult], None] | None = None,
) -> RunSummary:
    summary = RunSummary()
    seq = 0
    run_vector = getattr(engine, "run_vector", None)  # optional: the in-process engine skips the JSON text
    try:
        for vector in vectors:
            expectation = expectations.get(vector.id)
            not_supported = info.supports(vector.ruleset, vector.interpretations)
            if not_supported:
                result = CaseResult(
                    vector.id, vector.ruleset, vector.file, vector.clauses, NOT_RUN, NOT_RUN, message=not_supported,
                    reason="interpretation" if "interpretation" in not_supported else "ruleset",
                )
            else:
                seq += 1
                started = time.perf_counter()
                answer = run_vector(seq, vector) if run_vector else engine.run(seq, vector.case_bytes)
                duration = time.perf_counter() - started
                kind, message, reason, path = classify(vector, answer, info)
                result = CaseResult(
                    vector.id,
                    vector.ruleset,
                    vector.file,
                    vector.clauses,
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
                )
            summary.results.append(result)
            if on_result is not None:
                on_result(result)
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        engine.stop()
        summary.stop_problem = engine.stop_problem
        summary.restarts = engine.restarts
    return summary

"""Result values of a verify run: one :class:`CaseResult` per vector, and their tally."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from regelwerk.core.canonical import Json

# The ways a run vector can fail, and the two non-failures.  ``does-not-fit``: a sampled case
# (or die) whose samples do not follow the exact distribution (``verify --samples``).
DOES_NOT_FIT = "does-not-fit"
KINDS = ("pass", "wrong", DOES_NOT_FIT, "skipped", "errored", "timeout", "crash")
FAILURE_KINDS = ("wrong", DOES_NOT_FIT, "skipped", "errored", "timeout", "crash")
NOT_RUN = "not-run"

# How a result stands against the expectation file.
OK, EXPECTED, UNEXPECTED_FAILURE, UNEXPECTED_PASS = "ok", "expected-failure", "unexpected-failure", "unexpected-pass"


@dataclass(frozen=True)
class CaseResult:
    id: str
    ruleset: str
    file: str
    clauses: tuple[str, ...]
    kind: str  # one of KINDS, or NOT_RUN
    status: str  # OK, EXPECTED, UNEXPECTED_FAILURE, UNEXPECTED_PASS, or NOT_RUN
    message: str = ""
    reason: str | None = None
    expected_kind: str | None = None
    expectation_reason: str | None = None
    actual: Json = None
    mismatch_path: str | None = None
    stderr: str | None = None
    duration: float = 0.0
    expected: Json = None  # the outcome the vector expects (of the failing step, for a playthrough)
    source: Json = None  # cases.source_of: the feature and line, the table and row, or the playthrough
    step: int | None = None  # a playthrough's failing step (1-based)
    fit: Json = None  # a sampled case's test (``verify --samples``): n, method, statistic, p_value, worst, verdict

    @property
    def failed(self) -> bool:
        return self.status in (UNEXPECTED_FAILURE, UNEXPECTED_PASS)

    def to_json(self) -> Json:
        out: Json = {
            "type": "case",
            "id": self.id,
            "ruleset": self.ruleset,
            "file": self.file,
            "clauses": list(self.clauses),
            "kind": self.kind,
            "status": self.status,
            "duration_ms": round(self.duration * 1000, 3),
        }
        for key in ("message", "reason", "expected_kind", "expectation_reason", "mismatch_path", "stderr", "source"):
            value = getattr(self, key)
            if value:
                out[key] = value
        if self.step is not None:
            out["step"] = self.step
        if self.expected is not None:
            out["expected"] = self.expected
        if self.actual is not None:
            out["actual"] = self.actual
        if self.fit is not None:
            out["fit"] = self.fit
        return out

    @classmethod
    def from_json(cls, line: Json) -> CaseResult:
        """A case line of an ndjson report (already valid against ``report.schema.json``)."""
        return cls(
            line["id"],
            line["ruleset"],
            line.get("file", ""),
            tuple(line["clauses"]),
            line["kind"],
            line["status"],
            message=line.get("message", ""),
            reason=line.get("reason"),
            expected_kind=line.get("expected_kind"),
            expectation_reason=line.get("expectation_reason"),
            actual=line.get("actual"),
            mismatch_path=line.get("mismatch_path"),
            stderr=line.get("stderr"),
            duration=line["duration_ms"] / 1000,
            expected=line.get("expected"),
            source=line.get("source"),
            step=line.get("step"),
            fit=line.get("fit"),
        )


@dataclass
class RunSummary:
    results: list[CaseResult] = field(default_factory=list)
    interrupted: bool = False
    stop_problem: str | None = None
    restarts: int = 0

    def counts(self) -> Counter[str]:
        tally: Counter[str] = Counter()
        for result in self.results:
            tally[result.kind] += 1
            if result.status != result.kind:  # not-run is both the kind and the status: count it once
                tally[result.status] += 1
        return tally

    @property
    def nothing_ran(self) -> bool:
        """No case ran: every case was ``not-run``, or there was none.  The run proved nothing,
        and that is never a success."""
        return all(r.kind == NOT_RUN for r in self.results)

    @property
    def failed(self) -> bool:
        """What the exit code, the footer and the verdict on the terminal say: an interrupted run,
        a run in which no case ran, or an unexpected result."""
        return self.interrupted or self.nothing_ran or any(r.failed for r in self.results)

    @property
    def exit_code(self) -> int:
        return 1 if self.failed else 0

    def counts_json(self) -> Json:
        tally = self.counts()
        return {
            "total": len(self.results),
            **{kind: tally.get(kind, 0) for kind in (*KINDS, NOT_RUN)},
            "expected_failures": tally.get(EXPECTED, 0),
            "unexpected_failures": tally.get(UNEXPECTED_FAILURE, 0),
            "unexpected_passes": tally.get(UNEXPECTED_PASS, 0),
        }

"""``regelwerk verify --samples N``: statistical conformance of an engine that rolls its own dice.

For each selected distribution vector the harness asks the engine for N outcomes of the case in
batches of at most :data:`~regelwerk.odds.sampling.MAX_BATCH` (``run`` commands whose case
carries ``samples``), computes the projection of every outcome itself with the reference
projection, and pools the faces of every die the engine reports by rule set and label.  When every
case has been sampled, each case is tested against its exact distribution and each die label
against the fair die (:mod:`regelwerk.odds.fit`), all tests of the run in one family under
Holm's correction (``docs/sampling.md``).  A case or die that does not fit is the result kind
``does-not-fit``.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from regelwerk.core.canonical import Json, dumps
from regelwerk.harness.cases import display_path, is_board_free, needs, source_of
from regelwerk.harness.expect import Expectation
from regelwerk.harness.protocol import DISTRIBUTIONS, SAMPLING, Answer, StartInfo
from regelwerk.harness.results import DOES_NOT_FIT, NOT_RUN, CaseResult, RunSummary
from regelwerk.harness.runner import Engine, drive, judge
from regelwerk.odds.distribution import Distribution
from regelwerk.odds.fit import Cell, Fit, fit, tally, uniform_die
from regelwerk.odds.fit import judge as judge_fits
from regelwerk.odds.projections import Projection
from regelwerk.odds.sampling import UnreadableSample, batches, faces_of, project_sample
from regelwerk.rulesets import RULESETS
from regelwerk.suite.vectors import Vector

ALPHA_FAMILY = 0.01
"""The family-wise false-alarm rate of a whole run (``docs/sampling.md``, "The chosen numbers")."""

DEFAULT_SAMPLES = 2_000
"""Samples per case when ``--samples`` is given without a number (``docs/sampling.md``)."""

PER_GROUP = 6
"""The default case set: at most this many distribution vectors per rule set and projection."""

DICE_ID = "wuerfel"  # the id of a die label's test: <rule set>/wuerfel/<label>


@dataclass(frozen=True)
class Plan:
    """How a sampling run samples: ``per_case`` outcomes of each case, the family-wise
    false-alarm rate, and the seed sent to the engine (``None``: none sent)."""

    per_case: int
    alpha_family: float = ALPHA_FAMILY
    seed: int | None = None

    def to_json(self, tests: int) -> Json:
        return {"per_case": self.per_case, "alpha_family": self.alpha_family, "seed": self.seed, "tests": tests}


def default_cases(cases: Sequence[Vector]) -> list[Vector]:
    """The default case set of ``--samples``: per rule set and projection, at most
    :data:`PER_GROUP` distribution vectors spread evenly over the group in file order (the
    first, the last and those between)."""
    groups: dict[tuple[str, str], list[Vector]] = {}
    for case in cases:
        if case.projection is not None:
            groups.setdefault((case.ruleset, case.projection), []).append(case)
    chosen: set[str] = set()
    for members in groups.values():
        if len(members) <= PER_GROUP:
            chosen.update(c.id for c in members)
        else:
            step = (len(members) - 1) / (PER_GROUP - 1)
            chosen.update(members[round(i * step)].id for i in range(PER_GROUP))
    return [c for c in cases if c.id in chosen]


def request(case: Vector, count: int, seed: int | None) -> bytes:
    """The ``case`` of a sampling request: the vector's input without its projection, with
    ``samples`` (``count`` and, when the run has one, a ``seed``)."""
    body = {k: v for k, v in case.case.items() if k not in ("projection", "then")}
    samples: dict[str, Json] = {"count": count}
    if seed is not None:
        samples["seed"] = seed
    return json.dumps({"ruleset": case.ruleset, **body, "samples": samples}, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def batch_seed(seed: int | None, seq: int) -> int | None:
    """The seed of one batch: the run's seed and the batch's ``seq`` mixed (``None`` without a seed)."""
    return None if seed is None else (seed * 1_000_003 + seq) % (2**63)


@dataclass(frozen=True)
class Failure:
    """Why a case's samples could not be tested: the result kind, message, reason, stderr."""

    kind: str
    message: str
    reason: str | None
    stderr: str | None = None


@dataclass(frozen=True)
class Collected:
    """What the engine gave for one case: the projected values, the faces by label, or the
    failure that ended its sampling."""

    case: Vector
    values: tuple[Json, ...]
    faces: Mapping[str, tuple[object, ...]]
    failure: Failure | None
    duration: float


def read_batch(answer: Answer, count: int, projection: Projection, case: Vector) -> tuple[list[Json], dict[str, list[object]]] | Failure:
    """The projected values and faces of one answered batch, or why it cannot be used."""
    if answer.kind != "samples":
        if answer.kind in ("outcome", "distribution"):
            return Failure("wrong", f"the engine answered {answer.kind}; a sampling request asks for samples", "invalid-sample")
        return Failure(answer.kind, answer.message, answer.reason, answer.stderr)
    samples = answer.outcome
    if not isinstance(samples, list) or len(samples) != count:
        got = len(samples) if isinstance(samples, list) else 0
        return Failure("wrong", f"asked for {count} samples, the engine answered {got}", "sample-count")
    labels = RULESETS[case.ruleset].dice_labels
    values: list[Json] = []
    faces: dict[str, list[object]] = {}
    for index, sample in enumerate(samples):
        try:
            if not isinstance(sample, dict) or "outcome" not in sample:
                raise UnreadableSample("a sample is an object with an outcome")
            values.append(project_sample(projection, {"ruleset": case.ruleset, **case.case}, sample["outcome"]))
            for label, rolled in faces_of(labels, sample.get("dice"), case.case.get("dice")).items():
                faces.setdefault(label, []).extend(rolled)
        except UnreadableSample as exc:
            return Failure("wrong", f"sample {index + 1} of {count}: {exc}", "invalid-sample")
    return values, faces


def collect(engine: Engine, next_seq: Callable[[], int], case: Vector, plan: Plan, projection: Projection) -> Collected:
    """Sample one case in batches; the first batch that cannot be used ends it."""
    started = time.perf_counter()
    values: list[Json] = []
    faces: dict[str, list[object]] = {}
    for count in batches(plan.per_case):
        seq = next_seq()
        answer = engine.run(seq, request(case, count, batch_seed(plan.seed, seq)))
        read = read_batch(answer, count, projection, case)
        if isinstance(read, Failure):
            return Collected(case, (), {}, read, time.perf_counter() - started)
        values.extend(read[0])
        for label, rolled in read[1].items():
            faces.setdefault(label, []).extend(rolled)
    return Collected(case, tuple(values), {k: tuple(v) for k, v in faces.items()}, None, time.perf_counter() - started)


# --- judging the run ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Test:
    """One test of the family: a case or a die label, its fit, and where it belongs."""

    id: str
    ruleset: str
    fit: Fit
    projection: str | None = None
    label: str | None = None
    sides: int = 0
    collected: Collected | None = None


def face_tests(collected: Sequence[Collected]) -> list[Test]:
    """The faces of every die reported in the run, pooled by rule set and label, each tested
    against the fair die (a face that is not one of 1..sides is impossible)."""
    pooled: dict[tuple[str, str], list[object]] = {}
    for item in collected:
        for label, faces in item.faces.items():
            pooled.setdefault((item.case.ruleset, label), []).extend(faces)
    tests = []
    for (ruleset, label), rolled in sorted(pooled.items()):
        sides = RULESETS[ruleset].dice_labels[label].faces
        tests.append(Test(f"{ruleset}/{DICE_ID}/{label}", ruleset, fit(uniform_die(sides), tally(rolled)), label=label, sides=sides))
    return tests


def tests_of(collected: Sequence[Collected]) -> list[Test]:
    """The family of a run: every case sampled without failure against its exact distribution,
    then the faces of every die label (:func:`face_tests`)."""
    sampled = [c for c in collected if c.failure is None]
    cases = [
        Test(c.case.id, c.case.ruleset, fit(Distribution.from_json(c.case.expected["distribution"]), tally(c.values)),
             projection=c.case.projection, collected=c)
        for c in sampled
    ]
    return cases + face_tests(sampled)


def holm_levels(fits: Sequence[Fit], alpha_family: float) -> tuple[float | None, ...]:
    """The level each test was compared with in Holm's procedure: ``alpha_family / (m - rank)``
    by its rank among the tests with power (``None`` for a test without power)."""
    tested = [i for i, f in enumerate(fits) if f.method != "no-power"]
    order = sorted(tested, key=lambda i: (fits[i].p_value, i))
    levels: list[float | None] = [None] * len(fits)
    for rank, index in enumerate(order):
        levels[index] = alpha_family / (len(order) - rank)
    return tuple(levels)


def _values_text(cell: Cell) -> str:
    return ", ".join(dumps(v) for v in cell.values)


def worst_text(f: Fit) -> str:
    """The worst value: observed against expected, with the residual."""
    if f.impossible:
        shown = "; ".join(f"{dumps(v)} observed {c} times" for v, c in f.impossible[:5])
        return f"impossible value(s): {shown} (probability 0)"
    cell = f.worst
    if cell is None or f.n == 0:
        return "no samples"
    which = "value" if len(cell.values) == 1 else "values"
    return (
        f"worst {which} {_values_text(cell)}: observed {cell.observed} ({100 * cell.observed / f.n:.2f} %), "
        f"expected {cell.expected:.1f} ({100 * float(cell.probability):.2f} %), residual {cell.residual:+.2f}"
    )


def fit_json(test: Test, verdict: str, level: float | None) -> Json:
    """The ``fit`` of a report line."""
    f = test.fit
    out: dict[str, Json] = {
        "n": f.n, "method": f.method, "statistic": f.statistic, "df": f.df, "p_value": f.p_value,
        "level": level, "verdict": verdict,
        "worst": None if f.worst is None else {
            "values": list(f.worst.values), "expected": f.worst.expected, "observed": f.worst.observed,
            "probability": float(f.worst.probability), "residual": f.worst.residual,
        },
    }
    if test.projection is not None:
        out["projection"] = test.projection
    if test.label is not None:
        out["label"] = test.label
    if f.impossible:
        out["impossible"] = [{"value": v, "count": c} for v, c in f.impossible]
    if f.asymptotic_only:
        out["asymptotic_only"] = True
    return out


def message_of(test: Test, verdict: str, level: float | None) -> str:
    """One line on the test: what was tested, N, the method, statistic and p-value against its
    Holm level, then the worst value."""
    f = test.fit
    what = f"projection {test.projection}" if test.projection else f"die {test.label} (W{test.sides}, every face 1/{test.sides})"
    if f.method == "no-power":
        return f"{what}: N = {f.n}, no power (one value or no samples): cannot pass or fail"
    stat = f", G = {f.statistic:.2f} (df {f.df})" if f.statistic is not None else ""
    compared = "≤" if verdict == DOES_NOT_FIT else ">"
    level_text = f" {compared} Holm level {level:.3g}" if level is not None else ""
    return f"{what}: N = {f.n}, {f.method}{stat}, p = {f.p_value:.3g}{level_text}; {worst_text(f)}"


def results_of(tests: Sequence[Test], plan: Plan, expectations: Mapping[str, Expectation]) -> list[CaseResult]:
    """Every test of the run judged together (Holm over the tests with power)."""
    fits = [t.fit for t in tests]
    verdicts = judge_fits(fits, plan.alpha_family)
    levels = holm_levels(fits, plan.alpha_family)
    results = []
    for test, verdict, level in zip(tests, verdicts, levels):
        kind = DOES_NOT_FIT if verdict == "does-not-fit" else "pass"
        expectation = expectations.get(test.id)
        item = test.collected
        results.append(CaseResult(
            test.id, test.ruleset, display_path(item.case.file) if item else "", item.case.clauses if item else (), kind,
            judge(kind, expectation), message=message_of(test, verdict, level),
            reason=None if kind != DOES_NOT_FIT else ("distribution-does-not-fit" if item else "faces-do-not-fit"),
            expected_kind=expectation.kind if expectation else None,
            expectation_reason=expectation.reason if expectation else None,
            duration=item.duration if item else 0.0, expected=item.case.expected if item and kind == DOES_NOT_FIT else None,
            source=source_of(item.case) if item else {"file": f"{test.ruleset} dice"}, fit=fit_json(test, verdict, level),
        ))
    return results


def _failed(item: Collected, expectations: Mapping[str, Expectation]) -> CaseResult:
    failure = item.failure
    assert failure is not None
    case = item.case
    expectation = expectations.get(case.id)
    return CaseResult(
        case.id, case.ruleset, display_path(case.file), case.clauses, failure.kind, judge(failure.kind, expectation),
        message=failure.message, reason=failure.reason, expected_kind=expectation.kind if expectation else None,
        expectation_reason=expectation.reason if expectation else None, stderr=failure.stderr, duration=item.duration,
        source=source_of(case),
    )


class _Projections(Protocol):
    def __call__(self, case: Vector) -> Projection: ...


def _projection(case: Vector) -> Projection:
    from regelwerk.odds.engine import projection_named

    return projection_named(RULESETS[case.ruleset], {"ruleset": case.ruleset, **case.case}, case.projection)


def sampling_needs(case: Vector) -> frozenset[str]:
    """The capabilities a sampled case needs: ``sampling`` instead of ``distributions``."""
    return (needs(case) - {DISTRIBUTIONS}) | {SAMPLING}


@dataclass
class SamplingRun:
    """The collected samples of a run so far (kept for the benchmark and the tests)."""

    collected: list[Collected] = field(default_factory=list)
    tests: list[Test] = field(default_factory=list)


def run_sampling(
    engine: Engine, info: StartInfo, cases: Sequence[Vector], expectations: dict[str, Expectation], plan: Plan,
    on_result: Callable[[CaseResult], None] | None = None, projection_of: _Projections = _projection,
    record: SamplingRun | None = None,
) -> RunSummary:
    """Sample every case on one engine, stop it, then judge the whole run.  An interrupt ends
    the run as :func:`~regelwerk.harness.runner.run_vectors` does; the cases sampled so far are
    judged (``interrupted`` says the family was cut short)."""
    summary = RunSummary()
    record = record if record is not None else SamplingRun()
    not_run: list[CaseResult] = []
    failed: list[CaseResult] = []
    seq = 0

    def next_seq() -> int:
        nonlocal seq
        seq += 1
        return seq

    def every_case() -> None:
        for case in cases:
            missing = info.supports(case.ruleset, case.interpretations, sampling_needs(case), is_board_free(case))
            if missing is not None:
                expectation = expectations.get(case.id)
                result = CaseResult(
                    case.id, case.ruleset, display_path(case.file), case.clauses, NOT_RUN, NOT_RUN, message=missing.message,
                    reason=missing.reason, source=source_of(case), expected_kind=expectation.kind if expectation else None,
                )
                not_run.append(result)
            else:
                item = collect(engine, next_seq, case, plan, projection_of(case))
                record.collected.append(item)
                # for the progress bar only: the verdict comes when the whole run is judged
                result = _failed(item, expectations) if item.failure else CaseResult(case.id, case.ruleset, "", (), "pass", "ok")
                if item.failure:
                    failed.append(result)
            if on_result is not None:
                on_result(result)

    drive(engine, every_case, summary)
    record.tests = tests_of(record.collected)
    by_id = {r.id: r for r in (*results_of(record.tests, plan, expectations), *failed, *not_run)}
    order = [c.id for c in cases] + [t.id for t in record.tests if t.collected is None]
    summary.results = [by_id[i] for i in order if i in by_id]
    return summary

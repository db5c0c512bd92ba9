"""The kill test: exactly what ``regelwerk verify --suite <rule set>`` checks with the built-in
engine, stopping at the first case that does not pass.

The cases are those ``verify`` selects and prepares (:mod:`regelwerk.harness.select`): every
vector of the rule set's vector files and tables, then every golden playthrough, each
playthrough step by step on its recorded state (:mod:`regelwerk.harness.playthrough`).  Each
answer of :class:`regelwerk.harness.reference.InProcessEngine` is judged as ``verify`` judges
it (``regelwerk.harness.runner``).  This module is the one place to change when ``verify``
checks something new.

A case that the reference engine no longer declares it can run (a mutant that renamed an
interpretation option makes ``verify`` report it as ``not-run``; so would a mutant that dropped
the capability ``rejects_malformed`` for the malformed-input vectors) kills the mutant too:
``verify`` tolerates ``not-run`` for ports that implement fewer options, but the reference
engine must run every case of its own suite.

The cases are loaded and the playthroughs rebuilt once, in the parent, by the unmutated engine,
and kept as plain data (bytes, JSON, strings): a worker re-imports every module that depends on
the mutant (the harness and suite modules among them), so an ``isinstance`` against a class
from before the fork would no longer hold there.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Sequence
from dataclasses import dataclass

# Imported again in every worker after the mutant is installed; their dependencies follow.
ENTRY_MODULES = ("regelwerk.harness.reference", "regelwerk.harness.runner")


@dataclass(frozen=True)
class Verdict:
    """``survived`` or ``killed``; a kill names the check that failed and how."""

    status: str
    check: str | None = None  # the case id that killed the mutant
    how: str | None = None  # verify's kind: wrong, errored, not-run
    detail: str = ""


@dataclass(frozen=True)
class Step:
    """One ``run`` command and the outcome ``verify`` expects for it (the fields
    ``regelwerk.harness.runner.classify`` reads)."""

    ruleset: str
    case_bytes: bytes
    expected: object
    expected_text: str
    projection: str | None = None  # a distribution vector's projection


@dataclass(frozen=True)
class Check:
    """One case of ``verify`` as plain data: a vector is one step, a playthrough one per move."""

    id: str
    ruleset: str
    interpretations: dict
    needs: frozenset  # capabilities the engine must declare (regelwerk.harness.cases.needs)
    steps: tuple[Step, ...]


def as_check(case) -> Check:
    """A prepared case of ``verify`` (a vector, a table row or a playthrough) as a :class:`Check`."""
    from regelwerk.harness.cases import needs

    if hasattr(case, "steps"):  # a prepared playthrough
        steps = tuple(Step(case.ruleset, s.case_bytes, s.expected, s.expected_text) for s in case.steps)
    else:
        steps = (Step(case.ruleset, case.case_bytes, case.expected, case.expected_text, case.projection),)
    return Check(case.id, case.ruleset, dict(case.interpretations), frozenset(needs(case)), steps)


class VectorKillTest:
    """The cases of one rule set, loaded once in the parent process and run in each worker
    against whatever modules are imported there."""

    def __init__(self, ruleset: str, cases: Sequence) -> None:
        self.ruleset = ruleset
        self.checks = [c if isinstance(c, Check) else as_check(c) for c in cases]

    @classmethod
    def load(cls, ruleset: str) -> VectorKillTest:
        """The cases ``regelwerk verify --suite <ruleset>`` runs, in its order, playthroughs prepared."""
        from regelwerk.harness.select import Filters, load_cases, prepare_cases, select, source_files

        cases = load_cases(source_files([], [ruleset]))
        return cls(ruleset, prepare_cases(select(cases, Filters(suites=(ruleset,)))))

    def __len__(self) -> int:
        return len(self.checks)

    def ids(self) -> list[str]:
        return [c.id for c in self.checks]

    def steps(self) -> int:
        """How many ``run`` commands one full pass sends (a playthrough sends one per move)."""
        return sum(len(c.steps) for c in self.checks)

    def entry_modules(self) -> tuple[str, ...]:
        return ENTRY_MODULES

    def run(self, order: Sequence[int], before_each=None, timings: list[float] | None = None) -> Verdict:
        """Run the cases at the indexes ``order`` until one does not pass.

        ``before_each(index)`` is called before each case (the worker arms its per-case timer
        there); ``timings``, if given, receives each case's duration in seconds.
        """
        reference = importlib.import_module("regelwerk.harness.reference")
        runner = importlib.import_module("regelwerk.harness.runner")
        engine = reference.InProcessEngine()
        info = engine.start()
        seq = 0
        for index in order:
            check = self.checks[index]
            if before_each is not None:
                before_each(index)
            started = time.perf_counter()
            not_supported = info.supports(check.ruleset, check.interpretations, check.needs)
            if not_supported:
                return Verdict("killed", check.id, "not-run", not_supported.message)
            for number, step in enumerate(check.steps, start=1):
                seq += 1
                answer = engine.run(seq, step.case_bytes)
                kind, message, _reason, _path = runner.classify(step, answer, info)
                if kind != "pass":
                    where = f"step {number}: " if len(check.steps) > 1 else ""
                    first_line = message.splitlines()[0] if message else ""
                    return Verdict("killed", check.id, kind, (where + first_line)[:300])
            if timings is not None:
                timings.append(time.perf_counter() - started)
        return Verdict("survived")

"""The kill test: the rule set's vectors through the reference engine in process, judged exactly
as ``regelwerk verify`` judges them (:class:`regelwerk.harness.reference.InProcessEngine`,
:func:`regelwerk.harness.runner.classify`), stopping at the first vector that does not pass.

A vector that the reference engine no longer declares it can run (a mutant that renamed an
interpretation option makes ``verify`` report it as ``not-run``) kills the mutant too:
``verify`` tolerates ``not-run`` for ports that implement fewer options, but the reference
engine must run every vector of its own suite.
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
    check: str | None = None  # the vector id that killed the mutant
    how: str | None = None  # verify's kind: wrong, errored, not-run
    detail: str = ""


class VectorKillTest:
    """The vectors of one rule set, loaded once in the parent process (data only: loading does
    not import the rule sets) and run in each worker against whatever modules are imported."""

    def __init__(self, ruleset: str, vectors: Sequence) -> None:
        self.ruleset = ruleset
        self.vectors = list(vectors)

    @classmethod
    def load(cls, ruleset: str) -> VectorKillTest:
        """The same vectors ``regelwerk verify --suite <ruleset>`` runs."""
        from regelwerk.suite.vectors import load_vectors

        return cls(ruleset, load_vectors([ruleset]))

    def __len__(self) -> int:
        return len(self.vectors)

    def ids(self) -> list[str]:
        return [v.id for v in self.vectors]

    def entry_modules(self) -> tuple[str, ...]:
        return ENTRY_MODULES

    def run(self, order: Sequence[int], before_each=None, timings: list[float] | None = None) -> Verdict:
        """Run the vectors at the indexes ``order`` until one does not pass.

        ``before_each(index)`` is called before each vector (the worker arms its per-vector
        timer there); ``timings``, if given, receives each vector's duration in seconds.
        """
        reference = importlib.import_module("regelwerk.harness.reference")
        runner = importlib.import_module("regelwerk.harness.runner")
        engine = reference.InProcessEngine()
        info = engine.start()
        for seq, index in enumerate(order, start=1):
            vector = self.vectors[index]
            if before_each is not None:
                before_each(index)
            started = time.perf_counter()
            not_supported = info.supports(vector.ruleset, vector.interpretations)
            if not_supported:
                return Verdict("killed", vector.id, "not-run", not_supported)
            answer = engine.run(seq, vector.case_bytes)
            kind, message, _reason, _path = runner.classify(vector, answer, info)
            if timings is not None:
                timings.append(time.perf_counter() - started)
            if kind != "pass":
                return Verdict("killed", vector.id, kind, message.splitlines()[0][:300] if message else "")
        return Verdict("survived")

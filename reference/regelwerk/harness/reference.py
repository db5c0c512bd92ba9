"""The built-in reference engine: in process for ``regelwerk verify`` without ``--engine``,
and as a protocol engine on stdin/stdout for ``regelwerk serve``.

:class:`InProcessEngine` fulfils the runner's ``Engine`` protocol (``run(seq, case_json)``)
and adds one optional method, ``run_vector(seq, vector)``: the same answer, from the
vector's parsed case instead of its JSON text.  The runner uses it when an engine has it, so
``regelwerk verify`` in process neither writes nor reads JSON text per case.
"""

from __future__ import annotations

import json
import re
import sys
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, BinaryIO

from regelwerk import __version__
from regelwerk.core.canonical import Json, dumps
from regelwerk.core.ruleset import RuleSet, load_switches, run_case
from regelwerk.harness.protocol import PROTOCOL_VERSION, Answer, Implementation, StartInfo
from regelwerk.rulesets import RULESETS

if TYPE_CHECKING:
    from regelwerk.suite.vectors import Vector


def handshake() -> Json:
    """The start response.  The switches come from each rule set's register (what
    ``RuleSet.switches`` reads), so answering it imports no engine package: a process imports
    the engine of a rule set when the first case of it arrives (``RULESETS`` is lazy)."""
    return {
        "version": PROTOCOL_VERSION,
        "implementation": {
            "name": "regelwerk-reference",
            "version": __version__,
            "language": "python",
            "homepage": "https://regelwerk.example/",
        },
        "rulesets": {
            name: {"interpretations": {s.id: list(s.options) for s in load_switches(name)}} for name in sorted(RULESETS)
        },
        "events": True,
        "capabilities": {"rejects_malformed": True, "board_free_attacks": True, "distributions": True, "sampling": True},
    }


def answer_case(case: Json) -> Json:
    """The reference answer for a run message's ``case`` (which names its rule set): the outcome,
    or for a case that names a ``projection`` the exact distribution of that projection over
    every die the case leaves open (``docs/protocol.md``, "Distributions")."""
    ruleset = RULESETS.get(str(case.get("ruleset"))) if isinstance(case, dict) else None
    if ruleset is None:
        raise KeyError(f"unknown rule set {case.get('ruleset') if isinstance(case, dict) else case!r}")
    if "samples" in case:
        return {"samples": sample_answer(ruleset, case)}
    if "projection" in case:
        from regelwerk.odds.engine import odds, projection_named

        projection = projection_named(ruleset, case, str(case["projection"]))
        return {"distribution": odds(ruleset, case, projection).distribution.to_json()}
    return {"outcome": run_case(ruleset, case)}


def sample_answer(ruleset: RuleSet, case: Json) -> list[Json]:
    """The reference's answer to a sampling request (``case.samples``: ``count``, optional
    ``seed``): that many outcomes with the dice past the case's rolled by ``random.Random(seed)``
    (a fresh seed from the system without one), each with its dice record."""
    import random

    from regelwerk.odds.sampling import MAX_BATCH, sample_batch

    request = case["samples"]
    count = request.get("count") if isinstance(request, dict) else None
    if type(count) is not int or not 1 <= count <= MAX_BATCH:
        raise ValueError(f"samples.count must be an integer from 1 to {MAX_BATCH}")
    seed = request.get("seed")
    rng = random.Random(seed if type(seed) is int else None)
    inner = {k: v for k, v in case.items() if k != "samples"}
    return [sample.to_json() for sample in sample_batch(ruleset, inner, count, rng)]


class InProcessEngine:
    """The reference engine without a process boundary (the default of ``regelwerk verify``)."""

    def __init__(self) -> None:
        raw = handshake()
        self.info = StartInfo(
            Implementation(**raw["implementation"]),
            {name: {k: tuple(v) for k, v in s["interpretations"].items()} for name, s in raw["rulesets"].items()},
            raw["events"],
            raw,
        )
        self.stop_problem: str | None = None
        self.restarts = 0

    def start(self) -> StartInfo:
        return self.info

    def run(self, seq: int, case_json: bytes) -> Answer:
        return self._answer(lambda: json.loads(case_json))

    def run_vector(self, seq: int, vector: Vector) -> Answer:
        """What ``run(seq, vector.case_bytes)`` answers, without the JSON text in between (the
        engine is pure: it reads the vector's case and never changes it)."""
        return self._answer(lambda: {"ruleset": vector.ruleset, **vector.case})

    @staticmethod
    def _answer(read_case: Callable[[], Json]) -> Answer:
        try:
            answer = answer_case(read_case())
            kind = next(k for k in ("samples", "distribution", "outcome") if k in answer)
            return Answer(kind, outcome=answer[kind])
        except Exception as exc:  # noqa: BLE001 -- an engine bug is an errored answer, not a harness crash
            return Answer("errored", message=f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}")

    def stop(self) -> None:
        pass

    def abort(self) -> None:
        pass  # nothing to kill: an interrupt stops the in-process engine where it is


# The start of a run line as the harness writes it: the seq of a line that cannot be parsed.
_RUN_PREFIX = re.compile(rb'\s*\{\s*"cmd"\s*:\s*"run"\s*,\s*"seq"\s*:\s*(-?[0-9]{1,18})\s*[,}]')


def serve(stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> int:
    """Answer protocol messages on stdin/stdout until ``stop`` or end of input.

    A line that cannot be read (not JSON, not UTF-8, a number or a nesting Python cannot read)
    never ends the process: a ``run`` line whose ``seq`` can still be read at its start is
    answered ``errored`` (the harness gets an answer, not a timeout), any other is logged to
    stderr and skipped.  An answer that cannot be written (a seq or a case with half a
    surrogate pair) becomes an ``errored`` answer without the offending text."""
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout.buffer

    def send(message: Json) -> None:
        stdout.write(dumps(message).encode("utf-8") + b"\n")
        stdout.flush()

    def refuse(seq: Json, problem: str, trace: str | None = None) -> None:
        answers: list[Json] = [{"seq": seq, "errored": True, "message": problem}]
        if trace is not None:
            answers.insert(0, {**answers[0], "context": {"traceback": trace}})
        answers.append({"seq": seq, "errored": True, "message": ascii(problem)})  # text with half a surrogate pair
        for answer in answers:
            try:
                send(answer)
                return
            except (ValueError, TypeError, RecursionError):
                continue
        print(f"regelwerk serve: cannot answer (the seq cannot be written back): {ascii(problem)}", file=sys.stderr)

    for line in stdin:
        try:
            message = json.loads(line)
        except (ValueError, RecursionError) as exc:  # RecursionError: nested deeper than Python parses
            problem = "nested too deeply" if isinstance(exc, RecursionError) else "not JSON"
            found = _RUN_PREFIX.match(line)
            if found:
                refuse(int(found.group(1)), f"protocol error: the run command cannot be read ({problem})")
            else:
                print(f"regelwerk serve: ignoring a line that cannot be read ({problem}): {line[:80]!r}", file=sys.stderr)
            continue
        command = message.get("cmd") if isinstance(message, dict) else None
        if command == "start":
            send(handshake())
        elif command == "run":
            seq = message.get("seq")
            try:
                send({"seq": seq, **answer_case(message.get("case"))})
            except Exception as exc:  # noqa: BLE001 -- RecursionError included: a case nested too deeply to judge
                refuse(seq, f"{type(exc).__name__}: {exc}", traceback.format_exc())
        elif command == "stop":
            return 0
        else:
            print(f"regelwerk serve: unknown command {str(command)[:80]!r}", file=sys.stderr)
    return 0

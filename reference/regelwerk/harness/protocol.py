"""The harness protocol: JSON lines over the engine's stdin and stdout (``docs/protocol.md``).

Lifecycle and what can go wrong at each step (the classes below and in :mod:`.process`):

``start``  the harness sends ``{"cmd": "start", "version": 1, "suite_version": "0.5.0"}``; the engine answers with its
           implementation, the rule sets and interpretation options it implements, whether
           it emits events and, optionally, its capabilities.  A wrong ``version``, an answer that is not JSON or not a valid
           handshake, or no answer in time is a :class:`ProtocolViolation` / timeout.
``run``    ``{"cmd": "run", "seq": N, "case": {...}}``; the engine answers with the same
           ``seq`` and exactly one of ``outcome``, ``skipped`` or ``errored``.
``stop``   ``{"cmd": "stop"}``; the engine exits with status 0 and answers nothing.

One line is one message: UTF-8 JSON without a raw newline inside, ending in ``\\n``.  The engine
writes nothing else to stdout; logs go to stderr.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property

from regelwerk.core import schemas
from regelwerk.core.canonical import Json, loads
from regelwerk.odds.conformance import tolerance_problem

PROTOCOL_VERSION = 1

STOP = (json.dumps({"cmd": "stop"}) + "\n").encode()


def start_message() -> Json:
    """The ``start`` command: the protocol version, and the version of the suite whose vectors
    the harness sends (``features/suite.yaml``; informational, an engine may log or ignore it)."""
    from regelwerk.suite.version import suite_version

    return {"cmd": "start", "version": PROTOCOL_VERSION, "suite_version": suite_version()}


def run_message(seq: int, case_json: bytes) -> bytes:
    """The ``run`` line for a case already serialised as compact JSON."""
    return b'{"cmd":"run","seq":%d,"case":%s}\n' % (seq, case_json)


class ProtocolViolation(Exception):
    """The engine broke the protocol; ``reason`` is a stable kebab-case code for reports."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


SHOWN_LINE = 200  # characters of an offending line quoted in a protocol violation


def quoted_line(line: bytes, limit: int = SHOWN_LINE) -> str:
    """The line an engine sent, as a Python-style literal of at most ``limit`` characters (bytes
    that are not UTF-8 as ``\\xNN``); whoever prints it still escapes it for its medium."""
    text = line.rstrip(b"\n").decode("utf-8", "backslashreplace")
    return repr(text if len(text) <= limit else text[: limit - 3] + "...")


def with_line(exc: ProtocolViolation, line: bytes) -> ProtocolViolation:
    """``exc`` with the line the engine actually sent appended, so that the message alone says
    what was wrong (a ``not-json`` message quotes the line already)."""
    if exc.reason == "not-json":
        return exc
    return ProtocolViolation(exc.reason, f"{exc.message}; the engine sent {quoted_line(line)}")


@dataclass(frozen=True)
class Implementation:
    name: str
    version: str | None = None
    language: str | None = None
    homepage: str | None = None

    def to_json(self) -> Json:
        return {k: v for k, v in self.__dict__.items() if v is not None}


# Optional abilities an engine declares in its handshake (``"capabilities": {NAME: true}``),
# each with what the summary says about the vectors that need it when it is not declared; for
# ``board_free_only``, a declaration of scope, what it says about every other case when it is.
REJECTS_MALFORMED = "rejects_malformed"
BOARD_FREE = "board_free_attacks"  # resolves the board-free attack cases of dice calculators (docs/protocol.md)
BOARD_FREE_ONLY = "board_free_only"  # resolves nothing else (and so declares board_free_attacks too)
DISTRIBUTIONS = "distributions"  # answers distribution vectors with an exact distribution (docs/protocol.md)
SAMPLING = "sampling"  # answers a run command with case.samples with sampled outcomes (docs/protocol.md, "Sampling")
CAPABILITIES = {
    REJECTS_MALFORMED: "the engine does not reject malformed input",
    BOARD_FREE: "the engine does not resolve board-free attack cases",
    BOARD_FREE_ONLY: "the engine resolves only board-free attack cases",
    DISTRIBUTIONS: "the engine does not answer distribution vectors",
    SAMPLING: "the engine does not sample outcomes with its own dice",
}


@dataclass(frozen=True)
class NotSupported:
    """Why a vector is not run: ``reason`` is ``ruleset``, ``interpretation`` or ``capability``."""

    reason: str
    message: str


@dataclass(frozen=True)
class StartInfo:
    """What an engine declared in its handshake."""

    implementation: Implementation
    rulesets: dict[str, dict[str, tuple[str, ...]]]  # rule set -> switch id -> options implemented
    events: bool
    raw: Json = field(default=None, compare=False)

    @cached_property
    def _implied(self) -> frozenset[str]:
        """Capabilities a declared one implies: ``board_free_only`` implies ``board_free_attacks``."""
        return frozenset({BOARD_FREE}) if BOARD_FREE_ONLY in self.capabilities else frozenset()

    @cached_property
    def capabilities(self) -> frozenset[str]:
        """The capabilities the handshake declares ``true`` (:func:`parse_start` checked their form)."""
        declared = self.raw.get("capabilities") if isinstance(self.raw, dict) else None
        return frozenset(k for k, v in declared.items() if v is True) if isinstance(declared, dict) else frozenset()

    @cached_property
    def distribution_tolerance(self) -> float | None:
        """How far a distribution's probabilities may be off (``None``: exact fractions;
        :func:`parse_start` checked the value)."""
        declared = self.raw.get("distribution_tolerance") if isinstance(self.raw, dict) else None
        return float(declared) if isinstance(declared, (int, float)) and not isinstance(declared, bool) else None

    def supports(
        self, ruleset: str, interpretations: dict[str, str], needs: frozenset[str] = frozenset(), board_free: bool = False
    ) -> NotSupported | None:
        """``None`` if a vector of this rule set, with these interpretations and needing these
        capabilities, can run; else why not.  ``board_free``: the case is a board-free attack case
        (an engine that declares ``board_free_only`` runs no other)."""
        if BOARD_FREE_ONLY in self.capabilities and not board_free:
            return NotSupported("capability", CAPABILITIES[BOARD_FREE_ONLY])
        if ruleset not in self.rulesets:
            return NotSupported("ruleset", f"the engine does not implement rule set {ruleset}")
        if interpretations:  # most vectors pin none: skip the work
            declared = self.rulesets[ruleset]
            missing = [f"{k}={v}" for k, v in sorted(interpretations.items()) if v not in declared.get(k, ())]
            if missing:
                return NotSupported("interpretation", f"interpretation not declared: {', '.join(missing)}")
        lacking = sorted(needs - self.capabilities - self._implied) if needs else None
        if lacking:
            return NotSupported("capability", "; ".join(CAPABILITIES.get(c, f"capability {c} not declared") for c in lacking))
        return None


def validate(schema: str, message: Json, what: str) -> None:
    """``--strict``: check one message against ``schemas/protocol/<schema>``."""
    error = schemas.first_error(f"protocol/{schema}", message)
    if error is not None:
        detail = error.message if len(error.message) <= 300 else error.message[:297] + "..."
        raise ProtocolViolation("invalid-message", f"{what} does not match protocol/{schema} at {error.json_path}: {detail}")


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def parse_line(line: bytes, what: str) -> Json:
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ProtocolViolation("non-utf8", f"{what} is not UTF-8 (byte {exc.start}: {line[exc.start:exc.start + 1]!r})") from None
    try:
        message = loads(text)  # not json.loads: NaN and Infinity are not JSON (core/canonical.py)
    except (ValueError, RecursionError) as exc:  # also valid JSON Python refuses: 5000-digit numbers, deep nesting
        shown = text if len(text) <= 120 else text[:117] + "..."
        if isinstance(exc, json.JSONDecodeError):
            raise ProtocolViolation("not-json", f"{what} is not JSON ({exc.msg}): {shown!r}") from None
        raise ProtocolViolation("not-json", f"{what} cannot be read as JSON ({str(exc)[:120]}): {shown!r}") from None
    if _SURROGATE_ESCAPE.search(text):
        try:  # an escaped half of a surrogate pair decodes to a string that UTF-8 cannot encode
            json.dumps(message, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ProtocolViolation(
                "non-utf8", f"{what} is not UTF-8 text: it escapes half a surrogate pair ({exc.object[exc.start]!r})"
            ) from None
    return message


def is_integer(value: object) -> bool:
    """A JSON integer on the wire: an ``int``, never a boolean (``true`` is not ``1``) and never a
    number written with a fraction or an exponent (``1.0`` is not ``1``), with or without ``--strict``."""
    return type(value) is int


def parse_start(message: Json) -> StartInfo:
    if not isinstance(message, dict):
        raise ProtocolViolation("invalid-message", "the start answer is not a JSON object")
    version = message.get("version")
    if not is_integer(version) or version != PROTOCOL_VERSION:
        raise ProtocolViolation(
            "protocol-version",
            f"the engine speaks protocol version {json.dumps(version, ensure_ascii=True)[:80]}; this harness speaks {PROTOCOL_VERSION}",
        )
    implementation = message.get("implementation")
    if not isinstance(implementation, dict) or not isinstance(implementation.get("name"), str) or not implementation["name"]:
        raise ProtocolViolation("invalid-message", "the start answer needs a non-empty implementation.name")
    rulesets = message.get("rulesets")
    if not isinstance(rulesets, dict) or not rulesets:
        raise ProtocolViolation("invalid-message", "the start answer needs a non-empty rulesets object")
    declared: dict[str, dict[str, tuple[str, ...]]] = {}
    for name, support in rulesets.items():
        switches = support.get("interpretations", {}) if isinstance(support, dict) else None
        if not isinstance(switches, dict) or not all(
            isinstance(v, list) and v and len(set(v)) == len(v) and all(isinstance(o, str) for o in v)
            for v in switches.values()
        ):
            raise ProtocolViolation("invalid-message", f"rulesets.{name}.interpretations must map switch ids to non-empty lists of distinct options")
        declared[name] = {k: tuple(v) for k, v in switches.items()}
    events = message.get("events", False)
    if not isinstance(events, bool):
        raise ProtocolViolation("invalid-message", "events must be true or false")
    capabilities = message.get("capabilities", {})
    if not isinstance(capabilities, dict) or not all(isinstance(v, bool) for v in capabilities.values()):
        raise ProtocolViolation("invalid-message", "capabilities must map capability names to true or false")
    if "distribution_tolerance" in message:
        problem = tolerance_problem(message["distribution_tolerance"])
        if problem is not None:
            raise ProtocolViolation("invalid-message", problem)
    known = {k: implementation.get(k) for k in ("name", "version", "language", "homepage")}
    return StartInfo(Implementation(**{k: v for k, v in known.items() if isinstance(v, str)}), declared, events, message)


@dataclass(frozen=True)
class Answer:
    """What came back for one case. ``kind`` is one of the five result kinds or ``outcome``."""

    kind: str  # outcome | distribution | samples | skipped | errored | timeout | crash
    outcome: Json = None  # the outcome, for ``distribution`` the list of {value, p}, for ``samples`` the list of samples
    message: str = ""
    reason: str | None = None
    stderr: str | None = None


def parse_run_answer(message: Json, seq: int) -> Answer:
    if not isinstance(message, dict):
        raise ProtocolViolation("invalid-message", "a run answer is a JSON object")
    answered = message.get("seq")
    if not is_integer(answered) or answered != seq:
        shown = json.dumps(answered, ensure_ascii=True)[:80] if "seq" in message else "no seq"
        raise ProtocolViolation("wrong-seq", f"answer carries seq {shown}, expected {seq}")
    if "outcome" in message:
        return Answer("outcome", outcome=message["outcome"])
    if "distribution" in message:
        return Answer("distribution", outcome=message["distribution"])
    if "samples" in message:
        if not isinstance(message["samples"], list):
            raise ProtocolViolation("invalid-message", "samples must be a list of {outcome, dice?} objects")
        return Answer("samples", outcome=message["samples"])
    if message.get("skipped") is True:
        return Answer("skipped", message=str(message.get("message", "")))
    if message.get("errored") is True:
        context = message.get("context")
        text = str(message.get("message", ""))
        if isinstance(context, dict) and context.get("traceback"):
            text += "\n" + str(context["traceback"])
        return Answer("errored", message=text.strip())
    raise ProtocolViolation("invalid-message", "a run answer has outcome, distribution, samples, skipped: true or errored: true")

"""Typed errors, by layer.

An engine answers every case with an *outcome*; a refusal is a :class:`Rejection` of one of
three kinds, each raised inside the engine as its own exception class:

``malformed``  (:class:`MalformedInput`)
    The input is not a well-formed case: schema-invalid JSON, a reference to a unit that does
    not exist, an impossible position (two units on one tile, a unit on no tile), an unknown
    interpretation or dice label.  Nothing about the rules is decided.
``illegal``    (:class:`IllegalAction`)
    The input is well formed but the rules forbid the action.  Carries the stable ``code``
    and the id of the ``clause`` that forbids it.
``dice``       (:class:`DiceError`)
    The dice supplied do not fit the procedure: a label ran out (``CORE.DICE.MISSING``) or
    dice were left over after a successful resolution (``CORE.DICE.UNUSED``).

Everything outside a single case (a vector file that cannot be read, a broken expectation
file, an engine that breaks the protocol) has its own classes in :mod:`regelwerk.suite` and
:mod:`regelwerk.harness`; :class:`SuiteDataError` below is the one shared by both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeVar

from regelwerk.core.canonical import Json

RejectionKind = Literal["malformed", "illegal", "dice"]

T = TypeVar("T")


def present(value: T | None, what: str) -> T:
    """``value``, which the position guarantees where the rules read it (a rule set's
    ``position_problems`` rejects a state without it): its absence is an engine defect, never an
    answer to a case.  For the type checker, which cannot know the position's invariants."""
    if value is None:
        raise AssertionError(f"{what} is missing, which the position checks exclude")
    return value


@dataclass(frozen=True)
class Rejection:
    """Why an engine refused a case; the ``rejected`` half of an outcome."""

    kind: RejectionKind
    code: str
    message: str
    clause: str | None = None
    label: str | None = None
    path: str | None = None

    def to_json(self) -> Json:
        out: dict[str, Json] = {"kind": self.kind, "code": self.code, "message": self.message}
        if self.clause is not None:
            out["clause"] = self.clause
        if self.label is not None:
            out["label"] = self.label
        if self.path is not None:
            out["path"] = self.path
        return out


class EngineRejection(Exception):
    """Base of the three rejection exceptions; ``rejection`` is the value that goes on the wire."""

    rejection: Rejection

    def __init__(self, rejection: Rejection) -> None:
        super().__init__(f"{rejection.code}: {rejection.message}")
        self.rejection = rejection


class MalformedInput(EngineRejection):
    def __init__(self, code: str, message: str, path: str | None = None) -> None:
        super().__init__(Rejection(kind="malformed", code=code, message=message, path=path))


class IllegalAction(EngineRejection):
    def __init__(self, code: str, clause: str, message: str) -> None:
        super().__init__(Rejection(kind="illegal", code=code, message=message, clause=clause))


class DiceError(EngineRejection):
    def __init__(self, code: str, label: str, message: str) -> None:
        super().__init__(Rejection(kind="dice", code=code, message=message, label=label))


@dataclass(frozen=True)
class Problem:
    """One impossibility of a state (a rule set's ``position_problems``): the stable code, what
    is wrong, and where (a JSON path).  A state is possible when it has none; ``parse_state``
    raises the first as :class:`MalformedInput`."""

    code: str
    message: str
    path: str

    def error(self) -> MalformedInput:
        return MalformedInput(self.code, self.message, self.path)


@dataclass(frozen=True)
class ErrorCode:
    """A code an engine can reject a case with, declared as data (a rule set's ``ERROR_CODES``,
    the core's :data:`CORE_ERROR_CODES`): the code, the kind of rejection, the clauses an
    ``illegal`` rejection with it cites, and a one-line meaning.

    ``regelwerk check`` fails when the engine can raise a code nobody declared, and when a declared
    code occurs in no vector of its rule set.  ``unfit_for_vectors`` says why a code cannot occur
    in a vector at all (the vector format itself excludes the input that leads to it); such a code
    is exempt from the second rule and is tested where the input can occur.
    """

    code: str
    kind: RejectionKind
    clauses: tuple[str, ...]
    meaning: str
    unfit_for_vectors: str | None = None


def _core(code: str, kind: RejectionKind, meaning: str, unfit_for_vectors: str | None = None) -> ErrorCode:
    return ErrorCode(code, kind, (), meaning, unfit_for_vectors)


_NO_UNKNOWN_SWITCHES = "a vector names only switches and options of its rule set's register (the loader refuses others)"

# The codes of the core, shared by every rule set (docs/matching.md: the order of the checks).
CORE_ERROR_CODES: tuple[ErrorCode, ...] = (
    _core("CORE.SCHEMA", "malformed", "the state or the action is not valid against the rule set's schema, or the case is no object"),
    _core("CORE.DICE.MALFORMED", "malformed", "the dice are not an object of label to list",
          "the vector schema demands dice as an object of label to list"),
    _core("CORE.DICE.UNKNOWN_LABEL", "malformed", "a dice label the rule set does not have"),
    _core("CORE.DICE.OUT_OF_RANGE", "malformed", "a die outside 1 to its faces, or a draw of something the label cannot draw"),
    _core("CORE.INTERPRETATION.MALFORMED", "malformed", "the interpretations are not an object", _NO_UNKNOWN_SWITCHES),
    _core("CORE.INTERPRETATION.UNKNOWN", "malformed", "a switch the rule set does not have", _NO_UNKNOWN_SWITCHES),
    _core("CORE.INTERPRETATION.UNKNOWN_OPTION", "malformed", "an option the switch does not have", _NO_UNKNOWN_SWITCHES),
    _core("CORE.DICE.MISSING", "dice", "a procedure needs a die its label's queue no longer holds"),
    _core("CORE.DICE.UNUSED", "dice", "dice are left over after a legal action or an answered question (the first such label in sorted order is named)"),
)


class SuiteDataError(Exception):
    """Suite data (a vector file, a catalog, an expectation file) cannot be used.

    Names the file, the vector id when there is one, and the JSON path inside the file, so the
    user can go straight to the spot.  The CLI turns it into exit code 2.  (Not a frozen
    dataclass: Python sets ``__traceback__`` and friends on exceptions as they propagate.)
    """

    def __init__(self, file: str, message: str, vector_id: str | None = None, json_path: str | None = None) -> None:
        super().__init__(file, message, vector_id, json_path)
        self.file = file
        self.message = message
        self.vector_id = vector_id
        self.json_path = json_path

    def __str__(self) -> str:
        where = self.file
        if self.vector_id:
            where += f" [vector {self.vector_id}]"
        if self.json_path:
            where += f" at {self.json_path}"
        return f"{where}: {self.message}"


class RefusedFile(SuiteDataError):
    """A file the suite will not read, or whose content it will not use: it lies outside the data
    folder (a symbolic link that leaves it), it is not a regular file (a FIFO, a device, a
    socket), it is larger than a data file may be, or its YAML aliases expand past the bound
    (:mod:`regelwerk.core.reading`, :mod:`regelwerk.core.bounded`).  Never a finding about the
    suite: ``check`` and ``fill``, which report other unreadable files as problems of the suite,
    let it through, and every command exits 2 with its message.  The message names the path and
    what is wrong with it, never the content."""

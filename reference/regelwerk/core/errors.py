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
from typing import Literal

from regelwerk.core.canonical import Json

RejectionKind = Literal["malformed", "illegal", "dice"]


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

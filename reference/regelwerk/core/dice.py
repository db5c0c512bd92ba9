"""Dice as labelled queues.

A case supplies its dice as a JSON object from label to a list of face values, for example
``{"gefahr": [2]}``.  Each procedure of a rule set documents which labels it reads and in
which order (see the rule set's ``dice`` module); the engine takes dice from the front of a
label's queue.  Running out is an error naming the label, and so is having dice left over once
an action has been resolved: a case that carries dice nobody reads is a defect in the case.

Two hooks serve the exact odds (:mod:`regelwerk.odds`, ``docs/odds.md``), which run the rules
with dice of their own choosing; for every other reader of the dice they change nothing:

* :meth:`DiceSupply.judged` takes dice and returns the rules' judgement of them (whether a save
  holds), :meth:`DiceSupply.counted` the sum of a number per die (how many hit, what a D3 shows):
  the rules go on with the judgement or the sum alone, so an enumeration rolls one representative
  per judgement or sum instead of every face;
* :meth:`DiceSupply.checkpoint` marks a point where what is left of the resolution depends on
  what happened so far only through the given key, so an enumeration works out what follows
  once per key.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from regelwerk.core.canonical import Json
from regelwerk.core.errors import DiceError, MalformedInput

Verdict = TypeVar("Verdict", bound=Hashable)


@dataclass(frozen=True)
class DiceLabel:
    """One labelled queue: its name, the faces of its die, and who reads it in which order.

    A die has ``faces`` numbered 1 to ``faces``.  A *draw* (a tile from a bag, say) has named
    outcomes instead: ``outcomes`` lists them, and the queue holds those names.
    """

    name: str
    faces: int
    read_by: str
    outcomes: tuple[str, ...] = ()

    def check_face(self, value: Json, path: str) -> int | str:
        if self.outcomes:
            if value not in self.outcomes:
                raise MalformedInput(
                    "CORE.DICE.OUT_OF_RANGE", f"a draw for {self.name!r} is one of {', '.join(self.outcomes)}, not {value!r}", path
                )
            return str(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= self.faces:
            raise MalformedInput(
                "CORE.DICE.OUT_OF_RANGE",
                f"die for {self.name!r} shows {value!r}; a W{self.faces} shows 1 to {self.faces}",
                path,
            )
        return value


class DiceSupply:
    """The dice of one case, consumed front to back while a single action resolves.

    The cursor is local to one ``apply`` call, so the engine stays a pure function of its input.
    """

    def __init__(self, queues: Mapping[str, tuple[int | str, ...]]) -> None:
        self._queues = {label: list(values) for label, values in queues.items()}

    @classmethod
    def from_json(cls, value: Json, labels: Mapping[str, DiceLabel]) -> DiceSupply:
        if value is None:
            return cls({})
        if not isinstance(value, dict):
            raise MalformedInput("CORE.DICE.MALFORMED", "dice must be an object of label to list", "$.dice")
        queues: dict[str, tuple[int | str, ...]] = {}
        for label, faces in value.items():
            path = f"$.dice.{label}"
            if label not in labels:
                known = ", ".join(sorted(labels)) or "none"
                raise MalformedInput("CORE.DICE.UNKNOWN_LABEL", f"unknown dice label {label!r} (known: {known})", path)
            if not isinstance(faces, list):
                raise MalformedInput("CORE.DICE.MALFORMED", f"dice for {label!r} must be a list", path)
            spec = labels[label]
            queues[label] = tuple(spec.check_face(v, f"{path}[{i}]") for i, v in enumerate(faces))
        return cls(queues)

    def take(self, label: str, count: int) -> tuple[int | str, ...]:
        """Take ``count`` dice from the front of ``label``'s queue, or fail naming the label."""
        queue = self._queues.get(label, [])
        if len(queue) < count:
            raise DiceError(
                "CORE.DICE.MISSING",
                label,
                f"the procedure needs {count} more {label!r} dice but only {len(queue)} remain",
            )
        taken, self._queues[label] = tuple(queue[:count]), queue[count:]
        return taken

    def take_one(self, label: str) -> int | str:
        return self.take(label, 1)[0]

    # Typed forms for the rules: a label of faces holds ints, a label of draws strs (from_json
    # checked every die against its label), so the conversions never change a value.

    def faces(self, label: str, count: int) -> tuple[int, ...]:
        """``count`` dice of a label with faces (:meth:`take`)."""
        return tuple(int(face) for face in self.take(label, count))

    def face(self, label: str) -> int:
        """One die of a label with faces."""
        return int(self.take_one(label))

    def draw(self, label: str) -> str:
        """One draw of a label with outcomes (a tile from the bag)."""
        return str(self.take_one(label))

    def judged(self, label: str, count: int, judge: Callable[[tuple[int, ...]], Verdict]) -> tuple[tuple[int, ...], Verdict]:
        """``count`` dice of a label with faces (:meth:`faces`) and ``judge``'s verdict on them.

        The caller promises two things: from here on the rules use the verdict, and the dice
        themselves only in events; and the verdict depends on the dice as a multiset, not on
        their order.  The exact odds rely on both (they roll one representative set of dice per
        verdict); every other reader gets exactly :meth:`faces`."""
        faces = self.faces(label, count)
        return faces, judge(faces)

    def counted(self, label: str, count: int, each: Callable[[int], int]) -> tuple[tuple[int, ...], int]:
        """``count`` dice of a label with faces (:meth:`faces`) and the sum of ``each`` over them.

        The caller promises that from here on the rules use the sum, and the dice themselves only
        in events (the order never matters to a sum).  The exact odds rely on it (they work out
        the sum's distribution die by die); every other reader gets exactly :meth:`faces`."""
        faces = self.faces(label, count)
        return faces, sum(each(face) for face in faces)

    def checkpoint(self, key: object) -> None:
        """A point where the state the resolution ends in depends on what happened so far only
        through ``key``: the state as it is now and whatever else the rest of the procedure
        reads (tuples, frozen dataclasses, mappings; compared by content).  The exact odds work
        out what follows once per key.  Reads nothing and changes nothing."""

    def check_exhausted(self) -> None:
        """Fail if any die was left unread: such a case is a defect, never silently accepted."""
        for label in sorted(self._queues):
            left = self._queues[label]
            if left:
                raise DiceError(
                    "CORE.DICE.UNUSED",
                    label,
                    f"{len(left)} {label!r} dice were not read: {left}",
                )

"""Sampling: outcomes of a case with the dice rolled at random, and what the harness reads of them.

Two halves of statistical conformance (issue 21, ``docs/sampling.md``):

* **The reference sampler** (:func:`sample_batch`): the rule set's own ``apply`` with a
  :class:`RandomDice` supply, which hands out the case's dice first and then rolls every die past
  them with a ``random.Random`` (a draw from a bag by the rule set's weights).  It records every
  die read, by label, as a case would give them (the *dice record*).  ``regelwerk serve`` answers
  the ``samples`` of a run command with it; the fakes of the tests roll with a biased die.
* **Reading a sample** (:func:`project_sample`, :func:`faces_of`): the harness never trusts a
  value the engine computed.  It turns each reported outcome into the projection's value with
  the reference projection (a rejection into ``{"rejected": …}``, as the exact odds count it), and
  takes the faces for the uniformity test from the dice record.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceLabel, DiceSupply
from regelwerk.core.errors import EngineRejection
from regelwerk.core.ruleset import Answered, RuleSet, parse_case
from regelwerk.odds.projections import Projection, support_of

MAX_BATCH = 1_000
"""The most outcomes one run command asks for (``docs/protocol.md``, "Sampling")."""

Die = Callable[[random.Random, int], int]
"""How a die of ``sides`` faces is rolled: the fair die, or a fake's biased one."""


def fair_die(rng: random.Random, sides: int) -> int:
    """A fair die: each face 1..sides equally likely."""
    return rng.randint(1, sides)


class RandomDice(DiceSupply):
    """The case's dice first, then dice rolled with ``die``; every die read is recorded by label
    (``record``), in the order read."""

    def __init__(self, given: Mapping[str, tuple[int | str, ...]], labels: Mapping[str, DiceLabel],
                 draw: Callable[[str, tuple[int | str, ...]], int | str], rng: random.Random, die: Die) -> None:
        super().__init__(given)
        self._labels = labels
        self._draw = draw
        self._rng = rng
        self._die = die
        self.record: dict[str, list[int | str]] = {}

    def take(self, label: str, count: int) -> tuple[int | str, ...]:
        queue = self._queues.get(label, [])
        given = tuple(queue[:count])
        self._queues[label] = queue[count:]
        read = self.record.setdefault(label, [])
        values = list(given)
        spec = self._labels[label]
        while len(values) < count:
            earlier = (*read, *values)
            values.append(self._draw(label, tuple(earlier)) if spec.outcomes else self._die(self._rng, spec.faces))
        read.extend(values)
        return tuple(values)


def _drawer(ruleset: RuleSet, state: object, rng: random.Random) -> Callable[[str, tuple[int | str, ...]], int | str]:
    """A draw of a label with named outcomes: by the rule set's weights (a tile by how often the
    bag still holds it), or each outcome equally likely without them."""
    weights_of = support_of(ruleset).draw_weights

    def draw(label: str, earlier: tuple[int | str, ...]) -> int | str:
        if weights_of is None:
            return rng.choice(ruleset.dice_labels[label].outcomes)
        weights = weights_of(state, label, tuple(str(v) for v in earlier))
        names = [name for name, w in weights.items() if w > 0]
        return rng.choices(names, [weights[n] for n in names])[0]

    return draw


@dataclass(frozen=True)
class Sample:
    """One sampled outcome and the dice read to reach it, by label."""

    outcome: Json
    dice: Json

    def to_json(self) -> Json:
        return {"outcome": self.outcome, "dice": self.dice}


def sample_batch(ruleset: RuleSet, case: Json, count: int, rng: random.Random, die: Die = fair_die) -> tuple[Sample, ...]:
    """``count`` independent outcomes of ``case`` (``state``, ``action``, ``dice`` read first,
    ``interpretations``), checked in :func:`~regelwerk.core.ruleset.run_case`'s order: a
    malformed case is one rejection, the same for every sample."""
    try:
        parsed = parse_case(ruleset, case)
        dice_json = case.get("dice") or {}
        given = DiceSupply.from_json(dice_json, ruleset.dice_labels)
        if ruleset.check_dice is not None:
            ruleset.check_dice(parsed.state, dice_json)
        interpretations = ruleset.interpretations(case.get("interpretations"))
    except EngineRejection as rejection:
        return tuple(Sample({"status": "rejected", "error": rejection.rejection.to_json()}, {}) for _ in range(count))
    queues = {label: tuple(given.take(label, len(values))) for label, values in dice_json.items()}
    draw = _drawer(ruleset, parsed.state, rng)
    samples = []
    for _ in range(count):
        dice = RandomDice(queues, ruleset.dice_labels, draw, rng, die)
        try:
            result = ruleset.apply(parsed.state, parsed.action, dice, interpretations)
            dice.check_exhausted()
        except EngineRejection as rejection:
            outcome: Json = {"status": "rejected", "error": rejection.rejection.to_json()}
        else:
            if isinstance(result, Answered):
                outcome = {"status": "answered", "answer": result.answer}
            else:
                outcome = {
                    "status": "accepted",
                    "state": ruleset.state_to_json(result.state),
                    "events": [event.to_json() for event in result.events],
                }
        samples.append(Sample(outcome, {label: list(values) for label, values in dice.record.items() if values}))
    return tuple(samples)


# --- what the harness reads of a sample -------------------------------------------------------


class UnreadableSample(ValueError):
    """A reported sample the harness cannot read: not an outcome, or an outcome the projection
    cannot count (a state without what it reads)."""


def project_sample(projection: Projection, case: Json, outcome: Json) -> Json:
    """The projection's value of one reported outcome, as the exact odds count it: an accepted
    outcome by the reference projection (reading ``events`` only for a projection that does), a
    rejection as ``{"rejected": {kind, code[, clause][, label]}}``, an answer as
    ``{"answered": …}``."""
    if not isinstance(outcome, dict):
        raise UnreadableSample("an outcome is a JSON object")
    status = outcome.get("status")
    if status == "rejected":
        error = outcome.get("error")
        if not isinstance(error, dict) or not isinstance(error.get("kind"), str) or not isinstance(error.get("code"), str):
            raise UnreadableSample("a rejection needs error.kind and error.code")
        return {"rejected": {k: error[k] for k in ("kind", "code", "clause", "label") if isinstance(error.get(k), str)}}
    if status == "answered":
        if "answer" not in outcome:
            raise UnreadableSample("an answered outcome needs answer")
        return {"answered": outcome["answer"]}
    if status != "accepted" or not isinstance(outcome.get("state"), dict):
        raise UnreadableSample("an accepted outcome needs a state object")
    read: dict[str, Json] = {"status": "accepted", "state": outcome["state"]}
    if projection.reads_events:
        read["events"] = outcome.get("events", [])
    try:
        return projection.project(case, read)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise UnreadableSample(f"projection {projection.name} cannot read the state: {type(exc).__name__}: {exc}") from None


def faces_of(labels: Mapping[str, DiceLabel], dice: Json, given: Mapping[str, Json] | None = None) -> dict[str, list[object]]:
    """The faces of a sample's dice record by label, for the uniformity test: only labels of
    dice with faces (a draw from a bag is not a fair die), without the case's ``given`` dice at
    the front of each label (they were not rolled); a label the rule set does not have is
    unreadable."""
    given = given or {}
    if dice is None:
        return {}
    if not isinstance(dice, dict):
        raise UnreadableSample("dice is an object of label to list")
    found: dict[str, list[object]] = {}
    for label, faces in dice.items():
        spec = labels.get(label)
        if spec is None:
            raise UnreadableSample(f"unknown dice label {label!r}")
        if not isinstance(faces, list):
            raise UnreadableSample(f"dice.{label} is a list")
        if not spec.outcomes:
            skip = given.get(label)
            found[label] = faces[len(skip) if isinstance(skip, list) else 0:]
    return found


def batches(total: int, size: int = MAX_BATCH) -> tuple[int, ...]:
    """``total`` samples as batch sizes of at most ``size``, the last one smaller."""
    full, rest = divmod(total, size)
    return (size,) * full + ((rest,) if rest else ())

"""The branches of one open take: which values the search supplies, with what probability.

When the rules take dice that the case does not give, the search rolls them itself: every value
the label can show, equally likely for a die (a draw's weights come from the rule set), each
die independent of the others.  Two ways to branch (``docs/odds.md``):

* **every face, in order** (:func:`sequences`): one branch per sequence of values, as the
  queue would hold them.  Exact for every projection, events included.
* **one branch per verdict** (:func:`verdicts`): for dice the rules judge
  (:meth:`~regelwerk.core.dice.DiceSupply.judged`) and a projection that reads only the state,
  every multiset of faces is judged once, the multisets with the same verdict merge, and one of
  them stands for all: its probability is theirs together (multinomial counts over ``6^n``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from regelwerk.core.dice import DiceLabel

Value = int | str
Judge = Callable[[tuple[int, ...]], Hashable]

MAX_JUDGED_SETS = 500_000  # multisets of faces one judged take may have (30 W6: 324,632)


class OddsError(Exception):
    """The odds of a case cannot be given; ``message`` says why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class OddsLimit(OddsError):
    """The enumeration would pass a bound (engine runs, judged sets, depth)."""


@dataclass(frozen=True)
class Request:
    """A take the case's dice do not cover: the label, the values its queue still gave, how many
    are open, the rules' judge (``None``: every value counts as rolled) and what the label read
    before in this run (a draw's weights may depend on it)."""

    label: str
    given: tuple[Value, ...]
    open: int
    judge: Judge | None
    earlier: tuple[Value, ...]


@dataclass(frozen=True)
class Branch:
    """The open values the search supplies for a request, and the probability they stand for."""

    values: tuple[Value, ...]
    probability: Fraction


Weights = Callable[[tuple[Value, ...]], Mapping[Value, int]]


def uniform(spec: DiceLabel) -> Weights:
    """A die: each face 1 to ``faces`` once, whatever was rolled before."""
    faces: Mapping[Value, int] = {face: 1 for face in range(1, spec.faces + 1)}
    return lambda earlier: faces


def branches(request: Request, spec: DiceLabel, weights: Weights, use_judge: bool, budget: int) -> list[Branch]:
    """The branches of ``request``: by verdict when ``use_judge`` and the rules judge these dice
    (a die, not a draw), else every sequence; ``budget`` is the number of engine runs left."""
    if use_judge and request.judge is not None and not spec.outcomes:
        return verdicts(request, spec.faces, request.judge)
    return sequences(request, weights, budget)


def verdicts(request: Request, faces: int, judge: Judge) -> list[Branch]:
    """One branch per verdict of ``judge`` on the given dice and a multiset of open faces; the
    representative is the first multiset (in ascending order) with that verdict."""
    count = math.comb(request.open + faces - 1, faces - 1)
    if count > MAX_JUDGED_SETS:
        raise OddsLimit(f"{request.open} open {request.label!r} dice have {count:,} sets of faces, more than {MAX_JUDGED_SETS:,}")
    total = faces**request.open
    found: dict[Hashable, tuple[tuple[int, ...], int]] = {}
    for chosen in itertools.combinations_with_replacement(range(1, faces + 1), request.open):
        # the given dice come first, as the rules read them; the judge ignores the order
        verdict = judge(tuple(int(v) for v in request.given) + chosen)
        ways = _arrangements(chosen)
        first, so_far = found.get(verdict, (chosen, 0))
        found[verdict] = (first, so_far + ways)
    return [Branch(values, Fraction(ways, total)) for values, ways in found.values()]


def _arrangements(chosen: tuple[int, ...]) -> int:
    """In how many orders the multiset ``chosen`` can be rolled (the multinomial coefficient)."""
    ways = math.factorial(len(chosen))
    for _, group in itertools.groupby(chosen):
        ways //= math.factorial(len(list(group)))
    return ways


def sequences(request: Request, weights: Weights, budget: int) -> list[Branch]:
    """Every sequence of open values with its probability (the product of each value's weight
    over the weights of that moment; a draw's weights follow what was drawn before)."""
    out: list[Branch] = []
    partial: list[tuple[tuple[Value, ...], Fraction]] = [((), Fraction(1))]
    for _ in range(request.open):
        extended: list[tuple[tuple[Value, ...], Fraction]] = []
        for values, p in partial:
            table = weights(request.earlier + request.given + values)
            whole = sum(table.values())
            if not whole:
                raise OddsError(f"a {request.label!r} draw has nothing left to draw")
            extended.extend((values + (v,), p * Fraction(w, whole)) for v, w in table.items() if w)
        if len(extended) > budget:
            raise OddsLimit(f"{request.open} open {request.label!r} values branch {len(extended):,} ways or more, past the engine runs left ({budget:,})")
        partial = extended
    out.extend(Branch(values, p) for values, p in partial)
    return out

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
* **one branch per sum** (:func:`totals`): for dice the rules count
  (:meth:`~regelwerk.core.dice.DiceSupply.counted`), the number of ways to reach each sum is
  worked out die by die (a convolution), and one set of faces with that sum stands for all.
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
Each = Callable[[int], int]

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
    are open, the rules' judge or what they count per die (neither: every value counts as rolled)
    and what the label read before in this run (a draw's weights may depend on it)."""

    label: str
    given: tuple[Value, ...]
    open: int
    judge: Judge | None
    earlier: tuple[Value, ...]
    each: Each | None = None  # the rules count these dice: the sum of each(face)


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
    """The branches of ``request``: by sum or by verdict when ``use_judge`` and the rules count or
    judge these dice (a die, not a draw), else every sequence; ``budget`` is the number of engine
    runs left."""
    if use_judge and not spec.outcomes:
        if request.each is not None:
            return totals(request, spec.faces, request.each)
        if request.judge is not None:
            return verdicts(request, spec.faces, request.judge)
    return sequences(request, weights, budget)


def totals(request: Request, faces: int, each: Each) -> list[Branch]:
    """One branch per sum of ``each`` over the open dice (the given dice add the same to every
    sum): how many sequences of open faces reach each partial sum, die by die, over
    ``faces^n``; the representative of a sum is found back from the counts, the smallest face
    first."""
    values = {face: each(face) for face in range(1, faces + 1)}
    ways: list[dict[int, int]] = [{0: 1}]  # ways[k][s]: sequences of k open dice with sum s
    for _ in range(request.open):
        step: dict[int, int] = {}
        for so_far, n in ways[-1].items():
            for value in values.values():
                step[so_far + value] = step.get(so_far + value, 0) + n
        ways.append(step)
    out = []
    for open_sum in sorted(ways[-1]):
        chosen, left = [], open_sum
        for k in range(request.open, 0, -1):
            face = next(f for f, v in values.items() if ways[k - 1].get(left - v))
            chosen.append(face)
            left -= values[face]
        out.append(Branch(tuple(sorted(chosen)), Fraction(ways[-1][open_sum], faces**request.open)))
    return out


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

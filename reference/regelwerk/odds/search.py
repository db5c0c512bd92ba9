"""The exact enumeration: the rules run again and again, with the dice the search supplies.

One *run* is the rule set's own resolution of the case (``apply`` the first time, as
:func:`~regelwerk.core.ruleset.run_case` does; then the plan of ``check``, made once, and
``resolve``) with a :class:`SearchDice` supply.  The supply hands out the case's dice first, then
the values the search chose for earlier runs (the rules are deterministic: the same values lead
to the same takes).  Past those, a take the case's dice do not cover is an open
:class:`~regelwerk.odds.branches.Request`: the supply works out its branches, answers with the
first one and goes on, so one run follows a whole path to its end; the search then runs the case
again for every other branch of every open take on that path, deepest first.  A run that ends
gives an outcome, whose projected value has probability 1 on that path; every open take's
distribution is the probability-weighted sum of its branches'.

**Merging** (only for a projection that reads the state alone): a take the rules judge or count
branches by verdict or by sum (:func:`~regelwerk.odds.branches.verdicts`,
:func:`~regelwerk.odds.branches.totals`), and at a checkpoint of the rules
(:meth:`~regelwerk.core.dice.DiceSupply.checkpoint`) the key, with how much of each given queue
is left, names the situation: the first path through it works out the distribution of what
follows, every later run that reaches it stops there and takes that distribution.  Equal
projected values merge at every node.  ``docs/odds.md`` has the argument why this is exact.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, fields, is_dataclass
from functools import cache
from fractions import Fraction
from types import MappingProxyType
from typing import Any, cast

from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceSupply, Verdict
from regelwerk.core.errors import EngineRejection, Rejection
from regelwerk.core.ruleset import Accepted, Answered, Interpretations, ParsedCase, RuleSet
from regelwerk.odds.branches import Branch, Each, Judge, OddsLimit, Request, Value, Weights, branches, uniform
from regelwerk.odds.distribution import value_key
from regelwerk.odds.projections import Projection, support_of

MAX_DEPTH = 400  # open takes along one path: beyond, Python's stack would not hold the search

Dist = dict[str, Fraction]  # value key → probability
Answers = tuple[tuple[str, tuple[Value, ...]], ...]  # the open values of each take so far, in order


class _Known(Exception):
    """A run reached a checkpoint whose distribution the search knows."""

    def __init__(self, key: Hashable) -> None:
        super().__init__("known situation")
        self.key = key


@dataclass(frozen=True)
class Step:
    """An open take a run met: the request, its branches (the run went on with the first) and
    the checkpoints the run passed after it, before the next open take."""

    request: Request
    branches: tuple[Branch, ...]
    keys_after: list[Hashable]


class SearchDice(DiceSupply):
    """The dice of one run: the case's queues first, then the search's answers in order; past
    the answers each open take is answered with its first branch and recorded as a
    :class:`Step`."""

    def __init__(self, given: Mapping[str, tuple[Value, ...]], answers: Answers, search: Search) -> None:
        super().__init__({})
        self._left = {label: list(values) for label, values in given.items()}
        self._answers = answers
        self._next = 0
        self._read: dict[str, list[Value]] = {}
        self._search = search
        self.keys_before: list[Hashable] = []  # checkpoints after the last answer, before any step
        self.steps: list[Step] = []

    def take(self, label: str, count: int) -> tuple[Value, ...]:
        return self._take(label, count, None)

    def judged(self, label: str, count: int, judge: Any) -> tuple[tuple[int, ...], Verdict]:
        faces = tuple(int(v) for v in self._take(label, count, judge))
        verdict: Verdict = judge(faces)
        return faces, verdict

    def counted(self, label: str, count: int, each: Each) -> tuple[tuple[int, ...], int]:
        faces = tuple(int(v) for v in self._take(label, count, None, each))
        return faces, sum(each(face) for face in faces)

    def _take(self, label: str, count: int, judge: Judge | None, each: Each | None = None) -> tuple[Value, ...]:
        queue = self._left.get(label, [])
        given = tuple(queue[:count])
        del queue[:count]
        values = given
        if len(given) < count:
            values = given + self._open(Request(label, given, count - len(given), judge, tuple(self._read.get(label, ())), each))
        self._read.setdefault(label, []).extend(values)
        return values

    def _open(self, request: Request) -> tuple[Value, ...]:
        """The values for the open part of a take: the next answer, or the first branch of a new
        step."""
        if self._next < len(self._answers):
            answered, more = self._answers[self._next]
            # the same answers lead the deterministic rules to the same takes
            assert answered == request.label and len(more) == request.open, (answered, request.label)
            self._next += 1
            return more
        if len(self._answers) + len(self.steps) >= MAX_DEPTH:
            # a procedure that rolls again on some results (a tied roll-off) has no end on the
            # path where that result comes up every time
            raise OddsLimit(f"more than {MAX_DEPTH} open takes on one path (does the procedure roll again and again?)")
        step = Step(request, tuple(self._search.branches(request)), [])
        self.steps.append(step)
        return step.branches[0].values

    def checkpoint(self, key: object) -> None:
        # a checkpoint before the last answer was passed by the run that chose that answer
        if not self._search.merging or self._next < len(self._answers):
            return
        situation = (self._search.freeze(key), tuple((label, len(q)) for label, q in sorted(self._left.items())))
        if situation in self._search.memo:
            raise _Known(situation)
        (self.steps[-1].keys_after if self.steps else self.keys_before).append(situation)

    def check_exhausted(self) -> None:
        """Given dice left unread: the case's defect, reported as :class:`DiceSupply` would."""
        DiceSupply({label: tuple(q) for label, q in self._left.items() if q}).check_exhausted()


@dataclass(frozen=True)
class Leaf:
    """A run that ended: the key of its projected value."""

    key: str


@dataclass(frozen=True)
class Stopped:
    """A run stopped at a known checkpoint."""

    key: Hashable


class Search:
    """The enumeration of one case under one projection (:func:`regelwerk.odds.engine.odds`)."""

    def __init__(self, ruleset: RuleSet, parsed: ParsedCase, case: Json, given: Mapping[str, tuple[Value, ...]],
                 interpretations: Interpretations, projection: Projection, max_runs: int, merge: bool) -> None:
        self.ruleset = ruleset
        self.state, self.action = parsed.state, parsed.action
        self.case = case
        self.given = given
        self.interpretations = interpretations
        self.projection = projection
        self.draws = support_of(ruleset).draw_weights
        self.max_runs = max_runs
        self.merging = merge and not projection.reads_events
        self.plan: Any = None
        self.planned = False
        self.runs = 0
        self.opened = False  # whether some take was left open by the case
        self.merges = 0  # open takes branched by verdict, runs stopped at a known checkpoint
        self.memo: dict[Hashable, Dist] = {}
        self.values: dict[str, Json] = {}
        # what the parts of the case's state freeze to, by identity (the objects kept alive): a
        # run builds new objects only for what it changes, so the rest of every state met at a
        # checkpoint is found here
        self._frozen: dict[int, tuple[object, Hashable]] = {}
        self._unhashable: set[type] = set()  # dataclasses with a mutable or read-only-mapping field
        if self.merging:
            self._keep(self.state)

    # -- one run ----------------------------------------------------------------------------------

    def run(self, answers: Answers) -> tuple[Leaf | Stopped, SearchDice]:
        """Run the rules once: the answers, then the first branch of every open take.  What came
        of it, and the supply (its steps and checkpoints)."""
        self.runs += 1
        if self.runs > self.max_runs:
            raise OddsLimit(f"more than {self.max_runs:,} engine runs")
        dice = SearchDice(self.given, answers, self)
        try:
            if self.planned:
                after, events = self.ruleset.resolve(self.state, self.action, self.plan, dice, self.interpretations)
                result: Accepted | Answered = Accepted(after, tuple(events))
            else:
                result = self.ruleset.apply(self.state, self.action, dice, self.interpretations)
            dice.check_exhausted()
        except _Known as stop:
            self.merges += 1
            end: Leaf | Stopped = Stopped(stop.key)
        except EngineRejection as rejection:
            end = Leaf(self._remember({"rejected": _compared(rejection.rejection)}))
        else:
            end = Leaf(self._remember(self._value(result)))
        if dice.steps and not self.planned:
            # the first run read an open die, so the action is legal and resolves (apply reads
            # dice only in resolve): check's plan, made once, serves every later run
            self.plan = self.ruleset.check(self.state, self.action, self.interpretations)
            self.planned = True
        self.opened = self.opened or bool(dice.steps)
        return end, dice

    def branches(self, request: Request) -> list[Branch]:
        """The branches of an open take (:func:`~regelwerk.odds.branches.branches`)."""
        if self.merging and (request.judge is not None or request.each is not None) and not self.ruleset.dice_labels[request.label].outcomes:
            self.merges += 1
        return branches(request, self.ruleset.dice_labels[request.label], self._weights(request.label), self.merging, self.max_runs - self.runs)

    def _value(self, result: Accepted | Answered) -> Json:
        if isinstance(result, Answered):
            return {"answered": result.answer}
        outcome: dict[str, Json] = {"status": "accepted", "state": self.ruleset.state_to_json(result.state)}
        if self.projection.reads_events:
            outcome["events"] = [event.to_json() for event in result.events]
        return self.projection.project(self.case, outcome)

    def _remember(self, value: Json) -> str:
        key = value_key(value)
        self.values.setdefault(key, value)
        return key

    # -- the enumeration --------------------------------------------------------------------------

    def explore(self, answers: Answers = ()) -> Dist:
        """The distribution of projected values given ``answers``: one run down the first
        branches, then every other branch of each step on its path, deepest first."""
        end, dice = self.run(answers)
        dist: Dist = {end.key: Fraction(1)} if isinstance(end, Leaf) else self.memo[end.key]
        chosen = [(step.request.label, step.branches[0].values) for step in dice.steps]
        for depth in range(len(dice.steps) - 1, -1, -1):
            step = dice.steps[depth]
            for situation in step.keys_after:  # passed on the first branch: that branch's distribution
                self.memo[situation] = dist
            first = step.branches[0].probability
            total: Dist = {key: first * p for key, p in dist.items()}
            prefix = (*answers, *chosen[:depth])
            for branch in step.branches[1:]:
                for key, p in self.explore((*prefix, (step.request.label, branch.values))).items():
                    total[key] = total.get(key, Fraction(0)) + branch.probability * p
            dist = total
        for situation in dice.keys_before:
            self.memo[situation] = dist
        return dist

    def _weights(self, label: str) -> Weights:
        spec = self.ruleset.dice_labels[label]
        if not spec.outcomes:
            return uniform(spec)
        draws = self.draws
        if draws is None:
            return lambda earlier: {outcome: 1 for outcome in spec.outcomes}

        def weights(earlier: tuple[Value, ...]) -> Mapping[Value, int]:
            return {outcome: w for outcome, w in draws(self.state, label, tuple(str(v) for v in earlier)).items()}

        return weights

    # -- checkpoint keys --------------------------------------------------------------------------

    def freeze(self, value: object) -> Hashable:
        """``value`` as a hashable value equal for equal content (tuples for lists and mappings,
        the class with the fields for a dataclass); the parts of the case's state from the
        table made at the start."""
        if type(value) in (str, int, bool, type(None)):
            return value
        known = self._frozen.get(id(value))
        return known[1] if known is not None else self._freeze_new(value)

    def _keep(self, value: object) -> Hashable:
        """Freeze ``value`` and, for every immutable part of it (a frozen dataclass, a read-only
        mapping), remember what it freezes to."""
        if type(value) in (str, int, bool, type(None)):
            return value
        known = self._frozen.get(id(value))
        if known is not None:
            return known[1]
        frozen = self._freeze_new(value, self._keep)
        if isinstance(value, MappingProxyType) or (is_dataclass(value) and not isinstance(value, type)):
            self._frozen[id(value)] = (value, frozen)
        return frozen

    def _freeze_new(self, value: object, inner: Callable[[object], Hashable] | None = None) -> Hashable:
        part = inner or self.freeze
        if isinstance(value, (tuple, list)):
            return tuple(part(v) for v in value)
        if isinstance(value, (frozenset, set)):
            return frozenset(part(v) for v in value)
        if isinstance(value, Mapping):
            return ("mapping", tuple(sorted((part(k), part(v)) for k, v in value.items())))
        if is_dataclass(value) and not isinstance(value, type):
            if type(value) not in self._unhashable:
                try:
                    hash(value)  # a frozen dataclass of hashable fields compares by content itself
                    return cast(Hashable, value)
                except TypeError:
                    self._unhashable.add(type(value))
            return (type(value), tuple(part(getattr(value, name)) for name in _field_names(type(value))))
        if isinstance(value, Hashable):
            return value
        raise TypeError(f"a checkpoint key holds a {type(value).__name__}, which the odds cannot compare")


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def _compared(rejection: Rejection) -> Json:
    """What of a rejection the odds keep: what ``verify`` compares (``docs/matching.md``)."""
    out: dict[str, Json] = {"kind": rejection.kind, "code": rejection.code}
    if rejection.clause is not None:
        out["clause"] = rejection.clause
    if rejection.label is not None:
        out["label"] = rejection.label
    return out

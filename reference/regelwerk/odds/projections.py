"""Projections: what of an outcome a distribution counts, and where each rule set keeps them.

A projection turns the outcome of one run of the rules into a small JSON value (how many models
were destroyed, which side of a duel fell); the odds give the distribution of that value.  Each
rule set declares its projections in ``regelwerk.rulesets.<name>.odds`` as :data:`ODDS`, an
:class:`OddsSupport`; every rule set also has ``outcome``, the whole canonical outcome.

A projection that reads only the state (``reads_events=False``, all but ``outcome`` today) lets
the search merge runs that end in the same state whatever dice led there: the judged dice and
the checkpoints of the rules (``core/dice.py``, ``docs/odds.md``).  One that reads the events
sees every die as rolled, so the search then rolls every face of every die in order.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from regelwerk.core import canonical
from regelwerk.core.canonical import Json
from regelwerk.core.ruleset import RuleSet
from regelwerk.odds.distribution import natural_order

OUTCOME = "outcome"


@dataclass(frozen=True)
class Projection:
    """One projection: its name (``--project NAME``), a line for ``--help``, the function from the
    case and an accepted outcome (``status`` and ``state``; with ``events`` when ``reads_events``)
    to a JSON value, and the actions it applies to.

    ``applies`` returns ``None`` for a case it can count, or why not (the command exits 2 with
    it).  ``order`` sorts the values for display."""

    name: str
    summary: str
    project: Callable[[Json, Json], Json]
    reads_events: bool = False
    applies: Callable[[Json], str | None] = lambda case: None
    order: Callable[[Json], Any] = natural_order


def ranked(*values: Json) -> Callable[[Json], Any]:
    """A projection's ``order``: these values first, in this order; any other (a rejection, say)
    after them in the natural order."""
    keys = [canonical.dumps(v) for v in values]

    def order(value: Json) -> Any:
        key = canonical.dumps(value)
        return (0, keys.index(key), "") if key in keys else (1, *natural_order(value))

    return order


def action_type(case: Json) -> str:
    """The ``type`` of the case's action (``""`` when there is none to read)."""
    action = case.get("action")
    kind = action.get("type") if isinstance(action, dict) else None
    return kind if isinstance(kind, str) else ""


def action_types(*types: str) -> Callable[[Json], str | None]:
    """A projection's ``applies`` for cases whose action is of one of these types."""

    def applies(case: Json) -> str | None:
        kind = action_type(case)
        return None if kind in types else f"it counts actions of type {', '.join(types)}, not {kind!r}"

    return applies


# The draws of a label (a tile from a bag) as weights by outcome: the state before the action,
# the label, and what that label has drawn so far in this case.
DrawWeights = Callable[[Any, str, tuple[str, ...]], Mapping[str, int]]


@dataclass(frozen=True)
class OddsSupport:
    """What a rule set adds to the odds: its projections, the natural one for a case (the name
    used without ``--project``, from the case's action), and for labels that draw named outcomes their weights (a
    die's faces are equally likely without one)."""

    projections: tuple[Projection, ...]
    natural: Callable[[Json], str]
    draw_weights: DrawWeights | None = None
    # The projections a distribution vector of a case counts (regelwerk.suite.distributions):
    # by default the natural one, none where that is the whole outcome.
    vector_projections: Callable[[Json], tuple[str, ...]] | None = None
    # Further cases of distribution vectors that no scenario poses ("module:function" returning
    # DistributionCase values: weapon profiles for dice calculators, say).
    profiles: str | None = None
    # Cases built from a filled vector that start one action earlier ("module:function" taking
    # the filled vectors, yielding objects with base, state, action, then, projection): a charge
    # declared before a charge move, whose ``then`` is the move.
    earlier_cases: str | None = None
    # Vectors whose labelled dice number more are not opened into distribution vectors: their
    # enumeration is past the generator's run budget nearly always, and finding that out costs
    # the whole budget (None: no such limit, the rules merge dice well).
    vector_dice_limit: int | None = None
    by_name: Mapping[str, Projection] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = [p.name for p in self.projections]
        if len(set(names)) != len(names) or OUTCOME in names:
            raise ValueError(f"projection names must be unique and not {OUTCOME!r}: {names}")
        object.__setattr__(self, "by_name", {p.name: p for p in (*self.projections, WHOLE_OUTCOME)})

    def names(self) -> tuple[str, ...]:
        """Every projection name, ``outcome`` last."""
        return tuple(self.by_name)

    def projections_for_vectors(self, case: Json) -> tuple[str, ...]:
        """The projections the distribution vectors of ``case`` count."""
        if self.vector_projections is not None:
            return self.vector_projections(case)
        natural = self.natural(case)
        return () if natural == OUTCOME else (natural,)


def _whole(case: Json, outcome: Json) -> Json:
    """The accepted outcome as the engine gave it: state and events."""
    return outcome


WHOLE_OUTCOME = Projection(
    OUTCOME,
    "the whole canonical outcome, state and events (every die as rolled: small cases only)",
    _whole,
    reads_events=True,
)

_NO_SUPPORT = OddsSupport((), lambda case: OUTCOME)


def support_of(ruleset: RuleSet) -> OddsSupport:
    """The rule set's :data:`ODDS` (``regelwerk.rulesets.<name>.odds``), or only ``outcome`` for a
    rule set without that module."""
    return _support_named(ruleset.name)


def _support_named(name: str) -> OddsSupport:
    # Not remembered here: ``importlib`` finds an imported module in ``sys.modules`` at once, and
    # a copy kept here would hide a module replaced after import (the mutation tool's workers
    # replace a rule set's odds module; this import is dynamic, so they cannot see it depends on it).
    try:
        module = importlib.import_module(f"regelwerk.rulesets.{name}.odds")
    except ModuleNotFoundError as exc:
        if exc.name != f"regelwerk.rulesets.{name}.odds":
            raise
        return _NO_SUPPORT
    support: OddsSupport = module.ODDS
    return support


def listing() -> str:
    """Every rule set's projections, for ``regelwerk odds --help`` (imports every rule set: only
    when the help is shown)."""
    from regelwerk.rulesets import RULESETS

    lines = []
    for name in sorted(RULESETS):
        support = support_of(RULESETS[name])
        lines.append(f"{name}: " + ", ".join(support.names()))
    return "\n".join(lines)

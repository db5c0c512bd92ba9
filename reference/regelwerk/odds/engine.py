"""The odds of one case: checked as :func:`~regelwerk.core.ruleset.run_case` checks it, then
enumerated (:mod:`regelwerk.odds.search`).

:func:`odds` is the API the command and everything after it use (distribution vectors,
``impact --odds``, charts): a case and a projection in, an :class:`OddsResult` out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import MalformedInput
from regelwerk.core.ruleset import RuleSet, parse_case
from regelwerk.odds.branches import OddsError, Value
from regelwerk.odds.distribution import Distribution
from regelwerk.odds.projections import Projection, support_of
from regelwerk.odds.search import Search

DEFAULT_MAX_RUNS = 200_000


@dataclass(frozen=True)
class OddsResult:
    """The exact distribution of one projection of one case.

    ``runs``: how often the rules ran; ``open``: whether the case left any die to the search
    (``False``: the case's dice decide, one value with probability 1); ``merged``: whether
    judged dice or checkpoints merged runs (only for a projection of the state; otherwise every
    face of every die was rolled in order); ``consulted``: the switches the rules read on some
    run."""

    ruleset: str
    projection: str
    distribution: Distribution
    runs: int
    open: bool
    merged: bool
    interpretations: Mapping[str, str] = field(default_factory=dict)
    consulted: tuple[str, ...] = ()

    def to_json(self) -> Json:
        return {
            "format": "regelwerk-odds/1",
            "ruleset": self.ruleset,
            "projection": self.projection,
            "interpretations": dict(sorted(self.interpretations.items())),
            "consulted": list(self.consulted),
            "runs": self.runs,
            "open": self.open,
            "merged": self.merged,
            "distribution": self.distribution.to_json(),
        }


def projection_named(ruleset: RuleSet, case: Json, name: str | None) -> Projection:
    """The projection ``name`` of the rule set, or the natural one for the case's action;
    :class:`OddsError` for an unknown name (naming the valid ones) or one that does not apply."""
    support = support_of(ruleset)
    chosen = support.natural(case) if name is None else name
    projection = support.by_name.get(chosen)
    if projection is None:
        raise OddsError(f"{ruleset.name} has no projection {chosen!r} (projections: {', '.join(support.names())})")
    reason = projection.applies(case)
    if reason is not None:
        raise OddsError(f"the projection {chosen!r} does not apply to this case: {reason}")
    return projection


def odds(ruleset: RuleSet, case: Json, projection: Projection, max_runs: int = DEFAULT_MAX_RUNS, merge: bool = True) -> OddsResult:
    """The exact distribution of ``projection`` over the outcomes of ``case`` (``state``,
    ``action``, ``dice`` read first, ``interpretations``), every die the case does not give
    rolled by the search.

    The case is checked in :func:`~regelwerk.core.ruleset.run_case`'s order; a malformed one
    raises :class:`MalformedInput` (its path says where).  An illegal action, a rejection of the
    dice (given dice left unread) or a question is an outcome like any other: its value is
    ``{"rejected": …}`` (what ``verify`` compares of it) or ``{"answered": …}``.
    :class:`~regelwerk.odds.branches.OddsLimit` when the enumeration would pass ``max_runs``.
    ``merge=False`` rolls every face of every die in order even for a projection of the state
    (the plain enumeration the merged one must agree with: the tests compare the two)."""
    parsed = parse_case(ruleset, case)
    dice_json = case.get("dice") or {}
    DiceSupply.from_json(dice_json, ruleset.dice_labels)  # malformed dice: the same checks, the same paths
    if ruleset.check_dice is not None:
        ruleset.check_dice(parsed.state, dice_json)
    interpretations = ruleset.interpretations(case.get("interpretations"))
    given: dict[str, tuple[Value, ...]] = {label: tuple(values) for label, values in dice_json.items()}
    search = Search(ruleset, parsed, case, given, interpretations, projection, max_runs, merge)
    weights = search.explore()
    distribution = Distribution.of(weights, search.values, projection.order)
    requested = case.get("interpretations") or {}
    return OddsResult(
        ruleset=ruleset.name,
        projection=projection.name,
        distribution=distribution,
        runs=search.runs,
        open=search.opened,
        merged=search.merges > 0,
        interpretations=dict(requested),
        consulted=tuple(sorted(interpretations.consulted)),
    )


__all__ = ["DEFAULT_MAX_RUNS", "MalformedInput", "OddsResult", "odds", "projection_named"]

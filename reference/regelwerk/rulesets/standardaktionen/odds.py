"""The projections of Standardaktionen for the exact odds (``regelwerk odds``, ``docs/odds.md``).

The text rolls no dice; only ``SA-A-TREFFER=trefferwurf`` reads one, the hit roll of an attack
when its reaction phase ends.  The projections read the states before and after the action."""

from __future__ import annotations

from regelwerk.core.canonical import Json
from regelwerk.odds.projections import OddsSupport, Projection


def _life(state: Json) -> dict[str, int]:
    return {u["id"]: u["life"] for u in state["units"]}


def damage(case: Json, outcome: Json) -> Json:
    """Per unit that lost life in the action, how much (SA-SCH-1 to SA-SCH-4)."""
    before, after = _life(case["state"]), _life(outcome["state"])
    return {unit: before[unit] - life for unit, life in sorted(after.items()) if life < before[unit]}


def damage_dealt(case: Json, outcome: Json) -> Json:
    """The life all units lost in the action, together."""
    return sum(damage(case, outcome).values())


def natural(case: Json) -> str:
    """Damage dealt while an attack waits in its reaction phase (it may resolve now), else the
    whole outcome."""
    state = case.get("state")
    return "damage-dealt" if isinstance(state, dict) and state.get("window") else "outcome"


ODDS = OddsSupport(
    projections=(
        Projection("damage-dealt", "the life all units lose in the action, together", damage_dealt),
        Projection("damage", "per unit, the life it loses", damage),
    ),
    natural=natural,
)

"""The projections of Pocket-Tactics for the exact odds (``regelwerk odds``, ``docs/odds.md``).

Every projection reads the state before the action (the case's) and the state after it, so the
search may merge runs by the rules' judged dice: an attack without rerolls judges its dice
(:func:`.combat.odds_judges`).  The tile bag draws each terrain as often as the bag holds it.
"""

from __future__ import annotations

from collections.abc import Mapping

from regelwerk.core.canonical import Json
from regelwerk.odds.projections import OddsSupport, Projection, action_type, action_types, ranked
from regelwerk.rulesets.pocket_tactics import dice as labels
from regelwerk.rulesets.pocket_tactics.state import State

DUEL = ("attacker-defeated", "defender-defeated", "both-defeated", "stalemate")


def _captured(state: Json) -> set[str]:
    return {unit for camp in state["prison"].values() for unit in camp}


def duel(case: Json, outcome: Json) -> Json:
    """Who falls in an attack (PT-WUE-3 to PT-WUE-5, PT-SIEG-2): the attacker, the defender (a
    unit captured, or a base defeated: the attacker's faction has won), both, or neither.  A
    melee attacker lost to the water before the fight counts as defeated (PT-GEF-2)."""
    action, before, after = case["action"], case["state"], outcome["state"]
    newly = _captured(after) - _captured(before)
    attacker_down = action["unit"] in newly
    on_base = any(base is not None and base["at"] == action["target"] for base in before["bases"].values())
    faction = next(u["faction"] for u in before["units"] if u["id"] == action["unit"])
    defender_down = after["winner"] == faction if on_base else bool(newly - {action["unit"]})
    if attacker_down and defender_down:
        return "both-defeated"
    if attacker_down:
        return "attacker-defeated"
    return "defender-defeated" if defender_down else "stalemate"


def hazard(case: Json, outcome: Json) -> Json:
    """Whether the unit that moves or is deployed falls to the water (PT-GEF-1 to PT-GEF-4):
    ``defeated`` when it is captured after the action, else ``stands``."""
    return "defeated" if case["action"]["unit"] in _captured(outcome["state"]) - _captured(case["state"]) else "stands"


def tile(case: Json, outcome: Json) -> Json:
    """The terrain of the tile laid (PT-VOR-4): the draw from the bag."""
    at = case["action"]["at"]
    return next(t["terrain"] for t in outcome["state"]["tiles"] if t["at"] == at)


def draw_weights(state: State, label: str, drawn: tuple[str, ...]) -> Mapping[str, int]:
    """PT-VOR-2: the bag holds so many tiles of each terrain; each tile is drawn as likely as any
    other, less those drawn before in this case."""
    assert label == labels.BAG, label
    return {terrain: state.bag.get(terrain, 0) - drawn.count(terrain) for terrain in sorted(state.bag)}


# No projection for the roll-off: a tied pair is rolled again (PT-VOR-3), so on the path where
# every pair ties it never ends, and the enumeration stops at its bound (docs/odds.md, limits).
NATURAL = {"attack": "duel", "move": "hazard", "deploy": "hazard", "place_tile": "tile"}


def natural(case: Json) -> str:
    """The projection used without ``--project``, by the action's type."""
    return NATURAL.get(action_type(case), "outcome")


ODDS = OddsSupport(
    projections=(
        Projection("duel", "who falls in an attack: attacker, defender, both, or a stalemate", duel,
                   applies=action_types("attack"), order=ranked(*DUEL)),
        Projection("hazard", "whether the unit moved or deployed onto water falls (PT-GEF-2)", hazard, applies=action_types("move", "deploy")),
        Projection("tile", "the terrain drawn from the bag for the tile laid", tile, applies=action_types("place_tile")),
    ),
    natural=natural,
    vector_dice_limit=4,
    draw_weights=draw_weights,
)

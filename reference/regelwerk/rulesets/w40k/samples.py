"""Sample unit types for the German steps and the starting position of :mod:`.game`.

The overview prints no datasheet; every profile here is an assumption for the suite (register
WH-A-BEISPIELPROFILE), copied into the state when a scenario introduces a unit by its type, so no
vector depends on this module.  Bases are diameters in units (32 mm = 320).
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.canonical import Json
from regelwerk.core.inches import inches


@dataclass(frozen=True)
class UnitType:
    keywords: tuple[str, ...]
    move: int
    toughness: int
    save: int | None
    invulnerable: int | None
    wounds: int
    oc: int
    base: int
    leadership: int
    deadly_demise: int | str | None = None
    feel_no_pain: int | None = None


TYPES: dict[str, UnitType] = {
    "infantry": UnitType(("infantry",), 6, 4, 3, None, 2, 2, 320, 6),
    "ork": UnitType(("infantry",), 6, 5, 5, None, 1, 2, 320, 7),
    "sniper": UnitType(("infantry", "lone_operative", "stealth"), 6, 3, 4, None, 3, 1, 250, 7),
    "jump_infantry": UnitType(("infantry", "fly"), 12, 4, 3, None, 2, 1, 320, 6),
    "terminator": UnitType(("infantry", "deep_strike"), 5, 5, 2, 4, 3, 1, 400, 6),
    "tank": UnitType(("vehicle",), 10, 11, 2, None, 13, 3, 1000, 6, "D6"),
    "transport": UnitType(("vehicle", "transport"), 12, 9, 3, None, 10, 2, 900, 6, "D3"),
    "monster": UnitType(("monster",), 8, 10, 2, 4, 14, 4, 1000, 6, "D3"),
    "aircraft": UnitType(("vehicle", "aircraft", "fly"), 30, 9, 3, None, 12, 0, 1200, 6, "D3"),
    "titan": UnitType(("vehicle", "titanic"), 10, 12, 2, 5, 22, 8, 1600, 6, "2D6"),
}


def model_json(unit_type: str, model_id: str, at: list[int] | None, weapons: list[Json], facing: list[int] | None = None) -> Json:
    """A fresh model of a sample type, as a state holds it: alive with all its wounds, at ``at``
    (units; ``None`` off the battlefield)."""
    t = TYPES[unit_type]
    return {
        "id": model_id,
        "status": "alive",
        "at": at,
        "base": t.base,
        "facing": facing,
        "keywords": sorted(t.keywords),
        "profile": {
            "move": t.move, "toughness": t.toughness, "save": t.save, "invulnerable": t.invulnerable, "wounds": t.wounds,
            "oc": t.oc, "feel_no_pain": t.feel_no_pain, "deadly_demise": t.deadly_demise,
        },
        "wounds_left": t.wounds,
        "cover": 0,
        "attacked": False,
        "weapons": weapons,
    }

TABLE = (inches(60), inches(44))  # a strike force battlefield, 60 by 44 inches
ZONE_DEPTH = inches(12)


def deployment_zones(players: tuple[str, str]) -> dict[str, list[int]]:
    """The first player's zone along the south edge, the second's along the north edge."""
    width, depth = TABLE
    return {players[0]: [0, 0, width, ZONE_DEPTH], players[1]: [0, depth - ZONE_DEPTH, width, depth]}

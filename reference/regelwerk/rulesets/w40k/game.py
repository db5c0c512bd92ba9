"""A new game and the end of a game.

:func:`initial_state` is a starting position of a game with the sample profiles of
:mod:`.samples` (register WH-A-BEISPIELPROFILE): the Imperium with a squad of five infantry near
its deployment zone and three terminators in deep strike reserve, the Orks with ten Boyz, a tank
and five Kommandos in strategic reserve, on the 60 by 44 inch battlefield with an objective marker in the middle; the
Imperium's command phase of round 1 begins and each player has gained its command point.  The
units stand closer than a deployment would put them, so that one battle round shows every phase
(the overview has no deployment rules).  :func:`outcome` is the result of a finished game as a
value; ``None`` while the game goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.canonical import Json
from regelwerk.core.inches import inches
from regelwerk.rulesets.w40k.samples import TABLE, TYPES, deployment_zones
from regelwerk.rulesets.w40k.state import State, parse_state

PLAYERS = ("imperium", "orks")


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the overview scores no victory, so only which reserves were destroyed
    at the end (WH-RES-5)."""

    reserves_destroyed: tuple[str, ...]


def weapon(weapon_id: str, kind: str, range_inches: int | None, attacks: int | str, skill: int, strength: int, ap: int,
           damage: int | str) -> Json:
    return {
        "id": weapon_id, "type": kind, "range": range_inches, "attacks": attacks, "skill": skill, "strength": strength,
        "ap": ap, "damage": damage, "mortal": 0, "hit_modifier": 0, "wound_modifier": 0,
    }


BOLTER = weapon("Bolter", "ranged", 24, 2, 3, 4, 0, 1)
MESSER = weapon("Kampfmesser", "melee", None, 3, 3, 4, 0, 1)
STURMBOLTER = weapon("Sturmbolter", "ranged", 24, 2, 3, 4, 0, 1)
ENERGIEFAUST = weapon("Energiefaust", "melee", None, 3, 3, 8, -2, 2)
WUMME = weapon("Wumme", "ranged", 12, 2, 5, 4, 0, 1)
SPALTA = weapon("Spalta", "melee", None, 3, 3, 4, -1, 1)
KANONE = weapon("Kanone", "ranged", 36, "D6", 4, 9, -2, 3)
RAMME = weapon("Ramme", "melee", None, 3, 4, 6, 0, 1)


# Ten Boyz in coherency: each within 2" of two others (a unit of seven or more, WH-ZUG-1).
BOYZ = [(27, 34), (29, 33), (29, 35), (31, 35), (31, 33), (39, 33), (33, 33), (35, 35), (37, 33), (39, 35)]


def _model(unit_type: str, model_id: str, at: tuple[int, int] | None, weapons: list[Json]) -> Json:
    t = TYPES[unit_type]
    return {
        "id": model_id,
        "status": "alive",
        "at": None if at is None else [inches(at[0]), inches(at[1]), 0],
        "base": t.base,
        "facing": None,
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


def _unit(unit_id: str, player: str, unit_type: str, location: str, spots: list[tuple[int, int] | None], weapons: list[Json]) -> Json:
    return {
        "id": unit_id, "player": player, "location": location, "transport": None, "leadership": TYPES[unit_type].leadership,
        "shocked": False,
        "turn": {
            "moved": None, "arrived": False, "disembarked": False, "embarked": False, "shot": False, "charge": None,
            "no_charge": False, "fought": False, "tested": False,
        },
        "models": [_model(unit_type, f"{unit_id}-{i + 1}", spot, weapons) for i, spot in enumerate(spots)],
    }


def initial_json(last_round: int = 1) -> Json:
    """The starting position as JSON (the golden battle round starts from it)."""
    width, depth = TABLE
    units = [
        _unit("Trupp", "imperium", "infantry", "battlefield", [(26 + 2 * i, 14) for i in range(5)], [BOLTER, MESSER]),
        _unit("Terminatoren", "imperium", "terminator", "deep_strike", [None] * 3, [STURMBOLTER, ENERGIEFAUST]),
        _unit("Boyz", "orks", "ork", "battlefield", BOYZ, [WUMME, SPALTA]),
        _unit("Panza", "orks", "tank", "battlefield", [(44, 36)], [KANONE, RAMME]),
        _unit("Kommandos", "orks", "ork", "strategic_reserve", [None] * 5, [WUMME, SPALTA]),
    ]
    return {
        "round": 1,
        "last_round": last_round,
        "players": list(PLAYERS),
        "active": PLAYERS[0],
        "phase": "command",
        "step": "battle_shock",
        "cp": {p: 1 for p in PLAYERS},
        "extra_cp": [],
        "table": {"width": width, "depth": depth},
        "deployment_zones": deployment_zones(PLAYERS),
        "terrain": [{"id": "Ruine", "area": [inches(8), inches(22), inches(14), inches(28)], "height": inches(3)}],
        "objectives": [{"id": "Mitte", "at": [width // 2, depth // 2, 0], "diameter": 400, "controller": None}],
        "hidden": [],
        "units": sorted(units, key=lambda u: u["id"]),
        "sequence": None,
        "fight_next": None,
        "pending": [],
        "result": None,
    }


def initial_state(last_round: int = 1) -> State:
    """The starting position (a game of ``last_round`` battle rounds)."""
    return parse_state(initial_json(last_round))


def outcome(state: State) -> Outcome | None:
    """WH-RES-5: the result once the last battle round is over, else ``None``."""
    if state.result is None:
        return None
    return Outcome(tuple(state.result["reserves_destroyed"]))

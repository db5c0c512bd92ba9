"""Cases for the odds tests: Warhammer shooting cases built from a weapon profile and a target
unit (an in-game ``shoot``: the board-free attack case will replace them), and cases of the
other rule sets taken from their vectors with the dice opened."""

from __future__ import annotations

import copy
from fractions import Fraction
from functools import cache
from typing import Any

from regelwerk.core import canonical
from regelwerk.core.canonical import Json
from regelwerk.odds.engine import DEFAULT_MAX_RUNS, OddsResult, odds, projection_named
from regelwerk.rulesets import RULESETS
from regelwerk.suite.vectors import load_vectors

INCH = 254


def _model(model_id: str, x: int, y: int, profile: dict[str, Any], weapons: list[Json], cover: int = 0) -> Json:
    full = {"deadly_demise": None, "feel_no_pain": None, "invulnerable": None, "move": 6, "oc": 2, "save": 3, "toughness": 4, "wounds": 1}
    full.update(profile)
    return {"at": [x, y, 0], "attacked": False, "base": 320, "cover": cover, "facing": None, "id": model_id, "keywords": ["infantry"],
            "profile": full, "status": "alive", "weapons": weapons, "wounds_left": full["wounds"]}


def _unit(unit_id: str, player: str, models: list[Json]) -> Json:
    return {
        "id": unit_id, "leadership": 6, "location": "battlefield", "models": models, "player": player, "shocked": False,
        "transport": None,
        "turn": {"arrived": False, "charge": None, "disembarked": False, "embarked": False, "fought": False, "moved": None,
                 "no_charge": False, "shot": False, "tested": False},
    }


def shooting_case(
    *,
    attacks: int | str = 1,
    skill: int = 3,
    strength: int = 4,
    ap: int = 0,
    damage: int | str = 1,
    mortal: int | str = 0,
    hit_modifier: int = 0,
    wound_modifier: int = 0,
    targets: int = 1,
    target: dict[str, Any] | None = None,
    cover: int = 0,
    dice: Json | None = None,
    interpretations: Json | None = None,
) -> Json:
    """Imperium's ``Trupp-1`` shoots its ``Gewehr`` (the profile given) at the Ork unit
    ``Ziel`` of ``targets`` models with the ``target`` profile (toughness, save, invulnerable,
    wounds, feel_no_pain …), standing 20" away in the open (``cover`` instances each)."""
    weapon = {"ap": ap, "attacks": attacks, "damage": damage, "hit_modifier": hit_modifier, "id": "Gewehr", "mortal": mortal,
              "range": 36, "skill": skill, "strength": strength, "type": "ranged", "wound_modifier": wound_modifier}
    shooter = [_model("Trupp-1", 10 * INCH, 10 * INCH, {"wounds": 2}, [weapon])]
    models = [_model(f"Ziel-{i + 1}", (10 + 2 * i) * INCH, 30 * INCH, dict(target or {}), [], cover) for i in range(targets)]
    state = {
        "active": "imperium", "cp": {"imperium": 0, "orks": 0},
        "deployment_zones": {"imperium": [0, 0, 60 * INCH, 12 * INCH], "orks": [0, 32 * INCH, 60 * INCH, 44 * INCH]},
        "extra_cp": [], "fight_next": None, "hidden": [], "last_round": 5, "objectives": [], "pending": [],
        "phase": "shooting", "players": ["imperium", "orks"], "result": None, "round": 2, "sequence": None, "step": "shoot",
        "table": {"depth": 44 * INCH, "width": 60 * INCH}, "terrain": [],
        "units": [_unit("Trupp", "imperium", shooter), _unit("Ziel", "orks", models)],
    }
    action = {"attacks": [{"model": "Trupp-1", "target": "Ziel", "weapon": "Gewehr"}], "player": "imperium", "type": "shoot", "unit": "Trupp"}
    return {"ruleset": "w40k", "state": state, "action": action, "dice": dict(dice or {}), "interpretations": dict(interpretations or {})}


def target_case() -> Json:
    """Issue 18's target: 10 attacks, BS 3+, S5, AP-1, damage D3, into 5 models of T4, Sv 3+,
    2 wounds, Verletzungen ignorieren 6+ (``benchmarks/odds-ziel.json`` holds it)."""
    return shooting_case(attacks=10, skill=3, strength=5, ap=-1, damage="D3", targets=5,
                         target={"toughness": 4, "save": 3, "wounds": 2, "feel_no_pain": 6})


@cache
def _vectors() -> dict[str, Json]:
    return {v.id: v.raw for v in load_vectors(tables=False)}


def vector_case(vector_id: str, dice: Json | None = None, interpretations: Json | None = None) -> Json:
    """The case of a vector with its dice replaced by ``dice`` (none: all open) and, if given,
    other interpretations."""
    raw = copy.deepcopy(_vectors()[vector_id])
    case = {key: raw[key] for key in ("ruleset", "state", "action", "interpretations")}
    case["dice"] = dict(dice or {})
    if interpretations is not None:
        case["interpretations"] = dict(interpretations)
    return case


def odds_of(case: Json, project: str | None = None, merge: bool = True, max_runs: int = DEFAULT_MAX_RUNS) -> OddsResult:
    """The exact odds of ``case`` under ``project`` (default: the natural projection); every
    distribution the tests see is checked to sum to exactly 1."""
    ruleset = RULESETS[case["ruleset"]]
    result = odds(ruleset, case, projection_named(ruleset, case, project), max_runs=max_runs, merge=merge)
    assert result.distribution.total() == Fraction(1), result.distribution
    return result


def table(result: OddsResult) -> dict[Any, Fraction]:
    """The distribution as value → probability (a value that is no string or number by its JSON)."""
    return {e.value if isinstance(e.value, (str, int)) else canonical.dumps(e.value): e.probability for e in result.distribution.entries}


def die_table(die: Any) -> dict[Any, Fraction]:
    """An icepool die as outcome → probability (icepool gives Fractions), zero quantities left out."""
    return {outcome: die.probability(outcome) for outcome in die.outcomes() if die.quantity(outcome)}

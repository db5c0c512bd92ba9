"""Distribution vectors for the editor's odds tests, built through the odds API from small
cases whose distributions are derived by hand in the tests.

* ``PT_DUEL``: a Pocket-Tactics melee attack with a counterattack, the attacker with two red
  dice and one blue, the defender with no red die and one blue (tests/odds/test_pocket_tactics.py).
* ``WH_SAVE``: a board-free Warhammer attack (``resolve_attacks``, from vectors/w40k/rechner.json)
  of one attack at AP-2 into one model of one wound with Sv 3+, the hit and the wound roll given
  (6s), the save left open.
* ``WH_OPEN``: the same attack with every die open.
"""

from __future__ import annotations

import copy
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.paths import data_root
from regelwerk.odds.engine import odds, projection_named
from regelwerk.rulesets import RULESETS
from regelwerk.suite.vectors import Vector, read_json

PT_DUEL = "pocket_tactics/verteilung-nahkampf-zwei-rote-gegen-einen-blauen"
WH_SAVE = "w40k/verteilung-rettungswurf-3-gegen-ds-2"
WH_OPEN = "w40k/verteilung-eine-attacke-ds-2-alle-wuerfel-offen"
MELEE = "pocket_tactics/angreifer-und-verteidiger-besiegen-sich-im-nahkampf-gegenseitig"
REPO = Path(__file__).resolve().parents[2]


def _raw_vector(folder: Path, vector_id: str) -> Json:
    for path in sorted(folder.glob("*.json")):
        data = read_json(path)
        for vector in data.get("vectors", []):
            if vector["id"] == vector_id:
                return copy.deepcopy(vector)
    raise KeyError(vector_id)


def distribution_vector(
    base: Json, vector_id: str, description: str, projection: str, dice: Json | None = None, pins: Json | None = None
) -> Json:
    """``base`` (a vector) as a distribution vector: its case with ``dice`` (default: all open)
    under the options ``pins``, ``expected`` the exact distribution under ``projection``, as
    ``vectors/<rule set>/verteilungen.json`` holds them."""
    raw = copy.deepcopy(base)
    raw.update(id=vector_id, description=description, dice=dict(dice or {}), projection=projection, interpretations=dict(pins or {}))
    raw["provenance"] = {"derived_from": base["id"]}
    case = {k: raw[k] for k in ("ruleset", "state", "action", "dice", "interpretations")}
    ruleset = RULESETS[raw["ruleset"]]
    raw["expected"] = {"distribution": odds(ruleset, case, projection_named(ruleset, case, projection)).distribution.to_json()}
    return raw


def _reading(vector_id: str, pins: Json | None) -> str:
    """The id of a reading, as ``fill`` names it: ``-mit-<switch>-<option>`` for a pin of another
    option than the default."""
    for switch, option in sorted((pins or {}).items()):
        if option not in DEFAULTS.values():
            vector_id += f"-mit-{switch.split('-A-', 1)[1].lower()}-{option}"
    return vector_id


DEFAULTS = {"PT-A-UEBERZAEHLIGE-WUERFEL": "je-wuerfel", "WH-A-MODIFIKATOR-GRENZE": "alle-wuerfe"}


def pt_duel(pins: Json | None = None) -> Json:
    base = _raw_vector(REPO / "vectors" / "pocket_tactics", MELEE)
    defender = next(b["unit"] for b in base["state"]["board"] if b["at"] == base["action"]["target"])
    for unit in base["state"]["units"]:
        if unit["id"] in (base["action"]["unit"], defender):
            red, blue = (2, 1) if unit["id"] == base["action"]["unit"] else (0, 1)
            unit["profile"]["attack"]["melee"], unit["profile"]["defence"]["melee"] = red, blue
    return distribution_vector(base, _reading(PT_DUEL, pins), "Zwei rote Würfel gegen einen blauen im Nahkampf", "duel", pins=pins)


def _wh_base() -> Json:
    base = copy.deepcopy(read_json(REPO / "vectors" / "w40k" / "rechner.json")["vectors"][0])
    target = base["state"]["units"][0]
    target["models"] = target["models"][:1]
    target["models"][0]["profile"]["save"] = 3
    base["state"]["units"][1]["models"][0]["weapons"][0]["ap"] = -2
    return base


def wh_save(pins: Json | None = None) -> Json:
    dice = {"treffer": [6], "verwundung": [6]}
    return distribution_vector(_wh_base(), _reading(WH_SAVE, pins), "Ein Rettungswurf von 3+ gegen DS-2", "models-destroyed", dice, pins)


def wh_open(pins: Json | None = None) -> Json:
    return distribution_vector(_wh_base(), _reading(WH_OPEN, pins), "Eine Attacke mit DS-2, alle Würfel offen", "models-destroyed", pins=pins)


def as_file(pins_by_switch: dict[str, tuple[str, ...]]) -> dict[str, list[Json]]:
    """The fixture vectors as ``fill`` writes them: each pinned to every option of the switch its
    distribution depends on, one vector per reading."""
    cap, surplus = pins_by_switch["w40k"], pins_by_switch["pocket_tactics"]
    return {
        "w40k": [make({"WH-A-MODIFIKATOR-GRENZE": o}) for make in (wh_open, wh_save) for o in cap],
        "pocket_tactics": [pt_duel({"PT-A-UEBERZAEHLIGE-WUERFEL": o}) for o in surplus],
    }


def as_vectors(raws: list[Json]) -> list[Vector]:
    return [Vector.from_json(raw, f"vectors/{raw['ruleset']}/verteilungen.json") for raw in raws]


def with_distribution_vectors(monkeypatch, by_ruleset: dict[str, list[Json]], ordinary: bool = False) -> None:
    """Make the editor's examiners see these distribution vectors (and, with ``ordinary``, the
    suite's own vectors beside them; otherwise none)."""
    from regelwerk.editor import impact

    real = impact.load_vectors

    def load(names):  # type: ignore[no-untyped-def]
        names = list(names)
        found = real(names) if ordinary else []
        for name in names:
            found += as_vectors(by_ruleset.get(name, []))
        return found

    monkeypatch.setattr(impact, "load_vectors", load)
    assert data_root() is not None

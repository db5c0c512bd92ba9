"""Sample data: the unit catalogue, the two sample armies and the full bag of a new game
(:func:`regelwerk.rulesets.pocket_tactics.game.initial_state`, the step »die Partie beginnt mit
beiden vollständigen Armeen«).

The unit cards are not part of the rule text: every value of the catalogue is an assumption of
the suite (register PT-A-EINHEITENWERTE), kept where the rules editors edit it,
``features/pocket_tactics/einheiten.yaml``, with the German type words of
``features/pocket_tactics/glossar.yaml`` that make the unit ids.  A state always carries each
unit's whole profile, so no outcome depends on this module.
"""

from __future__ import annotations

import copy
from functools import cache

from regelwerk.core.bounded import read_yaml_file
from regelwerk.core.canonical import Json
from regelwerk.core.paths import features_dir
from regelwerk.rulesets.pocket_tactics.state import Faction

# PT-VOR-2: the tiles of a new game, by terrain.
FULL_BAG: dict[str, int] = {"field": 4, "forest": 7, "hill": 4, "village": 2, "water": 3}

# PT-MAT-3, PT-MAT-4: the unit types of each faction's army (the numbers are the catalogue's).
ARMIES: dict[str, tuple[str, ...]] = {
    "legion": ("recruit", "archer", "spearman", "swordsman", "warrior", "mage"),
    "tribes": ("scout", "marauder", "brute", "witch", "cursed_ranger", "druid"),
}


@cache
def catalogue_file() -> Json:
    """``einheiten.yaml``: the profiles by type (with ``anzahl``, the number of cards) and the
    defence dice of the bases."""
    return read_yaml_file(features_dir() / "pocket_tactics" / "einheiten.yaml")


@cache
def type_words() -> dict[str, str]:
    """Unit type id → its German word (``glossar.yaml``, section ``einheitentypen``)."""
    words = read_yaml_file(features_dir() / "pocket_tactics" / "glossar.yaml")["einheitentypen"]
    return {type_id: word for word, type_id in words.items()}


def unit_catalogue() -> Json:
    return catalogue_file()["profile"]


def base_defence() -> dict[str, int]:
    return {faction: values["defence"] for faction, values in catalogue_file()["stuetzpunkte"].items()}


def unit_id_for(type_id: str, number: int) -> str:
    """``Späher`` number 2 is ``Spaeher-2``: ids stay ASCII."""
    word = type_words()[type_id]
    return word.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss") + f"-{number}"


def unit_profile(type_id: str) -> Json:
    """The JSON profile a unit of this type carries in a state (a copy: callers may change it)."""
    profile = dict(copy.deepcopy(unit_catalogue()[type_id]), type=type_id, abilities=[])
    profile.pop("anzahl")
    return profile


def army(faction: Faction) -> list[tuple[str, str]]:
    """(unit id, type id) of every unit of the faction's sample army, in catalogue order."""
    return [
        (unit_id_for(type_id, number), type_id)
        for type_id in ARMIES[faction]
        for number in range(1, unit_catalogue()[type_id]["anzahl"] + 1)
    ]

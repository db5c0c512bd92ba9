"""The German step vocabulary of the Pocket-Tactics features (suite code: the rule set names
:data:`STEPS` by reference, ``RULESET.step_library``).

German words map to JSON identifiers through ``features/pocket_tactics/glossar.yaml``; a unit
named with its type ("Rekrut") gets the profile of that type from the sample catalogue
(:mod:`.samples`, ``features/pocket_tactics/einheiten.yaml``) copied into the state, so the
vector carries the profile and never depends on the catalogue.  The setup, combat, advantage
and victory steps are in :mod:`.steps_setup`, :mod:`.steps_combat`, :mod:`.steps_vorteil` and
:mod:`.steps_sieg`; they register on :data:`STEPS` when this module is imported.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from regelwerk.core.canonical import Json, copy_json
from regelwerk.core.errors import present
from regelwerk.core.paths import features_dir
from regelwerk.rulesets.pocket_tactics import samples
from regelwerk.suite.steps import StepFailed, StepLibrary, _hex_text
from regelwerk.suite.steps.common import STEPS as COMMON
from regelwerk.suite.steps.words import word_type
from regelwerk.suite.yamlio import load_yaml


@cache
def glossary() -> Json:
    return load_yaml(features_dir() / "pocket_tactics" / "glossar.yaml")


def _initial_state() -> Json:
    return {
        "phase": "play",
        "first": "legion",
        "active": "legion",
        "winner": None,
        "bag": {"field": 0, "forest": 0, "hill": 0, "village": 0, "water": 0},
        "tiles": [],
        "bases": {faction: {"at": None, "defence": defence} for faction, defence in samples.base_defence().items()},
        "units": [],
        "board": [],
        "reserve": {"legion": [], "tribes": []},
        "prison": {"legion": [], "tribes": []},
    }


def _sort_key(value: Json) -> tuple[int, tuple[int, ...], str]:
    """The canonical order (hexes by q, then r; ids as strings) for well-formed values, and a
    key that never fails for the deliberately broken ones of malformed cases."""
    if isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return (0, tuple(value), "")
    if isinstance(value, str):
        return (1, (), value)
    return (2, (), repr(value))


def _finish_state(state: Json) -> Json:
    state = copy_json(state)
    state["tiles"].sort(key=lambda t: _sort_key(t.get("at")))
    state["units"].sort(key=lambda u: _sort_key(u.get("id")))
    state["board"].sort(key=lambda e: _sort_key(e.get("at")))
    for group in ("reserve", "prison"):
        for ids in state[group].values():
            ids.sort(key=_sort_key)
    return state


STEPS = StepLibrary(
    "pocket_tactics",
    types={
        "Fraktion": word_type(glossary, "fraktionen"),
        "Gelaende": word_type(glossary, "gelaende"),
        "Typ": word_type(glossary, "einheitentypen"),
        "IstSind": (r"ist|sind", str),
        "Ereignisse": (r".+", lambda text: [glossary()["ereignisse"][w.strip()] for w in text.split(",")]),
        "Phase": (r'"[^"]+"', lambda text: glossary()["phasen"][text[1:-1]]),
        "Rolle": word_type(glossary, "rollen"),
        "Farbe": word_type(glossary, "farben"),
        "Quelle": word_type(glossary, "wiederholungsquellen"),
        "Angriff": word_type(glossary, "angriffe"),
        "Orte": (
            r"\(\s*-?\d+\s*,\s*-?\d+\s*\)(?:(?:,| und) \(\s*-?\d+\s*,\s*-?\d+\s*\))*",
            lambda text: [_hex_text(part) for part in re.findall(r"\([^)]*\)", text)],
        ),
    },
    base=COMMON,
    initial_state=_initial_state,
    finish_state=_finish_state,
)


# -- helpers -------------------------------------------------------------------------------


def _place(b: CaseBuilder, unit_id: str, faction: str, type_id: str) -> None:
    if any(u["id"] == unit_id for u in b.state["units"]):
        raise StepFailed(f"unit {unit_id!r} is introduced twice")
    profile = samples.unit_profile(type_id)
    b.state["units"].append({"id": unit_id, "faction": faction, "profile": profile})


def _unit(b: CaseBuilder, unit_id: str) -> Json:
    for unit in b.state["units"]:
        if unit["id"] == unit_id:
            return unit
    raise StepFailed(f"no unit {unit_id!r} was introduced in a Angenommen step")


def _other(faction: str) -> str:
    return "tribes" if faction == "legion" else "legion"


def _where(state: Json, unit_id: str) -> str:
    for entry in state["board"]:
        if entry["unit"] == unit_id:
            return f"on the board at {tuple(entry['at'])}"
    for group, name in (("reserve", "reserve"), ("prison", "prison camp")):
        for faction, ids in state[group].items():
            if unit_id in ids:
                return f"in the {faction} {name}"
    return "nowhere"


# -- given ---------------------------------------------------------------------------------


@STEPS.given("das Spielfeld besteht aus diesen Kacheln:")
def tiles(b: CaseBuilder, table: list[list[str]]) -> None:
    header, *rows = table
    if header != ["Ort", "Gelände"]:
        raise StepFailed(f"the tile table needs the columns | Ort | Gelände |, not {header}")
    for place, terrain in rows:
        b.state["tiles"].append({"at": _hex_text(place), "terrain": glossary()["gelaende"][terrain]})


@cache
def maps() -> Json:
    return load_yaml(features_dir() / "pocket_tactics" / "karten.yaml")["karten"]


@STEPS.given("das Spielfeld ist die Karte {karte:Name}")
def named_map(b: CaseBuilder, karte: str) -> None:
    if karte not in maps():
        raise StepFailed(f"karten.yaml has no map {karte!r} (maps: {', '.join(maps())})")
    entry = maps()[karte]
    for place, terrain in entry["kacheln"].items():
        b.state["tiles"].append({"at": _hex_text(place), "terrain": glossary()["gelaende"][terrain]})
    for faction, place in entry["stuetzpunkte"].items():
        b.state["bases"][glossary()["fraktionen"][faction]]["at"] = _hex_text(place)


@STEPS.given("auf {ort:Ort} liegt keine Kachel")
def no_tile(b: CaseBuilder, ort: list[int]) -> None:
    before = len(b.state["tiles"])
    b.state["tiles"] = [t for t in b.state["tiles"] if t["at"] != ort]
    if len(b.state["tiles"]) == before:
        raise StepFailed(f"there was no tile at {tuple(ort)} to take away")


@STEPS.given("auf {ort:Ort} liegt {gelaende:Gelaende}")
def tile_terrain(b: CaseBuilder, ort: list[int], gelaende: str) -> None:
    b.state["tiles"] = [t for t in b.state["tiles"] if t["at"] != ort]
    b.state["tiles"].append({"at": ort, "terrain": gelaende})


@STEPS.given("der Stützpunkt der {fraktion:Fraktion} liegt auf {ort:Ort}")
def base(b: CaseBuilder, fraktion: str, ort: list[int]) -> None:
    b.state["bases"][fraktion]["at"] = ort


@STEPS.given("die {fraktion:Fraktion} {verb:IstSind} am Zug")
def active(b: CaseBuilder, fraktion: str, verb: str) -> None:
    b.state["active"] = fraktion


@STEPS.given("{einheit:Name} ({typ:Typ} der {fraktion:Fraktion}) steht auf {ort:Ort}")
def unit_on_board(b: CaseBuilder, einheit: str, typ: str, fraktion: str, ort: list[int]) -> None:
    _place(b, einheit, fraktion, typ)
    b.state["board"].append({"unit": einheit, "at": ort})


@STEPS.given("{einheit:Name} ({typ:Typ} der {fraktion:Fraktion}) ist in der Reserve")
def unit_in_reserve(b: CaseBuilder, einheit: str, typ: str, fraktion: str) -> None:
    _place(b, einheit, fraktion, typ)
    b.state["reserve"][fraktion].append(einheit)


@STEPS.given("{einheit:Name} ({typ:Typ} der {fraktion:Fraktion}) ist im Gefangenenlager der {lager:Fraktion}")
def unit_in_prison(b: CaseBuilder, einheit: str, typ: str, fraktion: str, lager: str) -> None:
    _place(b, einheit, fraktion, typ)
    b.state["prison"][lager].append(einheit)


@STEPS.given("{einheit:Name} hat Geländevorteil auf {gelaende:Gelaende}")
def favoured_terrain(b: CaseBuilder, einheit: str, gelaende: str) -> None:
    terrains = _unit(b, einheit)["profile"]["terrain"]
    if gelaende not in terrains:
        terrains.append(gelaende)
        terrains.sort()


# -- when ----------------------------------------------------------------------------------


def _action(kind: str, player: str, unit: str, to: list[int]) -> Json:
    return {"type": kind, "player": player, "unit": unit, "to": to}


@STEPS.when("die {fraktion:Fraktion} {einheit:Name} nach {ort:Ort} bewegt")
def move(b: CaseBuilder, fraktion: str, einheit: str, ort: list[int]) -> None:
    b.set_action(_action("move", fraktion, einheit, ort))


@STEPS.when("die {fraktion:Fraktion} {einheit:Name} mit Zwischenlandung auf {landungen:Orte} nach {ort:Ort} bewegt")
def move_chain(b: CaseBuilder, fraktion: str, einheit: str, landungen: list[list[int]], ort: list[int]) -> None:
    """A chain of hops (PT-A-SPRUNGKETTE): the landings before the target, in order."""
    b.set_action({**_action("move", fraktion, einheit, ort), "via": landungen})


@STEPS.when("die {fraktion:Fraktion} {einheit:Name} mit Zwischenlandung auf {landungen:Orte} auf den eigenen Stützpunkt bewegt")
def move_chain_home(b: CaseBuilder, fraktion: str, einheit: str, landungen: list[list[int]]) -> None:
    if b.state["bases"][fraktion]["at"] is None:
        raise StepFailed(f"no Angenommen step placed the base of {fraktion}")
    b.set_action({**_action("move", fraktion, einheit, b.state["bases"][fraktion]["at"]), "via": landungen})


@STEPS.when("die {fraktion:Fraktion} {einheit:Name} auf den eigenen Stützpunkt bewegt")
def move_home(b: CaseBuilder, fraktion: str, einheit: str) -> None:
    if b.state["bases"][fraktion]["at"] is None:
        raise StepFailed(f"no Angenommen step placed the base of {fraktion}")
    b.set_action(_action("move", fraktion, einheit, b.state["bases"][fraktion]["at"]))


@STEPS.when("die {fraktion:Fraktion} {einheit:Name} auf den Stützpunkt der {ziel:Fraktion} bewegt")
def move_onto_base(b: CaseBuilder, fraktion: str, einheit: str, ziel: str) -> None:
    if b.state["bases"][ziel]["at"] is None:
        raise StepFailed(f"no Angenommen step placed the base of {ziel}")
    b.set_action(_action("move", fraktion, einheit, b.state["bases"][ziel]["at"]))


@STEPS.when("die {fraktion:Fraktion} {einheit:Name} aus der Reserve auf {ort:Ort} aufstellt")
def summon(b: CaseBuilder, fraktion: str, einheit: str, ort: list[int]) -> None:
    b.set_action(_action("summon", fraktion, einheit, ort))


@STEPS.when("der Gefahrenwürfel {wert:Zahl} zeigt")
def hazard_die(b: CaseBuilder, wert: int) -> None:
    b.add_dice("gefahr", [wert])


# -- then ----------------------------------------------------------------------------------


@STEPS.then("steht {einheit:Name} auf {ort:Ort}")
def stands_on(b: CaseBuilder, einheit: str, ort: list[int]) -> None:
    state = b.accepted_state()
    if {"unit": einheit, "at": ort} not in state["board"]:
        raise StepFailed(f"{einheit!r} should stand at {tuple(ort)} but is {_where(state, einheit)}")


@STEPS.then("ist {ort:Ort} frei")
def is_free(b: CaseBuilder, ort: list[int]) -> None:
    state = b.accepted_state()
    for entry in state["board"]:
        if entry["at"] == ort:
            raise StepFailed(f"{tuple(ort)} should be free but {entry['unit']!r} stands there")


@STEPS.then("ist {einheit:Name} in der Reserve der {fraktion:Fraktion}")
def in_reserve(b: CaseBuilder, einheit: str, fraktion: str) -> None:
    state = b.accepted_state()
    if einheit not in state["reserve"][fraktion]:
        raise StepFailed(f"{einheit!r} should be in the {fraktion} reserve but is {_where(state, einheit)}")


@STEPS.then("ist {einheit:Name} im Gefangenenlager der {fraktion:Fraktion}")
def in_prison(b: CaseBuilder, einheit: str, fraktion: str) -> None:
    state = b.accepted_state()
    if einheit not in state["prison"][fraktion]:
        raise StepFailed(f"{einheit!r} should be in the {fraktion} prison camp but is {_where(state, einheit)}")


@STEPS.then("{verb:IstSind} die {fraktion:Fraktion} am Zug")
def is_active(b: CaseBuilder, verb: str, fraktion: str) -> None:
    state = b.accepted_state()
    if state["active"] != fraktion:
        raise StepFailed(f"{fraktion} should be active, but it is {state['active']}")


@STEPS.then("lautet die Ereignisfolge: {folge:Ereignisse}")
def event_sequence(b: CaseBuilder, folge: list[str]) -> None:
    found = [e["type"] for e in b.events()]
    if found != folge:
        raise StepFailed(f"expected the events {folge}, got {found}")


@STEPS.then("springt {einheit:Name} von {von:Ort} über {ueber:Ort} nach {nach:Ort}")
def hopped(b: CaseBuilder, einheit: str, von: list[int], ueber: list[int], nach: list[int]) -> None:
    """One ``hopped`` event with exactly these hexes (a chain has one per hop)."""
    wanted = {"type": "hopped", "unit": einheit, "from": von, "over": ueber, "to": nach}
    found = [e for e in b.events() if e["type"] == "hopped"]
    if wanted not in found:
        raise StepFailed(f"expected {einheit!r} to hop from {tuple(von)} over {tuple(ueber)} to {tuple(nach)}; hops: {found}")


@STEPS.then("wird keine Gefahrenprüfung ausgelöst")
def no_hazard_check(b: CaseBuilder) -> None:
    checks = [e for e in b.events() if e["type"] == "hazard_checked"]
    if checks:
        raise StepFailed(f"expected no hazard check, got {checks}")


@STEPS.then("zeigt die Gefahrenprüfung {wert:Zahl}")
def hazard_roll(b: CaseBuilder, wert: int) -> None:
    rolls = [e["roll"] for e in b.events() if e["type"] == "hazard_checked"]
    if rolls != [wert]:
        raise StepFailed(f"expected one hazard check rolling {wert}, got {rolls}")


@STEPS.then("stehen alle anderen Einheiten, wo sie standen")
def others_unchanged(b: CaseBuilder) -> None:
    state = b.accepted_state()
    moving = present(b.action, "the action")["unit"]
    before = {e["unit"]: e["at"] for e in b.state["board"] if e["unit"] != moving}
    after = {e["unit"]: e["at"] for e in state["board"] if e["unit"] != moving}
    if before != after:
        raise StepFailed(f"other units moved: before {before}, after {after}")


# The setup and combat vocabularies register on STEPS when imported.
from regelwerk.rulesets.pocket_tactics import steps_combat, steps_setup, steps_sieg, steps_vorteil  # noqa: E402, F401

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder

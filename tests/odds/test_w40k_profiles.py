"""The board-free attack profiles of features/w40k/verteilungen.yaml (issue 18, distribution
vectors): enough of them, each a case the reference engine accepts within the budget, each
citing clauses of the catalog; the coverage the issue asks for, read from the states and actions;
every reading of the attack sequence changing some distribution; and the exact distributions
equal to an independent model in icepool (tests/odds/w40k_icepool.py)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from regelwerk.core.errors import SuiteDataError
from regelwerk.odds.engine import OddsResult, projection_named
from regelwerk.rulesets import RULESETS
from regelwerk.rulesets.w40k.profiles import ProfileCase, parse_profiles, profile_cases
from regelwerk.suite.catalog import load_catalog
from tests.odds.cases import odds_of, table
from tests.odds.w40k_icepool import expressible, projected

ROOT = Path(__file__).resolve().parents[2]
MAX_RUNS = 2_000  # issue 18's budget per profile
PROFILES = profile_cases()
BY_NAME = {p.name: p for p in PROFILES}


@cache
def result(name: str, pinned: tuple[tuple[str, str], ...] | None = None) -> OddsResult:
    """The exact odds of a profile, under its own readings or (``pinned``) under these."""
    profile = BY_NAME[name]
    case = profile.case()
    if pinned is not None:
        case["interpretations"] = dict(pinned)
    return odds_of(case, profile.projection, max_runs=MAX_RUNS)


def test_there_are_at_least_200_profiles_with_unique_kebab_case_names() -> None:
    names = [p.name for p in PROFILES]
    assert len(names) >= 200
    assert len(set(names)) == len(names)
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", n) for n in names)
    assert all(p.description.strip() and p.projection in ("models-destroyed", "wounds-lost") for p in PROFILES)


def test_every_clause_exists_in_the_catalog() -> None:
    known = set(load_catalog("w40k").clauses)
    assert all(p.clauses for p in PROFILES)
    assert {c for p in PROFILES for c in p.clauses} <= known


def test_the_cases_are_board_free_with_every_die_open() -> None:
    for p in PROFILES:
        case = p.case()
        assert case["state"]["form"] == "attacks" and case["action"]["type"] == "resolve_attacks" and case["dice"] == {}
        assert case["interpretations"] == p.interpretations


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_every_profile_is_accepted_within_the_budget(name: str) -> None:
    odds = result(name)
    assert odds.open and odds.runs < MAX_RUNS
    for entry in odds.distribution.entries:
        assert not (isinstance(entry.value, dict) and ({"rejected", "answered"} & set(entry.value))), entry.value


# -- coverage, read from the states and actions ------------------------------------------------


def _target(p: ProfileCase) -> list[dict[str, Any]]:
    unit = next(u for u in p.state["units"] if u["id"] == p.action["target"])
    return [m for m in unit["models"] if m["status"] == "alive"]


def _weapons(p: ProfileCase) -> list[dict[str, Any]]:
    models = {m["id"]: m for u in p.state["units"] for m in u["models"]}
    return [next(w for w in models[line["model"]]["weapons"] if w["id"] == line["weapon"]) for line in p.action["attacks"]]


def _ranged(p: ProfileCase) -> bool:
    return bool(p.action["kind"] == "ranged")


def _forms(field: str, form: str) -> Callable[[ProfileCase], bool]:
    return lambda p: any(isinstance(w[field], str) and re.fullmatch(form, w[field]) for w in _weapons(p))


def _armour_faces(save: int | None, modifier: int) -> int:
    return 0 if save is None else sum(1 for r in range(2, 7) if r == 6 or r + modifier >= save)


def _invulnerable_against_armour(p: ProfileCase) -> Iterator[tuple[int, int]]:
    """(faces the invulnerable save holds on, faces the AP-modified armour save holds on) for
    every weapon and every alive target model with an invulnerable save (the cap of WH-ATK-2 as
    the profile reads it; cover included)."""
    capped = p.interpretations.get("WH-A-MODIFIKATOR-GRENZE", "alle-wuerfe") == "alle-wuerfe"
    for w in _weapons(p):
        for m in _target(p):
            if m["profile"]["invulnerable"] is not None:
                modifier = w["ap"] + (1 if _ranged(p) and m["cover"] else 0)
                modifier = max(-1, min(1, modifier)) if capped else modifier
                yield 7 - m["profile"]["invulnerable"], _armour_faces(m["profile"]["save"], modifier)


def _groups(p: ProfileCase) -> int:
    ids = [w["id"] for w in _weapons(p)]
    return sum(1 for i, w in enumerate(ids) if i == 0 or ids[i - 1] != w)


def _big_guns(p: ProfileCase) -> bool:
    return _ranged(p) and any(u["engaged"] and all({"monster", "vehicle"} & set(m["keywords"]) for m in u["models"])
                              for u in p.state["units"])


CATEGORIES: dict[str, Callable[[ProfileCase], bool]] = {
    "one model": lambda p: len(_target(p)) == 1,
    "several models": lambda p: len(_target(p)) >= 2,
    "mixed profiles": lambda p: len({str(sorted(m["profile"].items())) for m in _target(p)}) >= 2,
    "attacks D3": _forms("attacks", r"D3"),
    "attacks D6": _forms("attacks", r"D6"),
    "attacks 2D6": _forms("attacks", r"[2-9]D6"),
    "attacks D6+k": _forms("attacks", r"[1-9]?D[36]\+[0-9]+"),
    "damage D3": _forms("damage", r"D3"),
    "damage D6": _forms("damage", r"D6"),
    "damage D3+k": _forms("damage", r"D3\+[0-9]+"),
    "damage D6+k": _forms("damage", r"D6\+[0-9]+"),
    "damage above 1": lambda p: any(isinstance(w["damage"], int) and w["damage"] > 1 for w in _weapons(p)),
    "feel no pain": lambda p: any(m["profile"]["feel_no_pain"] for m in _target(p)),
    "mortal wounds": lambda p: any(w["mortal"] != 0 for w in _weapons(p)),
    "random mortal wounds": _forms("mortal", r".*D.*"),
    "cover": lambda p: _ranged(p) and any(m["cover"] for m in _target(p)),
    "cover in melee (ignored)": lambda p: not _ranged(p) and any(m["cover"] for m in _target(p)),
    "no armour save": lambda p: any(m["profile"]["save"] is None for m in _target(p)),
    "invulnerable better than the modified save": lambda p: any(i > a for i, a in _invulnerable_against_armour(p)),
    "invulnerable worse than the modified save": lambda p: any(i < a for i, a in _invulnerable_against_armour(p)),
    "hit modifier beyond +1": lambda p: any(w["hit_modifier"] > 1 for w in _weapons(p)),
    "hit modifier beyond -1": lambda p: any(w["hit_modifier"] < -1 for w in _weapons(p)),
    "wound modifier beyond -1": lambda p: any(w["wound_modifier"] < -1 for w in _weapons(p)),
    "AP beyond -1": lambda p: any(w["ap"] < -1 for w in _weapons(p)),
    "stealth": lambda p: _ranged(p) and all("stealth" in m["keywords"] for m in _target(p)),
    "big guns never rest": _big_guns,
    "wounds already lost": lambda p: any(m["wounds_left"] < m["profile"]["wounds"] for m in _target(p)),
    "an attack already allocated": lambda p: any(m["attacked"] for m in _target(p)),
    "deadly demise": lambda p: any(m["profile"]["deadly_demise"] is not None for m in _target(p)),
    "melee": lambda p: not _ranged(p),
    "several groups": lambda p: _groups(p) >= 2,
    "one group of several models": lambda p: len(p.action["attacks"]) > _groups(p),
    "wounds lost per model": lambda p: p.projection == "wounds-lost",
}


@pytest.mark.parametrize("category", sorted(CATEGORIES))
def test_the_profiles_cover_the_category(category: str) -> None:
    assert any(CATEGORIES[category](p) for p in PROFILES), category


# -- readings of the attack sequence -----------------------------------------------------------


def board_free_switches() -> list[str]:
    """The switches docs/w40k.md names as read by a board-free attack case ("Every switch the
    attack sequence reads applies: …", up to the switches of destroyed transports)."""
    text = (ROOT / "docs" / "w40k.md").read_text(encoding="utf-8")
    start = text.index("Every switch the attack sequence reads applies:")
    return re.findall(r"`(WH-A-[A-Z0-9-]+)`", text[start:text.index("The switches of destroyed transports", start)])


def test_the_board_free_switches_are_those_the_profiles_consult() -> None:
    listed = set(board_free_switches())
    registered = {s.id for s in RULESETS["w40k"].switches}
    consulted = {s for p in PROFILES for s in result(p.name).consulted}
    assert listed <= registered and len(listed) >= 16
    assert consulted == listed


SWITCHES = {s.id: s for s in RULESETS["w40k"].switches}


@pytest.mark.parametrize(("switch", "option"), [(s, o) for s in board_free_switches() for o in SWITCHES[s].options])
def test_every_option_changes_some_distribution(switch: str, option: str) -> None:
    # A profile pinned to the option whose distribution changes when only this switch is set to
    # another option (the profile's other pinned readings kept): for an option other than the
    # default, the default; for the default, any other option.
    pinned = [p for p in PROFILES if p.interpretations.get(switch) == option]
    assert pinned, f"no profile pins {switch}={option}"
    changed = []
    for p in pinned:
        for other in SWITCHES[switch].options:
            readings = {**p.interpretations, switch: other}
            if other != option and result(p.name).distribution != result(p.name, tuple(sorted(readings.items()))).distribution:
                changed.append(p.name)
    assert changed, f"{switch}={option} changes none of {[p.name for p in pinned]}"


# -- the cross-check with icepool --------------------------------------------------------------

# icepool states every profile whose attacks stay within the target unit: all but those with
# Gefährliches Ende, whose mortal wounds reach the attacking unit and go on from model to model
# in a chain of further Gefährliches Ende rolls (tests/odds/w40k_icepool.py).
EXPRESSIBLE = sorted(p.name for p in PROFILES if expressible(p.case()))


def test_icepool_states_every_profile_without_deadly_demise() -> None:
    left_out = {p.name for p in PROFILES} - set(EXPRESSIBLE)
    assert left_out == {p.name for p in PROFILES if CATEGORIES["deadly demise"](p)}
    assert len(EXPRESSIBLE) >= 200


@pytest.mark.parametrize("name", EXPRESSIBLE)
def test_the_distribution_equals_icepool(name: str) -> None:
    profile = BY_NAME[name]
    expected = projected(profile.case(), profile.projection)
    assert all(isinstance(p, Fraction) for p in expected.values())
    assert table(result(name)) == expected


# -- the data file -----------------------------------------------------------------------------

WEAPON = {"beschreibung": "Ein Bolter", "attacken": 2, "fertigkeit": 3, "staerke": 4, "durchschlag": 0, "schaden": 1}
TARGET = {"beschreibung": "einen Gardisten", "modelle": [{"widerstand": 3, "rw": 5, "lp": 1}]}


def _document(**changes: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"waffen": {"bolter": dict(WEAPON)}, "ziele": {"gardist": dict(TARGET)},
                           "raster": [{"waffen": ["bolter"], "ziele": ["gardist"]}]}
    doc.update(changes)
    return doc


def test_a_well_formed_document_gives_its_grid() -> None:
    (profile,) = parse_profiles(_document())
    assert profile.name == "bolter-gegen-gardist" and profile.projection == "models-destroyed"
    assert profile.action["attacks"] == [{"model": "Angreifer-1", "weapon": "bolter"}]


@pytest.mark.parametrize(
    ("changes", "where"),
    [
        ({"waffen": {"bolter": {**WEAPON, "staerke": "vier"}}}, "waffen.bolter has staerke"),
        ({"waffen": {"bolter": {**WEAPON, "reichweite": 24}}}, "waffen.bolter has unknown keys"),
        ({"waffen": {"bolter": {**WEAPON, "attacken": "W6"}}}, "waffen.bolter has attacken"),
        ({"ziele": {"gardist": {**TARGET, "modelle": [{"widerstand": 3, "rw": 5}]}}}, "ziele.gardist.modelle[0] lacks 'lp'"),
        ({"ziele": {"gardist": {**TARGET, "modelle": [{"widerstand": 3, "rw": 5, "lp": 1, "verloren": 1}]}}}, "has verloren"),
        ({"raster": [{"waffen": ["lanze"], "ziele": ["gardist"]}]}, "raster[0] has waffen"),
        ({"faelle": [{"name": "Zwei Worte", "beschreibung": "x", "angriffe": ["bolter"], "ziel": "gardist"}]}, "not a kebab-case slug"),
        ({"faelle": [{"name": "bolter-gegen-gardist", "beschreibung": "x", "angriffe": ["bolter"], "ziel": "gardist"}]}, "twice"),
    ],
)
def test_a_malformed_entry_names_the_file_and_the_entry(changes: dict[str, Any], where: str) -> None:
    with pytest.raises(SuiteDataError) as error:
        parse_profiles(_document(**changes))
    assert "verteilungen.yaml" in str(error.value) and where in str(error.value)


# -- the projections of a board-free case ----------------------------------------------------


def test_unit_destroyed_applies_to_a_board_free_case() -> None:
    # One bolter into one guardsman: the unit Ziel is destroyed exactly when its model is.
    profile = BY_NAME["bolter-gegen-gardist"]
    destroyed = table(odds_of(profile.case(), "unit-destroyed"))
    assert destroyed == {'["Ziel"]': table(result(profile.name))[1], "[]": table(result(profile.name))[0]}


def test_the_natural_projection_of_a_board_free_attack_is_models_destroyed() -> None:
    ruleset = RULESETS["w40k"]
    assert projection_named(ruleset, BY_NAME["bolter-gegen-gardist"].case(), None).name == "models-destroyed"

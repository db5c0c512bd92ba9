"""Board-free attack profiles for distribution vectors (issue 18, "Exact odds").

``features/w40k/verteilungen.yaml`` describes, in a rules editor's words, weapon profiles
(``waffen``), target units (``ziele``), grids of weapons × targets (``raster``) and hand-picked
cases (``faelle``).  :func:`profile_cases` turns it into board-free ``resolve_attacks`` cases
(docs/w40k.md, "Für Würfelrechner"), every die left open: a distribution vector stores such a
case, its projection and the exact distribution ``regelwerk.odds.engine.odds`` gives.

The cases are built the same way each time: the attacking unit ``Angreifer`` has one model per
attack line (``Angreifer-1``, ``Angreifer-2`` …, each T4, Sv 3+, 2 wounds, carrying the line's
weapon); the target unit ``Ziel`` has the models of the target in the order listed
(``Ziel-1`` …).  A model with Gefährliches Ende has every other model of the case within 6".
A malformed entry raises :class:`~regelwerk.core.errors.SuiteDataError` naming the file and the
entry.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NoReturn

from regelwerk.core.bounded import read_yaml_file
from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.paths import features_dir

PROFILES_FILE = "verteilungen.yaml"
PROJECTIONS = ("models-destroyed", "wounds-lost")
ATTACKER, TARGET = "Angreifer", "Ziel"
KINDS = {"fernkampf": "ranged", "nahkampf": "melee"}
SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
DICE = re.compile(r"^([1-9]?)D(3|6)(\+([1-9][0-9]?))?$")
KEYWORDS = {"infanterie": "infantry", "monster": "monster", "fahrzeug": "vehicle", "tarnung": "stealth"}
ATTACKER_PROFILE: Json = {"toughness": 4, "save": 3, "invulnerable": None, "wounds": 2, "feel_no_pain": None, "deadly_demise": None}


@dataclass(frozen=True)
class ProfileCase:
    """One board-free attack profile: a ``resolve_attacks`` case with every die open and the
    projection whose exact distribution it is about."""

    name: str
    description: str
    clauses: tuple[str, ...]
    interpretations: dict[str, str]
    projection: str
    state: Json
    action: Json

    def case(self) -> Json:
        """The case as ``regelwerk odds`` reads it (a fresh copy, every die open)."""
        return {"ruleset": "w40k", "state": copy.deepcopy(self.state), "action": copy.deepcopy(self.action),
                "dice": {}, "interpretations": dict(self.interpretations), "description": self.description}


class _Entry:
    """Reads the fields of one YAML entry, each problem an error naming the file and the entry."""

    def __init__(self, where: str, raw: Any, allowed: frozenset[str]) -> None:
        self.where = where
        if not isinstance(raw, dict):
            self.fail("is not a mapping")
        unknown = sorted(set(raw) - allowed)
        if unknown:
            self.fail(f"has unknown keys {unknown}")
        self.raw: dict[str, Any] = raw

    def fail(self, message: str) -> NoReturn:
        raise SuiteDataError(f"features/w40k/{PROFILES_FILE}", f"{self.where} {message}")

    def get(self, key: str, check: Callable[[Any], bool], what: str, default: Any = ...) -> Any:
        if key not in self.raw:
            return default if default is not ... else self.fail(f"lacks {key!r}")
        value = self.raw[key]
        return value if check(value) else self.fail(f"has {key}: {value!r}, expected {what}")


def _int(low: int, high: int = 99) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _optional(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: v is None or check(v)


def _dice_or(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: check(v) or (isinstance(v, str) and DICE.match(v) is not None)


def _strings(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(s, str) for s in v)


def _text(v: Any) -> bool:
    return isinstance(v, str) and bool(v.strip())


def _switches(v: Any) -> bool:
    return isinstance(v, dict) and all(isinstance(k, str) and isinstance(o, str) for k, o in v.items())


WEAPON_KEYS = frozenset({"beschreibung", "art", "attacken", "fertigkeit", "staerke", "durchschlag", "schaden", "toedlich",
                         "treffermodifikator", "verwundungsmodifikator", "klauseln"})
MODEL_KEYS = frozenset({"anzahl", "widerstand", "rw", "rettungswurf", "lp", "verletzungen_ignorieren", "gefaehrliches_ende",
                        "verloren", "deckung", "stichwoerter", "angegriffen"})
TARGET_KEYS = frozenset({"beschreibung", "im_nahkampf", "modelle", "klauseln"})
GRID_KEYS = frozenset({"waffen", "ziele", "projektion", "auslegungen", "namenszusatz", "klauseln"})
CASE_KEYS = frozenset({"name", "beschreibung", "angriffe", "ziel", "angreifer", "auslegungen", "projektion", "klauseln"})
SHOOTER_KEYS = frozenset({"stichwoerter", "im_nahkampf"})


@dataclass(frozen=True)
class _Weapon:
    id: str
    description: str
    kind: str
    json: Json
    clauses: tuple[str, ...]


@dataclass(frozen=True)
class _Target:
    id: str
    description: str
    engaged: bool
    models: tuple[Json, ...]
    clauses: tuple[str, ...]


def _keywords(entry: _Entry, key: str) -> list[str]:
    words = entry.get(key, _strings, "a list of keywords", [])
    unknown = [w for w in words if w not in KEYWORDS]
    if unknown:
        entry.fail(f"has unknown keywords {unknown} (known: {sorted(KEYWORDS)})")
    named = {KEYWORDS[w] for w in words}
    return sorted(named if named & {"monster", "vehicle"} else named | {"infantry"})


def _weapon(weapon_id: str, raw: Any) -> _Weapon:
    e = _Entry(f"waffen.{weapon_id}", raw, WEAPON_KEYS)
    kind = e.get("art", lambda v: v in KINDS, f"one of {sorted(KINDS)}", "fernkampf")
    json: Json = {
        "id": weapon_id,
        "attacks": e.get("attacken", _dice_or(_int(0)), "a number or a dice expression"),
        "skill": e.get("fertigkeit", _int(2, 6), "2 to 6 (BF or KG)"),
        "strength": e.get("staerke", _int(1), "a strength"),
        "ap": -e.get("durchschlag", _int(0, 6), "0 to 6 (the DS without its sign)"),
        "damage": e.get("schaden", _dice_or(_int(1)), "a number or a dice expression"),
        "mortal": e.get("toedlich", _dice_or(_int(0)), "a number or a dice expression", 0),
        "hit_modifier": e.get("treffermodifikator", _int(-6, 6), "a modifier", 0),
        "wound_modifier": e.get("verwundungsmodifikator", _int(-6, 6), "a modifier", 0),
    }
    return _Weapon(weapon_id, e.get("beschreibung", _text, "a text"), KINDS[kind], json, tuple(e.get("klauseln", _strings, "clause ids", [])))


def _models(where: str, raw: Any) -> tuple[Json, ...]:
    if not isinstance(raw, list) or not raw:
        raise SuiteDataError(f"features/w40k/{PROFILES_FILE}", f"{where}.modelle is not a non-empty list")
    out: list[Json] = []
    for index, item in enumerate(raw):
        e = _Entry(f"{where}.modelle[{index}]", item, MODEL_KEYS)
        wounds = e.get("lp", _int(1), "the wounds (LP)")
        lost = e.get("verloren", _int(0, wounds - 1), f"0 to {wounds - 1} wounds lost", 0)
        profile = {
            "toughness": e.get("widerstand", _int(1), "a toughness"),
            "save": e.get("rw", _optional(_int(2, 7)), "2 to 7 or null"),
            "invulnerable": e.get("rettungswurf", _optional(_int(2, 6)), "2 to 6 or null", None),
            "wounds": wounds,
            "feel_no_pain": e.get("verletzungen_ignorieren", _optional(_int(2, 6)), "2 to 6 or null", None),
            "deadly_demise": e.get("gefaehrliches_ende", _optional(_dice_or(_int(1))), "X, a dice expression or null", None),
        }
        model = {"status": "alive", "keywords": _keywords(e, "stichwoerter"), "wounds_left": wounds - lost,
                 "cover": e.get("deckung", _int(0, 9), "instances of cover", 0),
                 "attacked": e.get("angegriffen", lambda v: isinstance(v, bool), "true or false", False),
                 "weapons": [], "profile": profile}
        out.extend([model] * e.get("anzahl", _int(1, 9), "1 to 9 models", 1))
    return tuple(out)


def _target(target_id: str, raw: Any) -> _Target:
    e = _Entry(f"ziele.{target_id}", raw, TARGET_KEYS)
    return _Target(target_id, e.get("beschreibung", _text, "a text"), e.get("im_nahkampf", lambda v: isinstance(v, bool), "true or false", False),
                   _models(f"ziele.{target_id}", e.raw.get("modelle")), tuple(e.get("klauseln", _strings, "clause ids", [])))


def _model_json(model_id: str, model: Json, near: list[str]) -> Json:
    out = copy.deepcopy(model)
    out["id"] = model_id
    out["near"] = near if model["profile"]["deadly_demise"] is not None else []
    return out


def _case_json(weapons: list[_Weapon], target: _Target, shooter: Json) -> tuple[Json, Json]:
    """The board-free state and ``resolve_attacks`` action: one attacking model per line."""
    attacker_ids = [f"{ATTACKER}-{i + 1}" for i in range(len(weapons))]
    target_ids = [f"{TARGET}-{i + 1}" for i in range(len(target.models))]
    every = attacker_ids + target_ids
    attackers = [{"id": mid, "status": "alive", "keywords": shooter["keywords"], "wounds_left": 2, "cover": 0, "attacked": False,
                  "near": [], "weapons": [w.json], "profile": dict(ATTACKER_PROFILE)} for mid, w in zip(attacker_ids, weapons, strict=True)]
    defenders = [_model_json(mid, m, [o for o in every if o != mid]) for mid, m in zip(target_ids, target.models, strict=True)]
    state = {"form": "attacks", "units": [
        {"id": ATTACKER, "engaged": shooter["engaged"], "models": attackers},
        {"id": TARGET, "engaged": target.engaged, "models": defenders},
    ]}
    action = {"type": "resolve_attacks", "unit": ATTACKER, "kind": weapons[0].kind, "target": TARGET,
              "attacks": [{"model": mid, "weapon": w.id} for mid, w in zip(attacker_ids, weapons, strict=True)]}
    return state, action


PLAIN_SHOOTER: Json = {"keywords": ["infantry"], "engaged": False}
SENTENCE = {"ranged": "{weapon} schießt auf {target}; {counted}.", "melee": "{weapon} schlägt auf {target} ein; {counted}."}
COUNTED = {"models-destroyed": "gezählt werden zerstörte Modelle", "wounds-lost": "gezählt werden verlorene LP je Modell"}


def _build(where: str, name: str, description: str, weapons: list[_Weapon], target: _Target, shooter: Json,
           switches: dict[str, str], projection: str, clauses: list[str]) -> ProfileCase:
    if not SLUG.match(name):
        raise SuiteDataError(f"features/w40k/{PROFILES_FILE}", f"{where} gives the name {name!r}, not a kebab-case slug")
    if len({w.kind for w in weapons}) != 1:
        raise SuiteDataError(f"features/w40k/{PROFILES_FILE}", f"{where} mixes ranged and melee weapons")
    state, action = _case_json(weapons, target, shooter)
    every = [*clauses, *(c for w in weapons for c in w.clauses), *target.clauses]
    return ProfileCase(name, description, tuple(dict.fromkeys(every)), dict(switches), projection, state, action)


def _grid(index: int, raw: Any, weapons: Mapping[str, _Weapon], targets: Mapping[str, _Target]) -> list[ProfileCase]:
    e = _Entry(f"raster[{index}]", raw, GRID_KEYS)
    w_ids = e.get("waffen", lambda v: _strings(v) and all(i in weapons for i in v), "known weapon ids")
    t_ids = e.get("ziele", lambda v: _strings(v) and all(i in targets for i in v), "known target ids")
    projection = e.get("projektion", lambda v: v in PROJECTIONS, f"one of {PROJECTIONS}", "models-destroyed")
    switches = e.get("auslegungen", _switches, "switch: option", {})
    suffix = e.get("namenszusatz", lambda v: isinstance(v, str) and SLUG.match(v) is not None, "a slug", None)
    clauses = e.get("klauseln", _strings, "clause ids", [])
    out = []
    for w in w_ids:
        for t in t_ids:
            weapon, target = weapons[w], targets[t]
            name = f"{w}-gegen-{t}" + (f"-{suffix}" if suffix else "")
            text = SENTENCE[weapon.kind].format(weapon=weapon.description, target=target.description, counted=COUNTED[projection])
            out.append(_build(f"raster[{index}] ({name})", name, text, [weapon], target, PLAIN_SHOOTER, switches, projection, clauses))
    return out


def _case(index: int, raw: Any, weapons: Mapping[str, _Weapon], targets: Mapping[str, _Target]) -> ProfileCase:
    named = raw.get("name") if isinstance(raw, dict) else None
    e = _Entry(f"faelle[{index}]" + (f" ({named})" if isinstance(named, str) else ""), raw, CASE_KEYS)
    name = e.get("name", _text, "a slug")
    lines = e.get("angriffe", lambda v: _strings(v) and bool(v) and all(i in weapons for i in v), "a list of known weapon ids")
    target = targets[e.get("ziel", lambda v: v in targets, "a known target id")]
    shooter_entry = _Entry(f"{e.where}.angreifer", e.raw.get("angreifer", {}), SHOOTER_KEYS)
    shooter = {"keywords": _keywords(shooter_entry, "stichwoerter"),
               "engaged": shooter_entry.get("im_nahkampf", lambda v: isinstance(v, bool), "true or false", False)}
    return _build(e.where, name, e.get("beschreibung", _text, "a text"), [weapons[w] for w in lines], target, shooter,
                  e.get("auslegungen", _switches, "switch: option", {}),
                  e.get("projektion", lambda v: v in PROJECTIONS, f"one of {PROJECTIONS}", "models-destroyed"),
                  e.get("klauseln", _strings, "clause ids", []))


def parse_profiles(raw: Any) -> tuple[ProfileCase, ...]:
    """The profile cases of the YAML document ``raw`` (see the module docstring)."""
    top = _Entry("the document", raw, frozenset({"waffen", "ziele", "raster", "faelle"}))
    w_raw = top.get("waffen", lambda v: isinstance(v, dict), "a mapping of weapons")
    t_raw = top.get("ziele", lambda v: isinstance(v, dict), "a mapping of targets")
    weapons = {i: _weapon(i, r) for i, r in w_raw.items()}
    targets = {i: _target(i, r) for i, r in t_raw.items()}
    grids = top.get("raster", lambda v: isinstance(v, list), "a list", [])
    cases = top.get("faelle", lambda v: isinstance(v, list), "a list", [])
    out = [p for i, g in enumerate(grids) for p in _grid(i, g, weapons, targets)]
    out += [_case(i, c, weapons, targets) for i, c in enumerate(cases)]
    seen: set[str] = set()
    for p in out:
        if p.name in seen:
            top.fail(f"names the profile {p.name!r} twice")
        seen.add(p.name)
    return tuple(out)


def profile_cases() -> tuple[ProfileCase, ...]:
    """Every profile of ``features/w40k/verteilungen.yaml``, grids first, in file order."""
    return parse_profiles(read_yaml_file(features_dir() / "w40k" / PROFILES_FILE))

"""The German step vocabulary of the Warhammer 40,000 features: the ``Angenommen`` and ``Wenn``
steps (the ``Dann`` steps are in :mod:`.steps_then`).

German words map to JSON identifiers through ``features/w40k/glossar.yaml``.  Lengths are written
in inches (``(12|6)`` is x = 12", y = 6"; ``(12|6|2)`` two inches up; decimals with a comma) and
stored in units of 1/254 inch; a point in square brackets is in units already.  A unit introduced
with its type ("Infanterist") gets the sample profile of :mod:`.samples` copied into the state;
its models are called ``<unit>-1``, ``<unit>-2``, ...  Dice expressions are written the German
way (``W3``, ``2W6``, ``W6+1``).

The state starts as a game under way: round 2 of 5, the Imperium's turn in its shooting phase,
the Imperium first in turn order, no command points, a battlefield of 60 by 44 inches with the
Imperium's deployment zone along the south edge and the Orks' along the north edge (12" deep), no
terrain, no objective marker, no unit.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json, copy_json
from regelwerk.core.inches import inches
from regelwerk.core.paths import features_dir
from regelwerk.rulesets.w40k import dice as labels
from regelwerk.rulesets.w40k.boardfree import is_board_free
from regelwerk.rulesets.w40k.samples import TABLE, TYPES, deployment_zones, model_json
from regelwerk.suite.steps import StepFailed, StepLibrary
from regelwerk.suite.steps.common import STEPS as COMMON
from regelwerk.suite.steps.words import inch_point, inch_units, word_type
from regelwerk.suite.yamlio import load_yaml

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder

PLAYERS = ("imperium", "orks")


@cache
def glossary() -> Json:
    return load_yaml(features_dir() / "w40k" / "glossar.yaml")


def expression(text: str) -> int | str:
    """A German dice expression (``W3``, ``2W6``, ``W6+1``) as JSON (``D3``, ...), or a number."""
    text = text.strip()
    return int(text) if text.isdigit() else text.replace("W", "D")


def names(text: str) -> list[str]:
    return re.findall(r'"([^"]+)"', text)


NUMBER = r"-?\d+(?:,\d+)?"
POINT = rf"\(\s*{NUMBER}\s*\|\s*{NUMBER}\s*(?:\|\s*{NUMBER}\s*)?\)|\[\s*-?\d+\s*\|\s*-?\d+\s*\|\s*\d+\s*\]"
NAME = r'"[^"]+"'


def moves(text: str) -> list[dict[str, Any]]:
    """``"m1" nach P; "m2" über P und P nach P``: each model's path, in this order."""
    out: list[dict[str, Any]] = []
    for part in text.split(";"):
        match = re.fullmatch(rf'\s*"([^"]+)"\s+(?:über\s+(.+?)\s+)?nach\s+({POINT})\s*', part)
        if match is None:
            raise StepFailed(f"not a move: {part.strip()!r} (write '\"m1\" nach (x|y)' or '\"m1\" über (x|y) nach (x|y)')")
        via = re.findall(POINT, match.group(2) or "")
        out.append({"model": match.group(1), "path": [inch_point(p) for p in via] + [inch_point(match.group(3))]})
    return out


def placements(text: str) -> dict[str, list[int]]:
    """``"m1" bei P; "m2" bei P``."""
    out: dict[str, list[int]] = {}
    for part in text.split(";"):
        match = re.fullmatch(rf'\s*"([^"]+)"\s+bei\s+({POINT})\s*', part)
        if match is None:
            raise StepFailed(f"not a placement: {part.strip()!r}")
        out[match.group(1)] = inch_point(match.group(2))
    return out


def declarations(text: str) -> list[dict[str, Any]]:
    """``"m1" mit "Bolter" auf "Boyz"`` (shooting) or ``"m1" mit "Spalta" 2 gegen "Trupp"``
    (fighting, with an optional number of attacks), separated by ``;``."""
    out = []
    for part in text.split(";"):
        match = re.fullmatch(r'\s*"([^"]+)"\s+mit\s+"([^"]+)"\s+(?:(\d+)\s+)?(?:auf|gegen)\s+"([^"]+)"\s*', part)
        if match is None:
            raise StepFailed(f"not a declaration: {part.strip()!r}")
        line: dict[str, Any] = {"model": match.group(1), "weapon": match.group(2), "target": match.group(4)}
        if match.group(3):
            line["count"] = int(match.group(3))
        out.append(line)
    return out


PROFILE_FIELDS = {
    "Bewegung": "move", "Widerstand": "toughness", "Rüstungswurf": "save", "Rettungswurf": "invulnerable", "MK": "oc",
    "Verletzungen ignorieren": "feel_no_pain",
}


def _initial_state() -> Json:
    width, depth = TABLE
    return {
        "round": 2,
        "last_round": 5,
        "players": list(PLAYERS),
        "active": "imperium",
        "phase": "shooting",
        "step": "shoot",
        "cp": {p: 0 for p in PLAYERS},
        "extra_cp": [],
        "table": {"width": width, "depth": depth},
        "deployment_zones": deployment_zones(PLAYERS),
        "terrain": [],
        "objectives": [],
        "hidden": [],
        "units": [],
        "sequence": None,
        "fight_next": None,
        "pending": [],
        "result": None,
    }


def _finish_state(state: Json) -> Json:
    state = copy_json(state)
    if is_board_free(state):  # a calculator step has turned the game board-free (steps of rechner.feature)
        state["units"].sort(key=lambda unit: str(unit.get("id")))
        for unit in state["units"]:
            for model in unit["models"]:
                model["keywords"] = sorted(set(model["keywords"]))
                model["near"] = sorted(set(model["near"]))
        return state
    for key in ("units", "terrain", "objectives"):
        state[key].sort(key=lambda item: str(item.get("id")))
    state["hidden"] = sorted(sorted(pair) for pair in state["hidden"])
    for unit in state["units"]:
        for model in unit["models"]:
            model["keywords"] = sorted(set(model["keywords"]))
    return state


STEPS = StepLibrary(
    "w40k",
    types={
        "Spieler": word_type(glossary, "spieler"),
        "Besitzer": word_type(glossary, "besitzer"),
        "Typ": word_type(glossary, "typen"),
        "Schluesselwort": word_type(glossary, "schluesselwoerter"),
        "Phase": word_type(glossary, "phasen"),
        "Bewegungsart": word_type(glossary, "bewegungsarten"),
        "Reserve": word_type(glossary, "reserven"),
        "Richtung": word_type(glossary, "richtungen"),
        "Punkt": (POINT, inch_point),
        "Zoll": (NUMBER, inch_units),
        "Ausdruck": (r"\d+|[1-9]?W[36](?:\+\d+)?", expression),
        "Namen": (rf'{NAME}(?:(?:, | und ){NAME})*', names),
        "Bewegungen": (r".+", moves),
        "Aufstellung": (r".+", placements),
        "Erklaerungen": (r".+", declarations),
        "Wuerfel": (r"[1-6] und [1-6]", lambda text: [int(x) for x in text.split(" und ")]),
        "Ereignisse": (r".+", lambda text: [glossary()["ereignisse"][w.strip()] for w in text.split(",")]),
        "Profilwert": ("(?:" + "|".join(sorted(map(re.escape, PROFILE_FIELDS), key=len, reverse=True)) + ")", lambda w: PROFILE_FIELDS[w]),
        "Deckung": (r"(?: in Deckung)?", lambda text: bool(text.strip())),
        "Punkte": (rf"(?:{POINT})(?: und (?:{POINT}))*", lambda text: [inch_point(p) for p in re.findall(POINT, text)]),
        "Neuordnungsziel": (r"den Feind|den Missionszielmarker|nichts", lambda w: {"den Feind": "enemy", "den Missionszielmarker": "objective", "nichts": "none"}[w]),
        "Orte": (rf"(?:{POINT})(?:; (?:{POINT}))*", lambda text: [inch_point(p) for p in re.findall(POINT, text)]),
    },
    base=COMMON,
    initial_state=_initial_state,
    finish_state=_finish_state,
)


# -- helpers -------------------------------------------------------------------------------------


def find_unit(b: CaseBuilder, name: str) -> Json:
    for unit in b.state["units"]:
        if unit["id"] == name:
            return unit
    raise StepFailed(f"no unit {name!r} was introduced in an Angenommen step")


def find_model(b: CaseBuilder, name: str) -> Json:
    for unit in b.state["units"]:
        for model in unit["models"]:
            if model["id"] == name:
                return model
    raise StepFailed(f"no model {name!r} was introduced in an Angenommen step")


def owner_of(b: CaseBuilder, model_name: str) -> Json:
    for unit in b.state["units"]:
        if any(m["id"] == model_name for m in unit["models"]):
            return unit
    raise StepFailed(f"no model {model_name!r}")


def models_named(b: CaseBuilder, name: str) -> list[Json]:
    """The models a name stands for: every model of a unit, or one model."""
    for unit in b.state["units"]:
        if unit["id"] == name:
            return list(unit["models"])
    return [find_model(b, name)]


def _model(unit_type: str, model_id: str, at: list[int] | None) -> Json:
    facing = [0, 1] if "aircraft" in TYPES[unit_type].keywords and at is not None else None
    return model_json(unit_type, model_id, at, [], facing)


def _empty_turn() -> Json:
    return {
        "moved": None, "arrived": False, "disembarked": False, "embarked": False, "shot": False, "charge": None,
        "no_charge": False, "fought": False, "tested": False,
    }


def add_unit(b: CaseBuilder, name: str, unit_type: str, player: str, location: str, points: list[list[int]] | None, transport: str | None = None) -> Json:
    if any(u["id"] == name for u in b.state["units"]):
        raise StepFailed(f"unit {name!r} is introduced twice")
    count = len(points) if points is not None else 1
    unit = {
        "id": name, "player": player, "location": location, "transport": transport, "leadership": TYPES[unit_type].leadership,
        "shocked": False, "turn": _empty_turn(),
        "models": [_model(unit_type, f"{name}-{i + 1}", None if points is None else points[i]) for i in range(count)],
    }
    b.state["units"].append(unit)
    return unit


def _line(start: list[int], count: int, spacing: int, direction: list[int]) -> list[list[int]]:
    dx, dy = direction
    if dx and dy:
        raise StepFailed("a row of models runs north, east, south or west")
    return [[start[0] + i * spacing * dx, start[1] + i * spacing * dy, start[2]] for i in range(count)]


# -- given: the game -----------------------------------------------------------------------------


@STEPS.given("es ist Runde {runde:Zahl} von {letzte:Zahl}")
def round_of(b: CaseBuilder, runde: Any, letzte: Any) -> None:
    b.state.update(round=runde, last_round=letzte)


@STEPS.given("es ist Runde {runde:Zahl}")
def round_number(b: CaseBuilder, runde: Any) -> None:
    b.state["round"] = runde


@STEPS.given("{spieler:Spieler} ist am Zug in der {phase:Phase}")
def active_in_phase(b: CaseBuilder, spieler: Any, phase: Any) -> None:
    b.state.update(active=spieler, phase=phase[0], step=phase[1])
    b.state["fight_next"] = None
    if phase[0] == "fight":
        b.state["fight_next"] = PLAYERS[1] if spieler == PLAYERS[0] else PLAYERS[0]


@STEPS.given("{spieler:Spieler} wählt als Nächster eine Einheit zum Kämpfen")
def fight_next(b: CaseBuilder, spieler: Any) -> None:
    b.state["fight_next"] = spieler


@STEPS.given("die Orks sind in jeder Runde zuerst am Zug")
def orks_first(b: CaseBuilder) -> None:
    b.state["players"] = [PLAYERS[1], PLAYERS[0]]


@STEPS.given("{spieler:Spieler} hat {anzahl:Zahl} Befehlspunkte")
@STEPS.given("{spieler:Spieler} hat {anzahl:Zahl} Befehlspunkt")
def command_points(b: CaseBuilder, spieler: Any, anzahl: Any) -> None:
    b.state["cp"][spieler] = anzahl


@STEPS.given("{spieler:Spieler} hat in dieser Runde schon einen zusätzlichen Befehlspunkt erhalten")
def extra_cp(b: CaseBuilder, spieler: Any) -> None:
    b.state["extra_cp"].append(spieler)


@STEPS.given("das Spielfeld misst {breite:Zahl} mal {tiefe:Zahl} Zoll")
def table_size(b: CaseBuilder, breite: Any, tiefe: Any) -> None:
    b.state["table"] = {"width": inches(breite), "depth": inches(tiefe)}


@STEPS.given("ein Geländestück {name:Name} reicht von {von:Punkt} bis {bis:Punkt} und ist {hoehe:Zoll} Zoll hoch")
def terrain(b: CaseBuilder, name: Any, von: Any, bis: Any, hoehe: Any) -> None:
    b.state["terrain"].append({"id": name, "area": [von[0], von[1], bis[0], bis[1]], "height": hoehe})


@STEPS.given("ein Geländestück {name:Name} reicht von {von:Punkt} bis {bis:Punkt} und ist {hoehe:Zahl} Einheiten hoch")
def terrain_units(b: CaseBuilder, name: Any, von: Any, bis: Any, hoehe: Any) -> None:
    b.state["terrain"].append({"id": name, "area": [von[0], von[1], bis[0], bis[1]], "height": hoehe})


@STEPS.given("ein Missionszielmarker {name:Name} liegt bei {ort:Punkt}")
def objective(b: CaseBuilder, name: Any, ort: Any) -> None:
    b.state["objectives"].append({"id": name, "at": ort, "diameter": 400, "controller": None})


@STEPS.given("der Missionszielmarker {name:Name} ist ein Punkt ohne Durchmesser")
def objective_point(b: CaseBuilder, name: Any) -> None:
    next(o for o in b.state["objectives"] if o["id"] == name)["diameter"] = 0


@STEPS.given("{spieler:Spieler} kontrolliert den Missionszielmarker {name:Name}")
def objective_controller(b: CaseBuilder, spieler: Any, name: Any) -> None:
    next(o for o in b.state["objectives"] if o["id"] == name)["controller"] = spieler


@STEPS.given("{a:Name} und {b_:Name} sehen einander nicht")
def hidden(b: CaseBuilder, a: Any, b_: Any) -> None:
    for first in models_named(b, a):
        for second in models_named(b, b_):
            b.state["hidden"].append([first["id"], second["id"]])


# -- given: units --------------------------------------------------------------------------------


@STEPS.given("{einheit:Name} ({typ:Typ} {spieler:Besitzer}) steht bei {ort:Punkt}")
def single(b: CaseBuilder, einheit: Any, typ: Any, spieler: Any, ort: Any) -> None:
    add_unit(b, einheit, typ, spieler, "battlefield", [ort])


@STEPS.given("{einheit:Name} ({typ:Typ} {spieler:Besitzer}) steht mit {anzahl:Zahl} Modellen ab {ort:Punkt} im Abstand von {abstand:Zoll} Zoll nach {richtung:Richtung}")
def row(b: CaseBuilder, einheit: Any, typ: Any, spieler: Any, anzahl: Any, ort: Any, abstand: Any, richtung: Any) -> None:
    add_unit(b, einheit, typ, spieler, "battlefield", _line(ort, anzahl, abstand, richtung))


@STEPS.given("{einheit:Name} ({typ:Typ} {spieler:Besitzer}) steht an den Punkten {orte:Orte}")
def at_listed_points(b: CaseBuilder, einheit: Any, typ: Any, spieler: Any, orte: Any) -> None:
    add_unit(b, einheit, typ, spieler, "battlefield", orte)


@STEPS.given("{einheit:Name} ({typ:Typ} {spieler:Besitzer}) mit {anzahl:Zahl} Modellen ist in {reserve:Reserve}")
def in_reserve(b: CaseBuilder, einheit: Any, typ: Any, spieler: Any, anzahl: Any, reserve: Any) -> None:
    add_unit(b, einheit, typ, spieler, reserve, [None] * anzahl)  # type: ignore[list-item]
    for model in find_unit(b, einheit)["models"]:
        model["at"] = None
        model["facing"] = None


@STEPS.given("{einheit:Name} ({typ:Typ} {spieler:Besitzer}) mit {anzahl:Zahl} Modellen sitzt im Transporter {transporter:Name}")
def embarked(b: CaseBuilder, einheit: Any, typ: Any, spieler: Any, anzahl: Any, transporter: Any) -> None:
    add_unit(b, einheit, typ, spieler, "embarked", [None] * anzahl, transporter)  # type: ignore[list-item]


@STEPS.given("{modell:Name} steht stattdessen bei {ort:Punkt}")
def moved_elsewhere(b: CaseBuilder, modell: Any, ort: Any) -> None:
    models = models_named(b, modell)
    if len(models) != 1:
        raise StepFailed(f"{modell!r} has {len(models)} models; name one of them")
    models[0]["at"] = ort


@STEPS.given("{name:Name} hat {wert:Zahl} Lebenspunkte")
def wounds(b: CaseBuilder, name: Any, wert: Any) -> None:
    for model in models_named(b, name):
        model["profile"]["wounds"] = wert
        model["wounds_left"] = wert


@STEPS.given("{modell:Name} hat nur noch {wert:Zahl} Lebenspunkte")
@STEPS.given("{modell:Name} hat nur noch {wert:Zahl} Lebenspunkt")
def wounds_left(b: CaseBuilder, modell: Any, wert: Any) -> None:
    find_model(b, modell)["wounds_left"] = wert


@STEPS.given("{name:Name} hat {feld:Profilwert} {wert:Zahl}")
def profile_value(b: CaseBuilder, name: Any, feld: Any, wert: Any) -> None:
    for model in models_named(b, name):
        model["profile"][feld] = wert


@STEPS.given("{name:Name} hat keinen {feld:Profilwert}")
def no_profile_value(b: CaseBuilder, name: Any, feld: Any) -> None:
    for model in models_named(b, name):
        model["profile"][feld] = None


@STEPS.given("{name:Name} hat Gefährliches Ende {x:Ausdruck}")
def deadly_demise(b: CaseBuilder, name: Any, x: Any) -> None:
    for model in models_named(b, name):
        model["profile"]["deadly_demise"] = x


@STEPS.given("{name:Name} hat kein Gefährliches Ende")
def no_deadly_demise(b: CaseBuilder, name: Any) -> None:
    for model in models_named(b, name):
        model["profile"]["deadly_demise"] = None


@STEPS.given("{name:Name} hat eine Base von {durchmesser:Zahl} mm")
def base(b: CaseBuilder, name: Any, durchmesser: Any) -> None:
    for model in models_named(b, name):
        model["base"] = durchmesser * 10


@STEPS.given("{name:Name} hat das Schlüsselwort {wort:Schluesselwort}")
def keyword(b: CaseBuilder, name: Any, wort: Any) -> None:
    for model in models_named(b, name):
        model["keywords"].append(wort)


@STEPS.given("{name:Name} hat das Schlüsselwort {wort:Schluesselwort} nicht")
def no_keyword(b: CaseBuilder, name: Any, wort: Any) -> None:
    for model in models_named(b, name):
        model["keywords"] = [k for k in model["keywords"] if k != wort]


@STEPS.given("{name:Name} ist in Deckung")
def in_cover(b: CaseBuilder, name: Any) -> None:
    for model in models_named(b, name):
        model["cover"] = 1


@STEPS.given("{name:Name} ist zweifach in Deckung")
def double_cover(b: CaseBuilder, name: Any) -> None:
    for model in models_named(b, name):
        model["cover"] = 2


@STEPS.given("{modell:Name} wurde in dieser Phase schon eine Attacke zugewiesen")
def attacked(b: CaseBuilder, modell: Any) -> None:
    find_model(b, modell)["attacked"] = True


@STEPS.given("{einheit:Name} hat nur noch {anzahl:Zahl} lebende Modelle")
@STEPS.given("{einheit:Name} hat nur noch {anzahl:Zahl} lebendes Modell")
def alive_count(b: CaseBuilder, einheit: Any, anzahl: Any) -> None:
    """The unit keeps its first ``anzahl`` models; the others are destroyed."""
    for model in find_unit(b, einheit)["models"][anzahl:]:
        model.update(status="destroyed", at=None, wounds_left=0)


@STEPS.given("{modell:Name} ist zerstört")
def destroyed_model(b: CaseBuilder, modell: Any) -> None:
    model = find_model(b, modell)
    model.update(status="destroyed", at=None, wounds_left=0)


@STEPS.given("{einheit:Name} hat Moralwert {wert:Zahl}")
def leadership(b: CaseBuilder, einheit: Any, wert: Any) -> None:
    find_unit(b, einheit)["leadership"] = wert


@STEPS.given("{einheit:Name} ist erschüttert")
def shocked(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["shocked"] = True


@STEPS.given("{modell:Name} blickt nach {richtung:Richtung}")
def facing(b: CaseBuilder, modell: Any, richtung: Any) -> None:
    find_model(b, modell)["facing"] = list(richtung)


# -- given: weapons ------------------------------------------------------------------------------


def _weapon(name: str, kind: str, reach: int | None, a: Any, skill: int, s: int, ap: int, d: Any) -> Json:
    return {
        "id": name, "type": kind, "range": reach, "attacks": a, "skill": skill, "strength": s, "ap": ap, "damage": d,
        "mortal": 0, "hit_modifier": 0, "wound_modifier": 0,
    }


@STEPS.given("{name:Name} trägt die Fernkampfwaffe {waffe:Name} (Reichweite {reichweite:Zahl} Zoll, A {a:Ausdruck}, BF {bf:Zahl}+, S {s:Zahl}, DS {ds:Zahl}, SW {sw:Ausdruck})")
def ranged_weapon(b: CaseBuilder, name: Any, waffe: Any, reichweite: Any, a: Any, bf: Any, s: Any, ds: Any, sw: Any) -> None:
    for model in models_named(b, name):
        model["weapons"].append(_weapon(waffe, "ranged", reichweite, a, bf, s, ds, sw))


@STEPS.given("{name:Name} trägt die Nahkampfwaffe {waffe:Name} (A {a:Ausdruck}, KG {kg:Zahl}+, S {s:Zahl}, DS {ds:Zahl}, SW {sw:Ausdruck})")
def melee_weapon(b: CaseBuilder, name: Any, waffe: Any, a: Any, kg: Any, s: Any, ds: Any, sw: Any) -> None:
    for model in models_named(b, name):
        model["weapons"].append(_weapon(waffe, "melee", None, a, kg, s, ds, sw))


def _each_weapon(b: CaseBuilder, waffe: str) -> list[Json]:
    found = [w for u in b.state["units"] for m in u["models"] for w in m["weapons"] if w["id"] == waffe]
    if not found:
        raise StepFailed(f"no model carries a weapon {waffe!r}")
    return found


@STEPS.given("jede Verwundung der Waffe {waffe:Name} verursacht zusätzlich {anzahl:Ausdruck} tödliche Verwundungen")
@STEPS.given("jede Verwundung der Waffe {waffe:Name} verursacht zusätzlich {anzahl:Ausdruck} tödliche Verwundung")
def weapon_mortal(b: CaseBuilder, waffe: Any, anzahl: Any) -> None:
    for weapon in _each_weapon(b, waffe):
        weapon["mortal"] = anzahl


@STEPS.given("eine andere Regel gibt der Waffe {waffe:Name} {wert:Zahl} auf den Trefferwurf")
def weapon_hit_modifier(b: CaseBuilder, waffe: Any, wert: Any) -> None:
    for weapon in _each_weapon(b, waffe):
        weapon["hit_modifier"] = wert


@STEPS.given("eine andere Regel gibt der Waffe {waffe:Name} {wert:Zahl} auf den Verwundungswurf")
def weapon_wound_modifier(b: CaseBuilder, waffe: Any, wert: Any) -> None:
    for weapon in _each_weapon(b, waffe):
        weapon["wound_modifier"] = wert


# -- given: what happened this turn --------------------------------------------------------------


@STEPS.given("{einheit:Name} ist in diesem Zug {art:Bewegungsart}")
def moved_this_turn(b: CaseBuilder, einheit: Any, art: Any) -> None:
    find_unit(b, einheit)["turn"]["moved"] = art


@STEPS.given("{einheit:Name} ist in diesem Zug aus der Reserve eingetroffen")
def arrived_this_turn(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"].update(moved="normal", arrived=True)


@STEPS.given("{einheit:Name} hat in diesem Zug geschossen")
def shot_this_turn(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"]["shot"] = True


@STEPS.given("{einheit:Name} hat in diesem Zug erfolgreich angegriffen")
def charged_this_turn(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"]["charge"] = "succeeded"


@STEPS.given("{einheit:Name} hat in diesem Zug schon einen Angriff angesagt")
def charge_declared(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"]["charge"] = "failed"


@STEPS.given("{einheit:Name} hat in dieser Phase schon gekämpft")
def fought(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"]["fought"] = True


@STEPS.given("{einheit:Name} ist in diesem Zug aus einem Transporter ausgestiegen, der sich schon bewegt hatte")
def disembarked_late(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"].update(moved="normal", disembarked=True, no_charge=True)


@STEPS.given("{einheit:Name} ist in diesem Zug aus einem zerstörten Transporter ausgestiegen")
def left_wreck(b: CaseBuilder, einheit: Any) -> None:
    unit = find_unit(b, einheit)
    unit["turn"].update(moved="normal", no_charge=True)
    unit["shocked"] = True


@STEPS.given("{einheit:Name} ist in dieser Phase eingestiegen")
def embarked_now(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"]["embarked"] = True


@STEPS.given("{einheit:Name} hat in dieser Befehlsphase schon getestet")
def tested(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"]["tested"] = True


@STEPS.given("{einheit:Name} hat einen Vorrückwurf von {wurf:Zahl} abgelegt")
def advance_rolled(b: CaseBuilder, einheit: Any, wurf: Any) -> None:
    b.state["sequence"] = {"kind": "advance", "unit": einheit, "roll": wurf}


@STEPS.given("{einheit:Name} hat einen Angriff auf {ziele:Namen} angesagt und {weite:Zahl} Zoll gewürfelt")
def charge_rolled(b: CaseBuilder, einheit: Any, ziele: Any, weite: Any) -> None:
    find_unit(b, einheit)["turn"]["charge"] = "declared"
    b.state["sequence"] = {"kind": "charge", "unit": einheit, "roll": weite, "targets": ziele}


@STEPS.given("{einheit:Name} hat gerade gekämpft und ordnet sich nun neu")
def consolidating(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"]["fought"] = True
    b.state["sequence"] = {"kind": "consolidate", "unit": einheit}


@STEPS.given("der Transporter {transporter:Name} wurde bei {ort:Punkt} zerstört und {einheit:Name} muss aussteigen")
def wrecked(b: CaseBuilder, transporter: Any, ort: Any, einheit: Any) -> None:
    carrier = find_unit(b, transporter)
    size = carrier["models"][0]["base"]
    for model in carrier["models"]:
        model.update(status="destroyed", at=None, wounds_left=0)
    carrier["location"] = "destroyed"
    b.state["pending"].append({"kind": "emergency_disembark", "unit": einheit, "transport": transporter, "at": ort, "base": size})


@STEPS.given("die Partie ist vorbei")
def game_over(b: CaseBuilder) -> None:
    b.state.update(phase="over", step=None, active=None, fight_next=None, result={"reserves_destroyed": []})


# -- when: actions -------------------------------------------------------------------------------


def _act(b: CaseBuilder, kind: str, spieler: str, **fields: Any) -> None:
    b.set_action({"type": kind, "player": spieler, **fields})


def _action(b: CaseBuilder, kind: str) -> Json:
    if b.action is None or b.action.get("type") != kind:
        raise StepFailed(f"this step adds to a {kind} action; write that step first")
    return b.action


@STEPS.when("{spieler:Spieler} die Phase beendet")
def end_phase(b: CaseBuilder, spieler: Any) -> None:
    _act(b, "end_phase", spieler)


@STEPS.when("{spieler:Spieler} den Zug beendet")
def end_turn(b: CaseBuilder, spieler: Any) -> None:
    _act(b, "end_turn", spieler)


@STEPS.when("{spieler:Spieler} den Zug beendet und aus {einheit:Name} {modelle:Namen} herausnimmt")
def end_turn_removing(b: CaseBuilder, spieler: Any, einheit: Any, modelle: Any) -> None:
    _act(b, "end_turn", spieler, removals={einheit: modelle})


@STEPS.when("{spieler:Spieler} einen zusätzlichen Befehlspunkt erhält")
def gain_cp(b: CaseBuilder, spieler: Any) -> None:
    _act(b, "gain_cp", spieler)


@STEPS.when("{spieler:Spieler} für {kosten:Zahl} BP eine Gefechtsoption mit {einheit:Name} einsetzt")
def stratagem(b: CaseBuilder, spieler: Any, kosten: Any, einheit: Any) -> None:
    _act(b, "use_stratagem", spieler, unit=einheit, cost=kosten)


@STEPS.when("{spieler:Spieler} für {einheit:Name} einen Erschütterungstest ablegt")
def battle_shock(b: CaseBuilder, spieler: Any, einheit: Any) -> None:
    _act(b, "battle_shock_test", spieler, unit=einheit)


@STEPS.when("{spieler:Spieler} für {einheit:Name} den Vorrückwurf würfelt")
def advance(b: CaseBuilder, spieler: Any, einheit: Any) -> None:
    _act(b, "advance", spieler, unit=einheit)


@STEPS.when("{spieler:Spieler} {einheit:Name} stationär bleiben lässt")
def stationary(b: CaseBuilder, spieler: Any, einheit: Any) -> None:
    _act(b, "move", spieler, unit=einheit, mode="stationary", paths=[])


@STEPS.when("{spieler:Spieler} {einheit:Name} normal bewegt: {wege:Bewegungen}")
def normal_move(b: CaseBuilder, spieler: Any, einheit: Any, wege: Any) -> None:
    _act(b, "move", spieler, unit=einheit, mode="normal", paths=wege)


@STEPS.when("{spieler:Spieler} {einheit:Name} im Vorrücken bewegt: {wege:Bewegungen}")
def advance_move(b: CaseBuilder, spieler: Any, einheit: Any, wege: Any) -> None:
    _act(b, "move", spieler, unit=einheit, mode="advance", paths=wege)


@STEPS.when("{spieler:Spieler} {einheit:Name} zurückzieht: {wege:Bewegungen}")
def fall_back(b: CaseBuilder, spieler: Any, einheit: Any, wege: Any) -> None:
    _act(b, "move", spieler, unit=einheit, mode="fall_back", paths=wege)


@STEPS.when("{spieler:Spieler} {einheit:Name} normal um {versatz:Punkt} bewegt")
def shift(b: CaseBuilder, spieler: Any, einheit: Any, versatz: Any) -> None:
    paths = []
    for model in find_unit(b, einheit)["models"]:
        if model["status"] == "alive" and model["at"] is not None:
            x, y, z = model["at"]
            paths.append({"model": model["id"], "path": [[x + versatz[0], y + versatz[1], z]]})
    _act(b, "move", spieler, unit=einheit, mode="normal", paths=paths)


@STEPS.when("die Einheit dabei in den Transporter {transporter:Name} einsteigt")
def embark(b: CaseBuilder, transporter: Any) -> None:
    _action(b, "move")["embark"] = transporter


@STEPS.when("{modell:Name} sich danach nach {richtung:Richtung} dreht")
@STEPS.when("{modell:Name} dabei nach {richtung:Richtung} blickt")
def turn_to(b: CaseBuilder, modell: Any, richtung: Any) -> None:
    action = b.action
    if action is None or action.get("type") not in ("move", "arrive"):
        raise StepFailed("a facing belongs to a move or an arrival")
    action.setdefault("facing", {})[modell] = list(richtung)


@STEPS.when("der Spieler als Verluste zuerst {modelle:Namen} wählt")
def casualties(b: CaseBuilder, modelle: Any) -> None:
    _action(b, "move")["casualties"] = modelle


@STEPS.when("{spieler:Spieler} {einheit:Name} aus dem Transporter aussteigen lässt: {orte:Aufstellung}")
def disembark(b: CaseBuilder, spieler: Any, einheit: Any, orte: Any) -> None:
    _act(b, "disembark", spieler, unit=einheit, positions=orte)


@STEPS.when("{spieler:Spieler} {einheit:Name} aus der Reserve aufstellt: {orte:Aufstellung}")
def arrive(b: CaseBuilder, spieler: Any, einheit: Any, orte: Any) -> None:
    _act(b, "arrive", spieler, unit=einheit, positions=orte)


@STEPS.when("{spieler:Spieler} {einheit:Name} aus dem zerstörten Transporter aufstellt: {orte:Aufstellung}")
def emergency(b: CaseBuilder, spieler: Any, einheit: Any, orte: Any) -> None:
    _act(b, "emergency_disembark", spieler, unit=einheit, positions=orte)


@STEPS.when("{spieler:Spieler} {einheit:Name} nirgends aus dem zerstörten Transporter aufstellen kann")
def emergency_nowhere(b: CaseBuilder, spieler: Any, einheit: Any) -> None:
    _act(b, "emergency_disembark", spieler, unit=einheit, positions={})


@STEPS.when("{spieler:Spieler} {einheit:Name} schießen lässt: {linien:Erklaerungen}")
def shoot(b: CaseBuilder, spieler: Any, einheit: Any, linien: Any) -> None:
    _act(b, "shoot", spieler, unit=einheit, attacks=linien)


@STEPS.when("{spieler:Spieler} {einheit:Name} mit {waffe:Name} auf {ziel:Name} schießen lässt")
def shoot_all(b: CaseBuilder, spieler: Any, einheit: Any, waffe: Any, ziel: Any) -> None:
    lines = [
        {"model": m["id"], "weapon": waffe, "target": ziel}
        for m in find_unit(b, einheit)["models"]
        if m["status"] == "alive" and any(w["id"] == waffe for w in m["weapons"])
    ]
    _act(b, "shoot", spieler, unit=einheit, attacks=lines)


@STEPS.when("{einheit:Name} Attacken in der Reihenfolge {modelle:Namen} erhält")
def allocation(b: CaseBuilder, einheit: Any, modelle: Any) -> None:
    if b.action is None or b.action.get("type") not in ("shoot", "fight", "resolve_attacks"):
        raise StepFailed("an order of allocation belongs to a shoot, fight or resolve_attacks action")
    b.action.setdefault("allocation", {})[einheit] = modelle


@STEPS.when("{spieler:Spieler} mit {einheit:Name} einen Angriff auf {ziele:Namen} ansagt")
def declare_charge(b: CaseBuilder, spieler: Any, einheit: Any, ziele: Any) -> None:
    _act(b, "declare_charge", spieler, unit=einheit, targets=ziele)


@STEPS.when("{spieler:Spieler} {einheit:Name} im Angriff bewegt: {wege:Bewegungen}")
def charge_move(b: CaseBuilder, spieler: Any, einheit: Any, wege: Any) -> None:
    _act(b, "charge_move", spieler, unit=einheit, paths=wege)


@STEPS.when("{spieler:Spieler} den Angriff von {einheit:Name} abbricht")
def charge_abandoned(b: CaseBuilder, spieler: Any, einheit: Any) -> None:
    _act(b, "charge_move", spieler, unit=einheit, paths=[])


@STEPS.when("{spieler:Spieler} {einheit:Name} kämpfen lässt: {linien:Erklaerungen}")
def fight(b: CaseBuilder, spieler: Any, einheit: Any, linien: Any) -> None:
    _act(b, "fight", spieler, unit=einheit, pile_in=[], attacks=linien)


@STEPS.when("{spieler:Spieler} {einheit:Name} mit {waffe:Name} gegen {ziel:Name} kämpfen lässt")
def fight_all(b: CaseBuilder, spieler: Any, einheit: Any, waffe: Any, ziel: Any) -> None:
    lines = [
        {"model": m["id"], "weapon": waffe, "target": ziel}
        for m in find_unit(b, einheit)["models"]
        if m["status"] == "alive" and any(w["id"] == waffe for w in m["weapons"])
    ]
    _act(b, "fight", spieler, unit=einheit, pile_in=[], attacks=lines)


@STEPS.when("die Einheit zuvor nachrückt: {wege:Bewegungen}")
def pile_in(b: CaseBuilder, wege: Any) -> None:
    _action(b, "fight")["pile_in"] = wege


@STEPS.when("{spieler:Spieler} {einheit:Name} neu ordnet: {wege:Bewegungen}")
def consolidate(b: CaseBuilder, spieler: Any, einheit: Any, wege: Any) -> None:
    _act(b, "consolidate", spieler, unit=einheit, paths=wege)


@STEPS.when("{spieler:Spieler} {einheit:Name} nicht neu ordnet")
def no_consolidation(b: CaseBuilder, spieler: Any, einheit: Any) -> None:
    _act(b, "consolidate", spieler, unit=einheit, paths=[])


# -- when: dice ----------------------------------------------------------------------------------

DICE_STEPS = {
    "die Trefferwürfe {werte:Zahlen} zeigen": labels.HIT,
    "der Trefferwurf {werte:Zahlen} zeigt": labels.HIT,
    "die Verwundungswürfe {werte:Zahlen} zeigen": labels.WOUND,
    "der Verwundungswurf {werte:Zahlen} zeigt": labels.WOUND,
    "die Schutzwürfe {werte:Zahlen} zeigen": labels.SAVE,
    "der Schutzwurf {werte:Zahlen} zeigt": labels.SAVE,
    "die Schadenswürfe {werte:Zahlen} zeigen": labels.DAMAGE,
    "der Schadenswurf {werte:Zahlen} zeigt": labels.DAMAGE,
    "die Attackenwürfe {werte:Zahlen} zeigen": labels.ATTACKS,
    "der Attackenwurf {werte:Zahlen} zeigt": labels.ATTACKS,
    "die Würfe für Verletzungen ignorieren {werte:Zahlen} zeigen": labels.FEEL_NO_PAIN,
    "der Wurf für Verletzungen ignorieren {werte:Zahlen} zeigt": labels.FEEL_NO_PAIN,
    "die Würfe für Gefährliches Ende {werte:Zahlen} zeigen": labels.DEADLY_DEMISE,
    "der Wurf für Gefährliches Ende {werte:Zahlen} zeigt": labels.DEADLY_DEMISE,
    "die Würfe für tödliche Verwundungen {werte:Zahlen} zeigen": labels.MORTAL,
    "der Wurf für tödliche Verwundungen {werte:Zahlen} zeigt": labels.MORTAL,
    "die Fluchttests {werte:Zahlen} zeigen": labels.ESCAPE,
    "der Fluchttest {werte:Zahlen} zeigt": labels.ESCAPE,
    "der Vorrückwurf {werte:Zahlen} zeigt": labels.ADVANCE,
    "die Transporterwürfe {werte:Zahlen} zeigen": labels.TRANSPORT,
    "der Transporterwurf {werte:Zahlen} zeigt": labels.TRANSPORT,
}


def _dice_step(label: str) -> Callable[[Any, Any], None]:
    def step(b: CaseBuilder, werte: Any) -> None:
        b.add_dice(label, werte)

    return step


for _template, _label in DICE_STEPS.items():
    STEPS.when(_template)(_dice_step(_label))


@STEPS.when("der Erschütterungstest {wurf:Wuerfel} zeigt")
def shock_dice(b: CaseBuilder, wurf: Any) -> None:
    b.add_dice(labels.BATTLE_SHOCK, wurf)


@STEPS.when("der Angriffswurf {wurf:Wuerfel} zeigt")
def charge_dice(b: CaseBuilder, wurf: Any) -> None:
    b.add_dice(labels.CHARGE, wurf)


# -- when: questions -----------------------------------------------------------------------------


def _ask(b: CaseBuilder, question: str, **fields: Any) -> None:
    b.set_action({"type": "ask", "question": question, **fields})


@STEPS.when("gefragt wird, ob der Trefferwurf {wurf:Zahl} gegen BF {bf:Zahl}+ mit Modifikator {m:Zahl} trifft")
def ask_hit(b: CaseBuilder, wurf: Any, bf: Any, m: Any) -> None:
    _ask(b, "hit_roll", roll=wurf, skill=bf, modifier=m)


@STEPS.when("gefragt wird, ob der Verwundungswurf {wurf:Zahl} bei {n:Zahl}+ mit Modifikator {m:Zahl} verwundet")
def ask_wound(b: CaseBuilder, wurf: Any, n: Any, m: Any) -> None:
    _ask(b, "wound_roll", roll=wurf, needed=n, modifier=m)


@STEPS.when("gefragt wird, was Stärke {s:Zahl} gegen Widerstand {w:Zahl} zum Verwunden braucht")
def ask_wound_target(b: CaseBuilder, s: Any, w: Any) -> None:
    _ask(b, "wound_target", strength=s, toughness=w)


@STEPS.when("gefragt wird nach dem Schutzwurf {wurf:Zahl} mit Rüstungswurf {rw:Zahl}+, DS {ds:Zahl} und Rettungswurf {rt:Zahl}+{deckung:Deckung}")
def ask_save(b: CaseBuilder, wurf: Any, rw: Any, ds: Any, rt: Any, deckung: Any) -> None:
    _ask(b, "save_roll", roll=wurf, save=rw, ap=ds, invulnerable=rt, cover=deckung)


@STEPS.when("gefragt wird nach dem Schutzwurf {wurf:Zahl} mit Rüstungswurf {rw:Zahl}+ und DS {ds:Zahl}{deckung:Deckung}")
def ask_save_armour(b: CaseBuilder, wurf: Any, rw: Any, ds: Any, deckung: Any) -> None:
    _ask(b, "save_roll", roll=wurf, save=rw, ap=ds, invulnerable=None, cover=deckung)


@STEPS.when("gefragt wird, ob {a:Name} und {b_:Name} in Nahkampfreichweite sind")
def ask_engagement(b: CaseBuilder, a: Any, b_: Any) -> None:
    _ask(b, "engagement", model=a, other=b_)


@STEPS.when("gefragt wird, ob {einheit:Name} in Formation ist")
def ask_coherency(b: CaseBuilder, einheit: Any) -> None:
    _ask(b, "coherency", unit=einheit)


@STEPS.when("gefragt wird, ob {einheit:Name} unter halber Sollstärke ist")
def ask_below_half(b: CaseBuilder, einheit: Any) -> None:
    _ask(b, "below_half", unit=einheit)


@STEPS.when("gefragt wird, wer die Missionszielmarker kontrolliert")
def ask_control(b: CaseBuilder) -> None:
    _ask(b, "objective_control")


@STEPS.when("gefragt wird, wie weit der Weg von {modell:Name} nach {ziel:Punkt} zählt")
def ask_path_direct(b: CaseBuilder, modell: Any, ziel: Any) -> None:
    _ask(b, "path_length", model=modell, path=[ziel])


@STEPS.when("gefragt wird, wie weit der Weg von {modell:Name} über {ueber:Punkte} nach {ziel:Punkt} zählt")
def ask_path_via(b: CaseBuilder, modell: Any, ueber: Any, ziel: Any) -> None:
    _ask(b, "path_length", model=modell, path=[*ueber, ziel])


from regelwerk.rulesets.w40k import steps_rechner, steps_then  # noqa: E402,F401  (register the Dann and calculator steps)

# -- published-rule switches of issue 9 (register entries of the w40kpub branch) -----------------


@STEPS.given("{einheit:Name} ist in dieser Phase vor der Bewegung des Transporters ausgestiegen")
def disembarked_early(b: CaseBuilder, einheit: Any) -> None:
    find_unit(b, einheit)["turn"]["disembarked"] = True

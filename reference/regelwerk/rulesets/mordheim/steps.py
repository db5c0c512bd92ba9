"""The German step vocabulary of the Mordheim features.

German words map to JSON identifiers through ``features/mordheim/glossar.yaml``.  Lengths are
written in inches (``(12|6)`` is x = 12", y = 6"; ``(12|6|2)`` adds a height of 2"; decimals
with a comma, ``(10,5|3)``) and stored in units of 1/254 inch; a point in square brackets is
given in units already (``[7174|6158|0]``), for end points of moves off the inch grid.  A
direction is a compass word (``Nordosten``) or an integer vector ``[dx|dy]``.  A model named with its type
("Hauptmann") gets the characteristics of that type from :mod:`.samples` copied into the state,
so the vector carries them and never depends on the sample data.

The state starts as a game under way: Reikland's turn begins (phase ``effects``), Reikland and
Middenheim play on a 48 by 48 inch table, the scenario has rout tests, nobody leads, no model,
no effect.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json, copy_json
from regelwerk.core.inches import inches
from regelwerk.core.paths import features_dir
from regelwerk.rulesets.mordheim import dice as labels
from regelwerk.rulesets.mordheim.samples import BASE_25_MM, TABLE_INCHES, TYPES
from regelwerk.rulesets.mordheim.state import ON_TABLE
from regelwerk.suite.steps import StepFailed, StepLibrary
from regelwerk.suite.steps.common import STEPS as COMMON
from regelwerk.suite.steps.words import alternatives, inch_point, inch_units, word_type
from regelwerk.suite.yamlio import load_yaml

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder


@cache
def glossary() -> Json:
    return load_yaml(features_dir() / "mordheim" / "glossar.yaml")


def _millimetres(text: str) -> int:
    value = Fraction(text.strip().replace(",", ".")) * 10
    if value.denominator != 1:
        raise StepFailed(f"{text} mm is not a whole number of tenths of a millimetre")
    return int(value)


def _direction(text: str) -> list[int]:
    """A compass word from the glossary (``Nordosten``) or a vector ``[dx|dy]``."""
    if text.startswith("["):
        return [int(p) for p in text.strip("[] ").split("|")]
    return list(glossary()["richtungen"][text])


def _dice(text: str) -> list[int]:
    first, second = text.split(" und ")
    return [int(first), int(second)]


NUMBER = r"-?\d+(?:,\d+)?"


def _initial_state() -> Json:
    return {
        "phase": "effects",
        "active": "reikland",
        "result": None,
        "scenario": {"rout_tests": True},
        "table": {"width": inches(TABLE_INCHES), "depth": inches(TABLE_INCHES)},
        "rout_test_passed": False,
        "warbands": [
            {"id": "reikland", "leader": None, "routed": False, "rout_test_due_before": False},
            {"id": "middenheim", "leader": None, "routed": False, "rout_test_due_before": False},
        ],
        "models": [],
        "effects": [],
    }


def _sort_key(value: Any) -> tuple[int, str]:
    return (0, value) if isinstance(value, str) else (1, repr(value))


def _finish_state(state: Json) -> Json:
    state = copy_json(state)
    state["models"].sort(key=lambda m: _sort_key(m.get("id")))
    for model in state["models"]:
        if isinstance(model.get("marks"), list):
            model["marks"].sort(key=_sort_key)
    return state


STEPS = StepLibrary(
    "mordheim",
    types={
        "Bande": word_type(glossary, "banden"),
        "Typ": word_type(glossary, "typen"),
        "Zustand": word_type(glossary, "zustaende"),
        "Effekt": word_type(glossary, "effekte"),
        "Richtung": (alternatives(glossary, "richtungen") + r"|\[\s*-?\d+\s*\|\s*-?\d+\s*\]", _direction),
        "Phase": (r'"[^"]+"', lambda text: glossary()["unterphasen"][text[1:-1]]),
        "Punkt": (rf"\(\s*{NUMBER}\s*\|\s*{NUMBER}\s*(?:\|\s*{NUMBER}\s*)?\)|\[\s*-?\d+\s*\|\s*-?\d+\s*\|\s*\d+\s*\]", inch_point),
        "Zoll": (NUMBER, inch_units),
        "Millimeter": (NUMBER, _millimetres),
        "Wuerfel": (r"[1-6] und [1-6]", _dice),
        "Ereignisse": (r".+", lambda text: [glossary()["ereignisse"][w.strip()] for w in text.split(",")]),
    },
    base=COMMON,
    initial_state=_initial_state,
    finish_state=_finish_state,
)


# -- helpers -------------------------------------------------------------------------------------


def _model(b: CaseBuilder, model_id: str) -> Json:
    for model in b.state["models"]:
        if model["id"] == model_id:
            return model
    raise StepFailed(f"no model {model_id!r} was introduced in an Angenommen step")


def _warband(state: Json, warband_id: str) -> Json:
    for warband in state["warbands"]:
        if warband["id"] == warband_id:
            return warband
    raise StepFailed(f"warband {warband_id!r} does not play in this scenario")


def _add(b: CaseBuilder, model_id: str, type_id: str, warband: str, status: str, at: list[int] | None) -> Json:
    if any(m["id"] == model_id for m in b.state["models"]):
        raise StepFailed(f"model {model_id!r} is introduced twice")
    _warband(b.state, warband)
    move, initiative, leadership, immune = TYPES[type_id]
    model = {
        "id": model_id,
        "warband": warband,
        "type": type_id,
        "profile": {"move": move, "initiative": initiative, "leadership": leadership},
        "base": BASE_25_MM,
        "immune_to_psychology": immune,
        "status": status,
        "at": at,
        "flight": None,
        "marks": [],
        "injury_roll": False,
    }
    b.state["models"].append(model)
    return model


def _set_status(model: Json, status: str) -> None:
    if status == "fleeing":
        raise StepFailed("a fleeing model needs a direction: use 'flieht nach <Richtung>'")
    if status in ON_TABLE and model["at"] is None:
        raise StepFailed(f"model {model['id']!r} has no position; introduce it with 'steht bei'")
    model["status"] = status
    model["flight"] = None
    if status not in ON_TABLE:
        model["at"] = None


def _events(b: CaseBuilder, kind: str) -> list[Json]:
    return [e for e in b.events() if e["type"] == kind]


def _one_event(b: CaseBuilder, kind: str) -> Json:
    found = _events(b, kind)
    if len(found) != 1:
        raise StepFailed(f"expected one {kind} event, got {len(found)}: {[e['type'] for e in b.events()]}")
    return found[0]


def _state_model(state: Json, model_id: str) -> Json:
    for model in state["models"]:
        if model["id"] == model_id:
            return model
    raise StepFailed(f"the state has no model {model_id!r}")


# -- given: the game -----------------------------------------------------------------------------


@STEPS.given("die Bande {bande:Bande} ist am Zug")
def active(b: Any, bande: Any) -> None:
    _warband(b.state, bande)
    b.state["active"] = bande


@STEPS.given("die Bande {bande:Bande} ist in der Unterphase {phase:Phase}")
def in_phase(b: Any, bande: Any, phase: Any) -> None:
    _warband(b.state, bande)
    b.state.update(active=bande, phase=phase)


@STEPS.given("auch die Bande {bande:Bande} spielt mit")
def third_warband(b: Any, bande: Any) -> None:
    if any(w["id"] == bande for w in b.state["warbands"]):
        raise StepFailed(f"warband {bande!r} plays already")
    b.state["warbands"].append({"id": bande, "leader": None, "routed": False, "rout_test_due_before": False})


@STEPS.given("die Bande {bande:Bande} hat sich bereits zurückgezogen")
def already_routed(b: Any, bande: Any) -> None:
    _warband(b.state, bande)["routed"] = True
    for model in b.state["models"]:
        if model["warband"] == bande and model["status"] in ON_TABLE:
            model.update(status="routed", at=None, flight=None)


@STEPS.given("der Bande {bande:Bande} war schon in einem früheren Zug ein Rückzugstest fällig")
def rout_test_due_before(b: Any, bande: Any) -> None:
    _warband(b.state, bande)["rout_test_due_before"] = True


@STEPS.given("das Szenario kennt keine Rückzugstests")
def no_rout_tests(b: Any) -> None:
    b.state["scenario"]["rout_tests"] = False


@STEPS.given("der Tisch misst {breite:Zahl} mal {tiefe:Zahl} Zoll")
def table_size(b: Any, breite: Any, tiefe: Any) -> None:
    b.state["table"] = {"width": inches(breite), "depth": inches(tiefe)}


@STEPS.given("der Rückzugstest dieses Zuges ist bestanden")
def rout_test_passed(b: Any) -> None:
    b.state["rout_test_passed"] = True


@STEPS.given("die Partie ist mit dem Sieg der Bande {bande:Bande} beendet")
def game_over(b: Any, bande: Any) -> None:
    _warband(b.state, bande)
    for warband in b.state["warbands"]:
        if warband["id"] != bande:
            already_routed(b, warband["id"])
    b.state.update(phase="over", active=None, result={"winner": bande, "reason": "rout"})


@STEPS.given("die Partie ist ohne Sieger beendet")
def game_over_without_winner(b: Any) -> None:
    for warband in b.state["warbands"]:
        already_routed(b, warband["id"])
    b.state.update(phase="over", active=None, result={"winner": None, "reason": "all_routed"})


@STEPS.given("auf {modell:Name} wirkt {art:Effekt} ({effekt:Name})")
def effect(b: Any, modell: Any, art: Any, effekt: Any) -> None:
    b.state["effects"].append({"id": effekt, "kind": art, "model": modell})


# -- given: models -------------------------------------------------------------------------------


@STEPS.given("{modell:Name} ({typ:Typ} der Bande {bande:Bande}) steht bei {ort:Punkt}")
def standing_model(b: Any, modell: Any, typ: Any, bande: Any, ort: Any) -> None:
    _add(b, modell, typ, bande, "standing", ort)


@STEPS.given("{modell:Name} ({typ:Typ} der Bande {bande:Bande}) ist {zustand:Zustand}")
def model_off_table(b: Any, modell: Any, typ: Any, bande: Any, zustand: Any) -> None:
    if zustand in ON_TABLE:
        raise StepFailed(f"a model {zustand} is on the table: introduce it with 'steht bei', then set its status")
    _add(b, modell, typ, bande, zustand, None)


@STEPS.given("die Bande {bande:Bande} hat {anzahl:Zahl} weitere Modelle ({typ:Typ}) bei {ort:Punkt}")
def more_models(b: Any, bande: Any, anzahl: Any, typ: Any, ort: Any) -> None:
    for _ in range(anzahl):
        _add(b, _next_id(b, bande), typ, bande, "standing", list(ort))


@STEPS.given("die Bande {bande:Bande} hat {anzahl:Zahl} weitere ausgeschaltete Modelle ({typ:Typ})")
def more_out_of_action(b: Any, bande: Any, anzahl: Any, typ: Any) -> None:
    for _ in range(anzahl):
        _add(b, _next_id(b, bande), typ, bande, "out_of_action", None)


@STEPS.given("die Bande {bande:Bande} hat {anzahl:Zahl} weitere über die Tischkante geflohene Modelle ({typ:Typ})")
def more_fled(b: Any, bande: Any, anzahl: Any, typ: Any) -> None:
    for _ in range(anzahl):
        _add(b, _next_id(b, bande), typ, bande, "fled", None)


def _next_id(b: CaseBuilder, bande: str) -> str:
    taken = {m["id"] for m in b.state["models"]}
    number = 1
    while f"{bande}-{number}" in taken:
        number += 1
    return f"{bande}-{number}"


@STEPS.given("{modell:Name} steht stattdessen bei {ort:Punkt}")
def moved_elsewhere(b: Any, modell: Any, ort: Any) -> None:
    model = _model(b, modell)
    if model["at"] is None:
        raise StepFailed(f"model {modell!r} is not on the table")
    model["at"] = ort


@STEPS.given("{modell:Name} ist {zustand:Zustand}")
def status(b: Any, modell: Any, zustand: Any) -> None:
    _set_status(_model(b, modell), zustand)


@STEPS.given("{modell:Name} flieht nach {richtung:Richtung}")
def fleeing(b: Any, modell: Any, richtung: Any) -> None:
    model = _model(b, modell)
    if model["at"] is None:
        raise StepFailed(f"model {modell!r} has no position; introduce it with 'steht bei'")
    model.update(status="fleeing", flight=list(richtung))


@STEPS.given("{modell:Name} führt die Bande an")
def leads(b: Any, modell: Any) -> None:
    model = _model(b, modell)
    _warband(b.state, model["warband"])["leader"] = modell


@STEPS.given("die Bande {bande:Bande} hat keinen Anführer")
def no_leader(b: Any, bande: Any) -> None:
    _warband(b.state, bande)["leader"] = None


@STEPS.given("{modell:Name} hat Moralwert {wert:Zahl}")
def leadership(b: Any, modell: Any, wert: Any) -> None:
    _model(b, modell)["profile"]["leadership"] = wert


@STEPS.given("{modell:Name} hat Initiative {wert:Zahl}")
def initiative(b: Any, modell: Any, wert: Any) -> None:
    _model(b, modell)["profile"]["initiative"] = wert


@STEPS.given("{modell:Name} hat Bewegung {wert:Zahl}")
def movement(b: Any, modell: Any, wert: Any) -> None:
    _model(b, modell)["profile"]["move"] = wert


@STEPS.given("{modell:Name} hat eine Base von {durchmesser:Millimeter} mm")
def base(b: Any, modell: Any, durchmesser: Any) -> None:
    _model(b, modell)["base"] = durchmesser


@STEPS.given("{modell:Name} steht {hoehe:Zoll} Zoll hoch")
def height(b: Any, modell: Any, hoehe: Any) -> None:
    model = _model(b, modell)
    if model["at"] is None:
        raise StepFailed(f"model {modell!r} has no position")
    model["at"][2] = hoehe


@STEPS.given("{modell:Name} ist immun gegen Psychologie")
def immune(b: Any, modell: Any) -> None:
    _model(b, modell)["immune_to_psychology"] = True


@STEPS.given("die ganze Bande {bande:Bande} ist immun gegen Psychologie")
def immune_warband(b: Any, bande: Any) -> None:
    for model in b.state["models"]:
        if model["warband"] == bande:
            model["immune_to_psychology"] = True


@STEPS.given("{modell:Name} hat sich in diesem Zug gesammelt")
def rallied(b: Any, modell: Any) -> None:
    model = _model(b, modell)
    model.update(status="standing", flight=None)
    model["marks"].append("rallied")


@STEPS.given("{modell:Name} hat in diesem Zug seinen Sammeltest verpatzt")
def rally_failed(b: Any, modell: Any) -> None:
    _model(b, modell)["marks"].append("rally_failed")


@STEPS.given("{modell:Name} ist in diesem Zug aufgestanden")
def stood_up(b: Any, modell: Any) -> None:
    model = _model(b, modell)
    model["status"] = "standing"
    model["marks"].append("stood_up")


@STEPS.given("{modell:Name} wurde in dieser Erholungsphase umgedreht")
def turned_over(b: Any, modell: Any) -> None:
    model = _model(b, modell)
    model["status"] = "knocked_down"
    model["marks"].append("turned_over")


@STEPS.given("{modell:Name} muss nach dem Spiel für Verletzungen würfeln")
def injury_roll(b: Any, modell: Any) -> None:
    _model(b, modell)["injury_roll"] = True


# -- when ----------------------------------------------------------------------------------------


def _act(b: CaseBuilder, kind: str, bande: str, **fields: Json) -> None:
    b.set_action({"type": kind, "player": bande, **fields})


@STEPS.when("die Bande {bande:Bande} handelt den Effekt {effekt:Name} ab")
def resolve_effect(b: Any, bande: Any, effekt: Any) -> None:
    _act(b, "resolve_effect", bande, effect=effekt)


@STEPS.when("die Bande {bande:Bande} beendet die Unterphase")
def end_step(b: Any, bande: Any) -> None:
    _act(b, "end_step", bande)


@STEPS.when("die Bande {bande:Bande} legt den Rückzugstest ab")
def rout_test(b: Any, bande: Any) -> None:
    _act(b, "rout_test", bande)


@STEPS.when("die Bande {bande:Bande} zieht sich freiwillig zurück")
def voluntary_rout(b: Any, bande: Any) -> None:
    _act(b, "voluntary_rout", bande)


@STEPS.when("die Bande {bande:Bande} versucht, {modell:Name} zu sammeln")
def rally(b: Any, bande: Any, modell: Any) -> None:
    _act(b, "rally", bande, model=modell, use_leader=False)


@STEPS.when("die Bande {bande:Bande} versucht, {modell:Name} mit dem Moralwert des Anführers zu sammeln")
def rally_with_leader(b: Any, bande: Any, modell: Any) -> None:
    _act(b, "rally", bande, model=modell, use_leader=True)


@STEPS.when("die Bande {bande:Bande} dreht {modell:Name} auf den Rücken")
def turn_over(b: Any, bande: Any, modell: Any) -> None:
    _act(b, "turn_over", bande, model=modell)


@STEPS.when("die Bande {bande:Bande} lässt {modell:Name} aufstehen")
def stand_up(b: Any, bande: Any, modell: Any) -> None:
    _act(b, "stand_up", bande, model=modell)


@STEPS.when("die Bande {bande:Bande} bewegt {modell:Name} nach {ort:Punkt}")
def move(b: Any, bande: Any, modell: Any, ort: Any) -> None:
    _act(b, "move", bande, model=modell, to=ort)


@STEPS.when("die Bande {bande:Bande} lässt {modell:Name} auf {ziel:Name} schießen")
def shoot(b: Any, bande: Any, modell: Any, ziel: Any) -> None:
    _act(b, "shoot", bande, model=modell, target=ziel)


@STEPS.when("die Bande {bande:Bande} lässt {modell:Name} zaubern")
def cast(b: Any, bande: Any, modell: Any) -> None:
    _act(b, "cast", bande, model=modell)


@STEPS.when("die Bande {bande:Bande} beendet ihren Zug")
def end_turn(b: Any, bande: Any) -> None:
    _act(b, "end_turn", bande)


@STEPS.when("der Rückzugstest zeigt {wurf:Wuerfel}")
def rout_dice(b: Any, wurf: Any) -> None:
    b.add_dice(labels.ROUT_TEST, wurf)


@STEPS.when("der Sammeltest zeigt {wurf:Wuerfel}")
def rally_dice(b: Any, wurf: Any) -> None:
    b.add_dice(labels.RALLY_TEST, wurf)


@STEPS.when("die Fluchtweite zeigt {wurf:Wuerfel}")
def flight_dice(b: Any, wurf: Any) -> None:
    b.add_dice(labels.FLIGHT, wurf)


@STEPS.when("der Giftwurf zeigt {wert:Zahl}")
def poison_die(b: Any, wert: Any) -> None:
    b.add_dice(labels.EFFECT, [wert])


@STEPS.when("gefragt wird, ob ein Moralwerttest mit {wurf:Wuerfel} gegen Moralwert {wert:Zahl} gelingt")
def ask_leadership_test(b: Any, wurf: Any, wert: Any) -> None:
    b.set_action({"type": "ask", "question": "leadership_test", "leadership": wert, "roll": wurf})


@STEPS.when("gefragt wird, ob eine Bande mit {start:Zahl} Anfangsmodellen nach {verluste:Zahl} Verlusten testen muss")
def ask_threshold(b: Any, start: Any, verluste: Any) -> None:
    b.set_action({"type": "ask", "question": "rout_threshold", "start": start, "lost": verluste})


@STEPS.when("gefragt wird nach dem Rückzugstest der Bande {bande:Bande}")
def ask_rout_check(b: Any, bande: Any) -> None:
    b.set_action({"type": "ask", "question": "rout_check", "warband": bande})


@STEPS.when("gefragt wird nach der Initiative von {modell:Name}")
def ask_initiative(b: Any, modell: Any) -> None:
    b.set_action({"type": "ask", "question": "initiative", "model": modell})


# -- then: state ---------------------------------------------------------------------------------


@STEPS.then("ist {modell:Name} {zustand:Zustand}")
def has_status(b: Any, modell: Any, zustand: Any) -> None:
    model = _state_model(b.accepted_state(), modell)
    if model["status"] != zustand:
        raise StepFailed(f"{modell!r} should be {zustand} but is {model['status']}")


@STEPS.then("steht {modell:Name} bei {ort:Punkt}")
def stands_at(b: Any, modell: Any, ort: Any) -> None:
    model = _state_model(b.accepted_state(), modell)
    if model["at"] != ort:
        raise StepFailed(f"{modell!r} should stand at {ort} but is at {model['at']} ({model['status']})")


@STEPS.then("flieht {modell:Name} nach {richtung:Richtung}")
def flees_towards(b: Any, modell: Any, richtung: Any) -> None:
    model = _state_model(b.accepted_state(), modell)
    if model["status"] != "fleeing" or model["flight"] != list(richtung):
        raise StepFailed(f"{modell!r} should flee towards {richtung} but is {model['status']} with {model['flight']}")


@STEPS.then("hat sich die Bande {bande:Bande} zurückgezogen")
def has_routed(b: Any, bande: Any) -> None:
    if not _warband(b.accepted_state(), bande)["routed"]:
        raise StepFailed(f"warband {bande!r} should have routed")


@STEPS.then("hat sich die Bande {bande:Bande} nicht zurückgezogen")
def has_not_routed(b: Any, bande: Any) -> None:
    if _warband(b.accepted_state(), bande)["routed"]:
        raise StepFailed(f"warband {bande!r} should not have routed")


@STEPS.then("hat die Bande {bande:Bande} das Szenario gewonnen")
def has_won(b: Any, bande: Any) -> None:
    state = b.accepted_state()
    if state["phase"] != "over" or state["result"] != {"winner": bande, "reason": "rout"}:
        raise StepFailed(f"{bande!r} should have won, but the phase is {state['phase']} with result {state['result']}")


@STEPS.then("endet die Partie ohne Sieger")
def no_winner(b: Any) -> None:
    state = b.accepted_state()
    if state["phase"] != "over" or state["result"] != {"winner": None, "reason": "all_routed"}:
        raise StepFailed(f"the game should end without a winner, but the phase is {state['phase']} with result {state['result']}")


@STEPS.then("geht die Partie weiter")
def game_goes_on(b: Any) -> None:
    state = b.accepted_state()
    if state["phase"] == "over":
        raise StepFailed(f"the game should go on, but it is over: {state['result']}")


@STEPS.then("ist die Bande {bande:Bande} am Zug")
def is_active(b: Any, bande: Any) -> None:
    state = b.accepted_state()
    if state["active"] != bande:
        raise StepFailed(f"{bande!r} should be active, but it is {state['active']!r}")


@STEPS.then("ist die Unterphase {phase:Phase}")
def is_phase(b: Any, phase: Any) -> None:
    state = b.accepted_state()
    if state["phase"] != phase:
        raise StepFailed(f"the phase should be {phase}, but it is {state['phase']}")


@STEPS.then("muss {modell:Name} nach dem Spiel für Verletzungen würfeln")
def must_roll(b: Any, modell: Any) -> None:
    if not _state_model(b.accepted_state(), modell)["injury_roll"]:
        raise StepFailed(f"{modell!r} should be marked for an injury roll")


@STEPS.then("muss {modell:Name} nach dem Spiel nicht für Verletzungen würfeln")
def need_not_roll(b: Any, modell: Any) -> None:
    if _state_model(b.accepted_state(), modell)["injury_roll"]:
        raise StepFailed(f"{modell!r} should not be marked for an injury roll")


@STEPS.then("hat sich {modell:Name} in diesem Zug gesammelt")
def is_rallied(b: Any, modell: Any) -> None:
    model = _state_model(b.accepted_state(), modell)
    if "rallied" not in model["marks"] or model["status"] != "standing":
        raise StepFailed(f"{modell!r} should have rallied this turn: {model['status']}, marks {model['marks']}")


@STEPS.then("hat {modell:Name} keine Marke dieses Zuges")
def no_marks(b: Any, modell: Any) -> None:
    model = _state_model(b.accepted_state(), modell)
    if model["marks"]:
        raise StepFailed(f"{modell!r} should carry no marks but has {model['marks']}")


@STEPS.then("ist für die Bande {bande:Bande} ein früherer Rückzugstest vermerkt")
def due_before(b: Any, bande: Any) -> None:
    if not _warband(b.accepted_state(), bande)["rout_test_due_before"]:
        raise StepFailed(f"warband {bande!r} should have a rout test recorded as due")


@STEPS.then("ist für die Bande {bande:Bande} kein früherer Rückzugstest vermerkt")
def not_due_before(b: Any, bande: Any) -> None:
    if _warband(b.accepted_state(), bande)["rout_test_due_before"]:
        raise StepFailed(f"warband {bande!r} should have no rout test recorded as due")


@STEPS.then("ist der Effekt {effekt:Name} abgehandelt")
def effect_done(b: Any, effekt: Any) -> None:
    if any(e["id"] == effekt for e in b.accepted_state()["effects"]):
        raise StepFailed(f"effect {effekt!r} should be resolved and gone")


@STEPS.then("ist der Effekt {effekt:Name} noch offen")
def effect_open(b: Any, effekt: Any) -> None:
    if not any(e["id"] == effekt for e in b.accepted_state()["effects"]):
        raise StepFailed(f"effect {effekt!r} should still be pending")


# -- then: events and answers --------------------------------------------------------------------


@STEPS.then("lautet die Ereignisfolge: {folge:Ereignisse}")
def event_sequence(b: Any, folge: Any) -> None:
    found = [e["type"] for e in b.events()]
    if found != folge:
        raise StepFailed(f"expected the events {folge}, got {found}")


@STEPS.then("legt {modell:Name} den Rückzugstest mit Moralwert {wert:Zahl} ab")
def rout_tester(b: Any, modell: Any, wert: Any) -> None:
    event = _one_event(b, "rout_test_taken")
    if (event["tester"], event["leadership"]) != (modell, wert):
        raise StepFailed(f"expected {modell!r} to test on {wert}, got {event['tester']!r} on {event['leadership']}")


@STEPS.then("ist der Rückzugstest bestanden")
def rout_passed(b: Any) -> None:
    if not _one_event(b, "rout_test_taken")["passed"]:
        raise StepFailed("the rout test should be passed")


@STEPS.then("ist der Rückzugstest verpatzt")
def rout_failed(b: Any) -> None:
    if _one_event(b, "rout_test_taken")["passed"]:
        raise StepFailed("the rout test should be failed")


@STEPS.then("verpatzt die Bande den Rückzugstest ohne Wurf")
def rout_failed_unrolled(b: Any) -> None:
    event = _one_event(b, "rout_test_taken")
    if event["passed"] or event["tester"] is not None or event["roll"]:
        raise StepFailed(f"the rout test should fail without a tester and a roll: {event}")


@STEPS.then("testet {modell:Name} mit seinem eigenen Moralwert {wert:Zahl}")
def rally_own(b: Any, modell: Any, wert: Any) -> None:
    event = _one_event(b, "rally_test_taken")
    if (event["model"], event["source"], event["leadership"]) != (modell, "own", wert):
        raise StepFailed(f"expected {modell!r} to test on its own {wert}, got {event}")


@STEPS.then("testet {modell:Name} mit dem Moralwert {wert:Zahl} des Anführers")
def rally_leader(b: Any, modell: Any, wert: Any) -> None:
    event = _one_event(b, "rally_test_taken")
    if (event["model"], event["source"], event["leadership"]) != (modell, "leader", wert):
        raise StepFailed(f"expected {modell!r} to test on the leader's {wert}, got {event}")


@STEPS.then("ist der Sammeltest bestanden")
def rally_passed(b: Any) -> None:
    if not _one_event(b, "rally_test_taken")["passed"]:
        raise StepFailed("the rally test should be passed")


@STEPS.then("ist der Sammeltest verpatzt")
def rally_failed_then(b: Any) -> None:
    if _one_event(b, "rally_test_taken")["passed"]:
        raise StepFailed("the rally test should be failed")


@STEPS.then("flieht {modell:Name} {weite:Zoll} Zoll weit")
def flight_distance(b: Any, modell: Any, weite: Any) -> None:
    event = _one_event(b, "flight_continued")
    if (event["model"], event["distance"]) != (modell, weite):
        raise StepFailed(f"expected {modell!r} to flee {weite} units, got {event['model']!r} {event['distance']}")


@STEPS.then("verlässt {modell:Name} das Spielfeld")
def leaves(b: Any, modell: Any) -> None:
    event = _one_event(b, "flight_continued")
    model = _state_model(b.accepted_state(), modell)
    if not event["left_table"] or model["status"] != "fled":
        raise StepFailed(f"{modell!r} should have fled off the table: {event}, status {model['status']}")


@STEPS.then("zeigt der Giftwurf {wert:Zahl}")
def poison_roll(b: Any, wert: Any) -> None:
    rolls = [e["roll"] for e in _events(b, "effect_resolved")]
    if rolls != [wert]:
        raise StepFailed(f"expected one poison roll of {wert}, got {rolls}")


@STEPS.then("bleibt der Effekt ohne Wirkung")
def effect_without_result(b: Any) -> None:
    event = _one_event(b, "effect_resolved")
    if event["result"] != "none":
        raise StepFailed(f"the effect should change nothing, but its result is {event['result']}")


@STEPS.then("lautet die Antwort {antwort:JSON}")
def answer(b: Any, antwort: Any) -> None:
    outcome = b.outcome()
    if outcome["status"] != "answered" or outcome["answer"] != antwort:
        raise StepFailed(f"expected the answer {antwort}, got {outcome}")

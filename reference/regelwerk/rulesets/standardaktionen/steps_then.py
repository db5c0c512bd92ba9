"""The ``Dann`` steps of the Standardaktionen features (registered on the library of
:mod:`.steps`): what the rule text says the outcome of the action is."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json, dumps
from regelwerk.rulesets.standardaktionen.steps import STEPS, current_phase, glossary
from regelwerk.suite.steps import StepFailed

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder

STEPS.types.update(
    {
        "WirdKein": (r"wird ein|wird kein", lambda text: text == "wird ein"),
        "Phasenende": (r"beendet|übersprungen", str),
        "WartetWarten": (r"wartet|warten", str),
        "Abwicklung": (r"mit Wirkung|ohne Wirkung", str),
        "EndetNicht": (r"endete nicht|endete", lambda text: text == "endete"),
        "LegalNicht": (r"nicht legal|legal", lambda text: text == "legal"),
    }
)


def _unit_after(b: CaseBuilder, unit_id: str) -> Json:
    for unit in b.accepted_state()["units"]:
        if unit["id"] == unit_id:
            return unit
    raise StepFailed(f"the state has no unit {unit_id!r}")


def _answer(b: CaseBuilder) -> Json:
    outcome = b.outcome()
    if outcome["status"] != "answered":
        raise StepFailed(f"expected an answer, got {outcome['status']}: {outcome.get('error', '')}")
    return outcome["answer"]


def _events_of(b: CaseBuilder, kind: str) -> list[Json]:
    return [e for e in b.events() if e["type"] == kind]


def _german(section: str, ident: str) -> str:
    return next((word for word, value in glossary()[section].items() if value == ident), ident)


# -- units ---------------------------------------------------------------------------------------


@STEPS.then("steht {einheit:Name} auf {ort:Ort}")
def stands_on(b: CaseBuilder, einheit: str, ort: list[int]) -> None:
    at = _unit_after(b, einheit)["at"]
    if at != ort:
        raise StepFailed(f"{einheit!r} should stand on {tuple(ort)} but stands on {at}")


@STEPS.then("blickt {einheit:Name} nach {richtung:Richtung}")
def looks(b: CaseBuilder, einheit: str, richtung: Any) -> None:
    facing = _unit_after(b, einheit)["facing"]
    if facing != richtung:
        raise StepFailed(f"{einheit!r} should face {richtung} but faces {facing}")


@STEPS.then("hat {einheit:Name} noch {zahl:Zahl} Life")
def life_left(b: CaseBuilder, einheit: str, zahl: int) -> None:
    life = _unit_after(b, einheit)["life"]
    if life != zahl:
        raise StepFailed(f"{einheit!r} should have {zahl} life, has {life}")


@STEPS.then("ist {einheit:Name} tot")
def is_dead(b: CaseBuilder, einheit: str) -> None:
    unit = _unit_after(b, einheit)
    if unit["life"] > 0 or unit["at"] is not None:
        raise StepFailed(f"{einheit!r} should be dead, has {unit['life']} life on {unit['at']}")


@STEPS.then("lebt {einheit:Name} noch")
def is_alive(b: CaseBuilder, einheit: str) -> None:
    unit = _unit_after(b, einheit)
    if unit["life"] <= 0:
        raise StepFailed(f"{einheit!r} should be alive, has {unit['life']} life")


@STEPS.then("erleidet {einheit:Name} {zahl:Zahl} Schaden")
def damage_taken(b: CaseBuilder, einheit: str, zahl: int) -> None:
    found = [e["amount"] for e in _events_of(b, "damaged") if e["unit"] == einheit]
    if found != [zahl]:
        raise StepFailed(f"{einheit!r} should take {zahl} damage once, took {found}")


@STEPS.then("erleidet {einheit:Name} keinen Schaden")
def no_damage(b: CaseBuilder, einheit: str) -> None:
    found = [e["amount"] for e in _events_of(b, "damaged") if e["unit"] == einheit]
    if found:
        raise StepFailed(f"{einheit!r} should take no damage, took {found}")


@STEPS.then("beträgt der Schadenüberschuss {zahl:Zahl}")
def excess(b: CaseBuilder, zahl: int) -> None:
    found = [e["excess"] for e in _events_of(b, "damaged")]
    if not found or found[0] != zahl:
        raise StepFailed(f"the excess damage of the attack should be {zahl}, the damage events show {found}")


@STEPS.then("{wird:WirdKein} Hinterhalt ausgelöst")
def ambush(b: CaseBuilder, wird: Any) -> None:
    found = _events_of(b, "ambush")
    if bool(found) != wird:
        raise StepFailed(f"expected {'an' if wird else 'no'} ambush, got {found}")


# -- players, turn, round ------------------------------------------------------------------------


@STEPS.then("hat {spieler:Spieler} {anzahl:Zahl} Darlehn")
def loans(b: CaseBuilder, spieler: Any, anzahl: int) -> None:
    found = next(p["loans"] for p in b.accepted_state()["players"] if p["id"] == spieler)
    if found != anzahl:
        raise StepFailed(f"{spieler} should have {anzahl} loans, has {found}")


@STEPS.then("ist {spieler:Spieler} am Zug")
def is_active(b: CaseBuilder, spieler: Any) -> None:
    found = b.accepted_state()["active_player"]
    if found != spieler:
        raise StepFailed(f"{spieler} should be active, but {found} is")


@STEPS.then("ist {einheit:Name} in der {phase:Phase}")
def in_phase(b: CaseBuilder, einheit: str, phase: Any) -> None:
    turn = b.accepted_state()["turn"]
    if turn is None or (turn["unit"], current_phase(b, turn)) != (einheit, phase):
        raise StepFailed(f"{einheit!r} should be in its {phase} phase; the turn is {turn}")


@STEPS.then("ist {einheit:Name} ausgewählt und in keiner Phase")
def between_phases(b: CaseBuilder, einheit: str) -> None:
    turn = b.accepted_state()["turn"]
    if turn is None or (turn["unit"], current_phase(b, turn)) != (einheit, None):
        raise StepFailed(f"{einheit!r} should be selected with no phase open; the turn is {turn}")


@STEPS.then("ist der Zug von {einheit:Name} vorbei")
def turn_over(b: CaseBuilder, einheit: str) -> None:
    state = b.accepted_state()
    if einheit not in state["acted"] or (state["turn"] or {}).get("unit") == einheit:
        raise StepFailed(f"the turn of {einheit!r} should be over; acted {state['acted']}, turn {state['turn']}")


@STEPS.then("ist gerade keine Einheit am Zug")
def no_turn(b: CaseBuilder) -> None:
    turn = b.accepted_state()["turn"]
    if turn is not None:
        raise StepFailed(f"no unit's turn should be on, but {turn['unit']!r}'s is")


@STEPS.then("läuft Runde {runde:Zahl}")
def round_number(b: CaseBuilder, runde: int) -> None:
    found = b.accepted_state()["round"]
    if found != runde:
        raise StepFailed(f"round {runde} should be on, it is round {found}")


@STEPS.then("hat {einheit:Name} in dieser Bewegungsphase {zahl:Zahl} Schritte gemacht")
def steps_taken(b: CaseBuilder, einheit: str, zahl: int) -> None:
    turn = b.accepted_state()["turn"]
    if turn is None or turn["unit"] != einheit or "movement" in turn["done"]:
        raise StepFailed(f"{einheit!r} should be in its movement phase; the turn is {turn}")
    found = sum(len(path) for path in (turn["movement"] or {"moves": []})["moves"])
    if found != zahl:
        raise StepFailed(f"{einheit!r} should have taken {zahl} steps, took {found}")


@STEPS.then("ist die {phase:Phase} von {einheit:Name} {wie:Phasenende}")
def phase_end(b: CaseBuilder, phase: Any, einheit: str, wie: Any) -> None:
    kind = "phase_ended" if wie == "beendet" else "phase_skipped"
    found = [e for e in b.events() if e["type"] in ("phase_ended", "phase_skipped") and e.get("phase") == phase]
    if [(e["type"], e["unit"]) for e in found] != [(kind, einheit)]:
        raise StepFailed(f"the {phase} phase of {einheit!r} should be {wie}; the phase events are {found}")


@STEPS.then("gewinnt {spieler:Spieler} die Partie")
def wins(b: CaseBuilder, spieler: Any) -> None:
    state = b.accepted_state()
    if (state["winner"], state["active_player"]) != (spieler, None):
        raise StepFailed(f"{spieler} should have won; winner {state['winner']}, active {state['active_player']}")


@STEPS.then("scheiden {spieler:Spielerliste} in dieser Reihenfolge aus")
def out_in_order(b: CaseBuilder, spieler: Any) -> None:
    found = [e["player"] for e in _events_of(b, "player_out")]
    if found != spieler:
        raise StepFailed(f"{spieler} should drop out in this order; the players out are {found}")


@STEPS.then("geht die Partie weiter")
def goes_on(b: CaseBuilder) -> None:
    state = b.accepted_state()
    if state["winner"] is not None:
        raise StepFailed(f"the game should go on, but {state['winner']} has won")


@STEPS.then("lautet die Ereignisfolge: {folge:Ereignisse}")
def event_sequence(b: CaseBuilder, folge: list[str]) -> None:
    found = [e["type"] for e in b.events()]
    if found != folge:
        raise StepFailed(f"expected the events {folge}, got {found} ({', '.join(_german('ereignisse', t) for t in found)})")


# -- reaction phase -------------------------------------------------------------------------------


def _window_after(b: CaseBuilder) -> Json:
    window = b.accepted_state()["window"]
    if window is None:
        raise StepFailed("the reaction phase should still be open, but it is over")
    return window


@STEPS.then("hat {spieler:Spieler} die Initiative")
def initiative(b: CaseBuilder, spieler: Any) -> None:
    found = _window_after(b)["initiative"]
    if found != spieler:
        raise StepFailed(f"{spieler} should have the initiative, {found} has it")


@STEPS.then("beginnt die Initiativenabfrage bei {spieler:Spieler}")
def query_from(b: CaseBuilder, spieler: Any) -> None:
    found = _window_after(b)["query_from"]
    if found != spieler:
        raise StepFailed(f"the query should have begun with {spieler}, it began with {found}")


@STEPS.then("ist die Reaktionsphase vorbei")
def window_closed(b: CaseBuilder) -> None:
    window = b.accepted_state()["window"]
    if window is not None:
        raise StepFailed(f"the reaction phase should be over: {window}")


@STEPS.then("{verb:WartetWarten} {reaktionen:Namen} auf die Abwicklung")
def waiting(b: CaseBuilder, verb: Any, reaktionen: list[str]) -> None:
    found = [p["reaction"] for p in _window_after(b)["stack"]]
    if found != reaktionen:
        raise StepFailed(f"{reaktionen} should wait in this order, the stack holds {found}")


@STEPS.then("antwortet {reaktion:Name} auf {andere:Name}")
def answers(b: CaseBuilder, reaktion: str, andere: str) -> None:
    stack = {p["reaction"]: p for p in _window_after(b)["stack"]}
    if reaktion not in stack or andere not in stack or stack[reaktion]["answers"] != stack[andere]["seq"]:
        raise StepFailed(f"{reaktion!r} should answer {andere!r}; the stack is {list(stack.values())}")


@STEPS.then("wartet keine Reaktion mehr auf die Abwicklung")
def nothing_waiting(b: CaseBuilder) -> None:
    found = _window_after(b)["stack"]
    if found:
        raise StepFailed(f"no reaction should wait, the stack holds {found}")


@STEPS.then("beträgt die Power des Angriffs {zahl:Zahl}")
def power(b: CaseBuilder, zahl: int) -> None:
    found = _window_after(b)["power"]
    if found != zahl:
        raise StepFailed(f"the attack's Power should be {zahl}, it is {found}")


@STEPS.then("hat {reaktion:Name} noch {zahl:Zahl} Einsätze")
def uses_left(b: CaseBuilder, reaktion: str, zahl: int) -> None:
    found = next(r["uses"] for r in b.accepted_state()["reactions"] if r["id"] == reaktion)
    if found != zahl:
        raise StepFailed(f"{reaktion!r} should have {zahl} uses left, has {found}")


@STEPS.then("wird {reaktion:Name} {wie:Abwicklung} abgewickelt")
def resolved(b: CaseBuilder, reaktion: str, wie: Any) -> None:
    found = [e for e in _events_of(b, "reaction_resolved") if e["reaction"] == reaktion]
    if len(found) != 1 or found[0]["cancelled"] != (wie == "ohne Wirkung"):
        raise StepFailed(f"{reaktion!r} should resolve {wie}; resolutions: {_events_of(b, 'reaction_resolved')}")


@STEPS.then("wird zuerst {erste:Name} und danach {zweite:Name} abgewickelt")
def resolution_order(b: CaseBuilder, erste: str, zweite: str) -> None:
    found = [e["reaction"] for e in _events_of(b, "reaction_resolved")]
    if found[:2] != [erste, zweite]:
        raise StepFailed(f"{erste!r} should resolve before {zweite!r}; the order is {found}")


# -- correction -----------------------------------------------------------------------------------


@STEPS.then("warten noch {spieler:Spielerliste} auf die Korrektur")
def awaiting(b: CaseBuilder, spieler: Any) -> None:
    correction = b.accepted_state()["correction"]
    if correction is None or correction["awaiting"] != spieler:
        raise StepFailed(f"{spieler} should still be asked, the correction is {correction}")


@STEPS.then("fragt die Bitte um Korrektur {spieler:Spielerliste} in dieser Reihenfolge")
def asked_in_order(b: CaseBuilder, spieler: Any) -> None:
    found = [e["awaiting"] for e in _events_of(b, "correction_requested")]
    if found != [spieler]:
        raise StepFailed(f"the request should ask {spieler} in this order; the requests ask {found}")


@STEPS.then("ist keine Korrektur mehr offen")
def no_correction(b: CaseBuilder) -> None:
    correction = b.accepted_state()["correction"]
    if correction is not None:
        raise StepFailed(f"no correction should be open: {correction}")


# -- answers --------------------------------------------------------------------------------------


@STEPS.then("ist der Testzug legal und endet auf {ort:Ort} nach {zahl:Zahl} Schritten")
def test_move_legal(b: CaseBuilder, ort: list[int], zahl: int) -> None:
    found = _answer(b)
    if (found.get("legal"), found.get("to"), found.get("steps")) != (True, ort, zahl):
        raise StepFailed(f"the test move should be legal, end on {tuple(ort)} after {zahl} steps: {found}")


@STEPS.then("{endet:EndetNicht} die Bewegungsphase mit diesem Testzug")
def test_move_ends(b: CaseBuilder, endet: Any) -> None:
    found = _answer(b)
    if found.get("ends_movement") != endet:
        raise StepFailed(f"ends_movement should be {endet}: {found}")


@STEPS.then("wäre der Testzug nicht legal: {code:Code} nach Klausel {klausel:Klausel}")
def test_move_illegal(b: CaseBuilder, code: str, klausel: str) -> None:
    found = _answer(b)
    if found != {"legal": False, "code": code, "clause": klausel}:
        raise StepFailed(f"the test move should be answered as illegal ({code}, {klausel}): {found}")


@STEPS.then("sind genau diese Aktionen legal:")
def legal_set(b: CaseBuilder, doc: str) -> None:
    expected = sorted(json.loads(doc), key=dumps)
    found = _answer(b)
    if found != expected:
        missing = [a for a in expected if a not in found]
        extra = [a for a in found if a not in expected]
        raise StepFailed(f"legal actions differ: missing {missing}, not expected {extra}")


def _listed(b: CaseBuilder, wanted: Json) -> bool:
    """Whether the answer to ``legal_actions`` lists an action with these fields (any player)."""
    return any(all(action.get(k) == v for k, v in wanted.items()) for action in _answer(b))


def _check_listed(b: CaseBuilder, wanted: Json, legal: bool, what: str) -> None:
    if _listed(b, wanted) != legal:
        raise StepFailed(f"{what} should {'' if legal else 'not '}be among the legal actions: {_answer(b)}")


@STEPS.then("ist der Zug von {einheit:Name} nach {ort:Ort} {legal:LegalNicht}")
def move_listed(b: CaseBuilder, einheit: str, ort: list[int], legal: bool) -> None:
    _check_listed(b, {"type": "move", "unit": einheit, "path": [ort]}, legal, f"the move of {einheit!r} to {tuple(ort)}")


@STEPS.then("ist der Zug von {einheit:Name} über {orte:Orte} nach {ort:Ort} {legal:LegalNicht}")
def move_through_listed(b: CaseBuilder, einheit: str, orte: list[list[int]], ort: list[int], legal: bool) -> None:
    path = [*orte, ort]
    _check_listed(b, {"type": "move", "unit": einheit, "path": path}, legal, f"the move of {einheit!r} along {path}")


@STEPS.then("ist der Angriff von {einheit:Name} auf {ziel:Name} {legal:LegalNicht}")
def attack_listed(b: CaseBuilder, einheit: str, ziel: str, legal: bool) -> None:
    _check_listed(b, {"type": "attack", "unit": einheit, "target": ziel}, legal, f"the attack of {einheit!r} on {ziel!r}")


@STEPS.then("ist keine Aktion legal")
def nothing_legal(b: CaseBuilder) -> None:
    found = _answer(b)
    if found != []:
        raise StepFailed(f"no action should be legal: {found}")


@STEPS.then("ist die Partie noch nicht entschieden")
def undecided(b: CaseBuilder) -> None:
    found = _answer(b)
    if found is not None:
        raise StepFailed(f"the game should not be decided: {found}")


@STEPS.then("hat {spieler:Spieler} als letzter Spieler mit Einheiten gewonnen")
def decided(b: CaseBuilder, spieler: Any) -> None:
    found = _answer(b)
    if found != {"winner": spieler, "reason": "last_player"}:
        raise StepFailed(f"{spieler} should have won as the last player: {found}")

"""The German step vocabulary of the Standardaktionen features (``features/standardaktionen/``).

Built on the suite's :class:`~regelwerk.suite.steps.StepLibrary` and its common steps (raw
JSON, dice, rejections).  German words map to JSON identifiers through
``features/standardaktionen/glossar.yaml``; "Spieler 1" is ``p1``.  A unit introduced with its
type ("Krieger") gets the values of that type from the sample catalogue in
``startaufstellung.json`` copied into the state, so a vector never depends on the catalogue.

The state starts as a running game on a 7 x 7 board with Spieler 1 and Spieler 2 (in this
order), Spieler 1 starting player and active, round 1, no unit, no reaction, no turn.  Steps
that describe a turn, a reaction phase or a correction in progress build it the way the rules
would have left it (``ist in der Kampfphase`` lists the phases before it as ended, in the
order of the scenario's readings).
"""

from __future__ import annotations

import copy
import re
from functools import cache
from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json, copy_json
from regelwerk.core.paths import features_dir
from regelwerk.rulesets.standardaktionen.game import sample_data
from regelwerk.suite.steps import StepFailed, StepLibrary, _hex_text
from regelwerk.suite.steps.common import STEPS as COMMON
from regelwerk.suite.steps.words import alternatives, word_type
from regelwerk.suite.yamlio import load_yaml

ORT = r"\(\s*-?\d+\s*,\s*-?\d+\s*\)"


@cache
def glossary() -> Json:
    return load_yaml(features_dir() / "standardaktionen" / "glossar.yaml")


def _split(text: str) -> list[str]:
    return [part.strip() for part in re.split(r",\s*|\s+und\s+", text) if part.strip()]


def _player(text: str) -> str:
    return "p" + text.split()[-1]


def _effect(text: str) -> tuple[str, int | None]:
    word = text.split()[0]
    effect = glossary()["reaktionswirkungen"][word]
    if effect != "power":
        return effect, None
    amount = int(text.split()[-1])
    return effect, -amount if word == "Schwächung" else amount


def _initial_state() -> Json:
    return {
        "board": {"width": 7, "height": 7},
        "players": [{"id": "p1", "loans": 0}, {"id": "p2", "loans": 0}],
        "starting_player": "p1",
        "round": 1,
        "active_player": "p1",
        "winner": None,
        "units": [],
        "acted": [],
        "reactions": [],
        "turn": None,
        "window": None,
        "correction": None,
    }


def _key(value: Json) -> tuple[int, str]:
    return (0, value) if isinstance(value, str) else (1, repr(value))


def _finish_state(state: Json) -> Json:
    state = copy_json(state)
    state["units"].sort(key=lambda u: _key(u.get("id")))
    state["reactions"].sort(key=lambda r: _key(r.get("id")))
    state["acted"].sort(key=_key)
    return state


STEPS = StepLibrary(
    "standardaktionen",
    types={
        "Spieler": (r"Spieler \d+", _player),
        "Spielerliste": (r"Spieler \d+(?:(?:, | und )Spieler \d+)*", lambda t: [_player(p) for p in _split(t)]),
        "Typ": word_type(glossary, "einheitentypen"),
        "Richtung": word_type(glossary, "richtungen"),
        "Phase": word_type(glossary, "phasen"),
        "Phasen": (
            f"{alternatives(glossary, 'phasen')}(?:(?:, | und die ){alternatives(glossary, 'phasen')})*",
            lambda t: [glossary()["phasen"][p.removeprefix("die ")] for p in _split(t)],
        ),
        "Effekt": word_type(glossary, "effekte"),
        "Art": word_type(glossary, "reaktionsarten"),
        "Wirkung": (r"Schild|Bann|Stärkung um \d+|Schwächung um \d+", _effect),
        "Orte": (f"{ORT}(?:(?:, | und ){ORT})*", lambda t: [_hex_text(p) for p in re.findall(ORT, t)]),
        "Namen": (r'"[^"]+"(?:(?:, | und )"[^"]+")*', lambda t: re.findall(r'"([^"]+)"', t)),
        "Ereignisse": (r".+", lambda text: [glossary()["ereignisse"][w.strip()] for w in text.split(",")]),
        "HatteHatten": (r"hatte|hatten", str),
        "Wert": (r"Move|Power|Reichweite|Life", {"Move": "move", "Power": "power", "Reichweite": "range", "Life": "life"}.__getitem__),
    },
    base=COMMON,
    initial_state=_initial_state,
    finish_state=_finish_state,
)


# -- helpers ---------------------------------------------------------------------------------


def unit_types() -> Json:
    return sample_data()["types"]


def _unit(b: CaseBuilder, unit_id: str) -> Json:
    for unit in b.state["units"]:
        if unit["id"] == unit_id:
            return unit
    raise StepFailed(f"no unit {unit_id!r} was introduced in an Angenommen step")


def _reaction(b: CaseBuilder, reaction_id: str) -> Json:
    for reaction in b.state["reactions"]:
        if reaction["id"] == reaction_id:
            return reaction
    raise StepFailed(f"no reaction {reaction_id!r} was introduced in an Angenommen step")


def _sequence(b: CaseBuilder) -> list[str]:
    """The phases of a turn under the scenario's reading of SA-A-ABSCHNITT-3."""
    if b.interpretations.get("SA-A-ABSCHNITT-3") == "unbekannte-phase":
        return ["movement", "attack", "section_3", "facing"]
    return ["movement", "attack", "facing"]


def _begin_turn(b: CaseBuilder, unit_id: str, done: list[str]) -> None:
    unit = _unit(b, unit_id)
    b.state["turn"] = {"unit": unit_id, "done": done, "movement": None}
    b.state["active_player"] = unit["owner"]


def current_phase(b: CaseBuilder, turn: Json) -> str | None:
    """The phase that comes now in ``turn`` under the scenario's readings: fixed order, the first
    phase not ended; free order, the movement phase while a movement is recorded, else none."""
    if b.interpretations.get("SA-A-REIHENFOLGE") == "frei":
        return "movement" if turn["movement"] is not None else None
    return next(p for p in _sequence(b) if p not in turn["done"])


def _turn(b: CaseBuilder) -> Json:
    if b.state["turn"] is None:
        raise StepFailed("no Angenommen step has begun a unit's turn")
    return b.state["turn"]


def _window(b: CaseBuilder) -> Json:
    if b.state["window"] is None:
        raise StepFailed("no Angenommen step has declared an attack")
    return b.state["window"]


# -- given: board, players, units ------------------------------------------------------------


@STEPS.given("das Schlachtfeld ist {breite:Zahl} Felder breit und {hoehe:Zahl} Felder hoch")
def board(b: CaseBuilder, breite: int, hoehe: int) -> None:
    b.state["board"] = {"width": breite, "height": hoehe}


@STEPS.given("es spielen {spieler:Spielerliste} in dieser Reihenfolge")
def players(b: CaseBuilder, spieler: Any) -> None:
    b.state["players"] = [{"id": p, "loans": 0} for p in spieler]


@STEPS.given("{spieler:Spieler} ist Startspieler")
def starting_player(b: CaseBuilder, spieler: Any) -> None:
    b.state["starting_player"] = spieler


@STEPS.given("{spieler:Spieler} ist am Zug")
def active_player(b: CaseBuilder, spieler: Any) -> None:
    b.state["active_player"] = spieler


@STEPS.given("es läuft Runde {runde:Zahl}")
def current_round(b: CaseBuilder, runde: int) -> None:
    b.state["round"] = runde


@STEPS.given("{spieler:Spieler} hat {anzahl:Zahl} Darlehn")
def loans(b: CaseBuilder, spieler: Any, anzahl: int) -> None:
    for player in b.state["players"]:
        if player["id"] == spieler:
            player["loans"] = anzahl
            return
    raise StepFailed(f"{spieler} does not play in this scenario")


@STEPS.given("{einheit:Name} ({typ:Typ} von {spieler:Spieler}) steht auf {ort:Ort} und blickt nach {richtung:Richtung}")
def unit_on_square(b: CaseBuilder, einheit: str, typ: str, spieler: Any, ort: list[int], richtung: str) -> None:
    if any(u["id"] == einheit for u in b.state["units"]):
        raise StepFailed(f"unit {einheit!r} is introduced twice")
    values = copy.deepcopy(unit_types()[typ])
    b.state["units"].append(
        {"id": einheit, "owner": spieler, "at": ort, "facing": richtung, "move": values["move"], "power": values["power"],
         "life": values["life"], "max_life": values["life"], "range": values["range"], "restricted": False,
         "effects": values["effects"]}
    )


@STEPS.given("{einheit:Name} hat {wert:Wert} {zahl:Zahl}")
def unit_value(b: CaseBuilder, einheit: str, wert: Any, zahl: int) -> None:
    unit = _unit(b, einheit)
    unit[wert] = zahl
    if wert == "life":
        unit["max_life"] = zahl


@STEPS.given("{einheit:Name} hat noch {zahl:Zahl} Life")
def remaining_life(b: CaseBuilder, einheit: str, zahl: int) -> None:
    _unit(b, einheit)["life"] = zahl


@STEPS.given("{einheit:Name} blickt nach {richtung:Richtung}")
def facing(b: CaseBuilder, einheit: str, richtung: str) -> None:
    _unit(b, einheit)["facing"] = richtung


@STEPS.given("{einheit:Name} steht auf {ort:Ort}")
def position(b: CaseBuilder, einheit: str, ort: list[int]) -> None:
    _unit(b, einheit)["at"] = ort


@STEPS.given("{einheit:Name} ist eingeschränkt")
def restricted(b: CaseBuilder, einheit: str) -> None:
    _unit(b, einheit)["restricted"] = True


@STEPS.given("{einheit:Name} ist tot")
def dead(b: CaseBuilder, einheit: str) -> None:
    _unit(b, einheit).update(life=0, at=None)


@STEPS.given("{einheit:Name} trägt den Effekt {effekt:Effekt} {betrag:Zahl} am Ende der {phase:Phase}")
def carries_effect(b: CaseBuilder, einheit: str, effekt: str, betrag: int, phase: str) -> None:
    _unit(b, einheit)["effects"].append({"kind": effekt, "phase": phase, "amount": betrag})


@STEPS.given("{einheit:Name} trägt keinen Effekt")
def no_effect(b: CaseBuilder, einheit: str) -> None:
    _unit(b, einheit)["effects"] = []


@STEPS.given("{einheiten:Namen} {verb:HatteHatten} in dieser Runde schon ihren Zug")
def acted(b: CaseBuilder, einheiten: list[str], verb: str) -> None:
    for unit_id in einheiten:
        _unit(b, unit_id)
        b.state["acted"].append(unit_id)



# -- given: reactions --------------------------------------------------------------------------


@STEPS.given("{spieler:Spieler} hält {reaktion:Name} ({wirkung:Wirkung}, {art:Art})")
def holds_reaction(b: CaseBuilder, spieler: Any, reaktion: str, wirkung: Any, art: str) -> None:
    effect, amount = wirkung
    entry = {"id": reaktion, "owner": spieler, "kind": art, "effect": effect, "uses": 1}
    if amount is not None:
        entry["amount"] = amount
    b.state["reactions"].append(entry)


@STEPS.given("{reaktion:Name} hat noch {anzahl:Zahl} Einsätze")
def uses(b: CaseBuilder, reaktion: str, anzahl: int) -> None:
    _reaction(b, reaktion)["uses"] = anzahl


# -- given: a turn in progress -----------------------------------------------------------------


@STEPS.given("{einheit:Name} ist in der {phase:Phase}")
def in_phase(b: CaseBuilder, einheit: str, phase: str) -> None:
    sequence = _sequence(b)
    _begin_turn(b, einheit, sequence[: sequence.index(phase)])


@STEPS.given("{einheit:Name} ist ausgewählt und noch in keiner Phase")
def selected_between_phases(b: CaseBuilder, einheit: str) -> None:
    _begin_turn(b, einheit, [])


@STEPS.given("{einheit:Name} hat die {phasen:Phasen} schon hinter sich")
def phases_done(b: CaseBuilder, einheit: str, phasen: Any) -> None:
    turn = _turn(b)
    if turn["unit"] != einheit:
        raise StepFailed(f"the turn in progress is {turn['unit']!r}'s, not {einheit!r}'s")
    turn["done"] = phasen


@STEPS.given("{einheit:Name} ist in dieser Bewegungsphase schon nach {ort:Ort} gezogen")
def moved_before(b: CaseBuilder, einheit: str, ort: list[int]) -> None:
    _add_move(b, einheit, [ort])


@STEPS.given("{einheit:Name} ist in dieser Bewegungsphase schon über {orte:Orte} nach {ort:Ort} gezogen")
def moved_before_through(b: CaseBuilder, einheit: str, orte: list[list[int]], ort: list[int]) -> None:
    _add_move(b, einheit, [*orte, ort])


def _add_move(b: CaseBuilder, unit_id: str, path: list[list[int]]) -> None:
    turn = _turn(b)
    if turn["unit"] != unit_id or "movement" in turn["done"]:
        raise StepFailed(f"{unit_id!r} is not in its movement phase")
    if turn["movement"] is None:
        turn["movement"] = {"start": _unit(b, unit_id)["at"], "moves": []}
    turn["movement"]["moves"].append(path)
    _unit(b, unit_id)["at"] = path[-1]


# -- given: a reaction phase in progress --------------------------------------------------------


@STEPS.given("{angreifer:Name} hat {ziel:Name} angegriffen")
def attack_declared(b: CaseBuilder, angreifer: str, ziel: str) -> None:
    """The attack phase of the attacker with the reaction phase open; the query begins with the
    starting player, who has the initiative (other steps change that)."""
    turn = b.state["turn"]
    if turn is None or turn["unit"] != angreifer:
        in_phase(b, angreifer, "attack")
    first = b.state["starting_player"]
    b.state["window"] = {
        "attacker": angreifer, "target": ziel, "power": _unit(b, angreifer)["power"], "shielded": False,
        "stack": [], "initiative": first, "query_from": first, "played": 0,
    }


@STEPS.given("{spieler:Spieler} hat die Initiative")
def has_initiative(b: CaseBuilder, spieler: Any) -> None:
    _window(b)["initiative"] = spieler


@STEPS.given("die Initiativenabfrage begann bei {spieler:Spieler}")
def query_began(b: CaseBuilder, spieler: Any) -> None:
    _window(b)["query_from"] = spieler


@STEPS.given("die Power des Angriffs beträgt {zahl:Zahl}")
def attack_power(b: CaseBuilder, zahl: int) -> None:
    _window(b)["power"] = zahl


@STEPS.given("das Ziel ist durch einen Schild geschützt")
def target_shielded(b: CaseBuilder) -> None:
    _window(b)["shielded"] = True


@STEPS.given("{spieler:Spieler} hat {reaktion:Name} gespielt")
def reaction_played(b: CaseBuilder, spieler: Any, reaktion: str) -> None:
    """The reaction waits on the stack, answering the latest one; a new query begins with its
    player, who has the initiative (SA-REA-3)."""
    window = _window(b)
    reaction = _reaction(b, reaktion)
    if reaction["uses"] < 1:
        raise StepFailed(f"{reaktion!r} has no uses left to be played")
    reaction["uses"] -= 1
    seq = window["played"] + 1
    pending = {"seq": seq, "reaction": reaktion, "player": spieler, "kind": reaction["kind"], "effect": reaction["effect"],
               "answers": window["stack"][-1]["seq"] if window["stack"] else None, "cancelled": False}
    if "amount" in reaction:
        pending["amount"] = reaction["amount"]
    window["stack"].append(pending)
    window.update(played=seq, initiative=spieler, query_from=spieler)


@STEPS.given("{reaktion:Name} ist durch einen Bann aufgehoben")
def reaction_cancelled(b: CaseBuilder, reaktion: str) -> None:
    for pending in _window(b)["stack"]:
        if pending["reaction"] == reaktion:
            pending["cancelled"] = True
            return
    raise StepFailed(f"{reaktion!r} is not waiting on the stack")


# -- given: correction, end of the game ----------------------------------------------------------


@STEPS.given("{spieler:Spieler} hat {gefragt:Spielerliste} um eine Korrektur gebeten")
def correction_requested(b: CaseBuilder, spieler: Any, gefragt: Any) -> None:
    b.state["correction"] = {"requested_by": spieler, "awaiting": gefragt}


@STEPS.given("{spieler:Spieler} hat die Partie gewonnen")
def game_won(b: CaseBuilder, spieler: Any) -> None:
    b.state.update(winner=spieler, active_player=None, turn=None, window=None, correction=None)


# -- when ----------------------------------------------------------------------------------------


def _act(b: CaseBuilder, kind: str, player: str, **fields: Json) -> None:
    b.set_action({"type": kind, "player": player, **fields})


@STEPS.when("{spieler:Spieler} wählt {einheit:Name}")
def select(b: CaseBuilder, spieler: Any, einheit: str) -> None:
    _act(b, "select", spieler, unit=einheit)


@STEPS.when("{spieler:Spieler} zieht {einheit:Name} nach {ort:Ort}")
def move(b: CaseBuilder, spieler: Any, einheit: str, ort: list[int]) -> None:
    _act(b, "move", spieler, unit=einheit, path=[ort])


@STEPS.when("{spieler:Spieler} zieht {einheit:Name} über {orte:Orte} nach {ort:Ort}")
def move_through(b: CaseBuilder, spieler: Any, einheit: str, orte: list[list[int]], ort: list[int]) -> None:
    _act(b, "move", spieler, unit=einheit, path=[*orte, ort])


@STEPS.when("{spieler:Spieler} kündigt einen Testzug von {einheit:Name} nach {ort:Ort} an")
def test_move(b: CaseBuilder, spieler: Any, einheit: str, ort: list[int]) -> None:
    _act(b, "test_move", spieler, unit=einheit, path=[ort])


@STEPS.when("{spieler:Spieler} kündigt einen Testzug von {einheit:Name} über {orte:Orte} nach {ort:Ort} an")
def test_move_through(b: CaseBuilder, spieler: Any, einheit: str, orte: list[list[int]], ort: list[int]) -> None:
    _act(b, "test_move", spieler, unit=einheit, path=[*orte, ort])


@STEPS.when("{spieler:Spieler} beendet die {phase:Phase} von {einheit:Name}")
@STEPS.when("{spieler:Spieler} überspringt die {phase:Phase} von {einheit:Name}")
def end_phase(b: CaseBuilder, spieler: Any, phase: str, einheit: str) -> None:
    _act(b, "end_phase", spieler, unit=einheit, phase=phase)


@STEPS.when("{spieler:Spieler} greift mit {einheit:Name} {ziel:Name} an")
def attack(b: CaseBuilder, spieler: Any, einheit: str, ziel: str) -> None:
    _act(b, "attack", spieler, unit=einheit, target=ziel)


@STEPS.when("{spieler:Spieler} spielt {reaktion:Name}")
def react(b: CaseBuilder, spieler: Any, reaktion: str) -> None:
    _act(b, "react", spieler, reaction=reaktion)


@STEPS.when("{spieler:Spieler} passt")
def pass_initiative(b: CaseBuilder, spieler: Any) -> None:
    _act(b, "pass", spieler)


@STEPS.when("{spieler:Spieler} dreht {einheit:Name} nach {richtung:Richtung}")
def face(b: CaseBuilder, spieler: Any, einheit: str, richtung: str) -> None:
    _act(b, "face", spieler, unit=einheit, direction=richtung)


@STEPS.when("{spieler:Spieler} bittet um eine Korrektur")
def request_correction(b: CaseBuilder, spieler: Any) -> None:
    _act(b, "request_correction", spieler)


@STEPS.when("{spieler:Spieler} nimmt die Korrektur an")
def accept_correction(b: CaseBuilder, spieler: Any) -> None:
    _act(b, "accept_correction", spieler)


@STEPS.when("{spieler:Spieler} lehnt die Korrektur ab")
def refuse_correction(b: CaseBuilder, spieler: Any) -> None:
    _act(b, "refuse_correction", spieler)


@STEPS.when("nach den legalen Aktionen gefragt wird")
def ask_legal(b: CaseBuilder) -> None:
    b.set_action({"type": "ask", "question": "legal_actions"})


@STEPS.when("nach dem Ausgang der Partie gefragt wird")
def ask_outcome(b: CaseBuilder) -> None:
    b.set_action({"type": "ask", "question": "outcome"})


@STEPS.when("der Trefferwurf {wert:Zahl} zeigt")
def hit_roll(b: CaseBuilder, wert: int) -> None:
    b.add_dice("treffer", [wert])


# The outcome steps register on STEPS when imported.
from regelwerk.rulesets.standardaktionen import steps_then  # noqa: E402, F401

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder


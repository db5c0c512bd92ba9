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

from regelwerk.core.canonical import Json
from regelwerk.core.paths import features_dir
from regelwerk.rulesets.standardaktionen.game import sample_data
from regelwerk.suite.steps import StepFailed, StepLibrary, _hex_text
from regelwerk.suite.steps.common import STEPS as COMMON
from regelwerk.suite.yamlio import load_yaml

ORT = r"\(\s*-?\d+\s*,\s*-?\d+\s*\)"


@cache
def glossary() -> Json:
    return load_yaml(features_dir() / "standardaktionen" / "glossar.yaml")


def _alternatives(section: str) -> str:
    words = sorted(glossary()[section], key=len, reverse=True)
    return "(?:" + "|".join(re.escape(w) for w in words) + ")"


def _lookup(section: str):
    return lambda word: glossary()[section][word]


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


def _key(value):
    return (0, value) if isinstance(value, str) else (1, repr(value))


def _finish_state(state: Json) -> Json:
    state = copy.deepcopy(state)
    state["units"].sort(key=lambda u: _key(u.get("id")))
    state["reactions"].sort(key=lambda r: _key(r.get("id")))
    state["acted"].sort(key=_key)
    return state


STEPS = StepLibrary(
    "standardaktionen",
    types={
        "Spieler": (r"Spieler \d+", _player),
        "Spielerliste": (r"Spieler \d+(?:(?:, | und )Spieler \d+)*", lambda t: [_player(p) for p in _split(t)]),
        "Typ": (_alternatives("einheitentypen"), _lookup("einheitentypen")),
        "Richtung": (_alternatives("richtungen"), _lookup("richtungen")),
        "Phase": (_alternatives("phasen"), _lookup("phasen")),
        "Phasen": (
            f"{_alternatives('phasen')}(?:(?:, | und die ){_alternatives('phasen')})*",
            lambda t: [glossary()["phasen"][p.removeprefix("die ")] for p in _split(t)],
        ),
        "Effekt": (_alternatives("effekte"), _lookup("effekte")),
        "Art": (_alternatives("reaktionsarten"), _lookup("reaktionsarten")),
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


def _unit(b, unit_id: str) -> Json:
    for unit in b.state["units"]:
        if unit["id"] == unit_id:
            return unit
    raise StepFailed(f"no unit {unit_id!r} was introduced in an Angenommen step")


def _reaction(b, reaction_id: str) -> Json:
    for reaction in b.state["reactions"]:
        if reaction["id"] == reaction_id:
            return reaction
    raise StepFailed(f"no reaction {reaction_id!r} was introduced in an Angenommen step")


def _sequence(b) -> list[str]:
    """The phases of a turn under the scenario's reading of SA-A-ABSCHNITT-3."""
    if b.interpretations.get("SA-A-ABSCHNITT-3") == "unbekannte-phase":
        return ["movement", "attack", "section_3", "facing"]
    return ["movement", "attack", "facing"]


def _begin_turn(b, unit_id: str, done: list[str]) -> None:
    unit = _unit(b, unit_id)
    b.state["turn"] = {"unit": unit_id, "done": done, "movement": None}
    b.state["active_player"] = unit["owner"]


def current_phase(b, turn: Json) -> str | None:
    """The phase that comes now in ``turn`` under the scenario's readings: fixed order, the first
    phase not ended; free order, the movement phase while a movement is recorded, else none."""
    if b.interpretations.get("SA-A-REIHENFOLGE") == "frei":
        return "movement" if turn["movement"] is not None else None
    return next(p for p in _sequence(b) if p not in turn["done"])


def _turn(b) -> Json:
    if b.state["turn"] is None:
        raise StepFailed("no Angenommen step has begun a unit's turn")
    return b.state["turn"]


def _window(b) -> Json:
    if b.state["window"] is None:
        raise StepFailed("no Angenommen step has declared an attack")
    return b.state["window"]


# -- given: board, players, units ------------------------------------------------------------


@STEPS.given("das Schlachtfeld ist {breite:Zahl} Felder breit und {hoehe:Zahl} Felder hoch")
def board(b, breite, hoehe):
    b.state["board"] = {"width": breite, "height": hoehe}


@STEPS.given("es spielen {spieler:Spielerliste} in dieser Reihenfolge")
def players(b, spieler):
    b.state["players"] = [{"id": p, "loans": 0} for p in spieler]


@STEPS.given("{spieler:Spieler} ist Startspieler")
def starting_player(b, spieler):
    b.state["starting_player"] = spieler


@STEPS.given("{spieler:Spieler} ist am Zug")
def active_player(b, spieler):
    b.state["active_player"] = spieler


@STEPS.given("es läuft Runde {runde:Zahl}")
def current_round(b, runde):
    b.state["round"] = runde


@STEPS.given("{spieler:Spieler} hat {anzahl:Zahl} Darlehn")
def loans(b, spieler, anzahl):
    for player in b.state["players"]:
        if player["id"] == spieler:
            player["loans"] = anzahl
            return
    raise StepFailed(f"{spieler} does not play in this scenario")


@STEPS.given("{einheit:Name} ({typ:Typ} von {spieler:Spieler}) steht auf {ort:Ort} und blickt nach {richtung:Richtung}")
def unit_on_square(b, einheit, typ, spieler, ort, richtung):
    if any(u["id"] == einheit for u in b.state["units"]):
        raise StepFailed(f"unit {einheit!r} is introduced twice")
    values = copy.deepcopy(unit_types()[typ])
    b.state["units"].append(
        {"id": einheit, "owner": spieler, "at": ort, "facing": richtung, "move": values["move"], "power": values["power"],
         "life": values["life"], "max_life": values["life"], "range": values["range"], "restricted": False,
         "effects": values["effects"]}
    )


@STEPS.given("{einheit:Name} hat {wert:Wert} {zahl:Zahl}")
def unit_value(b, einheit, wert, zahl):
    unit = _unit(b, einheit)
    unit[wert] = zahl
    if wert == "life":
        unit["max_life"] = zahl


@STEPS.given("{einheit:Name} hat noch {zahl:Zahl} Life")
def remaining_life(b, einheit, zahl):
    _unit(b, einheit)["life"] = zahl


@STEPS.given("{einheit:Name} blickt nach {richtung:Richtung}")
def facing(b, einheit, richtung):
    _unit(b, einheit)["facing"] = richtung


@STEPS.given("{einheit:Name} steht auf {ort:Ort}")
def position(b, einheit, ort):
    _unit(b, einheit)["at"] = ort


@STEPS.given("{einheit:Name} ist eingeschränkt")
def restricted(b, einheit):
    _unit(b, einheit)["restricted"] = True


@STEPS.given("{einheit:Name} ist tot")
def dead(b, einheit):
    _unit(b, einheit).update(life=0, at=None)


@STEPS.given("{einheit:Name} trägt den Effekt {effekt:Effekt} {betrag:Zahl} am Ende der {phase:Phase}")
def carries_effect(b, einheit, effekt, betrag, phase):
    _unit(b, einheit)["effects"].append({"kind": effekt, "phase": phase, "amount": betrag})


@STEPS.given("{einheit:Name} trägt keinen Effekt")
def no_effect(b, einheit):
    _unit(b, einheit)["effects"] = []


@STEPS.given("{einheiten:Namen} {verb:HatteHatten} in dieser Runde schon ihren Zug")
def acted(b, einheiten, verb):
    for unit_id in einheiten:
        _unit(b, unit_id)
        b.state["acted"].append(unit_id)



# -- given: reactions --------------------------------------------------------------------------


@STEPS.given("{spieler:Spieler} hält {reaktion:Name} ({wirkung:Wirkung}, {art:Art})")
def holds_reaction(b, spieler, reaktion, wirkung, art):
    effect, amount = wirkung
    entry = {"id": reaktion, "owner": spieler, "kind": art, "effect": effect, "uses": 1}
    if amount is not None:
        entry["amount"] = amount
    b.state["reactions"].append(entry)


@STEPS.given("{reaktion:Name} hat noch {anzahl:Zahl} Einsätze")
def uses(b, reaktion, anzahl):
    _reaction(b, reaktion)["uses"] = anzahl


# -- given: a turn in progress -----------------------------------------------------------------


@STEPS.given("{einheit:Name} ist in der {phase:Phase}")
def in_phase(b, einheit, phase):
    sequence = _sequence(b)
    _begin_turn(b, einheit, sequence[: sequence.index(phase)])


@STEPS.given("{einheit:Name} ist ausgewählt und noch in keiner Phase")
def selected_between_phases(b, einheit):
    _begin_turn(b, einheit, [])


@STEPS.given("{einheit:Name} hat die {phasen:Phasen} schon hinter sich")
def phases_done(b, einheit, phasen):
    turn = _turn(b)
    if turn["unit"] != einheit:
        raise StepFailed(f"the turn in progress is {turn['unit']!r}'s, not {einheit!r}'s")
    turn["done"] = phasen


@STEPS.given("{einheit:Name} ist in dieser Bewegungsphase schon nach {ort:Ort} gezogen")
def moved_before(b, einheit, ort):
    _add_move(b, einheit, [ort])


@STEPS.given("{einheit:Name} ist in dieser Bewegungsphase schon über {orte:Orte} nach {ort:Ort} gezogen")
def moved_before_through(b, einheit, orte, ort):
    _add_move(b, einheit, [*orte, ort])


def _add_move(b, unit_id: str, path: list[list[int]]) -> None:
    turn = _turn(b)
    if turn["unit"] != unit_id or "movement" in turn["done"]:
        raise StepFailed(f"{unit_id!r} is not in its movement phase")
    if turn["movement"] is None:
        turn["movement"] = {"start": _unit(b, unit_id)["at"], "moves": []}
    turn["movement"]["moves"].append(path)
    _unit(b, unit_id)["at"] = path[-1]


# -- given: a reaction phase in progress --------------------------------------------------------


@STEPS.given("{angreifer:Name} hat {ziel:Name} angegriffen")
def attack_declared(b, angreifer, ziel):
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
def has_initiative(b, spieler):
    _window(b)["initiative"] = spieler


@STEPS.given("die Initiativenabfrage begann bei {spieler:Spieler}")
def query_began(b, spieler):
    _window(b)["query_from"] = spieler


@STEPS.given("die Power des Angriffs beträgt {zahl:Zahl}")
def attack_power(b, zahl):
    _window(b)["power"] = zahl


@STEPS.given("das Ziel ist durch einen Schild geschützt")
def target_shielded(b):
    _window(b)["shielded"] = True


@STEPS.given("{spieler:Spieler} hat {reaktion:Name} gespielt")
def reaction_played(b, spieler, reaktion):
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
def reaction_cancelled(b, reaktion):
    for pending in _window(b)["stack"]:
        if pending["reaction"] == reaktion:
            pending["cancelled"] = True
            return
    raise StepFailed(f"{reaktion!r} is not waiting on the stack")


# -- given: correction, end of the game ----------------------------------------------------------


@STEPS.given("{spieler:Spieler} hat {gefragt:Spielerliste} um eine Korrektur gebeten")
def correction_requested(b, spieler, gefragt):
    b.state["correction"] = {"requested_by": spieler, "awaiting": gefragt}


@STEPS.given("{spieler:Spieler} hat die Partie gewonnen")
def game_won(b, spieler):
    b.state.update(winner=spieler, active_player=None, turn=None, window=None, correction=None)


# -- when ----------------------------------------------------------------------------------------


def _act(b, kind: str, player: str, **fields) -> None:
    b.set_action({"type": kind, "player": player, **fields})


@STEPS.when("{spieler:Spieler} wählt {einheit:Name}")
def select(b, spieler, einheit):
    _act(b, "select", spieler, unit=einheit)


@STEPS.when("{spieler:Spieler} zieht {einheit:Name} nach {ort:Ort}")
def move(b, spieler, einheit, ort):
    _act(b, "move", spieler, unit=einheit, path=[ort])


@STEPS.when("{spieler:Spieler} zieht {einheit:Name} über {orte:Orte} nach {ort:Ort}")
def move_through(b, spieler, einheit, orte, ort):
    _act(b, "move", spieler, unit=einheit, path=[*orte, ort])


@STEPS.when("{spieler:Spieler} kündigt einen Testzug von {einheit:Name} nach {ort:Ort} an")
def test_move(b, spieler, einheit, ort):
    _act(b, "test_move", spieler, unit=einheit, path=[ort])


@STEPS.when("{spieler:Spieler} kündigt einen Testzug von {einheit:Name} über {orte:Orte} nach {ort:Ort} an")
def test_move_through(b, spieler, einheit, orte, ort):
    _act(b, "test_move", spieler, unit=einheit, path=[*orte, ort])


@STEPS.when("{spieler:Spieler} beendet die {phase:Phase} von {einheit:Name}")
@STEPS.when("{spieler:Spieler} überspringt die {phase:Phase} von {einheit:Name}")
def end_phase(b, spieler, phase, einheit):
    _act(b, "end_phase", spieler, unit=einheit, phase=phase)


@STEPS.when("{spieler:Spieler} greift mit {einheit:Name} {ziel:Name} an")
def attack(b, spieler, einheit, ziel):
    _act(b, "attack", spieler, unit=einheit, target=ziel)


@STEPS.when("{spieler:Spieler} spielt {reaktion:Name}")
def react(b, spieler, reaktion):
    _act(b, "react", spieler, reaction=reaktion)


@STEPS.when("{spieler:Spieler} passt")
def pass_initiative(b, spieler):
    _act(b, "pass", spieler)


@STEPS.when("{spieler:Spieler} dreht {einheit:Name} nach {richtung:Richtung}")
def face(b, spieler, einheit, richtung):
    _act(b, "face", spieler, unit=einheit, direction=richtung)


@STEPS.when("{spieler:Spieler} bittet um eine Korrektur")
def request_correction(b, spieler):
    _act(b, "request_correction", spieler)


@STEPS.when("{spieler:Spieler} nimmt die Korrektur an")
def accept_correction(b, spieler):
    _act(b, "accept_correction", spieler)


@STEPS.when("{spieler:Spieler} lehnt die Korrektur ab")
def refuse_correction(b, spieler):
    _act(b, "refuse_correction", spieler)


@STEPS.when("nach den legalen Aktionen gefragt wird")
def ask_legal(b):
    b.set_action({"type": "ask", "question": "legal_actions"})


@STEPS.when("nach dem Ausgang der Partie gefragt wird")
def ask_outcome(b):
    b.set_action({"type": "ask", "question": "outcome"})


@STEPS.when("der Trefferwurf {wert:Zahl} zeigt")
def hit_roll(b, wert):
    b.add_dice("treffer", [wert])


# The outcome steps register on STEPS when imported.
from regelwerk.rulesets.standardaktionen import steps_then  # noqa: E402, F401


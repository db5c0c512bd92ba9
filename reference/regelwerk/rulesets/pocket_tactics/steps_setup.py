"""Pocket-Tactics steps for the setup: roll-off, bases, tiles from the bag, deployment, and
the questions about stalling and army costs."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json
from regelwerk.rulesets.pocket_tactics.samples import FULL_BAG, army
from regelwerk.rulesets.pocket_tactics.steps import STEPS, _place, glossary
from regelwerk.suite.steps import StepFailed

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder

STEPS.types.update(
    {
        "LiegtLiegen": (r"liegt|liegen", str),
        "LegtLegen": (r"legt|legen", str),
        "SetztSetzen": (r"einsetzt|einsetzen", str),
        "DarfDuerfen": (r"darf|dürfen", str),
        "StehtStehen": (r"steht|stehen", str),
        "GewinntGewinnen": (r"gewinnt|gewinnen", str),
        "BeginntBeginnen": (r"beginnt|beginnen", str),
        "JaNein": (r'"ja"|"nein"', lambda text: text == '"ja"'),
        "Paaranzahl": (r"einem Würfelpaar|\d+ Würfelpaaren", lambda text: 1 if text.startswith("einem") else int(text.split()[0])),
    }
)


# -- given ---------------------------------------------------------------------------------


@STEPS.given("die Partie beginnt mit beiden vollständigen Armeen")
def new_game(b: CaseBuilder) -> None:
    """PT-VOR-1, PT-VOR-2, PT-MAT-3, PT-MAT-4: every unit in reserve, all twenty tiles in the bag."""
    b.state.update(phase="start", first=None, active=None, winner=None, bag=dict(FULL_BAG))
    for faction in ("legion", "tribes"):
        for unit_id, type_id in army(faction):
            _place(b, unit_id, faction, type_id)
            b.state["reserve"][faction].append(unit_id)


@STEPS.given("die Partie ist in der Phase {phase:Phase}")
def phase(b: CaseBuilder, phase: Any) -> None:
    b.state["phase"] = phase
    if phase == "start":
        b.state.update(first=None, active=None)
    if phase == "over":
        b.state["active"] = None


@STEPS.given("die {fraktion:Fraktion} {verb:IstSind} erster Spieler")
def first_player(b: CaseBuilder, fraktion: Any, verb: str) -> None:
    b.state["first"] = fraktion


@STEPS.given("im Beutel {verb:LiegtLiegen} {anzahl:Zahl} Kacheln {gelaende:Gelaende}")
def bag_count(b: CaseBuilder, verb: Any, anzahl: int, gelaende: Any) -> None:
    b.state["bag"][gelaende] = anzahl


@STEPS.given("der Beutel enthält alle zwanzig Kacheln")
def full_bag(b: CaseBuilder) -> None:
    b.state["bag"] = dict(FULL_BAG)


@STEPS.given("der Beutel ist leer")
def empty_bag(b: CaseBuilder) -> None:
    b.state["bag"] = {t: 0 for t in FULL_BAG}


@STEPS.given("die {fraktion:Fraktion} {verb:BeginntBeginnen} den Aufbau als erster Spieler")
def setup_begins(b: CaseBuilder, fraktion: Any, verb: Any) -> None:
    """The roll-off is decided: phase setup, the first player is first and active."""
    b.state.update(phase="setup", first=fraktion, active=fraktion)


@STEPS.given("im Beutel liegt nur noch eine Kachel {gelaende:Gelaende}")
def last_tile(b: CaseBuilder, gelaende: Any) -> None:
    b.state["bag"] = {t: int(t == gelaende) for t in FULL_BAG}


@STEPS.given("{einheit:Name} ist bereits auf {ort:Ort} eingesetzt")
def already_deployed(b: CaseBuilder, einheit: str, ort: list[int]) -> None:
    """A unit of the reserve (e.g. of the full armies) that was deployed earlier."""
    for ids in b.state["reserve"].values():
        if einheit in ids:
            ids.remove(einheit)
            b.state["board"].append({"unit": einheit, "at": ort})
            return
    raise StepFailed(f"{einheit!r} is in no reserve; introduce it first")


@STEPS.given("der Stützpunkt der {fraktion:Fraktion} hat {n:Zahl} Abwehrwürfel")
def base_defence(b: CaseBuilder, fraktion: Any, n: int) -> None:
    b.state["bases"][fraktion]["defence"] = n


@STEPS.given("die Partie ist mit {sieger:Fraktion} als Sieger beendet")
def game_over(b: CaseBuilder, sieger: Any) -> None:
    b.state.update(phase="over", active=None, winner=sieger)


# -- when ----------------------------------------------------------------------------------


@STEPS.when("die Spieler um den ersten Zug würfeln")
def roll_off(b: CaseBuilder) -> None:
    b.set_action({"type": "roll_off"})


@STEPS.when("der Startwurf {legion:Zahl} für die Legion und {staemme:Zahl} für die Stämme zeigt")
def roll_off_pair(b: CaseBuilder, legion: int, staemme: int) -> None:
    b.add_dice("startwurf", [legion, staemme])


@STEPS.when("die {fraktion:Fraktion} ihren Stützpunkt auf {ort:Ort} {verb:LegtLegen}")
def place_base(b: CaseBuilder, fraktion: Any, ort: list[int], verb: Any) -> None:
    b.set_action({"type": "place_base", "player": fraktion, "at": ort})


@STEPS.when("die {fraktion:Fraktion} eine Kachel auf {ort:Ort} {verb:LegtLegen}")
def place_tile(b: CaseBuilder, fraktion: Any, ort: list[int], verb: Any) -> None:
    b.set_action({"type": "place_tile", "player": fraktion, "at": ort})


@STEPS.when("aus dem Beutel {gelaende:Gelaende} gezogen wird")
def draw(b: CaseBuilder, gelaende: Any) -> None:
    b.add_dice("beutel", [gelaende])


@STEPS.when("die {fraktion:Fraktion} {einheit:Name} auf {ort:Ort} {verb:SetztSetzen}")
def deploy(b: CaseBuilder, fraktion: Any, einheit: str, ort: list[int], verb: Any) -> None:
    b.set_action({"type": "deploy", "player": fraktion, "unit": einheit, "to": ort})


@STEPS.when("gefragt wird, ob die {fraktion:Fraktion} auf Zeit spielen {verb:DarfDuerfen}")
def ask_stall(b: CaseBuilder, fraktion: Any, verb: Any) -> None:
    b.set_action({"type": "ask", "question": "may_stall", "player": fraktion})


@STEPS.when("nach den Kosten der Armeen gefragt wird")
def ask_costs(b: CaseBuilder) -> None:
    b.set_action({"type": "ask", "question": "army_costs"})


# -- then ----------------------------------------------------------------------------------


def _answer(b: CaseBuilder) -> Json:
    outcome = b.outcome()
    if outcome["status"] != "answered":
        raise StepFailed(f"expected an answer, got {outcome['status']}: {outcome.get('error', '')}")
    return outcome["answer"]


@STEPS.then("lautet die Antwort {antwort:JaNein}")
def answer_yes_no(b: CaseBuilder, antwort: Any) -> None:
    found = _answer(b)
    if found is not antwort:
        raise StepFailed(f"expected the answer {antwort}, got {found}")


@STEPS.then("kostet die Armee der {fraktion:Fraktion} {punkte:Zahl} Punkte")
def army_cost(b: CaseBuilder, fraktion: Any, punkte: int) -> None:
    found = _answer(b)[fraktion]
    if found != punkte:
        raise StepFailed(f"the {fraktion} army should cost {punkte} points, not {found}")


@STEPS.then("{verb:IstSind} die {fraktion:Fraktion} erster Spieler")
def is_first(b: CaseBuilder, verb: str, fraktion: Any) -> None:
    state = b.accepted_state()
    if state["first"] != fraktion:
        raise StepFailed(f"{fraktion} should be the first player, not {state['first']}")


@STEPS.then("ist die Partie in der Phase {phase:Phase}")
def in_phase(b: CaseBuilder, phase: Any) -> None:
    state = b.accepted_state()
    if state["phase"] != phase:
        raise StepFailed(f"the game should be in phase {phase}, not {state['phase']}")


@STEPS.then("liegt auf {ort:Ort} eine Kachel {gelaende:Gelaende}")
def tile_is(b: CaseBuilder, ort: list[int], gelaende: Any) -> None:
    state = b.accepted_state()
    found = next((t["terrain"] for t in state["tiles"] if t["at"] == ort), None)
    if found != gelaende:
        raise StepFailed(f"{tuple(ort)} should hold a {gelaende} tile, not {found}")


@STEPS.then("{verb:LiegtLiegen} noch {n:Zahl} Kacheln im Beutel")
def tiles_left(b: CaseBuilder, verb: Any, n: int) -> None:
    left = sum(b.accepted_state()["bag"].values())
    if left != n:
        raise StepFailed(f"{n} tiles should be left in the bag, not {left}")


@STEPS.then("liegt der Stützpunkt der {fraktion:Fraktion} auf {ort:Ort}")
def base_at(b: CaseBuilder, fraktion: Any, ort: list[int]) -> None:
    found = b.accepted_state()["bases"][fraktion]["at"]
    if found != ort:
        raise StepFailed(f"the {fraktion} base should lie at {tuple(ort)}, not {found}")


@STEPS.then("{verb:IstSind} {n:Zahl} Einheiten der {fraktion:Fraktion} in der Reserve")
def reserve_size(b: CaseBuilder, verb: str, n: int, fraktion: Any) -> None:
    found = len(b.accepted_state()["reserve"][fraktion])
    if found != n:
        raise StepFailed(f"{n} {fraktion} units should be in the reserve, not {found}")


@STEPS.then("{verb:StehtStehen} {n:Zahl} Einheiten der {fraktion:Fraktion} auf dem Spielfeld")
def board_size(b: CaseBuilder, verb: Any, n: int, fraktion: Any) -> None:
    state = b.accepted_state()
    units = {u["id"]: u["faction"] for u in state["units"]}
    found = sum(1 for e in state["board"] if units[e["unit"]] == fraktion)
    if found != n:
        raise StepFailed(f"{n} {fraktion} units should stand on the map, not {found}")


@STEPS.then("{verb:GewinntGewinnen} die {fraktion:Fraktion} die Partie")
def wins(b: CaseBuilder, verb: Any, fraktion: Any) -> None:
    state = b.accepted_state()
    if (state["phase"], state["winner"]) != ("over", fraktion):
        raise StepFailed(f"{fraktion} should have won; phase {state['phase']}, winner {state['winner']}")


@STEPS.then("endet die Partie unentschieden")
def draw_game(b: CaseBuilder) -> None:
    state = b.accepted_state()
    if (state["phase"], state["winner"]) != ("over", "draw"):
        raise StepFailed(f"the game should end in a draw; phase {state['phase']}, winner {state['winner']}")


@STEPS.then("geht die Partie weiter")
def goes_on(b: CaseBuilder) -> None:
    state = b.accepted_state()
    if state["phase"] != "play" or state["winner"] is not None:
        raise StepFailed(f"the game should go on; phase {state['phase']}, winner {state['winner']}")


@STEPS.then("enthält die Reserve der {fraktion:Fraktion} diese Einheiten:")
def reserve_contents(b: CaseBuilder, fraktion: Any, table: list[list[str]]) -> None:
    """PT-MAT-3, PT-MAT-4: the reserve holds exactly these unit types in these numbers."""
    header, *rows = table
    if header != ["Typ", "Anzahl"]:
        raise StepFailed(f"the reserve table needs the columns | Typ | Anzahl |, not {header}")
    state = b.accepted_state()
    types = {u["id"]: u["profile"]["type"] for u in state["units"]}
    found = Counter(types[u] for u in state["reserve"][fraktion])
    wanted = Counter({glossary()["einheitentypen"][typ]: int(n) for typ, n in rows})
    if found != wanted:
        raise StepFailed(f"the {fraktion} reserve should hold {dict(wanted)}, not {dict(found)}")


@STEPS.then("enthält der Beutel diese Kacheln:")
def bag_contents(b: CaseBuilder, table: list[list[str]]) -> None:
    """PT-VOR-2, PT-MAT-3, PT-MAT-4: the bag holds exactly these tiles (unlisted terrains: none)."""
    header, *rows = table
    if header != ["Gelände", "Anzahl"]:
        raise StepFailed(f"the bag table needs the columns | Gelände | Anzahl |, not {header}")
    wanted = {t: 0 for t in FULL_BAG} | {glossary()["gelaende"][g]: int(n) for g, n in rows}
    found = b.accepted_state()["bag"]
    if found != wanted:
        raise StepFailed(f"the bag should hold {wanted}, not {found}")


@STEPS.then("liegt noch nichts auf dem Spielfeld")
def nothing_on_the_map(b: CaseBuilder) -> None:
    """PT-VOR-1: no tile, no base and no unit on the map."""
    state = b.accepted_state()
    bases = {f: v["at"] for f, v in state["bases"].items() if v["at"] is not None}
    if state["tiles"] or bases or state["board"]:
        raise StepFailed(f"the map should be empty: tiles {state['tiles']}, bases {bases}, units {state['board']}")


@STEPS.then("besteht der Startwurf aus {paare:Paaranzahl}")
def roll_off_pairs(b: CaseBuilder, paare: Any) -> None:
    """PT-VOR-3, PT-A-STARTWURF: a tied pair is rolled again; the event lists every pair."""
    found = [e["rolls"] for e in b.events() if e["type"] == "first_player_chosen"]
    if len(found) != 1 or len(found[0]) != paare:
        raise StepFailed(f"the roll-off should take {paare} pair(s) of dice, got {found}")

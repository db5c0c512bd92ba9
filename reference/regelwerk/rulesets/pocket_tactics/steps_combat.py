"""Pocket-Tactics steps for attacks: declaring, the dice of both sides, rerolls, and what the
comparison and the rerolls granted must show."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json
from regelwerk.rulesets.pocket_tactics.steps import STEPS, _unit, glossary
from regelwerk.suite.steps import StepFailed

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder

STEPS.types.update(
    {
        "Paare": (
            r"\d+ gegen \d+(?:, \d+ gegen \d+)*|keine",
            lambda text: [] if text == "keine" else [[int(x) for x in p.split(" gegen ")] for p in text.split(", ")],
        ),
        "Faehigkeit": (r"Reichweite \d+|\d+ Wiederholungsw(?:urf|ürfe)", str),
        "Angriffsart": (r"Nahkampf|Fernkampf|Magie", lambda word: glossary()["angriffsarten"][word]),
        "SetztAus": (r"aussetzt|aussetzen", str),
        "BleibtBleiben": (r"bleibt|bleiben", str),
    }
)

_LABELS = {("attacker", "red"): "angreifer-rot", ("attacker", "blue"): "angreifer-blau",
           ("defender", "red"): "verteidiger-rot", ("defender", "blue"): "verteidiger-blau"}


# -- given: profiles -------------------------------------------------------------------------


@STEPS.given("{einheit:Name} hat die Fähigkeit {faehigkeit:Faehigkeit}")
def ability(b: CaseBuilder, einheit: str, faehigkeit: Any) -> None:
    abilities = _unit(b, einheit)["profile"]["abilities"]
    if faehigkeit.startswith("Reichweite"):
        abilities.append({"id": "reach", "range": int(faehigkeit.split()[1]), "weapons": ["ranged", "magic"]})
    else:
        abilities.append({"id": "reroll", "count": int(faehigkeit.split()[0])})


@STEPS.given("{einheit:Name} hat die Fähigkeit Reichweite {reichweite:Zahl} nur für {art:Angriffsart}")
def reach_for_one_weapon(b: CaseBuilder, einheit: str, reichweite: int, art: Any) -> None:
    """A reach ability whose ``weapons`` list names one attack type (PT-FERN-3)."""
    _unit(b, einheit)["profile"]["abilities"].append({"id": "reach", "range": reichweite, "weapons": [art]})


@STEPS.given("{einheit:Name} hat die Fähigkeit Reichweite {reichweite:Zahl} ohne Liste der Angriffsarten")
def reach_without_weapons(b: CaseBuilder, einheit: str, reichweite: int) -> None:
    """A reach ability without ``weapons``: it counts for ranged and magic attacks."""
    _unit(b, einheit)["profile"]["abilities"].append({"id": "reach", "range": reichweite})


@STEPS.given("{einheit:Name} hat eine Fähigkeit für Wiederholungswürfe ohne Anzahl")
def reroll_without_count(b: CaseBuilder, einheit: str) -> None:
    """A reroll ability without ``count``: it grants one reroll."""
    _unit(b, einheit)["profile"]["abilities"].append({"id": "reroll"})


@STEPS.given("{einheit:Name} würfelt {rot:Zahl} rote und {blau:Zahl} blaue Würfel für {art:Angriffsart}")
def dice_values(b: CaseBuilder, einheit: str, rot: int, blau: int, art: Any) -> None:
    profile = _unit(b, einheit)["profile"]
    profile["attack"][art] = rot
    profile["defence"][art] = blau


@STEPS.given("{einheit:Name} hat keinen Geländevorteil")
def no_terrain(b: CaseBuilder, einheit: str) -> None:
    _unit(b, einheit)["profile"]["terrain"] = []


# -- when ------------------------------------------------------------------------------------


def _attack(b: CaseBuilder, fraktion: str, einheit: str, target: list[int], angriff: tuple[str, str]) -> None:
    assault, weapon = angriff
    b.set_action({"type": "attack", "player": fraktion, "unit": einheit, "target": target, "assault": assault, "weapon": weapon})


@STEPS.when("die {fraktion:Fraktion} mit {einheit:Name} die Kachel {ort:Ort} {angriff:Angriff} angreift")
def attack_tile(b: CaseBuilder, fraktion: Any, einheit: str, ort: list[int], angriff: Any) -> None:
    _attack(b, fraktion, einheit, ort, angriff)


@STEPS.when("die {fraktion:Fraktion} mit {einheit:Name} den Stützpunkt der {ziel:Fraktion} {angriff:Angriff} angreift")
def attack_base(b: CaseBuilder, fraktion: Any, einheit: str, ziel: Any, angriff: Any) -> None:
    at = b.state["bases"][ziel]["at"]
    if at is None:
        raise StepFailed(f"no Angenommen step placed the base of {ziel}")
    _attack(b, fraktion, einheit, at, angriff)


@STEPS.when("die {farbe:Farbe} Würfel des {rolle:Rolle}s {werte:Zahlen} zeigen")
def combat_dice(b: CaseBuilder, farbe: Any, rolle: Any, werte: list[int]) -> None:
    b.add_dice(_LABELS[(rolle, farbe)], werte)


@STEPS.when("der {rolle:Rolle} seinen {farbe:Farbe} Würfel Nr. {nummer:Zahl} neu würfelt und {wert:Zahl} erhält")
def reroll(b: CaseBuilder, rolle: Any, farbe: Any, nummer: int, wert: int) -> None:
    if b.action is None or b.action.get("type") != "attack":
        raise StepFailed("a reroll belongs to an attack; declare the attack first")
    b.action.setdefault("rerolls", []).append({"by": rolle, "color": farbe, "index": nummer - 1})
    b.add_dice("wiederholung", [wert])


@STEPS.when("der {rolle:Rolle} seinen {farbe:Farbe} Würfel Nr. {nummer:Zahl} neu würfelt")
def reroll_named(b: CaseBuilder, rolle: Any, farbe: Any, nummer: int) -> None:
    """A reroll whose new values come from ``für "wiederholung" werden … gewürfelt`` (one value
    per die it throws again: under PT-A-WIEDERHOLUNG-UMFANG=ganze-farbe a whole colour)."""
    if b.action is None or b.action.get("type") != "attack":
        raise StepFailed("a reroll belongs to an attack; declare the attack first")
    b.action.setdefault("rerolls", []).append({"by": rolle, "color": farbe, "index": nummer - 1})


@STEPS.when("die {fraktion:Fraktion} {verb:SetztAus}")
def pass_turn(b: CaseBuilder, fraktion: Any, verb: Any) -> None:
    b.set_action({"type": "pass", "player": fraktion})



# -- then ------------------------------------------------------------------------------------


def _events(b: CaseBuilder, kind: str) -> list[Json]:
    return [e for e in b.events() if e["type"] == kind]


def _comparison(b: CaseBuilder, rolle: str) -> Json | None:
    return next((e for e in _events(b, "pairs_compared") if e["red"] == rolle), None)


@STEPS.then("werden die roten Würfel des {rolle:Rolle}s so verglichen: {paare:Paare}")
def pairs(b: CaseBuilder, rolle: Any, paare: Any) -> None:
    found = _comparison(b, rolle)
    if found is None or found["pairs"] != paare:
        raise StepFailed(f"expected the {rolle}'s red dice compared as {paare}, got {found and found['pairs']}")


@STEPS.then("{verb:BleibtBleiben} beim {rolle:Rolle} {werte:Zahlen} ohne Abwehrwürfel")
def unmatched(b: CaseBuilder, verb: Any, rolle: Any, werte: list[int]) -> None:
    found = _comparison(b, rolle)
    if found is None or found["unmatched"] != werte:
        raise StepFailed(f"expected {werte} of the {rolle}'s red dice without a partner, got {found and found['unmatched']}")


def _is_defeated(b: CaseBuilder, rolle: str) -> tuple[bool, Json | None]:
    """Whether the other side's red dice defeated ``rolle``, and that comparison event."""
    found = _comparison(b, "defender" if rolle == "attacker" else "attacker")
    return found is not None and found["defeated"], found


@STEPS.then("ist der {rolle:Rolle} besiegt")
def defeated(b: CaseBuilder, rolle: Any) -> None:
    down, found = _is_defeated(b, rolle)
    if not down:
        raise StepFailed(f"the {rolle} should be defeated: {found}")


@STEPS.then("ist der {rolle:Rolle} nicht besiegt")
def not_defeated(b: CaseBuilder, rolle: Any) -> None:
    down, found = _is_defeated(b, rolle)
    if down:
        raise StepFailed(f"the {rolle} should not be defeated: {found}")


@STEPS.then("schlägt der Verteidiger nicht zurück")
def no_counter(b: CaseBuilder) -> None:
    rolled = [e for e in _events(b, "dice_rolled") if e["by"] == "defender" and e["color"] == "red"]
    if rolled or _comparison(b, "defender") is not None:
        raise StepFailed(f"the defender should not strike back, but rolled {rolled}")


@STEPS.then("schlägt der Verteidiger zurück")
def counter(b: CaseBuilder) -> None:
    if _comparison(b, "defender") is None:
        raise StepFailed("the defender should strike back, but no red dice of the defender were compared")


@STEPS.then("würfelt der {rolle:Rolle} {n:Zahl} {farbe:Farbe} Würfel")
def dice_count(b: CaseBuilder, rolle: Any, n: int, farbe: Any) -> None:
    rolled: list[int] = next((e["dice"] for e in _events(b, "dice_rolled") if e["by"] == rolle and e["color"] == farbe), [])
    if len(rolled) != n:
        raise StepFailed(f"the {rolle} should roll {n} {farbe} dice, rolled {rolled}")


@STEPS.then("erhält der {rolle:Rolle} {n:Zahl} Wiederholungswürfe durch {quelle:Quelle}")
def granted(b: CaseBuilder, rolle: Any, n: int, quelle: Any) -> None:
    [event] = _events(b, "rerolls_granted") or [None]
    if event is None or event[rolle][quelle] != n:
        raise StepFailed(f"the {rolle} should get {n} rerolls from {quelle}, got {event and event[rolle]}")


@STEPS.then("endet der Kampf im Patt")
def stalemate(b: CaseBuilder) -> None:
    if not _events(b, "stalemate"):
        raise StepFailed(f"expected a stalemate; events {[e['type'] for e in b.events()]}")


@STEPS.then("ist der Stützpunkt der {fraktion:Fraktion} besiegt")
def base_defeated(b: CaseBuilder, fraktion: Any) -> None:
    if not any(e["faction"] == fraktion for e in _events(b, "base_defeated")):
        raise StepFailed(f"the {fraktion} base should be defeated; events {[e['type'] for e in b.events()]}")


@STEPS.then("ist der Stützpunkt der {fraktion:Fraktion} nicht besiegt")
def base_stands(b: CaseBuilder, fraktion: Any) -> None:
    if any(e["faction"] == fraktion for e in _events(b, "base_defeated")):
        raise StepFailed(f"the {fraktion} base should still stand")


@STEPS.then("zeigt der {farbe:Farbe} Würfel Nr. {nummer:Zahl} des {rolle:Rolle}s nach der Wiederholung {wert:Zahl}")
def after_reroll(b: CaseBuilder, farbe: Any, nummer: int, rolle: Any, wert: int) -> None:
    found = [e for e in _events(b, "rerolled") if (e["by"], e["color"], e["index"]) == (rolle, farbe, nummer - 1)]
    if not found or found[-1]["after"] != wert:
        raise StepFailed(f"the {rolle}'s {farbe} die {nummer} should show {wert} after its reroll: {found}")




@STEPS.then("bleibt beim {rolle:Rolle} kein roter Würfel ohne Abwehrwürfel")
def none_unmatched(b: CaseBuilder, rolle: Any) -> None:
    found = _comparison(b, rolle)
    if found is None or found["unmatched"]:
        raise StepFailed(f"no red die of the {rolle} should be left without a partner, got {found and found['unmatched']}")


@STEPS.then("kämpft der {rolle:Rolle} mit Geländevorteil")
def fights_favoured(b: CaseBuilder, rolle: Any) -> None:
    [event] = _events(b, "rerolls_granted") or [None]
    if event is None or event[rolle]["terrain"] != 1:
        raise StepFailed(f"the {rolle} should fight with terrain advantage (one terrain reroll), got {event and event[rolle]}")


@STEPS.then("kämpft der {rolle:Rolle} ohne Geländevorteil")
def fights_unfavoured(b: CaseBuilder, rolle: Any) -> None:
    [event] = _events(b, "rerolls_granted") or [None]
    if event is None or event[rolle]["terrain"] != 0:
        raise StepFailed(f"the {rolle} should fight without terrain advantage, got {event and event[rolle]}")

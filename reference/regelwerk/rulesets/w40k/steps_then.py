"""The ``Dann`` steps of the Warhammer 40,000 features: what the outcome must show.

They read the accepted state, the events or the answer of :func:`regelwerk.core.ruleset.run_case`
(through the case builder) and fail with a sentence naming what differs.  Registered on the
library of :mod:`.steps`, which imports this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json
from regelwerk.rulesets.w40k.steps import STEPS
from regelwerk.suite.steps import StepFailed

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder


def _unit(state: Json, name: str) -> Json:
    for unit in state["units"]:
        if unit["id"] == name:
            return unit
    raise StepFailed(f"the state has no unit {name!r}")


def _model(state: Json, name: str) -> Json:
    for unit in state["units"]:
        for model in unit["models"]:
            if model["id"] == name:
                return model
    raise StepFailed(f"the state has no model {name!r}")


def _events(b: CaseBuilder, kind: str) -> list[Json]:
    return [e for e in b.events() if e["type"] == kind]


def _one(b: CaseBuilder, kind: str, **match: Any) -> Json:
    found = [e for e in _events(b, kind) if all(e.get(k) == v for k, v in match.items())]
    if len(found) != 1:
        raise StepFailed(f"expected one {kind} event with {match}, got {len(found)}: {[e['type'] for e in b.events()]}")
    return found[0]


# -- the game ------------------------------------------------------------------------------------


@STEPS.then("lautet die Ereignisfolge: {folge:Ereignisse}")
def event_sequence(b: CaseBuilder, folge: Any) -> None:
    found = [e["type"] for e in b.events()]
    if found != folge:
        raise StepFailed(f"expected the events {folge}, got {found}")


@STEPS.then("lautet die Antwort {antwort:JSON}")
def answer(b: CaseBuilder, antwort: Any) -> None:
    outcome = b.outcome()
    if outcome["status"] != "answered" or outcome["answer"] != antwort:
        raise StepFailed(f"expected the answer {antwort}, got {outcome}")


@STEPS.then("ist {spieler:Spieler} am Zug in der {phase:Phase}")
def is_phase(b: CaseBuilder, spieler: Any, phase: Any) -> None:
    state = b.accepted_state()
    found = (state["active"], state["phase"], state["step"])
    if found != (spieler, phase[0], phase[1]):
        raise StepFailed(f"expected {spieler} in {phase}, got {found}")


@STEPS.then("ist es Runde {runde:Zahl}")
def is_round(b: CaseBuilder, runde: Any) -> None:
    if b.accepted_state()["round"] != runde:
        raise StepFailed(f"expected round {runde}, got {b.accepted_state()['round']}")


@STEPS.then("hat {spieler:Spieler} {anzahl:Zahl} Befehlspunkte")
@STEPS.then("hat {spieler:Spieler} {anzahl:Zahl} Befehlspunkt")
def has_cp(b: CaseBuilder, spieler: Any, anzahl: Any) -> None:
    found = b.accepted_state()["cp"][spieler]
    if found != anzahl:
        raise StepFailed(f"expected {anzahl} command points for {spieler}, got {found}")


@STEPS.then("wählt {spieler:Spieler} als Nächster eine Einheit zum Kämpfen")
def picks_next(b: CaseBuilder, spieler: Any) -> None:
    found = b.accepted_state()["fight_next"]
    if found != spieler:
        raise StepFailed(f"expected {spieler} to pick next, got {found}")


@STEPS.then("kontrolliert {spieler:Spieler} den Missionszielmarker {name:Name}")
def controls(b: CaseBuilder, spieler: Any, name: Any) -> None:
    objective = next(o for o in b.accepted_state()["objectives"] if o["id"] == name)
    if objective["controller"] != spieler:
        raise StepFailed(f"expected {spieler} to control {name!r}, got {objective['controller']}")


@STEPS.then("kontrolliert niemand den Missionszielmarker {name:Name}")
def nobody_controls(b: CaseBuilder, name: Any) -> None:
    objective = next(o for o in b.accepted_state()["objectives"] if o["id"] == name)
    if objective["controller"] is not None:
        raise StepFailed(f"expected nobody to control {name!r}, got {objective['controller']}")


@STEPS.then("ist die Partie vorbei")
def is_over(b: CaseBuilder) -> None:
    if b.accepted_state()["phase"] != "over":
        raise StepFailed("the game should be over")


@STEPS.then("sind in der Reserve {einheiten:Namen} zerstört")
def reserves_destroyed(b: CaseBuilder, einheiten: Any) -> None:
    found = _one(b, "game_over")["reserves_destroyed"]
    if found != einheiten:
        raise StepFailed(f"expected {einheiten} destroyed in reserve, got {found}")


@STEPS.then("ist in der Reserve keine Einheit zerstört")
def no_reserves_destroyed(b: CaseBuilder) -> None:
    found = _one(b, "game_over")["reserves_destroyed"]
    if found:
        raise StepFailed(f"expected no unit destroyed in reserve, got {found}")


# -- units and models ----------------------------------------------------------------------------


@STEPS.then("steht {modell:Name} bei {ort:Punkt}")
def stands_at(b: CaseBuilder, modell: Any, ort: Any) -> None:
    found = _model(b.accepted_state(), modell)["at"]
    if found != ort:
        raise StepFailed(f"expected {modell!r} at {ort}, got {found}")


@STEPS.then("blickt {modell:Name} nach {richtung:Richtung}")
def faces(b: CaseBuilder, modell: Any, richtung: Any) -> None:
    found = _model(b.accepted_state(), modell)["facing"]
    if found != list(richtung):
        raise StepFailed(f"expected {modell!r} to face {richtung}, got {found}")


@STEPS.then("hat {modell:Name} noch {anzahl:Zahl} Lebenspunkte")
@STEPS.then("hat {modell:Name} noch {anzahl:Zahl} Lebenspunkt")
def wounds_left(b: CaseBuilder, modell: Any, anzahl: Any) -> None:
    model = _model(b.accepted_state(), modell)
    if model["status"] != "alive" or model["wounds_left"] != anzahl:
        raise StepFailed(f"expected {modell!r} alive with {anzahl} wounds, got {model['status']} with {model['wounds_left']}")


@STEPS.then("ist {modell:Name} zerstört")
def model_destroyed(b: CaseBuilder, modell: Any) -> None:
    state = b.accepted_state()
    for unit in state["units"]:
        if unit["id"] == modell:
            if unit["location"] != "destroyed":
                raise StepFailed(f"expected unit {modell!r} destroyed, it is {unit['location']}")
            return
    model = _model(state, modell)
    if model["status"] != "destroyed":
        raise StepFailed(f"expected {modell!r} destroyed, it is {model['status']}")


@STEPS.then("sind {modelle:Namen} zerstört")
def models_destroyed(b: CaseBuilder, modelle: Any) -> None:
    for name in modelle:
        model_destroyed(b, name)


@STEPS.then("lebt {modell:Name} noch")
def alive(b: CaseBuilder, modell: Any) -> None:
    model = _model(b.accepted_state(), modell)
    if model["status"] != "alive":
        raise StepFailed(f"expected {modell!r} alive, it is {model['status']}")


@STEPS.then("ist {modell:Name} aus der Einheit entfernt")
def removed(b: CaseBuilder, modell: Any) -> None:
    model = _model(b.accepted_state(), modell)
    if model["status"] != "removed":
        raise StepFailed(f"expected {modell!r} removed, it is {model['status']}")


@STEPS.then("ist {einheit:Name} erschüttert")
def is_shocked(b: CaseBuilder, einheit: Any) -> None:
    if not _unit(b.accepted_state(), einheit)["shocked"]:
        raise StepFailed(f"expected {einheit!r} battle-shocked")


@STEPS.then("ist {einheit:Name} nicht erschüttert")
def not_shocked(b: CaseBuilder, einheit: Any) -> None:
    if _unit(b.accepted_state(), einheit)["shocked"]:
        raise StepFailed(f"expected {einheit!r} not battle-shocked")


@STEPS.then("ist {einheit:Name} auf dem Schlachtfeld")
def on_battlefield(b: CaseBuilder, einheit: Any) -> None:
    found = _unit(b.accepted_state(), einheit)["location"]
    if found != "battlefield":
        raise StepFailed(f"expected {einheit!r} on the battlefield, it is {found}")


@STEPS.then("ist {einheit:Name} in {reserve:Reserve}")
def in_reserve(b: CaseBuilder, einheit: Any, reserve: Any) -> None:
    found = _unit(b.accepted_state(), einheit)["location"]
    if found != reserve:
        raise StepFailed(f"expected {einheit!r} in {reserve}, it is {found}")


@STEPS.then("sitzt {einheit:Name} im Transporter {transporter:Name}")
def sits_in(b: CaseBuilder, einheit: Any, transporter: Any) -> None:
    unit = _unit(b.accepted_state(), einheit)
    if (unit["location"], unit["transport"]) != ("embarked", transporter):
        raise StepFailed(f"expected {einheit!r} in {transporter!r}, it is {unit['location']} {unit['transport']}")


@STEPS.then("zählt {einheit:Name} als in diesem Zug {art:Bewegungsart}")
def counts_as_moved(b: CaseBuilder, einheit: Any, art: Any) -> None:
    found = _unit(b.accepted_state(), einheit)["turn"]["moved"]
    if found != art:
        raise StepFailed(f"expected {einheit!r} to count as {art}, got {found}")


@STEPS.then("darf {einheit:Name} in diesem Zug nicht mehr angreifen")
def may_not_charge(b: CaseBuilder, einheit: Any) -> None:
    if not _unit(b.accepted_state(), einheit)["turn"]["no_charge"]:
        raise StepFailed(f"expected {einheit!r} barred from charging")


@STEPS.then("darf {einheit:Name} sich in dieser Phase noch bewegen")
def may_still_move(b: CaseBuilder, einheit: Any) -> None:
    found = _unit(b.accepted_state(), einheit)["turn"]["moved"]
    if found is not None:
        raise StepFailed(f"expected {einheit!r} free to move, it counts as {found}")


@STEPS.then("wurde {modell:Name} in dieser Phase eine Attacke zugewiesen")
def was_attacked(b: CaseBuilder, modell: Any) -> None:
    if not _model(b.accepted_state(), modell)["attacked"]:
        raise StepFailed(f"expected {modell!r} marked as attacked in this phase")


# -- events of the attack sequence ---------------------------------------------------------------


@STEPS.then("erzielt {waffe:Name} {anzahl:Zahl} Treffer")
def hits(b: CaseBuilder, waffe: Any, anzahl: Any) -> None:
    found = sum(e["hits"] for e in _events(b, "hit_rolls") if e["weapon"] == waffe)
    if found != anzahl:
        raise StepFailed(f"expected {anzahl} hits with {waffe!r}, got {found}")


@STEPS.then("verwundet {waffe:Name} {anzahl:Zahl}-mal")
def wounds(b: CaseBuilder, waffe: Any, anzahl: Any) -> None:
    found = sum(e["wounds"] for e in _events(b, "wound_rolls") if e["weapon"] == waffe)
    if found != anzahl:
        raise StepFailed(f"expected {anzahl} wounds with {waffe!r}, got {found}")


@STEPS.then("wird mit Modifikator {m:Zahl} auf Treffer gewürfelt")
def hit_modifier(b: CaseBuilder, m: Any) -> None:
    found = {e["modifier"] for e in _events(b, "hit_rolls")}
    if found != {m}:
        raise StepFailed(f"expected hit rolls with modifier {m}, got {sorted(found)}")


@STEPS.then("braucht der Verwundungswurf eine {n:Zahl}+")
def wound_needed(b: CaseBuilder, n: Any) -> None:
    found = {e["needed"] for e in _events(b, "wound_rolls")}
    if found != {n}:
        raise StepFailed(f"expected wound rolls needing {n}+, got {sorted(found)}")


@STEPS.then("werden die Attacken {modelle:Namen} zugewiesen")
def allocated(b: CaseBuilder, modelle: Any) -> None:
    found = [e["model"] for e in _events(b, "wound_allocated")]
    if found != modelle:
        raise StepFailed(f"expected wounds allocated to {modelle}, got {found}")


@STEPS.then("würfelt {modell:Name} den Rüstungswurf auf {n:Zahl}+ mit Modifikator {m:Zahl}")
def armour_save(b: CaseBuilder, modell: Any, n: Any, m: Any) -> None:
    rolls = [e for e in _events(b, "save_roll") if e["model"] == modell]
    if not rolls or any((e["save"], e["needed"], e["modifier"]) != ("armour", n, m) for e in rolls):
        raise StepFailed(f"expected armour saves of {modell!r} on {n}+ with {m}, got {rolls}")


@STEPS.then("würfelt {modell:Name} den Rettungswurf auf {n:Zahl}+")
def invulnerable_save(b: CaseBuilder, modell: Any, n: Any) -> None:
    rolls = [e for e in _events(b, "save_roll") if e["model"] == modell]
    if not rolls or any((e["save"], e["needed"], e["modifier"]) != ("invulnerable", n, 0) for e in rolls):
        raise StepFailed(f"expected invulnerable saves of {modell!r} on {n}+, got {rolls}")


@STEPS.then("hat {modell:Name} keinen Schutzwurf")
def no_save(b: CaseBuilder, modell: Any) -> None:
    rolls = [e for e in _events(b, "save_roll") if e["model"] == modell]
    if not rolls or any(e["save"] != "none" or e["roll"] is not None for e in rolls):
        raise StepFailed(f"expected no save roll for {modell!r}, got {rolls}")


@STEPS.then("gilt für {modell:Name} Deckung")
def cover_counts(b: CaseBuilder, modell: Any) -> None:
    rolls = [e for e in _events(b, "save_roll") if e["model"] == modell]
    if not rolls or not all(e["cover"] for e in rolls):
        raise StepFailed(f"expected cover for {modell!r}, got {rolls}")


@STEPS.then("gilt für {modell:Name} keine Deckung")
def no_cover(b: CaseBuilder, modell: Any) -> None:
    rolls = [e for e in _events(b, "save_roll") if e["model"] == modell]
    if not rolls or any(e["cover"] for e in rolls):
        raise StepFailed(f"expected no cover for {modell!r}, got {rolls}")


@STEPS.then("halten {anzahl:Zahl} Schutzwürfe")
@STEPS.then("hält {anzahl:Zahl} Schutzwurf")
def saves_held(b: CaseBuilder, anzahl: Any) -> None:
    found = sum(1 for e in _events(b, "save_roll") if e["saved"])
    if found != anzahl:
        raise StepFailed(f"expected {anzahl} saves held, got {found}")


@STEPS.then("verliert {modell:Name} durch Schaden {anzahl:Zahl} Lebenspunkte")
@STEPS.then("verliert {modell:Name} durch Schaden {anzahl:Zahl} Lebenspunkt")
def lost_to_damage(b: CaseBuilder, modell: Any, anzahl: Any) -> None:
    found = sum(e["lost"] for e in _events(b, "damage_applied") if e["model"] == modell)
    if found != anzahl:
        raise StepFailed(f"expected {modell!r} to lose {anzahl} wounds to damage, got {found}")


@STEPS.then("verfällt bei {modell:Name} ein Schadensüberschuss von {anzahl:Zahl}")
def excess(b: CaseBuilder, modell: Any, anzahl: Any) -> None:
    found = sum(e["excess"] for e in _events(b, "damage_applied") if e["model"] == modell)
    if found != anzahl:
        raise StepFailed(f"expected an excess of {anzahl} lost at {modell!r}, got {found}")


@STEPS.then("beträgt der Schaden an {modell:Name} {anzahl:Zahl}")
def damage_rolled(b: CaseBuilder, modell: Any, anzahl: Any) -> None:
    found = [e["damage"] for e in _events(b, "damage_applied") if e["model"] == modell]
    if found != [anzahl]:
        raise StepFailed(f"expected one damage of {anzahl} at {modell!r}, got {found}")


@STEPS.then("erleidet {einheit:Name} {anzahl:Zahl} tödliche Verwundungen")
@STEPS.then("erleidet {einheit:Name} {anzahl:Zahl} tödliche Verwundung")
def mortal_wounds(b: CaseBuilder, einheit: Any, anzahl: Any) -> None:
    found = sum(e["amount"] for e in _events(b, "mortal_wounds") if e["unit"] == einheit)
    if found != anzahl:
        raise StepFailed(f"expected {anzahl} mortal wounds on {einheit!r}, got {found}")


@STEPS.then("erleidet {einheit:Name} keine tödlichen Verwundungen")
def no_mortal_wounds(b: CaseBuilder, einheit: Any) -> None:
    mortal_wounds(b, einheit, 0)


@STEPS.then("ignoriert {modell:Name} {anzahl:Zahl} verlorene Lebenspunkte")
@STEPS.then("ignoriert {modell:Name} {anzahl:Zahl} verlorenen Lebenspunkt")
def ignored(b: CaseBuilder, modell: Any, anzahl: Any) -> None:
    found = sum(1 for e in _events(b, "feel_no_pain") if e["model"] == modell and e["ignored"])
    if found != anzahl:
        raise StepFailed(f"expected {modell!r} to ignore {anzahl} wounds, got {found}")


@STEPS.then("löst {modell:Name} Gefährliches Ende aus und trifft {einheiten:Namen}")
def deadly_demise_hits(b: CaseBuilder, modell: Any, einheiten: Any) -> None:
    event = _one(b, "deadly_demise", model=modell)
    if not event["triggered"] or event["units"] != einheiten:
        raise StepFailed(f"expected {modell!r}'s deadly demise to hit {einheiten}, got {event}")


@STEPS.then("löst {modell:Name} Gefährliches Ende aus, trifft aber keine Einheit")
def deadly_demise_empty(b: CaseBuilder, modell: Any) -> None:
    event = _one(b, "deadly_demise", model=modell)
    if not event["triggered"] or event["units"]:
        raise StepFailed(f"expected {modell!r}'s deadly demise to trigger without a unit in range, got {event}")


@STEPS.then("löst {modell:Name} Gefährliches Ende nicht aus")
def deadly_demise_quiet(b: CaseBuilder, modell: Any) -> None:
    if _one(b, "deadly_demise", model=modell)["triggered"]:
        raise StepFailed(f"expected {modell!r}'s deadly demise not to trigger")


@STEPS.then("müssen {einheiten:Namen} aus dem zerstörten Transporter {transporter:Name} aussteigen")
def must_disembark(b: CaseBuilder, einheiten: Any, transporter: Any) -> None:
    pending = [(p["unit"], p["transport"]) for p in b.accepted_state()["pending"]]
    if pending != [(u, transporter) for u in einheiten]:
        raise StepFailed(f"expected {einheiten} waiting to leave {transporter!r}, got {pending}")


@STEPS.then("kostet beim Notausstieg jede {n:Zahl} oder weniger eine tödliche Verwundung")
def emergency_worst(b: CaseBuilder, n: Any) -> None:
    if _one(b, "emergency_disembark")["worst"] != n:
        raise StepFailed(f"expected results up to {n} to cost a mortal wound")


# -- moving --------------------------------------------------------------------------------------


@STEPS.then("zählt der Weg von {modell:Name} {laenge:Zoll} Zoll")
def path_length(b: CaseBuilder, modell: Any, laenge: Any) -> None:
    found = _one(b, "model_moved", model=modell)["length"]
    if found != laenge:
        raise StepFailed(f"expected the path of {modell!r} to count {laenge} units, got {found}")


@STEPS.then("zählt der Weg von {modell:Name} {laenge:Zahl} Einheiten")
def path_units(b: CaseBuilder, modell: Any, laenge: Any) -> None:
    path_length(b, modell, laenge)


@STEPS.then("legen {modelle:Namen} einen Fluchttest ab")
def escape_testers(b: CaseBuilder, modelle: Any) -> None:
    found = [t[0] for t in _one(b, "desperate_escape")["tests"]]
    if found != modelle:
        raise StepFailed(f"expected desperate escape tests for {modelle}, got {found}")


@STEPS.then("legt kein Modell einen Fluchttest ab")
def no_escape_test(b: CaseBuilder) -> None:
    if _events(b, "desperate_escape"):
        raise StepFailed("expected no desperate escape test")


@STEPS.then("gehen beim Fluchttest {modelle:Namen} verloren")
def escape_losses(b: CaseBuilder, modelle: Any) -> None:
    found = _one(b, "desperate_escape")["destroyed"]
    if found != modelle:
        raise StepFailed(f"expected {modelle} lost in the desperate escape, got {found}")


@STEPS.then("geht beim Fluchttest kein Modell verloren")
def no_escape_losses(b: CaseBuilder) -> None:
    found = _one(b, "desperate_escape")["destroyed"]
    if found:
        raise StepFailed(f"expected no model lost in the desperate escape, got {found}")


@STEPS.then("beträgt die Angriffsdistanz {zoll:Zahl} Zoll")
def charge_distance(b: CaseBuilder, zoll: Any) -> None:
    found = _one(b, "charge_declared")["distance"]
    if found != zoll:
        raise StepFailed(f"expected a charge distance of {zoll}, got {found}")


@STEPS.then("gelingt der Angriff von {einheit:Name}")
def charge_succeeds(b: CaseBuilder, einheit: Any) -> None:
    if not _one(b, "charge_ended", unit=einheit)["success"]:
        raise StepFailed(f"expected the charge of {einheit!r} to succeed")


@STEPS.then("scheitert der Angriff von {einheit:Name}")
def charge_fails(b: CaseBuilder, einheit: Any) -> None:
    if _one(b, "charge_ended", unit=einheit)["success"]:
        raise StepFailed(f"expected the charge of {einheit!r} to fail")


@STEPS.then("ordnet sich {einheit:Name} auf {ziel:Neuordnungsziel} zu neu")
def consolidated(b: CaseBuilder, einheit: Any, ziel: Any) -> None:
    found = _one(b, "consolidated", unit=einheit)["towards"]
    if found != ziel:
        raise StepFailed(f"expected {einheit!r} to consolidate towards {ziel}, got {found}")


@STEPS.then("werden aus {einheit:Name} {modelle:Namen} entfernt")
def coherency_removed(b: CaseBuilder, einheit: Any, modelle: Any) -> None:
    found = _one(b, "models_removed", unit=einheit)["models"]
    if found != modelle:
        raise StepFailed(f"expected {modelle} removed from {einheit!r}, got {found}")


@STEPS.then("wird kein Modell wegen der Formation entfernt")
def nothing_removed(b: CaseBuilder) -> None:
    if _events(b, "models_removed"):
        raise StepFailed(f"expected no removal, got {_events(b, 'models_removed')}")


# -- added for the boundary scenarios of issue 9 (grenzen_angriff_beschuss.feature) ---------------


@STEPS.then("würfelt {waffe:Name} mit Modifikator {m:Zahl} auf Treffer")
def weapon_hit_modifier(b: CaseBuilder, waffe: Any, m: Any) -> None:
    """Every hit roll of one weapon (the other weapons of the action may have other modifiers)."""
    found = {e["modifier"] for e in _events(b, "hit_rolls") if e["weapon"] == waffe}
    if found != {m}:
        raise StepFailed(f"expected hit rolls of {waffe!r} with modifier {m}, got {sorted(found)}")

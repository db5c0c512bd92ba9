"""Pocket-Tactics steps for advantage and rerolls (registered on the Pocket-Tactics library).

The attack, dice and reroll steps themselves live in :mod:`.steps_combat`; these steps
add a reroll ability to a profile (also in the singular, "einen Wiederholungswurf") and read the
``rerolls_granted`` and ``rerolled`` events: the whole budget of both sides as a table, one
source as "einen"/"keinen", and whether a reroll counted as ability or advantage (PT-VTL-2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json
from regelwerk.rulesets.pocket_tactics.steps import STEPS, _unit, glossary
from regelwerk.suite.steps import StepFailed

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder

STEPS.types.update(
    {
        "VtlEinKein": (r"einen|keinen", lambda word: 1 if word == "einen" else 0),
        "VtlArt": (r"Fähigkeitswiederholung|Vorteilswiederholung", lambda word: "ability" if word.startswith("Fähigkeit") else "advantage"),
        "VtlWiederholungen": (r"einen Wiederholungswurf|\d+ Wiederholungswürfe", lambda text: 1 if text.startswith("einen") else int(text.split()[0])),
    }
)

_SOURCES = ("Fähigkeiten", "Gelände", "Unterstützung")


def _granted(b: CaseBuilder) -> Json:
    found = [e for e in b.events() if e["type"] == "rerolls_granted"]
    if len(found) != 1:
        raise StepFailed(f"expected one rerolls_granted event, got {len(found)}")
    return found[0]


# -- given -----------------------------------------------------------------------------------


@STEPS.given("{einheit:Name} hat eine Fähigkeit für {anzahl:VtlWiederholungen}")
def ability_rerolls(b: CaseBuilder, einheit: str, anzahl: Any) -> None:
    """A reroll ability (PT-A-FAEHIGKEITEN), copied into the unit's profile in the state."""
    _unit(b, einheit)["profile"]["abilities"].append({"id": "reroll", "count": anzahl})


# -- then ------------------------------------------------------------------------------------


@STEPS.then("stehen diese Wiederholungswürfe zur Verfügung:")
def granted_table(b: CaseBuilder, table: list[list[str]]) -> None:
    header, *rows = table
    if header != ["Seite", *_SOURCES]:
        raise StepFailed(f"the table needs the columns | Seite | {' | '.join(_SOURCES)} |, not {header}")
    event = _granted(b)
    for side, *counts in rows:
        role = glossary()["rollen"][side]
        expected = {glossary()["wiederholungsquellen"][s]: int(n) for s, n in zip(_SOURCES, counts, strict=True)}
        if event[role] != expected:
            raise StepFailed(f"the {role} should get the rerolls {expected}, got {event[role]}")


@STEPS.then("erhält der {rolle:Rolle} {anzahl:VtlEinKein} Wiederholungswurf durch {quelle:Quelle}")
def granted_one(b: CaseBuilder, rolle: Any, anzahl: Any, quelle: Any) -> None:
    event = _granted(b)
    if event[rolle][quelle] != anzahl:
        raise StepFailed(f"the {rolle} should get {anzahl} rerolls from {quelle}, got {event[rolle]}")


@STEPS.then("zählt die Wiederholung Nr. {nummer:Zahl} als {art:VtlArt}")
def reroll_kind(b: CaseBuilder, nummer: int, art: Any) -> None:
    found = [e for e in b.events() if e["type"] == "rerolled"]
    if len(found) < nummer or found[nummer - 1]["source"] != art:
        raise StepFailed(f"reroll {nummer} should count as {art}: {found}")


@STEPS.then("wird kein Würfel neu geworfen")
def no_reroll(b: CaseBuilder) -> None:
    found = [e for e in b.events() if e["type"] == "rerolled"]
    if found:
        raise StepFailed(f"expected no reroll, got {found}")

"""Pocket-Tactics steps for victory, the end of the game, passing, stalling and costs
(registered on the Pocket-Tactics library).

The questions (``gefragt wird, ob …``, ``nach den Kosten der Armeen gefragt wird``), the answers
and the victory steps (``gewinnt …``, ``endet die Partie unentschieden``, ``geht die Partie
weiter``) live in :mod:`.steps_setup`, passing (``… aussetzt``) in
:mod:`.steps_combat`; this module adds what they leave open: explicit unit costs, a
game that ended in a draw, nobody being active, and why the game ended.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from regelwerk.rulesets.pocket_tactics.steps import STEPS, _unit
from regelwerk.suite.steps import StepFailed

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder

# Why a game ended: the ``reason`` of the ``game_over`` event.
_END_REASONS = {
    "die ganze Armee gefangen ist": "army_captured",
    "ein Stützpunkt besiegt ist": "base_defeated",
    "ein Spieler keine Aktion hat": "no_action",
}

STEPS.types.update(
    {
        "Endgrund": ("(?:" + "|".join(_END_REASONS) + ")", _END_REASONS.__getitem__),
    }
)


# -- given ---------------------------------------------------------------------------------


@STEPS.given("{einheit:Name} kostet {punkte:Zahl} Punkte")
def unit_cost(b: CaseBuilder, einheit: str, punkte: int) -> None:
    """PT-KOS-1: the cost printed on the unit's card, set in the profile the state carries."""
    _unit(b, einheit)["profile"]["cost"] = punkte


@STEPS.given("die Partie ist unentschieden beendet")
def game_drawn(b: CaseBuilder) -> None:
    b.state.update(phase="over", active=None, winner="draw")


# -- then ----------------------------------------------------------------------------------


@STEPS.then("ist niemand mehr am Zug")
def nobody_active(b: CaseBuilder) -> None:
    state = b.accepted_state()
    if state["active"] is not None:
        raise StepFailed(f"nobody should be active after the game, but {state['active']} is")


@STEPS.then("endet die Partie, weil {grund:Endgrund}")
def end_reason(b: CaseBuilder, grund: Any) -> None:
    found = [e for e in b.events() if e["type"] == "game_over"]
    if [e["reason"] for e in found] != [grund]:
        raise StepFailed(f"expected one game_over event with reason {grund}, got {found}")

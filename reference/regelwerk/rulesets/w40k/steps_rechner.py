"""The steps of the board-free attack case (``features/w40k/rechner.feature``): a game built with
the ``Angenommen`` steps of :mod:`.steps`, then posed as a dice calculator poses it
(:mod:`.calculator`).  The ``Dann`` steps of :mod:`.steps_then` read its outcome as a game's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from regelwerk.core.canonical import Json
from regelwerk.rulesets.w40k.boardfree import is_board_free
from regelwerk.rulesets.w40k.calculator import board_free_case, board_free_state
from regelwerk.rulesets.w40k.state import State, parse_state
from regelwerk.rulesets.w40k.steps import STEPS
from regelwerk.suite.steps import StepFailed

if TYPE_CHECKING:
    from regelwerk.suite.builder import CaseBuilder


# -- the board-free attack case of a dice calculator (rechner.feature) ----------------------------


def _game(b: CaseBuilder) -> State:
    if is_board_free(b.state):
        raise StepFailed("the state is board-free already")
    return parse_state(STEPS.finish(b.state))


@STEPS.given("der Zustand ist ohne Spielfeld gestellt")
def board_free(b: CaseBuilder) -> None:
    """The game state as a calculator has it: every unit on the battlefield, board-free."""
    game = _game(b)
    units = [u.id for u in game.on_battlefield()]
    b.state = board_free_state(game, units, b.ruleset.interpretations(b.interpretations))


def _calculate(b: CaseBuilder, kind: str, einheit: str, linien: list[dict[str, Any]]) -> None:
    """The attack as the game would declare it, posed board-free (:func:`.calculator.board_free_case`)."""
    game = _game(b)
    action: Json = {"type": kind, "player": game.units[einheit].player, "unit": einheit, "attacks": linien}
    if kind == "fight":
        action["pile_in"] = []
    case = board_free_case(STEPS.finish(b.state), action, b.ruleset.interpretations(b.interpretations))
    if case is None:
        raise StepFailed("a board-free case has exactly one target")
    b.state = case.state
    b.set_action(case.action)


@STEPS.when("der Rechner den Beschuss von {einheit:Name} ohne Spielfeld abhandelt: {linien:Erklaerungen}")
def calculate_shooting(b: CaseBuilder, einheit: Any, linien: Any) -> None:
    _calculate(b, "shoot", einheit, linien)


@STEPS.when("der Rechner den Nahkampf von {einheit:Name} ohne Spielfeld abhandelt: {linien:Erklaerungen}")
def calculate_fight(b: CaseBuilder, einheit: Any, linien: Any) -> None:
    _calculate(b, "fight", einheit, linien)

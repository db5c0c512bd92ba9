"""The legal actions of a position, for the ``legal_actions`` question, random play, the golden
game and tests.

Candidates are generated generously and filtered through :func:`.rules.check`, whose checks are
complete (an illegal action is rejected before anything is resolved and before any die is
read), so this module never decides legality itself.  Questions (``ask``, ``test_move``) are
never listed.  Every list is in a fixed order, so a seeded chooser replays the same game:

* a correction is requested: ``accept_correction``, ``refuse_correction`` for each player asked,
  in turn order;
* a reaction phase is open: ``pass``, then ``react`` with each reaction of the player with the
  initiative, by id;
* otherwise, for the active player: ``select`` for each of his units by id; then, while a unit's
  turn is on, its moves (paths in the order of the neighbours N, (NE,) E, (SE,) S, (SW,) W,
  (NW), depth first), ``request_correction``, ``end_phase`` for each phase, ``attack`` on each
  unit by id, ``face`` for N, E, S, W.
"""

from __future__ import annotations

from collections.abc import Iterator

from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Interpretations
from regelwerk.core.squaregrid import Square, neighbours
from regelwerk.rulesets.standardaktionen.actions import (
    AcceptCorrection,
    Action,
    Attack,
    EndPhase,
    Face,
    Move,
    Pass,
    React,
    RefuseCorrection,
    RequestCorrection,
    Select,
)
from regelwerk.rulesets.standardaktionen.movement import diagonal_steps
from regelwerk.rulesets.standardaktionen.rules import check
from regelwerk.rulesets.standardaktionen.state import FACINGS, PHASES, State, Unit


def is_legal(state: State, action: Action, interpretations: Interpretations) -> bool:
    """Whether the rules allow ``action`` now."""
    try:
        check(state, action, interpretations)
    except IllegalAction:
        return False
    return True


def legal_actions(state: State, interpretations: Interpretations) -> list[Action]:
    """Every legal action, in the fixed order of the module docstring.  After the game nobody is
    active and no turn, reaction phase or correction is open, so there is none."""
    if state.correction is not None:
        candidates: list[Action] = []
        for player in state.correction.awaiting:
            candidates.extend([AcceptCorrection(player), RefuseCorrection(player)])
    elif state.window is not None:
        player = state.window.initiative
        candidates = [Pass(player)]
        candidates.extend(React(player, r.id) for r in sorted(state.reactions.values(), key=lambda r: r.id) if r.owner == player)
    else:
        candidates = turn_candidates(state, interpretations)
    return [a for a in candidates if is_legal(state, a, interpretations)]


def turn_candidates(state: State, interpretations: Interpretations) -> list[Action]:
    if state.active_player is None:  # the game is over
        return []
    player = state.active_player
    candidates: list[Action] = [Select(player, u.id) for u in sorted(state.ready(player), key=lambda u: u.id)]
    if state.turn is None:
        return candidates
    unit = state.units[state.turn.unit]
    candidates.extend(move_candidates(state, unit, interpretations))
    candidates.append(RequestCorrection(player))
    candidates.extend(EndPhase(player, unit.id, phase) for phase in PHASES)
    candidates.extend(Attack(player, unit.id, target) for target in sorted(state.units) if state.units[target].alive)
    candidates.extend(Face(player, unit.id, direction) for direction in FACINGS)
    return candidates


def move_candidates(state: State, unit: Unit, interpretations: Interpretations) -> Iterator[Move]:
    """Every path worth checking: each neighbour on the board, and onwards through squares of
    friendly units (a free square ends a move), never entering a square twice in one path."""
    diagonals = diagonal_steps(interpretations)
    limit = state.board.width * state.board.height

    def extend(path: tuple[Square, ...], here: Square) -> Iterator[Move]:
        for square in neighbours(here, diagonals):
            if not state.board.contains(square) or square in path:
                continue
            longer = (*path, square)
            yield Move(unit.owner, unit.id, longer)
            occupant = state.unit_at(square)
            if occupant is not None and occupant.owner == unit.owner and occupant.id != unit.id and len(longer) < limit:
                yield from extend(longer, square)

    yield from extend((), unit.square)

"""The legal actions of a position, for random play, the golden start of turn and tests.

Candidates are generated generously and filtered through :func:`.rules.check`, whose checks are
complete and read no dice, so this module never decides legality itself.  Every list is in a
fixed order, so a seeded chooser replays the same game:

``effects``     ``resolve_effect`` for each of the active warband's pending effects in listed
                order, then ``end_step``
``rout_test``   ``rout_test``, ``voluntary_rout``, ``end_step``
``rally``       for each own model by id ``rally`` on its own leadership, then with the
                leader's; then ``end_step``
``recovery``    ``turn_over`` for each own model by id, then ``stand_up`` for each, then
                ``end_step``
``turn``        for each own model by id: a move of one inch east, north, west and south, a shot
                at each enemy model by id, a spell; then ``end_turn``
``over``        nothing
"""

from __future__ import annotations

from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import Point, inches
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.mordheim.actions import (
    Cast,
    EndStep,
    EndTurn,
    Move,
    PlayerAction,
    Rally,
    ResolveEffect,
    RoutTest,
    Shoot,
    StandUp,
    TurnOver,
    VoluntaryRout,
)
from regelwerk.rulesets.mordheim.rules import check
from regelwerk.rulesets.mordheim.state import State

STEP = inches(1)  # the length of the sample moves


def is_legal(state: State, action: PlayerAction, interpretations: Interpretations) -> bool:
    """Whether the engine accepts ``action`` now (for some dice)."""
    try:
        check(state, action, interpretations)
    except IllegalAction:
        return False
    return True


def candidates(state: State) -> list[PlayerAction]:
    """Every action worth checking in the current phase, in the fixed order of the docstring."""
    player = state.active
    if player is None:
        return []
    own = state.members(player)
    phase = state.phase
    found: list[PlayerAction] = []
    if phase == "effects":
        found.extend(ResolveEffect(player, e.id) for e in state.pending_effects(player))
    elif phase == "rout_test":
        found.extend((RoutTest(player), VoluntaryRout(player)))
    elif phase == "rally":
        found.extend(Rally(player, m.id, use_leader) for m in own for use_leader in (False, True))
    elif phase == "recovery":
        found.extend(TurnOver(player, m.id) for m in own)
        found.extend(StandUp(player, m.id) for m in own)
    if phase in ("effects", "rout_test", "rally", "recovery"):
        return [*found, EndStep(player)]
    enemies = [m for m in sorted(state.models.values(), key=lambda m: m.id) if m.warband != player]
    for model in own:
        if model.at is not None:
            x, y, z = model.at.x, model.at.y, model.at.z
            for dx, dy in ((STEP, 0), (0, STEP), (-STEP, 0), (0, -STEP)):
                found.append(Move(player, model.id, Point(x + dx, y + dy, z)))
        found.extend(Shoot(player, model.id, enemy.id) for enemy in enemies)
        found.append(Cast(player, model.id))
    return [*found, EndTurn(player)]


def legal_actions(state: State, interpretations: Interpretations) -> list[PlayerAction]:
    """Every legal action of the active warband, in a fixed order (none once the game is over)."""
    if state.phase == "over":
        return []
    return [a for a in candidates(state) if is_legal(state, a, interpretations)]

"""The legal actions of a position, for random play, golden playthroughs and tests.

Candidates are generated generously and filtered through :func:`rules.check`, so this module
never decides legality itself.
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.errors import IllegalAction
from regelwerk.core.hexgrid import distance
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.pocket_tactics import combat, movement
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import Action, Attack, Pass
from regelwerk.rulesets.pocket_tactics.rules import check
from regelwerk.rulesets.pocket_tactics.state import State, opponent


def is_legal(state: State, action: Action, interpretations: Interpretations) -> bool:
    try:
        check(state, action, interpretations)
    except IllegalAction:
        return False
    return True


def legal_actions(state: State, interpretations: Interpretations, with_pass: bool = True) -> list[Action]:
    """Every legal action of the active player in play, in a fixed order: moves and summons,
    then attacks (without rerolls, or with the rerolls a duty to reroll demands), then pass."""
    if state.phase != "play":
        return []
    player = state.active
    candidates: list[Action] = list(movement.move_candidates(state, player))
    candidates.extend(combat_candidates(state, player))
    if interpretations[switches.REROLL_DUTY.id] == "pflicht":
        candidates = [_try_rerolls(state, a, interpretations) for a in candidates]
    legal = [a for a in candidates if is_legal(state, a, interpretations)]
    if with_pass and not legal:
        legal.append(Pass(player))
    return legal


def _try_rerolls(state: State, action: Action, interpretations: Interpretations) -> Action:
    if not isinstance(action, Attack):
        return action
    try:
        return with_required_rerolls(state, action, interpretations)
    except IllegalAction:
        return action


def combat_candidates(state: State, player: str) -> list[Attack]:
    """Every attack worth checking: each own unit against each enemy unit or base in reach."""
    attacks: list[Attack] = []
    enemy_base = state.base_hex(opponent(player))
    targets = sorted({at for at, u in state.board.items() if state.units[u].faction != player} | ({enemy_base} if enemy_base else set()))
    for at, unit_id in sorted(state.board.items(), key=lambda item: item[1]):
        if state.units[unit_id].faction != player:
            continue
        reach = max(combat.reach(state.units[unit_id], w) for w in ("ranged", "magic"))
        for target in targets:
            d = distance(at, target)
            if d == 1:
                attacks.extend(Attack(player, unit_id, target, "melee", w) for w in ("melee", "magic"))
            if d <= reach:
                attacks.extend(Attack(player, unit_id, target, "ranged", w) for w in ("ranged", "magic"))
    return attacks


def with_required_rerolls(state: State, attack: Attack, interpretations: Interpretations) -> Attack:
    """Under PT-A-WIEDERHOLUNG-PFLICHT=pflicht an attack must list every reroll it has: this
    gives an attack the shortest such list (each side rerolls its dice in turn, red first)."""
    plan = combat.plan_attack(state, attack, interpretations, validate_rerolls=False)
    return replace(attack, rerolls=combat.full_rerolls(plan, interpretations))

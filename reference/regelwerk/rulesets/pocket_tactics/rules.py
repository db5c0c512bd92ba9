"""Pocket-Tactics rules: the pure ``apply``, the phase and turn checks, victory, and the list of
legal actions.  The procedures live in :mod:`.setup`, :mod:`.movement` and :mod:`.combat`.

Order of checks for every action except a question: ``PT.GAME.OVER`` (PT-SIEG-3), then
``PT.PHASE.WRONG_ACTION`` (the clause of the phase), then ``PT.TURN.NOT_ACTIVE`` (PT-ZUG-1),
then ``PT.UNIT.NOT_OWN`` (PT-ZUG-2), then the procedure's own checks.
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.hexgrid import distance
from regelwerk.core.ruleset import Accepted, Answered, Event, Interpretations
from regelwerk.rulesets.pocket_tactics import combat, movement, queries, setup
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import (
    Action,
    Ask,
    Attack,
    Deploy,
    Move,
    Pass,
    PlaceBase,
    PlaceTile,
    RollOff,
    Summon,
)
from regelwerk.rulesets.pocket_tactics.events import BaseDefeated, GameOver, Passed, TurnPassed
from regelwerk.rulesets.pocket_tactics.state import FACTIONS, State, opponent

# Which actions each phase allows, and the clause that says so.
PHASE_ACTIONS: dict[str, tuple[tuple[type, ...], str]] = {
    "start": ((RollOff,), "PT-VOR-3"),
    "setup": ((PlaceBase, PlaceTile), "PT-VOR-4"),
    "second_base": ((PlaceBase,), "PT-VOR-7"),
    "deploy": ((Deploy,), "PT-VOR-8"),
    "play": ((Move, Summon, Attack, Pass), "PT-ZUG-1"),
}


def apply(state: State, action: Action, dice: DiceSupply, interpretations: Interpretations) -> Accepted | Answered:
    """Resolve one action (in play: the whole turn, PT-ZUG-1) or answer one question."""
    if isinstance(action, Ask):
        return Answered(queries.answer(state, action, interpretations))
    plan = check(state, action, interpretations)
    after, events = resolve(state, action, plan, dice, interpretations)
    if state.phase == "play":
        after, closing = end_of_turn(state, after, action, events, interpretations)
        events = [*events, *closing]
    return Accepted(after, tuple(events))


def check(state: State, action: Action, interpretations: Interpretations):
    """Decide whether ``action`` is legal now (raising :class:`IllegalAction` if not); returns
    the procedure's plan.  Reads no dice."""
    if state.phase == "over":
        raise IllegalAction("PT.GAME.OVER", "PT-SIEG-3", f"the game is over ({state.winner})")
    allowed, clause = PHASE_ACTIONS[state.phase]
    if not isinstance(action, allowed):
        raise IllegalAction("PT.PHASE.WRONG_ACTION", clause, f"{type(action).__name__} is not an action of the {state.phase} phase")
    if isinstance(action, RollOff):
        return None
    if action.player != state.active:
        raise IllegalAction("PT.TURN.NOT_ACTIVE", "PT-ZUG-1", f"it is {state.active}'s turn, not {action.player}'s")
    unit_id = getattr(action, "unit", None)
    if unit_id is not None and state.units[unit_id].faction != action.player:
        raise IllegalAction("PT.UNIT.NOT_OWN", "PT-ZUG-2", f"unit {unit_id!r} belongs to {state.units[unit_id].faction}")
    if isinstance(action, Move):
        return movement.plan_move(state, action, interpretations)
    if isinstance(action, Summon):
        return movement.plan_summon(state, action)
    if isinstance(action, Attack):
        return combat.plan_attack(state, action, interpretations)
    if isinstance(action, Pass):
        if any(not isinstance(a, Pass) for a in legal_actions(state, interpretations, with_pass=False)):
            raise IllegalAction("PT.PASS.ACTION_AVAILABLE", "PT-ZUG-1", "a player with a legal action cannot pass")
        return None
    return None  # setup actions check themselves while they resolve: their checks read no dice either


def resolve(state: State, action: Action, plan, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    if isinstance(action, RollOff):
        return setup.roll_off(state, action, dice, interpretations)
    if isinstance(action, PlaceBase):
        if state.phase == "setup":
            if action.player != state.first or state.base_hex(state.first) is not None:
                raise IllegalAction("PT.SETUP.BASE_PLACED", "PT-VOR-4", "the first player has placed the base already")
            return setup.place_first_base(state, action)
        return setup.place_second_base(state, action, interpretations)
    if isinstance(action, PlaceTile):
        return setup.place_tile(state, action, dice, interpretations)
    if isinstance(action, Deploy):
        return setup.deploy(state, action, dice, interpretations)
    if isinstance(action, (Move, Summon)):
        return movement.resolve_move(state, action, plan, dice)
    if isinstance(action, Attack):
        return combat.resolve_attack(state, action, plan, dice, interpretations)
    return state, [Passed(action.player)]


def end_of_turn(before: State, after: State, action: Action, events: list[Event], interpretations: Interpretations) -> tuple[State, list[Event]]:
    """PT-SIEG-1, PT-SIEG-2, PT-A-KEIN-ZUG: end the game if a side has won, else pass the turn."""
    winner, reason = victory(after, action.player, events, interpretations)
    if winner is None and isinstance(action, Pass) and interpretations[switches.NO_ACTION.id] == "verliert":
        winner, reason = opponent(action.player), "no_action"
    if winner is not None:
        return replace(after, phase="over", active=None, winner=winner), [GameOver(winner, reason)]
    after = after.turn_passed()
    return after, [TurnPassed(after.active)]


def victory(state: State, actor: str, events: list[Event], interpretations: Interpretations) -> tuple[str | None, str | None]:
    """PT-SIEG-2: a defeated base loses; PT-SIEG-1: a faction whose whole army is captured loses.
    If both armies fall in one action, PT-A-GLEICHZEITIGER-SIEG decides."""
    for event in events:
        if isinstance(event, BaseDefeated):
            return opponent(event.faction), "base_defeated"
    wiped = [f for f in FACTIONS if state.army(f) and not state.remaining(f)]
    if len(wiped) == 2:
        return ("draw" if interpretations[switches.BOTH_WIN.id] == "unentschieden" else actor), "army_captured"
    if wiped:
        return opponent(wiped[0]), "army_captured"
    return None, None


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

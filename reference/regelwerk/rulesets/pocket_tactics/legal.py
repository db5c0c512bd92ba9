"""The legal actions of a position: whether the active player may pass, and the whole list.

:func:`has_legal_action` is the one question ``apply`` asks (a ``pass`` is legal only without
any other action: PT-ZUG-1, register PT-A-KEIN-ZUG).  :func:`legal_actions` lists every legal
action for random play, golden playthroughs and tests; ``apply`` never calls it.

Candidates are generated generously and filtered through :func:`.rules.check`, whose checks are
complete for every action, the setup's included, and read no dice: this module never decides
legality itself.  In play it only leaves out the moves that cannot end where they would
(:func:`may_end_there`): those were most of the candidates, and each cost a rejection.  Leaving
out candidates that :func:`.rules.check` would reject keeps the list and its order.  Every list
is in a fixed order, so a seeded chooser replays the same game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from regelwerk.core.errors import IllegalAction, present
from regelwerk.core.hexgrid import DIRECTIONS, Hex, distance
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.pocket_tactics import combat, movement, setup
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import (
    Action,
    Attack,
    Deploy,
    Move,
    Pass,
    PlaceBase,
    PlaceTile,
    RollOff,
    Summon,
)
from regelwerk.rulesets.pocket_tactics.rules import check
from regelwerk.rulesets.pocket_tactics.state import Faction, State, opponent

# The map is empty when the first base is laid (PT-VOR-4): every place is as good as any other,
# so the list offers one, the origin.  Any other hex is legal too; it only shifts the map.
FIRST_BASE_AT = Hex(0, 0)


def is_legal(state: State, action: Action, interpretations: Interpretations) -> bool:
    """Whether the engine accepts ``action`` now (for some dice)."""
    try:
        check(state, action, interpretations)
    except IllegalAction:
        return False
    return True


def has_legal_action(state: State, interpretations: Interpretations) -> bool:
    """PT-ZUG-1, PT-A-KEIN-ZUG: whether the active player of a ``play`` state has an action other
    than passing: a move or summon that :func:`rules.check` accepts, or an attack that
    :func:`combat.plan_bare_attack` accepts.

    An attack is judged without its rerolls list: every legal attack can name all the rerolls it
    has in a legal order (:func:`combat.full_rerolls`), so no reroll reading
    (PT-A-WIEDERHOLUNG-PFLICHT, -MEHRFACH, -REIHENFOLGE) takes a player's last action away.  Chains
    of hops (PT-A-SPRUNGKETTE) need no candidates here: a chain is legal only if its first hop is
    legal as a move of its own.
    """
    player = state.mover
    return any(_accepted(check, state, move, interpretations) for move in movement.move_candidates(state, player)) or any(
        _accepted(combat.plan_bare_attack, state, attack, interpretations) for attack in combat_candidates(state, player)
    )


def _accepted(judge: Callable[[State, Any, Interpretations], object], state: State, action: Action, interpretations: Interpretations) -> bool:
    try:
        judge(state, action, interpretations)
    except IllegalAction:
        return False
    return True


def legal_actions(state: State, interpretations: Interpretations) -> list[Action]:
    """Every legal action of the active player (for ``start``: the roll-off), in a fixed order.

    ``start``        the roll-off
    ``setup``        the first base (at :data:`FIRST_BASE_AT`), then every tile placement,
                     hexes in ``(q, r)`` order
    ``second_base``  every place for the second base, in ``(q, r)`` order
    ``deploy``       every reserve unit on every free tile closest to the own base, units by
                     id, then tiles
    ``play``         moves and summons, then chains of two hops (under
                     PT-A-SPRUNGKETTE=kette; longer chains are legal too but not listed),
                     then attacks (without rerolls, or with the rerolls a duty to reroll
                     demands), then pass if nothing else is legal
    ``over``         nothing
    """
    phase = state.phase
    if phase == "over":
        return []
    if phase == "start":
        candidates: list[Action] = [RollOff()]
    elif phase == "setup":
        candidates = setup_candidates(state)
    elif phase == "second_base":
        candidates = second_base_candidates(state)
    elif phase == "deploy":
        candidates = deploy_candidates(state, interpretations)
    else:
        return _play_actions(state, interpretations)
    return [a for a in candidates if is_legal(state, a, interpretations)]


def setup_candidates(state: State) -> list[Action]:
    """The first base, and a tile on every empty hex that touches a tile or a base."""
    player = state.mover
    candidates: list[Action] = [PlaceBase(player, FIRST_BASE_AT)]
    pieces = set(state.tiles) | {b.at for b in state.bases.values() if b.at is not None}
    fringe = {n for p in pieces for n in p.neighbours() if state.is_empty(n)}
    candidates.extend(PlaceTile(player, at) for at in sorted(fringe))
    return candidates


def second_base_candidates(state: State) -> list[Action]:
    """The second base on every empty hex that touches a tile."""
    fringe = {n for t in state.tiles for n in t.neighbours() if state.is_empty(n)}
    return [PlaceBase(state.mover, at) for at in sorted(fringe)]


def deploy_candidates(state: State, interpretations: Interpretations) -> list[Action]:
    """Every unit of the active player's reserve on every free tile closest to the own base
    (:func:`.setup.deploy_targets`, worked out once here: :func:`.rules.check` works it out
    again for each candidate, and for every free tile that would be most of a random game)."""
    player = state.mover
    targets = sorted(setup.deploy_targets(state, player, interpretations))
    return [Deploy(player, unit_id, at) for unit_id in sorted(state.reserve[player]) for at in targets]


def _play_actions(state: State, interpretations: Interpretations) -> list[Action]:
    player = state.mover
    friends = _friends(state, player)
    candidates: list[Action] = [c for c in movement.move_candidates(state, player) if may_end_there(state, c, friends)]
    if interpretations[switches.HOP_CHAIN] == "kette":
        candidates.extend(chain_candidates(state, player))
    candidates.extend(combat_candidates(state, player))
    if interpretations[switches.REROLL_DUTY] in ("pflicht", "faehigkeiten-pflicht"):
        candidates = [_try_rerolls(state, a, interpretations) for a in candidates]
    legal = [a for a in candidates if is_legal(state, a, interpretations)]
    if not legal or interpretations[switches.FREE_PASS] == "jederzeit":  # PT-A-AUSSETZEN-FREIWILLIG
        legal.append(Pass(player))
    return legal


def _try_rerolls(state: State, action: Action, interpretations: Interpretations) -> Action:
    if not isinstance(action, Attack):
        return action
    try:
        return with_required_rerolls(state, action, interpretations)
    except IllegalAction:
        return action


def may_end_there(state: State, action: Move | Summon, friends: frozenset[Hex]) -> bool:
    """Whether a move or summon can be legal at all, judged only by where it ends: a step or hop
    ends on a free tile or on the own base (PT-BEW-1, PT-STP-4, PT-RES-3), a summon on a free
    tile (PT-RES-1), and a move that is not a step is a hop, so some friend (``friends``, the
    tiles of the player's units) stands between (PT-BEW-2).

    A necessary condition only, never a reason to list a move: :func:`.rules.check` still
    decides every candidate that passes.  ``has_legal_action`` does not use it, so a ``pass``
    reads the interpretation switches it always did.
    """
    if isinstance(action, Summon):
        return _free_tile(state, action.to)
    if not (action.to == state.base_hex(action.player) or _free_tile(state, action.to)):
        return False
    origin = present(state.position_of(action.unit), "the mover's hex")
    return origin.is_adjacent(action.to) or _friend_between(friends, origin, action.to)


def _friends(state: State, player: Faction) -> frozenset[Hex]:
    return frozenset(at for at, unit_id in state.board.items() if state.units[unit_id].faction == player)


def _free_tile(state: State, at: Hex) -> bool:
    return at in state.tiles and at not in state.board


def _friend_between(friends: frozenset[Hex], origin: Hex, target: Hex) -> bool:
    """PT-BEW-2: a hop from ``origin`` to ``target`` passes over a friend on a hex next to both
    (under either PT-A-SPRUNGBAHN reading); none such, no hop."""
    return any(n in friends and n.is_adjacent(target) for n in origin.neighbours())


def chain_candidates(state: State, player: Faction) -> list[Move]:
    """Chains of two hops (PT-A-SPRUNGKETTE=kette): every landing two steps away, then every
    target two steps from there; the engine decides which of them are legal.

    Left out, as :func:`may_end_there` leaves out moves: a landing that is no free tile or that
    no friend lies before, a target that is neither a free tile nor the own base or that no friend
    lies before (the mover has left its tile by then, so it is no friend to hop over).
    """
    chains: list[Move] = []
    base = state.base_hex(player)
    friends = _friends(state, player)
    for at, unit_id in sorted(state.board.items(), key=lambda item: item[1]):
        if state.units[unit_id].faction != player:
            continue
        friends_on_the_way = friends - {at}
        for landing in _two_away(at):
            if _free_tile(state, landing) and _friend_between(friends, at, landing):
                chains.extend(
                    Move(player, unit_id, to, (landing,))
                    for to in _two_away(landing)
                    if to != at and (to == base or _free_tile(state, to)) and _friend_between(friends_on_the_way, landing, to)
                )
    return chains


def _two_away(at: Hex) -> list[Hex]:
    return sorted({n + d for n in at.neighbours() for d in DIRECTIONS.values()} - {at, *at.neighbours()})


def combat_candidates(state: State, player: Faction) -> list[Attack]:
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
    plan = combat.plan_bare_attack(state, attack, interpretations)
    return replace(attack, rerolls=combat.full_rerolls(plan, interpretations))

"""Pocket-Tactics rules: the pure ``apply`` and one function per rule.

Order of checks for a ``move`` (a port must reject with the first code that applies):

1. ``PT.TURN.NOT_ACTIVE``      the player is not the one whose turn it is      (PT-ZUG-1)
2. ``PT.UNIT.NOT_OWN``         the unit belongs to the other faction           (PT-ZUG-2)
3. ``PT.MOVE.NOT_ON_BOARD``    the unit is in a reserve or a prison camp       (PT-BEW-1)
4. target is the player's own base: ``PT.RESERVE.BASE_NOT_REACHABLE``            (PT-RES-3)
5. ``PT.MOVE.ONTO_BASE``       the target is the opposing base                 (PT-STP-4)
6. ``PT.MOVE.NO_TILE``         there is no tile at the target                  (PT-BEW-1)
7. ``PT.MOVE.OCCUPIED``        a unit stands on the target                     (PT-BEW-1)
8. not adjacent and no hop reaches it: ``PT.MOVE.HOP_OVER_ENEMY`` when the tile
   in between holds an enemy, else ``PT.MOVE.NOT_REACHABLE``                    (PT-BEW-2 / PT-BEW-1)

and for a ``summon``: 1, 2, then ``PT.SUMMON.NOT_IN_RESERVE`` (PT-RES-1),
``PT.SUMMON.NO_TILE`` (PT-RES-1; bases are not tiles), ``PT.SUMMON.NOT_NEXT_TO_BASE`` (PT-RES-1),
``PT.SUMMON.OCCUPIED`` (PT-RES-1).
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.hexgrid import DIRECTIONS, Hex, direction_between, distance
from regelwerk.core.ruleset import Accepted, Event, Interpretations
from regelwerk.rulesets.pocket_tactics import dice as labels
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import Action, Move, Summon
from regelwerk.rulesets.pocket_tactics.events import (
    Captured,
    HazardChecked,
    Hopped,
    Moved,
    ReturnedToReserve,
    Summoned,
    TurnPassed,
)
from regelwerk.rulesets.pocket_tactics.state import State, opponent

# Terrain whose hazard defeats a unit, and the faces of the hazard die that do it (PT-GEF-2).
HAZARDS: dict[str, frozenset[int]] = {"water": frozenset({1, 2, 3})}


@dataclass(frozen=True)
class Plan:
    """How a legal action is carried out, decided before any die is read."""

    kind: str  # step | hop | home | summon
    origin: Hex | None = None
    over: Hex | None = None
    hazard_on_entry: bool = False


def apply(state: State, action: Action, dice: DiceSupply, interpretations: Interpretations) -> Accepted:
    """Resolve one action, which is the whole turn (PT-ZUG-1), and pass the turn on."""
    plan = check(state, action, interpretations)
    after, events = resolve(state, action, plan, dice)
    after = after.turn_passed()
    return Accepted(after, (*events, TurnPassed(to=after.active)))


def check(state: State, action: Action, interpretations: Interpretations) -> Plan:
    """Decide whether ``action`` is legal now (raising :class:`IllegalAction` if not) and how it goes."""
    check_turn(state, action)
    check_own_unit(state, action)
    if isinstance(action, Move):
        return plan_move(state, action, interpretations)
    return plan_summon(state, action)


def is_legal(state: State, action: Action, interpretations: Interpretations) -> bool:
    try:
        check(state, action, interpretations)
    except IllegalAction:
        return False
    return True


def legal_actions(state: State, interpretations: Interpretations) -> list[Action]:
    """Every legal action of the active player, in a fixed order (moves by unit, then summons)."""
    player = state.active
    candidates: list[Action] = []
    for at, unit_id in sorted(state.board.items(), key=lambda item: item[1]):
        if state.units[unit_id].faction != player:
            continue
        targets = {at + d for d in DIRECTIONS.values()} | {at + d.scaled(2) for d in DIRECTIONS.values()}
        targets |= {n + d for n in at.neighbours() for d in DIRECTIONS.values()}
        candidates.extend(Move(player, unit_id, to) for to in sorted(targets - {at}))
    base = state.bases[player]
    for unit_id in sorted(state.reserve[player]):
        candidates.extend(Summon(player, unit_id, to) for to in sorted(base.neighbours()))
    return [a for a in candidates if is_legal(state, a, interpretations)]


def check_turn(state: State, action: Action) -> None:
    """PT-ZUG-1: only the player whose turn it is acts."""
    if action.player != state.active:
        raise IllegalAction("PT.TURN.NOT_ACTIVE", "PT-ZUG-1", f"it is {state.active}'s turn, not {action.player}'s")


def check_own_unit(state: State, action: Action) -> None:
    """PT-ZUG-2: a player gives orders only to the units of their own faction."""
    unit = state.units[action.unit]
    if unit.faction != action.player:
        raise IllegalAction("PT.UNIT.NOT_OWN", "PT-ZUG-2", f"unit {unit.id!r} belongs to {unit.faction}")


def plan_move(state: State, action: Move, interpretations: Interpretations) -> Plan:
    """PT-BEW-1, PT-BEW-2, PT-RES-3, PT-STP-4: a step, a hop, or a return to the reserve."""
    origin = state.position_of(action.unit)
    if origin is None:
        raise IllegalAction("PT.MOVE.NOT_ON_BOARD", "PT-BEW-1", f"unit {action.unit!r} is not on the board")
    target = action.to
    if target == state.bases[action.player]:
        return plan_return(state, action, origin, interpretations)
    if state.base_at(target) is not None:
        raise IllegalAction("PT.MOVE.ONTO_BASE", "PT-STP-4", f"units cannot occupy the base at {target}")
    if target not in state.tiles:
        raise IllegalAction("PT.MOVE.NO_TILE", "PT-BEW-1", f"there is no tile at {target}")
    if target in state.board:
        raise IllegalAction("PT.MOVE.OCCUPIED", "PT-BEW-1", f"the tile at {target} is occupied by {state.board[target]!r}")
    if origin.is_adjacent(target):
        return Plan("step", origin, hazard_on_entry=True)
    over = hop_over(state, action.player, origin, target, interpretations)
    exempt = interpretations[switches.HOP_HAZARD.id] == "landung-auf-gefahr"
    return Plan("hop", origin, over, hazard_on_entry=not exempt)


def resolve(state: State, action: Action, plan: Plan, dice: DiceSupply) -> tuple[State, list[Event]]:
    """Carry out a legal action; the only place that reads dice."""
    if plan.kind == "summon":
        return state.out_of_reserve(action.unit, action.to), [Summoned(action.unit, action.to)]
    if plan.kind == "home":
        return state.into_reserve(action.unit), [ReturnedToReserve(action.unit, plan.origin)]
    if plan.kind == "step":
        events: list[Event] = [Moved(action.unit, plan.origin, action.to)]
    else:
        events = [Hopped(action.unit, plan.origin, plan.over, action.to)]
    after = state.moved(action.unit, action.to)
    if plan.hazard_on_entry:
        after, hazard_events = enter_hazard(after, action.unit, action.to, dice)
        events.extend(hazard_events)
    return after, events


def hop_over(state: State, player: str, origin: Hex, target: Hex, interpretations: Interpretations) -> Hex:
    """PT-BEW-2: the tile of the friendly unit a hop from ``origin`` to ``target`` passes over.

    ``PT-A-SPRUNGBAHN=gerade``: over the neighbouring tile on the straight line to a target two
    steps away.  ``=beliebig``: over any neighbouring friendly unit the target also touches.
    Among several candidates the lowest ``(q, r)`` is reported, so the event is deterministic.
    """
    if interpretations[switches.HOP_PATH.id] == "gerade":
        direction = direction_between(origin, target)
        candidates = [origin + direction] if direction is not None and distance(origin, target) == 2 else []
    else:
        candidates = sorted(origin + d for d in DIRECTIONS.values() if (origin + d).is_adjacent(target))
    friendly = [c for c in candidates if _holds_friend(state, c, player)]
    if friendly:
        return friendly[0]
    if any(state.unit_at(c) is not None for c in candidates):
        raise IllegalAction("PT.MOVE.HOP_OVER_ENEMY", "PT-BEW-2", f"only a friendly unit can be hopped over on the way to {target}")
    raise IllegalAction("PT.MOVE.NOT_REACHABLE", "PT-BEW-1", f"{target} is neither adjacent to {origin} nor reachable by a hop")


def _holds_friend(state: State, at: Hex, player: str) -> bool:
    unit = state.unit_at(at)
    return unit is not None and unit.faction == player


def enter_hazard(state: State, unit_id: str, at: Hex, dice: DiceSupply) -> tuple[State, list[Event]]:
    """PT-GEF-1, PT-GEF-2, PT-GEF-4: entering hazardous terrain rolls one ``gefahr`` die at once.

    A unit whose favoured terrain is the hazardous one is immune and rolls nothing (PT-GEF-4).
    On a defeating face the unit leaves the board for the opponent's prison camp.
    """
    terrain = state.tiles[at]
    defeating = HAZARDS.get(terrain)
    unit = state.units[unit_id]
    if defeating is None or terrain in unit.profile.terrain:
        return state, []
    roll = dice.take_one(labels.HAZARD)
    defeated = roll in defeating
    events: list[Event] = [HazardChecked(unit_id, at, terrain, roll, defeated)]
    if defeated:
        state = state.captured(unit_id)
        events.append(Captured(unit_id, by=opponent(unit.faction), cause="hazard"))
    return state, events


def plan_return(state: State, action: Move, origin: Hex, interpretations: Interpretations) -> Plan:
    """PT-RES-3: moving a unit onto its own base sends it back to the reserve.

    The base must be a neighbour of the unit; with ``PT-A-RUECKZUG-SPRUNG=auch-sprung`` a hop
    over a friendly unit reaches it too.
    """
    base = action.to
    if origin.is_adjacent(base):
        return Plan("home", origin)
    if interpretations[switches.HOP_TO_BASE.id] == "nur-nachbar":
        raise IllegalAction("PT.RESERVE.BASE_NOT_REACHABLE", "PT-RES-3", f"the base at {base} is not next to {origin}")
    try:
        over = hop_over(state, action.player, origin, base, interpretations)
    except IllegalAction:
        raise IllegalAction(
            "PT.RESERVE.BASE_NOT_REACHABLE", "PT-RES-3", f"the base at {base} is not reachable from {origin}"
        ) from None
    return Plan("home", origin, over)


def plan_summon(state: State, action: Summon) -> Plan:
    """PT-RES-1, PT-RES-2: a reserve unit enters on a free tile next to its own base, without a hazard check."""
    if action.unit not in state.reserve[action.player]:
        raise IllegalAction("PT.SUMMON.NOT_IN_RESERVE", "PT-RES-1", f"unit {action.unit!r} is not in the reserve")
    target = action.to
    if target not in state.tiles:
        raise IllegalAction("PT.SUMMON.NO_TILE", "PT-RES-1", f"there is no tile at {target}")
    if not target.is_adjacent(state.bases[action.player]):
        raise IllegalAction("PT.SUMMON.NOT_NEXT_TO_BASE", "PT-RES-1", f"{target} is not next to the own base")
    if target in state.board:
        raise IllegalAction("PT.SUMMON.OCCUPIED", "PT-RES-1", f"the tile at {target} is occupied by {state.board[target]!r}")
    return Plan("summon")

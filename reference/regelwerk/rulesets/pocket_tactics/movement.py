"""Moving, hopping, the water hazard, summoning from the reserve and returning to it.

Order of checks for a ``move`` (after the turn checks of :mod:`.rules`):

1. ``PT.MOVE.NOT_ON_BOARD``    the unit is in a reserve or a prison camp       (PT-BEW-1)
2. a ``via`` list (several hops in one move): ``PT.MOVE.CHAIN`` under
   PT-A-SPRUNGKETTE=ein-sprung (PT-BEW-2); else each landing of ``via`` in turn is checked
   like the target of a hop (checks 3 to 6; a base is never a landing on the way: 3 with
   ``PT.MOVE.ONTO_BASE``), and the move goes on from there
3. target is the player's own base: ``PT.RESERVE.BASE_NOT_REACHABLE`` unless the unit is next
   to it (or hops there under PT-A-RUECKZUG-SPRUNG=auch-sprung)                 (PT-RES-3)
4. ``PT.MOVE.ONTO_BASE``       the target is the opposing base                 (PT-STP-4)
5. ``PT.MOVE.NO_TILE``         there is no tile at the target                  (PT-BEW-1)
6. ``PT.MOVE.OCCUPIED``        a unit stands on the target                     (PT-BEW-1)
7. not adjacent and no hop reaches it: ``PT.MOVE.HOP_OVER_ENEMY`` when the tile in between
   holds an enemy, else ``PT.MOVE.NOT_REACHABLE``                          (PT-BEW-2 / PT-BEW-1)

After a ``via`` list every part of the move is a hop: the target must be reached by a hop
from the last landing (7 applies to it even when it is adjacent).

and for a ``summon``: ``PT.SUMMON.NOT_IN_RESERVE``, ``PT.SUMMON.NO_TILE`` (bases are no tiles),
``PT.SUMMON.NOT_NEXT_TO_BASE``, ``PT.SUMMON.OCCUPIED``, all clause PT-RES-1.
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction, present
from regelwerk.core.hexgrid import DIRECTIONS, Hex, direction_between, distance
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.pocket_tactics import dice as labels
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import Move, Summon
from regelwerk.rulesets.pocket_tactics.events import (
    Captured,
    HazardChecked,
    Hopped,
    Moved,
    ReturnedToReserve,
    Summoned,
)
from regelwerk.rulesets.pocket_tactics.state import Faction, State, Terrain, opponent

# Terrain whose hazard defeats a unit, and the faces of the hazard die that do it (PT-GEF-2).
HAZARDS: dict[str, frozenset[int]] = {"water": frozenset({1, 2, 3})}


@dataclass(frozen=True)
class Hop:
    """One hop of a move: from ``origin`` over the friend at ``over`` to ``to`` (PT-BEW-2)."""

    origin: Hex
    over: Hex
    to: Hex


@dataclass(frozen=True)
class MovePlan:
    """How a legal move or summon is carried out, decided before any die is read.

    ``hops`` are the hops in order (one for a plain hop, several for a chain); a return to the
    reserve lists the hops that come before the move onto the base, which is not a hop event.
    ``hazard_on_entry`` says whether each landing of a hop checks the hazard of its tile
    (PT-A-SPRUNGGEFAHR); a step always does, a summon never (PT-RES-2).
    """

    kind: str  # step | hop | home | summon
    origin: Hex | None = None
    hops: tuple[Hop, ...] = ()
    hazard_on_entry: bool = False


def plan_move(state: State, action: Move, interpretations: Interpretations) -> MovePlan:
    """PT-BEW-1, PT-BEW-2, PT-RES-3, PT-STP-4: a step, a hop, a chain of hops (PT-A-SPRUNGKETTE),
    or a return to the reserve."""
    origin = state.position_of(action.unit)
    if origin is None:
        raise IllegalAction("PT.MOVE.NOT_ON_BOARD", "PT-BEW-1", f"unit {action.unit!r} is not on the board")
    if action.via:
        return plan_chain(state, action, origin, interpretations)
    target = action.to
    if target == state.base_hex(action.player):
        return plan_return(state, action, origin, interpretations)
    _check_landing(state, target)
    if origin.is_adjacent(target):
        return MovePlan("step", origin)  # a step always checks the hazard of its target (resolve_move)
    hop = Hop(origin, hop_over(state, action.player, origin, target, interpretations), target)
    return MovePlan("hop", origin, (hop,), hazard_on_entry=_hazard_on_landing(interpretations))


def _check_landing(state: State, target: Hex) -> None:
    """PT-STP-4, PT-BEW-1: a step or hop ends on a free terrain tile, never on a base."""
    if state.base_at(target) is not None:
        raise IllegalAction("PT.MOVE.ONTO_BASE", "PT-STP-4", f"units cannot occupy the base at {target}")
    if target not in state.tiles:
        raise IllegalAction("PT.MOVE.NO_TILE", "PT-BEW-1", f"there is no tile at {target}")
    if target in state.board:
        raise IllegalAction("PT.MOVE.OCCUPIED", "PT-BEW-1", f"the tile at {target} is occupied by {state.board[target]!r}")


def _hazard_on_landing(interpretations: Interpretations) -> bool:
    """PT-GEF-3, PT-A-SPRUNGGEFAHR: whether landing on water after a hop makes a hazard check."""
    return interpretations[switches.HOP_HAZARD] != "landung-auf-gefahr"


def plan_chain(state: State, action: Move, origin: Hex, interpretations: Interpretations) -> MovePlan:
    """PT-BEW-2, PT-A-SPRUNGKETTE: several hops in one move, landing on each tile of ``via`` in
    turn and then on ``to`` (or, from the last landing, on the own base: PT-RES-3).

    Landings are judged on the map as it was before the move, so the unit's own tile counts as
    occupied; the friends hopped over are judged with the moving unit gone from its tile.
    """
    if interpretations[switches.HOP_CHAIN] == "ein-sprung":
        raise IllegalAction("PT.MOVE.CHAIN", "PT-BEW-2", "a move is one step or one hop, not several hops")
    vacated = state.removed_from_board(action.unit)
    hops: list[Hop] = []
    here = origin
    for landing in action.via:
        _check_landing(state, landing)
        hops.append(Hop(here, hop_over(vacated, action.player, here, landing, interpretations), landing))
        here = landing
    if action.to == state.base_hex(action.player):
        plan_return(vacated, action, here, interpretations, hop_only=True)
        return MovePlan("home", origin, tuple(hops), hazard_on_entry=_hazard_on_landing(interpretations))
    _check_landing(state, action.to)
    hops.append(Hop(here, hop_over(vacated, action.player, here, action.to, interpretations), action.to))
    return MovePlan("hop", origin, tuple(hops), hazard_on_entry=_hazard_on_landing(interpretations))


def resolve_move(state: State, action: Move | Summon, plan: MovePlan, dice: DiceSupply) -> tuple[State, list[Event]]:
    """Carry out a legal move or summon; reads a hazard die only on entering water.

    A unit that a hazard defeats on a landing of a chain ends its move there (captured)."""
    if plan.kind == "summon":
        return state.out_of_reserve(action.unit, action.to), [Summoned(action.unit, action.to)]
    if plan.kind == "step":
        after, hazard_events = enter_hazard(state.moved(action.unit, action.to), action.unit, action.to, dice)
        return after, [Moved(action.unit, present(plan.origin, "the mover's hex"), action.to), *hazard_events]
    after, events = state, list[Event]()
    for hop in plan.hops:
        after = after.moved(action.unit, hop.to)
        events.append(Hopped(action.unit, hop.origin, hop.over, hop.to))
        if plan.hazard_on_entry:
            after, hazard_events = enter_hazard(after, action.unit, hop.to, dice)
            events.extend(hazard_events)
            if after.position_of(action.unit) is None:
                return after, events
    if plan.kind == "home":
        last = plan.hops[-1].to if plan.hops else present(plan.origin, "the mover's hex")
        return after.into_reserve(action.unit), [*events, ReturnedToReserve(action.unit, last)]
    return after, events


def hop_over(state: State, player: Faction, origin: Hex, target: Hex, interpretations: Interpretations) -> Hex:
    """PT-BEW-2: the tile of the friendly unit a hop from ``origin`` to ``target`` passes over.

    A hop lands two steps away.  ``PT-A-SPRUNGBAHN=gerade``: over the neighbouring tile on the
    straight line to the target.  ``=beliebig``: over any neighbouring friendly unit the target
    also touches.  Among several candidates the lowest ``(q, r)`` is reported, so the event is
    deterministic.
    """
    if distance(origin, target) != 2:
        candidates: list[Hex] = []
    elif interpretations[switches.HOP_PATH] == "gerade":
        direction = direction_between(origin, target)
        candidates = [origin + direction] if direction is not None else []
    else:
        candidates = sorted(origin + d for d in DIRECTIONS.values() if (origin + d).is_adjacent(target))
    friendly = [c for c in candidates if _holds_friend(state, c, player)]
    if friendly:
        return friendly[0]
    if any(state.unit_at(c) is not None for c in candidates):
        raise IllegalAction("PT.MOVE.HOP_OVER_ENEMY", "PT-BEW-2", f"only a friendly unit can be hopped over on the way to {target}")
    raise IllegalAction("PT.MOVE.NOT_REACHABLE", "PT-BEW-1", f"{target} is neither adjacent to {origin} nor reachable by a hop")


def _holds_friend(state: State, at: Hex, player: Faction) -> bool:
    unit = state.unit_at(at)
    return unit is not None and unit.faction == player


def is_immune(state: State, unit_id: str, terrain: Terrain) -> bool:
    """PT-GEF-4: a unit with terrain advantage on a hazardous terrain ignores its hazard."""
    return terrain in state.units[unit_id].profile.terrain


def enter_hazard(state: State, unit_id: str, at: Hex, dice: DiceSupply) -> tuple[State, list[Event]]:
    """PT-GEF-1, PT-GEF-2, PT-GEF-4: entering hazardous terrain rolls one ``gefahr`` die at once.

    A unit whose favoured terrain is the hazardous one is immune and rolls nothing (PT-GEF-4).
    On a defeating face the unit leaves the board for the opponent's prison camp.
    """
    terrain = state.tiles[at]
    defeating = HAZARDS.get(terrain)
    if defeating is None or is_immune(state, unit_id, terrain):
        return state, []
    roll = dice.face(labels.HAZARD)
    defeated = roll in defeating
    events: list[Event] = [HazardChecked(unit_id, at, terrain, roll, defeated)]
    if defeated:
        state = state.captured(unit_id)
        events.append(Captured(unit_id, by=opponent(state.units[unit_id].faction), cause="hazard"))
    return state, events


def plan_return(state: State, action: Move, origin: Hex, interpretations: Interpretations, hop_only: bool = False) -> MovePlan:
    """PT-RES-3: moving a unit onto its own base sends it back to the reserve.

    The base must be a neighbour of the unit; with ``PT-A-RUECKZUG-SPRUNG=auch-sprung`` a hop
    over a friendly unit reaches it too.  At the end of a chain of hops (``hop_only``) only a
    hop reaches the base.
    """
    base = action.to
    if origin.is_adjacent(base) and not hop_only:
        return MovePlan("home", origin)
    if interpretations[switches.HOP_TO_BASE] == "nur-nachbar":
        raise IllegalAction("PT.RESERVE.BASE_NOT_REACHABLE", "PT-RES-3", f"only a unit next to the base at {base} returns to the reserve")
    try:
        hop_over(state, action.player, origin, base, interpretations)
    except IllegalAction:
        raise IllegalAction(
            "PT.RESERVE.BASE_NOT_REACHABLE", "PT-RES-3", f"the base at {base} is not reachable from {origin}"
        ) from None
    return MovePlan("home", origin)


def plan_summon(state: State, action: Summon) -> MovePlan:
    """PT-RES-1, PT-RES-2: a reserve unit enters on a free tile next to its own base, without a hazard check."""
    if action.unit not in state.reserve[action.player]:
        raise IllegalAction("PT.SUMMON.NOT_IN_RESERVE", "PT-RES-1", f"unit {action.unit!r} is not in the reserve")
    target = action.to
    if target not in state.tiles:
        raise IllegalAction("PT.SUMMON.NO_TILE", "PT-RES-1", f"there is no tile at {target}")
    if not target.is_adjacent(state.base_hex_placed(action.player)):
        raise IllegalAction("PT.SUMMON.NOT_NEXT_TO_BASE", "PT-RES-1", f"{target} is not next to the own base")
    if target in state.board:
        raise IllegalAction("PT.SUMMON.OCCUPIED", "PT-RES-1", f"the tile at {target} is occupied by {state.board[target]!r}")
    return MovePlan("summon")


def move_candidates(state: State, player: Faction) -> list[Move | Summon]:
    """Every move and summon worth checking for legality: targets within two steps, the base."""
    candidates: list[Move | Summon] = []
    for at, unit_id in sorted(state.board.items(), key=lambda item: item[1]):
        if state.units[unit_id].faction != player:
            continue
        targets = {n + d for n in at.neighbours() for d in DIRECTIONS.values()} | set(at.neighbours())
        candidates.extend(Move(player, unit_id, to) for to in sorted(targets - {at}))
    base = state.base_hex_placed(player)
    for unit_id in sorted(state.reserve[player]):
        candidates.extend(Summon(player, unit_id, to) for to in sorted(base.neighbours()))
    return candidates

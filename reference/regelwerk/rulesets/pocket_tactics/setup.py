"""Setting up a game: roll-off, the first base, the tiles from the bag, the second base and
the deployment of three units each.

The first player sits at the south edge: the sides of a piece that face away from them are
north, north-east and north-west, so the field grows north, towards the second player.

Every check is made by a ``plan_*`` function before any die is read (:func:`.rules.check` calls
them); the procedures that carry an action out check nothing.  Order of checks:

``place_tile``   ``PT.SETUP.FIRST_BASE_MISSING`` (PT-VOR-4), ``PT.SETUP.OCCUPIED`` (the hex holds
                 a tile or a base; PT-MAT-1), ``PT.SETUP.WRONG_SIDE`` (the first tile: PT-VOR-4,
                 the second: PT-VOR-5, every later one: PT-VOR-6); then the draw from the bag
                 (``PT.SETUP.NOT_IN_BAG``, malformed, when no tile of the drawn terrain is left)
``place_base``   first base: anywhere on the empty map (PT-VOR-4), once (``PT.SETUP.BASE_PLACED``);
                 the second player's during setup: ``PT.SETUP.SECOND_BASE_EARLY`` (PT-VOR-7); second base:
                 ``PT.SETUP.OCCUPIED``, ``PT.SETUP.BASE_TOUCH_COUNT``, ``PT.SETUP.BASE_NOT_FARTHEST``
                 (PT-VOR-7)
``deploy``       ``PT.DEPLOY.NOT_IN_RESERVE``, ``PT.DEPLOY.NO_TILE``, ``PT.DEPLOY.OCCUPIED``,
                 ``PT.DEPLOY.NOT_CLOSEST`` (PT-VOR-8)
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import replace
from typing import cast

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.hexgrid import DIRECTIONS, Hex, distance
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.pocket_tactics import dice as labels
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import Deploy, PlaceBase, PlaceTile, RollOff
from regelwerk.rulesets.pocket_tactics.events import (
    BasePlaced,
    FirstPlayerChosen,
    PhaseChanged,
    TilePlaced,
    UnitDeployed,
)
from regelwerk.rulesets.pocket_tactics.movement import enter_hazard
from regelwerk.rulesets.pocket_tactics.state import FACTIONS, UNITS_DEPLOYED, Faction, State, Terrain, deployment_done, opponent  # noqa: F401

AWAY_FROM_FIRST = (DIRECTIONS["N"], DIRECTIONS["NE"], DIRECTIONS["NW"])
TOWARDS_FIRST = (DIRECTIONS["S"], DIRECTIONS["SE"], DIRECTIONS["SW"])
# The text names the first tile (PT-VOR-4) and the second (PT-VOR-5) on their own; both must lie
# against a side facing away from the first player whatever PT-A-LEGEREGEL says of the rest.
RESTRICTED_TILES = 2
SIDE_CLAUSES = ("PT-VOR-4", "PT-VOR-5", "PT-VOR-6")


def roll_off(state: State, action: RollOff, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """PT-VOR-3: both roll a W6 (Legion first) until the dice differ; PT-A-STARTWURF says who begins."""
    rolls: list[tuple[int, int]] = []
    while True:
        pair = (dice.face(labels.ROLL_OFF), dice.face(labels.ROLL_OFF))
        rolls.append(pair)
        if pair[0] != pair[1]:
            break
    higher = FACTIONS[0] if rolls[-1][0] > rolls[-1][1] else FACTIONS[1]
    first = higher if interpretations[switches.ROLL_OFF] == "hoeher-beginnt" else opponent(higher)
    after = replace(state, phase="setup", first=first, active=first)
    return after, [FirstPlayerChosen(first, tuple(rolls)), PhaseChanged("setup")]


def plan_first_base(state: State, action: PlaceBase) -> None:
    """PT-VOR-4, PT-VOR-7: during the setup only the first player lays a base, and only once;
    the second base comes after the last tile."""
    if action.player != state.first:
        raise IllegalAction("PT.SETUP.SECOND_BASE_EARLY", "PT-VOR-7", "the second base comes after the last tile")
    if state.base_hex(action.player) is not None:
        raise IllegalAction("PT.SETUP.BASE_PLACED", "PT-VOR-4", "the first player has placed the base already")


def place_first_base(state: State, action: PlaceBase) -> tuple[State, list[Event]]:
    """PT-VOR-4: the first player puts their base down; the map is empty, so anywhere will do."""
    return state.with_base(action.player, action.at), [BasePlaced(action.player, action.at)]


def plan_tile(state: State, action: PlaceTile, interpretations: Interpretations) -> None:
    """PT-VOR-4, PT-VOR-5, PT-VOR-6, PT-MAT-1: a tile needs the first base on the map, an empty
    hex, and a side of the field facing away from the first player (PT-A-LEGEREGEL)."""
    if state.base_hex(state.first_player) is None:
        raise IllegalAction("PT.SETUP.FIRST_BASE_MISSING", "PT-VOR-4", "the first base comes before the first tile")
    if not state.is_empty(action.at):
        raise IllegalAction("PT.SETUP.OCCUPIED", "PT-MAT-1", f"{action.at} already holds a tile or a base")
    if not fits(state, action.at, interpretations):
        raise IllegalAction(
            "PT.SETUP.WRONG_SIDE", SIDE_CLAUSES[min(len(state.tiles), RESTRICTED_TILES)],
            f"{action.at} lies against no side of the field that faces away from the first player",
        )


def place_tile(state: State, action: PlaceTile, dice: DiceSupply) -> tuple[State, list[Event]]:
    """PT-VOR-4, PT-VOR-5, PT-VOR-6: draw a tile and lay it where :func:`plan_tile` allowed;
    players alternate until the bag is empty."""
    terrain = cast(Terrain, dice.draw(labels.BAG))  # dice.check_draws has made sure the bag holds it
    after = state.with_tile(action.at, terrain)
    events: list[Event] = [TilePlaced(action.player, action.at, terrain)]
    if after.tiles_left() == 0:
        after = replace(after, phase="second_base", active=opponent(state.first_player))
        events.append(PhaseChanged("second_base"))
    else:
        after = after.turn_passed()
    return after, events


def fits(state: State, at: Hex, interpretations: Interpretations) -> bool:
    """Whether a new tile at ``at`` touches a placed piece on a side facing away from the first
    player: the first tile a side of the first base (PT-VOR-4); the second a side of the piece
    PT-A-ZWEITE-KACHEL names (PT-VOR-5); from the third on PT-A-LEGEREGEL decides (PT-VOR-6)."""
    pieces = set(state.tiles) | {b.at for b in state.bases.values() if b.at is not None}
    if not state.tiles:
        pieces = {state.base_hex_placed(state.first_player)}
    elif len(state.tiles) < RESTRICTED_TILES:
        pieces = second_tile_pieces(state, interpretations)
    else:
        reading = interpretations[switches.TILE_SIDES]
        if reading == "beliebige-seite":
            return any(n in pieces for n in at.neighbours())
        if reading == "alle-beruehrungen-abgewandt":
            # every placed piece the tile touches has it on a side facing away
            touched = [n for n in at.neighbours() if n in pieces]
            return bool(touched) and all(n + d != at for n in touched for d in TOWARDS_FIRST)
    return any(at - d in pieces for d in AWAY_FROM_FIRST)


def second_tile_pieces(state: State, interpretations: Interpretations) -> set[Hex]:
    """PT-VOR-5, PT-A-ZWEITE-KACHEL: the pieces the second tile may lie against (on a side
    facing away from the first player): the first base or the first tile, only the first tile
    ("Kachelseite"), or only the first base ("auf die gleiche Weise" as the first tile)."""
    base, (first_tile,) = state.base_hex_placed(state.first_player), tuple(state.tiles)
    reading = interpretations[switches.SECOND_TILE]
    if reading == "nur-erste-kachel":
        return {first_tile}
    if reading == "nur-stuetzpunkt":
        return {base}
    return {base, first_tile}


def touching(state: State, at: Hex) -> int:
    return sum(1 for n in at.neighbours() if n in state.tiles)


def second_base_options(state: State, interpretations: Interpretations) -> tuple[int | None, frozenset[Hex]]:
    """PT-VOR-7: the tile count the second base must touch and the hexes that qualify.

    The count is the first base's; without such a hex PT-A-STUETZPUNKT-ERSATZ decides.  Among
    the hexes with the count, only those farthest from the first base (PT-A-STUETZPUNKT-ABSTAND)
    qualify; the player chooses among ties.
    """
    first = state.base_hex_placed(state.first_player)
    own = touching(state, first)
    wanted: int | None = own
    empty = {n for t in state.tiles for n in t.neighbours() if state.is_empty(n)}
    if interpretations[switches.BASE_SIDE] == "abgewandte-seite":
        empty = {h for h in empty if faces_away(state, h)}
    counts = {h: touching(state, h) for h in empty}
    exact = {h for h, c in counts.items() if c == wanted}
    if not exact:
        if interpretations[switches.BASE_FALLBACK] == "naechste-anzahl":
            best = min(counts.values(), key=lambda c: (abs(c - own), c))
            exact = {h for h, c in counts.items() if c == best}
            wanted = best
        else:
            exact, wanted = set(counts), None
    far = _distances(state, first, interpretations)
    top = max(far(h) for h in exact)
    return wanted, frozenset(h for h in exact if far(h) == top)


def faces_away(state: State, at: Hex) -> bool:
    """PT-A-STUETZPUNKT-SEITE=abgewandte-seite: whether ``at`` lies against a side of some tile
    that faces away from the first player (north, north-east, north-west of it)."""
    return any(at - d in state.tiles for d in AWAY_FROM_FIRST)


def _distances(state: State, first: Hex, interpretations: Interpretations) -> Callable[[Hex], int]:
    if interpretations[switches.BASE_DISTANCE] == "hexabstand":
        return lambda h: distance(first, h)
    # Steps over tiles from the first base, one more step onto h.
    steps = tile_steps(state, first)
    return lambda h: min((steps[n] + 1 for n in h.neighbours() if n in steps), default=0)


def tile_steps(state: State, origin: Hex) -> dict[Hex, int]:
    """Breadth-first from ``origin`` (0 steps) through tiles: the steps of the shortest way over
    tiles to every tile it reaches (units on the tiles do not matter)."""
    steps = {origin: 0}
    queue = deque([origin])
    while queue:
        here = queue.popleft()
        for n in here.neighbours():
            if n in state.tiles and n not in steps:
                steps[n] = steps[here] + 1
                queue.append(n)
    return steps


def plan_second_base(state: State, action: PlaceBase, interpretations: Interpretations) -> None:
    """PT-VOR-7, PT-MAT-1: the second base on an empty hex, touching as many tiles as the first
    base (PT-A-STUETZPUNKT-ERSATZ) and as far as possible from it (PT-A-STUETZPUNKT-ABSTAND)."""
    if not state.is_empty(action.at):
        raise IllegalAction("PT.SETUP.OCCUPIED", "PT-MAT-1", f"{action.at} already holds a tile or a base")
    # Under PT-A-STUETZPUNKT-SEITE=abgewandte-seite the count and the distance are taken among the
    # places facing away only: any other place is rejected by one of the two checks below.
    wanted, best = second_base_options(state, interpretations)
    if wanted is not None and touching(state, action.at) != wanted:
        raise IllegalAction(
            "PT.SETUP.BASE_TOUCH_COUNT", "PT-VOR-7",
            f"the second base must touch {wanted} tiles; at {action.at} it touches {touching(state, action.at)}",
        )
    if action.at not in best:
        raise IllegalAction("PT.SETUP.BASE_NOT_FARTHEST", "PT-VOR-7", f"{action.at} is not among the farthest places {sorted(best)}")


def place_second_base(state: State, action: PlaceBase) -> tuple[State, list[Event]]:
    """PT-VOR-7: the second base goes where :func:`plan_second_base` allowed; the deployment begins."""
    after = replace(state.with_base(action.player, action.at), phase="deploy", active=state.first)
    return after, [BasePlaced(action.player, action.at), PhaseChanged("deploy")]


def deploy_targets(state: State, player: Faction, interpretations: Interpretations) -> frozenset[Hex]:
    """PT-VOR-8: the free tiles a player may deploy on (PT-A-AUFSTELLUNG-NAEHE), distances
    measured as PT-A-AUFSTELLUNG-ABSTAND says.

    Under ``eigene-haelfte`` a player whose half is full falls back to the nearest free tiles:
    every player brings three units into play, so the deployment never gets stuck.
    """
    free = [t for t in state.tiles if t not in state.board]
    if not free:
        return frozenset()
    from_own = deploy_distance(state, state.base_hex_placed(player), interpretations)
    if interpretations[switches.DEPLOY_AREA] == "eigene-haelfte":
        from_other = deploy_distance(state, state.base_hex_placed(opponent(player)), interpretations)
        half = frozenset(t for t in free if from_own(t) < from_other(t))
        if half:
            return half
    nearest = min(from_own(t) for t in free)
    return frozenset(t for t in free if from_own(t) == nearest)


def deploy_distance(state: State, base: Hex, interpretations: Interpretations) -> Callable[[Hex], float]:
    """PT-VOR-8, PT-A-AUFSTELLUNG-ABSTAND: how far a tile lies from a base, in hexes
    (``hexabstand``) or in steps of the shortest way over tiles (``weg-ueber-kacheln``; a tile
    that no such way reaches is infinitely far)."""
    if interpretations[switches.DEPLOY_DISTANCE] == "hexabstand":
        return lambda tile: distance(base, tile)
    steps = tile_steps(state, base)
    return lambda tile: steps.get(tile, math.inf)


def plan_deploy(state: State, action: Deploy, interpretations: Interpretations) -> None:
    """PT-VOR-8: a unit of the own reserve onto a free tile closest to the own base."""
    if action.unit not in state.reserve[action.player]:
        raise IllegalAction("PT.DEPLOY.NOT_IN_RESERVE", "PT-VOR-8", f"unit {action.unit!r} is not in the reserve")
    if action.to not in state.tiles:
        raise IllegalAction("PT.DEPLOY.NO_TILE", "PT-VOR-8", f"there is no tile at {action.to}")
    if action.to in state.board:
        raise IllegalAction("PT.DEPLOY.OCCUPIED", "PT-VOR-8", f"the tile at {action.to} is occupied")
    if action.to not in deploy_targets(state, action.player, interpretations):
        raise IllegalAction("PT.DEPLOY.NOT_CLOSEST", "PT-VOR-8", f"{action.to} is not among the free tiles closest to the own base")


def deploy(state: State, action: Deploy, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """PT-VOR-8: alternately, starting with the first player, one unit from the reserve onto a
    free tile closest to one's own base (:func:`plan_deploy`), three each; the rest stays in
    reserve."""
    after = state.out_of_reserve(action.unit, action.to)
    events: list[Event] = [UnitDeployed(action.unit, action.to)]
    if interpretations[switches.DEPLOY_HAZARD] == "pruefung":
        after, hazard = enter_hazard(after, action.unit, action.to, dice)
        events.extend(hazard)
    if all(deployment_done(after, f) for f in FACTIONS):
        after = replace(after, phase="play", active=state.first)
        events.append(PhaseChanged("play"))
    elif not deployment_done(after, opponent(action.player)):
        after = after.turn_passed()
    return after, events

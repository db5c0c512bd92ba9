"""The legal actions of a Warhammer 40,000 state, in a fixed order, for random play and tools.

A model's paths and set-up positions are continuous: no finite list holds every legal move.
:func:`candidates` is a fixed, finite choice of actions per step; :func:`legal_actions` keeps
those :func:`.rules.check` accepts, so every action listed is legal and, while the game goes on,
the list is never empty (``end_phase`` or ``end_turn`` ends every step, a sequence under way can
always be finished: an advance without paths moves nobody, a charge without paths fails, a
consolidation without paths moves nobody; and a unit of a destroyed transport can always be set
up nowhere).  A driver that needs only one legal action may check the candidates lazily.  Every
point a candidate names lies on the surface of the table there (the height of the terrain,
WH-GEL-3), so moves may climb; a model that "moves to a free spot" goes straight to a point
round the base it heads for, the nearest such point first, whose way keeps clear of every other
base, and stays where there is none.  The candidates, in this order:

* a unit of a destroyed transport waiting to be set up: each model in a ring 1 inch, then 4
  inches, outside the transport's base, starting in four directions, then nowhere (every model
  is destroyed, WH-ATK-17 to WH-ATK-20);
* an open sequence: the advance move (every model shifted by the same vector, 2 inches or its
  Bewegung plus the roll, in eight directions) and the advance without paths; the charge move in
  which each model whose closest target model is within the roll moves to a free spot just short
  of that model's base (in base contact), the same to half an inch short (legal only where base
  contact is not required, WH-A-MOEGLICH, WH-ANG-6), and the charge without paths; the
  consolidation without paths, towards the enemy (each model not in base contact with an enemy
  model to a free spot just short of the closest one when that is within 3 inches, else 3
  inches straight at it if the way is clear, WH-NAH-13) and towards the nearest objective marker
  (the models not in base contact shifted together by up to 3 inches, from the model nearest to
  a marker straight at it, leading models first, WH-NAH-14);
* the command phase: the battle-shock tests due (WH-ERS-1), an extra command point for each
  player (WH-BEF-1), a stratagem of 1 CP for each unit (WH-ERS-3 forbids them to shocked units);
* the movement step, for each unit on the battlefield that has not moved (``check`` refuses the
  others first): remaining stationary; for an aircraft, its moves straight ahead by 20 inches and
  by its Bewegung, without a pivot and with a pivot of 90 degrees either way, along the old and
  along the new facing (WH-A-FLUGZEUG-DREHUNG decides which is legal; WH-FLZ-2; over the edge it
  leaves, WH-FLZ-4); for any other unit within engagement range (as moving sees it, WH-FLZ-3:
  ``check`` refuses anything else next) fall backs, else normal moves, by every model shifting
  by the same vector (2 inches or its Bewegung, in eight directions; a long fall back may pass
  over and near enemy models), then the roll of an advance and a normal move into each own
  transport (every model straight to a ring 1 inch round the transport's first model, WH-TRA-1);
  then, for each unit in a transport, disembarking into such a ring, starting in four
  directions (WH-TRA-3 to WH-TRA-7);
* the reinforcements step: each unit in reserve set up in a row (1 inch between the bases) at
  one of a few anchor points, 1 inch from an edge or a quarter, half or three quarters across
  the table (WH-VER-1, WH-RES-2 to WH-RES-4, WH-SCT-2), aircraft facing north;
* the shooting step: each unit shoots every model's first ranged weapon at one enemy unit, or
  one model alone;
* the charge step: a charge of each unit against each enemy unit;
* the fight steps: each eligible unit fighting with every model that can fight and may attack
  one enemy unit (its first melee weapon; WH-A-NAHKAMPFZIEL, WH-A-NAHKAMPFZIEL-WER), or with one
  such model alone, then with every such model against the first enemy unit it may attack (the
  declaration WH-A-ATTACKEN-WAHL=pflicht asks for), or without attacks, without piling in; then,
  for a unit
  that is no aircraft, piling in (each model not in base contact with an enemy model it may
  fight moving as in a consolidation towards the enemy, or the first such model alone,
  WH-NAH-3) and fighting with every model that can attack one enemy unit after the pile in;
* ``end_phase`` (not in the step ``remaining``), ``end_turn`` with the removals the coherency
  rule needs (WH-ZUG-2: under WH-A-FORMATION-ENTFERNEN=spieler-waehlt the models out of
  coherency one at a time, first in the unit's order, until the unit is coherent).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import replace

from regelwerk.core.errors import EngineRejection
from regelwerk.core.inches import Direction, Point, inches
from regelwerk.core.ruleset import Interpretations
from regelwerk.core.shapes import surface_height
from regelwerk.rulesets.w40k import fight, movement, turn
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.actions import (
    Advance,
    Arrive,
    BattleShockTest,
    ChargeMove,
    Consolidate,
    DeclareCharge,
    Declared,
    Disembark,
    EmergencyDisembark,
    EndPhase,
    EndTurn,
    Fight,
    GainCp,
    Move,
    Moves,
    PlayerAction,
    Shoot,
    UseStratagem,
)
from regelwerk.rulesets.w40k.boardfree import BoardFreeState
from regelwerk.rulesets.w40k.command import testers
from regelwerk.rulesets.w40k.rules import check
from regelwerk.rulesets.w40k.state import Model, State, Unit

STEP = inches(2)
DIRECTIONS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
SPACING = inches(2)  # between the rings of models set up around a transport
CLOSE_IN = inches(3)  # the reach of a pile in and of a consolidation (WH-NAH-3, WH-NAH-13)
SHORT = 3  # units left between two bases that come into contact: inside the tolerance of base contact
HALF_INCH = inches(1) // 2  # a charge that ends within engagement range but out of base contact
CONTACT = 5  # the tolerance of base contact (measure.CONTACT_TOLERANCE): such a model does not close in
RING_GAP = inches(1)  # between a transport's base and the bases set up around it
AIRCRAFT_MINIMUM = inches(20)


def legal_actions(state: State, interpretations: Interpretations) -> list[PlayerAction]:
    """Every candidate of the module docstring that :func:`.rules.check` accepts, in order; none
    once the game is over, and none in a board-free state (a calculator's case has no game to go on)."""
    if isinstance(state, BoardFreeState):
        return []
    out = []
    for action in candidates(state, interpretations):
        try:
            check(state, action, interpretations)
        except EngineRejection:
            continue
        out.append(action)
    return out


def candidates(state: State, interpretations: Interpretations) -> Iterator[PlayerAction]:
    """The candidates of the module docstring in order, before :func:`.rules.check` (none once
    the game is over): a driver that needs one legal action can check them lazily."""
    if state.phase == "over":
        return
    if state.pending:
        yield from _emergency(state)
        return
    active = state.mover
    sequence = state.sequence
    if sequence is not None:
        unit = state.units[sequence.unit]
        if sequence.kind == "advance":
            for vector in _vectors(unit, sequence.roll or 0):
                yield Move(unit.player, unit.id, "advance", _shifted(state, unit, vector))
            yield Move(unit.player, unit.id, "advance", {})
        elif sequence.kind == "charge":
            targets = [m for t in sequence.targets for m in state.units[t].alive()]
            for gap in (SHORT, HALF_INCH):
                contact = _approach(state, unit, targets, inches(sequence.roll or 0), only_reaching=True, gap=gap)
                if contact:
                    yield ChargeMove(unit.player, unit.id, contact)
            yield ChargeMove(unit.player, unit.id, {})
        else:
            yield Consolidate(unit.player, unit.id, {})
            towards_enemy = _approach(state, unit, fight.consolidation_enemies(state, unit), CLOSE_IN)
            if towards_enemy:
                yield Consolidate(unit.player, unit.id, towards_enemy)
            towards_marker = _to_marker(state, unit)
            if towards_marker:
                yield Consolidate(unit.player, unit.id, towards_marker)
        return
    if state.phase == "command":
        for unit in testers(state, interpretations):
            yield BattleShockTest(unit.player, unit.id)
        for player in state.players:
            yield GainCp(player)
        for unit in state.on_battlefield():
            yield UseStratagem(unit.player, unit.id, 1)
    elif state.step == "move":
        yield from _moves(state, active, interpretations)
    elif state.step == "reinforcements":
        for unit in state.units_of(active):
            if unit.location in ("strategic_reserve", "deep_strike"):
                yield from _arrivals(state, unit)
    elif state.step == "shoot":
        for unit in state.on_battlefield(active):
            yield from _shots(state, unit)
    elif state.step == "charge":
        for unit in state.on_battlefield(active):
            for target in state.enemies_of(unit):
                yield DeclareCharge(active, unit.id, (target.id,))
    elif state.step in ("fights_first", "remaining"):
        for player in state.players:
            for unit in fight.eligible_units(state, player, interpretations):
                yield from _fights(state, unit, interpretations)
    if state.step == "remaining":
        yield EndTurn(active, _removals(state, interpretations))
    else:
        yield EndPhase(active)


# -- the movement step -----------------------------------------------------------------------------


def _moves(state: State, active: str, interpretations: Interpretations) -> Iterator[PlayerAction]:
    """The movement step's candidates of the units that have not moved yet (``check`` refuses
    the others first); a normal move, an advance and a move into a transport only for a unit
    outside engagement range, a fall back only for one within it (``check`` refuses the others
    next)."""
    transports = [u for u in state.on_battlefield(active) if u.has("transport")]
    for unit in state.on_battlefield(active):
        if unit.turn.moved is not None:
            continue
        yield Move(active, unit.id, "stationary", {})
        if unit.has("aircraft"):
            yield from _flights(state, unit)
            continue
        engaged = movement.unit_engaged(state, unit, interpretations)
        for vector in _vectors(unit, 0):
            yield Move(active, unit.id, "fall_back" if engaged else "normal", _shifted(state, unit, vector))
        if engaged:
            continue
        yield Advance(active, unit.id)
        for carrier in transports:
            if carrier.id != unit.id:
                ring = _ring(state, unit, carrier, 0)
                yield Move(active, unit.id, "normal", {k: (p,) for k, p in ring.items()}, embark=carrier.id)
    for unit in state.units_of(active):
        if unit.location == "embarked" and unit.transport is not None:
            carrier = state.units[unit.transport]
            for start in (0, 2, 4, 6):
                yield Disembark(active, unit.id, _ring(state, unit, carrier, start))


def _vectors(unit: Unit, roll: int) -> list[tuple[int, int]]:
    """Shifts of a move: 2 inches and the unit's Bewegung (the least of its models), plus the
    advance roll, in each of eight directions; a diagonal shift is no longer than a straight one."""
    move = min(m.profile.move for m in unit.alive())
    out = []
    for length in (STEP + inches(roll), inches(move + roll)):
        diagonal = math.isqrt(length * length // 2)
        out += [(dx * (diagonal if dx and dy else length), dy * (diagonal if dx and dy else length)) for dx, dy in DIRECTIONS]
    return out


def _on_surface(state: State, x: int, y: int) -> Point:
    return Point(x, y, surface_height(state.terrain, x, y))


def _shifted(state: State, unit: Unit, vector: tuple[int, int]) -> Mapping[str, tuple[Point, ...]]:
    """Every alive model moves by ``vector`` in one straight segment (``check`` rejects what is
    too far, for instance with a climb)."""
    dx, dy = vector
    return {m.id: (_on_surface(state, m.position().x + dx, m.position().y + dy),) for m in unit.alive()}


def _ring(state: State, unit: Unit, carrier: Unit, start: int) -> dict[str, Point]:
    """The unit's models round the transport's first model, 1 inch from its base."""
    centre = carrier.alive()[0]
    return _around(state, unit, centre.position(), centre.base, RING_GAP, start)


def _around(state: State, unit: Unit, centre: Point, size: int, gap: int, start: int) -> dict[str, Point]:
    """The unit's alive models ``gap`` outside a base of diameter ``size`` at ``centre``, one in
    each of the eight directions from ``start`` on (then a second ring 2 inches further out)."""
    positions = {}
    for i, model in enumerate(unit.alive()):
        dx, dy = DIRECTIONS[(start + i) % len(DIRECTIONS)]
        reach = (size + model.base) // 2 + gap + (i // len(DIRECTIONS)) * SPACING
        if dx and dy:
            reach = math.isqrt(reach * reach // 2)
        positions[model.id] = _on_surface(state, centre.x + dx * reach, centre.y + dy * reach)
    return positions


def _flights(state: State, unit: Unit) -> Iterator[PlayerAction]:
    """WH-FLZ-2: straight ahead by 20 inches and by the Bewegung, with no pivot or a pivot of 90
    degrees either way, along the old facing and along the new one (WH-A-FLUGZEUG-DREHUNG decides
    which is legal)."""
    first = unit.alive()[0]
    old = first.facing
    if old is None:
        return
    for new, along in dict.fromkeys((n, a) for n in (old, Direction(-old.dy, old.dx), Direction(old.dy, -old.dx)) for a in (old, n)):
        norm = along.dx * along.dx + along.dy * along.dy
        for length in (AIRCRAFT_MINIMUM, inches(first.profile.move)):
            k = math.isqrt(length * length // norm)
            if k * k * norm < length * length and length == AIRCRAFT_MINIMUM:
                k += 1
            paths = {
                m.id: (_on_surface(state, m.position().x + along.dx * k, m.position().y + along.dy * k),) for m in unit.alive()
            }
            yield Move(unit.player, unit.id, "normal", paths, facing={m.id: new for m in unit.alive()})


# -- reinforcements, shooting ----------------------------------------------------------------------


def _arrivals(state: State, unit: Unit) -> Iterator[PlayerAction]:
    """Set-ups in a row (1 inch between the bases) at anchor points: the row 1 inch from each
    edge, at a quarter, half and three quarters of the table."""
    width, depth = state.table.width, state.table.depth
    models = unit.alive()
    size = max(m.base for m in models)
    spacing = size + inches(1)
    near = inches(1) + size // 2
    xs = (near, width // 4, width // 2, 3 * width // 4, width - near - spacing * (len(models) - 1))
    ys = (near, depth // 4, depth // 2, 3 * depth // 4, depth - near)
    facing = {m.id: Direction(0, 1) for m in models if "aircraft" in m.keywords}
    for y in ys:
        for x in xs:
            yield Arrive(unit.player, unit.id, {m.id: _on_surface(state, x + i * spacing, y) for i, m in enumerate(models)}, facing)


def _shots(state: State, unit: Unit) -> Iterator[PlayerAction]:
    def first_ranged(model_id: str) -> str | None:
        return next((w.id for w in unit.model(model_id).weapons if w.type == "ranged"), None)

    shooters = [(m.id, w) for m in unit.alive() if (w := first_ranged(m.id)) is not None]
    for target in state.enemies_of(unit):
        yield Shoot(unit.player, unit.id, tuple(Declared(m, w, target.id) for m, w in shooters))
        for m, w in shooters:
            yield Shoot(unit.player, unit.id, (Declared(m, w, target.id),))


# -- moving towards models and markers -------------------------------------------------------------


def _gap(model: Model, at: Point, other: Model) -> float:
    """The horizontal gap between the two bases, as a float: only to choose candidates."""
    there = other.position()
    return math.hypot(there.x - at.x, there.y - at.y) - (model.base + other.base) / 2


def _placed(state: State) -> dict[str, tuple[Point, int]]:
    return {m.id: (m.position(), m.base) for u in state.on_battlefield() for m in u.alive()}


def _clear(at: Point, end: Point, base: int, others: dict[str, tuple[Point, int]]) -> bool:
    """The straight way from ``at`` to ``end`` keeps the base a unit clear of every other base
    (floats with a margin: ``check`` decides)."""
    dx, dy = end.x - at.x, end.y - at.y
    n = dx * dx + dy * dy
    for centre, size in others.values():
        t = 0.0 if n == 0 else min(max(((centre.x - at.x) * dx + (centre.y - at.y) * dy) / n, 0.0), 1.0)
        if math.hypot(at.x + t * dx - centre.x, at.y + t * dy - centre.y) < (base + size) / 2 + 1:
            return False
    return True


def _straight(state: State, at: Point, there: Point, distance: float) -> Point:
    """The point ``distance`` from ``at`` straight towards ``there``, on the surface."""
    dx, dy = there.x - at.x, there.y - at.y
    length = math.hypot(dx, dy)
    return _on_surface(state, at.x + int(dx * distance / length), at.y + int(dy * distance / length))


def _contact_spot(state: State, model: Model, target: Model, reach: int, others: dict[str, tuple[Point, int]], gap: int) -> Point | None:
    """A spot ``gap`` short of the target's base, within ``reach`` of the model in a straight line
    that keeps clear of the other bases: the nearest such spot, then spots further round the
    target's base, either way; ``None`` when none of them is free."""
    at, there = model.position(), target.position()
    radius = (model.base + target.base) / 2 + gap
    facing = math.atan2(at.y - there.y, at.x - there.x)
    step = 2 * math.asin(min(1.0, model.base / (4 * radius)))  # half a base along the ring
    for k in (0, 1, -1, 2, -2, 3, -3, 4, -4, 6, -6):
        angle = facing + k * step
        spot = _on_surface(state, there.x + int(radius * math.cos(angle)), there.y + int(radius * math.sin(angle)))
        if math.hypot(spot.x - at.x, spot.y - at.y) <= reach - 1 and _clear(at, spot, model.base, others):
            return spot
    return None


def _approach(state: State, unit: Unit, others: list[Model], reach: int, only_reaching: bool = False, gap: int = SHORT) -> dict[str, tuple[Point, ...]]:
    """Each alive model not in base contact with one of ``others`` moves straight at the closest
    of them, one after another: to a free spot ``gap`` short of its base (by default just short:
    in base contact) when that is within ``reach``, else ``reach`` towards it if the way is clear
    (a model that cannot get there stays when ``only_reaching``, as in a charge)."""
    placed = _placed(state)
    moves: dict[str, tuple[Point, ...]] = {}
    for model in unit.alive():
        at = model.position()
        best = min(others, key=lambda o: _gap(model, at, o), default=None)
        if best is None or _gap(model, at, best) <= CONTACT:
            continue
        rest = {k: v for k, v in placed.items() if k != model.id}
        spot = _contact_spot(state, model, best, reach, rest, gap) if _gap(model, at, best) - gap <= reach else None
        if spot is None and not only_reaching:
            end = _straight(state, at, best.position(), reach - 1)
            spot = end if _clear(at, end, model.base, rest) else None
        if spot is not None:
            moves[model.id] = (spot,)
            placed[model.id] = (spot, model.base)
    return moves


def _to_marker(state: State, unit: Unit) -> dict[str, tuple[Point, ...]]:
    """WH-NAH-14: the models that are not in base contact with an enemy model all shift by one
    vector (so that they keep their formation), up to 3 inches straight from the model nearest
    to an objective marker towards that marker (to its centre at most); the leading models move
    first, and a model whose way is not clear stays."""
    enemies = fight.consolidation_enemies(state, unit)
    movers = [m for m in unit.alive() if not any(_gap(m, m.position(), e) <= CONTACT for e in enemies)]
    pairs = [(math.hypot(o.at.x - m.position().x, o.at.y - m.position().y), m, o) for m in movers for o in state.objectives]
    if not pairs:
        return {}
    distance, model, marker = min(pairs, key=lambda p: p[0])
    if distance < 1:
        return {}
    end = _straight(state, model.position(), marker.at, min(distance, CLOSE_IN - 1))
    dx, dy = end.x - model.position().x, end.y - model.position().y
    placed = _placed(state)
    moves: dict[str, tuple[Point, ...]] = {}
    for m in sorted(movers, key=lambda m: -(m.position().x * dx + m.position().y * dy)):
        at = m.position()
        spot = _on_surface(state, at.x + dx, at.y + dy)
        if _clear(at, spot, m.base, {k: v for k, v in placed.items() if k != m.id}):
            moves[m.id] = (spot,)
            placed[m.id] = (spot, m.base)
    return moves


# -- the fight phase -------------------------------------------------------------------------------


def _with_moves(state: State, unit: Unit, moves: Moves) -> State:
    return state.with_unit(replace(unit, models=tuple(replace(m, at=moves[m.id][-1]) if m.id in moves else m for m in unit.models)))


def _lines(state: State, unit: Unit, target: Unit, interpretations: Interpretations) -> list[Declared]:
    """Every model that can fight (WH-NAH-5) and may attack ``target`` (WH-NAH-8), with its first
    melee weapon."""
    enemies = fight.fight_enemies(state, unit, interpretations)
    lines = []
    for model in unit.alive():
        weapon = next((w.id for w in model.weapons if w.type == "melee"), None)
        if weapon is None or not any(fight.can_attack(state, unit, model, e, interpretations) for e in enemies):
            continue
        if fight.may_target(state, unit, model, target, interpretations):
            lines.append(Declared(model.id, weapon, target.id))
    return lines


def _fights(state: State, unit: Unit, interpretations: Interpretations) -> Iterator[PlayerAction]:
    for target in fight.fight_enemies(state, unit, interpretations):
        lines = _lines(state, unit, target, interpretations)
        if lines:
            yield Fight(unit.player, unit.id, {}, tuple(lines))
        for line in lines:
            yield Fight(unit.player, unit.id, {}, (line,))
    # every model against the first enemy unit it may attack, targets in the order of the enemy
    # units: the one declaration WH-A-ATTACKEN-WAHL=pflicht may leave when models reach
    # different units
    combined: list[Declared] = []
    for target in fight.fight_enemies(state, unit, interpretations):
        for line in _lines(state, unit, target, interpretations):
            if line.model not in {c.model for c in combined}:
                combined.append(line)
    if combined:
        yield Fight(unit.player, unit.id, {}, tuple(combined))
    # without attacks: always possible, so that a unit that must fight but reaches nobody (a
    # charger whose target is gone, a model engaged but not in base contact under
    # WH-A-NAHKAMPFZIEL=und) never leaves the step without a legal action
    yield Fight(unit.player, unit.id, {}, ())
    if unit.has("aircraft"):
        return
    pile_in = _approach(state, unit, [m for e in fight.fight_enemies(state, unit, interpretations) for m in e.alive()], CLOSE_IN)
    first = dict(list(pile_in.items())[:1])
    for moves in (pile_in, first) if len(pile_in) > 1 else (pile_in,):
        if not moves:
            continue
        after = _with_moves(state, unit, moves)
        for target in fight.fight_enemies(after, after.units[unit.id], interpretations):
            lines = _lines(after, after.units[unit.id], target, interpretations)
            if lines:
                yield Fight(unit.player, unit.id, moves, tuple(lines))


def _removals(state: State, interpretations: Interpretations) -> Mapping[str, tuple[str, ...]]:
    """WH-ZUG-2 under ``spieler-waehlt``: for each unit, the first model out of coherency, again
    and again, until it is coherent; by default the action names none."""
    if interpretations[switches.COHERENCY_REMOVAL] != "spieler-waehlt":
        return {}
    removals: dict[str, tuple[str, ...]] = {}
    for unit in state.on_battlefield():
        named: list[str] = []
        current = unit
        while (out := turn.out_of_coherency(current, interpretations)) and len(named) < len(unit.models):
            named.append(out[0])
            current = turn.without_models(unit, named)
        if named:
            removals[unit.id] = tuple(named)
    return removals


def _emergency(state: State) -> Iterator[PlayerAction]:
    """WH-ATK-17 to WH-ATK-20: the models of the waiting unit in a ring 1 inch, then 4 inches,
    outside the destroyed transport's base, starting in four directions; then nowhere (every
    model is destroyed), which is always possible."""
    pending = state.pending[0]
    unit = state.units[pending.unit]
    for gap in (inches(1), inches(4)):
        for start in (0, 2, 4, 6):
            yield EmergencyDisembark(unit.player, unit.id, _around(state, unit, pending.at, pending.base, gap, start))
    yield EmergencyDisembark(unit.player, unit.id, {})

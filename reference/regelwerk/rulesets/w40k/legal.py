"""The legal actions of a Warhammer 40,000 state, in a fixed order, for random play and tools.

A model's paths and set-up positions are continuous: no finite list holds every legal move.  The
list here is a fixed, finite choice of candidates per step, each kept only if :func:`.rules.check`
accepts it, so every action listed is legal and, while the game goes on, the list is never empty
(``end_phase`` or ``end_turn`` ends every step, and a sequence under way can always be finished:
a charge without paths fails, a consolidation without paths moves nobody).  The candidates, in
this order:

* a unit of a destroyed transport waiting to be set up: each model in a ring around the
  transport's position (WH-ATK-17);
* an open sequence: the advance move (every model shifted by the same vector), the charge move
  straight at the closest target model to just short of its base (when ``check`` accepts it) and
  without paths, the consolidation without paths;
* the command phase: the battle-shock tests due (WH-ERS-1), an extra command point for each
  player (WH-BEF-1), a stratagem of 1 CP for each unit (WH-ERS-3 forbids them to shocked units);
* the movement step: for each unit, remaining stationary, a normal move and a fall back by
  every model shifting by the same vector (2 inches in eight directions), the roll of an advance;
* the reinforcements step: each unit in reserve set up in a row along one of a few anchor points
  (WH-VER-1, WH-RES-2 to WH-RES-4, WH-SCT-2);
* the shooting step: each unit shoots every model's first ranged weapon at one enemy unit, or
  one model alone;
* the charge step: a charge of each unit against each enemy unit;
* the fight steps: each eligible unit fighting with every model that can attack one enemy unit
  (its first melee weapon), or with one such model alone;
* ``end_phase`` (not in the step ``remaining``), ``end_turn`` with the removals the coherency
  rule needs (WH-ZUG-2: under WH-A-FORMATION-ENTFERNEN=spieler-waehlt the models out of
  coherency one at a time, first in the unit's order, until the unit is coherent).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping

from regelwerk.core.errors import EngineRejection
from regelwerk.core.inches import Direction, Point, inches
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.w40k import fight, turn
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.actions import (
    Advance,
    Arrive,
    BattleShockTest,
    ChargeMove,
    Consolidate,
    DeclareCharge,
    Declared,
    EmergencyDisembark,
    EndPhase,
    EndTurn,
    Fight,
    GainCp,
    Move,
    PlayerAction,
    Shoot,
    UseStratagem,
)
from regelwerk.rulesets.w40k.command import testers
from regelwerk.rulesets.w40k.rules import check
from regelwerk.rulesets.w40k.state import State, Unit

STEP = inches(2)
DIRECTIONS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
SPACING = inches(2)  # between the models of a unit set up in a row


def legal_actions(state: State, interpretations: Interpretations) -> list[PlayerAction]:
    """Every candidate of the module docstring that :func:`.rules.check` accepts, in order; none
    once the game is over."""
    if state.phase == "over":
        return []
    out = []
    for action in _candidates(state, interpretations):
        try:
            check(state, action, interpretations)
        except EngineRejection:
            continue
        out.append(action)
    return out


def _candidates(state: State, interpretations: Interpretations) -> Iterator[PlayerAction]:
    if state.pending:
        yield from _emergency(state)
        return
    active = state.mover
    sequence = state.sequence
    if sequence is not None:
        unit = state.units[sequence.unit]
        if sequence.kind == "advance":
            for vector in _vectors(sequence.roll or 0, unit):
                yield Move(unit.player, unit.id, "advance", _shifted(unit, vector))
        elif sequence.kind == "charge":
            contact = _towards_targets(state, unit, sequence.targets, inches(sequence.roll or 0))
            if contact:
                yield ChargeMove(unit.player, unit.id, contact)
            yield ChargeMove(unit.player, unit.id, {})
        else:
            yield Consolidate(unit.player, unit.id, {})
        return
    if state.phase == "command":
        for unit in testers(state, interpretations):
            yield BattleShockTest(unit.player, unit.id)
        for player in state.players:
            yield GainCp(player)
        for unit in state.on_battlefield():
            yield UseStratagem(unit.player, unit.id, 1)
    elif state.step == "move":
        for unit in state.on_battlefield(active):
            yield Move(active, unit.id, "stationary", {})
            for vector in _vectors(0, unit):
                yield Move(active, unit.id, "normal", _shifted(unit, vector))
                yield Move(active, unit.id, "fall_back", _shifted(unit, vector))
            yield Advance(active, unit.id)
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


def _vectors(roll: int, unit: Unit) -> list[tuple[int, int]]:
    """Shifts of a move: 2 inches (plus the advance roll) in each of eight directions."""
    length = STEP + inches(roll)
    return [(dx * length, dy * length) for dx, dy in DIRECTIONS]


def _shifted(unit: Unit, vector: tuple[int, int]) -> Mapping[str, tuple[Point, ...]]:
    """Every alive model moves by ``vector`` in one straight segment (diagonals are longer than the
    straight ones; ``check`` rejects what is too far)."""
    dx, dy = vector
    return {m.id: (Point(m.position().x + dx, m.position().y + dy, m.position().z),) for m in unit.alive()}


def _towards_targets(state: State, unit: Unit, targets: tuple[str, ...], reach: int) -> dict[str, tuple[Point, ...]]:
    """A charge move: each model whose closest target model is within ``reach`` moves straight at
    it and stops just short of its base (about two units apart, inside the tolerance of base
    contact); the others stay."""
    enemies = [m for t in targets for m in state.units[t].alive()]
    moves: dict[str, tuple[Point, ...]] = {}
    for model in unit.alive():
        at = model.position()
        best = min(enemies, key=lambda e: (e.position().x - at.x) ** 2 + (e.position().y - at.y) ** 2, default=None)
        if best is None:
            continue
        there = best.position()
        dx, dy = at.x - there.x, at.y - there.y
        distance = math.hypot(dx, dy)
        stop = (model.base + best.base) / 2 + 2
        if distance == 0 or distance - stop > reach:
            continue
        end = Point(there.x + round(dx * stop / distance), there.y + round(dy * stop / distance), there.z)
        moves[model.id] = (end,)
    return moves


def _row(unit: Unit, x: int, y: int) -> dict[str, Point]:
    return {m.id: Point(x + i * SPACING, y, 0) for i, m in enumerate(unit.alive())}


def _arrivals(state: State, unit: Unit) -> Iterator[PlayerAction]:
    """Set-ups in a row at anchor points near each edge and across the table."""
    width, depth = state.table.width, state.table.depth
    xs = (inches(2), width // 4, width // 2, 3 * width // 4, width - inches(2) - SPACING * len(unit.alive()))
    ys = (inches(2), depth // 4, depth // 2, 3 * depth // 4, depth - inches(2))
    facing = {m.id: Direction(0, 1) for m in unit.alive() if "aircraft" in m.keywords}
    for y in ys:
        for x in xs:
            yield Arrive(unit.player, unit.id, _row(unit, x, y), facing)


def _shots(state: State, unit: Unit) -> Iterator[PlayerAction]:
    def first_ranged(model_id: str) -> str | None:
        return next((w.id for w in unit.model(model_id).weapons if w.type == "ranged"), None)

    shooters = [(m.id, w) for m in unit.alive() if (w := first_ranged(m.id)) is not None]
    for target in state.enemies_of(unit):
        yield Shoot(unit.player, unit.id, tuple(Declared(m, w, target.id) for m, w in shooters))
        for m, w in shooters:
            yield Shoot(unit.player, unit.id, (Declared(m, w, target.id),))


def _fights(state: State, unit: Unit, interpretations: Interpretations) -> Iterator[PlayerAction]:
    for target in fight.fight_enemies(state, unit):
        lines = []
        for model in unit.alive():
            weapon = next((w.id for w in model.weapons if w.type == "melee"), None)
            if weapon is not None and fight.can_attack(state, unit, model, target, interpretations):
                lines.append(Declared(model.id, weapon, target.id))
        if lines:
            yield Fight(unit.player, unit.id, {}, tuple(lines))
        for line in lines:
            yield Fight(unit.player, unit.id, {}, (line,))


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
    """WH-ATK-17: the models of the waiting unit in a ring just outside the transport's base."""
    pending = state.pending[0]
    unit = state.units[pending.unit]
    models = unit.alive()
    for gap in (inches(1), inches(4)):
        positions = {}
        for i, model in enumerate(models):
            dx, dy = DIRECTIONS[i % len(DIRECTIONS)]
            reach = pending.base // 2 + model.base // 2 + gap + (i // len(DIRECTIONS)) * SPACING
            positions[model.id] = Point(pending.at.x + dx * reach, pending.at.y + dy * reach, 0)
        yield EmergencyDisembark(unit.player, unit.id, positions)

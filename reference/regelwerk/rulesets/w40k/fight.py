"""The fight phase: the order of fighting, pile in, who can fight, one melee weapon per model,
targets and split attacks, the order of resolution, consolidation.

The fight phase has two steps: first every unit with Fights First, chargers included, then every
other unit (WH-NAH-2).  In each step the player whose turn it is not picks first, then the players
alternate (WH-NAH-1); a player with no unit left to fight in the step is skipped.  A unit that
fights does so with one ``fight`` action (pile in, then its attacks), then consolidates with a
``consolidate`` action (no paths: it stays).

Order of checks for a ``fight`` (after the checks of :mod:`.rules`):

1. ``WH.FIGHT.NOT_ELIGIBLE``   the unit is not on the battlefield, has fought, is neither within
                               engagement range of an enemy unit it may fight nor a charger, or
                               has no Fights First in the first step          (WH-NAH-2, WH-NAH-5)
2. ``WH.FIGHT.NOT_YOUR_PICK``  the other player picks now                            (WH-NAH-1)
3. pile in: ``WH.FIGHT.AIRCRAFT_PILE_IN`` (WH-NAH-4), ``WH.FIGHT.NO_MOVE`` (WH-TRA-4, only under
   WH-A-AUSSTEIGEN-BEWEGT=ganzer-zug), ``WH.FIGHT.ALREADY_IN_CONTACT`` (WH-NAH-3),
   the checks every move shares (3", WH-NAH-3), ``WH.FIGHT.NOT_CLOSER``
   (WH-A-NACHRUECKEN-NAEHER), ``WH.FIGHT.BASE_CONTACT`` (WH-A-MOEGLICH), ``WH.FIGHT.NOT_ENGAGED``,
   ``WH.FIGHT.COHERENCY`` (all WH-NAH-3; WH-A-NACHRUECKEN-REICHWEITE, WH-A-NACHRUECKEN-FLUGZEUGE)
4. per declared line: ``WH.FIGHT.MODEL_GONE`` (WH-NAH-5), ``WH.FIGHT.NOT_MELEE`` (WH-NAH-7),
   ``WH.FIGHT.TWO_WEAPONS`` (WH-NAH-7), ``WH.FIGHT.MODEL_CANNOT`` (WH-NAH-5),
   ``WH.FIGHT.INVALID_TARGET`` (WH-NAH-8), ``WH.FIGHT.AIRCRAFT`` (WH-NAH-6),
   ``WH.FIGHT.TARGET_OUT_OF_REACH`` (WH-NAH-8, WH-A-NAHKAMPFZIEL), ``WH.FIGHT.SPLIT`` (WH-NAH-9)
5. ``WH.FIGHT.MODEL_IDLE``     under WH-A-ATTACKEN-WAHL=pflicht: a living model with a melee
                               weapon that may attack an enemy unit is not declared   (WH-NAH-8)
6. ``WH.FIGHT.ORDER``          the order of resolution (WH-A-NAHKAMPF-REIHENFOLGE) (WH-NAH-10, -11)

For ``consolidate``: ``WH.FIGHT.AIRCRAFT_CONSOLIDATE`` (WH-NAH-16), ``WH.FIGHT.NO_MOVE`` (as for a
pile in), ``WH.FIGHT.ALREADY_IN_CONTACT``
(WH-NAH-13), the checks every move shares (3"), then ``WH.FIGHT.CONSOLIDATE`` when the paths meet
neither the conditions towards the enemy (WH-NAH-13) nor, where that is not possible, those
towards the nearest objective marker (WH-NAH-14).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import Point, inches
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.core.shapes import compare_separations, horizontal_squared
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.actions import Consolidate, Declared, Fight, Moves
from regelwerk.rulesets.w40k.attacks import AttackPlan, resolve_plan
from regelwerk.rulesets.w40k.events import Consolidated
from regelwerk.rulesets.w40k.measure import ENGAGEMENT, engaged, engaged_at, in_contact, within, within_split
from regelwerk.rulesets.w40k.movement import check_paths, move_events, moved_unit
from regelwerk.rulesets.w40k.shooting import contiguous, groups_of
from regelwerk.rulesets.w40k.state import Model, Sequence, State, Unit

PILE_IN = inches(3)
INDIRECT = inches(2)
OBJECTIVE_RANGE = inches(3)
OBJECTIVE_VERTICAL = inches(5)


# -- who fights ----------------------------------------------------------------------------------


def may_fight(attacker: Unit, target: Unit, interpretations: Interpretations) -> bool:
    """WH-NAH-6: aircraft fight only units that can FLY, and only those fight aircraft; under
    WH-A-FLUGZEUG-UMGEKEHRT=fliegende-nur-flugzeuge a unit that can FLY (and is no aircraft) also
    fights only aircraft."""
    if attacker.has("aircraft") or target.has("aircraft"):
        return (attacker.has("aircraft") and target.has("fly")) or (target.has("aircraft") and attacker.has("fly"))
    if attacker.has("fly") and interpretations[switches.AIRCRAFT_CONVERSE] == "fliegende-nur-flugzeuge":
        return False
    return True


def fight_enemies(state: State, unit: Unit, interpretations: Interpretations) -> list[Unit]:
    return [e for e in state.enemies_of(unit) if may_fight(unit, e, interpretations)]


def eligible(state: State, unit: Unit, step: str, interpretations: Interpretations) -> bool:
    """WH-NAH-2, WH-ANG-9: a unit fights once, when it is within engagement range of an enemy
    unit it may fight or has charged this turn (WH-A-KAMPF-BERECHTIGT; under
    ``nur-nahkampfreichweite`` a charger too must be within engagement range); in the first step
    only with Fights First, which chargers have."""
    if not unit.on_battlefield or unit.turn.fought:
        return False
    charged = unit.turn.charge == "succeeded"
    if step == "fights_first" and not (charged or unit.has("fights_first")):
        return False
    engaged_now = any(
        engaged(m, e, interpretations) for target in fight_enemies(state, unit, interpretations) for m in unit.alive() for e in target.alive()
    )
    if interpretations[switches.FIGHT_ELIGIBLE] == "nur-nahkampfreichweite":
        return engaged_now
    return charged or engaged_now


def eligible_units(state: State, player: str, interpretations: Interpretations) -> list[Unit]:
    return [u for u in state.units_of(player) if eligible(state, u, state.step or "", interpretations)]


def check_step_done(state: State, interpretations: Interpretations) -> None:
    left = [u.id for p in state.players for u in eligible_units(state, p, interpretations)]
    if left:
        raise IllegalAction("WH.FIGHT.UNITS_LEFT", "WH-NAH-2", f"units still to fight in this step: {left}")


def in_base_contact(state: State, model: Model, enemies: list[Model]) -> bool:
    return any(in_contact(model.position(), model.base, e.position(), e.base) for e in enemies)


def indirect(state: State, unit: Unit, model: Model, target: Unit, interpretations: Interpretations) -> bool:
    """WH-NAH-5: base contact with a model of its own unit that is in base contact with a model of
    ``target`` (WH-A-INDIREKTER-KONTAKT=2-zoll: within 2" of such a model)."""
    foes = target.alive()
    for friend in unit.alive():
        if friend.id == model.id or not in_base_contact(state, friend, foes):
            continue
        if interpretations[switches.INDIRECT_CONTACT] == "2-zoll":
            if within(model.position(), model.base, friend.position(), friend.base, INDIRECT):
                return True
        elif in_contact(model.position(), model.base, friend.position(), friend.base):
            return True
    return False


def can_attack(state: State, unit: Unit, model: Model, target: Unit, interpretations: Interpretations) -> bool:
    """WH-NAH-5, WH-NAH-8: the model is within engagement range of the target or in indirect base
    contact with it."""
    return any(engaged(model, e, interpretations) for e in target.alive()) or indirect(state, unit, model, target, interpretations)


def may_target(state: State, unit: Unit, model: Model, target: Unit, interpretations: Interpretations) -> bool:
    """WH-NAH-8 (WH-A-NAHKAMPFZIEL-WER): whom a model may attack.  ``einheit`` (default): a unit
    that some model of the attacking unit may reach (:func:`reaches`); ``je-modell``: a unit the
    model itself reaches."""
    if interpretations[switches.FIGHT_TARGET_WHO] == "einheit":
        return any(reaches(state, unit, m, target, interpretations) for m in unit.alive())
    return reaches(state, unit, model, target, interpretations)


def reaches(state: State, unit: Unit, model: Model, target: Unit, interpretations: Interpretations) -> bool:
    """WH-NAH-8 (WH-A-NAHKAMPFZIEL): ``und`` (default): the model is in direct or indirect base
    contact with the target and within its engagement range; ``oder``: as who can fight,
    engagement range or indirect base contact."""
    if interpretations[switches.FIGHT_TARGET] == "oder":
        return can_attack(state, unit, model, target, interpretations)
    foes = target.alive()
    touching = in_base_contact(state, model, foes) or indirect(state, unit, model, target, interpretations)
    return touching and any(engaged(model, e, interpretations) for e in foes)


# -- moving closer (pile in, consolidation) ------------------------------------------------------


@dataclass(frozen=True)
class Marker:
    """An objective marker as a base (WH-NAH-14), so that distances to it are measured like those
    to models: only its position and its diameter count."""

    id: str
    at: Point
    base: int

    def position(self) -> Point:
        return self.at


Site = Model | Marker


def _separation(point: Point, model: Model, other: Site) -> tuple[int, int, int]:
    where = other.position()
    return horizontal_squared(point, where), model.base + other.base, abs(point.z - where.z)


def closest(model: Model, others: Iterable[Site]) -> list[Site]:
    """The models or markers of ``others`` closest to the model (all of them on a tie)."""
    at = model.position()
    best: list[Site] = []
    for other in others:
        if not best:
            best = [other]
            continue
        order = compare_separations(_separation(at, model, other), _separation(at, model, best[0]))
        if order < 0:
            best = [other]
        elif order == 0:
            best.append(other)
    return best


def nearest_to_unit(unit: Unit, markers: list[Marker]) -> list[Site]:
    """WH-A-NEUORDNEN-MARKER=einheit: the markers closest to any model of the unit (all of them on
    a tie)."""
    best: list[Site] = []
    best_separation: tuple[int, int, int] | None = None
    for model in unit.alive():
        for marker in markers:
            separation = _separation(model.position(), model, marker)
            if best_separation is None or compare_separations(separation, best_separation) < 0:
                best, best_separation = [marker], separation
            elif compare_separations(separation, best_separation) == 0 and marker not in best:
                best.append(marker)
    return best


def closer(model: Model, end: Point, towards: Iterable[Site]) -> bool:
    """The model ends closer to one of ``towards`` than it started."""
    start = model.position()
    return any(compare_separations(_separation(end, model, o), _separation(start, model, o)) < 0 for o in towards)


def _refuse(code: str, clause: str, message: str, consolidating: bool) -> IllegalAction:
    """The rejection of a pile in with ``code``; a consolidation is refused with one code for
    every reason (WH.FIGHT.CONSOLIDATE)."""
    return IllegalAction("WH.FIGHT.CONSOLIDATE" if consolidating else code, clause, message)


def _check_moves_towards_enemy(state: State, unit: Unit, moves: Moves, enemies: list[Model], nearest_only: bool, interpretations: Interpretations, consolidating: bool, clause: str) -> None:
    """Pile in and consolidation towards the enemy: each model that moves ends closer to an enemy
    model (the closest, when ``nearest_only``), in base contact where possible; the unit ends
    within engagement range of an enemy and in coherency."""
    from regelwerk.rulesets.w40k.charge import must_contact, touches
    from regelwerk.rulesets.w40k.turn import coherent

    for model in unit.alive():
        if model.id not in moves:
            continue
        end = moves[model.id][-1]
        towards = closest(model, enemies) if nearest_only else enemies
        if not closer(model, end, towards):
            raise _refuse("WH.FIGHT.NOT_CLOSER", clause, f"model {model.id!r} does not end closer to the enemy", consolidating)
        if must_contact(state, model, model.position(), enemies, PILE_IN, interpretations) and not touches(end, model, enemies):
            raise _refuse("WH.FIGHT.BASE_CONTACT", clause, f"model {model.id!r} could reach base contact and does not", consolidating)
    moved = moved_unit(unit, moves)
    _check_each_engaged(moved, moves, enemies, interpretations, consolidating, clause)
    if not any(engaged_at(m.position(), m.base, e.position(), e.base, interpretations) for m in moved.alive() for e in enemies):
        raise _refuse("WH.FIGHT.NOT_ENGAGED", clause, f"unit {unit.id!r} does not end within engagement range", consolidating)
    if not coherent(moved, interpretations):
        raise _refuse("WH.FIGHT.COHERENCY", clause, f"unit {unit.id!r} would end out of coherency", consolidating)


def _check_each_engaged(moved: Unit, moves: Moves, enemies: list[Model], interpretations: Interpretations, consolidating: bool, clause: str) -> None:
    """WH-NAH-3, WH-NAH-13 under WH-A-NACHRUECKEN-REICHWEITE=je-modell: every model that moves
    ends within engagement range of an enemy model (the default asks it of the unit only)."""
    if interpretations[switches.PILE_IN_RANGE] == "einheit":
        return
    for model in moved.alive():
        if model.id in moves and not any(engaged_at(model.position(), model.base, e.position(), e.base, interpretations) for e in enemies):
            raise _refuse("WH.FIGHT.NOT_ENGAGED", clause, f"model {model.id!r} does not end within engagement range", consolidating)


def pile_in_enemies(state: State, unit: Unit, interpretations: Interpretations) -> list[Model]:
    """WH-NAH-3 (WH-A-NACHRUECKEN-FLUGZEUGE): the enemy models a pile in moves towards; under
    ``auch-nachruecken`` a unit that cannot FLY ignores aircraft as when consolidating (WH-NAH-16)."""
    if interpretations[switches.PILE_IN_AIRCRAFT] == "auch-nachruecken":
        return consolidation_enemies(state, unit)
    return [m for e in state.enemies_of(unit) for m in e.alive()]


def _check_not_in_contact(state: State, unit: Unit, moves: Moves, enemies: list[Model], clause: str) -> None:
    for model in unit.alive():
        if model.id in moves and in_base_contact(state, model, enemies):
            raise IllegalAction("WH.FIGHT.ALREADY_IN_CONTACT", clause, f"model {model.id!r} is in base contact and stays")


# -- fight ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FightPlan:
    lengths: dict[str, int]
    attacks: AttackPlan


def check_may_move(unit: Unit, interpretations: Interpretations) -> None:
    """WH-TRA-4 under WH-A-AUSSTEIGEN-BEWEGT=ganzer-zug: a unit that disembarked from a transport
    that had moved does not move for the rest of the turn, so it neither piles in nor
    consolidates."""
    if interpretations[switches.DISEMBARK_MOVED] == "ganzer-zug" and unit.turn.disembarked and unit.turn.no_charge:
        raise IllegalAction("WH.FIGHT.NO_MOVE", "WH-TRA-4", f"unit {unit.id!r} disembarked from a moved transport and does not move this turn")


def plan_fight(state: State, action: Fight, interpretations: Interpretations) -> FightPlan:
    unit = state.units[action.unit]
    if not eligible(state, unit, state.step or "", interpretations):
        raise IllegalAction("WH.FIGHT.NOT_ELIGIBLE", "WH-NAH-2", f"unit {unit.id!r} cannot fight now")
    picking = state.fight_next
    if action.player != picking and picking is not None and eligible_units(state, picking, interpretations):
        raise IllegalAction("WH.FIGHT.NOT_YOUR_PICK", "WH-NAH-1", f"{picking} picks the next unit to fight")
    enemies = pile_in_enemies(state, unit, interpretations)
    lengths: dict[str, int] = {}
    if action.pile_in:
        if unit.has("aircraft"):
            raise IllegalAction("WH.FIGHT.AIRCRAFT_PILE_IN", "WH-NAH-4", "aircraft do not pile in")
        check_may_move(unit, interpretations)
        _check_not_in_contact(state, unit, action.pile_in, enemies, "WH-NAH-3")
        lengths = check_paths(state, unit, action.pile_in, lambda m: PILE_IN, "pile_in", "WH-NAH-3", interpretations)
        nearest = interpretations[switches.PILE_IN_CLOSER] == "naechster-feind"
        _check_moves_towards_enemy(state, unit, action.pile_in, enemies, nearest, interpretations, False, "WH-NAH-3")
    after = state.with_unit(moved_unit(unit, action.pile_in))
    plan = _plan_attacks(after, after.units[unit.id], action.attacks, interpretations)
    return FightPlan(lengths, plan)


def _check_every_model(state: State, unit: Unit, named: set[str], interpretations: Interpretations) -> None:
    """WH-NAH-8 under WH-A-ATTACKEN-WAHL=pflicht: every living model with a melee weapon that may
    attack an enemy unit (WH-NAH-5, WH-NAH-6, WH-NAH-8) is in the declaration."""
    for model in unit.alive():
        if model.id in named or not any(w.type == "melee" for w in model.weapons):
            continue
        if not any(can_attack(state, unit, model, t, interpretations) for t in fight_enemies(state, unit, interpretations)):
            continue
        reachable = [t.id for t in fight_enemies(state, unit, interpretations) if may_target(state, unit, model, t, interpretations)]
        if reachable:
            raise IllegalAction("WH.FIGHT.MODEL_IDLE", "WH-NAH-8", f"model {model.id!r} may attack {reachable[0]!r} and is not declared")


def _plan_attacks(state: State, unit: Unit, lines: tuple[Declared, ...], interpretations: Interpretations) -> AttackPlan:
    weapons: dict[str, str] = {}
    last_line: dict[str, int] = {}
    for i, line in enumerate(lines):
        last_line[line.model] = i
    for i, line in enumerate(lines):
        model = unit.model(line.model)
        if not model.alive:
            raise IllegalAction("WH.FIGHT.MODEL_GONE", "WH-NAH-5", f"model {model.id!r} is not alive")
        weapon = model.weapon(line.weapon)
        assert weapon is not None
        if weapon.type != "melee":
            raise IllegalAction("WH.FIGHT.NOT_MELEE", "WH-NAH-7", f"{weapon.id!r} is not a melee weapon")
        if weapons.setdefault(model.id, weapon.id) != weapon.id:
            raise IllegalAction("WH.FIGHT.TWO_WEAPONS", "WH-NAH-7", f"model {model.id!r} fights with one melee weapon")
        if not any(can_attack(state, unit, model, t, interpretations) for t in fight_enemies(state, unit, interpretations)):
            raise IllegalAction("WH.FIGHT.MODEL_CANNOT", "WH-NAH-5", f"model {model.id!r} is neither engaged nor in indirect contact")
        target = state.units[line.target]
        if target.player == unit.player or not target.on_battlefield:
            raise IllegalAction("WH.FIGHT.INVALID_TARGET", "WH-NAH-8", f"{target.id!r} is not an enemy unit on the battlefield")
        if not may_fight(unit, target, interpretations):
            raise IllegalAction("WH.FIGHT.AIRCRAFT", "WH-NAH-6", "aircraft fight only FLY units, and only those fight aircraft")
        if not may_target(state, unit, model, target, interpretations):
            raise IllegalAction("WH.FIGHT.TARGET_OUT_OF_REACH", "WH-NAH-8", f"{model.id!r} cannot reach {target.id!r}")
        last = last_line[line.model] == i
        if (line.count is None) != last:
            raise IllegalAction("WH.FIGHT.SPLIT", "WH-NAH-9", "each line of a split but the model's last names a number of attacks")
    if interpretations[switches.ATTACKS_ALL] == "pflicht":
        _check_every_model(state, unit, set(weapons), interpretations)
    _check_fight_order(lines, interpretations)

    def modifier(line: Declared) -> int:
        weapon = unit.model(line.model).weapon(line.weapon)
        assert weapon is not None
        return weapon.hit_modifier

    groups = groups_of(lines, state, unit, modifier, ranged=False)
    order = tuple(dict.fromkeys((line.model, line.weapon) for line in lines))
    targets = tuple(dict.fromkeys(line.target for line in lines))
    return AttackPlan(unit.id, groups, order, targets)


def _check_fight_order(lines: tuple[Declared, ...], interpretations: Interpretations) -> None:
    """WH-NAH-10, WH-NAH-11 and their contradiction (WH-A-NAHKAMPF-REIHENFOLGE): targets finished
    one after the other with each profile in one go inside a target (``ziel-vor-profil``); or
    profiles one after the other with each target in one go inside a profile
    (``profil-vor-ziel``); or only each profile against each target in one go (``frei``)."""
    order = interpretations[switches.FIGHT_ORDER]
    pairs = [(line.target, line.weapon) for line in lines]
    if order == "ziel-vor-profil":
        ok, clause = contiguous([t for t, _ in pairs]) and contiguous(pairs), "WH-NAH-10"
    elif order == "profil-vor-ziel":
        ok, clause = contiguous([w for _, w in pairs]) and contiguous(pairs), "WH-NAH-11"
    else:
        ok, clause = contiguous(pairs), "WH-NAH-11"
    if not ok:
        raise IllegalAction("WH.FIGHT.ORDER", clause, "the declaration does not keep the order of resolution")


def resolve_fight(state: State, action: Fight, plan: FightPlan, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """WH-NAH-3, WH-NAH-12: pile in, then every declared attack, also when no enemy is within
    reach any more; the unit may then consolidate and the other player picks next."""
    unit = state.units[action.unit]
    events = move_events(unit, action.pile_in, plan.lengths, "pile_in")
    unit = replace(moved_unit(unit, action.pile_in), turn=replace(unit.turn, fought=True))
    state = state.with_unit(unit)
    after, attack_events = resolve_plan(state, plan.attacks, "melee", action.allocation, dice, interpretations)
    state = replace(after, sequence=Sequence("consolidate", unit.id), fight_next=state.opponent(action.player))
    return state, events + attack_events


# -- consolidation -------------------------------------------------------------------------------


def consolidation_enemies(state: State, unit: Unit) -> list[Model]:
    """WH-NAH-16: units that cannot FLY ignore aircraft when consolidating."""
    return [m for e in state.enemies_of(unit) if unit.has("fly") or not e.has("aircraft") for m in e.alive()]


def enemy_possible(state: State, unit: Unit, enemies: list[Model], interpretations: Interpretations) -> bool:
    """WH-A-MOEGLICH=gerade-reichweite: consolidating towards the enemy counts as possible when an
    enemy model is within 3" plus engagement range of a model of the unit."""
    if interpretations[switches.POSSIBLE] == "nicht-geprueft":
        return False
    return any(within(m.position(), m.base, e.position(), e.base, PILE_IN + ENGAGEMENT) for m in unit.alive() for e in enemies)


def plan_consolidate(state: State, action: Consolidate, interpretations: Interpretations) -> tuple[str, dict[str, int]]:
    unit = state.units[action.unit]
    if not action.paths:
        return "none", {}
    if unit.has("aircraft"):
        raise IllegalAction("WH.FIGHT.AIRCRAFT_CONSOLIDATE", "WH-NAH-16", "aircraft do not consolidate")
    check_may_move(unit, interpretations)
    enemies = consolidation_enemies(state, unit)
    _check_not_in_contact(state, unit, action.paths, enemies, "WH-NAH-13")
    lengths = check_paths(state, unit, action.paths, lambda m: PILE_IN, "consolidate", "WH-NAH-13", interpretations)
    try:
        _check_moves_towards_enemy(state, unit, action.paths, enemies, True, interpretations, True, "WH-NAH-13")
        return "enemy", lengths
    except IllegalAction:
        if enemies and enemy_possible(state, unit, enemies, interpretations):
            raise
    _check_towards_objective(state, unit, action.paths, interpretations)
    return "objective", lengths


def _check_towards_objective(state: State, unit: Unit, moves: Moves, interpretations: Interpretations) -> None:
    """WH-NAH-14: each model that moves ends closer to the objective marker nearest to it; the unit
    ends within range of that marker and in coherency."""
    from regelwerk.rulesets.w40k.turn import coherent

    if not state.objectives:
        raise IllegalAction("WH.FIGHT.CONSOLIDATE", "WH-NAH-15", "neither the enemy nor an objective marker can be reached: no consolidation")
    markers = [Marker(o.id, o.at, o.diameter) for o in state.objectives]
    goals: set[str] = set()
    for_unit = nearest_to_unit(unit, markers) if interpretations[switches.CONSOLIDATE_MARKER] == "einheit" else None
    for model in unit.alive():
        if model.id not in moves:
            continue
        nearest = for_unit if for_unit is not None else closest(model, markers)
        goals.update(m.id for m in nearest)
        if not closer(model, moves[model.id][-1], nearest):
            raise IllegalAction("WH.FIGHT.CONSOLIDATE", "WH-NAH-14", f"model {model.id!r} does not end closer to the nearest objective marker")
    moved = moved_unit(unit, moves)
    reached = any(
        within_split(m.position(), m.base, o.at, o.diameter, OBJECTIVE_RANGE, OBJECTIVE_VERTICAL)
        for m in moved.alive() for o in state.objectives if o.id in goals
    )
    if not reached or not coherent(moved, interpretations):
        raise IllegalAction("WH.FIGHT.CONSOLIDATE", "WH-NAH-14", f"unit {unit.id!r} does not end within range of the marker and in coherency")


def resolve_consolidate(state: State, action: Consolidate, towards: str, lengths: dict[str, int]) -> tuple[State, list[Event]]:
    unit = state.units[action.unit]
    events = move_events(unit, action.paths, lengths, "consolidate")
    state = replace(state.with_unit(moved_unit(unit, action.paths)), sequence=None)
    return state, [*events, Consolidated(unit.id, towards)]

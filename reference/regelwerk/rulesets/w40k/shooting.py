"""The shooting phase: who may shoot, choosing targets, splitting fire, the order of resolution,
Big Guns Never Tire, Lone Operative and Stealth.

Order of checks for a ``shoot`` (after the checks of :mod:`.rules`):

1. ``WH.UNIT.NOT_ON_BATTLEFIELD``  the unit is not on the battlefield               (WH-FKP-1)
2. ``WH.SHOOT.ALREADY_SHOT``       the unit has shot in this phase                    (WH-FKP-3)
3. ``WH.SHOOT.ADVANCED``           it advanced or fell back this turn                 (WH-FKP-1)
4. ``WH.SHOOT.ENGAGED``            it is within engagement range of an enemy unit and is not a
                                   MONSTER or VEHICLE                           (WH-FKP-2, WH-FKP-8)
5. per line of the declaration, in order: ``WH.SHOOT.MODEL_GONE`` (WH-FKP-3),
   ``WH.SHOOT.NOT_RANGED`` (WH-FKP-3), ``WH.SHOOT.WEAPON_TWICE`` (a weapon's attacks all go to one
   target, WH-FKP-5), ``WH.SHOOT.INVALID_TARGET`` (an own unit or one not on the battlefield,
   WH-FKP-4), ``WH.SHOOT.OUT_OF_RANGE`` (no model of the target in range, WH-FKP-4),
   ``WH.SHOOT.NOT_VISIBLE`` (none both visible and in range, WH-FKP-4), ``WH.SHOOT.LOCKED`` (the
   target is within engagement range of a friendly unit and is not a MONSTER or VEHICLE,
   WH-FKP-7, WH-A-GEBUNDEN-SELBST), ``WH.SHOOT.LONE_OPERATIVE`` (WH-FKP-9)
6. ``WH.SHOOT.WEAPON_IDLE``        under WH-A-ATTACKEN-WAHL=pflicht: a ranged weapon of a living
                                   model that has a target it may shoot is not declared (WH-FKP-3)
7. ``WH.SHOOT.ORDER``              the declaration does not finish one target before the next
                                   (WH-A-ZIELREIHENFOLGE)                             (WH-FKP-6)

The declaration lists every model's weapons with their targets before any die is read
(WH-FKP-3); its order is the order of resolution.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction, present
from regelwerk.core.inches import inches
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.actions import Declared, Shoot
from regelwerk.rulesets.w40k.attacks import AttackPlan, Group, Line, resolve_plan
from regelwerk.rulesets.w40k.measure import models_within, units_engaged
from regelwerk.rulesets.w40k.state import State, Unit

LONE_OPERATIVE_RANGE = inches(12)


def big_guns(unit: Unit) -> bool:
    return unit.has("monster") or unit.has("vehicle")


def engaged_with_enemy(state: State, unit: Unit, interpretations: Interpretations) -> bool:
    return any(units_engaged(unit, enemy, interpretations) for enemy in state.enemies_of(unit))


def locked(state: State, shooter: Unit, target: Unit, interpretations: Interpretations) -> bool:
    """WH-FKP-7: the target is within engagement range of a unit of the shooter's side (the
    shooter itself only under WH-A-GEBUNDEN-SELBST=auch-selbst)."""
    include_self = interpretations[switches.LOCKED_SELF] == "auch-selbst"
    friends = [u for u in state.on_battlefield(shooter.player) if include_self or u.id != shooter.id]
    return any(units_engaged(target, friend, interpretations) for friend in friends)


def ranged_hit_modifier(state: State, shooter: Unit, target: Unit, weapon_modifier: int, interpretations: Interpretations) -> tuple[int, ...]:
    """The modifiers of a ranged hit roll on the battlefield (:func:`ranged_modifiers`): the
    shooter is within engagement range of an enemy unit, the target of a unit of the shooter's
    side (the shooter itself included)."""
    by = engaged_with_enemy(state, shooter, interpretations)
    against = big_guns(target) and any(units_engaged(target, friend, interpretations) for friend in state.on_battlefield(shooter.player))
    return ranged_modifiers(weapon_modifier, by, against, target.has("stealth"), interpretations)


def ranged_modifiers(weapon_modifier: int, by: bool, against: bool, stealth: bool, interpretations: Interpretations) -> tuple[int, ...]:
    """The modifiers of a ranged hit roll before the cap, one per source: the weapon's own, -1 for
    a MONSTER or VEHICLE shooting from engagement range (``by``: it may shoot there only as one)
    and -1 for a MONSTER or VEHICLE target within engagement range of the shooter's side
    (``against``) (WH-FKP-8; both together one -1 under WH-A-KANONEN-JEWEILS=einmal), -1 when
    every model of the target has Stealth (WH-FKP-10).  How they add up: WH-ATK-2,
    WH-A-MODIFIKATOR-SUMME.  The board-free form (:mod:`.calculator`) asks this with the facts
    its case states."""
    modifiers = [weapon_modifier] if weapon_modifier else []
    # WH-A-KANONEN-JEWEILS: "jeweils" -1 for each of the two cases, or one -1 when either holds
    if by and against and interpretations[switches.BIG_GUNS_EACH] == "einmal":
        modifiers.append(-1)
    else:
        modifiers.extend(-1 for case in (by, against) if case)
    if stealth:
        modifiers.append(-1)
    return tuple(modifiers)


def groups_of(lines: tuple[Declared, ...], state: State, shooter: Unit, hit_modifier: Callable[[Declared], int | tuple[int, ...]], ranged: bool) -> tuple[Group, ...]:
    """Consecutive lines with the same weapon profile and target form one group; ``hit_modifier``
    gives a line's hit modifiers (one number when there is only the weapon's own)."""
    groups: list[Group] = []
    for line in lines:
        key = (line.weapon, line.target)
        if groups and (groups[-1].weapon, groups[-1].target) == key:
            last = groups[-1]
            groups[-1] = replace(last, lines=(*last.lines, Line(line.model, line.count)))
            continue
        modifiers = hit_modifier(line)
        groups.append(Group(line.weapon, line.target, (Line(line.model, line.count),), (modifiers,) if isinstance(modifiers, int) else modifiers, ranged))
    return tuple(groups)


def contiguous(keys: Sequence[Hashable]) -> bool:
    """Every key occurs in one run of consecutive entries."""
    seen: list[Hashable] = []
    for key in keys:
        if seen and seen[-1] == key:
            continue
        if key in seen:
            return False
        seen.append(key)
    return True


def check_order(lines: tuple[Declared, ...], interpretations: Interpretations) -> None:
    """WH-FKP-6: one target is finished before the next (WH-A-ZIELREIHENFOLGE=ziel-fuer-ziel);
    under ``frei`` only each weapon profile against one target resolves in one go."""
    if interpretations[switches.SHOOT_ORDER] == "ziel-fuer-ziel":
        ok = contiguous([line.target for line in lines])
    else:
        ok = contiguous([(line.target, line.weapon) for line in lines])
    if not ok:
        raise IllegalAction("WH.SHOOT.ORDER", "WH-FKP-6", "the declaration must finish one target before the next")


def check_target(state: State, shooter: Unit, line: Declared, reach: int, interpretations: Interpretations) -> None:
    """WH-FKP-4, WH-FKP-7, WH-FKP-9: the target of one declared line."""
    target = state.units[line.target]
    if target.player == shooter.player or not target.on_battlefield:
        raise IllegalAction("WH.SHOOT.INVALID_TARGET", "WH-FKP-4", f"{target.id!r} is not an enemy unit on the battlefield")
    model = shooter.model(line.model)
    # WH-A-SICHT-JE-MODELL: the attacking model itself, or any model of the shooting unit, with this weapon's range
    lookers = [model] if interpretations[switches.SHOOT_SIGHT_WHO] == "je-modell" else shooter.alive()
    in_range = [(a, m) for a in lookers for m in target.alive() if models_within(a, m, reach)]
    if not in_range:
        raise IllegalAction("WH.SHOOT.OUT_OF_RANGE", "WH-FKP-4", f"no model of {target.id!r} is within range of {model.id!r}")
    if not any(state.can_see(a.id, m.id) for a, m in in_range):
        raise IllegalAction("WH.SHOOT.NOT_VISIBLE", "WH-FKP-4", f"{model.id!r} sees no model of {target.id!r} within range")
    if not big_guns(target) and locked(state, shooter, target, interpretations):
        raise IllegalAction("WH.SHOOT.LOCKED", "WH-FKP-7", f"{target.id!r} is within engagement range of a friendly unit")
    if target.has("lone_operative"):
        measured_from = shooter.alive() if interpretations[switches.LONE_OPERATIVE] == "einheit" else [model]
        if not any(models_within(m, t, LONE_OPERATIVE_RANGE) for m in measured_from for t in target.alive()):
            raise IllegalAction("WH.SHOOT.LONE_OPERATIVE", "WH-FKP-9", f"{target.id!r} is a lone operative more than 12 inches away")


def check_every_weapon(state: State, shooter: Unit, used: set[tuple[str, str]], interpretations: Interpretations) -> None:
    """WH-FKP-3 under WH-A-ATTACKEN-WAHL=pflicht: every ranged weapon of a living model that has a
    target it may shoot (WH-FKP-4, WH-FKP-7, WH-FKP-9) is in the declaration."""
    for model in shooter.alive():
        for weapon in model.weapons:
            if weapon.type != "ranged" or (model.id, weapon.id) in used:
                continue
            reach = inches(present(weapon.range, "the range of a ranged weapon"))
            for target in state.enemies_of(shooter):
                try:
                    check_target(state, shooter, Declared(model.id, weapon.id, target.id), reach, interpretations)
                except IllegalAction:
                    continue
                raise IllegalAction("WH.SHOOT.WEAPON_IDLE", "WH-FKP-3", f"{weapon.id!r} of {model.id!r} has a target ({target.id!r}) and is not declared")


def plan_shoot(state: State, action: Shoot, interpretations: Interpretations) -> AttackPlan:
    shooter = state.units[action.unit]
    if not shooter.on_battlefield:
        raise IllegalAction("WH.UNIT.NOT_ON_BATTLEFIELD", "WH-FKP-1", f"unit {shooter.id!r} is not on the battlefield")
    if shooter.turn.shot:
        raise IllegalAction("WH.SHOOT.ALREADY_SHOT", "WH-FKP-3", f"unit {shooter.id!r} has shot in this phase")
    if shooter.turn.moved in ("advance", "fall_back"):
        raise IllegalAction("WH.SHOOT.ADVANCED", "WH-FKP-1", f"unit {shooter.id!r} advanced or fell back this turn")
    if engaged_with_enemy(state, shooter, interpretations) and not big_guns(shooter):
        raise IllegalAction("WH.SHOOT.ENGAGED", "WH-FKP-2", f"unit {shooter.id!r} is within engagement range of an enemy unit")
    used: set[tuple[str, str]] = set()
    for line in action.attacks:
        model = shooter.model(line.model)
        if not model.alive:
            raise IllegalAction("WH.SHOOT.MODEL_GONE", "WH-FKP-3", f"model {model.id!r} is not alive")
        weapon = model.weapon(line.weapon)
        assert weapon is not None  # parse_action checked it
        if weapon.type != "ranged":
            raise IllegalAction("WH.SHOOT.NOT_RANGED", "WH-FKP-3", f"{weapon.id!r} is not a ranged weapon")
        if (line.model, line.weapon) in used:
            raise IllegalAction("WH.SHOOT.WEAPON_TWICE", "WH-FKP-5", f"all attacks of {weapon.id!r} of {model.id!r} go to one target")
        used.add((line.model, line.weapon))
        reach = inches(present(weapon.range, "the range of a ranged weapon"))  # problems.py: only ranged weapons have one
        check_target(state, shooter, line, reach, interpretations)
    if interpretations[switches.ATTACKS_ALL] == "pflicht":
        check_every_weapon(state, shooter, used, interpretations)
    check_order(action.attacks, interpretations)

    def modifier(line: Declared) -> tuple[int, ...]:
        weapon = shooter.model(line.model).weapon(line.weapon)
        assert weapon is not None
        return ranged_hit_modifier(state, shooter, state.units[line.target], weapon.hit_modifier, interpretations)

    # whether each target has Stealth now, when the targets are declared (WH-A-TARNUNG-ZEITPUNKT)
    groups = tuple(replace(g, stealth=state.units[g.target].has("stealth")) for g in groups_of(action.attacks, state, shooter, modifier, ranged=True))
    order = tuple(dict.fromkeys((line.model, line.weapon) for line in action.attacks))
    targets = tuple(dict.fromkeys(line.target for line in action.attacks))
    return AttackPlan(shooter.id, groups, order, targets)


def resolve_shoot(state: State, action: Shoot, plan: AttackPlan, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    state = state.with_unit(replace(state.units[plan.unit], turn=replace(state.units[plan.unit].turn, shot=True)))
    return resolve_plan(state, plan, "ranged", action.allocation, dice, interpretations)

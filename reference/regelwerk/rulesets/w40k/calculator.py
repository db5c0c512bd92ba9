"""The board-free attack case for dice calculators: the ``resolve_attacks`` action, and the
board-free counterpart of an attack in a game.

A calculator resolves attacks without a battlefield.  ``resolve_attacks`` names the attacking
unit, whether its attacks are ranged or melee, one target and the attacking models' weapons in
the order of resolution; the state is the board-free form of :mod:`.boardfree`.  The action is
planned here and then resolved by the game's own attack sequence
(:func:`~.attacks.resolve_plan`): the same groups (:func:`~.shooting.groups_of`), the same hit
modifiers (:func:`~.shooting.ranged_modifiers`), the same rolls, allocation, saves, damage,
mortal wounds, Verletzungen ignorieren and Gefährliches Ende, and the same events.  What the
battlefield decides in a game, the case states: which units are within engagement range of an
enemy (``engaged``) and which models are within 6" of a model (``near``, the reach of its
Gefährliches Ende).

Order of checks for ``resolve_attacks`` (after the form, WH.ACTION.FORM, and the references,
WH.ACTION.UNKNOWN and WH.ACTION.ALLOCATION, of :func:`~.actions.parse_action`):

1. ``WH.SHOOT.INVALID_TARGET`` / ``WH.FIGHT.INVALID_TARGET``  the target is the attacking unit or
   has no model alive                                                   (WH-FKP-4, WH-NAH-8)
2. per line, in order: ``WH.SHOOT.MODEL_GONE`` / ``WH.FIGHT.MODEL_GONE``  the model is not alive
                                                                        (WH-FKP-3, WH-NAH-5)

Nothing else about who may attack is checked (range, visibility, engagement, the phase, the
order of declaration, one melee weapon per model): the case resolves the attacks it is given.
The first code of each pair is a ranged attack's, the second a melee attack's.

:func:`board_free_case` turns an attack of a game (a state and a ``shoot`` or ``fight`` with one
target) into its board-free case: the suite derives the board-free vectors from the game's with
it (``vectors/w40k/rechner.json``), and the features' calculator steps write their cases with it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace

from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import Point
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.w40k.actions import Declared, Fight, ResolveAttacks, Shoot, parse_action
from regelwerk.rulesets.w40k.attacks import DEADLY_DEMISE_RANGE, AttackPlan, Reach, resolve_plan
from regelwerk.rulesets.w40k.boardfree import BoardFreeState, board_free_json
from regelwerk.rulesets.w40k.measure import models_within
from regelwerk.rulesets.w40k.movement import moved_unit
from regelwerk.rulesets.w40k.shooting import big_guns, engaged_with_enemy, groups_of, ranged_modifiers
from regelwerk.rulesets.w40k.state import Model, State, parse_state


# The rejections of resolve_attacks by kind: (code, clause) for a target that is none, and for a
# model that is not alive: a shooting's for ranged attacks, a fight's in melee.
TARGET = {"ranged": ("WH.SHOOT.INVALID_TARGET", "WH-FKP-4"), "melee": ("WH.FIGHT.INVALID_TARGET", "WH-NAH-8")}
GONE = {"ranged": ("WH.SHOOT.MODEL_GONE", "WH-FKP-3"), "melee": ("WH.FIGHT.MODEL_GONE", "WH-NAH-5")}


# -- planning -----------------------------------------------------------------------------------


def plan_resolve(state: State, action: ResolveAttacks, interpretations: Interpretations) -> AttackPlan:
    """The checks of the module docstring, then the plan the attack sequence resolves: consecutive
    lines with the same weapon form one group (as a ``shoot`` or ``fight`` groups them against one
    target), with the hit modifiers of WH-FKP-8 and WH-FKP-10 for ranged attacks and the weapon's
    own in melee."""
    unit, target = state.units[action.unit], state.units[action.target]
    ranged = action.kind == "ranged"
    if target.id == unit.id or not target.alive():
        raise IllegalAction(*TARGET[action.kind], f"{target.id!r} is not another unit with a model alive")
    for model_id, _ in action.attacks:
        if not unit.model(model_id).alive:
            raise IllegalAction(*GONE[action.kind], f"model {model_id!r} is not alive")
    lines = tuple(Declared(m, w, target.id) for m, w in action.attacks)
    engaged = state.engaged if isinstance(state, BoardFreeState) else frozenset()

    def modifiers(line: Declared) -> tuple[int, ...]:
        weapon = unit.model(line.model).weapon(line.weapon)
        assert weapon is not None  # parse_action checked it
        if not ranged:
            return (weapon.hit_modifier,)
        by = unit.id in engaged and big_guns(unit)
        against = target.id in engaged and big_guns(target)
        return ranged_modifiers(weapon.hit_modifier, by, against, target.has("stealth"), interpretations)

    groups = groups_of(lines, state, unit, modifiers, ranged=ranged)
    if ranged:  # whether the target has Stealth now, when the attacks are declared (WH-A-TARNUNG-ZEITPUNKT)
        groups = tuple(replace(g, stealth=target.has("stealth")) for g in groups)
    return AttackPlan(unit.id, groups, tuple(dict.fromkeys(action.attacks)), (target.id,))


def listed_reach(near: Mapping[str, frozenset[str]]) -> Reach:
    """WH-ATK-16 in the board-free form: the units with an alive model among those the case lists
    as within 6" of the destroyed model, in id order (its own unit included)."""

    def reach(state: State, model: Model, place: Point | None) -> tuple[str, ...]:
        close = near.get(model.id, frozenset())
        return tuple(u.id for u in state.on_battlefield() if any(m.id in close for m in u.alive()))

    return reach


def resolve_case(state: State, action: ResolveAttacks, plan: AttackPlan, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """The attack sequence of the game (:func:`~.attacks.resolve_plan`) on the board-free state."""
    near = state.near if isinstance(state, BoardFreeState) else {}
    return resolve_plan(state, plan, action.kind, action.allocation, dice, interpretations, listed_reach(near))


# -- the board-free counterpart of an attack in a game ------------------------------------------


@dataclass(frozen=True)
class BoardFreeCase:
    """A game's attack as a board-free case: its state and its ``resolve_attacks`` action."""

    state: Json
    action: Json


def board_free_case(state_json: Json, action_json: Json, interpretations: Interpretations) -> BoardFreeCase | None:
    """The board-free case of a ``shoot`` or ``fight`` with exactly one target in a game state
    (``None`` for any other action): the state after the pile in, reduced to the attacking unit,
    the target and every unit a Gefährliches Ende could reach from them (:func:`board_free_state`);
    the action's lines without targets, its allocation orders for these units.  The dice and
    interpretations stay the game's; units aboard a transport are not part of it (a destroyed
    transport has no board-free form)."""
    state = parse_state(state_json)
    action = parse_action(action_json, state)
    if not isinstance(action, (Shoot, Fight)) or len({line.target for line in action.attacks}) != 1:
        return None
    if isinstance(action, Fight):
        state = state.with_unit(moved_unit(state.units[action.unit], action.pile_in))
    target = action.attacks[0].target
    kept = _reached(state, {action.unit, target})
    out = board_free_state(state, kept, interpretations)
    for unit in out["units"]:
        if unit["id"] != action.unit:
            for model in unit["models"]:
                model["weapons"] = []  # only the attacking unit's weapons are read
    lines = list(dict.fromkeys((line.model, line.weapon) for line in action.attacks))
    resolve: Json = {
        "type": "resolve_attacks", "unit": action.unit, "kind": "ranged" if isinstance(action, Shoot) else "melee",
        "target": target, "attacks": [{"model": m, "weapon": w} for m, w in lines],
    }
    allocation = {u: list(order) for u, order in action.allocation.items() if u in kept}
    if allocation:
        resolve["allocation"] = allocation
    return BoardFreeCase(out, resolve)


def board_free_state(state: State, units: Collection[str], interpretations: Interpretations) -> Json:
    """The board-free form of these units of a game state, as the battlefield has them now: each
    unit's ``engaged`` (within engagement range of an enemy unit, under the engagement range of
    ``interpretations``) and each model with Gefährliches Ende its ``near`` (the alive models of
    these units within 6" of it, WH-ATK-16)."""
    engaged = {u for u in units if state.units[u].on_battlefield and engaged_with_enemy(state, state.units[u], interpretations)}
    near = {
        m.id: _near(state, m, units) for u in units if state.units[u].on_battlefield
        for m in state.units[u].alive() if m.profile.deadly_demise is not None
    }
    return board_free_json([state.units[u] for u in sorted(units)], near, engaged)


def _near(state: State, model: Model, units: Collection[str]) -> frozenset[str]:
    """The alive models of ``units`` on the battlefield within 6" of ``model`` (WH-ATK-16), itself
    excepted."""
    return frozenset(
        m.id for u in units if state.units[u].on_battlefield for m in state.units[u].alive()
        if m.id != model.id and models_within(m, model, DEADLY_DEMISE_RANGE)
    )


def _reached(state: State, start: set[str]) -> set[str]:
    """``start`` and every unit on the battlefield that a Gefährliches Ende of a model of these
    units could reach, and so on: the units an attack on ``start`` can touch."""
    kept = set(start)
    frontier = list(start)
    while frontier:
        unit = state.units[frontier.pop()]
        for model in unit.alive():
            if model.profile.deadly_demise is None:
                continue
            for other in state.on_battlefield():
                if other.id not in kept and any(models_within(m, model, DEADLY_DEMISE_RANGE) for m in other.alive()):
                    kept.add(other.id)
                    frontier.append(other.id)
    return kept


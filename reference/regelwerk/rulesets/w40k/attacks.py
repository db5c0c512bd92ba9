"""The attack sequence (ATTACKEN AUSFÜHREN): hits, wounds, allocation, saves, damage, mortal
wounds, Verletzungen ignorieren, Gefährliches Ende and destroyed transports.

Shooting (:mod:`.shooting`) and fighting (:mod:`.fight`) decide before any die is read which
attacks are made, against which target and in which order (a list of :class:`Group`); this
module then reads the dice and applies the results.  Order of resolution (``docs/w40k.md``, "The
attack sequence"):

1. For each group (one weapon profile against one target), in order: skip it when the target has
   no model left.  Roll a hit roll per attack (WH-ATK-3), a wound roll per hit (WH-ATK-4).
2. Then wound by wound: allocate it (WH-ATK-5), roll the save if the model has one (WH-ATK-6 to
   WH-ATK-10), on a failed save roll the damage and take it wound by wound, each with a
   Verletzungen ignorieren die (WH-ATK-11, WH-ATK-12, WH-ATK-15); then the weapon's mortal
   wounds (WH-ATK-13, WH-ATK-14; WH-A-TOEDLICH-ZEITPUNKT).  A wound left over when the target has
   no model left is lost.
3. A model reduced to 0 wounds is destroyed at once: Gefährliches Ende (WH-ATK-16) is rolled
   before it is removed and inflicts its mortal wounds on each unit within 6" in the order of
   their ids, each of those resolved completely (depth first) before the next; a transport's
   embarked units then wait to be set up (WH-ATK-17, a pending entry).

:func:`resolve_plan` is the one entry to the sequence: a ``shoot``, a ``fight`` and the board-free
``resolve_attacks`` (:mod:`.calculator`) all hand it an :class:`AttackPlan`.  The only thing the
sequence asks of the board is which units a Gefährliches Ende reaches (a :data:`Reach`): measured
on the battlefield in a game (:func:`within_six_inches`), read from the case in the board-free
form.  The helper :class:`Battle` collects the new state and the events of one action; nothing
outside the call sees it change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import present
from regelwerk.core.inches import Point, inches
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.w40k import dice as labels
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k import rolls
from regelwerk.rulesets.w40k.events import (
    AttacksDeclared,
    AttacksRolled,
    DamageApplied,
    DeadlyDemise,
    FeelNoPain,
    HitRolls,
    ModelDestroyed,
    MortalWound,
    MortalWounds,
    SaveRoll,
    TransportDestroyed,
    UnitDestroyed,
    WoundAllocated,
    WoundRolls,
)
from regelwerk.rulesets.w40k.measure import within
from regelwerk.rulesets.w40k.state import Model, Pending, State, Unit, Weapon

DEADLY_DEMISE_RANGE = inches(6)

# The units a destroyed model's Gefährliches Ende reaches (WH-ATK-16), in id order: from the state
# after the model was removed, the model, and where it stood (``None`` in the board-free form).
Reach = Callable[[State, Model, Point | None], tuple[str, ...]]


def within_six_inches(state: State, model: Model, place: Point | None) -> tuple[str, ...]:
    """WH-ATK-16 on the battlefield: the units with an alive model within 6" of the destroyed one,
    in id order (its own unit included)."""
    at = present(place, f"the place where {model.id!r} was destroyed")
    return tuple(
        u.id for u in state.on_battlefield()
        if any(within(m.position(), m.base, at, model.base, DEADLY_DEMISE_RANGE) for m in u.alive())
    )


@dataclass(frozen=True)
class Line:
    """One model's share of a group: its attacks with the group's weapon against its target;
    ``count`` is a number of its attacks (a split in melee) or ``None`` for all that remain."""

    model: str
    count: int | None


@dataclass(frozen=True)
class Group:
    """All attacks of one weapon profile against one target that resolve together, with the hit
    modifiers that apply to them, one entry per source (capped when rolled, WH-ATK-2 and
    WH-A-MODIFIKATOR-SUMME)."""

    weapon: str
    target: str
    lines: tuple[Line, ...]
    hit_modifiers: tuple[int, ...]
    ranged: bool
    # a ranged group: whether the target had Stealth when the targets were declared (its -1 is
    # among hit_modifiers); None in melee
    stealth: bool | None = None


@dataclass(frozen=True)
class AttackPlan:
    """What a shooting or fighting unit declared, before any die is read: its groups in the order
    of resolution, the (model, weapon) pairs whose random numbers of attacks are rolled first, in
    that order, and its targets for the ``attacks_declared`` event."""

    unit: str
    groups: tuple[Group, ...]
    weapon_order: tuple[tuple[str, str], ...]
    targets: tuple[str, ...]


def resolve_plan(
    state: State, plan: AttackPlan, kind: str, allocation: Mapping[str, tuple[str, ...]], dice: DiceSupply,
    interpretations: Interpretations, reach: Reach = within_six_inches,
) -> tuple[State, list[Event]]:
    """The attack sequence of one action (module docstring): ``attacks_declared`` (``kind`` is
    ``ranged`` or ``melee``), then every group of the plan with its consequences."""
    battle = Battle(state, dice, interpretations, dict(allocation), reach)
    battle.events.append(AttacksDeclared(plan.unit, kind, plan.targets))
    battle.resolve_groups(plan.unit, plan.groups, plan.weapon_order)
    return battle.state, battle.events


class Battle:
    """The state and events of one action while its attacks and their consequences resolve."""

    def __init__(
        self, state: State, dice: DiceSupply, interpretations: Interpretations, orders: dict[str, tuple[str, ...]],
        reach: Reach = within_six_inches,
    ) -> None:
        self.state = state
        self.dice = dice
        self.interpretations = interpretations
        self.orders = orders  # allocation orders the action gives, by unit
        self.reach = reach
        self.events: list[Event] = []
        # WH-A-WIDERSTAND=hoechster: the highest toughness of each target, fixed when the action
        # selects it (resolve_groups), so that models lost later in the action do not lower it
        self.selected_toughness: dict[str, int] = {}

    # -- allocation and wounds -----------------------------------------------------------------

    def order_of(self, unit: Unit) -> list[Model]:
        """The unit's alive models in the controlling player's order: the action's, else the
        standing order of the state."""
        wanted = self.orders.get(unit.id)
        models = [unit.model(m) for m in wanted] if wanted is not None else list(unit.models)
        return [m for m in models if m.alive]

    def allocate(self, unit_id: str) -> Model | None:
        """WH-ATK-5: a model that has lost wounds or has had an attack allocated in this phase must
        be chosen (the first such in the order); otherwise the first model in the order."""
        ordered = self.order_of(self.state.units[unit_id])
        bound = [m for m in ordered if m.wounds_left < m.profile.wounds or m.attacked]
        candidates = bound or ordered
        return candidates[0] if candidates else None

    def lose_wounds(self, model_id: str, amount: int) -> tuple[int, int]:
        """The model loses ``amount`` wounds one at a time, each unless Verletzungen ignorieren
        saves it (WH-ATK-15); once it is at 0 the rest is lost (WH-ATK-12).  Returns the wounds
        lost and the excess that was lost.  The caller reports the damage, then calls
        :meth:`destroy` for a model left at 0."""
        lost = 0
        for point in range(amount):
            model = self.state.model(model_id)
            if model.wounds_left == 0:
                return lost, amount - point
            value = model.profile.feel_no_pain
            if value is not None:
                threshold: int = value
                (roll,), ignored = self.dice.judged(labels.FEEL_NO_PAIN, 1, lambda rolled: rolls.feel_no_pain(rolled[0], threshold))
                self.events.append(FeelNoPain(model_id, roll, ignored))
                if ignored:
                    continue
            lost += 1
            self.state = self.state.with_model(replace(model, wounds_left=model.wounds_left - 1))
        return lost, 0

    def destroy(self, model_id: str) -> None:
        """A model is destroyed: Gefährliches Ende before it is removed (WH-ATK-16), then its unit
        may be destroyed, a transport with it (WH-ATK-17)."""
        model = self.state.model(model_id)
        unit = self.state.unit_of(model_id)
        place = model.at
        self.state = self.state.with_model(replace(model, status="destroyed", at=None, wounds_left=0, attacked=False))
        self.events.append(ModelDestroyed(model_id, unit.id))
        if not self.demise_waits(model, self.state.units[unit.id]):
            self.deadly_demise(model, place)
        unit = self.state.units[unit.id]
        # Gefährliches Ende may have destroyed the rest of the unit already, and with it the unit
        # (reported once, after the model that fell last)
        if unit.alive() or unit.location == "destroyed":
            return
        self.state = self.state.with_unit(replace(unit, location="destroyed"))
        self.events.append(UnitDestroyed(unit.id))
        # Only a unit embarked in a transport names one, and only a TRANSPORT carries units
        # (position_problems, WH.STATE.TRANSPORT; embarking and disembarking keep it so).
        carried = [u.id for u in self.state.sorted_units() if u.transport == unit.id]
        if carried:
            self.events.append(TransportDestroyed(unit.id, tuple(carried)))
            wreck = present(place, f"the place of transport {unit.id!r}")
            waiting = tuple(Pending("emergency_disembark", u, unit.id, wreck, model.base) for u in carried)
            self.state = replace(self.state, pending=self.state.pending + waiting)

    def demise_waits(self, model: Model, unit: Unit) -> bool:
        """WH-A-TRANSPORTER-ENDE: whether the Gefährliches Ende of ``model``, whose destruction
        destroys a TRANSPORT with units aboard, waits until they are set up (``nach-dem-aussteigen``;
        :func:`.reserves.resolve_emergency` rolls it then) instead of being rolled now, before they
        leave the wreck (``vor-dem-aussteigen``)."""
        if model.profile.deadly_demise is None or unit.alive():
            return False
        if not any(u.transport == unit.id for u in self.state.units.values()):
            return False
        return self.interpretations[switches.DEMISE_TRANSPORT] == "nach-dem-aussteigen"

    def deadly_demise(self, model: Model, place: Point | None) -> None:
        """WH-ATK-16: a W6 for a destroyed model with Gefährliches Ende X; on a 6 each unit within
        6" of it (its own included) suffers X mortal wounds, in the order of the unit ids."""
        expression = model.profile.deadly_demise
        if expression is None:
            return
        (roll,), triggered = self.dice.judged(labels.DEADLY_DEMISE, 1, lambda rolled: rolled[0] == 6)
        if not triggered:
            self.events.append(DeadlyDemise(model.id, roll, False, 0, (), ()))
            return
        if isinstance(expression, str) and self.interpretations[switches.DEMISE_ROLL] == "je-einheit":
            self.deadly_demise_per_unit(model, roll, place, expression)
            return
        amount, read = labels.roll(expression, self.dice, labels.MORTAL, self.interpretations)
        hit = self.demise_hits(model, place)
        self.events.append(DeadlyDemise(model.id, roll, True, amount, read, hit))
        for unit_id in hit:
            self.mortal_wounds(unit_id, amount, read=(), source="deadly_demise")

    def demise_hits(self, model: Model, place: Point | None) -> tuple[str, ...]:
        """WH-ATK-16: the units with a model within 6" of the destroyed one, in id order (the
        action's :data:`Reach`)."""
        return self.reach(self.state, model, place)

    def deadly_demise_per_unit(self, model: Model, roll: int, place: Point | None, expression: str) -> None:
        """WH-ATK-16 under WH-A-GEFAEHRLICHES-ENDE-WURF=je-einheit (the published rule): a random X
        is rolled for each unit hit, all of them in id order before the first unit suffers its
        wounds; the ``deadly_demise`` event carries no X (0, no dice), each ``mortal_wounds``
        event its own."""
        hit = self.demise_hits(model, place)
        amounts = [labels.roll(expression, self.dice, labels.MORTAL, self.interpretations) for _ in hit]
        self.events.append(DeadlyDemise(model.id, roll, True, 0, (), hit))
        for unit_id, (amount, read) in zip(hit, amounts, strict=True):
            self.mortal_wounds(unit_id, amount, read=read, source="deadly_demise")

    def mortal_wounds(self, unit_id: str, amount: int, read: tuple[int, ...], source: str) -> None:
        """WH-ATK-13: each mortal wound costs one wound, without a save, allocated like an attack;
        one that finds no model left is lost.  When a model is destroyed with mortal wounds of
        the same batch still to come, they go on to the next model (WH-A-TOEDLICH-UEBERSCHUSS=weiter)
        or are lost like the excess damage of an attack (``verfaellt``)."""
        if amount <= 0:
            return
        self.events.append(MortalWounds(unit_id, amount, read, source))
        for left in range(amount - 1, -1, -1):
            target = self.allocate(unit_id)
            if target is None:
                return
            self.lose_wounds(target.id, 1)
            after = self.state.model(target.id)
            self.events.append(MortalWound(target.id, after.wounds_left))
            if after.wounds_left == 0:
                self.destroy(target.id)
                if left and self.interpretations[switches.MORTAL_EXCESS] == "verfaellt":
                    return

    # -- the attack sequence -------------------------------------------------------------------

    def resolve_groups(self, attacker_id: str, groups: tuple[Group, ...], weapon_order: tuple[tuple[str, str], ...]) -> None:
        """Resolve the declared attacks of a unit: the random numbers of attacks first, in the
        order of ``weapon_order`` (model, weapon), then each group (module docstring)."""
        attacker = self.state.units[attacker_id]
        self.selected_toughness = selected_toughness(self.state, groups)
        counts: dict[tuple[str, str], int] = {}
        for model_id, weapon_id in weapon_order:
            weapon = attacker.model(model_id).weapon(weapon_id)
            assert weapon is not None
            count, read = labels.roll(weapon.attacks, self.dice, labels.ATTACKS, self.interpretations)
            counts[(model_id, weapon_id)] = count
            if read:
                self.events.append(AttacksRolled(model_id, weapon_id, read, count))
        for group in groups:
            self.resolve_group(attacker, group, counts)

    def resolve_group(self, attacker: Unit, group: Group, counts: dict[tuple[str, str], int]) -> None:
        target = self.state.units[group.target]
        if not target.alive():
            return
        number = 0
        for line in group.lines:
            left = counts[(line.model, group.weapon)]
            share = left if line.count is None else min(line.count, left)
            counts[(line.model, group.weapon)] = left - share
            number += share
        weapon = next(m.weapon(group.weapon) for m in attacker.models if m.weapon(group.weapon) is not None)
        assert weapon is not None
        if number == 0:
            return
        modifier = rolls.capped_all(self.hit_modifiers(group, target), self.interpretations)
        hit_dice, hits = self.dice.counted(labels.HIT, number, lambda roll: int(rolls.succeeds(roll, weapon.skill, modifier)))
        self.events.append(HitRolls(group.weapon, group.target, hit_dice, weapon.skill, modifier, hits))
        if hits == 0:
            return
        toughness = self.toughness(target)
        needed = rolls.wound_target(weapon.strength, toughness)
        wound_modifier = rolls.capped(weapon.wound_modifier)
        wound_dice, wounds = self.dice.counted(
            labels.WOUND, hits, lambda roll: int(rolls.wound_roll(roll, weapon.strength, toughness, weapon.wound_modifier))
        )
        self.events.append(WoundRolls(group.weapon, group.target, wound_dice, needed, wound_modifier, wounds))
        later_mortal = 0
        for left in range(wounds - 1, -1, -1):
            # What follows depends only on these (the state holds the target; the counts fall
            # with every group that rolls, so with the group they name its place in the action):
            # the exact odds work out the rest once per key (core/dice.py, docs/odds.md).
            self.dice.checkpoint(("wound", group, tuple(counts.items()), left, later_mortal, self.state))
            victim = self.allocate(group.target)
            if victim is None:
                break
            self.wound(victim, weapon, group.ranged)
            # a weapon without mortal wounds has mortal 0: rolling it reads no die and
            # mortal_wounds ignores an amount of 0, so no test for it is needed here
            if self.interpretations[switches.MORTAL_TIMING] == "je-attacke":
                amount, read = labels.roll(weapon.mortal, self.dice, labels.MORTAL, self.interpretations)
                self.mortal_wounds(group.target, amount, read, "weapon")
            else:
                later_mortal += 1
            # WH-A-ZUWEISUNG-UEBERSCHUSS=verfallen: the attacks of the group went to this model
            # together ("weist ihm die Attacken zu"); when it falls, the rest fall with it
            if left and not self.state.model(victim.id).alive and self.interpretations[switches.ALLOCATION_EXCESS] == "verfallen":
                break
        for _ in range(later_mortal):
            amount, read = labels.roll(weapon.mortal, self.dice, labels.MORTAL, self.interpretations)
            self.mortal_wounds(group.target, amount, read, "weapon")

    def hit_modifiers(self, group: Group, target: Unit) -> tuple[int, ...]:
        """The hit modifiers of a group as declared; under WH-A-TARNUNG-ZEITPUNKT=je-waffe Stealth
        (WH-FKP-10) is checked again when the group's hit rolls are made: a target whose last
        models without Stealth have fallen since the declaration now has it.  The switch is read
        only then (models do not come back, so a target never loses Stealth)."""
        if group.stealth is False and target.has("stealth") and self.interpretations[switches.STEALTH_WHEN] == "je-waffe":
            return (*group.hit_modifiers, -1)
        return group.hit_modifiers

    def toughness(self, target: Unit) -> int:
        """WH-ATK-4: the toughness a wound roll compares with.  The overview names the model's;
        the wound roll comes before allocation, so under WH-A-WIDERSTAND=zuzuweisendes-modell it
        is the model the next wound would be allocated to, under ``hoechster`` the highest of the
        unit (one value for all its models) at the moment the action selected it as a target."""
        if self.interpretations[switches.TOUGHNESS] == "hoechster":
            return self.selected_toughness[target.id]
        first = self.allocate(target.id)
        assert first is not None
        return first.profile.toughness

    def cover_of(self, victim: Model, ranged: bool) -> int:
        """WH-ATK-8: the instances of cover that count for ``victim``: its own
        (WH-A-DECKUNG-WER=je-modell), or, when it has none, those of any alive model of its unit
        (``einheit``: a model of the unit in cover gives the unit cover).  The switch is read only
        for a ranged attack on a model out of cover."""
        if not ranged or victim.cover > 0:
            return victim.cover
        others = max((m.cover for m in self.state.unit_of(victim.id).alive()), default=0)
        if others > 0 and self.interpretations[switches.COVER_SCOPE] == "einheit":
            return others
        return victim.cover

    def unit_excepted(self, victim: Model) -> bool:
        """WH-ATK-9 under WH-A-DECKUNG-AUSNAHME-WER=einheit: a model whose own save gets cover
        against AP 0 loses it when another alive model of its unit has a save that gets none
        ("Einheiten mit einer RW 3+"); under ``je-modell`` only the model's own save counts.  The
        switch is read only when such another model exists."""
        others = [m for m in self.state.unit_of(victim.id).alive() if m.id != victim.id]
        if not any(rolls.no_cover_save(m.profile.save, self.interpretations) for m in others):
            return False
        return self.interpretations[switches.COVER_EXCEPTION_SCOPE] == "einheit"

    def wound(self, victim: Model, weapon: Weapon, ranged: bool) -> None:
        """WH-ATK-5 to WH-ATK-12: one wound allocated to ``victim``: its save, then the damage."""
        self.state = self.state.with_model(replace(victim, attacked=True))
        self.events.append(WoundAllocated(victim.id))
        profile = victim.profile
        cover = rolls.cover_applies(profile.save, weapon.ap, self.cover_of(victim, ranged), ranged, self.interpretations)
        if cover and weapon.ap == 0 and self.unit_excepted(victim):
            cover = False
        choice = rolls.choose_save(profile.save, profile.invulnerable, weapon.ap, cover, self.interpretations)
        if choice is not None:
            chosen: rolls.SaveChoice = choice
            (roll,), held = self.dice.judged(labels.SAVE, 1, lambda rolled: rolls.saved(rolled[0], chosen, self.interpretations))
            self.events.append(SaveRoll(victim.id, choice.kind, roll, choice.needed, choice.modifier, cover, held))
            if held:
                return
        else:
            self.events.append(SaveRoll(victim.id, "none", None, None, 0, False, False))
        damage, read = labels.roll(weapon.damage, self.dice, labels.DAMAGE, self.interpretations)
        lost, excess = self.lose_wounds(victim.id, damage)
        after = self.state.model(victim.id)
        self.events.append(DamageApplied(victim.id, damage, read, lost, after.wounds_left, excess))
        if after.wounds_left == 0:
            self.destroy(victim.id)


def selected_toughness(state: State, groups: tuple[Group, ...]) -> dict[str, int]:
    """WH-A-WIDERSTAND=hoechster (Regelkommentar, Widerstand einer Einheit): the highest
    toughness among the alive models of each target of the action, taken when the targets are
    selected, before any attack resolves."""
    chosen: dict[str, int] = {}
    for group in groups:
        alive = state.units[group.target].alive()
        if alive:
            chosen[group.target] = max(m.profile.toughness for m in alive)
    return chosen

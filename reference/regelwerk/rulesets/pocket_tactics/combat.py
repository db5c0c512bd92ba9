"""Attacks: melee assaults and ranged attacks, the dice duel, rerolls and advantage.

Order of checks for an ``attack`` (after the turn checks of :mod:`.rules`); every check needs
only the state and the action, so an illegal attack never reads a die:

1. ``PT.ATTACK.NOT_ON_BOARD``   the attacking unit is not on the map            (PT-ANG-1)
2. ``PT.ATTACK.WEAPON``         melee assault with ranged dice, ranged attack with melee dice
                                                                             (PT-NAH-2 / PT-FERN-1)
3. ``PT.ATTACK.OWN_BASE``, ``PT.ATTACK.NO_TARGET``, ``PT.ATTACK.FRIENDLY``
                                the target hex holds no enemy unit or base        (PT-ANG-1)
   ``PT.ATTACK.RANGED_ON_BASE`` a ranged attack on a base under
                                PT-A-STUETZPUNKT-FERNKAMPF=nur-nahkampf           (PT-FERN-1)
4. ``PT.ATTACK.OUT_OF_REACH``   melee beyond a neighbour (PT-NAH-1); ranged beyond a neighbour
                                without a reach ability that covers it (PT-FERN-3)
5. ``PT.ATTACK.EMPTY_SPACE``    a longer ranged attack crosses empty space, or what
                                PT-A-STUETZPUNKT-LEERER-RAUM and PT-A-SCHUSSLINIE-EINHEITEN
                                count as blocking                                (PT-FERN-3)
6. ``PT.ATTACK.NO_DICE``        no red dice of the declared type (PT-A-NULLWUERFEL)
                                (PT-NAH-2 for a melee assault, PT-FERN-1 for a ranged attack)
7. ``PT.REROLL.NO_SUCH_DIE``, ``PT.REROLL.TOO_MANY``, ``PT.REROLL.TWICE``,
   ``PT.REROLL.NOT_ALL_USED``, ``PT.REROLL.ORDER``                       (PT-VTL-1, PT-VTL-2, PT-VTL-3)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from typing import get_args

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.hexgrid import Hex, direction_between, distance
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.pocket_tactics import dice as labels
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics.actions import Attack, Color, Reroll, Role
from regelwerk.rulesets.pocket_tactics.events import (
    AttackDeclared,
    BaseDefeated,
    Captured,
    DiceRolled,
    Occupied,
    PairsCompared,
    Rerolled,
    RerollsGranted,
    Stalemate,
)
from regelwerk.rulesets.pocket_tactics.movement import enter_hazard
from regelwerk.rulesets.pocket_tactics.state import Faction, State, Unit, opponent

ROLES: tuple[Role, ...] = get_args(Role)
COLORS: tuple[Color, ...] = get_args(Color)


@dataclass(frozen=True)
class Budget:
    """Rerolls a side may take: from special abilities (used first) and from advantage."""

    ability: int = 0
    terrain: int = 0
    support: int = 0

    @property
    def advantage(self) -> int:
        return self.terrain + self.support

    @property
    def total(self) -> int:
        return self.ability + self.advantage

    def to_json(self) -> dict[str, int]:
        return {"ability": self.ability, "terrain": self.terrain, "support": self.support}


@dataclass(frozen=True)
class AttackPlan:
    origin: Hex
    attacker: Unit
    defender: Unit | None  # None when the target is a base
    defender_faction: Faction
    distance: int
    counter_weapon: str | None  # None: the defender does not strike back
    dice: dict[tuple[str, str], int]
    budgets: dict[str, Budget]
    sources: tuple[str, ...] = field(default=())

    @property
    def against_base(self) -> bool:
        return self.defender is None


# -- planning (legality) ----------------------------------------------------------------------


def plan_attack(state: State, action: Attack, interpretations: Interpretations) -> AttackPlan:
    """Decide whether ``action`` is a legal attack, its rerolls list included, and what will be
    rolled; raises IllegalAction."""
    plan = plan_bare_attack(state, action, interpretations)
    return replace(plan, sources=check_rerolls(action.rerolls, plan, interpretations))


def plan_bare_attack(state: State, action: Attack, interpretations: Interpretations) -> AttackPlan:
    """Checks 1 to 6 of the module docstring (everything but the rerolls list) and what will be
    rolled; raises IllegalAction."""
    origin = state.position_of(action.unit)
    if origin is None:
        raise IllegalAction("PT.ATTACK.NOT_ON_BOARD", "PT-ANG-1", f"unit {action.unit!r} is not on the board")
    allowed = ("melee", "magic") if action.assault == "melee" else ("ranged", "magic")
    if action.weapon not in allowed:
        clause = "PT-NAH-2" if action.assault == "melee" else "PT-FERN-1"
        raise IllegalAction("PT.ATTACK.WEAPON", clause, f"a {action.assault} attack uses {' or '.join(allowed)} dice")
    attacker = state.units[action.unit]
    defender, defender_faction = _target(state, action)
    if defender is None and action.assault == "ranged" and interpretations[switches.RANGED_ON_BASE] == "nur-nahkampf":
        raise IllegalAction("PT.ATTACK.RANGED_ON_BASE", "PT-FERN-1", "a base is attacked only by a melee assault")
    d = distance(origin, action.target)
    _check_reach(state, attacker, origin, action, d, interpretations)
    if attacker.profile.attack[action.weapon] == 0 and interpretations[switches.ZERO_DICE] == "kein-angriff":
        clause = "PT-NAH-2" if action.assault == "melee" else "PT-FERN-1"
        raise IllegalAction("PT.ATTACK.NO_DICE", clause, f"{attacker.id!r} has no red dice for {action.weapon}")
    counter = _counter_weapon(state, action, attacker, defender, origin, d, interpretations)
    dice = {("attacker", "red"): attacker.profile.attack[action.weapon]}
    dice[("defender", "blue")] = state.bases[defender_faction].defence if defender is None else defender.profile.defence[action.weapon]
    if counter is not None and defender is not None:  # only a unit strikes back (_counter_weapon)
        dice[("defender", "red")] = defender.profile.attack[counter]
        dice[("attacker", "blue")] = attacker.profile.defence[counter]
    dice = {key: dice_rolled(count, interpretations) for key, count in dice.items()}
    return AttackPlan(origin, attacker, defender, defender_faction, d, counter, dice, budgets(state, action, origin, attacker, defender, defender_faction, interpretations))


def _target(state: State, action: Attack) -> tuple[Unit | None, Faction]:
    base_owner = state.base_at(action.target)
    if base_owner == action.player:
        raise IllegalAction("PT.ATTACK.OWN_BASE", "PT-ANG-1", "a unit does not attack its own base")
    if base_owner is not None:
        return None, base_owner
    target = state.unit_at(action.target)
    if target is None:
        raise IllegalAction("PT.ATTACK.NO_TARGET", "PT-ANG-1", f"no enemy unit or base at {action.target}")
    if target.faction == action.player:
        raise IllegalAction("PT.ATTACK.FRIENDLY", "PT-ANG-1", f"{target.id!r} belongs to the attacker's own faction")
    return target, target.faction


DICE_PER_COLOUR = 3  # the print-and-play original ships three red and three blue dice (PT-A-WUERFELVORRAT)


def dice_rolled(count: int, interpretations: Interpretations) -> int:
    """PT-NAH-2, PT-STP-2, PT-A-WUERFELVORRAT: a side rolls the dice its card (or the base's
    value) gives; under ``drei-je-farbe`` never more than three of one colour.  The switch is
    read only for a count above three."""
    if count > DICE_PER_COLOUR and interpretations[switches.DICE_SUPPLY] == "drei-je-farbe":
        return DICE_PER_COLOUR
    return count


def reach(unit: Unit, weapon: str) -> int:
    """How far a unit's ranged or magic attacks of ``weapon`` reach: 1, or a reach ability's range."""
    ranges: list[int] = [a["range"] for a in unit.profile.abilities if a.get("id") == "reach" and weapon in a.get("weapons", ("ranged", "magic"))]
    return max([1, *ranges])


def blocks_shot(state: State, at: Hex, interpretations: Interpretations) -> bool:
    """PT-FERN-3: whether a hex between shooter and target stops a longer ranged attack.

    Empty space (no tile, no base) always does.  A base is no terrain tile: under
    PT-A-STUETZPUNKT-LEERER-RAUM=leerer-raum it counts as empty space.  A unit on the way stops
    the attack only under PT-A-SCHUSSLINIE-EINHEITEN=verdeckt.  Each switch is read only when
    such a piece is on the way.
    """
    if state.base_at(at) is not None:
        return interpretations[switches.BASE_ON_LINE] == "leerer-raum"
    if at not in state.tiles:
        return True
    return at in state.board and interpretations[switches.UNITS_ON_LINE] == "verdeckt"


def clear_path(state: State, a: Hex, b: Hex, interpretations: Interpretations) -> bool:
    """PT-FERN-3: a longer ranged attack must not cross empty space (PT-A-REICHWEITE-WEG); what
    else stops it: :func:`blocks_shot`."""
    d = distance(a, b)
    if interpretations[switches.REACH_PATH] == "gerade-linie":
        step = direction_between(a, b)
        return step is not None and not any(blocks_shot(state, a + step.scaled(k), interpretations) for k in range(1, d))
    frontier, seen = deque([(a, 0)]), {a}
    while frontier:
        here, steps = frontier.popleft()
        for n in here.neighbours():
            if n == b and steps + 1 == d:
                return True
            if n not in seen and steps + 1 < d and distance(n, b) == d - steps - 1 and not blocks_shot(state, n, interpretations):
                seen.add(n)
                frontier.append((n, steps + 1))
    return False


def _check_reach(state: State, attacker: Unit, origin: Hex, action: Attack, d: int, interpretations: Interpretations) -> None:
    if action.assault == "melee":
        if d != 1:
            raise IllegalAction("PT.ATTACK.OUT_OF_REACH", "PT-NAH-1", f"a melee assault goes to a neighbouring tile; {action.target} is {d} away")
        return
    if d > reach(attacker, action.weapon) or (d > 1 and interpretations[switches.REACH_PATH] == "gerade-linie" and direction_between(origin, action.target) is None):
        raise IllegalAction("PT.ATTACK.OUT_OF_REACH", "PT-FERN-3", f"{action.target} is out of {attacker.id!r}'s reach")
    if d > 1 and not clear_path(state, origin, action.target, interpretations):
        raise IllegalAction("PT.ATTACK.EMPTY_SPACE", "PT-FERN-3", f"the attack on {action.target} would cross empty space")


def _counter_weapon(
    state: State, action: Attack, attacker: Unit, defender: Unit | None, origin: Hex, d: int, interpretations: Interpretations
) -> str | None:
    """PT-NAH-2, PT-FERN-2, PT-STP-1: whether and with which dice the defender strikes back."""
    if defender is None:
        return None
    if action.assault == "melee":
        weapon = action.weapon if interpretations[switches.COUNTER_TYPE] == "gleiche-art" else "melee"
        return weapon if defender.profile.attack[weapon] > 0 else None
    if _strikes_back_with(state, action, defender, origin, d, action.weapon, interpretations):
        return action.weapon
    # PT-A-AEHNLICHE-FAEHIGKEIT=fernkampf-oder-magie: ranged and magic are "similar"; read only
    # when the defender has red dice of the other kind.
    other = "magic" if action.weapon == "ranged" else "ranged"
    if defender.profile.attack[other] > 0 and interpretations[switches.SIMILAR_ABILITY] == "fernkampf-oder-magie":
        if _strikes_back_with(state, action, defender, origin, d, other, interpretations):
            return other
    return None


def _strikes_back_with(
    state: State, action: Attack, defender: Unit, origin: Hex, d: int, weapon: str, interpretations: Interpretations
) -> bool:
    """PT-FERN-2: whether the defender reaches the attacker with ``weapon``: red dice of it, a
    reach ability for it under PT-A-AEHNLICHE-FAEHIGKEIT=gleiche-faehigkeit, the distance within
    its reach, and at distance 2 or more a way back that nothing blocks."""
    if defender.profile.attack[weapon] == 0:
        return False
    if interpretations[switches.SIMILAR_ABILITY] == "gleiche-faehigkeit":
        if not any(a.get("id") == "reach" and weapon in a.get("weapons", ("ranged", "magic")) for a in defender.profile.abilities):
            return False
    if d > reach(defender, weapon):
        return False
    return d <= 1 or clear_path(state, action.target, origin, interpretations)


def budgets(
    state: State, action: Attack, origin: Hex, attacker: Unit, defender: Unit | None, defender_faction: Faction,
    interpretations: Interpretations,
) -> dict[str, Budget]:
    """PT-VTL-2, PT-GEL-1..3, PT-UNT-1..3, PT-STP-3, PT-STP-5: rerolls per side.

    Terrain: a melee assault counts the target's terrain (PT-GEL-1); a ranged attack the
    shooter's own tile (PT-GEL-2), and under PT-A-FERNKAMPF-ZIELGELAENDE=auch-ziel also the
    target's; the defender its own tile (PT-GEL-3).
    """
    mode = interpretations[switches.BASE_NEIGHBOURHOOD]
    against_base = defender is None
    next_to_base = any(b.at is not None and b.at.is_adjacent(origin) for b in state.bases.values())
    no_advantage = (mode == "angriff-auf-stuetzpunkt" and against_base) or (mode == "angreifer-neben-stuetzpunkt" and next_to_base)
    no_terrain = no_advantage or (mode == "nur-gelaende" and against_base)

    favoured = attacker.profile.terrain
    if action.assault == "melee":
        terrain = 0 if against_base else int(state.tiles[action.target] in favoured)
    else:
        terrain = int(state.tiles[origin] in favoured)
        if interpretations[switches.RANGED_TARGET_TERRAIN] == "auch-ziel" and not against_base:
            terrain += int(state.tiles[action.target] in favoured)
    near = set(action.target.neighbours())
    reading = interpretations[switches.NEAR_TARGET]
    if reading == "neben-angreifer-oder-ziel":
        near |= set(origin.neighbours())
    elif reading == "umkreis-zwei":
        near |= {n for h in action.target.neighbours() for n in h.neighbours()} - {action.target}
    own_base = state.base_hex(attacker.faction)
    # PT-UNT-3, PT-A-STUETZPUNKT-UNTERSTUETZUNG: read only when the attacker's own base is near.
    base_counts = own_base is None or own_base not in near or interpretations[switches.ATTACKER_BASE_SUPPORT] == "beide-seiten"
    support = _support(state, attacker.faction, near, exclude=attacker.id, base_counts=base_counts)
    attacker_budget = Budget(
        ability=_ability_rerolls(attacker),
        terrain=0 if no_terrain else terrain,
        support=0 if no_advantage else support,
    )
    if defender is None:  # against a base
        defender_budget = Budget(support=_support(state, defender_faction, set(action.target.neighbours()), exclude=None, with_base=False))
    else:
        defender_near = set(action.target.neighbours())
        if _origin_counts_for_defender(state, defender_faction, origin, defender_near | {action.target}, interpretations):
            defender_near |= set(origin.neighbours())
        defender_budget = Budget(
            ability=_ability_rerolls(defender),
            terrain=int(state.tiles[action.target] in defender.profile.terrain),
            support=_support(state, defender_faction, defender_near, exclude=defender.id),
        )
    return {"attacker": attacker_budget, "defender": defender_budget}


def _support(
    state: State, faction: Faction, near: set[Hex], exclude: str | None, with_base: bool = True, base_counts: bool = True
) -> int:
    """PT-UNT-1..3: one reroll per friendly unit near, two for the friendly base near (for the
    attacker only under PT-A-STUETZPUNKT-UNTERSTUETZUNG=beide-seiten: ``base_counts``)."""
    units = sum(1 for at in near if (u := state.unit_at(at)) is not None and u.faction == faction and u.id != exclude)
    base = state.base_hex(faction)
    return units + (2 if with_base and base is not None and base in near and base_counts else 0)


def _origin_counts_for_defender(state: State, faction: Faction, origin: Hex, near: set[Hex], interpretations: Interpretations) -> bool:
    """PT-UNT-2, PT-A-NAEHE-DES-VERTEIDIGERS: whether the hexes next to the attacker also count
    for the defender's support.  The switch is read only when a friend of the defender (or its
    base) stands next to the attacker and not already next to the defender (``near`` holds the
    defender's hex too, so the defender itself never counts as such a friend)."""
    extra = set(origin.neighbours()) - near
    friends = any((u := state.unit_at(at)) is not None and u.faction == faction for at in extra) or state.base_hex(faction) in extra
    return friends and interpretations[switches.NEAR_DEFENDER] == "neben-verteidiger-oder-angreifer"


def _ability_rerolls(unit: Unit) -> int:
    return sum(a.get("count", 1) for a in unit.profile.abilities if a.get("id") == "reroll")


# The dice each side rerolls under PT-A-WIEDERHOLUNG-FARBE=nur-eigene-rolle: the attacker its
# attack (red), the defender its defence (blue).
ROLE_COLOUR: dict[Role, Color] = {"attacker": "red", "defender": "blue"}


def check_rerolls(rerolls: tuple[Reroll, ...], plan: AttackPlan, interpretations: Interpretations) -> tuple[str, ...]:
    """PT-VTL-1..3: the rerolls list is legal; returns the source of each entry."""
    once = interpretations[switches.REROLL_TWICE] == "einmal-je-wuerfel"
    seen: set[tuple[str, str, int]] = set()
    for entry in rerolls:
        count = plan.dice.get((entry.by, entry.color), 0)
        if not 0 <= entry.index < count:
            raise IllegalAction("PT.REROLL.NO_SUCH_DIE", "PT-VTL-3", f"the {entry.by} has no {entry.color} die number {entry.index}")
        if entry.color != ROLE_COLOUR[entry.by] and interpretations[switches.REROLL_COLOUR] == "nur-eigene-rolle":
            raise IllegalAction("PT.REROLL.COLOR", "PT-VTL-3", f"the {entry.by} rerolls only its {ROLE_COLOUR[entry.by]} dice")
        keys = {(entry.by, entry.color, i) for i in _dice_of(entry, count, interpretations)}
        if once and keys & seen:
            raise IllegalAction("PT.REROLL.TWICE", "PT-VTL-1", f"the {entry.by}'s {entry.color} die {entry.index} was rerolled already")
        seen |= keys
    taken = {role: sum(1 for e in rerolls if e.by == role) for role in ROLES}
    for role in ROLES:
        # A side can only use as many rerolls as it has dice to reroll: once per die under
        # PT-A-WIEDERHOLUNG-MEHRFACH=einmal-je-wuerfel, none at all without dice (as full_rerolls).
        budget = _usable(plan, role, once, interpretations)
        if taken[role] > budget:
            raise IllegalAction("PT.REROLL.TOO_MANY", "PT-VTL-1", f"the {role} has {budget} rerolls, not {taken[role]}")
        duty = interpretations[switches.REROLL_DUTY]
        if duty == "pflicht" and taken[role] < budget:
            raise IllegalAction("PT.REROLL.NOT_ALL_USED", "PT-VTL-1", f"the {role} must use all {budget} rerolls")
        if duty == "faehigkeiten-pflicht" and taken[role] < min(budget, plan.budgets[role].ability):
            raise IllegalAction("PT.REROLL.NOT_ALL_USED", "PT-VTL-2", f"the {role} must use its {plan.budgets[role].ability} ability rerolls")
    ability = {role: min(taken[role], plan.budgets[role].ability) for role in ROLES}
    order, sources = _strict_order(taken, ability, interpretations)
    given = [e.by for e in rerolls]
    if given == order:
        return sources
    if interpretations[switches.REROLL_SKIP] == "verzicht-offen":
        # A side may let its turn go by and reroll later: any order of the sides is legal; each
        # side's first rerolls are its ability rerolls, and under faehigkeiten-zuerst no
        # advantage reroll of either side comes before an ability reroll.
        used = {role: 0 for role in ROLES}
        free: list[str] = []
        for role in given:
            free.append("ability" if used[role] < ability[role] else "advantage")
            used[role] += 1
        if interpretations[switches.REROLL_ORDER] == "je-seite" or free == sorted(free):  # "ability" < "advantage"
            return tuple(free)
        raise IllegalAction("PT.REROLL.ORDER", "PT-VTL-2", "ability rerolls of both sides come before any advantage reroll")
    # PT-VTL-2 only when the list alternates correctly but puts an advantage reroll before
    # an ability reroll (PT-A-WIEDERHOLUNG-REIHENFOLGE=faehigkeiten-zuerst); any other
    # disorder breaks the alternation of PT-VTL-1.
    alternates = given == _interleave(taken["attacker"], taken["defender"])
    clause = "PT-VTL-2" if alternates and interpretations[switches.REROLL_ORDER] == "faehigkeiten-zuerst" else "PT-VTL-1"
    raise IllegalAction("PT.REROLL.ORDER", clause, f"rerolls go in turns starting with the attacker: {order}")


def _dice_of(entry: Reroll, count: int, interpretations: Interpretations) -> range:
    """PT-A-WIEDERHOLUNG-UMFANG: the positions one reroll entry throws again: the die it names,
    or under ``ganze-farbe`` every die of that colour of that side (the switch is read only for
    a colour of more than one die)."""
    if count > 1 and interpretations[switches.REROLL_SCOPE] == "ganze-farbe":
        return range(count)
    return range(entry.index, entry.index + 1)


def _rerollable(plan: AttackPlan, role: Role, interpretations: Interpretations) -> list[tuple[Color, int]]:
    """What a side may reroll, one entry each: its own dice (PT-VTL-3), under
    PT-A-WIEDERHOLUNG-FARBE=nur-eigene-rolle only those of its role (read only for a side that
    rolled dice of the other colour), and under PT-A-WIEDERHOLUNG-UMFANG=ganze-farbe one entry
    per colour (its die 0 standing for all of them)."""
    own = [(c, i) for c in COLORS for i in range(plan.dice.get((role, c), 0))]
    if any(c != ROLE_COLOUR[role] for c, _ in own) and interpretations[switches.REROLL_COLOUR] == "nur-eigene-rolle":
        own = [(c, i) for c, i in own if c == ROLE_COLOUR[role]]
    return [(c, i) for c, i in own if i == 0 or len(_dice_of(Reroll(role, c, i), plan.dice[(role, c)], interpretations)) == 1]


def _usable(plan: AttackPlan, role: Role, once: bool, interpretations: Interpretations) -> int:
    budget = plan.budgets[role].total
    if not budget:
        return 0
    dice = len(_rerollable(plan, role, interpretations))
    return min(budget, dice) if once else (budget if dice else 0)


def _strict_order(taken: dict[Role, int], ability: dict[Role, int], interpretations: Interpretations) -> tuple[list[Role], tuple[str, ...]]:
    """PT-VTL-1, PT-VTL-2: the order of turns when no side lets a turn go by, and the source of
    each entry (PT-A-WIEDERHOLUNG-REIHENFOLGE, PT-A-WIEDERHOLUNG-NEUBEGINN)."""
    if interpretations[switches.REROLL_ORDER] == "je-seite":
        order = _interleave(taken["attacker"], taken["defender"])
        sources, used = [], {role: 0 for role in ROLES}
        for role in order:
            sources.append("ability" if used[role] < ability[role] else "advantage")
            used[role] += 1
        return order, tuple(sources)
    first = _interleave(ability["attacker"], ability["defender"])
    rest = {role: taken[role] - ability[role] for role in ROLES}
    # Who begins the advantage rerolls matters only when both groups exist and both sides have
    # advantage rerolls: the switch is read only then.
    start: Role = "attacker"
    if first and rest["attacker"] and rest["defender"] and interpretations[switches.REROLL_RESTART] == "wechsel-fortsetzen":
        start = "defender" if first[-1] == "attacker" else "attacker"
    second: Role = "defender" if start == "attacker" else "attacker"
    then = _interleave(rest[start], rest[second], first=start)
    return first + then, tuple(["ability"] * len(first) + ["advantage"] * len(then))


def full_rerolls(plan: AttackPlan, interpretations: Interpretations) -> tuple[Reroll, ...]:
    """A rerolls list that uses every reroll each side has, in a legal order."""
    once = interpretations[switches.REROLL_TWICE] == "einmal-je-wuerfel"
    dice = {role: _rerollable(plan, role, interpretations) for role in ROLES}
    counts = {role: _usable(plan, role, once, interpretations) for role in ROLES}
    ability = {r: min(counts[r], plan.budgets[r].ability) for r in ROLES}
    order, _ = _strict_order(counts, ability, interpretations)
    used = {role: 0 for role in ROLES}
    rerolls = []
    for role in order:
        color, index = dice[role][used[role] % len(dice[role])]
        used[role] += 1
        rerolls.append(Reroll(role, color, index))
    return tuple(rerolls)


def _interleave(first_count: int, second_count: int, first: Role = "attacker") -> list[Role]:
    """Turns starting with ``first`` (the attacker unless PT-A-WIEDERHOLUNG-NEUBEGINN says
    otherwise), ``first_count`` of them for that side and ``second_count`` for the other; once
    one side is done the other goes on alone."""
    second: Role = "defender" if first == "attacker" else "attacker"
    order: list[Role] = []
    while first_count or second_count:
        if first_count:
            order.append(first)
            first_count -= 1
        if second_count:
            order.append(second)
            second_count -= 1
    return order


# -- resolution ---------------------------------------------------------------------------


def compare(red: list[int], blue: list[int], interpretations: Interpretations) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...], bool]:
    """PT-WUE-1, PT-WUE-2: pair highest with highest; the first pair whose blue die is lower
    defeats and ends the comparison; a red die without a blue partner defeats, under
    PT-A-UEBERZAEHLIGE-WUERFEL=nur-ohne-abwehrwuerfel only when there is no blue die at all.

    Returns the pairs compared, the red dice left without a partner (if the comparison got
    that far), and whether the side whose blue dice these are is defeated.  The switch is read
    only when red dice are left over against at least one blue die.
    """
    red, blue = sorted(red, reverse=True), sorted(blue, reverse=True)
    compared: list[tuple[int, int]] = []
    for r, b in zip(red, blue, strict=False):  # extra red dice are the unmatched ones
        compared.append((r, b))
        if b < r:
            return tuple(compared), (), True
    unmatched = tuple(red[len(blue):])
    if unmatched and blue and interpretations[switches.SURPLUS_DICE] == "nur-ohne-abwehrwuerfel":
        return tuple(compared), unmatched, False
    return tuple(compared), unmatched, bool(unmatched)


def odds_judges(plan: AttackPlan, rolled: dict[tuple[str, str], list[int]], interpretations: Interpretations) -> dict[tuple[str, str], Callable[[tuple[int, ...]], Hashable]]:
    """What the rest of an attack without rerolls takes from each colour's dice, for the exact
    odds (:meth:`~regelwerk.core.dice.DiceSupply.judged`; nothing else reads it): the attacker's
    red and blue dice in sorted order, since PT-WUE-1 pairs them sorted and they are read before
    their partners; the defender's red dice only whether they defeat the attacker's blue dice
    (read before them), and its blue dice only whether the attacker's red dice defeat them
    (PT-WUE-2).  ``rolled`` fills as the colours are read, in the order of :data:`ROLES` and
    :data:`COLORS`.  With rerolls a die matters by its position (PT-VTL-1): no judges then."""

    def in_order(faces: tuple[int, ...]) -> Hashable:
        return tuple(sorted(faces))

    def red_against_blue(faces: tuple[int, ...]) -> Hashable:
        return compare(rolled.get(("attacker", "red"), []), list(faces), interpretations)[2]

    judges: dict[tuple[str, str], Callable[[tuple[int, ...]], Hashable]] = {("attacker", "red"): in_order, ("attacker", "blue"): in_order}
    judges[("defender", "blue")] = red_against_blue
    if plan.counter_weapon is not None:
        judges[("defender", "red")] = lambda faces: compare(list(faces), rolled.get(("attacker", "blue"), []), interpretations)[2]
    return judges


def resolve_attack(state: State, action: Attack, plan: AttackPlan, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """PT-NAH-1..2, PT-WUE-1..5, PT-FERN-1..2, PT-VTL-1, PT-STP-1..2, PT-GEF-1: roll, reroll,
    compare, and carry out the result."""
    target_label = f"base:{plan.defender_faction}" if plan.defender is None else plan.defender.id
    events: list[Event] = [AttackDeclared(action.unit, plan.origin, action.target, target_label, action.assault, action.weapon)]
    melee_into_tile = action.assault == "melee" and not plan.against_base
    # PT-A-NAHKAMPF-GEFAHR, read only for a melee assault onto a unit's tile.
    timing = interpretations[switches.ASSAULT_HAZARD] if melee_into_tile else None
    if timing == "vor-dem-kampf":
        before = state
        state, hazard = enter_hazard(state, action.unit, action.target, dice)
        events.extend(hazard)
        if state.position_of(action.unit) is None and before.position_of(action.unit) is not None:
            return state, events  # the water defeated the attacker before the fight

    rolled: dict[tuple[str, str], list[int]] = {}
    judges = {} if action.rerolls else odds_judges(plan, rolled, interpretations)
    for role in ROLES:
        for color in COLORS:
            count = plan.dice.get((role, color), 0)
            if count:
                label, judge = labels.COMBAT[(role, color)], judges.get((role, color))
                rolled[(role, color)] = list(dice.faces(label, count) if judge is None else dice.judged(label, count, judge)[0])
                events.append(DiceRolled(role, color, tuple(rolled[(role, color)])))
    events.append(RerollsGranted(*(plan.budgets[role].to_json() for role in ROLES)))
    for entry, source in zip(action.rerolls, plan.sources, strict=True):
        die = rolled[(entry.by, entry.color)]
        for index in _dice_of(entry, len(die), interpretations):
            new = dice.face(labels.REROLL)
            events.append(Rerolled(entry.by, entry.color, index, die[index], new, source))
            die[index] = new

    pairs, unmatched, defender_down = compare(rolled[("attacker", "red")] if plan.dice[("attacker", "red")] else [], rolled.get(("defender", "blue"), []), interpretations)
    events.append(PairsCompared("attacker", pairs, unmatched, defender_down))
    attacker_down = False
    if plan.counter_weapon is not None and plan.dice.get(("defender", "red")):
        pairs, unmatched, attacker_down = compare(rolled[("defender", "red")], rolled.get(("attacker", "blue"), []), interpretations)
        events.append(PairsCompared("defender", pairs, unmatched, attacker_down))

    if defender_down:
        if plan.defender is None:
            events.append(BaseDefeated(plan.defender_faction))
        else:
            state = state.captured(plan.defender.id)
            events.append(Captured(plan.defender.id, by=plan.attacker.faction, cause="combat"))
    if attacker_down:
        state = state.captured(action.unit)
        events.append(Captured(action.unit, by=opponent(plan.attacker.faction), cause="combat"))
    if defender_down and not attacker_down and melee_into_tile:
        state = state.moved(action.unit, action.target)
        events.append(Occupied(action.unit, plan.origin, action.target))
        if timing != "vor-dem-kampf":
            state, hazard = enter_hazard(state, action.unit, action.target, dice)
            events.extend(hazard)
    elif not defender_down and not attacker_down:
        if timing == "nach-dem-kampf":
            # The attacker stood on the defender's tile during the fight: the hazard acts now,
            # before it returns (the return itself makes no check, PT-WUE-5).
            state, hazard = enter_hazard(state, action.unit, action.target, dice)
            events.extend(hazard)
        if state.position_of(action.unit) is not None:
            events.append(Stalemate(action.unit, plan.origin))
    return state, events

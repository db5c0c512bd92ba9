"""Attacks: declaring an attack (which opens the reaction phase, :mod:`.reactions`) and resolving
it once the reaction phase is over: hit, damage in full, excess damage, ambush, death.

Order of checks for an ``attack`` (after the general and phase checks of :mod:`.rules`):

1. ``SA.ATTACK.SELF``          the unit attacks itself                                (SA-ANG-1)
2. ``SA.ATTACK.TARGET_DEAD``   the target is dead                                     (SA-ANG-1)
3. ``SA.ATTACK.FRIENDLY``      the target belongs to the attacking player, under
                               ``SA-A-ZIELE=nur-gegner``                               (SA-ANG-1)
4. ``SA.ATTACK.OUT_OF_RANGE``  the target is farther than the unit's range, counted in steps
                               (SA-A-ORTHOLINEAR: orthogonal, or with diagonal steps)  (SA-ANG-2)
5. ``SA.ATTACK.NOT_IN_LINE``   under ``SA-A-REICHWEITE=gerade-linie``: the target is not on a
                               straight line from the unit                            (SA-ANG-2)
6. ``SA.ATTACK.BLOCKED``       under ``SA-A-DAZWISCHEN=einheiten-versperren`` (any living
                               unit) or ``gegner-versperren`` (a unit of another player):
                               units stand between the unit and the target (no chain of at
                               most range steps over clear squares; on the straight line
                               under ``gerade-linie``)                                 (SA-ANG-2)

Resolution (when every player has passed and no reaction is pending, SA-REA-3), in order:
a shielded target is not hit (``attack_blocked``); under ``SA-A-TREFFER=trefferwurf`` one
``treffer`` die decides (4 to 6 hit); a hit may be an ambush (SA-SCH-3, SA-A-HINTERHALT,
SA-A-ANGRIFFSRICHTUNG; under ``SA-A-HINTERHALT-FEHLSCHLAG=jeder-angriff`` a blocked or missed
attack is checked too, and its ambush deals nothing); the damage is the attack's Power, at least 0, dealt in full (SA-SCH-1,
SA-SCH-2); excess damage is recorded and, under ``SA-A-UEBERSCHUSS=durchschlag``, dealt to the
unit right behind the target; a unit at 0 life or less dies (SA-SCH-4).  Then the attack phase
ends (SA-ANG-3): completed, or, for a blocked or missed attack under
``SA-A-FEHLSCHLAG=uebersprungen``, skipped.
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.core.squaregrid import (
    OPPOSITE,
    Square,
    beyond,
    directions_from,
    distance,
    main_directions_from,
    neighbours,
    on_straight_line,
)
from regelwerk.rulesets.standardaktionen import dice as labels
from regelwerk.rulesets.standardaktionen import interpretations as switches
from regelwerk.rulesets.standardaktionen.actions import Attack
from regelwerk.rulesets.standardaktionen.events import (
    Ambush,
    AttackBlocked,
    AttackDeclared,
    Damaged,
    Died,
    ExcessPassed,
    HitRolled,
    QueryStarted,
)
from regelwerk.rulesets.standardaktionen.movement import diagonal_steps
from regelwerk.rulesets.standardaktionen.state import State, Unit, Window
from regelwerk.rulesets.standardaktionen.turn import eliminations, finish_phase, game_over


def plan_attack(state: State, action: Attack, interpretations: Interpretations) -> None:
    """SA-ANG-1, SA-ANG-2: whether ``action`` is a legal attack; raises IllegalAction."""
    attacker, target = state.units[action.unit], state.units[action.target]
    if target.id == attacker.id:
        raise IllegalAction("SA.ATTACK.SELF", "SA-ANG-1", "a unit attacks another unit, not itself")
    if not target.alive:
        raise IllegalAction("SA.ATTACK.TARGET_DEAD", "SA-ANG-1", f"{target.id!r} is dead")
    if target.owner == attacker.owner and interpretations[switches.TARGETS] == "nur-gegner":
        raise IllegalAction("SA.ATTACK.FRIENDLY", "SA-ANG-1", f"{target.id!r} belongs to the attacking player")
    diagonals = diagonal_steps(interpretations)
    if distance(attacker.square, target.square, diagonals) > attacker.range:
        raise IllegalAction("SA.ATTACK.OUT_OF_RANGE", "SA-ANG-2", f"{target.id!r} is beyond the range of {attacker.id!r}")
    if interpretations[switches.RANGE] == "gerade-linie" and not on_straight_line(attacker.square, target.square, diagonals):
        raise IllegalAction("SA.ATTACK.NOT_IN_LINE", "SA-ANG-2", f"{target.id!r} is not on a straight line from {attacker.id!r}")
    if interpretations[switches.BETWEEN] != "nichts-versperrt" and blocked(state, attacker, target, interpretations):
        raise IllegalAction("SA.ATTACK.BLOCKED", "SA-ANG-2", f"units stand between {attacker.id!r} and {target.id!r}")


def blocked(state: State, attacker: Unit, target: Unit, interpretations: Interpretations) -> bool:
    """Register SA-A-DAZWISCHEN: whether units stand between the attacker and its target, which
    is in range.  What stands in the way: a living unit of any player (``einheiten-versperren``)
    or of another player (``gegner-versperren``).  Under ``SA-A-REICHWEITE=gerade-linie`` the
    squares of the straight line between them must be clear; under ``schritte`` the attack needs
    a chain of at most ``range`` steps (by SA-A-ORTHOLINEAR) whose squares before the target are
    squares of the board where nothing stands in the way."""
    only_enemies = interpretations[switches.BETWEEN] == "gegner-versperren"

    def in_the_way(square: Square) -> bool:
        occupant = state.unit_at(square)
        return occupant is not None and (not only_enemies or occupant.owner != attacker.owner)

    diagonals = diagonal_steps(interpretations)
    start, goal = attacker.square, target.square
    if interpretations[switches.RANGE] == "gerade-linie":  # the target is on the line (checked before)
        dx, dy = goal.x - start.x, goal.y - start.y
        length = max(abs(dx), abs(dy))
        between = (Square(start.x + dx * k // length, start.y + dy * k // length) for k in range(1, length))
        return any(in_the_way(square) for square in between)
    frontier, seen = [start], {start}
    for _ in range(attacker.range):
        reached: list[Square] = []
        for here in frontier:
            for square in neighbours(here, diagonals):
                if square == goal:
                    return False
                if square in seen or not state.board.contains(square) or in_the_way(square):
                    continue
                seen.add(square)
                reached.append(square)
        frontier = reached
    return True


def first_to_react(state: State, attacker: Unit, interpretations: Interpretations) -> str:
    """SA-REA-2, register SA-A-STARTSPIELER: who has the initiative first: the starting player,
    or the attacking player; if he is out of the game, the next one in Boss order."""
    from regelwerk.rulesets.standardaktionen.reactions import boss_order

    first = state.starting_player if interpretations[switches.STARTING_PLAYER] == "startspieler" else attacker.owner
    return boss_order(state, first, interpretations)[0]


def declare(state: State, action: Attack, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-REA-1: the declared attack states the intention and opens the reaction phase."""
    attacker = state.units[action.unit]
    first = first_to_react(state, attacker, interpretations)
    window = Window(
        attacker=attacker.id, target=action.target, power=attacker.power, shielded=False, stack=(),
        initiative=first, query_from=first, played=0,
    )
    state = replace(state, window=window)
    return state, [AttackDeclared(attacker.id, action.target, attacker.power), QueryStarted(first)]


def attack_directions(target: Unit, attacker: Unit, interpretations: Interpretations) -> tuple[str, ...]:
    """SA-SCH-3, register SA-A-ANGRIFFSRICHTUNG: the directions an attack comes from, seen from
    the target.  On a straight line (same row or column) the one direction.  Otherwise
    ``hauptachse``: the direction along which the attacker is farther away (both when equally
    far); ``beide-achsen``: both; ``nur-gerade``: none (such an attack is never an ambush)."""
    if on_straight_line(target.square, attacker.square, False):
        return directions_from(target.square, attacker.square)
    reading = interpretations[switches.ATTACK_DIRECTION]
    if reading == "hauptachse":
        return main_directions_from(target.square, attacker.square)
    if reading == "beide-achsen":
        return directions_from(target.square, attacker.square)
    return ()


def damage(state: State, unit: Unit, amount: int) -> tuple[State, list[Event], int]:
    """SA-SCH-1, SA-SCH-2, SA-SCH-4: deal ``amount`` in full; the part beyond the remaining life
    is the excess; at 0 life or less the unit dies and leaves the board."""
    life = unit.life - amount
    excess = max(0, amount - unit.life)
    events: list[Event] = [Damaged(unit.id, amount, life, excess)]
    hurt = replace(unit, life=life)
    if life <= 0:
        hurt = replace(hurt, at=None)
        events.append(Died(unit.id, unit.square))
    return state.with_unit(hurt), events, excess


def resolve_attack(state: State, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-SCH-1 to SA-SCH-4, SA-ANG-3: the attack resolves after its reaction phase."""
    window = state.open_window
    before = state
    attacker, target = state.units[window.attacker], state.units[window.target]
    state = replace(state, window=None)
    events: list[Event] = []
    hit = not window.shielded
    if window.shielded:
        events.append(AttackBlocked(target.id))
    elif interpretations[switches.HIT] == "trefferwurf":
        roll = dice.face(labels.HIT)
        hit = roll >= labels.HIT_FROM
        events.append(HitRolled(roll, hit))
    if not hit and interpretations[switches.AMBUSH_WHEN] == "jeder-angriff":
        directions = attack_directions(target, attacker, interpretations)
        if OPPOSITE[target.facing] in directions:  # an ambush that deals nothing: the attack failed
            events.append(Ambush(target.id, attacker.id, directions))
    if hit:
        amount = max(0, window.power)
        directions = attack_directions(target, attacker, interpretations)
        if OPPOSITE[target.facing] in directions:
            events.append(Ambush(target.id, attacker.id, directions))
            if interpretations[switches.AMBUSH] == "doppelter-schaden":
                amount *= 2
        state, dealt, excess = damage(state, target, amount)
        events.extend(dealt)
        if excess and interpretations[switches.EXCESS] == "durchschlag":
            square = beyond(attacker.square, target.square)
            for behind in [u for u in state.units.values() if u.at == square]:  # at most one living unit
                state, dealt, _ = damage(state, behind, excess)
                events.extend([ExcessPassed(target.id, behind.id, excess), *dealt])
    events.extend(eliminations(before, state))
    # SA-ANG-3, register SA-A-FEHLSCHLAG: an attack that was blocked or missed ends the phase too
    # (``beendet``), or leaves it skipped, without its effects (``uebersprungen``).
    completed = hit or interpretations[switches.FAILED_ATTACK] == "beendet"
    state, ended = finish_phase(state, "attack", completed, interpretations)
    events.extend(ended)
    # register SA-A-SIEG: the game can only end in an attack in which a unit died; a player who
    # was alone before (a test state) plays on until one of his attacks kills a unit
    if not any(isinstance(event, Died) for event in events):
        return state, events
    state, over = game_over(state, interpretations)
    return state, events + over

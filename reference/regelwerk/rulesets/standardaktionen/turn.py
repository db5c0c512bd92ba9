"""The turn of a unit: touching (selecting) it, its phases in order, the effects a completed
phase triggers, the end of its turn, and who acts next.

Order of checks for a ``select`` (after the general checks of :mod:`.rules`):

1. ``SA.TURN.IN_PROGRESS``   the same unit is selected again, or the unit whose turn it is has
                             already moved or ended a phase                    (SA-BLI-4)
2. ``SA.TURN.UNIT_TOUCHED``  another unit was touched and has done nothing yet, under
                             ``SA-A-BERUEHRT=einheit-gebunden`` or ``muss-ziehen`` (SA-BEW-8)
3. ``SA.UNIT.ACTED``         the unit has had its turn in this round           (SA-SPL-1)

The phases of a turn are movement, attack and facing (``SA-A-ABSCHNITT-3=unbekannte-phase``
adds ``section_3`` between attack and facing), in this fixed order under
``SA-A-REIHENFOLGE=fest`` and in any order, each once, under ``frei`` (SA-AKT-1).  Ending a phase
in which nothing was done skips it; a skipped phase triggers none of its effects (SA-AKT-2,
SA-AKT-3).  The end of the facing phase ends the unit's turn (SA-BLI-4).
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.errors import IllegalAction, MalformedInput
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.standardaktionen import interpretations as switches
from regelwerk.rulesets.standardaktionen.actions import Select
from regelwerk.rulesets.standardaktionen.events import (
    GameOver,
    Healed,
    LoanPaid,
    PhaseEnded,
    PhaseSkipped,
    PlayerOut,
    RoundStarted,
    TurnEnded,
    TurnPassed,
    UnitSelected,
)
from regelwerk.rulesets.standardaktionen.state import Effect, Phase, State, Turn, Unit


def phase_sequence(interpretations: Interpretations) -> tuple[Phase, ...]:
    """SA-AKT-1, SA-A-ABSCHNITT-3: the phases of a unit's turn in their order."""
    if interpretations[switches.SECTION_3] == "unbekannte-phase":
        return ("movement", "attack", "section_3", "facing")
    return ("movement", "attack", "facing")


def fixed_order(interpretations: Interpretations) -> bool:
    """SA-AKT-1, SA-A-REIHENFOLGE: whether the phases follow each other in a fixed order."""
    return interpretations[switches.ORDER] == "fest"


def current_phase(turn: Turn, interpretations: Interpretations) -> Phase | None:
    """SA-AKT-1: the phase that comes now.  Fixed order: the first phase of the sequence that has
    not ended.  Free order: the movement phase once the unit has moved in it (it must end before
    another begins), else none: the player picks the next phase with his next action."""
    if fixed_order(interpretations):
        return next(p for p in phase_sequence(interpretations) if p not in turn.done)
    return "movement" if turn.movement is not None else None


def check_reading(state: State, interpretations: Interpretations) -> None:
    """A turn that the chosen readings do not allow is a state no game can be in: malformed.
    That is an ended phase the readings do not have (``section_3`` without the missing
    section), or, under the fixed order, ended phases that are not the first ones of the
    sequence."""
    turn = state.turn
    if turn is None:
        return
    sequence = phase_sequence(interpretations)
    known = all(p in sequence for p in turn.done)
    if not known or (fixed_order(interpretations) and turn.done != sequence[: len(turn.done)]):
        raise MalformedInput(
            "SA.STATE.PHASE_READING",
            f"a turn after the phases {list(turn.done)} does not exist under these readings",
            "$.state.turn.done",
        )


# -- select ---------------------------------------------------------------------------------


def nothing_done(turn: Turn) -> bool:
    """The unit has neither moved (or its moves were all taken back) nor ended a phase."""
    return not turn.done and (turn.movement is None or not turn.movement.moves)


def plan_select(state: State, action: Select, interpretations: Interpretations) -> None:
    """SA-BEW-8, SA-AKT-1, SA-BLI-4: which unit may begin its turn."""
    turn = state.turn
    if turn is not None:
        if turn.unit == action.unit or not nothing_done(turn):
            raise IllegalAction("SA.TURN.IN_PROGRESS", "SA-BLI-4", f"the turn of {turn.unit!r} has not ended")
        if interpretations[switches.TOUCH] != "nur-abstellen":
            raise IllegalAction("SA.TURN.UNIT_TOUCHED", "SA-BEW-8", f"{turn.unit!r} was touched and must take its turn")
    if action.unit in state.acted:
        raise IllegalAction("SA.UNIT.ACTED", "SA-SPL-1", f"{action.unit!r} has had its turn in this round")


def select(state: State, action: Select) -> tuple[State, list[Event]]:
    """SA-BEW-8: the touched unit's turn begins; nothing has happened in it yet."""
    return replace(state, turn=Turn(unit=action.unit, done=(), movement=None)), [UnitSelected(action.unit, action.player)]


# -- phase ends and effects ------------------------------------------------------------------


def finish_phase(state: State, phase: Phase, completed: bool, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-AKT-2, SA-AKT-3: end ``phase`` of the unit whose turn it is.

    A completed phase triggers the effects bound to its end; a skipped one none.  After the
    facing phase the unit's turn ends (SA-BLI-4).
    """
    turn = state.current_turn
    unit_id = turn.unit
    events: list[Event] = [PhaseEnded(unit_id, phase) if completed else PhaseSkipped(unit_id, phase)]
    if completed:
        state, triggered = trigger_effects(state, unit_id, phase, interpretations)
        events.extend(triggered)
    state = replace(state, turn=replace(turn, done=(*turn.done, phase), movement=None))
    if phase == "facing":
        after, ended = end_unit_turn(state, interpretations)
        return after, events + ended
    return state, events


def trigger_effects(state: State, unit_id: str, phase: Phase, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-AKT-3, SA-AKT-4: the effects bound to the end of ``phase``: those of the acting unit,
    and, when an attack phase ends under ``SA-A-SOELDNER=kampfphase-des-spielers``, the loan
    effects of the player's other living units (by id)."""
    unit = state.units[unit_id]
    triggered: list[tuple[str, Effect]] = [(unit_id, e) for e in unit.effects if e.phase == phase]
    if phase == "attack" and interpretations[switches.MERCENARY] == "kampfphase-des-spielers":
        for other in sorted(state.living(unit.owner), key=lambda u: u.id):
            if other.id != unit_id:
                triggered.extend((other.id, e) for e in other.effects if e.kind == "loan" and e.phase == "attack")
    events: list[Event] = []
    for owner_id, effect in triggered:
        state, event = apply_effect(state, state.units[owner_id], effect)
        events.append(event)
    return state, events


def apply_effect(state: State, unit: Unit, effect: Effect) -> tuple[State, Event]:
    """A loan raises the owner's loans by its amount (SA-AKT-4, register SA-A-DARLEHN); a heal
    gives the unit back up to ``amount`` life, never above its Life value."""
    if effect.kind == "loan":
        player = state.player(unit.owner)
        player = replace(player, loans=player.loans + effect.amount)
        return state.with_player(player), LoanPaid(unit.id, player.id, effect.amount, player.loans)
    life = min(unit.max_life, unit.life + effect.amount)
    return state.with_unit(replace(unit, life=life)), Healed(unit.id, life - unit.life, life)


# -- end of a unit's turn, next player, new round --------------------------------------------


def end_unit_turn(state: State, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """SA-BLI-4: the unit's turn ends; register SA-A-ZUGFOLGE decides who acts next.

    ``spielerzug``: the active player goes on while one of his living units has not had its
    turn in this round; ``abwechselnd``: the next player in turn order who has such a unit.
    When no such unit is left, a new round begins with the starting player (or, if he is out
    of the game, the next player in turn order who is not).
    """
    unit_id = state.current_turn.unit
    state = replace(state, turn=None, acted=state.acted | {unit_id})
    events: list[Event] = [TurnEnded(unit_id)]
    active = state.mover
    others = rotated(state.player_ids, active)[1:]
    order = (active, *others) if interpretations[switches.TURN_ORDER] == "spielerzug" else (*others, active)
    for player in order:
        if state.ready(player):
            if player != active:
                events.append(TurnPassed(player))
            return replace(state, active_player=player), events
    first = next(p for p in rotated(state.player_ids, state.starting_player) if state.living(p))
    state = replace(state, round=state.round + 1, acted=frozenset(), active_player=first)
    return state, [*events, RoundStarted(state.round, first)]


def rotated(players: tuple[str, ...], start: str) -> tuple[str, ...]:
    """``players`` in their order, beginning with ``start``."""
    i = players.index(start)
    return players[i:] + players[:i]


def eliminations(before: State, after: State) -> list[Event]:
    """The players whose last living unit died in this action, in turn order."""
    return [PlayerOut(p) for p in before.in_game() if p not in after.in_game()]


def game_over(state: State, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """Register SA-A-SIEG, after an attack in which a unit died: under ``letzter-spieler`` the
    game ends when only one player has a living unit; he wins.  Under ``kein-ende`` the game
    goes on."""
    left = state.in_game()
    if len(left) != 1 or interpretations[switches.VICTORY] != "letzter-spieler":
        return state, []
    (winner,) = left
    over = replace(state, winner=winner, active_player=None, turn=None, window=None, correction=None)
    return over, [GameOver(winner, "last_player")]

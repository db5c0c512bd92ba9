"""The battle round: phases and steps in order, the end of a turn with its coherency check, the
next turn, the end of the game.

A battle round is one turn of each player in the order of ``players`` (WH-RND-1).  A turn runs
through the command phase (step ``battle_shock``), the movement phase (``move``, then
``reinforcements``), the shooting phase, the charge phase and the fight phase (``fights_first``,
then ``remaining``); ``end_phase`` moves to the next step and ``end_turn`` ends the fight phase
and the turn.

Order of checks for ``end_phase`` (after :mod:`.rules`): ``WH.SHOCK.PENDING`` in the command phase
(WH-ERS-1); ``WH.FIGHT.UNITS_LEFT`` in the step ``fights_first`` (WH-NAH-2); ``WH.PHASE.WRONG`` in
the step ``remaining``, which ends with ``end_turn``.  For ``end_turn``: ``WH.PHASE.WRONG`` outside
the step ``remaining`` (WH-RND-1), ``WH.FIGHT.UNITS_LEFT`` (WH-NAH-2), ``WH.COHERENCY.REMOVALS``
(WH-ZUG-2) when the removals do not fit WH-A-FORMATION-ENTFERNEN.
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import inches
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.w40k import command, fight
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.actions import EndPhase, EndTurn
from regelwerk.rulesets.w40k.events import GameOver, ModelsRemoved, PhaseChanged, ShockEnded, TurnChanged, UnitDestroyed
from regelwerk.rulesets.w40k.measure import within_split
from regelwerk.rulesets.w40k.state import Model, Phase, State, Step, TurnRecord, Unit

COHERENCY_HORIZONTAL = inches(2)
COHERENCY_VERTICAL = inches(5)

NEXT_STEP: dict[tuple[Phase, Step | None], tuple[Phase, Step]] = {
    ("command", "battle_shock"): ("movement", "move"),
    ("movement", "move"): ("movement", "reinforcements"),
    ("movement", "reinforcements"): ("shooting", "shoot"),
    ("shooting", "shoot"): ("charge", "charge"),
    ("charge", "charge"): ("fight", "fights_first"),
    ("fight", "fights_first"): ("fight", "remaining"),
}


# -- phases --------------------------------------------------------------------------------------


def plan_end_phase(state: State, action: EndPhase, interpretations: Interpretations) -> None:
    if state.phase == "command":
        command.check_tests_done(state, interpretations)
    if state.step == "fights_first":
        fight.check_step_done(state, interpretations)
    if state.step == "remaining":
        raise IllegalAction("WH.PHASE.WRONG", "WH-RND-1", "the fight phase ends with end_turn")


def end_of_phase(state: State, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """What happens when a phase (not a step) ends: no model counts as attacked in this phase any
    more (WH-ATK-5), and objective control is decided at the end of the command phase or, under
    WH-A-KONTROLLE-ZEITPUNKT=jede-phase, of every phase."""
    units = [replace(u, models=tuple(replace(m, attacked=False) for m in u.models)) for u in state.sorted_units()]
    state = state.with_units(units)
    if interpretations[switches.CONTROL_WHEN] == "jede-phase" or state.phase == "command":
        return command.update_control(state, interpretations)
    return state, []


def resolve_end_phase(state: State, interpretations: Interpretations) -> tuple[State, list[Event]]:
    phase, step = NEXT_STEP[(state.phase, state.step)]
    events: list[Event] = []
    if phase != state.phase:
        state, events = end_of_phase(state, interpretations)
    fight_next = state.fight_next
    if phase == "fight" and state.phase != "fight":
        fight_next = state.opponent(state.mover)  # WH-NAH-1: the player whose turn it is not begins
    elif step == "remaining" and interpretations[switches.FIGHT_SECOND_STEP] == "wieder-nicht-aktiver":
        fight_next = state.opponent(state.mover)
    state = replace(state, phase=phase, step=step, fight_next=fight_next)
    return state, [*events, PhaseChanged(phase, step)]


# -- coherency (WH-ZUG-1, WH-ZUG-2) --------------------------------------------------------------


def linked(a: Model, b: Model) -> bool:
    return within_split(a.position(), a.base, b.position(), b.base, COHERENCY_HORIZONTAL, COHERENCY_VERTICAL)


def needed_links(count: int) -> int:
    """WH-ZUG-1: one other model in a unit of 2 to 6, two in a unit of 7 or more."""
    return 0 if count < 2 else 1 if count <= 6 else 2


def out_of_coherency(unit: Unit, interpretations: Interpretations) -> list[str]:
    """WH-ZUG-1: the models that break coherency, in the unit's order.  Each model needs its
    links; under WH-A-FORMATION-GRUPPE=eine-gruppe the unit must also be one group, and the
    models outside the largest group (the first such in the unit's order on a tie) break it."""
    alive = unit.alive()
    # WH-A-FORMATION-ZAHL: the models the unit has now, or its starting strength (every model it began with)
    need = needed_links(len(alive) if interpretations[switches.COHERENCY_COUNT] == "aktuelle" else len(unit.models))
    out = [m.id for m in alive if sum(1 for o in alive if o.id != m.id and linked(m, o)) < need]
    if interpretations[switches.COHERENCY_GROUP] == "eine-gruppe" and len(alive) > 1:
        groups = _groups(alive)
        biggest = max(groups, key=len)  # max keeps the first of equal size: groups are in model order
        out = [m.id for m in alive if m.id in out or m.id not in biggest]
    return out


def _groups(models: list[Model]) -> list[set[str]]:
    groups: list[set[str]] = []
    for model in models:
        if any(model.id in g for g in groups):
            continue
        group, frontier = {model.id}, [model]
        while frontier:
            current = frontier.pop()
            for other in models:
                if other.id not in group and linked(current, other):
                    group.add(other.id)
                    frontier.append(other)
        groups.append(group)
    return groups


def coherent(unit: Unit, interpretations: Interpretations) -> bool:
    return not out_of_coherency(unit, interpretations)


def without_models(unit: Unit, removed: list[str]) -> Unit:
    return replace(unit, models=tuple(replace(m, status="removed", at=None, wounds_left=0) if m.id in removed else m for m in unit.models))


def _bad_removals(message: str) -> IllegalAction:
    """WH-ZUG-2: the one rejection for removals that do not fit WH-A-FORMATION-ENTFERNEN, whatever
    is wrong with them (only the message says what)."""
    return IllegalAction("WH.COHERENCY.REMOVALS", "WH-ZUG-2", message)


def plan_removals(state: State, action: EndTurn, interpretations: Interpretations) -> dict[str, list[str]]:
    """WH-ZUG-2: which models leave each unit on the battlefield at the end of the turn.  By
    default every model out of coherency (WH-A-FORMATION-ENTFERNEN=alle-ausserhalb), and the action
    names none; under ``spieler-waehlt`` the action names them, removed one at a time until the
    unit is coherent: the list must make it coherent and no shorter start of it may."""
    chooses = interpretations[switches.COHERENCY_REMOVAL] == "spieler-waehlt"
    removals: dict[str, list[str]] = {}
    for unit in state.on_battlefield():
        named = list(action.removals.get(unit.id, ()))
        if not chooses:
            if named:
                raise _bad_removals("the models out of coherency are removed; the action names none")
            out = out_of_coherency(unit, interpretations)
            if out:
                removals[unit.id] = out
            continue
        alive = {m.id for m in unit.alive()}
        if not set(named) <= alive or len(set(named)) != len(named):
            raise _bad_removals(f"the removals of {unit.id!r} name models that are not alive there")
        for cut in range(len(named) + 1):
            if coherent(without_models(unit, named[:cut]), interpretations):
                if cut != len(named):
                    raise _bad_removals(f"{unit.id!r} is coherent before the last removal")
                break
        else:
            raise _bad_removals(f"{unit.id!r} is not coherent after the removals")
        if named:
            removals[unit.id] = named
    for unit_id in action.removals:
        if unit_id not in {u.id for u in state.on_battlefield()} and action.removals[unit_id]:
            raise _bad_removals(f"unit {unit_id!r} is not on the battlefield")
    return removals


def plan_end_turn(state: State, action: EndTurn, interpretations: Interpretations) -> dict[str, list[str]]:
    if state.step != "remaining":
        raise IllegalAction("WH.PHASE.WRONG", "WH-RND-1", "a turn ends after the fight phase")
    fight.check_step_done(state, interpretations)
    return plan_removals(state, action, interpretations)


def resolve_end_turn(state: State, removals: dict[str, list[str]], interpretations: Interpretations) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for unit_id, models in removals.items():
        unit = without_models(state.units[unit_id], models)
        events.append(ModelsRemoved(unit_id, tuple(models)))
        if not unit.alive():
            unit = replace(unit, location="destroyed")
            events.append(UnitDestroyed(unit_id))
        state = state.with_unit(unit)
    state, closing = end_of_phase(state, interpretations)
    events.extend(closing)
    cleared = [replace(u, turn=TurnRecord()) for u in state.sorted_units()]
    state = replace(state.with_units(cleared), fight_next=None)
    first, second = state.players
    if state.active == first:
        return start_turn(state, second, state.round, events, interpretations)
    if interpretations[switches.SHOCK_DURATION] == "diese-runde":
        shocked = tuple(u.id for u in state.sorted_units() if u.shocked)
        if shocked:
            state = state.with_units([replace(state.units[u], shocked=False) for u in shocked])
            events.append(ShockEnded(shocked))
    if state.round == state.last_round:
        return game_over(state, events, interpretations)
    return start_turn(replace(state, extra_cp=frozenset()), first, state.round + 1, events, interpretations)


def start_turn(state: State, player: str, round_number: int, events: list[Event], interpretations: Interpretations) -> tuple[State, list[Event]]:
    """The next turn begins with its command phase: both players gain a command point (WH-BEF-1);
    under WH-A-ERSCHUETTERUNG-DAUER=bis-eigene-befehlsphase the player's units stop being
    battle-shocked."""
    state = replace(state, active=player, round=round_number, phase="command", step="battle_shock")
    events = [*events, TurnChanged(player, round_number)]
    if interpretations[switches.SHOCK_DURATION] == "bis-eigene-befehlsphase":
        shocked = tuple(u.id for u in state.units_of(player) if u.shocked)
        if shocked:
            state = state.with_units([replace(state.units[u], shocked=False) for u in shocked])
            events.append(ShockEnded(shocked))
    state, gained = command.command_points(state)
    return state, [*events, *gained, PhaseChanged("command", "battle_shock")]


def game_over(state: State, events: list[Event], interpretations: Interpretations) -> tuple[State, list[Event]]:
    """WH-RES-5: after the last turn of the last round, strategic reserves that never arrived are
    destroyed (WH-A-RESERVE-ENDE=alle-reserven: every unit in reserve)."""
    kinds = ("strategic_reserve",) if interpretations[switches.RESERVES_AT_END] == "nur-strategische" else ("strategic_reserve", "deep_strike")
    lost = [u for u in state.sorted_units() if u.location in kinds]
    state = state.with_units(
        [replace(u, location="destroyed", models=tuple(replace(m, status="destroyed", wounds_left=0) for m in u.models)) for u in lost]
    )
    destroyed = tuple(u.id for u in lost)
    state = replace(state, phase="over", step=None, active=None, fight_next=None, result={"reserves_destroyed": list(destroyed)})
    return state, [*events, GameOver(destroyed)]

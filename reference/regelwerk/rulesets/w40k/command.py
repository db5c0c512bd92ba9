"""The command phase: command points, battle-shock, stratagems, objective markers.

Order of checks for a ``battle_shock_test`` (after the checks of :mod:`.rules`):

1. ``WH.SHOCK.NOT_DUE``      the unit is not on the battlefield below half strength, belongs to a
                             player who does not test now (WH-A-ERSCHUETTERUNG-WER), or has tested
                             in this phase                                          (WH-ERS-1)

for ``gain_cp``: ``WH.CP.LIMIT`` (WH-BEF-2) when the player has gained an extra command point in
this battle round; for ``use_stratagem``: ``WH.UNIT.NOT_ON_BATTLEFIELD`` (WH-BEF-1),
``WH.STRATAGEM.SHOCKED`` (WH-ERS-3), ``WH.CP.NOT_ENOUGH`` (WH-BEF-1).  An ``end_phase`` in the
command phase is refused with ``WH.SHOCK.PENDING`` (WH-ERS-1) while a test is due.
"""

from __future__ import annotations

from dataclasses import replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import inches
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.w40k import dice as labels
from regelwerk.rulesets.w40k import interpretations as switches
from regelwerk.rulesets.w40k.actions import BattleShockTest, GainCp, UseStratagem
from regelwerk.rulesets.w40k.events import BattleShockTest as BattleShockTested
from regelwerk.rulesets.w40k.events import CpGained, ObjectiveControlled, StratagemUsed
from regelwerk.rulesets.w40k.measure import within_split
from regelwerk.rulesets.w40k.state import Objective, State, Unit, frozen

OBJECTIVE_HORIZONTAL = inches(3)
OBJECTIVE_VERTICAL = inches(5)


# -- command points (WH-BEF-1, WH-BEF-2) ---------------------------------------------------------


def command_points(state: State) -> tuple[State, list[Event]]:
    """WH-BEF-1: at the start of every command phase both players gain one command point."""
    cp = dict(state.cp)
    events: list[Event] = []
    for player in state.players:
        cp[player] += 1
        events.append(CpGained(player, "command", cp[player]))
    return replace(state, cp=frozen(cp)), events


def plan_gain_cp(state: State, action: GainCp) -> None:
    """WH-BEF-2: besides the command phase, at most one command point per battle round."""
    if action.player in state.extra_cp:
        raise IllegalAction("WH.CP.LIMIT", "WH-BEF-2", f"{action.player} has gained an extra command point in this battle round")


def resolve_gain_cp(state: State, action: GainCp) -> tuple[State, list[Event]]:
    cp = {**state.cp, action.player: state.cp[action.player] + 1}
    after = replace(state, cp=frozen(cp), extra_cp=state.extra_cp | {action.player})
    return after, [CpGained(action.player, "other", cp[action.player])]


def plan_stratagem(state: State, action: UseStratagem) -> None:
    """WH-BEF-1, WH-ERS-3: a stratagem costs command points and cannot be used with a unit that is
    battle-shocked."""
    unit = state.units[action.unit]
    if not unit.on_battlefield:
        raise IllegalAction("WH.UNIT.NOT_ON_BATTLEFIELD", "WH-BEF-1", f"unit {unit.id!r} is not on the battlefield")
    if unit.shocked:
        raise IllegalAction("WH.STRATAGEM.SHOCKED", "WH-ERS-3", f"unit {unit.id!r} is battle-shocked")
    if state.cp[action.player] < action.cost:
        raise IllegalAction("WH.CP.NOT_ENOUGH", "WH-BEF-1", f"{action.player} has {state.cp[action.player]} command points")


def resolve_stratagem(state: State, action: UseStratagem) -> tuple[State, list[Event]]:
    cp = {**state.cp, action.player: state.cp[action.player] - action.cost}
    return replace(state, cp=frozen(cp)), [StratagemUsed(action.player, action.unit, action.cost, cp[action.player])]


# -- battle-shock (WH-ERS-1 to WH-ERS-4) ---------------------------------------------------------


def below_half(unit: Unit, interpretations: Interpretations) -> bool:
    """WH-ERS-1: fewer than half of the unit's starting models are alive.  A unit of one model is
    below half strength under WH-A-EINZELMODELL=lebenspunkte when fewer than half its wounds are
    left; by the number of models alone it never is while it lives."""
    alive = unit.alive()
    if len(unit.models) == 1 and alive and interpretations[switches.SINGLE_MODEL] == "lebenspunkte":
        [model] = alive
        return 2 * model.wounds_left < model.profile.wounds
    return 2 * len(alive) < len(unit.models)


def testers(state: State, interpretations: Interpretations) -> list[Unit]:
    """WH-ERS-1: the units that must take a battle-shock test in this command phase and have not:
    the active player's below half strength (WH-A-ERSCHUETTERUNG-WER: or both players')."""
    both = interpretations[switches.SHOCK_WHO] == "beide-spieler"
    return [
        u for u in state.on_battlefield()
        if (both or u.player == state.active) and not u.turn.tested and below_half(u, interpretations)
    ]


def plan_battle_shock(state: State, action: BattleShockTest, interpretations: Interpretations) -> None:
    if action.unit not in {u.id for u in testers(state, interpretations)}:
        raise IllegalAction("WH.SHOCK.NOT_DUE", "WH-ERS-1", f"unit {action.unit!r} has no battle-shock test due")


def resolve_battle_shock(state: State, action: BattleShockTest, dice: DiceSupply) -> tuple[State, list[Event]]:
    """WH-ERS-1: two W6; a total below the leadership leaves the unit battle-shocked."""
    unit = state.units[action.unit]
    roll = tuple(int(d) for d in dice.take(labels.BATTLE_SHOCK, 2))
    passed = sum(roll) >= unit.leadership
    after = replace(unit, shocked=unit.shocked or not passed, turn=replace(unit.turn, tested=True))
    return state.with_unit(after), [BattleShockTested(unit.id, roll, unit.leadership, passed)]


def check_tests_done(state: State, interpretations: Interpretations) -> None:
    due = testers(state, interpretations)
    if due:
        raise IllegalAction("WH.SHOCK.PENDING", "WH-ERS-1", f"battle-shock tests are due for {[u.id for u in due]}")


# -- objective markers (WH-MZ-1 to WH-MZ-3) ------------------------------------------------------


def levels(state: State, objective: Objective) -> dict[str, int]:
    """WH-MZ-1, WH-MZ-2, WH-ERS-2: the sum of the OC of each player's models within 3"
    horizontally and 5" vertically of the marker (its base of ``diameter``); a battle-shocked
    unit's models count 0."""
    out = {p: 0 for p in state.players}
    for unit in state.on_battlefield():
        if unit.shocked:
            continue
        for model in unit.alive():
            if within_split(model.position(), model.base, objective.at, objective.diameter, OBJECTIVE_HORIZONTAL, OBJECTIVE_VERTICAL):
                out[unit.player] += model.profile.oc
    return out


def controller(state: State, objective: Objective, interpretations: Interpretations) -> tuple[dict[str, int], str | None]:
    """WH-MZ-3: the player with the higher level controls the marker; on a tie nobody
    (WH-A-KONTROLLE-GLEICHSTAND=niemand) or whoever controlled it before (``bisheriger``)."""
    found = levels(state, objective)
    first, second = state.players
    if found[first] > found[second]:
        return found, first
    if found[second] > found[first]:
        return found, second
    if interpretations[switches.CONTROL_TIE] == "bisheriger":
        return found, objective.controller
    return found, None


def update_control(state: State, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """Decide who controls each marker now, in the order of the marker ids."""
    events: list[Event] = []
    updated = []
    for objective in sorted(state.objectives, key=lambda o: o.id):
        found, who = controller(state, objective, interpretations)
        events.append(ObjectiveControlled(objective.id, found, who))
        updated.append(replace(objective, controller=who))
    return replace(state, objectives=tuple(updated)), events

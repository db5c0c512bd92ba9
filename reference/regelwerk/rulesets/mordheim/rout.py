"""Step 2 of the start of the turn: the rout test, the voluntary rout, and what a rout does.

Order of checks for a ``rout_test`` (after the turn and order checks of :mod:`.rules`):

1. ``MH.ROUT.NO_ROUT_TESTS``   the scenario has no rout tests                       (MH-RUE-9)
2. ``MH.ROUT.ALREADY_TAKEN``   the warband has passed its rout test this turn        (MH-RUE-1)
3. ``MH.ROUT.NOT_REQUIRED``    it has lost less than 25% of its starting models     (MH-RUE-1)
4. ``MH.ROUT.NO_TESTER``       no model can take the test, MH-A-KEIN-TESTER=kein-test (MH-RUE-3)

for a ``voluntary_rout`` (outside this step: ``MH.ORDER.WRONG_STEP``, MH-RUE-8):

1. ``MH.ROUT.NO_ROUT_TESTS``     the scenario has no rout tests                     (MH-RUE-9)
2. ``MH.ROUT.VOLUNTARY_NOT_YET`` no rout test has been required of it yet, or, under
                                 MH-A-FREIWILLIG-AB=nach-erstem-test, none has been taken
                                 yet: not passed this turn and not due in an earlier turn
                                                                                    (MH-RUE-8)
3. ``MH.ROUT.VOLUNTARY_TOO_LATE`` under MH-A-FREIWILLIG-ZEITRAUM=nur-erster, a rout test was
                                 due already in an earlier turn                     (MH-RUE-8)

and for an ``end_step`` in this step: ``MH.ROUT.TEST_PENDING`` (MH-RUE-1) while a required test
has not been taken; an ``end_step`` with the test due records ``rout_test_due_before`` on the
warband.  Losses never decrease (models out of action or off the table do not come back), so "a
rout test has been required" is the same as "the threshold is reached now".
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.mordheim import dice as labels
from regelwerk.rulesets.mordheim import interpretations as switches
from regelwerk.rulesets.mordheim.events import GameOver, InjuryRollsMarked, RoutTestTaken, TurnPassed, WarbandRouted
from regelwerk.rulesets.mordheim.leadership import DICE, passes
from regelwerk.rulesets.mordheim.state import Model, Result, State

THRESHOLD = (1, 4)  # 25 %: a rout test once lost / start >= 1/4 (MH-RUE-1)


# -- the threshold (MH-RUE-1) ------------------------------------------------------------------


def threshold_reached(start: int, lost: int) -> bool:
    """MH-RUE-1: ``lost`` is 25% or more of ``start``, in integers: ``4 lost >= start``.  A
    warband without models has nothing to lose and never tests."""
    numerator, denominator = THRESHOLD
    return start > 0 and denominator * lost >= numerator * start


def is_lost(model: Model, interpretations: Interpretations) -> bool:
    """MH-RUE-1, MH-A-VERLUSTE: out of action always counts; a model that fled off the table
    counts unless only models out of action are losses."""
    if model.status == "out_of_action":
        return True
    if model.status == "fled":
        return interpretations[switches.LOSSES] == "ausgeschaltet-und-geflohen"
    return False


def losses(state: State, warband: str, interpretations: Interpretations) -> tuple[int, int]:
    """(starting models, models lost) of a warband.  Every model of the warband in the state
    started the game (register MH-A-ANFANGSMODELLE)."""
    members = state.members(warband)
    return len(members), sum(1 for m in members if is_lost(m, interpretations))


def test_required(state: State, warband: str, interpretations: Interpretations) -> bool:
    """MH-RUE-1, MH-RUE-9: the warband must take a rout test now."""
    return state.rout_tests and threshold_reached(*losses(state, warband, interpretations))


# -- who tests (MH-RUE-2, MH-RUE-3) ---------------------------------------------------------


def can_test(model: Model, interpretations: Interpretations) -> bool:
    """MH-RUE-3: neither stunned nor out of action (knocked down counts); a model off the table
    only under MH-A-GEFLOHENE-TESTEN=zaehlen; a routed model never."""
    if model.status in ("stunned", "out_of_action", "routed"):
        return False
    if model.status == "fled":
        return interpretations[switches.FLED_TESTERS] == "zaehlen"
    return True


def tester(state: State, warband: str, interpretations: Interpretations) -> Model | None:
    """MH-RUE-2, MH-RUE-3: the leader if he can test, else the model with the highest leadership
    among those that can (the first by id among equals), else nobody."""
    leader = state.leader(warband)
    if leader is not None and can_test(leader, interpretations):
        return leader
    able = [m for m in state.members(warband) if can_test(m, interpretations)]
    if not able:
        return None
    return min(able, key=lambda m: (-m.profile.leadership, m.id))


# -- plans ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RoutPlan:
    """Who takes a legal rout test (``None``: nobody can, the test fails without dice), decided
    before any die is read.  A voluntary rout needs no plan."""

    tester: Model | None


def plan_rout_test(state: State, warband: str, interpretations: Interpretations) -> RoutPlan:
    """MH-RUE-1 to MH-RUE-4, MH-RUE-9: the test is due, and who takes it on which value.
    Immunity to psychology is never looked at (MH-RUE-4)."""
    if not state.rout_tests:
        raise IllegalAction("MH.ROUT.NO_ROUT_TESTS", "MH-RUE-9", "this scenario has no rout tests")
    if state.rout_test_passed:
        raise IllegalAction("MH.ROUT.ALREADY_TAKEN", "MH-RUE-1", "the rout test of this turn has been passed already")
    start, lost = losses(state, warband, interpretations)
    if not threshold_reached(start, lost):
        raise IllegalAction("MH.ROUT.NOT_REQUIRED", "MH-RUE-1", f"{lost} of {start} starting models lost: less than 25%")
    model = tester(state, warband, interpretations)
    if model is None:
        if interpretations[switches.NO_TESTER] == "kein-test":
            raise IllegalAction("MH.ROUT.NO_TESTER", "MH-RUE-3", "no model of the warband can take the rout test")
    return RoutPlan(model)


def plan_voluntary_rout(state: State, warband: str, interpretations: Interpretations) -> None:
    """MH-RUE-8, MH-RUE-9: allowed once a rout test is required (under
    MH-A-FREIWILLIG-AB=nach-erstem-test: once one has been taken), never without rout tests."""
    if not state.rout_tests:
        raise IllegalAction("MH.ROUT.NO_ROUT_TESTS", "MH-RUE-9", "this scenario has no rout tests, so no voluntary rout")
    if not test_required(state, warband, interpretations):
        raise IllegalAction("MH.ROUT.VOLUNTARY_NOT_YET", "MH-RUE-8", "no rout test has been required of this warband yet")
    taken = state.rout_test_passed or state.warband(warband).rout_test_due_before
    if interpretations[switches.VOLUNTARY_FROM] == "nach-erstem-test" and not taken:
        raise IllegalAction("MH.ROUT.VOLUNTARY_NOT_YET", "MH-RUE-8", "the warband has not taken a rout test yet")
    if state.warband(warband).rout_test_due_before and interpretations[switches.VOLUNTARY_WHEN] == "nur-erster":
        raise IllegalAction(
            "MH.ROUT.VOLUNTARY_TOO_LATE", "MH-RUE-8", "the voluntary rout belonged to the turn of the first rout test"
        )


def check_end_of_step(state: State, warband: str, interpretations: Interpretations) -> None:
    """MH-RUE-1: a required rout test is taken before the step ends (unless nobody can take it
    under MH-A-KEIN-TESTER=kein-test)."""
    if state.rout_test_passed or not test_required(state, warband, interpretations):
        return
    try:
        plan_rout_test(state, warband, interpretations)
    except IllegalAction as reason:
        if reason.rejection.code == "MH.ROUT.NO_TESTER":
            return
        raise
    raise IllegalAction("MH.ROUT.TEST_PENDING", "MH-RUE-1", "the warband must take its rout test before the step ends")


# -- resolution ----------------------------------------------------------------------------------


def resolve_rout_test(
    state: State, warband: str, plan: RoutPlan, dice: DiceSupply, interpretations: Interpretations
) -> tuple[State, list[Event]]:
    """MH-MWT-1, MH-RUE-5: two W6 against the tester's leadership; a pass is recorded, a failure
    routs the warband."""
    if plan.tester is None:
        events: list[Event] = [RoutTestTaken(warband, None, None, (), False)]
        after, rout_events = rout(state, warband, voluntary=False, interpretations=interpretations)
        return after, events + rout_events
    leadership = plan.tester.profile.leadership
    roll = tuple(int(d) for d in dice.take(labels.ROUT_TEST, DICE))
    passed = passes(roll, leadership, interpretations)
    events = [RoutTestTaken(warband, plan.tester.id, leadership, roll, passed)]
    if passed:
        return replace(state, rout_test_passed=True), events
    after, rout_events = rout(state, warband, voluntary=False, interpretations=interpretations)
    return after, events + rout_events


def rout(state: State, warband: str, voluntary: bool, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """MH-RUE-5 to MH-RUE-7: every model of the warband leaves the table; the models out of
    action at this moment are marked for injury rolls; then the game ends or the next warband's
    turn begins.  A warband routs only in the rout test step, before any model can carry a mark
    of the turn (MARK_PHASES), so no mark is cleared here."""
    removed, marked, changed = [], [], []
    for model in state.members(warband):
        if model.on_table:
            removed.append(model.id)
            changed.append(replace(model, status="routed", at=None, flight=None))
        elif model.status == "out_of_action" and not model.injury_roll:
            marked.append(model.id)
            changed.append(replace(model, injury_roll=True))
    after = state.with_models(changed).with_warband(replace(state.warband(warband), routed=True))
    events: list[Event] = [WarbandRouted(warband, voluntary, tuple(removed), tuple(marked))]
    ended, closing = after_rout(after, warband, interpretations)
    return ended, events + closing


def after_rout(state: State, warband: str, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """MH-RUE-6: with a single opponent left that opponent has won the scenario; otherwise the
    remaining warbands fight on and the next one in turn order begins its turn.

    ``MH-A-LETZTER-GEGNER=verbliebene`` counts the opponents still in the game;
    ``anfaengliche`` the opponents at the start of the game: with more than one, the game goes on
    until no warband is left.
    """
    remaining = state.in_play()
    if interpretations[switches.LAST_OPPONENT] == "verbliebene":
        winner_decided = len(remaining) == 1
    else:
        winner_decided = len(state.warbands) == 2
    if winner_decided or not remaining:
        winner = remaining[0] if remaining else None
        return game_over(state, Result(winner, "rout" if winner else "all_routed"), interpretations)
    return next_turn(state, warband)


def game_over(state: State, result: Result, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """The game ends with ``result``.  Under MH-A-VERLETZUNGEN=alle-ausgeschalteten every model
    out of action in any warband is marked for an injury roll after the game."""
    events: list[Event] = []
    if interpretations[switches.INJURIES] == "alle-ausgeschalteten":
        late = [m for m in sorted(state.models.values(), key=lambda m: m.id) if m.status == "out_of_action" and not m.injury_roll]
        if late:
            state = state.with_models([replace(m, injury_roll=True) for m in late])
            events.append(InjuryRollsMarked(tuple(m.id for m in late)))
    # Reached only from a rout in the rout test step: no model carries a mark of the turn yet.
    state = replace(state, phase="over", active=None, result=result, rout_test_passed=False)
    return state, [*events, GameOver(result.winner, result.reason)]


def next_turn(state: State, current: str) -> tuple[State, list[Event]]:
    """The next warband in turn order that has not routed begins its turn with step 1; the marks
    of the ended turn are cleared (MH-ABL-1).  (The current warband itself when it is the only
    one left, under MH-A-LETZTER-GEGNER=anfaengliche.)"""
    order = [w.id for w in state.warbands]
    after = order.index(current) + 1
    rotated = order[after:] + order[:after]  # the warbands after the current one, then from the first
    following = next(w for w in rotated if not state.warband(w).routed)
    cleared = [replace(m, marks=frozenset()) for m in state.models.values() if m.marks]
    state = replace(state.with_models(cleared), phase="effects", active=following, rout_test_passed=False)
    return state, [TurnPassed(following)]

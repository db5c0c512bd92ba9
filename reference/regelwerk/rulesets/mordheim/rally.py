"""Step 3 of the start of the turn: rallying fleeing models, and the flight that goes on.

Order of checks for a ``rally`` (after the turn, order and own-model checks of :mod:`.rules`):

1. ``MH.RALLY.NOT_FLEEING``      the model is not fleeing on the table              (MH-SAM-1)
2. ``MH.RALLY.ALREADY_TESTED``   it has taken its rally test this turn              (MH-SAM-1)
3. ``MH.RALLY.ENEMY_CLOSEST``    under MH-A-SAMMELN-FEIND=naechstes-modell-kein-feind:
                                 the closest standing model is an enemy             (MH-SAM-1)
4. with ``use_leader``:
   ``MH.RALLY.OWN_LEADER``       the model is the leader himself                    (MH-SAM-2)
   ``MH.RALLY.NO_LEADER``        the warband has no leader on the table             (MH-SAM-2)
   ``MH.RALLY.LEADER_UNABLE``    the leader's status excludes him (MH-A-ANFUEHRER-ZUSTAND) (MH-SAM-2)
   ``MH.RALLY.LEADER_TOO_FAR``   the leader is not near (MH-A-ANFUEHRER-NAEHE, MH-A-MESSUNG) (MH-SAM-2)

and for an ``end_step`` in this step, under MH-A-SAMMELN-PFLICHT=pflicht:
``MH.RALLY.UNTESTED`` (MH-SAM-1) while a fleeing model that may test has not.

A pass ends the flight at once (status ``standing``, mark ``rallied``: MH-SAM-3).  A failure
(mark ``rally_failed``) continues the flight (MH-SAM-4) at once (MH-A-FLUCHT-ZEITPUNKT=sofort;
under ``spaeter`` the model stays where it is and moves in the movement phase, outside this
text): along the model's direction of flight
(MH-A-FLUCHTRICHTUNG), by the distance of MH-A-FLUCHTWEITE, moved and rounded by
:func:`regelwerk.core.inches.move`; a model whose base then reaches the table edge
(MH-A-TISCHKANTE) has fled off the table (status ``fled``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from regelwerk.core.dice import DiceSupply
from regelwerk.core.errors import IllegalAction
from regelwerk.core.inches import OUTWARD, Direction, Point, compare_distances, gap_within, gap_within_3d, inches, move
from regelwerk.core.ruleset import Event, Interpretations
from regelwerk.rulesets.mordheim import dice as labels
from regelwerk.rulesets.mordheim import interpretations as switches
from regelwerk.rulesets.mordheim.actions import Rally
from regelwerk.rulesets.mordheim.events import FlightContinued, RallyTestTaken
from regelwerk.rulesets.mordheim.leadership import DICE, passes
from regelwerk.rulesets.mordheim.state import Model, State

LEADER_RANGE_INCHES = 6  # "in der Nähe" read as the published 6" (MH-A-ANFUEHRER-NAEHE=6-zoll)
# The statuses on the table in which the leader lends no leadership (MH-A-ANFUEHRER-ZUSTAND).
LEADER_EXCLUDED = {
    "jeder-zustand": frozenset(),
    "wie-rueckzugstest": frozenset({"stunned"}),
    "nur-stehend": frozenset({"knocked_down", "stunned", "fleeing"}),
}


# -- measuring between models (MH-A-MESSUNG) ---------------------------------------------------


def within_range(a: Model, b: Model, limit: int, interpretations: Interpretations) -> bool:
    """The distance between the closest points of two bases is at most ``limit`` units:
    horizontally (``waagerecht``) or in space, with the height difference (``raeumlich``)."""
    if interpretations[switches.MEASURE] == "raeumlich":
        return gap_within_3d(a.position(), a.base, b.position(), b.base, limit)
    return gap_within(a.position(), a.base, b.position(), b.base, limit)


def closest(model: Model, others: list[Model], interpretations: Interpretations) -> list[Model]:
    """The models of ``others`` at the smallest distance from ``model`` (all of them on a tie)."""
    with_height = interpretations[switches.MEASURE] == "raeumlich"
    best: list[Model] = []
    for other in others:
        if not best:
            best = [other]
            continue
        order = compare_distances(
            model.position(), model.base, other.position(), other.base, best[0].position(), best[0].base, with_height
        )
        if order < 0:
            best = [other]
        elif order == 0:
            best.append(other)
    return best


# -- the plan ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RallyPlan:
    model: str
    leadership: int
    source: Literal["own", "leader"]


def may_test(state: State, model: Model, interpretations: Interpretations) -> None:
    """MH-SAM-1 (and MH-A-SAMMELN-FEIND): the model is fleeing on the table and has not tested."""
    if model.status != "fleeing":
        raise IllegalAction("MH.RALLY.NOT_FLEEING", "MH-SAM-1", f"model {model.id!r} is {model.status}, not fleeing on the table")
    if "rally_failed" in model.marks:
        raise IllegalAction("MH.RALLY.ALREADY_TESTED", "MH-SAM-1", f"model {model.id!r} has taken its rally test this turn")
    if interpretations[switches.ENEMY_CLOSEST] == "naechstes-modell-kein-feind":
        # The published condition: fleeing, stunned and knocked-down models are not considered.
        standing = [m for m in state.models.values() if m.status == "standing" and m.id != model.id]
        nearest = closest(model, sorted(standing, key=lambda m: m.id), interpretations)
        if nearest and all(m.warband != model.warband for m in nearest):
            raise IllegalAction("MH.RALLY.ENEMY_CLOSEST", "MH-SAM-1", f"the closest model to {model.id!r} is an enemy ({nearest[0].id!r})")


def plan_rally(state: State, action: Rally, interpretations: Interpretations) -> RallyPlan:
    """MH-SAM-1, MH-SAM-2: the model may take its rally test, on its own leadership or the
    leader's."""
    model = state.models[action.model]
    may_test(state, model, interpretations)
    if not action.use_leader:
        return RallyPlan(model.id, model.profile.leadership, "own")
    leader = state.leader(model.warband)
    if leader is not None and leader.id == model.id:
        raise IllegalAction("MH.RALLY.OWN_LEADER", "MH-SAM-2", f"model {model.id!r} is the leader: it tests on its own leadership")
    if leader is None or not leader.on_table:
        raise IllegalAction("MH.RALLY.NO_LEADER", "MH-SAM-2", "the warband has no leader on the table")
    if leader.status in LEADER_EXCLUDED[interpretations[switches.LEADER_STATUS]]:
        raise IllegalAction("MH.RALLY.LEADER_UNABLE", "MH-SAM-2", f"the leader {leader.id!r} is {leader.status}")
    if interpretations[switches.LEADER_RANGE] == "6-zoll" and not within_range(
        model, leader, inches(LEADER_RANGE_INCHES), interpretations
    ):
        raise IllegalAction("MH.RALLY.LEADER_TOO_FAR", "MH-SAM-2", f"the leader {leader.id!r} is more than 6 inches away")
    return RallyPlan(model.id, leader.profile.leadership, "leader")


def untested(state: State, warband: str, interpretations: Interpretations) -> list[str]:
    """The warband's fleeing models on the table that may still take a rally test."""
    waiting = []
    for model in state.members(warband):
        try:
            may_test(state, model, interpretations)
        except IllegalAction:
            continue
        waiting.append(model.id)
    return waiting


def check_end_of_step(state: State, warband: str, interpretations: Interpretations) -> None:
    """MH-SAM-1, MH-A-SAMMELN-PFLICHT: the text lets the player try ("darfst"); under ``pflicht``
    every fleeing model that may test must have tested before the step ends."""
    if interpretations[switches.RALLY_DUTY] == "freiwillig":
        return
    waiting = untested(state, warband, interpretations)
    if waiting:
        raise IllegalAction("MH.RALLY.UNTESTED", "MH-SAM-1", f"model {waiting[0]!r} has not taken its rally test")


# -- resolution ----------------------------------------------------------------------------------


def resolve_rally(state: State, plan: RallyPlan, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """MH-MWT-1, MH-SAM-3, MH-SAM-4: two W6 against the leadership; a pass ends the flight, a
    failure continues it."""
    model = state.models[plan.model]
    first, second = (int(d) for d in dice.take(labels.RALLY_TEST, DICE))
    passed = passes((first, second), plan.leadership, interpretations)
    events: list[Event] = [RallyTestTaken(model.id, plan.leadership, plan.source, (first, second), passed)]
    if passed:
        rallied = replace(model, status="standing", flight=None, marks=model.marks | {"rallied"})
        return state.with_model(rallied), events
    failed = replace(model, marks=model.marks | {"rally_failed"})
    if interpretations[switches.FLIGHT_WHEN] == "spaeter":
        return state.with_model(failed), events  # the flight goes on in the movement phase
    after, flight = continue_flight(state, failed, dice, interpretations)
    return after, events + flight


def flight_direction(state: State, model: Model, interpretations: Interpretations) -> Direction:
    """MH-SAM-4, MH-A-FLUCHTRICHTUNG: the direction it fled in so far, or straight towards the
    nearest table edge (ties: west, south, east, north)."""
    if interpretations[switches.FLIGHT_DIRECTION] == "naechste-kante":
        return OUTWARD[state.table.nearest_edge(model.position())]
    if model.flight is None:
        raise ValueError(f"model {model.id!r} has no direction of flight")
    return model.flight


def flight_distance(model: Model, dice: DiceSupply, interpretations: Interpretations) -> int:
    """MH-SAM-4, MH-A-FLUCHTWEITE: 2W6 inches (label ``fluchtweite``), or twice the model's
    Bewegung."""
    if interpretations[switches.FLIGHT_DISTANCE] == "2w6-zoll":
        return inches(sum(int(d) for d in dice.take(labels.FLIGHT, 2)))
    return inches(2 * model.profile.move)


def leaves_table(state: State, model: Model, end: Point, interpretations: Interpretations) -> bool:
    """MH-A-TISCHKANTE: the base reaches the table edge (``erreicht``), or its centre ends beyond
    it (``mitte-jenseits``)."""
    if interpretations[switches.TABLE_EDGE] == "erreicht":
        return bool(state.table.reached_edges(end, model.base))
    return not state.table.contains(end)


def continue_flight(state: State, model: Model, dice: DiceSupply, interpretations: Interpretations) -> tuple[State, list[Event]]:
    """MH-SAM-4: the flight goes on in a straight line; off the table the model leaves the game."""
    origin = model.position()
    direction = flight_direction(state, model, interpretations)
    distance = flight_distance(model, dice, interpretations)
    end = move(origin, direction, distance)
    left = leaves_table(state, model, end, interpretations)
    if left:
        moved = replace(model, status="fled", at=None, flight=None)
    else:
        moved = replace(model, at=end, flight=direction)
    event = FlightContinued(model.id, origin, end, direction, distance, left)
    return state.with_model(moved), [event]

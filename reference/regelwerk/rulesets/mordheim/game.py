"""A new game and the end of a game.

:func:`initial_state` is the starting position of a game: the sample warbands of
:mod:`.samples` deployed along two opposite edges of a 48 by 48 inch table, the first warband's
turn beginning with step 1.  :func:`outcome` is the result of a finished game as a value, like
python-chess ``Outcome``; ``None`` while the game goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.inches import Point, Table, inches
from regelwerk.rulesets.mordheim.samples import BASE_25_MM, TABLE_INCHES, TYPES, WARBANDS, deployment
from regelwerk.rulesets.mordheim.state import Model, Profile, Reason, State, Warband, frozen


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winning warband (``None`` when every warband routed) and why."""

    winner: str | None
    reason: Reason


def initial_state() -> State:
    """The sample warbands at the start of the game (register MH-A-BEISPIELBANDEN)."""
    models: dict[str, Model] = {}
    warbands = []
    for w, (warband_id, roster) in enumerate(WARBANDS):
        warbands.append(Warband(warband_id, roster[0][0], routed=False, rout_test_due_before=False))
        for m, (model_id, type_id) in enumerate(roster):
            move, initiative, leadership, immune = TYPES[type_id]
            x, y = deployment(w, m)
            models[model_id] = Model(
                id=model_id,
                warband=warband_id,
                type=type_id,
                profile=Profile(move, initiative, leadership),
                base=BASE_25_MM,
                immune_to_psychology=immune,
                status="standing",
                at=Point(x, y, 0),
                flight=None,
                marks=frozenset(),
                injury_roll=False,
            )
    return State(
        phase="effects",
        active=warbands[0].id,
        result=None,
        rout_tests=True,
        table=Table.of_size(inches(TABLE_INCHES), inches(TABLE_INCHES)),
        rout_test_passed=False,
        warbands=tuple(warbands),
        models=frozen(models),
        effects=(),
    )


def outcome(state: State) -> Outcome | None:
    """MH-RUE-6: the result once the game is over, else ``None``."""
    if state.result is None:
        return None
    return Outcome(state.result.winner, state.result.reason)

"""The generated vector tables of Mordheim (``vectors/mordheim/tables/``).

``mordheim/moralwerttest``        the leadership test alone (MH-MWT-1), asked as the question
                                  ``leadership_test``: every leadership from 2 to 10 against
                                  every result of 2W6 (each multiset of two faces once, in
                                  ascending order), 9 × 21 rows, under the default
                                  MH-A-MORALWERTTEST=gleich-besteht;
``mordheim/moralwerttest-unter``  the same rows under MH-A-MORALWERTTEST=unter-besteht;
``mordheim/rueckzugsschwelle``    the 25 % threshold of the rout test (MH-RUE-1), asked as the
                                  question ``rout_threshold``: every starting size from 1 to 30
                                  against every number of losses from 0 to that size.

The leadership and the counts are ``number`` columns (``docs/matching.md``, "Generated tables").
The rule set names :func:`specs` by reference (``RULESET.tables``); the specs import
:mod:`regelwerk.suite.tables` only when asked for, so the engine never imports the suite.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from regelwerk.core.canonical import Json
from regelwerk.core.inches import inches
from regelwerk.rulesets.mordheim import interpretations as switches
from regelwerk.rulesets.mordheim.samples import TABLE_INCHES

if TYPE_CHECKING:
    from regelwerk.suite.tables import TableSpec

LEADERSHIP = (2, 10)
FACES = 6
START = (1, 30)

# The smallest valid state: two warbands without models at the start of the first one's turn.
# A question is answered in every phase and reads nothing of the state.
EMPTY_STATE: Json = {
    "phase": "effects",
    "active": "reikland",
    "result": None,
    "scenario": {"rout_tests": True},
    "table": {"width": inches(TABLE_INCHES), "depth": inches(TABLE_INCHES)},
    "rout_test_passed": False,
    "warbands": [
        {"id": "reikland", "leader": None, "routed": False, "rout_test_due_before": False},
        {"id": "middenheim", "leader": None, "routed": False, "rout_test_due_before": False},
    ],
    "models": [],
    "effects": [],
}


def _leadership_inputs() -> Iterator[tuple[Json, ...]]:
    for leadership in range(LEADERSHIP[0], LEADERSHIP[1] + 1):
        for roll in combinations_with_replacement(range(1, FACES + 1), 2):
            yield (leadership, list(roll))


def _threshold_inputs() -> Iterator[tuple[Json, ...]]:
    for start in range(START[0], START[1] + 1):
        for lost in range(0, start + 1):
            yield (start, lost)


def specs() -> tuple[TableSpec, ...]:
    """The table specs of the rule set (``RULESET.tables`` names this function)."""
    from regelwerk.suite.tables import Column, TableSpec

    leadership_columns = (
        Column("leadership", "action.leadership", "m", "Moralwert", cells="number"),
        Column("roll", "action.roll", "w", "Wurf"),
        Column("answer", "expected.answer"),
    )
    leadership_parameters = {
        "leadership": {"min": LEADERSHIP[0], "max": LEADERSHIP[1]},
        "faces": FACES,
        "dice": 2,
        "order": "leadership ascending; for each, every multiset of two W6 in lexicographic order, faces ascending",
    }

    def leadership_table(name: str, option: str, description: str) -> TableSpec:
        return TableSpec(
            ruleset="mordheim",
            name=name,
            file_name=f"{name}-tabelle.json",
            id_prefix=f"mordheim/{name}",
            description=description,
            clauses=("MH-MWT-1",),
            state=EMPTY_STATE,
            action_template={"type": "ask", "question": "leadership_test"},
            expected_template={"status": "answered"},
            columns=leadership_columns,
            parameters=leadership_parameters,
            inputs=_leadership_inputs,
            interpretations={switches.TEST_BOUNDARY: option},
        )

    threshold = TableSpec(
        ruleset="mordheim",
        name="rueckzugsschwelle",
        file_name="rueckzugsschwelle-tabelle.json",
        id_prefix="mordheim/rueckzugsschwelle",
        description="Ist ein Rückzugstest fällig",
        clauses=("MH-RUE-1",),
        state=EMPTY_STATE,
        action_template={"type": "ask", "question": "rout_threshold"},
        expected_template={"status": "answered"},
        columns=(
            Column("start", "action.start", "s", "Anfangsmodelle", cells="number"),
            Column("lost", "action.lost", "v", "Verluste", cells="number"),
            Column("answer", "expected.answer"),
        ),
        parameters={
            "start": {"min": START[0], "max": START[1]},
            "lost": "0 to start",
            "order": "start ascending; for each, lost ascending",
        },
        inputs=_threshold_inputs,
    )
    return (
        leadership_table("moralwerttest", "gleich-besteht", "Moralwerttest auf 2W6"),
        leadership_table("moralwerttest-unter", "unter-besteht", "Moralwerttest auf 2W6, bestanden nur unter dem Moralwert"),
        threshold,
    )

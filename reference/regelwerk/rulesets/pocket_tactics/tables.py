"""The generated vector table of Pocket-Tactics (``vectors/pocket_tactics/tables/``).

``pocket_tactics/duell``  the pairing of the dice (PT-WUE-1, PT-WUE-2), asked as the question
                          ``compare``: every multiset of one to three red dice against every
                          multiset of none to three blue dice, 83 × 84 rows.

The rule set names :func:`specs` by reference (``RULESET.tables``); the specs import
:mod:`regelwerk.suite.tables` only when asked for, so the engine never imports the suite.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from regelwerk.core.canonical import Json

if TYPE_CHECKING:
    from regelwerk.suite.tables import TableSpec

FACES = 6
RED = (1, 3)  # attack dice per side: at least one (PT-A-NULLWUERFEL: no attack without)
BLUE = (0, 3)  # defence dice: none is possible (a unit without defence dice)

# The smallest valid state: before the roll-off, nothing placed.  A question is answered in
# every phase and reads nothing of the state.
EMPTY_STATE: Json = {
    "phase": "start",
    "first": None,
    "active": None,
    "winner": None,
    "bag": {"field": 0, "forest": 0, "hill": 0, "village": 0, "water": 0},
    "tiles": [],
    "bases": {"legion": {"at": None, "defence": 3}, "tribes": {"at": None, "defence": 3}},
    "units": [],
    "board": [],
    "reserve": {"legion": [], "tribes": []},
    "prison": {"legion": [], "tribes": []},
}


def _duel_inputs() -> Iterator[tuple[Json, ...]]:
    from regelwerk.suite.tables import dice_multisets

    for red in dice_multisets(FACES, *RED):
        for blue in dice_multisets(FACES, *BLUE):
            yield (list(red), blue)


def duel() -> TableSpec:
    """The dice duel: red against blue, every multiset of each."""
    from regelwerk.suite.tables import Column, TableSpec

    return TableSpec(
        ruleset="pocket_tactics",
        name="duell",
        file_name="duell-tabelle.json",
        id_prefix="pocket_tactics/duell",
        description="Würfelpaare vergleichen",
        clauses=("PT-WUE-1", "PT-WUE-2"),
        state=EMPTY_STATE,
        # A red die left over against at least one blue die defeats only in the literal reading
        # (PT-A-UEBERZAEHLIGE-WUERFEL); the table is that reading's.
        interpretations={"PT-A-UEBERZAEHLIGE-WUERFEL": "je-wuerfel"},
        action_template={"type": "ask", "question": "compare"},
        expected_template={"status": "answered"},
        columns=(
            Column("red", "action.red", "r", "Rot"),
            Column("blue", "action.blue", "b", "Blau"),
            Column("answer", "expected.answer"),
        ),
        parameters={
            "faces": FACES,
            "red": {"min": RED[0], "max": RED[1]},
            "blue": {"min": BLUE[0], "max": BLUE[1]},
            "order": "red by size, then lexicographically; for each, blue the same way; dice ascending",
        },
        inputs=_duel_inputs,
    )


def specs() -> tuple[TableSpec, ...]:
    """The table specs of the rule set (``RULESET.tables`` names this function)."""
    return (duel(),)

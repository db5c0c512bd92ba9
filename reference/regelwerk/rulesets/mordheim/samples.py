"""Sample data: model types with the characteristics the start of the turn reads, and the
sample pair of warbands of :func:`regelwerk.rulesets.mordheim.game.initial_state`.

The text has no profiles and no warbands; every value here is an assumption of the suite
(register MH-A-BEISPIELBANDEN), taken from the published human mercenary and undead profiles
(Bewegung, Initiative, Moralwert).  A state always carries each model's whole profile, so no
outcome depends on this module.
"""

from __future__ import annotations

from regelwerk.core.inches import inches

# type id: (move, initiative, leadership, immune to psychology)
TYPES: dict[str, tuple[int, int, int, bool]] = {
    "captain": (4, 4, 8, False),
    "champion": (4, 4, 7, False),
    "youngblood": (4, 3, 6, False),
    "warrior": (4, 3, 7, False),
    "marksman": (4, 3, 7, False),
    "swordsman": (4, 3, 7, False),
    "vampire": (6, 6, 8, True),
    "dreg": (4, 3, 7, False),
    "zombie": (4, 1, 5, True),
}

BASE_25_MM = 250  # units: tenths of a millimetre
TABLE_INCHES = 48  # a 4' x 4' table

# The sample pair: (warband id, [(model id, type), ...]); the first model leads.
WARBANDS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    (
        "reikland",
        (
            ("Kurt", "captain"), ("Ulrich", "champion"), ("Hans", "youngblood"), ("Max", "youngblood"),
            ("Fritz", "warrior"), ("Otto", "warrior"), ("Lukas", "marksman"), ("Paul", "marksman"),
        ),
    ),
    (
        "middenheim",
        (
            ("Ansgar", "captain"), ("Bruno", "champion"), ("Emil", "youngblood"), ("Georg", "youngblood"),
            ("Heinz", "warrior"), ("Jakob", "warrior"), ("Moritz", "marksman"), ("Rudolf", "marksman"),
        ),
    ),
)


def deployment(warband_index: int, model_index: int) -> tuple[int, int]:
    """Where the sample models stand at the start: a line 3 inches from the own table edge
    (south for the first warband, north for the second), 4 inches apart from x = 10 inches."""
    x = inches(10 + 4 * model_index)
    y = inches(3) if warband_index == 0 else inches(TABLE_INCHES - 3)
    return x, y

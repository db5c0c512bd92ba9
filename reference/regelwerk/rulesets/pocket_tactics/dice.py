"""Pocket-Tactics dice labels and the order in which procedures read them.

``gefahr``
    The hazard roll (clause PT-GEF-2), one W6 per hazard check.  A move reads at most one:
    when the moving unit enters a hazardous tile and is not immune (PT-GEF-4) and the entry
    is not exempt (PT-GEF-3, PT-RES-2).  Faces 1 to 3 defeat the unit.
"""

from __future__ import annotations

from regelwerk.core.dice import DiceLabel

HAZARD = "gefahr"

LABELS = {
    HAZARD: DiceLabel(
        name=HAZARD,
        faces=6,
        read_by="hazard check on entering a hazardous tile (PT-GEF-2): one die per check",
    ),
}

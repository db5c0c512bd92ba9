"""The leadership test (Moralwerttest) shared by the rout test and rallying (MH-MWT-1).

Two W6 are rolled and summed; the test is passed when the sum is at most the leadership value
(``MH-A-MORALWERTTEST=gleich-besteht``, the published rule the text relies on) or only when it is
below it (``unter-besteht``).
"""

from __future__ import annotations

from collections.abc import Sequence

from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.mordheim import interpretations as switches

DICE = 2  # a leadership test is rolled on 2W6


def passes(roll: Sequence[int], leadership: int, interpretations: Interpretations) -> bool:
    """MH-MWT-1: whether a roll of two W6 passes a test against ``leadership``.  The switch is
    read only when the sum equals the value: nowhere else do the readings differ."""
    total = sum(roll)
    return total < leadership or (total == leadership and interpretations[switches.TEST_BOUNDARY] == "gleich-besteht")

"""Standardaktionen dice labels and the order in which procedures read them.

The text rolls no dice: under every default reading no case reads a die.  One registered
option rolls:

``treffer``  the hit roll under ``SA-A-TREFFER=trefferwurf``: one W6 when a declared attack
             resolves after its reaction phase and the target is not shielded; faces 4 to 6 hit
             (:data:`HIT_FROM`).  A shielded attack reads none.
"""

from __future__ import annotations

from regelwerk.core.dice import DiceLabel

HIT = "treffer"
HIT_FROM = 4  # the lowest face that hits under SA-A-TREFFER=trefferwurf

LABELS = {
    HIT: DiceLabel(HIT, 6, "hit roll under SA-A-TREFFER=trefferwurf: one W6 when an unshielded attack resolves; 4-6 hit"),
}

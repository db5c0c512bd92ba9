"""Mordheim dice labels and the order in which procedures read them.

Every action reads at most one label; within a label, dice are read front to back.

``effekt``          one W6 per ``poison`` effect whose model is on the table, read when the
                    ``resolve_effect`` action resolves it (MH-BEG-1); 1 or 2 take the model out
                    of action.  A ``wake`` effect, and an effect whose model is no longer on the
                    table, reads none.
``rueckzugstest``   the rout test (MH-RUE-1, MH-MWT-1): two W6 for one ``rout_test`` action,
                    summed.  None when no model can take the test and
                    MH-A-KEIN-TESTER=automatisch-verpatzt fails it without a roll.
``sammeltest``      the rally test (MH-SAM-1, MH-MWT-1): two W6 for one ``rally`` action, summed.
``fluchtweite``     the distance of a continued flight (MH-SAM-4): two W6 after a failed rally
                    test, summed, in inches (MH-A-FLUCHTWEITE=2w6-zoll); none under
                    ``doppelte-bewegung``, where the distance is twice the model's Bewegung.
"""

from __future__ import annotations

from regelwerk.core.dice import DiceLabel

EFFECT = "effekt"
ROUT_TEST = "rueckzugstest"
RALLY_TEST = "sammeltest"
FLIGHT = "fluchtweite"

LABELS = {
    EFFECT: DiceLabel(EFFECT, 6, "one W6 per poison effect on a model on the table, when it is resolved (MH-BEG-1)"),
    ROUT_TEST: DiceLabel(ROUT_TEST, 6, "two W6 per rout test, summed (MH-RUE-1, MH-MWT-1)"),
    RALLY_TEST: DiceLabel(RALLY_TEST, 6, "two W6 per rally test, summed (MH-SAM-1, MH-MWT-1)"),
    FLIGHT: DiceLabel(FLIGHT, 6, "two W6 per failed rally test: the flight distance in inches (MH-SAM-4, MH-A-FLUCHTWEITE)"),
}

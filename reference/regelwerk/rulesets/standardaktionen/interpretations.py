"""The ids of the interpretation switches the Standardaktionen rules read.

A switch's options and its default are not written here: the register
(``features/standardaktionen/auslegungen.yaml``) is their only source, read by
:attr:`regelwerk.core.ruleset.RuleSet.switches`.  The rules read a switch only through
``interpretations[ID]`` and compare its value with the option ids as literals; the read is
recorded for the dependence check of ``regelwerk check``, which also checks that every id here
is a switch of the register and every switch of the register is read.
"""

from __future__ import annotations

# The turn of a unit and of the players
SECTION_3 = "SA-A-ABSCHNITT-3"
ORDER = "SA-A-REIHENFOLGE"
TURN_ORDER = "SA-A-ZUGFOLGE"
VICTORY = "SA-A-SIEG"
MERCENARY = "SA-A-SOELDNER"
NOT_MOVED = "SA-A-NICHT-BEWEGT"
FAILED_ATTACK = "SA-A-FEHLSCHLAG"

# Movement
MOVE_VALUE = "SA-A-MOVE-WERT"
RESTRICTION = "SA-A-EINSCHRAENKUNG"
ORTHOLINEAR = "SA-A-ORTHOLINEAR"
PASSING = "SA-A-DURCHZIEHEN"
START_SQUARE = "SA-A-STARTFELD"
TOUCH = "SA-A-BERUEHRT"
MOVE_FACING = "SA-A-BLICK-BEIM-ZIEHEN"
TEST_MOVE = "SA-A-TESTZUG"
CORRECTION_SCOPE = "SA-A-KORREKTUR-UMFANG"
CORRECTION_WHO = "SA-A-KORREKTUR-GEGNER"

# Attack and reaction phase
TARGETS = "SA-A-ZIELE"
RANGE = "SA-A-REICHWEITE"
BETWEEN = "SA-A-DAZWISCHEN"
HIT = "SA-A-TREFFER"
STARTING_PLAYER = "SA-A-STARTSPIELER"
BOSS_ORDER = "SA-A-BOSSREIHENFOLGE"
STACK = "SA-A-STAPEL"
ART = "SA-A-KUNST"
EXCESS = "SA-A-UEBERSCHUSS"
AMBUSH = "SA-A-HINTERHALT"
AMBUSH_WHEN = "SA-A-HINTERHALT-FEHLSCHLAG"
ATTACK_DIRECTION = "SA-A-ANGRIFFSRICHTUNG"

# Facing
TURNING = "SA-A-DREHPFLICHT"

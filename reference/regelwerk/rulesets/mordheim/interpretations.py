"""The ids of the interpretation switches the Mordheim rules read.

A switch's options and its default are not written here: the register
(``features/mordheim/auslegungen.yaml``) is their only source, read by
:attr:`regelwerk.core.ruleset.RuleSet.switches`.  The rules read a switch only through
``interpretations[ID]`` and compare its value with the option ids as literals; the read is
recorded for the dependence check of ``regelwerk check``, which also checks that every id here
is a switch of the register and every switch of the register is read.
"""

from __future__ import annotations

# Leadership tests and the rout test
TEST_BOUNDARY = "MH-A-MORALWERTTEST"
LOSSES = "MH-A-VERLUSTE"
FLED_TESTERS = "MH-A-GEFLOHENE-TESTEN"
NO_TESTER = "MH-A-KEIN-TESTER"
LAST_OPPONENT = "MH-A-LETZTER-GEGNER"
INJURIES = "MH-A-VERLETZUNGEN"
VOLUNTARY_WHEN = "MH-A-FREIWILLIG-ZEITRAUM"
VOLUNTARY_FROM = "MH-A-FREIWILLIG-AB"

# Start-of-turn effects
EFFECT_ORDER = "MH-A-EFFEKT-REIHENFOLGE"

# Rallying
LEADER_RANGE = "MH-A-ANFUEHRER-NAEHE"
LEADER_STATUS = "MH-A-ANFUEHRER-ZUSTAND"
MEASURE = "MH-A-MESSUNG"
RALLY_DUTY = "MH-A-SAMMELN-PFLICHT"
ENEMY_CLOSEST = "MH-A-SAMMELN-FEIND"
RALLIED_CASTS = "MH-A-SAMMELN-ZAUBERN"
FLIGHT_DIRECTION = "MH-A-FLUCHTRICHTUNG"
FLIGHT_DISTANCE = "MH-A-FLUCHTWEITE"
TABLE_EDGE = "MH-A-TISCHKANTE"
FLIGHT_WHEN = "MH-A-FLUCHT-ZEITPUNKT"

# Recovery and the rest of the turn
TURN_OVER = "MH-A-BETAEUBT-DREHEN"
STAND_UP = "MH-A-AUFSTEHEN"
TURNED_STANDS = "MH-A-UMGEDREHT-AUFSTEHEN"
STOOD_UP_MOVE = "MH-A-AUFSTEHEN-BEWEGUNG"
REDUCED_INITIATIVE = "MH-A-INITIATIVE-EINS"
ABLE_TO_ACT = "MH-A-HANDLUNGSFAEHIG"

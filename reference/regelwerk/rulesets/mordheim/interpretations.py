"""Switches for the registered ambiguities of the Mordheim text.

The register (``features/mordheim/auslegungen.yaml``) explains each question, its options, why
the default is the default and where the published rulebook differs; ``regelwerk check`` keeps
it and these switches in step.  The default of every switch is the reading of the German text;
where the text leaves a question to a page it does not include, the default is the published
rule of that page, and the other options are other readings.
"""

from __future__ import annotations

from regelwerk.core.ruleset import InterpretationSwitch as Switch

# Leadership tests and the rout test
TEST_BOUNDARY = Switch("MH-A-MORALWERTTEST", ("gleich-besteht", "unter-besteht"), "gleich-besteht")
LOSSES = Switch("MH-A-VERLUSTE", ("ausgeschaltet-und-geflohen", "nur-ausgeschaltet"), "ausgeschaltet-und-geflohen")
FLED_TESTERS = Switch("MH-A-GEFLOHENE-TESTEN", ("zaehlen-nicht", "zaehlen"), "zaehlen-nicht")
NO_TESTER = Switch("MH-A-KEIN-TESTER", ("automatisch-verpatzt", "kein-test"), "automatisch-verpatzt")
LAST_OPPONENT = Switch("MH-A-LETZTER-GEGNER", ("verbliebene", "anfaengliche"), "verbliebene")
INJURIES = Switch("MH-A-VERLETZUNGEN", ("nur-rueckzug", "alle-ausgeschalteten"), "nur-rueckzug")
VOLUNTARY_WHEN = Switch("MH-A-FREIWILLIG-ZEITRAUM", ("jeder-zug", "nur-erster"), "jeder-zug")

# Start-of-turn effects
EFFECT_ORDER = Switch("MH-A-EFFEKT-REIHENFOLGE", ("liste", "spieler-waehlt"), "liste")

# Rallying
LEADER_RANGE = Switch("MH-A-ANFUEHRER-NAEHE", ("6-zoll", "ueberall"), "6-zoll")
LEADER_STATUS = Switch("MH-A-ANFUEHRER-ZUSTAND", ("jeder-zustand", "wie-rueckzugstest", "nur-stehend"), "jeder-zustand")
MEASURE = Switch("MH-A-MESSUNG", ("waagerecht", "raeumlich"), "waagerecht")
RALLY_DUTY = Switch("MH-A-SAMMELN-PFLICHT", ("freiwillig", "pflicht"), "freiwillig")
ENEMY_CLOSEST = Switch("MH-A-SAMMELN-FEIND", ("keine-bedingung", "naechstes-modell-kein-feind"), "keine-bedingung")
RALLIED_CASTS = Switch("MH-A-SAMMELN-ZAUBERN", ("nichts", "zaubern-erlaubt"), "nichts")
FLIGHT_DIRECTION = Switch("MH-A-FLUCHTRICHTUNG", ("bisherige-richtung", "naechste-kante"), "bisherige-richtung")
FLIGHT_DISTANCE = Switch("MH-A-FLUCHTWEITE", ("2w6-zoll", "doppelte-bewegung"), "2w6-zoll")
TABLE_EDGE = Switch("MH-A-TISCHKANTE", ("erreicht", "mitte-jenseits"), "erreicht")
FLIGHT_WHEN = Switch("MH-A-FLUCHT-ZEITPUNKT", ("sofort", "spaeter"), "sofort")

# Recovery and the rest of the turn
TURN_OVER = Switch("MH-A-BETAEUBT-DREHEN", ("pflicht", "freiwillig"), "pflicht")
STAND_UP = Switch("MH-A-AUFSTEHEN", ("freiwillig", "pflicht"), "freiwillig")
TURNED_STANDS = Switch("MH-A-UMGEDREHT-AUFSTEHEN", ("naechster-zug", "sofort"), "naechster-zug")
STOOD_UP_MOVE = Switch("MH-A-AUFSTEHEN-BEWEGUNG", ("keine-bewegung", "halbe-bewegung"), "keine-bewegung")
ABLE_TO_ACT = Switch("MH-A-HANDLUNGSFAEHIG", ("nur-stehende", "nur-textgrenzen"), "nur-stehende")

SWITCHES = (
    TEST_BOUNDARY, LOSSES, FLED_TESTERS, NO_TESTER, LAST_OPPONENT, INJURIES, VOLUNTARY_WHEN,
    EFFECT_ORDER,
    LEADER_RANGE, LEADER_STATUS, MEASURE, RALLY_DUTY, ENEMY_CLOSEST, RALLIED_CASTS,
    FLIGHT_DIRECTION, FLIGHT_DISTANCE, TABLE_EDGE, FLIGHT_WHEN,
    TURN_OVER, STAND_UP, TURNED_STANDS, STOOD_UP_MOVE, ABLE_TO_ACT,
)

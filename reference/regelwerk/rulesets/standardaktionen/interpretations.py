"""Switches for the registered gaps and ambiguities of the Standardaktionen text.

The register (``features/standardaktionen/auslegungen.yaml``) states each question, its options
and why the default is the default; ``regelwerk check`` keeps it and these switches in step.
The rules read a switch only through ``interpretations[SWITCH.id]``, which records the read for
the dependence check of ``regelwerk check``.
"""

from __future__ import annotations

from regelwerk.core.ruleset import InterpretationSwitch as Switch

# The turn of a unit and of the players
SECTION_3 = Switch("SA-A-ABSCHNITT-3", ("keine-aktion", "unbekannte-phase"), "keine-aktion")
ORDER = Switch("SA-A-REIHENFOLGE", ("fest", "frei"), "fest")
TURN_ORDER = Switch("SA-A-ZUGFOLGE", ("spielerzug", "abwechselnd"), "spielerzug")
VICTORY = Switch("SA-A-SIEG", ("letzter-spieler", "kein-ende"), "letzter-spieler")
MERCENARY = Switch("SA-A-SOELDNER", ("eigene-kampfphase", "kampfphase-des-spielers"), "eigene-kampfphase")

# Movement
MOVE_VALUE = Switch("SA-A-MOVE-WERT", ("wert-der-einheit", "unbegrenzt"), "wert-der-einheit")
RESTRICTION = Switch("SA-A-EINSCHRAENKUNG", ("stillstand", "halbiert"), "stillstand")
ORTHOLINEAR = Switch("SA-A-ORTHOLINEAR", ("orthogonal", "mit-diagonalen"), "orthogonal")
PASSING = Switch("SA-A-DURCHZIEHEN", ("durchziehen", "anhalten"), "durchziehen")
START_SQUARE = Switch("SA-A-STARTFELD", ("zaehlt-nicht", "zaehlt"), "zaehlt-nicht")
TOUCH = Switch("SA-A-BERUEHRT", ("einheit-gebunden", "nur-abstellen"), "einheit-gebunden")
TEST_MOVE = Switch("SA-A-TESTZUG", ("nur-legale", "frei"), "nur-legale")
CORRECTION_SCOPE = Switch("SA-A-KORREKTUR-UMFANG", ("letzter-zug", "ganze-bewegung"), "letzter-zug")
CORRECTION_WHO = Switch("SA-A-KORREKTUR-GEGNER", ("alle-gegner", "naechster-gegner"), "alle-gegner")

# Attack and reaction phase
TARGETS = Switch("SA-A-ZIELE", ("nur-gegner", "jede-einheit"), "nur-gegner")
RANGE = Switch("SA-A-REICHWEITE", ("schritte", "gerade-linie"), "schritte")
HIT = Switch("SA-A-TREFFER", ("kein-wurf", "trefferwurf"), "kein-wurf")
STARTING_PLAYER = Switch("SA-A-STARTSPIELER", ("startspieler", "angreifer"), "startspieler")
BOSS_ORDER = Switch("SA-A-BOSSREIHENFOLGE", ("zugreihenfolge", "gegen-zugreihenfolge"), "zugreihenfolge")
STACK = Switch("SA-A-STAPEL", ("stapel", "warteschlange"), "stapel")
ART = Switch("SA-A-KUNST", ("jede-reaktion", "technik-und-zauber"), "jede-reaktion")
EXCESS = Switch("SA-A-UEBERSCHUSS", ("nur-vermerken", "durchschlag"), "nur-vermerken")
AMBUSH = Switch("SA-A-HINTERHALT", ("keine-wirkung", "doppelter-schaden"), "keine-wirkung")
ATTACK_DIRECTION = Switch("SA-A-ANGRIFFSRICHTUNG", ("hauptachse", "beide-achsen", "nur-gerade"), "hauptachse")

# Facing
TURNING = Switch("SA-A-DREHPFLICHT", ("freiwillig", "pflicht"), "freiwillig")

SWITCHES = (
    SECTION_3, ORDER, TURN_ORDER, VICTORY, MERCENARY,
    MOVE_VALUE, RESTRICTION, ORTHOLINEAR, PASSING, START_SQUARE, TOUCH, TEST_MOVE, CORRECTION_SCOPE, CORRECTION_WHO,
    TARGETS, RANGE, HIT, STARTING_PLAYER, BOSS_ORDER, STACK, ART, EXCESS, AMBUSH, ATTACK_DIRECTION,
    TURNING,
)

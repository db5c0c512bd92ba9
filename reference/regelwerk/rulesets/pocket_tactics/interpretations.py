"""Switches for the registered ambiguities of the Pocket-Tactics text.

The register (``features/pocket_tactics/auslegungen.yaml``) explains each question, its options
and why the default is the default; ``regelwerk check`` keeps it and these switches in step.
"""

from __future__ import annotations

from regelwerk.core.ruleset import InterpretationSwitch as Switch

# Movement
HOP_PATH = Switch("PT-A-SPRUNGBAHN", ("gerade", "beliebig"), "gerade")
HOP_HAZARD = Switch("PT-A-SPRUNGGEFAHR", ("verbuendeter-auf-gefahr", "landung-auf-gefahr"), "verbuendeter-auf-gefahr")
HOP_TO_BASE = Switch("PT-A-RUECKZUG-SPRUNG", ("nur-nachbar", "auch-sprung"), "nur-nachbar")
HOP_CHAIN = Switch("PT-A-SPRUNGKETTE", ("ein-sprung", "kette"), "ein-sprung")
NO_ACTION = Switch("PT-A-KEIN-ZUG", ("aussetzen", "verliert"), "aussetzen")

# Setup
ROLL_OFF = Switch("PT-A-STARTWURF", ("hoeher-beginnt", "niedriger-beginnt"), "hoeher-beginnt")
TILE_SIDES = Switch("PT-A-LEGEREGEL", ("abgewandte-seite", "beliebige-seite"), "abgewandte-seite")
SECOND_TILE = Switch(
    "PT-A-ZWEITE-KACHEL",
    ("stuetzpunkt-oder-erste-kachel", "nur-erste-kachel", "nur-stuetzpunkt"),
    "stuetzpunkt-oder-erste-kachel",
)
BASE_DISTANCE = Switch("PT-A-STUETZPUNKT-ABSTAND", ("hexabstand", "weg-ueber-kacheln"), "hexabstand")
BASE_FALLBACK = Switch("PT-A-STUETZPUNKT-ERSATZ", ("naechste-anzahl", "beliebige-anzahl"), "naechste-anzahl")
DEPLOY_AREA = Switch("PT-A-AUFSTELLUNG-NAEHE", ("naechste-freie", "eigene-haelfte"), "naechste-freie")
DEPLOY_DISTANCE = Switch("PT-A-AUFSTELLUNG-ABSTAND", ("hexabstand", "weg-ueber-kacheln"), "hexabstand")
DEPLOY_HAZARD = Switch("PT-A-AUFSTELLUNG-GEFAHR", ("keine-pruefung", "pruefung"), "keine-pruefung")

# Combat
ASSAULT_HAZARD = Switch("PT-A-NAHKAMPF-GEFAHR", ("vor-dem-kampf", "nach-dem-sieg"), "vor-dem-kampf")
COUNTER_TYPE = Switch("PT-A-GEGENANGRIFF-ART", ("gleiche-art", "immer-nahkampf"), "gleiche-art")
SIMILAR_ABILITY = Switch("PT-A-AEHNLICHE-FAEHIGKEIT", ("gleiche-angriffsart", "gleiche-faehigkeit"), "gleiche-angriffsart")
REACH_PATH = Switch("PT-A-REICHWEITE-WEG", ("gerade-linie", "beliebiger-weg"), "gerade-linie")
ZERO_DICE = Switch("PT-A-NULLWUERFEL", ("kein-angriff", "erlaubt"), "kein-angriff")
BOTH_WIN = Switch("PT-A-GLEICHZEITIGER-SIEG", ("unentschieden", "angreifer"), "unentschieden")
RANGED_ON_BASE = Switch("PT-A-STUETZPUNKT-FERNKAMPF", ("erlaubt", "nur-nahkampf"), "erlaubt")
BASE_ON_LINE = Switch("PT-A-STUETZPUNKT-LEERER-RAUM", ("kein-leerer-raum", "leerer-raum"), "kein-leerer-raum")
UNITS_ON_LINE = Switch("PT-A-SCHUSSLINIE-EINHEITEN", ("frei", "verdeckt"), "frei")
DICE_SUPPLY = Switch("PT-A-WUERFELVORRAT", ("unbegrenzt", "drei-je-farbe"), "unbegrenzt")

# Victory
RESERVE_IN_ARMY = Switch("PT-A-SIEG-RESERVE", ("reserve-gehoert-dazu", "nur-eingesetzte"), "reserve-gehoert-dazu")
DEPLOY_VICTORY = Switch("PT-A-SIEG-AUFSTELLUNG", ("sofort", "ende-der-aufstellung", "erst-im-spiel"), "sofort")

# Advantage
RANGED_TARGET_TERRAIN = Switch("PT-A-FERNKAMPF-ZIELGELAENDE", ("nur-standort", "auch-ziel"), "nur-standort")
NEAR_TARGET = Switch("PT-A-NAEHE-DES-ZIELS", ("neben-dem-ziel", "neben-angreifer-oder-ziel"), "neben-dem-ziel")
BASE_NEIGHBOURHOOD = Switch(
    "PT-A-STUETZPUNKT-NACHBARSCHAFT",
    ("angriff-auf-stuetzpunkt", "angreifer-neben-stuetzpunkt", "nur-gelaende"),
    "angriff-auf-stuetzpunkt",
)
REROLL_DUTY = Switch("PT-A-WIEDERHOLUNG-PFLICHT", ("freiwillig", "pflicht"), "freiwillig")
REROLL_TWICE = Switch("PT-A-WIEDERHOLUNG-MEHRFACH", ("erlaubt", "einmal-je-wuerfel"), "erlaubt")
REROLL_ORDER = Switch("PT-A-WIEDERHOLUNG-REIHENFOLGE", ("je-seite", "faehigkeiten-zuerst"), "je-seite")

# Stalling
STALL_UNITS = Switch("PT-A-ZEIT-EINHEITEN", ("feld-und-reserve", "nur-feld"), "feld-und-reserve")
STALL_COSTS = Switch("PT-A-ZEIT-KOSTEN", ("verbleibende", "ganze-armee"), "verbleibende")
STALL_TIE = Switch("PT-A-ZEIT-GLEICHSTAND", ("niemand", "beide"), "niemand")

SWITCHES = (
    HOP_PATH, HOP_HAZARD, HOP_TO_BASE, HOP_CHAIN, NO_ACTION,
    ROLL_OFF, TILE_SIDES, SECOND_TILE, BASE_DISTANCE, BASE_FALLBACK, DEPLOY_AREA, DEPLOY_DISTANCE, DEPLOY_HAZARD,
    ASSAULT_HAZARD, COUNTER_TYPE, SIMILAR_ABILITY, REACH_PATH, ZERO_DICE, BOTH_WIN,
    RANGED_ON_BASE, BASE_ON_LINE, UNITS_ON_LINE, DICE_SUPPLY, RESERVE_IN_ARMY, DEPLOY_VICTORY,
    RANGED_TARGET_TERRAIN, NEAR_TARGET, BASE_NEIGHBOURHOOD, REROLL_DUTY, REROLL_TWICE, REROLL_ORDER,
    STALL_UNITS, STALL_COSTS, STALL_TIE,
)

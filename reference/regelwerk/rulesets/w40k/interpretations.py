"""Switches for the registered ambiguities of the Warhammer 40,000 overview.

The register (``features/w40k/auslegungen.yaml``) explains each question, its options and why the
default is the default.  The default of every switch is the reading of the German overview; where
the overview differs from the published 10th-edition core rules, the published rule is an option,
and where the overview is silent the default is the published rule.  ``regelwerk check`` keeps the
register and these switches in step.
"""

from __future__ import annotations

from regelwerk.core.ruleset import InterpretationSwitch as Switch

# The attack sequence
MODIFIER_CAP = Switch("WH-A-MODIFIKATOR-GRENZE", ("alle-wuerfe", "treffer-und-verwundung"), "alle-wuerfe")
SAVE_SIX = Switch("WH-A-SCHUTZ-SECHS", ("sechs-gelingt", "nur-eins-misslingt"), "sechs-gelingt")
COVER_3PLUS = Switch("WH-A-DECKUNG-3PLUS", ("nur-3plus", "3plus-oder-besser"), "nur-3plus")
TOUGHNESS = Switch("WH-A-WIDERSTAND", ("zuzuweisendes-modell", "hoechster"), "zuzuweisendes-modell")
MORTAL_TIMING = Switch("WH-A-TOEDLICH-ZEITPUNKT", ("je-attacke", "nach-allen-attacken"), "je-attacke")

# Engagement range, moving and terrain
ENGAGEMENT = Switch("WH-A-NAHKAMPFREICHWEITE", ("1-zoll", "1-zoll-5-senkrecht"), "1-zoll")
FALL_BACK_RANGE = Switch("WH-A-RUECKZUG-NAHKAMPF", ("nur-bisherige", "beliebig"), "nur-bisherige")
ESCAPE_WHO = Switch("WH-A-FLUCHTTEST-WER", ("ganze-einheit", "kreuzende-modelle"), "ganze-einheit")
ESCAPE_LOSS = Switch("WH-A-FLUCHTTEST-OPFER", ("wuerfelndes-modell", "spieler-waehlt"), "wuerfelndes-modell")
CLIMB = Switch("WH-A-KLETTERN", ("nur-hoch", "hoch-und-runter"), "nur-hoch")
FLY = Switch("WH-A-FLIEGEN", ("senkrecht-frei", "durch-die-luft"), "senkrecht-frei")
THROUGH_MODELS = Switch("WH-A-DURCH-MODELLE", ("nur-fliegende", "befreundete"), "nur-fliegende")
DISEMBARK_WHOLLY = Switch("WH-A-AUSSTEIGEN-GANZ", ("innerhalb", "vollstaendig"), "innerhalb")
COHERENCY_MOVES = Switch("WH-A-FORMATION-BEWEGUNG", ("nur-zugende", "nach-jeder-bewegung"), "nur-zugende")

# The command phase
SHOCK_DURATION = Switch("WH-A-ERSCHUETTERUNG-DAUER", ("diese-runde", "bis-eigene-befehlsphase"), "diese-runde")
SHOCK_WHO = Switch("WH-A-ERSCHUETTERUNG-WER", ("aktiver-spieler", "beide-spieler"), "aktiver-spieler")
SINGLE_MODEL = Switch("WH-A-EINZELMODELL", ("nur-modellzahl", "lebenspunkte"), "nur-modellzahl")
CONTROL_TIE = Switch("WH-A-KONTROLLE-GLEICHSTAND", ("niemand", "bisheriger"), "niemand")
CONTROL_WHEN = Switch("WH-A-KONTROLLE-ZEITPUNKT", ("befehlsphase", "jede-phase"), "befehlsphase")

# Reinforcements
DEEP_STRIKE_ROUND = Switch("WH-A-SCHOCKTRUPPEN-RUNDE", ("jede-runde", "ab-runde-2"), "jede-runde")
RESERVES_AT_END = Switch("WH-A-RESERVE-ENDE", ("nur-strategische", "alle-reserven"), "nur-strategische")
RESERVE_DISTANCE = Switch("WH-A-RESERVE-ABSTAND", ("raeumlich", "waagerecht"), "raeumlich")
AIRCRAFT_PIVOT = Switch("WH-A-FLUGZEUG-DREHUNG", ("nach-der-bewegung", "vor-der-bewegung"), "nach-der-bewegung")

# Shooting, charging, fighting
LOCKED_SELF = Switch("WH-A-GEBUNDEN-SELBST", ("andere-einheiten", "auch-selbst"), "andere-einheiten")
SHOOT_ORDER = Switch("WH-A-ZIELREIHENFOLGE", ("ziel-fuer-ziel", "frei"), "ziel-fuer-ziel")
LONE_OPERATIVE = Switch("WH-A-EINSAMER-WOLF", ("einheit", "modell"), "einheit")
CHARGE_SIGHT = Switch("WH-A-ANGRIFF-SICHT", ("sichtbar", "keine-sicht"), "sichtbar")
CHARGE_OTHERS = Switch("WH-A-ANGRIFF-FREMDE", ("unterwegs", "nur-am-ende"), "unterwegs")
POSSIBLE = Switch("WH-A-MOEGLICH", ("gerade-reichweite", "nicht-geprueft"), "gerade-reichweite")
FIGHT_ORDER = Switch("WH-A-NAHKAMPF-REIHENFOLGE", ("ziel-vor-profil", "profil-vor-ziel", "frei"), "ziel-vor-profil")
FIGHT_SECOND_STEP = Switch("WH-A-KAMPF-ZWEITER-SCHRITT", ("weiter-abwechselnd", "wieder-nicht-aktiver"), "weiter-abwechselnd")
INDIRECT_CONTACT = Switch("WH-A-INDIREKTER-KONTAKT", ("basekontakt", "2-zoll"), "basekontakt")
PILE_IN_CLOSER = Switch("WH-A-NACHRUECKEN-NAEHER", ("irgendein-feind", "naechster-feind"), "irgendein-feind")

# End of the turn
COHERENCY_GROUP = Switch("WH-A-FORMATION-GRUPPE", ("je-modell", "eine-gruppe"), "je-modell")
COHERENCY_REMOVAL = Switch("WH-A-FORMATION-ENTFERNEN", ("alle-ausserhalb", "spieler-waehlt"), "alle-ausserhalb")

SWITCHES = (
    MODIFIER_CAP, SAVE_SIX, COVER_3PLUS, TOUGHNESS, MORTAL_TIMING,
    ENGAGEMENT, FALL_BACK_RANGE, ESCAPE_WHO, ESCAPE_LOSS, CLIMB, FLY, THROUGH_MODELS, DISEMBARK_WHOLLY, COHERENCY_MOVES,
    SHOCK_DURATION, SHOCK_WHO, SINGLE_MODEL, CONTROL_TIE, CONTROL_WHEN,
    DEEP_STRIKE_ROUND, RESERVES_AT_END, RESERVE_DISTANCE, AIRCRAFT_PIVOT,
    LOCKED_SELF, SHOOT_ORDER, LONE_OPERATIVE, CHARGE_SIGHT, CHARGE_OTHERS, POSSIBLE, FIGHT_ORDER, FIGHT_SECOND_STEP,
    INDIRECT_CONTACT, PILE_IN_CLOSER,
    COHERENCY_GROUP, COHERENCY_REMOVAL,
)

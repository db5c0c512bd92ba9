"""Switches for the registered ambiguities of the Warhammer 40,000 overview.

One constant per switch id the rules read, nothing else.  The register
(``features/w40k/auslegungen.yaml``) is the only place for a switch's options and default and
explains each question and why the default is the default: the default of every switch is the
reading of the German overview; where the overview differs from the published 10th-edition core
rules, the published rule is an option, and where the overview is silent the default is the
published rule.  ``regelwerk check`` names an id read here that the register lacks.
"""

from __future__ import annotations

# The attack sequence
MODIFIER_CAP = "WH-A-MODIFIKATOR-GRENZE"
SAVE_SIX = "WH-A-SCHUTZ-SECHS"
COVER_3PLUS = "WH-A-DECKUNG-3PLUS"
TOUGHNESS = "WH-A-WIDERSTAND"
MORTAL_TIMING = "WH-A-TOEDLICH-ZEITPUNKT"
DEMISE_ROLL = "WH-A-GEFAEHRLICHES-ENDE-WURF"

# Engagement range, moving and terrain
ENGAGEMENT = "WH-A-NAHKAMPFREICHWEITE"
FALL_BACK_RANGE = "WH-A-RUECKZUG-NAHKAMPF"
ESCAPE_WHO = "WH-A-FLUCHTTEST-WER"
ESCAPE_LOSS = "WH-A-FLUCHTTEST-OPFER"
CLIMB = "WH-A-KLETTERN"
FLY = "WH-A-FLIEGEN"
THROUGH_MODELS = "WH-A-DURCH-MODELLE"
DISEMBARK_WHOLLY = "WH-A-AUSSTEIGEN-GANZ"
EMBARK_AGAIN = "WH-A-WIEDER-EINSTEIGEN"
COHERENCY_MOVES = "WH-A-FORMATION-BEWEGUNG"

# The command phase
SHOCK_DURATION = "WH-A-ERSCHUETTERUNG-DAUER"
SHOCK_WHO = "WH-A-ERSCHUETTERUNG-WER"
SINGLE_MODEL = "WH-A-EINZELMODELL"
CONTROL_TIE = "WH-A-KONTROLLE-GLEICHSTAND"
CONTROL_WHEN = "WH-A-KONTROLLE-ZEITPUNKT"

# Reinforcements
DEEP_STRIKE_ROUND = "WH-A-SCHOCKTRUPPEN-RUNDE"
RESERVES_AT_END = "WH-A-RESERVE-ENDE"
RESERVE_DISTANCE = "WH-A-RESERVE-ABSTAND"
AIRCRAFT_PIVOT = "WH-A-FLUGZEUG-DREHUNG"

# Shooting, charging, fighting
LOCKED_SELF = "WH-A-GEBUNDEN-SELBST"
SHOOT_ORDER = "WH-A-ZIELREIHENFOLGE"
LONE_OPERATIVE = "WH-A-EINSAMER-WOLF"
CHARGE_SIGHT = "WH-A-ANGRIFF-SICHT"
CHARGE_OTHERS = "WH-A-ANGRIFF-FREMDE"
POSSIBLE = "WH-A-MOEGLICH"
FIGHT_ORDER = "WH-A-NAHKAMPF-REIHENFOLGE"
FIGHT_SECOND_STEP = "WH-A-KAMPF-ZWEITER-SCHRITT"
INDIRECT_CONTACT = "WH-A-INDIREKTER-KONTAKT"
PILE_IN_CLOSER = "WH-A-NACHRUECKEN-NAEHER"

# End of the turn
COHERENCY_GROUP = "WH-A-FORMATION-GRUPPE"
COHERENCY_REMOVAL = "WH-A-FORMATION-ENTFERNEN"


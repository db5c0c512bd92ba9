"""Switches for the registered ambiguities of the Pocket-Tactics text.

The register (``features/pocket_tactics/auslegungen.yaml``) explains each question, its options
and why the default is the default; ``regelwerk check`` keeps it and these switches in step.
"""

from __future__ import annotations

from regelwerk.core.ruleset import InterpretationSwitch

# Which tiles a hop over a friendly unit can reach.
HOP_PATH = InterpretationSwitch("PT-A-SPRUNGBAHN", options=("gerade", "beliebig"), default="gerade")

# Whether the hazard exemption for hops covers the tile jumped over or the tile landed on.
HOP_HAZARD = InterpretationSwitch(
    "PT-A-SPRUNGGEFAHR", options=("verbuendeter-auf-gefahr", "landung-auf-gefahr"), default="verbuendeter-auf-gefahr"
)

# Whether a unit can reach its own base (and so the reserve) with a hop.
HOP_TO_BASE = InterpretationSwitch("PT-A-RUECKZUG-SPRUNG", options=("nur-nachbar", "auch-sprung"), default="nur-nachbar")

SWITCHES = (HOP_PATH, HOP_HAZARD, HOP_TO_BASE)

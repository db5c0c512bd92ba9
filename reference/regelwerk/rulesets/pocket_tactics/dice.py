"""Pocket-Tactics dice labels and the order in which procedures read them.

``startwurf``  the roll-off for the first player (PT-VOR-3): pairs of W6, the Legion's die
               first, then the Stämme's; a tied pair is rolled again (PT-A-STARTWURF).
``beutel``     the tile drawn from the bag (PT-VOR-2, PT-VOR-4): one draw per placed tile, the
               terrain's JSON name (``"water"``); it must still be in the bag.
``gefahr``     the hazard roll (PT-GEF-2), one W6 per hazard check: when a unit enters water by a
               step, by the landing of a hop (unless PT-A-SPRUNGGEFAHR=landung-auf-gefahr; in a
               chain of hops one per landing on water, in order), or by a melee assault (when:
               PT-A-NAHKAMPF-GEFAHR), and is not immune (PT-GEF-4).  Hopping
               over an ally in water (PT-GEF-3) and summoning (PT-RES-2) read none; deploying reads
               one only under PT-A-AUFSTELLUNG-GEFAHR=pruefung.  Faces 1 to 3 defeat the unit.
``angreifer-rot``, ``angreifer-blau``, ``verteidiger-rot``, ``verteidiger-blau``
               the red attack and blue defence dice of an attack (PT-NAH-2): as many as the
               profile gives for the declared attack type (at most three under
               PT-A-WUERFELVORRAT=drei-je-farbe), read in one go when the attack is
               rolled; the die at index ``i`` of a colour is the ``i``-th value read.  A side
               that rolls no dice of a colour reads none.
``wiederholung``
               rerolls (PT-VTL-1): one W6 per entry of the attack's ``rerolls`` list, in that
               order, replacing the chosen die.
"""

from __future__ import annotations

from collections import Counter

from regelwerk.core.canonical import Json
from regelwerk.core.dice import DiceLabel
from regelwerk.core.errors import MalformedInput
from regelwerk.rulesets.pocket_tactics.state import TERRAINS, State

ROLL_OFF = "startwurf"
BAG = "beutel"
HAZARD = "gefahr"
ATTACKER_RED = "angreifer-rot"
ATTACKER_BLUE = "angreifer-blau"
DEFENDER_RED = "verteidiger-rot"
DEFENDER_BLUE = "verteidiger-blau"
REROLL = "wiederholung"

COMBAT = {("attacker", "red"): ATTACKER_RED, ("attacker", "blue"): ATTACKER_BLUE,
          ("defender", "red"): DEFENDER_RED, ("defender", "blue"): DEFENDER_BLUE}

LABELS = {
    ROLL_OFF: DiceLabel(ROLL_OFF, 6, "roll-off for the first player (PT-VOR-3): pairs, Legion first"),
    BAG: DiceLabel(BAG, 0, "tile drawn from the bag (PT-VOR-4): one per placed tile", outcomes=TERRAINS),
    HAZARD: DiceLabel(HAZARD, 6, "hazard check on entering water (PT-GEF-2): one per check"),
    ATTACKER_RED: DiceLabel(ATTACKER_RED, 6, "attacker's red attack dice (PT-NAH-2)"),
    ATTACKER_BLUE: DiceLabel(ATTACKER_BLUE, 6, "attacker's blue defence dice against the counterattack (PT-NAH-2)"),
    DEFENDER_RED: DiceLabel(DEFENDER_RED, 6, "defender's red counterattack dice (PT-NAH-2, PT-FERN-2)"),
    DEFENDER_BLUE: DiceLabel(DEFENDER_BLUE, 6, "defender's blue defence dice (PT-NAH-2, PT-STP-2)"),
    REROLL: DiceLabel(REROLL, 6, "rerolls in the order of the attack's rerolls list (PT-VTL-1)"),
}


def check_draws(state: State, dice: Json) -> None:
    """No case draws more tiles of a terrain than the bag holds (PT-VOR-2): such a draw is
    impossible, so the case is malformed, whatever the action."""
    drawn = Counter(dice.get(BAG, []))
    for terrain, count in sorted(drawn.items()):
        if count > state.bag.get(terrain, 0):
            index = dice[BAG].index(terrain)
            raise MalformedInput(
                "PT.SETUP.NOT_IN_BAG",
                f"{count} {terrain} tile(s) drawn, but the bag holds {state.bag.get(terrain, 0)}",
                f"$.dice.{BAG}[{index}]",
            )

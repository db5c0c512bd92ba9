"""Warhammer 40,000 dice labels, the order in which procedures read them, and dice expressions.

Every die is a W6.  Within a label, dice are read front to back in the order below; an action
reads only the labels its procedure needs.

``erschuetterung``          two W6 per battle-shock test, summed (WH-ERS-1)
``vorruecken``              one W6 per advance, read by the ``advance`` action (WH-BEW-3)
``flucht``                  desperate escape tests: one W6 per testing model, in the order of the
                            unit's models (WH-BEW-5, WH-BEW-6)
``attacken``                random numbers of attacks: the dice of a weapon's attacks expression,
                            once per model and weapon, in the order the action declares them
``treffer``                 one W6 per attack, hit rolls (WH-ATK-3)
``verwundung``              one W6 per hit, wound rolls (WH-ATK-4)
``schutzwurf``              one W6 per wound allocated to a model with a save it can use (WH-ATK-6)
``schaden``                 the dice of a random damage expression, once per failed save (WH-ATK-11)
``verletzungen-ignorieren`` one W6 each time a model with Verletzungen ignorieren would lose a
                            wound (WH-ATK-15)
``gefaehrliches-ende``      one W6 per destroyed model with Gefährliches Ende (WH-ATK-16)
``toedlich``                the dice of a random number of mortal wounds: Gefährliches Ende X on
                            a 6, a weapon's ``mortal`` on a wound (WH-ATK-13, WH-ATK-16)
``transporter``             one W6 per model of a unit set up from a destroyed transport (WH-ATK-17)
``angriff``                 two W6 per declared charge, summed (WH-ANG-3)

Within one attack the order is: the attacks dice of each declared model and weapon, then, for
each group of attacks in the order of resolution, the hit rolls of all its attacks, the wound
rolls of all its hits, and then wound after wound: the save, the damage, each Verletzungen
ignorieren die, and for a destroyed model its Gefährliches Ende and what that causes
(``docs/w40k.md``, "The attack sequence").

**Dice expressions** (characteristics that can be random): an integer, or ``"D3"``, ``"D6"``,
``"2D6"``, ``"D6+1"``, ``"D3+3"`` and so on: ``[n]D(3|6)[+k]``.  A D3 reads one W6 and halves it,
rounding up (1-2 → 1, 3-4 → 2, 5-6 → 3); ``nD6`` reads n W6 and adds them; the bonus ``+k`` is
added in full (WH-A-WUERFELAUSDRUCK=wert; at most +1 under ``modifikator``).
"""

from __future__ import annotations

import re

from regelwerk.core.dice import DiceLabel, DiceSupply
from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.w40k import interpretations as switches

BATTLE_SHOCK = "erschuetterung"
ADVANCE = "vorruecken"
ESCAPE = "flucht"
ATTACKS = "attacken"
HIT = "treffer"
WOUND = "verwundung"
SAVE = "schutzwurf"
DAMAGE = "schaden"
FEEL_NO_PAIN = "verletzungen-ignorieren"
DEADLY_DEMISE = "gefaehrliches-ende"
MORTAL = "toedlich"
TRANSPORT = "transporter"
CHARGE = "angriff"

LABELS = {
    label: DiceLabel(label, 6, read_by)
    for label, read_by in (
        (BATTLE_SHOCK, "two W6 per battle-shock test, summed (WH-ERS-1)"),
        (ADVANCE, "one W6 per advance (WH-BEW-3)"),
        (ESCAPE, "one W6 per model taking a desperate escape test (WH-BEW-5, WH-BEW-6)"),
        (ATTACKS, "the dice of a random number of attacks, per model and weapon (WH-ATK-3)"),
        (HIT, "one W6 per attack (WH-ATK-3)"),
        (WOUND, "one W6 per hit (WH-ATK-4)"),
        (SAVE, "one W6 per allocated wound with a usable save (WH-ATK-6)"),
        (DAMAGE, "the dice of a random damage, per failed save (WH-ATK-11)"),
        (FEEL_NO_PAIN, "one W6 per wound a model with Verletzungen ignorieren would lose (WH-ATK-15)"),
        (DEADLY_DEMISE, "one W6 per destroyed model with Gefährliches Ende (WH-ATK-16)"),
        (MORTAL, "the dice of a random number of mortal wounds (WH-ATK-13, WH-ATK-16)"),
        (TRANSPORT, "one W6 per model of a destroyed transport's unit that is set up (WH-ATK-17, WH-A-NOTAUSSTIEG-WUERFE)"),
        (CHARGE, "two W6 per charge, summed (WH-ANG-3)"),
    )
}

EXPRESSION = re.compile(r"^([1-9]?)D(3|6)(?:\+([1-9][0-9]?))?$")


def roll(expression: int | str, dice: DiceSupply, label: str, interpretations: Interpretations | None = None) -> tuple[int, tuple[int, ...]]:
    """The value of a dice expression and the W6 read for it (none for a fixed number).  A bonus
    of more than 1 (W6+2) counts in full (WH-A-WUERFELAUSDRUCK=wert) or, under ``modifikator``, as
    a modification of the roll capped at +1 (WH-ATK-2); the switch is read only for such a bonus
    and only where the caller passes the interpretations (the attack sequence)."""
    if isinstance(expression, int):
        return expression, ()
    match = EXPRESSION.match(expression)
    assert match is not None, expression  # the schemas only let well-formed expressions through
    count = int(match.group(1) or 1)
    faces = int(match.group(2))
    bonus = int(match.group(3) or 0)
    read, value = dice.counted(label, count, lambda d: (d + 1) // 2 if faces == 3 else d)
    if bonus > 1 and interpretations is not None and interpretations[switches.DICE_BONUS] == "modifikator":
        bonus = 1
    return value + bonus, read

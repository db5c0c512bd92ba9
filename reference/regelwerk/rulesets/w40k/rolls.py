"""The rolls of the attack sequence as pure functions: hit and wound rolls, the wound table, the
saving throw with armour penetration, invulnerable saves and cover, and Verletzungen ignorieren.

These are what the generated tables ask (``vectors/w40k/tables/``) and what the attack sequence
(:mod:`.attacks`) uses, so a table row and an attack in a scenario are judged by the same code.
"""

from __future__ import annotations

from dataclasses import dataclass

from regelwerk.core.ruleset import Interpretations
from regelwerk.rulesets.w40k import interpretations as switches

CAP = 1  # no roll is modified by more than 1 (WH-ATK-2)


def capped(modifier: int) -> int:
    """WH-ATK-2: the sum of a roll's modifiers, capped at -1 and +1."""
    return max(-CAP, min(CAP, modifier))


def capped_all(modifiers: tuple[int, ...], interpretations: Interpretations) -> int:
    """WH-ATK-2 for several modifiers of one roll: summed, then capped at -1 and +1
    (WH-A-MODIFIKATOR-SUMME=summe), or the bonuses and the penalties each capped on their own and
    then added (``getrennt``).  The switch is read only when a roll has bonuses and penalties at
    once: otherwise both readings agree."""
    bonus = sum(m for m in modifiers if m > 0)
    penalty = sum(m for m in modifiers if m < 0)
    if bonus and penalty and interpretations[switches.CAP_SUM] == "getrennt":
        return min(CAP, bonus) + max(-CAP, penalty)
    return capped(bonus + penalty)


def save_modifier(modifiers: tuple[int, ...], interpretations: Interpretations) -> int:
    """WH-ATK-2 for a saving throw: under the overview's reading (WH-A-MODIFIKATOR-GRENZE=alle-wuerfe)
    the cap holds for every roll, saves included (summed or separately, WH-A-MODIFIKATOR-SUMME);
    under ``treffer-und-verwundung`` only hit and wound rolls are capped."""
    if interpretations[switches.MODIFIER_CAP] == "treffer-und-verwundung":
        return sum(modifiers)
    return capped_all(modifiers, interpretations)


def succeeds(roll: int, needed: int, modifier: int) -> bool:
    """WH-ATK-1: an unmodified 6 always succeeds and an unmodified 1 always fails; otherwise the
    modified roll must reach the number needed."""
    if roll == 6:
        return True
    if roll == 1:
        return False
    return roll + modifier >= needed


def hit_roll(roll: int, skill: int, modifier: int) -> tuple[int, bool]:
    """WH-ATK-3: a hit when the (capped) modified roll reaches BF or KG.  Returns the modifier
    applied and whether it hit."""
    applied = capped(modifier)
    return applied, succeeds(roll, skill, applied)


def wound_target(strength: int, toughness: int) -> int:
    """WH-ATK-4, the wound table: double the toughness or more 2+, more 3+, equal 4+, half or
    less 6+, otherwise (less) 5+."""
    if strength >= 2 * toughness:
        return 2
    if strength > toughness:
        return 3
    if strength == toughness:
        return 4
    if 2 * strength <= toughness:
        return 6
    return 5


def wound_roll(roll: int, strength: int, toughness: int, modifier: int) -> bool:
    """WH-ATK-4: whether the roll wounds (the modifier capped by WH-ATK-2)."""
    return succeeds(roll, wound_target(strength, toughness), capped(modifier))


@dataclass(frozen=True)
class SaveChoice:
    """Which save a model uses against an attack: ``armour`` (Rüstungswurf, modified by AP and
    cover) or ``invulnerable`` (Rettungswurf, never modified by AP)."""

    kind: str
    needed: int
    modifier: int


def cover_applies(save: int | None, ap: int, cover: int, ranged: bool, interpretations: Interpretations) -> bool:
    """WH-ATK-8 to WH-ATK-10: whether a model has cover against an attack: a ranged attack, the
    model in cover (``cover``: its instances; more than one count once); not for a save of 3+
    against AP 0 (WH-A-DECKUNG-3PLUS: exactly 3+, or 3+ and better)."""
    if not ranged or cover < 1 or save is None:
        return False
    return not (ap == 0 and no_cover_save(save, interpretations))


def no_cover_save(save: int | None, interpretations: Interpretations) -> bool:
    """WH-ATK-9: a save that gets no cover against AP 0: 3+ (WH-A-DECKUNG-3PLUS=nur-3plus), or 3+
    and better (``3plus-oder-besser``)."""
    # 2+ is the only save better than 3+ (a save is 2 to 7, state.schema.json)
    return save == 3 or (save == 2 and interpretations[switches.COVER_3PLUS] == "3plus-oder-besser")


def _faces(needed: int, modifier: int, six_saves: bool) -> int:
    return sum(1 for roll in range(1, 7) if (roll == 6 and six_saves) or (roll != 1 and roll + modifier >= needed))


def _with_cover(needed: int, modifiers: tuple[int, ...], interpretations: Interpretations) -> tuple[int, tuple[int, ...]]:
    """The +1 of cover (WH-ATK-8): a modifier of the roll, inside the cap of WH-ATK-2
    (WH-A-DECKUNG-ART=wurf), or one step better on the save characteristic itself (``wert``: 4+
    becomes 3+), outside the cap."""
    if interpretations[switches.COVER_KIND] == "wert":
        return needed - 1, modifiers
    return needed, (*modifiers, 1)


def choose_save(save: int | None, invulnerable: int | None, ap: int, cover: bool, interpretations: Interpretations) -> SaveChoice | None:
    """WH-ATK-6 to WH-ATK-8: the armour save modified by AP and improved by cover, or the
    invulnerable save, never modified by AP and improved by cover only under
    WH-A-DECKUNG-RETTUNGSWURF=auch-rettungswurf; whichever succeeds on more faces (the armour
    save on a tie): a player always takes the better one (register WH-A-RETTUNGSWURF-WAHL).
    ``None``: the model has no save at all, no die is rolled."""
    six_saves = interpretations[switches.SAVE_SIX] == "sechs-gelingt"
    options: list[tuple[int, SaveChoice]] = []
    if save is not None:
        needed, modifiers = _with_cover(save, (ap,), interpretations) if cover else (save, (ap,))
        modifier = save_modifier(modifiers, interpretations)
        options.append((_faces(needed, modifier, six_saves), SaveChoice("armour", needed, modifier)))
    if invulnerable is not None:
        needed, modifiers = invulnerable, ()
        if cover and interpretations[switches.COVER_INVULNERABLE] == "auch-rettungswurf":
            needed, modifiers = _with_cover(invulnerable, (), interpretations)
        modifier = save_modifier(modifiers, interpretations) if modifiers else 0
        options.append((_faces(needed, modifier, six_saves), SaveChoice("invulnerable", needed, modifier)))
    if not options:
        return None
    # max keeps the first of equal keys: the armour save, listed first, wins a tie
    return max(options, key=lambda o: o[0])[1]


def saved(roll: int, choice: SaveChoice, interpretations: Interpretations) -> bool:
    """WH-ATK-1, WH-ATK-6: the save holds when the modified roll reaches the save; an unmodified 1
    always fails, and an unmodified 6 always holds under WH-A-SCHUTZ-SECHS=sechs-gelingt."""
    if roll == 6 and interpretations[switches.SAVE_SIX] == "sechs-gelingt":
        return True
    if roll == 1:
        return False
    return roll + choice.modifier >= choice.needed


def feel_no_pain(roll: int, value: int) -> bool:
    """WH-ATK-15: on X+ the wound is not lost."""
    return roll >= value

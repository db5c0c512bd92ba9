"""The generated Warhammer 40,000 tables: the wound table, the hit and wound rolls with their
modifier cap, and the saves with AP, cover and invulnerable saves under the overview's and the
published readings.  Every row is checked against an oracle written afresh from the rule text
(WH-ATK-1 to WH-ATK-10), not from the engine's functions."""

from __future__ import annotations

import json
from itertools import product

import pytest

from regelwerk.core.paths import vectors_dir
from regelwerk.suite.vectors import load_vector_file, row_id

FOLDER = vectors_dir() / "w40k" / "tables"
SAVES = range(2, 7)
APS = range(0, -5, -1)
ROLLS = range(1, 7)
MODIFIERS = range(-2, 3)


def vectors(name: str):
    return load_vector_file(FOLDER / f"{name}.json")


def wound_needed(strength: int, toughness: int) -> int:
    """The five rows of the table, by the words: twice or more, more, equal, less, half or less."""
    if strength >= toughness * 2:
        return 2
    if strength > toughness:
        return 3
    if strength == toughness:
        return 4
    if strength * 2 <= toughness:
        return 6
    return 5


def roll_succeeds(roll: int, needed: int, modifier: int) -> tuple[int, bool]:
    """The modifier counts at most 1 either way; 6 always and 1 never."""
    capped = -1 if modifier < -1 else 1 if modifier > 1 else modifier
    return capped, roll == 6 or (roll != 1 and roll + capped >= needed)


def save_oracle(save: int, invulnerable: int | None, ap: int, cover: bool, roll: int, published: bool) -> dict:
    """Armour: AP plus 1 for cover (not for 3+ against AP 0; published: not for 3+ or better),
    capped at ±1 only in the overview's reading.  The invulnerable save ignores AP.  The player
    takes the save that holds on more faces (armour on equal); a natural 1 fails, a natural 6
    holds only in the overview's reading."""
    no_cover = ap == 0 and (save <= 3 if published else save == 3)
    modifier = ap + (1 if cover and not no_cover else 0)
    if not published:
        modifier = max(-1, min(1, modifier))

    def holds(face: int, needed: int, mod: int) -> bool:
        if face == 1:
            return False
        return (face == 6 and not published) or face + mod >= needed

    armour = sum(holds(f, save, modifier) for f in ROLLS)
    if invulnerable is not None and sum(holds(f, invulnerable, 0) for f in ROLLS) > armour:
        return {"save": "invulnerable", "needed": invulnerable, "modifier": 0, "saved": holds(roll, invulnerable, 0)}
    return {"save": "armour", "needed": save, "modifier": modifier, "saved": holds(roll, save, modifier)}


def test_the_wound_table_has_every_strength_against_every_toughness_and_agrees_with_the_oracle():
    loaded = vectors("verwundungstabelle")
    assert len(loaded) == 14 * 14
    seen = set()
    for vector in loaded:
        action = vector.case["action"]
        seen.add((action["strength"], action["toughness"]))
        assert vector.expected == {"status": "answered", "answer": wound_needed(action["strength"], action["toughness"])}, vector.id
    assert seen == set(product(range(1, 15), repeat=2))


def test_the_wound_table_boundaries_by_hand():
    answers = {(v.case["action"]["strength"], v.case["action"]["toughness"]): v.expected["answer"] for v in vectors("verwundungstabelle")}
    assert answers[(8, 4)] == 2 and answers[(7, 4)] == 3 and answers[(4, 4)] == 4
    assert answers[(3, 4)] == 5 and answers[(2, 4)] == 6 and answers[(4, 7)] == 5 and answers[(3, 7)] == 6 and answers[(3, 6)] == 6
    assert answers[(14, 7)] == 2 and answers[(13, 7)] == 3 and answers[(1, 1)] == 4 and answers[(1, 2)] == 6


@pytest.mark.parametrize(("name", "field", "answer_key"), [("trefferwurf", "skill", "hit"), ("verwundungswurf", "needed", "wound")])
def test_hit_and_wound_rolls_cap_the_modifier_at_one(name, field, answer_key):
    loaded = vectors(name)
    assert len(loaded) == 5 * 5 * 6
    seen = set()
    for vector in loaded:
        action = vector.case["action"]
        seen.add((action[field], action["modifier"], action["roll"]))
        capped, ok = roll_succeeds(action["roll"], action[field], action["modifier"])
        assert vector.expected["answer"] == {"modifier": capped, answer_key: ok}, vector.id
        assert vector.interpretations == {}
    assert seen == set(product(SAVES, MODIFIERS, ROLLS))


@pytest.mark.parametrize("published", [False, True])
@pytest.mark.parametrize(("kind", "cover", "with_invulnerable"), [("schutzwurf", False, False), ("schutzwurf-deckung", True, False), ("schutzwurf-rettung", False, True)])
def test_every_save_against_every_ap_agrees_with_the_oracle(kind, cover, with_invulnerable, published):
    name = kind + ("-veroeffentlicht" if published else "")
    loaded = vectors(name)
    invulnerables = list(SAVES) if with_invulnerable else [None]
    assert len(loaded) == 5 * len(invulnerables) * 5 * 6
    seen = set()
    for vector in loaded:
        action = vector.case["action"]
        key = (action["save"], action["invulnerable"], action["ap"], action["roll"])
        seen.add(key)
        assert action["cover"] is cover
        assert vector.expected["answer"] == save_oracle(*key[:3], cover, key[3], published), vector.id
    assert seen == set(product(SAVES, invulnerables, APS, ROLLS))
    readings = vector.interpretations
    assert readings["WH-A-MODIFIKATOR-GRENZE"] == ("treffer-und-verwundung" if published else "alle-wuerfe")
    assert ("WH-A-DECKUNG-3PLUS" in readings) is cover


def test_the_cap_blunts_ap_in_the_overview_but_not_in_the_published_rules():
    """AP -3 against a 3+ save and a roll of 5: the overview caps it at -1 (5 - 1 = 4, saved),
    the published rules apply it in full (5 - 3 = 2, not saved)."""
    overview = {(v.case["action"]["save"], v.case["action"]["ap"], v.case["action"]["roll"]): v.expected["answer"]["saved"] for v in vectors("schutzwurf")}
    published = {(v.case["action"]["save"], v.case["action"]["ap"], v.case["action"]["roll"]): v.expected["answer"]["saved"] for v in vectors("schutzwurf-veroeffentlicht")}
    assert overview[(3, -3, 5)] is True
    assert published[(3, -3, 5)] is False
    assert overview[(6, -4, 6)] is True and published[(6, -4, 6)] is False


def test_negative_numbers_in_row_ids_are_written_with_n():
    table = json.loads((FOLDER / "trefferwurf.json").read_text(encoding="utf-8"))
    assert row_id(table, [4, -2, 5, None]) == "w40k/trefferwurf/f4-mn2-w5"
    assert row_id(table, [4, 1, 5, None]) == "w40k/trefferwurf/f4-m1-w5"
    assert len({v.id for v in vectors("trefferwurf")}) == 150

"""The exact odds of Pocket-Tactics: the duel against icepool, hazards and the bag by hand."""

from __future__ import annotations

from fractions import Fraction as F

import icepool
import pytest

from regelwerk.core.canonical import Json
from tests.odds.cases import die_table, odds_of, table, vector_case

MELEE = "pocket_tactics/angreifer-und-verteidiger-besiegen-sich-im-nahkampf-gegenseitig"


def duel_case(a_red: int, a_blue: int, d_red: int, d_blue: int, **changes: Json) -> Json:
    """A melee attack with a counterattack (PT-NAH-2), the two units' dice set to these counts."""
    case = vector_case(MELEE, **changes)
    defender = next(b["unit"] for b in case["state"]["board"] if b["at"] == case["action"]["target"])
    for unit in case["state"]["units"]:
        if unit["id"] in (case["action"]["unit"], defender):
            red, blue = (a_red, a_blue) if unit["id"] == case["action"]["unit"] else (d_red, d_blue)
            unit["profile"]["attack"]["melee"], unit["profile"]["defence"]["melee"] = red, blue
    return case


def beats(red: tuple[int, ...], blue: tuple[int, ...], surplus_defeats: bool = True) -> bool:
    """PT-WUE-1, PT-WUE-2 written out again: both sorted highest first and paired; the first pair
    whose blue die is lower defeats; if every pair holds, red dice left without a partner defeat
    (PT-A-UEBERZAEHLIGE-WUERFEL=je-wuerfel; under nur-ohne-abwehrwuerfel only against no blue)."""
    red, blue = tuple(sorted(red, reverse=True)), tuple(sorted(blue, reverse=True))
    if any(b < r for r, b in zip(red, blue, strict=False)):
        return True
    return len(red) > len(blue) and (surplus_defeats or not blue)


def icepool_duel(a_red: int, a_blue: int, d_red: int, d_blue: int) -> dict[str, F]:
    """The two comparisons read disjoint dice, so the duel is the product of two independent
    dice: the attacker's red against the defender's blue, and back."""
    pool = lambda n: icepool.d6.pool(n).expand()  # noqa: E731  (sorted tuples of n W6)
    defender_down = icepool.map(beats, pool(a_red), pool(d_blue))
    attacker_down = icepool.map(beats, pool(d_red), pool(a_blue))
    names = {(True, True): "both-defeated", (True, False): "attacker-defeated", (False, True): "defender-defeated", (False, False): "stalemate"}
    return die_table(icepool.map(lambda a, d: names[(a, d)], attacker_down, defender_down))


def test_a_one_die_duel_by_hand() -> None:
    # each comparison: the blue die lower than the red one, 15 of 36 = 5/12; independent of the
    # other: both 25/144, one side 5/12 × 7/12 = 35/144, neither 49/144
    assert table(odds_of(duel_case(1, 1, 1, 1))) == {
        "attacker-defeated": F(35, 144), "defender-defeated": F(35, 144), "both-defeated": F(25, 144), "stalemate": F(49, 144)}


@pytest.mark.parametrize("counts", [(2, 2, 2, 2), (3, 1, 2, 3), (1, 3, 3, 1)])
def test_the_duel_against_icepool(counts: tuple[int, int, int, int]) -> None:
    assert table(odds_of(duel_case(*counts))) == icepool_duel(*counts)


def test_the_judged_duel_is_the_plain_one() -> None:
    case = duel_case(2, 1, 1, 2)
    merged, plain = odds_of(case), odds_of(case, merge=False)
    assert merged.distribution == plain.distribution and merged.runs < plain.runs


def test_a_reroll_leaves_the_odds_of_that_die_as_they_were() -> None:
    # A reroll named in the action replaces the die by a fresh W6 whatever it showed (PT-VTL-1),
    # so the odds are the one-die duel's; with a reroll the dice are rolled face by face, in order
    # (a die matters by its position), which the search does without judging them.
    case = vector_case("pocket_tactics/ein-nahkampf-auf-gelaende-mit-vorteil-gibt-dem-angreifer-einen-wiederholungswurf/feld")
    plain = dict(case, action=dict(case["action"], rerolls=[]))
    rerolled = odds_of(case)
    assert rerolled.distribution == odds_of(plain).distribution and not rerolled.merged
    assert table(rerolled) == icepool_duel(1, 1, 1, 1)  # a die of each colour


def test_a_surplus_red_die_under_the_other_reading() -> None:
    # Two red dice against one blue die (no counterattack: the defender's red dice set to 0).
    # Under PT-A-UEBERZAEHLIGE-WUERFEL=je-wuerfel the unmatched red die defeats whenever the pair
    # holds: the defender always falls.  Under nur-ohne-abwehrwuerfel it falls only when the blue
    # die is below the higher red one: it holds with P(blue >= max of two) = (1+4+9+16+25+36)/216
    # = 91/216.  The readings differ by exactly 91/216.
    literal = odds_of(duel_case(2, 1, 0, 1))
    other = odds_of(duel_case(2, 1, 0, 1, interpretations={"PT-A-UEBERZAEHLIGE-WUERFEL": "nur-ohne-abwehrwuerfel"}))
    assert table(literal) == {"defender-defeated": F(1)}
    assert table(literal)["defender-defeated"] - table(other)["defender-defeated"] == F(91, 216)


def test_a_hazard_roll_defeats_on_one_to_three() -> None:
    # PT-GEF-2: faces 1, 2, 3 of the gefahr die defeat the unit
    assert table(odds_of(vector_case("pocket_tactics/ein-niedriger-gefahrenwurf-besiegt-die-einheit-im-wasser/eins"))) == {
        "defeated": F(1, 2), "stands": F(1, 2)}


def test_a_tile_is_drawn_as_the_bag_holds_it() -> None:
    # PT-VOR-2: the bag of the case holds 20 tiles: 4 field, 7 forest, 4 hill, 2 village, 3 water
    case = vector_case("pocket_tactics/die-erste-kachel-liegt-an-einer-abgewandten-seite-des-ersten-stuetzpunkts/norden")
    bag = case["state"]["bag"]
    whole = sum(bag.values())
    assert table(odds_of(case)) == {terrain: F(n, whole) for terrain, n in bag.items() if n}

"""The exact odds of Warhammer 40,000 against icepool and against derivations by hand.

Every case is an in-game ``shoot`` (tests/odds/cases.py) resolved by the reference rules with the
dice the enumeration supplies; every distribution sums to exactly 1 (``odds_of`` asserts it)."""

from __future__ import annotations

import json
from fractions import Fraction as F
from math import comb
from pathlib import Path

import icepool
import pytest

from regelwerk.core import canonical
from tests.odds.cases import die_table, odds_of, shooting_case, table, target_case, vector_case

ROOT = Path(__file__).resolve().parents[2]


def _chain(skill: int, wound_needed: int, save_fails: int) -> F:
    return F(7 - skill, 6) * F(7 - wound_needed, 6) * F(save_fails, 6)


def test_the_target_case_matches_the_derivation_by_hand() -> None:
    # 3+ to hit = 2/3; S5 against T4 wounds on 3+ = 2/3, so the number of wounds is Binomial(10, 4/9)
    # (hit and wound rolls come first for all attacks, WH-ATK-3/4); Sv 3+ against AP-1 needs 4+,
    # failing on 1-3 = 1/2; a failed save costs D3 (1, 2, 3 each 1/3), one wound at a time, each
    # ignored on a 6 (FNP 6+ = 1/6); the wounds go to the damaged model first, excess is lost
    # (WH-ATK-5, WH-ATK-12).  A Markov chain over (models destroyed, wounds left on the current one).
    def one_wound(chain: dict[tuple[int, int], F]) -> dict[tuple[int, int], F]:
        out: dict[tuple[int, int], F] = {}
        for (dead, left), p in chain.items():
            if dead == 5:
                out[(dead, left)] = out.get((dead, left), F(0)) + p
                continue
            out[(dead, left)] = out.get((dead, left), F(0)) + p / 2  # saved
            for damage in (1, 2, 3):
                points = {left: F(1)}
                for _ in range(damage):
                    nxt: dict[int, F] = {}
                    for w, q in points.items():
                        if w == 0:
                            nxt[0] = nxt.get(0, F(0)) + q
                            continue
                        nxt[w] = nxt.get(w, F(0)) + q / 6  # ignored
                        nxt[w - 1] = nxt.get(w - 1, F(0)) + q * 5 / 6
                    points = nxt
                for w, q in points.items():
                    key = (dead + 1, 2) if w == 0 else (dead, w)
                    out[key] = out.get(key, F(0)) + p / 2 / 3 * q
        return out

    expected: dict[int, F] = {}
    for wounds in range(11):
        chain = {(0, 2): F(1)}
        for _ in range(wounds):
            chain = one_wound(chain)
        weight = comb(10, wounds) * F(4, 9) ** wounds * F(5, 9) ** (10 - wounds)
        for (dead, _), p in chain.items():
            expected[dead] = expected.get(dead, F(0)) + weight * p
    result = odds_of(target_case())
    assert table(result) == expected
    assert result.merged


def test_the_benchmark_case_is_the_target_case() -> None:
    on_disk = json.loads((ROOT / "benchmarks" / "odds-ziel.json").read_text(encoding="utf-8"))
    assert on_disk == json.loads(canonical.dumps(target_case()))


def test_the_board_free_benchmark_case_has_the_target_case_s_distribution() -> None:
    # The same volley without a board (the calculator's form, the benchmark's default case):
    # the same models destroyed with the same probabilities as the in-game shot derived above.
    board_free = json.loads((ROOT / "benchmarks" / "odds-ziel-rechner.json").read_text(encoding="utf-8"))
    assert board_free["state"]["form"] == "attacks" and board_free["action"]["type"] == "resolve_attacks"
    assert table(odds_of(board_free)) == table(odds_of(target_case()))


def _lost(result) -> dict[int, F]:  # type: ignore[no-untyped-def]
    """wounds-lost of a one-model target as a number."""
    out: dict[int, F] = {}
    for entry in result.distribution.entries:
        lost = sum(entry.value.values())
        out[lost] = out.get(lost, F(0)) + entry.probability
    return out


def test_d3_damage_with_feel_no_pain_against_icepool() -> None:
    # one model with more wounds than the attacks can take: no excess, so the wounds lost are the
    # sum over 5 independent attacks of hit (4+) × wound (S4 v T4: 4+) × failed save (Sv 4+, AP 0:
    # 1-3) × D3 points each lost unless FNP 5+
    case = shooting_case(attacks=5, skill=4, strength=4, damage="D3", target={"toughness": 4, "save": 4, "wounds": 20, "feel_no_pain": 5})
    flag = lambda test: icepool.d6.map(lambda r: 1 if test(r) else 0)  # noqa: E731
    d3 = icepool.d6.map(lambda r: (r + 1) // 2)
    points = d3 @ flag(lambda r: r < 5)
    per_attack = icepool.map(lambda h, w, s, d: h * w * s * d, flag(lambda r: r >= 4), flag(lambda r: r >= 4), flag(lambda r: r < 4), points)
    assert _lost(odds_of(case, "wounds-lost")) == die_table(5 @ per_attack)


@pytest.mark.parametrize(
    ("reading", "fails"),
    [({}, 3), ({"WH-A-MODIFIKATOR-GRENZE": "treffer-und-verwundung"}, 4)],
)
def test_models_destroyed_with_an_invulnerable_save_against_icepool(reading: dict[str, str], fails: int) -> None:
    # Sv 3+ against AP-2 with a 5+ invulnerable save.  The overview caps every roll's modifier at
    # ±1 (WH-A-MODIFIKATOR-GRENZE=alle-wuerfe): armour 3+ at -1 succeeds on 4-6, better than the
    # invulnerable 5+, so 1-3 fail; the published rule lets AP count in full: armour on 5-6, a tie
    # with the invulnerable save (armour chosen, WH-A-RETTUNGSWURF-WAHL), 1-4 fail.  Six attacks
    # at BS 4+ and S4 v T4 into three one-wound models: destroyed = min(unsaved wounds, 3).
    case = shooting_case(attacks=6, skill=4, strength=4, ap=-2, targets=3,
                         target={"toughness": 4, "save": 3, "invulnerable": 5, "wounds": 1}, interpretations=reading)
    flag = lambda test: icepool.d6.map(lambda r: 1 if test(r) else 0)  # noqa: E731
    per_attack = icepool.map(lambda h, w, s: h * w * s, flag(lambda r: r >= 4), flag(lambda r: r >= 4), flag(lambda r: r <= fails))
    assert table(odds_of(case)) == die_table((6 @ per_attack).map(lambda k: min(k, 3)))


def test_a_wrong_reading_changes_the_odds_by_exactly_the_difference_of_the_save() -> None:
    # The example: a 3+ save against AP-2 holds on 4+ (1/2) under the overview's cap and
    # on 5+ (1/3) under the published rule; hit and wound dice are given (6s), the save is open.
    # The model loses its wound with 1/2 or 2/3: the readings differ by exactly 1/6.
    dice = {"treffer": [6], "verwundung": [6]}
    overview = odds_of(shooting_case(ap=-2, target={"save": 3, "wounds": 1}, dice=dice))
    published = odds_of(shooting_case(ap=-2, target={"save": 3, "wounds": 1}, dice=dice,
                                      interpretations={"WH-A-MODIFIKATOR-GRENZE": "treffer-und-verwundung"}))
    assert table(overview) == {0: F(1, 2), 1: F(1, 2)}
    assert table(published)[1] - table(overview)[1] == F(1, 6)
    assert "WH-A-MODIFIKATOR-GRENZE" in overview.consulted


def test_cover_improves_the_save_by_one() -> None:
    # Sv 4+ against AP 0 in cover (a ranged attack, WH-ATK-8): 3+, failing on 1-2 = 1/3; without
    # cover 1-3 = 1/2.  Hit and wound given.
    dice = {"treffer": [6], "verwundung": [6]}
    assert table(odds_of(shooting_case(target={"save": 4}, cover=1, dice=dice)))[1] == F(1, 3)
    assert table(odds_of(shooting_case(target={"save": 4}, cover=0, dice=dice)))[1] == F(1, 2)


def test_a_battle_shock_test_against_icepool() -> None:
    # WH-ERS-1: 2W6 below the leadership leaves the unit battle-shocked.
    case = vector_case("w40k/der-erschuetterungstest-gegen-den-moralwert/summe-fuenf")
    leadership = next(u["leadership"] for u in case["state"]["units"] if u["id"] == case["action"]["unit"])
    shocked = (2 @ icepool.d6).map(lambda total: canonical.dumps([case["action"]["unit"]]) if total < leadership else "[]")
    assert table(odds_of(case)) == die_table(shocked)


def test_the_charge_distance_is_2w6() -> None:
    case = vector_case("w40k/die-angriffsansage-wuerfelt-die-angriffsdistanz")
    assert table(odds_of(case)) == die_table(2 @ icepool.d6)


@pytest.mark.parametrize(
    "profile",
    [
        # damage D3 with FNP, spilling over two models of two wounds
        {"attacks": 1, "damage": "D3", "targets": 2, "target": {"save": 4, "wounds": 2, "feel_no_pain": 5}, "dice": {"treffer": [5]}},
        # two attacks, hits given, damage 2 against a 4++ model: two saves, overkill lost
        {"attacks": 2, "damage": 2, "ap": -3, "targets": 2, "target": {"save": 3, "invulnerable": 4, "wounds": 3},
         "dice": {"treffer": [6, 6], "verwundung": [6, 6]}},
        # mortal wounds of the weapon after each wound, going on to the next model
        {"attacks": 1, "damage": 1, "mortal": "D3", "targets": 3, "target": {"save": 5, "wounds": 1}},
        # two attacks, one hit die given: a judged take read partly from the case
        {"attacks": 2, "damage": 1, "targets": 2, "target": {"save": 6, "wounds": 1}, "dice": {"treffer": [3]}},
    ],
)
def test_merging_changes_nothing(profile: dict) -> None:  # type: ignore[type-arg]
    # Judged dice and checkpoints must give exactly what rolling every face in order gives.
    case = shooting_case(**profile)
    for name in ("models-destroyed", "wounds-lost", "unit-destroyed"):
        merged, plain = odds_of(case, name), odds_of(case, name, merge=False)
        assert merged.distribution == plain.distribution, name
        assert merged.runs < plain.runs


def test_deadly_demise_merges_exactly() -> None:
    # A model with Gefährliches Ende 1 (WH-ATK-16): on a 6 each unit within 6" suffers a mortal
    # wound, its own included.  Two one-wound models side by side.
    case = shooting_case(attacks=1, damage=1, targets=2, target={"save": None, "wounds": 1, "deadly_demise": 1})
    merged, plain = odds_of(case), odds_of(case, merge=False)
    assert merged.distribution == plain.distribution
    # hit 2/3 × wound 1/2 (S4 v T4) × no save at all (no die) = 1/3 to kill the first; its
    # Gefährliches Ende on a 6 (1/6) kills the second too
    assert table(merged) == {0: F(2, 3), 1: F(1, 3) * F(5, 6), 2: F(1, 3) * F(1, 6)}


def test_the_whole_outcome_counts_every_face() -> None:
    # One attack, only the save open: six outcomes, one per face (the save_roll event shows the
    # roll), each 1/6, although only two states come of them (Sv 3+ fails on 1-2 = 1/3).
    case = shooting_case(target={"save": 3, "wounds": 1}, dice={"treffer": [6], "verwundung": [6]})
    result = odds_of(case, "outcome")
    assert len(result.distribution.entries) == 6 and not result.merged
    assert {e.probability for e in result.distribution.entries} == {F(1, 6)}
    assert table(odds_of(case)) == {0: F(2, 3), 1: F(1, 3)}


def test_a_miss_leaves_given_dice_unread() -> None:
    # a miss (1 or 2 at BS 3+) leaves the given wound and save dice unread: CORE.DICE.UNUSED, the
    # first label in sorted order (docs/matching.md), with 1/3; a hit reads them: the save fails
    case = shooting_case(target={"save": 3, "wounds": 1}, dice={"verwundung": [6], "schutzwurf": [1]})
    unused = canonical.dumps({"rejected": {"code": "CORE.DICE.UNUSED", "kind": "dice", "label": "schutzwurf"}})
    assert table(odds_of(case)) == {1: F(2, 3), unused: F(1, 3)}


def test_a_case_with_every_die_given_has_one_outcome() -> None:
    case = shooting_case(target={"save": 3, "wounds": 1}, dice={"treffer": [4], "verwundung": [5], "schutzwurf": [1]})
    result = odds_of(case)
    assert table(result) == {1: F(1)} and not result.open and result.runs == 1


def test_dice_left_over_are_a_rejection_on_every_path() -> None:
    # a hit roll that misses leaves the given wound die unread: CORE.DICE.UNUSED (docs/matching.md)
    case = shooting_case(target={"save": 3, "wounds": 1}, dice={"treffer": [1], "verwundung": [5]})
    assert table(odds_of(case)) == {canonical.dumps({"rejected": {"code": "CORE.DICE.UNUSED", "kind": "dice", "label": "verwundung"}}): F(1)}


def test_a_charge_succeeds_when_the_roll_covers_the_move() -> None:
    # WH-ANG-3, WH-ANG-4: the models move 1,712 units (6.74") into base contact; the move may be
    # as long as the 2W6 roll in inches, so it takes 7 or more: 21 of 36 = 7/12
    case = vector_case("w40k/die-angriffsansage-wuerfelt-die-angriffsdistanz")
    case["then"] = vector_case("w40k/ein-gelungener-angriff-endet-in-basekontakt")["action"]
    result = table(odds_of(case))
    assert result["succeeds"] == F(7, 12)
    assert sum(p for value, p in result.items() if value.startswith("fails")) == F(5, 12)

"""The goodness-of-fit core (regelwerk.odds.fit, regelwerk.odds.fit_power), against numbers worked
out by hand in the comments."""

from __future__ import annotations

import math
import random
from pathlib import Path
from fractions import Fraction as F

import icepool
import pytest

from regelwerk.odds.distribution import Distribution, Entry
from regelwerk.odds.fit import (
    MAX_EXACT_OUTCOMES,
    exact_multinomial_p,
    fit,
    fit_faces,
    holm,
    judge,
    merge_groups,
    outcome_count,
    tally,
    uniform_die,
)
from regelwerk.odds.fit_power import ALPHA_FAMILY, BIASES, POWER, exact_power, main, render, table, power, required_n, reroll_twice_bias, save_cap_bias, w6_face_bias

COIN = Distribution((Entry(0, F(1, 2)), Entry(1, F(1, 2))))


def test_g_statistic_and_p_value_of_a_die_by_hand() -> None:
    # 60 rolls of a W6, twenty 1s and eight of every other face: C(65, 5) outcomes are too many
    # for the exact test, so the G-test.  Expected 10 each:
    #   G = 2 (20 ln 2 + 5 x 8 ln 0.8) = 2 (13.86294 - 8.92574) = 9.87440
    # Williams: q = 1 + (k + 1) / (6 N) = 1 + 7/360 = 1.019444, G/q = 9.68606.
    # With df = 5 the chi-square tail is erfc(sqrt(x/2)) + sqrt(2x/pi) e^(-x/2) (1 + x/3) = 0.084635.
    result = fit_faces([1] * 20 + [2, 3, 4, 5, 6] * 8, 6)
    assert result.method == "g-test" and not result.asymptotic_only
    assert result.n == 60 and result.df == 5
    assert result.statistic == pytest.approx(9.87440 / 1.019444, rel=1e-5)
    x = 9.87440 / 1.019444
    assert result.p_value == pytest.approx(math.erfc(math.sqrt(x / 2)) + math.sqrt(2 * x / math.pi) * math.exp(-x / 2) * (1 + x / 3), rel=1e-4)
    assert result.p_value == pytest.approx(0.084635, rel=1e-4)
    # the worst cell: residual (20 - 10) / sqrt(60 x 1/6 x 5/6) = 10 / sqrt(8.333) = 3.4641
    assert result.worst is not None and result.worst.values == (1,) and result.worst.residual == pytest.approx(math.sqrt(12))
    assert result.verdict(0.1) == "does-not-fit" and result.verdict(0.05) == "fits"


def test_a_coin_of_forty_tosses_takes_the_exact_test() -> None:
    # 41 outcomes: exact.  30 zeros and 10 ones: the outcomes at most as likely are 0..10 and
    # 30..40 ones, p = 2 x sum(C(40, k), k <= 10) / 2^40 = 0.0022214
    result = fit(COIN, [(0, 30), (1, 10)])
    assert result.method == "exact" and result.df == 1
    assert result.p_value == pytest.approx(sum(math.comb(40, k) for k in range(41) if k <= 10 or k >= 30) / 2**40)
    assert result.p_value == pytest.approx(0.0022214, rel=1e-4)
    # the worst cell: residual (30 - 20) / sqrt(40 x 1/2 x 1/2) = sqrt(10), value 0 first on the tie
    assert result.worst is not None and result.worst.values == (0,) and result.worst.residual == pytest.approx(math.sqrt(10))


def test_the_worst_value_is_the_largest_residual_either_way() -> None:
    # 40 samples of 1/2, 1/4, 1/4: expected 20, 10, 10; observed 24, 14, 2.  Residuals
    # (O - E) / sqrt(N p (1 - p)): 4 / sqrt(10) = 1.26, 4 / sqrt(7.5) = 1.46, -8 / sqrt(7.5) = -2.92
    three = Distribution((Entry("a", F(1, 2)), Entry("b", F(1, 4)), Entry("c", F(1, 4))))
    worst = fit(three, [("a", 24), ("b", 14), ("c", 2)]).worst
    assert worst is not None and worst.values == ("c",) and worst.residual == pytest.approx(-8 / math.sqrt(7.5))


def test_a_value_outside_the_support_is_rejected_at_once_and_named() -> None:
    result = fit(COIN, [(0, 500), (1, 500), (2, 1)])
    assert result.method == "impossible" and result.p_value == 0.0 and result.statistic is None
    assert result.impossible == ((2, 1),)
    assert result.verdict(1e-12) == "does-not-fit"
    # values are compared as canonical JSON: true is not 1, key order does not matter
    assert fit(COIN, [(True, 1)]).impossible == ((True, 1),)
    # a value named with count 0 was not observed
    assert fit(COIN, [(0, 20), (1, 20), (2, 0)]).method == "exact"
    with pytest.raises(ValueError):
        fit(COIN, [(0, 20), (1, -1)])
    keyed = Distribution((Entry({"a": 1, "b": 2}, F(1)),))
    assert fit(keyed, [({"b": 2, "a": 1}, 3)]).method == "no-power"


def test_the_merging_rule_on_a_hand_example() -> None:
    # N = 50, expected counts 1, 4, 25, 15, 3, 2.  The smallest (1, the first cell) joins its only
    # neighbour: 5, 25, 15, 3, 2.  The smallest (2, the last) joins its only neighbour: 5, 25, 15, 5.
    probabilities = [F(2, 100), F(8, 100), F(50, 100), F(30, 100), F(6, 100), F(4, 100)]
    assert merge_groups(probabilities, 50) == ((0, 1), (2,), (3,), (4, 5))
    # expected 10, 3, 4, 10: the 3 joins the smaller neighbour, the 4 (not the 10 before it)
    assert merge_groups([F(10, 27), F(3, 27), F(4, 27), F(10, 27)], 27) == ((0,), (1, 2), (3,))
    # expected 4, 3, 2, 3, 9: the 2 has neighbours 3 and 3 and joins the one before: 4, 5, 3, 9;
    # the 3 joins the 5: 4, 8, 9; the 4 joins the 8: 12, 9.  (Joining the one after would give
    # 4, 3, 5, 9, then 7, 5, 9.)
    assert merge_groups([F(4, 21), F(3, 21), F(2, 21), F(3, 21), F(9, 21)], 21) == ((0, 1, 2, 3), (4,))
    # expected 2, 4, 2, 4: of the two smallest the first goes first, (0, 1) = 6, then the 2 joins
    # the 4 after it.  (The last first would join it to the 4 before, 2, 6, 4, then one cell.)
    assert merge_groups([F(2, 12), F(4, 12), F(2, 12), F(4, 12)], 12) == ((0, 1), (2, 3))
    # expected 1 and 9: one cell left
    assert merge_groups([F(1, 10), F(9, 10)], 10) == ((0, 1),)


def test_a_single_merged_cell_has_no_power() -> None:
    # 4 samples of 30 equally likely values: C(33, 4) = 40,920 outcomes, too many for the exact
    # test, and the expected 4/30 each merge into one cell
    thirty = Distribution(tuple(Entry(v, F(1, 30)) for v in range(30)))
    result = fit(thirty, [(0, 4)])
    assert result.method == "no-power" and result.verdict(0.5) == "no-power" and len(result.cells) == 1
    assert fit(COIN, []).method == "no-power"
    assert fit(Distribution.certain("x"), [("x", 100)]).method == "no-power"


def test_holm_on_hand_lists_of_p_values() -> None:
    # alpha 0.05, m = 4, sorted 0.005 <= 0.05/4 = 0.0125 yes; 0.01 <= 0.05/3 = 0.0167 yes;
    # 0.03 <= 0.05/2 = 0.025 no: stop, 0.04 is not rejected either
    assert holm([0.01, 0.04, 0.03, 0.005], 0.05) == (True, False, False, True)
    # 0.001 <= 0.0125, 0.012 <= 0.0167, 0.02 <= 0.025, 0.04 <= 0.05: all rejected (Bonferroni,
    # every p against 0.0125, would keep 0.02 and 0.04)
    assert holm([0.012, 0.02, 0.04, 0.001], 0.05) == (True, True, True, True)
    assert holm([0.5, 0.0], 0.01) == (False, True)
    assert holm([], 0.01) == ()


def test_judge_leaves_cases_without_power_out_of_the_family() -> None:
    certain = fit(Distribution.certain(1), [(1, 5)])
    strong = fit(COIN, [(0, 30), (1, 10)])  # p = 0.0022 (above)
    # two tested cases: 0.0022 <= 0.01 / 2, so rejected; the no-power case keeps its verdict
    assert judge([certain, strong, fit(COIN, [(0, 20), (1, 20)])], 0.01) == ("no-power", "does-not-fit", "fits")
    # three such cases at alpha_family 0.003: 0.0022 > 0.003 / 3 = 0.001, none rejected
    assert judge([strong, strong, strong], 0.003) == ("fits", "fits", "fits")


def test_the_exact_test_on_two_outcomes_is_the_binomial_tail() -> None:
    # 4 trials, P(1) = 1/3: P(k ones) = C(4, k) 2^(4-k) / 81 = 16, 32, 24, 8, 1 (/81) for k = 0..4.
    # Observed 3 ones (8/81); at most as likely: k = 3 and 4, so p = 9/81 = 1/9 = P(X >= 3).
    assert exact_multinomial_p([1, 3], [F(2, 3), F(1, 3)]) == pytest.approx(1 / 9)
    third = Distribution((Entry(0, F(2, 3)), Entry(1, F(1, 3))))
    result = fit(third, [(0, 1), (1, 3)])  # 4 < 5 x 2: small, so exact
    assert result.method == "exact" and result.p_value == pytest.approx(1 / 9)
    # a fair coin, 5 tosses, 4 heads (5/32): outcomes 0, 1, 4, 5 heads are as likely or less,
    # (1 + 5 + 5 + 1) / 32 = 3/8, the two-sided binomial tail
    assert exact_multinomial_p([1, 4], [F(1, 2), F(1, 2)]) == pytest.approx(3 / 8)


def test_the_exact_test_wherever_it_can_be_enumerated() -> None:
    # 8 rolls of a W6: 8 < 30, C(13, 5) = 1287 outcomes: exact on the six faces
    assert outcome_count(8, 6) == 1287
    assert fit_faces([1, 2, 3, 4, 5, 6, 6, 6], 6).method == "exact"
    # 20 samples of 12 equally likely values: C(31, 11) outcomes are too many; merged (expected
    # 20/12 each: pairs, then the pairs in twos) into 3 cells of 4 values, C(22, 2) = 231: exact there
    twelve = Distribution(tuple(Entry(v, F(1, 12)) for v in range(12)))
    assert outcome_count(20, 12) > MAX_EXACT_OUTCOMES
    result = fit(twelve, [(v, 2 if v < 8 else 1) for v in range(12)])
    assert result.method == "exact" and [c.values for c in result.cells] == [(0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11)]
    # 40 samples of 30 values: 7 merged cells, C(46, 6) outcomes: the G-test, flagged
    thirty = Distribution(tuple(Entry(v, F(1, 30)) for v in range(30)))
    flagged = fit(thirty, [(v, 1) for v in range(30)] + [(0, 10)])
    assert flagged.method == "g-test" and flagged.asymptotic_only


def test_the_limits_of_the_exact_test_stated_in_the_docs() -> None:
    # docs/sampling.md and MAX_EXACT_OUTCOMES: pass/fail up to N = 19,999, three values up to 198, a W6 up to 15
    for k, last in ((2, 19_999), (3, 198), (6, 15)):
        assert outcome_count(last, k) <= MAX_EXACT_OUTCOMES < outcome_count(last + 1, k)


def test_a_fair_seeded_die_passes_and_a_biased_one_fails_naming_the_face() -> None:
    rng = random.Random(2121)
    fair = fit_faces(rng.choices(range(1, 7), k=3000), 6)
    assert fair.method == "g-test" and fair.df == 5 and fair.verdict(0.01) == "fits"
    # face 3 30 % too likely: 13/60, the others 47/300 each; 3000 rolls expect 650 threes against 500
    weights = [47, 47, 65, 47, 47, 47]
    biased = fit_faces(rng.choices(range(1, 7), weights=weights, k=3000), 6)
    assert biased.verdict(0.001) == "does-not-fit"
    assert biased.worst is not None and biased.worst.values == (3,) and biased.worst.expected == pytest.approx(500)
    assert biased.worst.observed > 580


def test_faces_outside_the_die_and_tally() -> None:
    assert fit_faces([1, 7, 7], 6).impossible == ((7, 2),)
    assert uniform_die(3).values() == (1, 2, 3)
    assert tally([{"a": 1}, 2, {"a": 1}]) == (({"a": 1}, 2), (2, 1))


def test_the_biases_are_the_distributions_icepool_computes() -> None:
    once = (icepool.d6.reroll([1], depth=1) >= 2).probability(True)
    twice = (icepool.d6.reroll([1], depth=2) >= 2).probability(True)
    bias = reroll_twice_bias()
    assert (bias.null.probability(1), bias.alternative.probability(1)) == (once, twice) == (F(35, 36), F(215, 216))
    # Sv 3+ at AP -2: capped at -1 it needs 4+ (wound lost 1/2), uncapped 5+ (2/3)
    save = save_cap_bias()
    assert (save.null.probability(1), save.alternative.probability(1)) == (F(1, 2), F(2, 3))
    die = w6_face_bias()
    assert die.alternative.probability(6) == F(11, 60) and die.alternative.probability(1) == F(49, 300)
    assert all(b.alternative.total() == 1 == b.null.total() for b in BIASES)


def test_the_exact_power_by_hand() -> None:
    # 5 tosses of a fair coin: p-values 2/32 for 0 or 5 ones, 12/32 for 1 or 4, 1 for 2 or 3.  At
    # level 0.07 only 0 and 5 ones reject (at 0.06 none, at 0.38 all but 2 and 3); a coin with
    # P(1) = 4/5 makes 0 or 5 ones 0.2^5 + 0.8^5 = 0.328
    half, biased = [F(1, 2), F(1, 2)], [F(1, 5), F(4, 5)]
    assert exact_power(half, biased, 5, 0.07) == pytest.approx(0.2**5 + 0.8**5)
    assert exact_power(half, biased, 5, 0.06) == 0.0
    assert exact_power(half, biased, 5, 0.38) == pytest.approx(1 - 10 * (0.2**2 * 0.8**3 + 0.2**3 * 0.8**2))


def test_required_n_is_the_first_n_with_the_power() -> None:
    bias = save_cap_bias()
    n = required_n(bias, 0.001)
    assert power(bias, n, 0.001) >= 0.99 > power(bias, n - 1, 0.001)
    # a stricter level needs more samples; so does a smaller bias
    assert required_n(bias, 0.0001) > n
    assert required_n(w6_face_bias(), 0.001) > required_n(w6_face_bias(excess=F(3, 10)), 0.001)


def test_the_power_table_prints_a_row_per_bias(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--cases", "10"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) == 1 + len(BIASES)


def test_the_table_in_the_docs_is_the_one_the_command_prints() -> None:
    # docs/sampling.md quotes `python -m regelwerk.odds.fit_power` between two markers
    text = (Path(__file__).resolve().parents[2] / "docs" / "sampling.md").read_text(encoding="utf-8")
    block = text.split("<!-- power-table -->\n```\n", 1)[1].split("\n```\n<!-- /power-table -->", 1)[0]
    assert block == render(table([1, 10, 100, 1000]), ALPHA_FAMILY, POWER)

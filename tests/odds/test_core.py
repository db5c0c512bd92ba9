"""The parts of the odds that know no rule set: fractions, distributions, branches, the registry."""

from __future__ import annotations

import itertools
from math import comb
from fractions import Fraction as F

import pytest

from regelwerk.core.dice import DiceLabel, DiceSupply
from regelwerk.odds.branches import MAX_JUDGED_SETS, OddsError, OddsLimit, Request, branches, sequences, totals, uniform, verdicts
from regelwerk.odds.distribution import Distribution, Entry, fraction_text, parse_fraction
from regelwerk.odds.projections import OUTCOME, support_of
from regelwerk.rulesets import RULESETS

W6 = DiceLabel("w", 6, "test die")


@pytest.mark.parametrize("p", [F(1), F(1, 3), F(35, 144), F(9139556677293903057560005258564651, 44450351179593105816204799588171776)])
def test_a_probability_is_written_as_a_reduced_fraction_and_read_back(p: F) -> None:
    assert parse_fraction(fraction_text(p)) == p


@pytest.mark.parametrize("text", ["2/4", "1", "0/0", "1/0", "-1/2", " 1/2", "1.0/2", "01/2"])
def test_other_spellings_of_a_fraction_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_fraction(text)


def test_a_distribution_orders_numbers_first_and_leaves_out_zero() -> None:
    weights = {"a": F(1, 2), "b": F(1, 4), "c": F(1, 4), "d": F(0)}
    values = {"a": "x", "b": 10, "c": 2, "d": 0}
    dist = Distribution.of(weights, values)
    assert dist.values() == (2, 10, "x") and dist.total() == 1
    assert Distribution.from_json(dist.to_json()) == dist
    assert dist.mean() is None and Distribution((Entry(1, F(1, 2)), Entry(3, F(1, 2)))).mean() == 2


def test_verdicts_weigh_each_multiset_by_its_orders() -> None:
    # three W6 judged by how many show 4+: Binomial(3, 1/2), the representative the first multiset
    request = Request("w", (), 3, lambda faces: sum(f >= 4 for f in faces), ())
    found = {sum(f >= 4 for f in b.values): b.probability for b in verdicts(request, 6, request.judge)}
    assert found == {0: F(1, 8), 1: F(3, 8), 2: F(3, 8), 3: F(1, 8)}
    assert verdicts(request, 6, request.judge)[0].values == (1, 1, 1)


def test_verdicts_include_the_given_dice() -> None:
    request = Request("w", (6,), 1, lambda faces: sum(faces), ())
    assert {b.values[0] + 6: b.probability for b in verdicts(request, 6, request.judge)} == {s: F(1, 6) for s in range(7, 13)}


def test_totals_convolve_die_by_die_and_stand_for_a_sum_by_its_faces() -> None:
    # thirty W6 counted by 3+ (each 2/3): Binomial(30, 2/3), and each representative's own count
    # is its sum; a D3 per die (faces halved, rounded up) twice: 1 to 3 each, 2 to 6 together
    hits = lambda face: int(face >= 3)  # noqa: E731
    found = totals(Request("w", (), 30, None, (), hits), 6, hits)
    assert {sum(map(hits, b.values)): b.probability for b in found} == {k: comb(30, k) * F(2, 3) ** k * F(1, 3) ** (30 - k) for k in range(31)}
    d3 = lambda face: (face + 1) // 2  # noqa: E731
    two = {sum(map(d3, b.values)): b.probability for b in totals(Request("w", (4,), 2, None, (), d3), 6, d3)}
    assert two == {2: F(1, 9), 3: F(2, 9), 4: F(3, 9), 5: F(2, 9), 6: F(1, 9)}


def test_sequences_are_every_order_and_follow_the_weights_of_draws() -> None:
    request = Request("w", (), 2, None, ())
    assert [b.values for b in sequences(request, uniform(W6), 100)] == list(itertools.product(range(1, 7), repeat=2))
    bag = lambda earlier: {"a": 2 - earlier.count("a"), "b": 1 - earlier.count("b")}  # noqa: E731
    drawn = {b.values: b.probability for b in sequences(Request("bag", (), 2, None, ()), bag, 100)}
    assert drawn == {("a", "a"): F(1, 3), ("a", "b"): F(1, 3), ("b", "a"): F(1, 3)}
    with pytest.raises(OddsError, match="nothing left"):
        sequences(Request("bag", (), 4, None, ()), bag, 100)


def test_the_bounds_are_errors_not_hangs() -> None:
    with pytest.raises(OddsLimit, match="engine runs left"):
        sequences(Request("w", (), 3, None, ()), uniform(W6), 100)
    with pytest.raises(OddsLimit, match="sets of faces"):
        verdicts(Request("w", (), 60, len, ()), 6, len)
    assert MAX_JUDGED_SETS >= 324_632  # thirty judged W6


def test_a_draw_label_is_never_judged() -> None:
    label = DiceLabel("bag", 0, "draws", outcomes=("a", "b"))
    request = Request("bag", (), 1, lambda faces: 0, ())
    assert len(branches(request, label, lambda earlier: {"a": 1, "b": 1}, True, 10)) == 2


def test_the_base_supply_judges_what_it_takes() -> None:
    supply = DiceSupply({"w": (2, 5, 6, 3, 4)})
    assert supply.judged("w", 3, lambda faces: sum(f >= 5 for f in faces)) == ((2, 5, 6), 2)
    assert supply.counted("w", 2, lambda face: face * 10) == ((3, 4), 70)
    supply.checkpoint(("anything", [1, 2]))  # reads nothing, changes nothing
    supply.check_exhausted()


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_every_rule_set_declares_its_projections(name: str) -> None:
    support = support_of(RULESETS[name])
    assert support.names()[-1] == OUTCOME and len(support.names()) >= 2
    assert support.natural({"action": {"type": "no such action"}}) in support.by_name


def test_the_odds_package_names_no_rule_set() -> None:
    # like core/, suite/ and the other generic packages (tests/test_rulesets.py): what is specific
    # to a rule set lives in its package, its odds in regelwerk/rulesets/<name>/odds.py
    from tests.test_rulesets import REPO, names_of_rule_sets

    pattern = names_of_rule_sets()
    files = sorted((REPO / "reference" / "regelwerk" / "odds").glob("*.py"))
    found = [f"{p.name}:{n}" for p in files for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert files and not found, found


def test_a_ranked_order_puts_other_values_after_the_ranked_ones() -> None:
    from regelwerk.odds.projections import ranked

    order = ranked("b", "a")
    values = [{"rejected": {"code": "X"}}, "a", 3, "b"]
    assert sorted(values, key=order) == ["b", "a", 3, {"rejected": {"code": "X"}}]

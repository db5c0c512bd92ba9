"""Distribution vectors through the protocol (issue 18): the capability ``distributions``, exact
and floating-point engines (``distribution_tolerance``), and what a wrong distribution reports.

The expected numbers in the unit tests are worked out by hand from a fair W6; the end-to-end
tests run ``tests/fakes/distribution_engine.py`` (the reference engine, its distributions
written as another engine would write them, or with a wrong reroll rule)."""

from __future__ import annotations

import json
import shlex
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from regelwerk import cli
from regelwerk.harness.cases import needs
from regelwerk.harness.protocol import DISTRIBUTIONS, ProtocolViolation, parse_run_answer, parse_start
from regelwerk.odds.conformance import MAX_TOLERANCE, judge_distribution, tolerance_problem
from regelwerk.suite.vectors import load_vector_file

FAKE = Path(__file__).resolve().parents[1] / "fakes" / "distribution_engine.py"
# One W6 against a 3+: passes with 4/6 = 2/3, fails with 1/3.
THREE_PLUS = {"distribution": [{"value": "failed", "p": "1/3"}, {"value": "passed", "p": "2/3"}]}


def fake(*options: str) -> str:
    return shlex.join([sys.executable, str(FAKE), *options])


# -- judging one answer ---------------------------------------------------------------------


def test_an_exact_answer_in_any_order_matches():
    answer = [{"value": "passed", "p": "2/3"}, {"value": "failed", "p": "1/3"}]
    assert judge_distribution("test", THREE_PLUS, answer, None) is None


def test_an_exact_engine_must_write_reduced_fractions():
    mismatch = judge_distribution("test", THREE_PLUS, [{"value": "passed", "p": "4/6"}, {"value": "failed", "p": "2/6"}], None)
    assert mismatch is not None
    assert "not reduced (write 2/3)" in str(mismatch)
    numbers = judge_distribution("test", THREE_PLUS, [{"value": "passed", "p": 0.6666666666666666}, {"value": "failed", "p": 1 / 3}], None)
    assert numbers is not None and "declared no distribution_tolerance" in str(numbers)


def test_a_wrong_answer_names_the_projection_and_the_worst_value_first():
    # A 4+ instead of a 3+: passed 1/2 (off by 1/6 = 16.67 points), failed 1/2 (off by 1/6).
    # A third value the engine invents with 1/100 is off by only one point: listed after both.
    answer = [{"value": "failed", "p": "1/2"}, {"value": "passed", "p": "49/100"}, {"value": "fumbled", "p": "1/100"}]
    mismatch = judge_distribution("test", THREE_PLUS, answer, None)
    assert mismatch is not None
    first = mismatch.differences[0]
    assert first.path == '$.distribution[value="passed"]'
    assert first.message.startswith('projection test, worst value "passed": expected 2/3 (66.67 %), got 49/100 (49 %)')
    assert "off by 17.67 percentage points (compared exactly)" in first.message
    assert [d.path for d in mismatch.differences] == ['$.distribution[value="passed"]', '$.distribution[value="failed"]', '$.distribution[value="fumbled"]']
    assert "(not expected)" in mismatch.differences[2].message


def test_a_value_left_out_is_a_probability_of_zero():
    mismatch = judge_distribution("test", THREE_PLUS, [{"value": "passed", "p": "1/1"}], None)
    assert mismatch is not None
    assert '"failed" (not in the answer): expected 1/3 (33.33 %), got 0/1 (0 %)' in str(mismatch)


def test_a_floating_point_engine_is_compared_within_its_tolerance():
    close = [{"value": "passed", "p": 0.6666666666666666}, {"value": "failed", "p": 0.33333333333333337}]
    assert judge_distribution("test", THREE_PLUS, close, 1e-12) is None
    rounded = [{"value": "passed", "p": 0.667}, {"value": "failed", "p": 0.333}]
    mismatch = judge_distribution("test", THREE_PLUS, rounded, 1e-9)
    assert mismatch is not None and "within the declared tolerance 1e-09" in str(mismatch)
    assert judge_distribution("test", THREE_PLUS, rounded, 1e-3) is None  # 1/3000 off, within 1e-3 (a test of the rule only)


@pytest.mark.parametrize(
    "entry, problem",
    [
        ({"value": "passed", "p": "3/2"}, "is not a probability"),
        ({"value": "passed", "p": -0.5}, "is not a probability"),
        ({"value": "passed"}, "exactly the fields value and p"),
        ({"value": "passed", "p": True}, "is not a reduced fraction"),
    ],
)
def test_malformed_entries_are_named(entry, problem):
    mismatch = judge_distribution("test", THREE_PLUS, [entry, {"value": "failed", "p": "1/3"}], 1e-9)
    assert mismatch is not None and problem in str(mismatch) and str(mismatch).startswith("$.distribution[0]")


def test_a_value_listed_twice_is_named():
    twice = [{"value": "failed", "p": "1/3"}, {"value": "passed", "p": "1/3"}, {"value": "passed", "p": "1/3"}]
    mismatch = judge_distribution("test", THREE_PLUS, twice, None)
    assert mismatch is not None and "listed twice" in str(mismatch)


@pytest.mark.parametrize("value", [0, -1e-9, 2e-6, True, "1e-9", None])
def test_a_tolerance_must_be_small_and_positive(value):
    assert tolerance_problem(value) is not None


def test_the_largest_tolerance_is_allowed():
    assert tolerance_problem(MAX_TOLERANCE) is None and tolerance_problem(1e-9) is None


def test_the_handshake_carries_the_tolerance_and_refuses_a_wrong_one():
    base = {"version": 1, "implementation": {"name": "x"}, "rulesets": {"w40k": {}}, "capabilities": {"distributions": True}}
    assert parse_start(base).distribution_tolerance is None
    assert parse_start({**base, "distribution_tolerance": 1e-9}).distribution_tolerance == 1e-9
    with pytest.raises(ProtocolViolation, match="distribution_tolerance"):
        parse_start({**base, "distribution_tolerance": 0.01})


def test_a_distribution_answer_is_read():
    answer = parse_run_answer({"seq": 3, "distribution": [{"value": 1, "p": "1/1"}]}, 3)
    assert answer.kind == "distribution" and answer.outcome == [{"value": 1, "p": "1/1"}]


# -- the vectors ------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["pocket_tactics", "mordheim", "w40k"])
def test_every_distribution_vector_sums_to_exactly_one_and_needs_the_capability(ruleset):
    vectors = load_vector_file(Path("vectors") / ruleset / "verteilungen.json")
    assert vectors
    for vector in vectors:
        total = sum(Fraction(e["p"]) for e in vector.expected["distribution"])
        assert total == 1, vector.id
        assert len(vector.expected["distribution"]) >= 2, vector.id  # where the dice decide nothing there is no such vector
        assert vector.case["dice"] == {} and vector.case["projection"] == vector.projection
        assert DISTRIBUTIONS in needs(vector)


def test_the_projections_the_issue_names_have_vectors():
    projections: dict[str, set[str]] = {}
    for ruleset in ("pocket_tactics", "mordheim", "w40k"):
        projections[ruleset] = {v.projection or "" for v in load_vector_file(Path("vectors") / ruleset / "verteilungen.json")}
    assert {"duel", "hazard"} <= projections["pocket_tactics"]
    assert {"test", "routs", "rally"} <= projections["mordheim"]
    assert {"models-destroyed", "wounds-lost", "unit-destroyed", "battle-shocked", "charge"} <= projections["w40k"]


def test_every_charge_succeeds_with_a_chance_of_two_w6_reaching_a_distance():
    # 2W6 reach at least d in 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1 of 36 ways (d = 2 .. 12):
    # a charge succeeds exactly when the roll reaches what its move needs, so with one of these
    # (or never, or always).
    reach = {Fraction(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= d), 36) for d in range(2, 14)}
    vectors = [v for v in load_vector_file(Path("vectors") / "w40k" / "verteilungen.json") if v.projection == "charge"]
    assert vectors and all(v.case["then"]["type"] == "charge_move" for v in vectors)
    for vector in vectors:
        succeeds = {e["value"]: Fraction(e["p"]) for e in vector.expected["distribution"]}.get("succeeds", Fraction(0))
        assert succeeds in reach, (vector.id, succeeds)


def test_every_leadership_test_passes_with_a_chance_of_two_w6():
    # 2W6 reach at most L in 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36 of 36 ways (L = 2 .. 12):
    # whatever leadership a Mordheim test is against, its chance to pass is one of these.
    ways = [sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= limit) for limit in range(1, 13)]
    chances = {Fraction(w, 36) for w in ways}
    vectors = [v for v in load_vector_file(Path("vectors") / "mordheim" / "verteilungen.json") if v.projection == "test"]
    assert vectors
    for vector in vectors:
        passed = {e["value"]: Fraction(e["p"]) for e in vector.expected["distribution"]}.get("passed", Fraction(0))
        assert passed in chances, (vector.id, passed)


# -- end to end -------------------------------------------------------------------------------


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], engine: str, *args: str) -> tuple[int, str, dict[str, dict]]:
    report = tmp_path / "report.ndjson"
    capsys.readouterr()
    code = cli.main(["verify", "--engine", engine, "--report", str(report), *args])
    out = capsys.readouterr().out
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    return code, out, {line["id"]: line for line in lines if line["type"] == "case"}


@pytest.mark.slow
@pytest.mark.parametrize("option", ["", "--float"])
def test_an_exact_and_a_floating_point_engine_pass(tmp_path, capsys, option):
    code, out, cases = run(tmp_path, capsys, fake(*filter(None, [option])), "--suite", "pocket_tactics", "--feature", "verteilungen")
    assert code == 0, out
    assert cases and all(c["kind"] == "pass" for c in cases.values())


@pytest.mark.slow
def test_an_engine_off_by_more_than_it_declares_fails(tmp_path, capsys):
    code, out, cases = run(tmp_path, capsys, fake("--rounded"), "--suite", "pocket_tactics", "--feature", "verteilungen")
    assert code == 1
    wrong = [c for c in cases.values() if c["kind"] == "wrong"]
    assert wrong and all(c["reason"] == "distribution-mismatch" for c in wrong)
    assert "within the declared tolerance 1e-09" in wrong[0]["message"]


@pytest.mark.slow
def test_a_wrong_reroll_rule_fails_naming_the_projection_and_the_worst_value(tmp_path, capsys):
    code, out, cases = run(tmp_path, capsys, fake("--wrong-reroll"), "--suite", "pocket_tactics", "--feature", "verteilungen")
    assert code == 1
    wrong = {i: c for i, c in cases.items() if c["kind"] == "wrong"}
    rerolls = {v.id for v in load_vector_file(Path("vectors/pocket_tactics/verteilungen.json")) if v.case["action"].get("rerolls")}
    assert wrong and set(wrong) <= rerolls  # only cases that roll a die again can tell
    message = next(iter(wrong.values()))["message"]
    assert message.startswith("$.distribution[value=") and "projection duel, worst value" in message
    assert "projection duel, worst value" in out


def test_the_reference_through_the_protocol_passes_them(tmp_path, capsys):
    code, out, cases = run(tmp_path, capsys, shlex.join([sys.executable, "-m", "regelwerk", "serve"]), "--suite", "standardaktionen", "--feature", "verteilungen")
    assert code == 0, out
    assert cases and all(c["kind"] == "pass" for c in cases.values())

"""What a porter is told about a failure: every differing path (bounded), values as JSON,
events aligned by type, the id with its clauses and source on one line, the report fields, the
capability not-runs counted apart, and engine text that cannot inject markup anywhere."""

from __future__ import annotations

import copy
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from regelwerk.core import paths
from regelwerk.core.match import MAX_DIFFERENCES, compare_outcomes
from regelwerk.core.ruleset import RuleSet
from regelwerk.rulesets import get
from regelwerk.suite.vectors import load_vector_file

PT = get("pocket_tactics")
HAZARD = "pocket_tactics/ein-niedriger-gefahrenwurf-besiegt-die-einheit-im-wasser/eins"


@pytest.fixture(scope="module")
def hazard() -> dict:
    """A vector whose events are moved, hazard_checked (roll 1), captured, turn_passed."""
    vectors = load_vector_file(paths.vectors_dir() / "pocket_tactics" / "gefahren.json")
    outcome = next(v for v in vectors if v.id == HAZARD).expected
    assert [e["type"] for e in outcome["events"]] == ["moved", "hazard_checked", "captured", "turn_passed"]
    return outcome


def lines(expected: dict, actual: dict) -> list[str]:
    mismatch = compare_outcomes(PT, expected, actual)
    assert mismatch is not None
    return mismatch.lines()


# -- the diff -----------------------------------------------------------------------------------


def test_a_missing_event_is_named_once_and_the_events_after_it_still_line_up(hazard):
    actual = copy.deepcopy(hazard)
    del actual["events"][1]

    assert lines(hazard, actual) == ["$.events[1]: missing hazard_checked"]


def test_an_extra_event_is_named_as_unexpected(hazard):
    actual = copy.deepcopy(hazard)
    actual["events"].append({"type": "game_over", "winner": "tribes", "reason": "army_captured"})

    assert lines(hazard, actual) == ["$.events[4]: unexpected game_over"]


def test_an_event_of_another_type_is_named_with_both_types(hazard):
    actual = copy.deepcopy(hazard)
    actual["events"][2] = {"type": "phase_changed", "to": "over"}

    assert lines(hazard, actual) == ["$.events[2]: expected captured, got phase_changed"]


def test_within_two_events_of_the_same_type_the_differing_fields_are_named_with_json_values(hazard):
    actual = copy.deepcopy(hazard)
    actual["events"][1]["roll"] = 4
    actual["events"][1]["defeated"] = False

    assert lines(hazard, actual) == ["$.events[1].defeated: expected true, got false", "$.events[1].roll: expected 1, got 4"]


def test_values_are_written_as_json():
    expected = {"status": "answered", "answer": {"winner": None, "stall": True, "name": "R1"}}
    actual = {"status": "answered", "answer": {"winner": "legion", "stall": False, "name": None}}

    assert lines(expected, actual) == [
        '$.answer.name: expected "R1", got null',
        "$.answer.stall: expected true, got false",
        '$.answer.winner: expected null, got "legion"',
    ]


def test_a_boolean_is_never_equal_to_a_number(hazard):
    actual = copy.deepcopy(hazard)
    actual["events"][1]["roll"] = True

    assert lines(hazard, actual) == ["$.events[1].roll: expected 1, got true"]


def test_sets_still_compare_as_sets_and_a_missing_member_is_one_difference(hazard):
    reordered = copy.deepcopy(hazard)
    reordered["state"]["tiles"].reverse()
    reordered["state"]["units"].reverse()
    assert compare_outcomes(PT, hazard, reordered) is None

    missing = copy.deepcopy(hazard)
    missing["state"]["tiles"] = [t for t in missing["state"]["tiles"] if t["at"] != [-2, 0]]
    assert lines(hazard, missing) == ['$.state.tiles[0]: missing {"at": [-2, 0], "terrain": "forest"}']


def test_at_most_twenty_differences_are_listed_then_how_many_more(hazard):
    expected = {"status": "answered", "answer": {f"k{i:02}": i for i in range(MAX_DIFFERENCES + 10)}}
    actual = {"status": "answered", "answer": {f"k{i:02}": -i - 1 for i in range(MAX_DIFFERENCES + 10)}}

    shown = lines(expected, actual)
    assert shown[0] == "$.answer.k00: expected 0, got -1"
    assert len(shown) == MAX_DIFFERENCES + 1
    assert shown[-1] == "and 10 more"


def test_every_compared_field_of_a_rejection_is_listed():
    expected = {"status": "rejected", "error": {"kind": "illegal", "code": "PT.MOVE.OCCUPIED", "clause": "PT-BEW-1", "message": "x"}}
    actual = {"status": "rejected", "error": {"kind": "illegal", "code": "PT.MOVE.FAR", "clause": "PT-BEW-2", "message": "y"}}

    assert lines(expected, actual) == [
        '$.error.code: expected "PT.MOVE.OCCUPIED", got "PT.MOVE.FAR"',
        '$.error.clause: expected "PT-BEW-1", got "PT-BEW-2"',
    ]


def test_an_identical_answer_takes_the_exact_text_path_without_canonicalising(hazard, monkeypatch):
    def refuse(self, state):
        raise AssertionError("the exact-text path must not canonicalise")

    monkeypatch.setattr(RuleSet, "canonical_state", refuse)

    assert compare_outcomes(PT, hazard, copy.deepcopy(hazard)) is None


# -- on the terminal and in the reports ---------------------------------------------------------------


def test_a_wrong_answer_prints_id_clauses_and_feature_line_on_one_line_and_the_differences_below(verify, fake):
    path = paths.vectors_dir() / "pocket_tactics" / "gefahren.json"
    vector = next(v for v in load_vector_file(path) if v.id == HAZARD)
    expected = vector.expected
    provenance = vector.raw["provenance"]
    tile = min(expected["state"]["tiles"], key=lambda t: t["at"])  # the first tile in canonical order
    other = "forest" if tile["terrain"] == "field" else "field"

    run = verify("--vectors", path, "--id", HAZARD, engine=fake.command("wrong-details"))

    assert run.code == 1
    head = f"✗ {HAZARD} ({', '.join(vector.clauses)}; features/{provenance['feature']}:{provenance['example_line']}): wrong"
    out = run.out.splitlines()
    assert head in out
    assert out[out.index(head) + 1 : out.index(head) + 4] == [
        f'    $.state.tiles[0].terrain: expected "{tile["terrain"]}", got "{other}"',
        "    $.events[0].fake: unexpected true",
        "    $.events[3]: missing turn_passed",
    ]


def test_the_ndjson_report_carries_expected_actual_source_and_clauses(verify, fake, vectors, tmp_path, ndjson_report):
    report = tmp_path / "report.ndjson"
    verify("--report", report, engine=fake.command("wrong", "--at", "1,2,3"))

    header, cases, _ = ndjson_report(report)
    assert [c["kind"] for c in cases] == ["wrong"] * 3 + ["pass"] * 5
    assert header["capabilities"] == ["board_free_attacks", "distributions", "rejects_malformed", "sampling"]
    for case, vector in zip(cases, vectors, strict=True):
        provenance = vector.raw["provenance"]
        assert case["expected"] == vector.expected
        assert case["clauses"] == list(vector.clauses)
        assert case["source"]["feature"] == provenance["feature"] and case["source"]["line"] == provenance["line"]
        assert case["source"].get("example_line") == provenance.get("example_line")
        if case["kind"] == "wrong":
            assert case["actual"]["status"] != vector.expected["status"]  # the fake flips accepted and rejected
            assert case["message"].startswith("$.status: expected")
        else:
            assert "actual" not in case


def test_a_table_row_names_its_table_and_row(verify, fake, tmp_path):
    table = paths.vectors_dir() / "pocket_tactics" / "tables" / "duell-tabelle.json"
    rows = json.loads(table.read_text(encoding="utf-8"))["rows"]
    row = rows.index([[1], [1], rows[1][2]])  # red 1 against blue 1: id r1-b1
    report = tmp_path / "report.ndjson"

    run = verify("--vectors", table, "--id", "pocket_tactics/duell/r1-b1", "--report", report, engine=fake.command("wrong"))

    assert run.code == 1
    assert f"✗ pocket_tactics/duell/r1-b1 (PT-WUE-1, PT-WUE-2; vectors/pocket_tactics/tables/duell-tabelle.json row {row}): wrong" in run.out
    case = json.loads(report.read_text(encoding="utf-8").splitlines()[1])
    assert case["source"] == {"table": "vectors/pocket_tactics/tables/duell-tabelle.json", "row": row}


# -- capabilities -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def malformed_file() -> tuple[Path, int, int]:
    """A vector file, how many of its vectors expect a malformed rejection, and how many it holds."""
    path = paths.vectors_dir() / "pocket_tactics" / "eingaben.json"
    vectors = load_vector_file(path)
    count = sum(v.expected["status"] == "rejected" and v.expected["error"]["kind"] == "malformed" for v in vectors)
    assert 0 < count
    return path, count, len(vectors)


def test_malformed_vectors_are_not_run_for_an_engine_without_the_capability(verify, fake, malformed_file, tmp_path, ndjson_report):
    path, count, _ = malformed_file
    report = tmp_path / "report.ndjson"

    run = verify("--vectors", path, "--report", report, engine=fake.command("no-capabilities"))

    assert run.code == 0, run.out
    assert f"{count} not run: the engine does not reject malformed input" in run.out
    _, cases, footer = ndjson_report(report)
    assert sum(c["reason"] == "capability" for c in cases if c["kind"] == "not-run") == count
    assert footer["counts"]["not-run"] == count


def test_an_engine_that_declares_the_capability_runs_them(verify, fake, malformed_file):
    path, _, total = malformed_file
    run = verify("--vectors", path, engine=fake.command("ok"))

    assert run.code == 0
    assert f"{8 + total} cases, {8 + total} pass" in run.out  # the fake's own eight cases and the whole file


# -- engine text that tries to be markup ----------------------------------------------------------------


def test_engine_text_cannot_inject_console_markup_markdown_html_or_control_characters(verify, fake, tmp_path):
    from tests.fakes.fake_engine import HOSTILE

    md, xml = tmp_path / "r.md", tmp_path / "r.xml"
    run = verify("--id", "*ursprung", "--report", md, engine=fake.command("hostile-text", "--at", 1))
    verify("--id", "*ursprung", "--report", xml, engine=fake.command("hostile-text", "--at", 1))

    assert run.code == 1
    assert "[bold red]evil[/] <script>alert(1)</script> | **x**" in run.out  # printed as it is
    assert "\\u001b[31mred\\u001b[0m \\u0000\\u0007" in run.out  # control characters made visible
    assert "\x1b" not in run.out and "\x00" not in run.out

    text = md.read_text(encoding="utf-8")
    assert "\x1b" not in text and "\x00" not in text
    title = text.splitlines()[0]
    assert "<script>" not in title and "\\<script\\>" in title and "\\|" in title and "\\[link\\]" in title
    for line in text.splitlines():
        if "<script>" in line:
            assert line.startswith("      "), line  # only inside an indented code block, where nothing renders

    root = ET.parse(xml).getroot()
    assert root.find(".//property").get("value").startswith("[bold red]evil[/] <script>")
    assert HOSTILE.split("\x1b")[0] in root.find(".//error").get("message")

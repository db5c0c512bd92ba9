"""``regelwerk verify --engine CMD`` against broken fake engines: exit codes, what the user is
told, reports in every format, and expectation files."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
import yaml

from regelwerk.harness.text import markdown
from tests.harness.conftest import SHORT_START_TIMEOUT

ALL = 8


def where(vector) -> str:
    """The clauses and the feature line of a small-set vector, as the failure line shows them."""
    provenance = vector.raw["provenance"]
    line = provenance.get("example_line", provenance["line"])
    return f"{', '.join(vector.clauses)}; features/{provenance['feature']}:{line}"


# -- exit codes and what is printed -----------------------------------------------------------


def test_a_correct_engine_exits_0_and_says_ok(verify, fake):
    run = verify(engine=fake.command("ok"))

    assert run.code == 0
    assert "OK fake-ok: 8 cases, 8 pass" in run.out


def test_the_summary_says_which_engine_ran_in_process_and_through_serve(verify, fake):
    import shlex

    from regelwerk import __version__

    in_process = verify()
    served = verify(engine=fake.reference_command())

    assert in_process.code == served.code == 0
    assert f"engine: regelwerk-reference {__version__} (the reference engine in this process)" in in_process.out
    assert f"engine: regelwerk-reference {__version__} (command: {shlex.join(shlex.split(fake.reference_command()))})" in served.out
    assert in_process.out != served.out  # the README's first command runs both: their summaries differ
    assert "(the reference engine in 2 processes of regelwerk serve)" in verify("--jobs", 2).out


def test_an_engine_that_crashes_mid_run_exits_1_and_names_the_vector_and_the_reason(verify, fake):
    run = verify(engine=fake.command("crash", "--at", 4))

    assert run.code == 1
    assert f"✗ {fake.vectors[3].id} ({where(fake.vectors[3])}): crash [exited]: the engine exited (status 3) without answering" in run.out
    assert "FAILED fake-crash: 8 cases, 7 pass, 0 expected failures, 1 unexpected failures" in run.out
    assert "1 engine restarts" in run.out


def test_an_engine_that_does_not_start_fails_every_vector_with_a_hint_and_its_stderr(verify, fake):
    run = verify(engine=fake.command("crash-at-start"))

    assert run.code == 1
    assert "the engine did not start (exited): the engine exited during the handshake (status 3)" in run.out
    assert "hint: the engine exited; its stderr (above) usually says why" in run.out
    assert "fake-engine: cannot load my rules, giving up" in run.out
    assert "0 pass" in run.out


def test_a_slow_start_beyond_start_timeout_fails_every_vector_with_start_timeout(verify, fake, tmp_path):
    report = tmp_path / "report.ndjson"
    run = verify("--start-timeout", SHORT_START_TIMEOUT, "--report", report, engine=fake.command("slow-start", "--delay", 1.5))

    assert run.code == 1
    assert f"the engine did not start (start-timeout): no handshake within {SHORT_START_TIMEOUT:g} s" in run.out
    cases = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()][1:-1]
    assert [(c["kind"], c["reason"]) for c in cases] == [("crash", "start-timeout")] * ALL


def test_an_engine_of_another_protocol_version_fails_with_a_hint(verify, fake):
    run = verify(engine=fake.command("wrong-version"))

    assert run.code == 1
    assert "(protocol-version): the engine speaks protocol version 2; this harness speaks 1" in run.out
    assert 'hint: answer the start command with "version": 1' in run.out


def test_a_command_that_does_not_exist_fails_every_vector_with_cannot_start(verify, tmp_path):
    run = verify(engine=str(tmp_path / "no-such-engine"))

    assert run.code == 1
    assert "(cannot-start)" in run.out
    assert "hint: check the command" in run.out


@pytest.mark.parametrize(
    ("args", "error"),
    [
        pytest.param(["--engine", ""], "the engine command is empty", id="empty-engine-not-the-reference-engine"),
        pytest.param(["--engine", "'unclosed"], "cannot split the command", id="unbalanced-quote"),
        pytest.param(["--timeout", "0"], "argument --timeout: must be a positive, finite number of seconds, got '0'", id="zero-timeout"),
        pytest.param(["--max-restarts", "-1"], "argument --max-restarts: must not be negative, got '-1'", id="negative-restarts"),
        pytest.param(["--format", "md"], "--format needs --report FILE", id="format-without-report"),
    ],
)
def test_a_usage_error_exits_2_with_a_message(verify, args, error):
    run = verify(*args)

    assert run.code == 2
    assert error in run.err


def test_engine_text_that_looks_like_console_markup_is_printed_as_it_is(verify, fake):
    run = verify(engine=fake.command("markup", "--at", 1))

    assert run.code == 1
    assert "not built for [/usr/lib/rules.so] [bold]yet" in run.out


def test_an_engine_that_exits_before_stop_passes_and_the_note_is_printed(verify, fake):
    run = verify(engine=fake.command("exit-early", "--after", ALL))

    assert run.code == 0
    assert "note: the engine had already exited before stop" in run.out


def test_strict_turns_a_message_with_an_extra_field_into_an_invalid_message_crash(verify, fake):
    engine = fake.command("invalid-message", "--at", 2)

    assert verify(engine=engine).code == 0
    run = verify("--strict", engine=engine)
    assert run.code == 1
    assert f"✗ {fake.vectors[1].id} ({where(fake.vectors[1])}): crash [invalid-message]: the run answer does not match protocol/run-response.schema.json" in run.out
    assert "the engine sent '{\"seq\":2," in run.out  # the line itself, not a hint to run with --strict
    assert "--strict" not in run.out


def test_vectors_with_an_interpretation_the_engine_does_not_declare_are_not_run_and_do_not_fail(verify, fake):
    run = verify(engine=fake.command("no-interpretations"))

    assert run.code == 0
    assert f"{ALL - fake.plain} not run: interpretation options the engine does not declare: PT-A-" in run.out
    assert f"OK fake-no-interpretations: 8 cases, {fake.plain} pass" in run.out
    assert f"{ALL - fake.plain} not run" in run.out


# -- reports ------------------------------------------------------------------------------------


def test_an_ndjson_report_has_a_header_a_line_per_vector_and_a_footer_that_match_the_schema(verify, fake, tmp_path, ndjson_report):
    report = tmp_path / "report.ndjson"
    run = verify("--report", report, "--format", "ndjson", engine=fake.command("crash", "--at", 4))

    assert run.code == 1
    header, cases, footer = ndjson_report(report)
    assert header["implementation"]["name"] == "fake-crash"
    assert header["command"] == fake.argv("crash", "--at", 4)
    assert header["vectors"] == ALL and header["suites"] == ["pocket_tactics"]
    assert [c["id"] for c in cases] == [v.id for v in fake.vectors]
    assert [c["kind"] for c in cases] == ["pass"] * 3 + ["crash"] + ["pass"] * 4
    assert cases[3]["reason"] == "exited" and cases[3]["status"] == "unexpected-failure"
    assert "segmentation fault (simulated) on seq 4" in cases[3]["stderr"]
    assert footer["counts"]["pass"] == 7 and footer["counts"]["crash"] == 1 and footer["counts"]["total"] == ALL
    assert footer["restarts"] == 1 and footer["exit_code"] == 1 and footer["interrupted"] is False


def test_an_ndjson_report_of_an_engine_that_did_not_start_still_lists_every_vector(verify, fake, tmp_path, ndjson_report):
    report = tmp_path / "report.ndjson"
    verify("--report", report, engine=fake.command("wrong-version"))

    header, cases, footer = ndjson_report(report)
    assert len(cases) == ALL
    assert {(c["kind"], c["reason"]) for c in cases} == {("crash", "protocol-version")}
    assert footer["counts"]["crash"] == ALL


def test_an_ndjson_report_records_not_run_vectors_and_the_stop_problem(verify, fake, tmp_path, ndjson_report):
    report = tmp_path / "report.ndjson"
    verify("--report", report, engine=fake.command("no-interpretations"))
    _, cases, footer = ndjson_report(report)
    assert [c["status"] for c in cases[fake.plain :]] == ["not-run"] * (ALL - fake.plain)
    assert {c["reason"] for c in cases[fake.plain :]} == {"interpretation"}
    assert footer["counts"]["not-run"] == ALL - fake.plain and footer["exit_code"] == 0

    verify("--report", report, engine=fake.command("ignore-stop"), timeout=fake.hang_timeout)
    _, _, footer = ndjson_report(report)
    assert footer["stop_problem"].startswith("the engine did not exit within")


def test_an_ndjson_report_can_be_written_after_an_answer_with_half_a_surrogate_pair(verify, fake, tmp_path, ndjson_report):
    report = tmp_path / "report.ndjson"
    run = verify("--report", report, engine=fake.command("lone-surrogate", "--at", 2))

    assert run.code == 1
    _, cases, _ = ndjson_report(report)
    assert (cases[1]["kind"], cases[1]["reason"]) == ("crash", "non-utf8")


@pytest.mark.parametrize("how", ["--format", "extension"])
def test_a_junit_report_has_one_testcase_per_vector_and_an_error_for_the_crash(verify, fake, tmp_path, how):
    report = tmp_path / ("report.xml" if how == "extension" else "report.txt")
    options = ["--report", report] + (["--format", "junit"] if how == "--format" else [])
    verify(*options, engine=fake.command("crash", "--at", 4))

    root = ET.parse(report).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("errors"), root.get("failures")) == (str(ALL), "1", "0")
    testcases = root.findall("./testsuite/testcase")
    assert [t.get("name") for t in testcases] == [v.id for v in fake.vectors]
    error = testcases[3].find("error")
    assert error is not None and error.get("type") == "crash"
    assert "reason: exited" in error.text
    assert all(not list(t) for i, t in enumerate(testcases) if i != 3)


def test_a_junit_report_stays_well_formed_when_the_engine_logs_with_colours(verify, fake, tmp_path):
    report = tmp_path / "report.xml"
    verify("--report", report, engine=fake.command("crash", "--at", 2, "--color"))

    testcases = ET.parse(report).getroot().findall("./testsuite/testcase")
    assert len(testcases) == ALL
    assert "segmentation fault (simulated) on seq 2" in testcases[1].find("error").text


def test_a_junit_report_marks_not_run_and_expected_failures_as_skipped(verify, fake, tmp_path):
    expect = tmp_path / "expect.json"
    report = tmp_path / "report.xml"
    verify("--save-expect", expect, engine=fake.command("skip", "--at", 1))
    verify("--expect", expect, "--report", report, engine=fake.command("no-interpretations", "--at", 1))
    # the no-interpretations fake passes seq 1, so that one is now an unexpected pass
    testcases = ET.parse(report).getroot().findall("./testsuite/testcase")
    assert testcases[0].find("failure").get("type") == "unexpected-pass"
    assert all(t.find("skipped").get("message").startswith("not run: ") for t in testcases[fake.plain :])

    verify("--expect", expect, "--report", report, engine=fake.command("skip", "--at", 1))
    testcases = ET.parse(report).getroot().findall("./testsuite/testcase")
    assert testcases[0].find("skipped").get("message") == "expected skipped: fake engine skips this case"


def test_a_markdown_report_lists_the_unexpected_results_and_the_not_run_vectors(verify, fake, tmp_path):
    report = tmp_path / "report.md"
    verify("--report", report, engine=fake.command("crash", "--at", 4))
    text = report.read_text(encoding="utf-8")
    assert text.startswith("# regelwerk verify: fake-crash")
    assert "## Unexpected results" in text
    assert f"- `{fake.vectors[3].id}` ({markdown(where(fake.vectors[3]))}): crash \\[exited\\]" in text
    assert "      the engine exited (status 3) without answering" in text  # an indented code block: nothing in it is rendered

    verify("--report", report, "--format", "md", engine=fake.command("no-interpretations"))
    text = report.read_text(encoding="utf-8")
    assert "## Not run" in text and "## Unexpected results" not in text


# -- expectation files ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "options", "suffix", "verify_options"),
    [
        pytest.param("crash", ["--at", 4], ".json", [], id="crash-mid-run"),
        pytest.param("hang", ["--at", 2], ".yaml", [], id="hang"),
        pytest.param("wrong", [], ".yml", [], id="all-wrong"),
        pytest.param("crash-at-start", [], ".json", [], id="no-start"),
        pytest.param("crash", [], ".yaml", ["--max-restarts", 1], id="restart-limit"),
    ],
)
def test_saving_the_expectations_of_a_broken_engine_then_running_it_again_with_them_exits_0(
    verify, fake, tmp_path, mode, options, suffix, verify_options
):
    expect = tmp_path / f"expect{suffix}"
    engine = fake.command(mode, *options)
    timeout = fake.hang_timeout if mode == "hang" else fake.timeout  # each run waits for the hang

    assert verify("--save-expect", expect, *verify_options, engine=engine, timeout=timeout).code == 1
    run = verify("--expect", expect, *verify_options, engine=engine, timeout=timeout)

    assert run.code == 0, run.out
    assert "0 unexpected failures, 0 unexpected passes" in run.out


def test_the_saved_expectation_file_lists_each_failing_vector_with_its_kind_and_first_message_line(verify, fake, tmp_path):
    expect = tmp_path / "expect.yaml"
    verify("--save-expect", expect, engine=fake.command("crash", "--at", 2))

    data = yaml.safe_load(expect.read_text(encoding="utf-8"))
    assert data["engine"] == "fake-crash"
    assert data["expectations"] == {fake.vectors[1].id: {"kind": "crash", "reason": "the engine exited (status 3) without answering"}}


def test_an_engine_that_now_passes_a_listed_vector_is_an_unexpected_pass_and_exits_1(verify, fake, tmp_path):
    expect = tmp_path / "expect.json"
    verify("--save-expect", expect, engine=fake.command("crash", "--at", 4))

    run = verify("--expect", expect, engine=fake.command("ok"))

    assert run.code == 1
    assert f"✗ {fake.vectors[3].id} ({where(fake.vectors[3])}): unexpected pass (listed as crash: the engine exited (status 3) without answering)" in run.out
    assert "1 unexpected passes" in run.out


def test_a_listed_vector_that_fails_in_another_way_is_an_unexpected_failure(verify, fake, tmp_path):
    expect = tmp_path / "expect.json"
    verify("--save-expect", expect, engine=fake.command("crash", "--at", 2))

    run = verify("--expect", expect, engine=fake.command("error", "--at", 2))

    assert run.code == 1
    assert f"✗ {fake.vectors[1].id} ({where(fake.vectors[1])}): errored (listed as crash)" in run.out
    assert "    fake failure\n    Traceback: fake line 1" in run.out


@pytest.mark.parametrize(
    ("content", "error"),
    [
        pytest.param("{not json", "cannot parse the expectation file", id="not-json"),
        pytest.param('{"expectations": {"pocket_tactics/x": {"kind": "exploded", "reason": "r"}}}', "'exploded' is not one of", id="unknown-kind"),
        pytest.param('{"expectations": []}', "is not of type 'object'", id="wrong-shape"),
        pytest.param(None, "cannot read the expectation file", id="missing-file"),
        pytest.param('{"expectations": {}, "format": ' + "1" * 5000 + "}", "a number is too long", id="5000-digit-number"),
        pytest.param("[" * 10_000 + "]" * 10_000, "it is nested too deeply", id="10000-deep-arrays"),
        pytest.param("format: " + "1" * 5000 + "\n", "a number is too long", id="5000-digit-number-yaml"),
        pytest.param("[" * 10_000 + "]" * 10_000, "it is nested too deeply", id="10000-deep-arrays-yaml"),
    ],
)
def test_a_bad_expectation_file_exits_2_and_names_the_file(verify, fake, tmp_path, request, content, error):
    expect = tmp_path / ("broken-expect.yaml" if request.node.callspec.id.endswith("yaml") else "broken-expect.json")
    if content is not None:
        expect.write_text(content, encoding="utf-8")

    run = verify("--expect", expect, engine=fake.command("ok"))

    assert run.code == 2
    assert str(expect) in run.err
    assert error in run.err
    assert "Traceback" not in run.err


def test_expectations_for_vectors_that_were_not_in_the_run_are_noted(verify, fake, tmp_path):
    expect = tmp_path / "expect.json"
    expect.write_text(json.dumps({"expectations": {"pocket_tactics/gibt-es-nicht": {"kind": "crash", "reason": "old"}}}), encoding="utf-8")

    run = verify("--expect", expect, engine=fake.command("ok"))

    assert run.code == 0
    assert "1 expectation(s) name cases that were not in this run: pocket_tactics/gibt-es-nicht" in run.out


# -- the tables of --by -----------------------------------------------------------------------------


def test_by_clause_lists_failing_clauses_first_then_numbers_as_numbers(capsys):
    from rich.console import Console

    from regelwerk.harness.protocol import Implementation, StartInfo
    from regelwerk.harness.report import tally
    from regelwerk.harness.results import OK, UNEXPECTED_FAILURE, CaseResult, RunSummary
    from regelwerk.harness.terminal import print_summary

    def result(clause: str, kind: str = "pass") -> CaseResult:
        return CaseResult(f"w40k/{clause}", "w40k", "x.json", (clause,), kind, OK if kind == "pass" else UNEXPECTED_FAILURE)

    summary = RunSummary([result(c) for c in ("WH-ATK-2", "WH-ATK-10", "WH-ATK-1", "WH-BEW-3", "WH-ATK-11")] + [result("WH-BEW-12", "wrong")])

    assert list(tally(summary, lambda r: list(r.clauses))) == ["WH-BEW-12", "WH-ATK-1", "WH-ATK-2", "WH-ATK-10", "WH-ATK-11", "WH-BEW-3"]
    print_summary(Console(width=200), summary, StartInfo(Implementation("x"), {}, False), by=["clause"])
    shown = [line.split()[1] for line in capsys.readouterr().out.splitlines() if line.startswith("│ WH-")]
    assert shown == ["WH-BEW-12", "WH-ATK-1", "WH-ATK-2", "WH-ATK-10", "WH-ATK-11", "WH-BEW-3"]

"""What an engine sends is data, never layout or truth: its text cannot break a report line or
forge a terminal line, its numbers are not integers unless they are, ``serve`` survives any
line, an output never overwrites an input, and a report says what its own lines say."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from regelwerk import cli
from regelwerk.core.errors import SuiteDataError
from regelwerk.harness.merge import read_report
from regelwerk.harness.process import EngineStartFailed
from regelwerk.harness.reference import serve
from tests.fakes.fake_engine import FORGED_NAME, FORGED_VERDICT

# -- 4: line breaks JSON does not escape, in an ndjson report ------------------------------------------


def test_nel_and_unicode_line_separators_from_an_engine_are_escaped_in_the_ndjson_report(verify, fake, tmp_path, capsys):
    report = tmp_path / "r.ndjson"
    assert verify("--report", report, engine=fake.command("forge", "--at", 1)).code == 1

    text = report.read_text(encoding="utf-8")
    assert not {"\x85", "\u2028", "\u2029"} & set(text)
    assert len(text.splitlines()) == text.count("\n") == 10  # header, 8 cases, footer: for every reader
    skipped = json.loads(text.splitlines()[1])
    assert "\u2028" in skipped["message"] and "\x85" in skipped["message"]  # the text itself is kept
    read_report(report)  # what merge-reports and `regelwerk docs --report` read
    capsys.readouterr()
    assert cli.main(["merge-reports", str(report), "-o", str(tmp_path / "m.ndjson")]) == 1


def test_a_report_with_raw_line_separators_inside_strings_is_still_read(verify, fake, tmp_path):
    report = tmp_path / "r.ndjson"
    verify("--report", report, engine=fake.command("forge", "--at", 1))
    raw = report.read_text(encoding="utf-8").replace("\\u2028", "\u2028").replace("\\u0085", "\x85")
    report.write_text(raw, encoding="utf-8")  # as an older regelwerk wrote it

    _, cases, _ = read_report(report)

    assert len(cases) == 8


# -- 5: serve and a line Python cannot parse -----------------------------------------------------------


def test_serve_answers_a_deeply_nested_run_line_with_a_protocol_error_and_keeps_serving():
    deep = b'{"cmd":"run","seq":7,"case":' + b"[" * 100_000 + b"]" * 100_000 + b"}\n"
    lines = b"[" * 100_000 + b"\n" + deep + b'{"cmd":"start","version":1}\n{"cmd":"stop"}\n'
    out = io.BytesIO()

    assert serve(io.BytesIO(lines), out) == 0

    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert first == {"seq": 7, "errored": True, "message": "protocol error: the run command cannot be read (nested too deeply)"}
    assert second["version"] == 1


def test_serve_answers_a_seq_it_cannot_write_back_without_dying():
    lines = b'{"cmd":"run","seq":"\\ud800","case":{}}\n{"cmd":"run","seq":2,"case":{"ruleset":"x\\ud800"}}\n{"cmd":"stop"}\n'
    out = io.BytesIO()

    assert serve(io.BytesIO(lines), out) == 0

    [answer] = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answer["seq"] == 2 and answer["errored"] is True


# -- 6: an output that is an input ---------------------------------------------------------------------


def _expect_file(tmp_path: Path) -> Path:
    path = tmp_path / "expect.json"
    path.write_text('{"format": 1, "engine": "x", "expectations": {}}\n', encoding="utf-8")
    return path


def _symlink_dir(tmp_path: Path) -> Path:
    """The expectation file, reached through a symbolic link to its folder."""
    expect = _expect_file(tmp_path)
    (tmp_path / "via").symlink_to(tmp_path, target_is_directory=True)
    return tmp_path / "via" / expect.name


def _hard_link(tmp_path: Path) -> Path:
    expect = _expect_file(tmp_path)
    link = tmp_path / "hard.json"
    os.link(expect, link)
    return link


@pytest.mark.parametrize(
    "make",
    [
        pytest.param(_expect_file, id="the-same-path"),
        pytest.param(lambda tmp: Path(os.path.relpath(_expect_file(tmp))), id="relative"),
        pytest.param(_symlink_dir, id="through-a-symlinked-folder"),
        pytest.param(_hard_link, id="a-hard-link"),
    ],
)
def test_the_report_cannot_overwrite_the_expectation_file(verify, fake, tmp_path, make):
    report = make(tmp_path)
    expect = tmp_path / "expect.json"
    before = expect.read_text(encoding="utf-8")

    run = verify("--expect", expect, "--report", report, engine=fake.command("ok"))

    assert run.code == 2
    assert f"--report: {report} is the --expect file {expect}, which this command reads" in run.err
    assert "the engine did not start" not in run.out and not run.out
    assert expect.read_text(encoding="utf-8") == before


@pytest.mark.parametrize("option", ["--report", "--save-expect"])
def test_an_output_cannot_overwrite_a_vector_file_of_the_run(verify, fake, vector_dir, tmp_path, option):
    vectors = vector_dir / "pocket_tactics" / "small.json"
    link = tmp_path / "small.json"
    os.link(vectors, link)
    before = vectors.read_bytes()

    run = verify(option, link, engine=fake.command("ok"))  # --vectors names the folder

    assert run.code == 2
    assert f"{option}: {link} is the --vectors file {vectors}" in run.err
    assert vectors.read_bytes() == before


def test_the_expectation_file_may_be_updated_in_place(verify, fake, tmp_path):
    expect = _expect_file(tmp_path)

    assert verify("--expect", expect, "--save-expect", expect, engine=fake.command("wrong", "--at", 1)).code == 1

    assert len(json.loads(expect.read_text(encoding="utf-8"))["expectations"]) == 1


def test_merge_reports_cannot_overwrite_one_of_its_inputs(verify, fake, tmp_path, capsys):
    report = tmp_path / "r.ndjson"
    verify("--report", report, engine=fake.command("ok"))
    before = report.read_text(encoding="utf-8")

    code = cli.main(["merge-reports", str(report), "-o", str(report)])

    assert code == 2
    assert "is the input report file" in capsys.readouterr().err
    assert report.read_text(encoding="utf-8") == before


# -- 7: booleans and floats are not integers on the wire --------------------------------------------------


@pytest.mark.parametrize("strict", [False, True])
@pytest.mark.parametrize(("mode", "shown"), [("bool-seq", "true"), ("float-seq", "1.0")])
def test_a_seq_that_is_a_boolean_or_a_float_is_the_wrong_seq(fake, mode, shown, strict):
    run = fake.run(mode, "--at", 1, strict=strict)

    first = run.result(1)
    assert (first.kind, first.reason) == ("crash", "wrong-seq")
    assert first.message.startswith(f"answer carries seq {shown}, expected 1; the engine sent '{{\"seq\":")
    assert shown in first.message.split("the engine sent", 1)[1]
    assert run.kinds[1:] == ["pass"] * (fake.plain + 1)


@pytest.mark.parametrize("strict", [False, True])
def test_a_handshake_version_true_is_not_version_1(fake, strict):
    engine = fake.engine("bool-version", strict=strict)

    with pytest.raises(EngineStartFailed) as failed:
        engine.start()

    assert failed.value.reason == "protocol-version"
    assert "protocol version true" in failed.value.message


# -- 8: a report says what it did ---------------------------------------------------------------------------


def test_a_run_in_which_nothing_ran_is_a_failure_on_the_terminal_in_the_footer_and_when_merged(verify, fake, tmp_path, ndjson_report, capsys):
    report = tmp_path / "r.ndjson"
    # the engine declares no interpretation option: the two vectors that need one are not run
    ids = [word for v in fake.vectors if v.interpretations for word in ("--id", v.id)]

    run = verify("--report", report, *ids, engine=fake.command("no-interpretations"))

    assert run.code == 1
    assert not any(line.startswith("OK") for line in run.out.splitlines())
    assert "FAILED fake-no-interpretations: 2 cases, 0 pass" in run.out and "no case was run" in run.out
    _, cases, footer = ndjson_report(report)
    assert [c["kind"] for c in cases] == ["not-run", "not-run"]
    assert footer["exit_code"] == 1
    capsys.readouterr()
    assert cli.main(["merge-reports", str(report), "-o", str(tmp_path / "m.ndjson")]) == 1
    assert capsys.readouterr().out.startswith("FAILED merged 1 reports")


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines(keepends=True)


def _delete_case_line(path: Path) -> str:
    lines = _lines(path)
    path.write_text("".join([lines[0], *lines[2:]]), encoding="utf-8")  # the wrong case
    return "line 9: the footer's counts disagree with the case lines: total 8 (the lines: 7), unexpected_failures 1 (the lines: 0), wrong 1 (the lines: 0)"


def _delete_case_line_and_fix_the_counts(path: Path) -> str:
    lines = _lines(path)
    footer = json.loads(lines[-1])
    footer["counts"].update(total=7, **{"pass": 6})
    path.write_text("".join([lines[0], lines[1], *lines[3:-1], json.dumps(footer) + "\n"]), encoding="utf-8")  # a passing case
    return "line 1: the header selected 8 cases, the report has 7 case lines and was not interrupted"


def _edit_footer_counts(path: Path) -> str:
    lines = _lines(path)
    footer = json.loads(lines[-1])
    footer["counts"].update(wrong=0, unexpected_failures=0, **{"pass": 8})
    footer["exit_code"] = 0
    path.write_text("".join([*lines[:-1], json.dumps(footer) + "\n"]), encoding="utf-8")
    return "line 10: the footer's counts disagree with the case lines"


def _edit_a_status(path: Path) -> str:
    lines = _lines(path)
    case = json.loads(lines[1])
    case["status"] = "ok"
    path.write_text("".join([lines[0], json.dumps(case) + "\n", *lines[2:]]), encoding="utf-8")
    return f"line 2: case {case['id']}: status ok for kind wrong; the report was edited"


def _edit_the_exit_code(path: Path) -> str:
    lines = _lines(path)
    footer = json.loads(lines[-1])
    footer["exit_code"] = 0
    path.write_text("".join([*lines[:-1], json.dumps(footer) + "\n"]), encoding="utf-8")
    return "line 10: the footer says exit code 0, the case lines give 1"


@pytest.mark.parametrize(
    "edit",
    [
        pytest.param(_delete_case_line, id="a-case-line-deleted"),
        pytest.param(_delete_case_line_and_fix_the_counts, id="a-case-line-deleted-and-the-counts-fixed"),
        pytest.param(_edit_footer_counts, id="footer-counts-edited"),
        pytest.param(_edit_a_status, id="a-status-edited"),
        pytest.param(_edit_the_exit_code, id="the-exit-code-edited"),
    ],
)
def test_merge_reports_refuses_a_report_whose_lines_and_footer_disagree(verify, fake, tmp_path, capsys, edit):
    report = tmp_path / "r.ndjson"
    assert verify("--report", report, engine=fake.command("wrong", "--at", 1)).code == 1
    problem = edit(report)
    merged = tmp_path / "m.ndjson"
    capsys.readouterr()

    code = cli.main(["merge-reports", str(report), "-o", str(merged)])

    assert code == 2
    err = " ".join(capsys.readouterr().err.split())
    assert f"{report}" in err and problem in err
    assert not merged.exists()
    with pytest.raises(SuiteDataError):
        read_report(report)  # so `regelwerk docs --report` refuses it too


# -- 9: nothing an engine sends reaches the terminal unescaped ---------------------------------------------


def _no_forgery(out: str) -> None:
    assert not any(line.startswith("OK") for line in out.splitlines()), out
    assert FORGED_VERDICT not in out.replace("\\u000a", "\n").split("\n")
    for char in "\x85\u2028\u2029\u202e\u2066\u2069\r\x1b":
        assert char not in out, repr(char)


def test_an_engine_cannot_forge_a_terminal_line_or_reorder_it(verify, fake):
    run = verify(engine=fake.command("forge", "--at", 1))

    assert run.code == 1
    _no_forgery(run.out + run.err)
    assert "\\u2028" in run.out and "\\u0085" in run.out and "\\u202e" in run.out
    assert "FAILED fake\\u000aOK fake-ok" in run.out  # the name, on the verdict's own line


def test_smoke_shows_an_engines_name_and_stderr_escaped(fake, small_suite, capsys):
    cli.main(["smoke", "--engine", fake.command("forge", "--at", 1)])
    out = capsys.readouterr().out

    _no_forgery(out)
    assert FORGED_NAME.split("\n")[0] in out


def test_an_engine_that_fails_to_start_cannot_forge_lines_with_its_stderr(verify, fake, tmp_path):
    run = verify(engine=fake.command("forge", "--fail-restarts", tmp_path))  # it exists: the fake refuses to start

    assert run.code == 1
    assert "the engine did not start" in run.out and "\\u2028" in run.out
    _no_forgery(run.out)


# -- the line an engine sent, quoted in a protocol violation ----------------------------------------


def test_the_offending_line_is_quoted_escaped_and_cut(capsys):
    from regelwerk.harness.protocol import ProtocolViolation, with_line
    from regelwerk.harness.text import console

    line = b'{"seq":1,"x":"\x1b[2J\xe2\x80\xae\xff' + b"a" * 500 + b'"}\n'
    exc = with_line(ProtocolViolation("invalid-message", "the run answer does not match"), line)

    assert exc.reason == "invalid-message"
    assert exc.message.startswith("the run answer does not match; the engine sent '{\"seq\":1,")
    shown = console(exc.message)
    assert "\x1b" not in shown and "\u202e" not in shown and "\\x1b[2J" in shown and "\\xff" in shown
    assert len(exc.message) < 300 and exc.message.endswith("...'")
    not_json = ProtocolViolation("not-json", "the run answer is not JSON: 'x'")
    assert with_line(not_json, b"x\n") is not_json  # it quotes the line already


def test_a_run_of_no_case_at_all_never_passes():
    from regelwerk.harness.results import RunSummary

    summary = RunSummary()
    assert summary.nothing_ran and summary.failed and summary.exit_code == 1

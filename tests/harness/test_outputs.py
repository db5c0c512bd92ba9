"""Output files: checked before the run, written whole with the user's umask, never through a
link or over a device, and an expectation file is never written from an interrupted run."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from regelwerk.core.files import OutputPathError, check_output_path, write_atomically

OPTIONS = ["--report", "--save-expect"]


def _symlink(tmp_path: Path) -> Path:
    target = tmp_path / "target.txt"
    target.write_text("keep me\n", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    return link


def _fifo(tmp_path: Path) -> Path:
    path = tmp_path / "fifo.json"
    os.mkfifo(path)
    return path


def _read_only_file(tmp_path: Path) -> Path:
    path = tmp_path / "locked.json"
    path.write_text("{}\n", encoding="utf-8")
    path.chmod(0o444)
    return path


def _read_only_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    return folder / "out.json"


BAD_PATHS = [
    pytest.param(lambda tmp: tmp / "no-such-folder" / "out.json", "the folder", "does not exist", id="missing-folder"),
    pytest.param(lambda tmp: tmp, "", "is a directory", id="a-directory"),
    pytest.param(_symlink, "", "is a symbolic link", id="a-symlink"),
    pytest.param(_fifo, "", "is a FIFO", id="a-fifo"),
    pytest.param(lambda tmp: Path("/dev/null"), "", "is a character device", id="a-device"),
    pytest.param(_read_only_file, "", "is not writable", id="a-read-only-file"),
    pytest.param(_read_only_folder, "the folder", "is not writable", id="a-read-only-folder"),
]


@pytest.mark.parametrize("option", OPTIONS)
@pytest.mark.parametrize(("make", "prefix", "problem"), BAD_PATHS)
def test_an_output_path_that_cannot_be_written_is_a_usage_error_before_the_engine_starts(verify, fake, tmp_path, option, make, prefix, problem):
    path = make(tmp_path)
    before = path.read_text(encoding="utf-8") if path.is_symlink() else None

    run = verify(option, path, engine=fake.command("crash-at-start"))

    assert run.code == 2
    assert f"error: {option}: {path}: {prefix}" in run.err
    assert problem in run.err
    assert "Traceback" not in run.err + run.out
    assert "the engine did not start" not in run.out  # refused before anything ran
    if before is not None:
        assert path.read_text(encoding="utf-8") == before


def test_the_report_and_the_expectation_file_cannot_be_the_same_file(verify, fake, tmp_path):
    path = tmp_path / "out.json"
    run = verify("--report", path, "--save-expect", path, engine=fake.command("ok"))

    assert run.code == 2
    assert f"--save-expect: {path} is also the --report file" in run.err
    assert not path.exists()


def test_one_run_writes_several_reports_each_in_the_format_of_its_extension(verify, fake, tmp_path):
    junit, page, lines = tmp_path / "r.xml", tmp_path / "r.html", tmp_path / "r.ndjson"
    run = verify("--report", junit, "--report", page, "--report", lines, engine=fake.command("crash", "--at", 2))

    assert run.code == 1
    assert [line for line in run.out.splitlines() if line.startswith("report: ")] == [
        f"report: {junit} (junit)", f"report: {page} (html)", f"report: {lines} (ndjson)"
    ]
    assert junit.read_text(encoding="utf-8").startswith("<?xml") and "<testsuites" in junit.read_text(encoding="utf-8")
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    records = [json.loads(line) for line in lines.read_text(encoding="utf-8").splitlines()]
    crashed = [r["id"] for r in records if r.get("type") == "case" and r["kind"] == "crash"]
    # the same run in every report: the crashed case is in each
    assert len(crashed) == 1 and crashed[0] in junit.read_text(encoding="utf-8") and crashed[0] in page.read_text(encoding="utf-8")


def test_format_with_several_reports_and_one_file_named_twice_are_usage_errors(verify, fake, tmp_path):
    run = verify("--report", tmp_path / "a.xml", "--report", tmp_path / "b.md", "--format", "md", engine=fake.command("ok"))
    assert run.code == 2 and "--format applies to one --report" in run.err

    same = tmp_path / "r.html"
    run = verify("--report", same, "--report", same, engine=fake.command("ok"))
    assert run.code == 2 and f"--report #2: {same} is also the --report file" in run.err
    assert not same.exists()


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_report_gets_the_mode_the_umask_allows(verify, fake, tmp_path, umask, mode):
    report = tmp_path / "report.ndjson"
    old = os.umask(umask)
    try:
        assert verify("--report", report, engine=fake.command("ok")).code == 0
    finally:
        os.umask(old)

    assert stat.S_IMODE(report.stat().st_mode) == mode


def test_a_replaced_file_keeps_its_mode(verify, fake, tmp_path):
    expect = tmp_path / "expect.json"
    expect.write_text("{}\n", encoding="utf-8")
    expect.chmod(0o640)

    assert verify("--save-expect", expect, engine=fake.command("crash", "--at", 2)).code == 1

    assert stat.S_IMODE(expect.stat().st_mode) == 0o640
    assert json.loads(expect.read_text(encoding="utf-8"))["expectations"]


def test_the_writer_refuses_a_symlink_or_fifo_that_appeared_after_the_check(tmp_path):
    link = _symlink(tmp_path)
    with pytest.raises(OutputPathError, match="is a symbolic link"):
        write_atomically(link, "new\n")
    assert link.read_text(encoding="utf-8") == "keep me\n"

    fifo = _fifo(tmp_path)
    with pytest.raises(OutputPathError, match="is a FIFO"):
        write_atomically(fifo, "new\n")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []  # no temporary file left


def test_a_writable_path_passes_the_check_and_is_written_whole(tmp_path):
    path = tmp_path / "new.txt"
    check_output_path(path)
    write_atomically(path, "eins\nzwei\n")

    assert path.read_text(encoding="utf-8") == "eins\nzwei\n"


# -- an interrupted run ------------------------------------------------------------------------------


def test_an_interrupted_run_never_overwrites_the_expectation_file_and_its_report_says_interrupted(verify, fake, tmp_path, ndjson_report):
    expect = tmp_path / "expect.json"
    assert verify("--save-expect", expect, engine=fake.command("wrong")).code == 1
    good = expect.read_text(encoding="utf-8")
    assert len(json.loads(good)["expectations"]) == 8
    report = tmp_path / "report.ndjson"

    run = verify("--save-expect", expect, "--report", report, engine=fake.command("interrupt", "--at", 3))

    assert run.code == 1
    assert expect.read_text(encoding="utf-8") == good
    assert f"expectations not written: the run was interrupted; {expect} is unchanged" in run.out
    assert "(interrupted)" in run.out
    _, cases, footer = ndjson_report(report)
    assert footer["interrupted"] is True and footer["exit_code"] == 1
    assert len(cases) < 8

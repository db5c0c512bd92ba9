"""Engines CI is still writing, and CI's way of cancelling a job: nothing an engine starts
outlives the run however it detaches (``setsid`` and a double fork, an environment of its own),
SIGTERM and Ctrl-C end a run at once and keep what is complete, and an interrupt while the
engines stop, after every case ran, costs nothing.

The SIGTERM tests run ``regelwerk verify`` as a process of its own (a signal to the test
process would end the test run); they wait for the fakes' marks (the daemons started, every
engine hangs), not for a fixed time.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from regelwerk import cli
from regelwerk.harness.merge import read_report
from tests.harness.conftest import RULESET

LONG_TIMEOUT = 60.0  # a case timeout no test waits for: the point is that an interrupt does not
PROMPT = 15.0  # seconds an interrupted run may take to end, on a loaded machine (it takes well under one)


def gone(pid: int) -> bool:
    """The process does not run: it does not exist, or it is a zombie its new parent did not reap yet."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True


def alive(pids: list[int], wait: float = 1.0) -> list[int]:
    """The pids still running after at most ``wait`` seconds (SIGKILL needs a moment to take effect)."""
    deadline = time.monotonic() + wait
    while True:
        left = [pid for pid in pids if not gone(pid)]
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.02)


def pids_in(path: Path) -> list[int]:
    return [int(word) for word in path.read_text().split()] if path.exists() else []


def wait_for_lines(path: Path, count: int, proc: subprocess.Popen[bytes] | None = None, limit: float = 60.0) -> None:
    deadline = time.monotonic() + limit
    while not (path.exists() and len(path.read_text().splitlines()) >= count):
        if proc is not None and proc.poll() is not None:
            raise AssertionError(f"verify ended before {path.name} had {count} lines: {proc.stdout.read() if proc.stdout else ''}")
        assert time.monotonic() < deadline, f"{path.name} never had {count} lines"
        time.sleep(0.02)


@pytest.fixture
def leftovers():
    """Pid files whose processes the test kills at the end whatever happened (on the code before
    the fix they outlive the run; they must not outlive the test)."""
    files: list[Path] = []
    yield files.append
    for path in files:
        for pid in pids_in(path):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def start_verify(fake, vector_dir: Path, *args: object, engine: str) -> subprocess.Popen[bytes]:
    argv = [sys.executable, "-m", "regelwerk", "verify", "--suite", RULESET, "--vectors", str(vector_dir), *map(str, args), "--engine", engine]
    return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def terminate(proc: subprocess.Popen[bytes]) -> tuple[int, str, float]:
    """SIGTERM, as CI cancels a job; the exit code, the output and how long the run took to end."""
    sent = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    try:
        out, _ = proc.communicate(timeout=LONG_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
    return proc.returncode, out.decode("utf-8", "replace"), time.monotonic() - sent


# -- SIGTERM: CI cancels the job ---------------------------------------------------------------------


@pytest.mark.slow
def test_sigterm_to_verify_with_four_jobs_leaves_no_process_and_an_intact_or_complete_report(fake, vector_dir, tmp_path, leftovers):
    pids, marks, report = tmp_path / "pids", tmp_path / "marks", tmp_path / "report.ndjson"
    leftovers(pids)
    previous = "the previous report\n"
    report.write_text(previous, encoding="utf-8")
    # every engine ignores SIGTERM and a closed stdin, started a daemon that left its session
    # and its parent and dropped its environment, and hangs on its first case
    engine = fake.command("hang", "--daemon", "--ignore-eof", "--pid-file", pids, "--mark", marks)
    proc = start_verify(fake, vector_dir, "--jobs", 4, "--timeout", LONG_TIMEOUT, "--report", report, engine=engine)
    wait_for_lines(marks, 4, proc)
    assert len(pids_in(pids)) == 8  # four engines, four daemons

    code, out, took = terminate(proc)

    assert took < PROMPT, out
    assert code == 1, out
    assert alive(pids_in(pids)) == []
    if report.read_text(encoding="utf-8") != previous:  # else: written whole with what was complete
        header, cases, footer = read_report(report)
        assert footer["interrupted"] is True and footer["exit_code"] == 1
        assert header["vectors"] == 8 and cases == []
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


@pytest.mark.slow
def test_sigterm_mid_run_writes_the_cases_that_ran_and_kills_engine_and_daemon(fake, vector_dir, tmp_path, leftovers):
    pids, marks, report = tmp_path / "pids", tmp_path / "marks", tmp_path / "report.ndjson"
    leftovers(pids)
    engine = fake.command("hang", "--at", 3, "--daemon", "--ignore-eof", "--pid-file", pids, "--mark", marks)
    proc = start_verify(fake, vector_dir, "--timeout", LONG_TIMEOUT, "--report", report, engine=engine)
    wait_for_lines(marks, 1, proc)

    code, out, took = terminate(proc)

    assert took < PROMPT, out
    assert code == 1
    assert "(interrupted)" in out
    assert alive(pids_in(pids)) == []
    _, cases, footer = read_report(report)
    assert [c["kind"] for c in cases] == ["pass", "pass"]
    assert footer["interrupted"] is True and footer["exit_code"] == 1 and footer["counts"]["total"] == 2


# -- daemons do not outlive a run that ends normally ------------------------------------------------


def test_a_daemon_an_engine_started_does_not_outlive_verify(verify, fake, tmp_path, leftovers):
    pids = tmp_path / "pids"
    leftovers(pids)

    run = verify(engine=fake.command("ok", "--daemon", "--pid-file", pids))

    assert run.code == 0, run.out
    assert len(pids_in(pids)) == 2
    assert alive(pids_in(pids)) == []


def test_daemons_do_not_outlive_verify_with_jobs_and_restarts(verify, fake, tmp_path, leftovers):
    pids = tmp_path / "pids"
    leftovers(pids)

    run = verify("--jobs", 2, engine=fake.command("crash", "--at", 2, "--daemon", "--pid-file", pids))

    assert run.code == 1
    assert len(pids_in(pids)) >= 6  # two engines and a restart of each, every one with its daemon
    assert alive(pids_in(pids)) == []


def test_a_daemon_an_engine_started_does_not_outlive_smoke(fake, small_suite, tmp_path, leftovers, capsys):
    pids = tmp_path / "pids"
    leftovers(pids)

    code = cli.main(["smoke", "--engine", fake.command("ok", "--daemon", "--pid-file", pids)])

    assert code == 0, capsys.readouterr().out
    assert len(pids_in(pids)) == 2
    assert alive(pids_in(pids)) == []


def test_an_engine_that_ignores_stop_and_its_daemon_are_gone_after_the_run(verify, fake, tmp_path, leftovers):
    pids = tmp_path / "pids"
    leftovers(pids)

    run = verify(engine=fake.command("ok", "--ignore-eof", "--daemon", "--pid-file", pids), timeout=fake.hang_timeout)

    assert run.code == 0
    assert "did not exit within" in run.out
    assert alive(pids_in(pids)) == []


# -- Ctrl-C ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_with_a_hung_engine_ends_the_run_at_once_not_after_the_timeout(verify, fake, tmp_path, ndjson_report, jobs):
    report = tmp_path / "r.ndjson"
    started = time.monotonic()

    run = verify("--jobs", jobs, "--report", report, engine=fake.command("interrupt-and-hang", "--at", 2), timeout=LONG_TIMEOUT)

    assert time.monotonic() - started < PROMPT
    assert run.code == 1
    assert "(interrupted)" in run.out
    _, cases, footer = ndjson_report(report)
    assert footer["interrupted"] is True and footer["exit_code"] == 1
    assert all(c["kind"] == "pass" for c in cases)  # the case the engine hung on is dropped, not a timeout


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_while_the_engine_stops_after_every_case_ran_keeps_report_and_expectations(verify, fake, tmp_path, ndjson_report, jobs):
    report, expect = tmp_path / "r.ndjson", tmp_path / "expect.json"
    started = time.monotonic()

    run = verify("--jobs", jobs, "--report", report, "--save-expect", expect, engine=fake.command("interrupt-at-stop"), timeout=LONG_TIMEOUT)

    assert time.monotonic() - started < PROMPT
    assert run.code == 0, run.out
    assert "interrupted while waiting for the engine to exit after stop; killed" in run.out
    _, cases, footer = ndjson_report(report)
    assert len(cases) == 8 and footer["interrupted"] is False and footer["exit_code"] == 0
    assert "interrupted while waiting" in footer["stop_problem"]
    assert json.loads(expect.read_text(encoding="utf-8"))["expectations"] == {}


def test_ctrl_c_in_smoke_with_a_hung_engine_ends_it_at_once(fake, small_suite, capsys):
    started = time.monotonic()

    code = cli.main(["smoke", "--timeout", str(LONG_TIMEOUT), "--engine", fake.command("interrupt-and-hang", "--at", 1)])

    assert time.monotonic() - started < PROMPT
    assert code == 1
    assert "interrupted" in capsys.readouterr().out


def test_the_signal_handlers_are_restored_after_the_command(verify, fake):
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}

    verify(engine=fake.command("ok"))

    assert {s: signal.getsignal(s) for s in before} == before


# -- who belongs to an engine ---------------------------------------------------------------------------


def test_a_reused_pid_and_its_group_are_never_taken_for_the_engines():
    from regelwerk.harness.contain import EngineProcess, Proc

    engine_and_child = {100: Proc(100, 1, 100, 100, 50, "S"), 101: Proc(101, 100, 100, 100, 60, "S")}
    assert EngineProcess(100, 50, "t").members(engine_and_child) == {100, 101}
    # the engine is gone and pid 100 now leads another group: nothing of it is the engine's
    assert EngineProcess(100, 10, "t").members(engine_and_child) == set()
    # the engine is gone, a member of its group is left (the kernel keeps the id reserved for it)
    assert EngineProcess(100, 50, "t").members({101: Proc(101, 1, 100, 100, 60, "S")}) == {101}

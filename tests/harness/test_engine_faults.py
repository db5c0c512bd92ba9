"""The fault catalogue, one broken engine at a time, through ``ProcessEngine`` and ``run_vectors``.

Every test runs the small vector set (eight cases: seqs 1-6 without interpretations, 7-8 with)
through ``tests/fakes/fake_engine.py`` and checks the kind and reason code of the cases the
fault hits, that the other cases still pass, and how the engine was restarted or stopped.
"""

from __future__ import annotations

import pytest

from regelwerk.harness import process
from regelwerk.harness.expect import Expectation
from regelwerk.harness.process import STDERR_KEEP, EngineStartFailed, ProcessEngine
from regelwerk.harness.results import EXPECTED, NOT_RUN, OK, UNEXPECTED_FAILURE, UNEXPECTED_PASS
from tests.harness.conftest import SHORT_START_TIMEOUT

ALL = 8


def only(seq: int, kind: str) -> list[str]:
    """Every case passes except the one with this seq."""
    return ["pass"] * (seq - 1) + [kind] + ["pass"] * (ALL - seq)


# -- a correct engine ------------------------------------------------------------------------


def test_the_fake_engine_without_a_fault_passes_every_vector_and_stops_cleanly(fake):
    run = fake.run("ok")

    assert run.kinds == ["pass"] * ALL
    assert {r.status for r in run.summary.results} == {OK}
    assert run.engine.restarts == 0
    assert run.summary.stop_problem is None
    assert run.summary.exit_code == 0


# -- a fault in one case: that case fails, the engine is replaced, the rest pass ---------------


@pytest.mark.parametrize(
    ("mode", "kind", "reason"),
    [
        pytest.param("crash", "crash", "exited", id="crash-mid-run"),
        pytest.param("hang", "timeout", "no-answer", id="hang"),
        pytest.param("garbage", "crash", "not-json", id="garbage-line"),
        pytest.param("wrong-seq", "crash", "wrong-seq", id="wrong-seq"),
        pytest.param("partial", "crash", "partial-line", id="partial-line-then-exit"),
        pytest.param("non-utf8", "crash", "non-utf8", id="non-utf8-bytes"),
        pytest.param("big-number", "crash", "not-json", id="5000-digit-number"),
        pytest.param("deep-nesting", "crash", "not-json", id="100000-deep-arrays"),
        pytest.param("lone-surrogate", "crash", "non-utf8", id="half-a-surrogate-pair"),
    ],
)
def test_a_fault_in_one_case_fails_that_case_with_its_reason_and_the_restarted_engine_passes_the_others(fake, mode, kind, reason):
    run = fake.run(mode, "--at", 4, timeout=fake.hang_timeout if kind == "timeout" else fake.timeout)

    assert run.kinds == only(4, kind)
    failed = run.result(4)
    assert failed.reason == reason
    assert failed.status == UNEXPECTED_FAILURE
    assert failed.message
    assert run.engine.restarts == 1
    assert run.summary.stop_problem is None
    assert run.summary.exit_code == 1


def test_an_engine_that_crashes_mid_run_is_restarted_and_the_other_cases_still_pass(fake):
    run = fake.run("crash", "--at", 4)

    crashed = run.result(4)
    assert (crashed.kind, crashed.reason) == ("crash", "exited")
    assert "status 3" in crashed.message
    assert "segmentation fault (simulated) on seq 4" in crashed.stderr
    assert [r.id for r in run.summary.results if r.kind == "pass"] == [v.id for i, v in enumerate(fake.vectors) if i != 3]


def test_an_engine_that_hangs_is_killed_after_the_case_timeout_and_its_stderr_is_kept(fake):
    run = fake.run("hang", "--at", 2, timeout=fake.hang_timeout)

    hung = run.result(2)
    assert (hung.kind, hung.reason) == ("timeout", "no-answer")
    assert f"no answer within {fake.hang_timeout:g} s" in hung.message
    assert "thinking very hard about seq 2" in hung.stderr
    assert run.kinds == only(2, "timeout")


def test_a_partial_line_is_reported_with_the_bytes_the_engine_wrote(fake):
    run = fake.run("partial", "--at", 3)

    partial = run.result(3)
    assert partial.reason == "partial-line"
    assert "status 1" in partial.message
    assert "b'{\"seq\": 3" in partial.message
    assert "dying half-way through the answer to seq 3" in partial.stderr


def test_a_garbage_line_is_quoted_in_the_message(fake):
    run = fake.run("garbage", "--at", 1)

    assert run.result(1).message.startswith("the run answer is not JSON")
    assert "Loading rules... done" in run.result(1).message


def test_an_answer_with_another_seq_names_both_seqs(fake):
    run = fake.run("wrong-seq", "--at", 5)

    assert run.result(5).message.startswith("answer carries seq 1005, expected 5; the engine sent '{\"seq\":1005,")


def test_a_number_or_nesting_python_cannot_parse_is_a_protocol_fault_not_a_harness_crash(fake):
    run = fake.run("big-number", "--at", 1)
    assert (run.result(1).kind, run.result(1).reason) == ("crash", "not-json")
    assert "4300 digits" in run.result(1).message

    run = fake.run("deep-nesting", "--at", 1)
    assert (run.result(1).kind, run.result(1).reason) == ("crash", "not-json")
    assert "recursion" in run.result(1).message


def test_half_a_surrogate_pair_is_rejected_because_it_cannot_be_written_as_utf8(fake):
    run = fake.run("lone-surrogate", "--at", 2)

    assert (run.result(2).kind, run.result(2).reason) == ("crash", "non-utf8")
    assert "\\ud83d" in run.result(2).message
    # nothing with a lone surrogate gets into the results, so every report can be written
    for result in run.summary.results:
        result.message.encode("utf-8")


# -- crashes that use up the restarts ------------------------------------------------------------


def test_an_engine_that_crashes_on_every_case_is_restarted_max_restarts_times_then_given_up(fake):
    run = fake.run("crash", max_restarts=2)

    assert run.kinds == ["crash"] * ALL
    assert run.reasons == ["exited"] * 3 + ["restart-limit"] * (ALL - 3)
    assert run.result(4).message == "the engine failed 3 times; not restarted again"
    assert run.result(8).message == run.result(4).message
    assert run.engine.restarts == 2
    assert run.summary.restarts == 2
    assert run.summary.stop_problem is None


def test_with_no_restarts_allowed_the_first_crash_ends_the_run(fake):
    run = fake.run("crash", "--at", 2, max_restarts=0)

    assert run.kinds == ["pass"] + ["crash"] * (ALL - 1)
    assert run.reasons == [None, "exited"] + ["restart-limit"] * (ALL - 2)
    assert run.engine.restarts == 0


def test_an_engine_that_cannot_be_restarted_fails_the_remaining_cases_with_the_restart_problem(fake, tmp_path):
    run = fake.run("crash", "--at", 3, "--fail-restarts", tmp_path / "started-once")

    assert run.kinds == ["pass", "pass"] + ["crash"] * (ALL - 2)
    assert run.reasons[2:] == ["exited"] * (ALL - 2)
    assert run.result(4).message == "restart failed: the engine exited during the handshake (status 3)"
    assert "refusing to start again" in run.result(4).stderr
    assert all(r.message.startswith("restart failed") for r in run.summary.results[4:])
    assert run.engine.restarts == 1


def test_an_engine_that_declares_something_else_after_a_restart_is_not_used_again(fake):
    run = fake.run("changing-handshake", "--at", 2)

    assert run.kinds == ["pass"] + ["crash"] * (ALL - 1)
    assert run.reasons == [None, "exited"] + ["handshake-changed"] * (ALL - 2)


# -- output volume -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("when", "size"),
    [
        pytest.param("start", 20_000_000, id="20MB-before-the-handshake"),
        pytest.param("run", 2_000_000, id="2MB-before-every-answer"),
        pytest.param("stop", 5_000_000, id="5MB-after-stop"),
    ],
)
def test_an_engine_that_floods_stderr_still_passes_every_case_and_stops_cleanly(fake, when, size):
    run = fake.run("stderr-flood", "--when", when, "--size", size)

    assert run.kinds == ["pass"] * ALL
    assert run.engine.restarts == 0
    assert run.summary.stop_problem is None


def test_only_the_tail_of_a_flooded_stderr_is_kept_for_a_crash_report(fake):
    run = fake.run("crash", "--at", 2, "--noise", 3_000_000)

    stderr = run.result(2).stderr
    assert stderr.endswith("segmentation fault (simulated) on seq 2\n")
    assert len(stderr) < STDERR_KEEP + 64 * 1024
    assert run.kinds == only(2, "crash")


def test_a_huge_but_valid_answer_is_read_whole_and_judged_wrong(fake):
    run = fake.run("huge", "--at", 1, "--size", 5_000_000)

    huge = run.result(1)
    assert (huge.kind, huge.reason) == ("wrong", "outcome-mismatch")
    assert huge.mismatch_path.startswith("$.events[")
    assert len(huge.actual["events"][-1]["dump"]) == 5_000_000
    assert run.kinds == only(1, "wrong")
    assert run.engine.restarts == 0


def test_an_answer_longer_than_max_line_is_answer_too_large(fake):
    run = fake.run("huge", "--at", 1, "--size", 5_000_000, max_line=64 * 1024)

    assert (run.result(1).kind, run.result(1).reason) == ("crash", "answer-too-large")
    assert run.kinds == only(1, "crash")
    assert run.engine.restarts == 1


def test_max_line_holds_even_when_the_whole_line_arrives_at_once(fake):
    # about 32 kB: one read (64 kB) brings the whole line with its newline; the handshake, which
    # lists every switch of every rule set, and the other answers stay well below the limit
    run = fake.run("huge", "--at", 3, "--size", 32000, max_line=30000)

    assert (run.result(3).kind, run.result(3).reason) == ("crash", "answer-too-large")
    assert run.kinds == only(3, "crash")


# -- start and stop ---------------------------------------------------------------------------


def test_an_engine_that_crashes_at_start_fails_to_start_with_its_stderr(fake):
    with pytest.raises(EngineStartFailed) as caught:
        fake.engine("crash-at-start").start()

    assert caught.value.reason == "exited"
    assert caught.value.message == "the engine exited during the handshake (status 3)"
    assert "cannot load my rules, giving up" in caught.value.stderr


def test_an_engine_that_speaks_another_protocol_version_fails_to_start(fake):
    with pytest.raises(EngineStartFailed) as caught:
        fake.engine("wrong-version").start()

    assert caught.value.reason == "protocol-version"
    assert "version 2" in caught.value.message


def test_a_slow_start_within_the_start_timeout_passes_every_case(fake):
    # the handshake takes twice as long as a case may, and well within the start timeout (10 s)
    run = fake.run("slow-start", "--delay", 2 * fake.hang_timeout, timeout=fake.hang_timeout)

    assert run.kinds == ["pass"] * ALL


def test_a_start_slower_than_the_start_timeout_fails_with_start_timeout(fake):
    with pytest.raises(EngineStartFailed) as caught:
        fake.engine("slow-start", "--delay", 1.5, start_timeout=SHORT_START_TIMEOUT).start()

    assert caught.value.reason == "start-timeout"
    assert caught.value.message == f"no handshake within {SHORT_START_TIMEOUT:g} s"


def test_a_command_that_does_not_exist_fails_to_start_with_cannot_start(tmp_path):
    with pytest.raises(EngineStartFailed) as caught:
        ProcessEngine([str(tmp_path / "no-such-engine")]).start()

    assert caught.value.reason == "cannot-start"


def test_an_engine_that_exits_before_stop_passes_every_case_and_the_stop_problem_is_noted(fake):
    run = fake.run("exit-early", "--after", ALL)

    assert run.kinds == ["pass"] * ALL
    assert run.summary.stop_problem == "the engine had already exited before stop"
    assert run.engine.restarts == 0
    assert run.summary.exit_code == 0  # a stop problem is a note, not a failure


def test_an_engine_that_exits_between_cases_fails_the_next_case_with_its_last_stderr_and_is_restarted(fake):
    run = fake.run("exit-early", "--after", 3)

    # the first process answers seqs 1-3, the second 5-7; the cases sent to an exited engine crash
    assert run.kinds == ["pass"] * 3 + ["crash"] + ["pass"] * 3 + ["crash"]
    assert run.reasons[3] == run.reasons[7] == "exited"
    assert "answered 3 cases, exiting on my own" in run.result(4).stderr
    assert "answered 3 cases, exiting on my own" in run.result(8).stderr
    assert run.engine.restarts == 1  # nothing was sent after seq 8, so nothing was restarted


def test_an_engine_that_ignores_stop_is_killed_and_the_stop_problem_is_noted(fake):
    run = fake.run("ignore-stop", timeout=fake.hang_timeout)

    assert run.kinds == ["pass"] * ALL
    assert run.summary.stop_problem == f"the engine did not exit within {fake.hang_timeout:g} s of stop; killed"


# -- answers that are valid protocol but not outcomes -------------------------------------------


@pytest.mark.parametrize(
    ("mode", "kind", "message"),
    [
        ("skip", "skipped", "fake engine skips this case"),
        ("error", "errored", "fake failure\nTraceback: fake line 1"),
    ],
)
def test_skipped_and_errored_answers_are_their_own_kinds_and_keep_the_engines_message(fake, mode, kind, message):
    run = fake.run(mode)

    assert run.kinds == [kind] * ALL
    assert {r.message for r in run.summary.results} == {message}
    assert {r.status for r in run.summary.results} == {UNEXPECTED_FAILURE}
    assert run.engine.restarts == 0


def test_a_wrong_outcome_is_kind_wrong_with_the_mismatch_and_the_actual_outcome(fake):
    run = fake.run("wrong")

    assert run.kinds == ["wrong"] * ALL
    assert {r.reason for r in run.summary.results} == {"outcome-mismatch"}
    assert {r.mismatch_path for r in run.summary.results} == {"$.status"}
    first = run.result(1)
    assert first.actual["error"]["code"] == "FAKE.NOPE"
    assert first.message.startswith('$.status: expected "accepted", got "rejected" (illegal FAKE.NOPE: fake says no)')
    assert run.engine.restarts == 0


def test_an_extra_field_passes_by_default_and_is_an_invalid_message_under_strict(fake):
    assert fake.run("invalid-message", "--at", 2).kinds == ["pass"] * ALL

    run = fake.run("invalid-message", "--at", 2, strict=True)
    assert run.kinds == only(2, "crash")
    assert run.result(2).reason == "invalid-message"
    assert "run-response.schema.json" in run.result(2).message


def test_under_strict_a_handshake_that_breaks_its_schema_fails_naming_the_field(fake):
    engine = fake.engine("extra-handshake-field")
    engine.start()  # without --strict an extra field is ignored
    engine.stop()

    with pytest.raises(EngineStartFailed) as caught:
        fake.engine("extra-handshake-field", strict=True).start()

    assert caught.value.reason == "invalid-message"
    assert "the start answer does not match protocol/start-response.schema.json at $" in caught.value.message
    assert "'colour'" in caught.value.message


def test_vectors_whose_interpretation_the_engine_does_not_declare_are_not_run_and_not_failures(fake):
    run = fake.run("no-interpretations")

    assert run.kinds == ["pass"] * fake.plain + [NOT_RUN] * (ALL - fake.plain)
    not_run = run.summary.results[fake.plain :]
    assert {r.status for r in not_run} == {NOT_RUN}
    assert {r.reason for r in not_run} == {"interpretation"}
    assert all(r.message.startswith("interpretation not declared: PT-A-") for r in not_run)
    assert run.summary.exit_code == 0


# -- the expectation file on the Python side -----------------------------------------------------


def test_a_listed_failure_of_the_listed_kind_is_expected_and_a_listed_vector_that_passes_is_unexpected(fake):
    listed = {fake.vectors[1].id: Expectation("crash", "known crash"), fake.vectors[2].id: Expectation("crash", "was fixed")}
    run = fake.run("crash", "--at", 2, expectations=listed)

    assert run.result(2).status == EXPECTED
    assert run.result(2).expectation_reason == "known crash"
    assert run.result(3).status == UNEXPECTED_PASS
    assert run.summary.exit_code == 1


def test_a_listed_failure_of_another_kind_is_still_unexpected(fake):
    listed = {fake.vectors[1].id: Expectation("crash", "known crash")}
    run = fake.run("hang", "--at", 2, expectations=listed, timeout=fake.hang_timeout)

    assert (run.result(2).kind, run.result(2).status) == ("timeout", UNEXPECTED_FAILURE)
    assert run.result(2).expected_kind == "crash"


# -- processes the engine leaves behind -----------------------------------------------------------


def gone(pid: int) -> bool:
    """Whether a process no longer runs: it does not exist, or it is a zombie nobody reaped yet
    (a killed orphan waits for its new parent, which in a container may never come)."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def wait_until_gone(pid: int, attempts: int = 50) -> bool:
    """SIGKILL is delivered at once, but the kernel may need a moment to tear the process down."""
    import time

    for _ in range(attempts):
        if gone(pid):
            return True
        time.sleep(0.02)
    return gone(pid)


def forked_pids(pid_file) -> list[int]:
    return [int(line) for line in pid_file.read_text().split()]


def test_an_engine_that_dies_while_its_child_holds_the_pipes_open_is_a_crash_not_a_timeout(fake, tmp_path):
    pid_file = tmp_path / "pids"
    run = fake.run("fork-and-die", "--at", 3, "--pid-file", pid_file, timeout=30.0)

    dead = run.result(3)
    assert (dead.kind, dead.reason) == ("crash", "exited")
    assert dead.message == "the engine exited (status 3) without answering"
    assert "forked a child and dying on seq 3" in dead.stderr
    assert run.kinds == only(3, "crash")
    assert all(wait_until_gone(pid) for pid in forked_pids(pid_file))


def test_a_child_the_engine_started_does_not_survive_a_clean_stop(fake, tmp_path):
    pid_file = tmp_path / "pids"
    run = fake.run("ok", "--fork", "--pid-file", pid_file)

    assert run.kinds == ["pass"] * ALL
    assert run.summary.stop_problem is None
    [pid] = forked_pids(pid_file)
    assert wait_until_gone(pid)


def test_the_children_of_every_engine_process_are_killed_also_after_a_restart(fake, tmp_path):
    pid_file = tmp_path / "pids"
    run = fake.run("crash", "--at", 3, "--fork", "--pid-file", pid_file)

    assert run.engine.restarts == 1
    pids = forked_pids(pid_file)
    assert len(pids) == 2  # one child per engine process
    assert all(wait_until_gone(pid) for pid in pids)


def test_an_engine_that_closes_its_stdout_without_answering_is_a_crash(fake, monkeypatch):
    # the fake stays alive: the harness waits process.EXIT_WAIT for an exit that does not come
    monkeypatch.setattr(process, "EXIT_WAIT", fake.hang_timeout)
    run = fake.run("close-stdout", "--at", 2)

    closed = run.result(2)
    assert (closed.kind, closed.reason) == ("crash", "exited")
    assert closed.message == "the engine closed its stdout without answering"
    assert run.kinds == only(2, "crash")


@pytest.mark.parametrize("depth", [10_000, 100_000])
def test_nesting_deeper_than_python_can_parse_is_not_json_at_every_depth(fake, depth):
    run = fake.run("deep-nesting", "--at", 1, "--depth", depth)

    assert (run.result(1).kind, run.result(1).reason) == ("crash", "not-json")
    assert run.kinds == only(1, "crash")


# -- capabilities ---------------------------------------------------------------------------------


def test_an_engine_that_declares_capabilities_that_are_not_booleans_fails_to_start(fake):
    with pytest.raises(EngineStartFailed) as caught:
        fake.engine("bad-capabilities").start()

    assert caught.value.reason == "invalid-message"
    assert caught.value.message.startswith("capabilities must map capability names to true or false; the engine sent '{")


def test_the_handshake_capabilities_are_read_and_unknown_ones_do_not_stop_the_run(fake):
    engine = fake.engine("unknown-capability")
    info = engine.start()
    engine.stop()

    assert info.capabilities == {"rejects_malformed", "board_free_attacks", "distributions", "sampling", "teleports"}
    engine = fake.engine("no-capabilities")
    assert engine.start().capabilities == frozenset()
    engine.stop()

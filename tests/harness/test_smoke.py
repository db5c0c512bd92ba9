"""``regelwerk smoke --engine CMD``: passes a working adapter, and names what is wrong with a
broken one (with a hint and the engine's stderr) instead of failing with a traceback."""

from __future__ import annotations

import pytest

from regelwerk import cli
from tests.harness.conftest import HANG_TIMEOUT, SHORT_START_TIMEOUT, TIMEOUT


@pytest.fixture
def smoke(capsys: pytest.CaptureFixture[str], small_suite):
    """``regelwerk smoke`` with the small vector set as the suite (smoke picks its case from it)."""

    def call(engine: str, *options: object) -> tuple[int, str]:
        capsys.readouterr()
        code = cli.main(["smoke", "--engine", engine, *(str(o) for o in options)])
        captured = capsys.readouterr()
        return code, captured.out + captured.err

    return call


def test_smoke_passes_the_reference_engine_served_over_the_protocol(smoke, fake):
    code, out = smoke(fake.reference_command())

    assert code == 0, out
    assert "✓ handshake: regelwerk-reference" in out
    assert "capabilities: board_free_attacks, distributions, rejects_malformed" in out
    assert "✓ a case of an unknown rule set is answered with errored" in out
    assert "✓ stop: the engine exited cleanly" in out
    assert out.rstrip().endswith("the adapter looks right")


def test_smoke_passes_the_fake_engine_without_a_fault(smoke, fake):
    code, out = smoke(fake.command("ok"))

    assert code == 0, out
    assert "✓ one case" in out and "the answer matches" in out


HANDSHAKE_FAULTS = [
    pytest.param(
        "crash-at-start", [], [],
        ["✗ handshake: the engine exited during the handshake (status 3)", "hint: the engine exited", "fake-engine: cannot load my rules, giving up"],
        id="crash-at-start",
    ),
    pytest.param(
        "wrong-version", [], [],
        ["✗ handshake: the engine speaks protocol version 2", 'hint: answer the start command with "version": 1'],
        id="wrong-protocol-version",
    ),
    pytest.param(
        "slow-start", ["--delay", 1.5], ["--start-timeout", SHORT_START_TIMEOUT],
        [f"✗ handshake: no handshake within {SHORT_START_TIMEOUT:g} s", "hint: answer the start line promptly"],
        id="slow-start",
    ),
]

LATER_FAULTS = [
    pytest.param(
        "garbage", ["--at", 1], [],
        ["crash: the run answer is not JSON", "Loading rules... done", "hint: the engine wrote something that is not JSON to stdout"],
        id="garbage-line",
    ),
    pytest.param(
        "hang", ["--at", 1], ["--timeout", HANG_TIMEOUT],
        [f"timeout: no answer within {HANG_TIMEOUT:g} s", "hint: answer every run line with exactly one line", "thinking very hard about seq 1"],
        id="hang",
    ),
    pytest.param(
        "invalid-message", ["--at", 1], [],
        [
            "crash: the run answer does not match protocol/run-response.schema.json",
            "('note' was unexpected); the engine sent '{\"seq\":1,\"outcome\":{", "hint: compare the line the engine sent (quoted above) with schemas/protocol/",
        ],
        id="invalid-message",
    ),
    pytest.param("wrong", ["--at", 1], [], ['wrong: $.status: expected "accepted", got "rejected"'], id="wrong-outcome"),
    pytest.param(
        "crash", [], [],
        ["crash: the engine exited (status 3) without answering", "✗ a case of an unknown rule set ends in crash", "2 problem(s)"],
        id="crash-on-every-case",
    ),
    pytest.param(
        "ignore-stop", [], ["--timeout", HANG_TIMEOUT], [f"✗ stop: the engine did not exit within {HANG_TIMEOUT:g} s of stop; killed"], id="ignores-stop"
    ),
    pytest.param(
        "unknown-capability", [], [], ["✗ the engine declares capability 'teleports', which this harness does not know"], id="unknown-capability"
    ),
    pytest.param("markup", ["--at", 1], [], ["skipped: not built for [/usr/lib/rules.so] [bold]yet"], id="message-like-markup"),
]


@pytest.mark.parametrize(("mode", "fake_options", "smoke_options", "expected"), HANDSHAKE_FAULTS + LATER_FAULTS)
def test_smoke_fails_a_broken_engine_and_says_what_is_wrong(smoke, fake, mode, fake_options, smoke_options, expected):
    # the fakes that hang or ignore stop set --timeout HANG_TIMEOUT in their smoke_options
    timeout = [] if "--timeout" in smoke_options else ["--timeout", TIMEOUT]
    code, out = smoke(fake.command(mode, *fake_options), *timeout, *smoke_options)

    assert code == 1
    for text in expected:
        assert text in out
    assert "Traceback" not in out
    assert "--strict" not in out  # smoke is always strict and has no such option: no hint may send the user there
    # a failed handshake ends the check; after a good one every step runs and the problems are counted
    assert "✗ handshake" in out or "problem(s)" in out.splitlines()[-1]



@pytest.mark.parametrize("at", ["2", "1,2"])
def test_smoke_does_not_claim_a_clean_stop_when_the_engine_was_gone_before_stop(smoke, fake, at):
    code, out = smoke(fake.command("crash", "--at", at), "--timeout", TIMEOUT)

    assert code == 1
    assert "✓ stop" not in out
    assert "- stop: not checked: the engine was no longer running after the last case" in out


def test_smoke_says_a_clean_stop_only_after_sending_stop(smoke, fake):
    code, out = smoke(fake.command("exit-early", "--after", 2), "--timeout", TIMEOUT)

    assert "✓ stop" not in out
    assert "✗ stop: the engine had already exited before stop" in out

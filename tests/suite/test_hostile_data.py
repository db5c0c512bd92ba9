"""Every command against every hostile data folder (``tests/suite/hostile.py``), as a CI job
runs them on a pull request: ``regelwerk --data FOLDER COMMAND`` as a process of its own, with a
timeout.  Each run

* ends within seconds (a FIFO is never opened, an alias bomb never expanded, a huge file never
  read), and leaves no process behind (its whole process group is gone);
* prints nothing of the secret file beside the data folder (which the links point to), and no
  traceback;
* ends with exit 2 and a message naming the file and what is wrong, if it reads the hostile
  file; a command that does not read it (``diff`` reads no feature, ``serve`` no vector file)
  ends as it would on the folder without it (0, or 1 where the small folder is an incomplete
  suite).

A vector id that is a golden playthrough's is a defect of the suite, not unreadable input:
``fill`` and ``check`` refuse it with exit 1 at the feature line (their exit code for a set they
will not write), ``verify`` with exit 2 once such a vector is on disk."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.suite.hostile import RULESET, SECRET, SWITCH, VARIANTS, build

TIMEOUT = 60  # seconds; a run takes one or two (more on a loaded machine): a hang is a hang either way

COMMANDS: dict[str, list[str]] = {
    "fill": ["fill", "--suite", RULESET],
    "fill-outdated": ["fill", "--outdated", "--suite", RULESET],
    "check": ["check", "--suite", RULESET],
    "verify": ["verify", "--suite", RULESET],
    "diff": ["diff", "{data}/vectors"],
    "impact": ["impact", SWITCH],
    "ambiguities": ["ambiguities", "--suite", RULESET],
    "coverage": ["coverage", "--suite", RULESET],
    "docs": ["docs", "{site}", "--suite", RULESET],
    "smoke": ["smoke", "--engine", f"{sys.executable} -m regelwerk serve"],
    "serve": ["serve"],
}
ALL = frozenset(COMMANDS)
# The engine child of ``smoke`` (``regelwerk serve``) reads the registers: when it cannot start,
# smoke reports a failed handshake, with the child's message (exit 1, as for any broken engine).
ENGINE_FAILS = 1

# variant → (the commands that read the hostile file and so end with exit 2, what they say)
REFUSED: dict[str, tuple[frozenset[str], str]] = {
    "feature-linked-out": (frozenset({"fill", "fill-outdated", "check", "coverage", "docs"}), "fragen.feature: leads out of the data folder"),
    "register-linked-out": (ALL - {"diff", "smoke"}, "auslegungen.yaml: leads out of the data folder"),
    "vector-file-linked-out": (ALL - {"serve"}, "fragen.json: "),
    "tables-folder-linked-out": (ALL - {"smoke", "serve"}, "tables: leads out of the data folder"),
    "features-folder-linked-out": (ALL, "features: leads out of the data folder"),
    "feature-fifo": (frozenset({"fill", "fill-outdated", "check", "coverage", "docs"}), "zz.feature: is a FIFO, not a regular file"),
    "vector-fifo": (ALL - {"serve"}, "zz.json: is a FIFO"),
    "catalog-fifo": (ALL - {"diff", "serve"}, "klauseln.yaml: is a FIFO, not a regular file"),
    # smoke sends the smallest vector file's vector: it never comes to the huge one
    "huge-vector-file": (ALL - {"smoke", "serve"}, "zz.json: has 33,554,433 bytes, more than the 33,554,432"),
    "catalog-alias-bomb": (ALL - {"diff", "serve"}, "klauseln.yaml: line 7, column 5: more than 1,000,000 values with the aliases expanded"),
    "register-alias-bomb": (ALL - {"diff", "smoke"}, "auslegungen.yaml: line 7, column 5: more than 1,000,000 values with the aliases expanded"),
    "playthrough-id": (frozenset(), ""),
    "playthrough-id-on-disk": (frozenset({"verify"}), "standardaktionen/partien/partie-1"),
}
# variant → the commands that end with exit 1 for it, and what they say
FAILED: dict[str, tuple[frozenset[str], str]] = {
    "playthrough-id": (
        frozenset({"fill", "fill-outdated", "check"}),
        "standardaktionen/fragen.feature:",  # the scenario's line, where an editor fixes it
    ),
    "playthrough-id-on-disk": (frozenset({"fill", "fill-outdated", "check"}), "standardaktionen/fragen.feature:"),
    "register-linked-out": (frozenset({"smoke"}), "auslegungen.yaml: leads out of the data folder"),
    "register-alias-bomb": (frozenset({"smoke"}), "more than 1,000,000 values with the aliases expanded"),
}
# Without the hostile change the small folder is an incomplete suite: check and fill --outdated
# (whose ledger no longer matches the two features) fail on it, the others pass.
BASE_FAILS = frozenset({"check"})


def test_the_tables_say_something_of_every_variant():
    assert set(REFUSED) == set(VARIANTS)
    assert all(not (REFUSED[v][0] & FAILED[v][0]) for v in FAILED)


def _alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # a process of the group exists (a zombie of another user cannot be ours)
        return True
    return True


def run(argv: list[str], cwd: Path, stdin: bytes) -> tuple[int | str, str, float, bool]:
    """(exit code or ``"timeout"``, stdout and stderr, seconds, whether a process of its group
    outlived it)."""
    started = time.monotonic()
    process = subprocess.Popen(
        argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True
    )
    try:
        out, err = process.communicate(stdin, timeout=TIMEOUT)
        code: int | str = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        code = "timeout"
    seconds = time.monotonic() - started
    deadline = time.monotonic() + 5  # a child that is being reaped right now
    while _alive(process.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = _alive(process.pid)
    if left:
        os.killpg(process.pid, signal.SIGKILL)
    return code, (out + err).decode("utf-8", "replace"), seconds, left


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_command_on_a_hostile_data_folder_ends_with_a_message_and_reads_nothing_outside(variant, tmp_path):
    refused, says = REFUSED[variant]
    failed, fails_with = FAILED.get(variant, (frozenset(), ""))
    problems = []
    for name, args in COMMANDS.items():
        work = tmp_path / name
        data = build(work / "data", variant)
        argv = [sys.executable, "-m", "regelwerk", "--data", str(data)]
        argv += [a.format(data=data, site=work / "site") for a in args]
        stdin = b'{"cmd": "start"}\n{"cmd": "stop"}\n' if name == "serve" else b""
        code, text, seconds, left = run(argv, work, stdin)
        shown = f"{variant} / {name}: exit {code} after {seconds:.1f} s: {text.strip()[-400:]!r}"
        if code == "timeout":
            problems.append(f"{shown}: still running after {TIMEOUT} s")
        if left:
            problems.append(f"{shown}: left a process behind")
        if SECRET in text:
            problems.append(f"{shown}: printed the secret")
        if "Traceback" in text:
            problems.append(f"{shown}: printed a traceback")
        if name in refused:
            if code != 2 or says not in text:
                problems.append(f"{shown}: expected exit 2 saying {says!r}")
        elif name in failed:
            if code != ENGINE_FAILS or fails_with not in text:
                problems.append(f"{shown}: expected exit 1 saying {fails_with!r}")
        elif code not in ((0, 1) if name in BASE_FAILS or name == "fill-outdated" else (0,)):
            problems.append(f"{shown}: expected it to end as on the folder without the hostile change")
    assert not problems, "\n".join(problems)

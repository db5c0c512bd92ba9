"""An engine that resolves only the board-free attack cases of dice calculators
(``tests/fakes/board_free_engine.py``, written from the docs): it declares ``board_free_only``,
passes every board-free vector, and everything else is ``not-run``, not wrong; the capabilities
``board_free_attacks`` and ``board_free_only`` as the handshake declares them."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from regelwerk import cli
from regelwerk.harness.cases import is_board_free, needs
from regelwerk.harness.protocol import Implementation, StartInfo
from regelwerk.suite.vectors import Vector, load_vector_file, vector_files

CALCULATOR = Path(__file__).resolve().parents[1] / "fakes" / "board_free_engine.py"
ONLY = "the engine resolves only board-free attack cases"
NO_DISTRIBUTIONS = "the engine does not answer distribution vectors"


def calculator(*options: str) -> str:
    return shlex.join([sys.executable, str(CALCULATOR), *options])


@pytest.fixture(scope="module")
def w40k_vectors() -> list[Vector]:
    return [v for path in vector_files(["w40k"]) for v in load_vector_file(path)]


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], engine: str, *args: str) -> tuple[int, str, dict[str, dict]]:
    report = tmp_path / "report.ndjson"
    capsys.readouterr()
    code = cli.main(["verify", "--suite", "w40k", "--engine", engine, "--report", str(report), *args])
    out = capsys.readouterr().out
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    return code, out, {line["id"]: line for line in lines if line["type"] == "case"}


@pytest.mark.slow
def test_the_calculator_passes_every_board_free_vector_and_runs_nothing_else(tmp_path, capsys, w40k_vectors):
    code, out, cases = run(tmp_path, capsys, calculator())

    board_free = {v.id for v in w40k_vectors if is_board_free(v) and v.projection is None}
    distributions = {v.id for v in w40k_vectors if is_board_free(v) and v.projection is not None}
    assert len(board_free) > 150  # the derived vectors and the feature's own
    assert code == 0, out
    assert {i for i, c in cases.items() if c["kind"] == "pass"} == board_free
    # It declares no distributions: the board-free distribution vectors are not run, for that reason.
    assert distributions and all(cases[i]["kind"] == "not-run" and cases[i]["message"] == NO_DISTRIBUTIONS for i in distributions)
    others = [c for i, c in cases.items() if i not in board_free | distributions]
    assert others and all(c["kind"] == "not-run" and c["reason"] == "capability" and c["message"] == ONLY for c in others)
    assert f"not run: {ONLY}" in out


@pytest.mark.slow
def test_a_calculator_with_a_wrong_save_fails_where_an_unmodified_1_would_reach(tmp_path, capsys):
    code, out, cases = run(tmp_path, capsys, calculator("--wrong-save"), "--feature", "ohne_spielfeld")

    assert code == 1
    wrong = [i for i, c in cases.items() if c["kind"] == "wrong"]
    assert wrong == ["w40k/ohne-spielfeld-misslingt-ein-ruestungswurf-mit-unmodifizierter-1-auch-wenn-die-deckung-ihn-reichen-liesse"]
    assert "$.events[4].saved: expected false, got true" in out


@pytest.mark.slow
def test_feature_rechner_selects_the_derived_vectors(tmp_path, capsys, w40k_vectors):
    code, out, cases = run(tmp_path, capsys, calculator(), "--feature", "rechner")

    derived = {v.id for v in w40k_vectors if "derived_from" in v.raw["provenance"]}
    assert code == 0, out
    assert set(cases) == derived and all(c["kind"] == "pass" for c in cases.values())


def test_smoke_picks_a_board_free_case_for_the_calculator(capsys):
    capsys.readouterr()
    code = cli.main(["smoke", "--engine", calculator()])
    out = capsys.readouterr().out

    assert code == 0, out
    assert "capabilities: board_free_only, rejects_malformed" in out
    assert "✓ one case (w40k/" in out


# -- the capabilities, as StartInfo judges them --------------------------------------------------


def info(*capabilities: str) -> StartInfo:
    raw = {"capabilities": dict.fromkeys(capabilities, True)}
    return StartInfo(Implementation("engine"), {"w40k": {}}, True, raw)


def vector(state: dict, expected: dict | None = None) -> Vector:
    raw = {"provenance": {}}
    case = {"state": state, "action": {}, "dice": {}, "interpretations": {}}
    return Vector("w40k/x", "w40k", "x", ("WH-ATK-3",), {}, case, expected or {"status": "accepted"}, "x.json", raw)


BOARD_FREE = vector({"form": "attacks", "units": []})
GAME = vector({"round": 1})
MALFORMED_BOARD_FREE = vector({"form": "attacks", "units": []}, {"status": "rejected", "error": {"kind": "malformed"}})


def supports(engine: StartInfo, case: Vector) -> str | None:
    found = engine.supports(case.ruleset, case.interpretations, needs(case), is_board_free(case))
    return None if found is None else found.message


def test_a_board_free_case_needs_board_free_attacks():
    assert is_board_free(BOARD_FREE) and not is_board_free(GAME)
    assert supports(info(), BOARD_FREE) == "the engine does not resolve board-free attack cases"
    assert supports(info("board_free_attacks"), BOARD_FREE) is None
    assert supports(info("board_free_attacks"), GAME) is None


def test_board_free_only_runs_nothing_else_and_implies_board_free_attacks():
    assert supports(info("board_free_only"), GAME) == ONLY
    assert supports(info("board_free_only"), BOARD_FREE) is None
    assert supports(info("board_free_only"), MALFORMED_BOARD_FREE) == "the engine does not reject malformed input"
    assert supports(info("board_free_only", "rejects_malformed"), MALFORMED_BOARD_FREE) is None

"""Golden playthroughs through ``regelwerk verify``: one result per game, every step fed the
recorded state, a failure named by step number and action."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from regelwerk.core import paths
from regelwerk.core.canonical import dumps
from regelwerk.suite.vectors import suite_sources

GAME = "pocket_tactics/partien/partie-1"


@pytest.fixture(scope="module")
def game() -> Path:
    return paths.vectors_dir() / "pocket_tactics" / "partien" / "partie-1.json"


@pytest.fixture(scope="module")
def recorded(game: Path) -> dict:
    return json.loads(game.read_text(encoding="utf-8"))


def cases_of(report: Path) -> list[dict]:
    return [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()[1:-1]]


def test_a_playthrough_that_the_engine_reproduces_is_one_passing_case(verify, fake, game, tmp_path, ndjson_report):
    report = tmp_path / "r.ndjson"
    run = verify("--vectors", game, "--id", GAME, "--report", report, engine=fake.command("ok"))

    assert run.code == 0, run.out
    assert "OK fake-ok: 1 cases, 1 pass" in run.out
    _, [case], _ = ndjson_report(report)
    assert (case["id"], case["kind"], case["clauses"]) == (GAME, "pass", [])
    assert case["source"] == {"playthrough": "vectors/pocket_tactics/partien/partie-1.json"}


def test_a_wrong_step_is_named_with_its_number_and_action_and_the_later_steps_still_run(verify, fake, game, recorded, tmp_path, ndjson_report):
    report = tmp_path / "r.ndjson"
    # the playthrough alone: run seq n is step n
    run = verify("--vectors", game, "--id", GAME, "--report", report, engine=fake.command("wrong", "--at", "5,9"))

    total = len(recorded["steps"])
    action = dumps(recorded["steps"][4]["action"])
    assert run.code == 1
    assert f"✗ {GAME} (vectors/pocket_tactics/partien/partie-1.json step 5): wrong" in run.out
    assert f"step 5 of {total} ({action}): $.status: expected \"accepted\", got \"rejected\"" in run.out
    assert f"2 of {total} steps differ" in run.out
    _, [case], _ = ndjson_report(report)
    assert case["step"] == 5 and case["kind"] == "wrong"
    assert case["actual"]["error"]["code"] == "FAKE.NOPE"
    assert case["expected"]["status"] == "accepted"


def test_every_step_gets_the_recorded_state_not_the_engines_own_result(verify, fake, game, recorded):
    # the fake answers step 3 with a valid but different state (a tile of another terrain); fed
    # that state, the later steps would differ too (the terrain is in every later state)
    run = verify("--vectors", game, "--id", GAME, engine=fake.command("wrong-details", "--at", 3))

    assert "step 3 of" in run.out and "$.state.tiles[0].terrain" in run.out
    assert "only step 3 differs" in run.out


def test_a_crash_in_a_step_ends_the_playthrough_there(verify, fake, game, recorded):
    run = verify("--vectors", game, "--id", GAME, engine=fake.command("crash", "--at", 7))

    assert run.code == 1
    assert f"✗ {GAME} (vectors/pocket_tactics/partien/partie-1.json step 7): crash [exited]: step 7 of {len(recorded['steps'])}" in run.out


def test_a_playthrough_with_interpretations_the_engine_does_not_declare_is_not_run(verify, fake, tmp_path):
    other = paths.vectors_dir() / "pocket_tactics" / "partien" / "partie-2.json"
    assert json.loads(other.read_text(encoding="utf-8"))["interpretations"]

    report = tmp_path / "r.ndjson"
    run = verify("--vectors", other, "--report", report, engine=fake.command("no-interpretations"))

    assert run.code == 0
    case = cases_of(report)[-1]
    assert (case["id"], case["kind"], case["reason"]) == ("pocket_tactics/partien/partie-2", "not-run", "interpretation")


def test_filters_select_playthroughs_by_id_and_file_name_but_never_by_clause(verify, fake, game, vectors):
    assert "1 cases, 1 pass" in verify("--vectors", game, "--feature", "partie-1", "--id", "*/partien/*", engine=fake.command("ok")).out

    run = verify("--vectors", game, "--id", GAME, "--clause", vectors[0].clauses[0], engine=fake.command("ok"))
    assert run.code == 2
    assert "together these filters match no case" in run.err


def test_a_playthrough_the_reference_engine_does_not_reproduce_is_unusable_data(verify, fake, game, recorded, tmp_path):
    broken = tmp_path / "partien" / "partie-1.json"
    broken.parent.mkdir()
    data = json.loads(json.dumps(recorded))
    data["steps"][10]["outcome_hash"] = "0" * 16
    broken.write_text(json.dumps(data), encoding="utf-8")

    run = verify("--vectors", broken, "--id", GAME, engine=fake.command("ok"))

    assert run.code == 2
    assert f"{broken} [vector {GAME}] at $.steps[10]: step 11: the reference engine does not reproduce the recorded outcome" in run.err


def test_a_playthrough_that_breaks_its_schema_is_unusable_data(verify, fake, recorded, tmp_path):
    broken = tmp_path / "partien" / "partie-1.json"
    broken.parent.mkdir()
    data = {**recorded, "steps": []}
    broken.write_text(json.dumps(data), encoding="utf-8")

    run = verify("--vectors", broken, "--id", GAME, engine=fake.command("ok"))

    assert run.code == 2
    assert f"{broken} at $.steps:" in run.err


def test_the_suites_own_cases_include_its_playthroughs():
    files = suite_sources(["pocket_tactics"]).playthroughs

    assert [p.name for p in files] == sorted(p.name for p in (paths.vectors_dir() / "pocket_tactics" / "partien").glob("*.json"))
    assert files

"""The vectors are the product: valid, citable, and passed by the reference engine both in
process and through the protocol."""

from __future__ import annotations

import json
import shlex
import shutil
import sys

import pytest

from regelwerk.cli import main
from regelwerk.core import schemas
from regelwerk.suite.catalog import load_catalog
from regelwerk.suite.vectors import load_vectors, playthrough_files, vector_files
from tests.sampling import write_sample


def test_every_vector_file_is_valid_against_the_vector_file_schema():
    files = vector_files()
    assert files
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        schema = "distribution-file.schema.json" if data.get("kind") == "distributions" else "vector-file.schema.json"
        assert schemas.first_error(schema, data) is None, path


def test_the_movement_slice_has_at_least_forty_vectors_each_citing_known_clauses():
    vectors = load_vectors(["pocket_tactics"])
    clauses = load_catalog("pocket_tactics").clauses
    assert len(vectors) >= 40
    for vector in vectors:
        assert vector.clauses and set(vector.clauses) <= set(clauses), vector.id
        for cited in vector.raw["clauses"]:
            assert cited["hash"] == clauses[cited["id"]].computed_hash, vector.id


def test_vector_files_are_written_in_canonical_form():
    from regelwerk.core.canonical import pretty

    for path in vector_files():
        text = path.read_text(encoding="utf-8")
        assert text == pretty(json.loads(text)), path


def report_counts(path) -> dict:
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["type"] == "header" and lines[-1]["type"] == "footer"
    return lines[-1]["counts"]


def case_results(path) -> list[tuple[str, str]]:
    return [(line["id"], line["kind"]) for line in map(json.loads, path.read_text(encoding="utf-8").splitlines()) if line["type"] == "case"]


@pytest.mark.slow
def test_the_reference_engine_passes_every_vector_in_process_and_a_sample_through_serve_with_the_same_results(tmp_path):
    """Every vector in process, in one run whose JUnit report has one passing test case per
    vector and playthrough; through ``regelwerk serve --strict`` a deterministic sample, with
    the same result for each vector (NDJSON reports).  The main CI job (README, ``.ci/run``)
    runs every vector through ``serve --strict`` as well: here the sample proves the two paths
    agree at a fraction of the cost (docs/development.md).  One full run serves both the
    verdict and the JUnit check: a full in-process run costs seconds."""
    import xml.etree.ElementTree as ET

    junit = tmp_path / "in-process.xml"
    assert main(["verify", "--report", str(junit)]) == 0
    cases = list(ET.parse(junit).getroot().iter("testcase"))
    playthroughs = [f"{p.parent.parent.name}/partien/{p.stem}" for p in playthrough_files()]
    assert sorted(case.get("name") for case in cases) == sorted([v.id for v in load_vectors()] + playthroughs)
    assert [case.get("name") for case in cases if len(case)] == []  # no failure, error or skipped element: every one passed

    sample = tmp_path / "sample"
    ids = write_sample(sample, every=10, every_row=70)
    sampled, served = tmp_path / "sampled.ndjson", tmp_path / "served.ndjson"
    assert main(["verify", "--vectors", str(sample), "--report", str(sampled)]) == 0
    counts = report_counts(sampled)
    assert counts["pass"] == counts["total"] == len(ids)
    serve = shlex.join([sys.executable, "-m", "regelwerk", "serve"])
    assert main(["verify", "--vectors", str(sample), "--engine", serve, "--strict", "--report", str(served)]) == 0
    assert case_results(served) == case_results(sampled) == [(vector_id, "pass") for vector_id in ids]
    assert len(ids) > 100


def test_a_broken_vector_file_stops_verify_with_exit_2_naming_file_vector_and_path(tmp_path, capsys):
    from regelwerk.core.paths import vectors_dir

    copy = tmp_path / "vectors"
    shutil.copytree(vectors_dir(), copy)
    path = copy / "pocket_tactics" / "zug.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["vectors"][1]["action"] = {"type": "move"}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["verify", "--vectors", str(copy)]) == 2
    err = capsys.readouterr().err
    assert "zug.json" in err and data["vectors"][1]["id"] in err and "$.vectors[1]" in err


def test_a_vector_file_that_is_not_json_stops_verify_with_exit_2(tmp_path, capsys):
    folder = tmp_path / "vectors" / "pocket_tactics"
    folder.mkdir(parents=True)
    (folder / "kaputt.json").write_text('{"format": 1, "vectors": [', encoding="utf-8")
    assert main(["verify", "--vectors", str(tmp_path / "vectors")]) == 2
    assert "kaputt.json" in capsys.readouterr().err


def test_an_unknown_suite_is_a_usage_error(capsys):
    assert main(["verify", "--suite", "schach"]) == 2
    assert "unknown suite schach" in capsys.readouterr().err


def test_a_report_format_without_a_report_file_is_a_usage_error():
    assert main(["verify", "--format", "junit"]) == 2


def test_an_unknown_command_line_option_is_a_usage_error():
    assert main(["verify", "--gibts-nicht"]) == 2

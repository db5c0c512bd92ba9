"""``--jobs N`` gives the report one engine gives, and ``merge-reports`` puts the reports of
``--shard K/N`` runs back together, or refuses what does not fit."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from regelwerk import cli
from tests.harness.conftest import Fakes

ALL = 8


def comparable(report: Path) -> list[dict]:
    """The case lines without what differs between two runs of the same engine (timing)."""
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    return [{k: v for k, v in line.items() if k != "duration_ms"} for line in lines if line["type"] == "case"]


@pytest.mark.parametrize("mode", ["wrong", "ok"])
def test_several_engine_processes_give_the_same_report_in_the_same_order(verify, fake, tmp_path, mode):
    one, three = tmp_path / "one.ndjson", tmp_path / "three.ndjson"
    assert verify("--report", one, engine=fake.command(mode)).code == verify("--jobs", 3, "--report", three, engine=fake.command(mode)).code

    assert comparable(three) == comparable(one)
    assert len(comparable(one)) == ALL


def test_several_engine_processes_each_restart_on_their_own(verify, fake, tmp_path, ndjson_report):
    report = tmp_path / "r.ndjson"
    run = verify("--jobs", 2, "--max-restarts", 20, "--report", report, engine=fake.command("crash", "--at", 2))

    # each process crashes on its own second case (seq 2) and is restarted before its next case;
    # how many processes got that far, and whether a crash was a process's last case (then
    # nothing is restarted), depends on how fast the second process started
    _, cases, footer = ndjson_report(report)
    crashed = [c for c in cases if c["kind"] == "crash"]
    assert 1 <= len(crashed) <= 2
    assert {c["reason"] for c in crashed} == {"exited"}
    assert len(crashed) - 1 <= footer["restarts"] <= len(crashed)
    assert [c["id"] for c in cases] == [v.id for v in fake.vectors]
    assert [c["kind"] for c in cases].count("pass") == ALL - len(crashed)
    assert run.code == 1


def test_the_reference_engine_runs_in_several_processes(verify, tmp_path, ndjson_report):
    report = tmp_path / "r.ndjson"
    run = verify("--jobs", 2, "--report", report)

    assert run.code == 0, run.out
    _, cases, _ = ndjson_report(report)
    assert [c["kind"] for c in cases] == ["pass"] * ALL


# -- sharding and merging ------------------------------------------------------------------------


@pytest.fixture
def merge(capsys: pytest.CaptureFixture[str]):
    def call(*args: object) -> tuple[int, str, str]:
        capsys.readouterr()
        code = cli.main(["merge-reports", *(str(a) for a in args)])
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return call


@pytest.fixture(scope="module")
def shard_reports(vector_dir: Path, handshake_file: Path, tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """The reports of the three shards of one run of an engine that answers its second case wrong
    (made once; each test gets copies)."""
    folder = tmp_path_factory.mktemp("shards")
    fakes = Fakes([], vector_dir, handshake_file)
    reports = []
    for k in (1, 2, 3):
        report = folder / f"part-{k}.ndjson"
        argv = ["verify", "--vectors", vector_dir, "--shard", f"{k}/3", "--report", report, "--engine", fakes.command("wrong", "--at", 2)]
        assert cli.main([str(a) for a in argv]) == 1
        reports.append(report)
    return reports


@pytest.fixture
def shards(shard_reports: list[Path], tmp_path: Path) -> list[Path]:
    copies = [tmp_path / report.name for report in shard_reports]
    for report, copy in zip(shard_reports, copies, strict=True):
        shutil.copy(report, copy)
    return copies


def test_merged_shard_reports_equal_the_report_of_the_whole_run(verify, fake, merge, shards, tmp_path, ndjson_report):
    whole = tmp_path / "whole.ndjson"
    # shard K holds cases K-1, K+2, K+5: its seq 2 is case K+2, which is seq K+3 of the whole run
    verify("--report", whole, engine=fake.command("wrong", "--at", "4,5,6"))
    merged = tmp_path / "merged.ndjson"

    code, out, err = merge(*shards, "-o", merged)

    assert code == 1, err
    assert f"FAILED merged 3 reports into {merged} (ndjson): 8 cases, 5 pass, 3 unexpected failures" in out
    assert comparable(merged) == comparable(whole)
    header, _, footer = ndjson_report(merged)
    assert "shard" not in header and header["vectors"] == ALL and header["merged_from"] == [str(p) for p in shards]
    assert footer["counts"]["wrong"] == 3 and footer["exit_code"] == 1


def test_merged_reports_render_as_junit_and_markdown(merge, shards, tmp_path):
    assert merge(*shards, "-o", tmp_path / "merged.xml")[0] == 1
    assert ET.parse(tmp_path / "merged.xml").getroot().get("tests") == str(ALL)

    assert merge(*shards, "-o", tmp_path / "merged.md")[0] == 1
    assert "## Unexpected results" in (tmp_path / "merged.md").read_text(encoding="utf-8")


def _truncate(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:-1]), encoding="utf-8")


def _edit_header(path: Path, **changes) -> None:
    header, *rest = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text(json.dumps({**json.loads(header), **changes}) + "\n" + "".join(rest), encoding="utf-8")


@pytest.mark.parametrize(
    ("spoil", "error"),
    [
        pytest.param(lambda parts: (_truncate(parts[1]), parts)[1], "no footer: the report is truncated", id="missing-footer"),
        pytest.param(lambda parts: [parts[0], parts[1], parts[1]], "shard 2/3 is also", id="same-shard-twice"),
        pytest.param(lambda parts: parts[:2], "shard(s) 3/3 missing", id="missing-shard"),
        pytest.param(
            lambda parts: (_edit_header(parts[2], suite_versions={"pocket_tactics": ["9.9.9"]}), parts)[1],
            "suite_versions differs from",
            id="other-suite-version",
        ),
        pytest.param(
            lambda parts: (_edit_header(parts[2], implementation={"name": "other"}), parts)[1], "implementation differs from", id="other-engine"
        ),
        pytest.param(lambda parts: (_edit_header(parts[2], shard={"index": 2, "count": 3}), parts)[1], "shard 2/3 is also", id="overlap"),
    ],
)
def test_reports_that_do_not_fit_together_are_refused(merge, shards, tmp_path, spoil, error):
    merged = tmp_path / "merged.ndjson"
    code, _, err = merge(*spoil(shards), "-o", merged)

    assert code == 2
    assert error in err
    assert not merged.exists()


def test_the_same_case_in_two_unsharded_reports_is_refused(verify, fake, merge, tmp_path):
    a, b = tmp_path / "a.ndjson", tmp_path / "b.ndjson"
    verify("--report", a, engine=fake.command("ok"))
    verify("--report", b, engine=fake.command("ok"))

    code, _, err = merge(a, b, "-o", tmp_path / "m.ndjson")

    assert code == 2
    assert "is also in" in err


def test_a_report_line_with_a_number_python_cannot_read_is_refused(merge, shards, tmp_path):
    text = shards[0].read_text(encoding="utf-8")
    shards[0].write_text(text.replace('"vectors": ', '"vectors": ' + "1" * 5000, 1), encoding="utf-8")

    code, _, err = merge(*shards, "-o", tmp_path / "m.ndjson")

    assert code == 2
    assert "line 1: a number is too long" in err

"""A data folder from a pull request is untrusted input: ``check`` and ``fill`` read nothing outside
it and never print the content of a file they refuse; no special file is opened (also an
``--expect`` file of ``verify``); YAML aliases are bounded; ``fill`` checks every file it will
write before it writes the first.  The same, command by command on whole hostile folders:
``tests/suite/test_hostile_data.py``."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from regelwerk.cli import main
from tests.suite.hostile import billion_laughs

RULESET = "pocket_tactics"
SECRET = "geheim-91c2e0-never-in-the-output"


@pytest.mark.parametrize("command", ["check", "fill"])
def test_a_feature_linked_to_proc_self_environ_is_refused_and_its_content_never_printed(tiny_suite, monkeypatch, capsys, command):
    monkeypatch.setenv("REGELWERK_TEST_SECRET", SECRET)
    feature = tiny_suite / "features" / RULESET / "zz_umgebung.feature"
    feature.symlink_to("/proc/self/environ")
    catalog = (tiny_suite / "features" / RULESET / "klauseln.yaml").read_bytes()

    assert main([command, "--suite", RULESET]) == 2
    out, err = capsys.readouterr()
    assert SECRET not in out + err and "REGELWERK_TEST_SECRET" not in out + err
    assert "zz_umgebung.feature: leads out of the data folder" in err
    assert (tiny_suite / "features" / RULESET / "klauseln.yaml").read_bytes() == catalog


def test_a_feature_linked_to_a_file_beside_the_data_folder_is_refused(tiny_suite, tmp_path_factory, capsys):
    secret = tmp_path_factory.mktemp("outside") / "geheim.feature"
    secret.write_text(f"# language: de\nFunktionalität: {SECRET}\n  Szenario: x\n    Angenommen {SECRET}\n", encoding="utf-8")
    (tiny_suite / "features" / RULESET / "zz_geheim.feature").symlink_to(secret)
    assert main(["check", "--suite", RULESET]) == 2
    out, err = capsys.readouterr()
    assert SECRET not in out + err and "zz_geheim.feature: leads out of the data folder" in err


def test_a_link_that_stays_inside_the_data_folder_is_read(tiny_suite, capsys):
    folder = tiny_suite / "features" / RULESET
    (folder / "zug.feature").rename(tiny_suite / "zug.feature")
    (folder / "zug.feature").symlink_to(tiny_suite / "zug.feature")
    assert main(["check", "--suite", RULESET]) == 1  # the tiny suite is incomplete, but read
    assert "leads out of the data folder" not in capsys.readouterr().err


def test_an_alias_bomb_in_the_clause_catalog_is_refused_by_check_and_fill(tiny_suite, capsys):
    (tiny_suite / "features" / RULESET / "klauseln.yaml").write_text(billion_laughs(), encoding="utf-8")
    for command in ("check", "fill"):
        assert main([command, "--suite", RULESET]) == 2
        err = capsys.readouterr().err
        assert "klauseln.yaml: line 7, column 5: more than 1,000,000 values with the aliases expanded" in err


def _regelwerk(*args: str, cwd, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """A run as a process with a timeout: a FIFO that was opened would block it for good.  (A
    FIFO in the data folder, for every command: ``tests/suite/test_hostile_data.py``.)"""
    return subprocess.run([sys.executable, "-m", "regelwerk", *args], cwd=cwd, capture_output=True, text=True, timeout=timeout)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["known.yaml", "known.json"])
def test_an_expectation_file_that_is_a_fifo_does_not_hang_verify(tmp_path, name):
    expect = tmp_path / name
    os.mkfifo(expect)
    done = _regelwerk("verify", "--suite", RULESET, "--feature", "zug", "--expect", str(expect), cwd=tmp_path)
    assert done.returncode == 2 and f"{name}: is a FIFO, not a regular file" in done.stderr, done.stderr


def test_an_expectation_file_with_an_alias_bomb_is_refused(tmp_path, capsys):
    expect = tmp_path / "known.yaml"
    expect.write_text("format: 1\nengine: x\nexpectations: {}\n" + billion_laughs().replace("a0:", "b0:"), encoding="utf-8")
    assert main(["verify", "--suite", RULESET, "--feature", "zug", "--expect", str(expect)]) == 2
    assert "known.yaml: line 10, column 5: more than 1,000,000 values with the aliases expanded" in capsys.readouterr().err


def test_fill_with_a_vector_file_that_is_a_link_writes_nothing_and_exits_2(tiny_suite, capsys):
    """The link stays inside the data folder (so it could be read), but fill writes only regular
    files: it says so before writing anything, also the catalog whose hashes it would rewrite."""
    vectors = tiny_suite / "vectors" / RULESET
    (vectors / "zug.json").rename(tiny_suite / "zug-kopie.json")
    (vectors / "zug.json").symlink_to(tiny_suite / "zug-kopie.json")
    catalog = tiny_suite / "features" / RULESET / "klauseln.yaml"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace("gibt nur deren Einheiten Befehle", "gibt allein deren Einheiten Befehle"), encoding="utf-8")
    before = {p: p.read_bytes() for p in (catalog, tiny_suite / "zug-kopie.json", vectors / "outcomes.ndjson")}

    assert main(["fill", "--suite", RULESET]) == 2
    out, err = capsys.readouterr()
    assert "zug.json: is a symbolic link; only a regular file is written or deleted here, and nothing was" in err
    assert "Traceback" not in out + err and "new statement hashes" not in out
    assert {p: p.read_bytes() for p in before} == before
    assert (vectors / "zug.json").is_symlink()


def test_fill_with_a_vector_folder_linked_out_of_the_data_folder_writes_nothing(tiny_suite, tmp_path_factory, capsys):
    elsewhere = tmp_path_factory.mktemp("elsewhere") / "tables"
    elsewhere.mkdir()
    (tiny_suite / "vectors" / RULESET / "tables").symlink_to(elsewhere, target_is_directory=True)
    assert main(["fill", "--suite", RULESET]) == 2
    assert "tables: leads out of the data folder" in capsys.readouterr().err
    assert list(elsewhere.iterdir()) == []

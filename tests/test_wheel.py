"""The built wheel carries features, schemas and vectors: ``pip install`` is enough to run
``regelwerk verify`` and ``regelwerk check``, in a fresh virtual environment, far from a checkout."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def run(*argv, cwd, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    result = run(sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(REPO), cwd=out)
    assert result.returncode == 0, result.stdout + result.stderr
    [built] = out.glob("regelwerk-*.whl")
    return built


def test_the_wheel_carries_the_suite_data(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    for expected in (
        "regelwerk/_data/features/pocket_tactics/bewegen.feature",
        "regelwerk/_data/features/pocket_tactics/klauseln.yaml",
        "regelwerk/_data/schemas/vector-file.schema.json",
        "regelwerk/_data/schemas/protocol/command.schema.json",
        "regelwerk/_data/vectors/pocket_tactics/bewegen.json",
        "regelwerk/_data/features/suite.yaml",
        "regelwerk/site/templates/ruleset.html.j2",
        "regelwerk/site/static/site.js",
    ):
        assert expected in names


@pytest.mark.slow
def test_a_fresh_virtual_environment_with_only_the_wheel_runs_verify_and_check(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    installed = run(str(bindir / "python"), "-m", "pip", "install", "--quiet", str(wheel), cwd=tmp_path)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    env = {k: v for k, v in os.environ.items() if k not in ("REGELWERK_DATA", "PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"
    elsewhere = tmp_path / "anywhere"
    elsewhere.mkdir()
    regelwerk = str(bindir / "regelwerk")

    verify = run(regelwerk, "verify", cwd=elsewhere, env=env)
    assert verify.returncode == 0, verify.stdout + verify.stderr
    assert "0 unexpected failures" in verify.stdout

    served = run(regelwerk, "verify", "--engine", "regelwerk serve", cwd=elsewhere, env=env)
    assert served.returncode == 0, served.stdout + served.stderr

    check = run(regelwerk, "check", cwd=elsewhere, env=env)
    assert check.returncode == 0, check.stdout + check.stderr
    located = run(str(bindir / "python"), "-c", "import regelwerk.core.paths as p; print(p.data_root())", cwd=elsewhere, env=env)
    assert "site-packages" in located.stdout

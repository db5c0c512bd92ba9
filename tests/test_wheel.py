"""The built wheel carries features, schemas and vectors: ``pip install`` is enough to run
``regelwerk verify``, ``regelwerk serve`` and ``regelwerk check``, in a fresh virtual
environment, far from a checkout.

Kept cheap (docs/development.md): the wheel is built without build isolation (the test extra
installs hatchling); the fresh environment gets no pip of its own, the running one installs
into it (``pip --python``), dependencies included, so the wheel's declared dependencies are
still all it gets.  ``serve`` is checked with ``regelwerk smoke`` (handshake, one case, clean
stop): whether serve answers every vector right is the main CI job's business.  ``verify`` and
``check`` run on one rule set each: that every data file is in the wheel is checked file by file.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from regelwerk.suite.version import suite_version

REPO = Path(__file__).resolve().parents[1]


def run(*argv, cwd, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    result = run(sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out), str(REPO), cwd=out)
    assert result.returncode == 0, result.stdout + result.stderr
    [built] = out.glob("regelwerk-*.whl")
    assert built.name == f"regelwerk-{suite_version()}-py3-none-any.whl"  # the package version is the suite version
    return built


@pytest.mark.slow  # it builds the wheel
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
        "regelwerk/pictures/templates/picture.svg.j2",
        "regelwerk/pictures/templates/picture.css",
        "regelwerk/pictures/templates/page.html.j2",
        "regelwerk/harness/templates/report.html.j2",
    ):
        assert expected in names
    # every data file of the checkout, of every rule set: so that `check` below need judge only one
    for folder in ("features", "schemas", "vectors"):
        for path in (REPO / folder).rglob("*"):
            if path.is_file() and path.suffix in (".feature", ".yaml", ".json", ".ndjson"):
                assert f"regelwerk/_data/{path.relative_to(REPO).as_posix()}" in names, path


@pytest.mark.slow
def test_a_fresh_virtual_environment_with_only_the_wheel_runs_verify_serve_and_check(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = str(bindir / "python")
    installed = run(sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-compile", str(wheel), cwd=tmp_path)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    env = {k: v for k, v in os.environ.items() if k not in ("REGELWERK_DATA", "PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{bindir}{os.pathsep}{env.get('PATH', '')}"
    elsewhere = tmp_path / "anywhere"
    elsewhere.mkdir()
    regelwerk = str(bindir / "regelwerk")

    # one rule set, as for check below: the data files of all four are in the wheel (test above),
    # and every vector runs in the checkout's own verify (the README's first command)
    verify = run(regelwerk, "verify", "--suite", "pocket_tactics", cwd=elsewhere, env=env)
    assert verify.returncode == 0, verify.stdout + verify.stderr
    assert "0 unexpected failures" in verify.stdout and "pocket_tactics" in verify.stdout
    # the installed package reads its version from the suite it carries (regelwerk/_data)
    assert f"engine: regelwerk-reference {suite_version()} (the reference engine in this process)" in verify.stdout

    served = run(regelwerk, "smoke", "--engine", "regelwerk serve", cwd=elsewhere, env=env)
    assert served.returncode == 0, served.stdout + served.stderr

    # one rule set: the whole check reads nothing more from the wheel than one does (its data
    # files are all there, test above), and costs four times as much
    check = run(regelwerk, "check", "--suite", "pocket_tactics", cwd=elsewhere, env=env)
    assert check.returncode == 0, check.stdout + check.stderr
    # the pictures' templates come with the package: a picture from the installed suite
    shown = run(regelwerk, "show", "pocket_tactics/ein-siegreicher-nahkaempfer-besetzt-die-kachel-des-verteidigers", "--output", "melee.svg", cwd=elsewhere, env=env)
    assert shown.returncode == 0, shown.stdout + shown.stderr
    assert 'data-unit="L1"' in (elsewhere / "melee.svg").read_text(encoding="utf-8")
    located = run(python, "-c", "import regelwerk.core.paths as p; print(p.data_root())", cwd=elsewhere, env=env)
    assert "site-packages" in located.stdout
    packages = run(python, "-c", "import importlib.metadata as m; print(sorted(d.name.lower() for d in m.distributions()))", cwd=elsewhere, env=env)
    assert "pytest" not in packages.stdout and "regelwerk" in packages.stdout, packages.stdout  # only the wheel and its dependencies

"""The repository holds no file that points into a development machine: no committed symbolic
link (a link into a virtual environment or a work tree is meaningless in a clone), and the
files the README's commands write in a checkout are ignored."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(REPO), *args], capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def tracked() -> list[str]:
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout (an unpacked wheel or sdist)")
    return _git("ls-files", "-s").splitlines()


def test_no_symbolic_link_is_committed(tracked):
    links = [line.split("\t", 1)[1] for line in tracked if line.startswith("120000 ")]
    assert links == [], f"committed symbolic links: {links}"


@pytest.mark.parametrize("path", ["results.ndjson", "results.xml", "site/index.html", "badges/w40k.json", "known-failures.yaml", ".venv-integ"])
def test_what_the_readme_commands_write_is_ignored(tracked, path):
    assert _git("check-ignore", "--no-index", path).strip() == path

"""One version number: the package is the suite it ships.  ``features/suite.yaml`` holds it;
``pyproject.toml`` and ``regelwerk.__version__`` read it from there; the handshake and
``--version`` say it; and every place of the docs that shows it (the CI examples' tag, the wheel's
file name, the protocol examples) says the same.  A version bump is a change of
``features/suite.yaml`` and ``CHANGELOG.md`` (docs/development.md, "Releasing"), plus the places
this test names, each with its file and line."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from regelwerk import __version__, cli
from regelwerk.core.paths import SUITE_VERSION_LINE
from regelwerk.harness.reference import handshake
from regelwerk.suite.version import suite_version

REPO = Path(__file__).resolve().parent.parent
VERSION = r"(?P<version>[0-9A-Za-z.+-]+?)"
# Every place of the docs that shows the current version: (file, pattern, at least how often).
SHOWN = [
    ("README.md", rf"uses: regelwerk/regelwerk@v{VERSION}\s", 1),  # the Action, at its release tag
    ("README.md", rf"rev: v{VERSION}\s", 1),  # the pre-commit hook, at its release tag
    ("README.md", rf"`v{VERSION}` is the tag of the current version", 1),
    ("docs/protocol.md", rf"regelwerk-{VERSION}-py3-none-any\.whl", 2),  # the wheel's file name
    ("docs/protocol.md", rf'"suite_version": "{VERSION}"', 2),  # the start command
    ("docs/protocol.md", rf'"name":"regelwerk-reference","version":"{VERSION}"', 1),  # the reference engine's handshake
    ("docs/matching.md", rf'"regelwerk": "{VERSION}"', 1),  # a report header
]


@pytest.fixture(scope="module")
def version() -> str:
    shipped = SUITE_VERSION_LINE.search((REPO / "features" / "suite.yaml").read_text(encoding="utf-8"))
    assert shipped is not None, "features/suite.yaml has no version line"
    return shipped.group("version")


def test_the_suite_file_is_the_one_source(version):
    assert suite_version() == version


def test_pyproject_reads_the_version_from_the_suite_file_with_the_same_pattern():
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["hatch"]["version"] == {"path": "features/suite.yaml", "pattern": SUITE_VERSION_LINE.pattern}


def test_the_package_the_handshake_and_the_version_option_say_it(version, capsys):
    assert __version__ == version
    assert handshake()["implementation"]["version"] == version
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"regelwerk {version} (suite {version})\n"


def places(text: str, pattern: str) -> list[tuple[int, str]]:
    """Each match of ``pattern`` in ``text``: its line number and the version it shows."""
    return [(text.count("\n", 0, m.start()) + 1, m.group("version")) for m in re.finditer(pattern, text)]


@pytest.mark.parametrize(("name", "pattern", "least"), SHOWN, ids=[f"{name}:{pattern[:24]}" for name, pattern, _ in SHOWN])
def test_every_place_in_the_docs_shows_the_current_version(version, name, pattern, least):
    found = places((REPO / name).read_text(encoding="utf-8"), pattern)
    assert len(found) >= least, f"{name}: the example of {pattern!r} is gone; keep it or change SHOWN"
    wrong = [f"{name}:{line}: {shown}" for line, shown in found if shown != version]
    assert not wrong, f"these places show another version than features/suite.yaml ({version}): {wrong}"


def test_a_place_that_shows_another_version_is_named_with_its_line():
    text = "x\n- uses: regelwerk/regelwerk@v0.3.0 # tag\n"
    assert places(text, SHOWN[0][1]) == [(2, "0.3.0")]

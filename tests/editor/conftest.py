from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.suite.conftest import REPO, small_suite, suite_copy, tiny_suite  # noqa: F401 -- fixtures shared with tests/suite

DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture
def startwurf_suite(tiny_suite) -> Path:  # noqa: F811 -- the fixture above
    """The tiny suite (zug.feature) plus ``startwurf.feature``: scenarios that pin each option of
    PT-A-STARTWURF, and one that depends on it without saying so (its tag deliberately left
    off, as in a scenario still being written).  Filled, so that the vectors on disk are its."""
    from regelwerk.cli import main

    shutil.copy(DATA / "startwurf.feature", tiny_suite / "features" / "pocket_tactics" / "startwurf.feature")
    assert main(["fill", "--suite", "pocket_tactics"]) == 0
    return tiny_suite


@pytest.fixture
def with_changelog(suite_copy) -> Path:  # noqa: F811
    """The copy with the checkout's CHANGELOG.md beside it (a suite copy has none by default)."""
    shutil.copy(REPO / "CHANGELOG.md", suite_copy / "CHANGELOG.md")
    return suite_copy

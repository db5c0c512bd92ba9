from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from regelwerk.core import paths, schemas
from regelwerk.suite.steps import pocket_tactics as pt_steps

REPO = Path(__file__).resolve().parents[2]


def _clear_caches() -> None:
    for cached in (paths.data_root, schemas.registry, schemas.validator, schemas.fast_validator, pt_steps.glossary, pt_steps._catalogue_file, pt_steps.maps):
        cached.cache_clear()
    schemas._KNOWN_VALID.clear()


@pytest.fixture
def suite_copy(tmp_path, monkeypatch) -> Path:
    """A private copy of features/, schemas/ and vectors/ that the code under test reads instead."""
    for name in ("features", "schemas", "vectors"):
        shutil.copytree(REPO / name, tmp_path / name)
    monkeypatch.setenv("REGELWERK_DATA", str(tmp_path))
    _clear_caches()
    yield tmp_path
    monkeypatch.delenv("REGELWERK_DATA")
    _clear_caches()

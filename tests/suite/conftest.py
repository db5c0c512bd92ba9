from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from regelwerk.core import paths, ruleset, schemas
from regelwerk.rulesets.pocket_tactics import samples as pt_samples
from regelwerk.rulesets.pocket_tactics import steps as pt_steps
from regelwerk.suite import tables

REPO = Path(__file__).resolve().parents[2]


def _clear_caches() -> None:
    for cached in (paths.data_root, pt_steps.glossary, pt_samples.catalogue_file, pt_samples.type_words, pt_steps.maps):
        cached.cache_clear()
    schemas.clear_caches()
    ruleset.clear_caches()


@pytest.fixture
def suite_copy(request, tmp_path, monkeypatch) -> Path:
    """A private copy of features/, schemas/ and vectors/ that the code under test reads instead.

    When the test asks for one of the smaller copies below (``small_suite``, ``tiny_suite``,
    ``small_suite_among_all``), the files that copy removes are not copied in the first place:
    the whole suite is some 20 MB, a small copy a tenth of it, and the tests copy it some
    two hundred times."""
    leave_out = next((_LEAVE_OUT[name] for name in _LEAVE_OUT if name in request.fixturenames), None)
    for name in ("features", "schemas", "vectors"):
        shutil.copytree(REPO / name, tmp_path / name, ignore=None if leave_out is None else _ignoring(leave_out))
    monkeypatch.setenv("REGELWERK_DATA", str(tmp_path))
    _clear_caches()
    yield tmp_path
    monkeypatch.delenv("REGELWERK_DATA")
    _clear_caches()


SMALL_FEATURES = ("bewegen", "gefahren", "reserve", "zug")


def _pocket_tactics_only(root: Path, monkeypatch) -> None:
    """The small copies below exercise the suite's machinery on Pocket-Tactics data alone: the
    other rule sets leave the registry for the test and their data leave the copy, so that
    ``fill``, ``check`` and ``verify`` without ``--suite`` do not also regenerate and recheck
    them (most of a small copy's time once several rule sets are registered)."""
    from regelwerk.rulesets import RULESETS

    for name in [n for n in RULESETS if n != "pocket_tactics"]:
        monkeypatch.delitem(RULESETS, name)
        for folder in ("features", "schemas", "vectors"):
            shutil.rmtree(root / folder / name, ignore_errors=True)


def _small_pocket_tactics(root: Path, monkeypatch) -> None:
    """Only the movement features of Pocket-Tactics and their vectors (no tables, and no table
    generator either, so ``check`` and ``fill`` do not regenerate the duel table, half of a small
    check's time)."""
    for folder, suffix in (("features", ".feature"), ("vectors", ".json")):
        for path in (root / folder / "pocket_tactics").glob(f"*{suffix}"):
            if path.stem not in SMALL_FEATURES:
                path.unlink()
    shutil.rmtree(root / "vectors" / "pocket_tactics" / "tables", ignore_errors=True)
    monkeypatch.setitem(tables.TABLES, "pocket_tactics", ())
    _no_combinations(monkeypatch)


def _no_combinations(monkeypatch) -> None:
    """A partial copy of Pocket-Tactics leaves out its switch combinations and its distribution
    vectors (kombinationen.json, verteilungen.json, removed with the features' vector files):
    most come from features the copy does not have, so neither generated nor checked; the
    tests of the combinations switch them on."""
    from regelwerk.suite import combinations, distributions

    monkeypatch.setattr(combinations, "SKIP", combinations.SKIP | {"pocket_tactics"})
    monkeypatch.setattr(distributions, "SKIP", distributions.SKIP | {"pocket_tactics"})


def _other_rulesets(relative: Path) -> bool:
    """Data of a rule set other than Pocket-Tactics (what :func:`_pocket_tactics_only` removes)."""
    from regelwerk.rulesets import RULESETS

    parts = relative.parts
    return len(parts) == 2 and parts[1] in RULESETS and parts[1] != "pocket_tactics"


def _outside(kept: tuple[str, ...]) -> Callable[[Path], bool]:
    """A Pocket-Tactics feature, vector file or table outside ``kept`` (what the small copies remove)."""

    def leaves_out(relative: Path) -> bool:
        parent, name = relative.parent.as_posix(), relative.name
        if parent == "features/pocket_tactics" and name.endswith(".feature"):
            return relative.stem not in kept
        if parent == "vectors/pocket_tactics" and name.endswith(".json"):
            return relative.stem not in kept
        return relative.as_posix() == "vectors/pocket_tactics/tables"

    return leaves_out


def _ignoring(leave_out: Callable[[Path], bool]) -> Callable[[str, list[str]], list[str]]:
    def ignore(folder: str, names: list[str]) -> list[str]:
        here = Path(folder).relative_to(REPO)
        return [name for name in names if leave_out(here / name)]

    return ignore


TINY_FEATURES = ("zug",)

# What each smaller copy leaves out, by fixture name (see suite_copy); each fixture below still
# removes the same files itself, so the copy is the same however it was made.
_LEAVE_OUT: dict[str, Callable[[Path], bool]] = {
    "tiny_suite": lambda relative: _other_rulesets(relative) or _outside(TINY_FEATURES)(relative),
    "small_suite": lambda relative: _other_rulesets(relative) or _outside(SMALL_FEATURES)(relative),
    "small_suite_among_all": _outside(SMALL_FEATURES),
}


@pytest.fixture
def small_suite(suite_copy, monkeypatch) -> Path:
    """A copy that keeps only the movement features of Pocket-Tactics and their vectors, and no
    other rule set: enough for the drift and lint checks, at a fraction of the full check's
    time.  Its clause coverage is incomplete on purpose, so tests on it assert specific
    findings, never ``result.ok``."""
    _small_pocket_tactics(suite_copy, monkeypatch)
    _pocket_tactics_only(suite_copy, monkeypatch)
    return suite_copy


@pytest.fixture
def small_suite_among_all(suite_copy, monkeypatch) -> Path:
    """:func:`small_suite` with the other rule sets left in place: for what reads every rule set
    at once, such as the figures of the docs."""
    _small_pocket_tactics(suite_copy, monkeypatch)
    return suite_copy


@pytest.fixture
def tiny_suite(suite_copy, monkeypatch) -> Path:
    """A copy with one small feature (zug.feature) and its vectors, no tables and no table
    generator: for tests that run fill, check and verify several times on purpose."""
    from regelwerk.suite import tables

    for folder, suffix in (("features", ".feature"), ("vectors", ".json")):
        for path in (suite_copy / folder / "pocket_tactics").glob(f"*{suffix}"):
            if path.stem not in TINY_FEATURES:
                path.unlink()
    shutil.rmtree(suite_copy / "vectors" / "pocket_tactics" / "tables", ignore_errors=True)
    monkeypatch.setitem(tables.TABLES, "pocket_tactics", ())
    _no_combinations(monkeypatch)
    _pocket_tactics_only(suite_copy, monkeypatch)
    return suite_copy

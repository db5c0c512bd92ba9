"""Remembering the generators' work between runs: the switch combinations and the distribution
vectors of a rule set are the slowest part of ``fill`` and ``check`` (every flip of every switch
a case reads is run again, every distribution is enumerated), and they are a pure function of
the reference engine's code, the features folder and the freshly filled vectors.

So each generator's result is stored under a key that is the SHA-256 of exactly those inputs
(:func:`key_for`): every ``.py`` file of the ``regelwerk`` package that can take part in
generating (all but the folders that only run, show or publish results, :data:`NOT_GENERATING`,
and the rule sets' pictures; ``tests/suite/test_generator_cache.py`` checks that nothing the fill
imports lies there), every file below ``features/``, the filled vectors' canonical JSON, the
generator, the rule set and the Python version.  A changed byte anywhere gives another key and the generator runs again; a stored
result is used only under its own key.  The cache never decides an outcome: it can only give
back what the same code made from the same input.

Where: ``$REGELWERK_CACHE`` if set (``off`` turns the cache off), else
``$XDG_CACHE_HOME/regelwerk`` or ``~/.cache/regelwerk``; never inside the data folder, so a pull
request cannot bring a result of its own along.  Off when ``CI`` is set: a gate recomputes.
An entry that cannot be read, is not what it should be or is too large is ignored (the
generator runs); a cache that cannot be written is skipped silently.  Each generator and rule
set keeps its :data:`KEEP` newest entries."""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable, Iterable
from dataclasses import fields
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from regelwerk.core.canonical import Json, dumps
from regelwerk.core.errors import RefusedFile
from regelwerk.core.files import OutputPathError, write_atomically
from regelwerk.core.paths import features_dir
from regelwerk.core.reading import read_bytes, walk_files
from regelwerk.suite.writing import GeneratedFill

FORMAT = 1
KEEP = 4  # entries per generator and rule set: a few checkouts or branches side by side
_OFF = {"off", "0", "no", "false"}
_PACKAGE = Path(__file__).resolve().parent.parent
# Folders of the package whose code never runs while the generators run (they run engines, show
# and publish results): an edit there keeps the cache.  So do a rule set's picture modules.
NOT_GENERATING = ("harness", "editor", "site", "pictures")

G = TypeVar("G", bound=GeneratedFill)


def cache_folder() -> Path | None:
    """The folder of the cache, or ``None`` when it is off (``REGELWERK_CACHE=off``, or ``CI`` set)."""
    setting = os.environ.get("REGELWERK_CACHE", "").strip()
    if setting.lower() in _OFF:
        return None
    if setting:
        return Path(setting)
    if os.environ.get("CI", "").strip().lower() not in ("", *_OFF):
        return None
    home = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(home) / "regelwerk"


def generating_files() -> list[Path]:
    """The package's Python files that can take part in generating, sorted."""
    return [path for path in sorted(_PACKAGE.rglob("*.py")) if _generating(path.relative_to(_PACKAGE).parts)]


def _generating(parts: tuple[str, ...]) -> bool:
    if parts[0] in NOT_GENERATING:
        return False
    return not (parts[0] == "rulesets" and parts[-1].startswith("picture"))


@cache
def code_digest() -> str:
    """The SHA-256 of the generating Python files (names and bytes) and the Python version:
    the code that generates.  Computed once per process."""
    digest = hashlib.sha256(f"{FORMAT}|{sys.version}".encode())
    for path in generating_files():
        digest.update(path.relative_to(_PACKAGE).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def key_for(generator: str, ruleset: str, bases: Iterable[Json], *extra: Json) -> str:
    """The key of a generator's result: code, every file below ``features/`` (read as every
    data file is, confined and bounded), the filled vectors and anything else it is given."""
    digest = hashlib.sha256(f"{code_digest()}|{generator}|{ruleset}".encode())
    folder = features_dir()
    for path in walk_files(folder, "*"):
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + read_bytes(path) + b"\0")
    digest.update(dumps([list(bases), *extra]).encode())
    return digest.hexdigest()


def remembered(kind: type[G], ruleset: str, key: str, make: Callable[[], G], encode: Callable[[G], Json], decode: Callable[[Json], G]) -> G:
    """The generator's result under ``key``: from the cache if it holds one, else ``make()``,
    stored for next time when nothing failed (a failure is reported again by running again)."""
    folder = cache_folder()
    if folder is None:
        return make()
    path = folder / f"{kind.GENERATOR}-{ruleset}-{key}.json"
    stored = _load(path, key)
    if stored is not None:
        try:
            return decode(stored)
        except (KeyError, TypeError, ValueError):
            pass  # not what this code writes: made again below
    made = make()
    if not made.failures:
        _store(folder, path, {"format": FORMAT, "key": key, "result": encode(made)})
    return made


def encode_fields(fill: GeneratedFill, **special: Json) -> Json:
    """A fill's fields as JSON (its path left out: the caller knows it), ``special`` in place of
    the fields that are not JSON as they are."""
    plain = {f.name: getattr(fill, f.name) for f in fields(fill) if f.name != "path"}
    return {**plain, **special}


def decode_fields(kind: type[G], stored: Json, path: Path, **special: Any) -> G:
    """The fill :func:`encode_fields` wrote (a ``KeyError``/``TypeError`` if it is not one)."""
    plain: dict[str, Any] = {f.name: stored[f.name] for f in fields(kind) if f.name != "path" and f.name not in special}
    plain["failures"] = [tuple(failure) for failure in plain["failures"]]
    return kind(path=path, **plain, **special)


def _load(path: Path, key: str) -> Json:
    try:
        entry = json.loads(read_bytes(path, root=False))
    except (OSError, RefusedFile, ValueError, RecursionError):
        return None
    if not isinstance(entry, dict) or entry.get("format") != FORMAT or entry.get("key") != key:
        return None
    try:
        os.utime(path)  # used: the newest to be kept
    except OSError:
        pass
    return entry.get("result")


def _store(folder: Path, path: Path, entry: Json) -> None:
    """Write the entry; then only the :data:`KEEP` newest of its generator and rule set stay."""
    prefix = path.name[: -len(f"{entry['key']}.json")]
    try:
        write_atomically(path, dumps(entry), create_folder=True)
        older = sorted(folder.glob(f"{prefix}*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    except (OSError, OutputPathError):
        return
    for stale in older[KEEP:]:
        try:
            stale.unlink()
        except OSError:
            pass

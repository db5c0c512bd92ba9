"""The pictures of the site: one SVG file per vector shown on a rule-set page, and what a
``verify`` report says about each vector.

The files go to ``bilder/<rule set>/<name>.svg`` in the site's folder (:func:`picture_path`: a
name made of the id's letters and digits and a hash of the whole id, so any id gives a safe name
and two ids never share one).  The pages only link them (``<img loading="lazy">`` inside a
closed ``<details>``), so a page stays small and a browser loads a picture when it is opened.
Pictures of vectors that are gone are removed from the folder.  With a report, a vector that
failed is drawn with the engine's answer as a third panel and the
differences ``verify`` printed for it (:func:`regelwerk.pictures.show.picture_of`).
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import OutputPathError, check_output_path, write_atomically
from regelwerk.suite.vectors import Vector

FOLDER = "bilder"
PASSING = ("pass", "not-run")
_UNSAFE = re.compile(r"[^a-z0-9_-]+")


@dataclass(frozen=True)
class Result:
    """One vector's line of a ``verify`` report, as the site shows it."""

    kind: str
    differences: tuple[str, ...]  # the lines verify printed under the failure (none for a pass)
    actual: Json  # the engine's outcome of a wrong answer

    @property
    def failing(self) -> bool:
        return self.kind not in PASSING


def read_report(path: Path) -> dict[str, Result]:
    """Vector id → its result, from an ndjson report of ``regelwerk verify`` (checked against the
    report schema; a file that is not a report is a :class:`SuiteDataError`)."""
    from regelwerk.core.reading import require_regular
    from regelwerk.harness.merge import read_report as read_ndjson
    from regelwerk.harness.one import differences_of
    from regelwerk.harness.results import CaseResult

    require_regular(path)  # a FIFO given as --report would block the reader
    _, cases, _ = read_ndjson(path)
    results = {}
    for case in cases:
        result = CaseResult.from_json(case)
        results[result.id] = Result(result.kind, differences_of(result), result.actual)
    return results


def picture_path(vector_id: str) -> str:
    """The picture's path below the site's folder, with ``/`` between its parts."""
    ruleset, _, rest = vector_id.partition("/")
    slug = _UNSAFE.sub("_", (rest or ruleset).lower()).strip("_")[:40].strip("_") or "vektor"
    digest = hashlib.sha256(vector_id.encode("utf-8")).hexdigest()[:10]
    return f"{FOLDER}/{_UNSAFE.sub('_', ruleset.lower()) or 'regelwerk'}/{slug}-{digest}.svg"


def prepare_folders(out_dir: Path, rulesets: Iterable[str]) -> None:
    """``bilder/`` and a folder per rule set in it, each a real folder of ``out_dir`` (never a
    link, through which the pictures would be written elsewhere)."""
    for folder in (out_dir / FOLDER, *(out_dir / picture_path(f"{name}/x").rsplit("/", 1)[0] for name in rulesets)):
        if os.path.lexists(folder) and (folder.is_symlink() or not folder.is_dir()):
            what = "a symbolic link" if folder.is_symlink() else "not a folder"
            raise SuiteDataError(str(folder), f"is {what}; the site's pictures are written only into a folder of OUT_DIR")
        try:
            folder.mkdir(exist_ok=True)
        except OSError as exc:
            raise SuiteDataError(str(folder), f"cannot be made: {exc.strerror}") from None


def write_pictures(out_dir: Path, vectors: Iterable[Vector], results: Mapping[str, Result] | None) -> dict[str, str]:
    """Draw every vector (a failing one with the engine's answer) into its file; vector id →
    the file's path relative to ``out_dir``."""
    from regelwerk.pictures.scene import Outcome
    from regelwerk.pictures.show import picture_of
    from regelwerk.pictures.svg import render

    written: dict[str, str] = {}
    for vector in vectors:
        if vector.id in written:
            continue
        result = results.get(vector.id) if results is not None else None
        if result is not None and result.failing:
            answer = Outcome.of(result.actual) if result.kind == "wrong" else Outcome()
            picture = picture_of(vector, answer, result.differences, "de")
        else:
            picture = picture_of(vector, language="de")
        relative = picture_path(vector.id)
        target = out_dir / relative
        try:
            check_output_path(target)
            write_atomically(target, render(picture, "de"))
        except OutputPathError as exc:
            raise SuiteDataError(str(exc.path), exc.message) from None
        written[vector.id] = relative
    return written


def remove_stale(out_dir: Path, ruleset: str, written: Mapping[str, str]) -> int:
    """Remove the pictures of ``ruleset`` that this build did not write (vectors that are gone
    or renamed since an earlier build into the same folder); only ``.svg`` files of the site's
    own picture folder are touched.  The number removed."""
    folder = out_dir / picture_path(f"{ruleset}/x").rsplit("/", 1)[0]
    keep = {out_dir / path for path in written.values()}
    removed = 0
    for path in folder.glob("*.svg"):
        if path not in keep and path.is_file() and not path.is_symlink():
            path.unlink()
            removed += 1
    return removed

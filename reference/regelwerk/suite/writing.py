"""Writing the suite's generated files: whole or not at all, only when they change, and only
after every file a command will write or delete was found writable (:func:`refuse_unwritable`)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from pathlib import Path

from regelwerk.core.canonical import Json, pretty
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import write_atomically
from regelwerk.core.paths import data_root
from regelwerk.core.reading import confine, exists, kind_of, read_bytes, root_of


def write_changed(files: dict[Path, Json], skip: set[Path], render: Callable[[Json], str]) -> list[Path]:
    """Write each file whose rendered text differs from what is on disk (never one in ``skip``);
    return the paths written."""
    written: list[Path] = []
    for path, content in sorted(files.items()):
        if path in skip:
            continue
        text = render(content)
        if not exists(path) or read_bytes(path) != text.encode("utf-8"):
            write_atomically(path, text, create_folder=True)
            written.append(path)
    return written


def write_generated(path: Path, content: Json | None, owns: Callable[[Json], bool]) -> tuple[list[Path], list[Path]]:
    """A generator's one file (the switch combinations, the distribution vectors): written when
    its text changes, deleted when the generator has nothing for it (a file with no vector is
    never left behind), but only if what is there is its own (``owns`` of its parsed JSON).
    Returns the paths written and removed."""
    if content is None:
        if exists(path) and owns(_parsed(path)):
            path.unlink()
            return [], [path]
        return [], []
    written = write_changed({path: content}, set(), pretty)
    return written, []


def _parsed(path: Path) -> Json:
    try:
        return json.loads(read_bytes(path))
    except (OSError, ValueError, RecursionError):
        return None


def refuse_unwritable(paths: Iterable[Path]) -> None:
    """Before a command writes anything: every file it will write or delete (in the data folder)
    must be a regular file or not exist yet, and lie inside the data folder with every link on
    its way resolved.  The first that is not is a :class:`SuiteDataError` (exit 2): a symbolic
    link, a FIFO or a folder where a vector file belongs, a vector folder linked out of the data
    folder.  So a command never stops half way with some files rewritten (the catalog's hashes,
    one rule set's vectors) and others not."""
    root = data_root()
    for path in sorted(set(paths)):
        folder = path.parent
        while not exists(folder) and folder != folder.parent:
            folder = folder.parent  # a folder fill will make: its nearest existing ancestor counts
        confine(folder, root_of(folder) or root)
        if exists(path):
            kind = kind_of(os.lstat(path).st_mode)
            if kind is not None:
                raise SuiteDataError(str(path), f"is {kind}; only a regular file is written or deleted here, and nothing was")

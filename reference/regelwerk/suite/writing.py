"""Writing the suite's generated files: whole or not at all, only when they change, and only
after every file a command will write or delete was found writable (:func:`refuse_unwritable`)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

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


@dataclass
class GeneratedFill:
    """A generator's one vector file of a rule set as generated now (the switch combinations, the
    distribution vectors): its vectors, the cases the generator failed on (then nothing is
    written), and whether the file on disk is left as it is."""

    GENERATOR: ClassVar[str]  # the file vectors/<rule set>/<GENERATOR>.json, source generated:<rule set>/<GENERATOR>
    KIND: ClassVar[str | None] = None  # the file's "kind", if it has one

    ruleset: str
    path: Path
    version: str
    vectors: list[Json] = field(default_factory=list)
    failures: list[tuple[str, str]] = field(default_factory=list)  # (what failed, why): nothing is written
    skipped: bool = False  # the rule set is skipped: nothing generated, the file on disk is not touched
    held_back: str | None = None  # why the file is left as it is although nothing failed here

    @property
    def held(self) -> bool:
        """The file on disk stays as it is: a failure, a reason to hold it back, or a skipped rule set."""
        return self.skipped or bool(self.failures) or self.held_back is not None

    def content(self) -> Json | None:
        """The file, or ``None`` when it has no vector: no such file is ever written."""
        if not self.vectors:
            return None
        head: dict[str, Json] = {"format": 1}
        if self.KIND is not None:
            head["kind"] = self.KIND
        source = f"generated:{self.ruleset}/{self.GENERATOR}"
        return {**head, "ruleset": self.ruleset, "suite_version": self.version, "source": source, "vectors": self.vectors}


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

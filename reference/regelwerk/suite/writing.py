"""Writing the suite's generated files: whole or not at all, and only when they change."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from regelwerk.core.canonical import Json


def write_atomically(path: Path, text: str) -> None:
    """Write a file whole or not at all: a temporary file in the same folder, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_changed(files: dict[Path, Json], skip: set[Path], render: Callable[[Json], str]) -> list[Path]:
    """Write each file whose rendered text differs from what is on disk (never one in ``skip``);
    return the paths written."""
    written: list[Path] = []
    for path, content in sorted(files.items()):
        if path in skip:
            continue
        text = render(content)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            write_atomically(path, text)
            written.append(path)
    return written

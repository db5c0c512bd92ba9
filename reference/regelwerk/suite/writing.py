"""Writing the suite's generated files: whole or not at all, and only when they change."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.files import write_atomically


def write_changed(files: dict[Path, Json], skip: set[Path], render: Callable[[Json], str]) -> list[Path]:
    """Write each file whose rendered text differs from what is on disk (never one in ``skip``);
    return the paths written."""
    written: list[Path] = []
    for path, content in sorted(files.items()):
        if path in skip:
            continue
        text = render(content)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            write_atomically(path, text, create_folder=True)
            written.append(path)
    return written

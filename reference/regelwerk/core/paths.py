"""Where the suite's data (features, schemas, vectors) lives.

In a checkout (or an editable install) the data folders sit at the repository root; in an
installed wheel they are package data under ``regelwerk/_data``.  Everything that reads the
data goes through :func:`data_root` so both layouts behave the same.
"""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent
_DATA_FOLDERS = ("features", "schemas", "vectors")
# The version line of features/suite.yaml; pyproject.toml's [tool.hatch.version] reads it with the same pattern.
SUITE_VERSION_LINE = re.compile(r"""^version: *["']?(?P<version>[0-9A-Za-z.+-]+)""", re.MULTILINE)


def shipped_root() -> Path | None:
    """The data that came with the package (the wheel's ``regelwerk/_data`` or the checkout),
    whatever ``REGELWERK_DATA`` says; ``None`` if there is none."""
    for candidate in (_PACKAGE / "_data", _PACKAGE.parent.parent):
        if all((candidate / name).is_dir() for name in _DATA_FOLDERS):
            return candidate
    return None


def package_version() -> str:
    """The package's version: the version of the suite it ships (``features/suite.yaml``), one
    number for both (docs/development.md, "Releasing"); ``0+unknown`` without the file."""
    root = shipped_root()
    try:
        text = (root / "features" / "suite.yaml").read_text(encoding="utf-8") if root is not None else ""
    except OSError:
        text = ""
    match = SUITE_VERSION_LINE.search(text)
    return match.group("version") if match else "0+unknown"


@cache
def data_root() -> Path:
    """The folder that holds ``features/``, ``schemas/`` and ``vectors/``.

    ``REGELWERK_DATA`` overrides the search (used by tests that work on a copy of the suite).
    """
    override = os.environ.get("REGELWERK_DATA")
    if override:
        return Path(override).resolve()
    root = shipped_root()
    if root is not None:
        return root
    raise FileNotFoundError(
        f"cannot find the suite data (features/, schemas/, vectors/) next to {_PACKAGE}; "
        "set REGELWERK_DATA to the folder that holds them"
    )


def features_dir() -> Path:
    return data_root() / "features"


def schemas_dir() -> Path:
    return data_root() / "schemas"


def vectors_dir() -> Path:
    return data_root() / "vectors"

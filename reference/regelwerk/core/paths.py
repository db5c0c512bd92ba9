"""Where the suite's data (features, schemas, vectors) lives.

In a checkout (or an editable install) the data folders sit at the repository root; in an
installed wheel they are package data under ``regelwerk/_data``.  Everything that reads the
data goes through :func:`data_root` so both layouts behave the same.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent
_DATA_FOLDERS = ("features", "schemas", "vectors")


@cache
def data_root() -> Path:
    """The folder that holds ``features/``, ``schemas/`` and ``vectors/``.

    ``REGELWERK_DATA`` overrides the search (used by tests that work on a copy of the suite).
    """
    override = os.environ.get("REGELWERK_DATA")
    if override:
        return Path(override).resolve()
    for candidate in (_PACKAGE / "_data", _PACKAGE.parent.parent):
        if all((candidate / name).is_dir() for name in _DATA_FOLDERS):
            return candidate
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

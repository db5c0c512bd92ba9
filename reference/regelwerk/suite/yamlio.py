"""Reading the suite's YAML files with errors that name the file and the line.

Nesting and integers are bounded (:mod:`regelwerk.core.bounded`): a file past the bounds is a
:class:`~regelwerk.core.errors.SuiteDataError` with its position, never a traceback.
"""

from __future__ import annotations

from pathlib import Path

from regelwerk.core.bounded import read_yaml_file
from regelwerk.core.canonical import Json


def load_yaml(path: Path) -> Json:
    return read_yaml_file(path)

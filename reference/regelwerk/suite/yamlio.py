"""Reading the suite's YAML files with errors that name the file and the line.

Nesting and integers are bounded (:mod:`regelwerk.suite.bounded`): a file past the bounds is a
:class:`~regelwerk.core.errors.SuiteDataError` with its position, never a traceback.
"""

from __future__ import annotations

from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.suite.bounded import read_yaml_file


def load_yaml(path: Path) -> Json:
    return read_yaml_file(path)

"""Reading the suite's YAML files with errors that name the file and the line."""

from __future__ import annotations

from pathlib import Path

import yaml

from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError


def load_yaml(path: Path) -> Json:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SuiteDataError(str(path), f"cannot read: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise SuiteDataError(str(path), f"not UTF-8: {exc.reason} at byte {exc.start}") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        raise SuiteDataError(str(path), f"{where}not valid YAML ({getattr(exc, 'problem', exc)})") from None

"""Data files read by several parts of one command, judged once.

``regelwerk check`` reads every vector file and table of a rule set three times: the rule set's
own check (:mod:`regelwerk.suite.check`), the outcome ledgers (:mod:`regelwerk.suite.version`)
and the docs' figures (:mod:`regelwerk.suite.figures`).  Parsing a file costs the parse and the
bounds check of :func:`regelwerk.core.bounded.parse_json`, about as much again; while
:func:`reading_once` is active, a text that has passed both once is only parsed again (a value
of its own for each caller, which may change it), without the bounds check.

Keyed by the text, not the path: a file edited in between is read and judged afresh, and a
file that cannot be read or parsed raises its error every time, exactly as
:func:`~regelwerk.suite.vectors.read_json` does (it is what answers then).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import orjson

from regelwerk.core.bounded import parse_json
from regelwerk.core.canonical import Json
from regelwerk.suite.vectors import read_json

_PASSED: set[str] | None = None  # texts that parsed within the bounds, while reading_once is active


@contextmanager
def reading_once() -> Iterator[None]:
    """Remember, until the block ends, which texts passed the bounds check (nested blocks share
    the outermost one's memory)."""
    global _PASSED
    if _PASSED is not None:
        yield
        return
    _PASSED = set()
    try:
        yield
    finally:
        _PASSED = None


def read_data_file(path: Path) -> Json:
    """:func:`~regelwerk.suite.vectors.read_json`, the same value or the same error; cheaper
    for a text read before within :func:`reading_once`."""
    passed = _PASSED
    if passed is None:
        return read_json(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return read_json(path)  # raises the error with its message
    if text in passed:
        try:
            return orjson.loads(text)
        except orjson.JSONDecodeError:
            pass  # parse_json took its slow path for this text: take it again
    data = parse_json(text, str(path))
    passed.add(text)
    return data

"""Data files read by several parts of one command, parsed once.

``regelwerk check`` reads every vector file and table of a rule set three times: the rule set's
own check (:mod:`regelwerk.suite.check`), the outcome ledgers (:mod:`regelwerk.suite.version`)
and the docs' figures (:mod:`regelwerk.suite.figures`).  Parsing a file costs the parse and the
bounds check of :func:`regelwerk.core.bounded.parse_json`, about as much again; together some
0.3 s of CPU for the whole suite, per reading.  While :func:`reading_once` is active, a text
read before gets the value parsed then.

The value is handed out again, not a copy (copying costs about as much as parsing): the three
readers only read.  Each value is kept with its serialisation; a value that no longer
serialises to it (a reader changed it) is not handed out again, the text is parsed afresh.
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
from regelwerk.core.reading import read_text
from regelwerk.suite.vectors import read_json

# While reading_once is active: text -> (its value, the value serialised when it was parsed).
_READ: dict[str, tuple[Json, bytes]] | None = None


@contextmanager
def reading_once() -> Iterator[None]:
    """Remember, until the block ends, the values of the texts read (nested blocks share the
    outermost one's memory)."""
    global _READ
    if _READ is not None:
        yield
        return
    _READ = {}
    try:
        yield
    finally:
        _READ = None


def read_data_file(path: Path) -> Json:
    """:func:`~regelwerk.suite.vectors.read_json`: the same value or the same error; within
    :func:`reading_once`, a text read before gives the value read then (unchanged)."""
    memory = _READ
    if memory is None:
        return read_json(path)
    try:
        text = read_text(path)  # confined, regular, bounded: a refusal is raised as it is
    except (OSError, UnicodeDecodeError):
        return read_json(path)  # raises the error with its message
    known = memory.get(text)
    if known is not None and orjson.dumps(known[0]) == known[1]:
        return known[0]
    data = parse_json(text, str(path))
    try:
        memory[text] = (data, orjson.dumps(data))
    except TypeError:  # a value orjson cannot write (a lone surrogate): parsed each time
        pass
    return data

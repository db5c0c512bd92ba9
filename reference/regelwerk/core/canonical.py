"""Canonical JSON: one byte sequence per value, so that hashes and diffs are stable.

Rules (documented for ports in ``docs/matching.md``):

* objects are written with keys in code-point order, no insignificant whitespace in the
  compact form and two-space indentation in files;
* strings are UTF-8, not ASCII-escaped;
* numbers are integers; floats never occur in states, actions, events or dice;
* lists that the schemas call *sets* are sorted by the key their schema names before a value
  is written (the rule sets' ``to_json`` functions do that).

The text is what ``json.dumps(value, sort_keys=True, ensure_ascii=False, ...)`` writes (compact
separators, or ``indent=2`` for files), byte for byte, for every JSON value.  ``orjson`` writes
those bytes about ten times faster, so it writes first; the standard library writes whenever
the two could differ: a value ``orjson`` refuses (integers beyond 64 bits, keys that are not
strings, lone surrogates, subclasses of the JSON types) and any text that may hold a float
(the two spell some exponents differently).  NaN and the infinities are not JSON: ``orjson``
would write them as ``null``, so they must never get this far.  :func:`loads` refuses them;
the harness reads engine answers with it.
``tests/core/test_canonical.py`` checks the byte equality on generated values.
"""

from __future__ import annotations

import copy
import hashlib
import json
import math
import re
import unicodedata
from typing import Any

import orjson

Json = Any  # a value built from dict, list, str, int, bool and None

_WHITESPACE = re.compile(r"\s+")
_ORJSON_OPTIONS = (
    orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
)
_COMPACT = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)
_INDENTED = json.JSONEncoder(sort_keys=True, indent=2, ensure_ascii=False)


def _fast(value: Json, option: int) -> bytes | None:
    """``orjson``'s text of ``value`` if it is certainly the standard library's, else ``None``."""
    try:
        raw = orjson.dumps(value, option=option)
    except TypeError:
        return None
    # Every float orjson writes has a '.' or an exponent sign; integers never do (a string
    # may: then the standard library writes, which is only slower).
    if b"." in raw or b"e+" in raw or b"e-" in raw:
        return None
    return raw


def dumps(value: Json) -> str:
    """The compact canonical text of ``value`` (one line, no trailing newline)."""
    raw = _fast(value, _ORJSON_OPTIONS)
    return _COMPACT.encode(value) if raw is None else raw.decode("utf-8")


def pretty(value: Json) -> str:
    """The canonical text of ``value`` as written to files: indented, with a final newline."""
    raw = _fast(value, _ORJSON_OPTIONS | orjson.OPT_INDENT_2)
    return (_INDENTED.encode(value) if raw is None else raw.decode("utf-8")) + "\n"


def _not_a_number(literal: str) -> Json:
    raise ValueError(f"{literal} is not a JSON number")


def _finite(literal: str) -> float:
    number = float(literal)
    if math.isinf(number):
        raise ValueError(f"{literal} is too large for a JSON number")
    return number


def loads(text: str | bytes) -> Json:
    """``json.loads`` without the extensions that are not JSON: ``NaN``, ``Infinity`` and numbers
    too large for a float raise ``ValueError`` (canonical text has no spelling for them)."""
    return json.loads(text, parse_constant=_not_a_number, parse_float=_finite)


def copy_json(value: Json) -> Json:
    """A deep copy of a JSON value (dicts, lists, str, int, float, bool, None) through ``orjson``,
    several times faster than :func:`copy.deepcopy`; a value ``orjson`` cannot write (integers
    beyond 64 bits, keys that are not strings) is copied by ``deepcopy``.  Tuples come back as
    lists: JSON has no tuples."""
    try:
        return orjson.loads(orjson.dumps(value))
    except (TypeError, orjson.JSONDecodeError):
        return copy.deepcopy(value)


def digest(text: str) -> str:
    """A short content hash: the first 16 hex digits of SHA-256 over the UTF-8 text."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def value_digest(value: Json) -> str:
    """:func:`digest` of the compact canonical text of ``value``."""
    return digest(dumps(value))


def statement_digest(statement: str) -> str:
    """The hash of a clause statement: NFC-normalised, runs of whitespace folded to one space."""
    folded = _WHITESPACE.sub(" ", unicodedata.normalize("NFC", statement)).strip()
    return digest(folded)

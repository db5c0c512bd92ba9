"""Canonical JSON: one byte sequence per value, so that hashes and diffs are stable.

Rules (documented for ports in ``docs/matching.md``):

* objects are written with keys in code-point order, no insignificant whitespace in the
  compact form and two-space indentation in files;
* strings are UTF-8, not ASCII-escaped;
* numbers are integers; floats never occur in states, actions, events or dice;
* lists that the schemas call *sets* are sorted by the key their schema names before a value
  is written (the rule sets' ``to_json`` functions do that).
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from typing import Any

Json = Any  # a value built from dict, list, str, int, bool and None

_WHITESPACE = re.compile(r"\s+")


def dumps(value: Json) -> str:
    """The compact canonical text of ``value`` (one line, no trailing newline)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def pretty(value: Json) -> str:
    """The canonical text of ``value`` as written to files: indented, with a final newline."""
    return json.dumps(value, sort_keys=True, indent=2, ensure_ascii=False) + "\n"


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

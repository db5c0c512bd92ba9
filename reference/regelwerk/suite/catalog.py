"""The clause catalog of a rule set (``features/<rule set>/klauseln.yaml``).

Each clause is one rule of the seed text, restated in our own German words, with a stable id
that features and vectors cite and a hash of its statement.  When the statement changes, the
hash changes, and ``regelwerk check`` names every vector that was filled against the old text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from regelwerk.core import schemas
from regelwerk.core.canonical import statement_digest
from regelwerk.core.bounded import read_text_file
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.files import write_atomically
from regelwerk.core.paths import features_dir
from regelwerk.suite.yamlio import load_yaml

CATALOG_FILE = "klauseln.yaml"


@dataclass(frozen=True)
class Clause:
    id: str
    title: str
    section: str
    statement: str
    hash: str  # as recorded in the file

    @property
    def computed_hash(self) -> str:
        return statement_digest(self.statement)


@dataclass(frozen=True)
class Catalog:
    ruleset: str
    title: str
    seed: str
    version: str
    clauses: dict[str, Clause]
    path: Path

    def hash_of(self, clause_id: str) -> str:
        return self.clauses[clause_id].computed_hash


def catalog_path(ruleset: str) -> Path:
    return features_dir() / ruleset / CATALOG_FILE


def load_catalog(ruleset: str) -> Catalog:
    from regelwerk.suite.version import SUITE_FILE, suite_version

    path = catalog_path(ruleset)
    data = load_yaml(path)
    if isinstance(data, dict) and "version" in data:
        raise SuiteDataError(
            str(path),
            f"a catalog has no version of its own any more: the one suite version is in features/{SUITE_FILE}; delete this line",
            json_path="$.version",
        )
    error = schemas.first_error("catalog.schema.json", data)
    if error is not None:
        raise SuiteDataError(str(path), error.message, json_path=error.json_path)
    clauses: dict[str, Clause] = {}
    for i, entry in enumerate(data["clauses"]):
        if entry["id"] in clauses:
            raise SuiteDataError(str(path), f"clause id {entry['id']} is used twice", json_path=f"$.clauses[{i}].id")
        clauses[entry["id"]] = Clause(
            id=entry["id"],
            title=entry["title"],
            section=entry["section"],
            statement=entry["statement"],
            hash=entry["hash"],
        )
    if data["ruleset"] != ruleset:
        raise SuiteDataError(str(path), f"names rule set {data['ruleset']!r}, but lies in the folder of {ruleset!r}", json_path="$.ruleset")
    # ``version`` is the one suite version (features/suite.yaml), the same for every rule set.
    return Catalog(data["ruleset"], data["title"], data["seed"], suite_version(), clauses, path)


_HASH_LINE = re.compile(r"^(\s*hash:\s*)(\S*)(\s*)$")  # also an empty "" for a new clause
_ID_LINE = re.compile(r"^\s*-\s*id:\s*(\S+)\s*$")


def rehash_catalog(ruleset: str) -> list[str]:
    """Rewrite the ``hash:`` line of every clause whose statement changed; return their ids.

    Works line by line so the editors' comments and layout survive.
    """
    catalog = load_catalog(ruleset)
    lines = read_text_file(catalog.path).splitlines(keepends=True)
    changed: list[str] = []
    current: str | None = None
    for i, line in enumerate(lines):
        id_match = _ID_LINE.match(line)
        if id_match:
            current = id_match.group(1)
            continue
        hash_match = _HASH_LINE.match(line)
        if hash_match and current in catalog.clauses:
            clause = catalog.clauses[current]
            if clause.hash != clause.computed_hash:
                lines[i] = f'{hash_match.group(1)}"{clause.computed_hash}"\n'
                changed.append(current)
            current = None
    if changed:
        write_atomically(catalog.path, "".join(lines))  # whole or not at all; never through a link
    return changed


def clause_drift(old: list[Any], new: list[Any]) -> list[str]:
    """Why the clauses cited by an old and a new vector (or table) differ: ``[{"id", "hash"}]``."""
    old_hashes = {c["id"]: c["hash"] for c in old}
    new_hashes = {c["id"]: c["hash"] for c in new}
    reasons = []
    changed = sorted(c for c in new_hashes if c in old_hashes and old_hashes[c] != new_hashes[c])
    if changed:
        reasons.append(f"clause text changed ({', '.join(changed)})")
    if set(old_hashes) != set(new_hashes):
        reasons.append("cited clauses changed")
    return reasons

"""Loading vector files: parsed, validated against ``schemas/vector-file.schema.json``, and
turned into :class:`Vector` values.  Any problem is a :class:`SuiteDataError` naming the file,
the vector id and the JSON path."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from regelwerk.core import schemas
from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.core.paths import vectors_dir

VECTOR_FILE_SCHEMA = "vector-file.schema.json"


@dataclass(frozen=True)
class Vector:
    id: str
    ruleset: str
    description: str
    clauses: tuple[str, ...]
    interpretations: dict[str, str]
    case: Json  # {"state", "action", "dice", "interpretations"}: what goes into a run message
    expected: Json
    file: str
    raw: Json

    @cached_property
    def case_bytes(self) -> bytes:
        """The ``case`` of a run message (the input plus the rule set's name), serialised once."""
        return json.dumps({"ruleset": self.ruleset, **self.case}, separators=(",", ":"), ensure_ascii=False).encode("utf-8")

    @classmethod
    def from_json(cls, raw: Json, file: str) -> Vector:
        return cls(
            id=raw["id"],
            ruleset=raw["ruleset"],
            description=raw["description"],
            clauses=tuple(c["id"] for c in raw["clauses"]),
            interpretations=dict(raw["interpretations"]),
            case={
                "state": raw["state"],
                "action": raw["action"],
                "dice": raw["dice"],
                "interpretations": raw["interpretations"],
            },
            expected=raw["expected"],
            file=file,
            raw=raw,
        )


def read_json(path: Path) -> Json:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SuiteDataError(str(path), f"cannot read: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise SuiteDataError(str(path), f"not UTF-8 at byte {exc.start}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SuiteDataError(str(path), f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None


def _vector_id_at(data: Json, json_path: str) -> str | None:
    """The id of the vector a JSON path such as ``$.vectors[3].state`` points into."""
    prefix = "$.vectors["
    if not json_path.startswith(prefix):
        return None
    index = json_path[len(prefix) :].split("]", 1)[0]
    try:
        entry = data["vectors"][int(index)]
    except (ValueError, IndexError, KeyError, TypeError):
        return None
    return entry.get("id") if isinstance(entry, dict) else None


def load_vector_file(path: Path) -> list[Vector]:
    data = read_json(path)
    error = schemas.first_error(VECTOR_FILE_SCHEMA, data)
    if error is not None:
        raise SuiteDataError(
            str(path),
            error.message if len(error.message) < 300 else error.message[:300] + " …",
            vector_id=_vector_id_at(data, error.json_path),
            json_path=error.json_path,
        )
    vectors = [Vector.from_json(raw, str(path)) for raw in data["vectors"]]
    for i, vector in enumerate(vectors):
        if vector.ruleset != data["ruleset"]:
            raise SuiteDataError(str(path), f"vector of rule set {vector.ruleset!r} in a {data['ruleset']!r} file", vector.id, f"$.vectors[{i}].ruleset")
    return vectors


def vector_files(suites: Iterable[str] | None = None, root: Path | None = None) -> list[Path]:
    root = root or vectors_dir()
    names = list(suites) if suites else sorted(p.name for p in root.iterdir() if p.is_dir())
    files: list[Path] = []
    for name in names:
        folder = root / name
        if not folder.is_dir():
            raise SuiteDataError(str(folder), f"no vectors for suite {name!r}")
        files.extend(sorted(folder.glob("*.json")))
    return files


def load_vectors(suites: Iterable[str] | None = None, root: Path | None = None) -> list[Vector]:
    """All vectors of the named suites (all suites if none), ids checked for uniqueness."""
    vectors: list[Vector] = []
    seen: dict[str, str] = {}
    for path in vector_files(suites, root):
        for vector in load_vector_file(path):
            if vector.id in seen:
                raise SuiteDataError(str(path), f"vector id also used in {seen[vector.id]}", vector.id)
            seen[vector.id] = str(path)
            vectors.append(vector)
    return vectors

"""Reading a vector tree for ``regelwerk diff``: a folder of ``<rule set>/*.json`` and
``<rule set>/tables/*.json`` (the suite's ``vectors/``, a copy of it, or the ``vectors/`` of a
git revision extracted by :func:`tree_at_revision`).

Each file is checked against its schema (a vector file or a table) and the rows of a table are
expanded into their vectors, as ``verify`` reads them; the clauses a vector cites are *not*
checked against today's catalogs, because an old tree may cite a clause that is gone since.
Any problem is a :class:`SuiteDataError` naming the file, the vector id and the JSON path.
"""

from __future__ import annotations

import io
import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path

from regelwerk.core.canonical import Json
from regelwerk.core.errors import SuiteDataError
from regelwerk.suite.vectors import (
    TABLE_KIND,
    TABLES_FOLDER,
    VECTOR_FILE_SCHEMA,
    VECTOR_TABLE_SCHEMA,
    read_json,
    schema_error,
    table_shape_error,
    vectors_of,
)


@dataclass(frozen=True)
class TreeVector:
    id: str
    ruleset: str
    raw: Json  # the whole vector (a table row expanded)
    file: str  # relative to the tree

    @property
    def source(self) -> str:
        provenance = self.raw.get("provenance") or {}
        if "feature" in provenance:
            line = provenance.get("example_line") or provenance.get("line")
            return f"features/{provenance['feature']}:{line}"
        if "row" in provenance:
            return f"{self.file} row {provenance['row']}"
        return self.file


def vectors_folder(path: Path) -> Path:
    """The folder that holds the rule sets' vector folders: ``path`` itself, or its ``vectors/``
    (so a checkout or an unpacked suite can be named as well)."""
    return path / "vectors" if (path / "vectors").is_dir() else path


def load_tree(path: Path) -> dict[str, TreeVector]:
    """Every vector of a tree by id."""
    root = vectors_folder(path)
    if not root.is_dir():
        raise SuiteDataError(str(path), "not a folder of vectors (<rule set>/*.json)")
    found: dict[str, TreeVector] = {}
    files = [p for folder in sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")) for p in _files(folder)]
    if not files:
        raise SuiteDataError(str(path), "holds no vector files (<rule set>/*.json or <rule set>/tables/*.json)")
    for file in files:
        relative = file.relative_to(root).as_posix()
        data = read_json(file)
        is_table = isinstance(data, dict) and data.get("kind") == TABLE_KIND
        error = schema_error(file, data, VECTOR_TABLE_SCHEMA if is_table else VECTOR_FILE_SCHEMA)
        if error is None and is_table:
            error = table_shape_error(file, data)
        if error is not None:
            raise error
        for vector in vectors_of(data, str(file)):
            if vector.id in found:
                raise SuiteDataError(str(file), f"the id is also used in {found[vector.id].file}", vector_id=vector.id)
            found[vector.id] = TreeVector(vector.id, vector.ruleset, vector.raw, relative)
    return found


def _files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.json")) + sorted((folder / TABLES_FOLDER).glob("*.json"))


def tree_at_revision(repository: Path, revision: str, into: Path) -> Path:
    """Extract ``vectors/`` as it is at a git revision into the folder ``into``; return it.

    A revision git does not know, or a folder that is not in a git repository, is a
    :class:`SuiteDataError` naming the revision."""
    try:
        archive = subprocess.run(
            ["git", "-C", str(repository), "archive", "--format=tar", revision, "--", "vectors"],
            capture_output=True,
            check=False,
        )
    except FileNotFoundError:
        raise SuiteDataError(revision, "is not a folder, and git (to read it as a revision) is not installed") from None
    if archive.returncode != 0:
        why = archive.stderr.decode("utf-8", "replace").strip().splitlines()
        raise SuiteDataError(revision, f"neither a folder nor a git revision with vectors/ in {repository}: {why[-1] if why else 'git failed'}")
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(into, filter="data")
    return into / "vectors"

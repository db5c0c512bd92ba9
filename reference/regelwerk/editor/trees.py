"""Reading a vector tree for ``regelwerk diff``: a folder of ``<rule set>/*.json`` and
``<rule set>/tables/*.json`` (the suite's ``vectors/``, a copy of it, or the ``vectors/`` of a
git revision extracted by :func:`tree_at_revision`).

Each file is checked against its schema (a vector file, a table or a distribution file) and the rows of a table are
expanded into their vectors, as ``verify`` reads them; the clauses a vector cites are *not*
checked against today's catalogs, because an old tree may cite a clause that is gone since.
Any problem is a :class:`SuiteDataError` naming the file, the vector id and the JSON path.
"""

from __future__ import annotations

import re
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from regelwerk.core.bounded import read_json_file
from regelwerk.core.canonical import Json
from regelwerk.core.errors import RefusedFile, SuiteDataError
from regelwerk.core.reading import MAX_FILE_BYTES, list_files, list_folders, root_of
from regelwerk.suite.vectors import (
    DISTRIBUTION_FILE_SCHEMA,
    DISTRIBUTIONS_KIND,
    TABLE_KIND,
    TABLES_FOLDER,
    VECTOR_FILE_SCHEMA,
    VECTOR_TABLE_SCHEMA,
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
        if "base" in provenance:  # a switch combination (suite/combinations.py)
            return f"{self.file} (combination of {provenance['base']})"
        return self.file


def vectors_folder(path: Path) -> Path:
    """The folder that holds the rule sets' vector folders: ``path`` itself, or its ``vectors/``
    (so a checkout or an unpacked suite can be named as well)."""
    return path / "vectors" if (path / "vectors").is_dir() else path


def load_tree(path: Path) -> dict[str, TreeVector]:
    """Every vector of a tree by id.  The tree's files are read confined to ``path`` (or to the
    data root, where the tree lies inside it): a link that leads out of it, a FIFO or a file
    past the size bound is a :class:`~regelwerk.core.errors.RefusedFile`."""
    root = vectors_folder(path)
    if not root.is_dir():
        raise SuiteDataError(str(path), "not a folder of vectors (<rule set>/*.json)")
    confined = tree_root(path)
    found: dict[str, TreeVector] = {}
    folders = [p for p in list_folders(root, confined) if not p.name.startswith(".")]
    files = [p for folder in folders for p in _files(folder, confined)]
    if not files:
        raise SuiteDataError(str(path), "holds no vector files (<rule set>/*.json or <rule set>/tables/*.json)")
    for file in files:
        relative = file.relative_to(root).as_posix()
        data = read_json_file(file, confined)
        kind = data.get("kind") if isinstance(data, dict) else None
        is_table = kind == TABLE_KIND
        schema = {TABLE_KIND: VECTOR_TABLE_SCHEMA, DISTRIBUTIONS_KIND: DISTRIBUTION_FILE_SCHEMA}.get(str(kind), VECTOR_FILE_SCHEMA)
        error = schema_error(file, data, schema)
        if error is None and is_table:
            error = table_shape_error(file, data)
        if error is not None:
            raise error
        for vector in vectors_of(data, str(file)):
            if vector.id in found:
                raise SuiteDataError(str(file), f"the id is also used in {found[vector.id].file}", vector_id=vector.id)
            found[vector.id] = TreeVector(vector.id, vector.ruleset, vector.raw, relative)
    return found


def tree_root(path: Path) -> Path:
    """The folder a tree's files are confined to: the data root if the tree lies inside it, else
    the folder named."""
    return root_of(path) or path


def _files(folder: Path, root: Path) -> list[Path]:
    return list_files(folder, "*.json", root) + list_files(folder / TABLES_FOLDER, "*.json", root)


# A revision's vectors/ as a tar stream: bounded in total, as every data file is on its own.
MAX_TREE_BYTES = 1024 * 2**20


def resolve_revision(repository: Path, revision: str) -> str:
    """The commit a revision names (its full hash), asked of git with the revision after
    ``--end-of-options``, so that nothing the user typed ever reaches git as an option; a
    revision that starts with ``-`` is refused before git runs.  Unknown revision, no git
    repository, no git: a :class:`SuiteDataError` naming the revision."""
    if not revision or revision.startswith("-") or any(ord(c) < 0x20 for c in revision):
        raise SuiteDataError(
            revision or "OLD", "is neither a folder nor a git revision (a revision is not empty and does not start with '-')"
        )
    try:
        answer = subprocess.run(
            ["git", "-C", str(repository), "rev-parse", "--verify", "--quiet", "--end-of-options", f"{revision}^{{commit}}"],
            capture_output=True,
            check=False,
            stdin=subprocess.DEVNULL,
        )
    except FileNotFoundError:
        raise SuiteDataError(revision, "is not a folder, and git (to read it as a revision) is not installed") from None
    commit = answer.stdout.decode("ascii", "replace").strip()
    if answer.returncode != 0 or not _COMMIT.fullmatch(commit):
        raise SuiteDataError(revision, f"neither a folder nor a git revision in {repository}")
    return commit


_COMMIT = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")


def tree_at_revision(repository: Path, revision: str, into: Path) -> Path:
    """Extract ``vectors/`` as it is at a git revision into the folder ``into``; return it.

    The revision is resolved to a commit first (:func:`resolve_revision`); ``git archive`` gets
    only that hash.  Only folders and regular files are extracted, each within the size bound
    of a data file and all together within :data:`MAX_TREE_BYTES`: a symbolic link (or any
    other kind of entry) in the revision's ``vectors/`` is a
    :class:`~regelwerk.core.errors.RefusedFile`.  A revision git does not know, or a folder
    that is not in a git repository, is a :class:`SuiteDataError` naming the revision."""
    commit = resolve_revision(repository, revision)
    with tempfile.TemporaryFile() as errors:
        try:
            git = subprocess.Popen(
                ["git", "-C", str(repository), "archive", "--format=tar", commit, "--", "vectors"],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=errors,
            )
        except FileNotFoundError:
            raise SuiteDataError(revision, "is not a folder, and git (to read it as a revision) is not installed") from None
        assert git.stdout is not None
        try:
            _extract(git.stdout, revision, into)
            while git.stdout.read(2**16):  # the padding after the last entry
                pass
        except tarfile.TarError:
            pass  # git failed (no vectors/ at that revision): said below
        except BaseException:
            git.kill()  # stopped early (a refused entry, an interrupt): git must not outlive the command
            raise
        finally:
            git.stdout.close()
            git.wait()
        if git.returncode != 0 or not (into / "vectors").is_dir():
            errors.seek(0)
            why = errors.read().decode("utf-8", "replace").strip().splitlines()
            raise SuiteDataError(revision, f"a git revision without vectors/ in {repository}: {why[-1] if why else 'git failed'}")
    return into / "vectors"


def _extract(stream: IO[bytes], revision: str, into: Path) -> None:
    total = 0
    with tarfile.open(fileobj=stream, mode="r|") as tar:
        for member in tar:
            where = f"{revision}:{member.name}"
            if member.isdir():
                pass
            elif not member.isfile():
                raise RefusedFile(where, "is not a regular file in the revision (a symbolic link?); nothing is extracted")
            elif member.size > MAX_FILE_BYTES:
                raise RefusedFile(where, f"has {member.size:,} bytes, more than the {MAX_FILE_BYTES:,} a data file may have")
            total += member.size
            if total > MAX_TREE_BYTES:
                raise RefusedFile(revision, f"its vectors/ hold more than {MAX_TREE_BYTES:,} bytes; nothing more is extracted")
            tar.extract(member, into, filter="data")

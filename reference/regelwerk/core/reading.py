"""Reading a data folder that may come from a pull request: untrusted input.

A CI job runs ``regelwerk check`` (or ``fill``, ``verify``, ``diff`` …) on the data folder of a
pull request, so a file in it may be anything its author could commit: a symbolic link to
``/proc/self/environ`` or to a secret beside the checkout, a FIFO that blocks whoever opens it,
a file of gigabytes.  Every file the suite reads from a data folder goes through
:func:`read_bytes` (or :func:`read_text`), and every folder it lists through
:func:`list_files` or :func:`walk_files`:

* **confined**: a path inside the data root (``--data``, ``REGELWERK_DATA`` or the suite's own
  folder, :func:`regelwerk.core.paths.data_root`) is resolved, every symbolic link followed, and
  must still lie inside the data root (below ``features/``, ``schemas/`` or ``vectors/``: inside
  that folder, :func:`root_of`).  A link that leaves it (the file, or a folder on its way)
  is refused before anything behind it is opened or listed; a link that stays inside is read.
* **regular files only**: the resolved path is examined with ``stat`` before it is opened; a
  FIFO, a socket, a device or a folder is refused without being opened.  The open itself uses
  ``O_NONBLOCK`` and ``O_NOFOLLOW`` and the descriptor is examined again with ``fstat``, so a
  file swapped in meanwhile is neither followed nor waited for.
* **bounded**: a data file has at most :data:`MAX_FILE_BYTES` bytes (the largest file of the
  suite has well under a megabyte); a larger one is refused from its size, unread.

A refusal is a :class:`~regelwerk.core.errors.RefusedFile` that names the path and what is
wrong, never the content.  A file the user names on the command line outside the data root
(an expectation file, a report, ``--vectors`` files) is the user's choice and not confined, but
must be a regular file within the bound all the same; files found below a folder named by
``--vectors`` are confined to that folder (:func:`confine`).
"""

from __future__ import annotations

import fnmatch
import os
import stat
from collections import deque
from pathlib import Path

from regelwerk.core.errors import RefusedFile

MAX_FILE_BYTES = 32 * 2**20  # 32 MiB
_CHUNK = 2**20
_OPEN_FLAGS = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def data_root_or_none() -> Path | None:
    """The data root, or ``None`` where there is none (then nothing is confined to it)."""
    from regelwerk.core import paths

    try:
        return paths.data_root()
    except FileNotFoundError:
        return None


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


DATA_FOLDERS = ("features", "schemas", "vectors")


def root_of(path: Path) -> Path | None:
    """The folder ``path`` is confined to: for a path inside one of the data root's
    ``features/``, ``schemas/`` and ``vectors/`` (as written, or normalised), that folder (its
    real path); for another path inside the data root, the data root; else ``None``: a path of
    the user's own choosing outside the data folder.

    The three folders are roots of their own because whoever sets ``REGELWERK_DATA`` may compose
    a data root of linked folders (the tests do); ``--data``, the option a CI job points at a
    pull request, refuses a data folder whose three folders lead out of it (``regelwerk.cli``),
    so there the data root confines everything."""
    root = data_root_or_none()
    if root is None:
        return None
    written = os.path.join(os.getcwd(), os.fspath(path))
    for candidate in (written, os.path.abspath(written)):
        if _inside(candidate, str(root)):
            top = candidate[len(str(root)) :].lstrip(os.sep).split(os.sep, 1)[0]
            return Path(os.path.realpath(root / top)) if top in DATA_FOLDERS else root
    return None


def confine(path: Path, root: Path | None) -> str:
    """The real path of ``path`` (every link resolved); a :class:`RefusedFile` if ``root`` is
    given and the real path lies outside it (for a path in the data folder: outside it and
    outside the data root as well, so that a link from one data folder to another is read)."""
    real = os.path.realpath(path)
    if root is None or _inside(real, os.path.realpath(root)):
        return real
    data = data_root_or_none()
    if data is not None and root_of(path) is not None and _inside(real, os.path.realpath(data)):
        return real
    raise RefusedFile(str(path), f"leads out of the data folder {data if root_of(path) else root} (a symbolic link); it is not read")


def kind_of(mode: int) -> str | None:
    """What a file that is not a regular file is, in words; ``None`` for a regular file."""
    if stat.S_ISREG(mode):
        return None
    for test, name in (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISLNK, "a symbolic link"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def _check(path: Path, info: os.stat_result, limit: int) -> None:
    kind = kind_of(info.st_mode)
    if kind is not None:
        raise RefusedFile(str(path), f"is {kind}, not a regular file; it is not opened")
    if info.st_size > limit:
        raise RefusedFile(str(path), f"has {info.st_size:,} bytes, more than the {limit:,} a data file may have; it is not read")


def require_regular(path: Path, root: Path | None | bool = True, limit: int = MAX_FILE_BYTES) -> None:
    """What :func:`read_bytes` checks before it opens a file, for a file another reader opens
    (a report handed to the harness's reader): confined, a regular file, within the bound.  A
    missing file is left to that reader to say."""
    folder = root_of(path) if root is True else root or None
    real = confine(path, folder)
    try:
        info = os.stat(real)
    except OSError:
        return
    _check(path, info, limit)


def read_bytes(path: Path, root: Path | None | bool = True, limit: int = MAX_FILE_BYTES) -> bytes:
    """The content of a regular file, confined and bounded as the module says.

    ``root``: ``True`` (the default) confines to the data root if ``path`` lies inside it
    (:func:`root_of`); a folder confines to that folder; ``None`` or ``False`` does not confine.
    A missing or unreadable file raises the :class:`OSError` (callers word it); every refusal
    is a :class:`RefusedFile`."""
    folder = root_of(path) if root is True else root or None
    real = confine(path, folder)
    _check(path, os.stat(real), limit)
    fd = os.open(real, _OPEN_FLAGS)
    try:
        _check(path, os.fstat(fd), limit)
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, _CHUNK)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:  # grew since it was examined (or a file that reports no size)
                raise RefusedFile(str(path), f"has more than the {limit:,} bytes a data file may have; it is not read")
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_text(path: Path, root: Path | None | bool = True, limit: int = MAX_FILE_BYTES) -> str:
    """:func:`read_bytes` decoded as UTF-8 (a :class:`UnicodeDecodeError` for what is not)."""
    return read_bytes(path, root, limit).decode("utf-8")


def exists(path: Path) -> bool:
    """Whether anything is at ``path`` (a broken link, a FIFO too): the reader then says what."""
    return os.path.lexists(path)


def _entries(folder: Path, root: Path | None | bool) -> tuple[Path | None, list[os.DirEntry[str]]]:
    """The root ``folder`` is confined to, and its entries (none if it is missing or not a
    folder); ``folder`` is confined as by :func:`read_bytes` before it is listed."""
    confined = root_of(folder) if root is True else root or None
    real = confine(folder, confined)
    if not os.path.isdir(real):
        return confined, []
    with os.scandir(real) as scanned:
        return confined, list(scanned)


def list_files(folder: Path, pattern: str = "*", root: Path | None | bool = True) -> list[Path]:
    """The entries of ``folder`` whose names match ``pattern`` (``fnmatch``, case-sensitive),
    sorted, folders left out; none if ``folder`` is missing or not a folder.  Entries of every
    other kind are listed (a FIFO, a link): the reader refuses them with a message, so that
    nothing named like a data file is silently skipped.  ``folder`` is confined as by
    :func:`read_bytes`, before it is listed."""
    _, entries = _entries(folder, root)
    return sorted(folder / e.name for e in entries if fnmatch.fnmatchcase(e.name, pattern) and not e.is_dir(follow_symlinks=False))


def list_folders(folder: Path, root: Path | None | bool = True) -> list[Path]:
    """The folders in ``folder``, sorted (a linked one too, where it stays inside the root: one
    that leaves it is a :class:`RefusedFile`); none if ``folder`` is missing."""
    confined, entries = _entries(folder, root)
    found = []
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):
            found.append(folder / entry.name)
        elif entry.is_symlink() and entry.is_dir(follow_symlinks=True):
            confine(folder / entry.name, confined)
            found.append(folder / entry.name)
    return sorted(found)


def walk_files(folder: Path, pattern: str, root: Path | None | bool = True) -> list[Path]:
    """Every entry matching ``pattern`` in ``folder`` and the folders below it, sorted (folders
    left out, as :func:`list_files`).  A linked folder is followed only where it stays inside
    the root (once: a loop of links ends); one that leaves it is a :class:`RefusedFile`."""
    confined = root_of(folder) if root is True else root or None
    found: list[Path] = []
    seen: set[str] = set()
    pending = deque([folder])  # breadth first, each folder's own subfolders before its links
    while pending:
        current = pending.popleft()
        real = confine(current, confined)
        if real in seen or not os.path.isdir(real):
            continue
        seen.add(real)
        folders, links = [], []
        with os.scandir(real) as entries:
            for entry in sorted(entries, key=lambda e: e.name):
                child = current / entry.name
                if entry.is_dir(follow_symlinks=False):
                    folders.append(child)
                elif entry.is_symlink() and entry.is_dir(follow_symlinks=True):
                    confine(child, confined)  # a linked folder: refused if it leaves the root
                    links.append(child)
                elif fnmatch.fnmatchcase(entry.name, pattern):
                    found.append(child)
        pending.extend(folders + links)
    return sorted(found)

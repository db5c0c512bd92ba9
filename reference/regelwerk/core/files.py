"""Writing output files safely: checked before the work starts, written whole or not at all.

Every file a command writes (vector files and tables from ``regelwerk fill``, reports and
expectation files from ``regelwerk verify``) goes through :func:`write_atomically`: a temporary
file in the same folder, then a rename, so a reader sees the old content or the new one, never
half of it.  Only regular files are ever replaced: a symbolic link, a FIFO, a device or a socket
at the target is an error, not something to write through or over.

:func:`check_output_path` answers "can this be written?" *before* a long run starts, so that a
typo in ``--report`` does not cost the user the run.
"""

from __future__ import annotations

import argparse
import os
import stat
import tempfile
from pathlib import Path


class OutputPathError(Exception):
    """An output path that cannot (or must not) be written; ``message`` says why."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def _kind_of(mode: int) -> str | None:
    """What a non-regular file is, in words; ``None`` for a regular file."""
    if stat.S_ISREG(mode):
        return None
    for test, name in (
        (stat.S_ISLNK, "a symbolic link"),
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def check_output_path(path: Path) -> None:
    """Raise :class:`OutputPathError` unless ``path`` can be written as a regular file.

    Refused: a path whose folder does not exist or cannot be written to, and an existing path
    that is a symbolic link, a directory, a FIFO, a socket or a device, or is not writable.
    """
    try:
        info = _lstat(path)
    except NotADirectoryError:  # a file on the way: say which
        raise OutputPathError(path, missing_folder(path.parent)) from None
    except OSError as exc:
        raise OutputPathError(path, f"cannot be examined: {exc.strerror}") from None
    _refuse_special(path, info)
    if info is not None and not _writable(path, info):
        raise OutputPathError(path, "is not writable")
    folder = path.parent
    if not folder.is_dir():
        raise OutputPathError(path, missing_folder(folder))
    if not _writable(folder, folder.stat()):
        raise OutputPathError(path, f"the folder {folder} is not writable")


def missing_folder(folder: Path) -> str:
    """Why ``folder`` is not a folder one can write into, in words: it does not exist, or it (or
    the nearest thing on its way that exists) is a file, a link or something else."""
    for ancestor in (folder, *folder.parents):
        try:
            info = os.lstat(ancestor)
        except OSError:
            continue
        if stat.S_ISDIR(info.st_mode) or (stat.S_ISLNK(info.st_mode) and ancestor.is_dir()):
            return f"the folder {folder} does not exist"
        kind = _kind_of(info.st_mode) or "a file"
        if ancestor == folder:
            return f"{folder} is {kind}, not a folder"
        return f"the folder {folder} cannot exist: {ancestor} is {kind}, not a folder"
    return f"the folder {folder} does not exist"


def make_folder(folder: Path) -> None:
    """Make ``folder`` unless it is one already: only the folder named, never a missing parent
    (a missing parent is more likely a typo than a wish), and never where something else (a file,
    a dangling link) has the name.  :class:`OutputPathError` says why not: its message starts
    with "is not a folder" or "cannot be made"."""
    if folder.is_dir():
        return
    if os.path.lexists(folder):
        raise OutputPathError(folder, f"is not a folder: {missing_folder(folder)}")
    if not folder.parent.is_dir():
        raise OutputPathError(folder, f"cannot be made: {missing_folder(folder.parent)}")
    try:
        folder.mkdir()
    except FileExistsError:
        if not folder.is_dir():  # something else appeared meanwhile
            raise OutputPathError(folder, f"is not a folder: {missing_folder(folder)}") from None
    except OSError as exc:
        raise OutputPathError(folder, f"cannot be made: {exc.strerror}") from None


def path_argument(text: str) -> Path:
    """A path given on the command line (an ``argparse`` type); an empty one is a usage error:
    ``Path("")`` is the current folder, which nobody means by an empty argument (an unset
    variable in a CI script)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty path (name a file or folder; `.` is the current folder)")
    return Path(text)


def _writable(path: Path, info: os.stat_result) -> bool:
    """Writable for us, and not read-only for everyone: without a single write bit a file or
    folder is meant to stay as it is, even for root (whom ``access`` lets write anything)."""
    return os.access(path, os.W_OK | (os.X_OK if stat.S_ISDIR(info.st_mode) else 0)) and bool(info.st_mode & 0o222)


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None


def _refuse_special(path: Path, info: os.stat_result | None) -> None:
    kind = _kind_of(info.st_mode) if info is not None else None
    if kind is not None:
        raise OutputPathError(path, f"is {kind}; only a regular file is written")


def _umask() -> int:
    """The process's umask (read by setting it and setting it back: there is no getter)."""
    current = os.umask(0o022)
    os.umask(current)
    return current


def write_atomically(path: Path, text: str, *, create_folder: bool = False) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``path`` whole or not at all.

    A temporary file in the same folder, then a rename.  A new file gets the mode the user's
    umask allows (``0o666 & ~umask``), a replaced one keeps its mode.  A target that exists and
    is not a regular file is refused with :class:`OutputPathError` (checked again here, right
    before the rename, not only by :func:`check_output_path`).  ``create_folder`` creates the
    missing folders first (``regelwerk fill`` writing a new table folder).
    """
    if create_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    info = _lstat(path)
    _refuse_special(path, info)
    mode = stat.S_IMODE(info.st_mode) if info is not None else 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, mode)  # mkstemp creates 0600: the user's umask decides, as for any new file
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        _refuse_special(path, _lstat(path))  # something else put there meanwhile is still never replaced
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

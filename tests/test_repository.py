"""The repository holds no file that points into a development machine: no committed symbolic
link that leaves the repository (a link into a virtual environment or a work tree is meaningless
in a clone), and every file the README's commands write in a checkout is ignored.  The README's
commands run in the order they are listed: a file one reads was written by one before it."""

from __future__ import annotations

import posixpath
import re
import shlex
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
LINK_MODE = "120000"
WRITES = ("--report", "--save-expect", "-o", "--output")  # options of regelwerk commands that name a file or folder written
READS = ("--expect",)
SEPARATORS = {"&&", "||", ";", "|"}


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(REPO), *args], capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def tracked() -> list[str]:
    if not (REPO / ".git").exists():
        pytest.skip("not a git checkout (an unpacked wheel or sdist)")
    return _git("ls-files", "-s").splitlines()


# -- symbolic links ----------------------------------------------------------------------------------


def escaping_links(entries: list[str], target_of: Callable[[str], str]) -> list[str]:
    """The committed symbolic links (``git ls-files -s`` lines) whose target is absolute or leads
    out of the repository, each as ``path -> target``; ``target_of`` reads a link's blob."""
    found = []
    for entry in entries:
        meta, path = entry.split("\t", 1)
        mode, blob = meta.split()[:2]
        if mode != LINK_MODE:
            continue
        target = target_of(blob)
        inside = posixpath.normpath(posixpath.join(posixpath.dirname(path), target))
        if posixpath.isabs(target) or inside == ".." or inside.startswith("../"):
            found.append(f"{path} -> {target}")
    return found


def test_no_committed_symbolic_link_leaves_the_repository(tracked):
    assert escaping_links(tracked, lambda blob: _git("cat-file", "blob", blob)) == []


def test_a_link_out_of_the_repository_or_to_an_absolute_path_is_found():
    targets = {"a": "/home/dev/.venv", "b": "../../elsewhere", "c": "docs/README.md", "d": "../x", "e": "../x"}
    entries = [
        f"{LINK_MODE} a 0\t.venv-integ",  # the link that was once committed
        f"{LINK_MODE} b 0\tdocs/out",
        f"{LINK_MODE} c 0\tdocs-link",  # inside: allowed
        f"{LINK_MODE} d 0\tdocs/sibling",  # docs/../x is x: inside
        f"{LINK_MODE} e 0\tup",  # ../x from the top leaves
        "100644 f 0\tREADME.md",
    ]
    assert escaping_links(entries, targets.__getitem__) == [".venv-integ -> /home/dev/.venv", "docs/out -> ../../elsewhere", "up -> ../x"]


# -- what the README's commands write ------------------------------------------------------------------


def readme_commands(text: str) -> Iterator[list[str]]:
    """Every ``regelwerk`` command of the README, in order: from the ``sh`` blocks (continued
    lines joined, comments dropped) and from inline code."""
    for block, inline in re.findall(r"```sh\n(.*?)```|`([^`\n]+)`", text, re.S):
        for line in (block.replace("\\\n", " ").splitlines() if block else [inline]):
            try:
                words = shlex.split(line, comments=True)
            except ValueError:
                continue
            command: list[str] = []
            for word in [*words, ";"]:
                if word in SEPARATORS:
                    if command and command[0].endswith("regelwerk") and len(command) > 1:
                        yield command
                    command = []
                else:
                    command.append(word)


def _is_path(word: str) -> bool:
    """A literal path, not a shell variable (``$REPORT``) or a placeholder (``OUT_DIR``)."""
    return "$" not in word and not re.fullmatch(r"[A-Z_]+", word)


def _after(command: list[str], options: tuple[str, ...]) -> list[str]:
    return [command[i + 1] for i, word in enumerate(command[:-1]) if word in options and _is_path(command[i + 1])]


def written(command: list[str]) -> list[str]:
    """What a command writes: the values of the output options, and the folder of ``docs``."""
    out = _after(command, WRITES)
    if command[1] == "docs":
        out += [w.rstrip("/") + "/" for w in command[2:3] if not w.startswith("-") and _is_path(w)]
    return out


def test_every_file_a_readme_command_writes_is_ignored(tracked):
    paths = sorted({path for command in readme_commands(README.read_text(encoding="utf-8")) for path in written(command)})
    assert {"results.ndjson", "results.xml", "known-failures.yaml", "site/", "badges/", "part-2.ndjson"} <= set(paths), paths
    for path in [*paths, ".venv-integ"]:
        probe = path.replace("*", "1") + ("index.html" if path.endswith("/") else "")
        assert _git("check-ignore", "--no-index", probe).strip() == probe, f"{path} (written by a README command) is not ignored"


def test_the_readme_writes_a_file_before_a_command_reads_it():
    made: set[str] = set()
    for command in readme_commands(README.read_text(encoding="utf-8")):
        for path in _after(command, READS):
            assert path in made, f"`{shlex.join(command)}` reads {path}, which no README command before it writes"
        made.update(written(command))

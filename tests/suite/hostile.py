"""Hostile data folders, as a pull request to a rule-text repository could make them, for the
tests that run every command against them (``tests/suite/test_hostile_data.py``).

Each folder is a small complete suite (every rule set's catalog, register and glossary, every
schema, two features of Standardaktionen with their vector files and golden playthrough: a few
hundred kilobytes, not the whole suite) with one hostile change.  Beside it lies a secret file
whose content must never appear in any output."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RULESET = "standardaktionen"  # no generated tables: a fill or check of it is quick
FEATURE = "fragen"
FEATURES = (FEATURE, "zug")  # zug: accepted vectors without interpretations, which smoke sends
SECRET = "geheim-3b8e1d-must-never-be-printed"
SWITCH = "SA-A-ORTHOLINEAR=mit-diagonalen"  # for impact


def build_base(root: Path) -> Path:
    """The small complete suite at ``root`` (made), and the secret beside it: ``root.parent /
    'secret.txt'``."""
    shutil.copytree(REPO / "schemas", root / "schemas")
    (root / "features").mkdir(parents=True)
    shutil.copy(REPO / "features" / "suite.yaml", root / "features" / "suite.yaml")
    for folder in sorted(p for p in (REPO / "features").iterdir() if p.is_dir()):
        (root / "features" / folder.name).mkdir()
        for path in folder.glob("*.yaml"):
            shutil.copy(path, root / "features" / folder.name / path.name)
        (root / "vectors" / folder.name).mkdir(parents=True)
    for name in FEATURES:
        shutil.copy(REPO / "features" / RULESET / f"{name}.feature", root / "features" / RULESET)
        shutil.copy(REPO / "vectors" / RULESET / f"{name}.json", root / "vectors" / RULESET)
    shutil.copytree(REPO / "vectors" / RULESET / "partien", root / "vectors" / RULESET / "partien")
    (root.parent / "secret.txt").write_text(f"{SECRET}\n", encoding="utf-8")
    return root


def _link_out(relative: str) -> Callable[[Path], None]:
    def make(root: Path) -> None:
        path = root / relative
        path.unlink(missing_ok=True)
        path.symlink_to(root.parent / "secret.txt")

    return make


def _fifo(relative: str) -> Callable[[Path], None]:
    def make(root: Path) -> None:
        path = root / relative
        path.unlink(missing_ok=True)
        os.mkfifo(path)

    return make


def _huge(relative: str) -> Callable[[Path], None]:
    def make(root: Path) -> None:
        from regelwerk.core.reading import MAX_FILE_BYTES

        with (root / relative).open("wb") as handle:  # sparse: no disk, no time to make
            handle.truncate(MAX_FILE_BYTES + 1)

    return make


def billion_laughs(levels: int = 9) -> str:
    """About 300 bytes of YAML that stand for 9**9 values once the aliases are expanded."""
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


def _alias_bomb(relative: str) -> Callable[[Path], None]:
    def make(root: Path) -> None:
        (root / relative).write_text(billion_laughs(), encoding="utf-8")

    return make


def _playthrough_id(root: Path) -> None:
    """A scenario whose vector id is the golden playthrough's, ``standardaktionen/partien/partie-1``."""
    feature = root / "features" / RULESET / f"{FEATURE}.feature"
    text = feature.read_text(encoding="utf-8")
    start = text.index("  @klausel:SA-SPL-1 @klausel:SA-BEW-8\n  Szenario: Zu Beginn eines Zuges")
    end = text.index("\n\n  @", start)
    block = text[start:end].replace("  Szenario: Zu Beginn eines Zuges wählt der Spieler eine seiner Einheiten ohne Zug", "  Szenariogrundriss: Partien")
    feature.write_text(text + "\n" + block + "\n\n    Beispiele:\n      | Fall     |\n      | Partie 1 |\n", encoding="utf-8")


def _playthrough_id_on_disk(root: Path) -> None:
    """The same scenario, and its vector written to disk as an older ``fill`` did (``verify``
    then refuses the suite)."""
    import json

    _playthrough_id(root)
    path = root / "vectors" / RULESET / f"{FEATURE}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    clash = dict(data["vectors"][0], id=f"{RULESET}/partien/partie-1")
    data["vectors"].append(clash)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def _features_folder_out(root: Path) -> None:
    """``features/`` itself a link to a copy outside the data folder."""
    elsewhere = root.parent / "elsewhere-features"
    shutil.move(root / "features", elsewhere)
    (root / "features").symlink_to(elsewhere, target_is_directory=True)


# name → what it does to the base.  The relative paths are of Standardaktionen, the rule set the
# commands are run on (``--suite``); the catalogs and registers of all rule sets are read by most.
VARIANTS: dict[str, Callable[[Path], None]] = {
    "feature-linked-out": _link_out(f"features/{RULESET}/{FEATURE}.feature"),
    "register-linked-out": _link_out(f"features/{RULESET}/auslegungen.yaml"),
    "vector-file-linked-out": _link_out(f"vectors/{RULESET}/{FEATURE}.json"),
    "tables-folder-linked-out": lambda root: (root / "vectors" / RULESET / "tables").symlink_to(root.parent, target_is_directory=True),
    "features-folder-linked-out": _features_folder_out,
    "feature-fifo": _fifo(f"features/{RULESET}/zz.feature"),
    "vector-fifo": _fifo(f"vectors/{RULESET}/zz.json"),
    "catalog-fifo": _fifo(f"features/{RULESET}/klauseln.yaml"),
    "huge-vector-file": _huge(f"vectors/{RULESET}/zz.json"),
    "catalog-alias-bomb": _alias_bomb(f"features/{RULESET}/klauseln.yaml"),
    "register-alias-bomb": _alias_bomb(f"features/{RULESET}/auslegungen.yaml"),
    "playthrough-id": _playthrough_id,
    "playthrough-id-on-disk": _playthrough_id_on_disk,
}


def build(root: Path, variant: str) -> Path:
    build_base(root)
    VARIANTS[variant](root)
    return root

"""What the runner needs to know about a case beyond its input: where it comes from, which
capabilities it needs, whether it is a board-free attack case, and the names the ``--feature``
filter matches.

A case is a :class:`~regelwerk.suite.vectors.Vector` (from a vector file or a table row) or a
:class:`~regelwerk.harness.playthrough.Playthrough`; both have ``id``, ``ruleset``, ``clauses``,
``interpretations``, ``expected`` and ``file``.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path, PurePosixPath

from regelwerk.core.canonical import Json
from regelwerk.core.paths import data_root
from regelwerk.harness.playthrough import Playthrough
from regelwerk.harness.protocol import BOARD_FREE, DISTRIBUTIONS, REJECTS_MALFORMED
from regelwerk.suite.vectors import Vector

BOARD_FREE_FORM = "attacks"  # the "form" of the state of a board-free attack case (docs/protocol.md)
_NO_NEEDS: frozenset[str] = frozenset()
_MALFORMED_NEEDS = frozenset({REJECTS_MALFORMED})

Case = Vector | Playthrough


def needs(case: Case) -> frozenset[str]:
    """The capabilities an engine must declare for this case to run: a vector that expects a
    ``malformed`` rejection needs ``rejects_malformed``, a board-free attack case
    ``board_free_attacks``, a distribution vector ``distributions``."""
    if isinstance(case, Playthrough):
        return _NO_NEEDS
    expected = case.expected
    found = _MALFORMED_NEEDS if expected.get("status") == "rejected" and expected.get("error", {}).get("kind") == "malformed" else _NO_NEEDS
    if case.projection is not None:
        found = found | {DISTRIBUTIONS}
    return (found | {BOARD_FREE}) if is_board_free(case) else found


def is_board_free(case: Case) -> bool:
    """Whether a case is a board-free attack case: its state says ``"form": "attacks"`` (a
    calculator's case, ``docs/protocol.md``); a golden playthrough never is."""
    if isinstance(case, Playthrough):
        return False
    state = case.case.get("state")
    return isinstance(state, dict) and state.get("form") == BOARD_FREE_FORM


@lru_cache(maxsize=256)
def display_path(path: str) -> str:
    """A file path as reports show it: relative to the suite's data root (``vectors/…``) when it
    is the suite's own file, else relative to the working directory when below it, else as is."""
    resolved = Path(path).resolve()
    for base in (_data_root_or_none(), Path.cwd().resolve()):
        if base is not None:
            try:
                return resolved.relative_to(base).as_posix()
            except ValueError:
                continue
    return path


def _data_root_or_none() -> Path | None:
    try:
        return data_root()
    except FileNotFoundError:
        return None


def source_of(case: Case) -> Json:
    """Where a case comes from, for reports: ``{"feature", "line", "example_line"?}`` for a
    vector filled from a feature, ``{"table", "row"}`` for a table row, ``{"playthrough"}`` for a
    golden playthrough, else ``{"file"}``."""
    if isinstance(case, Playthrough):
        return {"playthrough": display_path(case.file)}
    provenance = case.raw.get("provenance") if isinstance(case.raw, dict) else None
    provenance = provenance if isinstance(provenance, dict) else {}
    if "feature" in provenance:
        source = {"feature": provenance["feature"], "line": provenance.get("line")}
        if provenance.get("example_line") is not None:
            source["example_line"] = provenance["example_line"]
        return {k: v for k, v in source.items() if v is not None}
    if "row" in provenance:
        return {"table": display_path(case.file), "row": provenance["row"]}
    return {"file": display_path(case.file)}


def source_text(source: Json, step: int | None = None) -> str:
    """``features/<rule set>/gefahren.feature:29``, ``vectors/…/duell-tabelle.json row 17``,
    ``vectors/…/partie-1.json step 12``."""
    if not source:
        return ""
    if "feature" in source:
        line = source.get("example_line", source.get("line"))
        return f"features/{source['feature']}" + (f":{line}" if line is not None else "")
    if "table" in source:
        return f"{source['table']} row {source['row']}"
    if "playthrough" in source:
        return str(source["playthrough"]) + (f" step {step}" if step is not None else "")
    return str(source.get("file", ""))


# What ``--feature`` calls every case of a kind: the folders under ``vectors/<rule set>/``.
PLAYTHROUGHS = "partien"
TABLES = "tables"
KIND_FOLDERS = (PLAYTHROUGHS, TABLES)


def feature_names(case: Case) -> frozenset[str]:
    """What ``--feature NAME`` matches: for a vector from a feature the feature's file stem
    (``gefahren``) and its path relative to ``features/`` with and without ``.feature``
    (``<rule set>/gefahren.feature``); for a table row or a playthrough its file's stem
    and name (``duell-tabelle``, ``partie-1.json``) and the name of its kind, ``tables`` or
    ``partien`` (every table row, every playthrough); a derived vector (``provenance.derived_from``)
    by both, the feature of its source and its own file (``rechner``)."""
    provenance = case.raw.get("provenance", {}) if isinstance(case, Vector) and isinstance(case.raw, dict) else {}
    name = os.path.basename(case.file)
    own = frozenset({name, name.removesuffix(".json")})
    if isinstance(case, Playthrough):
        return own | {PLAYTHROUGHS}
    if isinstance(provenance, dict) and "row" in provenance:
        return own | {TABLES}
    if isinstance(provenance, dict) and isinstance(provenance.get("feature"), str):
        relative = PurePosixPath(provenance["feature"])
        source = frozenset({relative.stem, relative.name, str(relative), str(relative.with_suffix(""))})
        return source | own if "derived_from" in provenance else source
    return own

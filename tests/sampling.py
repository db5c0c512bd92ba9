"""A deterministic sample of the suite's vectors, as a vector folder for ``verify --vectors``.

Running every vector through a ``regelwerk serve`` child costs seconds; the main CI job does
that once (README, ``.ci/run``).  The tests prove the two engines agree on a sample instead:
every ``every``-th vector of each vector file (at least its first) and every ``every_row``-th
row of each table, always at the same positions, so a failure names the same vectors every run.
"""

from __future__ import annotations

import json
from pathlib import Path

from regelwerk.core.paths import vectors_dir
from regelwerk.suite.vectors import read_json, row_id, table_files, vector_files


def write_sample(root: Path, every: int, every_row: int, suites: list[str] | None = None) -> list[str]:
    """Write the sample under ``root`` (``root/<rule set>/…``); return its vector ids in file order."""
    ids: list[str] = []
    for path in vector_files(suites):
        data = read_json(path)
        chosen = data["vectors"][::every]
        ids += [v["id"] for v in chosen]
        _write(root / path.relative_to(vectors_dir()), {**data, "vectors": chosen})
    for path in table_files(suites):
        data = read_json(path)
        rows = data["rows"][::every_row]
        ids += [row_id(data, row) for row in rows]
        _write(root / path.relative_to(vectors_dir()), {**data, "rows": rows})
    return ids


def _write(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")

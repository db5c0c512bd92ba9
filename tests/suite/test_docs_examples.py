"""The example output in docs/features-schreiben.md is real: ``check`` and ``fill`` print exactly
those lines for ``tests/suite/data/kaputt.feature`` laid next to ``bewegen.feature``.

Every code block after ``<!-- example:kaputt -->`` is compared line by line with the output of
a run; ``tests/test_docs.py`` leaves these blocks to this test.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from regelwerk.cli import main

REPO = Path(__file__).resolve().parents[2]
KAPUTT = Path(__file__).parent / "data" / "kaputt.feature"
EXAMPLE = re.compile(r"<!-- example:kaputt -->\n\s*```\n(.*?)\n\s*```", re.S)


def example_lines() -> list[str]:
    text = (REPO / "docs" / "features-schreiben.md").read_text(encoding="utf-8")
    blocks = EXAMPLE.findall(text)
    assert len(blocks) >= 3, "the kaputt examples are gone from docs/features-schreiben.md"
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> tuple[int, list[str], int, list[str]]:
    """Exit code and lines of ``check``, then of ``fill``, on the movement feature plus kaputt.feature
    (``--suite pocket_tactics``: every line of the examples is about it, and the other rule sets'
    check would only repeat their own)."""
    root = tmp_path_factory.mktemp("kaputt")
    for name in ("features", "schemas", "vectors"):
        shutil.copytree(REPO / name, root / name)
    for folder, suffix in (("features", ".feature"), ("vectors", ".json")):
        for path in (root / folder / "pocket_tactics").glob(f"*{suffix}"):
            if path.stem != "bewegen":
                path.unlink()
    shutil.copy(KAPUTT, root / "features" / "pocket_tactics" / "kaputt.feature")
    shutil.rmtree(root / "vectors" / "pocket_tactics" / "tables")
    patch = pytest.MonkeyPatch()
    patch.setenv("REGELWERK_DATA", str(root))
    from regelwerk.suite import tables

    patch.setitem(tables.TABLES, "pocket_tactics", ())  # the duel table plays no part here
    from tests.suite.conftest import _clear_caches

    _clear_caches()
    import contextlib
    import io

    runs = []
    try:
        for command in ("check", "fill"):
            buffer = io.StringIO()
            with contextlib.redirect_stdout(buffer):
                code = main([command, "--suite", "pocket_tactics"])
            runs.append((code, [line.strip() for line in buffer.getvalue().splitlines()]))
        untouched = sorted(p.name for p in (root / "vectors" / "pocket_tactics").glob("*.json"))
    finally:
        patch.undo()
        _clear_caches()
    assert untouched == ["bewegen.json"], "fill refused, so it wrote no vector file"
    return runs[0][0], runs[0][1], runs[1][0], runs[1][1]


@pytest.mark.slow  # check and fill on a copy
def test_every_line_of_the_documented_examples_is_printed_by_check_or_fill(outputs):
    check_code, check_lines, fill_code, fill_lines = outputs
    assert (check_code, fill_code) == (1, 1)
    printed = set(check_lines) | set(fill_lines)
    missing = [line for line in example_lines() if line not in printed]
    assert not missing, "docs/features-schreiben.md shows lines the commands do not print:\n" + "\n".join(missing)


def test_the_documented_lint_example_is_the_whole_report_for_the_file(outputs):
    """Nothing check says about kaputt.feature is left out of the docs."""
    _, check_lines, _, _ = outputs
    about_kaputt = [line for line in check_lines if "kaputt.feature" in line]
    documented = set(example_lines())
    assert about_kaputt and not [line for line in about_kaputt if line not in documented]

"""Figures in the docs: markers are read strictly, a drifted figure is named with file, line,
old and new value, and ``fill`` rewrites exactly the drifted ones."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from regelwerk.suite.figures import check_docs, compute_figures, find_markers, render, rewrite_docs

REPO = Path(__file__).resolve().parents[2]
FIGURES = {"rs.vectors": 536, "rs.table_rows": 6972, "rs.playthroughs": 2, "rs.block": "\n| a | b |\n|---|---|\n| 1 | 2 |\n"}


def doc(tmp_path: Path, text: str, name: str = "seite.md") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("value", "fmt", "text"),
    [(6972, None, "6,972"), (6972, "en", "6,972"), (6972, "de", "6.972"), (6972, "plain", "6972"), (2, "en-words", "two"),
     (2, "de-words", "zwei"), (25, "de-words", "25"), (0, "en-words", "zero"), ("0.2.0", None, "0.2.0")],
)
def test_a_figure_is_rendered_in_the_format_its_marker_asks_for(value, fmt, text):
    assert render(value, fmt) == text


def test_a_drifted_figure_is_named_with_file_line_old_and_new_value(tmp_path):
    path = doc(tmp_path, "Titel\n\nheute <!-- figure:rs.vectors -->534<!-- /figure --> Vektoren und\n"
                         "<!-- figure:rs.table_rows:de -->6.972<!-- /figure --> Zeilen\n")
    report = check_docs(FIGURES, [path])
    assert not report.problems and report.markers == 2
    assert [str(p) for p in report.drifted] == [f"{path}:3: figure rs.vectors says '534', the suite '536'; run `regelwerk fill`"]


def test_a_drifted_block_names_its_first_differing_line(tmp_path):
    path = doc(tmp_path, "<!-- figure:rs.block -->\n| a | b |\n|---|---|\n| 1 | 3 |\n<!-- /figure -->\n")
    (drifted,) = check_docs(FIGURES, [path]).drifted
    assert "differs in line 3 of the block: '| 1 | 3 |', the suite '| 1 | 2 |'" in str(drifted)


def test_fill_rewrites_exactly_the_drifted_figures(tmp_path):
    text = "a <!-- figure:rs.vectors -->534<!-- /figure --> b <!-- figure:rs.playthroughs:en-words -->two<!-- /figure -->\n"
    path = doc(tmp_path, text)
    report = rewrite_docs(FIGURES, [path])
    assert report.rewritten == (path,) and len(report.drifted) == 1
    assert path.read_text(encoding="utf-8") == text.replace("534", "536")
    assert check_docs(FIGURES, [path]).drifted == ()
    assert rewrite_docs(FIGURES, [path]).rewritten == ()  # nothing left to write


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("<!-- figure:rs.vektoren -->1<!-- /figure -->", "unknown figure rs.vektoren (did you mean rs.vectors"),
        ("<!-- figure:rs.vectors -->536 und weiter", "figure rs.vectors is not closed"),
        ("<!-- figure:rs.vectors --><!-- figure:rs.table_rows -->1<!-- /figure --><!-- /figure -->", "is not closed"),
        ("536<!-- /figure -->", "<!-- /figure --> without a figure before it"),
        ("<!-- figure:rs.vectors:roman -->DXXXVI<!-- /figure -->", "unknown format 'roman'"),
        ("<!-- figure:rs.block:de -->x<!-- /figure -->", "figure rs.block is text; it takes no format"),
    ],
)
def test_a_marker_that_cannot_be_read_is_a_problem_and_blocks_every_rewrite(tmp_path, text, message):
    broken = doc(tmp_path, "Zeile eins\n" + text + "\n")
    other = doc(tmp_path, "<!-- figure:rs.vectors -->534<!-- /figure -->\n", "andere.md")
    report = rewrite_docs(FIGURES, [broken, other])
    assert any(message in str(p) and ":2:" in str(p) for p in report.problems), [str(p) for p in report.problems]
    assert report.rewritten == () and "534" in other.read_text(encoding="utf-8")


def test_a_marker_quoted_in_inline_code_is_not_a_marker():
    markers, problems = find_markers(Path("seite.md"), "Schreibe `<!-- figure:rs.vectors -->` und `<!-- /figure -->`.\n")
    assert markers == [] and problems == []


def test_every_figure_the_suite_computes_has_a_value():
    figures = compute_figures()
    from regelwerk.rulesets import RULESETS

    assert figures["all.vectors"] == sum(figures[f"{name}.all_vectors"] for name in RULESETS)
    assert figures["all.clauses"] == sum(figures[f"{name}.clauses"] for name in RULESETS)
    assert figures["pocket_tactics.all_vectors"] == (
        figures["pocket_tactics.vectors"] + figures["pocket_tactics.table_rows"] + figures["pocket_tactics.combinations"]
    )
    assert figures["all.combinations"] == sum(figures[f"{name}.combinations"] for name in RULESETS)
    assert figures["pocket_tactics.all_pinned"] + figures["pocket_tactics.all_unpinned"] == figures["pocket_tactics.all_vectors"]
    assert all(value not in ("", None) for value in figures.values())


@pytest.mark.slow  # every figure computed twice
def test_check_fails_on_a_drifted_figure_and_fill_repairs_it(small_suite_among_all):
    """The docs part of ``regelwerk check`` and ``regelwerk fill`` on a copy whose suite is smaller
    than its docs say.  (That ``check`` runs it: test_check.py, on the committed suite.)"""
    from rich.console import Console

    from regelwerk.suite.commands import _check_docs, _fill_docs

    shutil.copytree(REPO / "vectors" / "pocket_tactics" / "tables", small_suite_among_all / "vectors" / "pocket_tactics" / "tables")
    shutil.copytree(REPO / "docs", small_suite_among_all / "docs")
    shutil.copy(REPO / "README.md", small_suite_among_all / "README.md")
    out = Console(record=True, width=400)
    assert _check_docs(out) == 1
    printed = out.export_text()
    # the small suite has fewer vectors than the docs of the whole suite say
    assert re.search(r"README\.md:\d+: figure pocket_tactics\.vectors says '", printed) and "run `regelwerk fill`" in printed
    assert _fill_docs(out) == 0
    assert "rewritten" in out.export_text()
    report = check_docs()
    assert report.markers > 50 and not report.problems and not report.drifted

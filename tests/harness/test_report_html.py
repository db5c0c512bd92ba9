"""``verify --report FILE.html`` and ``show ID --engine CMD``: a run as one page, failures first
with their differences and pictures; one vector's picture with the engine's answer beside the
expected one.  The expected texts are worked out from the vector files and the fake engine's
documented faults (``wrong``: an accepted outcome becomes the rejection ``FAKE.NOPE``, a
rejection becomes an accepted outcome with the state unchanged), never copied from output."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from markupsafe import escape

from regelwerk import cli
from regelwerk.core import paths
from regelwerk.core.canonical import Json
from regelwerk.pictures import show
from regelwerk.pictures.scene import Box, circle
from tests.editor.test_site import CHROMIUM, chromium_page

NS = "{http://www.w3.org/2000/svg}"


def escaped(text: str) -> str:
    """``text`` as the pages write it (Jinja2's autoescaping)."""
    return str(escape(text))


def difference_line(expected: Json) -> str:
    """What verify says when the fake in mode ``wrong`` answers a vector expecting ``expected``
    (docs/matching.md: the status first, with the rejection that was expected or received)."""
    if expected["status"] == "accepted":
        return '$.status: expected "accepted", got "rejected" (illegal FAKE.NOPE: fake says no)'
    error = expected["error"]
    return f'$.status: expected "rejected", got "accepted" (expected {error["kind"]} {error["code"]})'


def test_the_html_report_lists_the_failure_first_with_its_differences_and_picture(verify, fake, vectors, tmp_path):
    report = tmp_path / "run.html"
    run = verify("--report", report, engine=fake.command("wrong", "--at", "2"))
    assert run.code == 1
    page = report.read_text(encoding="utf-8")
    failing = vectors[1]  # seq 2: the second vector of the small set
    # the summary: engine, counts per kind
    assert "engine: fake-wrong" in page and "8 cases, 7 pass" in page and "1 unexpected failures" in page
    assert page.index('id="summary"') < page.index('id="failures"') < page.index('id="passing"')
    block = page[page.index(f'id="case-{escaped(failing.id)}"') :]
    block = block[: block.index("</details>\n")]
    assert escaped(difference_line(failing.expected)) in block
    assert "<svg" in block and "Engine after" in block and "Expected after" in block  # English, like the CLI
    # the passing cases: ids only, after the failure, collapsed
    passing = page[page.index('id="passing"') :]
    for vector in vectors[:1] + vectors[2:]:
        assert f"<code>{escaped(vector.id)}</code>" in passing
        assert f'id="case-{escaped(vector.id)}"' not in page
    assert page.count("<svg") == 1 and "at most 200 per report and 8 MB of them together" in page
    assert "<link" not in page and "src=" not in page and "http" not in page.replace("http://www.w3.org/2000/svg", "")  # self-contained


def test_engine_text_in_the_html_report_is_text(verify, fake, tmp_path):
    report = tmp_path / "run.html"
    verify("--report", report, engine=fake.command("hostile-text"))
    page = report.read_text(encoding="utf-8")
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed (.ci/run installs it: apt-get install -y chromium)")
def test_the_html_report_renders_without_errors_and_filters_to_the_failures(verify, fake, tmp_path):
    report = tmp_path / "run.html"
    verify("--report", report, engine=fake.command("wrong", "--at", "2,5"))
    problems: list[str] = []
    with chromium_page(problems) as page:
        page.goto(report.as_uri(), wait_until="load")
        page.click("#passing summary")  # the passing ids are collapsed
        assert page.locator("li.case.passing:visible").count() == 6
        assert page.locator("details.case.failing:visible").count() == 2
        assert page.locator("details.case.failing svg").count() == 2
        page.check("#failures-only")
        assert page.locator("li.case.passing:visible").count() == 0
        assert page.locator("details.case.failing:visible").count() == 2
        assert page.inner_text("#filter-count") == "2 of 8 cases shown"
        page.uncheck("#failures-only")
        assert page.locator("li.case.passing:visible").count() == 6
    assert problems == []


class Board:
    """A drawer for Pocket-Tactics states made for this test: each unit on the board a circle at
    its hex coordinates, its id the piece."""

    legend = ()
    scale = {"de": "1 Feld", "en": "1 hex"}

    def state(self, state: Json, highlight: frozenset[str] = frozenset()):
        marks = tuple(
            circle(e["at"][0], e["at"][1], 0.4, "unit" + (" differs" if e["unit"] in highlight else ""), e["unit"], piece=e["unit"])
            for e in state["board"]
        )
        return Box(-4, -4, 8, 8), marks, ()

    def action(self, state: Json, action: Json):
        return ()

    def pieces(self, state: Json):
        return {e["unit"]: e for e in state["board"]}


def test_show_with_an_engine_draws_its_answer_marks_the_differing_piece_and_lists_the_difference(fake, tmp_path, monkeypatch, capsys):
    from regelwerk.suite.vectors import load_vector_file

    monkeypatch.setattr(show, "drawer_of", lambda ruleset: Board())
    # a rejected vector with units on the board (zug.feature: a move out of turn); the wrong fake
    # asks the reference engine (the case is not in its small set), then accepts it with the state unchanged
    file = paths.data_root() / "vectors" / "pocket_tactics" / "zug.json"
    vector = next(v for v in load_vector_file(file) if v.expected["status"] == "rejected" and v.case["state"].get("board"))
    units = [e["unit"] for e in vector.case["state"]["board"]]
    out = tmp_path / "case.svg"
    code = cli.main(["show", vector.id, "--vectors", str(file), "--engine", fake.command("wrong"), "--output", str(out)])
    assert code == 0, capsys.readouterr()
    root = ET.fromstring(out.read_text(encoding="utf-8"))
    panels = root.findall(f"{NS}g[@class='panel']")
    assert [p.find(f"{NS}text").text for p in panels] == ["Vorher, mit der Aktion", "Erwartet danach", "Engine danach"]
    # expected: a rejection, no units; the engine's state has every unit, so each one differs
    assert not panels[1].findall(f"{NS}circle")
    marked = [c.get("data-piece") for c in panels[2].findall(f"{NS}circle") if "differs" in c.get("class", "")]
    assert marked == units
    differences = [t.text for t in root.iter(f"{NS}text") if t.get("class") == "difference"]
    assert differences == [difference_line(vector.expected)]


def test_show_with_an_engine_that_does_not_start_is_exit_1(vectors, vector_dir, tmp_path, capsys):
    code = cli.main(["show", vectors[0].id, "--vectors", str(vector_dir / "pocket_tactics" / "small.json"), "--engine", "/no/such/engine", "--output", str(tmp_path / "x.svg")])
    assert code == 1 and not (tmp_path / "x.svg").exists()
    assert re.search(r"did not start", capsys.readouterr().err)


def test_pictures_are_capped_and_the_page_says_so(vectors, monkeypatch):
    """Three wrong answers and a cap of two: two pictures, and the page names the cap and the
    count; four thousand passing cases are ids only."""
    from regelwerk.harness import report_html
    from regelwerk.harness.results import OK, UNEXPECTED_FAILURE, CaseResult, RunSummary

    monkeypatch.setattr(report_html, "MAX_PICTURES", 2)
    wrong = [
        CaseResult(v.id, v.ruleset, v.file, v.clauses, "wrong", UNEXPECTED_FAILURE, message="$.status: differs", actual={"status": "accepted", "state": None})
        for v in vectors[:3]
    ]
    passing = [CaseResult(f"pocket_tactics/p{i}", "pocket_tactics", "f.json", (), "pass", OK) for i in range(4000)]
    summary = RunSummary(results=[*passing, *wrong])
    header = {"implementation": {"name": "e", "version": "1"}, "command": ["e"]}
    page = report_html.render_html(summary, header, {v.id: v for v in vectors})
    assert page.count("<svg") == 2
    assert "at most 2 per report and 8 MB of them together (2 of 3 drawn: the cap was reached" in page
    assert page.index(f'id="case-{escaped(vectors[0].id)}"') < page.index("pocket_tactics/p0")
    assert len(page) < 400_000  # the passing cases are ids: about 60 bytes each

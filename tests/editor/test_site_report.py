"""``regelwerk docs`` with pictures and a report: every vector opens to its picture, a failing
vector shows its differences and the engine's answer, a checkbox filters to the failures, each
ambiguity's options list the vectors that change with old and new outcome, search marks and
opens what it found, and every page is German.

The suite is the tiny one plus ``startwurf.feature`` (tests/editor/data): three scenarios of the
opening roll, one pinned to each reading of PT-A-STARTWURF and one that depends on it untagged.
Expected texts are worked out from those scenarios and the fake engine's documented fault
(``wrong``: an accepted outcome becomes the rejection ``FAKE.NOPE``)."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest
from markupsafe import escape

from regelwerk.cli import main
from regelwerk.site.pictures import picture_path
from tests.editor.test_site import CHROMIUM, chromium_page

RULESET = "pocket_tactics"
FAKE = Path(__file__).resolve().parents[1] / "fakes" / "fake_engine.py"
HIGHER = "pocket_tactics/die-legion-wuerfelt-hoeher-und-beginnt"
LOWER = "pocket_tactics/die-legion-wuerfelt-niedriger-und-beginnt-in-der-umgekehrten-lesart"
UNTAGGED = "pocket_tactics/nach-einem-startwurf-von-sechs-gegen-eins-ist-das-spielfeld-leer"
# HIGHER expects an accepted roll: the wrong fake answers its first case with a rejection
DIFFERENCE = '$.status: expected "accepted", got "rejected" (illegal FAKE.NOPE: fake says no)'


@pytest.fixture
def failing_site(startwurf_suite, tmp_path, capsys) -> Path:
    """The site with a report in which the three opening-roll vectors ran on the wrong fake,
    the first of them (HIGHER) answered wrong."""
    from regelwerk.harness.reference import handshake

    report = tmp_path / "r.ndjson"
    start = tmp_path / "start.json"  # the tiny suite has one rule set: the fake takes the handshake this process computes
    start.write_text(json.dumps(handshake(), ensure_ascii=False), encoding="utf-8")
    engine = shlex.join([sys.executable, str(FAKE), "wrong", "--at", "1", "--handshake", str(start)])
    assert main(["verify", "--suite", RULESET, "--feature", "startwurf", "--engine", engine, "--report", str(report)]) == 1
    cases = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()[1:-1]]
    assert [(c["id"], c["kind"]) for c in cases] == [(HIGHER, "wrong"), (LOWER, "pass"), (UNTAGGED, "pass")]
    out = tmp_path / "site"
    assert main(["docs", str(out), "--suite", RULESET, "--report", str(report)]) == 0
    capsys.readouterr()
    return out


def escaped(text: str) -> str:
    return str(escape(text))


def test_a_picture_of_a_vector_that_is_gone_is_removed_on_the_next_build(failing_site, capsys):
    stale = failing_site / "bilder" / RULESET / "ein-alter-vektor-0123456789.svg"
    stale.write_text("<svg/>", encoding="utf-8")
    other = failing_site / "bilder" / RULESET / "notiz.txt"
    other.write_text("bleibt", encoding="utf-8")
    assert main(["docs", str(failing_site), "--suite", RULESET]) == 0
    capsys.readouterr()
    assert not stale.exists() and other.exists() and (failing_site / picture_path(HIGHER)).is_file()


def test_every_vector_on_the_page_has_its_picture_file_opened_lazily(failing_site):
    page = (failing_site / f"{RULESET}.html").read_text(encoding="utf-8")
    for vector_id in (HIGHER, LOWER, UNTAGGED):
        path = picture_path(vector_id)
        assert path.startswith(f"bilder/{RULESET}/") and path.endswith(".svg")
        assert (failing_site / path).is_file()
        assert f'<img loading="lazy" src="{path}"' in page
    assert "<svg" not in page.split("<h2 id=\"auslegungen\"")[0]  # pictures are files, not inline
    # a failing vector's picture has the engine's answer and the difference verify printed
    svg = (failing_site / picture_path(HIGHER)).read_text(encoding="utf-8")
    assert "Engine danach" in svg and escaped(DIFFERENCE) in svg
    assert "Engine danach" not in (failing_site / picture_path(LOWER)).read_text(encoding="utf-8")


def test_picture_names_are_safe_for_any_id():
    names = {picture_path(i) for i in ("w40k/../../etc/passwd", "w40k/a b", "w40k/a_b", "w40k/<x>", "w40k/" + "é" * 300)}
    assert len(names) == 5
    for name in names:
        folder, ruleset, file = name.split("/")
        assert (folder, ruleset) == ("bilder", "w40k") and ".." not in file and len(file) < 60
        assert all(c.isascii() and (c.isalnum() or c in "-_.") for c in file)


def test_an_ambiguity_lists_per_option_the_vectors_that_change_with_old_and_new_outcome(failing_site):
    """PT-A-STARTWURF: under 'niedriger-beginnt' the lower roll begins, so HIGHER (5 against 3,
    pinned to the higher roll, the legion begins) and UNTAGGED (6 against 1, the default) would
    have the tribes begin; under 'hoeher-beginnt' LOWER (2 against 6, legion begins) would too.
    The roll is accepted either way with the same events: what changes is who is active."""
    page = (failing_site / f"{RULESET}.html").read_text(encoding="utf-8")
    section = page[page.index('id="PT-A-STARTWURF"') :]
    section = section[: section.index("</section>")]

    def rows(option: str) -> dict[str, str]:
        table = section[section.index(f'id="PT-A-STARTWURF--{option}"') :]
        table = table[: table.index("</table>")]
        found = {}
        for row in table.split("<tr>")[2:]:
            vector = row[row.index("<code>") + 6 : row.index("</code>")]
            found[vector] = row
        return found

    lower = rows("niedriger-beginnt")
    assert sorted(lower) == sorted([HIGHER, UNTAGGED])
    higher = rows("hoeher-beginnt")
    assert list(higher) == [LOWER]
    for row, (old_first, new_first) in ((lower[HIGHER], ("legion", "tribes")), (lower[UNTAGGED], ("legion", "tribes")), (higher[LOWER], ("legion", "tribes"))):
        cells = [c.split("</td>")[0] for c in row.split("<td>")[1:]]
        assert cells[1] == "PT-VOR-3"
        assert cells[3].startswith("accepted: ") and cells[3] == cells[4]  # same events, another player
        assert escaped(f'expected "{old_first}", got "{new_first}"') in cells[5]
    own = {vector: row.split("<td>")[3].split("</td>")[0] for vector, row in (*lower.items(), *higher.items())}
    assert own == {HIGHER: "hoeher-beginnt", UNTAGGED: "hoeher-beginnt", LOWER: "niedriger-beginnt"}  # UNTAGGED: the default


def test_the_index_and_the_rule_set_page_are_german(failing_site):
    index = (failing_site / "index.html").read_text(encoding="utf-8")
    page = (failing_site / f"{RULESET}.html").read_text(encoding="utf-8")
    assert "<th>Regelwerk</th>" in index and "Erzeugt von" in index
    for english in ("rule set", "Generated by", "Search this page", "No scenario", "row(s)", "report <code>"):
        assert english not in index and english not in page, english
    assert "Diese Seite durchsuchen" in page and "nur Fehlschläge (1)" in page


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed (.ci/run installs it: apt-get install -y chromium)")
def test_a_failing_vector_shows_its_differences_and_picture_and_the_filter_keeps_the_failures(failing_site):
    problems: list[str] = []
    shown_vectors = "[...document.querySelectorAll('li.vector')].filter(li => getComputedStyle(li).display !== 'none' && !li.closest('[hidden]')).length"
    with chromium_page(problems) as page:
        page.goto((failing_site / f"{RULESET}.html").as_uri(), wait_until="load")
        failing = page.locator("li.vector.failing")
        assert failing.count() == 1
        assert failing.locator("code").first.inner_text() == HIGHER
        assert failing.locator("pre.differences").inner_text() == DIFFERENCE
        image = failing.locator("details.picture[open] img")
        image.scroll_into_view_if_needed()
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=image.element_handle())
        assert image.get_attribute("src") == picture_path(HIGHER)
        every = page.locator("li.vector").count()
        before = page.evaluate(shown_vectors)
        assert before == every  # filtering hides nothing yet (closed details still hold their vectors)
        page.check("#nur-fehler")
        assert page.evaluate(shown_vectors) == 1
        assert page.locator("section.item:visible").evaluate_all("items => items.map(i => i.id)") == ["PT-VOR-3"]
        page.fill("#search", "zug")  # the filter and the search together: no failing vector cites a turn clause
        assert page.locator("section.item:visible").count() == 0
        page.fill("#search", "")
        page.uncheck("#nur-fehler")
        assert page.evaluate(shown_vectors) == every
    assert problems == []


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed (.ci/run installs it: apt-get install -y chromium)")
def test_search_marks_what_it_found_and_opens_it(failing_site):
    problems: list[str] = []
    with chromium_page(problems) as page:
        page.goto((failing_site / f"{RULESET}.html").as_uri(), wait_until="load")
        details = "details.scenarios"
        zug = page.locator(f"#PT-ZUG-1 {details}")
        assert not zug.evaluate("d => d.open")
        page.fill("#search", "Stämme")  # a word of the scenario names, inside the closed list
        marks = page.locator("#PT-ZUG-1 mark.found")
        assert marks.count() >= 1 and marks.first.inner_text().lower() == "stämme"
        assert zug.evaluate("d => d.open") and marks.first.is_visible()
        page.fill("#search", "")
        assert page.locator("mark.found").count() == 0
        assert not zug.evaluate("d => d.open")  # what the search opened it closes again
        page.click("#PT-A-STARTWURF a[href='#PT-A-STARTWURF--hoeher-beginnt']")  # the link to an option's table opens it
        assert page.locator("#PT-A-STARTWURF--hoeher-beginnt").evaluate("d => d.open")
        page.goto((failing_site / f"{RULESET}.html").as_uri() + "?q=wuerfelt-hoeher", wait_until="load")
        found = page.locator("mark.found")
        assert found.count() >= 1 and all(t == "wuerfelt-hoeher" for t in found.all_inner_texts())
    assert problems == []


def test_what_an_engine_said_is_text_on_the_page_and_in_the_picture(startwurf_suite, tmp_path, capsys):
    """The hostile fake skips every case with a message of markup, HTML and control characters:
    the page shows it as text, and the picture stays well-formed XML."""
    import xml.etree.ElementTree as ET

    from regelwerk.harness.reference import handshake

    start = tmp_path / "start.json"
    start.write_text(json.dumps(handshake(), ensure_ascii=False), encoding="utf-8")
    report = tmp_path / "r.ndjson"
    engine = shlex.join([sys.executable, str(FAKE), "hostile-text", "--handshake", str(start)])
    main(["verify", "--suite", RULESET, "--feature", "startwurf", "--engine", engine, "--report", str(report)])
    out = tmp_path / "site"
    assert main(["docs", str(out), "--suite", RULESET, "--report", str(report)]) == 0
    capsys.readouterr()
    page = (out / f"{RULESET}.html").read_text(encoding="utf-8")
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "\x1b" not in page and "\\u001b[31mred" in page
    svg = (out / picture_path(HIGHER)).read_text(encoding="utf-8")
    root = ET.fromstring(svg)  # no control character, no stray tag
    differences = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("class") == "difference"]
    assert differences[0] == "skipped" and "<script>alert(1)</script>" in differences[1]

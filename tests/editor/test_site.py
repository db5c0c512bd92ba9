"""``regelwerk docs``: the living documentation, rendered and driven in a real headless browser
(Debian's chromium through Playwright; skipped only where no chromium is installed, and
``.ci/run`` installs it)."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from regelwerk.cli import main
from regelwerk.suite.catalog import load_catalog

RULESET = "pocket_tactics"
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"]


@contextmanager
def chromium_page(problems: list[str]) -> Iterator[Any]:
    """A page of a headless chromium that adds every console error or warning, page error and
    failed request to ``problems``."""
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 800})
            page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
            page.on("requestfailed", lambda r: problems.append(f"request failed: {r.url}"))
            yield page
        finally:
            browser.close()


@pytest.fixture
def site(startwurf_suite, tmp_path) -> Path:
    out = tmp_path / "site"
    assert main(["docs", str(out), "--suite", RULESET]) == 0
    return out


def test_the_site_has_a_page_per_rule_set_with_every_clause_as_an_anchor(site):
    page = (site / f"{RULESET}.html").read_text(encoding="utf-8")
    for clause in load_catalog(RULESET).clauses.values():
        assert f'id="{clause.id}"' in page
    assert 'id="PT-A-STARTWURF"' in page and "Die Legion würfelt höher und beginnt" in page
    assert "<script" in page and "static/site.js" in page and (site / "static" / "site.js").is_file()
    assert 'href="pocket_tactics.html"' in (site / "index.html").read_text(encoding="utf-8")


def test_text_from_the_suite_is_escaped(startwurf_suite, tmp_path):
    feature = startwurf_suite / "features" / RULESET / "startwurf.feature"
    feature.write_text(feature.read_text(encoding="utf-8").replace("ist das Spielfeld leer", "ist das Spielfeld <b>leer</b>"), encoding="utf-8")
    assert main(["docs", str(tmp_path / "s"), "--suite", RULESET]) == 0
    page = (tmp_path / "s" / f"{RULESET}.html").read_text(encoding="utf-8")
    assert "&lt;b&gt;leer&lt;/b&gt;" in page and "<b>leer</b>" not in page


def test_a_report_gives_every_vector_and_clause_its_result(startwurf_suite, tmp_path, capsys):
    report = tmp_path / "r.ndjson"
    assert main(["verify", "--suite", RULESET, "--report", str(report)]) == 0
    capsys.readouterr()
    assert main(["docs", str(tmp_path / "s"), "--suite", RULESET, "--report", str(report)]) == 0
    page = (tmp_path / "s" / f"{RULESET}.html").read_text(encoding="utf-8")
    cases = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()[1:-1]]
    assert page.count('<span class="result pass">pass</span>') == sum(1 for c in cases if c["clauses"] and c["kind"] == "pass") + sum(
        len(c["clauses"]) - 1 for c in cases if len(c["clauses"]) > 1
    )
    assert '<span class="result pass">pass 4</span>' in page  # PT-ZUG-1: the four scenarios of zug.feature that cite it


def test_a_report_that_is_not_a_report_and_a_bad_out_dir_are_usage_errors(tmp_path, capsys):
    bad = tmp_path / "bad.ndjson"
    bad.write_text("{}\n", encoding="utf-8")
    assert main(["docs", str(tmp_path / "s"), "--suite", RULESET, "--report", str(bad)]) == 2
    assert "bad.ndjson" in capsys.readouterr().err
    file = tmp_path / "a-file"
    file.write_text("x", encoding="utf-8")
    assert main(["docs", str(file), "--suite", RULESET]) == 2
    assert "OUT_DIR is not a folder" in capsys.readouterr().err
    assert main(["docs", str(tmp_path / "no" / "such" / "dir"), "--suite", RULESET]) == 2


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed (.ci/run installs it: apt-get install -y chromium)")
def test_the_page_loads_without_errors_resolves_a_clause_anchor_and_filters_as_you_type(site):
    url = (site / f"{RULESET}.html").as_uri()
    problems: list[str] = []
    with chromium_page(problems) as page:
        page.goto(f"{url}#PT-ZUG-2", wait_until="load")
        # the anchor resolves: the clause is the target and scrolled to the top of the view
        assert page.evaluate("document.querySelector(':target').id") == "PT-ZUG-2"
        top = page.evaluate("document.getElementById('PT-ZUG-2').getBoundingClientRect().top")
        assert 0 <= top < 200, top
        total = page.locator("section.item").count()
        assert total > 50
        page.fill("#search", "startwurf")
        visible = page.locator("section.item:visible")
        shown = sorted(visible.evaluate_all("items => items.map(i => i.id)"))
        assert "PT-VOR-3" in shown and "PT-A-STARTWURF" in shown and "PT-ZUG-2" not in shown
        assert len(shown) < total
        assert page.inner_text("#search-count") == f"{len(shown)} von {total} angezeigt"
        page.fill("#search", "pt-zug-2 befehle")  # every word must occur
        assert page.locator("section.item:visible").evaluate_all("items => items.map(i => i.id)") == ["PT-ZUG-2"]
        page.fill("#search", "niedriger-beginnt")  # an option id finds its ambiguity
        assert "PT-A-STARTWURF" in page.locator("section.item:visible").evaluate_all("items => items.map(i => i.id)")
        page.fill("#search", "")
        assert page.locator("section.item:visible").count() == total
        page.goto(f"{url}?q=wuerfelt-hoeher", wait_until="load")  # a vector id, from the address
        assert page.locator("section.item:visible").evaluate_all("items => items.map(i => i.id)") == ["PT-VOR-3"]
    assert problems == []


def test_the_site_and_ambiguities_label_the_literal_reading_and_house_rules(startwurf_suite, tmp_path, capsys):
    """Options that contradict the text stay available but are labelled as such, beside the
    literal reading and the kind of question (the register's words, not hand-written marks)."""
    register = startwurf_suite / "features" / RULESET / "auslegungen.yaml"
    text = register.read_text(encoding="utf-8")
    start = text.index("  - id: PT-A-STARTWURF\n")
    end = text.index("\n  - id: ", start + 1)
    block = text[start:end]
    block = re.sub(r"\n    (literal|published): \S+", "", block)
    block = re.sub(r"    kind: [^\n]*", "    kind: ambiguous", block)
    block = block.replace("    default: hoeher-beginnt", "    literal: hoeher-beginnt\n    default: hoeher-beginnt")
    block = block.replace("      - id: niedriger-beginnt\n", "      - id: niedriger-beginnt\n        house_rule: true\n")
    register.write_text(text[:start] + block + text[end:], encoding="utf-8")

    out = tmp_path / "site"
    assert main(["docs", str(out), "--suite", RULESET]) == 0
    page = (out / f"{RULESET}.html").read_text(encoding="utf-8")
    section = page[page.index('id="PT-A-STARTWURF"') :]
    section = section[: section.index("</section>")]
    assert "Der Text ist mehrdeutig." in section
    row_high = section[section.index("<code>hoeher-beginnt</code>") :]
    assert row_high.index("wörtlich") < row_high.index("</tr>")
    row_low = section[section.index("<code>niedriger-beginnt</code>") :]
    assert row_low.index("Hausregel: widerspricht dem Text") < row_low.index("</tr>")

    capsys.readouterr()
    assert main(["ambiguities", "--suite", RULESET, "--format", "json"]) == 0
    entry = next(e for e in json.loads(capsys.readouterr().out)["rulesets"][RULESET] if e["id"] == "PT-A-STARTWURF")
    assert (entry["kind"], entry["literal"]) == ("ambiguous", "hoeher-beginnt")
    assert {o["id"]: o["labels"] for o in entry["options"]} == {
        "hoeher-beginnt": ["default", "literal"],
        "niedriger-beginnt": ["house rule"],
    }
    assert main(["ambiguities", "--suite", RULESET]) == 0
    markdown = capsys.readouterr().out
    assert "| **hoeher-beginnt** (default, literal) |" in markdown
    assert "| niedriger-beginnt (house rule) |" in markdown

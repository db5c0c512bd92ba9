"""The site's charts: a bar chart per distribution vector, grouped bars per ambiguity, drawn as
inline SVG by the templates (tests/editor/odds_fixtures.py has the vectors and their odds)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from regelwerk.odds.distribution import Distribution
from regelwerk.site.build import build_site
from regelwerk.site.charts import LABEL_WIDTH, PLOT_WIDTH, bar_chart
from tests.editor.odds_fixtures import PT_DUEL, WH_OPEN, WH_SAVE, as_file, with_distribution_vectors
from tests.editor.test_site import CHROMIUM, chromium_page

SVG = "{http://www.w3.org/2000/svg}"
CAP = "WH-A-MODIFIKATOR-GRENZE"


def test_bar_lengths_are_proportional_and_every_bar_says_its_fraction():
    old = Distribution.from_json([{"value": 0, "p": "1/2"}, {"value": 1, "p": "1/2"}])
    new = Distribution.from_json([{"value": 0, "p": "1/3"}, {"value": 1, "p": "2/3"}])
    chart = bar_chart("c", "a title", [("alle-wuerfe", old), ("treffer-und-verwundung", new)])
    bars = [(row.label, bar.series, bar.width, bar.fraction) for row in chart.rows for bar in row.bars]
    # the largest probability (2/3) is the full plot width; 1/2 is 3/4 of it, 1/3 half
    assert bars == [
        ("0", 0, 0.75 * PLOT_WIDTH, "1/2"),
        ("0", 1, 0.5 * PLOT_WIDTH, "1/3"),
        ("1", 0, 0.75 * PLOT_WIDTH, "1/2"),
        ("1", 1, 1.0 * PLOT_WIDTH, "2/3"),
    ]
    assert [item.name for item in chart.legend] == ["alle-wuerfe", "treffer-und-verwundung"]
    assert chart.rows[0].bars[1].title == "0: treffer-und-verwundung: 1/3 (33.33%)"
    assert "1: alle-wuerfe 1/2 (50.00%), treffer-und-verwundung 2/3 (66.67%)" in chart.description
    assert chart.table == (("0", ("1/2 (50.00%)", "1/3 (33.33%)")), ("1", ("1/2 (50.00%)", "2/3 (66.67%)")))
    # bars of one row do not overlap, rows do not overlap
    ys = [bar.y for row in chart.rows for bar in row.bars]
    assert all(b - a >= bar.height for a, b, bar in zip(ys, ys[1:], [bar for row in chart.rows for bar in row.bars], strict=False))
    assert ys[-1] + chart.rows[-1].bars[-1].height <= chart.height


def test_a_single_distribution_has_no_legend_and_a_long_value_is_shortened():
    long = {"Ziel-1": 2, "Ziel-2": 1, "Ziel-3": 2}
    chart = bar_chart("c", "t", [("", Distribution.from_json([{"value": long, "p": "1/1"}]))])
    assert chart.legend == () and len(chart.rows) == 1
    row = chart.rows[0]
    assert row.label.endswith("…") and len(row.label) == 24 and row.value == '{"Ziel-1":2,"Ziel-2":1,"Ziel-3":2}'
    assert row.bars[0].width == PLOT_WIDTH and row.bars[0].x == LABEL_WIDTH


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    monkeypatch = pytest.MonkeyPatch()
    try:
        filled = as_file({"w40k": ("alle-wuerfe", "treffer-und-verwundung"), "pocket_tactics": ("je-wuerfel", "nur-ohne-abwehrwuerfel")})
        with_distribution_vectors(monkeypatch, filled)
        build_site(out, ["pocket_tactics", "w40k"])
    finally:
        monkeypatch.undo()
    return out


def _svgs(html: str) -> list[ET.Element]:
    return [ET.fromstring(m) for m in re.findall(r"<svg .*?</svg>", html, flags=re.S)]


def _section(html: str, anchor: str) -> str:
    start = html.index(f'id="{anchor}"')
    return html[start : html.index("</section>", start)]


def test_each_distribution_vector_has_its_chart(site):
    page = (site / "w40k.html").read_text(encoding="utf-8")
    assert 'href="#verteilungen"' in page
    (svg,) = _svgs(_section(page, WH_SAVE))
    assert svg.get("role") == "img"
    title_id, desc_id = svg.get("aria-labelledby", "").split()
    assert svg.find(f"{SVG}title").get("id") == title_id and svg.find(f"{SVG}desc").get("id") == desc_id
    assert svg.find(f"{SVG}title").text == f"{WH_SAVE}: models-destroyed"
    bars = svg.findall(f"{SVG}rect[@class='bar']")
    assert [(b.get("data-p"), float(b.get("width"))) for b in bars] == [("1/2", PLOT_WIDTH), ("1/2", PLOT_WIDTH)]
    assert [t.text for t in svg.findall(f"{SVG}text[@class='value']")] == ["0", "1"]
    assert "<td>1/2 (50.00%)</td>" in _section(page, WH_SAVE)


def test_each_ambiguity_shows_the_distributions_under_each_option(site):
    page = (site / "w40k.html").read_text(encoding="utf-8")
    section = _section(page, CAP)
    assert "2 von 4 Verteilungsvektoren hängen von diesem Schalter ab" in section
    assert "<th>Verteilungen, die sich darunter ändern</th>" in section and "</td><td>2</td></tr>" in section
    assert f'href="#{WH_OPEN}"' in section
    charts = _svgs(section)
    assert len(charts) == 2
    save = charts[1]
    legend = [t.text for t in save.findall(f"{SVG}text[@class='legend']")]
    assert legend == ["alle-wuerfe (eigene)", "treffer-und-verwundung"]
    widths = {(b.get("data-series"), b.get("data-p")): float(b.get("width")) for b in save.findall(f"{SVG}rect[@class='bar']")}
    # 2/3 is the longest bar; the others in proportion
    assert widths == {("0", "1/2"): 0.75 * PLOT_WIDTH, ("1", "1/3"): 0.5 * PLOT_WIDTH, ("1", "2/3"): PLOT_WIDTH}
    titles = [t.text for t in save.iter(f"{SVG}title")]
    assert "1: treffer-und-verwundung: 2/3 (66.67%)" in titles
    pt = (site / "pocket_tactics.html").read_text(encoding="utf-8")
    duel = _svgs(_section(pt, "PT-A-UEBERZAEHLIGE-WUERFEL"))[0]
    assert {b.get("data-p") for b in duel.findall(f"{SVG}rect[@class='bar']")} == {"1/1", "0/1", "125/216", "91/216"}
    assert "125/216 (57.87%)" in _section(pt, "PT-A-UEBERZAEHLIGE-WUERFEL") and "Zwei rote Würfel" in _section(pt, PT_DUEL)


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium installed (.ci/run installs it: apt-get install -y chromium)")
def test_the_charts_render_without_errors_and_carry_their_names(site):
    problems: list[str] = []
    with chromium_page(problems) as page:
        page.goto((site / "w40k.html").as_uri() + f"#{CAP}", wait_until="load")
        sizes = page.locator(f"section[id='{CAP}'] svg rect.bar").evaluate_all(
            "rects => rects.map(r => [r.getBoundingClientRect().width, r.getBoundingClientRect().height])"
        )
        assert len(sizes) == 8 and all(h > 10 for _, h in sizes) and max(w for w, _ in sizes) > 100
        names = page.locator("svg[role=img]").evaluate_all(
            "svgs => svgs.map(s => s.getAttribute('aria-labelledby').split(' ').map(i => document.getElementById(i).textContent).join(' | '))"
        )
        assert len(names) == 6 and all("models-destroyed" in n for n in names)  # four vectors, two ambiguity charts
        page.fill("#search", "verteilung-rettungswurf")
        shown = page.locator("section.item:visible").evaluate_all("items => items.map(i => i.id)")
        assert WH_SAVE in shown
    assert problems == []


def test_a_series_without_a_distribution_draws_nothing_and_says_so():
    known = Distribution.from_json([{"value": 0, "p": "1/2"}, {"value": 1, "p": "1/2"}])
    chart = bar_chart("c", "t", [("a", known), ("b", None)])
    assert [bar.width for row in chart.rows for bar in row.bars] == [PLOT_WIDTH, 0.0, PLOT_WIDTH, 0.0]
    assert chart.table[0] == ("0", ("1/2 (50.00%)", "nicht berechnet")) and "b nicht berechnet" in chart.description

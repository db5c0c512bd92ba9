"""The pictures core (regelwerk.pictures): coordinates become pixels, what a vector file says is
text and never markup, every panel a vector needs is there, and a drawer's failure on a
malformed state is a "no picture" panel, never an error."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from regelwerk.core.canonical import Json
from regelwerk.pictures import show, svg
from regelwerk.pictures.scene import Box, Outcome, circle, legend, line, text
from regelwerk.suite.vectors import Vector

NS = "{http://www.w3.org/2000/svg}"


class Dots:
    """A drawer of a made-up rule set: a 10 x 5 field, each unit a circle of radius 0.5."""

    legend = (legend("unit side-a", "circle", "Einheit", "unit"),)
    scale = {"de": "1 Feld", "en": "1 square"}

    def state(self, state: Json, highlight: frozenset[str] = frozenset()):
        marks = tuple(
            circle(u["x"], u["y"], 0.5, "unit" + (" differs" if u["id"] in highlight else ""), u["id"], unit=u["id"], at=(u["x"], u["y"]))
            for u in state["units"]
        )
        return Box(0, 0, 10, 5), marks, (f"Runde {state['round']}",)

    def action(self, state: Json, action: Json):
        a, b = (next(u for u in state["units"] if u["id"] == i) for i in (action["unit"], action["target"]))
        return (line((a["x"], a["y"]), (b["x"], b["y"]), "attack", arrow=True, distance=3), text(5, 1, "3", "distance-label", distance=3))

    def pieces(self, state: Json):
        return {u["id"]: u for u in state["units"]}


STATE = {"round": 1, "units": [{"id": "A<1>", "x": 1, "y": 2}, {"id": "B", "x": 4, "y": 2}]}
AFTER = {"round": 1, "units": [{"id": "A<1>", "x": 1, "y": 2}, {"id": "B", "x": 4, "y": 2, "hurt": 1}]}


def vector(expected: Json, state: Json = STATE, raw: Json | None = None) -> Vector:
    case = {"state": state, "action": {"type": "attack", "unit": "A<1>", "target": "B"}, "dice": {}, "interpretations": {}}
    return Vector("dots/v<script>", "dots", "Ein Angriff & mehr", ("D-1",), {}, case, expected, "f.json", raw or {})


@pytest.fixture
def dots(monkeypatch):
    monkeypatch.setattr(show, "drawer_of", lambda ruleset: Dots())


def parsed(document: str) -> ET.Element:
    return ET.fromstring(document)


def test_a_panel_is_scaled_to_the_panel_width_and_marks_become_pixels(dots):
    document = svg.render(show.picture_of(vector({"state": AFTER, "events": []})), "de")
    root = parsed(document)
    first = root.find(f"{NS}g[@data-panel='0']")
    circles = first.findall(f"{NS}circle")
    scale = svg.PANEL_WIDTH / 10  # the box is 10 wide, 5 high: the width decides
    a = next(c for c in circles if c.get("data-unit") == "A<1>")
    assert float(a.get("cx")) == pytest.approx(svg.MARGIN + 1 * scale)
    assert float(a.get("cy")) == pytest.approx(svg.MARGIN + svg.TITLE + 2 * scale)
    assert float(a.get("r")) == pytest.approx(0.5 * scale)
    assert a.get("data-at") == "1,2"
    (attack,) = first.findall(f"{NS}polyline")
    assert attack.get("marker-end") == "url(#arrow)" and attack.get("data-distance") == "3"
    frame = first.find(f"{NS}rect[@class='frame']")
    assert float(frame.get("width")) == pytest.approx(svg.PANEL_WIDTH) and float(frame.get("height")) == pytest.approx(5 * scale)


def test_a_vector_has_a_before_and_an_expected_panel_and_an_engine_panel_marks_what_differs(dots):
    wrong = Outcome.of({"state": STATE, "events": []})
    picture = show.picture_of(vector({"state": AFTER, "events": []}), wrong, ("state.units[1]: expected hurt 1",))
    assert [p.title for p in picture.panels] == ["before", "expected", "engine"]
    engine = picture.panels[2]
    assert [m.data_attributes["data-unit"] for m in engine.marks if "differs" in m.cls] == ["B"]
    root = parsed(svg.render(picture, "en"))
    titles = [t.text for t in root.iter(f"{NS}text") if t.get("class") == "panel-title"]
    assert titles == ["Before, with the action", "Expected after", "Engine after", "Differences"]
    assert "state.units[1]: expected hurt 1" in [t.text for t in root.iter(f"{NS}text")]


def test_a_rejection_is_said_in_its_panel(dots):
    picture = show.picture_of(vector({"rejection": {"code": "out-of-range", "clause": "D-2"}}))
    words = [m.text for m in picture.panels[1].marks]
    assert words == ["abgelehnt: out-of-range D-2"]


def test_what_a_vector_file_says_is_text_not_markup(dots):
    document = svg.render(show.picture_of(vector({"state": AFTER, "events": []})), "de")
    root = parsed(document)  # parses: < and & were escaped
    assert root.get("data-vector") == "dots/v<script>"
    assert root.find(f"{NS}title").text == "dots/v<script>: Ein Angriff & mehr"
    assert "<script" not in document


def test_a_state_the_drawer_cannot_read_is_a_panel_without_picture(dots):
    picture = show.picture_of(vector({"state": {"units": "kaputt"}, "events": []}, state={"units": [{"id": "A"}]}))
    assert [m.cls for m in picture.panels[0].marks] == ["no-picture"]
    assert picture.panels[0].notes and picture.panels[0].notes[0].startswith("KeyError")
    assert [m.cls for m in picture.panels[1].marks] == ["no-picture"]
    parsed(svg.render(picture, "de"))


def test_a_distribution_vector_has_no_after_panel_and_names_its_projection(dots):
    picture = show.picture_of(vector({"distribution": []}, raw={"projection": "duel"}))
    assert [p.title for p in picture.panels] == ["before"]
    assert picture.panels[0].notes[-1] == "Verteilung von duel"


def test_a_rule_set_without_drawer_draws_no_picture_panels():
    picture = show.picture_of(vector({"state": AFTER, "events": []}))  # "dots" has no picture module
    assert [m.cls for p in picture.panels for m in p.marks] == ["no-picture", "no-picture"]


def test_a_state_too_large_to_draw_is_said_not_drawn(dots, monkeypatch):
    calls = []
    monkeypatch.setattr(Dots, "state", lambda self, state, highlight=frozenset(): calls.append(1) or (Box(0, 0, 1, 1), (), ()))
    huge = {"round": 1, "units": [{"id": f"U{i}", "x": 1, "y": 1} for i in range(show.MAX_DRAWN_BYTES // 20)]}
    assert len(json.dumps(huge)) > show.MAX_DRAWN_BYTES

    picture = show.picture_of(vector({"state": AFTER, "events": []}), Outcome.of({"state": huge, "events": []}), language="en")

    engine = picture.panels[2]
    assert [m.cls for m in engine.marks] == ["no-picture"]
    assert engine.notes[0].endswith("more than the 262,144 a picture draws")
    assert len(calls) == 2  # before and expected were drawn; the engine's state never reached the drawer
    german = show.picture_of(vector({"state": AFTER, "events": []}), Outcome.of({"state": huge, "events": []}), language="de")
    assert german.panels[2].notes[0].endswith("mehr als die 262.144, die ein Bild zeichnet")

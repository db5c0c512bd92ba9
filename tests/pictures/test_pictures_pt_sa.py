"""The pictures of Pocket-Tactics and Standardaktionen (``regelwerk show``).

Every vector of both rule sets draws without error as well-formed SVG, and a well-formed state
always draws a real board.  For a few hand-chosen vectors the drawn elements are checked against
what the coordinates in the vector say, worked out by hand: which units stand where, the ends
of an attack line and the distance written on it, a facing, the side an ambush comes from, and
the unit marked when an engine's answer moves it.
"""

from __future__ import annotations

import copy
import random
import time
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from regelwerk.cli import main
from regelwerk.pictures.scene import Drawer, Outcome
from regelwerk.pictures.show import picture_of
from regelwerk.pictures.svg import render
from regelwerk.suite.vectors import Vector, load_vectors

SVG = "{http://www.w3.org/2000/svg}"
RULESETS = ("pocket_tactics", "standardaktionen")
WALK_SECONDS = 15.0  # per rule set, generous for a loaded machine: both together take about 8 s on 2 shared CPUs


@cache
def vectors(ruleset: str) -> dict[str, Vector]:
    """Every vector of the rule set's vector files, distribution vectors included (no tables:
    the dice-duel rows are questions without a board)."""
    return {v.id: v for v in load_vectors([ruleset], tables=False)}


def malformed_state(vector: Vector) -> bool:
    """Whether the vector sends a state that is malformed on purpose (an input-validation case):
    its expected rejection is ``malformed`` by a state check or the schema."""
    error = vector.expected.get("error") if isinstance(vector.expected, dict) else None
    if not isinstance(error, dict) or error.get("kind") != "malformed":
        return False
    code = str(error.get("code", ""))
    return code.startswith("CORE.SCHEMA") or ".STATE." in code


def panels(svg: str) -> list[ET.Element]:
    root = ET.fromstring(svg)
    return root.findall(f"{SVG}g[@class='panel']")


def marks(panel: ET.Element, **data: str) -> list[ET.Element]:
    """The elements of ``panel`` whose ``data-*`` attributes have these values."""
    wanted = {f"data-{k.replace('_', '-')}": v for k, v in data.items()}
    return [e for e in panel.iter() if wanted and all(e.get(k) == v for k, v in wanted.items())]


def classes(element: ET.Element) -> set[str]:
    return set((element.get("class") or "").split())


def inside_the_frame(panel: ET.Element) -> bool:
    """Whether every point of every mark with a square or hex (``data-at``) lies in the panel's
    frame: an accepted action never draws outside its panel."""
    frame = panel.find(f"{SVG}rect[@class='frame']")
    assert frame is not None
    left, top, width, height = (float(frame.get(k, "")) for k in ("x", "y", "width", "height"))
    points = []
    for e in panel.iter():
        if e.get("data-at") is not None and e.get("cx"):
            points.append((float(e.get("cx", "")), float(e.get("cy", ""))))
        if e.get("data-at") is not None and e.get("points"):
            points += [(float(p.split(",")[0]), float(p.split(",")[1])) for p in e.get("points", "").split()]
    return all(left - 0.5 <= x <= left + width + 0.5 and top - 0.5 <= y <= top + height + 0.5 for x, y in points)


def drawn(vector_id: str, answer: Outcome | None = None) -> list[ET.Element]:
    ruleset = vector_id.split("/", 1)[0]
    return panels(render(picture_of(vectors(ruleset)[vector_id], answer)))


# -- every vector ----------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_vector_draws_and_a_well_formed_state_draws_a_board(ruleset: str) -> None:
    started = time.perf_counter()
    all_vectors = list(vectors(ruleset).values())
    assert len(all_vectors) > 500 and any(v.projection for v in all_vectors)
    blank = []
    for vector in all_vectors:
        svg = render(picture_of(vector))
        first = panels(svg)[0]  # ET.fromstring inside: the document is well-formed XML
        if any("no-picture" in classes(e) for e in first.iter()):
            assert malformed_state(vector), vector.id
            blank.append(vector.id)
        else:
            if vector.expected.get("status") == "accepted":
                assert inside_the_frame(first), vector.id
            # a board was drawn (a map before the roll-off is empty: then the action's line)
            assert first.findall(f".//{SVG}*[@data-at]") or first.findall(f".//{SVG}*[@data-action]"), vector.id
    assert blank, "the malformed states of the input vectors should give no picture"
    assert time.perf_counter() - started < WALK_SECONDS


def test_a_malformed_state_gives_no_picture_rather_than_an_error() -> None:
    drawer_inputs = [
        {"tiles": [{"at": [10**400, 0], "terrain": "field"}]},
        {"tiles": [{"at": [0, 0], "terrain": "lava"}]},
        {"tiles": "no list"},
        None,
    ]
    from regelwerk.rulesets.pocket_tactics.picture import DRAWER as PT
    from regelwerk.rulesets.standardaktionen.picture import DRAWER as SA

    for state in drawer_inputs:
        for drawer in (PT, SA):
            with pytest.raises((KeyError, TypeError, ValueError, IndexError, AttributeError)):
                drawer.state(state)
    huge = copy.deepcopy(
        vectors("standardaktionen")["standardaktionen/ein-schritt-fuehrt-genau-auf-ein-nachbarfeld/gleich"].case["state"]
    )
    huge["board"] = {"width": 10**9, "height": 10**9}  # would be 10^18 cells: refused, not drawn
    with pytest.raises(ValueError):
        SA.state(huge)


STRANGE: tuple[object, ...] = (None, "x", "NE", 10**30, -(10**30), 10**400, -1, 0, True, 1.5, [], {}, [1], [1, 2, 3], ["a", "b"])


def _json_paths(node: object, prefix: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _json_paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _json_paths(value, (*prefix, index))
    return found


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_drawer_raises_only_what_show_catches_on_strange_input(ruleset: str) -> None:
    """Values put anywhere in a state or an action (a fixed seed, a few hundred cases): the drawer
    draws or raises one of the errors ``show`` turns into "kein Bild", nothing else."""
    from regelwerk.pictures.show import drawer_of

    drawer = drawer_of(ruleset)
    assert drawer is not None
    rng = random.Random(20)
    cases = list(vectors(ruleset).values())
    for _ in range(300):
        case = copy.deepcopy(rng.choice(cases).case)
        part = rng.choice(["state", "action"])
        where = rng.choice([p for p in _json_paths(case[part]) if p])
        node = case[part]
        for key in where[:-1]:
            node = node[key]
        node[where[-1]] = copy.deepcopy(rng.choice(STRANGE))
        _draw_everything(drawer, case["state"], case["action"])


def _draw_everything(drawer: Drawer, state: object, action: object) -> None:
    for draw in (
        lambda: drawer.state(state, frozenset({"L1", "E1"})),
        lambda: drawer.action(state, action),
        lambda: drawer.pieces(state),
    ):
        try:
            draw()
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            pass


# -- Pocket-Tactics, by hand -----------------------------------------------------------------------

MELEE = "pocket_tactics/ein-nahkampf-reicht-genau-auf-die-nachbarkachel/gleich"
RANGED = "pocket_tactics/eine-reichweite-von-2-reicht-in-gerader-linie-genau-zwei-kacheln-weit/gleich"
CHAIN = "pocket_tactics/in-der-lesart-kette-springt-eine-einheit-in-einer-bewegung-ueber-zwei-verbuendete"


def test_pt_melee_draws_both_armies_bases_and_a_line_of_distance_one() -> None:
    before = drawn(MELEE)[0]
    # the vector's board: S9 [-4,4], S1 [0,0], L1 [0,1], L9 [4,-4]; legion blue, tribes red
    units = {e.get("data-unit"): (e.get("data-at"), classes(e)) for e in before.iter(f"{SVG}circle") if "unit" in classes(e)}
    assert units == {
        "S9": ("-4,4", {"unit", "side-b"}),
        "S1": ("0,0", {"unit", "side-b"}),
        "L1": ("0,1", {"unit", "side-a"}),
        "L9": ("4,-4", {"unit", "side-a"}),
    }
    labels = {e.text for e in before.iter(f"{SVG}text") if "unit-label" in classes(e) and e.get("data-unit")}
    assert labels == {"S9", "S1", "L1", "L9"}
    bases = {
        e.get("data-base"): (e.get("data-at"), e.get("data-defence"))
        for e in before.iter(f"{SVG}polygon")
        if "pocket_tactics-base" in classes(e)
    }
    assert bases == {"legion": ("0,3", "3"), "tribes": ("0,-3", "3")}
    # L1 on [0,1] assaults [0,0]: the hex straight north, distance 1
    (attack,) = [e for e in marks(before, unit="L1") if "attack" in classes(e)]
    assert (attack.get("data-at"), attack.get("data-to"), attack.get("data-assault"), attack.get("data-distance")) == (
        "0,1",
        "0,0",
        "melee",
        "1",
    )
    assert "pocket_tactics-melee" in classes(attack)
    (label,) = [e for e in before.iter(f"{SVG}text") if "distance-label" in classes(e)]
    assert label.text == "1" and label.get("data-distance") == "1"


def test_pt_ranged_attack_two_hexes_along_a_line_is_dashed_and_labelled_two() -> None:
    before = drawn(RANGED)[0]
    # L1 on [-2,0] shoots at S1 on [0,0]: twice the south-east offset [1,0], distance 2
    (attack,) = [e for e in marks(before, unit="L1") if "attack" in classes(e)]
    assert (attack.get("data-at"), attack.get("data-to"), attack.get("data-distance")) == ("-2,0", "0,0", "2")
    assert {"pocket_tactics-ranged", "attack"} <= classes(attack)
    (label,) = [e for e in before.iter(f"{SVG}text") if "distance-label" in classes(e)]
    assert label.text == "2"
    # the arrow runs from the attacker toward the target: west to east on the page
    (x1, y1), (x2, y2) = (tuple(map(float, p.split(","))) for p in attack.get("points", "").split())
    assert x1 < x2


def test_pt_terrain_fills_every_tile_and_the_legend_names_the_terrains() -> None:
    vector = vectors("pocket_tactics")[CHAIN]
    svg = render(picture_of(vector))
    before = panels(svg)[0]
    tiles = {e.get("data-at"): e.get("data-terrain") for e in before.iter(f"{SVG}polygon") if e.get("data-terrain")}
    assert tiles == {"{},{}".format(*t["at"]): t["terrain"] for t in vector.case["state"]["tiles"]}
    for terrain in set(tiles.values()):
        assert any(f"pocket_tactics-{terrain}" in classes(e) for e in before.iter(f"{SVG}polygon") if e.get("data-at"))
    legend = " ".join(e.text or "" for e in ET.fromstring(svg).iter(f"{SVG}text") if "legend-text" in classes(e))
    for word in ("Feld", "Hügel", "Dorf", "Wasser", "Wald", "Stützpunkt"):
        assert word in legend
    english = " ".join(
        e.text or ""
        for e in ET.fromstring(render(picture_of(vector, language="en"), "en")).iter(f"{SVG}text")
        if "legend-text" in classes(e)
    )
    for word in ("field", "hill", "village", "water", "forest", "base"):
        assert word in english


def test_pt_chain_of_hops_goes_through_its_landing() -> None:
    before, after = drawn(CHAIN)[:2]
    # R1 on [0,-2] hops over R2 to [0,0] (via) and over R3 to [0,2]
    (path,) = [e for e in marks(before, unit="R1") if "path" in classes(e)]
    assert (path.get("data-at"), path.get("data-via"), path.get("data-to")) == ("0,-2", "0,0", "0,2")
    assert len(path.get("points", "").split()) == 3
    assert [e.get("data-at") for e in marks(before, unit="R1") if "pocket_tactics-landing" in classes(e)] == ["0,0"]
    assert [e.get("data-at") for e in marks(after, unit="R1") if e.tag == f"{SVG}circle"] == ["0,2"]


def test_pt_an_answer_that_moves_one_unit_marks_that_unit() -> None:
    vector = vectors("pocket_tactics")[MELEE]
    answer = copy.deepcopy(vector.expected["state"])
    for entry in answer["board"]:
        if entry["unit"] == "S9":
            entry["at"] = [2, -2]  # a field of the map the expected state leaves free
    engine = drawn(MELEE, Outcome(answer))[2]
    differing = {e.get("data-unit") for e in engine.iter(f"{SVG}circle") if "differs" in classes(e)}
    assert differing == {"S9"}
    assert [e.get("data-at") for e in marks(engine, unit="S9") if e.tag == f"{SVG}circle"] == ["2,-2"]


# -- Standardaktionen, by hand ---------------------------------------------------------------------

AMBUSH = "standardaktionen/greift-einheit-1-von-osten-an-und-blickt-einheit-2-nach-westen-ist-es-ein-hinterhalt"
FACING_ATTACKER = "standardaktionen/wer-dem-angriff-nicht-den-ruecken-zukehrt-geraet-in-keinen-hinterhalt/zum-angreifer"
OBLIQUE = "standardaktionen/ein-schraeger-angriff-kommt-aus-der-richtung-in-der-der-angreifer-weiter-weg-steht"
RANGE_3 = "standardaktionen/eine-reichweite-von-3-reicht-in-einer-zeile-genau-drei-felder-weit/gleich"
STEP = "standardaktionen/ein-schritt-fuehrt-genau-auf-ein-nachbarfeld/gleich"


def approaches(panel: ET.Element) -> dict[str, str]:
    return {
        e.get("data-direction", ""): e.get("data-ambush", "") for e in panel.iter() if "standardaktionen-approach" in classes(e)
    }


def test_sa_units_on_the_grid_with_owner_facing_and_life() -> None:
    before = drawn(AMBUSH)[0]
    # E1 (p1) on [4,3] facing W, G1 (p2) on [3,3] facing W, G9 (p2) on [0,0] facing S; all 4/4
    discs = {
        e.get("data-unit"): (e.get("data-at"), e.get("data-facing"), classes(e))
        for e in before.iter(f"{SVG}circle")
        if "unit" in classes(e)
    }
    assert discs == {
        "E1": ("4,3", "W", {"unit", "side-a"}),
        "G1": ("3,3", "W", {"unit", "side-b"}),
        "G9": ("0,0", "S", {"unit", "side-b"}),
    }
    lives = {e.get("data-unit"): e.text for e in before.iter(f"{SVG}text") if "standardaktionen-life" in classes(e)}
    assert lives == {"E1": "4/4", "G1": "4/4", "G9": "4/4"}
    cells = [e for e in before.iter(f"{SVG}rect") if "cell" in classes(e)]
    assert len(cells) == 7 * 7
    # G9 faces south: the wedge's tip lies below the centre of its disc
    (wedge,) = [e for e in marks(before, unit="G9") if "standardaktionen-facing" in classes(e)]
    (disc,) = [e for e in marks(before, unit="G9") if e.tag == f"{SVG}circle"]
    tip = tuple(map(float, wedge.get("points", "").split()[0].split(",")))
    assert abs(tip[0] - float(disc.get("cx", ""))) < 0.01 and tip[1] > float(disc.get("cy", "")) + float(disc.get("r", ""))


def test_sa_ambush_from_the_east_on_a_unit_facing_west() -> None:
    before, after = drawn(AMBUSH)[:2]
    # the pass closes the window E1 -> G1: E1 on [4,3] is one square east of G1 on [3,3]
    (attack,) = [e for e in marks(before, unit="E1") if "attack" in classes(e)]
    assert (attack.get("data-at"), attack.get("data-to"), attack.get("data-target"), attack.get("data-distance")) == (
        "4,3",
        "3,3",
        "G1",
        "1",
    )
    # the attack comes from the east; G1 faces west, its back is to the east: the ambush side
    assert approaches(before) == {"E": "true"}
    (bar,) = [e for e in before.iter() if "standardaktionen-ambush" in classes(e)]
    assert bar.get("data-unit") == "G1" and bar.get("data-facing") == "W"
    # afterwards G1 has taken E1's power 2: 2/4
    assert {e.get("data-unit"): e.text for e in after.iter(f"{SVG}text") if "standardaktionen-life" in classes(e)}["G1"] == "2/4"


def test_sa_a_target_facing_the_attacker_is_no_ambush() -> None:
    before = drawn(FACING_ATTACKER)[0]
    assert approaches(before) == {"E": "false"}  # G1 faces E, toward E1
    assert not [e for e in before.iter() if "standardaktionen-ambush" in classes(e)]


def test_sa_oblique_attack_comes_from_two_sides_and_labels_both_distances() -> None:
    before = drawn(OBLIQUE)[0]
    # A1 on [5,4] attacks G1 on [3,3] (facing W): dx 2, dy 1, so 3 orthogonal steps, 2 with diagonals;
    # from G1 the attack comes from the east and the south, and G1 turns its back on the east
    (attack,) = [e for e in marks(before, unit="A1") if "attack" in classes(e)]
    assert (attack.get("data-distance"), attack.get("data-distance-diagonal")) == ("3", "2")
    (label,) = [e for e in before.iter(f"{SVG}text") if "distance-label" in classes(e)]
    assert label.text == "3 (2)"
    assert approaches(before) == {"E": "true", "S": "false"}
    assert {e.get("data-straight") for e in before.iter() if "standardaktionen-approach" in classes(e)} == {"false"}


def test_sa_attack_three_squares_along_a_row() -> None:
    before = drawn(RANGE_3)[0]
    # A1 on [1,3] declares on G1 on [4,3]: three squares east, straight
    (attack,) = [e for e in marks(before, unit="A1") if "attack" in classes(e)]
    assert (attack.get("data-at"), attack.get("data-to"), attack.get("data-distance")) == ("1,3", "4,3", "3")
    (label,) = [e for e in before.iter(f"{SVG}text") if "distance-label" in classes(e)]
    assert label.text == "3"
    assert approaches(before) == {"W": "false"}  # G1 faces W, toward A1


def test_sa_move_one_square_north_and_an_answer_that_puts_it_elsewhere() -> None:
    before, after = drawn(STEP)[:2]
    (path,) = [e for e in marks(before, unit="E1") if "path" in classes(e)]
    assert (path.get("data-at"), path.get("data-to"), path.get("data-steps")) == ("3,5", "3,4", "1")
    assert [e.get("data-at") for e in marks(after, unit="E1") if e.tag == f"{SVG}circle"] == ["3,4"]
    vector = vectors("standardaktionen")[STEP]
    answer = copy.deepcopy(vector.expected["state"])
    for unit in answer["units"]:
        if unit["id"] == "E1":
            unit["at"] = [2, 5]
    engine = drawn(STEP, Outcome(answer))[2]
    assert {e.get("data-unit") for e in engine.iter(f"{SVG}circle") if "differs" in classes(e)} == {"E1"}


# -- the command line ------------------------------------------------------------------------------


def test_show_writes_svg_and_html(tmp_path: Path) -> None:
    svg, html = tmp_path / "x.svg", tmp_path / "x.html"
    assert main(["show", MELEE, "--output", str(svg)]) == 0
    root = ET.fromstring(svg.read_text(encoding="utf-8"))
    assert root.get("data-vector") == MELEE and root.findall(f".//{SVG}*[@data-unit='L1']")
    assert main(["show", MELEE, "--output", str(html), "--lang", "en"]) == 0
    page = html.read_text(encoding="utf-8")
    assert page.lstrip().lower().startswith("<!doctype html") and 'data-unit="S1"' in page


def test_show_an_unknown_id_exits_2_naming_close_ids(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", MELEE[:-2] + "xx"]) == 2
    err = capsys.readouterr().err
    assert "no vector has the id" in err and MELEE in err


def test_a_rejected_vector_says_its_code_in_the_expected_panel() -> None:
    # L1 on [0,1] assaults [0,-1], two hexes north: out of reach for a melee assault
    vector_id = "pocket_tactics/ein-nahkampf-reicht-genau-auf-die-nachbarkachel/knapp-darueber"
    expected = drawn(vector_id)[1]
    said = " ".join(e.text or "" for e in expected.iter(f"{SVG}text") if "rejection" in classes(e))
    assert vectors("pocket_tactics")[vector_id].expected["error"]["code"] in said
    (attack,) = [e for e in marks(drawn(vector_id)[0], unit="L1") if "attack" in classes(e)]
    assert attack.get("data-distance") == "2"


def test_pt_an_answer_with_another_terrain_marks_that_tile_and_nothing_else() -> None:
    vector = vectors("pocket_tactics")[MELEE]
    answer = copy.deepcopy(vector.expected["state"])
    (tile,) = [t for t in answer["tiles"] if t["at"] == [-4, 4]]
    tile["terrain"] = "forest"  # the fake engine's wrong-details fault: the first tile changed
    engine = drawn(MELEE, Outcome(answer))[2]
    differing = [e.get("data-at") for e in engine.iter(f"{SVG}polygon") if "differs" in classes(e)]
    assert differing == ["-4,4"]
    assert not [e for e in engine.iter(f"{SVG}circle") if "differs" in classes(e)]

"""Pictures of Mordheim and Warhammer 40,000 (regelwerk.rulesets.{mordheim,w40k}.picture).

Every vector of both rule sets draws (and every accepted one a real picture); for a few
vectors the drawn marks are checked against values worked out by hand from the coordinates in
the vector files (units of 1/254 inch, bases as diameters), never read back from the drawer; a
model moved in an engine's answer is marked as differing, and nothing else is.
"""

from __future__ import annotations

import copy
import random
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable
from functools import cache

import pytest

from regelwerk.core.canonical import Json
from regelwerk.pictures.scene import Box, Mark, Outcome, Panel
from regelwerk.pictures.show import drawer_of, picture_of
from regelwerk.pictures.svg import render
from regelwerk.suite.vectors import Vector, load_vector_file, vector_files

NS = "{http://www.w3.org/2000/svg}"


@cache
def vectors(ruleset: str) -> tuple[Vector, ...]:
    return tuple(v for path in vector_files([ruleset]) for v in load_vector_file(path))


def vector(vector_id: str) -> Vector:
    return next(v for v in vectors(vector_id.split("/", 1)[0]) if v.id == vector_id)


def data(mark: Mark) -> dict[str, str]:
    return dict(mark.data)


def having(panel: Panel, cls: str, **wanted: str) -> list[Mark]:
    """The marks of a panel with the CSS class ``cls`` and these data attributes."""
    return [m for m in panel.marks if cls in m.cls.split() and all(data(m).get(k) == v for k, v in wanted.items())]


def flat(points: tuple[tuple[float, float], ...]) -> list[float]:
    return [c for p in points for c in p]


def draws(expected: Json, distribution: bool) -> bool:
    """A vector whose case is well-formed must have a real picture: accepted, answered and
    distribution vectors (a rejected one may send a malformed state on purpose)."""
    return distribution or (isinstance(expected, dict) and expected.get("status") in ("accepted", "answered"))


# -- 1. every vector ----------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["mordheim", "w40k"])
def test_every_vector_draws_and_every_well_formed_one_a_real_picture(ruleset: str) -> None:
    started = time.perf_counter()
    blank = []
    for v in vectors(ruleset):
        picture = picture_of(v)
        root = ET.fromstring(render(picture))
        assert root.tag == f"{NS}svg"
        if draws(v.expected, v.projection is not None) and any("no-picture" in m.cls for m in picture.panels[0].marks):
            blank.append((v.id, picture.panels[0].notes))
        if v.expected.get("status") == "accepted" and any("no-picture" in m.cls for m in picture.panels[1].marks):
            blank.append((v.id, picture.panels[1].notes))  # the state it expects after draws too
    assert blank == []
    assert len(vectors(ruleset)) > 500
    print(f"{ruleset}: {len(vectors(ruleset))} vectors in {time.perf_counter() - started:.1f} s")


# -- 2. hand-chosen vectors: Mordheim -----------------------------------------------------------


def test_mordheim_rally_on_the_leader_shows_the_gap_to_him_and_his_six_inches() -> None:
    # Hans (fleeing) at (6380, 6080), his leader Kurt at (5080, 5080), both 25 mm bases (250 u).
    # Centres: sqrt(1300² + 1000²) = 1640.12 u; less 250 u of base radii: 1390.12 u = 5.47".
    before = picture_of(vector("mordheim/der-anfuehrer-ist-nah-wenn-zwischen-den-bases-hoechstens-6-zoll-liegen/schraeg-mit-abstand")).panels[0]
    [to_leader] = having(before, "distance-label", model="Hans", other="Kurt")
    assert (to_leader.text, data(to_leader)["distance"]) == ('5.47"', "5.47")
    # The leader's 6" around his base: radius 125 u + 6" = 0.49" + 6" (drawn in inches).
    [reach] = having(before, "mordheim-leader-range", model="Kurt")
    assert reach.r == pytest.approx(125 / 254 + 6)
    # The closest standing model is Max at (5080, 6096), a friend: sqrt(1300² + 16²) - 250 =
    # 1050.10 u = 4.13"; Kurt (5.47") is farther.
    [nearest] = having(before, "distance-label", model="Hans", relation="friend")
    assert (data(nearest)["other"], nearest.text) == ("Max", '4.13"')
    # Every model on the 48" table at its place (y turned over: north up), base to scale.
    [hans] = [m for m in having(before, "unit", model="Hans") if m.kind == "circle"]
    assert (hans.x, hans.y, hans.r) == pytest.approx((6380 / 254, (12192 - 6080) / 254, 125 / 254))
    assert "mordheim-fleeing" in hans.cls.split() and data(hans)["at"] == "6380,6080"
    [kurt] = [m for m in having(before, "unit", model="Kurt") if m.kind == "circle"]
    assert "mordheim-leader" in kurt.cls.split()
    assert {data(m)["unit"] for m in having(before, "unit")} == {"reikland", "middenheim"}


def test_mordheim_move_shows_its_path_and_length() -> None:
    # Otto from (7620, 7620) to (8001, 8128): sqrt(381² + 508²) = 635 u = 2.5".
    before = picture_of(vector("mordheim/halbe-bewegung-bis-einschliesslich-der-halben-bewegung-darf-das-aufgestandene-modell-gehen/gleich")).panels[0]
    [path] = having(before, "path", model="Otto")
    assert flat(path.points) == pytest.approx((30.0, 18.0, 8001 / 254, (12192 - 8128) / 254))
    assert data(path)["distance"] == "2.5"
    assert [m.text for m in having(before, "distance-label", model="Otto")] == ['2.5"']


def test_mordheim_models_off_the_table_stand_under_it_with_their_status() -> None:
    v = next(
        v
        for v in vectors("mordheim")
        if v.expected.get("status") == "accepted" and {m["status"] for m in v.case["state"]["models"]} >= {"out_of_action", "standing"}
    )
    before = picture_of(v).panels[0]
    depth = v.case["state"]["table"]["depth"] / 254
    out = [m for m in v.case["state"]["models"] if m["status"] == "out_of_action"]
    for model in out:
        [mark] = [m for m in having(before, "mordheim-out-of-action", model=model["id"]) if m.kind == "circle"]
        assert mark.y > depth and "removed" in mark.cls.split() and "at" not in data(mark)


# -- 2. hand-chosen vectors: Warhammer 40,000 ---------------------------------------------------


def test_w40k_charge_shows_the_gap_what_the_roll_must_cover_and_the_ranges() -> None:
    # Trupp-1 at (2540, 2540) charges Boyz; Boyz-1 at (2540, 4572); 32 mm bases (320 u).
    # Centres 2032 u = 8"; gap 8" - 320/254" = 6.74"; the 2W6 must cover 6.74" - 1" = 5.74".
    before = picture_of(vector("w40k/die-angriffsansage-wuerfelt-die-angriffsdistanz")).panels[0]
    [gap] = having(before, "distance-label", target="Boyz")
    assert (gap.text, data(gap)["distance"], data(gap)["model"], data(gap)["other"]) == ('6.74"', "6.74", "Trupp-1", "Boyz-1")
    [need] = having(before, "w40k-charge-need", target="Boyz")
    assert (need.text, data(need)["distance"]) == ('≥5.74"', "5.74")
    # A 32 mm base is 320/254 = 1.26" across: radius 0.63" in the drawer's inches.
    [boyz1] = having(before, "unit", model="Boyz-1")
    assert boyz1.r == pytest.approx(0.63, abs=0.001)
    assert (boyz1.x, boyz1.y) == pytest.approx((10.0, (11176 - 4572) / 254))
    assert data(boyz1).items() >= {"unit": "Boyz", "model": "Boyz-1", "at": "2540,4572"}.items()
    # Engagement range (1") around each target model, coherency (2") around each charger.
    assert sorted(data(m)["model"] for m in having(before, "w40k-engagement", unit="Boyz")) == ["Boyz-1", "Boyz-2", "Boyz-3"]
    assert all(m.r == pytest.approx(0.63 + 1, abs=0.001) for m in having(before, "w40k-engagement"))
    coherency = having(before, "w40k-coherency", unit="Trupp")
    assert len(coherency) == 2 and all(m.r == pytest.approx(0.63 + 2, abs=0.001) for m in coherency)
    # The part shown: the bases' extent (x 2380..3716, y 2380..4732) with 6" (1524 u) round it,
    # grown to 24" about its middle (x 3048, y 3556) and moved onto the table: x 0..6096,
    # y 508..6604, i.e. 0"-24" and 2"-26"; drawn north up with 1" of margin.
    assert before.box == Box(-1, (11176 - 6604) / 254 - 1, 26, 26)
    assert 'x 0"–24", y 2"–26" (60" × 44")' in before.notes
    # Each unit's id over it, coloured by player.
    assert {m.text for m in having(before, "w40k-unit-label")} == {"Boyz", "Trupp"}
    assert {data(m)["unit"] for m in having(before, "unit") if "side-b" in m.cls.split()} == {"Boyz"}


def test_w40k_shooting_range_is_labelled_between_the_bases() -> None:
    # Trupp-1 (2540, 2540) shoots Boyz-1 (2540, 8956): centres 6416 u, less 320 u: 6096 u = 24".
    before = picture_of(vector("w40k/die-reichweite-wird-zwischen-den-bases-gemessen/genau-24-zoll")).panels[0]
    [attack] = having(before, "attack", model="Trupp-1")
    assert data(attack).items() >= {"distance": "24", "weapon": "Bolter", "range": "24", "other": "Boyz-1"}.items()
    # From the edge of one base to the edge of the other: y from 2540 + 160 to 8956 - 160.
    assert flat(attack.points) == pytest.approx((10.0, (11176 - 2700) / 254, 10.0, (11176 - 8796) / 254))
    assert [m.text for m in having(before, "distance-label", model="Trupp-1")] == ['24"']


def test_w40k_terrain_heights_and_a_climbing_path_length() -> None:
    # Mauer is 762 u = 3" high, Kiste 508 u = 2"; Trupp-1 climbs the wall: 635 u = 2.5" across
    # and a 3" step up (over 2", so it counts): 5.5".
    before = picture_of(vector("w40k/auf-die-mauer-hinauf-2-5-zoll-weg-und-3-zoll-hoehe")).panels[0]
    heights = {data(m)["terrain"]: m.text for m in having(before, "w40k-height")}
    assert heights == {"Mauer": '3"', "Kiste": '2"'}
    [wall] = having(before, "terrain", terrain="Mauer")
    assert (wall.x, wall.y, wall.w, wall.h) == pytest.approx((20.0, 0.0, 1.0, 44.0))
    [path] = having(before, "path", model="Trupp-1")
    assert data(path)["distance"] == "5.5"


def test_w40k_objective_markers_are_drawn_to_scale() -> None:
    v = next(v for v in vectors("w40k") if v.case["state"].get("objectives") and v.expected.get("status") == "accepted")
    before = picture_of(v).panels[0]
    for marker in v.case["state"]["objectives"]:
        [mark] = having(before, "objective", objective=marker["id"])
        assert mark.r == pytest.approx(marker["diameter"] / 254 / 2)


def test_w40k_board_free_attack_lists_the_weapons_and_the_target_models() -> None:
    v = next(v for v in vectors("w40k") if v.case["state"].get("form") == "attacks" and v.case["action"].get("target") == "Brecher" and v.expected.get("status") == "accepted")
    before = picture_of(v).panels[0]
    assert not any("no-picture" in m.cls for m in before.marks)
    target = next(u for u in v.case["state"]["units"] if u["id"] == "Brecher")
    circles = [m for m in having(before, "unit", unit="Brecher") if m.kind == "circle"]
    assert [data(m)["model"] for m in circles] == [m["id"] for m in target["models"]]
    assert [data(m)["wounds"] for m in circles] == [str(m["wounds_left"]) for m in target["models"]]
    assert len({m.y for m in circles}) == 1  # one row
    weapons = {data(m)["weapon"] for m in having(before, "w40k-weapon", unit=v.case["action"]["unit"])}
    assert {a["weapon"] for a in v.case["action"]["attacks"]} <= weapons
    assert having(before, "w40k-target", target="Brecher")


# -- 3. what differs ------------------------------------------------------------------------------


def _moved(state: Json, model_id: str) -> Json:
    """The state with one model 1" further east."""
    moved = copy.deepcopy(state)
    models = [m for u in moved.get("units", []) for m in u["models"]] + moved.get("models", [])
    [model] = [m for m in models if m["id"] == model_id]
    model["at"][0] += 254
    return moved


@pytest.mark.parametrize(
    "vector_id, model_id",
    [
        ("w40k/die-angriffsansage-wuerfelt-die-angriffsdistanz", "Trupp-2"),
        ("mordheim/ein-stehendes-modell-bewegt-sich-im-eigentlichen-spielerzug", "Kurt"),
    ],
)
def test_an_answer_that_moves_one_model_marks_exactly_that_model(vector_id: str, model_id: str) -> None:
    v = vector(vector_id)
    answer = Outcome(state=_moved(v.expected["state"], model_id))
    engine = picture_of(v, answer).panels[2]
    differing = [m for m in engine.marks if "differs" in m.cls.split()]
    assert differing and {data(m)["model"] for m in differing} == {model_id}
    assert not [m for m in picture_of(v, Outcome.of(v.expected)).panels[2].marks if "differs" in m.cls.split()]
    assert 'class="unit side-' in render(picture_of(v, answer)) and "differs" in render(picture_of(v, answer))


# -- 4. malformed input -------------------------------------------------------------------------

ODD: tuple[Json, ...] = (None, "x", -1, 0, [], {}, [0, 0], [1, 2, 3, 4], 10**12, True, 2.5, [None, "a"])
CAUGHT = (KeyError, TypeError, ValueError, IndexError, AttributeError)  # what show turns into "no picture"


def _spots(value: Json, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place inside a JSON value (paths of keys and indices)."""
    found: list[tuple[object, ...]] = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _spots(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _spots(item, path + (index,))
    return found


def _replaced(value: Json, path: tuple[object, ...], new: Json) -> Json:
    changed = copy.deepcopy(value)
    holder = changed
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = new
    return changed


@pytest.mark.parametrize("ruleset", ["mordheim", "w40k"])
def test_a_malformed_state_or_action_raises_only_what_show_catches(ruleset: str) -> None:
    drawer = drawer_of(ruleset)
    assert drawer is not None
    rng = random.Random(20)
    sample = rng.sample([v for v in vectors(ruleset) if v.expected.get("status") == "accepted"], 60)
    for v in sample:
        state, action = v.case["state"], v.case["action"]
        for _ in range(8):
            target = rng.choice(("state", "action"))
            spots = _spots(state if target == "state" else action)
            if not spots:
                continue
            path, new = rng.choice(spots), rng.choice(ODD)
            bad_state = _replaced(state, path, new) if target == "state" else state
            bad_action = _replaced(action, path, new) if target == "action" else action
            _only_caught(drawer.state, bad_state)
            _only_caught(drawer.action, bad_state, bad_action)
            _only_caught(drawer.pieces, bad_state)


def _only_caught(call: Callable[..., object], *arguments: Json) -> None:
    """Call a drawer; an error show catches is fine, any other fails the test."""
    try:
        call(*arguments)
    except CAUGHT:
        pass


# -- 5. the labelled number is the one the rules compare ------------------------------------------


def test_a_labelled_gap_agrees_with_the_exact_comparisons_of_the_rules() -> None:
    from regelwerk.core.inches import Point, gap_within, gap_within_3d
    from regelwerk.pictures.inchtable import gap_length

    rng = random.Random(254)
    for _ in range(3000):
        a = Point(rng.randrange(0, 3000), rng.randrange(0, 3000), rng.randrange(0, 600))
        b = Point(rng.randrange(0, 3000), rng.randrange(0, 3000), rng.randrange(0, 600))
        da, db, limit = rng.choice((250, 320, 400)), rng.choice((250, 285, 600)), rng.randrange(0, 2000)
        for with_height, exact in ((False, gap_within), (True, gap_within_3d)):
            shown = gap_length(a, da, b, db, with_height)
            if abs(shown - limit) > 1e-6:  # away from the boundary the float and the exact test agree
                assert (shown <= limit) == exact(a, da, b, db, limit), (a, da, b, db, limit, with_height)

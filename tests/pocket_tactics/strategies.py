"""Hypothesis strategies for Pocket-Tactics states: random maps, bases and units."""

from __future__ import annotations

from hypothesis import strategies as st

from regelwerk.core.hexgrid import Hex, distance
from regelwerk.rulesets.pocket_tactics.state import FACTIONS, TERRAINS, opponent

AREA = [Hex(q, r) for q in range(-3, 4) for r in range(-3, 4) if distance(Hex(0, 0), Hex(q, r)) <= 3]


# Up to four dice of a colour, so that PT-A-WUERFELVORRAT=drei-je-farbe has something to cap.
DICE = st.integers(0, 4)


def _profile(draw, type_name: str) -> dict:
    abilities = []
    if draw(st.booleans()):  # long shots exercise the readings of PT-FERN-3
        abilities.append({"id": "reach", "range": draw(st.integers(2, 3)), "weapons": ["ranged", "magic"]})
    if draw(st.booleans()):
        abilities.append({"id": "reroll", "count": draw(st.integers(1, 2))})
    return {
        "type": type_name,
        "cost": draw(st.integers(1, 30)),
        "terrain": sorted(draw(st.sets(st.sampled_from(TERRAINS), max_size=2))),
        "attack": {"melee": draw(DICE), "ranged": draw(DICE), "magic": draw(DICE)},
        "defence": {"melee": draw(DICE), "ranged": draw(DICE), "magic": draw(DICE)},
        "abilities": abilities,
    }


@st.composite
def play_states(draw) -> dict:
    """A valid state in the play phase, as canonical JSON."""
    tiles = draw(st.sets(st.sampled_from(AREA), min_size=6, max_size=len(AREA)))
    fringe = sorted({n for t in tiles for n in t.neighbours()} - tiles)
    legion_base = draw(st.sampled_from(fringe))
    tribes_base = draw(st.sampled_from([h for h in fringe if h != legion_base]))
    terrains = {t: draw(st.sampled_from(TERRAINS)) for t in sorted(tiles)}
    units, board, reserve, prison = [], [], {f: [] for f in FACTIONS}, {f: [] for f in FACTIONS}
    free = sorted(tiles)
    for faction in FACTIONS:
        for i in range(draw(st.integers(1, 5))):
            unit_id = f"{faction[0].upper()}{i + 1}"
            units.append({"id": unit_id, "faction": faction, "profile": _profile(draw, "scout")})
            place = draw(st.sampled_from(["board", "board", "reserve", "prison"] if free else ["reserve", "prison"]))
            if i == 0:
                # an army in play is never wholly captured (under PT-A-SIEG-RESERVE=nur-eingesetzte
                # it can be when the board is full: the tests stop at a finished game)
                place = "board" if free else "reserve"
            if place == "board":
                at = draw(st.sampled_from(free))
                free.remove(at)
                board.append({"unit": unit_id, "at": at.to_json()})
            elif place == "reserve":
                reserve[faction].append(unit_id)
            else:
                prison[opponent(faction)].append(unit_id)
    return {
        "phase": "play",
        "first": draw(st.sampled_from(FACTIONS)),
        "active": draw(st.sampled_from(FACTIONS)),
        "winner": None,
        "bag": {t: 0 for t in TERRAINS},
        "tiles": [{"at": t.to_json(), "terrain": terrains[t]} for t in sorted(tiles)],
        "bases": {
            "legion": {"at": legion_base.to_json(), "defence": draw(DICE)},
            "tribes": {"at": tribes_base.to_json(), "defence": draw(DICE)},
        },
        "units": sorted(units, key=lambda u: u["id"]),
        "board": sorted(board, key=lambda e: e["at"]),
        "reserve": {f: sorted(ids) for f, ids in reserve.items()},
        "prison": {f: sorted(ids) for f, ids in prison.items()},
    }


def interpretation_choices():
    from regelwerk.rulesets import get

    switches = get("pocket_tactics").switches
    return st.fixed_dictionaries({s.id: st.sampled_from(s.options) for s in switches})

"""A new game, the end of a game, and the invariants of one step.

:func:`initial_state` is a new game (PT-VOR-1, PT-VOR-2, PT-MAT-3, PT-MAT-4): every unit of both
sample armies (:mod:`.samples`) in its reserve, all twenty tiles in the bag, both bases unplaced,
nobody has rolled for the first player.  :func:`outcome` is the result of a finished game as a
value (:class:`regelwerk.core.ruleset.Outcome`).  :func:`invariants` is the rule set's hook for
the generic random-play test.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from regelwerk.core.canonical import Json
from regelwerk.core.ruleset import Outcome
from regelwerk.rulesets.pocket_tactics import interpretations as switches
from regelwerk.rulesets.pocket_tactics import samples
from regelwerk.rulesets.pocket_tactics.state import FACTIONS, PHASES, UNITS_DEPLOYED, Faction, State, opponent, parse_state


def initial_state_json() -> Json:
    """The JSON of a new game (canonical: sets sorted)."""
    units = [
        {"id": unit_id, "faction": faction, "profile": samples.unit_profile(type_id)}
        for faction in FACTIONS
        for unit_id, type_id in samples.army(faction)
    ]
    for unit in units:
        unit["profile"]["terrain"] = sorted(unit["profile"]["terrain"])
    return {
        "phase": "start",
        "first": None,
        "active": None,
        "winner": None,
        "bag": dict(samples.FULL_BAG),
        "tiles": [],
        "bases": {faction: {"at": None, "defence": defence} for faction, defence in sorted(samples.base_defence().items())},
        "units": sorted(units, key=lambda u: u["id"]),
        "board": [],
        "reserve": {faction: sorted(unit_id for unit_id, _ in samples.army(faction)) for faction in FACTIONS},
        "prison": {faction: [] for faction in FACTIONS},
    }


def initial_state() -> State:
    """A new game as a :class:`State` (checked to be a possible position)."""
    return parse_state(initial_state_json())


def outcome(state: State) -> Outcome | None:
    """PT-SIEG-1, PT-SIEG-2, PT-A-KEIN-ZUG: the winner once the game is over (``None`` for a
    draw), else ``None``.  The state does not record why the game ended (the ``game_over``
    event does), so the reason is ``None``."""
    if state.phase != "over":
        return None
    return Outcome(None if state.winner == "draw" else state.winner, None)


# -- the invariants of one step ------------------------------------------------------------


def invariants(before: Json, action: Json, after: Json, events: list[Json], interpretations: Mapping[str, str]) -> list[str]:
    """What one accepted step broke (empty: nothing): units and profiles never change and every
    unit is in exactly one place, reserves hold own units and prison camps enemy units, at most
    one unit per tile and none on a base (PT-MAT-1, PT-BEW-1, PT-STP-4); a tile stays in the bag
    or on the map, tiles come only during the setup, one per ``place_tile`` (PT-VOR-2, PT-VOR-4); a
    base is laid once and never moves; the phases follow each other in order; in play a turn is
    exactly one action and the players alternate (PT-ZUG-1); the game ends exactly when a
    victory condition holds (PT-SIEG-1, PT-SIEG-2, PT-A-SIEG-AUFSTELLUNG)."""
    broken = _places(before, after) + _map(before, action, after, events)
    broken += _phases(before, action, after, events)
    broken += _end(before, action, after, events, interpretations)
    return broken


def _owner(state: Json) -> dict[str, str]:
    return {u["id"]: u["faction"] for u in state["units"]}


def _places(before: Json, after: Json) -> list[str]:
    broken = []
    owner = _owner(after)
    if after["units"] != before["units"]:
        broken.append("units or their profiles changed")
    listed = [e["unit"] for e in after["board"]]
    listed += [u for group in ("reserve", "prison") for ids in after[group].values() for u in ids]
    if Counter(listed) != Counter(list(owner)):
        broken.append("a unit is not in exactly one place")
    for faction in FACTIONS:
        if any(owner.get(u) != faction for u in after["reserve"][faction]):
            broken.append(f"the {faction} reserve holds a unit of the other faction")
        if any(owner.get(u) != opponent(faction) for u in after["prison"][faction]):
            broken.append(f"the {faction} prison camp holds an own unit")
    occupied = [tuple(e["at"]) for e in after["board"]]
    if len(occupied) != len(set(occupied)):
        broken.append("two units share a tile")
    if not set(occupied) <= {tuple(t["at"]) for t in after["tiles"]}:
        broken.append("a unit stands off the tiles")
    if set(occupied) & {tuple(b["at"]) for b in after["bases"].values() if b["at"]}:
        broken.append("a unit stands on a base")
    return broken


def _map(before: Json, action: Json, after: Json, events: list[Json]) -> list[str]:
    broken = []
    if sum(after["bag"].values()) + len(after["tiles"]) != sum(before["bag"].values()) + len(before["tiles"]):
        broken.append("a tile is neither in the bag nor on the map")
    if any(after["bag"][t] > before["bag"][t] for t in after["bag"]):
        broken.append("the bag grew")
    if action["type"] == "place_tile":
        placed = [e for e in events if e["type"] == "tile_placed"]
        if len(placed) != 1 or len(after["tiles"]) != len(before["tiles"]) + 1:
            broken.append("a place_tile did not lay exactly one tile")
    elif after["tiles"] != before["tiles"] or after["bag"] != before["bag"]:
        broken.append(f"{action['type']} changed the tiles or the bag")
    for faction in FACTIONS:
        was, now = before["bases"][faction], after["bases"][faction]
        if now["defence"] != was["defence"] or ((was["at"] is not None or action["type"] != "place_base") and now != was):
            broken.append(f"the {faction} base moved or changed")
    return broken


def _phases(before: Json, action: Json, after: Json, events: list[Json]) -> list[str]:
    types = [e["type"] for e in events]
    i, j = PHASES.index(before["phase"]), PHASES.index(after["phase"])
    broken = []
    if types.count("game_over") != (after["phase"] == "over"):
        broken.append("game_over without the end of the game, or the end without it")
    # a deployment may end the game (PT-A-SIEG-AUFSTELLUNG), with or without finishing it first
    if not (after["phase"] == "over" and before["phase"] == "deploy"):
        if j not in (i, i + 1) or types.count("phase_changed") + types.count("game_over") != j - i:
            broken.append(f"phase {before['phase']} -> {after['phase']} with events {types}")
    if before["phase"] == "deploy" and after["phase"] == "play":
        owner = _owner(after)
        for faction in FACTIONS:
            brought = [u for u in owner if owner[u] == faction and u not in after["reserve"][faction]]
            if len(brought) != min(UNITS_DEPLOYED, sum(1 for f in owner.values() if f == faction)):
                broken.append(f"{faction} began play with {len(brought)} units brought into play")
    if before["phase"] == "play":
        if action["player"] != before["active"]:
            broken.append("a player acted out of turn")
        if not types or types[-1] not in ("turn_passed", "game_over") or types.count("turn_passed") + types.count("game_over") != 1:
            broken.append(f"a turn is not exactly one action: {types}")
        if after["phase"] == "play" and after["active"] != opponent(before["active"]):
            broken.append("the players did not alternate")
    return broken


def wholly_captured(state: Json, interpretations: Mapping[str, str]) -> list[Faction]:
    """PT-SIEG-1 on JSON, written from the rule text apart from the engine: the factions that
    have lost their whole army (under PT-A-SIEG-RESERVE=nur-eingesetzte: a unit captured and none
    on the map)."""
    owner = _owner(state)
    reserve_counts = interpretations[switches.RESERVE_IN_ARMY] == "reserve-gehoert-dazu"
    lost = []
    for faction in FACTIONS:
        army = {u for u, o in owner.items() if o == faction}
        captured = set(state["prison"][opponent(faction)])
        on_map = {e["unit"] for e in state["board"]} & army
        if (reserve_counts and army and captured == army) or (not reserve_counts and captured and not on_map):
            lost.append(faction)
    return lost


def _deployment_complete(state: Json) -> bool:
    owner = _owner(state)
    for faction in FACTIONS:
        army = [u for u, o in owner.items() if o == faction]
        brought = [u for u in army if u not in state["reserve"][faction]]
        if len(brought) < min(UNITS_DEPLOYED, len(army)):
            return False
    return True


def _expected_end(before: Json, action: Json, after: Json, events: list[Json], interpretations: Mapping[str, str]) -> tuple[str, str] | None:
    if before["phase"] == "deploy":
        when = interpretations[switches.DEPLOY_VICTORY]
        if when == "erst-im-spiel" or (when == "ende-der-aufstellung" and not _deployment_complete(after)):
            return None
    elif before["phase"] != "play":
        return None
    for event in events:
        if event["type"] == "base_defeated":
            return opponent(event["faction"]), "base_defeated"
    wiped = wholly_captured(after, interpretations)
    if len(wiped) == 2:
        both = interpretations[switches.BOTH_WIN]
        return ("draw" if both == "unentschieden" else action["player"]), "army_captured"
    if wiped:
        return opponent(wiped[0]), "army_captured"
    if action["type"] == "pass" and interpretations[switches.NO_ACTION] == "verliert":
        return opponent(action["player"]), "no_action"
    if action["type"] == "pass" and interpretations[switches.NO_ACTION] == "unentschieden":
        return "draw", "no_action"
    return None


def _end(before: Json, action: Json, after: Json, events: list[Json], interpretations: Mapping[str, str]) -> list[str]:
    end = _expected_end(before, action, after, events, interpretations)
    if end is None:
        return [] if after["phase"] != "over" else ["the game ended without a victory condition"]
    if after["phase"] != "over":
        return [f"{end} holds but the game goes on"]
    if (after["winner"], events[-1].get("reason")) != end:
        return [f"the game ended with {after['winner']} ({events[-1].get('reason')}), not {end}"]
    return []

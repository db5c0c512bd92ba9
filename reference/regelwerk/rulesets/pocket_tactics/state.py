"""Pocket-Tactics game state: the hex map, the two bases, the units and where each one is.

JSON form (``schemas/pocket_tactics/state.schema.json``)::

    {"phase": "play", "active": "legion",
     "tiles":   [{"at": [q, r], "terrain": "water"}, ...],      # a set, sorted by "at"
     "bases":   {"legion": [q, r], "tribes": [q, r]},
     "units":   [{"id": "R1", "faction": "legion", "profile": {...}}, ...],   # sorted by id
     "board":   [{"unit": "R1", "at": [q, r]}, ...],              # sorted by "at"
     "reserve": {"legion": ["R3"], "tribes": []},                # sorted ids
     "prison":  {"legion": [], "tribes": ["R2"]}}                # camp of the capturing faction

Every unit is in exactly one place: on the board, in its own faction's reserve, or in the
opposing faction's prison camp.  :func:`parse_state` rejects anything else as malformed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

from regelwerk.core.canonical import Json
from regelwerk.core.errors import MalformedInput
from regelwerk.core.hexgrid import Hex

FACTIONS = ("legion", "tribes")
TERRAINS = ("field", "hill", "village", "water", "forest")
ATTACK_TYPES = ("melee", "ranged", "magic")
PHASES = ("play",)


def opponent(faction: str) -> str:
    return FACTIONS[1] if faction == FACTIONS[0] else FACTIONS[0]


@dataclass(frozen=True)
class Profile:
    """The values of a unit card: dice per attack type, favoured terrain, cost, abilities."""

    type: str
    cost: int
    terrain: frozenset[str]
    attack: Mapping[str, int]
    defence: Mapping[str, int]
    abilities: tuple[Json, ...]

    def to_json(self) -> Json:
        return {
            "type": self.type,
            "cost": self.cost,
            "terrain": sorted(self.terrain),
            "attack": dict(self.attack),
            "defence": dict(self.defence),
            "abilities": list(self.abilities),
        }

    @classmethod
    def from_json(cls, value: Json) -> Profile:
        return cls(
            type=value["type"],
            cost=value["cost"],
            terrain=frozenset(value["terrain"]),
            attack=MappingProxyType(dict(value["attack"])),
            defence=MappingProxyType(dict(value["defence"])),
            abilities=tuple(value["abilities"]),
        )


@dataclass(frozen=True)
class Unit:
    id: str
    faction: str
    profile: Profile


@dataclass(frozen=True)
class State:
    phase: str
    active: str
    tiles: Mapping[Hex, str]
    bases: Mapping[str, Hex]
    units: Mapping[str, Unit]
    board: Mapping[Hex, str]
    reserve: Mapping[str, frozenset[str]]
    prison: Mapping[str, frozenset[str]]

    # -- queries -----------------------------------------------------------------------

    def unit_at(self, at: Hex) -> Unit | None:
        unit_id = self.board.get(at)
        return None if unit_id is None else self.units[unit_id]

    def position_of(self, unit_id: str) -> Hex | None:
        for at, uid in self.board.items():
            if uid == unit_id:
                return at
        return None

    def base_at(self, at: Hex) -> str | None:
        for faction, base in self.bases.items():
            if base == at:
                return faction
        return None

    # -- pure updates (each returns a new state) ---------------------------------------

    def with_board(self, board: Mapping[Hex, str]) -> State:
        return replace(self, board=MappingProxyType(dict(board)))

    def moved(self, unit_id: str, to: Hex) -> State:
        board = {at: uid for at, uid in self.board.items() if uid != unit_id}
        board[to] = unit_id
        return self.with_board(board)

    def removed_from_board(self, unit_id: str) -> State:
        return self.with_board({at: uid for at, uid in self.board.items() if uid != unit_id})

    def into_reserve(self, unit_id: str) -> State:
        faction = self.units[unit_id].faction
        reserve = dict(self.reserve)
        reserve[faction] = reserve[faction] | {unit_id}
        return replace(self.removed_from_board(unit_id), reserve=MappingProxyType(reserve))

    def out_of_reserve(self, unit_id: str, to: Hex) -> State:
        faction = self.units[unit_id].faction
        reserve = dict(self.reserve)
        reserve[faction] = reserve[faction] - {unit_id}
        return replace(self.moved(unit_id, to), reserve=MappingProxyType(reserve))

    def captured(self, unit_id: str) -> State:
        """The unit leaves the board for the prison camp of the opposing faction."""
        captor = opponent(self.units[unit_id].faction)
        prison = dict(self.prison)
        prison[captor] = prison[captor] | {unit_id}
        return replace(self.removed_from_board(unit_id), prison=MappingProxyType(prison))

    def turn_passed(self) -> State:
        return replace(self, active=opponent(self.active))


def state_to_json(state: State) -> Json:
    return {
        "phase": state.phase,
        "active": state.active,
        "tiles": [{"at": at.to_json(), "terrain": t} for at, t in sorted(state.tiles.items())],
        "bases": {faction: at.to_json() for faction, at in sorted(state.bases.items())},
        "units": [
            {"id": u.id, "faction": u.faction, "profile": u.profile.to_json()}
            for u in sorted(state.units.values(), key=lambda u: u.id)
        ],
        "board": [{"unit": uid, "at": at.to_json()} for at, uid in sorted(state.board.items())],
        "reserve": {f: sorted(state.reserve[f]) for f in FACTIONS},
        "prison": {f: sorted(state.prison[f]) for f in FACTIONS},
    }


def parse_state(value: Json) -> State:
    """Build a :class:`State` from schema-valid JSON, rejecting impossible positions.

    The schema has already checked shapes and enumerations; this checks what a schema cannot:
    references, uniqueness and that every unit is in exactly one place.
    """
    tiles: dict[Hex, str] = {}
    for i, tile in enumerate(value["tiles"]):
        at = Hex.from_json(tile["at"])
        if at in tiles:
            raise MalformedInput("PT.STATE.TILE_TWICE", f"two tiles at {at}", f"$.state.tiles[{i}]")
        tiles[at] = tile["terrain"]

    bases: dict[str, Hex] = {}
    for faction, at_json in value["bases"].items():
        at = Hex.from_json(at_json)
        if at in tiles:
            raise MalformedInput("PT.STATE.BASE_ON_TILE", f"the {faction} base lies on the tile at {at}", f"$.state.bases.{faction}")
        if at in bases.values():
            raise MalformedInput("PT.STATE.BASE_ON_BASE", f"both bases lie at {at}", f"$.state.bases.{faction}")
        bases[faction] = at
    if value["phase"] == "play" and set(bases) != set(FACTIONS):
        raise MalformedInput("PT.STATE.BASE_MISSING", "in play both bases are on the map", "$.state.bases")

    units: dict[str, Unit] = {}
    for i, u in enumerate(value["units"]):
        if u["id"] in units:
            raise MalformedInput("PT.STATE.UNIT_TWICE", f"unit id {u['id']!r} is used twice", f"$.state.units[{i}].id")
        units[u["id"]] = Unit(u["id"], u["faction"], Profile.from_json(u["profile"]))

    seen: dict[str, str] = {}

    def place(unit_id: str, where: str, path: str) -> None:
        if unit_id not in units:
            raise MalformedInput("PT.STATE.UNKNOWN_UNIT", f"unknown unit {unit_id!r}", path)
        if unit_id in seen:
            raise MalformedInput(
                "PT.STATE.UNIT_IN_TWO_PLACES", f"unit {unit_id!r} is both {seen[unit_id]} and {where}", path
            )
        seen[unit_id] = where

    board: dict[Hex, str] = {}
    for i, entry in enumerate(value["board"]):
        path = f"$.state.board[{i}]"
        at = Hex.from_json(entry["at"])
        place(entry["unit"], f"on the board at {at}", path)
        if at in bases.values():
            raise MalformedInput("PT.STATE.UNIT_ON_BASE", f"unit {entry['unit']!r} stands on a base at {at}", path)
        if at not in tiles:
            raise MalformedInput("PT.STATE.UNIT_OFF_MAP", f"unit {entry['unit']!r} stands at {at}, where there is no tile", path)
        if at in board:
            raise MalformedInput("PT.STATE.TILE_SHARED", f"units {board[at]!r} and {entry['unit']!r} share the tile {at}", path)
        board[at] = entry["unit"]

    reserve: dict[str, frozenset[str]] = {}
    prison: dict[str, frozenset[str]] = {}
    for faction in FACTIONS:
        for i, unit_id in enumerate(value["reserve"][faction]):
            path = f"$.state.reserve.{faction}[{i}]"
            place(unit_id, f"in the {faction} reserve", path)
            if units[unit_id].faction != faction:
                raise MalformedInput("PT.STATE.FOREIGN_RESERVE", f"unit {unit_id!r} is in the other faction's reserve", path)
        for i, unit_id in enumerate(value["prison"][faction]):
            path = f"$.state.prison.{faction}[{i}]"
            place(unit_id, f"in the {faction} prison camp", path)
            if units[unit_id].faction == faction:
                raise MalformedInput("PT.STATE.OWN_PRISON", f"unit {unit_id!r} is in its own faction's prison camp", path)
        reserve[faction] = frozenset(value["reserve"][faction])
        prison[faction] = frozenset(value["prison"][faction])

    for unit_id in units:
        if unit_id not in seen:
            raise MalformedInput("PT.STATE.UNIT_NOWHERE", f"unit {unit_id!r} is neither on the board, in a reserve nor in a prison camp", "$.state.units")

    return State(
        phase=value["phase"],
        active=value["active"],
        tiles=MappingProxyType(tiles),
        bases=MappingProxyType(bases),
        units=MappingProxyType(units),
        board=MappingProxyType(board),
        reserve=MappingProxyType(reserve),
        prison=MappingProxyType(prison),
    )
